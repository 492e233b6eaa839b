//! A document of tasks → its tasks: sentences, task numbers and titles,
//! each task's rules and questions, and shared blocks of questions
//! («Вопросы 19–21 к следующим задачам: …», «… такие же, как в задаче Р00»).
//! One pass over the sentences; nothing recurses.

use super::numbering::{
    after_game_mark, bare_number, consecutive, heading_range, letter_mark, next_lettered,
    next_numbered, only_an_id, question_id, task_number,
};
use super::sentences::{asks, has_russian, list_item};
use super::vocabulary::words;
use placing::{
    finish_task, finished, holds_item, lose_orphan_questions, mark_running_heads, premise_of_next,
    push_headed, questions_after_colon,
};
use sentence_kinds::{
    asks_which, collection_sentences, mentions_unknown, names_game, reports, starts_game,
    states_moves,
};
use shared::{ahead, is_shared_header, shared_block};
use solution::{answers_only, ends_solution, solution_header, solution_opener};

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
    /// Whether a rule so far holds a Russian word (a docstring's opening quotes
    /// do not): the next one is not the task's first words.
    worded: bool,
}

impl Draft {
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
        self.game_named |= names_game(&ws);
        self.rules.push(rule);
    }
}

/// Splits a document into its tasks.
pub fn split(text: &str) -> Vec<Draft> {
    #[derive(PartialEq)]
    enum Mode {
        Rules,
        Question,
        Shared,
        /// A page's solution or printed answer after a question («Решение.»,
        /// «Пояснение.», «Ответ: 18.»): skipped up to the next question or
        /// task.
        Solution,
    }
    let mut tasks: Vec<Draft> = Vec::new();
    let mut cur: Option<Draft> = None;
    let mut mode = Mode::Rules;
    // The current shared block: its questions, or the task it refers to.
    let mut shared: Vec<(String, String)> = Vec::new();
    let mut shared_ref: Option<String> = None;
    let mut block_from: Option<usize> = None;
    // Sentences that ask about S and that no question took, with the place
    // of the task they come before.
    let mut lost: Vec<(usize, String)> = Vec::new();
    let mut header: Option<String> = None;
    // The current task's questions have no numbers of their own.
    let mut auto_ids = false;
    // A header alone after a task's game («Задача 20 #76980»): the next
    // sentence says whether it heads that task's next question or a task.
    let mut pending: Option<String> = None;
    // «Задание 2.» alone after a task's questions: the next sentence says
    // whether it heads that task's next question or the next task.
    let mut pending_header: Option<String> = None;
    // A bare number after a question («20»): the next question's number
    // when the next sentence asks, else words of the question before.
    let mut pending_id: Option<String> = None;
    // A header alone in a shared block whose number follows its last
    // question («… возможна.» + «Задача 20.» + «Найдите …»): the block's next
    // question when the next sentence asks, else a task's number.
    let mut shared_id: Option<String> = None;
    // The solution mode was entered at an author's answers under a question
    // (not at «Решение.» or «Ответ: …»).
    let mut notes = false;
    let sentences = collection_sentences(text);
    for s in sentences {
        // «Ответьте на следующие вопросы: 1) Известно, что …»: the first
        // question after the words that announce the questions.
        let s = questions_after_colon(&s).map_or(s.clone(), str::to_string);
        if let Some(n) = pending.take() {
            let question = !starts_game(&s)
                && (asks(&s) || cur.as_ref().is_some_and(|d| premise_of_next(d, &n, &s)))
                && task_number(&s).is_none()
                && question_id(&s).is_none()
                && !is_shared_header(&s);
            if let Some(d) = cur.as_mut().filter(|_| question) {
                // «Задача 20 #76980. Для игры, описанной в задании 19, найдите…»
                push_headed(d, n, s, auto_ids);
                mode = Mode::Question;
                auto_ids = false;
                continue;
            }
            if let Some(d) = cur.take() {
                finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
            }
            header = Some(n);
            mode = Mode::Rules;
        }
        if let Some(n) = shared_id.take() {
            if mode == Mode::Shared && asks(&s) && !starts_game(&s) {
                shared.push((n, s.clone()));
                continue;
            }
            header = Some(n);
            mode = Mode::Rules;
        }
        if let Some(id) = pending_header.take() {
            // A game's opening, the source's number or a heading («Задания
            // 19–21 …») after «Задание 2.»: the next task's header (of the
            // task before's first question, «Задание 19.» above the next
            // game, it numbers no task).
            let next_task =
                starts_game(&s) || own_number::sources_number(&s) || heading_range(&s).is_some();
            if next_task {
                let first_asked = cur.as_ref().and_then(|d| d.questions.first());
                let heads_question = first_asked.is_some_and(|q| q.0 == id);
                if let Some(d) = cur.take() {
                    finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
                }
                header = (!heads_question).then_some(id);
                mode = Mode::Rules;
            } else if let Some(d) = cur.as_mut() {
                push_headed(d, id, String::new(), auto_ids);
                mode = Mode::Question;
            }
        }
        if (solution_header(&s) || solution_opener(&s))
            && cur.as_ref().is_some_and(|d| !d.questions.is_empty())
        {
            mode = Mode::Solution;
            notes = false;
            continue;
        }
        if mode == Mode::Solution {
            // After an author's answers, a sentence that asks about S
            // («Известно, что …», «При каком значении S …») is the next
            // question, as an unnumbered one after the rules; a page's
            // solution says «При S = 11 …» of its own, and the author's note
            // «Для поиска ответа …» asks nothing of S.
            let next_question = asks(&s)
                && (mentions_unknown(&s) || words(&s).first().is_some_and(|w| w == "известно"));
            if !(ends_solution(&s) || notes && next_question) {
                continue;
            }
            mode = Mode::Question;
        }
        if is_shared_header(&s) {
            if let Some(d) = cur.take() {
                finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
            }
            shared.clear();
            // A block not said to be of the tasks after it, with no task
            // after it, asks about the games just before it (at the end).
            block_from = (!ahead(&s)).then_some(tasks.len());
            shared_ref = shared_block(&s).flatten();
            if let Some(name) = &shared_ref {
                if let Some(t) = tasks
                    .iter()
                    .find(|t| t.number.as_deref() == Some(name.as_str()))
                {
                    shared = t.questions.clone();
                    shared_ref = None;
                }
            }
            mode = Mode::Shared;
            // The block's first question may follow in the same sentence,
            // after the header's colon in any numbering («…: 19) Известно,
            // что …», «…: Вопрос 1. …») or after its «Задание».
            let after_colon = s.split_once(':').and_then(|(_, rest)| question_id(rest));
            // «…: Задача 19.», «…: №19.» and the question's words after it:
            // the block's first question, numbered as a task is.
            let numbered_first = s
                .split_once(':')
                .and_then(|(_, rest)| task_number(rest).filter(|(_, b)| only_an_id(b)));
            if let (Some((n, _)), None) = (numbered_first, &after_colon) {
                shared_id = Some(n);
            } else if let Some((_, rest)) = s.split_once(':').filter(|_| after_colon.is_none()) {
                if asks(rest) && mentions_unknown(rest) && !rest.contains("Задание") {
                    lost.push((tasks.len(), rest.trim().to_string()));
                }
            }
            if let Some((id, rest)) =
                after_colon.or_else(|| s.find("Задание").and_then(|at| question_id(&s[at..])))
            {
                shared.push((id, rest.to_string()));
            }
            continue;
        }
        if pending_id.is_some() {
            // «2.» after a task's questions, then the source's own «№ 19750
            // (Уровень: Средний)»: the collection's number of the next task,
            // never an author's answer to the question before.
            if own_number::sources_number(&s)
                && cur.as_ref().is_some_and(|d| !d.questions.is_empty())
            {
                if let Some(d) = cur.take() {
                    finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
                }
                header = pending_id.take();
                mode = Mode::Rules;
            }
        }
        if let Some(n) = pending_id.take() {
            let asking = asks(&s) && !starts_game(&s) && question_id(&s).is_none();
            match cur.as_mut() {
                Some(d) if asking => {
                    push_headed(d, n, s, auto_ids);
                    mode = Mode::Question;
                    continue;
                }
                // Among the rules: a line of its own, as it was.
                Some(d) if mode == Mode::Rules => d.push_rule(n),
                Some(d) => {
                    // A number after a finished question and before no
                    // question («41» between a slide's «excel» and «ответ»):
                    // debris, not the question's words.
                    if let Some(q) = d.questions.last_mut().filter(|q| !finished(&q.1)) {
                        q.1.push(' ');
                        q.1.push_str(&n);
                    } else if mode == Mode::Question && !d.questions.is_empty() {
                        // The author's answer on its line after the finished
                        // question, then words that ask nothing («ВАЖНО! Для
                        // поиска ответа …»): his notes, as after «Ответ: 24.»,
                        // up to the next question — never the question's words.
                        mode = Mode::Solution;
                        notes = true;
                        if !ends_solution(&s) {
                            continue;
                        }
                        mode = Mode::Question;
                    }
                }
                None => {}
            }
        }
        // «19» alone on its line: the next question's number (also before
        // the first question, after the game's moves).
        let game = cur.as_ref().is_some_and(|d| d.moves_stated);
        if mode == Mode::Question || mode == Mode::Rules && game {
            if let Some(n) = bare_number(&s) {
                pending_id = Some(n.to_string());
                continue;
            }
            // «Часть 1.», «А)», «Тип 19» after the game: the next question's
            // number, alone on its line or before the question's words.
            match (after_game_mark(&s), cur.as_mut()) {
                (Some((n, "")), _) => {
                    pending_id = Some(n);
                    continue;
                }
                (Some((n, rest)), Some(d)) if asks(rest) && !starts_game(rest) => {
                    push_headed(d, n, rest.to_string(), auto_ids);
                    mode = Mode::Question;
                    auto_ids = false;
                    continue;
                }
                _ => {}
            }
        }
        // «б) Укажите …» after question «1а»: question «1б».
        let sub = cur
            .as_ref()
            .filter(|_| mode == Mode::Question)
            .and_then(|d| d.questions.last())
            .and_then(|q| next_lettered(&q.0, &s).or_else(|| next_numbered(&q.0, &q.1, &s)))
            .filter(|(_, rest)| !starts_game(rest));
        if let (Some((id, rest)), Some(d)) = (sub, cur.as_mut()) {
            d.questions.push((id, rest.to_string()));
            continue;
        }
        // «Задание 1.» alone, then «а) Укажите …»: the header's first
        // lettered sub-question.
        if let Some(q) = cur
            .as_mut()
            .filter(|_| mode == Mode::Question)
            .and_then(|d| d.questions.last_mut())
            .filter(|q| q.1.trim().is_empty() && q.0.chars().all(|c| c.is_ascii_digit()))
        {
            if let Some(('а', rest)) = letter_mark(&s) {
                q.0.push('а');
                q.1 = rest.to_string();
                continue;
            }
        }
        if let Some((id, rest)) = question_id(&s) {
            // «Задание 2.» alone after a task's questions: the next sentence
            // says whether it heads that task's next question or the next
            // task (a worksheet numbering its tasks so, or «Задание 19.»
            // above the next game).
            let asked = cur
                .as_ref()
                .is_some_and(|d| (d.game_opened || d.moves_stated) && !d.questions.is_empty());
            if rest.trim().is_empty() && mode != Mode::Shared && asked {
                pending_header = Some(id);
                continue;
            }
            if mode == Mode::Shared && cur.is_none() {
                shared.push((id, rest.to_string()));
            } else {
                let d = cur.get_or_insert_with(Draft::default);
                push_headed(d, id, rest.to_string(), auto_ids);
                mode = Mode::Question;
            }
            continue;
        }
        if mode != Mode::Shared && heading_range(&s).is_some() {
            // «Задания 19–21 – теория игр» between two tasks: the next one's
            // heading, never the words of the task before it.
            if let Some(mut d) = cur.take() {
                if d.game_opened || d.moves_stated || !d.questions.is_empty() {
                    d.ended_by_heading = mode == Mode::Question;
                    finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
                } else {
                    cur = Some(d);
                }
            }
            mode = Mode::Rules;
        }
        // «2) Убрать 5 камней.» after a rule holding «1) …»: the rules' list
        // going on, not a task's number.
        let numbered = task_number(&s).filter(|(n, _)| {
            let last = cur.as_ref().and_then(|d| d.rules.last());
            let item = mode == Mode::Rules
                && n.parse::<usize>()
                    .is_ok_and(|n| n >= 2 && last.is_some_and(|r| holds_item(r, n - 1)));
            !item
        });
        let body = numbered.as_ref().map_or(s.as_str(), |(_, r)| r);
        // «(А. Кабанов)» or «(ЕГЭ-2023)» after the number: the title.
        let (title, body) = match body.strip_prefix('(') {
            Some(r) if r.find(')').is_some_and(|c| c < 60) => {
                let c = r.find(')').unwrap_or(0);
                (Some(r[..c].trim().to_string()), r[c + 1..].trim_start())
            }
            _ => (None, body),
        };
        if let Some((n, _)) = numbered.as_ref().filter(|_| only_an_id(body)) {
            if mode == Mode::Shared
                && cur.is_none()
                && shared.last().is_some_and(|q| consecutive(&q.0, n))
            {
                shared_id = Some(n.clone());
                continue;
            }
        }
        if numbered.is_some() && only_an_id(body) {
            // A header line alone: «Задача 5.», «Задача 21 #76981».
            let game = cur
                .as_ref()
                .is_some_and(|d| d.game_opened || d.moves_stated);
            if game && mode != Mode::Shared {
                pending = numbered.map(|(n, _)| n);
                continue;
            }
            if mode != Mode::Shared && own_number::under(&mut cur, &mut header, &numbered) {
                continue;
            }
            if let Some(d) = cur.take() {
                finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
            }
            header = numbered.map(|(n, _)| n);
            mode = Mode::Rules;
            continue;
        }
        let game_started = cur
            .as_ref()
            .is_some_and(|d| !d.questions.is_empty() || d.moves_stated);
        let opens = starts_game(body) || numbered.is_some() && !asks(body);
        // The next task's opening, even after a task cut off before its
        // moves: a number in a collection's form («(№ 29)», «Задача 29»), or
        // «29)» before an opening, or a second «Два игрока … играют».
        let bare = s.trim_start().starts_with(|c: char| c.is_ascii_digit());
        // «ЗАДАЧА 19: Укажите …» after a task's game: the number heads that
        // task's question (a new task would open with a game, not ask).
        if let (Some((n, _)), Some(d)) = (&numbered, cur.as_mut()) {
            if d.moves_stated && mode != Mode::Shared && asks(body) && !opens {
                push_headed(d, n.clone(), body.to_string(), auto_ids);
                mode = Mode::Question;
                auto_ids = false;
                continue;
            }
        }
        if opens || mode != Mode::Rules && super::moves::is_moves(&words(body)) {
            let next_task = cur.as_ref().is_some_and(|d| {
                own_number::next_in_collection(d, &numbered, bare)
                    || d.game_opened
                        && (numbered.is_some() && (!bare || starts_game(body))
                            || d.game_named && names_game(&words(body)))
            });
            let mut title = title;
            let mut number = numbered.map(|(n, _)| n);
            match cur.take() {
                Some(d) if game_started || mode != Mode::Rules || next_task => {
                    finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
                }
                Some(d) if d.game_opened => {
                    // The same game's second opening sentence.
                    title = title.or(d.title.clone());
                    number = number.or(d.number.clone());
                    cur = Some(d);
                }
                Some(d) => {
                    // Lines before the game: its title («Задания 19–21 …»).
                    title = title
                        .or(d.title)
                        .or_else(|| (!d.rules.is_empty()).then(|| d.rules.join(" ")));
                    // A number they gave («58) ЕГЭ Информатика.») is the
                    // task's in this document; the game's own («Задача
                    // 19.1 Два игрока …») goes into the title.
                    if let (Some(outer), Some(own)) = (&d.number, &number) {
                        if outer != own {
                            title = Some(own_number::titled(title, own));
                        }
                    }
                    number = d.number.or(number);
                }
                None => {}
            }
            // A collection's header alone («Задача 7.», «7.») over a game
            // that opens with the source's own number («№ 3084) (А.
            // Кабанов) Два игрока …»): the task is the collection's, as
            // under a task begun above; the source's goes into the title.
            if let (Some(outer), Some(own)) = (&header, &number) {
                if outer != own {
                    title = Some(own_number::titled(title, own));
                }
                number = header.take();
            }
            let d = cur.get_or_insert_with(Draft::default);
            d.number = number.or(header.take());
            d.title = title;
            mode = Mode::Rules;
            auto_ids = false;
        }
        // A question with no number: «Укажите такое значение S, …» after the
        // rules, numbered by its place.
        let has_moves = cur.as_ref().is_some_and(|d| d.moves_stated);
        let unnumbered = match mode {
            Mode::Rules => {
                has_moves
                    && asks(body)
                    && (mentions_unknown(body)
                        || words(body).first().is_some_and(|w| w == "известно"))
            }
            Mode::Question => {
                // «Известно, что Ваня выиграл …» after a finished question:
                // the next one's premise, never the question's words.
                let known = words(body).first().is_some_and(|w| w == "известно");
                auto_ids
                    && (reports(body) || asks_which(body) || known)
                    && cur
                        .as_ref()
                        .and_then(|d| d.questions.last())
                        .is_some_and(|q| {
                            (reports(&q.1) || asks_which(&q.1)) && (!known || finished(&q.1))
                        })
            }
            Mode::Shared | Mode::Solution => false,
        };
        if unnumbered {
            if let Some(d) = cur.as_mut() {
                if mode == Mode::Rules {
                    auto_ids = true;
                }
                let id = (d.questions.len() + 1).to_string();
                d.questions.push((id, body.to_string()));
                mode = Mode::Question;
                continue;
            }
        }
        // «8 20 23» on its line after the finished question: the author's
        // answers; what follows up to the next question is his, as above.
        if mode == Mode::Question && answers_only(body) {
            if let Some(d) = cur.as_ref() {
                if d.questions.last().is_some_and(|q| finished(&q.1)) {
                    mode = Mode::Solution;
                    notes = true;
                    continue;
                }
            }
        }
        match mode {
            Mode::Question => {
                if let Some(q) = cur
                    .as_mut()
                    .and_then(|d| d.questions.last_mut())
                    .filter(|q| !finished(&q.1) || has_russian(body))
                {
                    q.1.push_str(if list_item(&q.1, body) { "; " } else { " " });
                    q.1.push_str(body);
                }
            }
            Mode::Shared => {
                // Words of the block between its questions.
                if let Some(q) = shared.last_mut() {
                    q.1.push(' ');
                    q.1.push_str(body);
                } else if asks(body) && mentions_unknown(body) {
                    lost.push((tasks.len(), body.to_string()));
                }
            }
            // Left at the top of the loop; never here.
            Mode::Solution => {}
            Mode::Rules => {
                let d = cur.get_or_insert_with(|| Draft {
                    number: header.take(),
                    ..Draft::default()
                });
                d.push_rule(body.to_string());
            }
        }
    }
    // «Задание 21.» the text's last words: a question cut off, as before.
    if let (Some(id), Some(d)) = (pending_header.take(), cur.as_mut()) {
        push_headed(d, id, String::new(), auto_ids);
    }
    if let Some(d) = cur.take() {
        finish_task(d, &mut tasks, &mut shared, &mut shared_ref);
    }
    // «Задача 1. … Задача 2. … Вопросы к задачам 1–2: …»: the games without
    // questions just before a last block take its questions.
    if let Some(k) = block_from.filter(|&k| k == tasks.len() && !shared.is_empty()) {
        for d in tasks[..k]
            .iter_mut()
            .rev()
            .take_while(|d| d.questions.is_empty() && !d.rules.is_empty())
        {
            d.questions.clone_from(&shared);
            d.missing_questions = None;
        }
    }
    lose_orphan_questions(&mut tasks, lost);
    mark_running_heads(&mut tasks);
    tasks
}

mod own_number;
mod placing;
mod sentence_kinds;
mod shared;
mod solution;
#[cfg(test)]
mod tests;
