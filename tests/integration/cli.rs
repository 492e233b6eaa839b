//! The command line as a user meets it: help, templates, errors, warnings.

use predicates::prelude::*;

use crate::gametable;

#[test]
fn default_task_prints_table_and_answers() {
    gametable()
        .arg("solve")
        .assert()
        .success()
        .stdout(predicate::str::contains("h1\\h2"))
        .stdout(predicate::str::contains("19. 18 "));
}
