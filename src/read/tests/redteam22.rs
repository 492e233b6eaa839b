//! Two unknowns, K and S (the adversarial round redteam22): a question is
//! read when it counts pairs or fixes K at one value, and flagged when it
//! leaves an unknown free or binds them otherwise — a relation, a bound, two
//! values of K, a value of S — which read before as a question over every
//! pair, or as K fixed at the first number after it. Stated on a game of
//! other words than the variants that showed it.

use crate::read::two_unknowns::k_condition;
use crate::read::*;

/// Two heaps for Маша and Саша: +2 or ×2 on either, the end at a total of 40
/// or more; K in the first heap, S in the second.
const PLAIN: &str = "Два игрока, Маша и Саша, играют в следующую игру. Перед ними лежат две \
    кучи камней. Игроки ходят по очереди, первый ход делает Маша. За один ход игрок может \
    добавить в любую из куч два камня или увеличить количество камней в любой куче в два раза. \
    Игра завершается, когда суммарное количество камней в двух кучах становится не менее 40. \
    Победителем считается игрок, сделавший последний ход. В начальный момент в первой куче K \
    камней, во второй S камней, 1 ≤ K ≤ 39, 1 ≤ S ≤ 39.\n\
    Вопрос 1. Сколько существует пар (K; S), при которых Саша выигрывает своим первым ходом \
    при любой игре Маши?\n\
    Вопрос 2. При K = 7 найдите наименьшее значение S, при котором Маша может выиграть своим \
    вторым ходом при любой игре Саши и не может выиграть первым ходом.\n";

fn answers(text: &str) -> Option<Vec<String>> {
    let out = read_text(text).remove(0).solve();
    out.complete
        .then(|| out.answers.into_iter().map(|a| a.answer).collect())
}

fn edited(from: &str, to: &str) -> String {
    replaced_in(PLAIN, &[(from, to)])
}

#[test]
fn the_plain_game_of_pairs_reads() {
    assert!(answers(PLAIN).is_some());
}

/// K bound by another sign than «=», at two values, or by S: not K fixed at
/// the number that follows; flagged.
#[test]
fn k_fixed_otherwise_than_at_one_value_is_flagged() {
    for to in [
        "При K ≠ 7",
        "При K ≥ 7",
        "При K > 7",
        "При K = 7 или K = 8",
        "При K = 7, 8",
        "При K = 7S",
        "При K = 2 S",
        "При K = 7 и S ≥ 3",
        "При S = 7",
        "При K = S",
        "При чётном K",
    ] {
        assert_eq!(answers(&edited("При K = 7", to)), None, "{to}");
    }
    // Written without spaces, or before a comma, it is the same condition.
    let plain = answers(PLAIN);
    for to in ["При K=7", "При K = 7,"] {
        assert_eq!(answers(&edited("При K = 7", to)), plain, "{to}");
    }
    // A range of S of the question's own is read beside K fixed.
    for to in ["значение S (S ≥ 5),", "значение S > 4,"] {
        assert_eq!(answers(&edited("значение S,", to)), plain, "{to}");
    }
    for to in ["значение S (K ≥ 1),", "значение S (S ≥ K),"] {
        assert_eq!(answers(&edited("значение S,", to)), None, "{to}");
    }
    // The value asked named through «числа».
    let to = "наименьшее значение числа S,";
    assert_eq!(answers(&edited("наименьшее значение S,", to)), plain);
}

/// A count of pairs that restricts the pairs («в которых K < S», «с K ≥ 5»,
/// «где K = S»), or a count of values of one unknown with the other free,
/// is flagged: it read as every pair, or as values of S over every K.
#[test]
fn pairs_restricted_or_values_with_k_free_are_flagged() {
    for to in [
        "Сколько существует пар (K; S), в которых K < S, и при которых",
        "Сколько существует пар (K; S) с K ≥ 5, при которых",
        "Сколько существует пар (K; S), где K = S, при которых",
        "Сколько существует пар (K; S) с чётным S, при которых",
        "Сколько существует значений S, при которых",
        "Найдите наименьшее значение K, при котором",
    ] {
        assert_eq!(
            answers(&edited("Сколько существует пар (K; S), при которых", to)),
            None,
            "{to}"
        );
    }
    // The pair named in words, or with a Cyrillic «К», is the same count.
    let plain = answers(PLAIN);
    for to in [
        "Сколько существует пар значений K и S, при которых",
        "Сколько существует пар (К; s), при которых",
    ] {
        assert_eq!(
            answers(&edited("Сколько существует пар (K; S), при которых", to)),
            plain,
            "{to}"
        );
    }
}

#[test]
fn k_condition_reads_one_value_after_an_equals_sign() {
    assert_eq!(
        k_condition("При K=6, найдите минимальное").as_deref(),
        Some("K == 6")
    );
    assert_eq!(k_condition("При K=12 найдите").as_deref(), Some("K == 12"));
    assert_eq!(k_condition("при К = 3, укажите").as_deref(), Some("K == 3"));
    for text in [
        "При K ≤ 3 найдите",
        "При K = 3.5 найдите",
        "При K = 3 и при K = 4",
        "При K = 3 либо 4",
    ] {
        assert_eq!(k_condition(text), None, "{text}");
    }
}

/// «при K» in a task of one unknown, with a sign not read after it: K bound
/// in a way not read, flagged (it is no condition to drop).
#[test]
fn k_named_in_a_task_of_one_unknown_is_flagged() {
    let one = "Два игрока, Маша и Саша, играют в следующую игру. Перед ними лежит куча камней. \
        Игроки ходят по очереди, первый ход делает Маша. За один ход игрок может добавить в кучу \
        два камня или увеличить количество камней в куче в три раза. Игра завершается, когда \
        количество камней в куче становится не менее 60. Победителем считается игрок, сделавший \
        последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 59.\n\
        Вопрос 1. Найдите наименьшее значение S, при котором Маша может выиграть своим вторым \
        ходом при любой игре Саши и не может выиграть первым ходом.\n";
    assert!(answers(one).is_some());
    let bound = one.replace("Вопрос 1. Найдите", "Вопрос 1. При K ≥ 3 найдите");
    assert_eq!(answers(&bound), None);
}
