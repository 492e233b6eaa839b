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

pub mod clean;
mod conditional;
pub mod document;
mod examples;
pub mod questions;
pub mod rules;
pub mod vocabulary;

use crate::exam::wording::Lang;
use crate::game::rules::GameSpec;
use crate::game::State;
use crate::i18n::Msg;
use crate::msg;
use crate::solve::SolveOptions;
use crate::solved::Solved;
use crate::task::TaskSpec;
use examples::{check_example, example, is_example, repeat_example, tuples, Example};
use questions::Players;
use rules::Key;
use vocabulary::{vocabulary, words};

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
    document::split(&text).into_iter().map(read_draft).collect()
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

fn read_draft(d: document::Draft) -> Reading {
    let v = vocabulary();
    let mut r = Reading {
        number: d.number.clone(),
        title: d.title.clone(),
        ..Reading::default()
    };
    let mut players = Players::default();
    let mut heaps: Option<usize> = None;
    let set = |r: &mut Reading, name: &'static str, value: String, words: &str| {
        // The sentence the words are (or begin) gave the key.
        if let Some(s) = r
            .sentences
            .iter_mut()
            .rev()
            .find(|s| s.text == words || short(&s.text) == words)
        {
            if !s.keys.contains(&name) {
                s.keys.push(name);
            }
        }
        match r.keys.iter_mut().find(|k| k.name == name) {
            Some(k) if k.value != value => r.unread.push(msg!(
                "read-note-key-conflict",
                key = name,
                words = short(words),
                value = value,
                before = short(&k.words),
                was = k.value.clone()
            )),
            Some(_) => {}
            None => r.keys.push(Key {
                name,
                value,
                words: short(words),
            }),
        }
    };
    let mut no_repeat_said = false;
    let mut last_tuple: Option<Vec<i64>> = None;
    let mut extra_moves: Vec<String> = Vec::new();
    for s in &joined_lists(&d.rules) {
        r.sentences.push(Sentence {
            text: s.clone(),
            ..Sentence::default()
        });
        let unread_before = r.unread.len();
        let ws = words(s);
        let mut used = false;
        // Players: «Два игрока, Петя и Ваня, играют …», «первый ход делает Петя».
        if let Some(names) = player_names(s) {
            players.first = Players::stems(&names.0);
            players.second = Players::stems(&names.1);
            used = true;
            // Lines before the game's first sentence, nothing read from
            // them: its title (a site's headings), not unread rules.
            let before = r.sentences.len() - 1;
            if before > 0 && r.keys.is_empty() && r.examples.is_empty() {
                let heading: Vec<String> = r.sentences[..before]
                    .iter()
                    .map(|x| x.text.trim().to_string())
                    .collect();
                r.title.get_or_insert_with(|| short(&heading.join(" ")));
                r.unread.clear();
                for x in &mut r.sentences[..before] {
                    x.unread = false;
                }
            }
        }
        if let Some(first) = first_mover(s) {
            let stems = Players::stems(&first);
            if !players.second.is_empty() && stems.first() == players.second.first() {
                std::mem::swap(&mut players.first, &mut players.second);
            } else if players.first.is_empty() {
                players.first = stems;
            }
            used = true;
        }
        if let Some(h) = rules::heaps(&ws) {
            heaps = Some(h);
            used = true;
        }
        let tuples = tuples(s);
        let lower = s.to_lowercase();
        if ws.iter().any(|w| w.starts_with("стратеги"))
            && !tuples.is_empty()
            && !lower.contains("будем говорить")
        {
            // «при начальной позиции (6, 34), (7, 33) выигрышная стратегия есть у Пети»
            let who = ws.iter().rev().find_map(|w| {
                if players.first.iter().any(|p| w.starts_with(p.as_str())) {
                    Some(1)
                } else if players.second.iter().any(|p| w.starts_with(p.as_str())) {
                    Some(2)
                } else {
                    None
                }
            });
            match who {
                Some(who) => r.examples.push(Example {
                    sentence: s.clone(),
                    from: Vec::new(),
                    to: Vec::new(),
                    strategy: Some((tuples.clone(), who)),
                    last_move: None,
                    absent: Vec::new(),
                }),
                None => r
                    .unread
                    .push(msg!("read-note-whose-strategy", words = short(s))),
            }
            used = true;
        } else if lower.starts_with("чтобы выиграть")
            && r.examples.last().is_some_and(|e| e.strategy.is_some())
        {
            // The hint that goes with a strategy example.
            used = true;
        } else if tuples.len() == 1 && !is_example(&ws) {
            last_tuple = Some(tuples[0].clone());
        } else if ws.first().is_some_and(|w| w == "например" || w == "тогда") || is_example(&ws)
        {
            // «…, а если в куче 11 камней, то …»: two examples in one sentence.
            let parts = examples::parts(s);
            let read: Vec<Example> = parts
                .iter()
                .filter_map(|p| example(p, &examples::tuples(p), last_tuple.as_ref()))
                .collect();
            if read.len() == parts.len() {
                r.examples.extend(read);
                used = true;
            }
        } else if no_repeat_said && ws.first().is_some_and(|w| w == "если") {
            if let Some(e) = repeat_example(s) {
                r.examples.push(e);
                used = true;
            }
        }
        if !used && rules::is_moves(&ws) {
            let f = rules::moves(s, heaps);
            for (k, val) in f.keys {
                // A sentence of its own that only allows a pass: one more
                // move of the list read elsewhere.
                if k == "moves" && val.split_whitespace().next() == Some("pass") {
                    extra_moves.push(val);
                    if let Some(last) = r.sentences.last_mut() {
                        last.keys.push("moves");
                    }
                    continue;
                }
                set(&mut r, k, val, s);
            }
            for u in f.unread {
                r.unread.push(msg!("read-note-in-moves", words = short(&u)));
            }
            used = true;
        }
        if !used {
            if let Some(e) = rules::end(&ws, heaps.unwrap_or(1)) {
                set(&mut r, "end", e, s);
                used = true;
            }
            if let Some(f) = rules::winner(&ws) {
                if !f.unread.is_empty() {
                    r.unread.push(msg!("read-note-sentence", words = short(s)));
                }
                for (k, val) in f.keys {
                    if k == "winner_else" {
                        continue;
                    }
                    // An overshoot condition replaces the plain «mover».
                    if k == "winner" && val != "mover" {
                        r.keys.retain(|x| x.name != "winner" || x.value != "mover");
                    }
                    if k == "winner" && val == "mover" && r.keys.iter().any(|x| x.name == "winner")
                    {
                        continue;
                    }
                    set(&mut r, k, val, s);
                }
                used = true;
            }
        }
        if let Some(nr) = rules::no_repeat(&ws) {
            set(&mut r, "no_repeat", nr, s);
            no_repeat_said = true;
            used = true;
        }
        if let Some(f) = rules::start(s, &ws) {
            for (k, val) in f.keys {
                set(&mut r, k, val, s);
            }
            used = true;
        }
        if !used
            && no_repeat_said
            && ws.first().is_some_and(|w| w == "получить")
            && ws.iter().any(|w| w == "не")
        {
            // «Получить 5 камней Ваня не может, так как …»: the example
            // before it, from the same position.
            let n = ws.iter().find_map(|w| w.parse::<i64>().ok());
            match (n, r.examples.last_mut().filter(|e| e.last_move.is_some())) {
                (Some(n), Some(e)) => {
                    e.absent.push(vec![n]);
                    e.sentence = format!("{} {}", e.sentence, s);
                }
                _ => r.unread.push(msg!("read-note-sentence", words = short(s))),
            }
            used = true;
        }
        if !used {
            // A rounding rule of its own, after the moves it rounds.
            let moves = r.keys.iter_mut().find(|k| k.name == "moves");
            if let (Some(up), Some(k)) = (rules::rounding(&ws), moves) {
                if let Some(m) = rules::rounded(&k.value, up) {
                    k.value = m;
                    if let Some(last) = r.sentences.last_mut() {
                        last.keys.push("moves");
                    }
                    used = true;
                }
            }
        }
        if !used && v.group("filler.phrases").any(&ws) {
            used = true;
        }
        if !used && !ws.is_empty() || used && v.group("unsupported.phrases").any(&ws) {
            r.unread.push(msg!("read-note-sentence", words = short(s)));
        }
        if let Some(last) = r.sentences.last_mut() {
            last.unread = r.unread.len() > unread_before;
        }
    }
    if let Some(k) = r.keys.iter_mut().find(|k| k.name == "moves") {
        for m in extra_moves.drain(..) {
            k.value = format!("{} {m}", k.value);
        }
    }
    let moves_bound = r
        .keys
        .iter()
        .find(|k| k.name == "moves" && k.value.contains(rules::END_BOUND))
        .map(|k| k.words.clone());
    if let Some(words) = moves_bound {
        // «в целое число раз»: the factor runs up to past the largest
        // number of the end and winner rules.
        let bound = r
            .keys
            .iter()
            .filter(|k| k.name == "end" || k.name == "winner")
            .flat_map(|k| numbers_in(&k.value))
            .max();
        match bound {
            Some(n) => {
                if let Some(k) = r.keys.iter_mut().find(|k| k.name == "moves") {
                    k.value = k.value.replace(rules::END_BOUND, &(n + 1).to_string());
                }
            }
            None => r.unread.push(msg!("read-note-any-factor", words = words)),
        }
    }
    // The players' sentence taken for the title (it came before the line
    // the document saw the game open at).
    if let Some(names) = players
        .second
        .is_empty()
        .then(|| r.title.as_deref().and_then(player_names))
        .flatten()
    {
        let first = Players::stems(&names.0);
        if players.first.is_empty() || players.first == first {
            players.first = first;
            players.second = Players::stems(&names.1);
        } else if players.first == Players::stems(&names.1) {
            players.second = first;
        }
    }
    if players.first.is_empty() {
        players.first = Players::stems("Петя");
    }
    if players.second.is_empty() {
        players.second = Players::stems("Ваня");
    }
    // A text that stops mid-sentence (a copy cut short) is never complete:
    // its last words may have changed what was read.
    let last = d
        .questions
        .last()
        .map(|q| q.1.as_str())
        .or(d.rules.last().map(String::as_str));
    if let Some(last) = last.filter(|l| cut_short(l, &players)) {
        r.unread.push(msg!("read-note-cut", words = short(last)));
    }
    // The start of a one-heap game given only by «S камней».
    if !r.keys.iter().any(|k| k.name == "start") && heaps == Some(1) {
        if let Some(k) = r.keys.iter().find(|k| k.name == "s") {
            let w = k.words.clone();
            set(&mut r, "start", "S".into(), &w);
        }
    }
    if let Some(h) = heaps {
        if let Some(k) = r.keys.iter().find(|k| k.name == "start") {
            let n = k.value.split(',').count();
            if n != h {
                r.unread.push(msg!(
                    "read-note-heaps",
                    count = n,
                    words = k.words.clone(),
                    heaps = h
                ));
            }
        }
    }
    for need in ["start", "s", "moves", "end"] {
        if !r.keys.iter().any(|k| k.name == need) {
            r.unread.push(msg!("read-note-missing", key = need));
        }
    }
    if !r.keys.iter().any(|k| k.name == "winner") {
        r.unread.push(msg!("read-note-no-winner"));
    }
    if let Some(name) = &d.missing_questions {
        r.unread
            .push(msg!("read-note-questions-elsewhere", name = name.clone()));
    }
    if d.questions.is_empty() && d.missing_questions.is_none() {
        r.unread.push(msg!("read-note-no-questions"));
    }
    for (id, text) in &d.questions {
        r.sentences.push(Sentence {
            text: text.trim().to_string(),
            ..Sentence::default()
        });
        // A question that sets a start of its own («Для игры с начальной
        // позицией (10, S) …»), or a choice not read: named, not answered
        // for the task's start.
        let qws = words(text);
        let unsupported = v.group("unsupported.phrases").any(&qws)
            && questions::chooses(text, &players).is_none();
        let own = own_start(text, &qws, &r.keys);
        if unsupported || own.as_ref().is_some_and(Result::is_err) {
            r.unread.push(msg!(
                "read-note-question",
                id = id.clone(),
                why = msg!("read-why-own-start"),
                words = short(text)
            ));
            if let Some(s) = r.sentences.last_mut() {
                s.unread = true;
            }
            continue;
        }
        let k = questions::k_condition(text);
        match (
            questions::condition(text, &players),
            questions::report(text),
        ) {
            (Ok(conds), Ok((report, expect))) => {
                let queries = conds
                    .iter()
                    .map(|c| match &k {
                        Some(k) => format!("{report} where {k} and {c}"),
                        None => format!("{report} where {c}"),
                    })
                    .collect();
                let q = ReadQuestion {
                    id: id.clone(),
                    words: text.trim().to_string(),
                    queries,
                    expect,
                    own: own.and_then(Result::ok).unwrap_or_default(),
                };
                if let Some(s) = r.sentences.last_mut() {
                    s.questions = q.ids();
                }
                r.questions.push(q);
            }
            (Err(e), _) | (_, Err(e)) => {
                r.unread.push(msg!(
                    "read-note-question",
                    id = id.clone(),
                    why = e,
                    words = short(text)
                ));
                if let Some(s) = r.sentences.last_mut() {
                    s.unread = true;
                }
            }
        }
    }
    r
}

