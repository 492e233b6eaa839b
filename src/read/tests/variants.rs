//! Constructions found by probing the reader with variants of the corpus's
//! own texts (issue 21, probe 14): the same task with its question headers
//! in another numbering, its lines broken elsewhere or joined into one, a
//! count of values with a word between it and the values. Four of them read
//! complete and wrong before: a question silently lost (the first of a
//! shared block after its colon, one whose number was read as a task's, one
//! glued to the start's sentence) or «два таких минимальных значения» read
//! as all the values. Each is tested here in other words than the texts
//! that showed it.

use super::{complete_answers, hand_answers};
use crate::read::answer_form::report;
use crate::read::*;

/// One heap, `+1 *3`, the end at 50, S from 1 to 49.
const GAME: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча \
    камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить \
    в кучу один камень или увеличить количество камней в куче в три раза. Игра завершается в \
    тот момент, когда количество камней в куче становится не менее 50. Победителем считается \
    игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.";

/// [`GAME`] as `gametable solve` takes it, with `questions`.
fn truth(questions: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"1..49\"\nmoves = \"+1 *3\"\nend = \"sum >= 50\"\nquestions = {questions}\n"
    ))
}

/// The reading of a text that must not be complete, with what it names.
fn flagged(text: &str) -> Vec<String> {
    let tasks: Vec<Reading> = read_text(text)
        .into_iter()
        .filter(|r| !r.keys.is_empty() || !r.questions.is_empty())
        .collect();
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    let out = tasks[0].solve();
    assert!(!out.complete, "{}", tasks[0].template());
    out.problems_in(Lang::En)
}

