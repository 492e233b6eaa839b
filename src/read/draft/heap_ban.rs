//! A ban that restates the per-heap moves already read: «Камни во вторую
//! кучу добавлять нельзя.» of a game whose moves add only to the first
//! heap, «Увеличивать в два раза количество камней в первой куче нельзя.»
//! of one that doubles only the second, «Вторую кучу изменять нельзя.»,
//! «Количество камней во второй куче не меняется.». Read as a confirmation
//! only when no move read is of the kind banned on the heap banned (like
//! the remark of draft/one_heap.rs); a ban of a move the rules did read is
//! named — never a move silently dropped.

use super::Walk;
use crate::read::heap_target::{heap_targets, move_tokens};
use crate::read::vocabulary::vocabulary;

/// What a ban forbids on its heap: every change, an addition, or a growth
/// by a factor.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Banned {
    Any,
    Add,
    Grow,
}

impl Walk {
    /// The ban, made wholly of its words, on one heap named by number: taken
    /// and kept for the check.
    pub(super) fn read_heap_ban(&mut self, s: &str, ws: &[String]) -> bool {
        let Some(ban) = heap_ban(ws) else {
            return false;
        };
        self.heap_bans.push((s.to_string(), ban.0, ban.1));
        true
    }

    /// Names each ban unless the game has that heap and no move read acts
    /// on it in the way banned.
    pub(super) fn check_heap_bans(&mut self) {
        let bans = std::mem::take(&mut self.heap_bans);
        let moves = self.key("moves").map(|k| k.value.clone());
        for (s, heap, banned) in bans {
            let agrees = self.heaps.is_some_and(|h| h >= 2 && heap <= h)
                && moves.as_deref().is_some_and(|m| !acts_on(m, heap, banned));
            if !agrees {
                self.flag(&s);
            }
        }
    }
}

/// The heap (1-3) a sentence bans and what it bans, when every word is a
/// word of such a ban and it says a ban (a forbidding, or «не меняется»).
fn heap_ban(ws: &[String]) -> Option<(usize, Banned)> {
    let v = vocabulary();
    let g = |k: &str| v.group(&format!("heap_ban.{k}"));
    if !g("said").covers(ws) || !g("forbid").any(ws) {
        return None;
    }
    let heap = match heap_targets(ws)[..] {
        ["h1:"] => 1,
        ["h2:"] => 2,
        ["h3:"] => 3,
        _ => return None,
    };
    let (add, grow) = (g("add").any(ws), g("grow").any(ws));
    // «увеличивать» with no factor is any increase, an addition too.
    let factor = g("factor").any(ws) || g("multiply").any(ws);
    let banned = match (add, grow && factor) {
        (true, false) if !grow => Banned::Add,
        (false, true) => Banned::Grow,
        (false, false) => Banned::Any,
        _ => return None,
    };
    Some((heap, banned))
}

/// Whether a move of the rules language's `moves` may act on heap `heap`
/// in the way banned: a move on that heap, on any heap, on a heap named by
/// size, or on several at once; an expression or a pair of amounts always.
fn acts_on(moves: &str, heap: usize, banned: Banned) -> bool {
    let own = format!("h{heap}:");
    let mut on_it = true;
    for t in move_tokens(moves) {
        if t.starts_with('(') || t == "=" {
            return true;
        }
        if let Some(label) = t.strip_suffix(':') {
            on_it = format!("{label}:") == own || !label.starts_with('h');
            continue;
        }
        let kind = match t.chars().next() {
            Some('+') => Banned::Add,
            Some('*') => Banned::Grow,
            Some('-' | '/') => Banned::Any,
            _ => continue,
        };
        if on_it && (banned == Banned::Any || banned == kind) {
            return true;
        }
    }
    false
}
