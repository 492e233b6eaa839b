//! An answer book for many variants: one workbook with the teacher's key
//! first (variant, the rules on one line, the answers to 19, 20, 21 —
//! printable on one page), the *Задания* sheet (each variant's statement),
//! then one sheet per variant (its grid and answers, as `solve` writes
//! them), each linked from the key. Also the key alone as CSV.

use std::io::Write;

use rust_xlsxwriter::{
    Color, Format, FormatAlign, FormatBorder, Url, Workbook, Worksheet, XlsxError,
};

use super::layout::Layout;
use super::{sheet, xlsx, Report};
use crate::book::statement::{self, Statement};
use crate::book::variants::ReadingNote;
use crate::book::{Entry, KEY_IDS};
use crate::exam::wording::Lang;
use crate::grid::Grid;
use crate::label::Convention;

/// How a book is written.
#[derive(Debug, Clone, Copy)]
pub struct BookOptions {
    pub lang: Lang,
    /// One sheet per variant with its grid (else the key and the statements only).
    pub grids: bool,
    /// Each variant sheet shows the strategy tree of question 21 below its grid.
    pub trees: bool,
    pub labels: Convention,
    /// Variant sheets built at once (1: one at a time).
    pub threads: usize,
}

/// The sheet of variant `n` («Вариант 3»), or of a task read from a
/// document («Задача 3»).
fn variant_sheet(lang: Lang, e: &Entry) -> String {
    let piece = match e.reading {
        Some(_) => "title.task",
        None => "title.variant",
    };
    statement::words(lang).fill(piece, &[("n", &e.number.to_string())])
}

/// The book's zip compression level (rust_xlsxwriter's default is 6). A
/// book's sheets are about 130 MB of XML for 1000 variants, deflated on one
/// thread after every sheet is written: level 2 takes about half the time of
/// level 6 for a file about a tenth bigger (1000 variants: 12.4 MB), level 1
/// a little less time for half as big again (BENCHMARKS.md).
const ZIP_LEVEL: u8 = 2;

/// Rows above the key's table: the title, a blank row, the header.
const KEY_TOP: u32 = 2;

/// Builds the book and returns its bytes; `tick` is called after each
/// variant's sheet.
///
/// # Errors
/// A grid does not fit a sheet, or rust_xlsxwriter fails.
pub fn workbook(
    entries: &[Entry],
    statements: &[Statement],
    o: &BookOptions,
    tick: &(dyn Fn() + Sync),
) -> anyhow::Result<Vec<u8>> {
    super::grid_sheets::streamed(|| build(entries, statements, o, tick))
}

