//! Example sentences of a task, checked against the rules read: «Например,
//! имея кучу из 15 камней, за один ход можно получить кучу из 17 или 30
//! камней» (the positions one move gives), the no-repeat rule's «Если Петя
//! добавил 1 камень …, то следующим ходом Ваня может …», and «при
//! начальной позиции (6, 34) выигрышная стратегия есть у Пети» (checked
//! on the solved game). An example that disagrees leaves the task
//! incomplete.

mod arrows;
mod barred;
mod check;
mod colon;
mod end;
mod made_first;
mod outcome;
mod reply;
mod same_barred;

use super::move_clause;
use super::short;
use super::tokens::{is_digits, words};
use super::vocabulary::vocabulary;
use crate::game::{Game, State, Status};
use crate::i18n::Msg;
use crate::msg;
use crate::solved::Solved;
use arrows::arrow_example;
pub(super) use arrows::has_arrow;
pub(super) use check::{check_example, check_strategy};
pub(super) use colon::rule_and_example_apart;
pub(super) use end::end_example;
pub(super) use outcome::outcome_example;
pub(super) use reply::reply_example;
pub(super) use same_barred::same_barred_example;

/// An example sentence: from a position, the positions one move gives;
/// or positions where a player has a winning strategy (`to` empty, `wins`
/// the player: 1 the first mover, 2 his opponent).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Example {
    pub(super) sentence: String,
    pub(super) from: Vec<i64>,
    pub(super) to: Vec<Vec<i64>>,
    pub(super) strategy: Option<(Vec<Vec<i64>>, u8)>,
    /// The move just made, for a no-repeat rule's example, and positions
    /// the example says cannot be reached.
    pub(super) last_move: Option<String>,
    pub(super) absent: Vec<Vec<i64>>,
    /// «Например, если в куче 30 камней, игра окончена»: the example says
    /// the game is over at `from` (and `to` is empty).
    pub(super) ends_game: bool,
    /// «…, и победителем будет Ваня»: the move from `from` to `to` ends the
    /// game, and whether the player who made it wins.
    pub(super) mover_wins: Option<bool>,
    /// «…, то Ваня может либо добавить два камня, либо удвоить кучу»: the
    /// moves allowed after `last_move`, said with no position.
    pub(super) replies: Vec<String>,
    /// «…, то своим вторым ходом он может …»: `replies` are the next moves
    /// of the player who made `last_move` (an own-move rule's example), not
    /// of his opponent.
    pub(super) own_reply: bool,
    /// «…, то Ваня этим же ходом сходить не может»: the reply may make every
    /// move but `last_move` (the moves listed when checked, from the game).
    pub(super) same_barred: bool,
    /// «если в куче 10 камней и Петя добавит один камень, то Ваня может
    /// получить 12 или 22»: the move made from `from` before `to` is reached.
    pub(super) first_move: Option<String>,
}

impl Example {
    /// The plain example: from `from`, one move gives each of `to`.
    pub(super) fn of_moves(sentence: &str, from: Vec<i64>, to: Vec<Vec<i64>>) -> Example {
        Example {
            sentence: sentence.to_string(),
            from,
            to,
            strategy: None,
            last_move: None,
            absent: Vec::new(),
            ends_game: false,
            mover_wins: None,
            replies: Vec::new(),
            own_reply: false,
            same_barred: false,
            first_move: None,
        }
    }
}

pub(super) fn is_example(ws: &[String]) -> bool {
    let v = vocabulary();
    v.group("examples.marker").any(ws)
        && ws.iter().any(|w| w.bytes().all(|b| b.is_ascii_digit()))
        && !v.group("examples.reply").any(ws)
}

