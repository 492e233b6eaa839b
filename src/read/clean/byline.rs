//! A web page's byline, a line of its own between tasks: «Автор: Е. Джобс»,
//! «12.03.2024», «Опубликовано: 5 февраля 2025 г.». Kept, it stood after a
//! collection's «Задание 2» and made that number a question of the task
//! before (the page's second task then lost its own).

use super::super::vocabulary::vocabulary;

/// Whether `line` (trimmed) is a byline: a label of the page's
/// (`page.byline_labels`, a colon after it) with a few words after it, or a
/// date alone.
pub(super) fn byline(line: &str) -> bool {
    let l = line.to_lowercase();
    let labelled = vocabulary()
        .as_written("page.byline_labels")
        .iter()
        .find_map(|w| l.strip_prefix(w.as_str()))
        .and_then(|r| r.trim_start().strip_prefix(':'))
        .is_some_and(|r| (1..=4).contains(&r.split_whitespace().count()));
    labelled || date(&l)
}

/// «12.03.2024», «12.03.2024 14:05», «5 февраля 2025 г.» (lower case).
fn date(l: &str) -> bool {
    let words: Vec<&str> = l.split_whitespace().collect();
    let digits = |s: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
    };
    let dotted = |s: &str| {
        let p: Vec<&str> = s.split(['.', '/']).collect();
        p.len() == 3 && digits(p[0], 1..=2) && digits(p[1], 1..=2) && digits(p[2], 4..=4)
    };
    let time = |s: &str| s.split(':').count() == 2 && s.split(':').all(|p| digits(p, 2..=2));
    let months = vocabulary().as_written("page.months");
    match words.as_slice() {
        [d] => dotted(d),
        [d, t] => dotted(d) && time(t),
        [d, m, y] | [d, m, y, "г."] | [d, m, y, "г"] => {
            digits(d, 1..=2) && months.iter().any(|w| w == m) && digits(y, 4..=4)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::byline;

    #[test]
    fn bylines_and_not() {
        for yes in [
            "Автор: Е. Джобс",
            "12.03.2024",
            "12.03.2024 14:05",
            "Опубликовано: 5 февраля 2025 г.",
            "5 февраля 2025 г.",
        ] {
            assert!(byline(yes), "{yes}");
        }
        for no in [
            "Автор задачи предлагает сыграть в игру, в которой два игрока …",
            "12.03",
            "Ответ: 12",
            "19.1",
            "5 камней 2025",
        ] {
            assert!(!byline(no), "{no}");
        }
    }
}
