//! Integration tests: the real binary, run as a user would.

mod book;
mod check;
mod cli;
mod exam;
mod hostile;
mod newcomer;
mod office;
mod properties;
mod questions;
mod reliability;
mod spreadsheets;
mod stdout;
mod templates;
mod theory;
mod theory_props;
mod trees;
mod xlsx;

/// The gametable binary under test.
pub fn gametable() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("gametable").expect("the gametable binary builds")
}

/// Runs gametable, asserting success (stderr in the message otherwise).
pub fn run_ok(args: &[&str]) -> std::process::Output {
    let out = gametable().args(args).output().expect("gametable runs");
    assert!(
        out.status.success(),
        "gametable {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// `solve` with the seed game from flags: heaps (7, S), S in 1..69, +1 or
/// ×2, the game ends at a total of 77.
pub fn seed_flags() -> Vec<&'static str> {
    vec![
        "solve",
        "--start",
        "7,S",
        "--s",
        "1..69",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 77",
    ]
}

/// A temporary folder, removed when dropped.
pub fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}
