//! Stop left47: wordings left flagged by the probes unusual46b, fresh46b
//! and fresh45b (issue 21) — the equal-heaps remark of a move on the
//! smaller or larger heap («если кучи равны, можно удвоить любую»), the
//! odd heap's «остаётся меньшая половина», a product said «…, умноженное на
//! количество камней во второй куче», the win of the player who forces the
//! other's move, and two winner clauses joined by «;». Every answer is
//! compared with `gametable solve` on a hand template that states the rule
//! in conditions (no heap label).

use super::{hand_answers, read_answers};
use crate::read::*;

const TWO: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. ";
const ONE: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. ";
const WIN: &str = "Победителем считается игрок, сделавший последний ход. ";
const QUESTIONS: &str = "\n\nЗадание 19.\nИзвестно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n\nЗадание 20.\nНайдите все значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n— Петя не может выиграть за один ход;\n— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\nНайденные значения запишите в ответе в порядке возрастания через пробел.\n\nЗадание 21.\nНайдите минимальное значение S, при котором одновременно выполняются два условия:\n— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n— у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";

/// A whole task: the opening, the rules, the start and the three questions.
fn task(head: &str, rules: &str, start: &str) -> String {
    format!("{head}{rules}{start}{QUESTIONS}")
}

/// `gametable solve` on a hand template of the three questions.
fn hand(keys: &str) -> Vec<String> {
    hand_answers(&format!(
        "{keys}questions = [\"19\", \"20=all where code == 2\", \"21\"]\n"
    ))
}

/// «увеличить меньшую кучу вдвое (если кучи равны, можно удвоить любую)»
/// and «Если кучи равны, утроить можно любую из них.» restate the smaller
/// heap's move: equal heaps are both the smaller.
#[test]
fn the_equal_heaps_remark_restates_the_smaller_heaps_move() {
    let text = task(
        TWO,
        &format!("За один ход игрок может добавить в любую кучу один камень или увеличить меньшую кучу вдвое (если кучи равны, можно удвоить любую). Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 50. {WIN}"),
        "В начальный момент в первой куче было 5 камней, во второй куче — S камней; 1 ≤ S ≤ 44.",
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("moves = \"+1 smaller: *2\""),
        "{}",
        r.template()
    );
    let by_hand = hand(
        "start = \"5, S\"\ns = \"1..44\"\nmoves = \"+1; *2 if x <= min;\"\nend = \"sum >= 50\"\n",
    );
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["30", "29 37 38", "36"]);

    let text = task(
        TWO,
        &format!("За один ход игрок может добавить в любую кучу два камня или увеличить количество камней в меньшей куче в три раза. Если кучи равны, утроить можно любую из них. Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 60. {WIN}"),
        "В начальный момент в первой куче было S камней, во второй куче — 6 камней; 1 ≤ S ≤ 53.",
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("moves = \"+2 smaller: *3\""),
        "{}",
        r.template()
    );
    let by_hand = hand(
        "start = \"S, 6\"\ns = \"1..53\"\nmoves = \"+2; *3 if x <= min;\"\nend = \"sum >= 60\"\n",
    );
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["14", "34 35 38 39", "32"]);
}

/// The remark names another move than the labelled one, or forbids: not
/// read as a restatement.
#[test]
fn an_equal_heaps_remark_of_another_move_is_named() {
    let moves = "+2 smaller: *3";
    for s in [
        "Если кучи равны, удвоить можно любую из них.",
        "Если кучи равны, утроить можно только первую.",
    ] {
        let ws = tokens::words(s);
        assert_eq!(equal_heaps::equal_heaps_rule(&ws, moves, 2), None, "{s}");
    }
    // Forbidding the tripling of equal heaps is read since left48: the
    // smaller heap's move made only while it is less than the other.
    let ws = tokens::words("Если кучи равны, утраивать нельзя.");
    assert_eq!(
        equal_heaps::equal_heaps_rule(&ws, moves, 2).as_deref(),
        Some("+2 smaller: *3 if x < max;")
    );
    let ws = tokens::words("Если кучи равны, утроить можно любую из них.");
    assert_eq!(
        equal_heaps::equal_heaps_rule(&ws, "smaller: +1 *3", 2),
        None
    );
}

/// «уменьшить … в два раза (если количество камней нечётно, остаётся
/// меньшая половина)»: the half rounded down.
#[test]
fn the_smaller_half_is_left() {
    let text = task(
        TWO,
        &format!("За один ход игрок может убрать из любой кучи один камень или уменьшить количество камней в любой куче в два раза (если количество камней нечётно, остаётся меньшая половина). Игра завершается, если суммарно в кучах стало менее 10 камней. {WIN}"),
        "В начальный момент в первой куче было S камней, во второй куче — 12 камней; 1 ≤ S ≤ 40.",
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("moves = \"-1 /2\""),
        "{}",
        r.template()
    );
    let by_hand = hand(
        "start = \"S, 12\"\ns = \"1..40\"\nmoves = \"x = x - 1; x = x / 2;\"\nend = \"sum < 10\"\n",
    );
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["1", "5 8 9", "10"]);
}

