//! The players as a task names them: the pair in its opening sentence
//! («Два игрока, Петя и Ваня, играют …») and who moves first («первый ход
//! делает Петя», «начинает Ваня», «Ваня ходит первым»).

use super::letter_names::letter_name;
use super::questions::Players;
use super::tokens::{capitalised, words};
use super::vocabulary::vocabulary;

/// «Два игрока, Петя и Ваня, играют …» → (Петя, Ваня).
pub(super) fn player_names(s: &str) -> Option<(String, String)> {
    let v = vocabulary();
    let ws = words(s);
    // «… играют в следующую игру», «Петя и Ваня решили поиграть», «Два
    // игрока, Петя и Ваня, ходят по очереди».
    if !v.group("players.play").any(&ws) {
        return None;
    }
    // «Петя (всегда ходит первым) и Ваня …»: a remark in brackets after a
    // name is no part of the pair (who moves first is read from the whole
    // sentence).
    let raw = s;
    let plain = without_remarks(s);
    let s = plain.as_str();
    let ok = |n: &str| n.trim().chars().next().is_some_and(char::is_uppercase);
    // A name of one or two words, or a name after titles, every word of
    // them capitalized («Персиковый Эльф Полина»).
    let name = |n: &str| {
        let count = n.split_whitespace().count();
        ok(n)
            && (count <= 2
                || count <= 4
                    && n.split_whitespace()
                        .all(|w| w.starts_with(char::is_uppercase)))
    };
    // «игрок А и игрок Б», «игрок 1 и игрок 2»: a letter or a number after
    // «игрок», two names that differ (`letter_names`).
    let letters = |a: &str, b: &str| {
        let (x, y) = (letter_name(a.trim())?, letter_name(b.trim())?);
        (x != y).then_some(())
    };
    let pair = |names: &str| {
        let (a, b) = names.split_once(" и ")?;
        (name(a) && name(b) || letters(a, b).is_some())
            .then(|| (a.trim().to_string(), b.trim().to_string()))
    };
    // «Два игрока, Петя и Ваня, играют …»; the first part between two
    // commas that is a pair, after a heading of numbers («19, 20, 21 Два
    // игрока, Дед Мороз и Снегурочка, играют …»).
    // «Играют двое, Петя и Ваня; первым ходит Петя, …»: a semicolon ends
    // the pair as a comma does.
    // «Два игрока (игрок 1 и игрок 2) играют …»: the pair in brackets just
    // after the players' word, the brackets' whole words.
    let in_brackets = || {
        let open = raw.find('(')?;
        let close = open + raw[open..].find(')')?;
        let before = words(&raw[..open]);
        v.group("players.people")
            .is(before.last()?)
            .then(|| pair(raw[open + 1..close].trim()))
            .flatten()
    };
    let parts: Vec<&str> = s.split([',', ';']).collect();
    let between_commas = parts
        .get(1..parts.len().saturating_sub(1))
        .unwrap_or_default()
        .iter()
        .find_map(|part| pair(part));
    // «Рассмотрим игру двух игроков, Пети и Вани.»: the pair after the
    // last comma, the sentence's last words, just after the players' word
    // (`players.people`); in any case — the stems that call the players
    // are a name's in every case (`Players::stems`).
    let after_people = || {
        let (head, tail) = s.rsplit_once(',')?;
        let last = words(head).pop()?;
        v.group("players.people")
            .is(&last)
            .then(|| pair(tail.trim().trim_end_matches(['.', '!', ';'])))
            .flatten()
    };
    // «Играют двое: Петя и Ваня.»: the pair after a colon, the sentence's
    // last words.
    // «В игре участвуют два мальчика — Петя и Ваня.»: after a dash so too.
    let after_colon = || {
        let (_, rest) = s
            .split_once(':')
            .or_else(|| s.split_once(" — "))
            .or_else(|| s.split_once(" – "))?;
        pair(rest.trim().trim_end_matches(['.', '!', ';']))
    };
    // «Вот игра, в которую играют Петя и Ваня.», «В эту игру играют Петя и
    // Ваня, начинает Петя, …»: the pair just after the verb, up to the
    // sentence's end or its next comma, semicolon or bracket.
    let after_verb = || {
        v.group("players.play_after_names")
            .phrases()
            .iter()
            .filter_map(|verb| {
                let at = s.find(&format!(" {verb} ")).or_else(|| {
                    s.strip_prefix(&capitalised(verb))
                        .filter(|rest| rest.starts_with(' '))
                        .map(|_| 0)
                })?;
                let rest = s[at..].trim_start().get(verb.len()..)?;
                let rest = rest.split([',', ';', '(']).next()?;
                pair(rest.trim().trim_end_matches(['.', '!']))
            })
            .next()
    };
    // «Пятачок и Винни-Пух играют в следующую игру», «Петя и Ваня решили
    // поиграть»: a name each side of «и», just before the verb.
    in_brackets()
        .or(between_commas)
        .or_else(after_people)
        .or_else(after_colon)
        .or_else(after_verb)
        .or_else(|| {
            let verb = v
                .group("players.play_after_names")
                .phrases()
                .iter()
                .filter_map(|verb| s.find(&format!(" {verb}")))
                .min()?;
            // «Петя и Ваня снова играют в камни»: an adverb between the names
            // and the verb is none of the second name.
            let mut before = s[..verb].trim_end();
            while let Some((head, last)) = before.rsplit_once(' ') {
                if !v
                    .group("players_retold.before_verb")
                    .is(&last.to_lowercase())
                {
                    break;
                }
                before = head.trim_end();
            }
            if let Some((a, b)) = before.rsplit_once(" и ") {
                let (a, b) = (two_word_name_end(a)?, b.trim());
                return (ok(&a) && ok(b) && two_words_capitalised(b)).then(|| (a, b.to_string()));
            }
            with_partner(before)
        })
}

