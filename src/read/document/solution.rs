//! Where a question's words end before the next question: a page's
//! solution or printed answer («Решение.», «Ответ: 18.»), and an author's
//! answers on lines of their own with his notes after them — skipped up to
//! the next question or task.

use super::super::answer_form;
use super::super::clean::solution_label;
use super::super::numbering::{question_id, task_number};
use super::super::sentences::{asks, has_russian};
use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::placing::finished;
use super::question_lines::premise;
use super::sentence_kinds::mentions_unknown;
use super::shared::is_shared_header;
use super::starts_game;
use super::{Mode, Splitter};

/// Whether a sentence heads a page's solution or its printed answer
/// («Решение.», «Пояснение:», «Ответ: 18.», «Источник: …»), not the task's
/// words («Ответ обоснуйте.», «… запишите в ответе …»): one of the
/// vocabulary's words first, then a stop or a colon — or the task it is of
/// between («Разбор задачи.», «Решение задания 19:»), or a note in brackets
/// («Решение (Python):»).
pub(super) fn solution_header(s: &str) -> bool {
    let t = without_adjective(s.trim_start());
    let word: String = t.chars().take_while(|c| c.is_alphabetic()).collect();
    let rest = in_brackets(of_the_task(t[word.len()..].trim_start()));
    let ws = words(&word);
    !ws.is_empty()
        && vocabulary().group("document.solution").any(&ws)
        && (rest.is_empty() || rest.starts_with(['.', ':']))
}

/// Whether a sentence heads a page's solution with a few words of how
/// («Решение программой:», «Решение вручную.», «Разбор в электронных
/// таблицах.»): one of `document.solved` first, then one to three words and
/// no number, then a stop or a colon that ends the sentence; or a program's
/// heading («Программа:», «Шаблон решения:», `document.program_heading`
/// first, one to four words, a colon).
fn how_solved(s: &str) -> bool {
    let t = s.trim();
    // «Решение программой: python from functools import lru_cache»: the
    // program's first line joined after the colon, no Russian word in it.
    let body = match t.split_once(':') {
        Some((head, code)) if !code.trim().is_empty() && !has_russian(code) => head,
        _ => match t.strip_suffix(['.', ':']) {
            Some(body) => body,
            None => return false,
        },
    };
    let ws: Vec<&str> = body.split_whitespace().collect();
    let first = ws.first().map(|w| w.to_lowercase()).unwrap_or_default();
    let plain = ws
        .iter()
        .all(|w| !w.is_empty() && w.chars().all(char::is_alphabetic));
    let v = vocabulary();
    let solved = (2..=4).contains(&ws.len()) && v.group("document.solved").is(&first);
    // «Программа:», «Шаблон решения:», «Код программы:»: a program's
    // heading, a colon after it.
    let colon = t.contains(':');
    let program =
        colon && (1..=4).contains(&ws.len()) && v.group("document.program_heading").is(&first);
    plain && (solved || program)
}

/// The words after a page's adjective before its answer («Правильный
/// ответ: 22» → «ответ: 22»); else `t` as it is. Only before a solution's
/// word: «Правильный» alone opens no solution.
fn without_adjective(t: &str) -> &str {
    let word: String = t.chars().take_while(|c| c.is_alphabetic()).collect();
    let rest = t[word.len()..].trim_start();
    let next: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
    let v = vocabulary();
    let adjective = v
        .group("document.answer_adjectives")
        .is(&word.to_lowercase());
    if adjective && v.group("document.solution").is(&next.to_lowercase()) {
        rest
    } else {
        t
    }
}

/// The words after a short note in brackets («(Python):» → «:», a
/// solution's language); else `rest` as it is.
fn in_brackets(rest: &str) -> &str {
    rest.strip_prefix('(')
        .and_then(|r| {
            r.find(')')
                .filter(|&c| c <= 40)
                .map(|c| r[c + 1..].trim_start())
        })
        .unwrap_or(rest)
}

/// The words after the task or question a header is of, if they come first
/// («задачи.» → «.», «задания 19:» → «:», «на задание 19: 27» → «: 27», «к
/// вопросу 2:» → «:»); else `rest` as it is.
fn of_the_task(rest: &str) -> &str {
    let word = |r: &str| -> (String, usize) {
        let w: String = r.chars().take_while(|c| c.is_alphabetic()).collect();
        let len = w.len();
        (w.to_lowercase(), len)
    };
    let (first, len) = word(rest);
    let after_preposition = if ["на", "к"].contains(&first.as_str()) {
        rest[len..].trim_start()
    } else {
        rest
    };
    let (noun, len) = word(after_preposition);
    if !vocabulary().group("document.task_nouns").is(&noun) {
        return rest;
    }
    let after = after_preposition[len..].trim_start();
    after
        .trim_start_matches(|c: char| c.is_ascii_digit())
        .trim_start()
}

