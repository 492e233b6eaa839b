//! Writers: one file per output format. They read a solved task through
//! [`Report`] and compute nothing about the game.

pub mod book;
pub mod class;
pub mod csv;
pub mod formulas;
pub mod grid_sheets;
pub mod json;
pub mod layout;
pub mod ods;
pub mod sheet;
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
