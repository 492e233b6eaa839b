//! A task: a game with its name and the questions asked about it, read from a
//! TOML template (embedded or a file) and/or command-line flags.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::exam::{parse_question, Question};
use crate::game::rules::GameSpec;
use crate::game::Game;
use crate::i18n::Msg;
use crate::msg;

/// The templates built into the binary: (name, TOML text).
pub const TEMPLATES: &[(&str, &str)] = &include!(concat!(env!("OUT_DIR"), "/templates.rs"));

/// The built-in default task: the 2021 demo exam task.
pub const DEFAULT_TEMPLATE: &str = "ege-2021-demo";

/// A task ready to solve.
#[derive(Debug, Clone)]
pub struct Task {
    pub name: String,
    /// The name in English, when the template gives one (`name_en`).
    pub name_en: Option<String>,
    pub description: String,
    pub game: Game,
    pub questions: Vec<Question>,
}

impl Task {
    /// The name to show in `lang`: the English one when there is one.
    pub fn title(&self, lang: crate::exam::wording::Lang) -> &str {
        match (lang, &self.name_en) {
            (crate::exam::wording::Lang::En, Some(en)) => en,
            _ => &self.name,
        }
    }
}

/// The keys of a template, in the order a template writes them (a CSV of
/// variants has a column per key; `read` writes its reading so).
pub const TEMPLATE_KEYS: [&str; 14] = [
    "name",
    "description",
    "start",
    "s",
    "k",
    "moves",
    "end",
    "winner",
    "no_moves",
    "no_repeat",
    "require",
    "cap",
    "handed_win_counts",
    "questions",
];

/// A task's text form: the template keys (also what the flags set).
#[derive(Debug, Clone, Default)]
pub struct TaskSpec {
    pub name: Option<String>,
    pub name_en: Option<String>,
    pub description: Option<String>,
    pub game: GameSpec,
    /// (id, query) pairs.
    pub questions: Option<Vec<(String, String)>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TemplateFile {
    name: Option<String>,
    name_en: Option<String>,
    description: Option<String>,
    start: Option<Spanned<String>>,
    s: Option<Spanned<String>>,
    k: Option<Spanned<String>>,
    moves: Option<Spanned<toml::Value>>,
    end: Option<Spanned<String>>,
    winner: Option<Spanned<String>>,
    no_moves: Option<Spanned<String>>,
    no_repeat: Option<Spanned<String>>,
    require: Option<Spanned<String>>,
    cap: Option<i64>,
    handed_win_counts: Option<bool>,
    questions: Option<Spanned<toml::Value>>,
}

/// Where a template came from, for messages.
#[derive(Debug, Clone)]
pub struct Origin {
    pub name: String,
    /// The whole file (shared by the variants of one file).
    pub text: std::sync::Arc<str>,
    /// Byte spans of the keys' values.
    spans: BTreeMap<String, std::ops::Range<usize>>,
}

impl Origin {
    /// The line of a key's value, when it was given.
    pub fn line(&self, key: &str) -> Option<usize> {
        self.spans.get(key).map(|span| {
            self.text[..span.start.min(self.text.len())]
                .matches('\n')
                .count()
                + 1
        })
    }

    /// An origin for a text with no spans (a CSV row, a generated variant).
    pub fn plain(name: &str) -> Origin {
        Origin {
            name: name.to_string(),
            text: std::sync::Arc::from(""),
            spans: BTreeMap::new(),
        }
    }

