//! drops62: a document's piece or line between a task's heading and its
//! text, dropped without a word, can hold a rule — a reading complete and
//! wrong. Found under «Задача 13.» over a lesson page whose first line was
//! «Игроки могут пропустить ход.» and then «2. Разбор задачи.» and the task:
//! alone the page was flagged, under the heading it read complete.
//!
//! Probe drops62: 15 documents (17 tasks) where a line under a heading
//! («Задача 13.», «Задание 3.») and before the task's own number («2.
//! Разбор задачи.», «№ 4410», «3) Текст задачи») says a pass, another end,
//! a move not to repeat, a misère win; and controls with no rule there (a
//! lesson's goal, a site's menu, a date). With main as m62e: 7 right, 0
//! flagged, 10 wrong.
//!
//! Fixed:
//! - `kept_tasks` (read/mod.rs): a piece that read nothing is dropped
//!   whatever its number, and its unread sentences that may be a rule go to
//!   the next task, named (they were lost when the piece was numbered apart
//!   from the next); sentences named before a piece that is dropped go on
//!   past it, not into it. Under a number, a sentence naming a heap, a
//!   stone, a player or a win may be a rule (`draft::may_tell_a_rule`,
//!   vocabulary `document.rule_words`), not only one with a rule's word;
//! - `open_task` (document/opening.rs): lines before a game whose title came
//!   from elsewhere (a source's own number «№ 4410» read by
//!   `own_number::under`) were lost; one that may be a rule is now kept in
//!   the draft (`Draft::dropped`) and named. Lines with no such word (a
//!   menu, «Цель урока: …», «Обновлено: …») are still left out.
//!
//! A line that becomes the task's title («Задача 13.» + «Победителем
//! считается игрок, …50…» + «3) Текст задачи», or alone above the game) was
//! named only when it had a rule's word; title63 names it (tests here too).
//! After: drops62 17 right, 0 flagged, 0 wrong.

use super::super::Reading;
use super::{one_heap_41_answers, read_page, solved_complete, EXAM_ASKED_TWO, ONE_HEAP_41};

/// Rules a line between the heading and the task may say: each one
/// changes the answers.
const RULES: [&str; 6] = [
    "Игроки могут пропустить ход.",
    "Игрок может пропустить ход, но не два раза подряд.",
    "Игра заканчивается, когда в куче становится не менее 60 камней.",
    "Нельзя повторять ход, который только что сделал противник.",
    "Победителем считается игрок, первым получивший кучу, в которой 50 или больше камней.",
    "Удваивать кучу можно, только если в ней чётное число камней.",
];

/// Whether the task read is flagged with the rule's words named.
fn flagged_naming(tasks: &[Reading], rule: &str) -> bool {
    let named: String = rule.chars().take(20).collect();
    tasks.len() == 1
        && !tasks[0].unread.is_empty()
        && tasks[0]
            .unread
            .iter()
            .any(|m| format!("{m:?}").contains(&named))
}

/// Probe text 01 and its kin: «Задача 13.» + a rule + «2. Разбор задачи.»:
/// the piece numbered 13 read nothing and was dropped with its rule.
#[test]
fn a_rule_under_a_heading_over_a_numbered_part_is_named() {
    for rule in RULES {
        for part in ["2. Разбор задачи.", "1. Условие.", "3) Текст задачи"]
        {
            // «3) Текст задачи» gives the task its number, and the line
            // above becomes its title: named there since title63.
            let text = format!("Задача 13.\n{rule}\n{part}\n\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n");
            let tasks = read_page(&text);
            assert!(flagged_naming(&tasks, rule), "{text}\n{tasks:?}");
        }
        // Alone, as before (the win at 50 is the task's title there: named
        // since title63).
        let tasks = read_page(&format!("{rule}\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n"));
        assert!(tasks.iter().all(|t| !t.unread.is_empty()), "{rule}");
    }
}

/// Probe texts 02, 10, 13: «Задача 13.» + a rule + a source's own number
/// («№ 4410»): the lines between were left out of the task.
#[test]
fn a_rule_between_a_heading_and_a_sources_number_is_named() {
    for rule in RULES {
        for own in ["№ 4410", "№ 27 (Уровень: Сложный)"] {
            let text = format!("Задача 13.\n{rule}\n{own}\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n");
            let tasks = read_page(&text);
            assert!(flagged_naming(&tasks, rule), "{text}\n{tasks:?}");
        }
    }
}

/// Probe texts 07 and 15: the second task of a document, under its
/// heading: the first one reads as before, the second is flagged.
#[test]
fn the_second_tasks_dropped_rule_is_its_own() {
    for own in ["1. Разбор.", "№ 731"] {
        let text =
            format!("Задача 1.\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n\nЗадача 2.\nИгроки могут пропустить ход.\n{own}\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n");
        let tasks = read_page(&text);
        assert_eq!(tasks.len(), 2, "{text}");
        assert_eq!(solved_complete(&tasks[0]), one_heap_41_answers(), "{own}");
        assert!(!tasks[1].unread.is_empty(), "{own}");
    }
}

/// Probe texts 05, 06, 11, 14: lines with no rule's word between the
/// heading and the task (a lesson's plan, a site's menu, a date) are still
/// left out, the task complete and right.
#[test]
fn lines_with_no_rule_between_a_heading_and_the_task_are_left_out() {
    for lines in [
        "Конспект урока\nЦель урока: научиться строить дерево игры.\nХод урока\n1. Организационный момент.\n2. Разбор задачи.",
        "Цель урока: разобрать задачи 19–21.\n2. Разбор задачи.",
        "Главная\nКаталог заданий\n№ 3084",
        "Обновлено: 12.03.2024\n№ 19750 (Уровень: Средний)",
    ] {
        let text = format!("Задача 9.\n{lines}\n{ONE_HEAP_41}\n\n{EXAM_ASKED_TWO}\n");
        let tasks = read_page(&text);
        assert_eq!(tasks.len(), 1, "{text}");
        assert_eq!(solved_complete(&tasks[0]), one_heap_41_answers(), "{lines}");
    }
}
