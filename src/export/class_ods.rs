//! The class workbook as OpenDocument (`check --class … --out class.ods`):
//! the sheets [`super::class`] describes — the class's rows linked to the
//! students' sheets, a heat map per game (per variant with a book), a sheet
//! per student with wrong cells red and a comment on each — written by
//! hand as [`super::ods`] writes a table.
//!
//! The students' sheets are written as the files are read, into a spool (a
//! temporary file on the command line, memory on the page), and copied
//! after the class's rows and heat maps when the workbook is finished: a
//! thousand students cost little more memory than one.

use std::fmt::Write as _;
use std::io::{BufWriter, Seek, Write};

use zip::ZipWriter;

use super::class::{
    class_sheet, heat_colour, heat_maps, heat_sheet, student_sheet, student_sheet_name, Cell,
    Content, Look, SheetOut, StudentSheets,
};
use super::ods::{empty_cells, esc, NS};
use super::spool::{spool, SpoolFile};
use crate::check::class::{Class, Row};
use crate::check::Problem;
use crate::exam::wording::Lang;
use crate::import::Sheet;

/// A class workbook in ODS being written: the students' sheets so far.
pub struct ClassOds {
    lang: Lang,
    spool: BufWriter<SpoolFile>,
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

/// The widths the sheets use (characters): a column style each.
const WIDTHS: [u32; 9] = [4, 14, 20, 22, 24, 28, 36, 60, 80];

/// A look's cell style.
fn style(look: Look) -> Option<String> {
    Some(
        match look {
            Look::Plain | Look::Link => return None,
            Look::Bold => "cB",
            Look::Head => "cH",
            Look::Centre => "cC",
            Look::Red => "cRed",
            Look::Green => "cGreen",
            Look::Percent => "cPct",
            Look::Wrap => "cWrap",
            Look::Wrong => "cWrong",
            Look::Unmarked => "cUnmarked",
            Look::Heat { map, n } => return Some(format!("h{map}_{n}")),
        }
        .to_string(),
    )
}

/// Writes sheets as `table:table`s; rows skipped are written empty.
struct TableXml<'a> {
    out: &'a mut dyn Write,
    /// The next row to write.
    next: u32,
    buf: String,
}