/// Whether a sentence opens a page's solution with the vocabulary's words
/// («Приведём решение на языке Python.», «Такое значение S — 13.»).
/// Not one that bounds S («Искомое значение S больше 12.»): a condition of
/// the question before, which its reader must see.
pub(super) fn solution_opener(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    let Some(n) = v.group("document.solution_openers").at(&ws, 0) else {
        return false;
    };
    let bounds = (n..ws.len()).any(|i| {
        v.compare_at(&ws, i)
            .is_some_and(|(op, _)| op != "==" && !v.group("document.equal").is(&ws[i]))
    });
    !bounds
}

/// Whether a sentence asks again after a page's solution: one of the
/// vocabulary's question verbs in its first eight words («Найдите …», «Для
/// игры, описанной в задании 19, найдите …»).
fn asks_again(s: &str) -> bool {
    let ws = words(s);
    vocabulary()
        .group("document.question_again")
        .any(&ws[..ws.len().min(8)])
}

/// Whether a sentence ends a page's solution, or an author's answers and
/// notes after a question: the next question or task begins. Not an
/// author's answer numbered as its question («19) 11», «20) 10 17 19»).
pub(super) fn ends_solution(s: &str) -> bool {
    let numbered =
        task_number(s).is_some_and(|(_, rest)| numbers_alone(rest).is_none_or(|n| n == 0));
    question_id(s).is_some() || starts_game(s) || numbered || is_shared_header(s) || asks_again(s)
}

/// How many numbers a line holds when it holds numbers alone («8 20 23» →
/// 3, «17, 20» → 2, «» → 0), a question's mark among them («11 20) 10 17
/// 19 21) 16», an author's answers run into one line); none when it holds
/// anything else.
fn numbers_alone(s: &str) -> Option<usize> {
    s.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .try_fold(0, |n, w| {
            let digits = w.strip_suffix(')').unwrap_or(w);
            (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())).then_some(n + 1)
        })
}

/// Whether a line holds numbers alone, two or more («8 20 23», «17, 20»): an
/// author's answers written under the question.
pub(super) fn answers_only(s: &str) -> bool {
    numbers_alone(s).is_some_and(|n| n >= 2)
}

impl Splitter {
    /// A page's solution or printed answer after a question, and the lines
    /// in it: skipped up to the next question or task. True when skipped.
    pub(super) fn skip_solution(&mut self, s: &str) -> bool {
        // After a game with no question read, a field's label alone too (a
        // page's «Решение» + «Ответ:» + «19) 11» under a game whose
        // questions were not copied): the answers are no task of their own.
        // Not a remark with words («Источник: задачник, где можно
        // пропустить ход.»), which may state a rule.
        let label_after_game = solution_label(s)
            && self
                .cur
                .as_ref()
                .is_some_and(|d| d.moves_stated && d.questions.is_empty());
        let opens = solution_header(s) || solution_opener(s) || how_solved(s);
        if opens && (!self.asked().is_empty() || label_after_game) {
            self.mode = Mode::Solution;
            self.notes = false;
            self.solution_step = 0;
            return true;
        }
        if self.mode == Mode::Solution {
            // After an author's answers, a sentence that asks about S
            // («Известно, что …», «При каком значении S …») is the next
            // question, as an unnumbered one after the rules; a page's
            // solution says «При S = 11 …» of its own, and the author's note
            // «Для поиска ответа …» asks nothing of S.
            let next_question = asks(s) && (mentions_unknown(s) || premise(s));
            if self.solution_step(s) {
                return true;
            }
            let ends = ends_solution(s)
                && !self.names_a_question_asked(s)
                && !self.solves_a_question_asked(s);
            if !(ends || self.notes && next_question) {
                // A sentence that asks about S skipped as an answer's (a
                // question whose number was lost under a bare «Ответ:»):
                // named, never dropped unseen from a reading called whole.
                if next_question && answer_form::asks_an_answer(s, 4) {
                    if let Some(d) = self.cur.as_mut() {
                        d.lost_questions.push(s.to_string());
                    }
                }
                return true;
            }
            // A game whose questions a block gave goes on with its rules:
            // a question asked now is its own.
            let own = self.cur.as_ref().is_some_and(|d| !d.questions.is_empty());
            // A sentence that asks with no number of its own after a printed
            // question's answer («20. …» + «Ответ: ___.» + «У Пети была …» +
            // «Укажите наименьшее …»): the next question, its number lost
            // and its first words skipped as the answer's; it would go on
            // question 20's words. Named, so the reading is never whole.
            let numbered = question_id(s).is_some() || task_number(s).is_some();
            if own && !self.auto_ids && !numbered && !starts_game(s) && asks_again(s) {
                if let Some(d) = self.cur.as_mut() {
                    d.lost_questions.push(s.to_string());
                }
            }
            self.mode = if own { Mode::Question } else { Mode::Rules };
        }
        false
    }

