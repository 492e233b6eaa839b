//! The task's questions, read once the rules are: each one's condition and
//! the form of its answer as queries, or named with why it is not read.

use super::Walk;
use crate::i18n::Msg;
use crate::msg;
use crate::read::answer_form;
use crate::read::letter_names;
use crate::read::players::stranger;
use crate::read::questions::{self, Players};
use crate::read::sentences::sentences;
use crate::read::start::{names_the_first_heap, own_start, stated_heaps};
use crate::read::tokens::words;
use crate::read::total_asked;
use crate::read::two_unknowns;
use crate::read::vocabulary::vocabulary;
use crate::read::word_names::as_ordinal_players;
use crate::read::{document, short, values_of_s, ReadQuestion, Sentence};

impl Walk {
    /// Every question of the draft, in order.
    pub(super) fn read_questions(&mut self, d: &document::Draft) {
        // A win handed over is a win with no move (`questions::handed`): the
        // rules are read by now, so once for every question.
        let hands_over = self
            .r
            .keys
            .iter()
            .any(|k| k.name == "winner" && k.value != "mover");
        // «Известно, что S — чётное число.» taken as a question, with no ask
        // after it but the definition of a strategy: a condition on every
        // question's values of S, no question.
        let statements: Vec<bool> = d
            .questions
            .iter()
            .map(|(_, text)| self.condition_of_s_said(text))
            .collect();
        for (at, (id, text)) in d.questions.iter().enumerate() {
            if statements[at] {
                self.r.sentences.push(Sentence {
                    text: text.trim().to_string(),
                    ..Sentence::default()
                });
                continue;
            }
            self.r.sentences.push(Sentence {
                text: text.trim().to_string(),
                ..Sentence::default()
            });
            if at + 1 == d.questions.len() && range_after_the_question(text) {
                self.flag_question(id, msg!("read-why-own-start"), text);
                continue;
            }
            if self.word_names.is_some() {
                self.read_question_of_word_names(id, text, hands_over);
            } else if self.letter_names.is_some() {
                self.read_question_of_letter_names(id, text, hands_over);
            } else {
                self.read_question(id, text, hands_over);
            }
        }
        self.unname_starts_of_their_own(d);
    }

    /// A question of players named by adjectives («Первый и Второй»): its
    /// names read as «первый игрок» / «второй игрок» by who moves first
    /// (`word_names`), the question then read as any. Who moves first not
    /// said, the question is named: the order is never guessed from the
    /// names.
    fn read_question_of_word_names(&mut self, id: &str, text: &str, hands_over: bool) {
        let Some((a, b)) = self.word_names.clone() else {
            return;
        };
        let role = |stem: &str| {
            self.players
                .first
                .first()
                .is_some_and(|w| w.starts_with(stem))
        };
        let stems = match (role(&a), role(&b)) {
            (true, false) => [a.as_str(), b.as_str()],
            (false, true) => [b.as_str(), a.as_str()],
            _ => {
                self.flag_question(id, msg!("read-why-first-unsaid"), text);
                return;
            }
        };
        if !self.first_said {
            self.flag_question(id, msg!("read-why-first-unsaid"), text);
            return;
        }
        let rewritten = as_ordinal_players(text, stems);
        self.read_question_rewritten(id, text, &rewritten, hands_over);
    }

    /// A question of players named by a letter or a number after «игрок»
    /// («игрок А и игрок Б»): each «игрок X» read as «первый игрок» /
    /// «второй игрок» in its case by who moves first (`letter_names`). Who
    /// moves first not said, or a player called otherwise (a bare letter,
    /// «об игроке Б»), the question is named.
    fn read_question_of_letter_names(&mut self, id: &str, text: &str, hands_over: bool) {
        let Some(names) = self.letter_names.clone() else {
            return;
        };
        let Some(first) = self.letter_first else {
            self.flag_question(id, msg!("read-why-first-unsaid"), text);
            return;
        };
        let order = [names[first].as_str(), names[1 - first].as_str()];
        let rewritten = match letter_names::as_ordinal_players(text, order) {
            Ok(r) => r,
            Err(name) => {
                self.flag_question(id, msg!("read-why-stranger", name = name), text);
                return;
            }
        };
        self.read_question_rewritten(id, text, &rewritten, hands_over);
    }