/// The name that ends the words before «и» in «Дед Мороз и Снегурочка
/// играют …»: its last word, and the word before it too when both are
/// capitalised words of letters («Кот Матроскин», «Дед Мороз»; «(Е.
/// Джобс) Петя» keeps «Петя»).
fn two_word_name_end(a: &str) -> Option<String> {
    let ws: Vec<&str> = a.split_whitespace().collect();
    let last = *ws.last()?;
    let letters = |w: &str| w.chars().all(|c| c.is_alphabetic() || c == '-');
    // «Игроки Петя и Ваня», «Друзья Петя и Ваня», «Ребята …»: a plural
    // noun before the name says who they are, and is no part of it.
    let plural = |w: &str| {
        let w = w.to_lowercase();
        ["и", "ы", "ья", "ята"].iter().any(|e| w.ends_with(e))
    };
    match ws.len().checked_sub(2).map(|i| ws[i]) {
        Some(before)
            if two_words_capitalised(&format!("{before} {last}"))
                && letters(before)
                && letters(last)
                && !plural(before) =>
        {
            Some(format!("{before} {last}"))
        }
        _ => Some(last.to_string()),
    }
}

/// One word, or two each capitalised with two letters at least («Кот
/// Матроскин»): a name, never words of a sentence («Ваня решили»).
fn two_words_capitalised(n: &str) -> bool {
    let ws: Vec<&str> = n.split_whitespace().collect();
    ws.len() == 1
        || ws.len() == 2
            && ws.iter().all(|w| {
                w.starts_with(char::is_uppercase)
                    && w.chars().filter(|c| c.is_alphabetic()).count() >= 2
            })
}

/// The sentence with its remarks in brackets taken out («Петя (всегда
/// ходит первым) и Ваня» → «Петя и Ваня»); an unclosed bracket is kept.
fn without_remarks(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')') else {
            break;
        };
        out.push_str(rest[..open].trim_end());
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// Whether a sentence of the players says there are more than two of
/// them: a count of players other than two («Три игрока …», «Трое друзей
/// …», «Две команды …»), or three names or more in one list («Петя, Ваня и
/// Коля ходят по очереди»). The game of two players is all gametable
/// solves; such a sentence is named, never read as its first two names.
pub(super) fn more_than_two_players(s: &str) -> bool {
    let v = vocabulary();
    let ws = words(s);
    let (many, people) = (v.group("players.many"), v.group("players.people"));
    let counted = ws
        .windows(2)
        .any(|pair| many.is(&pair[0]) && people.is(&pair[1]));
    let teams = v.group("players.teams").any(&ws);
    counted || teams || listed_names(s) >= 3
}

/// The longest list of capitalized words joined by commas and «и» («Петя,
/// Ваня и Коля» → 3). A name is a word of two letters or more, the rest in
/// lower case (so «А, Б и В» and «ЕГЭ» are none). The sentence's first word
/// before a pair set off by commas («Двое, Лена и Кирилл, играют») is a
/// word capitalized as the first, no name. Linear in the sentence.
fn listed_names(s: &str) -> usize {
    let is_name = |t: &str| {
        let letters = t.trim_matches(|c: char| !c.is_alphabetic());
        let mut chars = letters.chars();
        letters.chars().count() >= 2
            && letters.chars().all(char::is_alphabetic)
            && chars.next().is_some_and(char::is_uppercase)
            && chars.all(char::is_lowercase)
    };
    // A list ends: its count, less the sentence's first word before an
    // apposition.
    let count = |run: usize, from_first: bool, closed_by_comma: bool| {
        run - usize::from(from_first && closed_by_comma && run >= 3)
    };
    // `run`: names in the current list, `from_first`: whether it began at
    // the first word; `open`: whether it may go on (the last name ended
    // with a comma, or «и» followed it); `last_comma`: the last name did.
    let (mut run, mut from_first, mut open, mut last_comma) = (0usize, false, false, false);
    let mut longest = 0usize;
    for (at, token) in s.split_whitespace().enumerate() {
        if is_name(token) {
            if !open {
                longest = longest.max(count(run, from_first, last_comma));
                run = 0;
                from_first = at == 0;
            }
            run += 1;
            open = token.ends_with(',');
            last_comma = open;
        } else if token == "и" && run > 0 && !open {
            open = true;
        } else {
            longest = longest.max(count(run, from_first, last_comma));
            run = 0;
            open = false;
        }
    }
    longest.max(count(run, from_first, last_comma))
}

