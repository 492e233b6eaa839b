//! An OpenDocument text (`.odt`, LibreOffice Writer's own format, the one
//! many school computers save in) as the text its reader sees: each
//! paragraph a line, with the numbers Writer draws before a numbered
//! list's items («1.», «19)», «а)»), which are in no text of the file.
//!
//! A list's numbering follows ODF 1.2 §5.3: each `text:list` counts anew
//! unless it continues an earlier one (`text:continue-numbering`,
//! `text:continue-list`); a list inside an item is the next level. Lists
//! nest: a stack of open lists (never recursion) keeps each one's level.
//!
//! A formula (Writer's Math object, and every Word equation a `.docx`
//! opened in Writer becomes: «1 ≤ S ≤ 70») is a `draw:object` whose MathML
//! lies in its own part (`Object 1/content.xml`); its text is read where
//! the object stands, as a `.docx` equation's `m:t` is.

use std::collections::HashMap;

use quick_xml::events::{BytesStart, Event};

use super::docx::{attr, drawn, part, Level, LEVELS};
use super::markup::entities;
use super::DecodeError;
use crate::msg;

/// Whether the zip is an OpenDocument text (its `mimetype` says so).
pub(super) fn is_odt(zip: &mut zip::ZipArchive<std::io::Cursor<&[u8]>>) -> bool {
    // `text`, and Writer's template, master and web documents: `text-…`.
    part(zip, "mimetype").ok().flatten().is_some_and(|m| {
        m.trim()
            .starts_with("application/vnd.oasis.opendocument.text")
    })
}

/// Elements whose text is not the document's: footnotes, comments, the
/// record of tracked changes (deleted text) and a drawing's title.
const SKIPPED: &[&str] = &[
    "text:note",
    "office:annotation",
    "text:tracked-changes",
    "svg:title",
    "svg:desc",
];

/// The paragraphs of an OpenDocument text (`content.xml`), one a line.
pub(super) fn odt_text(
    zip: &mut zip::ZipArchive<std::io::Cursor<&[u8]>>,
) -> Result<String, DecodeError> {
    let bad = DecodeError::Docx;
    let xml = part(zip, "content.xml")?.ok_or_else(|| bad(msg!("read-docx-no-document")))?;
    // The list styles of `styles.xml` (named) and of `content.xml` (automatic).
    let mut styles = part(zip, "styles.xml")?
        .map(|x| list_styles(&x))
        .unwrap_or_default();
    styles.extend(list_styles(&xml));
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut out = String::new();
    let mut lists = Lists::default();
    // Inside a skipped element: how deep.
    let mut skipped = 0usize;
    // How many paragraphs are open (a text box's paragraph lies inside one).
    let mut paragraphs = 0usize;
    loop {
        let event = reader.read_event();
        if skipped > 0 {
            match event {
                Ok(Event::Start(_)) => skipped += 1,
                Ok(Event::End(_)) => skipped -= 1,
                Ok(Event::Eof) => break,
                Err(e) => return Err(bad(msg!("read-docx-xml", error = e.to_string()))),
                _ => {}
            }
            continue;
        }
        match event {
            Ok(Event::Start(e)) => match e.name().as_ref() {
                name if SKIPPED.contains(&name) => skipped = 1,
                "text:p" | "text:h" => {
                    paragraphs += 1;
                    if let Some(mark) = lists.mark.take() {
                        out.push_str(&mark);
                        out.push(' ');
                    }
                }
                "text:list" => lists.open(&e),
                "text:list-item" => lists.item(attr(&e, "text:start-value"), &styles),
                "text:list-header" => lists.mark = None,
                _ => {}
            },
            Ok(Event::Empty(e)) => match e.name().as_ref() {
                "text:s" => {
                    let count = attr(&e, "text:c").and_then(|c| c.parse::<usize>().ok());
                    out.extend(std::iter::repeat_n(' ', count.unwrap_or(1).clamp(1, 64)));
                }
                "text:tab" => out.push(' '),
                "text:line-break" => out.push('\n'),
                "draw:object" if paragraphs > 0 => {
                    if let Some(formula) = object_formula(zip, &e)? {
                        out.push_str(&formula);
                    }
                }
                "text:p" | "text:h" => out.push('\n'),
                _ => {}
            },
            Ok(Event::End(e)) => match e.name().as_ref() {
                "text:p" | "text:h" => {
                    paragraphs = paragraphs.saturating_sub(1);
                    out.push('\n');
                }
                "text:list" => lists.close(),
                _ => {}
            },
            Ok(Event::Text(t)) if paragraphs > 0 => out.push_str(&entities(t.as_ref())),
            Ok(Event::GeneralRef(r)) if paragraphs > 0 => {
                out.push_str(&entities(&format!("&{};", AsRef::<str>::as_ref(&r))));
            }
            Ok(Event::Eof) => break,
            Err(e) => return Err(bad(msg!("read-docx-xml", error = e.to_string()))),
            _ => {}
        }
    }
    Ok(out)
}

