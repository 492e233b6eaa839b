//! The rule for equal heaps of a game whose moves act on the larger and the
//! smaller heap («добавить в большую кучу от одного до трёх камней или
//! удвоить количество камней в меньшей куче»): «Если кучи содержат равное
//! количество камней, можно добавить в любую из них от одного до трёх
//! камней, удвоение в этой ситуации запрещено.»
//!
//! The rules language already gives equal heaps both labels (either heap is
//! the larger, and either the smaller), so the additions on «either of
//! them» are what the moves say; the multiplication forbidden is the
//! smaller heap's move made only while that heap is less than the other
//! (`smaller: *2 if x < max`). Read only when the sentence says just that,
//! with the larger heap's amounts and the smaller heap's factor, or not at
//! all.

use super::heap_target::move_tokens;
use super::vocabulary::vocabulary;

/// The moves with the rule for equal heaps put in, when `ws` is that rule
/// of the moves `moves` (two heaps: `larger:` additions, `smaller:` one
/// multiplication); `None` when the sentence is not that rule or says more
/// or other than it.
pub fn equal_heaps_rule(ws: &[String], moves: &str, heaps: usize) -> Option<String> {
    let v = vocabulary();
    let equal = v.group("equal_heaps.equal").any(ws);
    let opens = ws.iter().any(|w| w == "если") || opens_equal_rule(ws);
    // «при равенстве — в любую» names no heap word: its «равенстве» is of the heaps.
    let of_heaps = v.group("heaps.heap").any(ws) || ws.iter().any(|w| w.starts_with("равенств"));
    if heaps != 2 || !(opens && equal && of_heaps) {
        return None;
    }
    if let Some(same) = either_heap_restated(ws, moves) {
        return Some(same);
    }
    if labelled_move_restated(ws, moves) {
        return Some(moves.to_string());
    }
    if let Some(forbidden) = forbidden_when_equal(ws, moves) {
        return Some(forbidden);
    }
    if let Some(only) = only_one_kind_when_equal(ws, moves) {
        return Some(only);
    }
    let (larger, smaller) = labelled(moves)?;
    let amounts: Vec<i64> = larger
        .iter()
        .map(|m| m.strip_prefix('+')?.parse().ok())
        .collect::<Option<_>>()?;
    let [factor] = smaller[..] else {
        return None;
    };
    let factor: i64 = factor.strip_prefix('*')?.parse().ok()?;
    // The multiplication forbidden, in its own verb («удвоение … запрещено»,
    // «удваивать нельзя»).
    let verb = match factor {
        2 => v.group("equal_heaps.double"),
        3 => v.group("equal_heaps.triple"),
        _ => return None,
    };
    if !(verb.any(ws) && v.group("require.forbid").any(ws)) {
        return None;
    }
    // The additions allowed on either heap: every number said is one of the
    // larger heap's amounts, the least and the greatest among them.
    let either = v.group("equal_heaps.either").any(ws);
    if !(v.group("equal_heaps.add").any(ws) && either) {
        return None;
    }
    let said: Vec<i64> = (0..ws.len())
        .filter_map(|i| v.number_at(ws, i).and_then(|(n, _)| n.whole()))
        .collect();
    let (lo, hi) = (amounts.iter().min()?, amounts.iter().max()?);
    // «… добавить камень можно в любую из куч, а утраивать нельзя»: one
    // stone said by its noun alone, of a larger heap's one move `+1`
    // (rules63).
    let agrees = one_stone_by_noun(&said, &amounts, ws)
        || said.iter().all(|n| amounts.contains(n))
            && said.contains(lo)
            && said.contains(hi)
            && (*lo..=*hi).all(|a| amounts.contains(&a));
    agrees.then(|| format!("larger: {} smaller: *{factor} if x < max", larger.join(" ")))
}

/// Whether the words open as the rule for equal heaps does: «если … равны»,
/// «при равенстве (куч)».
pub fn opens_equal_rule(ws: &[String]) -> bool {
    let equal = vocabulary().group("equal_heaps.equal");
    match ws {
        [first, ..] if first == "если" => equal.any(ws),
        [first, second, ..] if first == "при" => equal.is(second),
        _ => false,
    }
}