/// «Вопросы … к следующим задачам: 1) Известно, что …»: the block's first
/// question after the colon in a numbering other than «Задание 19.» (it was
/// dropped, and the task read complete with the other questions).
#[test]
fn a_shared_blocks_first_question_after_its_colon() {
    for (mark, next) in [
        ("1)", "2)"),
        ("1.", "2."),
        ("Вопрос 1.", "Вопрос 2."),
        ("Задача 1.", "Задача 2."),
        ("№1.", "№2."),
        ("№ 1.", "№ 2."),
    ] {
        let text = format!(
            "Вопросы 1–2 к следующим задачам: {mark} Известно, что Ваня выиграл своим первым \
             ходом после неудачного первого хода Пети. Назовите наименьшее значение S, при котором \
             так может быть. {next} Найдите наибольшее значение S, при котором Ваня выигрывает \
             своим первым ходом при любой игре Пети.\n7) {GAME}"
        );
        let (r, got) = complete_answers(&text);
        assert_eq!(r.questions.len(), 2, "{mark}: {}", r.template());
        assert_eq!(
            got,
            truth(r#"["min where some(code == 1)", "max where code == -1"]"#),
            "{mark}"
        );
    }
    // The block's first question asks at once: «…задачам: 1) Найдите …» is
    // no rule that a verb ends.
    let text = format!(
        "Вопросы 1–2 к следующим задачам: 1) Найдите наибольшее значение S, при котором Ваня \
         выигрывает своим первым ходом при любой игре Пети? 2) Найдите наименьшее значение S, \
         при котором Ваня выигрывает своим первым ходом при любой игре Пети.\n7) {GAME}"
    );
    let (_, got) = complete_answers(&text);
    assert_eq!(
        got,
        truth(r#"["max where code == -1", "min where code == -1"]"#)
    );
}

/// «Ответьте на следующие вопросы: 1) …», «Выполните задания: 1) …»: the
/// first question after the words that announce them (they were a filler
/// sentence, the question in it lost).
#[test]
fn a_first_question_after_the_words_announcing_the_questions() {
    for intro in [
        "Ответьте на следующие вопросы:",
        "Выполните следующие задания:",
    ] {
        let text = format!(
            "{GAME}\n{intro} 1) Найдите наибольшее значение S, при котором Ваня выигрывает своим \
             первым ходом при любой игре Пети.\n2) Найдите наименьшее значение S, при котором у \
             Пети есть выигрышная стратегия, позволяющая ему выиграть вторым ходом при любой игре \
             Вани, причём Петя не может выиграть за один ход."
        );
        let (_, got) = complete_answers(&text);
        assert_eq!(
            got,
            truth(r#"["max where code == -1", "min where code == 2"]"#),
            "{intro}"
        );
    }
}

/// «2)» alone on its line after question 1, then the question's premise
/// («У Пети есть выигрышная стратегия, …») before the words that ask: the
/// task's question 2 (the number was read as the next task's, the question
/// dropped and the task read complete without it).
#[test]
fn a_numbered_question_that_opens_with_its_premise() {
    for (one, two) in [("1)", "2)"), ("Задача 1.", "Задача 2."), ("1.", "2.")] {
        let text = format!(
            "{GAME}\n{one}\nНайдите наибольшее значение S, при котором Ваня выигрывает своим \
             первым ходом при любой игре Пети.\n{two}\nУ Пети есть выигрышная стратегия, \
             позволяющая ему выиграть вторым ходом при любой игре Вани, но нет стратегии, которая \
             позволит ему выиграть первым ходом.\nНазовите наименьшее такое значение S."
        );
        let (r, got) = complete_answers(&text);
        assert_eq!(r.questions.len(), 2, "{two}: {}", r.template());
        assert_eq!(
            got,
            truth(r#"["max where code == -1", "min where code == 2"]"#),
            "{two}"
        );
    }
}

/// A sentence asking about S that no question takes is named, never
/// dropped: before a shared block's first numbered question, or after a
/// number read as a task's whose words are no premise of a win.
#[test]
fn a_question_no_task_takes_is_named() {
    let block = format!(
        "Вопросы 1–2 к следующим задачам.\nНайдите наибольшее значение S, при котором Ваня \
         выигрывает своим первым ходом при любой игре Пети.\nВопрос 2. Найдите наименьшее \
         значение S, при котором у Пети есть выигрышная стратегия, позволяющая ему выиграть \
         вторым ходом при любой игре Вани.\n7) {GAME}"
    );
    let header = block.replacen(".\nНайдите", ": Найдите", 1);
    let numbered = format!(
        "{GAME}\n1)\nНайдите наибольшее значение S, при котором Ваня выигрывает своим первым \
         ходом при любой игре Пети.\n2)\nПусть Петя первым ходом добавил в кучу один камень.\n\
         Назовите наименьшее значение S, при котором после этого Ваня может выиграть своим \
         первым ходом."
    );
    for text in [block, header, numbered] {
        let notes = flagged(&text);
        assert!(
            notes.iter().any(|n| n.contains("no task of the text took")),
            "{notes:?}"
        );
    }
}

/// «… было S камней, S не больше 49 Назовите …»: a line break lost between
/// the start and the question, no stop between them; the question is a
/// sentence of its own (it was read as words of the start, and lost).
#[test]
fn a_question_glued_to_the_sentence_before_it() {
    let text = GAME.replace(
        "1 ≤ S ≤ 49.",
        "S не больше 49 Назовите наибольшее значение S, при котором Ваня выигрывает своим \
         первым ходом при любой игре Пети.",
    );
    let (_, got) = complete_answers(&text);
    assert_eq!(got, truth(r#"["max where code == -1"]"#));
    // A header before its question's words is not split from them.
    let headed = format!(
        "{GAME}\nЗадание 21 Найдите наименьшее значение S, при котором Петя выигрывает вторым \
         ходом при любой игре Вани, но не может выиграть первым ходом."
    );
    let (r, got) = complete_answers(&headed);
    assert_eq!(r.questions[0].id, "21");
    assert_eq!(got, truth(r#"["min where code == 2"]"#));
}

/// A line broken inside a question after a list's colon: the next line goes
/// on with the sentence unless it opens an item (a capital, «у …») after a
/// whole item (it was made an item of its own: «Известно, что Ваня;
/// выиграл …»).
#[test]
fn a_line_broken_after_a_colon_goes_on() {
    let text = format!(
        "{GAME}\nОтветьте на следующие вопросы: Задание 1. Известно, что Ваня\nвыиграл своим \
         первым ходом после неудачного первого хода Пети. Назовите наименьшее значение S, при \
         котором так может быть."
    );
    let (_, got) = complete_answers(&text);
    assert_eq!(got, truth(r#"["min where some(code == 1)"]"#));
    // Items with no dash, one of them broken mid-item.
    let items = format!(
        "{GAME}\nЗадание 1. Найдите наименьшее значение S, при котором одновременно \
         выполняются два условия:\nу Вани есть выигрышная стратегия, позволяющая ему\nвыиграть \
         первым или вторым ходом при любой игре Пети;\nу Вани нет стратегии, которая позволит \
         ему гарантированно выиграть первым ходом."
    );
    let (_, got) = complete_answers(&items);
    assert_eq!(got, truth(r#"["min where code == -2"]"#));
}

/// «три таких наибольших значения»: the count before «таких» is the
/// count of the greatest (it was read as all the values, with no count to
/// check); «наименьшие значения» with no count is not read.
#[test]
fn a_count_of_the_least_with_a_word_between() {
    assert_eq!(
        report("Найдите три таких наибольших значения S, при которых Петя выигрывает."),
        Ok(("max 3".to_string(), None))
    );
    assert_eq!(
        report("Укажите два таких минимальных значения S."),
        Ok(("min 2".to_string(), None))
    );
    assert!(report("Найдите наименьшие значения S, при которых Петя выигрывает.").is_err());
}

/// «Известно, что после неудачного первого хода Пети Ваня выиграл …»: the
/// move that happened said before the win, after the words that tell a
/// fact (it was named as a move of a kind not read).
#[test]
fn a_move_that_happened_told_before_the_win() {
    for q in [
        "Известно, что после неудачного первого хода Пети Ваня выиграл своим первым ходом. \
         Назовите наименьшее значение S, при котором так может быть.",
        "Известно, что после первого хода Пети Ваня выиграл первым же ходом. Назовите \
         наименьшее значение S, при котором так может быть.",
    ] {
        let (_, got) = complete_answers(&format!("{GAME}\n{q}"));
        assert_eq!(got, truth(r#"["min where some(code == 1)"]"#), "{q}");
    }
}

/// «Два игрока, Петя и Петя, …»: names that tell no player from the other
/// leave the task incomplete (it was read, each «Петя» the first player).
#[test]
fn players_of_one_name_are_not_told_apart() {
    let text = format!(
        "{GAME}\nНайдите наибольшее значение S, при котором Ваня выигрывает своим первым ходом \
         при любой игре Пети."
    )
    .replace("Петя и Ваня", "Петя и Петя");
    let notes = flagged(&text);
    assert!(notes.iter().any(|n| n.contains("Петя и Петя")), "{notes:?}");
}

/// «1 ≤ s ≤ 49», «значение s»: the unknown typed lower-case in a text with
/// no upper-case one (the range was not found); a text with «S» keeps its
/// «s» as it is.
#[test]
fn the_unknown_typed_lower_case() {
    let q = "Найдите наибольшее значение S, при котором Ваня выигрывает своим первым ходом при \
             любой игре Пети.";
    let text = format!("{GAME}\n{q}").replace('S', "s");
    let (_, got) = complete_answers(&text);
    assert_eq!(got, truth(r#"["max where code == -1"]"#));
    assert_eq!(
        normalize("в куче 2s камней, 1 ≤ s ≤ 9"),
        "в куче 2S камней, 1 ≤ S ≤ 9"
    );
    assert_eq!(normalize("S камней; s – шаг"), "S камней; s – шаг");
    assert_eq!(normalize("its sum"), "its sum");
}
