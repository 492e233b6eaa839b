//! A line alone whose meaning the next sentence tells: a header after a
//! task's game («Задача 20 #76980»), a header in a shared block, «Задание
//! 2.» after a task's questions, a bare number after a question («20»).
//! Each is settled here by the sentence after it, before that sentence is
//! read for itself.

use super::super::moves::headless;
use super::super::numbering::{
    consecutive, exams_question, heading_range, question_id, task_number,
};
use super::super::sentences::asks;
use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::other_task::another_exam_task;
use super::placing::{finished, premise_of_next, push_headed};
use super::sentence_kinds::{
    mentions_unknown, refers_to_another_game, sets_own_start, starts_game, states_moves,
};
use super::shared::is_shared_header;
use super::solution::ends_solution;
use super::{own_number, Draft, Mode, Splitter};

impl Splitter {
    /// A header alone after a task's game: the next question's, when this
    /// sentence asks (or opens its premise); else the next task's. True when
    /// the sentence was taken as that question.
    pub(super) fn resolve_header_alone(&mut self, s: &str) -> bool {
        let Some(n) = self.pending.take() else {
            return false;
        };
        // «20.» + «Тип 20 № 83429» after task 19's game (sdamgia's variant
        // page): the site's header of the same exam task, which the site's
        // header reading settles by the sentence after it.
        if super::site_header::site_problem(s).is_some_and(|exam| exam == n) {
            self.site_numbered = true;
            return false;
        }
        // «4.» over «Для игры, описанной в предыдущем задании, …» after
        // task 3's questions: the collection's next task, a question alone.
        let elsewhere = self.sent_elsewhere_next(&n, s);
        let question = !elsewhere
            && !starts_game(s)
            && (asks(s)
                || self.cur.as_ref().is_some_and(|d| {
                    premise_of_next(d, &n, s) || next_premise(d, &n, s, self.auto_ids)
                }))
            && task_number(s).is_none()
            && question_id(s).is_none()
            && !is_shared_header(s);
        if let Some(d) = self.cur.as_mut().filter(|_| question) {
            // «Задача 20 #76980. Для игры, описанной в задании 19, найдите…»
            push_headed(d, n, s.to_string(), self.auto_ids);
            self.mode = Mode::Question;
            self.auto_ids = false;
            return true;
        }
        self.finish_current();
        if elsewhere {
            self.number_next_task(n);
        } else {
            self.header = Some(n);
        }
        self.mode = Mode::Rules;
        false
    }

    /// A header alone in a shared block: the block's next question when this
    /// sentence asks, else a task's number. True when taken as the question.
    pub(super) fn resolve_shared_number(&mut self, s: &str) -> bool {
        let Some(n) = self.shared_id.take() else {
            return false;
        };
        if self.mode == Mode::Shared && asks(s) && !starts_game(s) {
            self.shared.push((n, s.to_string()));
            return true;
        }
        self.header = Some(n);
        self.mode = Mode::Rules;
        false
    }

