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
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let command = || gametable::cli::Cli::command().term_width(width);
    let parsed = command()
        .try_get_matches_from(&args)
        .and_then(|m| gametable::cli::Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            // Help, the version and a mistake are shown in the user's
            // language: parsed again by the command worded in it.
            use clap::error::ErrorKind;
            let lang = gametable::cli::help::lang_of_args(&args);
            let top = gametable::cli::help::localized(command(), lang);
            let e = top.clone().try_get_matches_from(&args).err().unwrap_or(e);
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
                    let line = gametable::cli::mistake::line(&e, lang, &top, &args);
                    eprintln!("gametable: {}", error_line(lang, &visible(&line)));
                    ExitCode::from(2)
                }
            };
        }
    };
    let lang = gametable::cli::help::lang_of_args(&args);
    match cmd::run(cli) {
        Ok(code) => code,
        Err(e) if cmd::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // A file name, an argument or a cell may hold a terminal's
            // escape sequences, or a line break: shown escaped. Only a rule
            // with a caret under it keeps its three lines.
            let said = cmd::error_text(&e, lang);
            let text = if cmd::is_unnamed_write_error(&e) {
                gametable::tr!(lang, "stdout-write-failed", error = said)
            } else {
                said
            };
            let caret = text.lines().count() == 3
                && text.lines().last().is_some_and(|l| {
                    let l = l.trim();
                    !l.is_empty() && l.chars().all(|c| c == '^')
                });
            if caret {
                eprintln!("gametable: {}", error_line(lang, &visible_lines(&text)));
            } else {
                eprintln!("gametable: {}", error_line(lang, &visible(&text)));
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

/// "error: …" in `lang`.
fn error_line(lang: gametable::exam::wording::Lang, message: &str) -> String {
    gametable::tr!(lang, "cli-error", message = message)
}
