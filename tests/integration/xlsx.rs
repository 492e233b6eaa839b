//! Spreadsheet output (issue 3): the XLSX workbook read back with calamine,
//! the live-formula workbook recalculated by LibreOffice (also after its
//! target is edited), the table rendered to PNG, CSV, and `samples/`.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

use calamine::{open_workbook, Data, Reader, Xlsx};
use serde_json::Value;

use crate::support::{one_line_err, repo, run_ok, tmp};

const INSTALL: &str =
    "apt-get install -y --no-install-recommends libreoffice-calc-nogui poppler-utils";

/// Position → (signed code as text, label), from `solve --json`.
pub type Cells = BTreeMap<Vec<i64>, (String, String)>;

/// The solver's table: every cell's code and label.
pub fn solver_cells(args: &[&str]) -> Cells {
    let mut a = vec!["solve", "--lang", "ru"];
    a.extend_from_slice(args);
    a.push("--json");
    let doc: Value = serde_json::from_slice(&run_ok(&a).stdout).expect("JSON");
    doc["table"]["cells"]
        .as_array()
        .expect("a table")
        .iter()
        .map(|c| {
            let pos = c["position"]
                .as_array()
                .expect("position")
                .iter()
                .map(|v| v.as_i64().expect("heap"))
                .collect();
            let code = match c["code"].as_i64() {
                Some(v) => v.to_string(),
                None => "D".to_string(),
            };
            (pos, (code, c["label"].as_str().expect("label").to_string()))
        })
        .collect()
}

fn write_out(args: &[&str], out: &Path, extra: &[&str]) {
    let mut a = vec!["solve", "--lang", "ru"];
    a.extend_from_slice(args);
    a.push("--out");
    let o = out.to_str().expect("UTF-8 path");
    a.push(o);
    a.extend_from_slice(extra);
    run_ok(&a);
}

/// A sheet as text cells: (row, col) → text, numbers without ".0".
pub type Sheet = BTreeMap<(u32, u32), String>;

fn text_of(d: &Data) -> Option<String> {
    match d {
        Data::Empty => None,
        Data::String(s) => Some(s.clone()),
        Data::Float(f) => {
            assert_eq!(f.fract(), 0.0, "a whole number, found {f}");
            Some((*f as i64).to_string())
        }
        Data::Int(i) => Some(i.to_string()),
        other => Some(format!("{other:?}")),
    }
}

