//! Characters that look like others, as a text copied from a PDF, a
//! scanned page or a site that hid its text from copying writes them: a
//! Latin «e» in «Пeтя», a Cyrillic «С» for the unknown S, «З» and «О» for
//! the digits 3 and 0 in «7З» and «1ОО», fullwidth «７７». Each is read as
//! the character it stands for only where nothing else can be meant: a word
//! that mixes the two alphabets, a number with a letter inside it.

use crate::read::russian_letter;
use crate::read::vocabulary::vocabulary;

/// A Latin letter drawn like a Cyrillic one, and that Cyrillic letter.
fn cyrillic_twin(c: char) -> Option<char> {
    Some(match c {
        'a' => 'а',
        'e' => 'е',
        'o' => 'о',
        'p' => 'р',
        'c' => 'с',
        'x' => 'х',
        'y' => 'у',
        'k' => 'к',
        'A' => 'А',
        'B' => 'В',
        'E' => 'Е',
        'K' => 'К',
        'M' => 'М',
        'H' => 'Н',
        'O' => 'О',
        'P' => 'Р',
        'C' => 'С',
        'T' => 'Т',
        'X' => 'Х',
        _ => return None,
    })
}

/// A letter or digit drawn like a digit, inside a number: «З» (Cyrillic
/// Ze) for 3, the letter «О»/«O» for 0, «l» and «I» for 1.
fn digit_twin(c: char) -> Option<char> {
    Some(match c {
        'З' => '3',
        'О' | 'O' | 'о' | 'o' => '0',
        'l' | 'I' => '1',
        _ => return None,
    })
}

