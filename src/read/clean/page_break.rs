//! A PDF's page break copied inside a sentence, with no blank lines round
//! it (a PDF viewer copies a page's foot and the next page's head as lines
//! like any other): a book's head «Вариант 5» by its page's number, a
//! paper's head with its page out of the pages («Информатика. 11 класс.
//! Вариант ИН2410501-1 3 / 12»), and a page's number alone where a
//! sentence or a list of conditions goes on across it. Each is marked as
//! dropped only where nothing of the task can be meant.

use super::super::document::sentence_kinds::starts_game;
use super::super::numbering::{exams_question, question_id};
use super::super::sentences::asks;
use super::super::vocabulary::vocabulary;
use super::page::{
    ends_mid_sentence, goes_on_a_sentence, nearest_lines, opens_with_its_own_number, page_number,
    page_of_pages, paper_head,
};

/// Marks the page breaks in `lines` as dropped (see the module's note).
pub(super) fn page_breaks(lines: &[&str], dropped: &mut [bool]) {
    for i in 0..lines.len() {
        let l = lines[i].trim();
        if dropped[i] || l.is_empty() {
            continue;
        }
        if heads_its_pages(l) {
            dropped[i] = true;
        } else if let Some(number) = variant_head_by_number(lines, i) {
            dropped[i] = true;
            dropped[number] = true;
        } else if page_number(l) && number_breaks_sentence(lines, i) {
            dropped[i] = true;
        }
    }
}

/// A paper's head with its page out of the pages at its end («Информатика.
/// 11 класс. Вариант ИН2410501-1 3 / 12»): the head as [`paper_head`] has it
/// (a number among three words or more, no comma, no words of a task).
fn heads_its_pages(l: &str) -> bool {
    page_of_pages(l).is_some_and(|head| paper_head(head.trim_end_matches('.')))
}

/// «Вариант 5» on its line, the page's number on the line before or after
/// it: a book's running head, where the text goes on after them (the next
/// line opens no game, no task's or question's number, and is no heading
/// of capitals). The number's line, if so. A variant's own heading at its
/// start is followed by its first task.
fn variant_head_by_number(lines: &[&str], i: usize) -> Option<usize> {
    let l = lines[i].trim();
    let mut ws = l.split_whitespace();
    let head = ws.next().is_some_and(|w| {
        vocabulary()
            .as_written("page.variant_word")
            .iter()
            .any(|v| v == w)
    }) && ws
        .next()
        .is_some_and(|n| n.chars().all(|c| c.is_ascii_alphanumeric()))
        && ws.next().is_none();
    if !head {
        return None;
    }
    let (before, after) = nearest_lines(lines, i);
    // Never a number the exam's questions carry («19» + «Вариант 5» + «5»:
    // the question's number in the margin, then the page's).
    let number = [before, after].into_iter().flatten().find(|&j| {
        let n = lines[j].trim();
        page_number(n) && !exams_question(n)
    })?;
    let last = i.max(number);
    let (_, next) = nearest_lines(lines, last);
    let next = lines[next?].trim();
    let opens = starts_game(next)
        || opens_with_its_own_number(next)
        || !next.chars().any(char::is_lowercase);
    // «Вариант 5» + «12» + «20. Для игры, описанной в задании 19, …»: a
    // variant opens with its first question, never its second or third.
    let goes_on_asking = question_id(next).is_some_and(|(id, rest)| {
        matches!(id.as_str(), "20" | "21") && !starts_game(rest.trim_start())
    });
    (!opens || goes_on_asking).then_some(number)
}

/// A page's number alone between two lines of one sentence or of one list
/// of conditions: the line before ends in a small letter or a comma and the
/// line after opens with one, or the line before ends an item with «;» and
/// the line after opens the next with a dash. Not a number the sentence
/// says («в куче было» + «7» + «камней», «… из» + «12» + «или 20 камней»):
/// kept when the word after it is one a number counts or the word before
/// it one that takes a number — unless the word after is one no number
/// stands before («как будет» + «12» + «ходить Ваня»).
fn number_breaks_sentence(lines: &[&str], i: usize) -> bool {
    let (Some(before), Some(after)) = (i.checked_sub(1), lines.get(i + 1)) else {
        return false;
    };
    let before = lines[before].trim_end();
    let after = after.trim_start();
    let item_goes_on = before.ends_with(';') && after.starts_with(['–', '-', '—', '−', '•']);
    let last_word = before
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("")
        .to_lowercase();
    let first_word = after
        .split(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("")
        .to_lowercase();
    let goes_on = ends_mid_sentence(before) && goes_on_a_sentence(after);
    let v = vocabulary();
    let said = !v.group("page_break.never_counted").is(&first_word)
        && (v.group("page_break.counted").is(&first_word)
            || v.group("page_break.takes_a_number").is(&last_word));
    item_goes_on || goes_on && !said || between_parts(before, after)
}

/// A number alone where no sentence goes on, between two parts of a task
/// that hold no number of their own there: a list of conditions after its
/// colon («… два условия:» + «7» + «– Петя не может …»), a question's
/// header alone and its words («Задание 20.» + «7» + «Найдите …»), a
/// sentence's end and the next question's own number («… противника.» +
/// «7» + «19. Известно …», «Задание 19.» alone). A page's number, as a PDF
/// copies its break.
fn between_parts(before: &str, after: &str) -> bool {
    let list_opens = before.ends_with(':') && after.starts_with(['–', '-', '—', '−', '•']);
    let header_alone = question_id(before).is_some_and(|(_, rest)| rest.trim().is_empty());
    let question_opens = before.ends_with('.')
        && question_id(after)
            .is_some_and(|(id, rest)| exams_question(&id) && (rest.is_empty() || asks(rest)));
    list_opens || header_alone && asks(after) || question_opens
}
