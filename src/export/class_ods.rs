//! The class workbook as OpenDocument (`check --class … --out class.ods`):
//! the same sheets as the XLSX ([`super::class`]) — the class's rows
//! linked to the students' sheets, a heat map per game (per variant with a
//! book), a sheet per student with wrong cells red and the reason in a
//! comment — written by hand as [`super::ods`] writes a table.
//!
//! The students' sheets are written as the files are read, into a spool (a
//! temporary file on the command line, memory on the page), and copied
//! after the class's rows and heat maps when the workbook is finished: a
//! thousand students cost little more memory than one.

use std::fmt::Write as _;
use std::io::{Seek, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

use super::class::{heat_colour, heat_sheet_name, student_sheet_name};
use super::ods::{esc, number_cell, row_xml, text_cell, NS};
use crate::check::annotate::note_text;
use crate::check::class::{words, Class, Group, RowResult};
use crate::check::{Problem, Verdict};
use crate::exam::wording::Lang;
use crate::import::{Sheet, Value};

/// Where the students' sheets wait for the end.
enum Spool {
    #[cfg(feature = "cli")]
    File(std::io::BufWriter<std::fs::File>),
    #[cfg(not(feature = "cli"))]
    Memory(Vec<u8>),
}

impl Spool {
    fn writer(&mut self) -> &mut dyn Write {
        match self {
            #[cfg(feature = "cli")]
            Spool::File(f) => f,
            #[cfg(not(feature = "cli"))]
            Spool::Memory(v) => v,
        }
    }

    /// Copies what was spooled to `out`.
    fn copy_to(self, out: &mut dyn Write) -> anyhow::Result<()> {
        match self {
            #[cfg(feature = "cli")]
            Spool::File(f) => {
                let mut f = f.into_inner().map_err(|e| e.into_error())?;
                f.rewind()?;
                std::io::copy(&mut f, out)?;
            }
            #[cfg(not(feature = "cli"))]
            Spool::Memory(v) => out.write_all(&v)?,
        }
        Ok(())
    }
}

/// A class workbook in ODS being written: the students' sheets so far.
pub struct ClassOds {
    lang: Lang,
    spool: Spool,
    /// (row index in the class, sheet name).
    students: Vec<(usize, String)>,
}

/// The cell styles (automatic styles of `content.xml`).
const STYLES: &str = concat!(
    r##"<number:number-style style:name="Npct"><number:number number:decimal-places="1" number:min-decimal-places="1" number:min-integer-digits="1"/></number:number-style>"##,
    r##"<style:style style:name="cB" style:family="table-cell"><style:text-properties fo:font-weight="bold"/></style:style>"##,
    r##"<style:style style:name="cH" style:family="table-cell"><style:table-cell-properties fo:background-color="#dde6f3" fo:wrap-option="wrap" style:vertical-align="top"/><style:text-properties fo:font-weight="bold"/></style:style>"##,
    r##"<style:style style:name="cC" style:family="table-cell"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-weight="bold"/></style:style>"##,
    r##"<style:style style:name="cRed" style:family="table-cell"><style:text-properties fo:color="#c00000"/></style:style>"##,
    r##"<style:style style:name="cGreen" style:family="table-cell"><style:text-properties fo:color="#007000"/></style:style>"##,
    r##"<style:style style:name="cPct" style:family="table-cell" style:data-style-name="Npct"/>"##,
    r##"<style:style style:name="cWrap" style:family="table-cell"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/></style:style>"##,
    r##"<style:style style:name="cWrong" style:family="table-cell"><style:table-cell-properties fo:background-color="#ff8080"/></style:style>"##,
    r##"<style:style style:name="cUnmarked" style:family="table-cell"><style:table-cell-properties fo:background-color="#ffff80"/></style:style>"##,
);

/// A column `chars` characters wide.
fn column(chars: u32) -> String {
    format!(
        r#"<style:style style:name="w{chars}" style:family="table-column"><style:table-column-properties style:column-width="{}pt"/></style:style>"#,
        chars * 6 + 6
    )
}

/// The widths the sheets use (characters).
const WIDTHS: [u32; 8] = [4, 14, 20, 22, 24, 28, 36, 60];

/// A cell whose text is a link to cell A1 of a sheet.
fn link(text: &str, sheet: &str) -> String {
    let target = format!("#'{}'.A1", sheet.replace('\'', "''"));
    format!(
        r#"<table:table-cell office:value-type="string"><text:p><text:a xlink:type="simple" xlink:href="{}">{}</text:a></text:p></table:table-cell>"#,
        esc(&target),
        esc(text)
    )
}

/// A student's cell: as read, red (yellow when unmarked) with the reason
/// in a comment when it is wrong; `None` for an empty cell left alone.
fn cell_xml(v: &Value, problem: Option<&Problem>, lang: Lang) -> Option<String> {
    let (style, note) = match problem {
        Some(p) => (
            Some(if p.verdict == Verdict::Wrong {
                "cWrong"
            } else {
                "cUnmarked"
            }),
            format!(
                "<office:annotation><text:p>{}</text:p></office:annotation>",
                esc(&note_text(p, lang))
            ),
        ),
        None => (None, String::new()),
    };
    let st = style.map_or(String::new(), |s| format!(r#" table:style-name="{s}""#));
    let (kind, body) = match v {
        Value::Empty if problem.is_none() => return None,
        Value::Empty => (String::new(), String::new()),
        Value::Number(f) => (
            format!(r#" office:value-type="float" office:value="{f}""#),
            format!("<text:p>{f}</text:p>"),
        ),
        Value::Text(t) => (
            r#" office:value-type="string""#.to_string(),
            format!("<text:p>{}</text:p>", esc(t.as_str())),
        ),
        Value::Error(e) => (
            r#" office:value-type="string""#.to_string(),
            format!("<text:p>{}</text:p>", esc(e.as_str())),
        ),
    };
    Some(format!(
        "<table:table-cell{st}{kind}>{note}{body}</table:table-cell>"
    ))
}

fn float_cell(v: f64, style: Option<&str>) -> String {
    let st = style.map_or(String::new(), |s| format!(r#" table:style-name="{s}""#));
    format!(
        r#"<table:table-cell{st} office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>"#
    )
}

/// A table's start, its columns' widths (`None`: the default).
fn table_start(out: &mut dyn Write, name: &str, widths: &[Option<u32>]) -> std::io::Result<()> {
    write!(out, r#"<table:table table:name="{}">"#, esc(name))?;
    for w in widths {
        match w {
            Some(w) => write!(out, r#"<table:table-column table:style-name="w{w}"/>"#)?,
            None => write!(out, "<table:table-column/>")?,
        }
    }
    Ok(())
}

/// A row of cells given as (column, XML), in column order; an empty row
/// as one empty cell.
fn row(out: &mut dyn Write, cells: &[(u16, String)]) -> std::io::Result<()> {
    if cells.is_empty() {
        return out.write_all(b"<table:table-row><table:table-cell/></table:table-row>");
    }
    out.write_all(row_xml(cells).as_bytes())
}

impl ClassOds {
    /// A class workbook spooling the students' sheets through a temporary
    /// file where there are files (the command line), else in memory.
    ///
    /// # Errors
    /// The temporary file cannot be made.
    pub fn new(lang: Lang) -> anyhow::Result<ClassOds> {
        #[cfg(feature = "cli")]
        let spool = Spool::File(std::io::BufWriter::new(tempfile::tempfile().map_err(
            |e| {
                anyhow::anyhow!(
                    "cannot make a temporary file in {}: {e}",
                    std::env::temp_dir().display()
                )
            },
        )?));
        #[cfg(not(feature = "cli"))]
        let spool = Spool::Memory(Vec::new());
        Ok(ClassOds {
            lang,
            spool,
            students: Vec::new(),
        })
    }

    /// The sheet of the class's last row, as the XLSX has it: its summary
    /// line, a link back to the class, then the table as read with wrong
    /// cells red (unmarked ones yellow) and a comment on each.
    ///
    /// # Errors
    /// Writing the spool fails.
    pub fn add_student(
        &mut self,
        class: &Class,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()> {
        let Some(i) = class.rows.len().checked_sub(1) else {
            return Ok(());
        };
        let r = &class.rows[i];
        let w = words(self.lang);
        let name = student_sheet_name(self.students.len() + 1, r);
        let out = self.spool.writer();
        table_start(out, &name, &[])?;
        let title = match &r.student {
            Some(s) => format!("{s} — {}", r.file),
            None => r.file.clone(),
        };
        row(
            out,
            &[
                (0, text_cell(&title, Some("cB"))),
                (6, link(w.back, w.class_sheet)),
            ],
        )?;
        match r.table() {
            Some(t) => row(out, &[(0, text_cell(&t.summary, None))])?,
            None => row(out, &[])?,
        }
        row(out, &[])?;
        let mut marks = std::collections::HashMap::new();
        for p in problems {
            marks.insert((p.row, p.col), p);
        }
        let lang = self.lang;
        for (rr, cells) in sheet.rows().enumerate() {
            let mut xml: Vec<(u16, String)> = Vec::new();
            for (c, v) in cells.iter().enumerate() {
                let Ok(cc) = u16::try_from(c) else { break };
                if let Some(x) = cell_xml(v, marks.get(&(rr, c)).copied(), lang) {
                    xml.push((cc, x));
                }
            }
            // A marked cell beyond the row's last value.
            let mut beyond: Vec<&Problem> = problems
                .iter()
                .filter(|p| p.row == rr && p.col >= cells.len())
                .collect();
            beyond.sort_by_key(|p| p.col);
            for p in beyond {
                if let (Ok(cc), Some(x)) =
                    (u16::try_from(p.col), cell_xml(&Value::Empty, Some(p), lang))
                {
                    xml.push((cc, x));
                }
            }
            row(out, &xml)?;
        }
        out.write_all(b"</table:table>")?;
        self.students.push((i, name));
        Ok(())
    }

    /// The finished workbook written to `out`: the class's rows, the heat
    /// maps, then the students' sheets.
    ///
    /// # Errors
    /// Writing fails.
    pub fn finish<W: Write + Seek>(self, class: &Class, title: &str, out: W) -> anyhow::Result<W> {
        let lang = self.lang;
        let mut zip = ZipWriter::new(out);
        let stored = SimpleFileOptions::default()
            .compression_method(CompressionMethod::Stored)
            .last_modified_time(zip::DateTime::default());
        let deflated = stored.compression_method(CompressionMethod::Deflated);
        zip.start_file("mimetype", stored)?;
        zip.write_all(b"application/vnd.oasis.opendocument.spreadsheet")?;
        zip.start_file("META-INF/manifest.xml", deflated)?;
        zip.write_all(MANIFEST.as_bytes())?;
        zip.start_file("content.xml", deflated)?;
        let groups = class.heat_groups();
        let most: Vec<usize> = groups
            .iter()
            .map(|&g| {
                class.groups[g]
                    .heat()
                    .iter()
                    .map(|(_, n)| *n)
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut styles = String::from(STYLES);
        for w in WIDTHS {
            styles.push_str(&column(w));
        }
        for (k, &m) in most.iter().enumerate() {
            for n in 1..=m {
                let colour = match heat_colour(n, m) {
                    rust_xlsxwriter::Color::RGB(rgb) => format!("#{rgb:06x}"),
                    _ => "#ffffff".into(),
                };
                let _ = write!(
                    styles,
                    r#"<style:style style:name="h{k}_{n}" style:family="table-cell"><style:table-cell-properties fo:background-color="{colour}"/><style:paragraph-properties fo:text-align="center"/></style:style>"#
                );
            }
        }
        write!(
            zip,
            r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content {NS}><office:automatic-styles>{styles}</office:automatic-styles><office:body><office:spreadsheet>"#
        )?;
        class_table(&mut zip, class, title, &self.students, lang)?;
        for (k, &g) in groups.iter().enumerate() {
            heat_table(&mut zip, &class.groups[g], k, lang)?;
        }
        self.spool.copy_to(&mut zip)?;
        zip.write_all(b"</office:spreadsheet></office:body></office:document-content>")?;
        Ok(zip.finish()?)
    }
}

const MANIFEST: &str = r#"<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>"#;

/// The first sheet: a row per student (the XLSX's columns).
fn class_table(
    out: &mut dyn Write,
    class: &Class,
    title: &str,
    links: &[(usize, String)],
    lang: Lang,
) -> anyhow::Result<()> {
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
    table_start(out, w.class_sheet, &widths)?;
    row(out, &[(0, text_cell(title, Some("cB")))])?;
    let rule = format!("{}: {}", w.marks_rule, class.marks.describe(lang));
    row(out, &[(0, text_cell(&rule, None))])?;
    row(out, &[])?;
    let mut cols: Vec<String> = [w.file, w.student, w.checked, w.wrong, w.percent]
        .map(String::from)
        .to_vec();
    cols.extend(ids.iter().cloned());
    cols.extend([w.mark, w.sheet, w.note].map(String::from));
    if with_variants {
        cols.push(w.variant.to_string());
    }
    let head: Vec<(u16, String)> = cols
        .iter()
        .enumerate()
        .map(|(c, n)| (c as u16, text_cell(n, Some("cH"))))
        .collect();
    row(out, &head)?;
    for (i, r) in class.rows.iter().enumerate() {
        let mut cells: Vec<(u16, String)> = vec![(0, text_cell(&r.file, None))];
        if let Some(s) = &r.student {
            cells.push((1, text_cell(s, None)));
        }
        match &r.result {
            RowResult::Table(t) => {
                cells.push((2, number_cell(t.counts.checked as i64, None)));
                cells.push((3, number_cell(t.counts.wrong as i64, None)));
                cells.push((
                    4,
                    float_cell((t.percent * 10.0).round() / 10.0, Some("cPct")),
                ));
            }
            RowResult::Error(_) => cells.push((2, text_cell(w.not_used, Some("cRed")))),
        }
        for g in &r.answers {
            let j = ids
                .iter()
                .position(|q| *q == g.question)
                .unwrap_or_default();
            let st = if g.right { "cGreen" } else { "cRed" };
            cells.push((5 + j as u16, text_cell(&g.shown(lang), Some(st))));
        }
        if let Some(m) = &r.mark {
            cells.push((
                5 + n_ans,
                match m.parse::<f64>() {
                    Ok(n) => float_cell(n, Some("cB")),
                    Err(_) => text_cell(m, Some("cB")),
                },
            ));
        }
        if let Some((_, name)) = links.iter().find(|(k, _)| *k == i) {
            cells.push((5 + n_ans + 1, link(name, name)));
        }
        if let RowResult::Error(e) = &r.result {
            cells.push((5 + n_ans + 2, text_cell(e, Some("cRed"))));
        }
        if let Some(v) = &r.variant {
            cells.push((5 + n_ans + 3, text_cell(&v.said, None)));
        }
        cells.sort_by_key(|c| c.0);
        row(out, &cells)?;
    }
    out.write_all(b"</table:table>")?;
    Ok(())
}

/// A heat map's sheet (the XLSX's): the five most missed cells and why,
/// then the grid of counts coloured by the `k`-th heat map's styles.
fn heat_table(out: &mut dyn Write, group: &Group, k: usize, lang: Lang) -> anyhow::Result<()> {
    let w = words(lang);
    let (down, across) = group.heat_axes();
    let mut widths = vec![Some(14)];
    widths.extend(across.iter().map(|_| Some(4)));
    table_start(out, &heat_sheet_name(group, lang), &widths)?;
    let missed_title = match &group.variant {
        None => w.missed_title.to_string(),
        Some(v) => format!(
            "{} ({})",
            w.missed_title,
            super::class::variant_title(v, lang)
        ),
    };
    row(out, &[(0, text_cell(&missed_title, Some("cB")))])?;
    let head = [w.position, w.wrong_in, w.expected, w.most_wrote, w.reason];
    let head: Vec<(u16, String)> = head
        .iter()
        .enumerate()
        .map(|(c, n)| (c as u16, text_cell(n, Some("cC"))))
        .collect();
    row(out, &head)?;
    let missed = group.most_missed(5);
    for m in &missed {
        row(
            out,
            &[
                (0, text_cell(&m.position_name, None)),
                (1, number_cell(m.wrong as i64, None)),
                (2, text_cell(&m.expected, None)),
                (3, text_cell(&format!("{} ({})", m.found, m.found_by), None)),
                (4, text_cell(&m.reason, Some("cWrap"))),
            ],
        )?;
    }
    for _ in missed.len()..6 {
        row(out, &[])?;
    }
    row(out, &[(0, text_cell(w.heat_title, Some("cB")))])?;
    let two = group.game.heaps >= 2;
    let mut top = vec![(0u16, text_cell(w.heap1_heap2, Some("cC")))];
    if two {
        for (j, a) in across.iter().enumerate() {
            top.push((1 + j as u16, number_cell(*a, Some("cC"))));
        }
    }
    row(out, &top)?;
    for d in &down {
        let mut cells = vec![(0u16, number_cell(*d, Some("cC")))];
        for (j, a) in across.iter().enumerate() {
            let pos = if two { vec![*d, *a] } else { vec![*d] };
            let n = group.wrong_at(&pos);
            if n > 0 {
                cells.push((
                    1 + j as u16,
                    number_cell(n as i64, Some(&format!("h{k}_{n}"))),
                ));
            }
        }
        row(out, &cells)?;
    }
    out.write_all(b"</table:table>")?;
    Ok(())
}
