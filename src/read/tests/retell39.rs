//! The round retell39: real games retold in a teacher's, a blogger's or a
//! student's own words — the players' sentence, the order, the heaps and the
//! start, the winner and the definition of a winning strategy said otherwise.
//! Each test states its rule in other words and numbers than the probe's texts.

use super::reads_as;

/// A one-heap game of adding with its sentences replaceable: the players',
/// the heaps', the order's, the winner's and a remark after the rules.
fn one_heap_game(players: &str, heaps: &str, order: &str, winner: &str, remark: &str) -> String {
    format!(
        "{players} {heaps} {order} За один ход игрок может добавить в кучу два камня или \
         увеличить количество камней в куче в три раза. Игра завершается, когда в куче \
         становится не менее 47 камней. {winner} Известно, что 1 ≤ S ≤ 46. {remark}\n\
         Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает своим \
         первым ходом при любой игре Пети.\n\
         Вопрос 2. Найдите два наименьших значения S, при которых у Пети есть \
         выигрышная стратегия, причём Петя не может выиграть за один ход, но может \
         выиграть своим вторым ходом независимо от того, как будет ходить Ваня."
    )
}

const PLAYERS: &str = "Два игрока, Петя и Ваня, играют в следующую игру.";
const HEAPS: &str = "Перед ними лежит куча из S камней.";
const ORDER: &str = "Игроки ходят по очереди, первый ход делает Петя.";
const WINNER: &str = "Победителем считается игрок, сделавший последний ход.";

/// The players' sentence as a retelling says it: an adverb between the
/// names and the verb («Петя и Ваня опять играют»), the pair after the verb
/// («Вот игра, в которую играют …», «Играют Петя и Ваня (…)»), after a dash
/// («В игре участвуют два мальчика — …»), set off by a comma and a
/// semicolon, or before «придумали». The same pair, the same reading.
#[test]
fn the_players_sentence_in_a_retelling_names_the_pair() {
    let want = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let variants: Vec<String> = [
        "Петя и Ваня опять играют в камни.",
        "Вот игра, в которую играют Петя и Ваня.",
        "Сегодня играют Петя и Ваня.",
        "В игре участвуют два мальчика — Петя и Ваня.",
        "Играют двое, Петя и Ваня; это игра с камнями.",
        "Петя и Ваня придумали себе игру.",
    ]
    .iter()
    .map(|p| one_heap_game(p, HEAPS, ORDER, WINNER, ""))
    .collect();
    reads_as(&want, &variants);
}

/// Who moves first said with the rest of the turns spelled out («…, потом
/// Ваня, потом снова Петя и т. д.», «…, Ваня — вторым, и так по очереди»,
/// «…, дальше ходят по очереди»): the order, nothing more. The second named
/// first still swaps the players («Ваня ходит первым, потом Петя»).
#[test]
fn the_order_with_the_turns_spelled_out() {
    let want = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let variants: Vec<String> = [
        "Петя ходит первым, потом Ваня, потом снова Петя и т. д.",
        "Петя всегда ходит первым, Ваня — вторым, и так по очереди.",
        "Первый ход делает Петя, дальше ходят по очереди.",
    ]
    .iter()
    .map(|o| one_heap_game(PLAYERS, HEAPS, o, WINNER, ""))
    .collect();
    reads_as(&want, &variants);
    let swapped = one_heap_game(
        PLAYERS,
        HEAPS,
        "Ваня ходит первым, потом Петя, и так далее.",
        WINNER,
        "",
    );
    let (r, _) = super::read_answers(&swapped);
    let first = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let (w, _) = super::read_answers(&first);
    assert_ne!(r.template(), w.template(), "{swapped}");
}

/// The definition of a winning strategy in a teacher's words, its words of
/// winning («побеждает», «если») of a player in general: filler, no winner
/// and no overshoot.
#[test]
fn a_winning_strategy_defined_in_other_words_is_filler() {
    let want = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let variants: Vec<String> = [
        "(Напомним: у игрока есть выигрышная стратегия, если он побеждает при любых ходах соперника.)",
        "Под выигрышной стратегией понимается способ игры, при котором игрок побеждает, как бы ни играл противник.",
        "Стратегия называется выигрышной, если она гарантирует победу при любой игре соперника.",
        "Выигрышная стратегия — это способ игры, при котором игрок выигрывает при любых ходах противника.",
        "Говорят, что у игрока есть выигрышная стратегия, если он может выиграть независимо от того, как ходит соперник.",
    ]
    .iter()
    .map(|d| one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, d))
    .collect();
    reads_as(&want, &variants);
}

/// «Победителем становится тот, чьим ходом игра завершилась»: the player
/// whose move ended the game — the mover.
#[test]
fn the_winner_is_the_one_whose_move_ended_the_game() {
    let want = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let variants = vec![
        one_heap_game(
            PLAYERS,
            HEAPS,
            ORDER,
            "Победителем становится тот, чьим ходом игра завершилась.",
            "",
        ),
        one_heap_game(
            PLAYERS,
            HEAPS,
            ORDER,
            "Выигрывает игрок, чьим ходом закончилась игра.",
            "",
        ),
    ];
    reads_as(&want, &variants);
}

/// The one heap with its stones after «в ней» / «в
/// которой» («Перед игроками одна куча, в которой S камней»): one heap of S
/// stones, as «куча из S камней» says.
#[test]
fn one_heap_of_the_unknown_said_otherwise() {
    let want = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let variants: Vec<String> = [
        "Перед игроками одна куча, в которой S камней.",
        "Перед ними лежит одна куча, в ней S камней.",
        "Перед ними лежит куча камней, в которой S камней.",
    ]
    .iter()
    .map(|h| one_heap_game(PLAYERS, h, ORDER, WINNER, ""))
    .collect();
    reads_as(&want, &variants);
}

/// A two-heap game's heaps and start with the heaps' word said once: «Перед
/// ними две кучи камней. В первой 9 камней, во второй — S», «Перед игроками
/// лежат две кучи: в первой лежит 9 камней, а во второй S камней». The
/// first heap by its ordinal alone, its value next. A move's sentence «в
/// первой» stays a move («… добавить в первую …» is no start).
#[test]
fn a_start_with_the_first_heap_by_its_ordinal_alone() {
    let game = |heaps: &str| {
        format!(
            "{PLAYERS} {heaps} {ORDER} За один ход игрок может добавить в одну из куч один \
             камень или увеличить количество камней в одной из куч в два раза. Игра \
             завершается, когда суммарное количество камней в кучах становится не менее 61. \
             {WINNER} Известно, что 1 ≤ S ≤ 51.\n\
             Вопрос 1. Известно, что Ваня выиграл своим первым ходом после неудачного \
             первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна."
        )
    };
    let want =
        game("Перед ними лежат две кучи камней. В первой куче 9 камней, во второй куче S камней.");
    let variants = vec![
        game("Перед ними лежат две кучи камней. В первой 9 камней, во второй — S камней."),
        game("Перед игроками лежат две кучи: в первой лежит 9 камней, а во второй S камней."),
        game("Перед ними лежат две кучи камней (в первой 9 камней, во второй S)."),
    ];
    reads_as(&want, &variants);
}

/// A retelling's colloquial add: «подкинуть в кучу два камня» adds. The
/// same game, the same reading.
#[test]
fn colloquial_add() {
    let want = one_heap_game(PLAYERS, HEAPS, ORDER, WINNER, "");
    let variant = want.replace("добавить в кучу два камня", "подкинуть в кучу два камня");
    assert_ne!(variant, want, "the replacement took");
    reads_as(&want, &[variant]);
}
