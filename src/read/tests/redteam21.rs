//! The story a task is told in (the adversarial round redteam21): how many
//! play, and what a question asks a count of. Each is stated here on a
//! game of other words than the variants that showed it: flagged, never
//! complete with a reading of two players or of a count of values.

use crate::read::players::{more_than_two_players, says_order_unread};
use crate::read::*;

/// One heap for Лена and Оля: +3 or ×2, the end at 50 or more, S from 1 to
/// 49; two questions.
const PLAIN: &str = "Две подруги, Лена и Оля, играют в следующую игру. Перед ними лежит куча \
    камней. Подруги ходят по очереди, первый ход делает Лена. За один ход можно добавить в кучу \
    три камня или увеличить количество камней в куче в два раза. Игра завершается, когда \
    количество камней в куче становится не менее 50. Победителем считается игрок, сделавший \
    последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.\n\
    Вопрос 1. Найдите наименьшее значение S, при котором Лена не может выиграть первым ходом, \
    но при любом ходе Лены Оля выигрывает своим первым ходом.\n\
    Вопрос 2. Найдите все значения S, при которых Лена может выиграть своим вторым ходом \
    при любой игре Оли и не может выиграть первым ходом. Значения запишите по возрастанию.\n";

fn complete(text: &str) -> bool {
    read_text(text).remove(0).solve().complete
}

/// Each `(from, to)` replaced in the plain text.
fn edited(pairs: &[(&str, &str)]) -> String {
    replaced_in(PLAIN, pairs)
}

#[test]
fn the_plain_game_reads() {
    assert!(complete(PLAIN));
}

/// Three players or more — counted («Три подруги»), listed («Лена, Оля и
/// Галя»), in teams — are no game of two: the sentence is named, never read
/// as its first (or last) two names; also when the list is the text's
/// first line, taken for its title.
#[test]
fn more_than_two_players_is_flagged() {
    for pairs in [
        &[(
            "Две подруги, Лена и Оля, играют",
            "Три подруги, Лена, Оля и Галя, играют",
        )][..],
        &[("Две подруги, Лена и Оля, играют", "Лена, Оля и Галя играют")],
        &[
            ("Две подруги, Лена и Оля, играют", "Лена, Оля и Галя играют"),
            (" Перед ними", "\nПеред ними"),
        ],
        &[(
            "Подруги ходят по очереди, первый ход делает Лена.",
            "Лена, Оля и Галя ходят по очереди, первый ход делает Лена.",
        )],
        &[(
            "Две подруги, Лена и Оля, играют",
            "Две команды, Лена с Галей и Оля с Таней, играют",
        )],
        &[(
            "Две подруги, Лена и Оля, играют",
            "Четверо друзей, Лена, Оля, Галя и Таня, играют",
        )],
    ] {
        assert!(!complete(&edited(pairs)), "{pairs:?}");
    }
}

/// A list of two names, initials and abbreviations are no third player.
#[test]
fn two_names_initials_and_capitals_are_two_players() {
    assert!(!more_than_two_players(
        "Две подруги, Лена и Оля, играют в следующую игру."
    ));
    assert!(!more_than_two_players("В куче А, Б и В лежат камни."));
    assert!(!more_than_two_players("Задание ЕГЭ, ОГЭ и ВПР."));
    assert!(!more_than_two_players("Двое, Лена и Оля, играют в игру."));
    assert!(more_than_two_players("Лена, Оля, Галя ходят по очереди."));
    assert!(more_than_two_players("Лена, Оля и Галя играют в игру."));
}

/// «сколько ходов будет сделано», «число ходов в партии»: a count of moves,
/// not of the values of S — no answer the values give.
#[test]
fn a_count_of_moves_is_no_count_of_values() {
    for ask in [
        "Для наименьшего найденного значения S укажите, сколько всего ходов продлится партия.",
        "Укажите число ходов в партии при наибольшем из найденных значений S.",
        "Определите, за какое количество ходов закончится игра при наименьшем S.",
    ] {
        let text = PLAIN.replace("Значения запишите по возрастанию.", ask);
        assert!(!complete(&text), "{ask}");
    }
}

/// Taking turns with who starts said in words no reader of the order takes
/// («по жребию», «любая из них», «начинает вторая подруга»): flagged, never
/// the default order. «начинает первый игрок» is that order.
#[test]
fn an_order_of_play_not_read_is_flagged() {
    for said in [
        "Подруги ходят по очереди, кто ходит первым, решает жребий.",
        "Подруги ходят по очереди, первой может ходить любая из них.",
        "Подруги ходят по очереди, начинает вторая подруга.",
    ] {
        let text = PLAIN.replace("Подруги ходят по очереди, первый ход делает Лена.", said);
        assert!(!complete(&text), "{said}");
    }
    let order_unread = |s: &str| says_order_unread(&tokens::words(s));
    assert!(order_unread("Ходят поочерёдно, начинает второй."));
    assert!(!order_unread(
        "Игроки ходят по очереди, первым ходит первый игрок."
    ));
    assert!(!order_unread("Игроки ходят по очереди."));
    assert!(!order_unread("Ходят поочерёдно, начиная с первого игрока."));
    assert!(order_unread("Ходят поочерёдно, начиная со второго игрока."));
}

/// Who moves first, and more in the same sentence («…, однако свой первый
/// ход она делает дважды»): the rest is no reading of the order.
#[test]
fn more_than_the_order_in_its_sentence_is_flagged() {
    for said in [
        "Подруги ходят по очереди, первый ход делает Лена, причём первым ходом Лена добавляет камни дважды.",
        "Подруги ходят по очереди, первый ход делает Лена, однако Оля может ответить сразу двумя ходами.",
    ] {
        let text = PLAIN.replace("Подруги ходят по очереди, первый ход делает Лена.", said);
        assert!(!complete(&text), "{said}");
    }
}

/// «Например, при 40 камнях игра заканчивается» where the end is at 50: an
/// outcome said of a position is no position set for the next sentence —
/// the sentence is checked or named, never passed over.
#[test]
fn an_outcome_said_of_an_example_position_is_not_passed_over() {
    for said in [
        "Например, при 40 камнях в куче игра заканчивается.",
        "Например, пусть в куче 45 камней: Лена уже выиграла.",
    ] {
        let text = PLAIN.replace("В начальный момент", &format!("{said} В начальный момент"));
        assert!(!complete(&text), "{said}");
    }
}
