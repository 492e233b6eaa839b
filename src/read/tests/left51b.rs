//! Stop left51b: the rest of left51's leftovers, probed with 15 new texts
//! written by hand (probe left51b: 6 right, 9 flagged, 0 wrong on
//! main; probe left51: 18 / 7 / 0). Read now: amounts said bare before
//! the amount with its unit and heap share both («добавить один или два
//! камня в меньшую кучу», «один, два или три камня» → `smaller: +1 +2`,
//! moves/clause.rs); the rule for equal heaps («если кучи равны — в любую»,
//! in brackets, as the list's tail or a sentence of its own) restates a
//! list whose moves on a heap named by size are of one such heap, beside
//! moves on any heap (`smaller: +1 +2; any: *2`, equal_heaps.rs); a ban of
//! one factor on one heap («Увеличивать в два раза … в первой куче нельзя»)
//! is met only by a growth by that factor (draft/heap_ban.rs). Still named:
//! a heap said at the end of a list of moves with their own verbs («добавить
//! один камень, удвоить или утроить количество камней в меньшей куче»), a
//! rule for equal heaps that names a heap («…в первую кучу») or is said of
//! a list with both the larger's and the smaller's moves.
//! Every answer is compared with `gametable solve` on a hand template.

use super::{hand_answers, solved_complete};
use crate::read::*;

const INTRO: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. ";
const TAIL: &str = "Победителем считается игрок, сделавший последний ход.";
pub(super) const STRAT: &str = "Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника. Описать стратегию игрока — значит описать, какой ход он должен сделать в любой ситуации, которая ему может встретиться при различной игре противника.";
pub(super) const QUESTIONS: &str = "Задание 19.
Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.

Задание 20.
Найдите минимальное значение S, при котором у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:
— Петя не может выиграть за один ход;
— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.

Задание 21.
Найдите минимальное значение S, при котором одновременно выполняются два условия:
— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;
— у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";

/// A task of two heaps (`a` stones and S, 1 ≤ S ≤ end − a − 1) with the
/// rules `rules`, the game over at `end` stones in all.
fn task(rules: &str, a: u32, end: u32) -> String {
    format!(
        "{INTRO}{rules} Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее {end}. {TAIL} В начальный момент в первой куче было {a} камней, во второй куче — S камней; 1 ≤ S ≤ {}.\n{STRAT}\n\n{QUESTIONS}\n",
        end - a - 1
    )
}

/// The hand template of [`task`] with the moves `moves`.
fn template(moves: &str, a: u32, end: u32) -> String {
    format!(
        "start = \"{a}, S\"\ns = \"1..{}\"\nmoves = \"{moves}\"\nend = \"sum >= {end}\"\nquestions = [\"min where some(code == 1)\", \"min where code == 2\", \"min where code == -2\"]\n",
        end - a - 1
    )
}

/// The one task of a text.
fn read(text: &str) -> Reading {
    let mut rs = read_text(text);
    assert_eq!(rs.len(), 1, "{text}");
    rs.remove(0)
}

/// The task of `rules` read complete, with the answers of the hand moves.
fn reads_as(rules: &str, a: u32, end: u32, moves: &str) {
    let r = read(&task(rules, a, end));
    assert_eq!(
        solved_complete(&r),
        hand_answers(&template(moves, a, end)),
        "{rules}\n{}",
        r.template()
    );
}

/// The task of `rules` read, not complete.
fn flagged(rules: &str, a: u32, end: u32) {
    let r = read(&task(rules, a, end));
    assert!(!r.solve().complete, "{rules}\n{}", r.template());
}

#[test]
fn bare_amounts_share_the_unit_and_heap_said_after_them() {
    for (rules, a, end, moves) in [
        // left51b 01
        ("За один ход игрок может добавить один или два камня в меньшую кучу или увеличить количество камней в любой куче в два раза. Если кучи равны, добавлять камни можно в любую кучу.", 4, 44, "smaller: +1 +2; any: *2"),
        // left51b 05
        ("За один ход игрок может добавить один, два или три камня в меньшую кучу. Если кучи равны, камни можно добавить в любую кучу.", 3, 40, "smaller: +1 +2 +3"),
        // left51b 07: no rule for equal heaps at all
        ("За один ход игрок может добавить один или два камня в меньшую кучу или увеличить количество камней в любой из куч в два раза.", 5, 43, "smaller: +1 +2; any: *2"),
        // left51 09: «утроить меньшую кучу» after them
        ("За один ход игрок может добавить один или два камня в меньшую кучу или утроить меньшую кучу. Если кучи равны, ход можно сделать в любую.", 4, 48, "smaller: +1 +2 *3"),
        // Added to the larger heap.
        ("За один ход игрок может добавить один или два камня в большую кучу или увеличить количество камней в любой куче в два раза.", 5, 43, "larger: +1 +2; any: *2"),
    ] {
        reads_as(rules, a, end, moves);
    }
}

