//! The grid and the answers as CSV (the csv crate): a header row and column,
//! labels or codes in the cells; `;` and a UTF-8 byte-order mark for the
//! Excel of a Russian locale.

use std::io::Write;

use super::Report;
use crate::exam::compress;
use crate::exam::wording::{self, Lang};
use crate::label::{code_text, label};

/// How a CSV file is written.
#[derive(Debug, Clone, Copy)]
pub struct CsvOptions {
    pub delimiter: u8,
    /// Start with a UTF-8 byte-order mark (Excel needs it to read UTF-8).
    pub bom: bool,
    /// Codes (+2, -1, 0) instead of labels (V2, P1, —).
    pub codes: bool,
    pub lang: Lang,
}

impl Default for CsvOptions {
    fn default() -> Self {
        CsvOptions {
            delimiter: b',',
            bom: false,
            codes: false,
            lang: Lang::Ru,
        }
    }
}

fn writer<'w>(
    out: &'w mut dyn Write,
    o: &CsvOptions,
) -> std::io::Result<csv::Writer<&'w mut dyn Write>> {
    if o.bom {
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
    let mut w = writer(out, o)?;
    let Some(grid) = &r.grid else {
        w.write_record(["(no live position)"])?;
        w.flush()?;
        return Ok(());
    };
    let heaps = grid.heaps;
    let cell = |code| {
        if o.codes {
            code_text(code)
        } else {
            label(code, r.labels)
        }
    };
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
    let mut w = writer(out, o)?;
    w.write_record(match o.lang {
        Lang::Ru => [
            "вопрос",
            "формулировка",
            "ответ",
            "все подходящие",
            "запрос",
        ],
        Lang::En => ["question", "wording", "answer", "qualifying", "query"],
    })?;
    for a in r.answers {
        let words = r
            .task
            .questions
            .iter()
            .find(|q| q.id == a.id)
            .map_or_else(|| a.query.clone(), |q| wording::question(q, o.lang));
        w.write_record([
            a.id.as_str(),
            words.as_str(),
            a.answer.as_str(),
            compress(&a.values).as_str(),
            a.query.as_str(),
        ])?;
    }
    w.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excel_csv_starts_with_a_bom_and_uses_semicolons() {
        let mut buf = Vec::new();
        let o = CsvOptions {
            delimiter: b';',
            bom: true,
            ..CsvOptions::default()
        };
        let mut w = writer(&mut buf, &o).unwrap();
        w.write_record(["h1\\h2", "1", "2"]).unwrap();
        w.flush().unwrap();
        drop(w);
        assert_eq!(buf, "\u{feff}h1\\h2;1;2\n".as_bytes());
    }
}
