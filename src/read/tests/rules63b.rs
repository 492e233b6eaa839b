//! Probe rules63b: 12 texts written untuned with the rule wordings rules63
//! left flagged — «если кучи равны, можно только добавить … / только
//! удвоить …», a ban of a move under a condition («Утраивать …, если в ней
//! больше 20 камней, нельзя», «… можно только в том случае, если …»), a
//! decrease «на треть» (when divisible), and K's range «K и S — натуральные
//! числа, K ≤ S, K + S ≤ 50» — one of them to be flagged (a third with no
//! word of an indivisible heap). Main (m63d): 2 right, 10 flagged, 0 wrong.
//! Now read, each certain:
//! - «Если количество камней в кучах равно, игрок может только добавить один
//!   камень в любую из куч.» of `smaller: +1 larger: *2`, and «… можно только
//!   удвоить …» of `smaller: *2 larger: +3`: the other label's moves made
//!   only while the heaps differ (`equal_heaps.rs`);
//! - «Утраивать количество камней в куче, если в ней больше 20 камней,
//!   нельзя.», «Если в куче больше 20 камней, удваивать … нельзя.»: that move
//!   under the condition negated; «… можно только в том случае, если …» a
//!   limit (`limited_move.rs`);
//! - «уменьшить количество камней в куче на треть (если количество камней
//!   кратно трём)», «убрать из кучи треть камней (если количество камней не
//!   делится на 3, такой ход невозможен)», «если … делится на 3, уменьшить
//!   его на треть»: `*2/3` (`move_clause.rs`, `moves/finish.rs`); a third with
//!   no such word, or rounded, stays flagged.
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{game_lines, hand_answers, solved_complete};
use crate::read::*;

const Q: &str = "\nЗадание 19.\nИзвестно, что Ваня выиграл своим первым ходом после неудачного \
    первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\
    Задание 20.\nНайдите все значения S, при которых у Пети есть выигрышная стратегия, причём \
    одновременно выполняются два условия:\n– Петя не может выиграть за один ход;\n– Петя может \
    выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\nНайденные значения \
    запишите в ответе в порядке возрастания.\nЗадание 21.\nНайдите минимальное значение S, при \
    котором одновременно выполняются два условия:\n– у Вани есть выигрышная стратегия, \
    позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n– у Вани нет \
    стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";

const QUESTIONS: &str = "[questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"all \
    where code == 2\"\n\"21\" = \"min where code == -2\"\n";

/// A game of `heaps` heaps: its rules, end and start.
fn game(heaps: &str, rules: &str, end: &str, start: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками {heaps}. Игроки ходят \
         по очереди, первый ход делает Петя. {rules} Игра завершается в тот момент, когда {end}. \
         Победителем считается игрок, сделавший последний ход.\nВ начальный момент {start}.\n{Q}"
    )
}

fn one_reading(text: &str) -> Reading {
    let mut rs = read_text(text);
    assert_eq!(rs.len(), 1, "{text}");
    rs.remove(0)
}

/// The reading's moves are `moves`, and its answers the hand template's.
fn read_as(text: &str, moves: &str, template: &str) {
    let r = one_reading(text);
    assert!(
        game_lines(&r).contains(&format!("moves = \"{moves}\"")),
        "{}",
        r.template()
    );
    assert_eq!(
        solved_complete(&r),
        hand_answers(&format!("{template}{QUESTIONS}")),
        "{text}"
    );
}

const TWO: &str = "лежат две кучи камней";

#[test]
fn equal_heaps_only_one_kind_of_move() {
    for (rules, moves, hand) in [
        (
            "За один ход игрок может добавить в меньшую кучу два камня или увеличить количество \
             камней в большей куче в три раза. Если в кучах одинаковое количество камней, \
             разрешается только добавить два камня в любую из куч.",
            "smaller: +2 larger: *3 if x > min;",
            "smaller: +2; larger: *3 if h1 != h2;",
        ),
        (
            "За один ход игрок может добавить в меньшую кучу один камень или увеличить количество \
             камней в большей куче в три раза. Если количество камней в кучах равно, игрок может \
             только добавить один камень в любую из куч.",
            "smaller: +1 larger: *3 if x > min;",
            "smaller: +1; larger: *3 if h1 != h2;",
        ),
        (
            "За один ход игрок может увеличить в два раза количество камней в меньшей куче или \
             добавить три камня в большую кучу. Если кучи равны, то можно только удвоить \
             количество камней в одной из них.",
            "smaller: *2 larger: +3 if x > min;",
            "smaller: *2; larger: +3 if h1 != h2;",
        ),
        (
            "За один ход игрок может добавить два камня в большую кучу или удвоить количество \
             камней в меньшей куче. Если количество камней в кучах равно, можно только удвоить \
             меньшую (любую из куч).",
            "larger: +2 if x > min; smaller: *2",
            "smaller: *2; larger: +2 if h1 != h2;",
        ),
        (
            "За один ход игрок может добавить в меньшую кучу один камень или увеличить количество \
             камней в большей куче в два раза. При этом если кучи равны, то удваивать количество \
             камней нельзя, можно только добавить камень в любую из них.",
            "smaller: +1 larger: *2 if x > min;",
            "smaller: +1; larger: *2 if h1 != h2;",
        ),
    ] {
        let text = game(
            TWO,
            rules,
            "суммарное количество камней в кучах становится не менее 70",
            "в первой куче было 5 камней, во второй куче — S камней; 1 ≤ S ≤ 64",
        );
        let template =
            format!("start = \"5, S\"\ns = \"1..64\"\nmoves = \"{hand}\"\nend = \"sum >= 70\"\n");
        read_as(&text, moves, &template);
    }
}

