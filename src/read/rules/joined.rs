//! A winner's sentence said in other words than the readers take: two
//! rules joined by «;» and the win of the player who forces the other's
//! move. Each is given back as the words the readers already read.

use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// «Выигрывает игрок, после хода которого … не более 60 камней; если же
/// после хода игрока в куче оказалось больше 60 камней, он проигрывает»:
/// two rules, the second a condition of its own after «;». The two parts,
/// each read as a sentence; `None` for a sentence with no «; если».
pub fn rules_at_semicolon(s: &str) -> Option<(&str, &str)> {
    let (first, second, opens) = one_semicolon(s)?;
    (opens.first().is_some_and(|w| w == "если")).then_some((first, second.trim_start()))
}

/// The two parts of a sentence with exactly one «;», and the words of the
/// second (whose first word says what it is).
fn one_semicolon(s: &str) -> Option<(&str, &str, Vec<String>)> {
    let (first, second) = s.split_once(';')?;
    (!second.contains(';')).then(|| (first, second, words(second)))
}

/// «Если после хода игрока … более 90 камней, этот игрок проигрывает;
/// победителем считается его противник»: a loss and the opponent's win said
/// as two clauses after «;», one rule. The words with «а» joining them, as
/// «…, а победителем считается его противник» is read (each clause's player
/// is checked there); `None` when no clause after «;» opens with a win or a
/// loss.
pub fn clauses_at_semicolon(s: &str) -> Option<Vec<String>> {
    let v = vocabulary();
    let (first, _, then) = one_semicolon(s)?;
    let verb = then
        .first()
        .is_some_and(|w| v.group("winner.wins").is(w) || v.group("winner.loses").is(w));
    if !verb {
        return None;
    }
    let mut ws = words(first);
    ws.push("а".into());
    ws.extend(then);
    Some(ws)
}

/// «В игре побеждает тот, кто заставит противника сделать ход, после
/// которого в кучах станет 60 камней или больше»: the player whose move
/// makes it loses. The words «проигрывает игрок, после хода которого …»
/// (and the loss said so, the win); `None` for any other sentence, or one
/// that says more before the forcing verb than who wins.
pub fn forced_move(ws: &[String]) -> Option<Vec<String>> {
    let v = vocabulary();
    let at = ws.iter().position(|w| v.group("winner.forces").is(w))?;
    // «…, кто заставит соперника сделать последний ход»: the last move's
    // maker loses, the end said in a sentence of its own.
    let last = match ws.get(at + 1..) {
        Some([whom, rest @ ..]) => {
            v.group("winner.forced").is(whom) && rest == ["сделать", "последний", "ход"]
        }
        _ => false,
    };
    let tail = if last {
        &[][..]
    } else {
        ws.get(at + 1..at + 6)?
    };
    let made = last
        || v.group("winner.forced").is(&tail[0])
            && tail[1] == "сделать"
            && tail[2] == "ход"
            && tail[3] == "после"
            && tail[4] == "которого";
    let head = &ws[..at];
    if !made || !head.iter().all(|w| v.group("winner.forcing_head").is(w)) {
        return None;
    }
    let wins = v.group("winner.wins").any(head);
    let loses = v.group("winner.loses").any(head);
    let verb = match (wins, loses) {
        (true, false) => "проигрывает",
        (false, true) => "выигрывает",
        _ => return None,
    };
    if last {
        return Some(
            [verb, "игрок", "сделавший", "последний", "ход"]
                .map(String::from)
                .to_vec(),
        );
    }
    let mut out: Vec<String> = [verb, "игрок", "после", "хода", "которого"]
        .iter()
        .map(|w| w.to_string())
        .collect();
    out.extend(ws[at + 6..].iter().cloned());
    Some(out)
}
