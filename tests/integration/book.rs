//! Answer books and generated variants (issue 5): the key against answers
//! computed independently, every generated variant through `gametable solve`,
//! a bad row named, nothing half-written, statements in both languages.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use calamine::{open_workbook, Data, Reader, Xlsx};
use gametable::game::{Game, Status};
use gametable::solve::{recursive, Code};
use gametable::task::parse_variants;

use crate::support::{book_args, csv_table, generate, repo, run_err, run_ok, tmp};

/// The key CSV: variant → [19, 20, 21].
fn read_key(path: &Path) -> BTreeMap<usize, [String; 3]> {
    let (head, rows) = csv_table(path);
    assert_eq!(&head[2..5], ["19", "20", "21"], "{head:?}");
    rows.into_iter()
        .map(|r| {
            (
                r[0].parse().expect("a variant number"),
                [r[2].clone(), r[3].clone(), r[4].clone()],
            )
        })
        .collect()
}

/// The answers of tasks 19–21 computed by the plain recursive definition of
/// the codes (not the solvers the book uses), reading the questions as the
/// published answers do.
fn independent_answers(game: &Game, queries: &[String]) -> [String; 3] {
    let hi = game.s_range.hi.unwrap_or(game.s_range.lo + 999);
    let mut codes = Vec::new();
    for s in game.s_range.lo..=hi {
        let st = game.start_state(s, 0).expect("a start");
        let c = recursive::code(game, &st, 10_000).expect("a code");
        let mut followers = Vec::new();
        if game.status(&st).expect("a status") == Status::Live {
            let mut buf = Vec::new();
            game.successors(&st, &mut buf).expect("moves");
            for f in &buf {
                followers.push(recursive::code(game, &f.state, 10_000).expect("a code"));
            }
        }
        codes.push((s, c, followers));
    }
    assert!(
        codes.iter().all(|(_, c, _)| !c.is_over()),
        "a finished start"
    );
    let values = |pred: &dyn Fn(&Code, &[Code]) -> bool| -> Vec<i64> {
        codes
            .iter()
            .filter(|(_, c, f)| pred(c, f))
            .map(|(s, _, _)| *s)
            .collect()
    };
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let q19 = match queries[0].as_str() {
        "min where some(code == 1)" => values(&|_, f| f.contains(&Code::Win(1))),
        "min where code == -1" => values(&|c, _| *c == Code::Lose(1)),
        q => panic!("unexpected question 19: {q}"),
    };
    let twos = values(&|c, _| *c == Code::Win(2));
    let q20 = match queries[1].as_str() {
        "all where code == 2" => twos.clone(),
        "min 2 where code == 2" => twos[..2.min(twos.len())].to_vec(),
        q => panic!("unexpected question 20: {q}"),
    };
    assert_eq!(queries[2], "min where code == -2");
    let q21 = values(&|c, _| *c == Code::Lose(2));
    [list(&q19[..1]), list(&q20), list(&q21[..1])]
}

/// Each variant of a generated file: its game and its three queries.
fn variants_of(path: &Path) -> Vec<(Game, Vec<String>)> {
    let text = std::fs::read_to_string(path).expect("the variants");
    parse_variants("variants.toml", &text)
        .expect("generated variants parse")
        .into_iter()
        .map(|v| {
            let task = v.spec.build(&|k| v.origin.locate(k)).expect("builds");
            let queries = task.questions.iter().map(|q| q.query.clone()).collect();
            (task.game, queries)
        })
        .collect()
}

#[test]
fn book_key_equals_answers_computed_independently() {
    let dir = tmp();
    let variants = generate(dir.path(), 15, 2026);
    let book = dir.path().join("book.xlsx");
    let key = dir.path().join("key.csv");
    run_ok(&book_args(
        &variants,
        &book,
        &["--csv", key.to_str().expect("utf-8")],
    ));
    let key = read_key(&key);
    let games = variants_of(&variants);
    assert_eq!(key.len(), 15);
    for (i, (game, queries)) in games.iter().enumerate() {
        let want = independent_answers(game, queries);
        assert_eq!(key[&(i + 1)], want, "variant {}: {:?}", i + 1, game.text);
    }
    // The workbook's key sheet says the same, and its sheets come in order.
    let mut wb: Xlsx<_> = open_workbook(&book).expect("the book opens");
    let names = wb.sheet_names();
    assert_eq!(names[0], "Ключ");
    assert_eq!(names[1], "Задания");
    assert_eq!(names[2], "Вариант 1");
    assert_eq!(names.len(), 2 + 15);
    let sheet = wb.worksheet_range("Ключ").expect("the key sheet");
    let text = |d: &Data| match d {
        Data::String(s) => s.clone(),
        Data::Float(f) => f.to_string(),
        Data::Int(i) => i.to_string(),
        _ => String::new(),
    };
    let mut rows = 0;
    for row in sheet.rows() {
        let Ok(n) = text(&row[0]).parse::<usize>() else {
            continue;
        };
        let got = [text(&row[2]), text(&row[3]), text(&row[4])];
        assert_eq!(got, key[&n], "key sheet, variant {n}");
        assert!(!text(&row[1]).is_empty(), "the rules in words");
        rows += 1;
    }
    assert_eq!(rows, 15);
    // Each variant's sheet holds its grid and, below it, its answers.
    let v1 = wb.worksheet_range("Вариант 1").expect("a variant sheet");
    let cells: Vec<String> = v1.rows().flat_map(|r| r.iter().map(text)).collect();
    assert!(cells.iter().any(|c| c == "V1"), "labels in the grid");
    assert!(
        cells.iter().any(|c| c == &key[&1][1]),
        "answer 20 on the sheet"
    );
}

