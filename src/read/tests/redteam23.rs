//! Collections of tasks (the adversarial round redteam23): how real
//! collections, variants and copied site pages put several tasks together —
//! their numbers, the debris between the tasks, shared questions. Each rule
//! is stated here on games of other words than the documents that showed
//! it: every task found, in order, each read as it reads alone; a task
//! whose questions are another's is flagged, never answered.

use crate::read::*;

/// A game for Маша and Даша, one heap: +2 or ×3, the end at 60 or more.
const GAME_MD: &str = "Два игрока, Маша и Даша, играют в следующую игру. Перед игроками \
    лежит куча камней. Игроки ходят по очереди, первый ход делает Маша. За один ход игрок \
    может добавить в кучу два камня или увеличить количество камней в куче в три раза. Игра \
    завершается, когда количество камней в куче становится не менее 60. Победителем считается \
    игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 59.";

/// A game for Коля and Толя, one heap: +1, +4 or ×2, the end at 45 or more.
const GAME_KT: &str = "Два игрока, Коля и Толя, играют в следующую игру. Перед игроками \
    лежит куча камней. Игроки ходят по очереди, первый ход делает Коля. За один ход игрок \
    может добавить в кучу один камень, добавить четыре камня или увеличить количество камней \
    в куче в два раза. Игра завершается, когда количество камней в куче становится не менее \
    45. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было \
    S камней, 1 ≤ S ≤ 44.";

/// Three questions numbered 19–21, of the game's first player `a` and the
/// second `b` (names as the questions decline them).
fn questions_19(a: &str, b: &str) -> String {
    format!(
        "Задание 19. Найдите наименьшее значение S, при котором {b} выигрывает своим первым \
         ходом при любой игре {a}.\nЗадание 20. Найдите все значения S, при которых {a} не \
         может выиграть первым ходом, но может выиграть своим вторым ходом при любой игре \
         {b}. Значения запишите в порядке возрастания.\nЗадание 21. Найдите наибольшее \
         значение S, при котором у {b} есть стратегия, позволяющая выиграть первым или вторым \
         ходом при любой игре {a}, и нет стратегии выиграть первым ходом.\n"
    )
}

/// The same three questions numbered 1–3.
fn questions_1(a: &str, b: &str) -> String {
    questions_19(a, b)
        .replace("Задание 19.", "Вопрос 1.")
        .replace("Задание 20.", "Вопрос 2.")
        .replace("Задание 21.", "Вопрос 3.")
}

fn md() -> String {
    format!("{GAME_MD}\n{}", questions_19("Маши", "Даша"))
}

fn kt() -> String {
    format!("{GAME_KT}\n{}", questions_19("Коли", "Толя"))
}

/// Each task of a document that reads as one: its number, and its answers
/// when complete.
fn tasks(text: &str) -> Vec<(Option<String>, Option<Vec<String>>)> {
    read_text(text)
        .into_iter()
        .filter(|r| !r.keys.is_empty() || !r.questions.is_empty())
        .map(|r| {
            let out = r.solve();
            let answers = out
                .complete
                .then(|| out.answers.into_iter().map(|a| a.answer).collect());
            (r.number, answers)
        })
        .collect()
}

/// The answers of a text read alone (it must read complete).
fn alone(text: &str) -> Vec<String> {
    let got = tasks(text);
    assert_eq!(got.len(), 1, "{text}");
    got[0].1.clone().expect("the text alone reads complete")
}

fn answers(got: &[(Option<String>, Option<Vec<String>>)]) -> Vec<Option<Vec<String>>> {
    got.iter().map(|t| t.1.clone()).collect()
}

#[test]
fn the_plain_games_read() {
    assert_eq!(alone(&md()).len(), 3);
    assert_eq!(alone(&kt()).len(), 3);
}

/// A task's questions numbered 1–3 and then 19–21 (another task's, whose
/// header was not read): the second series is lost, and the task flagged.
#[test]
fn a_second_series_of_questions_is_never_answered_as_the_tasks() {
    let text = format!(
        "{GAME_MD}\n{}{}",
        questions_1("Маши", "Даша"),
        questions_19("Маши", "Даша")
    );
    let got = tasks(&text);
    assert!(got.iter().all(|t| t.1.is_none()), "{got:?}");
    // The same number twice.
    let text = format!("{}{}", md(), questions_19("Маши", "Даша"));
    assert!(tasks(&text).iter().all(|t| t.1.is_none()));
}

/// «Задание 2» alone after a task, then a block of questions for the tasks
/// after it: the next task's number; the block is its questions.
#[test]
fn a_worksheets_number_over_a_block_of_questions_heads_the_next_task() {
    let block = questions_19("Коли", "Толя").replace('\n', " ");
    let text = format!(
        "Задание 1\n{}\nЗадание 2\nВопросы 19–21 к следующим задачам: {block}\n{GAME_KT}\n",
        md()
    );
    let got = tasks(&text);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[0].1, Some(alone(&md())));
    assert_eq!(got[1], (Some("2".into()), Some(alone(&kt()))));
}

