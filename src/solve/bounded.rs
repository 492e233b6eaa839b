//! Analysis bounded to the first few moves, for games whose positions are
//! infinite or too many: like the seed's recursive `win(…, byMove)`, it
//! decides "wins within K moves" and "loses within K moves" for K up to the
//! depth, and leaves deeper positions unknown.

use rustc_hash::FxHashMap;

use super::{Code, SolveError};
use crate::game::{Game, NoMoves, State, Status, Succ};

/// Codes of the starts and their followers, exact up to `depth` moves.
#[derive(Debug)]
pub struct BoundedTable {
    pub depth: u32,
    codes: FxHashMap<State, Code>,
}

impl BoundedTable {
    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    pub fn code(&self, st: &State) -> Option<Code> {
        self.codes.get(st).copied()
    }

    pub fn live_box(&self, heaps: usize) -> Option<Vec<(i64, i64)>> {
        super::general::live_box(self.codes.iter().map(|(s, &c)| (s, c)), heaps)
    }
}

struct Search<'g> {
    game: &'g Game,
    memo: FxHashMap<(State, u32, bool), bool>,
    limit: usize,
}

impl Search<'_> {
    fn err(&self, st: &State, error: crate::game::EvalError) -> SolveError {
        SolveError::Eval {
            position: self.game.position_name(&st.heaps),
            error,
        }
    }

    fn succs(&self, st: &State) -> Result<Vec<(Succ, Status)>, SolveError> {
        let mut buf = Vec::new();
        self.game
            .successors(st, &mut buf)
            .map_err(|e| self.err(st, e))?;
        buf.into_iter()
            .map(|s| {
                Ok((
                    s,
                    self.game
                        .status(&s.state)
                        .map_err(|e| self.err(&s.state, e))?,
                ))
            })
            .collect()
    }

    /// Whether a live position with no legal move is lost by its mover.
    fn stuck_loses(&self) -> bool {
        self.game.no_moves == NoMoves::Lose
    }

    /// The mover at live `st` can win within `k` of his moves.
    fn wins(&mut self, st: &State, k: u32) -> Result<bool, SolveError> {
        if k == 0 {
            return Ok(false);
        }
        if let Some(&v) = self.memo.get(&(*st, k, true)) {
            return Ok(v);
        }
        let mut v = false;
        for (s, status) in self.succs(st)? {
            let good = match status {
                Status::OverMoverWon => true,
                Status::OverMoverLost => false,
                Status::Live => self.loses(&s.state, k - 1)?,
            };
            if good {
                v = true;
                break;
            }
        }
        self.remember(*st, k, true, v)
    }

    /// The mover at live `st` loses within `k` moves of his opponent.
    fn loses(&mut self, st: &State, k: u32) -> Result<bool, SolveError> {
        if let Some(&v) = self.memo.get(&(*st, k, false)) {
            return Ok(v);
        }
        let succs = self.succs(st)?;
        let handed_ok = !self.game.handed_win_counts || k >= 1;
        let v = if succs.is_empty() {
            self.stuck_loses()
        } else {
            let mut all = true;
            for (s, status) in succs {
                let bad = match status {
                    Status::OverMoverWon => false,
                    Status::OverMoverLost => handed_ok,
                    Status::Live => {
                        let mut probe = Vec::new();
                        self.game
                            .successors(&s.state, &mut probe)
                            .map_err(|e| self.err(&s.state, e))?;
                        if probe.is_empty() {
                            // The opponent is stuck: he loses, or wins (misère).
                            !self.stuck_loses() && handed_ok
                        } else {
                            self.wins(&s.state, k)?
                        }
                    }
                };
                if !bad {
                    all = false;
                    break;
                }
            }
            all
        };
        self.remember(*st, k, false, v)
    }

    fn remember(&mut self, st: State, k: u32, w: bool, v: bool) -> Result<bool, SolveError> {
        if self.memo.len() >= self.limit {
            return Err(SolveError::TooMany { limit: self.limit });
        }
        self.memo.insert((st, k, w), v);
        Ok(v)
    }

    fn code(&mut self, st: &State, depth: u32) -> Result<Code, SolveError> {
        match self.game.status(st).map_err(|e| self.err(st, e))? {
            Status::OverMoverWon => return Ok(Code::Over),
            Status::OverMoverLost => return Ok(Code::Handed),
            Status::Live => {}
        }
        let mut probe = Vec::new();
        self.game
            .successors(st, &mut probe)
            .map_err(|e| self.err(st, e))?;
        if probe.is_empty() {
            return Ok(if self.stuck_loses() {
                Code::Over
            } else {
                Code::Handed
            });
        }
        for k in 1..=depth {
            if self.wins(st, k)? {
                return Ok(Code::Win(k));
            }
        }
        for k in 0..=depth {
            if self.loses(st, k)? {
                return Ok(Code::Lose(k));
            }
        }
        Ok(Code::Unknown)
    }
}

/// Codes of the starts and of the positions their first moves lead to.
pub fn solve(
    game: &Game,
    starts: &[State],
    depth: u32,
    limit: usize,
) -> Result<BoundedTable, SolveError> {
    let mut search = Search {
        game,
        memo: FxHashMap::default(),
        limit,
    };
    let mut codes = FxHashMap::default();
    for st in starts {
        let c = search.code(st, depth)?;
        codes.insert(*st, c);
        if game.status(st).map_err(|e| search.err(st, e))? == Status::Live {
            for (s, _) in search.succs(st)? {
                if let std::collections::hash_map::Entry::Vacant(e) = codes.entry(s.state) {
                    e.insert(search.code(&s.state, depth)?);
                }
            }
        }
    }
    Ok(BoundedTable { depth, codes })
}
