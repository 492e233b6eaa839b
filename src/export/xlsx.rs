//! The XLSX workbook: the spreadsheet method's table with its labels coloured
//! by conditional formats, the codes as numbers, and the answers with links
//! to the cells that show them.
//!
//! Sheets (names in the chosen language): *Таблица* (labels), *Коды* (codes,
//! with a colour scale), *Ответы* (the rules in words, each question in the
//! exam's words, its answer, every qualifying value). Big grid sheets are
//! written row by row in low-memory mode, so a 1000 × 1000 table needs little
//! memory (see [`super::sheet::IN_MEMORY_CELLS`]); the document date is
//! fixed, so the same input gives the same bytes.

use anyhow::Context;
use rust_xlsxwriter::{Color, Format, FormatAlign, Url, Workbook, Worksheet, XlsxError};
use rustc_hash::FxHashMap;

use super::layout::{self, Layout};
use super::sheet::{self, CellAt, Words};
use super::Report;
use crate::exam::wording::{self, Lang};
use crate::label::{code_text, label};
use crate::solve::Code;

/// Builds the workbook and returns its bytes.
///
/// # Errors
/// The table does not fit a sheet, or rust_xlsxwriter fails (its
/// temporary files cannot be written: [`super::grid_sheets::streamed`]).
pub fn workbook(r: &Report, lang: Lang) -> anyhow::Result<Vec<u8>> {
    super::grid_sheets::streamed(|| build(r, lang))
}

fn build(r: &Report, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let w = sheet::words(lang);
    let mut wb = Workbook::new();
    sheet::properties(&mut wb, r.task.title(w.lang))?;
    let layout = layout::layout_of(r)?;
    let (table, codes) = match &layout {
        Some(layout) => grid_sheets(&mut wb, r, layout, &w)?,
        None => {
            let mut t = Worksheet::new();
            t.set_name(w.table)?;
            t.write_string(0, 0, no_live(lang))?;
            let mut c = Worksheet::new();
            c.set_name(w.codes)?;
            c.write_string(0, 0, no_live(lang))?;
            (t, c)
        }
    };
    wb.push_worksheet(table);
    wb.push_worksheet(codes);
    let answers = wb.add_worksheet();
    answers_sheet(answers, r, layout.as_ref(), lang, &w)?;
    if !r.trees.is_empty() {
        super::tree_sheet::add_sheet(&mut wb, r, lang)?;
    }
    Ok(wb.save_to_buffer()?)
}

fn no_live(lang: Lang) -> &'static str {
    crate::i18n::fixed(lang, "sheet-no-live")
}

/// The label and code sheets: each cell's label, and its code as a number.
fn grid_sheets(
    wb: &mut Workbook,
    r: &Report,
    layout: &Layout,
    w: &Words,
) -> Result<(Worksheet, Worksheet), XlsxError> {
    let code_cell = |c: &mut Worksheet, at: CellAt| {
        let Some(code) = at.code else {
            return Ok(());
        };
        match (code.signed(), at.format) {
            (Some(v), Some(f)) => c.write_number_with_format(at.row, at.col, v as f64, f)?,
            (Some(v), None) => c.write_number(at.row, at.col, v as f64)?,
            (None, Some(f)) => c.write_string_with_format(at.row, at.col, code_text(code), f)?,
            (None, None) => c.write_string(at.row, at.col, code_text(code))?,
        };
        Ok(())
    };
    sheet::grid_sheets(wb, r, layout, w, None, label_writer(r), code_cell)
}

/// Writes a cell's label (each label's text made once).
fn label_writer<'a>(
    r: &'a Report,
) -> impl FnMut(&mut Worksheet, CellAt) -> Result<(), XlsxError> + Send + 'a {
    let mut labels: FxHashMap<Code, String> = FxHashMap::default();
    move |t: &mut Worksheet, at: CellAt| {
        let Some(code) = at.code else {
            return Ok(());
        };
        let text = labels.entry(code).or_insert_with(|| label(code, r.labels));
        match at.format {
            Some(f) => t.write_string_with_format(at.row, at.col, text.as_str(), f)?,
            None => t.write_string(at.row, at.col, text.as_str())?,
        };
        Ok(())
    }
}

/// `internal:'Таблица'!B5`: a link to the cell of `table` that shows an
/// answer.
fn cell_link(table: &str, (row, col): (u32, u16)) -> Url {
    Url::new(format!("internal:{}", sheet::sheet_cell(table, row, col)))
}

/// The answers sheet's columns, Excel characters ([`sheet::answer_columns`]).
pub const ANSWER_WIDTHS: [f64; 6] = [5.0, 50.0, 12.0, 22.0, 20.0, 20.0];

/// The height (points) of an answer's row: its tallest wrapped text.
pub fn answer_height(answer: &sheet::AnswerRow) -> f64 {
    let lines = answer
        .texts
        .iter()
        .zip(ANSWER_WIDTHS)
        .map(|(t, w)| super::print::lines(t, w))
        .max()
        .unwrap_or(1);
    15.0 * f64::from(lines) + 2.0
}

