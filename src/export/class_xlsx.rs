//! The class workbook as XLSX (`check --class … --out class.xlsx`), written
//! by hand: the sheets [`super::class`] describes, as SpreadsheetML with
//! inline strings, one style table, internal links and notes (a comments
//! part and the VML drawing Excel shows them with).
//!
//! Each student's sheet goes, as their file is read, into a spool zip (one
//! temporary file on the command line, memory on the page), compressed;
//! when the class is done the package is written in the order Excel writes
//! it (content types, workbook, the class's sheet, the heat maps) and the
//! students' parts are copied from the spool as they are, not compressed
//! again. What stays in memory is a name per student: a thousand students
//! take little more than one (rust_xlsxwriter keeps every sheet's cells
//! and notes until it saves).

use std::fmt::Write as _;
use std::io::{Seek, Write};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::class::{
    class_sheet, heat_colour, heat_maps, heat_sheet, student_sheet, student_sheet_name, Cell,
    Content, Look, SheetOut, StudentSheets,
};
use super::spool::{spool, SpoolFile};
use crate::check::class::{words, Class, Row};
use crate::check::Problem;
use crate::exam::wording::Lang;
use crate::game::Game;
use crate::import::{a1, Sheet};
use crate::xml_text::escape as esc;

/// An XLSX sheet's last row and column (0-based).
const MAX_ROW: u32 = 1_048_575;
const MAX_COL: u16 = 16_383;

const MAIN_NS: &str = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS: &str = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML_HEAD: &str = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n";

/// A class workbook in XLSX being written: the students' sheets so far.
pub struct ClassWorkbook {
    lang: Lang,
    /// The students' parts: `s{k}.xml` (the k-th student's sheet),
    /// `s{k}.rels` (its relationships, when it has notes), and its notes
    /// under their final names (`xl/comments{j}.xml`,
    /// `xl/drawings/vmlDrawing{j}.vml`).
    spool: ZipWriter<SpoolFile>,
    /// (row index in the class, sheet name).
    students: Vec<(usize, String)>,
    /// The students' sheets with notes so far (each has its comments and
    /// VML drawing, numbered from 1).
    drawings: u32,
    /// The next block of VML shape ids (`o:idmap`; 1024 shapes a block).
    vml_block: u32,
}

/// Every part's options: deflated, a fixed date (the same input gives the
/// same bytes).
fn part() -> SimpleFileOptions {
    SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default())
}

impl ClassWorkbook {
    /// A class workbook spooling the students' sheets through a temporary
    /// file where there are files (the command line), else in memory.
    ///
    /// # Errors
    /// The temporary file cannot be made.
    pub fn new(lang: Lang) -> anyhow::Result<ClassWorkbook> {
        Ok(ClassWorkbook {
            lang,
            spool: ZipWriter::new(spool()?),
            students: Vec::new(),
            drawings: 0,
            vml_block: 1,
        })
    }

    /// The finished workbook's bytes (the page).
    ///
    /// # Errors
    /// Writing fails.
    pub fn finish(self, class: &Class, game: &Game, title: &str) -> anyhow::Result<Vec<u8>> {
        let _ = game;
        let out = self.finish_to(class, title, std::io::Cursor::new(Vec::new()))?;
        Ok(out.into_inner())
    }

