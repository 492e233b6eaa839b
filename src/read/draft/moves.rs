//! The moves and what limits them: the move list (with a pass in a sentence
//! of its own), a rule on the position after a move, no repeating, a
//! rounding rule, and the factor bounded by the end.

use super::Walk;
use crate::msg;
use crate::read::players::moves_of_one_player;
use crate::read::position_moves::position_moves;
use crate::read::rounding::plain_divisors;
use crate::read::rules::{self, Repeat};
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;
use crate::read::{
    conditional, equal_heaps, limited_move, move_clause, move_limit, moves, require, rounding,
    short,
};

/// The most words of moves a list may have before a sentence adds to it.
const MOST_MOVES_JOINED: usize = 64;

/// The most sentences that may add moves to a list («Кроме того, …»): no
/// game's rules say more; the rest are named, not read one by one.
const MOST_SENTENCES_ADDING: usize = 8;

impl Walk {
    /// «Не разрешается делать ход, после которого …»: a rule on the
    /// position after a move (never a move of its own: «делиться на 3» is
    /// no division).
    pub(super) fn read_requirement(&mut self, s: &str, ws: &[String]) -> bool {
        match require::require(s, ws, self.heaps.unwrap_or(1)) {
            Some(Ok(rule)) => {
                self.set("require", rule, s);
                true
            }
            Some(Err(())) => {
                self.flag(s);
                true
            }
            None => false,
        }
    }

    /// «Удваивать можно только если в куче нечётное число камней» after the
    /// move list: that one move under the condition (`limited_move::limit`);
    /// «Утраивать количество камней в куче, если в ней больше 20 камней,
    /// нельзя.»: that one move under the condition negated
    /// (`limited_move::ban`). A sentence so shaped that names no move of the
    /// list, or one twice, or a condition not read, is named.
    pub(super) fn read_limited_move(&mut self, s: &str) -> bool {
        let read = if limited_move::is_limit(s) {
            limited_move::limit(s)
        } else if limited_move::is_ban(s) {
            limited_move::ban(s)
        } else {
            return false;
        };
        let read = read.is_some_and(|(mv, cond)| {
            self.rewrite_moves(|list| limited_move::limited(list, &mv, &cond))
        });
        if !read {
            self.flag(s);
        }
        true
    }

    /// «Каждый игрок может удвоить кучу не более двух раз за игру.» after
    /// the move list: that one move under its limit for each player
    /// (`move_limit`). A sentence so shaped that is not read (other words,
    /// no such move in a plain list, no list read yet) is named.
    pub(super) fn read_move_limit(&mut self, s: &str, ws: &[String]) -> bool {
        if !move_limit::is_limit(ws) {
            return false;
        }
        let read = move_limit::limit(ws).is_some_and(|(mv, n, each)| {
            self.rewrite_moves(|list| move_limit::limited(list, &mv, n, each))
        });
        if !read {
            self.flag(s);
        }
        true
    }

