//! The workbook's styles: page setups, the cells' fills (each label and
//! code its colour), row heights, and the settings a sheet opens with.

use std::fmt::Write as _;

use super::cells::esc;
use super::NS;
use crate::export::layout::TOP;
use crate::export::print::{self, PageSetup};
use crate::export::sheet::{self, Words};
use crate::solve::Code;

/// The view: the grid sheets' headers frozen (rows above the grid and the
/// header row, column A), as on the XLSX.
pub(super) fn settings_xml(w: &Words) -> String {
    let frozen = |name: &str| {
        let item = |n: &str, t: &str, v: &str| {
            format!(
                r#"<config:config-item config:name="{n}" config:type="{t}">{v}</config:config-item>"#
            )
        };
        let rows = (TOP + 1).to_string();
        format!(
            r#"<config:config-item-map-entry config:name="{}">{}{}{}{}{}{}{}</config:config-item-map-entry>"#,
            esc(name),
            item("HorizontalSplitMode", "short", "2"),
            item("VerticalSplitMode", "short", "2"),
            item("HorizontalSplitPosition", "int", "1"),
            item("VerticalSplitPosition", "int", &rows),
            item("ActiveSplitRange", "short", "2"),
            item("PositionRight", "int", "1"),
            item("PositionBottom", "int", &rows),
        )
    };
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><office:document-settings xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:config="urn:oasis:names:tc:opendocument:xmlns:config:1.0" office:version="1.3"><office:settings><config:config-item-set config:name="ooo:view-settings"><config:config-item-map-indexed config:name="Views"><config:config-item-map-entry><config:config-item config:name="ViewId" config:type="string">view1</config:config-item><config:config-item-map-named config:name="Tables">{}{}</config:config-item-map-named></config:config-item-map-entry></config:config-item-map-indexed></config:config-item-set></office:settings></office:document-settings>"#,
        frozen(w.table),
        frozen(w.codes)
    )
}

/// One page style per sheet (`Page0`, `Page1`, …), from the sheets' page
/// setups ([`print`]: A4, a readable scale, the XLSX's).
pub(super) fn styles_xml(pages: &[PageSetup]) -> String {
    let mut layouts = String::new();
    let mut masters = String::new();
    for (i, p) in pages.iter().enumerate() {
        let _ = write!(
            layouts,
            r#"<style:page-layout style:name="pm{i}"><style:page-layout-properties {}/></style:page-layout>"#,
            p.ods_page_layout()
        );
        let _ = write!(
            masters,
            r#"<style:master-page style:name="Page{i}" style:page-layout-name="pm{i}"><style:header style:display="false"/><style:footer style:display="false"/></style:master-page>"#
        );
    }
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><office:document-styles {NS}><office:styles><style:style style:name="Default" style:family="table-cell"><style:text-properties fo:font-size="10pt"/></style:style></office:styles><office:automatic-styles>{layouts}</office:automatic-styles><office:master-styles>{masters}</office:master-styles></office:document-styles>"#
    )
}

/// The height (points) of a row style made by [`automatic_styles`]: rows
/// of 1 to [`TALL_LINES`] lines of text, `rh1` … (15 points a line).
const TALL_LINES: u32 = 40;

/// The row style of a row `lines` lines of text tall.
pub(super) fn row_height_style(lines: u32) -> String {
    format!("rh{}", lines.clamp(1, TALL_LINES))
}

/// The colours' order: V1…V`max_k`, P0…P`max_k`, D, ?, finished.
pub(super) fn coloured_codes(max_k: u32) -> Vec<Code> {
    let mut codes: Vec<Code> = (1..=max_k).map(Code::Win).collect();
    codes.extend((0..=max_k).map(Code::Lose));
    codes.extend([Code::Draw, Code::Unknown, Code::Over]);
    codes
}

/// The style index of a code's colour (deeper K than `max_k` take the last).
pub(super) fn colour_index(code: Code, max_k: u32) -> usize {
    let k = |k: u32| k.min(max_k) as usize;
    match code {
        Code::Win(n) => k(n) - 1,
        Code::Lose(n) => max_k as usize + k(n),
        Code::Draw => 2 * max_k as usize + 1,
        Code::Unknown => 2 * max_k as usize + 2,
        Code::Over | Code::Handed => 2 * max_k as usize + 3,
    }
}

