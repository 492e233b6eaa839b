//! What a rule's sentence says beside what its reader read: a rule beside
//! the order or the heaps, a number or a permission beside the end, the
//! winner or the start, which values of S count. Named, never dropped: a
//! reader takes the part of a sentence it knows, and a sentence that says
//! two things would otherwise read complete without the second.

use super::moves::numbers_in;
use super::Walk;
use crate::read::players::{says_a_rule, says_more_than_the_order};
use crate::read::rules::{heap_of_the_unknown, more_than_the_heaps, qualifies_numbers};
use crate::read::vocabulary::vocabulary;

/// Which readers took a sentence.
pub(super) struct ReadBy {
    /// The players' names («Два игрока, Петя и Ваня, …»).
    pub names: bool,
    /// Who moves first.
    pub order: bool,
    /// How many heaps.
    pub heaps: bool,
    /// A reader of rules: moves, a restriction, the end or the winner.
    pub rules: bool,
    /// The end's and the winner's reader.
    pub end: bool,
    /// The start's and the range's reader.
    pub start: bool,
    /// An example's reader: its moves are checked against the rules read.
    pub example: bool,
}

impl Walk {
    /// Names the sentence just read when it says more than its readers took.
    pub(super) fn name_what_beside(&mut self, s: &str, ws: &[String], by: ReadBy) {
        if by.example {
            return;
        }
        if self.says_more_than_read(s, ws, &by) {
            self.flag(s);
        }
        if by.start && !by.rules {
            self.start_sentences.push(self.r.sentences.len() - 1);
        }
        if by.heaps && !by.rules && !by.start && heap_of_the_unknown(ws) {
            self.heap_of_the_unknown = Some(s.to_string());
        }
    }

    /// «Перед ними лежит куча из S камней» beside a start read as other
    /// than `S` («… было 2S камней»): the two disagree, and the heaps
    /// sentence is named.
    pub(super) fn name_heap_of_another_start(&mut self) {
        let Some(s) = self.heap_of_the_unknown.take() else {
            return;
        };
        let start = self.r.keys.iter().find(|k| k.name == "start");
        if start.is_some_and(|k| k.value != "S") {
            self.flag(&s);
        }
    }

    /// «1 ≤ S ≤ 28, а у Вани в руке 5 камней»: a start's sentence holding a
    /// number that neither the start nor the range holds, once every
    /// sentence is read.
    pub(super) fn name_numbers_beside_the_start(&mut self) {
        let beside: Vec<usize> = self
            .start_sentences
            .iter()
            .copied()
            .filter(|&at| self.number_not_in_start(&self.r.sentences[at].text))
            .collect();
        for at in beside {
            let s = self.r.sentences[at].text.clone();
            self.flag(&s);
            self.r.sentences[at].unread = true;
        }
    }

    fn says_more_than_read(&self, s: &str, ws: &[String], by: &ReadBy) -> bool {
        // «…, сделавший последний ход, но не больше 40»; «Игра завершается,
        // когда …, причём удваивать можно только один раз».
        let beside_end = by.end && (self.number_not_read(s) || rule_beside_s(ws));
        // «Петя ходит первым, но удваивать кучу он не может», «Перед
        // игроками лежит куча камней, из которой нельзя брать камни»: a rule
        // that no reader of rules took.
        let beside_order = (by.order || by.heaps)
            && !by.rules
            && (says_a_rule(ws) || by.order && says_more_than_the_order(ws));
        // «1 ≤ S ≤ 28, и удваивать нельзя»; not «S может принимать значения
        // от 10 до 28» (its numbers: `name_numbers_beside_the_start`).
        let beside_start = by.start && !by.rules && rule_beside_s(ws);
        // «…, где S кратно 3» in a sentence the start's reader did not take:
        // which values of S count.
        let values_of_s = !by.start
            && (by.rules || by.names || by.order || by.heaps)
            && ws.iter().any(|w| w == "s")
            && qualifies_numbers(ws);
        // «Перед игроками лежит куча камней, а рядом — вторая куча из 5
        // камней»: a sentence read only for its heaps.
        let beside_heaps =
            by.heaps && !by.rules && !by.start && !by.order && more_than_the_heaps(ws);
        // «Игроки ходят по очереди, первый ход делает Петя, а во второй куче
        // 5 камней»: a sentence read only for the order holds nothing else.
        // «…; 1 ≤ S ≤ 70, а у Вани есть ещё 5 камней»: a player named in a
        // start's sentence that says neither the players nor the order —
        // what the player has or does is no part of the start (its number
        // may even be one off a bound and pass for it).
        let player_beside_start = by.start
            && !by.rules
            && !by.names
            && !by.order
            && !self.players.second.is_empty()
            && ws.iter().any(|w| self.players.role(w).is_some());
        let beside_order_only = by.order
            && !by.heaps
            && !by.names
            && !by.rules
            && !by.start
            && !self.only_the_order(ws);
        beside_end
            || beside_order
            || beside_start
            || values_of_s
            || beside_heaps
            || beside_order_only
            || player_beside_start
    }

