//! A halving whose rounding is said of the half taken («убрать из кучи
//! половину имеющихся в ней камней (с округлением вниз)»): the half taken
//! rounded down leaves the larger part, so the rest is rounded up. The words
//! may also be meant of what is left; the reading is kept only when an
//! example halves an odd heap and lists what this reading leaves (the
//! example is then checked in full against the rules, as every example is).

use super::Walk;
use crate::msg;
use crate::read::short;

impl Walk {
    /// Names the halving's clause unless an example of one heap, from an
    /// odd count, lists the rest this reading gives.
    pub(super) fn confirm_halving(&mut self) {
        let Some((clause, up)) = self.halving_by_example.take() else {
            return;
        };
        let confirmed = self.r.examples.iter().any(|e| {
            e.strategy.is_none()
                && e.last_move.is_none()
                && !e.ends_game
                && match e.from.as_slice() {
                    [n] if n % 2 == 1 && *n > 1 => {
                        let rest = if up { (n + 1) / 2 } else { n / 2 };
                        e.to.contains(&vec![rest])
                    }
                    _ => false,
                }
        });
        if !confirmed {
            self.r.unread.push(msg!(
                "read-note-halving-unconfirmed",
                words = short(&clause)
            ));
        }
    }
}
