//! `gametable check GAME --class DIR|FILES… --out class.xlsx`: every
//! student's workbook checked as `check` checks one (the library's
//! [`Class`]), one report written all or nothing. A file that cannot be
//! used is a row with its reason; the run goes on. Exit 0 all right, 1 some
//! cell or answer wrong, 2 some file unusable.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use gametable::check::class::{words, Class, MarkRule, RowResult};
use gametable::cli::CheckArgs;
use gametable::exam::wording::Lang;
use gametable::export::class::{self as class_out, ClassWorkbook};
use gametable::import::{self, Area};
use gametable::output::{commit_all, stage, stage_bytes};
use gametable::resources;
use gametable::solve::{human_bytes, SolveOptions};
use gametable::task::Task;
use gametable::visible::visible;

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
                        skip: Some(format!("{}", std::io::Error::from(e.kind()))),
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
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some("no such file".into()),
            Err(e) => Some(format!("cannot read: {e}")),
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

/// The task's answers, to grade what the students wrote.
fn expected_answers(task: &Task) -> anyhow::Result<Vec<gametable::exam::Answer>> {
    let opts = SolveOptions {
        max_bytes: resources::max_bytes(None).map_err(|e| anyhow!(e))?,
        ..SolveOptions::default()
    };
    let solved =
        gametable::solved::solve_task(task.clone(), &opts, 1000).map_err(|e| anyhow!(e))?;
    Ok(solved.answers)
}

pub fn run(a: &CheckArgs, task: &Task, range: Option<Area>) -> anyhow::Result<ExitCode> {
    let marks = MarkRule::parse(&a.marks).map_err(|e| anyhow!("--marks: {e}"))?;
    let ext = a
        .out
        .as_deref()
        .and_then(Path::extension)
        .map(|e| e.to_string_lossy().to_lowercase());
    match (&a.out, ext.as_deref()) {
        (None, _) if !a.json => bail!(
            "--class: give --out class.xlsx (a row per student, their sheets, a heat map), --out class.csv, or --json"
        ),
        (None, _) | (Some(_), Some("xlsx" | "csv")) => {}
        (Some(p), Some("ods")) => bail!(
            "--out {}: the class report is written as XLSX (LibreOffice opens it) or CSV; ODS is not written yet",
            p.display()
        ),
        (Some(p), _) => bail!(
            "--out {}: expected a file name ending in .xlsx or .csv",
            p.display()
        ),
    }
    if let Some(out) = &a.out {
        gametable::output::refuse_stdout("--out", out, "the class report")?;
        let given: Vec<&Path> = a.files.iter().map(|f| f.as_path()).collect();
        gametable::output::check_outputs(&[("--out", out)], &given)?;
    }
    let game = &task.game;
    let mut class = Class::new(game, expected_answers(task)?, marks, a.lang);
    let list = inputs(&a.files, a.out.as_deref(), a.lang);
    let xlsx = ext.as_deref() == Some("xlsx");
    let mut book = if xlsx {
        Some(ClassWorkbook::new(a.lang)?)
    } else {
        None
    };
    let max_bytes = resources::max_bytes(a.max_memory.as_deref())
        .map_err(|e| gametable::i18n::prefixed("--max-memory", e))?;
    let (how, solve_opts) = super::check::check_options(a, range)?;
    let bar = super::book::progress(list.len() as u64, "files");
    for i in &list {
        let read = match &i.skip {
            Some(why) => Err(why.clone()),
            None => import::read_limited(&i.path, max_bytes).map_err(|e| e.message.message(a.lang)),
        };
        class_out::add_file(
            &mut class,
            book.as_mut(),
            game,
            &i.name,
            read,
            &how,
            &solve_opts,
        )
        .map_err(|e| anyhow!("--out: {e:#}"))?;
        bar.inc(1);
    }
    bar.finish_and_clear();
    let title = task.title(a.lang).to_string();
    let staged = match (&a.out, book) {
        (Some(out), Some(wb)) => {
            let bytes = wb
                .finish(&class, game, &title)
                .map_err(|e| anyhow!("{}: {e:#}", out.display()))?;
            vec![stage_bytes(out, &bytes)?]
        }
        (Some(out), None) => vec![stage(out, |w| class_out::csv(w, &class, a.lang))?],
        (None, _) => Vec::new(),
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
    commit_all(staged)?;
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

/// A line per student: `ivanov.xlsx (Иванов Иван): 97.5 % right (3 wrong of
/// 120); 19: 18 — right; …; mark 5`, or the file's reason.
fn lines(class: &Class, lang: Lang) -> Vec<String> {
    let w = words(lang);
    class
        .rows
        .iter()
        .map(|r| {
            let who = match &r.student {
                Some(s) => format!("{} ({s})", r.file),
                None => r.file.clone(),
            };
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
