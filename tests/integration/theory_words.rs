//! Issue 22 for the theory commands: `graph` and `sg` take `--lang` (and the
//! locale's language) like every command; a graph file's mistakes, their
//! reports and the files they announce are worded in the run's language,
//! the place (file:line:column) kept.

use crate::english::english_sentences;
use crate::messages::{run, Speak};
use crate::support::tmp;

/// Every mistake a graph file can hold: (its file's name, its text, the
/// place and English message `--lang en` names).
const BAD_GRAPHS: &[(&str, &str, &str)] = &[
    (
        "empty.csv",
        "",
        "empty.csv: no vertices (the file is empty); expected lines 'from,to' or a DOT digraph",
    ),
    (
        "quote.csv",
        "A,B\nC,\"D\nE,F\n",
        "quote.csv:2:3: a quote opened in 'C,D\\nE,F' is never closed",
    ),
    (
        "empty-name.csv",
        "A,B\nA,\n",
        "empty-name.csv:2:3: an empty vertex name in 'A,'; expected 'from,to'",
    ),
    (
        "fields.csv",
        "from,to\nA,B\nA,B,C\n",
        "fields.csv:3:5: 3 fields in 'A,B,C'; expected 'from,to'",
    ),
    (
        "comment.dot",
        "digraph {\n A -> B /* never\n}\n",
        "comment.dot:2:9: a comment /* is never closed",
    ),
    (
        "quoted.dot",
        "digraph {\n \"A -> B\n}\n",
        "quoted.dot:2:2: a quoted name is never closed",
    ),
    (
        "html.dot",
        "digraph {\n A [label=<b>]\n}\n",
        "html.dot:2:11: HTML labels <…> are not supported",
    ),
    (
        "character.dot",
        "digraph {\n A -> B @\n}\n",
        "character.dot:2:9: unexpected character '@'",
    ),
    (
        "undirected.dot",
        "graph { A -- B }\n",
        "undirected.dot:1:1: an undirected graph; a game graph is a digraph (edges A -> B)",
    ),
    (
        "expected.dot",
        "strict G { A }\n",
        "expected.dot:1:8: expected 'digraph {'",
    ),
    (
        "open.dot",
        "digraph G A -> B\n",
        "open.dot:1:11: expected '{' after 'digraph'",
    ),
    (
        "attributes.dot",
        "digraph {\n A [color=red\n",
        "attributes.dot:2:4: an attribute list '[' is never closed",
    ),
    (
        "unclosed.dot",
        "digraph {\n A -> B\n",
        "unclosed.dot:2: the digraph is never closed with '}'",
    ),
    (
        "subgraph.dot",
        "digraph {\n subgraph s { A }\n}\n",
        "subgraph.dot:2:2: subgraphs are not supported",
    ),
    (
        "anonymous.dot",
        "digraph {\n { A B }\n}\n",
        "anonymous.dot:2:2: anonymous subgraphs { … } are not supported",
    ),
    (
        "set.dot",
        "digraph {\n A -> { B C }\n}\n",
        "set.dot:2:7: edges to a set { … } are not supported; write one edge per target",
    ),
    (
        "head.dot",
        "digraph {\n A -> ;\n}\n",
        "head.dot:2:4: expected a vertex after '->'",
    ),
    (
        "tail.dot",
        "digraph {\n -> B\n}\n",
        "tail.dot:2:2: unexpected '->' (an edge needs a vertex before it)",
    ),
    (
        "edge.dot",
        "digraph {\n A -- B\n}\n",
        "edge.dot:2:4: an undirected edge '--'; a game graph needs '->'",
    ),
    (
        "port.dot",
        "digraph {\n A:p -> B\n}\n",
        "port.dot:2:3: ports (A:p) are not supported",
    ),
    (
        "symbol.dot",
        "digraph {\n A; ]\n}\n",
        "symbol.dot:2:5: unexpected ']'",
    ),
    (
        "after.dot",
        "digraph { A -> B }\nC\n",
        "after.dot:2:1: text after the closing '}'",
    ),
];

#[test]
fn every_graph_file_mistake_is_russian_under_ru_and_keeps_its_place() {
    let dir = tmp();
    for (name, text, english) in BAD_GRAPHS {
        let path = dir.path().join(name);
        std::fs::write(&path, text).expect("write");
        let file = path.display().to_string();
        // The place as `--lang en` names it (before the message), with the
        // folder.
        let (place, _) = english.split_once(": ").expect("a place");
        let place = format!("{}/{place}", dir.path().display());
        for speak in [Speak::RussianFlag, Speak::RussianLocale] {
            let (code, out, err) = run(speak, &["graph", &file]);
            assert_eq!(code, 2, "{name} ({speak:?}): {out}{err}");
            assert_eq!(err.lines().count(), 1, "{name} ({speak:?}): {err}");
            assert!(
                err.starts_with(&format!("gametable: ошибка: {place}: ")),
                "{name} ({speak:?}): {err}"
            );
            let english = english_sentences(&err);
            assert!(
                english.is_empty(),
                "{name} ({speak:?}): {english:?} in {err}"
            );
            let message = err.split_once(&format!("{place}: ")).expect("place").1;
            assert!(
                message.chars().any(|c| ('а'..='я').contains(&c)),
                "{name} ({speak:?}): no Russian word in {err}"
            );
        }
        let (code, _, err) = run(Speak::English, &["graph", &file, "--lang", "en"]);
        assert_eq!(code, 2, "{name}: {err}");
        assert_eq!(
            err.trim_end(),
            format!("gametable: error: {}/{english}", dir.path().display()),
            "{name}"
        );
    }
}

