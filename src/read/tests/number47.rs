//! The round number47: the exam's question number alone on a line over a
//! game («19»), its first question unnumbered after «Ответьте на следующие
//! вопросы:», then «20» and «21» alone over the next questions' own starts
//! («Известно, что в первой куче 18 камней, а во второй – S камней …»):
//! one task, questions 19, 20 and 21, not tasks 20 and 21 without a game.

use crate::read::*;

use super::hand_answers;

const TEXT: &str = "19
Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками
лежат две кучи камней, в каждой из них не менее одного камня. Игроки
ходят по очереди, первый ход делает Петя. За один ход игрок может до-
бавить в большую кучу любое количество камней от одного до трёх или
удвоить количество камней в меньшей куче. Если кучи содержат равное
количество камней, можно добавить в любую из них от одного до трёх ка-
мней, удвоение в этой ситуации запрещено. Игра завершается, когда ко-
личество камней в любой из двух куч становится больше или равно 65.
Победителем считается игрок, сделавший последний ход, то есть первым
получивший 65 в одной куче. Ответьте на следующие вопросы: Известно,
что Петя смог выиграть первым ходом. Какое наименьшее число камней
могло быть суммарно в двух кучах?

20
Известно, что в первой куче 18 камней, а во второй – S камней (1 ≤ S ≤
64). Найдите наименьшее и наибольшее значения S, при которых у Пети
есть выигрышная стратегия, причём одновременно выполняются два
условия: – Петя не может выиграть за один ход; – Петя может выиграть
своим вторым ходом независимо от того, как будет ходить Ваня. Запишите
в ответе сначала наименьшее значение, потом – наибольшее.

21
Известно, что в первой куче 26 камней, а во второй – S камней (1 ≤ S ≤
64). Найдите значение S, при котором одновременно выполняются два
условия: — у Вани есть выигрышная стратегия, позволяющая ему выиграть
первым или вторым ходом при любой игре Пети; — у Вани нет стратегии,
которая позволит ему гарантированно выиграть первым ходом.
";

/// The game, stated by hand; each question with its own start.
fn hand(start: &str, bounds: &str, question: &str) -> Vec<String> {
    hand_answers(&format!(
        "name = \"hand\"\nmoves = \"larger: +1 +2 +3 smaller: *2 if x < max\"\n\
         end = \"max >= 65\"\nwinner = \"mover\"\nstart = \"{start}\"\n{bounds}\n\n\
         [questions]\n{question}\n"
    ))
}

#[test]
fn a_bare_exam_number_over_a_game_numbers_its_first_question() {
    for text in [TEXT.to_string(), TEXT.replace("\n\n", "\n\nОтвет:\n\n")] {
        let rs = read_text(&text);
        assert_eq!(rs.len(), 1, "{text}");
        let r = &rs[0];
        assert_eq!(r.number.as_deref(), Some("19"), "{text}");
        assert!(r.unread.is_empty(), "{:#?}\n{}", r.unread, r.template());
        let out = r.solve();
        let ids: Vec<_> = out.answers.iter().map(|a| a.id.clone()).collect();
        assert_eq!(ids, ["19", "20", "21"], "{text}");
        let got: Vec<_> = out.answers.iter().map(|a| a.answer.clone()).collect();
        let mut want = hand(
            "K, S",
            "k = \"1..65\"\ns = \"1..65\"",
            "\"19\" = \"min of K + S where code == 1\"",
        );
        want.extend(hand(
            "18, S",
            "s = \"1..64\"",
            "\"20\" = \"minmax where code == 2\"",
        ));
        want.extend(hand(
            "26, S",
            "s = \"1..64\"",
            "\"21\" = \"value where code == -2\"",
        ));
        assert_eq!(got, want, "{text}");
    }
}
