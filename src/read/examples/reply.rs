//! The no-repeat rule's example told in moves, with no position: «Например,
//! если Петя первым ходом добавил в кучу один камень, то Ваня может либо
//! добавить два камня, либо удвоить кучу.» — the move made, and the moves
//! the reply may make. Checked on the rules read: after that move, the
//! moves allowed must be exactly those listed (a text whose rule is read
//! the other way, «свой ход», disagrees and is flagged).

use super::Example;
use crate::game::{Game, State, Status};
use crate::read::move_clause::{clause_moves, verb_kind};
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// The example read, or `None` when the sentence is any other: «если …, то
/// … может …» with one move made and each alternative after «может» a move
/// of its own («либо добавить два камня, либо удвоить кучу», «только
/// удвоить кучу»). A negation («не может»), a position («получил кучу из
/// 4 камней», «станет») or an alternative that is no move leaves it unread.
pub(in crate::read) fn reply_example(s: &str) -> Option<Example> {
    let v = vocabulary();
    let lower = s.to_lowercase().replace('ё', "е");
    let start = lower.find("если ")? + "если ".len();
    // «если Петя добавил в кучу два камня, Ваня следующим ходом может …»:
    // the «то» may be left out; the clause before the comma is then the one
    // move made (checked below), with no comma inside it.
    let (then, then_len) = match lower[start..].find(", то ") {
        Some(i) => (start + i, ", то ".len()),
        None => (start + lower[start..].find(", ")?, ", ".len()),
    };
    // «если в начале игры в куче 5 камней и Петя добавил …»: the position
    // before « и » (sizes, no move) is not needed to check the moves; any
    // other joint leaves the sentence unread.
    let made = &lower[start..then];
    let made = match made.split_once(" и ") {
        Some((before, after)) => {
            let ws = words(before);
            let position = v.group("heaps.heap").any(&ws) && verb_kind(&ws).is_none();
            if !position || after.contains(" и ") {
                return None;
            }
            after
        }
        None => made,
    };
    let made_ws = words(made);
    let reply = &lower[then + then_len..];
    let reply_ws = words(reply);
    let (at, len) = v.group("examples_reply.may").find(&reply_ws)?;
    let (own_reply, head) = whose_reply(&made_ws, &reply_ws[..at])?;
    let all: Vec<&String> = made_ws.iter().chain(&head).chain(&reply_ws[at..]).collect();
    if all
        .iter()
        .any(|w| v.group("examples_reply.not").is(w) || w.bytes().any(|b| b == b'('))
    {
        return None;
    }
    let [made] = clause_moves(verb_kind(&made_ws)?, &made_ws)?
        .try_into()
        .ok()?;
    // The reply's moves: after its «может», split at «либо», «или», commas.
    let may = reply_ws[..at + len].join(" ");
    let tail = reply.find(&may).map(|i| &reply[i + may.len()..])?;
    let mut replies = Vec::new();
    // «добавить один или два камня»: an alternative of an amount alone
    // shares the verb of the one before it.
    let mut last_verb = None;
    for alt in tail
        .trim_end_matches(['.', ' '])
        .replace(" либо ", ",")
        .replace(" или ", ",")
        .split(',')
    {
        let ws: Vec<String> = words(alt)
            .into_iter()
            .filter(|w| !v.group("examples_reply.filler").is(w))
            .collect();
        if ws.is_empty() {
            continue;
        }
        let amount_only = || {
            (0..ws.len())
                .all(|i| v.number_at(&ws, i).is_some() || v.group("heaps.stones").is(&ws[i]))
        };
        let verb = match verb_kind(&ws) {
            Some(verb) => verb,
            None if amount_only() => last_verb?,
            None => return None,
        };
        last_verb = Some(verb);
        replies.extend(clause_moves(verb, &ws)?);
    }
    (!replies.is_empty()).then(|| Example {
        last_move: Some(made),
        replies,
        own_reply,
        ..Example::of_moves(s, Vec::new(), Vec::new())
    })
}

/// Whose next moves the reply lists, from the words before its «может»:
/// `(true, rest)` the same player's («своим вторым ходом он …», «Петя
/// своим следующим ходом» after «Петя добавил …»), `(false, rest)` the
/// opponent's («Ваня своим ходом …» after «Петя …», or no «свой»/«он» at
/// all, as before). `rest` is the words left for the checks that follow;
/// a «свой» with two or more other words is not told apart: `None`.
fn whose_reply(made_ws: &[String], head: &[String]) -> Option<(bool, Vec<String>)> {
    let v = vocabulary();
    let own = v.group("examples_reply.own");
    let (skip, same) = (
        v.group("examples_reply.turn"),
        v.group("examples_reply.same"),
    );
    // «то вторым ходом он может …»: «он» with no «своим», the same player.
    let he = head.iter().any(|w| same.is(w)) && head.iter().all(|w| same.is(w) || skip.is(w));
    if he {
        return Some((true, Vec::new()));
    }
    if !head.iter().any(|w| own.is(w)) {
        return Some((false, head.to_vec()));
    }
    // The words naming a player: none of «своим», «ходом», ordinals.
    let rest: Vec<String> = head
        .iter()
        .filter(|w| !own.is(w) && !skip.is(w) && !same.is(w))
        .cloned()
        .collect();
    let said_same = head.iter().any(|w| same.is(w));
    match rest.as_slice() {
        [] => Some((true, rest)),
        [name] if !said_same => Some((made_ws.contains(name), Vec::new())),
        _ => None,
    }
}

/// Whether the moves a reply example lists are those the rules allow after
/// its move: compared on a position where every move of the game applies
/// (`None` when the game has none, or the example's move is not a rule's).
/// `own`: the move was the next mover's own last one (an own rule's
/// example), else his opponent's.
pub(super) fn reply_agrees(game: &Game, made: &str, replies: &[String], own: bool) -> Option<bool> {
    let made = game.moves.iter().position(|m| m.text.trim() == made)?;
    let mut listed = Vec::new();
    for r in replies {
        match game.moves.iter().position(|m| m.text.trim() == r) {
            Some(i) => listed.push(i),
            None => return Some(false),
        }
    }
    listed.sort_unstable();
    listed.dedup();
    let moves_at = |st: &State| -> Option<Vec<usize>> {
        let mut succ = Vec::new();
        game.successors(st, &mut succ).ok()?;
        let mut mv: Vec<usize> = succ.iter().map(|s| s.mv as usize).collect();
        mv.sort_unstable();
        mv.dedup();
        Some(mv)
    };
    let every: Vec<usize> = (0..game.moves.len()).collect();
    let probe = (1..=200)
        .map(|n| State::of(&vec![n; game.heaps]))
        .find(|st| {
            game.status(st).is_ok_and(|s| s == Status::Live)
                && moves_at(st).as_ref() == Some(&every)
        })?;
    let last = made as u64 + 1;
    let after = State {
        hist: if own { last << 8 } else { last },
        ..probe
    };
    Some(moves_at(&after)? == listed)
}
