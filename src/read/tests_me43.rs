//! Stop 54: wordings a composed probe (slot wordings of real texts, random
//! numbers) found unread. Each test states its rule with other numbers.

use super::*;

/// A one-heap game of adding one and doubling with `end` and `winner`.
fn task(end: &str, winner: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
         может добавить в кучу один камень или увеличить количество камней в куче в \
         два раза. {end} {winner} В начальный момент в куче было S камней, \
         1 ≤ S ≤ 52.\nЗадание 19. Найдите минимальное значение S, при котором Ваня \
         выигрывает первым ходом при любой игре Пети."
    )
}

/// «превышает 52» and then «не менее 53» say one end (heaps are whole
/// numbers): read, not named a conflict; «не менее 54» still is one.
#[test]
fn an_end_said_strict_and_inclusive_is_one_end() {
    let game = "start = \"S\"\ns = \"1..52\"\nmoves = \"+1 *2\"\nend = \"sum >= 53\"\n";
    let want = tests::hand_answer(game, "min where code == -1");
    let (_, got) = tests::complete_answers(&task(
        "Игра завершается, когда количество камней в куче превышает 52.",
        "Выигрывает игрок, после хода которого в куче оказалось не менее 53 камней.",
    ));
    assert_eq!(got, vec![want]);
    let r = read_text(&task(
        "Игра завершается, когда количество камней в куче превышает 52.",
        "Выигрывает игрок, после хода которого в куче оказалось не менее 54 камней.",
    ))
    .remove(0);
    assert!(!r.solve().complete, "{}", r.template());
}

#[test]
fn strict_comparisons_are_made_inclusive() {
    assert_eq!(
        draft::inclusive_for_tests("sum > 35 or max < 4"),
        "sum >= 36 or max <= 3"
    );
    assert_eq!(draft::inclusive_for_tests("sum >= 36"), "sum >= 36");
}
