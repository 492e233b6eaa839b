//! Move wordings (the adversarial round redteam24): moves per heap with
//! the second heap said alone before a dash, moves added by a sentence of
//! their own, moves restated in signs in brackets, a heap said by a
//! comparing clause, and «столько камней, сколько в ней есть». Each is read
//! where one reading is plain and flagged otherwise; and an amount said in
//! words beside a move («…, плюс три», «… или столько же, сколько …») is
//! never dropped. Stated on games of other words than the variants that
//! showed them.

use crate::read::moves::moves;
use crate::read::*;

/// Two heaps for Оля and Коля: the end at a total of 50 or more, the first
/// heap 5, the second S; the moves given.
fn two_heaps(moves_said: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними лежат две кучи камней. Игроки ходят по очереди, первый ход \
         делает Оля. {moves_said} Игра заканчивается, когда в двух кучах вместе \
         оказывается 50 камней или больше. Выигрывает тот, кто сделал последний ход. \
         В начале в первой куче 5 камней, во второй S камней, 1 ≤ S ≤ 44.\n\
         Вопрос 1. Найдите наименьшее S, при котором Оля выигрывает первым ходом.\n"
    )
}

/// One heap for Оля and Коля, the end at 40 or more, S from 1 to 39.
fn one_heap(moves_said: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними лежит куча камней. Игроки ходят по очереди, первый ход \
         делает Оля. {moves_said} Игра заканчивается, когда в куче оказывается \
         40 камней или больше. Выигрывает тот, кто сделал последний ход. \
         В начале в куче S камней, 1 ≤ S ≤ 39.\n\
         Вопрос 1. Найдите наименьшее S, при котором Оля выигрывает первым ходом.\n"
    )
}

/// Whether the task reads complete, and the moves it read.
fn read_moves(text: &str) -> (bool, Option<String>) {
    let r = read_text(text).remove(0);
    let complete = r.solve().complete;
    let moves = r
        .keys
        .iter()
        .find(|k| k.name == "moves")
        .map(|k| k.value.clone());
    (complete, moves)
}

fn read_as(text: &str, want: &str) {
    assert_eq!(read_moves(text), (true, Some(want.to_string())), "{text}");
}

fn flagged(text: &str) {
    assert!(!read_moves(text).0, "{text}: {:?}", read_moves(text));
}

/// «…, или в первой — …»: the heap said alone before a dash is the heap of
/// the move after it, when a move on a heap named by number came first.
/// «…, а в первую — …», «…, во вторую — …» are not (audit73): Russian says
/// so the second half of one action, and the move may change both heaps.
#[test]
fn a_heap_said_alone_before_a_dash_is_the_next_moves_heap() {
    let head = "За один ход можно";
    read_as(
        &two_heaps(&format!(
            "{head} утроить количество камней во второй куче, или в первой — в два раза."
        )),
        "h2: *3 h1: *2",
    );
    // «а» / «и» / «одновременно» / a bare comma: both heaps in one move,
    // maybe — flagged; a heap said alone after a move on any heap, or with
    // nothing after it.
    for moves_said in [
        "за один ход можно положить в первую кучу 2 камня, во вторую — 3 камня.",
        "за один ход можно во вторую кучу положить три камня, а в первую — утроить количество камней.",
        "за один ход можно во вторую кучу положить три камня, и в первую — утроить количество камней.",
        "за один ход можно во вторую кучу положить три камня, а в первую одновременно — два камня.",
        "за один ход можно положить три камня в любую кучу, а в первую — два камня.",
        "за один ход можно положить в первую кучу 2 камня или во вторую.",
    ] {
        flagged(&two_heaps(&moves_said.replacen('з', "З", 1)));
    }
    // A move with no heap in a list of numbered heaps: «её», «в ней» is
    // the heap named before it — read so when one heap was named (tests
    // smaller49); a move with no heap beside a heap said alone may be that
    // heap's too — flagged (the whole list wrong, before).
    for moves_said in [
        "За один ход можно во вторую кучу положить три камня или утроить её.",
        "За один ход можно во вторую кучу положить три камня или утроить количество камней в ней.",
    ] {
        read_as(&two_heaps(moves_said), "h2: +3 *3");
    }
    flagged(&two_heaps(
        "За один ход можно во вторую кучу положить три камня или утроить количество камней, а в первую — два камня.",
    ));
    // «в ней» after a move on any heap is that heap: read as before.
    read_as(
        &two_heaps("За один ход можно положить в любую кучу три камня или утроить количество камней в ней."),
        "+3 *3",
    );
}

