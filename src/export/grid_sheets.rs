//! The grid sheets of the workbooks: the label sheet (*Таблица*) and the
//! code sheet (*Коды*) of `solve`, written at once on two threads, in
//! memory or streamed by size ([`IN_MEMORY_CELLS`]); and a book's variant
//! sheet, its label sheet alone, written on any thread ([`label_sheet`]).

use rust_xlsxwriter::{Color, Format, FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError};

use super::layout::{grid_note, rows, Layout, Outline, TOP};
use super::print;
use super::sheet::{
    block_ranges, code_colours, header_format, label_colours, legend_cells, max_k, present_codes,
    ramp_formats, LegendCell, LiveStarts, Words,
};
use super::Report;
use crate::label::{code_text, label, Convention};
use crate::solve::Code;

/// The header formats: plain, for a start's row, and both showing a
/// wrapped grid's tens (4 shown as 40).
fn header_formats() -> [Format; 4] {
    let h = header_format();
    let start = h.clone().set_font_color(Color::RGB(0x1F_3A_93));
    let tens = |f: &Format| f.clone().set_num_format("#\"0\"");
    [tens(&h), tens(&start), h, start]
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
/// which unformatted cells take), frozen headers, and the page setup of
/// [`print::grid`] (a readable scale, the grid tiled over pages with its
/// header row and column repeated, three-heap blocks kept whole).
fn grid_sheet(
    ws: &mut Worksheet,
    layout: &Layout,
    name: &str,
    cell: &Format,
) -> Result<(), XlsxError> {
    ws.set_name(name)?;
    ws.set_column_width(0, print::HEAD_CHARS)?;
    ws.set_column_range_width(1, layout.last_col(), print::CELL_CHARS)?;
    ws.set_column_range_format(1, layout.last_col(), cell)?;
    ws.set_freeze_panes(TOP + 1, 1)?;
    let page = print::grid(layout);
    page.apply(ws)?;
    if page.repeat_header_row {
        ws.set_repeat_rows(TOP, TOP)?;
    }
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

/// Refuses a grid of more than [`IN_MEMORY_CELLS`] where a workbook can
/// only be built in memory (no temporary files: the web page), saying its
/// size. The page asks it itself, whatever features the library was built
/// with.
///
/// # Errors
/// `cells` is over the limit.
pub fn check_in_memory(cells: u64) -> Result<(), XlsxError> {
    if cells > IN_MEMORY_CELLS {
        return Err(XlsxError::ParameterError(format!(
            "the table has {cells} cells; a workbook is built here for at most {IN_MEMORY_CELLS} (the command-line program writes bigger ones)"
        )));
    }
    Ok(())
}

/// The two grid sheets in memory: without the `cli` feature (the web page)
/// there are no temporary files, so a bigger grid is refused.
#[cfg(not(feature = "cli"))]
fn new_grid_sheets(_: &mut Workbook, cells: u64) -> Result<(Worksheet, Worksheet), XlsxError> {
    check_in_memory(cells)?;
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

/// Runs `build`, which writes a workbook whose big sheets may stream
/// through temporary files: rust_xlsxwriter panics when one cannot be
/// written (it `expect`s each write), which becomes an error naming the
/// temporary folder and what the system said.
///
/// # Errors
/// `build`'s, or the temporary file's.
pub fn streamed<T>(build: impl FnOnce() -> anyhow::Result<T>) -> anyhow::Result<T> {
    crate::contained::contained(build).unwrap_or_else(|panic| {
        Err(anyhow::anyhow!(
            "cannot write a temporary file in {} ({}); free space there or point TMPDIR at a folder with room",
            crate::visible::path(&std::env::temp_dir()),
            crate::contained::io_error_in(&panic)
        ))
    })
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
    bold_wrap: Format,
}

fn head_formats() -> HeadFormats {
    HeadFormats {
        centre: Format::new().set_align(FormatAlign::Center),
        bold: Format::new().set_bold(),
        bold_wrap: Format::new()
            .set_bold()
            .set_text_wrap()
            .set_align(FormatAlign::Left)
            .set_align(FormatAlign::Top),
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
    let mut all = vec![h.centre.clone(), h.bold, h.wrap, h.bold_wrap];
    all.extend(header_formats());
    all.extend(cell_formats(&h.centre));
    all.extend(ramp_formats());
    all
}

/// Row 0 and 1 of a label sheet: its title, then the legend's labels.
fn label_head(
    t: &mut Worksheet,
    layout: &Layout,
    r: &Report,
    w: &Words,
    present: &[Code],
    title: Option<rust_xlsxwriter::Formula>,
    f: &HeadFormats,
) -> Result<(), XlsxError> {
    match title {
        Some(formula) => {
            t.write_formula_with_format(0, 0, formula, &f.bold)?;
        }
        None => wide_row(t, layout, 0, r.task.title(w.lang), &f.bold_wrap)?,
    }
    t.write_string_with_format(1, 0, w.legend, &f.bold)?;
    let ramps = ramp_formats();
    for (i, cell) in legend_cells(present).iter().enumerate() {
        let col = 1 + i as u16;
        match *cell {
            LegendCell::Code(code) => {
                t.write_string_with_format(1, col, label(code, r.labels), &f.centre)?
            }
            LegendCell::Ramp(n) => t.write_blank(1, col, &ramps[n])?,
        };
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
    wide_row(ws, layout, 2, text, wrap)
}

/// Row `row`: `text` wrapped over the width of the grid's first page.
fn wide_row(
    ws: &mut Worksheet,
    layout: &Layout,
    row: u32,
    text: &str,
    wrap: &Format,
) -> Result<(), XlsxError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(());
    }
    // Over the grid's columns that the first page holds: a merged cell
    // running over a page's edge is cut there.
    let page = print::grid(layout);
    let last = layout.last_col().max(12).min(page.cols_per_page);
    let first = print::first_wide_col(layout, &page);
    let chars = print::HEAD_CHARS * f64::from(1 - first) + print::CELL_CHARS * f64::from(last);
    let lines = print::lines(text, chars);
    ws.set_row_height(row, 13.0 * f64::from(lines) + 2.0)?;
    ws.merge_range(row, first, row, last, text, wrap)?;
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

/// What a live workbook's grid sheets have of their own: the title, a
/// formula of the parameters, and the starts' rule when they can move.
pub struct LiveSheet<'a> {
    pub title: rust_xlsxwriter::Formula,
    pub starts: Option<LiveStarts<'a>>,
}

/// The label sheet and the code sheet of a grid, each written row by row,
/// both at once on two threads: titles, the legend, headers, the starts
/// outlined, conditional formats. `label_cell` and `code_cell` write each
/// cell's content. A live workbook (`live`) gives its title as a formula,
/// and may outline its starts by conditional formats that follow its
/// parameters rather than by the cells' own formats.
///
/// # Errors
/// rust_xlsxwriter fails.
pub fn grid_sheets<T, C>(
    wb: &mut Workbook,
    r: &Report,
    layout: &Layout,
    w: &Words,
    live: Option<LiveSheet>,
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
    let (title, live_starts) = match live {
        Some(l) => (Some(l.title), l.starts),
        None => (None, None),
    };
    label_head(&mut t, layout, r, w, &present, title, &f)?;
    wide_row(&mut c, layout, 0, w.codes_title, &f.bold_wrap)?;
    // The codes sheet's legend: its values, strings (D, ?) included.
    c.write_string_with_format(1, 0, w.legend, &f.bold)?;
    let legend = legend_cells(&present);
    let ramps = ramp_formats();
    for (i, cell) in legend.iter().enumerate() {
        let col = 1 + i as u16;
        match *cell {
            LegendCell::Code(code) => match code.signed() {
                Some(v) => c.write_number_with_format(1, col, v as f64, &numbers)?,
                None => c.write_string_with_format(1, col, code_text(code), &numbers)?,
            },
            LegendCell::Ramp(n) => c.write_blank(1, col, &ramps[n])?,
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
    let outline = match live_starts {
        Some(_) => Outline::new(layout, &[]),
        None => Outline::new(layout, r.starts),
    };
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
    let ranges = colour_ranges(layout, legend.len());
    label_colours(&mut t, &ranges, r.labels, max_k(&present), live_starts)?;
    code_colours(&mut c, &ranges, max_k(&present), live_starts)?;
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
    label_head(t, layout, r, w, &present, None, &f)?;
    note_row(t, layout, &label_note(r, layout, w), &f.wrap)?;
    let outline = Outline::new(layout, r.starts);
    fill_grid(t, r, layout, &outline, &f.centre, label_cell)?;
    let ranges = colour_ranges(layout, legend_cells(&present).len());
    label_colours(t, &ranges, r.labels, max_k(&present), None)
}

/// The cells the colour rules cover: the legend's (from B2) and the grid's
/// blocks. The first range starts at B2, the anchor of a live workbook's
/// start rules ([`LiveStarts`]).
fn colour_ranges(layout: &Layout, legend: usize) -> Vec<(u32, u16, u32, u16)> {
    let mut ranges = vec![(1, 1, 1, legend.max(1) as u16)];
    ranges.extend(block_ranges(layout));
    ranges
}
