//! The text as people paste it, made plain: bytes decoded (UTF-8, UTF-16
//! with its mark, Windows-1251, a Word `.docx`, `.doc`
//! or `.rtf`, a Writer `.odt`), then HTML tags and
//! entities, Markdown marks, MathJax, odd spaces, soft hyphens and the
//! many dashes and angle signs reduced to one spelling each.

use super::tokens::numbered;
use crate::exam::wording::Lang;
use crate::i18n::Msg;
use crate::msg;
pub(in crate::read) use answer_sheet::answer_sheet;
use answer_sheet::without_answer_sheet;
pub(in crate::read) use buttons::solution_label;
use buttons::{site_button, without_glued_buttons};
use doc::{doc_text, is_compound};
use docx::docx_text;
use lines::join_lines;
use lookalike::{
    cyrillic_unknown, dollar_unknown, fullwidth_ascii, read_lookalikes, start_index,
    symbol_font_relations,
};
use markup::{entities, looks_like_html, mathjax, strip_tags, underscores};
#[cfg(test)]
pub(super) use page::page_debris;
use page::page_kept;

/// [`without_glued_buttons`] for the reader's tests.
#[cfg(test)]
pub(super) fn without_glued_buttons_for_tests(line: &str) -> String {
    without_glued_buttons(line)
}

mod answer_sheet;
mod buttons;
mod byline;
mod doc;
mod doc_lists;
mod docx;
mod glued;
mod lines;
mod lookalike;
mod margin;
mod markup;
mod number_forms;
mod odt;
mod page;
mod page_break;
mod page_head;
mod program;
mod rtf;

/// Why a file could not be read as text: what is wrong, worded where shown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// Bytes that are no text in any encoding we read.
    #[error("{}", self.message(Lang::En))]
    Binary(Msg),
    /// A zip that is not a Word document, or a damaged one.
    #[error("{}", self.message(Lang::En))]
    Docx(Msg),
    /// A compound file that is not a readable Word 97–2003 document.
    #[error("{}", self.message(Lang::En))]
    Doc(Msg),
}

impl DecodeError {
    /// The error as a message, worded where it is shown.
    pub fn to_msg(&self) -> Msg {
        match self {
            DecodeError::Binary(why) => msg!("read-binary", why = why.clone()),
            DecodeError::Docx(why) => msg!("read-docx", why = why.clone()),
            DecodeError::Doc(why) => msg!("read-doc", why = why.clone()),
        }
    }

    /// The error worded in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.to_msg().message(lang)
    }
}

/// Decodes a file's bytes to text.
///
/// # Errors
/// The bytes are binary (NUL bytes, control characters), or a zip or a
/// compound file that is not a readable Word document.
pub fn decode(bytes: &[u8]) -> Result<String, DecodeError> {
    if bytes.starts_with(b"PK\x03\x04") {
        return zip_text(bytes);
    }
    if is_compound(bytes) {
        return doc_text(bytes);
    }
    if rtf::is_rtf(bytes) {
        return Ok(rtf::rtf_text(bytes));
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFF, 0xFE]) {
        return utf16(rest, u16::from_le_bytes);
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFE, 0xFF]) {
        return utf16(rest, u16::from_be_bytes);
    }
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        return Err(DecodeError::Binary(msg!("read-binary-nul", at = at)));
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t.to_string(),
        Err(_) => crate::import::decode_cp1251(bytes)
            .ok_or_else(|| DecodeError::Binary(msg!("read-binary-encoding")))?,
    };
    let control = text
        .chars()
        .filter(|c| {
            c.is_control() && !matches!(c, '\n' | '\r' | '\t' | '\u{b}' | '\u{c}' | '\u{85}')
        })
        .count();
    if control * 100 > text.chars().count().max(1) {
        return Err(DecodeError::Binary(msg!(
            "read-binary-controls",
            count = control
        )));
    }
    Ok(text)
}

/// A zip's text: an OpenDocument text (Writer's `.odt`) or a Word `.docx`.
fn zip_text(bytes: &[u8]) -> Result<String, DecodeError> {
    // The zip crate's own words are English: the catalog says what failed.
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes))
        .map_err(|_| DecodeError::Docx(msg!("read-docx-not-zip")))?;
    if odt::is_odt(&mut zip) {
        odt::odt_text(&mut zip)
    } else {
        docx_text(&mut zip)
    }
}

