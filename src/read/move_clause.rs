//! One clause of a move list → its moves: the verb's kind (add, multiply,
//! grow, shrink …) and what follows it (an amount, a factor, a range).
//! `moves` cuts a sentence into clauses; `conditional` and `examples` read
//! single clauses too, so the clause's reading lives here, below all three.

use super::rules::{has_word, qualifies_numbers};
use super::vocabulary::{vocabulary, Num};

/// The factor's bound in a move «в целое число раз» (`x = x * k for k in
/// 2..@end;`): the reader puts in the largest number of the end and winner
/// rules (a larger factor ends the game the same way).
pub const END_BOUND: &str = "@end";

/// «(действие А)», «(ход 1)», «(операция Б)»: the name a text gives a move
/// in brackets (to speak of it later) — a noun of `move_words.label` and one
/// letter or a number, nothing else; no part of the move.
pub(super) fn move_label(ws: &[String]) -> bool {
    let name = |w: &str| {
        let letter = w.chars().count() == 1 && w.chars().all(char::is_alphabetic);
        letter || !w.is_empty() && w.chars().all(|c| c.is_ascii_digit())
    };
    match ws {
        [noun, n] => {
            vocabulary()
                .group("move_words.label")
                .any(std::slice::from_ref(noun))
                && name(n)
        }
        _ => false,
    }
}

pub(super) fn verb_kind(ws: &[String]) -> Option<&'static str> {
    let v = vocabulary();
    for (group, kind) in [
        ("verbs.grow", "grow"),
        ("verbs.shrink", "shrink"),
        ("verbs.add", "add"),
        ("verbs.mul", "mul"),
        ("verbs.sub", "sub"),
        ("verbs.div", "div"),
    ] {
        if v.group(group).any(ws) {
            return Some(kind);
        }
    }
    (0..ws.len())
        .any(|i| v.factor_at(ws, i).is_some())
        .then_some("grow")
}

/// The amount of a clause: the number before «камн…», else the last
/// number not before «из»/«куч…».
pub(super) fn amount(ws: &[String]) -> Option<Num> {
    let v = vocabulary();
    let unit = v.group("move_words.factor_unit");
    let mut last = None;
    let mut i = 0;
    while i < ws.len() {
        if let Some((n, len)) = v.number_at(ws, i) {
            let next = ws.get(i + len).map(String::as_str).unwrap_or("");
            if v.group("heaps.stones").is(next) {
                return Some(n);
            }
            if next != "из" && !v.group("heaps.heap").is(next) && !unit.is(next) {
                last = Some(n);
            }
            i += len;
        } else {
            i += 1;
        }
    }
    last
}

/// «в N раз(а)» or a factor word.
fn factor(ws: &[String]) -> Option<Num> {
    let v = vocabulary();
    for i in 0..ws.len() {
        if let Some(f) = v.factor_at(ws, i) {
            return Some(Num { num: f, den: 1 });
        }
        if v.group("move_words.factor_unit").is(&ws[i]) && i >= 1 {
            // «в два раза», «в полтора раза», «в 3 раза».
            let from = i.saturating_sub(3);
            for j in (from..i).rev() {
                if let Some((n, len)) = v.number_at(ws, j) {
                    if j + len == i {
                        return Some(n);
                    }
                }
            }
        }
    }
    None
}

/// «от 1 до 3» → (1, 3); «не более трёх», «до трёх» → (1, 3).
fn range(ws: &[String]) -> Option<(i64, i64)> {
    let v = vocabulary();
    let Some(at) = ws.iter().position(|w| w == "от") else {
        return up_to(ws);
    };
    let (a, la) = v.number_at(ws, at + 1)?;
    let to = at + 1 + la;
    if ws.get(to).map(String::as_str) != Some("до") {
        return None;
    }
    let (b, _) = v.number_at(ws, to + 1)?;
    let (a, b) = (a.whole()?, b.whole()?);
    (1 <= a && a <= b && b - a <= 20).then_some((a, b))
}

