//! The round of start45: the start's sentence said every way. «в кучах
//! было по S камней» and «в каждой из двух куч было S камней» give S to
//! every heap (they were read as a one-heap start S); a heap count the
//! words fix must agree with the game's, and no count known is not read.

use crate::read::*;

/// A two-heap game (adding two or doubling, to 62) whose start is `start`;
/// `heaps` the sentence that counts the heaps, or none.
fn task(heaps: &str, start: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. {heaps} Игроки ходят \
         по очереди, первый ход делает Петя. За один ход игрок может добавить в одну \
         из куч (по своему выбору) два камня или увеличить количество камней в куче \
         в два раза. Игра завершается в тот момент, когда суммарное количество \
         камней в кучах становится не менее 62. Победителем считается игрок, \
         сделавший последний ход. {start}\n\
         Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного \
         первого хода Пети. Укажите минимальное значение S, когда такая ситуация \
         возможна.\n\
         Задание 20. Найдите минимальное значение S, при котором у Пети есть \
         выигрышная стратегия, причём одновременно выполняются два условия: − Петя \
         не может выиграть за один ход; − Петя может выиграть своим вторым ходом \
         независимо от того, как будет ходить Ваня.\n\
         Задание 21. Найдите минимальное значение S, при котором одновременно \
         выполняются два условия: – у Вани есть выигрышная стратегия, позволяющая ему \
         выиграть первым или вторым ходом при любой игре Пети; – у Вани нет \
         стратегии, которая позволит ему гарантированно выиграть первым ходом."
    )
}

/// `gametable solve --start 'S, S' --s 1..30 --moves '+2 *2' --end 'sum >=
/// 62'` with the three questions (`min where some(code == 1)`, `min where
/// code == 2`, `min where code == -2`): 13, 12, 18. Read as one heap S the
/// answers would be 16, 15, 25.
const EQUAL: [&str; 3] = ["13", "12", "18"];

#[test]
fn each_heap_said_with_the_plural_or_a_count_is_every_heap() {
    for start in [
        "В начальный момент в кучах было по S камней; 1 ≤ S ≤ 30.",
        "В начальный момент в каждой из двух куч было S камней; 1 ≤ S ≤ 30.",
        "В начальный момент в каждой куче было по S камней; 1 ≤ S ≤ 30.",
    ] {
        let (r, got) = tests::complete_answers(&task("Перед ними лежат две кучи камней.", start));
        assert!(
            r.template().contains("start = \"S, S\""),
            "{start}\n{}",
            r.template()
        );
        assert_eq!(got, EQUAL, "{start}\n{}", r.template());
    }
}

/// No sentence counts the heaps: the start is not read (never a one-heap
/// start S, whatever count the words fix); a count said that is not the
/// game's is not read either.
#[test]
fn each_heap_with_no_count_or_another_count_is_not_read() {
    for (heaps, start) in [
        (
            "",
            "В начальный момент в кучах было по S камней; 1 ≤ S ≤ 30.",
        ),
        (
            "",
            "В начальный момент в каждой из двух куч было S камней; 1 ≤ S ≤ 30.",
        ),
        (
            "Перед ними лежат две кучи камней.",
            "В начальный момент в каждой из трёх куч было S камней; 1 ≤ S ≤ 30.",
        ),
    ] {
        let r = read_text(&task(heaps, start)).remove(0);
        let out = r.solve();
        assert!(!out.complete, "{start}\n{}", r.template());
    }
}

/// `gametable solve --start '7, S' --s 1..52 --moves '+2 *2' --end 'sum >=
/// 62'` with the same three questions: 14, 23, 21 (the same from `S, 7`).
const SEVEN: [&str; 3] = ["14", "23", "21"];

/// «в одной куче было 7 камней, в другой — S камней»: the heaps by «в
/// одной … в другой» with a verb or a dash before the value, as «в одной 7
/// камней, в другой S» already read (no rule tells the heaps apart).
#[test]
fn one_heap_and_the_other_with_a_verb_before_the_value() {
    for start in [
        "В начальный момент в одной куче было 7 камней, в другой — S камней; 1 ≤ S ≤ 52.",
        "В начальный момент в одной куче лежит 7 камней, а в другой куче — S камней; 1 ≤ S ≤ 52.",
    ] {
        let (r, got) = tests::complete_answers(&task("Перед ними лежат две кучи камней.", start));
        assert!(
            r.template().contains("start = \"7, S\""),
            "{start}\n{}",
            r.template()
        );
        assert_eq!(got, SEVEN, "{start}\n{}", r.template());
    }
}
