//! What reading a zipped workbook will cost, measured from its content
//! before calamine sees it: the XML as it really unpacks (a zip directory
//! may understate it) and each sheet's grid as its cell references span it.
//!
//! calamine 0.38 builds every sheet as one dense grid (`Range::from_sparse`)
//! from the lowest to the highest cell it meets: one cell at `XFD1048576`
//! beside one at A1 asks for 17·10⁹ cells (512 GiB) and aborts the process;
//! a reference past the last row (`A99999999999`) panics; an ODS cell
//! repeated 1048576 × 16384 times is only refused past 10⁸ cells (3 GiB).
//! So the grids are measured here, repeats counted, and a workbook that
//! would not fit is refused before anything is allocated.

use std::io::{BufReader, Cursor, Read};

use quick_xml::events::{BytesStart, Event};

use super::a1;

/// Excel's last row and column (also LibreOffice's largest sheet).
const MAX_ROWS: u64 = 1 << 20;
const MAX_COLS: u64 = 1 << 14;

/// Bytes per cell of a dense grid while it is read: calamine's cell and ours.
pub const BYTES_PER_CELL: u64 = 64;

/// The measured size of a workbook.
#[derive(Debug, Default, PartialEq)]
pub struct Extent {
    /// Bytes of all entries, unpacked.
    pub unpacked: u64,
    /// Cells of every sheet's grid, from A1 to its farthest cell.
    pub cells: u64,
    /// The sheet with the largest grid: its entry and farthest cell.
    pub largest: Option<(String, u64, u64)>,
    /// Bytes of the XLSX worksheets' XML, unpacked (part of `unpacked`).
    pub sheets_xml: u64,
    /// Bytes of text the cells hold once read, each cell its own copy: a
    /// shared string used 10 000 times, an ODS cell repeated across rows
    /// and columns, count that many times (a 31 KB file can hold 1 GB).
    pub text: u64,
}

/// Which kind of sheet entries to look into.
#[derive(Clone, Copy, PartialEq)]
pub enum Kind {
    Xlsx,
    Xlsb,
    Ods,
}

/// Measures the workbook; `stop_at` unpacked bytes ends the reading early
/// (the caller refuses it anyway). `Err` names a cell beyond a sheet's last
/// row or column. `Ok(None)` when the zip cannot be read (calamine will
/// say why).
pub fn measure(bytes: &[u8], kind: Kind, stop_at: u64) -> Result<Option<Extent>, String> {
    let Ok(mut zip) = zip::ZipArchive::new(Cursor::new(bytes)) else {
        return Ok(None);
    };
    let mut ext = Extent::default();
    // The shared strings' lengths first: the sheets' cells refer to them
    // by number, and the zip may hold them after the sheets.
    let shared = match kind {
        Kind::Xlsx => shared_string_lengths(&mut zip, stop_at),
        _ => Vec::new(),
    };
    for i in 0..zip.len() {
        // An entry that cannot be opened is not read by calamine either;
        // the others are still measured (one damaged entry must not let a
        // far-flung sheet past: found by fuzz/run.sh, target `table`).
        let Ok(entry) = zip.by_index(i) else {
            continue;
        };
        let name = entry.name().map(|n| n.to_string()).unwrap_or_default();
        let xml = name.ends_with(".xml") || name.ends_with(".rels");
        let mut counted = Counted {
            inner: entry,
            n: 0,
            stop: stop_at.saturating_sub(ext.unpacked),
            forbidden: xml.then(crate::xml_text::Forbidden::default),
        };
        let xlsx_sheet =
            kind == Kind::Xlsx && name.starts_with("xl/worksheets/") && name.ends_with(".xml");
        let grid = match kind {
            Kind::Xlsx if xlsx_sheet => {
                let (grid, text) = xlsx_grid(&mut counted, &shared)?;
                ext.text = ext.text.saturating_add(text);
                grid
            }
            Kind::Ods if name == "content.xml" => {
                let (grid, text) = ods_grid(&mut counted)?;
                ext.text = ext.text.saturating_add(text);
                grid
            }
            Kind::Xlsb if name.starts_with("xl/worksheets/") && name.ends_with(".bin") => {
                let mut data = Vec::new();
                // A read error is calamine's to report.
                let _ = counted.read_to_end(&mut data);
                super::xlsb::extent(&data)?
            }
            _ => Vec::new(),
        };
        // The rest of the entry, counted.
        let _ = std::io::copy(&mut counted, &mut std::io::sink());
        // A character XML forbids: calamine would read on without a word.
        if let Some(m) = counted.forbidden.as_ref().and_then(|f| f.message(&name)) {
            return Err(m);
        }
        ext.unpacked = ext.unpacked.saturating_add(counted.n);
        if xlsx_sheet {
            ext.sheets_xml = ext.sheets_xml.saturating_add(counted.n);
        }
        for (rows, cols) in grid {
            let cells = rows.saturating_mul(cols);
            ext.cells = ext.cells.saturating_add(cells);
            if ext.largest.as_ref().is_none_or(|(_, r, c)| r * c < cells) {
                ext.largest = Some((name.clone(), rows, cols));
            }
        }
        if ext.unpacked >= stop_at {
            break;
        }
    }
    Ok(Some(ext))
}

