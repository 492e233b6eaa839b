//! Checking one spreadsheet already read: find its tables (on the sheet
//! asked for, or every sheet, keeping the one that fits the game best), solve
//! the positions it shows, judge every cell. What `gametable check` does per file, and what the web page does
//! with a dropped file.

use crate::check::{self, Dialect, Outcome};
use crate::exam::wording::Lang;
use crate::game::Game;
use crate::import::{detect, Area, Book, Format, Sheet};
use crate::solve::SolveOptions;
use crate::tr;

/// One file's findings.
#[derive(Debug)]
pub struct Checked {
    pub file: String,
    pub format: Format,
    pub note: Option<String>,
    /// Why this sheet, when several had a table.
    pub chosen: Option<String>,
    pub sheet: String,
    /// Which sheet of the book held the table.
    pub sheet_index: usize,
    pub table: detect::Table,
    pub outcome: Outcome,
}

impl Checked {
    /// One file's entry of `gametable check --json`; the web page shows the
    /// same document for a dropped file. Beside the fields, each problem's
    /// `line` and the file's `summary` as the text report words them.
    pub fn to_json(&self, strict: bool) -> serde_json::Value {
        let o = &self.outcome;
        let problems: Vec<serde_json::Value> = o
            .problems
            .iter()
            .map(|p| {
                let mut v = serde_json::json!(p);
                v["line"] = p.line(o.lang).into();
                v
            })
            .collect();
        serde_json::json!({
            "file": self.file,
            "format": self.format,
            "note": self.note,
            "sheet_choice": self.chosen,
            "sheet": self.sheet,
            "table": self.table.area.a1(),
            "layout": self.table.describe(o.lang),
            "transposed": o.transposed,
            "labels": o.dialect,
            "labels_note": o.dialect_note,
            "depth": o.depth,
            "counts": o.counts,
            "summary": format!("{}: {}", self.file, o.summary(strict)),
            "problems": problems,
        })
    }
}

/// How to look for and judge the table.
#[derive(Debug, Clone, Default)]
pub struct CheckOptions<'a> {
    /// Only this sheet (exact name, else ignoring case).
    pub sheet: Option<&'a str>,
    /// Only within this area.
    pub range: Option<Area>,
    /// Read the labels this way instead of detecting it.
    pub labels: Option<Dialect>,
    /// Report unmarked cells too.
    pub strict: bool,
    /// The language of the notes and reasons.
    pub lang: Lang,
}

