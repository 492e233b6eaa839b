//! The small expression language shared by moves, end and winner rules and
//! exam questions: integer arithmetic, comparisons and logic over named
//! quantities of a position (`x`, `sum`, `h1`, …).
//!
//! It is parsed, type-checked and then interpreted; nothing is ever `eval`ed.
//! Mistakes are reported as a [`ParseError`] naming the token, what was
//! expected there, and a caret under it.

use std::fmt;

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
    pub(crate) fn new(message: impl Into<String>, source: &str, at: usize, len: usize) -> Self {
        ParseError {
            message: message.into(),
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
        write!(
            f,
            "column {}: {}\n{}",
            self.column(),
            self.message,
            self.caret()
        )
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
}

/// The most moves one range move may offer from one position.
pub const MAX_MOVES_PER_POSITION: u128 = 1_000_000;

// ---------------------------------------------------------------- lexer

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    Num(i64),
    Ident(String),
    Sym(&'static str),
    End,
}

#[derive(Debug, Clone)]
pub(crate) struct Token {
    pub tok: Tok,
    pub at: usize,
    pub len: usize,
    /// Whether white space precedes this token (`*3/2` vs `*3 /2`, `2S`).
    pub spaced: bool,
}

const SYMBOLS: [&str; 30] = [
    "..", "==", "!=", "<=", ">=", "&&", "||", "->", "≤", "≥", "≠", "×", "÷", "−", "+", "-", "*",
    "/", "%", "(", ")", ",", ";", ":", "<", ">", "=", "!", "[", "]",
];

pub(crate) fn lex(src: &str) -> Result<Vec<Token>, ParseError> {
    let mut out = Vec::new();
    let bytes = src.as_bytes();
    let mut i = 0;
    let mut spaced = true;
    'outer: while i < src.len() {
        let c = src[i..].chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            i += c.len_utf8();
            spaced = true;
            continue;
        }
        if c.is_ascii_digit() {
            let start = i;
            while i < src.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let text = &src[start..i];
            let n: i64 = text.parse().map_err(|_| {
                ParseError::new(
                    format!("the number {text} is too large (at most {MAX_LITERAL})"),
                    src,
                    start,
                    i - start,
                )
            })?;
            if n > MAX_LITERAL {
                return Err(ParseError::new(
                    format!("the number {text} is too large (at most {MAX_LITERAL})"),
                    src,
                    start,
                    i - start,
                ));
            }
            out.push(Token {
                tok: Tok::Num(n),
                at: start,
                len: i - start,
                spaced,
            });
            spaced = false;
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < src.len() {
                let d = src[i..].chars().next().unwrap_or(' ');
                if d.is_alphanumeric() || d == '_' {
                    i += d.len_utf8();
                } else {
                    break;
                }
            }
            out.push(Token {
                tok: Tok::Ident(src[start..i].to_string()),
                at: start,
                len: i - start,
                spaced,
            });
            spaced = false;
            continue;
        }
        for sym in SYMBOLS {
            if src[i..].starts_with(sym) {
                let canonical = match sym {
                    "≤" => "<=",
                    "≥" => ">=",
                    "≠" => "!=",
                    "×" => "*",
                    "÷" => "/",
                    "−" => "-",
                    s => s,
                };
                out.push(Token {
                    tok: Tok::Sym(canonical),
                    at: i,
                    len: sym.len(),
                    spaced,
                });
                i += sym.len();
                spaced = false;
                continue 'outer;
            }
        }
        return Err(ParseError::new(
            format!("unexpected character '{}'", c.escape_debug()),
            src,
            i,
            c.len_utf8(),
        ));
    }
    out.push(Token {
        tok: Tok::End,
        at: src.len(),
        len: 1,
        spaced: true,
    });
    Ok(out)
}

/// The largest number literal accepted; keeps products of literals far from
/// i64 overflow.
pub const MAX_LITERAL: i64 = 1 << 40;

// ---------------------------------------------------------------- AST

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
        text.chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| match c {
                '×' => '*',
                '÷' => '/',
                '−' => '-',
                c => c,
            })
            .collect()
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