/// «Если кучи содержат равное количество камней, ход можно сделать в любую
/// из них» of a game whose moves on a heap named by size act on one such
/// heap only — the larger, or the smaller — beside any moves on any heap,
/// before or after them («добавить один или два камня в меньшую кучу или
/// удвоить любую») («добавить один камень в любую кучу или увеличить
/// в два раза количество камней в меньшей куче (если кучи равны, то в любой
/// из них)»): what the rules language already does with equal heaps (either
/// is the larger, and the smaller; a move on any heap is on either), so the
/// moves stay as they are. Read only when every word of the sentence is a
/// known word of that rule (no amount, no move forbidden); «добавлять камни»
/// only of a list of additions.
fn either_heap_restated(ws: &[String], moves: &str) -> Option<String> {
    let v = vocabulary();
    // The moves under the one heap named by size; moves on any heap
    // (`any:`, or unlabelled at the start) may stand before and after.
    let mut sized: Option<&str> = None;
    let mut under_size = false;
    let mut sized_moves = Vec::new();
    for t in move_tokens(moves) {
        match t {
            "larger:" | "smaller:" if sized.is_none_or(|s| s == t) => {
                sized = Some(t);
                under_size = true;
            }
            "any:" => under_size = false,
            _ if t.ends_with(':') => return None,
            _ if under_size => sized_moves.push(t),
            _ => {}
        }
    }
    if sized.is_none() || sized_moves.is_empty() {
        return None;
    }
    let known = v.group("equal_heaps.restating");
    // «два камня можно добавить в любую из них»: the amounts said, each
    // with its unit.
    let mut said = Vec::new();
    let mut i = 0;
    while i < ws.len() {
        if known.is(&ws[i]) {
            i += 1;
            continue;
        }
        if let Some((n, len)) = v.number_at(ws, i) {
            said.push(n.whole()?);
            i += len;
            continue;
        }
        if said.is_empty() || !v.group("heaps.stones").is(&ws[i]) {
            return None;
        }
        i += 1;
    }
    if !v.group("equal_heaps.either").any(ws) {
        return None;
    }
    // «добавлять камни можно в любую из них»: only of additions on the
    // heap named by size (a move on any heap is on either already); the
    // amounts said, if any, are exactly theirs.
    let adds = v.group("equal_heaps.add").any(ws);
    let amounts: Option<Vec<i64>> = sized_moves
        .iter()
        .map(|t| t.strip_prefix('+')?.parse().ok())
        .collect();
    let amounts_said = said.is_empty()
        || adds
            && amounts.as_ref().is_some_and(|a| {
                said.iter().all(|n| a.contains(n)) && a.iter().all(|n| said.contains(n))
            });
    let only_adds = sized_moves.iter().all(|t| t.starts_with('+'));
    (amounts_said && (!adds || only_adds)).then(|| moves.to_string())
}

/// «Если кучи равны, утроить можно любую из них», «(если кучи равны, можно
/// удвоить любую)» of a list whose one labelled move is on the smaller (or
/// the larger) heap and is the move the sentence names («добавить в любую
/// кучу два камня или увеличить … в меньшей куче в три раза»): the rules
/// language gives equal heaps both labels, so the sentence restates the
/// moves. Read only when the move is named by its factor's own words and
/// every other word is the restating rule's (no amount, nothing forbidden);
/// «удваивать можно только одну из них» restates it alike.
fn labelled_move_restated(ws: &[String], moves: &str) -> bool {
    let v = vocabulary();
    let tokens: Vec<&str> = move_tokens(moves).collect();
    let labels: Vec<usize> = (0..tokens.len())
        .filter(|&i| tokens[i].ends_with(':'))
        .collect();
    let [at] = labels[..] else {
        return false;
    };
    if !matches!(tokens[at], "larger:" | "smaller:") {
        return false;
    }
    let kind = match tokens[at + 1..] {
        ["*2"] => "double",
        ["*3"] => "triple",
        ["/2"] => "halve",
        _ => return false,
    };
    let said = v.group(&format!("equal_heaps.said_{kind}"));
    let number = v.group(&format!("equal_heaps.number_{kind}"));
    let own = v.group(&format!("equal_heaps.words_{kind}"));
    let known = v.group("equal_heaps.restating");
    // «в три раза»: the factor said by its number.
    let by_number = ws.iter().any(|w| w == "раза") && number.any(ws);
    // «удваивать можно только одну из них»: one heap a move, as the
    // language makes it; «только» read only so.
    let only_one = v.group("equal_heaps.only_one").any(ws);
    let only = v.group("equal_heaps.only");
    (said.any(ws) || by_number)
        && (v.group("equal_heaps.either").any(ws) || only_one)
        && ws
            .iter()
            .all(|w| known.is(w) || said.is(w) || own.is(w) || only_one && only.is(w))
}

