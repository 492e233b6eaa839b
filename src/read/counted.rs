//! Which heaps a count of the end, an overshoot or a restriction is of:
//! the total, the product, any one heap (the largest or the least, by the
//! comparison's direction), each heap, one named heap; `None` for a count
//! not read (the heaps negated, some of them, a heap of several not said
//! which). Words in the vocabulary's `[counted]`.

use super::vocabulary::vocabulary;

/// The count a comparison of «one of the heaps» or «each heap» takes, by
/// its direction: [`counted`] names the count for a bound from below
/// («хотя бы в одной из куч не менее 20» is the largest heap, «в каждой
/// куче не менее 20» the least); a bound from above turns them round
/// («хотя бы в одной из куч не более 10» is the least heap at most 10,
/// «в каждой куче менее 10» the largest).
pub(super) fn oriented(what: &'static str, op: &str) -> &'static str {
    match (what, op.starts_with('<')) {
        ("max", true) => "min",
        ("min", true) => "max",
        _ => what,
    }
}

/// Which count an overshoot compares, turned by its comparison `op` as an
/// end's is (`oriented`): «Если при этом произведение оказалось не более
/// 110, …» the product, «хотя бы в одной из куч оказалось более 40» the
/// largest heap. `None` for the heaps negated, some of them, a count by a
/// factor, or a heap of several not said which («в куче» of two heaps, «в
/// обеих кучах»: one heap, the total or each?) — not read, as an end's words
/// are not (it was read the total, complete).
pub(super) fn overshoot_count(ws: &[String], heaps: usize, op: &str) -> Option<&'static str> {
    let v = vocabulary();
    if v.group("counted.none").any(ws)
        || v.group("counted.some_of").any(ws)
        || v.group("counted.computed").any(ws)
        || v.group("counted.difference").any(ws)
        || v.group("counted.by_size").any(ws)
        || some_heaps_said(ws, heaps)
    {
        return None;
    }
    counted(ws, heaps).map(|what| oriented(what, op))
}

/// Whether the words say a number of heaps fewer than the game's («в двух
/// из трёх куч»; more is a count not read, as before), or every heap as a number beside «one of» («хотя бы в
/// двух кучах»); «из трёх куч» says the whole the heaps are of.
fn some_heaps_said(ws: &[String], heaps: usize) -> bool {
    let v = vocabulary();
    let one_of = v.group("counted.at_least").any(ws) || v.group("counted.one").any(ws);
    let game_heaps = i64::try_from(heaps).unwrap_or(0);
    heaps_said(ws)
        .iter()
        .any(|&(n, whole)| n < game_heaps || (one_of && !whole))
}

/// Which count of the heaps the words compare (`sum`, `prod`, `min`, `max`,
/// or one heap `h1`…): «суммарное количество камней в кучах», «хотя бы в
/// одной из куч», «в первой куче»; `None` when the words do not say which
/// («в куче» of two heaps, «в обеих кучах»). The end's words and a
/// restriction's («нельзя делать ход, после которого …») alike.
pub(super) fn counted(rest: &[String], heaps: usize) -> Option<&'static str> {
    let v = vocabulary();
    // «ни в одной из куч не остаётся больше 10 камней» is every heap at
    // most 10: a negation of the heaps, not read.
    if v.group("counted.none").any(rest) || v.group("counted.some_of").any(rest) {
        return None;
    }
    // «разность количеств камней в кучах»: a difference, not the total.
    if v.group("counted.difference").any(rest) {
        return None;
    }
    // «наибольшее количество камней в кучах», «в меньшей куче»: one heap
    // picked by its size, or an average; not the total.
    if v.group("counted.by_size").any(rest) {
        return None;
    }
    // «в двух из трёх куч», «в первых двух кучах» of three heaps, «хотя
    // бы в двух кучах»: some of the heaps, or every heap said as a number
    // beside «one of»; not read.
    if some_heaps_said(rest, heaps) {
        return None;
    }
    let together = v.group("counted.together").any(rest);
    // «суммарное количество … не менее 81 в каждой куче» (fresh64's
    // sensitivity probe): the total and each heap both said — which is
    // meant is not known; the heap's words were passed over.
    let one_heap_said = v.group("counted.each").any(rest)
        || v.group("counted.at_least").any(rest)
        || v.group("counted.one").any(rest);
    if together && one_heap_said {
        return None;
    }
    let what = if together {
        // «суммарно в первой и второй кучах»: the heaps named, of three
        // some only; read only when the two named are a game's two.
        // (Ordinals before the comparison: a sentence run on past it — «…
        // не менее 30. начальный момент в первой куче …» — names the heaps
        // of the start.)
        let first = (0..rest.len()).find(|&i| v.compare_at(rest, i).is_some());
        let named = ordinal_heaps(&rest[..first.unwrap_or(rest.len())]);
        let all_named = named.is_empty() || (heaps == 2 && named == [1, 2]);
        if !all_named {
            return None;
        }
        "sum"
    } else if v.group("counted.product").any(rest) || (heaps == 2 && count_times_count(rest)) {
        "prod"
    } else if v.group("counted.each").any(rest) {
        "min"
    } else if v.group("counted.at_least").any(rest)
        || (heaps > 1
            && (v.group("counted.one").any(rest)
                || some_heap(rest)
                // «первым получивший кучу, в которой меньше 10 камней»:
                // a heap of the game's heaps, any one.
                || v.group("counted.a_heap").any(rest)))
    {
        "max"
    } else if v.group("counted.both").any(rest) {
        // «когда в обеих кучах становится не менее 20 камней»: together,
        // or each? Not read (an old task's «число камней во всех трёх
        // кучках становится не менее 25» is the total).
        return None;
    } else if heaps > 1 {
        // «… в первой куче становится не менее 40»: that heap alone.
        // «… в куче становится не менее 40», «… куча содержит …» of two
        // heaps: which heap, or the sum? Not read.
        // «… из куч» with no word read of which: some of the heaps, not
        // read either.
        let of_the_heaps = v.group("counted.of_the_heaps").any(rest);
        match named_heap(rest) {
            Some(h) => h,
            None if v.group("counted.heap").any(rest) || of_the_heaps => return None,
            None => "sum",
        }
    } else {
        "sum"
    };
    Some(what)
}