impl<'a> TableXml<'a> {
    fn new(out: &'a mut dyn Write) -> TableXml<'a> {
        TableXml {
            out,
            next: 0,
            buf: String::new(),
        }
    }
}

impl SheetOut for TableXml<'_> {
    fn start_sheet(
        &mut self,
        name: &str,
        widths: &[Option<u32>],
        _frozen: u32,
    ) -> anyhow::Result<()> {
        self.next = 0;
        let b = &mut self.buf;
        b.clear();
        let _ = write!(b, r#"<table:table table:name="{}">"#, esc(name));
        for w in widths {
            match w {
                Some(w) => {
                    let _ = write!(b, r#"<table:table-column table:style-name="w{w}"/>"#);
                }
                None => b.push_str("<table:table-column/>"),
            }
        }
        self.out.write_all(b.as_bytes())?;
        Ok(())
    }

    fn row(&mut self, r: u32, cells: &[Cell<'_>]) -> anyhow::Result<()> {
        let b = &mut self.buf;
        b.clear();
        if r > self.next {
            let _ = write!(
                b,
                r#"<table:table-row table:number-rows-repeated="{}"><table:table-cell/></table:table-row>"#,
                r - self.next
            );
        }
        self.next = r + 1;
        b.push_str("<table:table-row>");
        let mut col = 0u16;
        for c in cells {
            b.push_str(&empty_cells(c.col - col));
            col = c.col + 1;
            b.push_str("<table:table-cell");
            if let Some(s) = style(c.look) {
                let _ = write!(b, r#" table:style-name="{s}""#);
            }
            match &c.content {
                Content::Number(v) => {
                    let _ = write!(b, r#" office:value-type="float" office:value="{v}">"#);
                }
                Content::Text(_) => b.push_str(r#" office:value-type="string">"#),
                Content::Blank => b.push('>'),
            }
            if let Some(n) = &c.note {
                let _ = write!(
                    b,
                    "<office:annotation><text:p>{}</text:p></office:annotation>",
                    esc(n)
                );
            }
            let text = match &c.content {
                Content::Number(v) => Some(v.to_string()),
                Content::Text(t) => Some(t.to_string()),
                Content::Blank => None,
            };
            match (text, c.link) {
                (Some(t), Some(sheet)) => {
                    let target = format!("#'{}'.A1", sheet.replace('\'', "''"));
                    let _ = write!(
                        b,
                        r#"<text:p><text:a xlink:type="simple" xlink:href="{}">{}</text:a></text:p>"#,
                        esc(&target),
                        esc(&t)
                    );
                }
                (Some(t), None) => {
                    let _ = write!(b, "<text:p>{}</text:p>", esc(&t));
                }
                (None, _) => {}
            }
            b.push_str("</table:table-cell>");
        }
        if cells.is_empty() {
            b.push_str("<table:table-cell/>");
        }
        b.push_str("</table:table-row>");
        self.out.write_all(b.as_bytes())?;
        Ok(())
    }

    fn end_sheet(&mut self) -> anyhow::Result<()> {
        if self.next == 0 {
            self.out
                .write_all(b"<table:table-row><table:table-cell/></table:table-row>")?;
        }
        self.out.write_all(b"</table:table>")?;
        Ok(())
    }
}

impl ClassOds {
    /// A class workbook spooling the students' sheets through a temporary
    /// file where there are files (the command line), else in memory.
    ///
    /// # Errors
    /// The temporary file cannot be made.
    pub fn new(lang: Lang) -> anyhow::Result<ClassOds> {
        Ok(ClassOds {
            lang,
            spool: BufWriter::new(spool()?),
            students: Vec::new(),
        })
    }

    /// The finished workbook written to `out`: the class's rows, the heat
    /// maps, then the students' sheets.
    ///
    /// # Errors
    /// Writing fails.
    pub fn finish<W: Write + Seek>(self, class: &Class, title: &str, out: W) -> anyhow::Result<W> {
        let lang = self.lang;
        let mut zip = ZipWriter::new(out);
        let deflated = super::ods::package(&mut zip, &["content.xml"])?;
        zip.start_file("content.xml", deflated)?;
        let maps = heat_maps(class);
        let mut styles = String::from(STYLES);
        for w in WIDTHS {
            let _ = write!(
                styles,
                r#"<style:style style:name="w{w}" style:family="table-column"><style:table-column-properties style:column-width="{}pt"/></style:style>"#,
                w * 6 + 6
            );
        }
        for (k, &(_, most)) in maps.iter().enumerate() {
            for n in 1..=most {
                let _ = write!(
                    styles,
                    r##"<style:style style:name="h{k}_{n}" style:family="table-cell"><style:table-cell-properties fo:background-color="#{:06x}"/><style:paragraph-properties fo:text-align="center"/></style:style>"##,
                    heat_colour(n, most)
                );
            }
        }
        write!(
            zip,
            r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content {NS}><office:automatic-styles>{styles}</office:automatic-styles><office:body><office:spreadsheet>"#
        )?;
        let mut xml = TableXml::new(&mut zip);
        class_sheet(&mut xml, class, title, &self.students, lang)?;
        for (k, (group, _)) in maps.iter().enumerate() {
            heat_sheet(&mut xml, group, k, lang)?;
        }
        let mut spooled = self.spool.into_inner().map_err(|e| e.into_error())?;
        spooled.rewind()?;
        std::io::copy(&mut spooled, &mut zip)?;
        zip.write_all(b"</office:spreadsheet></office:body></office:document-content>")?;
        Ok(zip.finish()?)
    }
}

impl StudentSheets for ClassOds {
    /// The sheet of the class's last row (as `student_sheet` lays it out), spooled.
    ///
    /// # Errors
    /// Writing the spool fails.
    fn add_student(
        &mut self,
        i: usize,
        r: &Row,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()> {
        let name = student_sheet_name(self.students.len() + 1, r);
        let mut xml = TableXml::new(&mut self.spool);
        student_sheet(&mut xml, &name, r, sheet, problems, self.lang)?;
        self.students.push((i, name));
        Ok(())
    }
}
