//! Typos in ordinary words: a copy's «колочество», «выйграть», «хдоом»,
//! «наимеьнших». A word the vocabulary does not hold that is one edit (a
//! letter changed, added, dropped, or two swapped) from exactly one word it
//! does hold is read as that word: otherwise the grammar, which looks only
//! for its words, drops the misspelled one, and a question that lost
//! «наименьших» or «первым ходом» is answered for what its other words say
//! (a complete and wrong reading). A word one edit from two or more of its
//! words, or from a word whose change would change a meaning (a number,
//! an ordinal, a comparison, «не»), is not guessed: it is read as
//! [`UNSURE`], which a question names as not read (`reports.other`).
//!
//! Only words the vocabulary does not hold are looked at, so a typo that
//! makes one known word into another («менее» → «более», «Петя» →
//! «Ваня») is never «corrected»: it reads as written.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// What a misspelled word no single vocabulary word explains reads as.
pub const UNSURE: &str = "опечатка";

/// The shortest word looked at: shorter ones have too many neighbours.
const SHORTEST: usize = 5;

struct Lexicon {
    /// Every word the vocabulary writes out in full.
    words: HashSet<String>,
    /// The stems of its patterns («наименьш*»): a word they open is known.
    stems: Vec<String>,
    /// Words and stems whose change changes a meaning: never a correction.
    keep: HashSet<String>,
}

fn lexicon() -> &'static Lexicon {
    static L: OnceLock<Lexicon> = OnceLock::new();
    L.get_or_init(|| {
        // Sections whose words carry a number, an order or a comparison.
        const KEEP: [&str; 7] = [
            "[numbers]",
            "[number_words]",
            "[factors]",
            "[ordinals]",
            "[compare]",
            "[signs]",
            "[digit_ordinals]",
        ];
        let mut lex = Lexicon {
            words: HashSet::new(),
            stems: Vec::new(),
            keep: HashSet::new(),
        };
        let mut keep = false;
        for line in super::vocabulary::SOURCE.lines() {
            let t = line.trim();
            if t.starts_with('[') {
                keep = KEEP.contains(&t);
                continue;
            }
            if t.starts_with('#') {
                continue;
            }
            // Every quoted string's words; a pattern's «*» marks a stem.
            for (i, part) in t.split('"').enumerate() {
                if i % 2 == 0 {
                    continue;
                }
                for raw in part.split_whitespace() {
                    let stem = raw.ends_with('*');
                    for w in super::tokens::raw_words(raw) {
                        if w.chars().any(|c| c.is_ascii_digit()) {
                            continue;
                        }
                        if keep {
                            lex.keep.insert(w.clone());
                        }
                        if stem && raw.trim_end_matches('*').ends_with(w.as_str()) {
                            lex.stems.push(w);
                        } else {
                            lex.words.insert(w);
                        }
                    }
                }
            }
        }
        lex.keep.insert("не".into());
        lex.stems.sort();
        lex.stems.dedup();
        lex
    })
}

impl Lexicon {
    fn knows(&self, w: &str) -> bool {
        self.words.contains(w) || self.stems.iter().any(|s| w.starts_with(s.as_str()))
    }
}

/// Whether the vocabulary knows a word (whole, or by a stem it opens with).
pub(crate) fn known(w: &str) -> bool {
    lexicon().knows(w)
}

/// Whether `a` and `b` are one edit apart: a letter changed, added or
/// dropped, or two neighbours swapped.
fn one_edit(a: &[char], b: &[char]) -> bool {
    let (la, lb) = (a.len(), b.len());
    if la.abs_diff(lb) > 1 {
        return false;
    }
    let p = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    if la == lb {
        if p == la {
            return false;
        }
        let (ra, rb) = (&a[p + 1..], &b[p + 1..]);
        if ra == rb {
            return true;
        }
        // A swap of two neighbours.
        p + 1 < la && a[p] == b[p + 1] && a[p + 1] == b[p] && a[p + 2..] == b[p + 2..]
    } else if la > lb {
        a[p + 1..] == b[p..]
    } else {
        a[p..] == b[p + 1..]
    }
}

