//! `check --class`: a class of students' workbooks generated here from the
//! seed game's right table (samples/check/correct-semicolon.csv), each
//! with mistakes planted where the test knows them, in every format the
//! project reads (XLSX and ODS written here, CSV in UTF-8 and Windows-1251,
//! the committed XLS and XLSB samples), grids moved, a merged title row,
//! names and answers typed beside the grid; two broken files.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::Path;

use crate::support::{gametable, outcome, repo, tmp};
use gametable::check::class::Class;

/// The right table: rows of cells as text (header row and column included).
fn truth() -> Vec<Vec<String>> {
    let mut r = csv::ReaderBuilder::new()
        .delimiter(b';')
        .has_headers(false)
        .from_path(repo("samples/check/correct-semicolon.csv"))
        .expect("the right table");
    r.records()
        .map(|rec| {
            rec.expect("a row")
                .iter()
                .map(|s| s.trim_start_matches('\u{feff}').to_string())
                .collect()
        })
        .collect()
}

/// A mistake a student makes, at grid cell (i, j) (header row/column 0).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Mistake {
    /// V1 where P1 belongs (or P1 where V1 does).
    WinLoss,
    /// The label of the row below copied up.
    OffByOneRow,
    /// V2 ↔ P2: the label for the wrong player.
    WrongPlayer,
    /// Left blank where a label belongs.
    Empty,
}

/// A tiny deterministic generator (no dependency).
pub(crate) struct Lcg(pub(crate) u64);
impl Lcg {
    pub(crate) fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Plants `count` mistakes of `kinds` on a copy of `t`: the grid cells
/// changed (each truly wrong: its new text differs from the right label).
pub(crate) fn plant(
    t: &[Vec<String>],
    kinds: &[Mistake],
    count: usize,
    seed: u64,
) -> (Vec<Vec<String>>, BTreeSet<(usize, usize)>) {
    let mut g = t.to_vec();
    let mut done = BTreeSet::new();
    let mut rng = Lcg(seed);
    let (h, w) = (t.len(), t[0].len());
    let mut tries = 0;
    while done.len() < count && tries < 1_000_000 {
        tries += 1;
        let (i, j) = (1 + rng.next(h - 2), 1 + rng.next(w - 1));
        if done.contains(&(i, j)) || done.contains(&(i + 1, j)) {
            continue;
        }
        let right = t[i][j].as_str();
        let new = match kinds[rng.next(kinds.len())] {
            Mistake::WinLoss => match right {
                "P1" => "V1".to_string(),
                "V1" => "P1".to_string(),
                _ => continue,
            },
            Mistake::OffByOneRow => {
                let below = t[i + 1][j].as_str();
                if right.is_empty() || below.is_empty() || below == right {
                    continue;
                }
                below.to_string()
            }
            Mistake::WrongPlayer => match right {
                "V2" => "P2".to_string(),
                "P2" => "V2".to_string(),
                _ => continue,
            },
            Mistake::Empty => match right {
                "V1" | "P1" => String::new(),
                _ => continue,
            },
        };
        g[i][j] = new;
        done.insert((i, j));
    }
    assert_eq!(done.len(), count, "planted");
    (g, done)
}

/// One student's sheet: a title row, the name, the grid at (top, left),
/// answers typed to the right of the grid.
pub(crate) struct Student {
    /// The sheet's first line (merged over the first cells in XLSX).
    pub(crate) title: String,
    pub(crate) name: String,
    pub(crate) grid: Vec<Vec<String>>,
    pub(crate) top: usize,
    pub(crate) left: usize,
    pub(crate) answers: [Option<String>; 3],
    /// How the answers' labels are written: `19` or `Задание 19`.
    pub(crate) answer_label: &'static str,
}

impl Student {
    /// The cells: (row, col, text), numbers where the text is one.
    fn cells(&self) -> Vec<(usize, usize, String)> {
        let mut out = vec![
            (0, 0, self.title.clone()),
            (1, 0, "ФИО:".to_string()),
            (1, 1, self.name.clone()),
        ];
        for (i, row) in self.grid.iter().enumerate() {
            for (j, v) in row.iter().enumerate() {
                if !v.is_empty() {
                    out.push((self.top + i, self.left + j, v.clone()));
                }
            }
        }
        let c = self.left + self.grid[0].len() + 2;
        for (k, a) in self.answers.iter().enumerate() {
            let id = 19 + k;
            out.push((
                self.top + 2 + 2 * k,
                c,
                format!("{}{id}", self.answer_label),
            ));
            if let Some(a) = a {
                out.push((self.top + 2 + 2 * k, c + 1, a.clone()));
            }
        }
        out
    }

