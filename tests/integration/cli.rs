//! The command line as a user meets it: help, completions, templates,
//! errors with carets and exit 2, warnings, conventions, pipes.

use std::io::Read;
use std::process::{Command, Stdio};

use predicates::prelude::*;
use serde_json::Value;

use crate::support::{gametable, run_err, seed_flags, stdout_of, tmp};

#[test]
fn default_task_prints_table_and_answers() {
    gametable()
        .arg("solve")
        .assert()
        .success()
        .stdout(predicate::str::contains("h1\\h2"))
        .stdout(predicate::str::contains("19. 18 "))
        .stdout(predicate::str::contains("\u{1b}[").not());
}

#[test]
fn every_command_has_help_with_an_example() {
    for cmd in ["solve", "templates", "completions", "man"] {
        let help = stdout_of(&[cmd, "--help"]);
        assert!(help.contains("Example"), "{cmd} --help: {help}");
    }
    let help = stdout_of(&["--help"]);
    assert!(help.contains("solve"), "{help}");
}

#[test]
fn completions_and_man_page() {
    let cases: [(&[&str], &str); 3] = [
        (&["completions", "bash"], "complete -F"),
        (&["completions", "zsh"], "#compdef gametable"),
        (&["man"], ".TH gametable"),
    ];
    for (args, want) in cases {
        assert!(stdout_of(args).contains(want), "{args:?}: no {want:?}");
    }
}

#[test]
fn a_rules_typo_names_the_token_with_a_caret() {
    let out = gametable()
        .args([
            "solve",
            "--start",
            "7,S",
            "--s",
            "1..69",
            "--moves",
            "+1 *2 %3",
            "--end",
            "sum >= 77",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].starts_with("gametable: error: --moves: column 7: expected"),
        "{err}"
    );
    assert!(lines[0].contains("found '%'"), "{err}");
    assert_eq!(lines[1].trim(), "+1 *2 %3");
    assert_eq!(lines[2], "          ^", "{err}");
}

#[test]
fn bad_rules_and_ranges_exit_2_with_one_clear_message() {
    let cases: &[(&[&str], &str)] = &[
        (&["--s", "9..1"], "--s: column 1: the range 9..1 is empty"),
        (
            &["--s", "1..x"],
            "--s: column 4: 'x' (the heap a move acts on) is only defined in a move",
        ),
        (&["--end", "sum >= "], "--end: column 8: expected a number"),
        (
            &["--end", "summ >= 77"],
            "--end: column 1: unknown name 'summ'",
        ),
        (&["--end", "sum + 77"], "expected a condition"),
        (&["--moves", "h3: +1"], "'h3:': the game has heaps h1..h2"),
        (&["--moves", "^2"], "unexpected character '^'"),
        (&["--moves", "/0"], "a divisor must be positive"),
        (&["--start", "7,S,S,S"], "a game has 1 to 3 heaps"),
        (
            &["--winner", "sum <"],
            "--winner: column 6: expected a number",
        ),
        (
            &["--no-repeat", "mine"],
            "--no-repeat: column 1: unknown value 'mine'; expected one of: none, opponent, own",
        ),
        (&["--end", "sum >= 99999999999999999999"], "too large"),
        (
            &["-q", "smallest where code == 2"],
            "expected what to report",
        ),
        (&["-q", "min where cod == 1"], "unknown name 'cod'"),
    ];
    for (extra, want) in cases {
        let mut args = seed_flags();
        args.extend_from_slice(extra);
        let err = run_err(&args);
        assert!(
            err.lines().next().unwrap_or("").contains(want),
            "{extra:?}: {err}"
        );
    }
}

#[test]
fn missing_rules_and_templates_are_named() {
    let err = run_err(&[
        "solve",
        "--start",
        "7,S",
        "--s",
        "1..9",
        "--end",
        "sum >= 77",
    ]);
    assert!(
        err.contains("--moves: missing; expected e.g. '+1 *2'"),
        "{err}"
    );
    let err = run_err(&["solve", "no-such-template"]);
    assert!(
        err.contains("no-such-template: no such file or built-in template"),
        "{err}"
    );
    let dir = tmp();
    let bad = dir.path().join("bad.toml");
    let cases = [
        (
            "start = \"7, S\"\ns = \"1..9\"\nmoves = \"+1\"\nend = \"sum >= 9\"\ncolour = \"red\"\n",
            "bad.toml:5: unknown field `colour`",
        ),
        (
            "start = \"7, S\"\ns = \"1..9\"\n\nmoves = \"+1 ?\"\nend = \"sum >= 9\"\n",
            "bad.toml:4: moves: column 4: unexpected character '?'",
        ),
    ];
    for (toml, want) in cases {
        std::fs::write(&bad, toml).expect("write");
        let err = run_err(&["solve", bad.to_str().expect("path")]);
        assert!(err.contains(want), "{err}");
    }
}

#[test]
fn finished_starts_are_named_and_never_counted() {
    gametable()
        .args([
            "solve",
            "--start",
            "S",
            "--s",
            "1..30",
            "--moves",
            "+1 *2",
            "--end",
            "sum >= 20",
            "-q",
            "count where code < 0 or code >= 0",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "warning: already finished at the start, not counted: S = 20–30",
        ))
        .stdout(predicate::str::contains("1. 19 "));
}