/// «количество камней в первой куче, умноженное на количество камней во
/// второй куче»: a count multiplied by a count (not by a number, «умноженное
/// на два», a count computed), the product of a game's two heaps.
fn count_times_count(ws: &[String]) -> bool {
    (0..ws.len()).any(|i| multiplied_here(ws, i))
}

/// Whether word `i` is the «умноженное» of «умноженное на количество …».
pub(super) fn multiplied_here(ws: &[String], i: usize) -> bool {
    let v = vocabulary();
    v.group("counted.multiplied").is(&ws[i])
        && ws.get(i + 1).is_some_and(|w| w == "на")
        && ws
            .get(i + 2)
            .is_some_and(|w| v.group("counted.multiplied_by").is(w))
}

/// «в какой-либо куче», «какая-нибудь из куч»: any one heap.
fn some_heap(ws: &[String]) -> bool {
    vocabulary().group("counted.any_one").any(ws)
}

/// How many heaps the words say by a number of two or more («в двух
/// кучах», «двух из трёх куч», «во всех трёх кучах»): each such number,
/// and whether it follows «из» (the whole the heaps are of).
pub(super) fn heaps_said(ws: &[String]) -> Vec<(i64, bool)> {
    let v = vocabulary();
    (0..ws.len())
        .filter_map(|i| {
            let (n, len) = v.number_at(ws, i)?;
            let next = ws.get(i + len)?;
            let whole = i >= 1 && ws[i - 1] == "из";
            (v.group("heaps.heap").is(next) || next == "из")
                .then(|| n.whole().map(|n| (n, whole)))
                .flatten()
        })
        .filter(|&(n, _)| n >= 2)
        .collect()
}

/// The heaps named by their ordinals («в первой и второй кучах»), in
/// order, each once.
fn ordinal_heaps(ws: &[String]) -> Vec<i64> {
    let v = vocabulary();
    let heap = v.group("heaps.heap");
    // An ordinal of a heap stands before «куч…» or a joining word
    // («первым получивший» is none).
    let mut named: Vec<i64> = (0..ws.len())
        .filter(|&i| {
            ws.get(i + 1)
                .is_some_and(|n| heap.is(n) || ["и", "или", "либо"].contains(&n.as_str()))
        })
        .filter_map(|i| v.ordinal_at(ws, i))
        .collect();
    named.sort_unstable();
    named.dedup();
    named
}

/// The one heap an end names («в первой куче»): `h1`, `h2`, `h3`; `None`
/// when it names none, or more than one.
pub(super) fn named_heap(ws: &[String]) -> Option<&'static str> {
    let v = vocabulary();
    let named: Vec<&'static str> = [("h1", "heap1"), ("h2", "heap2"), ("h3", "heap3")]
        .into_iter()
        .filter(|(_, g)| v.group(&format!("move_words.{g}")).any(ws))
        .map(|(h, _)| h)
        .collect();
    // «в первой и второй куче»: two heaps named, one matched.
    let heap = v.group("heaps.heap");
    let ordinals = (0..ws.len())
        .filter(|&i| v.ordinal_at(ws, i).is_some())
        .filter(|&i| {
            ws.get(i + 1)
                .is_some_and(|n| heap.is(n) || ["и", "или", "либо"].contains(&n.as_str()))
        })
        .count();
    match named[..] {
        [h] if ordinals == 1 => Some(h),
        _ => None,
    }
}
