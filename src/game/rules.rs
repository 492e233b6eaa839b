//! The rules language: the text forms of a start, a range, moves, the end and
//! the winner, the same on the command line and in TOML templates.
//!
//! ```text
//! start   = "7, S"           heaps at the start, over the unknowns S (and K)
//! s       = "1..69"          S's range, inclusive; "88.." is open
//! moves   = "+1 *2"          short forms; "h1: +1; h2: *2" per heap; see README
//! end     = "sum >= 77"      read on the position after a move
//! winner  = "mover"          or "opponent", or a condition: the mover wins iff
//! ```

use super::expr::{lex, BinOp, Expr, ParseError, Parser, Scope, Tok, Var};
use super::{Game, NoMoves, NoRepeat, Range, RulesText, Winner, MAX_HEAPS};
use crate::msg;

mod moves;

pub use moves::parse_moves;

/// A rules mistake: which field (flag or template key) and the parse error;
/// worded where it is shown ([`RuleError::to_msg`]), `Display` is the
/// English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    /// The flag or key, as a message: a file's place may be worded
    /// (`variant 3`, `row 2`).
    pub field: crate::i18n::Msg,
    pub error: ParseError,
}

impl RuleError {
    /// `field: mistake` as a message.
    pub fn to_msg(&self) -> crate::i18n::Msg {
        msg!(
            "at-file",
            file = self.field.clone(),
            error = self.error.to_msg()
        )
    }
}

