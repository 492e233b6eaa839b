//! Errors, warnings and check's report in the run's language: Russian under
//! a Russian locale or `--lang ru`, English under `LANG=C` — no English
//! sentence in a Russian run ([`english_sentences`]).

use crate::english::{english_sentences, reads_english};
use crate::support::{gametable, outcome, repo, tmp};

/// How a run is told its language.
#[derive(Clone, Copy, Debug)]
pub enum Speak {
    /// `LANG=ru_RU.UTF-8`, no flag.
    RussianLocale,
    /// `LANG=C` and `--lang ru`.
    RussianFlag,
    /// `LANG=C`, no flag.
    English,
}

/// Runs gametable with `args` as `speak` says: (exit code, stdout, stderr).
pub fn run(speak: Speak, args: &[&str]) -> (i32, String, String) {
    let mut cmd = gametable();
    cmd.args(args);
    match speak {
        Speak::RussianLocale => {
            cmd.env("LANG", "ru_RU.UTF-8");
        }
        Speak::RussianFlag => {
            cmd.args(["--lang", "ru"]);
        }
        Speak::English => {}
    }
    outcome(&mut cmd)
}

/// The bad inputs: each a command that must fail with exit status 2.
fn bad_inputs(dir: &std::path::Path) -> Vec<(&'static str, Vec<String>)> {
    let bad_toml = dir.join("bad.toml");
    std::fs::write(&bad_toml, "start = \"7, S\"\nmoves = [\"+1\"\n").unwrap();
    let unknown_key = dir.join("key.toml");
    std::fs::write(&unknown_key, "strat = \"7, S\"\n").unwrap();
    let junk = dir.join("junk.xlsx");
    std::fs::write(&junk, "not a workbook").unwrap();
    let s = |p: &std::path::Path| p.display().to_string();
    let sample = |name: &str| s(&repo(&format!("samples/check/bad/{name}")));
    let rules = ["--start", "7,S", "--s", "1..69", "--moves", "+1 *2"];
    let with = |extra: &[&str]| -> Vec<String> {
        let mut v: Vec<String> = vec!["solve".into()];
        v.extend(rules.iter().map(|r| r.to_string()));
        v.extend(extra.iter().map(|r| r.to_string()));
        v
    };
    let bad_variant = dir.join("v.toml");
    std::fs::write(
        &bad_variant,
        "[[variant]]\nstart = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"summ >= 77\"\n",
    )
    .unwrap();
    let cap_text = dir.join("cap.toml");
    std::fs::write(
        &cap_text,
        "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\ncap = \"x\"\n",
    )
    .unwrap();
    let bad_csv = dir.join("v.csv");
    std::fs::write(&bad_csv, "start,moves,end,colour\n").unwrap();
    let binary = dir.join("task.txt");
    std::fs::write(&binary, b"\0\0\0binary\0").unwrap();
    let no_task = dir.join("hello.txt");
    std::fs::write(&no_task, "Hello, world. Nothing to see here at all.\n").unwrap();
    let graph = dir.join("g.csv");
    std::fs::write(&graph, "A,B\nB,C\n").unwrap();
    let not_utf8 = dir.join("latin1.csv");
    std::fs::write(&not_utf8, b"A,B\n\xe9,C\n").unwrap();
    let bad_dot = dir.join("bad.dot");
    std::fs::write(&bad_dot, "digraph {\n A -> B;\n A -- C\n}\n").unwrap();
    let book = |v: &std::path::Path, out: &str| -> Vec<String> {
        vec!["book".into(), s(v), "--out".into(), s(&dir.join(out))]
    };
    let line = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let mut commands = vec![
        (
            "read: no such file",
            line(&["read", &s(&dir.join("nosuch.txt"))]),
        ),
        ("read: a binary file", line(&["read", &s(&binary)])),
        ("read: no task in the text", line(&["read", &s(&no_task)])),
        ("book: not an XLSX", book(&bad_variant, "b.xls")),
        ("book: a bad variant", book(&bad_variant, "b.xlsx")),
        ("book: an unknown column", book(&bad_csv, "b.xlsx")),
        (
            "generate: no folder",
            line(&[
                "generate",
                "--count",
                "2",
                "--seed",
                "1",
                "--out",
                &s(&dir.join("no/v.toml")),
            ]),
        ),
        ("TOML: a text for a number", line(&["solve", &s(&cap_text)])),
        ("sg: a bad set", line(&["sg", "subtract", "x"])),
        // Found by running the error paths under --lang ru (issue 22).
        (
            "check: not a range",
            line(&[
                "check",
                "ege-2021-demo",
                &sample("empty.xlsx"),
                "--range",
                "foo",
            ]),
        ),
        ("templates: no such", line(&["templates", "--show", "nope"])),
        ("man: no such command", line(&["man", "nope"])),
        (
            "man: --dir not a folder",
            line(&["man", "--dir", &s(&dir.join("no-folder"))]),
        ),
        (
            "sg: a workbook to stdout",
            line(&["sg", "subtract", "1..3", "--xlsx", "-"]),
        ),
        (
            "graph: a workbook to stdout",
            line(&["graph", "two-piles", "--xlsx", "-"]),
        ),
        ("graph: not UTF-8", line(&["graph", &s(&not_utf8)])),
        ("graph: a bad DOT file", line(&["graph", &s(&bad_dot)])),
        (
            "sg: a bad heap",
            line(&["sg", "subtract", "1..3", "--heaps", "3,x"]),
        ),
        (
            "sg: a negative --upto",
            line(&["sg", "rules", "--moves", "-1", "--upto=-1"]),
        ),
        (
            "graph: no such file",
            line(&["graph", &s(&dir.join("nosuch.txt"))]),
        ),
        (
            "graph: no such vertex",
            line(&["graph", &s(&graph), "--start", "Z"]),
        ),
        (
            "explain: a range for --s",
            line(&["explain", "--s", "1..5"]),
        ),
        (
            "explain: a bad position",
            line(&["explain", "--position", "7,x"]),
        ),
        ("explain: no position", line(&["explain"])),
        (
            "class: no --out",
            line(&[
                "check",
                "ege-2021-demo",
                "--class",
                &sample("fraction.xlsx"),
            ]),
        ),
        (
            "class: bad --marks",
            line(&[
                "check",
                "ege-2021-demo",
                "--class",
                "--json",
                "--marks",
                "5-95",
                &sample("fraction.xlsx"),
            ]),
        ),
    ];
    let mut inputs = vec![
        (
            "missing template",
            vec!["solve".into(), s(&dir.join("nosuch.toml"))],
        ),
        ("bad TOML", vec!["solve".into(), s(&bad_toml)]),
        ("unknown TOML key", vec!["solve".into(), s(&unknown_key)]),
        (
            "missing table",
            vec![
                "check".into(),
                "ege-2021-demo".into(),
                s(&dir.join("nosuch.xlsx")),
            ],
        ),
        (
            "fraction in a cell",
            vec![
                "check".into(),
                "ege-2021-demo".into(),
                sample("fraction.xlsx"),
            ],
        ),
        (
            "text in the header",
            vec![
                "check".into(),
                "ege-2021-demo".into(),
                sample("header-text.xlsx"),
            ],
        ),
        (
            "merged cells",
            vec!["check".into(), "ege-2021-demo".into(), sample("merged.ods")],
        ),
        (
            "encrypted workbook",
            vec![
                "check".into(),
                "ege-2021-demo".into(),
                sample("encrypted.xlsx"),
            ],
        ),
        (
            "truncated workbook",
            vec![
                "check".into(),
                "ege-2021-demo".into(),
                sample("truncated.xlsx"),
            ],
        ),
        (
            "empty workbook",
            vec!["check".into(), "ege-2021-demo".into(), sample("empty.xlsx")],
        ),
        (
            "a picture",
            vec![
                "check".into(),
                "ege-2021-demo".into(),
                sample("picture.png"),
            ],
        ),
        (
            "not a workbook",
            vec!["check".into(), "ege-2021-demo".into(), s(&junk)],
        ),
        (
            "nothing to check",
            vec!["check".into(), "ege-2021-demo".into()],
        ),
        (
            "unwritable output",
            with(&[
                "--end",
                "sum >= 77",
                "--out",
                &s(&dir.join("no-folder/table.xlsx")),
            ]),
        ),
        (
            "too big for --max-memory",
            with(&["--end", "sum >= 10000000", "--max-memory", "50M"]),
        ),
        (
            "bad --max-memory",
            with(&["--end", "sum >= 77", "--max-memory", "10X"]),
        ),
        (
            "every start finished",
            [
                "solve",
                "--start",
                "7,S",
                "--s",
                "88..",
                "--moves",
                "+1 *2",
                "--end",
                "sum >= 77",
            ]
            .map(String::from)
            .to_vec(),
        ),
    ];
    inputs.append(&mut commands);
    inputs
}

