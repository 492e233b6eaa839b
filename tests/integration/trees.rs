//! The strategy tree is a proof, and is tested as one: an independent walk
//! over `explain --tree --json` checks, with nothing but the rules engine
//! (legal moves and the end rule, not the solvers or the tree builder), that
//! each winner node has exactly one child, each loser node has every legal
//! move, every leaf is a finished position won by the claimed winner, and no
//! branch has more of the winner's moves than the code says. It runs on
//! every start that answers question 20 or 21 of every published task, on
//! every built-in template, and on random small games (where each node's
//! code is also checked against the plain recursive solver).

use gametable::exam::wording::Lang;
use gametable::export::{tree_json, tree_svg, tree_text};
use gametable::game::rules::GameSpec;
use gametable::game::{Game, NoMoves, State, Status, Succ};
use gametable::label::Convention;
use gametable::solve::{self, recursive, Code, SolveOptions};
use gametable::task::{find_template, parse_template};
use gametable::tree::Tree;
use proptest::prelude::*;
use serde_json::Value;

use crate::support::{
    book_args, build, gametable, generate, growing_spec, json_of, repo, run_ok, sheet_rows, starts,
    stdout_of, tmp,
};

fn game_of(template: &str) -> Game {
    let (name, text) = find_template(template).expect("template");
    let (spec, origin) = parse_template(&name, &text).expect("parses");
    spec.build(&|k| origin.locate(k)).expect("builds").game
}

/// The name of a move as the JSON writes it: the rules' text, and the heap
/// in games of more than one heap.
fn move_text(game: &Game, from: &State, s: &Succ) -> String {
    let text = game.moves[s.mv as usize].text.clone();
    let changed: Vec<usize> = (0..game.heaps)
        .filter(|&i| from.heaps[i] != s.state.heaps[i])
        .collect();
    match changed[..] {
        [h] if game.heaps > 1 => format!("{text} h{}", h + 1),
        _ => text,
    }
}

fn heaps_of(v: &Value) -> Vec<i64> {
    v["position"]
        .as_array()
        .expect("position")
        .iter()
        .map(|h| h.as_i64().expect("a heap"))
        .collect()
}

/// Walks one node: `state` is the node's position (with its history), `petya`
/// whether Petya is to move, `winner_petya` who the root's code says wins,
/// `left` how many more moves the winner may make. Returns the nodes seen
/// and the most moves of the winner on a branch below.
fn walk(
    game: &Game,
    node: &Value,
    state: State,
    petya: bool,
    winner_petya: bool,
    left: i64,
    plies: usize,
) -> Result<(usize, i64), String> {
    let at = format!("{:?} after {plies} plies", heaps_of(node));
    if heaps_of(node) != state.heaps[..game.heaps] {
        return Err(format!("{at}: the position is not where the move leads"));
    }
    let expected_to_move = if petya { "Petya" } else { "Vanya" };
    if node["to_move"] != expected_to_move {
        return Err(format!(
            "{at}: to_move {} (expected {expected_to_move})",
            node["to_move"]
        ));
    }
    let children = node["children"].as_array().expect("children");
    let status = game.status(&state).map_err(|e| e.to_string())?;
    let mut legal = Vec::new();
    if status == Status::Live {
        game.successors(&state, &mut legal)
            .map_err(|e| e.to_string())?;
    }
    if children.is_empty() {
        // A leaf: the game is over here, and the claimed winner has won.
        let to_move_won = match status {
            Status::OverMoverWon => false,
            Status::OverMoverLost => true,
            Status::Live if legal.is_empty() => game.no_moves == NoMoves::Win,
            Status::Live => return Err(format!("{at}: a leaf where the game goes on")),
        };
        if to_move_won == (petya == winner_petya) {
            return Ok((1, 0));
        }
        return Err(format!(
            "{at}: the game ends, but not won by the claimed winner"
        ));
    }
    let winners_turn = petya == winner_petya;
    if winners_turn {
        if children.len() != 1 {
            return Err(format!(
                "{at}: the winner's node has {} children",
                children.len()
            ));
        }
        if left <= 0 {
            return Err(format!(
                "{at}: deeper than the code: the winner moves again"
            ));
        }
    } else {
        let mut want: Vec<Vec<i64>> = legal
            .iter()
            .map(|s| s.state.heaps[..game.heaps].to_vec())
            .collect();
        let mut got: Vec<Vec<i64>> = children.iter().map(heaps_of).collect();
        want.sort();
        got.sort();
        if want != got {
            return Err(format!(
                "{at}: the loser's moves {got:?}, the legal moves {want:?}"
            ));
        }
    }
    let mut seen = 1;
    let mut deepest = 0;
    for c in children {
        let mv = c["move"]
            .as_str()
            .ok_or(format!("{at}: a child without its move"))?;
        let s = legal
            .iter()
            .find(|s| {
                s.state.heaps[..game.heaps] == heaps_of(c)[..] && move_text(game, &state, s) == mv
            })
            .ok_or(format!("{at}: move {mv} to {:?} is not legal", heaps_of(c)))?;
        let left = if winners_turn { left - 1 } else { left };
        let (n, d) = walk(game, c, s.state, !petya, winner_petya, left, plies + 1)?;
        seen += n;
        deepest = deepest.max(d + i64::from(winners_turn));
    }
    Ok((seen, deepest))
}

