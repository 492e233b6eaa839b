//! The live workbook's *Параметры* / *Parameters* sheet — each parameter
//! with the values the table stays right for (data validation), the starts
//! with their live codes and the codes after each first move — and the title
//! that follows the parameters.

use rust_xlsxwriter::utility::column_number_to_name;
use rust_xlsxwriter::{
    Color, DataValidation, DataValidationRule, Format, Formula, Worksheet, XlsxError,
};

use super::{code_result, text_formula, Formulas, Inputs, MoveRef, Param};
use crate::exam::wording::Lang;
use crate::export::sheet::{self, Words};
use crate::export::Report;
use crate::game::{Game, State};
use crate::label::label;
use crate::solve::Code;
use crate::tr;

/// The workbook's title as a formula of the parameters, and its text now.
pub(super) struct Title {
    pub(super) formula: String,
    pub(super) text: String,
}

/// `Кучи (7, S); ходы: +1, ×2; конец: сумма ≥ 77`, each number read from its
/// parameter, so the title follows an edit.
pub(super) fn title_formula(
    game: &Game,
    params: &[Param],
    moves: &[MoveRef],
    start_param: &[Option<String>],
    lang: Lang,
) -> Title {
    // (text, parameter) pieces: a piece with a parameter shows its value.
    let mut parts: Vec<(String, Option<&Param>)> = Vec::new();
    let param = |name: &str| params.iter().find(|p| p.name == name);
    let texts: Vec<&str> = game.text.start.split(',').map(str::trim).collect();
    let opening = if game.heaps == 1 {
        format!("{} ", tr!(lang, "title-heap"))
    } else {
        format!("{} (", tr!(lang, "title-heaps"))
    };
    parts.push((opening, None));
    for (h, start) in start_param.iter().enumerate().take(game.heaps) {
        if h > 0 {
            parts.push((", ".into(), None));
        }
        match start {
            Some(name) => parts.push((String::new(), param(name))),
            None => parts.push((texts.get(h).copied().unwrap_or("?").to_string(), None)),
        }
    }
    if game.heaps > 1 {
        parts.push((")".into(), None));
    }
    parts.push((format!("; {}: ", tr!(lang, "title-moves")), None));
    for (i, m) in moves.iter().enumerate() {
        let sep = if i > 0 { ", " } else { "" };
        parts.push((format!("{sep}{}", if m.mul { "×" } else { "+" }), None));
        parts.push((String::new(), param(&m.param)));
        if m.heaps.len() == 1 && game.heaps > 1 {
            let h = m.heaps[0] + 1;
            parts.push((
                format!(" ({})", tr!(lang, "title-move-heap", heap = h)),
                None,
            ));
        }
    }
    parts.push((format!("; {} ", tr!(lang, "title-end")), None));
    parts.push((String::new(), param("target")));
    if param("bound").is_some() {
        parts.push((format!("; {} ", tr!(lang, "title-bound")), None));
        parts.push((String::new(), param("bound")));
    }
    let mut formula = Vec::new();
    let mut text = String::new();
    for (t, p) in parts {
        match p {
            Some(p) => {
                formula.push(p.name.clone());
                text.push_str(&p.value.to_string());
            }
            None if !t.is_empty() => {
                formula.push(format!("\"{}\"", t.replace('"', "\"\"")));
                text.push_str(&t);
            }
            None => {}
        }
    }
    Title {
        formula: formula.join("&"),
        text,
    }
}

/// Where the starts' live columns are, by name, for the answers' formulas.
pub(super) struct Starts {
    /// (name, range) pairs to define: `start_s`, `start_code`, `after_1`, …
    pub(super) names: Vec<(String, String)>,
    /// How many columns of positions after Petya's first move.
    pub(super) after: usize,
    /// The condition a start's S is in the range of S (`s_min`, `s_max`),
    /// when the range is a parameter.
    pub(super) in_range: Option<String>,
    /// The cell that is 1 once a parameter differs from the rules the
    /// solver's answers are for (`rules_changed`).
    pub(super) changed: String,
}