/// The rules in words, the questions, their answers (linked to their cells)
/// and every qualifying value.
fn answers_sheet(
    ws: &mut Worksheet,
    r: &Report,
    layout: Option<&Layout>,
    lang: Lang,
    w: &Words,
) -> anyhow::Result<()> {
    // A cell of user text (the name, the description, a question) that
    // Excel refuses (over 32 767 characters) is named in the message.
    let at = |row: u32, col: u16| sheet::sheet_cell(w.answers, row, col);
    ws.set_name(w.answers)?;
    let widths = ANSWER_WIDTHS;
    super::print::plain(&widths, true).apply(ws)?;
    let bold = Format::new().set_bold();
    let title = Format::new().set_bold().set_font_size(14);
    let wrap = Format::new().set_text_wrap().set_align(FormatAlign::Top);
    let head = sheet::header_format().set_text_wrap();
    for (i, &chars) in widths.iter().enumerate() {
        ws.set_column_width(i as u16, chars)?;
    }
    ws.write_string_with_format(0, 0, r.task.title(w.lang), &title)
        .with_context(|| at(0, 0))?;
    let mut row = 1;
    // Long lines wrap over the sheet's width (one running on was cut at
    // the page's edge).
    let wide = |ws: &mut Worksheet, row: u32, first: u16, text: &str| {
        let chars: f64 = ANSWER_WIDTHS[first as usize..].iter().sum();
        let lines = super::print::lines(text, chars);
        ws.set_row_height(row, 15.0 * f64::from(lines) + 2.0)?;
        ws.merge_range(row, first, row, 5, text, &wrap).map(|_| ())
    };
    if !r.task.description.is_empty() {
        wide(ws, row, 0, &r.task.description).with_context(|| at(row, 0))?;
        row += 1;
    }
    row += 1;
    let (rules_h, cols) = sheet::answer_columns(lang);
    ws.write_string_with_format(row, 0, rules_h, &bold)?;
    row += 1;
    for line in wording::rules(&r.task.game, lang) {
        wide(ws, row, 1, &line)?;
        row += 1;
    }
    if let Some(text) = sheet::finished_note(r, lang) {
        wide(ws, row, 1, &text)?;
        row += 1;
    }
    row += 1;
    for (i, h) in cols.iter().enumerate() {
        ws.write_string_with_format(row, i as u16, *h, &head)?;
    }
    ws.set_repeat_rows(row, row)?;
    row += 1;
    let link_fmt = Format::new()
        .set_bold()
        .set_underline(rust_xlsxwriter::FormatUnderline::Single)
        .set_font_color(Color::RGB(0x1F_3A_93))
        .set_align(FormatAlign::Top);
    for a in r.answers {
        let answer = sheet::answer_row(r, a, layout, lang);
        // Wrapped text gets no automatic height in every viewer: set it.
        ws.set_row_height(row, answer_height(&answer))?;
        for (i, text) in answer.texts.iter().enumerate() {
            let col = i as u16;
            match answer.link {
                Some(cell) if i == sheet::ANSWER_COLUMN => {
                    let url = cell_link(w.table, cell);
                    ws.write_url_with_options(row, col, url, text, "", Some(&link_fmt))?
                }
                _ if i == sheet::NOTES_COLUMN && text.is_empty() => continue,
                _ => ws
                    .write_string_with_format(row, col, text, &wrap)
                    .with_context(|| at(row, col))?,
            };
        }
        row += 1;
    }
    Ok(())
}

/// The height (points) of a variant's question merged over columns 4 to
/// `last`.
fn question_height(words: &str, last: u16) -> f64 {
    let chars = super::print::CELL_CHARS * f64::from(last - 4 + 1);
    13.0 * f64::from(super::print::lines(words, chars)) + 2.0
}

/// The height (points) of what a variant sheet holds below its grid: the
/// answers, the link back, the trees (`tree_rows` rows).
fn variant_rest_rows(r: &Report, lang: Lang, last: u16, tree_rows: u32) -> f64 {
    let answers: f64 = r
        .answers
        .iter()
        .map(|a| question_height(&r.question_words(a, lang), last))
        .sum();
    answers + super::print::ROW_PT * f64::from(4 + tree_rows)
}

/// Where a variant sheet's trees go: over the columns its first page holds
/// (`last`), from column B when the grid goes on over more pages across —
/// column A repeats on each of them, and a long text of column A printed
/// there cut at its edge.
fn variant_tree_area(
    layout: Option<&Layout>,
    page: &super::print::PageSetup,
    last: u16,
) -> super::tree_sheet::TreeArea {
    use super::print::{column_pt, CELL_CHARS, HEAD_CHARS};
    let mut cols_pt = vec![column_pt(HEAD_CHARS)];
    // No grid: the sheet's columns keep Excel's default width.
    let cell = if layout.is_some() { CELL_CHARS } else { 8.43 };
    cols_pt.extend(std::iter::repeat_n(column_pt(cell), usize::from(last)));
    super::tree_sheet::TreeArea {
        cols_pt,
        first: layout.map_or(0, |l| super::print::first_wide_col(l, page)),
        step: None,
    }
}

