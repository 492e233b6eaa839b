//! The moves said as positions over letters: «За один ход игрок может из
//! позиции (a, b) получить любую из четырёх позиций: (a + 1, b), (a, b + 1),
//! (2a, b), (a, 2b).» Each position after the move changes one heap by an
//! addition, a subtraction or a factor; the others stay their letters.
//!
//! Read only when every heap has the same moves (then which letter is which
//! heap does not matter, and the list is the rules language's moves on any
//! heap), every word outside the positions is one of the sentence's own
//! (`position_moves.words`: no condition, nothing forbidden), and a count
//! said («четырёх позиций») is the count of the positions listed. Anything
//! else is left to the other readers, which name it.

use super::tokens::words;
use super::vocabulary::vocabulary;

/// The moves of a sentence that lists the positions one move gives from a
/// position of letters («из позиции (a, b) … (a + 1, b), (2a, b), …») →
/// `+1 *2`; `None` when it is not such a sentence, says more than that, or
/// has another count of heaps than the game's `heaps` (when known).
pub fn position_moves(sentence: &str, heaps_said: Option<usize>) -> Option<String> {
    let (outside, groups) = split_brackets(sentence)?;
    let (from, targets) = groups.split_first()?;
    let letters: Vec<String> = from.iter().map(|c| c.replace(' ', "")).collect();
    let heaps = letters.len();
    let distinct = letters
        .iter()
        .enumerate()
        .all(|(i, l)| letters[..i].iter().all(|m| m != l));
    if !(2..=3).contains(&heaps)
        || heaps_said.is_some_and(|h| h != heaps)
        || !distinct
        || !letters.iter().all(|l| is_letter(l))
        || targets.is_empty()
    {
        return None;
    }
    // Each position after the move: one heap changed, by one move.
    let mut per_heap: Vec<Vec<String>> = vec![Vec::new(); heaps];
    for target in targets {
        if target.len() != heaps {
            return None;
        }
        let mut changed = None;
        for (i, part) in target.iter().enumerate() {
            let part: String = part.chars().filter(|c| !c.is_whitespace()).collect();
            if part == letters[i] {
                continue;
            }
            if changed.is_some() {
                return None;
            }
            changed = Some((i, one_move(&part, &letters[i])?));
        }
        let (heap, mv) = changed?;
        if per_heap[heap].contains(&mv) {
            return None;
        }
        per_heap[heap].push(mv);
    }
    // The same moves on every heap, as sets.
    let first = &per_heap[0];
    let same = per_heap
        .iter()
        .all(|m| m.len() == first.len() && m.iter().all(|x| first.contains(x)));
    if !same {
        return None;
    }
    // Every word outside the positions the sentence's own; a count said is
    // the positions' count.
    let v = vocabulary();
    let ws = words(&outside);
    let own = v.group("position_moves.words");
    let mut i = 0;
    let mut opened = false;
    while i < ws.len() {
        // «За один ход»: the sentence's own words first.
        if own.is(&ws[i]) {
            opened |= v.group("position_moves.position").is(&ws[i]);
            i += 1;
            continue;
        }
        if let Some((n, len)) = v.number_at(&ws, i) {
            if n.whole() != Some(targets.len() as i64) {
                return None;
            }
            i += len;
            continue;
        }
        return None;
    }
    opened.then(|| first.join(" "))
}

/// The text outside round brackets, and the comma-separated parts inside
/// each pair; `None` when brackets nest or do not close.
fn split_brackets(s: &str) -> Option<(String, Vec<Vec<String>>)> {
    let mut outside = String::new();
    let mut groups = Vec::new();
    let mut rest = s;
    while let Some(open) = rest.find('(') {
        outside.push_str(&rest[..open]);
        outside.push(' ');
        let after = &rest[open + 1..];
        let close = after.find(')')?;
        let inner = &after[..close];
        if inner.contains('(') {
            return None;
        }
        groups.push(
            inner
                .split([',', ';'])
                .map(|p| p.trim().to_string())
                .collect(),
        );
        rest = &after[close + 1..];
    }
    if rest.contains(')') {
        return None;
    }
    outside.push_str(rest);
    Some((outside, groups))
}

