//! A Word `.docx` as the text its reader sees: each paragraph a line, with
//! the numbers Word draws before a numbered list's paragraphs («1.»,
//! «19)», «а)»). A teacher's collection numbers its tasks, and a task its
//! questions, with Word's automatic lists: the numbers are in no run of the
//! text, and without them the tasks and the questions lose their numbers.

use std::collections::HashMap;
use std::io::Read;

use quick_xml::events::{BytesStart, Event};

use super::markup::entities;
use super::DecodeError;
use crate::msg;

/// How much of a `.docx`'s `word/document.xml` (and of its list and style
/// definitions) we unpack at most.
const DOCX_XML_LIMIT: u64 = 64 << 20;

/// Word's list levels: 0 to 8.
pub(super) const LEVELS: usize = 9;

/// The paragraphs of a Word document (`word/document.xml`), one a line:
/// the number of a list's paragraph, the text of its runs and of its
/// equations (`m:t`: «1 ≤ S ≤ 69» typed in Word's equation editor), a
/// non-breaking hyphen, and a sign inserted from the Symbol font (`w:sym`:
/// «≤» from Вставка → Символ). A text box's text is read once: Word
/// writes a shape twice (`mc:AlternateContent`: the `mc:Choice` a newer
/// Word draws, the `mc:Fallback` for older ones), so the fallback is
/// skipped.
pub(super) fn docx_text(
    zip: &mut zip::ZipArchive<std::io::Cursor<&[u8]>>,
) -> Result<String, DecodeError> {
    let bad = DecodeError::Docx;
    let xml = part(zip, "word/document.xml")?.ok_or_else(|| bad(msg!("read-docx-no-document")))?;
    // A list or style part whose XML is damaged loses the numbers, never the
    // text (one too large to unpack is refused as the document would be).
    let mut lists = part(zip, "word/numbering.xml")?
        .map(|x| Lists::parse(&x))
        .unwrap_or_default();
    let styles = part(zip, "word/styles.xml")?
        .map(|x| style_lists(&x))
        .unwrap_or_default();
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut out = String::new();
    let mut in_text = false;
    // The paragraph's list (its `w:numPr`, else its style's) and level.
    let mut list: Option<String> = None;
    let mut level = 0usize;
    // Whether the paragraph's properties have ended (its number drawn).
    let mut properties_read = false;
    // How deep in `mc:Fallback` elements the reader is (0: outside).
    let mut fallback = 0usize;
    loop {
        let event = reader.read_event();
        if let Ok(Event::Start(e)) = &event {
            if e.name().as_ref() == "mc:Fallback" {
                fallback += 1;
            }
        }
        if fallback > 0 {
            match event {
                Ok(Event::End(e)) if e.name().as_ref() == "mc:Fallback" => fallback -= 1,
                Ok(Event::Eof) => break,
                Err(e) => return Err(bad(msg!("read-docx-xml", error = e.to_string()))),
                _ => {}
            }
            continue;
        }
        match event {
            Ok(Event::Start(e)) => match e.name().as_ref() {
                "w:p" => (list, level, properties_read) = (None, 0, false),
                name => in_text = matches!(name, "w:t" | "m:t"),
            },
            Ok(Event::Empty(e)) => match e.name().as_ref() {
                "w:tab" => out.push(' '),
                "w:br" | "w:cr" => out.push('\n'),
                "w:noBreakHyphen" => out.push('-'),
                "w:sym" => out.extend(symbol_char(&e)),
                "w:numId" => list = val(&e),
                "w:ilvl" => level = val(&e).and_then(|v| v.parse().ok()).unwrap_or(0),
                "w:pStyle" => {
                    if let Some((id, lvl)) = val(&e).and_then(|s| styles.get(&s)) {
                        list = list.or(Some(id.clone()));
                        level = *lvl;
                    }
                }
                _ => {}
            },
            Ok(Event::End(e)) => match e.name().as_ref() {
                "w:t" | "m:t" => in_text = false,
                "w:p" => out.push('\n'),
                // The paragraph's properties come before its runs: its
                // number goes first.
                "w:pPr" if !properties_read => {
                    properties_read = true;
                    if let Some(mark) = list.as_deref().and_then(|id| lists.next(id, level)) {
                        out.push_str(&mark);
                        out.push(' ');
                    }
                }
                _ => {}
            },
            Ok(Event::Text(t)) if in_text => out.push_str(&entities(t.as_ref())),
            Ok(Event::GeneralRef(r)) if in_text => {
                out.push_str(&entities(&format!("&{};", AsRef::<str>::as_ref(&r))));
            }
            Ok(Event::Eof) => break,
            Err(e) => return Err(bad(msg!("read-docx-xml", error = e.to_string()))),
            _ => {}
        }
    }
    Ok(out)
}