fn utf16(bytes: &[u8], word: fn([u8; 2]) -> u16) -> Result<String, DecodeError> {
    let units = bytes.chunks_exact(2).map(|c| word([c[0], c[1]]));
    char::decode_utf16(units)
        .collect::<Result<String, _>>()
        .map_err(|e| DecodeError::Binary(msg!("read-binary-utf16", error = e.to_string())))
}

/// The text made plain: one spelling for each sign, no markup.
pub fn normalize(text: &str) -> String {
    // Line breaks of every kind: Word's manual one copied as a vertical
    // tab, Unicode's line and paragraph separators, NEL.
    // Word's byte-order marks (U+FEFF) before list items go first: a «# »
    // comment line they open is a comment (`program`) only without them.
    let text = text
        .replace('\u{feff}', "")
        .replace("\r\n", "\n")
        .replace(['\r', '\u{b}', '\u{2028}', '\u{85}'], "\n")
        .replace('\u{2029}', "\n\n");
    let text = fullwidth_ascii(&text);
    let text = program::without_program(&text);
    let text = if looks_like_html(&text) {
        strip_tags(&text)
    } else {
        text
    };
    let text = entities(&text);
    let text = underscores(&mathjax(&dollar_unknown(&text)));
    let text = bullets(&text);
    // Zero-width marks gone before the groups of a number are joined
    // («1\u{2009}\u{200b}000»).
    let text = number_forms::thousands(&text.replace(
        [
            '\u{ad}', '\u{200b}', '\u{200c}', '\u{200d}', '\u{2060}', '\u{feff}',
            // A Word equation's invisible operators («1\u{2061}≤\u{2062}S»).
            '\u{2061}', '\u{2062}', '\u{2063}', '\u{2064}',
        ],
        "",
    ));
    let mut out = String::with_capacity(text.len());
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            // «Ходы: +1, *2»: a post's sign of multiplying, a star alone
            // before a number (not markup's «**bold**» nor «2*S»).
            '*' if number_forms::times_sign(&chars, i) => out.push('×'),
            '\u{a0}' | '\u{2000}'..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\t' => out.push(' '),
            '\u{ad}' | '\u{200b}'..='\u{200d}' | '\u{2060}' | '\u{feff}' => {}
            '–' | '—' | '−' | '‒' | '―' | '‑' => out.push('–'),
            '‹' | '〈' => out.push('<'),
            '›' | '〉' => out.push('>'),
            '⩽' | '≦' | '\u{f0a3}' => out.push('≤'),
            '⩾' | '≧' | '\u{f0b3}' => out.push('≥'),
            // Word's Symbol font, pasted: its private-use code points.
            '\u{f03c}' => out.push('<'),
            '\u{f03e}' => out.push('>'),
            '\u{f0b4}' => out.push('×'),
            '“' | '”' | '„' | '"' => out.push('"'),
            '*' | '`' => {}
            // The Cyrillic «Ѕ» (dze), drawn as the Latin S.
            'Ѕ' => out.push('S'),
            // «S₀»: a subscript written as TeX writes it, «S_0».
            '₀'..='₉' => {
                out.push('_');
                out.extend(char::from_u32(u32::from(c) - 0x2080 + u32::from(b'0')));
            }
            c => out.push(number_forms::math_letter(c).unwrap_or(c)),
        }
    }
    let out = start_index(&cyrillic_unknown(
        &read_lookalikes(&symbol_font_relations(&out)),
        'С',
        Some('с'),
        'S',
    ))
    .replace("<=", "≤")
    .replace(">=", "≥")
    .replace("=<", "≤")
    .replace("=>", "≥")
    .replace("__", "");
    // A task with the unknown S may type its second unknown with a Cyrillic «К».
    let two_unknowns = out.split(|c: char| !c.is_alphanumeric()).any(|w| w == "S");
    // «1 ≤ s ≤ 69», «значение s»: the unknown typed lower-case, in a text
    // with no upper-case one.
    let lower_unknown =
        !two_unknowns && out.split(|c: char| !c.is_alphanumeric()).any(|w| w == "s");
    // One space between words; Markdown headers lose their '#'.
    let out = glued::marks_apart(&out);
    let kept = without_answer_sheet(page_kept(&out));
    let lines: Vec<String> = kept
        .iter()
        .enumerate()
        .map(|(i, l)| {
            // «✅ 19. Известно …», «📌 Условие:»: a post's emoji before a
            // line's words decorate it and go; before a list's item in lower
            // case («🔹 добавить в кучу один камень») they are its bullet.
            let l = l.trim();
            let bare =
                l.trim_start_matches(|c: char| page::decoration(c) || c == '\u{fe0f}' || c == ' ');
            let item = bare.len() < l.len() && bare.starts_with(char::is_lowercase);
            let dashed = item.then(|| format!("– {bare}"));
            let l = dashed.as_deref().unwrap_or(bare).trim_start_matches('#');
            // «11. 📌 Задачка дня»: a collection's number before a post's
            // decorated heading keeps the heading's words.
            let undecorated = numbered(l).and_then(|(n, rest)| {
                let words = rest.trim_start_matches(|c: char| {
                    page::decoration(c) || c == '\u{fe0f}' || c == ' '
                });
                let mark = &l[n.len()..n.len() + 1];
                (words.len() < rest.trim_start().len()).then(|| format!("{n}{mark} {words}"))
            });
            let l = undecorated.as_deref().unwrap_or(l);
            let hashed = number_over_hashes(l);
            let l = hashed.as_deref().unwrap_or(l);
            // «… во второй куче — S» + «> 10.»: a range wrapped before its
            // sign keeps the sign; any other '>' first is a quote's mark.
            let sign = i > 0 && ends_with_unknown(kept[i - 1]) && relation_after(l);
            let l = if sign { l } else { l.trim_start_matches('>') };
            // A site's buttons copied with the task.
            let l = if site_button(l) { "" } else { l };
            let l = without_glued_buttons(l);
            let l = l
                .split(' ')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ");
            let l = glued::rejoined_words(&glued::spaced_stops(&l));
            let l = if two_unknowns {
                cyrillic_unknown(&l, 'К', None, 'K')
            } else if lower_unknown {
                upper_unknown(&l)
            } else {
                l
            };
            // «19  Два игрока …»: a number in the page's margin.
            let before = i.checked_sub(1).map(|j| kept[j]);
            let after = kept.get(i + 1).copied();
            let l = margin::with_stop(&l, before)
                .or_else(|| margin::alone_with_stop(&l, before, after))
                .unwrap_or(l);
            unknown_glued(&super::typos::capital_names(&l))
        })
        .collect();
    join_lines(&single_spaced(lines))
}

