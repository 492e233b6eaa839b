//! The game tree of a winning strategy (exam task 21, «Дерево игры для
//! выигрышной стратегии»), read off a solved game: the proof of a position's
//! code.
//!
//! At the winner's turns the tree has one move — the one that wins fastest
//! (on a tie, the first in the order the rules list the moves, so the tree is
//! stable); at the loser's turns it has every legal move. It stops where the
//! game ends, so its depth is what the code says: from a −2 position Petya
//! moves, and every branch ends by Vanya's second move at the latest.
//!
//! The tree is built as a graph: a position reached by different paths is
//! one [`Node`], so the writers can draw it once and refer to it elsewhere
//! ([`Tree::shared`]), or write it out in full ([`Tree::expanded_size`]).

use rustc_hash::FxHashMap;

use crate::exam::wording::Lang;
use crate::game::{Game, State};
use crate::solve::{Code, Solution};
use crate::solved::Solved;

/// Index of a node in [`Tree::nodes`].
pub type NodeId = usize;

/// A move of the tree: the rule it is, the heap it acts on, where it leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edge {
    /// The move's index in the rules.
    pub mv: u16,
    /// The one heap it changed (0-based), in games of more than one heap.
    pub heap: Option<usize>,
    pub to: NodeId,
}

/// A position of the tree, with the player to move there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub state: State,
    pub code: Code,
    /// The winner's one move, or every move of the loser; none at the end.
    pub children: Vec<Edge>,
}

/// A winning strategy's tree from one position.
#[derive(Debug, Clone)]
pub struct Tree {
    /// The root is node 0; each position once.
    pub nodes: Vec<Node>,
}

/// Why a position has no finite tree; worded by [`NoTree::words`],
/// `Display` is the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoTree {
    Draw(String),
    Unknown(String),
    /// The position, and why the tree could not be built from it.
    Failed(String, crate::i18n::Msg),
}

impl NoTree {
    /// Why there is no tree, in the reader's language.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            NoTree::Draw(p) => crate::tr!(lang, "tree-draw", position = p),
            NoTree::Unknown(p) => crate::tr!(lang, "tree-unknown", position = p),
            NoTree::Failed(p, why) => {
                crate::tr!(lang, "tree-failed", position = p, why = why.clone())
            }
        }
    }
}

impl std::fmt::Display for NoTree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for NoTree {}

/// Refuses a drawing of the tree (`form`: «JSON», «text», «SVG») that
/// would take more than `limit` bytes, in one line with its size: a tree
/// is sized before anything of it is written.
///
/// # Errors
/// The drawing is larger than the limit.
pub fn check_size(
    form: impl Into<crate::i18n::Msg>,
    bytes: u64,
    limit: u64,
) -> Result<(), crate::i18n::Msg> {
    if bytes <= limit {
        return Ok(());
    }
    let size = if bytes == u64::MAX {
        crate::msg!("tree-size-huge")
    } else {
        crate::msg!(
            "tree-size",
            size = crate::solve::human_bytes(bytes),
            bytes = bytes
        )
    };
    Err(crate::msg!(
        "tree-too-big",
        form = form.into(),
        size = size,
        limit = crate::resources::limit_named(limit)
    ))
}

/// The text of move `mv` of the rules with `×` for `*` (as the exam writes
/// it) and, in games of more than one heap, the heap it acted on: `×2 h2`.
pub fn move_name(game: &Game, mv: u16, heap: Option<usize>, exam_signs: bool) -> String {
    let text = &game.moves[mv as usize].text;
    let text = if exam_signs {
        text.replace('*', "×")
    } else {
        text.clone()
    };
    match heap {
        Some(h) => format!("{text} h{}", h + 1),
        None => text,
    }
}

/// The one heap a move changed, when it changed exactly one of several.
pub fn changed_heap(game: &Game, from: &State, to: &State) -> Option<usize> {
    if game.heaps < 2 {
        return None;
    }
    let changed: Vec<usize> = (0..game.heaps)
        .filter(|&i| from.heaps[i] != to.heaps[i])
        .collect();
    match changed[..] {
        [h] => Some(h),
        _ => None,
    }
}

