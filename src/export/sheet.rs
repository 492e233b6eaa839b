//! What the two workbooks ([`super::xlsx`] and [`super::formulas`]) share:
//! the words of each language, the colours of
//! the labels (conditional formats, never static fills), and the fixed
//! document properties that make the same input give the same bytes.

use rust_xlsxwriter::{
    utility::row_col_to_cell, Color, ConditionalFormatCell, ConditionalFormatCellRule,
    ConditionalFormatText, ConditionalFormatTextRule, DocProperties, ExcelDateTime, Format,
    FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError,
};

use super::layout::{grid_note, rows, Layout, Outline, TOP};
use super::Report;
use crate::exam::wording::Lang;
use crate::grid::Grid;
use crate::label::{code_text, label, Convention};
use crate::solve::{Code, Solution};

/// The words of a workbook, per language.
pub struct Words {
    pub lang: Lang,
    pub table: &'static str,
    pub codes: &'static str,
    pub answers: &'static str,
    pub params: &'static str,
    pub legend: &'static str,
    pub legend_text: &'static str,
    /// The legend's text for the П1/В1 labels.
    pub legend_text_pv: &'static str,
    pub codes_title: &'static str,
}

pub fn words(lang: Lang) -> Words {
    match lang {
        Lang::Ru => Words {
            lang,
            table: "Таблица",
            codes: "Коды",
            answers: "Ответы",
            params: "Параметры",
            legend: "Легенда:",
            legend_text: "V — ходящий (Петя в стартовой позиции) выигрывает не позже своего K-го хода, P — проигрывает: противник выигрывает не позже своего K-го хода; — игра окончена; D — ничья",
            legend_text_pv: "П — Петя (ходящий) выигрывает не позже своего K-го хода, В — выигрывает Ваня, не позже своего K-го хода; — игра окончена; Н — ничья",
            codes_title: "Коды позиций для ходящего: +K — выигрыш своим K-м ходом, −K — проигрыш (противник выигрывает своим K-м ходом), 0 — игра окончена",
        },
        Lang::En => Words {
            lang,
            table: "Table",
            codes: "Codes",
            answers: "Answers",
            params: "Parameters",
            legend: "Legend:",
            legend_text: "V — the player to move (Petya at the start) wins by his K-th move; P — he loses: the opponent wins by his K-th move; — the game is over; D — a draw",
            legend_text_pv: "П — Petya (to move) wins by his K-th move, В — Vanya wins by his K-th move; — the game is over; Н — a draw",
            codes_title: "Codes for the player to move: +K he wins by his K-th move, −K he loses (the opponent wins by his K-th move), 0 the game is over",
        },
    }
}

/// `'Таблица'!B5`: an absolute reference to a cell of a sheet.
pub fn sheet_cell(sheet: &str, row: u32, col: u16) -> String {
    format!("'{sheet}'!{}", abs_cell(row, col))
}

/// `$B$5`.
pub fn abs_cell(row: u32, col: u16) -> String {
    rust_xlsxwriter::utility::row_col_to_cell_absolute(row, col)
}

/// The answers sheet's headings: the rules', then the table's columns.
pub fn answer_columns(lang: Lang) -> (&'static str, [&'static str; 6]) {
    match lang {
        Lang::Ru => (
            "Правила",
            [
                "№",
                "Вопрос",
                "Ответ",
                "Все подходящие значения",
                "Условие (запрос)",
                "Замечания",
            ],
        ),
        Lang::En => (
            "Rules",
            [
                "#",
                "Question",
                "Answer",
                "Every qualifying value",
                "Condition (query)",
                "Notes",
            ],
        ),
    }
}

/// The starts already over before the first move, which no answer counts.
pub fn finished_note(r: &Report, lang: Lang) -> Option<String> {
    let finished: Vec<i64> = r
        .starts
        .iter()
        .filter(|s| s.finished())
        .map(|s| s.s)
        .collect();
    if finished.is_empty() {
        return None;
    }
    let list = crate::exam::compress(&finished);
    Some(match lang {
        Lang::Ru => format!("Уже окончены в начале, не считаются: S = {list}"),
        Lang::En => format!("Already over at the start, not counted: S = {list}"),
    })
}

