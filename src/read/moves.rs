//! The move sentences → the moves of the rules language («+1 *2», «-2 /2 up»,
//! «+other», passes and transfers): a move list is the densest part of a game's
//! wording, so its reader is a module of its own. This one finds a moves
//! sentence and walks its steps (`MoveList`): the remarks in brackets
//! (`remarks`), each item and clause of the list (`clause`), then what the
//! whole list settles (`finish`); `move_clause` reads one clause, `rounding` a
//! division's rounding, `rules` the game's other sentences.

mod clause;
mod compared_heap;
mod finish;
mod made_so;
mod remarks;
#[cfg(test)]
mod tests;

use super::conditional;
use super::dash_range;
use super::rules::{has, Found};
use super::tokens::words;
use super::vocabulary::vocabulary;
use std::borrow::Cow;

/// The words after which a moves sentence lists its moves («За один ход
/// игрок может …», «Ход состоит в том, что …»); a moves sentence holds the
/// first word of one of them.
fn list_openers() -> &'static [String] {
    vocabulary().as_written("moves.list_openers")
}

/// «Ходы: +1, +5 или ×2.»: a post's list of moves in signs alone after a
/// label of its own (`move_words.signed_label`, all the words before the
/// colon) → `+1 +5 *2`.
pub fn signed_list(sentence: &str) -> Option<String> {
    let (label, list) = sentence.split_once(':')?;
    let label_ws = words(label);
    if label_ws.is_empty()
        || !vocabulary()
            .group("move_words.signed_label")
            .covers(&label_ws)
    {
        return None;
    }
    let list = list.trim().trim_end_matches(['.', ';']).trim();
    remarks::signed_moves(list).map(|moves| moves.join(" "))
}

/// «Возможные ходы: +1, +3, ×2 (добавить в кучку одну спичку, добавить
/// три спички или удвоить количество спичек в кучке).»: the post's list in
/// signs, restated in words in brackets. Read only when the words, read as
/// a list of their own («За один ход игрок может …»), give the same moves
/// and leave nothing unread: the two say one thing, or it is not read.
/// With the list, the divisors whose rounding the words do not say (a
/// plain `/2` of the signs is rounded only as the words or the text say).
pub fn signed_list_restated(sentence: &str, heaps: Option<usize>) -> Option<(String, Vec<i64>)> {
    let body = sentence.trim().trim_end_matches(['.', ';']).trim_end();
    let inner = body.strip_suffix(')')?;
    let (head, words_said) = inner.split_once('(')?;
    if words_said.contains(['(', ')']) {
        return None;
    }
    let signed = signed_list(head.trim_end())?;
    let restated = moves(
        &format!("За один ход игрок может {}.", words_said.trim()),
        heaps,
    );
    let same = restated.wholly_read()
        && restated.halving_by_example.is_none()
        && restated.keys.len() == 1
        && restated.keys[0] == ("moves", signed.clone());
    same.then_some((signed, restated.division_unrounded))
}

/// The moves of a plain list (`+1 *2`: each a sign and a whole number,
/// on any heap), or `None` when any is more (a condition, a heap, a
/// range).
pub(super) fn plain_moves(list: &str) -> Option<Vec<&str>> {
    let tokens: Vec<&str> = list.split_whitespace().collect();
    tokens
        .iter()
        .all(|t| {
            let mut c = t.chars();
            c.next().is_some_and(|s| "+-*/".contains(s))
                && !c.as_str().is_empty()
                && c.as_str().bytes().all(|b| b.is_ascii_digit())
        })
        .then_some(tokens)
}

