//! Moves on «the heap with fewer stones (if equal, either)» and their
//! remarks, a heap ban beside moves on one heap, and a start that gives two
//! heaps one value («в первой и во второй кучах было по 2 камня»). The
//! answers are literal numbers from `gametable solve` on hand templates
//! (the 2021 demo's game, start 7, S, end 77, with the moves stated).

use super::{demo_with_moves, game_lines, read_answers};
use crate::read::*;

/// The moves line of a reading.
fn moves_line(r: &Reading) -> String {
    game_lines(r)
        .into_iter()
        .find(|l| l.starts_with("moves"))
        .unwrap_or_default()
}

/// «…, а если кучи равны — в любую из них»: what `smaller:` does with equal
/// heaps (either heap), said as the list's last clause. Hand: `smaller: +1
/// *2` → 49; 47 48 59 60; 57.
#[test]
fn the_equal_heaps_tail_restates_the_smaller_heap() {
    for tail in [
        ", а если кучи равны — в любую из них.",
        ", а если кучи равны — в любую.",
        "; при равенстве — в любую.",
        " (если камней в кучах поровну, то в любой из них).",
        " (при равенстве куч — в любую из них).",
    ] {
        let text = demo_with_moves(&format!(
            "За один ход игрок может добавить в меньшую кучу один камень или увеличить \
             количество камней в меньшей куче в два раза{tail}"
        ));
        let (r, answers) = read_answers(&text);
        assert_eq!(moves_line(&r), "moves = \"smaller: +1 *2\"", "{tail}");
        assert_eq!(answers, ["49", "47 48 59 60", "57"], "{tail}");
    }
}

/// «добавить в меньшую кучу один камень или два камня»: the amount said
/// alone is on the heap of the move before (was `smaller: +1 any: +2`).
/// Hand: `smaller: +1 +2` → 66; 65 66; 64.
#[test]
fn an_amount_said_alone_keeps_the_heap_before() {
    let text = demo_with_moves(
        "За один ход игрок может добавить в меньшую кучу один камень или два камня, а если \
         кучи равны — в любую.",
    );
    let (r, answers) = read_answers(&text);
    assert_eq!(moves_line(&r), "moves = \"smaller: +1 +2\"");
    assert_eq!(answers, ["66", "65 66", "64"]);
}

/// «увеличить количество камней в ней (в этой куче) в три раза» after one
/// heap named: that heap. Hand: `smaller: +1 *3` → 19; 18 50 51 52; 17.
#[test]
fn a_pronoun_after_one_heap_named_is_that_heap() {
    for pronoun in ["в ней", "в этой куче"] {
        let text = demo_with_moves(&format!(
            "За один ход игрок может добавить в ту кучу, в которой камней меньше, один камень \
             или увеличить количество камней {pronoun} в три раза (если камней в кучах \
             поровну, то в любой из них)."
        ));
        let (r, answers) = read_answers(&text);
        assert_eq!(moves_line(&r), "moves = \"smaller: +1 *3\"", "{pronoun}");
        assert_eq!(answers, ["19", "18 50 51 52", "17"], "{pronoun}");
    }
}

/// A pronoun after moves on two heaps named: which heap is not read.
#[test]
fn a_pronoun_after_two_heaps_named_is_named() {
    let text = demo_with_moves(
        "За один ход игрок может добавить в первую кучу один камень, или во вторую кучу два \
         камня, или увеличить количество камней в ней в два раза.",
    );
    let r = read_text(&text).remove(0);
    assert!(!r.unread.is_empty(), "{}", r.template());
}

/// «добавить один камень или увеличить количество камней в два раза в той
/// куче, в которой камней меньше (…)»: the heap said at the end after a
/// move that names none may be both moves' (`smaller: +1 *2`: 49; 47 48 59
/// 60; 57) or the last one's (`+1 smaller: *2`): still named.
#[test]
fn a_smaller_heap_said_at_the_end_stays_named() {
    let text = demo_with_moves(
        "За один ход игрок может добавить один камень или увеличить количество камней в два \
         раза в той куче, в которой камней меньше (если камней в кучах поровну, то в любой \
         из них).",
    );
    let r = read_text(&text).remove(0);
    assert!(
        r.unread
            .iter()
            .any(|u| u.to_string().contains("меньшей куче")),
        "{:?}",
        r.unread
    );
}

/// «добавить в первую кучу один или два камня … Ходы во второй куче делать
/// нельзя.»: the ban agrees with the moves read now (`+2` is the first
/// heap's). Hand: `h1: +1 +2 *2` → 49; 47 48 57 58 59 60; 55.
#[test]
fn a_ban_beside_moves_on_the_first_heap_is_read() {
    let text = demo_with_moves(
        "За один ход игрок может добавить в первую кучу один или два камня или увеличить \
         количество камней в первой куче в два раза. Ходы во второй куче делать нельзя.",
    );
    let (r, answers) = read_answers(&text);
    assert_eq!(moves_line(&r), "moves = \"h1: +1 +2 *2\"");
    assert_eq!(answers, ["49", "47 48 57 58 59 60", "55"]);
}

/// «В начальный момент в первой и во второй кучах было по 2 камня, в
/// третьей куче — S камней»: three heaps, `2, 2, S` (was `2, S`). Hand:
/// 12; 22; 21.
#[test]
fn two_heaps_given_one_value_each() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат три кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в любую из куч один камень или увеличить количество камней в любой куче в два раза. Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.\n\
Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 50. Победителем считается игрок, сделавший последний ход, т.е. первым получивший позицию, в которой в кучах будет 50 или больше камней.\n\
В начальный момент в первой и во второй кучах было по 2 камня, в третьей куче — S камней, 1 ≤ S ≤ 45.\n\
Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника. Описать стратегию игрока — значит описать, какой ход он должен сделать в любой ситуации, которая ему может встретиться при различной игре противника. В описание выигрышной стратегии не следует включать ходы играющего по этой стратегии игрока, не являющиеся для него безусловно выигрышными, т.е. не являющиеся выигрышными независимо от игры противника.\n\
\n\
19) Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\
20) Найдите такое значение S, при котором у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n\
− Петя не может выиграть за один ход;\n\
− Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
21) Найдите минимальное значение S, при котором одновременно выполняются два условия:\n\
– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n\
– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";
    let (r, answers) = read_answers(text);
    assert!(game_lines(&r).contains(&"start = \"2, 2, S\"".to_string()));
    assert_eq!(answers, ["12", "22", "21"]);
}
