//! `gametable book VARIANTS --out book.xlsx`: an answer book for many
//! variants — the key first, the statements, then a sheet per variant.

use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use gametable::book::{self, statement, variants};
use gametable::cli::BookArgs;
use gametable::export::book::{self as book_out, BookOptions};
use gametable::export::book_doc;
use gametable::msg;
use gametable::output::{commit_all, stage_bytes};
use gametable::solve::SolveOptions;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress bar on a terminal; hidden when stderr is not one.
pub fn progress(len: u64, what: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{msg:>10} [{bar:40}] {pos}/{len} ({eta})") {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(what.to_string());
    bar
}

/// The folder of an output file must exist: checked before any work.
pub fn run(a: BookArgs) -> anyhow::Result<ExitCode> {
    // Validate first, then work.
    let ext = |p: &Path| {
        p.extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default()
    };
    // The book: a workbook, or a document without the grids.
    let doc = book_doc::DocFormat::of_extension(&ext(&a.out));
    if doc.is_none() && ext(&a.out) != "xlsx" {
        bail!(gametable::tr!(
            a.lang,
            "book-out-format",
            file = gametable::visible::path(&a.out)
        ));
    }
    let mut outputs = vec![("--out", a.out.as_path())];
    if let Some(p) = &a.csv {
        outputs.push(("--csv", p));
    }
    if let Some(p) = &a.statements {
        outputs.push(("--statements", p));
    }
    gametable::output::check_outputs(&outputs, &[&a.variants])?;
    let span = gametable::timing::span("read");
    let (mut list, note) = variants::read_noted(&a.variants).map_err(|e| anyhow!(e))?;
    drop(span);
    if let Some(note) = note {
        let note = gametable::tr!(a.lang, "note", note = note);
        eprintln!("gametable: {}", gametable::visible::visible(&note));
    }
    // A variant the file does not name is titled by its number.
    let words = statement::words(a.lang);
    for v in list.iter_mut().filter(|v| !v.named) {
        v.task.name = words.fill("title.variant", &[("n", &v.number.to_string())]);
    }
    let n = list.len() as u64;
    // A document's tasks read from their text are counted as tasks.
    let read_from_text = list.iter().any(|v| v.reading.is_some());
    // Two phases, each counting variants: "solving k/n", then "sheets k/n".
    let bar = progress(n, &gametable::tr!(a.lang, "progress-solving"));
    let opts = SolveOptions {
        max_positions: a.max_positions,
        max_bytes: gametable::resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        ..SolveOptions::default()
    };
    let threads = std::thread::available_parallelism().map_or(1, |c| c.get().min(2));
    let span = gametable::timing::span("solve");
    let entries =
        book::solve_all(list, &opts, a.open_span, threads, &|| bar.inc(1)).map_err(|e| {
            anyhow!(msg!(
                "at-file",
                file = a.variants.display().to_string(),
                error = e
            ))
        })?;
    drop(span);
    // A big variant's sheet is streamed through a temporary file, open until
    // the book is saved: refused now if the system allows too few.
    let grids = doc.is_none() && !a.no_grids;
    if grids {
        gametable::open_files::make_room(book_out::streamed_sheets(&entries))
            .map_err(|e| anyhow!(e))?;
    }
    let statements: Vec<_> = entries
        .iter()
        .map(|e| statement::statement(e.number, &e.solved, a.lang))
        .collect();
    if grids {
        bar.set_position(0);
        bar.set_message(gametable::tr!(a.lang, "progress-sheets"));
    }
    let o = BookOptions {
        lang: a.lang,
        grids,
        trees: !a.no_trees,
        labels: a.labels,
        threads,
    };
    // Everything is built in memory before any file is written.
    let span = gametable::timing::span("workbook");
    let bytes = match doc {
        Some(format) => book_doc::document(&entries, &statements, a.lang, format),
        None => book_out::workbook(&entries, &statements, &o, &|| bar.inc(1)),
    }
    .map_err(|e| {
        let out = format!("--out {}", gametable::visible::path(&a.out));
        gametable::i18n::prefixed(&out, e)
    })?;
    drop(span);
    let key = match &a.csv {
        Some(_) => {
            let mut buf = Vec::new();
            book_out::write_key_csv(&mut buf, &entries, a.lang)?;
            Some(buf)
        }
        None => None,
    };
    let text = a
        .statements
        .as_ref()
        .map(|p| statement::render(&statements, a.lang, ext(p) == "md"));
    bar.finish_and_clear();
    // All or nothing: every file is written in full before any is renamed.
    let span = gametable::timing::span("write");
    let book = stage_bytes(&a.out, &bytes)?;
    let key = match (&a.csv, key) {
        (Some(p), Some(buf)) => Some(stage_bytes(p, &buf)?),
        _ => None,
    };
    let statements = match (&a.statements, text) {
        (Some(p), Some(t)) => Some(stage_bytes(p, t.as_bytes())?),
        _ => None,
    };
    book.commit()?;
    drop(span);
    let count = if read_from_text {
        gametable::tr!(a.lang, "book-count-tasks", count = entries.len())
    } else {
        gametable::exam::wording::variants(entries.len() as u64, a.lang)
    };
    // `gametable: wrote FILE` as every command announces a file; the count
    // in the book's language.
    gametable::output::announce_written(&a.out, Some(&count), a.lang);
    commit_all(key.into_iter().chain(statements).collect(), a.lang)?;
    Ok(ExitCode::SUCCESS)
}
