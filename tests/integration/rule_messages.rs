//! The rules language's and the questions' mistakes in the run's language:
//! each of the parser's messages (and the evaluation's) under `--lang ru`
//! or a Russian locale holds no English sentence, under `LANG=C` it is
//! English; the caret line stays under the place in both.

use crate::english::{english_sentences, reads_english};
use crate::messages::{run, Speak};

/// `solve` of the demo game with `flag` set to `value` (and `extra` after).
fn solve_with(flag: &str, value: &str, extra: &[&str]) -> Vec<String> {
    let mut args: Vec<String> = std::iter::once("solve")
        .chain(crate::support::SEED_RULES)
        .chain(["--no-table"])
        .map(String::from)
        .collect();
    match args.iter().position(|a| a == flag) {
        Some(i) => args[i + 1] = value.to_string(),
        None => args.extend([flag.to_string(), value.to_string()]),
    }
    args.extend(extra.iter().map(|s| s.to_string()));
    args
}

/// Each bad rule or question, named by the message it must bring.
fn bad_rules() -> Vec<(&'static str, Vec<String>)> {
    let deep = format!("{}sum{} >= 1", "(".repeat(120), ")".repeat(120));
    let long = format!("sum{} >= 1", " + 1".repeat(2100));
    let q = |query: &str| solve_with("-q", query, &[]);
    vec![
        ("unknown name", solve_with("--end", "summ >= 77", &[])),
        (
            "'not' needs a condition",
            solve_with("--end", "not sum", &[]),
        ),
        (
            "a condition, found a number",
            solve_with("--end", "sum + 77", &[]),
        ),
        (
            "a number, found a condition",
            solve_with("--moves", "+(x > 1)", &[]),
        ),
        (
            "a comparison needs numbers",
            solve_with("--end", "(sum > 1) > 2", &[]),
        ),
        (
            "'-' needs a number",
            solve_with("--end", "-(sum > 1) > 0", &[]),
        ),
        (
            "'+' needs numbers",
            solve_with("--end", "sum + (sum > 1) > 2", &[]),
        ),
        (
            "'and' needs conditions",
            solve_with("--end", "sum and sum > 1", &[]),
        ),
        (
            "a number times a condition",
            solve_with("--end", "2(sum > 1)", &[]),
        ),
        ("a heap quantity in a range", solve_with("--s", "sum", &[])),
        ("x outside a move", solve_with("--end", "x > 1", &[])),
        (
            "other outside a move",
            solve_with("--end", "other > 1", &[]),
        ),
        ("no such heap", solve_with("--end", "h3 > 1", &[])),
        (
            "a list of moves on any",
            solve_with("--end", "any[+1](x > 1)", &[]),
        ),
        (
            "heaps quantifier in a range",
            solve_with("--s", "any(x > 1)", &[]),
        ),
        (
            "moves quantifier outside a question",
            solve_with("--end", "some(code == 1)", &[]),
        ),
        ("unknown function", solve_with("--end", "foo(sum) > 1", &[])),
        ("arguments", solve_with("--end", "abs(sum, 1) > 1", &[])),
        ("arguments between", solve_with("--end", "min() > 1", &[])),
        ("nested too deeply", solve_with("--end", &deep, &[])),
        ("too long", solve_with("--end", &long, &[])),
        ("a Cyrillic х", solve_with("--moves", "+1 х2", &[])),
        ("a decimal factor", solve_with("--moves", "+1 *1.5", &[])),
        ("an unclosed move list", q("min where some[+1(code == 2)")),
        ("an empty move list", q("min where some[](code == 2)")),
        ("a move the rules lack", q("min where some[+3](code == 2)")),
        ("too many values", q("min 5000 where code == 2")),
        ("what to report", q("smallest where code == 2")),
        ("'where' missing", q("min code == 2")),
        ("division by zero", solve_with("--end", "sum / 0 > 1", &[])),
        ("too many starts", solve_with("--s", "1..100000000", &[])),
    ]
}

#[test]
fn rule_mistakes_are_russian_under_lang_ru_and_a_russian_locale() {
    for (what, args) in bad_rules() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        for speak in [Speak::RussianFlag, Speak::RussianLocale] {
            let (code, out, err) = run(speak, &args);
            assert_eq!(code, 2, "{what} ({speak:?}): {args:?}\n{out}{err}");
            let english = english_sentences(&err);
            assert!(
                english.is_empty(),
                "{what} ({speak:?}): English {english:?} in\n{err}"
            );
            assert!(
                err.contains("gametable: ошибка: "),
                "{what} ({speak:?}): {err}"
            );
        }
    }
}

#[test]
fn rule_mistakes_are_english_under_the_c_locale() {
    for (what, args) in bad_rules() {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = run(Speak::English, &args);
        assert_eq!(code, 2, "{what}: {args:?}\n{out}{err}");
        assert!(reads_english(&err), "{what}: no English sentence in\n{err}");
        assert!(
            !err.chars().any(|c| ('а'..='я').contains(&c) && c != 'х'),
            "{what}: Russian in an English run:\n{err}"
        );
    }
}

#[test]
fn the_caret_stays_under_the_place_in_russian() {
    let args = solve_with("--end", "summ >= 77", &["--lang", "ru"]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (_, _, err) = run(Speak::English, &args);
    assert!(
        err.contains("--end: символ 1: неизвестное имя 'summ'; можно:"),
        "{err}"
    );
    assert!(err.contains("    summ >= 77\n    ^^^^"), "{err}");
}
