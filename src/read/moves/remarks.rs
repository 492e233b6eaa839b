//! The remarks of a move list: the rounding words said of a division
//! (in brackets or as a clause of their own) and the other parenthesised
//! remarks — «(по своему выбору)», a cap «(но не более, чем на 80 камней)»,
//! a move's name — each read or named, never dropped.

use super::{has_number, is_number, MoveList};
use crate::read::move_clause::{move_label, verb_kind};
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

impl MoveList<'_> {
    /// Rounding words («с округлением в большую сторону», «только если
    /// делится нацело»): the rounding taken, `true`; words that say both
    /// ways or none, `false`.
    pub(super) fn modifier(&mut self, ws: &[String]) -> bool {
        let v = vocabulary();
        // «(в случае с первой кучей … до меньшего, а в случае со второй кучей
        // до большего)»: a rounding per heap is not read as one.
        if v.group("move_words.round_up").any(ws) && v.group("move_words.round_down").any(ws) {
            return false;
        }
        // «(только если в куче больше 30 камней)»: a comparison of the count
        // is the move's condition, no division's exactness.
        let compared = (0..ws.len()).any(|i| v.compare_at(ws, i).is_some());
        if let Some(d) = indivisible_denied(ws) {
            self.exact = true;
            self.exact_divisor = Some(d);
        } else if v.group("move_words.round_up").any(ws) {
            if !crate::read::rounding::said_whole(ws) {
                return false;
            }
            self.round_up = true;
        } else if v.group("move_words.exact").any(ws) && !compared {
            // «(только если количество камней чётно)» of a division by three
            // says another divisor than the move's (checked at the end); a
            // condition that says no divisibility at all is no exactness.
            match divisor_said(ws) {
                DivisorSaid::Number(d) => self.exact_divisor = Some(d),
                DivisorSaid::Divides => {}
                DivisorSaid::None => return false,
            }
            self.exact = true;
        } else if v.group("move_words.round_down").any(ws) {
            if !crate::read::rounding::said_whole(ws) {
                return false;
            }
            self.round_down = true;
        } else {
            return false;
        }
        true
    }

    /// Whether the words before a remark, back to the remark before it or
    /// the list's start, say a move (its verb, or its amount: «… или три
    /// камня (−3)»): signs restate words said, never stand for moves of
    /// their own («либо (+1, +2)» is a pair, per heap).
    fn words_before(&self, before: &str) -> bool {
        let ws = words(before);
        verb_kind(&ws).is_some() || has_number(&ws)
    }

    /// Parenthesised remarks: a rounding rule, «(по своему выбору)», or a
    /// cap on a move «в целое число раз» («(но не более, чем на 80
    /// камней)»); any other remark is named, never dropped. The list
    /// returned with its remarks taken out.
    pub(super) fn read_remarks(&mut self, body: &str) -> String {
        let v = vocabulary();
        let mut plain = String::new();
        let mut rest = body;
        while let Some(open) = rest.find('(') {
            plain.push_str(&rest[..open]);
            let close = rest[open..].find(')').map_or(rest.len(), |c| open + c);
            let remark = &rest[open..close];
            // «добавить один камень (+1)», «… (+1, ×2)»: the moves restated
            // in signs after their words, checked against them at the end.
            let rw = words(remark);
            let restated = if let Some(signs) = signed_moves(remark.trim_start_matches('(')) {
                if !self.words_before(&rest[..open]) {
                    self.unread(remark.trim_start_matches('('));
                }
                Some(signs)
            } else {
                // «убрать не более трёх камней (один, два или три камня)»:
                // the amounts restated in words, checked like signs at the end.
                amounts_restated(&rw, &words(&rest[..open]))
            };
            if let Some(signs) = restated {
                self.signs.extend(signs);
                self.signs_said
                    .push(remark.trim_start_matches('(').trim().to_string());
                plain.push(' ');
                rest = rest.get(close + 1..).unwrap_or("");
                continue;
            }
            // «(у каждого игрока есть неограниченное количество камней)».
            let filler = crate::read::draft::filler_phrase_alone(&rw);
            // «от 1 до 5 (включительно)»: both ends of the range, as read.
            let inclusive_word = v.group("move_words.inclusive");
            let inclusive = rw.iter().all(|w| inclusive_word.is(w)) && !rw.is_empty() && {
                let before = words(&rest[..open]);
                let n = before.len();
                n >= 4
                    && before[n - 2] == "до"
                    && is_number(&before[n - 1])
                    && before[..n - 2].iter().rev().take(2).any(|w| w == "от")
            };
            // «(действие А)»: a move's name.
            let named = move_label(&rw);
            // «убрать два камня (если … нечётно, то ход невозможен) или …»: a
            // remark forbidding a move on an odd heap said of no division is
            // that move's condition, not read.
            if indivisible_denied(&rw).is_some() && !division_before(&rest[..open]) {
                self.unread(remark.trim_start_matches('('));
                rest = rest.get(close + 1..).unwrap_or("");
                continue;
            }
            // «(если кучи равны, можно удвоить любую)», «(…, удваивать можно
            // только одну из них)»: the rule for equal heaps, checked against
            // the whole list at its end.
            if crate::read::equal_heaps::opens_equal_rule(&rw)
                && (v.group("equal_heaps.either").any(&rw)
                    || v.group("equal_heaps.only_one").any(&rw))
                && self.equal_remark.is_none()
            {
                let said = remark.trim_start_matches('(').trim().to_string();
                self.equal_remark = Some((rw, said));
                plain.push(' ');
                rest = rest.get(close + 1..).unwrap_or("");
                continue;
            }
            // «(если в куче достаточно камней)»: a subtraction's own
            // condition, said wholly in these words.
            if v.group("move_remarks.enough").covers(&rw) {
                plain.push(' ');
                rest = rest.get(close + 1..).unwrap_or("");
                continue;
            }
            // «(в куче должен остаться хотя бы один камень)»: a floor on the
            // removal before it, read as the same words after «, если».
            if crate::read::floor::says_left(&rw) && !rw.iter().any(|w| w == "если") {
                plain.push_str(", если ");
                plain.push_str(remark.trim_start_matches('(').trim_start());
                rest = rest.get(close + 1..).unwrap_or("");
                continue;
            }
            let modifier = self.modifier(&rw);
            // «удвоить кучу (только если в ней меньше 20 камней)»: a
            // condition in brackets is the move's, read as the same words
            // said after a comma (or named by the clause that reads them).
            if !modifier && v.group("move_remarks.condition").at(&rw, 0).is_some() {
                // «(но только если …)»: the «но» joins no clause after a comma.
                let cond = remark.trim_start_matches('(').trim_start();
                plain.push_str(", ");
                plain.push_str(cond.strip_prefix("но ").unwrap_or(cond));
                rest = rest.get(close + 1..).unwrap_or("");
                continue;
            }
            if !modifier
                && !v.group("move_words.own_choice").any(&rw)
                && !filler
                && !inclusive
                && !named
            {
                match growth_cap(&rw) {
                    Some(n) if self.cap.is_none() => self.cap = Some(n),
                    _ => self.unread(remark.trim_start_matches('(')),
                }
            }
            rest = rest.get(close + 1..).unwrap_or("");
        }
        plain.push_str(rest);
        plain
    }
}

