//! Strategy trees under hostile input (issue 23): a forced line tens of
//! thousands of plies long (one heap, one move −1, the game over at 0) is
//! drawn or refused in one line by every tree writer — `explain --tree` as
//! text, `--json` and `--svg`, the *Tree* sheet of `solve --out x.xlsx` and
//! of `book` — never a stack overflow; a tree whose full JSON would be
//! gigabytes is sized over its shared positions and refused at once.

use crate::support::{gametable, one_line_err, outcome, run_ok, sheet_rows, stdout_of, tmp};

/// `explain` of the forced line from S = `s`: every move is −1, the player
/// who takes the last stone wins.
fn chain(s: u32, more: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = [
        "explain", "--start", "S", "--moves", "-1", "--end", "sum <= 0", "--tree", "--lang", "en",
    ]
    .map(String::from)
    .to_vec();
    args.push("--s".into());
    args.push(s.to_string());
    args.extend(more.iter().map(|a| a.to_string()));
    args
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

#[test]
fn a_50000_ply_text_tree_is_drawn_in_linear_size_or_refused_in_one_line() {
    // Branches are drawn 32 levels deep at most: the text grows with the
    // depth (it was 50 000² / 2 × 3 bytes of bars, gigabytes).
    let args = chain(50_000, &[]);
    let text = stdout_of(&strs(&args));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 50_002, "{}", lines[0]);
    assert!(lines[50_000].starts_with("⋯ "), "{}", lines[50_000]);
    assert!(
        lines[50_000].ends_with("game over: Vanya won"),
        "{}",
        lines[50_000]
    );
    assert!(text.len() < 50_002 * 200, "{} bytes", text.len());
}

#[test]
fn a_17000_ply_tree_is_written_as_json_and_svg() {
    let dir = tmp();
    let svg = dir.path().join("chain.svg");
    let args = chain(
        17_000,
        &[
            "--json",
            "--svg",
            svg.to_str().expect("utf-8"),
            "--max-memory",
            "2G",
        ],
    );
    let out = run_ok(&strs(&args));
    let json = String::from_utf8(out.stdout).expect("UTF-8");
    let nodes = json.matches("\"position\"").count();
    assert_eq!(nodes, 17_001);
    // Indentation stops deepening: the size grows with the depth, not its square.
    let widest = json.lines().map(|l| l.len() - l.trim_start().len()).max();
    assert_eq!(widest, Some(64));
    assert!(json.len() < nodes * 1000, "{} bytes", json.len());
    assert!(json.trim_end().ends_with('}'));
    let pic = std::fs::read_to_string(&svg).expect("the SVG");
    assert!(pic.starts_with("<svg") && pic.ends_with("</svg>\n"));
    assert_eq!(pic.matches("stroke=\"#34495E\"").count(), 17_001);
}

#[test]
fn a_tree_refused_as_svg_leaves_no_file() {
    let dir = tmp();
    let svg = dir.path().join("tree.svg");
    // Eight moves up to 3000: a picture of some 3 MB.
    let args = [
        "explain",
        "--start",
        "S",
        "--s",
        "1",
        "--moves",
        "+1 +2 +3 +4 +5 +6 +7 +8",
        "--end",
        "sum >= 3000",
        "--tree",
        "--lang",
        "en",
        "--max-memory",
        "2M",
        "--svg",
        svg.to_str().expect("utf-8"),
    ];
    let err = one_line_err(&args);
    assert!(
        err.contains("--svg: the tree as SVG would take 2.8 MiB"),
        "{err}"
    );
    assert!(!svg.exists());
}

#[test]
fn a_tree_of_many_shared_positions_is_sized_before_it_is_written() {
    // +1 or +2 up to 80: the loser's two moves at every turn make some 10⁹
    // paths through a few hundred positions.
    let args = [
        "explain",
        "--start",
        "S",
        "--s",
        "1",
        "--moves",
        "+1 +2",
        "--end",
        "sum >= 80",
        "--tree",
        "--json",
        "--lang",
        "en",
        "--max-memory",
        "1G",
    ];
    let err = one_line_err(&args);
    assert!(err.contains("the tree as JSON would take"), "{err}");
    // The text draws each shared position once: it fits.
    let text = stdout_of(&[
        "explain",
        "--start",
        "S",
        "--s",
        "1",
        "--moves",
        "+1 +2",
        "--end",
        "sum >= 80",
        "--tree",
        "--lang",
        "en",
    ]);
    assert!(text.contains("→ see [1]"), "{text}");
}

#[test]
fn a_tree_too_deep_for_a_sheet_is_named_there_and_the_workbook_written() {
    let dir = tmp();
    let out = dir.path().join("chain.xlsx");
    let (code, _, err) = outcome(gametable().args([
        "solve",
        "--start",
        "S",
        "--moves",
        "-1",
        "--end",
        "sum <= 0",
        "--s",
        "16200..16200",
        "-q",
        "21=min where code != 0",
        "--lang",
        "en",
        "--out",
        out.to_str().expect("utf-8"),
    ]));
    assert_eq!(code, 0, "{err}");
    let rows = sheet_rows(&out, "Tree");
    let note = rows
        .iter()
        .flatten()
        .find(|c| c.contains("too big for a sheet"));
    assert!(
        note.is_some_and(|n| n.contains("16200 plies")),
        "{:?}",
        &rows[..rows.len().min(4)]
    );
}

#[test]
fn a_book_variant_with_a_deep_tree_is_written() {
    let dir = tmp();
    let variants = dir.path().join("v.toml");
    std::fs::write(
        &variants,
        "[[variant]]\nstart = \"S\"\ns = \"16200..16200\"\nmoves = \"-1\"\nend = \"sum <= 0\"\nquestions = [\"min where code != 0\", \"min where code != 0\", \"min where code != 0\"]\n",
    )
    .expect("written");
    let out = dir.path().join("book.xlsx");
    let (code, _, err) = outcome(gametable().args([
        "book",
        variants.to_str().expect("utf-8"),
        "--out",
        out.to_str().expect("utf-8"),
        "--lang",
        "en",
    ]));
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("overflow"), "{err}");
    let text = std::fs::read(&out).expect("the book");
    assert!(!text.is_empty());
}