/// «Если Петя добавил 1 камень и получил кучу из 4 камней, то следующим
/// ходом Ваня может либо добавить 2 камня (и получить 6 камней), либо
/// удвоить количество камней в куче (их станет 8)»: the move made, the
/// position, the positions the reply can reach.
pub(super) fn repeat_example(s: &str) -> Option<Example> {
    let lower = s.to_lowercase().replace('ё', "е");
    let made = lower.find(" и получил")?;
    let start = lower.find("если ")? + "если ".len();
    let ws = words(&lower[start..made]);
    let mv = move_clause::clause_moves(move_clause::verb_kind(&ws)?, &ws)?;
    let [mv] = mv.as_slice() else { return None };
    let after = words(&lower[made..]);
    let num = |w: &String| w.parse::<i64>().ok();
    let from = after.iter().find_map(num)?;
    let to: Vec<Vec<i64>> = after
        .iter()
        .enumerate()
        .filter(|(_, w)| vocabulary().group("examples.results").is(w))
        .filter_map(|(i, _)| after[i + 1..].iter().take(3).find_map(num))
        .map(|n| vec![n])
        .collect();
    (!to.is_empty()).then(|| Example {
        sentence: s.to_string(),
        from: vec![from],
        to,
        strategy: None,
        last_move: Some(mv.clone()),
        absent: Vec::new(),
        ends_game: false,
        mover_wins: None,
        replies: Vec::new(),
        own_reply: false,
        same_barred: false,
        first_move: None,
    })
}

/// An example sentence's parts: «Например, если в куче 12 камней, то …, а
/// если в куче 11 камней, то …» is two examples.
pub(super) fn parts(s: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut rest = s;
    while let Some(at) = [", а если ", ", а из ", ", а имея ", ", а для "]
        .iter()
        .filter_map(|m| rest.find(m))
        .min()
    {
        if let Some(l) = out.last_mut() {
            l.push_str(&rest[..at]);
        }
        out.push(String::new());
        rest = &rest[at + 2..];
    }
    if let Some(l) = out.last_mut() {
        l.push_str(rest);
    }
    out
}

/// A moves sentence with its example in brackets («… в два раза
/// (например, из кучи в 10 камней можно получить 11 или 20 камней).»,
/// «… (например, 10 → 11, 10 → 20)»)
/// → the sentence without it, then the example as a sentence of its own,
/// checked like any other. Sentences with no such aside pass unchanged.
pub(super) fn asides_apart(sentences: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(sentences.len());
    for s in sentences {
        // Found in the sentence itself, not in a lower-cased copy: lower
        // case may take other byte lengths («İ»), and these offsets cut `s`.
        let aside = ["(например", "(Например"]
            .iter()
            .filter_map(|w| s.find(w))
            .min()
            .and_then(|open| {
                let close = open + balancing_close(&s[open..])?;
                let inner = &s[open + 1..close];
                (is_example(&words(inner)) || has_arrow(inner)).then_some((
                    open,
                    close,
                    inner.trim().to_string(),
                ))
            });
        match aside {
            Some((open, close, inner)) => {
                let rest = format!("{}{}", s[..open].trim_end(), &s[close + 1..]);
                out.push(rest);
                let mut chars = inner.chars();
                let head: String = chars
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .collect();
                out.push(format!("{head}{}.", chars.as_str().trim_end_matches('.')));
            }
            None => out.push(s),
        }
    }
    out
}

/// The byte offset of the bracket that closes the one `s` opens with:
/// an aside may hold positions in brackets of its own («(например, из
/// позиции (10, 5) можно получить (11, 5) …)»).
fn balancing_close(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The number tuples of a sentence: `(10, 5)`, `(11, 5)`, …
pub(super) fn tuples(s: &str) -> Vec<Vec<i64>> {
    tuples_closing(s).map(|(tuple, _)| tuple).collect()
}

/// Each number tuple of a sentence and the byte after its `)` (none when
/// the sentence stops before it closes): the words up to the next `(` after
/// its own, so one pass over the sentence.
fn tuples_closing(s: &str) -> impl Iterator<Item = (Vec<i64>, Option<usize>)> + '_ {
    s.match_indices('(').filter_map(move |(open, _)| {
        let piece = &s[open + 1..];
        let piece = &piece[..piece.find('(').unwrap_or(piece.len())];
        let close = piece.find(')');
        let nums: Option<Vec<i64>> = piece[..close.unwrap_or(piece.len())]
            .split([',', ';'])
            .map(|x| x.trim().parse::<i64>().ok())
            .collect();
        nums.filter(|n| n.len() >= 2)
            .map(|n| (n, close.map(|c| open + c + 2)))
    })
}

