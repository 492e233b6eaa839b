//! Markup in a pasted text: HTML tags and entities (a page copied with its
//! source, kompege.ru's task database), MathJax (`$S$`, `\le`) — each turned
//! into the plain text a reader sees on the page.

pub(super) fn looks_like_html(t: &str) -> bool {
    [
        "<p", "<br", "<div", "</", "<b>", "<span", "<li", "<sup", "<html", "<td", "<img",
    ]
    .iter()
    .any(|tag| t.contains(tag) || t.contains(&tag.to_uppercase()))
}

/// Each `mark` of `t` with the text after it given to `f`: `Some((with,
/// n))` puts `with` (if any) for the mark and the `n` bytes after it;
/// `None` keeps the mark as text.
fn replace_marks(t: &str, mark: char, f: impl Fn(&str) -> Option<(Option<char>, usize)>) -> String {
    let mut out = String::with_capacity(t.len());
    let mut rest = t;
    while let Some(at) = rest.find(mark) {
        out.push_str(&rest[..at]);
        let after = &rest[at + mark.len_utf8()..];
        match f(after) {
            Some((with, n)) => {
                out.extend(with);
                rest = &after[n..];
            }
            None => {
                out.push(mark);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Tags removed; block tags become line breaks, a superscript a space, a
/// subscript an underscore; a formula's picture its formula.
pub(super) fn strip_tags(t: &str) -> String {
    let t = formula_images(t);
    replace_marks(&t, '<', |after| {
        let is_tag = after
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!');
        let end = after.find('>')?;
        if !is_tag || after.find('<').is_some_and(|o| o < end) {
            return None;
        }
        let name: String = after[..end]
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        let block = [
            "p", "br", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "ol", "ul", "table",
        ]
        .contains(&name.as_str());
        // A superscript is no digit of the number before it («100<sup>1</sup>»:
        // a footnote's mark, not 1001); a subscript is the index of the name
        // before it («S<sub>0</sub>» is «S_0»).
        let with = match name.as_str() {
            _ if block => Some('\n'),
            "sup" => Some(' '),
            "sub" if !after.starts_with('/') => Some('_'),
            _ => None,
        };
        Some((with, end + 1))
    })
}

/// A formula drawn as a picture (`<img class="tex" alt="1 \leqslant S
/// \leqslant 69" …>`, a page of a task database saved as HTML) as its
/// formula, spaced; a picture of anything else stays a tag. A formula is a
/// picture of class or source «tex», «formula» or «math».
fn formula_images(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    let mut rest = t;
    while let Some(at) = rest.find("<img").or_else(|| rest.find("<IMG")) {
        out.push_str(&rest[..at]);
        let tag_end = rest[at..].find('>').map(|e| at + e + 1);
        let Some(end) = tag_end else {
            out.push_str(&rest[at..]);
            return out;
        };
        let tag = &rest[at..end];
        let lower = tag.to_ascii_lowercase();
        let formula = ["tex", "formula", "math"].iter().any(|w| lower.contains(w));
        match attribute(tag, "alt").filter(|_| formula) {
            Some(alt) => {
                out.push(' ');
                out.push_str(&alt);
                out.push(' ');
            }
            None => out.push_str(tag),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// An attribute's value in a tag's text (`alt="…"` or `alt='…'`).
fn attribute(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let mut from = 0;
    while let Some(i) = lower[from..].find(name).map(|i| i + from) {
        let before_ok = i > 0 && lower.as_bytes()[i - 1].is_ascii_whitespace();
        let after = lower[i + name.len()..].trim_start();
        if before_ok && after.starts_with('=') {
            let value = tag[tag.len() - after.len() + 1..].trim_start();
            let quote = value.chars().next().filter(|c| *c == '"' || *c == '\'')?;
            let body = &value[1..];
            return body.find(quote).map(|e| body[..e].to_string());
        }
        from = i + name.len();
    }
    None
}

/// HTML entities decoded (the named ones a task uses, and numeric ones).
pub(super) fn entities(t: &str) -> String {
    if !t.contains('&') {
        return t.to_string();
    }
    replace_marks(t, '&', |after| {
        let e = after.find(';').filter(|&e| e <= 10)?;
        let name = &after[..e];
        let named = match name {
            "nbsp" => Some(' '),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "amp" => Some('&'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "laquo" => Some('«'),
            "raquo" => Some('»'),
            "ndash" => Some('–'),
            "mdash" => Some('—'),
            "minus" => Some('−'),
            "le" => Some('≤'),
            "ge" => Some('≥'),
            "shy" => Some('\u{ad}'),
            "times" => Some('×'),
            "hellip" => Some('…'),
            _ => None,
        };
        named
            .or_else(|| {
                let n = name.strip_prefix('#')?;
                let code = match n.strip_prefix(['x', 'X']) {
                    Some(h) => u32::from_str_radix(h, 16).ok()?,
                    None => n.parse().ok()?,
                };
                char::from_u32(code)
            })
            .map(|c| (Some(c), e + 1))
    })
}

/// MathJax / LaTeX reduced to the signs: `$S$`, `\(S \le 69\)`, `\geqslant`.
pub(super) fn mathjax(t: &str) -> String {
    if !t.contains('$') && !t.contains('\\') {
        return t.to_string();
    }
    let mut s = t.to_string();
    for (from, to) in [
        // Before «\le», «\ge», «\text», which start them.
        ("\\left", ""),
        ("\\right", ""),
        ("\\leqq", "≤"),
        ("\\geqq", "≥"),
        ("\\textbf", ""),
        ("\\textit", ""),
        ("\\mathbf", ""),
        ("\\mathit", ""),
        ("\\neq", "≠"),
        ("\\leqslant", "≤"),
        ("\\geqslant", "≥"),
        ("\\leq", "≤"),
        ("\\geq", "≥"),
        ("\\le", "≤"),
        ("\\ge", "≥"),
        ("\\lt", "<"),
        ("\\gt", ">"),
        ("\\cdot", "·"),
        ("\\times", "×"),
        ("\\infty", "∞"),
        ("\\in", "∈"),
        ("\\ldots", "…"),
        ("\\dots", "…"),
        ("\\(", ""),
        ("\\)", ""),
        ("\\[", ""),
        ("\\]", ""),
        ("\\,", " "),
        ("\\;", " "),
        ("\\ ", " "),
        // Markdown's escapes: «S \< 57», «\- убрать».
        ("\\<", "<"),
        ("\\>", ">"),
        ("\\-", "-"),
        ("\\_", "_"),
        ("\\#", "#"),
        ("\\.", "."),
        ("\\+", "+"),
        ("\\!", "!"),
        ("\\text", ""),
        ("\\mathrm", ""),
        ("$", ""),
    ] {
        s = s.replace(from, to);
    }
    s.replace(['{', '}'], "")
}

/// Markdown's emphasis by underscores, «_S_», «_не менее_»: an underscore
/// with a letter or digit on one side only (and no other underscore on
/// the other) is dropped. A subscript's «S_0» and a blank «____» stay.
pub(super) fn underscores(t: &str) -> String {
    if !t.contains('_') {
        return t.to_string();
    }
    let chars: Vec<char> = t.chars().collect();
    let word = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric());
    let line = |c: Option<&char>| c.is_some_and(|c| *c == '_');
    chars
        .iter()
        .enumerate()
        .filter(|&(i, &c)| {
            if c != '_' {
                return true;
            }
            let before = i.checked_sub(1).and_then(|j| chars.get(j));
            let after = chars.get(i + 1);
            let emphasis = word(before) != word(after) && !line(before) && !line(after);
            !emphasis
        })
        .map(|(_, &c)| c)
        .collect()
}