/// A part of the document's zip as text, if it has it.
pub(super) fn part(
    zip: &mut zip::ZipArchive<std::io::Cursor<&[u8]>>,
    name: &str,
) -> Result<Option<String>, DecodeError> {
    let bad = DecodeError::Docx;
    let Ok(entry) = zip.by_name(name) else {
        return Ok(None);
    };
    if entry.size() > DOCX_XML_LIMIT {
        return Err(bad(msg!(
            "read-docx-too-large",
            part = name.to_string(),
            size = crate::solve::human_bytes(entry.size()),
            max = crate::solve::human_bytes(DOCX_XML_LIMIT)
        )));
    }
    let mut xml = String::new();
    entry
        .take(DOCX_XML_LIMIT + 1)
        .read_to_string(&mut xml)
        .map_err(|_| bad(msg!("read-docx-unreadable", part = name.to_string())))?;
    Ok(Some(xml))
}

/// An element's `w:val`.
fn val(e: &BytesStart) -> Option<String> {
    attr(e, "w:val")
}

/// An element's attribute, by its qualified name.
pub(super) fn attr(e: &BytesStart, name: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == name)
        .map(|a| a.value.to_string())
}

/// How one level of a list draws its number.
#[derive(Debug, Clone, Default)]
pub(super) struct Level {
    pub(super) start: u32,
    /// `decimal`, `lowerLetter`, `russianLower`, `bullet`, `none` …
    pub(super) format: String,
    /// «%1.», «%1)», «%1.%2.»: the level's text, `%k` the k-th level's number.
    pub(super) text: String,
}

/// The lists of `word/numbering.xml`, and how far each has counted.
#[derive(Debug, Default)]
pub(super) struct Lists {
    /// Each abstract list's levels.
    abstracts: HashMap<String, Vec<Level>>,
    /// Each list (`w:num`) as its abstract list and the levels it restarts.
    nums: HashMap<String, (String, HashMap<usize, u32>)>,
    /// Each abstract list's counters, shared by its lists.
    counts: HashMap<String, [u32; LEVELS]>,
    /// The lists and levels whose restart has been made.
    restarted: std::collections::HashSet<(String, usize)>,
}

impl Lists {
    /// An abstract list's levels (a `.doc`'s LSTF and LVLs).
    pub(super) fn define(&mut self, id: String, levels: Vec<Level>) {
        self.abstracts.insert(id, levels);
    }

    /// A list numbering by abstract list `of`, restarting `restarts`' levels
    /// (a `.doc`'s LFO and LFOLVLs).
    pub(super) fn use_list(&mut self, id: String, of: String, restarts: HashMap<usize, u32>) {
        self.nums.insert(id, (of, restarts));
    }