/// Each list style's levels (`text:list-style`).
/// The text of the formula an embedded object (`xlink:href="./Object 1"`)
/// holds, if it is one: its MathML's numbers, letters and signs in order,
/// without the StarMath source (`annotation`). A chart or another
/// object is no formula; a missing or damaged part gives nothing.
fn object_formula(
    zip: &mut zip::ZipArchive<std::io::Cursor<&[u8]>>,
    e: &BytesStart,
) -> Result<Option<String>, DecodeError> {
    let Some(href) = attr(e, "xlink:href") else {
        return Ok(None);
    };
    let name = href.trim_start_matches("./").trim_end_matches('/');
    if name.is_empty() || name.contains("..") {
        return Ok(None);
    }
    let Some(xml) = part(zip, &format!("{name}/content.xml"))? else {
        return Ok(None);
    };
    Ok(math_text(&xml))
}

/// The text of a MathML document (`<math>`, perhaps as `math:math`), or
/// none if it is not one or is damaged.
fn math_text(xml: &str) -> Option<String> {
    let mut reader = quick_xml::Reader::from_str(xml);
    let local = |name: &str| name.rsplit(':').next().unwrap_or(name).to_string();
    let mut out = String::new();
    let mut is_math = false;
    // Inside an annotation (the formula's source): how deep.
    let mut annotation = 0usize;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                let name = local(e.name().as_ref());
                if !is_math && name != "math" {
                    return None;
                }
                is_math = true;
                if annotation > 0 || name.starts_with("annotation") {
                    annotation += 1;
                }
            }
            Ok(Event::End(_)) => annotation = annotation.saturating_sub(1),
            Ok(Event::Text(t)) if is_math && annotation == 0 => {
                out.push_str(entities(t.as_ref()).trim());
            }
            Ok(Event::GeneralRef(r)) if is_math && annotation == 0 => {
                out.push_str(&entities(&format!("&{};", AsRef::<str>::as_ref(&r))));
            }
            Ok(Event::Eof) => break,
            Err(_) => return None,
            _ => {}
        }
    }
    is_math.then_some(out)
}

fn list_styles(xml: &str) -> HashMap<String, Vec<Level>> {
    let mut out: HashMap<String, Vec<Level>> = HashMap::new();
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut style: Option<String> = None;
    loop {
        let (e, empty) = match reader.read_event() {
            Ok(Event::Start(e)) => (e, false),
            Ok(Event::Empty(e)) => (e, true),
            Ok(Event::End(e)) => {
                if e.name().as_ref() == "text:list-style" {
                    style = None;
                }
                continue;
            }
            Ok(Event::Eof) | Err(_) => break,
            _ => continue,
        };
        match e.name().as_ref() {
            "text:list-style" if !empty => style = attr(&e, "style:name"),
            kind @ ("text:list-level-style-number" | "text:list-level-style-bullet") => {
                let Some(name) = &style else { continue };
                let Some(level) = attr(&e, "text:level")
                    .and_then(|l| l.parse::<usize>().ok())
                    .filter(|l| (1..=LEVELS).contains(l))
                else {
                    continue;
                };
                let levels = out.entry(name.clone()).or_default();
                if levels.len() < level {
                    levels.resize(level, Level::default());
                }
                levels[level - 1] = if kind == "text:list-level-style-bullet" {
                    Level {
                        format: "bullet".into(),
                        start: 1,
                        ..Level::default()
                    }
                } else {
                    numbered_level(&e, level - 1)
                };
            }
            _ => {}
        }
    }
    out
}

