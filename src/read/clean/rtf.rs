//! A Rich Text Format file (`.rtf`, what Word and WordPad save «as RTF»)
//! as the text its reader sees: each paragraph a line. Its Russian letters
//! are escapes: `\'d2` a byte of the document's code page (Windows-1251 in
//! a Russian Word's file, or the charset of the font in use), `\u1058?` a
//! UTF-16 unit followed by a fallback to skip. Font tables, styles, the
//! document's properties, pictures, headers and footers and a field's code
//! are no text of the task; a numbered list's number (`\listtext`) is.
//! Text a tracked change deleted (`\deleted`, shown struck through) is
//! no longer the document's; text a change inserted is.
//!
//! Groups nest: a stack of group states (never recursion) keeps each
//! group's destination, font and fallback length.

/// Whether the bytes are an RTF document.
pub(super) fn is_rtf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"{\\rtf")
}

/// Destinations whose text is not the document's: tables of fonts,
/// colours, styles and lists, the document's properties, pictures and
/// objects, headers, footers and footnotes, a field's code.
const SKIPPED: &[&str] = &[
    "fonttbl",
    "colortbl",
    "stylesheet",
    "info",
    "pict",
    "object",
    "header",
    "headerl",
    "headerr",
    "headerf",
    "footer",
    "footerl",
    "footerr",
    "footerf",
    "footnote",
    "annotation",
    "listtable",
    "listoverridetable",
    "revtbl",
    "rsidtbl",
    "xmlnstbl",
    "filetbl",
    "themedata",
    "colorschememapping",
    "latentstyles",
    "datastore",
    "generator",
    "fldinst",
    "pgdsctbl",
    "bkmkstart",
    "bkmkend",
];

/// A group's state: inherited by the groups it opens.
#[derive(Debug, Clone, Copy)]
struct Group {
    /// The group's text is no text of the document.
    skipped: bool,
    /// The group is the font table: `\fN` and `\fcharsetN` define fonts.
    fonts: bool,
    /// The code page of the `\'hh` bytes (the font's, else the document's).
    code_page: u16,
    /// How many characters follow a `\uN` as its fallback (`\ucN`).
    fallback: usize,
    /// The text is a tracked change's deletion (`\deleted` up to
    /// `\deleted0`, `\plain` or the group's end).
    deleted: bool,
}

impl Group {
    /// The group's text is not the document's: a skipped destination or
    /// deleted text.
    fn hidden(&self) -> bool {
        self.skipped || self.deleted
    }
}

