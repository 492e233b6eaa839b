//! The round mutate43: today's rules (an end said strict then inclusive,
//! the second heap said by the first's count, retell43's wordings) said one
//! word otherwise, each reading complete only with the hand statement's
//! answers (`gametable solve`, via `tests::hand_answers`), else flagged.

use super::{complete_answers, hand_answers};
use crate::read::read_text;

const TWO: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две \
    кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
    добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в \
    куче в два раза. Игра завершается в тот момент, когда суммарное количество камней в кучах \
    становится не менее 73. Победителем считается игрок, сделавший последний ход.";
const Q19: &str = "Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного \
    первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const Q20: &str = "Задание 20. Найдите все значения S, при которых у Пети есть выигрышная \
    стратегия, причём одновременно выполняются два условия: Петя не может выиграть за один \
    ход; Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.";
const Q21: &str = "Задание 21. Найдите минимальное значение S, при котором одновременно \
    выполняются два условия: у Вани есть выигрышная стратегия, позволяющая ему выиграть \
    первым или вторым ходом при любой игре Пети; у Вани нет стратегии, которая позволит ему \
    гарантированно выиграть первым ходом.";
const START: &str = "В начальный момент в первой куче было 6 камней, во второй куче – S камней.";

fn text(start: &str, order: &str) -> String {
    format!("{TWO} {start}\n{Q19}\n{Q20} {order}\n{Q21}\n")
}

fn flagged(t: &str) {
    let r = read_text(t).remove(0);
    assert!(!r.solve().complete, "{t}\n{}", r.template());
}

/// The hand statement of `TWO` with (6, S), 1 ≤ S ≤ 66, question 20 in `order`.
fn truth(order: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"6, S\"\ns = \"1..66\"\nmoves = \"+1 *2\"\nend = \"sum >= 73\"\n\
         [questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"{order} where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n"
    ))
}

/// «Значения укажите в порядке, обратном возрастанию.»: descending (it
/// was read ascending, the default — a confident wrong order).
#[test]
fn the_reverse_of_ascending_is_descending() {
    let want = truth("all desc");
    assert_eq!(want, ["17", "32 30", "29"]);
    let start = format!("{START} 1 ≤ S ≤ 66.");
    for order in [
        "Значения укажите в порядке, обратном возрастанию.",
        "Найденные значения запишите в порядке, обратном порядку возрастания.",
    ] {
        let (_, got) = complete_answers(&text(&start, order));
        assert_eq!(got, want, "{order}");
    }
    let (_, got) = complete_answers(&text(&start, "Значения укажите в порядке возрастания."));
    assert_eq!(got, truth("all"));
}

/// «Известно, что в начале в куче не меньше 1 и не больше 66 камней» read
/// S's range in a two-heap game (which heap?) and from «66 десятков
/// камней» (no count of stones): both flagged now.
#[test]
fn the_one_heaps_range_only_of_one_heap_and_of_stones() {
    flagged(&text(
        &format!("{START} Известно, что в начале в куче не меньше 1 и не больше 66 камней."),
        "",
    ));
    use crate::read::start::one_heap_range;
    let said = "Известно, что в начале в куче не меньше 1 и не больше 40";
    assert_eq!(
        one_heap_range(&format!("{said} камней.")).as_deref(),
        Some("1..40")
    );
    assert_eq!(
        one_heap_range(&format!("{said}.")).as_deref(),
        Some("1..40")
    );
    for tail in ["десятков камней.", "пар камней.", "камней у Пети."]
    {
        assert_eq!(one_heap_range(&format!("{said} {tail}")), None, "{tail}");
    }
}

/// «S — любое целое число, не меньшее 1 и не превышающее 66, делящееся на
/// 2»: more said of S than its bounds — flagged, the bounds alone kept as
/// before when nothing follows them.
#[test]
fn a_range_in_prose_with_more_after_it_is_not_read() {
    for tail in [", делящееся на 2.", " в сумме с 6."] {
        let range = format!("S — любое целое число, не меньшее 2 и не превышающее 66{tail}");
        flagged(&text(&format!("{START} {range}"), ""));
    }
    let (r, got) = complete_answers(&text(
        &format!("{START} S — любое целое число, не меньшее 1 и не превышающее 66."),
        "",
    ));
    assert!(r.template().contains("s = \"1..66\""), "{}", r.template());
    assert_eq!(got, truth("all"));
}

/// «во второй — столько же, сколько в третьей»: the second heap is the
/// third's, not the first's (it was read S, S, 5 for S, 5, 5); «сколько в
/// первой» is still the first's.
#[test]
fn as_many_as_in_a_heap_not_the_first_is_not_read() {
    let three = TWO.replace("две кучи", "три кучи").replace("73", "60");
    let start = |second: &str| {
        format!(
            "{three} В начальный момент в первой куче было S камней, во второй — {second}, а в \
             третьей — 5 камней; 1 ≤ S ≤ 15.\n{Q19}\n"
        )
    };
    flagged(&start("столько же, сколько в третьей"));
    let r = read_text(&start("столько же, сколько в первой")).remove(0);
    assert!(
        r.template().contains("start = \"S, S, 5\""),
        "{}",
        r.template()
    );
    let want = hand_answers(
        "start = \"S, S, 5\"\ns = \"1..15\"\nmoves = \"+1 *2\"\nend = \"sum >= 60\"\n\
         [questions]\n\"19\" = \"min where some(code == 1)\"\n",
    );
    assert_eq!(
        complete_answers(&start("столько же, сколько в первой")).1,
        want
    );
}
