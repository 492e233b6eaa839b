//! Questions: any text as a question (`REPORT [of EXPR] where CONDITION`,
//! nested some/every up to the parser's bound), answered over the starts of
//! the 2021 demo task and of a cyclic game with draws. Panics, stack
//! overflows and runaway time or memory are the crashes looked for.
#![no_main]

use std::sync::OnceLock;

use gametable::exam::{answer, parse_question};
use gametable::solve::SolveOptions;
use gametable::solved::{solve_task, Solved};
use gametable::task::{find_template, parse_template};
use libfuzzer_sys::fuzz_target;

fn solved(text: &str) -> Solved {
    let (spec, origin) = parse_template("fuzz.toml", text).expect("a template");
    let task = spec.build(&|k| origin.locate(k)).expect("a game");
    solve_task(task, &SolveOptions::default(), 100).expect("solved")
}

fn games() -> &'static [Solved; 2] {
    static GAMES: OnceLock<[Solved; 2]> = OnceLock::new();
    GAMES.get_or_init(|| {
        let (_, demo) = find_template("ege-2021-demo").expect("the demo");
        let draws = "start = \"S\"\ns = \"1..9\"\nmoves = \"+1 -1 +3\"\nend = \"sum >= 10\"\n";
        [solved(&demo), solved(draws)]
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(q) = parse_question("f", text) else {
        return;
    };
    for s in games() {
        let _ = answer(&q, &s.task.game, &s.solution, &s.starts);
    }
});