/// «Дед Мороз со Снегурочкой решили сыграть»: the first player's name (its
/// last one or two capitalized words) before «с»/«со», the second's after
/// it in the instrumental, given as its stem («Снегурочк», «Ван»).
fn with_partner(before: &str) -> Option<(String, String)> {
    let (a, b) = before
        .rsplit_once(" со ")
        .or_else(|| before.rsplit_once(" с "))?;
    let b = b.trim();
    let capitalized = |w: &str| w.starts_with(char::is_uppercase);
    if !capitalized(b) || b.contains(char::is_whitespace) {
        return None;
    }
    let stem = ["ой", "ей", "ом", "ем", "ёй"]
        .iter()
        .find_map(|end| b.strip_suffix(end))
        .filter(|stem| stem.chars().count() >= 3)?;
    let a_words: Vec<&str> = a.split_whitespace().collect();
    let name: Vec<&str> = a_words
        .iter()
        .rev()
        .take(2)
        .take_while(|w| capitalized(w))
        .copied()
        .collect();
    let first = name.into_iter().rev().collect::<Vec<_>>().join(" ");
    (!first.is_empty()).then(|| (first, stem.to_string()))
}

/// The role (1 the first mover as the text names the players, 2 the
/// other) of the player a sentence says moves second («Ваня ходит
/// вторым»): the other one moves first. `None` when no such words, or the
/// name before them is no player's.
pub(super) fn second_mover(s: &str, players: &Players) -> Option<u8> {
    let ws = words(s);
    let (at, _) = vocabulary()
        .group("players.second_mover_before")
        .find(&ws)?;
    players.role(ws.get(at.checked_sub(1)?)?)
}

/// «первый ход делает Петя» → Петя; «первый ход делает игрок Ваня», «…,
/// начиная с Пети», «начинает Ваня» (the vocabulary's words before the
/// name); «Ваня ходит первым», «Ваня начинает игру» (its words after the
/// name). A name is capitalized in the text: «первый ход делает первый
/// игрок» names none.
pub(super) fn first_mover(s: &str, players: &Players) -> Option<String> {
    let v = vocabulary();
    let ws = words(s);
    let named = |name: &String| {
        s.split(|c: char| !c.is_alphanumeric() && c != '-')
            .find(|t| {
                t.chars().next().is_some_and(char::is_uppercase)
                    && t.chars().filter(|c| c.is_alphabetic()).count() >= 2
                    && words(t).first().is_some_and(|w| w == name)
            })
            .map(str::to_string)
    };
    let after = v
        .group("players.first_mover")
        .find(&ws)
        .and_then(|(at, len)| named(ws.get(at + len)?));
    let before = v
        .group("players.first_mover_before")
        .find(&ws)
        .and_then(|(at, _)| named(ws.get(at.checked_sub(1)?)?));
    // A word before that names no player («Игру начинает Ваня»: «Игру»
    // is capitalized as the sentence's first word).
    let player = |n: &String| words(n).first().is_some_and(|w| players.role(w).is_some());
    // «…, первым Петя»: a name just after «первым», no verb (para78); only
    // when no words above name anyone («Петя ходит первым, Ваня — вторым»
    // names Петя before its words).
    let bare = || {
        v.group("players.first_mover_bare")
            .find(&ws)
            .and_then(|(at, len)| named(ws.get(at + len)?))
            .filter(|n| player(n))
    };
    match (after, before) {
        (Some(a), Some(b)) if words(&a) != words(&b) => match (player(&a), player(&b)) {
            (true, false) => Some(a),
            (false, true) => Some(b),
            // «Петя начинает, Ваня ходит вторым»: two names, neither taken.
            _ => None,
        },
        (None, None) => bare(),
        (a, b) => a.or(b),
    }
}

