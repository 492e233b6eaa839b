//! «Игра завершается, когда количество камней в первой куче, умноженное на
//! два, плюс количество камней во второй куче становится не менее 90», «…
//! когда сумма количества камней в первой куче, умноженного на два, и
//! количества камней во второй куче …», «удвоенное количество камней в
//! первой куче плюс …»: a weighted sum of a game's two heaps, `2*h1 + h2 >=
//! 90`, which the rules language says exactly. Read only in these plain
//! forms: two terms, each one named heap, a factor said where it can be of
//! that heap only (a prefix «удвоенное», or «умноженное на N» after the
//! first term — after the last one it may be of the whole sum), every other
//! word one of the vocabulary's fillers (`weighted.filler`); anything else
//! is left to the end's reader, which names it.

use super::counted::named_heap;
use super::rules::comparison;
use super::vocabulary::vocabulary;

/// The end `2*h1 + h2 >= 90` the words (an end's, from its verb on) say;
/// `None` when they do not say a weighted sum in a plain form.
pub(super) fn weighted_end(rest: &[String], heaps: usize) -> Option<String> {
    let v = vocabulary();
    if heaps != 2 {
        return None;
    }
    let c = (0..rest.len()).find(|&i| v.compare_at(rest, i).is_some())?;
    let before = &rest[..c];
    let joint = joint(before)?;
    let (first, second) = (&before[..joint.at], &before[joint.at + 1..]);
    let a = term(first, joint.factor_case, true)?;
    let b = term(second, joint.factor_case, false)?;
    if a.heap == b.heap || a.k.max(b.k) < 2 {
        return None;
    }
    // The comparison alone after it: one number, no second bound or condition.
    let after = &rest[c..];
    let (op, n) = comparison(after)?;
    let numbers = (0..after.len())
        .filter(|&i| v.number_at(after, i).is_some())
        .count();
    let joined = ["или", "либо", "и", "но", "если"];
    if numbers != 1 || after.iter().any(|w| joined.contains(&w.as_str())) {
        return None;
    }
    let mut terms = [(a.heap, a.k), (b.heap, b.k)];
    terms.sort_unstable();
    let said: Vec<String> = terms
        .iter()
        .map(|&(h, k)| {
            if k == 1 {
                h.to_string()
            } else {
                format!("{k}*{h}")
            }
        })
        .collect();
    Some(format!("{} {op} {n}", said.join(" + ")))
}

/// Where the two terms join: «плюс» (a factor after the first term in the
/// nominative, «умноженное»), or the «и» of «сумма …» before a second count
/// (a factor in the genitive, «умноженного»).
struct Joint {
    at: usize,
    factor_case: &'static str,
}

fn joint(ws: &[String]) -> Option<Joint> {
    let v = vocabulary();
    let plus: Vec<usize> = (0..ws.len()).filter(|&i| ws[i] == "плюс").collect();
    let sum = v.group("weighted.sum").any(ws);
    let count = v.group("counted.multiplied_by");
    match (&plus[..], sum) {
        (&[at], false) => Some(Joint {
            at,
            factor_case: "умноженное",
        }),
        (&[], true) => {
            let ands: Vec<usize> = (0..ws.len()).filter(|&i| ws[i] == "и").collect();
            let [at] = ands[..] else { return None };
            let next = ws.get(at + 1)?;
            let counted = count.is(next) || v.group("weighted.doubled").is(next);
            counted.then_some(Joint {
                at,
                factor_case: "умноженного",
            })
        }
        _ => None,
    }
}

/// One term: its heap and factor.
struct Term {
    heap: &'static str,
    k: i64,
}

/// The heap one term names and its factor; `None` when a word of it is
/// not read. A «умноженное на N» (in the joint's case) only in the first
/// term, with nothing after its number.
fn term(ws: &[String], factor_case: &str, first: bool) -> Option<Term> {
    let v = vocabulary();
    let heap = named_heap(ws)?;
    let mut k = 1;
    let mut used = vec![false; ws.len()];
    // «удвоенное количество …»: a factor before the count, of it alone
    // (after it, «…, удвоенное», it may be of the whole sum).
    let count = v.group("counted.multiplied_by");
    for (group, by) in [("weighted.doubled", 2), ("weighted.tripled", 3)] {
        for i in (0..ws.len()).filter(|&i| v.group(group).is(&ws[i])) {
            if k != 1 || !ws.get(i + 1).is_some_and(|w| count.is(w)) {
                return None;
            }
            k = by;
            used[i] = true;
        }
    }
    let multiplied = v.group("counted.multiplied");
    let at: Vec<usize> = (0..ws.len()).filter(|&i| multiplied.is(&ws[i])).collect();
    match at[..] {
        [] => {}
        [i] if first && k == 1 && ws[i] == factor_case && ws.get(i + 1)? == "на" => {
            let (n, len) = v.number_at(ws, i + 2)?;
            k = n.whole().filter(|k| (2..=1000).contains(k))?;
            if i + 2 + len != ws.len() {
                return None;
            }
            used[i..].fill(true);
        }
        _ => return None,
    }
    // Every other word a filler, or the heap's own words («в первой куче»).
    let filler = v.group("weighted.filler");
    let fine = (0..ws.len()).all(|i| {
        used[i]
            || filler.is(&ws[i])
            || v.group("ends.verb").is(&ws[i])
            || v.group("require.becomes").is(&ws[i])
            || v.ordinal_at(ws, i).is_some_and(|h| h <= 2)
    });
    fine.then_some(Term { heap, k })
}
