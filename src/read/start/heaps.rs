//! The values the words give the heaps of a start: «в первой куче 7
//! камней, во второй – S», «было 7 камней в первой куче и S во второй»,
//! «в кучах было 7 и S камней»; and the counts a question gives heaps.

use crate::read::vocabulary::vocabulary;

/// The values the heap segments give from `ws[from]` on: «в первой куче …»,
/// «во второй …», «в третьей …», «в кучах было 7 и S камней»; `None` at a
/// number that is not whole.
pub(super) fn heap_values(ws: &[String], from: usize) -> Option<Vec<String>> {
    if let Some(said_before) = values_before_heaps(ws, from) {
        return said_before;
    }
    let mut values: Vec<String> = Vec::new();
    // The ordinal each value was named by («во второй …» → 2), to put the
    // heaps in their order when the text names them in another.
    let mut ordinals: Vec<Option<usize>> = Vec::new();
    let v = vocabulary();
    let (heap_word, next_heap) = (v.group("start.heap_word"), v.group("start.next_heap"));
    let plural = v.group("start.heaps_plural");
    let mut i = from;
    while i < ws.len() {
        // «в первой и во второй кучах было по 2 камня»: one value each.
        if let Some((heaps, value, next)) = shared_value(ws, i) {
            let value = value?;
            for n in heaps {
                values.push(value.clone());
                ordinals.push(Some(n));
            }
            i = next;
            continue;
        }
        if heap_word.is(&ws[i]) {
            // The value: after «было»/«лежало»/a dash, the first number or unknown.
            let mut j = i + 1;
            let mut got = None;
            while j < ws.len() && j < i + 6 {
                // «а во второй — на 3 камня (в два раза, вдвое) больше»:
                // the second heap said by the first's count.
                if let [first] = values.as_slice() {
                    if let Some((g, len)) = by_the_first(ws, j, first) {
                        got = Some((g, len));
                        break;
                    }
                }
                if relative(ws, j) {
                    // Another heap said by another's count: not read.
                    return None;
                }
                if let Some(value) = value_at(ws, j) {
                    let (g, len) = value?;
                    // «в кучах было 2, 3 и S камней» lists values (the
                    // commas are gone from `ws`); a heap alone has one.
                    let listed = plural.is(&ws[i]);
                    if relative(ws, j + len) || !listed && number_cut(ws, j, len) {
                        return None;
                    }
                    got = Some((g, len));
                    break;
                }
                if next_heap.is(&ws[j]) {
                    break;
                }
                j += 1;
            }
            if let Some((g, len)) = got {
                values.push(g);
                // «в первой куче», «во второй (куче)»: the ordinal is the
                // heap word or the word before it.
                let before = i.checked_sub(1).and_then(|p| heap_ordinal(&ws[p]));
                ordinals.push(heap_ordinal(&ws[i]).or(before));
                let plural = plural.is(&ws[i]);
                i = j + len;
                // «в кучах было 7 и S камней (соответственно)»: the
                // heaps' values listed in order after the plural.
                while let Some(at) = plural.then(|| listed_next(ws, i)).flatten() {
                    let (g, len) = value_at(ws, at)??;
                    values.push(g);
                    ordinals.push(None);
                    i = at + len;
                }
                continue;
            }
        }
        i += 1;
    }
    in_heap_order(values, &ordinals)
}

