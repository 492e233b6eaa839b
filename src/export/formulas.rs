//! The live-formula workbook: the spreadsheet method done by the spreadsheet.
//!
//! The rules' numbers (the target, the bound of an overshoot game, each move's
//! addition or factor, the start heaps that are numbers) sit in named cells
//! of the *Параметры* / *Parameters* sheet. Every cell of the *Коды* / *Codes*
//! grid is a formula computing its code from the cells its moves lead to
//! (a move reaching the target ends the game); the *Таблица* / *Table* grid
//! turns the codes into labels. Editing a parameter recomputes the table.
//! The solver's results are stored with every formula, so viewers that never
//! recalculate show the right values.
//!
//! Only games the dense solver takes (moves that add or multiply, an end on
//! the total) can be written this way; the table covers the positions of the
//! game as generated, so a target may be lowered but not raised beyond it.
//!
//! How a cell's code is computed: each move gives a key — a win for the mover
//! (the opponent's code c ≤ 0, or the move ends the game and he wins) is
//! `1 − c − 10⁹`, a loss (c > 0, or the move hands the win over) is `−c` —
//! so the least key is the best move, and `MOD(key + 5·10⁸, 10⁹) − 5·10⁸`
//! turns it back into the code.

use rust_xlsxwriter::utility::column_number_to_name;
use rust_xlsxwriter::{
    Color, DataValidation, DataValidationRule, Format, Formula, Workbook, Worksheet, XlsxError,
};

use super::sheet::{self, CellAt, Layout, Words};
use super::Report;
use crate::exam::wording::{self, Lang};
use crate::exam::Report as Asks;
use crate::game::{Game, Simple, State, Target};
use crate::label::{label, letters, Convention};
use crate::solve::{dense, Code};

/// A named parameter cell and the values it may take (data validation).
struct Param {
    name: String,
    value: i64,
    meaning: String,
    /// The least and greatest value the table stays right for.
    allowed: (i64, i64),
}

/// A move as formulas see it: its parameter and the heaps it acts on.
struct MoveRef {
    param: String,
    value: i64,
    mul: bool,
    heaps: Vec<usize>,
}

/// Checks that a game's table can be written as live formulas (before it is
/// solved); returns the dense solver's plan, which says how.
///
/// # Errors
/// The rules are not of the dense solver's kind; the message says why.
pub fn check(game: &Game, starts: &[State]) -> anyhow::Result<dense::Plan> {
    dense::plan(game, starts).map_err(|why| {
        anyhow::anyhow!(
            "--formulas: this game cannot be written as live formulas: {why} (only games whose moves add or multiply and that end on the total 'sum >= T', optionally with 'winner = sum <= B')"
        )
    })
}