fn build(
    entries: &[Entry],
    statements: &[Statement],
    o: &BookOptions,
    tick: &(dyn Fn() + Sync),
) -> anyhow::Result<Vec<u8>> {
    let w = statement::words(o.lang);
    let mut wb = Workbook::new();
    sheet::properties(&mut wb, &w.get("title.book"))?;
    let key_name = w.get("title.key");
    let tasks_name = w.get("title.statements");

    // The key.
    let mut key = Worksheet::new();
    key.set_name(&key_name)?;
    let others = entries.iter().any(|e| !e.other_answers().is_empty());
    let mut widths = vec![8.0, KEY_RULES_CHARS, 9.0, 12.0, 12.0];
    if others {
        widths.push(24.0);
    }
    for (i, &chars) in widths.iter().enumerate() {
        key.set_column_width(i as u16, chars)?;
    }
    // A readable scale, as many pages as it takes (fit to one page, a
    // long key printed at 6 pt).
    super::print::plain(&widths, true).apply(&mut key)?;
    let title = Format::new().set_bold().set_font_size(14);
    let head = sheet::header_format().set_text_wrap();
    let cell = Format::new()
        .set_border(FormatBorder::Thin)
        .set_align(FormatAlign::VerticalCenter);
    let small = cell.clone().set_font_size(10).set_text_wrap();
    let answer = cell.clone().set_bold().set_align(FormatAlign::Center);
    let link = cell
        .clone()
        .set_align(FormatAlign::Center)
        .set_underline(rust_xlsxwriter::FormatUnderline::Single)
        .set_font_color(Color::RGB(0x1F_3A_93));
    key.write_string_with_format(0, 0, w.get("title.book"), &title)?;
    let first = crate::book::first_column(entries);
    let mut cols = vec![w.get(first), w.get("col.rules")];
    cols.extend(KEY_IDS.iter().map(|s| s.to_string()));
    if others {
        cols.push(w.get("col.other"));
    }
    for (i, c) in cols.iter().enumerate() {
        key.write_string_with_format(KEY_TOP, i as u16, c, &head)?;
    }
    key.set_repeat_rows(KEY_TOP, KEY_TOP)?;
    key.set_freeze_panes(KEY_TOP + 1, 0)?;

    // The statements.
    let mut tasks = Worksheet::new();
    tasks.set_name(&tasks_name)?;
    tasks.set_column_width(0, 10)?;
    tasks.set_column_width(1, TASK_CHARS)?;
    super::print::plain(&[10.0, TASK_CHARS], false).apply(&mut tasks)?;
    let top_wrap = Format::new()
        .set_text_wrap()
        .set_align(FormatAlign::Top)
        .set_border_bottom(FormatBorder::Thin);
    let top_bold = top_wrap.clone().set_bold();
    tasks.write_string_with_format(0, 0, w.get(first), &head)?;
    tasks.write_string_with_format(0, 1, w.get("col.statement"), &head)?;
    tasks.set_repeat_rows(0, 0)?;

    for (i, (e, st)) in entries.iter().zip(statements).enumerate() {
        let row = KEY_TOP + 1 + i as u32;
        let trow = 1 + i as u32;
        let target = if o.grids {
            format!("'{}'!A1", variant_sheet(o.lang, e))
        } else {
            format!("'{tasks_name}'!A{}", trow + 1)
        };
        key.write_url_with_options(
            row,
            0,
            Url::new(format!("internal:{target}")),
            e.number.to_string(),
            "",
            Some(&link),
        )?;
        let mut brief = statement::brief(&e.solved.task.game, o.lang);
        // A task read from its text incompletely is marked (`book tasks.txt`).
        if e.reading.as_ref().is_some_and(|n| !n.complete) {
            let mark = crate::tr!(o.lang, "book-incomplete");
            brief = format!("{mark}\n{brief}");
        }
        // Small type (10 pt): a little more a line than the column's width.
        let lines = super::print::lines(&brief, KEY_RULES_CHARS * 1.15);
        if lines > 1 {
            key.set_row_height(row, 13.0 * f64::from(lines) + 3.0)?;
        }
        key.write_string_with_format(row, 1, brief, &small)?;
        for (j, id) in KEY_IDS.iter().enumerate() {
            key.write_string_with_format(row, 2 + j as u16, e.key_answer(id), &answer)?;
        }
        if others {
            key.write_string_with_format(row, 5, e.other_answers(), &small)?;
        }
        let text = format!("{}\n{}", st.rules, st.questions.join("\n"));
        tasks.write_string_with_format(trow, 0, &st.title, &top_bold)?;
        tasks.write_string_with_format(trow, 1, &text, &top_wrap)?;
        tasks.set_row_height(trow, text_height(&text, TASK_CHARS))?;
    }
    wb.push_worksheet(key);
    wb.push_worksheet(tasks);
    if o.grids {
        let _span = crate::timing::span("variant sheets");
        add_variant_sheets(&mut wb, entries, o, &key_name, &w.get("back"), tick)?;
    }
    wb.set_zip_compression_level(ZIP_LEVEL);
    let _span = crate::timing::span("save (XML, zip)");
    Ok(wb.save_to_buffer()?)
}

/// The key's rules column and the statements' column, Excel characters:
/// each sheet one page wide at a readable scale ([`super::print`]).
const KEY_RULES_CHARS: f64 = 64.0;
const TASK_CHARS: f64 = 75.0;

/// Variant sheets a worker thread may have ready ahead of the one being
/// finished: each holds its report (grid, tree) and an open temporary file.
const AHEAD: usize = 2;

/// A variant's sheet with its grid written: the rest is written in order.
struct GridDone<'a> {
    ws: Worksheet,
    report: Report<'a>,
    layout: Option<Layout>,
    row: u32,
}

/// A variant sheet whose grid has more cells than this is streamed through
/// a temporary file ([`sheet::new_streamed_sheet`]); a smaller one is kept
/// in memory until the book is saved. In memory a cell costs about 200
/// bytes, streamed about 30 (its XML), but each temporary file costs time
/// to make (0.05 ms on tmpfs, about 2 ms on this project's busy ext4 /tmp)
/// and holds a file open. Of 1000 generated variants (`generate --count 1000
/// --seed 1`) 369 are streamed, and they hold most of the cells.
pub const STREAMED_CELLS: u64 = 1000;

