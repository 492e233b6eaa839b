//! "An English sentence" in a text the user reads in Russian: three or more
//! Latin-letter words in a row. What is not prose is left out first: text in
//! quotes or backticks (rule syntax: `'+1 *2'`, `'sum >= 77'`), flags with
//! their values, file names, example command lines after the program's
//! name, words in capitals (XLSX, FILE), and a comma, colon or full stop
//! ends a run (a list of values `xlsx, ods, csv` is no sentence).

/// The runs of three or more Latin-letter words in `text` (see the module
/// doc), each as its words joined by one space.
pub fn english_sentences(text: &str) -> Vec<String> {
    let mut found = vec![];
    for line in text.lines() {
        let line = without_quoted(line);
        let mut run: Vec<String> = vec![];
        let mut tokens = line.split_whitespace().peekable();
        let mut flush = |run: &mut Vec<String>| {
            if run.len() >= 3 {
                found.push(run.join(" "));
            }
            run.clear();
        };
        while let Some(token) = tokens.next() {
            if token == "gametable" {
                // An example command: its command names are not words.
                flush(&mut run);
                for _ in 0..2 {
                    if tokens.peek().is_some_and(|t| is_command_name(t)) {
                        tokens.next();
                    }
                }
                continue;
            }
            if token.starts_with('-') {
                // A flag, and the value after it (not a capitalised word:
                // that starts the flag's description).
                flush(&mut run);
                if tokens
                    .peek()
                    .is_some_and(|t| !t.starts_with('-') && !capitalised(t))
                {
                    tokens.next();
                }
                continue;
            }
            let word = token
                .trim_start_matches(['(', '«', '"'])
                .trim_end_matches(['.', ',', ';', ':', '!', '?', ')', '»', '"']);
            if is_latin_word(word) {
                run.push(word.to_string());
                // Punctuation after the word closes the run.
                if token
                    .trim_end_matches([')', '»', '"'])
                    .ends_with(['.', ',', ';', ':', '!', '?'])
                {
                    flush(&mut run);
                }
            } else {
                flush(&mut run);
            }
        }
        flush(&mut run);
    }
    found
}

/// A word starting with a capital letter followed by small ones: "Print".
fn capitalised(token: &str) -> bool {
    let mut chars = token.chars();
    chars.next().is_some_and(|c| c.is_ascii_uppercase())
        && chars.next().is_some_and(|c| c.is_ascii_lowercase())
}

/// A subcommand's name as written after `gametable`: small Latin letters.
fn is_command_name(token: &str) -> bool {
    !token.is_empty() && token.chars().all(|c| c.is_ascii_lowercase())
}

/// Latin letters (an apostrophe or hyphen inside allowed: "Wythoff's",
/// "win-lose"), not all capitals.
fn is_latin_word(word: &str) -> bool {
    let letters = word.chars().filter(|c| c.is_ascii_alphabetic()).count();
    let ok = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphabetic() || c == '\'' || c == '-')
        && word.starts_with(|c: char| c.is_ascii_alphabetic())
        && word.ends_with(|c: char| c.is_ascii_alphabetic());
    let capitals = letters >= 2 && word.chars().all(|c| !c.is_ascii_lowercase());
    ok && !capitals
}

/// `line` with every quoted span ('…', "…", `…` opening after a space or
/// bracket and closing before one) blanked out.
fn without_quoted(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let opens = matches!(c, '\'' | '"' | '`') && (i == 0 || !chars[i - 1].is_alphanumeric());
        if opens {
            let close = (i + 1..chars.len())
                .find(|&j| chars[j] == c && chars.get(j + 1).is_none_or(|n| !n.is_alphanumeric()));
            if let Some(j) = close {
                out.push(' ');
                i = j + 1;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

#[test]
fn an_english_sentence_is_found() {
    assert_eq!(
        english_sentences("Решить игру.\nSolve a game: print its table."),
        vec!["Solve a game", "print its table"]
    );
    assert_eq!(
        english_sentences("  -h, --help  Print help (see more with '--help')"),
        vec!["Print help see more with"]
    );
    assert_eq!(
        english_sentences("ошибка: unexpected argument found"),
        vec!["unexpected argument found"]
    );
}

#[test]
fn rule_syntax_flags_files_and_examples_are_no_sentence() {
    for text in [
        "Ходы: '+1 *2', 'h1: +1; h2: *2', 'x = x + other' (можно несколько раз).",
        "  gametable sg subtract '1 or prime' --upto 40 --heaps 3,5,7",
        "  gametable man sg subtract | man -l -   # страница gametable-sg-subtract(1)",
        "  gametable explain kp1921-046 --s 11 --tree --lang en",
        "[по умолчанию: win-lose] [значения: win-lose, petya-vanya]",
        "Таблицы: XLSX, XLSM, XLS, XLSB, ODS или CSV (`,` `;` или табуляция).",
        "Формат значений: xlsx, ods, csv",
        "Игра Уитхоффа (Wythoff's game) и LibreOffice Calc",
        "  -o, --out <ФАЙЛ>  Записать таблицу в FILE.xlsx",
    ] {
        assert_eq!(english_sentences(text), Vec::<String>::new(), "{text}");
    }
}

#[test]
fn a_sentence_in_a_comment_after_an_example_is_found() {
    assert_eq!(
        english_sentences("  gametable solve   # the built-in demo task"),
        vec!["the built-in demo task"]
    );
}
