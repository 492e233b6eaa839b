//! Moves with a condition and compound moves, in the rules language's
//! conditional syntax (README, "Moves"): «если количество камней в куче
//! чётно, уменьшить его в два раза» → `/2 if even(x);`; «разделить на 3,
//! если делится, иначе убрать 2» → `/3 if x % 3 == 0; -2 if not (x % 3 ==
//! 0);`; «утроить и убрать 2» → `x = x * 3 - 2 if x * 3 >= 2;`.
//!
//! A condition is read only when every word of it is known (the
//! vocabulary's `conditions`); anything else leaves the clause unread,
//! never guessed.

use super::move_clause::{clause_moves, halves, verb_kind};
use super::tokens::{find_lower, words};
use super::vocabulary::vocabulary;

/// The vocabulary's groups of move verbs.
pub(super) const VERBS: [&str; 6] = [
    "verbs.add",
    "verbs.grow",
    "verbs.mul",
    "verbs.sub",
    "verbs.shrink",
    "verbs.div",
];

/// Whether a move clause has a condition or an «иначе» part.
pub fn is_conditional(clause: &str) -> bool {
    let ws = words(clause);
    ws.iter().any(|w| w == "если" || w == "иначе") || has_otherwise(&ws)
}

fn has_otherwise(ws: &[String]) -> bool {
    ws.windows(2)
        .any(|w| w[0] == "противном" && w[1] == "случае")
}

/// «в противном случае» and «иначе» become one mark, `иначе`.
fn otherwise_marked(lower: &str) -> String {
    lower
        .replace("а в противном случае", "иначе")
        .replace("в противном случае", "иначе")
        .replace("а иначе", "иначе")
}

/// The moves of a clause with a condition (and maybe an «иначе» part), in
/// the rules language; `None` when any part of it is not read.
pub fn conditional_moves(clause: &str) -> Option<Vec<String>> {
    conditional_moves_in(clause, false)
}

/// As `conditional_moves`; `whole`: the condition said first is each
/// alternative's, also of one that names the heap again (the list is one
/// case of cases said apart, `parity_cases`).
pub(super) fn conditional_moves_in(clause: &str, whole: bool) -> Option<Vec<String>> {
    let lower = otherwise_marked(&clause.to_lowercase().replace('ё', "е"));
    let (main, otherwise) = match lower.split_once("иначе") {
        Some((m, o)) => (m.to_string(), Some(o.to_string())),
        None => (lower.clone(), None),
    };
    let main = main.trim().trim_end_matches([',', ';', ' ']).to_string();
    let main_ws = words(&main);
    let at = main_ws.iter().position(|w| w == "если")?;
    // The condition first («если …, уменьшить …») or last («уменьшить …,
    // если …»); split at the comma after it, or at «если».
    let (cond_text, action_text) = if at == 0 || (at == 1 && main_ws[0] == "только") {
        let after = &main[main.find("если")? + "если".len()..];
        let (c, a) = after.split_once(',')?;
        let a = a.trim_start();
        let a = a.strip_prefix("то ").unwrap_or(a);
        (c.to_string(), a.to_string())
    } else {
        let i = main.find("если")?;
        let action = main[..i]
            .trim()
            .trim_end_matches(',')
            .trim_end_matches("только")
            .trim()
            .trim_end_matches(',')
            .to_string();
        (main[i + "если".len()..].to_string(), action)
    };
    // «если чётно, добавить два камня или удвоить»: the condition said
    // first is each alternative's.
    let first = at == 0 || (at == 1 && main_ws[0] == "только");
    let (action, more) = match compound(&action_text) {
        Some(a) => (a, Vec::new()),
        None if first && otherwise.is_none() => {
            // «если чётно, уменьшить его в два раза или уменьшить количество
            // камней в куче на два»: a later alternative that names the heap
            // again may be a move of its own, the condition the first's
            // only — two readings, not read.
            if !whole && names_the_heap_again(&action_text) {
                return None;
            }
            let mut list = alternatives(&action_text)?.into_iter();
            (list.next()?, list.collect())
        }
        None => return None,
    };
    let divisor = divisor_of(&action);
    let cond_ws = words(&cond_text);
    // «убрать два камня, если в куче останется хотя бы один камень»: the
    // count left after a subtraction (`floor`), said of that move alone.
    let cond = if super::floor::says_left(&cond_ws) {
        if !more.is_empty() || action.guard.is_some() || action.text != action.first {
            return None;
        }
        super::floor::floor_condition(&cond_ws, &action.text)?
    } else {
        condition(&cond_ws, divisor)?
    };
    // «убрать половину» is whole only on an even heap: read under that
    // condition alone (an odd heap's half is not said).
    let even = cond == "even(x)" || cond == "x % 2 == 0";
    if halves(&words(&action_text)) && !even {
        return None;
    }
    let mut out = vec![with_condition(&action, &cond)];
    out.extend(more.iter().map(|a| with_condition(a, &cond)));
    if let Some(o) = otherwise {
        let o = o.trim().trim_start_matches(',').trim();
        let o = o.trim_end_matches([',', ';', '.', ' ']);
        if is_conditional(o) || halves(&words(o)) {
            return None;
        }
        let other = compound(o)?;
        out.push(with_condition(&other, &format!("not ({cond})")));
    }
    Some(out)
}

