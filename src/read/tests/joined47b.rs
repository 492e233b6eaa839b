//! Joined layouts still short (issue 21, joined47b): a collection's number
//! over a lower-case title or code right after a game whose questions a
//! shared block asks heads the next text, never words of that game.

use super::{alone, read_all};

const SHARED_26: &str = include_str!("../../../tests/fixtures/read/dev/kp1921-026.txt");
const SHARED_19: &str = include_str!("../../../tests/fixtures/read/dev/kp1921-019.txt");
const STEPWISE: &str =
    include_str!("../../../tests/fixtures/read/held-out-7/pptonline-1628096-19.txt");
const CODE: &str =
    include_str!("../../../tests/fixtures/read/held-out-8/gh-seldun-new-theory-game-2.txt");

/// Texts numbered «N.\t» with their lines tabbed, one after the other.
fn word_tabbed(texts: &[&str]) -> String {
    texts
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{}.\t{}\n", i + 18, t.trim().replace('\n', "\n\t")))
        .collect()
}

#[test]
fn a_number_over_a_lower_case_title_after_a_shared_blocks_game_heads_it() {
    // «26) За один ход …» + «19.\tпошагово разберём задачу на 1 кучу».
    let doc = word_tabbed(&[SHARED_26, STEPWISE]);
    assert_eq!(read_all(&doc), alone(&[SHARED_26, STEPWISE]));
}

#[test]
fn a_number_over_code_after_a_shared_blocks_game_heads_it() {
    // «19) За один ход …» + «24.\t# код без "неудачного первого хода Пети"».
    let doc = word_tabbed(&[SHARED_19, CODE]);
    assert_eq!(read_all(&doc), alone(&[SHARED_19, CODE]));
}