const SEED001: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/seed001.csv");

/// The runs of `graph` and `sg` whose report a Russian user reads, each
/// meant to print every kind of line its command has. `seed` is seed 001's
/// graph with its vertices renamed A → A1, … (three single letters in a
/// row, `A B F`, would read as an English sentence to the finder).
fn theory_runs(seed: &str) -> Vec<Vec<&str>> {
    vec![
        vec!["graph", seed, "--tokens", "C1,D1"],
        vec!["graph", seed, "--tokens", "C1", "--tokens", "B1", "--stats"],
        vec!["graph", seed, "--tokens", "B1,E1", "--no-table"],
        vec![
            "graph", seed, "--tokens", "A1,B1,F1", "--start", "F1", "--steps",
        ],
        vec!["graph", seed, "--steps"],
        vec!["graph", "two-piles-misere", "--steps"],
        vec!["graph", "two-piles", "--steps", "--no-table"],
        vec!["sg", "subtract", "1..3", "--heaps", "21"],
        vec!["sg", "subtract", "1..3", "--heaps", "3,5,7"],
        vec![
            "sg",
            "subtract",
            "1 or prime",
            "--upto",
            "60",
            "--heaps",
            "4",
        ],
        vec!["sg", "subtract", "2,5", "--upto", "3"],
        vec!["sg", "subtract", "even", "--upto", "10"],
        vec![
            "sg", "subtract", "1..3", "--misere", "--upto", "20", "--heaps", "8",
        ],
        vec!["sg", "subtract", "2", "--misere", "--heaps", "1"],
        vec!["sg", "subtract", "any", "--misere", "--heaps", "1,1,4"],
        vec!["sg", "nim", "22,51"],
        vec!["sg", "nim", "1,2,3"],
        vec!["sg", "nim", "1,1,4", "--misere"],
        vec!["sg", "nim", "1,1", "--misere"],
        vec![
            "sg", "rules", "--moves", "-1 /2", "--upto", "30", "--heaps", "7,9",
        ],
        vec!["sg", "rules", "--moves", "-1 -3 -4", "--heaps", "9,10"],
        vec![
            "sg",
            "rules",
            "--moves",
            "+1 -2",
            "--require",
            "sum <= 10",
            "--upto",
            "5",
            "--heaps",
            "2,3",
        ],
        vec!["sg", "corner", "--size", "8", "--at", "3,5", "--at", "6,2"],
        vec!["sg", "queen", "--size", "10", "--at", "4,7"],
        vec!["sg", "queen", "--size", "3", "--at", "0,0"],
    ]
}

