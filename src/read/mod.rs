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
//! The words it knows are data, `vocabulary.toml` (loaded by
//! [`vocabulary`]): a word is added to the group of its meaning there, never
//! in the grammar, and a unit test checks that every group the code names
//! exists (README, «Adding a word to the reader»).
//!
//! ```
//! let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
//!     Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу \
//!     два камня или увеличить количество камней в куче в два раза. Игра завершается в тот момент, \
//!     когда количество камней в куче становится не менее 25. Победителем считается игрок, \
//!     сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 24. \
//!     Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает своим первым \
//!     ходом при любой игре Пети.";
//! let tasks = gametable::read::read_bytes(text.as_bytes()).expect("a task");
//! let out = tasks[0].solve();
//! assert!(out.complete, "{:?}", tasks[0].unread);
//! assert_eq!(out.answers[0].answer, "11");
//! ```

mod also_condition;
mod answer_form;
mod carried;
pub mod clean;
mod conditional;
mod counted;
mod dash_range;
pub mod document;
mod draft;
mod end;
mod end_retold;
mod equal_heaps;
mod examples;
mod factor_list;
mod floor;
mod heap_target;
mod inherited;
mod instruction;
mod letter_names;
mod limited_move;
mod move_clause;
mod move_limit;
mod move_list;
pub mod moves;
mod numbering;
mod pair_domain;
mod parity_cases;
mod players;
mod position_moves;
pub mod questions;
mod reading;
mod require;
mod rounding;
pub mod rules;
mod scaled;
pub mod sentences;
mod settle;
pub mod start;
mod stuck;
mod tokens;
mod total_asked;
mod two_unknowns;
mod typos;
mod values_of_s;
pub mod vocabulary;
mod weighted;
mod word_names;

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

/// The most tasks one document is read for: a collection of hundreds is a
/// few hundred kilobytes; each task costs a millisecond or more to read and
/// to solve, so a text of many thousands (a sentence pasted over and over)
/// is refused in one line before any is read, not read for minutes.
pub const MAX_TASKS: usize = 2_000;

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
    /// The other reading of two-way words, set aside because it does not
    /// give what the words ask for (see `settle.rs`).
    pub settled_over: Option<String>,
    /// The reading set aside gave the same answer as the one kept: the
    /// words read two ways, but the answer is one (see `settle.rs`).
    pub settled_alike: bool,
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
    /// The earlier task whose game this task takes, changed.
    pub from_task: Option<inherited::FromTask>,
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
    /// More tasks than [`MAX_TASKS`]: how many were found.
    #[error("{}", self.message(Lang::En))]
    TooManyTasks(usize),
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
            ReadError::TooManyTasks(n) => {
                crate::msg!("read-too-many-tasks", count = *n, max = MAX_TASKS)
            }
        }
    }

    /// The error worded in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.to_msg().message(lang)
    }
}