/// The codes present in a grid, in the legend's order: V1…, P0, P1…, D, ?, —.
pub fn present_codes(layout: &Layout, grid: &Grid, sol: &Solution) -> Vec<Code> {
    let mut seen = rustc_hash::FxHashSet::default();
    for (b, r, _) in rows(layout) {
        let block = &layout.blocks[b];
        for &c in &block.cols {
            let Some(heaps) = layout.heaps_at(b, r, c) else {
                continue;
            };
            if let Some(code) = grid.code(sol, &heaps) {
                seen.insert(match code {
                    Code::Handed => Code::Over,
                    c => c,
                });
            }
        }
    }
    let rank = |c: &Code| match *c {
        Code::Win(k) => (0, k),
        Code::Lose(k) => (1, k),
        Code::Draw => (2, 0),
        Code::Unknown => (3, 0),
        Code::Over | Code::Handed => (4, 0),
    };
    let mut v: Vec<Code> = seen.into_iter().collect();
    v.sort_by_key(rank);
    v
}

/// The largest K among codes.
pub fn max_k(codes: &[Code]) -> u32 {
    codes.iter().filter_map(|c| c.moves()).max().unwrap_or(1)
}

fn lerp(a: u32, b: u32, t: f64) -> u32 {
    let ch = |s: u32| -> f64 { f64::from((a >> s) & 0xff) };
    let mix = |s: u32| -> u32 {
        let v = ch(s) + (f64::from((b >> s) & 0xff) - ch(s)) * t;
        (v.round() as u32).min(255) << s
    };
    mix(16) | mix(8) | mix(0)
}

/// The fill of a code's label: greens for wins, reds for losses, deeper for
/// smaller K; neutral greys for draws and finished positions.
pub fn fill(code: Code, max_k: u32) -> (u32, bool) {
    let shade = |deep: u32, pale: u32, k: u32| {
        let t = if max_k <= 1 {
            0.0
        } else {
            f64::from(k.saturating_sub(1)) / f64::from(max_k - 1)
        };
        (lerp(deep, pale, t.min(1.0)), t < 0.34)
    };
    match code {
        Code::Win(k) => shade(0x1E_84_49, 0xD5_F5_E3, k),
        Code::Lose(0) => (0x7B_24_1C, true),
        Code::Lose(k) => shade(0xC0_39_2B, 0xFA_DB_D8, k),
        Code::Draw => (0xD5_D8_DC, false),
        _ => (0xF2_F3_F4, false),
    }
}

