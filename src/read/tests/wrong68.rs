//! Probe wrong68 (round four of meaning edits, mostly of the RULES and the
//! START): 65 texts from 14 real fixtures not used in rounds one to three
//! (the 2021 demo with comments, icoder's 2025 demo removals, a two-heap
//! halving of the larger heap rounding up, Поляков's 48 (overshoot), 72
//! (add the other heap) and 96 (no repeat), a marathon overshoot, the
//! kompege 2026 approbation, Попков's snowflakes with other names, kompege
//! 2365 (take the last stone), the 2025 early wave, a one-heap ×2/×4 page,
//! a ×2/×3 example and a two-heap removal over an open range), each changed
//! by one edit: a move's number, a move added or taken away, a move on one
//! heap only or on both at once, a condition on a move (parity, a bound, a
//! floor of one stone), the end (one heap, less than, exactly), the winner
//! turned (the last mover loses, the overshoot added, removed or moved), the
//! start swapped or doubled, the range, the first mover, the players
//! renamed, the rounding turned or removed, the no-repeat rule removed or
//! made one's own, moves per player. Main: 60 right, 5 flagged, 0 WRONG
//! (18 of the 65 expect a flag: the edit leaves a question with no value,
//! one value where two are asked, or an unruled rule).
//!
//! Nothing was wrong, so the reader is unchanged; these tests hold the
//! edits read right and the flags that must stay. Left flagged (a rule the
//! reader does not read, stated plainly): a subtraction with a floor of one
//! stone («убрать … два камня, если в ней останется хотя бы один камень»,
//! «(в куче должен остаться хотя бы один камень)»; read since rules70), a
//! multiplication only
//! below a bound («в 2 или 4 раза, если в куче меньше 10 камней»), moves
//! per player («Петя может увеличить … в два раза, а Ваня — в три раза»).

use super::{edited, hand_answers, one_reading, reads_right};

const DEMO_C: &str = include_str!("../../../tests/fixtures/read/dev/demo2021-full-c-comments.txt");
const ICODER: &str = include_str!("../../../tests/fixtures/read/held-out-2/icoder-demo2025-19.txt");
const KP48: &str = include_str!("../../../tests/fixtures/read/dev/kp1921-048.txt");
const KP72: &str = include_str!("../../../tests/fixtures/read/held-out/kp1921-072.txt");
const KP96: &str = include_str!("../../../tests/fixtures/read/dev/kp1921-096.txt");
const K27774: &str = include_str!("../../../tests/fixtures/read/held-out-4/kompege-27774.txt");
const TAKE_LAST: &str = include_str!(
    "../../../tests/fixtures/read/held-out-9/gh-12343890517-kompege2365-take-last.txt"
);
const WAVE: &str =
    include_str!("../../../tests/fixtures/read/held-out-13/gh-ssablin-early-wave-21418.txt");
const ODNA_KUCHA: &str =
    include_str!("../../../tests/fixtures/read/held-out-7/reshuvse-odna-kucha-6.txt");

const DEMO_QUESTIONS: &str =
    "questions = [\"min where some(code == 1)\", \"all where code == 2\", \
     \"min where code == -2\"]";

/// Read as `read` does, the one task not complete.
fn flagged(text: &str) {
    let r = one_reading(text);
    assert!(!r.solve().complete, "{}", r.template());
}

#[test]
fn adding_three_and_all_values_asked() {
    reads_right(
        &edited(
            DEMO_C,
            &[
                ("один камень или увеличить", "три камня или увеличить"),
                (
                    "(11, 5), (20, 5), (10, 6), (10, 10)",
                    "(13, 5), (20, 5), (10, 8), (10, 10)",
                ),
                (
                    "найдите два таких значения S, при которых",
                    "найдите все значения S, при которых",
                ),
            ],
        ),
        &format!(
            "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+3 *2\"\nend = \"sum >= 77\"\n{DEMO_QUESTIONS}"
        ),
    );
}

#[test]
fn the_start_swapped() {
    reads_right(
        &edited(
            DEMO_C,
            &[(
                "в первой куче было семь камней, во второй куче – S камней",
                "в первой куче было S камней, во второй куче – семь камней",
            )],
        ),
        &format!(
            "start = \"S, 7\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n{DEMO_QUESTIONS}"
        ),
    );
}