#[test]
fn every_generated_variant_reproduces_its_key_through_solve() {
    let dir = tmp();
    let variants = generate(dir.path(), 30, 7);
    let key_path = dir.path().join("key.csv");
    run_ok(&book_args(
        &variants,
        &dir.path().join("b.xlsx"),
        &["--no-grids", "--csv", key_path.to_str().expect("utf-8")],
    ));
    let key = read_key(&key_path);
    let doc: toml::Table = std::fs::read_to_string(&variants)
        .expect("variants")
        .parse()
        .expect("TOML");
    let list = doc["variant"].as_array().expect("[[variant]]");
    assert_eq!(list.len(), 30);
    let mut families = HashMap::new();
    for (i, v) in list.iter().enumerate() {
        let one = dir.path().join(format!("v{}.toml", i + 1));
        std::fs::write(&one, toml::to_string(v).expect("a table")).expect("written");
        let out = run_ok(&["solve", one.to_str().expect("utf-8"), "--no-table"]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mut got: HashMap<String, String> = HashMap::new();
        for line in stdout.lines() {
            if let Some((id, rest)) = line.split_once(". ") {
                let answer = rest.split("    ").next().unwrap_or("").trim();
                got.insert(id.to_string(), answer.to_string());
            }
        }
        let want = &key[&(i + 1)];
        for (j, id) in ["19", "20", "21"].iter().enumerate() {
            assert_eq!(got.get(*id), Some(&want[j]), "variant {}: {stdout}", i + 1);
        }
        *families
            .entry(v["description"].as_str().expect("a family").to_string())
            .or_insert(0) += 1;
    }
    assert_eq!(families.len(), 5, "every family in turn: {families:?}");
}

fn bad_csv(dir: &Path) -> PathBuf {
    let mut text = String::from("name,start,s,moves,end,winner,questions\n");
    for i in 1..=20 {
        let moves = if i == 17 { "+1 %2" } else { "+1 *2" };
        text.push_str(&format!(
            "v{i},\"7, S\",1..{},{moves},sum >= {},mover,19|20|21\n",
            60 + i,
            68 + i
        ));
    }
    let p = dir.join("variants.csv");
    std::fs::write(&p, text).expect("written");
    p
}

#[test]
fn an_error_in_row_17_names_row_17_and_the_field_and_writes_nothing() {
    let dir = tmp();
    let csv = bad_csv(dir.path());
    let book = dir.path().join("book.xlsx");
    let key = dir.path().join("key.csv");
    std::fs::write(&book, b"previous book").expect("written");
    let err = run_err(&book_args(
        &csv,
        &book,
        &["--csv", key.to_str().expect("utf-8")],
    ));
    let first = err.lines().next().unwrap_or("");
    assert!(
        first.contains("variants.csv:18: строка 17, moves: символ 4:"),
        "{err}"
    );
    assert_eq!(std::fs::read(&book).expect("kept"), b"previous book");
    assert!(!key.exists(), "no key written");
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("a folder")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert_eq!(names.len(), 2, "no temporary file left: {names:?}");

    // The same in TOML: the line of the bad key, the variant and the field.
    let mut text = String::new();
    for i in 1..=20 {
        let end = if i == 17 { "sum >= " } else { "sum >= 77" };
        text.push_str(&format!(
            "[[variant]]\nstart = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"{end}\"\n\n"
        ));
    }
    let toml_path = dir.path().join("variants.toml");
    std::fs::write(&toml_path, text).expect("written");
    let err = run_err(&book_args(&toml_path, &book, &[]));
    // Variant 17 starts on line 97; its end is on line 101.
    assert!(
        err.lines()
            .next()
            .unwrap_or("")
            .contains("variants.toml:101: вариант 17, end:"),
        "{err}"
    );
    assert_eq!(std::fs::read(&book).expect("kept"), b"previous book");
}

#[test]
fn statements_in_both_languages_and_a_book_without_grids() {
    let dir = tmp();
    let variants = generate(dir.path(), 5, 3);
    let md = dir.path().join("tasks.md");
    let txt = dir.path().join("tasks.txt");
    let book = dir.path().join("book.xlsx");
    let out = run_ok(&book_args(
        &variants,
        &book,
        &["--statements", md.to_str().expect("utf-8")],
    ));
    // Piped: no progress bar, only what was written.
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.lines()
            .all(|l| l.starts_with("gametable: записан файл ")),
        "{err}"
    );
    let md = std::fs::read_to_string(&md).expect("statements");
    assert!(md.starts_with("# Задания\n\n## Вариант 1\n\n"), "{md}");
    assert_eq!(md.matches("**Задание 19.**").count(), 5);
    assert!(md.contains("Петя и Ваня"));
    run_ok(&book_args(
        &variants,
        &book,
        &[
            "--statements",
            txt.to_str().expect("utf-8"),
            "--lang",
            "en",
            "--no-grids",
        ],
    ));
    let txt = std::fs::read_to_string(&txt).expect("statements");
    assert!(
        txt.starts_with("Variant 1\n\nTwo players, Petya and Vanya"),
        "{txt}"
    );
    assert_eq!(txt.matches("\nTask 21. ").count(), 5, "{txt}");
    let mut wb: Xlsx<_> = open_workbook(&book).expect("opens");
    assert_eq!(wb.sheet_names(), ["Key", "Tasks"]);
    let tasks = wb.worksheet_range("Tasks").expect("the statements");
    let v5 = tasks.get_value((5, 1)).expect("variant 5's statement");
    assert!(
        matches!(v5, Data::String(s) if s.contains("Task 20.")),
        "{v5:?}"
    );
    // The key links each variant to its statement.
    let xml = crate::support::zip_part(&book, "xl/worksheets/sheet1.xml");
    assert!(xml.contains("location=\"'Tasks'!A6\""), "{xml}");
}

