//! The round redteam33: real sentences recombined — one text's questions
//! under another text's game, one text's sentence of a rule (the end, the
//! winner, the start and range, the supply, the first move) in another's
//! wording, each question of a block from another text — and read against
//! `gametable solve` and an independent recursion on the known game. Each
//! test states its rule in other words than the texts that showed it.

use crate::read::*;

/// One heap, +2 or ×3, the end at 50 stones or more, S from 1 to 49, and
/// the words after the start (`questions`). Answers (a plain recursion,
/// cross-checked with `gametable solve`): the least S where Vanya wins at
/// once whatever Petya does is 15; where he wins at once after some move of
/// Petya's, 6.
fn one_heap(questions: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить \
         в кучу два камня или увеличить количество камней в куче в три раза. Игра \
         завершается, когда в куче становится не менее 50 камней. Победителем считается \
         игрок, сделавший последний ход. В начальный момент в куче было S камней, \
         1 ≤ S ≤ 49.\n{questions}"
    )
}

/// The one task's answers when read complete, else its notes of what was
/// not read.
pub(super) fn answers(text: &str) -> Result<Vec<String>, Vec<String>> {
    let readings = read_text(text);
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    let out = r.solve();
    if out.complete {
        Ok(out.answers.into_iter().map(|a| a.answer).collect())
    } else {
        Err(r.unread.iter().map(ToString::to_string).collect())
    }
}

/// Words that only announce the questions, then a colon («Ответьте на
/// вопросы:», «Выполните задания:»), and an unnumbered question whose first
/// words are no question's verb («Необходимо указать …», «Известно, что …»):
/// the line after the colon was joined to the announcement (as a wrapped
/// sentence goes on) and the whole read as no question — on the next line
/// and on the same line alike. A question's own number before the colon
/// («Вопрос 1:») is still its number, and a question that asks before its
/// colon («… найдите два значения S, при которых выполняются условия:»)
/// still goes on with its conditions.
#[test]
fn an_unnumbered_question_after_words_announcing_the_questions_is_read() {
    let least_lost =
        "Необходимо указать наименьшее значение S, при котором Петя не может выиграть \
                      за один ход, но при любом ходе Пети Ваня выигрывает своим первым ходом.";
    let unlucky = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
                   Пети. Укажите наименьшее значение S, когда такое возможно.";
    for (questions, want) in [
        (format!("Ответьте на вопросы:\n{least_lost}\n"), "15"),
        (format!("Ответьте на вопросы: {least_lost}\n"), "15"),
        (format!("Выполните задания:\n{unlucky}\n"), "6"),
        (format!("Выполните задания: {unlucky}\n"), "6"),
        (format!("Вопрос 1:\n{unlucky}\n"), "6"),
    ] {
        let text = one_heap(&questions);
        assert_eq!(answers(&text), Ok(vec![want.to_string()]), "{text}");
    }
    // The conditions after an asking colon stay the question's.
    let two = one_heap(
        "Найдите два таких значения S, при которых выполняются условия:\n\
         Петя не может выиграть за один ход;\n\
         Ваня выигрывает своим первым ходом при любом ходе Пети.\n",
    );
    assert_eq!(answers(&two), Ok(vec!["15 16".to_string()]), "{two}");
}

/// A range wrapped before its sign («… было S» + «> 10.», a hard wrap at a
/// fixed width): the '>' first on the line was taken for a quote's mark and
/// dropped («S 10.»: no range read). After a line that ends with the unknown
/// it is the relation; a quote's mark before words is still dropped.
#[test]
fn a_sign_wrapped_after_the_unknown_is_the_range_not_a_quote_mark() {
    let text = |range_lines: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча камней.\n\
             Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может убрать \
             из кучи два камня или уменьшить количество камней в куче в три раза (если оно \
             делится на три). Игра завершается, когда в куче становится не более 10 камней. \
             Победителем считается игрок, сделавший последний ход. {range_lines}\n\
             > Укажите наименьшее значение S, при котором Петя не может выиграть за один ход, \
             но при любом ходе Пети Ваня выигрывает своим первым ходом.\n"
        )
    };
    // `gametable solve --start S --s 11.. --moves '-2 /3 exact' --end 'sum <= 10'`
    // and a plain recursion: 13.
    for range_lines in [
        "В начальный момент в куче было S\n> 10.",
        "В начальный момент в куче было S\n>10.",
        "В начальный момент в куче было S > 10.",
    ] {
        let t = text(range_lines);
        assert_eq!(answers(&t), Ok(vec!["13".to_string()]), "{t}");
    }
}
