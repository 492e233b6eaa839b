//! Moves of one player each: «За один свой ход Петя может добавить в кучу
//! 3 камня …. Ваня за один свой ход может добавить в кучу 5 камней …», or
//! one sentence «…, а Ваня — …». Kept by the name that says whose they are
//! until the players are settled, then given as `first: …; second: …`.

use super::Walk;
use crate::read::move_clause::END_BOUND;
use crate::read::moves;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// The opening a player's part is rewritten with, to be read as a moves
/// sentence of its own (the reader's own words, no vocabulary: the part's
/// leading «игрок», «может» are taken off before it).
const PART_OPENING: &str = "За один ход игрок может";

/// Whose moves a sentence gave: a player's name, or his role said
/// («Первый игрок может …, а второй — …»: 1 moves first, 2 second).
enum Who {
    Name(String),
    Role(u8),
}

/// One player's moves as a sentence gave them.
pub(super) struct PlayerMoves {
    /// The player («Петя», «Ваня», or «первый игрок»).
    who: Who,
    /// The moves in the rules language.
    moves: String,
    /// The sentence they were read from.
    sentence: String,
}

impl Walk {
    /// A moves sentence that names whose moves they are: each player's part
    /// read on its own (the sentence split at the second player's name).
    /// False when a part gives anything but moves, or leaves words unread:
    /// then the sentence is named, as before.
    pub(super) fn read_player_moves(&mut self, s: &str, ws: &[String]) -> bool {
        if let Some(parts) = role_parts(s, ws) {
            return self.keep_player_moves(s, parts);
        }
        let players = self.players_or_exam_pair();
        let named: Vec<(usize, u8)> = ws
            .iter()
            .enumerate()
            .filter_map(|(i, w)| players.role(w).map(|r| (i, r)))
            // «Дед Мороз», «Винни-Пух»: a name of two words is named once.
            .filter(|&(i, _)| !players.name_goes_on(ws, i))
            .collect();
        // «…, а Ваня — …, при этом Ваня может …»: a player named twice says
        // more than his list; so each of the two is named once at most.
        let (first_at, other) = match named[..] {
            [(at, _)] => (at, None),
            [(at, a), (other, b)] if a != b => (at, Some(other)),
            _ => return false,
        };
        let mut parts = Vec::new();
        match other {
            None => parts.push((Who::Name(ws[first_at].clone()), s.to_string())),
            Some(at) => {
                let Some((head, tail)) = split_at_name(s, &ws[at]) else {
                    return false;
                };
                parts.push((Who::Name(ws[first_at].clone()), head));
                parts.push((Who::Name(ws[at].clone()), format!("{PART_OPENING} {tail}")));
            }
        }
        self.keep_player_moves(s, parts)
    }

    /// Each player's part read on its own as a moves sentence: kept when
    /// every part gives moves and nothing else.
    fn keep_player_moves(&mut self, s: &str, parts: Vec<(Who, String)>) -> bool {
        let mut read = Vec::new();
        for (who, part) in parts {
            if relates_to_other_moves(&part) {
                return false;
            }
            let Some(moves) = moves_alone(&part, self.heaps) else {
                return false;
            };
            if moves.contains(END_BOUND) {
                return false;
            }
            read.push(PlayerMoves {
                who,
                moves,
                sentence: s.to_string(),
            });
        }
        self.player_moves.extend(read);
        self.mark_last("moves");
        true
    }

    /// Whether no moves were said per player (by name or role).
    pub(super) fn player_moves_settled_none(&self) -> bool {
        self.player_moves.is_empty() && !self.key("moves").is_some_and(|k| k.value.contains(':'))
    }

    /// The players' moves as one list, `first: …; second: …`, once the
    /// players are known: each player's moves said once, and no moves said
    /// for both (nor a pass in a sentence of its own). Else every sentence
    /// that gave them is named.
    pub(super) fn settle_player_moves(&mut self) {
        let said = std::mem::take(&mut self.player_moves);
        if said.is_empty() {
            return;
        }
        let mut by_role: [Option<&PlayerMoves>; 2] = [None, None];
        let mut ok = !self.has("moves") && self.extra_moves.is_empty();
        for p in &said {
            // «Первый игрок …» where the player named second moves first:
            // the first named, or the first to move? Not read.
            let role = match &p.who {
                Who::Name(name) => self.players.role(name),
                Who::Role(r) => Some(*r).filter(|_| !self.players_swapped),
            };
            match role {
                Some(r @ 1..=2) if by_role[usize::from(r) - 1].is_none() => {
                    by_role[usize::from(r) - 1] = Some(p);
                }
                _ => ok = false,
            }
        }
        match by_role {
            [Some(first), Some(second)] if ok => {
                let value = format!("first: {}; second: {}", first.moves, second.moves);
                let (words, other) = (first.sentence.clone(), second.sentence.clone());
                self.set("moves", value, &words);
                self.mark(&other, "moves");
            }
            _ => {
                let mut named: Vec<String> = said.iter().map(|p| p.sentence.clone()).collect();
                named.dedup();
                for s in named {
                    self.flag_earlier(&s);
                }
            }
        }
    }
}

/// The moves a sentence (or a player's part of one) gives read alone as a
/// moves sentence: its `moves` key, when it gives that and nothing else,
/// nothing unread.
pub(super) fn moves_alone(sentence: &str, heaps: Option<usize>) -> Option<String> {
    let f = moves::moves(sentence, heaps);
    match &f.keys[..] {
        [(key, value)] if *key == "moves" && f.wholly_read() => Some(value.clone()),
        _ => None,
    }
}

