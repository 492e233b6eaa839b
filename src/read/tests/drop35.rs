//! The round drop35: a clause the reader does not know, added to one
//! sentence of a text it reads, must never be dropped silently — the part
//! of the sentence it did not take is named. Each test states its rule in
//! other words and numbers than the probe's texts.

use crate::read::*;

/// Whether the one task reads complete.
fn complete(text: &str) -> bool {
    let readings = read_text(text);
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    r.solve().complete
}

/// A game of one heap with its moves, end, winner and start sentences
/// given, and one question.
fn one_heap(moves: &str, end: &str, winner: &str, start: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. {moves} {end} {winner} {start}\n\
         Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает своим первым \
         ходом при любой игре Пети."
    )
}

const MOVES: &str = "За один ход игрок может добавить в кучу три камня или увеличить количество камней в куче в три раза.";
const END: &str = "Игра завершается, когда количество камней в куче становится не менее 64.";
const WINNER: &str = "Победителем считается игрок, сделавший последний ход.";
const START: &str = "В начальный момент в куче было S камней, 1 ≤ S ≤ 63.";

#[test]
fn the_base_game_reads() {
    assert!(complete(&one_heap(MOVES, END, WINNER, START)));
}

/// A move alternative whose verb the reader does not know («извлечь
/// корень», «отдать противнику») is no amount of the verb before it (it
/// read «отдать противнику два камня» as `+2`) and no nothing (it dropped
/// «возвести … в квадрат»): named.
#[test]
fn an_alternative_with_a_verb_not_known_is_named() {
    for alt in [
        " или возвести число камней в куче в квадрат.",
        ", либо отдать противнику два камня.",
        " или перевернуть кучу.",
    ] {
        let moves = MOVES.replace('.', alt);
        assert!(!complete(&one_heap(&moves, END, WINNER, START)), "{moves}");
    }
}

/// An amount computed in a way the rules language does not say («остаток
/// от деления на 4», «сумму цифр») under a known verb: named, never the
/// number read as the amount (`-4`).
#[test]
fn an_amount_computed_otherwise_is_named() {
    for alt in [
        ", либо убрать из кучи остаток от деления числа камней на 4.",
        " или добавить в кучу сумму цифр числа её камней.",
    ] {
        let moves = MOVES.replace('.', alt);
        assert!(!complete(&one_heap(&moves, END, WINNER, START)), "{moves}");
    }
}

/// A restriction with no verb and no number («кроме хода соперника», «но
/// не так, как сходил противник») is named as one with them is.
#[test]
fn a_restriction_with_no_verb_and_no_number_is_named() {
    for tail in [
        ", кроме хода, который только что сделал противник.",
        ", но не так, как сходил соперник.",
    ] {
        let moves = MOVES.replace('.', tail);
        assert!(!complete(&one_heap(&moves, END, WINNER, START)), "{moves}");
    }
    // «кроме того» is a joint, no restriction.
    let moves = "За один ход игрок может добавить в кучу три камня; кроме того, игрок может увеличить количество камней в куче в три раза.";
    assert!(complete(&one_heap(moves, END, WINNER, START)), "{moves}");
}

/// An end that also counts moves («но не ранее пятого хода», «или после
/// двенадцатого хода») is a second condition: named.
#[test]
fn an_end_that_counts_moves_is_named() {
    for end in [
        "Игра завершается, когда количество камней в куче становится не менее 64, но не ранее пятого хода.",
        "Игра завершается, когда количество камней в куче становится не менее 64 или после двенадцатого хода.",
    ] {
        assert!(!complete(&one_heap(MOVES, end, WINNER, START)), "{end}");
    }
}

/// The condition of a winner's «если» is its own words up to a restatement
/// («т. е. …»): a comparison after «т. е.» restates the rule and is no
/// condition (it read «а если … — ничья, т. е. первым получивший кучу из 64
/// камней» as `sum >= 64`).
#[test]
fn a_winners_condition_ends_at_its_restatement() {
    let winner = "Победителем считается игрок, сделавший последний ход, а если он утроил кучу — противник, т. е. первым получивший кучу из 64 или более камней.";
    assert!(!complete(&one_heap(MOVES, END, winner, START)));
}

/// A player named in the start's sentence («…, а у Пети в запасе 4
/// камня») says what the start does not hold — even when its number is one
/// off a bound (4 beside a start of 3): named.
#[test]
fn a_player_named_beside_the_start_is_named() {
    let start =
        "В начальный момент в куче было S камней, 3 ≤ S ≤ 63, а у Пети в запасе ещё 4 камня.";
    assert!(!complete(&one_heap(MOVES, END, WINNER, start)));
}

/// A clause that says only an amount («либо на 4 камня») takes the verb of
/// the clause just before it; after a transfer there is none to take (it
/// read `+4` with the «добавить» two clauses before): named.
#[test]
fn an_amount_after_a_transfer_takes_no_verb_from_before_it() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежат две кучи камней. \
        Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в одну из \
        куч один камень, увеличить количество камней в одной из куч в два раза или переложить один камень из первой кучи во вторую, либо на 4 камня. Игра \
        завершается, когда суммарное количество камней в кучах становится не менее 40. Победителем \
        считается игрок, сделавший последний ход. В начальный момент в первой куче было 6 камней, \
        во второй — S камней, 1 ≤ S ≤ 33.\nЗадание 19. Известно, что Ваня выиграл своим первым ходом после \
        неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
    assert!(!complete(text));
    let plain = text.replace(", либо на 4 камня", "");
    assert!(complete(&plain), "{plain}");
}
