//! Who plays and who moves first: read from the rules' sentences, then
//! settled for the whole text (a players' sentence taken for the title, the
//! exam's pair when a name is missing).

use super::Walk;
use crate::read::letter_names::{self, letter_name};
use crate::read::players::{
    first_mover, more_than_two_players, player_names, says_a_rule, says_who_moves_first,
    second_mover,
};
use crate::read::questions::Players;
use crate::read::short;
use crate::read::tokens::words;
use crate::read::word_names::adjective_stem;

impl Walk {
    /// «Два игрока, Петя и Ваня, играют …»: the players, first and second.
    /// Lines before this sentence that gave nothing are the task's title.
    pub(super) fn read_player_names(&mut self, s: &str, ws: &[String]) -> bool {
        let Some(names) = player_names(s) else {
            return false;
        };
        self.players.first = Players::stems(&names.0);
        self.players.second = Players::stems(&names.1);
        // «Первый и Второй», «Белый и Чёрный»: names that are adjectives,
        // called by the whole word in the rules («первый ход делает
        // Первый»; «первым» is no player), read in the questions by case.
        self.word_names = None;
        self.letter_names = None;
        self.letter_first = None;
        // «игрок А и игрок Б»: no stem calls either (a bare «а» is a
        // conjunction); the questions read each «игрок X» by its case, who
        // moves first read by `letter_names::first_mover`.
        if let (Some(a), Some(b)) = (letter_name(&names.0), letter_name(&names.1)) {
            self.players = Players::unnamed();
            self.letter_names = Some([a, b]);
            if says_a_rule(ws) {
                self.flag(s);
            }
            self.title_from_lines_before();
            return true;
        }
        if let (Some(a), Some(b)) = (adjective_stem(&names.0), adjective_stem(&names.1)) {
            self.players.first = words(&names.0);
            self.players.second = words(&names.1);
            self.word_names = Some((a, b));
        }
        // «Петя и Петя», «Саша и Сашенька»: names that one stem takes
        // both of tell no player from the other.
        let role_of = |name: &str| words(name).first().and_then(|w| self.players.role(w));
        if role_of(&names.0) != Some(1) || role_of(&names.1) != Some(2) {
            self.flag(s);
        }
        // «…, в которой Ваня может один раз пропустить ход»: a rule in
        // the players' sentence, not read there.
        if says_a_rule(ws) {
            self.flag(s);
        }
        self.title_from_lines_before();
        true
    }

    /// Lines before the game's first sentence, nothing read from them: its
    /// title (a site's headings), not unread rules.
    fn title_from_lines_before(&mut self) {
        let r = &mut self.r;
        let before = r.sentences.len() - 1;
        if before > 0 && r.keys.is_empty() && r.examples.is_empty() {
            let heading: Vec<String> = r.sentences[..before]
                .iter()
                .map(|x| x.text.trim().to_string())
                .collect();
            r.title.get_or_insert_with(|| short(&heading.join(" ")));
            r.unread.clear();
            for x in &mut r.sentences[..before] {
                x.unread = false;
            }
        }
    }

    /// «первый ход делает Петя», «Ваня ходит вторым»: the order of the
    /// players; said in words not read, the sentence is named, never the
    /// default order taken.
    pub(super) fn read_who_moves_first(&mut self, s: &str, ws: &[String]) -> bool {
        if let Some(names) = &self.letter_names {
            let Some(first) = letter_names::first_mover(s, names) else {
                return false;
            };
            // «Первым ходит игрок А.» … «первый ход делает игрок Б»: two
            // first movers, never the one the last sentence names.
            if self.letter_first.is_some_and(|f| f != first) {
                self.flag(s);
            }
            self.letter_first = Some(first);
            self.first_said = true;
            return true;
        }
        if let Some(first) = first_mover(s, &self.players) {
            // «…, но Ваня может отказаться от первого хода»: more than who
            // moves first, flagged where no reader of rules took the
            // sentence (`read_rule_sentence`).
            // The name as the text declines it («начиная с Вани»).
            let role = words(&first).first().and_then(|w| self.players.role(w));
            // «Первым ходит Ваня.» … «первый ход делает Петя»: two first
            // movers, never the one the last sentence names.
            if role == Some(2) && self.first_said {
                self.flag(s);
            }
            self.first_said = true;
            if role == Some(2) {
                self.swap_players();
            } else if self.players.first.is_empty() {
                self.players.first = Players::stems(&first);
            }
            true
        } else if let Some(role) = second_mover(s, &self.players) {
            // «Ваня ходит вторым»; «Ваня начинает, Петя ходит вторым».
            if role == 1 && self.first_said {
                self.flag(s);
            }
            self.first_said = true;
            if role == 1 {
                self.swap_players();
            }
            true
        } else {
            if says_who_moves_first(ws, &self.players) {
                // «…, при этом первым неизменно ходит Ваня»: who moves first,
                // in words not read — never the default order.
                self.flag(s);
            }
            false
        }
    }

    fn swap_players(&mut self) {
        std::mem::swap(&mut self.players.first, &mut self.players.second);
        self.players_swapped = !self.players_swapped;
    }

    /// Both players named once the rules are read: from a players' sentence
    /// taken for the title, else the exam's pair.
    pub(super) fn settle_players(&mut self) {
        // «Петя, Ваня и Коля играют …» taken for the title: not a game of two.
        if let Some(title) = self.r.title.clone().filter(|t| more_than_two_players(t)) {
            self.flag(&title);
        }
        let players = &mut self.players;
        // The players' sentence taken for the title (it came before the line
        // the document saw the game open at).
        if let Some(names) = players
            .second
            .is_empty()
            .then(|| self.r.title.as_deref().and_then(player_names))
            .flatten()
        {
            let first = Players::stems(&names.0);
            // «первый ход делает Полина» after «Персиковый Эльф Полина и …»
            // in the title: one player, called by her last word.
            let same = |a: &[String], b: &[String]| a.iter().any(|x| b.contains(x));
            if players.first.is_empty() || same(&players.first, &first) {
                players.first = first;
                players.second = Players::stems(&names.1);
            } else if same(&players.first, &Players::stems(&names.1)) {
                players.second = first;
            }
        }
        *players = with_exam_pair(players);
    }

    /// The players so far, the exam's pair for a name not said yet: whose
    /// moves a sentence gives before (or without) a players' sentence — «За
    /// один свой ход Ваня может …» is Vanya's alone, not both players'.
    pub(super) fn players_or_exam_pair(&self) -> Players {
        with_exam_pair(&self.players)
    }
}

/// The players with the exam's pair for a missing name: Petya first, and
/// when the text names only who moves first («Игроки ходят по очереди,
/// начинает Ваня»), the other one of the pair second.
fn with_exam_pair(players: &Players) -> Players {
    let mut out = players.clone();
    if out.first.is_empty() {
        out.first = Players::stems("Петя");
    }
    if out.second.is_empty() {
        let vanya = Players::stems("Ваня");
        out.second = if out.first == vanya {
            Players::stems("Петя")
        } else {
            vanya
        };
    }
    out
}
