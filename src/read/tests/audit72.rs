//! Probe audit72 (an audit of the words of questions): 105 texts, the 2021
//! demo and sdamgia 59762 (one heap, `+1 +4 *3`, its example's «16» made
//! «17» so the rules and the example agree) each with a question's word
//! changed — who («Петя выиграл своим первым ходом», task 20 about Vanya,
//! task 21 about Petya, the names swapped with Vanya moving first), what is
//! asked («максимальное», «количество», «два наименьших», «наименьшее и
//! наибольшее», «в порядке убывания», «сумму», «произведение», «второе по
//! величине», «нечётные», «меньшее 30», «Если таких значений несколько,
//! запишите их сумму»), the strategy's kind («при любой игре противника»,
//! «если Ваня ошибётся», «первым, вторым или третьим ходом», «не более чем
//! за два хода», «только вторым ходом») and negations («у Пети нет
//! выигрышной стратегии», «ни один из игроков», «не может выиграть при
//! любой игре»). Main (m68a): 90 right, 12 flagged, 3 WRONG; now 90 right,
//! 15 flagged, 0 WRONG.
//!
//! The three WRONG were a move that happened said with a word the reading
//! passed over: «после удачного первого хода Пети» (read as the unlucky
//! one), «после первого хода Пети, каким бы он ни был» (whatever Petya does,
//! read as some move of his) and «только после одного из ходов Пети» (one
//! move alone, read as some move). Fixed by naming the words, never by
//! reading them: the words between «после» and the player of a move that
//! happened are an ordinal, «неудачн*», a word of moving or
//! `questions.after_words` (`clauses::after_phrase_known`); a «ни» left in
//! a clause after «как бы ни ходил …» is taken is a negation not read; and
//! «только после», «только при» are `questions.not_read`.

use super::{edited, hand_answers, one_task_flagged as flagged, reads_right, DEMO, DEMO_QUESTIONS};

const P59762: &str = include_str!("../../../tests/fixtures/read/dev/sdamgia-59762.txt");
const D19: &str = "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода \
                   Пети. Укажите минимальное значение S, когда такая ситуация возможна.";
const B_Q: &str = "Укажите такое значение S, при котором Петя не может выиграть за один ход, но \
                   при любом ходе Пети Ваня может выиграть своим первым ходом.";

/// sdamgia 59762 with its example made to agree with its rules and its
/// question replaced by `question`.
fn one_heap(question: &str) -> String {
    edited(
        P59762,
        &[("14, 16 или 39", "14, 17 или 39"), (B_Q, question)],
    )
}

fn one_heap_template(queries: &[&str]) -> String {
    let mut t = "start = \"S\"\ns = \"1..99\"\nmoves = \"+1 +4 *3\"\nend = \"sum >= 100\"\n\
                 [questions]\n"
        .to_string();
    for (i, q) in queries.iter().enumerate() {
        t.push_str(&format!("\"{}\" = \"{q}\"\n", i + 1));
    }
    t
}

fn demo_template(questions: [&str; 3]) -> String {
    format!(
        "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n\
         [questions]\n\"19\" = \"{}\"\n\"20\" = \"{}\"\n\"21\" = \"{}\"\n",
        questions[0], questions[1], questions[2]
    )
}

#[test]
fn a_move_that_happened_said_with_an_unknown_word_is_named() {
    flagged(&edited(
        DEMO,
        &[(D19, &D19.replace("неудачного первого", "удачного первого"))],
    ));
    flagged(&one_heap(
        "Известно, что Ваня выиграл своим первым ходом после удачного первого хода Пети. \
         Укажите минимальное значение S, когда такая ситуация возможна.",
    ));
    flagged(&one_heap(
        "Известно, что Ваня выиграл своим первым ходом после лучшего хода Пети. Укажите \
         минимальное значение S, когда такая ситуация возможна.",
    ));
    // Whatever Petya's move was: no move of his that happened.
    flagged(&one_heap(
        "Известно, что Ваня выиграл своим первым ходом после первого хода Пети, каким бы он ни \
         был. Укажите минимальное значение S, когда такая ситуация возможна.",
    ));
    // One move of Petya's alone, not some move of his.
    flagged(&one_heap(
        "Укажите минимальное значение S, при котором Ваня может выиграть своим первым ходом \
         только после одного из ходов Пети.",
    ));
}