impl Expr {
    /// Evaluates an integer (or boolean: 0/1) expression.
    pub fn eval(&self, env: &Env) -> Result<i64, EvalError> {
        use EvalError::*;
        Ok(match self {
            Expr::Num(n) => *n,
            Expr::Var(v) => match v {
                Var::X => env.x,
                Var::Other => {
                    let other = if env.x_heap == 0 { 1 } else { 0 };
                    env.heaps.get(other).copied().unwrap_or(0)
                }
                Var::Heap(i) => env.heaps.get(*i).copied().unwrap_or(0),
                Var::Sum => env
                    .heaps
                    .iter()
                    .try_fold(0i64, |a, &b| checked(a.checked_add(b)))?,
                Var::Prod => env
                    .heaps
                    .iter()
                    .try_fold(1i64, |a, &b| checked(a.checked_mul(b)))?,
                Var::Min => env.heaps.iter().copied().min().unwrap_or(0),
                Var::Max => env.heaps.iter().copied().max().unwrap_or(0),
                Var::Dist => isqrt(dist2(env.heaps)?),
                Var::Step => env.step,
                Var::S => env.s,
                Var::K => env.k,
                Var::Code => env.code,
                Var::Draw => env.draw as i64,
                Var::Over => env.over as i64,
                Var::Won => env.won as i64,
            },
            Expr::Neg(e) => checked(e.eval(env)?.checked_neg())?,
            Expr::Not(e) => (e.eval(env)? == 0) as i64,
            Expr::Bin(op, a, b) => {
                match op {
                    BinOp::And => return Ok((a.eval(env)? != 0 && b.eval(env)? != 0) as i64),
                    BinOp::Or => return Ok((a.eval(env)? != 0 || b.eval(env)? != 0) as i64),
                    _ => {}
                }
                let x = a.eval(env)?;
                let y = b.eval(env)?;
                if x == UNKNOWN_CODE || y == UNKNOWN_CODE {
                    let other = if x == UNKNOWN_CODE { y } else { x };
                    // An unknown code is deeper than `depth`: only equality with
                    // a shallower code is decided.
                    return match op {
                        BinOp::Eq if other.unsigned_abs() <= env.depth as u64 => Ok(0),
                        BinOp::Ne if other.unsigned_abs() <= env.depth as u64 => Ok(1),
                        _ => Err(Unknown(env.depth)),
                    };
                }
                match op {
                    BinOp::Add => checked(x.checked_add(y))?,
                    BinOp::Sub => checked(x.checked_sub(y))?,
                    BinOp::Mul => checked(x.checked_mul(y))?,
                    BinOp::Div => {
                        if y == 0 {
                            return Err(DivisionByZero);
                        }
                        x.div_euclid(y)
                    }
                    BinOp::Rem => {
                        if y == 0 {
                            return Err(DivisionByZero);
                        }
                        x.rem_euclid(y)
                    }
                    BinOp::Eq => (x == y) as i64,
                    BinOp::Ne => (x != y) as i64,
                    BinOp::Lt => (x < y) as i64,
                    BinOp::Le => (x <= y) as i64,
                    BinOp::Gt => (x > y) as i64,
                    BinOp::Ge => (x >= y) as i64,
                    BinOp::And | BinOp::Or => unreachable!("handled above"),
                }
            }
            Expr::Call(f, args) => {
                let v = args
                    .iter()
                    .map(|a| a.eval(env))
                    .collect::<Result<Vec<_>, _>>()?;
                match f {
                    Func::Even => (v[0].rem_euclid(2) == 0) as i64,
                    Func::Odd => (v[0].rem_euclid(2) == 1) as i64,
                    Func::Prime => is_prime(v[0]) as i64,
                    Func::Abs => checked(v[0].checked_abs())?,
                    Func::Min => v.iter().copied().min().unwrap_or(0),
                    Func::Max => v.iter().copied().max().unwrap_or(0),
                    Func::Cdiv => {
                        if v[1] == 0 {
                            return Err(DivisionByZero);
                        }
                        -((-v[0]).div_euclid(v[1]))
                    }
                    Func::Toward => {
                        let (x, t, s) = (v[0], v[1], v[2]);
                        if x < t {
                            checked(x.checked_add(s))?
                        } else if x > t {
                            checked(x.checked_sub(s))?
                        } else {
                            x
                        }
                    }
                    Func::Sqrt => {
                        if v[0] < 0 {
                            0
                        } else {
                            isqrt(v[0] as u128)
                        }
                    }
                }
            }
            Expr::Quant(q, body) => match q {
                Quant::AnyHeap | Quant::AllHeaps => {
                    let mut any = false;
                    let mut all = true;
                    for (i, &h) in env.heaps.iter().enumerate() {
                        let inner = Env {
                            x: h,
                            x_heap: i,
                            ..*env
                        };
                        let t = body.eval(&inner)? != 0;
                        any |= t;
                        all &= t;
                    }
                    (if *q == Quant::AnyHeap { any } else { all }) as i64
                }
                Quant::SomeMove | Quant::EveryMove => moves(*q, None, body, env)? as i64,
            },
            Expr::QuantOnly(q, only, body) => moves(*q, Some(only), body, env)? as i64,
            Expr::DistCmp(op, e) => {
                let d2 = dist2(env.heaps)?;
                let v = e.eval(env)?;
                // Compare sqrt(d2) OP v exactly.
                let ord = if v < 0 {
                    std::cmp::Ordering::Greater
                } else {
                    d2.cmp(&((v as u128) * (v as u128)))
                };
                use std::cmp::Ordering::*;
                (match op {
                    BinOp::Eq => ord == Equal,
                    BinOp::Ne => ord != Equal,
                    BinOp::Lt => ord == Less,
                    BinOp::Le => ord != Greater,
                    BinOp::Gt => ord == Greater,
                    BinOp::Ge => ord != Less,
                    _ => false,
                }) as i64
            }
        })
    }