/// «Первый игрок за один ход может добавить …, а второй — добавить …»,
/// «Второй игрок может …»: moves of the players said by their roles (the
/// vocabulary's `players.first`, `players.second`; «а второй» alone after
/// the first's part). Each part as a moves sentence of its own; `None` when
/// the sentence names no role, or says anything but the role before «может»
/// («Первый игрок, если …, может …»: not read here).
fn role_parts(s: &str, ws: &[String]) -> Option<Vec<(Who, String)>> {
    let v = vocabulary();
    let first = v.group("players.first");
    let second = v.group("players.second");
    let role_at = |i: usize| {
        first
            .at(ws, i)
            .map(|n| (1u8, n))
            .or_else(|| second.at(ws, i).map(|n| (2u8, n)))
    };
    let roles: Vec<(usize, u8, usize)> = (0..ws.len())
        .filter_map(|i| role_at(i).map(|(r, n)| (i, r, n)))
        .collect();
    // «…, а второй — …»: the second named by his ordinal alone.
    let (heap, player) = (v.group("heaps.heap"), v.group("players.player"));
    let bare_second = (1..ws.len()).find(|&i| {
        ws[i - 1] == "а"
            && v.group("players.second_alone").is(&ws[i])
            && ws.get(i + 1).is_none_or(|w| !heap.is(w) && !player.is(w))
    });
    let (lead, rest) = match (roles.as_slice(), bare_second) {
        ([(0, r, n)], None) => (*r, ws[*n..].to_vec()),
        ([(0, 1, n)], Some(_)) | ([(0, 1, n), (_, 2, _)], None) => (1, ws[*n..].to_vec()),
        _ => return None,
    };
    // Before «может»: only the words of «за один (свой) ход».
    let filler = v.group("players.before_may");
    let verb = v.group("players.may").position(&rest)?;
    if !rest[..verb].iter().all(|w| filler.is(w)) {
        return None;
    }
    let after_verb = |text: &str| -> Option<String> {
        let lower = text.to_lowercase();
        let at = lower.find(" может ")?;
        Some(text[at + " может ".len()..].trim().to_string())
    };
    let mut parts = Vec::new();
    let two = bare_second.is_some() || roles.len() == 2;
    if two {
        let second_word = ws[bare_second.unwrap_or_else(|| roles[1].0)].clone();
        let (head, tail) = split_at_name(s, &second_word)?;
        let tail = tail.strip_prefix("игрок ").unwrap_or(&tail).trim_start();
        let tail = tail.strip_prefix("может ").unwrap_or(tail);
        parts.push((
            Who::Role(1),
            format!("{PART_OPENING} {}", after_verb(&head)?),
        ));
        parts.push((Who::Role(2), format!("{PART_OPENING} {tail}")));
    } else {
        parts.push((
            Who::Role(lead),
            format!("{PART_OPENING} {}", after_verb(s)?),
        ));
    }
    Some(parts)
}

/// Whether a moves sentence says its moves by a player's role: see
/// [`role_parts`].
pub(super) fn said_by_role(s: &str, ws: &[String]) -> bool {
    role_parts(s, ws).is_some()
}

/// «а Ваня может, кроме того, утроить кучу», «Ваня — то же, что и Петя»,
/// «Ваня тоже может …»: one player's part that adds to, or repeats, the
/// other's moves — no list of its own (read as `second: *3` before).
fn relates_to_other_moves(part: &str) -> bool {
    vocabulary().group("players.other_moves").any(&words(part))
}

/// A sentence cut before the second player's name: its first player's part
/// («За один ход Петя может добавить … или удвоить кучу») and the moves
/// after the name («добавить в кучу два камня» from «, а Ваня — …», «, Ваня
/// же может …»). `None` when the name is not found as written.
fn split_at_name(s: &str, name: &str) -> Option<(String, String)> {
    let lower = s.to_lowercase();
    if lower.len() != s.len() {
        return None;
    }
    // The name as a word of its own, after the first player's part.
    let at = lower.match_indices(name).map(|(i, _)| i).find(|&i| {
        i > 0
            && !lower[..i].ends_with(char::is_alphanumeric)
            && !lower[i + name.len()..].starts_with(char::is_alphanumeric)
    })?;
    let head = s[..at]
        .trim_end()
        .trim_end_matches([',', ';', '—', '–', '-'])
        .trim_end();
    let head = head
        .strip_suffix(" а")
        .or_else(|| head.strip_suffix(" но"))
        .unwrap_or(head)
        .trim_end_matches(',')
        .trim_end();
    let mut tail = s[at + name.len()..].trim_start();
    loop {
        let before = tail;
        tail = tail
            .trim_start_matches([',', '—', '–', '-', ':'])
            .trim_start();
        for w in vocabulary().as_written("players.after_name") {
            if let Some(rest) = tail.strip_prefix(w) {
                tail = rest.trim_start();
            }
        }
        if tail == before {
            break;
        }
    }
    (!head.is_empty() && !tail.is_empty()).then(|| (head.to_string(), tail.to_string()))
}

#[cfg(test)]
mod tests {
    use super::split_at_name;

    #[test]
    fn a_sentence_is_cut_before_the_second_players_name() {
        assert_eq!(
            split_at_name(
                "За один ход Петя может добавить в кучу один камень или удвоить кучу, а Ваня — добавить в кучу два камня.",
                "ваня"
            ),
            Some((
                "За один ход Петя может добавить в кучу один камень или удвоить кучу".into(),
                "добавить в кучу два камня.".into()
            ))
        );
        assert_eq!(
            split_at_name(
                "Петя может добавить 1 камень, Ваня же может добавить 2 камня.",
                "ваня"
            )
            .map(|p| p.1),
            Some("добавить 2 камня.".into())
        );
        assert_eq!(
            split_at_name("Ванятка может добавить 1 камень", "ваня"),
            None
        );
    }
}
