//! The move list of the rules language: `+1 *2`, `h1: +1; h2: *2`, moves
//! written as expressions, with conditions and limits.

use crate::game::expr::{decimal, BinOp, Expr, Func, ParseError, Parser, Scope, Tok, Var};
use crate::game::{Action, Limit, Move, Owner, Simple, Target};
use crate::msg;

/// Parses a move list: short forms separated by spaces, `;` after a move
/// written as an expression or with a condition, `h1:`-style labels for the
/// heap(s) the following moves act on.
pub fn parse_moves(src: &str, heaps: usize) -> Result<Vec<Move>, ParseError> {
    let mut p = Parser::new(src)?;
    let mut target = Target::Any;
    let mut owner = None;
    let mut out = Vec::new();
    loop {
        while p.eat_sym(";") || p.eat_sym(",") {}
        if p.at_end() {
            break;
        }
        // A target label: `h1:`, `larger:`, `all:` …
        if let (Tok::Ident(w), Tok::Sym(":")) = (&p.peek().tok, &p.peek_at(1).tok) {
            let w = w.to_lowercase();
            let t = p.peek().clone();
            // `first:` / `second:`: the moves after it are that player's
            // only; `either:` gives them back to both.
            let player = match w.as_str() {
                "first" => Some(Some(Owner::First)),
                "second" => Some(Some(Owner::Second)),
                "either" => Some(None),
                _ => None,
            };
            if let Some(player) = player {
                owner = player;
                p.bump();
                p.bump();
                continue;
            }
            target = match w.as_str() {
                "any" | "each" => Target::Any,
                "all" | "both" => Target::All,
                "larger" | "bigger" => Target::Larger,
                "smaller" => Target::Smaller,
                h if h.starts_with('h') && h.len() == 2 => {
                    let i = h[1..].parse::<usize>().unwrap_or(0);
                    if i < 1 || i > heaps {
                        return Err(
                            p.error_at(&t, msg!("rule-no-such-heap", label = w, heaps = heaps))
                        );
                    }
                    Target::Heap(i - 1)
                }
                _ => return Err(p.error_at(&t, msg!("rule-unknown-label", label = w))),
            };
            if heaps == 1 && matches!(target, Target::Larger | Target::Smaller) {
                return Err(p.error_at(&t, msg!("rule-larger-needs-two")));
            }
            p.bump();
            p.bump();
            continue;
        }
        let mut m = parse_one_move(&mut p, heaps, target)?;
        if owner.is_some() {
            m.owner = owner;
            m.simple = None;
        }
        out.push(m);
        // After a move: a separator, the end, or the start of another move.
    }
    if out.is_empty() {
        return Err(ParseError::new(
            msg!("rule-no-moves"),
            src,
            0,
            src.len().max(1),
        ));
    }
    Ok(out)
}

