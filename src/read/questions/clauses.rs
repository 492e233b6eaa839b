//! The clauses about winning of a question («Петя не может выиграть за один
//! ход», «Ваня выигрывает своим первым ходом»): each clause's player, move
//! count and sense, read from the question's words before they are made a
//! query.

use super::joints::{after_denial, split_joined};
use super::parts::{bounds_a_count, denial, made_a_move, move_told_beside_a_win};
use super::roles::roles;
use super::{added, parts, subject, Players};
use crate::read::vocabulary::vocabulary;

/// One clause about winning.
#[derive(Debug, Clone, Default)]
pub(super) struct Clause {
    pub(super) who: u8,
    pub(super) negative: bool,
    /// The latest move number named («первым или вторым ходом» → 2).
    pub(super) by: Option<i64>,
    /// «при любой игре …», «независимо от того, как будет ходить …».
    pub(super) whatever: bool,
    /// «выиграл … после (неудачного) … хода»: a move that happened.
    pub(super) after_move: bool,
    /// More than one move count named («первым или вторым ходом»).
    pub(super) listed: bool,
    /// A move count in words this reader does not know («сделав более
    /// двух ходов»).
    pub(super) unknown_count: bool,
    /// A «не» or «нет» that denies none of the words a win is told with
    /// («… не торопясь», a sentence after the question taken into it): what
    /// it denies is not read.
    pub(super) unknown_negation: bool,
    /// The ordinal of the move that happened before the win («после
    /// неудачного второго хода» → 2): only a first move is read.
    pub(super) after_ordinal: Option<i64>,
    /// A win after a move the clause names but that is not read as one that
    /// happened («может сделать такой ход, после которого #2 выиграет»).
    pub(super) loose_after: bool,
    /// A move that happened told with a word this reader does not know
    /// between «после» and its player («после удачного первого хода #1»,
    /// «после лучшего хода #1»): which move is meant is not read (audit72).
    pub(super) odd_after: bool,
    /// A «ни» left after «как бы ни ходил #1» is taken («после первого хода
    /// #1, каким бы он ни был», «ни первым, ни вторым ходом»): whatever, or
    /// none — not read (audit72).
    pub(super) stray_ni: bool,
    /// The win told as what happens, in the present or the future («Ваня
    /// выигрывает первым ходом»), not as what may («может выиграть») nor
    /// after «Известно, что»: a strategy's win, whatever the opponent does.
    pub(super) told_as_fact: bool,
    /// «…, но нет стратегии выиграть раньше»: a win denied sooner than the
    /// move the other clause names, no count of its own.
    pub(super) sooner: bool,
    /// «Известно, что Ваня выиграл своим первым ходом»: a win told as one
    /// that happened (after «Известно, что», the verb in the past), with no
    /// move of the opponent it came after — a play that was possible.
    pub(super) known_win: bool,
}

