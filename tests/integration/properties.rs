//! Property tests: on random small games the fast solvers agree with the plain
//! recursive definition, and the general solver with the bounded analysis.

use gametable::game::rules::GameSpec;
use gametable::game::State;
use gametable::solve::{self, recursive, Code, SolveOptions, SolverKind};
use proptest::prelude::*;

use crate::support::{build, growing_spec, starts};

fn opts(solver: SolverKind) -> SolveOptions {
    SolveOptions {
        solver: Some(solver),
        ..SolveOptions::default()
    }
}

/// Random games whose moves only grow the heaps (the dense solver's kind).
fn growing_game() -> impl Strategy<Value = GameSpec> {
    (
        1usize..=2,
        prop::sample::subsequence(vec!["+1", "+2", "+3", "*2", "*3"], 1..=4),
        8i64..40,
        prop::option::of(0i64..30),
        any::<bool>(),
        prop::sample::select(vec!["", "h1: +1; h2: *2"]),
    )
        .prop_map(|(heaps, mut moves, target, over, counts, per_heap)| {
            if !moves.iter().any(|m| m.starts_with('+')) {
                moves.push("+1");
            }
            let moves = if heaps == 2 && !per_heap.is_empty() && target % 3 == 0 {
                format!("{per_heap}; h2: +1")
            } else {
                moves.join(" ")
            };
            growing_spec(heaps, moves, target, over, counts)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn dense_general_and_recursive_agree(spec in growing_game()) {
        let g = build(spec);
        let st = starts(&g);
        let dense = solve::solve(&g, &st, &opts(SolverKind::Dense)).expect("dense applies");
        let general = solve::solve(&g, &st, &opts(SolverKind::General)).expect("general");
        let bx = general.live_box(&g).unwrap_or_default();
        let mut checked = 0;
        let ranges: Vec<Vec<i64>> = bx.iter().map(|&(a, b)| (a..=b).collect()).collect();
        let cells: Vec<Vec<i64>> = match ranges.len() {
            0 => vec![],
            1 => ranges[0].iter().map(|&a| vec![a]).collect(),
            _ => ranges[0].iter().flat_map(|&a| ranges[1].iter().map(move |&b| vec![a, b])).collect(),
        };
        for heaps in cells {
            let s = State::of(&heaps);
            if let Some(gc) = general.code(&s) {
                let dc = dense.code(&s);
                prop_assert_eq!(dc, Some(gc), "dense vs general at {:?}", heaps);
                let rc = recursive::code(&g, &s, 10_000).expect("acyclic");
                prop_assert_eq!(rc, gc, "recursive vs general at {:?}", heaps);
                checked += 1;
            }
        }
        for s in &st {
            prop_assert!(general.code(s).is_some());
        }
        let _ = checked;
    }
}

/// Random games that can cycle: steps both ways, halving, a step toward a
/// number; heaps capped so the positions are finite.
fn cyclic_game() -> impl Strategy<Value = GameSpec> {
    (
        1usize..=2,
        prop::sample::subsequence(
            vec![
                "+1",
                "-1",
                "+2",
                "-3",
                "/2",
                "*2",
                "x = toward(x, 7, 3)",
                "pass limit 1",
            ],
            1..=4,
        ),
        4i64..14,
        prop::sample::select(vec!["sum == 0", "prime(sum)", "sum % 5 == 0", "min == 0"]),
        prop::sample::select(vec!["none", "opponent"]),
        prop::sample::select(vec!["lose", "win"]),
    )
        .prop_map(|(heaps, moves, cap, end, no_repeat, no_moves)| GameSpec {
            start: Some(if heaps == 1 {
                "S".into()
            } else {
                "S, 3".into()
            }),
            s: Some("1..6".into()),
            moves: Some(moves.join("; ")),
            end: Some(end.into()),
            cap: Some(cap),
            no_repeat: Some(no_repeat.into()),
            no_moves: Some(no_moves.into()),
            ..GameSpec::default()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn general_agrees_with_the_bounded_analysis(spec in cyclic_game()) {
        let g = build(spec);
        let st = starts(&g);
        let depth = 3;
        let general = solve::solve(&g, &st, &opts(SolverKind::General)).expect("general");
        let bounded = solve::solve(&g, &st, &SolveOptions { depth, ..opts(SolverKind::Bounded) }).expect("bounded");
        for s in &st {
            let gc = general.code(s).expect("start solved");
            let bc = bounded.code(s).expect("start analysed");
            let expect = match gc {
                Code::Win(k) | Code::Lose(k) if k > depth => Code::Unknown,
                Code::Draw => Code::Unknown,
                c => c,
            };
            prop_assert_eq!(bc, expect, "start {:?}", &s.heaps[..g.heaps]);
        }
    }
}

/// Every live cell of a fast table (one- or two-byte cells) has the general
/// solver's code.
fn same_as_general(
    plan: &solve::dense::Plan,
    general: &solve::Solution,
    filled: &Result<solve::race_triangle::Keys2<u8>, solve::race_triangle::Keys2<u16>>,
    what: &str,
) -> Result<(), TestCaseError> {
    let code_of = |c: i32| {
        if c > 0 {
            Code::Win(c as u32)
        } else {
            Code::Lose((-c) as u32)
        }
    };
    let wide = filled.is_err();
    for x in plan.lo[0]..plan.target {
        for y in plan.lo[1]..plan.target - x {
            let Some(gc) = general.code(&State::of(&[x, y])) else {
                continue;
            };
            let fc = match filled {
                Ok(t) => t.code(x, y),
                Err(t) => t.code(x, y),
            };
            prop_assert_eq!(
                fc.map(code_of),
                Some(gc),
                "({}, {}) {} wide {}",
                x,
                y,
                what,
                wide
            );
        }
    }
    Ok(())
}

/// Random two-heap games for the fast table, some with codes too deep for a
/// byte (only `+1` moves make the game long).
fn two_heap_game() -> impl Strategy<Value = (GameSpec, usize)> {
    (
        prop::sample::select(vec![
            "+1 *2",
            "+1",
            "+1 +2 *3",
            "h1: +1 *2; h2: +1",
            "+2 *2; h1: +1",
            "+1 *2 *3",
        ]),
        20i64..420,
        0i64..4,
        0i64..4,
        1usize..40,
    )
        .prop_map(|(moves, target, a, b, chunk)| {
            let spec = GameSpec {
                start: Some(format!("{a}, S")),
                s: Some(format!("{b}..{}", b + 3)),
                moves: Some(moves.into()),
                end: Some(format!("sum >= {target}")),
                ..GameSpec::default()
            };
            (spec, chunk)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// The fast two-heap table, with one or two workers, small chunks (so the
    /// workers hand rows over mid-row) and widening to two-byte cells, is
    /// bit-identical to the general solver.
    #[test]
    fn fast_table_equals_the_general_solver((spec, chunk) in two_heap_game()) {
        let g = build(spec);
        let st = starts(&g);
        let plan = solve::dense::plan(&g, &st).expect("dense applies");
        prop_assert!(solve::race_triangle::applies(&plan), "every generated game is a two-heap game without a bound");
        let general = solve::solve(&g, &st, &opts(SolverKind::General)).expect("general");
        for threads in [1, 2] {
            let filled = solve::race_triangle::fill_auto_chunked(&plan, threads, chunk);
            same_as_general(&plan, &general, &filled, &format!("threads {threads} chunk {chunk}"))?;
        }
    }
}

/// The seed game's rules at sizes where the vector wavefront takes the rows
/// in bands of sixteen (T ≥ about 180), and where codes outgrow a byte
/// (T ≥ 1000).
fn classic_game() -> impl Strategy<Value = GameSpec> {
    (150i64..1100, 0i64..4, 0i64..4).prop_map(|(target, a, b)| GameSpec {
        start: Some(format!("{a}, S")),
        s: Some(format!("{b}..{}", b + 3)),
        moves: Some("+1 *2".into()),
        end: Some(format!("sum >= {target}")),
        ..GameSpec::default()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// The wavefront (with one or two workers, widening to two-byte cells
    /// where needed) is bit-identical to the general solver on every cell.
    #[test]
    fn wavefront_table_equals_the_general_solver(spec in classic_game()) {
        let g = build(spec);
        let st = starts(&g);
        let plan = solve::dense::plan(&g, &st).expect("dense applies");
        let general = solve::solve(&g, &st, &opts(SolverKind::General)).expect("general");
        for threads in [1, 2] {
            // Small chunks: two workers even on these small tables.
            let filled = solve::race_triangle::fill_auto_chunked(&plan, threads, 64);
            same_as_general(&plan, &general, &filled, &format!("T {} threads {threads}", plan.target))?;
        }
    }
}

/// The code of a one-heap game whose players move differently, by the plain
/// definition with the turn explicit (the library's history bit not used):
/// `first` and `second` are each player's additions and factors, the game
/// ends at `target` or more and the last mover wins.
fn per_player_code(
    x: i64,
    second_to_move: bool,
    first: &[(i64, bool)],
    second: &[(i64, bool)],
    target: i64,
) -> Code {
    let moves = if second_to_move { second } else { first };
    let mut wins = Vec::new();
    let mut losses = Vec::new();
    for &(n, times) in moves {
        let y = if times { x * n } else { x + n };
        if y >= target {
            wins.push(1);
            continue;
        }
        match per_player_code(y, !second_to_move, first, second, target) {
            Code::Lose(k) => wins.push(k + 1),
            Code::Win(k) => losses.push(k),
            c => panic!("no draws in a growing game: {c:?}"),
        }
    }
    match wins.iter().min() {
        Some(&k) => Code::Win(k),
        None => Code::Lose(losses.iter().copied().max().unwrap_or(0)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Moves of one player (`first: +3 *3; second: +5 *3`): the general
    /// and the recursive solvers' codes at every start are the plain
    /// definition's with the turn explicit.
    #[test]
    fn moves_of_one_player_follow_the_turn(
        first in prop::sample::subsequence(vec![(1i64, false), (2, false), (3, false), (2, true), (3, true)], 1..=3),
        second in prop::sample::subsequence(vec![(1i64, false), (2, false), (4, false), (2, true), (3, true)], 1..=3),
        target in 10i64..40,
    ) {
        let words = |ms: &[(i64, bool)]| ms.iter().map(|&(n, t)| format!("{}{n}", if t { '*' } else { '+' })).collect::<Vec<_>>().join(" ");
        // A factor alone never leaves 0; every list has an addition.
        prop_assume!(first.iter().any(|m| !m.1) && second.iter().any(|m| !m.1));
        let spec = GameSpec {
            start: Some("S".into()),
            s: Some(format!("1..{}", target - 1)),
            moves: Some(format!("first: {}; second: {}", words(&first), words(&second))),
            end: Some(format!("sum >= {target}")),
            ..GameSpec::default()
        };
        let g = build(spec);
        let st = starts(&g);
        let general = solve::solve(&g, &st, &opts(SolverKind::General)).expect("general");
        for s in &st {
            let want = per_player_code(s.heaps[0], false, &first, &second, target);
            prop_assert_eq!(general.code(s), Some(want), "S = {}", s.heaps[0]);
            let rc = recursive::code(&g, s, 100_000).expect("acyclic");
            prop_assert_eq!(rc, want, "recursive, S = {}", s.heaps[0]);
        }
    }
}
