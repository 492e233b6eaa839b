//! The dense table: the spreadsheet method as an array fill. For games whose
//! moves only grow the heaps (`+a`, `*b` on any or a chosen heap) and that end
//! when the total reaches a target, every follower of a cell lies further
//! along the array, so one backward pass solves the whole table.
//!
//! Cells are one byte while every |K| fits, wider only when needed.

use super::{human_bytes, Code, Progress, SolveError, SolveOptions, Ticker};
use crate::game::expr::{BinOp, Expr, Var};
use crate::game::{Game, Simple, State, Target, Winner, MAX_HEAPS};

/// What the dense solver needs to know about a game, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub heaps: usize,
    /// Least value of each heap (reachable positions never go below).
    pub lo: [i64; MAX_HEAPS],
    /// Cells per heap.
    pub dims: [usize; MAX_HEAPS],
    /// The game ends when the total is at least this.
    pub target: i64,
    /// The mover wins the end only if the total is at most this.
    pub bound: Option<i64>,
    pub handed_counts: bool,
    /// Per heap: the additions and factors allowed on it.
    pub adds: [Vec<i64>; MAX_HEAPS],
    pub muls: [Vec<i64>; MAX_HEAPS],
}

impl Plan {
    pub fn cells(&self) -> u64 {
        self.dims.iter().map(|&d| d as u64).product()
    }
}

/// `sum >= T` (or `sum > T-1`, `T <= sum`) → T.
fn total_at_least(e: &Expr) -> Option<i64> {
    match e {
        Expr::Bin(op, a, b) => match (op, a.as_ref(), b.as_ref()) {
            (BinOp::Ge, Expr::Var(Var::Sum), r) => r.constant(),
            (BinOp::Gt, Expr::Var(Var::Sum), r) => r.constant().map(|v| v + 1),
            (BinOp::Le, l, Expr::Var(Var::Sum)) => l.constant(),
            (BinOp::Lt, l, Expr::Var(Var::Sum)) => l.constant().map(|v| v + 1),
            _ => None,
        },
        _ => None,
    }
}

/// `sum <= B` (or `sum < B+1`) → B.
fn total_at_most(e: &Expr) -> Option<i64> {
    match e {
        Expr::Bin(op, a, b) => match (op, a.as_ref(), b.as_ref()) {
            (BinOp::Le, Expr::Var(Var::Sum), r) => r.constant(),
            (BinOp::Lt, Expr::Var(Var::Sum), r) => r.constant().map(|v| v - 1),
            (BinOp::Ge, l, Expr::Var(Var::Sum)) => l.constant(),
            (BinOp::Gt, l, Expr::Var(Var::Sum)) => l.constant().map(|v| v - 1),
            _ => None,
        },
        _ => None,
    }
}

/// Checks whether the dense solver applies; says why not when it does not.
pub fn plan(game: &Game, starts: &[State]) -> Result<Plan, String> {
    if game.has_history() {
        return Err("the game has history rules".into());
    }
    if game.require.is_some() {
        return Err("the game has a 'require' rule".into());
    }
    if !game.only_grows() {
        return Err("a move does not simply add or multiply".into());
    }
    let target = total_at_least(&game.end).ok_or("the end is not 'sum >= T'")?;
    let bound = match &game.winner {
        Winner::Mover => None,
        Winner::MoverIf(c) => Some(total_at_most(c).ok_or("the winner rule is not 'sum <= B'")?),
        Winner::Opponent => return Err("the winner is the opponent".into()),
    };
    let n = game.heaps;
    let mut adds: [Vec<i64>; MAX_HEAPS] = Default::default();
    let mut muls: [Vec<i64>; MAX_HEAPS] = Default::default();
    for m in &game.moves {
        let heaps: Vec<usize> = match m.target {
            Target::Any => (0..n).collect(),
            Target::Heap(i) => vec![i],
            _ => return Err("a move acts on the larger/smaller heap".into()),
        };
        for i in heaps {
            match m.simple {
                Some(Simple::Add(a)) => adds[i].push(a),
                Some(Simple::Mul(b)) => muls[i].push(b),
                None => return Err("a move is not simple".into()),
            }
        }
    }
    if (0..n).any(|i| adds[i].is_empty()) {
        return Err("a heap has no '+a' move".into());
    }
    if starts.is_empty() || starts.iter().any(|s| s.hist != 0) {
        return Err("no plain start positions".into());
    }
    let mut lo = [0i64; MAX_HEAPS];
    for (i, l) in lo.iter_mut().enumerate().take(n) {
        *l = starts.iter().map(|s| s.heaps[i]).min().unwrap_or(0);
        if *l < 0 {
            return Err("a start heap is negative".into());
        }
    }
    if target > 1 << 40 {
        return Err("the target is too large".into());
    }
    let lo_sum: i64 = lo[..n].iter().sum();
    let mut dims = [1usize; MAX_HEAPS];
    for i in 0..n {
        let hi = target - 1 - (lo_sum - lo[i]);
        dims[i] = (hi - lo[i] + 1).max(0) as usize;
    }
    Ok(Plan {
        heaps: n,
        lo,
        dims,
        target,
        bound,
        handed_counts: game.handed_win_counts,
        adds,
        muls,
    })
}

