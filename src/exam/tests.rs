use super::*;

#[test]
fn compresses_runs() {
    assert_eq!(compress(&[30, 33, 35, 36, 37, 38, 39, 40]), "30, 33, 35–40");
    assert_eq!(compress(&[1, 2]), "1, 2");
    assert_eq!(compress(&[]), "");
}

fn demo() -> (Game, Solution, Vec<StartInfo>) {
    let (name, text) = crate::task::find_template("ege-2021-demo").unwrap();
    let (spec, origin) = crate::task::parse_template(&name, &text).unwrap();
    let game = spec.build(&|k| origin.locate(k)).unwrap().game;
    let values: Vec<(i64, i64)> = (1..=69).map(|s| (0, s)).collect();
    let states: Vec<State> = values
        .iter()
        .map(|&(k, s)| game.start_state(s, k).unwrap())
        .collect();
    let sol = crate::solve::solve(&game, &states, &Default::default()).unwrap();
    let starts = starts(&game, &values, &sol).unwrap();
    (game, sol, starts)
}

fn nested(depth: usize, body: &str) -> String {
    format!(
        "min where {}{body}{}",
        "some(".repeat(depth),
        ")".repeat(depth)
    )
}

#[test]
fn nested_quantifiers_expand_each_position_once() {
    // Never true, so every branch is followed to the end: 4 moves a
    // ply make 4^40 paths, through a few thousand positions.
    let (game, sol, starts) = demo();
    let q = parse_question("q", &nested(40, "code == 99")).unwrap();
    let moves = SolvedPlies::new(&game, &sol, &q.filter);
    for st in starts.iter().filter(|st| !st.finished()) {
        let (code, draw, over) = reading(st.code, game.handed_win_counts);
        let env = Env {
            s: st.s,
            code,
            draw,
            over,
            at: st.state,
            plies: Some(&moves),
            ..Env::default()
        };
        assert!(!q.filter.test(&env).unwrap());
    }
    // Shared between the starts (the condition reads neither S nor K):
    // each (sub-question, position) expanded once in all, so the work
    // is the depth times the positions.
    let memo = moves.memo.borrow();
    let positions: std::collections::HashSet<State> = memo.keys().map(|k| k.at).collect();
    assert_eq!(moves.steps.get(), memo.len() as u64);
    assert!(memo.len() <= 40 * positions.len());
    assert!(positions.len() < 30_000, "{}", positions.len());
    drop(memo);
    let a = answer(&q, &game, &sol, &starts).unwrap();
    assert_eq!(a.answer, "");
}

#[test]
fn a_question_past_the_work_bound_is_refused() {
    let (game, sol, starts) = demo();
    let q = parse_question("q", &nested(3, "code == 99")).unwrap();
    let moves = SolvedPlies::new(&game, &sol, &q.filter);
    moves.steps.set(MAX_QUESTION_STEPS - 2);
    let st = starts.iter().find(|st| !st.finished()).unwrap();
    let env = Env {
        s: st.s,
        at: st.state,
        plies: Some(&moves),
        ..Env::default()
    };
    let e = q.filter.test(&env).unwrap_err();
    assert_eq!(e, EvalError::TooMuchWork);
    assert!(e.to_string().contains("more than 2000000 positions"), "{e}");
}

#[test]
fn a_sum_past_i64_says_overflow() {
    let (game, sol, starts) = demo();
    let q = parse_question("q", "sum of 1099511627776 * 1048576 * 3 + S where S <= 3").unwrap();
    let a = answer(&q, &game, &sol, &starts).unwrap();
    assert_eq!(a.answer, "overflow");
    let q = parse_question("q", "sum of 1099511627776 * 1048576 + S where S <= 3").unwrap();
    let a = answer(&q, &game, &sol, &starts).unwrap();
    assert_eq!(a.answer, (3 * (1i64 << 60) + 6).to_string());
}

#[test]
fn parses_queries_and_presets() {
    let q = parse_question("19", "19").unwrap();
    assert_eq!(q.report, Report::Min(1));
    let q = parse_question("q", "max 2 desc where code == -2").unwrap();
    assert_eq!(q.report, Report::Max(2));
    assert!(q.descending);
    let q = parse_question("q", "count of K + S where K == 6 and code == 2").unwrap();
    assert_eq!(q.of_text, "K + S");
    let e = parse_question("q", "min where cod == 2").unwrap_err();
    assert!(e.message.to_string().contains("unknown name 'cod'"), "{e}");
    let e = parse_question("q", "smallest where code == 2").unwrap_err();
    assert!(
        e.message.to_string().contains("expected what to report"),
        "{e}"
    );
    let e = parse_question("q", "min code == 2").unwrap_err();
    assert!(e.message.to_string().contains("'where'"), "{e}");
}

#[test]
fn presets_answer_their_task() {
    let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(question_line(0, "19-every").0, "19");
    assert_eq!(question_line(1, "20-min2").0, "20");
    assert_eq!(question_line(2, "21-all").0, "21");
    assert_eq!(question_line(0, "min where code == 2").0, "1");
    assert_eq!(
        question_line(0, "19=min where code == -1"),
        ("19".into(), "min where code == -1".into())
    );
    let ids =
        |v: &[&str]| -> Vec<String> { question_list(&lines(v)).into_iter().map(|p| p.0).collect() };
    assert_eq!(ids(&["19-every"]), ["19"]);
    assert_eq!(ids(&["20=count where code == 2"]), ["20"]);
    assert_eq!(ids(&["min where code == 1"]), ["1"]);
    assert_eq!(
        ids(&["min where code == 1", "20-min2", "max where code == -2"]),
        ["19", "20", "21"]
    );
    assert_eq!(ids(&["21", "19-every"]), ["21", "19"]);
    let qs: Vec<Question> = question_list(&lines(&["19", "19-every"]))
        .iter()
        .map(|(id, q)| parse_question(id, q).unwrap())
        .collect();
    assert_eq!(repeated_id(&qs), Some("19"));
}
