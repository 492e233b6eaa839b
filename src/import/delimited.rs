//! CSV and TSV through the csv crate: UTF-8 (with or without a BOM) or
//! Windows-1251, the delimiter sniffed, numbers read as numbers.

use std::path::Path;

use super::{err, text, too_large, Book, Format, ImportError, Sheet, Text, Value};
use crate::i18n::Msg;
use crate::msg;

/// Reads a CSV, refusing one whose cells would need more than `max_bytes`
/// (counted before anything is split).
pub(super) fn read(path: &Path, bytes: &[u8], max_bytes: u64) -> Result<Book, ImportError> {
    let (need, count) = csv_need(bytes);
    if need > max_bytes {
        return Err(too_large(
            path,
            need,
            msg!("import-cells", count = count.cells),
            max_bytes,
            msg!("import-advice-split-file"),
        ));
    }
    read_csv(path, bytes, &count)
}

/// Heap bytes reading a CSV needs, and its cells (at most: every `,` `;`
/// tab and line end counted): 16 bytes a cell ([`Value`]), 8 a line, text
/// past [`text::INLINE`] bytes on the heap, the file and a decoded copy, and
/// the csv crate's record buffers (see [`record_bytes`]).
fn csv_need(bytes: &[u8]) -> (u64, CsvCount) {
    // Windows-1251 text grows when decoded: a byte past 0x7F becomes up to
    // three bytes of UTF-8.
    let high = if std::str::from_utf8(bytes).is_ok() {
        1
    } else {
        3
    };
    let count = csv_count(bytes, high);
    let need = count
        .cells
        .saturating_mul(std::mem::size_of::<Value>() as u64)
        .saturating_add(count.lines.saturating_mul(8))
        .saturating_add(count.long)
        .saturating_add(bytes.len() as u64)
        .saturating_add(count.text)
        .saturating_add(count.widest_record)
        .saturating_add(count.first_record.saturating_mul(2));
    (need, count)
}

/// What [`csv_count`] finds in a CSV, each at most.
struct CsvCount {
    /// Heap bytes of text too long to stay inline.
    long: u64,
    cells: u64,
    lines: u64,
    /// Bytes of the decoded text.
    text: u64,
    /// [`record_bytes`] of the widest line and of the first.
    widest_record: u64,
    first_record: u64,
}

/// Heap bytes of the csv crate's record holding a line of `bytes` bytes in
/// `fields` fields: its field buffer and its field ends (8 bytes each) both
/// grow by doubling from 4, so each may be up to twice what it holds. The
/// reader keeps the record read into (as large as the widest line) and two
/// copies of the first line (its "headers", kept even without headers), so a
/// file of a few very wide lines needs several times its cells' size.
fn record_bytes(bytes: u64, fields: u64) -> u64 {
    let grown = |n: u64| {
        n.saturating_add(1)
            .checked_next_power_of_two()
            .unwrap_or(u64::MAX)
            .max(4)
    };
    grown(bytes).saturating_add(grown(fields).saturating_mul(8))
}

