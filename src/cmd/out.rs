//! `solve --out FILE`: picks the writer by the extension (or `--format`) and
//! writes every file atomically.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use gametable::cli::{OutFormat, SolveArgs};
use gametable::export::csv::{self as csv_out, Bom, CsvOptions};
use gametable::export::{formulas, ods, xlsx, Report};
use gametable::output::{stage, stage_bytes};
use gametable::tr;

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
    pub fn table_to_stdout(&self) -> bool {
        matches!(self.table, Some((Dest::Stdout, _)))
    }

    /// Whether the answers CSV goes to stdout (`--answers-csv -`).
    pub fn answers_to_stdout(&self) -> bool {
        self.answers
            .as_deref()
            .is_some_and(gametable::output::is_stdout)
    }
}

/// Checks the output flags before anything is solved; `None` when nothing
/// is written but the usual text.
pub fn plan(a: &SolveArgs) -> anyhow::Result<Option<OutPlan>> {
    let delimiter = match a.delimiter {
        Some(c) if c.is_ascii() && !matches!(c, '"' | '\n' | '\r') => Some(c as u8),
        Some(c) => bail!(tr!(a.lang, "out-delimiter", found = format!("{c:?}"))),
        None => None,
    };
    let stdout = a.out.as_deref().is_some_and(gametable::output::is_stdout);
    if a.json {
        for (flag, p) in [("--out", &a.out), ("--answers-csv", &a.answers_csv)] {
            if p.as_deref().is_some_and(gametable::output::is_stdout) {
                bail!(tr!(a.lang, "out-json-stdout", flag = flag));
            }
        }
    }
    let csv = CsvOptions {
        delimiter: delimiter.unwrap_or(if a.excel { b';' } else { b',' }),
        // A pipe is read by programs: the plain form; a file, by double-click.
        bom: if a.excel {
            Bom::Always
        } else if a.plain || stdout {
            Bom::Never
        } else {
            Bom::IfNeeded
        },
        ascii: !a.plain && !stdout,
        codes: a.codes,
        lang: a.lang,
    };
    let Some(out) = &a.out else {
        if a.answers_csv.is_none() {
            if a.codes || a.excel || a.plain || a.delimiter.is_some() {
                bail!(tr!(a.lang, "out-csv-flags"));
            }
            return Ok(None);
        }
        if let Some(p) = &a.answers_csv {
            let inputs: Vec<&Path> = a.game.as_deref().map(Path::new).into_iter().collect();
            gametable::output::check_outputs(&[("--answers-csv", p)], &inputs)?;
        }
        return Ok(Some(OutPlan {
            table: None,
            answers: a.answers_csv.clone(),
            csv,
            formulas: false,
        }));
    };
    let ext = out
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let format = match (a.format, stdout, ext.as_str()) {
        (Some(f), _, _) => f,
        (None, true, _) => OutFormat::Csv,
        (None, false, ext) => match format_of(ext) {
            Some(f) => f,
            None => bail!(tr!(
                a.lang,
                "out-format-unknown",
                file = out.display().to_string()
            )),
        },
    };
    if stdout && format != OutFormat::Csv {
        bail!(tr!(a.lang, "out-workbook-stdout"));
    }
    if a.formulas && format != OutFormat::Xlsx {
        bail!(tr!(a.lang, "out-formulas-xlsx"));
    }
    let answers = match (&a.answers_csv, format, stdout) {
        (Some(p), _, _) => Some(p.clone()),
        (None, OutFormat::Csv, false) => Some(answers_beside(out)),
        _ => None,
    };
    let mut outputs = vec![("--out", out.as_path())];
    if let Some(p) = &answers {
        let flag = if a.answers_csv.is_some() {
            "--answers-csv"
        } else {
            "--out's answers file"
        };
        outputs.push((flag, p.as_path()));
    }
    let inputs: Vec<&Path> = a.game.as_deref().map(Path::new).into_iter().collect();
    gametable::output::check_outputs(&outputs, &inputs)?;
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

/// The one rule for `--out`: the format its extension names, else none
/// (the command refuses, asking for `--format`).
pub fn format_of(ext: &str) -> Option<OutFormat> {
    match ext {
        "xlsx" => Some(OutFormat::Xlsx),
        "ods" => Some(OutFormat::Ods),
        "csv" => Some(OutFormat::Csv),
        _ => None,
    }
}

/// `table.csv` → `table-answers.csv` (a name that is not UTF-8 kept as it is).
fn answers_beside(out: &Path) -> PathBuf {
    let mut name = out
        .file_stem()
        .map(|s| s.to_os_string())
        .unwrap_or_else(|| "table".into());
    name.push("-answers.csv");
    out.with_file_name(name)
}

/// Writes the table (and the answers CSV) as planned, all or nothing;
/// returns the files written (not stdout).
pub fn write(p: &OutPlan, r: &Report) -> anyhow::Result<Vec<PathBuf>> {
    let mut staged = Vec::new();
    match &p.table {
        None => {}
        Some((Dest::File(path), OutFormat::Xlsx)) => {
            let bytes = if p.formulas {
                formulas::workbook(r, p.csv.lang)
            } else {
                xlsx::workbook(r, p.csv.lang)
            }
            .with_context(|| path.display().to_string())?;
            staged.push(stage_bytes(path, &bytes)?);
        }
        Some((Dest::File(path), OutFormat::Ods)) => {
            let bytes = ods::workbook(r, p.csv.lang).with_context(|| path.display().to_string())?;
            staged.push(stage_bytes(path, &bytes)?);
        }
        Some((Dest::File(path), OutFormat::Csv)) => {
            staged.push(stage(path, |w| csv_out::write_grid(w, r, &p.csv))?);
        }
        Some((Dest::Stdout, _)) => {}
    }
    if let Some(path) = &p.answers {
        // A pipe is read by programs: no byte-order mark there (as `--out -`).
        let o = if gametable::output::is_stdout(path) && !matches!(p.csv.bom, Bom::Always) {
            CsvOptions {
                bom: Bom::Never,
                ..p.csv
            }
        } else {
            p.csv
        };
        staged.push(stage(path, |w| csv_out::write_answers(w, r, &o))?);
    }
    if let Some((Dest::Stdout, _)) = &p.table {
        let mut out = super::stdout();
        csv_out::write_grid(&mut out, r, &p.csv)?;
        std::io::Write::flush(&mut out)?;
    }
    let mut written = Vec::new();
    for s in staged {
        let path = s.commit()?;
        if !gametable::output::is_stdout(&path) {
            written.push(path);
        }
    }
    Ok(written)
}
