//! The round recall40: more of the collections' wordings, written down from
//! memory (question forms, rules and layouts recall39 did not vary). Each
//! test states its rule in other words and numbers than the probe's texts.

use super::*;

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
    super::tests::hand_answers(&format!(
        "start = \"S\"\ns = \"13..90\"\nmoves = \"-2 /2 down\"\nend = \"sum <= 12\"\n\
         [questions]\n\"1\" = \"{query}\"\n"
    ))
    .remove(0)
}

/// A win counted as a span, «за два хода», «в три хода», is «by that move»
/// or «within that many moves»: two readings that answer differently (the
/// least start Petya wins within two moves is one he wins by his first), so
/// the question is named, never read as one of them. «за один ход» is the
/// first move either way.
#[test]
fn a_win_counted_as_a_span_of_moves_is_named() {
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
    }
    let text = halving_to_12(
        "Вопрос 1. Сколько существует значений S, при которых Петя может выиграть за один \
         ход?",
    );
    let (_, got) = super::tests::complete_answers(&text);
    assert_eq!(got, vec![halving_answer("count where code == 1")]);
}
