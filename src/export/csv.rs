//! The grid and the answers as CSV (the csv crate): a header row and column,
//! labels or codes in the cells; `;` and a UTF-8 byte-order mark for the
//! Excel of a Russian locale.
//!
//! A CSV opened by double-click (or `soffice --convert-to`) gets no import
//! options: LibreOffice then reads it in the system's 8-bit charset and
//! ignores a byte-order mark (it shows it as `ï»¿`), while Excel reads UTF-8
//! only after one. So the default file is plain ASCII where it can be — the
//! table's finished cells are `-`, not `—` — which both read right, and a
//! file that still needs other characters (Russian words, П/В labels) starts
//! with a byte-order mark, which Excel needs. `--plain` keeps `—` and never
//! writes a mark.

use std::borrow::Cow;
use std::io::Write;

use super::Report;
use crate::exam::compress;
use crate::exam::wording::Lang;
use crate::label::{code_text, label};
use crate::solve::Code;

/// How a CSV file is written.
#[derive(Debug, Clone, Copy)]
pub struct CsvOptions {
    pub delimiter: u8,
    /// When to start with a UTF-8 byte-order mark (Excel needs it to read UTF-8).
    pub bom: Bom,
    /// Finished cells as `-` (ASCII) instead of `—`.
    pub ascii: bool,
    /// Codes (+2, -1, 0) instead of labels (V2, P1, —).
    pub codes: bool,
    pub lang: Lang,
}

/// When a CSV file starts with a UTF-8 byte-order mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bom {
    Never,
    Always,
    /// Only when the content has a character outside ASCII.
    IfNeeded,
}

impl Bom {
    fn wanted(self, ascii_only: bool) -> bool {
        match self {
            Bom::Never => false,
            Bom::Always => true,
            Bom::IfNeeded => !ascii_only,
        }
    }
}

impl CsvOptions {
    /// The file written for a double-click: ASCII where it can be, a mark where not.
    pub fn for_double_click() -> Self {
        CsvOptions {
            bom: Bom::IfNeeded,
            ascii: true,
            ..CsvOptions::default()
        }
    }
}

impl Default for CsvOptions {
    fn default() -> Self {
        CsvOptions {
            delimiter: b',',
            bom: Bom::Never,
            ascii: false,
            codes: false,
            lang: Lang::Ru,
        }
    }
}

/// A CSV field from user text (a question's id, a vertex's name), safe to
/// open in a spreadsheet: one that begins with `=`, `+`, `-`, `@`, a tab or
/// a carriage return would be taken by Excel or LibreOffice for a formula
/// (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`) and run, so it gets a leading `'`
/// (OWASP's rule for CSV injection) and is shown as text. A number (`-2`,
/// `+1.5`, `-1e3`) is left as it is: it stays a number. Every CSV writer
/// passes its user text through here.
pub fn neutral(field: &str) -> Cow<'_, str> {
    let risky = field.starts_with(['=', '+', '-', '@', '\t', '\r']);
    if risky && !is_number(field) {
        Cow::Owned(format!("'{field}"))
    } else {
        Cow::Borrowed(field)
    }
}

/// A plain decimal number: an optional sign, digits with an optional
/// fraction, an optional exponent (not `inf` or `NaN`, which Rust parses).
fn is_number(s: &str) -> bool {
    let s = s.strip_prefix(['+', '-']).unwrap_or(s);
    let (mantissa, exponent) = match s.find(['e', 'E']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |d: &str| d.bytes().all(|b| b.is_ascii_digit());
    let mantissa_ok = !(int.is_empty() && frac.is_empty()) && digits(int) && digits(frac);
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['+', '-']).unwrap_or(e);
        !e.is_empty() && digits(e)
    });
    mantissa_ok && exponent_ok
}

fn writer<'w>(
    out: &'w mut dyn Write,
    o: &CsvOptions,
    ascii_only: bool,
) -> std::io::Result<csv::Writer<&'w mut dyn Write>> {
    if o.bom.wanted(ascii_only) {
        out.write_all("\u{feff}".as_bytes())?;
    }
    Ok(csv::WriterBuilder::new()
        .delimiter(o.delimiter)
        .flexible(false)
        .from_writer(out))
}

