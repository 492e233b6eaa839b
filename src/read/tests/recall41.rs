//! The round recall41: more of the collections' wordings, written down from
//! memory (players with two-word names, premises opening with «Пусть», how
//! a question is answered said without «ответ», the overshoot's example of
//! who wins). Each test states its rule in other words and numbers than the
//! probe's texts.

use crate::read::*;

/// A one-heap game of adding two stones or tripling, up to 60 or more,
/// its players' sentence `players` and who moves first `first`; `questions`
/// after it.
fn tripling_to_60(players: &str, first: &str, questions: &str) -> String {
    format!(
        "{players} Перед ними лежит куча камней. Игроки ходят по очереди, первый ход делает \
         {first}. За один ход игрок может добавить в кучу два камня или увеличить количество \
         камней в куче в три раза. Игра завершается в тот момент, когда количество камней в \
         куче становится не менее 60. Победителем считается игрок, сделавший последний ход. \
         В начальный момент в куче было S камней, 1 ≤ S ≤ 59.\n{questions}"
    )
}

/// The same game stated by hand, its one question `query`.
fn tripling_answer(query: &str) -> String {
    super::hand_answer(
        "start = \"S\"\ns = \"1..59\"\nmoves = \"+2 *3\"\nend = \"sum >= 60\"\n",
        query,
    )
}

/// A player's name of two capitalised words opening the players' sentence
/// before «и» («Дед Мороз и Снегурочка играют …») is the whole name: the
/// first mover and the questions call him by it in any case («Деда
/// Мороза»), and the other player keeps the second place. One word before
/// the name that is no capitalised word of letters stays out of it.
#[test]
fn a_two_word_name_opening_the_players_sentence_is_one_player() {
    for (players, first, first_gen, second, second_gen) in [
        (
            "Старик Хоттабыч и Волька играют в следующую игру.",
            "Старик Хоттабыч",
            "Старика Хоттабыча",
            "Волька",
            "Вольки",
        ),
        (
            "Волька и Старик Хоттабыч играют в следующую игру.",
            "Волька",
            "Вольки",
            "Старик Хоттабыч",
            "Старика Хоттабыча",
        ),
        (
            "Баба Яга и Кощей играют в следующую игру.",
            "Баба Яга",
            "Бабы Яги",
            "Кощей",
            "Кощея",
        ),
    ] {
        let text = tripling_to_60(
            players,
            first,
            &format!(
                "Вопрос 1. Найдите минимальное значение S, при котором {second} выигрывает своим \
                 первым ходом при любой игре {first_gen}.\nВопрос 2. Сколько существует значений \
                 S, при которых у {first_gen} есть выигрышная стратегия, позволяющая выиграть \
                 вторым ходом, но нет стратегии, позволяющей выиграть первым ходом при любой \
                 игре {second_gen}?"
            ),
        );
        let (_, got) = super::complete_answers(&text);
        assert_eq!(
            got,
            vec![
                tripling_answer("min where code == -1"),
                tripling_answer("count where code == 2")
            ],
            "{players}"
        );
    }
    // A plural noun before a name says who the players are, no part of it.
    for (said, first) in [
        ("Игроки Петя и Ваня играют в следующую игру.", "Петя"),
        ("Друзья Коля и Оля играют в следующую игру.", "Коля"),
        ("Ребята Маша и Миша играют в следующую игру.", "Маша"),
    ] {
        let (a, b) = said.split_once(" и ").unwrap_or_default();
        let second = b.split_whitespace().next().unwrap_or_default();
        assert_eq!(
            crate::read::players::player_names(said),
            Some((first.to_string(), second.to_string())),
            "{a}"
        );
    }
    // The heading's brackets before one name: the name alone.
    assert_eq!(
        crate::read::players::player_names("(Н. Иванов) Коля и Оля играют в следующую игру."),
        Some(("Коля".to_string(), "Оля".to_string()))
    );
}

