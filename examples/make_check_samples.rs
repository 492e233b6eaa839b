//! Writes the hand-made tables of `samples/check/` for the seed game
//! (`ege-2021-demo`): the spreadsheet method's grid (heap 1 down from 7,
//! heap 2 across from 1) marked to depth 2, as a student would, in every
//! dialect, some with planted errors, plus the bad-input catalogue. The ODS
//! (and XLS) copies are made from these by LibreOffice: see
//! `scripts/make_check_samples.sh`, which runs this.
//!
//!     cargo run --example make_check_samples -- samples/check
//!
//! With `--bench GAME.toml DIR` it writes instead a 100 × 100 table (heaps
//! 1..100 both ways, every cell labelled to full depth) for the benchmark
//! of `bench/check_100x100.sh`.

use std::path::{Path, PathBuf};

use gametable::game::{Game, State};
use gametable::solve::{self, Code, Solution, SolveOptions};
use gametable::task::{find_template, parse_template};
use rust_xlsxwriter::{DocProperties, ExcelDateTime, Format, Workbook};

type Res<T> = Result<T, Box<dyn std::error::Error>>;

/// A cell as the student typed it.
#[derive(Clone, Debug)]
enum C {
    Blank,
    Text(String),
    Num(f64),
}

/// A sheet: rows of cells from A1.
type Rows = Vec<Vec<C>>;

const H1: std::ops::RangeInclusive<i64> = 7..=76;
const H2: std::ops::RangeInclusive<i64> = 1..=69;

/// Labels to depth 2, the way the method stops.
fn label(code: Code, dialect: &str) -> C {
    let k = match code {
        Code::Win(k) | Code::Lose(k) if k <= 2 => k,
        _ => return C::Blank,
    };
    let win = matches!(code, Code::Win(_));
    match dialect {
        "vp" => C::Text(format!("{}{k}", if win { "V" } else { "P" })),
        "vp-lower" => C::Text(format!("{}{k}", if win { "v" } else { "p" })),
        "cyrillic" => C::Text(format!("{}{k}", if win { "В" } else { "П" })),
        "petya-vanya" => C::Text(format!("{}{k}", if win { "П" } else { "В" })),
        "wl" => C::Text(format!("{}{k}", if win { "W" } else { "L" })),
        "codes" => C::Num(if win { k as f64 } else { -(k as f64) }),
        "codes-text" => C::Text(if win {
            format!("+{k}")
        } else {
            format!("-{k}")
        }),
        _ => C::Blank,
    }
}

/// The seed grid at A1: corner, heap 2 across row 1, heap 1 down column A.
fn grid(game: &Game, sol: &Solution, dialect: &str, corner: &str) -> Rows {
    let mut rows = Vec::new();
    let mut head = vec![if corner.is_empty() {
        C::Blank
    } else {
        C::Text(corner.into())
    }];
    head.extend(H2.map(|b| C::Num(b as f64)));
    rows.push(head);
    for a in H1 {
        let mut row = vec![C::Num(a as f64)];
        for b in H2 {
            let code = sol.code(&State::of(&[a, b])).unwrap_or(Code::Unknown);
            row.push(label(code, dialect));
        }
        rows.push(row);
        let _ = game;
    }
    rows
}

/// Sets the cell of position (a, b) in a seed grid at A1.
fn plant(rows: &mut Rows, a: i64, b: i64, c: C) {
    rows[(a - 7 + 1) as usize][b as usize] = c;
}

fn t(s: &str) -> C {
    C::Text(s.into())
}

fn xlsx(path: &Path, sheet: &str, rows: &Rows, merge: Option<(u32, u16, u32, u16)>) -> Res<()> {
    let mut wb = Workbook::new();
    wb.set_properties(
        &DocProperties::new().set_creation_datetime(&ExcelDateTime::from_ymd(2021, 1, 1)?),
    );
    let ws = wb.add_worksheet();
    ws.set_name(sheet)?;
    for (r, row) in rows.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            match v {
                C::Blank => {}
                C::Text(s) => {
                    ws.write_string(r as u32, c as u16, s)?;
                }
                C::Num(f) => {
                    ws.write_number(r as u32, c as u16, *f)?;
                }
            }
        }
    }
    if let Some((r1, c1, r2, c2)) = merge {
        ws.merge_range(r1, c1, r2, c2, "V1", &Format::new())?;
    }
    wb.save(path)?;
    Ok(())
}