impl Outcome {
    /// A note said twice (a sentence two readers each named) is shown once.
    fn new(answers: Vec<ReadAnswer>, mut notes: Vec<Msg>, complete: bool) -> Outcome {
        let mut seen: Vec<Msg> = Vec::with_capacity(notes.len());
        notes.retain(|n| {
            let new = !seen.contains(n);
            if new {
                seen.push(n.clone());
            }
            new
        });
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
    let drafts = document::split(&normalize(&text));
    if drafts.len() > MAX_TASKS {
        return Err(ReadError::TooManyTasks(drafts.len()));
    }
    let readings = inherited::read_drafts(drafts);
    let mut tasks: Vec<Reading> = kept_tasks(readings)
        .into_iter()
        .map(Reading::settled)
        .collect();
    carried::name_carried_questions(&mut tasks);
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
    let numbers = shown_numbers(tasks);
    tasks
        .iter()
        .zip(numbers)
        .map(|(r, number)| {
            let out = r.solve_with(opts);
            TaskReport {
                number,
                title: r.title.clone(),
                template: r.template_in(lang),
                complete: out.complete,
                unread: out.problems_in(lang),
                answers: out.answers,
            }
        })
        .collect()
}

/// The number each task is shown under: its own, else the one after the
/// task before's (a collection's task whose number was not found is most
/// likely the next one), else its place in the text — never a number
/// another task of the text has of its own, so that no task is shown under
/// another's number: then its place after the task before («12.1»).
pub fn shown_numbers(tasks: &[Reading]) -> Vec<String> {
    let mut taken: std::collections::HashSet<String> =
        tasks.iter().filter_map(|r| r.number.clone()).collect();
    let mut out: Vec<String> = Vec::with_capacity(tasks.len());
    for (i, r) in tasks.iter().enumerate() {
        if let Some(n) = &r.number {
            out.push(n.clone());
            continue;
        }
        let before = out.last().cloned().unwrap_or_else(|| "0".to_string());
        let next = before.parse::<u64>().ok().map(|b| (b + 1).to_string());
        let shown = next
            .into_iter()
            .chain(std::iter::once((i + 1).to_string()))
            .chain((1..).map(|k| format!("{before}.{k}")))
            .find(|n| !taken.contains(n))
            .unwrap_or_default();
        taken.insert(shown.clone());
        out.push(shown);
    }
    out
}

/// A text read as `read` reads it ([`read_bytes`]: the stray pieces set
/// apart, each task settled), or no task when it is refused: the reader's
/// tests read what a user is shown.
#[cfg(test)]
pub(crate) fn read_text(text: &str) -> Vec<Reading> {
    read_bytes(text.as_bytes()).unwrap_or_default()
}

/// Every piece of a text read, before the stray pieces are set apart and
/// each task settled (and before any limit on the tasks' count): the work
/// the reader does on a text, which a test holds linear in its length.
#[cfg(test)]
pub(crate) fn read_pieces(text: &str) -> Vec<Reading> {
    inherited::read_drafts(document::split(&normalize(text)))
}

/// The most sentences of a piece split off from the task after it that are
/// taken for stray words of that task, not a task of their own.
const MOST_STRAY_SENTENCES: usize = 2;

/// The readings that hold a task (a key or a question read). A stray
/// sentence or two split off before a game's opening sentence («Пропускать
/// ход можно.», «Петя не может …»), with no question and no start, is no
/// task, nor is a piece that read nothing: a sentence of it that says a
/// rule (any of a stray two, those not read of a longer piece) is named in
/// the task after it (else the one before), never lost; the piece is kept
/// only if it read a key.
fn kept_tasks(readings: Vec<Reading>) -> Vec<Reading> {
    let numbers: Vec<Option<String>> = readings.iter().map(|r| r.number.clone()).collect();
    let mut tasks: Vec<Reading> = Vec::with_capacity(readings.len());
    let mut stray: Vec<Msg> = Vec::new();
    for (i, mut r) in readings.into_iter().enumerate() {
        // A piece numbered apart from the one after it («97. …» before
        // «98. …») is a task of the collection, however short.
        let next = numbers.get(i + 1).and_then(Option::as_ref);
        let numbered_apart = r.number.is_some() && next.is_some() && r.number.as_ref() != next;
        // A piece that read nothing at all is dropped, whatever its length
        // and its number («Задача 13.» + «Игроки могут пропустить ход.» over
        // «2. Разбор задачи.» and the game): its unread sentences that say a
        // rule are named all the same, with the task after it.
        // A text of the collection numbered apart that opens a game of
        // its own («2.» + «Два игрока, Петя и Ваня, играют …», cut off
        // before its rules) is that task, however little it read: its
        // words are not the next task's rules, and naming them there
        // would flag a task that reads whole alone.
        let own_game = numbered_apart
            && r.sentences
                .first()
                .is_some_and(|s| document::sentence_kinds::starts_game(&s.text));
        let dropped = r.keys.is_empty() && r.questions.is_empty() && !own_game;
        let stray_piece = r.questions.is_empty()
            && !r.keys.iter().any(|k| k.name == "start")
            && (r.sentences.len() <= MOST_STRAY_SENTENCES && !numbered_apart || dropped);
        if stray_piece && !(dropped && exam_task_apart(&r)) {
            let few = r.sentences.len() <= MOST_STRAY_SENTENCES;
            for s in r.sentences.iter().filter(|s| few || s.unread) {
                let ws = tokens::words(&s.text);
                // A rule, or a question's condition that lost its asking
                // words («Лёни есть выигрышная стратегия, …»): named, never
                // lost with the piece.
                // Under a heading («Задача 13.» + «Победителем считается
                // игрок, …» + «2. Разбор задачи.»), a heap, a player or a
                // win named may be one; above any (a document's title, «…
                // Одна куча камней»), only a rule's word is; nor is a
                // heading with no stop under a number («67. Теория игр Одна
                // куча», a site's section title).
                let rule = if r.number.is_some() {
                    draft::line_may_be_a_rule(&s.text)
                } else {
                    draft::may_say_a_rule(&ws)
                };
                let win = vocabulary::vocabulary().group("questions.win").any(&ws)
                    && !(r.number.is_none() && strategies_heading(&s.text, &ws));
                if rule || win {
                    stray.push(msg!("read-note-sentence", words = short(&s.text)));
                }
            }
        } else if !dropped {
            // (A piece dropped keeps them going to the next task.)
            r.unread.append(&mut stray);
            // A piece numbered apart of a few sentences, each read, that
            // state a rule but no game — no start, no moves, no question
            // («Задача 2.» + «Задача 13.» + a misère rule + «3) Текст
            // задачи»: the game is the next piece) — is kept, and its rules
            // are named with the task after it too: they may be that
            // task's. A text of its own that does not read (a shorthand, a
            // game of pairs of numbers) is a task of the collection alone.
            let no_game = !r
                .keys
                .iter()
                .any(|k| k.name == "start" || k.name == "moves");
            let few_read =
                r.sentences.len() <= MOST_STRAY_SENTENCES && r.sentences.iter().all(|s| !s.unread);
            if numbered_apart && no_game && few_read && r.questions.is_empty() {
                for s in r.sentences.iter().filter(|s| !s.keys.is_empty()) {
                    stray.push(msg!("read-note-sentence", words = short(&s.text)));
                }
            }
        }
        if !dropped {
            tasks.push(r);
        }
    }
    if let Some(last) = tasks.last_mut() {
        last.unread.append(&mut stray);
    }
    tasks
}

/// Whether a heading above everything names winning strategies as a theme
/// («Самостоятельная работа «Выигрышные стратегии»»): no stop at its end,
/// and its only words of a win are «выигрышн…» and «стратеги…» (a rule
/// says who wins: «выигрывает», «победителем», never the adjective alone).
fn strategies_heading(text: &str, ws: &[String]) -> bool {
    let theme = |w: &String| w.starts_with("выигрышн") || w.starts_with("стратеги");
    let win = vocabulary::vocabulary().group("questions.win");
    !text.trim_end().ends_with(['.', '!', ';', ':', '…'])
        && ws.iter().any(|w| w.starts_with("стратеги"))
        && !win.any(&ws.iter().filter(|w| !theme(w)).cloned().collect::<Vec<_>>())
}

/// Whether a piece that read nothing is another task of an exam variant
/// pasted whole («18. Квадрат разлинован …», «5. На вход алгоритма …»): its
/// number is the exam's, not one of the game's 19–21, and no sentence of it
/// names a game (a heap, a stone, a move, a win) — or it names an executor
/// («Робот», «Редактор») and no player nor win: «За один ход Робот …» and
/// «лежит монета» are task 18's words, not a game's. Its sentences are no
/// rules of the game beside it, and are not named there. (The splitter's
/// `another_exam_task` skips such a task while splitting, after the game's
/// question 21; this looks at what reached a reading.)
fn exam_task_apart(r: &Reading) -> bool {
    let exam_number = r
        .number
        .as_deref()
        .and_then(|n| n.trim().parse::<u32>().ok())
        .is_some_and(|n| (1..=27).contains(&n) && !(19..=21).contains(&n));
    if !exam_number {
        return false;
    }
    let v = vocabulary::vocabulary();
    let sentences: Vec<Vec<String>> = r.sentences.iter().map(|s| tokens::words(&s.text)).collect();
    let said = |g: &str| {
        let g = v.group(g);
        sentences.iter().any(|ws| g.any(ws))
    };
    let executors_task = said("document.executors") && !said("document.play_words");
    executors_task || !said("document.game_words")
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

/// `text` with each `(from, to)` replaced, in order; each `from` must be
/// there, so a test whose edit no longer applies fails instead of passing on
/// the text unchanged.
#[cfg(test)]
fn replaced_in(text: &str, pairs: &[(&str, &str)]) -> String {
    pairs.iter().fold(text.to_string(), |t, (from, to)| {
        assert!(t.contains(from), "{from}");
        t.replace(from, to)
    })
}

/// A letter of the Russian alphabet, either case.
pub(super) fn russian_letter(c: char) -> bool {
    matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё')
}

pub(super) fn short(s: &str) -> String {
    let s = s.trim();
    if s.chars().count() <= 90 {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(88).collect::<String>())
    }
}

#[cfg(test)]
mod tests;
