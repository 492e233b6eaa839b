//! An example of who wins at the end: «Например, если в куче было 37
//! камней и Петя удвоит их количество, то в куче станет 74 камня, и
//! победителем будет Ваня» — the overshoot's example, checked on the rules
//! read: the move named gives that heap, the game ends there, and the player
//! named wins.

use super::{heap_sizes, opens_example, Example};
use crate::read::questions::Players;
use crate::read::vocabulary::vocabulary;

/// «… увеличит количество камней в куче в пять раз»: the factor said in
/// the few words after the verb («в N раз», «в N раза»), at least 2.
fn said_factor(ws: &[String], from: usize) -> Option<i64> {
    let v = vocabulary();
    (from..ws.len().min(from + 8)).find_map(|j| {
        let (n, len) = (ws[j] == "в").then(|| v.number_at(ws, j + 1)).flatten()?;
        ws.get(j + 1 + len)
            .filter(|w| w.starts_with("раз"))
            .and(n.whole())
            .filter(|f| *f >= 2)
    })
}

/// The example read, or `None` when the sentence says anything else: it
/// opens as an example, a player makes one move the vocabulary names by its
/// factor (`examples_outcome.double`, `.triple`) from the first size said,
/// the heap it gives is said or none (a second size that is another is no
/// reading), and a player is named the winner (`examples_outcome.winner`)
/// — no negation, no «или». «Если в куче было 56 камней и …» opens one too
/// (`examples_outcome.if_position`, a number next): a heap of a said size
/// is a position, no rule.
pub(in crate::read) fn outcome_example(
    s: &str,
    ws: &[String],
    players: &Players,
) -> Option<Example> {
    let v = vocabulary();
    let if_position = v
        .group("examples_outcome.if_position")
        .at(ws, 0)
        .is_some_and(|len| {
            ws.get(len)
                .is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()))
        });
    if !(opens_example(ws) || if_position) || v.group("examples_outcome.not").any(ws) {
        return None;
    }
    let factor_at = |i: usize| {
        if v.group("examples_outcome.double").is(&ws[i]) {
            Some(2)
        } else if v.group("examples_outcome.triple").is(&ws[i]) {
            Some(3)
        } else if v.group("examples_outcome.grow").is(&ws[i]) {
            said_factor(ws, i + 1)
        } else {
            None
        }
    };
    // The mover: a player's word just before the verb of the move.
    let (verb, factor) = (1..ws.len()).find_map(|i| factor_at(i).map(|f| (i, f)))?;
    let mover = players.role(&ws[verb - 1])?;
    if (verb + 1..ws.len()).any(|i| factor_at(i).is_some()) {
        return None;
    }
    let (at, len) = v.group("examples_outcome.winner").find(ws)?;
    let winner = players.role(ws.get(at + len)?)?;
    // The winner's name ends the sentence.
    if at + len + 1 != ws.len() {
        return None;
    }
    let sizes = heap_sizes(s)?;
    let from = *sizes.first()?;
    let to = from.checked_mul(factor)?;
    match sizes.as_slice() {
        [_] => {}
        [_, said] if *said == to => {}
        _ => return None,
    }
    Some(Example {
        sentence: s.to_string(),
        from: vec![from],
        to: vec![vec![to]],
        strategy: None,
        last_move: None,
        absent: Vec::new(),
        ends_game: false,
        mover_wins: Some(mover == winner),
        replies: Vec::new(),
        own_reply: false,
        same_barred: false,
        first_move: None,
    })
}
