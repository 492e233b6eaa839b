//! The game's start read from its sentence («В начальный момент в первой
//! куче было 7 камней, во второй – S камней», «Начальная позиция (6, S)»)
//! and the ranges of its unknowns in every printed form.

use super::rules::{has, Found, Key};
use super::vocabulary::vocabulary;

/// A word that says the start: «начальный», «начальная», «в начале»,
/// «изначально».
fn says_start(w: &str) -> bool {
    w.starts_with("начальн") || w == "начале" || w.starts_with("изначально")
}

/// «В начальный момент в первой куче было 7 камней, во второй – S камней»
/// → `7, S`; and the range(s) of S and K found in the sentence.
pub fn start(sentence: &str, ws: &[String]) -> Option<Found> {
    let start_word = ws.iter().position(|w| says_start(w));
    let starts =
        start_word.is_some() && (has(ws, "куч") || has(ws, "позици") && tuple(sentence).is_some());
    let mut found = Found::default();
    if starts {
        // Heap segments from about the start's word on (not a heap of the
        // end rule before it, when a sentence end was lost).
        // A tuple said is the start («в кучах было (2, S, 2S) камней»),
        // whatever the heap words around it give.
        let said = tuple(sentence);
        let in_tuple = said.is_some();
        let values = match said {
            Some(t) => t,
            None => heap_values(ws, start_word.unwrap_or(0).saturating_sub(3))?,
        };
        if !in_tuple && unknown_in_sum(sentence) {
            // «во второй – S + 1 камней»: the sign is lost from the words,
            // the heap is not S; not read.
            return None;
        }
        if !values.is_empty() && values.len() <= 3 && values.iter().any(|x| x.contains('S')) {
            found.keys.push(("start", values.join(", ")));
        }
    }
    // «В начальный момент в куче было S камней, S не менее 21»: in the
    // start's own sentence (not a question's: «найдите S, большее 20») the
    // unknown needs no kind of number said.
    let asks = vocabulary().group("questions.verbs").any(ws);
    for (var, key) in [('S', "s"), ('K', "k")] {
        let loose = || {
            (starts && !asks)
                .then(|| range_compared(ws, var, true))
                .flatten()
        };
        if let Some(r) = unknown_range(sentence, var).or_else(loose) {
            found.keys.push((key, r));
        }
    }
    (!found.keys.is_empty()).then_some(found)
}

/// «в каждой куче было по S камней», «в обеих кучах по 2S камней»: one
/// value said for every heap; the value, and the count of heaps the words
/// fix («обеих»: two). Not with a heap named by its order («в первой 3
/// камня, во второй и третьей — по S»): which heaps get it is not read here.
pub fn each_heap(ws: &[String]) -> Option<(String, Option<usize>)> {
    let at = |i: usize| ws.get(i).map_or("", |w| w.as_str());
    let every = (0..ws.len()).find(|&i| {
        (at(i).starts_with("кажд") || at(i).starts_with("обе") || at(i).starts_with("обо"))
            && at(i + 1).starts_with("куч")
    })?;
    // A heap named by its order: «в первой», «второй кучи» (not «первым
    // ходом»).
    let names_a_heap = |i: usize| {
        heap_ordinal(at(i)).is_some()
            && (at(i + 1).starts_with("куч") || i > 0 && ["в", "во"].contains(&at(i - 1)))
    };
    if (0..ws.len()).any(names_a_heap) {
        return None;
    }
    let value = (0..ws.len())
        .filter(|&i| at(i) == "по")
        .find_map(|i| value_at(ws, i + 1).flatten())
        .map(|(v, _)| v)
        .filter(|v| v.contains('S'))?;
    let count = (!at(every).starts_with("кажд")).then_some(2);
    Some((value, count))
}

