//! A block of questions shared by several tasks of a document: its header
//! («Вопросы 19–21 к следующим задачам: …», «… такие же, как в задаче Р00»)
//! and which tasks it asks about.

use super::super::vocabulary::words;

/// «Вопросы 19–21 … такие же, как (и) в задаче Р00»: the task named.
pub(super) fn shared_block(s: &str) -> Option<Option<String>> {
    let ws = words(s);
    if !ws.iter().any(|w| w == "такие") {
        return Some(None);
    }
    let at = s.rfind("задач")?;
    let name: String = s[at..]
        .split_whitespace()
        .nth(1)
        .unwrap_or("")
        .trim_end_matches(['.', ',', ':', ';'])
        .to_string();
    Some(Some(name))
}

/// Whether a sentence heads a block of questions shared by several tasks
/// («Вопросы 19–21 к следующим задачам:», «Задания к задачам 1–5 …»).
pub(super) fn is_shared_header(s: &str) -> bool {
    let ws = words(s);
    let first = ws.first().map(String::as_str);
    // «Вопросы к заданиям 19–21:»: the exam's tasks named, not the games.
    let tasks =
        |w: &String| w.starts_with("задач") || first == Some("вопросы") && w.starts_with("задани");
    matches!(first, Some("вопросы" | "задания"))
        && ws.iter().any(tasks)
        && ws.iter().any(|w| w.starts_with("следующ") || w == "к")
}

/// Whether a shared block's header says it asks about the tasks after it
/// («… к следующим задачам»).
pub(super) fn ahead(s: &str) -> bool {
    words(s).iter().any(|w| w.starts_with("следующ"))
}
