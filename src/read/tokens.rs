//! The words of a text as the reader compares them: lower case, «ё» as «е»,
//! letters and digits apart. The vocabulary's patterns and every reader of
//! a sentence split text the same way, so a pattern matches what it says.

/// The words of a text, as the vocabulary writes them: lower case, «ё» as
/// «е», letters and digits only (a run of digits is one word).
pub fn words(text: &str) -> Vec<String> {
    super::looked_at(text.len());
    let mut out = words_up_to(text, usize::MAX).0;
    super::typos::mend_all(&mut out);
    as_stones(&mut out);
    out
}

/// The words of a text as `words` writes them, with no other object said
/// as stones: the vocabulary's own patterns, split while it is parsed.
pub fn raw_words(text: &str) -> Vec<String> {
    words_up_to(text, usize::MAX).0
}

/// Other objects said as stones and heaps («кучка фишек», «коробка
/// конфет», «стопка монет» → «куча камней»), so every rule written for
/// stones reads them: each form of `as_written.objects.forms` becomes the
/// same case of «камень» or «куча». A form both a singular after a count
/// and a plural («фишки»: «две фишки», «фишки лежат») is the one after a
/// count when a count of two to four is the word before; a masculine
/// heap's form both a subject and an object («сугроб») is the subject
/// after a verb of lying (`objects.lie`).
fn as_stones(ws: &mut [String]) {
    let objects = objects();
    for i in 0..ws.len() {
        // «лежит сугроб»: a masculine heap said as it lies, «куча»; taken
        // elsewhere («получивший сугроб», «в сугроб»), «кучу».
        if let Some(to) = objects.subject.get(&ws[i]) {
            if i > 0 && objects.lie.contains(&ws[i - 1]) {
                ws[i] = to.clone();
                continue;
            }
        }
        let Some((to, counted)) = objects.forms.get(&ws[i]) else {
            continue;
        };
        let counted_before = i > 0 && {
            let prev = &ws[i - 1];
            objects.small_counts.contains(prev)
                || (is_digits(prev)
                    && prev.parse::<u64>().is_ok_and(|n| {
                        (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100))
                    }))
        };
        ws[i] = match counted {
            Some(c) if counted_before => c.clone(),
            _ => to.clone(),
        };
    }
}

/// The vocabulary's `as_written.objects`, made into look-ups once: `words`
/// runs on every sentence, many times over.
struct Objects {
    /// A form → the same case of «камень» or «куча», and the form after a
    /// count of two to four when it differs.
    forms: std::collections::HashMap<String, (String, Option<String>)>,
    /// A masculine heap's form that is the subject after a verb of lying.
    subject: std::collections::HashMap<String, String>,
    lie: Vec<String>,
    small_counts: Vec<String>,
}

fn objects() -> &'static Objects {
    static OBJECTS: std::sync::OnceLock<Objects> = std::sync::OnceLock::new();
    OBJECTS.get_or_init(|| {
        let v = super::vocabulary::vocabulary();
        let pairs = |key: &str| {
            v.as_written(key)
                .iter()
                .filter_map(|line| {
                    let mut parts = line.split_whitespace().map(str::to_string);
                    let (from, to) = (parts.next()?, parts.next()?);
                    Some((from, (to, parts.next())))
                })
                .collect::<Vec<_>>()
        };
        let mut forms = pairs("objects.forms");
        forms.extend(pairs("objects.heap_masculine"));
        Objects {
            forms: forms.into_iter().collect(),
            subject: pairs("objects.subject_forms")
                .into_iter()
                .map(|(from, (to, _))| (from, to))
                .collect(),
            lie: v.as_written("objects.lie").to_vec(),
            small_counts: v.as_written("objects.small_counts").to_vec(),
        }
    })
}

/// The first `n` words of a text, as `words` writes them, read no further
/// than they go: what a text's opening says, asked again as the text grows.
pub fn leading_words(text: &str, n: usize) -> Vec<String> {
    let (mut out, read) = words_up_to(text, n);
    super::looked_at(read);
    super::typos::mend_all(&mut out);
    as_stones(&mut out);
    out
}

