//! The live workbook's *Ответы* / *Answers* sheet: the answers read off the
//! table as the spreadsheet method ends, each a formula over the starts'
//! live codes (named ranges of *Параметры*), so an edited parameter changes
//! them.

use rust_xlsxwriter::{Format, Formula, Worksheet, XlsxError};

use super::params::{Starts, Title};
use crate::exam::wording::Lang;
use crate::exam::Report as Asks;
use crate::export::sheet::{self, Words};
use crate::export::Report;

/// A question the answers sheet can compute by formulas: what it reports
/// and its condition on the starts (`start_code`, `after_N`).
struct LiveQuestion {
    report: Asks,
    condition: String,
}

/// The questions of the forms tasks 19–21 use — `min|max [N]|all|count
/// where code == C`, or `some(code == C)` / `every(code == C)` — as
/// formulas; `None` for any other, which is written as its value.
fn live_question(
    q: &crate::exam::Question,
    starts: &Starts,
    k_range: bool,
) -> Option<LiveQuestion> {
    if k_range || q.of_text.trim() != "" && q.of_text.trim() != "S" || q.descending {
        return None;
    }
    let (_, cond) = q.query.split_once(" where ")?;
    let cond = cond.trim();
    let value = |s: &str| -> Option<i64> { s.trim().strip_prefix("code ==")?.trim().parse().ok() };
    let live = "(start_code<>0)";
    let range = starts
        .in_range
        .as_ref()
        .map_or(String::new(), |r| format!("{r}*"));
    let condition = if let Some(c) = value(cond) {
        format!("(start_code={c})")
    } else if let Some(inner) = cond.strip_prefix("some(").and_then(|t| t.strip_suffix(')')) {
        let c = value(inner)?;
        let any: Vec<String> = (1..=starts.after)
            .map(|i| format!("(after_{i}={c})"))
            .collect();
        format!("{live}*(({})>0)", any.join("+"))
    } else if let Some(inner) = cond
        .strip_prefix("every(")
        .and_then(|t| t.strip_suffix(')'))
    {
        let c = value(inner)?;
        let all: Vec<String> = (1..=starts.after)
            .map(|i| format!("(after_{i}={c})"))
            .collect();
        format!("{live}*{}", all.join("*"))
    } else {
        return None;
    };
    Some(LiveQuestion {
        report: q.report,
        condition: format!("{range}{condition}"),
    })
}

/// The formula of a live answer: the qualifying values of S as the exam
/// writes them (ascending, separated by spaces), `—` when there are none.
fn answer_formula(q: &LiveQuestion) -> Option<String> {
    let c = &q.condition;
    let nth = |f: &str, k: usize| format!("IFERROR({f}(IF({c},start_s),{k}),\"\")");
    let join = |items: Vec<String>| -> String { format!("TRIM({})", items.join("&\" \"&")) };
    let body = match q.report {
        Asks::Min(n) => join((1..=n).map(|k| nth("SMALL", k)).collect()),
        Asks::Max(n) => join((1..=n).rev().map(|k| nth("LARGE", k)).collect()),
        Asks::MinMax => join(vec![nth("SMALL", 1), nth("LARGE", 1)]),
        Asks::All => format!("_xlfn.TEXTJOIN(\" \",TRUE,IF({c},start_s,\"\"))"),
        Asks::Count => return Some(format!("SUM(IF({c},1,0))")),
        _ => return None,
    };
    Some(format!("IF({body}=\"\",\"—\",{body})"))
}

/// The answers, read off the live table: the statement (a formula of the
/// parameters, when the game has the exam's shape), each question, its
/// answer as a formula over the starts' codes (so an edited parameter
/// changes it), and the answer the solver gave for the rules as written —
/// hidden by a formula once a parameter differs from them.
pub(super) fn answers_sheet(
    ws: &mut Worksheet,
    r: &Report,
    starts: &Starts,
    lang: Lang,
    w: &Words,
    title: &Title,
    statement: Option<(String, String)>,
) -> Result<(), XlsxError> {
    ws.set_name(w.answers)?;
    ws.set_landscape();
    ws.set_paper_size(9);
    ws.set_print_fit_to_pages(1, 0);
    let bold = Format::new().set_bold().set_font_size(14);
    let head = sheet::header_format().set_text_wrap();
    let wrap = Format::new()
        .set_text_wrap()
        .set_align(rust_xlsxwriter::FormatAlign::Top);
    let answer_fmt = wrap.clone().set_bold();
    ws.set_column_width(0, 6)?;
    ws.set_column_width(1, 70)?;
    ws.set_column_width(2, 16)?;
    ws.set_column_width(3, 16)?;
    ws.set_column_width(4, 30)?;
    ws.write_formula_with_format(
        0,
        0,
        Formula::new(&title.formula).set_result(&title.text),
        &bold,
    )?;
    if let Some((formula, text)) = statement {
        let lines = text.chars().count().div_ceil(140).max(1);
        ws.set_row_height(1, 15 * lines as u32)?;
        ws.merge_range(1, 0, 1, 4, "", &wrap)?;
        ws.write_formula_with_format(1, 0, Formula::new(formula).set_result(text), &wrap)?;
    }
    // What a value of the rules as given shows once they are changed.
    let stale = crate::tr!(lang, "formulas-stale");
    let unless_changed = |value: &str| {
        format!(
            "IF({}=1,\"{stale}\",\"{}\")",
            starts.changed,
            value.replace('"', "\"\"")
        )
    };
    let cols = [
        crate::tr!(lang, "formulas-number"),
        crate::tr!(lang, "formulas-question"),
        crate::tr!(lang, "formulas-answer"),
        crate::tr!(lang, "formulas-solver"),
        crate::tr!(lang, "formulas-query"),
    ];
    for (i, h) in cols.iter().enumerate() {
        ws.write_string_with_format(2, i as u16, h, &head)?;
    }
    ws.set_row_height(2, 45)?;
    let k_range = r.task.game.k_range.is_some();
    for (row, a) in (3u32..).zip(r.answers) {
        let q = r.question_of(a);
        let words = r.question_words(a, lang);
        let shown = a.shown();
        let lines = words.chars().count().div_ceil(75).max(1);
        ws.set_row_height(row, 15 * lines as u32)?;
        ws.write_string_with_format(row, 0, &a.id, &wrap)?;
        ws.write_string_with_format(row, 1, &words, &wrap)?;
        let live = q
            .and_then(|q| live_question(q, starts, k_range))
            .and_then(|l| answer_formula(&l));
        match live {
            Some(formula) => {
                ws.write_array_formula_with_format(
                    row,
                    2,
                    row,
                    2,
                    Formula::new(formula).set_result(shown),
                    &answer_fmt,
                )?;
            }
            None => {
                let note = crate::tr!(lang, "formulas-not-a-formula");
                let value = format!("{shown} {note}");
                ws.write_formula_with_format(
                    row,
                    2,
                    Formula::new(unless_changed(&value)).set_result(&value),
                    &answer_fmt,
                )?;
            }
        }
        ws.write_formula_with_format(
            row,
            3,
            Formula::new(unless_changed(shown)).set_result(shown),
            &wrap,
        )?;
        ws.write_string_with_format(row, 4, &a.query, &wrap)?;
    }
    Ok(())
}
