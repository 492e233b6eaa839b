//! A document of tasks → its tasks: sentences, task numbers and titles,
//! each task's rules and questions, and shared blocks of questions
//! («Вопросы 19–21 к следующим задачам: …», «… такие же, как в задаче Р00»).
//! One pass over the sentences; nothing recurses.

use super::clean::answer_sheet;
use super::numbering::task_number;
use super::sentences::{asks, has_russian, list_item};
use super::tokens::{marks_only, numbered, words};
use placing::{
    finish_task, finished, holds_item, lose_orphan_questions, mark_rules_after_questions,
    mark_running_heads, push_headed, questions_after_colon,
};
use sentence_kinds::{
    collection_sentences, mentions_unknown, names_game, starts_game, states_moves,
};

/// A task's text as found: its sentences, split into rules and questions.
#[derive(Debug, Clone, Default)]
pub struct Draft {
    pub number: Option<String>,
    pub title: Option<String>,
    pub rules: Vec<String>,
    /// (id, text) in order.
    pub questions: Vec<(String, String)>,
    /// A reference to another task's questions that was not found.
    pub missing_questions: Option<String>,
    /// The words of a piece with no game after a heading that ended this
    /// task among its questions: the task's text going on past a page's
    /// running head («… выиграть в» + «Информатика. ЕГЭ. Задания 19–21» +
    /// «игре Вани.»), its questions cut in two.
    pub goes_on: Option<String>,
    /// A rule said after this task's questions that opened no game of its
    /// own («… ходом. Каждый игрок может сделать не более одного
    /// удвоения.»): a rule of this task, not read.
    pub rule_after: Option<String>,
    /// Lines before the game that its title did not take («Задача 13.» +
    /// «Игроки могут пропустить ход.» + «№ 4410»: the title is the
    /// source's number) and that may be a rule: named, never lost.
    pub dropped: Vec<String>,
    /// Whether a heading («Задания 19–21 …») ended this task after a
    /// question.
    ended_by_heading: bool,
    /// Sentences that ask about S but that no question of any task took
    /// (words of a shared block before its first question, a question whose
    /// number was read as a task's with no game after it): named, so that
    /// a question lost is never a reading called complete.
    pub lost_questions: Vec<String>,
    /// Whether a rule states the moves, or opens a game: kept as the rules
    /// are pushed, so that each sentence of a long document is looked at
    /// once (asking every rule again made a repeated sentence quadratic).
    moves_stated: bool,
    game_opened: bool,
    /// Whether a rule says that the players play a game («Два игрока …
    /// играют в следующую игру»): a second such sentence is the next task's.
    game_named: bool,
    /// Whether the task's first rule takes an earlier task's game and changes
    /// it («Решите задание 1 при условии, что …»): a game stated, as for the
    /// lines after it («19.», «19) Укажите …» head its questions).
    takes_game: bool,
    /// Whether a rule so far holds a Russian word (a docstring's opening quotes
    /// do not): the next one is not the task's first words.
    worded: bool,
    /// How much of the last question was found to ask nothing (its count
    /// of questions and bytes): a premise after a question is joined to
    /// it, and reading the growing question again for each one made many
    /// such sentences quadratic.
    unasked: Option<(usize, usize)>,
    /// A block heading over this task («Задачи 2–4: игра как в задаче 1, но
    /// изменено одно из условий.»): its words the change of that game.
    pub(in crate::read) block: Option<block_heading::Block>,
    /// «Для игры из задания 1 ответьте на вопросы.» over this task's
    /// numbered questions: the task named and the words.
    pub(in crate::read) asks_of: Option<(String, String)>,
    /// Whether the task is a collection's question on a game told before
    /// («(№ 7716) Для игры, описанной в предыдущем задании, …» after task
    /// 7715, under the source's own number): the one kind whose «описанной
    /// в …» names a task of the same text (see `earlier_game`).
    pub(in crate::read) on_described_game: bool,
}

impl Draft {
    /// Whether the task has begun: a game opened or taken, moves stated, a
    /// question asked — a header over it starts the next task.
    fn begun(&self) -> bool {
        self.game_opened || self.moves_stated || self.takes_game || !self.questions.is_empty()
    }

