//! Where each position's cell is on a sheet, for every spreadsheet writer
//! (XLSX, the live-formula XLSX, ODS): the grid's layout, what part of the
//! grid a sheet shows, the rows in the order they are written, and the
//! starts' outline.

use super::Report;
use crate::exam::wording::Lang;
use crate::grid::{Block, Grid};

/// Rows above the grid: the title, the legend, a blank row.
pub const TOP: u32 = 3;

/// Values a wrapped one-heap row holds: its tens are in column A, its units
/// across.
pub const WRAP: i64 = 10;

/// Where the grid's cells are on a sheet: heap 1 down the rows, heap 2
/// across, one block per value of heap 1 in three-heap games, below each
/// other, each with its header row. One heap wraps like a hundred chart, as
/// a teacher lays it out by hand so that it prints on a page: the tens down
/// column A (shown as 0, 10, 20, …), the units 0–9 across, S = the sum.
#[derive(Debug, Clone)]
pub struct Layout {
    pub heaps: usize,
    pub axes: Vec<(i64, i64)>,
    pub blocks: Vec<Block>,
}

impl Layout {
    pub fn of(grid: &Grid) -> Layout {
        let blocks = if grid.heaps == 1 {
            let (lo, hi) = grid.axes[0];
            vec![Block {
                fixed: None,
                rows: (lo.div_euclid(WRAP)..=hi.div_euclid(WRAP)).collect(),
                cols: (0..WRAP).collect(),
            }]
        } else {
            grid.blocks()
        };
        Layout {
            heaps: grid.heaps,
            axes: grid.axes.clone(),
            blocks,
        }
    }

    /// One heap, wrapped into rows of [`WRAP`] values.
    pub fn wrapped(&self) -> bool {
        self.heaps == 1
    }

    /// Rows a block takes: its header, its rows, a blank row.
    pub fn stride(&self) -> u32 {
        let rows = self.blocks.first().map_or(0, |b| b.rows.len().max(1));
        rows as u32 + 2
    }

    /// The header row of block `b`.
    pub fn header_row(&self, b: usize) -> u32 {
        TOP + b as u32 * self.stride()
    }

    /// The sheet row of a block's row.
    pub fn row_of(&self, b: usize, row: Option<i64>) -> u32 {
        let off = match (row, self.blocks[b].rows.first()) {
            (Some(r), Some(&first)) => (r - first) as u32,
            _ => 0,
        };
        self.header_row(b) + 1 + off
    }

    /// The sheet column of a column value.
    pub fn col_of(&self, col: i64) -> u16 {
        let first = if self.wrapped() {
            0
        } else {
            self.axes[self.heaps - 1].0
        };
        1 + (col - first) as u16
    }

    /// The last column of the grid.
    pub fn last_col(&self) -> u16 {
        if self.wrapped() {
            return WRAP as u16;
        }
        let (lo, hi) = self.axes[self.heaps - 1];
        1 + (hi - lo) as u16
    }

    /// The heaps of the cell at (row value, column value) of block `b`;
    /// `None` for the blank cells of a wrapped row outside the range.
    pub fn heaps_at(&self, b: usize, row: Option<i64>, col: i64) -> Option<Vec<i64>> {
        let block = &self.blocks[b];
        match (self.heaps, block.fixed, row) {
            (1, _, Some(tens)) => {
                let s = tens * WRAP + col;
                let (lo, hi) = self.axes[0];
                (lo..=hi).contains(&s).then(|| vec![s])
            }
            (1, _, None) => Some(vec![col]),
            (2, _, Some(r)) => Some(vec![r, col]),
            (_, Some(a), Some(r)) => Some(vec![a, r, col]),
            _ => None,
        }
    }

    /// The first and last row holding cells (header rows between blocks included).
    pub fn data_rows(&self) -> (u32, u32) {
        let last = self.blocks.len() - 1;
        let last_row = self.blocks[last].rows.last().copied();
        (
            self.row_of(0, self.blocks[0].rows.first().copied()),
            self.row_of(last, last_row),
        )
    }