#[test]
fn equal_heaps_only_said_otherwise_stays_flagged() {
    for rule in [
        // Other amounts than the smaller heap's move.
        "Если кучи равны, можно только добавить два камня в любую из куч.",
        // The kept kind's move forbidden, not the other's.
        "Если кучи равны, добавлять нельзя, можно только добавить камень в любую из них.",
        // «не только»: both allowed.
        "Если кучи равны, можно не только добавить камень в любую из куч.",
        // Another factor than the larger heap's.
        "Если кучи равны, можно только утроить любую из куч.",
    ] {
        let text = game(
            TWO,
            &format!(
                "За один ход игрок может добавить в меньшую кучу один камень или увеличить \
                 количество камней в большей куче в два раза. {rule}"
            ),
            "суммарное количество камней в кучах становится не менее 60",
            "в первой куче было 5 камней, во второй куче — S камней; 1 ≤ S ≤ 54",
        );
        assert!(!one_reading(&text).solve().complete, "{rule}");
    }
}

const ONE: &str = "лежит куча камней";

#[test]
fn a_move_banned_under_a_condition() {
    let grow = "За один ход игрок может добавить в кучу один камень или увеличить количество \
        камней в куче в два раза.";
    for ban in [
        "Увеличивать количество камней в куче в два раза, если в куче больше 30 камней, нельзя.",
        "Если в куче больше 30 камней, удваивать количество камней в ней нельзя.",
        "Удваивать количество камней в куче нельзя, если в ней больше 30 камней.",
        "Удваивать количество камней в куче можно только в том случае, если в ней не более 30 \
         камней.",
    ] {
        let text = game(
            ONE,
            &format!("{grow} {ban}"),
            "количество камней в куче становится не менее 55",
            "в куче было S камней; 1 ≤ S ≤ 54",
        );
        let r = one_reading(&text);
        assert_eq!(
            solved_complete(&r),
            hand_answers(
                "start = \"S\"\ns = \"1..54\"\nmoves = \"+1; *2 if x <= 30;\"\nend = \"sum >= \
                 55\"\n[questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"all where \
                 code == 2\"\n\"21\" = \"min where code == -2\"\n"
            ),
            "{ban}"
        );
    }
    // Two heaps: the heap doubled is the one compared.
    let text = game(
        TWO,
        "За один ход игрок может добавить в одну из куч (по своему выбору) два камня или \
         увеличить количество камней в куче в два раза. Утраивать количество камней нельзя. Если \
         в куче больше 20 камней, удваивать количество камней в ней нельзя.",
        "суммарное количество камней в кучах становится не менее 60",
        "в первой куче было 5 камней, во второй куче — S камней; 1 ≤ S ≤ 54",
    );
    let r = one_reading(&text);
    assert!(
        game_lines(&r).contains(&"moves = \"+2 *2 if x <= 20;\"".to_string()),
        "{}",
        r.template()
    );
}

#[test]
fn a_ban_not_read_stays_flagged() {
    let grow = "За один ход игрок может добавить в кучу один камень или увеличить количество \
        камней в куче в два раза.";
    for ban in [
        // A move the list does not have.
        "Утраивать количество камней в куче, если в ней больше 20 камней, нельзя.",
        // A condition on the position after the move.
        "Удваивать количество камней в куче, если после этого в ней станет больше 40 камней, \
         нельзя.",
        // A condition on the other heap's count, of one heap: no word known.
        "Удваивать количество камней в куче, если это простое число, нельзя.",
    ] {
        let text = game(
            ONE,
            &format!("{grow} {ban}"),
            "количество камней в куче становится не менее 55",
            "в куче было S камней; 1 ≤ S ≤ 54",
        );
        assert!(!one_reading(&text).solve().complete, "{ban}");
    }
}

#[test]
fn a_third_taken_when_three_divides_the_heap() {
    for (moves_said, read) in [
        (
            "убрать из кучи два камня или уменьшить количество камней в куче на одну треть (если \
             количество камней в куче кратно трём)",
            "-2 *2/3",
        ),
        (
            "убрать из кучи два камня или убрать из кучи треть камней (если количество камней не \
             делится на 3, такой ход невозможен)",
            "-2 *2/3",
        ),
        (
            "убрать из кучи два камня или, если количество камней в куче делится на 3, уменьшить \
             его на треть",
            "-2 *2/3 if x % 3 == 0;",
        ),
    ] {
        let text = game(
            ONE,
            &format!("За один ход игрок может {moves_said}."),
            "количество камней в куче становится не более 20",
            "в куче было S камней; 21 ≤ S ≤ 150",
        );
        read_as(
            &text,
            read,
            "start = \"S\"\ns = \"21..150\"\nmoves = \"-2 *2/3\"\nend = \"sum <= 20\"\n",
        );
    }
}

#[test]
fn a_third_not_said_whole_stays_flagged() {
    for moves_said in [
        // Nothing said of a heap three does not divide.
        "убрать из кучи один камень или уменьшить количество камней в куче на треть",
        // Rounded: of what is taken or what is left, not read (rounding said
        // of the stones taken is read since rules64).
        "убрать из кучи один камень или уменьшить количество камней в куче на треть (с \
         округлением вниз)",
        // Another divisor said.
        "убрать из кучи один камень или уменьшить количество камней в куче на треть (если \
         количество камней кратно двум)",
        // Two divisions: whose the remark is, not certain.
        "уменьшить количество камней в куче в два раза или на треть (если количество камней \
         делится)",
    ] {
        let text = game(
            ONE,
            &format!("За один ход игрок может {moves_said}."),
            "количество камней в куче становится не более 20",
            "в куче было S камней; 21 ≤ S ≤ 150",
        );
        assert!(!one_reading(&text).solve().complete, "{moves_said}");
    }
}