pub fn read_xlsx(path: &Path, sheet: &str) -> Sheet {
    let mut wb: Xlsx<_> = open_workbook(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let range = wb
        .worksheet_range(sheet)
        .unwrap_or_else(|e| panic!("{}: sheet {sheet}: {e}", path.display()));
    let mut out = Sheet::new();
    let (Some(start), Some(end)) = (range.start(), range.end()) else {
        return out;
    };
    for r in start.0..=end.0 {
        for c in start.1..=end.1 {
            if let Some(t) = range.get_value((r, c)).and_then(text_of) {
                out.insert((r, c), t);
            }
        }
    }
    out
}

pub fn read_csv(path: &Path) -> Sheet {
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_path(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Sheet::new();
    for (r, rec) in rdr.records().enumerate() {
        let rec = rec.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for (c, f) in rec.iter().enumerate() {
            if !f.is_empty() {
                out.insert((r as u32, c as u32), f.to_string());
            }
        }
    }
    out
}

/// The grid of a Table/Codes sheet: position → cell text. Header rows hold
/// the corner (`S`, `h1\h2`, `h1=a: h2\h3`) and the column values.
pub fn grid_of(sheet: &Sheet) -> BTreeMap<Vec<i64>, String> {
    let mut out = BTreeMap::new();
    let last = sheet.keys().map(|k| k.0).max().unwrap_or(0);
    let mut cols: BTreeMap<u32, i64> = BTreeMap::new();
    let mut corner = String::new();
    for r in 3..=last {
        let row: BTreeMap<u32, &String> = sheet
            .range((r, 0)..(r + 1, 0))
            .map(|(k, v)| (k.1, v))
            .collect();
        let first = row.get(&0).map(|s| s.as_str()).unwrap_or("");
        if first == "S" || first.starts_with("h1") {
            corner = first.to_string();
            cols = row
                .iter()
                .filter(|(c, _)| **c > 0)
                .map(|(c, v)| (*c, v.parse().expect("column header")))
                .collect();
            continue;
        }
        for (&c, v) in row.iter().filter(|(c, _)| **c > 0) {
            let Some(&col) = cols.get(&c) else { continue };
            // One heap wraps into rows of ten: the tens down column A.
            let pos = if corner == "S" {
                vec![first.parse::<i64>().expect("row header") * 10 + col]
            } else if corner == "h1\\h2" {
                vec![first.parse().expect("row header"), col]
            } else {
                let a = corner
                    .trim_start_matches("h1=")
                    .split(':')
                    .next()
                    .expect("h1")
                    .parse()
                    .expect("h1 value");
                vec![a, first.parse().expect("row header"), col]
            };
            out.insert(pos, v.to_string());
        }
    }
    out
}

/// Every solver cell is in the grid with the same text, and the grid holds
/// nothing else but finished positions.
pub fn assert_grid(what: &str, grid: &BTreeMap<Vec<i64>, String>, want: &Cells, codes: bool) {
    assert!(!want.is_empty(), "{what}: the solver gave no table");
    for (pos, (code, label)) in want {
        let expect = if codes { code } else { label };
        assert_eq!(grid.get(pos), Some(expect), "{what}: cell {pos:?}");
    }
    for (pos, v) in grid {
        if !want.contains_key(pos) {
            let over = if codes { "0" } else { "—" };
            assert_eq!(v, over, "{what}: cell {pos:?} is not in the solver's table");
        }
    }
}

/// Games of every grid shape: two heaps, one heap with an overshoot bound,
/// two unknowns (K, S), a general-solver game, a decreasing game, three heaps;
/// and the П1/В1 labels.
const GAMES: &[&[&str]] = &[
    &["ege-2021-demo"],
    &["kp1921-046"],
    &["kp1921-062"],
    &["kp1921-096"],
    &["kp1921-146"],
    &[
        "--start",
        "1, 2, S",
        "--s",
        "1..6",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 16",
    ],
    &["kp1921-062", "--labels", "petya-vanya"],
];

#[test]
fn xlsx_grid_equals_the_solver_cell_for_cell() {
    let dir = tmp();
    for (i, g) in GAMES.iter().enumerate() {
        let want = solver_cells(g);
        let path = dir.path().join(format!("g{i}.xlsx"));
        write_out(g, &path, &[]);
        let table = grid_of(&read_xlsx(&path, "Таблица"));
        // An open range of S shows as far as its answers need (issue 15):
        // the solver's cells up to the sheet's last S.
        let shown = table.keys().map(|k| k[0]).max().unwrap_or(0);
        let want: Cells = if g.contains(&"kp1921-146") {
            want.into_iter().filter(|(k, _)| k[0] <= shown).collect()
        } else {
            want
        };
        assert_grid(&format!("{g:?} Таблица"), &table, &want, false);
        let codes = grid_of(&read_xlsx(&path, "Коды"));
        assert_grid(&format!("{g:?} Коды"), &codes, &want, true);
        let answers: Vec<String> = read_xlsx(&path, "Ответы").into_values().collect();
        let mut a = vec!["solve", "--lang", "ru"];
        a.extend_from_slice(g);
        a.extend(["--json", "--no-table"]);
        let doc: Value = serde_json::from_slice(&run_ok(&a).stdout).expect("JSON");
        for ans in doc["answers"].as_array().expect("answers") {
            let text = ans["answer"].as_str().expect("answer");
            if !text.is_empty() {
                assert!(
                    answers.iter().any(|c| c == text),
                    "{g:?}: answer {text} shown"
                );
            }
        }
    }
}

/// A game's arguments with a flag set (replaced when given).
pub fn with_flag<'a>(game: &[&'a str], flag: &'a str, value: &'a str) -> Vec<&'a str> {
    let mut args = game.to_vec();
    match args.iter().position(|&a| a == flag) {
        Some(i) => args[i + 1] = value,
        None => args.extend([flag, value]),
    }
    args
}

