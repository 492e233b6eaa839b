//! A question's words → a query of the questions language (`min where
//! code == -1`). A wording with two readings gives both, never one picked.
//!
//! How published answers read the wordings (checked against 150+ answers):
//! «после неудачного первого хода Пети» is *some* first move of Petya
//! leading to Vanya's win at once (`some(code == 1)`); «при любом ходе Пети
//! Ваня выигрывает первым ходом» is `code == -1`; «выигрышная стратегия»
//! with no move count is `code < 0` (or `> 0`); «может выиграть вторым ходом»
//! with «не может выиграть за один ход» is `code == 2` exactly. The answer
//! form («минимальное», «два значения», …) is read in `answer_form.rs`.

use super::tokens::words;
use super::vocabulary::vocabulary;
use crate::i18n::Msg;
use crate::msg;
pub use choice::chooses;
use clauses::{clauses, Clause};
pub use handed::widened;
use mistake::{mistake_as_unlucky, some_move_as_unlucky};
use parts::some_move;
pub use roles::Players;
use signs::move_in_signs;

/// The condition(s) a question's words give: one, or two when the words
/// read two ways.
///
/// # Errors
/// The words are not a wording this reader knows: the reason.
pub fn condition(text: &str, players: &Players) -> Result<Vec<String>, Msg> {
    condition_of(text, players, false)
}

