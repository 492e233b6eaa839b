//! XLSX, XLSM, XLSB and ODS: a zip of XML (or binary) parts, read through
//! calamine once the zip's unpacked size and the sheets' extent say the
//! reading fits in memory.

use std::io::Cursor;
use std::path::Path;

use calamine::{Ods, Reader, Xlsb, Xlsx};

use super::{a1, contains, damaged, dims_area, err, extent, sparse, to_sheet, too_large, xlsb};
use super::{Area, Book, Format, ImportError, Value};
use crate::i18n::Msg;
use crate::msg;

/// Reads a zipped workbook (its kind told by the names inside, else by the
/// extension), refusing one whose reading would need more than `limit`.
pub(super) fn read(path: &Path, bytes: &[u8], ext: &str, limit: u64) -> Result<Book, ImportError> {
    // Which workbook is inside: look at the zip's names (the central
    // directory is at the end; a truncated file has none).
    let has = |name: &[u8]| contains(bytes, name);
    let kind = if has(b"mimetypeapplication/vnd.oasis.opendocument") || ext == "ods" {
        Format::Ods
    } else if has(b"xl/workbook.bin") || ext == "xlsb" {
        Format::Xlsb
    } else if has(b"xl/workbook.xml") || matches!(ext, "xlsx" | "xlsm") {
        Format::Xlsx
    } else {
        return Err(err(path, msg!("import-zip-not-a-spreadsheet")));
    };
    let too_much = |need: u64, what: Msg| {
        too_large(
            path,
            need,
            what,
            limit,
            msg!("import-advice-split-workbook"),
        )
    };
    let xml_text = |xml: u64| msg!("import-xml-unpacked", size = crate::solve::human_bytes(xml));
    // XLSX sheets are read cell by cell (`sparse`): their XML is streamed,
    // not kept, and costs what their cells do; the rest of the XML (shared
    // strings, styles) is kept, as is every part of an XLSB or ODS file.
    let xlsx = kind == Format::Xlsx;
    // What the zip's directory says first (a zip bomb is refused unread),
    // then what its entries really unpack to and the sheets' grids span.
    if let Some((xml, sheets_xml)) = unpacked_size(bytes) {
        let kept = if xlsx { xml - sheets_xml } else { xml };
        let need = kept
            .saturating_mul(MEMORY_PER_XML_BYTE)
            .saturating_add(ZIP_READING);
        if need > limit {
            return Err(too_much(need, xml_text(kept)));
        }
        if xlsx && sheets_xml / XLSX_SHEET_XML_PER_LIMIT > limit {
            return Err(err(
                path,
                msg!(
                    "import-sheets-xml",
                    size = crate::solve::human_bytes(sheets_xml),
                    times = XLSX_SHEET_XML_PER_LIMIT,
                    limit = crate::resources::limit_named(limit)
                ),
            ));
        }
    }
    let extent_kind = match kind {
        Format::Ods => extent::Kind::Ods,
        Format::Xlsb => extent::Kind::Xlsb,
        _ => extent::Kind::Xlsx,
    };
    let stop_at = if xlsx {
        limit.saturating_mul(XLSX_SHEET_XML_PER_LIMIT + 1)
    } else {
        (limit / MEMORY_PER_XML_BYTE).saturating_add(1)
    };
    if let Some(m) = extent::measure(bytes, extent_kind, stop_at).map_err(|e| err(path, e))? {
        let kept = if xlsx {
            m.unpacked - m.sheets_xml
        } else {
            m.unpacked
        };
        let xml_need = kept
            .saturating_mul(MEMORY_PER_XML_BYTE)
            .saturating_add(ZIP_READING);
        let largest = m
            .largest
            .as_ref()
            .map_or(0, |(_, r, c)| r.saturating_mul(*c));
        let cells_need = if xlsx {
            // Every sheet's grid, and the largest one's cells once more
            // while they are read (24 bytes, a growing vector: 48), no more
            // than its XML holds (a cell takes 12 bytes of XML at least).
            m.cells
                .saturating_mul(std::mem::size_of::<Value>() as u64)
                .saturating_add(largest.min(m.sheets_xml / 12).saturating_mul(48))
        } else {
            m.cells.saturating_mul(extent::BYTES_PER_CELL)
        };
        // The cells' text, each its own copy: once in our sheet (an XLSX
        // sheet is read cell by cell), three times for XLSB and ODS
        // (calamine's cells, its grid, ours). Measured: one shared string
        // of 100 KB in 10 000 cells peaked at 984 MB (953.7 MiB of text);
        // 10 KB repeated in 100 000 ODS cells, at 2.95 GB.
        let cells_need = cells_need.saturating_add(if xlsx {
            m.text
        } else {
            m.text.saturating_mul(3)
        });
        if xml_need > limit || m.unpacked >= stop_at {
            return Err(too_much(
                xml_need,
                msg!("import-more-than-directory", size = xml_text(kept)),
            ));
        }
        let need = xml_need.saturating_add(cells_need);
        if need > limit {
            let what = match &m.largest {
                // Text repeated far beyond what the file holds.
                _ if m.text > xml_need.max(m.cells.saturating_mul(extent::BYTES_PER_CELL)) => {
                    msg!(
                        "import-text-repeated",
                        size = crate::solve::human_bytes(m.text),
                        cells = m.cells
                    )
                }
                // A grid far larger than its XML could fill: cells far out.
                Some((entry, rows, cols))
                    if cells_need > xml_need
                        && (!xlsx || largest > m.sheets_xml.saturating_mul(10)) =>
                {
                    msg!(
                        "import-entry-span",
                        entry = entry,
                        rows = *rows,
                        columns = *cols,
                        corner = a1(
                            rows.saturating_sub(1) as usize,
                            cols.saturating_sub(1) as usize
                        )
                    )
                }
                _ => msg!(
                    "import-xml-and-cells",
                    size = xml_text(kept),
                    cells = m.cells
                ),
            };
            return Err(too_much(need, what));
        }
    }
    let cursor = Cursor::new(bytes);
    let mut sheets = Vec::new();
    match kind {
        Format::Xlsx => {
            let mut wb: Xlsx<_> = Xlsx::new(cursor).map_err(|e| damaged(path, "XLSX", e))?;
            for name in wb.sheet_names() {
                let mut sheet = sparse::xlsx_sheet(&mut wb, &name)
                    .map_err(|e| damaged(path, "XLSX", format!("sheet '{name}': {e}")))?;
                sheet.merged = wb
                    .merge_cells_by_sheet_name(&name)
                    .map(|m| m.iter().map(dims_area).collect())
                    .unwrap_or_default();
                sheets.push(sheet);
            }
        }
        Format::Xlsb => {
            let full = xlsb::with_full_cell_records(bytes);
            let cursor = Cursor::new(full.as_deref().unwrap_or(bytes));
            let mut wb: Xlsb<_> = Xlsb::new(cursor).map_err(|e| damaged(path, "XLSB", e))?;
            for name in wb.sheet_names() {
                let range = wb
                    .worksheet_range(&name)
                    .map_err(|e| damaged(path, "XLSB", format!("sheet '{name}': {e}")))?;
                sheets.push(to_sheet(&name, &range));
            }
        }
        _ => {
            let mut wb: Ods<_> = Ods::new(cursor).map_err(|e| damaged(path, "ODS", e))?;
            // calamine does not report an ODS file's merged cells.
            let merged = ods_merged(bytes).unwrap_or_default();
            for name in wb.sheet_names() {
                let range = wb
                    .worksheet_range(&name)
                    .map_err(|e| damaged(path, "ODS", format!("sheet '{name}': {e}")))?;
                let mut sheet = to_sheet(&name, &range);
                sheet.merged = merged
                    .iter()
                    .filter(|(s, _)| *s == name)
                    .map(|(_, a)| *a)
                    .collect();
                sheets.push(sheet);
            }
        }
    }
    Ok(Book {
        format: kind,
        sheets,
        note: None,
    })
}

