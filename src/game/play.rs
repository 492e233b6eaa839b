//! Positions and the legal moves from them.

use super::{
    Action, Env, EvalError, Game, NoRepeat, Owner, Target, Winner, MAX_HEAPS, SECOND_TO_MOVE,
};

/// A position: the heaps and, for games with history rules, what the last
/// moves were and how often limited moves were used (packed into `hist`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct State {
    pub heaps: [i64; MAX_HEAPS],
    /// Bits 0–7: the opponent's last move (index + 1, 0 none); bits 8–15:
    /// the player's own last move; from bit 16 on, 4-bit use counters; bit
    /// 63 ([`SECOND_TO_MOVE`]), in a game whose players move differently.
    pub hist: u64,
}

impl State {
    pub fn of(heaps: &[i64]) -> State {
        let mut h = [0i64; MAX_HEAPS];
        h[..heaps.len()].copy_from_slice(heaps);
        State { heaps: h, hist: 0 }
    }
}

/// Whether the game is over at a position, and for whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Live,
    /// Over; the player who moved here won (the usual end).
    OverMoverWon,
    /// Over; the player who moved here lost (overshoot, misère end).
    OverMoverLost,
}

/// A position a move leads to, and which move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Succ {
    pub state: State,
    pub mv: u16,
}

impl Game {
    /// Whether the game is over at `st`, by the end rule.
    pub fn status(&self, st: &State) -> Result<Status, EvalError> {
        let heaps = &st.heaps[..self.heaps];
        let env = Env {
            heaps,
            ..Env::default()
        };
        if !self.end.test(&env)? {
            return Ok(Status::Live);
        }
        let mover_won = match &self.winner {
            Winner::Mover => true,
            Winner::Opponent => false,
            Winner::MoverIf(c) => c.test(&env)?,
        };
        Ok(if mover_won {
            Status::OverMoverWon
        } else {
            Status::OverMoverLost
        })
    }

    /// Appends the positions reachable in one legal move from `st` (a live
    /// position) to `out`. A move that changes nothing is never a move.
    pub fn successors(&self, st: &State, out: &mut Vec<Succ>) -> Result<(), EvalError> {
        let n = self.heaps;
        let heaps = &st.heaps[..n];
        let opp_last = (st.hist & 0xff) as usize;
        let own_last = ((st.hist >> 8) & 0xff) as usize;
        let second = st.hist & SECOND_TO_MOVE != 0;
        for (mi, m) in self.moves.iter().enumerate() {
            match m.owner {
                Some(Owner::First) if second => continue,
                Some(Owner::Second) if !second => continue,
                _ => {}
            }
            match self.no_repeat {
                NoRepeat::Opponent if self.same_move(opp_last, mi) => continue,
                NoRepeat::Own if self.same_move(own_last, mi) => continue,
                _ => {}
            }
            if let (Some(limit), Some(slot)) = (m.limit, self.limit_slots[mi]) {
                if ((st.hist >> slot) & 0xf) as u32 >= limit.times {
                    continue;
                }
            }
            let before = out.len();
            match &m.action {
                Action::Pass => {
                    self.push(st, *st, mi, out)?;
                }
                Action::Tuple(values) => {
                    if self.allowed(m, heaps, 0)? {
                        let mut next = *st;
                        for (i, e) in values.iter().enumerate() {
                            next.heaps[i] = e.eval(&Env {
                                heaps,
                                ..Env::default()
                            })?;
                        }
                        self.push(st, next, mi, out)?;
                    }
                }
                Action::Set { value, step } => {
                    // At most MAX_HEAPS targets: a fixed array, no allocation
                    // per position.
                    let mut targets = [0usize; MAX_HEAPS];
                    let nt = if let Target::Heap(i) = m.target {
                        targets[0] = i;
                        1
                    } else {
                        let only = match m.target {
                            Target::Larger => heaps.iter().copied().max(),
                            Target::Smaller => heaps.iter().copied().min(),
                            _ => None,
                        };
                        let mut nt = 0;
                        for (i, &h) in heaps.iter().enumerate() {
                            if only.is_none_or(|v| h == v) {
                                targets[nt] = i;
                                nt += 1;
                            }
                        }
                        nt
                    };
                    if m.target == Target::All {
                        let steps = match step {
                            None => 0..=0,
                            Some((lo, hi)) => {
                                let env = Env {
                                    heaps,
                                    ..Env::default()
                                };
                                k_range(lo.eval(&env)?, hi.eval(&env)?)?
                            }
                        };
                        for k in steps {
                            let mut next = *st;
                            let mut ok = true;
                            for i in 0..n {
                                if !self.allowed_at(m, heaps, i, k)? {
                                    ok = false;
                                    break;
                                }
                                next.heaps[i] = value.eval(&self.env_at(heaps, i, k))?;
                            }
                            if ok {
                                self.push(st, next, mi, out)?;
                            }
                        }
                    } else {
                        for &i in &targets[..nt] {
                            let ks = match step {
                                None => 0..=0,
                                Some((lo, hi)) => {
                                    let env = self.env_at(heaps, i, 0);
                                    k_range(lo.eval(&env)?, hi.eval(&env)?)?
                                }
                            };
                            for k in ks {
                                if !self.allowed_at(m, heaps, i, k)? {
                                    continue;
                                }
                                let mut next = *st;
                                next.heaps[i] = value.eval(&self.env_at(heaps, i, k))?;
                                self.push(st, next, mi, out)?;
                            }
                        }
                    }
                }
            }
            // Two ways of making the same move to the same place are one
            // move (the first kept). A set beyond a few: a range move may
            // offer a million, and comparing each with all before it was
            // quadratic.
            if out.len() - before <= 16 {
                let mut i = before;
                while i < out.len() {
                    if out[before..i].iter().any(|s| s.state == out[i].state) {
                        out.remove(i);
                    } else {
                        i += 1;
                    }
                }
            } else {
                let mut seen = rustc_hash::FxHashSet::default();
                let mut idx = 0;
                out.retain(|s| {
                    let keep = idx < before || seen.insert(s.state);
                    idx += 1;
                    keep
                });
            }
        }
        Ok(())
    }

