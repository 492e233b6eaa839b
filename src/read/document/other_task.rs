//! Another exam task in a pasted variant: «Задание 22. В файле …» after a
//! game's question 21, and the tasks after it, are no questions of the game.

use super::super::numbering::{heading_range, question_id, task_number};
use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::sentence_kinds::{mentions_unknown, names_game, starts_game};
use super::shared::is_shared_header;
use super::{Draft, Mode, Splitter};

/// Whether «Задание 22» (its words `s`) after a game's question 21 is
/// another exam task, not the game's: the exam's next number, over words
/// that name neither the game (a move, a heap, a stone, a win) nor the
/// unknown (the tasks after it are skipped with it, see
/// `skip_other_exam_task`). A whole variant pasted holds tasks 1–27;
/// only 19–21 are the game's.
pub(super) fn another_exam_task(d: &Draft, collections: bool, id: &str, s: &str) -> bool {
    let ws = words(s);
    // «Задание 22.» right after question 21, not a collection's next number
    // after its task 21 (`collections`), nor over the source's own number
    // («№ 27774 …»).
    id == "22"
        && d.questions
            .last()
            .is_some_and(|q| q.0 == "21" || own_series_ended(d, &q.0))
        && !collections
        && !super::own_number::sources_number(s)
        && !ws.is_empty()
        && !mentions_unknown(s)
        && !vocabulary().group("document.game_words").any(&ws)
        && !vocabulary().group("questions.win").any(&ws)
}

/// Whether the game's questions were numbered on their own («Вопрос 1.» …
/// «Вопрос 3.» under «Задания 19–21») and `last` is the last of them: a
/// «22.» after it cannot continue that numbering, so it is the exam's next
/// task (a variant pasted whole), not a fourth question.
fn own_series_ended(d: &Draft, last: &str) -> bool {
    let n = d.questions.len();
    (2..=3).contains(&n) && last == n.to_string()
}

/// Whether a question's number is past the exam's game questions (22–27).
fn past_the_games(id: &str) -> bool {
    id.parse::<u32>().is_ok_and(|n| n > 21)
}

impl Splitter {
    /// «Задание 22. В файле содержится …» after a game's question 21 (a
    /// whole exam variant pasted: tasks 22–27 after the game's), and the
    /// sentences under it, up to the next game, task number or heading:
    /// another exam task's, skipped (never words of question 21, never a
    /// question of the game). True when skipped.
    pub(super) fn skip_other_exam_task(&mut self, s: &str) -> bool {
        if self.mode == Mode::Shared {
            return false;
        }
        // «22. В файле …»: a bare number over words that ask nothing is no
        // question's number, but heads the exam's next task all the same.
        let numbered = question_id(s).or_else(|| task_number(s));
        if self.mode != Mode::OtherTask {
            let other = numbered.as_ref().is_some_and(|(id, rest)| {
                self.cur.as_ref().is_some_and(|d| {
                    another_exam_task(d, self.continues_numbering(d, id), id, rest)
                })
            });
            if other {
                self.mode = Mode::OtherTask;
            }
            return other;
        }
        // The next exam task's header («Задание 23.», «Задание 23. Дано …»):
        // skipped too, unless its words name the game.
        if let Some((id, rest)) = numbered {
            if past_the_games(&id) && !names_game(&words(rest)) {
                return true;
            }
            self.mode = Mode::Rules;
            return false;
        }
        let next = starts_game(s) || heading_range(s).is_some() || is_shared_header(s);
        if next {
            self.mode = Mode::Rules;
        }
        !next
    }
}
