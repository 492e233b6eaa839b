//! How a text is written rather than what it says (the adversarial round
//! redteam20): look-alike letters and digits, a number cut in two or given
//! a footnote's mark, an index on the unknown, markup, a site's labels and
//! a bound said in a question's words. Each is stated here on a game of
//! other words than the variants that showed it: read as the plain text is,
//! or flagged — never complete with another reading.

use crate::read::*;

/// One heap for Маша and Саша: +2 or ×3, the end at 60 or more, S from 1 to
/// 59; two questions.
const PLAIN: &str = "Два игрока, Маша и Саша, играют в следующую игру. Перед ними лежит куча \
    камней. Игроки ходят по очереди, первый ход делает Маша. За один ход игрок может добавить в \
    кучу два камня или увеличить количество камней в куче в три раза. Игра завершается, когда \
    количество камней в куче становится не менее 60. Победителем считается игрок, сделавший \
    последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 59.\n\
    Вопрос 1. Найдите наименьшее значение S, при котором Маша не может выиграть первым ходом, \
    но при любом ходе Маши Саша выигрывает своим первым ходом.\n\
    Вопрос 2. Найдите наибольшее значение S, при котором Маша может выиграть своим вторым ходом \
    при любой игре Саши и не может выиграть первым ходом.\n";

/// The template and the answers of a text read complete; `None` when it is
/// flagged.
fn reading(text: &str) -> Option<(String, Vec<String>)> {
    let r = read_text(text).remove(0);
    let out = r.solve();
    out.complete.then(|| {
        let answers = out.answers.into_iter().map(|a| a.answer).collect();
        (r.template(), answers)
    })
}

fn answers(text: &str) -> Option<Vec<String>> {
    reading(text).map(|(_, a)| a)
}

fn plain_answers() -> Vec<String> {
    answers(PLAIN).expect("the plain text is read")
}

/// Each `(from, to)` replaced in the plain text.
fn edited(pairs: &[(&str, &str)]) -> String {
    replaced_in(PLAIN, pairs)
}

#[test]
fn the_plain_game_reads() {
    assert_eq!(plain_answers(), ["18", "17"]);
}

/// Latin letters drawn like Cyrillic ones inside Russian words («Мaшa»,
/// «тpи», «втoрым») are the Cyrillic letters: the word that says a factor
/// or a move's number is read, not skipped.
#[test]
fn latin_twins_inside_russian_words_are_cyrillic() {
    for pairs in [
        &[("Маша", "Мaшa")][..],
        &[("в три раза", "в тpи рaзa")],
        &[("своим вторым", "cвоим втoрым")],
        &[("не может", "нe может")],
        &[("наименьшее", "нaименьшее"), ("камней", "кaмнeй")],
        // A digit drawn like a letter inside a word: «вт0рым», «ра3а».
        &[("вторым", "вт0рым"), ("раза", "ра3а")],
    ] {
        assert_eq!(answers(&edited(pairs)), Some(plain_answers()), "{pairs:?}");
    }
}

/// «1ОО», «6О», «5З», «l00»: letters drawn like digits inside a number are
/// the digits; a letter alone («З камня») stays a letter.
#[test]
fn letters_drawn_like_digits_inside_a_number_are_digits() {
    for pairs in [
        &[("не менее 60", "не менее 6О")][..],
        &[("не менее 60", "не менее 6O")],
        &[("1 ≤ S ≤ 59", "l ≤ S ≤ 59")],
    ] {
        assert_eq!(answers(&edited(pairs)), Some(plain_answers()), "{pairs:?}");
    }
    assert_eq!(
        normalize("S ≤ 1ОО, 5З камня, З камня"),
        "S ≤ 100, 53 камня, З камня"
    );
    // A thin space and a zero-width one between a number's groups.
    assert_eq!(normalize("не менее 2\u{2009}\u{200b}000"), "не менее 2000");
}