/// A heap's letter: one Latin or Cyrillic letter.
fn is_letter(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(char::is_alphabetic) && cs.next().is_none()
}

/// One heap's move, said over its letter `x` (spaces gone): `x+2` → `+2`,
/// `x-1` → `-1`, `2x`, `2*x`, `x*2`, `2·x`, `x×2` → `*2`.
fn one_move(part: &str, x: &str) -> Option<String> {
    let number = |t: &str| -> Option<u64> {
        (!t.is_empty() && t.len() <= 6 && t.chars().all(|c| c.is_ascii_digit()))
            .then(|| t.parse().ok())
            .flatten()
    };
    if let Some(rest) = part.strip_prefix(x) {
        if let Some(k) = rest.strip_prefix('+').and_then(number) {
            return (k > 0).then(|| format!("+{k}"));
        }
        if let Some(k) = rest.strip_prefix(['-', '−', '–']).and_then(number) {
            return (k > 0).then(|| format!("-{k}"));
        }
        if let Some(k) = rest.strip_prefix(['*', '·', '×', '∙']).and_then(number) {
            return (k > 1).then(|| format!("*{k}"));
        }
        return None;
    }
    let factor = part.strip_suffix(x)?;
    let factor = factor.strip_suffix(['*', '·', '×', '∙']).unwrap_or(factor);
    let k = number(factor)?;
    (k > 1).then(|| format!("*{k}"))
}

#[cfg(test)]
mod tests {
    use super::position_moves;

    #[test]
    fn positions_over_letters_give_the_moves_on_any_heap() {
        for (s, moves) in [
            ("За один ход игрок может из позиции (a, b) получить любую из четырёх позиций: (a + 1, b), (a, b + 1), (2a, b), (a, 2b).", "+1 *2"),
            ("Из позиции (x, y) за один ход можно перейти в одну из позиций (x+2, y), (x, y+2), (x*3, y), (x, y*3).", "+2 *3"),
            ("За один ход игрок может из позиции (a, b, c) получить одну из позиций (a + 1, b, c), (a, b + 1, c), (a, b, c + 1).", "+1"),
            ("За один ход из позиции (a, b) можно получить позиции (a − 2, b) или (a, b − 2).", "-2"),
        ] {
            assert_eq!(position_moves(s, None).as_deref(), Some(moves), "{s}");
        }
        // The game's heaps another count than the positions'.
        let s = "Из позиции (a, b) можно получить позиции (a + 1, b), (a, b + 1).";
        assert_eq!(position_moves(s, Some(3)), None);
        assert_eq!(position_moves(s, Some(2)).as_deref(), Some("+1"));
    }

    #[test]
    fn positions_that_say_more_or_differ_by_heap_are_not_read() {
        for s in [
            // Other moves on each heap: which letter is which heap matters.
            "За один ход игрок может из позиции (a, b) получить любую из трёх позиций: (a + 1, b), (a, b + 1), (2a, b).",
            // A count that is not the list's.
            "За один ход игрок может из позиции (a, b) получить любую из трёх позиций: (a + 1, b), (a, b + 1), (2a, b), (a, 2b).",
            // Two heaps changed at once.
            "За один ход игрок может из позиции (a, b) получить позицию (a + 1, b + 1) или (2a, 2b).",
            // A condition.
            "Если a чётно, игрок может из позиции (a, b) получить позиции (a + 1, b), (a, b + 1).",
            // A division (its rounding not said).
            "За один ход игрок может из позиции (a, b) получить позиции (a/2, b), (a, b/2).",
            // Numbers: an example, not the rule.
            "Например, из позиции (7, 5) можно получить (8, 5), (7, 6), (14, 5), (7, 10).",
        ] {
            assert_eq!(position_moves(s, None), None, "{s}");
        }
    }
}
