//! Issue 8, reliability: a catalogue of bad inputs fed to the real binary.
//! Each must end with exit status 2 and one line on stderr naming what was
//! wrong (a rules error adds the source line and a caret line), no panic, no
//! output on stdout and no file left behind.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::support::{gametable, repo, tmp};

pub(super) fn samples() -> PathBuf {
    repo("samples")
}

pub(super) fn sample(rel: &str) -> String {
    samples().join(rel).to_string_lossy().into_owned()
}

/// One bad input: the command line, files to create first (in the working
/// folder), the key part of the message, whether a caret is shown, and a
/// shell limit (`ulimit -v KiB`, `ulimit -f BLOCKS`) to run it under.
pub(super) struct Case {
    pub name: &'static str,
    pub args: Vec<String>,
    pub files: Vec<(&'static str, Vec<u8>)>,
    pub expect: Vec<&'static str>,
    pub caret: bool,
    pub ulimit: Option<String>,
}

pub(super) fn case(name: &'static str, args: &[&str], expect: &[&'static str]) -> Case {
    Case {
        name,
        args: args.iter().map(|s| s.to_string()).collect(),
        files: Vec::new(),
        expect: expect.to_vec(),
        caret: false,
        ulimit: None,
    }
}

impl Case {
    pub fn caret(mut self) -> Self {
        self.caret = true;
        self
    }
    pub fn file(mut self, name: &'static str, bytes: impl Into<Vec<u8>>) -> Self {
        self.files.push((name, bytes.into()));
        self
    }
    pub fn ulimit_v(mut self, kib: u64) -> Self {
        self.ulimit = Some(format!("ulimit -v {kib}"));
        self
    }
    pub fn ulimit_f(mut self, blocks: u64) -> Self {
        self.ulimit = Some(format!("ulimit -f {blocks}"));
        self
    }
}

pub(super) fn seed(extra: &[&str]) -> Vec<String> {
    let base = [
        ("--start", "7,S"),
        ("--s", "1..69"),
        ("--moves", "+1 *2"),
        ("--end", "sum >= 77"),
    ];
    let mut v = vec!["solve".to_string()];
    for (flag, value) in base {
        // `--moves` adds up when repeated: leave out what `extra` gives.
        if !extra.contains(&flag) {
            v.push(flag.to_string());
            v.push(value.to_string());
        }
    }
    v.extend(extra.iter().map(|s| s.to_string()));
    v
}

pub(super) fn rules(name: &'static str, extra: &[&str], expect: &[&'static str]) -> Case {
    Case {
        args: seed(extra),
        caret: true,
        ..case(name, &[], expect)
    }
}

pub(super) fn solve_with(name: &'static str, extra: &[&str], expect: &[&'static str]) -> Case {
    Case {
        args: seed(extra),
        ..case(name, &[], expect)
    }
}

pub(super) const TEMPLATE: &str =
    "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n";