/// For a follower's code: whether the player who moved there has won or will
/// win (the opponent, to move there, loses), and in how many more moves of
/// his own at the latest.
pub fn for_mover(c: Code, handed_counts: bool) -> Option<(bool, u32)> {
    match c {
        Code::Over | Code::Lose(0) => Some((true, 0)),
        Code::Lose(k) => Some((true, k)),
        Code::Handed => Some((false, u32::from(handed_counts))),
        Code::Win(k) => Some((false, k)),
        Code::Draw | Code::Unknown => None,
    }
}

impl Tree {
    /// The tree proving the code of `root` (the player to move there is the
    /// one the code speaks for).
    ///
    /// # Errors
    /// The position is a draw or undecided (no finite tree), or a position
    /// on the way was not solved.
    pub fn build(game: &Game, sol: &Solution, root: &State) -> Result<Tree, NoTree> {
        let name = |st: &State| game.position_name(&st.heaps);
        let code = sol
            .code(root)
            .ok_or_else(|| NoTree::Failed(name(root), crate::msg!("tree-not-solved")))?;
        match code {
            Code::Draw => return Err(NoTree::Draw(name(root))),
            Code::Unknown => return Err(NoTree::Unknown(name(root))),
            _ => {}
        }
        let mut b = Builder {
            game,
            sol,
            nodes: Vec::new(),
            index: FxHashMap::default(),
            succ: Vec::new(),
        };
        b.build(root, code)?;
        Ok(Tree { nodes: b.nodes })
    }

    pub fn root(&self) -> &Node {
        &self.nodes[0]
    }

    /// The nodes in an order where every node comes after all its
    /// children (a post-order of the graph, by an explicit stack: a tree may
    /// be as deep as the game is long).
    pub fn children_first(&self) -> Vec<NodeId> {
        let mut done = vec![false; self.nodes.len()];
        let mut order = Vec::with_capacity(self.nodes.len());
        // (node, how many of its children were pushed already)
        let mut stack: Vec<(NodeId, usize)> = vec![(0, 0)];
        while let Some(top) = stack.last_mut() {
            let (i, next) = *top;
            match self.nodes[i].children.get(next) {
                Some(e) => {
                    top.1 += 1;
                    if !done[e.to] {
                        // Marked when pushed, so a node is on the stack once.
                        done[e.to] = true;
                        stack.push((e.to, 0));
                    }
                }
                None => {
                    order.push(i);
                    stack.pop();
                }
            }
        }
        order
    }

    /// How many nodes the tree has written out in full (every path to a
    /// shared position drawn again), counted exactly over the shared
    /// positions without writing anything; saturates at `u64::MAX`.
    pub fn expanded_size(&self) -> u64 {
        let mut size = vec![0u64; self.nodes.len()];
        for i in self.children_first() {
            size[i] = self.nodes[i]
                .children
                .iter()
                .fold(1u64, |s, e| s.saturating_add(size[e.to]));
        }
        size[0]
    }

    /// The nodes with moves below them that a drawing reaches more than
    /// once, numbered 1, 2, … in the order a depth-first drawing meets them
    /// first: drawn in full there, referred to by the number elsewhere.
    pub fn shared(&self) -> Vec<Option<u32>> {
        let mut seen = vec![false; self.nodes.len()];
        let mut twice = vec![false; self.nodes.len()];
        let mut order = Vec::new();
        let mut stack = vec![0];
        while let Some(i) = stack.pop() {
            if seen[i] {
                twice[i] = !self.nodes[i].children.is_empty();
                continue;
            }
            seen[i] = true;
            order.push(i);
            for e in self.nodes[i].children.iter().rev() {
                stack.push(e.to);
            }
        }
        let mut number = vec![None; self.nodes.len()];
        let mut n = 0;
        for i in order {
            if twice[i] {
                n += 1;
                number[i] = Some(n);
            }
        }
        number
    }
}

/// One line of a drawing of the tree: depth first, moves in the rules'
/// order, a shared position drawn in full the first time only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Plies from the root: Petya moves at even depths.
    pub depth: usize,
    pub node: NodeId,
    /// The move that led here (none at the root).
    pub via: Option<Edge>,
    /// Made by the player who wins the tree.
    pub by_winner: bool,
    /// This is the full drawing of shared position `[n]`.
    pub number: Option<u32>,
    /// The position is drawn in full at `[n]`; this line refers to it.
    pub see: Option<u32>,
}

