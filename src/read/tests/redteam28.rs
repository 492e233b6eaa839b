//! A sentence or clause added to a question (the adversarial round
//! redteam28): one that says how a player plays, says a rule again, bounds
//! S or says what the answer is made of changes the question, and the
//! reading of its wins alone would answer another one — named as not read;
//! one that only says how to write the answer, or that the players play
//! well, leaves the answers as they were. Stated on a game of other words
//! than the variants that showed them.

use crate::read::*;

/// One heap for Оля and Коля: add two stones or triple the heap, the end at
/// 50 or more; `questions` after the rules.
fn game(questions: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними лежит куча камней. Игроки ходят по очереди, первый \
         ход делает Оля. За один ход игрок может добавить в кучу два камня или увеличить \
         количество камней в куче в три раза. Игра заканчивается, когда в куче оказывается 50 \
         камней или больше. Выигрывает тот, кто сделал последний ход. В начале в куче S камней, \
         1 ≤ S ≤ 49.\n{questions}"
    )
}

const FIRST: &str = "Найдите наименьшее S, при котором Оля выигрывает первым ходом.";
const SECOND: &str = "Найдите наименьшее S, при котором Оля не может выиграть первым ходом, но \
                      выигрывает своим вторым ходом при любом ходе Коли.";

/// The two questions, `added` put into the second one at `{}` («{}» before
/// its stop or after it).
fn with_added(second: &str) -> String {
    game(&format!("Вопрос 1. {FIRST}\nВопрос 2. {second}\n"))
}

/// The answers of a text read complete; `None` when it is flagged.
fn answers(text: &str) -> Option<Vec<String>> {
    let out = read_text(text).remove(0).solve();
    out.complete
        .then(|| out.answers.into_iter().map(|a| a.answer).collect())
}

/// The second question with a sentence after it, and with the same words
/// as a clause before its stop.
fn both_ways(added: &str) -> [String; 2] {
    let clause = added.trim_end_matches('.');
    let mut chars = clause.chars();
    let clause = chars
        .next()
        .map_or(String::new(), |c| c.to_lowercase().collect::<String>())
        + chars.as_str();
    let stop = SECOND.trim_end_matches('.');
    [
        with_added(&format!("{SECOND} {added}")),
        with_added(&format!("{stop}, причём {clause}.")),
    ]
}

fn plain() -> Vec<String> {
    answers(&with_added(SECOND)).expect("the plain questions are read")
}

/// «Коля отвечает наугад.», «Оля уступает сопернику.»: how a player plays,
/// which the questions language does not say — flagged, never the plain
/// question answered.
#[test]
fn a_players_play_added_to_a_question_is_not_read() {
    assert_eq!(plain().len(), 2);
    for added in [
        "Коля отвечает наугад.",
        "Оля уступает сопернику.",
        "Коля выбирает ходы случайно.",
        "Первой ходит Коля.",
        "Начинает партию Коля.",
        "Коля всё время повторяет ход Оли.",
    ] {
        for text in both_ways(added) {
            assert_eq!(answers(&text), None, "{text}");
        }
    }
}

/// «Проигравшим считается тот, кто сделал последний ход.», «Утраивать
/// кучу запрещено.»: a rule said again, otherwise, for one question —
/// flagged.
#[test]
fn a_rule_said_again_in_a_question_is_not_read() {
    for added in [
        "Проигравшим считается тот, кто сделал последний ход.",
        "Партия завершается, когда камней становится не меньше 40.",
        "Утраивать кучу запрещено.",
        "Один ход нельзя делать два раза подряд.",
    ] {
        for text in both_ways(added) {
            assert_eq!(answers(&text), None, "{text}");
        }
    }
}

/// «Учитываются лишь S, превышающие 7.», «Ответ дайте в восьмеричной
/// системе.»: a bound on S said in words the range reading does not know,
/// or an answer made of the value — flagged. A bound the range reading
/// knows is the question's own range, answered.
#[test]
fn a_bound_on_s_or_an_answer_made_of_the_value_is_not_read() {
    for added in [
        "Учитываются лишь S, превышающие 7.",
        "S берётся из промежутка [3; 9].",
        "Ответ дайте в восьмеричной системе.",
        "Запишите найденное число, умноженное на 3.",
        "В ответ запишите остаток от деления этого числа на 7.",
        "Ответ запишите в виде числа S − 2.",
    ] {
        for text in both_ways(added) {
            assert_eq!(answers(&text), None, "{text}");
        }
    }
    // A bound in signs, a sentence of its own after the last question: kept
    // with the question (was dropped, a sentence with no Russian word).
    let signs = with_added(&format!("{SECOND} S > 20."));
    assert_eq!(answers(&signs), None, "{signs}");
}

/// «Ответ записывается без пробелов.», «Оба игрока не ошибаются.»,
/// «Напомним, что первый ход делает Оля.»: how the answer is written, that
/// the players play well, the first mover as the rules say — the answers
/// stay the plain ones.
#[test]
fn an_added_sentence_that_changes_nothing_keeps_the_answers() {
    let want = plain();
    for added in [
        "Ответ записывается без пробелов.",
        "Оба игрока не ошибаются.",
        "Напомним, что первый ход делает Оля.",
        "Пояснять ответ не нужно.",
        "Если подходящих значений нет, запишите 0.",
        "Сравните с ответом задания 1.",
        "Числа в ответе, разделённые пробелом, пишите по возрастанию.",
        "(повышенный уровень, время – 8 мин)",
        "Информатика. 10 класс. Вариант КР2401 3",
    ] {
        let text = with_added(&format!("{SECOND} {added}"));
        assert_eq!(answers(&text).as_ref(), Some(&want), "{text}");
    }
}

/// «Но Оля нарочно поддалась.» before a win that happened: a story told
/// with that win, read as before; told with no such win it is flagged.
#[test]
fn a_play_told_before_a_win_that_happened_reads_with_it() {
    let story = "У Оли была выигрышная стратегия, позволяющая ей выиграть при любой игре Коли. Но \
                 Оля нарочно поддалась. Оля сделала свой первый ход так, что Коля сделал только \
                 один ход, после которого игра закончилась и Коля победил. Укажите наименьшее S, \
                 при котором такое возможно.";
    let r = read_text(&with_added(story)).remove(0);
    let queries: Vec<&String> = r.questions.iter().flat_map(|q| &q.queries).collect();
    assert!(
        queries
            .iter()
            .any(|q| q.as_str() == "min where code > 0 and some(code == 1)"),
        "{queries:?}"
    );
    let alone = with_added(&format!("{SECOND} Но Коля нарочно поддался."));
    assert_eq!(answers(&alone), None, "{alone}");
}

/// A question with many added sentences is read in time linear in them.
#[test]
fn many_added_sentences_are_read_in_linear_work() {
    let one = with_added(&format!("{SECOND} Коля отвечает наугад."));
    let _ = work::take();
    let _ = read_text(&one);
    let small = work::take();
    let many = with_added(&format!("{SECOND}{}", " Коля отвечает наугад.".repeat(200)));
    let _ = read_text(&many);
    let large = work::take();
    assert!(large < small * 400, "{small} {large}");
}
