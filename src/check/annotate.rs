//! The annotated copy: the checked sheet written back as XLSX, wrong cells
//! filled red (unmarked ones, with `--strict`, yellow), each with a note
//! giving the expected label and the reason. The same input gives the same
//! bytes (a fixed creation date).

use rust_xlsxwriter::{Color, DocProperties, ExcelDateTime, Format, Note, Workbook, Worksheet};

use super::{Problem, Verdict};
use crate::exam::wording::Lang;
use crate::import::{Sheet, Value};

/// The annotated workbook's bytes; the notes in `lang`, as the reasons.
///
/// # Errors
/// The sheet is beyond XLSX's limits (rows, columns, text length).
pub fn xlsx(sheet: &Sheet, problems: &[Problem], lang: Lang) -> anyhow::Result<Vec<u8>> {
    let mut wb = Workbook::new();
    let date = ExcelDateTime::from_ymd(2021, 1, 1)?;
    wb.set_properties(
        &DocProperties::new()
            .set_creation_datetime(&date)
            .set_author("gametable check"),
    );
    let ws = wb.add_worksheet();
    ws.set_name(sheet_name(&sheet.name))?;
    write_sheet(ws, sheet, problems, 0, lang)?;
    Ok(wb.save_to_buffer()?)
}

/// Writes `sheet` onto `ws` from row `top` down, wrong cells filled red
/// (unmarked ones yellow), each with a note: the annotated copy's one sheet,
/// and each student's sheet of a class workbook. Rows are written in order
/// (a constant-memory worksheet takes them so).
///
/// # Errors
/// The sheet is beyond XLSX's limits (rows, columns, text length).
pub fn write_sheet(
    ws: &mut Worksheet,
    sheet: &Sheet,
    problems: &[Problem],
    top: u32,
    lang: Lang,
) -> anyhow::Result<()> {
    let red = Format::new().set_background_color(Color::RGB(0xFF8080));
    let yellow = Format::new().set_background_color(Color::RGB(0xFFFF80));
    let plain = Format::new();
    let mut marks = std::collections::HashMap::new();
    for p in problems {
        marks.insert((p.row, p.col), p);
    }
    let fill = |p: &Problem| {
        if p.verdict == Verdict::Wrong {
            &red
        } else {
            &yellow
        }
    };
    for (r, row) in sheet.rows().enumerate() {
        let rr = top + u32::try_from(r)?;
        for (c, v) in row.iter().enumerate() {
            let mark = marks.get(&(r, c));
            let fmt = mark.map_or(&plain, |p| fill(p));
            let cc = u16::try_from(c)?;
            match v {
                Value::Empty => {
                    if mark.is_some() {
                        ws.write_blank(rr, cc, fmt)?;
                    }
                }
                Value::Number(f) => {
                    ws.write_number_with_format(rr, cc, *f, fmt)?;
                }
                Value::Text(t) => {
                    ws.write_string_with_format(rr, cc, excel_text(t.as_str()), fmt)?;
                }
                Value::Error(e) => {
                    ws.write_string_with_format(rr, cc, e.as_str(), fmt)?;
                }
            }
        }
        // A marked cell beyond the row's last value (a blank the reader
        // did not keep).
        for p in problems.iter().filter(|p| p.row == r && p.col >= row.len()) {
            ws.write_blank(rr, u16::try_from(p.col)?, fill(p))?;
        }
    }
    for p in problems {
        let (rr, cc) = (top + u32::try_from(p.row)?, u16::try_from(p.col)?);
        let note = Note::new(note_text(p, lang))
            .set_author("gametable")
            .set_width(360)
            .set_height(120);
        ws.insert_note(rr, cc, &note)?;
    }
    Ok(())
}

/// A wrong cell's note: `expected V1 — the reason`.
pub fn note_text(p: &Problem, lang: Lang) -> String {
    crate::tr!(
        lang,
        "check-note-expected",
        expected = p.expected.as_str(),
        reason = p.reason.as_str()
    )
}

/// A cell's text cut to the 32 767 characters an Excel cell holds (an ODS
/// or CSV cell may hold more).
pub(crate) fn excel_text(t: &str) -> &str {
    match t.char_indices().nth(32_767) {
        Some((at, _)) => &t[..at],
        None => t,
    }
}

/// The checked sheet's name as Excel takes it: an ODS or CSV sheet may be
/// named what an XLSX sheet may not (longer than 31 characters, `/ \ * ? [
/// ] :`, a leading or trailing `'`, control characters, `History`). Each
/// forbidden character becomes `_`, the name is cut to 31 characters;
/// an empty or reserved name becomes `checked`. The copy has one sheet, so
/// the name is unique.
pub fn sheet_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if matches!(c, '/' | '\\' | '*' | '?' | '[' | ']' | ':')
                || c.is_control()
                || !crate::xml_text::allowed(c)
            {
                '_'
            } else {
                c
            }
        })
        .take(31)
        .collect();
    let cleaned = cleaned.trim_matches('\'').trim();
    if cleaned.is_empty() || cleaned.eq_ignore_ascii_case("history") {
        "checked".to_string()
    } else {
        cleaned.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheet_names_excel_refuses_are_cut_and_cleaned() {
        assert_eq!(sheet_name("Лист1"), "Лист1");
        assert_eq!(sheet_name(""), "checked");
        assert_eq!(sheet_name("History"), "checked");
        assert_eq!(sheet_name("'a'"), "a");
        assert_eq!(sheet_name("a/b\\c*d?e[f]g:h\u{1}"), "a_b_c_d_e_f_g_h_");
        let long = "Очень длинное имя листа, больше тридцати одного знака";
        assert_eq!(sheet_name(long).chars().count(), 31);
        assert!(long.starts_with(&sheet_name(long)));
        for name in ["a/b", "x".repeat(40).as_str(), "[:]", "'", "Итог?"] {
            let mut wb = rust_xlsxwriter::Workbook::new();
            wb.add_worksheet()
                .set_name(sheet_name(name))
                .expect("Excel takes it");
        }
    }

    #[test]
    fn same_input_same_bytes_and_a_note_per_problem() {
        let sheet = Sheet::from_rows(
            "Лист1",
            vec![
                vec![Value::Empty, Value::Number(1.0)],
                vec![Value::Number(7.0), Value::Text("P1".into())],
            ],
        );
        let p = Problem {
            cell: "Лист1!B2".into(),
            row: 1,
            col: 1,
            position: vec![7, 1],
            position_name: "(7, 1)".into(),
            found: "P1".into(),
            expected: "V14".into(),
            reason: "move to (8, 1) wins".into(),
            verdict: Verdict::Wrong,
        };
        let a = xlsx(&sheet, std::slice::from_ref(&p), Lang::En).unwrap();
        let b = xlsx(&sheet, std::slice::from_ref(&p), Lang::En).unwrap();
        assert_eq!(a, b);
        assert!(a.windows(16).any(|w| w == b"xl/comments1.xml"));
        let none = xlsx(&sheet, &[], Lang::En).unwrap();
        assert!(!none.windows(16).any(|w| w == b"xl/comments1.xml"));
    }
}