#[test]
fn graph_and_sg_reports_are_russian_under_ru_and_english_under_c() {
    let dir = tmp();
    let seed = dir.path().join("seed001.csv");
    let text = std::fs::read_to_string(SEED001).expect("seed 001");
    let renamed: Vec<String> = text
        .lines()
        .map(|l| match l {
            "from,to" => l.to_string(),
            _ => l
                .split(',')
                .map(|v| format!("{v}1"))
                .collect::<Vec<_>>()
                .join(","),
        })
        .collect();
    std::fs::write(&seed, renamed.join("\n")).expect("write");
    let seed = seed.display().to_string();
    for args in theory_runs(&seed) {
        for speak in [Speak::RussianFlag, Speak::RussianLocale] {
            let (code, out, err) = run(speak, &args);
            assert_eq!(code, 0, "{args:?} ({speak:?}): {out}{err}");
            let english = english_sentences(&prose(&format!("{out}{err}")));
            assert!(
                english.is_empty(),
                "{args:?} ({speak:?}): English {english:?} in\n{out}{err}"
            );
        }
        let (code, out, _) = run(Speak::English, &args);
        assert_eq!(code, 0, "{args:?}: {out}");
        assert!(!english_sentences(&out).is_empty(), "{args:?}: {out}");
    }
    // `--lang` is taken before the kind of `sg` too (it is global there).
    let (code, out, _) = run(Speak::English, &["sg", "--lang", "ru", "nim", "1,2"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ходящий выигрывает"), "{out}");
}

#[test]
fn graph_report_words_in_russian() {
    let (_, out, _) = run(Speak::RussianFlag, &["graph", SEED001, "--tokens", "C,D"]);
    assert!(
        out.contains("6 вершин, 17 рёбер; выигрыш 4, проигрыш 2, ничья 0"),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.starts_with("вершина  исход")),
        "{out}"
    );
    assert!(
        out.contains("итог: ничья (2 фишки на вершинах с ∞)"),
        "{out}"
    );
    let (_, out, _) = run(Speak::English, &["graph", SEED001, "--tokens", "C,D"]);
    assert!(
        out.contains("6 vertices, 17 edges; win 4, lose 2, draw 0"),
        "{out}"
    );
    assert!(
        out.lines()
            .any(|l| l.starts_with("vertex  outcome  code  γ")),
        "{out}"
    );
}

/// `text` without the rows of a table of values (`10 |  N  N  P …`): the
/// misère tables' N and P are the theory's letters in every language.
fn prose(text: &str) -> String {
    let row = |l: &str| {
        l.trim_start()
            .split_once(" |")
            .is_some_and(|(n, _)| n.chars().all(|c| c.is_ascii_digit()))
    };
    text.lines()
        .filter(|l| !row(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// «gametable: wrote FILE» in the run's language, for every command that
/// writes a file through the output staging or announces one itself.
#[test]
fn a_file_written_is_announced_in_the_run_language() {
    let dir = tmp();
    let out = |name: &str| dir.path().join(name).display().to_string();
    let variants = out("v.toml");
    let runs: Vec<Vec<String>> = vec![
        vec!["sg".into(), "nim".into(), "1,2".into()],
        vec![
            "sg".into(),
            "subtract".into(),
            "1..3".into(),
            "--csv".into(),
            out("sg.csv"),
        ],
        vec!["graph".into(), SEED001.into(), "--dot".into(), out("g.dot")],
        vec![
            "solve".into(),
            "ege-2021-demo".into(),
            "--out".into(),
            out("t.xlsx"),
        ],
        vec![
            "explain".into(),
            "--s".into(),
            "30".into(),
            "--tree".into(),
            "--svg".into(),
            out("t.svg"),
        ],
        vec![
            "generate".into(),
            "--count".into(),
            "2".into(),
            "--seed".into(),
            "1".into(),
            "--out".into(),
            variants.clone(),
        ],
    ];
    for args in runs {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let written: Vec<&&str> = args
            .iter()
            .filter(|a| a.starts_with(&*dir.path().to_string_lossy()))
            .collect();
        for speak in [Speak::RussianFlag, Speak::RussianLocale, Speak::English] {
            let (code, stdout, err) = run(speak, &args);
            assert_eq!(code, 0, "{args:?} ({speak:?}): {stdout}{err}");
            for file in &written {
                let line = match speak {
                    Speak::English => format!("gametable: wrote {file}"),
                    _ => format!("gametable: записан файл {file}"),
                };
                assert!(err.contains(&line), "{args:?} ({speak:?}): {err}");
            }
            if !matches!(speak, Speak::English) {
                assert!(english_sentences(&err).is_empty(), "{args:?}: {err}");
            }
        }
    }
    let (_, _, err) = run(
        Speak::RussianFlag,
        &["book", &variants, "--out", &out("book.xlsx")],
    );
    assert!(
        err.contains(&format!(
            "gametable: записан файл {} (2 варианта)",
            out("book.xlsx")
        )),
        "{err}"
    );
}

/// A graph's workbook and `generate`'s file, which a teacher opens and
/// reads, are worded in the run's language: sheet names, headings,
/// outcomes, titles; the variant comments and descriptions.
#[test]
fn graph_workbook_and_generated_variants_are_worded_in_russian() {
    let dir = tmp();
    let xlsx = dir.path().join("граф.xlsx");
    let x = xlsx.display().to_string();
    let args = [
        "graph",
        "two-piles-misere",
        "--steps",
        "--no-table",
        "--xlsx",
        &x,
    ];
    let (code, _, err) = run(Speak::RussianLocale, &args);
    assert_eq!(code, 0, "{err}");
    let rows = crate::support::sheet_rows(&xlsx, "вершины");
    assert!(rows[0][0].starts_with("Граф игры"), "{:?}", rows[0]);
    assert_eq!(rows[1], ["вершина", "исход", "код", "γ", "метка", "шаг"]);
    let start = rows.iter().find(|r| r[0] == "(4,4)").expect("(4,4)");
    assert_eq!(start[1..4], ["проигрыш", "-4", "0"]);
    let grid = crate::support::sheet_rows(&xlsx, "сетка");
    let words: Vec<String> = rows
        .iter()
        .chain(&grid)
        .flat_map(|r| r.iter().cloned())
        .collect();
    assert!(english_sentences(&words.join("\n")).is_empty(), "{words:?}");

    let toml = dir.path().join("v.toml");
    let t = toml.display().to_string();
    let args = ["generate", "--count", "3", "--out", &t];
    let (code, _, err) = run(Speak::RussianFlag, &args);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&toml).expect("the variants");
    let read: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with('#') || l.starts_with("description"))
        .collect();
    assert_eq!(
        read.iter().filter(|l| l.contains("ответы: 19 →")).count(),
        3
    );
    assert!(english_sentences(&read.join("\n")).is_empty(), "{read:?}");
}
