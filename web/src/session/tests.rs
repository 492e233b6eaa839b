//! Unit tests of the page's session: what each action does to the state.

use super::*;

fn demo() -> Request {
    Request {
        start: "7, S".into(),
        s: "1..69".into(),
        moves: "+1 *2".into(),
        end: "sum >= 77".into(),
        winner: "mover".into(),
        ..Request::default()
    }
}

/// The answers of a `{"answers": [{"answer": …}, …]}`.
pub(crate) fn answers(v: &Value) -> Vec<&str> {
    let list = v["answers"].as_array().expect("answers");
    list.iter().map(|a| a["answer"].as_str().unwrap()).collect()
}

#[test]
fn demo_typed_by_hand() {
    let s = Session::solve(demo()).expect("solves");
    assert_eq!(answers(&s.summary()["cli"]), ["18", "31 34", "30"]);
    assert_eq!(s.explain(&[7, 30], "en")["label"], "P2");
    assert!(s.explain(&[7, 30], "en")["tree_svg"]
        .as_str()
        .is_some_and(|svg| svg.starts_with("<svg")));
}

/// One meaning of a label on the page, as in the table, tree and check
/// (`tests/integration/labels_agree.rs`): with `petya-vanya` every cell
/// of the demo's grid shows the label its explanation gives, and the
/// library's label of the position's code.
#[test]
fn petya_vanya_labels_the_grid_and_the_explanation_alike() {
    let r = Request {
        labels: "petya-vanya".into(),
        ..demo()
    };
    let s = Session::solve(r).expect("solves");
    let page = s.summary();
    let legend = page["grid"]["legend"].as_array().expect("legend");
    let report = s.report(true);
    let g = report.grid.as_ref().expect("a grid");
    let layout = layout::Layout::of(g);
    let mut checked = 0;
    for (n, b) in layout.blocks.iter().enumerate() {
        let cells = page["grid"]["blocks"][n]["cells"]
            .as_array()
            .expect("cells");
        let rows: Vec<Option<i64>> = if b.rows.is_empty() {
            vec![None]
        } else {
            b.rows.iter().map(|&v| Some(v)).collect()
        };
        let mut i = 0;
        for row in &rows {
            for &c in &b.cols {
                let at = i;
                i += 1;
                let Some(heaps) = layout.heaps_at(n, *row, c) else {
                    continue;
                };
                let Some(index) = cells[at].as_u64() else {
                    continue;
                };
                let shown = &legend[usize::try_from(index).unwrap()]["label"];
                let explained = s.explain(&heaps, "ru");
                assert_eq!(shown, &explained["label"], "{heaps:?}");
                let code = s.solved.solution.code(&State::of(&heaps)).expect("solved");
                assert_eq!(
                    shown,
                    label(code, Convention::PetyaVanya).as_str(),
                    "{heaps:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 60, "only {checked} cells");
}

#[test]
fn a_bad_rule_names_its_field_with_the_clis_message() {
    let r = Request {
        moves: "+1 *2 +".into(),
        ..demo()
    };
    let e = Session::solve(r).err().expect("refused");
    assert_eq!(e["errors"][0]["field"], "moves");
    let msg = e["errors"][0]["message"].as_str().unwrap();
    assert!(msg.starts_with("--moves: column "), "{msg}");
}

#[test]
fn every_template_solves() {
    for (name, _) in TEMPLATES {
        let r = Request {
            template: Some(name.to_string()),
            ..Request::default()
        };
        assert!(Session::solve(r).is_ok(), "{name}");
    }
}

/// The page builds a workbook in memory, so a grid beyond the in-memory
/// limit is refused, saying its size (also when a workspace build gives
/// the library its `cli` feature).
#[test]
fn a_workbook_too_big_for_memory_is_refused() {
    let r = Request {
        start: "1, S".into(),
        s: "1..600".into(),
        end: "sum >= 602".into(),
        ..demo()
    };
    let s = Session::solve(r).expect("solves");
    assert_eq!(s.summary()["grid"]["too_big"], true);
    let e = s.file("xlsx", "en").expect_err("refused");
    assert!(e.contains("the table has 360000 cells"), "{e}");
    let e = s.file("formulas", "en").expect_err("refused");
    assert!(e.contains("the table has 360000 cells"), "{e}");
    assert!(s.file("csv", "en").is_ok());
}

/// A tree whose picture is too big for the page is sized, not drawn,
/// and refused in one line with its size; a smaller one is drawn.
#[test]
fn a_tree_too_big_to_draw_is_refused_with_its_size() {
    let three = |end: u32| Request {
        start: "S, 1, 1".into(),
        s: format!("1..{end}"),
        moves: "+1 +2".into(),
        end: format!("sum >= {end}"),
        winner: "mover".into(),
        ..Request::default()
    };
    let s = Session::solve(three(36)).expect("solves");
    let v = s.explain(&[1, 1, 1], "en");
    assert_eq!(v["tree_svg"], Value::Null);
    let why = v["no_tree"].as_str().unwrap();
    assert!(
            why.starts_with("the tree's picture would take 4.3 MiB (4461800 bytes), more than the page draws (2.0 MiB)"),
            "{why}"
        );
    assert!(!why.contains('\n'));
    let s = Session::solve(three(24)).expect("solves");
    let svg = s.explain(&[1, 1, 1], "ru")["tree_svg"]
        .as_str()
        .unwrap()
        .len();
    assert!(svg > 1 << 20 && svg as u64 <= MAX_TREE_SVG, "{svg} bytes");
}

/// The templates' fields for the form: what each key holds.
#[test]
fn templates_fill_the_form() {
    let t = templates();
    let demo = t
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "ege-2021-demo")
        .unwrap();
    assert_eq!(demo["fields"]["moves"], "+1 *2");
    assert_eq!(demo["questions"], "19=19\n20=20\n21=21");
}