/// Builds the live-formula workbook and returns its bytes.
///
/// # Errors
/// The game's rules cannot be written as formulas (the message says why),
/// no position is live, the table does not fit a sheet, or rust_xlsxwriter
/// fails.
pub fn workbook(r: &Report, lang: Lang) -> anyhow::Result<Vec<u8>> {
    let game = &r.task.game;
    let states: Vec<_> = r.starts.iter().map(|s| s.state).collect();
    let plan = check(game, &states)?;
    let Some(grid) = &r.grid else {
        anyhow::bail!("--formulas: no live position: every start is already finished");
    };
    // One more row and column than the game needs: a teacher can try the
    // next target up too.
    let mut wider = grid.clone();
    for axis in &mut wider.axes {
        axis.1 += 1;
    }
    let layout = Layout::fitting(&wider)?;
    let w = sheet::words(lang);
    // The greatest target whose every live position is in the table.
    let max_target = (0..layout.heaps)
        .map(|h| {
            layout.axes[h].1
                + (0..layout.heaps)
                    .filter(|&g| g != h)
                    .map(|g| layout.axes[g].0)
                    .sum::<i64>()
                + 1
        })
        .min()
        .unwrap_or(plan.target);
    let least_sum: i64 = layout.axes.iter().map(|a| a.0).sum();

    let mut params = vec![Param {
        name: "target".into(),
        value: plan.target,
        meaning: match lang {
            Lang::Ru => "игра заканчивается, когда сумма камней ≥ target".into(),
            Lang::En => "the game ends when the total is ≥ target".into(),
        },
        allowed: (least_sum + 1, max_target),
    }];
    if let Some(b) = plan.bound {
        params.push(Param {
            name: "bound".into(),
            value: b,
            meaning: match lang {
                Lang::Ru => "сделавший последний ход побеждает, только если сумма ≤ bound".into(),
                Lang::En => "the last mover wins only if the total is ≤ bound".into(),
            },
            allowed: (1, 1_000_000_000),
        });
    }
    let mut moves = Vec::new();
    for (i, m) in game.moves.iter().enumerate() {
        let (mul, value) = match m.simple {
            Some(Simple::Add(a)) => (false, a),
            Some(Simple::Mul(b)) => (true, b),
            None => anyhow::bail!("--formulas: move '{}' is not +N or *N", m.text),
        };
        let heaps = match m.target {
            Target::Any => (0..game.heaps).collect(),
            Target::Heap(h) => vec![h],
            _ => anyhow::bail!(
                "--formulas: move '{}' acts on the larger/smaller heap",
                m.text
            ),
        };
        let name = format!("{}_{}", if mul { "mul" } else { "add" }, i + 1);
        params.push(Param {
            name: name.clone(),
            value,
            meaning: format!(
                "{} {}: {}",
                match lang {
                    Lang::Ru => "ход",
                    Lang::En => "move",
                },
                i + 1,
                wording::move_words(m, game.heaps, lang)
            ),
            // A move that does not grow a heap would make the formulas circular.
            allowed: if mul { (2, 1000) } else { (1, 1000) },
        });
        moves.push(MoveRef {
            param: name,
            value,
            mul,
            heaps,
        });
    }
    let mut start_param: Vec<Option<String>> = vec![None; game.heaps];
    for (h, e) in game.start.iter().enumerate() {
        if let Some(v) = e.constant() {
            let name = format!("start_h{}", h + 1);
            params.push(Param {
                name: name.clone(),
                value: v,
                meaning: match lang {
                    Lang::Ru => format!("куча {} в начале игры", h + 1),
                    Lang::En => format!("heap {} at the start", h + 1),
                },
                allowed: layout.axes[h],
            });
            start_param[h] = Some(name);
        }
    }

    let mut wb = Workbook::new();
    sheet::properties(&mut wb, r.task.title(lang))?;
    let (first, last) = layout.data_rows();
    let codes_ref = format!(
        "='{}'!$B${}:${}${}",
        w.codes,
        first + 1,
        column_number_to_name(layout.last_col()),
        last + 1
    );
    wb.define_name("codes", &codes_ref)?;
    for (i, p) in params.iter().enumerate() {
        wb.define_name(
            &p.name,
            &format!("={}", sheet::sheet_cell(w.params, 2 + i as u32, 1)),
        )?;
    }
    let f = Formulas {
        layout: &layout,
        moves: &moves,
        plan: &plan,
    };
    let title = title_formula(game, &params, &moves, &start_param, lang);
    let (table, codes) = grid_sheets(&mut wb, r, &f, &w, &title)?;
    wb.push_worksheet(table);
    wb.push_worksheet(codes);
    let ps = wb.add_worksheet();
    let starts = params_sheet(ps, r, &f, &params, &start_param, lang, &w)?;
    for (name, range) in &starts.names {
        wb.define_name(name, &format!("={range}"))?;
    }
    let answers = wb.add_worksheet();
    answers_sheet(answers, r, &starts, lang, &w, &title)?;
    Ok(wb.save_to_buffer()?)
}

/// Writes the formulas of one game's table.
struct Formulas<'a> {
    layout: &'a Layout,
    moves: &'a [MoveRef],
    plan: &'a dense::Plan,
}

