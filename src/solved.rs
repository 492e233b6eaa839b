//! The solve pipeline, the one every reader of a solved game runs: a
//! [`Task`] in, its solution, start positions and answers out — what
//! `gametable solve` prints, what `check --answers` compares, what `book` and
//! `generate` run once per variant and what `explain` draws trees from.
//! A change to how a task is solved is made here, once.
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

use crate::i18n::Msg;
use crate::msg;
use std::time::Duration;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Instant;

use crate::exam::{self, Answer, Question, StartInfo};
use crate::export::Report;
use crate::game::{Game, State};
use crate::grid::Grid;
use crate::label::Convention;
use crate::open_range;
use crate::solve::{self, Progress, Solution, SolveOptions};
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
    /// How long the solver took (not the starts or the answers).
    pub solve_time: Duration,
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
            trees: Vec::new(),
        }
    }

    /// The answer to the question named `id`, if the task asks it.
    pub fn answer(&self, id: &str) -> Option<&Answer> {
        self.answers.iter().find(|a| a.id == id)
    }

    /// Answers another question over the same solved game.
    ///
    /// # Errors
    /// As [`exam::answer`].
    pub fn ask(&self, q: &Question) -> Result<Answer, Msg> {
        exam::answer(q, &self.task.game, &self.solution, &self.starts)
    }
}

/// The values of the unknowns (K, S) a task ranges over, and their start
/// positions, in the same order.
pub type Starts = (Vec<(i64, i64)>, Vec<State>);

/// Every value of the unknowns (K, S) the game ranges over, and its start
/// position; an open range of S is tried for `open_span` values.
///
/// # Errors
/// A start cannot be evaluated (overflow, division by zero), or there are
/// more than `max_positions` of them (counted before any is listed).
pub fn start_states(game: &Game, open_span: i64, max_positions: usize) -> Result<Starts, Msg> {
    let open_hi = game.s_range.lo.saturating_add(open_span.max(1) - 1);
    let values = game
        .unknown_values(open_hi, max_positions)
        .map_err(|e| msg!("starts-too-many", error = e))?;
    let mut states = Vec::with_capacity(values.len());
    for &(k, s) in &values {
        states.push(
            game.start_state(s, k)
                .map_err(|e| msg!("start-for-s", s = s, error = e))?,
        );
    }
    Ok((values, states))
}

/// Runs `f` and says how long it took. wasm32 in a browser has no clock
/// for Rust's std (`Instant::now` panics there): the web page times its
/// worker's calls itself, and the time here is zero.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let t0 = Instant::now();
        let v = f();
        (v, t0.elapsed())
    }
    #[cfg(target_arch = "wasm32")]
    {
        (f(), Duration::ZERO)
    }
}

/// Solves a task and answers its questions: the pipeline of `solve`,
/// `check`, `book`, `generate` and `explain`. `open_span` is how many values
/// of an open range of S are tried.
///
/// # Errors
/// A start cannot be evaluated, the solver refuses (too many positions, too
/// much memory), every start is already finished, or a question cannot be
/// answered; the message says which.
///
/// # Examples
/// See the module documentation.
pub fn solve_task(task: Task, opts: &SolveOptions, open_span: i64) -> Result<Solved, Msg> {
    solve_task_with(task, opts, open_span, &[])
}

/// [`solve_task`], solving `also` too (positions `explain` is asked about
/// that no start may reach).
///
/// # Errors
/// As [`solve_task`].
pub fn solve_task_with(
    task: Task,
    opts: &SolveOptions,
    open_span: i64,
    also: &[State],
) -> Result<Solved, Msg> {
    solve_task_reporting(task, opts, open_span, also, None)
}