impl Tree {
    /// Whether the player to move at the root (Petya) wins.
    pub fn first_player_wins(&self) -> bool {
        matches!(self.root().code, Code::Win(_) | Code::Handed)
    }

    /// The tree as lines to draw, each shared position in full once.
    pub fn lines(&self) -> Vec<Line> {
        let numbers = self.shared();
        let petya_wins = self.first_player_wins();
        let mut drawn = vec![false; self.nodes.len()];
        let mut out = Vec::new();
        let mut stack: Vec<(usize, NodeId, Option<Edge>)> = vec![(0, 0, None)];
        while let Some((depth, node, via)) = stack.pop() {
            let by_winner = via.is_some() && ((depth - 1) % 2 == 0) == petya_wins;
            let number = numbers[node];
            if number.is_some() && drawn[node] {
                out.push(Line {
                    depth,
                    node,
                    via,
                    by_winner,
                    number: None,
                    see: number,
                });
                continue;
            }
            drawn[node] = true;
            out.push(Line {
                depth,
                node,
                via,
                by_winner,
                number,
                see: None,
            });
            for e in self.nodes[node].children.iter().rev() {
                stack.push((depth + 1, e.to, Some(e.clone())));
            }
        }
        out
    }

    /// The deepest line, in plies.
    pub fn plies(&self) -> usize {
        self.lines().iter().map(|l| l.depth).max().unwrap_or(0)
    }
}

/// The tree of a start that answers a question.
#[derive(Debug, Clone)]
pub struct StartTree {
    /// The question's id (`21`, `20`).
    pub question: String,
    pub k: i64,
    pub s: i64,
    pub state: State,
    /// The tree, or why the start has none.
    pub tree: Result<Tree, NoTree>,
}

impl Solved {
    /// The trees a workbook's *Дерево* / *Tree* sheet shows: the starts
    /// answering 21, then 20, at most four each (`solve --out x.xlsx` and
    /// the web page's download).
    pub fn workbook_trees(&self) -> Vec<StartTree> {
        self.trees(&["21", "20"], 4)
    }

    /// The trees of the starts that answer the questions `ids` (in that
    /// order): the values the answer reports (every qualifying one when it
    /// reports another quantity, such as a count), at most `most` per
    /// question.
    pub fn trees(&self, ids: &[&str], most: usize) -> Vec<StartTree> {
        let game = &self.task.game;
        let mut out = Vec::new();
        for id in ids {
            let Some(a) = self.answer(id) else { continue };
            let reports_s = self
                .task
                .questions
                .iter()
                .find(|q| q.id == *id)
                .is_some_and(|q| q.of_text == "S");
            let shown: Vec<i64> = a
                .answer
                .split_whitespace()
                .filter_map(|t| t.parse().ok())
                .collect();
            let picked = a
                .pairs
                .iter()
                .filter(|p| !reports_s || shown.contains(&p.1))
                .take(most);
            for &(k, s) in picked {
                let Some(st) = self.starts.iter().find(|st| (st.k, st.s) == (k, s)) else {
                    continue;
                };
                out.push(StartTree {
                    question: id.to_string(),
                    k,
                    s,
                    state: st.state,
                    tree: Tree::build(game, &self.solution, &st.state),
                });
            }
        }
        out
    }
}

struct Builder<'a> {
    game: &'a Game,
    sol: &'a Solution,
    nodes: Vec<Node>,
    index: FxHashMap<State, NodeId>,
    succ: Vec<crate::game::Succ>,
}