#[test]
fn generate_is_reproducible_and_checks_its_flags() {
    let a = run_ok(&["generate", "--count", "8", "--seed", "42", "--out", "-"]).stdout;
    let b = run_ok(&["generate", "--count", "8", "--seed", "42", "--out", "-"]).stdout;
    assert_eq!(a, b);
    let c = run_ok(&["generate", "--count", "8", "--seed", "43", "--out", "-"]).stdout;
    assert_ne!(a, c);
    let one = run_ok(&[
        "generate",
        "--count",
        "6",
        "--seed",
        "1",
        "--family",
        "overshoot",
        "--out",
        "-",
    ])
    .stdout;
    let text = String::from_utf8_lossy(&one);
    assert_eq!(text.matches("winner = \"sum <= ").count(), 6, "{text}");
    let err = run_err(&[
        "generate",
        "--count",
        "3",
        "--out",
        "/nonexistent-dir/v.toml",
    ]);
    assert!(err.contains("/nonexistent-dir"), "{err}");
    let err = run_err(&["book", "x.toml", "--out", "book.csv"]);
    assert!(
        err.contains("--out book.csv: a book is an XLSX workbook, a Word .docx"),
        "{err}"
    );
}

/// A variant that cannot be solved is named, and nothing is written.
#[test]
fn a_variant_that_cannot_be_solved_is_named() {
    let dir = tmp();
    let p = dir.path().join("v.toml");
    std::fs::write(
        &p,
        "[[variant]]\nstart = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n\n[[variant]]\nstart = \"100 / (S - 3)\"\ns = \"1..5\"\nmoves = \"+1\"\nend = \"sum >= 200\"\n",
    )
    .expect("written");
    let book = dir.path().join("b.xlsx");
    let err = run_err(&book_args(&p, &book, &[]));
    assert!(err.contains("вариант 2") && err.contains("S = 3"), "{err}");
    assert!(!book.exists());
}

#[test]
fn book_samples_are_current() {
    let dir = tmp();
    let root = repo("");
    let o = std::process::Command::new("bash")
        .arg(root.join("scripts/book-samples.sh"))
        .arg(dir.path())
        .env("GAMETABLE", assert_cmd::cargo::cargo_bin("gametable"))
        .env("SAMPLES_PNG", "0")
        .output()
        .expect("bash runs book-samples.sh");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut n = 0;
    for e in std::fs::read_dir(dir.path()).expect("a folder") {
        let p = e.expect("an entry").path();
        let name = p.file_name().expect("a name");
        let committed = root.join("samples").join(name);
        assert!(
            std::fs::read(&committed).ok() == Some(std::fs::read(&p).expect("written")),
            "samples/{} is not current: run bash scripts/book-samples.sh",
            name.to_string_lossy()
        );
        n += 1;
    }
    assert_eq!(n, 6, "book-samples.sh wrote {n} files");
}

