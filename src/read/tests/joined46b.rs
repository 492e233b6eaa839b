//! The round joined46b: texts that read complete and right alone, joined
//! into a collection numbered «N. », read as each alone.

use super::joined48::GAME;
use super::joined49::{n, tasks};

fn eight() -> Vec<String> {
    vec!["8".to_string()]
}

/// A text that opens with its source's title in lower case («пошагово
/// разберём задачу на 1 кучу»), numbered «2. » after a task's last
/// question: the collection's next task, not words of that question (the
/// two read as one, the first's question lost).
#[test]
fn a_number_over_a_lower_case_title_after_a_question_is_the_next_task() {
    for gap in ["\n", "\n\n"] {
        let text = format!("1. {GAME}{gap}2. пошагово разберём задачу на 1 кучу\n19\n{GAME}\n");
        let got = tasks(&text);
        assert_eq!(
            got,
            vec![(n("1"), true, eight()), (n("2"), true, eight())],
            "{text}"
        );
    }
}

/// A list's next item in lower case after a question that holds the item
/// before it («… условия: 1. Петя не может …. 2. у Вани …»): the
/// question's words still, never a task's number.
#[test]
fn a_lists_next_item_in_lower_case_stays_the_questions() {
    let text = format!(
        "{GAME}\nНайдите значение S, при котором выполняются условия: 1. Петя не может \
         выиграть за один ход.\n2. у Вани есть выигрышная стратегия.\n"
    );
    let got = tasks(&text);
    assert_eq!(got.len(), 1, "{text}: {got:?}");
}

/// A text that opens with a program's quotes or comment («2.\t\'\'\'»,
/// «2.\t/*», a Word list pasted) after a question with no stop of its own:
/// the collection's next task, not the question's words.
#[test]
fn a_number_over_a_programs_opening_after_a_question_is_the_next_task() {
    let question = GAME.trim_end_matches('.');
    for (open, close) in [("\'\'\'", "\'\'\'"), ("/*", "*/"), ("\"\"\"", "\"\"\"")] {
        let text = format!("1.\t{question}\n\n2.\t{open}\n\t{GAME}\n\t{close}\n");
        let got = tasks(&text);
        assert_eq!(
            got,
            vec![(n("1"), true, eight()), (n("2"), true, eight())],
            "{text}"
        );
    }
}
