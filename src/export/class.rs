//! The class workbook (`check --class … --out class.xlsx`): a row per
//! student on the first sheet, linked to the student's sheet (their table
//! annotated as `--annotate` does it); the heat map (the game's grid, each
//! cell coloured by how many students got it wrong) and the five most
//! missed cells on the second. Also the rows as CSV.
//!
//! The students' sheets are written as the files are read
//! ([`ClassWorkbook::add_student`]), streamed through temporary files
//! where there are files, so the workbooks need not be kept.

use rust_xlsxwriter::{
    Color, DocProperties, ExcelDateTime, Format, FormatAlign, Url, Workbook, Worksheet, XlsxError,
};

use crate::check::annotate;
use crate::check::class::{words, Class, Group, Row, RowResult};
use crate::check::file::CheckOptions;
use crate::check::variant::{self, NamePattern, VariantKey};
use crate::check::Problem;
use crate::exam::wording::Lang;
use crate::export::grid_sheets::{new_streamed_sheet, IN_MEMORY_CELLS};
use crate::game::Game;
use crate::import::{Book, Sheet};
use crate::solve::SolveOptions;

/// A class workbook being written: the students' sheets so far.
pub struct ClassWorkbook {
    wb: Workbook,
    lang: Lang,
    /// (row index in the class, sheet name, the sheet).
    students: Vec<(usize, String, Worksheet)>,
    /// Cells of the students' sheets so far.
    cells: u64,
    /// Every student's sheet streamed through a temporary file (the
    /// command line), whatever the class's size.
    streamed: bool,
}