    /// Whether the draft is lines before any task (a worksheet's title):
    /// no number, nothing begun, no game named or taken, no questions.
    fn title_lines(&self) -> bool {
        !self.begun()
            && !self.game_named
            && self.number.is_none()
            && self.asks_of.is_none()
            && self.block.is_none()
            && !self.rules.is_empty()
    }

    /// A draft of these rules alone, with no number and no questions.
    pub(in crate::read) fn of_rules(rules: Vec<String>) -> Draft {
        Draft {
            rules,
            ..Draft::default()
        }
    }

    fn push_rule(&mut self, rule: String) {
        // A move list whose head was cut off, as the task's first words
        // (`moves::headless`): the moves, as the draft will read them.
        // «Два игрока … играют в игру, в которой Ваня может пропустить
        // ход»: the game's opening, not its moves (the next opening
        // sentence would start another task and drop this one).
        let first = !self.worded;
        self.worded |= has_russian(&rule);
        let ws = words(&rule);
        self.moves_stated |=
            states_moves(&rule) && !names_game(&ws) || first && super::moves::headless(&ws);
        self.game_opened |= starts_game(&rule);
        self.takes_game |=
            first && earlier_game::changes_earlier_game(&rule, self.number.as_deref());
        self.game_named |= names_game(&ws);
        self.rules.push(rule);
    }
}

/// Where a sentence goes, by what the sentences before it were.
#[derive(PartialEq)]
enum Mode {
    Rules,
    Question,
    Shared,
    /// A page's solution or printed answer after a question («Решение.»,
    /// «Пояснение.», «Ответ: 18.»): skipped up to the next question or
    /// task.
    Solution,
    /// Another exam task of a pasted variant («Задание 22. В файле …» after
    /// the game's question 21): skipped up to the next game, task number
    /// or heading.
    OtherTask,
}

/// The walk over a document's sentences: the tasks done, the one being
/// read, and what a sentence leaves for the next one to settle.
struct Splitter {
    /// The tasks done, in order.
    tasks: Vec<Draft>,
    /// The task being read.
    cur: Option<Draft>,
    /// Where the next sentence's words go.
    mode: Mode,
    /// The current shared block: its questions, or the task it refers to.
    shared: Vec<(String, String)>,
    shared_ref: Option<String>,
    /// The shared block's header names one task («Вопросы 19–21 к задаче
    /// 11:», «… к следующей задаче:»): only the next task takes it.
    shared_single: bool,
    /// Where in `tasks` a shared block began that is not said to be of the
    /// tasks after it: with no task after it, the games just before it take
    /// its questions.
    block_from: Option<usize>,
    /// The games a block «Для каждой из игр ответьте на следующие вопросы»
    /// asks about (their places in `tasks`): each takes the block's
    /// questions when the block ends.
    each_games: Vec<usize>,
    /// Sentences that ask about S and that no question took, with the place
    /// of the task they come before.
    lost: Vec<(usize, String)>,
    /// A task's number read on a line of its own, for the task begun next.
    header: Option<String>,
    /// The title read under that number before a shared block of questions
    /// («Задание 9.» + «Игра с кучей камней» + «Вопросы 19–21 к …»).
    header_title: Option<String>,
    /// The current task's questions have no numbers of their own.
    auto_ids: bool,
    /// A header alone after a task's game («Задача 20 #76980»): the next
    /// sentence says whether it heads that task's next question or a task.
    pending: Option<String>,
    /// «Задание 2.» alone after a task's questions: the next sentence says
    /// whether it heads that task's next question or the next task.
    pending_header: Option<String>,
    /// A bare number after a question («20»): the next question's number
    /// when the next sentence asks, else words of the question before.
    pending_id: Option<String>,
    /// A site's problem header after a game («Тип 20 № 27417») and its line:
    /// the next sentence says whether it heads a question or a problem.
    pending_site: Option<(String, String)>,
    /// That header came under the same number on the line before it
    /// («20.» + «Тип 20 № 83429»): when it heads no question, that number
    /// is the next task's, as a number alone after a game always was.
    site_numbered: bool,
    /// A header alone in a shared block whose number follows its last
    /// question («… возможна.» + «Задача 20.» + «Найдите …»): the block's next
    /// question when the next sentence asks, else a task's number.
    shared_id: Option<String>,
    /// The number a header alone of the questions' word («Задание № 5»)
    /// last gave a task: the collection's numbering, which its next header
    /// goes on («Задание № 6» over words that neither ask nor open a game).
    collection_number: Option<String>,
    /// The solution mode was entered at an author's answers under a question
    /// (not at «Решение.» or «Ответ: …»).
    notes: bool,
    /// The last numbered step of a page's solution skipped (0 before any):
    /// its next step is numbered one more.
    solution_step: u64,
    /// Block headings read (where in `tasks` each stood, and what it says).
    blocks: Vec<(usize, block_heading::Block)>,
}