/// Colours the labels in `range` by conditional formats: one rule per label
/// up to K = `max_k` (at least 4, so a recalculated table keeps its colours),
/// then a pale rule for any other V…/P… label.
pub fn label_colours(
    ws: &mut Worksheet,
    range: (u32, u16, u32, u16),
    conv: Convention,
    max_k: u32,
) -> Result<(), XlsxError> {
    let max_k = max_k.max(4);
    let (r0, c0, r1, c1) = range;
    let mut codes: Vec<Code> = (1..=max_k).map(Code::Win).collect();
    codes.extend((0..=max_k).map(Code::Lose));
    codes.extend([Code::Draw, Code::Unknown, Code::Over]);
    for code in codes {
        let (bg, white) = fill(code, max_k);
        let mut f = Format::new().set_background_color(Color::RGB(bg));
        if white {
            f = f.set_font_color(Color::White).set_bold();
        }
        let cf = ConditionalFormatCell::new()
            .set_rule(ConditionalFormatCellRule::EqualTo(label(code, conv)))
            .set_format(f);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    for code in [Code::Win(max_k), Code::Lose(max_k)] {
        let prefix: String = label(code, conv).chars().take(1).collect();
        let cf = ConditionalFormatText::new()
            .set_rule(ConditionalFormatTextRule::BeginsWith(prefix))
            .set_format(Format::new().set_background_color(Color::RGB(fill(code, max_k).0)));
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    Ok(())
}

/// Colours the codes as the labels are coloured ([`fill`]): +K the green of
/// VK, −K the red of PK, strong for the small K that tasks 19–21 ask about;
/// one rule per value (none overlap), then the palest for deeper K. `ranges`
/// are the legend's cells and the grid's blocks.
pub fn code_colours(
    ws: &mut Worksheet,
    ranges: &[(u32, u16, u32, u16)],
    max_k: u32,
) -> Result<(), XlsxError> {
    let Some(&(r0, c0, r1, c1)) = ranges.first() else {
        return Ok(());
    };
    let max_k = max_k.max(4);
    let multi: Vec<String> = ranges
        .iter()
        .map(|&(a, b, c, d)| format!("{}:{}", row_col_to_cell(a, b), row_col_to_cell(c, d)))
        .collect();
    let multi = multi.join(" ");
    let format = |code: Code| {
        let (bg, white) = fill(code, max_k);
        let f = Format::new().set_background_color(Color::RGB(bg));
        if white {
            f.set_font_color(Color::White).set_bold()
        } else {
            f
        }
    };
    let mut rules: Vec<(ConditionalFormatCellRule<f64>, Code)> = Vec::new();
    for k in 1..=max_k {
        let v = f64::from(k);
        let last = k == max_k;
        rules.push((
            if last {
                ConditionalFormatCellRule::GreaterThanOrEqualTo(v)
            } else {
                ConditionalFormatCellRule::EqualTo(v)
            },
            Code::Win(k),
        ));
        rules.push((
            if last {
                ConditionalFormatCellRule::LessThanOrEqualTo(-v)
            } else {
                ConditionalFormatCellRule::EqualTo(-v)
            },
            Code::Lose(k),
        ));
    }
    rules.push((ConditionalFormatCellRule::EqualTo(0.0), Code::Over));
    for (rule, code) in rules {
        let cf = ConditionalFormatCell::new()
            .set_rule(rule)
            .set_format(format(code))
            .set_multi_range(&multi);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    let draw = ConditionalFormatCell::new()
        .set_rule(ConditionalFormatCellRule::EqualTo("\"D\""))
        .set_format(format(Code::Draw))
        .set_multi_range(&multi);
    ws.add_conditional_format(r0, c0, r1, c1, &draw)?;
    Ok(())
}

/// The data ranges of the grid, one per block.
pub fn block_ranges(layout: &Layout) -> Vec<(u32, u16, u32, u16)> {
    (0..layout.blocks.len())
        .map(|b| {
            let block = &layout.blocks[b];
            let first = layout.row_of(b, block.rows.first().copied());
            let last = layout.row_of(b, block.rows.last().copied());
            (first, 1, last, layout.last_col())
        })
        .collect()
}

/// The header formats: plain, for a start's row, and both showing a
/// wrapped grid's tens (4 shown as 40).
fn header_formats() -> [Format; 4] {
    let h = header_format();
    let start = h.clone().set_font_color(Color::RGB(0x1F_3A_93));
    let tens = |f: &Format| f.clone().set_num_format("#\"0\"");
    [tens(&h), tens(&start), h, start]
}

/// Header cells: bold on a light grey, centred.
pub fn header_format() -> Format {
    Format::new()
        .set_bold()
        .set_align(FormatAlign::Center)
        .set_background_color(Color::RGB(0xEA_EC_EE))
        .set_border_bottom(FormatBorder::Thin)
        .set_border_right(FormatBorder::Thin)
}

/// `base` with a medium outline on the given sides (top, right, bottom,
/// left: bits 1, 2, 4, 8), for the starts' cells.
fn cell_formats(base: &Format) -> Vec<Format> {
    (0u8..16)
        .map(|sides| {
            let mut f = base.clone();
            let line = FormatBorder::Medium;
            let blue = Color::RGB(0x1F_3A_93);
            if sides & 1 != 0 {
                f = f.set_border_top(line).set_border_top_color(blue);
            }
            if sides & 2 != 0 {
                f = f.set_border_right(line).set_border_right_color(blue);
            }
            if sides & 4 != 0 {
                f = f.set_border_bottom(line).set_border_bottom_color(blue);
            }
            if sides & 8 != 0 {
                f = f.set_border_left(line).set_border_left_color(blue);
            }
            f
        })
        .collect()
}

/// A sheet set up for the grid: narrow even columns (formatted as `cell`,
/// which unformatted cells take), frozen headers, landscape, fit to the page
/// width, header row and column repeated.
fn grid_sheet(
    ws: &mut Worksheet,
    layout: &Layout,
    name: &str,
    cell: &Format,
) -> Result<(), XlsxError> {
    ws.set_name(name)?;
    ws.set_column_width(0, 12)?;
    ws.set_column_range_width(1, layout.last_col(), 4.6)?;
    ws.set_column_range_format(1, layout.last_col(), cell)?;
    ws.set_freeze_panes(TOP + 1, 1)?;
    // A wrapped one-heap grid is ten columns wide: a portrait page.
    if layout.wrapped() {
        ws.set_portrait();
    } else {
        ws.set_landscape();
    }
    ws.set_paper_size(9);
    ws.set_print_fit_to_pages(1, 0);
    ws.set_repeat_rows(TOP, TOP)?;
    ws.set_repeat_columns(0, 0)?;
    Ok(())
}

/// Writes the header row of block `b`.
fn write_header(
    ws: &mut Worksheet,
    layout: &Layout,
    b: usize,
    fmt: &Format,
) -> Result<(), XlsxError> {
    let row = layout.header_row(b);
    ws.write_string_with_format(row, 0, layout.corner(b), fmt)?;
    for &c in &layout.blocks[b].cols {
        ws.write_number_with_format(row, layout.col_of(c), c as f64, fmt)?;
    }
    Ok(())
}

/// One grid cell for a writer to fill.
pub struct CellAt<'a> {
    pub block: usize,
    pub row: u32,
    pub col: u16,
    /// The solver's code of the cell's position, if it has one.
    pub code: Option<Code>,
    /// The outline format of a start's cell; `None`: the column's format.
    pub format: Option<&'a Format>,
}

/// Writes one grid sheet's headers, then each cell through `cell`, row by row.
fn fill_grid<F>(
    ws: &mut Worksheet,
    r: &Report,
    layout: &Layout,
    outline: &Outline,
    base: &Format,
    mut cell: F,
) -> Result<(), XlsxError>
where
    F: FnMut(&mut Worksheet, CellAt) -> Result<(), XlsxError>,
{
    let Some(grid) = &r.grid else {
        return Ok(());
    };
    let [tens, start_tens, header, start_header] = header_formats();
    let (row_header, row_start) = if layout.wrapped() {
        (&tens, &start_tens)
    } else {
        (&header, &start_header)
    };
    let outlined = cell_formats(base);
    let mut last_block = usize::MAX;
    for (b, row, sheet_row) in rows(layout) {
        if b != last_block {
            write_header(ws, layout, b, &header)?;
            last_block = b;
        }
        let block = &layout.blocks[b];
        if let Some(v) = row {
            let f = if outline.is_start_row(sheet_row) {
                row_start
            } else {
                row_header
            };
            ws.write_number_with_format(sheet_row, 0, v as f64, f)?;
        }
        for &col in &block.cols {
            let Some(heaps) = layout.heaps_at(b, row, col) else {
                continue;
            };
            let sc = layout.col_of(col);
            let sides = outline.sides(sheet_row, sc);
            cell(
                ws,
                CellAt {
                    block: b,
                    row: sheet_row,
                    col: sc,
                    code: grid.code(r.solution, &heaps),
                    format: (sides != 0).then(|| &outlined[sides]),
                },
            )?;
        }
    }
    Ok(())
}

/// Grids of up to this many cells are written in memory; bigger ones row by
/// row through temporary files (rust_xlsxwriter's low-memory mode, memory
/// flat). The two modes give different, equally valid bytes (rust_xlsxwriter
/// 0.102 as 0.90: rows without `spans`, strings and formats numbered in the
/// order first written), so the line is fixed here: the web page, which has
/// no files and always writes in memory, gives the CLI's bytes for every
/// table it writes and refuses bigger ones. In memory a cell costs about 200
/// bytes per sheet (a 500 × 500 grid: about 100 MB at most).
pub const IN_MEMORY_CELLS: u64 = 250_000;

/// The two grid sheets, in memory or streamed (see [`IN_MEMORY_CELLS`]).
#[cfg(feature = "cli")]
fn new_grid_sheets(wb: &mut Workbook, cells: u64) -> Result<(Worksheet, Worksheet), XlsxError> {
    Ok(if cells <= IN_MEMORY_CELLS {
        (Worksheet::new(), Worksheet::new())
    } else {
        (
            wb.new_worksheet_with_low_memory()?,
            wb.new_worksheet_with_low_memory()?,
        )
    })
}

/// The two grid sheets in memory: without the `cli` feature (the web page)
/// there are no temporary files, so a bigger grid is refused.
#[cfg(not(feature = "cli"))]
fn new_grid_sheets(_: &mut Workbook, cells: u64) -> Result<(Worksheet, Worksheet), XlsxError> {
    if cells > IN_MEMORY_CELLS {
        return Err(XlsxError::ParameterError(format!(
            "the table has {cells} cells; a workbook is built here for at most {IN_MEMORY_CELLS} (the command-line program writes bigger ones)"
        )));
    }
    Ok((Worksheet::new(), Worksheet::new()))
}

/// A sheet of a book, streamed row by row through a temporary file with its
/// strings written in place (rust_xlsxwriter's constant-memory mode): a
/// book holds every sheet until it is saved, so in memory it grew with every
/// variant (1000 variants: 830 MB), and a sheet that numbers no strings can
/// be written on any thread (see [`label_sheet`]; a sheet kept in memory
/// numbers its strings and formats only when the book is saved, so it can
/// too). No page builds a book, so these bytes need not be the page's;
/// without the `cli` feature (no temporary files) the sheet is kept in
/// memory.
///
/// # Errors
/// The temporary file cannot be made.
pub fn new_streamed_sheet(wb: &mut Workbook) -> Result<Worksheet, XlsxError> {
    #[cfg(feature = "cli")]
    {
        wb.new_worksheet_with_constant_memory()
    }
    #[cfg(not(feature = "cli"))]
    {
        let _ = wb;
        Ok(Worksheet::new())
    }
}

/// Runs `a` on a second thread while `b` runs on this one; one after the
/// other on wasm32, which has no threads.
fn both<A, B, RA, RB>(a: A, b: B) -> (Option<RA>, RB)
where
    A: FnOnce() -> RA + Send,
    B: FnOnce() -> RB,
    RA: Send,
{
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::scope(|s| {
            let a = s.spawn(a);
            let b = b();
            (a.join().ok(), b)
        })
    }
    #[cfg(target_arch = "wasm32")]
    {
        (Some(a()), b())
    }
}

/// The formats of a grid sheet's labels, all but those of its cells: the
/// centred column, the bold title, the wrapped legend.
struct HeadFormats {
    centre: Format,
    bold: Format,
    wrap: Format,
}

fn head_formats() -> HeadFormats {
    HeadFormats {
        centre: Format::new().set_align(FormatAlign::Center),
        bold: Format::new().set_bold(),
        wrap: Format::new()
            .set_text_wrap()
            .set_align(FormatAlign::Left)
            .set_align(FormatAlign::Top),
    }
}

/// Every format a label sheet ([`label_sheet`]) writes with: registered with
/// the workbook, in this order, before any label sheet is written, they are
/// numbered the same whichever thread writes which sheet first.
pub fn label_sheet_formats() -> Vec<Format> {
    let h = head_formats();
    let mut all = vec![h.centre.clone(), h.bold, h.wrap];
    all.extend(header_formats());
    all.extend(cell_formats(&h.centre));
    all
}

/// Row 0 and 1 of a label sheet: its title, then the legend's labels.
fn label_head(
    t: &mut Worksheet,
    r: &Report,
    w: &Words,
    present: &[Code],
    title: Option<rust_xlsxwriter::Formula>,
    f: &HeadFormats,
) -> Result<(), XlsxError> {
    match title {
        Some(formula) => t.write_formula_with_format(0, 0, formula, &f.bold)?,
        None => t.write_string_with_format(0, 0, r.task.title(w.lang), &f.bold)?,
    };
    t.write_string_with_format(1, 0, w.legend, &f.bold)?;
    for (i, code) in present.iter().enumerate() {
        t.write_string_with_format(1, 1 + i as u16, label(*code, r.labels), &f.centre)?;
    }
    Ok(())
}

/// Row 2: `text` (the legend's words, the grid's note) wrapped over the
/// grid's width (as one overflowing line it widened every printed page).
fn note_row(
    ws: &mut Worksheet,
    layout: &Layout,
    text: &str,
    wrap: &Format,
) -> Result<(), XlsxError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(());
    }
    let last = layout.last_col().max(12);
    let chars = 12.0 + 4.6 * f64::from(last);
    let lines = (text.chars().count() as f64 / (chars * 1.05))
        .ceil()
        .max(1.0);
    ws.set_row_height(2, 13.0 * lines + 2.0)?;
    ws.merge_range(2, 0, 2, last, text, wrap)?;
    Ok(())
}