/// Whether a sentence states the moves: «За один ход игрок может …».
pub fn is_moves(ws: &[String]) -> bool {
    let v = vocabulary();
    let verb = conditional::VERBS.iter().any(|g| v.group(g).any(ws))
        || v.group("verbs.transfer").any(ws)
        || v.group("verbs.pass").any(ws)
        || ws
            .iter()
            .any(|w| v.factor_at(std::slice::from_ref(w), 0).is_some());
    // «За один ход игрок может …», «Игроки по очереди могут …», «Ход
    // состоит в том, что игрок добавляет …».
    let may = list_openers()
        .iter()
        .filter_map(|o| o.split(' ').next())
        .any(|w| has(ws, w));
    // «Первый игрок может …»: a player by his role.
    let role = v.group("moves.role_opener").at(ws, 0).is_some();
    let players = role
        || ws
            .first()
            .is_some_and(|w| v.group("moves.player_opener").is(w));
    // «За один ход игрок добавляет в кучу камень или увеличивает …».
    let each_move = v
        .group("move_words.each_move")
        .at(ws, 0)
        .is_some_and(|n| ws.len() > n);
    let may = may || each_move || names_the_moves(ws);
    verb && may
        && (v.group("move_words.move").any(ws) || players)
        && !ws
            .first()
            .is_some_and(|w| v.group("moves.not_opener").is(w))
}

/// Whether a sentence is a move list whose head was cut off with the text
/// before it («добавить в одну из куч один камень или увеличить количество
/// камней в куче в два раза.», the docstring starting there): it opens with a
/// move verb in the infinitive and says no «может», no «не» or «нельзя»
/// (then it forbids, never allows). The caller takes it only as a task's
/// first sentence read.
pub fn headless(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(first) = ws.first() else {
        return false;
    };
    let infinitive = first.ends_with("ть") || first.ends_with("ти");
    let verb = conditional::VERBS
        .iter()
        .any(|g| v.group(g).at(ws, 0).is_some());
    let denied = v.group("moves.denied").any(ws);
    infinitive && verb && !denied && !v.group("moves.not_headless").is(first) && !is_moves(ws)
}

/// «Кроме того, если в куче не менее 10 камней, игрок может увеличить …»:
/// a sentence adding moves whose condition comes before «может». The
/// sentence without its condition («Кроме того, игрок может увеличить …»,
/// checked as any sentence adding moves: its «не» is the condition's, not a
/// denial) and the moves sentence with the condition after «может»
/// («Кроме того, игрок может: если …, увеличить …»); `None` for any other.
pub fn continued_condition_first(sentence: &str, ws: &[String]) -> Option<(String, String)> {
    let v = vocabulary();
    if v.group("move_words.continued").at(ws, 0).is_none() {
        return super::also_condition::also_condition_first(sentence);
    }
    let t = sentence.trim_start();
    let opener = v
        .group("move_words.continued")
        .phrases()
        .iter()
        .filter_map(|p| super::tokens::find_lower(t, p).filter(|r| r.start == 0))
        .max_by_key(|r| r.end)?;
    let head = &t[..opener.end];
    let rest = t[opener.end..].trim_start_matches([',', ' ']);
    let (_, who, tail) = conditional::condition_first_parts(rest)?;
    let said = conditional::condition_first(rest)?;
    Some((
        format!("{head}, {who} может {tail}"),
        format!("{head}, {said}"),
    ))
}

/// «Кроме того, игрок может …», «Также можно …», «Ещё один возможный ход
/// — …»: a sentence that adds moves to a list said before it. The moves
/// sentence to read (the noun form given the head «За один ход игрок
/// может»), or none; a sentence that forbids («не», «нельзя») is none.
pub fn continued_moves(sentence: &str, ws: &[String]) -> Option<String> {
    let v = vocabulary();
    let opens = v.group("move_words.continued").at(ws, 0);
    // «Также можно сделать так, чтобы камней в куче стало вдвое больше»:
    // the growth said by the heap it leaves is a verb of moving too.
    // The sentence's words are cut again only when it says such a growth.
    let lower = sentence.to_lowercase().replace('ё', "е");
    let grown = match made_so::made_so(&lower) {
        Cow::Owned(said) => Cow::Owned(words(&said)),
        Cow::Borrowed(_) => Cow::Borrowed(ws),
    };
    let verb = conditional::VERBS.iter().any(|g| v.group(g).any(&grown))
        || (0..ws.len()).any(|i| v.factor_at(ws, i).is_some());
    let denied = v.group("moves.denies").any(ws);
    let opener = opens.filter(|_| verb && !denied)?;
    // «Кроме того, игрок может …»: every player's; «Кроме того, второй
    // игрок (Петя) может …» is one player's, not read here.
    if let Some(may) = v.group("players.list_opener").position(ws) {
        let every = v.group("move_words.every_player");
        let whose = may >= opener && (opener..may).all(|i| every.at(ws, i).is_some());
        return whose.then(|| sentence.to_string());
    }
    // «Ещё один (возможный) ход — …», «Также допустим ход: …».
    let lower = sentence.to_lowercase();
    let at = lower
        .find(" ход ")
        .or_else(|| lower.find(" ход—"))
        .or_else(|| lower.find(" ход:"))?;
    let rest = lower[at + " ход".len()..].trim_start();
    let rest = rest.strip_prefix(['—', '–', '-', ':'])?.trim_start();
    verb_after(rest).then(|| format!("За один ход игрок может {rest}"))
}

