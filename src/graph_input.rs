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

/// Parses an edge list: `from,to` per record (`;` or tab also separate: the
/// first of `,` `;` tab outside quotes on the first line with one), an
/// optional header (`from,to` or `source,target`), `#` comments, blank lines;
/// a record with one name is a vertex without edges. Fields are read as RFC
/// 4180 says (the `csv` crate): a quoted field may hold the separator, a
/// doubled quote or a line break.
///
/// # Errors
/// A record with more than two fields, an empty name, or a quote never
/// closed, named by the line where the record starts; no vertices.
pub fn parse_csv(file: &str, text: &str) -> Result<NamedGraph, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let sep = separator(text);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(sep)
        .comment(Some(b'#'))
        .from_reader(text.as_bytes());
    let mut b = Builder::new();
    let mut first = true;
    let mut record = csv::StringRecord::new();
    loop {
        let more = reader.read_record(&mut record).map_err(|e| {
            let line = e.position().map_or(0, csv::Position::line) as usize;
            let kind = InputErrorKind::CsvUnreadable {
                error: e.to_string(),
            };
            Pos { line, column: None }.error(file, kind)
        })?;
        if !more {
            break;
        }
        let (from, line) = record
            .position()
            .map_or((0, 0), |p| record_start(text, p.byte() as usize, p.line()));
        let to = reader.position().byte() as usize;
        let raw = text.get(from..to).unwrap_or("");
        let raw_fields = raw_fields(raw.as_bytes(), sep);
        // Where field `i` starts (the record's line when it has no such field).
        let at = |i: usize| match raw_fields.get(i) {
            Some(f) => place_in(raw, f.start, line as usize),
            None => Pos {
                line: line as usize,
                column: None,
            },
        };
        let fields: Vec<std::borrow::Cow<str>> = record
            .iter()
            .enumerate()
            .map(|(i, f)| match raw_fields.get(i).and_then(|r| r.quoted) {
                // A quoted field is the user's text exactly, spaces and
                // tabs included (what follows its closing quote is not).
                Some(n) => f.get(..n).unwrap_or(f).into(),
                None => field(f),
            })
            .collect();
        let comment = text
            .get(from..)
            .is_some_and(|r| r.trim_start().starts_with('#'));
        if fields.iter().all(|f| f.is_empty()) || comment {
            continue;
        }
        let shown =
            || crate::visible::visible(&fields.join(&char::from(sep).to_string())).into_owned();
        // A quote opened and never closed runs to the end of the file.
        if fields.iter().any(|f| f.contains('\n'))
            && raw.bytes().filter(|&c| c == b'"').count() % 2 == 1
        {
            let open = raw_fields
                .iter()
                .position(|f| f.unclosed)
                .unwrap_or(fields.len().saturating_sub(1));
            let kind = InputErrorKind::QuoteNotClosed { record: shown() };
            return Err(at(open).error(file, kind));
        }
        let is_header = first
            && fields.len() == 2
            && matches!(
                (
                    fields[0].to_ascii_lowercase().as_str(),
                    fields[1].to_ascii_lowercase().as_str()
                ),
                ("from", "to") | ("source", "target") | ("src", "dst")
            );
        first = false;
        if is_header {
            continue;
        }
        match fields.as_slice() {
            [a] if !a.is_empty() => {
                b.vertex(a);
            }
            [a, c] if !a.is_empty() && !c.is_empty() => b.edge(a, c),
            [_] | [_, _] => {
                let empty = fields.iter().position(|f| f.is_empty()).unwrap_or(0);
                let kind = InputErrorKind::EmptyName { record: shown() };
                return Err(at(empty).error(file, kind));
            }
            _ => {
                let kind = InputErrorKind::TooManyFields {
                    fields: fields.len(),
                    record: shown(),
                };
                return Err(at(2).error(file, kind));
            }
        }
    }
    b.finish(file)
}

/// Where a record really starts, byte and line: the reader's position of a
/// record is where the one before it ended, before the blank and comment
/// lines it skipped.
fn record_start(text: &str, mut byte: usize, mut line: u64) -> (usize, u64) {
    while let Some(rest) = text.get(byte..) {
        let skip = if rest.starts_with('#') {
            rest.find('\n').map_or(rest.len(), |i| i + 1)
        } else if rest.starts_with("\r\n") {
            2
        } else if rest.starts_with(['\n', '\r']) {
            1
        } else {
            break;
        };
        byte += skip;
        line += 1;
    }
    (byte, line)
}

/// The separator of an edge list: the first of `,` `;` tab found outside
/// quotes on the first line (not blank, not a comment) that has one.
fn separator(text: &str) -> u8 {
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('#') {
            continue;
        }
        let mut quoted = false;
        let mut outside = Vec::new();
        for c in t.bytes() {
            match c {
                b'"' => quoted = !quoted,
                b',' | b';' | b'\t' if !quoted => outside.push(c),
                _ => {}
            }
        }
        if let Some(c) = [b',', b';', b'\t']
            .into_iter()
            .find(|c| outside.contains(c))
        {
            return c;
        }
    }
    b','
}