    fn rows(&self) -> Vec<Vec<String>> {
        let cells = self.cells();
        let h = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
        let w = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
        let mut g = vec![vec![String::new(); w]; h];
        for (r, c, v) in cells {
            g[r][c] = v;
        }
        g
    }
}

pub(crate) fn write_xlsx(s: &Student, path: &Path) {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    let f = rust_xlsxwriter::Format::new().set_bold();
    // The answers' labels («19») are typed as text.
    let label_col = s.left + s.grid[0].len() + 2;
    for (r, c, v) in s.cells() {
        let (r, c) = (r as u32, c as u16);
        if r == 0 {
            // The title over merged cells, as teachers' templates have it.
            ws.merge_range(0, 0, 0, 8, &v, &f).expect("merge");
        } else if let (Ok(n), false) = (v.parse::<f64>(), c as usize == label_col) {
            ws.write_number(r, c, n).expect("number");
        } else {
            ws.write_string(r, c, &v).expect("text");
        }
    }
    wb.save(path).expect("xlsx");
}

/// A minimal ODS (what LibreOffice needs: the mimetype first, content.xml,
/// the manifest), written here.
pub(crate) fn write_ods(s: &Student, path: &Path) {
    let esc = |t: &str| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    };
    let mut body = String::new();
    for row in s.rows() {
        body.push_str("<table:table-row>");
        for v in row {
            if v.is_empty() {
                body.push_str("<table:table-cell/>");
            } else if let Ok(n) = v.parse::<f64>() {
                body.push_str(&format!(
                    "<table:table-cell office:value-type=\"float\" office:value=\"{n}\"><text:p>{n}</text:p></table:table-cell>"
                ));
            } else {
                body.push_str(&format!(
                    "<table:table-cell office:value-type=\"string\"><text:p>{}</text:p></table:table-cell>",
                    esc(&v)
                ));
            }
        }
        body.push_str("</table:table-row>");
    }
    let content = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:spreadsheet><table:table table:name="Лист1">{body}</table:table></office:spreadsheet></office:body></office:document-content>"#
    );
    let manifest = r#"<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>"#;
    let f = std::fs::File::create(path).expect("ods");
    let mut z = zip::ZipWriter::new(f);
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    z.start_file("mimetype", stored).expect("zip");
    z.write_all(b"application/vnd.oasis.opendocument.spreadsheet")
        .expect("zip");
    z.start_file("content.xml", stored).expect("zip");
    z.write_all(content.as_bytes()).expect("zip");
    z.start_file("META-INF/manifest.xml", stored).expect("zip");
    z.write_all(manifest.as_bytes()).expect("zip");
    z.finish().expect("zip");
}

/// Windows-1251 for the text these files hold (ASCII and Russian letters).
fn cp1251(s: &str) -> Vec<u8> {
    s.chars()
        .map(|c| match c as u32 {
            0..=0x7F => c as u8,
            0x410..=0x44F => (c as u32 - 0x410 + 0xC0) as u8,
            0x401 => 0xA8,
            0x451 => 0xB8,
            _ => b'?',
        })
        .collect()
}

pub(crate) fn csv_text(s: &Student, cyrillic: bool) -> String {
    let mut out = String::new();
    for row in s.rows() {
        let row: Vec<String> = row
            .into_iter()
            .map(|v| {
                if cyrillic {
                    v.replace('V', "В").replace('P', "П")
                } else {
                    v
                }
            })
            .collect();
        out.push_str(&row.join(";"));
        out.push_str("\r\n");
    }
    out
}

/// What the test planted for one student.
struct Planted {
    file: String,
    name: Option<String>,
    /// Sheet cells (0-based row, col) planted wrong.
    wrong: BTreeSet<(usize, usize)>,
    /// The positions planted wrong (heap 1, heap 2).
    positions: Vec<(i64, i64)>,
    answers_right: [bool; 3],
}

const ANSWERS: [&str; 3] = ["18", "31 34", "30"];

