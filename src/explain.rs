//! One position explained: its code, and every legal move with the position
//! it leads to, that position's code for the opponent, and which moves are
//! best (the fastest win; when losing, the longest defence). What
//! `gametable explain` prints; [`crate::tree`] draws the strategy's tree.

use crate::game::{Game, Range, State, Status};
use crate::i18n::Msg;
use crate::msg;
use crate::solve::{Code, Solution, SolveOptions};
use crate::solved::{solve_task_with, Solved};
use crate::task::Task;
use crate::tree::{changed_heap, for_mover};

/// The position to explain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum At {
    /// The start for these values of the unknowns (K is ignored when the
    /// start has no K).
    Start { s: i64, k: Option<i64> },
    /// Any position, by its heaps.
    Position(Vec<i64>),
}

/// Solves the task for the position `at` through the one pipeline of every
/// command ([`crate::solved`]) and returns it with the position. A start
/// narrows the task's range to its own values.
///
/// # Errors
/// The position does not fit the game (heaps, a K the start needs), the
/// start is already finished, or solving fails.
pub fn solve_at(mut task: Task, opts: &SolveOptions, at: &At) -> Result<(Solved, State), Msg> {
    task.questions.clear();
    let game = &mut task.game;
    let state = match at {
        At::Start { s, k } => {
            let k = match (game.k_range, k) {
                (Some(_), Some(k)) => *k,
                (Some(_), None) => return Err(msg!("explain-needs-k")),
                (None, _) => 0,
            };
            game.s_range = Range {
                lo: *s,
                hi: Some(*s),
            };
            if game.k_range.is_some() {
                game.k_range = Some(Range { lo: k, hi: Some(k) });
            }
            let st = game
                .start_state(*s, k)
                .map_err(|e| msg!("start-for-s", s = *s, error = e))?;
            if game.status(&st)? != Status::Live {
                return Err(msg!(
                    "explain-start-finished",
                    s = *s,
                    position = game.position_name(&st.heaps)
                ));
            }
            st
        }
        At::Position(heaps) => {
            if heaps.len() != game.heaps {
                return Err(msg!(
                    "explain-heaps-count",
                    given = heaps.len(),
                    heaps = game.heaps
                ));
            }
            if let Some(h) = heaps.iter().find(|&&h| h < 0) {
                return Err(msg!("explain-negative-heap", heap = *h));
            }
            // The position alone is solved: no start (the range of S is
            // not needed, and may not be given).
            let none = Range { lo: 1, hi: Some(0) };
            game.s_range = none;
            if game.k_range.is_some() {
                game.k_range = Some(none);
            }
            State::of(heaps)
        }
    };
    let also = match at {
        At::Position(_) => vec![state],
        At::Start { .. } => Vec::new(),
    };
    let solved = solve_task_with(task, opts, 1000, &also)?;
    Ok((solved, state))
}

/// Parses `--position 7,30` (or `(7, 30)`).
///
/// # Errors
/// Not a list of whole numbers.
pub fn parse_position(text: &str) -> Result<Vec<i64>, Msg> {
    let inner = text.trim().trim_start_matches('(').trim_end_matches(')');
    inner
        .split(',')
        .map(|p| {
            p.trim()
                .parse::<i64>()
                .map_err(|_| msg!("explain-bad-position", found = p.trim()))
        })
        .collect()
}

/// One legal move from the position explained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveLine {
    /// The move's index in the rules.
    pub mv: u16,
    /// The one heap it changes, in games of more than one heap.
    pub heap: Option<usize>,
    pub to: State,
    /// The code there, for the opponent (to move there).
    pub code: Code,
    /// One of the best moves: the fastest win, or the longest defence.
    pub best: bool,
}

/// A position, its code, and every legal move from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    pub state: State,
    pub code: Code,
    pub moves: Vec<MoveLine>,
}

/// Explains `st` from a solved game.
///
/// # Errors
/// The position (or one a move leads to) was not solved, or a rule cannot
/// be evaluated there.
pub fn explain(game: &Game, sol: &Solution, st: &State) -> Result<Explanation, Msg> {
    let name = |s: &State| game.position_name(&s.heaps);
    let unsolved = |s: &State| msg!("position-not-solved", position = name(s));
    let code = sol.code(st).ok_or_else(|| unsolved(st))?;
    let mut moves = Vec::new();
    let at = |e| msg!("at-file", file = name(st), error = e);
    let live = game.status(st).map_err(at)? == Status::Live;
    if live {
        let mut succ = Vec::new();
        game.successors(st, &mut succ).map_err(at)?;
        for s in succ {
            let c = sol.code(&s.state).unwrap_or(Code::Unknown);
            let mover = for_mover(c, game.handed_win_counts);
            let best = match code {
                Code::Win(k) => mover == Some((true, k - 1)),
                Code::Lose(k) => mover == Some((false, k)),
                Code::Draw => c == Code::Draw,
                _ => false,
            };
            moves.push(MoveLine {
                mv: s.mv,
                heap: changed_heap(game, st, &s.state),
                to: s.state,
                code: c,
                best,
            });
        }
    }
    Ok(Explanation {
        state: *st,
        code,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::SolveOptions;

    #[test]
    fn the_demo_start_30_loses_and_every_move_is_answered() {
        let (name, text) = crate::task::find_template("ege-2021-demo").unwrap();
        let (spec, origin) = crate::task::parse_template(&name, &text).unwrap();
        let game = spec.build(&|k| origin.locate(k)).unwrap().game;
        let st = State::of(&[7, 30]);
        let sol = crate::solve::solve(&game, &[st], &SolveOptions::default()).unwrap();
        let e = explain(&game, &sol, &st).unwrap();
        assert_eq!(e.code, Code::Lose(2));
        let codes: Vec<Code> = e.moves.iter().map(|m| m.code).collect();
        assert_eq!(
            codes,
            [Code::Win(2), Code::Win(2), Code::Win(2), Code::Win(1)]
        );
        // The longest defence: the moves that leave Vanya a win in 2 only.
        let best: Vec<bool> = e.moves.iter().map(|m| m.best).collect();
        assert_eq!(best, [true, true, true, false]);
    }
}
