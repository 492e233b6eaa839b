//! `solve --out FILE`: picks the writer by the extension (or `--format`) and
//! writes every file atomically.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use gametable::cli::{OutFormat, SolveArgs};
use gametable::export::csv::{self as csv_out, CsvOptions};
use gametable::export::{formulas, xlsx, Report};
use gametable::output::{write_atomic, write_bytes_atomic};

/// Where the table goes.
pub enum Dest {
    Stdout,
    File(PathBuf),
}

/// The checked output settings of a solve.
pub struct OutPlan {
    /// The table's destination and format, if it is written.
    pub table: Option<(Dest, OutFormat)>,
    /// Where the answers CSV goes, if anywhere.
    pub answers: Option<PathBuf>,
    pub csv: CsvOptions,
    pub formulas: bool,
}

impl OutPlan {
    /// Whether the workbook written gets the strategy trees' sheet (the
    /// live-formula workbook has none).
    pub fn workbook_trees(&self) -> bool {
        matches!(self.table, Some((Dest::File(_), OutFormat::Xlsx))) && !self.formulas
    }

    /// Whether the table goes to stdout (nothing else may be printed there).
    pub fn to_stdout(&self) -> bool {
        matches!(self.table, Some((Dest::Stdout, _)))
    }
}

/// Checks the output flags before anything is solved; `None` when nothing
/// is written but the usual text.
pub fn plan(a: &SolveArgs) -> anyhow::Result<Option<OutPlan>> {
    let delimiter = match a.delimiter {
        Some(c) if c.is_ascii() && !matches!(c, '"' | '\n' | '\r') => Some(c as u8),
        Some(c) => bail!(
            "--delimiter: expected one ASCII character other than '\"' or a newline, found {c:?}"
        ),
        None => None,
    };
    let csv = CsvOptions {
        delimiter: delimiter.unwrap_or(if a.excel { b';' } else { b',' }),
        bom: a.excel,
        codes: a.codes,
        lang: a.lang,
    };
    let Some(out) = &a.out else {
        if a.answers_csv.is_none() {
            if a.codes || a.excel || a.delimiter.is_some() {
                bail!("--codes, --delimiter and --excel shape a CSV file: give --out FILE.csv (or '-')");
            }
            return Ok(None);
        }
        return Ok(Some(OutPlan {
            table: None,
            answers: a.answers_csv.clone(),
            csv,
            formulas: false,
        }));
    };
    let stdout = out.as_os_str() == "-";
    let ext = out
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let format = match (a.format, stdout, ext.as_str()) {
        (Some(f), _, _) => f,
        (None, true, _) => OutFormat::Csv,
        (None, false, "xlsx") => OutFormat::Xlsx,
        (None, false, "csv" | "txt") => OutFormat::Csv,
        (None, false, _) => bail!(
            "--out {}: cannot tell the format from the extension; expected .xlsx or .csv (or give --format xlsx|csv)",
            out.display()
        ),
    };
    if stdout && format == OutFormat::Xlsx {
        bail!("--out -: an XLSX workbook cannot go to stdout; give a file name ending in .xlsx");
    }
    if a.formulas && format != OutFormat::Xlsx {
        bail!("--formulas makes a live-formula XLSX workbook: give --out FILE.xlsx");
    }
    let answers = match (&a.answers_csv, format, stdout) {
        (Some(p), _, _) => Some(p.clone()),
        (None, OutFormat::Csv, false) => Some(answers_beside(out)),
        _ => None,
    };
    let dest = if stdout {
        Dest::Stdout
    } else {
        Dest::File(out.clone())
    };
    Ok(Some(OutPlan {
        table: Some((dest, format)),
        answers,
        csv,
        formulas: a.formulas,
    }))
}

/// `table.csv` → `table-answers.csv`.
fn answers_beside(out: &Path) -> PathBuf {
    let stem = out
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "table".into());
    out.with_file_name(format!("{stem}-answers.csv"))
}

/// Writes the table (and the answers CSV) as planned; returns the files written.
pub fn write(p: &OutPlan, r: &Report) -> anyhow::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    match &p.table {
        None => {}
        Some((Dest::File(path), OutFormat::Xlsx)) => {
            let bytes = if p.formulas {
                formulas::workbook(r, p.csv.lang)
            } else {
                xlsx::workbook(r, p.csv.lang)
            }
            .with_context(|| path.display().to_string())?;
            write_bytes_atomic(path, &bytes)?;
            written.push(path.clone());
        }
        Some((Dest::File(path), OutFormat::Csv)) => {
            write_atomic(path, |w| csv_out::write_grid(w, r, &p.csv))?;
            written.push(path.clone());
        }
        Some((Dest::Stdout, _)) => {
            let mut out = super::stdout();
            csv_out::write_grid(&mut out, r, &p.csv)?;
            std::io::Write::flush(&mut out)?;
        }
    }
    if let Some(path) = &p.answers {
        write_atomic(path, |w| csv_out::write_answers(w, r, &p.csv))?;
        written.push(path.clone());
    }
    Ok(written)
}