/// Writes the class into `dir`; returns what was planted per file, and
/// the broken files.
fn make_class(dir: &Path) -> (Vec<Planted>, Vec<String>) {
    let t = truth();
    let all = [
        Mistake::WinLoss,
        Mistake::OffByOneRow,
        Mistake::WrongPlayer,
        Mistake::Empty,
    ];
    let mut planted = Vec::new();
    for n in 0..26 {
        // Most make a few mistakes; three make many (blanks), for the marks.
        let (kinds, count): (&[Mistake], usize) = match n {
            7 => (&[Mistake::Empty], 120),
            8 => (&[Mistake::Empty], 450),
            9 => (&[Mistake::Empty], 900),
            n => (&all, n % 5),
        };
        let (grid, cells) = plant(&t, kinds, count, 1000 + n as u64);
        let answers = [
            (n % 3 != 0)
                .then(|| ANSWERS[0].to_string())
                .or(Some("17".into())),
            Some(
                if n % 4 == 0 {
                    "31, 34"
                } else if n % 4 == 1 {
                    "34 31"
                } else {
                    "31 34"
                }
                .to_string(),
            ),
            (n % 5 != 0).then(|| ANSWERS[2].to_string()),
        ];
        let answers_right = [n % 3 != 0, n % 4 != 1, n % 5 != 0];
        let (top, left) = (3 + n % 3, n % 4);
        let name = format!("Ученик {n:02}");
        let (ext, label) = match n % 4 {
            0 => ("xlsx", ""),
            1 => ("ods", "Ответ "),
            2 => ("csv", "Задание "),
            _ => ("1251.csv", "Задание "),
        };
        let s = Student {
            title: "Практическая работа: таблица Пети и Вани".to_string(),
            name: name.clone(),
            grid,
            top,
            left,
            answers: answers.clone(),
            answer_label: label,
        };
        let file = format!("student{n:02}.{ext}");
        let path = dir.join(&file);
        match ext {
            "xlsx" => write_xlsx(&s, &path),
            "ods" => write_ods(&s, &path),
            "csv" => std::fs::write(&path, csv_text(&s, false)).expect("csv"),
            _ => std::fs::write(&path, cp1251(&csv_text(&s, true))).expect("csv"),
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
        planted.push(Planted {
            file,
            name: Some(name),
            wrong: cells.iter().map(|&(i, j)| (top + i, left + j)).collect(),
            positions,
            answers_right,
        });
    }
    // The committed XLS and XLSB samples: right tables, no name, no answers.
    for f in ["dialect-codes.xls", "correct.xlsb"] {
        std::fs::copy(repo(&format!("samples/check/{f}")), dir.join(f)).expect("copy");
        planted.push(Planted {
            file: f.to_string(),
            name: None,
            wrong: BTreeSet::new(),
            positions: Vec::new(),
            answers_right: [false; 3],
        });
    }
    // Two broken files: an empty one and a workbook cut short.
    std::fs::write(dir.join("broken-empty.xlsx"), b"").expect("empty");
    let whole = std::fs::read(dir.join("student00.xlsx")).expect("xlsx");
    std::fs::write(dir.join("broken-cut.xlsx"), &whole[..whole.len() / 2]).expect("cut");
    (
        planted,
        vec!["broken-cut.xlsx".into(), "broken-empty.xlsx".into()],
    )
}

/// A heat map as the JSON report gives it (the class's, or a variant's):
/// (heap 1, heap 2) → students wrong there.
pub(crate) fn heat_of(doc: &serde_json::Value) -> BTreeMap<(i64, i64), usize> {
    doc["heat"]
        .as_array()
        .expect("heat")
        .iter()
        .map(|h| {
            (
                (
                    h["position"][0].as_i64().unwrap_or(0),
                    h["position"][1].as_i64().unwrap_or(0),
                ),
                h["wrong"].as_u64().unwrap_or(0) as usize,
            )
        })
        .collect()
}

fn run_class(dir: &Path, out: &Path, lang: &str) -> (i32, serde_json::Value, String) {
    let (code, stdout, stderr) = outcome(gametable().args([
        "check",
        "ege-2021-demo",
        "--class",
        dir.to_str().unwrap_or(""),
        "--out",
        out.to_str().unwrap_or(""),
        "--json",
        "--lang",
        lang,
    ]));
    let doc =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("JSON: {e}: {stdout} {stderr}"));
    (code, doc, stderr)
}