/// «в первой и во второй кучах было по 2 камня», «во второй и третьей
/// кучах — по 4 камня»: heaps named by their ordinals joined by «и», the
/// plural heap word, then «по» and one value each heap holds (read as the
/// last heap's alone before). The heaps' ordinals, the value (`None`: not
/// whole) and where the words go on; `None` when the words are not so.
fn shared_value(ws: &[String], i: usize) -> Option<(Vec<usize>, Option<String>, usize)> {
    let v = vocabulary();
    let mut heaps = vec![heap_ordinal(&ws[i])?];
    let mut j = i + 1;
    while ws.get(j).is_some_and(|w| w == "и") {
        j += 1;
        if ws.get(j).is_some_and(|w| w == "в" || w == "во") {
            j += 1;
        }
        heaps.push(heap_ordinal(ws.get(j)?)?);
        j += 1;
    }
    if heaps.len() < 2 || !v.group("start.heaps_plural").is(ws.get(j)?) {
        return None;
    }
    // «было», «лежало», «находилось» (the dash is gone from `ws`), then «по».
    let by = (j + 1..ws.len().min(j + 4)).find(|&k| ws[k] == "по")?;
    let value = value_at(ws, by + 1)?;
    let len = value.as_ref().map_or(1, |(_, len)| *len);
    Some((heaps, value.map(|(g, _)| g), by + 1 + len))
}

/// «было 7 камней в первой куче и S камней во второй»: each heap's value
/// said before its heap word. `None` when the first heap named from
/// `ws[from]` on is not so said (the value follows the heap word); else the
/// values in the heaps' order, or `Some(None)` when a heap named after it
/// has no value said before it (the order changes mid-sentence: not read).
fn values_before_heaps(ws: &[String], from: usize) -> Option<Option<Vec<String>>> {
    let named: Vec<usize> = (from..ws.len())
        .filter(|&i| {
            heap_ordinal(&ws[i]).is_some()
                && i.checked_sub(1)
                    .is_some_and(|p| ws[p] == "в" || ws[p] == "во")
        })
        .collect();
    let first = *named.first()?;
    // The first heap the words name is this one («в куче было 4 камня, во
    // второй …» is no such order).
    if vocabulary().group("heaps.heap").any(&ws[from..first]) {
        return None;
    }
    value_before(ws, first)?;
    let mut values = Vec::new();
    let mut ordinals = Vec::new();
    for &i in &named {
        let Some((value, at)) = value_before(ws, i) else {
            return Some(None);
        };
        // «было 4 4 камня в первой»: a number cut in two, not read.
        if at
            .checked_sub(1)
            .is_some_and(|p| vocabulary().number_at(ws, p).is_some())
        {
            return Some(None);
        }
        values.push(value);
        ordinals.push(heap_ordinal(&ws[i]));
    }
    Some(in_heap_order(values, &ordinals))
}

/// The value said just before the heap word at `ws[i]`: «7 камней в
/// первой», «S камней во второй» (the value, a word for stones, «в»).
fn value_before(ws: &[String], i: usize) -> Option<(String, usize)> {
    let stones = i.checked_sub(2)?;
    if !vocabulary().group("start.stones").is(&ws[stones]) {
        return None;
    }
    // The longest value that ends there: «2S», «двадцать пять».
    (1..=3).rev().find_map(|len| {
        let at = stones.checked_sub(len)?;
        match value_at(ws, at)? {
            Some((v, l)) if l == len => Some((v, at)),
            _ => None,
        }
    })
}

/// Whether the number a heap is given at `ws[j]` (`len` words) has another
/// number after it, then the stones: «было 3 3 камня» (a number cut in
/// two), «7 (восемь) камней». Not the range after a value («во второй – 7;
/// 1 ≤ S ≤ 69»: the stops are gone from `ws`).
fn number_cut(ws: &[String], j: usize, len: usize) -> bool {
    let v = vocabulary();
    let stones = |at: usize| ws.get(at).is_some_and(|w| v.group("start.stones").is(w));
    v.number_at(ws, j).is_some_and(|(n, l)| {
        l == len
            && v.number_follows(ws, j, n, l)
            && v.number_at(ws, j + l)
                .is_some_and(|(_, m)| stones(j + l + m))
    })
}