/// The live workbook's whole table: every heap from 1 (`start` is the
/// game's start with each number 1), sums up to the sheet's margin — the
/// solver's table of a game whose starts reach every such cell.
pub fn whole_table(game: &[&str], start: &str) -> Cells {
    solver_cells(&with_flag(
        &with_flag(game, "--start", start),
        "--s",
        "1..400",
    ))
}

/// The start with every number 1 of the games the live tests write.
pub fn ones(game: &[&str]) -> &'static str {
    if game.contains(&"kp1921-046") {
        "S"
    } else if game.contains(&"1, 2, S") {
        "1, 1, S"
    } else {
        "1, S"
    }
}

#[test]
fn live_formula_workbook_stores_the_solver_results() {
    let dir = tmp();
    for g in [&GAMES[0], &GAMES[1], &GAMES[5]] {
        // Every cell of the table, those no start reaches too.
        let want = whole_table(g, ones(g));
        let path = dir.path().join("f.xlsx");
        write_out(g, &path, &["--formulas", "--lang", "en"]);
        assert_grid("Table", &grid_of(&read_xlsx(&path, "Table")), &want, false);
        assert_grid("Codes", &grid_of(&read_xlsx(&path, "Codes")), &want, true);
        let params = read_xlsx(&path, "Parameters");
        assert!(
            params.values().any(|v| v == "target"),
            "{g:?}: a target cell"
        );
    }
}

#[test]
fn same_input_gives_the_same_bytes_and_english_names() {
    let dir = tmp();
    let (a, b) = (dir.path().join("a.xlsx"), dir.path().join("b.xlsx"));
    write_out(&["kp1921-046"], &a, &["--lang", "en"]);
    std::thread::sleep(std::time::Duration::from_millis(1100));
    write_out(&["kp1921-046"], &b, &["--lang", "en"]);
    assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    let wb: Xlsx<_> = open_workbook(&a).expect("opens");
    assert_eq!(wb.sheet_names(), ["Table", "Codes", "Answers", "Tree"]);
}

#[test]
fn csv_labels_codes_excel_and_answers() {
    let dir = tmp();
    let want = solver_cells(&["ege-2021-demo"]);
    let path = dir.path().join("t.csv");
    write_out(&["ege-2021-demo"], &path, &["--plain"]);
    let grid = grid_of(&shift_rows(read_csv(&path), 3));
    assert_grid("csv labels", &grid, &want, false);
    let answers = std::fs::read_to_string(dir.path().join("t-answers.csv")).expect("answers file");
    assert!(answers.contains("\n20,"), "{answers}");
    assert!(answers.contains(",31 34,"), "{answers}");

    // --codes, --excel to stdout: a BOM, ';', codes with signs.
    let out = run_ok(&[
        "solve",
        "--lang",
        "ru",
        "ege-2021-demo",
        "--out",
        "-",
        "--codes",
        "--excel",
    ]);
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let body = text.strip_prefix('\u{feff}').expect("a UTF-8 BOM");
    let row7 = body.lines().nth(1).expect("row 7");
    assert!(row7.starts_with("7;+14;+9;+8;"), "{row7}");
    let p = dir.path().join("c.csv");
    std::fs::write(&p, body).unwrap();
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(false)
        .delimiter(b';')
        .from_path(&p)
        .unwrap();
    let mut sheet = Sheet::new();
    for (r, rec) in rdr.records().enumerate() {
        for (c, f) in rec.unwrap().iter().enumerate() {
            if !f.is_empty() {
                sheet.insert(
                    (r as u32 + 3, c as u32),
                    f.trim_start_matches('+').to_string(),
                );
            }
        }
    }
    assert_grid("csv codes", &grid_of(&sheet), &want, true);
}

