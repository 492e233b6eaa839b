//! When the game ends and who wins: a player who cannot move, the end
//! condition and the winner, read with their signs spoken as words.

use super::Walk;
use crate::read::rules;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

impl Walk {
    /// «Проигрывает игрок, который не может сделать ход»: who loses when
    /// stalled; «игра идёт, пока …»: no end but a stall.
    pub(super) fn read_no_moves(&mut self, s: &str, ws: &[String]) -> bool {
        if let Some(nm) = rules::no_moves(ws) {
            self.set("no_moves", nm.to_string(), s);
            true
        } else if rules::ends_when_stalled(ws) {
            self.set("end", "false".into(), s);
            true
        } else {
            false
        }
    }

    /// «становится ≤ 19»: the end and the winner read with their signs
    /// spoken as words.
    pub(super) fn read_end_and_winner(&mut self, s: &str, ws: &[String]) -> bool {
        // «…; если же …, он проигрывает»: two rules, each read alone (both
        // must be, or the sentence is named).
        if let Some((first, second)) = rules::rules_at_semicolon(s) {
            let a = self.read_end_and_winner_in(s, &words(first), first);
            let b = self.read_end_and_winner_in(s, &words(second), second);
            return a && b;
        }
        self.read_end_and_winner_in(s, ws, s)
    }

    /// The end and the winner of the words `ws` of `text`, a sentence or
    /// its part, the sentence `s` named as what gave them.
    fn read_end_and_winner_in(&mut self, s: &str, ws: &[String], text: &str) -> bool {
        let spoken_text = vocabulary().spoken(text);
        let spoken = spoken_text.as_deref().map(words);
        let ws = spoken.as_deref().unwrap_or(ws);
        // «побеждает тот, кто заставит противника сделать ход, после
        // которого …»: the mover of that move loses.
        let forced = rules::forced_move(ws);
        let ws = forced.as_deref().unwrap_or(ws);
        // «… не менее 77 + S» (audit71): an end over the unknown, named.
        if rules::bound_over_unknown(ws) {
            self.flag(s);
        }
        if self.read_overshoot_apart(s, ws) {
            return true;
        }
        let mut used = false;
        if let Some(e) = rules::end(ws, self.heaps.unwrap_or(1)) {
            self.set("end", e, s);
            used = true;
        } else if let Some((e, ceiling)) = rules::ranged_end(ws, self.heaps.unwrap_or(1)) {
            self.set("end", e, s);
            self.ceiling = Some((ceiling, s.to_string()));
            used = true;
        } else if let Some(e) = rules::end_reached(ws, self.heaps.unwrap_or(1)) {
            match self.key("end") {
                None => self.set("end", e, s),
                // The winner's sentence restates the end («… первым
                // получивший позицию, в которой 78 или больше камней»):
                // another end than the one read is a conflict, flagged.
                Some(k) if !crate::read::end::same_end(&k.value, &e) => self.set("end", e, s),
                Some(_) => {}
            }
        }
        // «…, этот игрок проигрывает; победителем считается его противник»:
        // the two clauses joined as by «а».
        let joined = rules::clauses_at_semicolon(spoken_text.as_deref().unwrap_or(text));
        used | self.read_winner(s, joined.as_deref().unwrap_or(ws))
    }

    /// «Игрок, после хода которого в куче оказалось более 90 камней,
    /// проигрывает» after an end at 50: the overshoot's winner (`sum <= 90`),
    /// which replaces a plain «mover» as the «Если при этом …» form does.
    fn read_overshoot_apart(&mut self, s: &str, ws: &[String]) -> bool {
        let Some(end) = self.key("end").map(|k| k.value.clone()) else {
            return false;
        };
        let Some(w) = rules::overshoot_apart(ws, &end, self.heaps.unwrap_or(1)) else {
            return false;
        };
        self.drop_plain_winner();
        self.set("winner", w, s);
        true
    }

    /// «Победителем считается игрок, сделавший последний ход»: the winner;
    /// an overshoot condition replaces the plain «mover».
    fn read_winner(&mut self, s: &str, ws: &[String]) -> bool {
        let Some(f) = rules::winner_of(ws, self.heaps.unwrap_or(1)) else {
            return false;
        };
        if !f.unread.is_empty() {
            self.flag(s);
        }
        if f.winner_if.is_some() {
            self.winner_if = f.winner_if;
        }
        for (k, val) in f.keys {
            // «В противном случае …» gives the other case to the player the
            // condition did not (audit75): the same player is not read.
            if k == "winner_else" {
                if self.winner_if == Some(val == "mover") {
                    self.flag(s);
                }
                continue;
            }
            // An overshoot condition replaces the plain «mover»; «opponent»
            // beside «mover» is a conflict, named by `set`.
            let plain = |v: &str| v == "mover" || v == "opponent";
            if k == "winner" && !plain(&val) {
                self.drop_plain_winner();
            }
            if k == "winner"
                && val == "mover"
                && self.key("winner").is_some_and(|w| !plain(&w.value))
            {
                continue;
            }
            self.set(k, val, s);
        }
        true
    }

    /// An overshoot's winner (`sum <= 90`) replaces the plain «mover» of a
    /// sentence before it, in whichever sentence the overshoot is said.
    fn drop_plain_winner(&mut self) {
        self.r
            .keys
            .retain(|x| x.name != "winner" || x.value != "mover");
    }

    /// An end said with a ceiling («… не менее 33, но не более 50»): read
    /// only when a sentence says who wins past it, as the overshoot's
    /// winner (`sum <= 50`); otherwise the end's sentence is named.
    pub(super) fn settle_ceiling(&mut self) {
        let Some((ceiling, s)) = self.ceiling.take() else {
            return;
        };
        let agrees = self
            .key("winner")
            .is_some_and(|w| crate::read::end::same_end(&w.value, &ceiling));
        if !agrees {
            self.r.unread.push(crate::msg!(
                "read-note-end-ceiling",
                words = crate::read::short(&s),
                ceiling = ceiling
            ));
        }
    }

    /// No end but a player who cannot move: the game goes on until then
    /// (`end = "false"`), as the sentence says who wins it.
    pub(super) fn settle_end(&mut self) {
        if self.has("end") {
            return;
        }
        if let Some(w) = self
            .r
            .keys
            .iter()
            .find(|k| k.name == "no_moves")
            .map(|k| k.words.clone())
        {
            self.set("end", "false".into(), &w);
        }
    }
}
