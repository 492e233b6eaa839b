//! The reader's vocabulary: `vocabulary.toml` (words → numbers, factors,
//! move kinds, comparisons, answer forms), compiled in and parsed once, and
//! the word matching the grammar does with it.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

use serde::Deserialize;

use super::tokens::words;

const SOURCE: &str = include_str!("vocabulary.toml");

/// One word of a pattern: a form, or a stem (`добав*`).
#[derive(Debug, Clone, PartialEq)]
enum WordPat {
    Exact(String),
    Stem(String),
}

/// A word or a phrase of the vocabulary.
#[derive(Debug, Clone, PartialEq)]
pub struct Pattern(Vec<WordPat>);

impl Pattern {
    fn parse(src: &str) -> Pattern {
        Pattern(
            words(src)
                .into_iter()
                .zip(src.split_whitespace().map(|w| w.ends_with('*')))
                .map(|(w, stem)| {
                    if stem {
                        WordPat::Stem(w)
                    } else {
                        WordPat::Exact(w)
                    }
                })
                .collect(),
        )
    }

    /// Whether the pattern matches the words from `at` on.
    pub fn at(&self, ws: &[String], at: usize) -> bool {
        self.0.len() + at <= ws.len()
            && self.0.iter().zip(&ws[at..]).all(|(p, w)| match p {
                WordPat::Exact(e) => w == e,
                WordPat::Stem(s) => w.starts_with(s.as_str()),
            })
    }

    /// Where it first matches.
    pub fn find(&self, ws: &[String]) -> Option<usize> {
        (0..ws.len()).find(|&i| self.at(ws, i))
    }

    /// How many words it spans.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether it is empty (never, for a parsed vocabulary).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Any of several patterns.
#[derive(Debug, Clone, Default)]
pub struct Words(Vec<Pattern>);

impl Words {
    fn parse(list: &[String]) -> Words {
        let mut v: Vec<Pattern> = list.iter().map(|s| Pattern::parse(s)).collect();
        // Longest first: «не менее» before «менее».
        v.sort_by_key(|p| std::cmp::Reverse(p.len()));
        Words(v)
    }

    /// The length of the pattern matching at `at`, if any.
    pub fn at(&self, ws: &[String], at: usize) -> Option<usize> {
        self.0.iter().find(|p| p.at(ws, at)).map(Pattern::len)
    }

    /// Where one of them first matches, and its length.
    pub fn find(&self, ws: &[String]) -> Option<(usize, usize)> {
        (0..ws.len()).find_map(|i| self.at(ws, i).map(|n| (i, n)))
    }

    /// Whether one of them ends the words.
    pub fn ends(&self, ws: &[String]) -> bool {
        (0..ws.len()).any(|i| self.at(ws, i).is_some_and(|n| i + n == ws.len()))
    }

    /// Whether one of its one-word patterns is the word `w` (a form equal
    /// to it, or a stem it begins with): a word looked at alone.
    pub fn is(&self, w: &str) -> bool {
        self.0.iter().any(|p| match p.0.as_slice() {
            [WordPat::Exact(e)] => w == e,
            [WordPat::Stem(s)] => w.starts_with(s.as_str()),
            _ => false,
        })
    }

    /// Where one of them first matches.
    pub fn position(&self, ws: &[String]) -> Option<usize> {
        self.find(ws).map(|(at, _)| at)
    }

    /// Whether any of them appears.
    pub fn any(&self, ws: &[String]) -> bool {
        self.find(ws).is_some()
    }

    /// Whether they cover the words wholly, end to end, each place taking
    /// the longest that matches there (greedy, so one pass: no search).
    pub fn covers(&self, ws: &[String]) -> bool {
        let mut at = 0;
        while at < ws.len() {
            match self.at(ws, at) {
                Some(n) if n > 0 => at += n,
                _ => return false,
            }
        }
        !ws.is_empty()
    }

    /// The words with every match taken out (greedy, left to right, the
    /// longest at each place): what a sentence says beside these phrases.
    pub fn without(&self, ws: &[String]) -> Vec<String> {
        let mut kept = Vec::with_capacity(ws.len());
        let mut at = 0;
        while at < ws.len() {
            match self.at(ws, at) {
                Some(n) if n > 0 => at += n,
                _ => {
                    kept.push(ws[at].clone());
                    at += 1;
                }
            }
        }
        kept
    }

