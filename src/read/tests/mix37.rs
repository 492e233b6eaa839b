//! The round mix37: real question blocks on real games, and real games with
//! one sentence taken from another text. Each test states its rule in other
//! words and numbers than the probe's texts.

use crate::read::*;

/// Whether the one task reads complete.
fn complete(text: &str) -> bool {
    let readings = read_text(text);
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    r.solve().complete
}

/// A one-heap game whose players are never introduced (no «Два игрока, Петя
/// и Ваня, …»): the moves sentence is given.
fn no_players_sentence(moves: &str) -> String {
    format!(
        "На столе лежит куча камней. Игроки ходят по очереди. {moves} Игра \
         заканчивается, когда в куче становится не менее 41 камня. Победителем \
         считается игрок, сделавший последний ход. Вначале в куче было S камней, \
         1 ≤ S ≤ 40.\n\
         Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает \
         своим первым ходом при любой игре Пети."
    )
}

/// Moves said for one named player, the other's never said: not both
/// players' moves — named, even when no sentence introduced the players
/// (their names are then the exam's pair).
#[test]
fn one_named_players_moves_before_any_players_sentence_are_named() {
    for moves in [
        "За один свой ход Ваня может добавить в кучу три камня или увеличить количество камней в куче в два раза.",
        "Петя за один ход может добавить в кучу два камня или утроить кучу.",
    ] {
        assert!(!complete(&no_players_sentence(moves)), "{moves}");
    }
    // Both players' moves, each in a sentence of its own: read per player.
    let both = "За один ход Петя может добавить в кучу один камень или удвоить кучу. \
                За один ход Ваня может добавить в кучу два камня или удвоить кучу.";
    let (r, _) = super::complete_answers(&no_players_sentence(both));
    assert!(
        r.template()
            .contains("moves = \"first: +1 *2; second: +2 *2\""),
        "{}",
        r.template()
    );
    // A move added for one player after the moves of both.
    let added = "За один ход игрок может добавить в кучу один камень или удвоить кучу. \
                 Кроме того, Ваня может утроить кучу.";
    let (r, _) = super::complete_answers(&no_players_sentence(added));
    assert!(
        r.template()
            .contains("moves = \"first: +1 *2; second: +1 *2 *3\""),
        "{}",
        r.template()
    );
    // The moves of «игрок»: both players'.
    let (r, _) = super::complete_answers(&no_players_sentence(
        "За один ход игрок может добавить в кучу один камень или удвоить кучу.",
    ));
    assert!(
        r.template().contains("moves = \"+1 *2\""),
        "{}",
        r.template()
    );
}

/// A player called by two words («Дед Мороз», «Винни-Пух») is one player in
/// a question: «… независимо от того, как будет ходить Дед Мороз» asks the
/// first mover's win by his second move, as with a one-word name.
#[test]
fn a_two_word_name_is_one_player_in_a_question() {
    let text = |first: &str, first_gen: &str, second: &str| {
        format!(
            "Два игрока, {first} и {second}, играют в следующую игру. Перед ними лежат две кучи камней. \
             Игроки ходят по очереди, первый ход делает {first}. За один ход игрок может \
             добавить в одну из куч один камень или увеличить количество камней в куче в три \
             раза. Игра завершается, когда суммарное количество камней в кучах становится не \
             менее 60. Победителем считается игрок, сделавший последний ход. В начальный момент \
             в первой куче было 4 камня, во второй куче — S камней; 1 ≤ S ≤ 55.\n\
             Вопрос 2. Найдите все такие значения S, при которых у {first_gen} есть выигрышная \
             стратегия, причём {first} не может выиграть первым ходом, но может выиграть своим \
             вторым ходом независимо от того, как будет ходить {second}."
        )
    };
    let (one, want) = super::complete_answers(&text("Петя", "Пети", "Ваня"));
    assert!(one.template().contains("code == 2\""), "{}", one.template());
    for second in ["Дед Мороз", "Винни-Пух"] {
        let (r, got) = super::complete_answers(&text("Кролик", "Кролика", second));
        assert!(
            r.template().contains("code == 2\""),
            "{second}: {}",
            r.template()
        );
        assert_eq!(got, want, "{second}");
    }
}

