//! The round recall39: the collections' tasks written down from memory.
//! Each test states its rule in other words and numbers than the probe's
//! texts.

use crate::read::*;

/// A one-heap game of adding one or tripling, to 40; `questions` after it.
fn tripling_to_40(questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить \
         в кучу один камень или увеличить количество камней в куче в три раза. Игра \
         завершается, когда количество камней в куче становится не менее 40. Победителем \
         считается игрок, сделавший последний ход. В начальный момент в куче было S камней, \
         1 ≤ S ≤ 39.\n{questions}"
    )
}

/// The same game stated by hand, its one question `query`.
fn tripling_answer(query: &str) -> String {
    super::hand_answer(
        "start = \"S\"\ns = \"1..39\"\nmoves = \"+1 *3\"\nend = \"sum >= 40\"\n",
        query,
    )
}

/// A move count said by an ordinal past the fourth («шестым ходом»), or in
/// digits with its ending («3-м ходом», «2-ым»), is that count; an
/// ordinal-shaped word before «ходом» that is none known («последним»,
/// «двенадцатым») is named, never dropped (dropped, the question asked for
/// a win by any move).
#[test]
fn a_move_count_past_the_fourth_or_in_digits_is_read_or_named() {
    for (ordinal, code) in [("шестым", -6), ("седьмым", -7), ("3-м", -3), ("2-ым", -2)]
    {
        let text = tripling_to_40(&format!(
            "Вопрос 1. Сколько существует значений S, при которых Ваня выигрывает своим \
             {ordinal} ходом при любой игре Пети?"
        ));
        let (r, got) = super::complete_answers(&text);
        assert_eq!(
            got,
            vec![tripling_answer(&format!("count where code == {code}"))],
            "{ordinal}: {}",
            r.template()
        );
    }
    for word in ["последним", "двенадцатым", "решающим"] {
        let text = tripling_to_40(&format!(
            "Вопрос 1. Сколько существует значений S, при которых Ваня выигрывает своим \
             {word} ходом при любой игре Пети?"
        ));
        let out = read_text(&text).remove(0).solve();
        assert!(!out.complete, "{word}: {:?}", out.answers);
    }
    // «своим», «любым»: words before «ходом» that count nothing.
    let text = tripling_to_40(
        "Вопрос 1. Сколько существует значений S, при которых Петя выигрывает своим \
         вторым ходом при любом ходе Вани?",
    );
    let (_, got) = super::complete_answers(&text);
    assert_eq!(got, vec![tripling_answer("count where code == 2")]);
}

/// A list asked for that the game does not give — «все значения» with none
/// qualifying, «минимальное и максимальное значения» with one — is named:
/// a real task always has them, so the game or the question was read wrong.
#[test]
fn a_list_asked_for_and_not_given_is_named() {
    // No start of this game is won by Vanya with his sixth move.
    assert_eq!(tripling_answer("all where code == -6"), "—");
    let text = tripling_to_40(
        "Вопрос 1. Найдите все значения S, при которых Ваня выигрывает своим шестым \
         ходом при любой игре Пети.",
    );
    let out = read_text(&text).remove(0).solve();
    assert!(!out.complete, "{:?}", out.answers);
    assert!(
        out.problems_in(Lang::En)
            .iter()
            .any(|p| p == "question 1: no value qualifies"),
        "{:?}",
        out.problems_in(Lang::En)
    );
    // One start only: the least and the greatest are not two values.
    let one = tripling_answer("all where code == -3");
    let many = tripling_answer("all where code == 1");
    let ask = |code: &str| {
        tripling_to_40(&format!(
            "Вопрос 1. Найдите минимальное и максимальное значения S, при которых {code}. \
             В ответе запишите сначала минимальное значение, затем максимальное."
        ))
    };
    let vanya_third = ask("Ваня выигрывает своим третьим ходом при любой игре Пети");
    let petya_first = ask("Петя может выиграть своим первым ходом");
    assert_eq!(one.split_whitespace().count(), 1, "{one}");
    let out = read_text(&vanya_third).remove(0).solve();
    assert!(!out.complete, "{:?}", out.answers);
    assert!(many.split_whitespace().count() >= 2, "{many}");
    let (_, got) = super::complete_answers(&petya_first);
    assert_eq!(got, vec![tripling_answer("minmax where code == 1")]);
}