impl Formulas<'_> {
    /// `INDEX(codes, …)` of a position given as heap expressions.
    fn index(&self, heaps: &[String]) -> String {
        let l = self.layout;
        let lo: Vec<i64> = l.axes.iter().map(|a| a.0).collect();
        let off = |h: usize| match lo[h] - 1 {
            0 => heaps[h].clone(),
            d if d > 0 => format!("{}-{d}", heaps[h]),
            d => format!("{}+{}", heaps[h], -d),
        };
        match l.heaps {
            // Wrapped: tens down from the first row's, units across from 0.
            1 => {
                let tens0 = l.blocks[0].rows.first().copied().unwrap_or(0);
                let row = match tens0 - 1 {
                    0 => format!("INT({}/10)", heaps[0]),
                    d if d > 0 => format!("INT({}/10)-{d}", heaps[0]),
                    d => format!("INT({}/10)+{}", heaps[0], -d),
                };
                format!("INDEX(codes,{row},MOD({},10)+1)", heaps[0])
            }
            2 => format!("INDEX(codes,{},{})", off(0), off(1)),
            _ => format!(
                "INDEX(codes,({}-{})*{}+{},{})",
                heaps[0],
                lo[0],
                l.stride(),
                off(1),
                off(2)
            ),
        }
    }

    /// The code of a position given as heap expressions: 0 when finished.
    fn lookup(&self, heaps: &[String]) -> String {
        format!("IF({}>=target,0,{})", sum(heaps), self.index(heaps))
    }

    /// The code formula of a cell whose heaps are the given expressions.
    fn code(&self, heaps: &[String]) -> String {
        let total = sum(heaps);
        let handed = if self.plan.handed_counts { "-1" } else { "0" };
        let mut keys = Vec::new();
        for m in self.moves {
            for &h in &m.heaps {
                let mut next = heaps.to_vec();
                let (nh, nsum) = if m.mul {
                    (
                        format!("{}*{}", heaps[h], m.param),
                        format!("{total}+{}*({}-1)", heaps[h], m.param),
                    )
                } else {
                    (
                        format!("({}+{})", heaps[h], m.param),
                        format!("{total}+{}", m.param),
                    )
                };
                next[h] = nh;
                let ended = match self.plan.bound {
                    None => "1-1E9".to_string(),
                    Some(_) => format!("IF({nsum}<=bound,1-1E9,{handed})"),
                };
                let c = self.index(&next);
                keys.push(format!(
                    "IF({nsum}>=target,{ended},IF({c}<=0,1-{c}-1E9,-{c}))"
                ));
            }
        }
        format!(
            "IF({total}>=target,0,MOD(MIN({})+5E8,1E9)-5E8)",
            keys.join(",")
        )
    }

    /// The label formula of a cell, from its code at `code_cell`.
    fn label(&self, heaps: &[String], code_cell: &str, conv: Convention) -> String {
        let (win, lose, _) = letters(conv);
        format!(
            "IF({}>=target,\"—\",IF({code_cell}>0,\"{win}\"&{code_cell},\"{lose}\"&-{code_cell}))",
            sum(heaps)
        )
    }

    /// The heap expressions of a grid cell: its row and column headers.
    fn heaps_at(&self, b: usize, sheet_row: u32, col: u16) -> Vec<String> {
        let l = self.layout;
        let across = format!("{}${}", column_number_to_name(col), l.header_row(b) + 1);
        let down = format!("$A{}", sheet_row + 1);
        match (l.heaps, l.blocks[b].fixed) {
            (1, _) => vec![format!("(10*{down}+{across})")],
            (2, _) => vec![down, across],
            (_, fixed) => vec![fixed.unwrap_or(0).to_string(), down, across],
        }
    }
}

fn sum(heaps: &[String]) -> String {
    if heaps.len() == 1 {
        heaps[0].clone()
    } else {
        format!("({})", heaps.join("+"))
    }
}

/// The solver's value of a code as the formula's result.
fn code_result(code: Code) -> String {
    code.signed().unwrap_or(0).to_string()
}

