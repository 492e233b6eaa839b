//! A division with no word on a heap its divisor does not divide
//! («уменьшить количество камней в куче в два раза» alone): rounding down
//! and up make other games, so it is read (`/2`, rounding down) only when
//! the text says so elsewhere — a rounding sentence of its own («При
//! делении количество камней округляется в меньшую сторону.»), a condition
//! that makes the move exact («Если количество камней в куче не делится на
//! 3, уменьшать его в три раза нельзя.»), or an example from a heap the
//! divisor does not divide (rules64b). Else the move sentence is named.

use super::Walk;
use crate::msg;
use crate::read::rounding::plain_divisors;
use crate::read::short;

impl Walk {
    /// Keeps the first move sentence whose divisions say no rounding.
    pub(super) fn note_unrounded(&mut self, s: &str, divisors: &[i64]) {
        if !divisors.is_empty() && self.division_unrounded.is_none() {
            self.division_unrounded = Some((s.to_string(), divisors.to_vec()));
        }
    }

    /// Names the move sentence whose plain divisions no later sentence or
    /// example settled.
    pub(super) fn settle_division_rounding(&mut self) {
        let Some((s, divisors)) = self.division_unrounded.take() else {
            return;
        };
        if self.rounding_read {
            return;
        }
        let left = self
            .r
            .keys
            .iter()
            .find(|k| k.name == "moves")
            .map(|k| plain_divisors(&k.value))
            .unwrap_or_default();
        let settled = divisors
            .iter()
            .filter(|d| left.contains(d))
            .all(|&d| self.example_rounds_down(d));
        if !settled {
            self.r
                .unread
                .push(msg!("read-note-division-rounding", words = short(&s)));
        }
    }

    /// An example of one move from a heap `d` does not divide that lists
    /// the heap divided rounding down (every example is checked against the
    /// rules as read, so one rounding up is named there).
    fn example_rounds_down(&self, d: i64) -> bool {
        self.r.examples.iter().any(|e| {
            e.strategy.is_none()
                && e.last_move.is_none()
                && !e.ends_game
                && e.from.iter().enumerate().any(|(i, &n)| {
                    n > d && n % d != 0 && {
                        let mut to = e.from.clone();
                        to[i] = n / d;
                        e.to.contains(&to)
                    }
                })
        })
    }
}
