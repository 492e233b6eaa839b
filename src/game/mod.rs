//! The rules of a game: heaps, the start with its unknowns, moves, when the
//! game ends and who wins. No I/O; see [`rules`] for the text forms.

pub mod expr;
mod play;
pub mod rules;

pub use expr::{Env, EvalError, Expr, MoveSet, ParseError, Plies, Ply, Scope, Var};
pub use play::{State, Status, Succ};

/// The most heaps a game may have.
pub const MAX_HEAPS: usize = 3;

/// A range of values of an unknown, inclusive; `hi` is `None` when open
/// (`S ≥ 88`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Range {
    pub lo: i64,
    pub hi: Option<i64>,
}

/// Which heap(s) a move acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// Any one heap, the player's choice.
    Any,
    /// Only this heap (0-based).
    Heap(usize),
    /// Only the larger heap (either, when equal).
    Larger,
    /// Only the smaller heap (either, when equal).
    Smaller,
    /// Every heap at once (`all: -1` takes one from each).
    All,
}

/// What a move does to the heap(s) it acts on.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// The heap's new value, computed from `x`; with `k` running over
    /// `lo..=hi` when the move is a range (`+1..x`).
    Set {
        value: Expr,
        step: Option<(Expr, Expr)>,
    },
    /// New values of all heaps at once: `(h1 - 1, h2 + 1)`.
    Tuple(Vec<Expr>),
    /// The position stays; only the turn passes.
    Pass,
}

/// The plain shape of a move when it has one: what the dense solver handles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Simple {
    Add(i64),
    Mul(i64),
}

/// How often a move may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limit {
    pub times: u32,
    /// Per player rather than per game.
    pub each: bool,
}

/// Which player a move belongs to, in a game whose players move
/// differently («Петя может добавить 3 камня …, Ваня — 5 камней …»).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// The player who moves first (Petya's role).
    First,
    /// His opponent.
    Second,
}

/// The bit of [`State::hist`] that says the second player is to move, in a
/// game with moves of one player only (the counters stay below it).
pub const SECOND_TO_MOVE: u64 = 1 << 63;

/// One move of the rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Move {
    /// The move as written (`+1`, `*3/2`, `x = x + other`).
    pub text: String,
    pub target: Target,
    pub action: Action,
    /// Allowed only when this holds (read on the position before the move).
    pub when: Option<Expr>,
    pub limit: Option<Limit>,
    pub simple: Option<Simple>,
    /// The one player who may make it (`first:`, `second:`); `None` for both.
    pub owner: Option<Owner>,
}

/// Who wins when a move ends the game.
#[derive(Debug, Clone, PartialEq)]
pub enum Winner {
    /// The player who made the last move.
    Mover,
    /// His opponent.
    Opponent,
    /// The mover wins when the condition holds on the final position, else
    /// the opponent (`sum <= 130`).
    MoverIf(Expr),
}

/// What happens to a player who has no legal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum NoMoves {
    /// Normal play: he loses.
    Lose,
    /// Misère: he wins.
    Win,
}

/// History restriction on repeating moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum NoRepeat {
    None,
    /// A player may not repeat the move his opponent has just made.
    Opponent,
    /// A player may not repeat his own previous move.
    Own,
}

/// The rules texts as given, for showing the game back in words.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct RulesText {
    pub start: String,
    pub s: String,
    pub k: Option<String>,
    pub moves: String,
    pub end: String,
    pub winner: String,
    pub require: Option<String>,
}

/// A game: everything needed to solve it and to ask questions about it.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    pub heaps: usize,
    /// The start position, one expression per heap, over `S` (and `K`).
    pub start: Vec<Expr>,
    pub s_range: Range,
    /// The second unknown, when the start uses `K`.
    pub k_range: Option<Range>,
    pub moves: Vec<Move>,
    /// Ends the game; read on the position after a move.
    pub end: Expr,
    pub winner: Winner,
    pub no_moves: NoMoves,
    pub no_repeat: NoRepeat,
    /// A move is legal only when this holds on the position after it (caps).
    pub require: Option<Expr>,
    /// Whether a win handed over by the mover (overshoot) counts as a move of
    /// the opponent. Published answers: it does not.
    pub handed_win_counts: bool,
    pub text: RulesText,
    /// Nibble offsets of move-use counters in [`State::hist`], per move.
    pub(crate) limit_slots: Vec<Option<u32>>,
}

