//! The start, the range of S and the questions' own starts (the adversarial
//! round redteam27): a question's tuple said to be a position is its own
//! start (one said with no such word is flagged); each heap's value said
//! before its heap word («7 камней в первой куче»); every bound said of the
//! unknown holds at once; «по S камней в каждой куче»; a task with no start
//! whose every question states its own. Stated on games of other words than
//! the variants that showed them; each reading is checked against the same
//! game said in the plainest words.

use crate::read::*;

/// Two heaps for Оля and Коля: add two stones to a heap or triple it, the
/// end at a total of 60 or more; `start` is the start's sentence, then
/// `questions` («Вопрос 1. …»).
fn two_heaps(start: &str, questions: &str) -> String {
    heaps_game(("две", "двух", 60), start, questions)
}

/// The same game with three heaps, the end at 45 or more.
fn three_heaps(start: &str, questions: &str) -> String {
    heaps_game(("три", "трёх", 45), start, questions)
}

/// The game of [`two_heaps`] with `heaps` heaps (their count said, «в
/// трёх кучах» said, the end's total).
fn heaps_game(heaps: (&str, &str, u32), start: &str, questions: &str) -> String {
    let (count, in_all, end) = heaps;
    format!(
        "Оля и Коля играют в игру. Перед ними лежат {count} кучи камней. Игроки ходят по очереди, \
         первый ход делает Оля. За один ход игрок может добавить в любую кучу два камня или \
         утроить количество камней в любой куче. Игра заканчивается, когда в {in_all} кучах вместе \
         оказывается {end} камней или больше. Выигрывает тот, кто сделал последний ход. {start}\n\
         {questions}"
    )
}

const FIRST: &str = "Найдите наименьшее S, при котором Оля выигрывает первым ходом.";
const SECOND: &str = "Найдите наименьшее S, при котором Оля не может выиграть первым ходом, но \
                      выигрывает своим вторым ходом при любом ходе Коли.";

/// The answers of a text read complete; `None` when it is flagged.
fn answers(text: &str) -> Option<Vec<String>> {
    let out = read_text(text).remove(0).solve();
    out.complete
        .then(|| out.answers.into_iter().map(|a| a.answer).collect())
}

/// Two questions, `first` and `second` put before the two asks.
fn asked(first: &str, second: &str) -> String {
    format!("Вопрос 1. {first}{FIRST}\nВопрос 2. {second}{SECOND}\n")
}

const PLAIN_START: &str = "В начале в первой куче 4 камня, во второй S камней, 1 ≤ S ≤ 55.";

/// The answers of the plain game started at `start` (words), both asked.
fn plain(start: &str) -> Vec<String> {
    answers(&two_heaps(start, &asked("", ""))).expect("the plain start is read")
}

/// «Рассмотрим партию из позиции (S, 9)»: a question's tuple said to be a
/// position is the question's own start, whatever word says so; the answer
/// is that game's, not the task's. A tuple said with no word of a position
/// is a start not read: flagged, never the task's start answered.
#[test]
fn a_position_a_question_names_is_its_own_start() {
    let own = asked("Рассмотрим партию из позиции (S, 9), 1 ≤ S ≤ 50. ", "");
    let got = answers(&two_heaps(PLAIN_START, &own)).expect("read");
    let alone = plain("В начале в первой куче S камней, во второй 9 камней, 1 ≤ S ≤ 50.");
    let task = plain(PLAIN_START);
    assert_eq!(got[0], alone[0]);
    assert_eq!(got[1], task[1]);
    assert_ne!(
        alone[0], task[0],
        "the two games must differ for the test to say anything"
    );
    let bare = asked("Для (S, 9), 1 ≤ S ≤ 50, ", "");
    assert_eq!(answers(&two_heaps(PLAIN_START, &bare)), None);
}

