//! A remark that a move changes one heap only («Изменять обе кучи за один
//! ход нельзя.», «За один ход можно изменить только одну кучу.»): it
//! restates the moves when each move read acts on one heap, and is a
//! confirmation then; with moves that change several heaps at once (a
//! pair of amounts, `all:`, an expression) or no game of several heaps, the
//! remark and the moves disagree and it is named.

use super::Walk;
use crate::read::vocabulary::vocabulary;

impl Walk {
    /// The remark, made wholly of its words, taken and kept for the check.
    pub(super) fn read_one_heap_remark(&mut self, s: &str, ws: &[String]) -> bool {
        if !vocabulary().group("filler.one_heap").covers(ws) {
            return false;
        }
        self.one_heap_remark.get_or_insert_with(|| s.to_string());
        true
    }

    /// Names the remark unless the game has several heaps and every move
    /// read changes one of them.
    pub(super) fn check_one_heap_remark(&mut self) {
        let Some(s) = self.one_heap_remark.take() else {
            return;
        };
        let one_each = self.key("moves").is_some_and(|k| {
            !k.value
                .split_whitespace()
                .any(|t| t == "all:" || t == "both:" || t == "=" || t.starts_with('('))
        });
        if !(one_each && self.heaps.is_some_and(|h| h >= 2)) {
            self.flag(&s);
        }
    }
}