/// «21. ## Задания 19–21», «18. # Михлин Б.С.»: a collection's number
/// before a Markdown header's or a comment's '#' marks; the marks go, as
/// they do at a line's start. Never «20 #76980», a site's number.
fn number_over_hashes(l: &str) -> Option<String> {
    let (number, rest) = super::tokens::numbered(l)?;
    let marks = rest.trim_start().strip_prefix('#')?.trim_start_matches('#');
    (number.len() <= 3 && rest.starts_with(char::is_whitespace))
        .then_some(marks)
        .filter(|m| m.starts_with(char::is_whitespace))
        .map(|m| format!("{} {}", &l[..=number.len()], m.trim_start()))
}

/// Whether a line ends with the unknown as a word of its own («… — S»,
/// «…, K»): the next line's sign is the unknown's relation.
fn ends_with_unknown(line: &str) -> bool {
    let t = line.trim_end();
    let last = t
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    matches!(last, "S" | "K") && t.len() > last.len()
}

/// Whether a line opens with '>' and a number after it («> 10.», «>= 20»).
fn relation_after(line: &str) -> bool {
    line.strip_prefix('>')
        .map(|r| r.trim_start_matches(['=', ' ']))
        .is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit()))
}

/// A double-spaced paste (every line its own paragraph: a PDF's lines or a
/// Word file's, each followed by a blank line) as the lines it was: the
/// run of blank lines that follows every line (one, or two or three in a
/// triple-spaced paste) is a line's end, a longer run the paragraph's. Only
/// when no two lines stand together and some line ends mid-sentence before
/// the shortest run: a text whose blank lines end its paragraphs keeps them.
fn single_spaced(lines: Vec<String>) -> Vec<String> {
    let filled: Vec<usize> = (0..lines.len()).filter(|&i| !lines[i].is_empty()).collect();
    let Some(spacing) = filled.windows(2).map(|w| w[1] - w[0]).min() else {
        return lines;
    };
    let wrapped = filled.windows(2).any(|w| {
        w[1] == w[0] + spacing
            && !lines[w[0]].ends_with(['.', '?', '!', ':', ';'])
            && lines[w[1]].starts_with(char::is_lowercase)
    });
    if !(2..=MOST_BLANKS_BETWEEN_LINES + 1).contains(&spacing) || filled.len() < 4 || !wrapped {
        return without_blank_lines_in_sentences(lines);
    }
    let mut out = Vec::with_capacity(lines.len());
    let mut blanks = 0;
    for l in lines {
        if l.is_empty() {
            blanks += 1;
            continue;
        }
        if blanks >= spacing && !out.is_empty() {
            out.push(String::new());
        }
        blanks = 0;
        out.push(l);
    }
    out
}

