//! Moves given case by case on the heap's parity: «Если в куче чётное число
//! камней, игрок может добавить два камня или увеличить количество камней в
//! куче в два раза. Если нечётное — …» (two sentences, or one with «; если
//! чётное — …»).
//!
//! A condition said first over a list that names the heap again («если
//! чётно, добавить камень или увеличить количество камней в куче вдвое») has
//! two readings alone: the later alternative may be a move of its own. When
//! the other parity's moves are said too, each list is its own case's whole:
//! a writer who gives the moves of each case apart never hides a move of
//! every case in one case's list. Only then is the list read whole.

use super::conditional::{condition, condition_first_parts};
use super::tokens::words;

/// The parity a condition says: `Some(true)` for an even heap, `Some(false)`
/// for an odd one; `None` for any other condition.
fn parity(cond: &str) -> Option<bool> {
    match condition(&words(cond), None)?.as_str() {
        "even(x)" | "not (odd(x))" => Some(true),
        "odd(x)" | "not (even(x))" => Some(false),
        _ => None,
    }
}

/// The condition of a move-list item said first («если чётное, добавить …»,
/// «если в куче нечётное число камней, только добавить …»): its text up to
/// the comma; `None` for an item that does not open with «если».
fn item_condition(item: &str) -> Option<&str> {
    let t = item.trim_start();
    let rest = t.strip_prefix("только ").unwrap_or(t);
    let rest = rest.strip_prefix("если ")?;
    rest.split_once(',').map(|(c, _)| c)
}

/// Whether a move list's items say the moves of both parities, each case
/// once, in items whose condition is said first.
pub(super) fn both_said(items: &[String]) -> bool {
    let cases: Vec<bool> = items
        .iter()
        .filter_map(|i| item_condition(i))
        .map(parity)
        .collect::<Option<Vec<bool>>>()
        .unwrap_or_default();
    cases.len() == 2 && cases[0] != cases[1]
}

/// Whether an item of a list for which `both_said` holds is read whole: its
/// condition is said first.
pub(super) fn whole_case(item: &str) -> bool {
    item_condition(item).and_then(parity).is_some()
}

/// Two sentences, each a moves sentence with its condition said first, the
/// one for an even heap and the other for an odd one, joined into one («Если
/// чётно, игрок может …; если нечётно, …»): the moves reader reads them as
/// one list of cases. A sentence that says more than one case stays apart.
pub(super) fn joined(rules: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(rules.len());
    let mut last_case: Option<bool> = None;
    for s in rules {
        let case = one_case(&s);
        if let (Some(a), Some(b)) = (last_case, case) {
            if a != b {
                if let (Some(prev), Some((cond, _, tail))) =
                    (out.last_mut(), condition_first_parts(&s))
                {
                    let head = prev.trim_end().trim_end_matches('.').to_string();
                    *prev = format!("{head}; если {cond}, {tail}");
                    last_case = None;
                    continue;
                }
            }
        }
        last_case = case;
        out.push(s);
    }
    out
}

/// The parity of a moves sentence that says one case with its condition
/// first and no other condition after it.
fn one_case(sentence: &str) -> Option<bool> {
    let (cond, _, tail) = condition_first_parts(sentence)?;
    let more = words(tail).iter().any(|w| w == "если" || w == "иначе");
    if more {
        return None;
    }
    parity(cond)
}
