//! `gametable man`: man pages generated from the command line itself, one
//! per command (gametable-solve(1) …) as gametable(1) refers to them, in
//! the language of `--lang` (default: the locale's), worded as `--help` is.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use clap::CommandFactory;
use gametable::cli::help::localized;
use gametable::cli::{Cli, ManArgs};
use gametable::exam::wording::Lang;
use gametable::output::write_bytes_atomic;
use gametable::tr;

/// The page of a command and of each of its subcommands, depth first.
fn pages(cmd: &clap::Command, out: &mut Vec<clap_mangen::Man>) {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        pages(sub, out);
    }
    out.push(page(cmd));
}

/// A command's page, its footer naming gametable and its version.
fn page(cmd: &clap::Command) -> clap_mangen::Man {
    clap_mangen::Man::new(cmd.clone()).source(format!("gametable {}", env!("CARGO_PKG_VERSION")))
}

/// The page's roff, its fixed section names (clap_mangen writes them in
/// English) in `lang`.
fn render(man: &clap_mangen::Man, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut buf = Vec::new();
    man.render(&mut buf)?;
    let roff = String::from_utf8(buf)?;
    let sections = [
        ("NAME", tr!(lang, "man-name")),
        ("SYNOPSIS", tr!(lang, "man-synopsis")),
        ("DESCRIPTION", tr!(lang, "man-description")),
        ("OPTIONS", tr!(lang, "man-options")),
        ("SUBCOMMANDS", tr!(lang, "man-subcommands")),
        ("EXTRA", tr!(lang, "man-extra")),
        ("VERSION", tr!(lang, "man-version")),
    ];
    let lines: Vec<String> = roff
        .lines()
        .map(|line| {
            let named = line.strip_prefix(".SH ").and_then(|name| {
                sections
                    .iter()
                    .find(|(english, _)| *english == name)
                    .map(|(_, ours)| format!(".SH {ours}"))
            });
            named.unwrap_or_else(|| line.to_string())
        })
        .collect();
    Ok((lines.join("\n") + "\n").into_bytes())
}

pub fn run(a: ManArgs) -> anyhow::Result<ExitCode> {
    // Built, the commands carry their page names (gametable-sg-subtract) and
    // their usage as typed (gametable sg subtract).
    let root = localized(Cli::command().disable_help_subcommand(true), a.lang);
    if let Some(dir) = &a.dir {
        if !dir.is_dir() {
            bail!(gametable::msg!(
                "man-no-folder",
                folder = gametable::visible::path(dir)
            ));
        }
        let mut all = Vec::new();
        pages(&root, &mut all);
        for man in &all {
            let path: PathBuf = dir.join(man.get_filename());
            write_bytes_atomic(&path, &render(man, a.lang)?)?;
            gametable::output::announce_written(&path, None, a.lang);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut cmd = &root;
    for name in &a.command {
        cmd = cmd.find_subcommand(name).ok_or_else(|| {
            let names: Vec<&str> = cmd.get_subcommands().map(|s| s.get_name()).collect();
            anyhow!(gametable::msg!(
                "man-no-command",
                path = a.command.join(" "),
                name = name.as_str(),
                commands = names.join(", ")
            ))
        })?;
    }
    let mut out = super::stdout();
    out.write_all(&render(&page(cmd), a.lang)?)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