fn csv(path: &Path, rows: &Rows, delim: u8, bom: bool) -> Res<()> {
    let mut out = Vec::new();
    if bom {
        out.extend_from_slice(b"\xEF\xBB\xBF");
    }
    {
        let mut w = csv::WriterBuilder::new()
            .delimiter(delim)
            .flexible(true)
            .from_writer(&mut out);
        for row in rows {
            let fields: Vec<String> = row
                .iter()
                .map(|v| match v {
                    C::Blank => String::new(),
                    C::Text(s) => s.clone(),
                    C::Num(f) => format!("{f}"),
                })
                .collect();
            w.write_record(&fields)?;
        }
        w.flush()?;
    }
    std::fs::write(path, out)?;
    Ok(())
}

/// A 100 × 100 grid for `game`, every live cell labelled.
fn bench(template: &str, dir: &Path) -> Res<()> {
    let (name, text) = find_template(template)?;
    let (spec, origin) = parse_template(&name, &text)?;
    let game = spec.build(&|k| origin.locate(k))?.game;
    let mut starts = Vec::new();
    for a in 1..=100 {
        for b in 1..=100 {
            starts.push(State::of(&[a, b]));
        }
    }
    let sol = solve::solve(&game, &starts, &SolveOptions::default())?;
    let mut rows: Rows = Vec::new();
    let mut head = vec![t("h1\\h2")];
    head.extend((1..=100).map(|b| C::Num(b as f64)));
    rows.push(head);
    for a in 1..=100 {
        let mut row = vec![C::Num(a as f64)];
        for b in 1..=100 {
            row.push(match sol.code(&State::of(&[a, b])) {
                Some(Code::Win(k)) => C::Text(format!("V{k}")),
                Some(Code::Lose(k)) => C::Text(format!("P{k}")),
                _ => C::Blank,
            });
        }
        rows.push(row);
    }
    // Two planted errors, so the report has lines to write.
    rows[1][1] = t("P1");
    rows[50][50] = t("V1");
    std::fs::create_dir_all(dir)?;
    xlsx(&dir.join("bench-100.xlsx"), "Лист1", &rows, None)?;
    csv(&dir.join("bench-100.csv"), &rows, b';', true)?;
    Ok(())
}

