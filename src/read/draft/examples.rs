//! The examples in the rules' sentences («Например, из кучи (7, 5) за один
//! ход можно получить …»), kept to be checked against the rules read.

use super::Walk;
use crate::msg;
use crate::read::examples::{self, example, is_example, repeat_example, tuples, Example};
use crate::read::short;
use crate::read::vocabulary::vocabulary;

impl Walk {
    /// A sentence that gives an example, a strategy shown or the position
    /// of the example after it («Например, пусть в куче 10 камней.»).
    pub(super) fn read_example(&mut self, s: &str, ws: &[String]) -> bool {
        // «… из позиции (a, b) получить позиции (a + 1, b), …»: the moves
        // said as positions over letters, no example (`read_moves`).
        if crate::read::position_moves::position_moves(s, self.heaps).is_some() {
            return false;
        }
        let pending = self.pending_position.take();
        let examples_before = self.r.examples.len();
        // «из позиции [10, 5] можно получить [11, 5], …»: square brackets
        // for positions, in a sentence with no round ones.
        let used = if s.contains('[') && !s.contains('(') {
            self.read_example_sentence(&s.replace('[', "(").replace(']', ")"), ws)
        } else {
            self.read_example_sentence(s, ws)
        };
        if let Some((said, position)) = pending {
            // The position sentence is read only with the «Тогда …» example
            // that starts from it; else it says a position of nothing
            // («Например: 10 → 11.» is no position of a one-heap game).
            let then_uses = ws
                .first()
                .is_some_and(|w| vocabulary().group("examples.then").is(w))
                && self.r.examples[examples_before..]
                    .first()
                    .is_some_and(|e| e.from == position);
            if !then_uses {
                self.flag_earlier(&said);
            }
        }
        used
    }

    /// At the end of the rules: a position sentence no «Тогда …» followed.
    pub(super) fn flag_position_unused(&mut self) {
        if let Some((said, _)) = self.pending_position.take() {
            self.flag_earlier(&said);
        }
    }

    /// An earlier sentence named unread, and marked so.
    pub(super) fn flag_earlier(&mut self, said: &str) {
        self.flag(said);
        if let Some(sentence) = self.r.sentences.iter_mut().rev().find(|x| x.text == said) {
            sentence.unread = true;
        }
    }

    fn read_example_sentence(&mut self, s: &str, ws: &[String]) -> bool {
        let tuples = tuples(s);
        let lower = s.to_lowercase();
        let v = vocabulary();
        let said = |key: &str| v.as_written(key).iter().any(|w| lower.contains(w.as_str()));
        if v.group("questions.strategy").any(ws)
            && !tuples.is_empty()
            && !said("examples.convention")
        {
            self.read_strategy(s, ws, tuples);
            true
        } else if v
            .as_written("examples.hint")
            .iter()
            .any(|w| lower.starts_with(w.as_str()))
            && self.r.examples.last().is_some_and(|e| e.strategy.is_some())
        {
            // The hint that goes with a strategy example.
            true
        } else if let Some(e) = examples::outcome_example(s, ws, &self.players_or_exam_pair()) {
            self.r.examples.push(e);
            true
        } else if let Some(e) = examples::end_example(s, ws, &tuples) {
            self.r.examples.push(e);
            true
        } else if tuples.len() == 1 && !is_example(ws) {
            self.last_tuple = Some(tuples[0].clone());
            false
        } else if let Some(p) = examples::position_said(s, ws, &tuples, self.heaps) {
            // «Например, пусть в куче 10 камней.»: the position of the
            // «Тогда …» sentence after it.
            self.last_tuple = Some(p.clone());
            self.pending_position = Some((s.to_string(), p));
            true
        } else if let Some(e) = self
            .no_repeat_said
            .then(|| examples::reply_example(s))
            .flatten()
        {
            // «…, то Ваня может либо добавить два камня, либо удвоить кучу».
            self.r.examples.push(e);
            true
        } else if let Some(e) = self
            .no_repeat_said
            .then(|| examples::same_barred_example(s, &self.players_or_exam_pair()))
            .flatten()
        {
            // «…, то Ваня этим же ходом сходить не может».
            self.r.examples.push(e);
            true
        } else if ws
            .first()
            .is_some_and(|w| v.group("examples.first_words").is(w))
            || is_example(ws)
            // «К примеру, игра заканчивается, когда …»: an opener before
            // a rule of the end is no example of a move.
            || examples::opens_example(ws) && !examples::says_outcome(ws)
        {
            // «…, а если в куче 11 камней, то …»: two examples in one sentence.
            let parts = examples::parts(s);
            let read: Vec<Example> = parts
                .iter()
                .filter_map(|p| example(p, &examples::tuples(p), self.last_tuple.as_ref()))
                .collect();
            let all = read.len() == parts.len();
            if all {
                self.r.examples.extend(read);
            }
            all
        } else if self.no_repeat_said && ws.first().is_some_and(|w| w == "если") {
            match repeat_example(s) {
                Some(e) => {
                    self.r.examples.push(e);
                    true
                }
                None => false,
            }
        } else {
            false
        }
    }

    /// «при начальной позиции (6, 34), (7, 33) выигрышная стратегия есть у
    /// Пети»: the positions and the player (the last one named) who wins.
    fn read_strategy(&mut self, s: &str, ws: &[String], tuples: Vec<Vec<i64>>) {
        let players = &self.players;
        let who = ws.iter().rev().find_map(|w| {
            if players.first.iter().any(|p| w.starts_with(p.as_str())) {
                Some(1)
            } else if players.second.iter().any(|p| w.starts_with(p.as_str())) {
                Some(2)
            } else {
                None
            }
        });
        match who {
            Some(who) => self.r.examples.push(Example {
                sentence: s.to_string(),
                from: Vec::new(),
                to: Vec::new(),
                strategy: Some((tuples, who)),
                last_move: None,
                absent: Vec::new(),
                ends_game: false,
                mover_wins: None,
                replies: Vec::new(),
                own_reply: false,
                same_barred: false,
                first_move: None,
            }),
            None => self
                .r
                .unread
                .push(msg!("read-note-whose-strategy", words = short(s))),
        }
    }

    /// «Получить 5 камней Ваня не может, так как …» after a rule against
    /// repeating moves: a move absent from the example before it, from the
    /// same position.
    pub(super) fn read_move_absent(&mut self, s: &str, ws: &[String]) -> bool {
        if !(self.no_repeat_said
            && ws
                .first()
                .is_some_and(|w| vocabulary().group("moves.not_headless").is(w))
            && ws.iter().any(|w| w == "не"))
        {
            return false;
        }
        let n = ws.iter().find_map(|w| w.parse::<i64>().ok());
        match (
            n,
            self.r.examples.last_mut().filter(|e| e.last_move.is_some()),
        ) {
            (Some(n), Some(e)) => {
                e.absent.push(vec![n]);
                e.sentence = format!("{} {}", e.sentence, s);
            }
            _ => self.flag(s),
        }
        true
    }
}
