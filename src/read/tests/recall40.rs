//! The round recall40: more of the collections' wordings, written down from
//! memory (question forms, rules and layouts recall39 did not vary). Each
//! test states its rule in other words and numbers than the probe's texts.

use crate::read::*;

/// A one-heap game of taking two stones or halving (rounded down), down to
/// 12 or fewer; `questions` after it.
fn halving_to_12(questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может убрать \
         из кучи два камня или уменьшить количество камней в куче в два раза (количество \
         камней, полученное при делении, округляется до меньшего). Игра завершается, когда \
         количество камней в куче становится не более 12. Победителем считается игрок, \
         сделавший последний ход. В начальный момент в куче было S камней, 13 ≤ S ≤ 90.\n\
         {questions}"
    )
}

/// The same game stated by hand, its one question `query`.
fn halving_answer(query: &str) -> String {
    super::hand_answers(&format!(
        "start = \"S\"\ns = \"13..90\"\nmoves = \"-2 /2 down\"\nend = \"sum <= 12\"\n\
         [questions]\n\"1\" = \"{query}\"\n"
    ))
    .remove(0)
}

/// A win counted as a span, «за два хода», «в три хода», is «by that move»
/// or «within that many moves»: two readings that answer differently (the
/// least start Petya wins within two moves is one he wins by his first), so
/// both are given and the question is not complete. Said after a denial of
/// the wins before («не может выиграть за один ход, но может выиграть за
/// два хода») the two are one; «за один ход» is the first move either way.
#[test]
fn a_win_counted_as_a_span_of_moves_reads_two_ways() {
    assert_ne!(
        halving_answer("min where code == 2"),
        halving_answer("min where code >= 1 and code <= 2")
    );
    for span in ["за два хода", "в два хода", "за три хода", "за 2 хода"]
    {
        let text = halving_to_12(&format!(
            "Вопрос 1. Найдите наименьшее значение S, при котором у Пети есть выигрышная \
             стратегия, позволяющая ему выиграть {span}."
        ));
        let out = read_text(&text).remove(0).solve();
        assert!(!out.complete, "{span}: {:?}", out.answers);
        assert_eq!(out.answers.len(), 2, "{span}: {:?}", out.answers);
    }
    let text = halving_to_12(
        "Вопрос 1. Найдите наименьшее значение S, при котором Петя не может выиграть за \
         один ход, но может выиграть за два хода при любой игре Вани.",
    );
    let (_, got) = super::complete_answers(&text);
    assert_eq!(got, vec![halving_answer("min where code == 2")]);
    let text = halving_to_12(
        "Вопрос 1. Сколько существует значений S, при которых Петя может выиграть за один \
         ход?",
    );
    let (_, got) = super::complete_answers(&text);
    assert_eq!(got, vec![halving_answer("count where code == 1")]);
}

/// A one-heap game to 40 whose moves are `moves`; `questions` after it.
fn to_40(moves: &str, questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. {moves} Игра завершается, когда \
         количество камней в куче становится не менее 40. Победителем считается игрок, \
         сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 39.\n\
         {questions}"
    )
}

/// «увеличить количество камней в куче тремя способами: …»: a head with a
/// verb whose number counts the ways, no amount (it was read as `+3`
/// beside the moves listed). A move listed by its amount alone takes the
/// head's verb.
#[test]
fn a_count_of_ways_is_no_amount() {
    let q = "Вопрос 1. Сколько существует значений S, при которых Петя может выиграть \
             первым ходом?";
    for (moves, want) in [
        (
            "Игрок может увеличить количество камней в куче тремя способами: добавить \
             в кучу два камня, добавить пять камней или увеличить его в три раза.",
            "+2 +5 *3",
        ),
        (
            "За один ход игрок может увеличить количество камней двумя способами: на \
             четыре камня или в два раза.",
            "+4 *2",
        ),
    ] {
        let (r, got) = super::complete_answers(&to_40(moves, q));
        let hand = super::hand_answers(&format!(
            "start = \"S\"\ns = \"1..39\"\nmoves = \"{want}\"\nend = \"sum >= 40\"\n\
             [questions]\n\"1\" = \"count where code == 1\"\n"
        ));
        assert_eq!(got, hand, "{moves}: {}", r.template());
        assert!(
            r.template().contains(&format!("moves = \"{want}\"")),
            "{}",
            r.template()
        );
    }
}

/// «Найдите сумму всех значений S …» with none qualifying: a sum of none
/// (0) is a list not given — a real task always has the values, so the
/// game or the question was read wrong; named, as «все значения» is.
#[test]
fn a_sum_of_none_is_named() {
    assert_eq!(halving_answer("sum where code == -9"), "0");
    let text = halving_to_12(
        "Вопрос 1. Найдите сумму всех значений S, при которых Ваня выигрывает своим \
         девятым ходом при любой игре Пети.",
    );
    let out = read_text(&text).remove(0).solve();
    assert!(!out.complete, "{:?}", out.answers);
    let text = halving_to_12(
        "Вопрос 1. Найдите сумму всех значений S, при которых Ваня выигрывает своим \
         первым ходом при любой игре Пети.",
    );
    let (_, got) = super::complete_answers(&text);
    assert_eq!(got, vec![halving_answer("sum where code == -1")]);
}
