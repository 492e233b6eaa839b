//! The class workbook (`check --class … --out class.xlsx|.ods`): a row per
//! student on the first sheet, linked to the student's sheet (their table
//! annotated as `--annotate` does it); the heat map (the game's grid, each
//! cell coloured by how many students got it wrong) and the five most
//! missed cells on the second. The rows as CSV: [`super::class_csv`].
//!
//! What the sheets hold is said here once, cell by cell ([`Cell`], each
//! with its [`Look`]), to a [`SheetOut`]; the two formats write it by hand:
//! [`super::class_xlsx`] and [`super::class_ods`]. The students' sheets are
//! written as the files are read ([`StudentSheets::add_student`]) into one
//! spool ([`super::spool`]), so the workbooks need not be kept: a thousand
//! students take little more memory than one.

use std::borrow::Cow;

use crate::check::annotate::note_text;
use crate::check::class::{words, Class, Group, Row, RowResult};
use crate::check::file::CheckOptions;
use crate::check::variant::{self, NamePattern, VariantKey};
use crate::check::{Problem, Verdict};
use crate::exam::wording::Lang;
use crate::game::Game;
use crate::import::{Book, Sheet, Value};
use crate::solve::SolveOptions;

pub use super::class_csv::csv;
pub use super::class_xlsx::ClassWorkbook;

/// How a cell of the class workbook looks: each format has its style for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Plain,
    Bold,
    /// A column's head: bold, wrapped, on light blue.
    Head,
    /// Bold and centred: the heat map's heads.
    Centre,
    /// Red text: a wrong answer, a file not used.
    Red,
    /// Green text: a right answer.
    Green,
    /// A percentage with one decimal.
    Percent,
    /// Wrapped text, to the top.
    Wrap,
    /// A student's wrong cell: red fill.
    Wrong,
    /// A student's unmarked cell (`--strict`): yellow fill.
    Unmarked,
    /// A link to another sheet.
    Link,
    /// A heat-map cell of `n` students wrong on the `map`-th heat map
    /// (coloured by `heat_colour` against that map's most).
    Heat {
        map: usize,
        n: usize,
    },
}

/// What a cell holds.
#[derive(Debug, Clone)]
pub enum Content<'a> {
    Text(Cow<'a, str>),
    Number(f64),
    /// Nothing, but styled or noted.
    Blank,
}

/// A cell of a row: its column, content and look; a link to cell A1 of a
/// sheet; a note (a comment).
#[derive(Debug, Clone)]
pub struct Cell<'a> {
    pub col: u16,
    pub content: Content<'a>,
    pub look: Look,
    pub link: Option<&'a str>,
    pub note: Option<String>,
}

impl<'a> Cell<'a> {
    pub fn text(col: u16, text: impl Into<Cow<'a, str>>, look: Look) -> Cell<'a> {
        Cell {
            col,
            content: Content::Text(text.into()),
            look,
            link: None,
            note: None,
        }
    }

    pub fn number(col: u16, v: f64, look: Look) -> Cell<'a> {
        Cell {
            col,
            content: Content::Number(v),
            look,
            link: None,
            note: None,
        }
    }

    /// `text` linking to cell A1 of the sheet `sheet`.
    pub fn link(col: u16, text: &'a str, sheet: &'a str) -> Cell<'a> {
        Cell {
            link: Some(sheet),
            ..Cell::text(col, text, Look::Link)
        }
    }
}

/// A writer of the class workbook's sheets: a sheet's start, its rows in
/// order (each row's cells in column order), its end.
pub trait SheetOut {
    /// A sheet named `name`; `widths[c]` the width of column `c` in
    /// characters (`None`: the default); the first `frozen` rows stay in
    /// view.
    ///
    /// # Errors
    /// Writing fails.
    fn start_sheet(
        &mut self,
        name: &str,
        widths: &[Option<u32>],
        frozen: u32,
    ) -> anyhow::Result<()>;

