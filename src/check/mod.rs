//! Checking a hand-made table against the solved game: what each cell
//! claims (in whichever dialect the table is written), what it should say,
//! and why, in terms of the position's moves.
//!
//! Dialects: `V1 P1 V2 P2` (any case), Cyrillic `В1 П1 В2 П2`, `W1 L1`,
//! numeric codes (`1`, `-1`, `+2`, `-2`), and the Petya/Vanya convention
//! where `П1` means Petya (to move) wins and `В1` Vanya wins — the letters
//! the other way round. V/P letters (either script) are read both ways and
//! the convention that fits more cells wins (win-lose on a tie).

pub mod annotate;
mod beside;
pub mod class;
pub mod file;
mod judge;
mod mark;
mod mark_rule;
pub mod printed;
mod report;
pub mod variant;

pub use judge::{check, positions, solve_table, Counts, Outcome, Problem, Verdict};
pub use mark::{claim, read_mark, CellError, Claim, Dialect, Letter, Mark, Script, Style};
pub use report::reason;

#[cfg(test)]
mod fixture;
