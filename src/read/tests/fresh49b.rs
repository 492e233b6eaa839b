//! Tasks 19–21 as a teacher keeps them in one document (the probe
//! fresh49b): a test's questions numbered with the task's number after a dot
//! («19.1», «20.1», «21.1»), a web page's byline between tasks («Автор: Е.
//! Джобс» and «12.03.2024» under «Задание 2»), and a collection's heading
//! «Задание 19–21. Вариант 7» over the next task. The answers were computed
//! apart with `gametable solve` on hand templates.

use super::solved_complete;
use crate::read::*;

/// A one-heap game, +1 or ×2, ending at `end` or more, 1 ≤ S ≤ end − 1.
fn game(end: u32) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         кучу один камень или увеличить количество камней в куче в два раза. Игра завершается \
         в тот момент, когда количество камней в куче становится не менее {end}. Победителем \
         считается игрок, сделавший последний ход. В начальный момент в куче было S камней; \
         1 ≤ S ≤ {}.",
        end - 1
    )
}

const Q19: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
    Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const Q20: &str = "Для игры, описанной в задании 19, найдите два таких значения S, при которых \
    у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n− Петя не \
    может выиграть за один ход;\n− Петя может выиграть своим вторым ходом независимо от того, \
    как будет ходить Ваня.\nНайденные значения запишите в ответе в порядке возрастания.";
const Q21: &str = "Для игры, описанной в задании 19, найдите минимальное значение S, при \
    котором одновременно выполняются два условия:\n– у Вани есть выигрышная стратегия, \
    позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n– у Вани нет \
    стратегии, которая позволит ему гарантированно выиграть первым ходом.";

/// `solve` on «start = "S", moves = "+1 *2", end = "sum >= 29"» (and 41)
/// with questions 19, 20, 21.
const ANSWERS_29: [&str; 3] = ["8", "7 13", "12"];
const ANSWERS_41: [&str; 3] = ["11", "10 19", "18"];

/// Each reading of `text` complete, its game's end and its answers as given.
fn assert_tasks(text: &str, expected: &[(u32, [&str; 3])]) {
    // The pieces with no words of a game (a title alone) are no tasks.
    let rs: Vec<Reading> = read_text(text)
        .into_iter()
        .filter(|r| r.template().contains("moves ="))
        .collect();
    assert_eq!(
        rs.len(),
        expected.len(),
        "{:#?}",
        rs.iter().map(Reading::template).collect::<Vec<_>>()
    );
    for (r, (end, answers)) in rs.iter().zip(expected) {
        let t = r.template();
        assert!(t.contains(&format!("end = \"sum >= {end}\"")), "{t}");
        assert_eq!(solved_complete(r), answers, "{t}");
    }
}

/// «19.1 …», «20.1 …», «21.1 …» under «Задание 1 (19–21)»: questions 19,
/// 20, 21 of the test's task 1 (was: not read, «19.1» taken for words).
#[test]
fn task_number_after_the_question_number() {
    let text = format!(
        "Контрольная работа\n\nЗадание 1 (19–21)\n{}\n19.1 {Q19}\n20.1 {Q20}\n21.1 {Q21}\n\n\
         Задание 2 (19–21)\n{}\n19.2 {Q19}\n20.2 {Q20}\n21.2 {Q21}\n",
        game(29),
        game(41)
    );
    assert_tasks(&text, &[(29, ANSWERS_29), (41, ANSWERS_41)]);
}

/// A web page's byline under each task's number: furniture, not a question
/// «2» of the task before (was: every task after the first flagged).
#[test]
fn byline_between_tasks_skipped() {
    let one = |n: usize, end: u32| {
        format!(
            "Задание {n}\n\nАвтор: Е. Джобс\n12.03.2024\n\n{}\n\n\nЗадание 19. {Q19}\n\n\
             Задание 20. {Q20}\n\nЗадание 21. {Q21}\n\n\nПоказать решение\n\nКомментарии (3)\n\n",
            game(end)
        )
    };
    let text = format!("{}{}", one(1, 29), one(2, 41));
    assert_tasks(&text, &[(29, ANSWERS_29), (41, ANSWERS_41)]);
}

/// «Задание 19–21. Вариант 7» after a task's questions, a game after it: the
/// next task's heading, not a running head cutting the task before (was:
/// flagged).
#[test]
fn tasks_heading_with_a_variant_opens_the_next_task() {
    let text = format!(
        "#2\n{}\n\n19. {Q19}\n20. {Q20}\n21. {Q21}\n\nЗадание 19–21. Вариант 7\n{}\n\n\
         19. {Q19}\n20. {Q20}\n21. {Q21}\n",
        game(29),
        game(41)
    );
    assert_tasks(&text, &[(29, ANSWERS_29), (41, ANSWERS_41)]);
}
