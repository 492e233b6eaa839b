//! A restriction on the position after a move → the rules language's
//! `require` (a move is legal only if it holds after the move): «Не
//! разрешается делать ход, после которого количество камней в куче будет
//! делиться на 3» → `sum % 3 != 0`; «Ход, после которого в куче станет больше
//! 80 камней, делать нельзя» → `sum <= 80`; «Разрешается делать только такие
//! ходы, после которых в куче остаётся нечётное число камней» → `odd(sum)`.
//!
//! Read only when every word is known: the words around the condition are
//! the vocabulary's `require` words (a prohibition, or «только» with a
//! permission), and the condition's words are those of a move's condition
//! (`conditions`). Anything else leaves the sentence unread, never a guess.

use super::conditional::condition;
use super::counted::counted;
use super::tokens::words;
use super::vocabulary::vocabulary;

/// The `require` rule a sentence states, if it is a restriction on the
/// position after a move; `Err(())` when it is one (it forbids a move by
/// what follows it) but its words are not all read.
pub fn require(sentence: &str, ws: &[String], heaps: usize) -> Option<Result<String, ()>> {
    // «… станет > 45 камней»: the signs spoken as words (a sign dropped
    // from the words left «станет 45 камней», read as an equality).
    if let Some(spoken) = vocabulary().spoken(sentence) {
        return require_said(&spoken, &words(&spoken), heaps);
    }
    require_said(sentence, ws, heaps)
}

/// [`require`] of a sentence with no comparison signs.
fn require_said(sentence: &str, ws: &[String], heaps: usize) -> Option<Result<String, ()>> {
    if let Some(rule) = supply(ws) {
        return Some(rule);
    }
    let v = vocabulary();
    let after = v.group("require.after");
    // Most sentences have none of the words: never split.
    if after.find(ws).is_none() {
        return bound(ws, heaps);
    }
    // The part (between commas) that opens with the words of the position
    // after the move: the condition; the other parts are its frame.
    let lower = sentence.to_lowercase().replace('ё', "е");
    let parts: Vec<Vec<String>> = lower.split([',', ';']).map(words).collect();
    let (at, from, len) = parts.iter().enumerate().find_map(|(i, ws)| {
        let (from, len) = after.find(ws)?;
        Some((i, from, len))
    })?;
    let cond_ws = &parts[at][from + len..];
    let frame: Vec<&String> = parts
        .iter()
        .enumerate()
        .flat_map(|(i, ws)| if i == at { &ws[..from] } else { &ws[..] })
        .collect();
    let frame: Vec<String> = frame.into_iter().cloned().collect();
    let forbids = v.group("require.forbid").any(&frame);
    let allows_only = v.group("require.only").any(&frame);
    if !forbids && !allows_only {
        return None;
    }
    Some(read(&frame, cond_ws, heaps, forbids).ok_or(()))
}

/// «Для того чтобы делать ходы, у игроков есть только 80 камней, включая
/// те, которые находятся в куче в начальный момент»: a supply of stones the
/// heaps can never pass, `sum <= 80`. A supply that leaves out the heaps'
/// stones, or each player's own, is a rule not read (`Err`).
fn supply(ws: &[String]) -> Option<Result<String, ()>> {
    let v = vocabulary();
    let only = v.group("require.supply_only").position(ws)?;
    let (n, len) = v.number_at(ws, only + 1)?;
    let stones = ws
        .get(only + 1 + len)
        .is_some_and(|w| v.group("heaps.stones").is(w));
    let have = v.group("require.supply_have").any(&ws[..only]);
    if !stones || !have {
        return None;
    }
    let heaps_too = v.group("require.supply_with_heaps").any(&ws[only..])
        && v.group("heaps.heap").any(&ws[only..]);
    let each = v.group("require.supply_each").any(&ws[..only]);
    match n.whole() {
        Some(n) if heaps_too && !each => Some(Ok(format!("sum <= {n}"))),
        _ => Some(Err(())),
    }
}

