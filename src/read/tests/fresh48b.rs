//! Tasks 19–21 as a teacher copies them from a site page (the probe
//! fresh48b): an answer field's prompt and buttons after each question
//! («Введите ответ», «Проверить   Показать подсказку»), a page's answer line
//! with an adjective («Правильный ответ: …») or of the tasks («Ответы к
//! заданиям: …»), and sdamgia's info mark «i» under the next problem's
//! header. The answers were computed apart with `gametable solve` on hand
//! templates.

use super::complete_answers;
use crate::read::*;

/// A one-heap game, +1 or ×2, ending at `end` or more, 1 ≤ S ≤ end − 1.
fn game(end: u32) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         кучу один камень или увеличить количество камней в куче в два раза. У каждого игрока, \
         чтобы делать ходы, есть неограниченное количество камней.\n\
         Игра завершается в тот момент, когда количество камней в куче становится не менее \
         {end}. Победителем считается игрок, сделавший последний ход.\n\
         В начальный момент в куче было S камней; 1 ≤ S ≤ {}.",
        end - 1
    )
}

const Q19: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
    Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const Q20: &str = "Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, \
    причём одновременно выполняются два условия:\n− Петя не может выиграть за один ход;\n− \
    Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
    Найденные значения запишите в ответе в порядке возрастания.";
const Q21: &str = "Найдите минимальное значение S, при котором одновременно выполняются два \
    условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым \
    ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно \
    выиграть первым ходом.";

/// The game ending at 65 and at 129: `solve` on «start = "S", moves = "+1
/// *2", end = "sum >= 65"» (and 129) with the three questions.
const ANSWERS_65: [&str; 3] = ["17", "16 31", "30"];
const ANSWERS_129: [&str; 3] = ["33", "32 63", "62"];

fn assert_game(r: &Reading, answers: &[String], end: u32, expected: [&str; 3]) {
    let t = r.template();
    assert!(t.contains("moves = \"+1 *2\""), "{t}");
    assert!(t.contains(&format!("end = \"sum >= {end}\"")), "{t}");
    assert_eq!(answers, expected, "{t}");
}

/// A training site's answer fields: the prompt under each question and the
/// buttons side by side at the end are no words of question 21.
#[test]
fn answer_prompts_and_buttons_apart() {
    let text = format!(
        "Яндекс Учебник · ЕГЭ по информатике · Задания 19–21\nТеория игр\n\n{}\n\n19. {Q19}\n\
         Введите ответ\n\n20. {Q20}\nВведите ответ через пробел\n\n21. {Q21}\nВведите ответ\n\n\
         Проверить   Показать подсказку\n",
        game(65)
    );
    let (r, answers) = complete_answers(&text);
    assert_game(&r, &answers, 65, ANSWERS_65);
}

/// «Правильный ответ: …» after the last question: the page's answer, skipped.
#[test]
fn right_answer_line_skipped() {
    let text = format!(
        "{}\n\nЗадание 1\n{Q19}\n\nЗадание 2\n{Q20}\n\nЗадание 3\n{Q21}\n\n\
         Правильный ответ: 17; 16 31; 30\n",
        game(65)
    );
    let (r, answers) = complete_answers(&text);
    assert_game(&r, &answers, 65, ANSWERS_65);
}

/// «Ответы к заданиям: 19 — 17, …»: the answers of the tasks, skipped.
#[test]
fn answers_to_the_tasks_skipped() {
    let text = format!(
        "{}\n\nЗадание 19.\n{Q19}\nЗадание 20.\n{Q20}\nЗадание 21.\n{Q21}\n\n\
         Ответы к заданиям: 19 — 17, 20 — 16 31, 21 — 30.\n",
        game(65)
    );
    let (r, answers) = complete_answers(&text);
    assert_game(&r, &answers, 65, ANSWERS_65);
}

/// A page of problems one after another, sdamgia's «i» under each header:
/// the next problem's header ends question 21 of the one before, whose
/// text has no answer or button after it.
#[test]
fn info_mark_under_next_header() {
    let text = format!(
        "Тип 19 № 70001\ni\n{}\n19. {Q19}\n20. {Q20}\n21. {Q21}\n\n\
         Тип 19 № 70004\ni\nЗадания 19-21 («Теория игр», переписано для урока)\n\n{}\n\
         19. {Q19}\n20. {Q20}\n21. {Q21}\n",
        game(65),
        game(129)
    );
    let rs = read_text(&text);
    assert_eq!(rs.len(), 2);
    let first = super::solved_complete(&rs[0]);
    assert_game(&rs[0], &first, 65, ANSWERS_65);
    let second = super::solved_complete(&rs[1]);
    assert_game(&rs[1], &second, 129, ANSWERS_129);
}
