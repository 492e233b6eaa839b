//! One task's draft (its sentences, from `document`) → its `Reading`: each
//! sentence offered to the readers of rules, moves, questions and examples in
//! turn, the keys set with the words they came from, and what was not read
//! flagged. The walk over a task's sentences is a concept apart from the
//! `Reading` it builds (which lives in the parent module with its output forms).
//!
//! The steps, in order: each sentence of the rules (players, heaps,
//! examples, moves and their limits, the end and the winner, the start),
//! then what the whole text settles (moves joined, players named, the
//! start and the end), the notes on what is missing, and the questions.

use super::examples::{asides_apart, rule_and_example_apart};
use super::move_list::joined_lists;
use super::players::{more_than_two_players, says_order_unread};
use super::questions::Players;
use super::rules::Key;
use super::tokens::{is_digits, words};
use super::vocabulary::vocabulary;
use super::{also_condition, letter_names, limited_move, parity_cases, require, values_of_s};
use super::{document, short, Reading, Sentence};
use crate::msg;
use beside::ReadBy;

/// A task's reading as its sentences are walked: the `Reading` built so far
/// and what one sentence leaves for those after it.
struct Walk {
    r: Reading,
    players: Players,
    /// The number of heaps, once a sentence says it.
    heaps: Option<usize>,
    /// Whether a rule forbids repeating a move: an «Если …» sentence after
    /// it may be an example of a repeat refused.
    no_repeat_said: bool,
    /// The position a sentence gave, for the example sentence after it.
    last_tuple: Option<Vec<i64>>,
    /// A sentence that only set an example's position («Например, пусть в
    /// куче 10 камней.»), waiting for the «Тогда …» sentence that uses it.
    pending_position: Option<(String, Vec<i64>)>,
    /// Passes allowed by sentences of their own: moves of the list read
    /// elsewhere, joined to it at the end.
    extra_moves: Vec<String>,
    /// A pass in the move list whose limit is not said there: the clause and
    /// its sentence's place.
    pending_pass: Option<(String, usize)>,
    /// Where the sentences the start's reader took are (in
    /// `r.sentences`), their numbers checked once every sentence is read (a
    /// range broken over two lines gives its key from the next).
    start_sentences: Vec<usize>,
    /// A heaps sentence that gave the heap as the unknown («куча из S
    /// камней»): named unless the start read is `S`.
    heap_of_the_unknown: Option<String>,
    /// The sentences that added moves to the list («Кроме того, …»).
    moves_added: usize,
    /// A remark read as filler that says no player passes («Пропускать ход
    /// нельзя.»): named if a pass is read among the moves after all.
    no_pass_remark: Option<String>,
    /// A halving rounded as its taken half is said to be: the clause and
    /// the rest's rounding (`true` up), confirmed by an example or named.
    halving_by_example: Option<(String, bool)>,
    /// The move sentence whose divisions say no rounding, and their
    /// divisors; `rounding_read`: a rounding sentence of its own was read.
    division_unrounded: Option<(String, Vec<i64>)>,
    rounding_read: bool,
    /// A remark that a move changes one heap («Изменять обе кучи за один
    /// ход нельзя.»): named unless the moves read each change one heap.
    one_heap_remark: Option<String>,
    /// The bans of a move on one heap (draft/heap_ban.rs), checked once the
    /// moves are read.
    heap_bans: Vec<(String, usize, heap_ban::Banned)>,
    /// Conditions on the values of S said beside the rules («S — нечётное
    /// число»): every question's (`values_of_s`).
    s_conditions: Vec<String>,
    /// The pairs (K, S) the task is over («K < S, K + S ≤ 50»,
    /// `pair_domain`): a condition of every question.
    pair_condition: Option<String>,
    /// Whether a sentence said who moves first: a later one naming the
    /// other player disagrees with it.
    first_said: bool,
    /// Moves sentences that said whose moves they are, settled with the
    /// players.
    player_moves: Vec<player_moves::PlayerMoves>,
    /// Whether the player named second moves first («Два игрока, Петя и
    /// Ваня … Первый ход делает Ваня»): then «первый игрок» may be either.
    players_swapped: bool,
    /// Moves added for one player, or forbidden to one, beside the moves
    /// of both: settled with the players.
    one_player: Vec<one_player::OnePlayer>,
    /// The ceiling of an end said as a range and its sentence: checked
    /// against the winner once every sentence is read.
    ceiling: Option<(String, String)>,
    /// Whose win the overshoot's «если» gave (`true`: the mover's): the
    /// other case («В противном случае …») must give the other player.
    winner_if: Option<bool>,
    /// The players' names when both are adjectives («Первый и Второй»,
    /// «Белый и Чёрный»): their stems, read in the questions by their case
    /// (`word_names`).
    word_names: Option<(String, String)>,
    /// The players' names when each is a letter or a number after «игрок»
    /// («игрок А и игрок Б»), as the pair said them, and which of the two
    /// moves first once a sentence said it (`letter_names`).
    letter_names: Option<[String; 2]>,
    letter_first: Option<usize>,
    /// A question read as rewritten (`word_names`): its words as written,
    /// for the notes.
    question_shown: Option<String>,
}

