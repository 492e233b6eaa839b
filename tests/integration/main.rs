//! Integration tests: the real binary, run as a user would.

mod book;
mod check;
mod cli;
mod exam;
mod properties;
mod reliability;
mod templates;
mod theory;
mod theory_props;
mod xlsx;

use std::path::PathBuf;

/// The gametable binary under test.
pub fn gametable() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("gametable").expect("the gametable binary builds")
}

/// `../shared/` beside the checkout (CI has it at the same place).
pub fn shared() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared")
}
