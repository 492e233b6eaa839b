//! Probe rules64c: 6 texts written untuned with what rules64b left — K's
//! range «K и S — натуральные числа, K < S, K + S ≤ 70» (and one with a
//! further part «K — чётное число»), a move list in signs «Ходы: −1, :2»
//! with and without a rounding sentence, «Пеят» in one question, «Два
//! игрока (игрок 1 и игрок 2)». Main (m64e): 2 right, 3 flagged, 1 WRONG —
//! «Ходы: −1, :2» with no rounding said was read as `/2`, rounding down,
//! silently. Now:
//! - a division in a list of signs (or signs restated in words that say no
//!   rounding) is named unless a later sentence or an example settles it,
//!   as a worded one is (`draft/moves.rs`, `draft/division.rs`);
//! - «K и S — натуральные числа, K < S, K + S ≤ 70» is read whole: K and S
//!   in `1..69`, and `K < S and K + S <= 70` a condition of every question;
//!   any other part leaves the sentence named (`pair_domain`);
//! - «Два игрока (игрок 1 и игрок 2) играют …»: the pair in brackets after
//!   the players' word (`players::player_names`).
//!
//! «Пеят», «Ваян» stay named: a player's name mistyped is not guessed.
//! Every answer is compared with `gametable solve` on a hand template.

use super::{hand_answers, one_reading, solved_complete};

/// Two heaps K and S with the pairs' sentence `pairs`, moves `+1 *2`, the
/// end at 71.
fn two_heaps(pairs: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
         добавить в одну из куч (по своему выбору) один камень или увеличить количество камней \
         в куче в два раза. Игра завершается в тот момент, когда суммарное количество камней в \
         кучах становится не менее 71. Победителем считается игрок, сделавший последний ход.\n\
         В начальный момент в первой куче было K камней, во второй куче — S камней; {pairs}\n\
         Задание 19.\nСколько существует пар (K, S), при которых Ваня выигрывает своим первым \
         ходом при любом ходе Пети?\nЗадание 20.\nСколько существует пар (K, S), при которых \
         Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо \
         от того, как будет ходить Ваня?\n"
    )
}

fn two_heaps_hand(k: &str, s: &str, condition: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"K, S\"\ns = \"{s}\"\nk = \"{k}\"\nmoves = \"+1 *2\"\nend = \"sum >= 71\"\n\
         [questions]\n\"19\" = \"count where code == -1 and {condition}\"\n\
         \"20\" = \"count where code == 2 and {condition}\"\n"
    ))
}

#[test]
fn pairs_said_whole_are_every_questions_condition() {
    let cases = [
        (
            "K и S — натуральные числа, K < S, K + S ≤ 70.",
            "K < S and K + S <= 70",
        ),
        (
            "K и S — натуральные числа, K ≤ S, K + S ≤ 70.",
            "K <= S and K + S <= 70",
        ),
        ("K и S — натуральные числа, K + S ≤ 70.", "K + S <= 70"),
    ];
    for (pairs, condition) in cases {
        let r = one_reading(&two_heaps(pairs));
        assert_eq!(
            solved_complete(&r),
            two_heaps_hand("1..69", "1..69", condition),
            "{pairs}"
        );
    }
}

#[test]
fn pairs_with_a_part_not_read_are_named() {
    for pairs in [
        "K и S — натуральные числа, K < S, K + S ≤ 70, K — чётное число.",
        "K и S — натуральные числа, K < S.",
        "K и S — целые числа, K < S, K + S ≤ 70.",
        "K и S — натуральные числа, K < S, K + S ≤ 70, S ≥ 5.",
    ] {
        let r = one_reading(&two_heaps(pairs));
        assert!(!r.solve().complete, "{pairs}\n{}", r.template());
    }
}

const ONE_HEAP_Q: &str = "\nЗадание 19.\nУкажите минимальное значение S, при котором Петя может \
    выиграть за один ход.\nЗадание 20.\nНайдите два наименьших значения S, при которых у Пети \
    есть выигрышная стратегия, причём Петя не может выиграть за один ход, но может выиграть \
    своим вторым ходом независимо от того, как будет ходить Ваня.\nЗадание 21.\nНайдите \
    минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему \
    выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, \
    которая позволит ему гарантированно выиграть первым ходом.\n";

