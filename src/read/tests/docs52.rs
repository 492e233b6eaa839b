//! Stop docs52, part A: what docs51 left in teachers' documents (probe
//! docs51, kept outside the repository: eight documents, 31 tasks; with main 16 right / 15
//! flagged / 0 wrong). Fixed: a block heading over tasks that state only
//! their change («Задачи 2–4: игра как в задаче 1, но изменено одно из
//! условий. Ответьте на вопросы 19–21 для каждой из них.») — each task of
//! the range takes task 1's game, its own words the change, and task 1's
//! questions 19–21 (the heading no longer joins task 1's question 21, which
//! flagged task 1 too); a change whose parts between semicolons, read
//! alone, state a key the whole sentence read alone did not («Игра
//! завершается, когда … не менее 80; 1 ≤ S ≤ 79.», read whole as the range
//! alone) is never taken (the earlier end was kept: a wrong answer); and a
//! template's questions taken from the earlier task say so, as its game's
//! keys do. Part B (joined2.py: the same single texts joined as
//! collections number them): a post's closing chatter («Пишите ответы в
//! комментах 👇💬 #ЕГЭ2025») before a header alone «Задание N» or «Задание
//! 19 № 27412» is furniture, as before «Задача N». Every answer is compared
//! with `gametable solve` on a hand template.

use super::{hand_answers, numbered_readings, solved_complete};
use crate::read::*;

/// d04 of the probe: task 1, the block heading, tasks 2–4 stating changes.
const LESSON: &str = "Урок 12. Теория игр: решение задач 19–21 с помощью электронной таблицы

Задача 1.
Два игрока, Паша и Вася, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Паша. За один ход игрок может добавить в кучу один камень, добавить четыре камня или увеличить количество камней в куче в три раза. Игра завершается, когда количество камней в куче становится не менее 65. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 64.
19. Известно, что Вася выиграл своим первым ходом после неудачного первого хода Паши. Укажите минимальное значение S, при котором это возможно.
20. Для игры, описанной в задании 19, найдите два наименьших значения S, при которых у Паши есть выигрышная стратегия, причём одновременно выполняются два условия:
– Паша не может выиграть за один ход;
– Паша может выиграть своим вторым ходом независимо от того, как будет ходить Вася.
Найденные значения запишите в ответе в порядке возрастания.
21. Для игры, описанной в задании 19, найдите максимальное значение S, при котором одновременно выполняются два условия:
– у Васи есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Паши;
– у Васи нет стратегии, которая позволит ему гарантированно выиграть первым ходом.

Задачи 2–4: игра как в задаче 1, но изменено одно из условий. Ответьте на вопросы 19–21 для каждой из них.

Задача 2. Игра завершается, когда количество камней в куче становится не менее 41; в начальный момент в куче было S камней, 1 ≤ S ≤ 40.

Задача 3. За один ход игрок может добавить в кучу два камня, добавить пять камней или увеличить количество камней в куче в три раза.

Задача 4. Игра завершается, когда количество камней в куче становится не менее 80; 1 ≤ S ≤ 79.";

const QUERIES: &str =
    r#"questions = ["min where some(code == 1)", "min 2 where code == 2", "max where code == -2"]"#;

fn hand(s: &str, moves: &str, end: u32) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"sum >= {end}\"\n{QUERIES}"
    ))
}

#[test]
fn a_block_heading_gives_each_task_the_game_and_questions() {
    let rs = numbered_readings(LESSON);
    assert_eq!(rs.len(), 4);
    assert_eq!(solved_complete(&rs[0]), hand("1..64", "+1 +4 *3", 65));
    assert_eq!(solved_complete(&rs[1]), hand("1..40", "+1 +4 *3", 41));
    assert_eq!(solved_complete(&rs[2]), hand("1..64", "+2 +5 *3", 65));
    // The end said before «; 1 ≤ S ≤ 79» is read with the range (misc62:
    // a sentence's parts between «;» read apart), never task 1's end kept.
    assert_eq!(solved_complete(&rs[3]), hand("1..79", "+1 +4 *3", 80));
}

#[test]
fn questions_taken_are_said_in_the_template() {
    let rs = numbered_readings(LESSON);
    let t = rs[1].template();
    let taken = t
        .lines()
        .filter(|l| l.starts_with('"') && l.ends_with("(from task 1)"))
        .count();
    assert_eq!(taken, 3, "{t}");
}

#[test]
fn a_heading_with_a_change_of_its_own_is_no_block() {
    let text = LESSON.replace(
        "но изменено одно из условий.",
        "но в начальный момент в куче было S камней, 1 ≤ S ≤ 30.",
    );
    let rs = numbered_readings(&text);
    assert!(rs.iter().skip(1).all(|r| !r.solve().complete));
}

#[test]
fn a_task_outside_the_range_takes_nothing() {
    let text = LESSON.replace("Задачи 2–4:", "Задачи 2–3:");
    let rs = numbered_readings(&text);
    assert_eq!(solved_complete(&rs[1]), hand("1..40", "+1 +4 *3", 41));
    assert!(!rs[3].solve().complete);
}

#[test]
fn questions_not_the_earlier_tasks_numbers_are_not_taken() {
    let text = LESSON.replace("вопросы 19–21", "вопросы 1–3");
    let rs = numbered_readings(&text);
    assert!(rs.iter().skip(1).all(|r| !r.solve().complete));
}

/// A post (fresh52/05 of the probes: a VK post closing with «Пишите
/// ответы в комментах 👇💬 #ЕГЭ2025 #питон») twice in a collection that
/// heads each with «Задание N» or sdamgia's «Задание 19 № 27412» on a line
/// of its own: the post's closing chatter is no words of the last
/// question, as before a «Задача N» header.
#[test]
fn post_chatter_before_a_task_header_alone() {
    let post = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 35. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 34.

✅ 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.
✅ 20. Найдите минимальное значение S, при котором у Пети есть выигрышная стратегия, причём Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.
✅ 21. Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.

Пишите ответы в комментах 👇💬 #ЕГЭ2025 #питон";
    let want = hand_answers(
        "start = \"S\"\ns = \"1..34\"\nmoves = \"+1 *2\"\nend = \"sum >= 35\"\nquestions = [\"min where some(code == 1)\", \"min where code == 2\", \"min where code == -2\"]",
    );
    for (a, b) in [
        ("Задание 1", "Задание 2"),
        ("Задание 19 № 27412", "Задание 19 № 27415"),
    ] {
        let rs = read_text(&format!("{a}\n{post}\n\n{b}\n{post}"));
        assert_eq!(rs.len(), 2, "{a}");
        for r in &rs {
            assert_eq!(solved_complete(r), want, "{a}");
        }
    }
}
