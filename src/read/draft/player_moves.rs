//! Moves of one player each: «За один свой ход Петя может добавить в кучу
//! 3 камня …. Ваня за один свой ход может добавить в кучу 5 камней …», or
//! one sentence «…, а Ваня — …». Kept by the name that says whose they are
//! until the players are settled, then given as `first: …; second: …`.

use super::Walk;
use crate::read::move_clause::END_BOUND;
use crate::read::moves;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// One player's moves as a sentence gave them.
pub(super) struct PlayerMoves {
    /// The word that names the player («Петя», «Ваня»).
    name: String,
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
        let named: Vec<(usize, u8)> = ws
            .iter()
            .enumerate()
            .filter_map(|(i, w)| self.players.role(w).map(|r| (i, r)))
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
            None => parts.push((ws[first_at].clone(), s.to_string())),
            Some(at) => {
                let Some((head, tail)) = split_at_name(s, &ws[at]) else {
                    return false;
                };
                parts.push((ws[first_at].clone(), head));
                parts.push((ws[at].clone(), format!("За один ход игрок может {tail}")));
            }
        }
        let mut read = Vec::new();
        for (name, part) in parts {
            if relates_to_other_moves(&part) {
                return false;
            }
            let f = moves::moves(&part, self.heaps);
            let only_moves = f.keys.len() == 1 && f.keys[0].0 == "moves";
            if !only_moves || !f.unread.is_empty() || f.keys[0].1.contains(END_BOUND) {
                return false;
            }
            read.push(PlayerMoves {
                name,
                moves: f.keys[0].1.clone(),
                sentence: s.to_string(),
            });
        }
        self.player_moves.extend(read);
        self.mark_last("moves");
        true
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
            match self.players.role(&p.name) {
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
        for w in [
            "же ",
            "может ",
            "можно ",
            "за один ход ",
            "за один свой ход ",
            "своим ходом ",
        ] {
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
