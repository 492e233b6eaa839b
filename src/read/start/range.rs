//! The range of the game's unknown in every printed form: «1 ≤ S ≤ 69»,
//! «S > 21», «21 < S», «S ≥ 30», «S принимает значения от 1 до 28», no
//! upper bound; and a question's own range within the task's.

use crate::read::vocabulary::vocabulary;

/// «S принимает значения от 1 до 28», «S — натуральное число от 1 до 28»:
/// the range in words, after the unknown named alone.
fn range_in_words(ws: &[String], var: char) -> Option<String> {
    let v = vocabulary();
    let name = var.to_lowercase().to_string();
    let at = ws.iter().position(|w| *w == name)?;
    let from = (at..ws.len()).find(|&i| ws[i] == "от")?;
    let (lo, l) = v.number_at(ws, from + 1)?;
    let to = from + 1 + l;
    (ws.get(to)? == "до").then_some(())?;
    let (hi, hl) = v.number_at(ws, to + 1)?;
    // «от 9 до 28 не включительно», «…, исключая 28» (audit71): an end of
    // the range left out, which of them not read.
    if v.group("range_ends.left_out").any(&ws[to + 1 + hl..]) {
        return None;
    }
    let (lo, hi) = (lo.whole()?, hi.whole()?);
    (lo <= hi).then(|| format!("{lo}..{hi}"))
}

/// «S — натуральное число, не превышающее 28», «S — целое, большее 20 и
/// меньшее 60»: the bounds in words after the unknown named alone and said
/// to be a number («натуральное», «целое»), with only such words between.
/// Not a question's «значение S, большее 20»: that says no kind of number.
pub(super) fn range_compared(ws: &[String], var: char, kind_said: bool) -> Option<String> {
    let v = vocabulary();
    let kind_word = v.group("start.number_kind");
    let kind_more = v.group("start.number_kind_more");
    let kind_is = v.group("start.number_is");
    let name = var.to_lowercase().to_string();
    (0..ws.len()).filter(|&at| ws[at] == name).find_map(|at| {
        let (mut lo, mut hi) = (None, None);
        let mut kind = kind_said;
        // «S — любое целое число, …»: the range said in prose, to its end.
        let mut prose = false;
        let mut i = at + 1;
        while i < ws.len() {
            if let Some((op, len)) = v.compare_at(ws, i).filter(|_| kind) {
                let (n, l) = v.number_at(ws, i + len)?;
                let n = n.whole()?;
                match op {
                    "<=" => hi = Some(n),
                    "<" => hi = Some(n - 1),
                    ">=" => lo = Some(n),
                    ">" => lo = Some(n + 1),
                    _ => return None,
                }
                i += len + l;
            } else if kind_word.is(&ws[i]) || kind_more.is(&ws[i]) || kind && ws[i] == "и" {
                kind |= ws[i] != "где";
                prose |= kind_more.is(&ws[i]);
                i += 1;
            } else if kind_is.is(&ws[i]) && !kind {
                // «S может быть любым …»: the verb before the kind.
                i += 1;
            } else {
                break;
            }
        }
        // «…, не превышающее 68, делящееся на 2»: more said of S than
        // its bounds; not read.
        if prose && i < ws.len() {
            return None;
        }
        match (lo, hi) {
            (Some(l), Some(h)) => (l <= h).then(|| format!("{l}..{h}")),
            (Some(l), None) => Some(format!("{l}..")),
            (None, Some(h)) => (h >= 1).then(|| format!("1..{h}")),
            (None, None) => None,
        }
    })
}

/// «Известно, что в начале в куче не меньше 1 и не больше 68 камней»: the
/// range of a one-heap game said of the heap's count at the start, «S» not
/// written (its start said elsewhere: «в куче было S камней»). Both bounds,
/// right after «в куче» (no «первой куче»: a heap of several), a word of the
/// start in the sentence; anything else is no range.
pub fn one_heap_range(sentence: &str) -> Option<String> {
    let v = vocabulary();
    let ws = crate::read::tokens::words(sentence);
    let start_said = ws.iter().any(|w| v.group("start.said").is(w));
    if !start_said || ws.iter().any(|w| w == "s") {
        return None;
    }
    let (at, len) = v.group("start.one_heap_range").find(&ws)?;
    let mut from: Vec<String> = ws[at + len - 1..].to_vec();
    *from.first_mut()? = "s".to_string();
    // The lower bound said first, before «и» (a bound left out is never
    // taken as 1), then the upper one.
    let and = from.iter().position(|w| w == "и")?;
    range_compared(&from[..and], 'S', true)?
        .ends_with("..")
        .then_some(())?;
    // The upper bound ends the sentence, or its word for stones does: «не
    // больше 68 десятков (пар) камней» is no count of stones.
    let last = from.len() - usize::from(from.last().is_some_and(|w| v.group("start.stones").is(w)));
    (and + 1..last)
        .any(|k| v.number_at(&from, k).is_some_and(|(_, l)| k + l == last))
        .then_some(())?;
    let range = range_compared(&from, 'S', true)?;
    let (_, hi) = range.split_once("..")?;
    (!hi.is_empty()).then_some(range)
}

