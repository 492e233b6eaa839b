//! Issue 6 property tests: on thousands of random small graphs with cycles,
//! the γ verdict for sums of 1–3 chips equals a brute-force retrograde
//! analysis of the product game; γ satisfies its definition; Algorithm 2's
//! steps are the retrograde solver's remoteness.

use gametable::solve::labelling_steps;
use gametable::solve::retrograde::{self, Graph, Node};
use gametable::solve::sg::{self, Gamma, Verdict};
use gametable::solve::Code;
use proptest::prelude::*;

/// Random graphs of 1–7 vertices, edges (self-loops and cycles included).
fn graph() -> impl Strategy<Value = Graph> {
    (1usize..=7).prop_flat_map(|n| {
        prop::collection::vec(prop::collection::vec(0..n as u32, 0..=3), n)
            .prop_map(|lists| Graph::from_lists(&lists))
    })
}

fn brute(g: &Graph, chips: &[u32]) -> Code {
    let p = sg::product(g, chips.len() as u32);
    let codes = retrograde::solve(&p, &vec![Node::Live; p.len()], Node::Over, false);
    codes[sg::product_index(g.len(), chips) as usize]
}

fn lost(c: Code) -> bool {
    matches!(c, Code::Lose(_) | Code::Over)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn sum_verdict_equals_brute_force(
        g in graph(),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 1..=3),
    ) {
        let chips: Vec<u32> = picks.iter().map(|i| i.index(g.len()) as u32).collect();
        let gamma = sg::generalized(&g);
        let b = brute(&g, &chips);
        match sg::sum_verdict(&g, &gamma, &chips) {
            Verdict::Lose => prop_assert!(lost(b), "{chips:?}: γ lose, brute {b:?}"),
            Verdict::Draw => prop_assert_eq!(b, Code::Draw, "{:?}", chips),
            Verdict::Win { mv } => {
                prop_assert!(matches!(b, Code::Win(_)), "{chips:?}: γ win, brute {b:?}");
                prop_assert!(g.successors(mv.from as usize).contains(&mv.to));
                prop_assert_eq!(chips[mv.chip], mv.from);
                let mut after = chips.clone();
                after[mv.chip] = mv.to;
                prop_assert!(lost(brute(&g, &after)), "the winning move leaves a loss");
            }
        }
    }

    #[test]
    fn gamma_meets_its_definition(g in graph()) {
        let gamma = sg::generalized(&g);
        for (u, gu) in gamma.iter().enumerate() {
            let f: Vec<&Gamma> = g.successors(u).iter().map(|&w| &gamma[w as usize]).collect();
            match gu {
                Gamma::Finite(m) => {
                    // (a) no follower has m; (b) every value below m is on a follower;
                    // (c) every ∞ follower has a follower of value m.
                    prop_assert!(f.iter().all(|x| **x != Gamma::Finite(*m)));
                    for k in 0..*m {
                        prop_assert!(f.contains(&&Gamma::Finite(k)));
                    }
                    for &w in g.successors(u) {
                        if gamma[w as usize].finite().is_none() {
                            prop_assert!(g
                                .successors(w as usize)
                                .iter()
                                .any(|&y| gamma[y as usize] == Gamma::Finite(*m)));
                        }
                    }
                }
                Gamma::Infinite(k) => {
                    let mut want: Vec<u32> = f.iter().filter_map(|x| x.finite()).collect();
                    want.sort_unstable();
                    want.dedup();
                    prop_assert_eq!(k, &want);
                }
            }
        }
    }

    #[test]
    fn algorithm2_steps_are_remoteness(g in graph()) {
        let run = labelling_steps::run(&g, None);
        let codes = retrograde::solve(&g, &vec![Node::Live; g.len()], Node::Over, false);
        for (v, c) in codes.iter().enumerate() {
            let want = match *c {
                Code::Over => Some((0, "init".to_string())),
                Code::Win(k) => Some((1, format!("A-{k}"))),
                Code::Lose(k) => Some((0, format!("B-{k}"))),
                _ => None,
            };
            let got = run.labels[v].map(|(l, i)| (l, run.steps[i].name()));
            prop_assert_eq!(got, want, "vertex {}", v);
        }
    }
}

/// Random graphs with far more vertices and values: the fast labelling still
/// meets the definition (a cheap check that needs no brute force).
#[test]
fn gamma_on_larger_random_graphs() {
    let mut seed = 0x9e3779b97f4a7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..20 {
        let n = 2000;
        let lists: Vec<Vec<u32>> = (0..n)
            .map(|_| {
                let d = next() % 6;
                (0..d).map(|_| (next() % n) as u32).collect()
            })
            .collect();
        let g = Graph::from_lists(&lists);
        let gamma = sg::generalized(&g);
        let codes = retrograde::solve(&g, &vec![Node::Live; g.len()], Node::Over, false);
        for u in 0..n as usize {
            // One chip: γ = 0 loses, finite ≠ 0 wins, ∞(K) wins iff 0 ∈ K.
            let by_gamma = match &gamma[u] {
                Gamma::Finite(0) => "lose",
                Gamma::Finite(_) => "win",
                Gamma::Infinite(k) if k.contains(&0) => "win",
                Gamma::Infinite(_) => "draw",
            };
            let by_retro = match codes[u] {
                Code::Win(_) => "win",
                Code::Lose(_) | Code::Over => "lose",
                _ => "draw",
            };
            assert_eq!(by_gamma, by_retro, "vertex {u}");
        }
    }
}
