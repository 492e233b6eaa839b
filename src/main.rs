//! gametable's binary: parse the command line, run the command, map the
//! outcome to an exit code (0 ok, 1 differences found, 2 error).

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches};
use gametable::visible::{visible, visible_lines};

mod cmd;

/// Every allocation counts against the run's memory limit (`--max-memory`).
#[global_allocator]
static ALLOC: gametable::resources::Bounded = gametable::resources::Bounded;

fn main() -> ExitCode {
    gametable::output::install_interrupt_handler();
    // A write past `ulimit -f` then fails with an error (EFBIG), which is
    // reported and its temporary file removed, instead of SIGXFSZ killing
    // the process mid-write.
    #[cfg(unix)]
    // SAFETY: ignoring a signal at start-up, before any thread is spawned
    // that could be writing.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    // Help wraps at the user's terminal (stdout, stderr or stdin, else
    // $COLUMNS), and at 80 columns when there is none.
    let width = gametable::export::terminal::terminal_width().unwrap_or(80);
    let parsed = gametable::cli::Cli::command()
        .term_width(width)
        .try_get_matches()
        .and_then(|m| gametable::cli::Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp
                | ErrorKind::DisplayVersion
                | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    let _ = e.print();
                    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                        ExitCode::from(2)
                    } else {
                        ExitCode::SUCCESS
                    }
                }
                _ => {
                    let line = one_line(&e.render().to_string());
                    eprintln!("gametable: error: {}", visible(&line));
                    ExitCode::from(2)
                }
            };
        }
    };
    match cmd::run(cli) {
        Ok(code) => code,
        Err(e) if cmd::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // A file name, an argument or a cell may hold a terminal's
            // escape sequences, or a line break: shown escaped. Only a rule
            // with a caret under it keeps its three lines.
            let text = format!("{e:#}");
            let caret = text.lines().count() == 3
                && text.lines().last().is_some_and(|l| {
                    let l = l.trim();
                    !l.is_empty() && l.chars().all(|c| c == '^')
                });
            if caret {
                eprintln!("gametable: error: {}", visible_lines(&text));
            } else {
                eprintln!("gametable: error: {}", visible(&text));
            }
            ExitCode::from(2)
        }
    }
}

/// A clap usage error on one line: its message, the possible values and the
/// tip, without the usage block and the pointer to `--help`.
fn one_line(rendered: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let mut in_usage = false;
    for line in rendered.lines() {
        let t = line.trim();
        if t.is_empty() {
            in_usage = false;
            continue;
        }
        if t.starts_with("Usage:") {
            in_usage = true;
            continue;
        }
        if in_usage || t.starts_with("For more information") {
            continue;
        }
        parts.push(t.strip_prefix("error: ").unwrap_or(t));
    }
    // "the following required arguments were not provided:" lists items.
    let mut out = String::new();
    let mut list = false;
    for p in parts {
        if list && !p.starts_with('[') && !p.starts_with("tip:") {
            out.push_str(if out.ends_with(':') { " " } else { ", " });
        } else if !out.is_empty() {
            out.push_str("; ");
            list = false;
        }
        out.push_str(p);
        list |= p.ends_with(':');
    }
    out
}
