//! A game that can hand a win over (an overshoot, a misère game): the
//! player who must end it loses with no move of the winner. «Ваня может
//! выиграть, сделав не более одного хода» then holds there too — his win
//! with no move (`code == 0`) as well as with his first (`code == -1`).

use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// Whether a question bounds the winner's moves to at most one: «сделав не
/// более одного хода», «не более чем за один ход», «менее чем за два хода».
fn at_most_one_move(text: &str) -> bool {
    let v = vocabulary();
    let ws = words(text);
    (0..ws.len()).any(|i| {
        let Some((op, len)) = v.compare_at(&ws, i) else {
            return false;
        };
        let mut at = i + len;
        if ws.get(at).is_some_and(|w| w == "чем") {
            at += 1;
        }
        if v.group("questions.move_count").at(&ws, at).is_some() {
            at += 1;
        }
        let Some((n, l)) = v.number_at(&ws, at) else {
            return false;
        };
        let moves = ws
            .get(at + l)
            .is_some_and(|w| v.group("move_words.move").is(w));
        moves && matches!((op, n.whole()), ("<=", Some(1)) | ("<", Some(2)))
    })
}

/// A condition of the losing side's win by his first move at the latest,
/// widened to his win with no move: `code == -1` → `(code == -1 or code ==
/// 0)`; any other condition as it is.
fn with_a_handed_win(condition: &str) -> String {
    if condition == "code == -1" {
        "(code == -1 or code == 0)".to_string()
    } else {
        condition.to_string()
    }
}

/// A question's conditions in a game that may hand a win over
/// (`hands_over`): a bound of one move widened to the win with no move.
pub fn widened(conds: Vec<String>, hands_over: bool, text: &str) -> Vec<String> {
    if !hands_over || !at_most_one_move(text) {
        return conds;
    }
    conds.iter().map(|c| with_a_handed_win(c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_of_one_move_is_found_in_its_wordings() {
        for q in [
            "при любой игре Пети Ваня может выиграть, сделав не более одного хода",
            "Ваня выигрывает не более чем за один ход",
            "Ваня побеждает менее чем за два хода",
        ] {
            assert!(at_most_one_move(q), "{q}");
        }
        for q in [
            "Ваня может выиграть, сделав не более двух ходов",
            "Ваня выигрывает своим первым ходом",
            "в куче не более одного камня",
        ] {
            assert!(!at_most_one_move(q), "{q}");
        }
        assert_eq!(with_a_handed_win("code == -1"), "(code == -1 or code == 0)");
        assert_eq!(with_a_handed_win("code == -2"), "code == -2");
    }
}
