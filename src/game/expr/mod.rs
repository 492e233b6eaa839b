//! The small expression language shared by moves, end and winner rules and
//! exam questions: integer arithmetic, comparisons and logic over named
//! quantities of a position (`x`, `sum`, `h1`, …).
//!
//! It is parsed, type-checked and then interpreted; nothing is ever `eval`ed.
//! Mistakes are reported as a [`ParseError`] naming the token, what was
//! expected there, and a caret under it.
//!
//! [`Expr`] and the names it reads live here; `lex` cuts a text into tokens,
//! `parse` builds and type-checks the tree, `eval` reads it for a position,
//! and `error` holds the two ways it fails (a parse mistake with its caret, an
//! evaluation failure).

mod error;
mod eval;
mod lex;
mod lookalike;
mod parse;

use std::fmt;

pub use error::{EvalError, ParseError, MAX_MOVES_PER_POSITION, MAX_QUESTION_STEPS};
pub use eval::is_prime;
pub use lex::MAX_LITERAL;
pub(crate) use lex::{decimal, lex, Tok, Token};
pub(crate) use parse::{describe, Parser};
pub use parse::{parse_condition, parse_number, MAX_NESTING, MAX_OPERATORS};

/// A named quantity an expression can read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Var {
    /// The heap a move acts on (or the heap bound by `any(...)`/`all(...)`).
    X,
    /// The other heap (two-heap games).
    Other,
    /// Heap number i (0-based).
    Heap(usize),
    Sum,
    Prod,
    Min,
    Max,
    /// Floor of the distance from the origin; compared exactly in comparisons.
    Dist,
    /// The amount chosen in a range move (`+1..x`).
    Step,
    /// The unknown S of a task.
    S,
    /// The second unknown K of a task.
    K,
    /// Code of the position a question looks at.
    Code,
    /// Whether that position is a draw.
    Draw,
    /// Whether that position is finished.
    Over,
    /// Whether that position is finished and the player who moved there won.
    Won,
}

/// Built-in functions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Func {
    Even,
    Odd,
    Prime,
    Abs,
    Min,
    Max,
    /// Division rounding up.
    Cdiv,
    /// `toward(x, target, step)`: a step toward a number (may overshoot it).
    Toward,
    /// Integer square root (floor).
    Sqrt,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

/// Quantifiers: over the heaps (`any`, `all`) or, in questions, over the
/// moves from the position looked at (`some`, `every`): at the top level
/// Petya's first moves; nested, the next player's replies, ply by ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quant {
    AnyHeap,
    AllHeaps,
    SomeMove,
    EveryMove,
}

/// A parsed, type-checked expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Num(i64),
    Var(Var),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Call(Func, Vec<Expr>),
    Quant(Quant, Box<Expr>),
    /// `some[+1](…)`, `every[not *2](…)`: a move quantifier over some of the
    /// rules' moves only.
    QuantOnly(Quant, MoveSet, Box<Expr>),
    /// `dist OP e`, compared exactly as squared distances.
    DistCmp(BinOp, Box<Expr>),
}

/// Which of the rules' moves a move quantifier ranges over, by the moves'
/// texts as the rules write them: `[+1, +2]` those, `[not *2]` all but those.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveSet {
    /// The set lists the moves left out.
    pub except: bool,
    /// The moves' texts, normalised by [`MoveSet::normal`].
    pub texts: Vec<String>,
}

impl MoveSet {
    /// A move's text without spaces, `×` as `*`, `÷` as `/`, `−` as `-`:
    /// `x * 2` and `x*2` are one move.
    pub fn normal(text: &str) -> String {
        let t: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| match c {
                '×' => '*',
                '÷' => '/',
                '−' => '-',
                c => c,
            })
            .collect();
        // An expression move's statement may end in `;` (the README's
        // `[x = x*2 + 1;]`); the rules' text of it may not.
        t.trim_end_matches(';').to_string()
    }

    /// Whether a move written `text` by the rules is in the set.
    pub fn admits(&self, text: &str) -> bool {
        let t = Self::normal(text);
        self.texts.contains(&t) != self.except
    }
}

