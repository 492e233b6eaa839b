//! The workbook as OpenDocument (`.ods`), LibreOffice's own format: the same
//! sheets as [`super::xlsx`] — *Таблица* (labels), *Коды* (codes as numbers),
//! *Ответы* (rules, questions, answers linked to their cells) — laid out by
//! the same [`Layout`], printing landscape one page wide.
//!
//! Written by hand (a zip of `content.xml`, `styles.xml`, `settings.xml` and
//! a manifest) rather than through the `spreadsheet-ods` crate: that crate
//! would bring a second `zip` and `quick-xml` and a dozen more crates for the
//! few elements used here, and its conditional styles (`style:map`) are, in
//! its own documentation, turned by LibreOffice into
//! `calcext:conditional-formats`, which it does not write. Here the colours
//! are the cells' own styles — each label or code has the fill the XLSX's
//! conditional formats give it — so every viewer shows them. The grid is
//! streamed into the zip row by row; the bytes depend on the input only.

use std::fmt::Write as _;
use std::io::Write;

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

use super::layout::{self, Layout, TOP};
use super::print::{self, PageSetup};
use super::sheet::{self, Words};
use super::Report;
use crate::exam::wording::{self, Lang};
use crate::label::{code_text, label, Convention};
use crate::solve::Code;

pub(crate) const NS: &str = r#"xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3""#;

/// Builds the workbook and returns its bytes.
///
/// # Errors
/// The table does not fit a sheet, or writing the zip fails.
pub fn workbook(r: &Report, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let w = sheet::words(lang);
    let layout = layout::layout_of(r)?;
    let present = match (&layout, &r.grid) {
        (Some(l), Some(g)) => sheet::present_codes(l, g, r.solution),
        _ => Vec::new(),
    };
    let max_k = sheet::max_k(&present).max(4);
    // The sheets' page setups, as the XLSX has them: the two grids, the answers.
    let grid_page = layout
        .as_ref()
        .map_or_else(|| print::plain(&[print::HEAD_CHARS; 8], true), print::grid);
    let answers_page = print::plain(&super::xlsx::ANSWER_WIDTHS, true);
    let pages = [grid_page.clone(), grid_page, answers_page];
    // The starts' cells, outlined as one region as on the XLSX: the
    // (colour, sides) pairs their styles need.
    let mut outlined = std::collections::BTreeSet::new();
    if let (Some(l), Some(g)) = (&layout, &r.grid) {
        let outline = layout::Outline::new(l, r.starts);
        for st in r.starts {
            let heaps = &st.state.heaps[..l.heaps];
            if let (Some((row, col)), Some(code)) = (l.cell_of(heaps), g.code(r.solution, heaps)) {
                outlined.insert((colour_index(code, max_k), outline.sides(row, col)));
            }
        }
    }
    let mut zip = ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let deflated = package(
        &mut zip,
        &["content.xml", "styles.xml", "meta.xml", "settings.xml"],
    )?;
    zip.start_file("meta.xml", deflated)?;
    write!(
        zip,
        r#"<?xml version="1.0" encoding="UTF-8"?><office:document-meta {NS}><office:meta><dc:title>{}</dc:title><meta:generator>gametable</meta:generator></office:meta></office:document-meta>"#,
        esc(r.task.title(w.lang))
    )?;
    zip.start_file("settings.xml", deflated)?;
    zip.write_all(settings_xml(&w).as_bytes())?;
    zip.start_file("styles.xml", deflated)?;
    zip.write_all(styles_xml(&pages).as_bytes())?;
    zip.start_file("content.xml", deflated)?;
    write!(
        zip,
        r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content {NS}><office:automatic-styles>{}</office:automatic-styles><office:body><office:spreadsheet>"#,
        automatic_styles(max_k, &outlined, &pages)
    )?;
    match &layout {
        Some(l) => {
            grid_table(&mut zip, r, l, &w, &present, max_k, false)?;
            grid_table(&mut zip, r, l, &w, &present, max_k, true)?;
        }
        None => {
            for name in [w.table, w.codes] {
                write!(
                    zip,
                    r#"<table:table table:name="{}" table:style-name="ta0"><table:table-column/><table:table-row>{}</table:table-row></table:table>"#,
                    esc(name),
                    text_cell(no_live(lang), None)
                )?;
            }
        }
    }
    answers_table(&mut zip, r, layout.as_ref(), lang, &w)?;
    zip.write_all(b"</office:spreadsheet></office:body></office:document-content>")?;
    Ok(zip.finish()?.into_inner())
}