/// The legend's words for the labels of `r`, then the grid's note.
fn label_note(r: &Report, layout: &Layout, w: &Words) -> String {
    let legend_text = match r.labels {
        Convention::WinLose => w.legend_text,
        Convention::PetyaVanya => w.legend_text_pv,
    };
    format!("{legend_text} {}", grid_note(r, layout, w.lang))
}

/// The label sheet and the code sheet of a grid, each written row by row,
/// both at once on two threads: titles, the legend, headers, the starts
/// outlined, conditional formats. `label_cell` and `code_cell` write each
/// cell's content.
///
/// # Errors
/// rust_xlsxwriter fails.
pub fn grid_sheets<T, C>(
    wb: &mut Workbook,
    r: &Report,
    layout: &Layout,
    w: &Words,
    title: Option<rust_xlsxwriter::Formula>,
    label_cell: T,
    code_cell: C,
) -> Result<(Worksheet, Worksheet), XlsxError>
where
    T: FnMut(&mut Worksheet, CellAt) -> Result<(), XlsxError> + Send,
    C: FnMut(&mut Worksheet, CellAt) -> Result<(), XlsxError> + Send,
{
    let Some(grid) = &r.grid else {
        return Err(XlsxError::ParameterError("no grid to write".into()));
    };
    let (mut t, mut c) = new_grid_sheets(wb, grid.cells())?;
    let f = head_formats();
    let numbers = f.centre.clone().set_num_format("+0;-0;0");
    grid_sheet(&mut t, layout, w.table, &f.centre)?;
    grid_sheet(&mut c, layout, w.codes, &numbers)?;

    let present = present_codes(layout, grid, r.solution);
    label_head(&mut t, r, w, &present, title, &f)?;
    c.write_string_with_format(0, 0, w.codes_title, &f.bold)?;
    // The codes sheet's legend: its values, strings (D, ?) included.
    c.write_string_with_format(1, 0, w.legend, &f.bold)?;
    for (i, code) in present.iter().enumerate() {
        let col = 1 + i as u16;
        match code.signed() {
            Some(v) => c.write_number_with_format(1, col, v as f64, &numbers)?,
            None => c.write_string_with_format(1, col, code_text(*code), &numbers)?,
        };
    }
    note_row(&mut t, layout, &label_note(r, layout, w), &f.wrap)?;
    note_row(&mut c, layout, &grid_note(r, layout, w.lang), &f.wrap)?;
    // Strings and formats get their indices in the order first used: use
    // them all here, before the two threads race, so the bytes are the same
    // from run to run.
    for fmt in header_formats()
        .iter()
        .chain(&cell_formats(&f.centre))
        .chain(&cell_formats(&numbers))
    {
        wb.register_format(fmt);
    }
    let outline = Outline::new(layout, r.starts);
    let (cr, tr) = both(
        || fill_grid(&mut c, r, layout, &outline, &numbers, code_cell),
        || fill_grid(&mut t, r, layout, &outline, &f.centre, label_cell),
    );
    tr?;
    cr.unwrap_or_else(|| {
        Err(XlsxError::ParameterError(
            "the codes sheet's writer failed".into(),
        ))
    })?;
    let (_, last_row) = layout.data_rows();
    let last_col = layout.last_col().max(present.len() as u16);
    label_colours(
        &mut t,
        (1, 1, last_row, last_col),
        r.labels,
        max_k(&present),
    )?;
    let mut ranges = vec![(1, 1, 1, present.len().max(1) as u16)];
    ranges.extend(block_ranges(layout));
    code_colours(&mut c, &ranges, max_k(&present))?;
    Ok((t, c))
}