/// A sentence with the task number it opens with read off.
struct Numbered<'a> {
    /// The task number and the words after it («Задача 5. …», «5) …»),
    /// unless it goes on the rules' list.
    numbered: Option<(String, &'a str)>,
    /// «(А. Кабанов)» or «(ЕГЭ-2023)» after the number.
    title: Option<String>,
    /// The words after the number and the title.
    body: &'a str,
}

/// Splits a document into its tasks.
pub fn split(text: &str) -> Vec<Draft> {
    let mut splitter = Splitter {
        tasks: Vec::new(),
        cur: None,
        mode: Mode::Rules,
        shared: Vec::new(),
        shared_ref: None,
        shared_single: false,
        block_from: None,
        each_games: Vec::new(),
        lost: Vec::new(),
        header: None,
        header_title: None,
        auto_ids: false,
        pending: None,
        pending_header: None,
        pending_id: None,
        pending_site: None,
        site_numbered: false,
        shared_id: None,
        collection_number: None,
        notes: false,
        solution_step: 0,
        blocks: Vec::new(),
    };
    let sentences: Vec<String> = collection_sentences(text).collect();
    let mut skip = 0;
    for (i, s) in sentences.iter().enumerate() {
        if skip > 0 {
            skip -= 1;
            continue;
        }
        // «Задание 19.2» over its game: a task of a series.
        let next = sentences.get(i + 1).map(String::as_str);
        if splitter.series_header(s, next) {
            continue;
        }
        // «Задание 2.» + «Для игры из задания 1 ответьте на вопросы.»: a
        // task of its own asking about task 1's game.
        let taken = splitter.task_on_earlier_game(s, next);
        if taken > 0 {
            skip = taken - 1;
            continue;
        }
        // «Ответьте на следующие вопросы: 1) Известно, что …»: the first
        // question after the words that announce the questions.
        let s = questions_after_colon(s).map_or(s.clone(), str::to_string);
        let s = number_before_marks(&s).map_or(s.clone(), str::to_string);
        match splitter.number_over_lower_words(&s) {
            Some((number, title)) => {
                splitter.sentence(number);
                splitter.sentence(title);
            }
            None => splitter.sentence(&s),
        }
    }
    splitter.finish()
}

impl Splitter {
    /// Whether a line read before waits for what it heads (a header, a
    /// number, a site's line, a shared block): then a line that could
    /// start a task is read as lines always were.
    fn line_waiting(&self) -> bool {
        self.pending.is_some()
            || self.pending_header.is_some()
            || self.pending_id.is_some()
            || self.pending_site.is_some()
            || self.shared_id.is_some()
            || self.header.is_some()
    }

    /// One sentence: first what a line before it left open, then each kind
    /// of line in turn (a solution, a shared block's header, a question's
    /// number, a task's header or opening) until one takes it; else its
    /// words go to what is being read.
    fn sentence(&mut self, s: &str) {
        // «Задание 4» + «'''» + «№ 27631 …»: marks alone (a docstring's
        // quotes) tell nothing of what a header alone heads; the sentence
        // after them does.
        if self.block_heading(s) {
            return;
        }
        let marks_only = !s.chars().any(char::is_alphanumeric);
        if marks_only && (self.pending.is_some() || self.pending_header.is_some()) {
            return;
        }
        if self.resolve_site_header(s)
            || self.title_after_header(s)
            || self.resolve_header_alone(s)
            || self.resolve_shared_number(s)
        {
            return;
        }
        self.resolve_question_header(s);
        if self.question_on_earlier_game(s) || self.skip_other_exam_task(s) {
            return;
        }
        let s = self.task_under_question_word(s);
        if self.site_header(s)
            || self.skip_solution(s)
            || self.shared_header(s)
            || self.resolve_bare_number(s)
            || self.question_number_line(s)
            || self.sub_question(s)
            || self.first_lettered(s)
            || self.numbered_question(s)
        {
            return;
        }
        self.heading_between_tasks(s);
        let line = self.numbered(s);
        if self.shared_number_alone(&line) || self.header_alone(&line) {
            return;
        }
        // Whether it opens a game, or is a number over words that ask
        // nothing.
        // A number over words that change an earlier task's game («Задача 2.
        // Решите задачу 1 при условии, что …»): a task, though «Решите» asks.
        let opens = starts_game(line.body)
            || line.numbered.as_ref().is_some_and(|(n, body)| {
                !asks(body) || earlier_game::changes_earlier_game(body, Some(n))
            });
        if self.numbered_question_on_described_game(s, &line)
            || self.question_under_number(&line, opens)
        {
            return;
        }
        let body = line.body;
        self.open_task(s, line, opens);
        if self.unnumbered_question(body) || self.authors_answers(body) {
            return;
        }
        self.push_words(body);
    }

