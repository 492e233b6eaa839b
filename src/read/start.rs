//! The game's start read from its sentence («В начальный момент в первой
//! куче было 7 камней, во второй – S камней», «Начальная позиция (6, S)»)
//! and the ranges of its unknowns in every printed form.

use super::rules::{Found, Key};
use super::vocabulary::vocabulary;

/// A word that says the start: «начальный», «начальная», «в начале»,
/// «изначально», «сначала», «вначале», «исходно».
fn says_start(w: &str) -> bool {
    vocabulary().group("start.said").is(w)
}

/// Whether a sentence writes the unknown in an expression («2S камней»,
/// «S + 3 камня», «3·S»): a heap of another value than S itself, which a
/// start taken from the range alone would drop.
pub fn unknown_in_expression(sentence: &str, var: char) -> bool {
    let cs: Vec<char> = sentence.chars().collect();
    (0..cs.len()).filter(|&i| cs[i] == var).any(|i| {
        let word_alone = cs.get(i + 1).is_none_or(|c| !c.is_alphanumeric())
            && i.checked_sub(1).is_none_or(|p| !cs[p].is_alphabetic());
        let before = cs[..i]
            .iter()
            .rev()
            .find(|c| !c.is_whitespace() && !matches!(c, '·' | '*' | '×' | '⋅'));
        let after: Vec<&char> = cs[i + 1..]
            .iter()
            .filter(|c| !c.is_whitespace())
            .take(2)
            .collect();
        let times = before.is_some_and(char::is_ascii_digit);
        let plus = matches!(after.first(), Some('+' | '-' | '−' | '–' | '/' | '*' | '·'))
            && after.get(1).is_some_and(|c| c.is_ascii_digit());
        word_alone && (times || plus)
    })
}

