//! The English-sentence finder of the error-message tests: stricter than
//! `english.rs`'s (help texts list values and flags in plain words), it
//! counts any three Latin words in a row outside quotes, flags and paths.
//! Two finders for two kinds of text; one should serve both (noticed, left).
//! Finding English sentences in what the program prints, to assert that a
//! Russian run prints none (and an English run does print English).
//!
//! "An English sentence" is a run of three or more consecutive Latin-letter
//! words. Not words: flag names (`--max-memory`, `-h`), file names and paths
//! (`book.xlsx`, `/tmp/a`), text in quotes or backticks (rule syntax such as
//! `'+1 *2'`, a cell's content), all-capital names (XLSX, ODS, CSV), tokens
//! with digits (V1, AF2, S = 30) and the program's name.

/// The English sentences (runs of three or more Latin words) in `text`,
/// each as its words joined by a space.
pub fn english_sentences(text: &str) -> Vec<String> {
    let mut found = vec![];
    for line in text.lines() {
        let line = without_quoted(line);
        let mut run: Vec<&str> = vec![];
        for token in line.split_whitespace() {
            match latin_word(token) {
                Some(word) => run.push(word),
                None => {
                    if run.len() >= 3 {
                        found.push(run.join(" "));
                    }
                    run.clear();
                }
            }
        }
        if run.len() >= 3 {
            found.push(run.join(" "));
        }
    }
    found
}

/// The line with what stands in quotes or backticks blanked out: '…', "…",
/// «…», `…`. A quote opens only after a non-letter (the apostrophe of
/// "game's" opens nothing) and an unclosed one blanks nothing.
fn without_quoted(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let close = match c {
            '\'' | '"' | '`' => Some(c),
            '«' => Some('»'),
            _ => None,
        };
        let after_letter = i > 0 && chars[i - 1].is_alphanumeric();
        if let (Some(close), false) = (close, after_letter) {
            if let Some(len) = chars[i + 1..].iter().position(|&d| d == close) {
                out.push_str(" QUOTED ");
                i += len + 2;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

/// The token as a word of Latin letters (its punctuation trimmed), or None
/// for anything else: a flag, a path, a number, Cyrillic, an acronym, the
/// program's name.
fn latin_word(token: &str) -> Option<&str> {
    if token.starts_with('-') || token.contains('/') || token.contains('\\') {
        return None;
    }
    let word = token.trim_matches(|c: char| ",.;:!?()[]{}".contains(c));
    if word.is_empty() || word == "QUOTED" || word.eq_ignore_ascii_case("gametable") {
        return None;
    }
    // A file name: letters, a dot and an extension.
    if word.contains('.') {
        return None;
    }
    let letters = |c: char| c.is_ascii_alphabetic() || c == '\'' || c == '-';
    if !word.chars().all(letters) || !word.chars().any(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let caps = word.chars().filter(|c| c.is_ascii_uppercase()).count();
    if caps >= 2 && !word.chars().any(|c| c.is_ascii_lowercase()) {
        return None;
    }
    Some(word)
}

#[test]
fn an_english_error_is_caught() {
    let found = english_sentences(
        "gametable: error: nosuch.toml: no such file or built-in template (see 'gametable templates')",
    );
    assert_eq!(found, ["no such file or built-in template see"]);
    assert_eq!(
        english_sentences("Лист1!AF2: found P2, expected V2 — a move to (14, 31) escapes"),
        ["a move to"]
    );
    assert_eq!(english_sentences("the game's TOML cannot be read").len(), 1);
}

#[test]
fn russian_with_flags_files_rules_and_names_is_not_english() {
    for text in [
        "gametable: ошибка: --out /tmp/x/book.xlsx: папки /tmp/x нет",
        "--moves: столбец 4: ожидался ';' или следующий ход ('+1 *2', 'x = x + other')",
        "файл samples/check/errors.xlsx: лист 'Лист1', A1:BR71; метки: V1/P1 (запись win-lose)",
        "ожидался XLSX, XLSM, XLS, XLSB, ODS или CSV",
        "игра окончена (sum >= 77); `gametable solve --s 30 --lang ru`",
        "Лист1!S2 (7, 18): найдено P2, ожидалось P10",
    ] {
        assert_eq!(english_sentences(text), Vec::<String>::new(), "{text}");
    }
}

#[test]
fn two_latin_words_are_not_a_sentence() {
    assert!(english_sentences("запись win lose в таблице").is_empty());
    assert_eq!(
        english_sentences("a b c").len(),
        1,
        "three words are a sentence"
    );
}