/// «Кроме того, игрок может …», «Ещё один допустимый ход — …»: moves added
/// to the list said before; one player's, a move said twice, one forbidden
/// or said before the list are not read.
#[test]
fn moves_added_by_a_sentence_of_their_own() {
    let list = "За один ход игрок может положить в кучу 2 камня.";
    for more in [
        "Помимо этого, можно утроить количество камней в куче.",
        "Кроме того, каждый игрок может утроить количество камней в куче.",
        "Ещё один допустимый ход — утроить количество камней в куче.",
        "А также игрок может увеличить количество камней в куче в три раза.",
    ] {
        read_as(&one_heap(&format!("{list} {more}")), "+2 *3");
    }
    // A move added for one player is his alone (redteam31): each player's list.
    read_as(
        &one_heap(&format!(
            "{list} Кроме того, Коля может утроить количество камней в куче."
        )),
        "first: +2; second: +2 *3",
    );
    for more in [
        "Также первый игрок может утроить количество камней в куче.",
        "Кроме того, игрок не может утроить количество камней в куче.",
        "Также можно положить в кучу 2 камня.",
        "Ещё один допустимый ход — выиграть.",
    ] {
        flagged(&one_heap(&format!("{list} {more}")));
    }
    flagged(&one_heap(&format!(
        "Также можно утроить количество камней в куче. {list}"
    )));
    // More sentences adding moves than any game's rules say: named.
    let many: Vec<String> = (3..12)
        .map(|n| format!("Кроме того, можно положить в кучу {n} камней."))
        .collect();
    flagged(&one_heap(&format!("{list} {}", many.join(" "))));
    read_as(
        &one_heap(&format!("{list} {}", many[..2].join(" "))),
        "+2 +3 +4",
    );
    // After moves on a named heap, a move on any heap keeps its own label.
    read_as(
        &two_heaps(
            "За один ход можно положить в первую кучу 2 камня. Кроме того, можно утроить \
             количество камней в любой куче.",
        ),
        "h1: +2 any: *3",
    );
}

/// Signs in brackets after the words: read when they restate the words'
/// moves, in order; named when they say other moves, or stand alone.
#[test]
fn signs_in_brackets_must_restate_the_words() {
    let said = |s: &str| {
        let f = moves(s, Some(1));
        (f.keys.first().map(|k| k.1.clone()), f.unread.is_empty())
    };
    for s in [
        "За один ход можно положить в кучу 2 камня (+2) или утроить их число (×3).",
        "За один ход можно положить в кучу 2 камня или утроить их число (+2; х3).",
        "За один ход можно убрать из кучи 4 камня (−4) или 2 камня (−2).",
    ] {
        assert!(said(s).1, "{s}: {:?}", said(s));
    }
    for s in [
        "За один ход можно положить в кучу 2 камня (+3) или утроить их число (×3).",
        "За один ход можно положить в кучу 2 камня или утроить их число (×3, +2).",
        "За один ход можно положить в кучу 2 камня или утроить их число (+2).",
        "За один ход можно положить в кучу 2 камня или утроить их число (+2, ×3, +1).",
        "За один ход можно: либо (+2), либо (×3).",
    ] {
        assert!(!said(s).1, "{s}: {:?}", said(s));
    }
}

/// «в ту кучу, где больше камней»: the larger heap; a clause that compares
/// with a number is a condition, never a heap.
#[test]
fn a_heap_said_by_a_comparing_clause() {
    read_as(
        &two_heaps(
            "За один ход можно утроить количество камней в куче, в которой камней больше, \
             или положить в любую кучу 2 камня.",
        ),
        "larger: *3 any: +2",
    );
    read_as(
        &two_heaps(
            "За один ход можно положить в ту кучу, где меньше камней, 3 камня или удвоить \
             любую кучу.",
        ),
        "smaller: +3 any: *2",
    );
    flagged(&two_heaps(
        "За один ход можно положить 3 камня в кучу, где меньше 12 камней, или удвоить любую кучу.",
    ));
}

/// «столько (же) камней, сколько в ней есть»: the heap doubled; any other
/// amount beside «столько …» (a number, «плюс», «ещё», another heap, a time
/// past) is not read — it read as the other move alone, complete.
#[test]
fn as_many_as_the_heap_holds_and_amounts_beside_it() {
    read_as(
        &one_heap(
            "За один ход можно положить в кучу 3 камня или столько же камней, сколько в ней \
             сейчас есть.",
        ),
        "+3 *2",
    );
    for moves_said in [
        "За один ход можно положить в кучу 3 камня или столько камней, сколько в ней было вначале.",
        "За один ход можно положить в кучу 3 камня и столько камней, сколько в ней есть.",
        "За один ход можно положить в кучу столько камней, сколько в ней есть, плюс три.",
        "За один ход можно положить в кучу столько камней, сколько в ней есть, и ещё три камня.",
        "За один ход можно забрать из кучи столько камней, сколько в ней есть, или положить 3 камня.",
    ] {
        flagged(&one_heap(moves_said));
    }
    flagged(&two_heaps(
        "За один ход можно положить в любую кучу столько камней, сколько в другой куче, плюс три.",
    ));
}