/// «Если кучи равны, утраивать нельзя.» of a list with one multiplication by
/// that factor and no condition: that move made only while the heaps differ
/// — `*3 if min < max;` on any heap, `smaller: *3 if x < max` (the larger's,
/// `x > min`). Read only when every word is of that rule; a list with two
/// such moves, or a condition already, is not read.
fn forbidden_when_equal(ws: &[String], moves: &str) -> Option<String> {
    let v = vocabulary();
    let frame = v.group("equal_heaps.forbid_frame");
    let (said, factor) = if v.group("equal_heaps.said_double").any(ws) {
        (v.group("equal_heaps.said_double"), "*2")
    } else {
        (v.group("equal_heaps.said_triple"), "*3")
    };
    if !(said.any(ws)
        && v.group("equal_heaps.forbid").any(ws)
        && ws.iter().all(|w| frame.is(w) || said.is(w)))
        || moves.contains("if")
        || moves.contains(';')
    {
        return None;
    }
    let tokens: Vec<&str> = moves.split(' ').filter(|t| !t.is_empty()).collect();
    let [at] = tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.starts_with('*'))
        .map(|(i, _)| i)
        .collect::<Vec<_>>()[..]
    else {
        return None;
    };
    if tokens[at] != factor {
        return None;
    }
    let label = tokens[..at].iter().rev().find(|t| t.ends_with(':'));
    let condition = match label.copied() {
        None | Some("any:") => "min < max",
        Some("smaller:") => "x < max",
        Some("larger:") => "x > min",
        _ => return None,
    };
    let mut out: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    out[at] = format!("{factor} if {condition};");
    Some(out.join(" "))
}

/// «добавить камень»: one stone said by its noun alone, no number said, of
/// a label whose one addition is `+1`.
fn one_stone_by_noun(said: &[i64], amounts: &[i64], ws: &[String]) -> bool {
    said.is_empty() && amounts == [1] && ws.iter().any(|w| w == "камень")
}

/// A kind of move the rule for equal heaps names: additions, or one
/// multiplication by its factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Add,
    Times(i64),
}

/// The kind each word names (`kind_at`), the next «раза» after each word
/// found in one backward pass: linear in the sentence.
fn kinds(ws: &[String]) -> Vec<Option<Kind>> {
    let mut raza_after = vec![None; ws.len()];
    let mut next = None;
    for i in (0..ws.len()).rev() {
        raza_after[i] = next;
        if ws[i] == "раза" {
            next = Some(i);
        }
    }
    (0..ws.len())
        .map(|i| kind_at(ws, i, raza_after[i]))
        .collect()
}

/// The kind a word names at `i` («добавить»; «удвоить», «утраивать»;
/// «увеличить … в два раза» by the number before `raza`, the first «раза»
/// after it).
fn kind_at(ws: &[String], i: usize, raza: Option<usize>) -> Option<Kind> {
    let v = vocabulary();
    let w = &ws[i];
    if v.group("equal_heaps.add").is(w) {
        return Some(Kind::Add);
    }
    if v.group("equal_heaps.said_double").is(w) {
        return Some(Kind::Times(2));
    }
    if v.group("equal_heaps.said_triple").is(w) {
        return Some(Kind::Times(3));
    }
    if v.group("equal_heaps.increase").is(w) {
        let raza = raza?;
        let (n, len) = v.number_at(ws, raza.checked_sub(1)?)?;
        // «в два раза»: one word of number just before «раза», «в» before it.
        let at = raza - len;
        return (len == 1 && at > i && ws[at - 1] == "в")
            .then_some(Kind::Times(n.whole()?))
            .filter(|k| matches!(k, Kind::Times(2 | 3)));
    }
    None
}

/// Whether every move of a label's list is of that kind.
fn all_of(moves: &[&str], kind: Kind) -> bool {
    match kind {
        Kind::Add => moves.iter().all(|m| {
            m.strip_prefix('+')
                .is_some_and(|n| n.parse::<i64>().is_ok())
        }),
        Kind::Times(f) => moves == [format!("*{f}").as_str()],
    }
}

