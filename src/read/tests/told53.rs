//! The round of stop 53: a question whose win is told as what happens
//! («при которых Ваня выигрывает первым ходом») is a strategy's win, as
//! published answers and their authors' programs read it. Each test states
//! its rule in other words and numbers than the texts that showed it.

use crate::read::*;

/// A one-heap game of adding one or three and doubling, to 50, with `q`.
fn task(q: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
         может добавить в кучу один или три камня или увеличить количество камней в \
         куче в два раза. Игра завершается, когда количество камней в куче становится \
         не менее 50. Победителем считается игрок, сделавший последний ход. В \
         начальный момент в куче было S камней, 1 ≤ S ≤ 49.\n{q}"
    )
}

/// «Сколько существует значений S, при которых Ваня выигрывает первым
/// ходом?»: Vanya wins with his first move whatever Petya does — the same
/// reading and answer as the question that says «при любой игре Пети».
#[test]
fn a_win_told_as_what_happens_is_whatever_the_opponent_does() {
    let said = task(
        "Сколько существует значений S, при которых Ваня побеждает своим первым \
         ходом при любой игре Пети?",
    );
    let (_, want) = tests::complete_answers(&said);
    for q in [
        "Сколько существует значений S, при которых Ваня побеждает своим первым ходом?",
        "Сколько существует значений S, при которых Ваня выиграет первым ходом?",
    ] {
        let (r, got) = tests::complete_answers(&task(q));
        assert_eq!(got, want, "{q}\n{}", r.template());
    }
}

/// «может выиграть», «сможет победить»: what may be, after some move of
/// Petya's or whatever he does — both readings, the task not complete; and
/// «Известно, что Ваня выигрывает …» tells of a game that was played.
#[test]
fn a_win_that_may_be_or_is_told_of_stays_two_readings() {
    for q in [
        "Найдите наименьшее значение S, при котором Ваня может победить первым ходом.",
        "Найдите наименьшее значение S, при котором Ваня сможет выиграть первым ходом.",
        "Известно, что Ваня выигрывает своим первым ходом. Найдите наименьшее значение S.",
    ] {
        let r = read_text(&task(q)).remove(0);
        let out = r.solve();
        assert!(!out.complete, "{q}\n{}", r.template());
        assert_eq!(out.answers.len(), 2, "{q}\n{}", r.template());
    }
}

/// «Петя выигрывает вторым ходом», «Ваня побеждает своим вторым ходом»:
/// told as what happens, by that move exactly — the same answers as the
/// questions that say «при любой игре» of the opponent.
#[test]
fn a_later_win_told_as_what_happens_is_by_that_move_exactly() {
    for (told, said) in [
        (
            "Найдите все значения S, при которых Петя выигрывает своим вторым ходом.",
            "Найдите все значения S, при которых Петя выигрывает своим вторым ходом \
             при любой игре Вани.",
        ),
        (
            "Сколько существует значений S, при которых Ваня побеждает вторым ходом?",
            "Сколько существует значений S, при которых Ваня побеждает вторым ходом \
             независимо от того, как будет ходить Петя?",
        ),
    ] {
        let (_, want) = tests::complete_answers(&task(said));
        let (r, got) = tests::complete_answers(&task(told));
        assert_eq!(got, want, "{told}\n{}", r.template());
    }
}
