//! One meaning of a label everywhere: with `--labels petya-vanya` a
//! position's label is its cell's in the table (the position read as a
//! start: П the player to move there wins, В he loses), in the table, in
//! every strategy tree and explanation, and in what `check` expects.
//! Compared on every cell of the demo task.

use std::collections::HashMap;

use gametable::exam::wording::Lang;
use gametable::explain::explain;
use gametable::export::tree_json::{explanation_value, write_tree};
use gametable::game::State;
use gametable::label::{label, Convention};
use gametable::solve::SolveOptions;
use gametable::solved::solve_task;
use gametable::task::{find_template, parse_template};
use gametable::tree::Tree;
use serde_json::Value;

use crate::support::{gametable, outcome, stdout_of, tmp};

const PV: Convention = Convention::PetyaVanya;

/// Every node of a JSON tree: (position, label).
fn nodes(v: &Value, out: &mut Vec<(Vec<i64>, String)>) {
    let pos = v["position"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect();
    out.push((pos, v["label"].as_str().unwrap().to_string()));
    for c in v["children"].as_array().unwrap() {
        nodes(c, out);
    }
}

#[test]
fn table_tree_explanation_and_check_label_every_cell_alike() {
    let (name, text) = find_template("ege-2021-demo").unwrap();
    let (spec, origin) = parse_template(&name, &text).unwrap();
    let task = spec.build(&|k| origin.locate(k)).unwrap();
    let solved = solve_task(task, &SolveOptions::default(), 1000).unwrap();
    let game = &solved.task.game;
    let report = solved.report(PV, true);
    let grid = report.grid.as_ref().unwrap();
    // The table: every cell's label.
    let mut table: HashMap<Vec<i64>, String> = HashMap::new();
    for block in grid.blocks() {
        for &row in &block.rows {
            for &col in &block.cols {
                let pos = grid.position(&block, Some(row), col);
                if let Some(code) = grid.code(&solved.solution, &pos) {
                    table.insert(pos, label(code, PV));
                }
            }
        }
    }
    assert!(table.len() > 4000, "{} cells", table.len());
    // The explanation of every live cell, and of each of its moves.
    let mut compared = 0;
    for (pos, want) in &table {
        if want == "—" {
            continue;
        }
        let e = explain(game, &solved.solution, &State::of(pos)).unwrap();
        let v = serde_json::to_value(explanation_value(game, &e, Lang::Ru, PV)).unwrap();
        assert_eq!(v["label"], want.as_str(), "{pos:?}");
        for m in v["moves"].as_array().unwrap() {
            let to: Vec<i64> = serde_json::from_value(m["position"].clone()).unwrap();
            if let Some(cell) = table.get(&to) {
                assert_eq!(m["label"], cell.as_str(), "{pos:?} → {to:?}");
                compared += 1;
            }
        }
    }
    assert!(compared > 5_000, "{compared} moves compared");
    // The strategy tree of every start: each node as its cell.
    let mut in_trees = 0;
    for st in solved.starts.iter().filter(|s| !s.finished()) {
        let Ok(tree) = Tree::build(game, &solved.solution, &st.state) else {
            continue;
        };
        let mut json = Vec::new();
        write_tree(&mut json, game, &tree, PV).unwrap();
        let mut all = Vec::new();
        nodes(&serde_json::from_slice(&json).unwrap(), &mut all);
        for (pos, got) in all {
            if let Some(cell) = table.get(&pos) {
                assert_eq!(&got, cell, "tree of S = {}: {pos:?}", st.s);
                in_trees += 1;
            }
        }
    }
    assert!(in_trees > 100, "{in_trees} tree nodes compared");
    // The text tree says what its labels mean.
    let text = stdout_of(&[
        "explain",
        "--s",
        "30",
        "--tree",
        "--labels",
        "petya-vanya",
        "--lang",
        "ru",
    ]);
    assert!(text.contains("П/В — как в таблице"), "{text}");
    // check: a table with every П and В swapped is wrong in every live
    // cell, and what check expects there is the table's label.
    let dir = tmp();
    let csv = dir.path().join("t.csv");
    stdout_of(&[
        "solve",
        "--labels",
        "petya-vanya",
        "--lang",
        "ru",
        "--out",
        csv.to_str().unwrap(),
    ]);
    let swapped: String = std::fs::read_to_string(&csv)
        .unwrap()
        .chars()
        .map(|c| match c {
            'П' => 'В',
            'В' => 'П',
            c => c,
        })
        .collect();
    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, swapped).unwrap();
    let (code, out, err) = outcome(gametable().args([
        "check",
        "ege-2021-demo",
        bad.to_str().unwrap(),
        "--labels",
        "petya-vanya",
        "--json",
    ]));
    assert_eq!(code, 1, "{err}");
    let doc: Value = serde_json::from_str(&out).unwrap();
    let file = &doc["files"][0];
    let live = table.values().filter(|l| *l != "—").count() as u64;
    assert_eq!(file["counts"]["wrong"], live, "{}", file["counts"]);
    for p in file["problems"].as_array().unwrap() {
        let pos: Vec<i64> = serde_json::from_value(p["position"].clone()).unwrap();
        assert_eq!(p["expected"], table[&pos].as_str(), "{pos:?}");
    }
}
