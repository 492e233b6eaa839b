//! Games whose players move differently (kompege 23452, О. Лысенков:
//! «За один свой ход Петя может добавить в кучу 3 камня или увеличить
//! количество камней в куче в три раза. Ваня за один свой ход может
//! добавить в кучу 5 камней или …»): the rules language's `first:` and
//! `second:` labels, solved and written by the real binary.

use crate::support::{run_err, run_ok, tmp};
use crate::xlsx::read_xlsx;

const GAME: [&str; 8] = [
    "--start",
    "S",
    "--s",
    "10..120",
    "--moves",
    "first: +3 *3; second: +5 *3",
    "--end",
    "sum >= 231",
];

/// The published answers (74; 24 25; 68), computed by the general solver
/// with the turn in the position; the same moves for both give others.
#[test]
fn each_players_moves_give_the_published_answers() {
    let mut args = vec!["solve"];
    args.extend(GAME);
    args.extend([
        "-q",
        "min where code == -1",
        "-q",
        "min 2 where code == 2",
        "-q",
        "max where code == -2",
    ]);
    let out = String::from_utf8(run_ok(&args).stdout).expect("UTF-8");
    assert!(out.contains("1. 74 "), "{out}");
    assert!(out.contains("2. 24 25 "), "{out}");
    assert!(out.contains("3. 68 "), "{out}");
    let both: Vec<&str> = args
        .iter()
        .map(|a| if *a == GAME[5] { "+3 +5 *3" } else { a })
        .collect();
    let out = String::from_utf8(run_ok(&both).stdout).expect("UTF-8");
    assert!(!out.contains("2. 24 25 "), "{out}");
}

/// The workbook says whose turn its cells are; a label the rules do not
/// know is named, with the labels there are.
#[test]
fn the_table_says_petya_is_to_move_in_every_cell() {
    let dir = tmp();
    let book = dir.path().join("pp.xlsx");
    let mut args = vec!["solve", "--lang", "ru"];
    args.extend(GAME);
    args.extend(["--out", book.to_str().expect("UTF-8 path")]);
    run_ok(&args);
    let sheet = read_xlsx(&book, "Таблица");
    assert!(
        sheet.values().any(|t| t
            .contains("У игроков разные ходы: в каждой клетке — позиция, в которой ходит Петя.")),
        "{sheet:?}"
    );
    let err = run_err(&[
        "solve",
        "--start",
        "S",
        "--s",
        "1..9",
        "--moves",
        "third: +1",
        "--end",
        "sum >= 10",
    ]);
    assert!(
        err.contains("'third:'") && err.contains("first:, second:"),
        "{err}"
    );
}
