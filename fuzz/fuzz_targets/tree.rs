//! Strategy trees: any text as a template (the game), its starts solved
//! within a small bound, and every start's tree built, sized and — when its
//! size is small — written as text, JSON and SVG, each writer's output
//! checked against the size computed before it.
#![no_main]

use gametable::exam::wording::Lang;
use gametable::export::{tree_json, tree_svg, tree_text};
use gametable::label::Convention;
use gametable::solve::SolveOptions;
use gametable::solved::solve_task;
use gametable::task::parse_template;
use gametable::tree::Tree;
use libfuzzer_sys::fuzz_target;

const SMALL: u64 = 1 << 20;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok((spec, origin)) = parse_template("fuzz.toml", text) else {
        return;
    };
    let Ok(task) = spec.build(&|k| origin.locate(k)) else {
        return;
    };
    let opts = SolveOptions {
        max_positions: 200_000,
        max_bytes: 256 << 20,
        ..SolveOptions::default()
    };
    let Ok(solved) = solve_task(task, &opts, 50) else {
        return;
    };
    let game = &solved.task.game;
    for st in solved.starts.iter().take(20) {
        let Ok(tree) = Tree::build(game, &solved.solution, &st.state) else {
            continue;
        };
        let conv = Convention::WinLose;
        let json = tree_json::tree_bytes(game, &tree, conv);
        if json <= SMALL {
            let mut out = Vec::new();
            tree_json::write_tree(&mut out, game, &tree, conv).expect("written");
            assert_eq!(out.len() as u64, json);
        }
        if tree_svg::svg_bytes(game, &tree, Lang::Ru, conv) <= SMALL {
            let _ = tree_svg::svg(game, &tree, Lang::Ru, conv);
        }
        if tree_text::tree_bytes(game, &tree, Lang::En, conv) <= SMALL {
            let mut out = Vec::new();
            tree_text::write_tree(&mut out, game, &tree, Lang::En, conv).expect("written");
        }
    }
});