/// Whether a moves sentence gives moves of one player: it names one of the
/// two only («За один ход Петя может …»), or a player after the word that
/// opens its list («…, а Ваня — добавить два камня»). Both named before it
/// («Петя и Ваня по очереди могут …») is every player's.
pub(super) fn moves_of_one_player(ws: &[String], players: &Players) -> bool {
    let roles: Vec<(usize, u8)> = ws
        .iter()
        .enumerate()
        .filter_map(|(i, w)| players.role(w).map(|r| (i, r)))
        .collect();
    let v = vocabulary();
    let opens = ws.iter().position(|w| v.group("players.list_opener").is(w));
    let after_opener = opens.is_some_and(|o| roles.iter().any(|&(i, _)| i > o));
    let one = !roles.is_empty() && roles.iter().all(|&(_, r)| r == roles[0].1);
    // «Первый ход делает Петя, за один ход игрок может …»: the name is who
    // moves first.
    let order = v.group("players.first_mover").any(ws)
        || v.group("players.first_mover_before").any(ws)
        || v.group("players.second_mover_before").any(ws);
    (after_opener || one) && !order
}

/// Whether a sentence says who moves first or second («первым ходит»,
/// «начинает», «ходит вторым») beside a player's name: words of the order
/// of play, checked when no reader of the order took them.
pub(super) fn says_who_moves_first(ws: &[String], players: &Players) -> bool {
    let v = vocabulary();
    let order = v.group("players.order").any(ws) && v.group("move_words.move").any(ws);
    let named = ws.iter().any(|w| players.role(w).is_some());
    let example = ws
        .first()
        .is_some_and(|w| v.group("players.example_opener").is(w))
        || v.group("players.example_words").any(ws);
    order && named && !example
}

/// Whether a sentence of taking turns («… по очереди») says who moves first
/// or second too («первый ход делается по жребию», «первым может ходить
/// любой», «начинает второй игрок»): read by no reader of the order when it
/// gets here. «начинает первый игрок», «…, начиная с первого игрока» is
/// the order every reading takes.
pub(super) fn says_order_unread(ws: &[String]) -> bool {
    let v = vocabulary();
    let turns = v.group("players.turns").any(ws);
    let order = v.group("players.order_in_turns").any(ws);
    let first_player_first =
        v.group("players.first_player").any(ws) && !v.group("players.second_word").any(ws);
    turns && order && !first_player_first
}

/// Whether a sentence that says who moves first goes on with more
/// («…, первый ход делает Петя, причём первым ходом он делает сразу два
/// хода», «…, но …»): a clause no reader of the order reads.
pub(super) fn says_more_than_the_order(ws: &[String]) -> bool {
    vocabulary().group("players.more_than_order").any(ws)
}

/// Whether a sentence read for its players or who moves first says a rule
/// too («…, в которой Ваня может один раз пропустить ход», «…, но Ваня может
/// отказаться от первого хода»): a word of permission or prohibition.
pub(super) fn says_a_rule(ws: &[String]) -> bool {
    vocabulary().group("players.rule").any(ws)
}

/// A capitalized word inside a question, in a player's place, that names
/// neither player («… но при любом ходе Полины Валентина может выиграть …»
/// where the rules name Полина alone): a player the rules never introduced,
/// whose moves no reading can place. A player's place: before a verb of
/// winning or moving («Валентина может», «… выиграл»), or after «у», «ходе»,
/// «хода», «игре». The first word of a line or of a sentence, a short word
/// and a word in capitals (an abbreviation) are no names.
pub(super) fn stranger(text: &str, players: &Players) -> Option<String> {
    // (the word as written, whether it opens a line or a sentence)
    let mut tokens: Vec<(String, bool)> = Vec::new();
    let mut at_start = true;
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || (c == '-' && !word.is_empty()) {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            tokens.push((std::mem::take(&mut word), at_start));
            at_start = false;
        }
        if matches!(c, '\n' | '.' | '!' | '?' | ':' | ';' | '(' | '«' | '"') {
            at_start = true;
        }
    }
    let lower = |i: usize| {
        tokens
            .get(i)
            .map(|t| t.0.to_lowercase())
            .unwrap_or_default()
    };
    let v = vocabulary();
    let (verb, before) = (v.group("players.verb_after"), v.group("players.before"));
    tokens.iter().enumerate().find_map(|(i, (w, opens))| {
        let letters: Vec<char> = w.chars().collect();
        let name = letters.len() >= 3
            && letters[0].is_uppercase()
            && letters[1..].iter().all(|c| !c.is_uppercase())
            && letters
                .iter()
                .all(|&c| super::russian_letter(c) || c == '-');
        let next = lower(i + 1);
        let placed = verb.is(&next)
            || next == "не"
            || i.checked_sub(1).is_some_and(|p| before.is(&lower(p)));
        (name && !opens && placed && words(w).iter().all(|x| players.role(x).is_none()))
            .then(|| w.clone())
    })
}