/// «количество камней в первой куче, умноженное на количество камней во
/// второй куче, становится больше 200»: the product; «…, умноженное на
/// два, …» the count times two (read so since left48b).
#[test]
fn a_count_multiplied_by_a_count_is_the_product() {
    let text = task(
        TWO,
        &format!("За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в три раза. Игра завершается в тот момент, когда количество камней в первой куче, умноженное на количество камней во второй куче, становится больше 200. {WIN}"),
        "В начальный момент в первой куче было 4 камня, во второй куче — S камней; 1 ≤ S ≤ 50.",
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("end = \"prod > 200\""),
        "{}",
        r.template()
    );
    let by_hand =
        hand("start = \"4, S\"\ns = \"1..50\"\nmoves = \"+1 *3\"\nend = \"h1 * h2 > 200\"\n");
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["6", "13 15", "12"]);
    let times_two = tokens::words("Игра завершается, когда количество камней в первой куче, умноженное на два, становится больше 40.");
    // A count times a number (left48b): the first heap's count doubled.
    assert_eq!(rules::end(&times_two, 2).as_deref(), Some("2*h1 > 40"));
}

/// «побеждает тот, кто заставит противника сделать ход, после которого в
/// кучах станет 60 камней или больше»: the mover of that move loses.
#[test]
fn the_player_who_forces_the_last_move_wins() {
    let text = task(
        TWO,
        "За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. В игре побеждает тот, кто заставит противника сделать ход, после которого в кучах станет 60 камней или больше. ",
        "В начальный момент в первой куче было 8 камней, во второй куче — S камней; 1 ≤ S ≤ 51.",
    );
    let (r, answers) = read_answers(&text);
    let t = r.template();
    assert!(
        t.contains("end = \"sum >= 60\"") && t.contains("winner = \"opponent\""),
        "{t}"
    );
    let by_hand = hand("start = \"8, S\"\ns = \"1..51\"\nmoves = \"+1 *2\"\nend = \"sum >= 60\"\nwinner = \"opponent\"\n");
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["25", "41 48", "47"]);
}

/// «…, этот игрок проигрывает; победителем считается его противник» and
/// «…, но не более 60 камней; если же … больше 60 камней, он проигрывает»:
/// the overshoot read from clauses joined by «;».
#[test]
fn winner_clauses_joined_by_a_semicolon() {
    let text = task(
        ONE,
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в три раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 50. Если после хода игрока в куче оказалось более 90 камней, этот игрок проигрывает; победителем считается его противник. В остальных случаях победителем считается игрок, сделавший последний ход. ",
        "В начальный момент в куче было S камней, 1 ≤ S ≤ 49.",
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("winner = \"sum <= 90\""),
        "{}",
        r.template()
    );
    let by_hand = hand("start = \"S\"\ns = \"1..49\"\nmoves = \"+1 *3\"\nend = \"sum >= 50\"\nwinner = \"sum <= 90\"\n");
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["6", "16 47", "46"]);

    let text = task(
        ONE,
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается в тот момент, когда количество камней в куче становится не менее 42. Выигрывает игрок, после хода которого в куче оказалось не менее 42 камня, но не более 60 камней; если же после хода игрока в куче оказалось больше 60 камней, он проигрывает. ",
        "В начальный момент в куче было S камней, 1 ≤ S ≤ 41.",
    );
    let (r, answers) = read_answers(&text);
    assert!(
        r.template().contains("winner = \"sum <= 60\""),
        "{}",
        r.template()
    );
    let by_hand = hand("start = \"S\"\ns = \"1..41\"\nmoves = \"+1 *2\"\nend = \"sum >= 42\"\nwinner = \"sum <= 60\"\n");
    assert_eq!(answers, by_hand);
    assert_eq!(answers, ["11", "20 39", "38"]);

    // The second clause gives the win to the loser himself: not read.
    let text = text.replace(
        "Выигрывает игрок, после хода которого в куче оказалось не менее 42 камня, но не более 60 камней; если же после хода игрока в куче оказалось больше 60 камней, он проигрывает.",
        "Если после хода игрока в куче оказалось больше 60 камней, этот игрок проигрывает; победителем считается он.",
    );
    assert!(!read_text(&text).remove(0).unread.is_empty());
}
