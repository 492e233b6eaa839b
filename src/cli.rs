//! The command line: one `Args` struct per command.

use clap::{Args, Parser, Subcommand};

use crate::label::Convention;
use crate::solve::SolverKind;

/// Turns two-player stone-heap games (exam tasks 19–21) into spreadsheet-style tables.
#[derive(Debug, Parser)]
#[command(name = "gametable", version, about, long_about = None)]
#[command(
    after_help = "Examples:\n  gametable solve\n  gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'\n  gametable solve ege-2021-demo --json\n  gametable templates"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a game: print its table and the answers to tasks 19–21.
    #[command(
        after_help = "Examples:\n  gametable solve                      # the built-in 2021 demo task\n  gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'\n  gametable solve kp1921-046          # a template by name (or a path)\n  gametable solve --start S --s 1..44 --moves '+2 *3' --end 'sum >= 45' --winner 'sum <= 112'\n  gametable solve ege-2021-demo -q 'count where code < 0' --no-table"
    )]
    Solve(SolveArgs),
    /// Check hand-made tables (XLSX, XLSM, XLS, XLSB, ODS, CSV) cell by cell against the game.
    #[command(
        after_help = "Examples:\n  gametable check ege-2021-demo table.xlsx\n  gametable check ege-2021-demo class/*.xlsx class/*.ods --json\n  gametable check ege-2021-demo table.ods --sheet Лист1 --range A1:BR71 --annotate checked.xlsx\n  gametable check ege-2021-demo table.csv --labels petya-vanya --strict\n  gametable check ege-2021-demo --answers '18; 31 34; 30'\n\nExit status: 0 every cell right, 1 some cell (or answer) wrong, 2 a file could not be used."
    )]
    Check(CheckArgs),
    /// List the built-in templates (or print one with --show NAME).
    #[command(
        after_help = "Examples:\n  gametable templates\n  gametable templates --show ege-2021-demo"
    )]
    Templates(TemplatesArgs),
    /// Print a shell completion script.
    #[command(
        after_help = "Example:\n  gametable completions bash > /etc/bash_completion.d/gametable"
    )]
    Completions(CompletionsArgs),
    /// Print the man page (roff).
    #[command(after_help = "Example:\n  gametable man > gametable.1 && man ./gametable.1")]
    Man,
}

/// The rules of a game as flags; they override a template's keys.
#[derive(Debug, Args, Default, Clone)]
pub struct RulesArgs {
    /// Start position, one value per heap, over S (and K): '7, S', 'S, 2S'.
    #[arg(long, value_name = "HEAPS")]
    pub start: Option<String>,
    /// Range of S, inclusive: '1..69', or '88..' when open.
    #[arg(long = "s", value_name = "RANGE")]
    pub s: Option<String>,
    /// Range of the second unknown K when the start uses it.
    #[arg(long = "k", value_name = "RANGE")]
    pub k: Option<String>,
    /// Moves: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (repeatable).
    #[arg(long, value_name = "MOVES")]
    pub moves: Vec<String>,
    /// When the game ends (on the position after a move): 'sum >= 77'.
    #[arg(long, value_name = "CONDITION")]
    pub end: Option<String>,
    /// Who wins at the end: mover, opponent, or a condition under which the mover wins.
    #[arg(long, value_name = "WHO")]
    pub winner: Option<String>,
    /// A player with no legal move: lose (normal play) or win (misère).
    #[arg(long, value_name = "lose|win")]
    pub no_moves: Option<String>,
    /// Forbid repeating a move: none, opponent (his last move), own (my last move).
    #[arg(long, value_name = "none|opponent|own")]
    pub no_repeat: Option<String>,
    /// A move is legal only if this holds after it: 'max <= 80'.
    #[arg(long, value_name = "CONDITION")]
    pub require: Option<String>,
    /// No heap may exceed this (same as --require 'max <= N').
    #[arg(long, value_name = "N")]
    pub cap: Option<i64>,
    /// A win handed over by the mover (overshoot) counts as a move of the winner.
    #[arg(long)]
    pub handed_win_counts: bool,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// A built-in template name or a TOML file; none: the 2021 demo task.
    pub game: Option<String>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// A question: a preset (19, 20, 21, 19-every, 20-min2, 21-all) or 'min where code == 2';
    /// 'ID=QUERY' names it (repeatable; replaces the template's questions).
    #[arg(short, long = "question", value_name = "QUERY")]
    pub questions: Vec<String>,
    /// Label convention: V1/P1 (win-lose) or П1/В1 (petya-vanya).
    #[arg(long, value_enum, default_value_t = Convention::WinLose)]
    pub labels: Convention,
    /// Print the game, the table and the answers as JSON.
    #[arg(long)]
    pub json: bool,
    /// Do not print the table (answers only).
    #[arg(long)]
    pub no_table: bool,
    /// Print positions solved, time and positions per second (to stderr).
    #[arg(long)]
    pub stats: bool,
    /// Use this solver instead of choosing one.
    #[arg(long, value_enum)]
    pub solver: Option<SolverKind>,
    /// Moves per player analysed when positions are infinite or too many.
    #[arg(long, default_value_t = 3, value_name = "K")]
    pub depth: u32,
    /// Refuse to explore more positions than this.
    #[arg(long, default_value_t = 20_000_000, value_name = "N")]
    pub max_positions: usize,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
    /// Values of S tried when its range is open ('88..'): this many from the lower end.
    #[arg(long, default_value_t = 1000, value_name = "N")]
    pub open_span: i64,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The game the tables are for: a built-in template name or a TOML file.
    pub game: String,
    /// The tables: XLSX, XLSM, XLS, XLSB, ODS or CSV (`,` `;` or tab).
    #[arg(required_unless_present = "answers", value_name = "FILE")]
    pub files: Vec<std::path::PathBuf>,
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Check this sheet (default: the first sheet with a table).
    #[arg(long, value_name = "NAME")]
    pub sheet: Option<String>,
    /// Look for the table only in this range, headers included: B2:BR70.
    #[arg(long, value_name = "RANGE")]
    pub range: Option<String>,
    /// Write the table back as XLSX with wrong cells filled red, each with a note (one FILE only).
    #[arg(long, value_name = "OUT.xlsx")]
    pub annotate: Option<std::path::PathBuf>,
    /// Read the labels this way instead of detecting it.
    #[arg(long, value_enum, value_name = "DIALECT")]
    pub labels: Option<crate::check::Dialect>,
    /// Report unmarked cells too (blank where the code is deeper than the table marks), and fail on them.
    #[arg(long)]
    pub strict: bool,
    /// Print the findings as JSON.
    #[arg(long)]
    pub json: bool,
    /// A student's answers to the task's questions (19; 20; 21), separated by ';'.
    #[arg(long, value_name = "ANSWERS")]
    pub answers: Option<String>,
}

#[derive(Debug, Args)]
pub struct TemplatesArgs {
    /// Print this template's TOML.
    #[arg(long, value_name = "NAME")]
    pub show: Option<String>,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}
