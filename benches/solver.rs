//! Solver benchmarks (`cargo bench --bench solver`): the dense two-heap
//! table at research sizes, the general solver on a game it must explore,
//! and the end-to-end exam task. Figures are recorded in BENCHMARKS.md.

use gametable::game::rules::GameSpec;
use gametable::game::Game;
use gametable::solve::{self, SolveOptions, SolverKind};

fn main() {
    divan::main();
}

fn game(start: &str, moves: &str, end: &str) -> Game {
    GameSpec {
        start: Some(start.into()),
        s: Some("1..1".into()),
        moves: Some(moves.into()),
        end: Some(end.into()),
        ..GameSpec::default()
    }
    .build(&|f| f.to_string())
    .expect("valid game")
}

fn starts(g: &Game) -> Vec<gametable::game::State> {
    g.unknown_values(g.s_range.lo)
        .into_iter()
        .map(|(k, s)| g.start_state(s, k).expect("start"))
        .collect()
}

/// The seed game's rules (+1 / ×2 on either heap, sum ≥ T) from (1, 1).
#[divan::bench(args = [2_000, 5_000, 20_000], sample_count = 3, sample_size = 1)]
fn dense_seed_rules(bencher: divan::Bencher, t: i64) {
    let g = game("1, S", "+1 *2", &format!("sum >= {t}"));
    let st = starts(&g);
    let plan = solve::dense::plan(&g, &st).expect("dense applies");
    let cells = solve::dense2::cells(&plan);
    for threads in [1usize, 2] {
        let opts = SolveOptions {
            threads,
            ..SolveOptions::default()
        };
        let t0 = std::time::Instant::now();
        let sol = solve::solve(&g, &st, &opts).expect("solves");
        let secs = t0.elapsed().as_secs_f64();
        eprintln!(
            "dense T={t} threads={threads}: {cells} positions, {:.3} s, {:.2} G positions/s ({:?})",
            secs,
            cells as f64 / secs / 1e9,
            sol.kind
        );
    }
    bencher.bench(|| {
        solve::solve(
            &g,
            &st,
            &SolveOptions {
                threads: 1,
                ..SolveOptions::default()
            },
        )
        .expect("solves")
        .positions
    });
}

/// A game the general solver must explore: two heaps, −1 and ⌈/2⌉, ends at 0.
#[divan::bench(args = [300, 1_000], sample_count = 3, sample_size = 1)]
fn general_halving(bencher: divan::Bencher, n: i64) {
    let g = GameSpec {
        start: Some(format!("{n}, S")),
        s: Some(format!("{n}..{n}")),
        moves: Some("-1 /2 up".into()),
        end: Some("sum == 0".into()),
        ..GameSpec::default()
    }
    .build(&|f| f.to_string())
    .expect("valid game");
    let st = starts(&g);
    let opts = SolveOptions {
        solver: Some(SolverKind::General),
        ..SolveOptions::default()
    };
    bencher.bench(|| solve::solve(&g, &st, &opts).expect("solves").positions);
}
