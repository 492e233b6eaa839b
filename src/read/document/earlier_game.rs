//! «Задача 3.» + «Для игры из задачи 2 укажите, при каком …» (or «(№ 7716)
//! Для игры, описанной в предыдущем задании, найдите …» on one line, a
//! collection's next task) after task 2's questions: a task of its own that only asks about an earlier task's
//! game, its words its first question (the game is taken in
//! `read::inherited`), never rules of a draft with no game, lost.

use super::super::inherited::{asks_of_described_game, asks_of_game};
use super::{Draft, Mode, Numbered, Splitter};

impl Splitter {
    /// The sentence after a header that numbers the next task (no task
    /// begun, its number waiting: `sent_elsewhere_next` ended the task
    /// before), when it asks about the game of a task it names by number:
    /// that task begun, the sentence its question. False (nothing done) for
    /// any other sentence.
    pub(super) fn question_on_earlier_game(&mut self, s: &str) -> bool {
        let waiting = self.cur.is_none() && self.header.is_some() && self.mode == Mode::Rules;
        if !waiting || asks_of_game(s).is_none() {
            return false;
        }
        let d = self.cur.insert(Draft {
            number: self.header.take(),
            ..Draft::default()
        });
        d.questions.push(("1".to_string(), s.to_string()));
        self.mode = Mode::Question;
        self.auto_ids = true;
        true
    }
}

impl Splitter {
    /// «(№ 7716) (А. Кабанов) Для игры, описанной в предыдущем задании,
    /// найдите …» after task 7715's questions, the source's own number
    /// opening the question's line: the collection's next task, its words
    /// its first question (the game is taken in `read::inherited`). Read as
    /// a game's opening (its words name a game), it was a task of rules
    /// alone, its question lost. Only under «№»: under «Задание 4.» or «4.»
    /// the words may be a site's page of task 20 joined after another text,
    /// whose «предыдущее задание» is not in the document. False (nothing
    /// done) for any other line.
    pub(super) fn numbered_question_on_described_game(
        &mut self,
        s: &str,
        line: &Numbered<'_>,
    ) -> bool {
        let Some((n, _)) = &line.numbered else {
            return false;
        };
        let sourced = ["№", "(№"].iter().any(|p| s.trim_start().starts_with(p));
        if !sourced
            || self.mode == Mode::Shared
            || asks_of_described_game(line.body).is_none()
            || !self.sent_elsewhere_next(n, line.body)
        {
            return false;
        }
        self.finish_current();
        self.number_next_task(n.clone());
        self.cur = Some(Draft {
            number: self.header.take(),
            title: line.title.clone(),
            questions: vec![("1".to_string(), line.body.to_string())],
            on_described_game: true,
            ..Draft::default()
        });
        self.mode = Mode::Question;
        self.auto_ids = true;
        true
    }
}

/// «Решите задание 1 при условии, что …», «Для игры из задания 1 измените
/// начальную позицию: …», «Условие задания 19.1, но …»: words that take the
/// game of another task (not `own`, the number the words stand under) and
/// change it — a task's first rule, never a question (the words «Решите»,
/// «укажите» in them ask nothing of S). The change is read, or the task
/// flagged, in `read::inherited`.
pub(super) fn changes_earlier_game(s: &str, own: Option<&str>) -> bool {
    super::super::inherited::game_taken(s)
        .is_some_and(|(named, change)| change.is_some() && own != Some(named.as_str()))
}
