//! Whole tasks found in the histories of students' and tutors' repositories
//! (held-out-11): players with titles before their names, and a question
//! about a player the rules never named.

use super::tests::{complete_answers, hand_answers};
use super::*;

/// A game whose players carry titles: «Храбрый Рыцарь Артур и Мудрый Маг
/// Мерлин». Only «Артур» was taken for the first player (from «первый ход
/// делает Артур»), «Мерлин» for nobody, and «… при любом ходе Артура Мерлин
/// может выиграть своим первым ходом» read as Artur winning at once: the
/// reading was complete and wrong. A name after titles is its last word.
#[test]
fn a_players_name_after_titles_is_his_last_word() {
    let text = "Два игрока, Храбрый Рыцарь Артур и Мудрый Маг Мерлин, играют в следующую \
                игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход \
                делает Артур. За один ход игрок может добавить в кучу два камня или увеличить \
                количество камней в куче в три раза. Игра завершается, когда в куче \
                становится не менее 60 камней. Победителем считается игрок, сделавший \
                последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 59.\n\
                Вопрос 1. Найдите наименьшее значение S, при котором Артур не может выиграть \
                за один ход, но при любом ходе Артура Мерлин может выиграть своим первым ходом.\n\
                Вопрос 2. Найдите наибольшее значение S, при котором у Мерлина есть \
                выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при \
                любой игре Артура, но у Мерлина нет стратегии, которая позволит ему \
                гарантированно выиграть первым ходом.";
    let (_, answers) = complete_answers(text);
    let hand = hand_answers(
        "start = \"S\"\ns = \"1..59\"\nmoves = \"+2 *3\"\nend = \"sum >= 60\"\n\
         questions = [\"min where code == -1\", \"max where code == -2\"]",
    );
    assert_eq!(answers, hand);
}

/// The rules name only who moves first («первый ход делает Лена»), and a
/// question speaks of Kirill: which player he is no words say (the second
/// by the exam's habit, but a name the rules never gave may be a slip for
/// another), so the question is named, not answered.
#[test]
fn a_question_about_a_player_the_rules_never_named_is_not_read() {
    let text = "Двое играют в игру. Перед ними лежит куча камней. Игроки ходят по очереди, \
                первый ход делает Лена. За один ход можно добавить в кучу два камня или \
                утроить количество камней в куче. Игра завершается, когда в куче становится \
                не менее 60 камней. Побеждает тот, кто сделал последний ход. В начальный \
                момент в куче было S камней, 1 ≤ S ≤ 59.\n\
                Найдите наименьшее значение S, при котором Лена не может выиграть за один \
                ход, но при любом ходе Лены Кирилл может выиграть своим первым ходом.";
    let r = read_text(text).remove(0);
    let out = r.solve();
    assert!(!out.complete, "{}", r.template());
    let named = out.problems_in(Lang::En).join("\n");
    assert!(named.contains("«Кирилл» names neither player"), "{named}");
}
