//! A sentence apart from the move list that limits when one of its moves
//! is allowed (issue 21): «Увеличивать количество камней в полтора раза
//! можно только если количество камней в куче чётное», «…; утраивать можно
//! только кучу, в которой меньше 10 камней». The move is named by its verb
//! and amount and must be exactly one move of the plain list read; the
//! condition must be one the rules language states (`conditional::condition`).
//! Anything else — no such move, two of them, a condition not read — is not
//! read, and the sentence is named.

use super::conditional::{condition, step};
use super::require::negated;
use super::tokens::{find_lower, words};
use super::vocabulary::vocabulary;

/// The move a limiting sentence names (as the list writes it, `*3`) and its
/// condition in the rules language; `None` for any other sentence.
pub(super) fn limit(sentence: &str) -> Option<(String, String)> {
    let (action, cond) = parts(sentence)?;
    move_and_condition(action, cond)
}

/// The move an action's words name (`*3`) and a condition's words read as
/// a move's condition is (a division's divisor known to it).
fn move_and_condition(action: &str, cond: &str) -> Option<(String, String)> {
    let mv = step(action)?;
    let divisor = mv
        .strip_prefix('/')
        .and_then(|d| d.split_whitespace().next())
        .and_then(|d| d.parse().ok());
    let cond = condition(&words(cond), divisor)?;
    Some((mv, cond))
}

/// Whether a sentence is shaped as a limit on a move («<verb> … можно
/// только если …»), read or not: one that is not read is named.
pub(super) fn is_limit(sentence: &str) -> bool {
    parts(sentence).is_some_and(|(action, _)| step(action).is_some())
}

/// The action's words and the condition's, lower-cased: «удваивать
/// количество камней» and «в куче нечётное число камней».
fn parts(sentence: &str) -> Option<(&str, &str)> {
    let t = sentence.trim().trim_end_matches(['.', ' ']);
    // The words are the vocabulary's (`as_written.limited_move`): what
    // joins the move to its condition («можно», «только») and how the
    // condition's heap is said («если …», «(ту) кучу, в которой …»).
    let v = vocabulary();
    let first = |key: &str, text: &str| {
        v.as_written(key)
            .iter()
            .find_map(|w| find_lower(text, w).filter(|r| r.start == 0))
    };
    let at = v
        .as_written("limited_move.may")
        .iter()
        .filter_map(|w| find_lower(t, w))
        .min_by_key(|r| r.start)?;
    let action = t[..at.start].trim();
    let after = t[at.end..].trim_start_matches([',', ' ']);
    let only = first("limited_move.only", after)?;
    let rest = after[only.end..].trim_start_matches([',', ' ']);
    let head = first("limited_move.heads", rest)?;
    let cond = &rest[head.end..];
    // One condition, one clause: «…, а …» or a list after it is not read.
    if action.is_empty() || cond.contains([',', ';', ':', '(']) {
        return None;
    }
    Some((action, cond))
}

/// A ban of one move under a condition, said apart from the list
/// (rules63b): «Утраивать количество камней в куче, если в ней больше 20
/// камней, нельзя.», «Утраивать … нельзя, если …», «Если в куче больше 20
/// камней, удваивать количество камней в ней нельзя.»: the move (`*3`) and
/// the condition under which it is allowed, the one said negated
/// (`x <= 20`). The condition is of the heap before the move, read as a
/// move's condition is (`conditional::condition`: a word not known, «после
/// …», is not read). `None` for any other sentence.
pub(super) fn ban(sentence: &str) -> Option<(String, String)> {
    let (action, cond) = ban_parts(sentence)?;
    let (mv, cond) = move_and_condition(action, cond)?;
    Some((mv, negated(&cond)))
}

/// Whether a sentence is shaped as a ban of a move under a condition, read
/// or not: one that is not read is named.
pub(super) fn is_ban(sentence: &str) -> bool {
    ban_parts(sentence).is_some_and(|(action, _)| step(action).is_some())
}

/// The action's words and the condition's of a ban: «утраивать количество
/// камней в куче» and «в ней больше 20 камней». Three shapes, each of one
/// condition clause: «ACTION, если COND, нельзя», «ACTION нельзя, если
/// COND», «Если COND, (то) ACTION нельзя».
fn ban_parts(sentence: &str) -> Option<(&str, &str)> {
    let t = sentence.trim().trim_end_matches(['.', ' ']);
    let v = vocabulary();
    let lower = t.to_lowercase();
    let ends_forbidden = |text: &str| {
        let l = text.to_lowercase();
        v.as_written("limited_move.forbid")
            .iter()
            .find(|w| l.ends_with(w.as_str()))
            .map(|w| text.len() - w.len())
    };
    let (action, cond) = if lower.starts_with("если ") {
        // «Если COND, (то) ACTION нельзя»: one comma, after the condition.
        let (cond, action) = t["если ".len()..].split_once(", ")?;
        let action = action.strip_prefix("то ").unwrap_or(action);
        let end = ends_forbidden(action)?;
        (action[..end].trim(), cond)
    } else if let Some(end) = ends_forbidden(t) {
        // «ACTION, если COND, нельзя»
        let body = t[..end].trim_end_matches([',', ' ']);
        let at = find_lower(body, ", если ")?;
        (&body[..at.start], &body[at.end..])
    } else {
        // «ACTION нельзя, если COND»
        let at = find_lower(t, ", если ")?;
        let head = &t[..at.start];
        let end = ends_forbidden(head)?;
        (head[..end].trim(), &t[at.end..])
    };
    // One condition, one action: no list or second clause in either.
    let one = |s: &str| !s.is_empty() && !s.contains([',', ';', ':', '(', '—', '–']);
    (one(action) && one(cond)).then_some((action, cond))
}

/// The plain list (`+1 *3`) with the move under the condition, in its place
/// (`+1 *3 if x < 10;`); `None` unless the move is in the list exactly once
/// and the list is plain (no labels, conditions or formulas).
pub(super) fn limited(list: &str, mv: &str, cond: &str) -> Option<String> {
    let tokens: Vec<&str> = list.split_whitespace().collect();
    let plain = tokens.iter().all(|t| {
        t.starts_with(['+', '-', '*', '/']) && !t.contains([':', ';', '=']) && !t.contains("..")
    });
    if !plain || tokens.iter().filter(|t| **t == mv).count() != 1 {
        return None;
    }
    let out: Vec<String> = tokens
        .iter()
        .map(|t| {
            if *t == mv {
                format!("{t} if {cond};")
            } else {
                t.to_string()
            }
        })
        .collect();
    Some(out.join(" "))
}

/// «За один ход игрок может …; утраивать можно только кучу, в которой …»,
/// «…, но удваивать можно только ту кучу, …»: the limit at the end of a
/// moves sentence, a sentence of its own (cut only where it reads as one).
pub(super) fn apart(sentences: Vec<String>) -> Vec<String> {
    let joints = ["; ", ", но ", ", при этом ", "; при этом "];
    super::sentences::cut_where_read(sentences, &joints, |tail| limit(tail).is_some())
}
