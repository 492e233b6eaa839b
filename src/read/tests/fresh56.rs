//! Probe fresh56: 40 texts written untuned in the forms the public sources
//! print (sdamgia problem pages with «Тип 19 № …», «Пояснение.» and «Ответ:»,
//! the separate problems 20 and 21 with and without the game repeated;
//! kompege tasks with their authors; K. Polyakov's collection, three heaps,
//! «S, 2S» and «(S, S)»; FIPI demo and open-bank texts with «Ответ: ____»
//! blanks; StatGrad; a teacher's handout; a VK post), 5 of them to be flagged.
//! Main (m63a): 37 right, 3 flagged, 0 wrong (two of the flagged are pages
//! with no game, rightly no task). One was flagged though its meaning is
//! certain: a limit of each player's growth said by its factor in a sentence
//! of its own, «Увеличить количество камней в три раза каждый игрок может не
//! более одного раза за игру.» — now `*3 limit 1 each` (`move_limit.rs`:
//! «увеличить … в N раза» names `*N` as «утроить» names `*3`). A limit
//! whose factor is not in the move list, or one that says not whose, stays
//! flagged. Every answer is compared with `gametable solve` on a hand
//! template.

use super::{game_lines, hand_answers, one_reading, solved_complete};
use crate::read::*;

/// Probe text 18 (kompege, А. Богданов), with its limit sentence `limit`.
fn limited_growth(moves: &str, limit: &str) -> String {
    format!(
        "№ 15870 (А. Богданов)\nДва игрока, Петя и Ваня, играют в следующую игру. Перед игроками \
         лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. {moves} {limit}\n\
         Игра завершается в тот момент, когда количество камней в куче становится не менее 60. \
         Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S \
         камней, 1 ≤ S ≤ 59.\nНайдите минимальное значение S, при котором одновременно \
         выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть \
         первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит \
         ему гарантированно выиграть первым ходом.\n"
    )
}

const ADD_OR_TRIPLE: &str = "За один ход игрок может добавить в кучу один или два камня или \
    увеличить количество камней в куче в три раза.";

#[test]
fn a_growth_by_its_factor_limited_for_each_player() {
    let text = limited_growth(
        ADD_OR_TRIPLE,
        "Увеличить количество камней в три раза каждый игрок может не более одного раза за игру.",
    );
    let r = one_reading(&text);
    assert!(
        game_lines(&r).contains(&"moves = \"+1 +2 *3 limit 1 each\"".to_string()),
        "{}",
        r.template()
    );
    assert_eq!(
        solved_complete(&r),
        hand_answers(
            "start = \"S\"\ns = \"1..59\"\nmoves = \"+1 +2 *3 limit 1 each\"\n\
             end = \"sum >= 60\"\n[questions]\n\"21\" = \"min where code == -2\"\n"
        )
    );
}

#[test]
fn a_doubling_by_its_factor_limited_twice() {
    let text = limited_growth(
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в \
         куче в два раза.",
        "Увеличивать количество камней в куче в два раза каждый игрок может не более двух раз за \
         игру.",
    );
    let r = one_reading(&text);
    assert_eq!(
        solved_complete(&r),
        hand_answers(
            "start = \"S\"\ns = \"1..59\"\nmoves = \"+1 *2 limit 2 each\"\n\
             end = \"sum >= 60\"\n[questions]\n\"21\" = \"min where code == -2\"\n"
        )
    );
}

#[test]
fn a_limit_of_a_factor_not_in_the_list_or_of_no_one_stays_flagged() {
    for limit in [
        // The list triples; the limit says a quadrupling.
        "Увеличить количество камней в четыре раза каждый игрок может не более одного раза за игру.",
        // Whose limit is not said: both players together, or each?
        "Увеличить количество камней в три раза можно не более одного раза за игру.",
        // Two factors in one sentence.
        "Увеличить количество камней в три раза или в два раза каждый игрок может не более одного \
         раза за игру.",
    ] {
        let r = one_reading(&limited_growth(ADD_OR_TRIPLE, limit));
        assert!(!r.solve().complete, "{limit}\n{}", r.template());
    }
}

#[test]
fn an_sdamgia_problem_that_does_not_repeat_the_game_reads_no_complete_task() {
    // Probe text 37: problem 21 of a page whose game is in problem 19.
    let text = "Тип 21 № 38590\nДля игры, описанной в задании 19, найдите минимальное значение S, \
        при котором одновременно выполняются два условия:\n— у Вани есть выигрышная стратегия, \
        позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n— у Вани нет \
        стратегии, которая позволит ему гарантированно выиграть первым ходом.\nЕсли найдено \
        несколько значений S, в ответе запишите минимальное из них.\nПояснение.\nСм. решение \
        задания 19.\nИсточник: ЕГЭ по информатике 07.06.2023. Основная волна\n";
    assert!(read_text(text).iter().all(|r| !r.solve().complete));
}
