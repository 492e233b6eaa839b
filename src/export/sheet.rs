//! What the two workbooks ([`super::xlsx`] and [`super::formulas`]) share:
//! the words of each language, the colours of
//! the labels (conditional formats, never static fills), and the fixed
//! document properties that make the same input give the same bytes. Their
//! grid sheets are written by [`super::grid_sheets`] (re-exported here).

use rust_xlsxwriter::{
    utility::row_col_to_cell, Color, ConditionalFormatCell, ConditionalFormatCellRule,
    ConditionalFormatFormula, ConditionalFormatText, ConditionalFormatTextRule, DocProperties,
    ExcelDateTime, Format, FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError,
};

use super::layout::{rows, Layout};
use super::Report;
use crate::exam::wording::Lang;
use crate::exam::Answer;
use crate::grid::Grid;
use crate::i18n;
use crate::label::{label, Convention};
use crate::solve::{Code, Solution};

/// The words of a workbook, per language.
pub struct Words {
    pub lang: Lang,
    pub table: &'static str,
    pub codes: &'static str,
    pub answers: &'static str,
    pub params: &'static str,
    pub legend: &'static str,
    pub legend_text: &'static str,
    /// The legend's text for the П1/В1 labels.
    pub legend_text_pv: &'static str,
    pub codes_title: &'static str,
}

pub fn words(lang: Lang) -> Words {
    Words {
        lang,
        table: i18n::fixed(lang, "sheet-table"),
        codes: i18n::fixed(lang, "sheet-codes"),
        answers: i18n::fixed(lang, "sheet-answers"),
        params: i18n::fixed(lang, "sheet-params"),
        legend: i18n::fixed(lang, "sheet-legend"),
        legend_text: i18n::fixed(lang, "sheet-legend-text"),
        legend_text_pv: i18n::fixed(lang, "sheet-legend-text-pv"),
        codes_title: i18n::fixed(lang, "sheet-codes-title"),
    }
}

/// `'Таблица'!B5`: an absolute reference to a cell of a sheet.
pub fn sheet_cell(sheet: &str, row: u32, col: u16) -> String {
    format!("'{sheet}'!{}", abs_cell(row, col))
}

/// `$B$5`.
pub fn abs_cell(row: u32, col: u16) -> String {
    rust_xlsxwriter::utility::row_col_to_cell_absolute(row, col)
}

/// The answers sheet's headings: the rules', then the table's columns.
pub fn answer_columns(lang: Lang) -> (&'static str, [&'static str; 6]) {
    (
        i18n::fixed(lang, "answers-rules"),
        [
            i18n::fixed(lang, "answers-number"),
            i18n::fixed(lang, "answers-question"),
            i18n::fixed(lang, "answers-answer"),
            i18n::fixed(lang, "answers-all"),
            i18n::fixed(lang, "answers-query"),
            i18n::fixed(lang, "answers-notes"),
        ],
    )
}

/// The column of [`answer_columns`] that holds the answer itself, the one
/// that links to the cell of the table showing it.
pub const ANSWER_COLUMN: usize = 2;

/// The column of [`answer_columns`] with an answer's notes (warnings): a
/// row without notes leaves its cell out.
pub const NOTES_COLUMN: usize = 5;

/// One answer's row of the answers sheet, whatever the format writes it:
/// the text of each of [`answer_columns`]' columns (the notes empty when
/// there are none), and the table's cell that shows the answer, when the
/// table has one.
pub struct AnswerRow {
    pub texts: [String; 6],
    pub link: Option<(u32, u16)>,
}

/// The answers sheet's row of `a`; `layout` is the table's, for the link.
pub fn answer_row(r: &Report, a: &Answer, layout: Option<&Layout>, lang: Lang) -> AnswerRow {
    let all = if a.values.is_empty() {
        "—".to_string()
    } else {
        crate::exam::compress(&a.values)
    };
    AnswerRow {
        texts: [
            a.id.clone(),
            r.question_words(a, lang),
            a.shown().to_string(),
            all,
            a.query.clone(),
            a.warnings
                .iter()
                .map(|w| w.message(lang))
                .collect::<Vec<_>>()
                .join("; "),
        ],
        link: layout.and_then(|l| super::layout::answer_cell(r, a, l)),
    }
}