#[test]
fn bad_input_is_told_in_russian_under_a_russian_locale_or_flag() {
    let dir = tmp();
    for (what, args) in bad_inputs(dir.path()) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        for speak in [Speak::RussianLocale, Speak::RussianFlag] {
            let (code, out, err) = run(speak, &args);
            assert_eq!(code, 2, "{what} ({speak:?}): {args:?}\n{out}{err}");
            assert!(
                err.contains("gametable: ошибка: "),
                "{what} ({speak:?}): {err}"
            );
            let english = english_sentences(&format!("{out}{err}"));
            assert!(
                english.is_empty(),
                "{what} ({speak:?}): English {english:?} in\n{out}{err}"
            );
            assert!(
                err.chars().any(|c| ('а'..='я').contains(&c)),
                "{what} ({speak:?}): no Russian word in {err}"
            );
        }
    }
}

#[test]
fn bad_input_is_told_in_english_under_the_c_locale() {
    let dir = tmp();
    for (what, args) in bad_inputs(dir.path()) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(Speak::English, &args);
        assert_eq!(code, 2, "{what}: {args:?}\n{out}{err}");
        // (A sheet named 'Лист1' may stand in it: Cyrillic is no test.)
        assert!(reads_english(&err), "{what}: no English sentence in {err}");
    }
}