/// [`solve_task_with`], telling `progress` how far the solver has gone (the
/// CLI's progress bar, the web page's percentage).
///
/// # Errors
/// As [`solve_task`].
pub fn solve_task_reporting(
    task: Task,
    opts: &SolveOptions,
    open_span: i64,
    also: &[State],
    progress: Progress,
) -> Result<Solved, Msg> {
    let mut run = solve_span(&task, opts, open_span, also, progress)?;
    let mut answers = answer_all(&task, &run)?;
    // An open range cut while still live: a proof that no greater S can
    // qualify clears the warnings of the questions it covers (those that
    // need at most `plies` plies).
    if let Some(cut) = run.cut_at {
        let needs: Vec<Option<u32>> = task
            .questions
            .iter()
            .map(|q| open_range::plies_needed(&q.filter))
            .collect();
        let plies = answers
            .iter()
            .zip(&needs)
            .filter(|(a, _)| a.warnings.iter().any(|w| w.id() == CUT))
            .filter_map(|(_, n)| *n)
            .max();
        // A code counts the winner's moves; when the last mover may lose
        // (`winner = "opponent"`, a condition on the final position), the
        // game may end one ply after the winner's last move.
        let handed = u32::from(task.game.winner != crate::game::Winner::Mover);
        let stop = plies.and_then(|p| {
            open_range::Relaxed::of(&task.game)?.first_beyond(cut + 1, p.checked_add(handed)?)
        });
        if let (Some(plies), Some(stop)) = (plies, stop) {
            // The values up to the proven stop are solved; past it none
            // qualifies. A stop the solver cannot reach leaves the cut.
            let mut proven = stop == cut + 1;
            if !proven {
                let span = stop - task.game.s_range.lo;
                if let Ok(longer) = solve_span(&task, opts, span, also, progress) {
                    if let Ok(more) = answer_all(&task, &longer) {
                        run = longer;
                        answers = more;
                        proven = true;
                    }
                }
            }
            if proven {
                for (a, n) in answers.iter_mut().zip(&needs) {
                    if n.is_some_and(|n| n <= plies) {
                        a.warnings.retain(|w| w.id() != CUT);
                    }
                }
            }
        }
    }
    Ok(Solved {
        task,
        solution: run.solution,
        starts: run.starts,
        answers,
        solve_time: run.solve_time,
    })
}

/// The warning of an answer that looks above an open range's cut.
const CUT: &str = "warning-open-range-cut";

/// A task solved for one span of its open range: the solution, the starts,
/// and where the range was cut while still live.
struct Run {
    solution: Solution,
    starts: Vec<StartInfo>,
    cut_at: Option<i64>,
    solve_time: Duration,
}

fn solve_span(
    task: &Task,
    opts: &SolveOptions,
    open_span: i64,
    also: &[State],
    progress: Progress,
) -> Result<Run, Msg> {
    let game = &task.game;
    let (values, mut start_states) = start_states(game, open_span, opts.max_positions)?;
    start_states.extend_from_slice(also);
    let (solution, solve_time) =
        timed(|| solve::solve_reporting(game, &start_states, opts, progress));
    let solution = solution.map_err(|e| msg!("cannot-solve", error = e.to_msg()))?;
    let mut starts = exam::starts(game, &values, &solution)?;
    // A range where the game is over before the first move is a mistake in
    // the rules (or in the range): there is nothing to ask.
    if !starts.is_empty() && starts.iter().all(|s| s.finished()) {
        let lo = starts.iter().map(|s| s.s).min().unwrap_or(game.s_range.lo);
        let hi = starts.iter().map(|s| s.s).max().unwrap_or(lo);
        let stuck = starts.iter().filter(|s| s.stuck(game)).count();
        let verdict = match game.no_moves {
            crate::game::NoMoves::Lose => "lose",
            crate::game::NoMoves::Win => "win",
        };
        let why = if stuck == 0 {
            "end"
        } else if stuck == starts.len() {
            "stuck"
        } else {
            "both"
        };
        return Err(msg!(
            "all-finished",
            lo = lo,
            hi = hi,
            why = why,
            verdict = verdict
        ));
    }
    // An open range still live at the last value tried was cut there.
    let cut_at = match (game.s_range.hi, starts.last()) {
        (None, Some(last)) if !last.finished() => Some(last.s),
        _ => None,
    };
    // An open range stops at its last live start.
    if game.s_range.hi.is_none() {
        while starts.last().is_some_and(|s| s.finished()) {
            starts.pop();
        }
    }
    Ok(Run {
        solution,
        starts,
        cut_at,
        solve_time,
    })
}

