//! The round of stop 52: a task retold in its reader's own words (a win or
//! a loss said by its noun, a one-heap start with no word for one, a remark
//! in brackets after a player's name). Each test states its rule in other
//! words and numbers than the texts that showed it.

use crate::read::*;

/// Whether a text reads as one complete task.
fn complete(text: &str) -> bool {
    read_text(text).remove(0).solve().complete
}

/// A one-heap game of adding, its end and winner said by `end`.
fn game(players: &str, start: &str, end: &str) -> String {
    format!(
        "{players} {start} За один ход можно добавить в кучу два камня или увеличить \
         количество камней в куче в три раза. {end} 1 ≤ S ≤ 63.\n\
         Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает \
         своим первым ходом при любой игре Пети.\n\
         Вопрос 2. Найдите максимальное значение S, при котором Петя не может \
         выиграть за один ход, но может выиграть своим вторым ходом при любой игре Вани."
    )
}

const PLAYERS: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Первый ход делает Петя.";
const START: &str = "В начальный момент в куче было S камней.";

/// «Победа наступает при …», «Победа присуждается игроку, который первым
/// …», «заканчивается победой игрока, после хода которого …»: the win said
/// by its noun is the mover's, as «Победителем считается игрок, сделавший
/// последний ход».
#[test]
fn a_win_said_by_its_noun_is_the_movers() {
    let plain = game(
        PLAYERS,
        START,
        "Игра завершается, когда в куче становится не менее 64 камней. Победителем \
         считается игрок, сделавший последний ход.",
    );
    let (_, want) = super::complete_answers(&plain);
    for end in [
        "Победа наступает при количестве камней не менее 64.",
        "Победа присуждается игроку, который первым получит кучу из 64 или более камней.",
        "Игра заканчивается победой игрока, после хода которого в куче стало не менее 64 камней.",
        "Победу одерживает игрок, первым получивший кучу из 64 или больше камней.",
    ] {
        let (r, answers) = super::complete_answers(&game(PLAYERS, START, end));
        assert_eq!(answers, want, "{end}\n{}", r.template());
    }
}

/// «Поражение наступает при …», «… терпит поражение», «… считается
/// побеждённым», «заканчивается поражением игрока …»: the loss said by its
/// noun is the mover's loss — the opponent's win, never the plain one.
#[test]
fn a_loss_said_by_its_noun_is_the_opponents_win() {
    let plain = game(
        PLAYERS,
        START,
        "Игра завершается, когда в куче становится не менее 64 камней. Проигрывает \
         игрок, сделавший последний ход.",
    );
    let (_, want) = super::complete_answers(&plain);
    let (_, movers) = super::complete_answers(&game(
        PLAYERS,
        START,
        "Игра завершается, когда в куче становится не менее 64 камней. Победителем \
         считается игрок, сделавший последний ход.",
    ));
    assert_ne!(want, movers);
    for end in [
        "Поражение наступает при количестве камней не менее 64.",
        "Игра завершается поражением игрока, после хода которого в куче стало не менее 64 камней.",
        "Игра заканчивается, когда в куче становится не менее 64 камней; игрок, сделавший \
         последний ход, терпит поражение.",
        "Игра завершается при количестве камней не менее 64, и последний походивший \
         считается побеждённым.",
        "Игра завершается, когда в куче становится не менее 64 камней. Сделавший последний \
         ход побеждён.",
    ] {
        let (r, answers) = super::complete_answers(&game(PLAYERS, START, end));
        assert_eq!(answers, want, "{end}\n{}", r.template());
    }
}

/// The end's sentence speaks of a win no rule reads («…, победа в ней
/// присуждается жюри»): the mover's win is not assumed.
#[test]
fn an_end_that_speaks_of_an_unread_win_assumes_no_winner() {
    let text = game(
        PLAYERS,
        START,
        "Игра завершается при количестве камней не менее 64, победа в ней присуждается жюри.",
    );
    assert!(!complete(&text), "{}", read_text(&text)[0].template());
}

/// The end's sentence goes on about the player of the last move in words
/// no rule reads («…; игрок, сделавший последний ход, выбывает», «…, и тот,
/// кто сделал последний ход, уступает»): the mover's win is not assumed.
#[test]
fn an_end_that_goes_on_about_a_player_assumes_no_winner() {
    for end in [
        "Игра завершается, когда в куче становится не менее 64 камней; игрок, сделавший \
         последний ход, выбывает.",
        "Игра завершается, когда в куче становится не менее 64 камней, и тот, кто сделал \
         последний ход, уступает.",
        "Игра завершается, когда в куче становится не менее 64 камней, а очко получает \
         соперник игрока, сделавшего последний ход.",
    ] {
        let text = game(PLAYERS, START, end);
        assert!(
            !complete(&text),
            "{end}\n{}",
            read_text(&text)[0].template()
        );
    }
}

/// «Куча одна (S камней).», «В кучке лежит S фишек.», «Есть куча из S
/// камней.»: a one-heap start with no word for a start; a sentence with
/// anything more is not it.
#[test]
fn a_one_heap_start_with_no_word_for_one() {
    let end = "Игра завершается, когда в куче становится не менее 64 камней. Победителем \
               считается игрок, сделавший последний ход.";
    let (_, want) = super::complete_answers(&game(PLAYERS, START, end));
    for start in [
        "Куча одна (S камней).",
        "Куча одна, в ней S камней.",
        "В куче лежит S камней.",
        "Есть куча из S камней.",
        "Куча одна, в ней сначала S камней.",
        "У ребят есть куча из S камней.",
    ] {
        let (r, answers) = super::complete_answers(&game(PLAYERS, start, end));
        assert_eq!(answers, want, "{start}\n{}", r.template());
    }
    let more = game(PLAYERS, "В куче лежит S камней и ещё 3 камня.", end);
    assert!(!complete(&more), "{}", read_text(&more)[0].template());
}

/// «Петя (всегда ходит первым) и Ваня снова собрались поиграть в камни.»:
/// the remark in brackets is no part of the pair, and says who moves
/// first; a remark that says the first named moves second is flagged.
#[test]
fn a_remark_in_brackets_after_a_players_name() {
    let end = "Игра завершается, когда в куче становится не менее 64 камней. Победителем \
               считается игрок, сделавший последний ход.";
    let (_, want) = super::complete_answers(&game(PLAYERS, START, end));
    for players in [
        "Петя (всегда ходит первым) и Ваня снова собрались, чтобы поиграть в камни.",
        "Петя (всегда ходит первым) и Ваня сели играть в камни.",
    ] {
        let (r, answers) = super::complete_answers(&game(players, START, end));
        assert_eq!(answers, want, "{players}\n{}", r.template());
    }
    let second = game(
        "Петя (всегда ходит вторым) и Ваня снова собрались поиграть.",
        START,
        end,
    );
    assert!(!complete(&second), "{}", read_text(&second)[0].template());
}