/// Fullwidth digits and signs («６０», «＜») are the ASCII ones.
#[test]
fn fullwidth_forms_are_ascii() {
    let text = edited(&[
        ("не менее 60", "не менее ６０"),
        ("1 ≤ S ≤ 59", "０ ＜ S ＜ ６０"),
    ]);
    assert_eq!(answers(&text), Some(plain_answers()));
}

/// A Cyrillic «С» for the unknown (everywhere, or in the range alone), and a
/// lower-case «с» between signs; the preposition «С» starting a sentence
/// and an initial stay.
#[test]
fn a_cyrillic_s_alone_is_the_unknown() {
    assert_eq!(answers(&PLAIN.replace('S', "С")), Some(plain_answers()));
    assert_eq!(answers(&PLAIN.replace('S', "Ѕ")), Some(plain_answers()));
    assert_eq!(
        answers(&edited(&[("1 ≤ S ≤ 59", "1 ≤ с ≤ 59")])),
        Some(plain_answers())
    );
    assert_eq!(
        normalize("С каждым ходом куча растёт. (С. Петров) – С камней"),
        "С каждым ходом куча растёт. (С. Петров) – S камней"
    );
    // A second initial, glued or spaced: an author's name in a title.
    assert_eq!(normalize("(Иванов Б.С.) – С"), "(Иванов Б.С.) – S");
    assert_eq!(normalize("(Иванов Б. С.) – С"), "(Иванов Б. С.) – S");
}

/// «1 ≤ S ≤ 5 9», «не менее 6 0», «не менее 60 (61)», «было 4 4 камня»: a
/// number cut in two or given another beside it — which one is meant is not
/// read, so the task is flagged; the same value said again in words is one.
#[test]
fn a_number_with_another_beside_it_is_not_read() {
    for pairs in [
        &[("1 ≤ S ≤ 59", "1 ≤ S ≤ 5 9")][..],
        &[("1 ≤ S ≤ 59", "1 ≤ S ≤ 59 1")],
        &[("1 ≤ S ≤ 59", "5 1 ≤ S ≤ 59")],
        &[("не менее 60", "не менее 6 0")],
        &[("не менее 60", "не менее 60 (61)")],
        &[("было S камней", "было 4 4 камня, во второй S камней")],
    ] {
        assert_eq!(answers(&edited(pairs)), None, "{pairs:?}");
    }
    let said_twice = edited(&[("не менее 60", "не менее 60 (шестидесяти)")]);
    assert_eq!(answers(&said_twice), Some(plain_answers()));
}

/// «S₀», «S<sub>0</sub>», «$S_0$»: the unknown at the start, indexed 0, is
/// the unknown; a number after the unknown before a sign («1 ≤ S0 ≤ 59») is
/// no open range; a superscript is no digit of the number before it.
#[test]
fn an_index_or_a_superscript_is_no_part_of_the_number() {
    assert_eq!(
        answers(&PLAIN.replace(" S ", " S₀ ")),
        Some(plain_answers())
    );
    assert_eq!(
        answers(&PLAIN.replace(" S ", " $S_0$ ")),
        Some(plain_answers())
    );
    let html = format!(
        "<p>{}</p>",
        PLAIN
            .replace("≤ S ≤", "≤ S<sub>0</sub> ≤")
            .replace('\n', "</p><p>")
    );
    assert_eq!(answers(&html), Some(plain_answers()));
    // Another index: «S_1» is a name of its own, none is read as S.
    assert_eq!(normalize("S_0 и S_1"), "S_0 и S_1");
    assert_eq!(answers(&edited(&[("1 ≤ S ≤ 59", "1 ≤ S0 ≤ 59")])), None);
    let sup = format!(
        "<p>{}</p>",
        PLAIN
            .replace("≤ 59.", "≤ 59<sup>2</sup>.")
            .replace('\n', "</p><p>")
    );
    assert_eq!(answers(&sup), None);
}