/// «Количество камней в куче не может превышать 100», «В куче не может быть
/// больше 100 камней»: a bound on every position, said with no move. Only a
/// sentence of a count of stones, «не может» and a condition.
fn bound(ws: &[String], heaps: usize) -> Option<Result<String, ()>> {
    let v = vocabulary();
    let at = v.group("require.cannot_be").position(ws)?;
    let stones = v.group("heaps.stones").any(ws);
    let compared = (0..ws.len()).any(|i| v.compare_at(ws, i).is_some());
    let move_said = v.group("require.of_a_move").any(ws);
    if !stones || !compared || move_said {
        return None;
    }
    // «Ни в одной куче не может оказаться больше 30 камней», «В каждой
    // куче не может быть больше 30 камней»: every heap at most 30 (`max <=
    // 30`), read when the heaps' words are all before «не может».
    if heaps > 1 {
        if let Some(rule) = every_heap(&ws[..at], &ws[at + 2..]) {
            return Some(Ok(rule));
        }
    }
    // Any other words of the heaps («хотя бы в одной куче не может …»):
    // of the largest or least heap not read.
    if matches!(counted(ws, heaps), Some("max" | "min")) {
        return Some(Err(()));
    }
    let mut cond: Vec<String> = ws[..at].to_vec();
    cond.extend(
        ws[at + 2..]
            .iter()
            .filter(|w| !v.group("require.to_be").is(w))
            .cloned(),
    );
    Some(read(&[], &cond, heaps, true).ok_or(()))
}

/// A bound on every heap said before «не может» («ни в одной (из) куч(е)»,
/// «в каждой (из) куч(е)», each word of `require.every_heap`, «ни» or
/// «кажд…» among them) over one comparison after it: the «не» is inside
/// «every heap», so `x > 30` forbidden of each heap is `max <= 30`, `x < 3`
/// forbidden `min >= 3`.
fn every_heap(before: &[String], after: &[String]) -> Option<String> {
    let v = vocabulary();
    let frame = v.group("require.every_heap");
    let mut i = 0;
    while i < before.len() {
        i += frame.at(before, i)?;
    }
    let every = v.group("counted.none").any(before) || v.group("counted.each").any(before);
    if !every || !v.group("heaps.heap").any(before) {
        return None;
    }
    let after: Vec<String> = after
        .iter()
        .filter(|w| !v.group("require.to_be").is(w))
        .cloned()
        .collect();
    let cond = one_comparison(&after)?;
    let op = cond.split(' ').nth(1)?;
    let what = if op.starts_with('>') { "max" } else { "min" };
    Some(negated(&cond).replace('x', what))
}

/// The rule, when the frame is all known words and the condition is read.
fn read(frame: &[String], cond_ws: &[String], heaps: usize, forbids: bool) -> Option<String> {
    let v = vocabulary();
    let known = ["require.forbid", "require.only", "require.frame"];
    let mut i = 0;
    while i < frame.len() {
        i += known.iter().find_map(|g| v.group(g).at(frame, i))?;
    }
    let what = counted(cond_ws, heaps)?;
    // The words of becoming («станет», «окажется») and of the heaps' place
    // («хотя бы в одной из куч») say nothing the condition needs.
    let skip = |ws: &[String], i: usize| {
        v.group("require.becomes").at(ws, i).or_else(|| {
            (heaps > 1)
                .then(|| v.group("require.heaps").at(ws, i))
                .flatten()
        })
    };
    let mut plain = Vec::with_capacity(cond_ws.len());
    let mut i = 0;
    while i < cond_ws.len() {
        match skip(cond_ws, i) {
            Some(n) => i += n,
            None => {
                plain.push(cond_ws[i].clone());
                i += 1;
            }
        }
    }
    // Of the largest or least heap only a comparison reads right («в одной
    // из куч окажется чётное число» is any heap even, not the largest).
    // Nor a negation or an equality («хотя бы в одной куче не будет больше
    // 30» is the least heap at most 30; «ровно 50» in one heap is no
    // equality of the largest): one plain comparison only.
    let compared = |c: &str| {
        let t: Vec<&str> = c.split(' ').collect();
        matches!(t[..], ["x", "<" | ">" | "<=" | ">=", n] if n.parse::<i64>().is_ok())
    };
    let extreme = matches!(what, "max" | "min");
    // «не будет больше»: a «не» of the verb, apart from the comparison.
    let verb_negated = !v.negations(cond_ws).is_empty();
    let cond = equal(&plain).or_else(|| match condition(&plain, None) {
        Some(c) if !extreme || compared(&c) => Some(c),
        // «не меньше 12» (a condition's `not (x < 12)`), «12 или больше»
        // (no condition): one comparison read as it is.
        _ if !verb_negated => one_comparison(&plain),
        _ => None,
    })?;
    if extreme && !compared(&cond) {
        return None;
    }
    let op = cond.split(' ').nth(1).unwrap_or("");
    let what = super::counted::oriented(what, op);
    let rule = if forbids { negated(&cond) } else { cond };
    Some(rule.replace('x', what))
}