    /// The task number a sentence opens with, and its title, read off.
    fn numbered<'a>(&self, s: &'a str) -> Numbered<'a> {
        // «2) Убрать 5 камней.» after a rule holding «1) …»: the rules' list
        // going on, not a task's number.
        let numbered = task_number(s).filter(|(n, _)| {
            let last = self.cur.as_ref().and_then(|d| d.rules.last());
            let item = self.mode == Mode::Rules
                && n.parse::<usize>()
                    .is_ok_and(|n| n >= 2 && last.is_some_and(|r| holds_item(r, n - 1)));
            !item
        });
        let body = numbered.as_ref().map_or(s, |(_, r)| r);
        // «(А. Кабанов)» or «(ЕГЭ-2023)» after the number: the title; not
        // a note that names the unknown («(В ответе S может быть от 19 до
        // 99.)»), which is words of the task.
        // Words in brackets among a game's rules before anything but a
        // game's opening («(Начинает Ваня) Задание 19. …»), or a sentence
        // that ends with a stop inside them («(Первым ходит Ваня.)»): words
        // of the task, never a title lost.
        let in_rules = numbered.is_none()
            && self.mode == Mode::Rules
            && self
                .cur
                .as_ref()
                .is_some_and(|d| d.game_opened || d.moves_stated || d.worded);
        let title_at = |r: &str| {
            r.find(')').filter(|&c| {
                let whole = !r[c + 1..].chars().any(char::is_alphanumeric);
                // «(Кабанов А.)»: an author's initial's stop, not a sentence's.
                let stop = ends_as_a_sentence(&r[..c]);
                // Among the rules, a title only over a game's opening.
                let sentence = whole && stop || in_rules && !starts_game(&r[c + 1..]);
                c < 60 && !words(&r[..c]).iter().any(|w| w == "s") && !sentence
            })
        };
        let (title, body) = match body.strip_prefix('(') {
            Some(r) if title_at(r).is_some() => {
                let c = r.find(')').unwrap_or(0);
                (Some(r[..c].trim().to_string()), r[c + 1..].trim_start())
            }
            _ => (None, body),
        };
        Numbered {
            numbered,
            title,
            body,
        }
    }

    /// Words of what is being read: a question's, a shared block's between
    /// its questions, or the task's rules.
    fn push_words(&mut self, body: &str) {
        match self.mode {
            // «(ЕГЭ-2025, досрочный период, резервный день)» after a
            // question: its source, no words of it.
            Mode::Question if source_line::source_line(body) => {}
            Mode::Question => {
                if let Some(q) = self
                    .cur
                    .as_mut()
                    .and_then(|d| d.questions.last_mut())
                    // «S ≥ 12.» after a finished question: a bound on S
                    // said in signs, the question's words still.
                    // «Таблица ответов», «19», «20» after the last one: a
                    // worksheet's answer sheet, dropped.
                    .filter(|q| {
                        !finished(&q.1)
                            || has_russian(body) && !answer_sheet(body)
                            || mentions_unknown(body)
                    })
                {
                    q.1.push_str(if list_item(&q.1, body) { "; " } else { " " });
                    q.1.push_str(body);
                }
            }
            Mode::Shared => {
                // Words of the block between its questions.
                if let Some(q) = self.shared.last_mut() {
                    q.1.push(' ');
                    q.1.push_str(body);
                } else if asks(body) && mentions_unknown(body) {
                    self.lost.push((self.tasks.len(), body.to_string()));
                }
            }
            // Left at the top of the loop; never here.
            Mode::Solution | Mode::OtherTask => {}
            // «Критерии оценивания: … 1 балл.», «Таблица ответов» after
            // the last task's rules (its questions were a shared block's).
            Mode::Rules if has_russian(body) && answer_sheet(body) => {}
            // «(ЕГЭ-2025, досрочный период)» between a game's rules and its
            // questions: the source, no rule.
            Mode::Rules
                if source_line::source_line(body)
                    && self.cur.as_ref().is_some_and(|d| d.game_opened) => {}
            Mode::Rules => {
                let header = &mut self.header;
                let d = self.cur.get_or_insert_with(|| Draft {
                    number: header.take(),
                    ..Draft::default()
                });
                d.push_rule(body.to_string());
            }
        }
    }

    /// The task being read done (see `finish_task`).
    fn finish_current(&mut self) {
        if let Some(d) = self.cur.take() {
            let header = self.header.as_deref();
            let before = self.tasks.len();
            finish_task(
                d,
                &mut self.tasks,
                &mut self.shared,
                &mut self.shared_ref,
                header,
            );
            // A block of one task's questions: the tasks after that one
            // take nothing from it.
            if self.shared_single && self.tasks.len() > before {
                self.shared.clear();
                self.shared_ref = None;
                self.shared_single = false;
            }
        }
    }

    /// The document's end: the last task done, a last shared block given to
    /// the games before it, questions no task took named.
    fn finish(mut self) -> Vec<Draft> {
        // «Задание 21.» the text's last words: a question cut off, as before.
        if let (Some(id), Some(d)) = (self.pending_header.take(), self.cur.as_mut()) {
            push_headed(d, id, String::new(), self.auto_ids);
        }
        self.finish_current();
        self.close_each_block();
        let mut tasks = self.tasks;
        // «Задача 1. … Задача 2. … Вопросы к задачам 1–2: …»: the games without
        // questions just before a last block take its questions.
        let shared = self.shared;
        if let Some(k) = self
            .block_from
            .filter(|&k| k == tasks.len() && !shared.is_empty())
        {
            for d in tasks[..k]
                .iter_mut()
                .rev()
                .take_while(|d| d.questions.is_empty() && !d.rules.is_empty())
            {
                d.questions.clone_from(&shared);
                d.missing_questions = None;
            }
        }
        block_heading::mark_blocks(&mut tasks, &self.blocks);
        series::lose_second_series(&mut tasks);
        lose_orphan_questions(&mut tasks, self.lost);
        mark_running_heads(&mut tasks);
        mark_rules_after_questions(&mut tasks);
        tasks
    }
}

