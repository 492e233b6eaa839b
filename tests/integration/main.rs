//! Integration tests: the real binary, run as a user would.

mod book;
mod check;
mod class;
mod cli;
mod deep_trees;
mod exam;
mod explain_position;
mod hostile;
mod hostile_io;
mod labels_agree;
mod newcomer;
mod office;
mod print;
mod properties;
mod question_ids;
mod questions;
mod reliability;
mod slips;
mod spreadsheets;
mod stdout;
mod support;
mod templates;
mod theory;
mod theory_props;
mod trees;
mod xlsx;
