//! A pasted text's lines joined into its sentences: a line goes on the
//! sentence before it when that one has not ended (a wrap before a
//! lower-case word, a name, a number or a relation), and a question's
//! conditions on lines of their own become its list.

use super::super::document::sentence_kinds::starts_game;
use super::super::document::{announces_questions, is_shared_header};
use super::super::numbering::{exams_question, heading_alone, questions_heading, task_number};
use super::super::sentences::{
    asks, has_russian, list_item, question_verb_at, QUESTION_VERB_CHARS,
};
use super::super::tokens::{marks_only, numbered, words};
use super::super::vocabulary::vocabulary;
use super::buttons::solution_label;
use super::page::page_number;

/// Lines of one sentence joined (a sentence broken across lines, a word
/// broken at a hyphen); a line ending a sentence, and a blank line, end one.
pub(super) fn join_lines(lines: &[String]) -> String {
    let proper = proper_nouns(lines);
    let mut out = String::new();
    let mut prev: &str = "";
    // Blank lines after a line that opens a list («… два условия:»): the
    // list goes on when the next line starts lower-case («у Вани есть …»).
    let mut gap = false;
    // A line has opened a list with a colon, and no line has ended a
    // sentence since.
    let mut in_list = false;
    // The numbers lines have opened with («2.», «2) Два игрока …»): the
    // next one in turn of any starts a line (a task's own numbered lines,
    // «67. Теория игр», come between a collection's numbers).
    let mut opened: std::collections::HashSet<u64> = std::collections::HashSet::new();
    // A line has asked something since the last line a number opened: the
    // text before a bare number holds a task's question.
    let mut asked = false;
    for (i, l) in lines.iter().enumerate() {
        if l.is_empty() {
            if prev.ends_with(':') {
                gap = true;
            } else {
                out.push('\n');
                prev = "";
            }
            continue;
        }
        let first = l.chars().next().unwrap_or(' ');
        // «… действий:» + a blank line + «1) убрать …»: a rule's list item
        // (lower-case after its mark) goes on the list too.
        if std::mem::take(&mut gap) && !first.is_lowercase() && !rule_item(l) {
            out.push('\n');
            prev = "";
        }
        // A stop before closing quotes ends the sentence too («… ходом.'''»,
        // a docstring's end; «… ходом.»»).
        let ends = prev
            .trim_end_matches(['\'', '"', '»', '”'])
            .ends_with(['.', '?', '!']);
        // «… первым ходом» + «3.» + «Два игрока …»: the next number of the
        // text's own numbering (a collection's task, a question) starts a
        // line though the sentence before lost its stop; a number that is
        // not next in turn goes on («… не менее» + «77.»).
        let numbered = opening_number(l);
        let number = numbered.map(|(n, _)| n);
        let next_in_turn = number.is_some_and(|n| n > 0 && opened.contains(&(n - 1)));
        // The words after the number and its mark («» for «81.» alone).
        let after = numbered.map_or("", |(_, rest)| rest);
        // The next number after a sentence that did not end: after a word a
        // number follows («… не менее» + «77.», «… равно» + «2.», «… в» +
        // «2. Победителем …») it is the sentence's unless a task opens at it
        // («… в порядке в» + «105.» + «Два игрока …»); after a comma, the
        // collection's next task when a task opens at it, or when it stands
        // alone and the text before asked (a solution cut off: «… такой
        // ход,» + «81.»; a list's next item, «…;» + «2) У Вани нет …», goes
        // on).
        let opens_at = || task_opens_at(lines, i, after);
        // A number alone over a game's opening after a task's question («…
        // первым ходом» + «47» + «Два игрока …»): the collection's number of
        // the next task, though the question lost its stop — unless that
        // sentence waits for a number («… не менее» + «77»), or the number
        // is the exam's task («19» over a game, as a source prints it under
        // its title).
        let heads_a_game = page_number(l)
            && asked
            && !exams_question(l)
            && !wants_number(prev)
            && lines[i + 1..]
                .iter()
                .find(|l| !l.trim().is_empty())
                .is_some_and(|l| starts_game(l))
            // «5 (Л. Шастин)»: a number with its author heads a task
            // wherever it stands.
            || numbered.is_none()
                && first.is_ascii_digit()
                && l.contains('(')
                && task_number(l).is_some();
        let heads = next_in_turn
            && if wants_number(prev) {
                opens_at()
            } else if prev.ends_with(CLAUSE_GOES_ON) {
                asked && after.is_empty() || opens_at()
            } else {
                true
            }
            // «Подборка для урока» + «93. (А. Рогов) Два игрока …»: a
            // document's heading (a paragraph of a Word or Writer file, no
            // stop after it) over a list's first task; a task opening at a
            // number starts its line after a heading's last word.
            || numbered.is_some()
                && !after.is_empty()
                && !wants_number(prev)
                && !prev.ends_with(CLAUSE_GOES_ON)
                && opens_at();
        // A line of no Russian word («python», «41» on a slide) goes on
        // with nothing lower-case after it.
        // A line wrapped before a name or «S» («… первый ход делает» +
        // «Петя.»), or before a relation («1 ≤ S» + «≤ 24.»): the sentence
        // goes on.
        // Not in a list of conditions after a colon, where a line that says
        // who wins is an item of its own («Петя не может выиграть за один
        // ход» + «Петя может выиграть своим вторым ходом …»).
        let mid_sentence = prev.ends_with(|c: char| c.is_lowercase() || c == ',');
        let item = in_list && vocabulary().group("questions.win").any(&words(l));
        let named = mid_sentence && !item && proper.contains(first_word(l));
        let continues = first.is_lowercase() && has_russian(prev)
            // Not after a line of marks alone (a docstring's `'''`): a
            // number there starts its own line.
            || first.is_ascii_digit()
                && prev.chars().any(char::is_alphanumeric)
                && !heads
                && !heads_a_game
            || matches!(
                first,
                '(' | '–' | '-' | '•' | '≤' | '≥' | '<' | '>' | '=' | '‹' | '›'
            )
            || named
            || closes_bracket(prev, l)
            || prev.ends_with(CLAUSE_GOES_ON)
                && !asks_first(l)
                && !heads
                && !after_announcement(prev, l)
            // «… S ∈» + «[1, 64].», «1 ≤» + «S ≤ 24»: a relation waits for
            // its right side.
            || prev.ends_with(['∈', '≤', '≥', '<', '>', '=', '‹', '›']);
        // A heading alone («Задание № 2») is a line of its own, before and
        // after: a text cut off after a comma does not run on into it.
        // So is a field's label alone («Решение», «Ответ:»).
        let heading = heading_alone(prev)
            || questions_heading(prev)
            || first.is_uppercase() && heading_alone(l)
            || solution_label(prev)
            || solution_label(l);
        if prev.is_empty() || ends || !continues || heading {
            // Only a number that starts its line is the numbering's.
            opened.extend(number);
            asked &= number.is_none();
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(l);
        } else if prev.ends_with('-') && first.is_lowercase() {
            // «по оче-» + «реди»: one word.
            out.pop();
            out.push_str(l);
        } else {
            // «… два условия: у Вани есть …» + «у Вани нет …»: a condition of
            // its own, though no dash marks it.
            out.push_str(if list_item(&out, l) { "; " } else { " " });
            out.push_str(l);
        }
        prev = l;
        asked |= asks(l);
        if l.ends_with(':') {
            in_list = true;
        } else if l.ends_with(['.', '?', '!']) {
            in_list = false;
        }
    }
    out
}

