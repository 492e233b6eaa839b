//! Help, man pages and command-line mistakes in Russian (issue 22): under
//! `--lang ru` or a Russian locale nothing clap shows holds an English
//! sentence; in the C locale it is English.

use clap::CommandFactory;

use crate::english::english_sentences;
use crate::support::{gametable, outcome};

/// gametable run with `LANG` set to `locale`: (exit code, stdout, stderr).
fn in_locale(locale: &str, args: &[&str]) -> (i32, String, String) {
    outcome(gametable().env("LANG", locale).args(args))
}

fn assert_russian(what: &str, text: &str) {
    let english = english_sentences(text);
    assert!(english.is_empty(), "{what}: English {english:?} in\n{text}");
    assert!(
        text.chars().any(|c| matches!(c, 'а'..='я')),
        "{what}: no Russian in\n{text}"
    );
}

/// Every command's path below the top level: ["solve"], ["sg", "subtract"] …
fn command_paths() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands() {
            let mut p = path.clone();
            p.push(sub.get_name().to_string());
            walk(sub, p, out);
        }
    }
    let mut out = vec![];
    walk(&gametable::cli::Cli::command(), vec![], &mut out);
    out
}

#[test]
fn help_in_a_russian_locale_has_no_english_sentence() {
    for args in [&["--help"][..], &["-h"], &["help"], &["help", "solve"]] {
        let (code, out, _) = in_locale("ru_RU.UTF-8", args);
        assert_eq!(code, 0, "{args:?}");
        assert_russian(&format!("{args:?}"), &out);
        assert!(out.contains("Использование: gametable"), "{out}");
    }
    // Run bare, gametable shows its help (on stderr) and fails.
    let (code, _, err) = in_locale("ru_RU.UTF-8", &[]);
    assert_eq!(code, 2);
    assert_russian("gametable", &err);
}

#[test]
fn every_commands_help_is_russian_under_lang_ru() {
    for path in command_paths() {
        for flag in ["--help", "-h"] {
            let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
            args.extend([flag, "--lang", "ru"]);
            let (code, out, err) = outcome(gametable().args(&args));
            assert_eq!(code, 0, "{args:?}: {err}");
            assert_russian(&format!("{args:?}"), &out);
        }
    }
}

#[test]
fn help_in_the_c_locale_is_english() {
    for args in [&["--help"][..], &["solve", "--help"], &["help", "check"]] {
        let (code, out, _) = in_locale("C", args);
        assert_eq!(code, 0, "{args:?}");
        assert!(out.contains("Usage: gametable"), "{out}");
        assert!(!english_sentences(&out).is_empty(), "{out}");
        assert!(!out.contains("Использование"), "{out}");
    }
    // The Russian locale with --lang en: English.
    let (_, out, _) = in_locale("ru_RU.UTF-8", &["solve", "--help", "--lang", "en"]);
    assert!(
        out.contains("Usage: gametable solve [OPTIONS] [GAME]"),
        "{out}"
    );
}

#[test]
fn command_line_mistakes_are_russian_under_lang_ru() {
    for (args, want) in [
        (&["solve", "--move", "+1", "--lang", "ru"][..], "'--moves'"),
        (&["solve", "--nmae", "--lang", "ru"], "неизвестный параметр"),
        (&["solve", "--format", "--lang", "ru"], "нужно значение"),
        (
            &["solve", "--format", "pdf", "--lang", "ru"],
            "xlsx, ods, csv",
        ),
        (&["solve", "--threads", "5", "--lang", "ru"], "от 1 до 2"),
        (&["solve", "--threads", "x", "--lang", "ru"], "целое число"),
        (&["solve", "--excel", "--plain", "--lang", "ru"], "нельзя"),
        (&["book", "--lang", "ru"], "--out <ФАЙЛ>"),
        (&["solve", "a", "b", "--lang", "ru"], "лишний аргумент 'b'"),
        (&["nosuch", "--lang", "ru"], "нет такой команды"),
    ] {
        let (code, out, err) = outcome(gametable().args(args));
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
        assert_russian(&format!("{args:?}"), &err);
    }
    // The same mistakes in English stay clap's, with our nearest flag.
    let (_, _, err) = outcome(gametable().args(["solve", "--move", "+1", "--lang", "en"]));
    assert!(err.contains("unexpected argument '--move'"), "{err}");
    assert!(err.contains("did you mean '--moves'"), "{err}");
    // An extra argument is no slip of a flag: no flag offered for it.
    let (_, _, err) = outcome(gametable().args(["solve", "a", "b", "--lang", "en"]));
    assert!(!err.contains("did you mean"), "{err}");
}

#[test]
fn man_pages_follow_lang() {
    let text = |roff: &str| -> String {
        roff.lines()
            .filter(|l| !l.starts_with(".TH") && !l.starts_with(".ie") && !l.starts_with(".el"))
            .map(|l| {
                l.replace("\\fB", "")
                    .replace("\\fI", "")
                    .replace("\\fR", "")
                    .replace("\\-", "-")
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    for page in [&[][..], &["solve"], &["sg", "subtract"], &["check"]] {
        let mut args = vec!["man"];
        args.extend(page);
        args.extend(["--lang", "ru"]);
        let (code, out, err) = outcome(gametable().args(&args));
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(
            out.contains(".SH ОПИСАНИЕ") || out.contains(".SH ИМЯ"),
            "{out}"
        );
        assert_russian(&format!("{args:?}"), &text(&out));
        args.truncate(args.len() - 1);
        args.push("en");
        let (_, out, _) = outcome(gametable().args(&args));
        assert!(out.contains(".SH NAME"), "{out}");
    }
}

#[test]
fn a_rule_slip_is_explained_in_russian_in_a_russian_locale() {
    let demo = |moves: &'static str| {
        [
            "solve",
            "--start",
            "7, S",
            "--s",
            "1..69",
            "--end",
            "sum >= 77",
            "--no-table",
            "--moves",
            moves,
        ]
    };
    let (code, _, err) = in_locale("ru_RU.UTF-8", &demo("+1 х2"));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("похоже на кириллическую букву 'х'") && err.contains("×2"),
        "{err}"
    );
    assert_russian("--moves '+1 х2'", &err);
    let (_, _, err) = in_locale("ru_RU.UTF-8", &demo("+1 *1.5"));
    assert!(err.contains("*3/2"), "{err}");
    assert_russian("--moves '+1 *1.5'", &err);
    // In the C locale: English.
    let (code, _, err) = in_locale("C", &demo("+1 х2"));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("Cyrillic letter 'х'"), "{err}");
    assert!(!english_sentences(&err).is_empty(), "{err}");
}
