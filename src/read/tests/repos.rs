//! Tasks as students and tutors keep them in their repositories (held-out-8):
//! a question's two conditions joined by «и», and a numbered line after the
//! last question that asks nothing.

use super::complete_answers;
use crate::read::questions::Players;
use crate::read::*;

/// A one-heap game (+1, +2, ×3, the end at 50 or more, 1 ≤ S ≤ 49) and
/// `questions` after it.
fn heap_game(questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         кучу один камень, добавить два камня или увеличить количество камней в куче в три \
         раза. Игра завершается, когда количество камней в куче становится не менее 50. \
         Победителем считается игрок, сделавший последний ход. В начальный момент в куче было \
         S камней, 1 ≤ S ≤ 49.\n{questions}"
    )
}

/// «Петя не может победить одним ходом и Петя может победить вторым ходом»:
/// two conditions joined by «и» are two, the «не» of the first not the
/// second's. Read as one, the denial took the larger move count and the
/// question read `code > 2` — a complete reading with a wrong answer.
#[test]
fn two_conditions_joined_by_and_are_two() {
    let p = Players {
        first: Players::stems("Петя"),
        second: Players::stems("Ваня"),
    };
    for (q, want) in [
        (
            "Укажите два наименьших значения S, при которых у Пети есть выигрышная стратегия, \
             причём Петя не может победить одним ходом и Петя может победить вторым ходом, как \
             бы ни ходил Ваня.",
            "code == 2",
        ),
        (
            "Найдите значение S, при котором у Вани есть выигрышная стратегия, причём Ваня не \
             может выиграть первым ходом и Ваня может выиграть вторым ходом при любой игре Пети.",
            "code == -2",
        ),
        // «и» inside one condition («первым и вторым», «Петя и Ваня») joins
        // no two conditions.
        (
            "Найдите наименьшее значение S, при котором Ваня выигрывает первым ходом при любой \
             игре Пети.",
            "code == -1",
        ),
    ] {
        assert_eq!(questions::condition(q, &p).unwrap(), [want], "{q}");
    }
    let text = heap_game(
        "19) Укажите два наименьших значения S, при которых у Пети есть выигрышная стратегия, \
         причём Петя не может победить одним ходом и Петя может победить вторым ходом, как бы ни \
         ходил Ваня.\n\
         20) Найдите значение S, при котором у Вани есть выигрышная стратегия, причём Ваня не \
         может выиграть первым ходом и Ваня может выиграть вторым ходом при любой игре Пети.",
    );
    let (r, answers) = complete_answers(&text);
    // An independent plain recursive program gives the same.
    assert_eq!(answers, ["14 15", "13"], "{}", r.template());
}

/// «21) Тут будет третий вопрос.» after questions 19 and 20 asks nothing:
/// it is question 21 not read, named — never words added to question 20
/// (where it was lost, and the task read complete with two answers).
#[test]
fn a_numbered_line_after_the_last_question_is_the_next_question() {
    let questions =
        "19) Найдите минимальное значение S, при котором Ваня выигрывает своим первым ходом \
         при любой игре Пети.\n\
         20) Найдите два наименьших значения S, при которых Петя не может выиграть первым \
         ходом, но может выиграть вторым ходом при любой игре Вани.\n";
    let r = read_text(&heap_game(&format!(
        "{questions}21) Тут будет третий вопрос."
    )))
    .remove(0);
    let out = r.solve();
    assert!(!out.complete, "{}", r.template());
    assert!(
        out.problems_in(Lang::En)
            .iter()
            .any(|p| p.contains("question 21") && p.contains("Тут будет")),
        "{:#?}",
        out.problems_in(Lang::En)
    );
    // The two questions still read (16; 14 15, as an independent program
    // gives them).
    let answers: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(answers, ["16", "14 15"], "{}", r.template());
    // A list of conditions inside a question is not a next question, nor
    // is a next task's opening after a number.
    let listed = heap_game(
        "20) Найдите два наименьших значения S, при которых выполняются два условия:\n\
         1) Петя не может выиграть первым ходом;\n\
         2) Петя может выиграть вторым ходом при любой игре Вани.",
    );
    let r = read_text(&listed).remove(0);
    assert_eq!(r.questions.len(), 1, "{}", r.template());
    let two = read_text(&format!(
        "{}21) {}",
        heap_game(questions),
        heap_game(
            "Найдите минимальное значение S, при котором Ваня выигрывает своим первым ходом при \
             любой игре Пети."
        )
    ));
    assert_eq!(two.len(), 2, "{two:#?}");
}
