//! Where a question's words are cut into clauses about winning: two
//! clauses joined by «и», each with a word of winning of its own, and a
//! win joined by «и» after a denied one («не может выиграть за один ход и
//! может выиграть вторым»).

use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// «Петя не может выиграть за один ход и Петя может выиграть своим вторым
/// ходом»: two clauses joined by «и», each with a word of winning of its
/// own, are two clauses — the «не» of the first is not the second's, and a
/// move count of one is not the other's.
pub(super) fn split_joined(part: &str) -> Vec<&str> {
    const AND: &str = " и ";
    let win = vocabulary().group("questions.win");
    // The words between one «и» and the next are found once, and whether
    // they speak of winning (the words of winning are single words, so none
    // spans an «и»): one pass, however many «и» a long question holds.
    let pieces: Vec<&str> = part.split(AND).collect();
    let wins: Vec<bool> = pieces.iter().map(|p| win.any(&words(p))).collect();
    // Whether a piece after the i-th speaks of winning.
    let mut later = vec![false; pieces.len()];
    for i in (0..pieces.len().saturating_sub(1)).rev() {
        later[i] = later[i + 1] || wins[i + 1];
    }
    let mut out = Vec::new();
    let (mut from, mut at) = (0, 0);
    // Whether the clause since `from` speaks of winning.
    let mut since = false;
    for (i, piece) in pieces.iter().enumerate() {
        since |= wins[i];
        let end = at + piece.len();
        if since && later[i] {
            out.push(&part[from..end]);
            from = end + AND.len();
            since = false;
        }
        at = end + AND.len();
    }
    out.push(&part[from..]);
    out
}

/// «не может выиграть за один ход и может выиграть вторым»: after a denied
/// win, a win joined by «и» is a clause of its own, never under the «не»
/// («совершает не более двух ходов и выигрывает» stays one clause).
pub(super) fn after_denial(s: &str) -> String {
    let v = vocabulary();
    let (denials, joints) = (
        v.as_written("questions.denied_win"),
        v.as_written("questions.joined_win"),
    );
    let mut out = String::with_capacity(s.len());
    let mut clause_from = 0;
    // Whether the clause so far denies a win: noted as each character is
    // added, so a long text is one pass, never a search per «и».
    let mut denied = false;
    let mut i = 0;
    while i < s.len() {
        let rest = &s[i..];
        if rest.starts_with('|') {
            clause_from = out.len() + 1;
            denied = false;
        }
        if denied && joints.iter().any(|j| rest.starts_with(j.as_str())) {
            out.push_str(" | ");
            clause_from = out.len();
            denied = false;
            i += " и ".len();
            continue;
        }
        let c = rest.chars().next().map_or(1, char::len_utf8);
        out.push_str(&rest[..c]);
        i += c;
        denied |= denials
            .iter()
            .any(|d| out.len() >= clause_from + d.len() && out.ends_with(d.as_str()));
    }
    out
}
