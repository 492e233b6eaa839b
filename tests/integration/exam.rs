//! Every published task is a template under `templates/` stated as its text
//! says, with the published answers in its header comment
//! (`# Published answers: 19 → …, 20 → …, 21 → ….`); the CLI must reproduce
//! them. Everything read here lives in the repository.

use serde_json::Value;

use crate::support::{gametable, json_of, repo, seed_flags};

fn answers_of(template: &str) -> Value {
    json_of(&["solve", template, "--json", "--no-table"])
}

/// The published answers of a template's header, `None` for a template that
/// has none (the rule-kind examples).
fn published_answers(text: &str) -> Option<[String; 3]> {
    let line = text
        .lines()
        .take_while(|l| l.starts_with('#'))
        .find_map(|l| l.strip_prefix("# Published answers: "))?;
    let line = line
        .strip_suffix('.')
        .expect("the line ends with a full stop");
    let parts: Vec<&str> = line.split(", ").collect();
    assert_eq!(parts.len(), 3, "three answers in «{line}»");
    let answer = |i: usize, q: &str| -> String {
        parts[i]
            .strip_prefix(&format!("{q} → "))
            .unwrap_or_else(|| panic!("«{}» starts with «{q} → »", parts[i]))
            .to_string()
    };
    Some([answer(0, "19"), answer(1, "20"), answer(2, "21")])
}

#[test]
fn every_published_task_reproduces_its_answers() {
    let mut checked = Vec::new();
    for e in std::fs::read_dir(repo("templates")).expect("templates/") {
        let path = e.expect("an entry").path();
        if path.extension().is_none_or(|x| x != "toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a template");
        let Some(want) = published_answers(&text) else {
            continue;
        };
        let id = path
            .file_stem()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        let doc = answers_of(&id);
        let got: Vec<&str> = doc["answers"]
            .as_array()
            .expect("answers")
            .iter()
            .map(|a| a["answer"].as_str().expect("answer"))
            .collect();
        assert_eq!(got, want, "task {id}");
        checked.push(id);
    }
    // The 21 tasks of the published collection and the 2021 demo task.
    assert_eq!(checked.len(), 22, "published tasks checked: {checked:?}");
    assert!(checked.iter().any(|id| id == "ege-2021-demo"));
}

#[test]
fn seed_game_from_flags() {
    let mut args = seed_flags();
    args.push("--no-table");
    let out = gametable().args(args).output().expect("runs");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.contains("19. 18 "), "{text}");
    assert!(text.contains("20. 31 34 "), "{text}");
    assert!(text.contains("21. 30 "), "{text}");
    assert!(text.contains("qualifying: 30, 33)"), "{text}");
}

/// The seed's own bottom-up program computed the codes of the seed game once;
/// its output is committed (with the command that made it) as a fixture.
#[test]
fn seed_table_equals_the_seed_dp_program() {
    let text = std::fs::read_to_string(repo("tests/fixtures/seed_dp_77.txt"))
        .expect("tests/fixtures/seed_dp_77.txt");
    let seed: Vec<(i64, i64)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut it = l
                .split_whitespace()
                .map(|x| x.parse::<i64>().expect("number"));
            (it.next().expect("S"), it.next().expect("code"))
        })
        .collect();
    assert_eq!(seed.len(), 69, "S = 1..69 in the fixture");
    let doc = answers_of("ege-2021-demo");
    let ours: Vec<(i64, i64)> = doc["starts"]
        .as_array()
        .expect("starts")
        .iter()
        .map(|s| {
            (
                s["s"].as_i64().expect("s"),
                s["code"].as_str().expect("code").parse().expect("int"),
            )
        })
        .collect();
    assert_eq!(ours, seed);
}