/// The counts of stones the words give heaps named by their order: «в
/// первой куче 11 камней», «во второй куче было S камней», «11 камней в
/// первой куче» → `(1, "11")`, …
pub(super) fn heap_counts(ws: &[String]) -> Vec<(usize, String)> {
    let heap_word = vocabulary().group("heaps.heap");
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let Some(heap) = heap_ordinal(&ws[i]) else {
            continue;
        };
        if !ws.get(i + 1).is_some_and(|w| heap_word.is(w)) {
            continue;
        }
        let after = (i + 2..ws.len().min(i + 6))
            .take_while(|&j| heap_ordinal(&ws[j]).is_none() && !heap_word.is(&ws[j]))
            .find_map(|j| value_at(ws, j).flatten())
            .map(|(v, _)| v);
        if let Some(v) = value_before(ws, i).map(|(v, _)| v).or(after) {
            out.push((heap, v));
        }
    }
    out
}

/// «первой» → 1, «второй» → 2, «третьей» → 3.
pub(super) fn heap_ordinal(w: &str) -> Option<usize> {
    let v = vocabulary();
    if v.group("start.not_ordinal").is(w) {
        return None;
    }
    ["start.first", "start.second", "start.third"]
        .iter()
        .position(|g| v.group(g).is(w))
        .map(|at| at + 1)
}

/// The heaps' values in the order of their ordinals: «во второй куче 7
/// камней, а в первой – S» is `S, 7`. Named in order, or not by ordinals:
/// as said. Some named out of order and some not named: `None` (which heap
/// holds which is not read).
fn in_heap_order(values: Vec<String>, ordinals: &[Option<usize>]) -> Option<Vec<String>> {
    let named: Vec<usize> = ordinals.iter().flatten().copied().collect();
    if named.windows(2).all(|w| w[0] < w[1]) {
        return Some(values);
    }
    let mut sorted = named.clone();
    sorted.sort_unstable();
    if named.len() != values.len() || sorted != (1..=values.len()).collect::<Vec<_>>() {
        return None;
    }
    let mut pairs: Vec<(usize, String)> = named.into_iter().zip(values).collect();
    pairs.sort_by_key(|(n, _)| *n);
    Some(pairs.into_iter().map(|(_, v)| v).collect())
}

/// The second heap's value said by the first's, `first`, at `ws[j]`: «на
/// 3 камня больше» (`S+3`), «в два раза больше», «вдвое больше» (`2S`),
/// «столько же»; then «, чем в первой (куче)». Only a count more than the
/// first's when the first is an unknown (`S−3` may not be a heap), and a
/// whole one when it is a number; the words spanned with it.
fn by_the_first(ws: &[String], j: usize, first: &str) -> Option<(String, usize)> {
    let v = vocabulary();
    let at = |k: usize| ws.get(k).map_or("", |w| w.as_str());
    let stones = |mut k: usize| {
        while v.group("start.stones").is(at(k)) {
            k += 1;
        }
        k
    };
    let compared = |k: usize| match at(k) {
        "больше" | "более" => Some((true, k + 1)),
        "меньше" | "менее" => Some((false, k + 1)),
        _ => None,
    };
    let whole = |k: usize| {
        let (n, len) = v.number_at(ws, k)?;
        Some((n.whole()?, k + len))
    };
    // (more or fewer, times or plus, by how much, where the words end)
    let (more, times, by, end) = if at(j) == "столько" && at(j + 1) == "же" {
        (true, false, 0, j + 2)
    } else if at(j) == "на" {
        let (n, k) = whole(j + 1)?;
        let (more, k) = compared(stones(k))?;
        (more, false, n, k)
    } else if let Some(f) = v.factor_at(ws, j) {
        let (more, k) = compared(stones(j + 1))?;
        (more, true, f, k)
    } else if at(j) == "в" {
        let (n, k) = whole(j + 1)?;
        if !matches!(at(k), "раз" | "раза") {
            return None;
        }
        let (more, k) = compared(stones(k + 1))?;
        (more, true, n, k)
    } else {
        return None;
    };
    let value = match (first.parse::<i64>().ok(), more, times) {
        (_, _, false) if by == 0 => first.to_string(),
        (Some(n), true, false) => n.checked_add(by)?.to_string(),
        (Some(n), false, false) if n > by => (n - by).to_string(),
        (Some(n), true, true) => n.checked_mul(by)?.to_string(),
        (Some(n), false, true) if by > 0 && n % by == 0 => (n / by).to_string(),
        (None, true, false) if first == "S" || first == "K" => format!("{first}+{by}"),
        (None, true, true) if first == "S" || first == "K" => format!("{by}{first}"),
        _ => return None,
    };
    // «…, чем в первой (куче)», «столько же, сколько в первой»: the heap it
    // is compared with, the first («больше камней, чем в третьей»: not read).
    let mut end = end;
    if matches!(at(stones(end)), "чем" | "сколько" | "как") {
        end = stones(end);
        let k = end + 1 + usize::from(matches!(at(end + 1), "в" | "во" | "у"));
        if heap_ordinal(at(k)) != Some(1) {
            return None;
        }
        end = k + 1 + usize::from(v.group("heaps.heap").is(at(k + 1)));
    }
    Some((value, end - j))
}

