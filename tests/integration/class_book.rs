//! `check --class --book VARIANTS`: a class whose students solved three
//! different variants, each file matched to its variant by the task
//! printed in it («Вариант 2», the variant's name) or by its name
//! (`petrov-v3.csv`, `--match`), and checked against that variant's game:
//! every planted cell found, nothing else (checked against another
//! variant's game, a table would be wrong everywhere). Files matched to no
//! variant, or to two, are rows with their reason.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::class::{csv_text, heat_of, plant, write_ods, write_xlsx, Mistake, Student};
use crate::support::{gametable, outcome, tmp};

const VARIANTS: [&str; 3] = [
    "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\nquestions = [\"19\", \"20\", \"21\"]\n",
    "name = \"Девять камней\"\nstart = \"9, S\"\ns = \"1..73\"\nmoves = \"+1 *2\"\nend = \"sum >= 83\"\nquestions = [\"19\", \"20\", \"21\"]\n",
    "start = \"5, S\"\ns = \"1..69\"\nmoves = \"+2 *2\"\nend = \"sum >= 75\"\nquestions = [\"19\", \"20\", \"21\"]\n",
];

/// The variants file (TOML, as `book` takes).
fn write_variants(dir: &Path) -> std::path::PathBuf {
    let text: String = VARIANTS
        .iter()
        .map(|v| format!("[[variant]]\n{v}\n"))
        .collect();
    let p = dir.join("variants.toml");
    std::fs::write(&p, text).expect("variants");
    p
}

/// The right table of a variant as a student builds it: V1 P1 V2 P2 where
/// they belong, deeper cells blank (the program's own table, solved here).
fn truth(dir: &Path, k: usize) -> Vec<Vec<String>> {
    let game = dir.join(format!("game{}.toml", k + 1));
    std::fs::write(&game, VARIANTS[k]).expect("game");
    let csv = dir.join(format!("truth{}.csv", k + 1));
    let (code, _, err) = outcome(gametable().args([
        "solve",
        game.to_str().unwrap_or(""),
        "--out",
        csv.to_str().unwrap_or(""),
        "--lang",
        "en",
    ]));
    assert_eq!(code, 0, "{err}");
    let mut r = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_path(&csv)
        .expect("the truth");
    r.records()
        .enumerate()
        .map(|(i, rec)| {
            rec.expect("a row")
                .iter()
                .enumerate()
                .map(|(j, v)| {
                    let v = v.trim_start_matches('\u{feff}');
                    if i == 0 || j == 0 || ["V1", "P1", "V2", "P2"].contains(&v) {
                        v.to_string()
                    } else {
                        String::new()
                    }
                })
                .collect()
        })
        .collect()
}

/// One student's file: what variant they did, and what was planted.
struct Planted {
    file: String,
    /// 0-based index of the variant.
    variant: usize,
    /// How the row must say it was matched.
    how: &'static str,
    wrong: BTreeSet<(usize, usize)>,
    positions: Vec<(i64, i64)>,
}

/// The sheet cells planted wrong, and their positions (heap 1, heap 2).
type PlantedCells = (BTreeSet<(usize, usize)>, Vec<(i64, i64)>);

fn student(
    dir: &Path,
    t: &[Vec<String>],
    file: &str,
    title: &str,
    count: usize,
    seed: u64,
) -> PlantedCells {
    let kinds = [Mistake::WinLoss, Mistake::OffByOneRow, Mistake::WrongPlayer];
    let (grid, cells) = plant(t, &kinds, count, seed);
    let (top, left) = (3, 1);
    let s = Student {
        title: title.to_string(),
        name: format!("Ученик {seed}"),
        grid,
        top,
        left,
        answers: [None, None, None],
        answer_label: "",
    };
    let path = dir.join(file);
    if file.ends_with(".xlsx") {
        write_xlsx(&s, &path);
    } else if file.ends_with(".ods") {
        write_ods(&s, &path);
    } else {
        std::fs::write(&path, csv_text(&s, false)).expect("csv");
    }
    let positions = cells
        .iter()
        .map(|&(i, j)| {
            (
                t[i][0].parse::<i64>().expect("heap 1"),
                t[0][j].parse::<i64>().expect("heap 2"),
            )
        })
        .collect();
    (
        cells.iter().map(|&(i, j)| (top + i, left + j)).collect(),
        positions,
    )
}

