//! Reading a task as it is printed: Russian statement text in, the game and
//! questions as the template TOML `solve` takes (each key beside the words
//! it came from), then the answers through the one pipeline
//! ([`crate::solved`]).
//!
//! Never a confident wrong answer: a sentence that is not read is named, a
//! wording with two readings gives both answers, and an example sentence
//! («Например, имея кучу из 15 камней, за один ход можно получить кучу из 17
//! или 30 камней») is checked against the rules read; any of these leaves
//! the task incomplete.
//!
//! ```
//! let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
//!     Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу \
//!     два камня или увеличить количество камней в куче в два раза. Игра завершается в тот момент, \
//!     когда количество камней в куче становится не менее 25. Победителем считается игрок, \
//!     сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 24. \
//!     Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает своим первым \
//!     ходом при любой игре Пети.";
//! let tasks = gametable::read::read_text(text);
//! let out = tasks[0].solve();
//! assert!(out.complete, "{:?}", tasks[0].unread);
//! assert_eq!(out.answers[0].answer, "11");
//! ```

mod answer_form;
pub mod clean;
mod conditional;
pub mod document;
mod draft;
mod end;
mod examples;
mod factor_list;
mod heap_target;
mod move_clause;
mod move_list;
pub mod moves;
mod numbering;
mod players;
pub mod questions;
mod require;
mod rounding;
pub mod rules;
pub mod sentences;
pub mod start;
pub mod vocabulary;

use crate::exam::wording::Lang;
use crate::game::rules::GameSpec;
use crate::game::State;
use crate::i18n::Msg;
use crate::msg;
use crate::solve::SolveOptions;
use crate::solved::Solved;
use crate::task::TaskSpec;
use examples::{check_example, Example};
use rules::Key;

pub use clean::{decode, normalize, DecodeError};

/// The most text `read` takes: a collection of hundreds of tasks is a few
/// hundred kilobytes.
pub const MAX_TEXT: u64 = 16 << 20;

/// How many values of an open range of S are tried.
const OPEN_SPAN: i64 = 1000;

/// A question read.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadQuestion {
    pub id: String,
    /// The question's words.
    pub words: String,
    /// Its query; two when the words read two ways.
    pub queries: Vec<String>,
    /// How many values the words expect («два значения»).
    pub expect: Option<usize>,
    /// The game keys the question sets for itself («Пусть в начальный
    /// момент в первой куче было 10 камней …»: `start`, maybe `s`); empty
    /// when it asks about the task's game.
    pub own: Vec<(&'static str, String)>,
}

impl ReadQuestion {
    /// The id of its `n`-th reading: `19`, then `19b`.
    pub fn id_of(&self, n: usize) -> String {
        if n == 0 {
            self.id.clone()
        } else {
            format!("{}b", self.id)
        }
    }

    /// The ids of its readings.
    pub fn ids(&self) -> Vec<String> {
        (0..self.queries.len()).map(|n| self.id_of(n)).collect()
    }
}

/// One task's reading.
#[derive(Debug, Clone, Default)]
pub struct Reading {
    /// Its number as the document numbers it («39», «Р00»), if it does.
    pub number: Option<String>,
    pub title: Option<String>,
    /// The template keys read, in the template's order.
    pub keys: Vec<Key>,
    pub questions: Vec<ReadQuestion>,
    /// Sentences (or parts) not read, and why a reading is incomplete:
    /// notes worded where they are shown.
    pub unread: Vec<Msg>,
    /// Every sentence of the task in order, with what it gave (the page
    /// shows each beside the keys it set).
    pub sentences: Vec<Sentence>,
    examples: Vec<Example>,
}

/// One sentence (or a question's words) as it was read.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Sentence {
    pub text: String,
    /// The template keys it set (`moves`, `end`, …), or agreed with.
    pub keys: Vec<&'static str>,
    /// A question's ids (two when its words read two ways: `19`, `19b`).
    pub questions: Vec<String>,
    /// Not read, or not wholly: a part of it is named in [`Reading::unread`].
    pub unread: bool,
}

/// An answer, as `read --json` gives it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ReadAnswer {
    pub id: String,
    pub question: String,
    pub query: String,
    pub answer: String,
}

/// A reading solved.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub answers: Vec<ReadAnswer>,
    /// What stops the reading from being complete: the unread parts, the
    /// examples that disagree, two readings, answers of an unexpected size;
    /// worded where they are shown ([`Outcome::problems_in`]).
    pub notes: Vec<Msg>,
    pub complete: bool,
}

