//! Every published task of `../shared/reference/exam_public.json` is a
//! template stated as its text says; the CLI must reproduce its answers.

use serde_json::Value;

use crate::{gametable, seed_flags, shared};

fn answers_of(template: &str) -> Value {
    let out = gametable()
        .args(["solve", template, "--json", "--no-table"])
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{template}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

#[test]
fn every_published_task_reproduces_its_answers() {
    let text = std::fs::read_to_string(shared().join("reference/exam_public.json"))
        .expect("../shared/reference/exam_public.json is readable");
    let tasks: Vec<Value> = serde_json::from_str(&text).expect("valid JSON");
    assert!(tasks.len() >= 21);
    for t in &tasks {
        let id = t["id"].as_str().expect("id");
        let doc = answers_of(id);
        let got: Vec<&str> = doc["answers"]
            .as_array()
            .expect("answers")
            .iter()
            .map(|a| a["answer"].as_str().expect("answer"))
            .collect();
        let want =
            ["q19", "q20", "q21"].map(|q| t["answers"][q].as_str().expect("published answer"));
        assert_eq!(got, want, "task {id}");
    }
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

#[test]
fn seed_table_equals_the_seed_dp_program() {
    // The seed's bottom-up program (run with python3) prints "S code" for heap 1 = 7.
    let out = std::process::Command::new("python3")
        .arg(shared().join("reference/seed_dp.py"))
        .arg("77")
        .output()
        .expect("python3 runs the seed program");
    let mut seed: Vec<(i64, i64)> = String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|l| {
            let mut it = l
                .split_whitespace()
                .map(|x| x.parse::<i64>().expect("number"));
            (it.next().expect("S"), it.next().expect("code"))
        })
        .collect();
    seed.sort();
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
