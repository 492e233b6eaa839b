//! The end's sentence as a retelling says it: the comparison restated
//! («достигает 47 или превышает это число») and the end's clause before
//! its verb («Как только в куче станет как минимум 47 камней, игра
//! заканчивается»). Each put back in the order `end` reads.

use super::tokens::is_digits;
use super::vocabulary::vocabulary;
use std::borrow::Cow;

/// The words with «или превышает это число» taken out where it restates a
/// comparison of «не менее» just before it («достигает 47 или превышает
/// это число»: `>= 47`); any other place keeps it (named as before).
pub(super) fn without_restated(ws: &[String]) -> Cow<'_, [String]> {
    let v = vocabulary();
    let restated = v.group("ends_retold.restated");
    let Some((at, len)) = restated.find(ws) else {
        return Cow::Borrowed(ws);
    };
    let at_least = at >= 2
        && is_digits(&ws[at - 1])
        && v.compare_at(ws, at - 2)
            .is_some_and(|(op, l)| op == ">=" && l == 1);
    if !at_least {
        return Cow::Borrowed(ws);
    }
    Cow::Owned(ws[..at].iter().chain(&ws[at + len..]).cloned().collect())
}

/// «Как только в куче станет как минимум 47 камней, игра заканчивается»:
/// the verb the sentence's last word, after «игра», the clause opened by
/// «как только» (`ends_retold.opens`) — the verb, then the clause.
pub(super) fn said_before_verb(ws: &[String], verb: usize) -> Option<Vec<String>> {
    let v = vocabulary();
    let opened = v.group("ends_retold.opens").at(ws, 0)?;
    let game = verb
        .checked_sub(1)
        .filter(|&g| v.group("ends_retold.game").is(&ws[g]))?;
    (verb + 1 == ws.len() && opened < game).then(|| {
        std::iter::once(&ws[verb])
            .chain(&ws[opened..game])
            .cloned()
            .collect()
    })
}
