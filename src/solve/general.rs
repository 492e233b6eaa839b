//! The general solver: explore every position reachable from the starts,
//! then solve the graph by retrograde analysis (draws where play can cycle).

use rustc_hash::FxHashMap;

use super::retrograde::{self, Graph, Node};
use super::{Code, SolveError, SolveOptions};
use crate::game::{Game, NoMoves, State, Status, Succ};

/// Codes of every reachable position.
#[derive(Debug)]
pub struct GeneralTable {
    index: FxHashMap<State, u32>,
    states: Vec<State>,
    codes: Vec<Code>,
}

impl GeneralTable {
    pub fn len(&self) -> usize {
        self.states.len()
    }

    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    pub fn code(&self, st: &State) -> Option<Code> {
        self.index.get(st).map(|&i| self.codes[i as usize])
    }

    /// Every solved position with its code.
    pub fn iter(&self) -> impl Iterator<Item = (&State, Code)> {
        self.states.iter().zip(self.codes.iter().copied())
    }

    pub fn live_box(&self, heaps: usize) -> Option<Vec<(i64, i64)>> {
        live_box(self.iter(), heaps)
    }
}

/// The bounding box of live positions with no history.
pub(crate) fn live_box<'a>(
    it: impl Iterator<Item = (&'a State, Code)>,
    heaps: usize,
) -> Option<Vec<(i64, i64)>> {
    let mut bx: Option<Vec<(i64, i64)>> = None;
    for (st, c) in it {
        if st.hist != 0 || c.is_over() {
            continue;
        }
        let b = bx.get_or_insert_with(|| st.heaps[..heaps].iter().map(|&h| (h, h)).collect());
        for (i, &h) in st.heaps[..heaps].iter().enumerate() {
            b[i].0 = b[i].0.min(h);
            b[i].1 = b[i].1.max(h);
        }
    }
    bx
}

/// Bytes per explored position, for the memory estimate (state, index
/// entry, edges, codes).
pub const BYTES_PER_POSITION: u64 = 160;

/// The positions reachable from the starts as an explicit graph.
#[derive(Debug)]
pub struct Explored {
    pub index: FxHashMap<State, u32>,
    pub states: Vec<State>,
    /// Per position: live, or over (and for whom).
    pub nodes: Vec<Node>,
    /// Moves of live positions (finished ones have none).
    pub graph: Graph,
}

/// Explores from `starts` and solves.
pub fn solve(
    game: &Game,
    starts: &[State],
    opts: &SolveOptions,
) -> Result<GeneralTable, SolveError> {
    let ex = explore(game, starts, opts)?;
    let no_moves = match game.no_moves {
        NoMoves::Lose => Node::Over,
        NoMoves::Win => Node::Handed,
    };
    let codes = retrograde::solve(&ex.graph, &ex.nodes, no_moves, game.handed_win_counts);
    Ok(GeneralTable {
        index: ex.index,
        states: ex.states,
        codes,
    })
}

/// Explores every position reachable from `starts`.
///
/// # Errors
/// More positions than the limits allow, or a rule that cannot be evaluated.
pub fn explore(game: &Game, starts: &[State], opts: &SolveOptions) -> Result<Explored, SolveError> {
    let limit = opts
        .max_positions
        .min((opts.max_bytes / BYTES_PER_POSITION) as usize);
    let mut index: FxHashMap<State, u32> = FxHashMap::default();
    let mut states: Vec<State> = Vec::new();
    let mut nodes: Vec<Node> = Vec::new();
    // Positions are expanded in the order they are numbered, so their moves
    // go straight into compressed rows.
    let mut graph = Graph {
        offsets: vec![0],
        succ: Vec::new(),
    };
    let mut buf: Vec<Succ> = Vec::new();
    let eval_err = |st: &State, error| SolveError::Eval {
        position: game.position_name(&st.heaps),
        error,
    };
    for st in starts {
        if !index.contains_key(st) {
            index.insert(*st, states.len() as u32);
            states.push(*st);
        }
    }
    let mut next = 0;
    while next < states.len() {
        let st = states[next];
        let node = match game.status(&st).map_err(|e| eval_err(&st, e))? {
            Status::Live => Node::Live,
            Status::OverMoverWon => Node::Over,
            Status::OverMoverLost => Node::Handed,
        };
        nodes.push(node);
        if node == Node::Live {
            buf.clear();
            game.successors(&st, &mut buf)
                .map_err(|e| eval_err(&st, e))?;
            for s in &buf {
                let id = match index.get(&s.state) {
                    Some(&id) => id,
                    None => {
                        if states.len() >= limit {
                            return Err(SolveError::TooMany { limit });
                        }
                        let id = states.len() as u32;
                        index.insert(s.state, id);
                        states.push(s.state);
                        id
                    }
                };
                graph.succ.push(id);
            }
        }
        graph.offsets.push(graph.succ.len() as u32);
        next += 1;
    }
    Ok(Explored {
        index,
        states,
        nodes,
        graph,
    })
}
