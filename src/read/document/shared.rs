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

/// «Для каждой из игр ответьте на следующие вопросы.»: a block of questions
/// for every game before it, as a block at the end of a document is (its
/// «следующие» is the questions', never the games after it); nothing asked
/// about S in the sentence itself.
pub(super) fn for_each_game(s: &str) -> bool {
    // Most sentences hold neither word: not cut into words for this.
    if !(s.contains("игр") && s.contains("опрос")) {
        return false;
    }
    let v = vocabulary();
    let ws = words(s);
    v.group("document.each").any(&ws)
        && v.group("document.each_game").any(&ws)
        && v.group("document.each_question").any(&ws)
        && !mentions_unknown(s)
        && ws.len() <= 12
}

/// The games just before a block «Для каждой из игр …»: the last tasks in a
/// row with rules and no questions, in order (at least two: one game asks
/// its own questions).
/// `cur`, the task being read, counts as the last when given.
fn games_before(tasks: &[Draft], cur: Option<&Draft>) -> Vec<usize> {
    let game = |d: &&Draft| d.questions.is_empty() && d.moves_stated;
    if cur.is_some_and(|d| !game(&d)) {
        return Vec::new();
    }
    let n = tasks.iter().rev().take_while(game).count();
    let last = tasks.len() + usize::from(cur.is_some());
    if n + usize::from(cur.is_some()) < 2 {
        return Vec::new();
    }
    (tasks.len() - n..last).collect()
}

/// Whether a shared block's header says it asks about the tasks after it
/// («… к следующим задачам»).
pub(super) fn ahead(s: &str) -> bool {
    vocabulary().group("document.ahead").any(&words(s))
}

/// Whether a shared block's header names one task only («Вопросы 19–21 к
/// задаче 11:», «… к следующей задаче:»), not several («к задаче 11 и
/// следующим задачам», «к следующим задачам»).
fn one_task(s: &str) -> bool {
    let ws = words(s);
    let one = |w: &String| w == "задаче" || w == "заданию";
    let many = |w: &String| {
        w.starts_with("задачам") || w.starts_with("заданиям") || w == "следующим" || w == "всем"
    };
    ws.iter().any(one) && !ws.iter().any(many)
}

impl Splitter {
    /// A shared block's header: the task before done, the block begun (its
    /// questions, or the task it refers to), and its first question when
    /// the header's line holds it.
    pub(super) fn shared_header(&mut self, s: &str) -> bool {
        // «Для каждой из игр …» after one game only: nothing to share.
        let each = for_each_game(s) && !games_before(&self.tasks, self.cur.as_ref()).is_empty();
        if !(each || is_shared_header(s)) {
            return false;
        }
        if !each && self.same_as_named_for_game_before(s) {
            return true;
        }
        self.title_only_header();
        self.finish_current();
        self.close_each_block();
        self.shared.clear();
        if each {
            self.each_games = games_before(&self.tasks, None);
        }
        // A block not said to be of the tasks after it, with no task
        // after it, asks about the games just before it (at the end).
        self.block_from = (!each && !ahead(s)).then_some(self.tasks.len());
        self.shared_single = !each && one_task(s);
        self.shared_ref = shared_block(s).flatten().filter(|_| !each);
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

    /// The end of a block «Для каждой из игр ответьте …»: each game before
    /// it takes its questions, and no task after it does. The words the
    /// games share, said before «Игра 1.» («Два игрока … играют в игры с
    /// кучами камней. … Победителем считается …»: no moves, no number, no
    /// questions), are each game's first rules, not a task of their own.
    pub(super) fn close_each_block(&mut self) {
        let games = std::mem::take(&mut self.each_games);
        let (Some(&first), false) = (games.first(), self.shared.is_empty()) else {
            return;
        };
        for &k in &games {
            if let Some(d) = self.tasks.get_mut(k) {
                d.questions.clone_from(&self.shared);
                d.missing_questions = None;
            }
        }
        self.shared.clear();
        self.shared_ref = None;
        // «Игра 1.», «Игра 2.», …: the games numbered in a row (the first
        // may have taken a collection's number over it, «Задача 8.»).
        let numbered = games.iter().enumerate().skip(1).all(|(i, &k)| {
            self.tasks.get(k).and_then(|d| d.number.as_deref()) == Some(&(i + 1).to_string())
        });
        if !numbered {
            return;
        }
        let preamble = |d: &Draft| {
            d.game_named && !d.moves_stated && d.questions.is_empty() && d.rule_after.is_none()
        };
        let mut outer = self.tasks[first].number.clone().filter(|n| n != "1");
        if let Some(p) = first.checked_sub(1).filter(|&p| preamble(&self.tasks[p])) {
            let d = self.tasks.remove(p);
            outer = outer.or(d.number);
            for &k in &games {
                self.tasks[k - 1]
                    .rules
                    .splice(0..0, d.rules.iter().cloned());
            }
            for (at, _) in &mut self.lost {
                if *at > p {
                    *at -= 1;
                }
            }
        }
        // The games of a collection's task: told apart by both numbers
        // («8.1», «8.2»), as no two tasks of a document share one.
        if let Some(outer) = outer {
            let from = self.tasks.len() - games.len();
            for (i, d) in self.tasks[from..].iter_mut().enumerate() {
                d.number = Some(format!("{outer}.{}", i + 1));
            }
        }
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
