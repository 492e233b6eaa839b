//! Solvers: every position's code. Pure functions, no I/O.
//!
//! - [`dense`]: the spreadsheet table itself, for games whose moves only grow
//!   the heaps (`+a`, `*b`) and end on the total — a bottom-up array fill;
//!   [`race_triangle`]: its fast path for the exam's race of two heaps to a
//!   total (a triangle of one-byte keys, filled in vectorised chunks);
//! - [`general`]: explores the positions reachable from the starts and runs
//!   [`retrograde`] analysis (cycles give draws);
//! - [`bounded`]: when positions are infinite or too many, an analysis of the
//!   first few moves only;
//! - [`recursive`]: the plain definition, for tests;
//! - [`sg`]: the generalized Sprague–Grundy function γ of game graphs (with ∞)
//!   and sums of chips; [`heap_sg`]: subtraction games, Nim, boards;
//!   [`labelling_steps`]: seed 000's 0/1 labelling, step by step.

pub mod bounded;
pub mod dense;
pub mod general;
pub mod heap_sg;
pub mod labelling_steps;
pub mod race_triangle;
pub mod recursive;
pub mod retrograde;
pub mod sg;

use crate::game::{EvalError, Game, State};

/// The value of a position for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Code {
    /// The game is over; the player to move has lost (code 0).
    Over,
    /// The game is over; the player to move has won, handed the win by his
    /// opponent's last move (overshoot, misère).
    Handed,
    /// He wins by his K-th move at the latest, and not sooner.
    Win(u32),
    /// He loses; the opponent wins by his K-th move at the latest. `Lose(0)`:
    /// every move hands the opponent the win at once.
    Lose(u32),
    /// Neither can force a win (play can go on for ever).
    Draw,
    /// Beyond the depth of a bounded analysis.
    Unknown,
}

impl Code {
    /// The signed code: +K, −K, 0 for finished positions. `None` for draws and
    /// unknowns.
    pub fn signed(self) -> Option<i64> {
        match self {
            Code::Over | Code::Handed | Code::Lose(0) => Some(0),
            Code::Win(k) => Some(k as i64),
            Code::Lose(k) => Some(-(k as i64)),
            Code::Draw | Code::Unknown => None,
        }
    }

    pub fn is_over(self) -> bool {
        matches!(self, Code::Over | Code::Handed)
    }

    /// The number of moves K in ±K.
    pub fn moves(self) -> Option<u32> {
        match self {
            Code::Win(k) | Code::Lose(k) => Some(k),
            _ => None,
        }
    }
}

/// Which solver produced a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum SolverKind {
    /// The dense table (only growing heaps, end on the total).
    Dense,
    /// Exploration and retrograde analysis.
    General,
    /// The first few moves only.
    Bounded,
}

/// Limits and choices for a solve.
#[derive(Debug, Clone)]
pub struct SolveOptions {
    /// Refuse to explore more positions than this (general solver).
    pub max_positions: usize,
    /// Refuse a table needing more bytes than this.
    pub max_bytes: u64,
    /// Moves per player analysed when positions are infinite or too many.
    pub depth: u32,
    /// Force a solver instead of choosing.
    pub solver: Option<SolverKind>,
    /// Worker threads for the dense table (1 or 2).
    pub threads: usize,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            max_positions: 2_000_000,
            max_bytes: 8 << 30,
            depth: 3,
            solver: None,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(2)),
        }
    }
}

/// Why a game could not be solved (worded by [`SolveError::message`];
/// `Display` is the English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveError {
    Eval {
        position: String,
        error: EvalError,
    },
    TooMany {
        limit: usize,
    },
    /// The memory limit, not `--max-positions`, stopped the exploration.
    TooManyForMemory {
        limit: usize,
        memory: crate::i18n::Msg,
    },
    TooManyMoves {
        limit: usize,
        positions: usize,
    },
    /// The memory limit, not `--max-positions`, stopped the moves.
    TooManyMovesForMemory {
        limit: usize,
        memory: crate::i18n::Msg,
    },
    TooBig {
        need: crate::i18n::Msg,
        limit: crate::i18n::Msg,
    },
    NotApplicable(&'static str, String),
}

impl SolveError {
    /// The error worded in `lang`.
    pub fn message(&self, lang: crate::exam::wording::Lang) -> String {
        self.to_msg().message(lang)
    }

    /// The error as a message, to word later or to pass into another.
    pub fn to_msg(&self) -> crate::i18n::Msg {
        use crate::msg;
        match self {
            SolveError::Eval { position, error } => {
                msg!("solve-eval", position = position, error = error.clone())
            }
            SolveError::TooMany { limit } => msg!("solve-too-many", limit = *limit),
            SolveError::TooManyForMemory { limit, memory } => {
                msg!(
                    "solve-too-many-for-memory",
                    limit = *limit,
                    memory = memory.clone()
                )
            }
            SolveError::TooManyMoves { limit, positions } => msg!(
                "solve-too-many-moves",
                limit = *limit,
                per = MOVES_PER_POSITION,
                positions = *positions
            ),
            SolveError::TooManyMovesForMemory { limit, memory } => {
                msg!(
                    "solve-too-many-moves-for-memory",
                    limit = *limit,
                    memory = memory.clone()
                )
            }
            SolveError::TooBig { need, limit } => {
                msg!("solve-too-big", need = need.clone(), limit = limit.clone())
            }
            SolveError::NotApplicable(solver, why) => {
                msg!("solve-not-applicable", solver = *solver, why = why)
            }
        }
    }
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(crate::exam::wording::Lang::En))
    }
}

impl std::error::Error for SolveError {}

