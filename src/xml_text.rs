//! XML text, both ways. Writing: text from the input (a template's name, a description, a question, a
//! vertex name) made safe inside the XML gametable writes by hand (the ODS
//! parts, the SVG trees): the five markup characters as entities, tab and
//! line breaks as character references (an attribute keeps them), and every
//! character XML 1.0 forbids — the other C0 controls and the non-characters
//! U+FFFE, U+FFFF — replaced by U+FFFD (�). No character reference can stand
//! for those (`&#1;` is as ill-formed as the byte), so the text keeps a mark
//! where one was and the file stays one every XML reader opens (LibreOffice
//! refuses the whole document otherwise). rust_xlsxwriter escapes its own
//! cell text (as `_x0001_`, Excel's way). Reading: [`Forbidden`] finds
//! such a character in a workbook's XML, which calamine would read without a
//! word although no conforming reader accepts the file.

use std::borrow::Cow;

/// Whether XML 1.0 allows `c` in a document (its `Char` production; a Rust
/// `char` is never a surrogate).
pub fn allowed(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{FFFD}' | '\u{10000}'..)
}

/// `s` as XML text or attribute value: borrowed when nothing needs escaping.
pub fn escape(s: &str) -> Cow<'_, str> {
    let plain =
        |c: char| allowed(c) && !matches!(c, '&' | '<' | '>' | '"' | '\'' | '\t' | '\n' | '\r');
    if s.chars().all(plain) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' => out.push_str("&#9;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            c if !allowed(c) => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Scans XML bytes, fed in pieces, for the first character XML 1.0
/// forbids written as itself (a C0 control other than tab and line breaks,
/// U+FFFE or U+FFFF in UTF-8).
#[derive(Default)]
pub struct Forbidden {
    /// Bytes seen so far.
    at: u64,
    /// The last two bytes seen (a non-character may span two pieces).
    last: [u8; 2],
    /// The first forbidden character: its byte offset and code point.
    pub found: Option<(u64, u32)>,
}

impl Forbidden {
    /// Looks at the next piece of the document.
    pub fn feed(&mut self, bytes: &[u8]) {
        if self.found.is_some() {
            return;
        }
        for (i, &b) in bytes.iter().enumerate() {
            let at = self.at + i as u64;
            if b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r') {
                self.found = Some((at, u32::from(b)));
                return;
            }
            if self.last == [0xEF, 0xBF] && (b == 0xBE || b == 0xBF) {
                self.found = Some((at - 2, 0xFF40 + u32::from(b)));
                return;
            }
            self.last = [self.last[1], b];
        }
        self.at += bytes.len() as u64;
    }

    /// The finding as a message naming the part (`content.xml`).
    pub fn message(&self, part: &str) -> Option<String> {
        self.found.map(|(at, c)| {
            format!(
                "{part} holds the character U+{c:04X} (byte {at}), which XML forbids: the file is not well-formed and Excel and LibreOffice refuse it; the program that wrote it has a fault"
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_forbidden_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(
            escape("Петя & <Ваня> \"1\" 'a'"),
            "Петя &amp; &lt;Ваня&gt; &quot;1&quot; &apos;a&apos;"
        );
        assert_eq!(
            escape("a\u{1}b\u{1b}[31m\u{FFFE}\u{FFFF}c"),
            "a\u{FFFD}b\u{FFFD}[31m\u{FFFD}\u{FFFD}c"
        );
        assert_eq!(escape("a\tb\nc\rd"), "a&#9;b&#10;c&#13;d");
        assert_eq!(
            escape("\u{7f}\u{85}\u{FFFD}\u{1F600}"),
            "\u{7f}\u{85}\u{FFFD}\u{1F600}"
        );
        assert!(matches!(escape("plain текст"), Cow::Borrowed(_)));
    }

    #[test]
    fn every_escaped_text_is_well_formed_for_a_strict_parser() {
        let all: String = (0u32..0x3_0000).filter_map(char::from_u32).collect();
        let doc = format!("<a b=\"{}\">{}</a>", escape(&all), escape(&all));
        assert!(doc.chars().all(allowed));
        let mut reader = quick_xml::Reader::from_str(&doc);
        let mut text = String::new();
        loop {
            match reader.read_event().expect("well-formed") {
                quick_xml::events::Event::Eof => break,
                quick_xml::events::Event::Text(t) => text.push_str(&t.xml10_content()),
                quick_xml::events::Event::GeneralRef(r) => {
                    let c = r.resolve_char_ref().expect("a character reference");
                    text.push(c.unwrap_or_else(|| match &*r {
                        "amp" => '&',
                        "lt" => '<',
                        "gt" => '>',
                        "quot" => '"',
                        "apos" => '\'',
                        n => panic!("unknown entity {n}"),
                    }));
                }
                _ => {}
            }
        }
        let expected: String = all
            .chars()
            .map(|c| if allowed(c) { c } else { '\u{FFFD}' })
            .collect();
        assert_eq!(text, expected);
    }

    #[test]
    fn forbidden_characters_are_found_across_pieces() {
        let mut f = Forbidden::default();
        f.feed("<a>Петя\t\n".as_bytes());
        f.feed(b"\xEF");
        f.feed(b"\xBF\xBEx");
        assert_eq!(f.found, Some((13, 0xFFFE)));
        let mut f = Forbidden::default();
        f.feed(b"<a>x\x01</a>");
        assert_eq!(f.found, Some((4, 1)));
        assert!(f
            .message("content.xml")
            .unwrap()
            .starts_with("content.xml holds the character U+0001 (byte 4)"));
        let mut f = Forbidden::default();
        f.feed("<a>\u{FFFD}\u{EFBF}я</a>".as_bytes());
        assert_eq!(f.found, None);
    }
}
