//! `explain --position` with the game given by flags: the range of S is
//! not needed (and, when given, is the rules' range, not a start).

use crate::support::stdout_of;

const DEMO: [&str; 6] = ["--start", "7,S", "--moves", "+1 *2", "--end", "sum >= 77"];

#[test]
fn a_position_needs_no_range_of_s() {
    let by_template = stdout_of(&["explain", "--position", "7,30", "--lang", "en"]);
    let mut args = vec!["explain", "--position", "7,30", "--lang", "en"];
    args.extend(DEMO);
    assert_eq!(stdout_of(&args), by_template);
    args.extend(["--s", "1..69"]);
    assert_eq!(stdout_of(&args), by_template);
    args.push("--tree");
    let tree = stdout_of(&args);
    assert!(tree.starts_with("(7, 30)  P2"), "{tree}");
    // A start needing K: the position needs no K either.
    let text = stdout_of(&[
        "explain",
        "--position",
        "5,9",
        "--start",
        "K,S",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 30",
        "--lang",
        "en",
    ]);
    assert!(text.starts_with("(5, 9): "), "{text}");
}
