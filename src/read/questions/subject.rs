//! Whom a clause of a question is about: the player who wins or may win in
//! it, not the one whose move the clause only names («при очередном ходе
//! Пети Ваня может выиграть …»: Ваня).

use crate::read::vocabulary::vocabulary;

/// The clause's player among its words (`#1`, `#2` for the players): its
/// first name, unless that name only says whose move or play it is and
/// another name follows — then that one. A name of that kind alone is the
/// clause's player still («при любом ходе Пети может выиграть …» keeps its
/// reading).
pub(super) fn subject(ws: &[String]) -> Option<&String> {
    let mut names = ws.iter().enumerate().filter(|(_, w)| w.starts_with('#'));
    let (at, first) = names.next()?;
    // «ходе #1», «хода #1», «игре #1»: a move or a game the clause only names.
    let whose = at > 0 && vocabulary().group("questions.whose").is(&ws[at - 1]);
    match names.next() {
        Some((_, next)) if whose && next != first => Some(next),
        _ => Some(first),
    }
}

#[cfg(test)]
mod tests {
    use super::subject;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn the_name_whose_move_it_is_is_not_the_clauses_player() {
        let who = |s: &str| subject(&words(s)).cloned();
        assert_eq!(
            who("при очередном ходе #1 #2 может выиграть"),
            Some("#2".into())
        );
        assert_eq!(
            who("на всякий ход #2 #1 отвечает победой"),
            Some("#1".into())
        );
        assert_eq!(who("#2 выиграл после хода #1"), Some("#2".into()));
        assert_eq!(who("при любом ходе #1 может выиграть"), Some("#1".into()));
        assert_eq!(who("выигрывает первым ходом"), None);
    }
}
