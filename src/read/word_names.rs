//! Players named by words that are words of the text too: «Два игрока,
//! Первый и Второй, играют …», «Начинающий и Отвечающий», «Белый и Чёрный».
//! Such a name is an adjective: «первым ходом», «во второй куче» are no
//! player. In a question a form of it (-ый, -ого, -ому, -ым) is the player
//! only when capitalized inside a sentence, or at a sentence's start as the
//! subject of a verb of winning or moving («Первый не может выиграть …»);
//! it is read as «первый игрок» (the first mover) or «второй игрок» in the
//! same case, by who moves first as the rules said it.

use super::tokens::words;
use super::vocabulary::vocabulary;

/// The stem of a name that is an adjective, one word capitalized
/// («Первый» → «перв», «Начинающий» → «начинающ»), else `None`.
pub(super) fn adjective_stem(name: &str) -> Option<String> {
    let name = name.trim();
    let ws = words(name);
    let [w] = ws.as_slice() else {
        return None;
    };
    if !name.starts_with(char::is_uppercase) || w.chars().count() < 5 {
        return None;
    }
    ["ый", "ий", "ой"]
        .iter()
        .find_map(|end| w.strip_suffix(end))
        .map(str::to_string)
}

/// The case of an adjective's ending after its stem: 0 nominative, 1
/// genitive, 2 dative, 3 instrumental; `None` for any other.
fn case_of(ending: &str) -> Option<usize> {
    match ending {
        "ый" | "ий" | "ой" => Some(0),
        "ого" | "его" => Some(1),
        "ому" | "ему" => Some(2),
        "ым" | "им" => Some(3),
        _ => None,
    }
}

pub(super) const FIRST: [&str; 4] = [
    "первый игрок",
    "первого игрока",
    "первому игроку",
    "первым игроком",
];
pub(super) const SECOND: [&str; 4] = [
    "второй игрок",
    "второго игрока",
    "второму игроку",
    "вторым игроком",
];

/// The question with each form of the two names (`stems`: the first
/// mover's, then the other's) said as «первый игрок» / «второй игрок» in its
/// case. Words that are not the player (lower case, or a sentence's first
/// word not followed by a verb of winning or moving) are kept.
pub(super) fn as_ordinal_players(text: &str, stems: [&str; 2]) -> String {
    let v = vocabulary();
    let verb = v.group("players.verb_after");
    let mut out = String::with_capacity(text.len() + 32);
    // (start, end) of each word of letters, and whether it opens a sentence.
    let mut tokens: Vec<(usize, usize, bool)> = Vec::new();
    let mut at_start = true;
    let mut from: Option<usize> = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        if c.is_alphabetic() || (c == '-' && from.is_some()) {
            from.get_or_insert(i);
            continue;
        }
        if let Some(f) = from.take() {
            tokens.push((f, i, at_start));
            at_start = false;
        }
        if matches!(c, '\n' | '.' | '!' | '?' | ':' | ';' | '(' | '«' | '"') {
            at_start = true;
        }
    }
    let mut last = 0;
    for (k, &(f, e, opens)) in tokens.iter().enumerate() {
        let token = &text[f..e];
        if !token.starts_with(char::is_uppercase) {
            continue;
        }
        let Some(w) = words(token).into_iter().next() else {
            continue;
        };
        let hit = stems.iter().enumerate().find_map(|(role, stem)| {
            let case = case_of(w.strip_prefix(stem)?)?;
            Some((role, case))
        });
        let Some((role, case)) = hit else {
            continue;
        };
        if opens {
            // «Первый не может …», «Первый может выиграть …»: the subject
            // of a verb of winning or moving; «Первым ходом …» is none.
            let next = tokens
                .get(k + 1)
                .and_then(|&(nf, ne, _)| words(&text[nf..ne]).into_iter().next())
                .unwrap_or_default();
            if case != 0 || !(verb.is(&next) || next == "не") {
                continue;
            }
        }
        out.push_str(&text[last..f]);
        out.push_str([FIRST, SECOND][role][case]);
        last = e;
    }
    out.push_str(&text[last..]);
    out
}
