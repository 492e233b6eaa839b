//! Benchmark of issue 6: outcome + remoteness (the retrograde solver) and the
//! generalized Sprague–Grundy labelling γ on large random graphs.
//!
//!     cargo bench --bench theory            # 10⁶ vertices (10⁷ edges), and the γ scaling table
//!     cargo bench --bench theory -- quick   # smaller graphs (10⁵ vertices)
//!
//! Prints one line per graph; the numbers are recorded in BENCHMARKS.md.

use std::time::Instant;

use gametable::solve::retrograde::{self, Graph, Node};
use gametable::solve::sg;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        ((self.next() >> 32) * n) >> 32
    }
}

/// CSR rows directly (no per-vertex Vec): `edges(v, push)` fills v's row.
fn build(n: usize, mut edges: impl FnMut(usize, &mut Vec<u32>)) -> Graph {
    let mut offsets = Vec::with_capacity(n + 1);
    let mut succ = Vec::new();
    offsets.push(0u32);
    for v in 0..n {
        edges(v, &mut succ);
        offsets.push(succ.len() as u32);
    }
    Graph { offsets, succ }
}

fn measure(name: &str, g: &Graph) {
    let n = g.len();
    let t = Instant::now();
    let codes = retrograde::solve(g, &vec![Node::Live; n], Node::Over, false);
    let t_retro = t.elapsed().as_secs_f64();
    let draws = codes
        .iter()
        .filter(|c| **c == gametable::solve::Code::Draw)
        .count();
    let t = Instant::now();
    let run = sg::generalized_run(g);
    let t_gamma = t.elapsed().as_secs_f64();
    let largest = run.values.iter().filter_map(|v| v.finite()).max();
    let inf = run.values.iter().filter(|v| v.finite().is_none()).count();
    println!(
        "{name:<34} V={n:>8} E={:>9}  outcome+remoteness {t_retro:>6.3} s (draws {draws:>7})  γ {t_gamma:>6.3} s  rounds {:>3}  largest γ {:>3}  ∞ {inf:>7}  γ/round {:>6.1} ms",
        g.succ.len(),
        run.rounds,
        largest.map_or("-".into(), |v| v.to_string()),
        t_gamma * 1e3 / run.rounds.max(1) as f64,
    );
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "file") {
        // cargo bench --bench theory -- file GRAPH.csv: a graph read from a file.
        let Some(path) = args.get(i + 1) else {
            eprintln!("usage: cargo bench --bench theory -- file GRAPH.csv");
            return;
        };
        let t = Instant::now();
        let text = std::fs::read_to_string(path).expect("a readable UTF-8 file");
        let g = gametable::graph_input::parse(path, &text).expect("a valid graph");
        println!(
            "read and parsed {path} in {:.3} s",
            t.elapsed().as_secs_f64()
        );
        measure(path, &g.graph);
        let copy = Graph {
            offsets: g.graph.offsets.clone(),
            succ: g.graph.succ.clone(),
        };
        drop(g);
        drop(text);
        measure("(the same graph, the text freed)", &copy);
        return;
    }
    let quick = args.iter().any(|a| a == "quick");
    let n: usize = if quick { 100_000 } else { 1_000_000 };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);

    // 1. The graph: n vertices, 10n edges, heads uniform at random.
    // Out-degree exactly 10 leaves no sink: every vertex a draw, γ ∞ at once.
    let g = build(n, |_, out| {
        for _ in 0..10 {
            out.push(rng.below(n as u64) as u32);
        }
    });
    measure("uniform random, out-degree 10", &g);
    // Out-degrees 0..20 (mean 10, about 5% sinks): wins, losses and draws.
    let g = build(n, |_, out| {
        let d = rng.below(21);
        for _ in 0..d {
            out.push(rng.below(n as u64) as u32);
        }
    });
    measure("uniform random, out-degree 0..20", &g);

    // 2. How γ's time grows with the largest value L. Half the vertices are
    // heaps of "take 1..L" (γ(v) = v mod (L+1)) with extra edges down to
    // random smaller heaps w ≢ v (mod L+1), which keep γ, filling each row
    // to 10 edges (one extra when L ≥ 9); the other half has 10 edges to
    // random vertices anywhere (cycles, draws, ∞). Each round i scans the
    // vertices still unlabelled, those of value ≥ i among them.
    let half = n / 2;
    for l in [1usize, 2, 4, 8, 16, 32, 64] {
        let extra = if l < 9 { 10 - l } else { 1 };
        let m = (l + 1) as u64;
        let g = build(n, |v, out| {
            if v >= half {
                for _ in 0..10 {
                    out.push(rng.below(n as u64) as u32);
                }
                return;
            }
            for d in 1..=l.min(v) {
                out.push((v - d) as u32);
            }
            if v <= 2 * l + 2 {
                return;
            }
            for _ in 0..extra {
                let mut w = rng.below((v - l) as u64);
                if w % m == v as u64 % m {
                    w = if w > 0 { w - 1 } else { w + 1 };
                }
                out.push(w as u32);
            }
        });
        measure(&format!("take 1..{l} + {extra} down-edges | random"), &g);
    }
}
