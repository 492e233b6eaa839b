//! The game, the table and the answers as JSON, for scripts.
//!
//! The table is streamed cell by cell: a million-cell grid as a tree of JSON
//! values would take half a gigabyte before the first byte is written.

use std::io::{self, Write};

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};
use serde_json::{json, Value};

use super::Report;
use crate::label::{code_text, label};

/// Everything but the table, as a JSON object (keys in sorted order).
fn head(r: &Report) -> Value {
    let g = &r.task.game;
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
        "warnings": r.warnings(),
    })
}

/// The document: the head's keys and `table`, in sorted order.
struct Document<'a> {
    head: Value,
    table: Option<Table<'a>>,
}

impl Serialize for Document<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let fields = self.head.as_object();
        let mut map = s.serialize_map(Some(fields.map_or(0, |f| f.len()) + 1))?;
        let (before, after): (Vec<_>, Vec<_>) = fields
            .into_iter()
            .flatten()
            .partition(|(k, _)| k.as_str() < "table");
        for (k, v) in before {
            map.serialize_entry(k, v)?;
        }
        map.serialize_entry("table", &self.table)?;
        for (k, v) in after {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// `{ "axes": …, "cells": [ … ] }`.
struct Table<'a>(&'a Report<'a>);

impl Serialize for Table<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(2))?;
        if let Some(grid) = &self.0.grid {
            map.serialize_entry("axes", &grid.axes)?;
        }
        map.serialize_entry("cells", &Cells(self.0))?;
        map.end()
    }
}

/// Every cell of the grid that has a code, in grid order.
struct Cells<'a>(&'a Report<'a>);

/// One cell (fields in sorted order, as the rest of the document).
#[derive(Serialize)]
struct Cell<'a> {
    code: Option<i64>,
    draw: bool,
    label: &'a str,
    position: &'a [i64],
}

impl Serialize for Cells<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let r = self.0;
        let mut seq = s.serialize_seq(None)?;
        if let Some(grid) = &r.grid {
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
                            let text = label(code, r.labels);
                            seq.serialize_element(&Cell {
                                code: code.signed(),
                                draw: code == crate::solve::Code::Draw,
                                label: &text,
                                position: &pos,
                            })?;
                        }
                    }
                }
            }
        }
        seq.end()
    }
}

pub fn write(out: &mut dyn Write, r: &Report, with_table: bool) -> io::Result<()> {
    let doc = Document {
        head: head(r),
        table: (with_table && r.grid.is_some()).then_some(Table(r)),
    };
    serde_json::to_writer_pretty(&mut *out, &doc)?;
    writeln!(out)
}
