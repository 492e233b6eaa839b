//! The layout of the spreadsheet method's grid: heap 1 down the rows, heap 2
//! across (one heap: one row; three heaps: a block per value of heap 1).
//! Writers read cells through it; it computes nothing about the game.

use crate::game::{Game, State};
use crate::solve::{Code, Solution};

/// A grid over the live positions a solution knows.
#[derive(Debug, Clone)]
pub struct Grid {
    pub heaps: usize,
    /// Per heap, the least and greatest value shown.
    pub axes: Vec<(i64, i64)>,
}

/// One block of the grid (three-heap games have one per value of heap 1).
#[derive(Debug, Clone)]
pub struct Block {
    /// The fixed value of heap 1 in three-heap games.
    pub fixed: Option<i64>,
    /// Values down the rows (heap 1, or heap 2 in three-heap games); empty
    /// for one-heap games (a single row).
    pub rows: Vec<i64>,
    /// Values across the columns.
    pub cols: Vec<i64>,
}

impl Grid {
    /// The grid of a solved game; `None` when no position is live.
    pub fn of(game: &Game, sol: &Solution) -> Option<Grid> {
        Some(Grid {
            heaps: game.heaps,
            axes: sol.live_box(game)?,
        })
    }

    fn range(&self, h: usize) -> Vec<i64> {
        (self.axes[h].0..=self.axes[h].1).collect()
    }

    /// Number of cells.
    pub fn cells(&self) -> u64 {
        self.axes.iter().map(|(a, b)| (b - a + 1) as u64).product()
    }

    pub fn blocks(&self) -> Vec<Block> {
        match self.heaps {
            1 => vec![Block {
                fixed: None,
                rows: Vec::new(),
                cols: self.range(0),
            }],
            2 => vec![Block {
                fixed: None,
                rows: self.range(0),
                cols: self.range(1),
            }],
            _ => self
                .range(0)
                .into_iter()
                .map(|a| Block {
                    fixed: Some(a),
                    rows: self.range(1),
                    cols: self.range(2),
                })
                .collect(),
        }
    }

    /// The heaps of the cell at (row value, column value) of a block.
    pub fn position(&self, block: &Block, row: Option<i64>, col: i64) -> Vec<i64> {
        match (self.heaps, block.fixed, row) {
            (1, _, _) => vec![col],
            (2, _, Some(r)) => vec![r, col],
            (_, Some(a), Some(r)) => vec![a, r, col],
            _ => vec![col],
        }
    }

    /// The code of a cell, if the solution has it.
    pub fn code(&self, sol: &Solution, heaps: &[i64]) -> Option<Code> {
        sol.code(&State::of(heaps))
    }
}