/// «Сначала было 4 камня в первой куче и S камней во второй куче»: each
/// heap's value said before its heap word, in either order of the heaps;
/// the order changing mid-sentence is not read.
#[test]
fn values_said_before_their_heaps_are_theirs() {
    let task = plain(PLAIN_START);
    for start in [
        "В начале было 4 камня в первой куче и S камней во второй куче, 1 ≤ S ≤ 55.",
        "В начале было S камней во второй куче и 4 камня в первой куче, 1 ≤ S ≤ 55.",
        "В начале было 4 камня в первой куче, S камней во второй; 1 ≤ S ≤ 55.",
    ] {
        assert_eq!(plain(start), task, "{start}");
    }
    let swapped = plain("В начале в первой куче S камней, во второй 4 камня, 1 ≤ S ≤ 55.");
    assert_eq!(
        plain("В начале было S камней в первой куче и 4 камня во второй куче, 1 ≤ S ≤ 55."),
        swapped
    );
    let mixed = "В начале было 4 камня в первой куче, а во второй – S камней, 1 ≤ S ≤ 55.";
    assert_eq!(answers(&two_heaps(mixed, &asked("", ""))), None);
}

/// «S < 50, S > 9»: every bound said of the unknown holds (was the first
/// alone: 1..49).
#[test]
fn every_bound_said_of_the_unknown_holds() {
    assert_eq!(
        start::unknown_range("S < 50, S > 9", 'S').as_deref(),
        Some("10..49")
    );
    assert_eq!(
        start::unknown_range("S ≥ 5; 1 ≤ S ≤ 40", 'S').as_deref(),
        Some("5..40")
    );
    assert_eq!(start::unknown_range("S > 40, S < 20", 'S'), None);
    let tight = plain("В начале в первой куче 4 камня, во второй S камней, S ≤ 55, S ≥ 12.");
    assert_eq!(
        tight,
        plain("В начале в первой куче 4 камня, во второй S камней, 12 ≤ S ≤ 55.")
    );
}

/// «в куче было 1 ≤ S ≤ 99»: the heap holds S (was read `1S`); «во второй –
/// 2S, 1 ≤ S ≤ 20» is «2 s 1 s 20» in words, like a range: not read.
#[test]
fn a_range_after_a_heap_is_no_factor() {
    let ws = tokens::words("В начальный момент в первой куче 4 камня, во второй 2S, 1 ≤ S ≤ 20.");
    let s = "В начальный момент в первой куче 4 камня, во второй 2S, 1 ≤ S ≤ 20.";
    assert!(start::start(s, &ws).is_none_or(|f| !f.keys.iter().any(|(k, _)| *k == "start")));
    let s = "В начальный момент в куче было 1 ≤ S ≤ 99.";
    let found = start::start(s, &tokens::words(s)).expect("a start");
    assert!(
        found.keys.contains(&("start", "S".to_string())),
        "{:?}",
        found.keys
    );
}

/// «в обеих кучах по S камней», «в каждой куче по S»: S in each of the
/// game's heaps; «обеих» in a game of three heaps is not read.
#[test]
fn one_value_for_each_heap() {
    let same = plain("В начале в первой куче S камней, во второй S камней, 1 ≤ S ≤ 29.");
    for start in [
        "В начале в обеих кучах было по S камней, 1 ≤ S ≤ 29.",
        "В начале в каждой куче лежало по S камней, 1 ≤ S ≤ 29.",
    ] {
        assert_eq!(plain(start), same, "{start}");
    }
    let three = |start: &str| answers(&three_heaps(start, &asked("", "")));
    assert_eq!(
        three("В начале в каждой куче по S камней, 1 ≤ S ≤ 14."),
        three("Начальная позиция (S, S, S), 1 ≤ S ≤ 14.")
    );
    assert!(three("Начальная позиция (S, S, S), 1 ≤ S ≤ 14.").is_some());
    assert_eq!(
        three("В начале в обеих кучах по S камней, 1 ≤ S ≤ 14."),
        None
    );
    // A question's own: each heap of its game.
    let own = asked("", "Пусть в начале в каждой куче по S камней, 1 ≤ S ≤ 29. ");
    let got = answers(&two_heaps(PLAIN_START, &own)).expect("read");
    assert_eq!(got[1], same[1]);
}