/// «Если количество камней в кучах равно, игрок может только добавить один
/// камень в любую из куч» of a list of two labels, one with additions and
/// the other with a multiplication (`smaller: +1 larger: *2`), or «… можно
/// только удвоить меньшую (любую из куч)» the other way round: the label of
/// the kind named after «только» stays as it is (equal heaps are either
/// label's), and every move of the other label is made only while the heaps
/// differ (`larger: *2 if x > min;`, `smaller: *2 if x < max;`). A ban of
/// the other kind beside it («удваивать нельзя, можно только добавить
/// камень …») agrees. Read only when every word is one of that rule, the
/// numbers said are the kept moves' own (one stone by its noun alone of a
/// `+1`), and each label's moves are all of one kind, the two kinds
/// different (rules63b).
fn only_one_kind_when_equal(ws: &[String], moves: &str) -> Option<String> {
    let v = vocabulary();
    let only = v.group("equal_heaps.only");
    let at = ws.iter().position(|w| only.is(w))?;
    // The kind named right after «только» (past «можно»).
    let kinds = kinds(ws);
    let kept = (at + 1..ws.len().min(at + 3)).find_map(|i| kinds[i])?;
    let (larger, smaller) = labelled(moves)?;
    let (kept_label, other_label, other_moves) = if all_of(&larger, kept) {
        ("larger:", "smaller:", smaller)
    } else if all_of(&smaller, kept) {
        ("smaller:", "larger:", larger)
    } else {
        return None;
    };
    let kept_moves: Vec<&str> = move_tokens(moves)
        .skip_while(|t| *t != kept_label)
        .skip(1)
        .take_while(|t| !t.ends_with(':'))
        .collect();
    let other_kind = match kept {
        Kind::Add => other_moves
            .iter()
            .all(|m| m.starts_with('*') && !m.contains('/')),
        Kind::Times(_) => all_of(&other_moves, Kind::Add),
    };
    if !other_kind {
        return None;
    }
    // The other kind named only where it is forbidden, never after «только».
    let forbids = v.group("equal_heaps.forbid").any(ws);
    let named_kinds: Vec<(usize, Kind)> = (0..ws.len())
        .filter_map(|i| kinds[i].map(|k| (i, k)))
        .collect();
    let other_named = named_kinds.iter().any(|&(_, k)| k != kept);
    if other_named && !forbids || named_kinds.iter().any(|&(i, k)| k != kept && i > at) {
        return None;
    }
    // A forbidden kind must be the other label's (`Times` by its factor).
    for &(_, k) in &named_kinds {
        if let Kind::Times(f) = k {
            if k != kept && !other_moves.contains(&format!("*{f}").as_str()) {
                return None;
            }
        }
    }
    if !other_named && forbids {
        return None;
    }
    // Every word: the rule's frame, the kept heap's own word, a number.
    let frame = v.group("equal_heaps.only_frame");
    let heap_word = match kept_label {
        "larger:" => v.group("equal_heaps.larger"),
        _ => v.group("equal_heaps.smaller"),
    };
    let mut said = Vec::new();
    let mut i = 0;
    while i < ws.len() {
        let w = &ws[i];
        // «в одной из них», «одну из куч»: a heap, not a number.
        let one_of = ws.get(i + 1).is_some_and(|n| n == "из");
        if frame.is(w) || only.is(w) || heap_word.is(w) || kinds[i].is_some() {
            i += 1;
            continue;
        }
        if !one_of {
            if let Some((n, len)) = v.number_at(ws, i) {
                said.push(n.whole()?);
                i += len;
                continue;
            }
        }
        if one_of && v.group("equal_heaps.one_of").is(w) {
            i += 1;
            continue;
        }
        return None;
    }
    let either = v.group("equal_heaps.either").any(ws)
        || v.group("equal_heaps.one_of").any(ws)
        || heap_word.any(ws);
    if !either {
        return None;
    }
    let numbers_agree = match kept {
        Kind::Add => {
            let amounts: Vec<i64> = kept_moves
                .iter()
                .map(|m| m.strip_prefix('+')?.parse().ok())
                .collect::<Option<_>>()?;
            one_stone_by_noun(&said, &amounts, ws)
                || !said.is_empty()
                    && said.iter().all(|n| amounts.contains(n))
                    && amounts.iter().all(|n| said.contains(n))
        }
        // «увеличить … в два раза»: its number only.
        Kind::Times(f) => said.iter().all(|&n| n == f),
    };
    if !numbers_agree {
        return None;
    }
    let condition = match other_label {
        "smaller:" => "x < max",
        _ => "x > min",
    };
    let mut out = Vec::new();
    let mut under_other = false;
    for t in move_tokens(moves) {
        if t.ends_with(':') {
            under_other = t == other_label;
            out.push(t.to_string());
        } else if under_other {
            out.push(format!("{t} if {condition};"));
        } else {
            out.push(t.to_string());
        }
    }
    Some(out.join(" "))
}