impl fmt::Display for MoveSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "[{}{}]",
            if self.except { "not " } else { "" },
            self.texts.join(", ")
        )
    }
}

/// One move from a position a question looks at, as `some`/`every` read it.
#[derive(Debug, Clone, Copy)]
pub struct Ply {
    /// The position the move leads to.
    pub state: crate::game::State,
    /// The move's index in the rules.
    pub mv: u16,
    /// (code, draw, over, won) there, for the player to move there.
    pub code: i64,
    pub draw: bool,
    pub over: bool,
    pub won: bool,
}

/// The moves a question's `some`/`every` range over: what lies one move from
/// a position, with the codes the solver gave it.
pub trait Plies: fmt::Debug {
    /// Appends the moves from `at` (none when the game is over there).
    fn plies(&self, at: &crate::game::State, out: &mut Vec<Ply>) -> Result<(), EvalError>;
    /// The text of move `mv` as the rules write it.
    fn move_text(&self, mv: u16) -> &str;
    /// The value a `some`/`every` was found to have at a position, if it
    /// was evaluated there before ([`QuantKey`]): nesting then costs time
    /// linear in its depth, not exponential. None by default (no memory).
    fn recall(&self, _key: &QuantKey) -> Option<bool> {
        None
    }
    /// Remembers a `some`/`every`'s value at a position.
    fn remember(&self, _key: QuantKey, _value: bool) {}
}

/// A `some`/`every` of a question at one position: its body (by address:
/// one quantifier of one parsed question), the position, and the unknowns
/// (all a question's sub-condition can read there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct QuantKey {
    pub body: usize,
    pub at: crate::game::State,
    pub s: i64,
    pub k: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Type {
    Int,
    Bool,
}

/// What names an expression may use: decided by where it stands.
#[derive(Debug, Clone, Copy, Default)]
pub struct Scope {
    /// Number of heaps of the game (0: no heap quantities).
    pub heaps: usize,
    /// `x` (and `other`) are defined: in a move.
    pub x: bool,
    /// `k` is defined: in a range move.
    pub step: bool,
    /// `S` and `K` are defined: a start or a question.
    pub unknowns: bool,
    /// `code`, `draw`, `over`, `won`, `some(...)`, `every(...)` are defined: a question.
    pub question: bool,
}

/// What an expression reads when evaluated.
#[derive(Debug, Clone, Copy, Default)]
pub struct Env<'a> {
    pub heaps: &'a [i64],
    pub x: i64,
    /// Index of the heap `x` is, for `other`.
    pub x_heap: usize,
    pub step: i64,
    pub s: i64,
    pub k: i64,
    pub code: i64,
    pub draw: bool,
    pub over: bool,
    /// The position is finished and the player who moved there won.
    pub won: bool,
    /// The position a question looks at (for `some`/`every`).
    pub at: crate::game::State,
    /// What `some`/`every` range over; `None` outside questions.
    pub plies: Option<&'a dyn Plies>,
    /// Depth of a bounded analysis (0: codes are exact).
    pub depth: u32,
}

/// Code value meaning "unknown at this depth" (bounded analysis).
pub const UNKNOWN_CODE: i64 = i64::MIN / 4;

/// Code value of a draw: no number — every comparison with it is false
/// (`code == 0`, `code <= 0`, `code != 0` alike: a draw is neither over nor
/// a win or loss; questions ask for it with `draw`), and arithmetic on it
/// stays a draw.
pub const DRAW_CODE: i64 = i64::MIN / 4 - 1;