fn no_live(lang: Lang) -> &'static str {
    crate::i18n::fixed(lang, "sheet-no-live")
}

/// An ODS package's start: the mimetype (first and uncompressed: that is
/// how a reader knows an ODS) and the manifest of `parts`; returns the
/// options the parts are written with (deflated, a fixed date).
///
/// # Errors
/// Writing the zip fails.
pub(crate) fn package<W: Write + std::io::Seek>(
    zip: &mut ZipWriter<W>,
    parts: &[&str],
) -> zip::result::ZipResult<SimpleFileOptions> {
    let stored = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Stored)
        .last_modified_time(zip::DateTime::default());
    let deflated = stored.compression_method(CompressionMethod::Deflated);
    zip.start_file("mimetype", stored)?;
    zip.write_all(b"application/vnd.oasis.opendocument.spreadsheet")?;
    // Written in one piece: the compressed bytes depend on the pieces, and
    // the samples are compared byte for byte.
    let mut manifest = String::from(
        r#"<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>"#,
    );
    for p in parts {
        let _ = write!(
            manifest,
            r#"<manifest:file-entry manifest:full-path="{p}" manifest:media-type="text/xml"/>"#
        );
    }
    manifest.push_str("</manifest:manifest>");
    zip.start_file("META-INF/manifest.xml", deflated)?;
    zip.write_all(manifest.as_bytes())?;
    Ok(deflated)
}