/// Why a document gave no reading (exit status 2).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("{}", self.message(Lang::En))]
    Empty,
    #[error("{0}")]
    Decode(#[from] DecodeError),
    #[error("{}", self.message(Lang::En))]
    NoTask,
    #[error("{}", self.message(Lang::En))]
    TooLarge(u64),
}

impl ReadError {
    /// The error as a message, worded where it is shown.
    pub fn to_msg(&self) -> Msg {
        use crate::solve::human_bytes;
        match self {
            ReadError::Empty => crate::msg!("read-empty"),
            ReadError::Decode(e) => e.to_msg(),
            ReadError::NoTask => crate::msg!("read-no-task"),
            ReadError::TooLarge(n) => crate::msg!(
                "read-too-large",
                size = human_bytes(*n),
                max = human_bytes(MAX_TEXT)
            ),
        }
    }

    /// The error worded in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.to_msg().message(lang)
    }
}

impl Outcome {
    fn new(answers: Vec<ReadAnswer>, notes: Vec<Msg>, complete: bool) -> Outcome {
        Outcome {
            answers,
            notes,
            complete,
        }
    }

    /// Its notes worded in `lang`.
    pub fn problems_in(&self, lang: Lang) -> Vec<String> {
        self.notes.iter().map(|n| n.message(lang)).collect()
    }
}

/// One task as `read --json` writes it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct TaskReport {
    /// Its number as printed, else its place in the document (from 1).
    pub number: String,
    pub title: Option<String>,
    pub template: String,
    pub complete: bool,
    pub unread: Vec<String>,
    pub answers: Vec<ReadAnswer>,
}

/// Reads a file's bytes: decoded, split into tasks, each read.
///
/// # Errors
/// Too large, empty, not text, or no task in it.
pub fn read_bytes(bytes: &[u8]) -> Result<Vec<Reading>, ReadError> {
    if bytes.len() as u64 > MAX_TEXT {
        return Err(ReadError::TooLarge(bytes.len() as u64));
    }
    let text = decode(bytes)?;
    if text.trim().is_empty() {
        return Err(ReadError::Empty);
    }
    let tasks: Vec<Reading> = read_text(&text)
        .into_iter()
        .filter(|r| !r.keys.is_empty() || !r.questions.is_empty())
        .collect();
    if tasks.is_empty() {
        return Err(ReadError::NoTask);
    }
    Ok(tasks)
}

/// Each task read and solved, as `read --json` reports them, the notes
/// worded in `lang`.
pub fn reports(tasks: &[Reading], lang: Lang) -> Vec<TaskReport> {
    reports_with(tasks, &SolveOptions::default(), lang)
}

/// [`reports`], each task solved within `opts` (the web page's memory).
pub fn reports_with(tasks: &[Reading], opts: &SolveOptions, lang: Lang) -> Vec<TaskReport> {
    tasks
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let out = r.solve_with(opts);
            TaskReport {
                number: r.number.clone().unwrap_or_else(|| (i + 1).to_string()),
                title: r.title.clone(),
                template: r.template(),
                complete: out.complete,
                unread: out.problems_in(lang),
                answers: out.answers,
            }
        })
        .collect()
}

/// Reads every task of a text (already decoded; it is normalized here).
pub fn read_text(text: &str) -> Vec<Reading> {
    let text = normalize(text);
    document::split(&text)
        .into_iter()
        .map(draft::read_draft)
        .collect()
}

/// Bytes of text the reader has looked at (split into words, searched):
/// counted in tests only, so that a test can hold the reader's work to a
/// multiple of its input's size (a repeated sentence once made it quadratic).
#[cfg(test)]
pub(crate) mod work {
    use std::cell::Cell;

    thread_local! {
        static BYTES: Cell<usize> = const { Cell::new(0) };
    }

    pub fn add(bytes: usize) {
        BYTES.with(|b| b.set(b.get() + bytes));
    }

    /// The bytes looked at since the last call.
    pub fn take() -> usize {
        BYTES.with(|b| b.replace(0))
    }
}

/// Counts `bytes` looked at (see `work`); nothing outside tests.
#[inline]
pub(crate) fn looked_at(_bytes: usize) {
    #[cfg(test)]
    work::add(_bytes);
}

pub(super) fn short(s: &str) -> String {
    let s = s.trim();
    if s.chars().count() <= 90 {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(88).collect::<String>())
    }
}