/// Whether the sheet of `e` is streamed ([`STREAMED_CELLS`]).
fn streamed(e: &Entry) -> bool {
    Grid::of(&e.solved.task.game, &e.solved.solution).is_some_and(|g| g.cells() > STREAMED_CELLS)
}

/// How many of the variant sheets are streamed, each keeping a temporary
/// file open until the book is saved.
pub fn streamed_sheets(entries: &[Entry]) -> u64 {
    entries.iter().filter(|e| streamed(e)).count() as u64
}

/// The sheet a variant's grid is written into: streamed when big.
fn variant_ws(wb: &mut Workbook, e: &Entry) -> Result<Worksheet, XlsxError> {
    if streamed(e) {
        sheet::new_streamed_sheet(wb)
    } else {
        Ok(Worksheet::new())
    }
}

/// Adds every variant's sheet, in order, `tick` after each. A big sheet is
/// streamed through a temporary file ([`STREAMED_CELLS`]: a book of 1000
/// variants held in memory took 830 MB). With two threads or more, worker threads each
/// prepare a variant's report (its grid, its tree) and write its grid, the
/// bulk of the work, while this thread writes the rest of each sheet (the
/// answers, the tree) in order: the grids use only strings written in place
/// and formats registered here first, the rest numbers its formats as first
/// used, so the bytes do not depend on timing (nor on the thread count).
///
/// # Errors
/// A grid does not fit a sheet, a temporary file cannot be made, or
/// rust_xlsxwriter fails.
fn add_variant_sheets<'a>(
    wb: &mut Workbook,
    entries: &'a [Entry],
    o: &'a BookOptions,
    key_name: &str,
    back: &str,
    tick: &(dyn Fn() + Sync),
) -> anyhow::Result<()> {
    for f in sheet::label_sheet_formats() {
        wb.register_format(&f);
    }
    let grid = |e: &'a Entry, mut ws: Worksheet| -> anyhow::Result<GridDone<'a>> {
        let mut report = e.solved.report(o.labels, true);
        if o.trees {
            report.trees = e.solved.trees(&["21"], 1);
        }
        let (layout, row) = xlsx::variant_grid(&mut ws, &report, o.lang)?;
        Ok(GridDone {
            ws,
            report,
            layout,
            row,
        })
    };
    let finish = |wb: &mut Workbook, i: usize, mut g: GridDone| -> anyhow::Result<()> {
        let back_target = format!("'{key_name}'!A{}", KEY_TOP + 2 + i as u32);
        // `free` is the first row below the sheet's trees, where more may follow.
        let free = xlsx::variant_rest(
            &mut g.ws,
            &g.report,
            o.lang,
            &variant_sheet(o.lang, &entries[i]),
            Some((back, &back_target)),
            (g.layout.as_ref(), g.row),
        )?;
        if let Some(note) = &entries[i].reading {
            reading_rows(&mut g.ws, note, free + 1, o.lang)?;
        }
        wb.push_worksheet(g.ws);
        tick();
        Ok(())
    };
    let workers = o.threads.min(entries.len());
    if workers < 2 {
        for (i, e) in entries.iter().enumerate() {
            let g = grid(e, variant_ws(wb, e)?)?;
            finish(wb, i, g)?;
        }
        return Ok(());
    }
    // Worker k writes the grids of variants k, k + workers, …, in order, and
    // this thread takes them back in the same round.
    std::thread::scope(|s| {
        let mut jobs = Vec::with_capacity(workers);
        let mut done = Vec::with_capacity(workers);
        for _ in 0..workers {
            let (job_tx, job_rx) = std::sync::mpsc::sync_channel::<(usize, Worksheet)>(AHEAD);
            let (done_tx, done_rx) = std::sync::mpsc::sync_channel(AHEAD);
            s.spawn(move || {
                for (i, ws) in job_rx {
                    // The receiver gone (an error there): stop.
                    if done_tx.send(grid(&entries[i], ws)).is_err() {
                        break;
                    }
                }
            });
            jobs.push(job_tx);
            done.push(done_rx);
        }
        let send = |wb: &mut Workbook, i: usize| -> anyhow::Result<()> {
            let ws = variant_ws(wb, &entries[i])?;
            jobs[i % workers]
                .send((i, ws))
                .map_err(|_| anyhow::anyhow!("a variant sheet's writer stopped"))
        };
        let ahead = (AHEAD * workers).min(entries.len());
        for i in 0..ahead {
            send(wb, i)?;
        }
        for i in 0..entries.len() {
            let g = done[i % workers]
                .recv()
                .map_err(|_| anyhow::anyhow!("a variant sheet's writer stopped"))??;
            finish(wb, i, g)?;
            if i + ahead < entries.len() {
                send(wb, i + ahead)?;
            }
        }
        // Returning drops `jobs`: the workers' loops end.
        Ok(())
    })
}

