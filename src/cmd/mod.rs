//! One file per command, each with `run(args) -> anyhow::Result<ExitCode>`.

use std::process::ExitCode;

use gametable::cli::{Cli, Command};

mod book;
mod check;
mod class;
mod completions;
mod explain;
mod generate;
mod graph;
mod man;
mod out;
mod read;
mod sg;
mod solve;
mod templates;

pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let flag = match &cli.command {
        Command::Solve(a) => a.max_memory.as_deref(),
        Command::Check(a) => a.max_memory.as_deref(),
        Command::Book(a) => a.max_memory.as_deref(),
        Command::Generate(a) => a.max_memory.as_deref(),
        Command::Graph(a) => a.max_memory.as_deref(),
        Command::Sg(a) => a.max_memory.as_deref(),
        Command::Explain(a) => a.max_memory.as_deref(),
        Command::Read(a) => a.max_memory.as_deref(),
        _ => None,
    };
    let (limit, from) = gametable::resources::limit_and_source(flag)
        .map_err(|e| gametable::i18n::prefixed("--max-memory", e))?;
    // The catalogs are read before the limit holds: the message that says
    // the limit was reached must not need memory past it.
    gametable::resources::set_message_lang(run_lang());
    gametable::resources::enforce(limit, from);
    match cli.command {
        Command::Solve(a) => solve::run(a),
        Command::Book(a) => book::run(a),
        Command::Generate(a) => generate::run(a),
        Command::Graph(a) => graph::run(a),
        Command::Sg(a) => sg::run(a),
        Command::Check(a) => check::run(a),
        Command::Explain(a) => explain::run(a),
        Command::Read(a) => read::run(a),
        Command::Templates(a) => templates::run(a),
        Command::Completions(a) => completions::run(a),
        Command::Man(a) => man::run(a),
    }
}

/// Whether an error is a closed pipe (`gametable … | head`): not a failure.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    use std::io::ErrorKind::BrokenPipe;
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == BrokenPipe)
            // The CSV and JSON writers wrap the io::Error in their own.
            || c.downcast_ref::<csv::Error>()
                .is_some_and(|e| matches!(e.kind(), csv::ErrorKind::Io(io) if io.kind() == BrokenPipe))
            || c.downcast_ref::<serde_json::Error>()
                .is_some_and(|e| e.io_error_kind() == Some(BrokenPipe))
    })
}

/// Whether an error is a write that failed for want of room (a full disk,
/// `ulimit -f`, a quota) with no file named: every file's writer names its
/// file, so this one was stdout's (`gametable … > /dev/full`).
pub fn is_unnamed_write_error(e: &anyhow::Error) -> bool {
    use std::io::ErrorKind::{FileTooLarge, QuotaExceeded, StorageFull, WriteZero};
    let no_room =
        |k: std::io::ErrorKind| matches!(k, FileTooLarge | QuotaExceeded | StorageFull | WriteZero);
    e.chain().count() == 1
        && (e
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| no_room(io.kind()))
            || e.downcast_ref::<csv::Error>()
                .is_some_and(|c| matches!(c.kind(), csv::ErrorKind::Io(io) if no_room(io.kind())))
            || e.downcast_ref::<serde_json::Error>()
                .and_then(serde_json::Error::io_error_kind)
                .is_some_and(no_room))
}

/// Locked, buffered stdout.
pub fn stdout() -> std::io::BufWriter<std::io::StdoutLock<'static>> {
    std::io::BufWriter::new(std::io::stdout().lock())
}

/// Where a command's usual text goes: stdout, or stderr when one of its
/// output files is `-` (stdout then holds that file alone).
pub fn report_out(to_stderr: bool) -> Box<dyn std::io::Write> {
    if to_stderr {
        Box::new(std::io::BufWriter::new(std::io::stderr().lock()))
    } else {
        Box::new(stdout())
    }
}

/// The language of the run's messages: `--lang` wherever it stands on the
/// command line, else the locale's (the default of every command's `--lang`).
pub fn run_lang() -> gametable::exam::wording::Lang {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    gametable::cli::help::lang_of_args(&args)
}

/// An error and its causes on one line, `cause: cause: …` as `{e:#}` shows
/// them, each of the library's typed errors worded in `lang`.
pub fn error_text(e: &anyhow::Error, lang: gametable::exam::wording::Lang) -> String {
    e.chain()
        .map(|cause| gametable::i18n::worded(cause, lang))
        .collect::<Vec<_>>()
        .join(": ")
}