/// The clauses about winning of a question, and whether a part of it names
/// a move or a position (see [`names_a_move`]; the parts that say how to
/// write the answer, «… без разделителей», are not looked at).
pub(super) fn clauses(text: &str, players: &Players, own_start: bool) -> (Vec<Clause>, bool) {
    let v = vocabulary();
    let mut s =
        added::list_marks_as_joints(&format!(" {} ", text.to_lowercase().replace('ё', "е")));
    for sep in [
        " но ",
        " однако ",
        " а также ",
        " и при этом ",
        ", при этом ",
        ", причем ",
        ", после чего ",
        ", а ",
        ", и ",
        ", у ",
        " и не ",
        ". ",
        "–",
        ";",
        ":",
        "?",
        "!",
    ] {
        // «… и не может …», «…, после чего Ваня …»: the words after the
        // joint stay in the clause they start.
        let keep = match sep {
            " и не " => " | не ",
            ", после чего " => " | после чего ",
            ", у " => " | у ",
            _ => " | ",
        };
        s = s.replace(sep, keep);
    }
    let mut out: Vec<Clause> = Vec::new();
    let s = after_denial(&s);
    // «#1 сделал неудачный (первый) ход, и #2 выиграл …»: the player whose
    // unsuccessful move a part before told of.
    let mut unlucky_mover: Option<u8> = None;
    // A part told of a move made: read only with a win after it.
    let mut told_a_move = false;
    let mut named = false;
    for part in s.split('|').flat_map(split_joined) {
        let mut ws = roles(part, players);
        named |= either_player_wins(&ws);
        // «ответить выигрышным ходом»: «ответ*» there is no answer's form.
        named |= !v.group("questions.answer_form").any(&ws) && names_a_move(&ws)
            || v.group("questions.not_read").any(&ws);
        let wins = v.group("questions.win").any(&ws);
        if !wins {
            let handled = if let Some(c) = denial(&ws, out.last()) {
                out.push(c);
                true
            } else if v.group("questions.unlucky").any(&ws) {
                let who = ws.iter().filter(|w| w.starts_with('#')).collect::<Vec<_>>();
                if let ([w], true) = (who.as_slice(), v.group("move_words.move").any(&ws)) {
                    unlucky_mover = Some(if *w == "#1" { 1 } else { 2 });
                }
                true
            } else if let Some(who) = made_a_move(&ws) {
                // «#1 сделал первый ход, и #2 выиграл …»: the move that
                // happened before the win, as an unsuccessful one is told.
                unlucky_mover = Some(who);
                told_a_move = true;
                true
            } else if bounds_a_count(&ws) {
                // «…, но не раньше своего второго хода»: a move count with
                // no word of winning, not read as a denial — never dropped.
                out.push(Clause {
                    unknown_count: true,
                    ..Clause::default()
                });
                true
            } else {
                false
            };
            // A part read by none of the branches above is not dropped when
            // it says something beside who wins (`added`).
            if !handled {
                let told = added::tells_a_play(&ws);
                told_a_move |= told;
                named |= !told && added::changes_the_question(&ws, false, own_start);
            }
            continue;
        }
        named |= added::changes_the_question(&ws, true, own_start);
        named |= move_told_beside_a_win(part, &ws, players);
        let mut c = Clause::default();
        // «После первого хода #1 #2 выиграл …», «…, после чего #2
        // выиграл …»: a move that happened before the clause's win (its
        // player is not the clause's).
        let mut after_lead = false;
        // «Но после неудачного хода #1 #2 может выиграть …»: the move led
        // with is the opponent's unsuccessful one, whatever the verb's tense.
        let mut unlucky_lead = false;
        // «Известно, что после первого хода #1 #2 выиграл …»: after «что».
        let lead = v
            .group("questions.told")
            .at(&ws, 0)
            .filter(|&n| ws.len() > n)
            .unwrap_or(0);
        // «после любого (его) хода #1» is whatever #1 does, read below.
        let any_move = v.group("questions.whatever").at(&ws, lead + 1).is_some();
        if ws.get(lead).is_some_and(|w| w == "после") && !any_move {
            let upto = if ws.get(lead + 1).is_some_and(|w| w == "чего") {
                Some(lead + 1)
            } else {
                (lead + 1..ws.len().min(lead + 5))
                    .find(|&j| v.group("move_words.move").is(&ws[j - 1]) && ws[j].starts_with('#'))
            };
            if let Some(j) = upto {
                c.odd_after |= !after_phrase_known(&ws, lead);
                c.after_ordinal = (lead + 1..=j).find_map(|k| v.ordinal_at(&ws, k));
                unlucky_lead = v.group("questions.unlucky").any(&ws[lead + 1..=j]);
                ws.drain(..=j);
                after_lead = true;
            }
        }
        // «…, после которого #2 выиграет»: a win after a move named in the
        // clause, unless it is «после любого (каждого) хода» (whatever the
        // opponent does), read below.
        let loose_after = ws
            .iter()
            .enumerate()
            .any(|(i, w)| w == "после" && v.group("questions.whatever").at(&ws, i + 1).is_none());
        // «при любой игре #1», «при любом ходе #1», «после любого хода #1»,
        // «независимо от того как будет ходить #1», «как бы ни ходил #1».
        // «при любой игре противника», «вне зависимости от хода #1».
        let whatever = v.group("questions.whatever");
        let opponent = v.group("questions.opponent");
        let mut i = 0;
        while i < ws.len() {
            if whatever.at(&ws, i).is_some() {
                if let Some(j) = (i + 1..(i + 7).min(ws.len()))
                    .find(|&j| ws[j].starts_with('#') || opponent.at(&ws, j).is_some())
                {
                    // «как будет ходить противник #1, #2 …»: a name just
                    // after the opponent's is him again, or the subject of
                    // a clause of its own — not told apart, named.
                    named |= ws[j].starts_with('#') && ws.get(j + 1) == Some(&ws[j]);
                    c.whatever = true;
                    ws.drain(i..=j);
                    continue;
                }
            }
            i += 1;
        }
        // «…, и при этом у его соперника нет стратегии …»: a clause about
        // an opponent named by no name (not «при любой игре противника»,
        // taken above) is not about the player before it — not read.
        named |= subject::subject(&ws).is_none() && v.group("questions.opponent_named").any(&ws);
        // A clause that names no player («…, но может выиграть вторым
        // ходом») is about the player of the clause before it.
        c.who = match subject::subject(&ws) {
            Some(w) if w == "#1" => 1,
            Some(_) => 2,
            None => out.last().map_or(0, |p| p.who),
        };
        // «гарантированно выигрывает», «выигрышная стратегия, позволяющая
        // выиграть …»: whatever the opponent does.
        c.whatever |= v.group("questions.surely").any(&ws);
        // «сделав не более двух ходов»: a bound on the moves, its «не» not
        // a negation; «менее двух» is at most one.
        let moves = v.group("move_words.move");
        let mut plain_ws: Vec<String> = Vec::with_capacity(ws.len());
        let mut i = 0;
        while i < ws.len() {
            // «не позднее своего второго хода»: by that move at the latest,
            // its «не» no negation.
            if let Some(n) = v.group("questions.at_latest").at(&ws, i) {
                c.listed = true;
                i += n;
                continue;
            }
            if let Some((op, len)) = v.compare_at(&ws, i) {
                // «не более чем за два хода», «не более чем двумя ходами».
                let mut at = i + len;
                if ws.get(at).is_some_and(|w| w == "чем") {
                    at += 1;
                }
                if v.group("questions.move_count").at(&ws, at).is_some() {
                    at += 1;
                }
                let counted = v
                    .number_at(&ws, at)
                    .filter(|(_, l)| ws.get(at + l).is_some_and(|w| moves.is(w)));
                if let Some((n, l)) = counted {
                    match (op, n.whole()) {
                        ("<=", Some(n)) => c.by = Some(c.by.map_or(n, |b| b.max(n))),
                        ("<", Some(n)) => c.by = Some(c.by.map_or(n - 1, |b| b.max(n - 1))),
                        _ => c.unknown_count = true,
                    }
                    i = at + l + 1;
                    continue;
                }
            }
            plain_ws.push(ws[i].clone());
            i += 1;
        }
        let bounded = c.by.is_some();
        let ws = plain_ws;
        c.negative = ws.iter().any(|w| w == "не" || w == "нет");
        c.sooner = v.group("questions.when").any(&ws);
        c.told_as_fact = lead == 0
            && !ws.iter().any(|w| w == "известно")
            && v.group("questions.wins_now").any(&ws)
            && !v.group("questions.may").any(&ws);
        let denied = v.group("questions.denied");
        c.unknown_negation = ws.iter().enumerate().any(|(i, w)| {
            (w == "не" || w == "нет") && !denied.any(&ws[i + 1..(i + 4).min(ws.len())])
        });
        c.stray_ni = ws.iter().any(|w| w == "ни");
        let told = unlucky_mover.is_some_and(|m| m != c.who);
        // The verb of a win that happened: «выиграл», «победил», «одержал».
        let won_at = v.group("questions.won").position(&ws);
        let past = won_at.is_some() && (after_lead || told || ws.iter().any(|w| w == "после"));
        // «может выиграть за один ход при неудачном (первом) ходе #1»: the
        // opponent's unsuccessful move, named after the win.
        let unlucky_at = v.group("questions.unlucky").position(&ws).filter(|&u| {
            u >= 1
                && (matches!(ws[u - 1].as_str(), "при" | "после")
                    || v.group("questions.made").is(&ws[u - 1]) && has_player_before(&ws, u))
                && moves.any(&ws[u + 1..(u + 3).min(ws.len())])
        });
        c.after_move = past || unlucky_at.is_some() || unlucky_lead;
        // «Ваня выиграл своим первым ходом после удачного первого хода #1»:
        // each «после» of the clause opens a move said in known words only.
        if c.after_move {
            c.odd_after |= (0..ws.len()).any(|i| ws[i] == "после" && !after_phrase_known(&ws, i));
        }
        c.known_win = won_at.is_some() && !c.after_move && ws.iter().any(|w| w == "известно");
        c.loose_after = loose_after && !c.after_move;
        // «Петя сделал свой первый ход так, что Ваня … победил»: the
        // winner of a move that happened is the player named before the
        // verb, not the first one named.
        if past {
            if let Some(p) = won_at.and_then(|v| ws[..v].iter().rev().find(|w| w.starts_with('#')))
            {
                c.who = if p == "#1" { 1 } else { 2 };
            }
        }
        // Move counts: ordinals before «ход…», or «за один ход».
        // «за один ход», «за один или два хода», «сделав один ход»: the
        // number at `j` counts moves.
        let counts = |k: usize| v.group("questions.move_count").at(&ws, k).is_some();
        // «выиграть одним ходом»: the first move.
        let one = |k: usize| v.group("questions.one_move").at(&ws, k).is_some();
        let counted = |j: usize| {
            j >= 1
                && (counts(j - 1)
                    || (j >= 3 && matches!(ws[j - 1].as_str(), "или" | "либо") && counts(j - 3)))
        };
        for (i, w) in ws.iter().enumerate() {
            if !moves.is(w) {
                continue;
            }
            // A number of moves after words that are not known to count
            // them: the count is named as not read, never dropped (a
            // question read without its count is another question).
            if !c.after_move
                && i >= 1
                && v.ordinal_at(&ws, i - 1).is_none()
                && v.number_at(&ws, i - 1).is_some_and(|(_, l)| l == 1)
                && !counted(i - 1)
                && !one(i - 1)
            {
                c.unknown_count = true;
            }
            // «своим пятнадцатым ходом», «последним ходом»: a word before
            // the move shaped as an ordinal that is none known.
            if !c.after_move && i >= 1 && parts::unknown_ordinal(&ws, i - 1) {
                c.unknown_count = true;
            }
            for j in i.saturating_sub(6)..i {
                if c.after_move
                    && (ws[j..i].iter().any(|x| x == "после")
                        || unlucky_at.is_some_and(|u| u < i && u >= j))
                {
                    break;
                }
                let counted = counted(j);
                let n = v
                    .ordinal_at(&ws, j)
                    .or_else(|| {
                        (j + 1 == i && counted)
                            .then(|| v.number_at(&ws, j).and_then(|(n, _)| n.whole()))
                            .flatten()
                    })
                    .or_else(|| (j + 1 == i && one(j)).then_some(1));
                // «за один или два хода»: the count before «или» is named
                // too, so the win is by either (a list, as «первым или
                // вторым ходом»), never the last count alone.
                // «за один или за два хода»: the counting word said again.
                let or_at = |k: usize| matches!(ws[k].as_str(), "или" | "либо");
                let or_listed = j + 1 == i
                    && counted
                    && (j >= 3 && or_at(j - 1) && v.number_at(&ws, j - 2).is_some()
                        || j >= 4
                            && counts(j - 1)
                            && or_at(j - 2)
                            && v.number_at(&ws, j - 3).is_some());
                // «выиграть за два хода», «в три хода»: a span of moves,
                // which is «by the second move» or «within two moves» — two
                // readings (as a list), unless the question denies the
                // wins before («не может выиграть за один ход, но может за
                // два хода»).
                let span = j + 1 == i
                    && counted
                    && !or_listed
                    && v.ordinal_at(&ws, j).is_none()
                    && j >= 1
                    && v.group("questions_span.words").is(&ws[j - 1])
                    && n.is_some_and(|n| n >= 2);
                if let Some(n) = n {
                    c.listed |= or_listed || span || c.by.is_some() && c.by != Some(n);
                    c.by = Some(c.by.map_or(n, |b: i64| b.max(n)));
                }
            }
        }
        // «но не может выиграть первым»: the clause's ordinal right after
        // its win, «ходом» left out.
        if c.by.is_none() && !moves.any(&ws) {
            let win = v.group("questions.win");
            c.by = (1..ws.len())
                .find(|&j| win.at(&ws, j - 1).is_some())
                .and_then(|j| v.ordinal_at(&ws, j));
        }
        c.listed |= bounded;
        // «Петя не может выиграть за один ход»: a count is found once only.
        if past {
            let upto_after = ws.iter().position(|w| w == "после").unwrap_or(ws.len());
            c.by = (0..upto_after).find_map(|j| v.ordinal_at(&ws, j));
            c.after_ordinal = c
                .after_ordinal
                .or_else(|| (upto_after..ws.len()).find_map(|j| v.ordinal_at(&ws, j)));
        } else if let Some(u) = unlucky_at {
            // The count before the unsuccessful move: an ordinal, or «за
            // один ход» as counted above.
            c.by = (0..u).find_map(|j| v.ordinal_at(&ws, j)).or(c.by);
            c.after_ordinal = (u..ws.len()).find_map(|j| v.ordinal_at(&ws, j));
        }
        out.push(c);
    }
    // «Известно также, что первый ход сделал #2.» with no win that
    // happened after it: the move told is dropped by every reading.
    named |= told_a_move && !out.iter().any(|c| c.after_move);
    (out, named)
}

