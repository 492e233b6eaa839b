//! The generalized Sprague–Grundy function γ of a game graph with cycles
//! (Smith 1966; Fraenkel & Yesha 1986), and the verdict for sums of several
//! chips. Pure functions, no I/O.
//!
//! γ(u) = m (finite) requires (a) no follower has value m, (b) every value
//! below m is on some follower, (c) every follower that is unlabelled or ∞
//! has a follower of value m. The labelling algorithm: for i = 0, 1, 2, …
//! label i every still-unlabelled vertex satisfying (a) and (c) for i until
//! nothing changes ((b) holds by construction), then mark ∞ every unlabelled
//! vertex with no follower labelled i. An ∞ vertex carries ∞(K), K the finite
//! values of its followers.
//!
//! Each round costs O(V + E), so the whole labelling costs
//! O((largest finite value + 2) · (V + E)).
//!
//! ```
//! use gametable::solve::retrograde::Graph;
//! use gametable::solve::sg::{generalized, Gamma};
//! // 0 -> 1 -> 0 (a 2-cycle) and 1 -> 2 (a sink)
//! let g = Graph::from_lists(&[vec![1], vec![0, 2], vec![]]);
//! let gamma = generalized(&g);
//! assert_eq!(gamma[2], Gamma::Finite(0));
//! assert_eq!(gamma[1], Gamma::Finite(1));
//! assert_eq!(gamma[0], Gamma::Finite(0));
//! ```

use super::retrograde::Graph;

/// The value of a vertex: a number, or ∞(K).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Gamma {
    Finite(u32),
    /// ∞(K): K, sorted, the finite values of the followers.
    Infinite(Vec<u32>),
}

impl Gamma {
    pub fn finite(&self) -> Option<u32> {
        match self {
            Gamma::Finite(v) => Some(*v),
            Gamma::Infinite(_) => None,
        }
    }
}

impl std::fmt::Display for Gamma {
    /// `3`, `∞(0,1)`, `∞()`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Gamma::Finite(v) => write!(f, "{v}"),
            Gamma::Infinite(k) => {
                let k: Vec<String> = k.iter().map(|v| v.to_string()).collect();
                write!(f, "∞({})", k.join(","))
            }
        }
    }
}

const UNLABELLED: u32 = u32::MAX;
const INF: u32 = u32::MAX - 1;

/// γ of every vertex, with the rounds the algorithm needed.
#[derive(Debug, Clone)]
pub struct GammaRun {
    pub values: Vec<Gamma>,
    /// Rounds i = 0, 1, … run (the largest finite value + 2 at most).
    pub rounds: u32,
}

/// γ of every vertex (see the module docs).
pub fn generalized(graph: &Graph) -> Vec<Gamma> {
    generalized_run(graph).values
}

/// γ of every vertex, and how many rounds it took.
pub fn generalized_run(graph: &Graph) -> GammaRun {
    let n = graph.len();
    let pred = graph.reversed();
    let mut val = vec![UNLABELLED; n];
    // Per round: `has_i[v]`: v has a follower labelled i; `bad[u]`: followers
    // of u that are unlabelled or ∞ and have no follower labelled i yet.
    let mut has_i = vec![false; n];
    let mut bad = vec![0u32; n];
    let mut unlabelled: Vec<u32> = (0..n as u32).collect();
    let mut queue: Vec<u32> = Vec::new();
    let mut touched: Vec<u32> = Vec::new();
    let mut i: u32 = 0;
    let mut rounds = 0;
    while !unlabelled.is_empty() {
        rounds += 1;
        for &v in &touched {
            has_i[v as usize] = false;
        }
        touched.clear();
        queue.clear();
        for &u in &unlabelled {
            let u = u as usize;
            let b = graph
                .successors(u)
                .iter()
                .filter(|&&w| val[w as usize] >= INF)
                .count() as u32;
            bad[u] = b;
            if b == 0 {
                queue.push(u as u32);
            }
        }
        while let Some(u) = queue.pop() {
            let u = u as usize;
            // (a): no follower labelled i; (c) holds (bad == 0); still unlabelled.
            if val[u] != UNLABELLED || has_i[u] || bad[u] != 0 {
                continue;
            }
            val[u] = i;
            for &p in pred.successors(u) {
                let p = p as usize;
                if has_i[p] {
                    continue;
                }
                has_i[p] = true;
                touched.push(p as u32);
                if val[p] < INF {
                    continue; // finite followers never count in `bad`
                }
                // p (unlabelled or ∞) now has a follower labelled i.
                for &q in pred.successors(p) {
                    let q = q as usize;
                    if val[q] == UNLABELLED && bad[q] > 0 {
                        bad[q] -= 1;
                        if bad[q] == 0 && !has_i[q] {
                            queue.push(q as u32);
                        }
                    }
                }
            }
        }
        // ∞ for every unlabelled vertex with no follower labelled i.
        unlabelled.retain(|&u| {
            let u = u as usize;
            if val[u] != UNLABELLED {
                return false;
            }
            if !has_i[u] {
                val[u] = INF;
                return false;
            }
            true
        });
        i += 1;
    }
    let values = (0..n)
        .map(|v| {
            if val[v] == INF {
                let mut k: Vec<u32> = graph
                    .successors(v)
                    .iter()
                    .map(|&w| val[w as usize])
                    .filter(|&x| x < INF)
                    .collect();
                k.sort_unstable();
                k.dedup();
                Gamma::Infinite(k)
            } else {
                Gamma::Finite(val[v])
            }
        })
        .collect();
    GammaRun { values, rounds }
}

