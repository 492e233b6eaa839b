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
use gametable::game::Game;
use gametable::import::{self, detect, Area, Book};
use gametable::output::write_bytes_atomic;
use gametable::resources;
use gametable::solve::SolveOptions;
use gametable::tr;
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
        .map_err(|e| gametable::i18n::prefixed("--max-memory", e))?;
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
    lang: gametable::exam::wording::Lang,
) -> anyhow::Result<Vec<(String, String, String, bool)>> {
    let parts: Vec<&str> = given.split(';').collect();
    if parts.len() != task.questions.len() {
        let ids: Vec<&str> = task.questions.iter().map(|q| q.id.as_str()).collect();
        anyhow::bail!(tr!(
            lang,
            "check-answers-count",
            given = parts.len(),
            questions = ids.len(),
            ids = ids.join(", ")
        ));
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
        Some(r) => {
            Some(import::parse_range(r).map_err(|e| gametable::i18n::prefixed("--range", e))?)
        }
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
        anyhow::bail!(tr!(a.lang, "check-no-game"));
    }
    if files.is_empty() && a.answers.is_none() {
        anyhow::bail!(tr!(a.lang, "check-nothing-to-check"));
    }
    let a = CheckArgs { files, ..a };
    if a.out.is_some() && !a.class {
        anyhow::bail!(tr!(a.lang, "check-out-needs-class"));
    }
    if a.class && (a.annotate.is_some() || a.answers.is_some()) {
        anyhow::bail!(tr!(a.lang, "check-class-alone"));
    }
    if a.book.is_some() {
        if has_rules(&a.rules) {
            anyhow::bail!(tr!(a.lang, "check-book-no-rules"));
        }
        return super::class::run_book(&a, range);
    }
    if let Some(dest) = &a.annotate {
        if a.files.len() != 1 {
            anyhow::bail!(tr!(a.lang, "check-annotate-one", count = a.files.len()));
        }
        let ext = dest
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if ext != "xlsx" {
            anyhow::bail!(tr!(
                a.lang,
                "check-annotate-xlsx",
                file = dest.display().to_string()
            ));
        }
        let inputs: Vec<&std::path::Path> = a.files.iter().map(|f| f.as_ref()).collect();
        gametable::output::check_outputs(&[("--annotate", dest)], &inputs)?;
    }
    let task = load_task(game_arg.as_deref(), &a.rules, &a.questions)?;
    let game = &task.game;
    if game.heaps > 2 {
        anyhow::bail!(tr!(
            a.lang,
            "check-too-many-heaps",
            game = game_arg.unwrap_or_else(|| tr!(a.lang, "check-the-game")),
            heaps = game.heaps
        ));
    }
    if a.class {
        return super::class::run(&a, &task, range);
    }
    let answers = match &a.answers {
        Some(s) => Some(check_answers(&task, s, a.lang)?),
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
                            let said = format!(
                                "--annotate {}: {}",
                                gametable::visible::path(dest),
                                visible(&super::error_text(&e, a.lang))
                            );
                            eprintln!("gametable: {}", tr!(a.lang, "cli-error", message = said));
                        }
                    }
                }
                // Nothing checked is not a pass.
                if o.counts.checked == 0 {
                    any_error = true;
                    out.flush()?;
                    let said =
                        visible(&tr!(a.lang, "check-nothing-checked", file = &c.file)).into_owned();
                    eprintln!("gametable: {}", tr!(a.lang, "cli-error", message = said));
                }
            }
            Err(e) => {
                any_error = true;
                let msg = super::error_text(&e, a.lang);
                if a.json {
                    docs.push(json!({ "file": file_name(path), "error": msg }));
                }
                out.flush()?;
                eprintln!(
                    "gametable: {}",
                    tr!(a.lang, "cli-error", message = visible(&msg))
                );
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
        let lang = a.lang;
        for (id, given, want, ok) in v {
            let line = if *ok {
                tr!(lang, "check-answer-right", id = id, given = given)
            } else {
                let none = tr!(lang, "check-answer-none");
                let given = if given.is_empty() { &none } else { given };
                tr!(
                    lang,
                    "check-answer-wrong",
                    id = id,
                    given = given,
                    expected = want
                )
            };
            writeln_visible!(out, "{line}")?;
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
    let lang = o.lang;
    let where_ = if c.sheet.is_empty() {
        c.table.area.a1()
    } else {
        tr!(
            lang,
            "check-head-sheet",
            sheet = &c.sheet,
            range = c.table.area.a1()
        )
    };
    let orient = match (&c.table.layout, game.heaps, o.transposed) {
        (detect::Layout::Line { .. }, _, _) => tr!(lang, "check-orient-line"),
        (_, 1, _) => tr!(lang, "check-orient-one-heap"),
        (_, _, false) => tr!(lang, "check-orient-grid"),
        (_, _, true) => tr!(lang, "check-orient-transposed"),
    };
    writeln_visible!(
        out,
        "{}",
        tr!(
            lang,
            "check-head",
            file = &c.file,
            format = c.format.to_string(),
            where = where_,
            layout = c.table.describe(lang),
            orient = orient,
            dialect = o.dialect.describe(lang),
            note = &o.dialect_note
        )
    )?;
    if let Some(note) = &c.note {
        writeln_visible!(
            out,
            "{}",
            tr!(lang, "check-note", file = &c.file, note = note)
        )?;
    }
    if let Some(chosen) = &c.chosen {
        writeln_visible!(
            out,
            "{}",
            tr!(lang, "check-note", file = &c.file, note = chosen)
        )?;
    }
    for p in &o.problems {
        writeln_visible!(out, "{}", p.line(o.lang))?;
    }
    writeln_visible!(out, "{}: {}", c.file, o.summary(strict))?;
    Ok(())
}
