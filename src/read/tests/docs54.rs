//! Stop docs54: series of tasks in teachers' documents and what docs53
//! left. Probe docs54 (kept outside the repository: six documents, 22
//! tasks, written before the code was read — a series «Задание 19.1 …
//! 19.4», «Для игры из задания 1 ответьте на вопросы.», two variants
//! numbering their tasks from 1, «Решите задачу 1 при условии, что …» and
//! «Для игры из задачи 2 укажите …»; with main 2 right / 20 flagged / 0
//! wrong, after this 7 / 15 / 0; docs53 5 → 6 right, 0 wrong). Fixed: a
//! task whose first words take an earlier task's game («Решите задачу 1
//! при условии, что …», «Условие как в задаче 1.») takes the unnumbered
//! sentence after them that asks about S as its question — it was pushed
//! as a rule of the task and named a question no task took (flagging the
//! task before); «Условие задания 19.1, но …» was meant to be read as such
//! a reference too, but only docs54b made it so (the words were looked for
//! before the noun only). Two variants numbering from 1 stay
//! flagged where a task names «задача 1» (which variant's is not certain
//! to the reader). Every answer is compared with `gametable solve` on a
//! hand template.

use super::{numbered_readings, one_heap_asked, solved_complete};
use crate::read::*;

/// f06 of the probe: «Задача 2. Решите задачу 1 при условии, что …» with
/// its question on a line of its own, and «Задача 3. Для игры из задачи 2
/// укажите …».
const CHANGED: &str = r#"Контрольная работа. Игры с кучами камней

Задача 1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 40. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 39.
Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.

Задача 2. Решите задачу 1 при условии, что игра завершается, когда количество камней в куче становится не менее 51; 1 ≤ S ≤ 50.
Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом после неудачного первого хода Пети.

Задача 3. Для игры из задачи 2 укажите минимальное значение S, при котором Ваня выигрывает своим первым ходом при любой игре Пети."#;

/// f03 of the probe: two variants, each numbering its tasks 1–3, «Условие
/// как в задаче 1, но …» and «Условие как в задаче 1.» in each.
const VARIANTS: &str = r#"Проверочная работа по теме «Теория игр»

Вариант 1
1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень, добавить в кучу три камня или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 65. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 64.
Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.
2. Условие как в задаче 1, но игра завершается, когда количество камней в куче становится не менее 80; 1 ≤ S ≤ 79.
Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.
3. Условие как в задаче 1. Укажите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.

Вариант 2
1. Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень, добавить в кучу два камня или увеличить количество камней в куче в три раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 72. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 71.
Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.
2. Условие как в задаче 1, но игра завершается, когда количество камней в куче становится не менее 90; 1 ≤ S ≤ 89.
Найдите два наименьших значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани. Найденные значения запишите в порядке возрастания.
3. Условие как в задаче 1. Укажите минимальное значение S, при котором у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом."#;

#[test]
fn a_question_under_a_changed_game_is_its_own() {
    let rs = numbered_readings(CHANGED);
    assert_eq!(rs.len(), 3);
    let q19 = "min where some(code == 1)";
    assert_eq!(
        solved_complete(&rs[0]),
        one_heap_asked("1..39", "+1 *2", 40, q19)
    );
    assert_eq!(
        solved_complete(&rs[1]),
        one_heap_asked("1..50", "+1 *2", 51, q19)
    );
    assert_eq!(
        solved_complete(&rs[2]),
        one_heap_asked("1..50", "+1 *2", 51, "min where code == -1")
    );
}

/// Each variant's task 1 is read; a task that names «задаче 1» where two
/// tasks are numbered 1 stays flagged, and so does every task whose
/// question would otherwise be lost.
#[test]
fn two_variants_numbering_from_one_read_only_what_is_certain() {
    let rs = read_text(VARIANTS);
    let q20 = "min 2 where code == 2";
    let first = rs
        .iter()
        .find(|r| r.number.as_deref() == Some("1"))
        .expect("variant 1, task 1");
    assert_eq!(
        solved_complete(first),
        one_heap_asked("1..64", "+1 +3 *2", 65, q20)
    );
    for r in &rs {
        let out = r.solve();
        if !out.complete {
            continue;
        }
        // Whatever is complete is one of the variants' tasks 1, read right.
        let a = solved_complete(r);
        assert!(
            a == one_heap_asked("1..64", "+1 +3 *2", 65, q20)
                || a == one_heap_asked("1..71", "+1 +2 *3", 72, q20),
            "{}",
            r.template()
        );
    }
    // The tasks that name «задаче 1» are never complete.
    let naming = rs.iter().filter(|r| {
        r.sentences
            .iter()
            .any(|s| s.text.contains("как в задаче 1"))
    });
    assert!(naming.clone().count() >= 2);
    assert!(naming.into_iter().all(|r| !r.solve().complete));
}
