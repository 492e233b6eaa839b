//! Where a task begins: a heading between two tasks («Задания 19–21 …»), a
//! task's header alone («Задача 5.»), a number over a question of the task
//! before («ЗАДАЧА 19: Укажите …»), and a game's opening sentence, which
//! ends the task before (or is the same game's second one).

use super::super::draft::line_may_be_a_rule;
use super::super::moves::is_moves;
use super::super::numbering::{heading_range, only_an_id};
use super::super::sentences::asks;
use super::super::tokens::words;
use super::lookahead::{asks_nothing, follows_number};
use super::placing::{premise_of_next, push_headed};
use super::sentence_kinds::{names_game, starts_game};
use super::{own_number, Draft, Mode, Numbered, Splitter};

/// «18. Квадрат разлинован …» + «Задания 19–21»: words under a task number
/// below the heading's range (an exam variant pasted whole, its task 18
/// before the game's): another task, ended there, never the game's words.
fn numbered_before(d: &Draft, heading: &str) -> bool {
    let first = |t: &str| -> Option<u32> {
        let t = t.trim_start_matches(|c: char| !c.is_ascii_digit());
        let n: String = t.chars().take_while(char::is_ascii_digit).collect();
        n.parse().ok()
    };
    let own = d
        .number
        .as_deref()
        .and_then(|n| n.trim().parse::<u32>().ok());
    d.worded
        && own
            .zip(first(heading))
            .is_some_and(|(own, from)| own < from)
}

impl Splitter {
    /// «Задания 19–21 – теория игр» between two tasks: the next one's
    /// heading, never the words of the task before it.
    pub(super) fn heading_between_tasks(&mut self, s: &str) {
        if self.mode == Mode::Shared || heading_range(s).is_none() {
            return;
        }
        let begun = |d: &&mut Draft| d.game_opened || d.moves_stated || !d.questions.is_empty();
        if let Some(d) = self.cur.as_mut().filter(begun) {
            d.ended_by_heading = self.mode == Mode::Question;
            self.finish_current();
        } else if self.cur.as_ref().is_some_and(|d| numbered_before(d, s)) {
            self.finish_current();
        }
        self.mode = Mode::Rules;
    }

    /// A header line alone: «Задача 5.», «Задача 21 #76981». After a game,
    /// the next sentence says what it heads; under a number of the
    /// collection, it is the source's own; else it heads the next task.
    pub(super) fn header_alone(&mut self, line: &Numbered<'_>) -> bool {
        let Some((n, _)) = &line.numbered else {
            return false;
        };
        if !only_an_id(line.body) {
            return false;
        }
        let game = self
            .cur
            .as_ref()
            // A game taken and changed states no moves: a number alone that
            // goes on the tasks' numbering after it is the next task's
            // («Задача 3.» + «Для игры из задачи 2 укажите …»).
            .is_some_and(|d| {
                d.game_opened || d.moves_stated || d.takes_game && !follows_number(d, n)
            });
        if game && self.mode != Mode::Shared {
            self.pending = Some(n.clone());
            return true;
        }
        if self.mode != Mode::Shared
            && own_number::under(&mut self.cur, &mut self.header, &line.numbered)
        {
            return true;
        }
        self.finish_current();
        self.header = Some(n.clone());
        self.mode = Mode::Rules;
        true
    }

    /// «ЗАДАЧА 19: Укажите …» after a task's game: the number heads that
    /// task's question (a new task would open with a game, not ask). So
    /// does «21) Пусть в начальный момент …» after its question 20: the
    /// premise of its next question.
    pub(super) fn question_under_number(&mut self, line: &Numbered<'_>, opens: bool) -> bool {
        if let (Some((n, _)), Some(d)) = (&line.numbered, self.cur.as_mut()) {
            let asked = asks(line.body) && !opens || premise_of_next(d, n, line.body);
            // A game taken and changed states no moves: a number that goes
            // on the tasks' numbering after it is the next task's («Задача 3.
            // Для игры из задачи 2 укажите …»), not a question.
            let game = d.moves_stated || d.takes_game && !follows_number(d, n);
            if game && self.mode != Mode::Shared && asked {
                push_headed(d, n.clone(), line.body.to_string(), self.auto_ids);
                self.mode = Mode::Question;
                self.auto_ids = false;
                return true;
            }
        }
        false
    }

