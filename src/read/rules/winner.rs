//! Who wins: the winner's sentence («Победителем считается игрок, сделавший
//! последний ход»), with an overshoot that hands the win over («… если при
//! этом в куче оказалось более 100 камней, победителем считается противник»).

use super::{
    after_whose_move, comparison, first_reached, has, has_word, last_stone, negate, Found,
};
use crate::read::vocabulary::vocabulary;

/// Who wins, when a sentence says: `mover`/`opponent`, or a condition
/// (of a game of two heaps: see [`winner_of`]).
#[cfg(test)]
pub fn winner(ws: &[String]) -> Option<Found> {
    winner_of(ws, 2)
}

/// Who wins in a game of `heaps` heaps, when a sentence says:
/// `mover`/`opponent`, or a condition.
pub fn winner_of(ws: &[String], heaps: usize) -> Option<Found> {
    let v = vocabulary();
    // «(Напомним: у игрока есть выигрышная стратегия, если он побеждает при
    // любых ходах соперника.)»: the definition of a winning strategy, with
    // no number and no last move, says no winner.
    let defines_strategy = v.group("filler.strategy").any(ws)
        && !v.group("winner.last_any_form").any(ws)
        && !ws.iter().any(|w| w.chars().any(|c| c.is_ascii_digit()));
    if defines_strategy {
        return None;
    }
    // «Победил тот, кто сделал последний ход.»: the rule in the past too.
    let wins = v.group("winner.wins").any(ws) || v.group("winner.wins_otherwise").any(ws);
    let loses = v.group("winner.loses").any(ws)
        || v.group("winner.lost").any(ws)
        || v.group("winner.loses_otherwise").any(ws);
    let last_move = v.group("winner.last").any(ws) && v.group("move_words.move").any(ws)
        || after_whose_move(ws).is_some()
        || first_reached(ws).is_some()
        || last_stone(ws);
    let mut found = Found::default();
    // «… победителем считается игрок, сделавший предпоследний ход»: not
    // the last move's player, and not read.
    if (wins || loses) && v.group("winner.before_last").any(ws) {
        found.unread.push("предпоследний …".into());
        return Some(found);
    }
    // «…, при условии, что он сделал не менее трёх ходов»: a condition on
    // the win not read.
    if (wins || loses) && v.group("winner.on_condition").any(ws) {
        // «…, сделавший последний ход, при условии, что количество камней в
        // куче не превышает 140»: the overshoot said as the win's condition.
        if let Some(bound) = overshoot_on_condition(ws, heaps, wins && !loses && last_move) {
            found.keys.push(("winner", bound));
            return Some(found);
        }
        found.unread.push("при условии …".into());
        return Some(found);
    }
    // «…, кроме случая, когда в куче оказалось ровно 100 камней: тогда
    // побеждает его противник»: an exception to the win, not read (audit74).
    if (wins || loses) && v.group("winner.except").any(ws) {
        found.unread.push("кроме …".into());
        return Some(found);
    }
    // «…, или его противник, если куча чётная»: the opponent offered as
    // the other winner; whose case the condition is, not read (audit74).
    let or_opponent = ws.iter().enumerate().any(|(i, w)| {
        w == "или"
            && (ws.get(i + 1).is_some_and(|n| is_opponent(n))
                || ws.get(i + 1).is_some_and(|n| n == "его")
                    && ws.get(i + 2).is_some_and(|n| is_opponent(n)))
    });
    // «Выигрывает второй игрок, если первый получил …»: a player named by
    // his turn, not by the last move; not read (audit74).
    let ordinal_player = ws.iter().enumerate().any(|(i, w)| {
        v.group("winner.ordinal_player").is(w)
            && !ws
                .get(i + 1)
                .is_some_and(|n| n.starts_with("ход") || v.group("heaps.heap").is(n))
    });
    if (wins || loses) && (or_opponent || ordinal_player) {
        found.unread.push("противник …".into());
        return Some(found);
    }
    if has(ws, "считается") && opponent_then_made(ws) && has(ws, "ход") {
        found.keys.push(("handed_win_counts", "true".into()));
    }
    if has_word(ws, "если") && (wins || loses) {
        // «… выигрывает, если …, и проигрывает в противном случае»: the
        // condition is the verb's before «если» (or after it, when the
        // sentence opens with «если»), the other verb is «в противном
        // случае» / «иначе». Both verbs said otherwise: not read.
        // Not read either: a second «если» — «…, победителем считается
        // противник, если куча чётная» (audit75), «Если … не более 59
        // камней, выиграл тот, кто сделал последний ход; а если перебрал
        // (больше 59), то проиграл» (para78: the comparison after the first
        // «если» is not surely the verb's) —, a condition in words beside
        // the count («… и последний ход сделал Петя», «…, а последним ходом
        // кучу утроили») or no winner named but by name («…, победителем
        // считается Ваня»): whose win, and when, is not read.
        let ifs = ws.iter().filter(|w| *w == "если").count();
        let named = last_move
            || ws
                .iter()
                .any(|w| w == "он" || v.group("winner.names_a_player").is(w));
        if ifs > 1 || !named || !super::overshoot::condition_said_whole(ws) {
            found.unread.push("если …".into());
            return Some(found);
        }
        let verb_of_condition = if wins && loses {
            match verb_of_the_condition(ws) {
                Some(won) => Some(won),
                None => {
                    found.unread.push("если …".into());
                    return Some(found);
                }
            }
        } else {
            None
        };
        // The overshoot: «Если при этом в куче оказалось не более 112
        // камней, то победителем считается игрок, сделавший последний ход».
        // Its comparison is the condition's, after «если»: a bound before it
        // («1 ≤ S ≤ 41 если S > 41, то …», a student's summary run
        // together) is another sentence's.
        let condition = ws
            .iter()
            .position(|w| w == "если")
            .map_or(ws, |at| until_restated(&ws[at + 1..]));
        // «…, победителем считается противник игрока, сделавшего последний
        // ход»: the win said of the opponent though the mover is named too.
        // «Проигрывает противник …» is rare and not read.
        // «…, то победителем считается игрок, не сделавший последний ход»,
        // «… не побеждает»: a «не» that starts no comparison («не более»)
        // turns whose win it is; not read.
        if !v.negations(ws).is_empty() {
            found.unread.push("не …".into());
            return Some(found);
        }
        let opponent_wins = first_win_of_opponent(ws);
        // «…, то проигрывает соперник игрока, сделавшего последний ход»:
        // a loss said of the opponent, as rare; not read.
        if (opponent_wins || loss_of_opponent(ws)) && loses && verb_of_condition.is_none() {
            found.unread.push("противник …".into());
            return Some(found);
        }
        // The opponent named only after «иначе» / «в противном случае» wins
        // the other case: the condition is the mover's.
        let otherwise = ws.iter().position(|w| w == "иначе" || w == "противном");
        let first_opponent = ws.iter().position(|w| is_opponent(w));
        let opponent_otherwise = matches!((otherwise, first_opponent), (Some(o), Some(p)) if o < p);
        let mover = verb_of_condition.unwrap_or(
            !loses
                && !opponent_wins
                && (last_move || first_opponent.is_none() || opponent_otherwise),
        );
        if let Some((op, n)) = comparison(condition) {
            // The heaps of the condition's own words («…, проигрывает, если
            // хотя бы в одной из куч …»), not those of an end said before it.
            let Some(what) = crate::read::counted::overshoot_count(condition, heaps, &op) else {
                found.unread.push("если …".into());
                return Some(found);
            };
            let op = if mover { op } else { negate(&op).to_string() };
            found.keys.insert(0, ("winner", format!("{what} {op} {n}")));
            found.winner_if = Some(mover);
            return Some(found);
        }
        // By parity: «Если при этом в куче окажется чётное число камней, то
        // победителем считается игрок, сделавший последний ход».
        let parity = if v.group("conditions.odd").any(ws) {
            Some("odd")
        } else if v.group("conditions.even").any(ws) {
            Some("even")
        } else {
            None
        };
        match parity {
            Some(p) => {
                let p = match (p, mover) {
                    (p, true) => p,
                    ("odd", false) => "even",
                    _ => "odd",
                };
                found.keys.insert(0, ("winner", format!("{p}(sum)")));
                found.winner_if = Some(mover);
            }
            // A condition not read: named, never dropped for a plain winner.
            None => found.unread.push("если …".into()),
        }
        return Some(found);
    }
    // «В противном случае победителем становится игрок, сделавший
    // последний ход» (audit75): the other case the mover's, checked against
    // the case the condition gave (`winner_if`) where it is read; said in
    // other words, not read.
    let otherwise = has_word(ws, "противном") || ws.first().is_some_and(|w| w == "иначе");
    if otherwise && (wins || loses) && !ws.iter().any(|w| is_opponent(w)) {
        if wins && !loses && last_move && v.negations(ws).is_empty() {
            found.keys.push(("winner_else", "mover".into()));
        } else {
            found.unread.push("в противном случае …".into());
        }
        return Some(found);
    }
    if has_word(ws, "противном") && ws.iter().any(|w| is_opponent(w)) {
        // «В противном случае победителем становится его противник»: the
        // other half of the overshoot sentence before it.
        found.keys.push(("winner_else", "opponent".into()));
        return Some(found);
    }
    if loses && !wins && !last_move {
        // «Игрок, сделавший ход, который привёл к значению 109 или более,
        // считается проигравшим»: the mover loses at that number, wins
        // below it.
        if let Some((op, n)) = comparison(ws) {
            let Some(what) = crate::read::counted::overshoot_count(ws, heaps, &op) else {
                found.unread.push("если …".into());
                return Some(found);
            };
            found
                .keys
                .insert(0, ("winner", format!("{what} {} {n}", negate(&op))));
            return Some(found);
        }
    }
    // «Победителем считается игрок, который НЕ сделал последний ход, то
    // есть проигрывает тот, кто первым получил кучу, …»: a rule and its
    // restatement, each read alone, saying the same winner.
    // Halves that say different winners («…, который НЕ сделал последний
    // ход, то есть выигрывает тот, кто первым получил кучу …») are named.
    if wins || loses {
        match restated_alike(ws, heaps) {
            Some(Ok(w)) => {
                found.keys.insert(0, ("winner", w));
                return Some(found);
            }
            Some(Err(())) => {
                found.unread.push("то есть …".into());
                return Some(found);
            }
            None => {}
        }
    }
    // «Победителем считается игрок, который не делал последнего хода»: the
    // win (or the loss) given to the player who did not make the last move,
    // said in one clause with no other «не» and no opponent named.
    if wins != loses && not_the_last_mover(ws) {
        let w = if wins { "opponent" } else { "mover" };
        found.keys.insert(0, ("winner", w.into()));
        return Some(found);
    }
    // «Победа наступает при количестве камней не менее 106»: the win comes
    // at the end's count, so to the player whose move makes it (the loss,
    // «Поражение наступает при …», is read above as the mover's loss).
    if wins && !loses && v.group("winner.comes").any(ws) && comparison(ws).is_some() {
        if !v.negations(ws).is_empty() || ws.iter().any(|w| is_opponent(w)) {
            found.unread.push("противник …".into());
            return Some(found);
        }
        found.keys.insert(0, ("winner", "mover".into()));
        return Some(found);
    }
    if last_move && (wins || loses) {
        // «Победителем считается противник игрока, сделавшего последний ход»,
        // «Побеждает соперник того, кто …»: the win said of the opponent.
        let opponent_of_mover = opponent_is_the_subject(ws);
        // «Победителем считается не тот, кто сделал последний ход, …», an
        // opponent named beside the win in words not read: whose win is not
        // the plain one, flagged rather than guessed.
        // «…, и побеждает тот, кто не сделал последний ход»: any «не» that
        // starts no comparison («не менее») turns it.
        let not_the_mover = !v.negations(ws).is_empty();
        let other_named = ws.iter().any(|w| is_opponent(w));
        if not_the_mover || (wins && !loses && other_named && !opponent_of_mover) {
            found.unread.push("противник …".into());
            return Some(found);
        }
        // «Тот, кто сделал последний ход, проигрывает, а его противник
        // считается победителем»: both verbs, one of each half; whose win it
        // is comes from the half naming the opponent, else not read.
        if wins && loses {
            match split_verbs(ws) {
                Some(w) => found.keys.insert(0, ("winner", w.into())),
                None => found.unread.push("противник …".into()),
            }
            return Some(found);
        }
        let w = if (loses && !wins) || (wins && !loses && opponent_of_mover) {
            "opponent"
        } else {
            "mover"
        };
        found.keys.insert(0, ("winner", w.into()));
        return Some(found);
    }
    (!found.keys.is_empty()).then_some(found)
}