fn catalogue() -> Vec<Case> {
    let check = |file: &str| vec!["check".to_string(), "ege-2021-demo".into(), file.into()];
    let cases = vec![
        // The rules language: a typo is named with its column and a caret.
        rules("end typo", &["--end", "sum >= 7x7"], &["--end: column 9: unknown name 'x7'"]),
        rules("unknown move kind", &["--moves", "+1 ^2"], &["--moves: column 4: unexpected character '^'"]),
        // Nothing written: no column and no caret under nothing.
        solve_with("empty move set", &["--moves", ""], &["--moves: expected at least one move"]),
        solve_with("empty move set of spaces", &["--moves", "   "], &["--moves: expected at least one move"]),
        rules("empty S range", &["--s", "69..1"], &["--s: column 1: the range 69..1 is empty"]),
        rules("S range not a number", &["--s", "abc"], &["--s: column 1: unknown name 'abc'"]),
        rules("target overflows", &["--end", "sum >= 99999999999999999999"], &["the number 99999999999999999999 is too large"]),
        rules("target overflows i64", &["--end", "sum >= 9223372036854775807"], &["is too large (at most 1099511627776)"]),
        rules("move overflows", &["--moves", "*99999999999999999999"], &["--moves:", "is too large"]),
        rules("unknown winner", &["--winner", "bogus"], &["--winner: column 1: unknown name 'bogus'"]),
        rules("X outside a move", &["--start", "7,S,X"], &["--start: column 5: 'X' (the heap a move acts on) is only defined in a move"]),
        rules("unknown no-moves", &["--no-moves", "maybe"], &["--no-moves: column 1: unknown value 'maybe'; expected one of: lose, win"]),
        rules("unknown no-repeat", &["--no-repeat", "sometimes"], &["unknown value 'sometimes'; expected one of: none, opponent, own"]),
        rules("divide by zero", &["--moves", "/0"], &["--moves: column 2: a divisor must be positive"]),
        rules("unfinished question", &["-q", "min where code =="], &["--question 1: column 18: expected a number, a name or '(', found the end of the text"]),
        // Ranges of S and limits.
        solve_with("every start finished", &["--s", "80..90"], &["the range of S 80..90: every start is already finished"]),
        solve_with("unknown size unit", &["--max-memory", "2X"], &["--max-memory: '2X': unknown unit"]),
        solve_with("over the memory limit", &["--end", "sum >= 1000000000", "--max-memory", "1M"], &["the table would need", "more than the memory limit of 1.0 MiB (--max-memory); shrink the game or raise the limit"]),
        case("no such template", &["solve", "no-such-template"], &["no-such-template: no such file or built-in template"]),
        // Output paths.
        solve_with("out in a missing folder", &["--out", "missing/x.xlsx"], &["missing/x.xlsx: the folder missing does not exist"]),
        solve_with("out where a folder is a file", &["--out", "plain.txt/x.xlsx"], &["plain.txt/x.xlsx: plain.txt is a file, not a folder"])
            .file("plain.txt", "x"),
        solve_with("out in a read-only place", &["--out", "/proc/x.csv"], &["/proc/x.csv: cannot create a file in /proc"]),
        solve_with("out is a folder", &["--out", "adir.csv"], &["adir.csv: is a folder; expected a file name"])
            .file("adir.csv/keep", "x"),
        solve_with("out of unknown format", &["--out", "x.pdf"], &["--out x.pdf: cannot tell the format from the extension"]),
        // Templates.
        case("template unknown key", &["solve", "t.toml"], &["t.toml:5: unknown field `colour`, expected one of"])
            .file("t.toml", format!("{TEMPLATE}colour = \"red\"\n")),
        case("template wrong type", &["solve", "t.toml"], &["t.toml:2: invalid type: integer `69`, expected a string"])
            .file("t.toml", "start = \"7, S\"\ns = 69\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n"),
        case("template cap of text", &["solve", "t.toml"], &["t.toml:5: invalid type: string \"x\", expected a whole number"])
            .file("t.toml", format!("{TEMPLATE}cap = \"x\"\n")),
        case("template not UTF-8", &["solve", "t.toml"], &["t.toml: not UTF-8 text (byte 69); expected a TOML template"])
            .file("t.toml", [TEMPLATE.as_bytes(), b"name = \"\xff\xfe\"\n"].concat()),
        case("template not TOML", &["solve", "t.toml"], &["t.toml:1: key with no value, expected `=`"])
            .file("t.toml", "this is [not toml\n"),
        case("template rules typo", &["solve", "t.toml"], &["t.toml:3: moves: column 4: unexpected character '@'"])
            .file("t.toml", TEMPLATE.replace("+1 *2", "+1 @2"))
            .caret(),
        case("template empty", &["solve", "t.toml"], &["t.toml: start: missing; expected e.g. '7, S'"])
            .file("t.toml", ""),
        case("template question typo", &["solve", "t.toml"], &["t.toml:5: questions: question 1: column 11: unknown name 'bogus'"])
            .file("t.toml", format!("{TEMPLATE}questions = [\"min where bogus\"]\n"))
            .caret(),
        // Spreadsheets.
        Case { args: check(&sample("check/bad/empty.xlsx")), ..case("zero-byte xlsx", &[], &["empty.xlsx: the file is empty (0 bytes)"]) },
        Case { args: check(&sample("check/bad/truncated.xlsx")), ..case("truncated xlsx", &[], &["truncated.xlsx: cannot read the XLSX workbook: the file is damaged or truncated"]) },
        Case { args: check("t.xlsx"), ..case("xlsx not a zip", &[], &["t.xlsx: not a valid XLSX workbook (its content is neither a zip nor an OLE file)"]).file("t.xlsx", "hello world\n") },
        Case { args: check("t.ods"), ..case("ods not a zip", &[], &["t.ods: not a valid ODS workbook"]).file("t.ods", "hello\n") },
        Case { args: check(&sample("check/bad/encrypted.xlsx")), ..case("password-protected xlsx", &[], &["encrypted.xlsx: the workbook is encrypted (password-protected)"]) },
        Case { args: check(&sample("check/bad/merged.xlsx")), ..case("merged cells xlsx", &[], &["merged.xlsx: Лист1!C3:D3: merged cells inside the table"]) },
        Case { args: check(&sample("check/bad/merged.ods")), ..case("merged cells ods", &[], &["merged.ods: Лист1!C3:D3: merged cells inside the table"]) },
        Case { args: check(&sample("check/bad/fraction.xlsx")), ..case("fraction in a codes table", &[], &["fraction.xlsx: Лист1!AF2: '2.5' is a fraction"]) },
        Case { args: check(&sample("check/bad/header-text.xlsx")), ..case("text in the header", &[], &["header-text.xlsx: Лист1!E1: 'x' in the header row of heap sizes, expected the whole number 4"]) },
        Case { args: check(&sample("check/bad/picture.png")), ..case("a picture", &[], &["picture.png: not a spreadsheet (a '.png' file)"]) },
        Case { args: check("t.xlsx"), ..case("a picture named xlsx", &[], &["t.xlsx: not a valid XLSX workbook"]).file("t.xlsx", std::fs::read(samples().join("ege-2021-demo.png")).unwrap_or_default()) },
        Case { args: check("t.csv"), ..case("no grid", &[], &["t.csv: no table found"]).file("t.csv", "hello\nworld\n") },
        Case { args: check("t.csv"), ..case("csv in UTF-16", &[], &["t.csv: UTF-16 text", "save the CSV as UTF-8"]).file("t.csv", utf16_csv()) },
        Case { args: check("t.csv"), ..case("csv neither UTF-8 nor 1251", &[], &["t.csv: not UTF-8 text (byte 10): save the CSV as UTF-8"]).file("t.csv", b"h1\\h2;1;2\n\x98;V1\n".to_vec()) },
        Case { args: check("t.csv"), ..case("csv with binary bytes", &[], &["t.csv: not a spreadsheet (binary content"]).file("t.csv", b"h1\\h2;1\x00;2\n".to_vec()) },
        Case {
            args: [check(&sample("check/correct.xlsx")), vec!["--max-memory".into(), "100K".into()]].concat(),
            ..case("workbook over the memory limit", &[], &["correct.xlsx: reading it would need about 189.0 KiB of memory (its 12.2 KiB of XML unpacked), more than the limit of 100.0 KiB (--max-memory)"])
        },
        // Regression (fuzz/run.sh, target `table`): an OLE file naming a sector
        // far past its end made the reader ask for terabytes and abort.
        Case {
            args: check(&repo("tests/fixtures/fuzz-table-ole-huge-sector.xls").to_string_lossy()),
            ..case("fuzz: OLE sector past the end", &[], &["fuzz-table-ole-huge-sector.xls: cannot read the XLS workbook: the file is damaged or truncated (the DIFAT names sector 832557115; the file has 3)"])
        },
        // Regression (fuzz/run.sh, target `table`): calamine 0.30 panicked
        // on this damaged sheet XML (index out of bounds); 0.38 says why.
        Case {
            args: check(&repo("tests/fixtures/fuzz-table-xlsx-reader-panic.xlsx").to_string_lossy()),
            ..case("fuzz: reader panic", &[], &["fuzz-table-xlsx-reader-panic.xlsx: cannot read the XLSX workbook: the file is damaged or truncated (sheet 'Лист1': Cell string index not found in shared strings table)"])
        },
        Case { args: check("missing.xlsx"), ..case("missing spreadsheet", &[], &["missing.xlsx: no such file"]) },
        Case { args: check("adir"), ..case("a folder as a spreadsheet", &[], &["adir: is a folder, not a spreadsheet"]).file("adir/keep", "x") },
        Case {
            args: [check(&sample("check/correct.xlsx")), vec!["--sheet".into(), "Nope".into()]].concat(),
            ..case("no such sheet", &[], &["correct.xlsx: no sheet 'Nope' (the sheets: 'Лист1')"])
        },
        Case {
            args: [check(&sample("check/correct.xlsx")), vec!["--range".into(), "ZZ".into()]].concat(),
            ..case("bad range", &[], &["--range: 'ZZ' is not a range like B2:BR70"])
        },
        // Books.
        case("book bad row", &["book", "v.csv", "--out", "b.xlsx"], &["v.csv:3: row 2, moves: column 4: unexpected character '^'"])
            .file("v.csv", "start,s,moves,end\n\"7, S\",1..69,+1 *2,sum >= 77\n\"7, S\",1..69,+1 ^2,sum >= 77\n")
            .caret(),
        case("book short row", &["book", "v.csv", "--out", "b.xlsx"], &["v.csv:2: row 1: expected 4 fields (as the header), found 2"])
            .file("v.csv", "start,s,moves,end\n\"7, S\",1..69\n"),
        case("book unknown column", &["book", "v.csv", "--out", "b.xlsx"], &["v.csv:1: column 3 'colour': unknown"])
            .file("v.csv", "start,s,colour\n\"7, S\",1..69,red\n"),
        case("book empty", &["book", "v.csv", "--out", "b.xlsx"], &["v.csv:1: no column 'start'"])
            .file("v.csv", ""),
        case("book bad variant", &["book", "v.toml", "--out", "b.xlsx"], &["v.toml:10: variant 2, end: column 10"])
            .file("v.toml", format!("[[variant]]\n{TEMPLATE}[[variant]]\n{}", TEMPLATE.replace(">= 77", ">= 77x")))
            .caret(),
        case("book out in a missing folder", &["book", "v.toml", "--out", "missing/b.xlsx"], &["missing/b.xlsx: the folder missing does not exist"])
            .file("v.toml", format!("[[variant]]\n{TEMPLATE}")),
        // Graphs.
        case("graph line of three fields", &["graph", "g.csv"], &["g.csv:2:5: 3 fields in 'b,c,d'; expected 'from,to'"])
            .file("g.csv", "a,b\nb,c,d\n"),
        case("graph record after a quoted line break", &["graph", "g.csv"], &["g.csv:5:6: 3 fields in 'c\\nd,e,f'; expected 'from,to'"])
            .file("g.csv", "# a comment\n\"a\nb\",c\n\"c\nd\",e,f\n"),
        case("graph quote never closed", &["graph", "g.csv"], &["g.csv:2:3: a quote opened in 'b,c\\nd,e' is never closed"])
            .file("g.csv", "a,b\nb,\"c\nd,e\n"),
        case("dot arrow to nothing", &["graph", "g.dot"], &["g.dot:1:13: expected a vertex after '->'"])
            .file("g.dot", "digraph { a -> ; }\n"),
        case("dot never closed", &["graph", "g.dot"], &["g.dot:1: the digraph is never closed with '}'"])
            .file("g.dot", "digraph { a -> b \n"),
        case("graph empty", &["graph", "g.csv"], &["g.csv: no vertices (the file is empty)"])
            .file("g.csv", ""),
        case("graph unknown token", &["graph", "g.csv", "--tokens", "a,zz"], &["--tokens: no vertex 'zz' in g.csv"])
            .file("g.csv", "a,b\nb,c\n"),
        // sg, generate and the command line itself.
        case("sg bad set", &["sg", "subtract", "x", "--upto", "10"], &["SET 'x': expected a number, a range like 1..3"]),
        case("sg bad heap", &["sg", "nim", "1,x"], &["HEAPS: 'x' is not a heap size"]),
        case("sg corner of size 0", &["sg", "corner", "--size", "0"], &["--size 0: must be 1 to 600"]),
        case("sg too much work", &["sg", "subtract", "1..3", "--upto", "99999999999999"], &["too much work for this set"]),
        case("unknown family", &["generate", "--count", "5", "--seed", "1", "--family", "nope", "--out", "-"], &["invalid value 'nope' for '--family <NAME>'; [possible values: one-heap"]),
        case("unknown flag", &["solve", "--bogus"], &["unexpected argument '--bogus' found"]),
        case("missing arguments", &["book"], &["the following required arguments were not provided: --out <FILE>, <VARIANTS>"]),
    ];
    let mut cases = cases;
    cases.extend(super::hostile::cases());
    cases
}