/// Writes the grid: heap 1 down, heap 2 across (one heap: S across one row;
/// three heaps: columns h1 and h2, then heap 3 across).
///
/// # Errors
/// Writing fails.
pub fn write_grid(out: &mut dyn Write, r: &Report, o: &CsvOptions) -> anyhow::Result<()> {
    let cell = |code| {
        if o.codes {
            code_text(code)
        } else if o.ascii && matches!(code, Code::Over | Code::Handed) {
            "-".to_string()
        } else {
            label(code, r.labels)
        }
    };
    // Every text a cell can hold is one of these (headers are ASCII).
    let ascii_only = [Code::Win(1), Code::Lose(1), Code::Draw, Code::Over]
        .into_iter()
        .all(|c| cell(c).is_ascii());
    let mut w = writer(out, o, ascii_only)?;
    let Some(grid) = &r.grid else {
        w.write_record(["(no live position)"])?;
        w.flush()?;
        return Ok(());
    };
    let heaps = grid.heaps;
    let blocks = grid.blocks();
    let mut rec: Vec<String> = match heaps {
        1 => vec!["S".into()],
        2 => vec!["h1\\h2".into()],
        _ => vec!["h1".into(), "h2\\h3".into()],
    };
    if let Some(first) = blocks.first() {
        rec.extend(first.cols.iter().map(|c| c.to_string()));
    }
    w.write_record(&rec)?;
    for block in &blocks {
        let rows: Vec<Option<i64>> = if block.rows.is_empty() {
            vec![None]
        } else {
            block.rows.iter().map(|&v| Some(v)).collect()
        };
        for row in rows {
            rec.clear();
            if let Some(a) = block.fixed {
                rec.push(a.to_string());
            }
            rec.push(row.map(|v| v.to_string()).unwrap_or_default());
            for &c in &block.cols {
                let code = grid.code(r.solution, &grid.position(block, row, c));
                rec.push(code.map(cell).unwrap_or_default());
            }
            w.write_record(&rec)?;
        }
    }
    w.flush()?;
    Ok(())
}

/// Writes the answers: id, the question in words, the answer, every
/// qualifying value, the query.
///
/// # Errors
/// Writing fails.
pub fn write_answers(out: &mut dyn Write, r: &Report, o: &CsvOptions) -> anyhow::Result<()> {
    let mut records: Vec<[String; 5]> = Vec::new();
    records.push(
        [
            crate::i18n::fixed(o.lang, "csv-question"),
            crate::i18n::fixed(o.lang, "csv-wording"),
            crate::i18n::fixed(o.lang, "csv-answer"),
            crate::i18n::fixed(o.lang, "csv-all"),
            crate::i18n::fixed(o.lang, "csv-query"),
        ]
        .map(String::from),
    );
    for a in r.answers {
        records.push([
            neutral(&a.id).into_owned(),
            neutral(&r.question_words(a, o.lang)).into_owned(),
            neutral(&a.answer).into_owned(),
            compress(&a.values),
            neutral(&a.query).into_owned(),
        ]);
    }
    let ascii_only = records.iter().flatten().all(|f| f.is_ascii());
    let mut w = writer(out, o, ascii_only)?;
    for rec in &records {
        w.write_record(rec)?;
    }
    w.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_that_would_be_formulas_get_a_quote_and_numbers_stay() {
        for (field, want) in [
            (
                "=HYPERLINK(\"http://x\",\"y\")",
                "'=HYPERLINK(\"http://x\",\"y\")",
            ),
            ("+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
            ("@SUM(1+1)", "'@SUM(1+1)"),
            ("-1+2", "'-1+2"),
            ("\t=1", "'\t=1"),
            ("\r=1", "'\r=1"),
            ("-inf", "'-inf"),
            ("-", "'-"),
            ("-2", "-2"),
            ("+1", "+1"),
            ("-1.5e3", "-1.5e3"),
            ("-.5", "-.5"),
            ("19", "19"),
            ("a=b", "a=b"),
            ("", ""),
        ] {
            assert_eq!(neutral(field), want, "{field:?}");
        }
    }

    #[test]
    fn excel_csv_starts_with_a_bom_and_uses_semicolons() {
        let mut buf = Vec::new();
        let o = CsvOptions {
            delimiter: b';',
            bom: Bom::Always,
            ..CsvOptions::default()
        };
        let mut w = writer(&mut buf, &o, true).unwrap();
        w.write_record(["h1\\h2", "1", "2"]).unwrap();
        w.flush().unwrap();
        drop(w);
        assert_eq!(buf, "\u{feff}h1\\h2;1;2\n".as_bytes());
    }

    #[test]
    fn a_mark_only_when_needed() {
        for (ascii_only, want) in [(true, false), (false, true)] {
            let mut buf = Vec::new();
            let o = CsvOptions::for_double_click();
            drop(writer(&mut buf, &o, ascii_only).unwrap());
            assert_eq!(buf.starts_with("\u{feff}".as_bytes()), want);
        }
    }
}
