//! The round mutate42: one word of a real text's QUESTION changed (a move
//! count, «есть» ↔ «нет», a condition on S) and the reading must follow it
//! or flag. Each test states its rule in other words and numbers than the
//! probe's texts.

use crate::read::*;

/// A one-heap game of adding two and tripling, to 80, with `q`.
fn task(q: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
         может добавить в кучу два камня или увеличить количество камней в куче в три \
         раза. Игра завершается, когда количество камней в куче становится не менее \
         80. Победителем считается игрок, сделавший последний ход. В начальный момент \
         в куче было S камней, 1 ≤ S ≤ 79.\n{q}"
    )
}

/// A question whose own words deny the win it asks about — no strategy at
/// all for the player whose win it then claims, or no win by the very move
/// it claims — contradicts itself: never read, never answered.
#[test]
fn a_question_that_denies_its_own_win_is_not_read() {
    let (_, got) = tests::complete_answers(&task(
        "Укажите наибольшее значение S, при котором у Вани есть выигрышная стратегия, \
         причём Ваня не может выиграть первым ходом, но может выиграть своим вторым \
         ходом при любой игре Пети.",
    ));
    assert!(!got.is_empty());
    for q in [
        "Укажите наибольшее значение S, при котором у Вани нет выигрышной стратегии, \
         причём Ваня может выиграть своим вторым ходом при любой игре Пети.",
        "Укажите наименьшее значение S, при котором Петя не может выиграть за один \
         ход, но может выиграть своим первым ходом независимо от того, как будет \
         ходить Ваня.",
        "Укажите наименьшее значение S, при котором Петя не может выиграть за два \
         хода, но может выиграть своим вторым ходом независимо от того, как будет \
         ходить Ваня.",
    ] {
        let r = read_text(&task(q)).remove(0);
        let out = r.solve();
        assert!(!out.complete, "{q}\n{}", r.template());
    }
    // «…, но нет стратегии выиграть раньше»: no win sooner than the move
    // named — by that move exactly, no contradiction.
    let (_, sooner) = tests::complete_answers(&task(
        "Укажите наибольшее значение S, при котором у Вани есть стратегия, позволяющая \
         ему выиграть своим вторым ходом при любой игре Пети, но нет стратегии выиграть \
         раньше.",
    ));
    assert_eq!(sooner, got);
}

/// «…выиграть первым, вторым или третьим ходом …; нет стратегии … первым
/// ходом»: the moves listed less the one denied — the second or the third,
/// one reading — never the third exactly, nor any of the three.
#[test]
fn a_denial_short_of_the_listed_moves_leaves_the_moves_between() {
    let q = "Найдите наименьшее значение S, при котором одновременно выполняются два \
             условия: — у Пети есть выигрышная стратегия, позволяющая ему выиграть \
             первым, вторым или третьим ходом при любой игре Вани; — у Пети нет \
             стратегии, которая позволит ему гарантированно выиграть первым ходом.";
    let (r, got) = tests::complete_answers(&task(q));
    assert!(
        r.template().contains("code > 1 and code <= 3"),
        "{}",
        r.template()
    );
    let exact = |n: &str, k: &str| {
        tests::complete_answers(&task(&format!(
            "Найдите наименьшее значение S, при котором Петя не может выиграть за {n}, \
             но может выиграть своим {k} ходом независимо от того, как будет ходить Ваня."
        )))
        .1[0]
            .parse::<i64>()
            .expect("a number")
    };
    let want = exact("один ход", "вторым").min(exact("два хода", "третьим"));
    assert_eq!(got, vec![want.to_string()], "{}", r.template());
}

/// «Найдите два нечётных значения S, при которых … Петя может выбрать,
/// каким ходом выиграет Ваня»: a condition on the values of S is never
/// dropped, whatever the wording of the win beside it.
#[test]
fn a_condition_on_s_beside_a_chosen_win_is_not_read() {
    let said = "Найдите два значения S, при которых выигрышная стратегия есть у Вани, но \
                Петя может выбрать, каким ходом выиграет Ваня – первым или вторым.";
    let r = read_text(&task(said)).remove(0);
    assert!(
        r.template().contains("code == -2 and some(code == 1)"),
        "{}",
        r.template()
    );
    let q = "Найдите два нечётных значения S, при которых выигрышная стратегия есть у \
             Вани, но Петя может выбрать, каким ходом выиграет Ваня – первым или вторым.";
    let r = read_text(&task(q)).remove(0);
    assert!(!r.solve().complete, "{}", r.template());
}