/// Finds the table of `book` (read from the file `name`) and checks it.
///
/// # Errors
/// No such sheet, no table found (the message says what was looked for and
/// where), merged cells inside the table, no positions, the game cannot be
/// solved for the table, or a cell no reading can hold. Every message
/// starts with `name`.
pub fn check_book(
    game: &Game,
    book: &Book,
    name: &str,
    o: &CheckOptions,
    solve_opts: &SolveOptions,
) -> Result<Checked, String> {
    let grids = game.heaps == 2;
    let lines = game.k_range.is_none();
    let candidates: Vec<usize> = match o.sheet {
        Some(want) => {
            let i = book
                .sheets
                .iter()
                .position(|s| s.name == want)
                .or_else(|| {
                    book.sheets
                        .iter()
                        .position(|s| s.name.to_lowercase() == want.to_lowercase())
                })
                .ok_or_else(|| {
                    // A few names, not thousands on one line.
                    let mut names: Vec<String> = book
                        .sheets
                        .iter()
                        .take(10)
                        .map(|s| format!("'{}'", s.name.escape_debug()))
                        .collect();
                    if book.sheets.len() > 10 {
                        names.push(tr!(
                            o.lang,
                            "check-sheets-in-all",
                            count = book.sheets.len()
                        ));
                    }
                    tr!(
                        o.lang,
                        "check-no-sheet",
                        file = name,
                        sheet = want.escape_debug().to_string(),
                        sheets = names.join(", ")
                    )
                })?;
            vec![i]
        }
        None => (0..book.sheets.len()).collect(),
    };
    // Every sheet with a table is checked; the one that fits the game best
    // (the largest share of right cells, then the most cells) is reported.
    let mut best: Option<(usize, detect::Table, Outcome)> = None;
    let mut tables = 0;
    let mut first_table = None;
    let mut first_error = None;
    for &i in &candidates {
        let sheet = &book.sheets[i];
        let t = detect::find(sheet, o.range, grids, lines)
            .map_err(|e| format!("{name}: {}", e.message(o.lang)))?;
        let Some(table) = t else { continue };
        tables += 1;
        first_table.get_or_insert(i);
        match check_table(game, sheet, &table, o, name, solve_opts) {
            Ok(out) => {
                if best.as_ref().is_none_or(|(_, _, b)| fits_better(&out, b)) {
                    best = Some((i, table, out));
                }
            }
            Err(e) => {
                first_error.get_or_insert(e);
            }
        }
    }
    let Some((si, table, outcome)) = best else {
        if let Some(e) = first_error {
            return Err(e);
        }
        let sheets: Vec<String> = candidates
            .iter()
            .map(|&i| {
                let s = &book.sheets[i];
                if s.name.is_empty() {
                    tr!(o.lang, "check-the-file")
                } else {
                    tr!(o.lang, "check-sheet", sheet = &s.name)
                }
            })
            .collect();
        let what = if grids {
            tr!(o.lang, "check-looked-for-grid")
        } else {
            tr!(o.lang, "check-looked-for-line")
        };
        let merged: Vec<String> = candidates
            .iter()
            .flat_map(|&i| {
                let s = &book.sheets[i];
                s.merged.iter().map(move |m| s.area_name(m))
            })
            .collect();
        let hint = if merged.is_empty() {
            String::new()
        } else {
            tr!(o.lang, "check-merged-hint", cells = merged.join(", "))
        };
        let within = match o.range {
            Some(r) => tr!(o.lang, "check-within", range = r.a1()),
            None => String::new(),
        };
        return Err(tr!(
            o.lang,
            "check-no-table",
            file = name,
            sheets = sheets.join(", "),
            within = within,
            what = what,
            hint = hint
        ));
    };
    let sheet = &book.sheets[si];
    // The first line names the sheet; a note says why when it is not the first.
    let chosen = (first_table != Some(si)).then(|| {
        tr!(
            o.lang,
            "check-sheet-chosen",
            sheet = &sheet.name,
            tables = tables,
            right = outcome.counts.right,
            checked = outcome.counts.checked
        )
    });
    Ok(Checked {
        file: name.to_string(),
        format: book.format,
        note: book.note.as_ref().map(|n| n.message(o.lang)),
        chosen,
        sheet: sheet.name.clone(),
        sheet_index: si,
        table,
        outcome,
    })
}

/// Checks one table found on a sheet.
fn check_table(
    game: &Game,
    sheet: &Sheet,
    table: &detect::Table,
    o: &CheckOptions,
    name: &str,
    solve_opts: &SolveOptions,
) -> Result<Outcome, String> {
    if let Some(m) = sheet.merged.iter().find(|m| m.overlaps(&table.area)) {
        let cell = sheet.area_name(m);
        return Err(tr!(o.lang, "check-merged", file = name, cell = cell));
    }
    let Some(solved) = check::solve_table(game, table, solve_opts) else {
        return Err(tr!(
            o.lang,
            "check-no-positions",
            file = name,
            range = table.area.a1()
        ));
    };
    let sol = solved.map_err(|e| {
        tr!(
            o.lang,
            "check-cannot-solve",
            file = name,
            error = e.message(o.lang)
        )
    })?;
    check::check(game, &sol, sheet, table, o.labels, o.strict, o.lang)
        .map_err(|e| format!("{name}: {}", e.message(o.lang)))
}

/// Whether a table fits the game better than another: a larger share of
/// right cells, then more cells checked.
fn fits_better(a: &Outcome, b: &Outcome) -> bool {
    let share = |o: &Outcome| o.counts.right as f64 / o.counts.checked.max(1) as f64;
    (share(a), a.counts.checked) > (share(b), b.counts.checked)
}
