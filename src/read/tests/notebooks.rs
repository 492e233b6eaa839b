//! Whole tasks as notebooks and course files keep them (held-out-9): the
//! opponent's move said with «каждый» or «всякий», and a clause whose first
//! name is only whose move it is.

use super::complete_answers;
use crate::read::questions::Players;
use crate::read::*;

/// A one-heap game (+3, ×2, the end at 80 or more, 1 ≤ S ≤ 79) between Паша
/// and Вова, and `questions` after it.
fn heap_game(questions: &str) -> String {
    format!(
        "Два игрока, Паша и Вова, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первым ходит Паша. За один ход игрок может добавить в кучу \
         три камня или удвоить количество камней в куче. Игра завершается, когда в куче \
         становится не менее 80 камней. Победителем считается игрок, сделавший последний ход. \
         В начальный момент в куче было S камней, 1 ≤ S ≤ 79.\n{questions}"
    )
}

fn players() -> Players {
    Players {
        first: Players::stems("Паша"),
        second: Players::stems("Вова"),
    }
}

/// «при каждом ходе Паши Вова может победить»: the win is Vova's whatever
/// Pasha does. «каждом» was not a word of «whatever», so the phrase stayed in
/// the clause, its «Паши» was taken for the winner and the question read
/// `code == 1` (Pasha wins at once) — complete, with a wrong answer.
#[test]
fn each_move_of_the_opponent_is_any_move() {
    for (q, want) in [
        (
            "Найдите наименьшее значение S, при котором Паша не может победить одним ходом, но \
             после каждого хода Паши Вова побеждает первым ходом.",
            "code == -1",
        ),
        (
            "Укажите все значения S, при которых при всяком ходе Вовы Паша может победить \
             своим вторым ходом, но не может победить первым.",
            "code == 2",
        ),
        (
            "Назовите наибольшее значение S, при котором Вова выигрывает первым ходом при \
             каждом ходе Паши.",
            "code == -1",
        ),
    ] {
        assert_eq!(questions::condition(q, &players()).unwrap(), [want], "{q}");
    }
    let text = heap_game(
        "Вопрос 1. Найдите наименьшее значение S, при котором Паша не может победить одним \
         ходом, но после каждого хода Паши Вова побеждает первым ходом.",
    );
    // Only 40..79 end at once (×2 reaches 80); from 37, 38 and 39 every move
    // (+3 or ×2) leaves Vova a heap from which he ends the game.
    assert_eq!(complete_answers(&text).1, ["37"]);
}

/// A quantifier the vocabulary does not know («при очередном ходе Паши»):
/// the name after «ходе» is whose move it is, so the clause is Vova's; with
/// nothing saying «whatever Pasha does» the question reads two ways and is
/// flagged — never Pasha's win, read complete.
#[test]
fn a_name_after_an_unknown_quantifier_is_not_the_winner() {
    let q = "Найдите наименьшее значение S, при котором при очередном ходе Паши Вова может \
             победить первым ходом.";
    let got = questions::condition(q, &players()).unwrap();
    assert!(!got.contains(&"code == 1".to_string()), "{got:?}");
    assert_eq!(got.len(), 2, "{got:?}");
}

/// «Вова может ответить выигрышным ходом»: a move called winning may end the
/// game or only keep a won position. Read as a win with no move count, the
/// question was `code < 0`, complete, when the text meant Vova's first move;
/// it is named as not read now.
#[test]
fn a_move_called_winning_is_not_read() {
    for q in [
        "Найдите наименьшее значение S, при котором Паша не может победить одним ходом, но на \
         любой ход Паши Вова может ответить выигрышным ходом.",
        "Укажите значение S, при котором Паша своим первым ходом не может выиграть, но после \
         его хода у Вовы есть выигрышный ход.",
        "Назовите наибольшее S, при котором на всякий ход Паши у Вовы есть ход, выигрывающий \
         партию.",
    ] {
        assert!(questions::condition(q, &players()).is_err(), "{q}");
    }
    let text = heap_game(
        "Найдите наименьшее значение S, при котором Паша не может победить одним ходом, но на \
         любой ход Паши Вова может ответить выигрышным ходом.",
    );
    assert!(!read_text(&text).remove(0).solve().complete);
}
