//! One item of a move list and its clauses: a conditional move, a pass, a
//! transfer, the list's head, a clause that names a heap or a player apart
//! from its move, a restriction beside a move — each read or named — and the
//! clause's own moves (`move_clause`), on the heap it names.

use super::{has_number, pass_move, MoveList};
use crate::read::conditional;
use crate::read::factor_list;
use crate::read::heap_target::{self, heap_targets};
use crate::read::move_clause::{clause_moves, halved_to, halves, thirds, verb_kind};
use crate::read::move_list::split_clauses;
use crate::read::rounding::rounding_at;
use crate::read::rules::has_word;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

impl MoveList<'_> {
    /// One item of the list: «если …, уменьшить …; иначе …» (a move with a
    /// condition), else its clauses in turn.
    pub(super) fn read_item(&mut self, item: &str) {
        if self.equal_tail(item) {
            return;
        }
        if conditional::is_conditional(item) {
            if !heap_targets(&words(item)).is_empty() {
                // A conditional move on a named heap: not read.
                self.unread(item);
                return;
            }
            let whole = self.parity_cases && crate::read::parity_cases::whole_case(item);
            match conditional::conditional_moves_in(item, whole) {
                Some(list) => self.out.extend(list),
                None => self.unread(item),
            }
            return;
        }
        // «…, во вторую — 3 камня»: the comma alone before the heap.
        self.heap_after_comma = item.contains(',')
            && item.rsplit(',').next().is_some_and(|last| {
                matches!(
                    words(last).first().map(String::as_str),
                    Some("в" | "во" | "из" | "к" | "ко")
                )
            });
        // «в 2 или 4 раза»: each factor of the list keeps its unit.
        for clause in factor_list::share_times(split_clauses(item)) {
            self.read_clause(&clause);
        }
    }

    /// «…, а если кучи равны — в любую из них», «…; при равенстве — в
    /// любую»: the rule for equal heaps said as the list's last clause (no
    /// number), kept as the one in brackets is and checked against the
    /// whole list at its end (`finish`).
    fn equal_tail(&mut self, item: &str) -> bool {
        let v = vocabulary();
        let ws = words(item);
        let ws: Vec<String> = match ws.first().map(String::as_str) {
            Some("а" | "и" | "но") => ws[1..].to_vec(),
            _ => ws,
        };
        let rule = crate::read::equal_heaps::opens_equal_rule(&ws)
            && v.group("equal_heaps.either").any(&ws)
            && !has_number(&ws);
        if !rule || self.equal_remark.is_some() || self.heaps != Some(2) {
            return false;
        }
        self.equal_remark = Some((ws, item.trim().to_string()));
        true
    }

    /// One clause of an item: its moves added, or the clause named. «в
    /// первую кучу добавить один камень, а во вторую — …»: a clause that is
    /// only a heap gives the clause after it its heap.
    fn read_clause(&mut self, clause: &str) {
        let elided = self.elided.take();
        let ws = words(clause);
        if let Some(label) = self.elided_heap(&ws) {
            self.bare_run = None;
            if let Some((_, said)) = elided {
                self.found.unread.push(said);
            }
            self.elided = Some((label, clause.trim().to_string()));
            return;
        }
        let read_before = (self.out.len(), self.found.unread.len());
        self.read_move_clause(clause, ws, elided.as_ref().map(|e| e.0));
        // The heap named apart was the move's only if the clause read as
        // moves on no heap of its own; else it is named.
        if let Some((label, said)) = elided {
            let used = self.found.unread.len() == read_before.1
                && self.out.len() > read_before.0
                && self.targeted.last() == Some(&(read_before.0, self.out.len(), label));
            if used {
                self.elided_used = true;
            } else {
                self.found.unread.push(said);
            }
        }
    }

    /// A clause's moves (on the heap named apart before it, if any) added,
    /// or the clause named.
    fn read_move_clause(
        &mut self,
        clause: &str,
        mut ws: Vec<String>,
        elided: Option<&'static str>,
    ) {
        let v = vocabulary();
        let run = self.bare_run.take();
        // «уменьшить … в два раза с округлением в меньшую сторону»: the
        // move before its rounding words is read, the rounding kept.
        if let Some(at) = rounding_at(&ws).filter(|&at| verb_kind(&ws[..at]).is_some()) {
            self.modifier(&ws);
            ws.truncate(at);
        }
        if ws.is_empty() || self.modifier(&ws) {
            return;
        }
        // «пропустить ход», «переложить камень из одной кучи в другую».
        // «…или переложить один камень из первой кучи во вторую, либо на 7
        // камней»: a clause that says only an amount takes the verb of the
        // clause just before it; a pass or a transfer gives none (it read
        // `+7` with the «добавить» two clauses before).
        if v.group("verbs.pass").any(&ws) || v.group("verbs.transfer").any(&ws) {
            self.last_kind = None;
        }
        if v.group("verbs.pass").any(&ws) {
            match pass_move(&self.sentence_words) {
                Some(m) => self.out.push(m),
                None => self.unread(clause),
            }
            return;
        }
        if v.group("verbs.transfer").any(&ws) {
            match heap_target::transfer_moves(&ws, self.heaps) {
                Some(list) => self.out.extend(list),
                None => self.unread(clause),
            }
            return;
        }
        let verb = verb_kind(&ws);
        // «выполнить любое из следующих трёх действий», «сделать один
        // из двух ходов», «изменить … тремя способами»: the list's head.
        let head = v.group("move_words.list_head").any(&ws)
            || has_word(&ws, "из") && v.group("move_words.of_moves").any(&ws);
        if verb.is_none() && head {
            return;
        }
        // «увеличить количество камней в куче двумя способами: …»: a head
        // with a verb that counts the ways; the count is no amount (read as
        // `+2`). Its verb is said again in each move listed, or taken by one
        // said by its amount alone («…: на один камень или в два раза»).
        if verb.is_some() && counts_ways(&ws) {
            self.last_kind = verb;
            return;
        }
        // «…на один или на число камней в другой куче»: the other heap's
        // count with no verb of its own, not read (nor dropped).
        let by_other = v.group("move_words.by_others_count").any(&ws);
        if said_apart(&ws, verb) || verb.is_none() && by_other {
            self.unread(clause);
            return;
        }
        // «…, или возвести количество камней в квадрат», «либо отдать
        // сопернику один камень»: a verb the reader does not know is no
        // amount of the verb before it (read as `+1`) nor nothing (dropped).
        // «вычесть из неё остаток от деления на 3»: an amount computed in a
        // way the rules language does not say (read as `-3`). Named.
        if verb.is_none() && unknown_verb(&ws) || v.group("move_words.computed_amount").any(&ws) {
            self.unread(clause);
            return;
        }
        // «…два камня или столько камней, сколько в ней уже есть»: an
        // amount said in words, read with the verb before it (or named) —
        // never dropped (read as `+2`, complete).
        let as_many = v.group("move_words.as_many").any(&ws);
        if verb.is_none() && !has_number(&ws) && !as_many {
            // «…, кроме хода, сделанного соперником», «но не в ту кучу, в
            // которую только что ходил соперник»: a restriction with no verb
            // and no number is named, as one with them.
            // «…; кроме того, каждый игрок может …»: the joint alone
            // («кроме того») adds the clause after it.
            let joint = v.group("move_words.continued").covers(&ws);
            if names_a_move_left_open(&ws) || !joint && restricts_a_move(&ws, verb) {
                self.unread(clause);
            }
            return;
        }
        if restricts_a_move(&ws, verb) {
            self.unread(clause);
            return;
        }
        // «в первую и во вторую кучу», «в первую или вторую кучи»: more
        // heaps counted than named by a heap phrase — not read.
        if heap_target::unnamed_ordinals(&ws) || heap_target::unknown_heap_word(&ws) {
            self.unread(clause);
            return;
        }
        // «в большей куче», «в первую кучу»: the heap the move acts on.
        // «…или два камня в меньшую»: the heap named by size with no noun,
        // at the clause's end, two heaps; said elsewhere, not read (read as
        // a move on any heap before).
        let sized = sized_alone(&ws);
        let target = match heap_targets(&ws)[..] {
            [] if sized.is_some() => match (sized, elided, self.heaps) {
                (Some(Some(t)), None, Some(2)) => Some(t),
                _ => {
                    self.unread(clause);
                    return;
                }
            },
            [] if elided.is_some() => elided,
            [] => None,
            [t] if self.heaps != Some(1) => Some(t),
            _ => {
                self.unread(clause);
                return;
            }
        };
        // «добавить один камень или увеличить количество камней в два раза
        // в той куче, в которой камней меньше»: a heap said at the end of
        // the last move, after moves that name no heap, may be every move's
        // or the last one's — not read.
        // «добавить один или два камня в меньшую кучу»: the amounts said
        // bare just before share this clause's unit and its heap — read so
        // when they are the only moves before on no heap word, and this
        // clause says its amount with its unit and no verb of its own.
        let unnamed = |c: &String| !c.to_lowercase().contains("куч");
        let shared = run.filter(|&(_, any_from)| {
            target.is_some()
                && verb.is_none()
                && heap_ends(&ws)
                && amount_with_unit(&ws)
                && !self.on_any_heap[..any_from].iter().any(unnamed)
        });
        let mut target_from = self.out.len();
        if let Some((out_from, any_from)) = shared {
            target_from = out_from;
            self.on_any_heap.truncate(any_from);
        }
        let heapless_before = self.on_any_heap.iter().any(unnamed);
        if target.is_some() && heap_ends(&ws) && heapless_before {
            self.unread(clause);
            return;
        }
        // «добавить в меньшую кучу камень или увеличить количество камней
        // в ней вдвое», «… в этой куче»: «в ней» is the heap named before,
        // not any heap — that heap when every move before named the same
        // one, else not read.
        let mut target = target;
        let pronoun = v.group("move_words.heap_pronouns").any(&ws);
        if target.is_none() && pronoun && !self.targeted.is_empty() {
            match self.one_heap_named_before() {
                Some(t) => target = Some(t),
                None => {
                    self.unread(clause);
                    return;
                }
            }
        }
        // «добавить в меньшую кучу один камень или два камня»: an amount
        // said alone (no verb, no heap word) right after a move on a named
        // heap is on that heap (read as on any heap before).
        if target.is_none() && verb.is_none() && !says_a_heap(&ws) {
            if let Some(&(_, end, t)) = self.targeted.last() {
                if end == self.out.len() {
                    target = Some(t);
                }
            }
        }
        let (out_from, any_from) = (self.out.len(), self.on_any_heap.len());
        if target.is_none() {
            self.on_any_heap.push(clause.trim().to_string());
        }
        // «утроить и убрать 2»: one move of several steps.
        if let Some(c) = conditional::compound_moves(clause) {
            match (c, target) {
                (Some(m), None) => self.out.push(m),
                _ => self.unread(clause),
            }
            return;
        }
        // «добавить в кучу один камень увеличить количество камней в два
        // раза»: two moves with nothing between them (a list's lines joined
        // with no mark) — one verb's move would be read, the other lost.
        if two_verbs(&ws) {
            self.unread(clause);
            return;
        }
        if halves(&ws) {
            self.halved = Some(clause.trim().to_string());
        }
        if thirds(&ws) {
            self.thirded = Some(clause.trim().to_string());
        }
        // «уменьшить количество камней в куче наполовину»: the heap halved,
        // `/2`, kept only when the list says how an odd heap is halved
        // (`settle_halved_to`). On a heap named, not read.
        if verb.or(self.last_kind) == Some("shrink") && halved_to(&ws) {
            if target.is_some() {
                self.unread(clause);
                return;
            }
            self.halved_to = Some(clause.trim().to_string());
            self.out.push("/2".into());
            self.last_kind = Some("shrink");
            return;
        }
        match verb.or(self.last_kind).and_then(|k| clause_moves(k, &ws)) {
            Some(list) => {
                if let Some(t) = target {
                    self.targeted
                        .push((target_from, self.out.len() + list.len(), t));
                    self.heap_numbered |= t.starts_with('h');
                } else if bare_amount(&ws) && self.elided.is_none() {
                    self.bare_run = Some(run.unwrap_or((out_from, any_from)));
                }
                self.out.extend(list);
                self.last_kind = verb.or(self.last_kind);
            }
            None => self.unread(clause),
        }
    }
}

