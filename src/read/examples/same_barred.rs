//! The no-repeat rule's example of the move barred: «Например, если Петя
//! увеличил количество камней в два раза, то Ваня этим же ходом сходить не
//! может», «…, то Ваня не может добавить один камень». The move made and
//! whose next move may not repeat it; checked on the rules read (after that
//! move, that player may make every move but it). No number of stones is
//! needed: the example restates the rule, and one read the other way (the
//! own move's rule and the opponent barred) disagrees and is named.

use super::Example;
use crate::read::move_clause::{clause_moves, verb_kind};
use crate::read::questions::Players;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// The example read, or `None` when the sentence is any other: «если
/// <player> <one move>, то <whose> <the same move barred>», the barred
/// move said by «этим же ходом», «так», «такой же ход» or by the move
/// itself, «не может» said once; the reply's player one word: a player's
/// name, «он» or «противник».
pub(in crate::read) fn same_barred_example(s: &str, players: &Players) -> Option<Example> {
    let v = vocabulary();
    let lower = s.to_lowercase().replace('ё', "е");
    let start = lower.find("если ")? + "если ".len();
    let then = start + lower[start..].find(", то ")?;
    let made_ws = words(&lower[start..then]);
    let reply_ws = words(&lower[then + ", то ".len()..]);
    if made_ws.iter().any(|w| w == "и" || w == "не") {
        return None;
    }
    let [made] = clause_moves(verb_kind(&made_ws)?, &made_ws)?
        .try_into()
        .ok()?;
    // «не может», «не сможет»: once, and nothing else negated.
    let cannot = (1..reply_ws.len())
        .filter(|&i| reply_ws[i - 1] == "не" && v.group("examples_reply.may").is(&reply_ws[i]))
        .count();
    let nots = reply_ws.iter().filter(|w| *w == "не").count();
    if cannot != 1 || nots != 1 {
        return None;
    }
    let frame = v.group("examples_barred.frame");
    let same = v.group("examples_barred.same").any(&reply_ws);
    let rest: Vec<&String> = reply_ws.iter().filter(|w| !frame.is(w)).collect();
    // The barred move said in words: the words of one move, the one made.
    let (whose, said_again) = match rest.split_first() {
        Some((who, [])) if same => (who.as_str(), true),
        Some((who, clause)) if !same && !clause.is_empty() => {
            let clause: Vec<String> = clause.iter().map(|w| w.to_string()).collect();
            let again: Vec<String> = clause_moves(verb_kind(&clause)?, &clause)?;
            (who.as_str(), again == [made.clone()])
        }
        _ => return None,
    };
    if !said_again {
        return None;
    }
    let own_reply = whose_move(whose, &made_ws, players)?;
    Some(Example {
        last_move: Some(made),
        same_barred: true,
        own_reply,
        ..Example::of_moves(s, Vec::new(), Vec::new())
    })
}

/// Whether the reply is the same player's next move (`true`: «он», his own
/// name again) or his opponent's (`false`: «противник», the other name);
/// `None` for any other word, or a name not told apart.
fn whose_move(who: &str, made_ws: &[String], players: &Players) -> Option<bool> {
    let v = vocabulary();
    if v.group("examples_reply.same").is(who) {
        return Some(true);
    }
    if v.group("examples_barred.opponent").is(who) {
        return Some(false);
    }
    let of = |names: &[String], w: &str| names.iter().any(|p| w.starts_with(p.as_str()));
    let side = |w: &str| match (of(&players.first, w), of(&players.second, w)) {
        (true, false) => Some(1),
        (false, true) => Some(2),
        _ => None,
    };
    let reply = side(who)?;
    let mover = made_ws.iter().find_map(|w| side(w))?;
    Some(reply == mover)
}
