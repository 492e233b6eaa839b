//! A condition on the values of S (issue 21), said beside the start («В
//! начальный момент в куче было S камней, где S — нечётное число, 1 ≤ S ≤
//! 65.», «…, S кратно 3, …», «Известно, что S — чётное число.») or in a
//! question («Найдите минимальное нечётное значение S, …», «Сколько
//! существует значений S, кратных трём, …»): the condition as the questions
//! language writes it (`odd(S)`, `even(S)`, `S % 3 == 0`) and the words
//! without it, which are read as they would be with no condition said.
//!
//! Read only in these shapes: the parity word just before «значени* S», «S,
//! кратн* N» after it, and «S — (не)чётное (число)», «S кратно N», «S — число,
//! кратное N» as a clause of its own (after a comma, «где», «причём», «и»,
//! «известно, что», or at the start). A condition in any other words, «если
//! S — чётное» (a condition of a rule, not of the values), or one on K, is
//! not taken: the words stay, and readers name them as before.

use super::vocabulary::vocabulary;

/// The most conditions one text may say (each one taken off in turn).
const MOST_CONDITIONS: usize = 3;

/// The conditions a text says on S, joined by `and`, and the text without
/// their words; `None` when it says none in the shapes read.
pub(super) fn strip(text: &str) -> Option<(String, String)> {
    let mut rest = text.to_string();
    let mut found = Vec::new();
    for _ in 0..MOST_CONDITIONS {
        match strip_one(&rest) {
            Some((cond, r)) => {
                found.push(cond);
                rest = r;
            }
            None => break,
        }
    }
    if found.is_empty() {
        return None;
    }
    found.dedup();
    Some((found.join(" and "), rest))
}

/// Whether the words left are no words at all (only marks): the text said
/// the condition alone («Известно, что S — чётное число.»).
pub(super) fn nothing_left(rest: &str) -> bool {
    !rest.chars().any(char::is_alphanumeric)
}

/// A word of the text: its lower-case form («ё» as «е») and where it is.
struct Word {
    w: String,
    at: std::ops::Range<usize>,
}

fn lower(c: char) -> char {
    match c.to_lowercase().next().unwrap_or(c) {
        'ё' => 'е',
        l => l,
    }
}

fn text_words(text: &str) -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    let mut cur: Option<Word> = None;
    for (i, c) in text.char_indices() {
        if c.is_alphanumeric() {
            let w = cur.get_or_insert_with(|| Word {
                w: String::new(),
                at: i..i,
            });
            w.w.push(lower(c));
            w.at.end = i + c.len_utf8();
        } else if let Some(w) = cur.take() {
            out.push(w);
        }
    }
    out.extend(cur);
    out
}

fn parity(w: &str) -> Option<&'static str> {
    if w.starts_with("нечетн") {
        Some("odd(S)")
    } else if w.starts_with("четн") {
        Some("even(S)")
    } else {
        None
    }
}

/// A divisor of two or more in one word («3», «трём»).
fn divisor(w: &str) -> Option<i64> {
    let (n, len) = vocabulary().number_at(&[w.to_string()], 0)?;
    let n = n.whole()?;
    (len == 1 && n >= 2).then_some(n)
}

fn multiple(n: i64) -> String {
    format!("S % {n} == 0")
}

/// Whether a dash («—», «–», «-») stands between two places of the text.
fn dash_between(text: &str, from: usize, to: usize) -> bool {
    text.get(from..to)
        .is_some_and(|t| t.contains(['—', '–', '-']) && t.chars().all(|c| !c.is_alphanumeric()))
}

fn strip_one(text: &str) -> Option<(String, String)> {
    let ws = text_words(text);
    let w = |i: usize| ws.get(i).map(|x| x.w.as_str()).unwrap_or("");
    for i in 0..ws.len() {
        // «минимальное нечётное значение S»: the parity word taken off.
        if let Some(p) = parity(w(i)).filter(|_| w(i + 1).starts_with("значени") && w(i + 2) == "s")
        {
            let cut = ws[i].at.start..ws[i + 1].at.start;
            return Some((p.to_string(), cut_out(text, cut)));
        }
        // «значений S, кратных трём»: the words after S taken off.
        if w(i).starts_with("значени") && w(i + 1) == "s" && w(i + 2).starts_with("кратн")
        {
            let n = divisor(w(i + 3))?;
            let cut = ws[i + 1].at.end..ws[i + 3].at.end;
            return Some((multiple(n), cut_out(text, cut)));
        }
        if w(i) != "s" {
            continue;
        }
        // «S — нечётное (число)», «S кратно 3», «S — число, кратное 3».
        let dash = ws
            .get(i + 1)
            .is_some_and(|n| dash_between(text, ws[i].at.end, n.at.start));
        let (cond, last) = if let Some(p) = parity(w(i + 1)).filter(|_| dash) {
            (
                p.to_string(),
                if w(i + 2) == "число" {
                    i + 2
                } else {
                    i + 1
                },
            )
        } else if w(i + 1).starts_with("кратн") && !dash {
            (multiple(divisor(w(i + 2))?), i + 2)
        } else if dash && w(i + 1) == "число" && w(i + 2).starts_with("кратн") {
            (multiple(divisor(w(i + 3))?), i + 3)
        } else {
            continue;
        };
        let first = clause_start(text, &ws, i)?;
        return Some((cond, cut_out(text, first..ws[last].at.end)));
    }
    None
}

/// Where the clause of «S — …» at word `i` starts: its joining word
/// («где», «причём», «и», «известно, что») and the comma or semicolon before
/// it, or the start of the text. `None` for a clause of another kind
/// («если S — чётное»: a condition of a rule) or one joined otherwise.
fn clause_start(text: &str, ws: &[Word], i: usize) -> Option<usize> {
    let mut first = i;
    if i >= 1 && ["где", "причем", "и"].contains(&ws[i - 1].w.as_str()) {
        first = i - 1;
    } else if i >= 2 && ws[i - 1].w == "что" && ws[i - 2].w == "известно" {
        first = i - 2;
    }
    let start = ws[first].at.start;
    let before = text[..start].trim_end();
    if before.is_empty() {
        return Some(0);
    }
    match before.chars().last() {
        Some(',' | ';') => Some(before.len() - 1),
        Some('.' | '!' | '?' | '\n') => Some(start),
        _ => None,
    }
}

/// The text with a range of it taken off, its spaces mended.
fn cut_out(text: &str, cut: std::ops::Range<usize>) -> String {
    let (head, tail) = (&text[..cut.start], &text[cut.end..]);
    if head.trim().is_empty() {
        // The clause began the text: what followed it begins it now.
        return tail.trim_start_matches([',', ';', ' ']).to_string();
    }
    format!("{head}{tail}")
}
