//! Stop 61: a move list whose lines were pasted with no mark («За один ход
//! игрок может:» + «добавить в кучу один камень» + «увеличить количество
//! камней в куче в два раза.», found by the fresh52 probe) joined into one
//! clause with two verbs and was read complete as the last verb's move
//! alone (`*2`) — a confident wrong answer. Two move verbs in one clause are
//! now named; a verb said twice in a row (a real text's slip) is one.

use super::{hand_answers, read_answers};
use crate::read::*;

const RUN_ON: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может:\nдобавить в кучу один камень\nувеличить количество камней в куче в два раза.\nИгра завершается в тот момент, когда количество камней в куче становится не менее 40. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 39.\nЗадание 19.\nИзвестно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n";

#[test]
fn moves_run_together_with_no_mark_are_named() {
    for text in [
        RUN_ON.to_string(),
        RUN_ON.replace(
            "добавить в кучу один камень\nувеличить количество камней в куче в два раза",
            "увеличить количество камней в куче в два раза\nдобавить в кучу один камень",
        ),
        RUN_ON.replace(":\n", " ").replace("камень\n", "камень "),
    ] {
        let r = read_text(&text).remove(0);
        assert!(!r.solve().complete, "{text}\n{}", r.template());
        assert!(
            r.unread
                .iter()
                .any(|n| n.message(Lang::En).contains("один камень")),
            "{:#?}",
            r.unread
        );
    }
}

/// The same list marked (dashes, or a comma) reads both moves, and a verb
/// said twice in a row is read once.
#[test]
fn marked_lists_and_a_doubled_verb_read_both_moves() {
    let want = hand_answers(
        "start = \"S\"\ns = \"1..39\"\nmoves = \"+1 *2\"\nend = \"sum >= 40\"\nquestions = [\"min where some(code == 1)\"]\n",
    );
    for text in [
        RUN_ON
            .replace("может:\nдобавить", "может:\n– добавить")
            .replace("камень\nувеличить", "камень;\n– увеличить"),
        RUN_ON.replace("камень\nувеличить", "камень,\nувеличить"),
        RUN_ON.replace("камень\nувеличить", "камень или увеличить увеличить"),
    ] {
        let (r, answers) = read_answers(&text);
        assert!(r.solve().complete, "{text}\n{}", r.template());
        assert_eq!(answers, want, "{text}");
    }
}
