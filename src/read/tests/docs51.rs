//! Stop docs51: documents whose tasks take an earlier task's game and change
//! one part of it («Условие то же, что в задаче 1, но …», «Та же игра, что
//! в задаче 1, но …»). The probe was eight teachers' documents (worksheets,
//! «Вариант 1/2», a lesson's handout, a site's series «Задание 19.1 …»), 31
//! tasks; such tasks were all flagged. Now the earlier task's rule
//! sentences, less those that state what the change states, and the change
//! are read as the task (`read::inherited`); each key taken from the earlier
//! task says so in the template. A task named that is not in the document,
//! or not certainly one task of it (numbering that starts again in a second
//! variant), or a change not read, stays flagged. Every answer is compared
//! with `gametable solve` on a hand template.

use super::{hand_answers, solved_complete};
use crate::read::*;

/// The questions 19–21 of the exam's form, as a worksheet repeats them.
const ASKED: &str = "19) Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.
20) Укажите в порядке возрастания все значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани.
21) Укажите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";

/// Their queries, as a hand template states them.
const QUERIES: &str =
    r#"questions = ["min where some(code == 1)", "all where code == 2", "min where code == -2"]"#;

/// The first task: one heap, +1 or ×2, the end at 29.
const FIRST: &str = "Задача 1.
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. У каждого игрока, чтобы делать ходы, есть неограниченное количество камней.
Игра завершается в тот момент, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход, то есть первым получивший кучу, в которой будет 29 или больше камней. В начальный момент в куче было S камней; 1 ≤ S ≤ 28.";

/// A document of the first task and tasks after it (each its rules).
fn document(after: &[&str]) -> Vec<Reading> {
    let mut text = format!("{FIRST}\n{ASKED}\n");
    for (i, rules) in after.iter().enumerate() {
        text.push_str(&format!("\nЗадача {}.\n{rules}\n{ASKED}\n", i + 2));
    }
    read_text(&text)
}

/// The answers of a hand template of one heap.
fn hand(s: &str, moves: &str, end: &str, winner: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"{end}\"\nwinner = \"{winner}\"\n{QUERIES}"
    ))
}

#[test]
fn a_new_end_and_range_replace_the_first_tasks() {
    let rs = document(&["Условие то же, что в задаче 1, но игра завершается в тот момент, когда количество камней в куче становится не менее 41, а в начальный момент в куче было S камней, 1 ≤ S ≤ 40."]);
    assert_eq!(rs.len(), 2);
    assert_eq!(
        solved_complete(&rs[0]),
        hand("1..28", "+1 *2", "sum >= 29", "mover")
    );
    let r = &rs[1];
    assert_eq!(
        solved_complete(r),
        hand("1..40", "+1 *2", "sum >= 41", "mover")
    );
    // The moves came from task 1, and the template says so.
    let t = r.template();
    assert!(t.contains("moves = \"+1 *2\""), "{t}");
    assert!(
        t.lines()
            .any(|l| l.starts_with("moves") && l.ends_with("(from task 1)")),
        "{t}"
    );
    assert!(
        t.lines()
            .any(|l| l.starts_with("end") && !l.ends_with("(from task 1)")),
        "{t}"
    );
}

#[test]
fn a_new_winner_condition_replaces_the_end() {
    let rs = document(&["Условие то же, что в задаче 1, но победителем считается игрок, первым получивший позицию, в которой в куче 35 или больше камней. В начальный момент в куче было S камней, 1 ≤ S ≤ 34."]);
    assert_eq!(
        solved_complete(&rs[1]),
        hand("1..34", "+1 *2", "sum >= 35", "mover")
    );
}

#[test]
fn the_loser_rule_of_the_same_game() {
    let rs = document(&[
        "Та же игра, что в задаче 1, но игрок, после хода которого в куче оказалось 29 или больше камней, проигрывает.",
    ]);
    assert_eq!(
        solved_complete(&rs[1]),
        hand("1..28", "+1 *2", "sum >= 29", "opponent")
    );
}

#[test]
fn a_task_not_in_the_document_stays_flagged() {
    for words in [
        "Игра как в задаче 5 из прошлого урока, но в начальный момент в куче было S камней, 1 ≤ S ≤ 30.",
        "Условие как в задаче 7, но игра завершается, когда количество камней в куче становится не менее 40.",
    ] {
        let rs = document(&[words]);
        assert!(!rs[1].solve().complete, "{words}\n{}", rs[1].template());
    }
}

#[test]
fn a_change_not_read_stays_flagged() {
    let rs = document(&["Та же игра, что в задаче 1, но ходы делаются по кругу трижды."]);
    assert!(!rs[1].solve().complete, "{}", rs[1].template());
}

/// A second variant numbers its tasks again: «задаче 1» there is not
/// certainly the first variant's task 1.
#[test]
fn numbering_that_starts_again_stays_flagged() {
    let text = format!(
        "Вариант 1\n\n{FIRST}\n{ASKED}\n\nЗадача 2. Та же игра, что в задаче 1, но за один ход можно добавить в кучу два камня или увеличить количество камней в куче в два раза.\n{ASKED}\n\nВариант 2\n\n{}\n{ASKED}\n\nЗадача 2. Та же игра, что в задаче 1, но игра завершается, когда в куче становится не менее 60 камней; 1 ≤ S ≤ 59.\n{ASKED}\n",
        FIRST.replace("увеличить количество камней в куче в два раза", "увеличить количество камней в куче в три раза")
    );
    let rs = read_text(&text);
    let last = rs.last().expect("tasks");
    assert!(!last.solve().complete, "{}", last.template());
}