/// «В начальный момент в первой куче было 7 камней, во второй – S камней»
/// → `7, S`; and the range(s) of S and K found in the sentence.
pub fn start(sentence: &str, ws: &[String]) -> Option<Found> {
    let start_word = ws.iter().position(|w| says_start(w));
    let v = vocabulary();
    let starts = start_word.is_some()
        && (v.group("heaps.heap").any(ws)
            || v.group("start.position").any(ws) && tuple(sentence).is_some());
    let mut found = Found::default();
    // «… в начале в куче не меньше 1 и не больше 68 камней»: S's range said
    // of the one heap's count (no «S» in the sentence, no heap's value).
    if let Some(r) = starts.then(|| one_heap_range(sentence)).flatten() {
        found.keys.push(("s", r));
        return Some(found);
    }
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
        // «в куче было S камней и ещё три камня»: a count added in words,
        // the heap is not S; named (audit74).
        if !in_tuple && v.group("start.added").any(ws) {
            found.unread.push("ещё …".into());
            return Some(found);
        }
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
    let asks = v.group("questions.verbs").any(ws);
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

/// «в каждой куче было по S камней», «в обеих кучах по 2S камней», «в
/// кучах было по S камней», «в каждой из двух куч было S камней»: one
/// value said for every heap; the value, and the count of heaps the words
/// fix («обеих», «из двух»: two). Not with a heap named by its order («в первой 3
/// камня, во второй и третьей — по S»): which heaps get it is not read here.
pub fn each_heap(ws: &[String]) -> Option<(String, Option<usize>)> {
    let v = vocabulary();
    let at = |i: usize| ws.get(i).map_or("", |w| w.as_str());
    // «в кучах было по S камней»: the plural, then «по» and a value, says
    // one value for every heap as well.
    let plural_each = || {
        (0..ws.len()).find(|&i| {
            v.group("start.heaps_plural").is(at(i))
                && (i + 1..ws.len().min(i + 4)).any(|j| at(j) == "по")
        })
    };
    let every = v
        .group("start.every_heap")
        .position(ws)
        .or_else(plural_each)?;
    let heap = v.group("heaps.heap");
    // A heap named by its order: «в первой», «второй кучи» (not «первым
    // ходом»).
    let names_a_heap = |i: usize| {
        heap_ordinal(at(i)).is_some()
            && (heap.is(at(i + 1)) || i > 0 && ["в", "во"].contains(&at(i - 1)))
    };
    if (0..ws.len()).any(names_a_heap) {
        return None;
    }
    // «в каждой куче было по S камней»; «в каждой куче было S камней»
    // (the value a few words after «каждой»).
    let value = (0..ws.len())
        .filter(|&i| at(i) == "по")
        .find_map(|i| value_at(ws, i + 1).flatten())
        .or_else(|| {
            (every + 1..ws.len().min(every + 6))
                .find_map(|i| value_at(ws, i).flatten().filter(|(v, _)| v.contains('S')))
        })
        .map(|(v, _)| v)
        .filter(|v| v.contains('S'))?;
    // «обеих кучах»: two; «в каждой из двух (трёх) куч»: the count said.
    let count = match (at(every + 1), at(every + 2)) {
        ("из", "двух") => Some(2),
        ("из", "трех" | "трёх") => Some(3),
        _ => (!v.group("start.each").is(at(every))).then_some(2),
    };
    Some((value, count))
}

/// «Перед ними лежат две кучи камней, в каждой из которых по S камней»:
/// the heaps counted, then one value of the unknown for each (fresh59) —
/// «в каждой из которых» and the value just after it («по S», «S камней»).
pub fn each_of_which(ws: &[String]) -> Option<String> {
    let at = (0..ws.len()).find(|&i| {
        ws[i] == "каждой"
            && ws.get(i + 1).is_some_and(|w| w == "из")
            && ws.get(i + 2).is_some_and(|w| w == "которых")
    })?;
    let mut j = at + 3;
    if ws
        .get(j)
        .is_some_and(|w| w == "было" || w == "лежит" || w == "лежало" || w == "находится")
    {
        j += 1;
    }
    if ws.get(j).is_some_and(|w| w == "по") {
        j += 1;
    }
    let (value, len) = value_at(ws, j)??;
    let stones = ws
        .get(j + len)
        .is_none_or(|w| vocabulary().group("heaps.of_stones").is(w));
    (value.contains('S') && !value.contains('K') && stones).then_some(value)
}

/// The start a sentence states with no word for a start («Рассмотрим игру,
/// в которой в первой куче 10 камней, во второй S камней»): two or three
/// heaps, one of them S, named from «в первой куче» on, in a sentence that
/// says nothing of moves («Если в первой куче S камней, Петя первым ходом
/// может получить 14» is no start).
pub fn stated_heaps(sentence: &str) -> Option<String> {
    if !names_the_first_heap(sentence) {
        return paired_heaps(sentence).and_then(|said| stated_heaps(&said));
    }
    let ws = super::tokens::words(sentence);
    let from = (0..ws.len()).find(|&i| first_heap_at(&ws, i))?;
    if vocabulary().group("start.not_stated").any(&ws) {
        return None;
    }
    let values = heap_values(&ws, from)?;
    if unknown_in_sum(sentence) {
        return None;
    }
    ((2..=3).contains(&values.len()) && values.iter().any(|x| x.contains('S')))
        .then(|| values.join(", "))
}

/// «На столе две кучи: в одной 7 камней, в другой S камней», «в одной куче
/// было 7 камней, в другой — S», «Имеются две кучи: первая из 7 камней,
/// вторая из S камней»: the heaps by a pair of
/// words (`as_written.start_pairs`), each just before its value, said as
/// «в первой куче 7 камней, во второй куче S камней» (lower case). «в одной
/// из куч» is none of them.
fn paired_heaps(sentence: &str) -> Option<String> {
    let v = vocabulary();
    let lower = sentence.to_lowercase().replace('ё', "е");
    let pairs = |key: &str| v.as_written(&format!("start_pairs.{key}"));
    // The value next, past the words of `between` («в одной куче было 7»).
    let between = pairs("between");
    let valued = |at: usize, said: &str| {
        let mut rest = &lower[at + said.len()..];
        while let Some(w) = between.iter().find(|w| rest.starts_with(w.as_str())) {
            rest = &rest[w.len()..];
        }
        rest.chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == 's')
    };
    let said_as = pairs("first_as").first().zip(pairs("second_as").first())?;
    pairs("first")
        .iter()
        .zip(pairs("second"))
        .find_map(|(first, second)| {
            let a = lower.find(first.as_str())?;
            let b = a + lower[a..].find(second.as_str())?;
            (valued(a, first) && valued(b, second)).then(|| {
                let mut out = lower.clone();
                out.replace_range(b..b + second.len(), said_as.1);
                out.replace_range(a..a + first.len(), said_as.0);
                out
            })
        })
}

/// Whether a start names its heaps by no order («в одной 7 камней, в
/// другой S»): read as the first and the second, right only when no rule
/// tells the heaps apart.
pub fn heaps_by_no_order(sentence: &str) -> bool {
    let lower = sentence.to_lowercase();
    paired_heaps(sentence).is_some()
        && vocabulary()
            .as_written("start_pairs.no_order")
            .iter()
            .any(|w| lower.contains(w.as_str()))
}

