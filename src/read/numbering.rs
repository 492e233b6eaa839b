//! The numbers a collection prints before its tasks and questions: a task's
//! number in every printed form («39)», «№ 39.», «Задача 39», «Вариант 3»), a
//! heading over questions 19–21, a range of question numbers, a site's id after a
//! header; a question's number («Задание 19.», «19)», «19 задание.», «Часть 1.»
//! after the game, «1а)»). How a text is numbered is one concept; `document`
//! uses it to group sentences into tasks.

use super::sentences::asks;
use super::tokens::{leading_digits, words};
use super::vocabulary::vocabulary;

mod title;
pub(super) use title::{after_dash, TITLE_BRACKETS};
use title::{author_in_brackets, title_at_end};

/// The signs printed before a header's number («Задание № 5», «Задание
/// #5»).
const NUMBER_SIGNS: [char; 2] = ['№', '#'];

/// The words after a worksheet's count of its tasks («Задание 5 из 27.» →
/// «.», «Задача 5/200» → «»); else `rest` as it is.
fn out_of(rest: &str) -> &str {
    let Some(after) = rest
        .trim_start()
        .strip_prefix("из ")
        .or_else(|| rest.strip_prefix('/'))
    else {
        return rest;
    };
    let after = after.trim_start();
    let count = after.chars().take_while(char::is_ascii_digit).count();
    if count == 0 {
        return rest;
    }
    &after[count..]
}

/// A question's id at the start of a sentence: «Задание 19.», «Вопрос 1.»,
/// «19)», «19.», «19:»; and the rest.
pub(super) fn question_id(s: &str) -> Option<(String, &str)> {
    let t = s.trim_start();
    for word in vocabulary().as_written("numbering.question") {
        if let Some(rest) = t.strip_prefix(word) {
            let rest = rest
                .trim_start()
                .trim_start_matches(NUMBER_SIGNS)
                .trim_start();
            if question_range(rest).is_some() {
                // «Задание 19–21»: the tasks' heading, not a question.
                return None;
            }
            let num: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            if !num.is_empty() {
                let rest = out_of(&rest[num.len()..])
                    .trim_start_matches(['.', ')', ':'])
                    .trim_start();
                return Some(lettered(num, rest));
            }
        }
    }
    // «ЕГЭ 19. Укажите …»: the exam's name before the question's number.
    if let Some((num, after)) = exam_number(t) {
        let after = after.trim_start_matches(['.', ')', ':']).trim_start();
        if asks(after) {
            return Some(lettered(num.to_string(), after));
        }
    }
    let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
    if (1..=2).contains(&digits.len()) {
        // «19-е задание.»: the ordinal's ending after the number.
        let rest = ordinal_ending(&t[digits.len()..]);
        // «19 задание.», «19 задача:»: the word after the number.
        let after_word = vocabulary()
            .as_written("numbering.after_number")
            .iter()
            .find_map(|w| rest.trim_start().strip_prefix(w.as_str()));
        // Before the words that ask: «2 задача.» alone may head a
        // collection's task (after a game, see `after_game_mark`), and «5
        // задача. Два игрока …» does.
        let worded = after_word
            .filter(|r| r.is_empty() || r.starts_with(['.', ':', ')']))
            .map(|r| r.trim_start_matches(['.', ':', ')']).trim_start());
        if let Some(words) = worded.filter(|r| asks(r)) {
            return Some(lettered(digits, words));
        }
        // «19 (1). Укажите …»: the question's place after its number.
        if let Some(rest) = placed(rest).filter(|r| r.is_empty() || asks(r)) {
            return Some((digits, rest));
        }
        // «19.1 Укажите …»: the task's number after the question's (a
        // collection's «19.1», «20.1», «21.1» under its task 1).
        if let Some(rest) = dotted(rest).filter(|r| asks(r)) {
            return Some(lettered(digits, rest));
        }
        // «1а) При каких …»: the letter glued to the number.
        if let Some((letter, rest)) = letter_mark(rest).filter(|(_, r)| asks(r)) {
            return Some((format!("{digits}{letter}"), rest));
        }
        if let Some(rest) = rest
            .strip_prefix(')')
            .or_else(|| rest.strip_prefix(". "))
            .or_else(|| rest.strip_prefix(':'))
        {
            if asks(rest) {
                return Some(lettered(digits, rest.trim_start()));
            }
        }
    }
    None
}

