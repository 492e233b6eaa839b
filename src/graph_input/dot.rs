//! A graph in the practical subset of Graphviz DOT that gametable reads.

use super::{Builder, InputError, InputErrorKind, NamedGraph, Pos};

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