    /// A question read as `rewritten` says it (its players as «первый
    /// игрок» / «второй игрок»), its words shown and named as `text` says
    /// them. No word calls a player by a name meanwhile: a form of a name
    /// left («о Первом») is a stranger (`refused`).
    fn read_question_rewritten(&mut self, id: &str, text: &str, rewritten: &str, hands_over: bool) {
        let players = std::mem::replace(&mut self.players, Players::unnamed());
        self.question_shown = Some(text.to_string());
        self.read_question(id, rewritten, hands_over);
        self.question_shown = None;
        self.players = players;
    }

    /// A task that states no start, each of whose questions states its own
    /// (and a range of S, its own or the task's): the start and the range
    /// are not missing — each question is its own game. Any question
    /// without one (or unread) leaves them named missing.
    fn unname_starts_of_their_own(&mut self, d: &document::Draft) {
        let every_own = !d.questions.is_empty()
            && self.r.questions.len() == d.questions.len()
            && self
                .r
                .questions
                .iter()
                .all(|q| q.own.iter().any(|(k, _)| *k == "start"));
        if self.has("start") || !every_own {
            return;
        }
        let missing = |key: &'static str| msg!("read-note-missing", key = key);
        let (start, s) = (missing("start"), missing("s"));
        self.r.unread.retain(|m| *m != start && *m != s);
    }

    /// Whether a question's text is a condition on the values of S said
    /// alone (its first sentence wholly), then at most the definition of a
    /// winning strategy: the condition kept for every question.
    fn condition_of_s_said(&mut self, text: &str) -> bool {
        // Most questions say none: their sentences are never split here.
        if values_of_s::strip(text).is_none() {
            return false;
        }
        let ss = sentences(text);
        let Some((first, rest)) = ss.split_first() else {
            return false;
        };
        let Some((cond, left)) = values_of_s::strip(first) else {
            return false;
        };
        let v = vocabulary();
        let defines = |s: &String| {
            let ws = words(s);
            v.group("filler.strategy").any(&ws) && !crate::read::sentences::asks(s)
        };
        if !values_of_s::nothing_left(&left) || !rest.iter().all(defines) {
            return false;
        }
        self.s_conditions.push(cond);
        true
    }