/// The text of an RTF document. A damaged one (groups left open, an escape
/// cut off) gives the text read up to the damage.
pub(super) fn rtf_text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() / 4);
    let mut stack: Vec<Group> = Vec::new();
    let mut group = Group {
        skipped: false,
        fonts: false,
        code_page: 1252,
        fallback: 1,
        deleted: false,
    };
    let mut document_code_page = 1252u16;
    // Each font's code page, by its number, from the font table.
    let mut font_pages: Vec<(i64, u16)> = Vec::new();
    let mut font_defined: Option<i64> = None;
    // The `\'hh` bytes not yet decoded (a letter of a multi-byte code
    // page spans two), and how many fallback characters are left to skip.
    let mut pending: Vec<u8> = Vec::new();
    let mut skip = 0usize;
    // Whether the group just opened starts with `\*` (an optional
    // destination a reader that does not know it skips).
    let mut starred = false;
    // Whether the current group has had its first control word yet.
    let mut first_word = false;
    let mut i = 0usize;
    while i < bytes.len() {
        let b = bytes[i];
        if b != b'\\' || bytes.get(i + 1) != Some(&b'\'') {
            flush(&mut pending, group.code_page, group.hidden(), &mut out);
        }
        match b {
            b'{' => {
                stack.push(group);
                starred = false;
                first_word = true;
                i += 1;
            }
            b'}' => {
                if let Some(outer) = stack.pop() {
                    if group.fonts && !outer.fonts {
                        font_defined = None;
                    }
                    group = outer;
                }
                first_word = false;
                skip = 0;
                i += 1;
            }
            b'\\' => {
                let (word, param, next) = control(bytes, i + 1);
                i = next;
                let opens = std::mem::take(&mut first_word);
                match word {
                    Control::Symbol(b'*') => {
                        starred = true;
                        first_word = opens;
                    }
                    Control::Symbol(b'\'') => {
                        if skip > 0 {
                            skip -= 1;
                        } else if let Some(byte) = param.and_then(|p| u8::try_from(p).ok()) {
                            pending.push(byte);
                        }
                    }
                    Control::Symbol(c) => {
                        if let Some(text) = symbol(c) {
                            emit(text, &mut skip, group.hidden(), &mut out);
                        }
                    }
                    Control::Word(name) => {
                        if opens && (starred || SKIPPED.contains(&name)) {
                            group.skipped = true;
                        }
                        if opens && name == "fonttbl" {
                            group.fonts = true;
                        }
                        starred = false;
                        match name {
                            "ansicpg" => {
                                if let Some(page) = param.and_then(|p| u16::try_from(p).ok()) {
                                    document_code_page = page;
                                    group.code_page = page;
                                }
                            }
                            "f" if group.fonts => font_defined = param,
                            "fcharset" if group.fonts => {
                                if let (Some(font), Some(page)) =
                                    (font_defined, param.and_then(charset_page))
                                {
                                    font_pages.push((font, page));
                                }
                            }
                            "f" => {
                                group.code_page = font_pages
                                    .iter()
                                    .rev()
                                    .find(|(f, _)| Some(*f) == param)
                                    .map_or(document_code_page, |&(_, page)| page);
                            }
                            "deleted" => group.deleted = param != Some(0),
                            "plain" => group.deleted = false,
                            "uc" => {
                                group.fallback =
                                    param.and_then(|p| usize::try_from(p).ok()).unwrap_or(1);
                            }
                            "u" => {
                                if let Some(unit) = param {
                                    // A signed 16-bit unit: «\u-3913?» is U+F0B7.
                                    let unit = (unit & 0xFFFF) as u32;
                                    let c = char::from_u32(unit).unwrap_or('\u{FFFD}');
                                    if !group.hidden() {
                                        out.push(c);
                                    }
                                }
                                skip = group.fallback;
                            }
                            "bin" => {
                                let len = param.and_then(|p| usize::try_from(p).ok()).unwrap_or(0);
                                i = i.saturating_add(len).min(bytes.len());
                            }
                            _ => {
                                if let Some(text) = word_text(name) {
                                    skip = 0;
                                    if !group.hidden() {
                                        out.push_str(text);
                                    }
                                }
                            }
                        }
                    }
                }
            }
            // Line ends in the file are no text: RTF breaks its lines anywhere.
            b'\r' | b'\n' => i += 1,
            _ => {
                first_word = false;
                if b >= 0x80 {
                    // A raw byte of the code page (some writers leave them unescaped).
                    if skip > 0 {
                        skip -= 1;
                    } else {
                        pending.push(b);
                    }
                } else {
                    emit(
                        char::from(b).encode_utf8(&mut [0; 4]),
                        &mut skip,
                        group.hidden(),
                        &mut out,
                    );
                }
                i += 1;
            }
        }
    }
    flush(&mut pending, group.code_page, group.hidden(), &mut out);
    out
}

/// A control word or symbol after a backslash.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Control<'a> {
    Word(&'a str),
    Symbol(u8),
}

