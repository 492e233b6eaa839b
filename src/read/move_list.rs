//! A move list printed over several sentences («За один ход игрок может:»
//! and then one paragraph or dashed line per move), joined back into the one
//! sentence the moves reader takes.

use super::vocabulary::words;

/// A move list broken into sentences (a list of paragraphs, «1. …» after a
/// blank line) joined to its head («За один ход игрок может:»).
pub(super) fn joined_lists(rules: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // Whether the last sentence out heads a move list, and its last part's
    // words: each sentence's words are found once, however long a list
    // grows.
    let mut head = false;
    // Whether the list has begun with a marked item («– Убрать 2 камня.»):
    // then each next marked item is the list's, whatever ended the one
    // before it.
    let mut listing = false;
    let mut last_words: Vec<String> = Vec::new();
    for s in rules {
        let sw = words(s);
        if let Some(last) = out.last_mut() {
            let open = last.trim_end().ends_with([':', ';'])
                || last_words
                    .last()
                    .is_some_and(|w| w == "может" || w == "можно");
            let item = s.trim_start().chars().next().is_some_and(|c| {
                c.is_lowercase() || c.is_ascii_digit() || matches!(c, '–' | '-' | '•')
            });
            let marked = list_mark(s);
            if head && (open && item || listing && marked) {
                last.push(' ');
                last.push_str(s);
                listing |= marked;
                if !sw.is_empty() {
                    last_words = sw;
                }
                continue;
            }
        }
        head = sw.iter().any(|w| w.starts_with("ход"))
            && sw
                .iter()
                .any(|w| w.starts_with("мож") || w.starts_with("разреш"));
        // «За один ход игрок может: – Убрать 2 камня.»: the head holds its
        // first item.
        listing = head && s.split_once(':').is_some_and(|(_, rest)| list_mark(rest));
        last_words = sw;
        out.push(s.clone());
    }
    out
}

/// Whether a text begins with a list item's mark: a dash or bullet, «1)»,
/// «1.», «а)».
fn list_mark(s: &str) -> bool {
    let t = s.trim_start();
    let mut chars = t.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    if matches!(first, '–' | '-' | '•') {
        return true;
    }
    if first.is_ascii_digit() {
        let rest = t.trim_start_matches(|c: char| c.is_ascii_digit());
        return t.len() - rest.len() <= 2 && (rest.starts_with(')') || rest.starts_with(". "));
    }
    first.is_lowercase() && chars.next() == Some(')')
}
