//! The command line: one `Args` struct per command.

use clap::{Args, Parser, Subcommand};

pub mod help;
pub mod mistake;
mod theory;

pub use theory::{BoardArgs, GraphArgs, NimArgs, SgArgs, SgKind, SgRulesArgs, SubtractArgs};

use crate::exam::wording::Lang;
use crate::label::Convention;
use crate::solve::SolverKind;

/// Turns two-player stone-heap games (exam tasks 19–21) into spreadsheet-style tables.
#[derive(Debug, Parser)]
#[command(name = "gametable", version, about, long_about = None, args_override_self = true)]
#[command(
    after_help = "Examples:\n  gametable solve\n  gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'\n  gametable solve ege-2021-demo --json\n  gametable templates"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

// Parsed once per run: the size of the largest variant does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a game: print its table and the answers to tasks 19–21.
    #[command(
        after_help = "Examples:\n  gametable solve                             # the built-in 2021 demo task\n  gametable solve kp1921-046                  # a template by name (or a file)\n  gametable solve - < game.toml               # the game's TOML on stdin\n  gametable solve --start 7,S --s 1..69 --moves '+1 *2' --end 'sum >= 77'\n  gametable solve --start S --s 1..44 --moves '+2 *3' --end 'sum >= 45' \\\n      --winner 'sum <= 112'                   # above 112 the opponent wins\n  gametable solve ege-2021-demo --out t.xlsx  # the table as a workbook\n  gametable solve ege-2021-demo --out -       # CSV; the answers on stderr\n  gametable solve ege-2021-demo -q 'count where code < 0' --no-table"
    )]
    Solve(SolveArgs),
    // Help text, printed as written: `[n]` (a tree's back reference) and
    // `[[variant]]` (TOML) are not links.
    #[allow(rustdoc::broken_intra_doc_links)]
    /// Explain one position: its code and every move with the code it leaves; --tree draws
    /// the winning strategy's tree (task 21) as text, JSON or SVG.
    ///
    /// The position is the start for S = N (--s N, and --k N for two unknowns) or any
    /// position (--position 7,30); Petya is to move there. At the winner's turns the tree
    /// shows his fastest move (the first in the rules' order on a tie), at the loser's
    /// turns every move; a position reached twice is drawn once as [n].
    #[command(
        after_help = "Examples:\n  gametable explain --s 30                       # the demo task's start (7, 30)\n  gametable explain --s 30 --tree                # the strategy's tree\n  gametable explain kp1921-046 --s 11 --tree --lang en\n  gametable explain --position 7,33 --tree --json\n  gametable explain --s 30 --tree --svg tree.svg"
    )]
    Explain(ExplainArgs),
    #[allow(rustdoc::broken_intra_doc_links)]
    /// Write an answer book for many variants: the key, the statements, a sheet per variant.
    ///
    /// VARIANTS is a TOML file of [[variant]] tables (the keys of a template:
    /// start, s, moves, end, winner, questions, …) or a CSV file with one
    /// variant per row and a header naming those keys (questions separated by
    /// '|'). Every variant is checked before anything is solved or written; a
    /// mistake names the file, the line, the variant (row) and the field.
    #[command(
        after_help = "Examples:\n  gametable book variants.toml --out book.xlsx\n  gametable book variants.toml --out book.xlsx --csv key.csv --statements tasks.md\n  gametable book variants.csv --out book.xlsx --no-grids --lang en\n  gametable generate --count 30 --seed 1 --out v.toml && gametable book v.toml --out book.xlsx"
    )]
    Book(BookArgs),
    /// Generate new exam variants of tasks 19–21 (kept only when they make good tasks).
    ///
    /// A variant is kept when question 19 has a least S, question 20 has
    /// exactly two values (or asks for the two least when there are more),
    /// question 21 has a least S, no start in the range of S is already
    /// finished, and no other variant has the same rules. The same seed gives
    /// the same variants.
    #[command(
        after_help = "Examples:\n  gametable generate --count 30 --seed 1 --out variants.toml\n  gametable generate --count 10 --seed 7 --family overshoot --out overshoot.toml\n  gametable generate --count 5 --seed 2 --out - | head"
    )]
    Generate(GenerateArgs),
    /// A game on a directed graph (CSV edge list, DOT, or a game template): outcome,
    /// remoteness and the generalized Sprague–Grundy value of every vertex.
    #[command(
        after_help = "Examples:\n  gametable graph game.csv                      # lines 'from,to'\n  gametable graph game.dot --tokens A,C,C       # the verdict for three chips, and a winning move\n  gametable graph game.csv --dot labelled.dot   # then: dot -Tpng labelled.dot -o game.png\n  gametable graph two-piles-misere --steps     # seed 000's Algorithm 2, step by step\n  gametable graph two-piles --steps --csv two-piles.csv"
    )]
    Graph(GraphArgs),
    /// Sprague–Grundy tables of heap games: subtraction sets, Nim, rules-language games,
    /// the corner game and Wythoff's queen; sums (XOR) with a winning move.
    #[command(
        after_help = "Examples:\n  gametable sg subtract '1 or prime' --upto 40 --heaps 3,5,7\n  gametable sg subtract 1..3 --heaps 21\n  gametable sg subtract 2,5 --upto 100 --csv sg.csv\n  gametable sg subtract 1..3 --misere --upto 20\n  gametable sg nim 22,51\n  gametable sg nim 1,1,4 --misere\n  gametable sg rules --moves '-1 /2' --upto 30 --heaps 7,9\n  gametable sg corner --size 8 --at 3,5 --at 6,2\n  gametable sg queen --size 10"
    )]
    Sg(SgArgs),
    /// Check hand-made tables (XLSX, XLSM, XLS, XLSB, ODS, CSV) cell by cell against the game.
    #[command(
        after_help = "Examples:\n  gametable check ege-2021-demo table.xlsx\n  gametable check ege-2021-demo class/*.xlsx class/*.ods --json\n  gametable check ege-2021-demo table.ods --sheet Лист1 --range A1:BR71 --annotate checked.xlsx\n  gametable check ege-2021-demo table.csv --labels petya-vanya --strict\n  gametable check ege-2021-demo --answers '18; 31 34; 30'\n  gametable check kp1921-046 -q 19-every -q 20-min2 -q 21 --answers '41; 14 39; 12'\n\nExit status: 0 every cell right, 1 some cell (or answer) wrong, 2 a file could not be used."
    )]
    Check(CheckArgs),
    /// Read a task's Russian text (or a document of tasks): the game and questions as a
    /// template, and the answers.
    ///
    /// FILE is plain text, Markdown or HTML (UTF-8, UTF-16 or Windows-1251), a Word
    /// .docx or .doc, a Writer .odt or an .rtf; '-' or none reads standard input. Each task is printed as the template TOML
    /// `solve` takes, each key beside the words it came from, then its answers and every
    /// sentence not read. A wording with two readings gives both answers (19 and 19b).
    /// Exit status: 0 every task read completely, 1 some part not read (the answers
    /// that could be given are printed), 2 no task found or not text.
    #[command(
        after_help = "Examples:\n  gametable read task.txt\n  gametable read task.txt > task.toml && gametable solve task.toml\n  gametable read collection.docx --json\n  xclip -o | gametable read -"
    )]
    Read(ReadArgs),
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
    /// Print a man page (roff): gametable(1), or a command's, gametable-solve(1) …
    #[command(
        after_help = "Examples:\n  gametable man > gametable.1 && man ./gametable.1\n  gametable man solve | man -l -\n  gametable man sg subtract | man -l -       # gametable-sg-subtract(1)\n  gametable man --dir /usr/local/share/man/man1   # every page\n  gametable man solve --lang ru | man -l -   # the page in Russian"
    )]
    Man(ManArgs),
}

