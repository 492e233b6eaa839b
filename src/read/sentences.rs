//! A text → its sentences: where a sentence ends (a stop before a capital,
//! a digit or a quote, a line break, a question's number) and where it does
//! not (an initial, «т. е.»). Every reader works on these sentences, so where
//! they are cut is one concept, apart from how a document groups them into tasks.

use super::looked_at;
use super::numbering::heading_alone;
use super::questions::Players;
use super::tokens::{find_lower, words};
use super::vocabulary::vocabulary;

/// Whether a text holds a Russian letter: a line of none («python», «excel»,
/// «41» on a slide after its question) is a page's debris, never the end of
/// the sentence before it.
pub(super) fn has_russian(s: &str) -> bool {
    s.chars().any(super::russian_letter)
}

/// A lower-case Russian letter: where a sentence goes on, not starts.
pub(super) fn russian_lower(c: char) -> bool {
    matches!(c, 'а'..='я' | 'ё')
}

/// Whether a sentence asks something («Найдите…», «Необходимо найти…»,
/// «Известно…»): a question's verb or opener (the vocabulary's) in its first
/// four words.
pub(super) fn asks(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    let head = &ws[..ws.len().min(4)];
    if v.group("questions.verbs").any(head) {
        return true;
    }
    // «В ответе запишите минимальное значение S, …»: the verb of writing
    // asks after «В ответе» as «В ответе укажите …» does.
    if v.group("questions.written_lead")
        .find(&ws)
        .is_some_and(|(at, _)| at == 0)
    {
        return true;
    }
    // «Петя сделал неудачный первый ход, и Ваня выиграл своим первым ходом.»
    // (the ask in the sentence after it): a win after an unsuccessful move
    // is told only by a question.
    if v.group("questions.unlucky").any(&ws) && v.group("questions.win").any(&ws) {
        return true;
    }
    // «Известно, что в начальный момент в куче было S камней, 1 ≤ S ≤ 28»,
    // «Известно, что 1 ≤ S ≤ 28»: the start or the range, no win asked of.
    let states_start = head
        .first()
        .is_some_and(|w| v.group("document.premise").is(w))
        && !v.group("questions.win").any(&ws)
        && (v.group("sentences.start").any(&ws)
            || super::start::unknown_range(s, 'S').is_some()
            || super::start::one_heap_range(s).is_some());
    // An opener starts the question («Для игры, описанной …», «Вопрос 2. При
    // каком …»), only numbers and a label before it: «программа для заданий
    // 19-21» (a student's heading) asks nothing.
    let label = |w: &String| {
        w.chars().all(|c| c.is_ascii_digit())
            || v.group("sentences.labels").is(w)
            || w.chars().count() == 1
    };
    let opener_at = head
        .iter()
        .position(|w| v.group("questions.openers").any(std::slice::from_ref(w)));
    opener_at.is_some_and(|at| head[..at].iter().all(label)) && !states_start
}