#[test]
fn a_class_of_thirty_files_is_checked_cell_by_cell_with_marks_and_a_heat_map() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    let (planted, broken) = make_class(&class);
    assert_eq!(planted.len() + broken.len(), 30);
    // The report is written inside the folder read: it is not a student.
    let out = class.join("class.xlsx");
    let (code, doc, stderr) = run_class(&class, &out, "en");
    assert_eq!(code, 2, "broken files: exit 2; {stderr}");
    assert!(stderr.contains("wrote"), "{stderr}");
    let rows = doc["students"].as_array().expect("rows");
    assert_eq!(rows.len(), 30, "a row per file, nothing lost");
    let by_file: BTreeMap<&str, &serde_json::Value> = rows
        .iter()
        .map(|r| (r["file"].as_str().unwrap_or(""), r))
        .collect();
    for b in &broken {
        let e = by_file[b.as_str()]["error"].as_str().unwrap_or("");
        assert!(
            !e.is_empty() && !e.contains('\n'),
            "{b}: one-line reason: {e}"
        );
    }
    assert!(by_file["broken-empty.xlsx"]["error"]
        .as_str()
        .is_some_and(|e| e.contains("empty")));
    let rule = |p: f64| match p {
        p if p >= 95.0 => "5",
        p if p >= 80.0 => "4",
        p if p >= 60.0 => "3",
        _ => "2",
    };
    let mut marks = BTreeSet::new();
    let mut heat: BTreeMap<(i64, i64), usize> = BTreeMap::new();
    for p in &planted {
        let row = by_file[p.file.as_str()];
        let table = &row["table"];
        assert!(table.is_object(), "{}: checked: {row}", p.file);
        let found: BTreeSet<(usize, usize)> = table["problems"]
            .as_array()
            .expect("problems")
            .iter()
            .map(|x| {
                (
                    x["row"].as_u64().unwrap_or(0) as usize,
                    x["col"].as_u64().unwrap_or(0) as usize,
                )
            })
            .collect();
        assert_eq!(
            found, p.wrong,
            "{}: every planted cell, nothing else",
            p.file
        );
        assert_eq!(
            table["counts"]["wrong"].as_u64(),
            Some(p.wrong.len() as u64),
            "{}",
            p.file
        );
        let checked = table["counts"]["checked"].as_f64().unwrap_or(0.0);
        let right = table["counts"]["right"].as_f64().unwrap_or(0.0);
        let mark = row["mark"].as_str().unwrap_or("");
        assert_eq!(mark, rule(100.0 * right / checked), "{}", p.file);
        marks.insert(mark.to_string());
        assert_eq!(row["student"].as_str(), p.name.as_deref(), "{}", p.file);
        let answers = row["answers"].as_array().expect("answers");
        assert_eq!(answers.len(), 3);
        for (k, a) in answers.iter().enumerate() {
            assert_eq!(
                a["right"].as_bool(),
                Some(p.answers_right[k]),
                "{}: answer {}: {a}",
                p.file,
                19 + k
            );
        }
        for &pos in &p.positions {
            *heat.entry(pos).or_default() += 1;
        }
    }
    assert_eq!(
        marks,
        ["2", "3", "4", "5"].map(String::from).into(),
        "every mark given"
    );
    let reported = heat_of(&doc);
    assert_eq!(reported, heat, "the heat map counts the planted cells");
    let missed = doc["most_missed"].as_array().expect("top five");
    assert_eq!(missed.len(), 5);
    let most = heat.values().max().copied().unwrap_or(0);
    assert_eq!(missed[0]["wrong"].as_u64(), Some(most as u64));
    assert!(missed[0]["reason"].as_str().is_some_and(|r| !r.is_empty()));

    // LibreOffice opens the workbook; its heat map holds the same counts.
    let (counted, sheets) = heat_read_by_libreoffice(&out, "Heat map");
    assert_eq!(counted, heat, "LibreOffice reads the planted counts");
    assert!(
        sheets.len() >= 2 + planted.len(),
        "a sheet per student: {:?}",
        sheets.keys()
    );
}

/// The heat map's counts as LibreOffice reads the class workbook (XLSX or
/// ODS), and its sheets' CSV files by name.
fn heat_read_by_libreoffice(
    out: &Path,
    sheet: &str,
) -> (
    BTreeMap<(i64, i64), usize>,
    BTreeMap<String, std::path::PathBuf>,
) {
    crate::xlsx::require_libreoffice();
    let sheets = crate::office::recalc_sheets(out);
    let heat_csv = sheets.get(sheet).expect("a heat map sheet");
    let grid: Vec<Vec<String>> = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_path(heat_csv)
        .expect("csv")
        .records()
        .map(|r| r.expect("row").iter().map(str::to_string).collect())
        .collect();
    let head = grid
        .iter()
        .position(|r| r.first().is_some_and(|c| c.starts_with("heap 1")))
        .expect("the grid's header row");
    let mut counted: BTreeMap<(i64, i64), usize> = BTreeMap::new();
    for r in &grid[head + 1..] {
        let Some(Ok(h1)) = r.first().map(|c| c.parse::<i64>()) else {
            continue;
        };
        for (j, v) in r.iter().enumerate().skip(1) {
            if let (Ok(n), Some(Ok(h2))) = (
                v.parse::<usize>(),
                grid[head].get(j).map(|c| c.parse::<i64>()),
            ) {
                counted.insert((h1, h2), n);
            }
        }
    }
    (counted, sheets)
}