/// One comparison with a number and nothing else (but the words a
/// condition ignores): «не менее 12», «12 или больше», «не превышает 12»
/// → `x >= 12`, `x >= 12`, `x <= 12` (a move's condition reads the first
/// as `not (x < 12)` and not the second, so of the largest or least heap
/// they went unread).
fn one_comparison(ws: &[String]) -> Option<String> {
    let v = vocabulary();
    let rest = unignored(ws);
    // «не превышает»: a «не» the comparison phrases do not hold.
    let not = rest.first().is_some_and(|w| w == "не") && v.compare_at(&rest, 0).is_none();
    let from = usize::from(not);
    let (op, n) = if let Some((op, len)) = v.compare_at(&rest, from) {
        let (n, l) = v.number_at(&rest, from + len)?;
        (from + len + l == rest.len()).then_some((op, n))?
    } else if !not {
        let (n, l) = v.number_at(&rest, 0)?;
        let (op, len) = v.compare_at(&rest, l)?;
        (l + len == rest.len()).then_some((op, n))?
    } else {
        return None;
    };
    let op = match (not, op) {
        (false, op) => op,
        (true, ">=") => "<",
        (true, ">") => "<=",
        (true, "<=") => ">",
        (true, _) => ">=",
    };
    Some(format!("x {op} {}", n.whole()?))
}

/// The words a condition reads: those the vocabulary's `conditions.ignore`
/// does not skip.
fn unignored(ws: &[String]) -> Vec<String> {
    let ignore = vocabulary().group("conditions.ignore");
    (0..ws.len())
        .filter(|&i| ignore.at(ws, i).is_none())
        .map(|i| ws[i].clone())
        .collect()
}

/// «станет ровно 50 камней», «станет равным 50», «станет 50 камней»: `x ==
/// 50` (a move's condition has no equality; here it is plain).
fn equal(ws: &[String]) -> Option<String> {
    let v = vocabulary();
    let rest = unignored(ws);
    let from = usize::from(
        rest.first()
            .is_some_and(|w| v.group("require.exactly").is(w)),
    );
    let (n, len) = v.number_at(&rest, from)?;
    if from + len != rest.len() {
        return None;
    }
    Some(format!("x == {}", n.whole()?))
}

/// «За один ход игрок может …, но нельзя делать ход, после которого …»: a
/// restriction at the end of a sentence of other rules, its own sentence
/// (read apart only when it reads as one).
pub fn apart(sentences: Vec<String>) -> Vec<String> {
    let joints = [
        ", но ",
        ", при этом ",
        ", однако ",
        "; при этом ",
        ", причем ",
        ", причём ",
        // «Игра завершается, когда в куче ровно 30 камней; делать ход, после
        // которого в куче станет больше 30 камней, нельзя.»
        "; ",
    ];
    super::sentences::cut_where_read(sentences, &joints, |tail| {
        require(tail, &words(tail), 1).is_some_and(|r| r.is_ok())
    })
}