impl MoveList<'_> {
    /// The one heap every move on a named heap so far acts on, if they all
    /// name the same.
    fn one_heap_named_before(&self) -> Option<&'static str> {
        let first = self.targeted.first()?.2;
        self.targeted.iter().all(|t| t.2 == first).then_some(first)
    }

    /// «или во второй куче», «либо во вторую»: a clause that is only a
    /// heap, named by its number, in a game of that many heaps or more,
    /// after a move on a heap named by number — the heap of the move after
    /// the dash (`h2:`), another move. «а во вторую —» and «, во вторую —»
    /// are not (audit73): Russian says so the second half of ONE action
    /// («Запишите в первую переменную 1, а во вторую — 2»), and «добавить во
    /// вторую кучу два камня, а в первую — один» may be one move on both
    /// heaps; nor is «и во вторую».
    fn elided_heap(&self, ws: &[String]) -> Option<&'static str> {
        let v = vocabulary();
        if self.heap_after_comma {
            return None;
        }
        let ws = match ws.first().map(String::as_str) {
            Some("а") => return None,
            Some("или" | "либо") => &ws[1..],
            _ => ws,
        };
        let (prep, rest) = ws.split_first()?;
        if !["в", "во", "из", "ко", "к"].contains(&prep.as_str()) {
            return None;
        }
        let noun_ok = match rest {
            [_] => true,
            [_, noun] => v.group("heaps.heap").is(noun),
            _ => false,
        };
        let n = v.ordinal_at(rest, 0)?;
        let label = match n {
            1 => "h1:",
            2 => "h2:",
            3 => "h3:",
            _ => return None,
        };
        let heaps_said = self.heaps.is_some_and(|h| h >= 2 && n <= h as i64);
        (noun_ok && heaps_said && self.heap_numbered && !self.at_once).then_some(label)
    }
}