/// The label and code sheets: every cell a formula, with the solver's result.
fn grid_sheets(
    wb: &mut Workbook,
    r: &Report,
    f: &Formulas,
    w: &Words,
    title: &Title,
) -> Result<(Worksheet, Worksheet), XlsxError> {
    // Cells past the game's own table (the extra row and column) are
    // finished under the game's own target.
    let label_cell = |t: &mut Worksheet, at: CellAt| {
        let code = at.code.unwrap_or(Code::Over);
        let heaps = f.heaps_at(at.block, at.row, at.col);
        let code_cell = sheet::sheet_cell(w.codes, at.row, at.col).replace('$', "");
        let formula =
            Formula::new(f.label(&heaps, &code_cell, r.labels)).set_result(label(code, r.labels));
        match at.format {
            Some(fmt) => t.write_formula_with_format(at.row, at.col, formula, fmt)?,
            None => t.write_formula(at.row, at.col, formula)?,
        };
        Ok(())
    };
    let code_cell = |c: &mut Worksheet, at: CellAt| {
        let code = at.code.unwrap_or(Code::Over);
        let heaps = f.heaps_at(at.block, at.row, at.col);
        let formula = Formula::new(f.code(&heaps)).set_result(code_result(code));
        match at.format {
            Some(fmt) => c.write_formula_with_format(at.row, at.col, formula, fmt)?,
            None => c.write_formula(at.row, at.col, formula)?,
        };
        Ok(())
    };
    let title = Formula::new(&title.formula).set_result(&title.text);
    sheet::grid_sheets(wb, r, f.layout, w, Some(title), label_cell, code_cell)
}

/// The workbook's title as a formula of the parameters, and its text now.
struct Title {
    formula: String,
    text: String,
}

