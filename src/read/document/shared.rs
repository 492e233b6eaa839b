//! A block of questions shared by several tasks of a document: its header
//! («Вопросы 19–21 к следующим задачам: …», «… такие же, как в задаче Р00»)
//! and which tasks it asks about.

use super::super::numbering::{consecutive, only_an_id, question_id, task_number};
use super::super::sentences::asks;
use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::lookahead::asks_nothing;
use super::sentence_kinds::mentions_unknown;
use super::{Draft, Mode, Numbered, Splitter};

/// «Вопросы 19–21 … такие же, как (и) в задаче Р00», «Вопросы те же, что и
/// к задаче 1»: the task named.
pub(super) fn shared_block(s: &str) -> Option<Option<String>> {
    let v = vocabulary();
    if !v.group("document.same_questions").any(&words(s)) {
        return Some(None);
    }
    let at = v
        .as_written("document.task_word")
        .iter()
        .filter_map(|w| s.rfind(w.as_str()))
        .max()?;
    let name: String = s[at..]
        .split_whitespace()
        .nth(1)
        .unwrap_or("")
        .trim_end_matches(['.', ',', ':', ';'])
        .to_string();
    Some(Some(name))
}

/// Whether a sentence heads a block of questions shared by several tasks
/// («Вопросы 19–21 к следующим задачам:», «Задания к задачам 1–5 …»).
pub(in crate::read) fn is_shared_header(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    let first = ws.first();
    // «Вопросы к заданиям 19–21:»: the exam's tasks named, not the games.
    let questions = first.is_some_and(|w| v.group("document.questions_word").is(w));
    let (games, exam) = (v.group("document.tasks"), v.group("document.exam_tasks"));
    let tasks = |w: &String| games.is(w) || questions && exam.is(w);
    first.is_some_and(|w| v.group("document.shared_header").is(w))
        && ws.iter().any(tasks)
        && v.group("document.shared_of").any(&ws)
}

/// Whether a shared block's header says it asks about the tasks after it
/// («… к следующим задачам»).
pub(super) fn ahead(s: &str) -> bool {
    vocabulary().group("document.ahead").any(&words(s))
}

impl Splitter {
    /// A shared block's header: the task before done, the block begun (its
    /// questions, or the task it refers to), and its first question when
    /// the header's line holds it.
    pub(super) fn shared_header(&mut self, s: &str) -> bool {
        if !is_shared_header(s) {
            return false;
        }
        if self.same_as_named_for_game_before(s) {
            return true;
        }
        self.title_only_header();
        self.finish_current();
        self.shared.clear();
        // A block not said to be of the tasks after it, with no task
        // after it, asks about the games just before it (at the end).
        self.block_from = (!ahead(s)).then_some(self.tasks.len());
        self.shared_ref = shared_block(s).flatten();
        if let Some(name) = &self.shared_ref {
            if let Some(t) = self
                .tasks
                .iter()
                .find(|t| t.number.as_deref() == Some(name.as_str()))
            {
                self.shared = t.questions.clone();
                self.shared_ref = None;
            }
        }
        self.mode = Mode::Shared;
        self.first_shared_question(s);
        true
    }

    /// «Задание 9.» + «Игра с кучей камней» above a block of questions for
    /// the tasks after it: a header and its title, no task of their own —
    /// the number and the title wait for the game under the block, as the
    /// header alone does.
    fn title_only_header(&mut self) {
        let title_only = |d: &Draft| {
            d.number.is_some()
                && !d.game_opened
                && !d.moves_stated
                && d.questions.is_empty()
                && d.rules.iter().all(|r| asks_nothing(r))
        };
        if let Some(d) = self.cur.take_if(|d| title_only(d)) {
            let words: Vec<&str> = d.rules.iter().map(String::as_str).collect();
            let title = d.title.or((!words.is_empty()).then(|| words.join(" ")));
            self.header_title = title;
            self.header = d.number;
        }
    }

    /// «Вопросы 19–21 такие же, как к задаче 1.» right under a game that has
    /// no questions, not said to be of the tasks after it: that game's
    /// questions are task 1's — the game before the line takes them and the
    /// task after it does not (it asks what its own lines ask).
    fn same_as_named_for_game_before(&mut self, s: &str) -> bool {
        let Some(name) = shared_block(s).flatten().filter(|_| !ahead(s)) else {
            return false;
        };
        let Some(named) = self
            .tasks
            .iter()
            .find(|t| t.number.as_deref() == Some(name.as_str()))
            .map(|t| t.questions.clone())
            .filter(|q| !q.is_empty())
        else {
            return false;
        };
        let bare_game = |d: &&mut Draft| {
            (d.game_opened || d.moves_stated) && d.questions.is_empty() && !d.rules.is_empty()
        };
        let Some(d) = self.cur.as_mut().filter(bare_game) else {
            return false;
        };
        if self.mode != Mode::Rules {
            return false;
        }
        d.questions = named;
        self.finish_current();
        // What follows up to the next game is of no task (a block's words).
        self.mode = Mode::Rules;
        true
    }

    /// The block's first question may follow in the same sentence, after
    /// the header's colon in any numbering («…: 19) Известно, что …», «…:
    /// Вопрос 1. …») or after its «Задание».
    fn first_shared_question(&mut self, s: &str) {
        let after_colon = s.split_once(':').and_then(|(_, rest)| question_id(rest));
        // «…: Задача 19.», «…: №19.» and the question's words after it:
        // the block's first question, numbered as a task is.
        let numbered_first = s
            .split_once(':')
            .and_then(|(_, rest)| task_number(rest).filter(|(_, b)| only_an_id(b)));
        if let (Some((n, _)), None) = (numbered_first, &after_colon) {
            self.shared_id = Some(n);
        } else if let Some((_, rest)) = s.split_once(':').filter(|_| after_colon.is_none()) {
            let question_word = vocabulary().as_written("document.question_word");
            if asks(rest)
                && mentions_unknown(rest)
                && !question_word.iter().any(|w| rest.contains(w.as_str()))
            {
                self.lost.push((self.tasks.len(), rest.trim().to_string()));
            }
        }
        if let Some((id, rest)) = after_colon.or_else(|| {
            vocabulary()
                .as_written("document.question_word")
                .iter()
                .filter_map(|w| s.find(w.as_str()))
                .min()
                .and_then(|at| question_id(&s[at..]))
        }) {
            self.shared.push((id, rest.to_string()));
        }
    }

    /// A header alone in a shared block whose number follows its last
    /// question: the next sentence says whether it is the block's next
    /// question or a task's number.
    pub(super) fn shared_number_alone(&mut self, line: &Numbered<'_>) -> bool {
        if let Some((n, _)) = line.numbered.as_ref().filter(|_| only_an_id(line.body)) {
            if self.mode == Mode::Shared
                && self.cur.is_none()
                && self.shared.last().is_some_and(|q| consecutive(&q.0, n))
            {
                self.shared_id = Some(n.clone());
                return true;
            }
        }
        false
    }
}
