//! The patterns of the vocabulary (a form, a stem, a phrase) and a group
//! of them, and the matching the grammar does with them.

use super::super::tokens::raw_words as words;

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
    pub(super) fn parse(src: &str) -> Pattern {
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
    /// No words: the group a missing name reads as.
    pub(super) const EMPTY: Words = Words(Vec::new());

    pub(super) fn parse(list: &[String]) -> Words {
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