/// Whether a clause says two move verbs («добавить … увеличить …»): two
/// moves run together, never one move. A word said twice in a row
/// («добавить добавить», a slip of a real text) is one.
fn two_verbs(ws: &[String]) -> bool {
    let v = vocabulary();
    ws.iter()
        .enumerate()
        .filter(|&(i, w)| i == 0 || ws[i - 1] != *w)
        .map(|(_, w)| w)
        .filter(|w| {
            conditional::VERBS
                .iter()
                .any(|g| v.group(g).any(std::slice::from_ref(*w)))
        })
        .count()
        > 1
}

/// «при этом количество камней не может превышать 40» (a bound), «удвоить
/// кучу, в которой меньше камней», «а во вторую кучу — …» (a heap named
/// apart from its move), «второй игрок может также добавить …» (one
/// player's move): a clause not read.
fn said_apart(ws: &[String], verb: Option<&str>) -> bool {
    let v = vocabulary();
    let names_heap =
        !heap_targets(ws).is_empty() || (0..ws.len()).any(|i| v.ordinal_at(ws, i).is_some());
    // «…, а в другой — на один камень»: the other heap changed in the same
    // move (read as a move of its own on any heap).
    let other_heap = v.group("move_words.other_heap").any(ws)
        && !v.group("move_words.as_many_as_other").any(ws)
        && !v.group("verbs.transfer").any(ws);
    let apart = other_heap
        || verb.is_none()
            && ((0..ws.len()).any(|i| v.compare_at(ws, i).is_some())
                || names_heap && !has_number(ws));
    apart || v.group("players.first").any(ws) || v.group("players.second").any(ws)
}

