//! «Задание 2. Для игры из задания 1 ответьте на вопросы.» over numbered
//! questions («1) …», «19) …»): a task of its own, numbered by its header,
//! whose game is the task named and whose questions are the numbered lines
//! after it (the game is taken in `read::inherited`). Read as task 1's next
//! question, it took the header's number and lost the questions after it.
//! «Задание 2. Для игры из задания 1 укажите …» on one line: the same task,
//! its words its one question.
//!
//! Only where certain: the header names a task by the word («Задание»,
//! «Задача», never a bare «2.»), the task named is one read before it, and
//! the header's number is another.

use super::super::inherited::{asks_of_game, game_taken};
use super::lookahead::follows_number;
use super::{Draft, Mode, Splitter};
use crate::read::vocabulary::vocabulary;

/// «Для игры из задания 1 ответьте на вопросы.»: the number of the task
/// named when the words only announce questions about its game.
pub(in crate::read) fn announces_questions(words: &str) -> Option<String> {
    let lower = words.trim().to_lowercase();
    let rest = lower.strip_prefix("для игры из ")?;
    let (named, change) = game_taken(words)?;
    if change.is_some() {
        return None;
    }
    let rest = ["задания ", "задачи "]
        .iter()
        .find_map(|n| rest.strip_prefix(n))?
        .trim_start_matches('№')
        .trim_start();
    let rest = rest.strip_prefix(named.as_str())?;
    let tail = crate::read::tokens::words(rest);
    let announce = vocabulary().group("document.announces_questions");
    (!tail.is_empty() && announce.at(&tail, 0) == Some(tail.len())).then_some(named)
}

/// «Задание 2.», «Задача 3. Для игры …»: the number after the word, and the
/// words after its stop (none for a header alone).
fn worded_number(s: &str) -> Option<(String, &str)> {
    let t = s.trim_start();
    let (first, rest) = t.split_once(char::is_whitespace)?;
    if !vocabulary()
        .group("document.task_heading")
        .is(&first.to_lowercase())
    {
        return None;
    }
    let rest = rest.trim_start();
    let len = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(rest.len());
    let number = rest[..len].trim_end_matches('.');
    if number.is_empty() || !rest[..len].ends_with('.') {
        return None;
    }
    let body = rest[len..].trim_start();
    Some((number.to_string(), body))
}

impl Splitter {
    /// «Задание 2. Для игры из задания 1 ответьте на вопросы.» (or «…
    /// укажите …») after the task named: that task done, a task of its own
    /// begun; the header may stand alone, over `next` («Задание 2.» +
    /// «Для игры из …»). The count of sentences taken: 0 (nothing done) for
    /// any other sentence, or where a line before it waits for what it
    /// heads.
    pub(super) fn task_on_earlier_game(&mut self, s: &str, next: Option<&str>) -> usize {
        let Some((number, body)) = worded_number(s) else {
            return 0;
        };
        let (body, taken) = match next {
            Some(n) if body.is_empty() => (n, 2),
            _ => (body, 1),
        };
        let announced = announces_questions(body);
        // «Задание 3. Для игры из задания 1 измените начальную позицию: …»:
        // a task of its own on task 1's game changed, its words its first
        // rule (the change is read, or flagged, in `read::inherited`).
        let changed = game_taken(body)
            .filter(|(_, change)| change.is_some())
            .map(|(named, _)| named);
        let Some(named) = announced
            .clone()
            .or_else(|| asks_of_game(body))
            .or_else(|| changed.clone())
        else {
            return 0;
        };
        let waiting = self.line_waiting();
        let read_before = self
            .tasks
            .iter()
            .chain(self.cur.as_ref())
            .any(|d| d.number.as_deref() == Some(named.as_str()));
        let begun = self.cur.as_ref().is_some_and(Draft::begun);
        // «Задание 21. Для игры из задания 19 определите …» under a task
        // asking 19 and 20: the task's own next question, not a task on
        // the document's task 19 (a collection numbers its tasks past 19).
        // Questions numbered by their place alone («1» for the one question
        // under «Задание 1.») have no numbers of their own to go on; once a
        // header numbered the next («Задание 20.» after one unnumbered
        // question: 19, 20), they have.
        let by_place = |d: &Draft| {
            self.auto_ids
                && d.questions
                    .iter()
                    .enumerate()
                    .all(|(i, (id, _))| *id == (i + 1).to_string())
        };
        let own_question = self.cur.as_ref().is_some_and(|d| {
            !by_place(d)
                && d.questions.iter().any(|(id, _)| {
                    *id == named
                        || id
                            .parse::<u32>()
                            .is_ok_and(|n| (n + 1).to_string() == number)
                })
        });
        // A change of a task done before this one, under the number after
        // this one's («Задание 3. Для игры из задания 1 измените …» after
        // task 2, whose questions «1)», «2)» go on to 3): the next task.
        let next_on_done = changed.is_some()
            && self
                .cur
                .as_ref()
                .is_some_and(|d| follows_number(d, &number))
            && self
                .tasks
                .iter()
                .any(|d| d.number.as_deref() == Some(named.as_str()));
        if waiting
            || number == named
            || own_question && !next_on_done
            || !read_before
            || !begun
            || self.mode == Mode::Shared
        {
            return 0;
        }
        self.close_each_block();
        self.finish_current();
        let d = self.cur.insert(Draft {
            number: Some(number),
            ..Draft::default()
        });
        if changed.is_some() {
            d.push_rule(body.to_string());
            self.mode = Mode::Rules;
            self.auto_ids = false;
            return taken;
        }
        match announced {
            Some(named) => {
                d.asks_of = Some((named, body.to_string()));
                d.takes_game = true;
                self.mode = Mode::Rules;
                self.auto_ids = false;
            }
            None => {
                d.questions.push(("1".to_string(), body.to_string()));
                self.mode = Mode::Question;
                self.auto_ids = true;
            }
        }
        taken
    }
}