/// Whether a word is a number in digits and nothing else («15»).
pub fn is_digits(w: &str) -> bool {
    !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit())
}

/// A word with its first letter a capital («играют» → «Играют»): a word as
/// it opens a sentence.
pub(super) fn capitalised(w: &str) -> String {
    let mut chars = w.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

/// How many ASCII digits a text starts with (bytes, so `&text[..n]` is
/// the number): «19. Укажите …» → 2; a question's or a collection's number.
pub fn leading_digits(text: &str) -> usize {
    text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len()
}

/// A number and its stop or bracket at a text's start («30.», «7)»), and
/// the text after the mark: how a collection or a list numbers its items.
pub fn numbered(text: &str) -> Option<(&str, &str)> {
    let digits = leading_digits(text);
    let rest = text[digits..].strip_prefix(['.', ')'])?;
    (digits > 0).then(|| (&text[..digits], rest))
}

/// Whether a text has no letter and no digit: marks only («'''», «##»),
/// as a program's quotes or a header's signs are after a number.
pub fn marks_only(text: &str) -> bool {
    !text.chars().any(char::is_alphanumeric)
}

/// At most `n` words of a text, and the bytes read to find them.
fn words_up_to(text: &str, n: usize) -> (Vec<String>, usize) {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut digits = false;
    for (at, c) in text.char_indices() {
        let c = match c {
            'ё' | 'Ё' => 'е',
            c => c,
        };
        if c.is_alphanumeric() {
            let d = c.is_ascii_digit();
            if !cur.is_empty() && d != digits {
                out.push(std::mem::take(&mut cur));
            }
            if out.len() == n {
                return (out, at);
            }
            digits = d;
            cur.extend(c.to_lowercase());
        } else if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
            if out.len() == n {
                return (out, at);
            }
        }
    }
    if !cur.is_empty() && out.len() < n {
        out.push(cur);
    }
    (out, text.len())
}

/// Where `needle` (in lower case) first stands in `text`, whatever the case
/// of `text`'s letters: the byte range in `text` itself. An index found in
/// `text.to_lowercase()` is not one where lower-casing changes a letter's
/// length («ẞ», three bytes, is «ß», two): slicing `text` there could fall
/// inside a letter.
pub fn find_lower(text: &str, needle: &str) -> Option<std::ops::Range<usize>> {
    'start: for (start, _) in text.char_indices() {
        let mut want = needle.chars().peekable();
        for (at, c) in text[start..].char_indices() {
            for l in c.to_lowercase() {
                if want.next() != Some(l) {
                    continue 'start;
                }
            }
            if want.peek().is_none() {
                return Some(start..start + at + c.len_utf8());
            }
        }
        // The text ran out before the needle: no later start holds it.
        return None;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lower_case_needle_found_in_the_text_itself() {
        let text = "Игрок Может добавить";
        let at = find_lower(text, "может ").unwrap();
        assert_eq!((&text[..at.start], &text[at.clone()]), ("Игрок ", "Может "));
        // A letter whose lower case is shorter before it: the range is the
        // text's, not the lower-cased text's.
        let text = "ẞẞ, НО нельзя";
        let at = find_lower(text, ", но ").unwrap();
        assert_eq!(&text[at.clone()], ", НО ");
        assert_eq!(&text[at.end..], "нельзя");
        assert_eq!(find_lower("игрок может", "можно"), None);
        assert_eq!(find_lower("мож", "может"), None);
    }

    #[test]
    fn words_split_letters_from_digits() {
        assert_eq!(words("S≤69, K=6; Ёлка"), ["s", "69", "k", "6", "елка"]);
        assert_eq!(words("1S"), ["1", "s"]);
    }

    #[test]
    fn leading_words_are_the_first_words() {
        for text in [
            "При каком S12 наименьшем, значении",
            "Ёж",
            "",
            "  1S  ",
            "a b",
        ] {
            let all = words(text);
            for n in 0..6 {
                assert_eq!(
                    leading_words(text, n),
                    all[..n.min(all.len())],
                    "{text} {n}"
                );
            }
        }
    }
}
