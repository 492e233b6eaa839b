//! An example of the reply to a move: «Например, если в куче 10 камней и
//! Петя добавит один камень, то Ваня может получить 12 или 22» (or «… 12
//! или удвоить и получить 22»): the position, the one move made from it,
//! then the positions the reply reaches — checked from the position that
//! move gives, never from the first one.

use crate::game::{Game, State};
use crate::read::move_clause::{clause_moves, verb_kind};
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// The move made before the positions an example lists: `Some(None)` for
/// an example with none («если в куче 10 камней, то можно получить …»),
/// `Some(Some(mv))` for «если в куче 10 камней и Петя добавит один камень,
/// то Ваня может …»; `None` when a move after «и» is said and not read so
/// (no plain position before it, two moves, the same player's next move).
pub(super) fn move_made(s: &str) -> Option<Option<String>> {
    let v = vocabulary();
    let lower = s.to_lowercase().replace('ё', "е");
    let Some(start) = lower.find("если ").map(|i| i + "если ".len()) else {
        return Some(None);
    };
    let Some(then) = lower[start..].find(", то ").map(|i| start + i) else {
        return Some(None);
    };
    let made = &lower[start..then];
    let Some((position, mv)) = made.split_once(" и ") else {
        return Some(None);
    };
    let mv = words(mv);
    let Some(kind) = verb_kind(&mv) else {
        return Some(None);
    };
    let position = words(position);
    let reply = words(&lower[then..]);
    // «…, то в куче станет 11 камней»: the move's own result, read as
    // before (from the position said); a reply is said by «может».
    if !reply.iter().any(|w| w == "может" || w == "сможет") {
        return Some(None);
    }
    let plain_position = v.group("heaps.heap").any(&position) && verb_kind(&position).is_none();
    // «то своим следующим ходом он …»: the same player's next move, not
    // the reply to it.
    let others_reply = !reply
        .iter()
        .any(|w| v.group("examples_reply.own").is(w) || v.group("examples_reply.same").is(w));
    if !plain_position || !others_reply || mv.iter().any(|w| w == "и") {
        return None;
    }
    let [made] = clause_moves(kind, &mv)?.try_into().ok()?;
    Some(Some(made))
}

/// The one position the move `mv` of the rules gives from `st` (with the
/// state the game keeps of it, the move just made); `None` when the rules
/// have no such move, or it gives none or more than one position.
pub(super) fn after(game: &Game, st: &State, mv: &str) -> Option<State> {
    let at = game.moves.iter().position(|m| m.text.trim() == mv)?;
    let mut succ = Vec::new();
    game.successors(st, &mut succ).ok()?;
    let mut next = succ.into_iter().filter(|s| s.mv as usize == at);
    match (next.next(), next.next()) {
        (Some(one), None) => Some(one.state),
        _ => None,
    }
}
