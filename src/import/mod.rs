//! Reading hand-made tables: XLSX, XLSM, XLS, XLSB and ODS through calamine,
//! CSV through the csv crate, all to one [`Sheet`] of cells (empty, numbers,
//! text) addressed from A1. [`detect`] finds the grid on a sheet.
//!
//! Every error names the file (and the sheet and cell when there is one):
//! calamine's own messages leave the path out.

mod biff;
pub mod detect;
mod extent;
mod ole;
mod sparse;
mod text;
mod xlsb;

pub use text::Text;

use std::fmt;
use std::io::Cursor;
use std::path::Path;

use calamine::{Data, Ods, Reader, Xls, Xlsb, Xlsx};

/// One cell's value as read.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Empty,
    /// Every number (calamine returns floats; CSV numbers are parsed).
    Number(f64),
    Text(Text),
    /// A formula error (`#DIV/0!`) or another unreadable value (rare: kept
    /// behind a pointer so that a value stays 16 bytes).
    Error(Box<String>),
}

impl Value {
    /// The value as typed, for messages.
    pub fn shown(&self) -> String {
        match self {
            Value::Empty => String::new(),
            Value::Number(f) => {
                // A whole number in i64's range shows all its digits
                // (-9223372036854775808, not -9223372036854776000).
                if f.fract() == 0.0 && *f >= i64::MIN as f64 && *f < -(i64::MIN as f64) {
                    format!("{}", *f as i64)
                } else {
                    format!("{f}")
                }
            }
            // Control characters (a terminal's escape sequences) escaped.
            Value::Text(t) => escaped(t),
            Value::Error(e) => escaped(e),
        }
    }

    pub fn is_empty(&self) -> bool {
        match self {
            Value::Empty => true,
            Value::Text(t) => t.trim().is_empty(),
            _ => false,
        }
    }
}

/// Text as shown in a message: control characters escaped.
fn escaped(t: &str) -> String {
    crate::visible::visible(t).into_owned()
}

/// A rectangle of cells, 0-based, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Area {
    pub top: usize,
    pub left: usize,
    pub bottom: usize,
    pub right: usize,
}

impl Area {
    pub fn contains(&self, row: usize, col: usize) -> bool {
        (self.top..=self.bottom).contains(&row) && (self.left..=self.right).contains(&col)
    }

    pub fn overlaps(&self, o: &Area) -> bool {
        self.top <= o.bottom && o.top <= self.bottom && self.left <= o.right && o.left <= self.right
    }

    /// `B2:BR70` (or `B2` for one cell).
    pub fn a1(&self) -> String {
        let a = a1(self.top, self.left);
        if self.top == self.bottom && self.left == self.right {
            a
        } else {
            format!("{a}:{}", a1(self.bottom, self.right))
        }
    }
}

/// One sheet: its name and its cells, row 0 = row 1 of the sheet. The
/// cells of every row lie in one vector (a row costs 8 bytes, not a vector
/// and a heap block of its own: a CSV of millions of short lines).
#[derive(Debug, Clone, Default)]
pub struct Sheet {
    pub name: String,
    cells: Vec<Value>,
    /// Where each row ends in `cells`.
    ends: Vec<usize>,
    /// Merged areas (XLSX and XLS report them).
    pub merged: Vec<Area>,
}

static EMPTY: Value = Value::Empty;

impl Sheet {
    /// An empty sheet named `name`.
    pub fn new(name: impl Into<String>) -> Sheet {
        Sheet {
            name: name.into(),
            ..Sheet::default()
        }
    }

    /// A sheet of these rows.
    pub fn from_rows(name: impl Into<String>, rows: Vec<Vec<Value>>) -> Sheet {
        let mut sheet = Sheet::new(name);
        for row in rows {
            sheet.push_row(row);
        }
        sheet
    }

    /// Room for `cells` cells in `rows` rows more, allocated once.
    pub fn reserve(&mut self, cells: usize, rows: usize) {
        self.cells.reserve_exact(cells);
        self.ends.reserve_exact(rows);
    }

    /// Adds a row below the others; its trailing empty cells are dropped.
    pub fn push_row(&mut self, row: impl IntoIterator<Item = Value>) {
        let start = self.cells.len();
        self.cells.extend(row);
        let mut end = self.cells.len();
        while end > start && matches!(self.cells[end - 1], Value::Empty) {
            end -= 1;
        }
        self.cells.truncate(end);
        self.ends.push(end);
    }