#[test]
fn petya_vanya_labels() {
    let out = gametable()
        .args(["solve", "--labels", "petya-vanya"])
        .output()
        .expect("runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    // (7, 30) has code -2: Vanya wins by his second move; (7, 31) +2: Petya.
    let row7 = text
        .lines()
        .find(|l| l.trim_start().starts_with("7 "))
        .expect("row 7");
    let cells: Vec<&str> = row7.split_whitespace().collect();
    assert_eq!(cells[30], "В2", "{row7}");
    assert_eq!(cells[31], "П2", "{row7}");
    assert_eq!(cells[14], "В4", "{row7}");
}

#[test]
fn json_has_the_game_table_and_answers() {
    let out = gametable()
        .args(["solve", "--json"])
        .output()
        .expect("runs");
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(doc["solver"], "dense");
    assert_eq!(doc["answers"][1]["answer"], "31 34");
    assert_eq!(doc["answers"][2]["values"], serde_json::json!([30, 33]));
    let cells = doc["table"]["cells"].as_array().expect("cells");
    let c = cells
        .iter()
        .find(|c| c["position"] == serde_json::json!([7, 31]))
        .expect("cell (7, 31)");
    assert_eq!(c["label"], "V2");
    assert_eq!(c["code"], 2);
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_0() {
    let bin = assert_cmd::cargo::cargo_bin("gametable");
    let mut child = Command::new(bin)
        .args(["solve", "rk-three-heaps", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    let mut first = [0u8; 16];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut first)
        .expect("reads");
    // stdout is dropped here: the pipe is closed.
    let out = child.wait_with_output().expect("waits");
    assert!(
        out.status.success(),
        "{:?} {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn two_piles_labels_of_seed_000() {
    // Example 9: taking the last chip loses; Example 10: it wins. Algorithm 2's
    // label 1 (the player to move wins) is our win; 0 is our loss.
    let label_of = |winner: &str| -> Value {
        let out = gametable()
            .args([
                "solve",
                "--start",
                "4, 4",
                "--moves",
                "-1; all: -1",
                "--end",
                "sum == 0",
                "--winner",
                winner,
                "--json",
                "-q",
                "count where true",
            ])
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).expect("JSON")
    };
    let wins = |doc: &Value, a: i64, b: i64| -> bool {
        let cells = doc["table"]["cells"].as_array().expect("cells");
        let c = cells
            .iter()
            .find(|c| c["position"] == serde_json::json!([a, b]));
        match c {
            Some(c) => c["label"].as_str().expect("label").starts_with('V'),
            None => panic!("no cell ({a}, {b})"),
        }
    };
    let ex9 = label_of("opponent");
    for (a, b, one) in [
        (0, 1, false),
        (1, 0, false),
        (0, 2, true),
        (1, 2, true),
        (1, 1, true),
        (2, 1, true),
        (2, 0, true),
        (0, 3, false),
        (2, 2, false),
        (3, 0, false),
        (4, 4, false),
    ] {
        assert_eq!(wins(&ex9, a, b), one, "example 9 at ({a}, {b})");
    }
    assert!(
        ex9["starts"][0]["label"]
            .as_str()
            .expect("label")
            .starts_with('P'),
        "(4, 4) loses"
    );
    let ex10 = label_of("mover");
    for a in 1..=4 {
        for b in 1..=4 {
            assert_eq!(
                wins(&ex10, a, b),
                wins(&ex9, a, b),
                "examples 9 and 10 agree at ({a}, {b})"
            );
        }
    }
    assert!(
        ex10["starts"][0]["label"]
            .as_str()
            .expect("label")
            .starts_with('P'),
        "(4, 4) loses"
    );
}

#[test]
fn handed_win_counting_changes_k() {
    // Every move from 30 overshoots: with the win not counted the mover must
    // hand it over at once (P0); counted, the opponent wins by his first move.
    let run = |extra: &[&str]| -> String {
        let mut args = vec![
            "solve",
            "--start",
            "S",
            "--s",
            "20..30",
            "--moves",
            "*2",
            "--end",
            "sum >= 45",
            "--winner",
            "sum <= 50",
            "--json",
        ];
        args.extend_from_slice(extra);
        let out = gametable().args(&args).output().expect("runs");
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        doc["starts"]
            .as_array()
            .expect("starts")
            .iter()
            .find(|s| s["s"] == 30)
            .expect("S = 30")["label"]
            .as_str()
            .expect("label")
            .to_string()
    };
    assert_eq!(run(&[]), "P0");
    assert_eq!(run(&["--handed-win-counts"]), "P1");
}

#[test]
fn infinite_games_fall_back_to_a_bounded_analysis_and_say_so() {
    gametable()
        .args([
            "solve",
            "rk-end-prime",
            "--no-table",
            "--max-positions",
            "20000",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "note: more than 20000 positions are reachable",
        ))
        .stdout(predicate::str::contains(
            "analysed the first 3 moves of each player only",
        ));
}

#[test]
fn a_table_too_big_for_memory_is_refused_before_allocating() {
    gametable()
        .args([
            "solve",
            "--start",
            "1, S",
            "--s",
            "1..1",
            "--moves",
            "+1 *2",
            "--end",
            "sum >= 20000",
            "--max-memory",
            "100M",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the table would need 190.7 MiB, more than the memory limit of 100.0 MiB (--max-memory)",
        ));
    gametable()
        .args(["solve", "--max-memory", "lots"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--max-memory: 'lots': unknown unit; expected a size such as 500M or 2G",
        ));
}