/// `Кучи (7, S); ходы: +1, ×2; конец: сумма ≥ 77`, each number read from its
/// parameter, so the title follows an edit.
fn title_formula(
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
    let (heap_w, heaps_w, moves_w, end_w, bound_w) = match lang {
        Lang::Ru => (
            "Куча ",
            "Кучи (",
            "ходы",
            "конец: сумма ≥ ",
            "; победа, только если сумма ≤ ",
        ),
        Lang::En => (
            "Heap ",
            "Heaps (",
            "moves",
            "the end: total ≥ ",
            "; a win only if the total ≤ ",
        ),
    };
    let opening = if game.heaps == 1 { heap_w } else { heaps_w };
    parts.push((opening.to_string(), None));
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
    parts.push((format!("; {moves_w}: "), None));
    for (i, m) in moves.iter().enumerate() {
        let sep = if i > 0 { ", " } else { "" };
        parts.push((format!("{sep}{}", if m.mul { "×" } else { "+" }), None));
        parts.push((String::new(), param(&m.param)));
        if m.heaps.len() == 1 && game.heaps > 1 {
            let h = m.heaps[0] + 1;
            parts.push((
                match lang {
                    Lang::Ru => format!(" (куча {h})"),
                    Lang::En => format!(" (heap {h})"),
                },
                None,
            ));
        }
    }
    parts.push((format!("; {end_w}"), None));
    parts.push((String::new(), param("target")));
    if param("bound").is_some() {
        parts.push((bound_w.into(), None));
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
struct Starts {
    /// (name, range) pairs to define: `start_s`, `start_code`, `after_1`, …
    names: Vec<(String, String)>,
    /// How many columns of positions after Petya's first move.
    after: usize,
}

/// The parameters (named cells, each with the values it may take), then
/// every start with its live code and the codes after each first move.
fn params_sheet(
    ws: &mut Worksheet,
    r: &Report,
    f: &Formulas,
    params: &[Param],
    start_param: &[Option<String>],
    lang: Lang,
    w: &Words,
) -> Result<Starts, XlsxError> {
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
    let (title, cols) = match lang {
        Lang::Ru => (
            "Измените число в столбце B — таблица, её заголовок и ответы пересчитаются. Допустимые значения — в подсказке ячейки; другое значение не примется: таблица построена на цель не выше указанной.",
            ["имя", "значение", "смысл (допустимо)"],
        ),
        Lang::En => (
            "Change a number in column B and the table, its title and the answers recalculate. The cell's note gives the values allowed; another is refused: the table is built for targets up to the one named.",
            ["name", "value", "meaning (allowed)"],
        ),
    };
    ws.set_row_height(0, 45)?;
    ws.merge_range(0, 0, 0, 2, title, &title_fmt)?;
    for (i, h) in cols.iter().enumerate() {
        ws.write_string_with_format(1, i as u16, *h, &head)?;
    }
    for (i, p) in params.iter().enumerate() {
        let row = 2 + i as u32;
        let (lo, hi) = p.allowed;
        let range = match lang {
            Lang::Ru => format!("от {lo} до {hi}"),
            Lang::En => format!("from {lo} to {hi}"),
        };
        let meaning = format!("{} ({range})", p.meaning);
        let lines = meaning.chars().count().div_ceil(42).max(1);
        ws.set_row_height(row, 15 * lines as u32)?;
        ws.write_string_with_format(row, 0, &p.name, &wrap)?;
        ws.write_number_with_format(row, 1, p.value as f64, &input)?;
        ws.write_string_with_format(row, 2, meaning, &wrap)?;
        let clamp = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32;
        let (t_in, t_err, m_err) = match lang {
            Lang::Ru => (
                "Допустимо",
                "Недопустимое значение",
                format!("{}: целое число {range}; иначе таблица неверна.", p.name),
            ),
            Lang::En => (
                "Allowed",
                "Value not allowed",
                format!(
                    "{}: a whole number {range}; any other breaks the table.",
                    p.name
                ),
            ),
        };
        let dv = DataValidation::new()
            .allow_whole_number(DataValidationRule::Between(clamp(lo), clamp(hi)))
            .ignore_blank(false)
            .set_input_title(t_in)?
            .set_input_message(format!("{}: {range}", p.name))?
            .set_error_title(t_err)?
            .set_error_message(m_err)?;
        ws.add_data_validation(row, 1, row, 1, &dv)?;
    }
    // The starts, to the right of the parameters: their own columns.
    let game = &r.task.game;
    let c0: u16 = 4;
    let starts_h = match lang {
        Lang::Ru => "Старты (Петя ходит первым): код старта и коды после каждого первого хода Пети (ходит Ваня)",
        Lang::En => "Starts (Petya moves first): the start's code and the codes after each first move of Petya (Vanya to move)",
    };
    ws.write_string_with_format(0, c0, starts_h, &bold)?;
    let mut head_cols: Vec<String> = Vec::new();
    if game.k_range.is_some() {
        head_cols.push("K".into());
    }
    head_cols.push("S".into());
    head_cols.extend((1..=game.heaps).map(|h| format!("h{h}")));
    head_cols.push(match lang {
        Lang::Ru => "код".into(),
        Lang::En => "code".into(),
    });
    head_cols.push(match lang {
        Lang::Ru => "метка".into(),
        Lang::En => "label".into(),
    });
    // Petya's first moves: each move on each heap it acts on.
    let mut firsts: Vec<(&MoveRef, usize)> = Vec::new();
    for m in f.moves {
        for &h in &m.heaps {
            firsts.push((m, h));
            let sign = if m.mul { "×" } else { "+" };
            head_cols.push(match (game.heaps, lang) {
                (1, Lang::Ru) => format!("после {sign}{}", m.param),
                (1, Lang::En) => format!("after {sign}{}", m.param),
                (_, Lang::Ru) => format!("после {sign}{} к h{}", m.param, h + 1),
                (_, Lang::En) => format!("after {sign}{} to h{}", m.param, h + 1),
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
    for s in r.starts {
        let mut col = c0;
        if game.k_range.is_some() {
            ws.write_number_with_format(row, col, s.k as f64, &centre)?;
            col += 1;
        }
        s_col = col;
        ws.write_number_with_format(row, col, s.s as f64, &centre)?;
        col += 1;
        let mut heaps = Vec::new();
        for (h, param) in start_param.iter().enumerate() {
            let v = s.state.heaps[h];
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
        ws.write_formula_with_format(
            row,
            col,
            Formula::new(f.lookup(&heaps)).set_result(code_result(s.code)),
            &signed,
        )?;
        ws.write_formula_with_format(
            row,
            col + 1,
            Formula::new(f.label(&heaps, &code_cell, r.labels)).set_result(label(s.code, r.labels)),
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
            let mut heaps_after = s.state.heaps[..game.heaps].to_vec();
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
    Ok(Starts {
        names,
        after: firsts.len(),
    })
}

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
        condition,
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

/// The answers, read off the live table: each question, its answer as a
/// formula over the starts' codes (so an edited parameter changes it), and
/// the answer the solver gave for the rules as written.
fn answers_sheet(
    ws: &mut Worksheet,
    r: &Report,
    starts: &Starts,
    lang: Lang,
    w: &Words,
    title: &Title,
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
    let cols = match lang {
        Lang::Ru => [
            "№",
            "Вопрос",
            "Ответ (формула по таблице)",
            "Ответ решателя для исходных правил",
            "Условие (запрос)",
        ],
        Lang::En => [
            "#",
            "Question",
            "Answer (a formula over the table)",
            "The solver's answer for the rules as given",
            "Condition (query)",
        ],
    };
    for (i, h) in cols.iter().enumerate() {
        ws.write_string_with_format(2, i as u16, *h, &head)?;
    }
    ws.set_row_height(2, 45)?;
    let k_range = r.task.game.k_range.is_some();
    for (row, a) in (3u32..).zip(r.answers) {
        let q = r.task.questions.iter().find(|q| q.id == a.id);
        let words = q.map_or_else(|| a.query.clone(), |q| wording::question(q, lang));
        let shown = if a.answer.is_empty() {
            "—"
        } else {
            &a.answer
        };
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
                let note = match lang {
                    Lang::Ru => "(не формула: такой вопрос таблица не считает)",
                    Lang::En => "(not a formula: the table does not compute this question)",
                };
                ws.write_string_with_format(row, 2, format!("{shown} {note}"), &answer_fmt)?;
            }
        }
        ws.write_string_with_format(row, 3, shown, &wrap)?;
        ws.write_string_with_format(row, 4, &a.query, &wrap)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn a_cell_reads_its_followers_through_the_named_parameters() {
        let layout = Layout::of(&Grid {
            heaps: 1,
            axes: vec![(11, 44)],
        });
        let plan = dense::Plan {
            heaps: 1,
            lo: [1, 0, 0],
            dims: [44, 1, 1],
            target: 45,
            bound: Some(112),
            handed_counts: false,
            adds: [vec![2], vec![], vec![]],
            muls: [vec![3], vec![], vec![]],
        };
        let moves = [
            MoveRef {
                param: "add_1".into(),
                value: 2,
                mul: false,
                heaps: vec![0],
            },
            MoveRef {
                param: "mul_2".into(),
                value: 3,
                mul: true,
                heaps: vec![0],
            },
        ];
        let f = Formulas {
            layout: &layout,
            moves: &moves,
            plan: &plan,
        };
        let x = ["B$4".to_string()];
        // One heap wraps into rows of ten: S = 11..44 is rows 1..4 (tens),
        // columns 1..10 (units + 1).
        let at = |s: &str| format!("INDEX(codes,INT({s}/10),MOD({s},10)+1)");
        let (a, m) = (at("(B$4+add_1)"), at("B$4*mul_2"));
        assert_eq!(
            f.code(&x),
            format!(
                "IF(B$4>=target,0,MOD(MIN(\
                 IF(B$4+add_1>=target,IF(B$4+add_1<=bound,1-1E9,0),\
                 IF({a}<=0,1-{a}-1E9,-{a})),\
                 IF(B$4+B$4*(mul_2-1)>=target,IF(B$4+B$4*(mul_2-1)<=bound,1-1E9,0),\
                 IF({m}<=0,1-{m}-1E9,-{m}))\
                 )+5E8,1E9)-5E8)"
            )
        );
        assert_eq!(
            f.label(&x, "'Codes'!B5", Convention::WinLose),
            "IF(B$4>=target,\"—\",IF('Codes'!B5>0,\"V\"&'Codes'!B5,\"P\"&-'Codes'!B5))"
        );
    }
}
