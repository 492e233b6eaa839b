//! Sentences that say two things: the order or the heaps with a rule beside
//! them, a winner said twice otherwise, a value left out of the range. The
//! readers of the order, the players and the heaps look at every sentence;
//! a rule in the same sentence is now read by the readers of rules, or the
//! sentence is named — never dropped. Stated on a game of other words than
//! the probes that showed them.

use crate::read::*;

/// Маша и Даша: one heap, add two or triple, the end at 50 or more, S from
/// 1 to 49; `order`, `heaps`, `end` and `winner` replace those sentences.
fn game(heaps: &str, order: &str, end: &str, winner: &str, range: &str) -> String {
    format!(
        "Маша и Даша играют в игру. {heaps} {order} За один ход игрок может добавить в кучу \
         два камня или увеличить количество камней в куче в три раза. {end} {winner} {range}\n\
         Вопрос 1. Найдите наименьшее значение S, при котором Маша выигрывает первым ходом.\n\
         Вопрос 2. Найдите наибольшее значение S, при котором Даша выигрывает первым ходом при \
         любом ходе Маши.\n"
    )
}

const HEAPS: &str = "На столе лежит куча камней.";
const ORDER: &str = "Ходят по очереди, первой ходит Маша.";
const END: &str = "Игра заканчивается, когда в куче оказывается 50 камней или больше.";
const WINNER: &str = "Выигрывает тот, кто сделал последний ход.";
const RANGE: &str = "Вначале в куче S камней, 1 ≤ S ≤ 49.";

/// The answers of a text read complete; `None` when it is flagged.
fn answers(text: &str) -> Option<Vec<String>> {
    let out = read_text(text).remove(0).solve();
    out.complete
        .then(|| out.answers.into_iter().map(|a| a.answer).collect())
}

fn plain() -> Vec<String> {
    answers(&game(HEAPS, ORDER, END, WINNER, RANGE)).expect("the plain game is read")
}

#[test]
fn a_rule_beside_the_order_is_named() {
    assert!(!plain().is_empty());
    for order in [
        "Ходят по очереди, первой ходит Маша, и каждая может один раз за игру пропустить ход.",
        "Первой ходит Маша, но утраивать кучу она не может.",
        "Ходят по очереди, первой ходит Маша, а утраивать кучу может только Даша.",
        "Ходят по очереди, первой ходит Маша, а в куче должно остаться чётное число камней.",
        "Ходят по очереди, первой ходит Маша, пока в куче не станет 40 камней.",
    ] {
        assert_eq!(
            answers(&game(HEAPS, order, END, WINNER, RANGE)),
            None,
            "{order}"
        );
    }
}

#[test]
fn the_order_and_the_moves_in_one_sentence_are_both_read() {
    let text = game(HEAPS, "", END, WINNER, RANGE).replace(
        " За один ход игрок может",
        " Ходят по очереди, первой ходит Маша, за один ход игрок может",
    );
    assert_eq!(answers(&text), Some(plain()));
}

#[test]
fn words_beside_the_heaps_are_named() {
    for heaps in [
        "На столе лежит куча камней, а рядом с ней вторая куча из 7 камней.",
        "На столе лежит куча камней, из которой нельзя убирать камни.",
        "На столе лежит куча камней и три монеты.",
    ] {
        assert_eq!(
            answers(&game(heaps, ORDER, END, WINNER, RANGE)),
            None,
            "{heaps}"
        );
    }
    // A title before the sentence, and a stone at least in the heap: read.
    for heaps in [
        "Игра 2 (одна куча + три хода): На столе лежит куча камней.",
        "На столе лежит куча камней, в каждой куче хотя бы один камень.",
    ] {
        let read = answers(&game(heaps, ORDER, END, WINNER, RANGE));
        assert_eq!(read, Some(plain()), "{heaps}");
    }
}

#[test]
fn a_winner_said_twice_otherwise_is_named() {
    // The end's sentence says the mover loses, the winner's that he wins.
    let end = "Игра заканчивается, когда в куче оказывается 50 камней или больше, и тот, кто \
               сделал последний ход, проигрывает.";
    assert_eq!(answers(&game(HEAPS, ORDER, end, WINNER, RANGE)), None);
    // «не сделала»: the win is the player's who did not make the last move,
    // the same game as the mover's loss said plainly.
    let winner = "Выигрывает та, которая не сделала последний ход.";
    let loss = "Игрок, сделавший последний ход, проигрывает.";
    let misere = answers(&game(HEAPS, ORDER, END, loss, RANGE));
    assert!(misere.is_some() && misere != Some(plain()), "{misere:?}");
    assert_eq!(answers(&game(HEAPS, ORDER, END, winner, RANGE)), misere);
}