    /// A row's cells (empty past the last row).
    pub fn row(&self, row: usize) -> &[Value] {
        match self.ends.get(row) {
            Some(&end) => {
                let start = if row == 0 { 0 } else { self.ends[row - 1] };
                &self.cells[start..end]
            }
            None => &[],
        }
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> impl Iterator<Item = &[Value]> + '_ {
        (0..self.ends.len()).map(|r| self.row(r))
    }

    pub fn get(&self, row: usize, col: usize) -> &Value {
        self.row(row).get(col).unwrap_or(&EMPTY)
    }

    pub fn height(&self) -> usize {
        self.ends.len()
    }

    pub fn width(&self) -> usize {
        self.rows().map(<[Value]>::len).max().unwrap_or(0)
    }

    /// `Лист1!D9`, quoting the name as Excel does when needed; CSV sheets
    /// have no name: `D9`.
    pub fn cell_name(&self, row: usize, col: usize) -> String {
        self.qualified(a1(row, col))
    }

    /// `Лист1!C3:D3`, like [`Sheet::cell_name`].
    pub fn area_name(&self, area: &Area) -> String {
        self.qualified(area.a1())
    }

    fn qualified(&self, address: String) -> String {
        if self.name.is_empty() {
            address
        } else if self
            .name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            format!("{}!{address}", self.name)
        } else {
            format!("'{}'!{address}", self.name.replace('\'', "''"))
        }
    }
}

/// The file formats read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Xlsx,
    Xlsb,
    Xls,
    Ods,
    Csv,
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Xlsx => "XLSX",
            Format::Xlsb => "XLSB",
            Format::Xls => "XLS",
            Format::Ods => "ODS",
            Format::Csv => "CSV",
        })
    }
}

/// A workbook as read.
#[derive(Debug, Clone)]
pub struct Book {
    pub format: Format,
    pub sheets: Vec<Sheet>,
    /// Something worth saying about how it was read (a CSV's encoding).
    pub note: Option<String>,
}

/// Why a file cannot be read. The message names the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct ImportError {
    pub path: String,
    pub message: String,
}

fn err(path: &Path, message: impl Into<String>) -> ImportError {
    ImportError {
        path: path.display().to_string(),
        message: message.into(),
    }
}

/// `A1` name of a 0-based cell.
pub fn a1(row: usize, col: usize) -> String {
    let mut c = col + 1;
    let mut letters = Vec::new();
    while c > 0 {
        let r = (c - 1) % 26;
        letters.push(b'A' + r as u8);
        c = (c - 1) / 26;
    }
    letters.reverse();
    format!("{}{}", String::from_utf8_lossy(&letters), row + 1)
}

/// Parses `D9` into 0-based (row, col).
pub fn parse_a1(s: &str) -> Option<(usize, usize)> {
    let s = s.trim().replace('$', "");
    let split = s.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = s.split_at(split);
    if letters.is_empty() || letters.len() > 3 || !letters.chars().all(|c| c.is_ascii_alphabetic())
    {
        return None;
    }
    let mut col = 0usize;
    for ch in letters.chars() {
        col = col * 26 + (ch.to_ascii_uppercase() as usize - 'A' as usize + 1);
    }
    let row: usize = digits.parse().ok()?;
    if row == 0 {
        return None;
    }
    Some((row - 1, col - 1))
}

/// Parses `B2:BR70` (either corner order) into an area.
pub fn parse_range(s: &str) -> Result<Area, String> {
    let bad = || format!("'{s}' is not a range like B2:BR70");
    let (a, b) = s.split_once(':').unwrap_or((s, s));
    let (r1, c1) = parse_a1(a).ok_or_else(bad)?;
    let (r2, c2) = parse_a1(b).ok_or_else(bad)?;
    Ok(Area {
        top: r1.min(r2),
        left: c1.min(c2),
        bottom: r1.max(r2),
        right: c1.max(c2),
    })
}

const OLE_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// Reads a spreadsheet, choosing the reader by the file's content (the
/// extension only decides between CSV and a damaged workbook).
///
/// # Errors
/// The file is missing, empty, damaged, encrypted, or not a spreadsheet; the
/// message names it.
pub fn read(path: &Path) -> Result<Book, ImportError> {
    read_limited(path, crate::resources::max_bytes(None).unwrap_or(u64::MAX))
}