/// One field of a record as written: where it starts (a byte of the
/// record's raw text) and, when it is quoted (its first character a quote:
/// the CSV reader then keeps it as written, and so do we), the length in
/// bytes of its text; `unclosed` when its quote is never closed.
struct RawField {
    start: usize,
    quoted: Option<usize>,
    unclosed: bool,
}

/// The fields of one record's raw text.
fn raw_fields(raw: &[u8], sep: u8) -> Vec<RawField> {
    let mut out = Vec::new();
    let mut i = 0;
    loop {
        let start = i;
        if raw.get(i) == Some(&b'"') {
            i += 1;
            let (mut n, mut closed) = (0, false);
            while let Some(&c) = raw.get(i) {
                match (c, raw.get(i + 1)) {
                    (b'"', Some(b'"')) => i += 2,
                    (b'"', _) => {
                        i += 1;
                        closed = true;
                        break;
                    }
                    _ => i += 1,
                }
                n += 1;
            }
            // A quote never closed is reported as such, its text trimmed.
            out.push(RawField {
                start,
                quoted: closed.then_some(n),
                unclosed: !closed,
            });
        } else {
            out.push(RawField {
                start,
                quoted: None,
                unclosed: false,
            });
        }
        while let Some(&c) = raw.get(i) {
            if c == sep || c == b'\n' || c == b'\r' {
                break;
            }
            i += 1;
        }
        if raw.get(i) != Some(&sep) {
            return out;
        }
        i += 1;
    }
}

/// The line and column of byte `at` of a record's raw text that starts a
/// line, `line`.
fn place_in(raw: &str, at: usize, line: usize) -> Pos {
    let before = raw.get(..at).unwrap_or(raw);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Pos {
        line: line + before.matches('\n').count(),
        column: Some(before[line_start..].chars().count() + 1),
    }
}

/// A field not quoted, trimmed; one quoted after a space (` "B"`, which the
/// CSV reader keeps as it is) unquoted too.
fn field(s: &str) -> std::borrow::Cow<'_, str> {
    let t = s.trim();
    if s.starts_with(char::is_whitespace) && t.len() >= 2 && t.starts_with('"') && t.ends_with('"')
    {
        t[1..t.len() - 1].replace("\"\"", "\"").into()
    } else {
        t.into()
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Id(String),
    Arrow,
    Undirected,
    Open,
    Close,
    OpenBracket,
    CloseBracket,
    Semi,
    Comma,
    Eq,
    Colon,
}

