//! The remarks of a move list: the rounding words said of a division
//! (in brackets or as a clause of their own) and the other parenthesised
//! remarks — «(по своему выбору)», a cap «(но не более, чем на 80 камней)»,
//! a move's name — each read or named, never dropped.

use super::{is_number, MoveList};
use crate::read::move_clause::move_label;
use crate::read::vocabulary::{vocabulary, words};

impl MoveList<'_> {
    /// Rounding words («с округлением в большую сторону», «только если
    /// делится нацело»): the rounding taken, `true`; words that say both
    /// ways or none, `false`.
    pub(super) fn modifier(&mut self, ws: &[String]) -> bool {
        let v = vocabulary();
        // «(в случае с первой кучей … до меньшего, а в случае со второй кучей
        // до большего)»: a rounding per heap is not read as one.
        if v.group("move_words.round_up").any(ws) && v.group("move_words.round_down").any(ws) {
            return false;
        }
        if v.group("move_words.round_up").any(ws) {
            self.round_up = true;
        } else if v.group("move_words.exact").any(ws) {
            self.exact = true;
        } else if v.group("move_words.round_down").any(ws) {
            self.round_down = true;
        } else {
            return false;
        }
        true
    }

    /// Parenthesised remarks: a rounding rule, «(по своему выбору)», or a
    /// cap on a move «в целое число раз» («(но не более, чем на 80
    /// камней)»); any other remark is named, never dropped. The list
    /// returned with its remarks taken out.
    pub(super) fn read_remarks(&mut self, body: &str) -> String {
        let v = vocabulary();
        let mut plain = String::new();
        let mut rest = body;
        while let Some(open) = rest.find('(') {
            plain.push_str(&rest[..open]);
            let close = rest[open..].find(')').map_or(rest.len(), |c| open + c);
            let remark = &rest[open..close];
            let rw = words(remark);
            // «(у каждого игрока есть неограниченное количество камней)».
            let filler = v.group("filler.phrases").any(&rw);
            // «от 1 до 5 (включительно)»: both ends of the range, as read.
            let inclusive = rw.iter().all(|w| w == "включительно") && !rw.is_empty() && {
                let before = words(&rest[..open]);
                let n = before.len();
                n >= 4
                    && before[n - 2] == "до"
                    && is_number(&before[n - 1])
                    && before[..n - 2].iter().rev().take(2).any(|w| w == "от")
            };
            // «(действие А)»: a move's name.
            let named = move_label(&rw);
            if !self.modifier(&rw)
                && !v.group("move_words.own_choice").any(&rw)
                && !filler
                && !inclusive
                && !named
            {
                match growth_cap(&rw) {
                    Some(n) if self.cap.is_none() => self.cap = Some(n),
                    _ => self.unread(remark.trim_start_matches('(')),
                }
            }
            rest = rest.get(close + 1..).unwrap_or("");
        }
        plain.push_str(rest);
        plain
    }
}

/// «(но не более, чем на 80 камней)»: how much a move may add at most.
fn growth_cap(ws: &[String]) -> Option<i64> {
    let v = vocabulary();
    let (at, len) = v.group("move_words.cap").find(ws)?;
    let (n, l) = v.number_at(ws, at + len)?;
    let n = n.whole()?;
    let tail = &ws[at + len + l..];
    (n >= 1
        && tail
            .iter()
            .all(|w| w.starts_with("камн") || w.starts_with("камен")))
    .then_some(n)
}
