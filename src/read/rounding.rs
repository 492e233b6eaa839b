//! How a division rounds: said inside a move's clause («с округлением в
//! меньшую сторону») or in a sentence of its own («если количество камней
//! нечётно, остаётся на 1 камень больше»), and the move list with it applied.

use super::vocabulary::vocabulary;

/// Where a clause's rounding words begin («с округлением в меньшую
/// сторону», «остаётся на 1 камень больше»), if it has them.
pub(super) fn rounding_at(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    ["move_words.round_down", "move_words.round_up"]
        .iter()
        .filter_map(|g| v.group(g).find(ws).map(|(at, _)| at))
        .min()
}

/// Whether a rounding's words say nothing beside it (probe audit75): once
/// its phrases («остаётся на 1 камень больше», «округляется до меньшего»)
/// are taken out, no word left says an even heap, a comparison of a count,
/// a second «если» or a limit («только», «но», «кроме», «нельзя»: the
/// vocabulary's `move_words.rounding_beside`). «(если … чётно, остаётся на 1
/// камень больше …)», «…, а если чётно — на 2 камня больше», «…, но только
/// если в куче больше 10 камней» are not read. Of a move's clause (a verb
/// before the rounding), its words from the rounding on.
pub(super) fn said_whole(ws: &[String]) -> bool {
    let v = vocabulary();
    let at = rounding_at(ws).unwrap_or(0);
    let from = if at > 0 && crate::read::move_clause::verb_kind(&ws[..at]).is_some() {
        at
    } else {
        0
    };
    let rest = v
        .group("move_words.round_up")
        .without(&v.group("move_words.round_down").without(&ws[from..]));
    // A comparison with a number after it: the first comparison's is
    // enough (one pass, not one per comparison word).
    let compared = (0..rest.len())
        .find(|&i| v.compare_at(&rest, i).is_some())
        .is_some_and(|i| {
            rest[i..]
                .iter()
                .any(|w| v.number_at(std::slice::from_ref(w), 0).is_some())
        });
    let said_beside =
        v.group("conditions.even").any(&rest) || v.group("move_words.rounding_beside").any(&rest);
    rest.iter().filter(|w| *w == "если").count() <= 1 && !compared && !said_beside
}

/// A sentence of its own on how a division rounds («Если количество камней
/// некратно 3, то … остаётся результат целочисленного деления»): `Some(up)`.
pub fn rounding(ws: &[String]) -> Option<bool> {
    let v = vocabulary();
    // «Если количество камней в куче нечётно, остаётся на один камень
    // больше, чем убирается»: said of a halving.
    let division = v.group("move_words.division_said").any(ws);
    if !division || !said_whole(ws) {
        return None;
    }
    let (up, down) = (
        v.group("move_words.round_up").any(ws),
        v.group("move_words.round_down").any(ws),
    );
    // Both ways said (one heap's division rounded down, the other's up):
    // no one rounding.
    if up && down {
        None
    } else if up {
        Some(true)
    } else if down {
        Some(false)
    } else {
        None
    }
}

/// The moves with a division's rounding applied: `/3` → `/3 up` when `up`;
/// `None` when there is no plain division to round.
pub fn rounded(moves: &str, up: bool) -> Option<String> {
    let tokens: Vec<&str> = moves.split(' ').collect();
    let mut any = false;
    let mut out = Vec::with_capacity(tokens.len());
    for (i, m) in tokens.iter().enumerate() {
        out.push(m.to_string());
        let plain = m.len() > 1
            && m.starts_with('/')
            && m[1..].bytes().all(|b| b.is_ascii_digit())
            && !tokens
                .get(i + 1)
                .is_some_and(|n| matches!(*n, "up" | "exact" | "if"));
        if plain {
            any = true;
            if up {
                out.push("up".into());
            }
        }
    }
    any.then(|| out.join(" "))
}