/// The starts already over before the first move, which no answer counts.
pub fn finished_note(r: &Report, lang: Lang) -> Option<String> {
    let finished: Vec<i64> = r
        .starts
        .iter()
        .filter(|s| s.finished())
        .map(|s| s.s)
        .collect();
    if finished.is_empty() {
        return None;
    }
    let list = crate::exam::compress(&finished);
    Some(crate::tr!(lang, "sheet-finished", list = list))
}

/// The codes present in a grid, in the legend's order: V1…, P0, P1…, D, ?, —.
pub fn present_codes(layout: &Layout, grid: &Grid, sol: &Solution) -> Vec<Code> {
    let mut seen = rustc_hash::FxHashSet::default();
    for (b, r, _) in rows(layout) {
        let block = &layout.blocks[b];
        for &c in &block.cols {
            let Some(heaps) = layout.heaps_at(b, r, c) else {
                continue;
            };
            if let Some(code) = grid.code(sol, &heaps) {
                seen.insert(match code {
                    Code::Handed => Code::Over,
                    c => c,
                });
            }
        }
    }
    let rank = |c: &Code| match *c {
        Code::Win(k) => (0, k),
        Code::Lose(k) => (1, k),
        Code::Draw => (2, 0),
        Code::Unknown => (3, 0),
        Code::Over | Code::Handed => (4, 0),
    };
    let mut v: Vec<Code> = seen.into_iter().collect();
    v.sort_by_key(rank);
    v
}

/// One cell of the legend's row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum LegendCell {
    /// A code's label (or value), coloured as the grid colours it.
    Code(Code),
    /// An unlabelled step of a colour ramp: [`ramp_fill`] `n`.
    Ramp(usize),
}

/// The legend, compact: each side's labels when there are few (up to
/// four), else the colour ramp from the first to the last with two
/// unlabelled steps between (V1 ▮ ▮ V21, P1 ▮ ▮ P20), then P0, D, ?, —. One
/// cell per label made a deep one-heap table's legend 42 columns wide, and
/// the page shrank to fit it.
pub fn legend_cells(present: &[Code]) -> Vec<LegendCell> {
    let wins: Vec<Code> = present
        .iter()
        .copied()
        .filter(|c| matches!(c, Code::Win(_)))
        .collect();
    let losses: Vec<Code> = present
        .iter()
        .copied()
        .filter(|c| matches!(c, Code::Lose(k) if *k > 0))
        .collect();
    let mut out = Vec::new();
    let mut side = |codes: &[Code], ramp: usize| {
        if codes.len() <= 4 {
            out.extend(codes.iter().map(|&c| LegendCell::Code(c)));
        } else {
            out.push(LegendCell::Code(codes[0]));
            out.push(LegendCell::Ramp(ramp));
            out.push(LegendCell::Ramp(ramp + 1));
            out.push(LegendCell::Code(codes[codes.len() - 1]));
        }
    };
    side(&wins, 0);
    side(&losses, 2);
    out.extend(
        present
            .iter()
            .filter(|c| !matches!(c, Code::Win(_)) && !matches!(c, Code::Lose(k) if *k > 0))
            .map(|&c| LegendCell::Code(c)),
    );
    out
}

/// The fills of the ramps' steps: a third and two thirds of the way from
/// the deepest green (V1) to the palest, then the same for the reds — the
/// colours [`fill`] gives the labels between, whatever the largest K.
pub fn ramp_fill(n: usize) -> u32 {
    let t = if n.is_multiple_of(2) {
        1.0 / 3.0
    } else {
        2.0 / 3.0
    };
    if n < 2 {
        lerp(0x1E_84_49, 0xD5_F5_E3, t)
    } else {
        lerp(0xC0_39_2B, 0xFA_DB_D8, t)
    }
}

