//! Players named by a letter or a number after «игрок»: «Два игрока, игрок
//! А и игрок Б, играют …», «игрок 1 и игрок 2». The name is the pair of
//! words, never the letter alone (a bare «А» is the conjunction «а»): in a
//! question each form «игрок X», «игрока X», «игроку X», «игроком X» is read
//! as «первый игрок» / «второй игрок» in its case, by who moves first as
//! the rules said it. Any other mention of a player (a bare letter, «об
//! игроке Б», an «игрок X» of neither name) is named, never guessed.

use super::tokens::words;
use super::vocabulary::vocabulary;
use super::word_names::{FIRST, SECOND};

/// The forms of «игрок» before a name, with their case (0 nominative, 1
/// genitive, 2 dative, 3 instrumental; `None` the prepositional, not read).
const FORMS: [(&str, Option<usize>); 5] = [
    ("игрок", Some(0)),
    ("игрока", Some(1)),
    ("игроку", Some(2)),
    ("игроком", Some(3)),
    ("игроке", None),
];

/// Whether a token is a name after «игрок»: one capital letter, or a
/// number of one or two digits.
fn is_name(t: &str) -> bool {
    let n = t.chars().count();
    (n == 1 && t.chars().all(|c| c.is_alphabetic() && c.is_uppercase()))
        || (1..=2).contains(&n) && t.chars().all(|c| c.is_ascii_digit())
}

/// «игрок А» (the words of a pair, trimmed) → «А»; else `None`.
pub(super) fn letter_name(n: &str) -> Option<String> {
    let mut ts = n.split_whitespace();
    let (word, name) = (ts.next()?, ts.next()?);
    (ts.next().is_none() && word.to_lowercase() == "игрок" && is_name(name))
        .then(|| name.to_string())
}

/// One mention of a player in a text: where it is (bytes), its case and
/// its name as written.
pub(super) struct Mention {
    pub from: usize,
    pub to: usize,
    pub case: Option<usize>,
    pub name: String,
}

/// Every «игрок X» of a text (any form of «игрок», then spaces only, then a
/// name, then no letter or digit). Linear in the text.
pub(super) fn mentions(text: &str) -> Vec<Mention> {
    // (start, end) of each token of letters or digits.
    let mut tokens: Vec<(usize, usize)> = Vec::new();
    let mut from: Option<usize> = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        if c.is_alphanumeric() {
            from.get_or_insert(i);
        } else if let Some(f) = from.take() {
            tokens.push((f, i));
        }
    }
    let mut out = Vec::new();
    for pair in tokens.windows(2) {
        let ((wf, we), (nf, ne)) = (pair[0], pair[1]);
        let word = text[wf..we].to_lowercase();
        let Some(&(_, case)) = FORMS.iter().find(|(f, _)| *f == word) else {
            continue;
        };
        let name = &text[nf..ne];
        if !text[we..nf].chars().all(char::is_whitespace) || !is_name(name) {
            continue;
        }
        out.push(Mention {
            from: wf,
            to: ne,
            case,
            name: name.to_string(),
        });
    }
    out
}

/// Which of the names (`names`, as the pair said them) a sentence says
/// moves first: «первый ход делает игрок А», «первым ходит игрок 1», «Игрок
/// 1 ходит первым» (the vocabulary's phrases of who moves first, «игрок»
/// and the name beside them). The name must be one of the pair written as
/// a name (a capital letter: «делает игрок, а …» is none): each «игрок x»
/// of the words with that name is a mention of the text. A sentence that
/// mentions more players than it reads is named by the walk.
pub(super) fn first_mover(s: &str, names: &[String; 2]) -> Option<usize> {
    let ms = mentions(s);
    if ms.is_empty() {
        return None;
    }
    let v = vocabulary();
    let ws = words(s);
    let player = |i: usize| ws.get(i).is_some_and(|w| w.starts_with("игрок"));
    let after = v
        .group("players.first_mover")
        .find(&ws)
        .and_then(|(at, len)| {
            let j = at + len;
            if player(j - 1) {
                ws.get(j)
            } else {
                ws.get(j + 1).filter(|_| player(j))
            }
        });
    let before = v
        .group("players.first_mover_before")
        .find(&ws)
        .and_then(|(at, _)| (at >= 2 && player(at - 2)).then(|| &ws[at - 1]));
    let said = match (after, before) {
        (Some(a), Some(b)) if a != b => return None,
        (a, b) => a.or(b)?,
    };
    let first = names.iter().position(|n| n.to_lowercase() == *said)?;
    let in_words = (1..ws.len())
        .filter(|&i| player(i - 1) && ws[i] == *said)
        .count();
    let in_text = ms.iter().filter(|m| m.name == names[first]).count();
    (in_words == in_text).then_some(first)
}

/// The question with each mention of a player said as «первый игрок» /
/// «второй игрок» in its case (`order`: the first mover's name, then the
/// other's). `Err` with the words not read: a mention in the prepositional
/// or of neither name, or a name's letter standing alone («Б выиграл»).
pub(super) fn as_ordinal_players(text: &str, order: [&str; 2]) -> Result<String, String> {
    let mut out = String::with_capacity(text.len() + 32);
    let mut last = 0;
    for m in mentions(text) {
        let role = order.iter().position(|n| *n == m.name);
        let (Some(role), Some(case)) = (role, m.case) else {
            return Err(text[m.from..m.to].to_string());
        };
        out.push_str(&text[last..m.from]);
        out.push_str([FIRST, SECOND][role][case]);
        last = m.to;
    }
    out.push_str(&text[last..]);
    // A letter name left alone («… после хода Б», «А выиграл»): a player
    // called otherwise, or the conjunction at a sentence's start — named.
    let letters: Vec<&str> = order
        .iter()
        .copied()
        .filter(|n| n.chars().all(char::is_alphabetic))
        .collect();
    let alone = out
        .split(|c: char| !c.is_alphanumeric())
        .find(|t| letters.contains(t));
    match alone {
        Some(t) => Err(t.to_string()),
        None => Ok(out),
    }
}
