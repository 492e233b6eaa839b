//! A Word 97–2003 `.doc` as the text its reader sees: the document's main
//! text, each paragraph a line. School computers keep many collections in
//! this format; its text lies in the `WordDocument` stream in pieces (each
//! UTF-16 or one byte a character), listed by the piece table of the
//! `0Table` or `1Table` stream ([MS-DOC] 2.4.1, «Retrieving Text»). A
//! list's paragraph gets the number Word draws before it (`doc_lists`).

use std::io::Read;

use super::doc_lists::Numbering;
use super::DecodeError;
use crate::msg;

/// How much of a stream we read at most.
const STREAM_LIMIT: u64 = 64 << 20;

/// Whether the bytes are a compound file (Word 97–2003, an old Excel file).
pub(super) fn is_compound(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
}

/// The main text of a Word 97–2003 document.
pub(super) fn doc_text(bytes: &[u8]) -> Result<String, DecodeError> {
    let bad = DecodeError::Doc;
    let mut file = cfb::CompoundFile::open(std::io::Cursor::new(bytes))
        .map_err(|_| bad(msg!("read-doc-damaged")))?;
    if !file.is_stream("/WordDocument") {
        return Err(bad(msg!("read-doc-not-word")));
    }
    let word = stream(&mut file, "/WordDocument")?;
    let fib = Fib::read(&word).ok_or_else(|| bad(msg!("read-doc-damaged")))?;
    if fib.encrypted {
        return Err(bad(msg!("read-doc-encrypted")));
    }
    let table_name = if fib.table_one { "/1Table" } else { "/0Table" };
    if !file.is_stream(table_name) {
        return Err(bad(msg!("read-doc-damaged")));
    }
    let table = stream(&mut file, table_name)?;
    let pieces =
        pieces(&table, fib.clx_at, fib.clx_len).ok_or_else(|| bad(msg!("read-doc-damaged")))?;
    // The lists' numbers: none if the document has no lists or their
    // tables are damaged.
    let mut numbering = Numbering::read(&word, &table);
    let mut raw = String::new();
    // The paragraph being read: its number goes before it once its mark
    // (and so its properties) is reached.
    let mut paragraph = String::new();
    for piece in pieces {
        // The main text is the first `ccpText` characters; the footnotes,
        // headers and comments follow it.
        if piece.cp_start >= fib.main_chars {
            break;
        }
        let chars = (piece.cp_end.min(fib.main_chars) - piece.cp_start) as usize;
        let text = piece_text(&word, &piece, chars).ok_or_else(|| bad(msg!("read-doc-damaged")))?;
        let width = if piece.compressed { 1 } else { 2 };
        let mut fc = piece.at;
        for c in text.chars() {
            paragraph.push(c);
            if matches!(c, '\r' | '\u{07}') {
                if let Some(mark) = numbering.as_mut().and_then(|n| n.mark(fc)) {
                    raw.push_str(&mark);
                    raw.push(' ');
                }
                raw.push_str(&paragraph);
                paragraph.clear();
            }
            fc = fc.saturating_add(width * c.len_utf16());
        }
    }
    raw.push_str(&paragraph);
    Ok(plain(&raw))
}

fn stream(
    file: &mut cfb::CompoundFile<std::io::Cursor<&[u8]>>,
    name: &str,
) -> Result<Vec<u8>, DecodeError> {
    let bad = DecodeError::Doc;
    let len = file
        .entry(name)
        .map_err(|_| bad(msg!("read-doc-damaged")))?
        .len();
    if len > STREAM_LIMIT {
        return Err(bad(msg!(
            "read-doc-too-large",
            part = name.trim_start_matches('/').to_string(),
            size = crate::solve::human_bytes(len),
            max = crate::solve::human_bytes(STREAM_LIMIT)
        )));
    }
    let mut out = Vec::new();
    file.open_stream(name)
        .and_then(|s| s.take(STREAM_LIMIT).read_to_end(&mut out))
        .map_err(|_| bad(msg!("read-doc-damaged")))?;
    Ok(out)
}

/// What the text's retrieval needs of the File Information Block.
struct Fib {
    /// `fWhichTblStm`: the piece table is in `1Table`, else `0Table`.
    table_one: bool,
    encrypted: bool,
    /// `ccpText`: the main document's characters.
    main_chars: u32,
    /// `fcClx`, `lcbClx`: where the piece table lies in the table stream.
    clx_at: u32,
    clx_len: u32,
}

impl Fib {
    fn read(word: &[u8]) -> Option<Fib> {
        // Word's own documents: `wIdent` 0xA5EC.
        if u16_at(word, 0)? != 0xA5EC {
            return None;
        }
        let flags = u16_at(word, 0x0A)?;
        Some(Fib {
            table_one: flags & 0x0200 != 0,
            encrypted: flags & 0x0100 != 0,
            main_chars: u32_at(word, 0x4C)?,
            clx_at: u32_at(word, 0x01A2)?,
            clx_len: u32_at(word, 0x01A6)?,
        })
    }
}

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

/// One piece of the text: its characters' positions and where its bytes
/// lie.
struct Piece {
    cp_start: u32,
    cp_end: u32,
    /// Byte offset in `WordDocument`.
    at: usize,
    /// One byte a character (Windows-1252), else UTF-16.
    compressed: bool,
}