#[test]
fn a_move_that_happened_in_known_words_is_still_read() {
    let demo = hand_answers(&format!(
        "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n{DEMO_QUESTIONS}"
    ));
    let (r, answers) = super::complete_answers(DEMO);
    assert_eq!(answers, demo, "{}", r.template());
    let q = demo_template([
        "min where some(code == 1)",
        "all where code == 2",
        "min where code == -2",
    ]);
    reads_right(
        &edited(
            DEMO,
            &[(D19, &D19.replace("неудачного первого", "первого"))],
        ),
        &q,
    );
    reads_right(
        &edited(
            DEMO,
            &[(
                D19,
                &D19.replace("неудачного первого", "первого неудачного"),
            )],
        ),
        &q,
    );
    reads_right(
        &edited(
            DEMO,
            &[(
                D19,
                "Известно, что Петя выиграл своим вторым ходом после неудачного первого хода \
                 Вани. Укажите минимальное значение S, когда такая ситуация возможна.",
            )],
        ),
        &demo_template([
            "min where some(some(code == 1))",
            "all where code == 2",
            "min where code == -2",
        ]),
    );
    // The move said before «после которого», and «сделанного» before its player.
    for said in [
        "Петя сделал неудачный первый ход, после которого Ваня выиграл своим первым ходом. \
         Укажите минимальное значение S, когда такая ситуация возможна.",
        "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода, \
         сделанного Петей. Укажите минимальное значение S, когда такая ситуация возможна.",
    ] {
        reads_right(&edited(DEMO, &[(D19, said)]), &q);
    }
    reads_right(
        &one_heap(
            "Известно, что Ваня выиграл своим первым ходом после неудачного хода Пети. Укажите \
             наибольшее значение S, когда такое возможно.",
        ),
        &one_heap_template(&["max where some(code == 1)"]),
    );
    reads_right(
        &one_heap(
            "Укажите минимальное значение S, при котором Петя выигрывает своим вторым ходом, если \
             Ваня ошибётся своим первым ходом.",
        ),
        &one_heap_template(&["min where some(some(code == 1))"]),
    );
}

#[test]
fn who_is_asked_of_is_read() {
    let d20 = "Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, причём \
               одновременно выполняются два условия:\n− Петя не может выиграть за один ход;\n− \
               Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.";
    reads_right(
        &edited(
            DEMO,
            &[(
                d20,
                "Найдите два таких значения S, при которых у Вани есть выигрышная стратегия, \
                 причём одновременно выполняются два условия:\n− Ваня не может выиграть за один \
                 ход;\n− Ваня может выиграть своим вторым ходом независимо от того, как будет \
                 ходить Петя.",
            )],
        ),
        &demo_template([
            "min where some(code == 1)",
            "all where code == -2",
            "min where code == -2",
        ]),
    );
    reads_right(
        &edited(
            DEMO,
            &[(
                D19,
                "Известно, что Петя выиграл своим первым ходом. Укажите минимальное значение S, \
                 когда такая ситуация возможна.",
            )],
        ),
        &demo_template([
            "min where code == 1",
            "all where code == 2",
            "min where code == -2",
        ]),
    );
    reads_right(
        &one_heap(
            "Укажите минимальное значение S, при котором второй игрок может выиграть своим первым \
             ходом при любой игре первого игрока.",
        ),
        &one_heap_template(&["min where code == -1"]),
    );
}

#[test]
fn what_is_asked_is_read_or_named() {
    let p20 = "Петя не может выиграть за один ход, но может выиграть своим вторым ходом при \
               любой игре Вани";
    for (question, query) in [
        (format!("Найдите все значения S, при которых {p20}. Запишите их в порядке убывания."), "all desc where code == 2"),
        (format!("Найдите сумму значений S, при которых {p20}."), "sum where code == 2"),
        (format!("Укажите два наибольших значения S, при которых {p20}."), "max 2 where code == 2"),
        (format!("Найдите нечётные значения S, при которых {p20}."), "all where code == 2 and odd(S)"),
        (
            format!("Укажите значение S, при котором {p20}. Если таких значений несколько, запишите в ответ их сумму."),
            "sum where code == 2",
        ),
        (
            "Укажите количество значений S, при которых Петя может выиграть своим третьим ходом \
             при любой игре Вани, но не может гарантированно выиграть первым или вторым ходом."
                .to_string(),
            "count where code == 3",
        ),
    ] {
        reads_right(&one_heap(&question), &one_heap_template(&[query]));
    }
    for question in [
        format!("Найдите второе по величине значение S, при котором {p20}."),
        format!("Найдите сумму минимального и максимального значений S, при которых {p20}."),
        format!("Найдите среднее арифметическое значений S, при которых {p20}."),
        "Укажите минимальное значение S, при котором ни один из игроков не имеет выигрышной \
         стратегии."
            .to_string(),
        "Укажите минимальное значение S, при котором Петя не может выиграть при любой игре Вани."
            .to_string(),
        "Укажите минимальное значение S, при котором Петя может гарантированно выиграть раньше \
         своего третьего хода."
            .to_string(),
    ] {
        flagged(&one_heap(&question));
    }
}

/// «Если ответов несколько, укажите наибольший.» (left flagged by the
/// probe): the answer's gender («ответ») reads as «наибольшее» does.
#[test]
fn the_answers_gender_in_if_several_is_read() {
    let q = "Найдите значение S, при котором Петя может выиграть своим первым ходом.";
    for (told, query) in [
        (
            "Если ответов несколько, укажите наименьший.",
            "min where code == 1",
        ),
        (
            "Если ответов несколько, укажите наибольший.",
            "max where code == 1",
        ),
        (
            "Если ответов несколько, запишите максимальный из них.",
            "max where code == 1",
        ),
    ] {
        let text = one_heap(&format!("{q} {told}"));
        reads_right(&text, &one_heap_template(&[query]));
    }
}