/// What a word the vocabulary does not know reads as: the one word it
/// misspells, [`UNSURE`], or itself.
pub(super) fn mend(w: &str) -> Option<String> {
    let lex = lexicon();
    let cs: Vec<char> = w.chars().collect();
    if !cs.iter().all(|c| c.is_alphabetic()) {
        return None;
    }
    if garbled_answer_form(w) {
        return Some(UNSURE.to_string());
    }
    // «хдом», «хоом» for «ходом»: a four-letter word is not guessed
    // (short words have too many neighbours, and names: «Сова» is a letter
    // short of «слова»), but one a letter short of the word that counts
    // the moves is never dropped as a word the grammar does not look for.
    if cs.len() == SHORTEST - 1 && !lex.knows(w) {
        const COUNTS_MOVES: [&str; 2] = ["ходом", "ходов"];
        let short_of_one = COUNTS_MOVES
            .iter()
            .any(|c| one_edit(&cs, &c.chars().collect::<Vec<_>>()));
        return short_of_one.then(|| UNSURE.to_string());
    }
    if cs.len() < SHORTEST || lex.knows(w) {
        return None;
    }
    // (the word read, whether it is one whose change changes a meaning)
    let mut near: Vec<(String, bool)> = lex
        .words
        .iter()
        .filter(|c| c.chars().count() >= SHORTEST)
        .filter(|c| one_edit(&cs, &c.chars().collect::<Vec<_>>()))
        .map(|c| (c.clone(), lex.keep.contains(c)))
        .collect();
    // A stem misspelled in the word's opening («наимеьнших» for
    // «наименьш*»): the stem and the word's own ending.
    for s in &lex.stems {
        let sc: Vec<char> = s.chars().collect();
        if sc.len() < SHORTEST {
            continue;
        }
        for n in sc.len().saturating_sub(1)..=sc.len() + 1 {
            if n <= cs.len() && one_edit(&cs[..n], &sc) {
                let mut to = s.clone();
                to.extend(&cs[n..]);
                near.push((to, lex.keep.contains(s)));
            }
        }
    }
    near.retain(|(to, _)| to != w);
    // «значене»: «значени*» with its last letter changed (the bare stem,
    // no ending) or with «и» dropped («значение»). The bare stem is no
    // other word: the grammar reads both by the stem alike.
    let bare_stem = |to: &str| lex.stems.iter().any(|s| s == to) && !lex.words.contains(to);
    let stem_of_other = |to: &str| {
        near.iter()
            .any(|(o, _)| o != to && o.starts_with(to) && !bare_stem(o))
    };
    let drop: Vec<String> = near
        .iter()
        .filter(|(to, _)| bare_stem(to) && stem_of_other(to))
        .map(|(to, _)| to.clone())
        .collect();
    near.retain(|(to, _)| !drop.contains(to));
    near.sort();
    near.dedup();
    match near.as_slice() {
        [] => None,
        [(one, false)] => Some(one.clone()),
        _ => Some(UNSURE.to_string()),
    }
}

/// Whether a word opens with a stem of the answer's form («наименьш»,
/// «максимальн», «сумм») but ends in no ending of its words
/// («максимальнсое», «наименьшийх», «суммо»): known by its stem, it would
/// pass for the word, and the form the question asks («два наименьших»,
/// «сумму») be lost — a complete and wrong reading.
fn garbled_answer_form(w: &str) -> bool {
    const ADJECTIVE: [&str; 4] = ["наименьш", "наибольш", "минимальн", "максимальн"];
    const ADJECTIVE_ENDINGS: [&str; 25] = [
        "ее", "ое", "ая", "ий", "ый", "ой", "ей", "его", "ого", "ему", "ому", "им", "ым", "ем",
        "ом", "их", "ых", "ими", "ыми", "ую", "ие", "ые", "ою", "ею", "о",
    ];
    const SUM_ENDINGS: [&str; 10] = ["", "а", "у", "ы", "е", "ой", "ою", "ам", "ами", "ах"];
    if let Some(rest) = ADJECTIVE.iter().find_map(|s| w.strip_prefix(s)) {
        return !ADJECTIVE_ENDINGS.contains(&rest);
    }
    if let Some(rest) = w.strip_prefix("сумм") {
        return !(SUM_ENDINGS.contains(&rest) || rest.starts_with("арн") || rest.starts_with("ир"));
    }
    false
}

/// The words with each typo read as the word it misspells (see the
/// module's doc). Looked up once a word: `words` runs on every sentence.
pub fn mend_all(ws: &mut [String]) {
    thread_local! {
        static SEEN: RefCell<HashMap<String, Option<String>>> = RefCell::new(HashMap::new());
    }
    for w in ws.iter_mut() {
        if w.chars().count() < SHORTEST - 1 {
            continue;
        }
        let to = SEEN.with(|seen| {
            if let Some(to) = seen.borrow().get(w.as_str()) {
                return to.clone();
            }
            let to = mend(w);
            seen.borrow_mut().insert(w.clone(), to.clone());
            to
        });
        if let Some(to) = to {
            *w = to;
        }
    }
}

/// «петя и ваня» typed in lower case: the two names every exam text uses,
/// which mean nothing else, capitalised so the players are found.
pub fn capital_names(line: &str) -> String {
    const FORMS: [&str; 12] = [
        "петя",
        "пети",
        "пете",
        "петю",
        "петей",
        "петею",
        "ваня",
        "вани",
        "ване",
        "ваню",
        "ваней",
        "ванею",
    ];
    crate::whole_words::replaced(line, char::is_alphanumeric, |word| {
        FORMS
            .contains(&word)
            .then(|| super::tokens::capitalised(word))
    })
}