/// A move list of two labels only, `larger:` then `smaller:` (or the other
/// way round): the moves under each.
fn labelled(moves: &str) -> Option<(Vec<&str>, Vec<&str>)> {
    let mut larger = Vec::new();
    let mut smaller = Vec::new();
    let mut under: Option<&mut Vec<&str>> = None;
    for t in move_tokens(moves) {
        match t {
            "larger:" => under = Some(&mut larger),
            "smaller:" => under = Some(&mut smaller),
            _ if t.ends_with(':') => return None,
            _ => under.as_mut()?.push(t),
        }
    }
    (!larger.is_empty() && !smaller.is_empty()).then_some((larger, smaller))
}

#[cfg(test)]
mod tests {
    use crate::read::tokens::words;

    /// [`super::equal_heaps_rule`] of a sentence's text, two heaps.
    fn of(sentence: &str, moves: &str) -> Option<String> {
        super::equal_heaps_rule(&words(sentence), moves, 2)
    }

    const MOVES: &str = "larger: +1 +2 +3 smaller: *2";

    #[test]
    fn the_rule_for_equal_heaps_forbids_the_smaller_heaps_move() {
        for s in [
            "Если кучи содержат равное количество камней, можно добавить в любую из них от одного до трёх камней, удвоение в этой ситуации запрещено.",
            "Если в кучах одинаковое количество камней, то можно добавить в любую кучу от 1 до 3 камней, а удваивать нельзя.",
        ] {
            assert_eq!(
                of(s, MOVES).as_deref(),
                Some("larger: +1 +2 +3 smaller: *2 if x < max"),
                "{s}"
            );
        }
        assert_eq!(
            of(
                "Если количество камней в кучах равно, разрешается добавить в любую из куч от одного до двух камней, утроение запрещено.",
                "smaller: *3 larger: +1 +2"
            )
            .as_deref(),
            Some("larger: +1 +2 smaller: *3 if x < max")
        );
    }

    #[test]
    fn equal_heaps_either_heap_restates_a_one_label_list() {
        for (s, moves) in [
            ("Если кучи содержат равное количество камней, добавлять камни можно в любую из них.", "smaller: +1 +2"),
            ("Если в кучах одинаковое количество камней, ход можно сделать в любую из них.", "larger: +1 *2"),
            ("Если кучи равны, игрок может сделать ход в любую из куч.", "smaller: +2 *3"),
            // Moves on any heap first, the smaller heap's last.
            ("если кучи равны, то в любой из них", "+1 smaller: *2"),
            ("Если кучи равны, ход можно сделать в любую из них.", "+1 +2 larger: *3"),
        ] {
            assert_eq!(of(s, moves).as_deref(), Some(moves), "{s}");
        }
        for (s, moves) in [
            // Additions said of a list with a doubling.
            ("Если кучи содержат равное количество камней, добавлять камни можно в любую из них.", "larger: +1 *2"),
            ("Если кучи равны, добавлять камни можно в любую из них.", "+1 smaller: *2"),
            // Two labels: which heap the rule is of is not said.
            ("Если кучи равны, то в любой из них", "larger: +1 smaller: *2"),
            // A move forbidden, an amount said.
            ("Если кучи содержат равное количество камней, ход в любую из них сделать нельзя.", "larger: +1 *2"),
            ("Если кучи содержат равное количество камней, можно добавить в любую из них 2 камня.", "larger: +1 +2"),
            // Moves on any heap: no label to restate.
            ("Если в кучах одинаковое количество камней, ход можно сделать в любую из них.", "+1 *2"),
        ] {
            assert_eq!(of(s, moves), None, "{s}");
        }
    }

    #[test]
    fn a_rule_that_says_other_amounts_or_allows_the_doubling_is_not_read() {
        for (s, moves) in [
            // Other amounts than the larger heap's.
            ("Если кучи содержат равное количество камней, можно добавить в любую из них от одного до двух камней, удвоение запрещено.", MOVES),
            // The doubling not forbidden.
            ("Если кучи содержат равное количество камней, можно добавить в любую из них от одного до трёх камней или удвоить любую.", MOVES),
            // Another factor forbidden than the move's.
            ("Если кучи содержат равное количество камней, можно добавить в любую из них от одного до трёх камней, утроение запрещено.", MOVES),
            // Moves on other heaps than the larger and the smaller.
            ("Если кучи содержат равное количество камней, можно добавить в любую из них от одного до трёх камней, удвоение запрещено.", "+1 +2 +3 *2"),
            // Not a rule for equal heaps.
            ("Если в куче чётное количество камней, можно добавить в любую из них от одного до трёх камней, удвоение запрещено.", MOVES),
        ] {
            assert_eq!(of(s, moves), None, "{s}");
        }
    }
}