fn lex(file: &str, text: &str) -> Result<Vec<(Tok, Pos)>, InputError> {
    use InputErrorKind as K;
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line = 1;
    // The index of the current line's first character.
    let mut line_from = 0;
    let mut line_start = true;
    while i < chars.len() {
        let c = chars[i];
        let here = Pos {
            line,
            column: Some(i - line_from + 1),
        };
        if c == '\n' {
            line += 1;
            line_from = i + 1;
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let at_start = line_start;
        line_start = false;
        if (c == '#' && at_start) || (c == '/' && chars.get(i + 1) == Some(&'/')) {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'*') {
            i += 2;
            loop {
                if i + 1 >= chars.len() {
                    return Err(here.error(file, K::CommentNotClosed));
                }
                if chars[i] == '\n' {
                    line += 1;
                    line_from = i + 1;
                }
                if chars[i] == '*' && chars[i + 1] == '/' {
                    i += 2;
                    break;
                }
                i += 1;
            }
            continue;
        }
        let simple = match c {
            '{' => Some(Tok::Open),
            '}' => Some(Tok::Close),
            '[' => Some(Tok::OpenBracket),
            ']' => Some(Tok::CloseBracket),
            ';' => Some(Tok::Semi),
            ',' => Some(Tok::Comma),
            '=' => Some(Tok::Eq),
            ':' => Some(Tok::Colon),
            _ => None,
        };
        if let Some(t) = simple {
            out.push((t, here));
            i += 1;
            continue;
        }
        if c == '-' && chars.get(i + 1) == Some(&'>') {
            out.push((Tok::Arrow, here));
            i += 2;
            continue;
        }
        if c == '-' && chars.get(i + 1) == Some(&'-') {
            out.push((Tok::Undirected, here));
            i += 2;
            continue;
        }
        if c == '"' {
            let mut s = String::new();
            i += 1;
            loop {
                match chars.get(i) {
                    None => return Err(here.error(file, K::QuotedNameNotClosed)),
                    Some('\\') if chars.get(i + 1) == Some(&'"') => {
                        s.push('"');
                        i += 2;
                    }
                    Some('"') => {
                        i += 1;
                        break;
                    }
                    Some(&ch) => {
                        if ch == '\n' {
                            line += 1;
                            line_from = i + 1;
                        }
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            out.push((Tok::Id(s), here));
            continue;
        }
        let minus_number = c == '-' && chars.get(i + 1).is_some_and(|d| d.is_ascii_digit());
        if c.is_alphanumeric() || c == '_' || c == '.' || minus_number {
            let mut s = String::from(c);
            i += 1;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.')
            {
                s.push(chars[i]);
                i += 1;
            }
            out.push((Tok::Id(s), here));
            continue;
        }
        if c == '<' {
            return Err(here.error(file, K::HtmlLabel));
        }
        return Err(here.error(file, K::UnexpectedCharacter { character: c }));
    }
    Ok(out)
}

/// Parses the DOT subset: `[strict] digraph [name] { … }` with edge chains
/// `A -> B -> C`, node statements `A` (attributes `[…]` are skipped), and
/// `graph`/`node`/`edge` attribute statements and `key = value` (ignored).
///
/// # Errors
/// Undirected graphs or edges, subgraphs, anything else unexpected (named
/// with `file:line:column`); no vertices.
pub fn parse_dot(file: &str, text: &str) -> Result<NamedGraph, InputError> {
    use InputErrorKind as K;
    let toks = lex(file, text)?;
    // The end of the text: its last line.
    let end = Pos {
        line: text.lines().count().max(1),
        column: None,
    };
    let mut p = 0;
    let pos_at = |p: usize| toks.get(p).map_or(end, |t| t.1);
    let is_id = |p: usize, w: &str| matches!(toks.get(p), Some((Tok::Id(s), _)) if s.eq_ignore_ascii_case(w));
    if is_id(p, "strict") {
        p += 1;
    }
    if is_id(p, "graph") {
        return Err(pos_at(p).error(file, K::UndirectedGraph));
    }
    if !is_id(p, "digraph") {
        return Err(pos_at(p).error(file, K::ExpectedDigraph));
    }
    p += 1;
    if let Some((Tok::Id(_), _)) = toks.get(p) {
        p += 1;
    }
    if toks.get(p).map(|t| &t.0) != Some(&Tok::Open) {
        return Err(pos_at(p).error(file, K::ExpectedOpen));
    }
    p += 1;
    let mut b = Builder::new();
    // Skips an attribute list `[ … ]` starting at p, if there is one.
    let skip_attrs = |mut p: usize| -> Result<usize, InputError> {
        while toks.get(p).map(|t| &t.0) == Some(&Tok::OpenBracket) {
            let from = pos_at(p);
            while toks.get(p).map(|t| &t.0) != Some(&Tok::CloseBracket) {
                if p >= toks.len() {
                    return Err(from.error(file, K::AttributesNotClosed));
                }
                p += 1;
            }
            p += 1;
        }
        Ok(p)
    };
    loop {
        let Some((tok, here)) = toks.get(p).cloned() else {
            return Err(end.error(file, K::DigraphNotClosed));
        };
        match tok {
            Tok::Close => {
                p += 1;
                break;
            }
            Tok::Semi | Tok::Comma => p += 1,
            Tok::Id(name) => {
                let lower = name.to_ascii_lowercase();
                if lower == "subgraph" {
                    return Err(here.error(file, K::Subgraph));
                }
                if ["graph", "node", "edge"].contains(&lower.as_str())
                    && toks.get(p + 1).map(|t| &t.0) == Some(&Tok::OpenBracket)
                {
                    p = skip_attrs(p + 1)?;
                    continue;
                }
                if toks.get(p + 1).map(|t| &t.0) == Some(&Tok::Eq) {
                    p += 3; // key = value
                    continue;
                }
                let mut chain = vec![name];
                p += 1;
                loop {
                    match toks.get(p).map(|t| &t.0) {
                        Some(Tok::Arrow) => match toks.get(p + 1) {
                            Some((Tok::Id(n), _)) => {
                                chain.push(n.clone());
                                p += 2;
                            }
                            Some((Tok::Open, at)) => return Err(at.error(file, K::EdgeToSet)),
                            _ => return Err(pos_at(p).error(file, K::NoVertexAfterArrow)),
                        },
                        Some(Tok::Undirected) => {
                            return Err(pos_at(p).error(file, K::UndirectedEdge))
                        }
                        Some(Tok::Colon) => return Err(pos_at(p).error(file, K::Port)),
                        _ => break,
                    }
                }
                p = skip_attrs(p)?;
                if chain.len() == 1 {
                    b.vertex(&chain[0]);
                } else {
                    for w in chain.windows(2) {
                        b.edge(&w[0], &w[1]);
                    }
                }
            }
            Tok::Open => return Err(here.error(file, K::AnonymousSubgraph)),
            Tok::Arrow => return Err(here.error(file, K::NoVertexBeforeArrow)),
            other => {
                let symbol = symbol(&other);
                return Err(here.error(file, K::UnexpectedSymbol { symbol }));
            }
        }
    }
    if let Some((_, at)) = toks.get(p) {
        return Err(at.error(file, K::TextAfterClose));
    }
    b.finish(file)
}

/// A punctuation token as written.
fn symbol(t: &Tok) -> &'static str {
    match t {
        Tok::Arrow => "->",
        Tok::Undirected => "--",
        Tok::Open => "{",
        Tok::Close => "}",
        Tok::OpenBracket => "[",
        Tok::CloseBracket => "]",
        Tok::Semi => ";",
        Tok::Comma => ",",
        Tok::Eq => "=",
        Tok::Colon => ":",
        Tok::Id(_) => "",
    }
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
