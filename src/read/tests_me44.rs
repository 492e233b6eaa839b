//! Stop 55: what a probe of texts written from memory of published tasks
//! found (issue 21).

use super::*;

/// «Найдите значение S» where three qualify is said once, in the reader's
/// words («нужно 1 значение, а подходят 3»), not again in the solver's.
#[test]
fn a_count_that_disagrees_is_named_once() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
        куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
        может добавить в кучу три камня или увеличить количество камней в куче в два \
        раза. Игра завершается, когда количество камней в куче становится не менее 48. \
        Победителем считается игрок, сделавший последний ход. В начальный момент в куче \
        было S камней, 1 ≤ S ≤ 47.\nВопрос 1. Найдите значение S, при котором у Вани \
        есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом, но \
        у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";
    let r = read_text(text).remove(0);
    assert!(r.unread.is_empty(), "{:#?}", r.unread);
    let out = r.solve();
    let qualifying = tests::hand_answer(
        "start = \"S\"\ns = \"1..47\"\nmoves = \"+3 *2\"\nend = \"sum >= 48\"\n",
        "count where code == -2",
    );
    assert!(
        qualifying.parse::<usize>().is_ok_and(|n| n > 1),
        "{qualifying}"
    );
    let notes: Vec<String> = out.notes.iter().map(|n| n.message(Lang::Ru)).collect();
    assert!(!out.complete);
    assert_eq!(
        notes,
        [format!(
            "вопрос 1: в условии нужно 1 значение, а подходят {qualifying}"
        )],
        "{notes:#?}"
    );
}
