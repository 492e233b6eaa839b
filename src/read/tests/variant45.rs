//! Whole exam variants pasted (issue 21, probe variant45): the game's
//! questions numbered on their own («Вопрос 1.» … «Вопрос 3.» under
//! «Задания 19–21»), the exam's task 18 before them and task 22 after them.
//! Task 22 was read as words of question 3, and task 18's sentences were
//! named unread in the game's task: the game was flagged.

use super::{hand_answers, solved_complete};
use crate::read::*;

/// The one task `read` keeps of a document (the other exam tasks dropped),
/// checked complete with three questions: its answers.
fn only_task(text: &str) -> Vec<String> {
    let tasks = read_bytes(text.as_bytes()).expect("a task");
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    assert_eq!(tasks[0].questions.len(), 3, "{tasks:#?}");
    solved_complete(&tasks[0])
}

/// One heap, `+1 *2`, the end at 45, S from 1 to 44; three questions.
const BLOCK: &str = "Задания 19–21\nДва игрока, Петя и Ваня, играют в следующую игру. Перед \
    игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход \
    игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. \
    Игра завершается в тот момент, когда количество камней в куче становится не менее 45. \
    Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S \
    камней; 1 ≤ S ≤ 44.\nВопрос 1. Известно, что Ваня выиграл своим первым ходом после \
    неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация \
    возможна.\nВопрос 2. Найдите два таких значения S, при которых у Пети есть выигрышная \
    стратегия, причём одновременно выполняются два условия:\n— Петя не может выиграть за один \
    ход;\n— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
    Вопрос 3. Найдите минимальное значение S, при котором одновременно выполняются два \
    условия:\n— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым \
    ходом при любой игре Пети;\n— у Вани нет стратегии, которая позволит ему гарантированно \
    выиграть первым ходом.";

/// The exam's task 22 as sites print it.
pub(super) const TASK22: &str = "В файле содержится информация о совокупности N вычислительных \
    процессов, которые могут выполняться параллельно или последовательно. Определите \
    минимальное время, через которое завершится выполнение всей совокупности процессов.";

/// The game's three answers by `solve` on a hand template (one heap, `+1
/// *2`, the end at 45, S from 1 to 44), shared by the variant tests.
pub(super) fn truth() -> Vec<String> {
    let t = hand_answers(
        "start = \"S\"\ns = \"1..44\"\nmoves = \"+1 *2\"\nend = \"sum >= 45\"\n\
         questions = [\"min where some(code == 1)\", \"all where code == 2\", \
         \"min where code == -2\"]\n",
    );
    assert_eq!(t, ["12", "11 21", "20"]);
    t
}

/// «Задание 22», «22.», «22)» after the block's «Вопрос 3.»: the next exam
/// task, skipped; the game reads complete with its three answers.
#[test]
fn task_22_after_a_blocks_own_question_3() {
    let truth = truth();
    for mark in ["Задание 22", "Задание 22.", "Задание 22:", "22.", "22)"] {
        let text = format!("{BLOCK}\n\n{mark} {TASK22}\n");
        assert_eq!(only_task(&text), truth, "{mark}");
    }
}

/// «18. Квадрат разлинован …» before «Задания 19–21»: the exam's task 18,
/// ended at the heading and dropped (its words were named unread in the
/// game's task, which was flagged).
#[test]
fn task_18_before_the_heading() {
    for mark in ["18.", "18)", "Задание 18."] {
        let text = format!(
            "{mark} Квадрат разлинован на N×N клеток (1 < N < 17). Исполнитель Робот может \
             перемещаться по клеткам. Определите максимальную денежную сумму, которую может \
             собрать Робот.\n\n{BLOCK}\n"
        );
        assert_eq!(only_task(&text), ["12", "11 21", "20"], "{mark}");
    }
}