/// «1 меньше или равно S меньше или равно 41»: the signs of «1 ≤ S ≤ 41»
/// spoken as words (a copy of a page whose formula was read out), a bound
/// on each side of the unknown. One side alone is not read here: a
/// question's «значение S, большее 20» is no range.
fn range_spoken(ws: &[String], var: char) -> Option<String> {
    let v = vocabulary();
    let name = var.to_lowercase().to_string();
    (0..ws.len()).filter(|&at| ws[at] == name).find_map(|at| {
        // Before the unknown: «1 меньше или равно S», the words ending at it.
        let (below, n) = (at.saturating_sub(6)..at).find_map(|i| {
            let (n, l) = v.number_at(ws, i)?;
            let (op, len) = v.compare_at(ws, i + l)?;
            (i + l + len == at).then_some((op, n.whole()?))
        })?;
        // After it: «S меньше или равно 41».
        let (op, len) = v.compare_at(ws, at + 1)?;
        let m = v.number_at(ws, at + 1 + len)?.0.whole()?;
        let lo = match below {
            "<=" => n,
            "<" => n.checked_add(1)?,
            _ => return None,
        };
        let hi = match op {
            "<=" => m,
            "<" => m.checked_sub(1)?,
            _ => return None,
        };
        (lo <= hi).then(|| format!("{lo}..{hi}"))
    })
}

/// «S ∈ [1; 28]», «S ∈ [1, 28]», «S ∈ [1 – 28]», «S ∈ (0; 29)», «S
/// принадлежит отрезку [1; 28]» (`start.belongs`), «S ∈ {1, 2, …, 28}»: the
/// range as an interval, or as a set of values listed up to an ellipsis.
fn interval(sentence: &str, var: char) -> Option<String> {
    let said = vocabulary()
        .as_written("start.belongs")
        .iter()
        .find(|w| sentence.contains(w.as_str()))
        .map(|w| sentence.replacen(w.as_str(), "∈", 1));
    let sentence = said.as_deref().unwrap_or(sentence);
    let at = sentence.find('∈')?;
    let name = sentence[..at].trim_end().chars().next_back()?;
    let name = match name {
        'К' => 'K',
        'С' => 'S',
        c => c,
    };
    if name != var {
        return None;
    }
    let rest = sentence[at + '∈'.len_utf8()..].trim_start();
    if let Some(set) = rest.strip_prefix('{') {
        return listed_set(&set[..set.find('}')?]);
    }
    // The braces lost on the way («S ∈ 1, …, 23», markup's cleaning): the
    // values listed as after «S =». Every «∈» made «=», so that the range
    // read again never comes back here (one level, whatever the sentence).
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        return unknown_range(&sentence.replace('∈', "="), var);
    }
    let open = rest.chars().next().filter(|c| matches!(c, '[' | '('))?;
    let close_at = rest.find([']', ')'])?;
    let close = rest[close_at..].chars().next()?;
    let inner = &rest[open.len_utf8()..close_at];
    let nums: Vec<i64> = inner
        .split(|c: char| matches!(c, ';' | ',' | '.' | '…' | '–') || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .map(|p| p.parse().ok())
        .collect::<Option<_>>()?;
    let [lo, hi] = nums[..] else {
        return None;
    };
    let lo = if open == '(' { lo + 1 } else { lo };
    let hi = if close == ')' { hi - 1 } else { hi };
    (lo <= hi).then(|| format!("{lo}..{hi}"))
}

