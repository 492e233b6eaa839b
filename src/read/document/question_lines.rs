//! A question's number and where a question begins: a number alone on its
//! line or a mark after the game («19», «Часть 1.», «Тип 19»), a
//! sub-question («б) Укажите …» after «1а»), a numbered question («Задание
//! 19.», «19) Найдите …»), and a question with no number after the rules.

use super::super::numbering::{
    after_dash, after_game_mark, bare_number, letter_mark, next_lettered, next_numbered,
    question_id, task_number, TITLE_BRACKETS,
};
use super::super::sentences::asks;
use super::super::tokens::words;
use super::lookahead::follows_number;
use super::placing::{finished, push_headed};
use super::sentence_kinds::{asks_which, longest_report, mentions_unknown, reports, starts_game};
use super::{ends_as_a_sentence, Draft, Mode, Splitter};

impl Splitter {
    /// «19» alone on its line: the next question's number (also before the
    /// first question, after the game's moves); «Часть 1.», «А)», «Тип 19»
    /// after the game: the next question's number, alone on its line or
    /// before the question's words.
    pub(super) fn question_number_line(&mut self, s: &str) -> bool {
        // A game stated, or taken from an earlier task and changed
        // («Решите задание 1 при условии, что …» + «19.» + «Известно, …»).
        let game = self
            .cur
            .as_ref()
            .is_some_and(|d| d.moves_stated || d.takes_game);
        if !(self.mode == Mode::Question || self.mode == Mode::Rules && game) {
            return false;
        }
        if let Some(n) = bare_number(s) {
            self.pending_id = Some(n.to_string());
            return true;
        }
        match (after_game_mark(s), self.cur.as_mut()) {
            (Some((n, "")), _) => {
                self.pending_id = Some(n);
                true
            }
            (Some((n, rest)), Some(d)) if asks(rest) && !starts_game(rest) => {
                push_headed(d, n, rest.to_string(), self.auto_ids);
                self.mode = Mode::Question;
                self.auto_ids = false;
                true
            }
            _ => false,
        }
    }

    /// «б) Укажите …» after question «1а»: question «1б».
    pub(super) fn sub_question(&mut self, s: &str) -> bool {
        let sub = self
            .cur
            .as_ref()
            .filter(|_| self.mode == Mode::Question)
            .and_then(|d| d.questions.last())
            .and_then(|q| next_lettered(&q.0, s).or_else(|| next_numbered(&q.0, &q.1, s)))
            .filter(|(_, rest)| !starts_game(rest));
        if let (Some((id, rest)), Some(d)) = (sub, self.cur.as_mut()) {
            d.questions.push((id, rest.to_string()));
            return true;
        }
        false
    }

    /// «Задание 1.» alone, then «а) Укажите …»: the header's first
    /// lettered sub-question.
    pub(super) fn first_lettered(&mut self, s: &str) -> bool {
        let mode = &self.mode;
        if let Some(q) = self
            .cur
            .as_mut()
            .filter(|_| *mode == Mode::Question)
            .and_then(|d| d.questions.last_mut())
            .filter(|q| q.1.trim().is_empty() && q.0.chars().all(|c| c.is_ascii_digit()))
        {
            if let Some(('а', rest)) = letter_mark(s) {
                q.0.push('а');
                q.1 = rest.to_string();
                if let Some(d) = self.cur.as_mut() {
                    d.unasked = None;
                }
                return true;
            }
        }
        false
    }

