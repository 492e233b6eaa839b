//! Exam Russian everywhere a reader reads the rules (issue 24): whole
//! statements, strategy trees (text, the JSON's words, SVG) and workbook
//! sheets, for every move kind of `src/exam/moves.rs` and real templates,
//! are scanned for the rules' own syntax (`*2`, `/2 up`, `-1`, `sum >=`,
//! `limit`, `1..20`, …).
//!
//! What `src/exam/moves.rs` decides, tested exactly: a statement says each
//! move in words («увеличить количество камней в куче в два раза»), with no
//! sign at all; a tree shows the short forms the exam itself writes — «+1»,
//! «×2», «−1» (a minus sign), «÷2 с округлением вверх» — and never the ASCII
//! forms of the rules. The tree JSON's `move` field is the rule as written
//! by design (for programs); its `words` are read and scanned.

use std::io::Read;

use calamine::{open_workbook, Data, Reader, Xlsx};
use gametable::exam::moves::RAW_SYNTAX;

use crate::support::{run_ok, tmp};

/// One game per move kind of `src/exam/moves.rs` (its test table), with
/// rules it can be played by: (start, S, moves, end).
const KINDS: &[(&str, &str, &str, &str)] = &[
    ("S", "1..40", "+2 *3", "sum >= 41"),
    ("S", "10..40", "-1 /2 up", "sum <= 4"),
    ("S", "10..40", "-2 /2", "sum <= 4"),
    ("S", "10..40", "-1 /2 down", "sum <= 4"),
    ("S", "10..40", "-1 /3 exact", "sum <= 4"),
    ("S", "1..30", "+1 *3/2", "sum >= 31"),
    ("3, S", "1..30", "+1 +other", "sum >= 40"),
    ("S", "1..30", "+1..x", "sum >= 40"),
    ("S", "5..30", "-1..3", "sum <= 2"),
    ("S", "1..40", "+1 *2..5", "sum >= 41"),
    ("S", "1..40", "+1 x = 2*x + 1;", "sum >= 41"),
    (
        "S",
        "1..40",
        "+1 x = x*k for k in 2..11 if x*k - x <= 10;",
        "sum >= 41",
    ),
    ("S", "21..40", "-1 x = toward(x, 20, 3);", "sum <= 20"),
    ("S", "1..30", "+1 *2 pass limit 1", "sum >= 31"),
    ("S", "1..30", "+1 *2 limit 2", "sum >= 31"),
    ("S", "1..30", "+1 *2 limit 1 each", "sum >= 31"),
    ("3, S", "1..30", "h1: +1 *2; h2: +1", "sum >= 40"),
    ("10, S", "5..20", "larger: -1 smaller: -2", "sum <= 4"),
    ("S", "1..30", "+1 *2 if even;", "sum >= 31"),
    ("S", "1..30", "+2 +1 if odd; /3 if x % 3 == 0;", "sum >= 31"),
    ("S", "1..30", "+1 +3 if odd(x + 3);", "sum >= 31"),
    ("10, S", "5..20", "all: -1 -2", "sum <= 4"),
    ("10, S", "5..20", "(h1 - 1, h2 + 1) -2", "sum <= 4"),
    ("3, S", "1..30", "+1 x = x + h2;", "sum >= 40"),
];

/// Real templates: two heaps, one heap with an overshoot bound, K and S,
/// an open range, decreasing games.
const TEMPLATES: &[&str] = &[
    "ege-2021-demo",
    "kp1921-046",
    "kp1921-062",
    "kp1921-146",
    "kp1921-096",
];

/// A sign written before a number as a move's sign (`+1`, `-2`, `/2`):
/// not inside a word or a number («ЕГЭ-2021», «3/2» are not moves).
fn signed_number(text: &str, signs: &[char]) -> Option<String> {
    for &sign in signs {
        for (i, _) in text.match_indices(sign) {
            let before = text[..i].chars().next_back();
            let after = text[i + sign.len_utf8()..].chars().next();
            if after.is_some_and(|c| c.is_ascii_digit())
                && !before.is_some_and(char::is_alphanumeric)
            {
                return Some(text[i..].chars().take(3).collect());
            }
        }
    }
    None
}