/// A task's draft read: its rules sentence by sentence, then what the whole
/// text settles, then its questions (read against the rules).
pub(super) fn read_draft(d: document::Draft) -> Reading {
    read_draft_as(d, Split::Yes)
}

/// Whether a sentence of the rules split by «;» may be read as its parts
/// (`semicolon_parts`); `No` when such a sentence is read alone to see
/// what it states.
#[derive(Clone, Copy, PartialEq)]
enum Split {
    Yes,
    No,
}

fn read_draft_as(d: document::Draft, split: Split) -> Reading {
    let mut walk = Walk {
        r: Reading {
            number: d.number.clone(),
            title: d.title.clone(),
            ..Reading::default()
        },
        players: Players::default(),
        heaps: None,
        no_repeat_said: false,
        last_tuple: None,
        pending_position: None,
        extra_moves: Vec::new(),
        pending_pass: None,
        start_sentences: Vec::new(),
        heap_of_the_unknown: None,
        moves_added: 0,
        no_pass_remark: None,
        halving_by_example: None,
        division_unrounded: None,
        rounding_read: false,
        one_heap_remark: None,
        heap_bans: Vec::new(),
        s_conditions: Vec::new(),
        pair_condition: None,
        first_said: false,
        player_moves: Vec::new(),
        players_swapped: false,
        one_player: Vec::new(),
        ceiling: None,
        winner_if: None,
        word_names: None,
        letter_names: None,
        letter_first: None,
        question_shown: None,
    };
    let mut rules = parity_cases::joined(joined_lists(&d.rules));
    if split == Split::Yes {
        rules = semicolon_parts::apart(rules);
    }
    let rules = also_condition::apart(rule_and_example_apart(rules));
    let rules = remark_joined::joined(limited_move::apart(require::apart(asides_apart(rules))));
    for s in &rules {
        walk.read_rule_sentence_of_s(s);
    }
    walk.flag_position_unused();
    walk.join_extra_moves();
    walk.flag_no_pass_remark();
    walk.confirm_halving();
    walk.settle_division_rounding();
    walk.settle_fraction_rounding();
    walk.check_one_heap_remark();
    walk.check_repeat_heaps();
    walk.check_heap_bans();
    walk.bound_factors();
    walk.settle_players();
    walk.settle_player_moves();
    walk.settle_one_player_changes();
    walk.flag_rule_in_title();
    walk.flag_cut_short(&d);
    walk.settle_start();
    walk.name_numbers_beside_the_start();
    walk.name_heap_of_another_start();
    walk.settle_end();
    walk.settle_ceiling();
    walk.name_missing_keys();
    walk.name_draft_notes(&d);
    walk.read_questions(&d);
    walk.r
}