impl From<RuleError> for crate::i18n::Msg {
    fn from(e: RuleError) -> Self {
        e.to_msg()
    }
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for RuleError {}

fn scope_of(heaps: usize) -> Scope {
    Scope {
        heaps,
        ..Scope::default()
    }
}

/// Parses a start: one expression per heap over `S` and `K` (`7, S`,
/// `S, 2S`, `(2, S, 2S)`).
pub fn parse_start(src: &str) -> Result<Vec<Expr>, ParseError> {
    let mut p = Parser::new(src)?;
    let sc = Scope {
        unknowns: true,
        ..Scope::default()
    };
    let paren = p.eat_sym("(");
    let mut out = Vec::new();
    loop {
        if p.at_end() || p.is_sym(")") {
            return Err(p.expected(msg!("what-heap-size")));
        }
        out.push(p.number(&sc)?);
        if !p.eat_sym(",") {
            break;
        }
    }
    if paren {
        p.expect_sym(")")?;
    }
    if out.len() > MAX_HEAPS {
        return Err(ParseError::new(
            msg!("rule-heaps-count", max = MAX_HEAPS, found = out.len()),
            src,
            0,
            src.len(),
        ));
    }
    p.expect_end()?;
    Ok(out)
}

/// Parses a range of an unknown: `1..69`, `20..`, one value `30`, and as
/// a task's text states it: `>= 20`, `S > 21`, `21 < S`, `S ≥ 22`,
/// `1 <= S <= 69`, `1 < S < 57`, `от 22`, `от 1 до 69` (до inclusive). A
/// range with no upper bound is open (`22..`); one with no lower bound is
/// refused, its least value being the task's to say.
pub fn parse_range(src: &str) -> Result<Range, ParseError> {
    let mut p = Parser::new(src)?;
    let sc = Scope::default();
    let lit = |p: &mut Parser| -> Result<i64, ParseError> {
        let t = p.peek().clone();
        let e = p.atom_number(&sc)?;
        e.constant()
            .ok_or_else(|| p.error_at(&t, msg!("rule-whole-number")))
    };
    let unknown = |p: &mut Parser| ["S", "K"].iter().any(|w| p.eat_word(w));
    // A lower bound after `>=`/`>` (or before `<=`/`<`): the least value.
    let lower = |p: &mut Parser, strict: bool| -> Result<i64, ParseError> {
        Ok(lit(p)? + i64::from(strict))
    };
    let r = if p.eat_sym(">=") || (unknown(&mut p) && p.eat_sym(">=")) {
        // >= 20, S >= 22
        Range {
            lo: lower(&mut p, false)?,
            hi: None,
        }
    } else if p.eat_sym(">") {
        // > 20, S > 21
        Range {
            lo: lower(&mut p, true)?,
            hi: None,
        }
    } else if p.is_sym("<=") || p.is_sym("<") {
        // S < 57, S <= 56: no least value given.
        return Err(p.expected(msg!("what-range-lower")));
    } else if p.eat_word("от") {
        // от 22, от 1 до 69 (включительно)
        let lo = lit(&mut p)?;
        let hi = if p.eat_word("до") {
            Some(lit(&mut p)?)
        } else {
            None
        };
        p.eat_word("включительно");
        Range { lo, hi }
    } else {
        let lo = lit(&mut p)?;
        let strict_lo = p.is_sym("<");
        if p.eat_sym("<=") || p.eat_sym("<") {
            // 1 <= S <= 69, 1 < S < 57, 21 < S
            let lo = lo + i64::from(strict_lo);
            if !unknown(&mut p) {
                return Err(p.expected(msg!("what-s-or-k")));
            }
            match &p.peek().tok {
                Tok::Sym(op @ ("<=" | "<")) => {
                    let strict_hi = *op == "<";
                    p.bump();
                    Range {
                        lo,
                        hi: Some(lit(&mut p)? - i64::from(strict_hi)),
                    }
                }
                Tok::End => Range { lo, hi: None },
                _ => return Err(p.expected(msg!("what-le-or-lt"))),
            }
        } else if p.at_end() {
            // A single value is a range of one.
            Range { lo, hi: Some(lo) }
        } else {
            if !p.eat_sym("..") {
                return Err(p.expected(msg!("what-dots")));
            }
            if p.at_end() {
                Range { lo, hi: None }
            } else {
                Range {
                    lo,
                    hi: Some(lit(&mut p)?),
                }
            }
        }
    };
    p.expect_end()?;
    if let Some(hi) = r.hi {
        if hi < r.lo {
            return Err(ParseError::new(
                msg!("rule-empty-range", lo = r.lo, hi = hi),
                src,
                0,
                src.len(),
            ));
        }
    }
    Ok(r)
}

/// Parses who wins when the game ends: `mover`, `opponent`, or a condition
/// on the final position under which the mover wins.
pub fn parse_winner(src: &str, heaps: usize) -> Result<Winner, ParseError> {
    let t = src.trim().to_lowercase();
    Ok(match t.as_str() {
        "mover" | "last" | "last mover" => Winner::Mover,
        "opponent" | "other" | "not mover" => Winner::Opponent,
        _ => Winner::MoverIf(super::expr::parse_condition(src, &scope_of(heaps))?),
    })
}

/// Parses the end condition (a condition on the position after a move).
pub fn parse_end(src: &str, heaps: usize) -> Result<Expr, ParseError> {
    super::expr::parse_condition(src, &scope_of(heaps))
}

/// The rules of a game as text, from flags or a template, before checking.
#[derive(Debug, Clone, Default)]
pub struct GameSpec {
    pub start: Option<String>,
    pub s: Option<String>,
    pub k: Option<String>,
    pub moves: Option<String>,
    pub end: Option<String>,
    pub winner: Option<String>,
    pub no_moves: Option<String>,
    pub no_repeat: Option<String>,
    pub require: Option<String>,
    pub cap: Option<i64>,
    pub handed_win_counts: Option<bool>,
}

impl GameSpec {
    /// Fields of `other` that are set replace those of `self`.
    pub fn overlay(&mut self, other: &GameSpec) {
        macro_rules! take {
            ($($f:ident),*) => { $( if other.$f.is_some() { self.$f = other.$f.clone(); } )* };
        }
        take!(
            start,
            s,
            k,
            moves,
            end,
            winner,
            no_moves,
            no_repeat,
            require,
            cap,
            handed_win_counts
        );
    }

