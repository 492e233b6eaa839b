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
use super::print;
use super::sheet::{self, Words};
use super::Report;
use crate::exam::wording::{self, Lang};
use crate::label::{code_text, label, Convention};
use crate::solve::Code;

mod cells;
mod styles;

pub(crate) use cells::{empty_cells, esc, number_cell, row_xml, text_cell};
use cells::{empty_styled, link_cell, styled_row_xml};
#[cfg(test)]
use styles::coloured_codes;
use styles::{automatic_styles, colour_index, row_height_style, settings_xml, styles_xml};

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