/// Who wins a sum of chips, for the player to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// He wins; `mv` is a winning move.
    Win { mv: ChipMove },
    /// He loses whatever he does (every value finite, XOR 0).
    Lose,
    /// Neither can force a win.
    Draw,
}

/// Slide chip number `chip` (0-based, in the order given) from `from` to `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChipMove {
    pub chip: usize,
    pub from: u32,
    pub to: u32,
}

/// The verdict for chips on the given vertices (several chips may share a
/// vertex), by the rules of sums: every value finite → XOR (0 loses); exactly
/// one ∞(K) → win iff the XOR of the others is in K, else draw; two or more
/// ∞ → draw. A winning move is found among the followers.
pub fn sum_verdict(graph: &Graph, gamma: &[Gamma], chips: &[u32]) -> Verdict {
    let mut infinite = Vec::new();
    let mut x = 0u32;
    for (c, &v) in chips.iter().enumerate() {
        match gamma[v as usize] {
            Gamma::Finite(g) => x ^= g,
            Gamma::Infinite(_) => infinite.push(c),
        }
    }
    // A follower of chip c's vertex with finite value `want`.
    let find = |c: usize, want: u32| -> Option<ChipMove> {
        let from = chips[c];
        graph
            .successors(from as usize)
            .iter()
            .find(|&&w| gamma[w as usize] == Gamma::Finite(want))
            .map(|&to| ChipMove { chip: c, from, to })
    };
    match infinite.len() {
        0 if x == 0 => Verdict::Lose,
        0 => {
            for (c, &v) in chips.iter().enumerate() {
                if let Gamma::Finite(g) = gamma[v as usize] {
                    if g ^ x < g {
                        if let Some(mv) = find(c, g ^ x) {
                            return Verdict::Win { mv };
                        }
                    }
                }
            }
            unreachable!("a non-zero XOR of finite values always has a move to 0 (rule b)")
        }
        1 => {
            let c = infinite[0];
            match find(c, x) {
                Some(mv) => Verdict::Win { mv },
                None => Verdict::Draw,
            }
        }
        _ => Verdict::Draw,
    }
}

/// The sum of `k` chips on `graph` as one explicit graph, for brute force: a
/// vertex is a k-tuple of vertices (chip 0 the most significant digit in base
/// n); a move slides one chip along one edge.
///
/// # Panics
/// When n^k does not fit in `u32`.
pub fn product(graph: &Graph, k: u32) -> Graph {
    let n = graph.len() as u64;
    let total = n.checked_pow(k).filter(|&t| t < u32::MAX as u64);
    let total = total.expect("the product graph is too large") as usize;
    let mut lists = vec![Vec::new(); total];
    for (id, list) in lists.iter_mut().enumerate() {
        let mut rest = id as u64;
        let mut place = 1u64;
        for _ in 0..k {
            let v = rest % n;
            rest /= n;
            for &w in graph.successors(v as usize) {
                let next = id as u64 - v * place + w as u64 * place;
                list.push(next as u32);
            }
            place *= n;
        }
    }
    Graph::from_lists(&lists)
}

