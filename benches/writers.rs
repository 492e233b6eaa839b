//! Writer benchmarks (`cargo bench --bench writers`): the output writers on
//! solved games, through the library calls `gametable solve --out` makes —
//! the XLSX workbook (table + codes + answers), the live-formula workbook
//! (`--formulas`), the CSV table, and the terminal grid and JSON document —
//! for the exam demo task (`ege-2021-demo`, 70 × 69 cells) and the
//! 1000 × 1000 grid of `bench/xlsx.sh`. Files go to a temporary folder through
//! the same atomic write as the command's; solving is outside the timed part.
//! The live-formula workbook of the big grid is left out: one run takes about
//! 20 s and writes 70 MB. Figures are recorded in BENCHMARKS.md.

use std::io::Read;
use std::path::{Path, PathBuf};

use gametable::exam::wording::Lang;
use gametable::export::csv::{self as csv_out, CsvOptions};
use gametable::export::{formulas, json, terminal, xlsx, Report};
use gametable::game::rules::GameSpec;
use gametable::label::Convention;
use gametable::output::{write_atomic, write_bytes_atomic};
use gametable::solve::SolveOptions;
use gametable::solved::{solve_task, Solved};
use gametable::task::{find_template, parse_template, TaskSpec, DEFAULT_TEMPLATE};

fn main() {
    divan::main();
}

/// Solves a task as `gametable solve` does (default options, open span 1000).
fn solved(task: gametable::task::Task) -> Solved {
    solve_task(task, &SolveOptions::default(), 1000).expect("the task solves")
}

/// The exam demo task, the default of `gametable solve`.
fn demo() -> Solved {
    let (name, text) = find_template(DEFAULT_TEMPLATE).expect("the built-in template");
    let (spec, origin) = parse_template(&name, &text).expect("the template parses");
    let task = spec
        .build(&|k| origin.locate(k))
        .expect("the template builds");
    let s = solved(task);
    let answers: Vec<&str> = s.answers.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(answers, ["18", "31 34", "30"], "the demo task's answers");
    s
}

/// The 1000 × 1000 grid of `bench/xlsx.sh`:
/// `solve --start '1, S' --s 1..999 --moves '+1 *2' --end 'sum >= 1002'`.
fn big() -> Solved {
    let spec = TaskSpec {
        game: GameSpec {
            start: Some("1, S".into()),
            s: Some("1..999".into()),
            moves: Some("+1 *2".into()),
            end: Some("sum >= 1002".into()),
            ..GameSpec::default()
        },
        ..TaskSpec::default()
    };
    let task = spec
        .build(&|k| format!("--{}", k.replace('_', "-")))
        .expect("the flags build a game");
    solved(task)
}

/// The report `gametable solve` hands its writers (default labels, grid on).
fn report(s: &Solved) -> Report<'_> {
    let r = s.report(Convention::WinLose, true);
    assert!(r.grid.is_some(), "the game has live positions");
    r
}

/// The grid's size: (rows, columns).
fn grid_size(r: &Report) -> (i64, i64) {
    let g = r.grid.as_ref().expect("a grid");
    (g.axes[0].1 - g.axes[0].0 + 1, g.axes[1].1 - g.axes[1].0 + 1)
}

/// A temporary folder and a file name in it.
fn temp_file(name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join(name);
    (dir, path)
}

/// Checks a written workbook: a zip (`PK`) holding the sheets named.
fn assert_workbook(path: &Path, sheets: usize) {
    let bytes = std::fs::read(path).expect("the workbook was written");
    assert!(bytes.starts_with(b"PK"), "{}: not a zip", path.display());
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a readable zip");
    for i in 1..=sheets {
        let name = format!("xl/worksheets/sheet{i}.xml");
        let mut xml = String::new();
        zip.by_name(&name)
            .unwrap_or_else(|e| panic!("{}: no {name}: {e}", path.display()))
            .read_to_string(&mut xml)
            .expect("the sheet is UTF-8");
        assert!(xml.contains("<sheetData"), "{name}: no cells");
    }
}

/// Checks a written table CSV: its header and one line per grid row.
fn assert_csv(path: &Path, r: &Report) {
    let text = std::fs::read_to_string(path).expect("the CSV was written");
    let (rows, cols) = grid_size(r);
    let mut lines = text.lines();
    let header = lines.next().expect("a header line");
    assert!(header.starts_with("h1\\h2,"), "header: {header}");
    assert_eq!(header.split(',').count() as i64, cols + 1, "header width");
    assert_eq!(lines.count() as i64, rows, "one line per row");
}