impl Expr {
    /// Whether the expression reads `v` anywhere.
    pub fn uses(&self, v: Var) -> bool {
        match self {
            Expr::Num(_) => false,
            Expr::Var(w) => *w == v,
            Expr::Neg(e) | Expr::Not(e) | Expr::Quant(_, e) | Expr::QuantOnly(_, _, e) => e.uses(v),
            Expr::DistCmp(_, e) => v == Var::Dist || e.uses(v),
            Expr::Bin(_, a, b) => a.uses(v) || b.uses(v),
            Expr::Call(_, args) => args.iter().any(|a| a.uses(v)),
        }
    }

    /// The constant value, if the expression reads nothing.
    pub fn constant(&self) -> Option<i64> {
        match self {
            Expr::Num(n) => Some(*n),
            Expr::Neg(e) => e.constant().map(|v| -v),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scope with `n` heaps and nothing else.
    pub(super) fn heaps(n: usize) -> Scope {
        Scope {
            heaps: n,
            ..Scope::default()
        }
    }

    fn eval(src: &str, hs: &[i64]) -> i64 {
        let e = parse_condition(src, &heaps(hs.len()))
            .or_else(|_| parse_number(src, &heaps(hs.len())))
            .unwrap();
        e.eval(&Env {
            heaps: hs,
            ..Env::default()
        })
        .unwrap()
    }

    #[test]
    fn arithmetic_and_logic() {
        assert_eq!(eval("sum >= 77", &[7, 70]), 1);
        assert_eq!(eval("sum >= 77", &[7, 69]), 0);
        assert_eq!(eval("h1 + 2*h2", &[3, 4]), 11);
        assert_eq!(eval("2h2 + 1", &[3, 4]), 9);
        assert_eq!(eval("sum % 10 == 0 and prime(h1)", &[7, 3]), 1);
        assert_eq!(eval("not (h1 == h2) or false", &[2, 2]), 0);
        assert_eq!(eval("prod > 100", &[11, 10]), 1);
        assert_eq!(eval("any(x >= 20)", &[3, 25]), 1);
        assert_eq!(eval("all(x >= 20)", &[3, 25]), 0);
        assert_eq!(eval("max(h1, h2) - min", &[3, 25]), 22);
        assert_eq!(eval("-7 / 2", &[1]), -4);
        assert_eq!(eval("cdiv(7, 2)", &[1]), 4);
        // `/` rounds down and cdiv up, whatever the signs (`%` is never
        // negative: Euclid's remainder).
        for (x, y) in [
            (7, 2),
            (7, -2),
            (-7, 2),
            (-7, -2),
            (6, -2),
            (-6, 2),
            (0, -3),
        ] {
            let floor = (x as f64 / y as f64).floor() as i64;
            let ceil = (x as f64 / y as f64).ceil() as i64;
            assert_eq!(eval(&format!("({x}) / ({y})"), &[1]), floor, "{x} / {y}");
            assert_eq!(
                eval(&format!("cdiv({x}, {y})"), &[1]),
                ceil,
                "cdiv({x}, {y})"
            );
            assert!(eval(&format!("({x}) % ({y})"), &[1]) >= 0);
        }
        assert_eq!(eval("sum ≥ 5 and h1 ≠ 3", &[4, 1]), 1);
    }

    #[test]
    fn distance_compares_exactly() {
        assert_eq!(eval("dist >= 5", &[3, 4]), 1);
        assert_eq!(eval("dist > 5", &[3, 4]), 0);
        assert_eq!(eval("dist > 5", &[3, 5]), 1);
        assert_eq!(eval("5 < dist", &[3, 5]), 1);
        assert_eq!(eval("dist", &[3, 5]), 5);
    }

    #[test]
    fn overflow_is_an_error_not_a_panic() {
        let e = parse_number("h1 * h1 * h1 * h1", &heaps(1)).unwrap();
        let r = e.eval(&Env {
            heaps: &[1 << 20],
            ..Env::default()
        });
        assert_eq!(r, Err(EvalError::Overflow));
    }
}
