//! A printed paper's running head copied once, with its page's number at
//! its end («Информатика. 11 класс. Вариант 3   стр. 7»): a task that one
//! page break cut prints it once, so it is never seen twice (as
//! `running_heads` needs) — the page's word and number say what it is.

use super::super::vocabulary::vocabulary;
use super::page::{page_number, tells_the_game};

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