/// The tables with mistakes in `samples/check/`, in each format and dialect.
const TABLES: &[&str] = &[
    "errors.xlsx",
    "errors.ods",
    "errors.xlsb",
    "errors.xlsm",
    "errors-petya-vanya.csv",
    "dialect-cyrillic-1251.csv",
    "dialect-codes.xls",
    "layout-line.tsv",
    "layout-transposed.xlsx",
];

#[test]
fn checks_whole_report_is_russian_with_lang_ru_and_english_under_c() {
    for table in TABLES {
        let path = repo(&format!("samples/check/{table}"));
        let path = path.display().to_string();
        let args = [
            "check",
            "ege-2021-demo",
            &path,
            "--answers",
            "18; 31 34; 31",
        ];
        for speak in [Speak::RussianFlag, Speak::RussianLocale] {
            let (code, out, err) = run(speak, &args);
            assert!(
                code == 0 || code == 1,
                "{table} ({speak:?}): {code}\n{out}{err}"
            );
            let english = english_sentences(&format!("{out}{err}"));
            assert!(
                english.is_empty(),
                "{table} ({speak:?}): English {english:?} in\n{out}{err}"
            );
            assert!(out.contains("ответ 21: 31 — неверно"), "{table}: {out}");
        }
        let (_, out, _) = run(Speak::English, &args);
        assert!(!english_sentences(&out).is_empty(), "{table}: {out}");
    }
}

#[test]
fn solves_warnings_and_answers_are_russian_with_lang_ru() {
    let args = [
        "solve",
        "--start",
        "7,S",
        "--s",
        "1..",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 77",
        "--no-table",
        "--open-span",
        "50",
    ];
    let (code, out, err) = run(Speak::RussianLocale, &args);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("проверен только до S = 50"), "{out}");
    let english = english_sentences(&format!("{out}{err}"));
    assert!(english.is_empty(), "English {english:?} in\n{out}{err}");
    let (_, out, _) = run(Speak::English, &args);
    assert!(out.contains("was tried up to S = 50 only"), "{out}");
}