    fn parse(xml: &str) -> Lists {
        let mut lists = Lists::default();
        let mut reader = quick_xml::Reader::from_str(xml);
        let mut abstract_id: Option<String> = None;
        let mut num_id: Option<String> = None;
        let mut level: Option<usize> = None;
        loop {
            let (e, empty) = match reader.read_event() {
                Ok(Event::Start(e)) => (e, false),
                Ok(Event::Empty(e)) => (e, true),
                Ok(Event::End(e)) => {
                    match e.name().as_ref() {
                        "w:abstractNum" => abstract_id = None,
                        "w:num" => num_id = None,
                        "w:lvl" | "w:lvlOverride" => level = None,
                        _ => {}
                    }
                    continue;
                }
                Ok(Event::Eof) | Err(_) => break,
                _ => continue,
            };
            let number = |name| attr(&e, name).and_then(|v| v.parse::<usize>().ok());
            match e.name().as_ref() {
                "w:abstractNum" if !empty => abstract_id = attr(&e, "w:abstractNumId"),
                "w:num" if !empty => num_id = attr(&e, "w:numId"),
                "w:lvl" | "w:lvlOverride" if !empty => {
                    level = number("w:ilvl").filter(|&l| l < LEVELS);
                }
                "w:abstractNumId" => {
                    if let (Some(num), Some(of)) = (&num_id, val(&e)) {
                        lists.nums.entry(num.clone()).or_default().0 = of;
                    }
                }
                "w:startOverride" => {
                    if let (Some(num), Some(l), Some(v)) = (&num_id, level, val(&e)) {
                        let start = v.parse().unwrap_or(1);
                        lists
                            .nums
                            .entry(num.clone())
                            .or_default()
                            .1
                            .insert(l, start);
                    }
                }
                name @ ("w:start" | "w:numFmt" | "w:lvlText") => {
                    let (Some(id), Some(l)) = (&abstract_id, level) else {
                        continue;
                    };
                    let levels = lists.abstracts.entry(id.clone()).or_default();
                    if levels.len() <= l {
                        levels.resize(l + 1, Level::default());
                    }
                    let v = val(&e).unwrap_or_default();
                    match name {
                        "w:start" => levels[l].start = v.parse().unwrap_or(1),
                        "w:numFmt" => levels[l].format = v,
                        _ => levels[l].text = v,
                    }
                }
                _ => {}
            }
        }
        lists
    }

    /// The number list `id` draws before its next paragraph at `level`, and
    /// the count moved on.
    pub(super) fn next(&mut self, id: &str, level: usize) -> Option<String> {
        let level = level.min(LEVELS - 1);
        let (of, restarts) = self.nums.get(id)?;
        let levels = self.abstracts.get(of)?;
        // Every list of an abstract list counts on its counter; a list that
        // restarts a level sets it at its own first paragraph there, and
        // the lists that follow count on from it (Writer's export numbers a
        // task's first question by a restarting list, the next ones by the
        // shared one).
        let start = |l: usize| levels.get(l).map_or(1, |x| x.start);
        let restart = restarts
            .get(&level)
            .copied()
            .filter(|_| self.restarted.insert((id.to_string(), level)));
        let counts = self.counts.entry(of.clone()).or_insert([0; LEVELS]);
        counts[level] = match restart {
            Some(at) => at,
            None if counts[level] == 0 => start(level),
            None => counts[level].saturating_add(1),
        };
        // A level's number restarts after a paragraph of a level above it.
        for deeper in counts.iter_mut().skip(level + 1) {
            *deeper = 0;
        }
        drawn(levels, counts, level)
    }
}

/// The number a list draws at `level` with these counts: the level's text
/// with each `%k` the k-th level's count (its start while it has none) in
/// that level's format; a bullet as «•»; none for a level that draws none.
pub(super) fn drawn(levels: &[Level], counts: &[u32; LEVELS], level: usize) -> Option<String> {
    let this = levels.get(level)?;
    if matches!(this.format.as_str(), "none" | "") && this.text.is_empty() {
        return None;
    }
    if this.format == "bullet" {
        return Some("•".into());
    }
    let mut mark = String::new();
    let mut chars = this.text.chars().peekable();
    while let Some(c) = chars.next() {
        let digit = chars.peek().and_then(|d| d.to_digit(10));
        match digit {
            Some(k @ 1..=9) if c == '%' => {
                chars.next();
                let l = k as usize - 1;
                let n = match counts[l] {
                    0 => levels.get(l).map_or(1, |x| x.start),
                    n => n,
                };
                let format = levels.get(l).map_or("decimal", |x| x.format.as_str());
                mark.push_str(&formatted(n, format));
            }
            _ => mark.push(c),
        }
    }
    let mark = mark.trim().to_string();
    (!mark.is_empty()).then_some(mark)
}