    /// Evaluates a boolean expression.
    pub fn test(&self, env: &Env) -> Result<bool, EvalError> {
        Ok(self.eval(env)? != 0)
    }

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

/// `some`/`every` over the moves from `env.at` (those `only` admits): the
/// body is read at each position reached, for the player to move there, so
/// a nested quantifier ranges over the replies from there.
fn moves(q: Quant, only: Option<&MoveSet>, body: &Expr, env: &Env) -> Result<bool, EvalError> {
    let Some(plies) = env.plies else {
        return Err(EvalError::Unsolved(
            "some(...)/every(...) need a solved game".into(),
        ));
    };
    let mut next = Vec::new();
    plies.plies(&env.at, &mut next)?;
    let mut any = false;
    let mut all = true;
    for p in next {
        if only.is_some_and(|o| !o.admits(plies.move_text(p.mv))) {
            continue;
        }
        let inner = Env {
            code: p.code,
            draw: p.draw,
            over: p.over,
            won: p.won,
            at: p.state,
            ..*env
        };
        let t = body.eval(&inner)? != 0;
        any |= t;
        all &= t;
        if (q == Quant::SomeMove && any) || (q == Quant::EveryMove && !all) {
            break;
        }
    }
    Ok(if q == Quant::SomeMove { any } else { all })
}

fn checked(v: Option<i64>) -> Result<i64, EvalError> {
    match v {
        Some(v) if v.unsigned_abs() <= (1u64 << 62) => Ok(v),
        _ => Err(EvalError::Overflow),
    }
}

fn dist2(heaps: &[i64]) -> Result<u128, EvalError> {
    Ok(heaps.iter().map(|&h| (h as i128 * h as i128) as u128).sum())
}

fn isqrt(n: u128) -> i64 {
    let mut r = (n as f64).sqrt() as u128;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r as i64
}

/// Deterministic primality for the sizes heaps reach.
pub fn is_prime(n: i64) -> bool {
    if n < 2 {
        return false;
    }
    if n < 4 {
        return true;
    }
    if n % 2 == 0 || n % 3 == 0 {
        return false;
    }
    let mut i = 5i64;
    while i.saturating_mul(i) <= n {
        if n % i == 0 || n % (i + 2) == 0 {
            return false;
        }
        i += 6;
    }
    true
}

// ---------------------------------------------------------------- parser

/// A cursor over the tokens of one rule text; the rules parser drives it too.
pub(crate) struct Parser<'s> {
    pub src: &'s str,
    pub toks: Vec<Token>,
    pub pos: usize,
    /// Brackets, signs and `not`s open now: the parser's recursion.
    nest: u32,
    /// Operators in the expression being parsed: its tree's depth at most,
    /// which the evaluator (and dropping the tree) recurses through.
    size: u32,
}

