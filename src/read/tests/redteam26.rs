//! The end, the winner and restrictions (the adversarial round redteam26):
//! which heaps a count is of. «Одна из куч содержит …» is any one heap as
//! «в одной из куч» is; «ни в одной из куч не …» negates the heaps, a
//! count of some of three heaps («в двух из трёх куч», «суммарно в первой
//! и второй кучах», «кроме первой») is no total, a count said by a factor
//! («вдвое меньше 20») is no plain comparison: those are not read, never
//! read as another count. Stated on games of other words than the variants
//! that showed them.

use crate::read::end::end;
use crate::read::require::require;
use crate::read::tokens::words;
use crate::read::*;

fn end_of(s: &str, heaps: usize) -> Option<String> {
    end(&words(s), heaps)
}

/// Two heaps for Оля and Коля, each taken down by one stone or by a
/// third; the end given; the first heap 40, the second S.
fn two_heaps_down(end_said: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними лежат две кучи камней. Игроки ходят по очереди, первый \
         ход делает Оля. Игрок может убрать из любой кучи один камень или уменьшить число камней в \
         ней в три раза (с округлением вниз). {end_said} Выигрывает тот, кто сделал последний ход. \
         В начале в первой куче 40 камней, во второй S камней, 13 ≤ S ≤ 90.\n\
         Вопрос 1. Найдите наименьшее S, при котором Оля выигрывает первым ходом.\n"
    )
}

fn read_end(text: &str) -> (bool, Option<String>) {
    let r = read_text(text).remove(0);
    let complete = r.solve().complete;
    let end = r
        .keys
        .iter()
        .find(|k| k.name == "end")
        .map(|k| k.value.clone());
    (complete, end)
}

/// «одна из куч», «любая из куч» as the subject, not only «в одной из
/// куч»: any one heap (read the sum before: complete and wrong).
#[test]
fn one_heap_said_as_the_subject_is_any_heap() {
    for (s, heaps, want) in [
        (
            "Партия кончается, как только одна из куч содержит 12 камней или меньше.",
            2,
            "min <= 12",
        ),
        (
            "Игра заканчивается, когда любая из куч содержит меньше 7 камней.",
            3,
            "min < 7",
        ),
        (
            "Игра заканчивается, когда одна из куч содержит более 50 камней.",
            2,
            "max > 50",
        ),
        (
            "Игра заканчивается, когда одну из куч доводят до 50 камней или больше.",
            2,
            "max >= 50",
        ),
        (
            "Игра заканчивается, когда каждая из куч содержит не больше 12 камней.",
            2,
            "max <= 12",
        ),
    ] {
        assert_eq!(end_of(s, heaps).as_deref(), Some(want), "{s}");
    }
    let (complete, end) = read_end(&two_heaps_down(
        "Партия кончается, как только одна из куч содержит 12 камней или меньше.",
    ));
    assert!(complete);
    assert_eq!(end.as_deref(), Some("min <= 12"));
    // A heap of two not said which («куча содержит»): not read, never the
    // total.
    assert_eq!(
        end_of(
            "Игра заканчивается, когда куча содержит не больше 12 камней.",
            2
        ),
        None
    );
    assert!(
        !read_end(&two_heaps_down(
            "Игра заканчивается, когда куча содержит не больше 12 камней."
        ))
        .0
    );
}

/// «ни в одной из куч не остаётся больше 12» is every heap at most 12: a
/// negation of the heaps, not read (read `max > 12` before).
#[test]
fn no_heap_negated_is_not_read() {
    for s in [
        "Партия кончается, когда ни в одной из куч не остаётся больше 12 камней.",
        "Игра заканчивается, когда ни одна куча не содержит более 12 камней.",
    ] {
        assert_eq!(end_of(s, 2), None, "{s}");
        assert!(!read_end(&two_heaps_down(s)).0, "{s}");
    }
    let s = "Нельзя делать ход, после которого ни в одной куче не останется меньше 3 камней.";
    assert_eq!(require(s, &words(s), 2), Some(Err(())));
}

/// A count by a factor: «вдвое меньше 30», «втрое больше 10» is no plain
/// comparison with the number (read `min < 30` before).
#[test]
fn a_count_said_by_a_factor_is_not_read() {
    for (s, heaps) in [
        (
            "Партия кончается, когда в одной из куч становится вдвое меньше 30 камней.",
            2,
        ),
        (
            "Игра заканчивается, когда в куче становится втрое больше 10 камней.",
            1,
        ),
    ] {
        assert_eq!(end_of(s, heaps), None, "{s}");
    }
}