/// Whether a clause whose condition is said first («если кратно трём,
/// уменьшить его в три раза или убрать из кучи два камня») opens its list
/// with a division: the move a condition on the heap's count is naturally
/// said for.
pub fn divides_first(clause: &str) -> bool {
    let lower = clause.to_lowercase().replace('ё', "е");
    let Some((_, actions)) = lower.split_once(',') else {
        return false;
    };
    alternative_texts(actions)
        .first()
        .and_then(|a| step(a.trim()))
        .is_some_and(|m| m.starts_with('/'))
}

/// Whether an alternative after the first of a list names the heap («… или
/// уменьшить количество камней в куче на два»).
fn names_the_heap_again(list: &str) -> bool {
    alternative_texts(&list.to_lowercase())
        .iter()
        .skip(1)
        .any(|alt| vocabulary().group("heaps.heap").any(&words(alt)))
}

/// A list's alternatives as said, at «или» / «либо» (and «, или»).
fn alternative_texts(text: &str) -> Vec<String> {
    let joined = text.replace(" либо ", " или ").replace(", или ", " или ");
    joined.split(" или ").map(str::to_string).collect()
}

/// «добавить два камня или увеличить … в два раза»: two or more moves of
/// one step each, at «или» / «либо»; `None` unless each is one.
fn alternatives(text: &str) -> Option<Vec<Action>> {
    let parts = alternative_texts(text);
    if parts.len() < 2 {
        return None;
    }
    parts.iter().map(|p| compound(p.trim())).collect()
}

/// «Если количество камней в куче чётное, игрок может добавить 1 камень,
/// если нечётное — увеличить …»: the moves sentence whose condition comes
/// before «может», said with it after («игрок может: если …, добавить 1
/// камень; если нечётное — увеличить …»), each condition of the list an
/// item of its own. `None` for any other sentence.
pub fn condition_first(sentence: &str) -> Option<String> {
    let (cond, who, tail) = condition_first_parts(sentence)?;
    let tail = tail
        .replace(", а если ", "; если ")
        .replace(", если ", "; если ");
    Some(format!("{who} может: если {cond}, {}", tail.trim()))
}

/// A moves sentence whose condition comes before «может»: its condition,
/// who moves («игрок») and the list after «может», each trimmed.
pub(super) fn condition_first_parts(sentence: &str) -> Option<(&str, &str, &str)> {
    let t = sentence.trim();
    let rest = t
        .strip_prefix("Если ")
        .or_else(|| t.strip_prefix("если "))?;
    let (cond, after) = rest.split_once(',')?;
    let v = vocabulary();
    let may = v
        .group("move_words.may")
        .phrases()
        .iter()
        .filter_map(|m| find_lower(after, &format!("{m} ")))
        .min_by_key(|at| at.start)?;
    // Between the condition and «может» only who moves («то игрок», «за
    // один ход игрок»).
    let who = words(&after[..may.start]);
    let known = v.group("move_words.who_moves");
    if who.is_empty() || who.len() > 5 || !who.iter().all(|w| known.is(w)) {
        return None;
    }
    Some((
        cond.trim(),
        after[..may.start].trim(),
        after[may.end..].trim(),
    ))
}

