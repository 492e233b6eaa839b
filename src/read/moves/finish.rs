//! What a whole move list settles once its clauses are read: a halving
//! read only when the rounding of what is left is said, the cap on a growth
//! by any factor, the rounding put on the divisions and fractions, and the
//! moves on a named heap labelled.

use super::MoveList;
use crate::msg;
use crate::read::equal_heaps::equal_heaps_rule;
use crate::read::heap_target::labelled;
use crate::read::move_clause::{any_factor_move, END_BOUND, THIRD_OFF};
use crate::read::rounding::plain_divisors;
use crate::read::vocabulary::vocabulary;

impl MoveList<'_> {
    /// The list's moves settled and kept as the key `moves`.
    pub(super) fn finish(&mut self) {
        self.check_signs();
        self.settle_halving();
        self.settle_thirds();
        self.settle_halved_to();
        self.put_cap();
        self.put_rounding();
        self.note_unrounded();
        let mut out = std::mem::take(&mut self.out);
        if !self.targeted.is_empty() {
            out = labelled(&out, &self.targeted);
        }
        self.check_equal_remark(&out.join(" "));
        if !out.is_empty() {
            self.found.keys.push(("moves", out.join(" ")));
        }
    }

    /// The rule for equal heaps said in brackets restates the moves read
    /// («увеличить меньшую кучу вдвое (если кучи равны, можно удвоить
    /// любую)»: either heap is the smaller then); any other is named.
    fn check_equal_remark(&mut self, moves: &str) {
        let Some((ws, said)) = self.equal_remark.take() else {
            return;
        };
        let restated =
            self.heaps == Some(2) && equal_heaps_rule(&ws, moves, 2).is_some_and(|m| m == moves);
        if !restated {
            self.found.unread.push(said);
        }
    }

    /// The moves restated in signs agree with the words' moves, one sign a
    /// move in the same order («добавить один камень (+1) или удвоить (×2)»,
    /// «… (+1, ×2)»); signs that say other moves, or fewer or more, name
    /// their remarks — the words and the signs disagree.
    fn check_signs(&mut self) {
        if self.signs.is_empty() || self.signs == self.out {
            return;
        }
        for said in std::mem::take(&mut self.signs_said) {
            self.found.unread.push(said);
        }
    }

    /// The rounding must say what is left («остаётся на 1 камень больше»):
    /// «округляется до меньшего» may be said of what is taken.
    fn settle_halving(&mut self) {
        // «(если количество камней нечётно, то убрать половину нельзя)»: an
        // odd heap is not halved at all.
        let left_said = self.exact_divisor == Some(2)
            || (self.round_up || self.round_down)
                && vocabulary()
                    .as_written("moves.left_said")
                    .iter()
                    .any(|w| self.lower.contains(w.as_str()));
        let Some(h) = self.halved.take().filter(|_| !left_said) else {
            return;
        };
        // «убрать половину (с округлением вниз)»: the half taken is rounded
        // down, so the rest is rounded up — read so when the list's only
        // division is the halving, and kept only if an example agrees.
        let one_division = self.out.iter().filter(|m| m.contains('/')).count() == 1;
        if (self.round_up != self.round_down) && one_division && !self.exact {
            std::mem::swap(&mut self.round_up, &mut self.round_down);
            self.found.halving_by_example = Some((h, self.round_up));
            return;
        }
        self.found.unread.push(h);
        self.out.retain(|m| m != "/2");
    }

    /// «уменьшить на треть (если количество камней кратно трём)», «убрать
    /// треть камней (если количество камней не делится на 3, такой ход
    /// невозможен)»: `*2/3`, made only on a heap three divides, read when
    /// the list says just that — its only division, exact, no rounding,
    /// every divisor said 3 (rules63b). A third with no word of an odd
    /// heap, or rounded («количество убираемых камней округляется вниз»),
    /// is named.
    fn settle_thirds(&mut self) {
        let Some(t) = self.thirded.take() else {
            return;
        };
        let divisions = self.out.iter().filter(|m| m.contains('/')).count();
        let certain = self.exact
            && !self.round_up
            && !self.round_down
            && self.exact_divisor.is_none_or(|d| d == 3)
            && divisions == 1
            && self.out.iter().any(|m| m == THIRD_OFF)
            && divisors_said_are_three(&self.sentence_words);
        if certain {
            return;
        }
        // «на треть (количество убираемых камней округляется вниз)»: the
        // third taken is rounded, what is left is the rest — read when the
        // rounding names the stones taken, one way, the list's only
        // division (rules64). «(с округлением вниз)» may be said of what is
        // left: named.
        let taken_rounded = !self.exact
            && self.round_up != self.round_down
            && self.exact_divisor.is_none()
            && divisions == 1
            && vocabulary()
                .group("move_words.taken_rounded")
                .any(&self.sentence_words);
        if let (true, Some(m)) = (taken_rounded, self.out.iter_mut().find(|m| *m == THIRD_OFF)) {
            *m = if self.round_up {
                "x = x - cdiv(x, 3);".into()
            } else {
                "x = x - x / 3;".into()
            };
            return;
        }
        self.found.unread.push(t);
        self.out.retain(|m| m != THIRD_OFF);
    }

    /// «уменьшить количество камней в куче наполовину (с округлением
    /// вниз)», «(… нечётно, остаётся меньшая половина)», «(… нечётно, то
    /// ход невозможен)»: `/2`, rounded or exact as said — the list's only
    /// division, one rounding said (rules64). «Наполовину» with nothing of
    /// an odd heap is named: whether an odd heap may be halved is not said.
    fn settle_halved_to(&mut self) {
        let Some(h) = self.halved_to.take() else {
            return;
        };
        let divisions = self.out.iter().filter(|m| m.contains('/')).count();
        let roundings =
            usize::from(self.round_up) + usize::from(self.round_down) + usize::from(self.exact);
        let certain = roundings == 1
            && self.exact_divisor.is_none_or(|d| d == 2)
            && divisions == 1
            && self.out.iter().any(|m| m == "/2");
        if !certain {
            self.found.unread.push(h);
            self.out.retain(|m| m != "/2");
        }
    }

    /// The plain divisions left with no rounding said in the list
    /// («уменьшить количество камней в куче в два раза» alone): rounding
    /// down and up give other games, so the text must say it elsewhere.
    fn note_unrounded(&mut self) {
        if self.round_down {
            return;
        }
        self.found.division_unrounded = plain_divisors(&self.out.join(" "));
    }

    /// The cap bounds a growth by any factor; said of anything else it is
    /// not read.
    fn put_cap(&mut self) {
        if let Some(n) = self.cap {
            match self.out.iter_mut().find(|m| *m == &any_factor_move()) {
                Some(m) => *m = format!("x = x * k for k in 2..{END_BOUND} if x * k - x <= {n};"),
                None => self
                    .found
                    .notes
                    .push(msg!("read-note-cap-unread", cap = n.to_string())),
            }
        }
    }

    /// «в полтора раза (… округляется в меньшую сторону)»: a fraction
    /// rounded, not only when whole; a division exact or rounded up.
    fn put_rounding(&mut self) {
        let mut divided = false;
        for m in &mut self.out {
            if let Some((a, b)) = m.strip_prefix('*').and_then(|f| f.split_once('/')) {
                if self.round_up {
                    *m = format!("x = cdiv(x * {a}, {b});");
                } else if self.round_down {
                    *m = format!("x = x * {a} / {b};");
                }
            }
            // «(если … не делится на 3, такой ход невозможен)» of a third.
            if m == THIRD_OFF && self.exact_divisor == Some(3) {
                divided = true;
            }
            if m.starts_with('/') && !m.contains(' ') {
                divided = true;
                // «уменьшить в три раза (если … нечётно, то ход невозможен)»:
                // the remark names another divisor than the move's.
                if self.exact_divisor.is_some_and(|d| m[1..] != d.to_string()) {
                    self.found.notes.push(msg!(
                        "read-note-divisor-other",
                        divisor = m[1..].to_string()
                    ));
                } else if self.exact {
                    m.push_str(" exact");
                } else if self.round_up {
                    m.push_str(" up");
                }
            }
        }
        // A remark forbidding a move on an odd heap said of no division.
        if let Some(d) = self.exact_divisor.filter(|_| !divided) {
            self.found.notes.push(msg!(
                "read-note-barred-no-division",
                divisor = d.to_string()
            ));
        }
    }
}

/// Every divisor the sentence says («кратно трём», «делится на 3») is 3;
/// «если делится» with none said is of the third.
fn divisors_said_are_three(ws: &[String]) -> bool {
    let v = vocabulary();
    let divisible = v.group("conditions.divisible");
    (0..ws.len()).filter(|&i| divisible.is(&ws[i])).all(|i| {
        let from = i + 1 + usize::from(ws.get(i + 1).is_some_and(|w| w == "на"));
        match v.number_at(ws, from) {
            Some((n, _)) => n.whole() == Some(3),
            None => true,
        }
    })
}
