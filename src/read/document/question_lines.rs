//! A question's number and where a question begins: a number alone on its
//! line or a mark after the game («19», «Часть 1.», «Тип 19»), a
//! sub-question («б) Укажите …» after «1а»), a numbered question («Задание
//! 19.», «19) Найдите …»), and a question with no number after the rules.

use super::super::numbering::{
    after_game_mark, bare_number, letter_mark, next_lettered, next_numbered, question_id,
};
use super::super::sentences::asks;
use super::super::vocabulary::words;
use super::placing::{finished, push_headed};
use super::sentence_kinds::{asks_which, mentions_unknown, reports, starts_game};
use super::{Draft, Mode, Splitter};

impl Splitter {
    /// «19» alone on its line: the next question's number (also before the
    /// first question, after the game's moves); «Часть 1.», «А)», «Тип 19»
    /// after the game: the next question's number, alone on its line or
    /// before the question's words.
    pub(super) fn question_number_line(&mut self, s: &str) -> bool {
        let game = self.cur.as_ref().is_some_and(|d| d.moves_stated);
        if !(self.mode == Mode::Question || self.mode == Mode::Rules && game) {
            return false;
        }
        if let Some(n) = bare_number(s) {
            self.pending_id = Some(n.to_string());
            return true;
        }
        match (after_game_mark(s), self.cur.as_mut()) {
            (Some((n, "")), _) => {
                self.pending_id = Some(n);
                true
            }
            (Some((n, rest)), Some(d)) if asks(rest) && !starts_game(rest) => {
                push_headed(d, n, rest.to_string(), self.auto_ids);
                self.mode = Mode::Question;
                self.auto_ids = false;
                true
            }
            _ => false,
        }
    }

    /// «б) Укажите …» after question «1а»: question «1б».
    pub(super) fn sub_question(&mut self, s: &str) -> bool {
        let sub = self
            .cur
            .as_ref()
            .filter(|_| self.mode == Mode::Question)
            .and_then(|d| d.questions.last())
            .and_then(|q| next_lettered(&q.0, s).or_else(|| next_numbered(&q.0, &q.1, s)))
            .filter(|(_, rest)| !starts_game(rest));
        if let (Some((id, rest)), Some(d)) = (sub, self.cur.as_mut()) {
            d.questions.push((id, rest.to_string()));
            return true;
        }
        false
    }

    /// «Задание 1.» alone, then «а) Укажите …»: the header's first
    /// lettered sub-question.
    pub(super) fn first_lettered(&mut self, s: &str) -> bool {
        let mode = &self.mode;
        if let Some(q) = self
            .cur
            .as_mut()
            .filter(|_| *mode == Mode::Question)
            .and_then(|d| d.questions.last_mut())
            .filter(|q| q.1.trim().is_empty() && q.0.chars().all(|c| c.is_ascii_digit()))
        {
            if let Some(('а', rest)) = letter_mark(s) {
                q.0.push('а');
                q.1 = rest.to_string();
                return true;
            }
        }
        false
    }

    /// «Задание 19. Найдите …», «19) Найдите …»: a numbered question, of the
    /// current task or of a shared block.
    pub(super) fn numbered_question(&mut self, s: &str) -> bool {
        let Some((id, rest)) = question_id(s) else {
            return false;
        };
        // «Задание 2.» alone after a task's questions: the next sentence
        // says whether it heads that task's next question or the next
        // task (a worksheet numbering its tasks so, or «Задание 19.»
        // above the next game).
        let asked = self
            .cur
            .as_ref()
            .is_some_and(|d| (d.game_opened || d.moves_stated) && !d.questions.is_empty());
        if rest.trim().is_empty() && self.mode != Mode::Shared && asked {
            self.pending_header = Some(id);
            return true;
        }
        if self.mode == Mode::Shared && self.cur.is_none() {
            self.shared.push((id, rest.to_string()));
        } else {
            let d = self.cur.get_or_insert_with(Draft::default);
            push_headed(d, id, rest.to_string(), self.auto_ids);
            self.mode = Mode::Question;
        }
        true
    }

    /// A question with no number: «Укажите такое значение S, …» after the
    /// rules, numbered by its place.
    pub(super) fn unnumbered_question(&mut self, body: &str) -> bool {
        let has_moves = self.cur.as_ref().is_some_and(|d| d.moves_stated);
        let unnumbered = match self.mode {
            Mode::Rules => {
                has_moves
                    && asks(body)
                    && (mentions_unknown(body)
                        || words(body).first().is_some_and(|w| w == "известно"))
            }
            Mode::Question => {
                // «Известно, что Ваня выиграл …» after a finished question:
                // the next one's premise, never the question's words.
                let known = words(body).first().is_some_and(|w| w == "известно");
                self.auto_ids
                    && (reports(body) || asks_which(body) || known)
                    && self
                        .cur
                        .as_ref()
                        .and_then(|d| d.questions.last())
                        .is_some_and(|q| {
                            (reports(&q.1) || asks_which(&q.1)) && (!known || finished(&q.1))
                        })
            }
            Mode::Shared | Mode::Solution => false,
        };
        if !unnumbered {
            return false;
        }
        let Some(d) = self.cur.as_mut() else {
            return false;
        };
        if self.mode == Mode::Rules {
            self.auto_ids = true;
        }
        let id = (d.questions.len() + 1).to_string();
        d.questions.push((id, body.to_string()));
        self.mode = Mode::Question;
        true
    }
}
