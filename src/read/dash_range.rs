//! An amount written as a range with a dash: «добавить в кучу 1–3 камня»,
//! «убрать 2-4 камня», «один-два камня». The words of a text drop the dash,
//! which leaves «1 3 камня» — read as three stones. Before a move sentence is
//! cut into clauses, each such range before «камн…» is said in words the
//! clause reader takes: «от 1 до 3 камня».

use super::tokens::words;
use super::vocabulary::vocabulary;

const DASHES: [char; 3] = ['-', '–', '—'];

/// A whole number said by the text alone («3», «два»), as the vocabulary
/// reads it.
fn whole(text: &str) -> Option<i64> {
    let ws = words(text);
    match vocabulary().number_at(&ws, 0) {
        Some((n, len)) if len == ws.len() => n.whole(),
        _ => None,
    }
}

/// Whether a token opens with the word for stones («камня,», «камней»).
fn stones(token: &str) -> bool {
    let t = token.trim_start_matches(|c: char| !c.is_alphanumeric());
    vocabulary().group("heaps.stones").is(t)
}

/// The text with each «A–B камн…» (A < B, whole numbers, the dash maybe
/// spaced) as «от A до B камн…»; a dash between numbers that is no such
/// range is left as it was.
pub(super) fn spoken_ranges(text: &str) -> String {
    let tokens: Vec<&str> = text.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        // «1–3 камня»: one token; «1 – 3 камня»: three.
        let glued = tokens[i]
            .split_once(DASHES)
            .filter(|_| tokens.get(i + 1).is_some_and(|t| stones(t)))
            .map(|(a, b)| (a, b, 1));
        let spaced = || {
            let dash = tokens.get(i + 1)?;
            (dash.chars().count() == 1 && dash.starts_with(DASHES))
                .then_some(())
                .filter(|()| tokens.get(i + 3).is_some_and(|t| stones(t)))
                .map(|()| (tokens[i], tokens[i + 2], 3))
        };
        if let Some((a, b, used)) = glued.or_else(spaced) {
            if let (Some(a), Some(b)) = (whole(a), whole(b)) {
                if a < b {
                    out.push(format!("от {a} до {b}"));
                    i += used;
                    continue;
                }
            }
        }
        out.push(tokens[i].to_string());
        i += 1;
    }
    out.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_with_a_dash_are_said_in_words() {
        assert_eq!(
            spoken_ranges("убрать 2–5 камней или"),
            "убрать от 2 до 5 камней или"
        );
        assert_eq!(
            spoken_ranges("взять три - шесть камней"),
            "взять от 3 до 6 камней"
        );
        // Not before stones, or not rising: left alone.
        assert_eq!(spoken_ranges("в 2–3 раза"), "в 2–3 раза");
        assert_eq!(spoken_ranges("взять 5–2 камня"), "взять 5–2 камня");
    }
}
