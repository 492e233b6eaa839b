//! A heading over a block of tasks that each state only their change:
//! «Задачи 2–4: игра как в задаче 1, но изменено одно из условий.»
//! («В задачах 2–4 игра та же, что в задаче 1, но …»), and after it
//! «Ответьте на вопросы 19–21 для каждой из них.». Each task of the range
//! after it that opens no game of its own takes the task named's game, its
//! own words the change (read in `read::inherited`); the questions named,
//! when they are that task's own numbers, are asked of each.
//!
//! Never a guess: a heading that states a change of its own (a number in
//! its words after «но»), a task outside the range, a task with a game of
//! its own — the block ends, or is not taken.

use super::super::numbering::question_range;
use super::{Draft, Mode, Splitter};

/// What a block heading says of the tasks under it.
#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    /// The first and last task of the range («2», «4»).
    pub from: u64,
    pub to: u64,
    /// The task whose game they take («1»).
    pub number: String,
    /// The question numbers asked of each («19», «20», «21»), when said.
    pub questions: Option<Vec<String>>,
}

/// The words a block heading opens with, before the range of tasks.
const OPENS: [&str; 4] = ["задачи ", "задания ", "в задачах ", "в заданиях "];

/// The words a change left to each task says after «но».
const CHANGED: [&str; 6] = [
    "изменено одно из условий",
    "изменено одно условие",
    "изменены условия",
    "изменено условие",
    "с изменениями",
    "с изменением",
];

/// «Задачи 2–4: игра как в задаче 1, но изменено одно из условий.»: the
/// range and the task named.
pub(super) fn block_heading(s: &str) -> Option<Block> {
    let lower = s.trim().to_lowercase();
    let rest = OPENS.iter().find_map(|o| lower.strip_prefix(o))?;
    let (from, to, after) = number_range(rest)?;
    if from >= to {
        return None;
    }
    let after = after
        .trim_start()
        .trim_start_matches([':', ','])
        .trim_start();
    // The words after the range name the game taken and no change of
    // their own.
    let said = super::super::inherited::game_taken(after)?;
    let number = said.0;
    let change_ok = said.1.is_some_and(|c| {
        let c = c.to_lowercase();
        let c = c.trim_end_matches(['.', ';', ':']).trim();
        CHANGED.contains(&c)
    });
    let head_ok = number.split('.').all(|p| p.parse::<u64>().is_ok());
    (change_ok && head_ok).then_some(Block {
        from,
        to,
        number,
        questions: None,
    })
}

/// «2–4» at the start of `rest`: its two numbers and the words after it.
fn number_range(rest: &str) -> Option<(u64, u64, &str)> {
    let after = question_range(rest)?;
    let mut ends = rest[..rest.len() - after.len()]
        .split(['–', '-'])
        .map(|p| p.trim().parse::<u64>().ok());
    Some((ends.next()??, ends.next()??, after))
}

/// «Ответьте на вопросы 19–21 для каждой из них.»: the question numbers.
fn questions_of_each(s: &str) -> Option<Vec<String>> {
    let lower = s.trim().to_lowercase();
    let rest = lower.strip_prefix("ответьте на вопросы ")?;
    let (a, b, after) = number_range(rest)?;
    let tail = after.trim().trim_end_matches('.').trim();
    if a >= b || b - a > 5 || !["для каждой из них", "для каждой задачи", ""].contains(&tail)
    {
        return None;
    }
    Some((a..=b).map(|n| n.to_string()).collect())
}

impl Splitter {
    /// A block heading (the task before it done), or the sentence right
    /// after it naming the questions asked of each: taken. False (nothing
    /// done) for any other sentence.
    pub(super) fn block_heading(&mut self, s: &str) -> bool {
        if self.mode == Mode::Shared {
            return false;
        }
        if let Some(b) = block_heading(s) {
            self.finish_current();
            self.header = None;
            self.mode = Mode::Rules;
            self.blocks.push((self.tasks.len(), b));
            return true;
        }
        let fresh = self.cur.is_none() && self.header.is_none();
        let at = self.tasks.len();
        match self.blocks.last_mut() {
            Some((k, b)) if *k == at && fresh && b.questions.is_none() => {
                match questions_of_each(s) {
                    Some(q) => {
                        b.questions = Some(q);
                        true
                    }
                    None => false,
                }
            }
            _ => false,
        }
    }
}

/// Each block given to the tasks after it that its range numbers and that
/// open no game of their own, up to the first task that is not so.
pub(super) fn mark_blocks(tasks: &mut [Draft], blocks: &[(usize, Block)]) {
    for (k, b) in blocks {
        for d in tasks.iter_mut().skip(*k) {
            let n = d.number.as_deref().and_then(|n| n.parse::<u64>().ok());
            let in_range = n.is_some_and(|n| (b.from..=b.to).contains(&n));
            if !in_range || d.game_opened || d.game_named || d.rules.is_empty() {
                break;
            }
            d.block = Some(b.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn block_headings_read() {
        let b = block_heading("Задачи 2–4: игра как в задаче 1, но изменено одно из условий.")
            .expect("a block");
        assert_eq!((b.from, b.to, b.number.as_str()), (2, 4, "1"));
        let b = block_heading("В задачах 2–4 игра та же, что в задаче 1, но с изменениями:")
            .expect("a block");
        assert_eq!((b.from, b.to), (2, 4));
        assert_eq!(
            block_heading("Задачи 2–4: игра как в задаче 1, но в куче 5 камней."),
            None
        );
        assert_eq!(block_heading("Задания 19–21"), None);
        assert_eq!(
            questions_of_each("Ответьте на вопросы 19–21 для каждой из них."),
            Some(vec!["19".into(), "20".into(), "21".into()])
        );
    }
}
