//! «Игра завершается, когда количество камней в куче, умноженное на два,
//! становится не менее 90»: the end's count multiplied by a whole number,
//! `2*sum >= 90`, which the rules language says exactly. Only the plain form: one «умноженное» (the
//! count's own case, nominative) on the words before the comparison, its
//! number, then at once the verb or the comparison; any other («…,
//! умноженного на два, и количества …», «…, умноженное на два, плюс …») is
//! left to the end's reader, which names it.

use super::counted::multiplied_here;
use super::vocabulary::vocabulary;

/// The factor and the words without «умноженное на N»; `None` when the
/// words say no such factor in the plain form.
pub(super) fn without_factor(ws: &[String]) -> Option<(i64, Vec<String>)> {
    let v = vocabulary();
    let multiplied = v.group("counted.multiplied");
    let mut at = (0..ws.len()).filter(|&i| multiplied.is(&ws[i]));
    let (i, None) = (at.next()?, at.next()) else {
        return None;
    };
    // The count's own case: «количество …, умноженное», «сумма …,
    // умноженная»; «…, умноженного на два, и …» is an inner count's.
    let nominative = ["умноженное", "умноженная", "умноженный"].contains(&ws[i].as_str());
    let compared_before = (0..i).any(|j| v.compare_at(ws, j).is_some());
    if !nominative || compared_before || multiplied_here(ws, i) || ws.get(i + 1)? != "на" {
        return None;
    }
    let (n, len) = v.number_at(ws, i + 2)?;
    let k = n.whole().filter(|&k| (2..=1000).contains(&k))?;
    let next = i + 2 + len;
    let verb = ws
        .get(next)
        .is_some_and(|w| v.group("require.becomes").is(w));
    if !verb && v.compare_at(ws, next).is_none() {
        return None;
    }
    let mut out = ws[..i].to_vec();
    out.extend_from_slice(&ws[next..]);
    Some((k, out))
}

/// The end `what op n` of the count multiplied by `k`: `2*sum >= 90`, as
/// the text says it (its numbers are the sentence's). An equality is not
/// read («… умноженное на два, станет равным 50»: may the heap pass it?
/// the exact end's own checks read `sum == n` only); `None` too for an
/// end not of the form `what op n`.
pub(super) fn bound(end: &str, k: i64) -> Option<String> {
    let [what, op, n] = end.split_whitespace().collect::<Vec<_>>()[..] else {
        return None;
    };
    let n: i64 = n.parse().ok()?;
    matches!(op, ">=" | ">" | "<=" | "<").then(|| format!("{k}*{what} {op} {n}"))
}
