//! Where a question goes: under a header of its own, after the words that
//! announce the questions, as the premise of the next one, or — taken by no
//! task — named in the task beside it.

use super::super::numbering::{consecutive, question_id, tasks_heading};
use super::super::players::says_a_rule;
use super::super::sentences::asks;
use super::super::tokens::words;
use super::super::vocabulary::vocabulary;
use super::questions_apart::Apart;
use super::sentence_kinds::{mentions_unknown, sets_own_start, states_moves};
use super::shared::is_shared_header;
use super::Draft;

/// A question under a header of its own («Задача 20 #76980») pushed to `d`;
/// when the questions before it were numbered by their place and the task's
/// number leads to this one («Задача 19 …», then «Задача 20»), they take
/// the task's numbers (19, not 1).
pub(super) fn push_headed(d: &mut Draft, id: String, text: String, auto_ids: bool) {
    let first = d.number.as_deref().and_then(|n| n.parse::<usize>().ok());
    let this = id.parse::<usize>().ok();
    // Questions a header numbered already («Задание 20.», «Задание 21.»
    // after the first one: 19, 20, 21) keep their numbers: a collection's
    // next header taken for a question («Задание 99» after them) renumbers
    // nothing.
    let by_place = d
        .questions
        .iter()
        .enumerate()
        .all(|(i, q)| q.0 == (i + 1).to_string());
    if let (true, true, Some(n)) = (auto_ids, by_place, this) {
        let k = d.questions.len();
        // Or the questions before were the ones just before this one
        // («Задание 20» after one question with no number: that was 19).
        let m = first
            .filter(|m| m + k == n)
            .or_else(|| (n > k).then(|| n - k));
        if let Some(m) = m {
            for (i, q) in d.questions.iter_mut().enumerate() {
                q.0 = (m + i).to_string();
            }
        }
    }
    d.questions.push((id, text));
}

/// The question after a colon that ends words announcing the questions
/// («Ответьте на следующие вопросы: 1) Известно, что …», «Выполните
/// задания: 19) Найдите …»), not a shared block's header (read as one).
///
/// An unnumbered question after the colon is one too, whatever words it
/// opens with («Ответьте на следующие вопросы: Необходимо найти …»,
/// «… вопросы: Известно, что Петя …»).
pub(super) fn questions_after_colon(s: &str) -> Option<&str> {
    let (intro, rest) = s.split_once(':')?;
    let question = question_id(rest).is_some() || asks(rest);
    (announces_questions(intro) && !is_shared_header(s) && question).then_some(rest.trim_start())
}

/// Whether words before a colon only announce the questions after it
/// («Ответьте на следующие вопросы», «Выполните задания»): words of the
/// vocabulary's `document.announces` in a short clause that asks nothing
/// itself («Для игры, описанной в задании 19, найдите …» asks).
pub(in crate::read) fn announces_questions(intro: &str) -> bool {
    // The clause after the last sentence's stop on the line.
    let clause = intro.rsplit_once(". ").map_or(intro, |(_, c)| c);
    let ws = words(clause);
    // A question's own number is no announcement («Вопрос 1:» + its words).
    let numbered = ws.iter().any(|w| w.chars().any(|c| c.is_ascii_digit()));
    ws.len() <= 6 && !numbered && vocabulary().group("document.announces").any(&ws) && !asks(clause)
}

/// Whether `s`, after a header alone numbered `n` («21)», «Задача 21.»),
/// opens the premise of the task's next question: `n` follows the number of
/// its last question and `s` tells of a win («У Пети была выигрышная
/// стратегия, …») or sets the question's own start («Пусть в начальный
/// момент …»), stating no moves (a collection's next task opens with its
/// game).
pub(super) fn premise_of_next(d: &Draft, n: &str, s: &str) -> bool {
    let follows = d.questions.last().is_some_and(|q| consecutive(&q.0, n));
    let premise = vocabulary().group("questions.win").any(&words(s)) || sets_own_start(s);
    follows && !states_moves(s) && premise
}

/// The exam task a site's heading names: «Тип 19 № 70546» → 19.
pub(super) fn type_number(title: &str) -> Option<String> {
    let (at, word) = vocabulary()
        .as_written("numbering.site_type")
        .iter()
        .find_map(|w| title.find(w.as_str()).map(|at| (at, w)))?;
    let rest = &title[at + word.len()..];
    let num: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let after = rest[num.len()..].trim_start();
    (num.len() == 2 && after.starts_with('№')).then_some(num)
}

/// Whether a question's words end as a sentence ends (closing quotes after
/// the stop too: «… ходом.'''», a docstring's end).
pub(super) fn finished(q: &str) -> bool {
    q.trim_end()
        .trim_end_matches(['\'', '"', '»', '”'])
        .ends_with(['.', '?', '!'])
}

/// Whether a rule holds the list item numbered `k` («… может: 1) убрать 2
/// камня.»): «k)» or «k.» at its start or after a space or colon.
pub(super) fn holds_item(rule: &str, k: usize) -> bool {
    [format!("{k})"), format!("{k}. ")].iter().any(|mark| {
        rule.match_indices(mark.as_str()).any(|(at, _)| {
            rule[..at]
                .chars()
                .next_back()
                .is_none_or(|c| c.is_whitespace() || c == ':')
        })
    })
}