/// Whether nothing but closing words (`examples.after_positions`: «и т. д.»)
/// follows the last number tuple of a sentence.
fn ends_with_positions(s: &str) -> bool {
    let end = tuples_closing(s)
        .filter_map(|(_, end)| end)
        .last()
        .unwrap_or(0);
    let v = vocabulary();
    words(&s[end..])
        .iter()
        .all(|w| v.group("examples.after_positions").is(w))
}

/// An example's position and the positions it lists: «(10, 5)» named in
/// the sentence before, then `(11, 5), (20, 5), …`; or «кучи из 15 камней
/// … из 17 или 30 камней».
pub(super) fn example(s: &str, tuples: &[Vec<i64>], before: Option<&Vec<i64>>) -> Option<Example> {
    if vocabulary().group("examples.negation").any(&words(s)) {
        return barred::barred_example(s, before);
    }
    if has_arrow(s) {
        return arrow_example(s);
    }
    if !tuples.is_empty() {
        // Words after the positions listed say more than the example checks
        // («…, (8, 6), а также уменьшить кучу вдвое», «…; кроме того, можно
        // убрать 2 камня»): the sentence is not read, never read in part.
        if !ends_with_positions(s) {
            return None;
        }
        // The words before the first tuple: a tuple before any word of
        // reaching («из позиции (10, 5) можно получить …») is the position
        // moved from; «если в первой куче 10 камней, а во второй 5, то
        // можно получить (11, 5), …» names it in words.
        let lead = &s[..s.find('(').unwrap_or(0)];
        let names_from = !words(lead).iter().any(|w| reaching(w));
        let in_words = heap_sizes(lead).filter(|n| n.len() == tuples[0].len());
        let (from, to) = match (before, in_words) {
            _ if names_from && tuples.len() >= 2 => (tuples[0].clone(), tuples[1..].to_vec()),
            (_, Some(n)) if !names_from => (n, tuples.to_vec()),
            (Some(b), _) if !tuples.contains(b) => (b.clone(), tuples.to_vec()),
            _ if tuples.len() >= 2 => (tuples[0].clone(), tuples[1..].to_vec()),
            _ => return None,
        };
        return Some(Example::of_moves(s, from, to));
    }
    let ws = words(s);
    if vocabulary().group("examples.not_of_moves").any(&ws) {
        return None;
    }
    let first_move = made_first::move_made(s)?;
    let nums = heap_sizes(s)?;
    // «Например, пусть в куче 10 камней. Тогда … 11 или 20 камней.»: the
    // position is the sentence before's.
    let from = match before {
        Some(b)
            if b.len() == 1
                && ws
                    .first()
                    .is_some_and(|w| vocabulary().group("examples.then").is(w))
                && nums.first() != b.first() =>
        {
            b.clone()
        }
        _ => vec![*nums.first()?],
    };
    let to = if from.first() == nums.first() {
        &nums[1..]
    } else {
        &nums[..]
    };
    (!to.is_empty()).then(|| Example {
        first_move,
        ..Example::of_moves(s, from, to.iter().map(|n| vec![*n]).collect())
    })
}

/// The heap sizes an example of one heap names, in digits or words
/// («из десяти камней … одиннадцати или двадцати»); a number of moves or
/// times («за один ход», «в два раза», «одну из куч») and words in
/// brackets («(добавив один камень)») are not sizes. `None` when a
/// number is no whole one.
pub(super) fn heap_sizes(s: &str) -> Option<Vec<i64>> {
    let mut plain = String::with_capacity(s.len());
    let mut depth = 0usize;
    for c in s.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let ws = words(&plain);
    let v = vocabulary();
    // A sentence with sizes in digits says its other numbers in words
    // («Получить 5 камней Ваня не может, так как для этого нужно добавить
    // один камень»): then only the digits are sizes.
    let digits = ws.iter().any(|w| w.bytes().all(|b| b.is_ascii_digit()));
    let mut nums = Vec::new();
    let mut i = 0;
    while i < ws.len() {
        match v.number_at(&ws, i) {
            Some((n, len))
                if !digits
                    || is_digits(&ws[i])
                    || beside_digits(&ws, i, len)
                    || position_in_words(&ws, i, len) =>
            {
                let next = ws.get(i + len).map(String::as_str).unwrap_or("");
                // «нужно добавить 1 камень»: a move's amount, after its verb.
                let amount = i > 0
                    && ["verbs.add", "verbs.sub"]
                        .iter()
                        .any(|g| v.group(g).at(&ws, i - 1).is_some());
                let counts = v.group("examples.counts_no_size").is(next) || amount;
                if !counts {
                    nums.push(n.whole()?);
                }
                i += len;
            }
            _ => i += 1,
        }
    }
    Some(nums)
}

