//! XLS (Excel 97–2003, BIFF8 in an OLE container) through calamine, after
//! the container's chains are checked and the sheets' size is measured
//! ([`super::ole`], [`super::biff`]).

use std::io::Cursor;
use std::path::Path;

use calamine::{Reader, Xls};

use super::{biff, contains, damaged, dims_area, err, extent, ole, to_sheet, too_large};
use crate::msg;

use super::{encrypted, Book, Format, ImportError};

/// The first bytes of every OLE compound file.
pub(super) const OLE_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// Reads an XLS workbook, refusing an encrypted one and one that would need
/// more than `max_bytes`.
pub(super) fn read(path: &Path, bytes: &[u8], max_bytes: u64) -> Result<Book, ImportError> {
    if contains(bytes, &utf16("EncryptionInfo")) || contains(bytes, &utf16("EncryptedPackage")) {
        return Err(err(path, encrypted()));
    }
    ole::check_chains(bytes).map_err(|e| damaged(path, "XLS", e))?;
    xls_fits(path, bytes, max_bytes)?;
    let mut wb = Xls::new(Cursor::new(bytes)).map_err(|e| damaged(path, "XLS", e))?;
    let names = wb.sheet_names();
    let mut sheets = Vec::new();
    for name in names {
        let range = wb
            .worksheet_range(&name)
            .map_err(|e| damaged(path, "XLS", format!("sheet '{name}': {e}")))?;
        let mut sheet = to_sheet(&name, &range);
        if let Ok(m) = wb.merge_cells_by_sheet_name(&name) {
            sheet.merged = m.iter().map(dims_area).collect();
        }
        sheets.push(sheet);
    }
    Ok(Book {
        format: Format::Xls,
        sheets,
        note: None,
    })
}

/// Refuses an XLS workbook whose sheets would make calamine allocate more
/// than `max_bytes` (see [`biff`]): a DIMENSIONS record's claim or a cell
/// far from the others.
fn xls_fits(path: &Path, bytes: &[u8], max_bytes: u64) -> Result<(), ImportError> {
    let Some(stream) = ole::workbook_stream(bytes) else {
        return Ok(()); // calamine says why it cannot read it
    };
    let costs = biff::sheet_costs(&stream).map_err(|e| damaged(path, "XLS", e))?;
    let need = costs
        .iter()
        .fold(0u64, |n, c| n.saturating_add(c.cells()))
        .saturating_mul(extent::BYTES_PER_CELL);
    let Some(worst) = costs.iter().max_by_key(|c| c.cells()) else {
        return Ok(());
    };
    if need <= max_bytes {
        return Ok(());
    }
    let claim = worst.claimed_grid.0.saturating_mul(worst.claimed_grid.1);
    let what = if claim / 2 > worst.grid.0.saturating_mul(worst.grid.1) {
        msg!(
            "import-xls-dimensions",
            sheet = worst.sheet,
            rows = worst.claimed_grid.0,
            columns = worst.claimed_grid.1
        )
    } else {
        msg!(
            "import-xls-span",
            sheet = worst.sheet,
            rows = worst.grid.0,
            columns = worst.grid.1
        )
    };
    Err(too_large(path, need, what, max_bytes, ""))
}

/// `s` as UTF-16LE bytes, as an OLE directory writes its entries' names.
fn utf16(s: &str) -> Vec<u8> {
    s.encode_utf16().flat_map(|u| u.to_le_bytes()).collect()
}