/// Checks a tree given as JSON from `root`; returns the number of nodes.
fn check_tree(game: &Game, root: State, tree: &Value) -> Result<usize, String> {
    let code = tree["code"]
        .as_i64()
        .ok_or("the root has no numeric code")?;
    // +K: Petya wins by his K-th move; −K: Vanya by his K-th; 0: Petya's
    // every move hands Vanya the win (or the game is over).
    let winner_petya = code > 0;
    let (seen, deepest) = walk(game, tree, root, true, winner_petya, code.abs(), 0)?;
    // The loser's longest defence reaches the code's depth exactly (unless
    // a handed win counts as a move that the tree never draws).
    if !game.handed_win_counts && deepest != code.abs() {
        return Err(format!(
            "the deepest branch has {deepest} moves of the winner, the code {code}"
        ));
    }
    Ok(seen)
}

/// The starts that answer questions 20 and 21 of a template.
fn answer_starts(template: &str) -> Vec<(String, i64, i64)> {
    let v = json_of(&["solve", "--lang", "ru", template, "--json", "--no-table"]);
    let mut starts = Vec::new();
    for a in v["answers"].as_array().expect("answers") {
        let id = a["id"].as_str().unwrap_or("").to_string();
        if id == "20" || id == "21" {
            for p in a["pairs"].as_array().expect("pairs") {
                let (k, s) = (p[0].as_i64().unwrap_or(0), p[1].as_i64().unwrap_or(0));
                starts.push((id.clone(), k, s));
            }
        }
    }
    starts
}