fn cell_style(name: &str, data: Option<&str>, cell: &str, text: &str, para: &str) -> String {
    let data = data.map_or(String::new(), |d| {
        format!(r#" style:data-style-name="{d}""#)
    });
    format!(
        r#"<style:style style:name="{name}" style:family="table-cell" style:parent-style-name="Default"{data}><style:table-cell-properties {cell}/><style:paragraph-properties {para}/><style:text-properties {text}/></style:style>"#
    )
}

/// Column, row, table and cell styles, and the number formats (`+2`, `-1`,
/// `0`; a wrapped grid's tens shown as `40`).
pub(super) fn automatic_styles(
    max_k: u32,
    outlined: &std::collections::BTreeSet<(usize, usize)>,
    pages: &[PageSetup],
) -> String {
    let mut s = String::new();
    s.push_str(r#"<number:number-style style:name="Npos" style:volatile="true"><number:text>+</number:text><number:number number:min-integer-digits="1"/></number:number-style><number:number-style style:name="Nneg" style:volatile="true"><number:text>-</number:text><number:number number:min-integer-digits="1"/></number:number-style><number:number-style style:name="Ncode"><number:number number:min-integer-digits="1"/><style:map style:condition="value()&gt;0" style:apply-style-name="Npos"/><style:map style:condition="value()&lt;0" style:apply-style-name="Nneg"/></number:number-style><number:number-style style:name="Nzero" style:volatile="true"><number:number number:min-integer-digits="1"/></number:number-style><number:number-style style:name="Ntens"><number:number number:min-integer-digits="1"/><number:text>0</number:text><style:map style:condition="value()=0" style:apply-style-name="Nzero"/></number:number-style>"#);
    let a = crate::export::xlsx::ANSWER_WIDTHS;
    for (name, chars) in [
        ("coA", print::HEAD_CHARS),
        ("coG", print::CELL_CHARS),
        ("an0", a[0]),
        ("an1", a[1]),
        ("an2", a[2]),
        ("an3", a[3]),
        ("an4", a[4]),
        ("an5", a[5]),
    ] {
        // As LibreOffice prints the XLSX's columns.
        let pt = print::column_pt(chars);
        let _ = write!(
            s,
            r#"<style:style style:name="{name}" style:family="table-column"><style:table-column-properties style:column-width="{pt}pt"/></style:style>"#
        );
    }
    for i in 0..pages.len() {
        let _ = write!(
            s,
            r#"<style:style style:name="ta{i}" style:family="table" style:master-page-name="Page{i}"><style:table-properties table:display="true"/></style:style>"#
        );
    }
    // Rows: the grid's (15 pt, as the XLSX's), the same starting a page,
    // and rows of wrapped text, 1 to TALL_LINES lines.
    let row = |name: &str, pt: f64, brk: &str| {
        format!(
            r#"<style:style style:name="{name}" style:family="table-row"><style:table-row-properties style:row-height="{pt:.1}pt"{brk} style:use-optimal-row-height="false"/></style:style>"#
        )
    };
    s.push_str(&row("ro", print::ROW_PT, ""));
    s.push_str(&row("roB", print::ROW_PT, r#" fo:break-before="page""#));
    for n in 1..=TALL_LINES {
        s.push_str(&row(&row_height_style(n), 15.0 * f64::from(n) + 2.0, ""));
    }
    for n in 0..4 {
        s.push_str(&cell_style(
            &format!("R{n}"),
            None,
            &format!(
                r##"fo:background-color="#{:06x}" fo:border="0.1pt solid #808080""##,
                sheet::ramp_fill(n)
            ),
            "",
            "",
        ));
    }
    let centre = r#"fo:text-align="center""#;
    let head_cell = r##"fo:background-color="#eaecee" fo:border-bottom="0.5pt solid #000000" fo:border-right="0.5pt solid #000000""##;
    let blue = r##"fo:font-weight="bold" fo:color="#1f3a93""##;
    s.push_str(&cell_style(
        "title",
        None,
        "",
        r#"fo:font-weight="bold" fo:font-size="14pt""#,
        "",
    ));
    s.push_str(&cell_style(
        "bold",
        None,
        "",
        r#"fo:font-weight="bold""#,
        "",
    ));
    s.push_str(&cell_style(
        "boldW",
        None,
        r#"fo:wrap-option="wrap" style:vertical-align="top""#,
        r#"fo:font-weight="bold""#,
        "",
    ));
    s.push_str(&cell_style(
        "left",
        None,
        "",
        "",
        r#"fo:text-align="start""#,
    ));
    s.push_str(&cell_style("centre", None, "", "", centre));
    s.push_str(&cell_style("code", Some("Ncode"), "", "", centre));
    s.push_str(&cell_style(
        "head",
        None,
        head_cell,
        r#"fo:font-weight="bold""#,
        centre,
    ));
    s.push_str(&cell_style("headS", None, head_cell, blue, centre));
    s.push_str(&cell_style(
        "tens",
        Some("Ntens"),
        head_cell,
        r#"fo:font-weight="bold""#,
        centre,
    ));
    s.push_str(&cell_style("tensS", Some("Ntens"), head_cell, blue, centre));
    s.push_str(&cell_style(
        "headW",
        None,
        &format!(r#"{head_cell} fo:wrap-option="wrap""#),
        r#"fo:font-weight="bold""#,
        centre,
    ));
    s.push_str(&cell_style(
        "wrap",
        None,
        r#"fo:wrap-option="wrap" style:vertical-align="top""#,
        "",
        "",
    ));
    s.push_str(&cell_style(
        "link",
        None,
        r#"style:vertical-align="top""#,
        r##"fo:font-weight="bold" fo:color="#1f3a93" style:text-underline-style="solid" style:text-underline-width="auto" style:text-underline-color="font-color""##,
        "",
    ));
    let colour = |i: usize, code: Code, sides: usize| {
        let (bg, white) = sheet::fill(code, max_k);
        let text = if white {
            r##"fo:color="#ffffff" fo:font-weight="bold""##
        } else {
            ""
        };
        let mut cell = format!(r##"fo:background-color="#{bg:06x}""##);
        for (bit, side) in [(1, "top"), (2, "right"), (4, "bottom"), (8, "left")] {
            if sides & bit != 0 {
                let _ = write!(cell, r##" fo:border-{side}="1.5pt solid #1f3a93""##);
            }
        }
        let suffix = if sides == 0 {
            String::new()
        } else {
            format!("s{sides}")
        };
        let mut out = cell_style(&format!("L{i}{suffix}"), None, &cell, text, centre);
        out.push_str(&cell_style(
            &format!("C{i}{suffix}"),
            Some("Ncode"),
            &cell,
            text,
            centre,
        ));
        out
    };
    let codes = coloured_codes(max_k);
    for (i, &code) in codes.iter().enumerate() {
        s.push_str(&colour(i, code, 0));
    }
    for &(i, sides) in outlined {
        if sides != 0 {
            s.push_str(&colour(i, codes[i], sides));
        }
    }
    s
}