/// «1, 2, …, 28», «1, …, 28» inside a set's braces: its values one by one
/// from the first up to an ellipsis, then the last. Anything else (values
/// that skip, no ellipsis) is no range.
fn listed_set(inner: &str) -> Option<String> {
    let items: Vec<&str> = inner.split([',', ';']).map(str::trim).collect();
    let dots = |x: &str| matches!(x, "…" | "..." | "..");
    let at = items.iter().position(|x| dots(x))?;
    let [last] = &items[at + 1..] else {
        return None;
    };
    let before: Vec<i64> = items[..at]
        .iter()
        .map(|x| x.parse().ok())
        .collect::<Option<_>>()?;
    let lo = *before.first()?;
    let consecutive = before.windows(2).all(|w| w[1] == w[0] + 1);
    let hi: i64 = last.parse().ok()?;
    (consecutive && hi > *before.last()?).then(|| format!("{lo}..{hi}"))
}

/// The range of an unknown in any printed form: «1 ≤ S ≤ 69», «S > 21»,
/// «21 < S», «1 < S < 57», «S ≥ 30» → `1..69`, `22..`, …
pub fn unknown_range(sentence: &str, var: char) -> Option<String> {
    #[derive(Debug, Clone, PartialEq)]
    enum T {
        N(i64),
        V,
        Op(char),
        Other(char),
    }
    /// «1, 2, …, 28», «1…28», «1, 2, ..., 28»: the first and last of
    /// values listed one by one up to an ellipsis, then the last one.
    fn listed(toks: &[T]) -> Option<(i64, i64)> {
        let T::N(lo) = toks.first()? else {
            return None;
        };
        // «S = 1–69»: the first and the last joined by a dash.
        if let (Some(T::Other('–' | '-')), Some(T::N(hi))) = (toks.get(1), toks.get(2)) {
            let ends = matches!(toks.get(3), None | Some(T::Other('.' | ',' | ';' | ')')));
            return (ends && hi > lo).then_some((*lo, *hi));
        }
        let (mut last, mut i) = (*lo, 1);
        while let (Some(T::Other(',')), Some(T::N(n))) = (toks.get(i), toks.get(i + 1)) {
            if *n != last + 1 {
                return None;
            }
            (last, i) = (*n, i + 2);
        }
        if toks.get(i) == Some(&T::Other(',')) {
            i += 1;
        }
        let dots = toks[i.min(toks.len())..]
            .iter()
            .take_while(|t| matches!(t, T::Other('.')))
            .count();
        if toks.get(i) == Some(&T::Other('…')) {
            i += 1;
        } else if (2..=3).contains(&dots) {
            i += dots;
        } else {
            return None;
        }
        if toks.get(i) == Some(&T::Other(',')) {
            i += 1;
        }
        match toks.get(i) {
            Some(T::N(hi)) if *hi > last => Some((*lo, *hi)),
            _ => None,
        }
    }
    let mut toks = Vec::new();
    let chars: Vec<char> = sentence.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let mut n: i64 = 0;
            while i < chars.len() && chars[i].is_ascii_digit() {
                n = n
                    .saturating_mul(10)
                    .saturating_add(chars[i] as i64 - '0' as i64);
                i += 1;
            }
            toks.push(T::N(n));
            // «K < 2S», «S ≤ 3·K»: a number times another unknown is no
            // bound of this one (read as `K ≤ 1`, complete and wrong).
            let glued_letter = chars.get(i).is_some_and(|c| c.is_uppercase());
            let times = chars[i..]
                .iter()
                .find(|c| !c.is_whitespace())
                .is_some_and(|c| matches!(c, '*' | '·' | '×' | '⋅'));
            if glued_letter || times {
                toks.push(T::Other('×'));
            }
            continue;
        }
        // The Cyrillic «К» and «С» typed for K and S.
        let c = match c {
            'К' => 'K',
            'С' => 'S',
            c => c,
        };
        if c == var
            && !chars.get(i + 1).is_some_and(|n| n.is_alphabetic())
            && !(i > 0 && chars[i - 1].is_alphabetic())
        {
            toks.push(T::V);
        } else if matches!(c, '≤' | '≥' | '<' | '>' | '=') {
            toks.push(T::Op(c));
        } else if !c.is_whitespace() {
            toks.push(T::Other(c));
        }
        i += 1;
    }
    let (mut lo, mut hi): (Option<i64>, Option<i64>) = (None, None);
    let mut seen = false;
    for (at, t) in toks.iter().enumerate() {
        if *t != T::V {
            continue;
        }
        // «1 ≤ S ≤ 6 9», «2 1 ≤ S»: a bound with a number beside it is a
        // number cut in two, or a footnote's; which one is not read.
        let beside = |i: Option<usize>| {
            i.and_then(|i| toks.get(i))
                .is_some_and(|t| matches!(t, T::N(_)))
        };
        let bound_after =
            matches!(toks.get(at + 2), Some(T::N(_))) && matches!(toks.get(at + 1), Some(T::Op(_)));
        let bound_before =
            at >= 2 && matches!(toks[at - 2], T::N(_)) && matches!(toks[at - 1], T::Op(_));
        if bound_after && beside(Some(at + 3)) || bound_before && beside(at.checked_sub(3)) {
            return None;
        }
        if bound_after && toks.get(at + 3) == Some(&T::Other('×')) {
            return None;
        }
        // «1 ≤ S0 ≤ 69», «1 ≤ S_1 ≤ 69», «1 ≤ S 1 ≤ 69»: a number after the
        // unknown, then a sign; the bound it gives is not read (no open range).
        let index = match toks.get(at + 1) {
            Some(T::Other('_')) => 2,
            _ => 1,
        };
        let indexed = matches!(toks.get(at + index), Some(T::N(_)))
            && matches!(toks.get(at + index + 1), Some(T::Op(_)));
        if indexed {
            return None;
        }
        // This mention's own bounds, kept with the others' below.
        let (mut lo_here, mut hi_here) = (None, None);
        // Before: N op V.
        if at >= 2 {
            if let (T::N(n), T::Op(op)) = (&toks[at - 2], &toks[at - 1]) {
                match op {
                    '≤' => lo_here = Some(*n),
                    '<' => lo_here = Some(n + 1),
                    '≥' => hi_here = Some(*n),
                    '>' => hi_here = Some(n - 1),
                    _ => {}
                }
                seen = true;
            }
        }
        // After: V op N.
        if let (Some(T::Op(op)), Some(T::N(n))) = (toks.get(at + 1), toks.get(at + 2)) {
            // «S = 1, 2, …, 28», «S = 1…28»: the values listed.
            if *op == '=' {
                if let Some((l, h)) = listed(&toks[at + 2..]) {
                    lo_here = Some(l);
                    hi_here = Some(h);
                }
            }
            match op {
                '≤' => hi_here = Some(*n),
                '<' => hi_here = Some(n - 1),
                '≥' => lo_here = Some(*n),
                '>' => lo_here = Some(n + 1),
                _ => {}
            }
            seen = true;
        }
        // «S ≤ 69, S ≥ 20», «1 ≤ S ≤ 69 … S > 30»: every bound said of the
        // unknown holds at once (the tightest of each side).
        if let Some(l) = lo_here {
            lo = Some(lo.map_or(l, |x: i64| x.max(l)));
        }
        if let Some(h) = hi_here {
            hi = Some(hi.map_or(h, |x: i64| x.min(h)));
        }
    }
    if !seen {
        // In words, when the unknown is named at all.
        if !toks.contains(&T::V) {
            return None;
        }
        let ws = crate::read::tokens::words(sentence);
        return interval(sentence, var)
            .or_else(|| range_in_words(&ws, var))
            .or_else(|| range_compared(&ws, var, false))
            .or_else(|| range_spoken(&ws, var));
    }
    match (lo, hi) {
        (Some(l), Some(h)) => (l <= h).then(|| format!("{l}..{h}")),
        (Some(l), None) => Some(format!("{l}..")),
        (None, Some(h)) => Some(format!("1..{h}")),
        (None, None) => None,
    }
}

/// A range as `lo..hi` or `lo..` (an open end `None`).
fn bounds(range: &str) -> Option<(i64, Option<i64>)> {
    let (lo, hi) = range.split_once("..")?;
    let lo = lo.trim().parse().ok()?;
    let hi = hi.trim();
    let hi = if hi.is_empty() {
        None
    } else {
        Some(hi.parse().ok()?)
    };
    Some((lo, hi))
}

/// A question's range `own` within the task's `task`: «S > 10» (`11..`)
/// of a task of `1..28` is `11..28`. `None` when either is not a plain
/// range, or they do not meet.
pub fn within(own: &str, task: &str) -> Option<String> {
    let (a, b) = bounds(own)?;
    let (c, d) = bounds(task)?;
    let lo = a.max(c);
    let hi = match (b, d) {
        (Some(b), Some(d)) => Some(b.min(d)),
        (b, d) => b.or(d),
    };
    match hi {
        Some(h) if h < lo => None,
        Some(h) => Some(format!("{lo}..{h}")),
        None => Some(format!("{lo}..")),
    }
}
