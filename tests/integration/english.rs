//! "An English sentence" in a text the user reads in Russian: three or more
//! Latin-letter words in a row. One finder for every kind of text the tests
//! read (help, man pages, errors, warnings, reports). What is not prose is
//! left out first: text in quotes or backticks (rule syntax: `'+1 *2'`,
//! `'sum >= 77'`, a cell's content), flags with their values, file names and
//! paths (`book.xlsx`, `/tmp/a`), example command lines after the program's
//! name, words in capitals (XLSX, FILE), tokens with digits (V1, AF2, h2);
//! and a comma, colon or full stop ends a run (a list of values `xlsx, ods,
//! csv` or of names `even, odd, prime` is no sentence).

/// The runs of three or more Latin-letter words in `text` (see the module
/// doc), each as its words joined by one space.
pub fn english_sentences(text: &str) -> Vec<String> {
    let mut found = vec![];
    let lines: Vec<&str> = text.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        // A rule echoed above its caret line is what the user typed.
        let caret = |l: &str| !l.trim().is_empty() && l.trim().chars().all(|c| c == '^');
        if lines.get(i + 1).is_some_and(|next| caret(next)) {
            continue;
        }
        let line = without_quoted(line);
        // The run's words, and the sizes of its parts a comma closed: words
        // each alone between commas are a list (`even, odd, prime`).
        let mut run: Vec<String> = vec![];
        let mut parts: Vec<usize> = vec![];
        let mut tokens = line.split_whitespace().peekable();
        let mut flush = |run: &mut Vec<String>, parts: &mut Vec<usize>| {
            let list = !parts.is_empty() && parts.iter().all(|&n| n == 1);
            if run.len() >= 3 && !list {
                found.push(run.join(" "));
            }
            run.clear();
            parts.clear();
        };
        while let Some(token) = tokens.next() {
            if token == "gametable" {
                // An example command: its command names are not words.
                flush(&mut run, &mut parts);
                for _ in 0..2 {
                    if tokens.peek().is_some_and(|t| is_command_name(t)) {
                        tokens.next();
                    }
                }
                continue;
            }
            if token.contains(['/', '\\']) {
                // A path (or a list of labels: V1/P1).
                flush(&mut run, &mut parts);
                continue;
            }
            if token.starts_with('-') {
                // A flag, and the value after it (not a capitalised word:
                // that starts the flag's description).
                flush(&mut run, &mut parts);
                if tokens
                    .peek()
                    .is_some_and(|t| !t.starts_with('-') && !capitalised(t))
                {
                    tokens.next();
                }
                continue;
            }
            let word = token
                .trim_start_matches(['(', '[', '«', '"'])
                .trim_end_matches(['.', ',', ';', ':', '!', '?', ')', ']', '»', '"']);
            if is_latin_word(word) {
                run.push(word.to_string());
                // A comma after the word closes a part of the run, other
                // punctuation the run.
                let end = token.trim_end_matches([')', '»', '"']);
                if end.ends_with(',') {
                    parts.push(run.len() - parts.iter().sum::<usize>());
                } else if end.ends_with(['.', ';', ':', '!', '?']) {
                    flush(&mut run, &mut parts);
                }
            } else {
                flush(&mut run, &mut parts);
            }
        }
        flush(&mut run, &mut parts);
    }
    found
}

/// Whether `text` reads as English: an English sentence in it, or, for a
/// short message, two Latin words and no Cyrillic letter (outside quotes
/// and the rule echoed above a caret).
pub fn reads_english(text: &str) -> bool {
    if !english_sentences(text).is_empty() {
        return true;
    }
    let lines: Vec<&str> = text.lines().collect();
    let caret = |l: &str| !l.trim().is_empty() && l.trim().chars().all(|c| c == '^');
    let mut latin = 0;
    for (i, line) in lines.iter().enumerate() {
        if lines.get(i + 1).is_some_and(|next| caret(next)) {
            continue;
        }
        let line = without_quoted(line);
        if line
            .chars()
            .any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
        {
            return false;
        }
        latin += line
            .split_whitespace()
            .map(|t| t.trim_matches(|c: char| !c.is_ascii_alphanumeric()))
            .filter(|w| is_latin_word(w))
            .count();
    }
    latin >= 2
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
/// "win-lose"), not all capitals, not the program's name. A file name
/// (`book.xlsx`) or a token with digits (`V1`) has other characters and is
/// no word.
fn is_latin_word(word: &str) -> bool {
    if word.eq_ignore_ascii_case("gametable") {
        return false;
    }
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

/// `line` with every quoted span blanked out: '…', "…", `…` opening after
/// a space or bracket and closing before one, and «…».
fn without_quoted(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let after_letter = i > 0 && chars[i - 1].is_alphanumeric();
        let close = match c {
            '\'' | '"' | '`' if !after_letter => (i + 1..chars.len())
                .find(|&j| chars[j] == c && chars.get(j + 1).is_none_or(|n| !n.is_alphanumeric())),
            '«' => (i + 1..chars.len()).find(|&j| chars[j] == '»'),
            _ => None,
        };
        if let Some(j) = close {
            out.push(' ');
            i = j + 1;
            continue;
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

#[test]
fn an_english_error_is_found() {
    let found = english_sentences(
        "gametable: error: nosuch.toml: no such file or built-in template (see 'gametable templates')",
    );
    assert_eq!(found, ["no such file or built-in template see"]);
    assert_eq!(
        english_sentences("unclosed array, expected `]`"),
        ["unclosed array expected"]
    );
    assert!(reads_english(
        "'abs' takes 1 argument, found 2\n    abs(1, 2)\n    ^^^"
    ));
    assert!(!reads_english("'abs' принимает 1 аргумент, а задано 2"));
    assert_eq!(
        english_sentences("Лист1!AF2: found P2, expected V2 — a move to (14, 31) escapes"),
        ["a move to"]
    );
    assert_eq!(english_sentences("the game's TOML cannot be read").len(), 1);
    assert_eq!(
        english_sentences("--moves: column 4: unknown name 'summ'; expected one of: x, sum").len(),
        1
    );
}

#[test]
fn russian_with_flags_files_rules_lists_and_names_is_not_english() {
    for text in [
        "gametable: ошибка: --out /tmp/x/book.xlsx: папки /tmp/x нет",
        "--moves: столбец 4: ожидался ';' или следующий ход ('+1 *2', 'x = x + other')",
        "файл samples/check/errors.xlsx: лист 'Лист1', A1:BR71; метки: V1/P1 (запись win-lose)",
        "ожидался XLSX, XLSM, XLS, XLSB, ODS или CSV",
        "игра окончена (sum >= 77); `gametable solve --s 30 --lang ru`",
        "Лист1!S2 (7, 18): найдено P2, ожидалось P10",
        "неизвестная функция 'foo'; можно: even, odd, prime, abs, min, max, cdiv, toward",
        "вопрос записывается так: ЧТО [N] [of ЗНАЧЕНИЕ] where УСЛОВИЕ, например 'min where code == 2'",
        "задача «Two heaps and a rule» прочитана",
        "символ 5: 'and': с обеих сторон должны быть условия\n    sum and sum > 1\n        ^^^",
        "формат: xlsx, ods, csv или tsv",
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