/// The first part of a book's variant sheet, written into `ws` (in memory,
/// or from [`sheet::new_streamed_sheet`]) on any thread: its label grid as the
/// *Таблица* sheet shows it (no codes sheet; the formats of
/// [`sheet::label_sheet_formats`] registered first), or the words saying
/// there is none. Returns the grid's layout and the first row below it, for
/// [`variant_rest`].
///
/// # Errors
/// The table does not fit a sheet, or rust_xlsxwriter fails.
pub fn variant_grid(
    ws: &mut Worksheet,
    r: &Report,
    lang: Lang,
) -> anyhow::Result<(Option<Layout>, u32)> {
    let w = sheet::words(lang);
    let layout = layout::layout_of(r)?;
    let row = match &layout {
        Some(layout) => {
            sheet::label_sheet(ws, r, layout, &w, label_writer(r))?;
            layout.data_rows().1 + 2
        }
        None => {
            ws.write_string(0, 0, r.task.title(w.lang))?;
            ws.write_string(1, 0, no_live(lang))?;
            3
        }
    };
    Ok((layout, row))
}

/// The rest of a book's variant sheet, from `row` (below its grid) on, on
/// the thread that owns the book (its formats are numbered as first used,
/// so one thread writes them, sheet after sheet): its name, its answers,
/// each beside its question and linked to the cell that shows it, a link
/// `back` (`internal:'Ключ'!A5`) to the book's key, and the strategy trees
/// the report carries. Returns the first free row below, for more before
/// the sheet is pushed with `wb.push_worksheet`.
///
/// # Errors
/// The name is not a valid sheet name, or rust_xlsxwriter fails.
pub fn variant_rest(
    ws: &mut Worksheet,
    r: &Report,
    lang: Lang,
    name: &str,
    back: Option<(&str, &str)>,
    (layout, mut row): (Option<&Layout>, u32),
) -> anyhow::Result<u32> {
    let w = sheet::words(lang);
    ws.set_name(name)?;
    // The grid's page setup (a readable scale, the grid tiled over pages);
    // the answers and the tree below it, on a page of their own when they
    // do not fit under it on the first.
    let page = match layout {
        Some(l) => super::print::grid(l),
        None => {
            let page = super::print::plain(&[super::print::HEAD_CHARS; 8], false);
            page.apply(ws)?;
            page
        }
    };
    // The answers span the first page's width: the number in column A, the
    // answer over the next three columns, the question over the rest.
    let last = layout
        .map_or(12, |l| l.last_col())
        .max(12)
        .min(page.cols_per_page)
        .max(6);
    let area = variant_tree_area(layout, &page, last);
    let tree_rows = super::tree_sheet::rows(r, &area, row, lang);
    let below = variant_rest_rows(r, lang, last, tree_rows);
    if layout.is_some() && !page.fits_first_page(row, below) {
        let mut breaks = page.row_breaks.clone();
        breaks.push(row);
        ws.set_page_breaks(&breaks)?;
    }
    let bold = Format::new().set_bold().set_align(FormatAlign::Left);
    let top = Format::new().set_align(FormatAlign::Top);
    let id_fmt = top.clone().set_bold().set_align(FormatAlign::Left);
    let answer_fmt = top.clone().set_bold().set_align(FormatAlign::Center);
    let link_fmt = answer_fmt
        .clone()
        .set_underline(rust_xlsxwriter::FormatUnderline::Single)
        .set_font_color(Color::RGB(0x1F_3A_93));
    let words_fmt = top.clone().set_text_wrap().set_align(FormatAlign::Left);
    ws.write_string_with_format(row, 0, w.answers, &bold)?;
    row += 1;
    for a in r.answers {
        let words = r.question_words(a, lang);
        let shown = a.shown();
        ws.set_row_height(row, question_height(&words, last))?;
        ws.write_string_with_format(row, 0, &a.id, &id_fmt)?;
        ws.merge_range(row, 1, row, 3, "", &answer_fmt)?;
        match layout.and_then(|l| layout::answer_cell(r, a, l)) {
            Some(cell) => ws.write_url_with_options(
                row,
                1,
                cell_link(name, cell),
                shown,
                "",
                Some(&link_fmt),
            )?,
            None => ws.write_string_with_format(row, 1, shown, &answer_fmt)?,
        };
        ws.merge_range(row, 4, row, last, &words, &words_fmt)?;
        row += 1;
    }
    if let Some((text, target)) = back {
        row += 1;
        ws.write_url_with_text(row, 0, Url::new(format!("internal:{target}")), text)?;
        row += 1;
    }
    // The strategy trees of the variant's questions, if asked for.
    let row = super::tree_sheet::write_trees(ws, row + 1, r, lang, &area)?;
    Ok(row + 1)
}
