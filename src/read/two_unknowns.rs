//! Questions of a task with two unknowns, K and S: a question is read only
//! when it counts pairs («Сколько существует пар (K; S) …») or fixes K at
//! one value («При K = 6 найдите …»), and names the unknowns nowhere else —
//! a relation («K < S», «K = 2S»), a bound («K ≥ 5») or a second value
//! («K = 5 или K = 6») would otherwise be dropped and the answer taken over
//! every pair.

use super::vocabulary::vocabulary;

/// The condition «При K = n» as a query's term, `K == n`: only the sign
/// «=» and one whole number ending the condition; K fixed at two places,
/// or by any other sign, is no condition read.
pub fn k_condition(text: &str) -> Option<String> {
    let cs = lower_chars(text);
    let mut found = None;
    for at in 0..cs.len() {
        let Some(after) = k_after_pri(&cs, at) else {
            continue;
        };
        if found.is_some() {
            return None;
        }
        found = Some(fixed_value(&cs, after)?);
    }
    found.map(|n| format!("K == {n}"))
}

/// Whether the words say «при K» anywhere: with no condition read from
/// them (`k_condition`), K is bound in a way not read, in a task of one
/// unknown as well.
pub fn names_k_after_pri(text: &str) -> bool {
    let cs = lower_chars(text);
    (0..cs.len()).any(|at| k_after_pri(&cs, at).is_some())
}

/// Where the words after «при K» start, if «при K» stands at `at`.
fn k_after_pri(cs: &[char], at: usize) -> Option<usize> {
    let word_starts = at == 0 || !cs[at - 1].is_alphanumeric();
    if !word_starts || cs.get(at..at + 3)? != ['п', 'р', 'и'] {
        return None;
    }
    let k = skip_spaces(cs, at + 3);
    if k == at + 3 || !matches!(cs.get(k), Some('k' | 'к')) {
        return None;
    }
    let next = cs.get(k + 1).copied().unwrap_or(' ');
    (!next.is_alphanumeric()).then_some(k + 1)
}

/// The value after «= », if the condition ends with it.
fn fixed_value(cs: &[char], from: usize) -> Option<i64> {
    let eq = skip_spaces(cs, from);
    if cs.get(eq) != Some(&'=') {
        return None;
    }
    let start = skip_spaces(cs, eq + 1);
    let digits = cs[start..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let end = start + digits;
    let value: i64 = cs[start..end].iter().collect::<String>().parse().ok()?;
    match cs.get(end) {
        None => return Some(value),
        Some(c) if c.is_alphanumeric() || *c == '.' && next_is_digit(cs, end + 1) => return None,
        _ => {}
    }
    // What follows: another value («6, 7»), or a joint («или K = 7», «и S ≥ 9»).
    let mut i = end;
    while i < cs.len() && (cs[i].is_whitespace() || cs[i] == ',') {
        i += 1;
    }
    if next_is_digit(cs, i) {
        return None;
    }
    let word: String = cs[i..].iter().take_while(|c| c.is_alphanumeric()).collect();
    if matches!(word.as_str(), "и" | "или" | "либо" | "k" | "к" | "s") {
        return None;
    }
    Some(value)
}

/// «значение числа S»: the value asked, named through «числа».
fn value_of_number(qws: &[String], i: usize) -> bool {
    let v = vocabulary();
    i >= 2
        && v.group("questions.number_word").is(&qws[i - 1])
        && v.group("questions.value_word").is(&qws[i - 2])
}

/// The text's characters in lower case, one for one (so that places in it
/// are places in the text).
fn lower_chars(text: &str) -> Vec<char> {
    text.chars()
        .map(|c| c.to_lowercase().next().unwrap_or(c))
        .collect()
}

fn skip_spaces(cs: &[char], mut i: usize) -> usize {
    while i < cs.len() && cs[i].is_whitespace() {
        i += 1;
    }
    i
}

fn next_is_digit(cs: &[char], i: usize) -> bool {
    cs.get(i).is_some_and(char::is_ascii_digit)
}

/// Whether a question of a task with two unknowns leaves one of them free
/// or binds them in a way not read: it neither counts pairs nor fixes K, or
/// it names K or S beyond the pair («пар (K; S)»), the fixed K and the
/// values asked («значение S»), or — when the question's own range of S is
/// read — the S that range names («значение S (S ≥ 8)»).
pub fn unknown_left_free(report: &str, k_fixed: bool, own_s_range: bool, qws: &[String]) -> bool {
    let v = vocabulary();
    let pairs = v.group("questions.pairs");
    let pair_at = (0..qws.len()).find(|&i| pairs.at(qws, i).is_some());
    let counts_pairs = report == "count" && pair_at.is_some();
    if !(k_fixed || counts_pairs) {
        return true;
    }
    let naming = |i: usize| {
        counts_pairs
            && pair_at.is_some_and(|p| {
                i > p
                    && i <= p + 4
                    && qws[p + 1..i]
                        .iter()
                        .all(|w| matches!(w.as_str(), "k" | "к" | "s" | "значений" | "и"))
            })
    };
    let mut k_seen = 0;
    for (i, w) in qws.iter().enumerate() {
        let before = if i > 0 { qws[i - 1].as_str() } else { "" };
        let named = match w.as_str() {
            "k" | "к" if before == "при" && k_fixed => {
                k_seen += 1;
                k_seen == 1
            }
            "k" => naming(i),
            "s" => {
                naming(i)
                    || (k_fixed
                        && (v.group("questions.value_word").is(before) || value_of_number(qws, i)))
                    || (k_fixed && own_s_range && before == "s")
            }
            _ => true,
        };
        if !named {
            return true;
        }
    }
    false
}
