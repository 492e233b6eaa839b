//! Stop docs51b: the rest of docs51's documents whose tasks take an earlier
//! task's game. The probe was docs51's (eight teachers' documents, 31
//! tasks). Fixed: «Задача 3.» + «Для игры из задачи 2 укажите, при каком …»
//! after task 2's questions is a task of its own (numbered 3) that takes
//! task 2's whole game, not rules of a draft with no game (its question was
//! lost, and the task after it took its place, read with a wrong answer);
//! and a change that states only the range keeps the earlier sentence's
//! start: that sentence's part before «;» («В начальный момент в первой
//! куче было 6 камней, во второй — S камней; 1 ≤ S ≤ 70.»), when each part
//! reads alone and the parts give the sentence's keys. Every answer is
//! compared with `gametable solve` on a hand template.

use super::{hand_answers, solved_complete};
use crate::read::*;

/// The first task: two heaps, +1 or ×2, the end at 77, start (6, S).
const FIRST: &str = "Задача 1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 77. Победителем считается игрок, сделавший последний ход. В начальный момент в первой куче было 6 камней, во второй — S камней; 1 ≤ S ≤ 70.
19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.
20) Найдите два таких значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня. Найденные значения запишите в ответе в порядке возрастания.
21) Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.
";

/// Task 2: task 1's game, a new end and range.
const SECOND: &str = "
Задача 2. Условие то же, что в задаче 1, но победителем считается игрок, первым получивший позицию, в которой в кучах суммарно 81 или больше камней; 1 ≤ S ≤ 74.
19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.
";

const QUERIES: &str =
    r#"questions = ["min where some(code == 1)", "all where code == 2", "min where code == -2"]"#;

#[test]
fn a_new_range_keeps_the_earlier_start() {
    let rs = read_text(&format!("{FIRST}{SECOND}"));
    assert_eq!(rs.len(), 2);
    assert_eq!(
        solved_complete(&rs[0]),
        hand_answers(&format!(
            "start = \"6, S\"\ns = \"1..70\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n{QUERIES}"
        ))
    );
    assert_eq!(
        solved_complete(&rs[1]),
        hand_answers(
            "start = \"6, S\"\ns = \"1..74\"\nmoves = \"+1 *2\"\nend = \"sum >= 81\"\nquestions = [\"min where some(code == 1)\"]"
        )
    );
    let t = rs[1].template();
    assert!(t.contains("S камней.» (from task 1)"), "{t}");
}

#[test]
fn a_task_that_only_asks_about_an_earlier_game_is_its_own() {
    let text = format!(
        "{FIRST}{SECOND}
Задача 3. Для игры из задачи 2 укажите, при каком наибольшем значении S Петя может выиграть своим первым ходом.

Задача 4. Та же игра, что в задаче 1, но игрок, после хода которого в кучах оказалось 77 или больше камней, проигрывает.
19) Укажите минимальное значение S, при котором Петя не может выиграть за один ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.
"
    );
    let rs = read_text(&text);
    assert_eq!(rs.len(), 4);
    assert_eq!(rs[2].number.as_deref(), Some("3"));
    assert_eq!(
        solved_complete(&rs[2]),
        hand_answers(
            "start = \"6, S\"\ns = \"1..74\"\nmoves = \"+1 *2\"\nend = \"sum >= 81\"\nquestions = [\"max where code == 1\"]"
        )
    );
    assert_eq!(rs[3].number.as_deref(), Some("4"));
    assert_eq!(
        solved_complete(&rs[3]),
        hand_answers(
            "start = \"6, S\"\ns = \"1..70\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\nwinner = \"opponent\"\nquestions = [\"min where code == -1\"]"
        )
    );
}

#[test]
fn a_question_on_a_game_not_read_whole_stays_flagged() {
    // Task 2's change is not read: task 3, asking about its game, is flagged.
    let text = format!(
        "{FIRST}
Задача 2. Условие то же, что в задаче 1, но камни можно брать только из меньшей кучи по правилам, которые придумает Ваня.
19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.

Задача 3. Для игры из задачи 2 укажите, при каком наибольшем значении S Петя может выиграть своим первым ходом.
"
    );
    let rs = read_text(&text);
    assert_eq!(rs.len(), 3);
    assert!(!rs[2].solve().complete);
}
