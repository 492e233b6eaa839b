//! A series of tasks numbered by the exam's number and a place («Задание
//! 19.1», «Задание 19.2», … each on a line of its own): each header begins
//! a task of its own, numbered «19.k», whose words follow it — a game of its
//! own, or an earlier one of the series taken («Условие задания 19.1, но …»,
//! «Для игры из задания 19.2 укажите …», read in `read::inherited`). Read
//! as a question's header («Задание 19.» with the words «1») it ran the
//! series into the first task's questions.

use super::super::inherited::game_taken;
use super::super::numbering::series_number;
use super::sentence_kinds::starts_game;
use super::{Draft, Mode, Splitter};

impl Splitter {
    /// «Задание 19.2» alone over `next`, the sentence after it: when `next`
    /// opens a game or takes another task's game, the task being read is
    /// done and the next one numbered «19.2». True when taken so; false
    /// (nothing done) for any other line, or where a line before it waits
    /// for what it heads (then the lines are read as they always were).
    pub(super) fn series_header(&mut self, s: &str, next: Option<&str>) -> bool {
        let Some(number) = series_number(s) else {
            return false;
        };
        let opens = next.is_some_and(|n| starts_game(n) || game_taken(n).is_some());
        let waiting = self.line_waiting();
        if !opens || waiting || self.mode == Mode::Shared {
            return false;
        }
        // Lines before the first game with no number (the document's
        // title): the game's title, as over any game.
        // A task numbered but not begun («Задание 5.» over the header): the
        // lines are read as they always were.
        let begun = self.cur.as_ref().map(Draft::begun);
        if begun == Some(false) && self.cur.as_ref().is_some_and(|d| d.number.is_some()) {
            return false;
        }
        // As a game's opening ends the task before.
        self.close_each_block();
        if begun == Some(true) {
            self.finish_current();
        }
        self.header = Some(number);
        self.mode = Mode::Rules;
        self.auto_ids = false;
        true
    }
}