/// «.1 …»: a task's number (one or two digits) after the question's
/// number and a dot, then a space; the rest.
fn dotted(rest: &str) -> Option<&str> {
    let after = rest.strip_prefix('.')?;
    let place = after.bytes().take_while(u8::is_ascii_digit).count();
    let tail = after[place..].trim_start_matches(['.', ')', ':']);
    ((1..=2).contains(&place) && tail.starts_with(char::is_whitespace)).then(|| tail.trim_start())
}

/// «Задание 19.1», «Задача 21.3.» alone on its line: the header of a task of
/// a series (the exam's number, a dot, the task's place in the series), its
/// number «19.1». Not «Задание 19.» (a question's header), «Задание 19–21»
/// (a heading), or a number with words after it.
pub(super) fn series_number(line: &str) -> Option<String> {
    let t = line.trim().trim_end_matches(['.', ':']).trim_end();
    let rest = vocabulary()
        .as_written("numbering.series")
        .iter()
        .find_map(|w| t.strip_prefix(w.as_str()))?;
    let rest = rest.strip_prefix(char::is_whitespace)?.trim_start();
    let rest = rest.strip_prefix('№').unwrap_or(rest).trim_start();
    let exam = leading_digits(rest);
    let after = rest[exam..].strip_prefix('.')?;
    let place = leading_digits(after);
    let whole = (1..=2).contains(&exam) && (1..=2).contains(&place) && after.len() == place;
    whole.then(|| format!("{}.{}", &rest[..exam], &after[..place]))
}

/// «Задание 19–21.» alone: the tasks' heading a collection writes over each
/// task (its question word and the exam's range of questions, nothing after).
pub(super) fn tasks_heading(s: &str) -> bool {
    let t = s.trim().trim_end_matches(['.', ':']);
    vocabulary()
        .as_written("numbering.question")
        .iter()
        .filter_map(|w| t.strip_prefix(w.as_str()))
        .any(|rest| question_range(rest.trim_start()).is_some_and(|r| r.trim().is_empty()))
}

/// « (1). …»: a question's place in brackets after its number; the rest.
fn placed(rest: &str) -> Option<&str> {
    let inner = rest.trim_start().strip_prefix('(')?;
    let close = inner.find(')')?;
    let place = &inner[..close];
    (!place.is_empty() && place.len() <= 2 && place.bytes().all(|b| b.is_ascii_digit())).then(
        || {
            inner[close + 1..]
                .trim_start_matches(['.', ':'])
                .trim_start()
        },
    )
}

/// A question's mark that heads a question only after a game is stated
/// (before one, «Часть 1» or «Тип 19» may head a variant or a page):
/// «Часть 1.», «Тип 19» (not a page's «Тип 19 № 70546»), «А)», «Б)», «I.»,
/// «II.»; its number (a letter's or a Roman numeral's place) and the rest.
pub(super) fn after_game_mark(s: &str) -> Option<(String, &str)> {
    let t = s.trim_start();
    for word in vocabulary().as_written("numbering.after_game") {
        if let Some(rest) = t.strip_prefix(word) {
            let rest = rest.strip_prefix(char::is_whitespace)?.trim_start();
            let num: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            let after = rest[num.len()..].trim_start();
            if num.is_empty() || num.len() > 2 || after.starts_with('№') {
                return None;
            }
            return Some((num, after.trim_start_matches(['.', ':', ')']).trim_start()));
        }
    }
    // «ЕГЭ 19.» alone on its line.
    if let Some((num, after)) = exam_number(t) {
        let alone = after.trim_end_matches(['.', ':', ')']).trim().is_empty();
        return alone.then(|| (num.to_string(), ""));
    }
    // «19 задание.» alone on its line: the next question's number when the
    // next sentence asks (else a collection's header, as «2 задача.»).
    let digits = leading_digits(t);
    if (1..=2).contains(&digits) {
        let rest = ordinal_ending(&t[digits..]).trim_start();
        let alone = vocabulary()
            .as_written("numbering.after_number")
            .iter()
            .find_map(|w| rest.strip_prefix(w.as_str()))
            .is_some_and(|r| r.trim_end_matches(['.', ':', ')']).is_empty());
        return alone.then(|| (t[..digits].to_string(), ""));
    }
    // «А) Укажите …», «В)» alone on its line; «а)» alone on its line (a
    // lower-case letter with words after it is `letter_mark`'s).
    let mut chars = t.chars();
    if let Some(place) = chars
        .next()
        .and_then(|c| "АБВГД".chars().position(|l| l == c))
    {
        let rest = chars.as_str().strip_prefix(')')?;
        return Some(((place + 1).to_string(), rest.trim_start()));
    }
    if let Some(place) = t
        .chars()
        .next()
        .and_then(|c| "абвгд".chars().position(|l| l == c))
    {
        let rest = t[t.chars().next()?.len_utf8()..].strip_prefix(')')?;
        return rest
            .trim()
            .is_empty()
            .then(|| ((place + 1).to_string(), ""));
    }
    // «I.», «II)», «III.»: a Roman numeral up to five.
    let roman: String = t.chars().take_while(|c| matches!(c, 'I' | 'V')).collect();
    let place = ["I", "II", "III", "IV", "V"]
        .iter()
        .position(|r| *r == roman)?;
    let rest = t[roman.len()..].strip_prefix(['.', ')'])?;
    Some(((place + 1).to_string(), rest.trim_start()))
}