    /// «За один ход игрок может …»: the move list. Its unread clauses are
    /// named, but for a pass whose limit a later sentence may say.
    pub(super) fn read_moves(&mut self, s: &str, ws: &[String]) -> bool {
        // «Игроки не могут пропускать ход.»: a remark made wholly of
        // remarks' words, which the filler reader takes; no moves.
        if vocabulary().group("filler.remarks").covers(ws) {
            return false;
        }
        // «Ходы: +1, +5 или ×2.»: the moves in signs, the list of a post.
        // A division in signs («Ходы: −1, :2.») says no rounding: it is
        // read only as a later sentence or an example settles it.
        if let Some(list) = moves::signed_list(s).filter(|_| !self.has("moves")) {
            self.note_unrounded(s, &plain_divisors(&list));
            self.set("moves", list, s);
            return true;
        }
        // «Возможные ходы: +1, +3, ×2 (добавить …, … или удвоить …).»: the
        // signs restated in words, read when the two say the same moves.
        if let Some((list, unrounded)) =
            moves::signed_list_restated(s, self.heaps).filter(|_| !self.has("moves"))
        {
            self.note_unrounded(s, &unrounded);
            self.set("moves", list, s);
            return true;
        }
        // «… из позиции (a, b) получить любую из четырёх позиций: (a + 1, b),
        // (a, b + 1), (2a, b), (a, 2b).»: the moves said as positions over
        // letters, the same on every heap.
        if let Some(list) = position_moves(s, self.heaps).filter(|_| !self.has("moves")) {
            self.set("moves", list, s);
            return true;
        }
        // «Если … чётное, игрок может также удвоить …» after a list: moves
        // added to it, not a list of their own.
        if self.has("moves") && crate::read::also_condition::is_also_condition_first(s) {
            return self.read_more_moves(s, ws);
        }
        // «Если количество камней чётное, игрок может …»: the moves with
        // their condition said first.
        let condition_first = conditional::condition_first(s);
        let moves_said = condition_first.as_deref().unwrap_or(s);
        let moves_ws = condition_first.as_deref().map(words);
        // «добавить в одну из куч один камень или …» before anything read:
        // the moves, their head «За один ход игрок может» lost with the text
        // before it.
        let headless = self.r.keys.is_empty() && moves::headless(ws);
        if !(headless || moves::is_moves(moves_ws.as_deref().unwrap_or(ws))) {
            return self.read_more_moves(s, ws);
        }
        let with_head;
        let moves_said = if headless {
            with_head = format!("За один ход игрок может {moves_said}");
            with_head.as_str()
        } else {
            moves_said
        };
        let f = moves::moves(moves_said, self.heaps);
        // «Пропускать ход можно.»: words of a move that give no move and
        // name no part unread — not read here, so never read silently.
        if f.keys.is_empty() && f.wholly_read() {
            return false;
        }
        if let Some(h) = &f.halving_by_example {
            self.halving_by_example = Some(h.clone());
        }
        self.note_unrounded(s, &f.division_unrounded);
        if moves_of_one_player(ws, &self.players_or_exam_pair())
            || super::player_moves::said_by_role(s, ws)
        {
            // «За один ход Петя может …, а Ваня — …»: moves of one player,
            // given as `first:`/`second:` once both players' are read; a
            // sentence that says more than moves is named.
            if self.read_player_moves(moves_said, ws) {
                return true;
            }
            self.flag(s);
        }
        for (k, val) in f.keys {
            // A sentence of its own that only allows a pass: one more
            // move of the list read elsewhere.
            if k == "moves" && val.split_whitespace().next() == Some("pass") {
                self.extra_moves.push(val);
                self.mark_last("moves");
                continue;
            }
            self.set(k, val, s);
        }
        let v = vocabulary();
        for u in f.unread {
            // «… или пропустить ход.» with how often and whose in a
            // sentence of its own after it: named only if none reads.
            if self.pending_pass.is_none() && v.group("verbs.pass").any(&words(&u)) {
                self.pending_pass = Some((u, self.r.sentences.len() - 1));
                continue;
            }
            self.r
                .unread
                .push(msg!("read-note-in-moves", words = short(&u)));
        }
        self.r.unread.extend(f.notes);
        true
    }

    /// «Кроме того, игрок может …», «Ещё один возможный ход — …»: moves
    /// added to the list read before. A move already in the list, or one
    /// player's, is named; with no list before, the sentence is not read.
    fn read_more_moves(&mut self, s: &str, ws: &[String]) -> bool {
        // «Кроме того, если в куче не менее 10 камней, игрок может …»: the
        // sentence checked without its condition, read with it after «может».
        let conditioned = moves::continued_condition_first(s, ws);
        let said = match &conditioned {
            Some((plain, with_condition)) => moves::continued_moves(plain, &words(plain))
                .filter(|said| said == plain)
                .map(|_| with_condition.clone()),
            None => moves::continued_moves(s, ws),
        };
        let Some(said) = said else {
            return false;
        };
        if !self.has("moves") {
            return false;
        }
        self.moves_added += 1;
        if self.moves_added > MOST_SENTENCES_ADDING {
            self.flag(s);
            return true;
        }
        let one_player = moves_of_one_player(ws, &self.players_or_exam_pair());
        let f = moves::moves(&said, self.heaps);
        if one_player {
            // «Кроме того, Ваня может утроить кучу»: kept for that player.
            let more = f.keys.iter().find(|k| k.0 == "moves").map(|k| k.1.clone());
            let taken =
                f.wholly_read() && more.is_some_and(|m| self.added_for_one_player(s, ws, &m));
            if !taken {
                self.flag(s);
            }
            return true;
        }
        for u in &f.unread {
            self.r
                .unread
                .push(msg!("read-note-in-moves", words = short(u)));
        }
        self.r.unread.extend(f.notes.iter().cloned());
        self.note_unrounded(s, &f.division_unrounded);
        let Some((_, more)) = f.keys.into_iter().find(|k| k.0 == "moves") else {
            self.flag(s);
            return true;
        };
        let Some(k) = self.r.keys.iter_mut().find(|k| k.name == "moves") else {
            return false;
        };
        let is_label = |t: &str| t.ends_with(':');
        let before: Vec<&str> = k.value.split_whitespace().collect();
        // A list longer than any game's: not grown further (each sentence
        // would be checked against all the moves before it).
        if before.len() > MOST_MOVES_JOINED {
            self.flag(s);
            return true;
        }
        let twice = more
            .split_whitespace()
            .any(|m| !is_label(m) && before.contains(&m));
        if twice {
            self.flag(s);
            return true;
        }
        // Moves on any heap after moves on a named one keep their label.
        let labelled = before.iter().any(|t| is_label(t));
        let unlabelled = more.split_whitespace().next().is_some_and(|t| !is_label(t));
        k.value = if labelled && unlabelled {
            format!("{} any: {more}", k.value)
        } else {
            format!("{} {more}", k.value)
        };
        self.mark_last("moves");
        true
    }