/// The rules of a game as flags; they override a template's keys.
#[derive(Debug, Args, Default, Clone)]
#[command(next_help_heading = "The game")]
pub struct RulesArgs {
    /// Start position, one value per heap, over S (and K): '7, S', 'S, 2S'.
    #[arg(long, allow_hyphen_values = true, value_name = "HEAPS")]
    pub start: Option<String>,
    /// Range of S, inclusive: '1..69', or '88..' when open.
    #[arg(long = "s", value_name = "RANGE")]
    pub s: Option<String>,
    /// Range of the second unknown K when the start uses it.
    #[arg(long = "k", value_name = "RANGE")]
    pub k: Option<String>,
    /// Moves: '+1 *2', 'h1: +1; h2: *2', '-2 /2', 'x = x + other' (repeatable).
    #[arg(long, allow_hyphen_values = true, value_name = "MOVES")]
    pub moves: Vec<String>,
    /// When the game ends (on the position after a move): 'sum >= 77'.
    #[arg(long, allow_hyphen_values = true, value_name = "CONDITION")]
    pub end: Option<String>,
    /// Who wins at the end: mover, opponent, or a condition under which the mover wins.
    #[arg(long, allow_hyphen_values = true, value_name = "WHO")]
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
    #[arg(
        help_heading = "Questions",
        short,
        long = "question",
        value_name = "QUERY"
    )]
    pub questions: Vec<String>,
    /// Label convention: V1/P1 (win-lose) or П1/В1 (petya-vanya).
    #[arg(help_heading = "Output", long, value_enum, default_value_t = Convention::WinLose)]
    pub labels: Convention,
    /// Print the game, the table and the answers as JSON.
    #[arg(help_heading = "Output", long)]
    pub json: bool,
    /// Do not print the table (answers only).
    #[arg(help_heading = "Output", long)]
    pub no_table: bool,
    /// Fit the printed table in N columns, cut into parts of whole columns
    /// (default: the terminal's width; 0, or output to a pipe: rows whole).
    #[arg(help_heading = "Output", long, value_name = "N")]
    pub width: Option<usize>,
    /// Print positions solved, time and positions per second (to stderr).
    #[arg(help_heading = "Solver and limits", long)]
    pub stats: bool,
    /// Use this solver instead of choosing one.
    #[arg(help_heading = "Solver and limits", long, value_enum)]
    pub solver: Option<SolverKind>,
    /// Moves per player analysed when positions are infinite or too many.
    #[arg(
        help_heading = "Solver and limits",
        long,
        default_value_t = 3,
        value_name = "K"
    )]
    pub depth: u32,
    /// Refuse to explore more positions than this.
    #[arg(
        help_heading = "Solver and limits",
        long,
        default_value_t = 2_000_000,
        value_name = "N"
    )]
    pub max_positions: usize,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free.
    #[arg(help_heading = "Solver and limits", long, value_name = "SIZE")]
    pub max_memory: Option<String>,
    /// Worker threads for the dense table (1 or 2; default: the cores, at most 2).
    #[arg(help_heading = "Solver and limits", long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=2))]
    pub threads: Option<u8>,
    /// Values of S tried when its range is open ('88..'): this many from the lower end.
    #[arg(
        help_heading = "Solver and limits",
        long,
        default_value_t = 1000,
        value_name = "N"
    )]
    pub open_span: i64,
    /// Write the table to FILE: .xlsx, .ods or .csv by the extension; '-' writes CSV to stdout.
    ///
    /// With a file the answers are still printed; a CSV's answers go to a second
    /// file, FILE-answers.csv (or --answers-csv). Any other extension is refused
    /// unless --format names the format.
    #[arg(help_heading = "Output", short, long, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,
    /// The format of --out, whatever its extension.
    #[arg(
        help_heading = "Output",
        long,
        value_enum,
        value_name = "FORMAT",
        requires = "out"
    )]
    pub format: Option<OutFormat>,
    /// XLSX: a live-formula workbook (named parameters, every cell a formula).
    #[arg(help_heading = "Output", long, requires = "out")]
    pub formulas: bool,
    /// Language of sheet names, headers and questions (default: the locale's).
    #[arg(help_heading = "Output", long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// CSV: codes (+2, -1, 0) instead of labels.
    #[arg(help_heading = "Output", long)]
    pub codes: bool,
    /// CSV: the field delimiter, one character (default ',').
    #[arg(help_heading = "Output", long, value_name = "CHAR")]
    pub delimiter: Option<char>,
    /// CSV for a Russian-locale Excel: ';' and a UTF-8 byte-order mark.
    #[arg(help_heading = "Output", long, conflicts_with = "plain")]
    pub excel: bool,
    /// CSV exactly as computed: UTF-8 ('—' for finished cells), no byte-order mark.
    ///
    /// By default a CSV file opens right by double-click: the table is plain
    /// ASCII ('-' for finished cells), and a file that still needs other
    /// characters (Russian words, П/В labels) starts with a UTF-8 byte-order mark.
    #[arg(help_heading = "Output", long)]
    pub plain: bool,
    /// Write the answers as CSV to this file ('-': stdout, the usual text then to stderr).
    #[arg(help_heading = "Output", long, value_name = "FILE")]
    pub answers_csv: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// A built-in template name or a TOML file; none: the 2021 demo task.
    pub game: Option<String>,
    /// The rules flags of `solve`; here --s N (and --k N) pick the start for S = N.
    #[command(flatten)]
    pub rules: RulesArgs,
    /// Any position instead of a start: its heaps, '7,30' (Petya to move there).
    #[arg(long, value_name = "HEAPS", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Draw the winning strategy's tree.
    #[arg(long)]
    pub tree: bool,
    /// Print JSON (with --tree: the tree in full, every node with its children).
    #[arg(long)]
    pub json: bool,
    /// With --tree: also write the tree as an SVG picture to FILE ('-': stdout, the text to stderr).
    #[arg(long, value_name = "FILE", requires = "tree")]
    pub svg: Option<std::path::PathBuf>,
    /// Language of the words (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// Label convention: V1/P1 (win-lose) or П1/В1 (petya-vanya).
    #[arg(long, value_enum, default_value_t = Convention::WinLose)]
    pub labels: Convention,
    /// Moves per player analysed when positions are infinite or too many.
    #[arg(long, default_value_t = 3, value_name = "K")]
    pub depth: u32,
    /// Refuse to explore more positions than this.
    #[arg(long, default_value_t = 2_000_000, value_name = "N")]
    pub max_positions: usize,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M), and a tree
    /// (text, JSON, SVG) larger than it; default: what is free.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
}

