//! The parts of a question with no word of winning: a denial of a move
//! count («…, но не первым»), a move a player made («Петя сделал первый
//! ход»), a bound on how soon («…, но не раньше своего второго хода»). Each
//! is read, or named — never dropped.

use super::roles::roles;
use super::Clause;
use crate::read::questions::Players;
use crate::read::vocabulary::vocabulary;

/// «– у #2 нет стратегии, …, первый ход сделал #2»: a move told beside the
/// win, after a comma in the part that says who wins (`ws`, its words with
/// the players as `#1`/`#2`). Not «…, после чего …» nor an unsuccessful
/// move, which are read.
pub(super) fn move_told_beside_a_win(part: &str, ws: &[String], players: &Players) -> bool {
    let win = vocabulary().group("questions.win");
    let after = ws.iter().any(|w| w == "после" || w == "чего");
    !after
        && part.split(',').any(|piece| {
            let pws = roles(piece, players);
            !win.any(&pws)
                && !vocabulary().group("questions.unlucky").any(&pws)
                && made_a_move(&pws).is_some()
        })
}

/// «#1 сделал (свой) первый ход», «#2 совершил ход»: the one player of a
/// part with no word of winning that tells of a move he made.
pub(super) fn made_a_move(ws: &[String]) -> Option<u8> {
    let who: Vec<&String> = ws.iter().filter(|w| w.starts_with('#')).collect();
    let v = vocabulary();
    let made = v.group("questions.made_past").any(ws);
    let a_move = v.group("questions.a_move").any(ws);
    match who[..] {
        [w] if made && a_move => Some(if w == "#1" { 1 } else { 2 }),
        _ => None,
    }
}

/// «при некотором ходе #1», «после какого-то хода #1», «при одном из ходов
/// #1»: a move of a player that is some move of his, not any — the words
/// `questions.some_move` with «ход…» or «игр…» within three words after
/// them. Read as «при ходе #1» it was whatever he does: another question.
pub(super) fn some_move(ws: &[String]) -> bool {
    let v = vocabulary();
    let (some, after) = (
        v.group("questions.some_move"),
        v.group("questions.move_or_game"),
    );
    (0..ws.len()).any(|i| {
        some.at(ws, i)
            .is_some_and(|n| after.any(&ws[i + n..(i + n + 3).min(ws.len())]))
    })
}

/// Whether a part with no word of winning bounds how soon («не раньше
/// своего второго хода», «не позднее третьего хода», «вторым ходом»): a
/// move count, unless the part tells of a move made («#1 сделал первый
/// ход»).
pub(super) fn bounds_a_count(ws: &[String]) -> bool {
    let v = vocabulary();
    let when = v.group("questions.when").any(ws);
    let made = v.group("questions.making").any(ws);
    let counted = (0..ws.len()).any(|i| {
        v.ordinal_at(ws, i).is_some()
            && v.group("move_words.move")
                .any(&ws[i + 1..(i + 3).min(ws.len())])
    });
    when || counted && !made
}

/// «…, но не первым(, при любой игре #2)»: a part with no word of winning
/// that denies a move count is a negative clause about the player of the
/// clause before it.
pub(super) fn denial(ws: &[String], before: Option<&Clause>) -> Option<Clause> {
    let before = before.filter(|c| !c.negative)?;
    if ws.first()? != "не" {
        return None;
    }
    let by = vocabulary().ordinal_at(ws, 1)?;
    Some(Clause {
        who: before.who,
        negative: true,
        by: Some(by),
        ..Clause::default()
    })
}

/// Whether the word at `at` has an ordinal's ending (`count_like.endings`,
/// «…ым», «…им») but is no ordinal known and none of the words that count
/// nothing (`count_like.not_counts`, «своим», «любым»): before «ходом» it
/// is a move count not read.
pub(super) fn unknown_ordinal(ws: &[String], at: usize) -> bool {
    let v = vocabulary();
    let Some(w) = ws.get(at) else {
        return false;
    };
    let shaped = v
        .as_written("count_like.endings")
        .iter()
        .any(|e| w.chars().count() > e.chars().count() + 1 && w.ends_with(e.as_str()));
    shaped && v.ordinal_at(ws, at).is_none() && !v.group("count_like.not_counts").is(w)
}
