//! Spreadsheets a teacher can print and trust (issue 15), checked by
//! LibreOffice itself: a CSV opened with its default import, the ODS
//! workbook loaded and printed, the live workbook's answers recalculated
//! after parameter edits, the answer book's pages.

use std::io::{Read, Write};
use std::path::Path;

use serde_json::Value;

use crate::office;
use crate::support::{book_args, gametable, repo, run_ok, solve_to, tmp, zip_part};
use crate::xlsx::{assert_grid, grid_of, read_csv, solver_cells};

/// `gametable check GAME FILE`: its exit code and what it printed.
fn check(game: &[&str], file: &Path) -> (i32, String) {
    let out = gametable()
        .arg("check")
        .args(game)
        .arg(file)
        .output()
        .expect("gametable runs");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().unwrap_or(-1), text)
}

#[test]
fn a_csv_opened_by_libreoffices_default_import_checks_clean() {
    let dir = tmp();
    let csv = dir.path().join("t.csv");
    let plain = dir.path().join("plain.csv");
    run_ok(&[
        "solve",
        "--lang",
        "ru",
        "ege-2021-demo",
        "--out",
        csv.to_str().unwrap(),
    ]);
    run_ok(&[
        "solve",
        "--lang",
        "ru",
        "ege-2021-demo",
        "--out",
        plain.to_str().unwrap(),
        "--plain",
    ]);
    let bytes = std::fs::read(&csv).unwrap();
    assert!(bytes.is_ascii(), "the default table CSV is plain ASCII");
    assert!(
        String::from_utf8_lossy(&bytes).contains(",-,"),
        "finished cells as '-'"
    );
    // The answers need Russian words: a byte-order mark, which Excel reads.
    let answers = std::fs::read(dir.path().join("t-answers.csv")).unwrap();
    assert!(
        answers.starts_with("\u{feff}".as_bytes()),
        "answers CSV starts with a BOM"
    );
    let plain_bytes = std::fs::read(&plain).unwrap();
    assert!(
        !plain_bytes.starts_with("\u{feff}".as_bytes()) && !plain_bytes.is_ascii(),
        "--plain keeps '—' and has no mark"
    );

    // As a double-click opens them: no import options.
    let out = dir.path().join("lo");
    for f in [&csv, &plain] {
        office::convert(f, "xlsx", &out, false);
    }
    let (code, text) = check(&["ege-2021-demo"], &out.join("t.xlsx"));
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("0 wrong"), "{text}");
    // The old form is what LibreOffice garbles: check catches it.
    let (code, text) = check(&["ege-2021-demo"], &out.join("plain.xlsx"));
    assert_ne!(code, 0, "the plain UTF-8 CSV read as 8-bit text: {text}");
}

#[test]
fn one_rule_for_out_extensions() {
    let dir = tmp();
    for name in ["t.txt", "t.pdf", "t"] {
        let p = dir.path().join(name);
        let out = gametable()
            .args(["solve", "--lang", "en", "ege-2021-demo", "--out"])
            .arg(&p)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(
            err.contains("expected .xlsx, .ods or .csv"),
            "{name}: {err}"
        );
        assert!(!p.exists(), "{name}: nothing written");
    }
    let p = dir.path().join("t.txt");
    run_ok(&[
        "solve",
        "--lang",
        "ru",
        "ege-2021-demo",
        "--out",
        p.to_str().unwrap(),
        "--format",
        "csv",
    ]);
    assert!(std::fs::read_to_string(&p).unwrap().starts_with("h1\\h2,"));
}

#[test]
fn ods_loads_prints_and_checks_like_the_xlsx() {
    let dir = tmp();
    for game in ["ege-2021-demo", "kp1921-046"] {
        let ods = dir.path().join(format!("{game}.ods"));
        solve_to(game, &[], &ods);
        let (code, text) = check(&[game], &ods);
        assert_eq!(code, 0, "{text}");
        assert!(text.contains(" 0 wrong"), "{text}");
        let sheets = office::recalc_sheets(&ods);
        let table = grid_of(&read_csv(&sheets["Таблица"]));
        assert_grid(
            &format!("{game}.ods Таблица"),
            &table,
            &solver_cells(&[game]),
            false,
        );
        let codes = grid_of(&read_csv(&sheets["Коды"]));
        assert_grid(
            &format!("{game}.ods Коды"),
            &codes,
            &solver_cells(&[game]),
            true,
        );
        let answers = std::fs::read_to_string(&sheets["Ответы"]).unwrap();
        let doc: Value =
            serde_json::from_slice(&run_ok(&["solve", "--lang", "ru", game, "--json"]).stdout)
                .unwrap();
        for a in doc["answers"].as_array().unwrap() {
            let line = format!("{},", a["id"].as_str().unwrap());
            let row = answers
                .lines()
                .find(|l| l.starts_with(&line))
                .expect("the answer's row");
            assert!(
                row.contains(&format!(",{},", a["answer"].as_str().unwrap())),
                "{row}"
            );
        }
    }
    // Printed: the table's colours are on the page (deep green V1, red P1).
    let pdf = office::print_pdf(&dir.path().join("kp1921-046.ods"));
    assert_eq!(office::pages(&pdf), 3, "Таблица, Коды, Ответы: a page each");
    for page in [1, 2] {
        assert!(
            has_colour(&pdf, page, 0x1E_84_49),
            "page {page}: V1's green is printed"
        );
        assert!(
            has_colour(&pdf, page, 0xC0_39_2B),
            "page {page}: P1's red is printed"
        );
    }
}