/// A task that states no start, each question its own («Для партии с
/// начальной позицией (4, S) …»): each answered from its own game, the
/// template stating no start of the task's. A question that states none is
/// flagged (the task's start is missing).
#[test]
fn a_task_with_no_start_answers_each_question_from_its_own() {
    let questions = asked(
        "Для партии с начальной позицией (4, S), 1 ≤ S ≤ 55, ",
        "Пусть в начале в первой куче S камней, во второй 9 камней, 1 ≤ S ≤ 50. ",
    );
    let r = read_text(&two_heaps("", &questions)).remove(0);
    let out = r.solve();
    assert!(out.complete, "{:?}", out.notes);
    let got: Vec<String> = out.answers.into_iter().map(|a| a.answer).collect();
    let other = plain("В начале в первой куче S камней, во второй 9 камней, 1 ≤ S ≤ 50.");
    assert_eq!(got, vec![plain(PLAIN_START)[0].clone(), other[1].clone()]);
    assert!(!r.template().lines().any(|l| l.starts_with("start")));
    let one_without = asked("Для партии с начальной позицией (4, S), 1 ≤ S ≤ 55, ", "");
    assert_eq!(answers(&two_heaps("", &one_without)), None);
    // Three heaps in the game, two in the question's start: not read.
    let three = asked(
        "Для партии с начальной позицией (4, S), 1 ≤ S ≤ 40, ",
        "Для партии с начальной позицией (4, S), 1 ≤ S ≤ 40, ",
    );
    assert_eq!(answers(&three_heaps("", &three)), None);
}

/// «Пусть в начале в первой куче 9 камней»: a question that gives a heap
/// another count of stones than the task's start, with no start of its
/// own read, is flagged (was answered for the task's start); the same count
/// said again is no change.
#[test]
fn a_heap_a_question_recounts_is_a_start_not_read() {
    for changed in [
        "Пусть в начале в первой куче 9 камней. ",
        "Пусть теперь 9 камней в первой куче. ",
        "Для партии, в которой во второй куче 12 камней, ",
    ] {
        let text = two_heaps(PLAIN_START, &asked(changed, ""));
        assert_eq!(answers(&text), None, "{changed}");
    }
    let keys = [
        Key {
            name: "start",
            value: "4, S".into(),
            words: String::new(),
        },
        Key {
            name: "s",
            value: "1..55".into(),
            words: String::new(),
        },
    ];
    let own = |q: &str| start::own_start(q, &tokens::words(q), &keys, Some(2));
    assert_eq!(own("Пусть в первой куче 4 камня, найдите S."), None);
    assert_eq!(
        own("Пусть в первой куче 5 камней, найдите S."),
        Some(Err(()))
    );
}

/// «Сколько существует пар (S; K), …»: the unknowns named in brackets are
/// no position (a tuple with no word of a position is otherwise flagged).
#[test]
fn the_unknowns_named_in_brackets_are_no_start() {
    let keys = [
        Key {
            name: "start",
            value: "K, S".into(),
            words: String::new(),
        },
        Key {
            name: "s",
            value: "1..30".into(),
            words: String::new(),
        },
    ];
    let own = |q: &str| start::own_start(q, &tokens::words(q), &keys, Some(2));
    assert_eq!(
        own("Сколько существует пар (S; K), таких что Оля выигрывает?"),
        None
    );
    assert_eq!(
        own("Сколько существует пар (K, S), таких что Оля выигрывает?"),
        None
    );
    assert_eq!(
        own("Сколько значений S для (S, S), таких что Оля выигрывает?"),
        Some(Err(()))
    );
}