    /// The finished workbook written to `out`: the class's rows, the heat
    /// maps, then the students' sheets.
    ///
    /// # Errors
    /// Writing fails.
    pub fn finish_to<W: Write + Seek>(
        self,
        class: &Class,
        title: &str,
        out: W,
    ) -> anyhow::Result<W> {
        let w = words(self.lang);
        let maps = heat_maps(class);
        // The class's sheet, the heat maps, the students'.
        let mut names: Vec<String> = vec![w.class_sheet.to_string()];
        names.extend(
            maps.iter()
                .map(|(g, _)| super::class::heat_sheet_name(g, self.lang)),
        );
        let first_student = names.len();
        names.extend(self.students.iter().map(|(_, n)| n.clone()));
        // Where each heat map's colours start among the styles.
        let mut heat = Vec::with_capacity(maps.len());
        let mut colours = Vec::new();
        for (_, most) in &maps {
            heat.push(colours.len());
            colours.extend((1..=*most).map(|n| heat_colour(n, *most)));
        }

        let mut zip = ZipWriter::new(out);
        zip.start_file("[Content_Types].xml", part())?;
        content_types(&mut zip, names.len(), self.drawings)?;
        zip.start_file("_rels/.rels", part())?;
        write!(
            zip,
            r#"{XML_HEAD}<Relationships xmlns="{PKG_REL_NS}"><Relationship Id="rId1" Type="{REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="{PKG_REL_NS}/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="{REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>"#
        )?;
        zip.start_file("docProps/app.xml", part())?;
        write!(
            zip,
            r#"{XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>gametable</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>12.0000</AppVersion></Properties>"#
        )?;
        zip.start_file("docProps/core.xml", part())?;
        write!(
            zip,
            r#"{XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>{}</dc:title><dc:creator>gametable check --class</dc:creator><cp:lastModifiedBy>gametable check --class</cp:lastModifiedBy><dcterms:created xsi:type="dcterms:W3CDTF">2021-01-01T00:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2021-01-01T00:00:00Z</dcterms:modified></cp:coreProperties>"#,
            esc(title)
        )?;
        zip.start_file("xl/workbook.xml", part())?;
        write!(
            zip,
            r#"{XML_HEAD}<workbook xmlns="{MAIN_NS}" xmlns:r="{REL_NS}"><fileVersion appName="xl" lastEdited="4" lowestEdited="4" rupBuild="4505"/><workbookPr/><bookViews><workbookView xWindow="240" yWindow="15" windowWidth="16095" windowHeight="9660"/></bookViews><sheets>"#
        )?;
        for (s, name) in names.iter().enumerate() {
            let n = s + 1;
            write!(
                zip,
                r#"<sheet name="{}" sheetId="{n}" r:id="rId{n}"/>"#,
                esc(name)
            )?;
        }
        zip.write_all(br#"</sheets><calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>"#)?;
        zip.start_file("xl/_rels/workbook.xml.rels", part())?;
        write!(zip, r#"{XML_HEAD}<Relationships xmlns="{PKG_REL_NS}">"#)?;
        for n in 1..=names.len() {
            write!(
                zip,
                r#"<Relationship Id="rId{n}" Type="{REL_NS}/worksheet" Target="worksheets/sheet{n}.xml"/>"#
            )?;
        }
        write!(
            zip,
            r#"<Relationship Id="rId{}" Type="{REL_NS}/styles" Target="styles.xml"/></Relationships>"#,
            names.len() + 1
        )?;
        zip.start_file("xl/styles.xml", part())?;
        styles(&mut zip, &colours)?;

        zip.start_file("xl/worksheets/sheet1.xml", part())?;
        let mut xml = SheetXml::new(&mut zip, &heat, true);
        class_sheet(&mut xml, class, title, &self.students, self.lang)?;
        for (m, (group, _)) in maps.iter().enumerate() {
            zip.start_file(format!("xl/worksheets/sheet{}.xml", 2 + m), part())?;
            let mut xml = SheetXml::new(&mut zip, &heat, false);
            heat_sheet(&mut xml, group, m, self.lang)?;
        }
        // The students' parts, as spooled (compressed once).
        let mut spooled = ZipArchive::new(self.spool.finish()?)?;
        for f in 0..spooled.len() {
            let file = spooled.by_index_raw(f)?;
            let name = file.name()?.to_string();
            let sheet = |k: &str| {
                k.parse::<usize>()
                    .map(|k| first_student + k + 1)
                    .map_err(|_| anyhow::anyhow!("the spool holds a stray part {name}"))
            };
            if let Some(k) = name.strip_prefix('s').and_then(|n| n.strip_suffix(".xml")) {
                let n = sheet(k)?;
                zip.raw_copy_file_rename(file, format!("xl/worksheets/sheet{n}.xml"))?;
            } else if let Some(k) = name.strip_prefix('s').and_then(|n| n.strip_suffix(".rels")) {
                let n = sheet(k)?;
                zip.raw_copy_file_rename(file, format!("xl/worksheets/_rels/sheet{n}.xml.rels"))?;
            } else {
                zip.raw_copy_file(file)?;
            }
        }
        Ok(zip.finish()?)
    }
}

impl StudentSheets for ClassWorkbook {
    /// The sheet of the class's last row (as `student_sheet` lays it out), spooled.
    ///
    /// # Errors
    /// The table is beyond an XLSX sheet's rows or columns, or writing the
    /// spool fails.
    fn add_student(
        &mut self,
        i: usize,
        row: &Row,
        sheet: &Sheet,
        problems: &[Problem],
    ) -> anyhow::Result<()> {
        let k = self.students.len();
        let name = student_sheet_name(k + 1, row);
        self.spool.start_file(format!("s{k}.xml"), part())?;
        let mut xml = SheetXml::new(&mut self.spool, &[], false);
        student_sheet(&mut xml, &name, row, sheet, problems, self.lang)?;
        let notes = xml.notes;
        if !notes.is_empty() {
            self.drawings += 1;
            let j = self.drawings;
            self.spool.start_file(format!("s{k}.rels"), part())?;
            write!(
                self.spool,
                r#"{XML_HEAD}<Relationships xmlns="{PKG_REL_NS}"><Relationship Id="rId1" Type="{REL_NS}/vmlDrawing" Target="../drawings/vmlDrawing{j}.vml"/><Relationship Id="rId2" Type="{REL_NS}/comments" Target="../comments{j}.xml"/></Relationships>"#
            )?;
            self.spool
                .start_file(format!("xl/comments{j}.xml"), part())?;
            comments(&mut self.spool, &notes)?;
            self.spool
                .start_file(format!("xl/drawings/vmlDrawing{j}.vml"), part())?;
            self.vml_block = vml(&mut self.spool, &notes, self.vml_block)?;
        }
        self.students.push((i, name));
        Ok(())
    }
}

/// `[Content_Types].xml`: `sheets` worksheets, `comments` comments parts.
fn content_types(out: &mut dyn Write, sheets: usize, comments: u32) -> std::io::Result<()> {
    const OFFICE: &str = "application/vnd.openxmlformats-officedocument";
    write!(
        out,
        r#"{XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="vml" ContentType="{OFFICE}.vmlDrawing"/><Override PartName="/docProps/app.xml" ContentType="{OFFICE}.extended-properties+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/xl/styles.xml" ContentType="{OFFICE}.spreadsheetml.styles+xml"/><Override PartName="/xl/workbook.xml" ContentType="{OFFICE}.spreadsheetml.sheet.main+xml"/>"#
    )?;
    for n in 1..=sheets {
        write!(
            out,
            r#"<Override PartName="/xl/worksheets/sheet{n}.xml" ContentType="{OFFICE}.spreadsheetml.worksheet+xml"/>"#
        )?;
    }
    for j in 1..=comments {
        write!(
            out,
            r#"<Override PartName="/xl/comments{j}.xml" ContentType="{OFFICE}.spreadsheetml.comments+xml"/>"#
        )?;
    }
    out.write_all(b"</Types>")
}

/// The fixed cell styles, in [`style_index`]'s order (the heat maps'
/// colours follow).
const FIXED_XFS: &str = concat!(
    r#"<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#,
    r#"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#,
    r#"<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>"#,
    r#"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment horizontal="center"/></xf>"#,
    r#"<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#,
    r#"<xf numFmtId="0" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#,
    r#"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#,
    r#"<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>"#,
    r#"<xf numFmtId="0" fontId="0" fillId="3" borderId="0" xfId="0" applyFill="1"/>"#,
    r#"<xf numFmtId="0" fontId="0" fillId="4" borderId="0" xfId="0" applyFill="1"/>"#,
    r#"<xf numFmtId="0" fontId="4" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#,
);
const FIXED_COUNT: usize = 11;
/// The fills before the heat maps' colours.
const FIXED_FILLS: usize = 5;

/// A look's cell style; `heat[m]`: where the `m`-th heat map's colours
/// start after the fixed styles.
fn style_index(look: Look, heat: &[usize]) -> usize {
    match look {
        Look::Plain => 0,
        Look::Bold => 1,
        Look::Head => 2,
        Look::Centre => 3,
        Look::Red => 4,
        Look::Green => 5,
        Look::Percent => 6,
        Look::Wrap => 7,
        Look::Wrong => 8,
        Look::Unmarked => 9,
        Look::Link => 10,
        Look::Heat { map, n } => heat
            .get(map)
            .map_or(0, |&at| FIXED_COUNT + at + n.saturating_sub(1)),
    }
}

/// A solid fill of `0xRRGGBB`.
fn solid(rgb: u32) -> String {
    format!(
        r#"<fill><patternFill patternType="solid"><fgColor rgb="FF{rgb:06X}"/><bgColor indexed="64"/></patternFill></fill>"#
    )
}

/// `xl/styles.xml`: the fixed styles, then a centred fill per heat colour.
fn styles(out: &mut dyn Write, heat: &[u32]) -> std::io::Result<()> {
    let font = |extra: &str| {
        format!(r#"<font>{extra}<sz val="11"/><name val="Calibri"/><family val="2"/></font>"#)
    };
    let fonts = [
        font(""),
        font("<b/>"),
        font(r#"<color rgb="FFC00000"/>"#),
        font(r#"<color rgb="FF007000"/>"#),
        font(r#"<u/><color rgb="FF0563C1"/>"#),
    ];
    let mut fills = String::from(
        r#"<fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>"#,
    );
    for rgb in [0xDD_E6_F3, 0xFF_80_80, 0xFF_FF_80] {
        fills.push_str(&solid(rgb));
    }
    let mut xfs = String::from(FIXED_XFS);
    for (i, &rgb) in heat.iter().enumerate() {
        fills.push_str(&solid(rgb));
        let _ = write!(
            xfs,
            r#"<xf numFmtId="0" fontId="0" fillId="{}" borderId="0" xfId="0" applyFill="1" applyAlignment="1"><alignment horizontal="center"/></xf>"#,
            FIXED_FILLS + i
        );
    }
    write!(
        out,
        r#"{XML_HEAD}<styleSheet xmlns="{MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="0.0"/></numFmts><fonts count="{}">{}</fonts><fills count="{}">{fills}</fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="{}">{xfs}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles><dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium9" defaultPivotStyle="PivotStyleLight16"/></styleSheet>"#,
        fonts.len(),
        fonts.concat(),
        FIXED_FILLS + heat.len(),
        FIXED_COUNT + heat.len(),
    )
}

/// Cell text as Excel reads it back: at most the 32 767 characters a cell
/// holds, XML-escaped, and `_x0041_` kept as typed (Excel would read it as
/// the character it names: its own underscore is written `_x005F_`).
fn excel_text(t: &str) -> String {
    let t = crate::check::annotate::excel_text(t);
    let t = esc(t);
    if !t.contains("_x") {
        return t.into_owned();
    }
    let b = t.as_bytes();
    let mut out = String::with_capacity(t.len() + 8);
    let mut last = 0;
    for (i, _) in t.match_indices("_x") {
        let code = b.get(i + 2..i + 7);
        if code.is_some_and(|c| c[..4].iter().all(u8::is_ascii_hexdigit) && c[4] == b'_') {
            out.push_str(&t[last..i]);
            out.push_str("_x005F");
            last = i;
        }
    }
    out.push_str(&t[last..]);
    out
}

/// One sheet's XML written to a part as its rows come; its links and notes
/// kept to the end (the links close the sheet, the notes are parts of
/// their own).
struct SheetXml<'a> {
    out: &'a mut dyn Write,
    /// Where each heat map's colours start among the styles.
    heat: &'a [usize],
    /// The sheet shown when the workbook opens.
    selected: bool,
    /// (cell, location, text shown).
    links: Vec<(String, String, String)>,
    /// (row, column, text).
    notes: Vec<(u32, u16, String)>,
    buf: String,
}

impl<'a> SheetXml<'a> {
    fn new(out: &'a mut dyn Write, heat: &'a [usize], selected: bool) -> SheetXml<'a> {
        SheetXml {
            out,
            heat,
            selected,
            links: Vec::new(),
            notes: Vec::new(),
            buf: String::new(),
        }
    }
}

impl SheetOut for SheetXml<'_> {
    fn start_sheet(
        &mut self,
        _name: &str,
        widths: &[Option<u32>],
        frozen: u32,
    ) -> anyhow::Result<()> {
        let b = &mut self.buf;
        b.clear();
        let _ = write!(
            b,
            r#"{XML_HEAD}<worksheet xmlns="{MAIN_NS}" xmlns:r="{REL_NS}"><sheetViews><sheetView"#
        );
        if self.selected {
            b.push_str(r#" tabSelected="1""#);
        }
        b.push_str(r#" workbookViewId="0""#);
        if frozen > 0 {
            let _ = write!(
                b,
                r#"><pane ySplit="{frozen}" topLeftCell="{}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/></sheetView>"#,
                a1(frozen as usize, 0)
            );
        } else {
            b.push_str("/>");
        }
        b.push_str(r#"</sheetViews><sheetFormatPr defaultRowHeight="15"/>"#);
        if widths.iter().any(Option::is_some) {
            b.push_str("<cols>");
            for (c, w) in widths.iter().enumerate() {
                if let Some(w) = w {
                    let n = c + 1;
                    let _ = write!(
                        b,
                        r#"<col min="{n}" max="{n}" width="{w}.7109375" customWidth="1"/>"#
                    );
                }
            }
            b.push_str("</cols>");
        }
        b.push_str("<sheetData>");
        self.out.write_all(b.as_bytes())?;
        Ok(())
    }

    fn row(&mut self, r: u32, cells: &[Cell<'_>]) -> anyhow::Result<()> {
        if r > MAX_ROW {
            anyhow::bail!(
                "row {} is beyond the {} rows of an XLSX sheet",
                r + 1,
                MAX_ROW + 1
            );
        }
        let b = &mut self.buf;
        b.clear();
        let _ = write!(b, r#"<row r="{}">"#, r + 1);
        for c in cells {
            if c.col > MAX_COL {
                anyhow::bail!(
                    "column {} is beyond the {} columns of an XLSX sheet",
                    u32::from(c.col) + 1,
                    MAX_COL + 1
                );
            }
            let at = a1(r as usize, c.col as usize);
            let s = style_index(c.look, self.heat);
            let _ = write!(b, r#"<c r="{at}""#);
            if s != 0 {
                let _ = write!(b, r#" s="{s}""#);
            }
            match &c.content {
                Content::Number(v) if v.is_finite() => {
                    let _ = write!(b, "><v>{v}</v></c>");
                }
                Content::Number(v) => {
                    let _ = write!(b, r#" t="inlineStr"><is><t>{v}</t></is></c>"#);
                }
                Content::Text(t) => {
                    let space =
                        if t.starts_with(char::is_whitespace) || t.ends_with(char::is_whitespace) {
                            r#" xml:space="preserve""#
                        } else {
                            ""
                        };
                    let _ = write!(
                        b,
                        r#" t="inlineStr"><is><t{space}>{}</t></is></c>"#,
                        excel_text(t)
                    );
                }
                Content::Blank => b.push_str("/>"),
            }
            if let Some(sheet) = c.link {
                let shown = match &c.content {
                    Content::Text(t) => t.to_string(),
                    _ => String::new(),
                };
                let location = format!("'{}'!A1", sheet.replace('\'', "''"));
                self.links.push((at, location, shown));
            }
            if let Some(n) = &c.note {
                self.notes.push((r, c.col, n.clone()));
            }
        }
        b.push_str("</row>");
        self.out.write_all(b.as_bytes())?;
        Ok(())
    }

    fn end_sheet(&mut self) -> anyhow::Result<()> {
        let b = &mut self.buf;
        b.clear();
        b.push_str("</sheetData>");
        if !self.links.is_empty() {
            b.push_str("<hyperlinks>");
            for (at, location, shown) in &self.links {
                let _ = write!(
                    b,
                    r#"<hyperlink ref="{at}" location="{}" display="{}"/>"#,
                    esc(location),
                    esc(shown)
                );
            }
            b.push_str("</hyperlinks>");
        }
        b.push_str(r#"<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>"#);
        if !self.notes.is_empty() {
            b.push_str(r#"<legacyDrawing r:id="rId1"/>"#);
        }
        b.push_str("</worksheet>");
        self.out.write_all(b.as_bytes())?;
        Ok(())
    }
}

/// A note's comments part (`xl/commentsN.xml`): the author, then each
/// note as Excel writes one (the author's name in bold, the text below).
fn comments(out: &mut dyn Write, notes: &[(u32, u16, String)]) -> std::io::Result<()> {
    const FONT: &str =
        r#"<sz val="8"/><color indexed="81"/><rFont val="Tahoma"/><family val="2"/>"#;
    write!(
        out,
        r#"{XML_HEAD}<comments xmlns="{MAIN_NS}"><authors><author>gametable</author></authors><commentList>"#
    )?;
    for (r, c, text) in notes {
        write!(
            out,
            r#"<comment ref="{}" authorId="0"><text><r><rPr><b/>{FONT}</rPr><t>gametable:</t></r><r><rPr>{FONT}</rPr><t xml:space="preserve">
{}</t></r></text></comment>"#,
            a1(*r as usize, *c as usize),
            esc(text)
        )?;
    }
    out.write_all(b"</commentList></comments>")
}

/// The VML drawing Excel shows a sheet's notes with (hidden boxes beside
/// their cells, 360 × 120 pixels, as `--annotate`'s), its shape ids from
/// the `block`-th block of 1024; returns the next free block.
fn vml(out: &mut dyn Write, notes: &[(u32, u16, String)], block: u32) -> std::io::Result<u32> {
    // The student's sheet keeps Excel's default column width and row
    // height: 64 × 20 pixels.
    const COL_PX: u32 = 64;
    const ROW_PX: u32 = 20;
    // The box's offset from its corner cell, and its size.
    const X: u32 = 15;
    const Y: u32 = 10;
    const WIDTH: u32 = 360;
    const HEIGHT: u32 = 120;
    let blocks = 1 + notes.len() as u32 / 1024;
    let ids: Vec<String> = (block..block + blocks).map(|b| b.to_string()).collect();
    write!(
        out,
        r#"<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout v:ext="edit"><o:idmap v:ext="edit" data="{}"/></o:shapelayout><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>"#,
        ids.join(",")
    )?;
    for (i, (r, c, _)) in notes.iter().enumerate() {
        // Beside the cell: one column right, one row up (not above the top).
        let row = r.saturating_sub(1);
        let col = (u32::from(*c) + 1).min(u32::from(MAX_COL) - 6);
        let pt = |px: u32| f64::from(px) * 0.75;
        let (left, top) = (pt(col * COL_PX + X), pt(row * ROW_PX + Y));
        let anchor = format!(
            "{col}, {X}, {row}, {Y}, {}, {}, {}, {}",
            col + (X + WIDTH) / COL_PX,
            (X + WIDTH) % COL_PX,
            row + (Y + HEIGHT) / ROW_PX,
            (Y + HEIGHT) % ROW_PX
        );
        write!(
            out,
            r##"<v:shape id="_x0000_s{}" type="#_x0000_t202" style="position:absolute;margin-left:{left}pt;margin-top:{top}pt;width:{}pt;height:{}pt;z-index:{};visibility:hidden" fillcolor="#ffffe1" o:insetmode="auto"><v:fill color2="#ffffe1"/><v:shadow on="t" color="black" obscured="t"/><v:path o:connecttype="none"/><v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div></v:textbox><x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/><x:Anchor>{anchor}</x:Anchor><x:AutoFill>False</x:AutoFill><x:Row>{r}</x:Row><x:Column>{c}</x:Column></x:ClientData></v:shape>"##,
            block * 1024 + 1 + i as u32,
            pt(WIDTH),
            pt(HEIGHT),
            i + 1
        )?;
    }
    out.write_all(b"</xml>")?;
    Ok(block + blocks)
}
