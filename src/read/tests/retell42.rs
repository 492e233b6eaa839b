//! The round retell42: ends a retelling says its own way — the winner's
//! clause after the end's verb («…, игра заканчивается, и сделавший
//! последний ход побеждает»), «хотя бы N» for «не менее N», and the win in
//! the past («…, тот и выиграл»). Each test states its rule in other words
//! and numbers than the probe's.

use super::complete_answers;
use crate::read::read_text;

/// A one-heap game with the end's and winner's sentences given, and one
/// question.
fn game(rules: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча из S \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
         добавить в кучу три камня или увеличить количество камней в куче в три раза. \
         {rules} Известно, что 1 ≤ S ≤ 70.\n\
         1. Найдите минимальное значение S, при котором Ваня выигрывает своим первым ходом \
         при любой игре Пети."
    )
}

/// The same game said in the usual words: its answers.
fn usual(loss: bool) -> Vec<String> {
    let who = if loss {
        "Проигравшим считается игрок, сделавший последний ход."
    } else {
        "Победителем считается игрок, сделавший последний ход."
    };
    complete_answers(&game(&format!(
        "Игра завершается, когда в куче становится не менее 71 камня. {who}"
    )))
    .1
}

/// Whether the text is left incomplete (never a confident answer).
fn flagged(text: &str) -> bool {
    !read_text(text).remove(0).solve().complete
}

/// «Как только …, игра заканчивается, и выигрывает тот, кто сделал
/// последний ход»: the end before its verb, the winner's clause after it;
/// a loss said so gives the win to the opponent; any other word after the
/// verb leaves the sentence unread.
#[test]
fn the_winners_clause_after_a_retold_end() {
    for rules in [
        "Как только в куче будет 71 камень или больше, игра заканчивается, и сделавший последний ход выигрывает.",
        "Как только в куче станет как минимум 71 камень, игра заканчивается, и выигрывает тот, кто сделал последний ход.",
    ] {
        assert_eq!(complete_answers(&game(rules)).1, usual(false), "{rules}");
    }
    let lost = "Как только в куче будет 71 камень или больше, игра заканчивается, и сделавший последний ход проигрывает.";
    assert_eq!(complete_answers(&game(lost)).1, usual(true));
    for rules in [
        // A negation, another condition, two verbs: not read.
        "Как только в куче будет 71 камень или больше, игра заканчивается, и не сделавший последний ход выигрывает.",
        "Как только в куче будет 71 камень или больше, игра заканчивается, и сделавший последний ход выигрывает, если он Петя.",
        "Как только в куче будет 71 камень или больше, игра заканчивается, и сделавший последний ход выигрывает и проигрывает.",
        "Как только в куче будет 71 камень или больше, игра заканчивается через ход.",
    ] {
        assert!(flagged(&game(rules)), "{rules}");
    }
}

/// «… становится хотя бы 71 камень» is «не менее 71»; «хотя бы» before
/// no number is not read so.
#[test]
fn at_least_said_as_even_just() {
    let rules = "Игра завершается в тот момент, когда в куче становится хотя бы 71 камень. Победителем считается игрок, сделавший последний ход.";
    assert_eq!(complete_answers(&game(rules)).1, usual(false));
    let rules = "Игра завершается в тот момент, когда в куче становится хотя бы семьдесят камней. Победителем считается игрок, сделавший последний ход.";
    assert!(flagged(&game(rules)), "{rules}");
}

/// «Кто первым доведёт кучу до 71 камня или больше, тот и выиграл»: the
/// win in the past, as «тот и победил»; «тот и проиграл» stays unread.
#[test]
fn the_win_in_the_past_in_the_end_s_sentence() {
    let rules = "Кто первым доведёт кучу до 71 камня или больше, тот и выиграл.";
    assert_eq!(complete_answers(&game(rules)).1, usual(false));
    let rules = "Кто первым доведёт кучу до 71 камня или больше, тот и проиграл.";
    assert!(flagged(&game(rules)), "{rules}");
}

/// «выиграл» alone is no win of the rules: an overshoot said in the past
/// («…, выиграл тот, кто этот ход сделал; если больше 130 — выиграл его
/// противник») stays unread, never the mover's win read the wrong way.
#[test]
fn an_overshoot_won_in_the_past_stays_unread() {
    let rules = "Игра окончена, когда количество камней в куче достигает 71 или превышает это \
                 число. Если после последнего хода в куче 130 камней или меньше, выиграл тот, \
                 кто этот ход сделал; если больше 130 — выиграл его противник.";
    assert!(flagged(&game(rules)), "{rules}");
}
