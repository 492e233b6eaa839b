//! The end of the game: «Игра завершается, когда … становится не менее 77»
//! → `sum >= 77`; which heaps it counts (the sum, any one, each, a named
//! one, the product), an emptied heap, the end said only in the winner's
//! sentence («первым получивший кучу из 77 или более камней»), and the
//! winner the end's sentence gives when no sentence says who wins.

use super::counted::{counted, heaps_said, oriented};
use super::end_retold;
use super::rules::Key;
use super::rules::{after_whose_move, comparison, first_reached, has_word, last_stone};
use super::tokens::{is_digits, words};
use super::vocabulary::vocabulary;
use super::Reading;
use crate::msg;

/// «Игра завершается, когда … становится не менее 77» → `sum >= 77`.
pub fn end(ws: &[String], heaps: usize) -> Option<String> {
    if last_stone(ws) {
        return Some("sum <= 0".into());
    }
    let rest = &end_words(ws)?;
    if let Some(e) = emptied(rest, heaps) {
        return Some(e.into());
    }
    // «… в одной из куч становится не менее 20 камней, или общее число
    // камней во всех кучах становится не менее 25»: two ends, either ends
    // the game; each read as an end alone, or the whole is not read.
    if let Some(or) = either_end_at(rest) {
        let first = one_end(&rest[..or], heaps)?;
        if !first_number_compared(&rest[or + 1..]) {
            return None;
        }
        let second = one_end(&rest[or + 1..], heaps)?;
        return Some(format!("{first} or {second}"));
    }
    one_end(rest, heaps)
}

/// The words that say when the game ends: after the end's verb («Игра
/// завершается, когда … становится не менее 77»), or after whose move
/// («Выигрывает тот игрок, после хода которого количество камней в куче
/// становится не менее 166»), or said before the verb; a restated end and
/// «не менее» said apart from its number set right first.
fn end_words(ws: &[String]) -> Option<Vec<String>> {
    let ws = &end_retold::without_restated(ws);
    let ws = &end_retold::at_least_said(ws);
    let at = vocabulary()
        .group("ends.verb")
        .position(ws)
        .or_else(|| after_whose_move(ws))?;
    // «Игра не завершается, когда …» (audit70): the end denied, not read.
    if at >= 1 && vocabulary().group("ends.denied").is(&ws[at - 1]) {
        return None;
    }
    Some(end_retold::said_before_verb(ws, at).unwrap_or_else(|| ws[at..].to_vec()))
}

/// «Игра завершается, когда … становится не менее 33, но не более 50»: a
/// floor that ends the game and a ceiling — the overshoot game. Returns the
/// end (`sum >= 33`) and the ceiling as the mover's win (`sum <= 50`); the
/// walk reads the text only if another sentence says who wins past the
/// ceiling with that very condition (the range alone does not say it).
pub fn ranged_end(ws: &[String], heaps: usize) -> Option<(String, String)> {
    if last_stone(ws) {
        return None;
    }
    let rest = &end_words(ws)?;
    // A factor is read of a single bound only.
    if super::scaled::without_factor(rest).is_some() {
        return None;
    }
    let joint = second_bound_at(rest)?;
    let lower = one_end(&rest[..joint], heaps)?;
    let ceiling = &rest[joint + 1..];
    let (op, n) = comparison(ceiling)?;
    let (what, floor_op) = lower.rsplit_once(' ')?.0.rsplit_once(' ')?;
    let rises = matches!(floor_op, ">=" | ">") && matches!(op.as_str(), "<=" | "<");
    // The ceiling's own words say no more («…, но не более 50 камней»).
    let plain = ceiling.len() <= 6 && !another_condition(ceiling);
    (rises && plain).then(|| (lower.clone(), format!("{what} {op} {n}")))
}

/// One comparison of a count with a number: `sum >= 77`; a count
/// multiplied by a number («…, умноженное на два, …») its own bound; a
/// weighted sum of two heaps (`weighted`) as it is said.
fn one_end(rest: &[String], heaps: usize) -> Option<String> {
    // «… в кучах после хода Вани становится не менее 77» (audit70): whose
    // move ends the game, said before the comparison — not read.
    // «Выигрывает тот, после хода которого …» is whose move wins, kept.
    let v = vocabulary();
    let timed = v.group("ends.after_a_move");
    if stray_not(rest) || timed.any(&v.group("ends.after_whose_move").without(rest)) {
        return None;
    }
    if let Some(e) = super::weighted::weighted_end(rest, heaps) {
        return Some(e);
    }
    if let Some((k, plain)) = super::scaled::without_factor(rest) {
        return super::scaled::bound(&one_end(&plain, heaps)?, k);
    }
    let Some((op, n)) = comparison(rest) else {
        return exact_end(rest, heaps);
    };
    // «не менее 29 и не более 40»: a second bound of the end is not read.
    if second_bound(rest) || another_condition(rest) {
        return None;
    }
    // The heaps of the end's own words: not those of a condition after it
    // («Игрок, после хода которого в одной из куч …, проигрывает, если
    // суммарно в кучах …» counts one heap).
    let first = (0..rest.len()).find(|&i| vocabulary().compare_at(rest, i).is_some());
    let own = first
        .and_then(|f| rest[f..].iter().position(|w| w == "если").map(|at| f + at))
        .map_or(rest, |at| &rest[..at]);
    let what = oriented(counted(own, heaps)?, &op);
    Some(format!("{what} {op} {n}"))
}