/// «… считается, что противник сделал ход»: the opponent said before
/// «сделал», never only the mover's «тот, кто сделал последний ход, …, а его
/// противник считается победителем» (a misère rule, no move counted).
fn opponent_then_made(ws: &[String]) -> bool {
    let Some(p) = ws.iter().position(|w| is_opponent(w)) else {
        return false;
    };
    ws[p + 1..].iter().any(|w| w.starts_with("сделал"))
}

/// Who wins when a sentence says both a win and a loss in two halves joined
/// by «а» (or «т. е.», «то есть»): the half naming the opponent has his verb — a win there is the
/// opponent's (`opponent`), a loss there is his loss (`mover`). Anything
/// else (no «а», both verbs in one half, the opponent in neither or both
/// halves): `None`.
fn split_verbs(ws: &[String]) -> Option<&'static str> {
    // «…, проигрывает, т. е. побеждает его противник»: a restatement joins
    // the two halves as «а» does.
    // «Проигрывает тот, кто сделал последний ход, его противник считается
    // победителем»: with no joining word, the second half starts at «его»
    // before the opponent (rules63).
    let joined = ws.iter().enumerate().position(|(i, w)| {
        let next = ws.get(i + 1).map(String::as_str);
        w == "а" || (w == "т" && next == Some("е")) || (w == "то" && next == Some("есть"))
    });
    let his_opponent = || {
        ws.iter()
            .enumerate()
            .position(|(i, w)| w == "его" && ws.get(i + 1).is_some_and(|n| is_opponent(n)))
    };
    let a = joined.or_else(his_opponent).filter(|a| *a > 0)?;
    let (first, second) = ws.split_at(a);
    let verbs = |h: &[String]| {
        (
            h.iter().any(|w| win_word(w)),
            h.iter().any(|w| loss_word(w)),
        )
    };
    let (w1, l1) = verbs(first);
    let (w2, l2) = verbs(second);
    let o1 = first.iter().any(|w| is_opponent(w));
    let o2 = second.iter().any(|w| is_opponent(w));
    let opponent_half = match (o1, o2) {
        (true, false) => (w1, l1),
        (false, true) => (w2, l2),
        _ => return None,
    };
    if !((w1 && !l1 && l2 && !w2) || (l1 && !w1 && w2 && !l2)) {
        return None;
    }
    Some(if opponent_half.0 { "opponent" } else { "mover" })
}