#[test]
fn the_class_report_as_ods_opens_in_libreoffice_with_the_planted_counts() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    let (planted, _) = make_class(&class);
    let out = d.path().join("class.ods");
    let (code, doc, stderr) = run_class(&class, &out, "en");
    assert_eq!(code, 2, "{stderr}");
    let mut heat: BTreeMap<(i64, i64), usize> = BTreeMap::new();
    for p in &planted {
        for &pos in &p.positions {
            *heat.entry(pos).or_default() += 1;
        }
    }
    let (counted, sheets) = heat_read_by_libreoffice(&out, "Heat map");
    assert_eq!(
        counted, heat,
        "LibreOffice reads the planted counts from the ODS"
    );
    let checked = doc["students"]
        .as_array()
        .expect("rows")
        .iter()
        .filter(|r| r["table"].is_object())
        .count();
    assert_eq!(
        sheets.len(),
        2 + checked,
        "the class, the heat map, a sheet per student: {:?}",
        sheets.keys()
    );
    // The class's rows as LibreOffice shows them: every file, and the
    // wrong count of each checked one.
    let rows: Vec<Vec<String>> = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_path(&sheets["Class"])
        .expect("csv")
        .records()
        .map(|r| r.expect("row").iter().map(str::to_string).collect())
        .collect();
    for p in &planted {
        let r = rows
            .iter()
            .find(|r| r.first() == Some(&p.file))
            .unwrap_or_else(|| panic!("{}: a row", p.file));
        assert_eq!(r[3], p.wrong.len().to_string(), "{}", p.file);
    }
    // A student's sheet: the wrong cells carry their reason.
    let content = crate::support::zip_part(&out, "content.xml");
    let notes = content.matches("<office:annotation>").count();
    let wrong: usize = planted.iter().map(|p| p.wrong.len()).sum();
    assert_eq!(notes, wrong, "a comment on every wrong cell");
}

#[test]
fn the_class_report_speaks_russian_and_writes_csv() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    make_class(&class);
    let out = d.path().join("class.csv");
    let (code, stdout, stderr) = outcome(gametable().args([
        "check",
        "ege-2021-demo",
        "--class",
        class.to_str().unwrap_or(""),
        "--out",
        out.to_str().unwrap_or(""),
        "--marks",
        "5:99,4:90,3:50",
        "--lang",
        "ru",
    ]));
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.contains("student01.ods (Ученик 01): "), "{stdout}");
    assert!(stdout.contains("оценка"), "{stdout}");
    assert_eq!(stdout.lines().count(), 30, "a line per file: {stdout}");
    let text = std::fs::read_to_string(&out).expect("csv");
    assert!(text.starts_with("\u{feff}Файл;Ученик;"), "{text}");
    assert_eq!(text.lines().count(), 31);
}