/// «от одного до количества камней в куче»: from one to the heap's size
/// (any other upper end, «в другой куче», is not this).
fn heap_size_range(ws: &[String]) -> Option<()> {
    let v = vocabulary();
    let at = ws.iter().position(|w| w == "от")?;
    let (a, len) = v.number_at(ws, at + 1)?;
    let to = at + 1 + len;
    let known = v.group("move_words.heap_size");
    (a.whole() == Some(1)
        && ws.get(to).is_some_and(|w| w == "до")
        && ws[to + 1..]
            .first()
            .is_some_and(|w| v.group("move_words.count_of").is(w))
        && ws[to + 1..].iter().all(|w| known.is(w)))
    .then_some(())
}

/// «не более трёх камней», «не больше 3», «до трёх камней»: the most a
/// move may take or add (at least one); «не менее двух и не более четырёх»
/// bounds it from below too. Any other comparison («более трёх», a second
/// upper bound), or one with no number after it, is no range: `None`.
fn up_to(ws: &[String]) -> Option<(i64, i64)> {
    let v = vocabulary();
    let (mut least, mut most) = (None, None);
    let mut i = 0;
    while i < ws.len() {
        let (op, len) = match v.compare_at(ws, i) {
            Some(found) => found,
            None if ws[i] == "до" => ("<=", 1),
            None => {
                i += 1;
                continue;
            }
        };
        let Some((n, _)) = v.number_at(ws, i + len) else {
            if ws[i] == "до" {
                i += 1;
                continue;
            }
            return None;
        };
        match op {
            "<=" if most.is_none() => most = Some(n.whole()?),
            ">=" if least.is_none() => least = Some(n.whole()?),
            _ => return None,
        }
        i += len;
    }
    let (a, b) = (least.unwrap_or(1), most?);
    (1 <= a && a <= b && (1..=20).contains(&b)).then_some((a, b))
}

pub(super) fn clause_moves(kind: &str, ws: &[String]) -> Option<Vec<String>> {
    let v = vocabulary();
    let sign = |k: &str| {
        if k == "sub" || k == "shrink" {
            "-"
        } else {
            "+"
        }
    };
    match kind {
        "add" | "sub" | "grow" | "shrink" => {
            // «два камня и столько камней, сколько в другой куче», «на
            // один или на число камней в другой куче»: an amount beside the
            // other heap's size — one move of two amounts or two moves, not
            // read (read as `+other`, complete).
            let other_size = v.group("move_words.as_many").any(ws)
                || v.group("move_words.as_many_as_other").any(ws);
            if other_size && amount_beside(ws) {
                return None;
            }
            // «добавить в меньшую кучу столько камней, сколько их в большей
            // куче»: the other heap's size (`smaller: +other`); the amount
            // of a heap named by size said otherwise, not read.
            let sized = v.group("move_words.as_many_as_larger").any(ws)
                || v.group("move_words.as_many_as_smaller").any(ws);
            if sized {
                let added = kind != "sub" && kind != "shrink";
                let paired = super::heap_target::amount_heap(ws).is_some();
                return (added && paired && !amount_beside(ws)).then(|| vec!["+other".into()]);
            }
            if kind != "sub" && kind != "shrink" && v.group("move_words.as_many_as_other").any(ws) {
                // «увеличить в число раз, равное числу камней в другой
                // куче»: a factor of the other heap's size, not read.
                if v.group("move_words.times").any(ws) {
                    return None;
                }
                return Some(vec!["+other".into()]);
            }
            // «добавить в кучу столько камней, сколько в ней уже есть»: the
            // heap doubled.
            if (kind == "add" || kind == "grow") && as_many_as_itself(ws) {
                return Some(vec!["*2".into()]);
            }
            // «добавить в одну из куч сумму камней двух других куч»: an
            // amount counted on other heaps — «двух» counts heaps, not
            // stones; not read.
            if counts_other_heaps(ws) {
                return None;
            }
            // «уменьшить на треть», «убрать из кучи треть камней»: two
            // thirds of the heap left, `*2/3` (whole only when three divides
            // it; read only when the list says so, see `moves`).
            if (kind == "sub" || kind == "shrink") && thirds(ws) {
                return Some(vec![THIRD_OFF.into()]);
            }
            // «убрать половину камней»: halving (how an odd heap is halved
            // is the sentence's rounding, see `moves`).
            if kind == "sub" && halves(ws) {
                return Some(vec!["/2".into()]);
            }
            let by_factor = kind == "grow" || kind == "shrink";
            // «увеличить в целое число раз»; dividing so is not read.
            if by_factor && v.group("move_words.any_factor").any(ws) {
                return (kind == "grow").then(|| vec![any_factor_move()]);
            }
            if by_factor
                && (v.group("move_words.times").any(ws)
                    || (0..ws.len()).any(|i| v.factor_at(ws, i).is_some()))
            {
                // «увеличить вдвое и ещё на один камень»: a factor and an
                // amount in one clause are one move of two steps, not the
                // factor alone — not read.
                if (1..ws.len()).any(|i| ws[i - 1] == "на" && v.number_at(ws, i).is_some()) {
                    return None;
                }
                let f = factor(ws)?;
                return Some(vec![scale(kind == "grow", f)?]);
            }
            // «увеличить количество камней в куче в два» (its «раз» lost or
            // said later): a factor with no unit is no amount.
            if by_factor && factor_without_unit(ws) {
                return None;
            }
            // «любое чётное количество камней от 2 до 6», «количество,
            // кратное трём»: the amounts qualified, not every one of the
            // range — not read.
            if qualifies_numbers(ws) && !has_word(ws, "если") {
                return None;
            }
            if let Some((a, b)) = range(ws) {
                return Some((a..=b).map(|n| format!("{}{n}", sign(kind))).collect());
            }
            // «добавить один или несколько камней»: an amount the words
            // leave open is no amount (the «один» before it is not all).
            if v.group("move_words.several").any(ws) {
                return None;
            }
            if has_word(ws, "от") && has_word(ws, "до") {
                // «от одного до количества камней в куче»: `+1..x`; any
                // other range not read is no single amount.
                return heap_size_range(ws).map(|()| vec![format!("{}1..x", sign(kind))]);
            }
            // «не менее двух камней», «больше трёх камней»: an amount
            // bounded from below (or any other comparison than «не более»
            // and «до», read above) is not one amount.
            if (0..ws.len()).any(|i| v.compare_at(ws, i).is_some()) {
                return None;
            }
            // «положить в кучу камень»: one stone, no number said.
            let n = match amount(ws) {
                Some(n) => n.whole()?,
                None if v.group("move_words.one_stone").any(ws) => 1,
                None => return None,
            };
            (n >= 1).then(|| vec![format!("{}{n}", sign(kind))])
        }
        "mul" | "div" if v.group("move_words.any_factor").any(ws) => {
            (kind == "mul").then(|| vec![any_factor_move()])
        }
        "mul" | "div" => {
            let f = factor(ws).or_else(|| amount(ws))?;
            Some(vec![scale(kind == "mul", f)?])
        }
        _ => None,
    }
}