    /// «Задание 2.» alone after a task's questions: a game's opening, the
    /// source's number, a heading («Задания 19–21 …») or a shared block's
    /// header («Вопросы 19–21 к следующим задачам: …», the next task's
    /// questions printed before its game) after it make it the next task's
    /// header (of the task before's first question, «Задание 19.» above the
    /// next game, it numbers no task); else it heads the task's next
    /// question.
    pub(super) fn resolve_question_header(&mut self, s: &str) {
        let Some(id) = self.pending_header.take() else {
            return;
        };
        if self.cur.as_ref().is_some_and(Draft::title_lines) {
            // Under a title's lines alone («Урок 12. Теория игр» +
            // «Задание 1.»), over a game with no number of its own: the
            // first task's number, the lines its title (`open_task`). Over
            // anything else, a question's header, as it always was.
            if starts_game(s) && task_number(s).is_none() && !exams_question(&id) {
                self.number_next_task(id);
            } else if let Some(d) = self.cur.as_mut() {
                push_headed(d, id, String::new(), self.auto_ids);
                self.mode = Mode::Question;
            }
            return;
        }
        if self.cur.is_none() {
            // Before anything: over words that neither ask nor open a game
            // (a module's name, a heading), the first task's number; else a
            // question's, as it always was.
            // Over a shared block of questions («Вопросы 19–21 к задаче 1 и
            // следующим …»), the first task's number.
            // Over a game, a question's only when it is one of the exam's
            // («Задание 19.» above a variant's game): «Задание № 1» over a
            // game, or over the source's own number («93) Два игрока …»), is
            // the collection's number of that task.
            let own = task_number(s).is_some();
            let exams = exams_question(&id);
            if starts_game(s) && !own && exams || asks(s) && !is_shared_header(s) {
                let d = self.cur.get_or_insert_with(Draft::default);
                push_headed(d, id, String::new(), self.auto_ids);
                self.mode = Mode::Question;
            } else {
                self.number_next_task(id);
            }
            return;
        }
        // «Задание 22.» + «В файле содержится …» after the game's question
        // 21: another exam task of a variant, skipped with its sentences.
        if self
            .cur
            .as_ref()
            .is_some_and(|d| another_exam_task(d, self.continues_numbering(d, &id), &id, s))
        {
            self.mode = Mode::OtherTask;
            return;
        }
        // «Задание № 88» after a game that asked nothing read as a question
        // (cut off, or asking in its own words), over a sentence that states
        // moves («Имеется три кучки камней … ход состоит в том, что …»): the
        // collection's next task, when its number goes on the numbering.
        let unasked_then_moves = self.cur.as_ref().is_some_and(|d| {
            d.questions.is_empty() && states_moves(s) && self.continues_numbering(d, &id)
        });
        // «Задание № 133» after a question printed without its game («Вопрос
        // 1. Найдите …» under «Задание № 132»), over another question: the
        // collection's next task, a question alone too, when its number goes
        // on the numbering and not on the question's.
        // So too over a question with a number of its own («Вопрос 1.»
        // under «Задание № 4»): the header heads no question of it.
        let own_question_number = question_id(s).is_some_and(|(q, _)| q != id);
        let question_alone_then_next = self.cur.as_ref().is_some_and(|d| {
            (question_alone(d) || own_question_number)
                && self.continues_numbering(d, &id)
                && !follows_question(d, &id)
        });
        // «Задание 4.» after task 3's own questions, over «Для игры,
        // описанной в предыдущем задании, найдите …» (a site's page of task
        // 20 alone): the collection's next task, a question alone, when its
        // number goes on the numbering and not on the questions'. Taken as
        // task 3's next question it would change task 3's answers.
        let elsewhere_then_next = self.sent_elsewhere_next(&id, s);
        // «Задание 2» over «Тип 19 № 70546» (a collection's number over a
        // site's problem header of another exam task): the next task's.
        let site_header_next = super::site_header::site_problem(s).is_some_and(|exam| exam != id);
        // «Задание 2.» after task 1's questions, over «Решите задание 1 при
        // условии, что …»: the next task, the game of one before it changed.
        // (Whether the task named is one of the document, and which, is
        // settled in `read::inherited`: here only that a task begins.)
        let changed_then_next = self.cur.as_ref().is_some_and(|d| {
            !d.questions.is_empty() && super::earlier_game::changes_earlier_game(s, Some(&id))
        });
        let next_task = starts_game(s)
            || changed_then_next
            || site_header_next
            || unasked_then_moves
            || question_alone_then_next
            || elsewhere_then_next
            || own_number::sources_number(s)
            || heading_range(s).is_some()
            || is_shared_header(s)
            || self
                .cur
                .as_ref()
                .is_some_and(|d| numbers_next_task(d, self.continues_numbering(d, &id), &id, s));
        if next_task {
            let first_asked = self.cur.as_ref().and_then(|d| d.questions.first());
            // Unless the number follows the task's own: «Задание № 19» after
            // task 18 of a collection is its next task's number, though task
            // 18's questions were numbered 19–21 too.
            let heads_question = first_asked.is_some_and(|q| q.0 == id)
                && !self.cur.as_ref().is_some_and(|d| follows_number(d, &id));
            if !heads_question {
                // A header still waiting for a task that opened no game
                // («Задание № 4» over «Вопрос 1. Найдите …») was this task's:
                // it keeps it when the next header takes its place.
                if let Some(d) = self.cur.as_mut().filter(|d| d.number.is_none()) {
                    d.number = self.header.take();
                }
            }
            self.finish_current();
            if !heads_question {
                self.number_next_task(id);
            }
            self.mode = Mode::Rules;
        } else if let Some(d) = self.cur.as_mut() {
            push_headed(d, id, String::new(), self.auto_ids);
            self.mode = Mode::Question;
        }
    }