impl Walk {
    /// A sentence of the rules with a condition on the values of S taken
    /// off it («…, где S — нечётное число, 1 ≤ S ≤ 65.»): the condition kept
    /// for every question, the rest read as a sentence of its own (none
    /// left: «Известно, что S — чётное число.», the sentence is read).
    fn read_rule_sentence_of_s(&mut self, s: &str) {
        let Some((cond, rest)) = values_of_s::strip(s) else {
            return self.read_rule_sentence(s);
        };
        self.s_conditions.push(cond);
        if values_of_s::nothing_left(&rest) {
            self.r.sentences.push(Sentence {
                text: s.to_string(),
                ..Sentence::default()
            });
        } else {
            self.read_rule_sentence(&rest);
        }
    }

    /// One sentence of the rules offered to each reader in turn; a reader
    /// that finds its part marks the sentence used, and a sentence no reader
    /// used (or used but saying what is not supported) is named unread.
    fn read_rule_sentence(&mut self, s: &str) {
        self.r.sentences.push(Sentence {
            text: s.to_string(),
            ..Sentence::default()
        });
        let unread_before = self.r.unread.len();
        let ws = words(s);
        // `|=`: a reader that looks at every sentence; `||`: one that looks
        // only at a sentence no reader of rules before it used. The players,
        // the order and the heaps are read beside the rules: «Игроки ходят по
        // очереди, первый ход делает Петя, за один ход игрок может …» gives
        // the order and the moves.
        let names = self.read_player_names(s, &ws);
        let order = self.read_who_moves_first(s, &ws);
        let heaps = self.read_heaps(&ws);
        let example = self.read_example(s, &ws);
        let mut used = example || self.read_equal_heaps(&ws);
        used = used || self.read_requirement(s, &ws);
        used = used || self.read_limited_move(s);
        used = used || self.read_move_limit(s, &ws);
        used = used || self.read_moves(s, &ws);
        used = used || self.read_forbidden_to_one(s, &ws);
        used = used || self.read_added_for_one(s, &ws);
        used = used || self.read_no_moves(s, &ws);
        let end = !used && self.read_end_and_winner(s, &ws);
        used |= end;
        let rules = used && !example;
        used |= names || order || heaps;
        used |= self.read_no_repeat(s, &ws);
        used = used || self.read_repeat_allowed(&ws);
        let start = self.read_start(s, &ws);
        used |= start;
        self.name_what_beside(
            s,
            &ws,
            ReadBy {
                names,
                order,
                heaps,
                rules,
                end,
                start,
                example,
            },
        );
        used = used || self.read_move_absent(s, &ws);
        used = used || self.read_rounding(&ws);
        used = used || self.read_one_heap_remark(s, &ws);
        used = used || self.read_heap_ban(s, &ws);
        used = used || self.read_filler(s, &ws);
        // «За один ход игрок А может …»: a player named by a letter in a
        // sentence beside the pair (two mentions) and who moves first (one)
        // it gave — whose rule it is, not read.
        let letter_rule = self.letter_names.is_some()
            && letter_names::mentions(s).len() > 2 * usize::from(names) + usize::from(order);
        // «Три игрока, Петя, Ваня и Коля, играют …», «Петя, Ваня и Коля
        // ходят по очереди»: not a game of two.
        if more_than_two_players(s) {
            self.flag(s);
        }
        if !used && !ws.is_empty() || used && unsupported(&ws) || letter_rule {
            self.flag(s);
        }
        if let Some(last) = self.r.sentences.last_mut() {
            last.unread = self.r.unread.len() > unread_before;
        }
    }

