//! A rule against repeating a move («нельзя повторять ход, который только
//! что сделал противник»): whose move it forbids, and a sentence that then
//! allows the other repeats.

use crate::read::vocabulary::vocabulary;

/// What a sentence forbidding repeats says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeat {
    /// Whose move may not be repeated: `own` or `opponent`.
    Forbidden(&'static str),
    /// The rule names neither player, or both: not read, never a guess.
    Unnamed,
}

/// The most words a no-repeat rule and its remark in one sentence are read
/// in (the longest printed one is some twenty): the split between them is
/// looked for at every word, so a longer sentence would cost its length
/// squared; it is left unread.
const MOST_RULE_AND_REMARK_WORDS: usize = 60;

/// «нельзя повторять ход, который только что сделал противник» → opponent;
/// «… который этот же игрок делал на предыдущем ходу» → own. Whose move is
/// named by the vocabulary's `repeat` words.
pub fn no_repeat(ws: &[String]) -> Option<Repeat> {
    let read = one_rule(ws)?;
    if read != Repeat::Unnamed {
        return Some(read);
    }
    // «Игрок не может повторять свой предыдущий ход (ход противника
    // повторять можно)»: the rule, then a remark allowing only the repeats
    // it leaves open — both players named, one rule read. Each place the
    // remark may begin reads the words again: only in a sentence as short
    // as a rule and its remark are.
    if ws.len() > MOST_RULE_AND_REMARK_WORDS {
        return Some(read);
    }
    (1..ws.len())
        .find_map(|i| match one_rule(&ws[..i]) {
            Some(Repeat::Forbidden(who)) if repeat_allowed(&ws[i..], who) => {
                Some(Repeat::Forbidden(who))
            }
            _ => None,
        })
        .or(Some(read))
}

/// [`no_repeat`] of words that hold one rule and nothing else.
fn one_rule(ws: &[String]) -> Option<Repeat> {
    // «нельзя», «запрещается», «не может / не могут»; «повторять ход», or
    // «делать ход, который только что сделал противник».
    let v = vocabulary();
    let forbids = v.group("repeat.forbids").any(ws);
    let just_made = v.group("repeat.just_made").any(ws)
        || v.group("repeat.same").any(ws) && v.group("repeat.previous").any(ws);
    let repeats = v.group("repeat.repeats").any(ws);
    if !forbids || !(repeats || just_made && v.group("move_words.move").any(ws)) {
        return None;
    }
    let own = v.group("repeat.own").any(ws);
    let opponent = v.group("repeat.opponent").any(ws);
    Some(match (own, opponent) {
        (true, false) => Repeat::Forbidden("own"),
        (false, true) => Repeat::Forbidden("opponent"),
        _ => Repeat::Unnamed,
    })
}

/// «Повторять чужие ходы и свои более старые ходы разрешается» after an own
/// rule (or «свои ходы повторять можно» after an opponent one): a sentence
/// that allows only the repeats the rule `read` leaves open.
pub fn repeat_allowed(ws: &[String], read: &str) -> bool {
    let v = vocabulary();
    if !v.group("repeat.repeats").any(ws)
        || v.group("repeat.not_allowed").any(ws)
        || !v.group("repeat.allowed").any(ws)
    {
        return false;
    }
    let others = v.group("repeat.others").any(ws);
    match read {
        "own" => others,
        "opponent" => !others && v.group("repeat.own").any(ws),
        _ => false,
    }
}
