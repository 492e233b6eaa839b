//! The live workbook's words that follow its parameters: the statement and
//! each move's description are formulas of the parameter cells, the number
//! agreeing with its noun by formula too («1 камень», «2 камня», «5
//! камней»), so an edited parameter never leaves a description of the old
//! rules.
//!
//! The words are the ones the book's statements and the moves' phrases use
//! ([`crate::book::statement`], [`crate::exam::moves`]): they are filled with
//! *pieces* — a formula and its value now, between markers — and the marked
//! text becomes one formula (`"…"&pieces&"…"`) with its value.

use super::MoveRef;
use crate::book::statement::{self, Numbers, Slot};
use crate::exam::moves;
use crate::exam::wording::{self, Lang};
use crate::game::Move;

/// Starts and ends a piece in marked text.
const MARK: char = '\u{1}';
/// Parts a piece's formula from its value.
const SPLIT: char = '\u{2}';
/// Excel takes at most 255 characters in one string of a formula.
const MAX_LITERAL: usize = 250;

/// A piece of marked text: `formula` computes it, `now` is its value.
fn piece(formula: &str, now: &str) -> String {
    format!("{MARK}{formula}{SPLIT}{now}{MARK}")
}

/// `"…"`, quotes doubled.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// Marked text as a formula and its value. Text without pieces gives a
/// formula that is one string.
pub(super) fn text_formula(marked: &str) -> (String, String) {
    let mut formula = Vec::new();
    let mut value = String::new();
    for (i, part) in marked.split(MARK).enumerate() {
        if i % 2 == 1 {
            let (f, now) = part.split_once(SPLIT).unwrap_or((part, ""));
            formula.push(f.to_string());
            value.push_str(now);
        } else if !part.is_empty() {
            let chars: Vec<char> = part.chars().collect();
            for chunk in chars.chunks(MAX_LITERAL) {
                formula.push(quoted(&chunk.iter().collect::<String>()));
            }
            value.push_str(part);
        }
    }
    if formula.is_empty() {
        formula.push("\"\"".into());
    }
    (formula.join("&"), value)
}

/// Whether marked text has a piece (else it is plain text).
pub(super) fn is_live(marked: &str) -> bool {
    marked.contains(MARK)
}

/// The Russian rule for a noun after `x`: `[one, few, many]`, as
/// [`crate::exam::wording::plural_ru`] picks it (1, 21 → one; 2–4, 22 → few;
/// 5–20, 11–14 → many).
fn plural(x: &str, [one, few, many]: [&str; 3]) -> String {
    let (u, t) = (format!("MOD({x},10)"), format!("MOD({x},100)"));
    let is_one = format!("AND({u}=1,{t}<>11)");
    let is_few = format!("AND({u}>=2,{u}<=4,OR({t}<12,{t}>14))");
    match (one == many, few == many) {
        (true, true) => quoted(one),
        (false, true) => format!("IF({is_one},{},{})", quoted(one), quoted(many)),
        (true, false) => format!("IF({is_few},{},{})", quoted(few), quoted(many)),
        (false, false) => format!(
            "IF({is_one},{},IF({is_few},{},{}))",
            quoted(one),
            quoted(few),
            quoted(many)
        ),
    }
}

/// A count in words when 1–10 (`words[k-1]`), else its digits.
fn count(x: &str, words: &[String]) -> String {
    if words
        .iter()
        .enumerate()
        .all(|(i, w)| *w == (i + 1).to_string())
    {
        return x.to_string();
    }
    let list: Vec<String> = words.iter().map(|w| quoted(w)).collect();
    format!(
        "IF(AND({x}>=1,{x}<={}),CHOOSE({x},{}),{x})",
        list.len(),
        list.join(",")
    )
}

/// The statement's numbers as pieces of the parameters named by `name`
/// (a slot without a parameter keeps its text).
pub(super) struct LiveNumbers<'a> {
    pub(super) lang: Lang,
    pub(super) name: &'a dyn Fn(Slot) -> Option<String>,
}

impl LiveNumbers<'_> {
    fn words(&self) -> &'static statement::Words {
        statement::words(self.lang)
    }

    /// The piece of `slot`'s parameter through `formula`, or `text` when
    /// the slot has no parameter.
    fn live(&self, slot: Slot, formula: impl Fn(&str) -> String, text: String) -> String {
        match (self.name)(slot) {
            Some(name) => piece(&formula(&name), &text),
            None => text,
        }
    }

    fn forms(&self, keys: [&str; 3]) -> [String; 3] {
        keys.map(|k| self.words().get(k))
    }
}

