//! A floor on a removal: «убрать из кучи два камня, если в ней останется
//! хотя бы один камень», «(если в куче останется не меньше 1 камня)», «(в
//! куче должен остаться хотя бы один камень)» — the count left after the
//! move, said of a subtraction: `-2 if x - 2 >= 1;` (README, "Moves": a
//! condition is read before the move, so the count left is `x - 2`).
//!
//! Read only of a plain subtraction, with one comparison and one number and
//! no other word than the vocabulary's `conditions.ignore` / `left_ignore`;
//! anything else (a parity left, another heap, a second condition) is not
//! read.

use super::vocabulary::vocabulary;

/// Whether a condition's words say the count left after the move
/// («останется», «должен остаться»).
pub(super) fn says_left(ws: &[String]) -> bool {
    vocabulary().group("conditions.left").any(ws)
}

/// The condition of a floor said of the move `mv` (the rules language's
/// plain move, e.g. `-2`): `x - 2 >= 1`; `None` when the move is no plain
/// subtraction or a word of the condition is not known.
pub(super) fn floor_condition(ws: &[String], mv: &str) -> Option<String> {
    let k: i64 = mv.strip_prefix('-')?.parse().ok()?;
    let v = vocabulary();
    let mut compared: Option<(String, i64)> = None;
    let mut left = 0;
    let mut i = 0;
    while i < ws.len() {
        if let Some(len) = v.group("conditions.left").at(ws, i) {
            left += 1;
            i += len;
        } else if let Some(len) = v.group("conditions.at_least").at(ws, i) {
            let (n, l) = v.number_at(ws, i + len)?;
            compared
                .replace((">=".into(), n.whole()?))
                .is_none()
                .then_some(())?;
            i += len + l;
        } else if let Some((op, len)) = v.compare_at(ws, i) {
            let op = op.to_string();
            let (n, l) = v.number_at(ws, i + len)?;
            compared.replace((op, n.whole()?)).is_none().then_some(())?;
            i += len + l;
        } else if v.group("conditions.left_ignore").is(&ws[i])
            || v.group("conditions.ignore").is(&ws[i])
        {
            i += 1;
        } else {
            return None;
        }
    }
    let (op, n) = compared?;
    (left == 1 && n >= 0).then(|| format!("x - {k} {op} {n}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::tokens::words;

    #[test]
    fn floors_read_and_not() {
        for (cond, want) in [
            ("в ней останется хотя бы один камень", Some("x - 2 >= 1")),
            ("в куче останется не меньше 1 камня", Some("x - 2 >= 1")),
            (
                "в куче должен остаться хотя бы один камень",
                Some("x - 2 >= 1"),
            ),
            ("в куче останется больше 3 камней", Some("x - 2 > 3")),
            ("в куче останется чётное число камней", None),
            ("в другой куче останется хотя бы один камень", None),
            ("в куче останется хотя бы один камень и оно чётно", None),
        ] {
            assert_eq!(
                floor_condition(&words(cond), "-2").as_deref(),
                want,
                "{cond}"
            );
        }
        assert_eq!(
            floor_condition(&words("в куче останется хотя бы один камень"), "/3"),
            None
        );
    }
}
