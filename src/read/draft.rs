//! One task's draft (its sentences, from `document`) → its `Reading`: each
//! sentence offered to the readers of rules, moves, questions and examples in
//! turn, the keys set with the words they came from, and what was not read
//! flagged. The walk over a task's sentences is a concept apart from the
//! `Reading` it builds (which lives in the parent module with its output forms).

use super::answer_form;
use super::end::assume_the_mover_wins;
use super::examples::{example, is_example, repeat_example, tuples, Example};
use super::move_list::joined_lists;
use super::moves;
use super::players::{
    first_mover, moves_of_one_player, player_names, says_a_rule, says_who_moves_first,
    second_mover, stranger,
};
use super::questions::{self, Players};
use super::require;
use super::rules::{self, Key};
use super::sentences::cut_short;
use super::start;
use super::vocabulary::{vocabulary, words};
use super::*;
use super::{conditional, move_clause, rounding};

pub(super) fn read_draft(d: document::Draft) -> Reading {
    let v = vocabulary();
    let mut r = Reading {
        number: d.number.clone(),
        title: d.title.clone(),
        ..Reading::default()
    };
    let mut players = Players::default();
    let mut heaps: Option<usize> = None;
    let set = |r: &mut Reading, name: &'static str, value: String, words: &str| {
        // The sentence the words are (or begin) gave the key.
        if let Some(s) = r
            .sentences
            .iter_mut()
            .rev()
            .find(|s| s.text == words || short(&s.text) == words)
        {
            if !s.keys.contains(&name) {
                s.keys.push(name);
            }
        }
        match r.keys.iter_mut().find(|k| k.name == name) {
            Some(k) if k.value != value => r.unread.push(msg!(
                "read-note-key-conflict",
                key = name,
                words = short(words),
                value = value,
                before = short(&k.words),
                was = k.value.clone()
            )),
            Some(_) => {}
            None => r.keys.push(Key {
                name,
                value,
                words: short(words),
            }),
        }
    };
    let mut no_repeat_said = false;
    let mut last_tuple: Option<Vec<i64>> = None;
    let mut extra_moves: Vec<String> = Vec::new();
    // A pass in the move list whose limit is not said there: the clause and
    // its sentence's place.
    let mut pending_pass: Option<(String, usize)> = None;
    for s in &require::apart(examples::asides_apart(joined_lists(&d.rules))) {
        r.sentences.push(Sentence {
            text: s.clone(),
            ..Sentence::default()
        });
        let unread_before = r.unread.len();
        let ws = words(s);
        let mut used = false;
        // Players: «Два игрока, Петя и Ваня, играют …», «первый ход делает Петя».
        if let Some(names) = player_names(s) {
            players.first = Players::stems(&names.0);
            players.second = Players::stems(&names.1);
            used = true;
            // «Петя и Петя», «Саша и Сашенька»: names that one stem takes
            // both of tell no player from the other.
            let role_of = |name: &str| words(name).first().and_then(|w| players.role(w));
            if role_of(&names.0) != Some(1) || role_of(&names.1) != Some(2) {
                r.unread.push(msg!("read-note-sentence", words = short(s)));
            }
            // «…, в которой Ваня может один раз пропустить ход»: a rule in
            // the players' sentence, not read there.
            if says_a_rule(&ws) {
                r.unread.push(msg!("read-note-sentence", words = short(s)));
            }
            // Lines before the game's first sentence, nothing read from
            // them: its title (a site's headings), not unread rules.
            let before = r.sentences.len() - 1;
            if before > 0 && r.keys.is_empty() && r.examples.is_empty() {
                let heading: Vec<String> = r.sentences[..before]
                    .iter()
                    .map(|x| x.text.trim().to_string())
                    .collect();
                r.title.get_or_insert_with(|| short(&heading.join(" ")));
                r.unread.clear();
                for x in &mut r.sentences[..before] {
                    x.unread = false;
                }
            }
        }
        if let Some(first) = first_mover(s, &players) {
            // «…, но Ваня может отказаться от первого хода»: more than who
            // moves first.
            if says_a_rule(&ws) && !moves::is_moves(&ws) {
                r.unread.push(msg!("read-note-sentence", words = short(s)));
            }
            // The name as the text declines it («начиная с Вани»).
            let role = words(&first).first().and_then(|w| players.role(w));
            if role == Some(2) {
                std::mem::swap(&mut players.first, &mut players.second);
            } else if players.first.is_empty() {
                players.first = Players::stems(&first);
            }
            used = true;
        } else if let Some(role) = second_mover(s, &players) {
            // «Ваня ходит вторым»; «Ваня начинает, Петя ходит вторым».
            if role == 1 {
                std::mem::swap(&mut players.first, &mut players.second);
            }
            used = true;
        } else if says_who_moves_first(&ws, &players) {
            // «…, при этом первым неизменно ходит Ваня»: who moves first,
            // in words not read — never the default order.
            r.unread.push(msg!("read-note-sentence", words = short(s)));
        }
        if let Some(h) = rules::heaps(&ws) {
            heaps = Some(h);
            used = true;
        }
        let tuples = tuples(s);
        let lower = s.to_lowercase();
        if ws.iter().any(|w| w.starts_with("стратеги"))
            && !tuples.is_empty()
            && !lower.contains("будем говорить")
        {
            // «при начальной позиции (6, 34), (7, 33) выигрышная стратегия есть у Пети»
            let who = ws.iter().rev().find_map(|w| {
                if players.first.iter().any(|p| w.starts_with(p.as_str())) {
                    Some(1)
                } else if players.second.iter().any(|p| w.starts_with(p.as_str())) {
                    Some(2)
                } else {
                    None
                }
            });
            match who {
                Some(who) => r.examples.push(Example {
                    sentence: s.clone(),
                    from: Vec::new(),
                    to: Vec::new(),
                    strategy: Some((tuples.clone(), who)),
                    last_move: None,
                    absent: Vec::new(),
                }),
                None => r
                    .unread
                    .push(msg!("read-note-whose-strategy", words = short(s))),
            }
            used = true;
        } else if lower.starts_with("чтобы выиграть")
            && r.examples.last().is_some_and(|e| e.strategy.is_some())
        {
            // The hint that goes with a strategy example.
            used = true;
        } else if tuples.len() == 1 && !is_example(&ws) {
            last_tuple = Some(tuples[0].clone());
        } else if let Some(p) = examples::position_said(s, &ws, &tuples) {
            // «Например, пусть в куче 10 камней.»: the position of the
            // «Тогда …» sentence after it.
            last_tuple = Some(p);
            used = true;
        } else if ws.first().is_some_and(|w| w == "например" || w == "тогда") || is_example(&ws)
        {
            // «…, а если в куче 11 камней, то …»: two examples in one sentence.
            let parts = examples::parts(s);
            let read: Vec<Example> = parts
                .iter()
                .filter_map(|p| example(p, &examples::tuples(p), last_tuple.as_ref()))
                .collect();
            if read.len() == parts.len() {
                r.examples.extend(read);
                used = true;
            }
        } else if no_repeat_said && ws.first().is_some_and(|w| w == "если") {
            if let Some(e) = repeat_example(s) {
                r.examples.push(e);
                used = true;
            }
        }
        if !used {
            // «Не разрешается делать ход, после которого …»: a rule on the
            // position after a move (never a move of its own: «делиться на
            // 3» is no division).
            match require::require(s, &ws, heaps.unwrap_or(1)) {
                Some(Ok(rule)) => {
                    set(&mut r, "require", rule, s);
                    used = true;
                }
                Some(Err(())) => {
                    r.unread.push(msg!("read-note-sentence", words = short(s)));
                    used = true;
                }
                None => {}
            }
        }
        // «Если количество камней чётное, игрок может …»: the moves with
        // their condition said first.
        let condition_first = conditional::condition_first(s);
        let moves_said = condition_first.as_deref().unwrap_or(s);
        let moves_ws = condition_first.as_deref().map(words);
        // «добавить в одну из куч один камень или …» before anything read:
        // the moves, their head «За один ход игрок может» lost with the text
        // before it.
        let headless = !used && r.keys.is_empty() && moves::headless(&ws);
        if !used && (headless || moves::is_moves(moves_ws.as_deref().unwrap_or(&ws))) {
            let with_head;
            let moves_said = if headless {
                with_head = format!("За один ход игрок может {moves_said}");
                with_head.as_str()
            } else {
                moves_said
            };
            if moves_of_one_player(&ws, &players) {
                // «За один ход Петя может …, а Ваня — …»: moves of one
                // player, which the rules language cannot give one only.
                r.unread.push(msg!("read-note-sentence", words = short(s)));
            }
            let f = moves::moves(moves_said, heaps);
            for (k, val) in f.keys {
                // A sentence of its own that only allows a pass: one more
                // move of the list read elsewhere.
                if k == "moves" && val.split_whitespace().next() == Some("pass") {
                    extra_moves.push(val);
                    if let Some(last) = r.sentences.last_mut() {
                        last.keys.push("moves");
                    }
                    continue;
                }
                set(&mut r, k, val, s);
            }
            for u in f.unread {
                // «… или пропустить ход.» with how often and whose in a
                // sentence of its own after it: named only if none reads.
                if pending_pass.is_none() && v.group("verbs.pass").any(&words(&u)) {
                    pending_pass = Some((u, r.sentences.len() - 1));
                    continue;
                }
                r.unread.push(msg!("read-note-in-moves", words = short(&u)));
            }
            used = true;
        }
        if !used {
            // «Проигрывает игрок, который не может сделать ход».
            if let Some(nm) = rules::no_moves(&ws) {
                set(&mut r, "no_moves", nm.to_string(), s);
                used = true;
            } else if rules::ends_when_stalled(&ws) {
                set(&mut r, "end", "false".into(), s);
                used = true;
            }
        }
        if !used {
            // «становится ≤ 19»: the end and the winner read with their
            // signs spoken as words.
            let spoken = v.spoken(s).map(|t| words(&t));
            let ws = spoken.as_ref().unwrap_or(&ws);
            if let Some(e) = rules::end(ws, heaps.unwrap_or(1)) {
                set(&mut r, "end", e, s);
                used = true;
            } else if let Some(e) = rules::end_reached(ws, heaps.unwrap_or(1)) {
                match r.keys.iter().find(|k| k.name == "end") {
                    None => set(&mut r, "end", e, s),
                    // The winner's sentence restates the end («… первым
                    // получивший позицию, в которой 78 или больше камней»):
                    // another end than the one read is a conflict, flagged.
                    Some(k) if !super::end::same_end(&k.value, &e) => {
                        set(&mut r, "end", e, s);
                    }
                    Some(_) => {}
                }
            }
            if let Some(f) = rules::winner(ws) {
                if !f.unread.is_empty() {
                    r.unread.push(msg!("read-note-sentence", words = short(s)));
                }
                for (k, val) in f.keys {
                    if k == "winner_else" {
                        continue;
                    }
                    // An overshoot condition replaces the plain «mover».
                    if k == "winner" && val != "mover" {
                        r.keys.retain(|x| x.name != "winner" || x.value != "mover");
                    }
                    if k == "winner" && val == "mover" && r.keys.iter().any(|x| x.name == "winner")
                    {
                        continue;
                    }
                    set(&mut r, k, val, s);
                }
                used = true;
            }
        }
        match rules::no_repeat(&ws) {
            Some(rules::Repeat::Forbidden(nr)) => {
                set(&mut r, "no_repeat", nr.to_string(), s);
                no_repeat_said = true;
                used = true;
            }
            // Whose move is not said: the sentence stays unread.
            Some(rules::Repeat::Unnamed) | None => {}
        }
        if !used
            && r.keys
                .iter()
                .any(|k| k.name == "no_repeat" && rules::repeat_allowed(&ws, &k.value))
        {
            // «Повторять чужие ходы … разрешается»: what the rule leaves open.
            if let Some(last) = r.sentences.last_mut() {
                last.keys.push("no_repeat");
            }
            used = true;
        }
        let found = start::start(s, &ws);
        let gave_start = found
            .as_ref()
            .is_some_and(|f| f.keys.iter().any(|(k, _)| *k == "start"));
        if let Some(f) = found {
            // «где S — чётное число, 2 ≤ S ≤ 28»: which values of S the
            // range holds, not read (the range alone is every S in it).
            if rules::qualifies_numbers(&ws) && f.keys.iter().any(|(k, _)| *k == "s" || *k == "k") {
                r.unread.push(msg!("read-note-sentence", words = short(s)));
            }
            for (k, val) in f.keys {
                set(&mut r, k, val, s);
            }
            used = true;
        }
        // «В первой куче 7 камней, во второй S камней»: no word for a start.
        if !gave_start && !r.keys.iter().any(|k| k.name == "start") {
            if let Some(st) = start::stated_heaps(s) {
                set(&mut r, "start", st, s);
                used = true;
            }
        }
        if !used
            && no_repeat_said
            && ws.first().is_some_and(|w| w == "получить")
            && ws.iter().any(|w| w == "не")
        {
            // «Получить 5 камней Ваня не может, так как …»: the example
            // before it, from the same position.
            let n = ws.iter().find_map(|w| w.parse::<i64>().ok());
            match (n, r.examples.last_mut().filter(|e| e.last_move.is_some())) {
                (Some(n), Some(e)) => {
                    e.absent.push(vec![n]);
                    e.sentence = format!("{} {}", e.sentence, s);
                }
                _ => r.unread.push(msg!("read-note-sentence", words = short(s))),
            }
            used = true;
        }
        if !used {
            // A rounding rule of its own, after the moves it rounds.
            let moves = r.keys.iter_mut().find(|k| k.name == "moves");
            if let (Some(up), Some(k)) = (rounding::rounding(&ws), moves) {
                if let Some(m) = rounding::rounded(&k.value, up) {
                    k.value = m;
                    if let Some(last) = r.sentences.last_mut() {
                        last.keys.push("moves");
                    }
                    used = true;
                }
            }
        }
        if !used && v.group("filler.phrases").any(&ws) {
            // «Игроки ходят по очереди, Ваня …»: a player named beside the
            // filler may say who moves first; not read, so named.
            let names_player =
                !players.second.is_empty() && ws.iter().any(|w| players.role(w).is_some());
            used = !names_player;
        }
        if !used && !ws.is_empty() || used && v.group("unsupported.phrases").any(&ws) {
            r.unread.push(msg!("read-note-sentence", words = short(s)));
        }
        if let Some(last) = r.sentences.last_mut() {
            last.unread = r.unread.len() > unread_before;
        }
    }
    if let Some((u, at)) = pending_pass {
        if !extra_moves.iter().any(|m| m.starts_with("pass")) {
            r.unread.push(msg!("read-note-in-moves", words = short(&u)));
            if let Some(x) = r.sentences.get_mut(at) {
                x.unread = true;
            }
        }
    }
    if let Some(k) = r.keys.iter_mut().find(|k| k.name == "moves") {
        for m in extra_moves.drain(..) {
            k.value = format!("{} {m}", k.value);
        }
    }
    let moves_bound = r
        .keys
        .iter()
        .find(|k| k.name == "moves" && k.value.contains(move_clause::END_BOUND))
        .map(|k| k.words.clone());
    if let Some(words) = moves_bound {
        // «в целое число раз»: the factor runs up to past the largest
        // number of the end and winner rules.
        let bound = r
            .keys
            .iter()
            .filter(|k| k.name == "end" || k.name == "winner")
            .flat_map(|k| numbers_in(&k.value))
            .max();
        match bound {
            Some(n) => {
                if let Some(k) = r.keys.iter_mut().find(|k| k.name == "moves") {
                    k.value = k
                        .value
                        .replace(move_clause::END_BOUND, &(n + 1).to_string());
                }
            }
            None => r.unread.push(msg!("read-note-any-factor", words = words)),
        }
    }
    // The players' sentence taken for the title (it came before the line
    // the document saw the game open at).
    if let Some(names) = players
        .second
        .is_empty()
        .then(|| r.title.as_deref().and_then(player_names))
        .flatten()
    {
        let first = Players::stems(&names.0);
        if players.first.is_empty() || players.first == first {
            players.first = first;
            players.second = Players::stems(&names.1);
        } else if players.first == Players::stems(&names.1) {
            players.second = first;
        }
    }
    if players.first.is_empty() {
        players.first = Players::stems("Петя");
    }
    if players.second.is_empty() {
        // The exam's pair, when the text names only who moves first
        // («Игроки ходят по очереди, начинает Ваня»): the other one.
        let vanya = Players::stems("Ваня");
        players.second = if players.first == vanya {
            Players::stems("Петя")
        } else {
            vanya
        };
    }
    // A text that stops mid-sentence (a copy cut short) is never complete:
    // its last words may have changed what was read.
    let last = d
        .questions
        .last()
        .map(|q| q.1.as_str())
        .or(d.rules.last().map(String::as_str));
    if let Some(last) = last.filter(|l| cut_short(l, &players)) {
        r.unread.push(msg!("read-note-cut", words = short(last)));
    }
    // The start of a one-heap game given only by «S камней».
    if !r.keys.iter().any(|k| k.name == "start") && heaps == Some(1) {
        if let Some(k) = r.keys.iter().find(|k| k.name == "s") {
            let w = k.words.clone();
            set(&mut r, "start", "S".into(), &w);
        }
    }
    if let Some(h) = heaps {
        if let Some(k) = r.keys.iter().find(|k| k.name == "start") {
            let n = k.value.split(',').count();
            if n != h {
                r.unread.push(msg!(
                    "read-note-heaps",
                    count = n,
                    words = k.words.clone(),
                    heaps = h
                ));
            }
        }
    }
    // No end but a player who cannot move: the game goes on until then
    // (`end = "false"`), as the sentence says who wins it.
    if !r.keys.iter().any(|k| k.name == "end") {
        if let Some(w) = r
            .keys
            .iter()
            .find(|k| k.name == "no_moves")
            .map(|k| k.words.clone())
        {
            set(&mut r, "end", "false".into(), &w);
        }
    }
    for need in ["start", "s", "moves", "end"] {
        if !r.keys.iter().any(|k| k.name == need) {
            r.unread.push(msg!("read-note-missing", key = need));
        }
    }
    if !r.keys.iter().any(|k| k.name == "winner") {
        assume_the_mover_wins(&mut r);
    }
    if let Some(name) = &d.missing_questions {
        r.unread
            .push(msg!("read-note-questions-elsewhere", name = name.clone()));
    }
    if let Some(words) = &d.goes_on {
        r.unread
            .push(msg!("read-note-goes-on", words = short(words)));
    }
    for lost in &d.lost_questions {
        r.unread
            .push(msg!("read-note-question-lost", words = short(lost)));
    }
    if d.questions.is_empty() && d.missing_questions.is_none() {
        r.unread.push(msg!("read-note-no-questions"));
    }
    // A win handed over is a win with no move (`questions::handed`): the
    // rules are read by now, so once for every question.
    let hands_over = r
        .keys
        .iter()
        .any(|k| k.name == "winner" && k.value != "mover");
    for (id, text) in &d.questions {
        r.sentences.push(Sentence {
            text: text.trim().to_string(),
            ..Sentence::default()
        });
        // A question that sets a start of its own («Для игры с начальной
        // позицией (10, S) …»), or a choice not read: named, not answered
        // for the task's start.
        let qws = words(text);
        let unsupported = v.group("unsupported.phrases").any(&qws)
            && questions::chooses(text, &players).is_none();
        let own = start::own_start(text, &qws, &r.keys);
        let stranger = stranger(text, &players);
        if unsupported || own.as_ref().is_some_and(Result::is_err) || stranger.is_some() {
            let why = match stranger {
                Some(name) => msg!("read-why-stranger", name = name),
                None => msg!("read-why-own-start"),
            };
            r.unread.push(msg!(
                "read-note-question",
                id = id.clone(),
                why = why,
                words = short(text)
            ));
            if let Some(s) = r.sentences.last_mut() {
                s.unread = true;
            }
            continue;
        }
        let k = answer_form::k_condition(text);
        // The sentence that states the question's own start («Рассмотрим
        // игру, в которой в первой куче 10 камней, во второй S камней.») is
        // no condition: its count of stones is the start's.
        let condition_text = if matches!(own, Some(Ok(_))) && start::names_the_first_heap(text) {
            super::sentences::sentences(text)
                .into_iter()
                .filter(|x| start::stated_heaps(x).is_none())
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            text.clone()
        };
        match (
            questions::condition(&condition_text, &players),
            answer_form::report(text),
        ) {
            (Ok(conds), Ok((report, expect))) => {
                let conds = questions::widened(conds, hands_over, text);
                let queries = conds
                    .iter()
                    .map(|c| match &k {
                        Some(k) => format!("{report} where {k} and {c}"),
                        None => format!("{report} where {c}"),
                    })
                    .collect();
                let q = ReadQuestion {
                    id: id.clone(),
                    words: text.trim().to_string(),
                    queries,
                    expect,
                    own: own.and_then(Result::ok).unwrap_or_default(),
                };
                if let Some(s) = r.sentences.last_mut() {
                    s.questions = q.ids();
                }
                r.questions.push(q);
            }
            (Err(e), _) | (_, Err(e)) => {
                r.unread.push(msg!(
                    "read-note-question",
                    id = id.clone(),
                    why = e,
                    words = short(text)
                ));
                if let Some(s) = r.sentences.last_mut() {
                    s.unread = true;
                }
            }
        }
    }
    r
}

/// The whole numbers written in a rule (`sum >= 77` → 77).
fn numbers_in(rule: &str) -> Vec<i64> {
    rule.split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse().ok())
        .collect()
}