    /// `file.toml:5` for a key, or the name alone.
    pub fn locate(&self, key: &str) -> String {
        match self.spans.get(key) {
            Some(span) => {
                let line = self.text[..span.start.min(self.text.len())]
                    .matches('\n')
                    .count()
                    + 1;
                format!("{}:{line}: {key}", self.name)
            }
            None => format!("{}: {key}", self.name),
        }
    }
}

/// Finds a template: an embedded name (`ege-2021-demo`) or a path.
pub fn find_template(name_or_path: &str) -> Result<(String, String), Msg> {
    let stem = name_or_path.trim_end_matches(".toml");
    let stem = stem.strip_prefix("templates/").unwrap_or(stem);
    if let Some((n, t)) = TEMPLATES.iter().find(|(n, _)| *n == stem) {
        if !Path::new(name_or_path).exists() {
            return Ok((format!("templates/{n}.toml"), t.to_string()));
        }
    }
    let path = Path::new(name_or_path);
    match crate::resources::read_input(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => Ok((name_or_path.to_string(), t)),
            Err(e) => Err(msg!(
                "template-not-utf8",
                file = name_or_path,
                byte = e.utf8_error().valid_up_to()
            )),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            Err(msg!("template-not-found", file = name_or_path))
        }
        Err(e) => Err(msg!(
            "template-cannot-read",
            file = name_or_path,
            error = crate::i18n::io_error(&e)
        )),
    }
}

/// Parses a template's TOML into a task spec.
pub fn parse_template(name: &str, text: &str) -> Result<(TaskSpec, Origin), Msg> {
    let file: TemplateFile = toml::from_str(text).map_err(|e| toml_error(name, text, &e))?;
    from_file(file, name, std::sync::Arc::from(text))
}

/// `file.toml:LINE: message` for a TOML error.
fn toml_error(name: &str, text: &str, e: &toml::de::Error) -> Msg {
    let line = e
        .span()
        .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
    let what = toml_words(&e.message().replace('\n', " "));
    match line {
        Some(l) => msg!("at-line", file = name, line = l, error = what),
        None => msg!("at-file", file = name, error = what),
    }
}

