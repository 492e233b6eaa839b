//! How many heaps and where the game starts: the start and the range of S,
//! stated in words of a start or only as the heaps' stones.

use super::Walk;
use crate::msg;
use crate::read::pair_domain::pair_domain;
use crate::read::{rules, start};

impl Walk {
    /// «Перед игроками лежат две кучи камней»: the number of heaps.
    pub(super) fn read_heaps(&mut self, ws: &[String]) -> bool {
        match rules::heaps(ws) {
            Some(h) => {
                self.heaps = Some(h);
                true
            }
            None => false,
        }
    }

    /// «В начальный момент в куче было S камней, 1 ≤ S ≤ 24»: the start
    /// and the range of S; «В первой куче 7 камней, во второй S камней»:
    /// a start with no word for one.
    pub(super) fn read_start(&mut self, s: &str, ws: &[String]) -> bool {
        // «K и S — натуральные числа, K < S, K + S ≤ 50»: the pairs of a
        // task of two unknowns, read whole or left to the readers below.
        if let Some(d) = pair_domain(s) {
            if self.pair_condition.is_some() {
                self.flag(s);
            }
            self.set("k", d.k, s);
            self.set("s", d.s, s);
            self.pair_condition = Some(d.condition);
            return true;
        }
        let mut used = false;
        let found = start::start(s, ws);
        let gave_start = found
            .as_ref()
            .is_some_and(|f| f.keys.iter().any(|(k, _)| *k == "start"));
        if let Some(mut f) = found {
            // «в каждой куче было по S камней»: S in each of the game's heaps.
            if let Some((value, count)) = gave_start.then(|| start::each_heap(ws)).flatten() {
                match (self.heaps, count) {
                    (Some(h), c) if c.is_none_or(|c| c == h) => {
                        for (k, v) in &mut f.keys {
                            if *k == "start" {
                                *v = vec![value.clone(); h].join(", ");
                            }
                        }
                    }
                    _ => self.flag(s),
                }
            }
            // «где S — чётное число, 2 ≤ S ≤ 28»: which values of S the
            // range holds, not read (the range alone is every S in it).
            // «1 ≤ S ≤ 28, S ≠ 10»: a value left out of the range, not read.
            if start::says_which_values(s, ws) && f.keys.iter().any(|(k, _)| *k == "s" || *k == "k")
            {
                self.flag(s);
            }
            for (k, val) in f.keys {
                self.set(k, val, s);
            }
            used = true;
        }
        // «Куча одна (S камней).»: one heap of S stones, no word for a start.
        if !gave_start
            && !self.has("start")
            && self.heaps.is_none_or(|h| h == 1)
            && start::one_heap_of_unknown(ws)
        {
            self.heaps = Some(1);
            self.set("start", "S".into(), s);
            return true;
        }
        // «В куче S камней, 1 ≤ S ≤ 28.»: so too, with S's range after it
        // (para78; the range was read above).
        if !gave_start
            && !self.has("start")
            && self.heaps.is_none_or(|h| h == 1)
            && start::one_heap_with_range(s, ws)
        {
            self.heaps = Some(1);
            self.set("start", "S".into(), s);
            return true;
        }
        // «Перед ними лежат две кучи камней, в каждой из которых по S
        // камней»: S in each of the heaps the sentence counts.
        if !gave_start && !self.has("start") {
            if let Some(value) = start::each_of_which(ws) {
                match rules::heaps(ws) {
                    Some(h) if h >= 2 => {
                        self.set("start", vec![value; h].join(", "), s);
                        return true;
                    }
                    _ => self.flag(s),
                }
            }
        }
        // «В первой куче 7 камней, во второй S камней»: no word for a start.
        if !gave_start && !self.has("start") {
            if let Some(st) = start::stated_heaps(s) {
                self.set("start", st, s);
                used = true;
            }
        }
        used
    }

    /// The start of a one-heap game given only by «S камней»; a start of
    /// another count of heaps than the game's is named.
    pub(super) fn settle_start(&mut self) {
        // «Известно, что в начале в куче не меньше 1 и не больше 68 камней»
        // in a game of several heaps: which heap is not said; not read.
        if let Some(k) = self
            .key("s")
            .filter(|k| start::one_heap_range(&k.words).is_some())
        {
            let several = self.heaps.is_some_and(|h| h != 1)
                || self.key("start").is_some_and(|st| st.value.contains(','));
            if several {
                let words = k.words.clone();
                self.flag(&words);
            }
        }
        if !self.has("start") && self.heaps == Some(1) {
            // «Сейчас в куче 2S камней, 1 ≤ S ≤ 19»: the range's sentence
            // writes the heap as another value of S — no start of `S`.
            let said_otherwise = |w: &str| crate::read::start::unknown_in_expression(w, 'S');
            if let Some(k) = self.key("s").filter(|k| !said_otherwise(&k.words)) {
                let w = k.words.clone();
                self.set("start", "S".into(), &w);
            }
        }
        // «в одной 7 камней, в другой S»: read as the first heap and the
        // second, not when a rule names a heap by its order (`h1:`).
        if let Some(k) = self
            .key("start")
            .filter(|k| start::heaps_by_no_order(&k.words))
        {
            let words = k.words.clone();
            let named = ["moves", "end", "winner"].iter().any(|key| {
                self.key(key)
                    .is_some_and(|r| ["h1", "h2", "h3"].iter().any(|h| r.value.contains(h)))
            });
            if named {
                self.flag(&words);
            }
        }
        if let Some(h) = self.heaps {
            if let Some(k) = self.key("start") {
                let n = k.value.split(',').count();
                if n != h {
                    self.r.unread.push(msg!(
                        "read-note-heaps",
                        count = n,
                        words = k.words.clone(),
                        heaps = h
                    ));
                }
            }
        }
    }
}
