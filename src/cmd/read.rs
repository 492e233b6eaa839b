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
use gametable::tr;

pub fn run(a: ReadArgs) -> anyhow::Result<ExitCode> {
    let (name, bytes) = match a.file.as_deref() {
        None => ("-".to_string(), stdin(a.lang)?),
        Some(p) if p.as_os_str() == "-" => ("-".to_string(), stdin(a.lang)?),
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
    let reports = read::reports(&tasks, a.lang);
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
fn stdin(lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_TEXT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| because(msg!("read-stdin-failed"), e))?;
    if bytes.len() as u64 > MAX_TEXT {
        let e = read::ReadError::TooLarge(bytes.len() as u64);
        return Err(anyhow!("-: {}", e.message(lang)));
    }
    Ok(bytes)
}

/// One task: a comment line, its template, its answers and what was not
/// read, as comments (one task's output is a template `solve` takes).
fn write_text(out: &mut impl Write, r: &TaskReport, lang: Lang) -> std::io::Result<()> {
    let title = r
        .title
        .as_deref()
        .map(|t| format!(" ({t})"))
        .unwrap_or_default();
    let number = r.number.as_str();
    let head = if r.complete {
        tr!(lang, "read-task-complete", number = number, title = title)
    } else {
        tr!(lang, "read-task-partial", number = number, title = title)
    };
    writeln!(out, "{head}")?;
    write!(out, "{}", r.template)?;
    writeln!(out, "{}", tr!(lang, "read-answers"))?;
    for a in &r.answers {
        let line = tr!(
            lang,
            "read-answer-line",
            id = a.id.as_str(),
            answer = a.answer.as_str(),
            query = a.query.as_str()
        );
        writeln!(out, "{line}")?;
    }
    if r.answers.is_empty() {
        writeln!(out, "#   —")?;
    }
    if !r.unread.is_empty() {
        writeln!(out, "{}", tr!(lang, "read-unread-head"))?;
        for u in &r.unread {
            writeln!(out, "#   - {}", u.replace('\n', " "))?;
        }
    }
    Ok(())
}
