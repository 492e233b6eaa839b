//! XLSB packages as calamine can read them: Excel (and other writers) may
//! store a cell that follows its left neighbour as a *short* record
//! (BrtShortRk, BrtShortIsst, … MS-XLSB 2.4), which carries no column.
//! calamine reads only the full records, so the short ones are rewritten as
//! full ones (the column made explicit) before calamine sees the package.

use std::io::{Cursor, Read, Write};

/// The package with every worksheet's short cell records made full; `None`
/// when nothing needed rewriting (or the package is not a readable zip —
/// calamine will say why).
pub fn with_full_cell_records(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).ok()?;
    let mut entries: Vec<(String, Vec<u8>)> = Vec::with_capacity(zip.len());
    let mut changed = false;
    for i in 0..zip.len() {
        let mut f = zip.by_index(i).ok()?;
        let name = f.name().ok()?.to_string();
        let mut data = Vec::new();
        f.read_to_end(&mut data).ok()?;
        if name.starts_with("xl/worksheets/") && name.ends_with(".bin") {
            if let Some(full) = expand_short_records(&data) {
                data = full;
                changed = true;
            }
        }
        entries.push((name, data));
    }
    if !changed {
        return None;
    }
    let mut out = zip::ZipWriter::new(Cursor::new(Vec::new()));
    let opts =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, data) in entries {
        out.start_file(name, opts).ok()?;
        out.write_all(&data).ok()?;
    }
    Some(out.finish().ok()?.into_inner())
}

/// Reads a record header (type and size, 7 bits a byte) at `i`.
fn header(b: &[u8], i: &mut usize) -> Option<(u32, usize)> {
    let mut typ = 0u32;
    for k in 0..2 {
        let v = *b.get(*i)?;
        *i += 1;
        typ |= ((v & 0x7f) as u32) << (7 * k);
        if v & 0x80 == 0 {
            break;
        }
    }
    let mut size = 0usize;
    for k in 0..4 {
        let v = *b.get(*i)?;
        *i += 1;
        size |= ((v & 0x7f) as usize) << (7 * k);
        if v & 0x80 == 0 {
            break;
        }
    }
    Some((typ, size))
}

fn put_header(out: &mut Vec<u8>, typ: u32, size: usize) {
    let mut t = typ;
    loop {
        let v = (t & 0x7f) as u8;
        t >>= 7;
        if t == 0 {
            out.push(v);
            break;
        }
        out.push(v | 0x80);
    }
    let mut s = size;
    loop {
        let v = (s & 0x7f) as u8;
        s >>= 7;
        if s == 0 {
            out.push(v);
            break;
        }
        out.push(v | 0x80);
    }
}

/// A worksheet stream's grid: rows × columns up to its farthest cell, the
/// way calamine 0.38 reads it: each record is read into one buffer that is
/// never cleared, so a record shorter than 4 bytes leaves the row or column
/// of an earlier one; a row past 0x100000 ends the sheet; a column is not
/// checked at all (a damaged record naming column 4·10⁹ would make it ask
/// for terabytes). `Err` names a column past the last one.
pub fn extent(b: &[u8]) -> Result<Vec<(u64, u64)>, String> {
    let (mut rows, mut cols, mut row, mut next_col) = (0u64, 0u64, 0u64, 0u64);
    let mut first4 = [0u8; 4];
    let mut i = 0;
    while i < b.len() {
        let Some((typ, size)) = header(b, &mut i) else {
            break;
        };
        let Some(data) = i.checked_add(size).and_then(|end| b.get(i..end)) else {
            break;
        };
        i += size;
        let k = data.len().min(4);
        first4[..k].copy_from_slice(&data[..k]);
        let u = u64::from(u32::from_le_bytes(first4));
        let col = match typ {
            0 => {
                row = u;
                if row > 0x10_0000 {
                    break;
                }
                next_col = 0;
                continue;
            }
            0x92 => break,
            1..=11 => u,
            12..=18 => next_col,
            _ => continue,
        };
        if col >= 1 << 14 {
            return Err(format!(
                "a cell in row {} names column {}, beyond the last column a sheet can have (16384); the file is damaged",
                row + 1,
                col + 1
            ));
        }
        next_col = col + 1;
        rows = rows.max(row + 1);
        cols = cols.max(col + 1);
    }
    Ok(vec![(rows, cols)])
}

/// The worksheet stream with short cell records (types 12–18) turned into
/// the full ones (types 1–7) with their column; `None` when it has none or
/// cannot be parsed.
fn expand_short_records(b: &[u8]) -> Option<Vec<u8>> {
    const ROW_HEADER: u32 = 0;
    let mut out = Vec::with_capacity(b.len() + b.len() / 4);
    let mut i = 0;
    let mut next_col: u32 = 0;
    let mut changed = false;
    while i < b.len() {
        let (typ, size) = header(b, &mut i)?;
        let data = b.get(i..i.checked_add(size)?)?;
        i += size;
        match typ {
            ROW_HEADER => {
                next_col = 0;
                put_header(&mut out, typ, size);
                out.extend_from_slice(data);
            }
            // Full cell records (and formulas): the column comes first.
            1..=11 => {
                let col = u32::from_le_bytes(data.get(..4)?.try_into().ok()?);
                next_col = col.checked_add(1)?;
                put_header(&mut out, typ, size);
                out.extend_from_slice(data);
            }
            12..=18 => {
                put_header(&mut out, typ - 11, size + 4);
                out.extend_from_slice(&next_col.to_le_bytes());
                out.extend_from_slice(data);
                next_col = next_col.checked_add(1)?;
                changed = true;
            }
            _ => {
                put_header(&mut out, typ, size);
                out.extend_from_slice(data);
            }
        }
    }
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_records_get_their_columns() {
        let mut s = Vec::new();
        put_header(&mut s, 0, 4); // a row header
        s.extend_from_slice(&3u32.to_le_bytes());
        put_header(&mut s, 7, 12); // BrtCellIsst at column 0
        s.extend_from_slice(&0u32.to_le_bytes());
        s.extend_from_slice(&[0; 8]);
        put_header(&mut s, 13, 8); // BrtShortRk: column 1
        s.extend_from_slice(&[0, 0, 0, 0, 6, 0, 0, 0]);
        put_header(&mut s, 16, 12); // BrtShortReal: column 2
        s.extend_from_slice(&[0; 12]);
        let full = expand_short_records(&s).expect("rewritten");
        let mut i = 0;
        let mut seen = Vec::new();
        while i < full.len() {
            let (t, n) = header(&full, &mut i).expect("header");
            let col = if (1..=11).contains(&t) {
                Some(u32::from_le_bytes(
                    full[i..i + 4].try_into().expect("4 bytes"),
                ))
            } else {
                None
            };
            seen.push((t, n, col));
            i += n;
        }
        assert_eq!(
            seen,
            vec![
                (0, 4, None),
                (7, 12, Some(0)),
                (2, 12, Some(1)),
                (5, 16, Some(2))
            ]
        );
        // A stream with only full records is left alone.
        let mut plain = Vec::new();
        put_header(&mut plain, 5, 16);
        plain.extend_from_slice(&[0; 16]);
        assert!(expand_short_records(&plain).is_none());
        // A big type number takes two header bytes and survives.
        let mut big = Vec::new();
        put_header(&mut big, 0x0267, 0);
        let mut j = 0;
        assert_eq!(header(&big, &mut j), Some((0x0267, 0)));
    }
}
