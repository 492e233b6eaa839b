//! Whole tasks as students and a tutor's task database keep them
//! (held-out-10): the unknown typed as a mathematical letter.

use super::complete_answers;
use crate::read::*;

/// The game of the tests below: Lena moves first, +2 or ×3, the end at 60.
const LENA_GAME: &str =
    "Два игрока, Лена и Кирилл, играют в следующую игру. Перед игроками лежит куча \
                камней. Игроки ходят по очереди, первый ход делает Лена. За один ход игрок \
                может добавить в кучу два камня или увеличить количество камней в куче в три \
                раза. Игра завершается, когда в куче становится не менее 60 камней. \
                Победителем считается игрок, сделавший последний ход. В начальный момент в \
                куче было S камней, 1 ≤ S ≤ 59.";

/// «𝑆» (U+1D446, MATHEMATICAL ITALIC CAPITAL S) is how a formula pasted from
/// Word or a PDF types S: the start, the range and the questions must read it
/// as S (the start and the range were not found, so nothing was answered).
#[test]
fn a_mathematical_letter_is_the_plain_letter() {
    let text = "Двое, Лена и Кирилл, играют в игру. Перед ними лежит куча камней. Игроки \
                ходят по очереди, первый ход делает Лена. За один ход можно добавить в кучу два камня или \
                утроить количество камней в куче. Игра завершается, когда в куче становится \
                не менее 60 камней. Побеждает тот, кто сделал последний ход. В начальный \
                момент в куче было 𝑆 камней, 𝟏≤𝑆≤𝟓𝟗.\n\
                Вопрос 1. Найдите наименьшее значение 𝑆, при котором Кирилл выигрывает своим \
                первым ходом при любой игре Лены.\n\
                Вопрос 2. Укажите наибольшее значение 𝐒, при котором у Кирилла есть \
                выигрышная стратегия, позволяющая ему выиграть при любой игре Лены.";
    let (r, answers) = complete_answers(text);
    let template = r.template();
    assert!(template.contains("s = \"1..59\""), "{template}");
    // 20..59 end at once (×3 reaches 60); from 18 and 19 every move (+2 or ×3)
    // leaves Kirill one of them, so both lose for Lena, and every greater start
    // wins at once: the least is 18, the greatest 19.
    assert_eq!(answers, ["18", "19"]);
    assert_eq!(clean::normalize("𝑆 ≤ 𝟕𝟎, ℎ"), "S ≤ 70, h");
}

/// A student's file: the questions, his answers on lines of their own, then
/// his notes («Совет: …»). The notes named a least value while question 2
/// asks the greatest, so they made question 2's answer form two ways and it
/// went unanswered: after the answers, up to the next question, the words
/// are the author's, as after «Ответ: …».
#[test]
fn notes_after_the_authors_answers_are_not_the_question() {
    let game = format!(
        "{LENA_GAME}\n\
                Найдите минимальное значение S, при котором Кирилл выигрывает своим первым \
                ходом при любой игре Лены.\n\
                Укажите наибольшее значение S, при котором у Кирилла есть выигрышная \
                стратегия, позволяющая ему выиграть при любой игре Лены.\n\n"
    );
    for answers in ["18\n19\n", "18 19\n", "18\n17, 19\n"] {
        let text = format!(
            "{game}{answers}\nСовет: минимальное значение ищите перебором, ответ на вопрос \
             проверяйте вручную (на черновике).\nИтого минимальное значение — ответ."
        );
        assert_eq!(complete_answers(&text).1, ["18", "19"], "{answers}");
    }
    // Answers between the questions: the next question still begins where
    // it asks, also with an opener («При каком …») after a line of numbers.
    let text = format!(
        "{}\n17 18\nПри каком наибольшем значении S у Кирилла есть выигрышная стратегия, \
         позволяющая ему выиграть при любой игре Лены?\n19\n",
        game.split("\nУкажите").next().unwrap_or_default()
    );
    assert_eq!(complete_answers(&text).1, ["18", "19"]);
}

