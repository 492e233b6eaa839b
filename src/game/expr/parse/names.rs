//! The names a rule may use: variables (heaps, the unknowns, the move's
//! parts), functions with their arguments, and move sets (`[+1, *2]`).

use super::Parser;
use crate::game::expr::{Expr, Func, MoveSet, ParseError, Quant, Scope, Tok, Token, Type, Var};
use crate::i18n::Msg;
use crate::msg;

impl Parser<'_> {
    pub(super) fn variable(
        &self,
        t: &Token,
        name: &str,
        sc: &Scope,
    ) -> Result<(Expr, Type), ParseError> {
        let lower = name.to_lowercase();
        let heap_var = |v: Var| -> Result<(Expr, Type), ParseError> {
            if sc.heaps == 0 {
                Err(self.error_at(t, msg!("rule-heap-quantity-here", name = name)))
            } else {
                Ok((Expr::Var(v), Type::Int))
            }
        };
        let x_var = |v: Var| -> Result<(Expr, Type), ParseError> {
            if !sc.x {
                Err(self.error_at(t, msg!("rule-x-only-in-move", name = name)))
            } else {
                Ok((Expr::Var(v), Type::Int))
            }
        };
        match (name, lower.as_str()) {
            ("S", _) | ("s", _) if sc.unknowns => Ok((Expr::Var(Var::S), Type::Int)),
            ("K", _) if sc.unknowns => Ok((Expr::Var(Var::K), Type::Int)),
            (_, "x") => x_var(Var::X),
            (_, "other") | (_, "y") if sc.heaps == 2 && sc.x => x_var(Var::Other),
            (_, "other") => Err(self.error_at(t, msg!("rule-other-only"))),
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
                    Err(self.error_at(
                        t,
                        msg!("rule-no-such-heap-name", name = name, heaps = sc.heaps),
                    ))
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
                let known: crate::i18n::Arg = if known.is_empty() {
                    msg!("what-number").into()
                } else {
                    known.join(", ").into()
                };
                Err(self.error_at(
                    t,
                    Msg::new(
                        "rule-unknown-name",
                        vec![("name", name.into()), ("known", known)],
                    ),
                ))
            }
        }
    }

    /// `[+1, *2]` or `[not *2]` after `some`/`every`: the moves' texts as
    /// the rules write them, separated by commas outside parentheses.
    pub(super) fn move_set(&mut self) -> Result<MoveSet, ParseError> {
        let open = self.bump();
        let except = self.eat_word("not");
        let mut texts = Vec::new();
        let mut from = self.peek().at;
        let mut depth = 0usize;
        loop {
            let t = self.peek().clone();
            match &t.tok {
                Tok::End => return Err(self.error_at(&open, msg!("rule-move-set-open"))),
                Tok::Sym("(") => depth += 1,
                Tok::Sym(")") => depth = depth.saturating_sub(1),
                Tok::Sym(",") | Tok::Sym("]") if depth == 0 => {
                    let text = MoveSet::normal(&self.src[from..t.at]);
                    if text.is_empty() {
                        return Err(self.error_at(&t, msg!("rule-move-set-empty")));
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

    pub(super) fn call(
        &mut self,
        t: &Token,
        name: &str,
        sc: &Scope,
    ) -> Result<(Expr, Type), ParseError> {
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
                return Err(self.error_at(t, msg!("rule-move-set-where", name = name)));
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
                        return Err(self.error_at(t, msg!("rule-heaps-quant-here", name = name)));
                    }
                    Scope { x: true, ..*sc }
                }
                Quant::SomeMove | Quant::EveryMove => {
                    if !sc.question {
                        return Err(self.error_at(t, msg!("rule-moves-quant-here", name = name)));
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
            _ => return Err(self.error_at(t, msg!("rule-unknown-function", name = name))),
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
            return Err(self.expected(msg!("what-comma-or-paren")));
        }
        if args.len() < arity.0 || args.len() > arity.1 {
            let found = args.len();
            return Err(self.error_at(
                t,
                if arity.0 == arity.1 {
                    msg!(
                        "rule-arguments",
                        name = name,
                        count = arity.0,
                        found = found
                    )
                } else {
                    msg!(
                        "rule-arguments-between",
                        name = name,
                        min = arity.0,
                        max = arity.1,
                        found = found
                    )
                },
            ));
        }
        Ok((Expr::Call(func, args), ret))
    }
}
