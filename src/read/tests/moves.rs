//! Moves of whole tasks read through the pipeline: a pass, a move on a
//! named heap, transfers, «в целое число раз», a rounding rule of its own
//! and remarks in brackets; each compared with the answers of the same game
//! stated by hand.

use super::{demo_answers_with, demo_with_moves, one_heap, read_answers};
use crate::read::*;

#[test]
fn a_pass_of_each_player_once_a_game_is_read() {
    let text = demo_with_moves(
        "За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза. Кроме того, каждый игрок может один раз за игру пропустить ход.",
    );
    let (r, got) = read_answers(&text);
    assert!(
        r.template().contains("moves = \"+1 *2 pass limit 1 each\""),
        "{}",
        r.template()
    );
    let want = demo_answers_with("+1 *2 pass limit 1 each");
    assert_eq!(got, want);
    // A pass with no word of how often: named, the task incomplete.
    let text = demo_with_moves(
        "За один ход игрок может добавить в одну из куч один камень, увеличить количество камней в куче в два раза или пропустить ход.",
    );
    let r = read_text(&text).remove(0);
    assert!(!r.solve().complete);
}

#[test]
fn a_move_on_a_named_heap_is_labelled() {
    for (sentence, heaps, want) in [
        ("За один ход игрок может добавить в меньшую кучу два камня или утроить количество камней в большей куче.", Some(2), "smaller: +2 larger: *3"),
        ("За один ход игрок может убрать из большей кучи один камень или убрать из любой кучи три камня.", Some(2), "larger: -1 any: -3"),
        ("За один ход игрок может добавить один камень во вторую кучу или увеличить количество камней в любой куче вдвое.", None, "h2: +1 any: *2"),
        ("За один ход игрок может уменьшить количество камней в большей куче в три раза (с округлением в большую сторону).", Some(2), "larger: /3 up"),
    ] {
        let f = crate::read::moves::moves(sentence, heaps);
        assert_eq!(
            f.keys.first().map(|k| k.1.as_str()),
            Some(want),
            "{sentence}: {f:?}"
        );
        assert!(f.unread.is_empty(), "{sentence}: {f:?}");
    }
    // Two heaps named in one move, or a named heap in a one-heap game:
    // not read, never dropped.
    for (sentence, heaps) in [
        ("За один ход игрок может переставить камни: добавить в первую кучу столько, сколько во второй куче.", Some(2)),
        ("За один ход игрок может добавить в большую кучу один камень.", Some(1)),
    ] {
        let f = crate::read::moves::moves(sentence, heaps);
        assert!(!f.unread.is_empty(), "{sentence}: {f:?}");
    }
}

#[test]
fn a_move_on_the_larger_heap_is_never_read_as_any_heap() {
    // Without an example of positions to catch it: the heap named must be
    // in the moves (it was dropped, and the reading complete and wrong).
    let text = demo_with_moves(
        "За один ход игрок может добавить в меньшую кучу один камень или увеличить количество камней в большей куче в два раза.",
    );
    let (r, got) = read_answers(&text);
    assert!(
        r.template().contains("moves = \"smaller: +1 larger: *2\""),
        "{}",
        r.template()
    );
    let want = demo_answers_with("smaller: +1 larger: *2");
    assert_eq!(got, want);
    let any_heap = demo_answers_with("+1 *2");
    assert_ne!(got, any_heap, "the game must differ from the any-heap one");
}

#[test]
fn a_transfer_between_two_heaps_is_read() {
    let text = demo_with_moves(
        "За один ход игрок может добавить в одну из куч один камень, увеличить количество камней в куче в два раза или переложить один камень из одной кучи в другую.",
    );
    let (_, got) = read_answers(&text);
    let want = demo_answers_with("+1 *2 (h1 - 1, h2 + 1); (h1 + 1, h2 - 1);");
    assert_eq!(got, want);
}

#[test]
fn any_whole_factor_runs_past_the_end() {
    let text = demo_with_moves(
        "За один ход игрок может добавить в одну из куч один камень или увеличить количество камней в куче в целое число раз.",
    );
    let r = read_text(&text).remove(0);
    assert!(
        r.template().contains("x = x * k for k in 2..78;"),
        "{}",
        r.template()
    );
    let out = r.solve();
    let want = demo_answers_with("+1 x = x * k for k in 2..200;");
    let got: Vec<String> = out.answers.iter().map(|a| a.answer.clone()).collect();
    assert_eq!(got, want, "a larger factor changes nothing");
}

/// How a division rounds, said in a sentence of its own after the moves:
/// rounding down agrees with `/3`, rounding up makes it `/3 up`.
#[test]
fn a_rounding_rule_of_its_own_is_read() {
    let moves = "За один ход игрок может убрать из кучи 2 камня или уменьшить количество камней в куче в 3 раза.";
    let q = "Задание 19. Укажите минимальное значение S, при котором Петя выигрывает первым ходом.";
    for (rule, want) in [
        ("Если количество камней не делится на 3, то остаётся результат целочисленного деления на 3.", "-2 /3"),
        ("При делении количество камней округляется в большую сторону.", "-2 /3 up"),
    ] {
        let r = read_text(&one_heap(&format!("{moves} {rule}"), q)).remove(0);
        assert!(r.unread.is_empty(), "{rule}: {:?}", r.unread);
        assert!(
            r.template().contains(&format!("moves = \"{want}\"")),
            "{}",
            r.template()
        );
    }
}

/// A remark in brackets in the moves is read (a cap on «в целое число
/// раз») or named, never dropped.
#[test]
fn a_remark_in_the_moves_is_read_or_named() {
    let q = "Задание 19. Укажите минимальное значение S, при котором Петя выигрывает первым ходом.";
    let r = read_text(&one_heap(
        "За один ход игрок может убрать из кучи 2 камня (но только в будний день) или уменьшить количество камней в куче в 3 раза.",
        q,
    ))
    .remove(0);
    assert!(!r.solve().complete, "{}", r.template());
    let f = moves::moves(
        "За один ход игрок может увеличить количество камней в куче в целое число раз (но не более, чем на 80 камней) или добавить в кучу два камня.",
        Some(1),
    );
    assert_eq!(
        f.keys,
        [(
            "moves",
            "x = x * k for k in 2..@end if x * k - x <= 80; +2".to_string()
        )]
    );
    assert!(f.unread.is_empty(), "{f:?}");
}