/// «Если таких значений несколько, укажите наименьшее.» after a question is
/// how that question is answered, as «…, в ответе укажите наименьшее» is —
/// never a question of its own, whatever the question's numbering.
#[test]
fn if_several_values_after_a_question_says_how_it_is_answered() {
    for (number, several, report) in [
        (
            "1.",
            "Если таких значений несколько, укажите наибольшее.",
            "max",
        ),
        (
            "Вопрос 1.",
            "Если найдено несколько значений, укажите наименьшее из них.",
            "min",
        ),
    ] {
        let text = tripling_to_60(
            "Два игрока, Петя и Ваня, играют в следующую игру.",
            "Петя",
            &format!(
                "{number} Укажите значение S, при котором Петя не может выиграть за один ход, но \
                 при любом ходе Пети Ваня может выиграть своим первым ходом. {several}"
            ),
        );
        let (_, got) = super::complete_answers(&text);
        assert_eq!(
            got,
            vec![tripling_answer(&format!("{report} where code == -1"))],
            "{several}"
        );
    }
}

/// «Пусть Ваня выиграл своим первым ходом после неудачного первого хода
/// Пети.» opening a question with no number, after the rules: the premise
/// of a question («неудачного» is said of no example of the rules), not an
/// example sentence; an example opening with «Пусть» is still one.
#[test]
fn a_premise_opening_with_let_is_a_question_not_an_example() {
    let text = tripling_to_60(
        "Два игрока, Петя и Ваня, играют в следующую игру.",
        "Петя",
        "Пусть Ваня выиграл своим первым ходом после неудачного первого хода Пети. Найдите \
         наибольшее значение S, при котором это возможно.\nСколько существует значений S, при \
         которых Петя может выиграть первым ходом?",
    );
    let (_, got) = super::complete_answers(&text);
    assert_eq!(
        got,
        vec![
            tripling_answer("max where some(code == 1)"),
            tripling_answer("count where code == 1")
        ]
    );
}

/// A game of adding one stone or doubling up to 50 or more, whoever takes
/// the heap past 80 losing; the overshoot's example `example` after its
/// winner's sentences.
fn overshoot_to_50(example: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         кучу один камень или увеличить количество камней в куче в два раза. Игра завершается в \
         тот момент, когда количество камней в куче становится не менее 50. Если при этом в \
         куче оказалось не более 80 камней, то победителем считается игрок, сделавший последний \
         ход. В противном случае победителем становится его противник. {example} В начальный \
         момент в куче было S камней, 1 ≤ S ≤ 49.\nВопрос 1. Сколько существует значений S, \
         при которых Петя может выиграть первым ходом?"
    )
}

/// The overshoot's example — a player makes the one move it names from the
/// heap it says, and a player it names wins — is checked on the rules read:
/// the move is one of the rules', it ends the game, and the winner is the
/// one the end and winner rules give. One that agrees reads; one whose
/// winner or heap after the move disagrees leaves the task incomplete.
#[test]
fn an_example_of_who_wins_at_the_end_is_checked_on_the_rules() {
    let hand = super::hand_answers(
        "start = \"S\"\ns = \"1..49\"\nmoves = \"+1 *2\"\nend = \"sum >= 50\"\n\
         winner = \"sum <= 80\"\n[questions]\n\"1\" = \"count where code == 1\"\n",
    );
    for example in [
        "Например, если в куче было 45 камней и Петя удвоит количество камней в куче, то игра закончится и победителем будет Ваня.",
        "Например, если в куче было 41 камень и Ваня удвоит их количество, то в куче станет 82 камня, и победителем станет Петя.",
        "Например, если в куче было 30 камней и Петя удвоит количество камней в куче, то победителем будет Петя.",
    ] {
        let (_, got) = super::complete_answers(&overshoot_to_50(example));
        assert_eq!(got, hand, "{example}");
    }
    for example in [
        // 2 × 35 = 70 is no overshoot: the mover wins.
        "Например, если в куче было 35 камней и Петя удвоит количество камней в куче, то игра закончится и победителем будет Ваня.",
        // 2 × 41 is 82, not 84.
        "Например, если в куче было 41 камень и Петя удвоит их количество, то в куче станет 84 камня, и победителем будет Ваня.",
        // Tripling is no move of the rules.
        "Например, если в куче было 30 камней и Петя утроит количество камней в куче, то игра закончится и победителем будет Ваня.",
        // 2 × 20 = 40 does not end the game.
        "Например, если в куче было 20 камней и Петя удвоит количество камней в куче, то победителем будет Петя.",
    ] {
        let out = read_text(&overshoot_to_50(example)).remove(0).solve();
        assert!(!out.complete, "{example}");
    }
}
