//! How the expression language fails: a parse mistake shown with a caret
//! under the token, or an evaluation failure of a well-typed expression.

use std::fmt;

use crate::exam::wording::Lang;
use crate::i18n::Msg;
use crate::msg;

/// A parse mistake: the message, the text it was found in and where. The
/// message is worded where it is shown ([`ParseError::message`]); `Display`
/// gives the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// What was found and what was expected.
    pub message: Msg,
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
    pub(crate) fn new(message: impl Into<Msg>, source: &str, at: usize, len: usize) -> Self {
        let mut message = message.into();
        let found = source.get(at..(at + len).min(source.len())).unwrap_or("");
        if let Some(hint) = super::lookalike::hint(found) {
            message = msg!("rule-with-hint", message = message, hint = hint);
        }
        ParseError {
            message,
            source: source.to_string(),
            at,
            len: len.max(1),
        }
    }

    /// The whole mistake as a message: the column and what is wrong, then
    /// the text with a caret under the place.
    pub fn to_msg(&self) -> Msg {
        // Nothing written (a missing key): no column, no caret under nothing.
        if self.source.trim().is_empty() {
            return self.message.clone();
        }
        msg!(
            "rule-at",
            column = self.column(),
            message = self.message.clone(),
            caret = self.caret()
        )
    }

    /// The mistake worded in `lang`, with its caret line.
    pub fn worded(&self, lang: Lang) -> String {
        self.to_msg().message(lang)
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
        f.write_str(&self.worded(Lang::En))
    }
}

impl std::error::Error for ParseError {}

/// A failure while evaluating a well-typed expression (division by zero,
/// overflow, an unknown code); worded by [`EvalError::to_msg`], `Display`
/// is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EvalError {
    DivisionByZero,
    Overflow,
    /// The code is unknown: deeper than the analysed moves.
    Unknown(u32),
    /// A range move (`for k in a..b`) offering more moves from one position
    /// than [`MAX_MOVES_PER_POSITION`].
    TooManyMoves(i64, i64, u128),
    /// A question looked at a position the solver did not reach.
    Unsolved(Msg),
    /// A question's `some`/`every` looked at more positions than
    /// [`MAX_QUESTION_STEPS`] for one value of the unknowns.
    TooMuchWork,
}

impl EvalError {
    /// The failure as a message, worded where it is shown.
    pub fn to_msg(&self) -> Msg {
        match self {
            EvalError::DivisionByZero => msg!("eval-division-by-zero"),
            EvalError::Overflow => msg!("eval-overflow"),
            EvalError::Unknown(depth) => msg!("eval-unknown", depth = *depth),
            EvalError::TooManyMoves(lo, hi, count) => msg!(
                "eval-too-many-moves",
                lo = *lo,
                hi = *hi,
                count = *count,
                max = MAX_MOVES_PER_POSITION
            ),
            EvalError::Unsolved(m) => m.clone(),
            EvalError::TooMuchWork => msg!("eval-too-much-work", max = MAX_QUESTION_STEPS),
        }
    }
}

impl From<EvalError> for Msg {
    fn from(e: EvalError) -> Msg {
        e.to_msg()
    }
}

impl From<ParseError> for Msg {
    fn from(e: ParseError) -> Msg {
        e.to_msg()
    }
}

impl From<EvalError> for crate::i18n::Arg {
    fn from(e: EvalError) -> Self {
        e.to_msg().into()
    }
}

impl From<ParseError> for crate::i18n::Arg {
    fn from(e: ParseError) -> Self {
        e.to_msg().into()
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_msg().message(Lang::En))
    }
}

impl std::error::Error for EvalError {}

/// The most positions a question's `some`/`every` expand for one start
/// (each once: their values are remembered per position).
pub const MAX_QUESTION_STEPS: u64 = 2_000_000;

/// The most moves one range move may offer from one position.
pub const MAX_MOVES_PER_POSITION: u128 = 1_000_000;