/// The statements use the exam's own sentences: fragments of real published
/// statements (four of them in `tests/fixtures/exam_statements.json`, as the
/// collection prints them) appear verbatim in gametable's wording of the same
/// tasks.
#[test]
fn statements_use_the_exams_sentences() {
    let doc: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(repo("tests/fixtures/exam_statements.json"))
            .expect("tests/fixtures/exam_statements.json"),
    )
    .expect("JSON");
    let real = |id: &str| -> String {
        doc.as_array()
            .expect("a list")
            .iter()
            .find(|t| t["id"] == id)
            .and_then(|t| t["statement"].as_str())
            .expect("the task")
            .to_string()
    };
    let cases: [(&str, &[&str]); 4] = [
        (
            "kp1921-046",
            &[
                "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя.",
                "добавить в кучу два камня",
                "увеличить количество камней в куче в три раза",
                "Игра завершается в тот момент, когда количество камней в куче становится не менее 45.",
                "Если при этом в куче оказалось не более 112 камней, то победителем считается игрок, сделавший последний ход. В противном случае победителем становится его противник.",
                "В начальный момент в куче было S камней, 1 ≤ S ≤ 44.",
            ],
        ),
        (
            "kp1921-146",
            &[
                "убрать из кучи два камня",
                "уменьшить количество камней в куче в два раза (количество камней, полученное при делении, округляется до меньшего)",
                "Игра завершается в тот момент, когда количество камней в куче становится не более 87.",
                "Найдите два наименьших значения S",
            ],
        ),
        (
            "kp1921-145",
            &[
                "Победителем считается игрок, сделавший последний ход, то есть первым получивший кучу, в которой будет 132 или больше камней.",
                "В начальный момент в куче было S камней, 1 ≤ S ≤ 131.",
                "Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника.",
                "Укажите минимальное значение S, при котором Петя не может выиграть за один ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.",
                "при котором одновременно выполняются два условия: – у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети; – у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.",
                "причём одновременно выполняются два условия: – Петя не может выиграть за один ход; – Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.",
                "Найденные значения запишите в ответе в порядке возрастания.",
            ],
        ),
        (
            "kp1921-096",
            &["При этом нельзя повторять ход, который только что сделал второй игрок."],
        ),
    ];
    let root = repo("");
    let dir = tmp();
    let mut variants = String::new();
    for (id, _) in &cases {
        let t = std::fs::read_to_string(root.join(format!("templates/{id}.toml")))
            .expect("the template");
        variants.push_str(&format!("[[variant]]\n{t}\n"));
    }
    let v = dir.path().join("published.toml");
    std::fs::write(&v, variants).expect("written");
    let st = dir.path().join("tasks.txt");
    run_ok(&book_args(
        &v,
        &dir.path().join("b.xlsx"),
        &["--no-grids", "--statements", st.to_str().expect("utf-8")],
    ));
    let ours = std::fs::read_to_string(&st).expect("statements");
    let parts: Vec<&str> = ours.split("Вариант ").skip(1).collect();
    assert_eq!(parts.len(), cases.len());
    for ((id, fragments), mine) in cases.iter().zip(parts) {
        let theirs = real(id);
        for f in *fragments {
            assert!(theirs.contains(f), "{id}: the exam does not say «{f}»");
            assert!(
                mine.contains(f),
                "{id}: gametable does not say «{f}»:\n{mine}"
            );
        }
    }
}

/// A book streams its big variant sheets through temporary files, open until
/// it is saved: a low soft limit on open files is raised (within the hard
/// one); a hard limit too low for the book is refused before anything is
/// written, saying how many files it needs.
#[cfg(unix)]
#[test]
fn a_book_makes_room_for_its_open_files_or_says_how_many_it_needs() {
    let dir = tmp();
    let variants = generate(dir.path(), 200, 1);
    let book = dir.path().join("book.xlsx");
    let bin = assert_cmd::cargo::cargo_bin("gametable");
    let run = |limit: &str| {
        std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit {limit} 40 && exec \"$0\" \"$@\""))
            .arg(&bin)
            .args(["book".as_ref(), variants.as_os_str(), "--out".as_ref()])
            .arg(&book)
            .output()
            .expect("sh runs gametable")
    };
    // Soft limit 40, hard unchanged: raised, the book is written.
    let out = run("-Sn");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(book.exists());
    std::fs::remove_file(&book).expect("removed");
    // Hard limit 40: refused, nothing written.
    let out = run("-n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("temporary files") && err.contains("ulimit -n") && err.contains("is 40"),
        "{err}"
    );
    assert!(!book.exists());
}