/// «если нечётно – увеличить …» in a move list: the dash that closes a
/// condition said first is its comma (never a mark of the list's items).
pub fn condition_dash(list: &str) -> String {
    let mut out = String::with_capacity(list.len());
    let mut item = String::new();
    let mut rest = list;
    while let Some(at) = rest.find(" – ") {
        let before = &rest[..at];
        item.push_str(before);
        let item_text = item.rsplit([';', ':']).next().unwrap_or("").trim();
        // «…, а если нечётно – убрать 1 камень»: the other case's condition
        // said after «а», closed by its dash alike.
        let contrast = item_text
            .rfind("а если ")
            .filter(|&at| at == 0 || item_text[..at].ends_with(' '))
            .is_some_and(|at| !item_text[at..].contains(','));
        let closes = item_text.starts_with("если ") && !item_text.contains(',') || contrast;
        // «…, иначе – добавить 2»: the dash after «иначе» opens its move.
        let otherwise = ["иначе", "в противном случае"]
            .iter()
            .any(|o| item_text.ends_with(o));
        // What the dash becomes in the text, and in the item (a dash that
        // is a list mark ends the item).
        let (joint, item_end) = if closes {
            (", ", ", ")
        } else if otherwise {
            (" ", " ")
        } else {
            (" – ", ";")
        };
        out.push_str(before);
        out.push_str(joint);
        item.push_str(item_end);
        rest = &rest[at + " – ".len()..];
    }
    out.push_str(rest);
    out
}

/// A move of the rules language with a condition added: `/2 if even(x);`.
fn with_condition(action: &Action, cond: &str) -> String {
    let all = match &action.guard {
        Some(g) => format!("{g} and {cond}"),
        None => cond.to_string(),
    };
    format!("{} if {all};", action.text)
}

/// One move: its text, and what must hold for it (a compound move's
/// subtraction needs enough stones).
#[derive(Debug, Clone, PartialEq)]
struct Action {
    text: String,
    guard: Option<String>,
    /// The first step, as the plain list writes it (`/3`): what «если
    /// делится» divides by.
    first: String,
}

/// What «делится» with no number means: the divisor of the move it goes with.
fn divisor_of(a: &Action) -> Option<i64> {
    let d = a.first.strip_prefix('/')?;
    d.split_whitespace().next()?.parse().ok()
}

/// The plain move of one step («уменьшить его в два раза» → `/2`): one
/// verb, no list («или», a comma).
pub(super) fn step(text: &str) -> Option<String> {
    let ws = words(text);
    let v = vocabulary();
    let verbs = (0..ws.len())
        .filter(|&i| VERBS.iter().any(|g| v.group(g).at(&ws, i).is_some()))
        .count();
    let factors = (0..ws.len())
        .filter(|&i| v.factor_at(&ws, i).is_some())
        .count();
    if verbs > 1
        || factors > 1
        || text.contains(',')
        || ws.iter().any(|w| w == "или" || w == "либо")
    {
        return None;
    }
    let kind = verb_kind(&ws)?;
    let list = clause_moves(kind, &ws)?;
    let [one] = list.as_slice() else { return None };
    Some(one.clone())
}

/// A move of one or several steps: «сначала добавить 3 камня, а после
/// уменьшить в 2 раза» → `x = (x + 3) / 2`.
fn compound(text: &str) -> Option<Action> {
    let steps = steps(text);
    if steps.len() == 1 {
        let m = step(&steps[0])?;
        return Some(Action {
            text: m.clone(),
            guard: None,
            first: m,
        });
    }
    let moves: Vec<String> = steps.iter().map(|s| step(s)).collect::<Option<_>>()?;
    let (expr, guards) = compose(&moves)?;
    Some(Action {
        text: format!("x = {expr}"),
        guard: (!guards.is_empty()).then(|| guards.join(" and ")),
        first: moves[0].clone(),
    })
}

/// A clause's steps, at «и», «затем», «а после», «после чего», «а потом»;
/// one step when the parts do not each have a verb of their own.
fn steps(text: &str) -> Vec<String> {
    let mut s = format!(" {} ", text.to_lowercase().replace('ё', "е"));
    for join in [
        ", а после этого ",
        ", а после ",
        " а после ",
        ", после чего ",
        ", а затем ",
        " а затем ",
        " и затем ",
        " после чего ",
        ", затем ",
        " затем ",
        ", а потом ",
        " а потом ",
        " и потом ",
        " потом ",
        " и ",
    ] {
        s = s.replace(join, " | ");
    }
    let s = s.replace(" сначала ", " ");
    let parts: Vec<String> = s
        .split('|')
        .map(|p| p.trim().trim_matches(',').trim().to_string())
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() > 1 && parts.iter().all(|p| verb_kind(&words(p)).is_some()) {
        parts
    } else {
        vec![text.trim().to_string()]
    }
}