/// Whether the clause ends in «в N» («в два» of «увеличить количество
/// камней в куче в два», its «раза» lost or said later): a factor whose unit
/// is missing («в одной из куч», «в 2 кучах» go on after the number).
fn factor_without_unit(ws: &[String]) -> bool {
    let v = vocabulary();
    (1..ws.len()).any(|i| {
        ws[i - 1] == "в"
            && v.number_at(ws, i)
                .is_some_and(|(_, len)| i + len == ws.len())
    })
}

/// «столько камней, сколько в ней уже есть», «…, сколько их в куче»: an
/// amount that is the heap's own — «столько (же) камней, сколько», then
/// words that say only the heap it is in (no number, no other heap).
fn as_many_as_itself(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(as_many) = v.group("move_words.as_many").position(ws) else {
        return false;
    };
    let Some(how_many) = v.group("move_words.how_many").position(&ws[as_many..]) else {
        return false;
    };
    let tail = &ws[as_many + how_many + 1..];
    let between = &ws[as_many + 1..as_many + how_many];
    let stones = between.is_empty()
        || v.group("move_words.as_many_stones")
            .at(between, 0)
            .is_some_and(|n| n == between.len());
    let heap_said = v.group("move_words.own_heap").any(tail);
    let only_heap = tail
        .iter()
        .all(|w| v.group("move_words.own_heap_words").is(w));
    stones && heap_said && only_heap && !amount_beside(ws)
}

/// Whether a clause says a number of stones («два камня»; «одну из куч»
/// counts no stones).
fn amount_beside(ws: &[String]) -> bool {
    let v = vocabulary();
    (0..ws.len()).any(|i| {
        v.number_at(ws, i).is_some_and(|(_, len)| {
            !ws.get(i + len)
                .is_some_and(|w| w == "из" || v.group("heaps.heap").is(w))
        })
    })
}

