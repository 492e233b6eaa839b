//! The round mutate41: one word of a real text changed (a negation, a
//! condition, a limit …) and the reading must follow it or flag. Each test
//! states its rule in other words and numbers than the probe's texts.

use crate::read::*;

/// A one-heap game whose moves sentence opens with `head`, then the usual
/// questions.
fn one_heap(head: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. {head} добавить в кучу два камня \
         или увеличить количество камней в куче в три раза. Игра завершается, когда \
         количество камней в куче становится не менее 95. Победителем считается игрок, \
         сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 94.\n\
         Вопрос 1. Укажите минимальное значение S, при котором Ваня выигрывает своим первым \
         ходом при любой игре Пети."
    )
}

/// A moves sentence whose head forbids («не может», «нельзя», «не
/// разрешается») says what the players may NOT do: the moves are unsaid,
/// never read as allowed.
#[test]
fn a_moves_head_that_forbids_leaves_the_moves_unsaid() {
    let (_, got) = super::complete_answers(&one_heap("За один ход игрок может"));
    assert!(!got.is_empty());
    for head in [
        "За один ход игрок не может",
        "За один ход нельзя",
        "За один ход игроку не разрешается",
    ] {
        let out = read_text(&one_heap(head)).remove(0).solve();
        assert!(!out.complete, "{head}: {:?}", out.answers);
    }
}
