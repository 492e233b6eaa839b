//! A text with some of its whole words replaced, the rest kept byte for
//! byte: the reader capitalising «петя» typed in lower case, a condition's
//! `and`/`or`/`not` said in the reader's language. What a word is (which
//! characters make one) is the caller's.

/// `text` with each whole word (a run of characters `in_word` accepts)
/// replaced by what `with` gives for it; a word it gives `None` for, and
/// every other character, as it was.
pub fn replaced(
    text: &str,
    in_word: impl Fn(char) -> bool,
    with: impl Fn(&str) -> Option<String>,
) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        match with(word) {
            Some(to) => out.push_str(&to),
            None => out.push_str(word),
        }
        word.clear();
    };
    for c in text.chars() {
        if in_word(c) {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::replaced;

    #[test]
    fn only_whole_words_are_replaced() {
        let upper = |w: &str| (w == "or").then(|| "OR".to_string());
        assert_eq!(
            replaced("x or y, order or", |c| c.is_ascii_alphanumeric(), upper),
            "x OR y, order OR"
        );
        assert_eq!(replaced("", char::is_alphanumeric, upper), "");
    }
}
