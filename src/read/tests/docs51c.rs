//! Stop docs51c: items docs51b left in documents whose tasks take an
//! earlier task's game (the probe was docs51's: eight teachers' documents,
//! 31 tasks; with main 15 right / 16 flagged / 0 wrong). Fixed: a change
//! that states the moves drops the earlier task's example of the old moves
//! («Например, имея кучу из 15 камней, за один ход можно получить кучу из
//! 16 или 30 камней.» under «Та же игра, что в задаче 1, но за один ход
//! игрок может добавить в кучу один камень, добавить два камня или …»: the
//! example was checked against the new moves and the task flagged); and a
//! task with no questions of its own whose words say its questions are the
//! earlier task's («Ответьте на те же вопросы.», «Вопросы те же.», «…, что
//! и в задаче 1.» naming the task whose game is taken) asks that task's
//! questions. Every answer is compared with `gametable solve` on a hand
//! template.

use super::{hand_answers, solved_complete};
use crate::read::*;

/// Task 1 of d01: one heap, +1 or ×2, the end at 29, with its example.
const FIRST: &str = "Задача 1.
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Например, имея кучу из 15 камней, за один ход можно получить кучу из 16 или 30 камней. У каждого игрока, чтобы делать ходы, есть неограниченное количество камней.
Игра завершается в тот момент, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход, то есть первым получивший кучу, в которой будет 29 или больше камней. В начальный момент в куче было S камней; 1 ≤ S ≤ 28.
19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.
20) Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:
– Петя не может выиграть за один ход;
– Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.
Найденные значения запишите в ответе в порядке возрастания.
21) Найдите минимальное значение S, при котором одновременно выполняются два условия:
– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;
– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";

/// Task 3 of d01: task 1's game with new moves, its own questions.
const NEW_MOVES: &str = "Задача 3.
Та же игра, что в задаче 1, но за один ход игрок может добавить в кучу один камень, добавить два камня или увеличить количество камней в куче в два раза.
19) Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.
20) Укажите в порядке возрастания все значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани.
21) Укажите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";

/// Task 1's game with a new end and range, as task 2.
const NEW_END: &str = "Задача 2.\nУсловие то же, что в задаче 1, но игра завершается в тот момент, когда количество камней в куче становится не менее 41, а в начальный момент в куче было S камней, 1 ≤ S ≤ 40.";

const QUERIES: &str =
    r#"questions = ["min where some(code == 1)", "all where code == 2", "min where code == -2"]"#;

#[test]
fn new_moves_drop_the_example_of_the_old() {
    let rs = read_text(&format!("{FIRST}\n{NEW_MOVES}"));
    assert_eq!(rs.len(), 2);
    assert_eq!(
        solved_complete(&rs[1]),
        hand_answers(&format!(
            "start = \"S\"\ns = \"1..28\"\nmoves = \"+1 +2 *2\"\nend = \"sum >= 29\"\n{QUERIES}"
        ))
    );
}

#[test]
fn a_new_end_keeps_the_example() {
    let rs = read_text(&format!(
        "{FIRST}\n{NEW_END}\n{}",
        "Ответьте на те же вопросы."
    ));
    let f = rs[1].from_task.as_ref().expect("task 1's game");
    assert!(
        f.sentences.iter().any(|s| s.starts_with("Например")),
        "{f:?}"
    );
}

#[test]
fn the_same_questions_said_are_the_earlier_tasks() {
    let want = hand_answers(&format!(
        "start = \"S\"\ns = \"1..40\"\nmoves = \"+1 *2\"\nend = \"sum >= 41\"\n{QUERIES}"
    ));
    for same in [
        "Ответьте на те же вопросы.",
        "Вопросы те же.",
        "Вопросы — те же, что и в задаче 1.",
    ] {
        let rs = read_text(&format!("{FIRST}\n{NEW_END} {same}\n"));
        assert_eq!(rs.len(), 2, "{same}");
        assert_eq!(solved_complete(&rs[1]), want, "{same}");
    }
}

#[test]
fn other_questions_named_or_own_stay_flagged() {
    // The questions of a task that is not the one whose game is taken; and
    // the same questions said beside questions of the task's own.
    for tail in [
        "Вопросы те же, что в задаче 3.",
        "Ответьте на те же вопросы.\n19) Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.",
    ] {
        let rs = read_text(&format!("{FIRST}\n{NEW_END} {tail}\n"));
        assert_eq!(rs.len(), 2, "{tail}");
        assert!(!rs[1].solve().complete, "{tail}");
    }
}
