//! The grid and answers as text for a terminal, coloured only when stdout is
//! a terminal and NO_COLOR is unset (anstream decides).

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};

use super::Report;
use crate::exam::compress;
use crate::label::label;
use crate::solve::Code;

/// The colour of a code's label on a terminal.
pub fn style(code: Code) -> Style {
    match code {
        Code::Win(1) => Style::new()
            .fg_color(Some(AnsiColor::BrightGreen.into()))
            .bold(),
        Code::Win(_) => Style::new().fg_color(Some(AnsiColor::Green.into())),
        Code::Lose(0 | 1) => Style::new()
            .fg_color(Some(AnsiColor::BrightRed.into()))
            .bold(),
        Code::Lose(_) => Style::new().fg_color(Some(AnsiColor::Red.into())),
        Code::Draw => Style::new().fg_color(Some(AnsiColor::Yellow.into())),
        _ => Style::new().dimmed(),
    }
}

/// A row of the grid: its heap value (none for one-heap games) and cells.
type Row = (Option<i64>, Vec<(i64, Option<Code>)>);

/// Writes the grid: heap 1 down, heap 2 across.
pub fn write_grid(out: &mut dyn Write, r: &Report) -> io::Result<()> {
    let Some(grid) = &r.grid else {
        writeln!(out, "(no live position: every start is already finished)")?;
        return Ok(());
    };
    for block in grid.blocks() {
        let cells: Vec<Row> = if block.rows.is_empty() {
            vec![(
                None,
                block
                    .cols
                    .iter()
                    .map(|&c| (c, grid.code(r.solution, &grid.position(&block, None, c))))
                    .collect(),
            )]
        } else {
            block
                .rows
                .iter()
                .map(|&row| {
                    (
                        Some(row),
                        block
                            .cols
                            .iter()
                            .map(|&c| {
                                (
                                    c,
                                    grid.code(r.solution, &grid.position(&block, Some(row), c)),
                                )
                            })
                            .collect(),
                    )
                })
                .collect()
        };
        let width = block
            .cols
            .iter()
            .map(|c| c.to_string().chars().count())
            .chain(cells.iter().flat_map(|(_, cs)| {
                cs.iter()
                    .map(|(_, c)| c.map(|c| label(c, r.labels).chars().count()).unwrap_or(1))
            }))
            .max()
            .unwrap_or(2)
            .max(2);
        let row_w = block
            .rows
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1)
            .max(2);
        if let Some(a) = block.fixed {
            writeln!(out, "h1 = {a}")?;
        }
        let corner = match (r.task.game.heaps, block.rows.is_empty()) {
            (1, _) => "S",
            (2, _) => "h1\\h2",
            _ => "h2\\h3",
        };
        let row_w = row_w.max(corner.chars().count());
        write!(out, "{corner:>row_w$}")?;
        for c in &block.cols {
            write!(out, " {c:>width$}")?;
        }
        writeln!(out)?;
        for (row, cs) in cells {
            match row {
                Some(v) => write!(out, "{v:>row_w$}")?,
                None => write!(out, "{:>row_w$}", "")?,
            }
            for (_, c) in cs {
                let (text, st) = match c {
                    Some(c) => (label(c, r.labels), style(c)),
                    None => (String::from("·"), Style::new().dimmed()),
                };
                let pad = width.saturating_sub(text.chars().count());
                write!(out, " {}{st}{text}{st:#}", " ".repeat(pad))?;
            }
            writeln!(out)?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Writes the answers to the questions, with every qualifying value.
pub fn write_answers(out: &mut dyn Write, r: &Report) -> io::Result<()> {
    let finished: Vec<&crate::exam::StartInfo> = r.starts.iter().filter(|s| s.finished()).collect();
    if !finished.is_empty() {
        if r.task.game.k_range.is_some() {
            let shown: Vec<String> = finished
                .iter()
                .take(8)
                .map(|s| format!("({}, {})", s.k, s.s))
                .collect();
            writeln!(
                out,
                "warning: {} pairs (K, S) are already finished at the start, not counted: {}{}",
                finished.len(),
                shown.join(" "),
                if finished.len() > 8 { " …" } else { "" }
            )?;
        } else {
            let s: Vec<i64> = finished.iter().map(|s| s.s).collect();
            writeln!(
                out,
                "warning: already finished at the start, not counted: S = {}",
                compress(&s)
            )?;
        }
    }
    for a in r.answers {
        let all = if a.values.is_empty() {
            "none".to_string()
        } else {
            compress(&a.values)
        };
        let shown = if a.answer.is_empty() {
            "—"
        } else {
            a.answer.as_str()
        };
        writeln!(out, "{}. {shown}    ({}; qualifying: {all})", a.id, a.query)?;
        for w in &a.warnings {
            writeln!(out, "    warning: {w}")?;
        }
    }
    Ok(())
}