/// Whether the last sentence of a text stops mid-sentence: it ends with a
/// letter or a comma, dash or colon, and not with words a question ends
/// with («… это возможно», «… при любой игре Пети»).
fn cut_short(last: &str, players: &Players) -> bool {
    let v = vocabulary();
    let end = last.trim_end().chars().last();
    if !end.is_some_and(|c| c.is_alphabetic() || matches!(c, ',' | '-' | '–' | '—' | ':')) {
        return false;
    }
    let ws = words(last);
    if v.group("ends.question").ends(&ws) {
        return false;
    }
    // «… как будет ходить Винни-Пух»: the last word of the text a name
    // (maybe hyphened) after the words that come before a name.
    let name = words(last.split_whitespace().last().unwrap_or(""));
    let named = name.first().is_some_and(|w| players.role(w).is_some())
        && ws.len() > name.len()
        && v.group("ends.before_player")
            .ends(&ws[..ws.len() - name.len()]);
    !named
}

/// The whole numbers written in a rule (`sum >= 77` → 77).
fn numbers_in(rule: &str) -> Vec<i64> {
    rule.split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// A start or a range of S a question sets for itself, other than the
/// task's («при начальной позиции (10, S)», «в первой куче было 8 камней, во
/// второй — S камней»): `None` when it sets none, the keys it sets, or an
/// error when they do not make a start of the task's heaps (named, not
/// answered).
fn own_start(
    text: &str,
    ws: &[String],
    keys: &[Key],
) -> Option<Result<Vec<(&'static str, String)>, ()>> {
    let said = |k: &str| keys.iter().find(|x| x.name == k).map(|x| x.value.as_str());
    let mut own: Vec<(&'static str, String)> = rules::start(text, ws)
        .map(|f| f.keys)
        .unwrap_or_default()
        .into_iter()
        .filter(|(k, v)| said(k) != Some(v.as_str()))
        .collect();
    let start_words = ws
        .iter()
        .any(|w| w.starts_with("начальн") || w == "начале" || w.starts_with("изначальн"));
    if let Some(t) = rules::tuple(text).filter(|_| start_words) {
        let t = t.join(", ");
        if said("start") != Some(t.as_str()) && !own.iter().any(|(k, _)| *k == "start") {
            own.push(("start", t));
        }
    }
    if own.is_empty() {
        return None;
    }
    // The task's heaps, and the unknowns a range is given for.
    let heaps_of = |start: &str| start.split(',').count();
    let start = own
        .iter()
        .find(|(k, _)| *k == "start")
        .map(|(_, v)| v.as_str())
        .or(said("start"));
    let fits = match (start, said("start")) {
        (Some(own_start), Some(task_start)) => heaps_of(own_start) == heaps_of(task_start),
        _ => false,
    } && own.iter().all(|(k, _)| matches!(*k, "start" | "s"));
    Some(if fits { Ok(own) } else { Err(()) })
}

/// A move list broken into sentences (a list of paragraphs, «1. …» after a
/// blank line) joined to its head («За один ход игрок может:»).
fn joined_lists(rules: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // Whether the last sentence out heads a move list, and its last part's
    // words: each sentence's words are found once, however long a list
    // grows.
    let mut head = false;
    let mut last_words: Vec<String> = Vec::new();
    for s in rules {
        let sw = words(s);
        if let Some(last) = out.last_mut() {
            let open = last.trim_end().ends_with([':', ';'])
                || last_words
                    .last()
                    .is_some_and(|w| w == "может" || w == "можно");
            let item = s.trim_start().chars().next().is_some_and(|c| {
                c.is_lowercase() || c.is_ascii_digit() || matches!(c, '–' | '-' | '•')
            });
            if head && open && item {
                last.push(' ');
                last.push_str(s);
                if !sw.is_empty() {
                    last_words = sw;
                }
                continue;
            }
        }
        head = sw.iter().any(|w| w.starts_with("ход"))
            && sw
                .iter()
                .any(|w| w.starts_with("мож") || w.starts_with("разреш"));
        last_words = sw;
        out.push(s.clone());
    }
    out
}

/// «Два игрока, Петя и Ваня, играют …» → (Петя, Ваня).
fn player_names(s: &str) -> Option<(String, String)> {
    let ws = words(s);
    if !ws
        .iter()
        .any(|w| w.starts_with("играют") || w.starts_with("игру"))
    {
        return None;
    }
    let ok = |n: &str| n.trim().chars().next().is_some_and(char::is_uppercase);
    let pair = |names: &str| {
        let (a, b) = names.split_once(" и ")?;
        (ok(a) && ok(b) && a.split_whitespace().count() <= 2 && b.split_whitespace().count() <= 2)
            .then(|| (a.trim().to_string(), b.trim().to_string()))
    };
    // «Два игрока, Петя и Ваня, играют …».
    let between_commas = s.find(',').and_then(|first| {
        let rest = &s[first + 1..];
        rest.find(',').and_then(|end| pair(&rest[..end]))
    });
    // «Пятачок и Винни-Пух играют в следующую игру»: a name each side of
    // «и», just before «играют».
    between_commas.or_else(|| {
        let (a, b) = s[..s.find(" играют")?].rsplit_once(" и ")?;
        let (a, b) = (a.split_whitespace().last()?, b.trim());
        (ok(a) && ok(b) && !b.contains(char::is_whitespace)).then(|| (a.to_string(), b.to_string()))
    })
}

/// «первый ход делает Петя» → Петя.
fn first_mover(s: &str) -> Option<String> {
    let lower = s.to_lowercase();
    let at = lower.find("первый ход делает")?;
    let rest = &s[at..];
    let name = rest.split_whitespace().nth(3)?;
    Some(name.trim_end_matches(['.', ',', ';']).to_string())
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
            name_en: None,
            description: None,
            game: GameSpec {
                start: key("start"),
                s: key("s"),
                k: key("k"),
                moves: key("moves"),
                end: key("end"),
                winner: key("winner"),
                no_repeat: key("no_repeat"),
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
        match (&self.number, &self.title) {
            (Some(n), Some(t)) => format!("Задача {n} ({t})"),
            (Some(n), None) => format!("Задача {n}"),
            (None, Some(t)) => t.clone(),
            (None, None) => "Задача".to_string(),
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