/// The formats of the ramps' steps ([`ramp_fill`] 0 to 3), bordered so the
/// ramp reads as a strip.
pub fn ramp_formats() -> Vec<Format> {
    (0..4)
        .map(|n| {
            Format::new()
                .set_background_color(Color::RGB(ramp_fill(n)))
                .set_border(FormatBorder::Hair)
        })
        .collect()
}

/// The largest K among codes.
pub fn max_k(codes: &[Code]) -> u32 {
    codes.iter().filter_map(|c| c.moves()).max().unwrap_or(1)
}

fn lerp(a: u32, b: u32, t: f64) -> u32 {
    let ch = |s: u32| -> f64 { f64::from((a >> s) & 0xff) };
    let mix = |s: u32| -> u32 {
        let v = ch(s) + (f64::from((b >> s) & 0xff) - ch(s)) * t;
        (v.round() as u32).min(255) << s
    };
    mix(16) | mix(8) | mix(0)
}

/// The fill of a code's label: greens for wins, reds for losses, deeper for
/// smaller K; neutral greys for draws and finished positions.
pub fn fill(code: Code, max_k: u32) -> (u32, bool) {
    let shade = |deep: u32, pale: u32, k: u32| {
        let t = if max_k <= 1 {
            0.0
        } else {
            f64::from(k.saturating_sub(1)) / f64::from(max_k - 1)
        };
        (lerp(deep, pale, t.min(1.0)), t < 0.34)
    };
    match code {
        Code::Win(k) => shade(0x1E_84_49, 0xD5_F5_E3, k),
        Code::Lose(0) => (0x7B_24_1C, true),
        Code::Lose(k) => shade(0xC0_39_2B, 0xFA_DB_D8, k),
        Code::Draw => (0xD5_D8_DC, false),
        _ => (0xF2_F3_F4, false),
    }
}

/// A live workbook's starts, outlined by conditional formats that follow
/// its parameters: `formula` is true when the range's top-left cell
/// (`cell`, relative) is a start (`AND($A5=start_h1,B$4>=s_min,…)`).
/// Spreadsheets apply the first true rule of a cell's conditional formats
/// (LibreOffice), so each colour rule gets a twin for the starts, first:
/// the colour and the outline together.
#[derive(Debug, Clone, Copy)]
pub struct LiveStarts<'a> {
    pub formula: &'a str,
    pub cell: &'a str,
}

/// The outline of a start's cell (every side: the starts may move).
fn outlined(f: Format) -> Format {
    let blue = Color::RGB(0x1F_3A_93);
    f.set_border(FormatBorder::Medium).set_border_color(blue)
}

/// The start twin of a colour rule: the cell is a start and `test` holds.
fn start_rule(starts: LiveStarts, test: &str, format: &Format) -> ConditionalFormatFormula {
    ConditionalFormatFormula::new()
        .set_rule(format!("=AND({},{test})", starts.formula).as_str())
        .set_format(outlined(format.clone()))
}

/// The ranges as one `sqref` («B2:E2 B5:BR75»).
fn multi_range(ranges: &[(u32, u16, u32, u16)]) -> String {
    let multi: Vec<String> = ranges
        .iter()
        .map(|&(a, b, c, d)| format!("{}:{}", row_col_to_cell(a, b), row_col_to_cell(c, d)))
        .collect();
    multi.join(" ")
}

