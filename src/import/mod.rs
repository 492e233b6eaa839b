//! Reading hand-made tables: XLSX, XLSM, XLS, XLSB and ODS through calamine,
//! CSV through the csv crate, all to one [`Sheet`] of cells (empty, numbers,
//! text) addressed from A1. [`detect`] finds the grid on a sheet.
//!
//! Every error names the file (and the sheet and cell when there is one):
//! calamine's own messages leave the path out.
//!
//! [`read`] looks at the bytes and hands them on: a zip to `zipped`
//! (XLSX, XLSM, XLSB, ODS), an OLE file to `xls`, text to `delimited`
//! (CSV); each refuses a file whose reading would not fit in memory before
//! reading it. All of them fill a [`Sheet`] (`sheet`).

mod biff;
mod delimited;
pub(crate) use delimited::decode_cp1251;
pub mod detect;
mod extent;
mod ole;
mod sheet;
mod sparse;
mod text;
mod xls;
mod xlsb;
mod zipped;

pub use delimited::decode_text;
pub use sheet::{a1, parse_a1, parse_range, Area, Sheet, Value};
pub use text::Text;

use crate::exam::wording::Lang;
use crate::i18n::Msg;
use crate::msg;
use std::fmt;
use std::path::Path;

use calamine::Data;

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
    pub note: Option<Msg>,
}

/// Why a file cannot be read. The message names the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {message}")]
pub struct ImportError {
    pub path: String,
    pub message: Msg,
}

impl ImportError {
    /// The error worded in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        format!("{}: {}", self.path, self.message.message(lang))
    }
}

fn err(path: &Path, message: impl Into<Msg>) -> ImportError {
    ImportError {
        path: path.display().to_string(),
        message: message.into(),
    }
}

/// A file whose reading would need `need` bytes, more than `limit`: `what`
/// says what makes it so large, `advice` (`; split the file …`, or empty)
/// what to do.
fn too_large(
    path: &Path,
    need: u64,
    what: impl Into<Msg>,
    limit: u64,
    advice: impl Into<Msg>,
) -> ImportError {
    err(
        path,
        msg!(
            "import-too-large",
            need = crate::solve::human_bytes(need),
            what = what.into(),
            limit = crate::resources::limit_named(limit),
            advice = advice.into()
        ),
    )
}

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
            return Err(err(path, msg!("import-no-such-file")))
        }
        Err(e) if path.is_dir() || e.kind() == std::io::ErrorKind::IsADirectory => {
            return Err(err(path, msg!("import-folder")))
        }
        Err(e) => {
            return Err(err(
                path,
                msg!("import-cannot-read", error = crate::i18n::io_error(&e)),
            ))
        }
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
    crate::contained::contained(|| read_unguarded(path, bytes, max_bytes))
        .unwrap_or_else(|_| Err(err(path, msg!("import-reader-failed"))))
}

fn read_unguarded(path: &Path, bytes: &[u8], max_bytes: u64) -> Result<Book, ImportError> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    if bytes.is_empty() {
        return Err(err(path, msg!("import-empty")));
    }
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        return zipped::read(path, bytes, &ext, max_bytes);
    }
    if bytes.starts_with(&xls::OLE_MAGIC) {
        return xls::read(path, bytes, max_bytes);
    }
    if matches!(ext.as_str(), "xlsx" | "xlsm" | "xlsb" | "xls" | "ods") {
        return Err(err(
            path,
            msg!("import-not-a-workbook", format = ext.to_uppercase()),
        ));
    }
    if !matches!(ext.as_str(), "csv" | "tsv" | "tab" | "txt" | "") {
        return Err(err(path, msg!("import-not-a-spreadsheet", ext = ext)));
    }
    delimited::read(path, bytes, max_bytes)
}

/// Whether `needle` stands anywhere in `hay` (a zip's or an OLE file's
/// names, looked for in the raw bytes).
fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// A merged area as calamine reports it.
fn dims_area(d: &calamine::Dimensions) -> Area {
    Area {
        top: d.start.0 as usize,
        left: d.start.1 as usize,
        bottom: d.end.0 as usize,
        right: d.end.1 as usize,
    }
}

fn encrypted() -> Msg {
    msg!("import-encrypted")
}

fn damaged(path: &Path, format: &str, e: impl fmt::Display) -> ImportError {
    let e = readable(&e.to_string());
    if e.to_lowercase().contains("password") {
        return err(path, encrypted());
    }
    err(path, msg!("import-damaged", format = format, error = e))
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
    let escaped = sheet::escaped(&out);
    let mut shown: String = escaped.chars().take(200).collect();
    if escaped.chars().count() > 200 {
        shown.push('…');
    }
    shown
}

/// A sheet read by calamine (XLS, XLSB, ODS) as a [`Sheet`], its rows and
/// columns where they stand on the sheet.
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

#[cfg(test)]
mod tests {
    use super::*;

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
