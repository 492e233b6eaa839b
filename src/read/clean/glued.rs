//! Sentences glued at their stops, as a paste from a site or a chat leaves
//! them («… хода.Найдите …», «19.Известно, что …»): a space goes back after
//! the stop; a question's mark run into the line before it goes on a line
//! of its own.

use super::super::numbering::exams_question;
use super::super::sentences::asks;
use super::super::vocabulary::vocabulary;

/// «хода.Найдите» → «хода. Найдите», «19.Известно» → «19. Известно»,
/// «ход,но» → «ход, но» (a comma between two lower-case Russian letters),
/// «убирается).Например» → «убирается). Например»: a stop ('.', '!', '?')
/// between a lower-case letter, a digit, a closing bracket or quote (or the
/// unknown S as a word) and a Cyrillic capital. Never initials («Е.Джобс»,
/// «А.К.»: a capital before the stop), a decimal («2.5»), nor an address
/// («kompege.ru»).
pub(super) fn spaced_stops(l: &str) -> String {
    let chars: Vec<char> = l.chars().collect();
    let mut out = String::with_capacity(l.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        out.push(c);
        // «за один ход,но при любом»: a comma glued between two Russian
        // words (never inside one, nor a decimal's «2,5»).
        if c == ',' && i > 0 {
            let next = chars.get(i + 1).copied();
            if russian_lower(chars[i - 1]) && next.is_some_and(russian_lower) {
                out.push(' ');
            }
            continue;
        }
        if !matches!(c, '.' | '!' | '?') || i == 0 {
            continue;
        }
        let before = chars[i - 1];
        let unknown = before == 'S' && (i < 2 || !chars[i - 2].is_alphanumeric());
        let ends = before.is_lowercase()
            || before.is_ascii_digit()
            || matches!(before, ')' | '»' | '"')
            || unknown;
        let next = chars.get(i + 1).copied();
        let capital = next.is_some_and(|n| n.is_uppercase() && is_cyrillic(n));
        if ends && capital {
            out.push(' ');
        }
    }
    out
}

/// A question's mark run into the line before it after that line's last
/// sentence, as a paste made one paragraph leaves it: «… противника. 19
/// Известно, что …», «… 1 ≤ S ≤ 34. ✅ 19. Известно …», «… хода. Задание
/// 21 Для игры …» — the mark and its question on a line of their own
/// again. Only the exam's numbers (19–21) after a sentence's stop, and only
/// before words that ask; a mark with its stop and nothing before it («…
/// хода. 20. Найдите …») is read where it stands and is left there.
pub(super) fn marks_apart(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push('\n');
        }
        let mut from = 0;
        for (at, c) in line.char_indices() {
            if c != ' ' || at < from || !line[..at].ends_with(['.', '!', '?']) {
                continue;
            }
            // What follows, up to its sentence's stop (at most some 300
            // bytes: a line of many sentences is looked at in linear work).
            let rest = sentence_ahead(&line[at..]);
            let chatter = rest.len() == line.len() - at && chatter_at(rest);
            if chatter || mark_at(rest, unknown_before(&line[..at])) {
                out.push_str(&line[from..at]);
                out.push('\n');
                from = at + 1;
            }
        }
        out.push_str(&line[from..]);
    }
    out
}

/// Whether `rest` (after a sentence's stop) opens with a question's mark
/// that [`marks_apart`] puts on a line of its own: decorated («✅ 19.»),
/// with no stop after its number («19 Известно», «Задание 21 Для игры»), or
/// after the unknown's stop (`after_unknown`).
fn mark_at(rest: &str, after_unknown: bool) -> bool {
    let bare = rest.trim_start();
    let words = bare
        .trim_start_matches(|c: char| super::page::decoration(c) || c == '\u{fe0f}' || c == ' ');
    let decorated = words.len() < bare.len();
    let named = vocabulary()
        .as_written("numbering.question")
        .iter()
        .find_map(|w| words.strip_prefix(w.as_str()))
        .filter(|r| r.starts_with(' '))
        .map(str::trim_start);
    let numbered = named.unwrap_or(words);
    let digits = numbered.bytes().take_while(u8::is_ascii_digit).count();
    if !exams_question(&numbered[..digits]) {
        return false;
    }
    let after = &numbered[digits..];
    let stopped = after.strip_prefix(['.', ')', ':']);
    let spaced = stopped.unwrap_or(after);
    let asking = spaced.starts_with(' ')
        && spaced
            .trim_start()
            .starts_with(|c: char| c.is_uppercase() && is_cyrillic(c))
        && asks(spaced.trim_start());
    asking && (decorated || stopped.is_none() || after_unknown)
}