/// What a remark of exactness says divides the heap.
enum DivisorSaid {
    /// «чётно» (2), «делится на 3», «кратно трём».
    Number(i64),
    /// «если делится», «нацело», «без остатка»: the move's own divisor.
    Divides,
    /// «только если количество камней больше …» or any other condition.
    None,
}

/// The divisor a remark of exactness names: «чётн*» is 2, a number after
/// a word of dividing (`move_words.divides`) is that number.
fn divisor_said(ws: &[String]) -> DivisorSaid {
    let v = vocabulary();
    if ws.iter().any(|w| w.starts_with("четн")) {
        return DivisorSaid::Number(2);
    }
    let Some((at, len)) = v.group("move_words.divides").find(ws) else {
        // «если это возможно»: the move made when it can be, exactly.
        return if v.group("move_words.exact_alone").any(ws) {
            DivisorSaid::Divides
        } else {
            DivisorSaid::None
        };
    };
    match divisor_after(ws, at + len) {
        Some(d) => DivisorSaid::Number(d),
        None => DivisorSaid::Divides,
    }
}

/// The divisor said after a word of dividing that ends at `at` («делится
/// на три», «кратно 3»): a whole number above 1, «на» skipped.
fn divisor_after(ws: &[String], at: usize) -> Option<i64> {
    let from = at + usize::from(ws.get(at).is_some_and(|w| w == "на"));
    vocabulary()
        .number_at(ws, from)
        .and_then(|(n, _)| n.whole())
        .filter(|d| *d > 1)
}

