//! A division with no word on a heap its divisor does not divide
//! («уменьшить количество камней в куче в два раза» alone): rounding down
//! and up make other games, so it is read (`/2`, rounding down) only when
//! the text says so elsewhere — a rounding sentence of its own («При
//! делении количество камней округляется в меньшую сторону.»), a condition
//! that makes the move exact («Если количество камней в куче не делится на
//! 3, уменьшать его в три раза нельзя.»), or an example from a heap the
//! divisor does not divide (rules64b). Else the move sentence is named.
//!
//! So is a growth by a fraction with no word on a heap it does not make
//! whole («увеличить количество камней в куче в полтора раза» alone, read
//! `*3/2`, a move only when whole): rounding down or up, or no move at all,
//! make other games (fresh61). A rounding sentence rewrites the fraction,
//! «если оно чётное» makes it `*3/2 if even(x);`, and an example from a heap
//! the denominator does not divide that lists neither rounding settles it.

use super::Walk;
use crate::msg;
use crate::read::rounding::plain_divisors;
use crate::read::short;

/// The growths by a fraction `a/b` of a move list that no condition
/// follows (`*3/2`, not `*3/2 if even(x);`); a shrink (a third taken,
/// `*2/3`) is settled where it is read (`moves/finish.rs`).
fn bare_fractions(moves: &str) -> Vec<(i64, i64)> {
    let tokens: Vec<&str> = moves.split_whitespace().collect();
    tokens
        .iter()
        .enumerate()
        .filter(|(i, _)| tokens.get(i + 1) != Some(&"if"))
        .filter_map(|(_, m)| {
            let (a, b) = m.trim_end_matches(';').strip_prefix('*')?.split_once('/')?;
            Some((a.parse::<i64>().ok()?, b.parse::<i64>().ok()?))
        })
        .filter(|&(a, b)| b > 1 && a > b)
        .collect()
}

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

    /// Names the move sentence whose growth by a fraction (`*3/2`, no
    /// condition after it) no rounding, condition or example settled.
    pub(super) fn settle_fraction_rounding(&mut self) {
        let Some(k) = self.r.keys.iter().find(|k| k.name == "moves") else {
            return;
        };
        let fractions = bare_fractions(&k.value);
        if fractions
            .iter()
            .all(|&(a, b)| self.example_makes_no_fraction(a, b))
        {
            return;
        }
        let said = k.words.clone();
        self.r
            .unread
            .push(msg!("read-note-fraction-rounding", words = short(&said)));
    }

    /// An example of one move from a heap `b` does not divide that lists
    /// neither rounding of the heap grown by `a/b`: the growth is then a
    /// move only when whole, as read.
    fn example_makes_no_fraction(&self, a: i64, b: i64) -> bool {
        self.r.examples.iter().any(|e| {
            e.strategy.is_none()
                && e.last_move.is_none()
                && !e.ends_game
                && !e.to.is_empty()
                && e.from.iter().enumerate().any(|(i, &n)| {
                    n > 0 && n % b != 0 && {
                        let grown = n.saturating_mul(a);
                        [grown / b, grown / b + 1].iter().all(|&g| {
                            let mut to = e.from.clone();
                            to[i] = g;
                            !e.to.contains(&to)
                        })
                    }
                })
        })
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