impl Builder<'_> {
    /// A new node for `st`, indexed, without its children yet.
    fn open(&mut self, st: &State, code: Code) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node {
            state: *st,
            code,
            children: Vec::new(),
        });
        self.index.insert(*st, id);
        id
    }

    /// Builds the tree from `root` depth first, children in the rules'
    /// order, each position once, by an explicit stack (a forced line may be
    /// tens of thousands of plies long).
    fn build(&mut self, root: &State, code: Code) -> Result<(), NoTree> {
        struct Frame {
            id: NodeId,
            chosen: std::vec::IntoIter<(crate::game::Succ, Code)>,
        }
        let id = self.open(root, code);
        let chosen = self.moves(root, code)?.into_iter();
        let mut stack = vec![Frame { id, chosen }];
        while let Some(top) = stack.last_mut() {
            let Some((s, c)) = top.chosen.next() else {
                stack.pop();
                continue;
            };
            let parent = top.id;
            let from = self.nodes[parent].state;
            let edge = |to| Edge {
                mv: s.mv,
                heap: changed_heap(self.game, &from, &s.state),
                to,
            };
            if let Some(&to) = self.index.get(&s.state) {
                let e = edge(to);
                self.nodes[parent].children.push(e);
                continue;
            }
            let to = self.open(&s.state, c);
            let e = edge(to);
            self.nodes[parent].children.push(e);
            let chosen = self.moves(&s.state, c)?.into_iter();
            stack.push(Frame { id: to, chosen });
        }
        Ok(())
    }

    /// The moves the tree shows from `st`: the winner's fastest, or every
    /// move of the loser.
    fn moves(&mut self, st: &State, code: Code) -> Result<Vec<(crate::game::Succ, Code)>, NoTree> {
        let game = self.game;
        let name = || game.position_name(&st.heaps);
        let k = match code {
            Code::Over | Code::Handed => return Ok(Vec::new()),
            Code::Win(k) | Code::Lose(k) => k,
            Code::Draw | Code::Unknown => {
                return Err(NoTree::Failed(name(), crate::msg!("tree-no-exact-code")))
            }
        };
        self.succ.clear();
        let mut succ = std::mem::take(&mut self.succ);
        game.successors(st, &mut succ)
            .map_err(|e| NoTree::Failed(name(), e.to_msg()))?;
        let mut out = Vec::new();
        for s in &succ {
            let c = self.sol.code(&s.state).ok_or_else(|| {
                NoTree::Failed(
                    game.position_name(&s.state.heaps),
                    crate::msg!("tree-not-solved"),
                )
            })?;
            match code {
                Code::Win(_) => {
                    if for_mover(c, game.handed_win_counts) == Some((true, k - 1)) {
                        out.push((*s, c));
                        break;
                    }
                }
                _ => out.push((*s, c)),
            }
        }
        self.succ = succ;
        if matches!(code, Code::Win(_)) && out.is_empty() {
            return Err(NoTree::Failed(
                name(),
                crate::msg!("tree-inconsistent", k = k),
            ));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::SolveOptions;

    fn demo() -> (Game, Solution) {
        let (name, text) = crate::task::find_template("ege-2021-demo").unwrap();
        let (spec, origin) = crate::task::parse_template(&name, &text).unwrap();
        let task = spec.build(&|k| origin.locate(k)).unwrap();
        let st = task.game.start_state(30, 0).unwrap();
        let sol = crate::solve::solve(&task.game, &[st], &SolveOptions::default()).unwrap();
        (task.game, sol)
    }

    #[test]
    fn the_demo_tree_for_30_proves_p2() {
        let (game, sol) = demo();
        let t = Tree::build(&game, &sol, &State::of(&[7, 30])).unwrap();
        assert_eq!(t.root().code, Code::Lose(2));
        // Petya's four moves, each answered by one move of Vanya.
        assert_eq!(t.root().children.len(), 4);
        for e in &t.root().children {
            let n = &t.nodes[e.to];
            assert!(matches!(n.code, Code::Win(1 | 2)), "{:?}", n.code);
            assert_eq!(n.children.len(), 1);
        }
        assert_eq!(
            move_name(
                &game,
                t.root().children[3].mv,
                t.root().children[3].heap,
                true
            ),
            "×2 h2"
        );
        assert!(t.expanded_size() >= t.nodes.len() as u64);
    }

    #[test]
    fn shared_positions_are_numbered_once() {
        let (game, sol) = demo();
        let t = Tree::build(&game, &sol, &State::of(&[7, 30])).unwrap();
        let shared = t.shared();
        let mut numbers: Vec<u32> = shared.iter().flatten().copied().collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=numbers.len() as u32).collect::<Vec<_>>());
    }
}