/// Colours the labels in `ranges` (the legend's cells and the grid's
/// blocks: not the legend's words below the legend, «V — ходящий…», which
/// the pale V rule would colour) by conditional formats: one rule per label
/// up to K = `max_k` (at least 4, so a recalculated table keeps its colours),
/// then a pale rule for any other V…/P… label; with `starts`, each first
/// for a start's cell, outlined.
pub fn label_colours(
    ws: &mut Worksheet,
    ranges: &[(u32, u16, u32, u16)],
    conv: Convention,
    max_k: u32,
    starts: Option<LiveStarts>,
) -> Result<(), XlsxError> {
    let Some(&(r0, c0, r1, c1)) = ranges.first() else {
        return Ok(());
    };
    let multi = multi_range(ranges);
    let max_k = max_k.max(4);
    let mut codes: Vec<Code> = (1..=max_k).map(Code::Win).collect();
    codes.extend((0..=max_k).map(Code::Lose));
    codes.extend([Code::Draw, Code::Unknown, Code::Over]);
    let mut rules: Vec<(String, Format, ConditionalFormatCellRule<String>)> = Vec::new();
    let mut pale: Vec<(String, Format, ConditionalFormatTextRule)> = Vec::new();
    let cell = starts.map_or("", |s| s.cell);
    for code in codes {
        let (bg, white) = fill(code, max_k);
        let mut f = Format::new().set_background_color(Color::RGB(bg));
        if white {
            f = f.set_font_color(Color::White).set_bold();
        }
        let text = label(code, conv);
        rules.push((
            format!("{cell}=\"{text}\""),
            f,
            ConditionalFormatCellRule::EqualTo(text),
        ));
    }
    for code in [Code::Win(max_k), Code::Lose(max_k)] {
        let prefix: String = label(code, conv).chars().take(1).collect();
        pale.push((
            format!("LEFT({cell},1)=\"{prefix}\""),
            Format::new().set_background_color(Color::RGB(fill(code, max_k).0)),
            ConditionalFormatTextRule::BeginsWith(prefix),
        ));
    }
    if let Some(starts) = starts {
        let tests = rules.iter().map(|(t, f, _)| (t, f));
        for (test, f) in tests.chain(pale.iter().map(|(t, f, _)| (t, f))) {
            let cf = start_rule(starts, test, f).set_multi_range(&multi);
            ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
        }
    }
    for (_, f, rule) in rules {
        let cf = ConditionalFormatCell::new()
            .set_rule(rule)
            .set_format(f)
            .set_multi_range(&multi);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    for (_, f, rule) in pale {
        let cf = ConditionalFormatText::new()
            .set_rule(rule)
            .set_format(f)
            .set_multi_range(&multi);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    Ok(())
}

/// Colours the codes as the labels are coloured ([`fill`]): +K the green of
/// VK, −K the red of PK, strong for the small K that tasks 19–21 ask about;
/// one rule per value (none overlap), then the palest for deeper K. `ranges`
/// are the legend's cells and the grid's blocks; with `starts`, each rule
/// first for a start's cell, outlined.
pub fn code_colours(
    ws: &mut Worksheet,
    ranges: &[(u32, u16, u32, u16)],
    max_k: u32,
    starts: Option<LiveStarts>,
) -> Result<(), XlsxError> {
    let Some(&(r0, c0, r1, c1)) = ranges.first() else {
        return Ok(());
    };
    let max_k = max_k.max(4);
    let multi = multi_range(ranges);
    let format = |code: Code| {
        let (bg, white) = fill(code, max_k);
        let f = Format::new().set_background_color(Color::RGB(bg));
        if white {
            f.set_font_color(Color::White).set_bold()
        } else {
            f
        }
    };
    let cell = starts.map_or("", |s| s.cell);
    // Each rule, the same test as a formula of the top-left cell, its code.
    let mut rules: Vec<(ConditionalFormatCellRule<f64>, String, Code)> = Vec::new();
    for k in 1..=max_k {
        let v = f64::from(k);
        let last = k == max_k;
        let (win, lose, op) = if last {
            (
                ConditionalFormatCellRule::GreaterThanOrEqualTo(v),
                ConditionalFormatCellRule::LessThanOrEqualTo(-v),
                [">=", "<="],
            )
        } else {
            (
                ConditionalFormatCellRule::EqualTo(v),
                ConditionalFormatCellRule::EqualTo(-v),
                ["=", "="],
            )
        };
        rules.push((
            win,
            format!("ISNUMBER({cell}),{cell}{}{k}", op[0]),
            Code::Win(k),
        ));
        rules.push((
            lose,
            format!("ISNUMBER({cell}),{cell}{}-{k}", op[1]),
            Code::Lose(k),
        ));
    }
    rules.push((
        ConditionalFormatCellRule::EqualTo(0.0),
        format!("ISNUMBER({cell}),{cell}=0"),
        Code::Over,
    ));
    if let Some(starts) = starts {
        for (_, test, code) in &rules {
            let cf = start_rule(starts, test, &format(*code)).set_multi_range(&multi);
            ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
        }
        let cf = start_rule(starts, &format!("{cell}=\"D\""), &format(Code::Draw))
            .set_multi_range(&multi);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    for (rule, _, code) in rules {
        let cf = ConditionalFormatCell::new()
            .set_rule(rule)
            .set_format(format(code))
            .set_multi_range(&multi);
        ws.add_conditional_format(r0, c0, r1, c1, &cf)?;
    }
    let draw = ConditionalFormatCell::new()
        .set_rule(ConditionalFormatCellRule::EqualTo("\"D\""))
        .set_format(format(Code::Draw))
        .set_multi_range(&multi);
    ws.add_conditional_format(r0, c0, r1, c1, &draw)?;
    Ok(())
}

/// The data ranges of the grid, one per block.
pub fn block_ranges(layout: &Layout) -> Vec<(u32, u16, u32, u16)> {
    (0..layout.blocks.len())
        .map(|b| {
            let block = &layout.blocks[b];
            let first = layout.row_of(b, block.rows.first().copied());
            let last = layout.row_of(b, block.rows.last().copied());
            (first, 1, last, layout.last_col())
        })
        .collect()
}

/// Header cells: bold on a light grey, centred.
pub fn header_format() -> Format {
    Format::new()
        .set_bold()
        .set_align(FormatAlign::Center)
        .set_background_color(Color::RGB(0xEA_EC_EE))
        .set_border_bottom(FormatBorder::Thin)
        .set_border_right(FormatBorder::Thin)
}

pub use super::grid_sheets::{
    check_in_memory, grid_sheets, label_sheet, label_sheet_formats, new_streamed_sheet, CellAt,
    LiveSheet, IN_MEMORY_CELLS,
};

/// The fixed document properties: the same input gives the same bytes.
pub fn properties(wb: &mut Workbook, title: &str) -> Result<(), XlsxError> {
    let date = ExcelDateTime::from_ymd(2021, 1, 1)?;
    let props = DocProperties::new()
        .set_title(title)
        .set_author("gametable")
        .set_creation_datetime(&date);
    wb.set_properties(&props);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_deepen_for_smaller_k() {
        let (v1, _) = fill(Code::Win(1), 4);
        let (v4, _) = fill(Code::Win(4), 4);
        let lum = |c: u32| (c >> 16 & 0xff) + (c >> 8 & 0xff) + (c & 0xff);
        assert!(lum(v1) < lum(v4));
        assert_ne!(fill(Code::Win(2), 4).0, fill(Code::Lose(2), 4).0);
    }

    #[test]
    fn the_legend_is_a_ramp_for_deep_codes() {
        let mut present: Vec<Code> = (1..=21).map(Code::Win).collect();
        present.extend((1..=20).map(Code::Lose));
        present.push(Code::Over);
        let cells = legend_cells(&present);
        assert_eq!(
            cells,
            vec![
                LegendCell::Code(Code::Win(1)),
                LegendCell::Ramp(0),
                LegendCell::Ramp(1),
                LegendCell::Code(Code::Win(21)),
                LegendCell::Code(Code::Lose(1)),
                LegendCell::Ramp(2),
                LegendCell::Ramp(3),
                LegendCell::Code(Code::Lose(20)),
                LegendCell::Code(Code::Over),
            ]
        );
        // Few labels: each its own cell.
        let few = [Code::Win(1), Code::Win(2), Code::Lose(1), Code::Over];
        assert_eq!(legend_cells(&few).len(), 4);
    }
}
