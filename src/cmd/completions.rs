//! `gametable completions SHELL`.

use std::io::Write;
use std::process::ExitCode;

use clap::CommandFactory;
use gametable::cli::{Cli, CompletionsArgs};

pub fn run(a: CompletionsArgs) -> anyhow::Result<ExitCode> {
    // clap_complete's generate panics on a closed pipe: render to memory first.
    let mut buf = Vec::new();
    clap_complete::generate(a.shell, &mut Cli::command(), "gametable", &mut buf);
    let mut out = super::stdout();
    out.write_all(&buf)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