/// The piece table (`Clx`): property runs (`Prc`, skipped) then the `Pcdt`.
fn pieces(table: &[u8], at: u32, len: u32) -> Option<Vec<Piece>> {
    let clx = table.get(at as usize..(at as usize).checked_add(len as usize)?)?;
    let mut i = 0;
    while *clx.get(i)? == 0x01 {
        let cb = usize::from(u16_at(clx, i + 1)?);
        i += 3 + cb;
    }
    if *clx.get(i)? != 0x02 {
        return None;
    }
    let lcb = u32_at(clx, i + 1)? as usize;
    let plc = clx.get(i + 5..(i + 5).checked_add(lcb)?)?;
    // n + 1 character positions, then n descriptors of 8 bytes.
    if lcb < 4 || !(lcb - 4).is_multiple_of(12) {
        return None;
    }
    let n = (lcb - 4) / 12;
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let cp_start = u32_at(plc, 4 * k)?;
        let cp_end = u32_at(plc, 4 * (k + 1))?;
        let fc = u32_at(plc, 4 * (n + 1) + 8 * k + 2)?;
        let compressed = fc & 0x4000_0000 != 0;
        let fc = fc & 0x3FFF_FFFF;
        if cp_end < cp_start {
            return None;
        }
        out.push(Piece {
            cp_start,
            cp_end,
            at: if compressed {
                fc as usize / 2
            } else {
                fc as usize
            },
            compressed,
        });
    }
    Some(out)
}

/// A piece's first `chars` characters.
fn piece_text(word: &[u8], piece: &Piece, chars: usize) -> Option<String> {
    if piece.compressed {
        let bytes = word.get(piece.at..piece.at.checked_add(chars)?)?;
        Some(bytes.iter().map(|&b| windows_1252(b)).collect())
    } else {
        let bytes = word.get(piece.at..piece.at.checked_add(chars.checked_mul(2)?)?)?;
        let units = bytes
            .chunks_exact(2)
            .map(|c| u16::from_le_bytes([c[0], c[1]]));
        Some(
            char::decode_utf16(units)
                .map(|c| c.unwrap_or('\u{FFFD}'))
                .collect(),
        )
    }
}

/// A byte of a compressed piece: Windows-1252 (its quotes and dashes; the
/// rest as Latin-1).
pub(super) fn windows_1252(b: u8) -> char {
    match b {
        0x82 => '‚',
        0x84 => '„',
        0x85 => '…',
        0x91 => '‘',
        0x92 => '’',
        0x93 => '“',
        0x94 => '”',
        0x95 => '•',
        0x96 => '–',
        0x97 => '—',
        0x99 => '™',
        _ => char::from(b),
    }
}

/// Word's marks in the text made plain: a paragraph's end, a line break and
/// a table cell's end end a line; a field shows its result, not its code
/// («{ SYMBOL 163 \f Symbol }» is no word of the task); a non-breaking
/// hyphen is a hyphen; an optional hyphen and an object's anchor are
/// nothing. Fields nest: a depth counts them, the code hidden until its
/// separator.
fn plain(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    // Per open field: whether its code is still being read.
    let mut fields: Vec<bool> = Vec::new();
    for c in raw.chars() {
        match c {
            '\u{13}' => fields.push(true),
            '\u{14}' => {
                if let Some(code) = fields.last_mut() {
                    *code = false;
                }
            }
            '\u{15}' => {
                fields.pop();
            }
            _ if fields.iter().any(|&code| code) => {}
            '\r' | '\u{0B}' | '\u{0C}' | '\u{07}' => out.push('\n'),
            '\u{1E}' => out.push('-'),
            '\u{1F}' | '\u{01}' | '\u{08}' | '\u{02}' | '\u{05}' => {}
            c => out.push(c),
        }
    }
    out
}

/// 400 copies of a file, each with 1 to `most` bytes changed at places a
/// seeded xorshift picks: the damage tests of the `.doc` readers.
#[cfg(test)]
pub(super) fn damaged_copies(good: &[u8], seed: u64, most: u64) -> Vec<Vec<u8>> {
    let mut seed = seed;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    (0..400)
        .map(|_| {
            let mut bytes = good.to_vec();
            for _ in 0..1 + next() % most {
                let at = (next() % bytes.len() as u64) as usize;
                bytes[at] = next() as u8;
            }
            bytes
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_marks_are_made_plain() {
        assert_eq!(
            plain("Игра\r1 \u{13} SYMBOL 163 \\f Symbol \u{14}≤\u{15} S\u{0B}по\u{1F}ка\u{1E}да"),
            "Игра\n1 ≤ S\nпока-да"
        );
        // A field inside another's code: both codes hidden.
        assert_eq!(plain("a\u{13}X \u{13}Y\u{14}y\u{15}\u{14}x\u{15}b"), "axb");
    }

    #[test]
    fn a_compound_file_that_is_not_word_is_refused() {
        assert!(is_compound(&[
            0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0
        ]));
        let damaged = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0, 0];
        assert!(matches!(doc_text(&damaged), Err(DecodeError::Doc(_))));
    }

    /// A damaged `.doc` (bytes changed anywhere: the container, the FIB, the
    /// piece table, the text) is refused or read, never a panic.
    #[test]
    fn a_damaged_doc_is_refused_or_read() {
        let good = include_bytes!("../../../tests/fixtures/read/formats/doc-kp1921-039.doc");
        assert!(doc_text(good).is_ok_and(|t| t.contains("Петя")));
        for bytes in damaged_copies(good, 0x9E37_79B9_7F4A_7C15, 8) {
            let _ = doc_text(&bytes);
        }
    }
}