/// An author's credit between a number and a block of questions: still the
/// block, never questions of the task before.
#[test]
fn a_credit_before_a_block_of_questions_keeps_it_a_block() {
    let block = questions_19("Коли", "Толя").replace('\n', " ");
    for number in ["(№ 512) (И. Петров)", "5) (О. Сидорова)", "3.2"] {
        let text = format!(
            "{}\n{number} Вопросы 19–21 к следующим задачам: {block}\n{GAME_KT}\n",
            md()
        );
        let got = answers(&tasks(&text));
        assert_eq!(got, [Some(alone(&md())), Some(alone(&kt()))], "{number}");
    }
}

/// «Вопросы те же, что и к задаче 1.» under a game: that game's questions,
/// not those of the game after it, which asks nothing of its own.
#[test]
fn questions_said_the_same_belong_to_the_game_above() {
    // Маша and Даша again, +1 or ×2 up to 40.
    let other = GAME_MD
        .replace("добавить в кучу два камня", "добавить в кучу один камень")
        .replace("в три раза", "в два раза")
        .replace("не менее 60", "не менее 40")
        .replace("S ≤ 59", "S ≤ 39");
    let text = format!(
        "Задача 1.\n{}\nЗадача 2.\n{other}\nВопросы 19–21 те же, что и к задаче 1.\n\
         Задача 3.\n{GAME_KT}\n",
        md()
    );
    let got = tasks(&text);
    assert_eq!(got.len(), 3);
    let as_one = alone(&format!("{other}\n{}", questions_19("Маши", "Даша")));
    assert_eq!(got[1].1.as_ref(), Some(&as_one));
    assert_eq!(got[2].1, None);
}

/// A solution or a source named after a task's questions with the task or
/// question it is of («Решение задания 21:», «Ответ к вопросу 2.»,
/// «Источник: …»): skipped, the next task found.
#[test]
fn a_solution_headed_with_its_task_is_skipped() {
    for debris in [
        "Решение задания 21:\nСначала найдём позиции, выигрышные первым ходом.",
        "Разбор задачи.\nПри S = 20 Маша утраивает кучу.",
        "Ответ на задание 19: 7\nОтвет на задание 20: 5 6",
        "Ответ к вопросу 2. 5 6",
        "Источник: пробный экзамен. Вторая волна",
    ] {
        let text = format!("1. {}{debris}\n2. {}", md(), kt());
        let got = answers(&tasks(&text));
        assert_eq!(got, [Some(alone(&md())), Some(alone(&kt()))], "{debris}");
    }
}

/// A docstring's closing quotes after a task's last stop, then a copyright
/// line dropped: the next numbered task is no word of the question.
#[test]
fn a_stop_before_closing_quotes_ends_the_sentence() {
    let text = format!(
        "1) '''{}'''\n© Сборник задач, 2024\n\n2) {}",
        md().trim_end(),
        kt()
    );
    let got = answers(&tasks(&text));
    assert_eq!(got, [Some(alone(&md())), Some(alone(&kt()))]);
}

/// sdamgia's «Тип 20 № 4321» or «Задание 20 № 4321» after a game: over a
/// game restated, the next problem (its title); over a question, the same
/// problem's question 20.
#[test]
fn a_sites_problem_header_heads_a_problem_or_a_question() {
    let q19 = questions_19("Маши", "Даша");
    let mut lines = q19.lines().map(|l| l.split_once(". ").map_or(l, |p| p.1));
    let (first, second) = (lines.next().unwrap_or(""), lines.next().unwrap_or(""));
    for word in ["Тип", "Задание"] {
        let text = format!(
            "{word} 19 № 4320\n{GAME_MD}\n{first}\n{word} 20 № 4321\n{GAME_MD}\n{second}\n"
        );
        let got = tasks(&text);
        assert_eq!(got.len(), 2, "{word}: {got:?}");
        assert!(got
            .iter()
            .all(|t| t.1.as_ref().is_some_and(|a| a.len() == 1)));
        let second_asked = second.replace("Найдите", "найдите");
        let text = format!(
            "{word} 19 № 4320\n{GAME_MD}\n{first}\n{word} 20 № 4321\nДля игры, описанной в \
             предыдущем задании, {second_asked}\n"
        );
        let got = tasks(&text);
        assert_eq!(got.len(), 1, "{word}: {got:?}");
        assert_eq!(got[0].1.as_ref().map(Vec::len), Some(2), "{word}");
    }
}

/// «Задание 1» as a document's first line over a heading: the first task's
/// number, not a question that swallows the game.
#[test]
fn a_worksheets_first_number_over_a_heading_numbers_the_task() {
    let text = format!("Задание 1\nРаздел: игры с одной кучей.\n{}", md());
    assert_eq!(tasks(&text), [(Some("1".into()), Some(alone(&md())))]);
}

