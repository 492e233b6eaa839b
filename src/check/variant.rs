//! Which of a book's variants a student's file is for (`check --class
//! --book FILE`): by the text in the workbook («Вариант 3», the variant's
//! name), by the file's name (`--match 'ivanov-v{variant}.xlsx'`, or by
//! default a variant number such as `-v3`, `вариант3`), or, when neither
//! says, by the task printed in it (the fixed heap, the range of S, the
//! moves: [`super::printed`]) when exactly one variant fits. A file named
//! for no variant, or for two, is never guessed: it is a row with its reason.

use super::printed::TaskFacts;
use crate::exam::wording::Lang;
use crate::import::{Book, Value};
use crate::tr;

/// What a variant is known by in students' files.
#[derive(Debug, Clone)]
pub struct VariantKey {
    /// 1-based, as in the variants file.
    pub number: usize,
    /// Its name, when the variants file gives one («Задача 3», «Камни и мешок»).
    pub name: Option<String>,
    /// What its task says as students print it (heap, range of S, moves).
    pub task: TaskFacts,
}

/// How a file was matched to its variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    FileName,
    Text,
    FileNameAndText,
    /// By the task printed in the file (the fixed heap, the range of S,
    /// the moves), which fits this variant alone.
    Task,
}

/// A file's variant: its index among the variants, and how it was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matched {
    pub index: usize,
    pub how: How,
}

/// `--match`: a file-name pattern with `{variant}` where the variant's
/// number stands and `*` for any text, compared without regard to case.
#[derive(Debug, Clone, PartialEq)]
pub struct NamePattern {
    before: Vec<Part>,
    after: Vec<Part>,
}

#[derive(Debug, Clone, PartialEq)]
enum Part {
    Text(String),
    Any,
}

impl NamePattern {
    /// # Errors
    /// The pattern has no `{variant}`, or more than one.
    pub fn parse(s: &str) -> Result<NamePattern, crate::i18n::Msg> {
        let parts: Vec<&str> = s.split("{variant}").collect();
        let [before, after] = parts[..] else {
            return Err(crate::msg!("match-pattern", pattern = s));
        };
        let split = |t: &str| -> Vec<Part> {
            let mut out = Vec::new();
            for (i, piece) in t.split('*').enumerate() {
                if i > 0 {
                    out.push(Part::Any);
                }
                if !piece.is_empty() {
                    out.push(Part::Text(piece.to_lowercase()));
                }
            }
            out
        };
        Ok(NamePattern {
            before: split(before),
            after: split(after),
        })
    }

    /// The variant number a file name gives, if it matches.
    pub fn number(&self, file_name: &str) -> Option<usize> {
        let name: Vec<char> = file_name.to_lowercase().chars().collect();
        // Every run of digits may be the one {variant} stands for.
        let mut found = None;
        let mut i = 0;
        while i < name.len() {
            if !name[i].is_ascii_digit() {
                i += 1;
                continue;
            }
            let start = i;
            while i < name.len() && name[i].is_ascii_digit() {
                i += 1;
            }
            // Within the run, {variant} may take any part ending at the run's end
            // and starting at its start: take the whole run (digits are not
            // split between the pattern's text and the number).
            if glob(&self.before, &name[..start]) && glob(&self.after, &name[i..]) {
                let n: String = name[start..i].iter().collect();
                if let Ok(n) = n.parse::<usize>() {
                    if found.is_some_and(|f| f != n) {
                        return None;
                    }
                    found = Some(n);
                }
            }
        }
        found
    }
}

/// Whether `text` matches `parts` (literal pieces and `*`), iteratively:
/// each `*` takes the shortest text that lets the next piece follow, the
/// last piece ending the text.
fn glob(parts: &[Part], text: &[char]) -> bool {
    // Dynamic programming over (part, position): `ok[j]` says text[..j]
    // matches the parts so far.
    let n = text.len();
    let mut ok = vec![false; n + 1];
    ok[0] = true;
    for part in parts {
        let mut next = vec![false; n + 1];
        match part {
            Part::Any => {
                let mut any = false;
                for j in 0..=n {
                    any |= ok[j];
                    next[j] = any;
                }
            }
            Part::Text(t) => {
                let t: Vec<char> = t.chars().collect();
                for j in 0..=n {
                    if ok[j] && text.len() >= j + t.len() && text[j..j + t.len()] == t[..] {
                        next[j + t.len()] = true;
                    }
                }
            }
        }
        ok = next;
    }
    ok[n]
}

