//! A halving or a third taken, the list's last move, whose word on a heap
//! it does not divide follows in a sentence of its own: «… или убрать из
//! кучи половину имеющихся камней. Если количество камней в куче нечётно,
//! остаётся на 1 камень больше, чем было убрано.» (the ФИПИ form), «… или
//! уменьшить количество камней в куче наполовину. Если количество камней в
//! куче нечётно, уменьшать его наполовину нельзя.» The sentence says what
//! the in-list remark says in brackets, so it is read as that remark — and
//! then read, or named, as the list's remarks are (`moves/remarks.rs`,
//! `moves/finish.rs`: the rounding must say what is left, the divisor must
//! be the move's). Only a short sentence opening with «если» that speaks of
//! a heap the move does not divide and of nothing else is joined.

use crate::read::moves::is_moves;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// The most words of a remark sentence joined to the list.
const MOST_REMARK_WORDS: usize = 18;

/// The rules with each such remark sentence joined to the list before it.
pub(super) fn joined(rules: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(rules.len());
    for s in rules {
        // «… или увеличить … в полтора раза, при этом если количество
        // камней нечётное, результат округляется в меньшую сторону.»: the
        // remark after «при этом» in the list's own sentence, as in brackets.
        if let Some(bracketed) = remark_after_comma(&s) {
            out.push(bracketed);
            continue;
        }
        if let Some(last) = out.last_mut() {
            if halving_last(last) && odd_heap_remark(&s) {
                let list = last.trim_end().trim_end_matches('.').trim_end().to_string();
                let remark = s.trim().trim_end_matches('.').trim_end();
                let mut chars = remark.chars();
                let first = chars.next().map(|c| c.to_lowercase().collect::<String>());
                *last = format!("{list} ({}{}).", first.unwrap_or_default(), chars.as_str());
                continue;
            }
        }
        out.push(s);
    }
    out
}

/// A move list whose last alternative halves or takes a third, then «,
/// при этом если …» with the word on a heap the move does not divide: the
/// list with that remark in brackets.
fn remark_after_comma(s: &str) -> Option<String> {
    const AFTER: &str = ", при этом ";
    let at = s.find(AFTER)?;
    let (list, remark) = (&s[..at], &s[at + AFTER.len()..]);
    (halving_last(list) && odd_heap_remark(remark)).then(|| {
        let remark = remark.trim().trim_end_matches('.').trim_end();
        format!("{list} ({remark}).")
    })
}

/// A move list with no brackets whose last alternative takes a half or a
/// third of the heap («половину», «наполовину», «на треть»), or makes it
/// one and a half times («в полтора раза»).
fn halving_last(s: &str) -> bool {
    if s.contains('(') || !is_moves(&words(s)) {
        return false;
    }
    let t = s.trim_end().trim_end_matches('.');
    let last = t.rsplit(" или ").next().unwrap_or(t);
    let last = last.rsplit(" либо ").next().unwrap_or(last);
    words(last)
        .iter()
        .any(|w| w.starts_with("половин") || w == "наполовину" || w == "треть" || w == "полтора")
}

/// «Если количество камней в куче нечётно, …»: a sentence opening with
/// «если» on a heap the move does not divide, that says it is not allowed
/// (with no comparison of the count) or which way it rounds (one way), and
/// nothing more: no second condition or clause joined by «и», «а», «но»,
/// «или», «также» («…, уменьшать его наполовину нельзя, а можно утроить»
/// would lose a move; «нечётно и больше 50» a condition).
fn odd_heap_remark(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    if ws.first().map(String::as_str) != Some("если")
        || ws.len() > MOST_REMARK_WORDS
        || s.contains('(')
        || v.group("move_words.remark_joiners").any(&ws)
        || !v.group("move_words.indivisible").any(&ws)
    {
        return false;
    }
    // The condition, before the first comma, compares nothing; «… остаётся
    // на 1 камень больше» after it is the rounding's, no comparison.
    let condition = words(s.split(',').next().unwrap_or(s));
    let compared = |ws: &[String]| (0..ws.len()).any(|i| v.compare_at(ws, i).is_some());
    if compared(&condition) {
        return false;
    }
    let (up, down) = (
        v.group("move_words.round_up").any(&ws),
        v.group("move_words.round_down").any(&ws),
    );
    (up != down) || (!compared(&ws) && v.group("move_words.impossible").any(&ws))
}
