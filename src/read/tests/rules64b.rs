//! Probe rules64b: 11 texts written untuned with what rules64 left — a
//! division «в два раза», «в три раза» with no word on a heap it does not
//! divide, with the rounding said in brackets, in a sentence of its own, by
//! «если оно чётно», by a later sentence or by an example; players in
//! brackets; «6удем», «$» for S, «Ваян»; K's range «K < S, K + S ≤ 50». Main
//! (m64c): 5 right, 4 flagged, 2 WRONG — «уменьшить количество камней в
//! куче в два раза» alone was read as `/2`, rounding down, silently (a heap
//! rounded up gives other answers). Now:
//! - a plain division with no rounding said in its list, no rounding
//!   sentence of its own, no later sentence making it exact and no example
//!   from a heap it does not divide is named (`draft/division.rs`);
//! - «6удем» (a scan's «6» opening a word the vocabulary knows with «б») and
//!   a «$» alone beside a sign or after «значение» in a text that writes S
//!   are read as «будем» and S (`clean/lookalike.rs`).
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{
    hand_answers, one_reading, solved_complete, EXAM_ASKED_LEAST_TWO, EXAM_LEAST_TWO_QUESTIONS,
};

/// A one-heap game: its moves sentence (and what follows it) `rules`, the
/// end at `end` stones or fewer, S from `end + 1` to `top`.
fn shrinking(rules: &str, end: u32, top: u32) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может {rules} Игра \
         завершается в тот момент, когда количество камней в куче становится не более {end}. \
         Победителем считается игрок, сделавший последний ход.\nВ начальный момент в куче было \
         S камней; {} ≤ S ≤ {top}.\n{EXAM_ASKED_LEAST_TWO}",
        end + 1
    )
}

#[test]
fn division_with_no_rounding_said_is_named() {
    for rules in [
        "убрать из кучи один камень или уменьшить количество камней в куче в два раза.",
        "убрать из кучи два камня или уменьшить количество камней в куче в три раза.",
        "убрать из кучи один камень или уменьшить количество камней в куче вдвое.",
        // An example from an even heap says nothing of an odd one.
        "убрать из кучи один камень или уменьшить количество камней в куче в два раза. \
         Например, из кучи в 10 камней можно получить кучу из 9 или 5 камней.",
        // An example that rounds up disagrees with no reading made silently.
        "убрать из кучи один камень или уменьшить количество камней в куче в два раза. \
         Например, из кучи в 11 камней можно получить кучу из 10 или 6 камней.",
    ] {
        let r = one_reading(&shrinking(rules, 20, 200));
        assert!(!r.solve().complete, "{rules}\n{}", r.template());
    }
}

#[test]
fn division_whose_rounding_is_said_is_read() {
    for (rules, hand) in [
        (
            "убрать из кучи один камень или уменьшить количество камней в куче в два раза \
             (целочисленное деление).",
            "-1 /2",
        ),
        (
            "убрать из кучи два камня или уменьшить количество камней в куче в два раза. При \
             делении количество камней округляется в меньшую сторону.",
            "-2 /2",
        ),
        (
            "убрать из кучи один камень или уменьшить количество камней в куче в два раза, если \
             оно чётно.",
            "-1 /2 exact",
        ),
        (
            "убрать из кучи два камня или уменьшить количество камней в куче в три раза. Если \
             количество камней в куче не делится на 3, уменьшать его в три раза нельзя.",
            "-2 /3 exact",
        ),
        (
            "убрать из кучи один камень или уменьшить количество камней в куче в два раза (с \
             округлением в большую сторону).",
            "-1 /2 up",
        ),
        (
            "убрать из кучи один камень или уменьшить количество камней в куче в два раза. \
             Например, из кучи в 11 камней можно получить кучу из 10 или 5 камней.",
            "-1 /2",
        ),
    ] {
        let r = one_reading(&shrinking(rules, 20, 200));
        let template =
            format!("start = \"S\"\ns = \"21..200\"\nmoves = \"{hand}\"\nend = \"sum <= 20\"\n");
        assert_eq!(
            solved_complete(&r),
            hand_answers(&format!("{template}{EXAM_LEAST_TWO_QUESTIONS}")),
            "{rules}\n{}",
            r.template()
        );
    }
}

/// A growing game (`+2 *2` to 65) with its start sentence and a remark put
/// in, and `EXAM_ASKED_LEAST_TWO` with `question_19` for its first question.
fn growing(start: &str, remark: &str, question_19: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         кучу два камня или увеличить количество камней в куче в два раза. Игра завершается в \
         тот момент, когда количество камней в куче становится не менее 65. Победителем \
         считается игрок, сделавший последний ход.\n{start}\n{remark}\n{}",
        EXAM_ASKED_LEAST_TWO.replace(
            "Укажите минимальное значение S, когда такая ситуация возможна.",
            question_19
        )
    )
}

#[test]
fn scanned_be_and_dollar_for_s_are_read() {
    let hand = hand_answers(&format!(
        "start = \"S\"\ns = \"1..64\"\nmoves = \"+2 *2\"\nend = \"sum >= 65\"\n{EXAM_LEAST_TWO_QUESTIONS}"
    ));
    for (start, remark, q19) in [
        (
            "В начальный момент в куче было S камней; 1 ≤ S ≤ 64.",
            "6удем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при \
             любых ходах противника.",
            "Укажите минимальное значение $, когда такая ситуация возможна.",
        ),
        (
            "В начальный момент в куче было S камней; 1 ≤ $ ≤ 64.",
            "",
            "Укажите минимальное значение S, когда такая ситуация возможна.",
        ),
    ] {
        let r = one_reading(&growing(start, remark, q19));
        assert_eq!(solved_complete(&r), hand, "{start}\n{}", r.template());
    }
}

#[test]
fn a_number_glued_to_a_word_is_no_scanned_be() {
    // «6камней»: «бкамней» is no word; the six is kept.
    let text = growing(
        "В начальный момент в куче было S камней; 1 ≤ S ≤ 64.",
        "Например, из кучи в 6камней можно получить кучу из 8 или 12 камней.",
        "Укажите минимальное значение S, когда такая ситуация возможна.",
    );
    let cleaned = crate::read::clean::normalize(&text);
    assert!(!cleaned.contains("бкамней"), "{cleaned}");
}