/// The most brackets, signs and `not`s one inside another: more would
/// overflow the stack (4,000 nested brackets did).
pub const MAX_NESTING: u32 = 100;
/// The most operators in one expression (30,000 `+ 0` terms overflowed the
/// evaluator's stack).
pub const MAX_OPERATORS: u32 = 2_000;

impl<'s> Parser<'s> {
    pub fn new(src: &'s str) -> Result<Self, ParseError> {
        Ok(Parser {
            src,
            toks: lex(src)?,
            pos: 0,
            nest: 0,
            size: 0,
        })
    }

    pub fn peek(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    pub fn peek_at(&self, n: usize) -> &Token {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)]
    }

    pub fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    pub fn at_end(&self) -> bool {
        self.peek().tok == Tok::End
    }

    pub fn is_sym(&self, s: &str) -> bool {
        matches!(&self.peek().tok, Tok::Sym(t) if *t == s)
    }

    pub fn is_word(&self, w: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(t) if t.eq_ignore_ascii_case(w))
    }

    pub fn eat_sym(&mut self, s: &str) -> bool {
        if self.is_sym(s) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// An error at the current token: "expected …, found …".
    pub fn expected(&self, what: &str) -> ParseError {
        let t = self.peek();
        ParseError::new(
            format!("expected {what}, found {}", describe(&t.tok)),
            self.src,
            t.at,
            t.len,
        )
    }

    pub fn error_at(&self, t: &Token, msg: impl Into<String>) -> ParseError {
        ParseError::new(msg, self.src, t.at, t.len)
    }

    pub fn expect_sym(&mut self, s: &str) -> Result<(), ParseError> {
        if self.eat_sym(s) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{s}'")))
        }
    }

    /// One more level of brackets, signs or `not`s.
    fn enter(&mut self) -> Result<(), ParseError> {
        self.nest += 1;
        if self.nest > MAX_NESTING {
            let t = self.peek().clone();
            return Err(self.error_at(
                &t,
                format!("nested too deeply (more than {MAX_NESTING} brackets, signs or 'not's one inside another)"),
            ));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.nest = self.nest.saturating_sub(1);
    }

    /// One more operator in the expression.
    fn grow(&mut self, t: &Token) -> Result<(), ParseError> {
        self.size += 1;
        if self.size > MAX_OPERATORS {
            return Err(self.error_at(
                t,
                format!("the expression is too long (more than {MAX_OPERATORS} operators)"),
            ));
        }
        Ok(())
    }

    /// A new top-level expression starts: its operators are counted anew.
    fn start_expression(&mut self) {
        if self.nest == 0 {
            self.size = 0;
        }
    }

    pub fn expect_end(&mut self) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected("the end of the rule"))
        }
    }

    /// A boolean expression.
    pub fn condition(&mut self, scope: &Scope) -> Result<Expr, ParseError> {
        self.start_expression();
        let start = self.peek().clone();
        let (e, ty) = self.or(scope)?;
        if ty != Type::Bool {
            return Err(self.error_at(
                &start,
                "expected a condition (a comparison such as 'sum >= 77'), found a number",
            ));
        }
        Ok(e)
    }

    /// An integer expression.
    pub fn number(&mut self, scope: &Scope) -> Result<Expr, ParseError> {
        self.start_expression();
        let start = self.peek().clone();
        let (e, ty) = self.or(scope)?;
        if ty != Type::Int {
            return Err(self.error_at(&start, "expected a number, found a condition"));
        }
        Ok(e)
    }

    /// An integer atom: a number, a name, a call or a parenthesised
    /// expression (what may follow `+` in a short move like `+2`).
    pub fn atom_number(&mut self, scope: &Scope) -> Result<Expr, ParseError> {
        self.start_expression();
        let start = self.peek().clone();
        let (e, ty) = self.atom(scope)?;
        if ty != Type::Int {
            return Err(self.error_at(&start, "expected a number, found a condition"));
        }
        Ok(e)
    }

    fn or(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        self.enter()?;
        let (mut e, mut ty) = self.and(sc)?;
        while self.is_word("or") || self.is_sym("||") {
            let t = self.bump();
            self.grow(&t)?;
            let (r, rt) = self.and(sc)?;
            self.need(&t, ty, rt, Type::Bool)?;
            e = Expr::Bin(BinOp::Or, Box::new(e), Box::new(r));
            ty = Type::Bool;
        }
        self.leave();
        Ok((e, ty))
    }

    fn and(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let (mut e, mut ty) = self.not(sc)?;
        while self.is_word("and") || self.is_sym("&&") {
            let t = self.bump();
            self.grow(&t)?;
            let (r, rt) = self.not(sc)?;
            self.need(&t, ty, rt, Type::Bool)?;
            e = Expr::Bin(BinOp::And, Box::new(e), Box::new(r));
            ty = Type::Bool;
        }
        Ok((e, ty))
    }

    fn not(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        if self.is_word("not") || self.is_sym("!") {
            let t = self.bump();
            self.grow(&t)?;
            self.enter()?;
            let (e, ty) = self.not(sc)?;
            self.leave();
            if ty != Type::Bool {
                return Err(self.error_at(&t, "'not' needs a condition after it"));
            }
            return Ok((Expr::Not(Box::new(e)), Type::Bool));
        }
        self.cmp(sc)
    }

    fn cmp(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let (l, lt) = self.add(sc)?;
        let op = match &self.peek().tok {
            Tok::Sym("==") | Tok::Sym("=") => BinOp::Eq,
            Tok::Sym("!=") => BinOp::Ne,
            Tok::Sym("<") => BinOp::Lt,
            Tok::Sym("<=") => BinOp::Le,
            Tok::Sym(">") => BinOp::Gt,
            Tok::Sym(">=") => BinOp::Ge,
            _ => return Ok((l, lt)),
        };
        let t = self.bump();
        self.grow(&t)?;
        let (r, rt) = self.add(sc)?;
        if lt != Type::Int || rt != Type::Int {
            return Err(self.error_at(&t, "a comparison needs numbers on both sides"));
        }
        if matches!(
            self.peek().tok,
            Tok::Sym("<" | "<=" | ">" | ">=" | "==" | "!=")
        ) {
            return Err(self.expected("'and' between two comparisons"));
        }
        let e = if l == Expr::Var(Var::Dist) {
            Expr::DistCmp(op, Box::new(r))
        } else if r == Expr::Var(Var::Dist) {
            let flipped = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Le => BinOp::Ge,
                BinOp::Gt => BinOp::Lt,
                BinOp::Ge => BinOp::Le,
                o => o,
            };
            Expr::DistCmp(flipped, Box::new(l))
        } else {
            Expr::Bin(op, Box::new(l), Box::new(r))
        };
        Ok((e, Type::Bool))
    }

    fn add(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let (mut e, mut ty) = self.mul(sc)?;
        loop {
            let op = match &self.peek().tok {
                Tok::Sym("+") => BinOp::Add,
                Tok::Sym("-") => BinOp::Sub,
                _ => break,
            };
            let t = self.bump();
            self.grow(&t)?;
            let (r, rt) = self.mul(sc)?;
            self.need(&t, ty, rt, Type::Int)?;
            e = Expr::Bin(op, Box::new(e), Box::new(r));
            ty = Type::Int;
        }
        Ok((e, ty))
    }

    fn mul(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let (mut e, mut ty) = self.unary(sc)?;
        loop {
            let op = match &self.peek().tok {
                Tok::Sym("*") => BinOp::Mul,
                Tok::Sym("/") => BinOp::Div,
                Tok::Sym("%") => BinOp::Rem,
                Tok::Ident(w) if w == "mod" => BinOp::Rem,
                _ => break,
            };
            let t = self.bump();
            self.grow(&t)?;
            let (r, rt) = self.unary(sc)?;
            self.need(&t, ty, rt, Type::Int)?;
            e = Expr::Bin(op, Box::new(e), Box::new(r));
            ty = Type::Int;
        }
        Ok((e, ty))
    }

    fn unary(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        if self.is_sym("-") {
            let t = self.bump();
            self.grow(&t)?;
            self.enter()?;
            let (e, ty) = self.unary(sc)?;
            self.leave();
            if ty != Type::Int {
                return Err(self.error_at(&t, "'-' needs a number after it"));
            }
            return Ok((
                match e {
                    Expr::Num(n) => Expr::Num(-n),
                    e => Expr::Neg(Box::new(e)),
                },
                Type::Int,
            ));
        }
        if self.is_sym("+") {
            let t = self.bump();
            // `+ + + 1`: no node, but the parser recurses.
            self.grow(&t)?;
        }
        self.atom(sc)
    }

    fn need(&self, t: &Token, a: Type, b: Type, want: Type) -> Result<(), ParseError> {
        if a != want || b != want {
            let name = describe(&t.tok);
            return Err(self.error_at(
                t,
                match want {
                    Type::Int => format!("{name} needs numbers on both sides, found a condition"),
                    Type::Bool => format!("{name} needs conditions on both sides, found a number"),
                },
            ));
        }
        Ok(())
    }

    fn atom(&mut self, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let t = self.peek().clone();
        let (e, ty) = match &t.tok {
            Tok::Num(n) => {
                self.bump();
                (Expr::Num(*n), Type::Int)
            }
            Tok::Sym("(") => {
                self.bump();
                let inner = self.or(sc)?;
                self.expect_sym(")")?;
                inner
            }
            Tok::Ident(name) => {
                self.bump();
                let name = name.clone();
                if self.is_sym("(") || self.is_sym("[") {
                    self.call(&t, &name, sc)?
                } else {
                    self.variable(&t, &name, sc)?
                }
            }
            _ => return Err(self.expected("a number, a name or '('")),
        };
        // Implicit multiplication: `2S`, `3x`, `2(x+1)`.
        if let (Expr::Num(_), Tok::Ident(_) | Tok::Sym("(")) = (&e, &self.peek().tok) {
            if !self.peek().spaced && !matches!(&self.peek().tok, Tok::Ident(w) if w == "mod") {
                self.grow(&t)?;
                self.enter()?;
                let (r, rt) = self.atom(sc)?;
                self.leave();
                if rt != Type::Int {
                    return Err(self.error_at(&t, "a number cannot multiply a condition"));
                }
                return Ok((Expr::Bin(BinOp::Mul, Box::new(e), Box::new(r)), Type::Int));
            }
        }
        Ok((e, ty))
    }

    fn variable(&self, t: &Token, name: &str, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let lower = name.to_lowercase();
        let heap_var = |v: Var| -> Result<(Expr, Type), ParseError> {
            if sc.heaps == 0 {
                Err(self.error_at(
                    t,
                    format!("'{name}' is a heap quantity and cannot be used here"),
                ))
            } else {
                Ok((Expr::Var(v), Type::Int))
            }
        };
        let x_var = |v: Var| -> Result<(Expr, Type), ParseError> {
            if !sc.x {
                Err(self.error_at(
                    t,
                    format!("'{name}' (the heap a move acts on) is only defined in a move or inside any(...)/all(...)"),
                ))
            } else {
                Ok((Expr::Var(v), Type::Int))
            }
        };
        match (name, lower.as_str()) {
            ("S", _) | ("s", _) if sc.unknowns => Ok((Expr::Var(Var::S), Type::Int)),
            ("K", _) if sc.unknowns => Ok((Expr::Var(Var::K), Type::Int)),
            (_, "x") => x_var(Var::X),
            (_, "other") | (_, "y") if sc.heaps == 2 && sc.x => x_var(Var::Other),
            (_, "other") => Err(self.error_at(
                t,
                "'other' (the other heap) is only defined in a move of a two-heap game",
            )),
            ("k", _) if sc.step => Ok((Expr::Var(Var::Step), Type::Int)),
            (_, "sum") | (_, "total") => heap_var(Var::Sum),
            (_, "prod") | (_, "product") => heap_var(Var::Prod),
            (_, "min") => heap_var(Var::Min),
            (_, "max") => heap_var(Var::Max),
            (_, "dist") => heap_var(Var::Dist),
            (_, "even") if sc.x => {
                Ok((Expr::Call(Func::Even, vec![Expr::Var(Var::X)]), Type::Bool))
            }
            (_, "odd") if sc.x => Ok((Expr::Call(Func::Odd, vec![Expr::Var(Var::X)]), Type::Bool)),
            (_, "true") => Ok((Expr::Num(1), Type::Bool)),
            (_, "false") => Ok((Expr::Num(0), Type::Bool)),
            (_, "code") if sc.question => Ok((Expr::Var(Var::Code), Type::Int)),
            (_, "draw") if sc.question => Ok((Expr::Var(Var::Draw), Type::Bool)),
            (_, "over") if sc.question => Ok((Expr::Var(Var::Over), Type::Bool)),
            (_, "won") if sc.question => Ok((Expr::Var(Var::Won), Type::Bool)),
            (_, h) if h.starts_with('h') && h.len() == 2 => {
                let i = h[1..].parse::<usize>().unwrap_or(0);
                if i >= 1 && i <= sc.heaps {
                    Ok((Expr::Var(Var::Heap(i - 1)), Type::Int))
                } else if sc.heaps == 0 {
                    heap_var(Var::Heap(0))
                } else {
                    Err(self.error_at(t, format!("'{name}': the game has heaps h1..h{}", sc.heaps)))
                }
            }
            _ => {
                let mut known: Vec<&str> = Vec::new();
                if sc.x {
                    known.extend(["x", "even", "odd"]);
                    if sc.heaps == 2 {
                        known.push("other");
                    }
                }
                if sc.step {
                    known.push("k");
                }
                if sc.heaps > 0 {
                    known.extend(["sum", "prod", "min", "max", "dist", "h1"]);
                    if sc.heaps > 1 {
                        known.push("h2");
                    }
                    if sc.heaps > 2 {
                        known.push("h3");
                    }
                }
                if sc.unknowns {
                    known.extend(["S", "K"]);
                }
                if sc.question {
                    known.extend(["code", "draw", "over", "won", "some(...)", "every(...)"]);
                }
                Err(self.error_at(
                    t,
                    format!(
                        "unknown name '{name}'; expected one of: {}",
                        if known.is_empty() {
                            "a number".to_string()
                        } else {
                            known.join(", ")
                        }
                    ),
                ))
            }
        }
    }

    /// `[+1, *2]` or `[not *2]` after `some`/`every`: the moves' texts as
    /// the rules write them, separated by commas outside parentheses.
    fn move_set(&mut self) -> Result<MoveSet, ParseError> {
        let open = self.bump();
        let except = self.eat_word("not");
        let mut texts = Vec::new();
        let mut from = self.peek().at;
        let mut depth = 0usize;
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::End => {
                    return Err(self.error_at(
                        &open,
                        "'[' without its ']': expected the moves' texts, e.g. some[+1, +2](...)",
                    ))
                }
                Tok::Sym("(") => depth += 1,
                Tok::Sym(")") => depth = depth.saturating_sub(1),
                Tok::Sym(",") | Tok::Sym("]") if depth == 0 => {
                    let text = MoveSet::normal(&self.src[from..t.at]);
                    if text.is_empty() {
                        return Err(self.error_at(
                            &t,
                            "expected a move's text as the rules write it (e.g. +1, *2)",
                        ));
                    }
                    texts.push(text);
                    self.bump();
                    if t.tok == Tok::Sym("]") {
                        break;
                    }
                    from = self.peek().at;
                    continue;
                }
                _ => {}
            }
            self.bump();
        }
        Ok(MoveSet { except, texts })
    }

    fn call(&mut self, t: &Token, name: &str, sc: &Scope) -> Result<(Expr, Type), ParseError> {
        let lower = name.to_lowercase();
        let quant = match lower.as_str() {
            "any" => Some(Quant::AnyHeap),
            "all" | "every_heap" => Some(Quant::AllHeaps),
            "some" => Some(Quant::SomeMove),
            "every" => Some(Quant::EveryMove),
            _ => None,
        };
        self.grow(t)?;
        let only = if self.is_sym("[") {
            if !matches!(quant, Some(Quant::SomeMove | Quant::EveryMove)) {
                return Err(self.error_at(
                    t,
                    format!("'{name}[...]': only some[...] and every[...] take a list of moves"),
                ));
            }
            Some(self.move_set()?)
        } else {
            None
        };
        self.expect_sym("(")?;
        if let Some(q) = quant {
            let inner_scope = match q {
                Quant::AnyHeap | Quant::AllHeaps => {
                    if sc.heaps == 0 {
                        return Err(self.error_at(
                            t,
                            format!("'{name}(...)' ranges over heaps and cannot be used here"),
                        ));
                    }
                    Scope { x: true, ..*sc }
                }
                Quant::SomeMove | Quant::EveryMove => {
                    if !sc.question {
                        return Err(self.error_at(t, format!("'{name}(...)' ranges over first moves and is only defined in a question")));
                    }
                    *sc
                }
            };
            let body = self.condition(&inner_scope)?;
            self.expect_sym(")")?;
            return Ok((
                match only {
                    Some(set) => Expr::QuantOnly(q, set, Box::new(body)),
                    None => Expr::Quant(q, Box::new(body)),
                },
                Type::Bool,
            ));
        }
        let (func, arity, ret): (Func, (usize, usize), Type) = match lower.as_str() {
            "even" => (Func::Even, (1, 1), Type::Bool),
            "odd" => (Func::Odd, (1, 1), Type::Bool),
            "prime" => (Func::Prime, (1, 1), Type::Bool),
            "abs" => (Func::Abs, (1, 1), Type::Int),
            "min" => (Func::Min, (1, 8), Type::Int),
            "max" => (Func::Max, (1, 8), Type::Int),
            "cdiv" | "ceil" => (Func::Cdiv, (2, 2), Type::Int),
            "toward" => (Func::Toward, (3, 3), Type::Int),
            "sqrt" | "isqrt" => (Func::Sqrt, (1, 1), Type::Int),
            _ => {
                return Err(self.error_at(
                    t,
                    format!("unknown function '{name}'; expected one of: even, odd, prime, abs, min, max, cdiv, toward, sqrt, any, all, some, every"),
                ))
            }
        };
        let mut args = Vec::new();
        if !self.is_sym(")") {
            loop {
                args.push(self.number(sc)?);
                if !self.eat_sym(",") {
                    break;
                }
            }
        }
        if self.is_sym(")") {
            self.bump();
        } else {
            return Err(self.expected("',' or ')'"));
        }
        if args.len() < arity.0 || args.len() > arity.1 {
            return Err(self.error_at(
                t,
                format!(
                    "'{name}' takes {} argument{}, found {}",
                    if arity.0 == arity.1 {
                        arity.0.to_string()
                    } else {
                        format!("{} to {}", arity.0, arity.1)
                    },
                    if arity.1 == 1 { "" } else { "s" },
                    args.len()
                ),
            ));
        }
        Ok((Expr::Call(func, args), ret))
    }
}

