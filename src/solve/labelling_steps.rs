//! "Algorithm 2" of seed 000: labelling the vertices of a game graph with 0
//! and 1, step by step, as the seed teaches it. Pure, no I/O.
//!
//! 1. The final vertices (no moves: the player to move has lost) get 0.
//! 2. A. Label 1 every vertex from which one move reaches a vertex labelled 0.
//!    B. Label 0 every vertex from which every move reaches a vertex labelled 1.
//!    Alternate A and B until the start vertex is labelled (or nothing changes).
//!
//! When reaching the final position loses, the caller adds a new final vertex
//! `z` after it first (see `graph_input::with_z`). Steps are literal sweeps
//! over the vertices — this is the method shown, not the fast solver;
//! [`super::retrograde`] computes the same labels (step A-k is remoteness
//! +k, step B-k is −k), and the tests check that.

use super::retrograde::Graph;

/// A step of the algorithm.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// 'A' (label 1) or 'B' (label 0); the initialisation is 'B' number 0.
    pub kind: char,
    /// 1, 2, … (0 for the initialisation).
    pub number: u32,
    /// The vertices newly labelled, in increasing order.
    pub vertices: Vec<u32>,
}

impl Step {
    pub fn label(&self) -> u8 {
        if self.kind == 'A' {
            1
        } else {
            0
        }
    }

    /// `init`, `A-1`, `B-1`, …
    pub fn name(&self) -> String {
        if self.number == 0 {
            "init".into()
        } else {
            format!("{}-{}", self.kind, self.number)
        }
    }
}

/// The run: every step, and each vertex's label and step (None: never
/// labelled — a draw, or beyond the start when stopped early).
#[derive(Debug, Clone)]
pub struct Run {
    pub steps: Vec<Step>,
    /// Per vertex: (label, index into `steps`).
    pub labels: Vec<Option<(u8, usize)>>,
}

/// Runs the algorithm; stops once `start` (if given) is labelled.
///
/// The steps are the seed's sweeps, but each looks only where a label can
/// have appeared: step A-k at the predecessors of the vertices B-(k−1)
/// labelled 0, step B-k at the predecessors of the vertices A-k labelled 1
/// (a count of each vertex's successors labelled 1 says when all are). So
/// the run is linear in the edges, not vertices × steps (a 30,000-vertex
/// chain took 3 s).
pub fn run(graph: &Graph, start: Option<u32>) -> Run {
    let n = graph.len();
    // Predecessors, as one array sliced by `first` (an edge listed twice
    // is there twice, as in the successor lists).
    let mut first = vec![0usize; n + 1];
    for v in 0..n {
        for &w in graph.successors(v) {
            first[w as usize + 1] += 1;
        }
    }
    for v in 0..n {
        first[v + 1] += first[v];
    }
    let mut fill = first.clone();
    let mut preds = vec![0u32; first[n]];
    for v in 0..n {
        for &w in graph.successors(v) {
            preds[fill[w as usize]] = v as u32;
            fill[w as usize] += 1;
        }
    }
    let preds_of = |w: u32| &preds[first[w as usize]..first[w as usize + 1]];

    let mut labels: Vec<Option<(u8, usize)>> = vec![None; n];
    // Per vertex: how many of its successors are labelled 1.
    let mut ones = vec![0usize; n];
    let mut steps = Vec::new();
    let init: Vec<u32> = (0..n as u32)
        .filter(|&v| graph.successors(v as usize).is_empty())
        .collect();
    for &v in &init {
        labels[v as usize] = Some((0, 0));
    }
    let mut last = init.clone();
    steps.push(Step {
        kind: 'B',
        number: 0,
        vertices: init,
    });
    let done = |labels: &[Option<(u8, usize)>]| start.is_some_and(|s| labels[s as usize].is_some());
    let mut number = 1;
    while !done(&labels) {
        let mut changed = false;
        for kind in ['A', 'B'] {
            let idx = steps.len();
            let mut new: Vec<u32> = Vec::new();
            for &w in &last {
                for &v in preds_of(w) {
                    let vi = v as usize;
                    if labels[vi].is_some() {
                        continue;
                    }
                    let qualifies = if kind == 'A' {
                        true
                    } else {
                        ones[vi] == graph.successors(vi).len()
                    };
                    if qualifies {
                        new.push(v);
                    }
                }
            }
            new.sort_unstable();
            new.dedup();
            let label = if kind == 'A' { 1 } else { 0 };
            for &v in &new {
                labels[v as usize] = Some((label, idx));
                if label == 1 {
                    for &p in preds_of(v) {
                        ones[p as usize] += 1;
                    }
                }
            }
            changed |= !new.is_empty();
            last = new.clone();
            steps.push(Step {
                kind,
                number,
                vertices: new,
            });
            if done(&labels) {
                break;
            }
        }
        if !changed {
            // Nothing more can be labelled: drop the two empty steps.
            steps.truncate(steps.len() - 2);
            break;
        }
        number += 1;
    }
    Run { steps, labels }
}

