//! The general solver: explore every position reachable from the starts,
//! then solve the graph by retrograde analysis (draws where play can cycle).

use super::retrograde::{self, Graph, Node};
use super::{Code, SolveError, SolveOptions};
use crate::game::{Game, NoMoves, State, Status, Succ};

/// Codes of every reachable position.
#[derive(Debug)]
pub struct GeneralTable {
    index: StateIndex,
    states: Vec<State>,
    /// Compact codes ([`retrograde::decode`]): half the size of [`Code`]s.
    codes: Vec<u32>,
}

impl GeneralTable {
    pub fn len(&self) -> usize {
        self.states.len()
    }

    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    pub fn code(&self, st: &State) -> Option<Code> {
        self.index
            .get(&self.states, st)
            .map(|i| retrograde::decode(self.codes[i as usize]))
    }

    /// Every solved position with its code.
    pub fn iter(&self) -> impl Iterator<Item = (&State, Code)> {
        self.states
            .iter()
            .zip(self.codes.iter().map(|&c| retrograde::decode(c)))
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
/// entry, edges, codes). An upper bound with room for more moves per
/// position: two heaps, four moves each, peak at 95 bytes at 10⁶ positions.
pub const BYTES_PER_POSITION: u64 = 160;

/// Position ids by state: open addressing over ids into the state list, so
/// each state is stored once (a map would keep a second 32-byte copy, and
/// half its slots empty).
#[derive(Debug, Clone)]
pub struct StateIndex {
    /// Per slot: 0 empty, else the id + 1 (low half) and the top half of the
    /// state's hash, which settles most mismatches without reading the state.
    slots: Vec<u64>,
    /// log2 of the slot count.
    bits: u32,
    len: usize,
}

impl Default for StateIndex {
    fn default() -> Self {
        StateIndex {
            slots: vec![0; 16],
            bits: 4,
            len: 0,
        }
    }
}

/// `a == b` without a call to `memcmp` (the derived comparison of the heap
/// array makes one; this is the hot loop of exploration).
#[inline]
fn same(a: &State, b: &State) -> bool {
    let d = (a.heaps[0] ^ b.heaps[0]) | (a.heaps[1] ^ b.heaps[1]) | (a.heaps[2] ^ b.heaps[2]);
    d == 0 && a.hist == b.hist
}

/// Where a state is, or the empty slot where it belongs.
enum Probe {
    Found(u32),
    Vacant(usize, u64),
}

impl StateIndex {
    /// Fx-style multiply-rotate over the heaps and the history; slots are
    /// taken from the well-mixed high bits.
    fn hash(st: &State) -> u64 {
        const K: u64 = 0xf135_7aea_2e62_a9c5;
        let mut h = 0u64;
        for &x in &st.heaps {
            h = (h.rotate_left(26) ^ x as u64).wrapping_mul(K);
        }
        (h.rotate_left(26) ^ st.hist).wrapping_mul(K)
    }

    fn probe(&self, states: &[State], st: &State) -> Probe {
        let h = Self::hash(st);
        let tag = h & !0xffff_ffff;
        let mask = self.slots.len() - 1;
        let mut i = (h >> (64 - self.bits)) as usize;
        loop {
            let s = self.slots[i];
            if s == 0 {
                return Probe::Vacant(i, tag);
            }
            if s & !0xffff_ffff == tag {
                let id = (s as u32).wrapping_sub(1);
                if same(&states[id as usize], st) {
                    return Probe::Found(id);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// The id of `st` among `states` (the list this index was built over).
    pub fn get(&self, states: &[State], st: &State) -> Option<u32> {
        match self.probe(states, st) {
            Probe::Found(id) => Some(id),
            Probe::Vacant(..) => None,
        }
    }

    /// Records `states[id]` at a vacant slot found by [`Self::probe`]; grows
    /// (rehashing from `states`) at half full, which keeps probes short.
    fn fill(&mut self, states: &[State], slot: usize, tag: u64, id: u32) {
        self.slots[slot] = tag | (id as u64 + 1);
        self.len += 1;
        if self.len * 2 > self.slots.len() {
            self.bits += 1;
            self.slots = Vec::new();
            self.slots = vec![0; 1 << self.bits];
            let mask = self.slots.len() - 1;
            for (id, st) in states[..self.len].iter().enumerate() {
                let h = Self::hash(st);
                let mut i = (h >> (64 - self.bits)) as usize;
                while self.slots[i] != 0 {
                    i = (i + 1) & mask;
                }
                self.slots[i] = (h & !0xffff_ffff) | (id as u64 + 1);
            }
        }
    }
}

/// The positions reachable from the starts as an explicit graph.
#[derive(Debug)]
pub struct Explored {
    /// Ids of `states`; see [`Explored::id`].
    pub index: StateIndex,
    pub states: Vec<State>,
    /// Per position: live, or over (and for whom).
    pub nodes: Vec<Node>,
    /// Moves of live positions (finished ones have none).
    pub graph: Graph,
}

impl Explored {
    /// The id of a reachable position.
    pub fn id(&self, st: &State) -> Option<u32> {
        self.index.get(&self.states, st)
    }
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
    let codes = retrograde::solve_owned(ex.graph, &ex.nodes, no_moves, game.handed_win_counts);
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
    let move_limit = opts
        .max_positions
        .saturating_mul(super::MOVES_PER_POSITION)
        .min((opts.max_bytes / 4) as usize);
    let mut index = StateIndex::default();
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
        if let Probe::Vacant(slot, tag) = index.probe(&states, st) {
            states.push(*st);
            index.fill(&states, slot, tag, states.len() as u32 - 1);
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
                let id = match index.probe(&states, &s.state) {
                    Probe::Found(id) => id,
                    Probe::Vacant(slot, tag) => {
                        if states.len() >= limit {
                            return Err(if limit < opts.max_positions {
                                SolveError::TooManyForMemory {
                                    limit,
                                    memory: crate::resources::limit_named(opts.max_bytes),
                                }
                            } else {
                                SolveError::TooMany { limit }
                            });
                        }
                        let id = states.len() as u32;
                        states.push(s.state);
                        index.fill(&states, slot, tag, id);
                        id
                    }
                };
                graph.succ.push(id);
            }
            if graph.succ.len() > move_limit {
                return Err(
                    if move_limit < opts.max_positions.saturating_mul(super::MOVES_PER_POSITION) {
                        SolveError::TooManyMovesForMemory {
                            limit: move_limit,
                            memory: crate::resources::limit_named(opts.max_bytes),
                        }
                    } else {
                        SolveError::TooManyMoves {
                            limit: move_limit,
                            positions: opts.max_positions,
                        }
                    },
                );
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::GameSpec;

    fn range_game() -> Game {
        GameSpec {
            start: Some("S".into()),
            s: Some("1..10".into()),
            moves: Some("+1..x".into()),
            end: Some("sum >= 100000".into()),
            ..GameSpec::default()
        }
        .build(&|f| f.to_string())
        .unwrap()
    }

    /// The limit that stopped the exploration is the one named: memory
    /// (with where it came from) or `--max-positions`.
    #[test]
    fn the_limit_that_stops_it_is_named() {
        let g = range_game();
        let starts = [State::of(&[1])];
        let by_memory = SolveOptions {
            max_positions: 1_000_000,
            max_bytes: 4 << 20,
            ..SolveOptions::default()
        };
        let e = explore(&g, &starts, &by_memory).err().unwrap();
        assert!(matches!(e, SolveError::TooManyMovesForMemory { .. }), "{e}");
        assert!(
            e.to_string()
                .contains("memory limit of 4.0 MiB (--max-memory)"),
            "{e}"
        );
        let by_positions = SolveOptions {
            max_positions: 1000,
            ..by_memory
        };
        let e = explore(&g, &starts, &by_positions).err().unwrap();
        assert!(
            matches!(
                e,
                SolveError::TooManyMoves { .. } | SolveError::TooMany { .. }
            ),
            "{e}"
        );
        assert!(e.to_string().contains("--max-positions"), "{e}");
    }
}
