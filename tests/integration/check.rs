//! `gametable check` on the hand-made tables of `samples/check/` (see its
//! PLANTED.md): right tables pass in every format and dialect, every planted
//! error is reported at its cell and nothing else is, bad input is named on
//! one line with exit code 2.

use std::collections::BTreeSet;
use std::path::PathBuf;

use predicates::prelude::*;

use crate::support::{gametable, outcome, repo, tmp};

fn sample(name: &str) -> PathBuf {
    repo("samples/check").join(name)
}

/// Runs `check ege-2021-demo FILE ARGS…`: (exit code, stdout, stderr).
fn check(file: &str, args: &[&str]) -> (i32, String, String) {
    outcome(
        gametable()
            .arg("check")
            .arg("ege-2021-demo")
            .arg(sample(file))
            .args(args),
    )
}

/// The cells named by problem lines (`Лист1!AF2 (7, 31): …` → `Лист1!AF2`).
fn flagged(stdout: &str) -> BTreeSet<String> {
    stdout
        .lines()
        .filter(|l| l.contains("): found") || l.contains("): not marked"))
        .filter_map(|l| l.split(' ').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn right_tables_pass_in_every_format_and_dialect() {
    for (file, dialect) in [
        ("correct.xlsx", "labels: win-lose"),
        ("correct.ods", "labels: win-lose"),
        ("correct-semicolon.csv", "labels: win-lose"),
        ("dialect-lowercase.xlsx", "labels: win-lose"),
        ("dialect-cyrillic.xlsx", "labels: win-lose"),
        ("dialect-cyrillic-1251.csv", "labels: win-lose"),
        ("dialect-petya-vanya.ods", "labels: petya-vanya"),
        ("dialect-wl.csv", "labels: win-lose"),
        ("dialect-codes.xls", "labels: codes"),
        ("layout-transposed.xlsx", "labels: win-lose"),
        ("layout-line.tsv", "labels: win-lose"),
    ] {
        let (code, out, err) = check(file, &[]);
        assert_eq!(code, 0, "{file}: {out}{err}");
        assert!(out.contains(dialect), "{file}: {out}");
        assert!(out.contains(" right, 0 wrong"), "{file}: {out}");
        assert!(flagged(&out).is_empty(), "{file}: {out}");
        assert!(err.is_empty(), "{file}: {err}");
    }
}

#[test]
fn right_seed_tables_check_every_marked_cell() {
    // Depth 2 of the seed grid 7..76 × 1..69: 1822 marked positions.
    for file in [
        "correct.xlsx",
        "correct.ods",
        "correct.xlsb",
        "correct-semicolon.csv",
    ] {
        let (_, out, _) = check(file, &[]);
        assert!(
            out.contains(
                "1822 cells checked: 1822 right, 0 wrong, 593 unmarked (deeper than 2: allowed)"
            ),
            "{file}: {out}"
        );
    }
}

#[test]
fn layouts_are_found_and_said() {
    let (_, out, _) = check("layout-transposed.xlsx", &[]);
    assert!(out.contains("C4:BU73"), "{out}");
    assert!(
        out.contains("transposed: heap 1 across, heap 2 down"),
        "{out}"
    );
    let (_, out, _) = check("layout-line.tsv", &[]);
    assert!(out.contains("S = 1–69 across row 1"), "{out}");
    let (_, out, _) = check("dialect-cyrillic-1251.csv", &[]);
    assert!(
        out.contains("note: not UTF-8 (byte 0): read as Windows-1251"),
        "{out}"
    );
    let (_, out, _) = check("dialect-petya-vanya.ods", &[]);
    assert!(out.contains("sheet 'Петя и Ваня'"), "{out}");
    assert!(
        out.contains("win-lose reading fits 0 cells, petya-vanya 1822"),
        "{out}"
    );
}

const PLANTED: [&str; 8] = [
    "Лист1!S2 (7, 18): found P2, expected P10 — move to (8, 18) holds out longer",
    "Лист1!AE2 (7, 30): found V2, expected P2 — every move leaves the opponent a win: (8, 30) V2, (7, 31) V2, (14, 30) V2, (7, 60) V1",
    "Лист1!AF2 (7, 31): found P2, expected V2 — move to (14, 31) escapes the claimed loss: it leaves the opponent at P1",
    "Лист1!AJ2 (7, 35): found V2, expected V1 — move to (7, 70) wins at once",
    "Лист1!AI3 (8, 34): found V1, expected P1 — every move leaves the opponent a win",
    "Лист1!AH4 (9, 33): not marked, expected V2 — move to (10, 33) wins: it leaves the opponent at P1",
    "Лист1!F5 (10, 5): found 'x' (not a label in the win-lose dialect), expected P10",
    "Лист1!AO35 (40, 40): found V1, expected no label (the game is over)",
];

#[test]
fn every_planted_error_is_reported_at_its_cell_and_nothing_else() {
    for file in ["errors.xlsx", "errors.ods", "errors.xlsm", "errors.xlsb"] {
        let (code, out, _) = check(file, &[]);
        assert_eq!(code, 1, "{file}: {out}");
        for line in PLANTED {
            assert!(
                out.lines().any(|l| l.starts_with(line)),
                "{file}: missing {line}\n{out}"
            );
        }
        let want: BTreeSet<String> = PLANTED
            .iter()
            .map(|l| l.split(' ').next().unwrap_or_default().to_string())
            .collect();
        assert_eq!(flagged(&out), want, "{file}: {out}");
        assert!(out.contains("8 wrong"), "{file}: {out}");
    }
}

#[test]
fn planted_errors_in_the_petya_vanya_convention() {
    let (code, out, _) = check("errors-petya-vanya.csv", &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("labels: petya-vanya"), "{out}");
    assert!(out.contains("AF2 (7, 31): found В2, expected П2 — move to (14, 31) escapes the claimed loss: it leaves the opponent at В1"), "{out}");
    assert!(
        out.contains("AH2 (7, 33): found П2, expected В2 — every move leaves the opponent a win"),
        "{out}"
    );
    assert!(out.contains("U15 (20, 20): found П1, expected В6"), "{out}");
    let cells: BTreeSet<String> = ["AF2", "AH2", "U15"].map(String::from).into();
    assert_eq!(flagged(&out), cells, "{out}");
}

#[test]
fn forcing_the_wrong_convention_flags_the_table() {
    let (code, out, _) = check("dialect-petya-vanya.ods", &["--labels", "win-lose"]);
    assert_eq!(code, 1);
    assert!(out.contains("forced by --labels"), "{out}");
    assert!(out.contains("0 right, 1822 wrong"), "{out}");
}

#[test]
fn strict_reports_unmarked_cells() {
    let (code, out, _) = check("correct.xlsx", &["--strict"]);
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "Лист1!B2 (7, 1): not marked, expected V14 — deeper than the 2 moves the table marks"
        ),
        "{out}"
    );
    assert_eq!(flagged(&out).len(), 593);
}

