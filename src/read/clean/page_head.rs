//! A printed paper's running head: copied once, with its page's number at
//! its end («Информатика. 11 класс. Вариант 3   стр. 7»), a task that one
//! page break cut prints it once, so it is never seen twice (as
//! `running_heads` needs) — the page's word and number say what it is;
//! and the words of a head before a page's number, which `running_heads`
//! counts.

use super::super::vocabulary::vocabulary;
use super::page::{page_number, page_of_pages, tells_the_game};

/// Whether a line is a paper's head over its page's number: capitalised
/// words that tell no game, then the page's word and number at the end
/// («… стр. 7», «… Страница 7 из 12»). No sentence of a task ends so.
pub(super) fn head_with_page(line: &str) -> bool {
    let line = line.trim();
    if line.chars().count() > 100 || !line.starts_with(char::is_uppercase) {
        return false;
    }
    let lower = line.to_lowercase();
    let ws: Vec<&str> = lower.split_whitespace().collect();
    // The page's number, or its number out of the pages, at the end.
    let rest = match ws.as_slice() {
        [rest @ .., n, "из", m] if page_number(n) && page_number(m) => rest,
        [rest @ .., n] if page_number(n) => rest,
        _ => return false,
    };
    let Some((said, head)) = rest.split_last() else {
        return false;
    };
    let page_word = vocabulary()
        .as_written("page.page_word")
        .iter()
        .any(|w| w == said);
    let worded = head
        .iter()
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count();
    page_word && worded >= 2 && !tells_the_game(line) && !head.contains(&"s")
}

/// A line without a collection's number before it («13. …», «13) …»).
pub(super) fn without_collection_number(line: &str) -> &str {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &line[digits..];
    match rest.strip_prefix(['.', ')']) {
        Some(after) if digits > 0 && digits <= 4 && after.starts_with(' ') => after.trim_start(),
        _ => line,
    }
}

/// A line's words before a page's number at its end («Информатика. 11 класс.
/// Вариант ИН2110101 3» → «Информатика. 11 класс. Вариант ИН2110101»), when
/// they may be a running head: three words or more, two of them of
/// letters, ending in a letter or a digit and with no stop — never a
/// header as «Задача 5», «Тип 19 № 15850», whose number is the task's.
pub(super) fn head_before_page_number(line: &str) -> Option<&str> {
    if line.chars().count() > 100 {
        return None;
    }
    let of_pages = page_of_pages(line);
    let (head, number) = match of_pages {
        Some(head) => (head, "1"),
        None => line.rsplit_once(char::is_whitespace)?,
    };
    // Before a page out of the pages, a stop may end the head («… 11
    // класс. 15 / 26»).
    let head = head.trim_end();
    let head = if of_pages.is_some() {
        head.trim_end_matches('.')
    } else {
        head
    };
    let ws: Vec<&str> = head.split_whitespace().collect();
    let worded = ws
        .iter()
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count();
    let ends = head.chars().next_back().is_some_and(char::is_alphanumeric);
    (page_number(number) && ws.len() >= 3 && worded >= 2 && ends).then_some(head)
}

#[cfg(test)]
mod tests {
    use super::head_with_page;

    #[test]
    fn a_head_with_its_page_is_furniture() {
        assert!(head_with_page("Информатика. 11 класс. Вариант 3   стр. 7"));
        assert!(head_with_page("ЕГЭ 2025. Информатика. Страница 7 из 12"));
        assert!(!head_with_page("стр. 7"));
        assert!(!head_with_page("В куче было S камней, стр. 7"));
        assert!(!head_with_page("Информатика. 11 класс. Вариант 3"));
    }
}