impl Game {
    /// Whether a position's history ever matters (no-repeat rules, limits,
    /// moves of one player: whose turn it is).
    pub fn has_history(&self) -> bool {
        self.no_repeat != NoRepeat::None
            || self.moves.iter().any(|m| m.limit.is_some())
            || self.per_player()
    }

    /// Whether the players move differently (a move of one player only).
    pub fn per_player(&self) -> bool {
        self.moves.iter().any(|m| m.owner.is_some())
    }

    /// The start position for given values of the unknowns.
    pub fn start_state(&self, s: i64, k: i64) -> Result<State, EvalError> {
        let mut heaps = [0i64; MAX_HEAPS];
        for (h, e) in heaps.iter_mut().zip(&self.start) {
            *h = e.eval(&Env {
                s,
                k,
                ..Env::default()
            })?;
        }
        Ok(State { heaps, hist: 0 })
    }

    /// The values of (K, S) the task ranges over, up to an upper bound used
    /// for open ranges; counted before any is listed, so a range of 10¹²
    /// values is refused at once rather than allocated.
    ///
    /// # Errors
    /// There are more than `limit` of them; the message says how many.
    pub fn unknown_values(
        &self,
        open_hi: i64,
        limit: usize,
    ) -> Result<Vec<(i64, i64)>, crate::i18n::Msg> {
        let s_hi = self.s_range.hi.unwrap_or(open_hi);
        let span = |lo: i64, hi: i64| (i128::from(hi) - i128::from(lo) + 1).max(0) as u128;
        let k_hi = self.k_range.map(|r| r.hi.unwrap_or(open_hi));
        let k_count = match (self.k_range, k_hi) {
            (Some(r), Some(hi)) => span(r.lo, hi),
            _ => 1,
        };
        let count = k_count * span(self.s_range.lo, s_hi);
        if count > limit as u128 {
            return Err(match (self.k_range, k_hi) {
                (Some(r), Some(hi)) => crate::msg!(
                    "starts-too-many-sk",
                    s_lo = self.s_range.lo,
                    s_hi = s_hi,
                    k_lo = r.lo,
                    k_hi = hi,
                    count = count,
                    limit = limit
                ),
                _ => crate::msg!(
                    "starts-too-many-s",
                    s_lo = self.s_range.lo,
                    s_hi = s_hi,
                    count = count,
                    limit = limit
                ),
            });
        }
        let ks: Vec<i64> = match (self.k_range, k_hi) {
            (Some(r), Some(hi)) => (r.lo..=hi).collect(),
            _ => vec![0],
        };
        let mut out = Vec::with_capacity(count as usize);
        for &k in &ks {
            for s in self.s_range.lo..=s_hi {
                out.push((k, s));
            }
        }
        Ok(out)
    }

    /// Whether every move only ever grows the heaps, so a table ordered by
    /// the total can be filled from the far end (the spreadsheet method).
    pub fn only_grows(&self) -> bool {
        self.moves.iter().all(|m| {
            m.when.is_none()
                && matches!(m.target, Target::Any | Target::Heap(_))
                && match m.simple {
                    Some(Simple::Add(a)) => a >= 1,
                    Some(Simple::Mul(b)) => b >= 2,
                    None => false,
                }
        })
    }

    /// The heap-count-dependent name of position `h`: `(7, 31)`.
    pub fn position_name(&self, heaps: &[i64]) -> String {
        let parts: Vec<String> = heaps[..self.heaps].iter().map(|h| h.to_string()).collect();
        if self.heaps == 1 {
            parts[0].clone()
        } else {
            format!("({})", parts.join(", "))
        }
    }
}
