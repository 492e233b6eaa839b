//! Game graphs from text: an edge list as CSV (`from,to` per line, with an
//! optional header) or a practical subset of Graphviz DOT
//! (`digraph { A -> B; B -> C -> D; E; }`), and from a game of the rules
//! language (the positions reachable from its start). Parsing is pure: the
//! caller reads the file and passes its name for messages.
//!
//! ```
//! use gametable::graph_input::parse;
//! let g = parse("x.dot", "digraph { A -> B -> C; A -> C }").unwrap();
//! assert_eq!(g.names, ["A", "B", "C"]);
//! assert_eq!(g.graph.successors(0), &[1, 2]);
//! ```

use rustc_hash::FxHashMap;

use crate::exam::wording::Lang;
use crate::i18n::Msg;
use crate::msg;
use crate::solve::retrograde::{Graph, Node};

mod csv;
mod dot;

pub use self::csv::parse_csv;
pub use self::dot::parse_dot;

/// A graph whose vertices have names.
#[derive(Debug, Clone)]
pub struct NamedGraph {
    pub names: Vec<String>,
    pub graph: Graph,
    /// The start vertex, when known (a game's start).
    pub start: Option<u32>,
    /// The vertex `z` added after the final positions where reaching them
    /// loses (seed 000), if any.
    pub z: Option<u32>,
    /// For graphs of a two-heap game: each vertex's heaps (not for `z`).
    pub heaps: Option<Vec<[i64; 2]>>,
}

impl NamedGraph {
    /// The vertex with this name.
    pub fn find(&self, name: &str) -> Option<u32> {
        self.names.iter().position(|n| n == name).map(|i| i as u32)
    }
}

/// A malformed graph file: where (the file, and the line and column when
/// the mistake has a place) and what. Worded where it is shown
/// ([`InputError::message`]); `Display` gives the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    pub file: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub kind: InputErrorKind,
}

/// What is wrong in a graph file. A record or a character the file holds
/// is kept as written (shown escaped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InputErrorKind {
    /// No vertex at all (an empty file, or only comments).
    NoVertices,
    /// More vertices than the solver can number.
    TooManyVertices,
    /// The CSV reader's own complaint, its text.
    CsvUnreadable { error: String },
    /// A quote opened in this record and never closed.
    QuoteNotClosed { record: String },
    /// A record with an empty vertex name.
    EmptyName { record: String },
    /// A record with more than two fields.
    TooManyFields { fields: usize, record: String },
    /// `/*` without its `*/`.
    CommentNotClosed,
    /// `"name` without its closing quote.
    QuotedNameNotClosed,
    /// An HTML label `<…>`.
    HtmlLabel,
    /// A character DOT has no use for here.
    UnexpectedCharacter { character: char },
    /// `graph { … }`: undirected.
    UndirectedGraph,
    /// The text does not start with `digraph`.
    ExpectedDigraph,
    /// `digraph` (and its name) not followed by `{`.
    ExpectedOpen,
    /// `[` without its `]`.
    AttributesNotClosed,
    /// The file ends before the digraph's `}`.
    DigraphNotClosed,
    /// `subgraph …`.
    Subgraph,
    /// An anonymous subgraph `{ … }`.
    AnonymousSubgraph,
    /// `A -> { B C }`.
    EdgeToSet,
    /// `A ->` and no vertex after it.
    NoVertexAfterArrow,
    /// `-> B` with no vertex before it.
    NoVertexBeforeArrow,
    /// `A -- B`.
    UndirectedEdge,
    /// `A:port`.
    Port,
    /// A symbol where a statement should start: `[`, `]`, `=`, `:`, `--`.
    UnexpectedSymbol { symbol: &'static str },
    /// Anything after the closing `}`.
    TextAfterClose,
}

impl InputErrorKind {
    /// The mistake as a message (`locales/*/graph.ftl`), without its place.
    pub fn to_msg(&self) -> Msg {
        use InputErrorKind as K;
        match self {
            K::NoVertices => msg!("graph-no-vertices"),
            K::TooManyVertices => msg!("graph-too-many-vertices"),
            K::CsvUnreadable { error } => msg!("graph-csv-unreadable", error = error),
            K::QuoteNotClosed { record } => msg!("graph-csv-quote-not-closed", record = record),
            K::EmptyName { record } => msg!("graph-csv-empty-name", record = record),
            K::TooManyFields { fields, record } => {
                msg!("graph-csv-fields", fields = *fields, record = record)
            }
            K::CommentNotClosed => msg!("graph-dot-comment-not-closed"),
            K::QuotedNameNotClosed => msg!("graph-dot-quote-not-closed"),
            K::HtmlLabel => msg!("graph-dot-html-label"),
            K::UnexpectedCharacter { character } => msg!(
                "graph-dot-character",
                character = character.escape_debug().to_string()
            ),
            K::UndirectedGraph => msg!("graph-dot-undirected-graph"),
            K::ExpectedDigraph => msg!("graph-dot-expected-digraph"),
            K::ExpectedOpen => msg!("graph-dot-expected-open"),
            K::AttributesNotClosed => msg!("graph-dot-attributes-not-closed"),
            K::DigraphNotClosed => msg!("graph-dot-not-closed"),
            K::Subgraph => msg!("graph-dot-subgraph"),
            K::AnonymousSubgraph => msg!("graph-dot-anonymous-subgraph"),
            K::EdgeToSet => msg!("graph-dot-edge-to-set"),
            K::NoVertexAfterArrow => msg!("graph-dot-no-head"),
            K::NoVertexBeforeArrow => msg!("graph-dot-no-tail"),
            K::UndirectedEdge => msg!("graph-dot-undirected-edge"),
            K::Port => msg!("graph-dot-port"),
            K::UnexpectedSymbol { symbol } => msg!("graph-dot-symbol", symbol = *symbol),
            K::TextAfterClose => msg!("graph-dot-text-after"),
        }
    }
}

