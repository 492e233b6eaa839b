//! Stop 55: what a probe of texts written from memory of published tasks
//! found (issue 21).

use crate::read::*;

/// «Найдите значение S» where three qualify is said once, in the reader's
/// words («нужно 1 значение, а подходят 3»), not again in the solver's.
#[test]
fn a_count_that_disagrees_is_named_once() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
        куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
        может добавить в кучу три камня или увеличить количество камней в куче в два \
        раза. Игра завершается, когда количество камней в куче становится не менее 48. \
        Победителем считается игрок, сделавший последний ход. В начальный момент в куче \
        было S камней, 1 ≤ S ≤ 47.\nВопрос 1. Найдите значение S, при котором у Вани \
        есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом, но \
        у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";
    let r = read_text(text).remove(0);
    assert!(r.unread.is_empty(), "{:#?}", r.unread);
    let out = r.solve();
    let qualifying = tests::hand_answer(
        "start = \"S\"\ns = \"1..47\"\nmoves = \"+3 *2\"\nend = \"sum >= 48\"\n",
        "count where code == -2",
    );
    assert!(
        qualifying.parse::<usize>().is_ok_and(|n| n > 1),
        "{qualifying}"
    );
    let notes: Vec<String> = out.notes.iter().map(|n| n.message(Lang::Ru)).collect();
    assert!(!out.complete);
    assert_eq!(
        notes,
        [format!(
            "вопрос 1: в условии нужно 1 значение, а подходят {qualifying}"
        )],
        "{notes:#?}"
    );
}

/// A one-heap game of adding one and doubling, ending at 48, with
/// `questions` after it.
fn add_one_or_double(questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
         может добавить в кучу один камень или увеличить количество камней в куче в \
         два раза. Игра завершается, когда количество камней в куче становится не \
         менее 48. Победителем считается игрок, сделавший последний ход. В начальный \
         момент в куче было S камней, 1 ≤ S ≤ 47.\n{questions}"
    )
}

/// «Вопрос 1. Укажите … первым ходом. Ворпос 2. Найдите два значения S, при
/// которых …»: the second question's number misspelt (or lost), its words
/// went on the first's, and the first's «наименьшем» took the second's
/// condition, complete and wrong. Two sentences that each ask a whole
/// question are not read as one; the question after them still is.
#[test]
fn two_asking_sentences_under_one_number_are_not_one_question() {
    let first = "Укажите, при каком наименьшем значении S Петя может выиграть первым ходом.";
    let second = "Найдите два значения S, при которых у Пети есть выигрышная стратегия, \
                  причём Петя не может выиграть первым ходом, но может выиграть своим вторым \
                  ходом.";
    let third = "Вопрос 3. Найдите минимальное значение S, при котором у Вани есть \
                 выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом, но \
                 у Вани нет стратегии, которая позволит ему гарантированно выиграть первым \
                 ходом.";
    // The second question's conditions as a list after a colon: no
    // sentence of it asks whole, the misspelt heading tells.
    let listed = "Найдите два значения S, при которых у Пети есть выигрышная стратегия, \
                  причём одновременно выполняются два условия: – Петя не может выиграть за \
                  один ход; – Петя может выиграть своим вторым ходом.";
    for (between, second) in [
        (" Ворпос 2. ", second),
        (" ", second),
        ("\n", second),
        ("\nВорпос 2. ", listed),
        (" Вопорс 2: ", listed),
    ] {
        let text = add_one_or_double(&format!("Вопрос 1. {first}{between}{second}\n{third}"));
        let r = read_text(&text).remove(0);
        let out = r.solve();
        assert!(!out.complete, "{between:?}: {:#?}", out.answers);
        let notes: Vec<String> = out.notes.iter().map(|n| n.message(Lang::Ru)).collect();
        assert!(
            notes
                .iter()
                .any(|n| n.starts_with("вопрос 1: в словах вопроса два вопроса")),
            "{between:?}: {notes:#?}"
        );
        let want = tests::hand_answer(
            "start = \"S\"\ns = \"1..47\"\nmoves = \"+1 *2\"\nend = \"sum >= 48\"\n",
            "min where code == -2",
        );
        let third = out
            .answers
            .iter()
            .find(|a| a.id == "3")
            .expect("question 3");
        assert_eq!(third.answer, want);
    }
    // Numbered apart, the same words read whole; a sentence that goes on
    // about the values asked («Для указанных значений S опишите стратегию
    // Пети.») is no second question.
    let text = add_one_or_double(&format!(
        "Вопрос 1. {first}\nВопрос 2. {second} Для указанных значений S опишите \
         выигрышную стратегию Пети.\n{third}"
    ));
    let r = read_text(&text).remove(0);
    assert!(r.unread.is_empty(), "{:#?}", r.unread);
}

/// One task laid out as a printed variant lays it: each question's number
/// alone in the margin, lines wrapped, an answer box after each.
fn laid_out(end: u32) -> String {
    format!(
        "19\nДва игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
         камней.\nИгроки ходят по очереди, первый ход делает Петя. За один ход игрок может\n\
         добавить в кучу один камень или увеличить количество камней в куче в два раза.\n\
         Игра завершается, когда количество камней в куче становится не менее {end}.\n\
         Победителем считается игрок, сделавший последний ход. В начальный момент в куче\n\
         было S камней, 1 ≤ S ≤ {}. Укажите минимальное значение S, при котором Ваня\n\
         выигрывает первым ходом при любой игре Пети.\n\nОтвет:\n\n20\nНайдите два \
         наименьших значения S, при которых у Пети есть выигрышная стратегия,\n\
         позволяющая ему выиграть вторым ходом, но не позволяющая выиграть первым ходом.\n\n\
         Ответ:\n\n21\nНайдите минимальное значение S, при котором одновременно \
         выполняются два условия: – у\nВани есть выигрышная стратегия, позволяющая ему \
         выиграть первым или вторым ходом при\nлюбой игре Пети; – у Вани нет \
         стратегии, которая позволит ему гарантированно\nвыиграть первым ходом.\n\nОтвет:\n",
        end - 1
    )
}

/// Two tasks of a variant whose question 21 wraps its first line alike
/// («Найдите минимальное значение S, при котором одновременно выполняются
/// два условия: – у»), each under the margin's «21»: the line printed
/// twice beside a bare number was taken for a page's running head and
/// dropped, and the rest of question 21 went with a piece that read
/// nothing — the task read complete without its question 21. A line that
/// asks or names S is no head.
#[test]
fn a_question_line_printed_twice_beside_its_number_is_no_running_head() {
    let text = format!("{}\n{}", laid_out(30), laid_out(41));
    let tasks = read_text(&text);
    assert_eq!(
        tasks.len(),
        2,
        "{:#?}",
        tasks.iter().map(|t| &t.unread).collect::<Vec<_>>()
    );
    for (task, end) in tasks.iter().zip([30, 41]) {
        let ids: Vec<&str> = task.questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, ["19", "20", "21"], "{:#?}", task.unread);
        let game = format!(
            "start = \"S\"\ns = \"1..{}\"\nmoves = \"+1 *2\"\nend = \"sum >= {end}\"\n",
            end - 1
        );
        let out = task.solve();
        let got: Vec<&str> = out.answers.iter().map(|a| a.answer.as_str()).collect();
        let want = [
            tests::hand_answer(&game, "min where code == -1"),
            tests::hand_answer(&game, "min 2 where code == 2"),
            tests::hand_answer(&game, "min where code == -2"),
        ];
        assert_eq!(got, want, "{:#?}", out.notes);
    }
}