/// The view: the grid sheets' headers frozen (rows above the grid and the
/// header row, column A), as on the XLSX.
fn settings_xml(w: &Words) -> String {
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
fn styles_xml(pages: &[PageSetup]) -> String {
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
fn row_height_style(lines: u32) -> String {
    format!("rh{}", lines.clamp(1, TALL_LINES))
}

/// The colours' order: V1…V`max_k`, P0…P`max_k`, D, ?, finished.
fn coloured_codes(max_k: u32) -> Vec<Code> {
    let mut codes: Vec<Code> = (1..=max_k).map(Code::Win).collect();
    codes.extend((0..=max_k).map(Code::Lose));
    codes.extend([Code::Draw, Code::Unknown, Code::Over]);
    codes
}

/// The style index of a code's colour (deeper K than `max_k` take the last).
fn colour_index(code: Code, max_k: u32) -> usize {
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
fn automatic_styles(
    max_k: u32,
    outlined: &std::collections::BTreeSet<(usize, usize)>,
    pages: &[PageSetup],
) -> String {
    let mut s = String::new();
    s.push_str(r#"<number:number-style style:name="Npos" style:volatile="true"><number:text>+</number:text><number:number number:min-integer-digits="1"/></number:number-style><number:number-style style:name="Nneg" style:volatile="true"><number:text>-</number:text><number:number number:min-integer-digits="1"/></number:number-style><number:number-style style:name="Ncode"><number:number number:min-integer-digits="1"/><style:map style:condition="value()&gt;0" style:apply-style-name="Npos"/><style:map style:condition="value()&lt;0" style:apply-style-name="Nneg"/></number:number-style><number:number-style style:name="Nzero" style:volatile="true"><number:number number:min-integer-digits="1"/></number:number-style><number:number-style style:name="Ntens"><number:number number:min-integer-digits="1"/><number:text>0</number:text><style:map style:condition="value()=0" style:apply-style-name="Nzero"/></number:number-style>"#);
    let a = super::xlsx::ANSWER_WIDTHS;
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

/// XML-escapes text.
/// Text from the input in the XML: see [`crate::xml_text`].
pub(crate) fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    crate::xml_text::escape(s)
}

fn style_attr(style: Option<&str>) -> String {
    style.map_or(String::new(), |s| format!(r#" table:style-name="{s}""#))
}

fn empty_styled(style: &str) -> String {
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
fn link_cell(text: &str, sheet_name: &str, row: u32, col: u16) -> String {
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
fn styled_row_xml(cells: &[(u16, String)], style: Option<&str>) -> String {
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

/// The label grid (`codes` false) or the code grid, with the title, the
/// legend and each block's header; the header row repeats on every page.
fn grid_table(
    out: &mut dyn Write,
    r: &Report,
    layout: &Layout,
    w: &Words,
    present: &[Code],
    max_k: u32,
    codes: bool,
) -> anyhow::Result<()> {
    let Some(grid) = &r.grid else {
        return Ok(());
    };
    // The sheet's page setup (its page style, made in styles.xml, is the same).
    let page = &print::grid(layout);
    let (name, table_style) = if codes {
        (w.codes, "ta1")
    } else {
        (w.table, "ta0")
    };
    let legend_cells = sheet::legend_cells(present);
    write!(
        out,
        r#"<table:table table:name="{}" table:style-name="{table_style}"><table:table-header-columns><table:table-column table:style-name="coA"/></table:table-header-columns><table:table-column table:style-name="coG" table:number-columns-repeated="{}"/>"#,
        esc(name),
        layout.last_col().max(legend_cells.len() as u16 + 1)
    )?;
    // A cell's style: its code's colour, and the outline's sides of a start.
    let shown = |code: Code, sides: usize| -> String {
        let i = colour_index(code, max_k);
        let s = if sides == 0 {
            String::new()
        } else {
            format!("s{sides}")
        };
        match (codes, code.signed()) {
            (true, Some(v)) => number_cell(v, Some(&format!("C{i}{s}"))),
            (true, None) => text_cell(&code_text(code), Some(&format!("C{i}{s}"))),
            (false, _) => text_cell(&label(code, r.labels), Some(&format!("L{i}{s}"))),
        }
    };
    // The title and the legend.
    let title = if codes {
        w.codes_title
    } else {
        r.task.title(w.lang)
    };
    // Over the columns the first page holds: a cell over a page's edge is cut.
    // From column B when the grid goes on over more pages across (column
    // A repeats on each, a text of it printed there cut at its edge).
    let first = print::first_wide_col(layout, page);
    let last = layout.last_col().max(12).min(page.cols_per_page);
    let span = last + 1 - first;
    let chars = print::HEAD_CHARS * f64::from(1 - first) + print::CELL_CHARS * f64::from(last);
    let wide = |text: &str, style: &str| {
        styled_row_xml(
            &[(
                first,
                format!(
                    r#"<table:table-cell table:style-name="{style}" table:number-columns-spanned="{span}" office:value-type="string"><text:p>{}</text:p></table:table-cell>"#,
                    esc(text)
                ),
            )],
            Some(&row_height_style(print::lines(text, chars))),
        )
    };
    out.write_all(wide(title, "boldW").as_bytes())?;
    let mut legend = vec![(0, text_cell(w.legend, Some("bold")))];
    for (i, cell) in legend_cells.iter().enumerate() {
        let xml = match *cell {
            sheet::LegendCell::Code(code) => shown(code, 0),
            sheet::LegendCell::Ramp(n) => empty_styled(&format!("R{n}")),
        };
        legend.push((1 + i as u16, xml));
    }
    out.write_all(row_xml(&legend).as_bytes())?;
    // The legend's words and the grid's note, wrapped over the grid's width.
    let note = layout::grid_note(r, layout, w.lang);
    let words = match (codes, r.labels) {
        (true, _) => String::new(),
        (false, Convention::WinLose) => w.legend_text.to_string(),
        (false, Convention::PetyaVanya) => w.legend_text_pv.to_string(),
    };
    let text = format!("{words} {note}");
    out.write_all(wide(text.trim(), "wrap").as_bytes())?;
    let outline = layout::Outline::new(layout, r.starts);
    let row_style = |row: u32| {
        if page.row_breaks.contains(&row) {
            "roB"
        } else {
            "ro"
        }
    };
    let mut sheet_row = TOP;
    let mut header_open = false;
    for (b, row, at) in layout::rows(layout) {
        while sheet_row < at {
            // The block's header row (and the blank row before it).
            let is_header = sheet_row == layout.header_row(b);
            if is_header {
                let mut cells = vec![(0, text_cell(&layout.corner(b), Some("head")))];
                for &c in &layout.blocks[b].cols {
                    cells.push((layout.col_of(c), number_cell(c, Some("head"))));
                }
                if sheet_row == TOP && page.repeat_header_row {
                    out.write_all(b"<table:table-header-rows>")?;
                    header_open = true;
                }
                out.write_all(styled_row_xml(&cells, Some(row_style(sheet_row))).as_bytes())?;
                if header_open {
                    out.write_all(b"</table:table-header-rows>")?;
                    header_open = false;
                }
            } else {
                write!(
                    out,
                    r#"<table:table-row table:style-name="{}"><table:table-cell/></table:table-row>"#,
                    row_style(sheet_row)
                )?;
            }
            sheet_row += 1;
        }
        let block = &layout.blocks[b];
        let mut cells = Vec::with_capacity(block.cols.len() + 1);
        if let Some(v) = row {
            let start = outline.is_start_row(at);
            let style = match (layout.wrapped(), start) {
                (true, false) => "tens",
                (true, true) => "tensS",
                (false, false) => "head",
                (false, true) => "headS",
            };
            cells.push((0, number_cell(v, Some(style))));
        }
        for &c in &block.cols {
            let Some(heaps) = layout.heaps_at(b, row, c) else {
                continue;
            };
            if let Some(code) = grid.code(r.solution, &heaps) {
                let col = layout.col_of(c);
                cells.push((col, shown(code, outline.sides(at, col))));
            }
        }
        out.write_all(styled_row_xml(&cells, Some(row_style(at))).as_bytes())?;
        sheet_row += 1;
    }
    out.write_all(b"</table:table>")?;
    Ok(())
}

/// The answers sheet: the rules in words, each question, its answer linked
/// to the cell that shows it, every qualifying value, the query.
fn answers_table(
    out: &mut dyn Write,
    r: &Report,
    layout: Option<&Layout>,
    lang: Lang,
    w: &Words,
) -> anyhow::Result<()> {
    write!(
        out,
        r#"<table:table table:name="{}" table:style-name="ta2"><table:table-column table:style-name="an0"/><table:table-column table:style-name="an1"/><table:table-column table:style-name="an2"/><table:table-column table:style-name="an3"/><table:table-column table:style-name="an4"/><table:table-column table:style-name="an5"/>"#,
        esc(w.answers)
    )?;
    let mut rows: Vec<String> = vec![row_xml(&[(
        0,
        text_cell(r.task.title(w.lang), Some("title")),
    )])];
    // Long lines wrap over the sheet's width, as on the XLSX.
    let wide = |first: u16, text: &str| {
        let chars: f64 = super::xlsx::ANSWER_WIDTHS[first as usize..].iter().sum();
        let span = 6 - first;
        styled_row_xml(
            &[(
                first,
                format!(
                    r#"<table:table-cell table:style-name="wrap" table:number-columns-spanned="{span}" office:value-type="string"><text:p>{}</text:p></table:table-cell>"#,
                    esc(text)
                ),
            )],
            Some(&row_height_style(print::lines(text, chars))),
        )
    };
    if !r.task.description.is_empty() {
        rows.push(wide(0, &r.task.description));
    }
    rows.push(row_xml(&[]));
    let (rules_h, cols) = sheet::answer_columns(lang);
    rows.push(row_xml(&[(0, text_cell(rules_h, Some("bold")))]));
    for line in wording::rules(&r.task.game, lang) {
        rows.push(wide(1, &line));
    }
    if let Some(text) = sheet::finished_note(r, lang) {
        rows.push(wide(1, &text));
    }
    rows.push(row_xml(&[]));
    rows.push(row_xml(
        &cols
            .iter()
            .enumerate()
            .map(|(i, h)| (i as u16, text_cell(h, Some("headW"))))
            .collect::<Vec<_>>(),
    ));
    for a in r.answers {
        let row = sheet::answer_row(r, a, layout, lang);
        let mut cells = Vec::new();
        for (i, text) in row.texts.iter().enumerate() {
            let cell = match row.link {
                Some((r, c)) if i == sheet::ANSWER_COLUMN => link_cell(text, w.table, r, c),
                _ if i == sheet::NOTES_COLUMN && text.is_empty() => continue,
                _ => text_cell(text, Some("wrap")),
            };
            cells.push((i as u16, cell));
        }
        // Wrapped text gets its height (LibreOffice keeps a loaded row's
        // height: question 21 lost its last line).
        let height = super::xlsx::answer_height(&row);
        let lines = ((height - 2.0) / 15.0).round() as u32;
        rows.push(styled_row_xml(&cells, Some(&row_height_style(lines))));
    }
    for row in rows {
        out.write_all(row.as_bytes())?;
    }
    out.write_all(b"</table:table>")?;
    Ok(())
}

#[cfg(test)]
mod tests;
