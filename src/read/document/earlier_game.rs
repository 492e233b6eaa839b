//! «Задача 3.» + «Для игры из задачи 2 укажите, при каком …» after task 2's
//! questions: a task of its own that only asks about an earlier task's
//! game, its words its first question (the game is taken in
//! `read::inherited`), never rules of a draft with no game, lost.

use super::super::inherited::asks_of_game;
use super::{Draft, Mode, Splitter};

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
