//! `gametable check GAME FILE...`: read hand-made tables and say, cell by
//! cell, where they are wrong. Each file is reported; a file that cannot be
//! used is named on one line and the others are still checked. Exit 0 when
//! everything is right, 1 when some cell or answer is wrong, 2 when a file
//! (or the game) cannot be used.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use anyhow::anyhow;
use gametable::check::annotate;
use gametable::check::file::{self, CheckOptions, Checked};
use gametable::cli::CheckArgs;
use gametable::exam::wording::Lang;
use gametable::game::Game;
use gametable::import::{self, detect, Area, Book};
use gametable::output::write_bytes_atomic;
use gametable::resources;
use gametable::solve::SolveOptions;
use gametable::visible::visible;
use serde_json::json;

use super::solve::{has_rules, is_game, load_task};

/// `writeln!` with control characters escaped: file names, sheet names
/// and cells are the user's, and may hold a terminal's escape sequences.
macro_rules! writeln_visible {
    ($out:expr, $($arg:tt)*) => {
        writeln!($out, "{}", visible(&format!($($arg)*)))
    };
}

fn file_name(p: &Path) -> String {
    p.display().to_string()
}

/// Reads one file and checks it (the library's [`file::check_book`]).
fn check_file(
    game: &Game,
    path: &Path,
    a: &CheckArgs,
    range: Option<Area>,
) -> anyhow::Result<(Checked, Book)> {
    let name = file_name(path);
    let max_bytes = gametable::resources::max_bytes(a.max_memory.as_deref())
        .map_err(|e| anyhow::anyhow!("--max-memory: {e}"))?;
    let book = import::read_limited(path, max_bytes)?;
    let (how, opts) = check_options(a, range)?;
    let checked = file::check_book(game, &book, &name, &how, &opts).map_err(|e| anyhow!(e))?;
    Ok((checked, book))
}

/// How each table is looked for and judged, and the game solved to judge
/// it: as big as the memory limit allows (no count of positions), so a
/// table too big is refused saying what it would need. One file's check
/// and each of a class's take the same.
pub(super) fn check_options(
    a: &CheckArgs,
    range: Option<Area>,
) -> anyhow::Result<(CheckOptions<'_>, SolveOptions)> {
    let opts = SolveOptions {
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        max_positions: usize::MAX,
        ..SolveOptions::default()
    };
    let how = CheckOptions {
        sheet: a.sheet.as_deref(),
        range,
        labels: a.labels,
        strict: a.strict,
        lang: a.lang,
    };
    Ok((how, opts))
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
    let answers = super::class::expected_answers(task)?;
    let norm = gametable::check::class::answer_words;
    let mut out = Vec::new();
    for (ans, given) in answers.iter().zip(parts) {
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
        // With a book each file's game is its variant's: no GAME.
        Some(g) if a.book.is_some() => {
            if is_game(&g) && !Path::new(&g).is_dir() {
                anyhow::bail!(
                    "--book gives each file the game of its variant: leave out GAME ('{g}')"
                );
            }
            files.insert(0, g.into());
            None
        }
        Some(g) if has_rules(&a.rules) && !is_game(&g) => {
            files.insert(0, g.into());
            None
        }
        g => g,
    };
    if game_arg.is_none() && !has_rules(&a.rules) && a.book.is_none() {
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
    if a.out.is_some() && !a.class {
        anyhow::bail!(
            "--out writes a class report: add --class (the annotated copy of one table: --annotate OUT.xlsx)"
        );
    }
    if a.class && (a.annotate.is_some() || a.answers.is_some()) {
        anyhow::bail!(
            "--class reads each student's answers from the workbook and annotates every table in the class report: leave out --annotate and --answers"
        );
    }
    if a.book.is_some() {
        if has_rules(&a.rules) {
            anyhow::bail!(
                "--book gives each file the game of its variant: leave out the rules' flags (--start, --moves …)"
            );
        }
        return super::class::run_book(&a, range);
    }
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
    let task = load_task(game_arg.as_deref(), &a.rules, &a.questions)?;
    let game = &task.game;
    if game.heaps > 2 {
        anyhow::bail!(
            "{}: check reads one- and two-heap tables; this game has {} heaps",
            game_arg.as_deref().unwrap_or("the game"),
            game.heaps
        );
    }
    if a.class {
        return super::class::run(&a, &task, range);
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
            Ok((c, book)) => {
                let o = &c.outcome;
                if o.counts.wrong > 0 || (a.strict && o.counts.unmarked > 0) {
                    any_wrong = true;
                }
                if a.json {
                    docs.push(c.to_json(a.strict));
                } else {
                    write_text(&mut out, game, &c, a.strict)?;
                }
                // The report stands whatever becomes of the annotated copy:
                // a copy that cannot be written is an error of its own.
                if let Some(dest) = &a.annotate {
                    let written = annotate::xlsx(&book.sheets[c.sheet_index], &o.problems, o.lang)
                        .and_then(|bytes| write_bytes_atomic(dest, &bytes));
                    match written {
                        Ok(()) => eprintln!("gametable: wrote {}", gametable::visible::path(dest)),
                        Err(e) => {
                            any_error = true;
                            out.flush()?;
                            eprintln!(
                                "gametable: error: --annotate {}: {}",
                                gametable::visible::path(dest),
                                visible(&format!("{e:#}"))
                            );
                        }
                    }
                }
                // Nothing checked is not a pass.
                if o.counts.checked == 0 {
                    any_error = true;
                    out.flush()?;
                    eprintln!(
                        "gametable: error: {}: no cell could be checked (no label stands on a position in play): nothing checked is not a pass",
                        visible(&c.file)
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
                eprintln!("gametable: error: {}", visible(&msg));
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
        let ru = a.lang == Lang::Ru;
        for (id, given, want, ok) in v {
            match (*ok, ru) {
                (true, false) => writeln_visible!(out, "answer {id}: {given} — right")?,
                (true, true) => writeln_visible!(out, "ответ {id}: {given} — верно")?,
                (false, _) => {
                    let none = if ru { "(нет)" } else { "(none)" };
                    let given = if given.is_empty() { none } else { given };
                    if ru {
                        writeln_visible!(out, "ответ {id}: {given} — неверно, ожидалось {want}")?;
                    } else {
                        writeln_visible!(out, "answer {id}: {given} — wrong, expected {want}")?;
                    }
                }
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
    writeln_visible!(
        out,
        "{}: {} {where_} ({}; {orient}); labels: {} — {}",
        c.file,
        c.format,
        c.table.describe(),
        o.dialect.describe(),
        o.dialect_note
    )?;
    if let Some(note) = &c.note {
        writeln_visible!(out, "{}: note: {note}", c.file)?;
    }
    if let Some(chosen) = &c.chosen {
        writeln_visible!(out, "{}: note: {chosen}", c.file)?;
    }
    for p in &o.problems {
        writeln_visible!(out, "{}", p.line(o.lang))?;
    }
    writeln_visible!(out, "{}: {}", c.file, o.summary(strict))?;
    Ok(())
}
