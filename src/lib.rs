//! gametable: two-player stone-heap games (the Russian state exam's tasks
//! 19–21) as spreadsheet-style tables.
//!
//! Data flows one way: [`game`] (the rules, parsed) → [`solve`] (every
//! position's code) → [`label`]/[`exam`] (labels and answers) → [`export`]
//! (terminal, JSON, spreadsheets).
//!
//! ```
//! use gametable::task::{find_template, parse_template};
//! let (name, text) = find_template("ege-2021-demo").unwrap();
//! let (spec, origin) = parse_template(&name, &text).unwrap();
//! let task = spec.build(&|k| origin.locate(k)).unwrap();
//! assert_eq!(task.game.heaps, 2);
//! ```

pub mod book;
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
pub mod contained;
pub mod exam;
pub mod explain;
pub mod export;
pub mod game;
pub mod graph_input;
pub mod grid;
pub mod i18n;
pub mod import;
pub mod label;
#[cfg(feature = "cli")]
pub mod locale;
#[cfg(feature = "cli")]
pub mod nearest_flag;
#[cfg(feature = "cli")]
pub mod open_files;
pub mod open_range;
#[cfg(feature = "cli")]
pub mod output;
pub mod read;
pub mod resources;
pub mod solve;
pub mod solved;
pub mod task;
pub mod timing;
pub mod tree;
pub mod visible;
pub mod whole_words;
pub mod xml_text;