    /// One question: its queries, or a note on why it is not answered.
    fn read_question(&mut self, id: &str, text: &str, hands_over: bool) {
        let qws = words(text);
        // «Обоснуйте, что найдены все нужные значения S, и укажите
        // выигрывающий ход …»: an instruction beside the ask, no condition
        // (its sentences looked at only when a word of one is there).
        let stripped;
        let (text, qws) = if vocabulary().group("instruction.verbs").any(&qws) {
            stripped = crate::read::instruction::without_instructions(text);
            let ws = words(&stripped);
            (stripped.as_str(), ws)
        } else {
            (text, qws)
        };
        let said = text;
        // «Найдите минимальное нечётное значение S, …»: the condition on S
        // taken off (`values_of_s`), the rest read as a question.
        let (of_s, without) = match values_of_s::strip(text) {
            Some((c, r)) => (Some(c), r),
            None => (None, text.to_string()),
        };
        let (text, qws) = match of_s {
            Some(_) => (without.as_str(), words(&without)),
            None => (text, qws),
        };
        let of_s: Vec<String> = self.s_conditions.iter().cloned().chain(of_s).collect();
        let own = own_start(text, &qws, &self.r.keys, self.heaps);
        // «Какое наименьшее число камней могло быть суммарно в двух кучах?»
        // of a game that states no start: its own game of every position.
        let total = self.total_asked(&qws);
        let own = match (&total, own) {
            (Some((_, keys)), None) => Some(Ok(keys.clone())),
            (_, own) => own,
        };
        if let Some(why) = refused(
            text,
            &qws,
            &self.players,
            own.as_ref().is_some_and(Result::is_err),
        ) {
            self.flag_question(id, why, text);
            return;
        }
        if holds_two_questions(id, text, &self.players) {
            self.flag_question(id, msg!("read-why-two-asks"), text);
            return;
        }
        let k = two_unknowns::k_condition(text);
        let own_read = matches!(own, Some(Ok(_)));
        let condition_text = condition_text(text, own_read);
        // «Для игры из задания 19, в начальный момент в первой куче 7 камней,
        // а во второй S камней»: a start said again as the task's, its
        // numbers the start's (a start of the question's own is `own`).
        let start_said = own_read
            || crate::read::start::start(text, &qws)
                .is_some_and(|f| f.keys.iter().any(|(k, _)| *k == "start"));
        let report = match &total {
            Some((report, _)) => Ok((report.to_string(), None)),
            None => answer_form::report(text),
        };
        match (
            questions::condition_of(&condition_text, &self.players, start_said),
            report,
        ) {
            (Ok(_), Ok((report, _))) if self.unknown_left_free(&report, &k, &qws, &own) => {
                self.flag_question(id, msg!("read-why-two-unknowns"), text);
            }
            // The task's pairs («K < S, K + S ≤ 50») beside a start of the
            // question's own: which pairs it is over is not read.
            (Ok(_), Ok(_)) if own_read && self.pair_condition.is_some() => {
                self.flag_question(id, msg!("read-why-two-unknowns"), text);
            }
            (Ok(conds), Ok((report, expect))) => {
                let conds = questions::widened(conds, hands_over, text);
                let queries = conds
                    .iter()
                    .map(|c| {
                        let mut parts: Vec<&str> = k.iter().map(String::as_str).collect();
                        parts.extend(self.pair_condition.as_deref());
                        parts.extend(of_s.iter().map(String::as_str));
                        parts.push(c);
                        format!("{report} where {}", parts.join(" and "))
                    })
                    .collect();
                let q = ReadQuestion {
                    id: id.to_string(),
                    words: self
                        .question_shown
                        .as_deref()
                        .unwrap_or(said)
                        .trim()
                        .to_string(),
                    queries,
                    expect,
                    own: own.and_then(Result::ok).unwrap_or_default(),
                    settled_over: None,
                    settled_alike: false,
                };
                if let Some(s) = self.r.sentences.last_mut() {
                    s.questions = q.ids();
                }
                self.r.questions.push(q);
            }
            (Err(e), _) | (_, Err(e)) => self.flag_question(id, e, text),
        }
    }

    /// Whether the task has two unknowns, K and S, and this question (with
    /// no start of its own without K) leaves one free or binds them in a way not read
    /// (`two_unknowns`).
    fn unknown_left_free(
        &self,
        report: &str,
        k: &Option<String>,
        qws: &[String],
        own: &Option<Result<Vec<(&'static str, String)>, ()>>,
    ) -> bool {
        let has_two_unknowns = self.has("k")
            || self
                .key("start")
                .is_some_and(|start| start.value.split(", ").any(|h| h == "K"));
        // A start of the question's own that names no K («в первой куче 10
        // камней, во второй S») leaves one unknown; a range of its own does not.
        let own_start_without_k = matches!(own, Some(Ok(keys)) if keys
            .iter()
            .any(|(name, value)| *name == "start" && !value.split(", ").any(|h| h == "K")));
        let own_s_range =
            matches!(own, Some(Ok(keys)) if keys.iter().any(|(name, _)| *name == "s"));
        let k_not_read = k.is_none() && two_unknowns::names_k_after_pri(&qws.join(" "));
        k_not_read
            || has_two_unknowns
                && !own_start_without_k
                && two_unknowns::unknown_left_free(report, k.is_some(), own_s_range, qws)
    }

    /// The report and the game of a question that asks the total of two
    /// heaps (`total_asked`), when the task states no start and its end is
    /// a growing one: every position of 1 up to the end's number of stones
    /// in each heap.
    fn total_asked(&self, qws: &[String]) -> Option<(&'static str, Vec<(&'static str, String)>)> {
        let report = total_asked::total_report(qws)?;
        if self.has("start") || self.heaps != Some(2) {
            return None;
        }
        let n = total_asked::span_of_end(&self.key("end")?.value)?;
        let span = format!("1..{n}");
        Some((
            report,
            vec![
                ("start", "K, S".to_string()),
                ("k", span.clone()),
                ("s", span),
            ],
        ))
    }

