//! A question that asks the stones of a position, not a value of S: «Известно,
//! что Петя смог выиграть первым ходом. Какое наименьшее число камней могло
//! быть суммарно в двух кучах?» (Е. Джобс's tasks, whose game states no
//! start). Its game is every position of two heaps of at least one stone
//! each, up to the end's number: the start `K, S` with both unknowns over
//! that span, and the answer the least (greatest) `K + S` of those that
//! qualify.

/// The report of a question that asks the least or the greatest total of
/// two heaps (`min of K + S`, `max of K + S`), when its words ask that.
pub fn total_report(ws: &[String]) -> Option<&'static str> {
    let v = crate::read::vocabulary::vocabulary();
    let at = |i: usize, group: &str| ws.get(i).is_some_and(|w| v.group(group).is(w));
    // «наименьшее число камней», «наибольшее количество камней».
    let asked = (0..ws.len()).find_map(|i| {
        let kind = if at(i, "total.least") {
            "min of K + S"
        } else if at(i, "total.greatest") {
            "max of K + S"
        } else {
            return None;
        };
        (at(i + 1, "total.count") && at(i + 2, "heaps.of_stones")).then_some(kind)
    })?;
    // «суммарно в двух кучах», «в сумме в обеих кучах», «всего в кучах».
    let together = v.group("total.together").any(ws);
    let heaps = v.group("ends.all_heaps").any(ws);
    (together && heaps).then_some(asked)
}

/// The span of each heap's stones for such a question: from 1 up to the
/// number of a growing end (`sum > 46` → 46, `max >= 65` → 65): a position
/// past it is already over. `None` for another end.
pub fn span_of_end(end: &str) -> Option<i64> {
    let t: Vec<&str> = end.split_whitespace().collect();
    match t[..] {
        ["sum" | "max", ">" | ">=", n] => n.parse().ok().filter(|n| (2..=10_000).contains(n)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::tokens::words;

    #[test]
    fn a_total_of_the_heaps_is_asked() {
        for (s, want) in [
            ("Известно, что Петя смог выиграть первым ходом. Какое наименьшее число камней могло быть суммарно в двух кучах?", Some("min of K + S")),
            ("Ваня выиграл своим первым ходом. Какое наибольшее количество камней могло быть в кучах всего?", Some("max of K + S")),
            // A value of S, or the stones of one heap: no total.
            ("Укажите наименьшее значение S, при котором Петя выигрывает первым ходом.", None),
            ("Какое наименьшее число камней могло быть в первой куче?", None),
        ] {
            assert_eq!(total_report(&words(s)), want, "{s}");
        }
    }

    #[test]
    fn the_span_is_the_number_of_a_growing_end() {
        assert_eq!(span_of_end("sum > 46"), Some(46));
        assert_eq!(span_of_end("max >= 65"), Some(65));
        assert_eq!(span_of_end("min <= 10"), None);
        assert_eq!(span_of_end("sum >= 77 or max >= 40"), None);
        assert_eq!(span_of_end("h1 >= 40"), None);
    }
}