/// Whether the list after a noun of moves opens with a move's verb
/// («добавить», «утроить»).
fn verb_after(rest: &str) -> bool {
    let v = vocabulary();
    let ws = words(rest);
    conditional::VERBS
        .iter()
        .any(|g| v.group(g).at(&ws, 0).is_some())
        || v.factor_at(&ws, 0).is_some()
}

/// «Допустимые ходы: …», «В игре разрешено делать следующие ходы: …»,
/// «Ходом считается …»: the moves named by a noun, the list after it.
fn names_the_moves(ws: &[String]) -> bool {
    let v = vocabulary();
    let named = v.group("moves.moves_noun").any(ws) && v.group("moves.allowed").any(ws);
    let counts = v.group("moves.counts_as").at(ws, 0).is_some();
    named || counts
}

/// «Первым ходом игрок может …», «На втором ходу Петя может …»: the moves
/// of one move of the game, not of every move (read as the game's moves,
/// complete, before).
fn names_one_move_of_the_game(head: &[String]) -> bool {
    vocabulary().group("moves.one_move_of_the_game").any(head)
}

/// «За один ход игрок не может …», «Нельзя …»: a head that forbids the
/// moves after it, never allows them; what the players may do is then unsaid.
fn forbids(head: &[String]) -> bool {
    vocabulary().group("require.forbid").any(head)
}

/// Where a moves sentence's list starts: after «может»/«можно» …, else
/// after the colon of «Допустимые ходы:» or after «Ходом считается».
fn list_start(lower: &str) -> usize {
    if let Some(at) = list_openers()
        .iter()
        .filter_map(|w| lower.find(w).map(|i| i + w.len()))
        .min()
    {
        return at;
    }
    if let Some(colon) = lower.find(':') {
        if names_the_moves(&words(&lower[..colon])) {
            return colon + 1;
        }
    }
    vocabulary()
        .as_written("moves.list_after")
        .iter()
        .find_map(|w| lower.find(w.as_str()).map(|i| i + w.len()))
        .unwrap_or(0)
}