/// Whether a plain clause (no condition) is a compound move: two or more
/// steps, each with its verb.
pub fn compound_moves(clause: &str) -> Option<Option<String>> {
    if steps(clause).len() < 2 {
        return None;
    }
    // «добавить камень и одновременно удвоить»: steps said to happen at
    // once have no order to compose — not read.
    if vocabulary().group("move_words.at_once").any(&words(clause)) {
        return Some(None);
    }
    Some(compound(clause).map(|a| match a.guard {
        Some(g) => format!("{} if {g};", a.text),
        None => format!("{};", a.text),
    }))
}

/// Steps of the plain list (`+3`, `/2`) applied in turn to `x`: the
/// expression and what must hold for each step to be a move.
fn compose(moves: &[String]) -> Option<(String, Vec<String>)> {
    let mut e = "x".to_string();
    let mut guards = Vec::new();
    let wrap = |e: &str| {
        if e == "x" {
            e.to_string()
        } else {
            format!("({e})")
        }
    };
    for m in moves {
        let mut parts = m.split_whitespace();
        let op = parts.next()?;
        let rounding = parts.next();
        let (sign, n) = op.split_at(1);
        match (sign, rounding) {
            ("+", None) if n == "other" => e = format!("{e} + other"),
            ("+", None) => e = format!("{e} + {}", n.parse::<i64>().ok()?),
            ("-", None) => {
                let n: i64 = n.parse().ok()?;
                guards.push(format!("{e} >= {n}"));
                e = format!("{e} - {n}");
            }
            ("*", None) => match n.split_once('/') {
                None => e = format!("{} * {}", wrap(&e), n.parse::<i64>().ok()?),
                Some((p, q)) => {
                    let (p, q): (i64, i64) = (p.parse().ok()?, q.parse().ok()?);
                    guards.push(format!("{} * {p} % {q} == 0", wrap(&e)));
                    e = format!("{} * {p} / {q}", wrap(&e));
                }
            },
            ("/", r) => {
                let n: i64 = n.parse().ok()?;
                match r {
                    None | Some("down") => e = format!("{} / {n}", wrap(&e)),
                    Some("up") => e = format!("cdiv({e}, {n})"),
                    Some("exact") => {
                        guards.push(format!("{} % {n} == 0", wrap(&e)));
                        e = format!("{} / {n}", wrap(&e));
                    }
                    _ => return None,
                }
            }
            _ => return None,
        }
    }
    Some((e, guards))
}