    /// «Задание № 2 127) Два игрока …» after a task's questions (a
    /// collection's header with no stop, joined to the next line): the
    /// collection's number of the next task over its game, never a question
    /// of the task before; so too over the source's own number («Задание 1.
    /// 93) Два игрока …»). Gives the words after the number, to be read as
    /// the next task's first sentence; `s` itself otherwise («Задание 19.
    /// Два игрока …» again over the next game heads its first question).
    pub(super) fn task_under_question_word<'a>(&mut self, s: &'a str) -> &'a str {
        let Some((id, rest)) = question_id(s).filter(|_| self.mode != Mode::Shared) else {
            return s;
        };
        let asked = self
            .cur
            .as_ref()
            .is_some_and(|d| (d.game_opened || d.moves_stated) && !d.questions.is_empty());
        let heads_question = self
            .cur
            .as_ref()
            .and_then(|d| d.questions.first())
            .is_some_and(|q| q.0 == id)
            && !self.cur.as_ref().is_some_and(|d| follows_number(d, &id));
        // «Задание 1. 93) Два игрока …»: over the source's own number, the
        // collection's, also before any task.
        let over_own = task_number(rest).is_some();
        if !(asked && !heads_question || over_own) || !starts_game(rest) {
            return s;
        }
        self.finish_current();
        self.number_next_task(id);
        self.mode = Mode::Rules;
        rest
    }

    /// «Задание 19. Найдите …», «19) Найдите …»: a numbered question, of the
    /// current task or of a shared block.
    pub(super) fn numbered_question(&mut self, s: &str) -> bool {
        let Some((id, rest)) = question_id(s) else {
            return false;
        };
        // «Задание 2.» alone after a task's questions: the next sentence
        // says whether it heads that task's next question or the next
        // task (a worksheet numbering its tasks so, or «Задание 19.»
        // above the next game).
        // (Also after questions with no game before them, a site's page of
        // one question: «Задание № 50» over the next game is its number.)
        let asked = self.cur.as_ref().is_some_and(|d| !d.questions.is_empty());
        // «Задание 1» alone before anything (a worksheet's first task), or
        // after a game with no questions of its own (a shared block's, «…
        // такие же, как и в задаче Р00»): the next sentence says too.
        // So too under a title's lines alone («Урок 12. Теория игр» +
        // «Задание 1.» + «Два игрока …»): no task has begun.
        let first = (self.cur.is_none()
            || rest.trim().is_empty() && self.cur.as_ref().is_some_and(Draft::title_lines))
            && self.header.is_none()
            && self.mode == Mode::Rules;
        // So too after a text cut off before its moves or its questions
        // («Два игрока играют в следующую игру. Вначале перед», an OCR's
        // garbled words), when the header goes on the collection's
        // numbering: «Задание № 76» over the next game is its number.
        let stated = self.mode == Mode::Rules
            && self.cur.as_ref().is_some_and(|d| {
                d.questions.is_empty()
                    && (d.moves_stated || d.game_opened || self.continues_numbering(d, &id))
            });
        let alone = rest.trim().is_empty() || only_a_title(rest);
        if alone && self.mode != Mode::Shared && (asked || first || stated) {
            self.pending_header = Some(id);
            return true;
        }
        if self.mode == Mode::Shared && self.cur.is_none() {
            self.shared.push((id, rest.to_string()));
        } else if self.mode != Mode::Shared && self.sent_elsewhere_next(&id, rest) {
            // «4. Для игры, описанной в предыдущем задании, найдите …»
            // after task 3's questions: the collection's next task, a
            // question alone (as under «Задание 4.» alone on its line).
            self.finish_current();
            self.number_next_task(id);
            let d = self.cur.insert(Draft {
                number: self.header.take(),
                ..Draft::default()
            });
            d.questions.push(("1".to_string(), rest.to_string()));
            self.auto_ids = true;
            self.mode = Mode::Question;
        } else {
            let d = self.cur.get_or_insert_with(Draft::default);
            push_headed(d, id, rest.to_string(), self.auto_ids);
            self.mode = Mode::Question;
        }
        true
    }

    /// A question with no number: «Укажите такое значение S, …» after the
    /// rules, numbered by its place.
    pub(super) fn unnumbered_question(&mut self, body: &str) -> bool {
        // A task whose first words take an earlier task's game («Решите
        // задачу 1 при условии, что …», «Условие как в задаче 1.») states a
        // game as well: the sentence after them that asks about S is its
        // question (read with that game, or flagged, in `read::inherited`),
        // never a rule of it nor a question lost.
        let has_moves = self
            .cur
            .as_ref()
            .is_some_and(|d| d.moves_stated || d.takes_game || takes_earlier_game(d));
        let unnumbered = match self.mode {
            Mode::Rules => {
                has_moves
                    && (asks(body) && (mentions_unknown(body) || premise(body)) || told_win(body))
                    || self.question_of_its_own(body)
            }
            Mode::Question => {
                // «Известно, что Ваня выиграл …» after a finished question:
                // the next one's premise, never the question's words.
                let known = premise(body) || told_win(body);
                self.auto_ids
                    && !how_to_write(body)
                    && (reports(body) || asks_which(body) || known)
                    && self.cur.as_mut().is_some_and(|d| {
                        let finished = d.questions.last().is_some_and(|q| finished(&q.1));
                        last_question_asks(d) && (!known || finished)
                    })
            }
            Mode::Shared | Mode::Solution | Mode::OtherTask => false,
        };
        if !unnumbered {
            return false;
        }
        let Some(d) = self.cur.as_mut() else {
            return false;
        };
        if self.mode == Mode::Rules {
            self.auto_ids = true;
        }
        let id = (d.questions.len() + 1).to_string();
        d.questions.push((id, body.to_string()));
        self.mode = Mode::Question;
        true
    }
}

