//! Issue 6, the theory as tables: `gametable graph` and `gametable sg` run as
//! a user would, on the seeds' worked examples.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use predicates::prelude::*;
use serde_json::Value;

use crate::support::{csv_rows, gametable, one_line_err, sheet_rows, stdout_of, tmp};

const SEED001: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/seed001.csv");

fn gamma_by_vertex(path: &Path) -> BTreeMap<String, (String, String)> {
    csv_rows(path)
        .into_iter()
        .map(|r| {
            (
                r["vertex"].clone(),
                (r["gamma"].clone(), r["outcome"].clone()),
            )
        })
        .collect()
}

#[test]
fn seed001_values_from_csv_and_dot() {
    let dir = tmp();
    let out = dir.path().join("v.csv");
    stdout_of(&["graph", SEED001, "--csv", out.to_str().expect("path")]);
    let g = gamma_by_vertex(&out);
    let want = [
        ("A", "0", "lose"),
        ("B", "1", "win"),
        ("E", "1", "win"),
        ("F", "0", "lose"),
        ("C", "∞(0,1)", "win"),
        ("D", "∞(0,1)", "win"),
    ];
    for (v, gamma, outcome) in want {
        assert_eq!(g[v], (gamma.to_string(), outcome.to_string()), "vertex {v}");
    }
    // The same graph as DOT, with chains and comments.
    let dot = dir.path().join("seed.dot");
    std::fs::write(
        &dot,
        "// seed 001\ndigraph G {\n  B -> A;\n  C -> A; C -> B; C -> E; C -> F; C -> D\n  D -> A; D -> B; D -> E; D -> F; D -> C;\n  E -> A; E -> C -> A [color=red]; E -> D\n  F -> E; F -> C; F -> D;\n}\n",
    )
    .expect("write");
    let out2 = dir.path().join("v2.csv");
    stdout_of(&[
        "graph",
        dot.to_str().expect("path"),
        "--csv",
        out2.to_str().expect("path"),
    ]);
    assert_eq!(gamma_by_vertex(&out2), g);
}

#[test]
fn seed001_tokens_verdicts() {
    let text = stdout_of(&["graph", SEED001, "--tokens", "C,D", "--no-table"]);
    assert!(
        text.contains("verdict: draw (2 chips on ∞ vertices)"),
        "{text}"
    );
    let text = stdout_of(&[
        "graph",
        SEED001,
        "--tokens",
        "C",
        "--tokens",
        "B",
        "--no-table",
    ]);
    assert!(
        text.contains("verdict: the player to move wins: move chip 1 from C to B"),
        "{text}"
    );
    let text = stdout_of(&["graph", SEED001, "--tokens", "B,E", "--no-table"]);
    assert!(
        text.contains("verdict: the player to move loses (every value finite, XOR 0)"),
        "{text}"
    );
    let text = stdout_of(&["graph", SEED001, "--tokens", "A,B,F", "--no-table"]);
    assert!(text.contains("γ: 0 ⊕ 1 ⊕ 0"), "{text}");
    assert!(text.contains("move chip 2 from B to A"), "{text}");
}

#[test]
fn bad_graph_input_is_one_clear_line_exit_2() {
    let dir = tmp();
    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, "from,to\nA,B\nA,B,C\n").expect("write");
    let err = one_line_err(&["graph", bad.to_str().expect("path")]);
    assert!(err.contains("bad.csv:3:5: 3 fields in 'A,B,C'"), "{err}");
    let empty = dir.path().join("empty.csv");
    std::fs::write(&empty, "").expect("write");
    let err = one_line_err(&["graph", empty.to_str().expect("path")]);
    assert!(err.contains("empty.csv: no vertices"), "{err}");
    let err = one_line_err(&["graph", SEED001, "--tokens", "A,X"]);
    assert!(err.contains("--tokens: no vertex 'X' in"), "{err}");
    assert!(err.contains("seed001.csv"), "{err}");
    let dot = dir.path().join("bad.dot");
    std::fs::write(&dot, "digraph {\n A -> B\n B -- C\n}\n").expect("write");
    let err = one_line_err(&["graph", dot.to_str().expect("path")]);
    assert!(err.contains("bad.dot:3:4: an undirected edge"), "{err}");
    let err = one_line_err(&["graph", "no-such-file.csv"]);
    assert!(err.contains("no-such-file.csv: no such file"), "{err}");
    let err = one_line_err(&["graph", SEED001, "--start", "Q"]);
    assert!(err.contains("--start: no vertex 'Q'"), "{err}");
}

