//! Stop docs55: documents a teacher pastes whole. Probe docs55 (kept
//! outside the repository, written before the document code was read): a
//! printed variant (tasks 18–22, the game's 19–21 among them), a Word
//! worksheet «Вариант 1 / Вариант 2», a collection's page with «Ответ:» and
//! «Решение.» after each task, a VK post with emoji and hashtags, a site's
//! «Подборка» copy — 12 tasks, 20 questions; with main (m65a) 5 right / 7
//! flagged / 0 wrong. Probes docs54, docs53, docs51 with main: 14 / 8 / 0,
//! 14 / 7 / 0, 25 / 6 / 0.
//!
//! Fixed:
//! - «Задание 1.» over the game under a title's lines («Урок 12. Теория
//!   игр: одна куча»): it headed a question of the title and the game had
//!   no number, so «Задание 2. Для игры из задания 1 ответьте на вопросы.»
//!   found no task 1. Title lines alone are now as nothing before them
//!   (`Draft::title_lines`, `question_lines`, `lookahead`).
//! - «Задание 2. Для игры из задания 1 ответьте на вопросы.» after task 1's
//!   one unnumbered question (numbered «1» by its place): that number is no
//!   number of the task's own, so «2» does not go on it
//!   (`questions_of_task`).
//! - «Задание 3. Для игры из задания 1 измените начальную позицию: …» after
//!   task 2: a task of its own on task 1's game changed (it was words of
//!   task 2's question, unread) (`questions_of_task`).
//! - A heading above everything that names winning strategies as a theme
//!   («Самостоятельная работа «Выигрышные стратегии»») is no rule to name
//!   (`read::strategies_heading`).
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{hand_answers, read_page, solved_complete};

fn template(start: &str, s: &str, moves: &str, end: u32, queries: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"{start}\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"sum >= {end}\"\nquestions = [{queries}]"
    ))
}

/// e05 of probe docs53: a lesson's title, task 1, and task 2 asking of
/// task 1's game.
const LESSON: &str = r#"Урок 12. Теория игр: одна куча

Задание 1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень, добавить в кучу пять камней или увеличить количество камней в куче в три раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 70. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 69.
19) Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.
20) Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.
21) Укажите максимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.

Задание 2. Для игры из задания 1 ответьте на вопросы.
19) Укажите максимальное значение S, при котором Петя может выиграть своим первым ходом.
20) Укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети."#;

#[test]
fn a_task_under_a_title_keeps_its_number_for_the_task_asking_of_it() {
    let tasks = read_page(LESSON);
    assert_eq!(tasks.len(), 2, "{tasks:?}");
    assert_eq!(tasks[0].number.as_deref(), Some("1"));
    assert_eq!(
        solved_complete(&tasks[0]),
        template(
            "S",
            "1..69",
            "+1 +5 *3",
            70,
            r#""min where some(code == 1)", "min 2 where code == 2", "max where code == -2""#
        )
    );
    assert_eq!(
        solved_complete(&tasks[1]),
        template(
            "S",
            "1..69",
            "+1 +5 *3",
            70,
            r#""max where code == 1", "min where code == -1""#
        )
    );
    // The same without the title, as before.
    let untitled = LESSON.split_once("\n\n").map_or(LESSON, |(_, rest)| rest);
    let again = read_page(untitled);
    assert_eq!(again.len(), 2);
    assert_eq!(solved_complete(&again[1]), solved_complete(&tasks[1]));
}

/// f02 of probe docs54: a practice sheet of two heaps.
const PRACTICE: &str = r#"Практикум. Задания 19–21 (две кучи)

Задание 1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в одну из куч (по своему выбору) два камня или увеличить количество камней в куче в два раза. Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней. Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 81. Победителем считается игрок, сделавший последний ход. В начальный момент в первой куче было 9 камней, во второй куче – S камней; 1 ≤ S ≤ 71.
Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.

Задание 2. Для игры из задания 1 ответьте на вопросы.
1) Найдите два таких значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня. Найденные значения запишите в порядке возрастания.
2) Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.

Задание 3. Для игры из задания 1 измените начальную позицию: в первой куче 11 камней, во второй куче – S камней; 1 ≤ S ≤ 69.
Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети."#;

#[test]
fn tasks_on_task_one_after_its_one_unnumbered_question_are_their_own() {
    let tasks = read_page(PRACTICE);
    assert_eq!(tasks.len(), 3, "{tasks:?}");
    let first = r#""min where some(code == 1)""#;
    assert_eq!(
        solved_complete(&tasks[0]),
        template("9, S", "1..71", "+2 *2", 81, first)
    );
    // Task 2 asks for two values where three qualify: flagged, never
    // complete.
    assert_eq!(tasks[1].number.as_deref(), Some("2"));
    assert!(!tasks[1].solve().complete);
    assert_eq!(tasks[2].number.as_deref(), Some("3"));
    assert_eq!(
        solved_complete(&tasks[2]),
        template("11, S", "1..69", "+2 *2", 81, first)
    );
}

/// e03 of probe docs53 (its first variant): a worksheet's title naming
/// winning strategies as its theme.
#[test]
fn a_title_naming_winning_strategies_is_a_title() {
    let text = "Самостоятельная работа «Выигрышные стратегии»\n\nВариант 1\n1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень, добавить в кучу четыре камня или увеличить количество камней в куче в пять раз. Игра завершается в тот момент, когда количество камней в куче становится не менее 89. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 88.\nУкажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети.";
    let tasks = read_page(text);
    assert_eq!(
        solved_complete(&tasks[0]),
        template("S", "1..88", "+1 +4 *5", 89, r#""min where code == -1""#)
    );
    // A heading that says who wins is named as before.
    let rule = text.replace(
        "Самостоятельная работа «Выигрышные стратегии»",
        "Выигрывает тот, кто первым получит 50 камней",
    );
    assert!(read_page(&rule).iter().all(|t| !t.solve().complete));
}
