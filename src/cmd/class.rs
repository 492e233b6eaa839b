//! `gametable check GAME --class DIR|FILES… --out class.xlsx`: every
//! student's workbook checked as `check` checks one (the library's
//! [`Class`]), one report written all or nothing. A file that cannot be
//! used is a row with its reason; the run goes on. Exit 0 all right, 1 some
//! cell or answer wrong, 2 some file unusable.

use std::io::{Seek, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use gametable::book::variants;
use gametable::check::class::{words, Class, Group, MarkRule, RowResult};
use gametable::check::printed::TaskFacts;
use gametable::check::variant::{NamePattern, VariantKey};
use gametable::cli::CheckArgs;
use gametable::exam::wording::Lang;
use gametable::export::class::{self as class_out, ClassWorkbook, StudentSheets};
use gametable::export::class_ods::ClassOds;
use gametable::i18n::{because, prefixed};
use gametable::import::{self, Area};
use gametable::output::{commit_all, stage, Staged};
use gametable::resources;
use gametable::solve::{human_bytes, SolveOptions};
use gametable::task::Task;
use gametable::visible::visible;
use gametable::{msg, tr};

/// No student's workbook is this big (a 1000 × 1000 table in XLSX is about
/// 10 MiB): a larger file is a row, not read.
const MAX_FILE_BYTES: u64 = 100 << 20;

/// One input: a file to read, or why it is not read.
struct Input {
    /// As shown in the report: the path given, or the file's name in the
    /// folder given.
    name: String,
    path: PathBuf,
    skip: Option<String>,
}

/// The files of the class: each FILE, and the entries of each folder (not
/// its subfolders), in name order. Nothing is opened: a pipe would block.
fn inputs(args: &[PathBuf], out: Option<&Path>, lang: Lang) -> Vec<Input> {
    let w = words(lang);
    let out_id = out.and_then(|p| std::fs::canonicalize(p).ok());
    let mut list = Vec::new();
    for a in args {
        if a.is_dir() {
            let mut entries: Vec<PathBuf> = match std::fs::read_dir(a) {
                Ok(rd) => rd.flatten().map(|e| e.path()).collect(),
                Err(e) => {
                    list.push(Input {
                        name: a.display().to_string(),
                        path: a.clone(),
                        skip: Some(format!("{}: {}", w.cannot_read, system_says(&e, lang))),
                    });
                    continue;
                }
            };
            entries.sort();
            for p in entries {
                let name = p.file_name().map_or_else(
                    || p.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                // A temporary file of this or another gametable run.
                if name.starts_with(".gametable-") && name.ends_with(".tmp") {
                    continue;
                }
                list.push(Input {
                    name,
                    path: p,
                    skip: None,
                });
            }
        } else {
            list.push(Input {
                name: a.display().to_string(),
                path: a.clone(),
                skip: None,
            });
        }
    }
    for i in &mut list {
        if i.skip.is_some() {
            continue;
        }
        i.skip = match std::fs::metadata(&i.path) {
            // A dangling link, a loop of links, no permission: the system says.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some(w.no_such_file.into()),
            Err(e) => Some(format!("{}: {}", w.cannot_read, system_says(&e, lang))),
            Ok(m) if m.is_dir() => Some(w.folder.into()),
            Ok(m) if !m.is_file() => Some(w.not_regular.into()),
            Ok(m) if m.len() > MAX_FILE_BYTES => {
                Some(format!("{}: {}", human_bytes(m.len()), w.too_large))
            }
            Ok(_) if out_id.is_some() && std::fs::canonicalize(&i.path).ok() == out_id => {
                Some(w.own_output.into())
            }
            Ok(_) => None,
        };
    }
    list
}

/// What the system said of a file it would not open, in `lang` for the
/// common cases (no permission, a loop of links), else as it said it.
fn system_says(e: &std::io::Error, lang: Lang) -> String {
    #[cfg(unix)]
    const ELOOP: i32 = libc::ELOOP;
    #[cfg(not(unix))]
    const ELOOP: i32 = -1;
    match (e.kind(), e.raw_os_error()) {
        (std::io::ErrorKind::PermissionDenied, _) => gametable::tr!(lang, "class-no-permission"),
        (_, Some(ELOOP)) => gametable::tr!(lang, "class-link-loop"),
        _ => e.to_string(),
    }
}

/// The task's answers, to grade what the students wrote.
pub(super) fn expected_answers(task: &Task) -> anyhow::Result<Vec<gametable::exam::Answer>> {
    let opts = SolveOptions {
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        ..SolveOptions::default()
    };
    let solved =
        gametable::solved::solve_task(task.clone(), &opts, 1000).map_err(|e| anyhow!(e))?;
    Ok(solved.answers)
}

/// The class report's kind, from `--out`'s extension (or `--json` alone).
#[derive(Clone, Copy, PartialEq)]
enum OutKind {
    Xlsx,
    Ods,
    Csv,
    None,
}

/// Checks the flags of a class run before any work: the report's kind,
/// and that it overwrites none of the files read.
fn out_kind(a: &CheckArgs, also_read: &[&Path]) -> anyhow::Result<OutKind> {
    let ext = a
        .out
        .as_deref()
        .and_then(Path::extension)
        .map(|e| e.to_string_lossy().to_lowercase());
    let kind = match (&a.out, ext.as_deref()) {
        (None, _) if !a.json => bail!(msg!("class-no-out")),
        (None, _) => OutKind::None,
        (Some(_), Some("xlsx")) => OutKind::Xlsx,
        (Some(_), Some("ods")) => OutKind::Ods,
        (Some(_), Some("csv")) => OutKind::Csv,
        (Some(p), _) => bail!(msg!("class-out-kind", file = p.display().to_string())),
    };
    if let Some(out) = &a.out {
        gametable::output::refuse_stdout("--out", out, msg!("out-what-class-report"))?;
        let mut given: Vec<&Path> = a.files.iter().map(|f| f.as_path()).collect();
        given.extend(also_read);
        gametable::output::check_outputs(&[("--out", out)], &given)?;
    }
    Ok(kind)
}

/// A class against one game: `check GAME --class …`.
pub fn run(a: &CheckArgs, task: &Task, range: Option<Area>) -> anyhow::Result<ExitCode> {
    let marks = MarkRule::parse(&a.marks).map_err(|e| prefixed("--marks", e))?;
    let kind = out_kind(a, &[])?;
    let game = &task.game;
    let class = Class::new(game, expected_answers(task)?, marks, a.lang);
    let title = task.title(a.lang).to_string();
    run_class(
        a,
        class,
        kind,
        &title,
        range,
        &|class, wb, name, read, how, opts| {
            class_out::add_file(class, wb, game, name, read, how, opts)
        },
    )
}

/// A class against a book's variants: `check --class … --book VARIANTS`,
/// each file checked against its own variant.
pub fn run_book(a: &CheckArgs, range: Option<Area>) -> anyhow::Result<ExitCode> {
    let marks = MarkRule::parse(&a.marks).map_err(|e| prefixed("--marks", e))?;
    let book_path = a.book.as_deref().unwrap_or(Path::new(""));
    let pattern = match &a.name_pattern {
        Some(p) => Some(NamePattern::parse(p).map_err(|e| prefixed("--match", e))?),
        None => None,
    };
    let kind = out_kind(a, &[book_path])?;
    let (list, note) = variants::read_noted(book_path).map_err(|e| anyhow!(e))?;
    if let Some(note) = note {
        let note = gametable::tr!(a.lang, "note", note = note);
        eprintln!("gametable: {}", visible(&note));
    }
    if let Some(v) = list.iter().find(|v| v.task.game.heaps > 2) {
        let game = msg!(
            "variants-variant",
            file = book_path.display().to_string(),
            number = v.number
        );
        bail!(tr!(
            a.lang,
            "check-too-many-heaps",
            game = game,
            heaps = v.task.game.heaps
        ));
    }
    let keys: Vec<VariantKey> = list
        .iter()
        .map(|v| VariantKey {
            number: v.number,
            name: v.named.then(|| v.task.name.clone()),
            task: TaskFacts::of_game(&v.task.game),
        })
        .collect();
    let opts = SolveOptions {
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        ..SolveOptions::default()
    };
    let threads = std::thread::available_parallelism().map_or(1, |c| c.get().min(2));
    let entries = gametable::book::solve_all(list, &opts, 1000, threads, &|| {}).map_err(|e| {
        anyhow!(msg!(
            "at-file",
            file = book_path.display().to_string(),
            error = e
        ))
    })?;
    let groups = entries
        .into_iter()
        .zip(keys)
        .map(|(e, k)| Group::new(Some(k), &e.solved.task.game, e.solved.answers))
        .collect();
    let class = Class::of_groups(groups, marks, a.lang);
    let title = book_path.file_name().map_or_else(
        || book_path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    run_class(
        a,
        class,
        kind,
        &title,
        range,
        &|class, wb, name, read, how, opts| {
            class_out::add_variant_file(class, wb, name, read, pattern.as_ref(), how, opts)
        },
    )
}

/// Adds one file (read, or why not) to the class and its workbook.
type AddFile<'a> = dyn Fn(
        &mut Class,
        Option<&mut dyn StudentSheets>,
        &str,
        Result<import::Book, String>,
        &gametable::check::file::CheckOptions,
        &SolveOptions,
    ) -> anyhow::Result<()>
    + 'a;

/// Reads every file of the class, adds each (`add`), writes the report
/// all or nothing, and prints a line per student (or the JSON).
fn run_class(
    a: &CheckArgs,
    mut class: Class,
    kind: OutKind,
    title: &str,
    range: Option<Area>,
    add: &AddFile<'_>,
) -> anyhow::Result<ExitCode> {
    let list = inputs(&a.files, a.out.as_deref(), a.lang);
    let mut xlsx = match kind {
        OutKind::Xlsx => Some(ClassWorkbook::new(a.lang)?),
        _ => None,
    };
    let mut ods = match kind {
        OutKind::Ods => Some(ClassOds::new(a.lang)?),
        _ => None,
    };
    let max_bytes = resources::max_bytes(a.max_memory.as_deref())
        .map_err(|e| gametable::i18n::prefixed("--max-memory", e))?;
    let (how, solve_opts) = super::check::check_options(a, range)?;
    let bar = super::book::progress(list.len() as u64, &gametable::tr!(a.lang, "progress-files"));
    for i in &list {
        let read = match &i.skip {
            Some(why) => Err(why.clone()),
            None => import::read_limited(&i.path, max_bytes).map_err(|e| e.message.message(a.lang)),
        };
        let sheets: Option<&mut dyn StudentSheets> = match (&mut xlsx, &mut ods) {
            (Some(x), _) => Some(x),
            (_, Some(o)) => Some(o),
            _ => None,
        };
        add(&mut class, sheets, &i.name, read, &how, &solve_opts)
            .map_err(|e| gametable::i18n::prefixed("--out", e))?;
        bar.inc(1);
    }
    bar.finish_and_clear();
    let game = &class.groups[0].game;
    let staged = match (&a.out, xlsx, ods) {
        (Some(out), Some(wb), _) => vec![assemble(out, |t| wb.finish_to(&class, title, t))?],
        (Some(out), None, Some(o)) => vec![assemble(out, |t| o.finish(&class, title, t))?],
        (Some(out), None, None) => vec![stage(out, |w| class_out::csv(w, &class, a.lang))?],
        (None, _, _) => Vec::new(),
    };
    let mut stdout = super::stdout();
    if a.json {
        serde_json::to_writer_pretty(&mut stdout, &class.to_json(game))?;
        writeln!(stdout)?;
    } else {
        for line in lines(&class, a.lang) {
            writeln!(stdout, "{}", visible(&line))?;
        }
    }
    stdout.flush()?;
    commit_all(staged, a.lang)?;
    let any_error = class
        .rows
        .iter()
        .any(|r| matches!(r.result, RowResult::Error(_)));
    let any_wrong = class.rows.iter().any(|r| {
        r.table().is_some_and(|t| t.counts.wrong > 0) || r.answers.iter().any(|g| !g.right)
    });
    Ok(if any_error {
        ExitCode::from(2)
    } else if any_wrong {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// A workbook put together in a temporary file (`fill`), then staged to
/// `out`: its bytes are never all in memory.
fn assemble(
    out: &Path,
    fill: impl FnOnce(std::fs::File) -> anyhow::Result<std::fs::File>,
) -> anyhow::Result<Staged> {
    let tmp = tempfile::tempfile().map_err(|e| {
        let folder = std::env::temp_dir().display().to_string();
        because(msg!("class-temp-file", folder = folder), e)
    })?;
    let mut f =
        fill(tmp).map_err(|e| gametable::i18n::prefixed(&gametable::visible::path(out), e))?;
    f.rewind()?;
    stage(out, |w| {
        std::io::copy(&mut f, w)?;
        Ok(())
    })
}

/// A line per student: `ivanov.xlsx (Иванов Иван): 97.5 % right (3 wrong of
/// 120); 19: 18 — right; …; mark 5`, or the file's reason.
fn lines(class: &Class, lang: Lang) -> Vec<String> {
    let w = words(lang);
    class
        .rows
        .iter()
        .map(|r| {
            let mut who = match &r.student {
                Some(s) => format!("{} ({s})", r.file),
                None => r.file.clone(),
            };
            if let Some(v) = &r.variant {
                who = format!("{who} [{}]", v.said);
            }
            match &r.result {
                RowResult::Error(e) => format!("{who}: {}: {e}", w.not_used),
                RowResult::Table(t) => {
                    let mut parts = vec![format!(
                        "{:.1} {} ({} {}, {} {})",
                        t.percent,
                        w.percent,
                        w.wrong.to_lowercase(),
                        t.counts.wrong,
                        w.checked.to_lowercase(),
                        t.counts.checked
                    )];
                    parts.extend(
                        r.answers
                            .iter()
                            .map(|g| format!("{}: {}", g.question, g.shown(lang))),
                    );
                    if let Some(m) = &r.mark {
                        parts.push(format!("{} {m}", w.mark.to_lowercase()));
                    }
                    format!("{who}: {}", parts.join("; "))
                }
            }
        })
        .collect()
}
