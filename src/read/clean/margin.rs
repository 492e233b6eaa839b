//! A task's or a question's number printed in a page's margin with no stop
//! after it («19  Два игрока, …», «20\tДля игры, описанной …», «21 Для
//! игры …»), as the text layer of the FIPI and StatGrad papers gives it:
//! written «19. …», the form the reader knows, so that the questions keep
//! the numbers the paper prints. Only at a paragraph's start (the text's
//! top, after a blank line, a sentence's end or an answer's box) and before
//! a capitalised word: «20 камней» or «77 или больше» opening a wrapped
//! line are a sentence's words, and a list's item after a colon («два
//! условия:» + «1 Петя …») stays as it is.

/// The line with a stop after its margin number («19 Два …» → «19. Два
/// …»), when `before` (the line above it, if any) ends a paragraph; else
/// `None`.
pub(super) fn with_stop(line: &str, before: Option<&str>) -> Option<String> {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if !(1..=2).contains(&digits) {
        return None;
    }
    let rest = &line[digits..];
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim_start();
    let mut chars = rest.chars();
    let word = chars.next().is_some_and(char::is_uppercase)
        && chars.next().is_some_and(char::is_lowercase);
    let starts = before
        .map(str::trim)
        .is_none_or(|b| b.is_empty() || b.ends_with(['.', '?', '!']) || b.starts_with("Ответ"));
    (word && starts).then(|| format!("{}. {rest}", &line[..digits]))
}

#[cfg(test)]
mod tests {
    use super::with_stop;

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
    }
}
