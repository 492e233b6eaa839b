//! Arrow examples: «Например: 10 → 11, 10 → 20.», «(10, 5) → (11, 5)».

use super::Example;

/// An arrow between positions: «10 → 11», «(10, 5) -> (11, 5)».
pub(in crate::read) fn has_arrow(s: &str) -> bool {
    s.contains('→') || s.contains("->")
}

/// A position of an arrow example: a number, or numbers in brackets.
#[derive(Debug, PartialEq)]
enum ArrowItem {
    Position(Vec<i64>),
    Arrow,
}

/// «Например: 10 → 11, 10 → 20.», «(10, 5) → (11, 5); (10, 5) → (20, 5)»:
/// each arrow from one position to one the move gives. Read only when
/// every arrow starts from the same position and every number stands
/// beside an arrow; a chain («10 → 11 → 22») or a stray number is left
/// unread.
pub(super) fn arrow_example(s: &str) -> Option<Example> {
    let mut items = Vec::new();
    let mut rest = s;
    while let Some(c) = rest.chars().next() {
        if c == '→' || rest.starts_with("->") {
            items.push(ArrowItem::Arrow);
            rest = &rest[if c == '→' { c.len_utf8() } else { 2 }..];
        } else if c == '(' {
            let close = rest.find(')')?;
            let nums: Option<Vec<i64>> = rest[1..close]
                .split([',', ';'])
                .map(|x| x.trim().parse::<i64>().ok())
                .collect();
            items.push(ArrowItem::Position(nums?));
            rest = &rest[close + 1..];
        } else if c.is_ascii_digit() {
            let end = rest
                .find(|ch: char| !ch.is_ascii_digit())
                .unwrap_or(rest.len());
            items.push(ArrowItem::Position(vec![rest[..end].parse().ok()?]));
            rest = &rest[end..];
        } else {
            rest = &rest[c.len_utf8()..];
        }
    }
    let mut from: Option<&Vec<i64>> = None;
    let mut to = Vec::new();
    let mut used = vec![false; items.len()];
    for (i, item) in items.iter().enumerate() {
        if *item != ArrowItem::Arrow {
            continue;
        }
        let (Some(ArrowItem::Position(a)), Some(ArrowItem::Position(b))) = (
            i.checked_sub(1).and_then(|j| items.get(j)),
            items.get(i + 1),
        ) else {
            return None;
        };
        if from.is_some_and(|f| f != a) || used[i - 1] {
            return None;
        }
        from = Some(a);
        to.push(b.clone());
        used[i - 1] = true;
        used[i + 1] = true;
    }
    let every_number_beside_an_arrow = items
        .iter()
        .zip(&used)
        .all(|(item, used)| *used || *item == ArrowItem::Arrow);
    let from = from?.clone();
    every_number_beside_an_arrow.then(|| Example::of_moves(s, from, to))
}