/// «(если количество камней нечётно, то убрать половину нельзя)», «(если
/// количество камней в куче не делится на три, то уменьшение невозможно)»:
/// a remark that forbids the move when the heap does not divide, and the
/// divisor it names (2 for «нечётно»); a remark with any other condition
/// (a comparison, «чётно»), none.
fn indivisible_denied(ws: &[String]) -> Option<i64> {
    let v = vocabulary();
    if ws.first().map(String::as_str) != Some("если")
        || !v.group("move_words.impossible").any(ws)
        || (0..ws.len()).any(|i| v.compare_at(ws, i).is_some())
    {
        return None;
    }
    let (at, len) = v.group("move_words.indivisible").find(ws)?;
    if ws[at].starts_with("нечетн") {
        return Some(2);
    }
    // «не делится на три», «не кратно 3»: the number after the words.
    divisor_after(ws, at + len)
}

/// «не более трёх камней (один, два или три камня)»: a remark of amounts
/// alone (numbers, «или», «камня») after a verb of adding or taking, as the
/// moves it restates in signs («-1 -2 -3»); they stand for no move of their
/// own and must agree with the words' moves (`check_signs`). Other
/// remarks, none.
fn amounts_restated(remark: &[String], before: &[String]) -> Option<Vec<String>> {
    let op = match verb_kind(before)? {
        "add" => '+',
        "sub" => '-',
        _ => return None,
    };
    let v = vocabulary();
    let stones = v.group("heaps.stones");
    let mut out = Vec::new();
    let mut i = 0;
    while i < remark.len() {
        if let Some((n, len)) = v.number_at(remark, i) {
            out.push(format!("{op}{}", n.whole().filter(|n| *n > 0)?));
            i += len.max(1);
        } else if matches!(remark[i].as_str(), "или" | "и" | "либо") || stones.is(&remark[i])
        {
            i += 1;
        } else {
            return None;
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Whether the move just before a remark divides: its last alternative
/// (after the last «или» or comma) says «в N раз(а)», «половину» or a verb
/// of dividing.
fn division_before(before: &str) -> bool {
    let last = before
        .rsplit([',', ';'])
        .next()
        .unwrap_or(before)
        .rsplit(" или ")
        .next()
        .unwrap_or(before);
    words(last).iter().any(|w| {
        w.starts_with("раз")
            || w.starts_with("половин")
            || w == "наполовину"
            || w.contains("дел")
            || w == "треть"
    })
}

/// A remark of moves in signs alone: «+1», «×2», «+1, ×2», «−2 или :2»
/// → `+1`, `*2`, `/2`; any other word or sign, none.
pub(super) fn signed_moves(remark: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let spaced = remark.replace(';', ",");
    let parts = spaced
        .split(',')
        .flat_map(|p| p.split(" или "))
        .flat_map(|p| p.split(" и "));
    for part in parts {
        let part = part.trim();
        let mut chars = part.chars();
        let op = match chars.next()? {
            '+' => '+',
            '-' | '−' | '–' => '-',
            '×' | '*' | 'x' | 'х' | '·' => '*',
            ':' | '/' | '÷' => '/',
            _ => return None,
        };
        let number = chars.as_str().trim();
        if number.is_empty() || number.len() > 4 || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = number.parse().ok()?;
        if n == 0 {
            return None;
        }
        out.push(format!("{op}{n}"));
    }
    (!out.is_empty()).then_some(out)
}

/// «(но не более, чем на 80 камней)»: how much a move may add at most.
fn growth_cap(ws: &[String]) -> Option<i64> {
    let v = vocabulary();
    let (at, len) = v.group("move_words.cap").find(ws)?;
    let (n, l) = v.number_at(ws, at + len)?;
    let n = n.whole()?;
    let tail = &ws[at + len + l..];
    (n >= 1 && tail.iter().all(|w| v.group("heaps.stones").is(w))).then_some(n)
}
