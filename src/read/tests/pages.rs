//! Tasks as copies of a problem site's pages give them: a line cut at a
//! comma before a question (the words after it lost), and the page's own
//! solution after a question, opened by words other than «Решение.».

use super::complete_answers;
use crate::read::*;

/// A one-heap decreasing game, its boilerplate line cut at a comma (as a
/// copy that lost a formula leaves it), then `questions`.
fn cut_page(questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может убрать из кучи \
         2 камня, убрать из кучи 4 камня или уменьшить количество камней в куче в 3 раза \
         (количество камней, полученное при делении, округляется до меньшего).\n\
         Игра завершается, когда количество камней в куче становится не более 20. Победителем \
         считается игрок, сделавший последний ход. В начальный момент в куче было S камней, \
         S ≥ 21.\n\
         Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых \
         ходах противника, а описать стратегию игрока — значит описать, какой ход он должен \
         сделать,\n{questions}"
    )
}

/// A question on the line after one cut at a comma is a question of its
/// own: it was joined to the remark before it and lost with it, never named
/// (a reading of two questions out of three could call itself complete).
#[test]
fn a_question_after_a_line_cut_at_a_comma_is_read() {
    let text = cut_page(
        "Укажите минимальное значение S, при котором Петя не может выиграть за один ход, но при \
         любом ходе Пети Ваня может выиграть своим первым ходом.\n\
         Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, \
         причём Петя не может выиграть за один ход, но может выиграть своим вторым ходом \
         независимо от того, как будет ходить Ваня.\n\
         Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, \
         позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет \
         стратегии, которая позволит ему гарантированно выиграть первым ходом.",
    );
    let (r, answers) = complete_answers(&text);
    assert_eq!(r.questions.len(), 3, "{}", r.template());
    // An independent plain recursive program gives the same.
    assert_eq!(answers, ["63", "65 66", "69"], "{}", r.template());
    // A name or a lower-case word after a comma still goes on the sentence.
    let named = text.replace(
        "может выиграть своим первым ходом.",
        "может выиграть своим первым ходом,\nВаня выигрывает.",
    );
    assert_eq!(read_text(&named).remove(0).questions.len(), 3);
}

/// The page's solution after a question, opened by «Приведём решение …»,
/// «Такое значение S — …», «Возможные значения S: …», is skipped up to the
/// next question: its program and its «При S = 13 Петя своим первым ходом
/// может получить …» are neither the question's words nor a question.
#[test]
fn a_solution_opened_in_other_words_is_skipped() {
    let text = format!(
        "{}\nПриведём другое решение на языке Python.\ndef f(x, h):\nif x <= 20:\nreturn h % 2 == 0\n\
         return any(f(y, h - 1) for y in (x - 2, x - 4, x // 3))\n\
         Задание 20. Найдите два наименьших значения S, при которых у Пети есть выигрышная \
         стратегия, причём Петя не может выиграть за один ход, но может выиграть своим вторым \
         ходом независимо от того, как будет ходить Ваня.\n\
         Возможные значения S: 65, 66. При S = 65 Петя своим первым ходом может получить\n\
         Задание 21. Найдите минимальное значение S, при котором у Вани есть выигрышная \
         стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет \
         стратегии, которая позволит ему гарантированно выиграть первым ходом.\n\
         Такое значение S — 69. Своим первым ходом Петя может получить",
        cut_page(
            "Задание 19. Укажите минимальное значение S, при котором Петя не может выиграть за \
             один ход, но при любом ходе Пети Ваня может выиграть своим первым ходом."
        )
    );
    let (r, answers) = complete_answers(&text);
    assert_eq!(answers, ["63", "65 66", "69"], "{}", r.template());
    assert!(
        r.questions
            .iter()
            .all(|q| !q.words.contains("def") && !q.words.contains("получить")),
        "{:#?}",
        r.questions
    );
    // Before any question the same words are the task's, not a solution.
    let before = text.replacen(
        "Задание 19. ",
        "Такое значение S будем искать. Задание 19. ",
        1,
    );
    assert_eq!(read_text(&before).remove(0).solve().answers.len(), 3);
}

/// After a page's solution, a question without a number is the next
/// question, not more of the solution: skipping it would leave a reading
/// of fewer questions than the task asks.
#[test]
fn an_unnumbered_question_after_a_solution_is_read() {
    let text = cut_page(
        "Укажите минимальное значение S, при котором Петя не может выиграть за один ход, но при \
         любом ходе Пети Ваня может выиграть своим первым ходом.\n\
         Такое значение S — 63. При S = 63 Петя своим первым ходом может получить 61, 59 или 21.\n\
         Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, \
         причём Петя не может выиграть за один ход, но может выиграть своим вторым ходом \
         независимо от того, как будет ходить Ваня.\n\
         Ответ: 6566.\n\
         Найдите минимальное значение S, при котором у Вани есть выигрышная стратегия, \
         позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и нет \
         стратегии, которая позволит ему гарантированно выиграть первым ходом.",
    );
    let (r, answers) = complete_answers(&text);
    assert_eq!(answers, ["63", "65 66", "69"], "{}", r.template());
}