/// Whether a move's amount is counted on other heaps: «сумму камней двух
/// других куч», «столько, сколько в остальных кучах», «количество камней
/// соседней кучи».
fn counts_other_heaps(ws: &[String]) -> bool {
    vocabulary().group("move_words.other_heaps").any(ws)
}

/// «убрать половину камней», «забрать половину»: a half taken, no number
/// said.
pub(super) fn halves(ws: &[String]) -> bool {
    let v = vocabulary();
    v.group("move_words.half").any(ws) && !(0..ws.len()).any(|i| v.number_at(ws, i).is_some())
}

/// «уменьшить количество камней в куче наполовину»: the heap made half of
/// itself, no other number said (rules64). How an odd heap is halved is
/// the list's to say; read only in a move list (`moves`), never alone.
pub(super) fn halved_to(ws: &[String]) -> bool {
    let v = vocabulary();
    ws.iter().filter(|w| *w == "наполовину").count() == 1
        && !(0..ws.len()).any(|i| v.number_at(ws, i).is_some())
        && !(0..ws.len()).any(|i| v.factor_at(ws, i).is_some())
}

/// A third of the heap taken: two thirds left, only when whole.
pub(super) const THIRD_OFF: &str = "*2/3";

/// «на треть», «на одну треть», «треть камней» («уменьшить количество
/// камней в куче на треть», «убрать из кучи треть камней»): a third of the
/// heap taken, no other number said («две трети», «на 3 камня» are not).
pub(super) fn thirds(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(at) = ws.iter().position(|w| w == "треть") else {
        return false;
    };
    // «одну треть»: its «одну» is the third's, no amount.
    let one = at > 0 && ws[at - 1] == "одну";
    let numbers = (0..ws.len())
        .filter(|&i| !(one && i == at - 1) && i != at && v.number_at(ws, i).is_some())
        .count();
    numbers == 0 && ws.iter().filter(|w| *w == "треть").count() == 1
}

/// Multiplying by any whole factor from 2 up, bounded by [`END_BOUND`].
pub(super) fn any_factor_move() -> String {
    format!("x = x * k for k in 2..{END_BOUND};")
}

fn scale(up: bool, f: Num) -> Option<String> {
    match (up, f.den) {
        (true, 1) if f.num >= 2 => Some(format!("*{}", f.num)),
        (true, d) if f.num > d => Some(format!("*{}/{d}", f.num)),
        (false, 1) if f.num >= 2 => Some(format!("/{}", f.num)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::tokens::words;

    fn read(clause: &str) -> Option<String> {
        let ws = words(clause);
        clause_moves(verb_kind(&ws)?, &ws).map(|m| m.join(" "))
    }

    #[test]
    fn one_clause_each_kind() {
        for (clause, want) in [
            ("добавить в кучу три камня", Some("+3")),
            ("убрать из кучи от 1 до 3 камней", Some("-1 -2 -3")),
            ("убрать не более двух камней", Some("-1 -2")),
            (
                "увеличить количество камней в куче в полтора раза",
                Some("*3/2"),
            ),
            ("уменьшить количество камней в куче в три раза", Some("/3")),
            ("утроить количество камней в куче", Some("*3")),
            (
                "добавить столько камней, сколько в другой куче",
                Some("+other"),
            ),
            (
                "убрать от одного до количества камней в куче",
                Some("-1..x"),
            ),
            (
                "увеличить количество камней в куче в целое число раз",
                Some("x = x * k for k in 2..@end;"),
            ),
            // A range whose upper end is another heap is no amount.
            ("убрать от одного до количества камней в другой куче", None),
            // Dividing by any factor is not read.
            ("уменьшить количество камней в куче в целое число раз", None),
            ("убрать из кучи половину камней", Some("/2")),
        ] {
            assert_eq!(read(clause).as_deref(), want, "{clause}");
        }
    }

    #[test]
    fn a_clause_with_no_verb_has_no_kind_but_a_factor_word_grows() {
        assert_eq!(verb_kind(&words("один камень")), None);
        assert_eq!(verb_kind(&words("вдвое")), Some("grow"));
    }
}
