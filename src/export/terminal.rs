//! The grid and answers as text for a terminal, coloured only when stdout is
//! a terminal and NO_COLOR is unset (anstream decides).

use std::io::{self, Write};

use anstyle::{AnsiColor, Style};

use super::Report;
use crate::exam::compress;
use crate::exam::wording::Lang;
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

/// The width of the user's terminal: the first of stdout, stderr and stdin
/// that is a terminal of known size, else `$COLUMNS`; `None` when there is
/// neither (output piped on a machine with no terminal).
pub fn terminal_width() -> Option<usize> {
    terminal_size::terminal_size()
        .map(|(w, _)| usize::from(w.0))
        .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
        .filter(|&w| w > 0)
}

/// Writes the grid: heap 1 down, heap 2 across. With `width`, a grid wider
/// than that is cut into parts of whole columns, each part with its own
/// header line and row values, so that no line is longer than `width`
/// (unless a single column is); without, every row is one line (for pipes).
pub fn write_grid(out: &mut dyn Write, r: &Report, width: Option<usize>) -> io::Result<()> {
    let Some(grid) = &r.grid else {
        writeln!(out, "(no live position: every start is already finished)")?;
        return Ok(());
    };
    let mut noted = false;
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
        let cell_w = block
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
        let corner = match (r.task.game.heaps, block.rows.is_empty()) {
            (1, _) => "S",
            (2, _) => "h1\\h2",
            _ => "h2\\h3",
        };
        let row_w = block
            .rows
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1)
            .max(2)
            .max(corner.chars().count());
        let n = block.cols.len();
        let per_part = match width {
            Some(w) => (w.saturating_sub(row_w) / (cell_w + 1)).clamp(1, n.max(1)),
            None => n.max(1),
        };
        let parts = n.div_ceil(per_part).max(1);
        if parts > 1 && !noted {
            writeln!(
                out,
                "(cut to fit {} columns; whole rows: --width 0)",
                width.unwrap_or(0)
            )?;
            noted = true;
        }
        if let Some(a) = block.fixed {
            writeln!(out, "h1 = {a}")?;
        }
        for part in 0..parts {
            let cols = part * per_part..((part + 1) * per_part).min(n);
            write!(out, "{corner:>row_w$}")?;
            for c in &block.cols[cols.clone()] {
                write!(out, " {c:>cell_w$}")?;
            }
            writeln!(out)?;
            for (row, cs) in &cells {
                match row {
                    Some(v) => write!(out, "{v:>row_w$}")?,
                    None => write!(out, "{:>row_w$}", "")?,
                }
                for (_, c) in &cs[cols.clone()] {
                    let (text, st) = match c {
                        Some(c) => (label(*c, r.labels), style(*c)),
                        None => (String::from("·"), Style::new().dimmed()),
                    };
                    let pad = cell_w.saturating_sub(text.chars().count());
                    write!(out, " {}{st}{text}{st:#}", " ".repeat(pad))?;
                }
                writeln!(out)?;
            }
            writeln!(out)?;
        }
    }
    Ok(())
}

/// Writes the answers to the questions, with every qualifying value.
pub fn write_answers(out: &mut dyn Write, r: &Report, lang: Lang) -> io::Result<()> {
    use crate::tr;
    for w in r.warnings() {
        writeln!(out, "{}", tr!(lang, "warning", text = w.message(lang)))?;
    }
    for a in r.answers {
        let all = if a.values.is_empty() {
            tr!(lang, "answer-none")
        } else {
            compress(&a.values)
        };
        // A question's ID is the user's text (`-q 'ID=QUERY'`).
        let line = tr!(
            lang,
            "answer-line",
            id = crate::visible::visible(&a.id).into_owned(),
            answer = a.shown(),
            query = &a.query,
            values = all
        );
        writeln!(out, "{line}")?;
        for w in &a.warnings {
            writeln!(out, "    {}", tr!(lang, "warning", text = w.message(lang)))?;
        }
    }
    Ok(())
}