/// Reads a spreadsheet, refusing a workbook whose reading would need more
/// than `max_bytes` of memory (estimated from its unpacked size first).
pub fn read_limited(path: &Path, max_bytes: u64) -> Result<Book, ImportError> {
    let bytes = match crate::resources::read_input(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(err(path, "no such file"))
        }
        Err(e) if path.is_dir() || e.kind() == std::io::ErrorKind::IsADirectory => {
            return Err(err(path, "is a folder, not a spreadsheet"))
        }
        Err(e) => return Err(err(path, format!("cannot read: {e}"))),
    };
    read_bytes_limited(path, &bytes, max_bytes)
}

/// Reads a spreadsheet from bytes; `path` names it in messages and its
/// extension hints at the format.
pub fn read_bytes(path: &Path, bytes: &[u8]) -> Result<Book, ImportError> {
    read_bytes_limited(path, bytes, u64::MAX)
}

/// [`read_bytes`] refusing a workbook that would need more than `max_bytes`.
///
/// A panic inside the spreadsheet reader on a damaged file becomes an error
/// naming the file, not a crash: calamine 0.38's XLS record parser still
/// indexes past the end of some damaged records (a zeroed sector of
/// `samples/check/dialect-codes.xls`: tests/fixtures/ole-reader-panic.xls).
pub fn read_bytes_limited(path: &Path, bytes: &[u8], max_bytes: u64) -> Result<Book, ImportError> {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = std::panic::catch_unwind(|| read_unguarded(path, bytes, max_bytes));
    std::panic::set_hook(previous);
    result.unwrap_or_else(|_| {
        Err(err(
            path,
            "the file is damaged: the spreadsheet reader failed on it; open it and save it again",
        ))
    })
}

fn read_unguarded(path: &Path, bytes: &[u8], max_bytes: u64) -> Result<Book, ImportError> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    if bytes.is_empty() {
        return Err(err(
            path,
            "the file is empty (0 bytes): not a spreadsheet; save the table again",
        ));
    }
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        return read_zip(path, bytes, &ext, max_bytes);
    }
    if bytes.starts_with(&OLE_MAGIC) {
        if contains(bytes, &utf16("EncryptionInfo")) || contains(bytes, &utf16("EncryptedPackage"))
        {
            return Err(err(path, ENCRYPTED));
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
        return Ok(Book {
            format: Format::Xls,
            sheets,
            note: None,
        });
    }
    if matches!(ext.as_str(), "xlsx" | "xlsm" | "xlsb" | "xls" | "ods") {
        return Err(err(
            path,
            format!(
                "not a valid {} workbook (its content is neither a zip nor an OLE file); is it damaged or renamed?",
                ext.to_uppercase()
            ),
        ));
    }
    if !matches!(ext.as_str(), "csv" | "tsv" | "tab" | "txt" | "") {
        return Err(err(
            path,
            format!(
                "not a spreadsheet (a '.{ext}' file); expected XLSX, XLSM, XLS, XLSB, ODS or CSV"
            ),
        ));
    }
    // Count the cells before anything is split.
    let (need, cells) = csv_need(bytes);
    if need > max_bytes {
        return Err(err(
            path,
            format!(
                "reading it would need about {} of memory (about {cells} cells), more than the limit of {}; split the file or keep only the table",
                crate::solve::human_bytes(need),
                crate::resources::limit_named(max_bytes)
            ),
        ));
    }
    read_csv(path, bytes)
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
        format!(
            "sheet {}'s DIMENSIONS record claims {} rows × {} columns, far more than its cells use; the file is damaged",
            worst.sheet, worst.claimed_grid.0, worst.claimed_grid.1
        )
    } else {
        format!(
            "sheet {}'s cells span {} rows × {} columns; delete what lies far outside the table",
            worst.sheet, worst.grid.0, worst.grid.1
        )
    };
    Err(err(
        path,
        format!(
            "reading it would need about {} of memory ({what}), more than the limit of {}",
            crate::solve::human_bytes(need),
            crate::resources::limit_named(max_bytes)
        ),
    ))
}