/// The XLSX workbook, as `solve --out FILE.xlsx` writes it.
fn bench_xlsx(bencher: divan::Bencher, s: &Solved) {
    let r = report(s);
    let (_dir, path) = temp_file("table.xlsx");
    bencher.bench(|| {
        let bytes = xlsx::workbook(&r, Lang::Ru).expect("the workbook builds");
        write_bytes_atomic(&path, &bytes).expect("the file is written");
    });
    assert_workbook(&path, 3);
}

/// The live-formula workbook, as `solve --out FILE.xlsx --formulas` writes it.
fn bench_formulas(bencher: divan::Bencher, s: &Solved) {
    let r = report(s);
    let (_dir, path) = temp_file("formulas.xlsx");
    bencher.bench(|| {
        let bytes = formulas::workbook(&r, Lang::Ru).expect("the workbook builds");
        write_bytes_atomic(&path, &bytes).expect("the file is written");
    });
    assert_workbook(&path, 3);
}

/// The table CSV and its answers CSV, as `solve --out FILE.csv` writes them.
fn bench_csv(bencher: divan::Bencher, s: &Solved) {
    let r = report(s);
    let (dir, path) = temp_file("table.csv");
    let answers = dir.path().join("table-answers.csv");
    let o = CsvOptions::default();
    bencher.bench(|| {
        write_atomic(&path, |w| csv_out::write_grid(w, &r, &o)).expect("the table is written");
        write_atomic(&answers, |w| csv_out::write_answers(w, &r, &o))
            .expect("the answers are written");
    });
    assert_csv(&path, &r);
    let lines = std::fs::read_to_string(&answers)
        .expect("the answers CSV was written")
        .lines()
        .count();
    assert_eq!(
        lines,
        1 + s.answers.len(),
        "a header and one line per answer"
    );
}

/// The grid and answers as text (into memory; the command prints them).
fn bench_terminal(bencher: divan::Bencher, s: &Solved) {
    let r = report(s);
    let mut last = Vec::new();
    bencher.bench_local(|| {
        let mut out = Vec::new();
        terminal::write_grid(&mut out, &r, None).expect("the grid is written");
        terminal::write_answers(&mut out, &r, gametable::exam::wording::Lang::En)
            .expect("the answers are written");
        last = out;
    });
    let (rows, _) = grid_size(&r);
    let lines = last.iter().filter(|&&b| b == b'\n').count() as i64;
    assert!(
        lines > rows,
        "{lines} lines for {rows} rows and the answers"
    );
}

/// The JSON document with the table (`solve --json`), into memory.
fn bench_json(bencher: divan::Bencher, s: &Solved) {
    let r = report(s);
    let mut last = Vec::new();
    bencher.bench_local(|| {
        let mut out = Vec::new();
        json::write(&mut out, &r, true).expect("the JSON is written");
        last = out;
    });
    let doc: serde_json::Value = serde_json::from_slice(&last).expect("valid JSON");
    assert!(doc.get("table").is_some_and(|t| !t.is_null()), "a table");
}

/// The exam demo task (`ege-2021-demo`), 70 × 69 cells.
#[divan::bench_group(sample_count = 30, sample_size = 1)]
mod demo {
    use super::*;

    #[divan::bench]
    fn xlsx(bencher: divan::Bencher) {
        bench_xlsx(bencher, &demo());
    }

    #[divan::bench]
    fn xlsx_formulas(bencher: divan::Bencher) {
        bench_formulas(bencher, &demo());
    }

    #[divan::bench]
    fn csv(bencher: divan::Bencher) {
        bench_csv(bencher, &demo());
    }

    #[divan::bench]
    fn terminal(bencher: divan::Bencher) {
        bench_terminal(bencher, &demo());
    }

    #[divan::bench]
    fn json(bencher: divan::Bencher) {
        bench_json(bencher, &demo());
    }
}

/// The 1000 × 1000 grid of `bench/xlsx.sh`.
#[divan::bench_group(sample_count = 5, sample_size = 1)]
mod grid_1000 {
    use super::*;

    #[divan::bench]
    fn xlsx(bencher: divan::Bencher) {
        bench_xlsx(bencher, &big());
    }

    #[divan::bench]
    fn csv(bencher: divan::Bencher) {
        bench_csv(bencher, &big());
    }

    #[divan::bench]
    fn terminal(bencher: divan::Bencher) {
        bench_terminal(bencher, &big());
    }

    /// A document of 10⁶ cell objects (about 140 MB), streamed.
    #[divan::bench]
    fn json(bencher: divan::Bencher) {
        bench_json(bencher, &big());
    }
}
