//! A move added for one player, or forbidden to one, beside the moves of
//! both: «Кроме того, Ваня может утроить кучу», «Пете запрещено утраивать
//! кучу». Kept by the player's name until the players are settled, then the
//! moves become `first: …; second: …`.

use super::player_moves::moves_alone;
use super::Walk;
use crate::read::vocabulary::vocabulary;

/// What a sentence does to one player's moves.
#[derive(PartialEq)]
enum Change {
    Add,
    Forbid,
}

/// One player's change of the moves of both, as a sentence gave it.
pub(super) struct OnePlayer {
    /// The word that names the player («Ваня», «Пете»).
    name: String,
    change: Change,
    /// The moves added or forbidden, in the rules language.
    moves: String,
    sentence: String,
}

impl Walk {
    /// «Кроме того, Ваня может утроить кучу»: `more`, the moves read after
    /// the words that add, kept for the one player the sentence names.
    /// False when it names no single player, or the moves carry labels.
    pub(super) fn added_for_one_player(&mut self, s: &str, ws: &[String], more: &str) -> bool {
        let Some(name) = self.one_name(ws) else {
            return false;
        };
        if more.contains(':') {
            return false;
        }
        self.one_player.push(OnePlayer {
            name,
            change: Change::Add,
            moves: more.to_string(),
            sentence: s.to_string(),
        });
        self.mark_last("moves");
        true
    }

    /// «Кроме того, Ваня может утроить кучу», «Ваня также может …»: a move
    /// added for one player, said after the moves of both. Read when the
    /// words before «может» are the player's name and words that add
    /// (`move_words.continued`), nothing else.
    pub(super) fn read_added_for_one(&mut self, s: &str, ws: &[String]) -> bool {
        if !self.has("moves") {
            return false;
        }
        let Some(name) = self.one_name(ws) else {
            return false;
        };
        let Some(may) = ws
            .iter()
            .position(|w| vocabulary().group("players.may").is(w))
        else {
            return false;
        };
        let adds = vocabulary().group("move_words.continued");
        let players = self.players_or_exam_pair();
        // The name's second word («Дед Мороз»): the same player's, after it.
        let name_goes_on = |i: usize| i > 0 && ws[i - 1] == name && players.name_goes_on(ws, i);
        let mut i = 0;
        let mut added = false;
        while i < may {
            if let Some(n) = adds.at(ws, i).filter(|&n| i + n <= may) {
                added = true;
                i += n;
            } else if ws[i] == name || name_goes_on(i) {
                i += 1;
            } else {
                return false;
            }
        }
        let lower = s.to_lowercase();
        let Some(at) = lower.find(" может ") else {
            return false;
        };
        let said = &s[at + " может ".len()..];
        if !added {
            return false;
        }
        let Some(more) = moves_alone(&format!("За один ход игрок может {said}"), self.heaps)
        else {
            return false;
        };
        self.added_for_one_player(s, ws, &more)
    }

    /// «Пете запрещено утраивать кучу», «Ване нельзя прибавлять два
    /// камня»: a move of the list forbidden to one player. Read when the
    /// sentence is the player's name, a word that forbids
    /// (`players.forbidden`) and moves, nothing else.
    pub(super) fn read_forbidden_to_one(&mut self, s: &str, ws: &[String]) -> bool {
        let Some(name) = self.one_name(ws) else {
            return false;
        };
        let Some((at, len)) = vocabulary().group("players.forbidden").find(ws) else {
            return false;
        };
        let lead = vocabulary().group("players.lead_of_forbidden");
        let named_only = ws[..at].iter().all(|w| *w == name || lead.is(w));
        if !named_only || at + len >= ws.len() {
            return false;
        }
        // The moves: the sentence's words after the forbidding ones.
        let said = ws[at + len..].join(" ");
        let Some(moves) = moves_alone(&format!("За один ход игрок может {said}."), self.heaps)
        else {
            return false;
        };
        if moves.contains(':') {
            return false;
        }
        self.one_player.push(OnePlayer {
            name,
            change: Change::Forbid,
            moves,
            sentence: s.to_string(),
        });
        true
    }

    /// The one player's name of a sentence: a word that names a player,
    /// the only player named.
    fn one_name(&self, ws: &[String]) -> Option<String> {
        let players = self.players_or_exam_pair();
        // «Дед Мороз», «Винни-Пух»: a name of two words is named once.
        let named: Vec<&String> = ws
            .iter()
            .enumerate()
            .filter(|&(i, w)| players.role(w).is_some() && !players.name_goes_on(ws, i))
            .map(|(_, w)| w)
            .collect();
        match named[..] {
            [w] => Some(w.clone()),
            _ => None,
        }
    }

    /// The moves of both with each one player's change: `first: …; second:
    /// …`. Named instead (each sentence that gave a change) when the moves
    /// are said per player already, carry labels, or a change adds a move
    /// the list has or forbids one it has not, or leaves a player none.
    pub(super) fn settle_one_player_changes(&mut self) {
        let changes = std::mem::take(&mut self.one_player);
        if changes.is_empty() {
            return;
        }
        let both = self
            .key("moves")
            .map(|k| k.value.clone())
            .filter(|m| !m.contains(':'));
        let mut lists: Option<[Vec<String>; 2]> = both.map(|m| {
            let l: Vec<String> = m.split_whitespace().map(String::from).collect();
            [l.clone(), l]
        });
        for c in &changes {
            let Some(ls) = lists.as_mut() else { break };
            let Some(role @ 1..=2) = self.players.role(&c.name) else {
                lists = None;
                break;
            };
            let list = &mut ls[usize::from(role) - 1];
            for m in c.moves.split_whitespace() {
                let has = list.iter().any(|x| x == m);
                match (&c.change, has) {
                    (Change::Add, false) => list.push(m.to_string()),
                    (Change::Forbid, true) => list.retain(|x| x != m),
                    _ => {
                        lists = None;
                        break;
                    }
                }
            }
            if lists
                .as_ref()
                .is_some_and(|ls| ls.iter().any(Vec::is_empty))
            {
                lists = None;
            }
        }
        match lists {
            Some([first, second]) if self.player_moves_settled_none() => {
                let value = format!("first: {}; second: {}", first.join(" "), second.join(" "));
                if let Some(k) = self.r.keys.iter_mut().find(|k| k.name == "moves") {
                    k.value = value;
                }
                for c in &changes {
                    self.mark(&c.sentence, "moves");
                }
            }
            _ => {
                for c in &changes {
                    self.flag_earlier(&c.sentence);
                }
            }
        }
    }
}
