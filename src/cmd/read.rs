//! `gametable read [FILE|-]`: a task's text in, its reading (the template
//! TOML, each key beside its words) and its answers out.

use std::io::{Read, Write};
use std::process::ExitCode;

use anyhow::anyhow;
use gametable::cli::ReadArgs;
use gametable::exam::wording::Lang;
use gametable::i18n::{because, prefixed};
use gametable::msg;
use gametable::read::{self, TaskReport, MAX_TEXT};

pub fn run(a: ReadArgs) -> anyhow::Result<ExitCode> {
    let (name, bytes) = match a.file.as_deref() {
        None => ("-".to_string(), stdin()?),
        Some(p) if p.as_os_str() == "-" => ("-".to_string(), stdin()?),
        Some(p) => {
            let name = p.display().to_string();
            let meta = std::fs::metadata(p).map_err(|e| prefixed(&name, e))?;
            if meta.is_file() && meta.len() > MAX_TEXT {
                let e = read::ReadError::TooLarge(meta.len()).to_msg();
                return Err(anyhow!(msg!("at-file", file = &name, error = e)));
            }
            let bytes = gametable::resources::read_input(p).map_err(|e| prefixed(&name, e))?;
            (name, bytes)
        }
    };
    let tasks = read::read_bytes(&bytes)
        .map_err(|e| anyhow!(msg!("at-file", file = &name, error = e.to_msg())))?;
    let reports = read::reports(&tasks);
    let mut out = super::stdout();
    if a.json {
        serde_json::to_writer_pretty(&mut out, &serde_json::json!({ "tasks": reports }))?;
        writeln!(out)?;
    } else {
        for (i, r) in reports.iter().enumerate() {
            if i > 0 {
                writeln!(out)?;
            }
            write_text(&mut out, r, a.lang)?;
        }
    }
    out.flush()?;
    Ok(if reports.iter().all(|r| r.complete) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Standard input, at most [`MAX_TEXT`] of it.
fn stdin() -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_TEXT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| because(msg!("read-stdin-failed"), e))?;
    if bytes.len() as u64 > MAX_TEXT {
        let e = read::ReadError::TooLarge(bytes.len() as u64).to_msg();
        return Err(anyhow!(msg!("at-file", file = "-", error = e)));
    }
    Ok(bytes)
}

/// One task: a comment line, its template, its answers and what was not
/// read, as comments (one task's output is a template `solve` takes).
fn write_text(out: &mut impl Write, r: &TaskReport, lang: Lang) -> std::io::Result<()> {
    let (task, complete, partial, answers, unread) = match lang {
        Lang::Ru => (
            "Задача",
            "прочитана полностью",
            "прочитана не полностью",
            "Ответы",
            "Не прочитано или не сходится",
        ),
        Lang::En => (
            "Task",
            "read completely",
            "not read completely",
            "Answers",
            "Not read, or not agreeing",
        ),
    };
    let title = r
        .title
        .as_deref()
        .map(|t| format!(" ({t})"))
        .unwrap_or_default();
    writeln!(
        out,
        "# {task} {}{title}: {}",
        r.number,
        if r.complete { complete } else { partial }
    )?;
    write!(out, "{}", r.template)?;
    writeln!(out, "# {answers}:")?;
    for a in &r.answers {
        writeln!(out, "#   {}: {}  ({})", a.id, a.answer, a.query)?;
    }
    if r.answers.is_empty() {
        writeln!(out, "#   —")?;
    }
    if !r.unread.is_empty() {
        writeln!(out, "# {unread}:")?;
        for u in &r.unread {
            writeln!(out, "#   - {}", u.replace('\n', " "))?;
        }
    }
    Ok(())
}
