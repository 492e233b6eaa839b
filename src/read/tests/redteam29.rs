//! Sentences added to the rules (the adversarial round redteam29): a remark
//! that carries nothing (how the players play, that they never pass, that
//! the game ends, an instruction, a site's label) is read only when made
//! wholly of remarks' words; a remark of how they play opens no game; a
//! sentence in brackets is words of the rules, never a title lost; a second
//! first mover, a moves sentence that gives no move, and a rule said before
//! the game's opening are named. Stated on a game of other words than the
//! variants that showed them; each reading is checked against the same game
//! said with no remark.

use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;
use crate::read::*;

/// One heap for Оля and Коля: add two stones or triple the heap, the end at
/// 50 or more; `extra` is put after the start's sentence, `before` before
/// the game's first sentence.
fn game(before: &str, extra: &str) -> String {
    format!(
        "{before}Оля и Коля играют в игру. Перед ними лежит куча камней. Игроки ходят по очереди, \
         первый ход делает Оля. За один ход игрок может добавить в кучу два камня или утроить \
         количество камней в куче. Игра заканчивается, когда в куче оказывается 50 камней или \
         больше. Выигрывает тот, кто сделал последний ход. В начале в куче S камней, 1 ≤ S ≤ 49. \
         {extra}\nВопрос 1. Найдите наименьшее S, при котором Оля выигрывает первым ходом.\n\
         Вопрос 2. Найдите наименьшее S, при котором Оля не может выиграть первым ходом, но \
         выигрывает своим вторым ходом при любом ходе Коли.\n"
    )
}

/// The tasks of a text as `read` finds them (stray pieces settled), each
/// with its answers when read complete.
fn tasks(text: &str) -> Vec<Option<Vec<String>>> {
    read_bytes(text.as_bytes())
        .expect("a task is found")
        .iter()
        .map(|r| {
            let out = r.solve();
            out.complete
                .then(|| out.answers.into_iter().map(|a| a.answer).collect())
        })
        .collect()
}

/// The answers of the game with no remark.
fn plain() -> Vec<String> {
    tasks(&game("", ""))[0]
        .clone()
        .expect("the plain game is read")
}

#[test]
fn a_remark_made_wholly_of_remarks_words_is_read_as_filler() {
    let want = Some(plain());
    for remark in [
        "Считается, что каждый игрок действует оптимально.",
        "Ходы игроков чередуются, ничьих не бывает.",
        "Игра всегда заканчивается победой одного из игроков.",
        "Отказываться от хода нельзя.",
        "Напомним, что выигрышная стратегия позволяет выиграть при любой игре противника.",
        "Тема: теория игр.",
    ] {
        assert_eq!(tasks(&game("", remark)), vec![want.clone()], "{remark}");
    }
}

#[test]
fn a_rule_beside_remarks_words_stays_unread() {
    for remark in [
        "Оба игрока играют правильно, однако утраивать кучу нельзя.",
        "Каждый игрок обязан сделать три хода подряд.",
        "Пропускать ход разрешается.",
        "Источник: задачник, где можно пропустить ход.",
    ] {
        assert_eq!(tasks(&game("", remark)), vec![None], "{remark}");
    }
}

#[test]
fn how_the_players_play_opens_no_game() {
    // One task, read as without the remark, not two halves.
    let text = game("", "Все игроки играют идеально.");
    assert_eq!(tasks(&text), vec![Some(plain())]);
    // In a collection of two, two tasks.
    let two = format!(
        "1. {}\n2. {}",
        game("", "Оба игрока всегда играют рационально."),
        game("", "")
    );
    assert_eq!(tasks(&two), vec![Some(plain()), Some(plain())]);
}

#[test]
fn a_sentence_in_brackets_is_words_of_the_rules() {
    assert_eq!(
        sentences::sentences("(Первым ходит Коля.) За один ход игрок может добавить камень."),
        vec![
            "(Первым ходит Коля.)",
            "За один ход игрок может добавить камень."
        ]
    );
    assert_eq!(
        tasks(&game("", "(Игроки играют без ошибок.)")),
        vec![Some(plain())]
    );
    assert_eq!(tasks(&game("", "(Первым ходит Коля.)")), vec![None]);
    assert_eq!(tasks(&game("", "(Начинает Коля)")), vec![None]);
}

#[test]
fn a_second_first_mover_is_named() {
    assert_eq!(tasks(&game("", "Начинает игру Коля.")), vec![None]);
    // The same player again agrees.
    assert_eq!(tasks(&game("", "Начинает Оля.")), vec![Some(plain())]);
}

#[test]
fn a_rule_before_the_games_opening_is_named() {
    for before in [
        "Ничья возможна. ",
        "Пропускать ход разрешается. ",
        "(Начинает Коля.) ",
        "Игроки ходят по очереди, но Коля может ходить дважды. ",
    ] {
        let read = tasks(&game(before, ""));
        assert!(read.iter().all(Option::is_none), "{before}: {read:?}");
    }
    // A longer piece that read nothing, its rules named all the same.
    let three = "Ход можно пропустить. ".repeat(3);
    assert_eq!(tasks(&game(&three, "")), vec![None]);
    // A remark there is no rule, nor a winning strategy's definition.
    assert_eq!(
        tasks(&game("Игроки играют оптимально. ", "")),
        vec![Some(plain())]
    );
    let defined = "Говорят, что игрок имеет выигрышную стратегию, если он может выиграть при \
                   любых ходах противника. ";
    assert_eq!(tasks(&game(defined, "")), vec![Some(plain())]);
}

#[test]
fn remarks_cover_a_sentence_end_to_end_or_not_at_all() {
    let remarks = vocabulary().group("filler.remarks");
    assert!(remarks.covers(&words("Каждый игрок всегда играет безошибочно")));
    assert!(!remarks.covers(&words("Каждый игрок всегда играет безошибочно и быстро")));
    assert!(!remarks.covers(&[]));
    assert!(remarks.covers(&words("Ничьих в этой игре не бывает")));
    assert!(remarks.covers(&words("Каждый играет так, чтобы выиграть")));
    assert!(!remarks.covers(&words("Каждый играет так, чтобы выиграть вторым ходом")));
}