/// The control at `at` (just after the backslash): its word or symbol, its
/// number (a `\'hh` symbol's byte), and where the text goes on. A word is
/// letters then an optional signed number, one space after it its delimiter.
fn control(bytes: &[u8], at: usize) -> (Control<'_>, Option<i64>, usize) {
    let Some(&first) = bytes.get(at) else {
        return (Control::Symbol(b'\\'), None, at);
    };
    if !first.is_ascii_alphabetic() {
        if first == b'\'' {
            let hex = bytes
                .get(at + 1..at + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| i64::from_str_radix(h, 16).ok());
            let next = if hex.is_some() { at + 3 } else { at + 1 };
            return (Control::Symbol(b'\''), hex, next);
        }
        return (Control::Symbol(first), None, at + 1);
    }
    // Both runs are bounded: RTF caps a word at 32 letters and its number
    // at 10 digits; longer runs are damage, read no further than the caps.
    let letters = bytes[at..]
        .iter()
        .take(32)
        .take_while(|b| b.is_ascii_alphabetic())
        .count();
    let word = std::str::from_utf8(&bytes[at..at + letters]).unwrap_or("");
    let mut next = at + letters;
    let negative =
        bytes.get(next) == Some(&b'-') && bytes.get(next + 1).is_some_and(u8::is_ascii_digit);
    if negative {
        next += 1;
    }
    let digits = bytes[next..]
        .iter()
        .take(10)
        .take_while(|b| b.is_ascii_digit())
        .count();
    let param = std::str::from_utf8(&bytes[next..next + digits])
        .ok()
        .and_then(|d| d.parse::<i64>().ok())
        .map(|n| if negative { -n } else { n });
    next += digits;
    if bytes.get(next) == Some(&b' ') {
        next += 1;
    }
    (Control::Word(word), param, next)
}

/// The text of a control symbol: an escaped brace or backslash, a
/// non-breaking space or hyphen; an optional hyphen is nothing.
fn symbol(c: u8) -> Option<&'static str> {
    match c {
        b'\\' => Some("\\"),
        b'{' => Some("{"),
        b'}' => Some("}"),
        b'~' => Some("\u{a0}"),
        b'_' => Some("-"),
        b'\r' | b'\n' => Some("\n"),
        _ => None,
    }
}

/// The text of a control word that stands for one: a paragraph's or a
/// line's end, a cell's end, a tab, a dash or a quote.
fn word_text(name: &str) -> Option<&'static str> {
    Some(match name {
        "par" | "line" | "sect" | "page" | "column" | "cell" | "nestcell" | "row" | "nestrow" => {
            "\n"
        }
        "tab" => "\t",
        "emdash" => "—",
        "endash" => "–",
        "emspace" | "enspace" | "qmspace" => " ",
        "lquote" => "‘",
        "rquote" => "’",
        "ldblquote" => "“",
        "rdblquote" => "”",
        "bullet" => "•",
        _ => return None,
    })
}

/// A font's `\fcharsetN` as its code page: the Windows charsets a Russian
/// teacher's file uses (others keep the document's code page).
fn charset_page(charset: i64) -> Option<u16> {
    Some(match charset {
        0 => 1252,
        204 => 1251,
        238 => 1250,
        161 => 1253,
        162 => 1254,
        186 => 1257,
        _ => return None,
    })
}

/// Text of the document, unless it is in a skipped group or a `\uN`'s
/// fallback (which counts characters).
fn emit(text: &str, skip: &mut usize, skipped: bool, out: &mut String) {
    if *skip > 0 {
        *skip -= 1;
        return;
    }
    if !skipped {
        out.push_str(text);
    }
}

