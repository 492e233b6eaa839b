//! Who is who in a question: the players as the text names them («Петя»,
//! «Персиковый Эльф Полина», «Пятачок»), and a question's words with each
//! player as his role, `#1` (the first mover) or `#2`.

use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// The players as the text names them: word stems of the first mover and of
/// his opponent.
#[derive(Debug, Clone, Default)]
pub struct Players {
    pub first: Vec<String>,
    pub second: Vec<String>,
}

impl Players {
    /// Players no word of a text calls: a question whose names were already
    /// said as «первый игрок» / «второй игрок» (`word_names`,
    /// `letter_names`), where a name left is a stranger.
    pub fn unnamed() -> Players {
        Players {
            first: vec!["\u{1}".to_string()],
            second: vec!["\u{2}".to_string()],
        }
    }

    /// Stems for a name: «Петя» → «пет», «Пятачок» → «пятачок», «пятачк».
    pub fn stems(name: &str) -> Vec<String> {
        let w = words(name);
        let Some(main) = w.first() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        // A name after titles («Персиковый Эльф Полина») is also called by
        // its last word alone.
        let last = w.last().filter(|l| w.len() > 1 && l.chars().count() >= 3);
        for main in std::iter::once(main).chain(last) {
            out.push(main.clone());
            let t: Vec<char> = main.chars().collect();
            if t.len() >= 3 && "аяеиоуыйь".contains(t[t.len() - 1]) {
                out.push(t[..t.len() - 1].iter().collect());
            }
            // The vowel that drops in the other cases: «Пятачок» → «Пятачка»,
            // «Павел» → «Павла».
            if t.len() >= 4 && ["ок", "ек", "ел"].iter().any(|e| main.ends_with(e)) {
                let mut s: String = t[..t.len() - 2].iter().collect();
                s.push(t[t.len() - 1]);
                out.push(s);
            }
        }
        out
    }

    /// 1 or 2 for a word naming a player.
    pub(in crate::read) fn role(&self, w: &str) -> Option<u8> {
        let hit = |stems: &[String]| {
            stems
                .iter()
                .any(|s| w.starts_with(s.as_str()) && w.chars().count() <= s.chars().count() + 3)
        };
        if hit(&self.first) {
            Some(1)
        } else if hit(&self.second) {
            Some(2)
        } else {
            None
        }
    }

    /// Whether word `i` goes on the name the word before began («Дед
    /// Мороз», «Винни-Пух»): the same player's, so one name, never the
    /// player said twice.
    pub(in crate::read) fn name_goes_on(&self, ws: &[String], i: usize) -> bool {
        i > 0
            && self
                .role(&ws[i])
                .is_some_and(|r| self.role(&ws[i - 1]) == Some(r))
    }
}

/// The words of a question with the players as `#1`/`#2`.
pub(super) fn roles(text: &str, players: &Players) -> Vec<String> {
    let v = vocabulary();
    let ws = words(text);
    let mut out = Vec::with_capacity(ws.len());
    let mut i = 0;
    let opponent_of = v.group("players.opponent_of");
    while i < ws.len() {
        // «противник Пети», «соперник первого игрока»: the other player,
        // for all the words.
        let named_after = opponent_of.at(&ws, i).and_then(|n| {
            let j = i + n;
            if let Some(m) = v.group("players.first").at(&ws, j) {
                Some((n + m, 1))
            } else if let Some(m) = v.group("players.second").at(&ws, j) {
                Some((n + m, 2))
            } else {
                Some((n + 1, players.role(ws.get(j)?)?))
            }
        });
        if let Some((len, r)) = named_after {
            out.push(format!("#{}", 3 - r));
            i += len;
        } else if let Some(n) = v.group("players.first").at(&ws, i) {
            out.push("#1".to_string());
            i += n;
        } else if let Some(n) = v.group("players.second").at(&ws, i) {
            out.push("#2".to_string());
            i += n;
        } else {
            match players.role(&ws[i]) {
                // «Винни-Пух», «Дед Мороз»: a name of two words is one
                // player, never the player said twice (`#2 #2` read no
                // wording of a question).
                Some(_) if players.name_goes_on(&ws, i) => {}
                Some(r) => out.push(format!("#{r}")),
                None => out.push(ws[i].clone()),
            }
            i += 1;
        }
    }
    out
}