    /// A bare number after a question: the next question's number when this
    /// sentence asks, a line of the rules among them, debris or the author's
    /// answer after a finished question. True when the sentence was taken.
    pub(super) fn resolve_bare_number(&mut self, s: &str) -> bool {
        // A line of marks alone after the number (a docstring's `"""`, a
        // rule «***»): no words; the next line says what the number is.
        if self.pending_id.is_some() && !s.chars().any(char::is_alphanumeric) {
            return true;
        }
        if self.pending_id.is_some() {
            // «2.» after a task's questions, then the source's own «№ 19750
            // (Уровень: Средний)»: the collection's number of the next task,
            // never an author's answer to the question before. So too after
            // a game whose questions a block gave before it, and over the
            // next game's opening.
            let begun = |d: &super::Draft| {
                !d.questions.is_empty() || d.moves_stated && self.mode == Mode::Rules
            };
            // A game under a number of its own («70) Два игрока …»): the
            // number alone before it was the author's answer.
            let unnumbered_game = starts_game(s) && task_number(s).is_none();
            if (own_number::sources_number(s) || unnumbered_game)
                && self.cur.as_ref().is_some_and(begun)
            {
                self.finish_current();
                self.header = self.pending_id.take();
                self.mode = Mode::Rules;
            }
        }
        let Some(n) = self.pending_id.take() else {
            return false;
        };
        let asking = asks(s) && !starts_game(s) && question_id(s).is_none();
        match self.cur.as_mut() {
            Some(d) if asking => {
                push_headed(d, n, s.to_string(), self.auto_ids);
                self.mode = Mode::Question;
                return true;
            }
            // Among the rules: a line of its own, as it was.
            Some(d) if self.mode == Mode::Rules => d.push_rule(n),
            Some(d) => {
                // A number after a finished question and before no
                // question («41» between a slide's «excel» and «ответ»):
                // debris, not the question's words.
                if let Some(q) = d.questions.last_mut().filter(|q| !finished(&q.1)) {
                    q.1.push(' ');
                    q.1.push_str(&n);
                } else if self.mode == Mode::Question
                    && !d.questions.is_empty()
                    && (states_moves(s) || starts_game(s) || headless(&words(s)))
                    && task_number(s).is_none()
                {
                    // A number in the margin over a game's opening, or over
                    // the moves of a game whose opening was not copied: the
                    // next task's number, never an author's answer over his
                    // notes.
                    self.finish_current();
                    self.header = Some(n);
                    self.mode = Mode::Rules;
                } else if self.mode == Mode::Question && !d.questions.is_empty() {
                    // The author's answer on its line after the finished
                    // question, then words that ask nothing («ВАЖНО! Для
                    // поиска ответа …»): his notes, as after «Ответ: 24.»,
                    // up to the next question — never the question's words.
                    self.mode = Mode::Solution;
                    self.notes = true;
                    if !ends_solution(s) {
                        return true;
                    }
                    self.mode = Mode::Question;
                }
            }
            None => {}
        }
        false
    }
}

/// Whether «Задание 14.» alone, after task 13's questions and over words
/// that neither ask nor open a game (a site's heading: «Модуль: Теория
/// игр …», «Пример задания повышенной сложности:», the source's «19» on a
/// line of its own), is the collection's next task: its number follows the
/// task's own number or the collection's last header's (`follows_task`), and not its last
/// question's («Задание 20.» after question 19 of task 19 stays a
/// question's header, as does anything before a question or its premise).
fn numbers_next_task(d: &Draft, follows_task: bool, id: &str, s: &str) -> bool {
    follows_task && !follows_question(d, id) && asks_nothing(s) && !premise_of_next(d, id, s)
}