#[test]
fn json_lists_problems_and_counts() {
    let (code, out, _) = check("errors.xlsx", &["--json"]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    let f = &v["files"][0];
    assert_eq!(f["labels"], "win-lose");
    assert_eq!(f["counts"]["wrong"], 8);
    assert_eq!(f["counts"]["right"], 1817);
    assert_eq!(f["problems"].as_array().map(Vec::len), Some(8));
    let p = &f["problems"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["cell"] == "Лист1!AF2").cloned())
        .expect("AF2 reported");
    assert_eq!(p["position"], serde_json::json!([7, 31]));
    assert_eq!(p["found"], "P2");
    assert_eq!(p["expected"], "V2");
    assert_eq!(v["ok"], false);
}

/// `--lang ru`: the same cells flagged, their reasons, the problem lines and
/// the summary in Russian (as the Russian web page shows them); the JSON
/// carries each line and the summary as printed.
#[test]
fn check_speaks_russian_with_lang_ru() {
    let (code, out, _) = check("errors.xlsx", &["--lang", "ru"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("Лист1!AF2 (7, 31): найдено P2, ожидалось V2 — ход в (14, 31) уходит от заявленного проигрыша: он оставляет сопернику P1"),
        "{out}"
    );
    assert!(
        out.contains("errors.xlsx: клеток проверено: 1825; верно 1817, неверно 8"),
        "{out}"
    );
    assert!(
        !out.contains("expected") && !out.contains("opponent"),
        "{out}"
    );
    let (_, en, _) = check("errors.xlsx", &[]);
    let cells = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| l.contains(" — "))
            .filter_map(|l| l.split(':').next().map(str::to_string))
            .collect()
    };
    assert_eq!(cells(&out), cells(&en));
    let (_, json, _) = check("errors.xlsx", &["--lang", "ru", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    let f = &v["files"][0];
    let summary = f["summary"].as_str().expect("a summary");
    assert!(out.lines().any(|l| l == summary), "{summary}");
    for p in f["problems"].as_array().expect("problems") {
        let line = p["line"].as_str().expect("a line");
        assert!(out.lines().any(|l| l == line), "{line}");
    }
    let (_, answers, _) = check(
        "errors.xlsx",
        &["--lang", "ru", "--answers", "18; 31 34; 29"],
    );
    assert!(
        answers.contains("ответ 21: 29 — неверно, ожидалось 30"),
        "{answers}"
    );
}

#[test]
fn range_and_sheet_override_detection() {
    // A1:D4 holds the corner, 1..3 across and 7..9 down: none of the
    // planted errors, and no label either (all unmarked) — the table is
    // found, but nothing checked is not a pass (exit 2).
    let (code, out, err) = check("errors.xlsx", &["--range", "A1:D4", "--sheet", "Лист1"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("no cell could be checked"), "{err}");
    assert!(
        out.contains("A1:D4 (7–9 down column A, 1–3 across row 1"),
        "{out}"
    );
    let (code, _, err) = check("correct.xlsx", &["--sheet", "Sheet9"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no sheet 'Sheet9' (the sheets: 'Лист1')"),
        "{err}"
    );
    let (code, _, err) = check("correct.xlsx", &["--range", "B2:"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--range: 'B2:' is not a range like B2:BR70"),
        "{err}"
    );
}

#[test]
fn bad_input_is_one_line_naming_the_file_and_exit_2() {
    for (file, msg) in [
        ("bad/empty.xlsx", "empty.xlsx: the file is empty (0 bytes)"),
        (
            "bad/truncated.xlsx",
            "truncated.xlsx: cannot read the XLSX workbook: the file is damaged or truncated",
        ),
        (
            "bad/encrypted.xlsx",
            "encrypted.xlsx: the workbook is encrypted (password-protected)",
        ),
        ("bad/picture.png", "picture.png: not a spreadsheet"),
        (
            "bad/header-text.xlsx",
            "header-text.xlsx: Лист1!E1: 'x' in the header row of heap sizes, expected the whole number 4",
        ),
        (
            "bad/fraction.xlsx",
            "fraction.xlsx: Лист1!AF2: '2.5' is a fraction",
        ),
        (
            "bad/merged.xlsx",
            "merged.xlsx: Лист1!C3:D3: merged cells inside the table",
        ),
        (
            "bad/merged.ods",
            "merged.ods: Лист1!C3:D3: merged cells inside the table",
        ),
        ("bad/no-such-file.xlsx", "no-such-file.xlsx: no such file"),
    ] {
        let (code, out, err) = check(file, &[]);
        assert_eq!(code, 2, "{file}: {out}{err}");
        assert!(err.contains(msg), "{file}: {err}");
        assert_eq!(err.lines().count(), 1, "{file}: one line: {err}");
        assert!(err.starts_with("gametable: error: "), "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn no_table_says_what_was_looked_for() {
    let dir = tmp();
    let p = dir.path().join("notes.csv");
    std::fs::write(&p, "name;mark\nИванов;5\n").expect("write");
    gametable()
        .args(["check", "ege-2021-demo"])
        .arg(&p)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "notes.csv: no table found: looked on the file for a header row and a header column of consecutive heap sizes",
        ));
}

#[test]
fn several_files_are_each_reported_then_the_run_fails() {
    let out = gametable()
        .args(["check", "ege-2021-demo"])
        .arg(sample("errors.xlsx"))
        .arg(sample("bad/empty.xlsx"))
        .arg(sample("correct.ods"))
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stdout.contains("errors.xlsx: 1825 cells checked: 1817 right, 8 wrong"),
        "{stdout}"
    );
    assert!(
        stdout.contains("correct.ods: 1822 cells checked: 1822 right, 0 wrong"),
        "{stdout}"
    );
    assert!(stderr.contains("empty.xlsx: the file is empty"), "{stderr}");
}

#[test]
fn answers_are_checked() {
    gametable()
        .args(["check", "ege-2021-demo", "--answers", "18; 31 34; 30"])
        .assert()
        .success()
        .stdout(predicate::str::contains("answer 20: 31 34 — right"));
    gametable()
        .args(["check", "ege-2021-demo", "--answers", "18; 31, 33; 33"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("answer 19: 18 — right"))
        .stdout(predicate::str::contains(
            "answer 20: 31 33 — wrong, expected 31 34",
        ))
        .stdout(predicate::str::contains(
            "answer 21: 33 — wrong, expected 30",
        ));
    gametable()
        .args(["check", "ege-2021-demo", "--answers", "18; 31 34"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--answers: 2 answers for 3 questions (19, 20, 21)",
        ));
}

#[test]
fn annotated_copy_marks_the_wrong_cells() {
    let dir = tmp();
    let dest = dir.path().join("checked.xlsx");
    let (code, _, err) = check("errors.xlsx", &["--annotate", dest.to_str().unwrap_or("")]);
    assert_eq!(code, 1, "{err}");
    let bytes = std::fs::read(&dest).expect("annotated copy written");
    // One note per wrong cell lives in the comments part.
    assert!(
        bytes.windows(16).any(|w| w == b"xl/comments1.xml"),
        "no notes in the annotated copy"
    );
    let book = gametable::import::read(&dest).expect("the copy reads back");
    let sheet = &book.sheets[0];
    assert_eq!(sheet.name, "Лист1");
    assert_eq!(sheet.get(1, 31).shown(), "P2"); // AF2 as found
                                                // The copy is checked like the original: the same eight errors.
    let again = gametable()
        .args(["check", "ege-2021-demo"])
        .arg(&dest)
        .output()
        .expect("runs");
    let out = String::from_utf8_lossy(&again.stdout);
    assert!(out.contains("1817 right, 8 wrong"), "{out}");
}

#[test]
fn an_empty_grid_is_not_right() {
    // Headers only: every V1/P1 cell left blank is wrong (a table marks at
    // least the first moves); deeper blanks are allowed.
    let dir = tmp();
    let p = dir.path().join("empty-grid.csv");
    let mut text = String::from("h1\\h2");
    for b in 1..=69 {
        text.push_str(&format!(";{b}"));
    }
    text.push('\n');
    for a in 7..=76 {
        text.push_str(&format!("{a}\n"));
    }
    std::fs::write(&p, text).expect("write");
    let out = gametable()
        .args(["check", "ege-2021-demo"])
        .arg(&p)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("B35 (40, 1): not marked, expected V1 — move to (80, 1) wins at once"),
        "{stdout}"
    );
    assert!(
        stdout.contains("1716 cells checked: 0 right, 1716 wrong"),
        "{stdout}"
    );
}

#[test]
fn libreoffice_opens_the_annotated_copy_with_its_notes_and_red_cells() {
    crate::xlsx::require_libreoffice();
    let dir = tmp();
    let dest = dir.path().join("checked.xlsx");
    let (code, _, err) = check("errors.ods", &["--annotate", dest.to_str().unwrap_or("")]);
    assert_eq!(code, 1, "{err}");
    crate::office::convert(&dest, "ods", dir.path(), false);
    let xml = crate::support::zip_part(&dir.path().join("checked.ods"), "content.xml");
    assert_eq!(
        xml.matches("<office:annotation").count(),
        8,
        "one note per wrong cell"
    );
    assert!(
        xml.contains("expected V2 — move to (14, 31) escapes the claimed loss"),
        "the note gives the expected label and the reason"
    );
    assert!(xml.contains("#ff8080"), "wrong cells are filled red");
}

/// A table whose game needs more than 2·10⁶ positions (the fixed count
/// `check` had) is checked: the limit is the memory's. One row (heap 1 = 1)
/// of 1 000 002 cells, read both ways and explored down to 0: about 4·10⁶
/// positions. Under a small `--max-memory` the same table is refused before
/// its positions are listed, saying what they would need.
#[test]
fn a_table_beyond_two_million_positions_is_checked_within_memory() {
    let dir = crate::support::tmp();
    let rules = [
        "--start",
        "1,S",
        "--s",
        "1000000..1000001",
        "--moves",
        "-1 /2",
        "--end",
        "sum == 0",
    ];
    let full = dir.path().join("full.csv");
    let mut solve = vec!["solve"];
    solve.extend(rules);
    solve.extend(["--max-positions", "5000000", "--no-table", "--out"]);
    solve.push(full.to_str().unwrap_or(""));
    crate::support::run_ok(&solve);
    // The solved table has rows 0 and 1: keep the header and row 1.
    let text = std::fs::read_to_string(&full).expect("the solved table");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "a header and rows 0, 1");
    assert!(lines[2].starts_with("1,"), "{:.20}", lines[2]);
    let cells = lines[2].split(',').count() - 1;
    assert_eq!(cells, 1_000_002);
    let one_row = dir.path().join("one-row.csv");
    std::fs::write(&one_row, format!("{}\n{}\n", lines[0], lines[2])).expect("write");

    let mut args = vec!["check"];
    args.extend(rules);
    args.push(one_row.to_str().unwrap_or(""));
    let out = gametable().args(&args).output().expect("gametable runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.contains(&format!("{cells} cells checked: {cells} right, 0 wrong")),
        "{stdout}"
    );

    args.extend(["--max-memory", "300M"]);
    let out = gametable().args(&args).output().expect("gametable runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    for part in [
        "one-row.csv: cannot solve the game for this table: the table would need ",
        " MiB for its 2000004 positions alone, more than the memory limit of 300.0 MiB (--max-memory)",
    ] {
        assert!(stderr.contains(part), "{stderr}");
    }
}
