//! Unit tests of the rules language: parsing rules and the moves they give.

use super::*;
use crate::game::{Simple, State};

fn game(start: &str, moves: &str, end: &str) -> Game {
    GameSpec {
        start: Some(start.into()),
        s: Some("1..10".into()),
        moves: Some(moves.into()),
        end: Some(end.into()),
        ..GameSpec::default()
    }
    .build(&|f| f.to_string())
    .unwrap()
}

fn next(g: &Game, heaps: &[i64]) -> Vec<Vec<i64>> {
    let mut out = Vec::new();
    g.successors(&State::of(heaps), &mut out).unwrap();
    let mut v: Vec<Vec<i64>> = out
        .iter()
        .map(|s| s.state.heaps[..g.heaps].to_vec())
        .collect();
    v.sort();
    v
}

#[test]
fn short_forms() {
    let g = game("7, S", "+1 *2", "sum >= 77");
    assert_eq!(
        next(&g, &[7, 3]),
        vec![vec![7, 4], vec![7, 6], vec![8, 3], vec![14, 3]]
    );
    assert_eq!(g.moves[0].simple, Some(Simple::Add(1)));
    assert!(g.only_grows());
    let g = game("S", "-2 /2", "x <= 87".replace('x', "h1").as_str());
    assert_eq!(next(&g, &[9]), vec![vec![4], vec![7]]);
    let g = game("S", "/2 up", "h1 <= 1");
    assert_eq!(next(&g, &[9]), vec![vec![5]]);
    assert_eq!(
        next(&g, &[1]),
        Vec::<Vec<i64>>::new(),
        "halving 1 up is no move"
    );
    let g = game("S", "/3 exact *3/2", "h1 >= 100");
    assert_eq!(next(&g, &[9]), vec![vec![3]]);
    assert_eq!(next(&g, &[10]), vec![vec![15]]);
    let g = game("S", "-5", "h1 <= 0");
    assert_eq!(next(&g, &[4]), Vec::<Vec<i64>>::new(), "not enough stones");
    let g = game("S", "*2", "h1 >= 10");
    assert_eq!(
        next(&g, &[0]),
        Vec::<Vec<i64>>::new(),
        "doubling 0 is no move"
    );
}

#[test]
fn targets_ranges_and_conditions() {
    let g = game("7, S", "h1: +1; h2: *2", "sum >= 77");
    assert_eq!(next(&g, &[7, 3]), vec![vec![7, 6], vec![8, 3]]);
    let g = game("S, S", "larger: -1", "sum <= 0");
    assert_eq!(next(&g, &[3, 5]), vec![vec![3, 4]]);
    assert_eq!(next(&g, &[4, 4]), vec![vec![3, 4], vec![4, 3]]);
    let g = game("S, S", "-1; all: -1", "sum <= 0");
    assert_eq!(next(&g, &[1, 2]), vec![vec![0, 1], vec![0, 2], vec![1, 1]]);
    let g = game("S", "+1..x", "h1 >= 100");
    assert_eq!(next(&g, &[3]), vec![vec![4], vec![5], vec![6]]);
    let g = game("S, S", "+other", "sum >= 100");
    assert_eq!(next(&g, &[3, 5]), vec![vec![3, 8], vec![8, 5]]);
    let g = game("S", "+1 if even; *3 if odd", "h1 >= 100");
    assert_eq!(next(&g, &[4]), vec![vec![5]]);
    assert_eq!(next(&g, &[5]), vec![vec![15]]);
    let g = game("S", "x = x*k for k in 2..5 if x*k - x <= 10", "h1 >= 100");
    assert_eq!(next(&g, &[4]), vec![vec![8], vec![12]]);
    let g = game("S", "x = toward(x, 20, 3)", "h1 == 20");
    assert_eq!(next(&g, &[19]), vec![vec![22]]);
    assert_eq!(next(&g, &[22]), vec![vec![19]]);
    let g = game("S, S", "(h1 - 1, h2 + 2)", "sum >= 100");
    assert_eq!(next(&g, &[3, 5]), vec![vec![2, 7]]);
}

