//! Where an open range of S can stop: past some S no start can end the game
//! within the plies a question looks at, so no greater S can qualify.
//!
//! A decreasing game («S > 149», moves −2 and ÷3, over at a sum ≤ 165) has
//! answers far above the first thousand values of S its open range is
//! tried for; cut there, an answer that looks above the cut can only be
//! flagged. This module proves where the answers stop instead.
//!
//! The proof is a relaxation of the game: each move a nondecreasing function
//! of the heap it acts on (`x - c`, `x + c`, `x * c`, `x / c` rounded either
//! way), allowed on any heap at any time (a result below 0 counts as 0), and
//! an end rule closed downward (`sum <= 165`: a smaller position is over
//! when a larger one is). From a larger position the relaxed game needs at
//! least as many plies to end as from a smaller one (copy the larger one's
//! moves), and never more than the real game needs (every real move is a
//! relaxed one; a position with no legal move lies inside the end region,
//! checked). A start is monotone in S; so once the relaxed game needs more
//! than N plies from start(S₀), every S ≥ S₀ does too in the real game. And
//! a code of +K needs the game to be able to end within 2K − 1 plies, −K
//! within 2K: a question whose codes are bounded reads only positions that
//! can end soon ([`plies_needed`]).
//!
//! A move with a condition (`/2 exact`, `-3 if even;`) is relaxed to the
//! move without it, which only adds relaxed moves; since it may be illegal
//! anywhere, it never counts towards a heap's having a legal move. Anything
//! else outside that shape (a no-repeat rule, a limit, a second unknown K,
//! an end that is not closed downward) gets no proof, and the range stays
//! cut as before.

use rustc_hash::FxHashSet;

use crate::game::expr::{BinOp, Func, Quant};
use crate::game::{Action, Env, Expr, Game, NoRepeat, Target, Var};

/// How far past a cut a proof may move the end of an open range: the values
/// up to it are solved, so it bounds the work.
pub const MAX_PROVEN_SPAN: i64 = 200_000;

/// Relaxed moves a proof may try in all (every start it searches from,
/// every ply) before it gives up: a second or so at most, however deep the
/// question looks or however many moves the game has.
const MAX_RELAXED_WORK: u64 = 2_000_000;

/// The most plies a question looks at: `None` when it may hold of a position
/// however long the game from it lasts (`code > 0`, a draw, `not …`).
///
/// A question holds of a position only if the game can end within this many
/// plies from it.
pub fn plies_needed(e: &Expr) -> Option<u32> {
    if let Some(codes) = code_interval(e) {
        return codes.plies();
    }
    match e {
        Expr::Bin(BinOp::And, a, b) => match (plies_needed(a), plies_needed(b)) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        },
        Expr::Bin(BinOp::Or, a, b) => Some(plies_needed(a)?.max(plies_needed(b)?)),
        Expr::Quant(Quant::SomeMove | Quant::EveryMove, inner)
        | Expr::QuantOnly(Quant::SomeMove | Quant::EveryMove, _, inner) => {
            plies_needed(inner)?.checked_add(1)
        }
        Expr::Var(Var::Over | Var::Won) => Some(0),
        _ => None,
    }
}

/// The codes a condition on `code` alone can hold for, as an interval
/// (`None` bounds are open); `None` when the expression is not such a
/// condition. A draw's code satisfies no comparison.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Codes {
    lo: Option<i64>,
    hi: Option<i64>,
}

impl Codes {
    fn plies(self) -> Option<u32> {
        let (lo, hi) = (self.lo?, self.hi?);
        if lo > hi {
            return Some(0);
        }
        // +K: the mover wins by his K-th move, within 2K − 1 plies; −K: the
        // opponent wins by his K-th, within 2K.
        let of = |c: i64| -> Option<u32> {
            let p = if c > 0 {
                c.checked_mul(2)? - 1
            } else {
                c.checked_mul(-2)?
            };
            u32::try_from(p).ok()
        };
        Some(of(lo)?.max(of(hi)?))
    }
}