fn parse_one_move(p: &mut Parser, heaps: usize, target: Target) -> Result<Move, ParseError> {
    let start_tok = p.peek().clone();
    let x_scope = Scope {
        heaps,
        x: true,
        ..Scope::default()
    };
    let step_scope = Scope {
        step: true,
        ..x_scope
    };
    let x = || Box::new(Expr::Var(Var::X));
    let mut when: Option<Expr> = None;
    let mut simple = None;
    let action = match &start_tok.tok {
        Tok::Sym(op @ ("+" | "-" | "*" | "/")) => {
            let op = *op;
            p.bump();
            let amount_tok = p.peek().clone();
            let amount = p.atom_number(&x_scope)?;
            // `*1,5`: a decimal comma, as Russian writes 1.5.
            if let (Tok::Num(_), Tok::Sym(","), Tok::Num(_)) =
                (&amount_tok.tok, &p.peek().tok, &p.peek_at(1).tok)
            {
                let (comma, frac) = (p.peek().clone(), p.peek_at(1).clone());
                if !comma.spaced && !frac.spaced {
                    let end = frac.at + frac.len;
                    return Err(ParseError::new(
                        decimal(&p.src[amount_tok.at..end], op == "*"),
                        p.src,
                        amount_tok.at,
                        end - amount_tok.at,
                    ));
                }
            }
            // `*3/2`: a fraction, written without spaces.
            if op == "*" && p.is_sym("/") && !p.peek().spaced {
                p.bump();
                let q = p.atom_number(&x_scope)?;
                let num = Expr::Bin(BinOp::Mul, x(), Box::new(amount));
                when = Some(Expr::Bin(
                    BinOp::Eq,
                    Box::new(Expr::Bin(
                        BinOp::Rem,
                        Box::new(num.clone()),
                        Box::new(q.clone()),
                    )),
                    Box::new(Expr::Num(0)),
                ));
                Action::Set {
                    value: Expr::Bin(BinOp::Div, Box::new(num), Box::new(q)),
                    step: None,
                }
            } else if p.is_sym("..") && op != "/" {
                p.bump();
                let hi = p.atom_number(&x_scope)?;
                let k = Box::new(Expr::Var(Var::Step));
                let value = match op {
                    "+" => Expr::Bin(BinOp::Add, x(), k),
                    "-" => Expr::Bin(BinOp::Sub, x(), k),
                    _ => Expr::Bin(BinOp::Mul, x(), k),
                };
                Action::Set {
                    value,
                    step: Some((amount, hi)),
                }
            } else if op == "/" {
                let rounding = if p.eat_word("up") || p.eat_word("ceil") {
                    "up"
                } else if p.eat_word("exact") || p.eat_word("exactly") {
                    "exact"
                } else {
                    let _ = p.eat_word("down") || p.eat_word("floor");
                    "down"
                };
                if amount.constant().is_some_and(|c| c <= 0) {
                    return Err(p.error_at(&amount_tok, msg!("rule-divisor")));
                }
                let value = match rounding {
                    "up" => Expr::Call(Func::Cdiv, vec![Expr::Var(Var::X), amount.clone()]),
                    _ => Expr::Bin(BinOp::Div, x(), Box::new(amount.clone())),
                };
                if rounding == "exact" {
                    when = Some(Expr::Bin(
                        BinOp::Eq,
                        Box::new(Expr::Bin(BinOp::Rem, x(), Box::new(amount))),
                        Box::new(Expr::Num(0)),
                    ));
                }
                Action::Set { value, step: None }
            } else {
                simple = match (op, amount.constant()) {
                    ("+", Some(c)) => Some(Simple::Add(c)),
                    ("*", Some(c)) => Some(Simple::Mul(c)),
                    _ => None,
                };
                let b = match op {
                    "+" => BinOp::Add,
                    "-" => BinOp::Sub,
                    _ => BinOp::Mul,
                };
                Action::Set {
                    value: Expr::Bin(b, x(), Box::new(amount)),
                    step: None,
                }
            }
        }
        Tok::Ident(w) if w.eq_ignore_ascii_case("pass") => {
            p.bump();
            Action::Pass
        }
        Tok::Ident(w) if w.eq_ignore_ascii_case("x") => {
            p.bump();
            if !(p.eat_sym("=") || p.eat_sym("->")) {
                return Err(p.expected(msg!("what-equals")));
            }
            let value = p.number(&step_scope)?;
            let step = if p.eat_word("for") {
                if !p.eat_word("k") {
                    return Err(p.expected(msg!("what-k")));
                }
                if !p.eat_word("in") {
                    return Err(p.expected("'in'"));
                }
                let lo = p.atom_number(&x_scope)?;
                p.expect_sym("..")?;
                let hi = p.atom_number(&x_scope)?;
                Some((lo, hi))
            } else {
                if value.uses(Var::Step) {
                    return Err(p.error_at(&start_tok, msg!("rule-k-without-for")));
                }
                None
            };
            Action::Set { value, step }
        }
        Tok::Sym("(") => {
            p.bump();
            let sc = Scope {
                heaps,
                ..Scope::default()
            };
            let mut values = Vec::new();
            loop {
                values.push(p.number(&sc)?);
                if !p.eat_sym(",") {
                    break;
                }
            }
            p.expect_sym(")")?;
            if values.len() != heaps {
                return Err(p.error_at(
                    &start_tok,
                    msg!("rule-new-heaps-count", heaps = heaps, found = values.len()),
                ));
            }
            Action::Tuple(values)
        }
        _ => return Err(p.expected(msg!("what-move"))),
    };
    if let Action::Tuple(_) = action {
        if target != Target::Any {
            return Err(p.error_at(&start_tok, msg!("rule-new-heaps-label")));
        }
    }
    if p.eat_word("if") || p.eat_word("when") {
        let sc = match &action {
            Action::Set { step: Some(_), .. } => step_scope,
            Action::Tuple(_) | Action::Pass => Scope {
                heaps,
                ..Scope::default()
            },
            _ => x_scope,
        };
        let cond = p.condition(&sc)?;
        simple = None;
        when = Some(match when {
            Some(w) => Expr::Bin(BinOp::And, Box::new(w), Box::new(cond)),
            None => cond,
        });
    }
    let mut limit = None;
    if p.eat_word("limit") {
        let t = p.peek().clone();
        let times = match t.tok {
            Tok::Num(n) if (1..=15).contains(&n) => n as u32,
            _ => return Err(p.expected(msg!("what-times"))),
        };
        p.bump();
        let each = p.eat_word("each");
        limit = Some(Limit { times, each });
        simple = None;
    }
    let end = p.peek().at;
    let text = p.src[start_tok.at..end]
        .trim()
        .trim_end_matches([';', ','])
        .trim()
        .to_string();
    // A move must be followed by a separator, the end, or another move.
    match &p.peek().tok {
        Tok::Sym(";" | "," | "+" | "-" | "*" | "/" | "(") | Tok::End => {}
        Tok::Ident(w) if w.eq_ignore_ascii_case("x") || w.eq_ignore_ascii_case("pass") => {}
        Tok::Ident(_) if matches!(p.peek_at(1).tok, Tok::Sym(":")) => {}
        _ => return Err(p.expected(msg!("what-next-move"))),
    }
    if simple.is_some() && target == Target::All {
        simple = None;
    }
    Ok(Move {
        text,
        target,
        action,
        when,
        limit,
        simple,
        owner: None,
    })
}