/// The seed's sweeps as written: every vertex looked at in every step. The
/// tests check [`run`] against it.
#[cfg(test)]
fn run_by_sweeps(graph: &Graph, start: Option<u32>) -> Run {
    let n = graph.len();
    let mut labels: Vec<Option<(u8, usize)>> = vec![None; n];
    let mut steps = Vec::new();
    let init: Vec<u32> = (0..n as u32)
        .filter(|&v| graph.successors(v as usize).is_empty())
        .collect();
    for &v in &init {
        labels[v as usize] = Some((0, 0));
    }
    steps.push(Step {
        kind: 'B',
        number: 0,
        vertices: init,
    });
    let done = |labels: &[Option<(u8, usize)>]| start.is_some_and(|s| labels[s as usize].is_some());
    let mut number = 1;
    while !done(&labels) {
        let mut changed = false;
        for kind in ['A', 'B'] {
            let idx = steps.len();
            let new: Vec<u32> = (0..n as u32)
                .filter(|&v| {
                    let v = v as usize;
                    if labels[v].is_some() {
                        return false;
                    }
                    let succ = graph.successors(v);
                    if kind == 'A' {
                        succ.iter()
                            .any(|&w| matches!(labels[w as usize], Some((0, _))))
                    } else {
                        succ.iter()
                            .all(|&w| matches!(labels[w as usize], Some((1, _))))
                    }
                })
                .collect();
            let label = if kind == 'A' { 1 } else { 0 };
            for &v in &new {
                labels[v as usize] = Some((label, idx));
            }
            changed |= !new.is_empty();
            steps.push(Step {
                kind,
                number,
                vertices: new,
            });
            if done(&labels) {
                break;
            }
        }
        if !changed {
            steps.truncate(steps.len() - 2);
            break;
        }
        number += 1;
    }
    Run { steps, labels }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::retrograde::{self, Node};
    use crate::solve::Code;

    #[test]
    fn chain() {
        // 0 -> 1 -> 2
        let g = Graph::from_lists(&[vec![1], vec![2], vec![]]);
        let r = run(&g, Some(0));
        let names: Vec<String> = r.steps.iter().map(|s| s.name()).collect();
        assert_eq!(names, ["init", "A-1", "B-1"]);
        assert_eq!(r.labels[0], Some((0, 2)));
        assert_eq!(r.labels[1], Some((1, 1)));
    }

    #[test]
    fn same_steps_as_the_sweeps() {
        // Small pseudo-random graphs with cycles, multi-edges and sinks.
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for _ in 0..300 {
            let n = 1 + next() % 12;
            let lists: Vec<Vec<u32>> = (0..n)
                .map(|_| (0..next() % 4).map(|_| (next() % n) as u32).collect())
                .collect();
            let g = Graph::from_lists(&lists);
            for start in [None, Some((next() % n) as u32)] {
                let (fast, slow) = (run(&g, start), run_by_sweeps(&g, start));
                assert_eq!(fast.steps, slow.steps, "{lists:?} from {start:?}");
                assert_eq!(fast.labels, slow.labels, "{lists:?} from {start:?}");
            }
        }
    }

    #[test]
    fn steps_are_remoteness() {
        // A small graph with a cycle: 0 <-> 1, 1 -> 2 -> 3, 4 -> 0.
        let g = Graph::from_lists(&[vec![1], vec![0, 2], vec![3], vec![], vec![0, 3]]);
        let r = run(&g, None);
        let codes = retrograde::solve(&g, &[Node::Live; 5], Node::Over, false);
        for (v, code) in codes.iter().enumerate() {
            let want = match *code {
                Code::Over => Some((0, "init".to_string())),
                Code::Win(k) => Some((1, format!("A-{k}"))),
                Code::Lose(k) => Some((0, format!("B-{k}"))),
                _ => None,
            };
            let got = r.labels[v].map(|(l, i)| (l, r.steps[i].name()));
            assert_eq!(got, want, "vertex {v}");
        }
    }
}
