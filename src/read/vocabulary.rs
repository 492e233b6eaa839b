//! The reader's vocabulary: `vocabulary.toml` (words → numbers, factors,
//! move kinds, comparisons, answer forms), compiled in and parsed once, and
//! the word matching the grammar does with it.

mod load;
mod words;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use load::{parse, Groups};
pub use words::{Pattern, Words};

pub(super) const SOURCE: &str = include_str!("vocabulary.toml");

/// A number: whole, or a fraction (`полтора` = 3/2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Num {
    pub num: i64,
    pub den: i64,
}

impl Num {
    /// The whole value, if it is one.
    pub fn whole(self) -> Option<i64> {
        (self.den == 1).then_some(self.num)
    }
}

/// The parsed vocabulary.
#[derive(Debug)]
pub struct Vocabulary {
    numbers: Vec<(Num, Words)>,
    factors: Vec<(i64, Words)>,
    ordinals: Vec<(i64, Words)>,
    groups: Groups,
    /// Lists of words as written (case, stops and spaces kept), `section.key`.
    as_written: BTreeMap<String, Vec<String>>,
    /// (operator, words), longest words first across operators.
    compare: Vec<(String, Pattern)>,
    /// Comparison signs and the words they are spoken as.
    signs: Vec<(char, String)>,
    /// Report kinds in the file's order of trial.
    pub reports: Vec<(String, Words)>,
}

/// The vocabulary, parsed on first use.
///
/// # Panics
/// Never for the file shipped (a unit test parses it); a broken edit of it
/// fails that test.
pub fn vocabulary() -> &'static Vocabulary {
    static V: OnceLock<Vocabulary> = OnceLock::new();
    V.get_or_init(|| parse(SOURCE).expect("src/read/vocabulary.toml parses"))
}

impl Vocabulary {
    /// A group of words by its `section.key` (`verbs.add`); empty when the
    /// file has none.
    pub fn group(&self, key: &str) -> &Words {
        static EMPTY: Words = Words::EMPTY;
        self.groups.get(key).unwrap_or(&EMPTY)
    }

    /// A list of words as the text writes them (`page.labels`), in the
    /// file's order, for a reader that looks at the text before it is cut
    /// into words; empty when the file has none.
    pub fn as_written(&self, key: &str) -> &[String] {
        self.as_written.get(key).map_or(&[], Vec::as_slice)
    }

    /// The words of a report kind (`reports.min`).
    pub fn report(&self, key: &str) -> Option<&Words> {
        self.reports.iter().find(|(k, _)| k == key).map(|(_, w)| w)
    }

    /// A number at `at` (digits or words; «семьдесят семь», «сто двадцать
    /// девять», «две тысячи»), and how many words it spans. The parts of a
    /// number in words are read one after another, each of a smaller place
    /// than the one before (thousands, hundreds, tens, units): at most four,
    /// however many number words follow.
    pub fn number_at(&self, ws: &[String], at: usize) -> Option<(Num, usize)> {
        let (mut total, mut len, digits) = self.number_part_at(ws, at)?;
        if digits {
            return Some((total, len));
        }
        let mut last = total;
        loop {
            // What the last part leaves for the next: below a thousand after
            // «тысяча двести», below a hundred after «сто», a unit after
            // «двадцать»; nothing after a unit or a teen.
            let below = match last.num {
                _ if last.den != 1 => break,
                n if (1000..10_000).contains(&n) && n % 1000 == 0 => 1000,
                n if (100..1000).contains(&n) && n % 100 == 0 => 100,
                n if n >= 20 && n % 10 == 0 => 10,
                _ => break,
            };
            let Some((next, l, digits)) = self.number_part_at(ws, at + len) else {
                break;
            };
            if next.den != 1 || !(1..below).contains(&next.num) {
                break;
            }
            total.num += next.num;
            len += l;
            if digits {
                break;
            }
            last = next;
        }
        Some((total, len))
    }

