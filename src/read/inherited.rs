//! A task that takes an earlier task's game and changes part of it
//! («Условие то же, что в задаче 1, но …», «Та же игра, что в задании 19.1,
//! но …», «Измените условие задачи 3: …», «Решите задание 1 при условии,
//! что …»): the earlier task's rule sentences, those that state what the
//! change states left out, and the change after them, read as one task by
//! the one task reader. Each key's words are then the earlier task's
//! sentence (shown as such in the template) or the change's.
//!
//! Never a guess: a task named that is not in the document (or that two
//! tasks of it are numbered), an earlier game not read whole, a change
//! that states nothing the reader reads or leaves a sentence unread — the
//! reference is named unread and the task stays flagged.

mod reference;

pub(super) use reference::{asks_of_described_game, asks_of_game, game_taken, Named};
use reference::{reference, same_questions, upper_first, Reference};

use super::document::Draft;
use super::draft::read_draft;
use super::{short, Example, Reading};
use crate::msg;

/// A task under a block heading (see `document::block_heading`): the task
/// named, its own first rule the change.
fn block_reference(d: &Draft) -> Option<Reference> {
    let b = d.block.as_ref()?;
    let first = d.rules.first()?;
    if reference(first).is_some() {
        return None;
    }
    Some(Reference {
        number: b.number.clone(),
        change: Some(first.clone()),
    })
}