/// The number a line opens with as a heading or an item of its own: «3.»,
/// «3)» alone, or before a capitalised word, a number sign or a bracket
/// («3. Два игрока …», «3. № 2365», «3. (А. Богданов) …»); never a
/// rule's item («1) убрать …») or a number in a sentence («77 камней»).
/// With it, the words after the number and its mark.
fn opening_number(line: &str) -> Option<(u64, &str)> {
    let (number, rest) = numbered(line).filter(|(n, _)| n.len() <= 3)?;
    // «7. '''» (a number over a docstring's quotes): the number alone.
    let rest = if marks_only(rest) { "" } else { rest };
    let heads = rest.is_empty()
        || rest.starts_with(char::is_whitespace)
            && rest
                .trim_start()
                .starts_with(|c: char| c.is_uppercase() || matches!(c, '№' | '(' | '«'));
    let n = number.parse().ok().filter(|_| heads)?;
    Some((n, rest.trim()))
}

/// The marks a line stops on when its sentence goes on (a list's or a
/// clause's).
const CLAUSE_GOES_ON: [char; 5] = [':', ';', ',', '–', '-'];

/// Whether a task opens at line `i`, which a number opens with `rest` after
/// it: in those words, or, the number alone, on the next line (past a line
/// of digits or marks alone, the source's «19»): a game's first sentence,
/// the source's own number («№ 19750», «105) …»), or a header alone
/// («Задача 5»).
fn task_opens_at(lines: &[String], i: usize, rest: &str) -> bool {
    let next = if rest.is_empty() {
        lines[i + 1..]
            .iter()
            .take(3)
            .find(|l| l.chars().any(|c| c.is_alphabetic() || c == '№'))
            .map(String::as_str)
    } else {
        Some(rest)
    };
    // «… Первое значение S» + «2) Вопросы 19–21 к задаче 11 и следующим
    // задачам: …»: a shared block of questions heads the next task too.
    next.is_some_and(|l| {
        starts_game(l) || task_number(l).is_some() || heading_alone(l) || is_shared_header(l)
    })
}

