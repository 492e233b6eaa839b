//! Stop docs55b: docs55's document fixes split one corpus text in two when
//! the corpus is joined (read_joined: 151 tasks of 150). The text (kompege
//! № 1266) asks one unnumbered question under its game, then «Задание 20.
//! Для игры из задания 19 определите …» and «Задание 21. Для игры из
//! задания 19 определите …»; in a collection with a task 19 of its own,
//! the second was taken for a task on that task 19's game, since docs55
//! let questions numbered by their place be no numbers of the task's own.
//!
//! Fixed (`questions_of_task`): questions numbered by their place alone
//! («1» for the one question under «Задание 1.») still have no numbers of
//! their own; once a header numbered the next («Задание 20.» after one
//! unnumbered question: 19, 20), they have, and «Задание 21. Для игры из
//! задания 19 …» is the task's own next question, as before docs55.
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{each_answers, hand_answers, numbered_readings, ONE_HEAP_41};

/// Task 19's one question.
const ASKED_19: &str =
    "Назовите минимальное значение S, при котором Петя может выиграть своим первым ходом.";

/// kompege № 1266 as the corpus holds it: one unnumbered question, then
/// «Задание 20.» and «Задание 21.» asking of «задания 19», each answer on a
/// line under its question.
const KOMPEGE_1266: &str = "№ 1266
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит две кучи камней.
Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в любую кучу один камень
или увеличить количество камней в любой куче в четыре раза. Игра завершается в тот момент,
когда суммарное количество камней в кучах становится не менее 133.
В начальный момент в первой куче было 7 камней, а во второй – S камней, 1 ≤ S ≤ 125.
Назовите минимальное значение S, при котором Петя может выиграть своим первым ходом.
32

Задание 20.
Для игры из задания 19 определите минимальное и максимальное значение S, при котором у
Пети есть выигрышная стратегия, причём одновременно выполняются два условия:
− Петя не может выиграть за один ход;
− Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.
Найденные значения запишите в ответе в порядке возрастания.
20 31

Задание 21.
Для игры из задания 19 определите значение S, при котором одновременно выполняются два условия:
– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;
– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.
30
";

#[test]
fn a_text_asking_of_its_own_task_19_in_a_collection_with_a_task_19_is_one_task() {
    let doc = format!("19) {ONE_HEAP_41}\n{ASKED_19}\n\n70) {KOMPEGE_1266}");
    let tasks = numbered_readings(&doc);
    let numbers: Vec<_> = tasks.iter().map(|r| r.number.clone()).collect();
    assert_eq!(
        numbers,
        [Some("19".to_string()), Some("70".to_string())],
        "{doc}"
    );
    let first = hand_answers(
        "start = \"S\"\ns = \"1..40\"\nmoves = \"+1 *2\"\nend = \"sum >= 41\"\n\
         questions = [\"min where code == 1\"]",
    );
    let second = hand_answers(
        "start = \"7, S\"\ns = \"1..125\"\nmoves = \"+1 *4\"\nend = \"sum >= 133\"\n\
         questions = [\"min where code == 1\", \"minmax where code == 2\", \
         \"value where code == -2\"]",
    );
    assert_eq!(second, ["32", "20 31", "30"], "the text's own answers");
    assert_eq!(each_answers(&tasks), [(true, first), (true, second)]);
}
