//! Whole exam variants pasted, continued (issue 21, probe variant45b): the
//! statement once under task 19 with its «Вопрос 1.», then «20. Вопрос 2.
//! …» and «21. Вопрос 3. …» as tasks of their own (FIPI's layout): task 19
//! read complete with question 1 alone, a confident reading that lost two
//! questions. And sdamgia's variant page, «20. Тип 20 № N» over «Для игры,
//! описанной в задании 19, …»: a piece of its own, the game flagged.

use super::solved_complete;
use super::variant45::{truth, TASK22};
use crate::read::*;

/// One heap, `+1 *2`, the end at 45, S from 1 to 44.
const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками \
    лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
    может добавить в кучу один камень или увеличить количество камней в куче в два раза. \
    Игра завершается в тот момент, когда количество камней в куче становится не менее 45. \
    Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S \
    камней; 1 ≤ S ≤ 44.";

const Q1: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого \
    хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const Q2: &str = "Найдите два таких значения S, при которых у Пети есть выигрышная \
    стратегия, причём одновременно выполняются два условия:\n— Петя не может выиграть за \
    один ход;\n— Петя может выиграть своим вторым ходом независимо от того, как будет ходить \
    Ваня.";
const Q3: &str = "Найдите минимальное значение S, при котором одновременно выполняются два \
    условия:\n— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым \
    ходом при любой игре Пети;\n— у Вани нет стратегии, которая позволит ему гарантированно \
    выиграть первым ходом.";

/// The game's tasks `read` keeps: one, complete, three questions; its answers.
fn only_task(text: &str) -> Vec<String> {
    let tasks = read_bytes(text.as_bytes()).expect("a task");
    let games: Vec<&Reading> = tasks.iter().filter(|r| !r.questions.is_empty()).collect();
    assert_eq!(games.len(), 1, "{tasks:#?}");
    assert_eq!(games[0].questions.len(), 3, "{tasks:#?}");
    solved_complete(games[0])
}

/// «19.» over the game and «Вопрос 1.», «20.» / «20. Тип 20 № N» over
/// «Вопрос 2.», «21.» over «Вопрос 3.»: one game of three questions.
#[test]
fn own_questions_under_the_exams_next_numbers() {
    let truth = truth();
    let heads: [(&str, &str); 4] = [
        ("20. ", "21. "),
        ("20.\n", "21.\n"),
        ("Задание 20.\n", "Задание 21.\n"),
        ("20. Тип 20 № 22585\n", "21. Тип 21 № 67218\n"),
    ];
    for (h20, h21) in heads {
        let text = format!(
            "19.\n{GAME}\nОтветьте на следующие вопросы.\nВопрос 1. {Q1}\n\n{h20}Вопрос 2. \
             {Q2}\n\n{h21}Вопрос 3. {Q3}\n\n22. {TASK22}\n"
        );
        assert_eq!(only_task(&text), truth, "{h20:?}");
    }
}

/// «Вопрос 2.» under a number that is not the exam's next one («7.»): its
/// question is not said to be the game's; the game is not read complete
/// with question 1 alone.
#[test]
fn own_questions_under_another_number_flag_the_game() {
    let text = format!("19.\n{GAME}\nВопрос 1. {Q1}\n\n7.\nВопрос 2. {Q2}\n");
    let tasks = read_bytes(text.as_bytes()).expect("a task");
    assert!(!tasks[0].solve().complete, "{tasks:#?}");
}

/// sdamgia's variant page: «19. Тип 19 № N» over the game and its
/// question, «20. Тип 20 № N» and «21. Тип 21 № N» over «Для игры,
/// описанной в задании 19, …», then «22. Тип 22 № N» over task 22.
#[test]
fn a_sites_variant_page() {
    let truth = truth();
    let q2 = format!("Для игры, описанной в задании 19, н{}", &Q2["Н".len()..]);
    let q3 = format!("Для игры, описанной в задании 19, н{}", &Q3["Н".len()..]);
    let text = format!(
        "19. Тип 19 № 43434\n{GAME}\n{Q1}\n\nОтвет: ________\n\n20. Тип 20 № 83429\n{q2}\n\n\
         Ответ: ________\n\n21. Тип 21 № 12452\n{q3}\n\nОтвет: ________\n\n22. Тип 22 № \
         43408\n{TASK22}\n\nОтвет: ________\n"
    );
    assert_eq!(only_task(&text), truth);
}