/// Whether the move after «после» at `at` is said in words a move that
/// happened is read with: an ordinal, an unsuccessful move, a word of
/// moving, up to the player who made it («после неудачного первого хода
/// #1», «после первого хода #1», «после чего», «после которого»). Any
/// other word («после удачного хода #1», «после лучшего хода #1») is not
/// read (audit72). No player after the words: nothing to check here.
fn after_phrase_known(ws: &[String], at: usize) -> bool {
    let v = vocabulary();
    let known = v.group("questions.after_words");
    for k in at + 1..ws.len() {
        let w = ws[k].as_str();
        if w.starts_with('#') || v.group("questions.after_ends").is(w) {
            return true;
        }
        let ok = v.group("questions.unlucky").is(w)
            || v.group("move_words.move").is(w)
            || v.ordinal_at(ws, k).is_some()
            || known.is(w);
        if !ok {
            return false;
        }
    }
    true
}

/// «#1 может выиграть первым ходом или #2 выигрывает первым ходом …»,
/// «стратегия есть у #1 или у #2»: a win of either player, joined by «или»
/// — no one condition of the questions language; read as the first
/// player's alone it dropped the second.
fn either_player_wins(ws: &[String]) -> bool {
    let mut seen: Option<&str> = None;
    for (k, w) in ws.iter().enumerate() {
        if let Some(p) = w.strip_prefix('#') {
            // «… или #2», «… или у #2».
            let or_at = |j: usize| matches!(ws[j].as_str(), "или" | "либо");
            let joined = k >= 1 && or_at(k - 1)
                || k >= 2 && matches!(ws[k - 1].as_str(), "у" | "для") && or_at(k - 2);
            if joined && seen.is_some_and(|s| s != p) {
                return true;
            }
            seen = seen.or(Some(p));
        }
    }
    false
}