/// A clause with no known verb and no number that still names a move:
/// «…, или поменять порядок камней» (a verb not known), «…два или
/// несколько камней» (an amount left open), «…, а при чётном количестве
/// камней — и в три раза» (a condition cut from its move). Never dropped.
fn names_a_move_left_open(ws: &[String]) -> bool {
    let infinitive = ws
        .iter()
        .any(|w| (w.ends_with("ть") || w.ends_with("ться")) && w.chars().count() > 4);
    let v = vocabulary();
    let open_amount = v.group("move_words.open_amount").any(ws);
    let condition = v.group("move_words.condition").any(ws);
    infinitive || open_amount || condition
}

/// A word that reads as a verb in the infinitive («возвести», «отдать»,
/// «поменять», «испечь») and is no number («двадцать») nor a noun of a
/// quality («чётность»): in a clause with no verb the reader knows, a move
/// it cannot state.
fn unknown_verb(ws: &[String]) -> bool {
    let v = vocabulary();
    ws.iter().any(|w| {
        let verb_like = ["ть", "ти", "чь", "ться", "тись", "чься"]
            .iter()
            .any(|end| w.ends_with(end));
        verb_like
            && w.chars().count() > 4
            && !w.ends_with("ость")
            && v.number_at(std::slice::from_ref(w), 0).is_none()
            && !v.group("move_words.not_a_verb").is(w)
    })
}

/// «…, но не может менять одну и ту же кучу два хода подряд»: a clause with
/// no verb of its own that forbids, counts or adds to moves is no amount of the verb
/// before it (read as `+2`, complete). «причём удваивать можно не больше
/// одного раза подряд», «кроме случая, когда …», «… один раз за игру»: a
/// restriction beside a move is no move (read as `*2`, `+10`, complete).
fn restricts_a_move(ws: &[String], verb: Option<&str>) -> bool {
    // «…, и ещё один камень», «…, плюс два»: more added in the same move,
    // or another move.
    let v = vocabulary();
    verb.is_none() && v.group("move_words.says_more").any(ws)
        || v.group("move_words.restricts").any(ws)
        || says_how_often(ws)
}