    /// The phrases written wholly of forms (no stem), their words joined
    /// by one space: for a caller that finds them in a text as it is.
    pub fn phrases(&self) -> Vec<String> {
        self.0
            .iter()
            .filter_map(|p| {
                p.0.iter()
                    .map(|w| match w {
                        WordPat::Exact(e) => Some(e.as_str()),
                        WordPat::Stem(_) => None,
                    })
                    .collect::<Option<Vec<_>>>()
                    .map(|ws| ws.join(" "))
            })
            .collect()
    }

    /// How many words the longest of them spans.
    pub fn longest(&self) -> usize {
        self.0.first().map_or(0, Pattern::len)
    }
}

#[derive(Deserialize)]
struct File {
    numbers: BTreeMap<String, Vec<String>>,
    factors: BTreeMap<String, Vec<String>>,
    ordinals: BTreeMap<String, Vec<String>>,
    compare: BTreeMap<String, Vec<String>>,
    signs: BTreeMap<String, String>,
    reports: BTreeMap<String, Vec<String>>,
    /// Words matched in the text as it is written, `section.key`.
    as_written: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// Every other section: groups of words, `section.key`.
    #[serde(flatten)]
    groups: BTreeMap<String, BTreeMap<String, Vec<String>>>,
}

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

fn parse_num(s: &str) -> Option<Num> {
    match s.split_once('/') {
        Some((a, b)) => Some(Num {
            num: a.trim().parse().ok()?,
            den: b.trim().parse().ok()?,
        }),
        None => Some(Num {
            num: s.trim().parse().ok()?,
            den: 1,
        }),
    }
}

/// FNV-1a, the hash of the groups' names: the readers look a group up by its
/// name on every sentence, some on every word, and a hash this cheap keeps
/// the look-up well below the matching it serves.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The groups by their `section.key`.
type Groups = HashMap<String, Words, BuildHasherDefault<Fnv>>;

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

fn parse(src: &str) -> Result<Vocabulary, String> {
    let f: File = toml::from_str(src).map_err(|e| e.to_string())?;
    let keyed = |m: &BTreeMap<String, Vec<String>>| -> Result<Vec<(i64, Words)>, String> {
        m.iter()
            .map(|(k, v)| {
                k.parse::<i64>()
                    .map(|n| (n, Words::parse(v)))
                    .map_err(|_| format!("'{k}': expected a whole number"))
            })
            .collect()
    };
    let numbers = f
        .numbers
        .iter()
        .map(|(k, v)| {
            parse_num(k)
                .map(|n| (n, Words::parse(v)))
                .ok_or_else(|| format!("numbers: '{k}' is not a number"))
        })
        .collect::<Result<_, _>>()?;
    let mut groups = Groups::default();
    for (section, map) in &f.groups {
        for (k, v) in map {
            groups.insert(format!("{section}.{k}"), Words::parse(v));
        }
    }
    let as_written = f
        .as_written
        .iter()
        .flat_map(|(section, map)| {
            map.iter()
                .map(move |(k, v)| (format!("{section}.{k}"), v.clone()))
        })
        .collect();
    let mut compare: Vec<(String, Pattern)> = f
        .compare
        .iter()
        .flat_map(|(op, list)| list.iter().map(move |w| (op.clone(), Pattern::parse(w))))
        .collect();
    compare.sort_by_key(|(_, p)| std::cmp::Reverse(p.len()));
    let order = [
        "count",
        "sum",
        "product",
        "min_n",
        "max_n",
        "minmax",
        "ordered",
        "min",
        "max",
        "any",
        "all",
        "value",
        "other",
        "descending",
        "ascending",
        "max_first",
        "if_none",
    ];
    let reports = order
        .iter()
        .map(|k| {
            f.reports
                .get(*k)
                .map(|v| (k.to_string(), Words::parse(v)))
                .ok_or_else(|| format!("reports.{k}: missing"))
        })
        .collect::<Result<_, _>>()?;
    let signs = f
        .signs
        .iter()
        .map(|(k, v)| {
            let mut cs = k.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Ok((c, v.clone())),
                _ => Err(format!("signs: '{k}' is not one sign")),
            }
        })
        .collect::<Result<_, _>>()?;
    Ok(Vocabulary {
        numbers,
        signs,
        factors: keyed(&f.factors)?,
        ordinals: keyed(&f.ordinals)?,
        groups,
        as_written,
        compare,
        reports,
    })
}

impl Vocabulary {
    /// A group of words by its `section.key` (`verbs.add`); empty when the
    /// file has none.
    pub fn group(&self, key: &str) -> &Words {
        static EMPTY: Words = Words(Vec::new());
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
            && ws.get(at + len).is_some_and(|t| t.starts_with("тысяч"))
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