/// A numbered level of a list style as Word's reader draws it: its prefix,
/// the `%k` of each level it shows («1.2.»: `text:display-levels`) and its
/// suffix as the level's text, Writer's format as Word's name.
fn numbered_level(e: &BytesStart, level: usize) -> Level {
    let format = word_format(&attr(e, "style:num-format").unwrap_or_default());
    let shown: usize = attr(e, "text:display-levels")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let text = if format.is_empty() {
        String::new()
    } else {
        let first = (level + 1).saturating_sub(shown.max(1));
        let numbers: Vec<String> = (first..=level).map(|l| format!("%{}", l + 1)).collect();
        format!(
            "{}{}{}",
            attr(e, "style:num-prefix").unwrap_or_default(),
            numbers.join("."),
            attr(e, "style:num-suffix").unwrap_or_default()
        )
    };
    Level {
        start: attr(e, "text:start-value")
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(1)
            .max(1),
        format,
        text,
    }
}

/// ODF's `style:num-format` as the name [`formatted`] takes. Writer writes
/// the Russian alphabet as «а, б, .. (ru)» or «А, Б, .. (ru)».
fn word_format(format: &str) -> String {
    match format.chars().next() {
        None => String::new(),
        Some('1') => "decimal".into(),
        Some('a') => "lowerLetter".into(),
        Some('A') => "upperLetter".into(),
        Some('i') => "lowerRoman".into(),
        Some('I') => "upperRoman".into(),
        Some('а') => "russianLower".into(),
        Some('А') => "russianUpper".into(),
        Some(_) => "decimal".into(),
    }
}

/// An open `text:list`.
#[derive(Debug, Clone)]
struct Open {
    style: Option<String>,
    level: usize,
    /// The counters it counts on (its own, or the list's it continues).
    counter: usize,
}

/// The lists open where the reader is, their counters, and the number the
/// next paragraph starts with.
#[derive(Debug, Default)]
struct Lists {
    open: Vec<Open>,
    counters: Vec<[u32; LEVELS]>,
    /// The last outermost list's counter, and each `xml:id`'s.
    last: Option<usize>,
    by_id: HashMap<String, usize>,
    mark: Option<String>,
}

impl Lists {
    fn open(&mut self, e: &BytesStart) {
        let own_style = attr(e, "text:style-name");
        if let Some(outer) = self.open.last().cloned() {
            self.open.push(Open {
                style: own_style.or(outer.style),
                level: (outer.level + 1).min(LEVELS - 1),
                counter: outer.counter,
            });
            return;
        }
        let continued = attr(e, "text:continue-list")
            .and_then(|id| self.by_id.get(&id).copied())
            .or_else(|| {
                (attr(e, "text:continue-numbering").as_deref() == Some("true"))
                    .then_some(self.last)
                    .flatten()
            });
        let counter = continued.unwrap_or_else(|| {
            self.counters.push([0; LEVELS]);
            self.counters.len() - 1
        });
        if let Some(id) = attr(e, "xml:id") {
            self.by_id.insert(id, counter);
        }
        self.last = Some(counter);
        self.open.push(Open {
            style: own_style,
            level: 0,
            counter,
        });
    }

    fn close(&mut self) {
        self.open.pop();
        self.mark = None;
    }