/// A class workbook (XLSX or ODS) taking each student's annotated sheet
/// as their file is checked.
pub trait StudentSheets {
    /// The sheet of the class's last row.
    ///
    /// # Errors
    /// The sheet cannot be written.
    fn add_student(
        &mut self,
        class: &Class,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()>;
}

impl StudentSheets for ClassWorkbook {
    fn add_student(
        &mut self,
        class: &Class,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()> {
        ClassWorkbook::add_student(self, class, sheet, problems)
    }
}

impl StudentSheets for super::class_ods::ClassOds {
    fn add_student(
        &mut self,
        class: &Class,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()> {
        super::class_ods::ClassOds::add_student(self, class, sheet, problems)
    }
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

impl ClassWorkbook {
    /// # Errors
    /// The workbook's date cannot be set (never, for a fixed date).
    pub fn new(lang: Lang) -> Result<ClassWorkbook, XlsxError> {
        let mut wb = Workbook::new();
        let date = ExcelDateTime::from_ymd(2021, 1, 1)?;
        wb.set_properties(
            &DocProperties::new()
                .set_creation_datetime(&date)
                .set_author("gametable check --class"),
        );
        Ok(ClassWorkbook {
            wb,
            lang,
            students: Vec::new(),
            cells: 0,
            streamed: false,
        })
    }

    /// A class workbook whose every student's sheet is streamed through a
    /// temporary file (the command line): a thousand students take little
    /// more memory than one. The same cells as [`ClassWorkbook::new`]'s
    /// (the page's), in other bytes (strings inline, rows without spans).
    ///
    /// # Errors
    /// As [`ClassWorkbook::new`].
    pub fn streamed(lang: Lang) -> Result<ClassWorkbook, XlsxError> {
        let mut wb = ClassWorkbook::new(lang)?;
        wb.streamed = true;
        Ok(wb)
    }

    /// The sheet of the class's last row: its summary line, a link back to
    /// the class, then the table as read with wrong cells red and a note
    /// on each.
    ///
    /// # Errors
    /// The sheet is beyond XLSX's limits, or a temporary file cannot be made.
    pub fn add_student(
        &mut self,
        class: &Class,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()> {
        let Some(i) = class.rows.len().checked_sub(1) else {
            return Ok(());
        };
        let row = &class.rows[i];
        let w = words(self.lang);
        let name = student_sheet_name(self.students.len() + 1, row);
        // Small classes in memory, as the page writes them (the same bytes);
        // past IN_MEMORY_CELLS, each sheet streamed through a temporary file.
        self.cells += sheet.rows().map(|r| r.len() as u64).sum::<u64>();
        let mut ws = if !self.streamed && self.cells <= IN_MEMORY_CELLS {
            Worksheet::new()
        } else {
            new_streamed_sheet(&mut self.wb)?
        };
        ws.set_name(&name)?;
        let bold = Format::new().set_bold();
        let title = match &row.student {
            Some(s) => format!("{s} — {}", row.file),
            None => row.file.clone(),
        };
        ws.write_string_with_format(0, 0, title, &bold)?;
        ws.write_url_with_text(
            0,
            6,
            Url::new(format!("internal:'{}'!A1", w.class_sheet)),
            w.back,
        )?;
        if let Some(t) = row.table() {
            ws.write_string(1, 0, &t.summary)?;
        }
        annotate::write_sheet(&mut ws, sheet, problems, 3, self.lang)?;
        self.students.push((i, name, ws));
        Ok(())
    }

    /// The finished workbook: the class's rows, the heat map, then the
    /// students' sheets.
    ///
    /// # Errors
    /// A sheet beyond XLSX's limits.
    pub fn finish(self, class: &Class, game: &Game, title: &str) -> anyhow::Result<Vec<u8>> {
        let _ = game;
        let out = self.finish_to(class, title, std::io::Cursor::new(Vec::new()))?;
        Ok(out.into_inner())
    }

    /// [`ClassWorkbook::finish`] written to `out` (a temporary file on the
    /// command line: the workbook's bytes are never all in memory).
    ///
    /// # Errors
    /// A sheet beyond XLSX's limits, or writing fails.
    pub fn finish_to<W: std::io::Write + std::io::Seek + Send>(
        mut self,
        class: &Class,
        title: &str,
        mut out: W,
    ) -> anyhow::Result<W> {
        let w = words(self.lang);
        let mut rows = Worksheet::new();
        rows.set_name(w.class_sheet)?;
        let links: Vec<(usize, &str)> = self
            .students
            .iter()
            .map(|(i, n, _)| (*i, n.as_str()))
            .collect();
        class_sheet(&mut rows, class, title, &links, self.lang)?;
        self.wb.push_worksheet(rows);
        for g in class.heat_groups() {
            let group = &class.groups[g];
            let mut heat = Worksheet::new();
            heat.set_name(heat_sheet_name(group, self.lang))?;
            heat_sheet(&mut heat, group, self.lang)?;
            self.wb.push_worksheet(heat);
        }
        for (_, _, ws) in self.students.drain(..) {
            self.wb.push_worksheet(ws);
        }
        self.wb.save_to_writer(&mut out)?;
        Ok(out)
    }
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
/// The student's sheet cannot be written (beyond XLSX's limits).
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
    if let (Some(c), Some(wb)) = (c, wb) {
        wb.add_student(class, &book.sheets[c.sheet_index], &c.outcome.problems)?;
    }
    Ok(())
}

/// [`add_file`] for a class checked against a book of variants: the file
/// matched to its variant ([`variant::match_file`]: by the task printed
/// in it or by its name) and checked against that variant; a file matched
/// to none or to two is a row with the reason.
///
/// # Errors
/// The student's sheet cannot be written (beyond XLSX's limits).
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

/// The first sheet: a row per student.
fn class_sheet(
    ws: &mut Worksheet,
    class: &Class,
    title: &str,
    links: &[(usize, &str)],
    lang: Lang,
) -> Result<(), XlsxError> {
    let w = words(lang);
    let bold = Format::new().set_bold();
    let head = Format::new()
        .set_bold()
        .set_text_wrap()
        .set_align(FormatAlign::Top)
        .set_background_color(Color::RGB(0xDD_E6_F3));
    let red = Format::new().set_font_color(Color::RGB(0xC0_00_00));
    let green = Format::new().set_font_color(Color::RGB(0x00_70_00));
    let pct = Format::new().set_num_format("0.0");
    ws.write_string_with_format(0, 0, title, &bold)?;
    ws.write_string(
        1,
        0,
        format!("{}: {}", w.marks_rule, class.marks.describe(lang)),
    )?;
    let ids = class.questions();
    let with_variants = class.groups.iter().any(|g| g.variant.is_some());
    let mut cols: Vec<String> = [w.file, w.student, w.checked, w.wrong, w.percent]
        .map(String::from)
        .to_vec();
    cols.extend(ids.iter().cloned());
    cols.extend([w.mark, w.sheet, w.note].map(String::from));
    if with_variants {
        cols.push(w.variant.to_string());
    }
    const TOP: u32 = 3;
    for (c, name) in cols.iter().enumerate() {
        ws.write_string_with_format(TOP, c as u16, name, &head)?;
    }
    let n_ans = ids.len() as u16;
    for (i, row) in class.rows.iter().enumerate() {
        let r = TOP + 1 + i as u32;
        ws.write_string(r, 0, &row.file)?;
        if let Some(s) = &row.student {
            ws.write_string(r, 1, s)?;
        }
        match &row.result {
            RowResult::Table(t) => {
                ws.write_number(r, 2, t.counts.checked as f64)?;
                ws.write_number(r, 3, t.counts.wrong as f64)?;
                ws.write_number_with_format(r, 4, (t.percent * 10.0).round() / 10.0, &pct)?;
            }
            RowResult::Error(e) => {
                ws.write_string_with_format(r, 5 + n_ans + 2, e, &red)?;
                ws.write_string_with_format(r, 2, w.not_used, &red)?;
            }
        }
        for g in &row.answers {
            let f = if g.right { &green } else { &red };
            let j = ids
                .iter()
                .position(|q| *q == g.question)
                .unwrap_or_default();
            ws.write_string_with_format(r, 5 + j as u16, g.shown(lang), f)?;
        }
        if let Some(v) = &row.variant {
            ws.write_string(r, 5 + n_ans + 3, &v.said)?;
        }
        if let Some(m) = &row.mark {
            match m.parse::<f64>() {
                Ok(n) => ws.write_number_with_format(r, 5 + n_ans, n, &bold)?,
                Err(_) => ws.write_string_with_format(r, 5 + n_ans, m, &bold)?,
            };
        }
        if let Some((_, name)) = links.iter().find(|(k, _)| *k == i) {
            ws.write_url_with_text(
                r,
                5 + n_ans + 1,
                Url::new(format!("internal:'{name}'!A1")),
                *name,
            )?;
        }
    }
    ws.set_column_width(0, 28)?;
    ws.set_column_width(1, 24)?;
    for j in 0..n_ans {
        ws.set_column_width(5 + j, 22)?;
    }
    ws.set_column_width(5 + n_ans + 1, 20)?;
    ws.set_column_width(5 + n_ans + 2, 60)?;
    if with_variants {
        ws.set_column_width(5 + n_ans + 3, 36)?;
    }
    ws.set_freeze_panes(TOP + 1, 0)?;
    Ok(())
}

/// The colour of a heat-map cell: white for none, deeper red for more.
pub(crate) fn heat_colour(n: usize, most: usize) -> Color {
    if n == 0 || most == 0 {
        return Color::White;
    }
    let t = n as f64 / most as f64;
    let gb = (235.0 - 185.0 * t).round() as u32;
    Color::RGB(0xFF_00_00 | (gb << 8) | gb)
}

/// The second sheet (one per variant with a book): the grid with each
/// cell's count of students wrong (coloured), then the five most missed
/// cells and why.
fn heat_sheet(ws: &mut Worksheet, class: &Group, lang: Lang) -> Result<(), XlsxError> {
    let w = words(lang);
    let game = &class.game;
    let bold = Format::new().set_bold();
    let head = Format::new().set_bold().set_align(FormatAlign::Center);
    let wrap = Format::new().set_text_wrap().set_align(FormatAlign::Top);
    let missed_title = match &class.variant {
        None => w.missed_title.to_string(),
        Some(v) => format!("{} ({})", w.missed_title, variant_title(v, lang)),
    };
    ws.write_string_with_format(0, 0, missed_title, &bold)?;
    let cols = [w.position, w.wrong_in, w.expected, w.most_wrote, w.reason];
    for (c, name) in cols.iter().enumerate() {
        ws.write_string_with_format(1, c as u16, *name, &head)?;
    }
    let missed = class.most_missed(5);
    for (i, m) in missed.iter().enumerate() {
        let r = 2 + i as u32;
        ws.write_string(r, 0, &m.position_name)?;
        ws.write_number(r, 1, m.wrong as f64)?;
        ws.write_string(r, 2, &m.expected)?;
        ws.write_string(r, 3, format!("{} ({})", m.found, m.found_by))?;
        ws.write_string_with_format(r, 4, &m.reason, &wrap)?;
    }
    ws.set_column_width(4, 80)?;
    let (down, across) = class.heat_axes();
    let top = 9u32;
    ws.write_string_with_format(top - 1, 0, w.heat_title, &bold)?;
    ws.write_string_with_format(top, 0, w.heap1_heap2, &head)?;
    let most = class.heat().iter().map(|(_, n)| *n).max().unwrap_or(0);
    let two = game.heaps >= 2;
    if two {
        for (j, a) in across.iter().enumerate() {
            ws.write_number_with_format(top, 1 + j as u16, *a as f64, &head)?;
        }
    }
    let mut fmts: Vec<Format> = Vec::new();
    for n in 0..=most {
        fmts.push(
            Format::new()
                .set_background_color(heat_colour(n, most))
                .set_align(FormatAlign::Center),
        );
    }
    for (i, d) in down.iter().enumerate() {
        let r = top + 1 + i as u32;
        ws.write_number_with_format(r, 0, *d as f64, &head)?;
        for (j, a) in across.iter().enumerate() {
            let pos = if two { vec![*d, *a] } else { vec![*d] };
            let n = class.wrong_at(&pos);
            let c = 1 + j as u16;
            if n > 0 {
                ws.write_number_with_format(r, c, n as f64, &fmts[n])?;
            }
        }
    }
    for j in 0..across.len() {
        ws.set_column_width(1 + j as u16, 4)?;
    }
    ws.set_column_width(0, 14)?;
    Ok(())
}

/// The class's rows as CSV (UTF-8 with a byte-order mark, `;` between
/// fields, as Russian Excel opens by double-click): one line per file.
///
/// # Errors
/// Writing fails.
pub fn csv(out: &mut dyn std::io::Write, class: &Class, lang: Lang) -> anyhow::Result<()> {
    let w = words(lang);
    out.write_all("\u{feff}".as_bytes())?;
    let mut wr = ::csv::WriterBuilder::new().delimiter(b';').from_writer(out);
    let mut head: Vec<String> = [w.file, w.student, w.checked, w.wrong, w.percent]
        .map(String::from)
        .to_vec();
    let ids = class.questions();
    let with_variants = class.groups.iter().any(|g| g.variant.is_some());
    head.extend(ids.iter().cloned());
    head.extend([w.mark, w.note].map(String::from));
    if with_variants {
        head.push(w.variant.to_string());
    }
    // File names, students' names and answers, question ids: user text,
    // never a formula (numbers stay numbers).
    let neutral = |rec: &[String]| -> Vec<String> {
        rec.iter()
            .map(|f| super::csv::neutral(f).into_owned())
            .collect()
    };
    wr.write_record(neutral(&head))?;
    for row in &class.rows {
        let mut rec = vec![row.file.clone(), row.student.clone().unwrap_or_default()];
        match &row.result {
            RowResult::Table(t) => rec.extend([
                t.counts.checked.to_string(),
                t.counts.wrong.to_string(),
                // Russian Excel reads a decimal comma.
                match lang {
                    Lang::Ru => format!("{:.1}", t.percent).replace('.', ","),
                    Lang::En => format!("{:.1}", t.percent),
                },
            ]),
            RowResult::Error(_) => {
                rec.extend([w.not_used.to_string(), String::new(), String::new()])
            }
        }
        rec.extend(ids.iter().map(|q| {
            row.answers
                .iter()
                .find(|g| g.question == *q)
                .map(|g| g.shown(lang))
                .unwrap_or_default()
        }));
        rec.push(row.mark.clone().unwrap_or_default());
        rec.push(match &row.result {
            RowResult::Error(e) => e.clone(),
            RowResult::Table(_) => String::new(),
        });
        if with_variants {
            rec.push(
                row.variant
                    .as_ref()
                    .map(|v| v.said.clone())
                    .unwrap_or_default(),
            );
        }
        wr.write_record(neutral(&rec))?;
    }
    wr.flush()?;
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
