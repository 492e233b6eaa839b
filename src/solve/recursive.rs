//! The plain recursive definition of a position's code, with no tables and
//! no cleverness beyond remembering what it computed: what the fast solvers
//! are tested against. Acyclic games only; for small games.

use std::collections::HashMap;

use super::Code;
use crate::game::{EvalError, Game, NoMoves, State, Status};

/// The code of `st` by direct recursion over the rule "some follower loses
/// (code ≤ 0): win in 1 − max of those; else lose in the slowest follower's K".
/// `Err` when the recursion goes deeper than `max_depth` (a cycle).
pub fn code(game: &Game, st: &State, max_depth: u32) -> Result<Code, String> {
    code_memo(game, st, max_depth, &mut HashMap::new())
}

fn code_memo(
    game: &Game,
    st: &State,
    max_depth: u32,
    memo: &mut HashMap<State, Code>,
) -> Result<Code, String> {
    if let Some(&c) = memo.get(st) {
        return Ok(c);
    }
    let c = code_of(game, st, max_depth, memo)?;
    memo.insert(*st, c);
    Ok(c)
}

fn code_of(
    game: &Game,
    st: &State,
    max_depth: u32,
    memo: &mut HashMap<State, Code>,
) -> Result<Code, String> {
    let e = |e: EvalError| e.to_string();
    match game.status(st).map_err(e)? {
        Status::OverMoverWon => return Ok(Code::Over),
        Status::OverMoverLost => return Ok(Code::Handed),
        Status::Live => {}
    }
    if max_depth == 0 {
        return Err("too deep: the game may cycle".into());
    }
    let mut succs = Vec::new();
    game.successors(st, &mut succs).map_err(e)?;
    if succs.is_empty() {
        return Ok(match game.no_moves {
            NoMoves::Lose => Code::Over,
            NoMoves::Win => Code::Handed,
        });
    }
    let mut best_win: Option<i64> = None;
    let mut slowest_loss: i64 = 0;
    for s in succs {
        let c = code_memo(game, &s.state, max_depth - 1, memo)?;
        let (lost_by_opponent, k) = match c {
            Code::Over | Code::Lose(0) => (true, 0),
            Code::Lose(k) => (true, k as i64),
            Code::Handed => (false, if game.handed_win_counts { 1 } else { 0 }),
            Code::Win(k) => (false, k as i64),
            Code::Draw | Code::Unknown => return Err("draws are not for this solver".into()),
        };
        if lost_by_opponent {
            best_win = Some(best_win.map_or(k, |b: i64| b.min(k)));
        } else {
            slowest_loss = slowest_loss.max(k);
        }
    }
    Ok(match best_win {
        Some(k) => Code::Win(k as u32 + 1),
        None => Code::Lose(slowest_loss as u32),
    })
}