    /// An item of the innermost list: its count moved on, its mark kept
    /// for its first paragraph.
    fn item(&mut self, start_value: Option<String>, styles: &HashMap<String, Vec<Level>>) {
        let Some(list) = self.open.last() else {
            return;
        };
        let levels = list
            .style
            .as_ref()
            .and_then(|s| styles.get(s))
            .map_or(&[][..], Vec::as_slice);
        let Some(counts) = self.counters.get_mut(list.counter) else {
            return;
        };
        let level = list.level;
        counts[level] = match start_value.and_then(|v| v.parse::<u32>().ok()) {
            Some(start) => start,
            None if counts[level] == 0 => levels.get(level).map_or(1, |l| l.start),
            None => counts[level].saturating_add(1),
        };
        for deeper in counts.iter_mut().skip(level + 1) {
            *deeper = 0;
        }
        self.mark = drawn(levels, counts, level);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    /// An `.odt` of these parts (`mimetype` first, as Writer stores it).
    pub(crate) fn odt(content: &str, styles: Option<&str>) -> Vec<u8> {
        let mut buf = std::io::Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut buf);
        let stored = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        let parts = [
            ("mimetype", "application/vnd.oasis.opendocument.text"),
            ("content.xml", content),
        ];
        for (name, text) in parts.into_iter().chain(styles.map(|s| ("styles.xml", s))) {
            zip.start_file(name, stored).expect("a zip entry");
            zip.write_all(text.as_bytes()).expect("written");
        }
        zip.finish().expect("a zip");
        buf.into_inner()
    }