    /// Whether a sentence holds a number in digits that no key read from it
    /// holds (the end, which the winner's sentence restates, counts too).
    fn number_not_read(&self, s: &str) -> bool {
        let from_it: &[&str] = self.r.sentences.last().map_or(&[], |x| x.keys.as_slice());
        self.number_not_in(s, |name| name == "end" || from_it.contains(&name))
    }

    /// Whether a start's sentence holds a number in digits that neither the
    /// start nor the range holds (read from it or, for a range broken over
    /// two lines, from the next).
    fn number_not_in_start(&self, s: &str) -> bool {
        self.number_not_in(s, |name| ["start", "s", "k"].contains(&name))
    }

    /// Whether `s` holds a number in digits that no key `of` names holds; a
    /// strict bound is held one off («S > 12» is `13..`, «превышает 33» is
    /// «34 или больше»), and a footnote's mark («100[1]») is no number.
    fn number_not_in(&self, s: &str, of: impl Fn(&str) -> bool) -> bool {
        let held: Vec<i64> = self
            .r
            .keys
            .iter()
            .filter(|k| of(k.name))
            .flat_map(|k| numbers_in(&k.value))
            // The ceiling of an end said as a range, of its own sentence.
            .chain(
                self.ceiling
                    .iter()
                    .filter(|(_, t)| t == s)
                    .flat_map(|(c, _)| numbers_in(c)),
            )
            .collect();
        let held_near = |n: i64| {
            [n.checked_sub(1), Some(n), n.checked_add(1)]
                .into_iter()
                .flatten()
                .any(|m| held.contains(&m))
        };
        // The text outside footnotes' brackets, in one pass.
        let mut footnote = false;
        let text: String = s
            .chars()
            .map(|c| {
                let outside = !footnote && c != '[';
                footnote = if footnote { c != ']' } else { c == '[' };
                if outside {
                    c
                } else {
                    ' '
                }
            })
            .collect();
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|part| !part.is_empty())
            .any(|n| n.parse::<i64>().map_or(true, |m| !held_near(m)))
    }

    /// Whether the words say who moves first and nothing more: but for the
    /// players' noun before the verb, each is a word of the order («Игроки
    /// ходят по очереди, первый ход делает Петя», `players.order_words` and
    /// the phrases of who moves first) or a player's name.
    /// The words of a player named by a letter («игрок А») at word `i`:
    /// «игрок» and the name (2), or the name after «игрок» (1).
    fn letter_name_at(&self, ws: &[String], i: usize) -> Option<usize> {
        let names = self.letter_names.as_ref()?;
        let name = |w: &String| names.iter().any(|n| n.to_lowercase() == *w);
        let player = |w: &String| w.starts_with("игрок");
        if player(&ws[i]) && ws.get(i + 1).is_some_and(name) {
            Some(2)
        } else {
            (i > 0 && player(&ws[i - 1]) && name(&ws[i])).then_some(1)
        }
    }

    fn only_the_order(&self, ws: &[String]) -> bool {
        let v = vocabulary();
        let groups = [
            "players.first_mover",
            "players.first_mover_before",
            "players.second_mover_before",
            "players.order_words",
        ];
        // The players as the text calls them, before the verb («Подруги
        // ходят по очереди», «Обе сестры делают ходы по очереди»).
        let verb = |w: &String| v.group("players.take_turns").is(w);
        let mut i = ws.iter().take(3).position(verb).unwrap_or(0);
        while i < ws.len() {
            let step = groups
                .iter()
                .find_map(|g| v.group(g).at(ws, i))
                .or_else(|| self.players.role(&ws[i]).map(|_| 1))
                .or_else(|| self.letter_name_at(ws, i));
            match step {
                Some(n) => i += n,
                None => return false,
            }
        }
        true
    }
}

/// A permission or a prohibition beside the start or the end: a word of
/// [`says_a_rule`] that does not say which values S takes («S может
/// принимать значения от 10 до 28», «S может быть любым»; not «…, и каждый
/// ход может быть пропущен»).
fn rule_beside_s(ws: &[String]) -> bool {
    let v = vocabulary();
    let of_s = |i: usize| {
        v.group("start.may").is(&ws[i])
            && (i >= 1 && ws[i - 1] == "s"
                || ws.get(i + 1).is_some_and(|w| v.group("start.takes").is(w)))
    };
    let kept: Vec<String> = (0..ws.len())
        .filter(|&i| !of_s(i))
        .map(|i| ws[i].clone())
        .collect();
    says_a_rule(&kept)
}