/// The winner of a sentence said twice, joined by one «то есть» («т. е.»):
/// each half read alone says only `mover` or only `opponent`: `Ok` the
/// winner when the two agree, `Err` when they do not; `None` when a half
/// says no plain winner. The halves hold no «то есть», so they are read
/// once, never deeper.
fn restated_alike(ws: &[String], heaps: usize) -> Option<Result<String, ()>> {
    let joins: Vec<usize> = (0..ws.len())
        .filter(|&i| {
            matches!(
                (ws[i].as_str(), ws.get(i + 1).map(String::as_str)),
                ("т", Some("е")) | ("то", Some("есть"))
            )
        })
        .collect();
    let [at] = joins[..] else {
        return None;
    };
    let plain = |half: &[String]| -> Option<String> {
        let f = winner_of(half, heaps)?;
        match (f.keys.as_slice(), f.unread.is_empty()) {
            ([("winner", w)], true) if w == "mover" || w == "opponent" => Some(w.clone()),
            _ => None,
        }
    };
    let first = plain(&ws[..at])?;
    let second = plain(&ws[at + 2..])?;
    Some(if first == second { Ok(first) } else { Err(()) })
}

/// A condition's own words, up to a restatement of the sentence after it
/// («…, а если обе кучи равны — ничья, т. е. первым получивший кучу из 56
/// камней»): a comparison after «т. е.» restates the rule before the
/// condition, never the condition («ничья» read as `min >= 56`).
fn until_restated(ws: &[String]) -> &[String] {
    let at = (0..ws.len()).find(|&i| {
        matches!(
            (ws[i].as_str(), ws.get(i + 1).map(String::as_str)),
            ("т", Some("е")) | ("то", Some("есть"))
        )
    });
    at.map_or(ws, |at| &ws[..at])
}