/// A page's footer after a task whose last sentence has no stop, then a
/// blank line and a numbered task: two tasks, not one sentence across.
#[test]
fn a_page_break_before_a_numbered_task_ends_the_task_before() {
    let first = md().trim_end().trim_end_matches('.').to_string();
    let text = format!("1) {first}\nСтр. 4 из 9\n\n2) (№ 77) (В. Иванов) {}", kt());
    let got = tasks(&text);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[1].1, Some(alone(&kt())));
}

/// A running head with the page's number on its line, printed at each
/// page: dropped, never a task's number («Вариант ИН…»).
#[test]
fn a_running_head_with_its_page_number_is_dropped() {
    let head = |p: usize| format!("Олимпиадная подготовка. Вариант К7\t{p}");
    let text = format!("1. {}{}\n2. {}{}\n", md(), head(2), kt(), head(3));
    let got = tasks(&text);
    assert_eq!(
        got,
        [
            (Some("1".into()), Some(alone(&md()))),
            (Some("2".into()), Some(alone(&kt())))
        ]
    );
}

/// A number in the margin after a task, then a line of quotes and a game
/// whose opening was not copied (its moves first), or a game's opening: the
/// next task's number, not an author's answer followed by his notes.
#[test]
fn a_margin_number_over_a_game_numbers_the_next_task() {
    let headless = kt().replacen(
        &GAME_KT[..GAME_KT.find("За один ход игрок может ").unwrap_or(0)],
        "",
        1,
    );
    let headless = headless.replacen("За один ход игрок может ", "", 1);
    let text = format!("1. {}\n2\n'''\n{headless}'''\n3\n{}", md(), md());
    let got = tasks(&text);
    let numbers: Vec<_> = got.iter().map(|t| t.0.clone()).collect();
    assert_eq!(
        numbers,
        [Some("1".into()), Some("2".into()), Some("3".into())]
    );
    assert_eq!(got[0].1, Some(alone(&md())));
    assert_eq!(got[2].1, Some(alone(&md())));
}

/// A solution's program that names the questions it answers, code after
/// the number («print('Задание 19:', …)», «{ Задание 19 }»), under a header
/// with a note in brackets («Решение (Python):»): all of it the solution,
/// the next task found. A header alone («Задание 21.») still ends it.
#[test]
fn a_solutions_program_naming_the_questions_is_skipped() {
    let program = "Решение (на Паскале):\n{ Задание 19 }\nfor s := 1 to 59 do\n\
                   writeln('Задание 20: ', s);\n{ Задание 21 }\nwriteln(s);";
    let text = format!("1. {}{program}\n2. {}", md(), kt());
    let got = answers(&tasks(&text));
    assert_eq!(got, [Some(alone(&md())), Some(alone(&kt()))]);
    // A number past the task's last question ends the solution: the
    // question asked after it is the task's.
    let two = md().replace(&md()[md().find("Задание 21.").unwrap_or(0)..], "");
    let text = format!(
        "{two}Решение.\nСчитаем перебором.\n{}",
        &md()[md().find("Задание 21.").unwrap_or(0)..]
    );
    assert_eq!(tasks(&text)[0].1, Some(alone(&md())));
}

/// «2 вариант», the number before the word, heading a variant's tasks
/// 19–21: the next task's number, never words of the question before it.
#[test]
fn a_variant_numbered_before_its_word_heads_the_next_task() {
    let text = format!("1 вариант\n{}\n2 вариант\n{}", md(), kt());
    let got = tasks(&text);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(got[0].1, Some(alone(&md())));
    assert_eq!(got[1], (Some("2".into()), Some(alone(&kt()))));
}

/// A game whose questions a block printed before it gave, then a page's
/// solution or printed answers («Пояснение.», «Ответ на задание 19: 7»):
/// skipped as after the game's own questions, the next task found.
#[test]
fn a_solution_after_a_game_asked_by_a_block_is_skipped() {
    let block = questions_19("Маши", "Даша").replace('\n', " ");
    let kt_block = questions_19("Коли", "Толя").replace('\n', " ");
    for debris in [
        "Пояснение.\nПри S = 20 Маша утраивает кучу, и Даша проигрывает.",
        "Ответ на задание 19: 7\nОтвет на задание 20: 5 6",
        "Решение (Python):\nprint('Задание 20:', s)",
    ] {
        let text = format!(
            "Вопросы 19–21 к следующим задачам: {block}\n1) {GAME_MD}\n{debris}\n\
             Вопросы 19–21 к следующим задачам: {kt_block}\n2) {GAME_KT}\n"
        );
        let got = answers(&tasks(&text));
        assert_eq!(got, [Some(alone(&md())), Some(alone(&kt()))], "{debris}");
    }
}
