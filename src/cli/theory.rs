//! The theory commands' arguments: `graph` and `sg` with its kinds.

use clap::{Args, Subcommand};

use crate::exam::wording::Lang;

/// `gametable graph FILE`.
#[derive(Debug, Args)]
pub struct GraphArgs {
    /// An edge list: CSV lines 'from,to' (optional header), or a Graphviz DOT digraph;
    /// or a game template name / TOML file (its positions become the graph).
    pub file: String,
    /// The start vertex (Algorithm 2 stops once it is labelled).
    #[arg(long, value_name = "VERTEX")]
    pub start: Option<String>,
    /// Chips on these vertices, a sum of games: the verdict and a winning move.
    /// Comma-separated, repeatable; a vertex may carry several chips.
    #[arg(long, value_name = "V,V,…")]
    pub tokens: Vec<String>,
    /// Show seed 000's Algorithm 2: the A/B steps, each step's new labels.
    #[arg(long)]
    pub steps: bool,
    /// Write the graph with its labels and colours as Graphviz DOT ('-': stdout, the report to stderr).
    #[arg(long, value_name = "OUT.dot")]
    pub dot: Option<std::path::PathBuf>,
    /// Write the per-vertex table as CSV ('-': stdout, the report to stderr).
    #[arg(long, value_name = "OUT.csv")]
    pub csv: Option<std::path::PathBuf>,
    /// Write the table as an XLSX workbook (conditional formatting).
    #[arg(long, value_name = "OUT.xlsx")]
    pub xlsx: Option<std::path::PathBuf>,
    /// Do not print the per-vertex table (summary, steps and verdict only).
    #[arg(long)]
    pub no_table: bool,
    /// Print the time each analysis took (to stderr).
    #[arg(long)]
    pub stats: bool,
    /// Language of the report (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
}

/// `gametable sg KIND …`.
#[derive(Debug, Args)]
pub struct SgArgs {
    #[command(subcommand)]
    pub kind: SgKind,
    /// Language of the report (default: the locale's).
    #[arg(long, global = true, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free.
    #[arg(long, global = true, value_name = "SIZE")]
    pub max_memory: Option<String>,
}

#[derive(Debug, Subcommand)]
pub enum SgKind {
    /// A subtraction game: a move takes d stones from one heap, d in SET.
    #[command(
        after_help = "SET: '1,2,3', '1..3', '1 or prime', 'even', '2..' (from 2 on), 'any' (Nim).\n\nExamples:\n  gametable sg subtract '1 or prime' --upto 10000 --no-table\n  gametable sg subtract 1..3 --heaps 21"
    )]
    Subtract(SubtractArgs),
    /// Nim: take any number from one heap.
    #[command(
        after_help = "Examples:\n  gametable sg nim 22,51\n  gametable sg nim 1,1,4 --misere"
    )]
    Nim(NimArgs),
    /// A one-heap game of the rules language (moves of `gametable solve`), any moves:
    /// values by the generalized labelling (∞ where play can cycle).
    #[command(
        after_help = "Examples:\n  gametable sg rules --moves '-1 /2' --upto 30\n  gametable sg rules --moves '-1 -3 -4' --heaps 9,10"
    )]
    Rules(SgRulesArgs),
    /// A piece moved left or up any number of cells toward the corner: g = row ⊕ column.
    #[command(after_help = "Example:\n  gametable sg corner --size 8 --at 3,5 --at 6,2")]
    Corner(BoardArgs),
    /// A queen moved left, up or diagonally toward the corner (Wythoff's game).
    #[command(after_help = "Example:\n  gametable sg queen --size 10 --at 4,7")]
    Queen(BoardArgs),
}

#[derive(Debug, Args)]
pub struct SubtractArgs {
    /// The subtraction set.
    pub set: String,
    /// Values for n = 0..N (at least up to the largest heap).
    #[arg(long, default_value_t = 40, value_name = "N")]
    pub upto: u64,
    /// Heaps of a sum: the XOR verdict and a winning move ('3,5,7').
    #[arg(long, value_name = "H,H,…")]
    pub heaps: Option<String>,
    /// Misère play: the player who cannot move wins (one heap, or Nim).
    #[arg(long)]
    pub misere: bool,
    /// Do not print the table.
    #[arg(long)]
    pub no_table: bool,
    /// Write n and g(n) as CSV ('-': stdout, the text to stderr).
    #[arg(long, value_name = "OUT.csv")]
    pub csv: Option<std::path::PathBuf>,
    /// Write the table as an XLSX workbook (conditional formatting).
    #[arg(long, value_name = "OUT.xlsx")]
    pub xlsx: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct NimArgs {
    /// The heaps: '3,4,5'.
    pub heaps: String,
    /// Misère play: the player who takes the last stone loses.
    #[arg(long)]
    pub misere: bool,
}

#[derive(Debug, Args)]
pub struct SgRulesArgs {
    /// A one-heap template name or TOML file (its moves, end and winner are used).
    pub game: Option<String>,
    /// Moves: '-1 /2', '-1 -3 -4' … (as in `gametable solve`).
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub moves: Vec<String>,
    /// A move is legal only if this holds after it: 'x >= 0'.
    #[arg(long, value_name = "CONDITION")]
    pub require: Option<String>,
    /// Values for n = 0..N.
    #[arg(long, default_value_t = 40, value_name = "N")]
    pub upto: i64,
    /// Heaps of a sum: the verdict and a winning move ('3,5,7').
    #[arg(long, value_name = "H,H,…")]
    pub heaps: Option<String>,
    /// Refuse to explore more positions than this.
    #[arg(long, default_value_t = 5_000_000, value_name = "N")]
    pub max_positions: usize,
    /// Write n and g(n) as CSV ('-': stdout, the text to stderr).
    #[arg(long, value_name = "OUT.csv")]
    pub csv: Option<std::path::PathBuf>,
    /// Write the table as an XLSX workbook (conditional formatting).
    #[arg(long, value_name = "OUT.xlsx")]
    pub xlsx: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// Rows and columns of the board (0..SIZE-1; cell (0, 0) is the corner).
    #[arg(long, default_value_t = 8, value_name = "N")]
    pub size: usize,
    /// A piece at row,column (repeatable): the XOR verdict and a winning move.
    #[arg(long = "at", value_name = "R,C")]
    pub pieces: Vec<String>,
    /// Write the table as CSV ('-': stdout, the text to stderr).
    #[arg(long, value_name = "OUT.csv")]
    pub csv: Option<std::path::PathBuf>,
    /// Write the table as an XLSX workbook (conditional formatting).
    #[arg(long, value_name = "OUT.xlsx")]
    pub xlsx: Option<std::path::PathBuf>,
}