/// Sentences of a text: at `.`/`?`/`!` before a capital, a digit or a
/// quote, and at line breaks; not after an initial («А. Кабанов»).
pub fn sentences(text: &str) -> Vec<String> {
    // «… вопросы: Задание 19. …»: a question's number starts a line.
    // Each word's next place is searched for again only once it is passed
    // (searching the whole rest for a word that never comes, at every
    // place of the other, was quadratic).
    let breaks = vocabulary().as_written("numbering.breaks");
    let next_of = |w: &str, from: usize| {
        let at = text[from..].find(w);
        looked_at(at.unwrap_or(text.len() - from));
        at.map(|i| from + i)
    };
    let mut next: Vec<Option<usize>> = breaks.iter().map(|w| next_of(w, 0)).collect();
    let mut broken = String::with_capacity(text.len() + 64);
    let mut done = 0;
    while let Some((k, i)) = next
        .iter()
        .enumerate()
        .filter_map(|(k, at)| at.map(|i| (k, i)))
        .min_by_key(|&(_, i)| i)
    {
        let len = breaks[k].len();
        let digit = text[i + len..].starts_with(|c: char| c.is_ascii_digit());
        broken.push_str(&text[done..i]);
        if digit && i > done {
            broken.push('\n');
        }
        broken.push_str(&text[i..i + len]);
        done = i + len;
        for (w, at) in breaks.iter().zip(next.iter_mut()) {
            if at.is_some_and(|a| a < done) {
                *at = next_of(w, done);
            }
        }
    }
    broken.push_str(&text[done..]);
    let mut out: Vec<String> = Vec::new();
    let mut blank = true;
    for line in broken.lines() {
        let chars: Vec<char> = line.chars().collect();
        let mut cur = String::new();
        // A line that starts with a lower-case word («т. е.» + «первым
        // получивший …») goes on with the sentence before it, as it would
        // on one line; not after a blank line, nor a lettered item («б) …»).
        let lower = chars.first().is_some_and(|c| c.is_lowercase()) && chars.get(1) != Some(&')');
        // Not after a heading alone («Задание № 37» + «программа для …»).
        // Nor after a page's field label alone («Решение» + «def f(s, m):»,
        // a solution's program): the label is a line of its own.
        let lower = lower
            && !out
                .last()
                .is_some_and(|b| heading_alone(b) || super::clean::solution_label(b));
        // Not a line of no Russian word after a finished sentence («… ходом.»
        // then «python», «excel»: a page's debris, not the sentence's end).
        let before = out.last().map_or("", String::as_str);
        let finished = before.ends_with(['.', '?', '!']);
        // «Чтобы делать» + a blank line + «ходы, у каждого …»: a sentence
        // cut by a page break (a copy from a paged document) goes on after
        // the blank line when it stops on a lower-case word, mid-sentence.
        let cut_mid_sentence = before
            .chars()
            .next_back()
            .is_some_and(russian_lower)
            // Two words at least; the second found, not all of them counted
            // (the sentence grows with each line joined).
            && before.split_whitespace().nth(1).is_some()
            && line
                .split_whitespace()
                .next()
                .is_some_and(|w| w.chars().all(|c| russian_lower(c) || c == ','))
            && !asks(line);
        // «…, 11 ≤» + «S ≤ 60.»: a line that stops on a comparison's sign
        // goes on with the next (the bound is the range's).
        let open_sign = !blank
            && before
                .trim_end()
                .ends_with(['≤', '≥', '<', '>', '‹', '›', '=']);
        if open_sign
            || lower
                && (!blank || cut_mid_sentence)
                && has_russian(before)
                && (has_russian(line) || !finished)
        {
            if let Some(last) = out.pop() {
                cur = last + " ";
            }
        }
        blank = line.trim().is_empty();
        for (i, &c) in chars.iter().enumerate() {
            // «… при любых ходах противникая Найдите …»: a stop lost (or
            // mistyped) before a question's verb, capitalized as a
            // sentence's first word, ends the sentence before it.
            let lost_stop = c == ' '
                && (lost_stop_before_question(&chars, i) || next_number_glued(&chars, i, &cur));
            if lost_stop
                || c.is_uppercase()
                    && i > 0
                    && chars[i - 1].is_whitespace()
                    && question_verb_at(&chars[i..])
                    && rule_goes_on(&cur)
            {
                out.push(std::mem::take(&mut cur).trim().to_string());
            }
            cur.push(c);
            // «(Первым ходит Ваня.) За один ход …»: a sentence wholly in
            // brackets ends at its closing bracket.
            if c == ')' && bracketed_sentence_ends(&chars, i) {
                out.push(std::mem::take(&mut cur).trim().to_string());
                continue;
            }
            if !matches!(c, '.' | '?' | '!') {
                continue;
            }
            let at = chars[i + 1..]
                .iter()
                .position(|c| !c.is_whitespace())
                .map(|p| i + 1 + p);
            let next = at.map(|a| &chars[a]);
            let spaced = chars.get(i + 1).is_some_and(|c| c.is_whitespace());
            // «… значения. б) Укажите …»: a lettered sub-question starts
            // (not after a question's number: «1. а) …», «Задание 1. а) …»
            // are one).
            // The word before the stop from the end: a long run of stops in
            // one sentence must not rescan it from its start each time.
            let number = || {
                cur[..cur.len() - 1]
                    .split_whitespace()
                    .next_back()
                    .is_none_or(|w| w.chars().all(|c| c.is_ascii_digit()))
            };
            let lettered = at
                .is_some_and(|a| ('а'..='е').contains(&chars[a]) && chars.get(a + 1) == Some(&')'))
                && !number();
            let starts = next.is_some_and(|n| {
                n.is_uppercase() || n.is_ascii_digit() || matches!(n, '«' | '"' | '(' | '–' | '№')
            });
            // An initial: one capital letter before the dot (never before
            // «?» or «!»: «… значения S? Задача 21.» ends a sentence).
            let before: Vec<&char> = chars[..i].iter().rev().take(2).collect();
            let initial = c == '.'
                && before.first().is_some_and(|c| c.is_uppercase())
                && before.get(1).is_none_or(|c| !c.is_alphabetic())
                && !unknown_in_relation(&chars[..i]);
            // «см. 19», «т. е. Петя»: an abbreviation that ends no sentence
            // (the last few words before the stop).
            let mut from = i.saturating_sub(10);
            while from > 0 && from < i && chars[from - 1].is_alphanumeric() {
                from += 1;
            }
            let tail: String = chars[from..i].iter().collect();
            let abbreviation = vocabulary()
                .group("sentences.abbreviations")
                .ends(&words(&tail));
            // «… противника.Известно, что …»: a stop with its space lost (a
            // text joined from a JSON string) between a word and a
            // capitalized word ends the sentence too; not an initial or a
            // run of capitals («А.Б.», «Т.Е.»).
            let glued = !spaced
                && before.len() == 2
                && before.iter().all(|c| russian_lower(**c))
                && chars
                    .get(i + 1)
                    .is_some_and(|c| matches!(c, 'А'..='Я' | 'Ё'))
                && chars
                    .get(i + 2)
                    .is_some_and(|c| russian_lower(*c) || c.is_whitespace());
            if (spaced || glued) && (lettered || starts && !initial && (c != '.' || !abbreviation))
            {
                out.push(std::mem::take(&mut cur).trim().to_string());
            }
        }
        if !cur.trim().is_empty() {
            out.push(cur.trim().to_string());
        }
    }
    out.into_iter().filter(|s| !s.is_empty()).collect()
}