impl Reading {
    /// The reading as the template TOML `solve` takes, each key beside the
    /// words it came from (the second reading of a question under its own
    /// id, `19b`).
    pub fn template(&self) -> String {
        let q = |s: &str| toml::Value::String(s.to_string()).to_string();
        let mut out = String::new();
        out.push_str(&format!("name = {}\n", q(&self.name())));
        // In the order of a template's keys (the questions follow).
        for key in crate::task::TEMPLATE_KEYS {
            if let Some(k) = self.keys.iter().find(|k| k.name == key) {
                let value = if key == "handed_win_counts" {
                    k.value.clone()
                } else {
                    q(&k.value)
                };
                out.push_str(&format!(
                    "{key} = {value}  # «{}»\n",
                    k.words.replace('\n', " ")
                ));
            }
        }
        if !self.questions.is_empty() {
            out.push_str("\n[questions]\n");
            for rq in &self.questions {
                for (i, query) in rq.queries.iter().enumerate() {
                    let id = rq.id_of(i);
                    let mut note = if rq.queries.len() > 1 {
                        format!(" (reading {} of {})", i + 1, rq.queries.len())
                    } else {
                        String::new()
                    };
                    // A question with a start of its own asks another game:
                    // shown, commented out (one template states one game).
                    let own: Vec<String> = rq
                        .own
                        .iter()
                        .map(|(k, v)| format!("{k} = {}", q(v)))
                        .collect();
                    let hash = if own.is_empty() { "" } else { "# " };
                    if !own.is_empty() {
                        note.push_str(&format!(" (its own game: {})", own.join(", ")));
                    }
                    out.push_str(&format!(
                        "{hash}{} = {}  # «{}»{note}\n",
                        q(&id),
                        q(query),
                        short(&rq.words)
                    ));
                }
            }
        }
        out
    }

    /// The reading as the pipeline's task keys: what [`Reading::template`]
    /// writes as TOML, without writing and parsing it again.
    pub fn spec(&self) -> TaskSpec {
        let key = |name: &str| {
            self.keys
                .iter()
                .find(|k| k.name == name)
                .map(|k| k.value.clone())
        };
        let questions = self
            .questions
            .iter()
            .filter(|rq| rq.own.is_empty())
            .flat_map(|rq| {
                rq.queries
                    .iter()
                    .enumerate()
                    .map(|(i, q)| (rq.id_of(i), q.clone()))
            })
            .collect::<Vec<_>>();
        TaskSpec {
            name: Some(self.name()),
            name_en: Some(self.name_in(Lang::En)),
            description: None,
            game: GameSpec {
                start: key("start"),
                s: key("s"),
                k: key("k"),
                moves: key("moves"),
                end: key("end"),
                winner: key("winner"),
                no_moves: key("no_moves"),
                no_repeat: key("no_repeat"),
                require: key("require"),
                handed_win_counts: key("handed_win_counts").map(|v| v == "true"),
                ..GameSpec::default()
            },
            questions: (!questions.is_empty()).then_some(questions),
        }
    }

    /// The task's game with a question's own keys put in, asking that
    /// question only.
    fn spec_of(&self, rq: &ReadQuestion) -> TaskSpec {
        let mut spec = self.spec();
        for (k, v) in &rq.own {
            match *k {
                "start" => spec.game.start = Some(v.clone()),
                "s" => spec.game.s = Some(v.clone()),
                _ => {}
            }
        }
        spec.questions = Some(
            rq.queries
                .iter()
                .enumerate()
                .map(|(i, q)| (rq.id_of(i), q.clone()))
                .collect(),
        );
        spec
    }

    /// The task's name: «Задача 39 (title)».
    fn name(&self) -> String {
        self.name_in(Lang::Ru)
    }

    /// The task's name in `lang`: «Задача 39 (title)», «Task 39 (title)».
    fn name_in(&self, lang: Lang) -> String {
        let task = |n: &str| crate::tr!(lang, "st-title-task", n = n);
        match (&self.number, &self.title) {
            (Some(n), Some(t)) => format!("{} ({t})", task(n)),
            (Some(n), None) => task(n),
            (None, Some(t)) => t.clone(),
            (None, None) => crate::i18n::fixed(lang, "st-col-task").to_string(),
        }
    }

    /// Solves the reading through the one pipeline, checks its examples
    /// and says whether it is complete.
    pub fn solve(&self) -> Outcome {
        self.solve_with(&SolveOptions::default())
    }

    /// [`Reading::solve`] within `opts`.
    pub fn solve_with(&self, opts: &SolveOptions) -> Outcome {
        self.solve_full_with(opts).0
    }

    /// [`Reading::solve`], and the solved task when the reading makes a game
    /// and asks something (for a writer that needs more than the answers:
    /// the book).
    pub fn solve_full(&self) -> (Outcome, Option<Solved>) {
        self.solve_full_with(&SolveOptions::default())
    }