/// A copy of a live workbook with parameter cells changed on *Параметры*
/// (the third sheet): (cell, old value, new value).
pub fn edit_params(book: &Path, out: &Path, edits: &[(&str, i64, i64)]) {
    let mut zin = zip::ZipArchive::new(std::fs::File::open(book).unwrap()).unwrap();
    let mut zout = zip::ZipWriter::new(std::fs::File::create(out).unwrap());
    for i in 0..zin.len() {
        let mut f = zin.by_index(i).unwrap();
        let name = f.name().expect("an entry name").to_string();
        let mut data = Vec::new();
        f.read_to_end(&mut data).unwrap();
        if name == "xl/worksheets/sheet3.xml" {
            let mut xml = String::from_utf8(data).unwrap();
            for (cell, from, to) in edits {
                let at = xml
                    .find(&format!("<c r=\"{cell}\""))
                    .expect("the parameter cell");
                let old = format!("<v>{from}</v>");
                let v = at + xml[at..].find(&old).expect("its value");
                xml = format!("{}<v>{to}</v>{}", &xml[..v], &xml[v + old.len()..]);
            }
            data = xml.into_bytes();
        }
        let opts = zip::write::SimpleFileOptions::default();
        zout.start_file(name, opts).unwrap();
        zout.write_all(&data).unwrap();
    }
    zout.finish().unwrap();
}

/// id → answer, from `gametable solve … --json`.
pub fn solver_answers(args: &[&str]) -> Vec<(String, String)> {
    let mut a = vec!["solve", "--lang", "ru"];
    a.extend_from_slice(args);
    a.push("--json");
    let doc: Value = serde_json::from_slice(&run_ok(&a).stdout).unwrap();
    doc["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            let ans = a["answer"].as_str().unwrap();
            (
                a["id"].as_str().unwrap().to_string(),
                if ans.is_empty() {
                    "—".into()
                } else {
                    ans.to_string()
                },
            )
        })
        .collect()
}

