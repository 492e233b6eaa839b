//! The solve pipeline as a library function: a [`Task`] in, its solution,
//! start positions, answers and grid out — what `gametable solve` prints and
//! what `gametable book` and `gametable generate` run once per variant.
//!
//! ```
//! use gametable::solve::SolveOptions;
//! use gametable::task::{find_template, parse_template};
//! let (name, text) = find_template("ege-2021-demo").unwrap();
//! let (spec, origin) = parse_template(&name, &text).unwrap();
//! let task = spec.build(&|k| origin.locate(k)).unwrap();
//! let solved = gametable::solved::solve_task(task, &SolveOptions::default(), 1000).unwrap();
//! let answers: Vec<&str> = solved.answers.iter().map(|a| a.answer.as_str()).collect();
//! assert_eq!(answers, ["18", "31 34", "30"]);
//! ```

use crate::exam::{self, Answer, StartInfo};
use crate::export::Report;
use crate::grid::Grid;
use crate::label::Convention;
use crate::solve::{self, Solution, SolveOptions};
use crate::task::Task;

/// A solved task: everything the writers read.
#[derive(Debug)]
pub struct Solved {
    pub task: Task,
    pub solution: Solution,
    /// Every value of the unknowns with its start position (an open range
    /// stops at its last live start).
    pub starts: Vec<StartInfo>,
    /// One answer per question, in the task's order.
    pub answers: Vec<Answer>,
}

impl Solved {
    /// The view the writers take; `grid` is left out when not wanted (it
    /// costs a pass over the solution).
    pub fn report(&self, labels: Convention, grid: bool) -> Report<'_> {
        Report {
            task: &self.task,
            solution: &self.solution,
            grid: if grid {
                Grid::of(&self.task.game, &self.solution)
            } else {
                None
            },
            starts: &self.starts,
            answers: &self.answers,
            labels,
        }
    }

    /// The answer to the question named `id`, if the task asks it.
    pub fn answer(&self, id: &str) -> Option<&Answer> {
        self.answers.iter().find(|a| a.id == id)
    }
}

/// Solves a task and answers its questions, as `gametable solve` does.
/// `open_span` is how many values of an open range of S are tried.
///
/// # Errors
/// A start cannot be evaluated, the solver refuses (too many positions, too
/// much memory), or a question cannot be answered; the message says which.
///
/// # Examples
/// See the module documentation.
pub fn solve_task(task: Task, opts: &SolveOptions, open_span: i64) -> Result<Solved, String> {
    let game = &task.game;
    let open_hi = game.s_range.lo.saturating_add(open_span.max(1) - 1);
    let values = game
        .unknown_values(open_hi, opts.max_positions)
        .map_err(|e| format!("{e} (--max-positions)"))?;
    let mut start_states = Vec::with_capacity(values.len());
    for &(k, s) in &values {
        start_states.push(
            game.start_state(s, k)
                .map_err(|e| format!("start: for S = {s}: {e}"))?,
        );
    }
    let solution =
        solve::solve(game, &start_states, opts).map_err(|e| format!("cannot solve: {e}"))?;
    let mut starts = exam::starts(game, &values, &solution)?;
    if game.s_range.hi.is_none() {
        while starts.last().is_some_and(|s| s.finished()) {
            starts.pop();
        }
    }
    let mut answers = Vec::with_capacity(task.questions.len());
    for q in &task.questions {
        answers.push(exam::answer(q, game, &starts, solution.depth())?);
    }
    Ok(Solved {
        task,
        solution,
        starts,
        answers,
    })
}