/// Each fullwidth form («７７», «Ｓ», «＋», «＜») as its ASCII character.
pub(super) fn fullwidth_ascii(text: &str) -> String {
    text.chars()
        .map(|c| match u32::from(c) {
            code @ 0xFF01..=0xFF5E => char::from_u32(code - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// The text with each look-alike read as what it stands for:
/// - a word of Cyrillic letters with Latin twins among them («Пeтя»,
///   «кaмнeй») wholly Cyrillic — not a Latin «K» or «C» starting it before
///   Cyrillic letters alone («Kкамней»: the unknown glued to its word);
/// - a number with «З», «О», «l» inside it («7З», «1ОО», «l00»: a digit
///   beside them, nothing but digits and twins) wholly digits;
/// - a «0» or «3» between two Cyrillic letters («вт0рым», «ра3а»), a «6»
///   between two lower-case ones («по6едителем»), the letter it is drawn
///   like.
///
/// One pass over the text's runs of letters and digits.
pub(super) fn read_lookalikes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut run: Vec<char> = Vec::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() {
            run.push(c);
            continue;
        }
        if !run.is_empty() {
            let mut read = read_run(&run);
            // «6удем» opening a sentence: «Будем».
            let opens = out
                .trim_end_matches([' ', '\t'])
                .chars()
                .last()
                .is_none_or(|p| matches!(p, '\n' | '.' | '!' | '?'));
            if run[0] == '6' && read[0] == 'б' && opens {
                read[0] = 'Б';
            }
            out.extend(read);
            run.clear();
        }
        out.push(c);
    }
    out.pop();
    out
}

/// One run of letters and digits, its look-alikes read.
fn read_run(run: &[char]) -> Vec<char> {
    let run = &six_as_be(run);
    let digits = run.iter().filter(|c| c.is_ascii_digit()).count();
    if digits > 0
        && digits < run.len()
        && run
            .iter()
            .all(|&c| c.is_ascii_digit() || digit_twin(c).is_some())
    {
        return run.iter().map(|&c| digit_twin(c).unwrap_or(c)).collect();
    }
    let cyrillic = run.iter().filter(|&&c| russian_letter(c)).count();
    let latin = run.iter().filter(|c| c.is_ascii_alphabetic()).count();
    let mut out = run.to_vec();
    if cyrillic > 0
        && latin > 0
        && run
            .iter()
            .all(|&c| russian_letter(c) || cyrillic_twin(c).is_some())
    {
        let unknown_glued = matches!(run[0], 'K' | 'C' | 'S') && latin == 1;
        if !unknown_glued {
            for c in &mut out {
                *c = cyrillic_twin(*c).unwrap_or(*c);
            }
        }
    }
    if cyrillic >= 2 {
        for i in 1..out.len().saturating_sub(1) {
            let between = russian_letter(out[i - 1]) && russian_letter(out[i + 1]);
            let upper = out[i - 1].is_uppercase() && out[i + 1].is_uppercase();
            out[i] = match out[i] {
                '0' if between && upper => 'О',
                '0' if between => 'о',
                '3' if between && upper => 'З',
                '3' if between => 'з',
                c => c,
            };
        }
    }
    out
}

/// «По6едителем», «Пo6едителем»: a «6» a scan read for «б», between two
/// lower-case letters (Russian, or Latin twins of them) in a word of two
/// Russian letters or more.
fn six_as_be(run: &[char]) -> Vec<char> {
    let mut out = run.to_vec();
    // «6удем говорить»: a «6» opening a word of lower-case Russian letters,
    // where «б» makes a word the vocabulary knows and the rest alone is not
    // one (rules64b).
    if run.len() >= 5
        && run[0] == '6'
        && run[1..]
            .iter()
            .all(|&c| c.is_lowercase() && russian_letter(c))
    {
        let rest: String = run[1..].iter().collect();
        let with_be = format!("б{rest}");
        if crate::read::typos::known(&with_be) && !crate::read::typos::known(&rest) {
            out[0] = 'б';
            return out;
        }
    }
    if run.iter().filter(|&&c| russian_letter(c)).count() < 2 {
        return out;
    }
    let letter = |c: char| c.is_lowercase() && (russian_letter(c) || cyrillic_twin(c).is_some());
    for i in 1..run.len().saturating_sub(1) {
        if run[i] == '6' && letter(run[i - 1]) && letter(run[i + 1]) {
            out[i] = 'б';
        }
    }
    out
}

/// A Cyrillic capital standing alone for a Latin unknown: «во второй куче –
/// С камней», «1 ≤ С ≤ 69» (S), «(К; S)» (K); and, when given, its
/// lower-case form alone beside a sign of comparison («1 ≤ с ≤ 69»). Not the
/// preposition starting a sentence, a bracket or a list's item before a
/// lower-case word («С каждым ходом …», «– С кучи …», «К задаче 5 …»), nor an
/// initial («С. Петров», «Б.С.»).
pub(super) fn cyrillic_unknown(
    text: &str,
    upper: char,
    lower: Option<char>,
    unknown: char,
) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    // Where the current line starts, and its first character not a space.
    let mut line_start = 0;
    let mut line_first: Option<usize> = None;
    for (i, &c) in chars.iter().enumerate() {
        if c == '\n' {
            line_start = i + 1;
            line_first = None;
        } else if c != ' ' && line_first.is_none() {
            line_first = Some(i);
        }
        if c != upper && Some(c) != lower {
            out.push(c);
            continue;
        }
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let alone = before.is_none_or(|b| !b.is_alphanumeric())
            && after.is_none_or(|a| !a.is_alphanumeric());
        let prev_at = (line_start..i).rev().find(|&j| chars[j] != ' ');
        let prev = prev_at.map(|j| chars[j]);
        let next = chars[i + 1..].iter().find(|c| **c != ' ').copied();
        let sign =
            |x: Option<char>| x.is_some_and(|x| matches!(x, '≤' | '≥' | '<' | '>' | '=' | '∈'));
        let is_unknown = if Some(c) == lower {
            alone && (sign(prev) || sign(next))
        } else {
            let word_after = after == Some(' ') && next.is_some_and(char::is_lowercase);
            let list_item = prev_at
                .is_some_and(|j| matches!(chars[j], '–' | '-' | '•') && line_first == Some(j));
            let sentence_start = prev
                .is_none_or(|p| matches!(p, '.' | '!' | '?' | ':' | '«' | '"' | '(' | ';'))
                || list_item;
            // «С. Петров», «Б.С.», «Б. С.»: an initial, before a name or
            // after another initial.
            let after_initial =
                prev_at.is_some_and(|j| chars[j] == '.' && j > 0 && chars[j - 1].is_uppercase());
            let initial = after == Some('.')
                && (after_initial
                    || chars[i + 2..]
                        .iter()
                        .find(|c| **c != ' ')
                        .is_some_and(|n| n.is_uppercase()));
            // «С может принимать значения …»: a verb after it, never a
            // preposition's word (`start.unknown_verbs`).
            let verb_after = word_after && verb_at(&chars[i + 1..]);
            alone && !(word_after && sentence_start && !verb_after) && !initial
        };
        out.push(if is_unknown { unknown } else { c });
    }
    out
}

/// Whether the first word of `rest` (after spaces) is a verb that a
/// sentence's subject takes and a preposition never does («может»,
/// «принимает»): the capital before it is the unknown.
fn verb_at(rest: &[char]) -> bool {
    let word: String = rest
        .iter()
        .skip_while(|c| **c == ' ')
        .take_while(|c| c.is_alphabetic())
        .collect();
    vocabulary()
        .as_written("start.unknown_verbs")
        .contains(&word)
}

/// «1 ≤ $ ≤ 40», «минимальное значение $»: a scan's «$» for the unknown S —
/// read as S only in a text that writes S alone elsewhere, where the «$»
/// stands alone beside a sign of comparison, after «значение», or as the
/// stones at the start («было $ камней») (rules64b).
pub(super) fn dollar_unknown(text: &str) -> String {
    if !text.contains('$') {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let alone_at = |i: usize| {
        i.checked_sub(1).is_none_or(|j| !chars[j].is_alphanumeric())
            && chars.get(i + 1).is_none_or(|a| !a.is_alphanumeric())
    };
    let s_alone = (0..chars.len()).any(|i| chars[i] == 'S' && alone_at(i));
    if !s_alone {
        return text.to_string();
    }
    let sign = |x: Option<&char>| x.is_some_and(|x| matches!(x, '≤' | '≥' | '<' | '>' | '='));
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        if c != '$' || !alone_at(i) || chars.get(i + 1).is_some_and(|a| *a == '$') {
            out.push(c);
            continue;
        }
        let prev = chars[..i].iter().rev().find(|c| **c != ' ');
        let next = chars[i + 1..].iter().find(|c| **c != ' ');
        let word_before: String = {
            let mut w: Vec<char> = chars[..i]
                .iter()
                .rev()
                .skip_while(|c| **c == ' ')
                .take_while(|c| c.is_alphabetic())
                .copied()
                .collect();
            w.reverse();
            w.into_iter().collect::<String>().to_lowercase()
        };
        let after_value = matches!(word_before.as_str(), "значение" | "значения" | "значений");
        // «в куче было $ камней»: the count of stones at the start.
        let word_after: String = chars[i + 1..]
            .iter()
            .skip_while(|c| **c == ' ')
            .take_while(|c| c.is_alphabetic())
            .collect();
        let stones_after = word_after.starts_with("камн")
            && matches!(
                word_before.as_str(),
                "было" | "лежало" | "находилось" | "лежит" | "есть"
            );
        let ends = next.is_none_or(|n| !n.is_alphanumeric());
        let unknown = (sign(prev) || sign(next)) || (after_value && ends) || stones_after;
        out.push(if unknown { 'S' } else { c });
    }
    out
}

/// «S_0», «S₀», «S<sub>0</sub>»: the unknown at the start, written with the
/// index 0, is the unknown — when the text gives it no other index («S_1»,
/// «S_2» would be names of their own, and then none is read as S).
pub(super) fn start_index(text: &str) -> String {
    let mut out = text.to_string();
    for name in ['S', 'K'] {
        let indexed = format!("{name}_");
        let zero = format!("{name}_0");
        let other_index = out.match_indices(&indexed).any(|(at, _)| {
            let rest = &out[at + indexed.len()..];
            rest.starts_with(|c: char| c.is_ascii_alphanumeric()) && !rest.starts_with('0')
                || rest.starts_with('0')
                    && rest[1..].starts_with(|c: char| c.is_ascii_alphanumeric())
        });
        if other_index || !out.contains(&zero) {
            continue;
        }
        let chars: Vec<char> = out.chars().collect();
        let mut next = String::with_capacity(out.len());
        let mut i = 0;
        while i < chars.len() {
            let alone_before = i == 0 || !chars[i - 1].is_alphanumeric();
            let is_zero = chars[i] == name
                && chars.get(i + 1) == Some(&'_')
                && chars.get(i + 2) == Some(&'0')
                && chars.get(i + 3).is_none_or(|c| !c.is_alphanumeric());
            if is_zero && alone_before {
                next.push(name);
                i += 3;
            } else {
                next.push(chars[i]);
                i += 1;
            }
        }
        out = next;
    }
    out
}

/// The Symbol font's relations as a PDF copies them through Latin-1: its
/// «≤» is byte 0xA3, read as «£», and its «≥» is 0xB3, read as «³»
/// («1 £ S £ 24», «S ³ 21»). Read as the relation only between two terms
/// (a number or a capital unknown on each side, spaces or a line's
/// break allowed): a pound
/// sign before a price or a cube glued to its base stays.
pub(super) fn symbol_font_relations(text: &str) -> String {
    if !text.contains(['£', '³']) {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let term = |c: Option<&char>| c.is_some_and(|c| c.is_ascii_digit() || matches!(c, 'S' | 'K'));
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        if matches!(c, '£' | '³') {
            let before = chars[..i].iter().rev().find(|c| !c.is_whitespace());
            let after = chars[i + 1..].iter().find(|c| !c.is_whitespace());
            // A cube is glued to its base: «³» only with a space before it.
            let spaced = c == '£' || i > 0 && chars[i - 1].is_whitespace();
            if spaced && term(before) && term(after) {
                out.push(if c == '£' { '≤' } else { '≥' });
                continue;
            }
        }
        out.push(c);
    }
    out
}