/// The divisors of the plain divisions of a move list (`/2`, not `/2 up`,
/// `/2 exact`, `/2 if even(x);` or `/3 if x % 3 == 0;`). A division under
/// another condition (`/3 if x > 30;`) is plain: the condition says when the
/// move is made, not how a heap three does not divide is divided.
pub fn plain_divisors(moves: &str) -> Vec<i64> {
    let tokens: Vec<&str> = moves.split_whitespace().collect();
    tokens
        .iter()
        .enumerate()
        .filter_map(|(i, m)| {
            let d = m
                .strip_prefix('/')?
                .parse::<i64>()
                .ok()
                .filter(|d| *d > 1)?;
            match tokens.get(i + 1).copied() {
                Some("up" | "exact") => None,
                Some("if") => {
                    let condition: Vec<&str> = tokens[i + 2..]
                        .iter()
                        .scan(false, |ended, t| {
                            (!*ended).then(|| {
                                *ended = t.ends_with(';');
                                t.trim_end_matches(';')
                            })
                        })
                        .collect();
                    (!divides_exactly(&condition, d)).then_some(d)
                }
                _ => Some(d),
            }
        })
        .collect()
}

/// Whether a move's condition makes `d` divide the heap: `even(x)` for 2,
/// `x % d == 0`, with no «not» and no «or».
fn divides_exactly(condition: &[&str], d: i64) -> bool {
    if condition.iter().any(|t| t.starts_with("not") || *t == "or") {
        return false;
    }
    let text = condition.join(" ");
    (d == 2 && text.contains("even(x)")) || text.contains(&format!("x % {d} == 0"))
}

/// Whether a rounding sentence speaks of a growth («При увеличении в
/// полтора раза …»): then it rounds a fraction's moves, not a division.
pub fn of_growth(ws: &[String]) -> bool {
    vocabulary().group("move_words.growth_said").any(ws)
}

/// The moves with a growth by a fraction rounded: `*3/2` → `x = cdiv(x *
/// 3, 2);` when `up`, `x = x * 3 / 2;` when down. `None` when there is no
/// such fraction, or a plain division too (which of them the sentence
/// rounds is then not certain).
pub fn rounded_fraction(moves: &str, up: bool) -> Option<String> {
    let tokens: Vec<&str> = moves.split(' ').collect();
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if tokens
        .iter()
        .any(|m| m.strip_prefix('/').is_some_and(digits))
    {
        return None;
    }
    let mut any = false;
    let out: Vec<String> = tokens
        .iter()
        .map(|m| {
            let fraction = m
                .strip_prefix('*')
                .and_then(|f| f.split_once('/'))
                .filter(|(a, b)| digits(a) && digits(b));
            match fraction {
                Some((a, b)) => {
                    any = true;
                    match up {
                        true => format!("x = cdiv(x * {a}, {b});"),
                        false => format!("x = x * {a} / {b};"),
                    }
                }
                None => m.to_string(),
            }
        })
        .collect();
    any.then(|| out.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::tokens::words;

    #[test]
    fn a_rounding_sentence_says_which_way() {
        let up = words(
            "Если количество камней в куче нечётно, остаётся на один камень больше, чем убирается.",
        );
        assert_eq!(rounding(&up), Some(true));
        let down = words("При делении количество камней округляется до меньшего.");
        assert_eq!(rounding(&down), Some(false));
        // No division spoken of: no rounding read.
        assert_eq!(
            rounding(&words("Игра завершается, когда в куче 40 камней.")),
            None
        );
    }

    #[test]
    fn a_growth_rounding_rounds_the_fraction_only() {
        assert_eq!(
            rounded_fraction("+1 +3 *3/2", true).as_deref(),
            Some("+1 +3 x = cdiv(x * 3, 2);")
        );
        assert_eq!(
            rounded_fraction("*3/2 +1", false).as_deref(),
            Some("x = x * 3 / 2; +1")
        );
        // A division beside it: which one is rounded is not certain.
        assert_eq!(rounded_fraction("*3/2 /2", true), None);
        assert_eq!(rounded_fraction("+1 *2", true), None);
    }

    #[test]
    fn rounding_applies_to_plain_divisions_only() {
        assert_eq!(rounded("-1 /2", true).as_deref(), Some("-1 /2 up"));
        assert_eq!(rounded("-1 /2", false).as_deref(), Some("-1 /2"));
        assert_eq!(rounded("/2 up -1", true), None);
        assert_eq!(rounded("+1 *2", true), None);
    }
}