/// Whether a question names a move or a position («после того, как Петя
/// увеличил количество камней вдвое», «двумя способами», «в куче
/// оказалось 20 камней»): a condition the questions language does not say,
/// never dropped.
fn names_a_move(ws: &[String]) -> bool {
    let v = vocabulary();
    let verb = [
        "add", "grow", "mul", "sub", "shrink", "div", "transfer", "pass",
    ]
    .iter()
    .any(|k| v.group(&format!("verbs.{k}")).any(ws));
    // A count of stones, outside a start of the question's own («Пусть в
    // начальный момент в первой куче было 10 камней»).
    let own_start = v.group("questions.start").any(ws);
    let stones = v.group("heaps.of_stones");
    let stones_or_factor = (0..ws.len()).any(|i| {
        v.factor_at(ws, i).is_some()
            || !own_start
                && v.number_at(ws, i)
                    .is_some_and(|(_, l)| ws.get(i + l).is_some_and(|w| stones.is(w)))
    });
    // «выиграть первым ходом, сделав ход в первую кучу»: a heap the
    // winning move must act on, outside a start of the question's own.
    let heap = !own_start && !crate::read::heap_target::heap_targets(ws).is_empty();
    verb || stones_or_factor || heap || v.group("questions.not_read").any(ws)
}

/// «если #1 сделает неудачный ход», «если #1 первым (своим) ходом сделает
/// неудачный ход»: a player named just before the verb, maybe with the
/// move he makes it with between.
fn has_player_before(ws: &[String], verb_and_next: usize) -> bool {
    let v = vocabulary();
    let Some(verb) = verb_and_next.checked_sub(1) else {
        return false;
    };
    let mut i = verb;
    while i >= 1 {
        i -= 1;
        let w = ws[i].as_str();
        if w.starts_with('#') {
            return true;
        }
        let between = v.group("questions.before_verb").is(w) || v.ordinal_at(ws, i).is_some();
        if !between || verb - i > 3 {
            return false;
        }
    }
    false
}