/// Whether the sentence names the player who did NOT make the last move,
/// and only him: «не делал / не сделал / не сделавший последний
/// (последнего) ход(а)» is its only «не» that starts no comparison, and no
/// opponent is named beside it.
fn not_the_last_mover(ws: &[String]) -> bool {
    let [i] = vocabulary().negations(ws)[..] else {
        return false;
    };
    let did = ws
        .get(i + 1)
        .is_some_and(|w| vocabulary().group("winner.made_move").is(w));
    let v = vocabulary();
    let last = ws
        .get(i + 2)
        .is_some_and(|w| v.group("winner.last_any_form").is(w));
    let moved = ws
        .get(i + 3)
        .is_some_and(|w| v.group("move_words.move").is(w));
    did && last && moved && !ws.iter().any(|w| is_opponent(w))
}

/// «противник», «соперник», «оппонент» in any case (`winner.opponent`).
/// «Победителем считается игрок, сделавший последний ход, при условии, что
/// количество камней в куче не превышает 140»: the mover wins while the
/// count stays at most the bound (`sum <= 140`). Read only when the mover's
/// win is said (`mover_wins`), no opponent is named, and the condition is
/// one comparison from above of the stones (not of moves made: «при
/// условии, что он сделал не менее трёх ходов»), with no other «не».
fn overshoot_on_condition(ws: &[String], heaps: usize, mover_wins: bool) -> Option<String> {
    let v = vocabulary();
    if !mover_wins || ws.iter().any(|w| is_opponent(w)) {
        return None;
    }
    let at = ws
        .iter()
        .position(|w| v.group("winner.on_condition").is(w))?;
    let (head, condition) = (&ws[..at], &ws[at + 1..]);
    let stones = v.group("heaps.stone_word").any(condition);
    let of_moves = condition.iter().any(|w| w.starts_with("ход"));
    let other_negation = v
        .negations(condition)
        .iter()
        .any(|&i| v.compare_at(condition, i + 1).is_none());
    if !stones || of_moves || other_negation || !v.negations(head).is_empty() {
        return None;
    }
    let (op, n) = comparison(condition)?;
    if op != "<=" && op != "<" {
        return None;
    }
    let what = crate::read::counted::overshoot_count(condition, heaps, &op)?;
    Some(format!("{what} {op} {n}"))
}