/// The `\'hh` bytes read so far, decoded in the code page.
fn flush(pending: &mut Vec<u8>, code_page: u16, skipped: bool, out: &mut String) {
    if pending.is_empty() {
        return;
    }
    if !skipped {
        match code_page {
            1251 => match crate::import::decode_cp1251(pending) {
                Some(text) => out.push_str(&text),
                None => out.extend(pending.iter().map(|_| '\u{FFFD}')),
            },
            _ => out.extend(pending.iter().map(|&b| super::doc::windows_1252(b))),
        }
    }
    pending.clear();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(rtf: &str) -> String {
        rtf_text(rtf.as_bytes())
    }

    #[test]
    fn windows_1251_escapes_are_russian_letters() {
        let rtf = r"{\rtf1\ansi\ansicpg1251\deff0{\fonttbl{\f0\froman\fcharset204 Times New Roman;}}{\info{\title \'c7\'e0\'e4\'e0\'f7\'e0}}\f0\fs24 \'c4\'e2\'e0 \'e8\'e3\'f0\'ee\'ea\'e0.\par \'cf\'e5\'f2\'ff\par}";
        assert_eq!(text(rtf), "Два игрока.\nПетя\n");
    }

    #[test]
    fn a_fonts_charset_decides_its_bytes() {
        // A document in code page 1252 whose Russian text is in a font of
        // charset 204: its bytes are Windows-1251.
        let rtf = r"{\rtf1\ansi\ansicpg1252{\fonttbl{\f0 Arial;}{\f1\fcharset204 Arial CYR;}}\f0 S \'b3 5 \f1\'ea\'f3\'f7\'e0\par}";
        assert_eq!(text(rtf), "S ³ 5 куча\n");
    }

    #[test]
    fn unicode_escapes_skip_their_fallback() {
        let rtf = r"{\rtf1\ansi\uc1 \u1055\'cf\u1077?\u1090?\u1103? 1 \u8804? S\par\uc2 \u1050??\u1072\'e0\'e0 \par}";
        assert_eq!(text(rtf), "Петя 1 ≤ S\nКа \n");
    }

    #[test]
    fn skipped_destinations_and_field_codes_are_no_text() {
        let rtf = r#"{\rtf1\ansi{\*\generator Riched20;}{\header page 3}{\stylesheet{\s1 Heading;}}{\field{\*\fldinst HYPERLINK ""x""}{\fldrslt link}} text{\pict\pngblip 89504e47}\par{\footer 12}}"#;
        assert_eq!(text(rtf), "link text\n");
    }

    #[test]
    fn a_lists_number_and_tabs_cells_and_dashes_are_kept() {
        let rtf = r"{\rtf1\ansi{\listtext\pard\plain 19.\tab}One\emdash two\line three\cell four\row\~five\-six\_seven \{x\}\\}";
        assert_eq!(
            text(rtf),
            "19.\tOne—two\nthree\nfour\n\u{a0}fivesix-seven {x}\\"
        );
    }

    #[test]
    fn a_tracked_deletion_is_no_text_and_an_insertion_is() {
        // LibreOffice's RTF of a Word file with tracked changes: «три» deleted,
        // «четыре» inserted; the deletion ends with its group, `\deleted0` or `\plain`.
        let rtf = r"{\rtf1\ansi{\*\revtbl {Unknown;}}\uc1 add {\deleted\revauthdel1 three}{\revised\revauth1 four} stones, not less than {\deleted 80}70; {\deleted 79\deleted0 69} {\deleted 1\plain 2}\par}";
        assert_eq!(text(rtf), "add four stones, not less than 70; 69 2\n");
    }

    #[test]
    fn damage_gives_the_text_read_so_far_and_never_panics() {
        for rtf in [
            r"{\rtf1 a{{{b",
            r"{\rtf1 a}}}}b",
            r"{\rtf1 \'",
            r"{\rtf1 \'zz x",
            r"{\rtf1 \u",
            r"{\rtf1 x\bin99999999",
            r"{\rtf1 x\u-99999999999999999999?",
            "{\\rtf1 x\\",
        ] {
            let _ = rtf_text(rtf.as_bytes());
        }
        assert_eq!(text(r"{\rtf1 a{{{b"), "ab");
        assert_eq!(text(r"{\rtf1{\fonttbl{\f0 Arial;}}}"), "");
    }
}