/// Moves a CSV's rows down so its header sits where a sheet's does.
fn shift_rows(s: Sheet, by: u32) -> Sheet {
    s.into_iter().map(|((r, c), v)| ((r + by, c), v)).collect()
}

#[test]
fn bad_outputs_fail_with_one_line_and_status_2() {
    let dir = tmp();
    let cases: Vec<(Vec<String>, &str)> = vec![
        (
            vec![
                "kp1921-146".into(),
                "--out".into(),
                dir.path().join("x.xlsx").display().to_string(),
                "--formulas".into(),
            ],
            "--formulas: this game cannot be written as live formulas",
        ),
        (
            vec![
                "--out".into(),
                dir.path().join("x.pdf").display().to_string(),
            ],
            "expected .xlsx, .ods or .csv",
        ),
        (
            vec!["--out".into(), "/nonexistent-dir/x.xlsx".into()],
            "/nonexistent-dir",
        ),
        (
            vec!["--out".into(), "-".into(), "--format".into(), "xlsx".into()],
            "cannot go to stdout",
        ),
        (
            vec![
                "--out".into(),
                "-".into(),
                "--delimiter".into(),
                "\"".into(),
            ],
            "--delimiter",
        ),
    ];
    for (args, msg) in cases {
        let mut all = vec!["solve", "--lang", "en"];
        all.extend(args.iter().map(String::as_str));
        let err = one_line_err(&all);
        assert!(err.contains(msg), "{args:?}: {err}");
    }
    assert!(
        !dir.path().join("x.xlsx").exists(),
        "no file after an error"
    );
}

/// Fails (never skips) when LibreOffice or poppler is missing, naming the install command.
pub fn require_libreoffice() {
    for tool in ["soffice", "pdftoppm"] {
        let found = Command::new("sh")
            .args(["-c", &format!("command -v {tool}")])
            .output()
            .is_ok_and(|o| o.status.success());
        assert!(
            found,
            "{tool} is missing: these tests need LibreOffice Calc headless and poppler; install with: {INSTALL} (bash scripts/test.sh does it)"
        );
    }
}

