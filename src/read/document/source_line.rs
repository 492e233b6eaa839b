//! A source's line in brackets after a task's last question («(ЕГЭ-2025,
//! досрочный период, резервный день)», «(Демоверсия 2024)», «(А.
//! Кабанов)»): nothing of the question. Kept, a long one was read as the
//! question's words and the question was named unread (audit76).

use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::credit;

/// Bytes of the longest line looked at as a source's.
const LONGEST_SOURCE_LINE: usize = 120;

/// Whether a sentence is a source's line: wholly in brackets (a stop after
/// them at most), its words the exam's and a source's
/// (`document.source_words`: «ЕГЭ», «досрочный», «период», «резервный»,
/// «день», a month) and numbers, one of them a source's word; or an
/// author's name with initials («(А. Кабанов)»). A note in brackets that
/// says anything else («(в порядке возрастания)», «(S > 20)») is not one.
pub(super) fn source_line(s: &str) -> bool {
    let t = s.trim().trim_end_matches('.').trim_end();
    if t.len() > LONGEST_SOURCE_LINE {
        return false;
    }
    let Some(inner) = t.strip_prefix('(').and_then(|r| r.strip_suffix(')')) else {
        return false;
    };
    if inner.contains(['(', ')']) {
        return false;
    }
    let v = vocabulary();
    let ws = words(inner);
    let source = v.group("document.source_words");
    let digits = |w: &String| w.chars().all(|c| c.is_ascii_digit());
    let named = ws.iter().any(|w| source.is(w)) && ws.iter().all(|w| source.is(w) || digits(w));
    named || credit(inner)
}

/// A question's words without a source's line in brackets at their end
/// («… когда такая ситуация возможна (ЕГЭ-2025, досрочный период, резервный
/// день)»: a question with no stop of its own, the next line joined to it),
/// or `None` when there is none (or nothing before it).
pub(super) fn without_source_at_end(q: &str) -> Option<String> {
    let t = q.trim_end().trim_end_matches('.').trim_end();
    let at = t.strip_suffix(')').and_then(|r| r.rfind('('))?;
    let before = t[..at].trim_end();
    (source_line(&t[at..]) && before.chars().any(char::is_alphanumeric)).then(|| before.to_string())
}

#[cfg(test)]
mod tests {
    use super::{source_line, without_source_at_end};

    #[test]
    fn a_source_at_a_questions_end() {
        assert_eq!(
            without_source_at_end(
                "Укажите S, когда такая ситуация возможна\n(СтатГрад, 24.10.2024)"
            )
            .as_deref(),
            Some("Укажите S, когда такая ситуация возможна")
        );
        assert_eq!(
            without_source_at_end("Найдите S (в порядке возрастания)."),
            None
        );
        assert_eq!(without_source_at_end("(Демоверсия 2024)"), None);
    }

    #[test]
    fn source_lines_and_not() {
        for yes in [
            "(ЕГЭ-2025, досрочный период, резервный день)",
            "(ЕГЭ-2025, досрочный период, резервный день).",
            "(Демоверсия 2024)",
            "(ЕГЭ-2024, основная волна)",
            "(СтатГрад, 24.10.2024)",
            "(А. Кабанов)",
            "(Е. Джобс)",
        ] {
            assert!(source_line(yes), "{yes}");
        }
        for no in [
            "(в порядке возрастания)",
            "(S > 20)",
            "(ЕГЭ-2025, досрочный период, резервный день) Найдите значение S.",
            "(Первым ходит Ваня.)",
            "(Петя ходит первым)",
            "ЕГЭ-2025, досрочный период, резервный день",
            "(2025)",
        ] {
            assert!(!source_line(no), "{no}");
        }
    }
}
