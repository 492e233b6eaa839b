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
    #[cfg(windows)]
    utf8_console();
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
                ErrorKind::UnknownArgument => {
                    let line = unknown_flag(&one_line(&e.render().to_string()), &e, width);
                    eprintln!("gametable: error: {}", visible(&line));
                    ExitCode::from(2)
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
            let text = cmd::error_text(&e, cmd::run_lang());
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

/// Tables, answers and messages are UTF-8 (Russian, box lines, ×): a Windows
/// console shows them as such only in code page 65001, not in its OEM one
/// (866 on a Russian Windows). Output piped to a file is UTF-8 either way.
#[cfg(windows)]
fn utf8_console() {
    const CP_UTF8: u32 = 65001;
    #[link(name = "kernel32")]
    extern "system" {
        fn SetConsoleOutputCP(code_page: u32) -> i32;
    }
    // SAFETY: a documented kernel32 call taking a plain integer; it fails
    // harmlessly (returns 0) when there is no console.
    unsafe {
        SetConsoleOutputCP(CP_UTF8);
    }
}

/// An unknown flag's one-line error with our guess of the flag it was meant
/// to be (a slip of one: `--move` → `--moves`) instead of clap's, which goes
/// by shared letters (it offered `--no-moves` for `--name`).
fn unknown_flag(line: &str, e: &clap::Error, width: usize) -> String {
    use clap::error::{ContextKind, ContextValue};
    let Some(ContextValue::String(typed)) = e.get(ContextKind::InvalidArg) else {
        return line.to_string();
    };
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let mut top = gametable::cli::Cli::command().term_width(width);
    top.build();
    let cmd = gametable::nearest_flag::command_named(&top, &args);
    let mut out: Vec<&str> = line
        .split("; ")
        .filter(|p| !p.starts_with("tip: a similar argument exists"))
        .collect();
    let name = cmd.get_bin_name().unwrap_or("gametable");
    let tip = match gametable::nearest_flag::nearest_flag(&cmd, typed) {
        Some(flag) => format!("tip: did you mean '{flag}'? ('{name} --help' lists every flag)"),
        None => format!("tip: '{name} --help' lists every flag"),
    };
    out.push(&tip);
    out.join("; ")
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