/// «ЕГЭ 19», «ЕГЭ № 20»: a question's number (one or two digits) after the
/// exam's name, and the text after the number.
fn exam_number(t: &str) -> Option<(&str, &str)> {
    let rest = vocabulary()
        .as_written("numbering.exam")
        .iter()
        .find_map(|w| t.strip_prefix(w.as_str()))
        .filter(|r| r.starts_with(char::is_whitespace))?;
    let rest = rest.trim_start().trim_start_matches('№').trim_start();
    let digits = leading_digits(rest);
    (1..=2).contains(&digits).then(|| rest.split_at(digits))
}

/// «-е задание», «-й вопрос»: the words after a number's ordinal ending
/// (the text itself when it has none).
fn ordinal_ending(rest: &str) -> &str {
    ["-е ", "-ое ", "-й ", "-ый ", "–е ", "-e "]
        .iter()
        .find_map(|e| rest.strip_prefix(e))
        .unwrap_or(rest)
}

/// A lettered sub-question's mark at the start of a text («а) При каких …»):
/// its letter and the rest.
pub(super) fn letter_mark(s: &str) -> Option<(char, &str)> {
    let t = s.trim_start();
    let mut chars = t.chars();
    let letter = chars.next().filter(|c| ('а'..='е').contains(c))?;
    let rest = chars.as_str().strip_prefix(')')?;
    Some((letter, rest.trim_start()))
}

/// A question's number and words, the number taking the letter of a
/// sub-question that follows it («1. а) …» is question «1а»).
pub(super) fn lettered(num: String, rest: &str) -> (String, &str) {
    match letter_mark(rest) {
        Some((letter, rest)) => (format!("{num}{letter}"), rest),
        None => (num, rest),
    }
}

/// The next lettered sub-question after the question `last` («1а»): «б) …»
/// is «1б»; the next letter only.
pub(super) fn next_lettered<'a>(last: &str, s: &'a str) -> Option<(String, &'a str)> {
    let prev = last.chars().last().filter(|c| c.is_alphabetic())?;
    let (letter, rest) = letter_mark(s)?;
    let follows = char::from_u32(prev as u32 + 1) == Some(letter);
    follows.then(|| {
        (
            format!("{}{letter}", &last[..last.len() - prev.len_utf8()]),
            rest,
        )
    })
}

/// The exam's next question after question `last` (19 or 20) in the same
/// numbered list, whatever its words: «21) …» after question 20. A next
/// question the reader cannot read is then named, never taken into the
/// words of the question before it (where, asking nothing, it was lost).
/// Not a list inside the question («…два условия: 1) …»).
pub(super) fn next_numbered<'a>(
    last: &str,
    last_words: &str,
    s: &'a str,
) -> Option<(String, &'a str)> {
    let n: u32 = last.parse().ok().filter(|n| (19..=20).contains(n))?;
    let next = (n + 1).to_string();
    let rest = s.trim_start().strip_prefix(next.as_str())?;
    let rest = rest.strip_prefix([')', ':'])?.trim_start();
    let listed = last_words.trim_end().ends_with(':') || last_words.contains(&format!("{n})"));
    (!listed && !rest.is_empty()).then_some((next, rest))
}

