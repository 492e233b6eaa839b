use super::*;

#[test]
fn catalogs_parse_without_errors() {
    for (lang, files) in [("en", EN), ("ru", RU)] {
        for (file, text) in files {
            if let Err((_, errors)) = FluentResource::try_new(text.to_string()) {
                panic!("locales/{lang}/{file}.ftl: {errors:?}");
            }
        }
    }
}

#[test]
fn every_message_has_both_languages() {
    let en: std::collections::BTreeSet<_> = ids(Lang::En).into_iter().collect();
    let ru: std::collections::BTreeSet<_> = ids(Lang::Ru).into_iter().collect();
    let only_en: Vec<_> = en.difference(&ru).collect();
    let only_ru: Vec<_> = ru.difference(&en).collect();
    assert!(only_en.is_empty(), "no Russian for {only_en:?}");
    assert!(only_ru.is_empty(), "no English for {only_ru:?}");
}

#[test]
fn no_message_is_defined_twice() {
    // A bundle keeps the first of two messages of one id and drops the
    // other silently: two files (two branches) must not both add one.
    for lang in [Lang::En, Lang::Ru] {
        let mut seen = std::collections::BTreeMap::new();
        let mut twice = vec![];
        for (file, id) in ids(lang) {
            if let Some(first) = seen.insert(id.clone(), file.clone()) {
                twice.push(format!("{id}: {first}.ftl and {file}.ftl"));
            }
        }
        assert!(twice.is_empty(), "{lang:?}: {twice:?}");
    }
}

#[test]
fn every_id_used_in_the_code_exists() {
    let known: std::collections::BTreeSet<String> =
        ids(Lang::En).into_iter().map(|(_, id)| id).collect();
    let mut missing = vec![];
    for (file, text) in code_files() {
        for id in used_ids(&text) {
            if !known.contains(&id) {
                missing.push(format!("{file}: {id}"));
            }
        }
    }
    assert!(missing.is_empty(), "ids not in locales/: {missing:?}");
}

/// Every `.rs` file of the library, the binary and the page (`src/`,
/// `web/src/`) but the catalogs' own (`i18n.rs` and these tests): its path
/// from the repository's root, and its text.
fn code_files() -> Vec<(String, String)> {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![];
    let mut stack = vec![root.join("src"), root.join("web/src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("i18n.rs")
                && !path.ends_with("i18n/tests.rs")
            {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let name = path.strip_prefix(&root).unwrap_or(&path);
                out.push((name.to_string_lossy().replace('\\', "/"), text));
            }
        }
    }
    out
}

/// The ids named by `tr!(lang, "id"`, `i18n::text(lang, "id"`,
/// `i18n::fixed(lang, "id"` and `msg!("id"` calls.
fn used_ids(text: &str) -> Vec<String> {
    let mut out = vec![];
    for (at, _) in text.match_indices("msg!(\"") {
        let body = &text[at + 6..];
        if let Some(end) = body.find('"') {
            let id = &body[..end];
            if !id.is_empty() && !id.contains(' ') {
                out.push(id.to_string());
            }
        }
    }
    for marker in ["tr!(", "i18n::text(", "i18n::fixed("] {
        for (at, _) in text.match_indices(marker) {
            // «tr!(» as a name of its own, not the end of «include_str!(».
            if text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let rest = &text[at + marker.len()..];
            let Some(comma) = rest.find(',') else {
                continue;
            };
            let after = rest[comma + 1..].trim_start();
            if let Some(body) = after.strip_prefix('"') {
                if let Some(end) = body.find('"') {
                    let id = &body[..end];
                    if !id.is_empty() && !id.contains(' ') {
                        out.push(id.to_string());
                    }
                }
            }
        }
    }
    out
}

/// The Russian sentences still written in the code, per file: a
/// `Lang::Ru => "…"` arm (a Cyrillic string on its line or the next),
/// an `if ru { "…" }` block, or a `const RU` / `static RU` word table
/// (a Cyrillic string within its first lines). They belong in the
/// catalogs; these are the ones not moved yet. A file may not gain one;
/// one moved lowers its count here.
const RUSSIAN_IN_CODE: &[(&str, usize)] = &[];