    /// Checks the rules and builds the game. `field` names each key for
    /// messages (`--moves` or `moves`).
    pub fn build<F: Into<crate::i18n::Msg>>(
        &self,
        field: &dyn Fn(&str) -> F,
    ) -> Result<Game, RuleError> {
        // The field is named only on an error: naming it can cost a scan of
        // the file (its line), once per key of every variant of a book.
        let err = |name: &'static str| {
            move |error: ParseError| RuleError {
                field: field(name).into(),
                error,
            }
        };
        let missing = |name: &str, example: &str| RuleError {
            field: field(name).into(),
            error: ParseError::new(msg!("rule-missing", example = example), "", 0, 1),
        };
        let start_src = self
            .start
            .as_deref()
            .ok_or_else(|| missing("start", "'7, S'"))?;
        let start = parse_start(start_src).map_err(err("start"))?;
        let heaps = start.len();
        let uses_s = start.iter().any(|e| e.uses(Var::S));
        let uses_k = start.iter().any(|e| e.uses(Var::K));
        let s_src = self.s.clone().unwrap_or_default();
        let s_range = if uses_s {
            parse_range(self.s.as_deref().ok_or_else(|| missing("s", "'1..69'"))?)
                .map_err(err("s"))?
        } else {
            Range { lo: 0, hi: Some(0) }
        };
        let k_range = match (&self.k, uses_k) {
            (Some(k), true) => Some(parse_range(k).map_err(err("k"))?),
            (None, true) => return Err(missing("k", "'1..29' (the start uses K)")),
            (Some(k), false) => {
                return Err(err("k")(ParseError::new(
                    msg!("rule-k-unused"),
                    k,
                    0,
                    k.len(),
                )))
            }
            (None, false) => None,
        };
        if k_range.is_some_and(|r| r.hi.is_none()) && s_range.hi.is_none() {
            return Err(err("k")(ParseError::new(
                msg!("rule-one-open"),
                self.k.as_deref().unwrap_or(""),
                0,
                1,
            )));
        }
        let moves_src = self
            .moves
            .as_deref()
            .ok_or_else(|| missing("moves", "'+1 *2'"))?;
        let moves = parse_moves(moves_src, heaps).map_err(err("moves"))?;
        let end_src = self
            .end
            .as_deref()
            .ok_or_else(|| missing("end", "'sum >= 77'"))?;
        let end = parse_end(end_src, heaps).map_err(err("end"))?;
        let winner_src = self.winner.clone().unwrap_or_else(|| "mover".into());
        let winner = parse_winner(&winner_src, heaps).map_err(err("winner"))?;
        let word = |name: &'static str,
                    v: &Option<String>,
                    options: &[&str]|
         -> Result<usize, RuleError> {
            match v {
                None => Ok(0),
                Some(v) => options
                    .iter()
                    .position(|o| o.eq_ignore_ascii_case(v.trim()))
                    .ok_or_else(|| {
                        err(name)(ParseError::new(
                            msg!(
                                "rule-unknown-value",
                                value = v,
                                options = options.join(", ")
                            ),
                            v,
                            0,
                            v.len(),
                        ))
                    }),
            }
        };
        let no_moves =
            [NoMoves::Lose, NoMoves::Win][word("no_moves", &self.no_moves, &["lose", "win"])?];
        let no_repeat = [NoRepeat::None, NoRepeat::Opponent, NoRepeat::Own]
            [word("no_repeat", &self.no_repeat, &["none", "opponent", "own"])?];
        let mut require_src = self.require.clone();
        let mut require = match &self.require {
            Some(r) => Some(parse_end(r, heaps).map_err(err("require"))?),
            None => None,
        };
        if let Some(cap) = self.cap {
            let cap_expr = Expr::Bin(
                BinOp::Le,
                Box::new(Expr::Var(Var::Max)),
                Box::new(Expr::Num(cap)),
            );
            require = Some(match require {
                Some(r) => Expr::Bin(BinOp::And, Box::new(r), Box::new(cap_expr)),
                None => cap_expr,
            });
            require_src = Some(match require_src {
                Some(r) => format!("{r} and max <= {cap}"),
                None => format!("max <= {cap}"),
            });
        }
        // Move-use counters: a nibble per limited move (two when per player).
        let mut limit_slots = Vec::new();
        let mut next = 16u32;
        for m in &moves {
            match m.limit {
                Some(l) => {
                    limit_slots.push(Some(next));
                    next += if l.each { 8 } else { 4 };
                }
                None => limit_slots.push(None),
            }
        }
        // The turn's bit (63) past the counters, when a move is one player's.
        let top = if moves.iter().any(|m| m.owner.is_some()) {
            63
        } else {
            64
        };
        if next > top || moves.len() > 250 {
            return Err(err("moves")(ParseError::new(
                msg!("rule-too-many-moves"),
                moves_src,
                0,
                moves_src.len(),
            )));
        }
        Ok(Game {
            heaps,
            start,
            s_range,
            k_range,
            moves,
            end,
            winner,
            no_moves,
            no_repeat,
            require,
            handed_win_counts: self.handed_win_counts.unwrap_or(false),
            text: RulesText {
                start: start_src.to_string(),
                s: s_src,
                k: self.k.clone(),
                moves: moves_src.to_string(),
                end: end_src.to_string(),
                winner: winner_src,
                require: require_src,
            },
            limit_slots,
        })
    }
}

/// Whether a text lexes at all (for quick checks in tests).
#[allow(dead_code)]
pub(crate) fn lexes(src: &str) -> bool {
    lex(src).is_ok()
}

#[cfg(test)]
mod tests;