/// A condition's words → an expression over `x`: parity, divisibility,
/// a comparison, joined by «и»; `None` when a word is not known.
pub(super) fn condition(ws: &[String], divisor: Option<i64>) -> Option<String> {
    let v = vocabulary();
    let mut parts = Vec::new();
    for conj in ws.split(|w| w == "и") {
        if conj.is_empty() {
            return None;
        }
        let mut what: Option<String> = None;
        let mut negated = false;
        let mut i = 0;
        while i < conj.len() {
            let w = conj[i].as_str();
            if w == "не" {
                negated = !negated;
                i += 1;
            } else if let Some(len) = v.group("conditions.odd").at(conj, i) {
                what.replace("odd(x)".into()).is_none().then_some(())?;
                i += len;
            } else if let Some(len) = v.group("conditions.even").at(conj, i) {
                what.replace("even(x)".into()).is_none().then_some(())?;
                i += len;
            } else if let Some(len) = v.group("conditions.divisible").at(conj, i) {
                i += len;
                if conj.get(i).is_some_and(|w| w == "на") {
                    i += 1;
                }
                let n = match v.number_at(conj, i) {
                    Some((n, l)) => {
                        i += l;
                        n.whole()?
                    }
                    None => divisor?,
                };
                (n >= 2).then_some(())?;
                what.replace(format!("x % {n} == 0"))
                    .is_none()
                    .then_some(())?;
            } else if let Some((op, len)) = v.compare_at(conj, i) {
                let (n, l) = v.number_at(conj, i + len)?;
                i += len + l;
                what.replace(format!("x {op} {}", n.whole()?))
                    .is_none()
                    .then_some(())?;
            } else if v.group("conditions.ignore").at(conj, i).is_some() {
                i += 1;
            } else {
                return None;
            }
        }
        let what = what?;
        parts.push(if negated {
            format!("not ({what})")
        } else {
            what
        });
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions_and_otherwise() {
        for (clause, want) in [
            (
                "если количество камней в куче чётно, уменьшить его в два раза",
                vec!["/2 if even(x);"],
            ),
            (
                "если количество камней в куче кратно трём, уменьшить его в три раза",
                vec!["/3 if x % 3 == 0;"],
            ),
            (
                "если количество камней в куче нечётно и не кратно трём, добавить один камень",
                vec!["+1 if odd(x) and not (x % 3 == 0);"],
            ),
            (
                "если количество камней в куче кратно трём, уменьшить его в три раза, в противном случае убрать из кучи два камня",
                vec!["/3 if x % 3 == 0;", "-2 if not (x % 3 == 0);"],
            ),
            (
                "разделить на 3, если делится, иначе убрать 2 камня",
                vec!["/3 if x % 3 == 0;", "-2 if not (x % 3 == 0);"],
            ),
            (
                "уменьшить количество камней в куче в два раза, если оно четно, иначе сначала добавить 3 камня, а после уменьшить в 2 раза",
                vec!["/2 if even(x);", "x = (x + 3) / 2 if not (even(x));"],
            ),
            (
                "если чётно, утроить и убрать 2 камня",
                vec!["x = x * 3 - 2 if x * 3 >= 2 and even(x);"],
            ),
        ] {
            assert_eq!(
                conditional_moves(clause),
                Some(want.iter().map(|s| s.to_string()).collect()),
                "{clause}"
            );
        }
    }

    #[test]
    fn a_condition_said_before_the_moves() {
        let s = "Если количество камней в куче чётное, игрок может добавить 1 камень, если нечётное – увеличить количество камней в два раза.";
        let said = condition_first(s).unwrap();
        assert_eq!(
            said,
            "игрок может: если количество камней в куче чётное, добавить 1 камень; если нечётное – увеличить количество камней в два раза."
        );
        assert_eq!(
            condition_dash("; если нечетно – увеличить в два раза ; а) добавить – б)"),
            "; если нечетно, увеличить в два раза ; а) добавить – б)"
        );
        // A condition said first is each alternative's.
        assert_eq!(
            conditional_moves("если в куче чётное количество камней, добавить в кучу два камня или увеличить количество камней в два раза"),
            Some(vec!["+2 if even(x);".to_string(), "*2 if even(x);".to_string()])
        );
        // A later alternative that names the heap again may be a move of
        // its own: two readings, not read.
        assert_eq!(
            conditional_moves("если количество камней в куче чётно, уменьшить его в два раза или уменьшить количество камней в куче на два"),
            None
        );
        // Said after, it may be the last alternative's only: not read here
        // (the list reader splits the alternatives first).
        assert_eq!(
            conditional_moves("добавить в кучу два камня или увеличить количество камней в два раза, если оно чётно"),
            None
        );
        // Not a moves sentence whose condition comes first.
        for s in [
            "Если при этом в куче оказалось не более 40 камней, то победителем считается игрок, сделавший последний ход.",
            "Если в куче 5 камней, Петя может получить 6 или 10 камней.",
            "Например, если количество камней чётное, игрок может добавить 1 камень.",
            // A letter whose lower case is shorter before «может»: read in
            // the text's own bytes (never sliced inside a letter).
            "Если количество камней чётное, ẞẞ может добавить 1 камень.",
        ] {
            assert_eq!(condition_first(s), None, "{s}");
        }
    }

    #[test]
    fn an_unknown_condition_is_not_guessed() {
        for clause in [
            "если в другой куче чётное число камней, удвоить кучу",
            "если количество камней в куче является простым числом, добавить 1 камень",
            "добавить 2 камня, если сумма чётна",
            "если делится, добавить 2 камня",
        ] {
            assert_eq!(conditional_moves(clause), None, "{clause}");
        }
    }

    #[test]
    fn compound_moves_compose() {
        assert_eq!(
            compound_moves("утроить количество камней и убрать 2 камня"),
            Some(Some("x = x * 3 - 2 if x * 3 >= 2;".into()))
        );
        assert_eq!(
            compound_moves("удвоить количество камней в куче, а затем добавить 1 камень"),
            Some(Some("x = x * 2 + 1;".into()))
        );
        assert_eq!(compound_moves("добавить в кучу один камень"), None);
    }
}