#[test]
fn an_overshoot_added() {
    reads_right(
        &edited(
            DEMO_C,
            &[
                (
                    "Победителем считается игрок, сделавший последний ход, т.е. первым получивший такую позицию, при которой в кучах будет 77 или больше камней.",
                    "Если при этом в кучах оказалось не более 100 камней, то победителем считается игрок, сделавший последний ход. В противном случае победителем становится его противник.",
                ),
                (
                    "найдите два таких значения S, при которых",
                    "найдите все значения S, при которых",
                ),
            ],
        ),
        &format!(
            "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n\
             winner = \"sum <= 100\"\n{DEMO_QUESTIONS}"
        ),
    );
}

#[test]
fn one_stone_added_to_each_heap_at_once() {
    reads_right(
        &edited(
            DEMO_C,
            &[
                (
                    "За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза.",
                    "За один ход игрок может добавить в каждую из куч по одному камню или увеличить количество камней в одной из куч в два раза.",
                ),
                (
                    "любую из четырёх позиций: (11, 5), (20, 5), (10, 6), (10, 10)",
                    "любую из трёх позиций: (11, 6), (20, 5), (10, 10)",
                ),
                (
                    "найдите два таких значения S, при которых",
                    "найдите все значения S, при которых",
                ),
            ],
        ),
        &format!(
            "start = \"7, S\"\ns = \"1..69\"\nmoves = \"all: +1 any: *2\"\nend = \"sum >= 77\"\n\
             {DEMO_QUESTIONS}"
        ),
    );
}

#[test]
fn vanya_moving_first_is_flagged() {
    flagged(&edited(
        DEMO_C,
        &[("первый ход делает Петя", "первый ход делает Ваня")],
    ));
    flagged(&edited(ICODER, &[("начиная с Пети", "начиная с Вани")]));
}

#[test]
fn the_rounding_turned_or_removed() {
    reads_right(
        &edited(ICODER, &[("до меньшего целого", "до большего целого")]),
        "start = \"S\"\ns = \"20..\"\nmoves = \"-2 -5 /3 up\"\nend = \"sum <= 19\"\n\
         questions = [\"min where code == -1\"]",
    );
    flagged(&edited(
        ICODER,
        &[(" (округляя результат до меньшего целого)", "")],
    ));
    flagged(&edited(
        WAVE,
        &[(
            " (количество камней, полученное при делении, округляется до меньшего)",
            "",
        )],
    ));
}

#[test]
fn the_last_mover_loses() {
    reads_right(
        &edited(
            ICODER,
            &[(
                "Побеждает игрок, сделавший последний ход",
                "Проигрывает игрок, сделавший последний ход",
            )],
        ),
        "start = \"S\"\ns = \"20..\"\nmoves = \"-2 -5 /3\"\nend = \"sum <= 19\"\nwinner = \"opponent\"\n\
         questions = [\"min where code == -1\"]",
    );
    reads_right(
        &edited(
            TAKE_LAST,
            &[(
                "Игрок, забравший последний камень выигрывает",
                "Игрок, забравший последний камень, проигрывает",
            )],
        ),
        "start = \"S\"\ns = \"1..15\"\nmoves = \"-1 -2 -4\"\nend = \"sum == 0\"\nwinner = \"opponent\"\n\
         questions = [\"max where some(code == 1)\", \"min 2 where code == 3\", \"max where code < 0\"]",
    );
}

#[test]
fn a_move_with_a_parity_condition() {
    reads_right(
        &edited(
            KP48,
            &[(
                "б) увеличить количество камней в куче в два раза;",
                "б) если количество камней в куче чётно, увеличить его в два раза;",
            )],
        ),
        "start = \"S\"\ns = \"1..42\"\nmoves = \"+1 *2 if even; *3\"\nend = \"sum >= 43\"\n\
         winner = \"sum <= 72\"\n\
         questions = [\"min where code == -1\", \"count where code == 2\", \"minmax where code == -2\"]",
    );
    reads_right(
        &edited(
            WAVE,
            &[(
                "уменьшить количество камней в куче в два раза (количество камней, полученное при делении, округляется до меньшего)",
                "уменьшить количество камней в куче в два раза, если количество камней в куче чётно",
            )],
        ),
        "start = \"S\"\ns = \"89..\"\nmoves = \"-2 /2 if even;\"\nend = \"sum <= 87\"\n\
         questions = [\"min where code == -1\", \"min 2 where code == 2\", \"min where code == -2\"]",
    );
}