    fn env_at<'a>(&self, heaps: &'a [i64], i: usize, k: i64) -> Env<'a> {
        Env {
            heaps,
            x: heaps[i],
            x_heap: i,
            step: k,
            ..Env::default()
        }
    }

    fn allowed(&self, m: &super::Move, heaps: &[i64], k: i64) -> Result<bool, EvalError> {
        match &m.when {
            None => Ok(true),
            Some(c) => c.test(&Env {
                heaps,
                step: k,
                ..Env::default()
            }),
        }
    }

    fn allowed_at(
        &self,
        m: &super::Move,
        heaps: &[i64],
        i: usize,
        k: i64,
    ) -> Result<bool, EvalError> {
        match &m.when {
            None => Ok(true),
            Some(c) => c.test(&self.env_at(heaps, i, k)),
        }
    }

    /// Whether the move recorded as `last` (index + 1, 0 none) is move
    /// `mi`: the same place in the list, or, when the players have lists of
    /// their own, the same move written in each («*3» of both).
    fn same_move(&self, last: usize, mi: usize) -> bool {
        let Some(l) = last.checked_sub(1) else {
            return false;
        };
        l == mi
            || self.per_player()
                && self.moves.get(l).is_some_and(|m| {
                    m.text == self.moves[mi].text && m.target == self.moves[mi].target
                })
    }

    /// Checks the general legality of `next` and records it with the new
    /// history.
    fn push(
        &self,
        st: &State,
        mut next: State,
        mi: usize,
        out: &mut Vec<Succ>,
    ) -> Result<(), EvalError> {
        let n = self.heaps;
        let is_pass = matches!(self.moves[mi].action, Action::Pass);
        // Element by element: a slice comparison calls `memcmp`.
        let same = next.heaps[..n]
            .iter()
            .zip(&st.heaps[..n])
            .all(|(a, b)| a == b);
        if !is_pass && same {
            return Ok(());
        }
        if next.heaps[..n].iter().any(|&h| h < 0) {
            return Ok(());
        }
        if let Some(req) = &self.require {
            if !req.test(&Env {
                heaps: &next.heaps[..n],
                ..Env::default()
            })? {
                return Ok(());
            }
        }
        next.hist = self.next_hist(st.hist, mi);
        out.push(Succ {
            state: next,
            mv: mi as u16,
        });
        Ok(())
    }

    /// The history after move `mi`: the player to move changes.
    fn next_hist(&self, hist: u64, mi: usize) -> u64 {
        if !self.has_history() {
            return 0;
        }
        let opp_last = hist & 0xff;
        let mut counters = hist >> 16;
        // Per-player counters come in pairs (mover's, other's): swap them.
        for (j, m) in self.moves.iter().enumerate() {
            if let (Some(limit), Some(slot)) = (m.limit, self.limit_slots[j]) {
                let shift = slot - 16;
                if limit.each {
                    let mine = (counters >> shift) & 0xf;
                    let theirs = (counters >> (shift + 4)) & 0xf;
                    let mine = if j == mi { mine + 1 } else { mine };
                    counters &= !(0xff << shift);
                    counters |= (theirs | (mine << 4)) << shift;
                } else if j == mi {
                    counters += 1 << shift;
                }
            }
        }
        let last = match self.no_repeat {
            NoRepeat::None => 0,
            _ => (mi as u64 + 1) | (opp_last << 8),
        };
        // The turn bit rides in the counters' word; the other player moves next.
        let turn = if self.per_player() { SECOND_TO_MOVE } else { 0 };
        (last | (counters << 16)) ^ turn
    }
}

/// `lo..=hi` for a range move, refused past [`MAX_MOVES_PER_POSITION`].
fn k_range(lo: i64, hi: i64) -> Result<std::ops::RangeInclusive<i64>, EvalError> {
    let count = (i128::from(hi) - i128::from(lo) + 1).max(0) as u128;
    if count > super::expr::MAX_MOVES_PER_POSITION {
        return Err(EvalError::TooManyMoves(lo, hi, count));
    }
    Ok(lo..=hi)
}