fn is_opponent(w: &str) -> bool {
    vocabulary().group("winner.opponent").is(w)
}

/// A word of winning: «побеждает», «выигрывает», «победителем».
fn win_word(w: &str) -> bool {
    vocabulary().group("winner.wins").is(w)
}

/// A word of losing: «проигрывает», «проигравшим».
fn loss_word(w: &str) -> bool {
    let v = vocabulary();
    v.group("winner.loses").is(w) || v.group("winner.lost").is(w)
}

/// «противник игрока», «соперник того (, кто …)»: two words naming the
/// opponent of the player said next.
fn opponent_of(pair: &[String]) -> bool {
    is_opponent(&pair[0]) && vocabulary().group("winner.of_the_player").is(&pair[1])
}

/// Whether the opponent is the one who wins: «противник игрока, …»,
/// «соперник того, кто …», or the opponent just after the win
/// («побеждает (его) соперник», «победителем считается противник»).
fn opponent_is_the_subject(ws: &[String]) -> bool {
    let of_the_mover = ws.windows(2).any(opponent_of);
    let after_the_win = ws
        .iter()
        .enumerate()
        .any(|(i, w)| win_word(w) && ws[i + 1..].iter().take(3).any(|x| is_opponent(x)));
    of_the_mover || after_the_win
}