/// Recalculates each workbook in LibreOffice into `BOOK.recalc/SHEET.csv`:
/// the first through `scripts/libreoffice.sh recalc` (the script a user
/// runs), the rest in one LibreOffice run of their own (each start costs
/// seconds, more than a workbook's recalculation).
pub fn lo_recalc(books: &[PathBuf]) -> Vec<PathBuf> {
    require_libreoffice();
    let outs: Vec<PathBuf> = books.iter().map(|b| b.with_extension("recalc")).collect();
    let (Some(first), Some(first_out)) = (books.first(), outs.first()) else {
        return outs;
    };
    let script = repo("scripts/libreoffice.sh");
    let timeout = std::env::var("GAMETABLE_LO_TIMEOUT").unwrap_or_else(|_| "300".into());
    let o = Command::new("bash")
        .env("GAMETABLE_LO_TIMEOUT", timeout)
        .arg(&script)
        .arg("recalc")
        .arg(first)
        .arg(first_out)
        .output()
        .expect("bash runs scripts/libreoffice.sh");
    assert!(
        o.status.success(),
        "libreoffice.sh recalc {}: {}",
        first.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    let rest = &books[1..];
    for (sheets, out) in crate::office::recalc_sheets_all(rest, 600)
        .into_iter()
        .zip(&outs[1..])
    {
        std::fs::create_dir_all(out).expect("the sheets' folder");
        for (name, p) in sheets {
            std::fs::rename(&p, out.join(format!("{name}.csv"))).expect("move a sheet");
        }
    }
    for (book, out) in books.iter().zip(&outs) {
        let sheets = std::fs::read_dir(out).map_or(0, |d| d.count());
        assert!(
            sheets > 0,
            "LibreOffice recalculated {} into no sheet in {}",
            book.display(),
            out.display()
        );
    }
    outs
}

/// No `Err:` or `#…` error value in any exported sheet.
fn assert_no_errors(dir: &Path) {
    let mut sheets = 0;
    for e in std::fs::read_dir(dir).expect("CSV folder") {
        let p = e.expect("entry").path();
        sheets += 1;
        for ((r, c), v) in read_csv(&p) {
            assert!(
                !(v.contains("Err:") || v.starts_with('#') && v.len() > 1),
                "{} row {} col {}: error value {v}",
                p.display(),
                r + 1,
                c + 1
            );
        }
    }
    assert!(sheets >= 2, "{}: sheets exported", dir.display());
}

/// A copy of a workbook with a parameter cell's number changed: its XML
/// `<c r="B3" …><v>77</v></c>` on the parameters sheet (the third).
fn patch_param(book: &Path, out: &Path, cell: &str, from: i64, to: i64) {
    let mut zin = zip::ZipArchive::new(std::fs::File::open(book).expect("open")).expect("zip");
    let mut zout = zip::ZipWriter::new(std::fs::File::create(out).expect("create"));
    let mut patched = false;
    for i in 0..zin.len() {
        let mut f = zin.by_index(i).expect("entry");
        let name = f.name().expect("a name").to_string();
        let mut data = Vec::new();
        f.read_to_end(&mut data).expect("read entry");
        if name == "xl/worksheets/sheet3.xml" {
            let xml = String::from_utf8(data).expect("XML");
            let at = xml
                .find(&format!("<c r=\"{cell}\""))
                .expect("the parameter cell");
            let old = format!("<v>{from}</v>");
            let v = at + xml[at..].find(&old).expect("its value");
            data = format!("{}<v>{to}</v>{}", &xml[..v], &xml[v + old.len()..]).into_bytes();
            patched = true;
        }
        let opts = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        zout.start_file(name, opts).expect("start entry");
        zout.write_all(&data).expect("write entry");
    }
    zout.finish().expect("finish zip");
    assert!(patched, "the parameters sheet was found");
}

/// A game's arguments with another end rule.
fn with_end<'a>(game: &[&'a str], end: &'a str) -> Vec<&'a str> {
    with_flag(game, "--end", end)
}

/// The Table and Codes of a recalculated workbook equal the solver's.
fn assert_recalculated(dir: &Path, want: &Cells, what: &str) {
    assert_no_errors(dir);
    let table = grid_of(&read_csv(&dir.join("Table.csv")));
    assert_grid(&format!("{what}: Table"), &table, want, false);
    let codes = grid_of(&read_csv(&dir.join("Codes.csv")));
    assert_grid(&format!("{what}: Codes"), &codes, want, true);
}

#[test]
fn libreoffice_recalculates_the_live_formula_workbooks() {
    let dir = tmp();
    // (game, the target cell's old and new value)
    let games: [(&[&str], i64, i64); 3] =
        [(GAMES[0], 77, 70), (GAMES[1], 45, 40), (GAMES[5], 16, 13)];
    let mut books = Vec::new();
    for (i, (g, old, new)) in games.iter().enumerate() {
        let book = dir.path().join(format!("f{i}.xlsx"));
        write_out(g, &book, &["--formulas", "--lang", "en"]);
        let edited = dir.path().join(format!("f{i}-target{new}.xlsx"));
        patch_param(&book, &edited, "B3", *old, *new);
        books.push(book);
        books.push(edited);
    }
    let plain = dir.path().join("plain.xlsx");
    write_out(&["ege-2021-demo"], &plain, &[]);
    books.push(plain);
    let outs = lo_recalc(&books);
    for (i, (g, _, new)) in games.iter().enumerate() {
        assert_recalculated(&outs[2 * i], &whole_table(g, ones(g)), &format!("{g:?}"));
        let end = format!("sum >= {new}");
        assert_recalculated(
            &outs[2 * i + 1],
            &whole_table(&with_end(g, &end), ones(g)),
            &format!("{g:?} with target {new}"),
        );
    }
    assert_no_errors(&outs[6]);
    let table = grid_of(&read_csv(&outs[6].join("Таблица.csv")));
    assert_grid(
        "plain workbook in LibreOffice",
        &table,
        &solver_cells(&["ege-2021-demo"]),
        false,
    );
}

