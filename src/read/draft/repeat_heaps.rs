//! A rule against repeating a move in a game of several heaps («Нельзя
//! повторять свой предыдущий ход.» beside «добавить в одну из куч один
//! камень …»): is adding a stone to the first heap and then to the second
//! the same move? The text does not say, and the rules language names a
//! move by its place in the list (the heap not counted) — a guess either
//! way. The rule is named unless every move acts on a heap said by number
//! (`h1:`), on every heap at once (`all:`), or on the position as a whole
//! (`(h1 + 1, h2 * 2)`). Probe audit73.

use super::Walk;

/// The labels that name which heap(s) the moves after them act on.
const HEAP_LABELS: [&str; 8] = [
    "h1:", "h2:", "h3:", "any:", "larger:", "smaller:", "all:", "both:",
];

/// The labels whose moves act on one heap the text fixes, or on all.
const FIXED: [&str; 5] = ["h1:", "h2:", "h3:", "all:", "both:"];

impl Walk {
    /// Names the rule against repeating in a game of several heaps when a
    /// move of the list acts on a heap the player chooses.
    pub(super) fn check_repeat_heaps(&mut self) {
        if self.heaps.is_none_or(|h| h < 2) {
            return;
        }
        let Some(rule) = self.key("no_repeat").map(|k| k.words.clone()) else {
            return;
        };
        let chosen = self
            .key("moves")
            .is_some_and(|k| moves_on_a_chosen_heap(&k.value));
        if chosen {
            self.flag(&rule);
        }
    }
}

/// Whether a move of the list acts on a heap the player chooses: one
/// under `any:`, `larger:`, `smaller:`, or no heap label (any heap).
/// A player's label (`first:`) leaves no heap said.
fn moves_on_a_chosen_heap(moves: &str) -> bool {
    let mut fixed = false;
    let mut depth = 0usize;
    for t in moves.split_whitespace() {
        let inside = depth > 0 || t.starts_with('(');
        depth = (depth + t.matches('(').count()).saturating_sub(t.matches(')').count());
        if inside {
            // A move of the whole position: «(h1 + 1, h2 * 2)».
            continue;
        }
        if HEAP_LABELS.contains(&t) {
            fixed = FIXED.contains(&t);
        } else if t.ends_with(':') {
            // A player's label («first:»): his moves' heap said anew.
            fixed = false;
        } else if !fixed {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::moves_on_a_chosen_heap as chosen;

    #[test]
    fn a_move_on_a_heap_the_player_chooses() {
        assert!(chosen("+1 *2"));
        assert!(chosen("h1: +1; any: *2"));
        assert!(chosen("smaller: +1"));
        assert!(chosen("h1: +1 h2: *2 larger: +3"));
        assert!(chosen("x = 2*x + 1;"));
        assert!(!chosen("h1: +1; h2: *2"));
        assert!(!chosen("h1: +1 *2 h2: +1"));
        assert!(!chosen("all: +1"));
        assert!(!chosen("(h1 + 1, h2 * 2) (h1 * 2, h2 + 1)"));
        assert!(!chosen("h1: +1; h2: x = x + h1;"));
    }
}