    /// An `.odt` of any parts after its `mimetype`.
    fn odt_parts(parts: &[(&str, &str)]) -> Vec<u8> {
        let mut buf = std::io::Cursor::new(Vec::new());
        let mut zip = zip::ZipWriter::new(&mut buf);
        let stored = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Stored);
        let mimetype = ("mimetype", "application/vnd.oasis.opendocument.text");
        for (name, text) in std::iter::once(&mimetype).chain(parts) {
            zip.start_file(*name, stored).expect("a zip entry");
            zip.write_all(text.as_bytes()).expect("written");
        }
        zip.finish().expect("a zip");
        buf.into_inner()
    }

    const NS: &str = r#"xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0""#;

    fn content(styles: &str, body: &str) -> String {
        format!(
            r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content {NS}><office:automatic-styles>{styles}</office:automatic-styles><office:body><office:text>{body}</office:text></office:body></office:document-content>"#
        )
    }

    fn text(bytes: &[u8]) -> String {
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
        assert!(is_odt(&mut zip));
        odt_text(&mut zip).expect("an odt")
    }

    #[test]
    fn a_formula_objects_mathml_is_read_where_it_stands() {
        // As Writer saves a `.docx` whose range is a Word equation: the
        // object's MathML in its own part, the StarMath source beside it.
        let body = r#"<text:p>В начальный момент в куче было S камней, <draw:frame><draw:object xlink:href="./Object 1"/><draw:image xlink:href="./ObjectReplacements/Object 1"/></draw:frame>.</text:p><text:p>Чарт<draw:frame><draw:object xlink:href="./Object 2"/></draw:frame> и <draw:frame><draw:object xlink:href="./Object 9"/></draw:frame>нет</text:p>"#;
        let math = r#"<?xml version="1.0" encoding="UTF-8"?><math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mn>1</mn><mo>&#x2264;</mo><mi> S </mi><mi>≤</mi><mn>70</mn></mrow><annotation encoding="StarMath 5.0">1 leslant S ≤ 80</annotation></semantics></math>"#;
        let chart = r#"<office:document-content><office:body><office:chart><text:p>12</text:p></office:chart></office:body></office:document-content>"#;
        let bytes = odt_parts(&[
            ("content.xml", &content("", body)),
            ("Object 1/content.xml", math),
            ("Object 2/content.xml", chart),
        ]);
        assert_eq!(
            text(&bytes),
            "В начальный момент в куче было S камней, 1≤S≤70.\nЧарт и нет\n"
        );
        assert_eq!(math_text("<math><mi>S</mi><mo>&lt;</mo></math"), None);
    }

    #[test]
    fn paragraphs_spaces_and_breaks_are_lines_notes_and_changes_are_not() {
        let body = r#"<text:tracked-changes><text:changed-region><text:deletion><text:p>удалено</text:p></text:deletion></text:changed-region></text:tracked-changes><text:h text:outline-level="1">Задача</text:h><text:p>Два<text:s text:c="2"/>игрока<text:note><text:note-body><text:p>сноска</text:p></text:note-body></text:note>,<text:tab/>Петя<text:line-break/>и <text:span>Ваня</text:span> &amp; S &lt; 5</text:p><text:p/>"#;
        assert_eq!(
            text(&odt(&content("", body), None)),
            "Задача\nДва  игрока, Петя\nи Ваня & S < 5\n\n"
        );
    }

    #[test]
    fn a_numbered_lists_marks_are_drawn_and_continued() {
        let styles = r#"<text:list-style style:name="L1"><text:list-level-style-number text:level="1" style:num-suffix="." style:num-format="1" text:start-value="19"/><text:list-level-style-number text:level="2" style:num-suffix=")" style:num-format="а, б, .. (ru)"/></text:list-style><text:list-style style:name="L2"><text:list-level-style-bullet text:level="1" text:bullet-char="•"/></text:list-style>"#;
        let body = r#"<text:list text:style-name="L1" xml:id="list1"><text:list-item><text:p>Первый</text:p><text:list><text:list-item><text:p>а-пункт</text:p></text:list-item><text:list-item><text:p>б-пункт</text:p></text:list-item></text:list></text:list-item><text:list-item><text:p>Второй</text:p><text:p>его второй абзац</text:p></text:list-item></text:list><text:p>Между</text:p><text:list text:style-name="L1" text:continue-list="list1"><text:list-item><text:p>Третий</text:p></text:list-item></text:list><text:list text:style-name="L1"><text:list-header><text:p>Заголовок</text:p></text:list-header><text:list-item><text:p>Заново</text:p></text:list-item></text:list><text:list text:style-name="L2"><text:list-item><text:p>Пункт</text:p></text:list-item></text:list>"#;
        assert_eq!(
            text(&odt(&content(styles, body), None)),
            "19. Первый\nа) а-пункт\nб) б-пункт\n20. Второй\nего второй абзац\nМежду\n21. Третий\nЗаголовок\n19. Заново\n• Пункт\n"
        );
    }

    #[test]
    fn a_named_list_style_comes_from_styles_xml() {
        let styles_xml = format!(
            r#"<?xml version="1.0"?><office:document-styles {NS}><office:styles><text:list-style style:name="Numbering 123"><text:list-level-style-number text:level="1" style:num-suffix=")" style:num-format="1"/></text:list-style></office:styles></office:document-styles>"#
        );
        let body = r#"<text:list text:style-name="Numbering 123"><text:list-item><text:p>один</text:p></text:list-item><text:list-item><text:p>два</text:p></text:list-item></text:list>"#;
        assert_eq!(
            text(&odt(&content("", body), Some(&styles_xml))),
            "1) один\n2) два\n"
        );
    }

    #[test]
    fn damaged_xml_is_an_error_and_a_spreadsheet_is_no_text() {
        let bytes = odt("<office:document-content><text:p>x</text:q>", None);
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&bytes[..])).expect("a zip");
        assert!(odt_text(&mut zip).is_err());
        let mut buf = std::io::Cursor::new(Vec::new());
        let mut w = zip::ZipWriter::new(&mut buf);
        w.start_file("mimetype", zip::write::SimpleFileOptions::default())
            .expect("entry");
        w.write_all(b"application/vnd.oasis.opendocument.spreadsheet")
            .expect("written");
        w.finish().expect("a zip");
        let bytes = buf.into_inner();
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(&bytes[..])).expect("a zip");
        assert!(!is_odt(&mut zip));
    }
}
