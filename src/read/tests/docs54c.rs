//! Stop docs54c: «Задание 3. Для игры из задания 2 ответьте на вопросы.»
//! over numbered questions («19) …», «20) …»). Probes docs54, docs53 and
//! docs51 (kept outside the repository, written before the code was read;
//! with main 12 / 10 / 0, 14 / 7 / 0 and 25 / 6 / 0 right / flagged /
//! wrong, after this 14 / 8 / 0, 14 / 7 / 0 and 25 / 6 / 0). Fixed: the
//! header and its words begin a task of its own whose game is the task
//! named (read before it, under that number) and whose questions are the
//! numbered lines after it — they were read as one lost question «3. Для
//! игры …» and lost questions (`read::document::questions_of_task`, the
//! draft's `asks_of`, used in `read::inherited`). Left flagged: the same
//! words after a first task whose number is not yet its own when they are
//! met («Задание 1.» over the game, its number given later), and a
//! worksheet's title line naming no rule. Every answer is compared with
//! `gametable solve` on a hand template.

use super::{hand_answers, solved_complete};
use crate::read::*;

/// f05 of probe docs54: task 3 asks two questions of task 2's game.
const HOMEWORK: &str = r#"Домашнее задание. Теория игр

Задание 1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или добавить в кучу три камня или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 55. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 54.
19) Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.
20) Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.

Задание 2. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу два камня или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 43. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 42.
19) Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.
20) Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.

Задание 3. Для игры из задания 2 ответьте на вопросы.
19) Укажите максимальное значение S, при котором Петя может выиграть своим первым ходом.
20) Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети."#;

fn one_heap(s: &str, moves: &str, end: u32, queries: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"sum >= {end}\"\nquestions = [{queries}]"
    ))
}

#[test]
fn questions_announced_of_an_earlier_game_are_a_task_of_their_own() {
    // The title before the first task reads as no task.
    let all = read_text(HOMEWORK);
    assert!(all.len() >= 3);
    let rs = &all[all.len() - 3..];
    let both = r#""min where some(code == 1)", "min 2 where code == 2""#;
    assert_eq!(
        solved_complete(&rs[0]),
        one_heap("1..54", "+1 +3 *2", 55, both)
    );
    assert_eq!(
        solved_complete(&rs[1]),
        one_heap("1..42", "+2 *2", 43, both)
    );
    assert_eq!(rs[2].number.as_deref(), Some("3"));
    let asked = r#""max where code == 1", "min where code == -1""#;
    assert_eq!(
        solved_complete(&rs[2]),
        one_heap("1..42", "+2 *2", 43, asked)
    );
}

/// The task named is not in the document: flagged, never read.
#[test]
fn questions_announced_of_a_missing_task_stay_flagged() {
    let text = HOMEWORK.replace(
        "Для игры из задания 2 ответьте",
        "Для игры из задания 7 ответьте",
    );
    let rs = read_text(&text);
    let last = rs.iter().rfind(|r| r.number.is_some());
    assert!(last.is_some_and(|r| !r.solve().complete));
}
