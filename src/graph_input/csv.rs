//! A graph as an edge list in CSV: `from,to` per record, an optional
//! header, `,` `;` or tab between the fields, quoted names.

use super::{Builder, InputError, InputErrorKind, NamedGraph, Pos};

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
