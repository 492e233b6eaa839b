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
/// the verb after «игра», the clause opened by «как только»
/// (`ends_retold.opens`) — the verb, then the clause. After the verb only
/// the winner's clause may follow («…, и сделавший последний ход
/// побеждает»: read by the winner's rule); any other word, no end.
pub(super) fn said_before_verb(ws: &[String], verb: usize) -> Option<Vec<String>> {
    let v = vocabulary();
    let opened = v.group("ends_retold.opens").at(ws, 0)?;
    let game = verb
        .checked_sub(1)
        .filter(|&g| v.group("ends_retold.game").is(&ws[g]))?;
    let tail = &ws[verb + 1..];
    (opened < game && (tail.is_empty() || winners_clause(tail))).then(|| {
        std::iter::once(&ws[verb])
            .chain(&ws[opened..game])
            .cloned()
            .collect()
    })
}

/// «и сделавший последний ход побеждает», «и побеждает тот, кто сделал
/// последний ход»: one verb of winning or losing (`ends_retold.winner_verb`),
/// every other word of `ends_retold.winner_words` — the winner's clause
/// alone, which the winner's rule reads from the same sentence.
fn winners_clause(ws: &[String]) -> bool {
    let v = vocabulary();
    let verb = v.group("ends_retold.winner_verb");
    let words = v.group("ends_retold.winner_words");
    ws.iter().filter(|w| verb.is(w)).count() == 1 && ws.iter().all(|w| verb.is(w) || words.is(w))
}

/// «… становится хотя бы 40 камней»: «хотя бы» just before a number in
/// digits said as «не менее» (`ends_retold.at_least`); before any other
/// word («хотя бы в одной из куч») it is kept.
pub(super) fn at_least_said(ws: &[String]) -> Cow<'_, [String]> {
    let v = vocabulary();
    let at_least = v.group("ends_retold.at_least");
    let before_number = |i: usize| {
        at_least
            .at(ws, i)
            .filter(|&n| ws.get(i + n).is_some_and(|w| is_digits(w)))
    };
    if !(0..ws.len()).any(|i| before_number(i).is_some()) {
        return Cow::Borrowed(ws);
    }
    let said_as: Vec<String> = v
        .group("ends_retold.at_least_as")
        .phrases()
        .first()
        .map(|p| p.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    if said_as.is_empty() {
        return Cow::Borrowed(ws);
    }
    let mut out = Vec::with_capacity(ws.len() + 1);
    let mut i = 0;
    while i < ws.len() {
        match before_number(i) {
            Some(n) => {
                out.extend(said_as.iter().cloned());
                i += n;
            }
            None => {
                out.push(ws[i].clone());
                i += 1;
            }
        }
    }
    Cow::Owned(out)
}