    /// [`Reading::solve_full`] within `opts`.
    pub fn solve_full_with(&self, opts: &SolveOptions) -> (Outcome, Option<Solved>) {
        let mut problems: Vec<Msg> = self.unread.clone();
        let mut answers = Vec::new();
        let mut spec = self.spec();
        if spec.questions.is_none() && !self.questions.is_empty() {
            // Every question has a start of its own: the task's game asks
            // nothing (not the preset questions).
            spec.questions = Some(Vec::new());
        }
        let built = spec.build(&|k| match self.keys.iter().find(|x| x.name == k) {
            Some(x) => format!("{k} («{}»)", x.words),
            None => k.to_string(),
        });
        let task = match built {
            Ok(t) => t,
            Err(e) => {
                problems.push(msg!("read-note-no-game", error = e));
                return (Outcome::new(answers, problems, false), None);
            }
        };
        for e in self.examples.iter().filter(|e| e.strategy.is_none()) {
            if let Some(p) = check_example(&task.game, e) {
                problems.push(p);
            }
        }
        let strategies: Vec<&Example> = self
            .examples
            .iter()
            .filter(|e| e.strategy.is_some())
            .collect();
        let also: Vec<State> = strategies
            .iter()
            .flat_map(|e| {
                e.strategy
                    .iter()
                    .flat_map(|(p, _)| p.iter().map(|p| State::of(p)))
            })
            .filter(|st| st.heaps.iter().all(|h| *h >= 0))
            .collect();
        if self.questions.is_empty() {
            return (Outcome::new(answers, problems, false), None);
        }
        let heaps = task.game.heaps;
        let also: Vec<State> = if strategies.iter().all(|e| {
            e.strategy
                .as_ref()
                .is_some_and(|(p, _)| p.iter().all(|p| p.len() == heaps))
        }) {
            also
        } else {
            problems.push(msg!("read-note-strategy-heaps"));
            Vec::new()
        };
        let solved = match crate::solved::solve_task_with(task, opts, OPEN_SPAN, &also) {
            Ok(solved) => {
                for e in &strategies {
                    problems.extend(examples::check_strategy(&solved, e));
                }
                let mut i = 0;
                for rq in &self.questions {
                    // A question with a start of its own: its game solved
                    // apart.
                    let apart = (!rq.own.is_empty()).then(|| {
                        self.spec_of(rq)
                            .build(&|k| k.to_string())
                            .and_then(|t| crate::solved::solve_task_with(t, opts, OPEN_SPAN, &[]))
                    });
                    let own_answers = match &apart {
                        Some(Ok(s)) => Some(&s.answers),
                        Some(Err(e)) => {
                            problems.push(msg!("read-note-cannot-solve", error = e.clone()));
                            continue;
                        }
                        None => None,
                    };
                    for (n, query) in rq.queries.iter().enumerate() {
                        let a = match own_answers {
                            Some(list) => list.get(n),
                            None => {
                                i += 1;
                                solved.answers.get(i - 1)
                            }
                        };
                        let Some(a) = a else {
                            break;
                        };
                        let id = rq.id_of(n);
                        if let (Some(want), 0) = (rq.expect, n) {
                            if a.values.len() != want {
                                problems.push(msg!(
                                    "read-note-values",
                                    id = rq.id.clone(),
                                    want = want,
                                    got = a.values.len()
                                ));
                            }
                        }
                        for w in &a.warnings {
                            problems.push(msg!(
                                "read-note-warning",
                                id = id.clone(),
                                warning = w.clone()
                            ));
                        }
                        answers.push(ReadAnswer {
                            id,
                            question: rq.words.clone(),
                            query: query.clone(),
                            answer: a.shown().to_string(),
                        });
                    }
                    if rq.queries.len() > 1 {
                        problems.push(msg!("read-note-two-readings", id = rq.id.clone()));
                    }
                }
                Some(solved)
            }
            Err(e) => {
                problems.push(msg!("read-note-cannot-solve", error = e));
                None
            }
        };
        let complete = problems.is_empty();
        (Outcome::new(answers, problems, complete), solved)
    }
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_examples;
#[cfg(test)]
mod tests_moves;
#[cfg(test)]
mod tests_notebooks;
#[cfg(test)]
mod tests_pages;
#[cfg(test)]
mod tests_repos;
#[cfg(test)]
mod tests_rule_wordings;
#[cfg(test)]
mod tests_said_otherwise;
#[cfg(test)]
mod tests_whole_texts;
