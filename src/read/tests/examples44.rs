//! The EXAMPLES probe (issue 21): an example sentence is checked against
//! the rules read — a correct one reads complete, one that contradicts the
//! rules (a number, a missing or extra outcome, the repeated move) leaves
//! the task incomplete with the example named. Answers compared with a hand
//! template solved.

use crate::read::*;

const QUESTION: &str = "\nЗадание 19. Найдите минимальное значение S, при котором Ваня \
                        выигрывает первым ходом при любой игре Пети.";

/// A one-heap game of +1, +2, ×2 to 43 with a rule against repeating the
/// opponent's last move, and `example` after it.
fn no_repeat(example: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
         может добавить в кучу один камень, добавить два камня или увеличить \
         количество камней в куче в два раза. При этом игрок не может повторять ход, \
         который только что сделал его противник. {example} Игра завершается в тот \
         момент, когда количество камней в куче становится не менее 43. Победителем \
         считается игрок, сделавший последний ход. В начальный момент в куче было S \
         камней; 1 ≤ S ≤ 42.{QUESTION}"
    )
}

/// The problems of a reading that is not complete, in English.
fn problems(text: &str) -> String {
    let out = read_text(text).remove(0).solve();
    assert!(!out.complete, "read complete: {text}");
    out.problems_in(Lang::En).join("\n")
}

/// «Например, если Петя первым ходом добавил в кучу один камень, то Ваня
/// может либо добавить два камня, либо удвоить кучу»: the reply's moves,
/// with no position, checked on the rule read (it was left unread).
#[test]
fn a_no_repeat_example_in_moves_is_checked() {
    let game = "start = \"S\"\ns = \"1..42\"\nmoves = \"+1 +2 *2\"\nend = \"sum >= 43\"\n\
                no_repeat = \"opponent\"\n";
    let want = tests::hand_answer(game, "min where code == -1");
    for example in [
        "Например, если Петя первым ходом добавил в кучу один камень, то Ваня может либо \
         добавить два камня, либо удвоить кучу.",
        "Если Петя первым ходом удвоил кучу, то Ваня может либо добавить 1 камень, либо \
         добавить 2 камня.",
        "Например, если Петя первым ходом добавил в кучу два камня, то Ваня может добавить \
         один камень или удвоить кучу.",
        // The position before « и » is not needed to check the moves.
        "Например, если в начале игры в куче 5 камней и Петя добавил в кучу один камень, то \
         Ваня может добавить два камня или увеличить количество камней в два раза.",
    ] {
        let (_, got) = tests::complete_answers(&no_repeat(example));
        assert_eq!(got, vec![want.clone()], "{example}");
    }
    // The repeated move listed, a move missing, a move too many: named.
    for example in [
        "Например, если Петя первым ходом добавил в кучу один камень, то Ваня может либо \
         добавить один камень, либо удвоить кучу.",
        "Например, если Петя первым ходом удвоил кучу, то Ваня может только добавить один \
         камень.",
        "Например, если Петя первым ходом удвоил кучу, то Ваня может добавить один камень, \
         добавить два камня или удвоить кучу.",
    ] {
        let p = problems(&no_repeat(example));
        assert!(p.contains("moves listed after the move"), "{p}");
    }
}

/// The same player's next move («своим вторым ходом он может …») is no
/// reply's moves: never read as one. (A negation, «Ваня не может добавить
/// один камень», is the move barred since left48b: read and checked there.)
#[test]
fn an_own_next_move_or_a_negation_is_no_reply_example() {
    let example = "Например, если Петя первым ходом добавил в кучу один камень, то своим \
                   вторым ходом он может либо добавить два камня, либо удвоить кучу.";
    let p = problems(&no_repeat(example));
    assert!(p.contains(&example[..40]), "{p}");
}

/// A one-heap game of +1, +2, ×2 to 43 (no other rule) with `example`.
fn one_heap(example: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
         может добавить в кучу один камень, добавить два камня или увеличить \
         количество камней в куче в два раза. {example} Игра завершается в тот момент, \
         когда количество камней в куче становится не менее 43. Победителем считается \
         игрок, сделавший последний ход. В начальный момент в куче было S камней; \
         1 ≤ S ≤ 42.{QUESTION}"
    )
}

/// «Например, из кучи в 10 камней нельзя получить 11, 12 или 20 камней»:
/// the positions listed are those one move gives, but the sentence denies
/// them — it was read as the plain example, complete.
#[test]
fn a_negated_example_is_not_read() {
    let game = "start = \"S\"\ns = \"1..42\"\nmoves = \"+1 +2 *2\"\nend = \"sum >= 43\"\n";
    let want = tests::hand_answer(game, "min where code == -1");
    let (_, got) = tests::complete_answers(&one_heap(
        "Например, из кучи в 10 камней за один ход можно получить 11, 12 или 20 камней.",
    ));
    assert_eq!(got, vec![want]);
    for example in [
        "Например, из кучи в 10 камней за один ход нельзя получить 11, 12 или 20 камней.",
        "Например, имея кучу из 10 камней, игрок не может получить кучу из 11, 12 или 20 \
         камней.",
    ] {
        let p = problems(&one_heap(example));
        assert!(p.contains(&example[..40]), "{p}");
    }
}

/// A two-heap game of +1, ×2 to 77 from (7, S) with `example`.
fn two_heaps(example: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
         добавить в одну из куч (по своему выбору) один камень или увеличить количество \
         камней в куче в два раза. {example} Игра завершается в тот момент, когда \
         суммарное количество камней в кучах становится не менее 77. Победителем \
         считается игрок, сделавший последний ход. В начальный момент в первой куче было \
         7 камней, во второй куче — S камней; 1 ≤ S ≤ 69.\nЗадание 19. Известно, что \
         Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите \
         минимальное значение S, когда такая ситуация возможна."
    )
}

/// «Так, например, если перед ходом игрока была позиция (3, 5), то после его
/// хода будет позиция …»: «игрока» is no word of the game's end (it was
/// taken for an outcome and the example left unread); read and checked.
#[test]
fn a_position_before_a_players_move_is_an_example() {
    let game = "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n";
    let want = tests::hand_answer(game, "min where some(code == 1)");
    let (_, got) = tests::complete_answers(&two_heaps(
        "Так, например, если перед ходом игрока была позиция (3, 5), то после его хода \
         будет позиция (4, 5), (6, 5), (3, 6) или (3, 10).",
    ));
    assert_eq!(got, vec![want]);
    let p = problems(&two_heaps(
        "Так, например, если перед ходом игрока была позиция (3, 5), то после его хода \
         будет позиция (4, 5), (9, 5), (3, 6) или (3, 15).",
    ));
    assert!(p.contains("the example lists"), "{p}");
}