#[test]
fn libreoffice_renders_the_table_sheet() {
    require_libreoffice();
    let dir = tmp();
    let book = dir.path().join("t.xlsx");
    write_out(&["kp1921-046"], &book, &[]);
    let png = dir.path().join("t.png");
    let o = Command::new("bash")
        .arg(repo("scripts/libreoffice.sh"))
        .arg("render")
        .arg(&book)
        .arg(&png)
        .args(["1", "60"])
        .output()
        .expect("bash runs scripts/libreoffice.sh");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let bytes = std::fs::read(&png).expect("a PNG");
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "PNG signature");
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    assert!(width > 300, "the page is {width} px wide");
}

#[test]
fn samples_are_current() {
    let dir = tmp();
    let root = repo("");
    let o = Command::new("bash")
        .arg(root.join("scripts/samples.sh"))
        .arg(dir.path())
        .env("GAMETABLE", assert_cmd::cargo::cargo_bin("gametable"))
        .env("SAMPLES_PNG", "0")
        .output()
        .expect("bash runs samples.sh");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let mut n = 0;
    for e in std::fs::read_dir(dir.path()).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_name().unwrap();
        let committed = root.join("samples").join(name);
        assert!(
            std::fs::read(&committed).ok() == Some(std::fs::read(&p).unwrap()),
            "samples/{} is not current: run bash scripts/samples.sh",
            name.to_string_lossy()
        );
        n += 1;
    }
    assert!(n >= 6, "samples.sh wrote {n} files");
}

/// `$AF$5` → (row 4, column 31), 0-based.
fn parse_cell(a1: &str) -> (u32, u32) {
    let a1 = a1.replace('$', "");
    let split = a1.find(|c: char| c.is_ascii_digit()).expect("a row number");
    let col = a1[..split]
        .bytes()
        .fold(0u32, |n, b| n * 26 + u32::from(b - b'A' + 1));
    (a1[split..].parse::<u32>().expect("row") - 1, col - 1)
}

#[test]
fn each_answer_links_to_the_cell_that_shows_it() {
    let dir = tmp();
    let book = dir.path().join("d.xlsx");
    write_out(&["ege-2021-demo"], &book, &[]);
    let xml = crate::support::zip_part(&book, "xl/worksheets/sheet3.xml");
    let table = read_xlsx(&book, "Таблица");
    let mut links = 0;
    for part in xml.split("<hyperlink ").skip(1) {
        let attr = |name: &str| -> String {
            let at = part.find(&format!("{name}=\"")).expect(name) + name.len() + 2;
            part[at..].split('"').next().unwrap().to_string()
        };
        let location = attr("location");
        let (sheet, cell) = location.split_once('!').expect("sheet!cell");
        assert_eq!(sheet, "'Таблица'");
        let (row, col) = parse_cell(cell);
        let first: String = attr("display").split(' ').next().unwrap().to_string();
        // The column header above the cell is that S; the row is heap 1 = 7.
        assert_eq!(table.get(&(3, col)), Some(&first), "{location}");
        assert_eq!(
            table.get(&(row, 0)).map(String::as_str),
            Some("7"),
            "{location}"
        );
        links += 1;
    }
    assert_eq!(links, 3, "one link per answer");
}