/// The answers over one run; an answer that looks above the range's cut
/// may be wrong, and says so.
fn answer_all(task: &Task, run: &Run) -> Result<Vec<Answer>, Msg> {
    let mut answers = Vec::with_capacity(task.questions.len());
    for q in &task.questions {
        let mut a = exam::answer(q, &task.game, &run.solution, &run.starts)?;
        if let Some(hi) = run.cut_at.filter(|_| exam::looks_above(q, &a)) {
            a.warnings
                .push(crate::msg!("warning-open-range-cut", s = hi));
        }
        answers.push(a);
    }
    Ok(answers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::task::{find_template, parse_template, TaskSpec};
    use std::cell::RefCell;

    fn task(name: &str) -> Task {
        let (name, text) = find_template(name).unwrap();
        let (spec, origin) = parse_template(&name, &text).unwrap();
        spec.build(&|k| origin.locate(k)).unwrap()
    }

    /// The reports a solve makes: rising, about a hundred at most, the last
    /// one the whole table.
    fn reports(task: Task, threads: usize) -> Vec<(u64, u64)> {
        let seen = RefCell::new(Vec::new());
        let report = |d, t| seen.borrow_mut().push((d, t));
        let opts = SolveOptions {
            threads,
            ..SolveOptions::default()
        };
        let solved = solve_task_reporting(task, &opts, 1000, &[], Some(&report)).unwrap();
        let seen = seen.into_inner();
        let total = seen.last().unwrap().1;
        assert_eq!(
            total, solved.solution.positions,
            "the total is the table's cells"
        );
        assert_eq!(
            seen.last().unwrap().0,
            total,
            "the last report is the whole table"
        );
        assert!(seen.windows(2).all(|w| w[0].0 < w[1].0), "rising: {seen:?}");
        assert!(seen.len() <= 102, "{} reports", seen.len());
        seen
    }

    #[test]
    fn a_big_two_heap_solve_reports_its_progress() {
        // T = 2000 and 4000: the wavefront's bands and the rows above them,
        // one-byte cells widened to two bytes on the way.
        for t in [2000, 4000] {
            let mut spec = TaskSpec::default();
            spec.game.start = Some("1, S".into());
            spec.game.s = Some(format!("1..{}", t - 2));
            spec.game.moves = Some("+1 *2".into());
            spec.game.end = Some(format!("sum >= {t}"));
            let task = spec.build(&|k| k.to_string()).unwrap();
            for threads in [1, 2] {
                let seen = reports(task.clone(), threads);
                assert!(
                    seen.len() >= 50,
                    "{} reports, {threads} threads",
                    seen.len()
                );
            }
        }
    }

    #[test]
    fn three_heaps_report_layer_by_layer() {
        let seen = reports(task("rk-three-heaps"), 1);
        assert!(seen.len() >= 2, "{seen:?}");
    }

    #[test]
    fn the_answers_are_the_same_with_a_report() {
        let plain = solve_task(task("ege-2021-demo"), &SolveOptions::default(), 1000).unwrap();
        let report = |_, _| {};
        let told = solve_task_reporting(
            task("ege-2021-demo"),
            &SolveOptions::default(),
            1000,
            &[],
            Some(&report),
        )
        .unwrap();
        let answers = |s: &Solved| {
            s.answers
                .iter()
                .map(|a| a.answer.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(answers(&plain), answers(&told));
    }

    #[test]
    fn an_answer_over_a_cut_open_range_says_so() {
        let mut t = task("kp1921-146");
        let asked = [
            "max where code < 0",
            "count where code < 0",
            "sum where code < 0",
            "min where code < 0",
        ];
        t.questions = asked
            .iter()
            .enumerate()
            .map(|(i, q)| crate::exam::parse_question(&i.to_string(), q).unwrap())
            .collect();
        let solved = solve_task(t, &SolveOptions::default(), 1000).unwrap();
        let cut = |a: &Answer| {
            a.warnings
                .iter()
                .any(|w| w.to_string().contains("up to S = 1087 only"))
        };
        let said: Vec<bool> = solved.answers.iter().map(cut).collect();
        assert_eq!(said, [true, true, true, false], "{:?}", solved.answers);
        // A range that stops by itself (its starts finish) is not cut.
        let solved =
            solve_task(task("rk-open-range-grow"), &SolveOptions::default(), 1000).unwrap();
        assert!(solved.answers.iter().all(|a| !cut(a)));
    }

    /// An open range whose last mover loses (`winner = "opponent"`): the
    /// proof of where answers stop allows the ply after the winner's last
    /// move (it stopped at 488 where the answer is 1358, probe 14).
    #[test]
    fn an_open_range_of_a_game_the_last_mover_loses() {
        let answer = |s: &str| {
            let text = format!(
                "start = \"17, S\"\ns = \"{s}\"\nmoves = \"-2 /3\"\nend = \"sum <= 165\"\n\
                 winner = \"opponent\"\nquestions = [\"max where some(code == 1)\"]\n"
            );
            let (spec, _) = parse_template("open", &text).unwrap();
            let task = spec.build(&|k| k.to_string()).unwrap();
            let solved = solve_task(task, &SolveOptions::default(), 1000).unwrap();
            let a = &solved.answers[0];
            (a.shown().to_string(), a.warnings.is_empty())
        };
        assert_eq!(answer("150..3000"), ("1358".to_string(), true));
        let (open, _) = answer("150..");
        assert_eq!(open, "1358");
    }
}