/// The start a sentence states with no word for a start («Рассмотрим игру,
/// в которой в первой куче 10 камней, во второй S камней»): two or three
/// heaps, one of them S, named from «в первой куче» on, in a sentence that
/// says nothing of moves («Если в первой куче S камней, Петя первым ходом
/// может получить 14» is no start).
pub fn stated_heaps(sentence: &str) -> Option<String> {
    if !names_the_first_heap(sentence) {
        return None;
    }
    let ws = super::tokens::words(sentence);
    let from = (0..ws.len()).find(|&i| first_heap_at(&ws, i))?;
    let moves = ["ход", "мож", "получ", "если", "например", "после", "выигр"];
    if ws.iter().any(|w| moves.iter().any(|m| w.starts_with(m))) {
        return None;
    }
    let values = heap_values(&ws, from)?;
    if unknown_in_sum(sentence) {
        return None;
    }
    ((2..=3).contains(&values.len()) && values.iter().any(|x| x.contains('S')))
        .then(|| values.join(", "))
}

/// Whether a text says «первой куче» (or «Первой куче»), or names the heaps
/// it has just counted «в первой из которых» / «в первой из них»: looked
/// for before its words are split.
pub fn names_the_first_heap(text: &str) -> bool {
    [
        "ервой куч",
        "ервой из которых",
        "ервой из них",
        "ервой из куч",
    ]
    .iter()
    .any(|w| text.contains(w))
}

/// Whether `ws[i]` starts the first heap's segment: «первой куче», or «в
/// первой из которых (из них, из куч) 2, во второй – 3, …» after the heaps
/// were counted («лежат три кучи камней, …»).
fn first_heap_at(ws: &[String], i: usize) -> bool {
    let at = |k: usize| ws.get(i + k).map_or("", |w| w.as_str());
    at(0) == "первой"
        && (at(1).starts_with("куч")
            || at(1) == "из" && (["которых", "них"].contains(&at(2)) || at(2).starts_with("куч")))
}