#[test]
fn the_overshoot_removed_leaves_one_value_for_min_and_max() {
    flagged(&edited(
        KP48,
        &[(
            "Если при этом в куче оказалось не более 72 камней, то победителем считается игрок, сделавший последний ход. В противном случае победителем становится его противник.",
            "Победителем считается игрок, сделавший последний ход.",
        )],
    ));
}

#[test]
fn the_other_heaps_count_added_to_the_first_heap_only() {
    // h1: +1 +other; h2: +1 — question 20 then has one value where two
    // are asked.
    flagged(&edited(
        KP72,
        &[(
            "б) добавить в любую кучу столько камней, сколько их в данный момент в другой куче",
            "б) добавить в первую кучу столько камней, сколько их в данный момент во второй куче",
        )],
    ));
}

#[test]
fn the_no_repeat_rule_removed_or_contradicted() {
    reads_right(
        &edited(
            KP96,
            &[(
                " При этом нельзя повторять ход, который только что сделал второй игрок. Например, если в начале игры в куче 3 камня, Петя может первым ходом получить кучу из 4, 5 или 6 камней. Если Петя добавил 1 камень и получил кучу из 4 камней, то следующим ходом Ваня может либо добавить 2 камня (и получить 6 камней), либо удвоить количество камней в куче (их станет 8). Получить 5 камней Ваня не может, так как для этого нужно добавить один камень, а такой ход только что сделал Петя.",
                " Например, если в начале игры в куче 3 камня, Петя может первым ходом получить кучу из 4, 5 или 6 камней.",
            )],
        ),
        "start = \"S\"\ns = \"1..67\"\nmoves = \"+1 +2 *2\"\nend = \"sum >= 68\"\n\
         questions = [\"value where code == -1\", \"minmax where code == 2\", \"value where code == -2\"]",
    );
    // One's own last move barred, the example still the opponent's.
    flagged(&edited(
        KP96,
        &[(
            "При этом нельзя повторять ход, который только что сделал второй игрок.",
            "При этом нельзя повторять свой предыдущий ход.",
        )],
    ));
}

#[test]
fn the_end_exactly_with_growing_heaps_is_flagged() {
    flagged(&edited(
        K27774,
        &[
            ("становится не менее 207.", "становится равным 207."),
            ("в кучах 207 или больше камней", "в кучах ровно 207 камней"),
        ],
    ));
}

#[test]
fn moves_on_the_smaller_heap_only() {
    reads_right(
        &edited(
            K27774,
            &[
                (
                    "добавить в одну из куч (по своему выбору)\nодин камень или увеличить количество камней в куче в два раза",
                    "добавить в меньшую кучу\nодин камень или увеличить количество камней в меньшей куче в два раза",
                ),
                ("найдите два таких значения S", "найдите все значения S"),
            ],
        ),
        "start = \"17, S\"\ns = \"2..189\"\nmoves = \"smaller: +1 *2\"\nend = \"sum >= 207\"\n\
         questions = [\"min where some(code == 1)\", \"all where code == 2\", \"min where code == -2\"]",
    );
}

#[test]
fn rules_not_read_stay_flagged() {
    // (The floor of one stone on a removal is read since rules70: its
    // tests are there.)
    flagged(&edited(
        ODNA_KUCHA,
        &[
            (
                "увеличить число камней в куче в 2 или 4 раза.",
                "увеличить число камней в куче в 2 или 4 раза, если в куче меньше 10 камней.",
            ),
            (
                "Например, имея кучу из 10 камней, за один ход можно получить кучу из 11, 20 или 40 камней.",
                "Например, имея кучу из 9 камней, за один ход можно получить кучу из 10, 18 или 36 камней.",
            ),
        ],
    ));
}

#[test]
fn the_hand_templates_differ_from_the_fixtures() {
    // The edits change the answers (not only the words): the swapped
    // rounding of icoder's demo moves question 19 from 60 to 58.
    assert_ne!(
        hand_answers(
            "start = \"S\"\ns = \"20..\"\nmoves = \"-2 -5 /3 up\"\nend = \"sum <= 19\"\n\
             questions = [\"min where code == -1\"]"
        ),
        hand_answers(
            "start = \"S\"\ns = \"20..\"\nmoves = \"-2 -5 /3\"\nend = \"sum <= 19\"\n\
             questions = [\"min where code == -1\"]"
        )
    );
}
