//! Probe audit75 (an audit of the overshoot, the restrictions, the
//! conditional moves and the rounding, one edit at a time): 127 texts, each
//! a real text with one edit — kp1921-046 (one heap, `+2 *3`, «Если при
//! этом в куче оказалось не более 112 камней, то победителем считается
//! игрок, сделавший последний ход. В противном случае …»), a restriction
//! («не разрешается делать ход, после которого количество камней в куче
//! будет делиться на 3»), Kabanov's halving of two heaps («(если количество
//! камней в куче нечётно, остаётся на 1 камень больше, чем убирается)»)
//! and kompege 19750 (moves under a parity or a divisor) — with the other
//! comparison, the other parity, the other player, an added «и …», «кроме
//! …», «только если …», a second «если», two restrictions at once. Main
//! (m69a): 74 right, 43 flagged, 10 WRONG; now 80 right, 47 flagged, 0
//! WRONG.
//!
//! The WRONG were words passed over. In the overshoot's condition: words
//! beside its count («… не более 112 камней и последний ход сделал Петя»,
//! «…, а последним ходом кучу утроили»), a second «если» («…, победителем
//! считается противник, если куча чётная»), a winner named by his name
//! («…, победителем считается Ваня», read as the mover's win past 112) and
//! «В противном случае победителем также считается игрок, сделавший
//! последний ход» (dropped beside the overshoot). In a halving's rounding
//! remark: «если … чётно», «…, а если чётно — на 2 камня больше», «…; если
//! чётно, уменьшать его в два раза нельзя», «…, но только если в куче
//! больше 10 камней» — each read as the plain rounding up. Each is named
//! now: the condition's words must all be the overshoot's
//! (`winner.condition_words`), the rounding's its own
//! (`move_words.rounding_words`).

use super::{edited, hand_answers, one_task_flagged as flagged, reads_right};

const K046: &str = include_str!("../../../tests/fixtures/read/kp1921-046.txt");
const HALVING: &str = include_str!(
    "../../../tests/fixtures/read/held-out-10/gh-plugarivan-marathon-kabanov-halving-up.txt"
);
const WIN: &str = "Если при этом в куче оказалось не более 112 камней, то победителем считается \
                   игрок, сделавший последний ход. В противном случае победителем становится его \
                   противник.";
const BOUND: &str = "не более 112 камней";
const ELSE: &str = "В противном случае победителем становится его противник.";
const REMARK: &str =
    "(если количество камней в куче нечётно, остаётся на 1 камень больше, чем убирается)";
const EXAMPLE: &str = " Например, пусть в одной куче 6, а в другой 9 камней; такую позицию мы \
                       будем обозначать (6, 9). За один ход из позиции (6, 9) можно получить \
                       любую из четырёх позиций: (5, 9), (3, 9), (6, 8), (6, 5).";

fn overshoot_template(winner: &str) -> String {
    format!(
        "start = \"S\"\ns = \"1..44\"\nmoves = \"+2 *3\"\nend = \"sum >= 45\"\nwinner = \
         \"{winner}\"\nquestions = [\"min where code == -1\", \"count where code == 2\", \
         \"minmax where code == -2\"]\n"
    )
}

/// Kabanov's halving with its example taken out (the example shows the
/// rounding, so an edit of the rounding is what the remark alone says).
fn halving(edits: &[(&str, &str)]) -> String {
    edited(&edited(HALVING, &[(EXAMPLE, "")]), edits)
}

fn halving_template(moves: &str) -> String {
    format!(
        "start = \"18, S\"\ns = \"13..\"\nmoves = \"{moves}\"\nend = \"sum <= 30\"\nwinner = \
         \"mover\"\nquestions = [\"value where code == -1\", \"minmax where code == 2\", \
         \"value where code == -2\"]\n"
    )
}

#[test]
fn the_overshoot_and_its_plain_variants_read() {
    assert_eq!(
        hand_answers(&overshoot_template("sum <= 112")),
        ["41", "3", "12 38"]
    );
    reads_right(K046, &overshoot_template("sum <= 112"));
    // No «в противном случае»: the mover's win only up to 112, in a game
    // with no draw.
    reads_right(
        &edited(K046, &[(&format!(" {ELSE}"), "")]),
        &overshoot_template("sum <= 112"),
    );
    reads_right(
        &edited(
            K046,
            &[(
                ELSE,
                "Если же в куче оказалось более 112 камней, победителем становится его противник.",
            )],
        ),
        &overshoot_template("sum <= 112"),
    );
    reads_right(
        &edited(K046, &[(BOUND, "чётное количество камней")]),
        &overshoot_template("even(sum)"),
    );
}

#[test]
fn words_beside_the_overshoots_count_are_named() {
    for bound in [
        "не более 112 камней и последний ход сделал Петя",
        "не более 112 камней, а последним ходом кучу утроили",
    ] {
        flagged(&edited(K046, &[(BOUND, bound)]));
    }
    for win in [
        "Победителем считается игрок, сделавший последний ход. Если при этом в куче оказалось \
         более 112 камней, победителем считается Ваня.",
        "Победителем считается игрок, сделавший последний ход. Если при этом в куче оказалось \
         более 112 камней, победителем считается противник, если куча чётная.",
    ] {
        flagged(&edited(K046, &[(WIN, win)]));
    }
}

#[test]
fn the_other_case_given_to_no_opponent_is_named() {
    flagged(&edited(
        K046,
        &[(
            ELSE,
            "В противном случае победителем также считается игрок, сделавший последний ход.",
        )],
    ));
}

#[test]
fn a_rounding_remark_saying_more_is_named() {
    reads_right(&halving(&[]), &halving_template("-1 /2 up"));
    reads_right(
        &halving(&[(
            REMARK,
            "(при нечётном количестве камней остаётся на 1 камень больше, чем убирается)",
        )]),
        &halving_template("-1 /2 up"),
    );
    for remark in [
        "(если количество камней в куче чётно, остаётся на 1 камень больше, чем убирается)",
        "(если количество камней в куче нечётно, остаётся на 1 камень больше, чем убирается; \
         если чётно, уменьшать его в два раза нельзя)",
        "(если количество камней в куче нечётно, остаётся на 1 камень больше, чем убирается, а \
         если чётно — на 2 камня больше)",
        "(если количество камней в куче нечётно, остаётся на 1 камень больше, чем убирается, но \
         только если в куче больше 10 камней)",
    ] {
        flagged(&halving(&[(REMARK, remark)]));
    }
}