fn utf16_csv() -> Vec<u8> {
    let mut v = vec![0xFF, 0xFE];
    v.extend(
        "h1\\h2;1;2\n7;V1;P1\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    v
}

/// Files in `dir` (recursively) whose name marks a temporary file.
fn temporaries(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                found.extend(temporaries(&p));
            } else if p
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(".gametable-"))
            {
                found.push(p);
            }
        }
    }
    found
}

#[test]
fn reliability_catalogue_of_bad_inputs() {
    let cases = catalogue();
    assert!(cases.len() >= 40, "{} cases", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let dir = tmp();
        for (name, bytes) in &c.files {
            let p = dir.path().join(name);
            std::fs::create_dir_all(p.parent().expect("a parent")).expect("mkdir");
            std::fs::write(&p, bytes).expect("writes a fixture");
        }
        let before: Vec<_> = std::fs::read_dir(dir.path())
            .expect("lists")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        let mut cmd = match &c.ulimit {
            None => gametable(),
            Some(limit) => {
                let mut sh = assert_cmd::Command::new("sh");
                sh.arg("-c")
                    .arg(format!("{limit} && exec \"$0\" \"$@\""))
                    .arg(env!("CARGO_BIN_EXE_gametable"));
                sh
            }
        };
        let out = cmd
            .current_dir(dir.path())
            .args(&c.args)
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let lines: Vec<&str> = stderr.lines().collect();
        let mut problems = Vec::new();
        if out.status.code() != Some(2) {
            problems.push(format!("exit status {:?}, expected 2", out.status.code()));
        }
        if stderr.contains("panicked") || stderr.contains("RUST_BACKTRACE") {
            problems.push("a panic".to_string());
        }
        if !out.stdout.is_empty() {
            let text = String::from_utf8_lossy(&out.stdout);
            problems.push(format!(
                "stdout not empty: {:?}",
                text.chars().take(200).collect::<String>()
            ));
        }
        let want_lines = if c.caret { 3 } else { 1 };
        if lines.len() != want_lines {
            problems.push(format!(
                "{} lines on stderr, expected {want_lines}",
                lines.len()
            ));
        }
        if !lines
            .first()
            .is_some_and(|l| l.starts_with("gametable: error: "))
        {
            problems.push("the first line is not 'gametable: error: …'".to_string());
        }
        if c.caret
            && !lines.get(2).is_some_and(|l| {
                l.trim_start().starts_with('^') && l.trim().chars().all(|ch| ch == '^')
            })
        {
            problems.push("no caret line".to_string());
        }
        for e in &c.expect {
            if !lines.first().is_some_and(|l| l.contains(e)) {
                problems.push(format!("the message lacks {e:?}"));
            }
        }
        let after: Vec<_> = std::fs::read_dir(dir.path())
            .expect("lists")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        if after.len() != before.len() {
            problems.push(format!("files were left behind: {after:?}"));
        }
        let temps = temporaries(dir.path());
        if !temps.is_empty() {
            problems.push(format!("temporary files remain: {temps:?}"));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{}: {}\n    stderr: {stderr}",
                c.name,
                problems.join("; ")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Every case has a distinct name, so a failure names one case.
#[test]
fn reliability_case_names_are_distinct() {
    let cases = catalogue();
    let mut names: Vec<_> = cases.iter().map(|c| c.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), cases.len());
}

/// A formula cell is read by the result the spreadsheet stored, never
/// evaluated: a formula whose stored result is an error (#DIV/0!) is a wrong
/// cell named in A1 notation (exit 1), one whose stored result is the right
/// label is right.
#[test]
fn reliability_formula_cells_are_read_by_their_stored_result() {
    let dir = tmp();
    let bad = dir.path().join("formula-error.xlsx");
    let good = dir.path().join("formula-label.xlsx");
    let cell = r#"<c r="AE2" t="s"><v>1</v></c>"#;
    rewrite_sheet(
        &bad,
        cell,
        r#"<c r="AE2" t="e"><f>1/0</f><v>#DIV/0!</v></c>"#,
    );
    rewrite_sheet(
        &good,
        cell,
        r#"<c r="AE2" t="str"><f>"P"&amp;"2"</f><v>P2</v></c>"#,
    );
    gametable()
        .args(["check", "ege-2021-demo"])
        .arg(&bad)
        .assert()
        .code(1)
        .stdout(predicates::str::contains(
            "Лист1!AE2 (7, 30): found '#DIV/0!'",
        ));
    gametable()
        .args(["check", "ege-2021-demo"])
        .arg(&good)
        .assert()
        .code(0)
        .stdout(predicates::str::contains("1822 cells checked: 1822 right"));
}

/// Copies `samples/check/correct.xlsx` to `to` with one cell's XML replaced.
fn rewrite_sheet(to: &Path, from_xml: &str, to_xml: &str) {
    let src = std::fs::File::open(samples().join("check/correct.xlsx")).expect("opens");
    let mut zin = zip::ZipArchive::new(src).expect("a zip");
    let mut zout = zip::ZipWriter::new(std::fs::File::create(to).expect("creates"));
    let mut replaced = false;
    for i in 0..zin.len() {
        let mut f = zin.by_index(i).expect("an entry");
        let name = f.name().expect("a name").to_string();
        let mut bytes = Vec::new();
        f.read_to_end(&mut bytes).expect("reads");
        if name == "xl/worksheets/sheet1.xml" {
            let text = String::from_utf8(bytes).expect("UTF-8 XML");
            assert!(text.contains(from_xml), "the sample has {from_xml}");
            bytes = text.replace(from_xml, to_xml).into_bytes();
            replaced = true;
        }
        zout.start_file(name, zip::write::SimpleFileOptions::default())
            .expect("starts");
        zout.write_all(&bytes).expect("writes");
    }
    zout.finish().expect("finishes");
    assert!(replaced);
}

/// A CSV with ragged rows is read as it stands: a short row's missing cells
/// are blank, and the cells that are there are checked and named (exit 1).
#[test]
fn reliability_ragged_csv_rows_are_blank_cells() {
    let dir = tmp();
    let p = dir.path().join("ragged.csv");
    std::fs::write(&p, "h1\\h2;1;2;3\n7;;\n8\n9;P1;P1;P1;V2;V2\n").expect("writes");
    gametable()
        .args(["check", "ege-2021-demo"])
        .arg(&p)
        .assert()
        .code(1)
        .stdout(predicates::str::contains(
            "B4 (9, 1): found P1, expected V13",
        ));
}

/// Every command that prints, with its stdout a pipe whose reader is already
/// gone (`gametable … | head` after head has quit): it ends quietly, status 0.
#[test]
fn reliability_every_printing_command_survives_a_closed_pipe() {
    let errors = sample("check/errors.xlsx");
    let seed = sample("seed001.dot");
    let commands: Vec<Vec<&str>> = vec![
        vec!["solve"],
        vec!["solve", "--json"],
        vec!["solve", "rk-three-heaps", "--json"],
        vec!["solve", "ege-2021-demo", "--out", "-", "--format", "csv"],
        vec!["templates"],
        vec!["templates", "--show", "ege-2021-demo"],
        vec!["graph", &seed],
        vec!["graph", "two-piles", "--steps"],
        vec!["sg", "nim", "3,5,7"],
        vec!["sg", "subtract", "1..3", "--upto", "2000"],
        vec!["check", "ege-2021-demo", &errors],
        vec!["check", "ege-2021-demo", &errors, "--json"],
        vec!["generate", "--count", "3", "--seed", "1", "--out", "-"],
        vec!["completions", "bash"],
        vec!["completions", "zsh"],
        vec!["man"],
    ];
    let mut failures = Vec::new();
    for args in &commands {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = std::process::Command::new(assert_cmd::cargo::cargo_bin("gametable"))
            .args(args)
            .stdout(writer)
            .stderr(std::process::Stdio::piped())
            .output()
            .expect("runs");
        if !out.status.success() || !out.stderr.is_empty() {
            failures.push(format!(
                "{args:?}: {:?} {}",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A big `solve --out big.xlsx` in `dir` (a 15 MB workbook), returned once
/// its temporary file holds the workbook and waits to be renamed.
// The caller signals the child and waits for it.
#[allow(clippy::zombie_processes)]
fn start_a_big_write(dir: &Path) -> std::process::Child {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("gametable"))
        .current_dir(dir)
        .args([
            "solve",
            "--start",
            "7,S",
            "--s",
            "1..800",
            "--moves",
            "+1 *2",
            "--end",
            "sum >= 1600",
            "--out",
            "big.xlsx",
        ])
        // Hold the written temporary file 20 s before the rename: the test
        // signals the process inside that window.
        .env("GAMETABLE_TEST_PAUSE_BEFORE_RENAME_MS", "20000")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawns");
    let t0 = std::time::Instant::now();
    loop {
        let written = temporaries(dir)
            .iter()
            .any(|p| std::fs::metadata(p).is_ok_and(|m| m.len() > 1_000_000));
        if written {
            return child;
        }
        if t0.elapsed() > std::time::Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("no written temporary file appeared in 60 s");
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

/// SIGKILL mid-write: the previous file is intact; the hidden temporary file
/// that SIGKILL cannot clean up is removed by the next write in that folder.
#[test]
fn reliability_sigkill_mid_write_leaves_the_old_file() {
    let dir = tmp();
    let target = dir.path().join("big.xlsx");
    std::fs::write(&target, b"the previous workbook").expect("writes");
    let mut child = start_a_big_write(dir.path());
    child.kill().expect("SIGKILL");
    child.wait().expect("waits");
    assert_eq!(
        String::from_utf8_lossy(&std::fs::read(&target).expect("reads")),
        "the previous workbook"
    );
    assert_eq!(
        temporaries(dir.path()).len(),
        1,
        "SIGKILL leaves its temporary file"
    );
    gametable()
        .current_dir(dir.path())
        .args(["solve", "--out", "small.csv"])
        .assert()
        .success();
    assert!(
        temporaries(dir.path()).is_empty(),
        "the next write removes it"
    );
    assert_eq!(
        String::from_utf8_lossy(&std::fs::read(&target).expect("reads")),
        "the previous workbook"
    );
}

/// Ctrl-C (SIGINT) mid-write: exit 130 with a note, the previous file intact
/// and no temporary file left.
#[test]
fn reliability_ctrl_c_mid_write_leaves_no_partial_file() {
    let dir = tmp();
    let target = dir.path().join("big.xlsx");
    std::fs::write(&target, b"the previous workbook").expect("writes");
    let child = start_a_big_write(dir.path());
    let status = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
    let out = child.wait_with_output().expect("waits");
    assert_eq!(out.status.code(), Some(130), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("gametable: interrupted"));
    assert_eq!(
        String::from_utf8_lossy(&std::fs::read(&target).expect("reads")),
        "the previous workbook"
    );
    assert!(temporaries(dir.path()).is_empty());
}

/// Heaps that only grow and an end that never comes: positions are infinite.
const ENDLESS: [&str; 8] = [
    "--start", "S", "--s", "1..10", "--moves", "+1", "--end", "sum <= 0",
];

/// `solve` on an endless game stops at --max-positions and falls back to a
/// bounded analysis with a note saying so.
#[test]
fn reliability_endless_game_is_bounded_with_a_note() {
    gametable()
        .arg("solve")
        .args(ENDLESS)
        .args(["--max-positions", "10000", "--no-table"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "note: more than 10000 positions are reachable (raise --max-positions, or the game's positions are infinite); analysed the first 3 moves of each player only",
        ));
}

/// --max-memory bounds the positions the general solver may keep.
#[test]
fn reliability_max_memory_bounds_the_positions_explored() {
    gametable()
        .arg("solve")
        .args(ENDLESS)
        .args(["--max-memory", "1M", "--no-table"])
        .assert()
        .success()
        .stdout(predicates::str::contains(
            "note: more than 6553 positions are reachable",
        ));
}

/// Forcing the general solver with a small bound: a clear error, exit 2.
#[test]
fn reliability_general_solver_refuses_past_max_positions() {
    gametable()
        .args(["solve", "--solver", "general", "--max-positions", "100"])
        .assert()
        .code(2)
        .stderr(
            "gametable: error: cannot solve the game: more than 100 positions are reachable (raise --max-positions, or the game's positions are infinite)\n",
        );
}

/// `graph` on an endless template and `sg rules` on an endless game end with
/// the same message instead of looping.
#[test]
fn reliability_graph_and_sg_report_an_endless_game() {
    let dir = tmp();
    let t = dir.path().join("endless.toml");
    std::fs::write(
        &t,
        "start = \"S\"\ns = \"1..10\"\nmoves = \"+1\"\nend = \"sum <= 0\"\n",
    )
    .expect("writes");
    gametable()
        .arg("graph")
        .arg(&t)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "endless.toml: cannot explore the game: more than 2000000 positions are reachable",
        ));
    gametable()
        .args(["sg", "rules", "--moves", "+1", "--upto", "30", "--heaps", "7"])
        .args(["--max-positions", "10000"])
        .assert()
        .code(2)
        .stderr(
            "gametable: error: cannot explore the game: more than 10000 positions are reachable (raise --max-positions, or the game's positions are infinite)\n",
        );
}