/// How many Russian arms, `if ru` blocks and RU word tables `text` has.
fn russian_arms(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    let cyrillic = |s: &str| {
        s.split('"').skip(1).step_by(2).any(|lit| {
            lit.chars()
                .any(|c| matches!(c, 'а'..='я' | 'А'..='Я' | 'ё' | 'Ё'))
        })
    };
    (0..lines.len())
        .filter(|&i| {
            let line = lines[i];
            let soon = |n: usize| lines[i + 1..].iter().take(n).any(|l| cyrillic(l));
            let t = line.trim_start();
            if t.starts_with("if ru ") || t.contains("= if ru ") || t.contains("&if ru ") {
                return cyrillic(line) || soon(3);
            }
            let t = t.strip_prefix("pub ").unwrap_or(t);
            if ["const RU:", "static RU:", "const RU_", "static RU_"]
                .iter()
                .any(|p| t.starts_with(p))
            {
                return cyrillic(line) || soon(3);
            }
            let Some((_, after)) = line.split_once("=>") else {
                return false;
            };
            line.contains("Lang::Ru")
                && (cyrillic(after) || lines.get(i + 1).is_some_and(|next| cyrillic(next)))
        })
        .count()
}

#[test]
fn no_new_russian_sentence_is_written_in_the_code() {
    let found: std::collections::BTreeMap<String, usize> = code_files()
        .into_iter()
        .map(|(file, text)| (file, russian_arms(&text)))
        .filter(|&(_, n)| n > 0)
        .collect();
    let allowed: std::collections::BTreeMap<String, usize> = RUSSIAN_IN_CODE
        .iter()
        .map(|(f, n)| (f.to_string(), *n))
        .collect();
    let mut wrong = vec![];
    for (file, n) in &found {
        let may = allowed.get(file).copied().unwrap_or(0);
        if *n > may {
            wrong.push(format!(
                "{file}: {n} `Lang::Ru => \"…\"` sentences, {may} allowed: put the new one in locales/"
            ));
        }
    }
    for (file, may) in &allowed {
        let n = found.get(file).copied().unwrap_or(0);
        if n < *may {
            wrong.push(format!(
                "{file}: {n} left of {may}: lower RUSSIAN_IN_CODE in src/i18n.rs"
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn a_russian_arm_is_found_and_a_catalog_call_is_not() {
    assert_eq!(russian_arms("Lang::Ru => \"Задача\",\n"), 1);
    assert_eq!(
        russian_arms("(Lang::Ru, x) => format!(\n  \"{x} — ничья\"),\n"),
        1
    );
    assert_eq!(russian_arms("Lang::Ru => tr!(lang, \"id\"),\n"), 0);
    assert_eq!(russian_arms("Lang::En => \"Task\",\n"), 0);
    assert_eq!(
        russian_arms("let s = if ru {\n    format!(\"{n} клеток\")\n} else {\n"),
        1
    );
    assert_eq!(
        russian_arms("out += &if ru { \"да\" } else { \"yes\" };\n"),
        1
    );
    assert_eq!(
        russian_arms("const RU: Words = Words {\n    file: \"Файл\",\n};\n"),
        1
    );
    assert_eq!(russian_arms("const RUNS: usize = 3;\n"), 0);
    assert_eq!(russian_arms("if ru { tr!(lang, \"id\") } else { x }\n"), 0);
}

#[test]
fn russian_plurals_agree_with_the_number() {
    let stones = |n: i64| tr!(Lang::Ru, "stones", count = n);
    assert_eq!(stones(1), "1 камень");
    assert_eq!(stones(3), "3 камня");
    assert_eq!(stones(11), "11 камней");
    assert_eq!(stones(21), "21 камень");
    assert_eq!(tr!(Lang::En, "stones", count = 1), "1 stone");
    assert_eq!(tr!(Lang::En, "stones", count = 5), "5 stones");
}

#[test]
fn english_ordinals_take_their_suffix() {
    let nth = |k: i64| tr!(Lang::En, "ordinal", k = k);
    let said: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(nth).to_vec();
    assert_eq!(
        said,
        [
            "first", "second", "third", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd",
            "101st"
        ]
    );
}

#[test]
fn a_missing_message_falls_back_to_its_id() {
    assert_eq!(text(Lang::Ru, "no-such-message", &[]), "no-such-message");
}