/// The TOML reader's message (English) as ours: the usual slips worded,
/// any other kept as the reader says it.
fn toml_words(text: &str) -> Msg {
    let quoted = |s: &str| -> Vec<String> {
        s.split('`')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect()
    };
    if text.starts_with("unclosed array") {
        msg!("toml-unclosed-array")
    } else if text.starts_with("unclosed inline table") {
        msg!("toml-unclosed-table")
    } else if text.starts_with("invalid basic string") || text.starts_with("invalid literal string")
    {
        msg!("toml-bad-string")
    } else if text.starts_with("key with no value") {
        msg!("toml-no-value")
    } else if text.starts_with("duplicate key") {
        msg!("toml-duplicate-key")
    } else if let Some(rest) = text.strip_prefix("unknown field ") {
        let names = quoted(rest);
        msg!(
            "toml-unknown-field",
            key = names.first().cloned().unwrap_or_default(),
            known = names
                .get(1..)
                .unwrap_or_default()
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    } else if let Some(rest) = text.strip_prefix("invalid type: ") {
        let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        let want = match expected.trim() {
            "a string" => "string",
            "a boolean" => "boolean",
            "i8" | "i16" | "i32" | "i64" | "u8" | "u16" | "u32" | "u64" | "usize" | "isize" => {
                "integer"
            }
            "a sequence" => "array",
            e if e == "a map" || e.starts_with("struct ") => "table",
            _ => "other",
        };
        msg!(
            "toml-wrong-type",
            found = found,
            want = want,
            expected = expected
        )
    } else if text.starts_with("string values must be quoted")
        || text.starts_with("invalid fraction")
        || text.starts_with("invalid number")
        || text.starts_with("invalid float")
        || text.starts_with("invalid integer")
    {
        // `moves = +1 *2`, `s = 1..20`: a rule written without its quotes.
        msg!("toml-unquoted")
    } else if text.starts_with("unexpected key or value") {
        msg!("toml-unexpected")
    } else {
        msg!("toml-other", error = text)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct VariantsFile {
    variant: Option<Vec<Spanned<TemplateFile>>>,
}

/// One game of a file of many (`[[variant]]` tables).
#[derive(Debug, Clone)]
pub struct Variant {
    /// 1-based, in the file's order.
    pub number: usize,
    /// The line of its `[[variant]]` table (or its CSV line).
    pub line: usize,
    pub spec: TaskSpec,
    pub origin: Origin,
}

/// Parses a TOML file of `[[variant]]` tables, each with a template's keys.
/// An error names the file, the line and, when it can tell, the variant.
///
/// # Errors
/// The TOML is malformed, a key is unknown or has the wrong type, or there
/// is no `[[variant]]` table.
pub fn parse_variants(name: &str, text: &str) -> Result<Vec<Variant>, Msg> {
    // Each variant's line, looked up among the line breaks' offsets (counting
    // them from the file's start for every variant was quadratic: 70 000
    // variants took minutes).
    let breaks: Vec<usize> = text.match_indices('\n').map(|(i, _)| i).collect();
    let line_at = |at: usize| breaks.partition_point(|&b| b < at.min(text.len())) + 1;
    let file: VariantsFile = toml::from_str(text).map_err(|e| {
        // Which variant: the `[[variant]]` headers before the error.
        let number = e.span().map(|s| {
            text[..s.start.min(text.len())]
                .lines()
                .filter(|l| l.trim_start().starts_with("[[variant]]"))
                .count()
        });
        let error = toml_error(name, text, &e);
        match number {
            Some(n) if n > 0 => msg!("in-variant", error = error, number = n),
            _ => error,
        }
    })?;
    let list = file.variant.unwrap_or_default();
    if list.is_empty() {
        return Err(msg!("variants-none", file = name));
    }
    let shared: std::sync::Arc<str> = std::sync::Arc::from(text);
    list.into_iter()
        .enumerate()
        .map(|(i, v)| {
            let line = line_at(v.span().start);
            let (spec, origin) = from_file(v.into_inner(), name, shared.clone())
                .map_err(|e| msg!("in-variant", error = e, number = i + 1))?;
            Ok(Variant {
                number: i + 1,
                line,
                spec,
                origin,
            })
        })
        .collect()
}

fn from_file(
    file: TemplateFile,
    name: &str,
    shared: std::sync::Arc<str>,
) -> Result<(TaskSpec, Origin), Msg> {
    let keep = shared.clone();
    let text: &str = &keep;
    let mut spans = BTreeMap::new();
    let mut take = |key: &str, v: Option<Spanned<String>>| {
        v.map(|s| {
            spans.insert(key.to_string(), s.span());
            s.into_inner()
        })
    };
    let start = take("start", file.start);
    let s = take("s", file.s);
    let k = take("k", file.k);
    let end = take("end", file.end);
    let winner = take("winner", file.winner);
    let no_moves = take("no_moves", file.no_moves);
    let no_repeat = take("no_repeat", file.no_repeat);
    let require = take("require", file.require);
    let line_of = |span: &std::ops::Range<usize>| {
        text[..span.start.min(text.len())].matches('\n').count() + 1
    };
    let strings =
        |key: &str, v: &toml::Value, span: &std::ops::Range<usize>| -> Result<Vec<String>, Msg> {
            let bad = || {
                msg!(
                    "template-strings",
                    file = name,
                    line = line_of(span),
                    key = key
                )
            };
            match v {
                toml::Value::String(s) => Ok(vec![s.clone()]),
                toml::Value::Array(a) => a
                    .iter()
                    .map(|x| x.as_str().map(str::to_string).ok_or_else(bad))
                    .collect(),
                _ => Err(bad()),
            }
        };
    let moves = match file.moves {
        Some(m) => {
            let span = m.span();
            let list = strings("moves", m.get_ref(), &span)?;
            spans.insert("moves".into(), span);
            Some(list.join("; "))
        }
        None => None,
    };
    let questions: Option<Vec<(String, String)>> = match file.questions {
        Some(q) => {
            let span = q.span();
            let pairs = match q.get_ref() {
                toml::Value::Table(t) => t
                    .iter()
                    .map(|(k, v)| {
                        v.as_str()
                            .map(|s| (k.clone(), s.to_string()))
                            .ok_or_else(|| {
                                msg!(
                                    "template-question-string",
                                    file = name,
                                    line = line_of(&span),
                                    key = k
                                )
                            })
                    })
                    .collect::<Result<Vec<_>, _>>()?,
                v => crate::exam::question_list(&strings("questions", v, &span)?),
            };
            spans.insert("questions".into(), span);
            Some(pairs)
        }
        None => None,
    };
    Ok((
        TaskSpec {
            name: file.name,
            name_en: file.name_en,
            description: file.description,
            game: GameSpec {
                start,
                s,
                k,
                moves,
                end,
                winner,
                no_moves,
                no_repeat,
                require,
                cap: file.cap,
                handed_win_counts: file.handed_win_counts,
            },
            questions,
        },
        Origin {
            name: name.to_string(),
            text: shared,
            spans,
        },
    ))
}

impl TaskSpec {
    /// Checks everything and builds the task. `locate` names a key in
    /// messages (a template line, or a flag).
    pub fn build<L: Into<Msg>>(&self, locate: &dyn Fn(&str) -> L) -> Result<Task, Msg> {
        let game = self.game.build(locate).map_err(|e| e.to_msg())?;
        let pairs: Vec<(String, String)> = self.questions.clone().unwrap_or_else(|| {
            ["19", "20", "21"]
                .iter()
                .map(|q| (q.to_string(), q.to_string()))
                .collect()
        });
        let mut questions = Vec::new();
        for (id, src) in pairs {
            let q = parse_question(&id, &src).map_err(|e| {
                msg!(
                    "template-question",
                    key = Into::<Msg>::into(locate("questions")),
                    id = &id,
                    error = e
                )
            })?;
            questions.push(q);
        }
        let mut task = Task {
            name: self.name.clone().unwrap_or_else(|| "game".into()),
            name_en: self.name_en.clone(),
            description: self.description.clone().unwrap_or_default(),
            game,
            questions: Vec::new(),
        };
        task.ask(questions).map_err(|e| {
            msg!(
                "at-file",
                file = Into::<Msg>::into(locate("questions")),
                error = e
            )
        })?;
        Ok(task)
    }
}

impl Task {
    /// Sets the questions asked (the CLI's `-q` and the page's field replace
    /// the template's).
    ///
    /// # Errors
    /// Two questions share an id: their answers would carry the same name.
    pub fn ask(&mut self, questions: Vec<Question>) -> Result<(), Msg> {
        if let Some(id) = crate::exam::repeated_id(&questions) {
            return Err(msg!("question-twice", id = id));
        }
        self.questions = questions;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exam::wording::Lang;

    #[test]
    fn every_template_names_itself_in_both_languages() {
        let cyrillic = |s: &str| s.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c));
        for (name, text) in TEMPLATES {
            let (spec, _) = parse_template(name, text).expect("a built-in template parses");
            let ru = spec.name.unwrap_or_default();
            let en = spec.name_en.unwrap_or_default();
            assert!(cyrillic(&ru), "{name}: name is Russian: {ru}");
            assert!(
                !en.is_empty() && !cyrillic(&en),
                "{name}: name_en is English: {en}"
            );
        }
    }

    /// A rule written without its quotes, the commonest slip in a
    /// hand-edited template, is named as that in both languages.
    #[test]
    fn an_unquoted_rule_is_named() {
        for value in ["+1 *2", "1..20", "S"] {
            let text = format!("start = \"S\"\nmoves = {value}\n");
            let e = match parse_template("t.toml", &text) {
                Err(e) => e,
                Ok(_) => panic!("{value}: parsed"),
            };
            let ru = e.message(Lang::Ru);
            assert!(
                ru.starts_with("t.toml:2: значение записано без кавычек"),
                "{ru}"
            );
            assert!(e.message(Lang::En).contains("without its quotes"));
        }
    }
}