    /// «Игроки ходят по очереди»: words that say nothing the template
    /// holds. A player named beside them («…, Ваня …») may say who moves
    /// first; not read, so the sentence stays unread.
    fn read_filler(&mut self, s: &str, ws: &[String]) -> bool {
        let v = vocabulary();
        // «Оба игрока играют безошибочно.», «Пропускать ход нельзя.»: a
        // remark read only when made wholly of remarks' words.
        let remark = v.group("filler.remarks").covers(ws) || site_label(s, ws);
        let phrase = filler_phrase_alone(ws);
        if !remark && !phrase {
            return false;
        }
        // «Будем говорить, что игрок имеет выигрышную стратегию …, но S не
        // кратно 5»: the definition of a winning strategy names no number
        // and no unknown; one that does says more than the definition.
        let definition_only = !remark && !v.group("filler.phrases").any(ws);
        if definition_only && ws.iter().any(|w| names_a_value(w)) {
            return false;
        }
        // «Игроки ходят по очереди, первый ход делается по жребию», «…,
        // начинает второй игрок»: the order of play said in words no
        // reader of the order took — never the default order.
        if says_order_unread(ws) {
            return false;
        }
        let names_player =
            !self.players.second.is_empty() && ws.iter().any(|w| self.players.role(w).is_some());
        if remark && v.group("filler.about_passing").any(ws) {
            self.no_pass_remark.get_or_insert_with(|| s.to_string());
        }
        !names_player
    }

    /// A remark that no player passes, with a pass read among the moves: the
    /// two disagree, and the remark is named.
    fn flag_no_pass_remark(&mut self) {
        let passes = self
            .key("moves")
            .is_some_and(|k| k.value.split_whitespace().any(|m| m == "pass"));
        if let Some(s) = self.no_pass_remark.take().filter(|_| passes) {
            self.flag(&s);
        }
    }

    /// A sentence named unread as a whole.
    fn flag(&mut self, s: &str) {
        self.r
            .unread
            .push(msg!("read-note-sentence", words = short(s)));
    }

    /// Marks the sentence just pushed as giving (or agreeing with) `name`.
    fn mark_last(&mut self, name: &'static str) {
        if let Some(last) = self.r.sentences.last_mut() {
            last.keys.push(name);
        }
    }

    /// Marks the (last) sentence the words are, or begin, as giving `name`.
    fn mark(&mut self, words: &str, name: &'static str) {
        if let Some(s) = self
            .r
            .sentences
            .iter_mut()
            .rev()
            .find(|s| s.text == words || short(&s.text) == words)
        {
            if !s.keys.contains(&name) {
                s.keys.push(name);
            }
        }
    }