/// Writes the label sheet of a grid alone into `t`, as [`grid_sheets`]
/// writes it: a book's variant sheet (kept in memory, or from
/// [`new_streamed_sheet`]), which has no codes sheet. It touches no workbook: with every format of
/// [`label_sheet_formats`] registered first and its strings in place, it
/// can be written on any thread and the book's bytes stay the same.
///
/// # Errors
/// The report has no grid, or rust_xlsxwriter fails.
pub fn label_sheet<T>(
    t: &mut Worksheet,
    r: &Report,
    layout: &Layout,
    w: &Words,
    label_cell: T,
) -> Result<(), XlsxError>
where
    T: FnMut(&mut Worksheet, CellAt) -> Result<(), XlsxError>,
{
    let Some(grid) = &r.grid else {
        return Err(XlsxError::ParameterError("no grid to write".into()));
    };
    let f = head_formats();
    grid_sheet(t, layout, w.table, &f.centre)?;
    let present = present_codes(layout, grid, r.solution);
    label_head(t, r, w, &present, None, &f)?;
    note_row(t, layout, &label_note(r, layout, w), &f.wrap)?;
    let outline = Outline::new(layout, r.starts);
    fill_grid(t, r, layout, &outline, &f.centre, label_cell)?;
    let (_, last_row) = layout.data_rows();
    let last_col = layout.last_col().max(present.len() as u16);
    label_colours(t, (1, 1, last_row, last_col), r.labels, max_k(&present))
}

/// The fixed document properties: the same input gives the same bytes.
pub fn properties(wb: &mut Workbook, title: &str) -> Result<(), XlsxError> {
    let date = ExcelDateTime::from_ymd(2021, 1, 1)?;
    let props = DocProperties::new()
        .set_title(title)
        .set_author("gametable")
        .set_creation_datetime(&date);
    wb.set_properties(&props);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_deepen_for_smaller_k() {
        let (v1, _) = fill(Code::Win(1), 4);
        let (v4, _) = fill(Code::Win(4), 4);
        let lum = |c: u32| (c >> 16 & 0xff) + (c >> 8 & 0xff) + (c & 0xff);
        assert!(lum(v1) < lum(v4));
        assert_ne!(fill(Code::Win(2), 4).0, fill(Code::Lose(2), 4).0);
    }
}