/// The rules' syntax a statement must not show: the table's
/// ([`RAW_SYNTAX`]), any sign of a move (a statement says moves in words
/// only: no «+1», «×2» either), `sum >=`, `code`.
fn statement_raw(text: &str) -> Option<String> {
    RAW_SYNTAX
        .iter()
        .chain(["sum >=", "sum <=", "code", "-1 кучу"].iter())
        .find(|raw| text.contains(**raw))
        .map(|raw| raw.to_string())
        .or_else(|| signed_number(text, &['+', '-', '/', '*', '×', '÷', '−']))
}

/// The rules' syntax a tree must not show: the table's, and the ASCII
/// forms of the signs the exam writes «−1», «÷2»; «+1», «×2» are the
/// exam's own short forms (`moves::short`).
fn tree_raw(text: &str) -> Option<String> {
    RAW_SYNTAX
        .iter()
        .chain(["sum >=", "sum <=", "code", "-1 кучу"].iter())
        .find(|raw| text.contains(**raw))
        .map(|raw| raw.to_string())
        .or_else(|| signed_number(text, &['-', '/', '*']))
}

/// Every string cell of every sheet, with the sheet's name and the column's
/// header above it (row 3 of the answers sheets).
fn sheet_texts(book: &std::path::Path) -> Vec<(String, u32, String)> {
    let mut wb: Xlsx<_> = open_workbook(book).expect("the workbook opens");
    let mut out = Vec::new();
    for name in wb.sheet_names() {
        let range = wb.worksheet_range(&name).expect("a sheet");
        for (r, c, v) in range.used_cells() {
            if let Data::String(s) = v {
                out.push((name.clone(), c as u32, s.clone()));
            }
            let _ = r;
        }
    }
    out
}

fn fail_on(what: &str, text: &str, raw: Option<String>) {
    if let Some(raw) = raw {
        panic!("{what}: «{raw}» (the rules' syntax) in «{text}»");
    }
}

/// A tree's readable texts: the text tree, the SVG's `<text>`s, the
/// explanation JSON's `words`.
fn scan_trees(what: &str, args: &[&str], svg: &std::path::Path) {
    let mut tree = vec!["explain", "--lang", "ru"];
    tree.extend_from_slice(args);
    tree.extend(["--tree", "--svg", svg.to_str().expect("UTF-8")]);
    let text = String::from_utf8(run_ok(&tree).stdout).expect("UTF-8");
    assert!(!text.trim().is_empty(), "{what}: no tree");
    for line in text.lines() {
        fail_on(&format!("{what}: tree"), line, tree_raw(line));
    }
    let mut picture = String::new();
    std::fs::File::open(svg)
        .expect("the SVG")
        .read_to_string(&mut picture)
        .expect("UTF-8");
    let texts: Vec<&str> = picture
        .split("<text")
        .skip(1)
        .filter_map(|t| t.split_once('>').map(|(_, rest)| rest))
        .filter_map(|t| t.split("</text>").next())
        .collect();
    assert!(!texts.is_empty(), "{what}: an SVG with text");
    for t in texts {
        fail_on(&format!("{what}: SVG"), t, tree_raw(t));
    }
    let mut json = vec!["explain", "--lang", "ru"];
    json.extend_from_slice(args);
    json.push("--json");
    let doc: serde_json::Value = serde_json::from_slice(&run_ok(&json).stdout).expect("JSON");
    let mut stack = vec![&doc];
    let mut words = 0;
    while let Some(v) = stack.pop() {
        match v {
            serde_json::Value::Object(m) => {
                for (k, v) in m {
                    if k == "words" {
                        let w = v.as_str().expect("words are text");
                        fail_on(&format!("{what}: JSON words"), w, tree_raw(w));
                        words += 1;
                    }
                    stack.push(v);
                }
            }
            serde_json::Value::Array(a) => stack.extend(a),
            _ => {}
        }
    }
    assert!(words > 0, "{what}: the JSON has words");
}

/// A live start of a game: the first that `solve --json` does not call
/// finished, as `explain` arguments (`--s`, and `--k` with two unknowns).
fn live_start(args: &[&str]) -> Vec<String> {
    let mut a = vec!["solve", "--lang", "ru"];
    a.extend_from_slice(args);
    a.extend(["--json", "--no-table"]);
    let doc: serde_json::Value = serde_json::from_slice(&run_ok(&a).stdout).expect("JSON");
    let start = doc["starts"]
        .as_array()
        .and_then(|s| {
            // Decided (a code that is a number), not over: it has a tree.
            s.iter().find(|st| {
                st["finished"] == false
                    && st["code"]
                        .as_str()
                        .and_then(|c| c.parse::<i64>().ok())
                        .is_some_and(|c| c != 0)
            })
        })
        .unwrap_or_else(|| panic!("{args:?}: no live start"));
    let mut out = vec!["--s".to_string(), start["s"].to_string()];
    if doc["game"]["k"].is_string() || args.contains(&"kp1921-062") {
        out.extend(["--k".to_string(), start["k"].to_string()]);
    }
    out
}