/// Peak memory per byte of unpacked XML when a workbook is read (measured:
/// a 53 MB XLSX with 606 MB of XML peaked at 2.8 GB, about 4.7 bytes per
/// byte; see README, Security).
const MEMORY_PER_XML_BYTE: u64 = 5;

/// The unpacked size of a zip's entries, from its central directory, read
/// before anything is unpacked (a "zip bomb" is refused before it expands),
/// and of its XLSX worksheets among them. `None` when the directory cannot
/// be read (calamine will say why).
fn unpacked_size(bytes: &[u8]) -> Option<(u64, u64)> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).ok()?;
    let (mut total, mut sheets) = (0u64, 0u64);
    for i in 0..zip.len() {
        let entry = zip.by_index_raw(i).ok()?;
        total = total.saturating_add(entry.size());
        let name = entry.name().unwrap_or_default();
        if name.starts_with("xl/worksheets/") && name.ends_with(".xml") {
            sheets = sheets.saturating_add(entry.size());
        }
    }
    Some((total, sheets))
}

/// Heap for reading any zipped workbook: the inflater's window and state,
/// the XML reader's buffers, calamine's tables.
const ZIP_READING: u64 = 128 << 10;

/// An XLSX sheet's XML past this many times the memory limit is refused
/// unread: a table's cell takes 30 bytes of XML or more and 16 of memory.
const XLSX_SHEET_XML_PER_LIMIT: u64 = 4;

