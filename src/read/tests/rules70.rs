//! rules70: wordings the probes wrong68, wrong69 and fresh62 left flagged
//! (never wrong) whose meaning is certain and which the rules language says.
//!
//! Read now:
//! - a floor on a removal, said after the move, in brackets or as its
//!   condition: «убрать из кучи два камня, если в ней останется хотя бы один
//!   камень», «(если в куче останется не меньше 1 камня)», «(в куче должен
//!   остаться хотя бы один камень)» → `-2 if x - 2 >= 1;` (`read::floor`;
//!   read only of a plain subtraction, with one comparison and one number);
//! - «Брать камни из пустой кучи нельзя.»: what every move of the rules
//!   language means already (a subtraction needs the stones it takes, a
//!   division of 0 is no move), a remark read when the sentence is wholly it;
//! - «Если таких значений больше двух, укажите два наименьших.» after a
//!   question asking two values: how that question is answered (`min 2`),
//!   no question of its own.
//!
//! Left flagged (see the report): a bound on a multiplication with two
//! factors, moves per player said «Петя …, а Ваня …», and the question «Ваня
//! может выиграть первым ходом при любом ходе Пети (Петя при этом не может
//! …)».

use super::{edited, reads_right};
use crate::read::read_bytes;

const DEMO_2025: &str =
    include_str!("../../../tests/fixtures/read/held-out-2/icoder-demo2025-19.txt");
const TWO_HEAPS_HALF: &str =
    include_str!("../../../tests/fixtures/read/held-out-3/gh-65785420441.txt");
const TWO_HEAPS_THIRD: &str =
    include_str!("../../../tests/fixtures/read/held-out-3/gh-57941871388.txt");
const KOMPEGE_7625: &str =
    include_str!("../../../tests/fixtures/read/held-out-9/gh-balerson-kompege7625-demo2025.txt");
const APPROBATION_2026: &str =
    include_str!("../../../tests/fixtures/read/held-out-4/kompege-27774.txt");

/// No reading of the text (as `read` reads a file) is complete.
fn flagged(text: &str) {
    for r in read_bytes(text.as_bytes()).expect("a task is found") {
        assert!(!r.solve().complete, "{}", r.template());
    }
}

const DEMO_2025_GAME: &str = "start = \"S\"\ns = \"20..\"\nend = \"sum <= 19\"\n\
    [questions]\n\"1\" = \"min where code == -1\"\n";

#[test]
fn a_floor_on_a_removal_reads_right() {
    // In brackets after the move, with «если».
    reads_right(
        &edited(
            DEMO_2025,
            &[(
                "- Убрать 2 камня.",
                "- Убрать 2 камня (если в куче останется не меньше 1 камня).",
            )],
        ),
        &format!("moves = \"-2 if x >= 3; -5 /3\"\n{DEMO_2025_GAME}"),
    );
    // In brackets, with no «если».
    reads_right(
        &edited(
            TWO_HEAPS_HALF,
            &[(
                "убрать из любой кучи два камня или",
                "убрать из любой кучи два камня (в куче должен остаться хотя бы один камень) или",
            )],
        ),
        "start = \"23, S\"\ns = \"11..\"\nmoves = \"-2 if x >= 3; larger: /2 up\"\n\
         end = \"sum <= 33\"\n[questions]\n\"1\" = \"max where some(code == 1)\"\n\
         \"2\" = \"minmax where code == 2\"\n\"3\" = \"max where code == -2\"\n",
    );
    // After the move, before the next move of the list.
    reads_right(
        &edited(
            TWO_HEAPS_THIRD,
            &[(
                "убрать из кучи два камня,",
                "убрать из кучи два камня, если в ней останется хотя бы один камень,",
            )],
        ),
        "start = \"17, S\"\ns = \"150..\"\nmoves = \"-2 if x >= 3; /3\"\nend = \"sum <= 165\"\n\
         [questions]\n\"1\" = \"max where some(code == 1)\"\n",
    );
    // Another number left: read with it.
    reads_right(
        &edited(
            DEMO_2025,
            &[(
                "- Убрать 2 камня.",
                "- Убрать 2 камня (если в куче останется больше 3 камней).",
            )],
        ),
        &format!("moves = \"-2 if x >= 6; -5 /3\"\n{DEMO_2025_GAME}"),
    );
}

#[test]
fn a_floor_said_otherwise_stays_flagged() {
    for remark in [
        // A parity left, a second condition, another heap.
        "(если в куче останется чётное число камней)",
        "(если в куче останется хотя бы один камень и оно чётно)",
        "(если в другой куче останется хотя бы один камень)",
    ] {
        flagged(&edited(
            DEMO_2025,
            &[("- Убрать 2 камня.", &format!("- Убрать 2 камня {remark}."))],
        ));
    }
    // Said of a division: no subtraction's floor.
    flagged(&edited(
        DEMO_2025,
        &[(
            "- Уменьшить количество камней в три раза",
            "- Уменьшить количество камней в три раза (в куче должен остаться хотя бы один камень)",
        )],
    ));
}

#[test]
fn no_taking_from_an_empty_heap_is_a_remark() {
    reads_right(
        &edited(
            KOMPEGE_7625,
            &[(
                "округляется до меньшего).",
                "округляется до меньшего). Брать камни из пустой кучи нельзя.",
            )],
        ),
        "start = \"S\"\ns = \"20..\"\nmoves = \"-2 -5 /3\"\nend = \"sum <= 19\"\n\
         [questions]\n\"1\" = \"min where code == -1\"\n\"2\" = \"min 2 where code == 2\"\n\
         \"3\" = \"min where code == -2\"\n",
    );
    // A rule said beside it stays unread.
    flagged(&edited(
        KOMPEGE_7625,
        &[(
            "округляется до меньшего).",
            "округляется до меньшего). Брать камни из пустой кучи нельзя, а из кучи меньше 30 \
             камней можно брать только два камня.",
        )],
    ));
}

#[test]
fn more_than_two_values_asks_the_two_least() {
    reads_right(
        &edited(
            APPROBATION_2026,
            &[(
                "Найденные значения запишите в ответе в порядке возрастания.",
                "Если таких значений больше двух, укажите два наименьших. Найденные значения \
                 запишите в ответе в порядке возрастания.",
            )],
        ),
        "start = \"17, S\"\ns = \"2..189\"\nmoves = \"+1 *2\"\nend = \"sum >= 207\"\n\
         [questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"min 2 where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n",
    );
}