/// Sentences that ask about S in a text with no game and no question of its
/// own («21)» read as a task's number, then «У Пети была выигрышная стратегия
/// … Укажите наименьшее значение S …»), and those a shared block held before
/// its first question: each named in the task beside it (the one before,
/// else the one after), never dropped unseen.
pub(super) fn lose_orphan_questions(tasks: &mut [Draft], mut lost: Vec<(usize, String)>) {
    for (i, d) in tasks.iter().enumerate() {
        if d.questions.is_empty() && !d.moves_stated && !d.game_opened {
            for r in d.rules.iter().filter(|r| asks(r) && mentions_unknown(r)) {
                lost.push((if i > 0 { i - 1 } else { i + 1 }, r.clone()));
            }
        }
    }
    let last = tasks.len().saturating_sub(1);
    for (i, sentence) in lost {
        if let Some(d) = tasks.get_mut(i.min(last)) {
            d.lost_questions.push(sentence);
        }
    }
}

/// A task ended by a heading among its questions, and after the heading no
/// game but words: a page's running head cut the task («… выиграть в» +
/// «Информатика. ЕГЭ. Задания 19–21» + «игре Вани.»), and the reading must
/// not call its first half whole.
pub(super) fn mark_running_heads(tasks: &mut [Draft]) {
    for k in 1..tasks.len() {
        let piece = &tasks[k];
        // «Задание 19–21.» alone, the next task's game after it («Задание
        // 19–21. Вариант 7» + «Два игрока …»): the next task's heading.
        let heading_only = piece.questions.is_empty()
            && piece
                .rules
                .iter()
                .all(|r| r.trim().is_empty() || tasks_heading(r))
            && tasks.get(k + 1).is_some_and(|n| n.game_opened);
        if tasks[k - 1].ended_by_heading
            && !piece.game_opened
            && !piece.moves_stated
            && !heading_only
        {
            let words = piece
                .rules
                .iter()
                .chain(piece.questions.iter().map(|q| &q.1));
            let words = words.map(|w| w.trim()).find(|w| !w.is_empty());
            tasks[k - 1].goes_on = words.map(str::to_string);
        }
    }
}

/// A piece after a task's questions with no game's opening, no number and
/// no title of its own, that states moves or says a rule («Каждый игрок
/// может сделать не более одного удвоения.» after question 21): a rule of
/// the task before, which its reading must not call whole without.
pub(super) fn mark_rules_after_questions(tasks: &mut [Draft]) {
    for k in 1..tasks.len() {
        let piece = &tasks[k];
        let own = piece.game_opened || piece.number.is_some() || piece.title.is_some();
        if own || tasks[k - 1].questions.is_empty() || tasks[k - 1].goes_on.is_some() {
            continue;
        }
        let rule = piece
            .rules
            .iter()
            .map(|w| w.trim())
            .find(|w| !w.is_empty() && (piece.moves_stated || says_a_rule(&words(w))));
        tasks[k - 1].rule_after = rule.map(str::to_string);
    }
}

/// A task's draft done, pushed to `tasks`: with no questions of its own, it
/// takes the current shared block's (`shared`), or names the task whose
/// questions it was told to take (`r`) when none is found; with questions
/// of its own, it ends the block.
pub(super) fn finish_task(
    mut d: Draft,
    tasks: &mut Vec<Draft>,
    shared: &mut Vec<(String, String)>,
    r: &mut Option<String>,
    header: Option<&str>,
) {
    if d.rules.is_empty() && d.questions.is_empty() {
        return;
    }
    // «… возможна (ЕГЭ-2025, досрочный период)»: a source's line joined to
    // a question with no stop of its own.
    for q in &mut d.questions {
        if let Some(t) = super::source_line::without_source_at_end(&q.1) {
            q.1 = t;
        }
    }
    // sdamgia's «Тип 19 № 70546» over a task of one question with no
    // number of its own: that question is 19.
    if let (Some(n), [q]) = (
        d.title.as_deref().and_then(type_number),
        d.questions.as_mut_slice(),
    ) {
        if q.0 == "1" {
            q.0 = n;
        }
    }
    if d.questions.is_empty() {
        d.questions = shared.to_vec();
        if shared.is_empty() {
            d.missing_questions.clone_from(r);
        }
    } else if !d.rules.is_empty() {
        // A game with questions of its own: a shared block before it was
        // the questions of the tasks up to here, not of those after (a game
        // without questions later asks nothing, never the block's questions
        // borrowed).
        shared.clear();
        *r = None;
    }
    // «20. Вопрос 2. …» after a game asking «Вопрос 1.»: its questions.
    if let Some(game) = tasks.last_mut() {
        match super::questions_apart::questions_apart(game, &d, header) {
            Apart::Join => {
                // In the game's numbering: «Вопрос 2.» after its question
                // 19 is question 20.
                let exam = game.questions.first().is_some_and(|q| q.0 == "19");
                for (id, text) in d.questions {
                    let id = match id.parse::<usize>() {
                        Ok(k) if exam => (18 + k).to_string(),
                        _ => id,
                    };
                    game.questions.push((id, text));
                }
                return;
            }
            Apart::Name => game
                .lost_questions
                .extend(d.questions.iter().map(|q| q.1.clone())),
            Apart::No => {}
        }
    }
    tasks.push(d);
}
