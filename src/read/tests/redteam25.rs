//! Example sentences (the adversarial round redteam25): a sentence that
//! only sets an example's position is read with the «Тогда …» sentence
//! that starts from it, never alone; arrows («12 → 13»); an aside whose
//! positions have brackets of their own; example openers kept in the
//! vocabulary («Так, …», «Скажем, …», «Допустим, …»); positions in square
//! brackets. An example that disagrees with the moves read always flags.
//! Stated on games of other words than the variants that showed them.

use crate::read::examples::opens_example;
use crate::read::tokens::words;
use crate::read::*;

/// One heap for Оля and Коля: add one stone or triple the heap, the end
/// at 40 or more, S from 1 to 39; `example` after the moves.
fn one_heap(moves_said: &str, example: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними лежит куча камней. Игроки ходят по очереди, первый ход \
         делает Оля. {moves_said} {example} Игра заканчивается, когда в куче оказывается \
         40 камней или больше. Выигрывает тот, кто сделал последний ход. \
         В начале в куче S камней, 1 ≤ S ≤ 39.\n\
         Вопрос 1. Найдите наименьшее S, при котором Оля выигрывает первым ходом.\n"
    )
}

const TRIPLE: &str =
    "Игрок может добавить в кучу один камень или утроить количество камней в куче.";

/// Two heaps: add one stone to a heap or triple it, the end at a total of
/// 60 or more.
fn two_heaps(moves_said: &str, example: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними лежат две кучи камней. Игроки ходят по очереди, первый \
         ход делает Оля. {moves_said} {example} Игра заканчивается, когда в двух кучах вместе \
         оказывается 60 камней или больше. Выигрывает тот, кто сделал последний ход. \
         В начале в первой куче 4 камня, во второй S камней, 1 ≤ S ≤ 55.\n\
         Вопрос 1. Найдите наименьшее S, при котором Оля выигрывает первым ходом.\n"
    )
}

const TRIPLE_TWO: &str =
    "Игрок может добавить в любую кучу один камень или утроить количество камней в любой куче.";

fn complete(text: &str) -> bool {
    read_text(text).remove(0).solve().complete
}

fn reads(text: &str) {
    assert!(complete(text), "{text}");
}

fn flags(text: &str) {
    assert!(!complete(text), "{text}");
}

/// A sentence that only sets a position says nothing alone: it is read
/// with the «Тогда …» example from it, and flagged otherwise («Например:
/// 12 → 13.» was taken as a position (12, 13) and so never checked).
#[test]
fn a_position_sentence_is_read_only_with_its_then_example() {
    reads(&one_heap(
        TRIPLE,
        "Допустим, в куче 12 камней. Тогда после хода в ней может оказаться 13 или 36 камней.",
    ));
    flags(&one_heap(
        TRIPLE,
        "Допустим, в куче 12 камней. Тогда после хода в ней может оказаться 13 камней.",
    ));
    // Nothing after it.
    flags(&one_heap(TRIPLE, "Допустим, в куче 12 камней."));
    // Another sentence between: not the example of that position.
    let between = "У каждого игрока есть неограниченное количество камней.";
    reads(&one_heap(TRIPLE, between));
    flags(&one_heap(
        TRIPLE,
        &format!("Пусть в куче 12 камней. {between}"),
    ));
    // Two sizes in a game of one heap are no position: an example of a move.
    reads(&one_heap(
        TRIPLE,
        "Например, из 12 камней выйдет 13 или 36.",
    ));
    flags(&one_heap(TRIPLE, "Например, из 12 камней выйдет 36."));
    flags(&one_heap(
        TRIPLE,
        "Например, из 12 камней выйдет 13 или 24.",
    ));
}

/// «12 → 13, 12 → 36»: an arrow from the position to one the move gives.
#[test]
fn arrows_from_one_position() {
    reads(&one_heap(TRIPLE, "Например: 12 → 13, 12 → 36."));
    reads(&one_heap(TRIPLE, "Например: 12 -> 36; 12 -> 13."));
    flags(&one_heap(TRIPLE, "Например: 12 → 13."));
    flags(&one_heap(TRIPLE, "Например: 12 → 13, 12 → 24."));
    // A chain, or arrows from two positions: not read.
    flags(&one_heap(TRIPLE, "Например: 12 → 13 → 39."));
    flags(&one_heap(TRIPLE, "Например: 12 → 13, 11 → 36."));
    reads(&two_heaps(
        TRIPLE_TWO,
        "Например: (4, 7) → (5, 7), (4, 7) → (4, 8), (4, 7) → (12, 7), (4, 7) → (4, 21).",
    ));
    flags(&two_heaps(
        TRIPLE_TWO,
        "Например: (4, 7) → (5, 7), (4, 7) → (4, 8), (4, 7) → (12, 7).",
    ));
}