/// Whether the first win the sentence says is the opponent's: «противник
/// игрока, …», or the opponent just after that win word («…, победителем
/// считается противник игрока, сделавшего последний ход»), not an opponent
/// named for the other case («…, побеждает игрок, сделавший последний ход,
/// иначе побеждает противник»).
fn first_win_of_opponent(ws: &[String]) -> bool {
    let Some(at) = ws.iter().position(|w| win_word(w)) else {
        return false;
    };
    // The words of that win only: up to «иначе», «а» or the next win word.
    let own_words = ws[at + 1..]
        .iter()
        .take_while(|x| !win_word(x) && !["иначе", "противном", "а"].contains(&x.as_str()))
        .take(3);
    own_words.clone().any(|x| is_opponent(x)) || ws[..at].windows(2).any(opponent_of)
}

/// Whether a loss is said of the opponent: «проигрывает (его) соперник»,
/// «противник игрока, …, проигрывает».
fn loss_of_opponent(ws: &[String]) -> bool {
    let lost = |w: &String| loss_word(w);
    let after_the_loss = ws
        .iter()
        .enumerate()
        .any(|(i, w)| lost(w) && ws[i + 1..].iter().take(3).any(|x| is_opponent(x)));
    after_the_loss || ws.windows(2).any(opponent_of)
}

/// In a sentence with both a win and a loss and one «если»: whether the
/// verb the condition goes with is the win; `None` when there is no «в
/// противном случае» / «иначе» for the other.
fn verb_of_the_condition(ws: &[String]) -> Option<bool> {
    let won = |w: &String| win_word(w);
    let lost = |w: &String| loss_word(w);
    let ifs: Vec<usize> = (0..ws.len()).filter(|&i| ws[i] == "если").collect();
    let otherwise = has_word(ws, "иначе") || has_word(ws, "противном");
    let [at] = ifs[..] else { return None };
    if !otherwise {
        // «…, игрок, сделавший этот ход, проигрывает, а победителем
        // считается его противник»: one verb said of the opponent, the
        // other of the mover — both say the same.
        // Each verb's part of the sentence, between «а»: whether it names
        // the opponent.
        let parts: Vec<&[String]> = ws.split(|w| w == "а").collect();
        let of_opponent = |verb: &dyn Fn(&String) -> bool| {
            let part = parts.iter().find(|p| p.iter().any(verb))?;
            Some(part.iter().any(|w| is_opponent(w)))
        };
        return match (of_opponent(&won)?, of_opponent(&lost)?) {
            (true, false) => Some(false),
            (false, true) => Some(true),
            _ => None,
        };
    }
    let verb = ws[..at]
        .iter()
        .rev()
        .find(|w| won(w) || lost(w))
        .or_else(|| ws[at..].iter().find(|w| won(w) || lost(w)))?;
    Some(won(verb))
}

#[cfg(test)]
mod tests;