#[test]
fn every_published_tasks_20_and_21_trees_are_proofs() {
    let dir = repo("templates");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("templates/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.starts_with("kp1921-") && n.ends_with(".toml"))
        .map(|n| n.trim_end_matches(".toml").to_string())
        .collect();
    names.sort();
    assert!(names.len() >= 20, "the published tasks: {names:?}");
    let mut trees = 0;
    for name in &names {
        let game = game_of(name);
        let starts = answer_starts(name);
        assert!(!starts.is_empty(), "{name}: no start answers 20 or 21");
        for (id, k, s) in starts {
            let (s_text, k_text) = (s.to_string(), k.to_string());
            let mut args = vec![
                "explain", "--lang", "ru", name, "--s", &s_text, "--tree", "--json",
            ];
            if game.k_range.is_some() {
                args.extend(["--k", &k_text]);
            }
            let tree = json_of(&args);
            let code = tree["code"].as_i64().expect("code");
            assert_eq!(
                code,
                if id == "20" { 2 } else { -2 },
                "{name} S = {s}: question {id}'s start"
            );
            let root = game.start_state(s, k).expect("start");
            check_tree(&game, root, &tree)
                .unwrap_or_else(|e| panic!("{name} S = {s} (question {id}): {e}"));
            trees += 1;
        }
    }
    assert!(trees >= 40, "only {trees} trees checked");
}

#[test]
fn every_template_explains_and_draws_a_tree_in_both_languages() {
    let list = stdout_of(&["templates"]);
    let names: Vec<&str> = list
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| repo("templates").join(format!("{n}.toml")).exists())
        .collect();
    assert!(names.len() >= 50, "{names:?}");
    let dir = tmp();
    let total = names.len();
    let (mut explained, mut walked) = (0, 0);
    for name in names {
        let game = game_of(name);
        // The start whose code is the shallowest win or loss.
        let v: Value = serde_json::from_slice(
            &run_ok(&["solve", "--lang", "ru", name, "--json", "--no-table"]).stdout,
        )
        .expect("JSON");
        let starts = v["starts"].as_array().expect("starts");
        // The JSON writes codes as text: "+2", "-1", "0", "D".
        let code_of = |st: &Value| {
            st["code"]
                .as_str()
                .and_then(|c| c.trim_start_matches('+').parse::<i64>().ok())
                .filter(|&c| c != 0)
        };
        let pick = starts
            .iter()
            .filter(|st| code_of(st).is_some())
            .min_by_key(|st| code_of(st).map(i64::abs));
        let st = pick.unwrap_or_else(|| panic!("{name}: no start is won or lost"));
        let depth = code_of(st).map_or(0, i64::abs);
        let (s, k) = (st["s"].as_i64().expect("s"), st["k"].as_i64().unwrap_or(0));
        let (s_text, k_text) = (s.to_string(), k.to_string());
        let mut base = vec!["explain", "--lang", "ru", name, "--s", &s_text];
        if game.k_range.is_some() {
            base.extend(["--k", &k_text]);
        }
        for lang in ["ru", "en"] {
            let mut a = base.clone();
            a.extend(["--lang", lang]);
            let text = String::from_utf8_lossy(&run_ok(&a).stdout).to_string();
            assert!(text.contains('→'), "{name}: {text}");
            let svg = dir.path().join(format!("{name}-{lang}.svg"));
            let svg_text = svg.to_string_lossy().to_string();
            a.extend(["--tree", "--svg", &svg_text]);
            let text = String::from_utf8_lossy(&run_ok(&a).stdout).to_string();
            assert!(
                text.contains(if lang == "ru" { "★ —" } else { "★ the" }),
                "{name}: {text}"
            );
            let pic = std::fs::read_to_string(&svg).expect("the SVG is written");
            assert!(
                pic.starts_with("<svg") && pic.ends_with("</svg>\n"),
                "{name}"
            );
        }
        explained += 1;
        // Deep trees written out in full grow to megabytes: walked up to 6.
        if depth <= 6 {
            let mut a = base.clone();
            a.extend(["--tree", "--json"]);
            let tree = json_of(&a);
            let root = game.start_state(s, k).expect("start");
            check_tree(&game, root, &tree).unwrap_or_else(|e| panic!("{name} S = {s}: {e}"));
            walked += 1;
        }
    }
    assert_eq!(explained, total, "every template explains");
    assert!(walked + 2 >= total, "only {walked} of {total} trees walked");
}

#[test]
fn a_draw_has_no_finite_tree() {
    // Two piles, moves both ways: the classic draw of the cyclic templates.
    let draw = |lang: &str, json: bool| {
        let mut args = vec![
            "explain",
            "--start",
            "S",
            "--s",
            "3",
            "--moves",
            "+1 -1",
            "--end",
            "sum >= 10",
            "--require",
            "max <= 9",
            "--tree",
            "--lang",
            lang,
        ];
        if json {
            args.push("--json");
            json_of(&args)["no_tree"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        } else {
            stdout_of(&args)
        }
    };
    let why = draw("en", true);
    assert!(
        why.contains("is a draw") && why.contains("no finite tree"),
        "{why}"
    );
    // Worded in the reader's language, in JSON and in text.
    for why in [draw("ru", true), draw("ru", false)] {
        assert!(
            why.contains("ничья") && why.contains("конечного дерева нет"),
            "{why}"
        );
        assert!(!why.contains("finite"), "{why}");
    }
}

#[test]
fn a_position_explains_every_move_and_marks_the_best() {
    let v = json_of(&[
        "explain",
        "--lang",
        "ru",
        "--position",
        "7,30",
        "--json",
        "--lang",
        "en",
    ]);
    assert_eq!(v["code"], -2);
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 4);
    let best: Vec<bool> = moves
        .iter()
        .map(|m| m["best"].as_bool().unwrap_or(false))
        .collect();
    assert_eq!(best, [true, true, true, false]);
    assert_eq!(moves[3]["move"], "*2 h2");
    assert_eq!(
        moves[3]["words"],
        "×2 on heap 2: Vanya wins with his first move"
    );
}