    /// A game's opening sentence, or the moves after a question: the task
    /// before done (unless this is the same game's second opening, or the
    /// lines before were its title), and a task begun with its number and
    /// title.
    pub(super) fn open_task(&mut self, s: &str, line: Numbered<'_>, opens: bool) {
        let Numbered {
            numbered,
            title,
            body,
        } = line;
        if !(opens || self.mode != Mode::Rules && is_moves(&words(body))) {
            return;
        }
        self.close_each_block();
        let game_started = self
            .cur
            .as_ref()
            .is_some_and(|d| !d.questions.is_empty() || d.moves_stated);
        // The next task's opening, even after a task cut off before its
        // moves: a number in a collection's form («(№ 29)», «Задача 29»), or
        // «29)» before an opening, or a second «Два игрока … играют».
        let bare = s.trim_start().starts_with(|c: char| c.is_ascii_digit());
        let next_task = self.cur.as_ref().is_some_and(|d| {
            own_number::next_in_collection(d, &numbered, bare)
                || d.game_opened
                    && (numbered.is_some() && (!bare || starts_game(body))
                        || d.game_named && names_game(&words(body)))
        });
        let mut title = title;
        let mut number = numbered.map(|(n, _)| n);
        // «Задание 20.» + «Модуль: Теория игр.» after task 19 whose question
        // was «Задание 19.», then a game: the header taken for the next
        // question's was the collection's number of this task (the number
        // after the task's own, over words that ask nothing); its words are
        // this task's title.
        if number.is_none() && self.mode == Mode::Question {
            if let Some((id, words)) = self.cur.as_mut().and_then(header_taken_for_question) {
                self.header = Some(id);
                title = title.or((!words.trim().is_empty()).then(|| words.trim().to_string()));
            }
        }
        let mut dropped = Vec::new();
        match self.cur.take() {
            Some(d) if game_started || self.mode != Mode::Rules || next_task => {
                // «Задание № 167» + «№ 19750 (…)» + «Задание 19.» over the
                // game: the collection's header, the source's number and
                // the header of the game's first question printed above
                // it; the number and the title are the game's, and the
                // headers no task of their own.
                if only_headers(&d) {
                    number = number.or(d.number);
                    title = title.or(d.title);
                } else {
                    self.cur = Some(d);
                    self.finish_current();
                }
            }
            Some(d) if d.game_opened => {
                // The same game's second opening sentence.
                title = title.or(d.title.clone());
                number = number.or(d.number.clone());
                self.cur = Some(d);
            }
            Some(d) => {
                // Lines before the game: its title («Задания 19–21 …»);
                // not a line of marks alone (a docstring's `'''`).
                let worded: Vec<&str> = d
                    .rules
                    .iter()
                    .map(String::as_str)
                    .filter(|r| r.chars().any(char::is_alphanumeric))
                    .collect();
                let lines = (!worded.is_empty()).then(|| worded.join(" "));
                title = title.or(d.title).or_else(|| lines.clone());
                // A title taken elsewhere («Задача 9.» + «Главная» + «№
                // 3084»): the lines go, but one that may be a rule is
                // named with the task, never lost.
                if title != lines {
                    dropped = may_be_rules(&worded);
                }
                // A number they gave («58) ЕГЭ Информатика.») is the
                // task's in this document; the game's own («Задача
                // 19.1 Два игрока …») goes into the title.
                if let (Some(outer), Some(own)) = (&d.number, &number) {
                    if outer != own {
                        title = Some(own_number::titled(title, own));
                    }
                }
                number = d.number.or(number);
            }
            None => {}
        }
        // A title read under the header before a shared block.
        if self.header.is_some() {
            title = title.or(self.header_title.take());
        }
        // A collection's header alone («Задача 7.», «7.») over a game
        // that opens with the source's own number («№ 3084) (А.
        // Кабанов) Два игрока …»): the task is the collection's, as
        // under a task begun above; the source's goes into the title.
        if let (Some(outer), Some(own)) = (&self.header, &number) {
            if outer != own {
                title = Some(own_number::titled(title, own));
            }
            number = self.header.take();
        }
        let d = self.cur.get_or_insert_with(Draft::default);
        d.number = number.or(self.header.take());
        d.title = title;
        d.dropped.append(&mut dropped);
        self.mode = Mode::Rules;
        self.auto_ids = false;
    }
}

/// The task's last question when it is a collection's header taken for one:
/// its number follows the task's own and it has words, none of which ask or
/// tell of a win (a question cut off after its number stays a question,
/// named as one that asks nothing). Removed from the task and given back
/// (its number, its words).
fn header_taken_for_question(d: &mut Draft) -> Option<(String, String)> {
    let q = d.questions.last()?;
    let header = follows_number(d, &q.0) && !words(&q.1).is_empty() && asks_nothing(&q.1);
    header.then(|| d.questions.pop()).flatten()
}

/// The lines before the game that may be a rule («Игроки могут пропустить
/// ход.» between «Задача 13.» and «№ 4410»); lines that say none (a site's
/// menu, a lesson's goal) are left out.
fn may_be_rules(lines: &[&str]) -> Vec<String> {
    lines
        .iter()
        .filter(|l| line_may_be_a_rule(l))
        .map(|l| (*l).to_string())
        .collect()
}

/// Whether a task so far is headers alone: no rules, and questions with
/// no words (a variant's «Задание 19.» above the game it asks about).
fn only_headers(d: &Draft) -> bool {
    d.rules.is_empty()
        && !d.questions.is_empty()
        && d.questions.iter().all(|q| q.1.trim().is_empty())
}
