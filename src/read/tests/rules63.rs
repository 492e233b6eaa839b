//! Probe rules63: 25 texts written untuned with rule wordings earlier stops
//! left flagged or at risk — an «equal heaps» rule beside moves on the larger
//! and the smaller heap, negated moves («увеличивать в несколько раз
//! нельзя»), halving with «меньшая / большая половина», a misère end
//! «проигрывает тот, кто …», a move limit of both players together, «S —
//! натуральное число» / «K и S — натуральные числа, K < S», and a decrease
//! «на треть» / «наполовину» with its rounding — 2 of them to be flagged.
//! Main (m63b): 8 right, 17 flagged, 0 wrong. Now read, each certain:
//! - a limit of both players together in words of both and of together
//!   («Утроить количество камней в куче оба игрока вместе могут не более
//!   одного раза за игру.»): `*3 limit 1` (`move_limit.rs`);
//! - a misère winner sentence whose halves are joined by a comma before «его
//!   противник» («Проигрывает тот, кто сделал последний ход, его противник
//!   считается победителем.»): `winner = "opponent"` (`rules/winner.rs`);
//! - «Если количество камней в кучах одинаково, то добавить камень можно в
//!   любую из куч, а утраивать нельзя.» of `larger: +1 smaller: *3`: one
//!   stone said by «камень» alone (`equal_heaps.rs`);
//! - «убрать из кучи половину камней (если количество камней нечётно,
//!   убирается меньшая половина)»: the half taken named, so `/2 up`
//!   (`moves.left_said` in the vocabulary);
//! - a ban naming no heap of a game of one heap that no move read breaks
//!   («Увеличивать количество камней в куче в несколько раз нельзя.» of
//!   `+1 +3`, «Убирать камни из кучи нельзя.» of `+1 *2`): a confirmation
//!   (`draft/heap_ban.rs`); a ban that a move read breaks, or of a game of
//!   two heaps, stays flagged.
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{game_lines, hand_answers, one_reading, solved_complete};
use crate::read::*;

const HEAD: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
    камней. Игроки ходят по очереди, первый ход делает Петя.";

const Q21: &str = "\nЗадание 21.\nНайдите минимальное значение S, при котором одновременно \
    выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть \
    первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему \
    гарантированно выиграть первым ходом.\n";

/// A game of one heap: `rules` (moves and what else), its end and start.
fn one_heap(rules: &str, end: &str, start: &str) -> String {
    format!(
        "{HEAD} {rules} Игра завершается в тот момент, когда {end}. Победителем считается \
         игрок, сделавший последний ход.\nВ начальный момент в куче было S камней; {start}.\n{Q21}"
    )
}

fn answers_21(r: &Reading, template: &str) {
    assert_eq!(
        solved_complete(r),
        hand_answers(&format!(
            "{template}[questions]\n\"21\" = \"min where code == -2\"\n"
        ))
    );
}

#[test]
fn a_limit_of_both_players_together_is_a_limit_of_the_game() {
    let moves = "За один ход игрок может добавить в кучу два камня или утроить количество камней \
        в куче.";
    for limit in [
        "Утроить количество камней в куче оба игрока вместе могут не более одного раза за игру.",
        "Утроить количество камней в куче оба игрока суммарно могут не более одного раза за игру.",
    ] {
        let text = one_heap(
            &format!("{moves} {limit}"),
            "количество камней в куче становится не менее 50",
            "1 ≤ S ≤ 49",
        );
        let r = one_reading(&text);
        assert!(
            game_lines(&r).contains(&"moves = \"+2 *3 limit 1\"".to_string()),
            "{}",
            r.template()
        );
        answers_21(
            &r,
            "start = \"S\"\ns = \"1..49\"\nmoves = \"+2 *3 limit 1\"\nend = \"sum >= 50\"\n",
        );
    }
    // Each and together both said, or neither: whose limit it is stays flagged.
    for limit in [
        "Утроить количество камней в куче каждый игрок и оба игрока вместе могут не более одного \
         раза за игру.",
        "Утроить количество камней в куче за игру можно не более одного раза.",
    ] {
        let text = one_heap(
            &format!("{moves} {limit}"),
            "количество камней в куче становится не менее 50",
            "1 ≤ S ≤ 49",
        );
        assert!(!one_reading(&text).solve().complete, "{limit}");
    }
}

