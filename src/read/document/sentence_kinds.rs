//! What a sentence of a document is: one that names the unknown, asks,
//! states the moves, or opens a game.

use super::super::numbering::{split_collection_number, task_number};
use super::super::sentences::sentences;
use super::super::tokens::{leading_digits, leading_words, words};
use super::super::vocabulary::vocabulary;
use super::shared::is_shared_header;

/// Whether a sentence names the unknown: «значение S», «пар (K; S)».
pub(super) fn mentions_unknown(s: &str) -> bool {
    let ws = words(s);
    ws.iter().any(|w| w == "s" || w.starts_with("значени"))
}

/// Whether a sentence asks for the answer («Найдите…», «Сколько…»), not
/// only states a fact («Известно, что…»).
pub(super) fn reports(s: &str) -> bool {
    vocabulary().group("questions.verbs").any(&words(s))
}

/// How many words the longest verb of asking spans: `reports` on words
/// joined to a text need go back no further.
pub(super) fn longest_report() -> usize {
    vocabulary().group("questions.verbs").longest()
}

/// Whether a sentence asks which value in a question's own words, with no
/// verb of asking: «При каком наибольшем значении S …?», «Какое наименьшее
/// значение S …?». After a question it is the next one (it was taken into
/// the question before as its words, and the reading, complete, lost it).
pub(super) fn asks_which(s: &str) -> bool {
    let ws = leading_words(s, 2);
    let which = |w: &String| w.starts_with("как");
    match ws.as_slice() {
        [first, second, ..] if first == "при" => which(second),
        [first, ..] => ["какое", "какие", "каково", "каковы"].contains(&first.as_str()),
        [] => false,
    }
}

/// Whether a sentence states the moves, or heads their list («За один ход
/// игрок может выполнить любое из следующих действий:»).
pub(super) fn states_moves(s: &str) -> bool {
    let ws = words(s);
    super::super::moves::is_moves(&ws)
        || ws.len() >= 3
            && ws[..3] == ["за", "один", "ход"]
            && ws.iter().any(|w| w == "может" || w == "можно")
}

/// Whether a sentence begins a game's statement.
pub(super) fn starts_game(s: &str) -> bool {
    let ws = words(s);
    let has = |stem: &str| ws.iter().any(|w| w.starts_with(stem));
    names_game(&ws) || (ws.iter().any(|w| w == "перед") && has("игрок") && has("куч"))
}

/// Whether the words say that players play a game («Два игрока … играют в
/// следующую игру»): a task's first sentence, not «Перед игроками лежит куча».
pub(super) fn names_game(ws: &[String]) -> bool {
    let has = |stem: &str| ws.iter().any(|w| w.starts_with(stem));
    // «играют в (следующую) игру», not «один раз за (всю) игру» nor «…,
    // игру начинает Ваня» / «Ваня начинает игру».
    let game = (1..ws.len()).any(|i| {
        ws[i].starts_with("игру")
            && ws[i - 1] != "за"
            && !(i >= 2 && ws[i - 2] == "за")
            && !ws[i - 1].starts_with("начина")
    }) && !ws
        .windows(2)
        .any(|p| p[0].starts_with("игру") && p[1].starts_with("начина"));
    // «Петя и Ваня решили поиграть»: an opener with no word «игрок».
    let decided = has("решили") && (has("поигра") || has("сыгра"));
    // «Оба игрока играют безошибочно»: how they play, a remark.
    let plays = has("играют") && !vocabulary().group("filler.manner").any(ws);
    has("игрок") && (plays || game) || decided
}

/// A document's sentences, a collection's number before what the reader
/// knows as a line of its own set apart: the source's number («2. № 19750
/// (…)»), a block of questions for the tasks after it («1) Вопросы 19–21 к
/// задаче 11 и следующим …», also after an author's credit: «(№ 4111) (Е.
/// Джобс) Вопросы 19–21 …», or a number of two parts: «19.2 Вопросы …»).
pub(super) fn collection_sentences(text: &str) -> impl Iterator<Item = String> {
    sentences(text).into_iter().flat_map(|s| {
        let parts = match split_collection_number(&s) {
            Some((number, own)) => Some((number.to_string(), own.to_string())),
            None => task_number(&s)
                .map(|(n, rest)| (format!("{n}."), rest))
                .or_else(|| dotted_number(&s).map(|(n, rest)| (format!("Задача {n}."), rest)))
                .map(|(n, rest)| (n, after_credits(rest)))
                .filter(|(_, rest)| is_shared_header(rest))
                .map(|(n, rest)| (n, rest.to_string())),
        };
        match parts {
            Some((number, rest)) => vec![number, rest],
            None => vec![s],
        }
    })
}

/// The words after an author's credits in brackets («(Е. Джобс) (ЕГЭ-2023)
/// Вопросы …» → «Вопросы …»): at most two, each short.
fn after_credits(s: &str) -> &str {
    let mut rest = s.trim_start();
    for _ in 0..2 {
        let Some(inner) = rest.strip_prefix('(') else {
            break;
        };
        match inner.find(')').filter(|&c| c < 60) {
            Some(c) => rest = inner[c + 1..].trim_start(),
            None => break,
        }
    }
    rest
}

/// A collection's number of two parts at a sentence's start («19.2 …», an
/// exam task's second item) and the rest.
fn dotted_number(s: &str) -> Option<(&str, &str)> {
    let t = s.trim_start();
    let first = leading_digits(t);
    let rest = t[first..].strip_prefix('.')?;
    let second = leading_digits(rest);
    let after = &rest[second..];
    ((1..=3).contains(&first) && (1..=2).contains(&second) && after.starts_with(' '))
        .then(|| (&t[..=first + second], after.trim_start()))
}