    /// The whole number whose last word is at `end` («двадцать пять» before
    /// «или больше»: 25, never the «пять» alone): the longest read there.
    pub fn number_ending_at(&self, ws: &[String], end: usize) -> Option<Num> {
        (end.saturating_sub(6)..=end).find_map(|j| {
            self.number_at(ws, j)
                .filter(|&(_, len)| j + len == end + 1)
                .map(|(n, _)| n)
        })
    }

    /// Whether the number `n` read at `at` (spanning `len` words) has
    /// another number right after it: «77 78», «6 9» (a number cut in two,
    /// or a footnote's), «7 (восемь)». Not the same value said again the
    /// other way, «7 (семь)», «семь (7)»: in digits once and in words once.
    pub fn number_follows(&self, ws: &[String], at: usize, n: Num, len: usize) -> bool {
        let digits = |w: &String| w.bytes().all(|b| b.is_ascii_digit());
        let Some((next, _)) = self.number_at(ws, at + len) else {
            return false;
        };
        let other_way = ws.get(at).is_some_and(digits) != ws.get(at + len).is_some_and(digits);
        !(next == n && other_way)
    }

    /// One part of a number at `at`: digits (and then the number ends there,
    /// `true`), or a number word, «две тысячи» (a count of thousands) one
    /// part; and how many words it spans.
    fn number_part_at(&self, ws: &[String], at: usize) -> Option<(Num, usize, bool)> {
        let w = ws.get(at)?;
        if w.bytes().all(|b| b.is_ascii_digit()) {
            return w
                .parse::<i64>()
                .ok()
                .map(|n| (Num { num: n, den: 1 }, 1, true));
        }
        let (mut n, mut len) = self
            .numbers
            .iter()
            .find_map(|(n, words)| words.at(ws, at).map(|l| (*n, l)))?;
        if n.den == 1
            && (1..=9).contains(&n.num)
            && ws
                .get(at + len)
                .is_some_and(|t| self.group("number_words.thousands").is(t))
        {
            n.num *= 1000;
            len += 1;
        }
        Some((n, len, false))
    }

    /// A factor word at `at` (`вдвое`, `удвоить`).
    pub fn factor_at(&self, ws: &[String], at: usize) -> Option<i64> {
        self.factors
            .iter()
            .find(|(_, w)| w.at(ws, at).is_some())
            .map(|(n, _)| *n)
    }

    /// An ordinal word at `at` (`первым` → 1).
    pub fn ordinal_at(&self, ws: &[String], at: usize) -> Option<i64> {
        self.ordinals
            .iter()
            .find(|(_, w)| w.at(ws, at).is_some())
            .map(|(n, _)| *n)
            .or_else(|| self.digit_ordinal_at(ws, at))
    }

    /// An ordinal written in digits and its ending («2-м ходом», «3-й
    /// куче»: the words `2`, `м`): read as the word would be, never dropped
    /// as a number that counts nothing.
    fn digit_ordinal_at(&self, ws: &[String], at: usize) -> Option<i64> {
        let n = ws.get(at)?;
        if !super::tokens::is_digits(n) {
            return None;
        }
        let ending = ws.get(at + 1)?;
        if !self.group("digit_ordinals.endings").is(ending) {
            return None;
        }
        n.parse().ok()
    }

    /// The text with each comparison sign spoken as its words («≤ 19» →
    /// « не более 19»); `None` when it holds no sign.
    pub fn spoken(&self, text: &str) -> Option<String> {
        if !text
            .chars()
            .any(|c| self.signs.iter().any(|(s, _)| *s == c))
        {
            return None;
        }
        let mut out = String::with_capacity(text.len() + 16);
        for c in text.chars() {
            match self.signs.iter().find(|(s, _)| *s == c) {
                Some((_, w)) => {
                    out.push(' ');
                    out.push_str(w);
                    out.push(' ');
                }
                None => out.push(c),
            }
        }
        Some(out)
    }

    /// Where `ws` says «не» of a verb or a word, not as the start of a
    /// comparison («не менее», «не более»): «не побеждает», «не сделал».
    pub fn negations(&self, ws: &[String]) -> Vec<usize> {
        (0..ws.len())
            .filter(|&i| ws[i] == "не" && self.compare_at(ws, i).is_none())
            .collect()
    }