    /// Row `r` (0-based, above the last row written).
    ///
    /// # Errors
    /// Writing fails.
    fn row(&mut self, r: u32, cells: &[Cell<'_>]) -> anyhow::Result<()>;

    /// # Errors
    /// Writing fails.
    fn end_sheet(&mut self) -> anyhow::Result<()>;
}

/// A class workbook (XLSX or ODS) taking each student's annotated sheet
/// as their file is checked.
pub trait StudentSheets {
    /// The sheet of the student of the class's row `index` (`row`): their
    /// table as read (`sheet`) with its `problems` marked.
    ///
    /// # Errors
    /// The sheet cannot be written.
    fn add_student(
        &mut self,
        index: usize,
        row: &Row,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()>;
}

/// A sheet name Excel takes: no `[]:*?/\`, at most 31 characters, unique
/// (numbered by the row).
pub(crate) fn student_sheet_name(n: usize, row: &Row) -> String {
    let base = row.student.clone().unwrap_or_else(|| {
        std::path::Path::new(&row.file)
            .file_stem()
            .map_or_else(|| row.file.clone(), |s| s.to_string_lossy().into_owned())
    });
    let clean: String = base
        .chars()
        .map(|c| {
            if "[]:*?/\\'".contains(c) || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect();
    let name = format!("{n}. {}", clean.trim());
    name.chars()
        .take(31)
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// The student's sheet (`row` is theirs): their summary line, a link back
/// to the class, then the table as read from its fourth row, wrong cells
/// red (unmarked ones yellow) with the expected label and the reason in a
/// note.
///
/// # Errors
/// Writing fails, or the table is beyond a sheet's columns or rows.
pub(crate) fn student_sheet(
    out: &mut dyn SheetOut,
    name: &str,
    row: &Row,
    sheet: &Sheet,
    problems: &[Problem],
    lang: Lang,
) -> anyhow::Result<()> {
    const TOP: u32 = 3;
    let w = words(lang);
    out.start_sheet(name, &[], 0)?;
    let title = match &row.student {
        Some(s) => format!("{s} — {}", row.file),
        None => row.file.clone(),
    };
    out.row(
        0,
        &[
            Cell::text(0, title, Look::Bold),
            Cell::link(6, w.back, w.class_sheet),
        ],
    )?;
    if let Some(t) = row.table() {
        out.row(1, &[Cell::text(0, t.summary.as_str(), Look::Plain)])?;
    }
    let mut marks = std::collections::HashMap::new();
    for p in problems {
        marks.insert((p.row, p.col), p);
    }
    let mut cells: Vec<Cell<'_>> = Vec::new();
    for (r, values) in sheet.rows().enumerate() {
        cells.clear();
        let rr = TOP + u32::try_from(r)?;
        for (c, v) in values.iter().enumerate() {
            let cc = u16::try_from(c)?;
            let content = match v {
                Value::Empty => Content::Blank,
                Value::Number(f) => Content::Number(*f),
                Value::Text(t) => Content::Text(Cow::Borrowed(t.as_str())),
                Value::Error(e) => Content::Text(Cow::Borrowed(e.as_str())),
            };
            let cell = Cell {
                col: cc,
                content,
                look: Look::Plain,
                link: None,
                note: None,
            };
            match marks.get(&(r, c)) {
                Some(p) => cells.push(marked(cell, p, lang)),
                None if matches!(cell.content, Content::Blank) => {}
                None => cells.push(cell),
            }
        }
        // A marked cell beyond the row's last value (a blank the reader
        // did not keep).
        let mut beyond: Vec<&Problem> = problems
            .iter()
            .filter(|p| p.row == r && p.col >= values.len())
            .collect();
        beyond.sort_by_key(|p| p.col);
        for p in beyond {
            let blank = Cell {
                col: u16::try_from(p.col)?,
                content: Content::Blank,
                look: Look::Plain,
                link: None,
                note: None,
            };
            cells.push(marked(blank, p, lang));
        }
        if !cells.is_empty() {
            out.row(rr, &cells)?;
        }
    }
    out.end_sheet()
}

/// A student's cell marked: red (yellow when unmarked), the expected label
/// and the reason in a note.
fn marked<'a>(cell: Cell<'a>, p: &Problem, lang: Lang) -> Cell<'a> {
    Cell {
        look: if p.verdict == Verdict::Wrong {
            Look::Wrong
        } else {
            Look::Unmarked
        },
        note: Some(note_text(p, lang)),
        ..cell
    }
}

/// The first sheet: a row per student, each linked to their sheet
/// (`links`: row index in the class, sheet name).
///
/// # Errors
/// Writing fails.
pub(crate) fn class_sheet(
    out: &mut dyn SheetOut,
    class: &Class,
    title: &str,
    links: &[(usize, String)],
    lang: Lang,
) -> anyhow::Result<()> {
    const TOP: u32 = 3;
    let w = words(lang);
    let ids = class.questions();
    let with_variants = class.groups.iter().any(|g| g.variant.is_some());
    let n_ans = ids.len() as u16;
    let mut widths = vec![Some(28), Some(24), None, None, None];
    widths.extend(ids.iter().map(|_| Some(22)));
    widths.extend([None, Some(20), Some(60)]);
    if with_variants {
        widths.push(Some(36));
    }
    out.start_sheet(w.class_sheet, &widths, TOP + 1)?;
    out.row(0, &[Cell::text(0, title, Look::Bold)])?;
    let rule = format!("{}: {}", w.marks_rule, class.marks.describe(lang));
    out.row(1, &[Cell::text(0, rule, Look::Plain)])?;
    let mut cols: Vec<&str> = vec![w.file, w.student, w.checked, w.wrong, w.percent];
    cols.extend(ids.iter().map(String::as_str));
    cols.extend([w.mark, w.sheet, w.note]);
    if with_variants {
        cols.push(w.variant);
    }
    let head: Vec<Cell<'_>> = cols
        .iter()
        .enumerate()
        .map(|(c, n)| Cell::text(c as u16, *n, Look::Head))
        .collect();
    out.row(TOP, &head)?;
    let mut links = links.iter().peekable();
    for (i, r) in class.rows.iter().enumerate() {
        let mut cells = vec![Cell::text(0, r.file.as_str(), Look::Plain)];
        if let Some(s) = &r.student {
            cells.push(Cell::text(1, s.as_str(), Look::Plain));
        }
        match &r.result {
            RowResult::Table(t) => {
                cells.push(Cell::number(2, t.counts.checked as f64, Look::Plain));
                cells.push(Cell::number(3, t.counts.wrong as f64, Look::Plain));
                let pct = (t.percent * 10.0).round() / 10.0;
                cells.push(Cell::number(4, pct, Look::Percent));
            }
            RowResult::Error(_) => cells.push(Cell::text(2, w.not_used, Look::Red)),
        }
        for g in &r.answers {
            let j = ids
                .iter()
                .position(|q| *q == g.question)
                .unwrap_or_default();
            let look = if g.right { Look::Green } else { Look::Red };
            cells.push(Cell::text(5 + j as u16, g.shown(lang), look));
        }
        if let Some(m) = &r.mark {
            cells.push(match m.parse::<f64>() {
                Ok(n) => Cell::number(5 + n_ans, n, Look::Bold),
                Err(_) => Cell::text(5 + n_ans, m.as_str(), Look::Bold),
            });
        }
        // The links are in the rows' order.
        if let Some((_, name)) = links.next_if(|(k, _)| *k == i) {
            cells.push(Cell::link(5 + n_ans + 1, name, name));
        }
        if let RowResult::Error(e) = &r.result {
            cells.push(Cell::text(5 + n_ans + 2, e.as_str(), Look::Red));
        }
        if let Some(v) = &r.variant {
            cells.push(Cell::text(5 + n_ans + 3, v.said.as_str(), Look::Plain));
        }
        cells.sort_by_key(|c| c.col);
        out.row(TOP + 1 + i as u32, &cells)?;
    }
    out.end_sheet()
}

/// The colour of a heat-map cell (`0xRRGGBB`): white for none, deeper red
/// for more.
pub(crate) fn heat_colour(n: usize, most: usize) -> u32 {
    if n == 0 || most == 0 {
        return 0xFF_FF_FF;
    }
    let t = n as f64 / most as f64;
    let gb = (235.0 - 185.0 * t).round() as u32;
    0xFF_00_00 | (gb << 8) | gb
}

/// The heat maps drawn (one per group with a checked table, see
/// [`Class::heat_groups`]) and each one's most students wrong in a cell:
/// the colours each format defines before the sheets.
pub(crate) fn heat_maps(class: &Class) -> Vec<(&Group, usize)> {
    class
        .heat_groups()
        .into_iter()
        .map(|g| {
            let group = &class.groups[g];
            let most = group.heat().iter().map(|(_, n)| *n).max().unwrap_or(0);
            (group, most)
        })
        .collect()
}

/// The `map`-th heat map's sheet (one per variant with a book): the five
/// most missed cells and why, then the grid with each cell's count of
/// students wrong (coloured).
///
/// # Errors
/// Writing fails.
pub(crate) fn heat_sheet(
    out: &mut dyn SheetOut,
    group: &Group,
    map: usize,
    lang: Lang,
) -> anyhow::Result<()> {
    let w = words(lang);
    let (down, across) = group.heat_axes();
    let mut widths = vec![Some(14)];
    widths.extend(across.iter().map(|_| Some(4)));
    // The top list's reasons are long: wide unless the grid is there.
    if widths.len() < 5 {
        widths.resize(4, None);
        widths.push(Some(80));
    }
    out.start_sheet(&heat_sheet_name(group, lang), &widths, 0)?;
    let missed_title = match &group.variant {
        None => w.missed_title.to_string(),
        Some(v) => format!("{} ({})", w.missed_title, variant_title(v, lang)),
    };
    out.row(0, &[Cell::text(0, missed_title, Look::Bold)])?;
    let head = [w.position, w.wrong_in, w.expected, w.most_wrote, w.reason];
    let head: Vec<Cell<'_>> = head
        .iter()
        .enumerate()
        .map(|(c, n)| Cell::text(c as u16, *n, Look::Centre))
        .collect();
    out.row(1, &head)?;
    for (i, m) in group.most_missed(5).iter().enumerate() {
        out.row(
            2 + i as u32,
            &[
                Cell::text(0, m.position_name.as_str(), Look::Plain),
                Cell::number(1, m.wrong as f64, Look::Plain),
                Cell::text(2, m.expected.as_str(), Look::Plain),
                Cell::text(3, format!("{} ({})", m.found, m.found_by), Look::Plain),
                Cell::text(4, m.reason.as_str(), Look::Wrap),
            ],
        )?;
    }
    const TOP: u32 = 9;
    out.row(TOP - 1, &[Cell::text(0, w.heat_title, Look::Bold)])?;
    let two = group.game.heaps >= 2;
    let mut top = vec![Cell::text(0, w.heap1_heap2, Look::Centre)];
    if two {
        for (j, a) in across.iter().enumerate() {
            top.push(Cell::number(1 + j as u16, *a as f64, Look::Centre));
        }
    }
    out.row(TOP, &top)?;
    for (i, d) in down.iter().enumerate() {
        let mut cells = vec![Cell::number(0, *d as f64, Look::Centre)];
        for (j, a) in across.iter().enumerate() {
            let pos = if two { vec![*d, *a] } else { vec![*d] };
            let n = group.wrong_at(&pos);
            if n > 0 {
                cells.push(Cell::number(1 + j as u16, n as f64, Look::Heat { map, n }));
            }
        }
        out.row(TOP + 1 + i as u32, &cells)?;
    }
    out.end_sheet()
}

/// The name of a heat map's sheet: one for the class, or one per variant
/// (`Тепловая карта, в. 3`).
pub fn heat_sheet_name(group: &Group, lang: Lang) -> String {
    let w = words(lang);
    match &group.variant {
        None => w.heat_sheet.to_string(),
        Some(v) => format!("{}, {} {}", w.heat_sheet, w.variant_short, v.number),
    }
}

/// Adds one file to the class (and its sheet to the workbook, when one is
/// written): `read` is the workbook read, or why it could not be. What the
/// command does for each file, and the page for each file dropped. The
/// class has one game (`game`, the one it was made with).
///
/// # Errors
/// The student's sheet cannot be written.
pub fn add_file(
    class: &mut Class,
    wb: Option<&mut dyn StudentSheets>,
    game: &Game,
    name: &str,
    read: Result<Book, String>,
    how: &CheckOptions,
    solve_opts: &SolveOptions,
) -> anyhow::Result<()> {
    debug_assert!(class.groups.len() == 1 && class.groups[0].game == *game);
    match read {
        Err(why) => class.add_error(name, why),
        Ok(book) => {
            let c = class.add_book(name, &book, how, solve_opts);
            add_sheet(class, wb, &book, c.as_ref())?;
        }
    }
    Ok(())
}

/// The student's annotated sheet, when the file gave a checked table.
fn add_sheet(
    class: &Class,
    wb: Option<&mut dyn StudentSheets>,
    book: &Book,
    c: Option<&crate::check::file::Checked>,
) -> anyhow::Result<()> {
    if let (Some(c), Some(wb), Some(index)) = (c, wb, class.rows.len().checked_sub(1)) {
        let row = &class.rows[index];
        wb.add_student(index, row, &book.sheets[c.sheet_index], &c.outcome.problems)?;
    }
    Ok(())
}

/// [`add_file`] for a class checked against a book of variants: the file
/// matched to its variant ([`variant::match_file`]: by the task printed
/// in it or by its name) and checked against that variant; a file matched
/// to none or to two is a row with the reason.
///
/// # Errors
/// The student's sheet cannot be written.
pub fn add_variant_file(
    class: &mut Class,
    wb: Option<&mut dyn StudentSheets>,
    name: &str,
    read: Result<Book, String>,
    pattern: Option<&NamePattern>,
    how: &CheckOptions,
    solve_opts: &SolveOptions,
) -> anyhow::Result<()> {
    let keys: Vec<VariantKey> = class
        .groups
        .iter()
        .filter_map(|g| g.variant.clone())
        .collect();
    let book = match read {
        Err(why) => {
            // Its name may still say its variant: the row says so.
            let v = variant::match_file(name, None, &keys, pattern)
                .ok()
                .and_then(|m| class.row_variant(m.index, m.how));
            class.add_error_in(name, why, v);
            return Ok(());
        }
        Ok(book) => book,
    };
    match variant::match_file(name, Some(&book), &keys, pattern) {
        Err(why) => class.add_error(name, why.reason(class.lang)),
        Ok(m) => {
            let c = class.add_book_in(m.index, Some(m.how), name, &book, how, solve_opts);
            add_sheet(class, wb, &book, c.as_ref())?;
        }
    }
    Ok(())
}

/// «вариант 3 (Камни и мешок)».
pub fn variant_title(v: &VariantKey, lang: Lang) -> String {
    let w = words(lang);
    match &v.name {
        Some(n) => format!("{} {} — {n}", w.variant.to_lowercase(), v.number),
        None => format!("{} {}", w.variant.to_lowercase(), v.number),
    }
}