fn code_interval(e: &Expr) -> Option<Codes> {
    match e {
        Expr::Bin(op @ (BinOp::Eq | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge), a, b) => {
            let (op, c) = match (&**a, &**b) {
                (Expr::Var(Var::Code), c) => (*op, c.constant()?),
                (c, Expr::Var(Var::Code)) => (flipped(*op), c.constant()?),
                _ => return None,
            };
            Some(match op {
                BinOp::Eq => Codes {
                    lo: Some(c),
                    hi: Some(c),
                },
                BinOp::Lt => Codes {
                    lo: None,
                    hi: c.checked_sub(1),
                },
                BinOp::Le => Codes {
                    lo: None,
                    hi: Some(c),
                },
                BinOp::Gt => Codes {
                    lo: c.checked_add(1),
                    hi: None,
                },
                _ => Codes {
                    lo: Some(c),
                    hi: None,
                },
            })
        }
        Expr::Bin(BinOp::And, a, b) => {
            let (a, b) = (code_interval(a)?, code_interval(b)?);
            let pick = |x: Option<i64>, y: Option<i64>, f: fn(i64, i64) -> i64| match (x, y) {
                (Some(x), Some(y)) => Some(f(x, y)),
                (x, y) => x.or(y),
            };
            Some(Codes {
                lo: pick(a.lo, b.lo, i64::max),
                hi: pick(a.hi, b.hi, i64::min),
            })
        }
        Expr::Bin(BinOp::Or, a, b) => {
            let (a, b) = (code_interval(a)?, code_interval(b)?);
            Some(Codes {
                lo: a.lo.zip(b.lo).map(|(x, y)| x.min(y)),
                hi: a.hi.zip(b.hi).map(|(x, y)| x.max(y)),
            })
        }
        _ => None,
    }
}

/// `c < code` is `code > c`.
fn flipped(op: BinOp) -> BinOp {
    match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Le => BinOp::Ge,
        BinOp::Gt => BinOp::Lt,
        BinOp::Ge => BinOp::Le,
        op => op,
    }
}

/// One relaxed move on one heap.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Step {
    Add(i64),
    Sub(i64),
    Mul(i64),
    /// Division rounding down.
    Div(i64),
    /// Division rounding up.
    Cdiv(i64),
}

impl Step {
    /// The heap after the move, 0 at least; `None` on overflow.
    fn apply(self, x: i64) -> Option<i64> {
        Some(match self {
            Step::Add(c) => x.checked_add(c)?,
            Step::Sub(c) => (x - c).max(0),
            Step::Mul(c) => x.checked_mul(c)?,
            Step::Div(c) => x / c,
            Step::Cdiv(c) => x / c + i64::from(x % c != 0),
        })
    }

    /// The least heap the move can change without going below 0: below it
    /// the real move is never legal (`x - 3` needs 3 stones, `x / 2` one,
    /// rounding up two). `None` when it changes no heap at all.
    fn blocked_below(self) -> Option<i64> {
        match self {
            Step::Add(0) | Step::Mul(1) | Step::Div(1) | Step::Cdiv(1) => None,
            Step::Add(_) => Some(0),
            Step::Sub(c) => Some(c),
            Step::Mul(_) | Step::Div(_) => Some(1),
            Step::Cdiv(_) => Some(2),
        }
    }

    /// `x OP c` as a step, for the constants a real move may have.
    fn of(op: BinOp, c: i64) -> Option<Step> {
        match op {
            BinOp::Add if c >= 0 => Some(Step::Add(c)),
            BinOp::Sub if c > 0 => Some(Step::Sub(c)),
            BinOp::Mul if c >= 1 => Some(Step::Mul(c)),
            BinOp::Div if c >= 1 => Some(Step::Div(c)),
            _ => None,
        }
    }
}

/// A game's relaxation, when the game has the shape the proof needs.
#[derive(Debug)]
pub struct Relaxed<'g> {
    game: &'g Game,
    steps: Vec<Step>,
}

