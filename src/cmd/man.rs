//! `gametable man`: man pages generated from the command line itself, one
//! per command (gametable-solve(1) …) as gametable(1) refers to them.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{anyhow, bail};
use clap::CommandFactory;
use gametable::cli::{Cli, ManArgs};
use gametable::output::write_bytes_atomic;

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

fn render(man: &clap_mangen::Man) -> anyhow::Result<Vec<u8>> {
    let mut buf = Vec::new();
    man.render(&mut buf)?;
    Ok(buf)
}

pub fn run(a: ManArgs) -> anyhow::Result<ExitCode> {
    // Built, the commands carry their page names (gametable-sg-subtract) and
    // their usage as typed (gametable sg subtract).
    let mut root = Cli::command().disable_help_subcommand(true);
    root.build();
    if let Some(dir) = &a.dir {
        if !dir.is_dir() {
            bail!("--dir {}: expected an existing folder", dir.display());
        }
        let mut all = Vec::new();
        pages(&root, &mut all);
        for man in &all {
            let path: PathBuf = dir.join(man.get_filename());
            write_bytes_atomic(&path, &render(man)?)?;
            eprintln!("gametable: wrote {}", gametable::visible::path(&path));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let mut cmd = &root;
    for name in &a.command {
        cmd = cmd.find_subcommand(name).ok_or_else(|| {
            let names: Vec<&str> = cmd.get_subcommands().map(|s| s.get_name()).collect();
            anyhow!(
                "man {}: no command '{name}'; expected one of: {}",
                a.command.join(" "),
                names.join(", ")
            )
        })?;
    }
    let mut out = super::stdout();
    out.write_all(&render(&page(cmd))?)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