/// The format of `--out`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OutFormat {
    Xlsx,
    /// OpenDocument spreadsheet (LibreOffice's own format).
    Ods,
    Csv,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The game the tables are for: a built-in template name or a TOML file;
    /// with the rules given by flags alone, the first table instead.
    pub game: Option<String>,
    /// The tables: XLSX, XLSM, XLS, XLSB, ODS or CSV (`,` `;` or tab).
    #[arg(value_name = "FILE")]
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
    /// Language of the reasons, notes and summaries (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// A student's answers to the task's questions (19; 20; 21), separated by ';'.
    #[arg(long, value_name = "ANSWERS")]
    pub answers: Option<String>,
    /// The questions --answers answers, as in `solve`: a preset (19, 20, 21, 19-every,
    /// 20-min2, 21-all) or a query, 'ID=QUERY' to name it (repeatable; replaces the
    /// template's questions).
    #[arg(short, long = "question", value_name = "QUERY", requires = "answers")]
    pub questions: Vec<String>,
    /// Check a whole class: FILES are students' workbooks or folders of them;
    /// one report with a row per student (needs --out or --json).
    #[arg(help_heading = "A class", long)]
    pub class: bool,
    /// The class report: .xlsx (a row per student, their annotated sheets, a
    /// heat map) or .csv (the rows).
    #[arg(help_heading = "A class", long, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,
    /// The marks by the share of cells right: MARK:PERCENT,… (below the lowest,
    /// one mark less).
    #[arg(help_heading = "A class", long, value_name = "RULE", default_value = crate::check::class::DEFAULT_MARKS)]
    pub marks: String,
    /// Check each file against its own variant of this book (a variants file as
    /// `book` takes: TOML or CSV), found by the task printed in it («Вариант 3», the
    /// variant's name) or by the file's name; then no GAME.
    #[arg(
        help_heading = "A class",
        long,
        value_name = "VARIANTS",
        requires = "class"
    )]
    pub book: Option<std::path::PathBuf>,
    /// With --book: the students' file names, {variant} where the variant's number
    /// stands, * for any text ('*-v{variant}.xlsx'); default: a number after v, var,
    /// в, вариант in the name.
    #[arg(
        help_heading = "A class",
        long = "match",
        value_name = "PATTERN",
        requires = "book"
    )]
    pub name_pattern: Option<String>,
    /// Refuse a workbook whose reading, or the game solved to judge it, would need more
    /// memory than this (estimated before reading and before solving): 500M, 2G; default:
    /// what is free.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
}