/// Whether the text before a stop ends with the unknown S after a sign of
/// relation («…, 21 < S.», «S ≥ 25. 19. Укажите …»): the range's end, never
/// an initial.
fn unknown_in_relation(before: &[char]) -> bool {
    let mut back = before.iter().rev();
    back.next() == Some(&'S')
        && back
            .find(|c| !c.is_whitespace())
            .is_some_and(|c| matches!(c, '<' | '>' | '≤' | '≥' | '='))
}

/// Whether the space at `i` follows a lower-case letter and comes before a
/// capitalized question verb («Найдите», «Укажите»): a sentence whose stop
/// was lost runs into the question.
fn lost_stop_before_question(chars: &[char], i: usize) -> bool {
    i.checked_sub(1).is_some_and(|p| chars[p].is_lowercase())
        && chars.get(i + 1).is_some_and(|c| c.is_uppercase())
        && question_verb_at(&chars[i + 1..])
}

/// «… когда такая ситуация возможна 20. Найдите …»: the next question's
/// number run into the end of a question with no stop (a site's heading
/// glued to the sentence before it). At the space before the number: a
/// question's last words (`ends.question`) before it, and one or two digits,
/// a stop or bracket and a sentence that asks after it. The number then
/// heads the next sentence, as on a line of its own.
fn next_number_glued(chars: &[char], i: usize, cur: &str) -> bool {
    let digits = chars[i + 1..]
        .iter()
        .take(3)
        .take_while(|c| c.is_ascii_digit())
        .count();
    let mark = i + 1 + digits;
    let numbered = (1..=2).contains(&digits)
        && chars.get(mark).is_some_and(|c| matches!(c, '.' | ')'))
        && chars.get(mark + 1).is_some_and(|c| c.is_whitespace())
        && chars.get(mark + 2).is_some_and(|c| c.is_uppercase());
    numbered
        && i.checked_sub(1).is_some_and(|p| chars[p].is_lowercase())
        && vocabulary().group("ends.question").ends(&words(cur))
        && asks(
            &chars[mark + 2..chars.len().min(mark + 80)]
                .iter()
                .collect::<String>(),
        )
}

