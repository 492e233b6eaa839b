//! How the expression language fails: a parse mistake shown with a caret
//! under the token, or an evaluation failure of a well-typed expression.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::exam::wording::Lang;
use crate::tr;

/// Whether rule mistakes are worded in Russian: they are made deep in the
/// parser and reach the user through several layers as text, so the
/// program says once, at its start, which language its user reads.
static RUSSIAN: AtomicBool = AtomicBool::new(false);

/// Words the rules language's mistakes (and the slips hints) in `lang`
/// from now on; English until called. The binary calls it with `--lang`'s
/// language, else the locale's.
pub fn set_lang(lang: Lang) {
    RUSSIAN.store(lang == Lang::Ru, Ordering::Relaxed);
}

/// The language rule mistakes are worded in (see [`set_lang`]).
pub fn lang() -> Lang {
    if RUSSIAN.load(Ordering::Relaxed) {
        Lang::Ru
    } else {
        Lang::En
    }
}

/// A parse mistake: the message, the text it was found in and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// What was found and what was expected.
    pub message: String,
    /// The text being parsed (one rule).
    pub source: String,
    /// Byte offset of the offending token.
    pub at: usize,
    /// Byte length of the offending token (at least 1 for the caret).
    pub len: usize,
}

impl ParseError {
    /// A mistake at `source[at..at + len]`; when the text there holds a
    /// Cyrillic letter that looks like a Latin one, the message says so.
    pub(crate) fn new(message: impl Into<String>, source: &str, at: usize, len: usize) -> Self {
        let mut message = message.into();
        let found = source.get(at..(at + len).min(source.len())).unwrap_or("");
        if let Some(hint) = super::lookalike::hint(found) {
            message = format!("{message}; {hint}");
        }
        ParseError {
            message,
            source: source.to_string(),
            at,
            len: len.max(1),
        }
    }

    /// Column (1-based, in characters) of the offending token.
    pub fn column(&self) -> usize {
        self.source[..self.at.min(self.source.len())]
            .chars()
            .count()
            + 1
    }

    /// The source with a caret line under the offending token. A long
    /// source is cut to the 80 characters around it (`…` marks a cut), and
    /// control characters show as `�`, so a terminal shows what was typed.
    pub fn caret(&self) -> String {
        const AROUND: usize = 40;
        let col = self.column() - 1;
        let width = self
            .source
            .get(self.at..(self.at + self.len).min(self.source.len()))
            .map(|s| s.chars().count())
            .unwrap_or(1)
            .clamp(1, AROUND);
        let chars: Vec<char> = self
            .source
            .chars()
            .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
            .collect();
        let from = col.saturating_sub(AROUND);
        let to = (col + width + AROUND).min(chars.len());
        let mut shown: String = chars[from.min(to)..to].iter().collect();
        let mut pad = col - from;
        if from > 0 {
            shown.insert(0, '…');
            pad += 1;
        }
        if to < chars.len() {
            shown.push('…');
        }
        format!("    {shown}\n    {}{}", " ".repeat(pad), "^".repeat(width))
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Nothing written (a missing key): no column, no caret under nothing.
        if self.source.trim().is_empty() {
            return write!(f, "{}", self.message);
        }
        let line = tr!(
            lang(),
            "rule-column",
            column = self.column(),
            message = self.message.as_str()
        );
        write!(f, "{line}\n{}", self.caret())
    }
}

impl std::error::Error for ParseError {}

/// A failure while evaluating a well-typed expression (division by zero,
/// overflow, an unknown code).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    #[error("division by zero")]
    DivisionByZero,
    #[error("a number grew beyond 2^62 (overflow)")]
    Overflow,
    #[error("the code is unknown (deeper than the analysed {0} moves)")]
    Unknown(u32),
    /// A range move (`for k in a..b`) offering more moves from one position
    /// than [`MAX_MOVES_PER_POSITION`].
    #[error("'for k in {0}..{1}' offers {2} moves from one position, more than the limit of {MAX_MOVES_PER_POSITION}; narrow the range of k")]
    TooManyMoves(i64, i64, u128),
    /// A question looked at a position the solver did not reach.
    #[error("{0}")]
    Unsolved(String),
    /// A question's `some`/`every` looked at more positions than
    /// [`MAX_QUESTION_STEPS`] for one value of the unknowns.
    #[error("the question looks at more than {MAX_QUESTION_STEPS} positions through its some(...)/every(...); nest them less deeply")]
    TooMuchWork,
}

/// The most positions a question's `some`/`every` expand for one start
/// (each once: their values are remembered per position).
pub const MAX_QUESTION_STEPS: u64 = 2_000_000;

/// The most moves one range move may offer from one position.
pub const MAX_MOVES_PER_POSITION: u128 = 1_000_000;