impl<'g> Relaxed<'g> {
    /// The relaxation of `game`, or `None` when the proof does not apply.
    pub fn of(game: &'g Game) -> Option<Relaxed<'g>> {
        let plain = game.k_range.is_none()
            && game.no_repeat == NoRepeat::None
            && game.require.is_none()
            && game
                .moves
                .iter()
                .all(|m| m.limit.is_none() && m.owner.is_none());
        if !plain || !down_closed(&game.end) || !game.start.iter().all(monotone) {
            return None;
        }
        let n = game.heaps;
        let mut steps = Vec::new();
        // Below these heap sizes a heap may have no legal move left: a
        // position with every heap below them may have none at all.
        let mut blocked = vec![None::<i64>; n];
        for m in &game.moves {
            let here: Vec<Step> = match &m.action {
                Action::Pass => continue,
                Action::Tuple(_) => return None,
                Action::Set { value, step: None } => vec![step_of(value)?],
                Action::Set {
                    value: Expr::Bin(op, x, k),
                    step: Some((lo, hi)),
                } if **x == Expr::Var(Var::X) && **k == Expr::Var(Var::Step) => {
                    let (lo, hi) = (lo.constant()?, hi.constant()?);
                    if hi < lo || hi - lo > 64 {
                        return None;
                    }
                    (lo..=hi).map(|c| Step::of(*op, c)).collect::<Option<_>>()?
                }
                Action::Set { .. } => return None,
            };
            // The heaps the move surely acts on when it can: any heap, its
            // own heap, or the larger one (every heap is at most that).
            let on = match m.target {
                Target::Any | Target::Larger => Some(None),
                Target::Heap(i) => Some(Some(i)),
                Target::Smaller => None,
                Target::All => return None,
            };
            // A move with a condition (`/2 exact`) is relaxed to the move
            // without it: the relaxed game has every real move, so it ends no
            // later. It may be illegal at any size, so it unblocks no heap.
            let least = here
                .iter()
                .filter(|_| m.when.is_none())
                .filter_map(|s| s.blocked_below())
                .min();
            if let (Some(at), Some(b)) = (on, least) {
                for (i, h) in blocked.iter_mut().enumerate() {
                    if at.is_none_or(|a| a == i) {
                        *h = Some(h.map_or(b, |v| v.min(b)));
                    }
                }
            }
            steps.extend(here);
        }
        // Every position with no legal move must be over: the corner of
        // the region where each heap may be blocked is (end closed downward).
        let corner: Option<Vec<i64>> = blocked.iter().map(|b| b.map(|b| b - 1)).collect();
        match corner {
            None => return None,
            Some(c) if c.iter().all(|&h| h >= 0) => {
                let env = Env {
                    heaps: &c,
                    ..Env::default()
                };
                if !game.end.test(&env).ok()? {
                    return None;
                }
            }
            // A heap that is never blocked: no position lacks a move.
            Some(_) => {}
        }
        Some(Relaxed { game, steps })
    }

    /// Whether the relaxed game from start(`s`) needs more than `plies`
    /// plies to end; `None` when that could not be found in bounded work.
    pub fn beyond(&self, s: i64, plies: u32) -> Option<bool> {
        let mut work = MAX_RELAXED_WORK;
        self.beyond_within(s, plies, &mut work)
    }

    /// [`Relaxed::beyond`], spending at most `work` relaxed moves (what is
    /// left is written back).
    fn beyond_within(&self, s: i64, plies: u32, work: &mut u64) -> Option<bool> {
        let n = self.game.heaps;
        let start = self.game.start_state(s, 0).ok()?.heaps;
        let over = |h: &[i64]| {
            self.game.end.test(&Env {
                heaps: &h[..n],
                ..Env::default()
            })
        };
        if over(&start).ok()? {
            return Some(false);
        }
        let mut level = vec![start];
        let mut seen: FxHashSet<[i64; crate::game::MAX_HEAPS]> = FxHashSet::default();
        seen.insert(start);
        for _ in 0..plies {
            let mut next = Vec::new();
            for h in &level {
                for i in 0..n {
                    for step in &self.steps {
                        *work = work.checked_sub(1)?;
                        let mut to = *h;
                        to[i] = step.apply(h[i])?;
                        if !seen.insert(to) {
                            continue;
                        }
                        if over(&to).ok()? {
                            return Some(false);
                        }
                        next.push(to);
                    }
                }
            }
            level = next;
        }
        Some(true)
    }

    /// The least S after `from` from which the game cannot end within
    /// `plies` (so no S from it on can answer a question that needs at most
    /// `plies`), if there is one within [`MAX_PROVEN_SPAN`] of `from`.
    pub fn first_beyond(&self, from: i64, plies: u32) -> Option<i64> {
        let limit = from.checked_add(MAX_PROVEN_SPAN)?;
        let mut work = MAX_RELAXED_WORK;
        if self.beyond_within(from, plies, &mut work)? {
            return Some(from);
        }
        // Doubling steps to a value beyond, then halving back to the first.
        let (mut near, mut far) = (from, None);
        let mut step = 1i64;
        while far.is_none() {
            let s = from.checked_add(step)?.min(limit);
            if self.beyond_within(s, plies, &mut work)? {
                far = Some(s);
            } else if s == limit {
                return None;
            } else {
                near = s;
                step = step.checked_mul(2)?;
            }
        }
        let mut far = far?;
        while far - near > 1 {
            let mid = near + (far - near) / 2;
            if self.beyond_within(mid, plies, &mut work)? {
                far = mid;
            } else {
                near = mid;
            }
        }
        Some(far)
    }
}

/// A real move's value as a relaxed step: `x OP c`, `cdiv(x, c)`.
fn step_of(value: &Expr) -> Option<Step> {
    match value {
        Expr::Bin(op, x, c) if **x == Expr::Var(Var::X) => Step::of(*op, c.constant()?),
        Expr::Call(Func::Cdiv, args) => match args.as_slice() {
            [Expr::Var(Var::X), c] => match c.constant()? {
                c if c >= 1 => Some(Step::Cdiv(c)),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// Whether an expression never decreases when a heap (or S) grows: sums,
/// heaps, `min`/`max`, and sums, products and quotients of them by constants
/// that are not negative. The nesting is the parser's, bounded.
fn monotone(e: &Expr) -> bool {
    let nonneg = |e: &Expr| e.constant().is_some_and(|c| c >= 0);
    match e {
        Expr::Num(_) => true,
        Expr::Var(v) => matches!(
            v,
            Var::X | Var::Heap(_) | Var::Sum | Var::Prod | Var::Min | Var::Max | Var::S
        ),
        Expr::Bin(BinOp::Add, a, b) => monotone(a) && monotone(b),
        Expr::Bin(BinOp::Sub, a, b) => monotone(a) && b.constant().is_some(),
        Expr::Bin(BinOp::Mul, a, b) => monotone(a) && nonneg(b) || nonneg(a) && monotone(b),
        Expr::Bin(BinOp::Div, a, b) => monotone(a) && b.constant().is_some_and(|c| c > 0),
        Expr::Call(Func::Min | Func::Max, args) => args.iter().all(monotone),
        Expr::Call(Func::Cdiv, args) => match args.as_slice() {
            [a, b] => monotone(a) && b.constant().is_some_and(|c| c > 0),
            _ => false,
        },
        _ => false,
    }
}

/// Whether an end rule holds of every position below one it holds of:
/// `M <= c`, `M < c` (M [`monotone`]), and `and` / `or` / `any` / `all` of
/// such.
fn down_closed(e: &Expr) -> bool {
    match e {
        Expr::Bin(BinOp::Le | BinOp::Lt, a, b) => monotone(a) && b.constant().is_some(),
        Expr::Bin(BinOp::Ge | BinOp::Gt, a, b) => a.constant().is_some() && monotone(b),
        Expr::Bin(BinOp::And | BinOp::Or, a, b) => down_closed(a) && down_closed(b),
        Expr::Quant(Quant::AnyHeap | Quant::AllHeaps, inner) => down_closed(inner),
        _ => false,
    }
}

#[cfg(test)]
mod tests;