#[test]
fn statements_trees_and_sheets_say_every_move_kind_in_exam_words() {
    let dir = tmp();
    // The book of one variant per move kind: statements and sheets.
    let mut toml = String::new();
    for (start, s, moves, end) in KINDS {
        toml.push_str(&format!(
            "[[variant]]\nstart = \"{start}\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"{end}\"\nquestions = [\"19\", \"20\", \"21\"]\n\n"
        ));
    }
    let variants = dir.path().join("kinds.toml");
    std::fs::write(&variants, toml).expect("the variants");
    let (book, md) = (dir.path().join("kinds.xlsx"), dir.path().join("kinds.md"));
    run_ok(&[
        "book",
        variants.to_str().expect("UTF-8"),
        "--lang",
        "ru",
        "--out",
        book.to_str().expect("UTF-8"),
        "--statements",
        md.to_str().expect("UTF-8"),
    ]);
    let statements = std::fs::read_to_string(&md).expect("the statements");
    let rules: Vec<&str> = statements
        .lines()
        .filter(|l| l.starts_with("Правила игры") || l.starts_with("Два игрока"))
        .collect();
    assert_eq!(rules.len(), KINDS.len(), "a rules paragraph per variant");
    for (kind, text) in KINDS.iter().zip(&rules) {
        fail_on(&format!("{kind:?}: statement"), text, statement_raw(text));
    }
    for (sheet, _, text) in sheet_texts(&book) {
        assert!(!scan_cell(&format!("book {sheet}"), &text), "{text}");
    }
    // Each kind's tree: text, SVG, JSON.
    for (i, (start, s, moves, end)) in KINDS.iter().enumerate() {
        let at = live_start(&["--start", start, "--s", s, "--moves", moves, "--end", end]);
        let mut args = vec!["--start", start, "--moves", moves, "--end", end];
        args.extend(at.iter().map(String::as_str));
        let svg = dir.path().join(format!("k{i}.svg"));
        scan_trees(moves, &args, &svg);
    }
}

/// Sheets: every text a reader reads. The answers sheets' «Условие
/// (запрос)» column is the query as typed (by design). A question whose
/// condition has no exam wording quotes its query (`wording::question`'s
/// fallback, «… при которых minmax where …»): returned as such (counted
/// by the caller, which wants none) rather than failed here.
fn scan_cell(what: &str, text: &str) -> bool {
    let query = [
        "min ", "max ", "all ", "count ", "minmax ", "sum ", "value ", "product ", "some(",
        "every(",
    ]
    .iter()
    .any(|q| text.starts_with(q))
        && (text.contains(" where ") || text.contains("code"));
    if query {
        return false;
    }
    if text.contains(" where ") {
        return true;
    }
    fail_on(what, text, tree_raw(text));
    false
}

#[test]
fn real_templates_read_in_exam_words_on_every_sheet_and_tree() {
    let dir = tmp();
    let mut quoted_queries = Vec::new();
    for t in TEMPLATES {
        let book = dir.path().join(format!("{t}.xlsx"));
        run_ok(&[
            "solve",
            "--lang",
            "ru",
            t,
            "--out",
            book.to_str().expect("UTF-8"),
        ]);
        for (sheet, _, text) in sheet_texts(&book) {
            if scan_cell(&format!("{t} {sheet}"), &text) {
                quoted_queries.push(format!("{t}: {text}"));
            }
        }
        let at = live_start(&[t]);
        let mut args = vec![*t];
        args.extend(at.iter().map(String::as_str));
        let svg = dir.path().join(format!("{t}.svg"));
        scan_trees(t, &args, &svg);
    }
    // Every question in exam words (kp1921-062's «minmax where K == 6 and
    // code == 2» was quoted as typed).
    assert!(
        quoted_queries.is_empty(),
        "questions quoting their query: {quoted_queries:?}"
    );
}