impl Splitter {
    /// «Для игры, описанной в задании 19, найдите …» under «Задание № 166»
    /// after task 165 of a collection, with no game before it: a question
    /// printed without its game is a task of the collection of its own (read
    /// as far as it goes), never a question lost and named in the task
    /// before.
    /// (The task is begun here when its header was the last line.)
    fn question_of_its_own(&mut self, body: &str) -> bool {
        let numbered_by_collection = match self.cur.as_ref() {
            Some(d) => {
                d.questions.is_empty()
                    && !d.moves_stated
                    && !d.game_opened
                    && d.number.is_some()
                    && d.number == self.collection_number
            }
            None => self.header.is_some() && self.header == self.collection_number,
        };
        let own = numbered_by_collection
            && !self.tasks.is_empty()
            && asks(body)
            && mentions_unknown(body);
        if own && self.cur.is_none() {
            self.cur = Some(Draft {
                number: self.header.take(),
                ..Draft::default()
            });
        }
        own
    }
}

impl Splitter {
    /// «(Л. Шастин)» after «Задание 2.» alone (the line «Задание 2. (Л.
    /// Шастин)» is cut after the number's stop): the header's title; the
    /// header still waits for the sentence that says what it heads.
    pub(super) fn title_after_header(&self, s: &str) -> bool {
        self.pending_header.is_some() && only_a_title(s)
    }
}

/// Whether the words after a header's number are a title in brackets and
/// nothing else («Задание 3 (ЕГЭ 2023)», «Задание 3 (А. Кабанов).»,
/// «Задание 3. (Л. Шастин)», «Задание 3 [Досрочная волна]», «Задание 3 —
/// Л. Шастин»): the header is alone on its line, as «Задание 3.» is. Not a
/// note on the unknown («(В ответе S …)»), nor a sentence in brackets.
fn only_a_title(rest: &str) -> bool {
    let rest = rest.trim().trim_start_matches(['.', ':']).trim_start();
    // «Задание 3 — Л. Шастин»: a title after a dash, to the line's end.
    let dashed = after_dash(rest).map(|t| t.trim().trim_end_matches(['.', ':']).trim_end());
    let inner = match dashed {
        Some(inner) => inner,
        None => {
            let Some((open, close)) = TITLE_BRACKETS
                .into_iter()
                .find(|&(open, _)| rest.starts_with(open))
            else {
                return false;
            };
            let inner = rest[open.len_utf8()..]
                .trim_end_matches(['.', ':'])
                .trim_end();
            let Some(inner) = inner.strip_suffix(close) else {
                return false;
            };
            inner
        }
    };
    let sentence = ends_as_a_sentence(inner) && inner.contains(' ');
    inner.chars().count() < 60
        && !inner.contains(['(', ')', '[', ']'])
        && !words(inner).iter().any(|w| w == "s")
        && !asks(inner)
        && !sentence
}

