//! What a student wrote around their table: their name next to «ФИО»,
//! «Фамилия», «Ученик» or «Name», and their answers next to «19», «20»,
//! «21» or «Ответ» (a class's row, [`super::class`]).

use crate::import::{Area, Sheet, Value};

/// What `words` in a cell say it is: the student's name, or an answer.
#[derive(Debug, Clone, PartialEq)]
enum Key {
    Name,
    Answer(String),
}

/// The words that stand before a student's name.
const NAME_KEYS: [&str; 8] = [
    "фио",
    "ф.и.о.",
    "фамилия",
    "ученик",
    "ученица",
    "name",
    "student",
    "имя",
];

/// The words that may stand before a question's number.
const ANSWER_PREFIXES: [&str; 8] = [
    "ответ на задание",
    "ответы",
    "ответ",
    "задание",
    "answer",
    "question",
    "task",
    "№",
];

/// What a label cell says, and the value typed in it after a colon.
fn key_of(text: &str, ids: &[String]) -> Option<(Key, Option<String>)> {
    let (label, inline) = match text.split_once(':') {
        Some((l, v)) => (l, Some(v.trim()).filter(|v| !v.is_empty())),
        None => (text, None),
    };
    let label = label.trim().to_lowercase();
    if label.chars().count() > 30 {
        return None;
    }
    let first = label
        .split(|c: char| c.is_whitespace() || c == ',')
        .next()
        .unwrap_or("");
    if NAME_KEYS.contains(&first) {
        return Some((Key::Name, inline.map(str::to_string)));
    }
    let mut rest = label.as_str();
    for p in ANSWER_PREFIXES {
        if let Some(r) = rest.strip_prefix(p) {
            rest = r.trim_start();
            break;
        }
    }
    let rest = rest
        .trim_start_matches('№')
        .trim()
        .trim_end_matches(['.', ')']);
    if let Some(id) = ids.iter().find(|id| id.as_str() == rest) {
        return Some((Key::Answer(id.clone()), inline.map(str::to_string)));
    }
    // «Ответ» alone answers a task of one question.
    if rest.is_empty() && label.starts_with("ответ") || label == "answer" {
        if let [id] = ids {
            return Some((Key::Answer(id.clone()), inline.map(str::to_string)));
        }
    }
    None
}

/// A cell's text as a student typed it (a number without `.0`).
fn shown(v: &Value) -> Option<String> {
    match v {
        Value::Empty => None,
        Value::Number(f) if f.fract() == 0.0 && f.abs() < 1e15 => Some(format!("{}", *f as i64)),
        v => Some(v.shown()).filter(|s| !s.trim().is_empty()),
    }
}

/// The student's name and answers written around the table: a label cell
/// («ФИО», «19», «Ответ 20:» …) outside the table, and the value after its
/// colon or in the first filled cell to its right (up to three), else the
/// cell below.
pub(super) fn find_beside(
    sheet: &Sheet,
    table: &Area,
    ids: &[String],
) -> (Option<String>, Vec<(String, String)>) {
    let mut name = None;
    let mut answers: Vec<(String, String)> = Vec::new();
    let outside = |r: usize, c: usize| !table.contains(r, c);
    for (r, row) in sheet.rows().enumerate() {
        for (c, v) in row.iter().enumerate() {
            if !outside(r, c) {
                continue;
            }
            let Some(text) = shown(v) else { continue };
            let Some((key, inline)) = key_of(&text, ids) else {
                continue;
            };
            let value = inline.or_else(|| {
                (c + 1..c + 4)
                    .filter(|&cc| outside(r, cc))
                    .find_map(|cc| shown(sheet.get(r, cc)))
                    .or_else(|| {
                        Some(r + 1)
                            .filter(|&rr| outside(rr, c))
                            .and_then(|rr| shown(sheet.get(rr, c)))
                    })
            });
            let Some(value) = value else { continue };
            // A value that is itself a label (a header row «19 20 21», «ФИО»);
            // a name such as «Ученик Петров» is not.
            let bare = value.trim().trim_end_matches(':').to_lowercase();
            if matches!(key_of(&value, ids), Some((Key::Answer(_), _)))
                || NAME_KEYS.contains(&bare.as_str())
            {
                continue;
            }
            match key {
                Key::Name => {
                    name.get_or_insert(value);
                }
                Key::Answer(id) => {
                    if !answers.iter().any(|(q, _)| *q == id) {
                        answers.push((id, value));
                    }
                }
            }
        }
    }
    (name, answers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_beside_the_table() {
        let ids: Vec<String> = ["19", "20", "21"].map(String::from).to_vec();
        assert_eq!(key_of("ФИО:", &ids), Some((Key::Name, None)));
        assert_eq!(
            key_of("Фамилия, имя: Петров", &ids),
            Some((Key::Name, Some("Петров".into())))
        );
        assert_eq!(
            key_of("Ответ 20:", &ids),
            Some((Key::Answer("20".into()), None))
        );
        assert_eq!(key_of("№21", &ids), Some((Key::Answer("21".into()), None)));
        assert_eq!(key_of("19.", &ids), Some((Key::Answer("19".into()), None)));
        assert_eq!(key_of("18", &ids), None);
        assert_eq!(key_of("V1", &ids), None);
        let one = vec!["19".to_string()];
        assert_eq!(
            key_of("Ответ", &one),
            Some((Key::Answer("19".into()), None))
        );
        assert_eq!(key_of("Ответ", &ids), None);
        let t = |s: &str| Value::Text(crate::import::Text::new(s));
        let sheet = Sheet::from_rows(
            "Лист1",
            vec![
                vec![t("ФИО"), Value::Empty, t("Иванова Анна")],
                vec![t("19"), Value::Number(18.0), t("20"), t("31, 34")],
                vec![t("Ответ 21:"), Value::Empty],
                vec![Value::Empty, Value::Number(30.0)],
            ],
        );
        let far = Area {
            top: 10,
            left: 10,
            bottom: 11,
            right: 11,
        };
        let (name, answers) = find_beside(&sheet, &far, &ids);
        assert_eq!(name.as_deref(), Some("Иванова Анна"));
        assert_eq!(
            answers,
            [
                ("19".to_string(), "18".to_string()),
                ("20".to_string(), "31, 34".to_string()),
            ]
        );
    }
}