/// Moves (edges) explored per position allowed by `--max-positions`: the
/// general solver's work is its moves, and a range move such as `+1..x`
/// gives a position thousands.
pub const MOVES_PER_POSITION: usize = 10;

/// Told how far a solve has gone: `(done, total)` in the solver's units
/// (cells of the dense table). Called from the solving thread only, at most
/// about a hundred times, the last time with `done == total`.
pub type Progress<'a> = Option<&'a dyn Fn(u64, u64)>;

/// Calls a [`Progress`] only when another hundredth is done, so that the
/// solver may tick it every row at the cost of a comparison.
pub(crate) struct Ticker<'a> {
    report: &'a dyn Fn(u64, u64),
    total: u64,
    next: std::cell::Cell<u64>,
}

impl<'a> Ticker<'a> {
    pub(crate) fn new(progress: Progress<'a>, total: u64) -> Option<Ticker<'a>> {
        progress.map(|report| Ticker {
            report,
            total,
            next: std::cell::Cell::new(0),
        })
    }

    /// `done` cells of the total: told when another hundredth is done, or
    /// all of it (once).
    pub(crate) fn tick(&self, done: u64) {
        let done = done.min(self.total);
        if done >= self.next.get() {
            // Past the total: nothing more is told.
            let step = (self.total / 100).max(1);
            self.next.set(if done == self.total {
                u64::MAX
            } else {
                (done + step).min(self.total)
            });
            (self.report)(done, self.total);
        }
    }
}

/// A solved game: codes for the positions reachable from the starts.
#[derive(Debug)]
pub struct Solution {
    pub kind: SolverKind,
    store: Store,
    /// Positions solved.
    pub positions: u64,
    /// Why the general solver was not enough (bounded analysis), if so:
    /// its refusal, worded where it is shown.
    pub note: Option<SolveError>,
}

#[derive(Debug)]
enum Store {
    Dense(Box<dense::DenseTable>),
    General(general::GeneralTable),
    Bounded(bounded::BoundedTable),
}

impl Solution {
    /// The code of a position, if it was solved.
    pub fn code(&self, st: &State) -> Option<Code> {
        match &self.store {
            Store::Dense(t) => t.code(st),
            Store::General(t) => t.code(st),
            Store::Bounded(t) => t.code(st),
        }
    }

    /// Bytes a dense table's cells take (one per position while every |K|
    /// fits a byte); `None` for the other solvers.
    pub fn table_bytes(&self) -> Option<u64> {
        match &self.store {
            Store::Dense(t) => Some(t.bytes()),
            _ => None,
        }
    }

    /// The depth of a bounded analysis, 0 when codes are exact.
    pub fn depth(&self) -> u32 {
        match &self.store {
            Store::Bounded(t) => t.depth,
            _ => 0,
        }
    }

    /// Live positions the solver knows, with hist = 0, for drawing grids:
    /// per heap, the least and greatest value. `None` when nothing is live.
    pub fn live_box(&self, game: &Game) -> Option<Vec<(i64, i64)>> {
        match &self.store {
            Store::Dense(t) => t.live_box(),
            Store::General(t) => t.live_box(game.heaps),
            Store::Bounded(t) => t.live_box(game.heaps),
        }
    }
}

/// Solves `game` from the given start positions, choosing the solver: dense
/// when the rules allow it, else general, else (positions infinite or too
/// many) bounded to `opts.depth` moves.
pub fn solve(game: &Game, starts: &[State], opts: &SolveOptions) -> Result<Solution, SolveError> {
    solve_reporting(game, starts, opts, None)
}

/// [`solve`], telling `progress` how far the dense solver has gone (the
/// other solvers do not report).
///
/// # Errors
/// As [`solve`].
pub fn solve_reporting(
    game: &Game,
    starts: &[State],
    opts: &SolveOptions,
    progress: Progress,
) -> Result<Solution, SolveError> {
    let want = opts.solver;
    if want.is_none() || want == Some(SolverKind::Dense) {
        match dense::plan(game, starts) {
            Ok(plan) => {
                let t = dense::solve(game, &plan, opts, progress)?;
                return Ok(Solution {
                    kind: SolverKind::Dense,
                    positions: t.len() as u64,
                    store: Store::Dense(Box::new(t)),
                    note: None,
                });
            }
            Err(why) if want == Some(SolverKind::Dense) => {
                return Err(SolveError::NotApplicable("dense", why))
            }
            Err(_) => {}
        }
    }
    let mut note = None;
    if want != Some(SolverKind::Bounded) {
        match general::solve(game, starts, opts) {
            Ok(t) => {
                return Ok(Solution {
                    kind: SolverKind::General,
                    positions: t.len() as u64,
                    store: Store::General(t),
                    note: None,
                })
            }
            Err(
                e @ (SolveError::TooMany { .. }
                | SolveError::TooManyForMemory { .. }
                | SolveError::Eval { .. }),
            ) if want.is_none() => {
                note = Some(e);
            }
            Err(e) => return Err(e),
        }
    }
    // The bounded solver's memo, held to the memory limit as the general
    // solver's positions are.
    let fit = (opts.max_bytes / general::BYTES_PER_POSITION) as usize;
    let t =
        bounded::solve(game, starts, opts.depth, opts.max_positions.min(fit)).map_err(
            |e| match e {
                SolveError::TooMany { limit } if limit < opts.max_positions => {
                    SolveError::TooManyForMemory {
                        limit,
                        memory: crate::resources::limit_named(opts.max_bytes),
                    }
                }
                e => e,
            },
        )?;
    Ok(Solution {
        kind: SolverKind::Bounded,
        positions: t.len() as u64,
        store: Store::Bounded(t),
        note,
    })
}

/// Human size of a byte count.
pub fn human_bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = n as f64;
    let mut u = 0;
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{n} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}