/// A number as a list's format writes it.
pub(super) fn formatted(n: u32, format: &str) -> String {
    // Word's Russian letters skip ё, й, ъ, ы, ь.
    const RUSSIAN: &str = "абвгдежзиклмнопрстуфхцчшщэюя";
    // Word writes letters up to «zz…z» thirty long; a list's start past it
    // (a damaged or hostile file) is written as its number, never as a run
    // of letters as long as the number.
    const MOST_LETTERS: u32 = 30;
    let letter = |alphabet: &str| {
        let letters: Vec<char> = alphabet.chars().collect();
        if n > MOST_LETTERS * letters.len() as u32 {
            return n.to_string();
        }
        let i = (n.max(1) - 1) as usize;
        letters[i % letters.len()]
            .to_string()
            .repeat(i / letters.len() + 1)
    };
    match format {
        "lowerLetter" => letter("abcdefghijklmnopqrstuvwxyz"),
        "upperLetter" => letter("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        "russianLower" => letter(RUSSIAN),
        "russianUpper" => letter(RUSSIAN).to_uppercase(),
        "lowerRoman" => roman(n).to_lowercase(),
        "upperRoman" => roman(n),
        _ => n.to_string(),
    }
}

fn roman(mut n: u32) -> String {
    const NUMERALS: [(u32, &str); 13] = [
        (1000, "M"),
        (900, "CM"),
        (500, "D"),
        (400, "CD"),
        (100, "C"),
        (90, "XC"),
        (50, "L"),
        (40, "XL"),
        (10, "X"),
        (9, "IX"),
        (5, "V"),
        (4, "IV"),
        (1, "I"),
    ];
    let mut out = String::new();
    for (value, numeral) in NUMERALS {
        while n >= value && out.len() < 32 {
            out.push_str(numeral);
            n -= value;
        }
    }
    out
}

/// The styles that number their paragraphs (Word's «Список нумерованный»):
/// each style's list and level.
fn style_lists(xml: &str) -> HashMap<String, (String, usize)> {
    let mut out = HashMap::new();
    let mut reader = quick_xml::Reader::from_str(xml);
    let mut style: Option<String> = None;
    let mut level = 0;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) if e.name().as_ref() == "w:style" => {
                style = attr(&e, "w:styleId");
                level = 0;
            }
            Ok(Event::End(e)) if e.name().as_ref() == "w:style" => style = None,
            Ok(Event::Empty(e)) => match (e.name().as_ref(), &style) {
                ("w:ilvl", Some(_)) => level = val(&e).and_then(|v| v.parse().ok()).unwrap_or(0),
                ("w:numId", Some(s)) => {
                    if let Some(id) = val(&e) {
                        out.insert(s.clone(), (id, level));
                    }
                }
                _ => {}
            },
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
    }
    out
}