/// A one-heap game of the moves in signs `signs` (and what follows them),
/// the end at 30 stones or fewer, S in 31..300.
fn signed(signs: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. {signs} Игра завершается в тот \
         момент, когда количество камней в куче становится не более 30. Победителем считается \
         игрок, сделавший последний ход.\nВ начальный момент в куче было S камней, 31 ≤ S ≤ \
         300.\n{ONE_HEAP_Q}"
    )
}

#[test]
fn a_division_in_signs_with_no_rounding_is_named() {
    for signs in ["Ходы: −1, :2.", "Ходы: −2, :2.", "Ходы: −1, :3."] {
        let r = one_reading(&signed(signs));
        assert!(!r.solve().complete, "{signs}\n{}", r.template());
    }
}

#[test]
fn a_division_in_signs_with_its_rounding_said_is_read() {
    let r = one_reading(&signed(
        "Ходы: −2, :2. Если количество камней в куче нечётно, при делении результат \
         округляется в меньшую сторону.",
    ));
    let hand = hand_answers(
        "start = \"S\"\ns = \"31..300\"\nmoves = \"-2 /2\"\nend = \"sum <= 30\"\n[questions]\n\
         \"19\" = \"min where code == 1\"\n\"20\" = \"min 2 where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n",
    );
    assert_eq!(solved_complete(&r), hand);
}

#[test]
fn numbered_players_in_brackets_are_read() {
    let text = "Два игрока (игрок 1 и игрок 2) играют в следующую игру. Перед игроками лежит \
        куча камней. Игроки ходят по очереди, первый ход делает игрок 1. За один ход игрок \
        может добавить в кучу два камня или увеличить количество камней в куче в три раза. \
        Игра завершается в тот момент, когда количество камней в куче становится не менее \
        100. Победителем считается игрок, сделавший последний ход.\nВ начальный момент в куче \
        было S камней; 1 ≤ S ≤ 99.\nЗадание 19.\nИзвестно, что игрок 2 выиграл своим первым \
        ходом после неудачного первого хода игрока 1. Укажите минимальное значение S, когда \
        такая ситуация возможна.\nЗадание 20.\nНайдите два наименьших значения S, при которых \
        у игрока 1 есть выигрышная стратегия, причём одновременно выполняются два условия:\n\
        — игрок 1 не может выиграть за один ход;\n— игрок 1 может выиграть своим вторым ходом \
        независимо от того, как будет ходить игрок 2.\nЗадание 21.\nНайдите минимальное \
        значение S, при котором одновременно выполняются два условия:\n— у игрока 2 есть \
        выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре \
        игрока 1;\n— у игрока 2 нет стратегии, которая позволит ему гарантированно выиграть \
        первым ходом.\n";
    let hand = hand_answers(
        "start = \"S\"\ns = \"1..99\"\nmoves = \"+2 *3\"\nend = \"sum >= 100\"\n[questions]\n\
         \"19\" = \"min where some(code == 1)\"\n\"20\" = \"min 2 where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n",
    );
    assert_eq!(solved_complete(&one_reading(text)), hand);
    // The first move given to player 2: the names read, the order too.
    let swapped = text.replace("первый ход делает игрок 1", "первый ход делает игрок 2");
    assert!(
        !one_reading(&swapped).solve().complete || {
            let r = one_reading(&swapped);
            solved_complete(&r) != hand
        }
    );
}

#[test]
fn a_players_name_mistyped_stays_named() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
        камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
        добавить в кучу один камень или увеличить количество камней в куче в три раза. Игра \
        завершается в тот момент, когда количество камней в куче становится не менее 80. \
        Победителем считается игрок, сделавший последний ход.\nВ начальный момент в куче было \
        S камней; 1 ≤ S ≤ 79.\nЗадание 19.\nИзвестно, что Ваян выиграл своим первым ходом после \
        неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация \
        возможна.\n";
    assert!(!one_reading(text).solve().complete);
}