/// A sentence that is only a question's number («20» alone on its line, as
/// a page heads its next question).
pub(super) fn bare_number(s: &str) -> Option<&str> {
    let t = s.trim();
    ((1..=2).contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit())).then_some(t)
}

/// «Игра 1. Два игрока …», «Игра 2:»: a game's number, its stop right
/// after it.
fn game_number(t: &str) -> Option<(String, &str)> {
    let rest = vocabulary()
        .as_written("numbering.game")
        .iter()
        .find_map(|w| t.strip_prefix(w.as_str()))?
        .strip_prefix(' ')?;
    let digits = leading_digits(rest);
    let after = rest[digits..].strip_prefix(['.', ':'])?;
    (digits > 0 && digits <= 2 && (after.is_empty() || after.starts_with(char::is_whitespace)))
        .then(|| (rest[..digits].to_string(), after.trim_start()))
}

/// A task's number at the start of a sentence, in every form a collection
/// prints it: «39)», «(№ 39)», «№ 39.», «Задача 39», «Задание 19–21 № 39»,
/// «Вариант 3», «Пример 3:»; and the rest of the sentence.
pub(super) fn task_number(s: &str) -> Option<(String, &str)> {
    let t = s.trim_start();
    // «(№ 39) (А. Богданов) Два игрока…»: the number in brackets.
    if let Some(rest) = t.strip_prefix('(') {
        let rest = rest.trim_start();
        if rest.starts_with('№') {
            let (num, rest) = task_number(rest)?;
            return Some((num, rest.trim_start_matches(')').trim_start()));
        }
    }
    // «Задание 19–21 № 39»: the tasks' range, then the number.
    if let Some(rest) = heading_range(t) {
        let rest = rest.trim_start_matches(['.', ':']).trim_start();
        return rest.starts_with('№').then(|| task_number(rest)).flatten();
    }
    for word in vocabulary().as_written("numbering.task") {
        if let Some(rest) = t.strip_prefix(word) {
            let rest = rest
                .trim_start()
                .trim_start_matches(NUMBER_SIGNS)
                .trim_start();
            let num: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '.')
                .collect();
            let num = num.trim_end_matches('.').to_string();
            if !num.is_empty() && num.chars().any(|c| c.is_ascii_digit()) {
                let rest = out_of(&rest[num.len()..])
                    .trim_start_matches(['.', ')', ':'])
                    .trim_start();
                return Some((num, rest));
            }
        }
    }
    if let Some(found) = game_number(t) {
        return Some(found);
    }
    let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
    if !digits.is_empty() && digits.len() <= 4 {
        let rest = &t[digits.len()..];
        if let Some(rest) = rest.strip_prefix(')') {
            return Some((digits, rest.trim_start()));
        }
        // «29.» alone on its line: a header.
        if rest.trim() == "." {
            return Some((digits, ""));
        }
        // «5 (Л. Шастин)» alone on its line: a collection's number and its
        // author, as «5) (Л. Шастин)» prints them.
        if rest.starts_with(' ') && author_in_brackets(rest) {
            return Some((digits, ""));
        }
        // «2 вариант» alone on its line: a variant's header, the number
        // first.
        let word = rest.trim().trim_end_matches('.').to_lowercase();
        if rest.starts_with(' ') && vocabulary().as_written("numbering.variant").contains(&word) {
            return Some((digits, ""));
        }
    }
    None
}