/// Whether `id` is the number after the task's last question's («20» after
/// question 19): the header of its next question, as a variant numbers them.
fn follows_question(d: &Draft, id: &str) -> bool {
    d.questions.last().is_some_and(|q| consecutive(&q.0, id))
}

/// Whether a task is questions printed without their game: asked, with no
/// game opened and no moves stated before them.
fn question_alone(d: &Draft) -> bool {
    !d.questions.is_empty() && !d.moves_stated && !d.game_opened
}

/// Whether words neither ask, nor name the unknown, nor tell of a win: a
/// heading's, a site's, never a question's.
pub(super) fn asks_nothing(s: &str) -> bool {
    !asks(s) && !mentions_unknown(s) && !vocabulary().group("questions.win").any(&words(s))
}

impl Splitter {
    /// Whether `id` over `s` numbers the collection's next task, a question
    /// printed without its game: after a task with questions of its own (or
    /// a shared block's, given when the block ends), `s` sends the reader to
    /// a game told elsewhere («Для игры, описанной в предыдущем задании,
    /// найдите …», a site's page of task 20), and `id` goes on the
    /// collection's numbering, not on the questions'. Taken as the task's
    /// next question it would change that task's answers. Never «20» or
    /// «21»: a variant's next questions of its game, «Задание 19.» over it
    /// («Для игры, описанной в задании 19»).
    pub(super) fn sent_elsewhere_next(&self, id: &str, s: &str) -> bool {
        !matches!(id, "20" | "21")
            && self.cur.as_ref().is_some_and(|d| {
                let asked = !d.questions.is_empty()
                    || !self.shared.is_empty() && (d.moves_stated || d.game_opened);
                asked
                    && refers_to_another_game(s)
                    && self.continues_numbering(d, id)
                    && !follows_question(d, id)
            })
    }

    /// Whether `id` goes on the collection's numbering: the number after the
    /// task's own, or after the last a header gave a task.
    pub(super) fn continues_numbering(&self, d: &Draft, id: &str) -> bool {
        follows_number(d, id)
            || self
                .collection_number
                .as_deref()
                .is_some_and(|n| consecutive(n, id))
    }

    /// `id` the next task's number, as the collection numbers its tasks.
    pub(super) fn number_next_task(&mut self, id: String) {
        self.collection_number = Some(id.clone());
        self.header = Some(id);
    }
}

/// Whether `id` is the number after the task's own («14» after task 13).
pub(super) fn follows_number(d: &Draft, id: &str) -> bool {
    d.number.as_deref().is_some_and(|n| consecutive(n, id))
}

/// Whether `s`, after a number `n` alone on its line, opens the premise of
/// the task's next question («20» + «Известно, что в первой куче 18 камней,
/// а во второй – S камней …»): `n` follows the last question's number, or,
/// the questions numbered by their place under the exam's number alone
/// («19» over the game, one question with no number), the number they take
/// from it (19, then 20 and 21).
fn next_premise(d: &Draft, n: &str, s: &str, auto_ids: bool) -> bool {
    let by_exam = auto_ids
        && exams_question(n)
        && d.number.as_deref().is_some_and(exams_question)
        && d.number
            .as_deref()
            .and_then(|m| m.parse::<usize>().ok())
            .zip(n.parse::<usize>().ok())
            .is_some_and(|(m, k)| m + d.questions.len() == k)
        && d.questions
            .iter()
            .enumerate()
            .all(|(i, q)| q.0 == (i + 1).to_string());
    let follows = d.questions.last().is_some_and(|q| consecutive(&q.0, n));
    (follows || by_exam)
        && !d.questions.is_empty()
        && sets_own_start(s)
        && !states_moves(s)
        && !starts_game(s)
        && task_number(s).is_none()
}