/// Moves of one player each, a player called by two words: the name is
/// said once, not twice (which is read as a sentence saying more than his
/// moves), so both players' moves read.
#[test]
fn per_player_moves_of_a_two_word_name_read() {
    for (first, second) in [("Дед Мороз", "Кролик"), ("Кролик", "Винни-Пух")]
    {
        let text = format!(
            "Два игрока, {first} и {second}, играют в следующую игру. Перед ними лежит куча \
             камней. Игроки ходят по очереди, первый ход делает {first}. За один свой ход \
             {first} может добавить в кучу один камень или увеличить количество камней в куче \
             в два раза. {second} за один свой ход может добавить в кучу три камня или \
             увеличить количество камней в куче в два раза. Игра завершается, когда количество \
             камней в куче становится не менее 50. Победителем считается игрок, сделавший \
             последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.\n\
             Вопрос 1. Найдите минимальное значение S, при котором {first} может выиграть \
             своим первым ходом."
        );
        let (r, got) = super::complete_answers(&text);
        assert!(
            r.template()
                .contains("moves = \"first: +1 *2; second: +3 *2\""),
            "{first}: {}",
            r.template()
        );
        assert_eq!(got, ["25"], "{first}");
    }
}

/// «… независимо от того, как будет ходить противник Пети, Ваня»: a name
/// right after the opponent's whatever-words is him again (an apposition),
/// or the subject of a clause of its own — not told apart, the question is
/// named, never read as the second player's win.
#[test]
fn a_name_after_the_opponent_of_a_whatever_clause_is_named() {
    let text = |tail: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
             Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить \
             в кучу два камня или увеличить количество камней в куче в три раза. Игра \
             завершается, когда количество камней в куче становится не менее 70. Победителем \
             считается игрок, сделавший последний ход. В начальный момент в куче было S \
             камней, 1 ≤ S ≤ 69.\n\
             Вопрос 2. Найдите все значения S, при которых Петя не может выиграть первым ходом, \
             но может выиграть своим вторым ходом независимо от того, {tail}."
        )
    };
    for tail in [
        "как будет ходить противник Пети, Ваня",
        "как будет играть соперник Пети Ваня",
    ] {
        assert!(!complete(&text(tail)), "{tail}");
    }
    for tail in ["как будет ходить противник Пети", "как будет ходить Ваня"]
    {
        let (r, _) = super::complete_answers(&text(tail));
        assert!(
            r.template().contains("code == 2\""),
            "{tail}: {}",
            r.template()
        );
    }
}

/// «Кроме того, Дед Мороз может утроить кучу»: a move added for one player
/// called by two words reads as his, like one of a one-word name.
#[test]
fn a_move_added_for_a_two_word_name_reads() {
    let text = "Два игрока, Дед Мороз и Кролик, играют в следующую игру. Перед ними лежит куча \
                камней. Игроки ходят по очереди, первый ход делает Дед Мороз. За один ход игрок \
                может добавить в кучу один камень или увеличить количество камней в куче в два \
                раза. Кроме того, Дед Мороз может утроить кучу. Игра завершается, когда \
                количество камней в куче становится не менее 50. Победителем считается игрок, \
                сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.\n\
                Вопрос 1. Найдите минимальное значение S, при котором Дед Мороз может выиграть \
                своим первым ходом.";
    let (r, got) = super::complete_answers(text);
    assert!(
        r.template()
            .contains("moves = \"first: +1 *2 *3; second: +1 *2\""),
        "{}",
        r.template()
    );
    assert_eq!(got, ["17"]);
}
