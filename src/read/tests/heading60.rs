//! A document's heading over a list of tasks (issue 21, teachers' files):
//! a Word or Writer file gives each paragraph a line with no blank line
//! between, and a heading has no stop. The first task's number («93.»,
//! drawn by an automatic list) starts its own line, never the heading's
//! words going on.

use crate::read::*;

use super::alone;

const FIRST: &str = include_str!("../../../tests/fixtures/read/kp1921-093.txt");
const SECOND: &str = include_str!("../../../tests/fixtures/read/kp1921-127.txt");

#[test]
fn a_heading_with_no_stop_does_not_swallow_the_first_tasks_number() {
    for heading in [
        "Подборка для урока",
        "Задачи 19–21. Подборка для урока",
        "Теория игр",
    ] {
        let doc = format!("{heading}\n{}\n{}", FIRST.trim(), SECOND.trim());
        let rs = read_text(&doc);
        let numbers: Vec<Option<&str>> = rs.iter().map(|r| r.number.as_deref()).collect();
        assert_eq!(numbers, [Some("93"), Some("127")], "{heading}");
        let read: Vec<(bool, Vec<String>)> = rs
            .iter()
            .map(|r| (true, super::solved_complete(r)))
            .collect();
        assert_eq!(read, alone(&[FIRST, SECOND]), "{heading}");
    }
}

#[test]
fn a_number_a_sentence_waits_for_stays_the_sentences() {
    // «… не менее» + «93. …»: the number may be the sentence's; the line
    // goes on as before (a task cut off there is not read complete).
    let cut = "Игра завершается, когда количество камней в куче становится не менее";
    let doc = format!("{cut}\n{}", FIRST.trim());
    let rs = read_text(&doc);
    assert!(rs
        .iter()
        .all(|r| r.number.as_deref() != Some("93") || !r.solve().complete));
}