/// How a task's text was read (a book made from a document of tasks), from
/// `row` on: a title, then each sentence with the key it set, then what was
/// not read, marked.
fn reading_rows(
    ws: &mut Worksheet,
    note: &ReadingNote,
    mut row: u32,
    lang: Lang,
) -> Result<(), XlsxError> {
    let w = statement::words(lang);
    let bold = Format::new().set_bold();
    let wrap = Format::new().set_text_wrap().set_align(FormatAlign::Top);
    let unread = wrap.clone().set_font_color(Color::RGB(0x9C_00_06));
    // Over the columns a portrait page holds at the sheet's scale.
    const LAST: u16 = 12;
    const CHARS: f64 = 100.0;
    ws.write_string_with_format(row, 0, w.get("reading.title"), &bold)?;
    row += 1;
    let mark = w.get("reading.unread");
    let lines = note
        .keys
        .iter()
        .map(|(words, key)| (format!("{key}   ← «{words}»"), &wrap))
        .chain(
            note.unread
                .iter()
                .map(|u| (format!("{mark}: {}", u.message(lang)), &unread)),
        );
    for (text, format) in lines {
        let n = super::print::lines(&text, CHARS);
        ws.set_row_height(row, 13.0 * f64::from(n) + 2.0)?;
        ws.merge_range(row, 0, row, LAST, &text, format)?;
        row += 1;
    }
    Ok(())
}

/// The height (points) of a wrapped text in a column `width` characters wide.
fn text_height(text: &str, width: f64) -> f64 {
    let lines: f64 = text
        .split('\n')
        .map(|l| (l.chars().count() as f64 / (width * 1.15)).ceil().max(1.0))
        .sum();
    (lines * 15.0).min(409.0)
}

/// Writes the key as CSV: variant, name, the rules on one line, the answers
/// to 19, 20, 21 (and any other questions).
///
/// # Errors
/// Writing fails.
pub fn write_key_csv(out: &mut dyn Write, entries: &[Entry], lang: Lang) -> anyhow::Result<()> {
    let w = statement::words(lang);
    let mut csv = csv::WriterBuilder::new().from_writer(out);
    let others = entries.iter().any(|e| !e.other_answers().is_empty());
    let mut head = vec![
        crate::tr!(lang, "key-variant"),
        w.get("col.rules").to_lowercase(),
    ];
    head.extend(KEY_IDS.iter().map(|s| s.to_string()));
    if others {
        head.push(w.get("col.other").to_lowercase());
    }
    csv.write_record(&head)?;
    for e in entries {
        let mut rec = vec![
            e.number.to_string(),
            super::csv::neutral(&statement::brief(&e.solved.task.game, lang)).into_owned(),
        ];
        rec.extend(
            KEY_IDS
                .iter()
                .map(|id| super::csv::neutral(&e.key_answer(id)).into_owned()),
        );
        if others {
            rec.push(super::csv::neutral(&e.other_answers()).into_owned());
        }
        csv.write_record(&rec)?;
    }
    csv.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::book::generate::generate;

    /// Seven generated variants (every family), their statements.
    fn book() -> (Vec<Entry>, Vec<Statement>) {
        let entries: Vec<Entry> = generate(7, 11, None, &|| {})
            .expect("variants")
            .into_iter()
            .enumerate()
            .map(|(i, g)| Entry {
                number: i + 1,
                solved: g.solved,
                reading: None,
            })
            .collect();
        let statements = entries
            .iter()
            .map(|e| statement::statement(e.number, &e.solved, Lang::Ru))
            .collect();
        (entries, statements)
    }

    /// The variant sheets are written on worker threads: the bytes are the
    /// same whichever thread wrote which sheet first, and as one thread
    /// writes them.
    #[test]
    fn the_bytes_do_not_depend_on_the_threads() {
        let (entries, statements) = book();
        let write = |threads| {
            let o = BookOptions {
                lang: Lang::Ru,
                grids: true,
                trees: true,
                labels: Convention::WinLose,
                threads,
            };
            workbook(&entries, &statements, &o, &|| {}).expect("a book")
        };
        let one = write(1);
        for threads in [2, 3, 2] {
            assert!(write(threads) == one, "{threads} threads gave other bytes");
        }
    }
}
