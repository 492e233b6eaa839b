//! «32. пошагово разберём задачу на 1 кучу» or «6.\t/*» after a task's last
//! question: a collection's number over a title in lower case or over a
//! program's opening quotes (a text that opens so, numbered «N. » or «N.\t»
//! as a collection numbers its tasks). The sentence splitter keeps «N.
//! пошагово …» as one sentence (a lower-case word after a stop is not a new
//! sentence), so the number would be read as words of the question before
//! it and the two tasks merged; read apart, «N.» is a header alone and the
//! words go under it.

use super::super::sentences::russian_lower;
use super::super::tokens::leading_digits;
use super::placing::{finished, holds_item};
use super::{Mode, Splitter};

impl Splitter {
    /// The number and the words after it when the sentence is a
    /// collection's number over words in lower case after a finished
    /// question (or a finished rule of a game the shared block asks); not
    /// the next item of a list the question holds («… два условия. 1. … 2. у
    /// Вани нет …»), nor a first item («1. …»).
    pub(super) fn number_over_lower_words<'a>(&self, s: &'a str) -> Option<(&'a str, &'a str)> {
        let d = self.cur.as_ref()?;
        // After a game whose questions a shared block before it asks
        // («Вопросы 19–21 к задаче 11 и следующим …» + «26) За один ход …»):
        // its last rule ends it as a last question would.
        let last = match self.mode {
            Mode::Question => &d.questions.last()?.1,
            Mode::Rules if !self.shared.is_empty() && d.questions.is_empty() && d.moves_stated => {
                d.rules.last()?
            }
            _ => return None,
        };
        let t = s.trim_start();
        let digits = leading_digits(t);
        let rest = t[digits..].strip_prefix('.')?;
        if !rest.starts_with(char::is_whitespace) {
            return None;
        }
        let rest = rest.trim_start();
        let n: usize = t[..digits].parse().ok()?;
        let lower = rest.chars().next().is_some_and(russian_lower);
        // A program's opening (a docstring, a comment; «/*» is «/» once
        // cleaned): never a question's words, finished or not («…
        // выигрывает первым ходом» + «2. '''»).
        let code = ["'''", "\"\"\"", "/", "#", "```"]
            .iter()
            .any(|o| rest.starts_with(o));
        let ok = (1..=4).contains(&digits)
            && n >= 2
            && (lower && finished(last) || code)
            && !holds_item(last, n - 1);
        ok.then(|| (&t[..=digits], rest))
    }
}