    /// Sets a template key from `words`; a second sentence giving the key
    /// another value is named as a conflict, never taken.
    fn set(&mut self, name: &'static str, value: String, words: &str) {
        self.mark(words, name);
        let r = &mut self.r;
        match r.keys.iter_mut().find(|k| k.name == name) {
            Some(k) if !same_value(&k.value, &value) => r.unread.push(msg!(
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
    }

    /// A key read, by its name.
    fn key(&self, name: &str) -> Option<&Key> {
        self.r.keys.iter().find(|k| k.name == name)
    }

    /// Whether a key is read.
    fn has(&self, name: &str) -> bool {
        self.key(name).is_some()
    }
}

/// Whether two values of a key say the same: equal, or conditions equal
/// once every strict comparison with a number is made inclusive — heaps are
/// whole numbers, so «превышает 35» and «не менее 36» are one end.
fn same_value(a: &str, b: &str) -> bool {
    a == b || inclusive(a) == inclusive(b)
}

/// A condition with `> N` written `>= N+1` and `< N` written `<= N-1`.
pub(super) fn inclusive(condition: &str) -> String {
    let ts: Vec<&str> = condition.split_whitespace().collect();
    let mut out = Vec::with_capacity(ts.len());
    let mut i = 0;
    while i < ts.len() {
        let n = ts.get(i + 1).and_then(|t| t.parse::<i64>().ok());
        match (ts[i], n) {
            (">", Some(n)) if n < i64::MAX => {
                out.push(format!(">= {}", n + 1));
                i += 2;
            }
            ("<", Some(n)) if n > i64::MIN => {
                out.push(format!("<= {}", n - 1));
                i += 2;
            }
            (t, _) => {
                out.push(t.to_string());
                i += 1;
            }
        }
    }
    out.join(" ")
}

/// Whether a rules sentence says what gametable does not read: a player's
/// choice («Петя может выбрать …»), heaps swapped; not the choice of the
/// heap a move acts on («может выбрать одну из куч и добавить в неё …»).
fn unsupported(ws: &[String]) -> bool {
    let v = vocabulary();
    let kept = v.group("unsupported.heap_choice").without(ws);
    v.group("unsupported.phrases").any(&kept) || hedged_amount(ws)
}

/// «добавить хотя бы один камень», «убрать не один камень», «было около S
/// камней» (audit70): a word before an amount of stones that makes it no
/// one amount (`unsupported.hedges`), which the move's or the start's
/// reader would pass over. The heaps' remark «в каждой из них хотя бы один
/// камень» (`filler.heaps`) is the start's own bound, taken out first.
fn hedged_amount(ws: &[String]) -> bool {
    let v = vocabulary();
    let ws = &v.group("filler.heaps").without(ws);
    let hedges = v.group("unsupported.hedges");
    let kept = v.group("unsupported.hedge_left");
    let stones = v.group("heaps.stones");
    (0..ws.len()).any(|i| {
        let Some(len) = hedges.at(ws, i).filter(|n| *n > 0) else {
            return false;
        };
        // «если в ней останется хотя бы один камень»: what is left, a
        // condition of its own (read or named where it is read).
        if ws[i.saturating_sub(3)..i].iter().any(|w| kept.is(w)) {
            return false;
        }
        let at = i + len;
        let value = v.number_at(ws, at).map(|(_, l)| l).or_else(|| {
            ws.get(at)
                .filter(|w| w.chars().count() == 1 && w.chars().all(|c| c.is_ascii_alphabetic()))
                .map(|_| 1)
        });
        value.is_some_and(|l| ws.get(at + l).is_some_and(|w| stones.is(w)))
    })
}

/// Whether words holding a filler phrase say nothing beside it: a
/// definition of a winning strategy (as before), or a phrase
/// («…неограниченное количество камней», «игроки ходят по очереди») with
/// no word of a rule beside it (`filler.beside_rule`, audit70): «У каждого
/// игрока есть неограниченное количество камней, но удваивать кучу нельзя,
/// если …» holds a rule the phrase would pass over.
pub(super) fn filler_phrase_alone(ws: &[String]) -> bool {
    let v = vocabulary();
    if v.group("filler.strategy").any(ws) {
        return true;
    }
    let phrases = v.group("filler.phrases");
    if !phrases.any(ws) {
        return false;
    }
    let rule = v.group("filler.beside_rule");
    // A remark said beside the phrase («…; пропускать ход нельзя») is
    // filler as it is alone: taken out first.
    let beside = v.group("filler.remarks").without(&phrases.without(ws));
    // «Если камней в куче меньше, чем забирается, то такой ход выполнить
    // нельзя»: that a move needs the stones it takes, in its own words
    // (`filler.enough_beside`) and no number; «Если в куче больше 30
    // камней, такой ход выполнить нельзя» is a rule.
    if v.group("filler.enough").any(ws) {
        let own = v.group("filler.enough_beside");
        return beside.iter().all(|w| own.is(w))
            && !(0..beside.len()).any(|i| v.number_at(&beside, i).is_some());
    }
    !beside.iter().any(|w| rule.is(w))
}

/// A number or a one-letter Latin name (an unknown: «S», «K»).
fn names_a_value(w: &str) -> bool {
    is_digits(w) || w.len() == 1 && w.bytes().all(|b| b.is_ascii_alphabetic())
}

/// Whether words lost to a task (taken for its title, or split off before
/// its game's opening) may say a rule: a word of a rule, in a sentence that
/// is no remark wholly and no definition of a winning strategy (said first,
/// filler there as anywhere; not any filler phrase, which may stand beside
/// a rule: «Игроки ходят по очереди, но Ваня может ходить дважды»).
pub(super) fn may_say_a_rule(ws: &[String]) -> bool {
    let v = vocabulary();
    v.group("filler.title_rule").any(ws)
        && !v.group("filler.remarks").covers(ws)
        && !v.group("filler.strategy").any(ws)
}

/// Whether words taken for a task's title read as a sentence of the game,
/// not as a name: a rule's word (`may_say_a_rule`), a verb of the rules
/// («Игра заканчивается, когда …», «Победителем считается игрок, …»), a
/// comparison before a number («не менее 60», «более 100») or a number of
/// stones («В куче 7 камней.»). A title «Задача 19–21. Камни», «Игра с
/// двумя кучами», «Теория игр. Одна куча» says none of them.
pub(super) fn title_says_a_rule(ws: &[String]) -> bool {
    if may_say_a_rule(ws) {
        return true;
    }
    let v = vocabulary();
    if v.group("filler.remarks").covers(ws) || v.group("filler.strategy").any(ws) {
        return false;
    }
    let stones = |w: &String| w.starts_with("камн") || w.starts_with("камен");
    v.group("filler.title_game").any(ws)
        || (0..ws.len()).any(|i| {
            v.compare_at(ws, i)
                .is_some_and(|(_, n)| ws.get(i + n).is_some_and(|w| is_digits(w)))
        })
        || ws.windows(2).any(|p| is_digits(&p[0]) && stones(&p[1]))
}

/// Whether words dropped between a task's heading and its text (a piece
/// that read nothing, a line before a source's own number) may be a rule:
/// a rule's word as `may_say_a_rule` takes one, or a heap, a stone, a
/// player or a win named («Победителем считается игрок, первым получивший
/// кучу, в которой 50 или больше камней.»), in words that are no remark
/// wholly, no definition of a winning strategy and no talk of strategies
/// (a lesson's «Цель урока: … находить выигрышные стратегии.»).
fn may_tell_a_rule(ws: &[String]) -> bool {
    let v = vocabulary();
    may_say_a_rule(ws)
        || v.group("document.rule_words").any(ws)
            && !v.group("filler.remarks").covers(ws)
            && !v.group("filler.strategy").any(ws)
            && !v.group("questions.strategy").any(ws)
}

/// Whether a line under a task's heading may be a rule: a rule's word, or
/// a sentence (ending with its stop) that names a heap, a stone, a player
/// or a win (`may_tell_a_rule`). A heading with no stop («67. Теория игр
/// Одна куча», a site's section title) names a heap but says no rule.
pub(super) fn line_may_be_a_rule(line: &str) -> bool {
    let ws = words(line);
    may_say_a_rule(&ws)
        || line.trim_end().ends_with(['.', '!', ';', ':', '…']) && may_tell_a_rule(&ws)
}

/// «Источник: ЕГЭ 2024, досрочная волна.», «Раздел кодификатора ФИПИ: теория
/// игр.»: a site's label and a colon, then words that name no rule and no
/// move.
fn site_label(s: &str, ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(n) = v.group("filler.labels").at(ws, 0) else {
        return false;
    };
    let Some((head, _)) = s.split_once(':') else {
        return false;
    };
    let rest = &ws[n..];
    words(head).len() == n
        && !v.group("filler.title_rule").any(rest)
        && !super::moves::is_moves(rest)
}

mod beside;
mod division;
mod end;
mod examples;
mod halving;
mod heap_ban;
mod moves;
mod one_heap;
mod one_player;
mod player_moves;
mod players;
mod questions;
mod remark_joined;
mod repeat_heaps;
mod semicolon_parts;
mod settle;
mod start;
