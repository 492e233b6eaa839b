//! Probe audit76 (documents: real texts joined into one document as
//! collections number them): 46 documents of two to four tasks each, made of
//! 16 real texts of the fixtures (one, two and three heaps; adding,
//! subtracting, dividing, an overshoot, a product, «столько, сколько в
//! другой куче», a ban on repeating a move), numbered «1.», «№ 1», «Задача
//! 1», «Задача №1», «1)», «Задания 19–21 (1)», «Вариант 3. Задание 19», a
//! kompege number, a title line, joined with blank lines or none, «***»,
//! «---», a source line before or after each task, a solution after each,
//! answers after each or at the end, a worksheet's grading line, page
//! furniture, a shared block of questions. Main (m69a): 32 right, 14
//! flagged, 0 WRONG; now 43 right, 3 flagged, 0 WRONG.
//!
//! Misread (flagged, never wrong): a long source line in brackets after a
//! task's last question («(ЕГЭ-2025, досрочный период, резервный день)»),
//! on the next line or on the same one, was read as the question's words
//! and the question named unread (shorter ones read); one joined to a
//! question with no stop of its own («… когда такая ситуация возможна» +
//! «(СтатГрад, 24.10.2024)», the next task's source) likewise; one between
//! a game's rules and its questions was named as a rule not read; and a
//! worksheet's grading line («Оценка: «5» — 3 верных ответа, «4» — 2 …»)
//! after the last question was read as the question's words. Now a source's
//! line (document/source_line.rs: wholly in brackets, words of
//! `document.source_words` and numbers, or an author with initials) is
//! dropped there, and «оценка» is a grading word of the answer sheet.

use super::{alone, hand_answers, read_all, DEMO, DEMO_QUESTIONS};

const ONE_HEAP: &str = include_str!("../../../tests/fixtures/read/held-out-4/kompege-23759.txt");
const NO_STOP: &str = include_str!("../../../tests/fixtures/read/held-out/dzen-demo2021-19.txt");
const SOURCE: &str = "(ЕГЭ-2025, досрочный период, резервный день)";
const GRADING: &str = "Оценка: «5» — 3 верных ответа, «4» — 2 верных ответа, «3» — 1 верный ответ.";

/// The one-heap task without the site's number line over it.
fn one_heap() -> &'static str {
    ONE_HEAP
        .split_once('\n')
        .map_or(ONE_HEAP, |(_, rest)| rest)
        .trim()
}

/// Both texts alone, read as the hand templates say.
fn alone_right() -> Vec<(bool, Vec<String>)> {
    let want = alone(&[DEMO, one_heap()]);
    assert_eq!(
        want[0].1,
        hand_answers(&format!(
            "start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n{DEMO_QUESTIONS}"
        ))
    );
    assert_eq!(
        want[1].1,
        hand_answers(
            "start = \"S\"\ns = \"31..\"\nmoves = \"-3 -5 /4\"\nend = \"sum <= 30\"\nquestions = \
             [\"19=min where code == -1\", \"20=min 2 where code == 2\", \"21=min where code == -2\"]\n"
        )
    );
    want
}

#[test]
fn a_long_source_line_after_the_last_question_is_no_words_of_it() {
    let want = alone_right();
    let (a, b) = (DEMO.trim(), one_heap());
    for text in [
        format!("1.\n{a}\n{SOURCE}\n\n2.\n{b}\n{SOURCE}\n"),
        format!("1. {a} {SOURCE}\n2. {b} {SOURCE}\n"),
        format!("{a}\n{SOURCE}\n***\n{b}\n{SOURCE}\n"),
        format!("Задача 1\n{a}\n(Демоверсия 2021)\n\nЗадача 2\n{b}\n(А. Кабанов)\n"),
    ] {
        assert_eq!(read_all(&text), want, "{text}");
    }
}

#[test]
fn a_source_line_between_the_rules_and_the_questions_is_no_rule() {
    let want = alone_right();
    let b = one_heap().replacen("Будем говорить", &format!("{SOURCE}\nБудем говорить"), 1);
    let text = format!("1. {}\n\n2. {b}\n", DEMO.trim());
    assert_eq!(read_all(&text), want, "{text}");
}

/// A question with no stop of its own («… когда такая ситуация возможна»),
/// the next task's source on the line after it: the source joined to the
/// question is dropped from it.
#[test]
fn a_source_joined_to_a_question_with_no_stop_is_dropped() {
    let q = NO_STOP.trim();
    assert!(!q.ends_with('.'));
    let want = alone(&[q, one_heap()]);
    for text in [
        format!("№ 1\n{q}\n(СтатГрад, 24.10.2024)\n№ 2\n{}\n", one_heap()),
        format!("1. {q} {SOURCE}\n2. {}\n", one_heap()),
    ] {
        assert_eq!(read_all(&text), want, "{text}");
    }
}

#[test]
fn a_worksheets_grading_line_after_the_last_question_is_dropped() {
    let want = alone_right();
    let (a, b) = (DEMO.trim(), one_heap());
    for text in [
        format!("Задача 1\n{a}\n{GRADING}\n\nЗадача 2\n{b}\n{GRADING}\n"),
        format!("1. {a} {GRADING}\n\n2. {b} {GRADING}\n"),
        format!("1. {a}\n{SOURCE}\n{GRADING}\n\n2. {b}\n{SOURCE}\n{GRADING}\n"),
    ] {
        assert_eq!(read_all(&text), want, "{text}");
    }
}
