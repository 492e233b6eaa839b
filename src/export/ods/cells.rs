//! A sheet's cells and rows as OpenDocument XML.

use crate::export::sheet;

/// XML-escapes text.
/// Text from the input in the XML: see [`crate::xml_text`].
pub(crate) fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    crate::xml_text::escape(s)
}

fn style_attr(style: Option<&str>) -> String {
    style.map_or(String::new(), |s| format!(r#" table:style-name="{s}""#))
}

pub(super) fn empty_styled(style: &str) -> String {
    format!(r#"<table:table-cell table:style-name="{style}"/>"#)
}

pub(crate) fn text_cell(text: &str, style: Option<&str>) -> String {
    format!(
        r#"<table:table-cell{} office:value-type="string"><text:p>{}</text:p></table:table-cell>"#,
        style_attr(style),
        esc(text)
    )
}

pub(crate) fn number_cell(v: i64, style: Option<&str>) -> String {
    format!(
        r#"<table:table-cell{} office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>"#,
        style_attr(style)
    )
}

pub(crate) fn empty_cells(n: u16) -> String {
    match n {
        0 => String::new(),
        1 => "<table:table-cell/>".into(),
        n => format!(r#"<table:table-cell table:number-columns-repeated="{n}"/>"#),
    }
}

/// A link to a cell of a sheet: `#'Таблица'.$B$5`.
pub(super) fn link_cell(text: &str, sheet_name: &str, row: u32, col: u16) -> String {
    let target = format!("#'{sheet_name}'.{}", sheet::abs_cell(row, col));
    format!(
        r#"<table:table-cell table:style-name="link" office:value-type="string"><text:p><text:a xlink:type="simple" xlink:href="{}">{}</text:a></text:p></table:table-cell>"#,
        esc(&target),
        esc(text)
    )
}

/// A row of cells given as (column, XML), in column order.
pub(crate) fn row_xml(cells: &[(u16, String)]) -> String {
    styled_row_xml(cells, None)
}

/// [`row_xml`] with a row style (its height, a page break before it).
pub(super) fn styled_row_xml(cells: &[(u16, String)], style: Option<&str>) -> String {
    let mut s = match style {
        Some(st) => format!(r#"<table:table-row table:style-name="{st}">"#),
        None => String::from("<table:table-row>"),
    };
    let mut next = 0u16;
    for (col, xml) in cells {
        s.push_str(&empty_cells(col - next));
        s.push_str(xml);
        next = col + 1;
    }
    s.push_str("</table:table-row>");
    s
}