/// A reader that counts its bytes and ends at `stop`, looking for
/// characters XML forbids in an XML part.
struct Counted<R> {
    inner: R,
    n: u64,
    stop: u64,
    forbidden: Option<crate::xml_text::Forbidden>,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.n >= self.stop {
            return Ok(0);
        }
        let k = self.inner.read(buf)?;
        self.n += k as u64;
        if let Some(f) = &mut self.forbidden {
            f.feed(&buf[..k]);
        }
        Ok(k)
    }
}

fn beyond(what: &str) -> String {
    format!(
        "{what} lies beyond the last cell a sheet can have ({}); the file is damaged",
        a1(MAX_ROWS as usize - 1, MAX_COLS as usize - 1)
    )
}

fn attr(e: &BytesStart, name: &str) -> Option<String> {
    e.attributes()
        .flatten()
        .find(|a| a.key.as_ref() == name)
        .map(|a| a.value.into_owned())
}

fn local(e: &BytesStart) -> String {
    let n = e.name();
    let n: &str = n.as_ref();
    n.rsplit(':').next().unwrap_or(n).to_string()
}

/// The length in bytes of each shared string of an XLSX workbook (its
/// `<si>` texts), read up to `stop_at` bytes; empty when there are none.
fn shared_string_lengths<R: Read + std::io::Seek>(
    zip: &mut zip::ZipArchive<R>,
    stop_at: u64,
) -> Vec<u64> {
    let Ok(entry) = zip.by_name("xl/sharedStrings.xml") else {
        return Vec::new();
    };
    let mut reader = quick_xml::Reader::from_reader(BufReader::new(entry.take(stop_at)));
    let mut buf = Vec::new();
    let mut out = Vec::new();
    let mut depth_t = 0usize;
    loop {
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) => match local(&e).as_str() {
                "si" => out.push(0),
                "t" => depth_t += 1,
                _ => {}
            },
            Ok(Event::End(e)) => {
                if e.local_name().as_ref() == "t" {
                    depth_t = depth_t.saturating_sub(1);
                }
            }
            Ok(Event::Text(t)) if depth_t > 0 => {
                if let Some(last) = out.last_mut() {
                    *last += t.len() as u64;
                }
            }
            Ok(Event::GeneralRef(_)) if depth_t > 0 => {
                if let Some(last) = out.last_mut() {
                    *last += 4;
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => {}
        }
        buf.clear();
    }
    out
}

/// An XLSX sheet's grid (rows × columns up to its farthest cell) and the
/// bytes of text its cells hold once read: a shared string (`t="s"`, its
/// length from `shared`) once per cell that uses it, an inline string its
/// own.
fn xlsx_grid(r: &mut impl Read, shared: &[u64]) -> Result<(Vec<(u64, u64)>, u64), String> {
    let mut reader = quick_xml::Reader::from_reader(BufReader::new(r));
    let mut buf = Vec::new();
    let (mut rows, mut cols) = (0u64, 0u64);
    let (mut row, mut col) = (0u64, 0u64);
    let mut text = 0u64;
    loop {
        let (e, empty) = match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) => (e, false),
            Ok(Event::Empty(e)) => (e, true),
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => {
                buf.clear();
                continue;
            }
        };
        match local(&e).as_str() {
            "row" => {
                row = match attr(&e, "r") {
                    Some(r) => r
                        .parse::<u64>()
                        .map_err(|_| beyond(&format!("row '{r}'")))?,
                    None => row + 1,
                };
                if row > MAX_ROWS {
                    return Err(beyond(&format!("row {row}")));
                }
                col = 0;
            }
            "c" => {
                if let Some(r) = attr(&e, "r") {
                    let (rw, cl) = cell_ref(&r).ok_or_else(|| beyond(&format!("cell '{r}'")))?;
                    row = rw;
                    col = cl;
                } else {
                    col += 1;
                }
                // Only a cell with something in it widens the grid; an
                // empty styled cell is not read.
                let kind = attr(&e, "t");
                if !empty {
                    let (valued, bytes) = cell_text(&mut reader, kind.as_deref(), shared);
                    text = text.saturating_add(bytes);
                    if valued {
                        rows = rows.max(row.max(1));
                        cols = cols.max(col.max(1));
                    }
                }
            }
            _ => {}
        }
        buf.clear();
    }
    Ok((vec![(rows, cols)], text))
}