/// The words before a variant's number in a file's name (by default).
const NAME_WORDS: [&str; 6] = ["вариант", "variant", "вар", "var", "в", "v"];

/// The words before a variant's number in a workbook's cell.
const TEXT_WORDS: [&str; 3] = ["вариант", "variant", "вар."];

/// Every number written after one of `words` (the word starting a word,
/// then spaces, `№`, `#`, `-`, `_`, `.` or `:`): «Вариант № 3» → 3.
fn numbers_after(text: &str, words: &[&str]) -> Vec<usize> {
    let t: Vec<char> = text.to_lowercase().chars().collect();
    let mut out = Vec::new();
    for w in words {
        let w: Vec<char> = w.chars().collect();
        let mut i = 0;
        while i + w.len() <= t.len() {
            let starts_word = i == 0 || !t[i - 1].is_alphabetic();
            if !(starts_word && t[i..i + w.len()] == w[..]) {
                i += 1;
                continue;
            }
            let mut j = i + w.len();
            while j < t.len() && (t[j].is_whitespace() || "№#-_.:".contains(t[j])) {
                j += 1;
            }
            let start = j;
            while j < t.len() && t[j].is_ascii_digit() {
                j += 1;
            }
            if j > start && j - start <= 4 {
                let n: String = t[start..j].iter().collect();
                if let Ok(n) = n.parse() {
                    if !out.contains(&n) {
                        out.push(n);
                    }
                }
            }
            i = j.max(i + 1);
        }
    }
    out
}

/// Lower case, `ё` as `е`, runs of spaces as one: names compared so.
fn folded(s: &str) -> String {
    s.to_lowercase()
        .replace('ё', "е")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `name` stands in `text` as whole words.
fn names_in(text: &str, name: &str) -> bool {
    let mut from = 0;
    while let Some(k) = text[from..].find(name) {
        let at = from + k;
        let end = at + name.len();
        let before = text[..at].chars().next_back();
        let after = text[end..].chars().next();
        if !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric) {
            return true;
        }
        from = at + name.chars().next().map_or(1, char::len_utf8);
    }
    false
}

/// Why a file has no variant (worded per language).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unmatched {
    /// Neither its text nor its name names a variant.
    None,
    /// Its text (or name) names variants the book does not have.
    NotInBook { numbers: Vec<usize>, count: usize },
    /// Its text names two variants or more.
    Several(Vec<usize>),
    /// Its name says one variant, its text another.
    Disagree { by_name: usize, by_text: usize },
    /// Neither says; the task printed in it fits these variants.
    TaskFitsSeveral(Vec<usize>),
    /// Neither says; the task printed in it fits no variant of the book.
    TaskFitsNone,
}

