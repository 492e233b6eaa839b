//! The overshoot said as its own sentence after the end: «Игра завершается,
//! когда … не менее 50. Игрок, после хода которого в куче оказалось более
//! 90 камней, проигрывает.» The second sentence reads alone as a misère end
//! (`sum > 90`, the mover loses); after an end at a lower number of the
//! same count it is the winner's condition (`sum <= 90`), as «Если при этом
//! … более 90 камней, победителем считается противник» is.

use super::{after_whose_move, end, negate};
use crate::read::vocabulary::vocabulary;

/// The mover's win (`sum <= 90`) when the sentence says the mover loses
/// past a number beyond the `end` already read, of the same count and in the
/// same direction; `None` for anything else (a misère rule at the end's own
/// number, a win, an opponent or a «не» named, a condition after «если»).
pub fn overshoot_apart(ws: &[String], end_read: &str, heaps: usize) -> Option<String> {
    let v = vocabulary();
    after_whose_move(ws)?;
    let loses = v.group("winner.loses").any(ws) || v.group("winner.lost").any(ws);
    let wins = v.group("winner.wins").any(ws)
        || v.group("winner.wins_otherwise").any(ws)
        || v.group("winner.loses_otherwise").any(ws);
    let opponent = v.group("winner.opponent").any(ws);
    let condition = ws.iter().any(|w| w == "если" || w == "иначе");
    if !loses || wins || opponent || condition || !v.negations(ws).is_empty() {
        return None;
    }
    let said = end(ws, heaps)?;
    let (what, op, n) = upward(&said)?;
    let (end_what, _, end_n) = upward(end_read)?;
    (what == end_what && n > end_n).then(|| format!("{what} {} {}", negate(op), plain(op, n)))
}

/// A condition `what > N` or `what >= N` (one comparison, upward): its
/// count, its operator and the least number it holds for.
fn upward(cond: &str) -> Option<(&str, &str, i64)> {
    let [what, op, n] = cond.split(' ').collect::<Vec<_>>()[..] else {
        return None;
    };
    let n: i64 = n.parse().ok()?;
    match op {
        ">=" => Some((what, op, n)),
        ">" => Some((what, op, n.checked_add(1)?)),
        _ => None,
    }
}

/// The number as said, from the least number the condition holds for.
fn plain(op: &str, least: i64) -> i64 {
    if op == ">" {
        least - 1
    } else {
        least
    }
}

/// Whether the words of the condition after «если» (up to «то», the win
/// or loss, or «иначе») are all the overshoot's: a count's comparison, a
/// number, a parity, the heaps' and stones' words (`winner.condition_words`),
/// a «не» starting a comparison, and «и» / «а» only as the clause's last
/// word (before its verb: «…, если в куче не более 40 камней, и
/// проигрывает …»).
pub(super) fn condition_said_whole(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(at) = ws.iter().position(|w| w == "если") else {
        return true;
    };
    let rest = &ws[at + 1..];
    let stop = rest
        .iter()
        .position(|w| {
            ["то", "иначе", "противном", "он", "этот", "тот"].contains(&w.as_str())
                || v.group("winner.speaks").is(w)
                || v.group("winner.names_a_player").is(w)
        })
        .unwrap_or(rest.len());
    let mut clause = &rest[..stop];
    if let [head @ .., last] = clause {
        if last == "и" || last == "а" {
            clause = head;
        }
    }
    let known = v.group("winner.condition_words");
    let mut i = 0;
    while i < clause.len() {
        let not_compared = clause[i] == "не" && v.compare_at(clause, i + 1).is_some();
        if let Some((_, len)) = v.compare_at(clause, i) {
            i += len;
        } else if let Some((_, len)) = v.number_at(clause, i) {
            i += len;
        } else if not_compared
            || known.is(&clause[i])
            || v.group("conditions.even").is(&clause[i])
            || v.group("conditions.odd").is(&clause[i])
        {
            i += 1;
        } else {
            return false;
        }
    }
    true
}
