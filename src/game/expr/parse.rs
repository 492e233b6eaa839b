//! Building and type-checking the tree: a recursive-descent parser over the
//! tokens, with limits on nesting and size so a hostile rule cannot
//! overflow the stack, and mistakes named with the token and what was
//! expected there.

use super::{lex, BinOp, Expr, ParseError, Scope, Tok, Token, Type, Var};
use crate::i18n::Msg;
use crate::msg;

mod names;

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
    pub fn expected(&self, what: impl Into<Msg>) -> ParseError {
        let what: Msg = what.into();
        let t = self.peek();
        ParseError::new(
            msg!("rule-expected", what = what, found = describe(&t.tok)),
            self.src,
            t.at,
            t.len,
        )
    }

    pub fn error_at(&self, t: &Token, msg: impl Into<Msg>) -> ParseError {
        ParseError::new(msg, self.src, t.at, t.len)
    }

    pub fn expect_sym(&mut self, s: &str) -> Result<(), ParseError> {
        if self.eat_sym(s) {
            Ok(())
        } else {
            Err(self.expected(format!("'{s}'")))
        }
    }

    /// One more level of brackets, signs or `not`s.
    fn enter(&mut self) -> Result<(), ParseError> {
        self.nest += 1;
        if self.nest > MAX_NESTING {
            let t = self.peek().clone();
            return Err(self.error_at(&t, msg!("rule-nested", max = MAX_NESTING)));
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
            return Err(self.error_at(t, msg!("rule-too-long", max = MAX_OPERATORS)));
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
            Err(self.expected(msg!("what-end-of-rule")))
        }
    }

    /// A boolean expression.
    pub fn condition(&mut self, scope: &Scope) -> Result<Expr, ParseError> {
        self.start_expression();
        let start = self.peek().clone();
        let (e, ty) = self.or(scope)?;
        if ty != Type::Bool {
            return Err(self.error_at(&start, msg!("rule-want-condition")));
        }
        Ok(e)
    }

    /// An integer expression.
    pub fn number(&mut self, scope: &Scope) -> Result<Expr, ParseError> {
        self.start_expression();
        let start = self.peek().clone();
        let (e, ty) = self.or(scope)?;
        if ty != Type::Int {
            return Err(self.error_at(&start, msg!("rule-want-number")));
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
            return Err(self.error_at(&start, msg!("rule-want-number")));
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
                return Err(self.error_at(&t, msg!("rule-not-needs-condition")));
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
            return Err(self.error_at(&t, msg!("rule-compare-numbers")));
        }
        if matches!(
            self.peek().tok,
            Tok::Sym("<" | "<=" | ">" | ">=" | "==" | "!=")
        ) {
            return Err(self.expected(msg!("what-and")));
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
                return Err(self.error_at(&t, msg!("rule-minus-needs-number")));
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
                    Type::Int => msg!("rule-op-needs-numbers", op = name),
                    Type::Bool => msg!("rule-op-needs-conditions", op = name),
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
            _ => return Err(self.expected(msg!("what-atom"))),
        };
        // Implicit multiplication: `2S`, `3x`, `2(x+1)`.
        if let (Expr::Num(_), Tok::Ident(_) | Tok::Sym("(")) = (&e, &self.peek().tok) {
            if !self.peek().spaced && !matches!(&self.peek().tok, Tok::Ident(w) if w == "mod") {
                self.grow(&t)?;
                self.enter()?;
                let (r, rt) = self.atom(sc)?;
                self.leave();
                if rt != Type::Int {
                    return Err(self.error_at(&t, msg!("rule-number-times-condition")));
                }
                return Ok((Expr::Bin(BinOp::Mul, Box::new(e), Box::new(r)), Type::Int));
            }
        }
        Ok((e, ty))
    }
}

/// A token as a message names it: quoted, or "the end of the text".
pub(crate) fn describe(t: &Tok) -> Msg {
    match t {
        Tok::Num(n) => format!("'{n}'").into(),
        Tok::Ident(s) => format!("'{s}'").into(),
        Tok::Sym(s) => format!("'{s}'").into(),
        Tok::End => msg!("rule-end-of-text"),
    }
}

/// Parses a whole text as one condition.
pub fn parse_condition(src: &str, scope: &Scope) -> Result<Expr, ParseError> {
    let mut p = Parser::new(src)?;
    if p.at_end() {
        return Err(p.expected(msg!("what-condition")));
    }
    let e = p.condition(scope)?;
    p.expect_end()?;
    Ok(e)
}

/// Parses a whole text as one number expression.
pub fn parse_number(src: &str, scope: &Scope) -> Result<Expr, ParseError> {
    let mut p = Parser::new(src)?;
    if p.at_end() {
        return Err(p.expected(msg!("what-number")));
    }
    let e = p.number(scope)?;
    p.expect_end()?;
    Ok(e)
}

#[cfg(test)]
mod tests;