    /// The cell showing a position, if the grid has it.
    pub fn cell_of(&self, heaps: &[i64]) -> Option<(u32, u16)> {
        if heaps.len() < self.heaps {
            return None;
        }
        for (h, &(lo, hi)) in self.axes.iter().enumerate() {
            if heaps[h] < lo || heaps[h] > hi {
                return None;
            }
        }
        Some(match self.heaps {
            1 => {
                let s = heaps[0];
                (
                    self.row_of(0, Some(s.div_euclid(WRAP))),
                    self.col_of(s.rem_euclid(WRAP)),
                )
            }
            2 => (self.row_of(0, Some(heaps[0])), self.col_of(heaps[1])),
            _ => {
                let b = (heaps[0] - self.axes[0].0) as usize;
                (self.row_of(b, Some(heaps[1])), self.col_of(heaps[2]))
            }
        })
    }

    /// The corner text of a block's header row (`S` on a wrapped grid is
    /// what `check` reads as tens down, units across).
    pub fn corner(&self, b: usize) -> String {
        match (self.heaps, self.blocks[b].fixed) {
            (1, _) => "S".into(),
            (2, _) => "h1\\h2".into(),
            (_, Some(a)) => format!("h1={a}: h2\\h3"),
            _ => String::new(),
        }
    }

    /// The layout of a grid that must fit a sheet.
    ///
    /// # Errors
    /// The grid does not fit (see [`Layout::check_fits`]).
    pub fn fitting(grid: &Grid) -> anyhow::Result<Layout> {
        let layout = Layout::of(grid);
        layout.check_fits()?;
        Ok(layout)
    }

    /// Checks that the grid fits a sheet (1 048 576 rows, 16 384 columns).
    pub fn check_fits(&self) -> anyhow::Result<()> {
        let (lo, hi) = self.axes[self.heaps - 1];
        let cols = hi - lo + 2;
        let rows = u64::from(TOP) + self.blocks.len() as u64 * u64::from(self.stride());
        if cols > 16_384 || rows > 1_048_576 {
            anyhow::bail!(
                "the table has {} rows and {cols} columns; a spreadsheet holds at most 1048576 rows and 16384 columns (use CSV)",
                rows
            );
        }
        Ok(())
    }
}

/// The grid a spreadsheet shows: the report's, but an open range of S on a
/// one-heap game stops at the end of the wrapped row holding the largest
/// reported answer (the rest is the same pattern on, and 1000 values would
/// print as pages of it).
pub fn shown_grid(r: &Report) -> Option<Grid> {
    let mut grid = r.grid.clone()?;
    if grid.heaps == 1 && r.task.game.s_range.hi.is_none() {
        let need = r
            .answers
            .iter()
            .flat_map(|a| a.answer.split_whitespace())
            .filter_map(|v| v.parse::<i64>().ok())
            .max();
        if let Some(need) = need {
            let end = (need.div_euclid(WRAP) + 1) * WRAP - 1;
            grid.axes[0].1 = grid.axes[0].1.min(end.max(grid.axes[0].0));
        }
    }
    Some(grid)
}

/// The layout of the grid a spreadsheet shows ([`shown_grid`]), checked to fit.
///
/// # Errors
/// The grid does not fit a sheet.
pub fn layout_of(r: &Report) -> anyhow::Result<Option<Layout>> {
    shown_grid(r).as_ref().map(Layout::fitting).transpose()
}

/// The line under the legend: how to read a wrapped grid, and where an
/// open range stops; empty when there is nothing to say.
pub fn grid_note(r: &Report, layout: &Layout, lang: Lang) -> String {
    let mut parts = Vec::new();
    if layout.wrapped() {
        parts.push(crate::tr!(lang, "sheet-grid-wrapped"));
    }
    if r.task.game.per_player() {
        parts.push(crate::tr!(lang, "sheet-grid-per-player"));
    }
    let range = r.task.game.s_range;
    if range.hi.is_none() && layout.heaps == 1 {
        let (lo, hi) = layout.axes[0];
        parts.push(crate::tr!(
            lang,
            "sheet-grid-open",
            lo = range.lo,
            from = lo,
            to = hi
        ));
    }
    parts.join(" ")
}