/// The merged areas of an ODS file, per sheet: cells with
/// `table:number-columns-spanned` or `table:number-rows-spanned` above 1.
/// `None` when content.xml cannot be read (calamine will have said why).
fn ods_merged(bytes: &[u8]) -> Option<Vec<(String, Area)>> {
    use quick_xml::events::Event;
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).ok()?;
    let mut xml = String::new();
    zip.by_name("content.xml")
        .ok()?
        .read_to_string(&mut xml)
        .ok()?;
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut out = Vec::new();
    let (mut sheet, mut row, mut col) = (String::new(), 0usize, 0usize);
    let mut row_repeat = 1usize;
    let attr = |e: &quick_xml::events::BytesStart, name: &str| -> Option<String> {
        e.attributes()
            .flatten()
            .find(|a| a.key.as_ref() == name)
            .map(|a| a.value.into_owned())
    };
    let num = |v: Option<String>| v.and_then(|s| s.parse::<usize>().ok()).unwrap_or(1);
    loop {
        let (e, empty) = match reader.read_event() {
            Ok(Event::Start(e)) => (e, false),
            Ok(Event::Empty(e)) => (e, true),
            Ok(Event::End(e)) => {
                if e.name().as_ref() == "table:table-row" {
                    row = row.saturating_add(row_repeat);
                }
                continue;
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => continue,
        };
        match e.name().as_ref() {
            "table:table" => {
                sheet = attr(&e, "table:name").unwrap_or_default();
                row = 0;
            }
            "table:table-row" => {
                col = 0;
                row_repeat = num(attr(&e, "table:number-rows-repeated"));
                if empty {
                    row = row.saturating_add(row_repeat);
                }
            }
            "table:table-cell" | "table:covered-table-cell" => {
                let cols = num(attr(&e, "table:number-columns-spanned"));
                let rows = num(attr(&e, "table:number-rows-spanned"));
                if cols > 1 || rows > 1 {
                    out.push((
                        sheet.clone(),
                        Area {
                            top: row,
                            left: col,
                            bottom: row + rows - 1,
                            right: col + cols - 1,
                        },
                    ));
                }
                col = col.saturating_add(num(attr(&e, "table:number-columns-repeated")));
            }
            _ => {}
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unpacked_size_is_read_from_the_directory() {
        let bytes = std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/check/correct.xlsx"),
        )
        .unwrap();
        let (n, sheets) = unpacked_size(&bytes).unwrap();
        assert!(n > bytes.len() as u64, "{n} unpacked from {}", bytes.len());
        assert!(sheets > 0 && sheets < n, "{sheets} of {n} in the sheets");
        assert_eq!(unpacked_size(b"PK\x03\x04 truncated"), None);
    }
}