/// The parameters (named cells, each with the values it may take), then
/// every start with its live code and the codes after each first move.
pub(super) fn params_sheet(
    ws: &mut Worksheet,
    r: &Report,
    f: &Formulas,
    inputs: &Inputs,
    lang: Lang,
    w: &Words,
) -> Result<Starts, XlsxError> {
    let (params, start_param) = (inputs.params, inputs.start_param);
    ws.set_name(w.params)?;
    ws.set_landscape();
    ws.set_paper_size(9);
    ws.set_print_fit_to_pages(1, 0);
    ws.set_margins(0.4, 0.4, 0.5, 0.5, 0.3, 0.3);
    let bold = Format::new().set_bold();
    let head = sheet::header_format().set_text_wrap();
    let input = Format::new()
        .set_bold()
        .set_background_color(Color::RGB(0xFE_F9_E7))
        .set_border(rust_xlsxwriter::FormatBorder::Thin);
    let wrap = Format::new()
        .set_text_wrap()
        .set_align(rust_xlsxwriter::FormatAlign::Top);
    let title_fmt = bold
        .clone()
        .set_text_wrap()
        .set_align(rust_xlsxwriter::FormatAlign::Top);
    ws.set_column_width(0, 12)?;
    ws.set_column_width(1, 10)?;
    ws.set_column_width(2, 44)?;
    ws.set_column_width(3, 3)?;
    let t = inputs.max_target;
    let title = tr!(lang, "params-title", target = t, sum = t - 1);
    let cols = [
        tr!(lang, "params-name"),
        tr!(lang, "params-value"),
        tr!(lang, "params-meaning"),
    ];
    ws.set_row_height(0, 75)?;
    ws.merge_range(0, 0, 0, 2, &title, &title_fmt)?;
    for (i, h) in cols.iter().enumerate() {
        ws.write_string_with_format(1, i as u16, h, &head)?;
    }
    for (i, p) in params.iter().enumerate() {
        let row = 2 + i as u32;
        let (lo, hi) = p.allowed;
        let range = tr!(lang, "params-range", lo = lo, hi = hi);
        // A move's words follow its number: a formula of the cell.
        let (formula, meaning) = text_formula(&format!("{} ({range})", p.meaning));
        let lines = meaning.chars().count().div_ceil(42).max(1);
        ws.set_row_height(row, 15 * lines as u32)?;
        ws.write_string_with_format(row, 0, &p.name, &wrap)?;
        ws.write_number_with_format(row, 1, p.value as f64, &input)?;
        if super::words::is_live(&p.meaning) {
            ws.write_formula_with_format(
                row,
                2,
                Formula::new(formula).set_result(&meaning),
                &wrap,
            )?;
        } else {
            ws.write_string_with_format(row, 2, meaning, &wrap)?;
        }
        let clamp = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
        let (t_in, t_err) = (
            tr!(lang, "params-allowed-title"),
            tr!(lang, "params-refused-title"),
        );
        let m_in = tr!(lang, "params-allowed", name = &p.name, range = &range);
        let m_err = tr!(lang, "params-refused", name = &p.name, range = &range);
        let dv = DataValidation::new()
            .allow_whole_number(DataValidationRule::Between(clamp(lo), clamp(hi)))
            .ignore_blank(false)
            .set_input_title(t_in)?
            .set_input_message(m_in)?
            .set_error_title(t_err)?
            .set_error_message(m_err)?;
        ws.add_data_validation(row, 1, row, 1, &dv)?;
    }
    // Whether the rules are still those the solver's answers are for.
    let changed_row = 2 + params.len() as u32 + 1;
    let changed = format!("'{}'!$B${}", w.params, changed_row + 1);
    let differs: Vec<String> = params
        .iter()
        .map(|p| format!("{}<>{}", p.name, p.value))
        .collect();
    let (name_word, now, note) = (
        tr!(lang, "params-changed"),
        tr!(lang, "params-unchanged-note"),
        tr!(lang, "params-changed-note"),
    );
    ws.write_string_with_format(changed_row, 0, &name_word, &wrap)?;
    ws.write_formula_with_format(
        changed_row,
        1,
        Formula::new(format!("IF(OR({}),1,0)", differs.join(","))).set_result("0"),
        &bold,
    )?;
    ws.set_row_height(changed_row, 30)?;
    ws.write_formula_with_format(
        changed_row,
        2,
        Formula::new(format!("IF(B{}=1,\"{note}\",\"{now}\")", changed_row + 1)).set_result(&now),
        &wrap,
    )?;
    // The starts, to the right of the parameters: their own columns.
    let game = &r.task.game;
    let c0: u16 = 4;
    let starts_h = tr!(lang, "params-starts");
    ws.write_string_with_format(0, c0, &starts_h, &bold)?;
    let mut head_cols: Vec<String> = Vec::new();
    if game.k_range.is_some() {
        head_cols.push("K".into());
    }
    head_cols.push("S".into());
    head_cols.extend((1..=game.heaps).map(|h| format!("h{h}")));
    head_cols.push(tr!(lang, "params-code"));
    head_cols.push(tr!(lang, "params-label"));
    // Petya's first moves: each move on each heap it acts on.
    let mut firsts: Vec<(&MoveRef, usize)> = Vec::new();
    for m in f.moves {
        for &h in &m.heaps {
            firsts.push((m, h));
            let sign = if m.mul { "×" } else { "+" };
            let step = format!("{sign}{}", m.param);
            head_cols.push(match game.heaps {
                1 => tr!(lang, "params-after", step = step),
                _ => tr!(lang, "params-after-on", step = step, heap = h + 1),
            });
        }
    }
    for (i, h) in head_cols.iter().enumerate() {
        let col = c0 + i as u16;
        ws.set_column_width(
            col,
            if i + firsts.len() >= head_cols.len() {
                11
            } else {
                7
            },
        )?;
        ws.write_string_with_format(1, col, h, &head)?;
    }
    ws.set_row_height(1, 30)?;
    ws.set_repeat_rows(1, 1)?;
    let first_row = 2u32;
    let mut row = first_row;
    let centre = Format::new().set_align(rust_xlsxwriter::FormatAlign::Center);
    let signed = centre.clone().set_num_format("+0;-0;0");
    let cell = |col: u16, row: u32| column_number_to_name(col) + &(row + 1).to_string();
    let mut s_col = c0;
    let mut code_col = c0;
    for s in inputs.rows {
        let mut col = c0;
        if let Some(k) = s.k {
            ws.write_number_with_format(row, col, k as f64, &centre)?;
            col += 1;
        }
        s_col = col;
        ws.write_number_with_format(row, col, s.s as f64, &centre)?;
        col += 1;
        let mut heaps = Vec::new();
        for (h, param) in start_param.iter().enumerate() {
            let v = s.heaps[h];
            match param {
                Some(name) => {
                    ws.write_formula_with_format(
                        row,
                        col,
                        Formula::new(name).set_result(v.to_string()),
                        &centre,
                    )?;
                }
                None => {
                    ws.write_number_with_format(row, col, v as f64, &centre)?;
                }
            }
            heaps.push(cell(col, row));
            col += 1;
        }
        code_col = col;
        let code_cell = cell(col, row);
        // The code under the given rules: 0 (finished) past the target.
        let code = if s.heaps.iter().sum::<i64>() >= f.plan.target {
            Code::Over
        } else {
            r.solution.code(&State::of(&s.heaps)).unwrap_or(Code::Over)
        };
        ws.write_formula_with_format(
            row,
            col,
            Formula::new(f.lookup(&heaps)).set_result(code_result(code)),
            &signed,
        )?;
        ws.write_formula_with_format(
            row,
            col + 1,
            Formula::new(f.label(&heaps, &code_cell, r.labels)).set_result(label(code, r.labels)),
            &centre,
        )?;
        col += 2;
        for (m, h) in &firsts {
            let mut next = heaps.clone();
            next[*h] = if m.mul {
                format!("{}*{}", heaps[*h], m.param)
            } else {
                format!("({}+{})", heaps[*h], m.param)
            };
            // The solver's code after this move, as the stored result.
            let mut heaps_after = s.heaps.clone();
            heaps_after[*h] = if m.mul {
                heaps_after[*h] * m.value
            } else {
                heaps_after[*h] + m.value
            };
            let after = if heaps_after.iter().sum::<i64>() >= f.plan.target {
                0
            } else {
                r.solution
                    .code(&State::of(&heaps_after))
                    .and_then(Code::signed)
                    .unwrap_or(0)
            };
            ws.write_formula_with_format(
                row,
                col,
                Formula::new(f.lookup(&next)).set_result(after.to_string()),
                &signed,
            )?;
            col += 1;
        }
        row += 1;
    }
    let last_row = row.saturating_sub(1).max(first_row);
    let range = |col: u16| {
        format!(
            "'{}'!${}${}:${}${}",
            w.params,
            column_number_to_name(col),
            first_row + 1,
            column_number_to_name(col),
            last_row + 1
        )
    };
    let mut names = vec![
        ("start_s".to_string(), range(s_col)),
        ("start_code".to_string(), range(code_col)),
    ];
    for i in 0..firsts.len() {
        names.push((format!("after_{}", i + 1), range(code_col + 2 + i as u16)));
    }
    let s_range = inputs.params.iter().any(|p| p.name == "s_max");
    Ok(Starts {
        names,
        after: firsts.len(),
        in_range: s_range.then(|| "(start_s>=s_min)*(start_s<=s_max)".to_string()),
        changed,
    })
}