/// A size in words joined by «или» to one in digits («получить одиннадцать
/// или 20 камней», «11 камней или двадцать»): a size too, in a sentence
/// whose sizes are digits.
fn beside_digits(ws: &[String], at: usize, len: usize) -> bool {
    let or = |w: &String| w == "или" || w == "либо";
    let stones = |w: &String| vocabulary().group("heaps.stones").is(w);
    let mut j = at + len;
    if ws.get(j).is_some_and(stones) {
        j += 1;
    }
    let after = ws.get(j).is_some_and(or) && ws.get(j + 1).is_some_and(|w| is_digits(w));
    let mut k = at;
    let before = k >= 2 && or(&ws[k - 1]) && {
        k -= 2;
        if stones(&ws[k]) && k >= 1 {
            k -= 1;
        }
        is_digits(&ws[k])
    };
    after || before
}

/// The example's position in words before its results in digits («имея
/// кучу из пятнадцати камней, … получить кучу из 17 или 30 камней», «из
/// кучи в двадцать камней», «если в куче двенадцать камней»): stones after
/// «из», «в» or «куче», and no digit before it.
fn position_in_words(ws: &[String], at: usize, len: usize) -> bool {
    let v = vocabulary();
    let stones = ws
        .get(at + len)
        .is_some_and(|w| v.group("heaps.stones").is(w));
    let placed = at > 0 && v.group("examples.before_size").is(&ws[at - 1]);
    stones && placed && !ws[..at].iter().any(|w| is_digits(w))
}

/// A word of an example's reaching a position: «получить», «можно»,
/// «может», «оказаться», «станет».
fn reaching(w: &str) -> bool {
    vocabulary().group("examples.reaching").is(w)
}

/// A sentence that only sets an example's position, in words:
/// «Например, пусть в куче 10 камней.», «Например, пусть в первой куче 10
/// камней, а во второй 5 камней.» — the sizes, for the «Тогда …» sentence
/// after it. Nothing reached from it may be said («получить», «может»),
/// nor an outcome («игра завершается»).
/// `ws` and `tuples` are the sentence's words and number tuples.
pub(super) fn position_said(
    s: &str,
    ws: &[String],
    tuples: &[Vec<i64>],
    heaps: Option<usize>,
) -> Option<Vec<i64>> {
    let opens = opens_example(ws) || vocabulary().group("examples.position").at(ws, 0).is_some();
    let result = ws.iter().any(|w| reaching(w)) || vocabulary().group("move_words.move").any(ws);
    // «Например, при 25 камнях в куче игра завершается»: an outcome said of
    // the position (the game's end, a win), an example of no move — never
    // a position taken quietly.
    let outcome = says_outcome(ws);
    if !opens || result || outcome || !tuples.is_empty() || has_arrow(s) {
        return None;
    }
    // A position has a size per heap: «Например, из 10 камней выйдет 11
    // или 20.» in a game of one heap is an example of a move, no position.
    heap_sizes(s).filter(|n| (1..=3).contains(&n.len()) && heaps.is_none_or(|h| h == n.len()))
}

/// Whether a sentence says an outcome: the game's end, a win.
pub(super) fn says_outcome(ws: &[String]) -> bool {
    vocabulary().group("examples.outcome").any(ws)
}

/// Whether a sentence opens as an example does («Например, …», «Так, …»,
/// not «Так как …»).
pub(super) fn opens_example(ws: &[String]) -> bool {
    let v = vocabulary();
    v.group("examples.openers").at(ws, 0).is_some()
        && v.group("examples.not_openers").at(ws, 0).is_none()
}

#[cfg(test)]
mod tests;
