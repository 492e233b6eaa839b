//! Constructions found by the survey of mirrored students' and tutors'
//! repositories (stop 40), each stated in other words than the texts that
//! showed them.

use super::complete_answers;
use crate::read::*;

/// A game with the moves sentence given, the end at 100 stones or more, and
/// one question on the least S from which Ваня wins at his first move.
fn game_with_moves(moves: &str) -> String {
    format!(
        "Два игрока, Маша и Саша, играют в следующую игру. Перед игроками лежит куча \
         камней. Игроки ходят по очереди, первый ход делает Маша. За один ход игрок \
         может {moves}. Игра завершается, когда в куче оказывается 100 камней или \
         больше. Победителем считается игрок, сделавший последний ход. В начальный \
         момент в куче было S камней, 1 ≤ S ≤ 99.\n\
         Найдите наименьшее значение S, при котором Маша не может выиграть первым \
         ходом, но при любом ходе Маши Саша выигрывает своим первым ходом."
    )
}

/// «…, утроить его, если оно чётно, или в два раза, если нечётно»: the
/// alternative that says only its factor takes the verb before it, and a
/// comma before a verb parts two moves, the condition staying with the move
/// it follows.
#[test]
fn an_alternative_that_says_only_its_factor_takes_the_verb_before_it() {
    let text = game_with_moves(
        "положить в кучу три камня, увеличить количество камней в куче в три раза, если \
         оно чётно, или в два раза, если оно нечётно",
    );
    let (r, answers) = complete_answers(&text);
    assert!(
        r.template()
            .contains("moves = \"+3 *3 if even(x); *2 if odd(x);\""),
        "{}",
        r.template()
    );
    // From S the moves reach S + 3 and 3S (S even) or 2S (S odd); an
    // independent count of the least S whose every move lets Саша win.
    let moves = |s: i64| [s + 3, if s % 2 == 0 { s * 3 } else { s * 2 }];
    let wins_at_once = |s: i64| moves(s).iter().any(|&m| m >= 100);
    let least = (1..100)
        .find(|&s| !wins_at_once(s) && moves(s).iter().all(|&m| m < 100 && wins_at_once(m)));
    assert_eq!(answers, [least.map(|s| s.to_string()).unwrap_or_default()]);
}

/// The condition after the last of moves parted by commas is that move's
/// alone («убрать два камня, уменьшить вдвое, если чётно»): never the list's.
#[test]
fn a_condition_after_a_comma_list_is_the_last_moves() {
    let text = game_with_moves(
        "добавить в кучу два камня, увеличить количество камней в куче в два раза, если \
         оно делится на 3",
    );
    let (r, _) = complete_answers(&text);
    assert!(
        r.template().contains("moves = \"+2 *2 if x % 3 == 0;\""),
        "{}",
        r.template()
    );
}

/// A stop whose space was lost («…ходов соперника.Известно, что…», a text
/// kept as a JSON string) ends its sentence; an initial, «т.е.» and a web
/// address do not.
#[test]
fn a_stop_without_its_space_ends_the_sentence() {
    assert_eq!(
        sentences::sentences("Ходят по очереди.В куче S камней.Найдите их!Ответ"),
        [
            "Ходят по очереди.",
            "В куче S камней.",
            "Найдите их!",
            "Ответ"
        ]
    );
    for whole in [
        "Игру придумал А.Б.Петров, т.е.Маша ходит первой.",
        "Задача с сайта kompege.ru, т.к.Маша ходит первой.",
    ] {
        assert_eq!(sentences::sentences(whole), [whole]);
    }
    let text = game_with_moves(
        "добавить в кучу один камень или увеличить количество камней в куче в три раза",
    )
    .replace("ход. В начальный", "ход.В начальный")
    .replace("очереди, первый", "очереди.Первый");
    assert!(text.contains("ход.В начальный") && text.contains("очереди.Первый"));
    let r = read_text(&text).remove(0);
    let whole = r.solve();
    assert!(whole.complete, "{:#?}", whole.problems_in(Lang::En));
}

/// A question whose last words say the answer's form («… в ответе запишите
/// наименьшее из них», «… через пробел») is whole though no stop ends the
/// text; a text that stops before the form is still cut off.
#[test]
fn a_question_ending_with_its_answers_form_is_not_cut_off() {
    let base = game_with_moves(
        "добавить в кучу два камня или увеличить количество камней в куче в два раза",
    )
    .replace("первым ходом.", "первым ходом. ");
    for form in [
        "Если подходящих значений несколько, в ответе запишите наименьшее из них",
        "Если таких значений несколько, в ответе запишите их через пробел",
    ] {
        let r = read_text(&format!("{base}{form}")).remove(0);
        let whole = r.solve();
        assert!(whole.complete, "{form}: {:#?}", whole.problems_in(Lang::En));
    }
    let cut = read_text(&format!(
        "{base}Если подходящих значений несколько, в ответе запишите"
    ))
    .remove(0);
    assert!(!cut.solve().complete);
}

/// A move named in brackets after it («(операция 1)», «(действие Б)») is
/// the move; the name is nothing it does. Any other remark is still named.
#[test]
fn a_moves_name_in_brackets_is_read_as_nothing() {
    let text = game_with_moves(
        "удвоить количество камней в куче (операция 1) или добавить в кучу пять камней \
         (операция 2)",
    );
    let (r, answers) = complete_answers(&text);
    assert!(
        r.template().contains("moves = \"*2 +5\""),
        "{}",
        r.template()
    );
    let moves = |s: i64| [s * 2, s + 5];
    let wins_at_once = |s: i64| moves(s).iter().any(|&m| m >= 100);
    let least = (1..100)
        .find(|&s| !wins_at_once(s) && moves(s).iter().all(|&m| m < 100 && wins_at_once(m)));
    assert_eq!(answers, [least.map(|s| s.to_string()).unwrap_or_default()]);
    let other = game_with_moves(
        "удвоить количество камней в куче (не чаще раза в ход) или добавить в кучу пять камней",
    );
    let r = read_text(&other).remove(0);
    assert!(!r.solve().complete, "{}", r.template());
}

/// An alternative with its own verb after its factor («или в три раза
/// увеличить, если …») takes no verb from the one before: it is read as it
/// is, or named — never «добавить в три раза».
#[test]
fn an_alternative_with_its_own_verb_takes_none_before_it() {
    let text = game_with_moves(
        "добавить в кучу два камня, если их количество чётно, или в три раза увеличить \
         количество камней, если нечётно",
    );
    let r = read_text(&text).remove(0);
    let t = r.template();
    assert!(!t.contains("добавить в три раза"), "{t}");
    if r.solve().complete {
        assert!(
            t.contains("moves = \"+2 if even(x); *3 if odd(x);\""),
            "{t}"
        );
    }
}

/// The verb an alternative takes is the move's, never a word of the
/// condition before it («…, если оно делится на 3, или в два раза …»:
/// «делится» is no «разделить»).
#[test]
fn an_alternative_takes_no_verb_from_a_condition() {
    let text = game_with_moves(
        "добавить в кучу один камень, увеличить количество камней в куче в три раза, \
         если оно делится на 3, или в два раза, если оно не делится на 3",
    );
    let r = read_text(&text).remove(0);
    let t = r.template();
    assert!(
        t.contains("moves = \"+1 *3 if x % 3 == 0; *2 if not (x % 3 == 0);\""),
        "{t}"
    );
}