/// «30. '''» (a collection's number over a docstring's quotes): the number
/// alone, as on a line of its own; the marks are no words of a task.
fn number_before_marks(s: &str) -> Option<&str> {
    let (number, rest) = numbered(s)?;
    (rest.starts_with(char::is_whitespace) && marks_only(rest)).then(|| &s[..=number.len()])
}

/// Whether words in brackets end as a sentence does («(Первым ходит
/// Ваня.)»), not with an author's initial («(Кабанов А.)»).
pub(super) fn ends_as_a_sentence(inner: &str) -> bool {
    inner.trim_end().ends_with(['.', '!', '?']) && !credit(inner)
}

/// Whether words in brackets are an author's name with initials («Кабанов
/// А.», «А. Кабанов», «Е. Джобс»): every word capitalised, one of them a
/// single letter and its stop.
pub(super) fn credit(inner: &str) -> bool {
    let ws: Vec<&str> = inner.split_whitespace().collect();
    let initial = |w: &str| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.as_str() == "."
    };
    (2..=4).contains(&ws.len())
        && ws
            .iter()
            .all(|w| w.starts_with(char::is_uppercase) && w.chars().count() <= 20)
        && ws.iter().any(|w| initial(w))
}

mod block_heading;
mod dotted_series;
mod earlier_game;
mod lookahead;
mod lower_title;
mod opening;
mod other_task;
mod own_number;
mod placing;
pub(super) use placing::announces_questions;
pub(super) use shared::is_shared_header;
mod question_lines;
mod questions_apart;
mod questions_of_task;
pub(in crate::read) mod sentence_kinds;
mod series;
mod shared;
pub(in crate::read) mod site_header;
mod solution;
mod source_line;
#[cfg(test)]
mod tests;