/// A blank line in the middle of a sentence («…, играют в следующую», a
/// blank line, «игру. …»: a paragraph broken where a line was wrapped) is
/// dropped: a line that ends in a letter or a comma, one blank line, then a
/// line that starts in a lower-case letter. A paragraph that ends its
/// sentence, or a title, keeps the blank line after it.
fn without_blank_lines_in_sentences(lines: Vec<String>) -> Vec<String> {
    let broken = |i: usize| {
        i >= 1
            && i + 1 < lines.len()
            && lines[i].is_empty()
            && lines[i - 1].ends_with(|c: char| c.is_alphabetic() || c == ',')
            && lines[i + 1].starts_with(char::is_lowercase)
    };
    let dropped: Vec<bool> = (0..lines.len()).map(broken).collect();
    lines
        .into_iter()
        .zip(dropped)
        .filter_map(|(l, d)| (!d).then_some(l))
        .collect()
}

/// The most blank lines a paste puts after each of its lines (one when
/// double-spaced, two or three when spaced wider); more is no paste's.
const MOST_BLANKS_BETWEEN_LINES: usize = 3;

/// The marks a list's item starts with, as pasted.
const LIST_MARKS: [char; 16] = [
    '-', '*', '•', '·', '▪', '◦', '●', '■', '➢', '►', '\u{f0b7}', '\u{f0a7}', '\u{f0d8}',
    '\u{f076}', '\u{f0fc}', '\u{f0a8}',
];

/// A list's bullet starting a line («- Убрать 2 камня.», Markdown's «* …»,
/// «• …») written as the one dash of a list item («– Убрать 2 камня.»).
fn bullets(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    for (i, line) in t.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let body = line.trim_start();
        // A list's mark and the space or tab after it: Word's marks copied
        // as its Symbol and Wingdings fonts' private-use code points too
        // («\u{f0b7}\t», «\u{f0a7}\t»).
        let rest = body
            .strip_prefix(LIST_MARKS)
            .filter(|r| r.starts_with([' ', '\t', '\u{a0}']))
            .map(str::trim_start);
        match rest {
            Some(rest) => {
                out.push_str("– ");
                out.push_str(rest);
            }
            None => out.push_str(line),
        }
    }
    out
}

/// A Latin «s» that is a word of its own («значение s», «1 ≤ s ≤ 69»,
/// «2s») → the unknown S.
fn upper_unknown(l: &str) -> String {
    let chars: Vec<char> = l.chars().collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let alone = c == 's'
                && (i == 0 || !chars[i - 1].is_alphabetic())
                && chars.get(i + 1).is_none_or(|n| !n.is_alphanumeric());
            if alone {
                'S'
            } else {
                c
            }
        })
        .collect()
}