/// «… когда количество камней в куче не становится не более 19»,
/// «завершается не когда …» (audit70): a «не» that is no comparison's own
/// («не менее») nor negates one («не превышает») — the end denied or its
/// count changed, a meaning the comparison alone would pass over.
fn stray_not(rest: &[String]) -> bool {
    let v = vocabulary();
    let compared = |i: usize| i < rest.len() && v.compare_at(rest, i).is_some();
    (0..rest.len()).any(|i| rest[i] == "не" && !compared(i) && !compared(i + 1))
}

/// «… когда количество камней в куче становится равным 50», «… в куче
/// становится ровно 50 камней»: `sum == 50`, with no comparison word in the
/// sentence. Read of the total only (one heap, or the heaps' sum): «в одной
/// из куч ровно 20» is not read.
fn exact_end(rest: &[String], heaps: usize) -> Option<String> {
    let v = vocabulary();
    let exactly = v.group("require.exactly");
    let at = rest.iter().position(|w| exactly.is(w))?;
    // One «ровно»/«равно» only, no «не равно», no «если» after the end.
    if rest.iter().filter(|w| exactly.is(w)).count() != 1
        || (at >= 1 && rest[at - 1] == "не")
        || rest
            .iter()
            .any(|w| w == "если" || w == "или" || w == "либо")
    {
        return None;
    }
    let (n, len) = v.number_at(rest, at + 1)?;
    if v.number_follows(rest, at + 1, n, len) {
        return None;
    }
    let n = n.whole()?;
    // The total: one heap, or the heaps' sum said («суммарное количество»).
    let what = counted(&rest[..at], heaps)?;
    let together = v.group("counted.together").any(rest);
    (what == "sum" && (heaps == 1 || together)).then(|| format!("sum == {n}"))
}

/// Where an «или» / «либо» joins two ends each with its own heaps and its
/// own comparison with a number («в одной из куч … не менее 20 камней, или
/// общее число камней в кучах … не менее 25»); not the «или» of a
/// comparison («29 или больше») nor one that joins a bare second number
/// («не менее 29 или равным 15»: no heaps said after it).
fn either_end_at(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    let compared_number_at = |part: &[String], i: usize| {
        v.compare_at(part, i)
            .is_some_and(|(_, len)| v.number_at(part, i + len).is_some())
    };
    let mut inside = vec![false; ws.len()];
    for i in 0..ws.len() {
        if let Some((_, len)) = v.compare_at(ws, i) {
            inside[i..(i + len).min(ws.len())].fill(true);
        }
    }
    // Each comparison with its number found once on the whole sentence, not
    // again on each side of every «или» (a sentence of many «или» would be
    // quadratic). The words after a place read it as the whole sentence
    // does (the matchers look forward only); the words before an «или» too,
    // but for a comparison that starts within `LOOKAHEAD` words of it, which
    // is looked at again on the words before it.
    let whole: Vec<bool> = (0..ws.len()).map(|i| compared_number_at(ws, i)).collect();
    let first = whole.iter().position(|&b| b);
    let last = whole.iter().rposition(|&b| b);
    let heap = v.group("heaps.heap");
    let last_heap = ws.iter().rposition(|w| heap.is(w));
    let before = |i: usize| {
        let near = i.saturating_sub(LOOKAHEAD);
        first.is_some_and(|j| j < near) || (near..i).any(|j| compared_number_at(&ws[..i], j))
    };
    (1..ws.len()).find(|&i| {
        (ws[i] == "или" || ws[i] == "либо")
            && !inside[i]
            && !v.group("ends.indefinite").is(&ws[i - 1])
            && before(i)
            && last.is_some_and(|j| j > i)
            && last_heap.is_some_and(|h| h > i)
    })
}

