//! A ban that restates the per-heap moves already read: «Камни во вторую
//! кучу добавлять нельзя.» of a game whose moves add only to the first
//! heap, «Увеличивать в два раза количество камней в первой куче нельзя.»
//! of one that doubles only the second, «Вторую кучу изменять нельзя.»,
//! «Количество камней во второй куче не меняется.». Read as a confirmation
//! only when no move read is of the kind banned on the heap banned (like
//! the remark of draft/one_heap.rs). A ban of moves a plain list read on
//! any heap of two («добавить в одну из куч один камень или увеличить
//! количество камней в куче в два раза. Увеличивать в два раза количество
//! камней в первой куче нельзя.») takes those moves off that heap: `any: +1;
//! h2: *2`. Any other ban of a move the rules did read is named — never a
//! move silently dropped.
//!
//! Of a game of one heap a ban naming no heap is read the same way, as a
//! confirmation only (rules63): «Увеличивать количество камней в куче в
//! несколько раз нельзя.» of `+1 +3`, «Убирать камни из кучи нельзя.» of
//! `+1 *2`. Named when a move read is of the kind banned, or the game has
//! more heaps.

use super::Walk;
use crate::read::heap_target::{heap_targets, move_tokens};
use crate::read::moves::plain_moves;
use crate::read::vocabulary::vocabulary;

/// What a ban forbids on its heap: every change, an addition, or a growth
/// by a factor (the factor when the ban names one: «в два раза», «утраивать»).
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Banned {
    Any,
    Add,
    Grow(Option<u32>),
    /// Taking stones away (a subtraction or a division).
    Take,
}

/// The heap a ban of a game of one heap is kept under: it names none.
const ONE_HEAP: usize = 0;

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
        let one = bans.len() == 1;
        for (s, heap, banned) in bans {
            let moves = self.key("moves").map(|k| k.value.clone());
            let heaps_agree = match heap {
                ONE_HEAP => self.heaps == Some(1),
                _ => self.heaps.is_some_and(|h| h >= 2 && heap <= h),
            };
            let agrees = heaps_agree && moves.as_deref().is_some_and(|m| !acts_on(m, heap, banned));
            if agrees {
                continue;
            }
            // The list's order is what no repeating and a limit name moves
            // by: a list under either is never rewritten; nor by two bans.
            let rewritten = (one
                && heap != ONE_HEAP
                && heap <= 2
                && self.heaps == Some(2)
                && !self.has("no_repeat"))
            .then_some(moves)
            .flatten()
            .and_then(|m| off_heap(&m, heap, banned));
            match rewritten {
                Some(m) => {
                    if let Some(k) = self.r.keys.iter_mut().find(|k| k.name == "moves") {
                        k.value = m;
                    }
                    self.mark(&s, "moves");
                }
                None => self.flag(&s),
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
        // «Убирать камни из кучи нельзя.»: no heap named, of one heap.
        [] if !g("heap_named").any(ws) => ONE_HEAP,
        _ => return None,
    };
    let (add, grow) = (g("add").any(ws), g("grow").any(ws));
    let take = g("take").any(ws);
    if take {
        // Taking is banned alone, and only of the one heap.
        return (heap == ONE_HEAP && !add && !grow).then_some((heap, Banned::Take));
    }
    // «увеличивать» with no factor is any increase, an addition too.
    let factor = g("factor").any(ws) || g("multiply").any(ws);
    let banned = match (add, grow && factor) {
        (true, false) if !grow => Banned::Add,
        (false, true) => Banned::Grow(factor_named(ws)),
        (false, false) => Banned::Any,
        _ => return None,
    };
    Some((heap, banned))
}

/// Whether a move of the rules language's `moves` may act on heap `heap`
/// in the way banned: a move on that heap, on any heap, on a heap named by
/// size, or on several at once; an expression or a pair of amounts always.
/// A ban of one factor is met only by a growth by that factor.
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
            Some('*') => Banned::Grow(t[1..].parse().ok()),
            Some('-' | '/') => Banned::Take,
            _ => continue,
        };
        // A ban of one factor («в два раза») is of that factor's moves
        // only; a ban of no factor named, or a move of none said plainly
        // (`*3/2`), of every growth.
        let same_kind = match (banned, kind) {
            (Banned::Add, Banned::Add) => true,
            (Banned::Grow(Some(b)), Banned::Grow(Some(m))) => b == m,
            (Banned::Grow(_), Banned::Grow(_)) => true,
            (Banned::Take, Banned::Take) => true,
            _ => false,
        };
        if on_it && (banned == Banned::Any || same_kind) {
            return true;
        }
    }
    false
}

/// The factor a ban of a growth names, when it names exactly one
/// («в два раза», «вдвое», «удваивать»: 2; «втрое», «утраивать»: 3).
fn factor_named(ws: &[String]) -> Option<u32> {
    let v = vocabulary();
    let g = |k: &str| v.group(&format!("heap_ban.{k}"));
    match (g("by_two").any(ws), g("by_three").any(ws)) {
        (true, false) => Some(2),
        (false, true) => Some(3),
        _ => None,
    }
}

/// A plain list of two heaps' moves (`+1 *2`, every move one sign and one
/// number, on either heap) with the moves banned on `heap` left to the
/// other heap alone: `any: +1; h2: *2`, or `h2: +1 *2` when every move is
/// banned. A growth ban bans the moves of the factor it names only, and
/// must name one; a ban of adding is never read here. `None` when the list
/// is not plain or no move is banned.
fn off_heap(moves: &str, heap: usize, banned: Banned) -> Option<String> {
    let tokens = plain_moves(moves)?;
    if tokens.is_empty() {
        return None;
    }
    // «Добавлять камни в первую кучу нельзя»: a doubling adds stones too,
    // so which moves it bans is not certain; never rewritten.
    let is_banned = |t: &&str| match banned {
        Banned::Any => true,
        Banned::Grow(Some(k)) => t.strip_prefix('*') == Some(k.to_string().as_str()),
        Banned::Add | Banned::Grow(None) | Banned::Take => false,
    };
    let (off, kept): (Vec<&str>, Vec<&str>) = tokens.into_iter().partition(is_banned);
    if off.is_empty() {
        return None;
    }
    let other = if heap == 1 { 2 } else { 1 };
    let off = format!("h{other}: {}", off.join(" "));
    Some(match kept.is_empty() {
        true => off,
        false => format!("any: {}; {off}", kept.join(" ")),
    })
}