/// The negation of a condition of one part, written plainly (`x > 80` →
/// `x <= 80`, `even(x)` → `odd(x)`); else `not (…)`.
pub(super) fn negated(cond: &str) -> String {
    if cond.contains(" and ") {
        return format!("not ({cond})");
    }
    if let Some(inner) = cond.strip_prefix("not (").and_then(|c| c.strip_suffix(')')) {
        return inner.to_string();
    }
    match cond {
        "even(x)" => return "odd(x)".into(),
        "odd(x)" => return "even(x)".into(),
        _ => {}
    }
    // Longest operators first: `>=` before `>`.
    for (op, not) in [
        (" == ", " != "),
        (" >= ", " < "),
        (" <= ", " > "),
        (" > ", " <= "),
        (" < ", " >= "),
    ] {
        if cond.contains(op) {
            return cond.replacen(op, not, 1);
        }
    }
    format!("not ({cond})")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_restriction_after_the_moves_is_a_sentence_of_its_own() {
        let s = "За один ход игрок может добавить в кучу один камень, но нельзя делать ход, после которого в куче станет больше 100 камней.";
        assert_eq!(
            super::apart(vec![s.to_string()]),
            vec![
                "За один ход игрок может добавить в кучу один камень.".to_string(),
                "Нельзя делать ход, после которого в куче станет больше 100 камней.".to_string()
            ]
        );
        // No restriction after the joint: the sentence as it is.
        let s = "За один ход игрок может добавить в кучу один камень, но не может удвоить кучу.";
        assert_eq!(super::apart(vec![s.to_string()]), vec![s.to_string()]);
        // A letter whose lower case is shorter («ẞ», three bytes, is «ß»,
        // two) before the joint: cut at the joint, never inside a letter.
        let s = "ẞẞ может добавить в кучу один камень, но нельзя делать ход, после которого в куче станет больше 100 камней.";
        assert_eq!(
            super::apart(vec![s.to_string()]),
            vec![
                "ẞẞ может добавить в кучу один камень.".to_string(),
                "Нельзя делать ход, после которого в куче станет больше 100 камней.".to_string()
            ]
        );
    }

    use super::*;
    use crate::read::tokens::words;

    fn r(s: &str, heaps: usize) -> Option<Result<String, ()>> {
        require(s, &words(s), heaps)
    }

    #[test]
    fn restrictions_on_the_position_after_a_move() {
        for (s, heaps, want) in [
            ("Не разрешается делать ход, после которого количество камней в куче будет делиться на 3.", 1, "sum % 3 != 0"),
            ("Нельзя делать ход, если после него в куче окажется чётное число камней.", 1, "odd(sum)"),
            ("Ход, после которого в куче станет больше 80 камней, делать нельзя.", 1, "sum <= 80"),
            ("Запрещено делать ход, после которого количество камней в куче станет кратным 5.", 1, "sum % 5 != 0"),
            ("Игрок не может сделать ход, после которого в куче окажется не менее 50 камней.", 1, "sum < 50"),
            ("Разрешается делать только такие ходы, после которых в куче остаётся нечётное число камней.", 1, "odd(sum)"),
            ("Нельзя делать ход, после которого хотя бы в одной из куч станет более 30 камней.", 2, "max <= 30"),
            // Bounded from above, «one of the heaps» is the least one, «each» the largest.
            ("Нельзя делать ход, после которого хотя бы в одной из куч станет меньше 5 камней.", 2, "min >= 5"),
            ("Запрещено делать ход, после которого в каждой куче окажется менее 4 камней.", 2, "max >= 4"),
            ("Нельзя делать ход, после которого в каждой куче станет больше 20 камней.", 2, "min <= 20"),
            ("Нельзя делать ход, после которого суммарное количество камней в кучах станет чётным.", 2, "odd(sum)"),
            ("Нельзя делать ход, после которого в куче станет ровно 50 камней.", 1, "sum != 50"),
            ("Нельзя делать ход, после которого количество камней в куче станет равным 50.", 1, "sum != 50"),
            ("Количество камней в куче не может превышать 100.", 1, "sum <= 100"),
            ("В куче не может быть больше 100 камней.", 1, "sum <= 100"),
            // The heaps' words before «не может»: every heap.
            ("В каждой куче не может быть больше 30 камней.", 2, "max <= 30"),
            ("Ни в одной из куч не может оказаться больше 30 камней.", 2, "max <= 30"),
            ("При этом ни в одной куче не может оказаться более 30 камней.", 2, "max <= 30"),
            ("Ни в одной куче не может быть меньше 3 камней.", 2, "min >= 3"),
        ] {
            assert_eq!(r(s, heaps), Some(Ok(want.to_string())), "{s}");
        }
    }

    #[test]
    fn a_restriction_not_read_is_named_and_other_sentences_are_none() {
        // Which heap is not said; a parity of one heap of two; a condition
        // with words not known: a restriction, not read.
        for (s, heaps) in [
            ("Нельзя делать ход, после которого в куче станет больше 80 камней.", 2),
            ("Нельзя делать ход, после которого в одной из куч станет чётное число камней.", 2),
            ("Нельзя делать ход, после которого в куче станет простое число камней.", 1),
            ("Нельзя делать ход, после которого хотя бы в одной из куч не будет больше 30 камней.", 2),
            ("Нельзя делать ход, после которого в одной из куч станет ровно 50 камней.", 2),
            // «хотя бы в одной»: not every heap.
            ("Хотя бы в одной куче не может быть больше 30 камней.", 2),
            ("Нельзя делать ход, после которого в куче станет больше 80 камней, если Петя ходил первым.", 1),
        ] {
            assert_eq!(r(s, heaps), Some(Err(())), "{s}");
        }
        for s in [
            "Нельзя повторять ход, который только что сделал противник.",
            "Петя не может выиграть за один ход, если в куче больше 20 камней.",
            "Игрок не может убрать из кучи больше камней, чем в ней есть.",
            "Игра завершается, когда количество камней в куче становится не менее 29.",
            "Победителем считается игрок, после хода которого в куче станет не менее 29 камней.",
            "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза.",
        ] {
            assert_eq!(r(s, 1), None, "{s}");
        }
    }
}
