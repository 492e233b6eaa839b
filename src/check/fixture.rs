//! The seed grid's corner as a student might type it, checked: the tables
//! the unit tests of the judging and of the report's words share.

use super::{check, positions, Dialect, Outcome};
use crate::exam::wording::Lang;
use crate::game::Game;
use crate::import::{Sheet, Value};
use crate::solve::Solution;

pub(super) fn text(s: &str) -> Value {
    Value::Text(s.into())
}

pub(super) fn seed() -> Game {
    use crate::task::{find_template, parse_template};
    let (name, text) = find_template("ege-2021-demo").unwrap();
    let (spec, origin) = parse_template(&name, &text).unwrap();
    spec.build(&|k| origin.locate(k)).unwrap().game
}

/// The seed grid's corner 7..9 × 29..31 (P2 V2 P3 / …), with `cells`
/// as typed.
fn sheet(cells: [[&str; 3]; 3]) -> Sheet {
    let mut rows = vec![vec![
        Value::Empty,
        Value::Number(29.0),
        Value::Number(30.0),
        Value::Number(31.0),
    ]];
    for (i, row) in cells.iter().enumerate() {
        let mut r = vec![Value::Number(7.0 + i as f64)];
        r.extend(row.iter().map(|t| text(t)));
        rows.push(r);
    }
    Sheet::from_rows("Лист1", rows)
}

/// `cells` checked in `lang`, with the game and its solution (to ask for a
/// reason).
pub(super) fn checked(
    cells: [[&str; 3]; 3],
    forced: Option<Dialect>,
    strict: bool,
    lang: Lang,
) -> (Game, Solution, Outcome) {
    let game = seed();
    let sh = sheet(cells);
    let table = crate::import::detect::find(&sh, None, true, true)
        .unwrap()
        .unwrap();
    let sol = crate::solve::solve(&game, &positions(&game, &table), &Default::default()).unwrap();
    let outcome = check(&game, &sol, &sh, &table, forced, strict, lang).unwrap();
    (game, sol, outcome)
}

/// `cells` checked in English.
pub(super) fn run(cells: [[&str; 3]; 3], forced: Option<Dialect>, strict: bool) -> Outcome {
    checked(cells, forced, strict, Lang::En).2
}

// The truth: (7, 29) V3, (7, 30) P2, (7, 31) V2; (8, 29) P2, (8, 30) V2,
// (8, 31) P3; (9, 29) V2, (9, 30) V4, (9, 31) V3.
pub(super) const RIGHT: [[&str; 3]; 3] = [["", "P2", "V2"], ["P2", "V2", ""], ["V2", "", ""]];

/// [`RIGHT`] with three cells wrong: (7, 30) P1 where it is P2, (7, 31) P2
/// where it is V2, and (8, 29) blank where it is P2 (a blank is not allowed
/// at depth 2).
pub(super) const THREE_WRONG: [[&str; 3]; 3] = [["", "P1", "P2"], ["", "V2", ""], ["V2", "", ""]];
