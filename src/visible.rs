//! Text from outside (a cell, a vertex name, a sheet name, an argument)
//! made safe to print: control characters, a terminal's escape sequences
//! among them, shown escaped (`\u{1b}`, `\n`, `\t`), everything else as is.
//! Files gametable writes keep the real characters.

use std::borrow::Cow;

/// `s` with its control characters escaped; borrowed when it has none.
pub fn visible(s: &str) -> Cow<'_, str> {
    if !s.chars().any(char::is_control) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// A path as shown in a message, [`visible`].
pub fn path(p: &std::path::Path) -> String {
    visible(&p.display().to_string()).into_owned()
}

/// [`visible`] keeping line breaks: a message of several lines (a rule's
/// caret under it) stays several lines.
pub fn visible_lines(s: &str) -> Cow<'_, str> {
    if !s.chars().any(|c| c.is_control() && c != '\n') {
        return Cow::Borrowed(s);
    }
    Cow::Owned(s.split('\n').map(visible).collect::<Vec<_>>().join("\n"))
}

#[cfg(test)]
mod tests {
    use super::visible;

    #[test]
    fn control_characters_are_escaped_and_the_rest_kept() {
        assert_eq!(visible("В1 \"a\"\\"), "В1 \"a\"\\");
        assert_eq!(
            visible("a\u{1b}[31mb\n\t\u{7f}"),
            "a\\u{1b}[31mb\\n\\t\\u{7f}"
        );
        assert!(matches!(visible("plain"), std::borrow::Cow::Borrowed(_)));
        assert_eq!(super::visible_lines("a\u{1b}\n  ^"), "a\\u{1b}\n  ^");
    }
}