/// A student's docstring that starts at the moves, «За один ход игрок может»
/// and everything before it left out: the moves were not read, and without
/// them no question was found. A move list in the infinitive as the task's
/// first words is its moves.
#[test]
fn moves_whose_head_was_cut_off_are_the_moves() {
    let text = "\"\"\"\nприбавить к куче три камня или увеличить количество камней в куче вдвое.\n\
                Игра завершается, когда в куче становится не менее 60 камней. Победителем \
                считается игрок, сделавший последний ход. В начальный момент в куче было S \
                камней, 1 ≤ S ≤ 59.\n\
                Вопрос 1. Известно, что Ваня выиграл своим первым ходом после неудачного \
                первого хода Пети. Укажите минимальное значение S, когда такая ситуация \
                возможна.\n\
                Вопрос 2. Найдите наибольшее значение S, при котором у Вани есть выигрышная \
                стратегия, позволяющая ему выиграть первым ходом при любой игре Пети.\n\"\"\"\n";
    let (r, answers) = complete_answers(text);
    assert!(
        r.template().contains("moves = \"+3 *2\""),
        "{}",
        r.template()
    );
    // 30..59 end at once (×2); Petya's ×2 from 15 gives 30; from 27, 28, 29
    // both moves give Vanya 30 or more.
    assert_eq!(answers, ["15", "29"]);
    // Only a list that allows: never one that forbids, nor an example's
    // «получить».
    for (s, want) in [
        ("добавить в кучу два камня или утроить её", true),
        (
            "убрать из кучи три камня нельзя, если их меньше трёх",
            false,
        ),
        ("добавлять камни в пустую кучу не разрешается", false),
        ("получить кучу из 12 камней", false),
        ("За один ход игрок может добавить в кучу камень", false),
    ] {
        assert_eq!(moves::headless(&tokens::words(s)), want, "{s}");
    }
}

/// Two questions with no numbers, the second in a question's own words with
/// no verb of asking («При каком наибольшем значении S …?»): it was taken
/// into the first question's words, and the reading, complete, gave one
/// answer for two questions. Likewise a second question opening «Известно,
/// что …» (flagged: its «Укажите …» was left with no condition).
#[test]
fn a_question_asking_which_value_is_a_question_of_its_own() {
    let game = LENA_GAME;
    for (first, second) in [
        (
            "Найдите минимальное значение S, при котором Кирилл выигрывает своим первым ходом \
             при любой игре Лены.",
            "При каком наибольшем значении S у Кирилла есть выигрышная стратегия, \
             позволяющая ему выиграть при любой игре Лены?",
        ),
        (
            "При каком наименьшем значении S Кирилл выигрывает своим первым ходом при любой \
             игре Лены?",
            "Укажите наибольшее значение S, при котором у Кирилла есть выигрышная стратегия, \
             позволяющая ему выиграть при любой игре Лены.",
        ),
    ] {
        let text = format!("{game}\n{first}\n{second}\n");
        assert_eq!(complete_answers(&text).1, ["18", "19"], "{second}");
    }
    // A question opening «Какое …», «Каковы …» was not a question at all
    // (named unread): it asks as «Найдите …» does.
    let text = format!(
        "{game}\nКакое наименьшее значение S, при котором Кирилл выигрывает своим первым ходом \
         при любой игре Лены?\nКаковы все значения S, при которых Лена может выиграть своим \
         вторым ходом, но не может выиграть первым?\n"
    );
    assert_eq!(complete_answers(&text).1, ["18", "6 16 17"]);
    // «Известно, что …» after an unnumbered question is the next question's
    // premise: it was taken into the question before, and its «Укажите …»
    // left alone with no condition.
    for between in ["", "6 16 17\n"] {
        let text = format!(
            "{game}\nНайдите все значения S, при которых Лена может выиграть своим вторым \
             ходом, но не может выиграть первым.\n{between}Известно, что Кирилл выиграл своим \
             первым ходом после неудачного первого хода Лены. Укажите минимальное значение S, \
             когда такая ситуация возможна.\n"
        );
        // From 7 Lena's ×3 gives 21, from which Kirill's ×3 ends the game.
        assert_eq!(complete_answers(&text).1, ["6 16 17", "7"], "{between}");
    }
}
