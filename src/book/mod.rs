//! Answer books for many variants of tasks 19–21, and new variants.
//!
//! - [`variants`]: reading a file of variants (TOML `[[variant]]` tables or a
//!   CSV row per variant), every one checked before any work;
//! - [`generate`]: new variants in the style of real exam tasks, kept only
//!   when they make good exam tasks;
//! - [`statement`]: each variant's task text in the exam's words (from the
//!   catalogs' `statement.ftl`).
//!
//! The book's writers are in [`crate::export::book`].

pub mod generate;
pub mod statement;
pub mod variants;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::solve::SolveOptions;
use crate::solved::{solve_task, Solved};
use variants::BookVariant;

/// A solved variant of a book.
#[derive(Debug)]
pub struct Entry {
    /// 1-based, as in the variants file.
    pub number: usize,
    pub solved: Solved,
    /// A task read from its text: how it was read ([`variants::BookVariant::reading`]).
    pub reading: Option<variants::ReadingNote>,
}

/// The key's first column: «Задача» for tasks read from a document, else
/// «Вариант» (a statement piece, `col.task` or `col.variant`).
pub fn first_column(entries: &[Entry]) -> &'static str {
    if !entries.is_empty() && entries.iter().all(|e| e.reading.is_some()) {
        "col.task"
    } else {
        "col.variant"
    }
}

/// The question ids of the key's answer columns.
pub const KEY_IDS: [&str; 3] = ["19", "20", "21"];

impl Entry {
    /// The answer to 19, 20 or 21 (empty when the variant does not ask it).
    pub fn key_answer(&self, id: &str) -> String {
        self.solved
            .answer(id)
            .map(|a| a.answer.clone())
            .unwrap_or_default()
    }

    /// Answers to questions other than 19–21: `1: 5; 2: 7 9`.
    pub fn other_answers(&self) -> String {
        self.solved
            .answers
            .iter()
            .filter(|a| !KEY_IDS.contains(&a.id.as_str()))
            .map(|a| format!("{}: {}", a.id, a.answer))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// Solves one variant: a task read from its text as read (its examples
/// checked, its completeness said), any other as it is. The error comes with
/// the variant's name.
fn solve_one(
    v: BookVariant,
    opts: &SolveOptions,
    open_span: i64,
) -> Result<Entry, (String, crate::i18n::Msg)> {
    let BookVariant {
        number,
        task,
        reading,
        ..
    } = v;
    let name = task.name.clone();
    let name_en = task.name_en.clone();
    let Some(r) = reading else {
        let solved = solve_task(task, opts, open_span).map_err(|e| (name, e))?;
        return Ok(Entry {
            number,
            solved,
            reading: None,
        });
    };
    let (outcome, solved) = r.solve_full_with(opts);
    // A reading that asks nothing is solved as its task (its grid alone).
    let mut solved = match solved {
        Some(s) => s,
        None => solve_task(task, opts, open_span).map_err(|e| (name.clone(), e))?,
    };
    solved.task.name = name;
    solved.task.name_en = name_en;
    Ok(Entry {
        number,
        solved,
        reading: Some(variants::ReadingNote::of(&r, &outcome)),
    })
}

/// Solves every variant (on up to `threads` threads), calling `tick` after
/// each. Every variant is tried; the error names the first that failed and
/// counts the others.
///
/// # Errors
/// A variant cannot be solved (too many positions, too much memory, a start
/// that cannot be evaluated).
pub fn solve_all(
    variants: Vec<BookVariant>,
    opts: &SolveOptions,
    open_span: i64,
    threads: usize,
    tick: &(dyn Fn() + Sync),
) -> Result<Vec<Entry>, crate::i18n::Msg> {
    use crate::msg;
    let n = variants.len();
    let slots: Vec<Mutex<Option<BookVariant>>> =
        variants.into_iter().map(|v| Mutex::new(Some(v))).collect();
    let results: Vec<Mutex<Option<Result<Entry, crate::i18n::Msg>>>> =
        (0..n).map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let mut opts = opts.clone();
    opts.threads = 1;
    let work = || loop {
        let i = next.fetch_add(1, Ordering::Relaxed);
        if i >= n {
            break;
        }
        let Some(v) = slots[i].lock().ok().and_then(|mut s| s.take()) else {
            continue;
        };
        let number = v.number;
        let r = solve_one(v, &opts, open_span).map_err(|(name, e)| {
            msg!(
                "book-variant-failed",
                number = number,
                name = &name,
                error = e
            )
        });
        if let Ok(mut slot) = results[i].lock() {
            *slot = Some(r);
        }
        tick();
    };
    let threads = threads.clamp(1, 8).min(n.max(1));
    std::thread::scope(|s| {
        for _ in 1..threads {
            s.spawn(work);
        }
        work();
    });
    let mut out = Vec::with_capacity(n);
    let mut errors = Vec::new();
    for r in results {
        match r.into_inner().ok().flatten() {
            Some(Ok(e)) => out.push(e),
            Some(Err(e)) => errors.push(e),
            None => errors.push(msg!("book-worker-failed")),
        }
    }
    match errors.len() {
        0 => Ok(out),
        1 => Err(errors.swap_remove(0)),
        k => Err(msg!(
            "book-more-failed",
            error = errors.swap_remove(0),
            more = k - 1
        )),
    }
}