impl InputError {
    /// The error worded in `lang`: `file:line:column: what` (as much of the
    /// place as it has).
    pub fn message(&self, lang: Lang) -> String {
        let mut place = self.file.clone();
        for n in [self.line, self.column].into_iter().map_while(|n| n) {
            place.push_str(&format!(":{n}"));
        }
        format!("{place}: {}", self.kind.to_msg().message(lang))
    }
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for InputError {}

/// A place in the text: its line and, when known, its column (both from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Pos {
    line: usize,
    column: Option<usize>,
}

impl Pos {
    fn error(self, file: &str, kind: InputErrorKind) -> InputError {
        InputError {
            file: file.into(),
            line: Some(self.line),
            column: self.column,
            kind,
        }
    }
}

struct Builder {
    index: FxHashMap<String, u32>,
    names: Vec<String>,
    lists: Vec<Vec<u32>>,
}

impl Builder {
    fn new() -> Builder {
        Builder {
            index: FxHashMap::default(),
            names: Vec::new(),
            lists: Vec::new(),
        }
    }

    fn vertex(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.names.len() as u32;
        self.index.insert(name.to_string(), i);
        self.names.push(name.to_string());
        self.lists.push(Vec::new());
        i
    }

    fn edge(&mut self, a: &str, b: &str) {
        let a = self.vertex(a);
        let b = self.vertex(b);
        self.lists[a as usize].push(b);
    }

    fn finish(self, file: &str) -> Result<NamedGraph, InputError> {
        if self.names.is_empty() {
            return Err(InputError {
                file: file.into(),
                line: None,
                column: None,
                kind: InputErrorKind::NoVertices,
            });
        }
        if self.names.len() >= u32::MAX as usize - 1 {
            return Err(InputError {
                file: file.into(),
                line: None,
                column: None,
                kind: InputErrorKind::TooManyVertices,
            });
        }
        Ok(NamedGraph {
            names: self.names,
            graph: Graph::from_lists(&self.lists),
            start: None,
            z: None,
            heaps: None,
        })
    }
}

/// Parses DOT when the text starts (after comments) with `digraph`, `graph`
/// or `strict`, else CSV.
///
/// # Errors
/// A malformed line (named with `file:line`), or no vertices at all.
pub fn parse(file: &str, text: &str) -> Result<NamedGraph, InputError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with("//"))
        .unwrap_or("");
    let word = first
        .split(|c: char| !c.is_ascii_alphabetic())
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    if ["digraph", "graph", "strict"].contains(&word.as_str()) {
        parse_dot(file, text)
    } else {
        parse_csv(file, text)
    }
}

/// Splits `A,C,C` (and `(1,2),(3,4)`) at commas outside parentheses.
pub fn split_tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if c == ',' && depth <= 0 {
            out.push(cur.trim().to_string());
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    out.push(cur.trim().to_string());
    out.into_iter().filter(|t| !t.is_empty()).collect()
}

/// The graph of an explored game: positions named by `names`; game-over
/// positions where the player who moved there lost ([`Node::Handed`]), and
/// positions without moves under misère play (`no_moves_loses_mover`), get one
/// move to a new final vertex `z`, so that the graph is played by the normal
/// rule (a player with no move loses) — seed 000's construction.
pub fn from_explored(
    names: Vec<String>,
    nodes: &[Node],
    graph: &Graph,
    no_moves_loses_mover: bool,
    start: Option<u32>,
    heaps: Option<Vec<[i64; 2]>>,
) -> NamedGraph {
    let n = graph.len();
    let needs_z = |v: usize| {
        nodes[v] == Node::Handed
            || (nodes[v] == Node::Live && graph.successors(v).is_empty() && no_moves_loses_mover)
    };
    let z = (0..n).any(needs_z).then_some(n as u32);
    let mut lists: Vec<Vec<u32>> = (0..n)
        .map(|v| {
            if needs_z(v) {
                vec![n as u32]
            } else if nodes[v] == Node::Over {
                Vec::new()
            } else {
                graph.successors(v).to_vec()
            }
        })
        .collect();
    let mut names = names;
    if z.is_some() {
        lists.push(Vec::new());
        names.push("z".into());
    }
    NamedGraph {
        names,
        graph: Graph::from_lists(&lists),
        start,
        z,
        heaps,
    }
}

#[cfg(test)]
mod tests;
