//! An XLSX sheet read cell by cell into a [`Sheet`], without calamine's
//! dense grids: `worksheet_range` keeps the cells three times over (a
//! sparse list, a dense grid of borrowed values, a dense grid of owned
//! ones, each label a `String`), about 100 bytes a cell; this keeps 24 while
//! reading and 16 after. The values are the ones `worksheet_range` gives
//! (the same cell reader underneath).

use std::io::{Read, Seek};

use calamine::{DataRef, Xlsx, XlsxError};

use super::{Sheet, Text, Value};

/// Reads the sheet `name` of `wb` (a chart sheet reads as empty, as with
/// `worksheet_range`).
///
/// # Errors
/// calamine's, on damaged XML.
pub fn xlsx_sheet<RS: Read + Seek>(wb: &mut Xlsx<RS>, name: &str) -> Result<Sheet, XlsxError> {
    let mut reader = match wb.worksheet_cells_reader(name) {
        Ok(r) => r,
        Err(XlsxError::NotAWorksheet(_)) => return Ok(Sheet::new(name)),
        Err(e) => return Err(e),
    };
    let mut cells = Vec::new();
    while let Some(cell) = reader.next_cell()? {
        let value = value(cell.get_value());
        if !matches!(value, Value::Empty) {
            let (row, col) = cell.get_position();
            cells.push((row, col, value));
        }
    }
    Ok(from_cells(name, cells))
}

fn value(d: &DataRef) -> Value {
    match d {
        DataRef::Empty => Value::Empty,
        DataRef::Int(i) => Value::Number(*i as f64),
        DataRef::Float(f) => Value::Number(*f),
        DataRef::String(s) => Value::Text(Text::new(s)),
        DataRef::SharedString(s) => Value::Text(Text::new(s)),
        DataRef::Bool(b) => Value::Text(if *b { "TRUE" } else { "FALSE" }.into()),
        DataRef::DateTime(d) => Value::Number(d.as_f64()),
        DataRef::DateTimeIso(s) | DataRef::DurationIso(s) => Value::Text(Text::new(s)),
        DataRef::Error(e) => Value::Error(Box::new(format!("{e}"))),
    }
}

/// A sheet of cells given by position, in any order; a cell given twice
/// keeps its last value (as calamine's grid does).
pub fn from_cells(name: &str, mut cells: Vec<(u32, u32, Value)>) -> Sheet {
    if !cells.is_sorted_by_key(|c| (c.0, c.1)) {
        // Stable: of two values for one cell the later stays last.
        cells.sort_by_key(|c| (c.0, c.1));
    }
    let mut sheet = Sheet::new(name);
    let Some(last) = cells.last() else {
        return sheet;
    };
    let rows = last.0 as usize + 1;
    // Every row from column A to its last cell, reserved once.
    let mut width = 0usize;
    for (i, c) in cells.iter().enumerate() {
        if cells.get(i + 1).is_none_or(|n| n.0 != c.0) {
            width += c.1 as usize + 1;
        }
    }
    sheet.reserve(width, rows);
    let mut at = 0;
    let mut row = Vec::new();
    for r in 0..rows as u32 {
        row.clear();
        while let Some((cr, cc, _)) = cells.get(at) {
            if *cr != r {
                break;
            }
            let c = *cc as usize;
            if row.len() <= c {
                row.resize(c + 1, Value::Empty);
            }
            row[c] = std::mem::replace(&mut cells[at].2, Value::Empty);
            at += 1;
        }
        sheet.push_row(row.drain(..));
    }
    sheet
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_in_any_order_make_the_same_sheet() {
        let n = |f: f64| Value::Number(f);
        let sheet = from_cells(
            "S",
            vec![
                (2, 1, n(3.0)),
                (0, 2, n(1.0)),
                (0, 2, n(2.0)),
                (2, 0, n(4.0)),
            ],
        );
        assert_eq!(sheet.height(), 3);
        assert_eq!(sheet.get(0, 2), &n(2.0));
        assert_eq!(sheet.row(1), &[]);
        assert_eq!(sheet.row(2), &[n(4.0), n(3.0)]);
        assert_eq!(from_cells("S", Vec::new()).height(), 0);
    }
}