/// Whether a line is a heading and nothing else («Задание № 2», «Задача
/// 14», «Вопрос 3:», «Задание 5 (ЕГЭ 2023)», «Задание 5 из 27», «5 (Л.
/// Шастин)»): a line of its own, never the start of the sentence on the
/// next line («Задание № 2» over «127) Два игрока …», «Задание № 37» over a
/// heading in lower case), nor the end of the one before.
pub(super) fn heading_alone(line: &str) -> bool {
    // «5 (Л. Шастин)»: a collection's number with its author.
    let digits = leading_digits(line);
    if (1..=4).contains(&digits) && author_in_brackets(&line[digits..]) {
        return true;
    }
    // A title in brackets after the number («Задание 82 (ЕГЭ 2023)»).
    let line = match title_at_end(line) {
        Some((head, inner))
            if inner.chars().count() <= 40
                && !inner.contains([')', ']'])
                && !words(inner).iter().any(|w| w == "s") =>
        {
            head
        }
        _ => line,
    };
    let line = line.trim();
    let word: String = line.chars().take_while(|c| !c.is_whitespace()).collect();
    if !vocabulary()
        .group("document.heading_words")
        .is(&word.to_lowercase())
    {
        return false;
    }
    let rest = line[word.len()..]
        .trim_start()
        .trim_start_matches(NUMBER_SIGNS)
        .trim_start();
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let after = out_of(&rest[digits..]).trim_start_matches(['.', ')', ':']);
    (1..=6).contains(&digits) && after.trim().is_empty()
}

/// «Вопросы», «Задания:» alone on a line over the questions: a heading,
/// never run on into the question after it («Вопросы» + «19. Известно …»).
pub(super) fn questions_heading(line: &str) -> bool {
    let line = line.trim().trim_end_matches([':', '.']);
    !line.contains([',', '.', ':'])
        && vocabulary()
            .group("document.questions_heading")
            .covers(&words(line))
}

/// Whether a number is one the exam gives its questions: 19, 20, 21.
pub(in crate::read) fn exams_question(n: &str) -> bool {
    matches!(n, "19" | "20" | "21")
}

/// Whether number `after` comes right after number `before` («84», «85»):
/// a collection's next task, a question's next number. False when either is
/// no number.
pub(super) fn consecutive(before: &str, after: &str) -> bool {
    let n = |s: &str| s.parse::<u64>().ok();
    n(before)
        .zip(n(after))
        .is_some_and(|(a, b)| a.checked_add(1) == Some(b))
}

/// «2. № 90 (Уровень: Базовый)», «Задание 2. № 90 (…)»: a collection's
/// number before the source's own on one line (a teacher's list of tasks copied from a site), as the
/// two lines «2.» and «№ 90 (…)» the reader knows. The collection's «2.»
/// alone heads no game, so without the split the line went on the
/// question before it.
pub(super) fn split_collection_number(s: &str) -> Option<(&str, &str)> {
    let t = s.trim_start();
    // «Задание 2. № 19750»: a worksheet's word before the number.
    let word = vocabulary()
        .as_written("numbering.worksheet")
        .iter()
        .find(|w| t.starts_with(w.as_str()))
        .map_or(0, String::len);
    let number = &t[word..];
    let digits = number.len()
        - number
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let rest = number[digits..].strip_prefix('.')?;
    let own = rest.trim_start();
    ((1..=4).contains(&digits) && rest.starts_with(char::is_whitespace) && own.starts_with('№'))
        .then(|| (&t[..=word + digits], own))
}

/// «Задания 19–21 …»: a heading over tasks 19–21 (of a page, a variant, a
/// task); the rest after the range.
pub(super) fn heading_range(t: &str) -> Option<&str> {
    vocabulary()
        .as_written("numbering.heading")
        .iter()
        .find_map(|w| question_range(t.strip_prefix(w.as_str())?.trim_start()))
}

/// «19–21 …» (a range of question numbers, not one): the rest after it.
pub(super) fn question_range(s: &str) -> Option<&str> {
    let first = leading_digits(s);
    let rest = s[first..]
        .trim_start()
        .strip_prefix(['–', '-'])?
        .trim_start();
    let second = leading_digits(rest);
    (first > 0 && second > 0).then(|| &rest[second..])
}

/// A header's words after its number that name no task: a site's id
/// («Задача 21 #76981»), or the source's own number under the collection's
/// («55) 19», «52) 26.»).
pub(super) fn only_an_id(body: &str) -> bool {
    let digits = |n: &str| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit());
    // «Задача 19 (1).»: the brackets gone to the title, a stop left.
    let body = body.trim().trim_matches(['.', ':']);
    let own = body;
    (body.split_whitespace().count() == 1 && digits(own))
        || body
            .split_whitespace()
            .all(|w| w.strip_prefix('#').is_some_and(digits))
}

#[cfg(test)]
mod tests;