#[test]
fn the_live_workbooks_answers_follow_each_parameter_edit() {
    let dir = tmp();
    // (game, the rules as flags after each edit, the edits)
    type Case<'a> = (&'a str, Vec<&'a str>, Vec<(&'a str, i64, i64)>);
    let cases: Vec<Case> = vec![
        ("ege-2021-demo", vec![], vec![]),
        // The neighbouring target up: the table is built one larger for it.
        (
            "ege-2021-demo",
            vec!["--end", "sum >= 78"],
            vec![("B3", 77, 78)],
        ),
        (
            "ege-2021-demo",
            vec!["--end", "sum >= 70"],
            vec![("B3", 77, 70)],
        ),
        (
            "ege-2021-demo",
            vec!["--moves", "+2 *2"],
            vec![("B4", 1, 2)],
        ),
        (
            "ege-2021-demo",
            vec!["--moves", "+1 *3", "--end", "sum >= 60"],
            vec![("B5", 2, 3), ("B3", 77, 60)],
        ),
        // One heap, wrapped into rows of ten, with an overshoot bound.
        (
            "kp1921-046",
            vec!["--end", "sum >= 46"],
            vec![("B3", 45, 46)],
        ),
        ("kp1921-046", vec!["--moves", "+1 *3"], vec![("B5", 2, 1)]),
    ];
    let mut books = Vec::new();
    for (i, (game, _, edits)) in cases.iter().enumerate() {
        let book = dir.path().join(format!("{game}.xlsx"));
        if !book.exists() {
            solve_to(game, &["--formulas"], &book);
        }
        let edited = dir.path().join(format!("e{i}.xlsx"));
        edit_params(&book, &edited, edits);
        books.push(edited);
    }
    let recalculated = office::recalc_sheets_all(&books, 600);
    for ((game, flags, edits), sheets) in cases.iter().zip(recalculated) {
        let mut rules = vec![*game];
        rules.extend(flags);
        for (name, p) in &sheets {
            let text = std::fs::read_to_string(p).unwrap();
            assert!(
                !text.contains("Err:") && !text.contains("#VALUE") && !text.contains("#N/A"),
                "{game} {edits:?}: an error value on {name}"
            );
        }
        let answers = std::fs::read_to_string(&sheets["Ответы"]).unwrap();
        let rows = crate::xlsx::read_csv(&sheets["Ответы"]);
        for (id, want) in solver_answers(&rules) {
            let row = rows
                .iter()
                .find(|((_, c), v)| *c == 0 && **v == id)
                .map(|((r, _), _)| *r)
                .unwrap_or_else(|| panic!("question {id} on Ответы: {answers}"));
            assert_eq!(
                rows.get(&(row, 2)),
                Some(&want),
                "{game} {edits:?}: answer {id}"
            );
        }
        // Every cell, those no start reaches too (the table holds every
        // heap from 1): the solver's table from starts reaching them all.
        let table = grid_of(&read_csv(&sheets["Таблица"]));
        let whole = crate::xlsx::whole_table(&rules, crate::xlsx::ones(&rules));
        assert_grid(&format!("{game} {edits:?}"), &table, &whole, false);
        let starts = solver_cells(&rules);
        assert!(starts.iter().all(|(p, (_, l))| table.get(p) == Some(l)));
        // The title follows the target.
        let title = rows.get(&(0, 0)).cloned().unwrap_or_default();
        if let Some((_, _, to)) = edits.iter().find(|e| e.0 == "B3") {
            assert!(
                title.ends_with(&format!("≥ {to}")) || title.contains(&format!("≥ {to};")),
                "title: {title}"
            );
        }
    }
    // Printed: the table and the codes (tiled over pages at a readable
    // size), «Параметры» with its heading whole, «Ответы» last.
    let pdf = office::print_pdf(&dir.path().join("ege-2021-demo.xlsx"));
    let n = office::pages(&pdf);
    let texts: Vec<String> = (1..=n).map(|p| office::page_text(&pdf, p)).collect();
    let params = texts
        .iter()
        .position(|t| t.contains("Измените число в столбце B"))
        .unwrap_or_else(|| panic!("«Параметры» with its heading whole in {n} pages"));
    assert!(params >= 2, "the table and the codes before «Параметры»");
    assert!(
        texts[n - 1].contains("Ответ (формула"),
        "Ответы prints last"
    );
    // The parameter cells refuse what the table cannot take.
    let xml = zip_part(
        &dir.path().join("ege-2021-demo.xlsx"),
        "xl/worksheets/sheet3.xml",
    );
    let target = xml
        .split("<dataValidation ")
        .find(|d| d.contains("sqref=\"B3\""))
        .expect("target is validated");
    assert!(
        target.contains("<formula2>115</formula2>") && !target.contains("allowBlank=\"1\""),
        "{target}"
    );
    assert!(
        target.contains("showErrorMessage=\"1\"") && target.contains("prompt="),
        "{target}"
    );
}

#[test]
fn the_answer_book_prints_each_variant_on_its_page_with_questions_whole() {
    let dir = tmp();
    let root = repo("");
    let book = dir.path().join("book.xlsx");
    run_ok(&book_args(
        &root.join("samples/variants-30.toml"),
        &book,
        &[],
    ));
    let pdf = office::print_pdf(&book);
    let n = office::pages(&pdf);
    // The key, the statements, then each variant from a page of its own
    // (a grid too big for one page at a readable size goes on over the
    // next pages: printed by rule, not shrunk).
    let texts: Vec<String> = (1..=n).map(|p| office::page_text(&pdf, p)).collect();
    let starts = |v: usize, t: &str| {
        let t = t.trim_start();
        t.starts_with(&format!("Вариант {v}\n")) || t.starts_with(&format!("Вариант {v} "))
    };
    let mut firsts = Vec::new();
    for v in 1..=30 {
        let after = firsts.last().map_or(0, |&p| p + 1);
        let p = (after..n)
            .find(|&p| starts(v, &texts[p]))
            .unwrap_or_else(|| panic!("variant {v} starts a page after page {after} ({n} pages)"));
        firsts.push(p);
    }
    for v in 1..=30 {
        let end = firsts.get(v).copied().unwrap_or(n);
        let text = texts[firsts[v - 1]..end].join("\n");
        // Each answer sits on the line that begins its question.
        // The answers: between their heading and the link back to the key
        // (the strategy tree follows).
        let below = text.split_once("Ответы").map_or("", |(_, b)| b);
        let below = below.split_once("← к ключу").map_or(below, |(a, _)| a);
        let ids = ["19 ", "20 ", "21 "];
        let lines: Vec<&str> = below
            .lines()
            .filter(|l| ids.iter().any(|id| l.trim_start().starts_with(id)))
            .collect();
        assert_eq!(lines.len(), 3, "variant {v}: three answers: {below}");
        for line in lines {
            assert!(
                line.contains("Найдите"),
                "variant {v}: the question beside its answer: {line}"
            );
        }
    }
    // Variant 4 has an open range of S: its table stops where the answers do.
    let v4 = texts[firsts[3]..firsts[4]].join("\n");
    assert!(v4.contains("таблица показывает S = 39…129"), "{v4}");
}