/// The character a `<w:sym w:font="Symbol" w:char="F0A3"/>` shows: the
/// Symbol font's signs and digits (its letters are Greek, no word of a
/// task); nothing for another font's (Wingdings' bullets).
fn symbol_char(e: &BytesStart) -> Option<char> {
    let font = attr(e, "w:font").unwrap_or_default();
    if !font.eq_ignore_ascii_case("symbol") {
        return None;
    }
    let code = u32::from_str_radix(&attr(e, "w:char")?, 16).ok()?;
    // Word stores the font's code in the private area, 0xF000 up.
    let code = if code >= 0xF000 { code - 0xF000 } else { code };
    Some(match code {
        0x30..=0x39 => char::from_u32(code)?,
        0x20 => ' ',
        0x28 => '(',
        0x29 => ')',
        0x2B => '+',
        0x2C => ',',
        0x2D => '−',
        0x2E => '.',
        0x2F => '/',
        0x3C => '<',
        0x3D => '=',
        0x3E => '>',
        0xA3 => '≤',
        0xB3 => '≥',
        0xB4 => '×',
        0xB8 => '÷',
        0xB9 => '≠',
        0xD7 => '·',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A two-level list («1.», then «1.1.» under it) and a lettered one
    /// restarted by a second `w:num` at «в)»: the marks Word draws.
    #[test]
    fn list_numbers_are_drawn_as_word_draws_them() {
        let xml = "<w:numbering>\
            <w:abstractNum w:abstractNumId=\"0\">\
              <w:lvl w:ilvl=\"0\"><w:start w:val=\"1\"/><w:numFmt w:val=\"decimal\"/><w:lvlText w:val=\"%1.\"/></w:lvl>\
              <w:lvl w:ilvl=\"1\"><w:start w:val=\"1\"/><w:numFmt w:val=\"decimal\"/><w:lvlText w:val=\"%1.%2.\"/></w:lvl>\
            </w:abstractNum>\
            <w:abstractNum w:abstractNumId=\"1\">\
              <w:lvl w:ilvl=\"0\"><w:start w:val=\"1\"/><w:numFmt w:val=\"russianLower\"/><w:lvlText w:val=\"%1)\"/></w:lvl>\
            </w:abstractNum>\
            <w:abstractNum w:abstractNumId=\"2\">\
              <w:lvl w:ilvl=\"0\"><w:numFmt w:val=\"bullet\"/><w:lvlText w:val=\"\u{f0b7}\"/></w:lvl>\
            </w:abstractNum>\
            <w:num w:numId=\"1\"><w:abstractNumId w:val=\"0\"/></w:num>\
            <w:num w:numId=\"2\"><w:abstractNumId w:val=\"1\"/></w:num>\
            <w:num w:numId=\"3\"><w:abstractNumId w:val=\"1\"/>\
              <w:lvlOverride w:ilvl=\"0\"><w:startOverride w:val=\"3\"/></w:lvlOverride></w:num>\
            <w:num w:numId=\"4\"><w:abstractNumId w:val=\"2\"/></w:num>\
            </w:numbering>";
        let mut lists = Lists::parse(xml);
        let marks: Vec<Option<String>> = [
            ("1", 0),
            ("1", 1),
            ("1", 1),
            ("1", 0),
            ("1", 1),
            ("2", 0),
            ("2", 0),
            ("3", 0),
            ("4", 0),
            ("9", 0),
        ]
        .iter()
        .map(|(id, level)| lists.next(id, *level))
        .collect();
        let marks: Vec<&str> = marks.iter().map(|m| m.as_deref().unwrap_or("-")).collect();
        assert_eq!(
            marks,
            ["1.", "1.1.", "1.2.", "2.", "2.1.", "а)", "б)", "в)", "•", "-"]
        );
        assert_eq!(formatted(10, "russianLower"), "к");
        // «Список нумерованный» numbers its paragraphs through its style.
        let styles = style_lists(
            "<w:styles><w:style w:styleId=\"a\"><w:pPr/></w:style>\
             <w:style w:styleId=\"ListNumber\"><w:pPr><w:numPr><w:ilvl w:val=\"1\"/>\
             <w:numId w:val=\"7\"/></w:numPr></w:pPr></w:style></w:styles>",
        );
        assert_eq!(styles.get("ListNumber"), Some(&("7".to_string(), 1)));
        assert_eq!(styles.get("a"), None);
        assert_eq!(formatted(14, "upperRoman"), "XIV");
        assert_eq!(formatted(28, "lowerLetter"), "bb");
        // Writer's export: a task's first question by a list restarting
        // level 1, the next ones by the shared list, counting on from it.
        let xml = "<w:numbering><w:abstractNum w:abstractNumId=\"1\">\
              <w:lvl w:ilvl=\"0\"><w:start w:val=\"1\"/><w:numFmt w:val=\"decimal\"/><w:lvlText w:val=\"%1.\"/></w:lvl>\
              <w:lvl w:ilvl=\"1\"><w:start w:val=\"19\"/><w:numFmt w:val=\"decimal\"/><w:lvlText w:val=\"%2.\"/></w:lvl>\
            </w:abstractNum><w:num w:numId=\"1\"><w:abstractNumId w:val=\"1\"/></w:num>\
            <w:num w:numId=\"3\"><w:abstractNumId w:val=\"1\"/><w:lvlOverride w:ilvl=\"1\">\
            <w:startOverride w:val=\"19\"/></w:lvlOverride></w:num></w:numbering>";
        let mut lists = Lists::parse(xml);
        let marks: Vec<String> = [
            ("1", 0),
            ("1", 1),
            ("1", 1),
            ("1", 0),
            ("3", 1),
            ("1", 1),
            ("1", 1),
        ]
        .iter()
        .filter_map(|(id, level)| lists.next(id, *level))
        .collect();
        assert_eq!(marks, ["1.", "19.", "20.", "2.", "19.", "20.", "21."]);
        // A start no list reaches: its number, not a billion letters.
        assert_eq!(formatted(4_000_000_000, "lowerLetter"), "4000000000");
    }
}
