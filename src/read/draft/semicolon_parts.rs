//! One sentence of the rules that states two keys split by «;»: «Игра
//! завершается, когда количество камней в куче становится не менее 64;
//! 1 ≤ S ≤ 63.» read whole gives the range alone (the end is dropped).
//! Its parts are read as sentences of their own when each part read alone
//! reads whole, no key is stated by two parts, and together they state
//! every key the sentence read whole states and more. Otherwise the
//! sentence is left as it is (a list of moves split by «;», a condition
//! that needs the words before it).

use super::{read_draft_as, Split};
use crate::read::document::Draft;

/// The rules with each sentence so split replaced by its parts.
pub(super) fn apart(rules: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(rules.len());
    for s in rules {
        match parts(&s) {
            Some(ps) => out.extend(ps),
            None => out.push(s),
        }
    }
    out
}

/// The keys a text of rules states read alone, and whether every rule
/// sentence of it reads whole and states a key.
fn keys_alone(text: &str) -> (Vec<&'static str>, bool) {
    let r = read_draft_as(Draft::of_rules(vec![text.to_string()]), Split::No);
    let rules: Vec<_> = r
        .sentences
        .iter()
        .filter(|s| s.questions.is_empty())
        .collect();
    let whole = !rules.is_empty() && rules.iter().all(|s| !s.unread && !s.keys.is_empty());
    let keys = rules.iter().flat_map(|s| s.keys.iter().copied()).collect();
    (keys, whole)
}

fn parts(s: &str) -> Option<Vec<String>> {
    if !s.contains("; ") {
        return None;
    }
    let parts: Vec<String> = s.split("; ").map(|p| p.trim().to_string()).collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty()) {
        return None;
    }
    let mut seen: Vec<&'static str> = Vec::new();
    for p in &parts {
        let (ks, whole) = keys_alone(p);
        if !whole || ks.iter().any(|k| seen.contains(k)) {
            return None;
        }
        seen.extend(ks);
    }
    let (whole_keys, _) = keys_alone(s);
    let covers = whole_keys.iter().all(|k| seen.contains(k));
    let more = seen.iter().any(|k| !whole_keys.contains(k));
    (covers && more).then_some(parts)
}
