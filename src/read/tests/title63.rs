//! title63: a line above a task's game that holds a rule, taken for the
//! task's title (or a heading's remainder), was named only when it had one
//! of the reader's rule words (`may_say_a_rule`): «Если после хода в куче
//! оказалось более 60 камней, победителем становится противник …» above
//! «Два игрока, Петя и Ваня, …» read complete and wrong (the overshoot lost).
//!
//! Probe title63: 20 texts (21 tasks) with such a line where a title sits —
//! a paste's first line, under «Задача 13.», under «Вариант 2», in bold
//! Markdown, in an HTML `<h3>` — half with a rule that changes the answers
//! (another end, a misère win, an overshoot, a move not to repeat, a cap, a
//! heap's start), and harmless titles («Задача 19–21. Камни», «Игра с двумя
//! кучами», «Задание 19 (демо 2025)», «Теория игр. Одна куча», «Петя и
//! Ваня»). With main as m63a: 10 right, 10 flagged, 1 wrong.
//!
//! Fixed: `flag_rule_in_title` (draft/settle.rs) names a title's sentence
//! that reads as a sentence of the game (`draft::title_says_a_rule`): a rule's
//! word as before, a verb of the rules (vocabulary `filler.title_game`:
//! «завершается», «считается», «становится», «оказалось», «лежат»,
//! «добавить», «повторять», …; verbs only, a section's «Уменьшение
//! количества камней» is a name), a comparison before a number («не менее
//! 60») or a number of stones («7 камней»). Such a title is flagged, never
//! read as the rule. After: 10 right, 11 flagged, 0 wrong.

use super::{one_heap_41_answers, read_page, solved_complete, EXAM_ASKED_TWO, ONE_HEAP_41};

/// Lines that say a rule of the game with none of `may_say_a_rule`'s words.
const RULES: [&str; 6] = [
    "Если после хода в куче оказалось более 60 камней, победителем становится противник игрока, сделавшего этот ход.",
    "Победителем считается игрок, первым получивший кучу, в которой 50 или больше камней.",
    "Игра завершается, когда в куче становится 60 или больше камней.",
    "В куче 7 камней.",
    "Перед игроками лежат две кучи камней.",
    "Ход разрешён, только если в куче остаётся не более 80 камней.",
];

/// Where a title sits: a paste's first line, a heading's remainder, bold
/// Markdown, an HTML heading.
fn placed(title: &str) -> Vec<String> {
    let tail = format!("{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n");
    vec![
        format!("{title}\n{tail}"),
        format!("Вариант 2\n{title}\n\n{tail}"),
        format!("Задача 13.\n{title}\n3) Текст задачи\n\n{tail}"),
        format!("**{title}**\n\n{tail}"),
        format!(
            "<h3>{title}</h3>\n<p>{}</p>\n",
            tail.replace("\n\n", "</p>\n<p>")
        ),
    ]
}

/// Probe texts 07, 13, 17, 20 and their kin: the rule is named, the task
/// flagged (probe 17 read complete and wrong).
#[test]
fn a_rule_taken_for_a_title_is_named() {
    for rule in RULES {
        let named: String = rule.chars().take(20).collect();
        for text in placed(rule) {
            let tasks = read_page(&text);
            assert!(!tasks.is_empty(), "{text}");
            assert!(
                tasks.iter().all(|t| !t.solve().complete),
                "{text}\n{tasks:?}"
            );
            assert!(
                tasks
                    .iter()
                    .any(|t| t.unread.iter().any(|m| format!("{m:?}").contains(&named))),
                "{text}\n{tasks:?}"
            );
        }
    }
}

/// Probe texts 08–12, 15: a title that names the task, the game or its
/// source says no rule: the task reads complete and right.
#[test]
fn a_harmless_title_stays_a_title() {
    for title in [
        "Задача 19–21. Камни",
        "Игра с одной кучей",
        "Задание 19 (демо 2025)",
        "Теория игр. Одна куча",
        "Петя и Ваня",
        "Задание 19–21. Петя и Ваня",
        "Теория игр 19.04 Уменьшение количества камней",
    ] {
        for text in placed(title) {
            let tasks = read_page(&text);
            assert_eq!(tasks.len(), 1, "{text}");
            assert_eq!(solved_complete(&tasks[0]), one_heap_41_answers(), "{text}");
        }
    }
}

/// Probe text 02 in a collection («Задача 2.» over its own «Задача 13.»,
/// a misère rule and «3) Текст задачи»): the piece numbered 2 read the rule
/// and no game, and task 3 read complete without it (complete and wrong).
/// The rule is named with the task after the piece too.
#[test]
fn a_rule_in_a_piece_with_no_game_is_named_with_the_next_task() {
    let rule = "Проигрывает игрок, после хода которого в куче оказалось 50 или больше камней.";
    let text = format!(
        "Задача 1.\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n\nЗадача 2.\nЗадача 13.\n{rule}\n3) Текст задачи\n\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n"
    );
    let tasks = read_page(&text);
    assert_eq!(solved_complete(&tasks[0]), one_heap_41_answers());
    let last = tasks.last().expect("tasks read");
    let named = last
        .unread
        .iter()
        .any(|m| format!("{m:?}").contains("Проигрывает игрок"));
    assert!(named, "{tasks:?}");
}
