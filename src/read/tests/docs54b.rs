//! Stop docs54b: a series of tasks «Задание 19.1 … 19.4» in a teacher's
//! document. Probes docs54, docs53 and docs51 (kept outside the repository,
//! written before the code was read; with main 7 / 15 / 0, 6 / 15 / 0 and
//! 20 / 11 / 0 right / flagged / wrong, after this 12 / 10 / 0, 14 / 7 / 0
//! and 25 / 6 / 0). Fixed: «Задание 19.2» alone on its line over a game's
//! opening or over words that take another task's game is the header of a
//! task of its own numbered «19.2» (it was read as question 19 with the
//! words «2», running the series into the first task's questions);
//! «Условие задания 19.1, но …», «Условие задачи 21.1, но …» are read as a
//! reference to that task (the words «условие задания» were looked for
//! before the noun only, and never found); «Для игры из задания 19.2
//! укажите …» reads the number «19.2» as the task referred to, not as a
//! number the question sets. Left flagged: «Задание 2. Для игры из задания
//! 1 ответьте на вопросы.» with numbered questions after it; a worksheet's
//! title line naming no rule. Every answer is compared with `gametable
//! solve` on a hand template.

use super::{numbered_readings, one_heap_asked, solved_complete};
use crate::read::*;

/// f01 of probe docs54: a series of four tasks, three taking 19.1's game
/// and changing it, the last asking of 19.2's.
const SERIES: &str = r#"Серия задач 19.1–19.4. Одна куча

Задание 19.1
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в три раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 50. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.
Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.

Задание 19.2
Условие задания 19.1, но игра завершается, когда количество камней в куче становится не менее 70; 1 ≤ S ≤ 69.
Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.

Задание 19.3
Условие задания 19.1, но за один ход игрок может добавить в кучу два камня или увеличить количество камней в куче в три раза.
Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.

Задание 19.4
Для игры из задания 19.2 укажите максимальное значение S, при котором Петя может выиграть первым ходом."#;

/// d03 of probe docs51: a series whose fourth task states a game of its
/// own and whose fifth asks of that one.
const OWN_GAME: &str = r#"Задания 19–21. Серия тренировочных задач

Задание 19.1
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу два камня или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 40. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 39.
Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.

Задание 19.2
Та же игра, что в задании 19.1, но игра завершается, когда в куче становится не менее 52 камней; 1 ≤ S ≤ 51.
Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.

Задание 19.3
Условие задания 19.1, но за один ход можно добавить в кучу один камень, добавить три камня или увеличить количество камней в куче в два раза.
Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.

Задание 19.4
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в три раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 50. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.
Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.

Задание 19.5
Для игры из задания 19.4 укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети."#;

#[test]
fn a_series_reads_each_task_under_its_number() {
    let rs = numbered_readings(SERIES);
    let numbers: Vec<_> = rs
        .iter()
        .map(|r| r.number.clone().unwrap_or_default())
        .collect();
    assert_eq!(numbers, ["19.1", "19.2", "19.3", "19.4"]);
    let q = "min where some(code == 1)";
    assert_eq!(
        solved_complete(&rs[0]),
        one_heap_asked("1..49", "+1 *3", 50, q)
    );
    assert_eq!(
        solved_complete(&rs[1]),
        one_heap_asked("1..69", "+1 *3", 70, q)
    );
    assert_eq!(
        solved_complete(&rs[2]),
        one_heap_asked("1..49", "+2 *3", 50, q)
    );
    assert_eq!(
        solved_complete(&rs[3]),
        one_heap_asked("1..69", "+1 *3", 70, "max where code == 1")
    );
}

#[test]
fn a_series_task_with_a_game_of_its_own_is_asked_of() {
    let rs = numbered_readings(OWN_GAME);
    assert_eq!(rs.len(), 5);
    let q = "min where code == -1";
    assert_eq!(
        solved_complete(&rs[0]),
        one_heap_asked("1..39", "+2 *2", 40, q)
    );
    assert_eq!(
        solved_complete(&rs[1]),
        one_heap_asked("1..51", "+2 *2", 52, q)
    );
    assert_eq!(
        solved_complete(&rs[2]),
        one_heap_asked("1..39", "+1 +3 *2", 40, q)
    );
    assert_eq!(
        solved_complete(&rs[3]),
        one_heap_asked("1..49", "+1 *3", 50, q)
    );
    assert_eq!(
        solved_complete(&rs[4]),
        one_heap_asked("1..49", "+1 *3", 50, "min where some(code == 1)")
    );
}

/// A series task that asks of, or changes, a task the document does not
/// hold stays flagged.
#[test]
fn a_task_named_that_is_not_there_stays_flagged() {
    let text = "Задание 19.1\nДля игры из задания 18.3 укажите минимальное значение S, при котором Петя может выиграть первым ходом.";
    assert!(read_text(text).iter().all(|r| !r.solve().complete));
    let missing = SERIES.replace(
        "Условие задания 19.1, но игра",
        "Условие задания 18.1, но игра",
    );
    let rs = numbered_readings(&missing);
    assert!(!rs[1].solve().complete);
}
