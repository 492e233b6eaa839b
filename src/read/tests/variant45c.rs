//! Whole exam variants pasted, continued (issue 21, probe variant45c): the
//! exam's task 18 («За один ход Робот …», «лежит монета», read as a stone)
//! or task 12 («Исполнитель Редактор …») before «Задания 19–21» named its
//! sentences as unread in the game, flagging a game read right. A piece
//! that read nothing under an exam number and names an executor, with no
//! player nor win, is that task's; the game read beside it is complete.
//! Task 18 told as a game («Два игрока по очереди передвигают Робота») is
//! still named, the game flagged.

use super::solved_complete;
use super::variant45::truth;
use crate::read::*;

/// One heap, `+1 *2`, the end at 45, S from 1 to 44.
const GAME: &str = "Задания 19–21\nДва игрока, Петя и Ваня, играют в следующую игру. \
    Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. \
    За один ход игрок может добавить в кучу один камень или увеличить количество камней в \
    куче в два раза. Игра завершается в тот момент, когда количество камней в куче \
    становится не менее 45. Победителем считается игрок, сделавший последний ход. В \
    начальный момент в куче было S камней; 1 ≤ S ≤ 44.\n\
    Вопрос 1. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
    Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\
    Вопрос 2. Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, \
    причём одновременно выполняются два условия:\n— Петя не может выиграть за один ход;\n\
    — Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\n\
    Вопрос 3. Найдите минимальное значение S, при котором одновременно выполняются два \
    условия:\n— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или \
    вторым ходом при любой игре Пети;\n— у Вани нет стратегии, которая позволит ему \
    гарантированно выиграть первым ходом.\n";

const TASK18: &str = "18. Квадрат разлинован на N×N клеток (1 < N < 17). Исполнитель Робот \
    может перемещаться по клеткам. За один ход Робот может переместиться на одну клетку \
    вправо или на одну клетку вниз. Перед каждым запуском Робота в каждой клетке квадрата \
    лежит монета достоинством от 1 до 100. Посетив клетку, Робот забирает монету с собой. \
    Определите максимальную денежную сумму, которую может собрать Робот, пройдя из левой \
    верхней клетки в правую нижнюю.\n\n";

const TASK12: &str = "12. Исполнитель Редактор получает на вход строку цифр и \
    преобразовывает её. Редактор может выполнять две команды, в обеих командах v и w \
    обозначают цепочки цифр.\nА) заменить (v, w).\nЭта команда заменяет в строке первое \
    слева вхождение цепочки v на цепочку w.\nКакая строка получится в результате применения \
    программы к строке, состоящей из 80 идущих подряд цифр 1?\n\n";

/// The one task `read` keeps, with its three questions.
fn the_game(text: &str) -> Reading {
    let tasks = read_bytes(text.as_bytes()).expect("a task");
    assert_eq!(tasks.len(), 1, "{tasks:#?}");
    assert_eq!(tasks[0].questions.len(), 3, "{tasks:#?}");
    tasks[0].clone()
}

/// Task 18's robot and task 12's editor before the game: not the game's.
#[test]
fn an_executors_task_before_the_game_is_not_its() {
    let truth = truth();
    for task in [TASK18, TASK12] {
        let text =
            format!("17. В файле содержится последовательность целых чисел.\n\n{task}{GAME}");
        assert_eq!(solved_complete(&the_game(&text)), truth, "{task}");
    }
}

/// Task 18 told as a game (a player, a win) stays named: the game flagged.
#[test]
fn a_robot_told_as_a_game_still_flags_it() {
    let text = format!(
        "18. Квадрат разлинован на N×N клеток. Два игрока по очереди передвигают Робота; \
         выигрывает тот, кто приведёт Робота в правую нижнюю клетку. За один ход Робот может \
         переместиться на одну клетку вправо или вниз.\n\n{GAME}"
    );
    let out = the_game(&text).solve();
    assert!(!out.complete, "{:#?}", out.problems_in(Lang::En));
}

/// A game's own rule split off under «18.» (no executor) is still named:
/// never dropped from a reading called complete.
#[test]
fn a_games_sentence_under_an_exam_number_still_flags_it() {
    let text = format!("18. Если в куче нечётное число камней, Петя ходит дважды.\n\n{GAME}");
    let out = the_game(&text).solve();
    assert!(!out.complete, "{:#?}", out.problems_in(Lang::En));
}