/// The rest of an XLSX `<c>` element, read to its end: whether it holds
/// anything, and the bytes of text it will be read as.
fn cell_text<R: std::io::BufRead>(
    reader: &mut quick_xml::Reader<R>,
    kind: Option<&str>,
    shared: &[u64],
) -> (bool, u64) {
    let mut buf = Vec::new();
    let (mut valued, mut bytes, mut depth) = (false, 0u64, 0usize);
    loop {
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(_)) => {
                depth += 1;
                valued = true;
            }
            Ok(Event::Empty(_)) => valued = true,
            Ok(Event::End(_)) if depth == 0 => break,
            Ok(Event::End(_)) => depth -= 1,
            Ok(Event::Text(t)) => {
                match kind {
                    Some("s") => {
                        let index = t.xml10_content().trim().parse::<usize>().ok();
                        bytes = bytes.saturating_add(
                            index.and_then(|i| shared.get(i)).copied().unwrap_or(0),
                        );
                    }
                    Some("str" | "inlineStr") => bytes = bytes.saturating_add(t.len() as u64),
                    // A number, a date, a boolean: no text kept.
                    _ => {}
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => {}
        }
        buf.clear();
    }
    (valued, bytes)
}

/// `B7` → (7, 2), one-based; `None` past the last row or column.
fn cell_ref(r: &str) -> Option<(u64, u64)> {
    let split = r.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = r.split_at(split);
    if letters.is_empty() || letters.len() > 3 || digits.len() > 7 {
        return None;
    }
    let mut col = 0u64;
    for c in letters.chars() {
        if !c.is_ascii_uppercase() {
            return None;
        }
        col = col * 26 + (c as u64 - 'A' as u64 + 1);
    }
    let row: u64 = digits.parse().ok()?;
    ((1..=MAX_ROWS).contains(&row) && col <= MAX_COLS).then_some((row, col))
}

/// The most bytes of text one cell can hold: 32 767 characters (Excel's
/// and LibreOffice's limit for a cell they write), 4 bytes each at most.
const MAX_CELL_TEXT: u64 = 32_767 * 4;

fn too_long_cell(bytes: u64) -> String {
    format!(
        "content.xml: a cell holds {bytes} bytes of text, more than a spreadsheet cell can (32767 characters); the file is damaged"
    )
}