#[test]
fn history_rules() {
    let mut spec = GameSpec {
        start: Some("S".into()),
        s: Some("1..10".into()),
        moves: Some("+1 +2 *2".into()),
        end: Some("h1 >= 68".into()),
        no_repeat: Some("opponent".into()),
        ..GameSpec::default()
    };
    // The one heap's sizes the next player may reach after the move from
    // 3 to `to` (the history that move leaves).
    let after = |g: &Game, to: i64| {
        let mut out = Vec::new();
        g.successors(&State::of(&[3]), &mut out).unwrap();
        let moved = out.iter().find(|s| s.state.heaps[0] == to).unwrap().state;
        let mut next = Vec::new();
        g.successors(&moved, &mut next).unwrap();
        next.iter().map(|s| s.state.heaps[0]).collect::<Vec<i64>>()
    };
    let g = spec.build(&|f| f.to_string()).unwrap();
    assert_eq!(
        after(&g, 4),
        vec![6, 8],
        "Vanya may not add 1 right after Petya did"
    );

    // Each player's list: Vanya's «*2» is Petya's «*2» repeated.
    spec.moves = Some("first: +1 *2; second: +2 *2".into());
    let g = spec.build(&|f| f.to_string()).unwrap();
    assert_eq!(
        after(&g, 6),
        vec![8],
        "Vanya may not double right after Petya did"
    );

    spec.moves = Some("+1; pass limit 1".into());
    spec.no_repeat = None;
    let g = spec.build(&|f| f.to_string()).unwrap();
    let mut out = Vec::new();
    g.successors(&State::of(&[3]), &mut out).unwrap();
    assert_eq!(out.len(), 2);
    let passed = out[1].state;
    let mut out2 = Vec::new();
    g.successors(&passed, &mut out2).unwrap();
    assert_eq!(out2.len(), 1, "the one pass of the game is used up");
}

#[test]
fn starts_and_ranges() {
    assert_eq!(parse_start("7, S").unwrap().len(), 2);
    assert_eq!(parse_start("(2, S, 2S)").unwrap().len(), 3);
    assert!(parse_start("1,2,3,4")
        .unwrap_err()
        .message
        .to_string()
        .contains("1 to 3 heaps"));
    assert_eq!(
        parse_range("1..69").unwrap(),
        Range {
            lo: 1,
            hi: Some(69)
        }
    );
    assert_eq!(parse_range("88..").unwrap(), Range { lo: 88, hi: None });
    assert_eq!(parse_range(">= 20").unwrap(), Range { lo: 20, hi: None });
    assert_eq!(
        parse_range("1 <= S <= 9").unwrap(),
        Range { lo: 1, hi: Some(9) }
    );
    assert!(parse_range("9..1")
        .unwrap_err()
        .message
        .to_string()
        .contains("empty"));
    // One value is a range of one.
    assert_eq!(
        parse_range("30").unwrap(),
        Range {
            lo: 30,
            hi: Some(30)
        }
    );
    assert!(parse_range("30 40")
        .unwrap_err()
        .message
        .to_string()
        .contains("'..'"));
}

#[test]
fn ranges_as_a_task_states_them() {
    let open = |lo| Range { lo, hi: None };
    let closed = |lo, hi| Range { lo, hi: Some(hi) };
    for (text, want) in [
        ("S > 21", open(22)),
        ("21 < S", open(22)),
        ("S >= 22", open(22)),
        ("S ≥ 22", open(22)),
        ("K > 5", open(6)),
        ("от 22", open(22)),
        ("от 1 до 69", closed(1, 69)),
        ("от 1 до 69 включительно", closed(1, 69)),
        ("1 ≤ S ≤ 69", closed(1, 69)),
        ("1 < S < 57", closed(2, 56)),
        ("1 <= S < 57", closed(1, 56)),
    ] {
        assert_eq!(parse_range(text).unwrap(), want, "{text}");
    }
    for text in ["S < 57", "S <= 56", "< 57"] {
        let e = parse_range(text).unwrap_err();
        assert!(e.message.to_string().contains("least value"), "{text}: {e}");
    }
    assert!(parse_range("5 < S < 6")
        .unwrap_err()
        .message
        .to_string()
        .contains("empty"));
}

#[test]
fn move_errors_point_at_the_token() {
    let e = parse_moves("+1 ^2", 2).unwrap_err();
    assert!(
        e.message.to_string().contains("unexpected character '^'"),
        "{e}"
    );
    let e = parse_moves("+1 %2", 2).unwrap_err();
    assert_eq!(e.column(), 4, "{e}");
    assert!(e.message.to_string().contains("the next move"), "{e}");
    let e = parse_moves("h3: +1", 2).unwrap_err();
    assert!(e.message.to_string().contains("heaps h1..h2"), "{e}");
    let e = parse_moves("+1 if even *2", 1).unwrap_err();
    assert!(e.message.to_string().contains("needs"), "{e}");
    let e = parse_moves("", 1).unwrap_err();
    assert!(e.message.to_string().contains("at least one move"), "{e}");
    let e = parse_moves("/0", 1).unwrap_err();
    assert!(e.message.to_string().contains("positive"), "{e}");
}
