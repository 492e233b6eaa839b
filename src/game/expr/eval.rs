//! Reading a type-checked expression for one position: checked integer
//! arithmetic (overflow is an error), exact distance comparisons, unknown
//! codes of a bounded analysis, and the quantifiers over heaps and moves.

use super::{
    BinOp, Env, EvalError, Expr, Func, MoveSet, Quant, QuantKey, Var, DRAW_CODE, UNKNOWN_CODE,
};

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
            Expr::Neg(e) => match e.eval(env)? {
                DRAW_CODE => DRAW_CODE,
                v => checked(v.checked_neg())?,
            },
            Expr::Not(e) => (e.eval(env)? == 0) as i64,
            Expr::Bin(op, a, b) => {
                match op {
                    BinOp::And => return Ok((a.eval(env)? != 0 && b.eval(env)? != 0) as i64),
                    BinOp::Or => return Ok((a.eval(env)? != 0 || b.eval(env)? != 0) as i64),
                    _ => {}
                }
                let x = a.eval(env)?;
                let y = b.eval(env)?;
                if x == DRAW_CODE || y == DRAW_CODE {
                    // A draw's code is no number: no comparison holds, and
                    // arithmetic on it stays a draw.
                    return Ok(match op {
                        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem => DRAW_CODE,
                        _ => 0,
                    });
                }
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
                if v.contains(&DRAW_CODE) {
                    return Ok(match f {
                        Func::Even | Func::Odd | Func::Prime => 0,
                        _ => DRAW_CODE,
                    });
                }
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
        return Err(EvalError::Unsolved(crate::msg!("eval-needs-solved")));
    };
    let key = QuantKey {
        body: body as *const Expr as usize,
        at: env.at,
        s: env.s,
        k: env.k,
    };
    if let Some(v) = plies.recall(&key) {
        return Ok(v);
    }
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
    let v = if q == Quant::SomeMove { any } else { all };
    plies.remember(key, v);
    Ok(v)
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

/// Deterministic primality for every 64-bit value: Miller–Rabin with the
/// first twelve primes as bases, which no composite below 3.3 × 10²⁴ passes
/// (Sorenson and Webster), in microseconds where trial division near 2⁶²
/// took seconds (and an end rule calls it for every position).
pub fn is_prime(n: i64) -> bool {
    n >= 2 && is_prime_u64(n as u64)
}

/// [`is_prime`] for the whole unsigned range (multiplication in `u128`).
fn is_prime_u64(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    // n − 1 = d · 2^s with d odd.
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    let mul = |a: u64, b: u64| ((a as u128 * b as u128) % n as u128) as u64;
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1u64;
        while e > 0 {
            if e & 1 == 1 {
                r = mul(r, b);
            }
            b = mul(b, b);
            e >>= 1;
        }
        r
    };
    'bases: for a in BASES {
        let mut x = pow(a, d);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul(x, x);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
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

    /// The plain test Miller–Rabin replaces.
    fn by_trial_division(n: i64) -> bool {
        n >= 2 && (2..).take_while(|i| i * i <= n).all(|i| n % i != 0)
    }

    #[test]
    fn miller_rabin_agrees_with_trial_division() {
        for n in (-10..200_000).chain(1_000_000_000..1_000_010_000) {
            assert_eq!(is_prime(n), by_trial_division(n), "{n}");
        }
        // Squares and products of primes near 10⁹: composites without small factors.
        for (p, q) in [(999_999_937, 999_999_937), (1_000_000_007, 999_999_929)] {
            assert!(!is_prime(p * q), "{p} × {q}");
        }
    }

    #[test]
    fn known_primes_and_pseudoprimes_near_two_to_the_64() {
        // Strong pseudoprimes to the first bases (OEIS A014233): each
        // fools every base but the last ones, none fools all twelve.
        for n in [
            2_047_i64,
            1_373_653,
            25_326_001,
            3_215_031_751,
            2_152_302_898_747,
            3_474_749_660_383,
            341_550_071_728_321,
            3_825_123_056_546_413_051,
        ] {
            assert!(!is_prime(n), "{n}");
        }
        // Carmichael numbers.
        for n in [561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 825_265] {
            assert!(!is_prime(n), "{n}");
        }
        // Primes: the largest below 2⁶², 2⁶³ and the Mersenne prime 2⁶¹ − 1.
        for n in [(1i64 << 62) - 57, i64::MAX - 24, (1i64 << 61) - 1] {
            assert!(is_prime(n), "{n}");
        }
        // Their neighbours, and 2⁶² − 1 = 3 × 715827883 × 2147483647 …
        for n in [
            (1i64 << 62) - 55,
            (1i64 << 62) - 1,
            i64::MAX,
            (1i64 << 61) + 1,
        ] {
            assert!(!is_prime(n), "{n}");
        }
        // Beyond i64: the largest prime below 2⁶⁴, and its neighbours.
        assert!(is_prime_u64(u64::MAX - 58));
        for n in [
            u64::MAX,
            u64::MAX - 56,
            u64::MAX - 60,
            4_294_967_291 * 4_294_967_279,
        ] {
            assert!(!is_prime_u64(n), "{n}");
        }
        // A semiprime of two 31-bit primes (2147483647 × 2147483629).
        assert!(!is_prime(2_147_483_647 * 2_147_483_629));
        assert!(is_prime(2_147_483_647) && is_prime(2_147_483_629));
    }
}
