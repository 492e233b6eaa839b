//! The class's rows as CSV (`check --class … --out class.csv`): one line
//! per student's file, the same rows as the class workbook's first sheet.

use crate::check::class::{words, Class, RowResult};
use crate::exam::wording::Lang;

/// The class's rows as CSV (UTF-8 with a byte-order mark, `;` between
/// fields, as Russian Excel opens by double-click): one line per file.
///
/// # Errors
/// Writing fails.
pub fn csv(out: &mut dyn std::io::Write, class: &Class, lang: Lang) -> anyhow::Result<()> {
    let w = words(lang);
    out.write_all("\u{feff}".as_bytes())?;
    let mut wr = ::csv::WriterBuilder::new().delimiter(b';').from_writer(out);
    let mut head: Vec<String> = [w.file, w.student, w.checked, w.wrong, w.percent]
        .map(String::from)
        .to_vec();
    let ids = class.questions();
    let with_variants = class.groups.iter().any(|g| g.variant.is_some());
    head.extend(ids.iter().cloned());
    head.extend([w.mark, w.note].map(String::from));
    if with_variants {
        head.push(w.variant.to_string());
    }
    // File names, students' names and answers, question ids: user text,
    // never a formula (numbers stay numbers).
    let neutral = |rec: &[String]| -> Vec<String> {
        rec.iter()
            .map(|f| super::csv::neutral(f).into_owned())
            .collect()
    };
    wr.write_record(neutral(&head))?;
    for row in &class.rows {
        let mut rec = vec![row.file.clone(), row.student.clone().unwrap_or_default()];
        match &row.result {
            RowResult::Table(t) => rec.extend([
                t.counts.checked.to_string(),
                t.counts.wrong.to_string(),
                // Russian Excel reads a decimal comma.
                match lang {
                    Lang::Ru => format!("{:.1}", t.percent).replace('.', ","),
                    Lang::En => format!("{:.1}", t.percent),
                },
            ]),
            RowResult::Error(_) => {
                rec.extend([w.not_used.to_string(), String::new(), String::new()])
            }
        }
        rec.extend(ids.iter().map(|q| {
            row.answers
                .iter()
                .find(|g| g.question == *q)
                .map(|g| g.shown(lang))
                .unwrap_or_default()
        }));
        rec.push(row.mark.clone().unwrap_or_default());
        rec.push(match &row.result {
            RowResult::Error(e) => e.clone(),
            RowResult::Table(_) => String::new(),
        });
        if with_variants {
            rec.push(
                row.variant
                    .as_ref()
                    .map(|v| v.said.clone())
                    .unwrap_or_default(),
            );
        }
        wr.write_record(neutral(&rec))?;
    }
    wr.flush()?;
    Ok(())
}