/// Whether the first number in digits after an end's «или» is its
/// comparison's («или в одной из куч не менее 20», «… 20 или больше»):
/// «… (или когда в куче ровно 30 камней)» says a count no comparison word
/// does, and a comparison found further on is another clause's.
fn first_number_compared(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(at) = ws.iter().position(|w| is_digits(w)) else {
        return true;
    };
    (0..ws.len()).any(|j| {
        v.compare_at(ws, j)
            .is_some_and(|(_, len)| (j..=j + len).contains(&at) || (at + 1..=at + 2).contains(&j))
    })
}

/// How many words a comparison and its number can take at most («больше
/// или равным девятьсот девяносто девять»), with room to spare: a match
/// that starts this far before a cut reads the same on either side of it.
const LOOKAHEAD: usize = 32;

/// Whether the end says more than one comparison: a parity or a divisor
/// («становится чётным и не менее 29»), a factor («в 3 раза больше 10»),
/// or a second condition after «или» / «либо» («не менее 29 или равным
/// 15», «… либо когда игрок не может сделать ход»). Read as the comparison
/// alone, the game would be another one; not read.
fn another_condition(ws: &[String]) -> bool {
    let v = vocabulary();
    // «…, если последний ход сделал Петя», «при условии, что …»: a second
    // condition after the comparison (an «если» before it is the end's own
    // «когда»; one that says who wins — «…; если при этом их более 60,
    // победителем считается противник» — is the winner's, read there).
    let first = (0..ws.len()).find(|&i| v.compare_at(ws, i).is_some());
    if let Some(first) = first {
        let rest = &ws[first..];
        let of_winner = v.group("ends.of_winner").any(rest);
        if !of_winner && v.group("ends.second_condition").any(rest) {
            return true;
        }
    }
    // «…, умноженное на два, …», «… квадрат …»: the count computed; a
    // count multiplied by a count is the product (`counted`).
    let ws = &without_multiplied(ws);
    if v.group("ends.computed").any(ws) || v.group("counted.computed").any(ws) {
        return true;
    }
    // The words of the comparisons («больше или равно», «или больше»).
    let mut compared = vec![false; ws.len()];
    for i in 0..ws.len() {
        if let Some((_, len)) = v.compare_at(ws, i) {
            compared[i..(i + len).min(ws.len())].fill(true);
        }
    }
    let after_or = v.group("ends.after_or");
    (0..ws.len()).any(|i| {
        // «какой-либо»: no «или».
        let indefinite = i >= 1 && v.group("ends.indefinite").is(&ws[i - 1]);
        (ws[i] == "или" || ws[i] == "либо")
            && !compared[i]
            && !indefinite
            && (i + 1..(i + 4).min(ws.len())).any(|j| {
                v.compare_at(ws, j).is_some() || v.number_at(ws, j).is_some() || after_or.is(&ws[j])
            })
    })
}

/// The words without the «умноженное» of a count multiplied by a count
/// (`counted::multiplied_here`), which is no computed count.
/// One pass: a match depends on the word and the two after it, none of
/// which is ever an «умноженное» itself.
fn without_multiplied(ws: &[String]) -> Vec<String> {
    (0..ws.len())
        .filter(|&i| !super::counted::multiplied_here(ws, i))
        .map(|i| ws[i].clone())
        .collect()
}

/// «… когда в куче не остаётся камней», «… куча становится пустой», «… в
/// куче остаётся 0 камней»: the end when no stone is left (of one heap,
/// or of all the heaps together: «в кучах не остаётся камней»).
fn emptied(ws: &[String], heaps: usize) -> Option<&'static str> {
    let v = vocabulary();
    let none_left = v.group("ends.none_left").any(ws) && v.group("heaps.stones").any(ws);
    let zero_left = (0..ws.len()).any(|i| {
        v.group("ends.left").is(&ws[i])
            && v.number_at(ws, i + 1)
                .is_some_and(|(n, _)| n.whole() == Some(0))
    });
    let empty = v.group("ends.empty").any(ws);
    if !(none_left || zero_left || empty) || (0..ws.len()).any(|i| v.compare_at(ws, i).is_some()) {
        return None;
    }
    // «в двух кучах» of three, «в кучах, кроме первой»: some heaps only.
    let game_heaps = i64::try_from(heaps).unwrap_or(0);
    let some_only =
        v.group("counted.some_of").any(ws) || heaps_said(ws).iter().any(|&(n, _)| n < game_heaps);
    let all = heaps == 1
        || v.group("ends.all_heaps").any(ws) && !v.group("ends.not_all").any(ws) && !some_only;
    all.then_some("sum <= 0")
}

