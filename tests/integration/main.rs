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
mod read;
mod reliability;
mod spreadsheets;
mod stdout;
mod support;
mod templates;
mod theory;
mod theory_props;
mod trees;
mod xlsx;
