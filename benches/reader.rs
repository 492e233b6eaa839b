//! Reader benchmarks (`cargo bench --bench reader`): the path of
//! `gametable check`, through the library calls it makes — read the file,
//! find the table, solve the game for its cells, judge every cell (the report
//! is not printed). Inputs: a 100 × 100 table (heaps 1..100 both ways, every
//! cell labelled) of the game of `bench/check_100x100.toml` as XLSX and as
//! `;`-separated CSV with a byte-order mark, written by our own writers into
//! a temporary folder before timing, and the committed samples
//! `samples/check/correct.xlsx`, `correct.ods` and `errors.xlsx` (see
//! PLANTED.md). Figures are recorded in BENCHMARKS.md.

use std::path::{Path, PathBuf};

use gametable::check::{self, Outcome};
use gametable::exam::wording::Lang;
use gametable::export::csv::{self as csv_out, CsvOptions};
use gametable::export::{xlsx, Report};
use gametable::game::{Game, State};
use gametable::grid::Grid;
use gametable::import::{self, detect};
use gametable::label::Convention;
use gametable::output::{write_atomic, write_bytes_atomic};
use gametable::solve::{self, SolveOptions};
use gametable::task::{find_template, parse_template, Task};

fn main() {
    divan::main();
}

/// A path under the crate's folder.
fn manifest(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// A task from a built-in template or a template file.
fn task(template: &str) -> Task {
    let (name, text) = find_template(template).expect("the template is found");
    let (spec, origin) = parse_template(&name, &text).expect("the template parses");
    spec.build(&|k| origin.locate(k))
        .expect("the template builds")
}

/// What `gametable check GAME FILE` does for one file, without printing:
/// read it, find the table on the first sheet that has one, solve the game
/// for the table's positions, judge the cells.
fn check_file(game: &Game, path: &Path) -> Outcome {
    let book = import::read(path).expect("the file reads");
    let (sheet, table) = book
        .sheets
        .iter()
        .find_map(|s| {
            detect::find(s, None, game.heaps == 2, game.k_range.is_none())
                .expect("the headers are numbers")
                .map(|t| (s, t))
        })
        .expect("a table is found");
    let positions = check::positions(game, &table);
    assert!(!positions.is_empty(), "the table has positions");
    let sol = solve::solve(game, &positions, &SolveOptions::default()).expect("the game solves");
    check::check(
        game,
        &sol,
        sheet,
        &table,
        None,
        false,
        gametable::exam::wording::Lang::En,
    )
    .expect("the cells are read")
}

/// The 100 × 100 table, every cell labelled (V1, P2, …) by the solver's
/// codes, written by the XLSX and CSV writers of `gametable solve --out`:
/// returns the folder and the two files.
fn table_100() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let task = task(&manifest("bench/check_100x100.toml").to_string_lossy());
    let game = &task.game;
    let states: Vec<State> = (1..=100)
        .flat_map(|a| (1..=100).map(move |b| State::of(&[a, b])))
        .collect();
    let solution = solve::solve(game, &states, &SolveOptions::default()).expect("the game solves");
    let report = Report {
        task: &task,
        solution: &solution,
        grid: Some(Grid {
            heaps: 2,
            axes: vec![(1, 100), (1, 100)],
        }),
        starts: &[],
        answers: &[],
        labels: Convention::WinLose,
        trees: Vec::new(),
    };
    let dir = tempfile::tempdir().expect("a temporary folder");
    let xlsx_path = dir.path().join("bench-100.xlsx");
    let bytes = xlsx::workbook(&report, Lang::Ru).expect("the workbook builds");
    write_bytes_atomic(&xlsx_path, &bytes).expect("the workbook is written");
    let csv_path = dir.path().join("bench-100.csv");
    let o = CsvOptions {
        delimiter: b';',
        bom: gametable::export::csv::Bom::Always,
        ..CsvOptions::default()
    };
    write_atomic(&csv_path, |w| csv_out::write_grid(w, &report, &o)).expect("the CSV is written");
    (dir, xlsx_path, csv_path)
}

/// Benchmarks checking `path` and asserts its counts: cells checked, wrong.
fn bench_check(bencher: divan::Bencher, game: &Game, path: &Path, checked: usize, wrong: usize) {
    bencher.bench(|| {
        let o = check_file(game, path);
        assert_eq!(
            (o.counts.checked, o.counts.wrong),
            (checked, wrong),
            "{}: {:?}",
            path.display(),
            o.counts
        );
        o
    });
}

/// The 100 × 100 table of the game of `bench/check_100x100.toml`: 10 000
/// cells, all live and all right.
#[divan::bench_group(sample_count = 20, sample_size = 1)]
mod table_100x100 {
    use super::*;

    #[divan::bench]
    fn xlsx(bencher: divan::Bencher) {
        let (_dir, path, _) = table_100();
        let game = task(&manifest("bench/check_100x100.toml").to_string_lossy()).game;
        bench_check(bencher, &game, &path, 10_000, 0);
    }

    #[divan::bench]
    fn csv(bencher: divan::Bencher) {
        let (_dir, _, path) = table_100();
        let game = task(&manifest("bench/check_100x100.toml").to_string_lossy()).game;
        bench_check(bencher, &game, &path, 10_000, 0);
    }
}

/// The committed hand-made tables of the demo task (`samples/check/`): the
/// seed grid marked to depth 2, 1822 cells checked; `errors.xlsx` has the 8
/// planted errors of PLANTED.md (1825 cells checked: its wrong marks include
/// deeper and finished positions).
#[divan::bench_group(sample_count = 20, sample_size = 1)]
mod samples {
    use super::*;

    fn sample(bencher: divan::Bencher, file: &str, checked: usize, wrong: usize) {
        let game = task("ege-2021-demo").game;
        let path = manifest("samples/check").join(file);
        bench_check(bencher, &game, &path, checked, wrong);
    }

    #[divan::bench]
    fn correct_xlsx(bencher: divan::Bencher) {
        sample(bencher, "correct.xlsx", 1822, 0);
    }

    #[divan::bench]
    fn correct_ods(bencher: divan::Bencher) {
        sample(bencher, "correct.ods", 1822, 0);
    }

    #[divan::bench]
    fn errors_xlsx(bencher: divan::Bencher) {
        sample(bencher, "errors.xlsx", 1825, 8);
    }
}

/// A variants file of `n` `[[variant]]` tables (the demo game, S ranges
/// differing), as `gametable book` reads it before solving anything.
fn variants_toml(n: usize) -> String {
    let mut text = String::with_capacity(n * 120);
    for i in 0..n {
        text.push_str(&format!(
            "[[variant]]\nstart = \"7, S\"\ns = \"1..{}\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\nwinner = \"mover\"\n\n",
            20 + i % 50
        ));
    }
    text
}

/// Reading a variants file: linear in its variants (it was quadratic:
/// each variant's line was counted from the file's start).
#[divan::bench(args = [5_000, 20_000, 70_000], sample_count = 3, sample_size = 1)]
fn variants_file(bencher: divan::Bencher, n: usize) {
    let text = variants_toml(n);
    bencher.bench(|| {
        let list = gametable::task::parse_variants("v.toml", &text).expect("the variants parse");
        assert_eq!(list.len(), n);
    });
}
