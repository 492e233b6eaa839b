//! The game's start read from its sentence («В начальный момент в первой
//! куче было 7 камней, во второй – S камней», «Начальная позиция (6, S)»)
//! and the ranges of its unknowns in every printed form.

use super::rules::{has, Found};
use super::vocabulary::vocabulary;

/// A word that says the start: «начальный», «начальная», «в начале»,
/// «изначально».
fn says_start(w: &str) -> bool {
    w.starts_with("начальн") || w == "начале" || w.starts_with("изначально")
}

/// «В начальный момент в первой куче было 7 камней, во второй – S камней»
/// → `7, S`; and the range(s) of S and K found in the sentence.
pub fn start(sentence: &str, ws: &[String]) -> Option<Found> {
    let start_word = ws.iter().position(|w| says_start(w));
    let starts =
        start_word.is_some() && (has(ws, "куч") || has(ws, "позици") && tuple(sentence).is_some());
    let mut found = Found::default();
    if starts {
        let v = vocabulary();
        // Heap segments: «в первой куче …», «во второй …», «в третьей …»,
        // from about the start's word on (not a heap of the end rule before
        // it, when a sentence end was lost).
        let mut values = Vec::new();
        let mut i = start_word.unwrap_or(0).saturating_sub(3);
        while i < ws.len() {
            let heap_word = ws[i].starts_with("куч")
                || ws[i].starts_with("втор")
                || ws[i].starts_with("трет")
                || ws[i].starts_with("перв");
            if heap_word {
                // The value: after «было»/«лежало»/a dash, the first number or unknown.
                let mut j = i + 1;
                let mut got = None;
                while j < ws.len() && j < i + 6 {
                    let w = ws[j].as_str();
                    if w == "s" || w == "k" {
                        got = Some(w.to_uppercase());
                        break;
                    }
                    // A Cyrillic «К камней» is the unknown K (a preposition
                    // «к» is never followed by «камней»).
                    if w == "к" && ws.get(j + 1).is_some_and(|x| x.starts_with("камн")) {
                        got = Some("K".into());
                        break;
                    }
                    if let Some((n, len)) = v.number_at(ws, j) {
                        let n = n.whole()?;
                        if ws.get(j + len).is_some_and(|x| x == "s" || x == "k") {
                            got = Some(format!("{n}{}", ws[j + len].to_uppercase()));
                        } else {
                            got = Some(n.to_string());
                        }
                        break;
                    }
                    if w.starts_with("куч") || w.starts_with("втор") || w.starts_with("трет")
                    {
                        break;
                    }
                    j += 1;
                }
                if let Some(g) = got {
                    values.push(g);
                    i = j + 1;
                    continue;
                }
            }
            i += 1;
        }
        if let Some(t) = tuple(sentence) {
            values = t;
        }
        if !values.is_empty() && values.len() <= 3 && values.iter().any(|x| x.contains('S')) {
            found.keys.push(("start", values.join(", ")));
        }
    }
    for (var, key) in [('S', "s"), ('K', "k")] {
        if let Some(r) = unknown_range(sentence, var) {
            found.keys.push((key, r));
        }
    }
    (!found.keys.is_empty()).then_some(found)
}

/// `(7, S)` or `(K; S)` in a sentence.
pub fn tuple(sentence: &str) -> Option<Vec<String>> {
    let open = sentence.find('(')?;
    let close = sentence[open..].find(')')? + open;
    let inner = &sentence[open + 1..close];
    let parts: Vec<String> = inner
        .split([',', ';'])
        .map(|p| p.trim().replace(' ', ""))
        .collect();
    let ok = (1..=3).contains(&parts.len())
        && parts.iter().any(|p| p.contains('S'))
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_digit() || c == 'S' || c == 'K' || c == '+' || c == '*')
        });
    ok.then_some(parts)
}

/// «S принимает значения от 1 до 28», «S — натуральное число от 1 до 28»:
/// the range in words, after the unknown named alone.
fn range_in_words(sentence: &str, var: char) -> Option<String> {
    let v = vocabulary();
    let ws = super::vocabulary::words(sentence);
    let name = var.to_lowercase().to_string();
    let at = ws.iter().position(|w| *w == name)?;
    let from = (at..ws.len()).find(|&i| ws[i] == "от")?;
    let (lo, l) = v.number_at(&ws, from + 1)?;
    let to = from + 1 + l;
    (ws.get(to)? == "до").then_some(())?;
    let (hi, _) = v.number_at(&ws, to + 1)?;
    let (lo, hi) = (lo.whole()?, hi.whole()?);
    (lo <= hi).then(|| format!("{lo}..{hi}"))
}

