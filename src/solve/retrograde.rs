//! Retrograde analysis of an explicit game graph: outcome and remoteness of
//! every vertex, with draws where play can go on for ever.
//!
//! This is the one general solver: heap games reach it through
//! [`super::general`], game graphs given as edge lists directly.

use super::Code;

/// What a vertex is before any analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Node {
    /// Play goes on; its successors decide.
    Live,
    /// Finished: the player to move here has lost (normal end, or no moves).
    Over,
    /// Finished: the player to move here has won — his opponent's last move
    /// handed him the win (overshoot, misère).
    Handed,
}

/// A directed graph in compressed rows: the successors of `v` are
/// `succ[offsets[v]..offsets[v + 1]]`.
#[derive(Debug, Clone, Default)]
pub struct Graph {
    pub offsets: Vec<u32>,
    pub succ: Vec<u32>,
}

impl Graph {
    /// Builds the rows from a successor list per vertex.
    pub fn from_lists(lists: &[Vec<u32>]) -> Graph {
        let mut offsets = Vec::with_capacity(lists.len() + 1);
        let mut succ = Vec::new();
        offsets.push(0);
        for l in lists {
            succ.extend_from_slice(l);
            offsets.push(succ.len() as u32);
        }
        Graph { offsets, succ }
    }

