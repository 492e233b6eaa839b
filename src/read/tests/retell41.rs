//! The round retell41: a teacher's retold questions — the count asked in
//! any form of «сколько», «при каком S» for one value, «все S» and «при
//! каких S» for all of them. Each test states its rule in other words and
//! numbers than the probe's.

use crate::read::answer_form::report;
use crate::read::read_text;

/// The answer form the words ask for, or `None` when none is read.
fn form(question: &str) -> Option<String> {
    report(question).ok().map(|(r, _)| r)
}

/// «Для скольких значений S …», «При скольких S …», «Сколько есть S …»:
/// a count, in any form of «сколько» — never the values themselves, and a
/// form of it no count phrase holds is not read.
#[test]
fn a_count_asked_in_any_form_of_how_many() {
    for q in [
        "Для скольких значений S Ваня побеждает своим первым ходом при любой игре Пети?",
        "При скольких значениях S у Пети есть стратегия, позволяющая выиграть вторым ходом?",
        "Сколько есть S, для которых Ваня выигрывает первым ходом?",
    ] {
        assert_eq!(form(q).as_deref(), Some("count"), "{q}");
    }
    // «скольким» / «сколькими» with no count phrase: not read as the values.
    for q in [
        "Скольким значениям S соответствуют позиции, в которых выигрывает Ваня?",
        "Сколькими значениями S можно обойтись, чтобы Петя выиграл вторым ходом?",
    ] {
        assert_eq!(form(q), None, "{q}");
    }
}

/// «При каком S …?» asks one value as «При каком значении S …?» does;
/// «При каком наименьшем S …?» keeps the least.
#[test]
fn one_value_asked_by_at_which_s() {
    assert_eq!(
        form("При каком S Петя выиграет вторым ходом при любой игре Вани?").as_deref(),
        Some("value")
    );
    assert_eq!(
        form("При каком наибольшем S Ваня побеждает первым ходом?").as_deref(),
        Some("max")
    );
}

/// «Назовите все S …», «Укажите все такие S …», «При каких S …?»: all the
/// values, as «все значения S» asks; a least asked beside keeps the least.
#[test]
fn all_values_asked_by_all_s() {
    for q in [
        "Назовите все S, для которых Ваня побеждает первым ходом.",
        "Укажите все такие S, когда Петя выигрывает вторым ходом.",
        "При каких S Петя выигрывает своим вторым ходом при любой игре Вани?",
    ] {
        assert_eq!(form(q).as_deref(), Some("all"), "{q}");
    }
    assert_eq!(
        form("При каких S Ваня выигрывает первым ходом? Укажите наименьшее из них.").as_deref(),
        Some("min")
    );
}

/// A whole retold task with these questions reads complete with the
/// answers of the same task asked in the usual words.
#[test]
fn a_task_with_retold_questions_reads_as_the_usual_one() {
    let game = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча из S \
                камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
                добавить в кучу два камня или увеличить количество камней в куче в два раза. \
                Игра завершается, когда в куче становится не менее 51 камня. Победителем \
                считается игрок, сделавший последний ход. Известно, что 1 ≤ S ≤ 50.";
    let usual = format!(
        "{game}\n1. Найдите количество значений S, при которых Ваня выигрывает своим первым \
         ходом при любой игре Пети.\n2. Найдите все значения S, при которых Петя выигрывает \
         своим вторым ходом при любой игре Вани, но не может выиграть первым ходом."
    );
    let retold = format!(
        "{game}\n1. Для скольких значений S Ваня выигрывает своим первым ходом при любой игре \
         Пети?\n2. При каких S Петя выигрывает своим вторым ходом при любой игре Вани, но не \
         может выиграть первым ходом?"
    );
    let (_, want) = super::complete_answers(&usual);
    let (_, got) = super::complete_answers(&retold);
    assert_eq!(got, want);
}

/// «докинуть в кучу N камней» adds as «добавить» does; «вынуть из кучи N
/// камней» takes away as «убрать» does («вынужден» is no move).
#[test]
fn colloquial_verbs_of_adding_and_taking() {
    let game = |moves: &str, end: &str, s: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча из S \
             камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
             {moves}. {end} Победителем считается игрок, сделавший последний ход. {s}\n\
             Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает своим \
             первым ходом при любой игре Пети."
        )
    };
    let grow = "Игра завершается, когда в куче становится не менее 61 камня.";
    let (_, want) = super::complete_answers(&game(
        "добавить в кучу три камня или увеличить количество камней в куче в два раза",
        grow,
        "Известно, что 1 ≤ S ≤ 60.",
    ));
    let (_, got) = super::complete_answers(&game(
        "докинуть в кучу три камня или увеличить количество камней в куче в два раза",
        grow,
        "Известно, что 1 ≤ S ≤ 60.",
    ));
    assert_eq!(got, want);
    let shrink = "Игра завершается, когда в куче остаётся не более 12 камней.";
    let (_, want) = super::complete_answers(&game(
        "убрать из кучи один камень или убрать из кучи четыре камня",
        shrink,
        "Известно, что S ≥ 13.",
    ));
    let (_, got) = super::complete_answers(&game(
        "вынуть из кучи один камень или вынуть из кучи четыре камня",
        shrink,
        "Известно, что S ≥ 13.",
    ));
    assert_eq!(got, want);
}

/// «Кто первым доведёт кучу до N камней или больше, тот и победил.»: the
/// end and the winner in one sentence, as «Побеждает тот, кто первым
/// получит в куче N или больше камней»; with no comparison («до N
/// камней») or a loss in another tense it stays unread.
#[test]
fn the_first_to_bring_the_heap_to_the_end_wins() {
    let game = |end: &str| {
        format!(
            "Петя и Ваня играют в игру с камнями. Первым ходит Петя, ходы делаются по \
             очереди. Перед ними лежит куча из S камней. За один ход можно добавить в кучу \
             два камня или увеличить количество камней в куче в три раза. {end} Известно, \
             что 1 ≤ S ≤ 52.\n\
             Найдите минимальное значение S, при котором Ваня выигрывает своим первым ходом \
             при любой игре Пети."
        )
    };
    let (_, want) = super::complete_answers(&game(
        "Побеждает тот, кто первым получит в куче 53 или больше камней.",
    ));
    let (_, got) = super::complete_answers(&game(
        "Кто первым доведёт кучу до 53 камней или больше, тот и победил.",
    ));
    assert_eq!(got, want);
    for end in [
        "Кто первым доведёт кучу до 53 камней, тот и победил.",
        "Кто первым доведёт кучу до 53 камней или больше, тот проиграл.",
    ] {
        let r = read_text(&game(end)).remove(0);
        assert!(!r.solve().complete, "{end}");
    }
}
