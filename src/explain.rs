//! One position explained: its code, and every legal move with the position
//! it leads to, that position's code for the opponent, and which moves are
//! best (the fastest win; when losing, the longest defence). What
//! `gametable explain` prints; [`crate::tree`] draws the strategy's tree.

use crate::game::{Game, State, Status};
use crate::solve::{Code, Solution};
use crate::tree::{changed_heap, for_mover};

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
pub fn explain(game: &Game, sol: &Solution, st: &State) -> Result<Explanation, String> {
    let name = |s: &State| game.position_name(&s.heaps);
    let unsolved = |s: &State| format!("the position {} was not solved", name(s));
    let code = sol.code(st).ok_or_else(|| unsolved(st))?;
    let mut moves = Vec::new();
    let live = game.status(st).map_err(|e| format!("{}: {e}", name(st)))? == Status::Live;
    if live {
        let mut succ = Vec::new();
        game.successors(st, &mut succ)
            .map_err(|e| format!("{}: {e}", name(st)))?;
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