#[test]
fn a_misere_end_whose_halves_a_comma_joins() {
    let text = format!(
        "{HEAD} За один ход игрок может добавить в кучу один камень или увеличить количество \
         камней в куче в три раза. Игра завершается в тот момент, когда количество камней в куче \
         становится не менее 60. Проигрывает тот, кто сделал последний ход, его противник \
         считается победителем.\nВ начальный момент в куче было S камней; 1 ≤ S ≤ 59.\n{Q21}"
    );
    let r = one_reading(&text);
    assert!(
        game_lines(&r).contains(&"winner = \"opponent\"".to_string()),
        "{}",
        r.template()
    );
    answers_21(
        &r,
        "start = \"S\"\ns = \"1..59\"\nmoves = \"+1 *3\"\nend = \"sum >= 60\"\nwinner = \"opponent\"\n",
    );
}

#[test]
fn equal_heaps_allow_one_stone_on_either_and_forbid_the_tripling() {
    let text = format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может:\n1) добавить \
         в большую кучу один камень;\n2) увеличить количество камней в меньшей куче в три \
         раза.\nЕсли количество камней в кучах одинаково, то добавить камень можно в любую из \
         куч, а утраивать нельзя.\nИгра завершается в тот момент, когда суммарное количество \
         камней в кучах становится не менее 55. Победителем считается игрок, сделавший последний \
         ход.\nВ начальный момент в первой куче было 3 камня, во второй куче — S камней; 1 ≤ S ≤ \
         51.\n{Q21}"
    );
    answers_21(
        &one_reading(&text),
        "start = \"3, S\"\ns = \"1..51\"\nmoves = \"larger: +1; smaller: *3 if h1 != h2;\"\n\
         end = \"sum >= 55\"\n",
    );
}

#[test]
fn the_smaller_half_taken_leaves_the_larger() {
    let text = one_heap(
        "За один ход игрок может:\n— убрать из кучи два камня;\n— убрать из кучи половину камней \
         (если количество камней нечётно, убирается меньшая половина).\n",
        "количество камней в куче становится не более 30",
        "31 ≤ S ≤ 300",
    );
    answers_21(
        &one_reading(&text),
        "start = \"S\"\ns = \"31..300\"\nmoves = \"-2 /2 up\"\nend = \"sum <= 30\"\n",
    );
}

#[test]
fn a_ban_of_one_heap_no_move_breaks_is_a_confirmation() {
    for (moves, ban, list) in [
        (
            "За один ход игрок может добавить в кучу один камень или три камня.",
            "Увеличивать количество камней в куче в несколько раз нельзя.",
            "+1 +3",
        ),
        (
            "За один ход игрок может добавить в кучу один камень или увеличить количество камней \
             в куче в два раза.",
            "Убирать камни из кучи нельзя.",
            "+1 *2",
        ),
    ] {
        let text = one_heap(
            &format!("{moves} {ban}"),
            "количество камней в куче становится не менее 62",
            "1 ≤ S ≤ 61",
        );
        answers_21(
            &one_reading(&text),
            &format!("start = \"S\"\ns = \"1..61\"\nmoves = \"{list}\"\nend = \"sum >= 62\"\n"),
        );
    }
}

#[test]
fn a_ban_a_move_read_breaks_or_of_two_heaps_stays_flagged() {
    // The list doubles: a ban of growing by a factor contradicts it.
    let text = one_heap(
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в \
         куче в два раза. Увеличивать количество камней в куче в несколько раз нельзя.",
        "количество камней в куче становится не менее 62",
        "1 ≤ S ≤ 61",
    );
    assert!(!one_reading(&text).solve().complete);
    // The list takes stones: a ban of taking contradicts it.
    let text = one_heap(
        "За один ход игрок может убрать из кучи один камень или уменьшить количество камней в \
         куче в два раза (с округлением вниз). Убирать камни из кучи нельзя.",
        "количество камней в куче становится не более 20",
        "21 ≤ S ≤ 200",
    );
    assert!(!one_reading(&text).solve().complete);
    // Two heaps: «из кучи» names no one of them.
    let text = format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         одну из куч один камень или увеличить количество камней в куче в два раза. Убирать \
         камни из кучи нельзя. Игра завершается в тот момент, когда суммарное количество камней \
         в кучах становится не менее 60. Победителем считается игрок, сделавший последний ход.\n\
         В начальный момент в первой куче было 5 камней, во второй куче — S камней; 1 ≤ S ≤ \
         54.\n{Q21}"
    );
    assert!(!one_reading(&text).solve().complete);
}