    /// The questions the task being read asks: its own, or — a game with
    /// none of its own under a block of questions for the tasks after it —
    /// the block's (a solution after such a game is skipped as after any
    /// question).
    fn asked(&self) -> &[(String, String)] {
        match self.cur.as_ref() {
            Some(d) if !d.questions.is_empty() => &d.questions,
            Some(d) if d.game_opened || d.moves_stated => &self.shared,
            _ => &[],
        }
    }

    /// «print('Задание 20:', …)» in a solution's program, of a task that
    /// asked 19–21: the program's words about a question asked (its number
    /// among the task's, from the first to the last, code after it), not
    /// the next question — unless a game opens there.
    fn names_a_question_asked(&self, s: &str) -> bool {
        let number = |id: &str| id.parse::<u64>().ok();
        // Code after the number («:', [s for …])»), not a header alone
        // («Задание 20.» may head the next task's question, whose words
        // follow) nor words of a question.
        let Some(n) = question_id(s)
            .filter(|(_, rest)| !rest.trim().is_empty() && !has_russian(rest))
            .and_then(|(id, _)| number(&id))
        else {
            return false;
        };
        let asked = self.asked();
        let first = asked.first().and_then(|q| number(&q.0));
        let last = asked.last().and_then(|q| number(&q.0));
        let asked = first.zip(last).is_some_and(|(a, b)| a <= n && n <= b);
        asked && !starts_game(s) && task_number(s).is_none()
    }

    /// «21) Ваня побеждает вторым ходом при S = 23.» in a page's solution
    /// after the questions: a step numbered by a question already asked
    /// whose words neither ask, nor tell a premise, nor open a game — the
    /// solution's of that question, not the question again. The next
    /// question, not yet asked, still ends the solution.
    fn solves_a_question_asked(&self, s: &str) -> bool {
        // «21) …» is a collection's number as written; the words decide.
        let Some((id, rest)) = question_id(s).or_else(|| task_number(s)) else {
            return false;
        };
        let asked = self.asked().iter().any(|q| q.0 == id);
        asked && has_russian(rest) && !asks(rest) && !premise(rest) && !starts_game(rest)
    }

    /// «1. Ваня может выиграть первым ходом, если …» in a page's solution: a
    /// step of the solution, numbered as a list — a bare number, alone
    /// («1.», the sentence cut before a name) or before words that neither
    /// ask nor open a game — numbered one more than the step before (1
    /// first), and not the next question's number in turn (after question
    /// 1 so numbered, «2.» may be question 2: left to end the solution).
    /// Counted when taken.
    fn solution_step(&mut self, s: &str) -> bool {
        let t = s.trim_start();
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        let Some(rest) = t[digits..].strip_prefix(['.', ')']) else {
            return false;
        };
        let rest = rest.trim_start();
        let worded = rest.chars().next().is_some_and(char::is_alphabetic) && has_russian(rest);
        let step = rest.is_empty() || worded && !asks(rest) && !starts_game(rest);
        let Ok(n) = t[..digits].parse::<u64>() else {
            return false;
        };
        // Questions the text did not number (the reader's «1», «2»): no
        // number in turn of theirs.
        let next_question = self
            .asked()
            .last()
            .filter(|_| !self.auto_ids)
            .and_then(|q| q.0.parse::<u64>().ok())
            .map(|q| q + 1);
        let taken = digits <= 2 && step && n == self.solution_step + 1 && Some(n) != next_question;
        if taken {
            self.solution_step = n;
        }
        taken
    }

    /// «8 20 23» on its line after the finished question: the author's
    /// answers; what follows up to the next question is his, as after
    /// «Ответ: …».
    pub(super) fn authors_answers(&mut self, body: &str) -> bool {
        if self.mode == Mode::Question && answers_only(body) {
            if let Some(d) = self.cur.as_ref() {
                if d.questions.last().is_some_and(|q| finished(&q.1)) {
                    self.mode = Mode::Solution;
                    self.notes = true;
                    self.solution_step = 0;
                    return true;
                }
            }
        }
        false
    }
}