/// Bad input: each is a row or one clear line, and nothing is lost.
#[test]
fn bad_input_is_a_row_or_one_line() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    // A file of 1 GB (sparse: it takes no disk).
    let big = std::fs::File::create(class.join("huge.xlsx")).expect("file");
    big.set_len(1 << 30).expect("truncate");
    // A loop of symbolic links, and a link to nothing.
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("loop-b.csv", class.join("loop-a.csv")).expect("link");
        std::os::unix::fs::symlink("loop-a.csv", class.join("loop-b.csv")).expect("link");
        std::os::unix::fs::symlink("gone.csv", class.join("dangling.csv")).expect("link");
        // Unreadable without permissions: a pipe, which would block a read
        // forever (root reads files whatever their mode).
        let fifo = class.join("pipe.csv");
        let c = std::ffi::CString::new(fifo.to_str().unwrap_or("")).expect("path");
        // SAFETY: a valid C string; mkfifo only creates the node.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    }
    std::fs::create_dir(class.join("sub")).expect("subfolder");
    std::fs::copy(repo("samples/check/correct.xlsx"), class.join("good.xlsx")).expect("copy");
    // The output named inside the folder, already there from a last run.
    let out = class.join("class.csv");
    std::fs::write(&out, "old report").expect("old");
    let (code, doc, stderr) = run_class(&class, &out, "en");
    assert_eq!(code, 2, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let rows = doc["students"].as_array().expect("rows");
    let reason = |f: &str| {
        rows.iter()
            .find(|r| r["file"] == f)
            .and_then(|r| r["error"].as_str())
            .unwrap_or_else(|| panic!("{f}: a row with a reason: {doc}"))
            .to_string()
    };
    assert!(
        reason("huge.xlsx").contains("larger than"),
        "{}",
        reason("huge.xlsx")
    );
    assert!(
        reason("loop-a.csv").contains("symbolic links"),
        "{}",
        reason("loop-a.csv")
    );
    assert!(reason("dangling.csv").contains("no such file"));
    assert!(reason("pipe.csv").contains("not a regular file"));
    assert!(reason("sub").contains("folder"));
    assert!(reason("class.csv").contains("class report being written"));
    let good = rows
        .iter()
        .find(|r| r["file"] == "good.xlsx")
        .expect("good");
    assert_eq!(good["mark"], "5");
    assert_eq!(rows.len(), 8, "a row per entry: {doc}");
    let text = std::fs::read_to_string(&out).expect("written");
    assert!(
        text.contains("good.xlsx"),
        "the new report replaced the old"
    );
}

/// A folder of 10 000 empty files: a row each, the run goes on.
#[test]
fn ten_thousand_empty_files_are_ten_thousand_rows() {
    let d = tmp();
    for i in 0..10_000 {
        std::fs::write(d.path().join(format!("{i:05}.xlsx")), b"").expect("empty");
    }
    let out = d.path().join("class.xlsx");
    let (code, doc, stderr) = run_class(d.path(), &out, "en");
    assert_eq!(code, 2, "{stderr}");
    let rows = doc["students"].as_array().expect("rows");
    assert_eq!(rows.len(), 10_000);
    assert!(rows
        .iter()
        .all(|r| r["error"].as_str().is_some_and(|e| e.contains("empty"))));
    assert!(out.is_file());
}

#[test]
fn class_flags_are_checked_before_any_work() {
    let d = tmp();
    let err = crate::support::one_line_err(&[
        "check",
        "ege-2021-demo",
        "--class",
        d.path().to_str().unwrap_or(""),
        "--lang",
        "en",
    ]);
    assert!(err.contains("--out"), "{err}");
    let pdf = d.path().join("c.pdf");
    let err = crate::support::one_line_err(&[
        "check",
        "ege-2021-demo",
        "--class",
        d.path().to_str().unwrap_or(""),
        "--out",
        pdf.to_str().unwrap_or(""),
    ]);
    assert!(err.contains(".xlsx, .ods or .csv"), "{err}");
    let out = d.path().join("c.xlsx");
    let err = crate::support::one_line_err(&[
        "check",
        "ege-2021-demo",
        "--class",
        d.path().to_str().unwrap_or(""),
        "--out",
        out.to_str().unwrap_or(""),
        "--marks",
        "5-95",
    ]);
    assert!(err.contains("--marks"), "{err}");
}

/// The class of three sample files (a table with wrong cells, a right one
/// in ODS, a CSV with wrong cells) written into `wb` through the library,
/// as the command and the page add each file.
fn sample_class(wb: &mut dyn gametable::export::class::StudentSheets) -> Class {
    use gametable::check::class::MarkRule;
    use gametable::check::file::CheckOptions;
    use gametable::exam::wording::Lang;
    use gametable::export::class::add_file;
    use gametable::solve::SolveOptions;
    let (name, text) = gametable::task::find_template("ege-2021-demo").expect("the seed game");
    let (spec, origin) = gametable::task::parse_template(&name, &text).expect("parsed");
    let task = spec.build(&|k| origin.locate(k)).expect("built");
    let solved = gametable::solved::solve_task(task.clone(), &SolveOptions::default(), 1000)
        .expect("solved");
    let game = &task.game;
    let mut class = Class::new(
        game,
        solved.answers.clone(),
        MarkRule::parse("5:95,4:80,3:60").expect("rule"),
        Lang::Ru,
    );
    let how = CheckOptions {
        lang: Lang::Ru,
        ..CheckOptions::default()
    };
    for f in ["errors.xlsx", "correct.ods", "errors-petya-vanya.csv"] {
        let path = repo(&format!("samples/check/{f}"));
        let read = gametable::import::read_bytes(&path, &std::fs::read(&path).expect("sample"))
            .map_err(|e| e.to_string());
        add_file(
            &mut class,
            Some(wb),
            game,
            f,
            read,
            &how,
            &SolveOptions::default(),
        )
        .expect("added");
    }
    class
}

