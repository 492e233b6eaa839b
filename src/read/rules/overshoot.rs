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
