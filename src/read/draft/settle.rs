//! What the whole text says once its rules are read: a text cut short, the
//! keys it never gave, and the document's notes on the task (its questions
//! elsewhere, lost, or going on past a page's running head).

use super::Walk;
use crate::msg;
use crate::read::end::assume_the_mover_wins;
use crate::read::sentences::{cut_short, sentences};
use crate::read::tokens::words;
use crate::read::{document, short};

impl Walk {
    /// A text that stops mid-sentence (a copy cut short) is never complete:
    /// its last words may have changed what was read.
    pub(super) fn flag_cut_short(&mut self, d: &document::Draft) {
        let last = d
            .questions
            .last()
            .map(|q| q.1.as_str())
            .or(d.rules.last().map(String::as_str));
        if let Some(last) = last.filter(|l| cut_short(l, &self.players)) {
            self.r
                .unread
                .push(msg!("read-note-cut", words = short(last)));
        }
    }

    /// The keys a game needs and the text never gave, named; with no
    /// winner said, the player who makes the last move wins.
    pub(super) fn name_missing_keys(&mut self) {
        for need in ["start", "s", "moves", "end"] {
            if !self.has(need) {
                self.r.unread.push(msg!("read-note-missing", key = need));
            }
        }
        if !self.has("winner") {
            assume_the_mover_wins(&mut self.r);
        }
        self.flag_unbounded_exact_end();
    }

    /// «… когда в куче станет ровно 50 камней» with no rule on a move past
    /// 50 («Нельзя делать ход, после которого в куче окажется больше 50
    /// камней»): may the heap pass 50? The text does not say; named.
    fn flag_unbounded_exact_end(&mut self) {
        let Some(end) = self.r.keys.iter().find(|k| k.name == "end") else {
            return;
        };
        let Some(n) = end.value.strip_prefix("sum == ").filter(|n| *n != "0") else {
            return;
        };
        let bounded = self
            .r
            .keys
            .iter()
            .any(|k| k.name == "require" && k.value.split(' ').any(|w| w == n));
        if !bounded {
            let note = msg!("read-note-exact-end", words = short(&end.words), n = n);
            self.r.unread.push(note);
        }
    }

    /// What the document found about the task's questions: told to be
    /// another task's and not found, lost, none at all, or the text going
    /// on past a page's running head.
    pub(super) fn name_draft_notes(&mut self, d: &document::Draft) {
        let unread = &mut self.r.unread;
        if let Some(name) = &d.missing_questions {
            unread.push(msg!("read-note-questions-elsewhere", name = name.clone()));
        }
        if let Some(words) = &d.goes_on {
            unread.push(msg!("read-note-goes-on", words = short(words)));
        }
        if let Some(words) = &d.rule_after {
            unread.push(msg!("read-note-rule-after", words = short(words)));
        }
        for line in &d.dropped {
            unread.push(msg!("read-note-sentence", words = short(line)));
        }
        for lost in &d.lost_questions {
            unread.push(msg!("read-note-question-lost", words = short(lost)));
        }
        if d.questions.is_empty() && d.missing_questions.is_none() {
            unread.push(msg!("read-note-no-questions"));
        }
    }

    /// Words before the game's opening sentence are taken for its title;
    /// one of them that says a rule («Ничья, если …», «Первым ходит Ваня.»
    /// before «Два игрока …»), or reads as a sentence of the game («Если
    /// после хода в куче оказалось более 60 камней, победителем становится
    /// противник …», «В куче 7 камней.»), would be lost there, and is named.
    /// A remark made wholly of remarks' words is not.
    pub(super) fn flag_rule_in_title(&mut self) {
        let Some(title) = self.r.title.clone() else {
            return;
        };
        for s in sentences(&title) {
            let ws = words(&s);
            if super::title_says_a_rule(&ws) {
                self.flag(&s);
            }
        }
    }
}