/// A moves sentence as its steps read it: the sentence lower-cased, the
/// moves read so far and what the whole list settles at its end.
struct MoveList<'a> {
    /// The sentence as given, named whole when a part of it is not read.
    sentence: &'a str,
    sentence_words: Vec<String>,
    /// The sentence lower-cased, «ё» as «е», «1,5 раз» in words, ranges said.
    lower: String,
    /// The number of heaps, when the text has said it.
    heaps: Option<usize>,
    found: Found,
    /// The rounding said of a division: up, down or only when exact.
    round_up: bool,
    round_down: bool,
    exact: bool,
    /// «(если количество камней нечётно, то ход невозможен)»: the division
    /// is exact, and by the divisor the remark names (2 for «нечётно»).
    exact_divisor: Option<i64>,
    /// «(но не более, чем на 80 камней)»: a cap on a growth by any factor.
    cap: Option<i64>,
    /// The moves restated in signs in brackets («(+1)», «(+1, ×2)»), and
    /// the remarks that said them: the words' moves must be these.
    signs: Vec<String>,
    signs_said: Vec<String>,
    /// The moves read, in the rules language.
    out: Vec<String>,
    /// The moves that act on a named heap: (from, to, label) over `out`.
    targeted: Vec<(usize, usize, &'static str)>,
    /// A heap named apart from its move («а во вторую — …»): its label and
    /// words, for the clause after it.
    elided: Option<(&'static str, String)>,
    /// Whether a move was read on a heap named by number («в первую кучу»):
    /// only then is a heap said alone the next move's.
    heap_numbered: bool,
    /// Whether the item being read ends in a heap said alone after a bare
    /// comma («положить в первую кучу 2 камня, во вторую — 3»): the second
    /// half of one action, maybe, as after «а» (audit73); not read.
    heap_after_comma: bool,
    /// Whether a heap said alone was read as the next move's; then a move
    /// on no named heap (`on_any_heap`, its clauses) may be the heap's
    /// before it («в первую кучу добавить камень или удвоить, а во вторую
    /// — …»), and is named.
    elided_used: bool,
    on_any_heap: Vec<String>,
    /// «добавить один или два камня в меньшую кучу»: the run of amounts
    /// said bare (a verb and a number, no unit, no heap) just before the
    /// clause being read — where its moves start in `out` and its clauses
    /// in `on_any_heap`; they share the unit and heap said after them.
    bare_run: Option<(usize, usize)>,
    /// «… и одновременно во вторую — …»: the sentence may change both heaps
    /// in one move; no heap said alone is read.
    at_once: bool,
    /// The verb of the clause before, for a clause that says only an amount.
    last_kind: Option<&'static str>,
    /// A clause that takes half the heap («убрать половину камней»): read
    /// only when the sentence says how an odd heap is halved.
    halved: Option<String>,
    /// «уменьшить на треть»: the clause, read (`*2/3`) only when the
    /// sentence says the move is made only on a heap three divides.
    thirded: Option<String>,
    /// «уменьшить наполовину»: the clause, read (`/2`) only when the
    /// sentence says how an odd heap is halved or that it is not.
    halved_to: Option<String>,
    /// «(если кучи равны, можно удвоить любую)»: the rule for equal heaps
    /// in brackets, its words and its text; checked at the list's end
    /// against the moves read (`finish`), named when it says other moves.
    equal_remark: Option<(Vec<String>, String)>,
    /// Whether the list says the moves of each parity apart
    /// (`parity_cases`): each case's list is read whole.
    parity_cases: bool,
}

/// The moves of a moves sentence: the rules language's list (`+1 *2`), in a
/// game of `heaps` heaps when the text has said how many.
pub fn moves(sentence: &str, heaps: Option<usize>) -> Found {
    let mut list = MoveList::new(sentence, heaps);
    if list.pass_alone() {
        return list.found;
    }
    list.flag_fractions();
    list.flag_cut_off();
    let start = list_start(&list.lower);
    let head = words(&list.lower[..start]);
    if names_one_move_of_the_game(&head) || forbids(&head) {
        list.unread(sentence);
    }
    let body = list.lower[start..].to_string();
    let plain = list.read_remarks(&body);
    let items = move_list_items(&plain);
    list.parity_cases = super::parity_cases::both_said(&items);
    for item in items {
        list.read_item(&item);
    }
    // A heap named apart with no clause after it (the dash after it may
    // start an item of the list).
    if let Some((_, said)) = list.elided.take() {
        list.found.unread.push(said);
    }
    if list.elided_used {
        // «…, или увеличить количество камней в любой из куч в два раза»:
        // a move said to be on any heap is no heap's before it.
        let any_heap = std::mem::take(&mut list.on_any_heap);
        let said_any = |c: &String| vocabulary().group("move_words.any_heap").any(&words(c));
        list.found
            .unread
            .extend(any_heap.into_iter().filter(|c| !said_any(c)));
    }
    list.finish();
    list.found
}

impl<'a> MoveList<'a> {
    fn new(sentence: &'a str, heaps: Option<usize>) -> Self {
        // «в 1,5 раза» is «в полтора раза» (the words split the number).
        let lower = sentence
            .to_lowercase()
            .replace('ё', "е")
            .replace("1,5 раз", "полтора раз")
            .replace("1.5 раз", "полтора раз");
        // «1–3 камня»: a range, never the last number alone.
        let lower = dash_range::spoken_ranges(&lower);
        // «в кучу, где меньше камней» is «в меньшую кучу».
        let lower = compared_heap::compared_heaps(&lower);
        // «сделать так, чтобы камней в куче стало в три раза больше».
        let lower = made_so::made_so(&lower).into_owned();
        let sentence_words = words(sentence);
        let at_once = vocabulary().group("moves.at_once").any(&sentence_words);
        MoveList {
            sentence,
            sentence_words,
            lower,
            heaps,
            found: Found::default(),
            round_up: false,
            round_down: false,
            exact: false,
            exact_divisor: None,
            cap: None,
            signs: Vec::new(),
            signs_said: Vec::new(),
            out: Vec::new(),
            targeted: Vec::new(),
            last_kind: None,
            elided: None,
            heap_numbered: false,
            heap_after_comma: false,
            elided_used: false,
            on_any_heap: Vec::new(),
            bare_run: None,
            at_once,
            halved: None,
            thirded: None,
            halved_to: None,
            parity_cases: false,
            equal_remark: None,
        }
    }

    /// «Пропуск хода разрешается каждому игроку только один раз за всю
    /// игру.»: a sentence of its own that allows a pass, no other move.
    fn pass_alone(&mut self) -> bool {
        let v = vocabulary();
        let other_verb = conditional::VERBS
            .iter()
            .chain(["verbs.transfer"].iter())
            .any(|g| v.group(g).any(&self.sentence_words));
        if v.group("verbs.pass").any(&self.sentence_words) && !other_verb {
            if let Some(m) = pass_move(&self.sentence_words) {
                self.found.keys.push(("moves", m));
                return true;
            }
        }
        false
    }

    /// «в 2,5 раза», «на 50 %»: a factor that is no whole number (but
    /// «полтора», read above) or a share in per cent — never the number's
    /// parts read as stones.
    fn flag_fractions(&mut self) {
        let chars: Vec<char> = self.lower.chars().collect();
        let decimal = chars
            .windows(3)
            .any(|w| w[0].is_ascii_digit() && matches!(w[1], ',' | '.') && w[2].is_ascii_digit());
        let percent = vocabulary()
            .as_written("moves.percent")
            .iter()
            .any(|w| self.lower.contains(w.as_str()));
        if decimal || self.lower.contains('%') || percent {
            self.found.unread.push(self.sentence.trim().to_string());
        }
    }

    /// «За один ход игрок может добавить в кучу один камень или»: a list
    /// ending on a conjunction was cut off (a line lost at a page break);
    /// the moves after it are unsaid, so the sentence is named unread.
    fn flag_cut_off(&mut self) {
        let cut = self
            .sentence_words
            .last()
            .is_some_and(|w| vocabulary().group("moves.dangling_end").is(w));
        if cut {
            self.found.unread.push(self.sentence.trim().to_string());
        }
    }

    /// A part of the sentence named unread.
    fn unread(&mut self, part: &str) {
        self.found.unread.push(part.trim().to_string());
    }
}

/// The items of a list with no brackets left, each conditional alternative
/// («если …, уменьшить …; иначе …») an item of its own.
fn move_list_items(plain: &str) -> Vec<String> {
    let items = super::move_list::split_items(plain);
    // The moves of each parity said apart: each case's list is whole, never
    // cut into its alternatives.
    if super::parity_cases::both_said(&items) {
        return items
            .into_iter()
            .flat_map(|i| match super::parity_cases::whole_case(&i) {
                true => vec![i],
                false => super::move_list::conditional_alternatives(i),
            })
            .collect();
    }
    items
        .into_iter()
        .flat_map(super::move_list::conditional_alternatives)
        .collect()
}

/// A pass, read only when the text says it is each player's, once a game
/// («каждый игрок может один раз за игру пропустить ход»): `pass limit 1
/// each`. Said otherwise (how often, whose) it is not read.
fn pass_move(sentence: &[String]) -> Option<String> {
    let v = vocabulary();
    (v.group("move_words.once").any(sentence) && v.group("move_words.each").any(sentence))
        .then(|| "pass limit 1 each".to_string())
}

fn has_number(ws: &[String]) -> bool {
    let v = vocabulary();
    (0..ws.len()).any(|i| v.number_at(ws, i).is_some())
}

/// A number in digits or in words («5», «пяти»).
fn is_number(w: &str) -> bool {
    w.bytes().all(|b| b.is_ascii_digit()) || vocabulary().number_at(&[w.to_string()], 0).is_some()
}