fn main() -> Res<()> {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--bench") {
        let (Some(game), Some(dir)) = (args.get(2), args.get(3)) else {
            return Err("usage: make_check_samples --bench GAME.toml DIR".into());
        };
        return bench(game, Path::new(dir));
    }
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or("samples/check".into()));
    std::fs::create_dir_all(dir.join("bad"))?;
    let (name, text) = find_template("ege-2021-demo")?;
    let (spec, origin) = parse_template(&name, &text)?;
    let task = spec.build(&|k| origin.locate(k))?;
    let game = task.game;
    let mut starts = Vec::new();
    for a in H1 {
        for b in H2 {
            starts.push(State::of(&[a, b]));
        }
    }
    let sol = solve::solve(&game, &starts, &SolveOptions::default())?;

    // Right tables.
    let right = grid(&game, &sol, "vp", "h1\\h2");
    xlsx(&dir.join("correct.xlsx"), "Лист1", &right, None)?;
    csv(&dir.join("correct-semicolon.csv"), &right, b';', true)?;
    xlsx(
        &dir.join("dialect-lowercase.xlsx"),
        "Лист1",
        &grid(&game, &sol, "vp-lower", ""),
        None,
    )?;
    xlsx(
        &dir.join("dialect-cyrillic.xlsx"),
        "Лист1",
        &grid(&game, &sol, "cyrillic", "куча 1 \\ куча 2"),
        None,
    )?;
    // Made into dialect-petya-vanya.ods by LibreOffice.
    xlsx(
        &dir.join("dialect-petya-vanya.xlsx"),
        "Петя и Ваня",
        &grid(&game, &sol, "petya-vanya", ""),
        None,
    )?;
    csv(
        &dir.join("dialect-wl.csv"),
        &grid(&game, &sol, "wl", "h1\\h2"),
        b',',
        false,
    )?;
    let mut codes = grid(&game, &sol, "codes", "");
    // A few codes typed as text with a plus sign.
    for (a, b) in [(7, 31), (7, 34), (8, 30)] {
        plant(&mut codes, a, b, t("+2"));
    }
    xlsx(&dir.join("dialect-codes.xlsx"), "codes", &codes, None)?;

    // Transposed (heap 2 down, heap 1 across), starting at C4, with a title
    // and notes around it.
    let mut tr: Rows = vec![
        vec![
            t("Задача 19–21, демо 2021"),
            C::Blank,
            C::Blank,
            t("Иванов"),
        ],
        vec![],
        vec![],
    ];
    let mut head = vec![C::Blank, C::Blank, t("h2\\h1")];
    head.extend(H1.map(|a| C::Num(a as f64)));
    tr.push(head);
    for b in H2 {
        let mut row = vec![C::Blank, C::Blank, C::Num(b as f64)];
        for a in H1 {
            row.push(label(
                sol.code(&State::of(&[a, b])).unwrap_or(Code::Unknown),
                "vp",
            ));
        }
        tr.push(row);
    }
    tr.push(vec![]);
    tr.push(vec![t("Ответы:"), C::Num(18.0), t("31 34"), C::Num(30.0)]);
    xlsx(&dir.join("layout-transposed.xlsx"), "Лист1", &tr, None)?;

    // One row of S values: the start positions (7, S), tab-separated.
    let mut s_row = vec![t("S")];
    let mut l_row = vec![t("(7, S)")];
    for s in H2 {
        s_row.push(C::Num(s as f64));
        l_row.push(label(
            sol.code(&State::of(&[7, s])).unwrap_or(Code::Unknown),
            "vp",
        ));
    }
    csv(
        &dir.join("layout-line.tsv"),
        &vec![s_row, l_row],
        b'\t',
        false,
    )?;

    // Planted errors (listed in samples/check/PLANTED.md).
    let mut e = right.clone();
    plant(&mut e, 7, 31, t("P2")); // V2: (14, 31) leaves P1
    plant(&mut e, 7, 30, t("V2")); // P2
    plant(&mut e, 8, 34, t("V1")); // P1
    plant(&mut e, 7, 35, t("V2")); // V1: slower
    plant(&mut e, 9, 33, C::Blank); // V2 left blank
    plant(&mut e, 40, 40, t("V1")); // finished
    plant(&mut e, 7, 18, t("P2")); // P10
    plant(&mut e, 10, 5, t("x")); // P10; not a label
    xlsx(&dir.join("errors.xlsx"), "Лист1", &e, None)?;

    let mut pv = grid(&game, &sol, "petya-vanya", "");
    plant(&mut pv, 7, 31, t("В2")); // П2 in this convention: Petya wins
    plant(&mut pv, 7, 33, t("П2")); // В2: Vanya wins
    plant(&mut pv, 20, 20, t("П1")); // (20, 20) is P3 (Vanya): deeper, blank allowed, П1 wrong
    csv(&dir.join("errors-petya-vanya.csv"), &pv, b';', true)?;

    // Bad input.
    std::fs::write(dir.join("bad/empty.xlsx"), b"")?;
    let full = std::fs::read(dir.join("correct.xlsx"))?;
    std::fs::write(dir.join("bad/truncated.xlsx"), &full[..full.len() / 2])?;
    std::fs::write(
        dir.join("bad/picture.png"),
        b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0\x90wS\xde",
    )?;
    let mut h = right.clone();
    h[0][4] = t("x"); // heap 2 = 4 in the header row: E1
    xlsx(&dir.join("bad/header-text.xlsx"), "Лист1", &h, None)?;
    let mut f = grid(&game, &sol, "codes", "");
    plant(&mut f, 7, 31, C::Num(2.5));
    xlsx(&dir.join("bad/fraction.xlsx"), "Лист1", &f, None)?;
    // C3:D3: positions (8, 2) and (8, 3) merged into one cell.
    xlsx(
        &dir.join("bad/merged.xlsx"),
        "Лист1",
        &right,
        Some((2, 2, 2, 3)),
    )?;
    eprintln!("wrote the samples to {}", dir.display());
    Ok(())
}
