//! The open range's proof: which questions it covers, which games it
//! accepts, and where it stops a range — checked against a plain search of
//! the real game.

use super::*;
use crate::solve::SolveOptions;
use crate::task::parse_template;

fn task(template: &str) -> crate::task::Task {
    let (spec, _) = parse_template("t", template).expect("a template");
    spec.build(&|k| k.to_string()).expect("a game")
}

fn filter(query: &str) -> Expr {
    let t = task(&format!(
        "start = \"S\"\ns = \"1..5\"\nmoves = \"-1\"\nend = \"sum <= 0\"\n[questions]\n\"1\" = \"{query}\"\n"
    ));
    t.questions[0].filter.clone()
}

#[test]
fn questions_with_bounded_codes_need_bounded_plies() {
    for (query, want) in [
        ("min where code == 1", Some(1)),
        ("min where code == -1", Some(2)),
        ("all where code == 2", Some(3)),
        ("max where code == -2", Some(4)),
        ("max where some(code == 1)", Some(2)),
        ("max where code > 0 and code <= 2", Some(3)),
        ("max where code < 0 and code >= -2", Some(4)),
        ("count where code == 2 or code == -1", Some(3)),
        ("max where code == -2 and some(code == 1)", Some(2)),
        ("max where code > 0", None),
        ("max where code < 0", None),
        ("max where not (code == 1)", None),
        ("max where code == 1 or code > 3", None),
    ] {
        assert_eq!(plies_needed(&filter(query)), want, "{query}");
    }
}

#[test]
fn only_games_of_the_proof_shape_are_relaxed() {
    let game = |moves: &str, end: &str| {
        task(&format!(
            "start = \"17, S\"\ns = \"150..\"\nmoves = \"{moves}\"\nend = \"{end}\"\n[questions]\n\"1\" = \"max where code == 1\"\n"
        ))
        .game
    };
    assert!(Relaxed::of(&game("-2 /3", "sum <= 165")).is_some());
    assert!(Relaxed::of(&game("-1..3 /2 up", "h1 <= 5 or h2 <= 5")).is_some());
    assert!(Relaxed::of(&game("larger: /2 up -2", "sum <= 33")).is_some());
    // A move with a condition is relaxed to the move without it, while a
    // move with none keeps every heap movable (fresh46).
    assert!(Relaxed::of(&game("-2 /3 exact", "sum <= 165")).is_some());
    // An end not closed downward; only moves with a condition, which may
    // all be illegal at a position not over: no proof.
    assert!(Relaxed::of(&game("-2 /3", "sum >= 165")).is_none());
    assert!(Relaxed::of(&game("/3 exact /2 exact", "sum <= 165")).is_none());
    // Only the smaller heap halves, and -5 needs five stones: at (4, 200)
    // the real game may have no move though it is not over.
    assert!(Relaxed::of(&game("smaller: /2 -5", "sum <= 20")).is_none());
}

/// The plain search: the least number of plies the real game needs to end
/// from a position (every legal move of either player), up to `limit`.
fn real_plies(game: &crate::game::Game, s: i64, limit: u32) -> Option<u32> {
    let mut level = vec![game.start_state(s, 0).expect("a start")];
    for d in 0..=limit {
        let mut next = Vec::new();
        for st in &level {
            let over = game.status(st).expect("status") != crate::game::Status::Live;
            let mut succ = Vec::new();
            game.successors(st, &mut succ).expect("moves");
            if over || succ.is_empty() {
                return Some(d);
            }
            next.extend(succ.into_iter().map(|x| x.state));
        }
        next.sort();
        next.dedup();
        level = next;
    }
    None
}

/// The first S the proof finds past a cut: the real game cannot end within
/// the plies from it or any S a little above it, and it can from the S just
/// below (the stop is the least).
#[test]
fn the_stop_is_where_the_real_game_can_no_longer_end_soon() {
    for (moves, end, plies) in [
        ("-2 /3", "sum <= 165", 2),
        ("-2 /3", "sum <= 165", 4),
        ("-1 -4 /2", "sum <= 20", 3),
        ("larger: /2 up -2", "sum <= 33", 2),
    ] {
        let game = task(&format!(
            "start = \"17, S\"\ns = \"150..\"\nmoves = \"{moves}\"\nend = \"{end}\"\n[questions]\n\"1\" = \"max where code == 1\"\n"
        ))
        .game;
        let r = Relaxed::of(&game).expect("relaxed");
        let stop = r.first_beyond(150, plies).expect("a stop");
        for s in stop..stop + 40 {
            assert!(
                real_plies(&game, s, plies).is_none(),
                "{moves}: S = {s} ends within {plies}"
            );
        }
        if stop > 150 {
            assert!(
                real_plies(&game, stop - 1, plies).is_some(),
                "{moves}: S = {} is not past",
                stop - 1
            );
        }
    }
}

/// A game with a move under a condition: the relaxation drops the condition,
/// so its stop may lie above the real game's, never below it — no S from
/// the stop on can end within the plies in the real game.
#[test]
fn a_stop_with_a_conditional_move_is_sound() {
    for (moves, end, plies) in [
        ("-2 /2 exact", "sum <= 30", 3),
        ("-1 -4 /2 exact", "sum <= 20", 4),
        ("-2 /3 exact", "sum <= 165", 4),
        ("-3 /2 if even(x);", "sum <= 26", 3),
    ] {
        let game = task(&format!(
            "start = \"17, S\"\ns = \"150..\"\nmoves = \"{moves}\"\nend = \"{end}\"\n[questions]\n\"1\" = \"max where code == 1\"\n"
        ))
        .game;
        let r = Relaxed::of(&game).expect("relaxed");
        let stop = r.first_beyond(150, plies).expect("a stop");
        for s in stop..stop + 200 {
            assert!(
                real_plies(&game, s, plies).is_none(),
                "{moves}: S = {s} ends within {plies}"
            );
        }
    }
}

/// A decreasing game whose answer lies past the first thousand values of
/// S: with the proof the answer is given without a cut's warning, and it
/// is the answer of the range closed far above it.
#[test]
fn an_answer_past_the_open_span_is_proven() {
    let template = |s: &str| {
        format!(
            "start = \"17, S\"\ns = \"{s}\"\nmoves = \"-2 /3\"\nend = \"sum <= 165\"\n[questions]\n\"1\" = \"max where some(code == 1)\"\n\"2\" = \"count where code == -2\"\n\"3\" = \"max where code < 0\"\n"
        )
    };
    let open = crate::solved::solve_task(task(&template("150..")), &SolveOptions::default(), 1000)
        .expect("solved");
    let closed =
        crate::solved::solve_task(task(&template("150..3000")), &SolveOptions::default(), 1000)
            .expect("solved");
    for i in 0..2 {
        assert_eq!(
            open.answers[i].answer,
            closed.answers[i].answer,
            "question {}",
            i + 1
        );
        assert!(
            open.answers[i].warnings.is_empty(),
            "{:?}",
            open.answers[i].warnings
        );
    }
    assert_eq!(open.answers[0].answer, "1340");
    // «code < 0» holds however long the game lasts: still cut, and said.
    assert!(!open.answers[2].warnings.is_empty());
}
