//! Typical slips of a user copying a task (issue 22): Cyrillic letters that
//! look like Latin ones, decimal factors, ranges as the task states them,
//! mistyped flags — each gets a message that says what was meant.

use crate::support::{gametable, outcome, run_err, stdout_of};

/// The demo game's flags with `--s` and `--moves` as given.
fn demo<'a>(s: &'a str, moves: &'a str) -> Vec<&'a str> {
    vec![
        "solve",
        "--lang",
        "en",
        "--start",
        "7, S",
        "--s",
        s,
        "--moves",
        moves,
        "--end",
        "sum >= 77",
        "--no-table",
    ]
}

#[test]
fn a_cyrillic_lookalike_in_a_rule_is_named() {
    let err = run_err(&demo("1..69", "+1 х2"));
    assert!(err.contains("--moves"), "{err}");
    assert!(
        err.contains("Cyrillic letter 'х'") && err.contains("×2"),
        "{err}"
    );
    let mut args = demo("1..69", "+1 *2");
    args[4] = "7, С";
    let err = run_err(&args);
    assert!(
        err.contains("Cyrillic letter 'С'") && err.contains("Latin C"),
        "{err}"
    );
    // The Latin spellings the hint asks for are read.
    let want = stdout_of(&demo("1..69", "+1 *2"));
    assert_eq!(stdout_of(&demo("1..69", "+1 ×2")), want);
}

#[test]
fn a_cyrillic_lookalike_in_a_question_is_named() {
    let mut args = demo("1..69", "+1 *2");
    args.extend(["-q", "min where cоde == 1"]);
    let err = run_err(&args);
    assert!(
        err.contains("Cyrillic letter 'о'") && err.contains("Latin o"),
        "{err}"
    );
}

#[test]
fn a_decimal_factor_suggests_the_fraction() {
    for moves in ["+1 *1.5", "+1 *1,5"] {
        let err = run_err(&demo("1..69", moves));
        assert!(err.contains("*3/2"), "{moves}: {err}");
    }
    let err = run_err(&demo("1..69", "+1 *2.25"));
    assert!(err.contains("*9/4"), "{err}");
    // Not after '*': no fraction offered, still named.
    let err = run_err(&demo("1..69", "+1.5 *2"));
    assert!(
        err.contains("decimal number 1.5") && !err.contains("*3/2"),
        "{err}"
    );
}

#[test]
fn ranges_as_a_task_states_them_read_as_ranges() {
    let closed = stdout_of(&demo("2..56", "+1 *2"));
    for s in ["1 < S < 57", "2 <= S < 57", "1 < S ≤ 56", "от 2 до 56"] {
        assert_eq!(stdout_of(&demo(s, "+1 *2")), closed, "{s}");
    }
    // Open ranges, as 88.. is: a decreasing game.
    let open = |s: &str| {
        stdout_of(&[
            "solve",
            "--lang",
            "en",
            "--start",
            "S",
            "--s",
            s,
            "--moves",
            "-2 /2",
            "--end",
            "sum <= 87",
            "--no-table",
        ])
    };
    let want = open("88..");
    for s in ["S > 87", "87 < S", "S >= 88", "S ≥ 88", "от 88", ">= 88"] {
        assert_eq!(open(s), want, "{s}");
    }
}

#[test]
fn a_range_without_its_least_value_is_refused() {
    let err = run_err(&demo("S < 57", "+1 *2"));
    assert!(err.contains("least value"), "{err}");
}

#[test]
fn a_mistyped_flag_gets_the_flag_it_was_meant_to_be() {
    let (code, _, err) = outcome(gametable().args(["solve", "--move", "+1"]));
    assert_eq!(code, 2);
    assert!(err.contains("did you mean '--moves'"), "{err}");
    let (code, _, err) = outcome(gametable().args(["check", "ege-2021-demo", "--lables", "x"]));
    assert_eq!(code, 2);
    assert!(err.contains("did you mean '--labels'"), "{err}");
    // No flag is a slip away from --name: none offered, the help named.
    let (code, _, err) = outcome(gametable().args(["solve", "--name", "x"]));
    assert_eq!(code, 2);
    assert!(
        !err.contains("--no-moves") && !err.contains("did you mean"),
        "{err}"
    );
    assert!(
        err.contains("'gametable solve --help' lists every flag"),
        "{err}"
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}