/// The end said only in the winner's sentence, when no sentence of its own
/// says it («Победителем считается игрок, первым получивший кучу из 77 или
/// более камней»): the words from «первым получивший» on.
pub fn end_reached(ws: &[String], heaps: usize) -> Option<String> {
    let at = first_reached(ws)?;
    // «Проигрывает игрок, первым получивший …»: the end alike (the winner's
    // reader gives the win to the opponent).
    let v = vocabulary();
    // «…, тот и победил»: the win in another tense too.
    let wins = v.group("winner.wins").any(ws)
        || v.group("winner.wins_otherwise").any(ws)
        || v.group("winner.loses").any(ws)
        || v.group("winner.lost").any(ws);
    if !wins || has_word(ws, "если") {
        return None;
    }
    // The end's verb before those words, so that `end` reads them as an end.
    let mut rest = vec!["завершается".to_string()];
    rest.extend_from_slice(&ws[at..]);
    end(&rest, heaps)
}

/// Whether the first comparison with a number is joined to a second one
/// («не менее 29 и не более 40», «больше 30, но меньше 50 камней»).
fn second_bound(ws: &[String]) -> bool {
    second_bound_at(ws).is_some()
}

/// Where the «и» / «но» / «а» of a second bound is (see [`second_bound`]).
fn second_bound_at(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    let after = (0..ws.len()).find_map(|i| {
        let (_, len) = v.compare_at(ws, i)?;
        let (_, n) = v.number_at(ws, i + len)?;
        Some(i + len + n)
    })?;
    let mut j = after;
    while ws.get(j).is_some_and(|w| v.group("heaps.stone_word").is(w)) {
        j += 1;
    }
    (ws.get(j)
        .is_some_and(|w| ["и", "но", "а"].contains(&w.as_str()))
        && v.compare_at(ws, j + 1).is_some())
    .then_some(j)
}

/// Whether two ends are one: «sum > 76» is «sum >= 77», «sum < 20» is
/// «sum <= 19» (whole numbers); otherwise as written.
pub(super) fn same_end(a: &str, b: &str) -> bool {
    fn closed(e: &str) -> String {
        let ws: Vec<&str> = e.split_whitespace().collect();
        if let [what, op, n] = ws[..] {
            if let Ok(n) = n.parse::<i64>() {
                return match op {
                    ">" => format!("{what} >= {}", n + 1),
                    "<" => format!("{what} <= {}", n - 1),
                    _ => format!("{what} {op} {n}"),
                };
            }
        }
        e.split_whitespace().collect::<Vec<_>>().join(" ")
    }
    closed(a) == closed(b)
}

/// No sentence says who wins (a copy that lost «Победителем считается
/// игрок, сделавший последний ход»): every task of the kind gives the win
/// to the player whose move ends the game, so the end's sentence gives the
/// winner too, and the template shows it beside that sentence. Not when a
/// sentence that speaks of winning or losing was left unread (it may say
/// otherwise), nor when the end was not read.
pub(super) fn assume_the_mover_wins(r: &mut Reading) {
    let speaks_of_winning = |t: &str| vocabulary().group("winner.speaks").any(&words(t));
    let unread_win = r
        .sentences
        .iter()
        .any(|s| s.unread && s.questions.is_empty() && speaks_of_winning(&s.text));
    let end = r
        .keys
        .iter()
        .find(|k| k.name == "end")
        .map(|k| k.words.clone());
    // «Выигрывает тот, кто не может сделать ход» in a game that ends by its
    // own rule: the player to move after the end cannot move, so the
    // sentence may give the win to the opponent of the last mover; not
    // assumed either way.
    let stalled_wins = r
        .keys
        .iter()
        .any(|k| k.name == "no_moves" && k.value == "win");
    let own_end = r.keys.iter().any(|k| k.name == "end" && k.value != "false");
    // The end's own sentence speaks of winning or losing, or of a player,
    // in words no winner's rule read («Игра завершается поражением …»
    // before «поражение» was a word of losing; «…; игрок, сделавший
    // последний ход, считается неудачником»): it may say the opponent
    // wins; not assumed.
    let names_a_player = |t: &str| vocabulary().group("winner.names_a_player").any(&words(t));
    let end_speaks = end
        .as_deref()
        .is_some_and(|t| speaks_of_winning(t) || names_a_player(t));
    match end {
        Some(_) if stalled_wins && own_end => r.unread.push(msg!("read-note-no-winner")),
        Some(words) if !unread_win && !end_speaks => {
            for s in r.sentences.iter_mut().filter(|s| s.keys.contains(&"end")) {
                s.keys.push("winner");
            }
            r.keys.push(Key {
                name: "winner",
                value: "mover".into(),
                words,
            });
        }
        _ => r.unread.push(msg!("read-note-no-winner")),
    }
}

#[cfg(test)]
mod tests;
