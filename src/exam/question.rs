//! A question of tasks 19–21 as written (`min where code == -1`): what it
//! reports and the condition it filters by, the presets' wordings, and
//! question lists as the command line and templates give them.

use crate::game::expr::{Expr, ParseError, Parser, Scope, Tok, Var};
use crate::msg;

/// What a question asks to report about the qualifying values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Report {
    /// The N least.
    Min(usize),
    /// The N greatest.
    Max(usize),
    /// The least and the greatest.
    MinMax,
    /// All of them.
    All,
    /// How many.
    Count,
    Sum,
    Product,
    /// The single value.
    Value,
}

/// A parsed question.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// Its name: `19`, `20`, `21`, or a number in order.
    pub id: String,
    /// The query as written (or the preset's query).
    pub query: String,
    pub report: Report,
    /// List the values from the greatest down.
    pub descending: bool,
    /// What is reported for each qualifying (K, S): S unless `of` says.
    pub of: Expr,
    pub of_text: String,
    pub filter: Expr,
}

/// The standard wordings of tasks 19–21 (demo 2021 and later), by name:
/// the preset and its query.
pub const PRESETS: [(&str, &str); 6] = [
    // Vanya won by his first move after an unlucky first move of Petya: the least S.
    ("19", "min where some(code == 1)"),
    // Petya cannot win in one move, but whatever he does Vanya wins by his first: the least S.
    ("19-every", "min where code == -1"),
    // Petya cannot win in one move, but wins by his second whatever Vanya does: every S.
    ("20", "all where code == 2"),
    // The same, the two least S.
    ("20-min2", "min 2 where code == 2"),
    // Vanya wins by his first or second move whatever Petya does, not surely by his first.
    ("21", "min where code == -2"),
    // The same, every S.
    ("21-all", "all where code == -2"),
];

/// `--question`'s reading of one line: `ID=QUERY`, or a preset, named by
/// the task it answers (`19-every` answers 19), or a query numbered by its
/// place (`place` counts from 0). The query of a numbered line is the line
/// as given.
pub fn question_line(place: usize, line: &str) -> (String, String) {
    question_line_or(line, || (place + 1).to_string())
}

/// A template's list of questions: each line as [`question_line`] reads it,
/// except that an unnamed query in a list of three answers 19, 20, 21 by its
/// place (the exam's three tasks).
pub fn question_list(lines: &[String]) -> Vec<(String, String)> {
    let three = lines.len() == 3;
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            question_line_or(line, || {
                if three {
                    (19 + i).to_string()
                } else {
                    (i + 1).to_string()
                }
            })
        })
        .collect()
}

fn question_line_or(line: &str, unnamed: impl FnOnce() -> String) -> (String, String) {
    match line.split_once('=') {
        Some((id, src)) if !id.trim().is_empty() && !id.contains(' ') && !src.starts_with('=') => {
            (id.trim().to_string(), src.trim().to_string())
        }
        _ => {
            let id = preset_task(line).map_or_else(unnamed, str::to_string);
            (id, line.to_string())
        }
    }
}

/// The task a preset answers: `19` for `19` and `19-every`.
pub fn preset_task(name: &str) -> Option<&'static str> {
    let p = PRESETS.iter().find(|p| p.0 == name.trim())?;
    Some(p.0.split('-').next().unwrap_or(p.0))
}

/// The first id given to two questions, if any: answers are named by their
/// ids, so two questions may not share one.
pub fn repeated_id(questions: &[Question]) -> Option<&str> {
    questions
        .iter()
        .enumerate()
        .find(|(i, q)| questions[..*i].iter().any(|p| p.id == q.id))
        .map(|(_, q)| q.id.as_str())
}

/// Parses a question: a preset name (`19`, `20`, `21`, `19-every`, …) or a
/// query. `id` names it in the output.
pub fn parse_question(id: &str, src: &str) -> Result<Question, ParseError> {
    let text = PRESETS
        .iter()
        .find(|p| p.0 == src.trim())
        .map(|p| p.1)
        .unwrap_or(src);
    let mut p = Parser::new(text)?;
    let word = |p: &Parser| match &p.peek().tok {
        Tok::Ident(w) => Some(w.to_lowercase()),
        _ => None,
    };
    let count = |p: &mut Parser| -> Result<usize, ParseError> {
        match p.peek().tok {
            Tok::Num(n) if (1..=1000).contains(&n) => {
                p.bump();
                Ok(n as usize)
            }
            Tok::Num(n) => {
                let t = p.peek().clone();
                Err(p.error_at(&t, msg!("question-count", count = n)))
            }
            _ => Ok(1),
        }
    };
    let t = p.peek().clone();
    let report = match word(&p).as_deref() {
        Some("min" | "least") => {
            p.bump();
            Report::Min(count(&mut p)?)
        }
        Some("max" | "greatest") => {
            p.bump();
            Report::Max(count(&mut p)?)
        }
        Some("minmax") => {
            p.bump();
            Report::MinMax
        }
        Some("all") if !matches!(p.peek_at(1).tok, Tok::Sym("(")) => {
            p.bump();
            Report::All
        }
        Some("count") => {
            p.bump();
            Report::Count
        }
        Some("sum") => {
            p.bump();
            Report::Sum
        }
        Some("product") => {
            p.bump();
            Report::Product
        }
        Some("value") => {
            p.bump();
            Report::Value
        }
        _ => {
            return Err(p.error_at(
                &t,
                msg!(
                    "question-report",
                    presets = PRESETS.iter().map(|p| p.0).collect::<Vec<_>>().join(", "),
                    found = crate::game::expr::describe(&t.tok)
                ),
            ))
        }
    };
    let descending = p.eat_word("desc") || p.eat_word("descending");
    let _ = p.eat_word("asc") || p.eat_word("ascending");
    let unknowns = Scope {
        unknowns: true,
        ..Scope::default()
    };
    let (of, of_text) = if p.eat_word("of") {
        let start = p.peek().at;
        let e = p.number(&unknowns)?;
        let end = p.peek().at;
        (e, text[start..end].trim().to_string())
    } else {
        (Expr::Var(Var::S), "S".to_string())
    };
    if !p.eat_word("where") {
        return Err(p.expected(msg!("what-where")));
    }
    let filter = p.condition(&Scope {
        unknowns: true,
        question: true,
        ..Scope::default()
    })?;
    p.expect_end()?;
    Ok(Question {
        id: id.to_string(),
        query: text.to_string(),
        report,
        descending,
        of,
        of_text,
        filter,
    })
}
