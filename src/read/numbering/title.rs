//! The title a collection prints beside a header's number: an author in
//! brackets («5 (Л. Шастин)»), a source in square brackets («Задание 5
//! [Досрочная волна]»), or words after a dash («Задание 5 — Л. Шастин»).

use super::super::sentences::asks;

/// Whether words are an author's name in brackets and nothing else: «(Л.
/// Шастин)», «(А. Кабанов).», «(Кабанов А.)» — a capital's initial with its
/// stop beside a capitalised surname.
pub(super) fn author_in_brackets(s: &str) -> bool {
    let Some(inner) = s
        .trim()
        .trim_end_matches('.')
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
    else {
        return false;
    };
    let ws: Vec<&str> = inner.split_whitespace().collect();
    let initial = |w: &str| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.as_str() == "."
    };
    let surname = |w: &str| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase)
            && cs.as_str().chars().count() >= 2
            && cs.all(char::is_lowercase)
    };
    match ws.as_slice() {
        [a, b] => initial(a) && surname(b) || surname(a) && initial(b),
        _ => false,
    }
}

/// The brackets a title after a header's number is printed in.
pub(in crate::read) const TITLE_BRACKETS: [(char, char); 2] = [('(', ')'), ('[', ']')];

/// A title in brackets at a line's end («Задание 82 (ЕГЭ 2023)», «Задание
/// 5 [Досрочная волна]»), or after a dash («Задание 5 — Л. Шастин»): the
/// words before it and the title's words. A dash's title never asks
/// («Задание 19 – найдите …»).
pub(super) fn title_at_end(line: &str) -> Option<(&str, &str)> {
    let t = line.trim_end();
    TITLE_BRACKETS
        .into_iter()
        .find_map(|(open, close)| t.strip_suffix(close).and_then(|l| l.rsplit_once(open)))
        .or_else(|| {
            t.match_indices(' ')
                .find_map(|(at, _)| after_dash(&t[at + 1..]).map(|title| (&t[..at], title)))
                .filter(|(_, title)| !asks(title))
        })
}

/// The dashes a title after a header's number is printed after.
const TITLE_DASHES: [char; 3] = ['—', '–', '-'];

/// The words after a title's dash that opens `s`, a space after it («— Л.
/// Шастин» → «Л. Шастин»).
pub(in crate::read) fn after_dash(s: &str) -> Option<&str> {
    s.strip_prefix(TITLE_DASHES)
        .filter(|t| t.starts_with(' '))
        .map(str::trim_start)
}
