//! An example with the positions it says one move cannot give: «Например,
//! из кучи в 5 камней за один ход можно получить кучу из 7 или 10 камней,
//! но нельзя получить кучу из 6 камней.» The part before «, но» is the
//! plain example; the part after names only positions barred (a negation,
//! a word of reaching, heap words and digits), checked as unreachable on
//! the rules read — a check, never a source of rules.

use super::{example, heap_sizes, reaching, tuples, Example};
use crate::read::tokens::{is_digits, words};
use crate::read::vocabulary::vocabulary;

/// The example with its barred positions, or `None` when the sentence has
/// no such «, но …» part or the part says more than barred positions.
pub(super) fn barred_example(s: &str, before: Option<&Vec<i64>>) -> Option<Example> {
    let v = vocabulary();
    let at = s.find(", но ")?;
    let (yes, no) = (&s[..at], &s[at + ", но ".len()..]);
    let (negation, plain) = (v.group("examples.negation"), v.group("examples.barred"));
    let no_ws = words(no);
    if negation.any(&words(yes))
        || !negation.any(&no_ws)
        || !no_ws.iter().any(|w| reaching(w))
        || !no_ws
            .iter()
            .all(|w| negation.is(w) || reaching(w) || plain.is(w) || is_digits(w))
    {
        return None;
    }
    let said = tuples(no);
    let absent = if said.is_empty() {
        heap_sizes(no)?.into_iter().map(|n| vec![n]).collect()
    } else {
        said
    };
    if absent.is_empty() {
        return None;
    }
    let mut e = example(yes, &tuples(yes), before)?;
    e.absent = absent;
    e.sentence = s.to_string();
    Some(e)
}