/// The cell that shows an answer: the start of its first reported value.
pub fn answer_cell(r: &Report, a: &crate::exam::Answer, layout: &Layout) -> Option<(u32, u16)> {
    let first: Option<i64> = a.answer.split_whitespace().next()?.parse().ok();
    let pair = a
        .pairs
        .iter()
        .find(|p| Some(p.1) == first)
        .or_else(|| a.pairs.first())?;
    let start = r.starts.iter().find(|s| (s.k, s.s) == *pair)?;
    layout.cell_of(&start.state.heaps[..layout.heaps])
}

/// The grid's rows in sheet order: (block, row value, sheet row). Writers
/// go through them in this order (low-memory sheets take rows in order only).
pub fn rows(layout: &Layout) -> Vec<(usize, Option<i64>, u32)> {
    let mut out = Vec::new();
    for (b, block) in layout.blocks.iter().enumerate() {
        if block.rows.is_empty() {
            out.push((b, None, layout.row_of(b, None)));
        }
        for &r in &block.rows {
            out.push((b, Some(r), layout.row_of(b, Some(r))));
        }
    }
    out
}

/// The start positions' cells and, for each, which of its sides border a
/// cell that is not a start (so the starts are outlined as one region).
pub struct Outline {
    cells: rustc_hash::FxHashSet<(u32, u16)>,
    rows: rustc_hash::FxHashSet<u32>,
}

impl Outline {
    pub fn new(layout: &Layout, starts: &[crate::exam::StartInfo]) -> Outline {
        let cells: rustc_hash::FxHashSet<(u32, u16)> = starts
            .iter()
            .filter_map(|s| layout.cell_of(&s.state.heaps[..layout.heaps]))
            .collect();
        let rows = cells.iter().map(|&(r, _)| r).collect();
        Outline { cells, rows }
    }

    /// The sides bits of a cell (0 when it is no start).
    pub fn sides(&self, row: u32, col: u16) -> usize {
        if !self.cells.contains(&(row, col)) {
            return 0;
        }
        let out = |r: i64, c: i64| -> bool {
            r < 0 || c < 0 || !self.cells.contains(&(r as u32, c as u16))
        };
        let (r, c) = (i64::from(row), i64::from(col));
        usize::from(out(r - 1, c))
            | usize::from(out(r, c + 1)) << 1
            | usize::from(out(r + 1, c)) << 2
            | usize::from(out(r, c - 1)) << 3
    }

    pub fn is_start_row(&self, row: u32) -> bool {
        self.rows.contains(&row)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(heaps: usize, axes: Vec<(i64, i64)>) -> Layout {
        Layout::of(&Grid { heaps, axes })
    }

    #[test]
    fn cells_of_positions() {
        let l = layout(2, vec![(7, 69), (1, 69)]);
        assert_eq!(l.cell_of(&[7, 1]), Some((TOP + 1, 1)));
        assert_eq!(l.cell_of(&[8, 3]), Some((TOP + 2, 3)));
        assert_eq!(l.cell_of(&[6, 3]), None);
        // One heap wraps: S = 4 is tens 0, units 4; S = 10 starts the next row.
        let l = layout(1, vec![(1, 10)]);
        assert_eq!(l.cell_of(&[4]), Some((TOP + 1, 5)));
        assert_eq!(l.cell_of(&[10]), Some((TOP + 2, 1)));
        assert_eq!(l.heaps_at(0, Some(0), 0), None, "S = 0 is outside 1..10");
        assert_eq!(l.last_col(), 10);
        let l = layout(3, vec![(1, 2), (1, 3), (1, 4)]);
        // block 1 (h1 = 2) starts after 1 header + 3 rows + 1 blank.
        assert_eq!(l.cell_of(&[2, 1, 1]), Some((TOP + 5 + 1, 1)));
        assert_eq!(l.data_rows(), (TOP + 1, TOP + 5 + 3));
    }
}
