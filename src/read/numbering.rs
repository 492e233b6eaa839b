//! The numbers a collection prints before its tasks and questions: a task's
//! number in every printed form («39)», «№ 39.», «Задача 39», «Вариант 3»), a
//! heading over questions 19–21, a range of question numbers, a site's id after a
//! header. How a text is numbered is one concept; `document` uses it (with the
//! question ids, which need its sentence kinds) to group sentences into tasks.

/// A task's number at the start of a sentence, in every form a collection
/// prints it: «39)», «(№ 39)», «№ 39.», «Задача 39», «Задание 19–21 № 39»,
/// «Вариант 3», «Пример 3:»; and the rest of the sentence.
pub(super) fn task_number(s: &str) -> Option<(String, &str)> {
    let t = s.trim_start();
    // «(№ 39) (А. Богданов) Два игрока…»: the number in brackets.
    if let Some(rest) = t.strip_prefix('(') {
        let rest = rest.trim_start();
        if rest.starts_with('№') {
            let (num, rest) = task_number(rest)?;
            return Some((num, rest.trim_start_matches(')').trim_start()));
        }
    }
    // «Задание 19–21 № 39»: the tasks' range, then the number.
    if let Some(rest) = heading_range(t) {
        let rest = rest.trim_start_matches(['.', ':']).trim_start();
        return rest.starts_with('№').then(|| task_number(rest)).flatten();
    }
    for word in ["Задача", "ЗАДАЧА", "Пример", "Вариант", "Упражнение", "№"]
    {
        if let Some(rest) = t.strip_prefix(word) {
            let rest = rest.trim_start().trim_start_matches('№').trim_start();
            let num: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '.')
                .collect();
            let num = num.trim_end_matches('.').to_string();
            if !num.is_empty() && num.chars().any(|c| c.is_ascii_digit()) {
                let rest = rest[num.len()..]
                    .trim_start_matches(['.', ')', ':'])
                    .trim_start();
                return Some((num, rest));
            }
        }
    }
    let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
    if !digits.is_empty() && digits.len() <= 4 {
        let rest = &t[digits.len()..];
        if let Some(rest) = rest.strip_prefix(')') {
            return Some((digits, rest.trim_start()));
        }
        // «29.» alone on its line: a header.
        if rest.trim() == "." {
            return Some((digits, ""));
        }
    }
    None
}

/// «Задания 19–21 …»: a heading over tasks 19–21 (of a page, a variant, a
/// task); the rest after the range.
pub(super) fn heading_range(t: &str) -> Option<&str> {
    ["Задание", "Задания", "ЗАДАНИЕ", "ЗАДАНИЯ"]
        .iter()
        .find_map(|w| question_range(t.strip_prefix(w)?.trim_start()))
}

/// «19–21 …» (a range of question numbers, not one): the rest after it.
pub(super) fn question_range(s: &str) -> Option<&str> {
    let first = s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = s[first..]
        .trim_start()
        .strip_prefix(['–', '-'])?
        .trim_start();
    let second = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    (first > 0 && second > 0).then(|| &rest[second..])
}

/// A header's words after its number that name no task: a site's id
/// («Задача 21 #76981»), or the source's own number under the collection's
/// («55) 19», «52) 26.»).
pub(super) fn only_an_id(body: &str) -> bool {
    let digits = |n: &str| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit());
    let own = body.trim_end_matches('.');
    (body.split_whitespace().count() == 1 && digits(own))
        || body
            .split_whitespace()
            .all(|w| w.strip_prefix('#').is_some_and(digits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_numbers() {
        assert_eq!(task_number("39) Два").map(|x| x.0), Some("39".into()));
        assert_eq!(task_number("Задача 5. Два").map(|x| x.0), Some("5".into()));
    }

    #[test]
    fn a_task_number_in_every_printed_form() {
        for (s, n, rest) in [
            ("(№ 29) (А. Богданов) Два", "29", "(А. Богданов) Два"),
            ("№ 29. Два", "29", "Два"),
            ("№ 29) Два", "29", "Два"),
            ("Задача 29 Два", "29", "Два"),
            ("Задача 21 #76981", "21", "#76981"),
            ("Задание 19–21 № 29. Два", "29", "Два"),
            ("Задания 19-21. № 29", "29", ""),
            ("29) Два", "29", "Два"),
            ("29.", "29", ""),
            ("Вариант 3", "3", ""),
        ] {
            assert_eq!(task_number(s), Some((n.to_string(), rest)), "{s}");
        }
        // A range of questions heads the tasks; it numbers no task, and it
        // is no question.
        assert_eq!(task_number("Задания 19–21. Информатика."), None);
        assert_eq!(task_number("(А. Богданов) Два"), None);
        assert!(only_an_id("#76981") && only_an_id("") && !only_an_id("Два"));
        assert!(only_an_id("19") && only_an_id("26.") && !only_an_id("19 Два"));
    }
}
