//! Stop fresh45: an untuned probe of 45 task texts written from memory of
//! published tasks (issue 21). Its two flagged wordings were the no-repeat
//! rule's example told in moves with «своим … ходом» in the reply.

use super::{hand_answers, read_answers};
use crate::read::*;

/// One heap, +1 / +k / ×2 with a no-repeat `rule` and its `example`,
/// ending at `end`, with the three usual questions.
fn no_repeat_task(moves: &str, rule: &str, example: &str, end: u32) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
         {moves}. {rule} {example} Для того чтобы делать ходы, у каждого игрока есть \
         неограниченное количество камней.\nИгра завершается в тот момент, когда количество \
         камней в куче становится не менее {end}. Победителем считается игрок, сделавший \
         последний ход, т.е. первым получивший кучу, в которой будет {end} или больше \
         камней.\nВ начальный момент в куче было S камней; 1 ≤ S ≤ {}.\n\
         19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
         Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\
         20. Найдите количество значений S, при которых у Пети есть выигрышная стратегия, \
         причём одновременно выполняются два условия: — Петя не может выиграть за один ход; \
         — Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
         21. Найдите минимальное значение S, при котором одновременно выполняются два \
         условия: — у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или \
         вторым ходом при любой игре Пети; — у Вани нет стратегии, которая позволит ему \
         гарантированно выиграть первым ходом.",
        end - 1
    )
}

const OPP_RULE: &str = "При этом нельзя повторять ход, который только что сделал противник.";
const OWN_RULE: &str = "Игрок не может повторять свой собственный предыдущий ход.";
const OPP_EXAMPLE: &str = "Например, если Петя добавил в кучу один камень, то Ваня своим ходом \
    может добавить два камня или увеличить количество камней в два раза.";
const OWN_EXAMPLE: &str = "Например, если Петя первым ходом добавил в кучу три камня, то своим \
    вторым ходом он может только добавить один камень или удвоить кучу.";
const QUESTIONS: &str = "questions = [\"min where some(code == 1)\", \"count where code == 2\", \
    \"min where code == -2\"]\n";

/// «…, то Ваня своим ходом может …» after «Петя добавил …»: the opponent's
/// reply, checked against the opponent rule and read.
#[test]
fn the_opponents_reply_with_svoim_khodom_is_checked_and_read() {
    let text = no_repeat_task(
        "добавить в кучу один камень, два камня или увеличить количество камней в куче в два раза",
        OPP_RULE,
        OPP_EXAMPLE,
        37,
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("no_repeat = \"opponent\""),
        "{}",
        r.template()
    );
    let want = hand_answers(&format!(
        "start = \"S\"\ns = \"1..36\"\nmoves = \"+1 +2 *2\"\nend = \"sum >= 37\"\n\
         no_repeat = \"opponent\"\n{QUESTIONS}"
    ));
    assert_eq!(answers, want);
    // By hand (gametable solve): 17; 9 values (9..17); 8.
    assert_eq!(answers, ["17", "9", "8"]);
}

/// «…, то своим вторым ходом он может только …»: the same player's next
/// move, checked against the own rule (his own last move barred) and read.
#[test]
fn the_same_players_next_move_is_checked_against_the_own_rule() {
    let text = no_repeat_task(
        "добавить в кучу один камень или три камня, или увеличить количество камней в куче в два раза",
        OWN_RULE,
        OWN_EXAMPLE,
        50,
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("no_repeat = \"own\""),
        "{}",
        r.template()
    );
    let want = hand_answers(&format!(
        "start = \"S\"\ns = \"1..49\"\nmoves = \"+1 +3 *2\"\nend = \"sum >= 50\"\n\
         no_repeat = \"own\"\n{QUESTIONS}"
    ));
    assert_eq!(answers, want);
    // By hand (gametable solve): 20 qualify for 19 from 20 on; 2 (21, 23); 18.
    assert_eq!(answers[1..], ["2", "18"]);
}

/// Each example under the other rule disagrees and is named: the reply's
/// subject decides whose last move the check bars, never the rule.
#[test]
fn an_example_of_the_other_rule_is_named() {
    let moves = "добавить в кучу один камень, два камня или три камня, или увеличить количество \
        камней в куче в два раза";
    for (rule, example) in [
        (OWN_RULE, OPP_EXAMPLE),
        (OPP_RULE, OWN_EXAMPLE),
        (
            OWN_RULE,
            "Например, если Петя добавил в кучу три камня, то Ваня своим ходом может только \
             добавить один камень или удвоить кучу.",
        ),
        (
            OPP_RULE,
            "Например, если Петя добавил в кучу один камень, то Ваня своим ходом может только \
             добавить два камня.",
        ),
    ] {
        let r = read_text(&no_repeat_task(moves, rule, example, 40)).remove(0);
        let out = r.solve();
        assert!(!out.complete, "{rule} {example}");
        let notes: Vec<String> = out.notes.iter().map(|n| n.message(Lang::En)).collect();
        assert!(
            notes
                .iter()
                .any(|n| n.contains("are not those the rules read allow")),
            "{notes:#?}"
        );
    }
}
