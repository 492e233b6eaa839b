//! A task's or a question's number printed in a page's margin with no stop
//! after it («19  Два игрока, …», «20\tДля игры, описанной …», «21 Для
//! игры …»), as the text layer of the FIPI and StatGrad papers gives it:
//! written «19. …», the form the reader knows, so that the questions keep
//! the numbers the paper prints. Only at a paragraph's start (the text's
//! top, after a blank line, a sentence's end or an answer's box) and before
//! a capitalised word: «20 камней» or «77 или больше» opening a wrapped
//! line are a sentence's words, and a list's item after a colon («два
//! условия:» + «1 Петя …») stays as it is. A number alone on its line
//! over a capitalised line («21» + «Сколько существует …») is the same
//! margin: after a bare «Ответ:» it read as that answer, and the question
//! under it was skipped as the page's solution.

/// The line with a stop after its margin number («19 Два …» → «19. Два
/// …»), when `before` (the line above it, if any) ends a paragraph; else
/// `None`.
pub(super) fn with_stop(line: &str, before: Option<&str>) -> Option<String> {
    let digits = super::super::tokens::leading_digits(line);
    if !(1..=2).contains(&digits) {
        return None;
    }
    let rest = &line[digits..];
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim_start();
    (capitalised(rest) && starts(before)).then(|| format!("{}. {rest}", &line[..digits]))
}

/// The line of a margin number alone («21») with its stop («21.»), when
/// the line above ends a paragraph and the line under it (`after`) opens
/// with a capitalised word; else `None`. Not a page's number between
/// blank lines, nor one over a wrapped sentence's words.
pub(super) fn alone_with_stop(
    line: &str,
    before: Option<&str>,
    after: Option<&str>,
) -> Option<String> {
    let line = line.trim();
    // A question's number only (19–21, or 1–3 as a collection renumbers
    // them): a number alone over a rule's line («7» + «Игра завершается
    // …») is the rule's.
    let number = matches!(line, "1" | "2" | "3" | "19" | "20" | "21");
    let over_words = after.is_some_and(|a| capitalised(a.trim()));
    (number && over_words && starts(before)).then(|| format!("{line}."))
}

/// Whether words open with a capitalised word: «Два», «Для», or a
/// one-letter Russian word («У Пети была …», «В начальный момент …»).
fn capitalised(rest: &str) -> bool {
    let mut chars = rest.chars();
    let first = chars.next();
    let second = chars.next();
    first.is_some_and(char::is_uppercase)
        && (second.is_some_and(char::is_lowercase)
            || first.is_some_and(|c| matches!(c, 'А'..='Я' | 'Ё'))
                && second.is_some_and(char::is_whitespace))
}

/// Whether the line above (if any) ends a paragraph: blank, a sentence's
/// end or an answer's box.
fn starts(before: Option<&str>) -> bool {
    before
        .map(str::trim)
        .is_none_or(|b| b.is_empty() || b.ends_with(['.', '?', '!']) || b.starts_with("Ответ"))
}

#[cfg(test)]
mod tests {
    use super::{alone_with_stop, with_stop};

    #[test]
    fn a_margin_number_gets_its_stop_only_at_a_paragraphs_start() {
        assert_eq!(
            with_stop("19 Два игрока", None).as_deref(),
            Some("19. Два игрока")
        );
        let after = Some("Ответ: .");
        assert_eq!(
            with_stop("20 Для игры", after).as_deref(),
            Some("20. Для игры")
        );
        assert_eq!(
            with_stop("21 Для игры", Some("")).as_deref(),
            Some("21. Для игры")
        );
        // A sentence's words on a wrapped line.
        assert_eq!(with_stop("77 или больше камней.", Some("будет")), None);
        assert_eq!(with_stop("20 камней.", Some("лежит")), None);
        assert_eq!(with_stop("20 Петя", Some("не менее")), None);
        // A list's item after a colon, the unknown, a number with its stop.
        assert_eq!(with_stop("1 Петя не может", Some("два условия:")), None);
        assert_eq!(with_stop("2 S камней", None), None);
        assert_eq!(with_stop("19. Два", None), None);
        assert_eq!(with_stop("199 Два", None), None);
        // A one-letter word opens the question («21 У Пети была …»).
        assert_eq!(
            with_stop("21 У Пети была", Some("")).as_deref(),
            Some("21. У Пети была")
        );
        assert_eq!(with_stop("2 S камней", Some("")), None);
    }

    #[test]
    fn a_margin_number_alone_over_its_question() {
        let (over, under) = (Some("Ответ:"), Some("Сколько существует"));
        assert_eq!(alone_with_stop("21", over, under).as_deref(), Some("21."));
        assert_eq!(
            alone_with_stop("19", None, Some("Два игрока")).as_deref(),
            Some("19.")
        );
        // A page's number between blank lines, or over a wrapped line.
        assert_eq!(alone_with_stop("20", Some(""), Some("")), None);
        assert_eq!(alone_with_stop("20", Some(""), Some("камней, а во")), None);
        // Inside a paragraph, or not a question's number.
        assert_eq!(alone_with_stop("20", Some("лежит"), Some("Петя")), None);
        assert_eq!(alone_with_stop("7", Some("."), Some("Игра")), None);
        assert_eq!(alone_with_stop("123", None, Some("Петя")), None);
        assert_eq!(alone_with_stop("12.", None, Some("Петя")), None);
    }
}
