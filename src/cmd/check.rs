//! `gametable check GAME FILE...`: read hand-made tables and say, cell by
//! cell, where they are wrong. Each file is reported; a file that cannot be
//! used is named on one line and the others are still checked. Exit 0 when
//! everything is right, 1 when some cell or answer is wrong, 2 when a file
//! (or the game) cannot be used.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::anyhow;
use gametable::check::{self, annotate, Outcome};
use gametable::cli::CheckArgs;
use gametable::game::Game;
use gametable::import::{self, detect, Area, Book, Format};
use gametable::output::write_bytes_atomic;
use gametable::resources;
use gametable::solve::{self, SolveOptions};
use serde_json::json;

use super::solve::{has_rules, is_game, load_task};

/// One file's findings.
struct Checked {
    file: String,
    format: Format,
    note: Option<String>,
    /// Why this sheet, when several had a table.
    chosen: Option<String>,
    sheet: String,
    table: detect::Table,
    outcome: Outcome,
}

fn file_name(p: &Path) -> String {
    p.display().to_string()
}

/// Reads, finds and checks one file.
fn check_file(
    game: &Game,
    path: &Path,
    a: &CheckArgs,
    range: Option<Area>,
) -> anyhow::Result<(Checked, Book, usize)> {
    let name = file_name(path);
    let max_bytes = gametable::resources::max_bytes(a.max_memory.as_deref())
        .map_err(|e| anyhow::anyhow!("--max-memory: {e}"))?;
    let book = import::read_limited(path, max_bytes)?;
    let grids = game.heaps == 2;
    let lines = game.k_range.is_none();
    let candidates: Vec<usize> = match &a.sheet {
        Some(want) => {
            let i = book
                .sheets
                .iter()
                .position(|s| &s.name == want)
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
                        names.push(format!("… {} sheets in all", book.sheets.len()));
                    }
                    anyhow!(
                        "{name}: no sheet '{}' (the sheets: {})",
                        want.escape_debug(),
                        names.join(", ")
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
        let t = detect::find(sheet, range, grids, lines).map_err(|e| anyhow!("{name}: {e}"))?;
        let Some(table) = t else { continue };
        tables += 1;
        first_table.get_or_insert(i);
        match check_table(game, sheet, &table, a, &name) {
            Ok(o) => {
                if best.as_ref().is_none_or(|(_, _, b)| fits_better(&o, b)) {
                    best = Some((i, table, o));
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
                    "the file".to_string()
                } else {
                    format!("sheet '{}'", s.name)
                }
            })
            .collect();
        let what = if grids {
            "a header row and a header column of consecutive heap sizes (like 1 2 3 … across and 7 8 9 … down, or transposed), or a row or column of S values with the labels beside it"
        } else {
            "a row or column of consecutive S values with the labels beside it"
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
            format!(
                "; merged cells at {} may break it: unmerge them",
                merged.join(", ")
            )
        };
        let within = match range {
            Some(r) => format!(" within {}", r.a1()),
            None => String::new(),
        };
        anyhow::bail!(
            "{name}: no table found: looked on {}{within} for {what}{hint}",
            sheets.join(", ")
        );
    };
    let sheet = &book.sheets[si];
    // The first line names the sheet; a note says why when it is not the first.
    let chosen = (first_table != Some(si)).then(|| {
        format!(
            "sheet '{}' chosen: of the {tables} sheets with a table it fits the game best ({} of {} cells right); --sheet NAME picks another",
            sheet.name, outcome.counts.right, outcome.counts.checked
        )
    });
    Ok((
        Checked {
            file: name,
            format: book.format,
            note: book.note.clone(),
            chosen,
            sheet: sheet.name.clone(),
            table,
            outcome,
        },
        book,
        si,
    ))
}

/// Checks one table found on a sheet.
fn check_table(
    game: &Game,
    sheet: &import::Sheet,
    table: &detect::Table,
    a: &CheckArgs,
    name: &str,
) -> anyhow::Result<Outcome> {
    if let Some(m) = sheet.merged.iter().find(|m| m.overlaps(&table.area)) {
        let cell = sheet.area_name(m);
        anyhow::bail!(
            "{name}: {cell}: merged cells inside the table; unmerge them so that every position has its own cell"
        );
    }
    let positions = check::positions(game, table);
    if positions.is_empty() {
        anyhow::bail!("{name}: the table at {} has no positions", table.area.a1());
    }
    let opts = SolveOptions {
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        ..SolveOptions::default()
    };
    let sol = solve::solve(game, &positions, &opts)
        .map_err(|e| anyhow!("{name}: cannot solve the game for this table: {e}"))?;
    check::check(game, &sol, sheet, table, a.labels, a.strict).map_err(|e| anyhow!("{name}: {e}"))
}

/// Whether a table fits the game better than another: a larger share of
/// right cells, then more cells checked.
fn fits_better(a: &Outcome, b: &Outcome) -> bool {
    let share = |o: &Outcome| o.counts.right as f64 / o.counts.checked.max(1) as f64;
    (share(a), a.counts.checked) > (share(b), b.counts.checked)
}

/// The task's answers, against the student's.
fn check_answers(
    task: &gametable::task::Task,
    given: &str,
) -> anyhow::Result<Vec<(String, String, String, bool)>> {
    let parts: Vec<&str> = given.split(';').collect();
    if parts.len() != task.questions.len() {
        let ids: Vec<&str> = task.questions.iter().map(|q| q.id.as_str()).collect();
        anyhow::bail!(
            "--answers: {} answer{} for {} questions ({}); separate them with ';'",
            parts.len(),
            if parts.len() == 1 { "" } else { "s" },
            ids.len(),
            ids.join(", ")
        );
    }
    let opts = SolveOptions {
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        ..SolveOptions::default()
    };
    let solved =
        gametable::solved::solve_task(task.clone(), &opts, 1000).map_err(|e| anyhow!(e))?;
    let norm = |s: &str| -> Vec<String> {
        s.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect()
    };
    let mut out = Vec::new();
    for (ans, given) in solved.answers.iter().zip(parts) {
        let right = norm(given) == norm(&ans.answer);
        out.push((
            ans.id.clone(),
            norm(given).join(" "),
            ans.answer.clone(),
            right,
        ));
    }
    Ok(out)
}

pub fn run(a: CheckArgs) -> anyhow::Result<ExitCode> {
    let range = match &a.range {
        Some(r) => Some(import::parse_range(r).map_err(|e| anyhow!("--range: {e}"))?),
        None => None,
    };
    // With the rules given by flags, the first argument may be a table
    // rather than a game (`check --start 7,S … table.xlsx`).
    let mut files = a.files.clone();
    let game_arg = match a.game.clone() {
        Some(g) if has_rules(&a.rules) && !is_game(&g) => {
            files.insert(0, g.into());
            None
        }
        g => g,
    };
    if game_arg.is_none() && !has_rules(&a.rules) {
        anyhow::bail!(
            "check: no game given: expected GAME (a template name or a TOML file) or its rules as flags (--start, --s, --moves, --end …)"
        );
    }
    if files.is_empty() && a.answers.is_none() {
        anyhow::bail!(
            "check: nothing to check: expected FILE... (tables: XLSX, ODS, CSV …) or --answers '19; 20; 21'"
        );
    }
    let a = CheckArgs { files, ..a };
    if let Some(dest) = &a.annotate {
        if a.files.len() != 1 {
            anyhow::bail!(
                "--annotate writes one annotated copy: give exactly one FILE (got {})",
                a.files.len()
            );
        }
        let ext = dest
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if ext != "xlsx" {
            anyhow::bail!(
                "--annotate {}: the annotated copy is an XLSX workbook; give a file name ending in .xlsx",
                dest.display()
            );
        }
        let inputs: Vec<&std::path::Path> = a.files.iter().map(|f| f.as_ref()).collect();
        gametable::output::check_outputs(&[("--annotate", dest)], &inputs)?;
    }
    let task = load_task(game_arg.as_deref(), &a.rules, &[])?;
    let game = &task.game;
    if game.heaps > 2 {
        anyhow::bail!(
            "{}: check reads one- and two-heap tables; this game has {} heaps",
            game_arg.as_deref().unwrap_or("the game"),
            game.heaps
        );
    }
    let answers = match &a.answers {
        Some(s) => Some(check_answers(&task, s)?),
        None => None,
    };
    let mut out = super::stdout();
    let mut any_wrong = answers
        .as_ref()
        .is_some_and(|v| v.iter().any(|(_, _, _, ok)| !ok));
    let mut any_error = false;
    let mut docs = Vec::new();
    for path in &a.files {
        match check_file(game, path, &a, range) {
            Ok((c, book, si)) => {
                let o = &c.outcome;
                if o.counts.wrong > 0 || (a.strict && o.counts.unmarked > 0) {
                    any_wrong = true;
                }
                if let Some(dest) = &a.annotate {
                    let bytes = annotate::xlsx(&book.sheets[si], &o.problems)
                        .map_err(|e| anyhow!("{}: {e:#}", dest.display()))?;
                    write_bytes_atomic(dest, &bytes)?;
                    eprintln!("gametable: wrote {}", dest.display());
                }
                if a.json {
                    docs.push(json!({
                        "file": c.file,
                        "format": c.format,
                        "note": c.note,
                        "sheet_choice": c.chosen,
                        "sheet": c.sheet,
                        "table": c.table.area.a1(),
                        "layout": c.table.describe(),
                        "transposed": o.transposed,
                        "labels": o.dialect,
                        "labels_note": o.dialect_note,
                        "depth": o.depth,
                        "counts": o.counts,
                        "problems": o.problems,
                    }));
                } else {
                    write_text(&mut out, game, &c, a.strict)?;
                }
                // Nothing checked is not a pass.
                if o.counts.checked == 0 {
                    any_error = true;
                    out.flush()?;
                    eprintln!(
                        "gametable: error: {}: no cell could be checked (no label stands on a position in play): nothing checked is not a pass",
                        c.file
                    );
                }
            }
            Err(e) => {
                any_error = true;
                let msg = format!("{e:#}");
                if a.json {
                    docs.push(json!({ "file": file_name(path), "error": msg }));
                }
                out.flush()?;
                eprintln!("gametable: error: {msg}");
            }
        }
    }
    if a.json {
        let answers_json = answers.as_ref().map(|v| {
            v.iter()
                .map(|(id, given, want, ok)| {
                    json!({"question": id, "given": given, "expected": want, "right": ok})
                })
                .collect::<Vec<_>>()
        });
        let doc = json!({
            "game": task.name,
            "files": docs,
            "answers": answers_json,
            "ok": !any_wrong && !any_error,
        });
        serde_json::to_writer_pretty(&mut out, &doc)?;
        writeln!(out)?;
    } else if let Some(v) = &answers {
        for (id, given, want, ok) in v {
            if *ok {
                writeln!(out, "answer {id}: {given} — right")?;
            } else {
                let given = if given.is_empty() { "(none)" } else { given };
                writeln!(out, "answer {id}: {given} — wrong, expected {want}")?;
            }
        }
    }
    out.flush()?;
    Ok(if any_error {
        ExitCode::from(2)
    } else if any_wrong {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn write_text(out: &mut dyn Write, game: &Game, c: &Checked, strict: bool) -> anyhow::Result<()> {
    let o = &c.outcome;
    let where_ = if c.sheet.is_empty() {
        c.table.area.a1()
    } else {
        format!("sheet '{}', {}", c.sheet, c.table.area.a1())
    };
    let orient = match (&c.table.layout, game.heaps, o.transposed) {
        (detect::Layout::Line { .. }, _, _) => "start positions".to_string(),
        (_, 1, _) => "start positions, S = row + column".to_string(),
        (_, _, false) => "heap 1 down, heap 2 across".to_string(),
        (_, _, true) => "transposed: heap 1 across, heap 2 down".to_string(),
    };
    writeln!(
        out,
        "{}: {} {where_} ({}; {orient}); labels: {} — {}",
        c.file,
        c.format,
        c.table.describe(),
        o.dialect.describe(),
        o.dialect_note
    )?;
    if let Some(note) = &c.note {
        writeln!(out, "{}: note: {note}", c.file)?;
    }
    if let Some(chosen) = &c.chosen {
        writeln!(out, "{}: note: {chosen}", c.file)?;
    }
    for p in &o.problems {
        writeln!(out, "{}", p.line())?;
    }
    let n = &o.counts;
    let unmarked = if n.unmarked > 0 {
        format!(
            ", {} unmarked (deeper than {}: {})",
            n.unmarked,
            o.depth,
            if strict { "reported" } else { "allowed" }
        )
    } else {
        String::new()
    };
    let finished = if n.finished > 0 {
        format!(", {} finished positions skipped", n.finished)
    } else {
        String::new()
    };
    let undecided = if n.undecided > 0 {
        format!(", {} undecided", n.undecided)
    } else {
        String::new()
    };
    writeln!(
        out,
        "{}: {} cells checked: {} right, {} wrong{unmarked}{finished}{undecided}",
        c.file, n.checked, n.right, n.wrong
    )?;
    Ok(())
}