/// Whether the words at `ws[j]` (past a word for stones) say a count by
/// another's: «больше», «меньше», «раза», «вдвое» — «на 3 камня больше»,
/// «в два раза меньше».
fn relative(ws: &[String], j: usize) -> bool {
    let v = vocabulary();
    let mut k = j;
    while ws.get(k).is_some_and(|w| v.group("start.stones").is(w)) {
        k += 1;
    }
    ws.get(k)
        .is_some_and(|w| v.group("start.relative").is(w) || v.factor_at(ws, k).is_some())
}

/// The value a heap is given at `ws[j]`: a number, an unknown («S», «K»,
/// a Cyrillic «К камней»), or a number times one («2S»); and how many words
/// it spans. `Some(None)` for a number that is not whole (no start).
pub(super) fn value_at(ws: &[String], j: usize) -> Option<Option<(String, usize)>> {
    let w = ws.get(j)?.as_str();
    if w == "s" || w == "k" {
        return Some(Some((w.to_uppercase(), 1)));
    }
    // A Cyrillic «К камней» is the unknown K (a preposition «к» is never
    // followed by «камней»).
    let v = vocabulary();
    if v.group("start.unknown_k").is(w)
        && ws
            .get(j + 1)
            .is_some_and(|x| v.group("heaps.of_stones").is(x))
    {
        return Some(Some(("K".into(), 1)));
    }
    let (n, len) = vocabulary().number_at(ws, j)?;
    let Some(n) = n.whole() else {
        return Some(None);
    };
    Some(Some(
        match ws.get(j + len).filter(|x| *x == "s" || *x == "k") {
            // «в куче было 1 ≤ S ≤ 99» is «1 s 99» in words: the heap holds
            // S (so does a «1S»).
            Some(x) if n == 1 => (x.to_uppercase(), len + 1),
            // «2S, 1 ≤ S ≤ 23» and «2 ≤ S ≤ 23» are alike in words (the
            // unknown, then another number): which one is not read.
            Some(_) if vocabulary().number_at(ws, j + len + 1).is_some() => return Some(None),
            Some(x) => (format!("{n}{}", x.to_uppercase()), len + 1),
            None => (n.to_string(), len),
        },
    ))
}

/// Where the next value of a list («7 и S», «7, 5 и S камней») starts at
/// `i`, just after a value: past «и» (or a word for stones and «и»); or at
/// `i` itself when an «и» follows that value (the commas are gone from `ws`:
/// «5 и S, 1 ≤ S» lists no 1).
fn listed_next(ws: &[String], i: usize) -> Option<usize> {
    let stones = |at: usize| {
        ws.get(at)
            .is_some_and(|w| vocabulary().group("start.stones").is(w))
    };
    let and = |at: usize| ws.get(at).is_some_and(|w| w == "и");
    let at = if and(i) {
        i + 1
    } else if stones(i) && and(i + 1) {
        i + 2
    } else {
        let (_, len) = value_at(ws, i)??;
        let next = i + len;
        (and(next) || stones(next) && and(next + 1)).then_some(i)?
    };
    value_at(ws, at).is_some().then_some(at)
}
