//! A position where the player to move has no legal move, in a game whose
//! text does not say who wins then. The solver's convention (he has lost)
//! is no reading of the words: «убрать из кучи два камня или увеличить
//! количество камней в куче в два раза», the game ending at 54 or more,
//! leaves a heap of 0 or 1 where neither move is possible, and the text is
//! silent on it. Such a game is flagged rather than answered by a rule the
//! text never gave. A text that says it («игрок, который не может сделать
//! ход, проигрывает») reads `no_moves`, and this check is not made.

use std::collections::HashSet;

use crate::game::{Game, State, Status};

/// Positions looked at before giving up (no finding: the game is then left
/// as it was read).
const LIMIT: usize = 200_000;

/// The first live position reachable from `starts` at which the player to
/// move has no legal move, if any is found within [`LIMIT`] positions.
pub(super) fn stuck_position(game: &Game, starts: &[State]) -> Option<State> {
    let mut seen: HashSet<State> = HashSet::new();
    let mut queue: Vec<State> = Vec::new();
    for st in starts {
        if matches!(game.status(st), Ok(Status::Live)) && seen.insert(*st) {
            queue.push(*st);
        }
    }
    let mut succs = Vec::new();
    while let Some(st) = queue.pop() {
        succs.clear();
        if game.successors(&st, &mut succs).is_err() {
            return None;
        }
        if succs.is_empty() {
            return Some(st);
        }
        for s in &succs {
            if seen.len() >= LIMIT {
                return None;
            }
            if matches!(game.status(&s.state), Ok(Status::Live)) && seen.insert(s.state) {
                queue.push(s.state);
            }
        }
    }
    None
}
