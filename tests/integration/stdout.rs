//! `-` as an output file means standard output, for every flag that names a
//! text file to write; a workbook, or a second output on stdout, is refused
//! in one line. No file named `-` is ever created.

use std::path::Path;

use crate::support::{gametable, outcome, tmp};

/// Runs gametable in `dir`; (status, stdout, stderr).
fn run_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    outcome(gametable().current_dir(dir).args(args))
}

fn assert_no_dash_file(dir: &Path) {
    assert!(!dir.join("-").exists(), "a file named '-' was written");
}

#[test]
fn solve_answers_csv_dash_goes_to_stdout_alone() {
    let dir = tmp();
    let (code, out, err) = run_in(
        dir.path(),
        &["solve", "--lang", "en", "--answers-csv", "-", "--no-table"],
    );
    assert_eq!(code, 0, "{err}");
    assert_no_dash_file(dir.path());
    let first = out.lines().next().unwrap_or("");
    assert!(
        first.starts_with("question,"),
        "no BOM, the CSV header first: {first:?}"
    );
    assert_eq!(
        out.lines().count(),
        4,
        "the header and three answers only: {out}"
    );
    assert!(
        out.lines().nth(1).is_some_and(|l| l.starts_with("19,")),
        "{out}"
    );
    // The usual text goes to stderr.
    assert!(err.contains("19. 18"), "{err}");
    // With the table in a file, the answers CSV still goes to stdout.
    let (code, out, err) = run_in(
        dir.path(),
        &[
            "solve",
            "--lang",
            "ru",
            "--out",
            "t.csv",
            "--answers-csv",
            "-",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(dir.path().join("t.csv").is_file());
    assert!(!dir.path().join("t-answers.csv").exists());
    assert!(
        out.lines().next().is_some_and(|l| l.starts_with("вопрос,")),
        "{out}"
    );
    assert_no_dash_file(dir.path());
}

#[test]
fn two_outputs_on_stdout_are_refused_in_one_line() {
    let dir = tmp();
    for (args, want) in [
        (
            &["solve", "--lang", "en", "--out", "-", "--answers-csv", "-"][..],
            "--answers-csv -: --out - writes to stdout already; only one output can go there",
        ),
        (
            &["solve", "--lang", "en", "--answers-csv", "-", "--json"][..],
            "--answers-csv - and --json would both write to stdout",
        ),
        (
            &[
                "explain", "--lang", "en", "--s", "30", "--tree", "--svg", "-", "--json",
            ][..],
            "--svg - and --json would both write to stdout",
        ),
        (
            &["sg", "subtract", "1..3", "--xlsx", "-"][..],
            "--xlsx -: a workbook cannot go to stdout; give a file name",
        ),
    ] {
        let (code, out, err) = run_in(dir.path(), args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: nothing on stdout: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: one line: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
    assert_no_dash_file(dir.path());
}

#[test]
fn graph_and_sg_files_go_to_stdout_with_the_report_on_stderr() {
    let dir = tmp();
    std::fs::write(dir.path().join("g.csv"), "a,b\nb,c\n").expect("write the graph");
    let (code, out, err) = run_in(dir.path(), &["graph", "g.csv", "--csv", "-"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "vertex,outcome,code,gamma\na,lose,-1,0\nb,win,+1,1\nc,lose,0,0\n"
    );
    assert!(
        err.contains("3 vertices, 2 edges"),
        "the report on stderr: {err}"
    );
    let (code, out, err) = run_in(dir.path(), &["graph", "g.csv", "--dot", "-"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("digraph"), "{out}");
    let (code, _, err) = run_in(dir.path(), &["graph", "g.csv", "--dot", "-", "--csv", "-"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--csv -: --dot - writes to stdout already"),
        "{err}"
    );
    let (code, _, err) = run_in(dir.path(), &["graph", "g.csv", "--xlsx", "-"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--xlsx -: a workbook cannot go to stdout"),
        "{err}"
    );

    let (code, out, err) = run_in(
        dir.path(),
        &["sg", "subtract", "1..3", "--upto", "5", "--csv", "-"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "n,g\n0,0\n1,1\n2,2\n3,3\n4,0\n5,1\n");
    assert!(err.contains("subtraction game"), "{err}");
    let (code, out, err) = run_in(
        dir.path(),
        &[
            "sg", "rules", "--moves", "-1 /2", "--upto", "4", "--csv", "-",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "n,g\n0,0\n1,1\n2,0\n3,2\n4,1\n");
    let (code, out, err) = run_in(dir.path(), &["sg", "corner", "--size", "3", "--csv", "-"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "r\\c,0,1,2\n0,0,1,2\n1,1,0,3\n2,2,3,0\n");
    assert_no_dash_file(dir.path());
}

#[test]
fn explain_svg_and_book_files_go_to_stdout() {
    let dir = tmp();
    let (code, out, err) = run_in(
        dir.path(),
        &[
            "explain", "--lang", "ru", "--s", "30", "--tree", "--svg", "-",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("<svg "),
        "the picture alone on stdout: {out:.80}"
    );
    assert!(out.trim_end().ends_with("</svg>"));
    assert!(!err.contains("wrote"), "{err}");
    assert!(!err.is_empty(), "the tree's text on stderr");

    let (code, _, err) = run_in(dir.path(), &["generate", "-n", "2", "--out", "v.toml"]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run_in(
        dir.path(),
        &[
            "book",
            "--lang",
            "ru",
            "v.toml",
            "--out",
            "b.xlsx",
            "--no-grids",
            "--lang",
            "en",
            "--csv",
            "-",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(dir.path().join("b.xlsx").is_file());
    assert_eq!(out.lines().count(), 3, "a header and two variants: {out}");
    assert!(out.starts_with("variant,"), "{out}");
    let (code, out, err) = run_in(
        dir.path(),
        &[
            "book",
            "--lang",
            "ru",
            "v.toml",
            "--out",
            "b.xlsx",
            "--no-grids",
            "--statements",
            "-",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Вариант 2"), "{out}");
    let (code, _, err) = run_in(
        dir.path(),
        &["book", "--lang", "ru", "v.toml", "--out", "-"],
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--out -: книга — это рабочая книга XLSX"),
        "{err}"
    );
    assert_no_dash_file(dir.path());
}