/// «(например, из позиции (4, 7) можно получить (5, 7), …)»: the aside ends
/// at the bracket that closes its own, not at the first one.
#[test]
fn an_aside_with_positions_in_brackets() {
    let moves = TRIPLE_TWO.trim_end_matches('.');
    reads(&two_heaps(
        &format!(
            "{moves} (например, из позиции (4, 7) можно получить (5, 7), (4, 8), (12, 7) или (4, 21))."
        ),
        "",
    ));
    flags(&two_heaps(
        &format!(
            "{moves} (например, из позиции (4, 7) можно получить (5, 7), (4, 8) или (12, 7))."
        ),
        "",
    ));
}

/// «Так, …», «Скажем, …»: openers of an example from the vocabulary; «Так
/// как …» opens no example.
#[test]
fn example_openers() {
    reads(&one_heap(
        TRIPLE,
        "Так, из 12 камней получается 13 или 36 камней.",
    ));
    flags(&one_heap(
        TRIPLE,
        "Так, из 12 камней получается 13 или 37 камней.",
    ));
    reads(&one_heap(
        TRIPLE,
        "Скажем, если в куче 12 камней, то после хода их станет 13 или 36.",
    ));
    flags(&one_heap(
        TRIPLE,
        "Скажем, если в куче 12 камней, то после хода их станет 36.",
    ));
    assert!(opens_example(&words("Так, из 12 камней получается 13.")));
    assert!(!opens_example(&words("Так как камней всегда хватает.")));
}

/// «[4, 7]»: positions in square brackets.
#[test]
fn positions_in_square_brackets() {
    reads(&two_heaps(
        TRIPLE_TWO,
        "Например, из позиции [4, 7] можно получить позиции [5, 7], [4, 8], [12, 7], [4, 21].",
    ));
    flags(&two_heaps(
        TRIPLE_TWO,
        "Например, из позиции [4, 7] можно получить позиции [5, 7], [4, 8], [12, 7], [4, 22].",
    ));
}

/// «Так, при 45 камнях в куче игра закончена»: an example of the end,
/// checked on the end read; one of a move, a winner or a negation beside
/// it is not read.
#[test]
fn an_example_of_the_end() {
    reads(&one_heap(
        TRIPLE,
        "Так, при 45 камнях в куче игра закончена.",
    ));
    flags(&one_heap(
        TRIPLE,
        "Так, при 39 камнях в куче игра закончена.",
    ));
    reads(&two_heaps(
        TRIPLE_TWO,
        "Например, при позиции (31, 29) игра завершается.",
    ));
    flags(&two_heaps(
        TRIPLE_TWO,
        "Например, при позиции (31, 28) игра завершается.",
    ));
    // One size in a game of two heaps.
    flags(&two_heaps(
        TRIPLE_TWO,
        "Например, при 61 камне игра завершается.",
    ));
    // A winner, a negation: not an example of the end alone.
    flags(&one_heap(
        TRIPLE,
        "Так, при 45 камнях в куче игра закончена и выиграла Оля.",
    ));
    flags(&one_heap(
        TRIPLE,
        "Так, при 30 камнях в куче игра не закончена.",
    ));
}

/// «Так, игра заканчивается, когда …» says a rule, not a position where the
/// game is over: not read as an example of the end.
#[test]
fn an_end_said_with_when_is_no_example_of_the_end() {
    let ws = words("Так, игра заканчивается, когда в куче 45 камней.");
    assert!(crate::read::examples::end_example(
        "Так, игра заканчивается, когда в куче 45 камней.",
        &ws,
        &[]
    )
    .is_none());
    let ws = words("Так, при 45 камнях в куче игра закончена.");
    assert!(crate::read::examples::end_example(
        "Так, при 45 камнях в куче игра закончена.",
        &ws,
        &[]
    )
    .is_some());
}

/// «(например, 12 → 13, 12 → 36)» in the moves sentence: an example of its
/// own, checked; arrows not read («12 → 13 или 36») leave it unread.
#[test]
fn arrows_in_an_aside() {
    let moves = TRIPLE.trim_end_matches('.');
    reads(&one_heap(
        &format!("{moves} (например, 12 → 13, 12 → 36)."),
        "",
    ));
    flags(&one_heap(
        &format!("{moves} (например, 12 → 13, 12 → 37)."),
        "",
    ));
    flags(&one_heap(
        &format!("{moves} (например, 12 → 13 или 36)."),
        "",
    ));
}

/// «К примеру, игра заканчивается, когда …» after another opener than
/// «Например»: a sentence about the end, not read as an example of a move
/// (it is named unread, as before).
#[test]
fn an_opener_before_an_end_rule_is_no_move_example() {
    let text = one_heap(
        TRIPLE,
        "К примеру, игра заканчивается, когда в куче стало 40, 41, 42 камня.",
    );
    let r = read_text(&text).remove(0);
    assert!(r.examples.is_empty(), "{:?}", r.examples);
    assert!(!r.solve().complete);
}