/// The values the heap segments give from `ws[from]` on: «в первой куче …»,
/// «во второй …», «в третьей …», «в кучах было 7 и S камней»; `None` at a
/// number that is not whole.
fn heap_values(ws: &[String], from: usize) -> Option<Vec<String>> {
    if let Some(said_before) = values_before_heaps(ws, from) {
        return said_before;
    }
    let mut values = Vec::new();
    // The ordinal each value was named by («во второй …» → 2), to put the
    // heaps in their order when the text names them in another.
    let mut ordinals: Vec<Option<usize>> = Vec::new();
    let mut i = from;
    while i < ws.len() {
        let heap_word = ws[i].starts_with("куч")
            || ws[i].starts_with("втор")
            || ws[i].starts_with("трет")
            || ws[i].starts_with("перв");
        if heap_word {
            // The value: after «было»/«лежало»/a dash, the first number or unknown.
            let mut j = i + 1;
            let mut got = None;
            while j < ws.len() && j < i + 6 {
                if relative(ws, j) {
                    // «во второй — на 3 камня (в два раза, вдвое) больше»:
                    // a heap said by another's count is not read.
                    return None;
                }
                if let Some(value) = value_at(ws, j) {
                    let (g, len) = value?;
                    // «в кучах было 2, 3 и S камней» lists values (the
                    // commas are gone from `ws`); a heap alone has one.
                    let listed = ws[i].starts_with("кучах");
                    if relative(ws, j + len) || !listed && number_cut(ws, j, len) {
                        return None;
                    }
                    got = Some((g, len));
                    break;
                }
                let w = ws[j].as_str();
                if w.starts_with("куч") || w.starts_with("втор") || w.starts_with("трет")
                {
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
                let plural = ws[i].starts_with("кучах");
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
    if (from..first).any(|i| ws[i].starts_with("куч")) {
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
    if !(ws[stones].starts_with("камн") || ws[stones] == "камень") {
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
    let stones = |at: usize| {
        ws.get(at)
            .is_some_and(|w| w.starts_with("камн") || w == "камень")
    };
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
fn heap_counts(ws: &[String]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for i in 0..ws.len() {
        let Some(heap) = heap_ordinal(&ws[i]) else {
            continue;
        };
        if !ws.get(i + 1).is_some_and(|w| w.starts_with("куч")) {
            continue;
        }
        let after = (i + 2..ws.len().min(i + 6))
            .take_while(|&j| heap_ordinal(&ws[j]).is_none() && !ws[j].starts_with("куч"))
            .find_map(|j| value_at(ws, j).flatten())
            .map(|(v, _)| v);
        if let Some(v) = value_before(ws, i).map(|(v, _)| v).or(after) {
            out.push((heap, v));
        }
    }
    out
}

/// «первой» → 1, «второй» → 2, «третьей» → 3.
fn heap_ordinal(w: &str) -> Option<usize> {
    if w.starts_with("первонач") {
        return None;
    }
    ["перв", "втор", "трет"]
        .iter()
        .position(|stem| w.starts_with(stem))
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

/// Whether the words at `ws[j]` (past a word for stones) say a count by
/// another's: «больше», «меньше», «раза», «вдвое» — «на 3 камня больше»,
/// «в два раза меньше».
fn relative(ws: &[String], j: usize) -> bool {
    let v = vocabulary();
    let mut k = j;
    while ws
        .get(k)
        .is_some_and(|w| w.starts_with("камн") || w == "камень")
    {
        k += 1;
    }
    ws.get(k).is_some_and(|w| {
        ["больше", "меньше", "более", "менее", "раз", "раза"].contains(&w.as_str())
            || v.factor_at(ws, k).is_some()
    })
}

/// The value a heap is given at `ws[j]`: a number, an unknown («S», «K»,
/// a Cyrillic «К камней»), or a number times one («2S»); and how many words
/// it spans. `Some(None)` for a number that is not whole (no start).
fn value_at(ws: &[String], j: usize) -> Option<Option<(String, usize)>> {
    let w = ws.get(j)?.as_str();
    if w == "s" || w == "k" {
        return Some(Some((w.to_uppercase(), 1)));
    }
    // A Cyrillic «К камней» is the unknown K (a preposition «к» is never
    // followed by «камней»).
    if w == "к" && ws.get(j + 1).is_some_and(|x| x.starts_with("камн")) {
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
            .is_some_and(|w| w.starts_with("камн") || w == "камень")
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

/// `(7, S)` or `(K; S)` in a sentence.
pub fn tuple(sentence: &str) -> Option<Vec<String>> {
    let open = sentence.find('(')?;
    let close = sentence[open..].find(')')? + open;
    let inner = &sentence[open + 1..close];
    let parts: Vec<String> = inner
        .split([',', ';'])
        .map(|p| p.trim().replace(' ', ""))
        .collect();
    let ok = (1..=3).contains(&parts.len())
        && parts.iter().any(|p| p.contains('S'))
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_digit() || c == 'S' || c == 'K' || c == '+' || c == '*')
        });
    ok.then_some(parts)
}

/// Whether the words compare the unknown with a number: «S больше 18»,
/// «S не меньше 19», «S меньше или равно 40».
fn compared_in_words(ws: &[String]) -> bool {
    let v = vocabulary();
    (0..ws.len()).any(|i| {
        ws[i] == "s"
            && v.compare_at(ws, i + 1)
                .is_some_and(|(_, len)| v.number_at(ws, i + 1 + len).is_some())
    })
}

/// A start or a range of S a question sets for itself, other than the
/// task's («при начальной позиции (10, S)», «в первой куче было 8 камней, во
/// второй — S камней»): `None` when it sets none, the keys it sets, or an
/// error when they do not make a start of the task's heaps (named, not
/// answered). A task that states no start of its own (each question
/// gives one) has `heaps` heaps: the question's start must have as many,
/// and a range of S said (its own or the task's).
pub(super) fn own_start(
    text: &str,
    ws: &[String],
    keys: &[Key],
    heaps: Option<usize>,
) -> Option<Result<Vec<(&'static str, String)>, ()>> {
    let said = |k: &str| keys.iter().find(|x| x.name == k).map(|x| x.value.as_str());
    let mut own: Vec<(&'static str, String)> = start(text, ws)
        .map(|f| f.keys)
        .unwrap_or_default()
        .into_iter()
        .filter(|(k, v)| said(k) != Some(v.as_str()))
        .collect();
    let start_words = ws
        .iter()
        .any(|w| w.starts_with("начальн") || w == "начале" || w.starts_with("изначальн"));
    // «в каждой куче было по S камней»: the value for each of the game's
    // heaps (their count not known: not read).
    if let Some((value, count)) = each_heap(ws).filter(|_| start_words) {
        let all = match (heaps, count) {
            (Some(h), Some(c)) if h != c => return Some(Err(())),
            (Some(h), _) => vec![value; h].join(", "),
            (None, _) => return Some(Err(())),
        };
        own.retain(|(k, _)| *k != "start");
        if said("start") != Some(all.as_str()) {
            own.push(("start", all));
        }
    }
    // «Рассмотрим игру, в которой в первой куче 10 камней, во второй S
    // камней.»: a start with no word for one, in a sentence of its own.
    if !own.iter().any(|(k, _)| *k == "start") && names_the_first_heap(text) {
        let stated = super::sentences::sentences(text)
            .iter()
            .find_map(|x| stated_heaps(x))
            .filter(|st| said("start") != Some(st.as_str()));
        if let Some(st) = stated {
            own.push(("start", st));
        }
    }
    // «при начальной позиции (10, S)», «для игры из позиции (S, S)»: a
    // tuple of the unknown said to be a position is the question's start.
    // One said with no such word («… (10, S) …») is a start not read.
    // «Сколько существует пар (S; K)»: the unknowns named, each once, no
    // position.
    let unknowns_named =
        |t: &[String]| t.len() == 2 && t.iter().all(|p| p == "S" || p == "K") && t[0] != t[1];
    if let Some(t) = tuple(text).filter(|t| start_words || !unknowns_named(t)) {
        let t = t.join(", ");
        if said("start") != Some(t.as_str()) && !own.iter().any(|(k, _)| *k == "start") {
            if !(start_words || ws.iter().any(|w| w.starts_with("позици"))) {
                return Some(Err(()));
            }
            own.push(("start", t));
        }
    }
    // «минимальное S > 10» of the task's game: one bound the question's,
    // the other the task's (not an open range past the task's). A question
    // with a start of its own states its game's range alone.
    if !own.iter().any(|(k, _)| *k == "start") {
        for (k, v) in &mut own {
            if let Some(r) = said(k).and_then(|task| within(v, task)) {
                *v = r;
            }
        }
        own.retain(|(k, v)| said(k) != Some(v.as_str()));
    }
    // «Пусть в начальный момент в первой куче 11 камней»: a heap given a
    // count of stones other than the task's start gives it, and no start
    // of the question's own read: a start changed in a way not read.
    if !own.iter().any(|(k, _)| *k == "start") {
        let task: Vec<&str> = said("start").map_or(Vec::new(), |t| t.split(", ").collect());
        if heap_counts(ws)
            .iter()
            .any(|(heap, value)| task.get(heap - 1) != Some(&value.as_str()))
        {
            return Some(Err(()));
        }
    }
    // «Учтите, что S больше 18», «если S не меньше 19»: a bound said in
    // words and read as no range of the question's (only a sign is): a range
    // of its own not read, never the task's range answered.
    if compared_in_words(ws) && !own.iter().any(|(k, _)| *k == "s") {
        return Some(Err(()));
    }
    if own.is_empty() {
        return None;
    }
    // The task's heaps, and the unknowns a range is given for.
    let heaps_of = |start: &str| start.split(',').count();
    let start = own
        .iter()
        .find(|(k, _)| *k == "start")
        .map(|(_, v)| v.as_str())
        .or(said("start"));
    let own_range = own.iter().any(|(k, _)| *k == "s") || said("s").is_some();
    let fits = match (start, said("start")) {
        (Some(own_start), Some(task_start)) => heaps_of(own_start) == heaps_of(task_start),
        (Some(own_start), None) => heaps == Some(heaps_of(own_start)) && own_range,
        _ => false,
    } && own.iter().all(|(k, _)| matches!(*k, "start" | "s"));
    Some(if fits { Ok(own) } else { Err(()) })
}

mod range;
mod written_values;
use range::range_compared;
pub use range::unknown_range;
pub(super) use range::within;
pub use written_values::{leaves_a_value_out, unknown_in_sum};

#[cfg(test)]
mod tests;