/// [`condition`] of a question whose start of its own is read (`own_start`):
/// the numbers of that start are no bound on S.
///
/// # Errors
/// The words are not a wording this reader knows: the reason.
pub fn condition_of(text: &str, players: &Players, own_start: bool) -> Result<Vec<String>, Msg> {
    let text = &some_move_as_unlucky(&mistake_as_unlucky(text));
    // «все чётные значения S», «значения S, кратные трём»: which values
    // are asked of is a condition the reading would drop — whatever the
    // wording of the win, a player's choice of how soon the other wins too.
    let ws = words(text);
    let v = vocabulary();
    if v.group("questions.of_s").any(&ws) {
        return Err(msg!("read-why-of-s"));
    }
    if let Some(q) = chooses(text, players) {
        return Ok(vec![q]);
    }
    if some_move(&ws) {
        return Err(msg!("read-why-some-move"));
    }
    // «…, и укажите, каким ходом Ваня должен выиграть»: a question's verb
    // asking which move or how, beside the values of S.
    let which = v.group("questions.which");
    if (0..ws.len()).any(|i| {
        v.group("questions.verbs").at(&ws, i).is_some()
            && ws.get(i + 1).is_some_and(|w| which.is(w))
    }) {
        return Err(msg!("read-why-other-ask"));
    }
    let (cs, named) = clauses(text, players, own_start);
    if named || move_in_signs(text) {
        return Err(msg!("read-why-named-move"));
    }
    if cs.is_empty() {
        return Err(msg!("read-why-no-winner"));
    }
    if cs.iter().any(|c| c.unknown_count) {
        return Err(msg!("read-why-how-soon"));
    }
    if cs.iter().any(|c| c.unknown_negation) {
        return Err(msg!("read-why-negation"));
    }
    if cs.iter().any(|c| c.stray_ni) {
        return Err(msg!("read-why-ni"));
    }
    // A win after a move that is neither one that happened nor any move of
    // the opponent: which move is meant is not read (it was read as a plain
    // win, beside the other clauses).
    if cs.iter().any(|c| c.loose_after || c.odd_after) {
        return Err(msg!("read-why-past-move"));
    }
    let lower = text.to_lowercase().replace('ё', "е");
    let unlucky = v
        .group("questions.unlucky_text")
        .phrases()
        .iter()
        .any(|p| lower.contains(p.as_str()));
    let pos = |who: u8| cs.iter().filter(move |c| c.who == who && !c.negative);
    let neg_by = |who: u8| {
        cs.iter()
            .filter(|c| c.who == who && c.negative)
            .filter_map(|c| c.by)
            .max()
    };
    let k_of = |who: u8| pos(who).filter_map(|c| c.by).max();
    // «у Пети нет выигрышной стратегии, … Петя может выиграть своим вторым
    // ходом», «Петя не может выиграть за один ход, но может выиграть своим
    // первым ходом»: a player's win denied by the question's own words — no
    // strategy at all, or none by the move the win is claimed for. The words
    // contradict each other; no reading is given.
    for who in [1, 2] {
        let denied_all = cs
            .iter()
            .any(|c| c.who == who && c.negative && c.by.is_none() && !c.after_move && !c.sooner);
        let claimed = pos(who).next().is_some();
        let denied_by = k_of(who).zip(neg_by(who)).is_some_and(|(k, m)| m >= k);
        if claimed && denied_all || denied_by {
            return Err(msg!("read-why-denied-win"));
        }
    }
    // «Петя выигрывает вторым ходом при любом ходе Вани», a win told as
    // what happens: one move named — by that move exactly (his first move
    // does not win), as published answers read it. «Петя может выиграть
    // своим вторым ходом независимо от того, как будет ходить Ваня» with no
    // «не может выиграть за один ход»: a win he may make by that move (he
    // need not win at once when he could) — exactly, or at the latest: both
    // (`within`), as a question with no «независимо …» reads.
    // «…, но нет стратегии выиграть раньше»: a sooner win denied — exactly.
    let exactly = |who: u8| {
        let sooner_denied = cs.iter().any(|c| c.who == who && c.negative && c.sooner);
        pos(who)
            .any(|c| (c.told_as_fact || sooner_denied && c.whatever) && c.by.is_some() && !c.listed)
            && !pos(who).any(|c| c.listed)
    };
    // A move that happened: «Ваня выиграл своим первым ходом после
    // (неудачного) первого хода Пети».
    if let Some(at) = cs.iter().position(|c| c.after_move && !c.negative) {
        let c = &cs[at];
        // «Петя не может выиграть за один ход, но после неудачного хода
        // Пети Ваня выиграет первым ходом»: Petya's first move wins nothing.
        let not_first = |o: &Clause| {
            c.who == 2
                && o.who == 1
                && o.negative
                && o.by == Some(1)
                && !o.listed
                && !o.whatever
                && !o.after_move
                && !o.unknown_count
        };
        // «после неудачного первого хода Пети Ваня выигрывает … при любом
        // ходе Пети»: one unsuccessful move and any move at once — the
        // words contradict each other, no reading is given.
        if c.whatever {
            return Err(msg!("read-why-past-move"));
        }
        // Any other condition beside the move that happened is not read.
        let more = cs
            .iter()
            .enumerate()
            .any(|(i, o)| i != at && (o.negative || o.by.is_some()) && !not_first(o));
        if more {
            return Err(msg!("read-why-past-move"));
        }
        // «У Пети была выигрышная стратегия … Но Петя специально поддался
        // … и Ваня победил»: the other player's strategy with no move
        // count, beside the move that happened.
        let others: Vec<&Clause> = cs
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != at)
            .map(|(_, o)| o)
            .collect();
        let had = match others[..] {
            [] => "",
            [o] if not_first(o) => "code != 1 and ",
            [o] if o.who != c.who && o.whatever && !o.after_move && o.who == 1 => "code > 0 and ",
            [o] if o.who != c.who && o.whatever && !o.after_move && o.who == 2 => "code < 0 and ",
            _ => return Err(msg!("read-why-past-move")),
        };
        // «после неудачного второго хода Пети»: a win after a later move
        // of the opponent is not what the queries below say.
        if c.after_ordinal.is_some_and(|n| n != 1) {
            return Err(msg!("read-why-past-move"));
        }
        // «Ваня выиграл своим первым или вторым ходом после неудачного …»:
        // a win by either of a list of moves is not the first move's.
        if c.listed {
            return Err(msg!("read-why-past-move"));
        }
        return match (c.who, c.by) {
            (2, Some(1)) => Ok(vec![format!("{had}some(code == 1)")]),
            (1, Some(2)) => Ok(vec![format!("{had}some(some(code == 1))")]),
            _ => Err(msg!("read-why-past-move")),
        };
    }
    if unlucky {
        return Err(msg!("read-why-unlucky"));
    }
    // «Известно, что Ваня выиграл своим первым ходом. Укажите минимальное
    // значение S, при котором Ваня выигрывает своим первым ходом»: a win
    // that happened (a play that was possible) beside the same win told as
    // what happens (a strategy's): two readings. Vanya's first move is read
    // both ways; Petya's first move reads one way (a win he could make at
    // once is one he makes: «Известно, что Петя одержал победу, совершив
    // один ход за игру» is `code == 1`, read below); any other such win is
    // not read.
    for who in [1, 2] {
        let known = pos(who)
            .find(|c| c.known_win && !c.whatever)
            .and_then(|c| c.by);
        let told = pos(who).any(|c| c.told_as_fact);
        match (who, known, told) {
            (1, Some(1), _) | (_, None, _) | (_, _, false) => {}
            (2, Some(1), true) if k_of(1).is_none() && neg_by(2).is_none() => {
                return Ok(vec!["code == -1".into(), "some(code == 1)".into()]);
            }
            _ => return Err(msg!("read-why-known-and-told")),
        }
    }
    // «Петя может выиграть за один ход; Петя может выиграть своим вторым
    // ходом», «… первым или вторым ходом …; у Вани есть стратегия …
    // выиграть первым ходом»: one player's win claimed by two different
    // moves (a lost «не», «есть» for «нет»). Which is meant is not read.
    for who in [1, 2] {
        let mut counts = pos(who).filter_map(|c| c.by);
        if let Some(first) = counts.next() {
            if counts.any(|k| k != first) {
                return Err(msg!("read-why-two-counts"));
            }
        }
    }
    // «у Пети есть выигрышная стратегия … при любой игре Пети; у Вани нет
    // стратегии … первым ходом»: Petya's win beside a denial of Vanya's —
    // the player of one of them is wrong (a published question denies the
    // winner's own sooner win). Not read.
    if k_of(1).is_some() && k_of(2).is_none() && cs.iter().any(|c| c.who == 2 && c.negative) {
        return Err(msg!("read-why-other-denied"));
    }
    // «…, когда Петя имеет выигрышную стратегию, причём … Ваня может
    // выиграть своим вторым ходом»: one player's win claimed with a move
    // count, the other's claimed too (a strategy with no count): the
    // player of one of them is wrong. Not read.
    let claims = |who: u8| pos(who).next().is_some();
    if k_of(2).is_some() && k_of(1).is_none() && claims(1)
        || k_of(1).is_some() && k_of(2).is_none() && claims(2)
    {
        return Err(msg!("read-why-both-win"));
    }
    let any_whatever = cs.iter().any(|c| c.whatever);
    match (k_of(2), k_of(1)) {
        (Some(k), None) => {
            if k == 1 {
                // «при которых Ваня выигрывает первым ходом»: a win told as
                // what happens is a strategy's, as published answers read it.
                let as_fact = pos(2).any(|c| c.by == Some(1) && c.told_as_fact);
                if any_whatever || neg_by(1) == Some(1) || as_fact {
                    Ok(vec!["code == -1".into()])
                } else {
                    // «Ваня выигрывает первым ходом»: whatever Petya does, or
                    // after some move of his? Both.
                    Ok(vec!["code == -1".into(), "some(code == 1)".into()])
                }
            } else if neg_by(2) == Some(k - 1) || exactly(2) {
                Ok(vec![format!("code == -{k}")])
            } else {
                Ok(within(k, neg_by(2), pos(2).any(|c| c.listed), "-"))
            }
        }
        (None, Some(k)) => {
            if k == 1 && neg_by(1).is_none() {
                Ok(vec!["code == 1".into()])
            } else if neg_by(1) == Some(k - 1) || exactly(1) {
                Ok(vec![format!("code == {k}")])
            } else {
                Ok(within(k, neg_by(1), pos(1).any(|c| c.listed), ""))
            }
        }
        (None, None) => {
            // «у Вани есть выигрышная стратегия», «Ваня выигрывает при
            // любой игре Пети»: a win whatever the opponent does, with no
            // move count; «…, но нет стратегии выиграть первым ходом»: not
            // by that move.
            let strategy = |who: u8| pos(who).any(|c| c.by.is_none() && c.whatever);
            match (strategy(1), strategy(2)) {
                (true, false) => Ok(vec![match neg_by(1) {
                    Some(m) => format!("code > {m}"),
                    None => "code > 0".into(),
                }]),
                (false, true) => Ok(vec![match neg_by(2) {
                    Some(m) => format!("code < -{m}"),
                    None => "code < 0".into(),
                }]),
                _ => Err(msg!("read-why-how-soon")),
            }
        }
        (Some(_), Some(_)) => Err(msg!("read-why-both-win")),
    }
}

/// A win by move `k` at the latest (`sign` "-" for the second player's),
/// not by move `denied` or sooner when a denial says so: «первым, вторым или
/// третьим ходом …; нет стратегии … первым ходом» is the second or the third
/// move — one reading, the moves listed. A single move named («третьим
/// ходом») may mean by that move exactly, or at the latest: both.
fn within(k: i64, denied: Option<i64>, listed: bool, sign: &str) -> Vec<String> {
    let m = denied.unwrap_or(0);
    let range = match (sign, m) {
        ("-", 0) => format!("code < 0 and code >= -{k}"),
        ("-", _) => format!("code < -{m} and code >= -{k}"),
        _ => format!("code > {m} and code <= {k}"),
    };
    if listed && denied.is_some() {
        vec![range]
    } else {
        vec![format!("code == {sign}{k}"), range]
    }
}

mod added;
mod choice;
mod clauses;
mod handed;
mod joints;
mod mistake;
mod parts;
mod roles;
mod signs;
mod subject;
#[cfg(test)]
mod tests;
