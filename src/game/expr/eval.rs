//! Reading a type-checked expression for one position: checked integer
//! arithmetic (overflow is an error), exact distance comparisons, unknown
//! codes of a bounded analysis, and the quantifiers over heaps and moves.

use super::{BinOp, Env, EvalError, Expr, Func, MoveSet, Quant, Var, UNKNOWN_CODE};

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
                        checked(floor_div(x, y))?
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
                        checked(
                            floor_div(v[0], v[1])
                                .map(|q| q + i64::from(q.wrapping_mul(v[1]) != v[0])),
                        )?
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

/// `x / y` rounded down (toward minus infinity, as the README says:
/// `7 / -2` is -4, `-7 / 2` is -4); `None` on overflow. `y` is not 0.
fn floor_div(x: i64, y: i64) -> Option<i64> {
    let q = x.checked_div(y)?;
    Some(if x % y != 0 && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primes() {
        let primes: Vec<i64> = (0..30).filter(|&n| is_prime(n)).collect();
        assert_eq!(primes, vec![2, 3, 5, 7, 11, 13, 17, 19, 23, 29]);
    }
}