/// An earlier task as read: its game's sentences, when its rules were read
/// whole.
struct Earlier {
    /// Its rule sentences and the keys each gave; none when a rule sentence
    /// was left unread.
    game: Option<Vec<(String, Vec<&'static str>)>>,
    /// Its sentences that only show what one move gives («Например, имея
    /// кучу из 15 камней, за один ход можно получить кучу из 16 или 30
    /// камней.»): no rule of a task whose change states the moves.
    move_examples: Vec<String>,
    /// Its questions (id, words), its own or those it took.
    questions: Vec<(String, String)>,
}

/// Where a reading's keys came from when its game is an earlier task's.
#[derive(Debug, Clone, Default)]
pub struct FromTask {
    /// The earlier task's number.
    pub number: String,
    /// The earlier task's sentences kept in the game.
    pub sentences: Vec<String>,
    /// The earlier task's questions taken («Ответьте на те же вопросы.»).
    pub questions: bool,
}

/// Each draft read, a task that takes an earlier task's game read with that
/// game and its change.
pub(super) fn read_drafts(drafts: Vec<Draft>) -> Vec<Reading> {
    // A document with no such task is read task by task, as before: no
    // earlier games kept.
    let numbers: Vec<Option<String>> = drafts.iter().map(|d| d.number.clone()).collect();
    let previous = |i: usize| i.checked_sub(1).and_then(|p| numbers[p].as_deref());
    let takes_earlier = |(i, d): (usize, &Draft)| {
        d.rules.first().and_then(|f| reference(f)).is_some()
            || d.rules.is_empty() && question_reference(d, previous(i)).is_some()
            || block_reference(d).is_some()
    };
    if !drafts.iter().enumerate().any(takes_earlier) {
        return drafts.into_iter().map(read_draft).collect();
    }
    let mut earlier: Vec<Earlier> = Vec::with_capacity(drafts.len());
    let mut out = Vec::with_capacity(drafts.len());
    // The last task read so far that told a game of its own (not taken).
    let mut last_own_game: Option<usize> = None;
    for (i, d) in drafts.into_iter().enumerate() {
        let own_questions = d.questions.clone();
        let block = block_reference(&d).map(|x| (d.rules[0].clone(), x));
        let r = match d
            .rules
            .first()
            .and_then(|f| reference(f).map(|x| (f.clone(), x)))
            .or(block)
        {
            Some((first, x)) if d.number.as_deref() != Some(x.number.as_str()) => {
                let named = numbered_once(&numbers, earlier.len(), &x.number);
                inherit(d, &x, named.and_then(|i| earlier.get(i)))
                    .unwrap_or_else(|NotTaken(d, why)| flagged(*d, why, &first, &x))
            }
            None if d.rules.is_empty() => match question_reference(&d, previous(i)) {
                Some((first, x)) if d.number.as_deref() != Some(x.number.as_str()) => {
                    // «Для игры, описанной в задании 7715, …»: only the
                    // collection's last game told, every task since asking
                    // of a game told elsewhere too (not texts of other
                    // games joined under one numbering, one of them 19).
                    let described = d.asks_of.is_none() && asks_of_game(&first).is_none();
                    let named = numbered_once(&numbers, earlier.len(), &x.number)
                        .filter(|&at| !described || last_own_game.is_none_or(|last| last <= at));
                    ask_of(d, &x, named.and_then(|i| earlier.get(i)))
                        .unwrap_or_else(|NotTaken(d, why)| flagged(*d, why, &first, &x))
                }
                _ => read_draft(d),
            },
            _ => read_draft(d),
        };
        let questions = match r.from_task.as_ref().filter(|f| f.questions) {
            Some(f) => earlier
                .iter()
                .zip(&numbers)
                .find(|(_, n)| n.as_deref() == Some(f.number.as_str()))
                .map(|(e, _)| e.questions.clone())
                .unwrap_or_default(),
            None => own_questions,
        };
        earlier.push(Earlier {
            game: game_of(&r),
            move_examples: move_examples(&r),
            questions,
        });
        if r.from_task.is_none() {
            last_own_game = Some(out.len());
        }
        out.push(r);
    }
    out
}

/// Where the task named is among the drafts before the one at `at`, when
/// the document's numbering leaves no doubt: the task's own number and the
/// one named each stand once in the whole document (a second «Задача 1» is
/// another variant's, whose numbering starts again), and the numbers from
/// the one named to the task are said and rise (else a number was read off
/// a heading, or a task was lost, and which task is meant is not certain).
fn numbered_once(numbers: &[Option<String>], at: usize, named: &str) -> Option<usize> {
    let own = numbers.get(at)?.as_deref()?;
    let once = |n: &str| numbers.iter().filter(|m| m.as_deref() == Some(n)).count() == 1;
    if !once(own) || !once(named) {
        return None;
    }
    let from = numbers[..at]
        .iter()
        .position(|m| m.as_deref() == Some(named))?;
    let keys: Option<Vec<Vec<u64>>> = numbers[from..=at]
        .iter()
        .map(|m| {
            m.as_deref()?
                .split('.')
                .map(|p| p.parse::<u64>().ok())
                .collect::<Option<Vec<u64>>>()
        })
        .collect();
    keys?.windows(2).all(|w| w[0] < w[1]).then_some(from)
}

/// Why a reference was not taken, with the draft back to be read as it is.
struct NotTaken(Box<Draft>, &'static str);

/// The draft read as it is, the reference named unread.
fn flagged(d: Draft, why: &'static str, first: &str, x: &Reference) -> Reading {
    let mut r = read_draft(d);
    r.unread.push(msg!(
        "read-note-game-of-task",
        words = short(first),
        task = x.number.clone(),
        changed = if x.change.is_some() { "yes" } else { "no" },
        why = why
    ));
    r
}

/// A reading's rule sentences and their keys, when none was left unread.
fn game_of(r: &Reading) -> Option<Vec<(String, Vec<&'static str>)>> {
    let rules: Vec<_> = r
        .sentences
        .iter()
        .filter(|s| s.questions.is_empty())
        .collect();
    if rules.iter().any(|s| s.unread) || rules.is_empty() {
        return None;
    }
    Some(
        rules
            .iter()
            .map(|s| (s.text.clone(), s.keys.clone()))
            .collect(),
    )
}

/// A reading's sentences that are plain examples of the moves: from a
/// position, the positions one move gives — nothing of the end, the winner,
/// a strategy or a move just made — and that set no key but the moves.
fn move_examples(r: &Reading) -> Vec<String> {
    let plain = |e: &&Example| {
        !e.to.is_empty()
            && e.strategy.is_none()
            && e.last_move.is_none()
            && e.absent.is_empty()
            && !e.ends_game
            && e.mover_wins.is_none()
            && e.replies.is_empty()
            && !e.own_reply
            && !e.same_barred
            && e.first_move.is_none()
    };
    let only_moves = |t: &String| {
        r.examples
            .iter()
            .filter(|e| &e.sentence == t)
            .all(|e| plain(&e))
            && r.sentences.iter().any(|s| {
                &s.text == t && s.questions.is_empty() && s.keys.iter().all(|k| *k == "moves")
            })
    };
    r.examples
        .iter()
        .filter(plain)
        .map(|e| e.sentence.clone())
        .filter(only_moves)
        .collect()
}

/// What of an earlier task's rule sentence the new task keeps: all of it
/// when it states nothing the change states; none when it states only
/// what the change states. A sentence that states both («В начальный
/// момент в первой куче было 6 камней, во второй — S камней; 1 ≤ S ≤ 70.»
/// under a change of the range alone) keeps its parts between semicolons
/// that state nothing the change states — when each part read alone states
/// keys, no key in two parts, and together they state the sentence's keys;
/// else none of it (the key it alone gave is then missing, and the task
/// flagged).
fn kept_of(text: &str, keys: &[&'static str], said: &[&'static str]) -> Vec<String> {
    if !keys.iter().any(|k| said.contains(k)) {
        return vec![text.to_string()];
    }
    if keys.iter().all(|k| said.contains(k)) || !text.contains("; ") {
        return Vec::new();
    }
    let parts: Vec<String> = text
        .split("; ")
        .map(|p| {
            let p = p.trim();
            if p.ends_with(['.', '!', '?']) {
                upper_first(p)
            } else {
                upper_first(&format!("{p}."))
            }
        })
        .collect();
    let mut seen: Vec<&'static str> = Vec::new();
    let mut out = Vec::new();
    for p in &parts {
        let alone = read_draft(Draft::of_rules(vec![p.clone()]));
        let rules: Vec<_> = alone
            .sentences
            .iter()
            .filter(|s| s.questions.is_empty())
            .collect();
        if rules.is_empty() || rules.iter().any(|s| s.unread || s.keys.is_empty()) {
            return Vec::new();
        }
        let ks: Vec<&'static str> = rules.iter().flat_map(|s| s.keys.iter().copied()).collect();
        if ks.iter().any(|k| seen.contains(k) || !keys.contains(k)) {
            return Vec::new();
        }
        seen.extend(ks.iter().copied());
        if !ks.iter().any(|k| said.contains(k)) {
            out.push(p.clone());
        }
    }
    if keys.iter().all(|k| seen.contains(k)) {
        out
    } else {
        Vec::new()
    }
}

/// Whether a change sentence's parts between semicolons, each read alone,
/// state a key the change read whole did not («Игра завершается, когда … не
/// менее 80; 1 ≤ S ≤ 79.» read whole states the range alone): words of the
/// change the reading would drop, the earlier task's key kept in their
/// place — never taken.
fn parts_say_more(change: &[String], said: &[&'static str]) -> bool {
    change.iter().filter(|c| c.contains("; ")).any(|c| {
        c.split("; ").any(|p| {
            let p = p.trim();
            let p = if p.ends_with(['.', '!', '?']) {
                upper_first(p)
            } else {
                upper_first(&format!("{p}."))
            };
            read_draft(Draft::of_rules(vec![p]))
                .sentences
                .iter()
                .filter(|s| s.questions.is_empty())
                .flat_map(|s| s.keys.iter())
                .any(|k| !said.contains(k))
        })
    })
}

/// A task of questions only whose first one asks about another task's game
/// («Для игры из задачи 2 укажите …»), or whose words over its questions
/// say so («Для игры из задания 1 ответьте на вопросы.»): those words and
/// the reference.
fn question_reference(d: &Draft, previous: Option<&str>) -> Option<(String, Reference)> {
    // «Задание 2. Для игры из задания 1 ответьте на вопросы.» over the
    // task's numbered questions.
    if let Some((number, words)) = d.asks_of.as_ref() {
        let x = Reference {
            number: number.clone(),
            change: None,
        };
        return Some((words.clone(), x));
    }
    let first = &d.questions.first()?.1;
    if asks_of_game(first).is_some() {
        return Some((first.clone(), reference(first)?));
    }
    // «Для игры, описанной в …» names a task of the same text only under
    // the source's own number (`document::earlier_game`).
    if !d.on_described_game {
        return None;
    }
    let number = match asks_of_described_game(first)? {
        Named::Number(n) => n,
        Named::Previous => previous?.to_string(),
    };
    let x = Reference {
        number,
        change: None,
    };
    Some((first.clone(), x))
}

/// A task of questions only read with the earlier task's whole game.
fn ask_of(d: Draft, x: &Reference, named: Option<&Earlier>) -> Result<Reading, NotTaken> {
    let Some(e) = named else {
        return Err(NotTaken(Box::new(d), "task"));
    };
    let Some(game) = e.game.as_ref() else {
        return Err(NotTaken(Box::new(d), "game"));
    };
    if !reads_again(game) {
        return Err(NotTaken(Box::new(d), "game"));
    }
    let texts: Vec<String> = game.iter().map(|(t, _)| t.clone()).collect();
    let mut combined = d;
    combined.rules = texts.clone();
    let mut r = read_draft(combined);
    r.from_task = Some(FromTask {
        number: x.number.clone(),
        sentences: texts,
        questions: false,
    });
    Ok(r)
}

/// Whether an earlier game's sentences, read alone, read as they did in
/// their task (every one read, the same keys): else what they give apart
/// from that task's other words is not known.
fn reads_again(game: &[(String, Vec<&'static str>)]) -> bool {
    let texts: Vec<String> = game.iter().map(|(t, _)| t.clone()).collect();
    let again = read_draft(Draft::of_rules(texts));
    let again_keys: Vec<_> = again.sentences.iter().map(|s| s.keys.clone()).collect();
    let keys: Vec<_> = game.iter().map(|(_, k)| k.clone()).collect();
    again_keys == keys && !again.sentences.iter().any(|s| s.unread)
}

/// The draft read with the earlier task's game and the change.
fn inherit(d: Draft, x: &Reference, named: Option<&Earlier>) -> Result<Reading, NotTaken> {
    let Some(e) = named else {
        return Err(NotTaken(Box::new(d), "task"));
    };
    let Some(change) = x.change.clone() else {
        return Err(NotTaken(Box::new(d), "change"));
    };
    let Some(game) = e.game.as_ref() else {
        return Err(NotTaken(Box::new(d), "game"));
    };
    // «Ответьте на те же вопросы.» in a task with no questions of its own:
    // the earlier task's questions, the sentence no rule.
    let same = |r: &String| same_questions(r, &x.number);
    // Under a block heading that names the questions asked of each
    // («Ответьте на вопросы 19–21 для каждой из них.»): the earlier task's,
    // when those are its questions' numbers.
    let block_asks = d
        .block
        .as_ref()
        .and_then(|b| b.questions.as_ref())
        .is_some_and(|ids| {
            d.rules.first().is_some_and(|f| reference(f).is_none())
                && e.questions.iter().map(|q| &q.0).eq(ids.iter())
        });
    let take_questions = d.questions.is_empty()
        && !e.questions.is_empty()
        && (block_asks || d.rules.iter().skip(1).any(same));
    // The change and the task's other rules, read alone: what they state.
    let change_rules: Vec<String> = std::iter::once(change)
        .chain(
            d.rules
                .iter()
                .skip(1)
                .filter(|r| !(take_questions && same(r)))
                .cloned(),
        )
        .collect();
    let alone = read_draft(Draft::of_rules(change_rules.clone()));
    let said: Vec<&'static str> = alone
        .sentences
        .iter()
        .filter(|s| s.questions.is_empty())
        .flat_map(|s| s.keys.iter().copied())
        .collect();
    let every_read = alone
        .sentences
        .iter()
        .filter(|s| s.questions.is_empty())
        .all(|s| !s.unread && !s.keys.is_empty());
    if said.is_empty() || !every_read || parts_say_more(&change_rules, &said) {
        return Err(NotTaken(Box::new(d), "change"));
    }
    if !reads_again(game) {
        return Err(NotTaken(Box::new(d), "game"));
    }
    // A change that states the moves: the earlier example of the old moves
    // shows nothing of the new game.
    let new_moves = said.contains(&"moves");
    let kept: Vec<String> = game
        .iter()
        .filter(|(t, _)| !(new_moves && e.move_examples.contains(t)))
        .flat_map(|(t, k)| kept_of(t, k, &said))
        .collect();
    let mut combined = d;
    combined.rules = kept.iter().cloned().chain(change_rules).collect();
    if take_questions {
        combined.questions = e.questions.clone();
    }
    let mut r = read_draft(combined);
    r.from_task = Some(FromTask {
        number: x.number.clone(),
        sentences: kept,
        questions: take_questions,
    });
    Ok(r)
}
