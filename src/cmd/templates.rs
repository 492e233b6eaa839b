//! `gametable templates`: the built-in templates, one line each.

use std::io::Write;
use std::process::ExitCode;

use anyhow::bail;
use gametable::cli::TemplatesArgs;
use gametable::task::{parse_template, TEMPLATES};

pub fn run(a: TemplatesArgs) -> anyhow::Result<ExitCode> {
    let mut out = super::stdout();
    if let Some(name) = a.show {
        let Some((_, text)) = TEMPLATES
            .iter()
            .find(|(n, _)| *n == name.trim_end_matches(".toml"))
        else {
            bail!(gametable::msg!("templates-no-such", name = name.as_str()));
        };
        out.write_all(text.as_bytes())?;
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let width = TEMPLATES.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
    for (name, text) in TEMPLATES {
        let title = parse_template(name, text)
            .ok()
            .and_then(|(spec, _)| spec.name)
            .unwrap_or_default();
        writeln!(out, "{name:width$}  {title}")?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