/// «утроить кучу только один раз», «удвоить не более двух раз», «дважды»:
/// how many times a move may be made — a limit no list of moves holds (read
/// as `*3`, complete, before). «в два раза», «в целое число раз» (a factor:
/// «в» just before) is none.
fn says_how_often(ws: &[String]) -> bool {
    let v = vocabulary();
    // A count of times: «один раз», a limit before («только», «не более
    // двух раз») or «раз за игру»; a factor of a shared unit («в два или
    // три раза» → «три раза») has none.
    let limit = v.group("move_words.times_limit");
    let times = ws.iter().enumerate().any(|(i, w)| {
        let before = &ws[i.saturating_sub(3)..i];
        v.group("move_words.times").is(w)
            && !before.iter().any(|b| b == "в")
            && (limit.any(before) || ws.get(i + 1).is_some_and(|a| a == "за"))
    });
    times || v.group("move_words.how_often").any(ws)
}

/// Whether a number counts ways of moving: «двумя способами», «тремя
/// способами» (`moves_ways.ways` right after the number).
fn counts_ways(ws: &[String]) -> bool {
    let v = vocabulary();
    (0..ws.len()).any(|i| {
        v.number_at(ws, i).is_some_and(|(_, l)| {
            ws.get(i + l)
                .is_some_and(|w| v.group("moves_ways.ways").is(w))
        })
    })
}

/// Whether a clause says anything of a heap: a heap word («в любую кучу»,
/// «в одну из куч»), «любую», «другую», a pronoun.
fn says_a_heap(ws: &[String]) -> bool {
    let v = vocabulary();
    ws.iter().any(|w| w.starts_with("куч"))
        || v.group("equal_heaps.either").any(ws)
        || v.group("move_words.other_heap").any(ws)
        || v.group("move_words.heap_pronouns").any(ws)
}

/// Whether a clause ends with the heap it names, after its amount: «…
/// увеличить количество камней в два раза в первой куче».
fn heap_ends(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some((at, len)) = [
        "move_words.larger",
        "move_words.smaller",
        "move_words.heap1",
        "move_words.heap2",
        "move_words.heap3",
    ]
    .iter()
    .find_map(|g| v.group(g).find(ws))
    .or_else(|| {
        let at = ws.len().checked_sub(1)?;
        matches!(sized_alone(ws), Some(Some(_))).then_some((at, 1))
    }) else {
        return false;
    };
    at + len == ws.len()
        && (0..at).any(|i| v.number_at(ws, i).is_some() || v.factor_at(ws, i).is_some())
}

/// «добавить один», «два», «или три»: an amount said bare — an addition or
/// a removal verb at most, one number, no unit and no other word.
fn bare_amount(ws: &[String]) -> bool {
    let v = vocabulary();
    let (mut i, mut numbers) = (0, 0);
    while i < ws.len() {
        if let Some((_, len)) = v.number_at(ws, i) {
            numbers += 1;
            i += len;
            continue;
        }
        let w = &ws[i];
        let allowed = ["или", "либо"].contains(&w.as_str())
            || v.group("verbs.add").is(w)
            || v.group("verbs.sub").is(w);
        if !allowed {
            return false;
        }
        i += 1;
    }
    numbers == 1
}

/// Whether a clause says its amount with its unit: a number right before
/// «камня», «камней» («два камня в меньшую кучу»).
fn amount_with_unit(ws: &[String]) -> bool {
    let v = vocabulary();
    (0..ws.len()).any(|i| {
        v.number_at(ws, i).is_some_and(|(_, len)| {
            ws.get(i + len)
                .is_some_and(|w| v.group("heaps.stones").is(w))
        })
    })
}

/// «в меньшую», «из большей»: a heap named by size with no noun. `None`
/// when no such word is said; `Some(Some(label))` when it ends the clause
/// after its preposition; `Some(None)` when it is said otherwise.
fn sized_alone(ws: &[String]) -> Option<Option<&'static str>> {
    let label = |w: &str| match w {
        "меньшую" | "меньшей" => Some("smaller:"),
        "большую" | "большей" => Some("larger:"),
        _ => None,
    };
    let at = ws.iter().position(|w| label(w).is_some())?;
    let ends =
        at + 1 == ws.len() && at > 0 && ["в", "во", "из", "от"].contains(&ws[at - 1].as_str());
    Some(ends.then(|| label(&ws[at])).flatten())
}
