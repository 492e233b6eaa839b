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
        let n = self.len();
        let mut count = vec![0u32; n + 1];
        for &t in &self.succ {
            count[t as usize + 1] += 1;
        }
        for i in 0..n {
            count[i + 1] += count[i];
        }
        let mut fill = count.clone();
        let mut pred = vec![0u32; self.succ.len()];
        for v in 0..n {
            for &t in self.successors(v) {
                pred[fill[t as usize] as usize] = v as u32;
                fill[t as usize] += 1;
            }
        }
        Graph {
            offsets: count,
            succ: pred,
        }
    }
}

/// Solves every vertex. `handed_counts`: whether a win handed over (a move
/// into a [`Node::Handed`] vertex) counts as a move of the winner.
///
/// A live vertex with no successors is treated as `no_moves` says: `Over`
/// (normal play) or `Handed` (misère).
pub fn solve(graph: &Graph, nodes: &[Node], no_moves: Node, handed_counts: bool) -> Vec<Code> {
    let n = graph.len();
    // Remoteness in plies, shifted by one so a handed, uncounted win is 0:
    // q = 0 handed (won before moving), 1 over/lost now, 2 win in 1, 3 lose in
    // 1, … odd q: the player to move loses, even q ≥ 2: he wins.
    const UNSET: u32 = u32::MAX;
    let mut q = vec![UNSET; n];
    // Per vertex: successors not yet known to win, and the largest q among
    // those known (side by side: one cache line per visit).
    let mut left: Vec<[u32; 2]> = (0..n)
        .map(|v| [graph.successors(v).len() as u32, 0])
        .collect();
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
    let pred = graph.reversed();
    let mut level = 0usize;
    while level < buckets.len() {
        let here = std::mem::take(&mut buckets[level]);
        for &v in &here {
            let qv = level as u32;
            let loses = qv % 2 == 1; // the player to move at v loses
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
    (0..n)
        .map(|v| match (kinds[v], q[v]) {
            (Node::Over, _) => Code::Over,
            (Node::Handed, _) => Code::Handed,
            (_, UNSET) => Code::Draw,
            (_, qv) if qv % 2 == 1 => Code::Lose((qv - 1) / 2),
            (_, qv) => Code::Win(qv / 2),
        })
        .collect()
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
