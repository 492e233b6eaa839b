//! misc62: items the docs52 helper left (probe /work/probe/misc62: six
//! one-heap texts whose rules put two keys in one sentence split by «;»;
//! with main 3 right / 3 flagged / 0 wrong). Fixed: a sentence of the rules
//! whose parts between «;» each read whole alone and state different keys,
//! together more than the sentence read whole («Игра завершается, когда
//! количество камней в куче становится не менее 64; 1 ≤ S ≤ 63.», read
//! whole as the range alone, the end dropped) is read as its parts
//! (src/read/draft/semicolon_parts.rs). Every answer is compared with
//! `gametable solve` on a hand template.

use super::{complete_answers, hand_answers};
use crate::read::*;

const OPENING: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. ";

const ASK_21: &str = "Укажите минимальное значение S, при котором Петя не может выиграть за один ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.";

/// probe 01: the end and the range in one sentence.
#[test]
fn end_and_range_split_by_semicolon() {
    let text = format!(
        "{OPENING}За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается, когда количество камней в куче становится не менее 64; 1 ≤ S ≤ 63. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней.\n{ASK_21}"
    );
    let (_, answers) = complete_answers(&text);
    let want = hand_answers(
        "start = \"S\"\ns = \"1..63\"\nmoves = \"+1 *2\"\nend = \"sum >= 64\"\n[questions]\n\"1\" = \"min where code == -1\"\n",
    );
    assert_eq!(answers, want);
}

/// probe 05: the same with moves by four and the winner after the start.
#[test]
fn end_and_range_then_start() {
    let text = format!(
        "{OPENING}За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в четыре раза. Игра завершается, когда количество камней в куче становится не менее 59; 1 ≤ S ≤ 58. В начальный момент в куче было S камней. Победителем считается игрок, сделавший последний ход.\n{ASK_21}"
    );
    let (_, answers) = complete_answers(&text);
    let want = hand_answers(
        "start = \"S\"\ns = \"1..58\"\nmoves = \"+1 *4\"\nend = \"sum >= 59\"\n[questions]\n\"1\" = \"min where code == -1\"\n",
    );
    assert_eq!(answers, want);
}

/// The start and the end in one sentence, and the range after «;» with a
/// condition on S: read as before.
#[test]
fn start_and_end_and_natural_s() {
    let text = format!(
        "{OPENING}За один ход игрок может добавить в кучу два камня или увеличить количество камней в куче в три раза. В начальный момент в куче было S камней; игра завершается, когда количество камней в куче становится не менее 77. Победителем считается игрок, сделавший последний ход; S — натуральное, S ≤ 76.\n{ASK_21}"
    );
    let (_, answers) = complete_answers(&text);
    let want = hand_answers(
        "start = \"S\"\ns = \"1..76\"\nmoves = \"+2 *3\"\nend = \"sum >= 77\"\n[questions]\n\"1\" = \"min where code == -1\"\n",
    );
    assert_eq!(answers, want);
}

/// A part that does not read alone keeps the sentence whole, and flagged.
#[test]
fn part_not_read_alone_stays_flagged() {
    let text = format!(
        "{OPENING}За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается, когда количество камней в куче становится не менее 64; 1 ≤ S ≤ 63, причём это число известно лишь Пете. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней.\n{ASK_21}"
    );
    let r = read_text(&text).remove(0);
    assert!(!r.solve().complete, "{}", r.template());
}
