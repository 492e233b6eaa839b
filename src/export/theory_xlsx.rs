//! The theory tables as XLSX workbooks, with conditional formatting: a game
//! graph's vertices (outcome coloured: lose red, win green, draw yellow; for
//! two-heap games also the γ grid), and heap or board Sprague–Grundy tables
//! (zeros — the losing positions — red, larger values deepening blues). Returned
//! as bytes for `output::write_bytes_atomic`; the creation date is fixed so
//! the same input gives the same bytes.

use rust_xlsxwriter::{
    Color, ConditionalFormatCell, ConditionalFormatCellRule, ConditionalFormatText,
    ConditionalFormatTextRule, DocProperties, ExcelDateTime, Format, FormatAlign, Workbook,
    Worksheet, XlsxError,
};

use super::theory::{outcome_word, GraphReport};
use crate::exam::wording::Lang;
use crate::i18n;
use crate::label::code_text;
use crate::solve::Code;
use crate::tr;

const WIN: u32 = 0xB7E1B0;
const LOSE: u32 = 0xF3B0B0;
const DRAW: u32 = 0xF6E39B;

/// Prints one page wide.
fn page(ws: &mut Worksheet) {
    ws.set_paper_size(9);
    ws.set_print_fit_to_pages(1, 0);
}

fn workbook() -> Result<Workbook, XlsxError> {
    let mut wb = Workbook::new();
    let date = ExcelDateTime::from_ymd(2026, 1, 1)?;
    wb.set_properties(
        &DocProperties::new()
            .set_title("gametable")
            .set_creation_datetime(&date),
    );
    Ok(wb)
}

fn fill(rgb: u32) -> Format {
    Format::new().set_background_color(Color::RGB(rgb))
}

fn bold() -> Format {
    Format::new().set_bold()
}

/// Writes a number when the text is one, else the text.
fn cell(ws: &mut Worksheet, row: u32, col: u16, text: &str) -> Result<(), XlsxError> {
    match text.parse::<i64>() {
        Ok(v) => ws.write_number(row, col, v as f64)?,
        Err(_) => ws.write_string(row, col, text)?,
    };
    Ok(())
}

/// The blues of values 1, 2, … (deeper for larger), the last for any larger.
const BLUES: [u32; 6] = [
    0xE3_EE_F9, 0xC6_DB_EF, 0x9E_CA_E1, 0x6B_AE_D6, 0x42_92_C6, 0x21_71_B5,
];

