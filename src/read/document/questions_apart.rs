//! A game's questions numbered on their own («Вопрос 1.» …) with the next
//! ones printed under the exam's next task numbers («20. Вопрос 2. …»,
//! «№ 21» + «Вопрос 3. …», «20. Тип 20 № N» + «Вопрос 2. …»: a variant
//! pasted whole, the statement once under 19): those pieces are that game's
//! questions. Joined to it when the numbers say so; else named in it, so
//! that a game whose questions went on elsewhere is never read complete
//! with its first question alone.

use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::Draft;

/// Where a piece with no game of its own stands to the task before it.
pub(super) enum Apart {
    /// Not a piece of that game's questions.
    No,
    /// Its questions go on the game's own numbering under the exam's next
    /// task numbers: the game's questions.
    Join,
    /// Its questions go on the game's own numbering, but its number or its
    /// words do not say it is the same game's: named in the game.
    Name,
}

/// The first number of a game's questions numbered in a row from 1 or from
/// the exam's 19.
fn own_series(own: &[usize]) -> Option<usize> {
    let from = *own.first()?;
    let in_row = own.iter().enumerate().all(|(i, &q)| q == from + i);
    (in_row && (from == 1 || from == 19)).then_some(from)
}

/// Whether `piece` (a task begun by a number, with no game) holds the next
/// questions of `game`'s own series.
/// `header`: a number alone on its line read before the piece's question
/// and not yet given to a task («20.» + «Вопрос 2. …»), the piece's own.
pub(super) fn questions_apart(game: &Draft, piece: &Draft, header: Option<&str>) -> Apart {
    let ids = |d: &Draft| -> Option<Vec<usize>> {
        d.questions.iter().map(|q| q.0.parse().ok()).collect()
    };
    let (Some(own), Some(next)) = (ids(game), ids(piece)) else {
        return Apart::No;
    };
    let n = own.len();
    // The game's questions 1…n (or 19…, as a site's «Тип 19 № N» numbers
    // its one question), the piece's n+1, n+2, …: one series.
    let series = n > 0
        && own_series(&own).is_some()
        && !next.is_empty()
        && next.iter().enumerate().all(|(i, &q)| q == n + 1 + i);
    let gameless = !piece.game_opened && !piece.moves_stated && !piece.game_named;
    let has_game = game.game_opened || game.moves_stated;
    if !(series && gameless && has_game) {
        return Apart::No;
    }
    // The piece's number (or the header alone before its question) is the
    // exam's for its first question (question 2 under 20, question 3 under
    // 21); the game's own 19 or none.
    let exam = |n: Option<&str>| n.and_then(|s| s.trim().parse::<usize>().ok());
    let game_19 = matches!(exam(game.number.as_deref()), None | Some(19));
    let piece_numbered = exam(piece.number.as_deref().or(header)) == Some(18 + n + 1);
    // Its other words a site's header («Тип 20 № 22585»), no rule of a game.
    let game_words = vocabulary().group("document.game_words");
    let plain = piece.rules.iter().all(|r| !game_words.any(&words(r)));
    if game_19 && piece_numbered && plain && n + next.len() <= 3 {
        Apart::Join
    } else {
        Apart::Name
    }
}