    /// «Повторять ход противника запрещено»: the rule against repeating a
    /// move (whose move not said: the sentence stays unread).
    pub(super) fn read_no_repeat(&mut self, s: &str, ws: &[String]) -> bool {
        match rules::no_repeat(ws) {
            Some(Repeat::Forbidden(nr)) => {
                self.set("no_repeat", nr.to_string(), s);
                self.no_repeat_said = true;
                true
            }
            Some(Repeat::Unnamed) | None => false,
        }
    }

    /// «Повторять чужие ходы … разрешается»: what the rule against
    /// repeating leaves open, agreeing with it.
    pub(super) fn read_repeat_allowed(&mut self, ws: &[String]) -> bool {
        let allowed = self
            .r
            .keys
            .iter()
            .any(|k| k.name == "no_repeat" && rules::repeat_allowed(ws, &k.value));
        if allowed {
            self.mark_last("no_repeat");
        }
        allowed
    }

    /// The rule for equal heaps of moves on the larger and the smaller heap
    /// («Если кучи содержат равное количество камней, … удвоение в этой
    /// ситуации запрещено»), after the moves it limits (`equal_heaps`).
    pub(super) fn read_equal_heaps(&mut self, ws: &[String]) -> bool {
        let heaps = self.heaps.unwrap_or(1);
        self.rewrite_moves(|m| equal_heaps::equal_heaps_rule(ws, m, heaps))
    }

    /// A rounding rule of its own, after the moves it rounds.
    pub(super) fn read_rounding(&mut self, ws: &[String]) -> bool {
        let Some(up) = rounding::rounding(ws) else {
            return false;
        };
        if rounding::of_growth(ws) {
            return self.rewrite_moves(|m| rounding::rounded_fraction(m, up));
        }
        let read = self.rewrite_moves(|m| rounding::rounded(m, up));
        self.rounding_read |= read;
        read
    }

    /// The move list read so far rewritten by a sentence after it (`with`
    /// gives the new list, or nothing when the sentence does not apply):
    /// the sentence then gave the moves.
    fn rewrite_moves(&mut self, with: impl FnOnce(&str) -> Option<String>) -> bool {
        let moves = self.r.keys.iter_mut().find(|k| k.name == "moves");
        match moves.and_then(|k| with(&k.value).map(|m| k.value = m)) {
            Some(()) => {
                self.mark_last("moves");
                true
            }
            None => false,
        }
    }

    /// The passes of sentences of their own joined to the move list; a pass
    /// in the list whose limit no sentence said is named.
    pub(super) fn join_extra_moves(&mut self) {
        if let Some((u, at)) = self.pending_pass.take() {
            if !self.extra_moves.iter().any(|m| m.starts_with("pass")) {
                self.r
                    .unread
                    .push(msg!("read-note-in-moves", words = short(&u)));
                if let Some(x) = self.r.sentences.get_mut(at) {
                    x.unread = true;
                }
            }
        }
        if let Some(k) = self.r.keys.iter_mut().find(|k| k.name == "moves") {
            for m in self.extra_moves.drain(..) {
                k.value = format!("{} {m}", k.value);
            }
        }
    }

    /// «в целое число раз»: the factor runs up to past the largest number
    /// of the end and winner rules; with no such number, named.
    pub(super) fn bound_factors(&mut self) {
        let r = &mut self.r;
        let moves_bound = r
            .keys
            .iter()
            .find(|k| k.name == "moves" && k.value.contains(move_clause::END_BOUND))
            .map(|k| k.words.clone());
        let Some(words) = moves_bound else {
            return;
        };
        let bound = r
            .keys
            .iter()
            .filter(|k| k.name == "end" || k.name == "winner")
            .flat_map(|k| numbers_in(&k.value))
            .max();
        match bound {
            Some(n) => {
                if let Some(k) = r.keys.iter_mut().find(|k| k.name == "moves") {
                    k.value = k
                        .value
                        .replace(move_clause::END_BOUND, &(n + 1).to_string());
                }
            }
            None => r.unread.push(msg!("read-note-any-factor", words = words)),
        }
    }
}

/// The whole numbers written in a rule (`sum >= 77` → 77).
pub(super) fn numbers_in(rule: &str) -> Vec<i64> {
    rule.split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse().ok())
        .collect()
}