/// Every sheet of a workbook as the project's reader reads it: its name
/// and its cells as shown.
fn sheets_read(name: &str, bytes: &[u8]) -> Vec<(String, Vec<Vec<String>>)> {
    let book = gametable::import::read_bytes(Path::new(name), bytes).expect("read");
    book.sheets
        .iter()
        .map(|s| {
            let cells: Vec<Vec<String>> = s
                .rows()
                .map(|r| r.iter().map(|v| v.shown()).collect())
                .collect();
            (s.name.clone(), cells)
        })
        .collect()
}

/// The XLSX and the ODS class workbooks are written by hand, each its own
/// way: they hold the same sheets and cells.
#[test]
fn the_class_workbook_as_xlsx_and_ods_holds_the_same_sheets_and_cells() {
    use gametable::exam::wording::Lang;
    use gametable::export::class::ClassWorkbook;
    use gametable::export::class_ods::ClassOds;
    let mut xlsx = ClassWorkbook::new(Lang::Ru).expect("xlsx");
    let class = sample_class(&mut xlsx);
    let game = class.groups[0].game.clone();
    let xlsx = xlsx.finish(&class, &game, "класс").expect("written");
    let mut ods = ClassOds::new(Lang::Ru).expect("ods");
    let class = sample_class(&mut ods);
    let ods = ods
        .finish(&class, "класс", std::io::Cursor::new(Vec::new()))
        .expect("written")
        .into_inner();
    let (a, b) = (sheets_read("c.xlsx", &xlsx), sheets_read("c.ods", &ods));
    assert_eq!(a.len(), 5, "the class, the heat map, a sheet per student");
    assert_eq!(a, b, "the same sheets and cells");
    assert!(
        a[2].1.iter().flatten().any(|c| c == "P2"),
        "the student's table is on their sheet"
    );
}

/// The parts of a zip (a workbook): each part's name and text.
fn parts(bytes: &[u8]) -> BTreeMap<String, String> {
    let mut z = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("zip");
    (0..z.len())
        .map(|i| {
            let mut f = z.by_index(i).expect("part");
            let mut s = String::new();
            std::io::Read::read_to_string(&mut f, &mut s).expect("utf-8");
            (f.name().expect("name").to_string(), s)
        })
        .collect()
}

/// The `(attribute a, attribute b)` pairs of every `<tag …/>` in `xml`.
fn pairs(xml: &str, tag: &str, a: &str, b: &str) -> BTreeSet<(String, String)> {
    let attr = |el: &str, name: &str| {
        let key = format!(" {name}=\"");
        el.find(&key)
            .map(|i| {
                let v = &el[i + key.len()..];
                v[..v.find('"').unwrap_or(v.len())].to_string()
            })
            .unwrap_or_default()
    };
    xml.split(&format!("<{tag} "))
        .skip(1)
        .map(|el| {
            let el = format!(" {}", &el[..el.find('>').unwrap_or(el.len())]);
            (attr(&el, a), attr(&el, b))
        })
        .collect()
}