pub(crate) fn describe(t: &Tok) -> String {
    match t {
        Tok::Num(n) => format!("'{n}'"),
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Sym(s) => format!("'{s}'"),
        Tok::End => "the end of the text".to_string(),
    }
}

/// Parses a whole text as one condition.
pub fn parse_condition(src: &str, scope: &Scope) -> Result<Expr, ParseError> {
    let mut p = Parser::new(src)?;
    if p.at_end() {
        return Err(p.expected("a condition"));
    }
    let e = p.condition(scope)?;
    p.expect_end()?;
    Ok(e)
}

/// Parses a whole text as one number expression.
pub fn parse_number(src: &str, scope: &Scope) -> Result<Expr, ParseError> {
    let mut p = Parser::new(src)?;
    if p.at_end() {
        return Err(p.expected("a number"));
    }
    let e = p.number(scope)?;
    p.expect_end()?;
    Ok(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heaps(n: usize) -> Scope {
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
    fn errors_name_the_token_with_a_caret() {
        let e = parse_condition("sum >= 7 7", &heaps(2)).unwrap_err();
        assert_eq!(e.column(), 10);
        assert!(e.message.contains("expected the end"), "{e}");
        assert!(e.caret().ends_with("         ^"), "{}", e.caret());
        let e = parse_condition("summ >= 77", &heaps(2)).unwrap_err();
        assert!(e.message.contains("unknown name 'summ'"), "{e}");
        let e = parse_condition("sum + 77", &heaps(2)).unwrap_err();
        assert!(e.message.contains("expected a condition"), "{e}");
        let e = parse_condition("x > 1", &heaps(2)).unwrap_err();
        assert!(e.message.contains("only defined in a move"), "{e}");
        let e = parse_condition("sum >= 99999999999999999999", &heaps(2)).unwrap_err();
        assert!(e.message.contains("too large"), "{e}");
        let e = parse_condition("sum >= 7 $", &heaps(2)).unwrap_err();
        assert!(e.message.contains("unexpected character '$'"), "{e}");
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

    #[test]
    fn primes() {
        let primes: Vec<i64> = (0..30).filter(|&n| is_prime(n)).collect();
        assert_eq!(primes, vec![2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
    }
}