/// A one-heap start said with no word for a start: «Куча одна (S
/// камней).», «В куче лежит S камней.», «Есть куча из S камней.» — a
/// sentence of `start_plain.one_heap`'s words only, with one heap word, one
/// «S» and «камней» (any other word — a move, a number, a condition — is
/// another sentence's kind).
pub fn one_heap_of_unknown(ws: &[String]) -> bool {
    let v = vocabulary();
    let count = |w: &str| ws.iter().filter(|x| x.as_str() == w).count();
    ws.iter().all(|w| v.group("start_plain.one_heap").is(w))
        && ws
            .iter()
            .filter(|w| v.group("start_plain.heap").is(w))
            .count()
            == 1
        && count("s") == 1
        && count("камней") == 1
}

/// A one-heap start said with no word for a start, S's range after it in
/// the same sentence: «В куче S камней, 1 ≤ S ≤ 28.», «В куче лежит S
/// камней (S от 1 до 39).» — the words up to «камней» are a sentence of
/// [`one_heap_of_unknown`], a range of S is read, and every word after
/// «камней» is one of the range's (`start_plain.range_words` or a number).
pub fn one_heap_with_range(sentence: &str, ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(stones) = ws.iter().position(|w| w == "камней") else {
        return false;
    };
    let range_word = |w: &String| {
        v.group("start_plain.range_words").is(w) || w.chars().all(|c| c.is_ascii_digit())
    };
    one_heap_of_unknown(&ws[..=stones])
        && ws[stones + 1..].iter().all(range_word)
        && ws[stones + 1..].iter().any(|w| w == "s")
        && unknown_range(sentence, 'S').is_some()
}

/// Whether a text says «первой куче» (or «Первой куче»), or names the heaps
/// it has just counted «в первой из которых» / «в первой из них»: looked
/// for before its words are split.
pub fn names_the_first_heap(text: &str) -> bool {
    let v = vocabulary();
    let said = |group: &str, text: &str| {
        v.group(group)
            .phrases()
            .iter()
            .any(|w| text.contains(w.as_str()))
    };
    said("start.first_heap_text", text)
        || said("start_retold.first_heap_alone_text", &text.to_lowercase())
}

/// Whether `ws[i]` starts the first heap's segment: «первой куче», or «в
/// первой из которых (из них, из куч) 2, во второй – 3, …» after the heaps
/// were counted («лежат три кучи камней, …»).
fn first_heap_at(ws: &[String], i: usize) -> bool {
    let v = vocabulary();
    v.group("start.first_heap").at(ws, i).is_some() || first_heap_alone(ws, i)
}

/// «Перед игроками две кучи: в первой 7 камней, во второй — S»: the first
/// heap by its ordinal alone after «в», its value next (or after a verb of
/// lying: «в первой лежит 7 камней»).
fn first_heap_alone(ws: &[String], i: usize) -> bool {
    let v = vocabulary();
    let has_value = |j: usize| value_at(ws, j).is_some_and(|x| x.is_some());
    i >= 1
        && v.group("start_retold.in").is(&ws[i - 1])
        && v.group("start_retold.first_alone").is(&ws[i])
        && (has_value(i + 1)
            || ws
                .get(i + 1)
                .is_some_and(|w| v.group("start_retold.lies").is(w))
                && has_value(i + 2))
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

/// Whether words beside a range say which values of S it holds, which the
/// range alone does not: a parity or a divisor («S чётное», «кратно 3»), a
/// value left out («S ≠ 10»), a kind of number («S — простое число»).
pub(super) fn says_which_values(sentence: &str, ws: &[String]) -> bool {
    super::rules::qualifies_numbers(ws)
        || leaves_a_value_out(sentence, ws)
        || vocabulary().group("start.kind_of_number").any(ws)
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
    let start_words = vocabulary().group("questions.start").any(ws);
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
            if !(start_words || vocabulary().group("start.position").any(ws)) {
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
    // «(1 ≤ S ≤ 64, S чётное)», «S ≠ 10», «S — простое число» beside the
    // question's own start or range: which values of S it holds is not
    // read (a condition said as the questions' own words was taken off
    // before), so neither is the range.
    if says_which_values(text, ws) {
        return Some(Err(()));
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

mod heaps;
mod range;
mod written_values;
use heaps::{heap_counts, heap_ordinal, heap_values, value_at};
use range::range_compared;
pub(super) use range::within;
pub use range::{one_heap_range, unknown_range};
pub use written_values::{leaves_a_value_out, unknown_in_sum};

#[cfg(test)]
mod tests;
