//! The shape of a game the exam words in its own sentences (one heap, or
//! two heaps `(A, S)`; moves `+a`, `×b`, `−a`, `/b`; the end on the total),
//! and the example move a statement gives.

use super::Words;
use crate::game::expr::{Expr, Var};
use crate::game::{Game, NoMoves, Simple, State, Status, Target, Winner};

/// A move of the exam's shapes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Step {
    Add(i64),
    Mul(i64),
    Sub(i64),
    Div(i64),
}

pub(super) fn step_of(m: &crate::game::Move, heaps: usize) -> Option<Step> {
    let target_ok = matches!(m.target, Target::Any) || (heaps == 1 && m.target == Target::Heap(0));
    if !target_ok || m.when.is_some() || m.limit.is_some() || m.owner.is_some() {
        return None;
    }
    match m.simple {
        Some(Simple::Add(a)) => return Some(Step::Add(a)),
        Some(Simple::Mul(b)) => return Some(Step::Mul(b)),
        None => {}
    }
    let t = m.text.trim();
    let num = |s: &str| s.trim().parse::<i64>().ok().filter(|n| *n >= 1);
    if let Some(r) = t.strip_prefix('-') {
        return num(r).map(Step::Sub);
    }
    if let Some(r) = t.strip_prefix('/') {
        let r = r.trim().strip_suffix("down").unwrap_or(r);
        return num(r).filter(|n| *n >= 2).map(Step::Div);
    }
    None
}

/// `sum >= 77` → (true, 77); `sum <= 87` → (false, 87).
pub(super) fn total_bound(text: &str, heaps: usize) -> Option<(bool, i64)> {
    let t: String = text
        .replace('≥', ">=")
        .replace('≤', "<=")
        .split_whitespace()
        .collect();
    let lhs_ok = |l: &str| l == "sum" || (heaps == 1 && l == "h1");
    for (op, ge, shift) in [
        (">=", true, 0),
        ("<=", false, 0),
        (">", true, 1),
        ("<", false, -1),
    ] {
        if let Some((l, r)) = t.split_once(op) {
            if lhs_ok(l) {
                return r.parse::<i64>().ok().map(|n| (ge, n + shift));
            }
        }
    }
    None
}

/// The exam-shaped facts of a game, when it has the exam's shape.
pub(super) struct Shape {
    pub(super) heaps: usize,
    /// The first heap of a two-heap start `(A, S)`.
    pub(super) a: Option<i64>,
    pub(super) steps: Vec<Step>,
    pub(super) grows: bool,
    pub(super) end_ge: bool,
    pub(super) t: i64,
    pub(super) over: Option<i64>,
}

pub(super) fn shape(game: &Game) -> Option<Shape> {
    if game.k_range.is_some()
        || game.require.is_some()
        || game.no_moves != NoMoves::Lose
        || !(1..=2).contains(&game.heaps)
    {
        return None;
    }
    let a = match (game.heaps, game.start.as_slice()) {
        (1, [Expr::Var(Var::S)]) => None,
        (2, [first, Expr::Var(Var::S)]) => Some(first.constant()?),
        _ => return None,
    };
    let steps = game
        .moves
        .iter()
        .map(|m| step_of(m, game.heaps))
        .collect::<Option<Vec<_>>>()?;
    let grows = steps
        .iter()
        .all(|s| matches!(s, Step::Add(_) | Step::Mul(_)));
    let shrinks = steps
        .iter()
        .all(|s| matches!(s, Step::Sub(_) | Step::Div(_)));
    if !grows && !shrinks {
        return None;
    }
    let (end_ge, t) = total_bound(&game.text.end, game.heaps)?;
    let over = match &game.winner {
        Winner::Mover => None,
        Winner::MoverIf(_) => match total_bound(&game.text.winner, game.heaps)? {
            (false, b) => Some(b),
            _ => return None,
        },
        Winner::Opponent => return None,
    };
    if end_ge != grows || (over.is_some() && !end_ge) {
        return None;
    }
    Some(Shape {
        heaps: game.heaps,
        a,
        steps,
        grows,
        end_ge,
        t,
        over,
    })
}

/// The heaps one move leads to from `heaps`, in the moves' order.
pub(super) fn followers(game: &Game, heaps: &[i64]) -> Option<Vec<Vec<i64>>> {
    let st = State::of(heaps);
    if game.status(&st).ok()? != Status::Live {
        return None;
    }
    let mut buf = Vec::new();
    game.successors(&st, &mut buf).ok()?;
    let mut out: Vec<Vec<i64>> = Vec::new();
    for f in buf {
        let h = f.state.heaps[..game.heaps].to_vec();
        if !out.contains(&h) {
            out.push(h);
        }
    }
    // As the exam lists them: the first heap's moves, then the second's.
    out.sort_by_key(|h| h.iter().zip(heaps).position(|(a, b)| a != b));
    (!out.is_empty()).then_some(out)
}

/// The example sentence: what one move makes of a sample position.
pub(super) fn example(w: &Words, game: &Game, sh: &Shape) -> Option<String> {
    let base = if sh.grows { 10 } else { sh.t + 12 };
    if sh.heaps == 1 {
        let x = (0..40)
            .map(|d| base + d)
            .find(|&x| followers(game, &[x]).is_some())?;
        let list: Vec<String> = followers(game, &[x])?
            .iter()
            .map(|h| h[0].to_string())
            .collect();
        let last = list.last()?.parse::<i64>().ok()?;
        Some(w.fill(
            "example.1",
            &[
                ("x", &x.to_string()),
                ("stones", &w.stones_gen(x)),
                ("list", &w.or_list(&list)),
                ("stones_after", &w.stones_gen(last)),
            ],
        ))
    } else {
        let (a, b) = (0..40)
            .map(|d| (base + d, 5 + d / 2))
            .find(|&(a, b)| followers(game, &[a, b]).is_some())?;
        let list: Vec<String> = followers(game, &[a, b])?
            .iter()
            .map(|h| format!("({}, {})", h[0], h[1]))
            .collect();
        Some(w.fill(
            "example.2",
            &[
                ("a", &a.to_string()),
                ("b", &b.to_string()),
                ("stones_a", &w.stones(a)),
                ("stones_b", &w.stones(b)),
                ("list", &list.join(", ")),
            ],
        ))
    }
}
