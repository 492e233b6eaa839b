//! Every template (one per rule kind of the core issue, and every published
//! task) solves through the CLI, and its start codes equal an independent
//! computation: the plain recursive definition, or for games that can cycle
//! or never end, the bounded analysis at a larger depth.

use std::collections::BTreeSet;

use gametable::label::code_text;
use gametable::solve::{self, recursive, Code, SolveOptions, SolverKind};
use gametable::task::{find_template, parse_template, TEMPLATES};
use serde_json::Value;

use crate::support::{gametable, repo};

#[test]
fn templates_listed_are_the_files() {
    let files: BTreeSet<String> = std::fs::read_dir(repo("templates"))
        .expect("templates/")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".toml"))
        .map(|n| n.trim_end_matches(".toml").to_string())
        .collect();
    let embedded: BTreeSet<String> = TEMPLATES.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(files, embedded);
    let out = gametable().arg("templates").output().expect("runs");
    assert!(out.status.success());
    let listed = String::from_utf8(out.stdout).expect("UTF-8");
    for name in &files {
        assert!(
            listed.lines().any(|l| l.starts_with(name.as_str())),
            "{name} listed"
        );
    }
}

#[test]
fn every_template_matches_an_independent_solver() {
    for (name, _) in TEMPLATES {
        let out = gametable()
            .args(["solve", name, "--json", "--no-table"])
            .output()
            .expect("runs");
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let (path, text) = find_template(name).expect("template");
        let (spec, origin) = parse_template(&path, &text).expect("parses");
        let task = spec.build(&|k| origin.locate(k)).expect("builds");
        let g = &task.game;
        let starts: Vec<_> = doc["starts"].as_array().expect("starts").iter().collect();
        assert!(!starts.is_empty(), "{name}: no starts");
        let states: Vec<_> = starts
            .iter()
            .map(|s| {
                g.start_state(s["s"].as_i64().expect("s"), s["k"].as_i64().expect("k"))
                    .expect("start")
            })
            .collect();
        // Independent: plain recursion where the game is acyclic and small.
        let plain: Option<Vec<Code>> = states
            .iter()
            .map(|st| recursive::code(g, st, 400).ok())
            .collect();
        let expected: Vec<String> = match plain {
            Some(codes) => codes.into_iter().map(code_text).collect(),
            None => {
                let depth = 5;
                let b = solve::solve(
                    g,
                    &states,
                    &SolveOptions {
                        solver: Some(SolverKind::Bounded),
                        depth,
                        max_positions: 5_000_000,
                        ..SolveOptions::default()
                    },
                )
                .expect("bounded analysis");
                states
                    .iter()
                    .map(|st| code_text(b.code(st).expect("analysed")))
                    .collect()
            }
        };
        for (s, want) in starts.iter().zip(&expected) {
            let got = s["code"].as_str().expect("code");
            if want == "?" {
                // Deeper than the independent check looks: it must not be shallow.
                if let Ok(k) = got.parse::<i64>() {
                    assert!(
                        k.abs() > 5 || got == "0",
                        "{name}: S = {}: {got} should be deeper than 5",
                        s["s"]
                    );
                }
                continue;
            }
            assert_eq!(got, want, "{name}: S = {}, K = {}", s["s"], s["k"]);
        }
    }
}
