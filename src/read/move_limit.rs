//! A limit on how often each player may make one move of the list, in a
//! sentence of its own (issue 21): «При этом каждый игрок может удвоить кучу
//! не более двух раз за игру.», «Каждый из игроков может утроить кучу только
//! один раз за игру.», «Удвоение кучи разрешено не более двух раз за игру для
//! каждого игрока.» — the move as `*2 limit 2 each`.
//!
//! Read only when every word is a word of such a limit (`move_limit.said`),
//! it says whose («каждый»), «за игру», how many times with «не более» /
//! «только» / «лишь» or a bare count with «может», and names one growth of
//! the plain list read (`*2` by «удвоить», `*3` by «утроить», `*N` by
//! «увеличить (количество камней) в N раза»: «Увеличить количество камней в
//! три раза каждый игрок может не более одного раза за игру.», fresh56).
//!
//! A limit of both players together is read when it says so in words of
//! both («оба», «обоих», «обоими», «на двоих») and of together («вместе»,
//! «общее», «суммарно», «в сумме») and says nothing of each: «Утроить
//! количество камней в куче оба игрока вместе могут не более одного раза за
//! игру.» is `*3 limit 1` (rules63). A limit that says both «каждый» and
//! «вместе», or with no word of whose, is never read here.

use super::vocabulary::vocabulary;
use crate::read::moves::plain_moves;

/// The most times a limit may say (more is no limit a task states).
const MOST_TIMES: i64 = 9;

/// Whether a sentence is shaped as a limit of growths, each player's or
/// both players' together: whose, «за (всю) игру», a count of times and a
/// verb of doubling or tripling (a pass once a game is the move list's:
/// `moves::pass_move`).
pub(super) fn is_limit(ws: &[String]) -> bool {
    let v = vocabulary();
    (v.group("move_limit.each").any(ws) || together(ws))
        && per_game(ws)
        && times(ws).is_some()
        && (v.group("move_limit.double").any(ws)
            || v.group("move_limit.triple").any(ws)
            || grown_by(ws).is_some())
}

/// Whether the sentence says «both players together»: a word of both and
/// a word of together.
fn together(ws: &[String]) -> bool {
    let v = vocabulary();
    v.group("move_limit.both").any(ws) && v.group("move_limit.together").any(ws)
}

/// Whose a limit is: each player's (`true`) or both players' together
/// (`false`); `None` when the sentence says both or neither.
fn each(ws: &[String]) -> Option<bool> {
    match (vocabulary().group("move_limit.each").any(ws), together(ws)) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// The move (`*2`), how many times it may be made and whether the count is
/// each player's (`true`) or both players' together (`false`); `None`
/// unless the sentence says nothing else.
pub(super) fn limit(ws: &[String]) -> Option<(String, i64, bool)> {
    let v = vocabulary();
    if !is_limit(ws) || !v.group("move_limit.said").covers(ws) {
        return None;
    }
    let mv = match (
        v.group("move_limit.double").any(ws),
        v.group("move_limit.triple").any(ws),
        grown_by(ws),
    ) {
        (true, false, None) => "*2".to_string(),
        (false, true, None) => "*3".to_string(),
        (false, false, Some(n)) => format!("*{n}"),
        _ => return None,
    };
    Some((mv, times(ws)?, each(ws)?))
}

/// The factor of «увеличить (количество камней) в N раза» (N from 2 to
/// 9): a verb of growing, then «в», a whole number and «раз»/«раза» not
/// followed by «за» (that is a count of times). `None` unless exactly one
/// such factor is said, after the verb.
fn grown_by(ws: &[String]) -> Option<i64> {
    let v = vocabulary();
    let verb = ws.iter().position(|w| v.group("move_limit.grow").is(w))?;
    let mut found = None;
    for i in verb + 1..ws.len() {
        if ws[i] != "в" {
            continue;
        }
        let Some((n, len)) = v.number_at(ws, i + 1) else {
            continue;
        };
        let unit = ws.get(i + 1 + len);
        if !unit.is_some_and(|w| v.group("move_words.times").is(w))
            || ws.get(i + 2 + len).is_some_and(|w| w == "за")
        {
            continue;
        }
        let n = n.whole().filter(|n| (2..=MOST_TIMES).contains(n))?;
        if found.is_some() {
            return None;
        }
        found = Some(n);
    }
    found
}

fn per_game(ws: &[String]) -> bool {
    ws.windows(2).any(|p| p[0] == "за" && p[1] == "игру")
        || ws
            .windows(3)
            .any(|p| p[0] == "за" && p[1] == "всю" && p[2] == "игру")
}

/// How many times: «не более двух раз за …», «только один раз за …»,
/// «(может) один раз за …», «дважды», «однажды».
fn times(ws: &[String]) -> Option<i64> {
    let v = vocabulary();
    let once = v.group("move_limit.once").any(ws);
    let twice = v.group("move_limit.twice").any(ws);
    let mut found = None;
    for i in 1..ws.len() {
        if !v.group("move_words.times").is(&ws[i]) || ws.get(i + 1).is_none_or(|w| w != "за") {
            continue;
        }
        let n = v.number_at(&ws[i - 1..i], 0)?.0.whole()?;
        let before = &ws[i.saturating_sub(3)..i - 1];
        let at_most = v.group("move_limit.at_most").any(before);
        let bare = before.is_empty() || v.group("move_limit.may").any(before);
        if !(at_most || bare) || found.is_some() {
            return None;
        }
        found = Some(n);
    }
    let n = match (found, once, twice) {
        (Some(n), false, false) => n,
        (None, true, false) => 1,
        (None, false, true) => 2,
        _ => return None,
    };
    (1..=MOST_TIMES).contains(&n).then_some(n)
}

/// The plain list (`+1 *2`) with the move under its limit (`+1 *2 limit 2
/// each`, or `+1 *2 limit 2` when the count is both players' together);
/// `None` unless the move is in the list exactly once and the list is plain
/// (signs and numbers only).
pub(super) fn limited(list: &str, mv: &str, n: i64, each: bool) -> Option<String> {
    let tokens = plain_moves(list)?;
    if tokens.iter().filter(|t| **t == mv).count() != 1 {
        return None;
    }
    let out: Vec<String> = tokens
        .iter()
        .map(|t| match *t == mv {
            true if each => format!("{t} limit {n} each"),
            true => format!("{t} limit {n}"),
            false => t.to_string(),
        })
        .collect();
    Some(out.join(" "))
}