impl Numbers for LiveNumbers<'_> {
    fn count_of(&self, slot: Slot, n: i64) -> String {
        let words: Vec<String> = (1..=10).map(|k| self.words().num(k)).collect();
        self.live(slot, |x| count(x, &words), self.words().count_of(slot, n))
    }
    fn digits_of(&self, slot: Slot, n: i64) -> String {
        self.live(slot, str::to_string, n.to_string())
    }
    fn stones_of(&self, slot: Slot, n: i64) -> String {
        let [a, b, c] = self.forms(["stones.one", "stones.few", "stones.many"]);
        let text = self.words().stones_of(slot, n);
        self.live(slot, |x| plural(x, [&a, &b, &c]), text)
    }
    fn stones_gen_of(&self, slot: Slot, n: i64) -> String {
        let [a, b, _] = self.forms(["stones.gen_one", "stones.gen_many", "stones.gen_many"]);
        let text = self.words().stones_gen_of(slot, n);
        self.live(slot, |x| plural(x, [&a, &b, &b]), text)
    }
    fn times_of(&self, slot: Slot, n: i64) -> String {
        let [a, b, c] = self.forms(["times.many", "times.few", "times.many"]);
        let text = self.words().times_of(slot, n);
        self.live(slot, |x| plural(x, [&a, &b, &c]), text)
    }
    fn was_of(&self, slot: Slot, n: i64) -> String {
        let [a, b, _] = self.forms(["was.one", "was.many", "was.many"]);
        let text = self.words().was_of(slot, n);
        self.live(slot, |x| plural(x, [&a, &b, &b]), text)
    }
}

/// A move's description as marked text: «добавить в одну из куч» and its
/// number from the move's parameter, the noun agreeing — the words of
/// [`moves::phrase`], which the values now are.
pub(super) fn move_meaning(m: &Move, r: &MoveRef, heaps: usize, lang: Lang) -> String {
    let x = r.param.as_str();
    let v = r.value;
    let w = statement::words(lang);
    let [one, few, many] = if r.mul {
        ["times.many", "times.few", "times.many"]
    } else {
        ["stones.one", "stones.few", "stones.many"]
    }
    .map(|k| w.get(k));
    let forms = [one.as_str(), few.as_str(), many.as_str()];
    let (n, now_n, word, now_w) = match lang {
        Lang::Ru => {
            let words: Vec<String> = (1..=10).map(|k| w.num(k)).collect();
            let now_n = words
                .get((v - 1).clamp(0, 10) as usize)
                .filter(|_| (1..=10).contains(&v))
                .cloned()
                .unwrap_or_else(|| v.to_string());
            let now_w = wording::plural_ru(v.unsigned_abs(), forms);
            (count(x, &words), now_n, plural(x, forms), now_w.to_string())
        }
        Lang::En if r.mul => (x.to_string(), v.to_string(), quoted(""), String::new()),
        // English has one form for 1 and one for the rest: the catalog's
        // `stones.one` and `stones.many`.
        Lang::En => (
            x.to_string(),
            v.to_string(),
            format!("IF({x}=1,{},{})", quoted(forms[0]), quoted(forms[2])),
            if v == 1 { forms[0] } else { forms[2] }.to_string(),
        ),
    };
    moves::phrase_numbered(m, heaps, lang, &piece(&n, &now_n), &piece(&word, &now_w))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Evaluates the plural formula's choice as a spreadsheet would.
    fn pick(n: i64) -> &'static str {
        let (u, t) = (n % 10, n % 100);
        if u == 1 && t != 11 {
            "камень"
        } else if (2..=4).contains(&u) && !(12..=14).contains(&t) {
            "камня"
        } else {
            "камней"
        }
    }

    #[test]
    fn the_plural_formula_follows_the_russian_rule() {
        let f = plural("add_1", ["камень", "камня", "камней"]);
        assert_eq!(
            f,
            "IF(AND(MOD(add_1,10)=1,MOD(add_1,100)<>11),\"камень\",\
             IF(AND(MOD(add_1,10)>=2,MOD(add_1,10)<=4,OR(MOD(add_1,100)<12,MOD(add_1,100)>14)),\"камня\",\"камней\"))"
        );
        for n in [1, 2, 5, 11, 12, 21, 22, 25, 111, 112, 121] {
            assert_eq!(
                pick(n),
                crate::exam::wording::plural_ru(n as u64, ["камень", "камня", "камней"]),
                "{n}"
            );
        }
    }

    #[test]
    fn marked_text_becomes_one_formula_and_its_value() {
        let marked = format!("в кучу {} камня, всё", piece("add_1", "два"));
        assert_eq!(
            text_formula(&marked),
            (
                "\"в кучу \"&add_1&\" камня, всё\"".to_string(),
                "в кучу два камня, всё".to_string()
            )
        );
        let long = "а".repeat(600);
        let (f, v) = text_formula(&long);
        assert_eq!(f.matches('&').count(), 2, "three strings of at most 250");
        assert_eq!(v, long);
        assert_eq!(text_formula(""), ("\"\"".to_string(), String::new()));
    }
}