/// The class: three students per variant (matched by text, by name, by
/// both), and four files that must not be guessed.
fn make_class(work: &Path, dir: &Path) -> (Vec<Planted>, BTreeMap<&'static str, &'static str>) {
    let mut planted = Vec::new();
    for k in 0..3 {
        let t = truth(work, k);
        let n = k + 1;
        // By the text: «Вариант N», or the variant's name where it has one.
        let title = if k == 1 {
            "Практическая работа «Девять камней»".to_string()
        } else {
            format!("Практическая работа. Вариант {n}")
        };
        let files = [
            (format!("ivanov{n}.xlsx"), title, "по тексту в файле"),
            (
                format!("petrov-v{n}.csv"),
                "Практическая работа".to_string(),
                "по имени файла",
            ),
            (
                format!("sidorov-вариант{n}.ods"),
                format!("Вариант № {n}"),
                "по имени файла и тексту в файле",
            ),
        ];
        for (i, (file, title, how)) in files.into_iter().enumerate() {
            let seed = (10 * n + i) as u64;
            let (wrong, positions) = student(dir, &t, &file, &title, 1 + (n + i) % 4, seed);
            planted.push(Planted {
                file,
                variant: k,
                how,
                wrong,
                positions,
            });
        }
    }
    let t = truth(work, 0);
    let mut never = BTreeMap::new();
    for (file, title, why) in [
        ("nobody.xlsx", "Практическая работа", "вариант не найден"),
        (
            "ambiguous-v1.csv",
            "Вариант 3",
            "вариант 1 по имени файла, вариант 3 по тексту в файле",
        ),
        (
            "two.xlsx",
            "Вариант 1 или вариант 3?",
            "названы варианты 1, 3",
        ),
        (
            "far-v7.csv",
            "Практическая работа",
            "указан вариант 7, а в книге варианты 1–3",
        ),
    ] {
        student(dir, &t, file, title, 1, 99);
        never.insert(file, why);
    }
    (planted, never)
}

/// `check --class CLASS --book VARIANTS --json --lang ru` and `extra`:
/// its exit code, its JSON report, its stderr.
fn run_book(class: &Path, variants: &Path, extra: &[&str]) -> (i32, serde_json::Value, String) {
    run_book_in("ru", class, variants, extra)
}

/// [`run_book`] with `--lang lang`.
fn run_book_in(
    lang: &str,
    class: &Path,
    variants: &Path,
    extra: &[&str],
) -> (i32, serde_json::Value, String) {
    let mut args = vec![
        "check",
        "--class",
        class.to_str().unwrap_or(""),
        "--book",
        variants.to_str().unwrap_or(""),
        "--json",
        "--lang",
        lang,
    ];
    args.extend(extra);
    let (code, stdout, stderr) = outcome(gametable().args(&args));
    let doc =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("JSON: {e}: {stdout} {stderr}"));
    (code, doc, stderr)
}

