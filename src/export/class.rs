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
use crate::check::class::{words, Class, Row, RowResult};
use crate::check::file::CheckOptions;
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
}

/// A sheet name Excel takes: no `[]:*?/\`, at most 31 characters, unique
/// (numbered by the row).
fn student_sheet_name(n: usize, row: &Row) -> String {
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
        })
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
        let mut ws = if self.cells <= IN_MEMORY_CELLS {
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
    pub fn finish(mut self, class: &Class, game: &Game, title: &str) -> anyhow::Result<Vec<u8>> {
        let w = words(self.lang);
        let mut rows = Worksheet::new();
        rows.set_name(w.class_sheet)?;
        let mut heat = Worksheet::new();
        heat.set_name(w.heat_sheet)?;
        let links: Vec<(usize, &str)> = self
            .students
            .iter()
            .map(|(i, n, _)| (*i, n.as_str()))
            .collect();
        class_sheet(&mut rows, class, title, &links, self.lang)?;
        heat_sheet(&mut heat, class, game, self.lang)?;
        self.wb.push_worksheet(rows);
        self.wb.push_worksheet(heat);
        for (_, _, ws) in self.students.drain(..) {
            self.wb.push_worksheet(ws);
        }
        Ok(self.wb.save_to_buffer()?)
    }
}

/// Adds one file to the class (and its sheet to the workbook, when one is
/// written): `read` is the workbook read, or why it could not be. What the
/// command does for each file, and the page for each file dropped.
///
/// # Errors
/// The student's sheet cannot be written (beyond XLSX's limits).
pub fn add_file(
    class: &mut Class,
    wb: Option<&mut ClassWorkbook>,
    game: &Game,
    name: &str,
    read: Result<Book, String>,
    how: &CheckOptions,
    solve_opts: &SolveOptions,
) -> anyhow::Result<()> {
    match read {
        Err(why) => class.add_error(name, why),
        Ok(book) => {
            if let Some(c) = class.add_book(game, name, &book, how, solve_opts) {
                if let Some(wb) = wb {
                    wb.add_student(class, &book.sheets[c.sheet_index], &c.outcome.problems)?;
                }
            }
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
    let mut cols: Vec<String> = [w.file, w.student, w.checked, w.wrong, w.percent]
        .map(String::from)
        .to_vec();
    cols.extend(class.expected.iter().map(|a| a.id.clone()));
    cols.extend([w.mark, w.sheet, w.note].map(String::from));
    const TOP: u32 = 3;
    for (c, name) in cols.iter().enumerate() {
        ws.write_string_with_format(TOP, c as u16, name, &head)?;
    }
    let n_ans = class.expected.len() as u16;
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
        for (j, g) in row.answers.iter().enumerate() {
            let f = if g.right { &green } else { &red };
            ws.write_string_with_format(r, 5 + j as u16, g.shown(lang), f)?;
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
    ws.set_freeze_panes(TOP + 1, 0)?;
    Ok(())
}

/// The colour of a heat-map cell: white for none, deeper red for more.
fn heat_colour(n: usize, most: usize) -> Color {
    if n == 0 || most == 0 {
        return Color::White;
    }
    let t = n as f64 / most as f64;
    let gb = (235.0 - 185.0 * t).round() as u32;
    Color::RGB(0xFF_00_00 | (gb << 8) | gb)
}

/// The second sheet: the grid with each cell's count of students wrong
/// (coloured), then the five most missed cells and why.
fn heat_sheet(ws: &mut Worksheet, class: &Class, game: &Game, lang: Lang) -> Result<(), XlsxError> {
    let w = words(lang);
    let bold = Format::new().set_bold();
    let head = Format::new().set_bold().set_align(FormatAlign::Center);
    let wrap = Format::new().set_text_wrap().set_align(FormatAlign::Top);
    ws.write_string_with_format(0, 0, w.missed_title, &bold)?;
    let cols = [w.position, w.wrong_in, w.expected, w.most_wrote, w.reason];
    for (c, name) in cols.iter().enumerate() {
        ws.write_string_with_format(1, c as u16, *name, &head)?;
    }
    let missed = class.most_missed(game, 5);
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
    head.extend(class.expected.iter().map(|a| a.id.clone()));
    head.extend([w.mark, w.note].map(String::from));
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
        rec.extend(row.answers.iter().map(|g| g.shown(lang)));
        if row.answers.is_empty() {
            rec.extend(class.expected.iter().map(|_| String::new()));
        }
        rec.push(row.mark.clone().unwrap_or_default());
        rec.push(match &row.result {
            RowResult::Error(e) => e.clone(),
            RowResult::Table(_) => String::new(),
        });
        wr.write_record(neutral(&rec))?;
    }
    wr.flush()?;
    Ok(())
}