/// How many characters of a word are looked at for a verb that asks: more
/// than the longest («Определите», «Сколько»), bounded for a long run of
/// letters.
pub(super) const QUESTION_VERB_CHARS: usize = 24;

/// Whether a verb that asks starts at `chars` («Укажите …», «Найдите …»):
/// the word's first letters, the caller having checked its capital.
pub(super) fn question_verb_at(chars: &[char]) -> bool {
    let word: String = chars
        .iter()
        .take(QUESTION_VERB_CHARS)
        .take_while(|c| c.is_alphabetic())
        .collect();
    vocabulary()
        .group("questions.verbs")
        .at(&words(&word), 0)
        .is_some()
}

/// Whether `cur` is a rule that a capitalised verb that asks ends with no
/// stop before it («… было S камней, S > 19 Укажите минимальное значение
/// S …», a line break lost): some words, none of them asking, ending in a
/// word or a number. A header («Задание 21 Найдите …») is too short, and a
/// question's number after a colon («…задачам: 19) Найдите …», «…: 19
/// Найдите …») is the question's own.
fn rule_goes_on(cur: &str) -> bool {
    let t = cur.trim_end();
    let mut last_words = t.split_whitespace().rev();
    let last = last_words.next().unwrap_or("");
    let numbered = last.chars().all(|c| c.is_ascii_digit())
        && last_words
            .next()
            .is_some_and(|w| w.ends_with(':') || ["Задание", "Вопрос", "Задача", "№"].contains(&w));
    t.ends_with(char::is_alphanumeric)
        && !numbered
        && t.split_whitespace().nth(3).is_some()
        && !asks(t)
}

/// Whether a sentence goes on a question's list of conditions as an item of
/// its own though no dash or semicolon marks it («… два условия:\nПетя не
/// может выиграть за один ход\nПетя может выиграть своим вторым ходом …»):
/// the question's line has opened a list with a colon (in its last few
/// hundred bytes: the work stays bounded however long a text is appended), its last
/// line ended with no stop, the list so far holds no stop and its last item
/// says who wins (a whole item), and the sentence says who wins and opens as
/// an item does: with a capital (a name) or «у» («у Вани нет …»). A line
/// broken mid-item («… позволяющая ему» + «выиграть первым …») or
/// mid-sentence after the list («…: Задание 19. Известно, что Ваня» +
/// «выиграл …») goes on with it.
pub(super) fn list_item(question: &str, s: &str) -> bool {
    const NEAR: usize = 600;
    let mut from = question.len().saturating_sub(NEAR);
    while !question.is_char_boundary(from) {
        from += 1;
    }
    let near = &question[from..];
    let line = near.rsplit_once('\n').map_or(near, |(_, l)| l);
    let Some((_, list)) = line.rsplit_once(':') else {
        return false;
    };
    let win = vocabulary().group("questions.win");
    let last_item = list.rsplit(';').next().unwrap_or(list);
    let first = s.trim_start();
    let opens_item =
        first.starts_with(char::is_uppercase) || words(first).first().is_some_and(|w| w == "у");
    question.ends_with(char::is_alphabetic)
        && !list.contains(['.', '?', '!'])
        && win.any(&words(last_item))
        && opens_item
        && win.any(&words(s))
}