fn problems(row: &serde_json::Value) -> BTreeSet<(usize, usize)> {
    row["table"]["problems"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|x| {
                    (
                        x["row"].as_u64().unwrap_or(0) as usize,
                        x["col"].as_u64().unwrap_or(0) as usize,
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn each_file_is_checked_against_its_own_variant_found_by_text_or_name() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    let (planted, never) = make_class(d.path(), &class);
    let variants = write_variants(d.path());
    let out = d.path().join("class.xlsx");
    let (code, doc, stderr) = run_book(&class, &variants, &["--out", out.to_str().unwrap_or("")]);
    assert_eq!(code, 2, "files without a variant: exit 2; {stderr}");
    let rows = doc["students"].as_array().expect("rows");
    assert_eq!(rows.len(), planted.len() + never.len(), "a row per file");
    let by_file: BTreeMap<&str, &serde_json::Value> = rows
        .iter()
        .map(|r| (r["file"].as_str().unwrap_or(""), r))
        .collect();
    let mut heat: Vec<BTreeMap<(i64, i64), usize>> = vec![BTreeMap::new(); 3];
    for p in &planted {
        let row = by_file[p.file.as_str()];
        assert_eq!(
            row["variant"]["number"].as_u64(),
            Some(p.variant as u64 + 1),
            "{}: {row}",
            p.file
        );
        let said = row["variant"]["said"].as_str().unwrap_or("");
        assert_eq!(
            said,
            format!("вариант {}: {}", p.variant + 1, p.how),
            "{}",
            p.file
        );
        assert_eq!(
            problems(row),
            p.wrong,
            "{}: the planted cells, nothing else",
            p.file
        );
        for &pos in &p.positions {
            *heat[p.variant].entry(pos).or_default() += 1;
        }
    }
    for (file, why) in &never {
        let e = by_file[file]["error"].as_str().unwrap_or("");
        assert!(e.contains(why), "{file}: {e}");
        assert!(by_file[file]["table"].is_null(), "{file}: never guessed");
    }
    // A heat map per variant, counting its students' planted cells.
    let groups = doc["variants"].as_array().expect("a heat map per variant");
    assert_eq!(groups.len(), 3);
    for (k, g) in groups.iter().enumerate() {
        assert_eq!(g["number"].as_u64(), Some(k as u64 + 1));
        assert_eq!(g["tables"].as_u64(), Some(3));
        assert_eq!(heat_of(g), heat[k], "variant {}", k + 1);
    }
    assert_eq!(groups[1]["name"].as_str(), Some("Девять камней"));
    // The workbook: the class, a heat map per variant, a sheet per student.
    let bytes = std::fs::read(&out).expect("the class workbook");
    let book = gametable::import::read_bytes(&out, &bytes).expect("readable");
    let names: Vec<&str> = book.sheets.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        &names[..4],
        [
            "Класс",
            "Тепловая карта, в. 1",
            "Тепловая карта, в. 2",
            "Тепловая карта, в. 3"
        ]
    );
    assert_eq!(names.len(), 4 + planted.len());
    let class_text: Vec<String> = book.sheets[0]
        .rows()
        .flat_map(|r| r.iter().map(|v| v.shown()).collect::<Vec<_>>())
        .collect();
    assert!(class_text
        .iter()
        .any(|c| c == "вариант 2: по тексту в файле"));
    assert!(class_text.iter().any(|c| c.contains("вариант не найден")));
}

#[test]
fn a_name_pattern_gives_the_variant_and_without_it_nothing_is_guessed() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    let mut planted = BTreeMap::new();
    for (k, file) in [(0, "9a_ivanov_1.csv"), (2, "9a_petrov_3.csv")] {
        let t = truth(d.path(), k);
        let (wrong, _) = student(&class, &t, file, "Практическая работа", 2, 7 + k as u64);
        planted.insert(file, (k, wrong));
    }
    let variants = write_variants(d.path());
    let run = |extra: &[&str]| {
        let (code, doc, _) = run_book_in("en", &class, &variants, extra);
        (code, doc)
    };
    let (code, doc) = run(&["--match", "9A_*_{variant}.csv"]);
    assert_eq!(code, 1, "wrong cells, every file matched: {doc}");
    for row in doc["students"].as_array().expect("rows") {
        let file = row["file"].as_str().unwrap_or("");
        let (k, wrong) = &planted[file];
        assert_eq!(row["variant"]["number"].as_u64(), Some(*k as u64 + 1));
        assert_eq!(row["variant"]["how"].as_str(), Some("file_name"));
        assert_eq!(problems(row), *wrong, "{file}");
    }
    // Without the pattern these names hold no variant number: not guessed.
    let (code, doc) = run(&[]);
    assert_eq!(code, 2);
    for row in doc["students"].as_array().expect("rows") {
        assert!(
            row["error"]
                .as_str()
                .is_some_and(|e| e.starts_with("no variant found")),
            "{row}"
        );
    }
    // A pattern without {variant} is refused before any work.
    let (code, _, err) = outcome(gametable().args([
        "check",
        "--class",
        class.to_str().unwrap_or(""),
        "--book",
        variants.to_str().unwrap_or(""),
        "--json",
        "--match",
        "9a_*.csv",
    ]));
    assert_eq!(code, 2);
    assert!(
        err.contains("--match") && err.contains("{variant}"),
        "{err}"
    );
}

/// A file that names no variant, in its text or its name, is matched by the
/// task printed in it (the fixed heap, the range of S, the moves) when
/// exactly one variant fits; when several fit, it is a row with the
/// variants, never a guess.
#[test]
fn a_file_is_matched_by_the_task_printed_in_it_when_one_variant_fits() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    let mut planted = BTreeMap::new();
    for (k, file, title) in [
        (1, "kozlov.xlsx", "Куча: 9, S от 1 до 73, ходы +1 ×2"),
        (2, "orlov.ods", "Две кучи (5, S), 1 ≤ S ≤ 69, ходы: +2, ×2"),
    ] {
        let t = truth(d.path(), k);
        let (wrong, _) = student(&class, &t, file, title, 2, 40 + k as u64);
        planted.insert(file, (k, wrong));
    }
    let t = truth(d.path(), 0);
    student(&class, &t, "smirnov.csv", "S от 1 до 69", 1, 50);
    let variants = write_variants(d.path());
    let (code, doc, stderr) = run_book(&class, &variants, &[]);
    assert_eq!(code, 2, "one file not matched: {stderr}");
    let rows = doc["students"].as_array().expect("rows");
    assert_eq!(rows.len(), 3);
    for row in rows {
        let file = row["file"].as_str().unwrap_or("");
        match planted.get(file) {
            Some((k, wrong)) => {
                assert_eq!(
                    row["variant"]["said"].as_str(),
                    Some(format!("вариант {}: по условию в файле", k + 1).as_str()),
                    "{row}"
                );
                assert_eq!(row["variant"]["how"].as_str(), Some("task"));
                assert_eq!(problems(row), *wrong, "{file}: checked against its variant");
            }
            None => {
                let e = row["error"].as_str().unwrap_or("");
                assert!(e.contains("подходят варианты 1, 3"), "{file}: {e}");
                assert!(row["table"].is_null(), "{file}: never guessed");
            }
        }
    }
}