/// Whether a line's words end with the unknown and its stop («… значений
/// S.»): a question's mark after them («S. 21. Для игры …») would be read
/// as an initial's.
fn unknown_before(before: &str) -> bool {
    let t = before.trim_end().trim_end_matches('.');
    t.ends_with('S') && !t[..t.len() - 1].ends_with(|c: char| c.is_alphanumeric())
}

/// The text ahead up to the end of its first sentence after a question's
/// mark (the next «. » past its first 12 bytes), and at most some 300
/// bytes of it.
fn sentence_ahead(rest: &str) -> &str {
    let mut end = rest.len().min(300);
    while !rest.is_char_boundary(end) {
        end -= 1;
    }
    let head = &rest[..end];
    let from = head.char_indices().nth(12).map_or(head.len(), |(i, _)| i);
    head[from..]
        .find(". ")
        .map_or(head, |i| &head[..from + i + 1])
}

/// Whether the rest of a line after a sentence's stop is a post's chatter
/// that closes it («… ходом. Пишите ответы в комментах 👇💬 #ЕГЭ2025»): on
/// a line of its own, it is dropped as the post's furniture.
fn chatter_at(rest: &str) -> bool {
    super::page::post_chatter(rest.trim())
}

/// A word broken at a printed line's end and its lines then joined with a
/// space («ход де- лает Петя», a PDF's text pasted as one paragraph): the
/// word whole again («делает»). A hyphen with a space after it, between
/// two lower-case Cyrillic letters; never a word left hanging before a
/// conjunction («двух- и трёхкратное», «одно- или двукратное»).
pub(super) fn rejoined_words(l: &str) -> String {
    if !l.contains("- ") {
        return l.to_string();
    }
    let words: Vec<&str> = l.split(' ').collect();
    let mut out = String::with_capacity(l.len());
    for (i, w) in words.iter().enumerate() {
        out.push_str(w);
        let Some(next) = words.get(i + 1) else {
            break;
        };
        let stem = w.strip_suffix('-').filter(|s| {
            let mut back = s.chars().rev();
            back.next().is_some_and(russian_lower) && back.next().is_some_and(russian_lower)
        });
        let conjunction = ["и", "или", "либо", "а"]
            .iter()
            .any(|c| next.trim_end_matches([',', '.']) == *c);
        if stem.is_some() && next.starts_with(russian_lower) && !conjunction {
            out.pop();
        } else {
            out.push(' ');
        }
    }
    out
}

fn russian_lower(c: char) -> bool {
    matches!(c, 'а'..='я' | 'ё')
}

fn is_cyrillic(c: char) -> bool {
    ('\u{400}'..='\u{4ff}').contains(&c)
}

#[cfg(test)]
mod tests {
    use super::{rejoined_words, spaced_stops};

    #[test]
    fn words_broken_at_a_joined_line_are_whole() {
        for (broken, whole) in [
            ("первый ход де- лает Петя.", "первый ход делает Петя."),
            ("Победи- телем считается", "Победителем считается"),
            ("в двух- и трёхкратном", "в двух- и трёхкратном"),
            ("из 1- 2 камней", "из 1- 2 камней"),
            ("Петя - первый", "Петя - первый"),
        ] {
            assert_eq!(rejoined_words(broken), whole);
        }
    }

    #[test]
    fn glued_sentences_get_their_space() {
        for (glued, spaced) in [
            ("хода.Найдите", "хода. Найдите"),
            ("19.Известно", "19. Известно"),
            ("убирается).Например", "убирается). Например"),
            ("значение S.Найдите", "значение S. Найдите"),
            ("(Е.Джобс) Два", "(Е.Джобс) Два"),
            ("т.е. первым", "т.е. первым"),
            ("kompege.ru", "kompege.ru"),
            ("из 2.5 камней", "из 2.5 камней"),
            ("(Иванов А.К.) S", "(Иванов А.К.) S"),
        ] {
            assert_eq!(spaced_stops(glued), spaced);
        }
    }
}