/// «значение Sпри котором» → «значение S при котором».
fn unknown_glued(l: &str) -> String {
    let chars: Vec<char> = l.chars().collect();
    let mut out = String::with_capacity(l.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        out.push(c);
        let alone = i == 0 || !chars[i - 1].is_alphabetic();
        if (c == 'S' || c == 'K')
            && alone
            && chars.get(i + 1).is_some_and(|n| ('а'..='я').contains(n))
        {
            out.push(' ');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Word's manual line breaks saved as vertical tabs, one a line: a
    /// text, not a binary file's control characters.
    #[test]
    fn a_text_of_vertical_tabs_is_text() {
        let text = "Игра завершается.\u{b}Петя ходит первым.\u{b}".repeat(3);
        assert_eq!(decode(text.as_bytes()).ok().as_deref(), Some(text.as_str()));
        assert!(decode(&[0x01u8; 64]).is_err());
    }

    #[test]
    fn pasted_text_is_made_plain() {
        for (pasted, plain) in [
            ("A.\r\nB", "A.\nB"),
            ("7\u{a0}камней", "7 камней"),
            ("ка\u{ad}мней", "камней"),
            ("1 &le; S &lt; 57", "1 ≤ S < 57"),
            ("<p>Два <b>игрока</b></p><p>Петя</p>", "Два игрока\n\nПетя"),
            // A formula's picture is its formula; another picture is gone.
            (
                "<p>было S камней, <img class=\"tex\" src=\"/formula/a.svg\" alt=\"1 \\leqslant S \\leqslant 69\">.</p>",
                "было S камней, 1 ≤ S ≤ 69 .",
            ),
            ("<p>Схема <img src=\"a.png\" alt=\"схема игры\"> ниже</p>", "Схема ниже"),
            (
                "Игроки ходят по оче-\nреди, первый",
                "Игроки ходят по очереди, первый",
            ),
            (
                "может:\n– добавить;\n– удвоить.\nИгра",
                "может: – добавить; – удвоить.\nИгра",
            ),
            ("значение Sпри котором", "значение S при котором"),
            // A bullet of any kind starting a line is a list's dash.
            (
                "может:\n- убрать 2 камня.\n* убрать 5 камней.\n• удвоить.",
                "может: – убрать 2 камня.\n– убрать 5 камней.\n– удвоить.",
            ),
            ("**Задание 19.** Найдите", "Задание 19. Найдите"),
            ("$1 \\le S \\le 69$", "1 ≤ S ≤ 69"),
            ("Игра\u{b}завершается.\u{2029}Петя\u{2028}ходит", "Игра завершается.\n\nПетя ходит"),
            // A Word equation copied: its invisible operators gone.
            ("1\u{2061}≤\u{2062}\u{1d446}\u{2062}≤69", "1≤S≤69"),
            // Word's bullets, a tab after them.
            ("может:\n\u{f0b7}\tубрать 2 камня.", "может: – убрать 2 камня."),
            ("1 < S ‹ 57", "1 < S < 57"),
            ("S >= 30", "S ≥ 30"),
            ("S \u{f0b3}88", "S ≥88"),
            ("во второй — S", "во второй – S"),
            ("&#1055;&#x435;тя", "Петя"),
            // A Cyrillic «К» beside S: the unknown K.
            (
                "в первой куче К камней, во второй S, 1 ≤К≤ 29. Пар (К; S)",
                "в первой куче K камней, во второй S, 1 ≤K≤ 29. Пар (K; S)",
            ),
            ("S. К задаче 5 вопросы те же", "S. К задаче 5 вопросы те же"),
            ("(К. Поляков) S", "(К. Поляков) S"),
            // A second initial, as the Cyrillic «С» for S reads it.
            ("(Иванов А.К.) S", "(Иванов А.К.) S"),
            ("S; (К задаче 5) …", "S; (К задаче 5) …"),
            ("Кот и К камней", "Кот и К камней"),
            // A question after a line cut at a comma is a line of its own;
            // a name or a lower-case word after a comma goes on.
            (
                "не являются выигрышными,\nУкажите два значения S.",
                "не являются выигрышными,\nУкажите два значения S.",
            ),
            (
                "при котором,\nВаня выигрывает, и\nнайдите",
                "при котором, Ваня выигрывает, и найдите",
            ),
        ] {
            assert_eq!(normalize(pasted).trim(), plain, "{pasted:?}");
        }
    }

    #[test]
    fn a_lone_angle_is_not_a_tag() {
        assert_eq!(normalize("1<S<57 and <b>x</b>"), "1<S<57 and x");
    }

    #[test]
    fn bytes_are_decoded_or_refused() {
        assert_eq!(decode("Петя".as_bytes()).unwrap(), "Петя");
        assert_eq!(decode(b"\xcf\xe5\xf2\xff").unwrap(), "Петя");
        assert_eq!(decode(&[0xFF, 0xFE, 0x1F, 0x04]).unwrap(), "П");
        assert!(matches!(decode(b"ab\0cd"), Err(DecodeError::Binary(_))));
        assert!(matches!(
            decode(b"PK\x03\x04junk"),
            Err(DecodeError::Docx(_))
        ));
    }
}