/// «Петя сделал неудачный первый ход, после чего Ваня выиграл своим первым
/// ходом.»: a game told as played, the premise of a question as «Известно,
/// что …» is (a rule is never told in the past; an example opens with
/// «Например», «Если», «Так», «Пусть»).
fn told_win(body: &str) -> bool {
    let v = super::super::vocabulary::vocabulary();
    let ws = words(body);
    let past = v.group("document.won").any(&ws);
    // «Пусть Ваня выиграл своим первым ходом после неудачного первого хода
    // Пети.»: a premise all the same — an example of the rules tells no
    // player's failed move.
    let premise_told = v
        .group("answer_told.premise_opener")
        .is(ws.first().map_or("", String::as_str))
        && v.group("questions.unlucky").any(&ws);
    // «Пусть после неудачного первого хода Пети Ваня выигрывает своим первым
    // ходом.»: the premise told in the present, a failed move in it.
    let premise_now = premise_told || {
        let opener = v
            .group("answer_told.premise_opener")
            .is(ws.first().map_or("", String::as_str));
        opener && v.group("questions.unlucky").any(&ws) && v.group("questions.wins_now").any(&ws)
    };
    let example = ws
        .first()
        .is_some_and(|w| v.group("document.example_opener").is(w));
    // «Кто сделал последний ход, тот и выиграл.», «Победил тот, кто сделал
    // последний ход.»: the winner's rule in the past, no game told.
    let rule = v.group("winner.last_any_form").any(&ws) && v.group("document.rule_told").any(&ws);
    (past && (!example || premise_told) && !rule || premise_now && !past)
        && v.group("move_words.move").any(&ws)
}

/// Whether a sentence opens with a question's premise («Известно, что …»).
pub(super) fn premise(body: &str) -> bool {
    words(body).first().is_some_and(|w| {
        super::super::vocabulary::vocabulary()
            .group("document.premise")
            .is(w)
    })
}

/// «В ответе укажите значения в порядке возрастания.», «Если таких
/// значений несколько, в ответе укажите наименьшее.»: how the question
/// before it is answered (a word of the answer, or an opening «Если таких
/// значений несколько, укажите наименьшее.»; none of winning, no clause
/// of its own about S), never a question of its own.
fn how_to_write(body: &str) -> bool {
    let v = super::super::vocabulary::vocabulary();
    let ws = words(body);
    let if_several = v
        .group("answer_told.if_several")
        .find(&ws)
        .is_some_and(|(at, _)| at == 0);
    (v.group("document.answer").any(&ws) || if_several)
        && !v.group("questions.win").any(&ws)
        && !v.group("document.not_how_to_write").any(&ws)
}

/// Whether a task's last question asks (a verb of asking, or «При каком
/// …»): the words joined to it since it was last found to ask nothing are
/// the only ones read again.
fn last_question_asks(d: &mut Draft) -> bool {
    let count = d.questions.len();
    let Some(q) = d.questions.last() else {
        return false;
    };
    let from = match d.unasked {
        Some((c, at)) if c == count && q.1.is_char_boundary(at) => {
            back_over_words(&q.1, at, longest_report().saturating_sub(1))
        }
        _ => 0,
    };
    let asked = reports(&q.1[from..]) || asks_which(&q.1);
    d.unasked = (!asked).then_some((count, q.1.len()));
    asked
}

/// Where the words before `at` begin, going back over `n` of them at least
/// (a separator run for each): a phrase of `n + 1` words that ends after
/// `at` starts there or later.
fn back_over_words(text: &str, at: usize, n: usize) -> usize {
    let mut runs = 0;
    let mut in_separator = false;
    let mut from = at;
    for (i, c) in text[..at].char_indices().rev() {
        let separator = !c.is_alphanumeric();
        if separator && !in_separator {
            runs += 1;
            if runs > n {
                return from;
            }
        }
        in_separator = separator;
        from = i;
    }
    0
}

/// Whether a task's only rule so far names another task's game («Условие
/// как в задаче 1.»), changed or not.
fn takes_earlier_game(d: &Draft) -> bool {
    let [first] = d.rules.as_slice() else {
        return false;
    };
    super::super::inherited::game_taken(first)
        .is_some_and(|(named, _)| d.number.as_deref() != Some(named.as_str()))
}

#[cfg(test)]
mod tests {
    use super::back_over_words;

    #[test]
    fn going_back_covers_the_words_asked_for() {
        let text = "Найдите два значения S12; при";
        let at = text.len();
        assert_eq!(&text[back_over_words(text, at, 0)..], "при");
        assert_eq!(&text[back_over_words(text, at, 1)..], "S12; при");
        assert_eq!(
            &text[back_over_words(text, at, 3)..],
            "два значения S12; при"
        );
        assert_eq!(back_over_words(text, at, 9), 0);
        assert_eq!(back_over_words("слово ", 11, 0), 11);
    }
}