/// Of three heaps, a count of some of them — «в двух из трёх куч»,
/// «суммарно в первой и второй кучах», «в кучах, кроме первой», «хотя бы
/// в двух кучах» — is no total and no one heap (read `sum` or `max`
/// before); «в одной из трёх куч», «в каждой из трёх куч», the total of
/// all three are read.
#[test]
fn a_count_of_some_of_the_heaps_is_not_read() {
    for (s, heaps) in [
        ("Партия кончается, когда в двух из трёх куч оказывается не меньше 15 камней.", 3),
        ("Игра заканчивается, когда вместе во второй и третьей кучах оказывается больше 33 камней.", 3),
        ("Игра заканчивается, когда общее число камней в кучах, кроме третьей, больше 33.", 3),
        ("Игра заканчивается, когда в двух кучах оказывается не меньше 33 камней.", 3),
        ("Игра заканчивается, когда хотя бы в двух кучах оказывается не меньше 15 камней.", 2),
        ("Игра заканчивается, когда суммарно в любых двух кучах оказывается больше 33 камней.", 3),
    ] {
        assert_eq!(end_of(s, heaps), None, "{s}");
    }
    for (s, heaps, want) in [
        ("Партия кончается, когда хотя бы в одной из трёх куч оказывается не меньше 15 камней.", 3, "max >= 15"),
        ("Партия кончается, когда в одной из двух куч оказывается не меньше 15 камней.", 2, "max >= 15"),
        ("Игра заканчивается, когда в каждой из трёх куч оказывается больше 9 камней.", 3, "min > 9"),
        ("Игра заканчивается, когда вместе в трёх кучах оказывается больше 33 камней.", 3, "sum > 33"),
        ("Игра заканчивается, когда вместе в первой и второй кучах оказывается больше 33 камней.", 2, "sum > 33"),
    ] {
        assert_eq!(end_of(s, heaps).as_deref(), Some(want), "{s}");
    }
    // A restriction of some of three heaps alike.
    let s = "Нельзя делать ход, после которого в двух из трёх куч окажется больше 20 камней.";
    assert_eq!(require(s, &words(s), 3), Some(Err(())));
}

/// The end's heaps are its own words', the overshoot's its condition's:
/// «Игрок, после хода которого в одной из куч …, проигрывает, если
/// суммарно …» ends on one heap and hands the win over by the total (read
/// the total for both before), and the other way round.
#[test]
fn an_end_and_its_condition_count_their_own_heaps() {
    let s = "Игрок, после хода которого в любой из куч становится больше 30 камней, проигрывает, если в обеих кучах вместе больше 45 камней, и выигрывает в противном случае.";
    assert_eq!(end_of(s, 2).as_deref(), Some("max > 30"));
    let w = rules::winner(&words(s)).map(|f| f.keys);
    assert_eq!(w, Some(vec![("winner", "sum <= 45".to_string())]));
    // The other way round: the end the total, the condition one heap
    // (never the total).
    let s = "Игрок, после хода которого в обеих кучах вместе становится больше 45 камней, проигрывает, если в любой из куч больше 30 камней, и выигрывает в противном случае.";
    assert_eq!(end_of(s, 2).as_deref(), Some("sum > 45"));
    let w = rules::winner(&words(s)).map(|f| f.keys);
    assert_eq!(w, Some(vec![("winner", "max <= 30".to_string())]));
}

/// A loss said of the opponent in the overshoot («…, то проигрывает
/// соперник того, кто сделал последний ход»): not read (read as the
/// mover's loss before, the condition turned the wrong way).
#[test]
fn a_loss_of_the_opponent_is_not_read() {
    for s in [
        "Если после хода в кучах оказалось меньше 90 камней, то проигрывает соперник того, кто сделал этот ход.",
        "Если при этом камней в куче стало не больше 90, проигрывает его противник.",
    ] {
        let w = rules::winner(&words(s)).expect("a winner's sentence");
        assert!(w.keys.is_empty() && !w.unread.is_empty(), "{s}: {w:?}");
    }
}

/// «в двух кучах не останется камней» of three heaps, «в кучах, кроме
/// третьей, …»: some heaps emptied, not all (read `sum <= 0` before).
#[test]
fn some_heaps_emptied_are_not_all_heaps() {
    for s in [
        "Партия кончается, когда в двух кучах не останется ни одного камня.",
        "Партия кончается, когда в кучах, кроме третьей, не останется камней.",
    ] {
        assert_eq!(end_of(s, 3), None, "{s}");
    }
    let s = "Партия кончается, когда в трёх кучах не останется ни одного камня.";
    assert_eq!(end_of(s, 3).as_deref(), Some("sum <= 0"));
}