/// Whether a line closes a bracket the line before left open with a word
/// and its stop («… убрать один камень (действие» + «Б).»): the wrap of
/// one sentence, never a lettered item («Б) Найдите …» opens its words).
fn closes_bracket(prev: &str, line: &str) -> bool {
    let open = prev.matches('(').count() > prev.matches(')').count();
    let Some(first) = line.split_whitespace().next() else {
        return false;
    };
    let Some((word, after)) = first.split_once(')') else {
        return false;
    };
    let rest = line[first.len()..].trim_start();
    open && !word.is_empty()
        && !word.contains('(')
        && word.chars().all(char::is_alphabetic)
        && (!after.is_empty() && after.chars().all(|c| matches!(c, '.' | ',' | ';' | ':'))
            || rest.starts_with(char::is_lowercase))
}

/// Whether a line stops on a word that a number follows («… не менее», «…
/// равно», «… в»): a number on the next line is the sentence's.
fn wants_number(line: &str) -> bool {
    vocabulary()
        .group("sentences.number_after")
        .ends(&words(line))
}

/// Whether a line is a list's item of a rule: a mark («1)», «а)», «–»)
/// before a lower-case word («1) убрать из кучи пять камней;»).
fn rule_item(line: &str) -> bool {
    let rest = line.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = if rest.len() < line.len() {
        rest.strip_prefix(')')
    } else {
        let mut chars = rest.chars();
        match (chars.next(), chars.next()) {
            (Some('а'..='е'), Some(')')) => Some(chars.as_str()),
            (Some('–' | '-' | '•'), _) => {
                Some(&rest[rest.chars().next().map_or(0, char::len_utf8)..])
            }
            _ => None,
        }
    };
    rest.is_some_and(|r| r.trim_start().starts_with(char::is_lowercase))
}

/// A line's first word: its leading letters (and a name's hyphen,
/// «Винни-Пух»).
fn first_word(line: &str) -> &str {
    let end = line
        .char_indices()
        .find(|&(_, c)| !(c.is_alphabetic() || c == '-'))
        .map_or(line.len(), |(i, _)| i);
    &line[..end]
}

/// The words a text writes capitalised in the middle of a sentence (after a
/// lower-case word or a comma: «Два игрока, Петя и Ваня», «значение S»):
/// names and unknowns, which a line wrapped before them goes on with. One
/// pass over the text.
fn proper_nouns(lines: &[String]) -> std::collections::HashSet<&str> {
    let mut out = std::collections::HashSet::new();
    for line in lines {
        let mut after_word = false;
        for w in line.split_whitespace() {
            let word = first_word(w.trim_start_matches(['(', '«', '"']));
            if after_word && word.starts_with(char::is_uppercase) {
                out.insert(word);
            }
            after_word = w.ends_with(|c: char| c.is_lowercase() || c == ',');
        }
    }
    out
}

/// Whether a capitalised line follows a line that only announces the
/// questions after its colon («Ответьте на следующие вопросы:» + «Необходимо
/// найти …», «… вопросы:» + «Известно, что …»): the question starts there,
/// never goes on the announcement (a question's verb first is `asks_first`).
fn after_announcement(prev: &str, line: &str) -> bool {
    let intro = prev.trim_end().strip_suffix(':');
    line.starts_with(char::is_uppercase) && intro.is_some_and(announces_questions)
}

/// Whether a line opens with a capitalised word that asks («Найдите …»,
/// «Укажите …»): a question of its own, never the words of the line before,
/// even when that one stops at a comma (a copy that lost the words after it:
/// «… не являются для него безусловно выигрышными,» + «Найдите три …»).
fn asks_first(line: &str) -> bool {
    let head: Vec<char> = line.chars().take(QUESTION_VERB_CHARS).collect();
    head.first().is_some_and(|c| c.is_uppercase()) && question_verb_at(&head)
}