/// Each ODS table's grid, repeats counted: rows × columns up to its
/// farthest cell with a value (empty repeated cells are not read); and the
/// bytes of text the cells hold once read, a repeated cell's text once per
/// cell it stands for (`<text:s text:c="N"/>`: N spaces).
fn ods_grid(r: &mut impl Read) -> Result<(Vec<(u64, u64)>, u64), String> {
    let mut reader = quick_xml::Reader::from_reader(BufReader::new(r));
    let mut buf = Vec::new();
    let mut out = Vec::new();
    let mut text = 0u64;
    // The open cell: how many cells it stands for, and its text so far.
    let mut cell: Option<(u64, u64)> = None;
    let (mut rows, mut cols) = (0u64, 0u64);
    let (mut row, mut col, mut row_repeat) = (0u64, 0u64, 1u64);
    let repeat = |e: &BytesStart, name: &str| -> u64 {
        attr(e, name)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(1)
            .max(1)
    };
    loop {
        let (e, empty) = match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) => (e.into_owned(), false),
            Ok(Event::Empty(e)) => (e.into_owned(), true),
            Ok(Event::End(e)) => {
                let n = e.name();
                let n: &str = n.as_ref();
                match n {
                    "table:table-row" => row = row.saturating_add(row_repeat),
                    "table:table" => out.push((rows, cols)),
                    "table:table-cell" | "table:covered-table-cell" => {
                        if let Some((times, bytes)) = cell.take() {
                            text = text.saturating_add(times.saturating_mul(bytes));
                        }
                    }
                    _ => {}
                }
                buf.clear();
                continue;
            }
            Ok(Event::Text(t)) => {
                if let Some((_, bytes)) = &mut cell {
                    *bytes = bytes.saturating_add(t.len() as u64);
                }
                buf.clear();
                continue;
            }
            Ok(Event::Eof) | Err(_) => break,
            Ok(_) => {
                buf.clear();
                continue;
            }
        };
        let name = e.name();
        let name: &str = name.as_ref();
        match name {
            "table:table" => (rows, cols, row) = (0, 0, 0),
            "table:table-row" => {
                row_repeat = repeat(&e, "table:number-rows-repeated");
                col = 0;
                if empty {
                    row = row.saturating_add(row_repeat);
                }
            }
            "table:table-cell" | "table:covered-table-cell" => {
                let n = repeat(&e, "table:number-columns-repeated");
                let valued = attr(&e, "office:value-type").is_some() || !empty;
                if valued {
                    rows = rows.max(row.saturating_add(row_repeat)).min(MAX_ROWS);
                    cols = cols.max(col.saturating_add(n)).min(MAX_COLS);
                }
                if !empty {
                    cell = Some((n.saturating_mul(row_repeat), 0));
                }
                col = col.saturating_add(n);
            }
            "text:s" => {
                if let Some((_, bytes)) = &mut cell {
                    *bytes = bytes.saturating_add(repeat(&e, "text:c"));
                    // A few bytes of `text:c` stand for any number of
                    // spaces: gigabytes, slow to build, in a 1 KB file.
                    if *bytes > MAX_CELL_TEXT {
                        return Err(too_long_cell(*bytes));
                    }
                }
            }
            _ => {}
        }
        buf.clear();
    }
    Ok((out, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_refs() {
        assert_eq!(cell_ref("A1"), Some((1, 1)));
        assert_eq!(cell_ref("XFD1048576"), Some((1 << 20, 1 << 14)));
        assert_eq!(cell_ref("A99999999999"), None);
        assert_eq!(cell_ref("XFE1"), None);
        assert_eq!(cell_ref("A0"), None);
    }

    #[test]
    fn xlsx_grid_spans_to_the_farthest_cell() {
        let xml = r#"<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="9"><c r="C9" s="1"/><c r="B9"><v>2</v></c></row></sheetData></worksheet>"#;
        assert_eq!(xlsx_grid(&mut xml.as_bytes(), &[]), Ok((vec![(9, 2)], 0)));
        let far = r#"<worksheet><sheetData><row r="1"><c r="A99999999999"><v>1</v></c></row></sheetData></worksheet>"#;
        assert!(xlsx_grid(&mut far.as_bytes(), &[])
            .unwrap_err()
            .contains("'A99999999999'"));
    }

    #[test]
    fn an_ods_cell_of_more_text_than_a_cell_holds_is_refused() {
        // 40 bytes of XML for 2 GB of spaces: calamine took minutes.
        let xml = r#"<table:table table:name="S"><table:table-row><table:table-cell office:value-type="string"><text:p>a<text:s text:c="2000000000"/></text:p></table:table-cell></table:table-row></table:table>"#;
        assert_eq!(
            ods_grid(&mut xml.as_bytes()),
            Err(too_long_cell(2_000_000_001))
        );
        // As much as a cell holds is read.
        let xml = xml.replace("2000000000", "131067");
        assert_eq!(ods_grid(&mut xml.as_bytes()), Ok((vec![(1, 1)], 131_068)));
    }

    #[test]
    fn ods_repeats_are_counted() {
        let xml = r#"<table:table table:name="S"><table:table-row table:number-rows-repeated="1000"><table:table-cell table:number-columns-repeated="30" office:value-type="float"><text:p>1</text:p></table:table-cell><table:table-cell table:number-columns-repeated="16000"/></table:table-row><table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="16384"/></table:table-row></table:table>"#;
        assert_eq!(
            ods_grid(&mut xml.as_bytes()),
            Ok((vec![(1000, 30)], 30_000))
        );
    }

    #[test]
    fn repeated_text_is_counted_once_per_cell_it_fills() {
        let xml = r#"<table:table table:name="S"><table:table-row table:number-rows-repeated="100"><table:table-cell table:number-columns-repeated="10" office:value-type="string"><text:p>abcd<text:s text:c="6"/></text:p></table:table-cell></table:table-row></table:table>"#;
        assert_eq!(
            ods_grid(&mut xml.as_bytes()),
            Ok((vec![(100, 10)], 100 * 10 * 10))
        );
        let sheet = r#"<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="inlineStr"><is><t>xyz</t></is></c></row></sheetData></worksheet>"#;
        assert_eq!(
            xlsx_grid(&mut sheet.as_bytes(), &[5, 1000]),
            Ok((vec![(1, 3)], 2003))
        );
    }
}