#[test]
fn a_value_left_out_of_the_range_is_named() {
    for range in [
        "Вначале в куче S камней, 1 ≤ S ≤ 49, кроме S = 12.",
        "Вначале в куче S камней, 1 ≤ S ≤ 49, за исключением S = 12.",
    ] {
        assert_eq!(
            answers(&game(HEAPS, ORDER, END, WINNER, range)),
            None,
            "{range}"
        );
    }
}

#[test]
fn a_number_or_a_rule_beside_the_end_the_winner_or_the_start_is_named() {
    for (end, winner, range) in [
        (
            "Игра заканчивается, когда в куче оказывается 50 камней или больше, но не более 70.",
            WINNER,
            RANGE,
        ),
        (
            END,
            "Выигрывает тот, кто сделал последний ход, либо S = 7.",
            RANGE,
        ),
        (
            "Игра заканчивается, когда в куче оказывается 50 камней или больше, причём утраивать \
             кучу можно только один раз.",
            WINNER,
            RANGE,
        ),
        (
            END,
            WINNER,
            "Вначале в куче S камней, 1 ≤ S ≤ 49, а у Даши есть ещё 4 камня.",
        ),
        (
            END,
            WINNER,
            "Вначале в куче S камней, 1 ≤ S ≤ 49, и утраивать кучу нельзя.",
        ),
        (
            END,
            WINNER,
            "Вначале в куче S камней, 1 ≤ S ≤ 49, и любой ход может быть пропущен.",
        ),
        (
            END,
            "Выигрывает тот, кто сделал последний ход, где S нечётно.",
            RANGE,
        ),
    ] {
        assert_eq!(
            answers(&game(HEAPS, ORDER, end, winner, range)),
            None,
            "{end} {winner} {range}"
        );
    }
    // The winner's sentence restating the end's number stays read.
    let winner = "Выигрывает тот, кто сделал последний ход, то есть первым получил 50 камней.";
    assert_eq!(
        answers(&game(HEAPS, ORDER, END, winner, RANGE)),
        Some(plain())
    );
}

#[test]
fn the_order_in_its_own_words_stays_read() {
    for order in [
        "Ходы делаются по очереди, первой ходит Маша.",
        "Первой ходит Маша, далее ходы чередуются.",
        "Маша ходит первой, Даша — второй.",
        "Соперники ходят по очереди, начинает Маша.",
        "Ходы делаются игроками по очереди друг за другом, начинает Маша.",
    ] {
        assert_eq!(
            answers(&game(HEAPS, order, END, WINNER, RANGE)),
            Some(plain()),
            "{order}"
        );
    }
    // A word beside them that no order says is named.
    let order = "Ходы делаются по очереди, первой ходит Маша, затем меняются ролями.";
    assert_eq!(answers(&game(HEAPS, order, END, WINNER, RANGE)), None);
}

#[test]
fn a_rule_after_the_questions_is_named() {
    let text = game(HEAPS, ORDER, END, WINNER, RANGE);
    for after in [
        "Каждая может один раз за игру пропустить ход.",
        "Утраивать кучу можно не более одного раза.",
    ] {
        let read = read_text(&format!("{text}{after}\n"));
        let first = read[0].clone().solve();
        assert!(!first.complete, "{after}");
    }
}

#[test]
fn a_bound_on_s_after_a_question_is_no_solution() {
    let text = game(HEAPS, ORDER, END, WINNER, RANGE).replace(
        "при любом ходе Маши.",
        "при любом ходе Маши. Искомое значение S меньше 15.",
    );
    assert_eq!(answers(&text), None);
}

#[test]
fn a_range_broken_after_its_sign_keeps_its_lower_bound() {
    // The lower bound 30 matters: Маша wins at once from 17 up.
    let text = game(
        HEAPS,
        ORDER,
        END,
        WINNER,
        "Вначале в куче S камней, 30 ≤\nS ≤ 49.",
    );
    let first = read_text(&text).remove(0);
    assert!(
        first.template().contains("s = \"30..49\""),
        "{}",
        first.template()
    );
    let out = first.solve();
    assert_eq!(out.answers.first().map(|a| a.answer.as_str()), Some("30"));
}
