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
    g.unknown_values(g.s_range.lo, usize::MAX)
        .expect("a few starts")
        .into_iter()
        .map(|(k, s)| g.start_state(s, k).expect("start"))
        .collect()
}

/// The seed game's rules (+1 / ×2 on either heap, sum ≥ T) from (1, 1): the
/// game, its starts, its dense plan and its number of positions.
fn seed_table(t: i64) -> (Game, Vec<gametable::game::State>, solve::dense::Plan, u64) {
    let g = game("1, S", "+1 *2", &format!("sum >= {t}"));
    let st = starts(&g);
    let plan = solve::dense::plan(&g, &st).expect("dense applies");
    let cells = solve::race_triangle::cells(&plan);
    (g, st, plan, cells)
}

/// Benches `solve_once` (given the game, its starts, the options with
/// `threads` workers and the table's cell count) on the seed table at
/// T = `t`, counting the table's cells.
fn bench_seed_solve(
    bencher: divan::Bencher,
    t: i64,
    threads: usize,
    solve_once: impl Fn(&Game, &[gametable::game::State], &SolveOptions, u64) -> u64 + Sync,
) {
    let (g, st, _, cells) = seed_table(t);
    let opts = SolveOptions {
        threads,
        ..SolveOptions::default()
    };
    bencher
        .counter(divan::counter::ItemsCount::new(cells))
        .bench(|| solve_once(&g, &st, &opts, cells));
}

/// The seed game's table: the whole solve, cell width chosen automatically,
/// allocation included (the kernel maps every page of a fresh table: at
/// T = 20 000 that is 331 MiB, a large share of the time on a virtual
/// machine).
#[divan::bench(args = [2_000, 5_000, 20_000], consts = [1, 2], sample_count = 5, sample_size = 1)]
fn dense_solve<const THREADS: usize>(bencher: divan::Bencher, t: i64) {
    bench_seed_solve(bencher, t, THREADS, |g, st, opts, cells| {
        let sol = solve::solve(g, st, opts).expect("solves");
        assert_eq!(sol.positions, cells);
        sol.positions
    });
}

/// [`dense_solve`] telling a progress callback how far it has gone (what the
/// CLI's bar and the web page's percentage take): must cost nothing
/// measurable beside it.
#[divan::bench(args = [2_000, 5_000], consts = [1, 2], sample_count = 5, sample_size = 1)]
fn dense_solve_reporting<const THREADS: usize>(bencher: divan::Bencher, t: i64) {
    bench_seed_solve(bencher, t, THREADS, |g, st, opts, cells| {
        let told = std::cell::Cell::new(0u64);
        let report = |done: u64, _total: u64| told.set(done);
        let sol = solve::solve_reporting(g, st, opts, Some(&report)).expect("solves");
        assert_eq!(told.get(), cells);
        sol.positions
    });
}

/// The fill alone: the same table filled again in memory already mapped
/// (two-byte cells where some code outgrows a byte, from about T = 900 on).
#[divan::bench(args = [2_000, 5_000, 20_000], consts = [1, 2], sample_count = 5, sample_size = 1)]
fn dense_fill_mapped<const THREADS: usize>(bencher: divan::Bencher, t: i64) {
    let (_, _, plan, cells) = seed_table(t);
    let bencher = bencher.counter(divan::counter::ItemsCount::new(cells));
    match solve::race_triangle::fill_auto(&plan, THREADS) {
        Ok(_) => bencher
            .with_inputs(|| {
                solve::race_triangle::fill::<u8>(&plan, THREADS).expect("one byte fits")
            })
            .bench_values(|table| {
                solve::race_triangle::refill(table, &plan, THREADS).expect("refills")
            }),
        Err(_) => bencher
            .with_inputs(|| {
                solve::race_triangle::fill::<u16>(&plan, THREADS).expect("two bytes fit")
            })
            .bench_values(|table| {
                solve::race_triangle::refill(table, &plan, THREADS).expect("refills")
            }),
    }
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
