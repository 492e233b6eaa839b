//! The page's interface words live in the Fluent catalogs (the `ui-`
//! messages of `locales/<lang>/page.ftl`), put into the page's script by
//! `scripts/build-web.sh` (`web/words.py`). These tests check that every
//! word the page asks for (`w('key')` in its scripts, `data-t` in index.html, and
//! the words named after the form's fields) is in both languages, and that
//! the catalogs hold no page word the page no longer asks for.

use std::collections::BTreeSet;

use gametable::exam::wording::Lang;

fn page_file(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("page")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The page's scripts (app.js and the modules it imports; not the worker,
/// which shows no words), joined.
fn page_scripts() -> String {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("page");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".js") && name != "worker.js")
        .collect();
    names.sort();
    assert!(names.len() > 1, "page/: its scripts: {names:?}");
    names
        .iter()
        .map(|name| page_file(name))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `'…'` strings after each `marker` in `text` (not after a longer
/// name ending in it: `show('` is not `w('`).
fn quoted_after(text: &str, marker: &str) -> Vec<String> {
    text.match_indices(marker)
        .filter(|(at, _)| {
            !text[..*at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.')
        })
        .filter_map(|(at, _)| {
            let rest = &text[at + marker.len()..];
            rest.find(['\'', '"']).map(|end| rest[..end].to_string())
        })
        .collect()
}

/// The form's fields of form.js (`{ key: 's', kind: 'text', … }`): each
/// key and the values of its options (a select's).
fn fields(app: &str) -> Vec<(String, Vec<String>)> {
    let list = app
        .split_once("const FIELDS = [")
        .and_then(|(_, rest)| rest.split_once("];"))
        .map(|(list, _)| list)
        .expect("the page's scripts have its FIELDS");
    list.lines()
        .filter_map(|line| {
            let key = quoted_after(line, "key: '").into_iter().next()?;
            let options = line
                .split_once("options: [")
                .and_then(|(_, rest)| rest.split_once(']'))
                .map(|(opts, _)| {
                    opts.split(',')
                        .map(|o| o.trim().trim_matches('\'').to_string())
                        .collect()
                })
                .unwrap_or_default();
            Some((key, options))
        })
        .collect()
}

/// Every key the page asks `w` for.
fn keys_used() -> BTreeSet<String> {
    let app = page_scripts();
    let html = page_file("index.html");
    let mut keys: BTreeSet<String> = quoted_after(&app, "w('").into_iter().collect();
    keys.extend(quoted_after(&html, "data-t=\""));
    // The words named after a field: its label, its options, and its name
    // in what a pasted sentence was read as (not for the questions).
    let templated = ["w(`field-${", "w(`option-${", "w(`key-${"];
    for (at, _) in app.match_indices("w(`") {
        assert!(
            templated.iter().any(|t| app[at..].starts_with(t)),
            "page scripts: a key made at run time that this test does not know: {}",
            &app[at..at + 30.min(app.len() - at)]
        );
    }
    for (key, options) in fields(&app) {
        keys.insert(format!("field-{key}"));
        if key != "questions" {
            keys.insert(format!("key-{key}"));
        }
        for o in options {
            let o = if o.is_empty() { "default".into() } else { o };
            keys.insert(format!("option-{key}-{o}"));
        }
    }
    keys
}

#[test]
fn every_word_the_page_asks_for_is_in_both_languages_and_no_other() {
    let used = keys_used();
    assert!(used.contains("tagline") && used.contains("field-no_moves"));
    assert!(used.contains("option-no_repeat-default"), "{used:?}");
    for lang in [Lang::En, Lang::Ru] {
        let ui: BTreeSet<String> = gametable::i18n::ids(lang)
            .into_iter()
            .filter(|(file, _)| file == "page")
            .filter_map(|(_, id)| id.strip_prefix("ui-").map(str::to_string))
            .collect();
        let missing: Vec<_> = used.difference(&ui).collect();
        let unused: Vec<_> = ui.difference(&used).collect();
        assert!(
            missing.is_empty(),
            "{lang:?}: no ui-… message for {missing:?}"
        );
        assert!(
            unused.is_empty(),
            "{lang:?}: ui-… messages the page does not use: {unused:?}"
        );
    }
}