/// The product vertex of chips on `tuple` (see [`product`]).
pub fn product_index(n: usize, tuple: &[u32]) -> u32 {
    let mut id = 0u64;
    let mut place = 1u64;
    for &v in tuple {
        id += v as u64 * place;
        place *= n as u64;
    }
    id as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::retrograde::{self, Node};
    use crate::solve::Code;

    /// Seed 001's graph: A B C D E F = 0..5.
    pub(crate) fn seed001() -> Graph {
        let (a, b, c, d, e, f) = (0, 1, 2, 3, 4, 5);
        Graph::from_lists(&[
            vec![],
            vec![a],
            vec![a, b, e, f, d],
            vec![a, b, e, f, c],
            vec![a, c, d],
            vec![e, c, d],
        ])
    }

    #[test]
    fn seed001_values() {
        let g = generalized(&seed001());
        assert_eq!(g[0], Gamma::Finite(0));
        assert_eq!(g[1], Gamma::Finite(1));
        assert_eq!(g[4], Gamma::Finite(1));
        assert_eq!(g[5], Gamma::Finite(0));
        assert_eq!(g[2], Gamma::Infinite(vec![0, 1]));
        assert_eq!(g[3], Gamma::Infinite(vec![0, 1]));
        assert_eq!(g[2].to_string(), "∞(0,1)");
    }

    fn brute(graph: &Graph, chips: &[u32]) -> Code {
        let p = product(graph, chips.len() as u32);
        let codes = retrograde::solve(&p, &vec![Node::Live; p.len()], Node::Over, false);
        codes[product_index(graph.len(), chips) as usize]
    }

    fn agrees(graph: &Graph, chips: &[u32]) {
        let gamma = generalized(graph);
        let v = sum_verdict(graph, &gamma, chips);
        let b = brute(graph, chips);
        match (&v, b) {
            (Verdict::Lose, Code::Lose(_) | Code::Over) | (Verdict::Draw, Code::Draw) => {}
            (Verdict::Win { mv }, Code::Win(_)) => {
                // The move is legal and leaves the opponent lost.
                assert!(graph.successors(mv.from as usize).contains(&mv.to));
                let mut after = chips.to_vec();
                assert_eq!(after[mv.chip], mv.from);
                after[mv.chip] = mv.to;
                assert!(matches!(brute(graph, &after), Code::Lose(_) | Code::Over));
            }
            _ => panic!("chips {chips:?}: γ says {v:?}, brute force {b:?}"),
        }
    }

    #[test]
    fn seed001_pairs_and_triples_equal_brute_force() {
        let g = seed001();
        for a in 0..6 {
            agrees(&g, &[a]);
            for b in 0..6 {
                agrees(&g, &[a, b]);
                for c in 0..6 {
                    agrees(&g, &[a, b, c]);
                }
            }
        }
    }

    #[test]
    fn sum_rules() {
        let g = seed001();
        let gamma = generalized(&g);
        // C alone: ∞(0,1) with 0 in K: win by moving to A (or F).
        match sum_verdict(&g, &gamma, &[2]) {
            Verdict::Win { mv } => assert_eq!(gamma[mv.to as usize], Gamma::Finite(0)),
            v => panic!("{v:?}"),
        }
        // C + B: rest XOR 1 ∈ K: win. C + two chips of value 1 + 1 = 0: win.
        assert!(matches!(
            sum_verdict(&g, &gamma, &[2, 1]),
            Verdict::Win { .. }
        ));
        // C + D: two ∞: draw.
        assert_eq!(sum_verdict(&g, &gamma, &[2, 3]), Verdict::Draw);
        // B + E: 1 ^ 1 = 0: lose.
        assert_eq!(sum_verdict(&g, &gamma, &[1, 4]), Verdict::Lose);
    }

    #[test]
    fn self_loop_and_pure_cycle_are_infinite() {
        let g = Graph::from_lists(&[vec![0], vec![2], vec![1]]);
        let gamma = generalized(&g);
        assert_eq!(gamma[0], Gamma::Infinite(vec![]));
        assert_eq!(gamma[1], Gamma::Infinite(vec![]));
    }

    #[test]
    fn acyclic_graphs_get_the_mex() {
        // 0 -> 1, 2, 3; 1 -> 2, 3; 2 -> 3; 3 sink: values 3 2 1 0.
        let g = Graph::from_lists(&[vec![1, 2, 3], vec![2, 3], vec![3], vec![]]);
        let gamma = generalized(&g);
        let v: Vec<_> = gamma.iter().map(|x| x.finite()).collect();
        assert_eq!(v, vec![Some(3), Some(2), Some(1), Some(0)]);
    }
}