/// The range of an unknown in any printed form: «1 ≤ S ≤ 69», «S > 21»,
/// «21 < S», «1 < S < 57», «S ≥ 30» → `1..69`, `22..`, …
pub fn unknown_range(sentence: &str, var: char) -> Option<String> {
    #[derive(Debug, Clone, PartialEq)]
    enum T {
        N(i64),
        V,
        Op(char),
        Other,
    }
    let mut toks = Vec::new();
    let chars: Vec<char> = sentence.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let mut n: i64 = 0;
            while i < chars.len() && chars[i].is_ascii_digit() {
                n = n
                    .saturating_mul(10)
                    .saturating_add(chars[i] as i64 - '0' as i64);
                i += 1;
            }
            toks.push(T::N(n));
            continue;
        }
        // The Cyrillic «К» and «С» typed for K and S.
        let c = match c {
            'К' => 'K',
            'С' => 'S',
            c => c,
        };
        if c == var
            && !chars.get(i + 1).is_some_and(|n| n.is_alphabetic())
            && !(i > 0 && chars[i - 1].is_alphabetic())
        {
            toks.push(T::V);
        } else if matches!(c, '≤' | '≥' | '<' | '>' | '=') {
            toks.push(T::Op(c));
        } else if !c.is_whitespace() {
            toks.push(T::Other);
        }
        i += 1;
    }
    let (mut lo, mut hi): (Option<i64>, Option<i64>) = (None, None);
    let mut seen = false;
    for (at, t) in toks.iter().enumerate() {
        if *t != T::V {
            continue;
        }
        // Before: N op V.
        if at >= 2 {
            if let (T::N(n), T::Op(op)) = (&toks[at - 2], &toks[at - 1]) {
                match op {
                    '≤' => lo = Some(*n),
                    '<' => lo = Some(n + 1),
                    '≥' => hi = Some(*n),
                    '>' => hi = Some(n - 1),
                    _ => {}
                }
                seen = true;
            }
        }
        // After: V op N.
        if let (Some(T::Op(op)), Some(T::N(n))) = (toks.get(at + 1), toks.get(at + 2)) {
            match op {
                '≤' => hi = Some(*n),
                '<' => hi = Some(n - 1),
                '≥' => lo = Some(*n),
                '>' => lo = Some(n + 1),
                _ => {}
            }
            seen = true;
        }
        if seen {
            break;
        }
    }
    if !seen {
        return range_in_words(sentence, var);
    }
    match (lo, hi) {
        (Some(l), Some(h)) => Some(format!("{l}..{h}")),
        (Some(l), None) => Some(format!("{l}..")),
        (None, Some(h)) => Some(format!("1..{h}")),
        (None, None) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ws(s: &str) -> Vec<String> {
        crate::read::vocabulary::words(s)
    }

    #[test]
    fn ranges_in_every_printed_form() {
        for (s, want) in [
            ("1 ≤ S ≤ 69", "1..69"),
            ("S > 21", "22.."),
            ("21 < S", "22.."),
            ("1 < S < 57", "2..56"),
            ("S ≥ 30", "30.."),
            ("1 ≤ K ≤ 29, 1 ≤ S ≤ 29", "1..29"),
            ("1 ≤ С ≤ 29", "1..29"),
            ("S камней, S принимает значения от 1 до 28", "1..28"),
            (
                "S камней, где S – натуральное число от одного до 40",
                "1..40",
            ),
        ] {
            assert_eq!(unknown_range(s, 'S').as_deref(), Some(want), "{s}");
        }
        assert_eq!(unknown_range("S камней", 'S'), None);
    }

    #[test]
    fn starts() {
        for (s, want) in [
            ("В начальный момент в первой куче было 7 камней, во второй куче – S камней; 1 ≤ S ≤ 69.", "7, S"),
            ("В начальный момент в первой куче было семь камней, во второй куче – S камней; 1 ≤ S ≤ 69.", "7, S"),
            ("В начальный момент в куче было S камней, 1 ≤ S ≤ 44.", "S"),
            ("В начальный момент в первой куче было K камней, а во второй – S камней, 1 ≤ K ≤ 29, 1 ≤ S ≤ 29.", "K, S"),
            ("В начальный момент в первой куче было S камней, во второй — 2S камней.", "S, 2S"),
            ("В начальный момент в первой куче было К камней, а во второй - S камней, 1 ≤К ≤ 29, 1 ≤S ≤29.", "K, S"),
            ("Игра завершается, когда количество камней в двух кучах становится не менее 30. начальный момент в первой куче было 5 камней, а во второй - S камней.", "5, S"),
            ("В первой куче изначально было 4 камня, во второй – S камней.", "4, S"),
            ("Начальная позиция (6, S), где 1 ≤ S ≤ 40.", "6, S"),
            ("Начальное количество камней в куче равно S, 1 ≤ S ≤ 40.", "S"),
        ] {
            let f = start(s, &ws(s)).unwrap();
            assert_eq!(f.keys[0], ("start", want.to_string()), "{s}");
        }
    }
}
