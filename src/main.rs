//! gametable's binary: parse the command line, run the command, map the
//! outcome to an exit code (0 ok, 1 differences found, 2 error).

use std::process::ExitCode;

use clap::Parser;

mod cmd;

fn main() -> ExitCode {
    let cli = match gametable::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    ExitCode::SUCCESS
                }
                _ => ExitCode::from(2),
            };
        }
    };
    match cmd::run(cli) {
        Ok(code) => code,
        Err(e) if cmd::is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gametable: error: {e:#}");
            ExitCode::from(2)
        }
    }
}