fn step_sets(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    text.lines()
        .filter_map(|l| {
            let (head, rest) = l.split_once(": ")?;
            let mut h = head.split_whitespace();
            let name = h.next()?;
            let label = h.next()?;
            if !(name == "init" || name.starts_with("A-") || name.starts_with("B-"))
                || label.len() != 1
            {
                return None;
            }
            Some((
                name.to_string(),
                rest.split_whitespace().map(String::from).collect(),
            ))
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn two_piles_misere_algorithm2_shows_the_seed_labels() {
    let text = stdout_of(&["graph", "two-piles-misere", "--steps", "--no-table"]);
    let steps = step_sets(&text);
    assert_eq!(steps["init"], set(&["z"]));
    assert_eq!(steps["A-1"], set(&["(0,0)"]));
    assert_eq!(steps["B-1"], set(&["(0,1)", "(1,0)"]));
    assert_eq!(
        steps["A-2"],
        set(&["(0,2)", "(1,2)", "(1,1)", "(2,1)", "(2,0)"])
    );
    assert_eq!(steps["B-2"], set(&["(0,3)", "(2,2)", "(3,0)"]));
    assert!(steps["B-4"].contains("(4,4)"));
    assert_eq!(steps.len(), 9, "init, A-1 … B-4: {steps:?}");
    assert!(text.contains("z: a new final vertex after (0,0)"), "{text}");
    assert!(
        text.contains("the start (4,4) is labelled 0: the first player loses"),
        "{text}"
    );
}

/// Algorithm 2's labels (`graph --steps --csv`) for a template.
fn alg2_labels(template: &str, dir: &Path) -> BTreeMap<String, (String, String)> {
    let out = dir.join(format!("{template}.csv"));
    stdout_of(&[
        "graph",
        template,
        "--steps",
        "--csv",
        out.to_str().expect("path"),
    ]);
    csv_rows(&out)
        .into_iter()
        .map(|r| (r["vertex"].clone(), (r["label"].clone(), r["step"].clone())))
        .collect()
}

/// The core solver's codes (`solve --json`) by position `(a,b)`.
fn core_codes(template: &str, extra: &[&str]) -> BTreeMap<String, i64> {
    let mut args = vec!["solve", template, "--json"];
    args.extend(extra);
    let doc: Value = serde_json::from_str(&stdout_of(&args)).expect("JSON");
    doc["table"]["cells"]
        .as_array()
        .expect("cells")
        .iter()
        .map(|c| {
            let p = c["position"].as_array().expect("position");
            (
                format!("({},{})", p[0], p[1]),
                c["code"].as_i64().expect("code"),
            )
        })
        .collect()
}

#[test]
fn two_piles_both_conventions_agree_with_the_core_solver() {
    let dir = tmp();
    // Last chip wins: (0,0) is final; A-k is code +k, B-k is code -k.
    let labels = alg2_labels("two-piles", dir.path());
    let codes = core_codes("two-piles", &[]);
    assert_eq!(codes.len(), 25);
    for (pos, code) in &codes {
        let (label, step) = &labels[pos];
        let want = match code {
            0 => ("0".to_string(), "init".to_string()),
            k if *k > 0 => ("1".to_string(), format!("A-{k}")),
            k => ("0".to_string(), format!("B-{}", -k)),
        };
        assert_eq!((label.clone(), step.clone()), want, "{pos}");
    }
    assert_eq!(labels["(4,4)"], ("0".into(), "B-4".into()));
    // Last chip loses: z after (0,0); with the handed win counted as a move
    // (the step to z), the codes are the steps again.
    let misere = alg2_labels("two-piles-misere", dir.path());
    let codes = core_codes("two-piles-misere", &["--handed-win-counts"]);
    for (pos, code) in &codes {
        let (label, step) = &misere[pos];
        let want = match code {
            0 => ("1".to_string(), "A-1".to_string()), // (0,0): handed, one move to z
            k if *k > 0 => ("1".to_string(), format!("A-{k}")),
            k => ("0".to_string(), format!("B-{}", -k)),
        };
        assert_eq!((label.clone(), step.clone()), want, "{pos}");
    }
    assert_eq!(misere["(4,4)"], ("0".into(), "B-4".into()));
    // Seed 000: every label off the empty-pile row and column is the same.
    for a in 1..=4 {
        for b in 1..=4 {
            let p = format!("({a},{b})");
            assert_eq!(labels[&p].0, misere[&p].0, "{p}");
        }
    }
    assert_ne!(labels["(0,1)"].0, misere["(0,1)"].0);
}

#[test]
fn dot_output_renders() {
    let dir = tmp();
    let dot = dir.path().join("seed.dot");
    stdout_of(&[
        "graph",
        SEED001,
        "--dot",
        dot.to_str().expect("path"),
        "--start",
        "F",
    ]);
    let text = std::fs::read_to_string(&dot).expect("DOT written");
    assert!(text.starts_with("digraph game {"));
    assert!(
        text.contains("\"C\" [label=\"C\\nγ=∞(0,1)\\n+1\""),
        "{text}"
    );
    assert!(
        text.contains("\"F\" [label=\"F\\nγ=0\\n-1\", fillcolor=\"#f3b0b0\", shape=doublecircle]"),
        "{text}"
    );
    assert_eq!(text.matches(" -> ").count(), 17);
    assert!(
        std::process::Command::new("dot").arg("-V").output().is_ok(),
        "Graphviz is missing; install with: apt-get install -y --no-install-recommends graphviz (bash scripts/test.sh does it)"
    );
    let png = dir.path().join("seed.png");
    let st = std::process::Command::new("dot")
        .args(["-Tpng", "-o"])
        .arg(&png)
        .arg(&dot)
        .status()
        .expect("dot runs");
    assert!(st.success(), "Graphviz accepts the DOT we write");
    assert!(std::fs::metadata(&png).expect("png").len() > 1000);
}

#[test]
fn sg_one_or_prime_is_n_mod_4_up_to_10000() {
    let dir = tmp();
    let out = dir.path().join("g.csv");
    let text = stdout_of(&[
        "sg",
        "subtract",
        "1 or prime",
        "--upto",
        "10000",
        "--no-table",
        "--csv",
        out.to_str().expect("path"),
        "--heaps",
        "3,5,7",
    ]);
    let rows = csv_rows(&out);
    assert_eq!(rows.len(), 10_001);
    for r in &rows {
        let n: u64 = r["n"].parse().expect("n");
        assert_eq!(r["g"], (n % 4).to_string(), "n = {n}");
    }
    assert!(
        text.contains("period 4 from n = 0 (pre-period 0): observed for n ≤ 10000"),
        "{text}"
    );
    assert!(
        text.contains("heaps 3, 5, 7: g = 3 ⊕ 1 ⊕ 3 = 1: the player to move wins"),
        "{text}"
    );
}

#[test]
fn sg_seed004_take_one_to_three_nim_and_corner() {
    let text = stdout_of(&["sg", "subtract", "1..3", "--upto", "20", "--heaps", "21"]);
    assert!(
        text.contains(" 0 |  0  1  2  3  0  1  2  3  0  1"),
        "{text}"
    );
    assert!(
        text.contains("period 4 from n = 0 (pre-period 0): proved"),
        "{text}"
    );
    assert!(text.contains("take 1 from heap 1 (21 → 20)"), "{text}");
    let text = stdout_of(&["sg", "nim", "22,51"]);
    assert!(text.contains("⊕ 37 = 100101"), "{text}");
    assert!(text.contains("take 29 from heap 2 (51 → 22)"), "{text}");
    let dir = tmp();
    let out = dir.path().join("corner.csv");
    let text = stdout_of(&[
        "sg",
        "corner",
        "--size",
        "8",
        "--csv",
        out.to_str().expect("path"),
    ]);
    assert!(text.contains("\n  1 1 0 3 2 5 4 7 6\n"), "{text}");
    assert!(
        text.contains("g(r, c) = r ⊕ c in every cell: yes"),
        "{text}"
    );
    let rows = csv_rows(&out);
    assert_eq!(rows.len(), 8);
    for (r, row) in rows.iter().enumerate() {
        for c in 0..8 {
            assert_eq!(row[&c.to_string()], (r ^ c).to_string(), "({r}, {c})");
        }
    }
    let text = stdout_of(&["sg", "queen", "--size", "8"]);
    assert!(text.contains("(0, 0) (1, 2) (3, 5) (4, 7)"), "{text}");
}

#[test]
fn sg_misere_and_rules() {
    let text = stdout_of(&["sg", "nim", "1,1,1", "--misere"]);
    assert!(text.contains("the player to move loses"), "{text}");
    let text = stdout_of(&["sg", "nim", "1,1,4", "--misere"]);
    assert!(text.contains("take 3 from heap 3 (4 → 1)"), "{text}");
    let text = stdout_of(&[
        "sg", "subtract", "1..3", "--misere", "--upto", "12", "--heaps", "9",
    ]);
    assert!(
        text.contains(" 0 |  N  P  N  N  N  P  N  N  N  P"),
        "{text}"
    );
    assert!(text.contains("heap 9: the player to move loses"), "{text}");
    let err = one_line_err(&["sg", "subtract", "1..3", "--misere", "--heaps", "3,4"]);
    assert!(err.contains("no XOR rule"), "{err}");
    // The rules language: take 1, 3 or 4 — period 7 (0 1 0 1 2 3 2).
    let text = stdout_of(&[
        "sg", "rules", "--moves", "-1 -3 -4", "--upto", "30", "--heaps", "7,9",
    ]);
    assert!(
        text.contains(" 0 |  0  1  0  1  2  3  2  0  1  0"),
        "{text}"
    );
    assert!(text.contains("period 7 from n = 0"), "{text}");
    assert!(
        text.contains("heaps 7, 9: γ = 0 ⊕ 0: the player to move loses"),
        "{text}"
    );
    // Moves that can cycle give ∞.
    let text = stdout_of(&[
        "sg",
        "rules",
        "--moves",
        "+1 -2",
        "--require",
        "sum <= 6",
        "--upto",
        "6",
    ]);
    assert!(text.contains("∞"), "{text}");
}

#[test]
fn sg_bad_input_is_exit_2() {
    let err = one_line_err(&["sg", "subtract", "1 or x"]);
    assert!(err.contains("'x'"), "{err}");
    let err = one_line_err(&["sg", "nim", "3,a"]);
    assert!(err.contains("HEAPS: 'a' is not a heap size"), "{err}");
    let err = one_line_err(&["sg", "corner", "--at", "9,1"]);
    assert!(err.contains("--at 9,1: off the board"), "{err}");
    gametable()
        .args(["sg", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("gametable sg nim 22,51"));
}

fn has_conditional_format(path: &Path) -> bool {
    crate::support::zip_part(path, "xl/worksheets/sheet1.xml").contains("<conditionalFormatting")
}

#[test]
fn xlsx_tables_read_back() {
    let dir = tmp();
    let p = dir.path().join("tp.xlsx");
    stdout_of(&[
        "graph",
        "two-piles-misere",
        "--steps",
        "--no-table",
        "--xlsx",
        p.to_str().expect("path"),
    ]);
    let rows = sheet_rows(&p, "vertices");
    assert!(
        rows[0][0].starts_with("Game graph, "),
        "a title: {:?}",
        rows[0]
    );
    assert_eq!(
        rows[1],
        ["vertex", "outcome", "code", "gamma", "label", "step"]
    );
    let start = rows.iter().find(|r| r[0] == "(4,4)").expect("(4,4)");
    assert_eq!(start[1..], ["lose", "-4", "0", "0", "B-4"]);
    let z = rows.iter().find(|r| r[0] == "z").expect("z");
    assert_eq!(z[4..], ["0", "init"]);
    let grid = sheet_rows(&p, "grid");
    assert!(grid[0][0].starts_with("γ: heap 1 up"), "a title");
    assert_eq!(grid[1][1..], ["0", "1", "2", "3", "4"]);
    assert_eq!(
        grid[6],
        ["0", "1", "0", "1", "0", "1"],
        "h1 = 0 at the bottom"
    );
    assert!(has_conditional_format(&p));

    let p = dir.path().join("corner.xlsx");
    stdout_of(&[
        "sg",
        "corner",
        "--size",
        "8",
        "--xlsx",
        p.to_str().expect("path"),
    ]);
    let board = sheet_rows(&p, "board");
    for r in 0..8 {
        for c in 0..8 {
            assert_eq!(board[r + 1][c + 1], (r ^ c).to_string(), "({r}, {c})");
        }
    }
    assert!(has_conditional_format(&p));

    let p = dir.path().join("g.xlsx");
    stdout_of(&[
        "sg",
        "subtract",
        "1 or prime",
        "--upto",
        "100",
        "--no-table",
        "--xlsx",
        p.to_str().expect("path"),
    ]);
    let values = sheet_rows(&p, "values");
    assert_eq!(values.len(), 102);
    for (n, row) in values[1..].iter().enumerate() {
        assert_eq!(row[1], (n % 4).to_string(), "n = {n}");
    }
}

#[test]
fn graph_csv_reads_a_quoted_vertex_name_with_a_line_break_as_one_field() {
    let dir = crate::support::tmp();
    let g = dir.path().join("g.csv");
    std::fs::write(&g, "from,to\n\"Петя\nходит\",\"B, b\"\n\"B, b\",C\n").expect("write the graph");
    let out = crate::support::run_ok(&["graph", g.to_str().unwrap_or(""), "--csv", "-"]);
    let csv = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        csv,
        "vertex,outcome,code,gamma\n\"Петя\nходит\",lose,-1,0\n\"B, b\",win,+1,1\nC,lose,0,0\n"
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(": 3 vertices, 2 edges"), "{err}");
}
