//! Benchmark of issue 23 (hostile input): the strategy tree of a 50 000-ply
//! forced line (solved, built, sized as text, JSON and SVG, the text and the
//! JSON written to a sink),
//! a question nested 16 deep on the 2021 demo task (bar: under a second),
//! and `prime()` of 62-bit numbers (bar: under a millisecond a call).
//!
//!     cargo bench --bench hostile
//!
//! Prints one line per case, the least of 5 runs; recorded in BENCHMARKS.md.

use std::hint::black_box;
use std::time::{Duration, Instant};

use gametable::exam::wording::Lang;
use gametable::exam::{answer, parse_question};
use gametable::export::{tree_json, tree_svg, tree_text};
use gametable::game::expr::is_prime;
use gametable::label::Convention;
use gametable::solve::SolveOptions;
use gametable::solved::{solve_task, Solved};
use gametable::task::{find_template, parse_template};
use gametable::tree::Tree;

fn solved(text: &str) -> Solved {
    let (spec, origin) = parse_template("bench.toml", text).expect("a template");
    let task = spec.build(&|k| origin.locate(k)).expect("a game");
    solve_task(task, &SolveOptions::default(), 100).expect("solved")
}

fn least(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn main() {
    // A forced line: one heap, −1 only, over at 0. What `explain --tree`
    // does, step by step: solve, build the tree, size every drawing, write
    // one (text: its branches drawn 32 levels deep at most).
    let text = "start = \"S\"\ns = \"50000..50000\"\nmoves = \"-1\"\nend = \"sum <= 0\"\n";
    let t = least(5, || {
        black_box(solved(text));
    });
    println!("50 000-ply chain: solved: {:.1} ms", t.as_secs_f64() * 1e3);
    let chain = solved(text);
    let game = &chain.task.game;
    let start = chain.starts[0].state;
    let mut sizes = (0, 0, 0);
    let t = least(5, || {
        let tree = Tree::build(game, &chain.solution, &start).expect("a tree");
        sizes = (
            tree_text::tree_bytes(game, &tree, Lang::En, Convention::WinLose),
            tree_json::tree_bytes(game, &tree, Convention::WinLose),
            tree_svg::svg_bytes(game, &tree, Lang::En, Convention::WinLose),
        );
    });
    println!(
        "50 000-ply chain: tree built and sized as text ({} bytes), JSON ({} bytes) and SVG ({} bytes): {:.1} ms",
        sizes.0,
        sizes.1,
        sizes.2,
        t.as_secs_f64() * 1e3
    );
    let tree = Tree::build(game, &chain.solution, &start).expect("a tree");
    let t = least(5, || {
        tree_text::write_tree(
            &mut std::io::sink(),
            game,
            &tree,
            Lang::En,
            Convention::WinLose,
        )
        .expect("written");
    });
    println!(
        "50 000-ply chain: text tree written to a sink: {:.1} ms",
        t.as_secs_f64() * 1e3
    );
    let t = least(5, || {
        tree_json::write_tree(&mut std::io::sink(), game, &tree, Convention::WinLose)
            .expect("written");
    });
    println!(
        "50 000-ply chain: JSON written to a sink: {:.1} ms",
        t.as_secs_f64() * 1e3
    );

    let (_, demo) = find_template("ege-2021-demo").expect("the demo");
    let demo = solved(&demo);
    for (what, body) in [("some", "code == 99"), ("some(every(", "draw")] {
        let depth = 16;
        let text = if what == "some" {
            format!(
                "min where {}{body}{}",
                "some(".repeat(depth),
                ")".repeat(depth)
            )
        } else {
            format!(
                "min where {}{body}{}",
                "some(every(".repeat(depth / 2),
                "))".repeat(depth / 2)
            )
        };
        let q = parse_question("b", &text).expect("a question");
        let t = least(5, || {
            black_box(answer(&q, &demo.task.game, &demo.solution, &demo.starts).expect("answered"));
        });
        println!(
            "question nested {depth} deep ({what}…{body}) over the demo's 69 starts: {:.1} ms",
            t.as_secs_f64() * 1e3
        );
    }

    // 1000 odd numbers just below 2^62 (the largest prime there among them).
    let numbers: Vec<i64> = (0..1000).map(|i| (1i64 << 62) - 1 - 2 * i).collect();
    let mut primes = 0;
    let t = least(5, || {
        primes = numbers.iter().filter(|&&n| is_prime(black_box(n))).count();
    });
    println!(
        "prime() of 62-bit numbers: {:.2} µs a call ({primes} primes among 1000)",
        t.as_secs_f64() * 1e6 / 1000.0
    );
}