/// Random small games whose moves only grow the heaps, and with an
/// overshoot bound now and then.
fn small_game() -> impl Strategy<Value = GameSpec> {
    (
        1usize..=2,
        prop::sample::subsequence(vec!["+1", "+2", "+3", "*2", "*3"], 1..=4),
        8i64..30,
        prop::option::of(0i64..20),
        any::<bool>(),
    )
        .prop_map(|(heaps, mut moves, target, over, counts)| {
            if !moves.iter().any(|m| m.starts_with('+')) {
                moves.push("+1");
            }
            growing_spec(heaps, moves.join(" "), target, over, counts)
        })
}

/// Checks every node's code against the plain recursive solver.
fn codes_agree(game: &Game, node: &Value, state: State, petya: bool) -> Result<(), String> {
    if node["to_move"] != if petya { "Petya" } else { "Vanya" } {
        return Err(format!("{:?}: to_move {}", state.heaps, node["to_move"]));
    }
    let want = recursive::code(game, &state, 10_000)?;
    let got = node["code"].as_i64();
    if got != want.signed() {
        return Err(format!(
            "{:?}: code {got:?}, recursive {want:?}",
            state.heaps
        ));
    }
    let mut legal = Vec::new();
    if game.status(&state).map_err(|e| e.to_string())? == Status::Live {
        game.successors(&state, &mut legal)
            .map_err(|e| e.to_string())?;
    }
    for c in node["children"].as_array().into_iter().flatten() {
        let s = legal
            .iter()
            .find(|s| s.state.heaps[..game.heaps] == heaps_of(c)[..])
            .ok_or("a child that is not a legal move")?;
        codes_agree(game, c, s.state, !petya)?;
    }
    Ok(())
}

/// The nodes of a JSON tree, by an explicit stack.
fn count_nodes(root: &Value) -> u64 {
    let mut n = 0;
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        n += 1;
        stack.extend(v["children"].as_array().into_iter().flatten());
    }
    n
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn trees_of_random_games_are_proofs(spec in small_game()) {
        let game = build(spec);
        let starts = starts(&game);
        let sol = solve::solve(&game, &starts, &SolveOptions::default()).expect("solves");
        for st in &starts {
            let code = sol.code(st).expect("solved");
            if code.is_over() {
                continue;
            }
            let tree = Tree::build(&game, &sol, st).expect("a decided game has a tree");
            let mut json = Vec::new();
            tree_json::write_tree(&mut json, &game, &tree, Convention::WinLose).expect("written");
            let v: Value = serde_json::from_slice(&json).expect("JSON");
            // Every writer's size, computed without writing, is what it writes.
            prop_assert_eq!(tree_json::tree_bytes(&game, &tree, Convention::WinLose), json.len() as u64);
            prop_assert_eq!(tree.expanded_size(), count_nodes(&v));
            for lang in [Lang::Ru, Lang::En] {
                let mut text = Vec::new();
                tree_text::write_tree(&mut text, &game, &tree, lang, Convention::PetyaVanya).expect("written");
                let plain = anstream::adapter::strip_bytes(&text).into_vec();
                prop_assert_eq!(tree_text::tree_bytes(&game, &tree, lang, Convention::PetyaVanya), plain.len() as u64);
                let svg = tree_svg::svg(&game, &tree, lang, Convention::WinLose);
                prop_assert_eq!(tree_svg::svg_bytes(&game, &tree, lang, Convention::WinLose), svg.len() as u64);
            }
            prop_assert!(matches!(code, Code::Win(_) | Code::Lose(_)));
            if let Err(e) = check_tree(&game, *st, &v) {
                return Err(TestCaseError::fail(format!("{:?}: {e}", st.heaps)));
            }
            if let Err(e) = codes_agree(&game, &v, *st, true) {
                return Err(TestCaseError::fail(e));
            }
        }
    }
}