fn list(ns: &[usize]) -> String {
    ns.iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

impl Unmatched {
    /// The row's one-line reason.
    pub fn reason(&self, lang: Lang) -> String {
        match self {
            Unmatched::None => tr!(lang, "variant-none"),
            Unmatched::NotInBook { numbers, count } => tr!(
                lang,
                "variant-not-in-book",
                variants = list(numbers),
                count = *count
            ),
            Unmatched::Several(ns) => tr!(lang, "variant-several", variants = list(ns)),
            Unmatched::Disagree { by_name, by_text } => tr!(
                lang,
                "variant-disagree",
                by_name = *by_name,
                by_text = *by_text
            ),
            Unmatched::TaskFitsSeveral(ns) => {
                tr!(lang, "class-task-fits-several", variants = list(ns))
            }
            Unmatched::TaskFitsNone => tr!(lang, "class-task-fits-none"),
        }
    }
}

impl How {
    /// «вариант 3: по имени файла».
    pub fn said(self, number: usize, lang: Lang) -> String {
        let how = match self {
            How::Task => "task",
            How::FileName => "file-name",
            How::Text => "text",
            How::FileNameAndText => "file-name-and-text",
        };
        tr!(lang, "variant-said", number = number, how = how)
    }
}

/// The variants a workbook's cells name (by number or by name), as
/// numbers, in the order first found.
pub fn named_in(book: &Book, variants: &[VariantKey]) -> Vec<usize> {
    let names: Vec<(usize, String)> = variants
        .iter()
        .filter_map(|v| {
            let n = folded(v.name.as_deref()?);
            (n.chars().count() >= 3).then_some((v.number, n))
        })
        .collect();
    let mut found = Vec::new();
    for sheet in &book.sheets {
        for row in sheet.rows() {
            for v in row {
                let Value::Text(t) = v else { continue };
                let text = t.as_str();
                for n in numbers_after(text, &TEXT_WORDS) {
                    if !found.contains(&n) {
                        found.push(n);
                    }
                }
                if names.is_empty() {
                    continue;
                }
                let text = folded(text);
                for (n, name) in &names {
                    if !found.contains(n) && names_in(&text, name) {
                        found.push(*n);
                    }
                }
            }
        }
    }
    found
}

/// The variant number a file's name gives: by `pattern`, or by default a
/// number after «вариант», «variant», «var», «v», «в» (`ivanov-v3.xlsx`).
/// Two different numbers give none.
pub fn number_in_name(file: &str, pattern: Option<&NamePattern>) -> Option<usize> {
    let base = std::path::Path::new(file)
        .file_name()
        .map_or_else(|| file.to_string(), |n| n.to_string_lossy().into_owned());
    match pattern {
        Some(p) => p.number(&base),
        None => {
            let stem = base.rsplit_once('.').map_or(base.as_str(), |(s, _)| s);
            match numbers_after(stem, &NAME_WORDS)[..] {
                [n] => Some(n),
                _ => None,
            }
        }
    }
}

/// The variant of a file: `book` is its workbook (`None` before it is read
/// or when it cannot be: then its name alone). Never a guess: see
/// [`Unmatched`].
///
/// # Errors
/// No variant, or more than one, or one the book does not have.
pub fn match_file(
    file: &str,
    book: Option<&Book>,
    variants: &[VariantKey],
    pattern: Option<&NamePattern>,
) -> Result<Matched, Unmatched> {
    let index_of = |n: usize| variants.iter().position(|v| v.number == n);
    let by_name = number_in_name(file, pattern);
    let by_text = book.map(|b| named_in(b, variants)).unwrap_or_default();
    let missing: Vec<usize> = by_name
        .iter()
        .chain(&by_text)
        .copied()
        .filter(|&n| index_of(n).is_none())
        .collect();
    if !missing.is_empty() {
        return Err(Unmatched::NotInBook {
            numbers: missing,
            count: variants.len(),
        });
    }
    if by_text.len() > 1 {
        return Err(Unmatched::Several(by_text));
    }
    let (index, how) = match (by_name, by_text.first()) {
        (None, None) => return by_task(book, variants),
        (Some(n), None) => (n, How::FileName),
        (None, Some(&t)) => (t, How::Text),
        (Some(n), Some(&t)) if n == t => (n, How::FileNameAndText),
        (Some(n), Some(&t)) => {
            return Err(Unmatched::Disagree {
                by_name: n,
                by_text: t,
            })
        }
    };
    Ok(Matched {
        index: index_of(index).unwrap_or_default(),
        how,
    })
}

/// A file that names no variant: the variant its printed task fits, when
/// exactly one does.
fn by_task(book: Option<&Book>, variants: &[VariantKey]) -> Result<Matched, Unmatched> {
    let printed = book.map(TaskFacts::printed_in).unwrap_or_default();
    if !printed.any() {
        return Err(Unmatched::None);
    }
    let fits: Vec<usize> = (0..variants.len())
        .filter(|&i| printed.fit(&variants[i].task))
        .collect();
    match fits[..] {
        [index] => Ok(Matched {
            index,
            how: How::Task,
        }),
        [] => Err(Unmatched::TaskFitsNone),
        _ => Err(Unmatched::TaskFitsSeveral(
            fits.iter().map(|&i| variants[i].number).collect(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::printed::tests::book;

    /// A variant's task: `(fixed, S)` from 1 to `hi`, moves `+add ×2`.
    fn task(fixed: i64, hi: i64, add: i64) -> TaskFacts {
        TaskFacts {
            fixed: Some(vec![fixed]),
            s: Some((1, hi)),
            moves: Some([('+', add), ('×', 2)].into_iter().collect()),
        }
    }

    fn keys() -> Vec<VariantKey> {
        vec![
            VariantKey {
                number: 1,
                name: None,
                task: task(7, 69, 1),
            },
            VariantKey {
                number: 2,
                name: Some("Камни и мешок".into()),
                task: task(9, 73, 1),
            },
            VariantKey {
                number: 3,
                name: None,
                task: task(5, 69, 2),
            },
        ]
    }

    #[test]
    fn numbers_after_their_words() {
        assert_eq!(numbers_after("Вариант № 3", &TEXT_WORDS), [3]);
        assert_eq!(numbers_after("ВАРИАНТ 12, задачи 19–21", &TEXT_WORDS), [12]);
        assert_eq!(
            numbers_after("Инвариант 3", &TEXT_WORDS),
            Vec::<usize>::new()
        );
        assert_eq!(numbers_after("ivanov-v3", &NAME_WORDS), [3]);
        assert_eq!(numbers_after("petrov_вариант_2", &NAME_WORDS), [2]);
        assert_eq!(numbers_after("ivanov", &NAME_WORDS), Vec::<usize>::new());
    }

    #[test]
    fn a_pattern_gives_the_number() {
        let p = NamePattern::parse("ivanov-v{variant}.xlsx").unwrap();
        assert_eq!(p.number("Ivanov-v3.xlsx"), Some(3));
        assert_eq!(p.number("ivanov-v3.ods"), None);
        let p = NamePattern::parse("*_{variant}.*").unwrap();
        assert_eq!(p.number("9b_petrov_2.csv"), Some(2));
        assert_eq!(p.number("petrov.csv"), None);
        assert!(NamePattern::parse("ivanov.xlsx").is_err());
        assert!(NamePattern::parse("{variant}-{variant}").is_err());
    }

    #[test]
    fn matched_by_text_name_or_both_and_never_guessed() {
        let k = keys();
        let m = |f: &str, b: Option<&Book>| match_file(f, b, &k, None);
        assert_eq!(
            m("a.xlsx", Some(&book(&["Вариант 3"]))),
            Ok(Matched {
                index: 2,
                how: How::Text
            })
        );
        assert_eq!(
            m("a.xlsx", Some(&book(&["Задача: камни и  мешок"]))),
            Ok(Matched {
                index: 1,
                how: How::Text
            })
        );
        assert_eq!(
            m("a-v1.xlsx", Some(&book(&["x"]))),
            Ok(Matched {
                index: 0,
                how: How::FileName
            })
        );
        assert_eq!(
            m("a-v1.xlsx", Some(&book(&["вариант 1"]))),
            Ok(Matched {
                index: 0,
                how: How::FileNameAndText
            })
        );
        assert_eq!(m("a.xlsx", Some(&book(&["x"]))), Err(Unmatched::None));
        assert_eq!(
            m("a.xlsx", Some(&book(&["Вариант 1", "Вариант 3"]))),
            Err(Unmatched::Several(vec![1, 3]))
        );
        assert_eq!(
            m("a-v1.xlsx", Some(&book(&["Вариант 3"]))),
            Err(Unmatched::Disagree {
                by_name: 1,
                by_text: 3
            })
        );
        assert_eq!(
            m("a.xlsx", Some(&book(&["Вариант 7"]))),
            Err(Unmatched::NotInBook {
                numbers: vec![7],
                count: 3
            })
        );
        assert!(Unmatched::None.reason(Lang::Ru).contains("не найден"));
        // By the task printed, when the text and the name say nothing.
        assert_eq!(
            m(
                "a.xlsx",
                Some(&book(&["Куча: 5, S от 1 до 69, ходы +2 ×2"]))
            ),
            Ok(Matched {
                index: 2,
                how: How::Task
            })
        );
        assert_eq!(
            m("a.xlsx", Some(&book(&["S от 1 до 69"]))),
            Err(Unmatched::TaskFitsSeveral(vec![1, 3]))
        );
        assert_eq!(
            m("a.xlsx", Some(&book(&["Куча: 8, ходы +1 ×2"]))),
            Err(Unmatched::TaskFitsNone)
        );
        // The name says it: the printed task is not asked.
        assert_eq!(
            m(
                "a-v1.xlsx",
                Some(&book(&["Куча: 5, S от 1 до 69, ходы +2 ×2"]))
            ),
            Ok(Matched {
                index: 0,
                how: How::FileName
            })
        );
        assert_eq!(How::Task.said(3, Lang::Ru), "вариант 3: по условию в файле");
        assert!(Unmatched::TaskFitsSeveral(vec![1, 3])
            .reason(Lang::Ru)
            .contains("1, 3"));
        assert_eq!(How::Text.said(3, Lang::Ru), "вариант 3: по тексту в файле");
    }
}
