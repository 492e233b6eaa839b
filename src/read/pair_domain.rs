//! «K и S — натуральные числа, K < S, K + S ≤ 50»: the pairs (K, S) a task
//! of two unknowns is over, said in a sentence of their own. Read only when
//! every part of it is read: both unknowns natural, at most one relation
//! between them («K < S», «K ≤ S», «S > K», …) and one bound of their sum
//! («K + S ≤ 50», «K + S < 51»). The ranges of K and S are those the sum
//! leaves (`1..49` each), and the relation and the sum are a condition of
//! every question; any other part («K — чётное число», «S ≥ 5») leaves the
//! sentence to the other readers, which name it.

use super::tokens::words;
use super::vocabulary::vocabulary;

/// The pairs read: the ranges of K and S, and the condition on them.
#[derive(Debug, Clone, PartialEq)]
pub struct PairDomain {
    pub k: String,
    pub s: String,
    pub condition: String,
}

/// The largest sum read: a bound past it is not a task's («K + S ≤ 100000»).
const MOST_SUM: i64 = 2000;

#[derive(Debug, Clone, Copy, PartialEq)]
enum T {
    K,
    S,
    N(i64),
    Plus,
    Op(&'static str),
}

/// The pairs a sentence says, if it says them and nothing else.
pub fn pair_domain(sentence: &str) -> Option<PairDomain> {
    let body = sentence.trim().trim_end_matches(['.', ';']).trim_end();
    let mut parts = body.split(',');
    if !natural_pair(parts.next()?) {
        return None;
    }
    let (mut relation, mut sum) = (None, None);
    for part in parts {
        match tokens(part)?.as_slice() {
            [a, T::Op(op), b] if a != b && is_unknown(*a) && is_unknown(*b) => {
                if relation.is_some() {
                    return None;
                }
                let op = if *a == T::K { op } else { flipped(op)? };
                relation = Some(format!("K {op} S"));
            }
            [a, T::Plus, b, T::Op(op), T::N(n)] if a != b && is_unknown(*a) && is_unknown(*b) => {
                let most = match *op {
                    "<=" => *n,
                    "<" => n - 1,
                    _ => return None,
                };
                if sum.is_some() || !(2..=MOST_SUM).contains(&most) {
                    return None;
                }
                sum = Some(most);
            }
            _ => return None,
        }
    }
    let most = sum?;
    let range = format!("1..{}", most - 1);
    let condition = relation
        .into_iter()
        .chain([format!("K + S <= {most}")])
        .collect::<Vec<_>>()
        .join(" and ");
    Some(PairDomain {
        k: range.clone(),
        s: range,
        condition,
    })
}

/// «K и S — натуральные числа» (or «S и K …»): the two unknowns, then only
/// the words of `start.pair_natural`.
fn natural_pair(head: &str) -> bool {
    let ws = words(head);
    let named = matches!(
        ws.iter()
            .take(3)
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice(),
        ["k" | "к", "и", "s" | "с"] | ["s" | "с", "и", "k" | "к"]
    );
    named
        && vocabulary()
            .group("start.pair_natural")
            .at(&ws, 3)
            .is_some_and(|n| n > 0 && 3 + n == ws.len())
}

fn is_unknown(t: T) -> bool {
    matches!(t, T::K | T::S)
}

/// The relation said of S first («S > K») as said of K first.
fn flipped(op: &str) -> Option<&'static str> {
    Some(match op {
        "<" => ">",
        ">" => "<",
        "<=" => ">=",
        ">=" => "<=",
        _ => return None,
    })
}

/// A part's signs, unknowns and whole numbers; `None` for anything else
/// (a word, another letter, a fraction).
fn tokens(part: &str) -> Option<Vec<T>> {
    let chars: Vec<char> = part.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        i += 1;
        let t = match c {
            c if c.is_whitespace() => continue,
            'K' | 'К' => T::K,
            'S' | 'С' => T::S,
            '+' => T::Plus,
            '≤' => T::Op("<="),
            '≥' => T::Op(">="),
            '<' | '>' if next == Some('=') => {
                i += 1;
                T::Op(if c == '<' { "<=" } else { ">=" })
            }
            '<' => T::Op("<"),
            '>' => T::Op(">"),
            '0'..='9' => {
                let mut n = i64::from(c.to_digit(10)?);
                while let Some(d) = chars.get(i).and_then(|d| d.to_digit(10)) {
                    if n > MOST_SUM {
                        return None;
                    }
                    n = n * 10 + i64::from(d);
                    i += 1;
                }
                T::N(n)
            }
            _ => return None,
        };
        // «KS», «S1»: a letter or a number run into the unknown is none.
        if matches!(t, T::K | T::S) && next.is_some_and(char::is_alphanumeric) {
            return None;
        }
        out.push(t);
    }
    Some(out)
}