    pub fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn successors(&self, v: usize) -> &[u32] {
        &self.succ[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// The reversed graph (predecessors).
    pub fn reversed(&self) -> Graph {
        reverse(&out_degrees(self), &self.succ)
    }
}

/// The reversed graph of the one with these out-degrees and successor list;
/// each vertex's predecessors in increasing order.
fn reverse(degrees: &[u32], succ: &[u32]) -> Graph {
    let n = degrees.len();
    // offsets[t + 1] counts t's predecessors, then (summed) ends t's row.
    let mut offsets = vec![0u32; n + 1];
    for &t in succ {
        offsets[t as usize + 1] += 1;
    }
    for i in 0..n {
        offsets[i + 1] += offsets[i];
    }
    // Filled from the back, each row's end moving down to its start: no
    // second array of fill positions.
    let mut pred = vec![0u32; succ.len()];
    let mut end = succ.len();
    for v in (0..n).rev() {
        let start = end - degrees[v] as usize;
        for &t in succ[start..end].iter().rev() {
            let e = &mut offsets[t as usize + 1];
            *e -= 1;
            pred[*e as usize] = v as u32;
        }
        end = start;
    }
    // Row t now starts at offsets[t + 1]: shift down by one.
    offsets.copy_within(1.., 0);
    offsets[n] = succ.len() as u32;
    Graph {
        offsets,
        succ: pred,
    }
}

/// Compact codes (4 bytes instead of a [`Code`]'s 8): the shifted remoteness
/// `q` of [`solve_compact`], or one of these three.
pub(crate) const DRAW: u32 = u32::MAX;
pub(crate) const OVER: u32 = u32::MAX - 1;
pub(crate) const HANDED: u32 = u32::MAX - 2;

/// The [`Code`] of a compact code.
#[inline]
pub(crate) fn decode(c: u32) -> Code {
    match c {
        OVER => Code::Over,
        HANDED => Code::Handed,
        DRAW => Code::Draw,
        q if q % 2 == 1 => Code::Lose((q - 1) / 2),
        q => Code::Win(q / 2),
    }
}

/// Solves every vertex. `handed_counts`: whether a win handed over (a move
/// into a [`Node::Handed`] vertex) counts as a move of the winner.
///
/// A live vertex with no successors is treated as `no_moves` says: `Over`
/// (normal play) or `Handed` (misère).
pub fn solve(graph: &Graph, nodes: &[Node], no_moves: Node, handed_counts: bool) -> Vec<Code> {
    let degrees = out_degrees(graph);
    let pred = reverse(&degrees, &graph.succ);
    solve_compact(degrees, &pred, nodes, no_moves, handed_counts)
        .into_iter()
        .map(decode)
        .collect()
}

/// [`solve`] with compact codes, taking the graph so that it is freed once
/// reversed (the reversed graph is all the analysis reads).
pub(crate) fn solve_owned(
    graph: Graph,
    nodes: &[Node],
    no_moves: Node,
    handed_counts: bool,
) -> Vec<u32> {
    let degrees = out_degrees(&graph);
    let Graph { offsets, succ } = graph;
    drop(offsets);
    let pred = reverse(&degrees, &succ);
    drop(succ);
    solve_compact(degrees, &pred, nodes, no_moves, handed_counts)
}

fn out_degrees(graph: &Graph) -> Vec<u32> {
    graph.offsets.windows(2).map(|w| w[1] - w[0]).collect()
}

/// The analysis proper, over the out-degrees and the predecessors.
fn solve_compact(
    degrees: Vec<u32>,
    pred: &Graph,
    nodes: &[Node],
    no_moves: Node,
    handed_counts: bool,
) -> Vec<u32> {
    let n = degrees.len();
    // Remoteness in plies, shifted by one so a handed, uncounted win is 0:
    // q = 0 handed (won before moving), 1 over/lost now, 2 win in 1, 3 lose in
    // 1, … odd q: the player to move loses, even q ≥ 2: he wins.
    // Unset at the end means a draw: the same value.
    const UNSET: u32 = DRAW;
    let mut q = vec![UNSET; n];
    // Per vertex: successors not yet known to win, and the largest q among
    // those known (side by side: one cache line per visit).
    let mut left: Vec<[u32; 2]> = degrees.into_iter().map(|d| [d, 0]).collect();
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); 4];
    let handed_q = if handed_counts { 2 } else { 0 };
    let mut kinds: Vec<Node> = nodes.to_vec();
    for v in 0..n {
        if kinds[v] == Node::Live && left[v][0] == 0 {
            kinds[v] = no_moves;
        }
        let start = match kinds[v] {
            Node::Live => continue,
            Node::Over => 1,
            Node::Handed => handed_q,
        };
        q[v] = start;
        buckets[start as usize].push(v as u32);
    }
    let mut level = 0usize;
    while level < buckets.len() {
        let here = std::mem::take(&mut buckets[level]);
        let qv = level as u32;
        let loses = qv % 2 == 1; // the player to move at v loses
        for &v in &here {
            for &u in pred.successors(v as usize) {
                let u = u as usize;
                // Every finished vertex got its q above: q unset means live.
                if q[u] != UNSET {
                    continue;
                }
                let target = if loses {
                    Some(qv + 1)
                } else {
                    let l = &mut left[u];
                    l[0] -= 1;
                    l[1] = l[1].max(qv);
                    (l[0] == 0).then_some(l[1] + 1)
                };
                if let Some(t) = target {
                    q[u] = t;
                    if buckets.len() <= t as usize {
                        buckets.resize(t as usize + 1, Vec::new());
                    }
                    buckets[t as usize].push(u as u32);
                }
            }
        }
        level += 1;
    }
    drop(left);
    // Unset q is already DRAW; finished vertices get their kind.
    for (c, k) in q.iter_mut().zip(kinds) {
        match k {
            Node::Live => {}
            Node::Over => *c = OVER,
            Node::Handed => *c = HANDED,
        }
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chain_and_cycle() {
        // 0 -> 1 -> 2 (sink): 2 over, 1 wins in 1, 0 loses in 1.
        let g = Graph::from_lists(&[vec![1], vec![2], vec![]]);
        let codes = solve(&g, &[Node::Live; 3], Node::Over, false);
        assert_eq!(codes, vec![Code::Lose(1), Code::Win(1), Code::Over]);
        // A 2-cycle with an exit to a winning vertex for the opponent: draw.
        let g = Graph::from_lists(&[vec![1], vec![0, 2], vec![3], vec![]]);
        let codes = solve(&g, &[Node::Live; 4], Node::Over, false);
        assert_eq!(codes[2], Code::Win(1));
        assert_eq!(codes[0], Code::Draw);
        assert_eq!(codes[1], Code::Draw);
    }

    #[test]
    fn slowest_loss_and_fastest_win() {
        // 0 -> {1, 2}; 1 -> 3 (sink); 2 -> 4 -> 5 -> 6 (sink)
        let g = Graph::from_lists(&[
            vec![1, 2],
            vec![3],
            vec![4],
            vec![],
            vec![5],
            vec![6],
            vec![],
        ]);
        let c = solve(&g, &[Node::Live; 7], Node::Over, false);
        assert_eq!(c[5], Code::Win(1));
        assert_eq!(c[4], Code::Lose(1));
        assert_eq!(c[2], Code::Win(2));
        assert_eq!(c[1], Code::Win(1));
        assert_eq!(c[0], Code::Lose(2), "holds out as long as he can");
    }

    #[test]
    fn handed_wins() {
        // 0 -> 1 (handed) only: 0 must hand the win over.
        let g = Graph::from_lists(&[vec![1], vec![], vec![0]]);
        let nodes = [Node::Live, Node::Handed, Node::Live];
        let c = solve(&g, &nodes, Node::Over, false);
        assert_eq!(c, vec![Code::Lose(0), Code::Handed, Code::Win(1)]);
        let c = solve(&g, &nodes, Node::Over, true);
        assert_eq!(c, vec![Code::Lose(1), Code::Handed, Code::Win(2)]);
    }
}
