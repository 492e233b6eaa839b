//! The answer book as a Word file (`book --out book.docx`): the blocks of
//! [`super::book_doc`] as WordprocessingML, written by hand (a `.docx` is a
//! zip of XML; Word, LibreOffice and Google Docs open this minimal one). A4
//! portrait; each task starts a page; the key's header row repeats on every
//! page and each task number links to its section; an unread part is red.

use std::io::Write;

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

use super::book_doc::{Block, Run};
use crate::exam::wording::Lang;
use crate::xml_text::escape;

const CONTENT_TYPES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>"#;

const DOCUMENT_RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>"#;

const RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>"#;

/// A4 in twentieths of a point, and the text's width within the margins.
const PAGE: &str = r#"<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="850" w:bottom="1134" w:left="1418" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr>"#;
const TEXT_WIDTH: u32 = 11906 - 850 - 1418;

/// The red of an unread part (the sheet's).
const UNREAD: &str = "9C0006";

/// A bookmark's name: Word allows letters, digits and `_`.
fn bookmark(anchor: &str) -> String {
    anchor.replace('-', "_")
}

/// One run: its text, its line breaks as `<w:br/>`.
fn run(r: &Run, size: Option<u32>) -> String {
    let mut props = String::new();
    if r.code {
        props.push_str(r#"<w:rFonts w:ascii="Consolas" w:hAnsi="Consolas" w:cs="Consolas"/>"#);
    }
    if r.bold {
        props.push_str("<w:b/>");
    }
    if r.unread {
        props.push_str(&format!(r#"<w:color w:val="{UNREAD}"/>"#));
    }
    if let Some(s) = size {
        props.push_str(&format!(r#"<w:sz w:val="{s}"/><w:szCs w:val="{s}"/>"#));
    }
    let text = r
        .text
        .split('\n')
        .map(|line| format!(r#"<w:t xml:space="preserve">{}</w:t>"#, escape(line)))
        .collect::<Vec<_>>()
        .join("<w:br/>");
    format!("<w:r><w:rPr>{props}</w:rPr>{text}</w:r>")
}

fn runs(rs: &[Run], size: Option<u32>) -> String {
    rs.iter().map(|r| run(r, size)).collect()
}

/// A paragraph with properties `ppr` of `content` (runs).
fn para(ppr: &str, content: &str) -> String {
    format!("<w:p><w:pPr>{ppr}</w:pPr>{content}</w:p>")
}

/// The key's column widths: the rules take what the others leave.
fn widths(cols: usize) -> Vec<u32> {
    let mut w = vec![900, 0, 1000, 1200, 1000];
    if cols > 5 {
        w.push(1500);
    }
    w.truncate(cols.max(2));
    let rest: u32 = w.iter().sum();
    w[1] = TEXT_WIDTH.saturating_sub(rest).max(1500);
    w
}

fn table(head: &[String], rows: &[(String, Vec<Vec<Run>>)]) -> String {
    let widths = widths(head.len());
    let border =
        |side: &str| format!(r#"<w:{side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>"#);
    let borders: String = ["top", "left", "bottom", "right", "insideH", "insideV"]
        .iter()
        .map(|s| border(s))
        .collect();
    let mut out = format!(
        r#"<w:tbl><w:tblPr><w:tblW w:w="{TEXT_WIDTH}" w:type="dxa"/><w:tblBorders>{borders}</w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>"#
    );
    for w in &widths {
        out.push_str(&format!(r#"<w:gridCol w:w="{w}"/>"#));
    }
    out.push_str("</w:tblGrid>");
    let cell = |i: usize, content: &str| {
        let w = widths.get(i).copied().unwrap_or(1000);
        format!(r#"<w:tc><w:tcPr><w:tcW w:w="{w}" w:type="dxa"/></w:tcPr>{content}</w:tc>"#)
    };
    // The header row repeats on every page.
    out.push_str("<w:tr><w:trPr><w:tblHeader/></w:trPr>");
    for (i, h) in head.iter().enumerate() {
        out.push_str(&cell(i, &para("", &run(&Run::bold(h.clone()), Some(20)))));
    }
    out.push_str("</w:tr>");
    for (anchor, cells) in rows {
        out.push_str(r#"<w:tr><w:trPr><w:cantSplit/></w:trPr>"#);
        for (i, c) in cells.iter().enumerate() {
            let mut content = runs(c, Some(20));
            if i == 0 {
                content = format!(
                    r#"<w:hyperlink w:anchor="{}">{content}</w:hyperlink>"#,
                    bookmark(anchor)
                );
            }
            out.push_str(&cell(i, &para("", &content)));
        }
        out.push_str("</w:tr>");
    }
    out.push_str("</w:tbl>");
    out
}

/// `word/document.xml` of the blocks.
fn document_xml(blocks: &[Block]) -> String {
    let mut body = String::new();
    let mut mark = 0;
    for b in blocks {
        match b {
            Block::Title(t) => body.push_str(&para("", &run(&Run::bold(t.clone()), Some(32)))),
            Block::Heading(t, anchor) => {
                let head = run(&Run::bold(t.clone()), Some(28));
                match anchor {
                    Some(a) => {
                        mark += 1;
                        let name = bookmark(a);
                        body.push_str(&para(
                            "<w:keepNext/><w:pageBreakBefore/>",
                            &format!(
                                r#"<w:bookmarkStart w:id="{mark}" w:name="{name}"/>{head}<w:bookmarkEnd w:id="{mark}"/>"#
                            ),
                        ));
                    }
                    None => body.push_str(&para("<w:keepNext/>", &head)),
                }
            }
            Block::Subheading(t) => body.push_str(&para(
                r#"<w:keepNext/><w:spacing w:before="200"/>"#,
                &run(&Run::bold(t.clone()), Some(24)),
            )),
            Block::Para(rs) => {
                body.push_str(&para(r#"<w:spacing w:after="120"/>"#, &runs(rs, None)))
            }
            Block::Item(rs) => {
                let bullet = Run::plain("•\t");
                body.push_str(&para(
                    r#"<w:tabs><w:tab w:val="left" w:pos="360"/></w:tabs><w:ind w:left="360" w:hanging="360"/>"#,
                    &format!("{}{}", run(&bullet, None), runs(rs, None)),
                ))
            }
            Block::Table { head, rows } => {
                body.push_str(&table(head, rows));
                // Word needs a paragraph after a table.
                body.push_str("<w:p/>");
            }
        }
    }
    format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>{body}{PAGE}</w:body></w:document>"#
    )
    .replace("<w:rPr></w:rPr>", "")
    .replace("<w:pPr></w:pPr>", "")
}

/// `word/styles.xml`: the document's language (spelling) and type.
fn styles_xml(lang: Lang) -> String {
    let tag = match lang {
        Lang::Ru => "ru-RU",
        Lang::En => "en-GB",
    };
    format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri" w:eastAsia="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="{tag}" w:eastAsia="{tag}" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults></w:styles>"#
    )
}

/// The blocks as a `.docx` file's bytes (the same bytes for the same book:
/// every part dated 1980-01-01).
///
/// # Errors
/// The zip cannot be written (it is written in memory).
pub fn docx(blocks: &[Block], lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut zip = ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    zip.start_file("[Content_Types].xml", options)?;
    zip.write_all(CONTENT_TYPES.as_bytes())?;
    zip.start_file("_rels/.rels", options)?;
    zip.write_all(RELS.as_bytes())?;
    zip.start_file("word/_rels/document.xml.rels", options)?;
    zip.write_all(DOCUMENT_RELS.as_bytes())?;
    zip.start_file("word/styles.xml", options)?;
    zip.write_all(styles_xml(lang).as_bytes())?;
    zip.start_file("word/document.xml", options)?;
    zip.write_all(document_xml(blocks).as_bytes())?;
    Ok(zip.finish()?.into_inner())
}