/// Whether a printed page has a pixel within a small distance of `rgb`.
fn has_colour(pdf: &Path, page: usize, rgb: u32) -> bool {
    let (px, _, _) = office::page_pixels(pdf, page, 50);
    px.chunks(3).any(|p| {
        let d = |i: usize, s: u32| (i32::from(p[i]) - ((rgb >> s) & 0xff) as i32).abs();
        d(0, 16) + d(1, 8) + d(2, 0) < 30
    })
}

#[test]
fn libreoffice_prints_the_colours_the_readme_names() {
    let dir = tmp();
    // «Коды» reads like «Таблица»: +1 the deep green of V1, −1 the red of P1.
    let book = dir.path().join("k.xlsx");
    run_ok(&[
        "solve",
        "--lang",
        "ru",
        "kp1921-046",
        "--out",
        book.to_str().unwrap(),
    ]);
    let pdf = office::print_pdf(&book);
    assert!(
        office::page_text(&pdf, 2).contains("Коды позиций"),
        "page 2 is «Коды»"
    );
    assert!(
        has_colour(&pdf, 2, 0x1E_84_49),
        "+1 is deep green on «Коды»"
    );
    assert!(has_colour(&pdf, 2, 0xC0_39_2B), "−1 is red on «Коды»");
    // Sprague–Grundy zeros are red (the colour scale used to paint them white).
    let board = dir.path().join("c.xlsx");
    run_ok(&[
        "sg",
        "corner",
        "--size",
        "8",
        "--xlsx",
        board.to_str().unwrap(),
    ]);
    let pdf = office::print_pdf(&board);
    assert_eq!(office::pages(&pdf), 1, "the board prints on one page");
    assert!(has_colour(&pdf, 1, 0xF3_B0_B0), "zeros are red");
    // And the γ grid of a graph: its own page, titled, zeros red.
    let graph = dir.path().join("g.xlsx");
    run_ok(&[
        "graph",
        "two-piles-misere",
        "--no-table",
        "--xlsx",
        graph.to_str().unwrap(),
    ]);
    let pdf = office::print_pdf(&graph);
    assert_eq!(office::pages(&pdf), 2, "vertices, then the γ grid");
    assert!(
        office::page_text(&pdf, 1).contains("+3"),
        "codes keep their sign"
    );
    assert!(
        office::page_text(&pdf, 2).contains("γ: heap 1 up"),
        "the grid's title"
    );
    assert!(has_colour(&pdf, 2, 0xF3_B0_B0), "γ = 0 is red");
}

#[test]
fn an_english_workbook_has_no_russian_text() {
    use calamine::{open_workbook_auto, Reader};
    let dir = tmp();
    for (ext, extra) in [("xlsx", None), ("ods", None), ("xlsx", Some("--formulas"))] {
        let p = dir.path().join(format!("en.{ext}"));
        let mut args = vec![
            "solve",
            "--lang",
            "ru",
            "ege-2021-demo",
            "--lang",
            "en",
            "--out",
            p.to_str().unwrap(),
        ];
        args.extend(extra);
        run_ok(&args);
        let mut wb = open_workbook_auto(&p).unwrap();
        let mut cells = 0;
        for name in wb.sheet_names() {
            let range = wb.worksheet_range(&name).unwrap();
            for (r, c, v) in range.cells() {
                let text = v.to_string();
                assert!(
                    !text.chars().any(|ch| ('\u{400}'..='\u{4ff}').contains(&ch)),
                    "{ext} {extra:?}: sheet {name} row {} col {}: {text}",
                    r + 1,
                    c + 1
                );
                cells += 1;
            }
        }
        assert!(cells > 1000, "{ext}: {cells} cells read");
    }
}