#[test]
fn a_heap_said_after_moves_of_their_own_verbs_stays_named() {
    for rules in [
        // left51b 06
        "За один ход игрок может добавить один камень, удвоить или утроить количество камней в меньшей куче.",
        // A unit of its own: «один камень» may be on any heap.
        "За один ход игрок может добавить один камень или два камня в меньшую кучу.",
        // «меньшую» said before more words, with no noun.
        "За один ход игрок может добавить два камня в меньшую из двух или удвоить любую кучу.",
    ] {
        flagged(rules, 6, 75);
    }
}

#[test]
fn the_rule_for_equal_heaps_restates_one_sized_heap_beside_any_heap() {
    for (rules, a, end, moves) in [
        // left51 08, left51b 08: in brackets after the smaller heap's move
        ("За один ход игрок может добавить один камень в любую кучу или два камня в меньшую кучу (если кучи равны — в любую), или увеличить количество камней в любой куче в два раза.", 5, 55, "any: +1 *2; smaller: +2"),
        ("За один ход игрок может добавить один камень в любую кучу или два камня в меньшую кучу (если кучи равны — в любую), или увеличить количество камней в любой куче в три раза.", 5, 73, "any: +1 *3; smaller: +2"),
        // left51b 02: a sentence of its own that says the amount
        ("За один ход игрок может добавить один камень в любую кучу или два камня в меньшую, или увеличить количество камней в любой куче в два раза. Если кучи равны, два камня можно добавить в любую из них.", 5, 45, "any: +1 *2; smaller: +2"),
        // «в меньшую» with no noun, and no rule for equal heaps.
        ("За один ход игрок может добавить один камень в любую кучу или два камня в меньшую, или увеличить количество камней в любой куче в два раза.", 5, 45, "any: +1 *2; smaller: +2"),
        // left51 07: the additions said by «добавляет»
        ("За один ход игрок может добавить один или два камня в меньшую кучу или увеличить количество камней в любой куче в два раза. Если кучи равны, игрок добавляет камни в любую из них.", 6, 60, "smaller: +1 +2; any: *2"),
        // left51b 03
        ("За один ход игрок может добавить в меньшую кучу один камень (если кучи равны — в любую из них) или увеличить количество камней в любой куче в три раза.", 4, 43, "smaller: +1; any: *3"),
    ] {
        reads_as(rules, a, end, moves);
    }
}

#[test]
fn a_rule_for_equal_heaps_of_other_moves_stays_named() {
    for rules in [
        // left51b 15: a heap named, not «любую»
        "За один ход игрок может добавить один или два камня в меньшую кучу или увеличить количество камней в любой куче в два раза. Если кучи равны, камни добавляются в первую кучу.",
        // Additions said of a list whose smaller heap's move is a doubling.
        "За один ход игрок может добавить один камень в любую кучу или увеличить количество камней в меньшей куче в два раза. Если кучи равны, добавлять камни можно в любую кучу.",
        // Another amount than the smaller heap's.
        "За один ход игрок может добавить один камень в любую кучу или два камня в меньшую, или увеличить количество камней в любой куче в два раза. Если кучи равны, три камня можно добавить в любую из них.",
        // left51b 14: the larger's and the smaller's moves both
        "За один ход игрок может добавить два камня в меньшую кучу или один камень в большую кучу, или удвоить любую кучу. Если кучи равны, игрок может выбрать любую из них.",
    ] {
        flagged(rules, 5, 52);
    }
}

#[test]
fn a_ban_of_one_factor_is_met_by_that_factor_only() {
    // The moves already per heap: a tripling on any heap, a doubling on the
    // second only — the ban of doubling the first restates them.
    reads_as(
        "За один ход игрок может добавить в любую кучу один камень, утроить количество камней в любой куче или удвоить количество камней во второй куче. Увеличивать в два раза количество камней в первой куче нельзя.",
        3,
        44,
        "h1: +1 *3; h2: +1 *3 *2",
    );
    // A doubling on the first heap read: the ban of doubling it is named.
    flagged(
        "За один ход игрок может добавить в любую кучу один камень, удвоить количество камней в первой куче или утроить количество камней во второй куче. Увеличивать в два раза количество камней в первой куче нельзя.",
        3,
        44,
    );
    // A ban of no factor named: every growth on that heap.
    flagged(
        "За один ход игрок может добавить в любую кучу один камень, утроить количество камней в любой куче или удвоить количество камней во второй куче. Увеличивать в несколько раз количество камней в первой куче нельзя.",
        3,
        44,
    );
}