/// Counts a CSV's cells, lines and buffers; a byte past 0x7F counts as
/// `high` bytes of text (3 when it is Windows-1251, to be decoded).
fn csv_count(bytes: &[u8], high: u64) -> CsvCount {
    const PER_LONG_TEXT: u64 = 64;
    let mut count = CsvCount {
        long: 0,
        cells: 1,
        lines: 1,
        text: 0,
        widest_record: 0,
        first_record: 0,
    };
    let (mut field, mut line_bytes, mut line_fields) = (0u64, 0u64, 1u64);
    let end_line = |count: &mut CsvCount, line_bytes: u64, line_fields: u64| {
        let record = record_bytes(line_bytes, line_fields);
        if count.lines == 1 {
            count.first_record = record;
        }
        count.widest_record = count.widest_record.max(record);
    };
    for &b in bytes {
        let w = if b < 0x80 { 1 } else { high };
        count.text += w;
        if matches!(b, b',' | b';' | b'\t' | b'\n') {
            count.cells += 1;
            line_fields += 1;
            if field > text::INLINE as u64 {
                count.long += PER_LONG_TEXT + field;
            }
            field = 0;
            if b == b'\n' {
                end_line(&mut count, line_bytes, line_fields);
                count.lines += 1;
                (line_bytes, line_fields) = (0, 1);
            }
        } else {
            field += w;
            line_bytes += w;
        }
    }
    if field > text::INLINE as u64 {
        count.long += PER_LONG_TEXT + field;
    }
    end_line(&mut count, line_bytes, line_fields);
    count
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

fn is_utf16(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF")
}

/// A CSV file's bytes as text, as Excel saves it: UTF-8 (a byte-order mark
/// dropped) or, when the bytes are not UTF-8, Windows-1251 (Russian-locale
/// Excel's "CSV (разделители - запятые)"), said in the note. `check` reads
/// tables and `book` reads variants through it.
///
/// # Errors
/// UTF-16 text, or bytes that are neither UTF-8 nor Windows-1251; the
/// message says how to save the file instead.
pub fn decode_text(bytes: &[u8]) -> Result<(std::borrow::Cow<'_, str>, Option<Msg>), Msg> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if is_utf16(bytes) {
        return Err(msg!("csv-utf16"));
    }
    match std::str::from_utf8(bytes) {
        Ok(t) => Ok((std::borrow::Cow::Borrowed(t), None)),
        Err(e) => match decode_cp1251(bytes) {
            Some(t) => Ok((
                std::borrow::Cow::Owned(t),
                Some(msg!("csv-cp1251", byte = e.valid_up_to())),
            )),
            None => Err(msg!("csv-not-utf8", byte = e.valid_up_to())),
        },
    }
}

/// Reads a CSV counted by [`csv_count`] (its cells and lines, reserved once:
/// the delimiters and line ends are the same bytes once decoded).
fn read_csv(path: &Path, bytes: &[u8], count: &CsvCount) -> Result<Book, ImportError> {
    if bytes.contains(&0) && !is_utf16(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)) {
        return Err(err(path, msg!("import-binary")));
    }
    let (text, note) = decode_text(bytes).map_err(|e| err(path, e))?;
    let text: &str = &text;
    let delim = sniff_delimiter(text);
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delim)
        .from_reader(text.as_bytes());
    let mut sheet = Sheet::new("");
    sheet.reserve(count.cells as usize, count.lines as usize);
    // One record read into again and again: `records()` would copy each.
    let mut rec = csv::StringRecord::new();
    for line in 1.. {
        match rdr.read_record(&mut rec) {
            Ok(true) => sheet.push_row(rec.iter().map(csv_value)),
            Ok(false) => break,
            Err(e) => {
                return Err(err(
                    path,
                    msg!("import-csv-line", line = line, error = e.to_string()),
                ))
            }
        }
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

/// Decodes Windows-1251; `None` on its one unassigned byte. The text is
/// allocated once at its size (as [`csv_need`] counts it), not grown.
pub(crate) fn decode_cp1251(bytes: &[u8]) -> Option<String> {
    let char_of = |b: u8| match b {
        0..=0x7F => Some(b as char),
        0xC0..=0xFF => char::from_u32(0x0410 + (b as u32 - 0xC0)),
        _ => match CP1251_HIGH[(b - 0x80) as usize] {
            0 => None,
            u => char::from_u32(u as u32),
        },
    };
    let len = bytes
        .iter()
        .map(|&b| char_of(b).map_or(0, char::len_utf8))
        .sum();
    let mut text = String::with_capacity(len);
    for &b in bytes {
        text.push(char_of(b)?);
    }
    Some(text)
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
    use crate::import::read_bytes;

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
        assert!(b.note.unwrap().to_string().contains("Windows-1251"));
        assert_eq!(decode_cp1251(b"\xA8\xB8\xB9").unwrap(), "Ёё№");
    }
}
