//! A site's problem header on a line of its own: sdamgia's «Тип 20 № 27417»
//! and «Задание 20 № 27417», the exam's task and the site's number. Above
//! the first game it is the task's title, as any heading is; after a game
//! the next sentence says what it heads — that task's next question («Для
//! игры, описанной в предыдущем задании, найдите …»), or the next problem,
//! whose game follows (its title, never words of the question before nor a
//! question of its own numbered 20).

use super::super::numbering::question_id;
use super::super::sentences::asks;
use super::other_task::another_exam_task;
use super::placing::push_headed;
use super::sentence_kinds::starts_game;
use super::{Mode, Splitter};
use crate::read::vocabulary::vocabulary;

/// The exam's task a site's problem header names («Тип 20 № 27417»,
/// «Задание 20 № 27417» → 20): a word, a number of one or two digits, «№»
/// and the site's number, alone on the line.
pub(in crate::read) fn site_problem(s: &str) -> Option<String> {
    let t = s.trim();
    let rest = vocabulary()
        .as_written("numbering.site_problem")
        .iter()
        .find_map(|w| t.strip_prefix(w.as_str()))?;
    let exam: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let after = rest[exam.len()..].trim_start().strip_prefix('№')?.trim();
    let site = after.trim_end_matches('.');
    let all_digits = !site.is_empty() && site.bytes().all(|b| b.is_ascii_digit());
    ((1..=2).contains(&exam.len()) && all_digits).then_some(exam)
}

impl Splitter {
    /// A site's problem header: above any game, a line of the rules (the
    /// title); after one, left for the next sentence. True when taken.
    pub(super) fn site_header(&mut self, s: &str) -> bool {
        let Some(exam) = site_problem(s) else {
            return false;
        };
        let begun = self
            .cur
            .as_ref()
            .is_some_and(|d| d.game_opened || d.moves_stated || !d.questions.is_empty());
        if begun {
            self.pending_site = Some((exam, s.trim().to_string()));
        } else {
            self.site_numbered = false;
            self.mode = Mode::Rules;
            self.push_words(s.trim());
        }
        true
    }

    /// The sentence after a site's problem header that came after a game:
    /// a question (it asks, opening no game) is that task's, numbered as the
    /// header says; else the header is the next problem's title (when the
    /// sentence opens its game). True when the sentence was taken as the
    /// question.
    pub(super) fn resolve_site_header(&mut self, s: &str) -> bool {
        let Some((exam, line)) = self.pending_site.take() else {
            return false;
        };
        let numbered = std::mem::take(&mut self.site_numbered);
        // «Тип 20 № 27413» + «Задание 20.»: the page's own heading of the
        // same question alone on its line; the header still waits for the
        // sentence after them.
        if question_id(s).is_some_and(|(n, rest)| n == exam && rest.trim().is_empty()) {
            self.site_numbered = numbered;
            self.pending_site = Some((exam, line));
            return true;
        }
        if asks(s) && !starts_game(s) {
            if let Some(d) = self.cur.as_mut() {
                push_headed(d, exam, s.to_string(), self.auto_ids);
                self.mode = Mode::Question;
                self.auto_ids = false;
                return true;
            }
        }
        // «22. Тип 22 № 43408» + «В файле содержится …» after the game's
        // question 21 (sdamgia's variant page): the exam's next task,
        // skipped with the tasks after it.
        if self
            .cur
            .as_ref()
            .is_some_and(|d| another_exam_task(d, self.continues_numbering(d, &exam), &exam, s))
        {
            self.mode = Mode::OtherTask;
            return true;
        }
        self.finish_current();
        self.mode = Mode::Rules;
        // Under «22.» on the line before: the next task's number and title,
        // whatever it is (a variant's task 22, read apart from the game).
        if numbered {
            self.header = Some(exam);
            self.push_words(&line);
            return false;
        }
        // Over the game's opening, its title; over anything else (the
        // source's own number, «№ 2365»), a page's heading that is dropped.
        if starts_game(s) {
            self.push_words(&line);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::site_problem;

    #[test]
    fn a_sites_problem_header_names_the_exam_task() {
        assert_eq!(site_problem("Тип 20 № 27417").as_deref(), Some("20"));
        assert_eq!(site_problem(" Задание 21 № 9 ").as_deref(), Some("21"));
        assert_eq!(site_problem("Задание 20."), None);
        assert_eq!(site_problem("Тип 20 № 27417 Найдите …"), None);
        assert_eq!(site_problem("Задание 2025 № 1"), None);
    }
}
