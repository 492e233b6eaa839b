//! What a sentence of a document is: one that names the unknown, asks,
//! states the moves, or opens a game.

use super::super::numbering::{split_collection_number, task_number};
use super::super::sentences::sentences;
use super::super::tokens::{leading_digits, leading_words, words};
use super::super::vocabulary::vocabulary;
use super::shared::is_shared_header;

/// Whether a sentence names the unknown: «значение S», «пар (K; S)».
pub(super) fn mentions_unknown(s: &str) -> bool {
    vocabulary().group("document.unknown").any(&words(s))
}

/// Whether a sentence sets a question's own start («Пусть в начальный
/// момент в первой куче было 15 камней, во второй — S камней, …»): a
/// premise's word first, the start's words in it (or heaps counted with
/// the unknown among them: «Пусть теперь в первой куче 8 камней, а во
/// второй S камней»), and no game opened.
pub(super) fn sets_own_start(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    ws.first()
        .is_some_and(|w| v.group("document.own_start").is(w))
        && (v.group("sentences.start").any(&ws)
            || super::super::start::stated_heaps(s).is_some()
            || fixes_s(s))
        && !starts_game(s)
}

/// «Пусть S = 12.»: the words give S one value (`S = ` and a number), the
/// start of the question after them.
fn fixes_s(s: &str) -> bool {
    let compact: String = s
        .to_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    compact
        .match_indices("s=")
        .any(|(at, _)| compact[at + 2..].starts_with(|c: char| c.is_ascii_digit()))
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
    vocabulary()
        .group("document.asks_which")
        .at(&ws, 0)
        .is_some()
}

/// Whether a sentence sends the reader to a game told elsewhere («Для
/// игры, описанной в предыдущем задании, найдите …»): a question printed
/// apart from its game, as a site prints task 20.
pub(super) fn refers_to_another_game(s: &str) -> bool {
    let v = vocabulary();
    let ws = leading_words(s, 8);
    v.group("document.elsewhere").any(&ws) && v.group("document.elsewhere_of").any(&ws)
}

/// Whether a sentence states the moves, or heads their list («За один ход
/// игрок может выполнить любое из следующих действий:»), or lists them in
/// signs after a label («Ходы: +1, +5 или ×2.», a post's).
pub(super) fn states_moves(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    super::super::moves::is_moves(&ws)
        || v.group("move_words.each_move").at(&ws, 0).is_some()
            && v.group("move_words.may").any(&ws)
        || super::super::moves::signed_list(s).is_some()
}

/// Whether a sentence begins a game's statement.
pub(in crate::read) fn starts_game(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    names_game(&ws)
        || (v.group("heaps.verbless").any(&ws)
            && v.group("document.player").any(&ws)
            && v.group("heaps.heap").any(&ws))
}

/// Whether the words say that players play a game («Два игрока … играют в
/// следующую игру», «Две девочки, Даша и Маша, играют в следующую игру»):
/// a task's first sentence, not «Перед игроками лежит куча».
pub(super) fn names_game(ws: &[String]) -> bool {
    let v = vocabulary();
    let has = |g: &str| v.group(g).any(ws);
    // «играют в (следующую) игру», not «один раз за (всю) игру» nor «…,
    // игру начинает Ваня» / «Ваня начинает игру».
    let (game_word, begins) = (v.group("document.game"), v.group("document.begins"));
    let game = (1..ws.len()).any(|i| {
        game_word.is(&ws[i])
            && ws[i - 1] != "за"
            && !(i >= 2 && ws[i - 2] == "за")
            && !begins.is(&ws[i - 1])
    }) && !v.group("document.game_begins").any(ws);
    // «Петя и Ваня решили поиграть»: an opener with no word «игрок».
    let decided = has("document.decided") && has("document.to_play");
    // «Оба игрока играют безошибочно»: how they play, a remark.
    let plays = has("document.play") && !v.group("filler.manner").any(ws);
    // «Две девочки, Даша и Маша, играют в следующую игру»: players named
    // by no word «игрок», counted first, the verb of playing and the game
    // both said (not a wrapped line «Валентина, играют в …»).
    let counted = ws.first().is_some_and(|w| v.group("document.pair").is(w));
    let named_otherwise = counted && plays && game;
    has("document.player") && (plays || game) || decided || named_otherwise
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
