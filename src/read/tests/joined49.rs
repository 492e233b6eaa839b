//! The round joined49: a whole collection reads each task as the task
//! alone, whatever the texts between its games. A question printed without
//! its game is a task of the collection of its own (read as far as it
//! goes), never a question of the task before, nor a question lost and
//! named in it; headers printed above a game number that game.

use crate::read::*;

use super::joined48::GAME;

/// Each task of a document: its number, whether complete, its answers.
pub(super) fn tasks(text: &str) -> Vec<(Option<String>, bool, Vec<String>)> {
    read_text(text)
        .iter()
        .filter(|r| !r.questions.is_empty() || !r.keys.is_empty())
        .map(|r| {
            let out = r.solve();
            let answers = out.answers.into_iter().map(|a| a.answer).collect();
            (r.number.clone(), out.complete, answers)
        })
        .collect()
}

pub(super) fn n(s: &str) -> Option<String> {
    Some(s.to_string())
}

/// After a game, «Вопрос 1. Найдите …» under «Задание № 4», then another
/// question under «Задание № 5»: each a task of its own, and the numbering
/// goes on to the game under «Задание № 6».
#[test]
fn a_question_alone_under_the_next_number_is_a_task_of_its_own() {
    for quote in ["'''\n", ""] {
        let text = format!(
            "Задание № 3\n{GAME}\n\nЗадание № 4\n{quote}Вопрос 1. Найдите минимальное значение S, при котором Ваня \
             выигрывает своим первым ходом при любой игре Пети.\n{quote}\nЗадание № 5\nДля \
             игры, описанной в задании 19, укажите два значения S, при которых Петя не может \
             выиграть первым ходом, но может выиграть вторым ходом при любой игре Вани.\n\n\
             Задание № 6\n{GAME}\n"
        );
        let eight = || vec!["8".to_string()];
        assert_eq!(
            tasks(&text),
            [
                (n("3"), true, eight()),
                (n("4"), false, vec![]),
                (n("5"), false, vec![]),
                (n("6"), true, eight())
            ],
            "{text}"
        );
    }
}

/// A question printed without its game (a site's page of task 20 alone)
/// under the collection's next number, after a complete task: the task
/// before stays complete (its words are not that task's), and the question
/// is a task of its own, incomplete.
#[test]
fn a_question_without_its_game_is_not_lost_into_the_task_before() {
    let text = format!(
        "Задание № 3\n{GAME}\n\nЗадание № 4\nДемовариант ЕГЭ по информатике 2021 года, \
         задание 20\n\nЗадача\n\nДля игры, описанной в предыдущем задании (задание 19), \
         найдите два таких значения S, при которых у Пети есть выигрышная стратегия.\n\n\
         Найденные значения запишите в ответе в порядке возрастания.\n\nЗадание № 5\n{GAME}\n"
    );
    assert_eq!(
        tasks(&text),
        [
            (n("3"), true, vec!["8".to_string()]),
            (n("4"), false, vec![]),
            (n("5"), true, vec!["8".to_string()])
        ]
    );
}

/// The collection's header, the source's own number, and «Задание 19.» (its
/// first question's header) printed above the game: the game is the
/// collection's task, the source's number in its title.
#[test]
fn headers_above_a_game_number_that_game() {
    for header in ["Задача 7.", "Задание № 7", "7."] {
        let text = format!("{header}\n№ 19750 (Уровень: Средний)\nЗадание 19.\n{GAME}\n");
        let read = read_text(&text);
        let game: Vec<_> = read.iter().filter(|r| !r.questions.is_empty()).collect();
        assert_eq!(game.len(), 1, "{header}");
        assert_eq!(game[0].number, n("7"), "{header}");
        assert_eq!(game[0].title.as_deref(), Some("№ 19750"), "{header}");
        assert_eq!(tests::solved_complete(game[0]), ["8"], "{header}");
    }
}

/// A collection's header with a title in brackets («Задание 5 (ЕГЭ 2023)»)
/// after a task's questions numbers the next task, as «Задание 5.» does —
/// never a question of the task before; and a line under it («19», the
/// source's number of the exam's task) is not joined to it.
#[test]
fn a_header_with_a_title_in_brackets_numbers_the_next_task() {
    for under in ["", "19\n", "(А. Кабанов)\n"] {
        let text = format!(
            "Задание 4 (ЕГЭ 2023)\n{GAME}\n\nЗадание 5 (ЕГЭ 2023)\n{under}{GAME}\n\n\
             Задание 6 (Кабанов А.)\n{GAME}\n"
        );
        let eight = || vec!["8".to_string()];
        assert_eq!(
            tasks(&text),
            [
                (n("4"), true, eight()),
                (n("5"), true, eight()),
                (n("6"), true, eight())
            ],
            "{text}"
        );
    }
}