/// Whether the last sentence of a text stops mid-sentence: it ends with a
/// letter or a comma, dash or colon, and not with words a question ends
/// with («… это возможно», «… при любой игре Пети»).
pub(super) fn cut_short(last: &str, players: &Players) -> bool {
    let v = vocabulary();
    let end = last.trim_end().chars().last();
    if !end.is_some_and(|c| c.is_alphabetic() || matches!(c, ',' | '-' | '–' | '—' | ':')) {
        return false;
    }
    let ws = words(last);
    if v.group("ends.question").ends(&ws) {
        return false;
    }
    // «… как будет ходить Винни-Пух»: the last word of the text a name
    // (maybe hyphened) after the words that come before a name.
    let name = words(last.split_whitespace().last().unwrap_or(""));
    let named = name.first().is_some_and(|w| players.role(w).is_some())
        && ws.len() > name.len()
        && v.group("ends.before_player")
            .ends(&ws[..ws.len() - name.len()]);
    !named
}

/// Whether the bracket at `i` closes a sentence of its own: a stop just
/// inside it («…Ваня.)») and a capitalized word after a space.
fn bracketed_sentence_ends(chars: &[char], i: usize) -> bool {
    let stop_inside = i > 0 && matches!(chars[i - 1], '.' | '!' | '?');
    let spaced = chars.get(i + 1).is_some_and(|c| c.is_whitespace());
    stop_inside
        && spaced
        && chars[i + 1..]
            .iter()
            .find(|c| !c.is_whitespace())
            .is_some_and(|c| c.is_uppercase())
}

/// Each sentence cut in two at the first of `joints` after which the rest
/// reads as a sentence of its own (`reads`): a rule said at the end of a
/// sentence of other rules («…, но нельзя делать ход, после которого …»,
/// «…; утраивать можно только кучу, в которой …») is read apart; the rest
/// gets a stop, the part cut off a capital.
pub(super) fn cut_where_read(
    sentences: Vec<String>,
    joints: &[&str],
    reads: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut out = Vec::with_capacity(sentences.len());
    for s in sentences {
        let cut = joints
            .iter()
            .filter_map(|j| find_lower(&s, j))
            .find(|at| reads(&s[at.end..]));
        match cut {
            Some(at) => {
                out.push(format!("{}.", s[..at.start].trim_end()));
                let tail = s[at.end..].trim_start();
                let mut cs = tail.chars();
                let first = cs.next().map(|c| c.to_uppercase().collect::<String>());
                out.push(format!("{}{}", first.unwrap_or_default(), cs.as_str()));
            }
            None => out.push(s),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_split_at_ends_not_initials() {
        let s = sentences("39) (А. Кабанов) Два игрока играют. Задание 19. Найдите S. т. е. так");
        assert_eq!(
            s,
            [
                "39) (А. Кабанов) Два игрока играют.",
                "Задание 19.",
                "Найдите S. т. е. так"
            ]
        );
        // A line break before a lower-case word is no sentence's end.
        assert_eq!(
            sentences("Ход, т. е.\nудвоение кучи.\nб) Найдите S.\n\nдалее"),
            ["Ход, т. е. удвоение кучи.", "б) Найдите S.", "далее"]
        );
        // An abbreviation before a digit or a capital ends no sentence.
        assert_eq!(
            sentences("Ход (см. 19) удваивает кучу, т. е. Петя ходит. Игра."),
            ["Ход (см. 19) удваивает кучу, т. е. Петя ходит.", "Игра."]
        );
        assert_eq!(
            sentences("Найдите два значения S? Задача 21. Найдите S! Ответ"),
            [
                "Найдите два значения S?",
                "Задача 21.",
                "Найдите S!",
                "Ответ"
            ]
        );
        assert_eq!(
            sentences("1. а) Найдите S. б) Укажите S."),
            ["1. а) Найдите S.", "б) Укажите S."]
        );
        assert_eq!(
            sentences("Задание 1. а) Найдите S. б) Укажите S."),
            ["Задание 1. а) Найдите S.", "б) Укажите S."]
        );
    }
}