/// A site's buttons copied on lines of their own after the question
/// («Спрятать решение», «Показать ответ») or before the game (sdamgia's
/// «Версия для печати и копирования в MS Word»): never the question's words
/// (which then seemed cut off mid-sentence) nor the title's.
#[test]
fn a_sites_buttons_are_not_the_tasks_words() {
    let question = "Укажите минимальное значение S, при котором Петя не может выиграть за один \
                    ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.";
    let plain = complete_answers(&cut_page(question)).1;
    for (before, after) in [
        ("", "\n\nСпрятать решение\n"),
        ("", "\nПоказать ответ"),
        ("", "\nскрыть пояснение\n"),
        (
            "Версия для печати и копирования в MS Word\nТип 19 № 70546\n",
            "\nСпрятать решение",
        ),
    ] {
        let text = format!("{before}{}", cut_page(&format!("{question}{after}")));
        let (r, answers) = complete_answers(&text);
        assert_eq!(answers, plain, "{text}");
        assert!(
            !r.title.as_deref().unwrap_or("").contains("MS Word"),
            "{:?}",
            r.title
        );
    }
    // Words after the verb make a sentence, not a button: still cut off.
    let cut = cut_page(&format!("{question}\nСпрятать решение задачи"));
    assert!(!read_text(&cut).remove(0).solve().complete);
}

/// A worksheet printed for a class: its answer sheet after the questions
/// (a table of the questions' numbers, tab- or Markdown-separated) and its
/// grading line, after one task or after each of a collection's — the
/// same answers, the task complete.
#[test]
fn a_worksheets_answer_sheet_and_grading_are_no_part_of_the_task() {
    let task = super::one_heap(
        "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче \
         в 3 раза (количество камней, полученное при делении, округляется до меньшего).",
        "Задание 19. Укажите минимальное значение S, при котором Ваня может выиграть своим \
         первым ходом при любом ходе Пети.\n\
         Задание 20. Найдите два наименьших значения S, при которых Петя не может выиграть за \
         один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.",
    );
    let (_, want) = complete_answers(&task);
    for sheet in [
        "\n\nТаблица ответов\n№ задания\tОтвет\n19\t\n20\t\n",
        "\n\n| Задание | Ответ |\n|---|---|\n| 19 | |\n| 20 | |\n",
        "\n\nКритерии оценивания: за каждое верно выполненное задание – 1 балл.\n",
        "\nОтвет:\n",
    ] {
        let text = format!("{task}{sheet}");
        let (r, got) = complete_answers(&text);
        assert_eq!(got, want, "{sheet:?}: {}", r.template());
        // In a collection, after each task.
        let both = format!("Задача 1.\n{text}\nЗадача 2.\n{text}");
        let rs = read_text(&both);
        assert_eq!(rs.len(), 2, "{sheet:?}");
        for r in &rs {
            assert_eq!(
                super::solved_complete(r),
                want,
                "{sheet:?}: {}",
                r.template()
            );
        }
    }
}

/// sdamgia's «Тип 20 № 4518» after a game, then the page's own heading of
/// the same question alone on its line («Задание 20.»): the question is the
/// task's 20th, as with the site's header alone — never a task of its own.
#[test]
fn a_sites_header_and_the_questions_own_heading() {
    let game = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
                камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
                может добавить в кучу один камень или увеличить количество камней в куче в \
                два раза. Игра завершается, когда количество камней в куче становится не \
                менее 41. Победителем считается игрок, сделавший последний ход. В начальный \
                момент в куче было S камней, 1 ≤ S ≤ 40.\nУкажите минимальное значение S, при \
                котором Ваня выигрывает своим первым ходом при любом ходе Пети.";
    let q20 = "Найдите два наименьших значения S, при которых Петя не может выиграть за один \
               ход, но может выиграть своим вторым ходом при любой игре Вани.";
    let alone = read_text(&format!("Тип 19 № 4517\n{game}\nТип 20 № 4518\n{q20}"));
    let headed = read_text(&format!(
        "Тип 19 № 4517\n{game}\nТип 20 № 4518\nЗадание 20.\n{q20}"
    ));
    assert_eq!(alone.len(), 1);
    assert_eq!(
        headed.len(),
        1,
        "{:#?}",
        headed.iter().map(Reading::template).collect::<Vec<_>>()
    );
    let ids = |r: &Reading| r.questions.iter().map(|q| q.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&headed[0]), ids(&alone[0]));
    assert_eq!(
        super::solved_complete(&headed[0]),
        super::solved_complete(&alone[0])
    );
}