/// Markdown's escapes and emphasis, TeX's sizing and bold, the signs «≦»,
/// «\leqq»: the plain signs.
#[test]
fn markup_around_a_range_is_dropped() {
    for range in [
        "0 \\< S \\< 60",
        "1 ≤ _S_ ≤ 59",
        "$S \\in \\left[1;\\,59\\right]$",
        "$1 \\leqq \\mathbf{S} \\leqq 59$",
        "1 ≦ S ≦ \\textbf{59}",
        "S = 1–59",
        "S ∈ [1 – 59]",
    ] {
        let text = edited(&[("1 ≤ S ≤ 59", range)]);
        assert_eq!(answers(&text), Some(plain_answers()), "{range}");
    }
    assert_eq!(normalize("S_0, ____ и _не_"), "S, и не");
}

/// A site's labels copied after the last question are no words of it.
#[test]
fn a_sites_labels_after_the_questions_are_dropped() {
    let text = format!("{PLAIN}\nСообщить об ошибке\nПохожие задания\n");
    assert_eq!(answers(&text), Some(plain_answers()));
}

/// «Учтите, что S больше 20»: a question's bound on S said in words, which
/// is read as no range of its own, flags the question — never the task's
/// range answered. The same bound in signs is the question's range.
#[test]
fn a_questions_bound_in_words_is_flagged() {
    for note in ["Учтите, что S больше 20.", "Здесь S не меньше 19."] {
        let text = PLAIN.replace(
            "первым ходом.\nВопрос 2",
            &format!("первым ходом. {note}\nВопрос 2"),
        );
        assert_eq!(answers(&text), None, "{note}");
    }
    let text = PLAIN.replace(
        "первым ходом.\nВопрос 2",
        "первым ходом (S > 18).\nВопрос 2",
    );
    let got = answers(&text).expect("a range in signs is read");
    assert_ne!(got[0], "18");
}

/// A range of S in a sentence of its own after the last question (a note
/// in brackets or not: «(Значения S берите от 20 до 59.)») may bound every
/// answer or the last one's: flagged, not dropped as a title nor read as
/// the last question's range alone.
#[test]
fn a_range_noted_after_the_last_question_is_flagged() {
    for note in [
        "(Значения S берите от 20 до 59.)",
        "Значения S берите от 20 до 59.",
        "(Рассматривайте только S > 19.)",
    ] {
        let text = format!("{PLAIN}{note}\n");
        assert_eq!(answers(&text), None, "{note}");
    }
    // A title in brackets that names no unknown stays a title.
    let titled = format!("(Е. Джобс)\n{PLAIN}");
    assert_eq!(answers(&titled), Some(plain_answers()));
}

/// A page's running head printed where a page broke a task (a line printed
/// again and again, no stop at its end, a page's number beside it) is no
/// words of the task: the task is one, its questions its own.
#[test]
fn a_running_head_between_a_tasks_parts_is_dropped() {
    let head = "Математика и информатика. Пробный экзамен, вариант 7";
    let (rules, questions) = PLAIN.split_once("Вопрос 1.").expect("two parts");
    let text = format!("{head}\n1\n\n{rules}\n\n{head}\n2\n\nВопрос 1.{questions}");
    let tasks = read_text(&text);
    assert_eq!(tasks.len(), 1);
    assert_eq!(answers(&text), Some(plain_answers()));
}

/// «Вопросы те же, что и к задаче 1»: the first task's questions asked of
/// this one.
#[test]
fn questions_the_same_as_a_named_tasks_are_its_questions() {
    let second = PLAIN
        .split_once("Вопрос 1.")
        .expect("two parts")
        .0
        .replace("не менее 60", "не менее 61")
        .replace("1 ≤ S ≤ 59", "1 ≤ S ≤ 60");
    let text =
        format!("Задача 1.\n{PLAIN}\nЗадача 2.\n{second}\nВопросы те же, что и к задаче 1.\n");
    let tasks = read_text(&text);
    assert_eq!(tasks.len(), 2);
    for r in tasks {
        let out = r.solve();
        assert!(out.complete, "{}", r.template());
        assert_eq!(out.answers.len(), 2);
    }
}
