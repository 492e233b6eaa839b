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

/// A malformed graph file: where and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct InputError {
    pub file: String,
    pub line: Option<usize>,
    pub message: String,
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
                message:
                    "no vertices (the file is empty); expected lines 'from,to' or a DOT digraph"
                        .into(),
            });
        }
        if self.names.len() >= u32::MAX as usize - 1 {
            return Err(InputError {
                file: file.into(),
                line: None,
                message: "too many vertices".into(),
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
        let err = |line: u64, message: String| InputError {
            file: file.into(),
            line: Some(line as usize),
            message,
        };
        let more = reader.read_record(&mut record).map_err(|e| {
            let line = e.position().map_or(0, csv::Position::line);
            err(line, format!("cannot read the CSV: {e}"))
        })?;
        if !more {
            break;
        }
        let (from, line) = record
            .position()
            .map_or((0, 0), |p| record_start(text, p.byte() as usize, p.line()));
        let to = reader.position().byte() as usize;
        let quoted = quoted_lengths(text.get(from..to).unwrap_or("").as_bytes(), sep);
        let fields: Vec<std::borrow::Cow<str>> = record
            .iter()
            .enumerate()
            .map(|(i, f)| match quoted.get(i).copied().flatten() {
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
        if fields.iter().any(|f| f.contains('\n')) {
            let raw = text.get(from..to).unwrap_or("");
            if raw.bytes().filter(|&c| c == b'"').count() % 2 == 1 {
                return Err(err(
                    line,
                    format!("a quote opened in '{}' is never closed", shown()),
                ));
            }
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
                return Err(err(
                    line,
                    format!("an empty vertex name in '{}'; expected 'from,to'", shown()),
                ))
            }
            _ => {
                return Err(err(
                    line,
                    format!(
                        "{} fields in '{}'; expected 'from,to'",
                        fields.len(),
                        shown()
                    ),
                ))
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

/// For each field of one record's raw text, the length in bytes of its
/// text when it is quoted (its first character a quote: the CSV reader then
/// keeps it as written, and so do we), `None` when it is not.
fn quoted_lengths(raw: &[u8], sep: u8) -> Vec<Option<usize>> {
    let mut out = Vec::new();
    let mut i = 0;
    loop {
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
            out.push(closed.then_some(n));
        } else {
            out.push(None);
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

fn lex(file: &str, text: &str) -> Result<Vec<(Tok, usize)>, InputError> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut line = 1;
    let mut line_start = true;
    let err = |line: usize, message: String| InputError {
        file: file.into(),
        line: Some(line),
        message,
    };
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
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
            let from = line;
            i += 2;
            loop {
                if i + 1 >= chars.len() {
                    return Err(err(from, "a comment /* is never closed".into()));
                }
                if chars[i] == '\n' {
                    line += 1;
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
            out.push((t, line));
            i += 1;
            continue;
        }
        if c == '-' && chars.get(i + 1) == Some(&'>') {
            out.push((Tok::Arrow, line));
            i += 2;
            continue;
        }
        if c == '-' && chars.get(i + 1) == Some(&'-') {
            out.push((Tok::Undirected, line));
            i += 2;
            continue;
        }
        if c == '"' {
            let from = line;
            let mut s = String::new();
            i += 1;
            loop {
                match chars.get(i) {
                    None => return Err(err(from, "a quoted name is never closed".into())),
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
                        }
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            out.push((Tok::Id(s), from));
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
            out.push((Tok::Id(s), line));
            continue;
        }
        if c == '<' {
            return Err(err(line, "HTML labels <…> are not supported".into()));
        }
        return Err(err(
            line,
            format!("unexpected character '{}'", c.escape_debug()),
        ));
    }
    Ok(out)
}

/// Parses the DOT subset: `[strict] digraph [name] { … }` with edge chains
/// `A -> B -> C`, node statements `A` (attributes `[…]` are skipped), and
/// `graph`/`node`/`edge` attribute statements and `key = value` (ignored).
///
/// # Errors
/// Undirected graphs or edges, subgraphs, anything else unexpected (named
/// with `file:line`); no vertices.
pub fn parse_dot(file: &str, text: &str) -> Result<NamedGraph, InputError> {
    let toks = lex(file, text)?;
    let last_line = text.lines().count().max(1);
    let mut p = 0;
    let err = |line: usize, message: String| InputError {
        file: file.into(),
        line: Some(line),
        message,
    };
    let line_at = |p: usize| toks.get(p).map_or(last_line, |t| t.1);
    let is_id = |p: usize, w: &str| matches!(toks.get(p), Some((Tok::Id(s), _)) if s.eq_ignore_ascii_case(w));
    if is_id(p, "strict") {
        p += 1;
    }
    if is_id(p, "graph") {
        return Err(err(
            line_at(p),
            "an undirected graph; a game graph is a digraph (edges A -> B)".into(),
        ));
    }
    if !is_id(p, "digraph") {
        return Err(err(line_at(p), "expected 'digraph {'".into()));
    }
    p += 1;
    if let Some((Tok::Id(_), _)) = toks.get(p) {
        p += 1;
    }
    if toks.get(p).map(|t| &t.0) != Some(&Tok::Open) {
        return Err(err(line_at(p), "expected '{' after 'digraph'".into()));
    }
    p += 1;
    let mut b = Builder::new();
    // Skips an attribute list `[ … ]` starting at p, if there is one.
    let skip_attrs = |mut p: usize| -> Result<usize, InputError> {
        while toks.get(p).map(|t| &t.0) == Some(&Tok::OpenBracket) {
            let from = line_at(p);
            while toks.get(p).map(|t| &t.0) != Some(&Tok::CloseBracket) {
                if p >= toks.len() {
                    return Err(err(from, "an attribute list '[' is never closed".into()));
                }
                p += 1;
            }
            p += 1;
        }
        Ok(p)
    };
    loop {
        let Some((tok, line)) = toks.get(p).cloned() else {
            return Err(err(
                last_line,
                "the digraph is never closed with '}'".into(),
            ));
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
                    return Err(err(line, "subgraphs are not supported".into()));
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
                            Some((Tok::Open, l)) => return Err(err(
                                *l,
                                "edges to a set { … } are not supported; write one edge per target"
                                    .into(),
                            )),
                            _ => {
                                return Err(err(line_at(p), "expected a vertex after '->'".into()))
                            }
                        },
                        Some(Tok::Undirected) => {
                            return Err(err(
                                line_at(p),
                                "an undirected edge '--'; a game graph needs '->'".into(),
                            ))
                        }
                        Some(Tok::Colon) => {
                            return Err(err(line_at(p), "ports (A:p) are not supported".into()))
                        }
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
            Tok::Open => {
                return Err(err(
                    line,
                    "anonymous subgraphs { … } are not supported".into(),
                ))
            }
            other => return Err(err(line, format!("unexpected {}", describe(&other)))),
        }
    }
    if let Some((_, line)) = toks.get(p) {
        return Err(err(*line, "text after the closing '}'".into()));
    }
    b.finish(file)
}

fn describe(t: &Tok) -> &'static str {
    match t {
        Tok::Arrow => "'->' (an edge needs a vertex before it)",
        Tok::Undirected => "'--'",
        Tok::OpenBracket => "'['",
        Tok::CloseBracket => "']'",
        Tok::Eq => "'='",
        Tok::Colon => "':'",
        _ => "token",
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
mod tests {
    use super::*;

    #[test]
    fn csv_with_header_comments_and_lone_vertices() {
        let g = parse("g.csv", "from,to\n# c\nA,B\n\nB , C\nD\n").unwrap();
        assert_eq!(g.names, ["A", "B", "C", "D"]);
        assert_eq!(g.graph.successors(1), &[2]);
        assert!(g.graph.successors(3).is_empty());
    }

    #[test]
    fn csv_quoted_fields_hold_line_breaks_separators_and_quotes() {
        let text = "from,to\n\"two\nlines\",B\nB,\"x, \"\"y\"\"\"\nC; D\n \"#E\", B\n";
        let g = parse("g.csv", text).unwrap();
        assert_eq!(g.names, ["two\nlines", "B", "x, \"y\"", "C; D", "#E"]);
        assert_eq!(g.graph.successors(0), &[1]);
        assert_eq!(g.graph.successors(1), &[2]);
        // A semicolon file: the separator of the first line with one.
        let g = parse("g.csv", "# c\nA\n\"a;b\";\"c\nd\"\r\nA;B\n").unwrap();
        assert_eq!(g.names, ["A", "a;b", "c\nd", "B"]);
        // Errors name the line where the record starts.
        let e = parse("g.csv", "A,B\n\"C\nD\",E,F\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "g.csv:2: 3 fields in 'C\\nD,E,F'; expected 'from,to'"
        );
        let e = parse("g.csv", "A,B\n\"x\ny\",\nC,D\n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("g.csv:2: an empty vertex name in 'x\\ny,'"),
            "{e}"
        );
        let e = parse("g.csv", "# c\n\nA,B\n\n  # d\nA,B,C\n").unwrap_err();
        assert!(e.to_string().starts_with("g.csv:6: 3 fields"), "{e}");
        let e = parse("g.csv", "A,B\nC,\"D\nE,F\n").unwrap_err();
        assert!(
            e.to_string().starts_with("g.csv:2: a quote opened in"),
            "{e}"
        );
    }

    #[test]
    fn csv_quoted_names_keep_their_spaces_and_tabs() {
        // Unquoted fields are trimmed (`B , C`); a quoted one is the user's
        // text as typed: a leading tab or spaces are part of the name.
        let g = parse("g.csv", "\"\tA\",B\n\" C \",D\n\"E\" , F \n\"\"\"\t\",B\n").unwrap();
        assert_eq!(g.names, ["\tA", "B", " C ", "D", "E", "F", "\"\t"]);
        let g = parse("g.tsv", "\"\tA\"\t\" B\"\n").unwrap();
        assert_eq!(g.names, ["\tA", " B"]);
    }

    #[test]
    fn csv_errors_name_file_and_line() {
        let e = parse("g.csv", "A,B\nA,B,C\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "g.csv:2: 3 fields in 'A,B,C'; expected 'from,to'"
        );
        let e = parse("g.csv", "A,\n").unwrap_err();
        assert!(
            e.to_string().starts_with("g.csv:1: an empty vertex name"),
            "{e}"
        );
        let e = parse("g.csv", "\n\n").unwrap_err();
        assert!(e.to_string().starts_with("g.csv: no vertices"), "{e}");
    }

    #[test]
    fn dot_subset() {
        let text = "// the seed\nstrict digraph G {\n  rankdir=LR; node [shape=circle]\n  A; B -> A [color=red];\n  \"C 1\" -> B -> A\n  /* x */ C2\n}\n";
        let g = parse("g.dot", text).unwrap();
        assert_eq!(g.names, ["A", "B", "C 1", "C2"]);
        assert_eq!(g.graph.successors(1), &[0, 0]);
        assert_eq!(g.graph.successors(2), &[1]);
    }

    #[test]
    fn dot_errors_name_the_line() {
        let e = parse("g.dot", "digraph {\n A -> B;\n A -- C\n}").unwrap_err();
        assert_eq!(e.line, Some(3));
        let e = parse("g.dot", "graph { A -- B }").unwrap_err();
        assert!(e.message.contains("undirected"));
        let e = parse("g.dot", "digraph {\n A -> B;\n").unwrap_err();
        assert!(e.message.contains("never closed"), "{e}");
        let e = parse("g.dot", "digraph {\n A -> ;\n}").unwrap_err();
        assert_eq!(e.line, Some(2));
        let e = parse("g.dot", "digraph { }").unwrap_err();
        assert!(e.message.contains("no vertices"));
    }

    #[test]
    fn z_after_losing_ends() {
        // 0 -> 1 (handed: reaching it loses), 2 -> 0.
        let g = Graph::from_lists(&[vec![1], vec![], vec![0]]);
        let nodes = [Node::Live, Node::Handed, Node::Live];
        let ng = from_explored(
            vec!["a".into(), "b".into(), "c".into()],
            &nodes,
            &g,
            false,
            Some(2),
            None,
        );
        assert_eq!(ng.z, Some(3));
        assert_eq!(ng.graph.successors(1), &[3]);
        assert_eq!(ng.names[3], "z");
    }
}
