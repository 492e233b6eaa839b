//! What reading an XLS workbook will cost, measured from its BIFF records
//! before calamine sees them.
//!
//! calamine 0.38 reads every sheet of an XLS file when it opens it: it
//! reserves room for as many cells as a sheet's DIMENSIONS record claims
//! (up to 2³² rows × 256 columns: a damaged record asked for 1.5 TB and
//! aborted the process; found by `fuzz/run.sh`, target `table`), and it
//! builds each sheet as one dense grid from its lowest to its highest cell
//! (a cell at row 65536, column 65536 beside A1 asks for 4·10⁹ cells). So
//! both are counted here, for every sheet, the way calamine walks them.

/// What one sheet's records ask calamine to allocate.
#[derive(Debug, Default, PartialEq)]
pub struct SheetCost {
    /// The sheet's number in the workbook, from 1.
    pub sheet: usize,
    /// Cells reserved for the DIMENSIONS record's claim.
    pub claimed: u64,
    /// The claim as rows × columns.
    pub claimed_grid: (u64, u64),
    /// Rows × columns from the lowest to the highest cell.
    pub grid: (u64, u64),
}

impl SheetCost {
    /// Cells calamine allocates for the sheet: the reservation and the grid.
    pub fn cells(&self) -> u64 {
        self.claimed
            .saturating_add(self.grid.0.saturating_mul(self.grid.1))
    }
}

const BOF: u16 = 0x0809;
const EOF: u16 = 0x000A;
const BOUNDSHEET: u16 = 0x0085;
const DIMENSIONS: u16 = 0x0200;
const MULRK: u16 = 0x00BD;
/// Records calamine turns into one cell at (row, column) = their first
/// two u16s: Number, Label, RString, BoolErr, Rk, LabelSst, Formula.
const CELLS: [u16; 7] = [0x0203, 0x0204, 0x00D6, 0x0205, 0x027E, 0x00FD, 0x0006];

/// The records of a BIFF stream from `at`: (type, data); CONTINUE records
/// are left to the walker (they carry no cell positions).
fn records(stream: &[u8], mut at: usize) -> impl Iterator<Item = (u16, &[u8])> {
    std::iter::from_fn(move || {
        let head = stream.get(at..at.checked_add(4)?)?;
        let typ = u16::from_le_bytes([head[0], head[1]]);
        let len = u16::from_le_bytes([head[2], head[3]]) as usize;
        let data = stream.get(at + 4..at + 4 + len)?;
        at += 4 + len;
        Some((typ, data))
    })
}

fn u16_at(d: &[u8], at: usize) -> Option<u64> {
    d.get(at..at + 2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]) as u64)
}

fn u32_at(d: &[u8], at: usize) -> Option<u64> {
    d.get(at..at + 4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64)
}

/// The cost of every sheet the workbook globals list. `Err` names a
/// DIMENSIONS record that ends before it starts (calamine's count of its
/// rows would wrap around).
pub fn sheet_costs(stream: &[u8]) -> Result<Vec<SheetCost>, String> {
    let mut starts = Vec::new();
    for (typ, data) in records(stream, 0) {
        match typ {
            BOUNDSHEET => starts.extend(u32_at(data, 0)),
            EOF => break,
            _ => {}
        }
    }
    let mut costs = Vec::new();
    for (k, &pos) in starts.iter().enumerate() {
        let mut cost = SheetCost {
            sheet: k + 1,
            ..SheetCost::default()
        };
        let (mut lo, mut hi) = ((u64::MAX, u64::MAX), (0u64, 0u64));
        let mut seen = |row: u64, col: u64| {
            lo = (lo.0.min(row), lo.1.min(col));
            hi = (hi.0.max(row), hi.1.max(col));
        };
        // Embedded substreams (charts) nest between BOF and EOF; calamine
        // skips their records.
        let (mut seen_bof, mut depth) = (false, 0usize);
        for (typ, data) in records(stream, pos as usize) {
            if depth > 0 {
                match typ {
                    BOF => depth += 1,
                    EOF => depth -= 1,
                    _ => {}
                }
                continue;
            }
            match typ {
                BOF if seen_bof => depth += 1,
                BOF => seen_bof = true,
                EOF => break,
                DIMENSIONS => {
                    let (rows, cols) = claimed(data)?;
                    cost.claimed = cost.claimed.max(rows.saturating_mul(cols));
                    if rows.saturating_mul(cols)
                        >= cost.claimed_grid.0.saturating_mul(cost.claimed_grid.1)
                    {
                        cost.claimed_grid = (rows, cols);
                    }
                }
                MULRK if data.len() >= 6 => {
                    let (Some(row), Some(first), Some(last)) = (
                        u16_at(data, 0),
                        u16_at(data, 2),
                        u16_at(data, data.len() - 2),
                    ) else {
                        continue;
                    };
                    seen(row, first);
                    seen(row, last.max(first));
                }
                t if CELLS.contains(&t) => {
                    if let (Some(row), Some(col)) = (u16_at(data, 0), u16_at(data, 2)) {
                        seen(row, col);
                    }
                }
                _ => {}
            }
        }
        if lo.0 != u64::MAX {
            cost.grid = (hi.0 - lo.0 + 1, hi.1 - lo.1 + 1);
        }
        costs.push(cost);
    }
    Ok(costs)
}

