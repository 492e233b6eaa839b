//! The game, the table and the answers as JSON, for scripts.

use std::io::{self, Write};

use serde_json::{json, Value};

use super::Report;
use crate::label::{code_text, label};

/// Builds the JSON document.
pub fn document(r: &Report, with_table: bool) -> Value {
    let g = &r.task.game;
    let table: Value = match (&r.grid, with_table) {
        (Some(grid), true) => {
            let mut cells = Vec::new();
            for block in grid.blocks() {
                let rows: Vec<Option<i64>> = if block.rows.is_empty() {
                    vec![None]
                } else {
                    block.rows.iter().map(|&v| Some(v)).collect()
                };
                for row in rows {
                    for &c in &block.cols {
                        let pos = grid.position(&block, row, c);
                        if let Some(code) = grid.code(r.solution, &pos) {
                            cells.push(json!({
                                "position": pos,
                                "code": code.signed(),
                                "draw": code == crate::solve::Code::Draw,
                                "label": label(code, r.labels),
                            }));
                        }
                    }
                }
            }
            json!({ "axes": grid.axes, "cells": cells })
        }
        _ => Value::Null,
    };
    json!({
        "name": r.task.name,
        "game": {
            "heaps": g.heaps,
            "rules": g.text,
            "no_moves": g.no_moves,
            "no_repeat": g.no_repeat,
            "handed_win_counts": g.handed_win_counts,
        },
        "solver": r.solution.kind,
        "positions": r.solution.positions,
        "depth": r.solution.depth(),
        "starts": r.starts.iter().map(|s| json!({
            "k": s.k, "s": s.s,
            "position": s.state.heaps[..g.heaps],
            "code": code_text(s.code),
            "label": label(s.code, r.labels),
            "finished": s.finished(),
        })).collect::<Vec<_>>(),
        "answers": r.answers,
        "table": table,
    })
}

pub fn write(out: &mut dyn Write, r: &Report, with_table: bool) -> io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, &document(r, with_table))?;
    writeln!(out)
}