/// Zeros red, and 1, 2, … in deepening blues. Each value has its own rule
/// and no two rules meet, so Excel and LibreOffice colour alike (a colour
/// scale over the zeros won against an earlier stop-if-true rule in
/// LibreOffice, leaving the zeros white).
fn zero_red_and_scale(
    ws: &mut Worksheet,
    r0: u32,
    c0: u16,
    r1: u32,
    c1: u16,
) -> Result<(), XlsxError> {
    let zero = ConditionalFormatCell::new()
        .set_rule(ConditionalFormatCellRule::EqualTo(0))
        .set_format(fill(LOSE));
    ws.add_conditional_format(r0, c0, r1, c1, &zero)?;
    for (i, &rgb) in BLUES.iter().enumerate() {
        let v = i as i32 + 1;
        let rule = if i + 1 < BLUES.len() {
            ConditionalFormatCellRule::EqualTo(v)
        } else {
            ConditionalFormatCellRule::GreaterThanOrEqualTo(v)
        };
        let mut f = fill(rgb);
        if i >= 4 {
            f = f.set_font_color(Color::White);
        }
        let cf = ConditionalFormatCell::new().set_rule(rule).set_format(f);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    Ok(())
}

/// A sheet's title: bold, larger.
fn title() -> Format {
    Format::new().set_bold().set_font_size(13)
}

/// A game graph: sheet `vertices` (vertex, outcome, code, γ, and
/// Algorithm 2's label and step), and for two-heap games sheet `grid`
/// (γ, heap 1 up the rows, heap 2 across, as the text grid).
///
/// # Errors
/// The workbook cannot be built (more rows than a sheet holds).
pub fn graph_workbook(r: &GraphReport, lang: Lang) -> Result<Vec<u8>, XlsxError> {
    let mut wb = workbook()?;
    let ws = wb
        .add_worksheet()
        .set_name(i18n::fixed(lang, "graph-sheet-vertices"))?;
    let n = r.g.names.len() as u32;
    ws.write_string_with_format(0, 0, tr!(lang, "graph-xlsx-title", n = n), &title())?;
    let mut head = vec![
        "graph-head-vertex",
        "graph-head-outcome",
        "graph-head-code",
        "graph-head-gamma",
    ];
    if r.steps.is_some() {
        head.extend(["graph-head-label", "graph-head-step"]);
    }
    for (c, h) in head.iter().enumerate() {
        ws.write_string_with_format(1, c as u16, i18n::text(lang, h, &[]), &bold())?;
    }
    let word = |code: Code| outcome_word(code, lang);
    // Codes keep their sign (+2), and γ's numbers and ∞(…) align alike.
    let centre = Format::new().set_align(FormatAlign::Center);
    let signed = centre.clone().set_num_format("+0;-0;0");
    for (v, name) in r.g.names.iter().enumerate() {
        let row = v as u32 + 2;
        ws.write_string(row, 0, name)?;
        ws.write_string(row, 1, word(r.codes[v]))?;
        match r.codes[v].signed() {
            Some(k) => ws.write_number_with_format(row, 2, k as f64, &signed)?,
            None => ws.write_string_with_format(row, 2, code_text(r.codes[v]), &signed)?,
        };
        let g = r.gamma[v].to_string();
        match g.parse::<i64>() {
            Ok(x) => ws.write_number_with_format(row, 3, x as f64, &centre)?,
            Err(_) => ws.write_string_with_format(row, 3, &g, &centre)?,
        };
        if let Some(run) = r.steps {
            if let Some((l, i)) = run.labels[v] {
                ws.write_number_with_format(row, 4, l as f64, &centre)?;
                ws.write_string(row, 5, run.steps[i].name())?;
            }
        }
    }
    for (code, rgb) in [
        (Code::Win(1), WIN),
        (Code::Lose(1), LOSE),
        (Code::Draw, DRAW),
    ] {
        let cf = ConditionalFormatText::new()
            .set_rule(ConditionalFormatTextRule::BeginsWith(word(code)))
            .set_format(fill(rgb));
        ws.add_conditional_format(2, 1, n.max(1) + 1, 1, &cf)?;
    }
    ws.set_freeze_panes(2, 0)?;
    page(ws);
    ws.autofit();
    ws.set_column_width(0, ws_width(r))?;
    if let Some(heaps) = &r.g.heaps {
        let (mut lo, mut hi) = ([i64::MAX; 2], [i64::MIN; 2]);
        for h in heaps {
            for i in 0..2 {
                lo[i] = lo[i].min(h[i]);
                hi[i] = hi[i].max(h[i]);
            }
        }
        if !heaps.is_empty() && hi[0] - lo[0] < 1000 && hi[1] - lo[1] < 1000 {
            let ws = wb
                .add_worksheet()
                .set_name(i18n::fixed(lang, "graph-sheet-grid"))?;
            let grid_title = i18n::fixed(lang, "graph-grid-title");
            ws.write_string_with_format(0, 0, grid_title, &title())?;
            let corner = i18n::fixed(lang, "graph-grid-corner");
            ws.write_string_with_format(1, 0, corner, &bold())?;
            for (j, b) in (lo[1]..=hi[1]).enumerate() {
                ws.write_number_with_format(1, j as u16 + 1, b as f64, &bold())?;
            }
            let centre = Format::new().set_align(FormatAlign::Center);
            let at: std::collections::HashMap<[i64; 2], usize> =
                heaps.iter().enumerate().map(|(v, h)| (*h, v)).collect();
            for (i, a) in (lo[0]..=hi[0]).rev().enumerate() {
                let row = i as u32 + 2;
                ws.write_number_with_format(row, 0, a as f64, &bold())?;
                for (j, b) in (lo[1]..=hi[1]).enumerate() {
                    if let Some(&v) = at.get(&[a, b]) {
                        let g = r.gamma[v].to_string();
                        let col = j as u16 + 1;
                        match g.parse::<i64>() {
                            Ok(x) => ws.write_number_with_format(row, col, x as f64, &centre)?,
                            Err(_) => ws.write_string_with_format(row, col, &g, &centre)?,
                        };
                    }
                }
            }
            let rows = (hi[0] - lo[0] + 1) as u32;
            let cols = (hi[1] - lo[1] + 1) as u16;
            zero_red_and_scale(ws, 2, 1, rows + 1, cols)?;
            page(ws);
        }
    }
    wb.save_to_buffer()
}

/// Column A's width: the longest vertex name (the title must not widen it).
fn ws_width(r: &GraphReport) -> f64 {
    let longest =
        r.g.names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(6);
    (longest.max(6) as f64 * 1.1 + 2.0).min(60.0)
}

/// Values by n: columns `n` and `name` (numbers where they are numbers).
///
/// # Errors
/// More rows than a sheet holds.
pub fn values_workbook(name: &str, cells: &[String], lang: Lang) -> Result<Vec<u8>, XlsxError> {
    let mut wb = workbook()?;
    let ws = wb
        .add_worksheet()
        .set_name(i18n::fixed(lang, "sg-sheet-values"))?;
    ws.write_string_with_format(0, 0, "n", &bold())?;
    ws.write_string_with_format(0, 1, name, &bold())?;
    for (n, c) in cells.iter().enumerate() {
        ws.write_number(n as u32 + 1, 0, n as f64)?;
        cell(ws, n as u32 + 1, 1, c)?;
    }
    let last = cells.len().max(1) as u32;
    zero_red_and_scale(ws, 1, 1, last, 1)?;
    page(ws);
    let p = ConditionalFormatCell::new()
        .set_rule(ConditionalFormatCellRule::EqualTo("\"P\""))
        .set_format(fill(LOSE));
    ws.add_conditional_format(1, 1, last, 1, &p)?;
    ws.set_freeze_panes(1, 0)?;
    wb.save_to_buffer()
}

/// A board: row r, column c, g(r, c); zeros red.
///
/// # Errors
/// The workbook cannot be built.
pub fn board_workbook(g: &[Vec<u32>], lang: Lang) -> Result<Vec<u8>, XlsxError> {
    let mut wb = workbook()?;
    let ws = wb
        .add_worksheet()
        .set_name(i18n::fixed(lang, "sg-sheet-board"))?;
    ws.write_string_with_format(0, 0, "r \\ c", &bold())?;
    for c in 0..g.len() {
        ws.write_number_with_format(0, c as u16 + 1, c as f64, &bold())?;
    }
    for (r, row) in g.iter().enumerate() {
        ws.write_number_with_format(r as u32 + 1, 0, r as f64, &bold())?;
        for (c, &v) in row.iter().enumerate() {
            ws.write_number(r as u32 + 1, c as u16 + 1, v as f64)?;
        }
    }
    let n = g.len().max(1);
    zero_red_and_scale(ws, 1, 1, n as u32, n as u16)?;
    page(ws);
    wb.save_to_buffer()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_input_same_bytes() {
        let cells: Vec<String> = (0..20).map(|n| (n % 4).to_string()).collect();
        let a = values_workbook("g", &cells, Lang::En).unwrap();
        let b = values_workbook("g", &cells, Lang::En).unwrap();
        assert_eq!(a, b);
        assert_eq!(&a[..2], b"PK");
        let g = vec![vec![0, 1], vec![1, 0]];
        assert_eq!(
            board_workbook(&g, Lang::En).unwrap(),
            board_workbook(&g, Lang::En).unwrap()
        );
    }
}