/// An overshoot on one heap or on each heap reads as an end does, turned
/// by its comparison («хотя бы в одной из куч больше 30» is the largest
/// heap, «в любой из куч меньше 4» the least); a heap not said which is
/// the total as before; the heaps negated, some of three, a factor: not
/// read (the total before: «ни в одной из куч …» read `sum`).
#[test]
fn an_overshoot_counts_its_heaps_as_an_end_does() {
    let w = |s: &str, heaps: usize| {
        rules::winner_of(&words(s), heaps).map(|f| (f.keys, f.unread.is_empty()))
    };
    for (s, heaps, want) in [
        (
            "Если после этого хотя бы в одной из куч больше 30 камней, то выигрывает соперник.",
            2,
            "max <= 30",
        ),
        (
            "Если после этого в любой из куч осталось меньше 4 камней, то выигрывает соперник.",
            3,
            "min >= 4",
        ),
        (
            "Если после этого в каждой куче не меньше 30 камней, то выигрывает соперник.",
            2,
            "min < 30",
        ),
        (
            "Если после этого во второй куче больше 30 камней, то выигрывает соперник.",
            2,
            "h2 <= 30",
        ),
        (
            "Если после этого в куче больше 90 камней, то выигрывает соперник.",
            1,
            "sum <= 90",
        ),
    ] {
        assert_eq!(
            w(s, heaps),
            Some((vec![("winner", want.to_string())], true)),
            "{s}"
        );
    }
    for (s, heaps) in [
        ("Если после этого ни в одной из куч не оказалось больше 30 камней, то выигрывает соперник.", 2),
        ("Если после этого в двух из трёх куч больше 30 камней, то выигрывает соперник.", 3),
        ("Если после этого в кучах, кроме первой, больше 30 камней, то выигрывает соперник.", 3),
    ] {
        let (keys, read) = w(s, heaps).expect("a winner's sentence");
        assert!(keys.is_empty() && !read, "{s}");
    }
}

/// A restriction of one comparison in any word order: «не меньше 12»,
/// «12 или больше», «не превышает 12», of one heap, the largest or the
/// least (went unread of the largest or least heap, and of a number said
/// first).
#[test]
fn a_restriction_of_one_comparison_in_any_order() {
    for (s, heaps, want) in [
        (
            "Нельзя делать ход, после которого в каждой из куч окажется не меньше 14 камней.",
            2,
            "min < 14",
        ),
        (
            "Нельзя делать ход, после которого во второй куче окажется 14 или больше камней.",
            3,
            "h2 < 14",
        ),
        (
            "Запрещён ход, после которого в любой куче будет 3 или меньше камней.",
            2,
            "min > 3",
        ),
        (
            "Ход, после которого в куче станет не менее 70 камней, делать нельзя.",
            1,
            "sum < 70",
        ),
        (
            "Ход, после которого в куче станет 70 или больше камней, делать нельзя.",
            1,
            "sum < 70",
        ),
    ] {
        assert_eq!(
            require(s, &words(s), heaps),
            Some(Ok(want.to_string())),
            "{s}"
        );
    }
    // A sign in the restriction is its word (read «станет 70 камней», an
    // equality, before).
    let s = "Ход, после которого в куче станет > 70 камней, делать нельзя.";
    assert_eq!(require(s, &words(s), 1), Some(Ok("sum <= 70".to_string())));
}

/// «Проигрывает игрок, первым получивший позицию, в которой …»: the end
/// said in the loser's sentence, read as in the winner's (was unread).
#[test]
fn the_end_in_the_losers_sentence() {
    let s = "Проигрывает тот, кто первым получил позицию, в которой хотя бы в одной из куч 15 камней или меньше.";
    assert_eq!(
        crate::read::end::end_reached(&words(s), 2).as_deref(),
        Some("min <= 15")
    );
    let w = rules::winner(&words(s)).map(|f| f.keys);
    assert_eq!(w, Some(vec![("winner", "opponent".to_string())]));
}

/// «какая-нибудь из куч» as the subject is any one heap; «… из куч» with
/// no word read of which heaps is not read (read the total before).
#[test]
fn some_heap_of_the_heaps_said_otherwise() {
    let s = "Партия кончается, когда какая-либо из куч содержит меньше 6 камней.";
    assert_eq!(end_of(s, 2).as_deref(), Some("min < 6"));
    let s = "Партия кончается, когда некоторая из куч содержит меньше 6 камней.";
    assert_eq!(end_of(s, 2), None);
}