/// The class workbook is written by hand; Excel wants the package
/// rust_xlsxwriter writes for the same content — the same parts, content
/// types and relationships (less the theme and the shared strings, which a
/// workbook of inline strings and explicit fonts does without) — and
/// notes where rust_xlsxwriter puts them.
#[test]
fn the_class_xlsx_has_the_parts_rust_xlsxwriter_writes_for_the_same_content() {
    use gametable::exam::wording::Lang;
    use gametable::export::class::ClassWorkbook;
    use rust_xlsxwriter::{Note, Url, Workbook};
    let mut wb = ClassWorkbook::new(Lang::Ru).expect("xlsx");
    let class = sample_class(&mut wb);
    let game = class.groups[0].game.clone();
    let ours = parts(&wb.finish(&class, &game, "класс").expect("written"));
    // The same sheets, links and notes through rust_xlsxwriter.
    let mut theirs = Workbook::new();
    let first = theirs.add_worksheet();
    first.set_name("Класс").expect("name");
    first
        .write_url(4, 9, Url::new("internal:'1. errors'!A1"))
        .expect("link");
    first.set_freeze_panes(4, 0).expect("panes");
    theirs
        .add_worksheet()
        .set_name("Тепловая карта")
        .expect("name");
    for (i, row) in class.rows.iter().enumerate() {
        let ws = theirs.add_worksheet();
        ws.set_name(format!("{}. s", i + 1)).expect("name");
        ws.write_url(0, 6, Url::new("internal:'Класс'!A1"))
            .expect("link");
        for p in &row.table().expect("checked").problems {
            ws.write_string(3 + p.row as u32, p.col as u16, &p.found)
                .expect("cell");
            ws.insert_note(3 + p.row as u32, p.col as u16, &Note::new("why"))
                .expect("note");
        }
    }
    let theirs = parts(&theirs.save_to_buffer().expect("saved"));
    let without = |m: &BTreeMap<String, String>| -> BTreeSet<String> {
        m.keys()
            .filter(|k| !k.contains("theme") && !k.contains("sharedStrings"))
            .cloned()
            .collect()
    };
    assert_eq!(without(&ours), without(&theirs), "the same parts");
    let types = |m: &BTreeMap<String, String>| {
        let mut t = pairs(
            &m["[Content_Types].xml"],
            "Override",
            "PartName",
            "ContentType",
        );
        t.extend(pairs(
            &m["[Content_Types].xml"],
            "Default",
            "Extension",
            "ContentType",
        ));
        t.retain(|(p, _)| !p.contains("theme") && !p.contains("sharedStrings"));
        t
    };
    assert_eq!(types(&ours), types(&theirs), "the same content types");
    for (name, text) in &ours {
        if name.ends_with(".rels") {
            let mut want = pairs(&theirs[name], "Relationship", "Type", "Target");
            want.retain(|(_, t)| !t.contains("theme") && !t.contains("sharedStrings"));
            assert_eq!(
                pairs(text, "Relationship", "Type", "Target"),
                want,
                "{name}: the same relationships"
            );
        }
    }
    // The notes' boxes where rust_xlsxwriter draws them (its note size).
    let anchors = |m: &BTreeMap<String, String>| -> Vec<String> {
        m["xl/drawings/vmlDrawing1.vml"]
            .split("<x:Anchor>")
            .skip(1)
            .map(|a| {
                a[..a.find('<').unwrap_or(0)]
                    .split(", ")
                    .take(4)
                    .collect::<Vec<_>>()
                    .join(", ")
            })
            .collect()
    };
    assert_eq!(anchors(&ours), anchors(&theirs), "the notes' corners");
    assert!(ours["xl/worksheets/sheet3.xml"].contains(r#"<legacyDrawing r:id="rId1"/>"#));
    assert!(ours["xl/worksheets/sheet1.xml"].contains(r#"<hyperlink ref="J5" location="&apos;1. "#));
}

/// A class of a hundred files under a limit of 64 open files: the
/// students' sheets wait in one spool, not in a temporary file each (a
/// thousand-file class would otherwise near the usual limit of 1024).
#[test]
fn a_hundred_files_take_few_open_files() {
    let d = tmp();
    let class = d.path().join("class");
    std::fs::create_dir(&class).expect("folder");
    for i in 0..100 {
        std::fs::copy(
            repo("samples/check/errors.xlsx"),
            class.join(format!("s{i:03}.xlsx")),
        )
        .expect("copy");
    }
    let bin = assert_cmd::cargo::cargo_bin("gametable");
    for ext in ["xlsx", "ods"] {
        let out = d.path().join(format!("class.{ext}"));
        let run = std::process::Command::new("sh")
            .args(["-c", r#"ulimit -n 64 && exec "$0" "$@""#])
            .arg(&bin)
            .args([
                "check",
                "ege-2021-demo",
                "--lang",
                "en",
                "--json",
                "--class",
            ])
            .arg(&class)
            .arg("--out")
            .arg(&out)
            .env("LANG", "C")
            .output()
            .expect("sh runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(1), "{ext}: {stderr}");
        let doc: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
        let rows = doc["students"].as_array().expect("rows");
        assert_eq!(rows.len(), 100, "{ext}");
        assert!(
            rows.iter().all(|r| r["table"].is_object()),
            "{ext}: {stderr}"
        );
        let sheets = sheets_read(&format!("c.{ext}"), &std::fs::read(&out).expect("written"));
        assert_eq!(
            sheets.len(),
            102,
            "{ext}: the class, the heat map, 100 students"
        );
    }
}