#[test]
fn the_workbook_has_a_tree_sheet_with_the_trees_of_21_and_20() {
    let dir = tmp();
    let out = dir.path().join("demo.xlsx");
    run_ok(&[
        "solve",
        "--lang",
        "ru",
        "ege-2021-demo",
        "--out",
        out.to_str().expect("utf-8"),
    ]);
    let rows = sheet_rows(&out, "Дерево");
    let text: Vec<String> = rows.iter().map(|r| r.join("|")).collect();
    let headings: Vec<&String> = text.iter().filter(|t| t.contains("Дерево игры")).collect();
    assert_eq!(
        headings.len(),
        3,
        "21: S = 30; 20: S = 31, 34: {headings:?}"
    );
    assert!(headings[0].contains("вопрос 21, S = 30"), "{headings:?}");
    // A real tree of cells: each move a row, its label in the column of its
    // ply (two columns a ply), the move beside it.
    let tree = json_of(&["explain", "--lang", "ru", "--s", "30", "--tree", "--json"]);
    let moves: Vec<&Vec<String>> = rows
        .iter()
        .skip_while(|r| !r.join("").contains("S = 30"))
        .take_while(|r| !r.join("").starts_with("★"))
        .filter(|r| r.iter().any(|c| c.contains('→')))
        .collect();
    let label_col = |r: &Vec<String>| r.iter().position(|c| !c.is_empty()).unwrap_or(0);
    let first = moves.first().expect("move rows");
    assert_eq!(label_col(first), 2, "Petya's moves one ply in: {first:?}");
    assert_eq!(first[2], "V2");
    assert_eq!(first[3], "Петя +1 → (8, 30)");
    assert_eq!(tree["children"][0]["label"], "V2");
    assert!(moves
        .iter()
        .any(|r| r.iter().any(|c| c.starts_with("★ Ваня"))));
    let en = dir.path().join("demo-en.xlsx");
    run_ok(&[
        "solve",
        "--lang",
        "ru",
        "ege-2021-demo",
        "--lang",
        "en",
        "--out",
        en.to_str().expect("utf-8"),
    ]);
    assert!(sheet_rows(&en, "Tree")
        .iter()
        .any(|r| r.join("").contains("question 21, S = 30")));
}

#[test]
fn book_variant_sheets_carry_their_21_tree_unless_no_trees() {
    let dir = tmp();
    let variants = generate(dir.path(), 3, 5);
    let with = dir.path().join("with.xlsx");
    let without = dir.path().join("without.xlsx");
    run_ok(&book_args(&variants, &with, &[]));
    run_ok(&book_args(&variants, &without, &["--no-trees"]));
    for n in 1..=3 {
        let sheet = format!("Вариант {n}");
        let has = |p: &std::path::Path| {
            sheet_rows(p, &sheet).iter().any(|r| {
                r.join("")
                    .contains("Дерево игры для выигрышной стратегии: вопрос 21")
            })
        };
        assert!(has(&with), "{sheet} has its tree");
        assert!(!has(&without), "{sheet} has no tree with --no-trees");
    }
}

#[test]
fn explain_mistakes_are_one_line_and_status_2() {
    let cases: [(&[&str], &str); 6] = [
        (&["explain", "--lang", "en"], "explain needs a position"),
        (
            &["explain", "--lang", "en", "--s", "1..5"],
            "takes one value",
        ),
        (
            &["explain", "--lang", "en", "--position", "7"],
            "1 heap given, the game has 2",
        ),
        (
            &["explain", "--lang", "en", "--position", "7,x"],
            "found 'x'",
        ),
        (
            &["explain", "--lang", "en", "--s", "80"],
            "already finished",
        ),
        (
            &["explain", "--lang", "en", "kp1921-062", "--s", "5"],
            "give its value too, --k N",
        ),
    ];
    for (args, want) in cases {
        let out = gametable().args(args).output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(want) && err.lines().count() == 1,
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