    /// A comparison at `at`: its operator and length.
    pub fn compare_at(&self, ws: &[String], at: usize) -> Option<(&str, usize)> {
        self.compare
            .iter()
            .find(|(_, p)| p.at(ws, at))
            .map(|(op, p)| (op.as_str(), p.len()))
    }

    /// The words the longest comparison takes (the tests check that a
    /// reader's bound on a comparison's length holds as the data grows).
    #[cfg(test)]
    pub fn longest_compare(&self) -> usize {
        self.compare.first().map_or(0, |(_, p)| p.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::tokens::words;

    #[test]
    fn the_shipped_vocabulary_parses() {
        parse(SOURCE).unwrap();
    }

    /// Every group the reader's code asks for by name (a `group` call)
    /// is in the file: a misspelt name would read as an empty group.
    #[test]
    fn every_group_the_reader_names_exists() {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    out.push(p);
                }
            }
        }
        let mut files = Vec::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/read");
        walk(&root, &mut files);
        let v = vocabulary();
        let mut named = 0;
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            for (call, written) in [("group(\"", false), ("as_written(\"", true)] {
                for part in text.split(call).skip(1) {
                    let Some(end) = part.find('"') else { continue };
                    let key = &part[..end];
                    if key.contains('.') && !key.contains(['{', ' ']) {
                        named += 1;
                        let known = if written {
                            v.as_written.contains_key(key)
                        } else {
                            v.groups.contains_key(key)
                        };
                        assert!(known, "{}: {key}", f.display());
                    }
                }
            }
        }
        assert!(named > 100, "{named}");
    }

    #[test]
    fn numbers_in_words_and_digits() {
        let v = vocabulary();
        for (text, n) in [
            ("семь", 7),
            ("77", 77),
            ("семьдесят семь", 77),
            ("двух", 2),
            ("одну", 1),
            ("сорок", 40),
        ] {
            let ws = words(text);
            assert_eq!(v.number_at(&ws, 0).map(|(n, _)| n.num), Some(n), "{text}");
        }
        let ws = words("в полтора раза");
        assert_eq!(
            v.number_at(&ws, 1).map(|x| x.0),
            Some(Num { num: 3, den: 2 })
        );
    }

    #[test]
    fn numbers_of_several_places_and_their_spans() {
        let v = vocabulary();
        for (text, n, len) in [
            ("сто двадцать девять камней", 129, 3),
            ("две тысячи пять", 2005, 3),
            ("тысяча двести", 1200, 2),
            ("сто 5", 105, 2),
            // A part no smaller than the place before it is another number.
            ("двадцать двадцать", 20, 1),
            ("сто сто", 100, 1),
            ("двадцать девять тысяч", 20, 1),
        ] {
            let ws = words(text);
            assert_eq!(
                v.number_at(&ws, 0).map(|(n, l)| (n.num, l)),
                Some((n, len)),
                "{text}"
            );
        }
    }

    /// A sentence of number words, as long as a 16 MB text allows, is read
    /// part by part: no call for each word (it overflowed the stack).
    #[test]
    fn a_run_of_number_words_is_read_in_a_few_steps() {
        let v = vocabulary();
        for word in ["сто", "двадцать", "тысяча"] {
            let ws: Vec<String> = std::iter::repeat_n(word.to_string(), 400_000).collect();
            assert_eq!(v.number_at(&ws, 0).map(|(_, l)| l), Some(1), "{word}");
        }
    }

    #[test]
    fn signs_are_spoken_as_words() {
        let v = vocabulary();
        let s = v.spoken("становится ≥ 77, а S < 20").unwrap();
        assert_eq!(words(&s), words("становится не менее 77, а S менее 20"));
        assert_eq!(v.spoken("не менее 77"), None);
    }

    #[test]
    fn longer_comparisons_win() {
        let v = vocabulary();
        let ws = words("не менее 77");
        assert_eq!(v.compare_at(&ws, 0), Some((">=", 2)));
        let ws = words("менее 77");
        assert_eq!(v.compare_at(&ws, 0), Some(("<", 1)));
    }
}