/// Questions numbered by their headers («Задание 20.», «Задание 21.» after
/// a first question with none: 19, 20, 21) keep their numbers when the
/// collection's next header, on one line with the number of the exam's task
/// under it («Задание 8 (ЕГЭ 2023) 19»), is first taken for a question.
#[test]
fn questions_a_header_numbered_keep_their_numbers() {
    let game = GAME.replace(
        "\nИзвестно, что",
        "\nНайдите минимальное значение S, при котором Петя может выиграть первым ходом.\n\n\
         Задание 20.\nНайдите максимальное значение S, при котором Петя может выиграть \
         первым ходом.\n\nЗадание 21.\nИзвестно, что",
    );
    let text = format!("Задание 7.\n{game}\n\nЗадание 8 (ЕГЭ 2023) 19\n{GAME}\n");
    let ids: Vec<(Option<String>, Vec<String>)> = read_text(&text)
        .iter()
        .map(|r| {
            let ids = r.solve().answers.into_iter().map(|a| a.id).collect();
            (r.number.clone(), ids)
        })
        .collect();
    let own = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        ids,
        [(n("7"), own(&["19", "20", "21"])), (n("8"), own(&["1"]))]
    );
}

/// A task whose number was not found is shown under the number after the
/// task before's, else its place, never under a number another task of the
/// text has: no user matching by number gets another task's answers.
#[test]
fn a_task_without_its_number_is_never_shown_under_anothers() {
    let task = |n: Option<&str>| Reading {
        number: n.map(str::to_string),
        ..Reading::default()
    };
    let shown =
        |ns: &[Option<&str>]| shown_numbers(&ns.iter().map(|n| task(*n)).collect::<Vec<_>>());
    assert_eq!(shown(&[None]), ["1"]);
    assert_eq!(shown(&[Some("5"), None, Some("7")]), ["5", "6", "7"]);
    // The next number is another task's: its place, else after the one before.
    assert_eq!(shown(&[Some("1"), None, Some("2")]), ["1", "1.1", "2"]);
    assert_eq!(shown(&[Some("4"), None, Some("5")]), ["4", "2", "5"]);
    assert_eq!(shown(&[None, Some("1")]), ["0.1", "1"]);
    assert_eq!(shown(&[Some("А"), None]), ["А", "2"]);
}

/// «Задание 4.» after task 3's own questions, over «Для игры, описанной в
/// предыдущем задании, найдите …» (a site's page of task 20 printed alone):
/// the collection's next task, incomplete as it is alone — never task 3's
/// next question, which changed task 3's answers. «Задание 20.» after
/// question 19 of a variant, over the same words, still heads question 20.
#[test]
fn a_question_sent_to_another_game_under_the_next_number_is_a_task_of_its_own() {
    let asked = "Для игры, описанной в предыдущем задании, найдите два таких значения S, \
                 при которых у Пети есть выигрышная стратегия, причём одновременно \
                 выполняются два условия: Петя не может выиграть за один ход; Петя может \
                 выиграть своим вторым ходом независимо от того, как будет ходить Ваня.";
    let eight = || vec!["8".to_string()];
    // On a line of its own, and before the words («4. Для игры …»).
    let forms: [(&str, &str); 5] = [
        ("Задание ", ".\n"),
        ("Задание № ", "\n"),
        ("", ".\n"),
        ("", ") "),
        ("Задача ", ". "),
    ];
    for (word, after) in forms {
        let h = |k: u8| format!("{word}{k}{after}");
        let text = format!("{}{GAME}\n\n{}{asked}\n\n{}{GAME}\n", h(3), h(4), h(5));
        assert_eq!(
            tasks(&text),
            [
                (n("3"), true, eight()),
                (n("4"), false, vec![]),
                (n("5"), true, eight())
            ],
            "{text}"
        );
    }
    let variant = format!(
        "Задание 19.\n{GAME}\n\nЗадание 20.\n{}\n",
        asked.replace("в предыдущем задании", "в задании 19")
    );
    let read = tasks(&variant);
    assert_eq!(read.len(), 1, "{read:?}");
    assert_eq!(read[0].2, ["8", "7 13"], "{read:?}");
}