    /// A question named unread, with why.
    fn flag_question(&mut self, id: &str, why: Msg, text: &str) {
        self.r.unread.push(msg!(
            "read-note-question",
            id = id.to_string(),
            why = why,
            words = short(self.question_shown.as_deref().unwrap_or(text))
        ));
        if let Some(s) = self.r.sentences.last_mut() {
            s.unread = true;
        }
    }
}

/// Why a question is not answered for the task's start: it sets a start of
/// its own not read («Для игры с начальной позицией (10, S) …»), names a
/// player who is not in the game, or says what is not supported (a choice
/// not read).
fn refused(text: &str, qws: &[String], players: &Players, own_start_unread: bool) -> Option<Msg> {
    let unsupported = vocabulary().group("unsupported.phrases").any(qws)
        && questions::chooses(text, players).is_none();
    let stranger = stranger(text, players);
    if !(unsupported || own_start_unread || stranger.is_some()) {
        return None;
    }
    Some(match stranger {
        Some(name) => msg!("read-why-stranger", name = name),
        None => msg!("read-why-own-start"),
    })
}

/// Whether one question's words hold two (the next one's number lost or
/// misspelt, its words taken for this one's): a sentence after the first
/// opens with a word and the next question's number («Ворпос 2.»,
/// «Задпние 20:» inside question 1 or 19), or two sentences each ask a
/// question of their own, an answer form and a whole condition («Укажите,
/// при каком наименьшем S Петя может выиграть первым ходом. Найдите два
/// значения S, при которых …»). Read as one, the first's form took the
/// second's condition, complete and wrong.
fn holds_two_questions(id: &str, text: &str, players: &Players) -> bool {
    let said = sentences(text);
    said.len() > 1 && (next_heading_inside(id, &said) || asks_twice(&said, players))
}

/// Whether a sentence after the first opens with a word and the number
/// after `id`.
fn next_heading_inside(id: &str, said: &[String]) -> bool {
    let Some(next) = id.parse::<u32>().ok().and_then(|n| n.checked_add(1)) else {
        return false;
    };
    let next = next.to_string();
    said.iter().skip(1).any(|x| {
        let mut tokens = x.split_whitespace();
        let word = tokens.next().unwrap_or("");
        let number = tokens
            .next()
            .unwrap_or("")
            .trim_end_matches(['.', ':', ')']);
        word.chars().next().is_some_and(char::is_uppercase)
            && word.chars().all(char::is_alphabetic)
            && number == next
    })
}

/// Whether two sentences each ask a whole question: a verb that asks
/// (anywhere in it) or a question mark, an answer form and a condition.
fn asks_twice(said: &[String], players: &Players) -> bool {
    said.iter()
        .filter(|x| {
            answer_form::asks_an_answer(x, usize::MAX)
                && questions::condition_of(x, players, false).is_ok()
        })
        .nth(1)
        .is_some()
}

/// Whether the last question's words go on, after the sentence that asks,
/// with a range of S of a sentence of its own («… первым ходом. (В ответе S
/// может быть от 19 до 99.)»): a note that may bound every question's
/// answer or this one's; which is not read.
fn range_after_the_question(text: &str) -> bool {
    let v = vocabulary();
    let said = sentences(text);
    let Some(asks) = said
        .iter()
        .position(|x| v.group("questions.verbs").any(&words(x)))
    else {
        return false;
    };
    said[asks + 1..]
        .iter()
        .any(|x| crate::read::start::unknown_range(x, 'S').is_some())
}

/// The words a question's condition is read from: the sentence that states
/// the question's own start («Рассмотрим игру, в которой в первой куче 10
/// камней, во второй S камней.») is no condition, its count of stones is
/// the start's.
fn condition_text(text: &str, own_start: bool) -> String {
    if own_start && names_the_first_heap(text) {
        sentences(text)
            .into_iter()
            .filter(|x| stated_heaps(x).is_none())
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        text.to_string()
    }
}
