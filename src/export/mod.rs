//! Writers: one file per output format. They read a solved task through
//! [`Report`] and compute nothing about the game.

pub mod book;
pub mod book_doc;
pub mod book_docx;
pub mod class;
pub mod class_csv;
pub mod class_ods;
pub mod class_xlsx;
pub mod csv;
pub mod formulas;
pub mod grid_sheets;
pub mod json;
pub mod layout;
pub mod ods;
pub mod print;
pub mod sheet;
pub mod spool;
pub mod terminal;
pub mod theory;
pub mod theory_xlsx;
pub mod tree_json;
pub mod tree_sheet;
pub mod tree_svg;
pub mod tree_text;
pub mod xlsx;

use crate::exam::{Answer, StartInfo};
use crate::grid::Grid;
use crate::label::Convention;
use crate::solve::Solution;
use crate::task::Task;
use crate::tree::StartTree;

/// Everything a writer may show: the task, its solution, grid and answers.
pub struct Report<'a> {
    pub task: &'a Task,
    pub solution: &'a Solution,
    pub grid: Option<Grid>,
    pub starts: &'a [StartInfo],
    pub answers: &'a [Answer],
    pub labels: Convention,
    /// Strategy trees of the starts that answer questions 21 and 20, for
    /// the workbooks (empty unless asked for: [`crate::solved::Solved::trees`]).
    pub trees: Vec<StartTree>,
}

impl Report<'_> {
    /// The question an answer answers (none for a bare `-q QUERY`).
    pub fn question_of(&self, a: &Answer) -> Option<&crate::exam::Question> {
        self.task.questions.iter().find(|q| q.id == a.id)
    }

    /// What the answers leave out, in words: the starts over before the
    /// first move, which no answer counts (the terminal's and JSON's
    /// `warnings`; the sheets say it in their language: [`sheet::finished_note`]).
    pub fn warnings(&self) -> Vec<crate::i18n::Msg> {
        use crate::msg;
        let game = &self.task.game;
        let finished = self.starts.iter().filter(|s| s.finished());
        // Two reasons a start is over before the first move, said apart.
        let (stuck, ended): (Vec<_>, Vec<_>) = finished.partition(|s| s.stuck(game));
        let verdict = match game.no_moves {
            crate::game::NoMoves::Lose => "lose",
            crate::game::NoMoves::Win => "win",
        };
        let mut out = Vec::new();
        for (starts, what) in [
            (ended, msg!("warning-finished")),
            (stuck, msg!("warning-stuck", verdict = verdict)),
        ] {
            if starts.is_empty() {
                continue;
            }
            if game.k_range.is_some() {
                let shown: Vec<String> = starts
                    .iter()
                    .take(8)
                    .map(|s| format!("({}, {})", s.k, s.s))
                    .collect();
                out.push(msg!(
                    "warning-pairs-not-counted",
                    count = starts.len(),
                    what = what,
                    pairs = format!(
                        "{}{}",
                        shown.join(" "),
                        if starts.len() > 8 { " …" } else { "" }
                    )
                ));
            } else {
                let s: Vec<i64> = starts.iter().map(|s| s.s).collect();
                out.push(msg!(
                    "warning-not-counted",
                    what = what,
                    values = crate::exam::compress(&s)
                ));
            }
        }
        out
    }

    /// The question an answer answers, in words; its query when it has none.
    pub fn question_words(&self, a: &Answer, lang: crate::exam::wording::Lang) -> String {
        self.question_of(a).map_or_else(
            || a.query.clone(),
            |q| crate::exam::wording::question(q, lang),
        )
    }
}

/// Rows of an Excel (XLSX) sheet: a table with more does not fit.
pub const EXCEL_MAX_ROWS: u64 = 1_048_576;

/// Counts the bytes written to it: a writer run against it sizes its
/// output without keeping any.
#[derive(Debug, Default)]
pub struct ByteCounter(pub u64);

impl std::io::Write for ByteCounter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0 = self.0.saturating_add(buf.len() as u64);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl std::fmt::Write for ByteCounter {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0 = self.0.saturating_add(s.len() as u64);
        Ok(())
    }
}