fn utf16(s: &str) -> Vec<u8> {
    s.encode_utf16().flat_map(|u| u.to_le_bytes()).collect()
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

fn dims_area(d: &calamine::Dimensions) -> Area {
    Area {
        top: d.start.0 as usize,
        left: d.start.1 as usize,
        bottom: d.end.0 as usize,
        right: d.end.1 as usize,
    }
}

const ENCRYPTED: &str =
    "the workbook is encrypted (password-protected): open it, remove the password and save it again";

fn damaged(path: &Path, format: &str, e: impl fmt::Display) -> ImportError {
    let e = readable(&e.to_string());
    if e.to_lowercase().contains("password") {
        return err(path, ENCRYPTED);
    }
    err(
        path,
        format!("cannot read the {format} workbook: the file is damaged or truncated ({e})"),
    )
}

/// A reader's message made fit for one line: calamine 0.38's ODS reader
/// puts quick-xml's debug text in some (`found 'Start(BytesStart { buf:
/// Borrowed("table::table-cell …"), name_len: 17 })'`): the quoted XML is
/// kept, the rest dropped; control characters are escaped and the whole
/// cut to 200 characters.
fn readable(e: &str) -> String {
    let mut out = e.to_string();
    if let Some(at) = out.find("Borrowed(\"") {
        let rest = &out[at + 10..];
        let xml: String = rest
            .split("\")")
            .next()
            .unwrap_or(rest)
            .replace("\\\"", "\"")
            .chars()
            .take(60)
            .collect();
        let head = out[..at]
            .rfind(", found '")
            .map_or(out[..at].to_string(), |i| out[..i].to_string());
        out = format!("{head}, found '{xml}'");
    }
    let escaped = escaped(&out);
    let mut shown: String = escaped.chars().take(200).collect();
    if escaped.chars().count() > 200 {
        shown.push('…');
    }
    shown
}

fn read_zip(path: &Path, bytes: &[u8], ext: &str, limit: u64) -> Result<Book, ImportError> {
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
        return Err(err(
            path,
            "a zip archive but not a spreadsheet (expected XLSX, XLSM, XLSB or ODS)",
        ));
    };
    let too_much = |need: u64, what: String| {
        err(
            path,
            format!(
                "reading it would need about {} of memory ({what}), more than the limit of {}; split the workbook or save only the sheet with the table",
                crate::solve::human_bytes(need),
                crate::resources::limit_named(limit)
            ),
        )
    };
    let xml_text = |xml: u64| format!("its {} of XML unpacked", crate::solve::human_bytes(xml));
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
                format!(
                    "its sheets hold {} of XML unpacked, more than {XLSX_SHEET_XML_PER_LIMIT} times the memory limit of {}: larger than a table that fits; split the workbook or save only the sheet with the table",
                    crate::solve::human_bytes(sheets_xml),
                    crate::resources::limit_named(limit)
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
        if xml_need > limit || m.unpacked >= stop_at {
            return Err(too_much(
                xml_need,
                format!("{}, more than its zip directory says", xml_text(kept)),
            ));
        }
        let need = xml_need.saturating_add(cells_need);
        if need > limit {
            let what = match &m.largest {
                // A grid far larger than its XML could fill: cells far out.
                Some((entry, rows, cols))
                    if cells_need > xml_need
                        && (!xlsx || largest > m.sheets_xml.saturating_mul(10)) =>
                {
                    format!(
                    "{entry} spans {} rows × {cols} columns, from A1 to {}; delete what lies far outside the table",
                    rows,
                    a1(rows.saturating_sub(1) as usize, cols.saturating_sub(1) as usize)
                )
                }
                _ => format!("{} and {} cells in its sheets", xml_text(kept), m.cells),
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

fn to_sheet(name: &str, range: &calamine::Range<Data>) -> Sheet {
    let mut sheet = Sheet::new(name);
    let Some((r0, c0)) = range.start() else {
        return sheet;
    };
    let (r0, c0) = (r0 as usize, c0 as usize);
    let (height, width) = range.get_size();
    sheet.reserve(height.saturating_mul(c0 + width), r0 + height);
    for _ in 0..r0 {
        sheet.push_row([]);
    }
    for row in range.rows() {
        let cells = row.iter().map(|d| match d {
            Data::Empty => Value::Empty,
            Data::Int(i) => Value::Number(*i as f64),
            Data::Float(f) => Value::Number(*f),
            Data::String(s) => Value::Text(Text::new(s)),
            Data::Bool(b) => Value::Text(if *b { "TRUE" } else { "FALSE" }.into()),
            Data::DateTime(d) => Value::Number(d.as_f64()),
            Data::DateTimeIso(s) | Data::DurationIso(s) => Value::Text(Text::new(s)),
            Data::Error(e) => Value::Error(Box::new(format!("{e}"))),
        });
        sheet.push_row(std::iter::repeat_n(Value::Empty, c0).chain(cells));
    }
    sheet
}

/// Heap bytes reading a CSV needs, and its cells (at most: every `,` `;`
/// tab and line end counted): 16 bytes a cell ([`Value`]), 8 a line, text
/// past [`text::INLINE`] bytes on the heap, the file and a decoded copy.
fn csv_need(bytes: &[u8]) -> (u64, u64) {
    let (long, cells, lines) = csv_count(bytes);
    let need = cells
        .saturating_mul(std::mem::size_of::<Value>() as u64)
        .saturating_add(lines.saturating_mul(8))
        .saturating_add(long)
        .saturating_add(2 * bytes.len() as u64);
    (need, cells)
}

/// A CSV's heap bytes of long text, its cells and lines, at most.
fn csv_count(bytes: &[u8]) -> (u64, u64, u64) {
    const PER_LONG_TEXT: u64 = 64;
    let (mut cells, mut lines, mut long, mut field) = (1u64, 1u64, 0u64, 0usize);
    for &b in bytes {
        if matches!(b, b',' | b';' | b'\t' | b'\n') {
            cells += 1;
            lines += u64::from(b == b'\n');
            if field > text::INLINE {
                long += PER_LONG_TEXT + field as u64;
            }
            field = 0;
        } else {
            field += 1;
        }
    }
    if field > text::INLINE {
        long += PER_LONG_TEXT + field as u64;
    }
    (long, cells, lines)
}

/// The CSV delimiter that splits the first lines most consistently.
fn sniff_delimiter(text: &str) -> u8 {
    let lines: Vec<&str> = text.lines().filter(|l| !l.is_empty()).take(20).collect();
    let mut best = (b',', 0usize);
    for d in [b';', b'\t', b','] {
        let counts: Vec<usize> = lines
            .iter()
            .map(|l| l.bytes().filter(|&b| b == d).count())
            .collect();
        let min = counts.iter().copied().min().unwrap_or(0);
        let total: usize = counts.iter().sum();
        // Prefer a delimiter present on every line; then the most used.
        let score = if min > 0 { total + 1_000_000 } else { total };
        if score > best.1 {
            best = (d, score);
        }
    }
    best.0
}

fn read_csv(path: &Path, bytes: &[u8]) -> Result<Book, ImportError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Err(err(
            path,
            "UTF-16 text (Excel's \"Unicode text\"): save the CSV as UTF-8 (\"CSV UTF-8\" in Excel)",
        ));
    }
    if bytes.contains(&0) {
        return Err(err(
            path,
            "not a spreadsheet (binary content; expected XLSX, XLSM, XLS, XLSB, ODS or CSV)",
        ));
    }
    // Russian-locale Excel saves "CSV (разделители - запятые)" in
    // Windows-1251: read that when the bytes are not UTF-8.
    let (text, note) = match std::str::from_utf8(bytes) {
        Ok(t) => (std::borrow::Cow::Borrowed(t), None),
        Err(e) => match decode_cp1251(bytes) {
            Some(t) => (
                std::borrow::Cow::Owned(t),
                Some(format!(
                    "not UTF-8 (byte {}): read as Windows-1251, the encoding of Russian Excel's CSV",
                    e.valid_up_to()
                )),
            ),
            None => {
                return Err(err(
                    path,
                    format!(
                        "not UTF-8 text (byte {}): save the CSV as UTF-8 (\"CSV UTF-8\" in Excel)",
                        e.valid_up_to()
                    ),
                ))
            }
        },
    };
    let text: &str = &text;
    let delim = sniff_delimiter(text);
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delim)
        .from_reader(text.as_bytes());
    let mut sheet = Sheet::new("");
    let (_, cells, lines) = csv_count(text.as_bytes());
    sheet.reserve(cells as usize, lines as usize);
    for (i, rec) in rdr.records().enumerate() {
        let rec = rec.map_err(|e| err(path, format!("line {}: {e}", i + 1)))?;
        sheet.push_row(rec.iter().map(csv_value));
    }
    Ok(Book {
        format: Format::Csv,
        sheets: vec![sheet],
        note,
    })
}

/// Windows-1251 bytes 0x80–0xBF (0x98 is unassigned).
const CP1251_HIGH: [u16; 64] = [
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039,
    0x040A, 0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408,
    0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407,
    0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB,
    0x0458, 0x0405, 0x0455, 0x0457,
];

/// Decodes Windows-1251; `None` on its one unassigned byte.
fn decode_cp1251(bytes: &[u8]) -> Option<String> {
    bytes
        .iter()
        .map(|&b| match b {
            0..=0x7F => Some(b as char),
            0xC0..=0xFF => char::from_u32(0x0410 + (b as u32 - 0xC0)),
            _ => match CP1251_HIGH[(b - 0x80) as usize] {
                0 => None,
                u => char::from_u32(u as u32),
            },
        })
        .collect()
}

/// A CSV field: a number when it reads as one (`7`, `-2`, `+2`, `2.5`,
/// `2,5`), else text.
fn csv_value(field: &str) -> Value {
    let t = field.trim();
    if t.is_empty() {
        return Value::Empty;
    }
    let body = t.strip_prefix(['+', '-']).unwrap_or(t);
    let numeric = !body.is_empty()
        && body
            .chars()
            .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
        && body.chars().filter(|c| *c == '.' || *c == ',').count() <= 1
        && body.starts_with(|c: char| c.is_ascii_digit());
    if numeric {
        if let Ok(f) = t.replace(',', ".").parse::<f64>() {
            // Keep the sign as typed for codes (`+2`): the value is the same.
            return Value::Number(f);
        }
    }
    Value::Text(Text::new(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_names_round_trip() {
        for (r, c, s) in [(0, 0, "A1"), (8, 3, "D9"), (69, 69, "BR70"), (0, 26, "AA1")] {
            assert_eq!(a1(r, c), s);
            assert_eq!(parse_a1(s), Some((r, c)));
        }
        assert_eq!(parse_a1("A0"), None);
        assert_eq!(parse_a1("12"), None);
        assert_eq!(parse_range("BR70:B2").unwrap().a1(), "B2:BR70");
        assert!(parse_range("B2:").is_err());
    }

    #[test]
    fn csv_sniffs_delimiters_and_numbers() {
        for (text, delim) in [
            ("a;b;c\n1;2;3\n", b';'),
            ("a,b\n1,2\n", b','),
            ("a\tb\n1\t2\n", b'\t'),
        ] {
            assert_eq!(sniff_delimiter(text), delim, "{text:?}");
        }
        assert_eq!(csv_value("+2"), Value::Number(2.0));
        assert_eq!(csv_value("-1"), Value::Number(-1.0));
        assert_eq!(csv_value("2,5"), Value::Number(2.5));
        assert_eq!(csv_value("V1"), Value::Text("V1".into()));
        assert_eq!(csv_value(" "), Value::Empty);
        assert_eq!(csv_value("--"), Value::Text("--".into()));
    }

    #[test]
    fn csv_with_bom_reads_the_first_cell() {
        let b = read_bytes(Path::new("t.csv"), b"\xEF\xBB\xBF;1;2\n7;V1;P1\n").unwrap();
        assert_eq!(b.sheets[0].get(0, 1), &Value::Number(1.0));
        assert_eq!(b.sheets[0].get(1, 2), &Value::Text("P1".into()));
    }

    #[test]
    fn windows_1251_csv_is_read_and_said() {
        // "П1;В2" in Windows-1251.
        let b = read_bytes(Path::new("t.csv"), b";1;2\n7;\xCF1;\xC22\n").unwrap();
        assert_eq!(b.sheets[0].get(1, 1), &Value::Text("П1".into()));
        assert_eq!(b.sheets[0].get(1, 2), &Value::Text("В2".into()));
        assert!(b.note.unwrap().contains("Windows-1251"));
        assert_eq!(decode_cp1251(b"\xA8\xB8\xB9").unwrap(), "Ёё№");
    }

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

    #[test]
    fn bad_bytes_are_named() {
        let e = read_bytes(Path::new("x.xlsx"), b"").unwrap_err();
        assert!(
            e.to_string().starts_with("x.xlsx: the file is empty"),
            "{e}"
        );
        let e = read_bytes(Path::new("x.xlsx"), b"hello").unwrap_err();
        assert!(e.to_string().contains("not a valid XLSX workbook"), "{e}");
        let e = read_bytes(Path::new("x.png"), b"\x89PNG\r\n\x1a\n\0\0").unwrap_err();
        assert!(e.to_string().contains("not a spreadsheet"), "{e}");
        let e = read_bytes(Path::new("notes.md"), b"# hello").unwrap_err();
        assert_eq!(e.to_string(), "notes.md: not a spreadsheet (a '.md' file); expected XLSX, XLSM, XLS, XLSB, ODS or CSV");
        let e = read_bytes(Path::new("x.docx"), b"PK\x03\x04word/document.xml").unwrap_err();
        assert!(
            e.to_string()
                .contains("a zip archive but not a spreadsheet"),
            "{e}"
        );
    }
}
