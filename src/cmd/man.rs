//! `gametable man`: the man page, generated from the command line itself.

use std::io::Write;
use std::process::ExitCode;

use clap::CommandFactory;
use gametable::cli::Cli;

pub fn run() -> anyhow::Result<ExitCode> {
    let mut buf = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut buf)?;
    let mut out = super::stdout();
    out.write_all(&buf)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