#[derive(Debug, Args)]
pub struct ReadArgs {
    /// The task's text: .txt, .md, .html, .docx, .doc, .odt or .rtf; '-' or none: standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<std::path::PathBuf>,
    /// Print JSON: {"tasks": [{"number", "title", "template", "complete", "unread", "answers"}]}.
    #[arg(long)]
    pub json: bool,
    /// Language of the headings (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// Memory limit (e.g. 2G, 500M); default: the free memory.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
}

#[derive(Debug, Args)]
pub struct TemplatesArgs {
    /// Print this template's TOML.
    #[arg(long, value_name = "NAME")]
    pub show: Option<String>,
    /// Language of the messages (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// The command whose page to print ('solve', 'sg subtract'); none: gametable(1).
    #[arg(value_name = "COMMAND", conflicts_with = "dir")]
    pub command: Vec<String>,
    /// Write every page (gametable.1, gametable-solve.1, …) into this folder.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,
    /// Language of the pages (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
    /// Language of the messages (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
}

#[derive(Debug, Args)]
pub struct BookArgs {
    #[allow(rustdoc::broken_intra_doc_links)]
    /// The variants: a .toml file of [[variant]] tables or a .csv file, one variant per row.
    pub variants: std::path::PathBuf,
    /// The book to write: a workbook (.xlsx), or a document without the grids (.docx, .md, .html).
    #[arg(short, long, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// Also write the key (variant, rules, answers to 19–21) as CSV to this file ('-': stdout).
    #[arg(long, value_name = "FILE")]
    pub csv: Option<std::path::PathBuf>,
    /// Leave out the sheet per variant (the key and the statements only).
    #[arg(long)]
    pub no_grids: bool,
    /// Leave out the strategy tree of question 21 below each variant's grid.
    #[arg(long)]
    pub no_trees: bool,
    /// Language of the sheets, the key and the statements (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// Also write the statements to FILE: Markdown when it ends in .md, else plain text ('-': stdout).
    #[arg(long, value_name = "FILE")]
    pub statements: Option<std::path::PathBuf>,
    /// Label convention of the grids: V1/P1 (win-lose) or П1/В1 (petya-vanya).
    #[arg(long, value_enum, default_value_t = Convention::WinLose)]
    pub labels: Convention,
    /// Values of S tried when a variant's range is open ('88..').
    #[arg(long, default_value_t = 1000, value_name = "N")]
    pub open_span: i64,
    /// Refuse to explore more positions than this in one variant.
    #[arg(long, default_value_t = 2_000_000, value_name = "N")]
    pub max_positions: usize,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// How many variants.
    #[arg(short = 'n', long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub count: u32,
    /// The seed: the same seed (and family) gives the same variants.
    #[arg(long, default_value_t = 1, value_name = "X")]
    pub seed: u64,
    /// Only this family (default: every family in turn).
    #[arg(long, value_enum, value_name = "NAME")]
    pub family: Option<crate::book::generate::Family>,
    /// The TOML file to write ('-': stdout).
    #[arg(short, long, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// Language of the file's header and the messages (default: the locale's).
    #[arg(long, value_enum, default_value_t = crate::locale::default_lang())]
    pub lang: Lang,
    /// Refuse a job needing more memory than this (e.g. 2G, 500M); default: what is free.
    #[arg(long, value_name = "SIZE")]
    pub max_memory: Option<String>,
}