/// A solved dense table.
#[derive(Debug)]
pub struct DenseTable {
    pub plan: Plan,
    cells: Cells,
}

#[derive(Debug)]
enum Cells {
    /// The two-heap triangle of keys (see [`super::race_triangle`]).
    Keys8(super::race_triangle::Keys2<u8>),
    Keys16(super::race_triangle::Keys2<u16>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
}

/// A table cell type: i8, i16 or i32 codes.
trait Cell: Copy + Default {
    const LOSE0: Self;
    fn from_code(v: i32) -> Option<Self>;
    fn to_code(self) -> i32;
}

macro_rules! cell {
    ($t:ty) => {
        impl Cell for $t {
            const LOSE0: Self = <$t>::MIN;
            fn from_code(v: i32) -> Option<Self> {
                <$t>::try_from(v).ok().filter(|&c| c != <$t>::MIN)
            }
            fn to_code(self) -> i32 {
                self as i32
            }
        }
    };
}
cell!(i8);
cell!(i16);
cell!(i32);

/// Solves the plan, with one-byte cells when every code fits, telling
/// `progress` the cells done.
pub fn solve(
    _game: &Game,
    plan: &Plan,
    opts: &SolveOptions,
    progress: Progress,
) -> Result<DenseTable, SolveError> {
    if super::race_triangle::applies(plan) {
        let need = super::race_triangle::cells(plan);
        let too_big = |bytes: u64| SolveError::TooBig {
            need: human_bytes(bytes).into(),
            limit: crate::resources::limit_named(opts.max_bytes),
        };
        if need > opts.max_bytes {
            return Err(too_big(need));
        }
        let table = |cells| DenseTable {
            plan: plan.clone(),
            cells,
        };
        // Widening mid-way holds the one- and two-byte tables at once: when
        // that would not fit, start with two-byte cells if those fit.
        if need.saturating_mul(3) <= opts.max_bytes {
            match super::race_triangle::fill_auto_reporting(plan, opts.threads, progress) {
                Ok(keys) => return Ok(table(Cells::Keys8(keys))),
                Err(wide) if !wide.keys.is_empty() || need == 0 => {
                    return Ok(table(Cells::Keys16(wide)));
                }
                Err(_) => {}
            }
        } else {
            if need.saturating_mul(2) > opts.max_bytes {
                // One-byte cells would fit only if every code fits a byte;
                // try that, refusing if it does not.
                return match super::race_triangle::fill_reporting::<u8>(
                    plan,
                    opts.threads,
                    progress,
                ) {
                    Some(keys) => Ok(table(Cells::Keys8(keys))),
                    None => Err(too_big(need * 2)),
                };
            }
            if let Some(keys) =
                super::race_triangle::fill_reporting::<u16>(plan, opts.threads, progress)
            {
                return Ok(table(Cells::Keys16(keys)));
            }
        }
    }
    let cells = plan.cells();
    if cells > opts.max_bytes {
        return Err(SolveError::TooBig {
            need: human_bytes(cells).into(),
            limit: crate::resources::limit_named(opts.max_bytes),
        });
    }
    let cells =
        if let Some(v) = fill::<i8>(plan, progress) {
            Cells::I8(v)
        } else {
            if cells * 2 > opts.max_bytes {
                return Err(SolveError::TooBig {
                    need: human_bytes(cells * 2).into(),
                    limit: crate::resources::limit_named(opts.max_bytes),
                });
            }
            match fill::<i16>(plan, progress) {
                Some(v) => Cells::I16(v),
                None => Cells::I32(fill::<i32>(plan, progress).ok_or_else(|| {
                    SolveError::NotApplicable("dense", "codes exceed 2^31".into())
                })?),
            }
        };
    Ok(DenseTable {
        plan: plan.clone(),
        cells,
    })
}

/// The backward fill; `None` when a code does not fit the cell type.
/// `progress` is told the cells done after each layer of the first heap.
fn fill<C: Cell>(p: &Plan, progress: Progress) -> Option<Vec<C>> {
    let [d0, d1, d2] = p.dims;
    let total = d0 * d1 * d2;
    let ticker = Ticker::new(progress, total as u64);
    let mut t: Vec<C> = vec![C::default(); total];
    let strides = [d1 * d2, d2, 1];
    let n = p.heaps;
    let handed_k = if p.handed_counts { 1 } else { 0 };
    let target = p.target;
    for i0 in (0..d0).rev() {
        if let Some(tk) = &ticker {
            tk.tick(((d0 - 1 - i0) * d1 * d2) as u64);
        }
        for i1 in (0..d1).rev() {
            for i2 in (0..d2).rev() {
                let idx = [i0, i1, i2];
                let mut heaps = [0i64; MAX_HEAPS];
                let mut sum = 0i64;
                for h in 0..n {
                    heaps[h] = p.lo[h] + idx[h] as i64;
                    sum += heaps[h];
                }
                if sum >= target {
                    continue;
                }
                let here = i0 * strides[0] + i1 * strides[1] + i2 * strides[2];
                let mut best_win: Option<i32> = None;
                let mut worst_loss = 0i32;
                for h in 0..n {
                    let x = heaps[h];
                    let rest = sum - x;
                    let mut visit = |nx: i64| {
                        if nx == x {
                            return;
                        }
                        let nsum = rest.saturating_add(nx);
                        let c = if nsum >= target {
                            let mover_won = p.bound.is_none_or(|b| nsum <= b);
                            if mover_won {
                                0
                            } else {
                                worst_loss = worst_loss.max(handed_k);
                                return;
                            }
                        } else {
                            let off = (nx - p.lo[h]) as usize;
                            let v = t[here + (off - idx[h]) * strides[h]];
                            if v.to_code() == C::LOSE0.to_code() {
                                0
                            } else {
                                v.to_code()
                            }
                        };
                        if c <= 0 {
                            best_win = Some(best_win.map_or(c, |b| b.max(c)));
                        } else {
                            worst_loss = worst_loss.max(c);
                        }
                    };
                    for &a in &p.adds[h] {
                        visit(x + a);
                    }
                    for &m in &p.muls[h] {
                        visit(x.saturating_mul(m));
                    }
                }
                let code = match best_win {
                    Some(w) => 1 - w,
                    None if worst_loss == 0 => {
                        t[here] = C::LOSE0;
                        continue;
                    }
                    None => -worst_loss,
                };
                t[here] = C::from_code(code)?;
            }
        }
    }
    if let Some(tk) = &ticker {
        tk.tick(total as u64);
    }
    Some(t)
}

impl DenseTable {
    pub fn len(&self) -> usize {
        match &self.cells {
            Cells::Keys8(k) => k.len(),
            Cells::Keys16(k) => k.len(),
            _ => self.plan.cells() as usize,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes the cells take (a widened two-heap table keeps its one-byte
    /// rows).
    pub fn bytes(&self) -> u64 {
        match &self.cells {
            Cells::Keys8(k) => k.bytes(),
            Cells::Keys16(k) => k.bytes(),
            _ => self.len() as u64 * self.cell_bytes() as u64,
        }
    }

    /// Bytes per cell (1, 2 or 4; the widest where widths are mixed).
    pub fn cell_bytes(&self) -> usize {
        match self.cells {
            Cells::Keys8(_) | Cells::I8(_) => 1,
            Cells::Keys16(_) | Cells::I16(_) => 2,
            Cells::I32(_) => 4,
        }
    }

    pub fn code(&self, st: &State) -> Option<Code> {
        let p = &self.plan;
        if st.hist != 0 {
            return None;
        }
        let sum: i64 = st.heaps[..p.heaps].iter().sum();
        if sum >= p.target {
            return Some(if p.bound.is_none_or(|b| sum <= b) {
                Code::Over
            } else {
                Code::Handed
            });
        }
        let fast = match &self.cells {
            Cells::Keys8(k) => Some(k.code(st.heaps[0], st.heaps[1])),
            Cells::Keys16(k) => Some(k.code(st.heaps[0], st.heaps[1])),
            _ => None,
        };
        if let Some(c) = fast {
            let c = c?;
            return Some(if c > 0 {
                Code::Win(c as u32)
            } else {
                Code::Lose((-c) as u32)
            });
        }
        let mut idx = 0usize;
        for h in 0..MAX_HEAPS {
            let off = if h < p.heaps {
                st.heaps[h] - p.lo[h]
            } else {
                0
            };
            if off < 0 || off as usize >= p.dims[h] {
                return None;
            }
            idx = idx * p.dims[h] + off as usize;
        }
        let v = match &self.cells {
            Cells::I8(c) => c[idx] as i32,
            Cells::I16(c) => c[idx] as i32,
            Cells::I32(c) => c[idx],
            Cells::Keys8(_) | Cells::Keys16(_) => return None,
        };
        Some(
            if v == i8::MIN as i32 && self.cell_bytes() == 1
                || v == i16::MIN as i32 && self.cell_bytes() == 2
                || v == i32::MIN
            {
                Code::Lose(0)
            } else if v > 0 {
                Code::Win(v as u32)
            } else {
                Code::Lose((-v) as u32)
            },
        )
    }

    pub fn live_box(&self) -> Option<Vec<(i64, i64)>> {
        let p = &self.plan;
        if p.dims[..p.heaps].contains(&0) {
            return None;
        }
        Some(
            (0..p.heaps)
                .map(|h| (p.lo[h], p.lo[h] + p.dims[h] as i64 - 1))
                .collect(),
        )
    }
}