/// Rows × columns a DIMENSIONS record claims, read as calamine 0.38 reads
/// it (BIFF5: u16 rows; BIFF8: u32 rows; a first column past 255 counts
/// from 0).
fn claimed(d: &[u8]) -> Result<(u64, u64), String> {
    let (first_row, last_row, first_col, last_col) = match d.len() {
        10 => (u16_at(d, 0), u16_at(d, 2), u16_at(d, 4), u16_at(d, 6)),
        14 | 16 => (u32_at(d, 0), u32_at(d, 4), u16_at(d, 8), u16_at(d, 10)),
        // calamine refuses the record; nothing is reserved.
        _ => return Ok((0, 0)),
    };
    let (Some(first_row), Some(last_row), Some(mut first_col), Some(last_col)) =
        (first_row, last_row, first_col, last_col)
    else {
        return Ok((0, 0));
    };
    if first_col > 0xFF || last_col < first_col {
        first_col = 0;
    }
    if last_row == 0 || last_col == 0 {
        return Ok((1, 1));
    }
    if last_row - 1 < first_row {
        return Err(format!(
            "its DIMENSIONS record ends at row {last_row} before it starts at row {}; the file is damaged",
            first_row + 1
        ));
    }
    Ok((last_row - first_row, last_col - first_col))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(typ: u16, data: &[u8]) -> Vec<u8> {
        let mut r = typ.to_le_bytes().to_vec();
        r.extend((data.len() as u16).to_le_bytes());
        r.extend(data);
        r
    }

    /// Globals naming one sheet, then that sheet's records.
    fn workbook(sheet: &[Vec<u8>]) -> Vec<u8> {
        let globals_len = (4 + 4) + (4 + 8) + 4;
        let mut s = record(BOF, &[0; 4]);
        let mut bound = (globals_len as u32).to_le_bytes().to_vec();
        bound.extend([0, 0, 0, 0]);
        s.extend(record(BOUNDSHEET, &bound));
        s.extend(record(EOF, &[]));
        assert_eq!(s.len(), globals_len);
        s.extend(record(BOF, &[0; 2]));
        for r in sheet {
            s.extend(r.iter());
        }
        s.extend(record(EOF, &[]));
        s
    }

    fn cell(row: u16, col: u16) -> Vec<u8> {
        let mut d = row.to_le_bytes().to_vec();
        d.extend(col.to_le_bytes());
        d.extend([0; 10]);
        record(0x0203, &d)
    }

    fn dims(first_row: u32, last_row: u32, first_col: u16, last_col: u16) -> Vec<u8> {
        let mut d = first_row.to_le_bytes().to_vec();
        d.extend(last_row.to_le_bytes());
        d.extend(first_col.to_le_bytes());
        d.extend(last_col.to_le_bytes());
        d.extend([0, 0]);
        record(DIMENSIONS, &d)
    }

    #[test]
    fn a_far_cell_spans_the_grid() {
        let costs = sheet_costs(&workbook(&[cell(0, 0), cell(65535, 255)])).unwrap();
        assert_eq!(costs.len(), 1);
        assert_eq!(costs[0].grid, (65536, 256));
    }

    #[test]
    fn a_dimensions_claim_is_counted() {
        let costs = sheet_costs(&workbook(&[dims(0, 4_000_000_000, 0, 200), cell(1, 1)])).unwrap();
        assert_eq!(costs[0].claimed_grid, (4_000_000_000, 200));
        assert_eq!(costs[0].grid, (1, 1));
        assert!(costs[0].cells() > 700_000_000_000);
    }

    #[test]
    fn a_backwards_claim_is_an_error() {
        let e = sheet_costs(&workbook(&[dims(10, 5, 0, 3)])).unwrap_err();
        assert!(e.contains("DIMENSIONS"), "{e}");
    }

    #[test]
    fn a_chart_inside_the_sheet_is_skipped() {
        let chart = [record(BOF, &[0; 2]), cell(60000, 60000), record(EOF, &[])].concat();
        let costs = sheet_costs(&workbook(&[cell(2, 3), chart])).unwrap();
        assert_eq!(costs[0].grid, (1, 1));
    }

    #[test]
    fn the_sample_is_small() {
        let bytes = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/samples/check/dialect-codes.xls"
        ))
        .unwrap();
        let stream = super::super::ole::workbook_stream(&bytes).unwrap();
        let costs = sheet_costs(&stream).unwrap();
        assert!(!costs.is_empty());
        assert!(costs.iter().all(|c| c.cells() < 100_000), "{costs:?}");
    }
}
