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
use rust_xlsxwriter::{Color, Format, Formula, Workbook, Worksheet, XlsxError};

use super::sheet::{self, CellAt, Layout, Words};
use super::Report;
use crate::exam::wording::{self, Lang};
use crate::game::{Game, Simple, State, Target};
use crate::label::{label, letters, Convention};
use crate::solve::{dense, Code};

/// A named parameter cell.
struct Param {
    name: String,
    value: i64,
    meaning: String,
}

/// A move as formulas see it: its parameter and the heaps it acts on.
struct MoveRef {
    param: String,
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
    let layout = Layout::fitting(grid)?;
    let w = sheet::words(lang);

    let mut params = vec![Param {
        name: "target".into(),
        value: plan.target,
        meaning: match lang {
            Lang::Ru => "игра заканчивается, когда сумма камней ≥ target".into(),
            Lang::En => "the game ends when the total is ≥ target".into(),
        },
    }];
    if let Some(b) = plan.bound {
        params.push(Param {
            name: "bound".into(),
            value: b,
            meaning: match lang {
                Lang::Ru => "сделавший последний ход побеждает, только если сумма ≤ bound".into(),
                Lang::En => "the last mover wins only if the total is ≤ bound".into(),
            },
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
        });
        moves.push(MoveRef {
            param: name,
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
            });
            start_param[h] = Some(name);
        }
    }

    let mut wb = Workbook::new();
    sheet::properties(&mut wb, &r.task.name)?;
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
    let (table, codes) = grid_sheets(&mut wb, r, &f, &w)?;
    wb.push_worksheet(table);
    wb.push_worksheet(codes);
    let ps = wb.add_worksheet();
    params_sheet(ps, r, &f, &params, &start_param, lang, &w)?;
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
) -> Result<(Worksheet, Worksheet), XlsxError> {
    let label_cell = |t: &mut Worksheet, at: CellAt| {
        let code = at.code.unwrap_or(Code::Unknown);
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
        let code = at.code.unwrap_or(Code::Unknown);
        let heaps = f.heaps_at(at.block, at.row, at.col);
        let formula = Formula::new(f.code(&heaps)).set_result(code_result(code));
        match at.format {
            Some(fmt) => c.write_formula_with_format(at.row, at.col, formula, fmt)?,
            None => c.write_formula(at.row, at.col, formula)?,
        };
        Ok(())
    };
    sheet::grid_sheets(wb, r, f.layout, w, label_cell, code_cell)
}

/// The parameters (named cells), then every start with its live code.
fn params_sheet(
    ws: &mut Worksheet,
    r: &Report,
    f: &Formulas,
    params: &[Param],
    start_param: &[Option<String>],
    lang: Lang,
    w: &Words,
) -> Result<(), XlsxError> {
    ws.set_name(w.params)?;
    let bold = Format::new().set_bold();
    let head = sheet::header_format();
    let input = Format::new()
        .set_bold()
        .set_background_color(Color::RGB(0xFE_F9_E7))
        .set_border(rust_xlsxwriter::FormatBorder::Thin);
    ws.set_column_width(0, 14)?;
    ws.set_column_width(1, 10)?;
    ws.set_column_width(2, 60)?;
    let (title, cols) = match lang {
        Lang::Ru => (
            "Измените число в столбце B — таблица пересчитается (цель можно уменьшить, но не увеличить сверх исходной)",
            ["имя", "значение", "смысл"],
        ),
        Lang::En => (
            "Change a number in column B and the table recalculates (the target may be lowered, not raised beyond the original)",
            ["name", "value", "meaning"],
        ),
    };
    ws.write_string_with_format(0, 0, title, &bold)?;
    for (i, h) in cols.iter().enumerate() {
        ws.write_string_with_format(1, i as u16, *h, &head)?;
    }
    for (i, p) in params.iter().enumerate() {
        let row = 2 + i as u32;
        ws.write_string(row, 0, &p.name)?;
        ws.write_number_with_format(row, 1, p.value as f64, &input)?;
        ws.write_string(row, 2, &p.meaning)?;
    }
    let game = &r.task.game;
    let mut row = 3 + params.len() as u32;
    let starts_h = match lang {
        Lang::Ru => "Старты (Петя ходит первым)",
        Lang::En => "Starts (Petya moves first)",
    };
    ws.write_string_with_format(row, 0, starts_h, &bold)?;
    row += 1;
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
    for (i, h) in head_cols.iter().enumerate() {
        ws.write_string_with_format(row, i as u16, h, &head)?;
    }
    row += 1;
    for s in r.starts {
        let mut col = 0u16;
        if game.k_range.is_some() {
            ws.write_number(row, col, s.k as f64)?;
            col += 1;
        }
        ws.write_number(row, col, s.s as f64)?;
        col += 1;
        let mut heaps = Vec::new();
        for (h, param) in start_param.iter().enumerate() {
            let v = s.state.heaps[h];
            match param {
                Some(name) => {
                    ws.write_formula(row, col, Formula::new(name).set_result(v.to_string()))?;
                }
                None => {
                    ws.write_number(row, col, v as f64)?;
                }
            }
            heaps.push(column_number_to_name(col) + &(row + 1).to_string());
            col += 1;
        }
        let code_cell = column_number_to_name(col) + &(row + 1).to_string();
        ws.write_formula(
            row,
            col,
            Formula::new(f.lookup(&heaps)).set_result(code_result(s.code)),
        )?;
        ws.write_formula(
            row,
            col + 1,
            Formula::new(f.label(&heaps, &code_cell, r.labels)).set_result(label(s.code, r.labels)),
        )?;
        row += 1;
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
                mul: false,
                heaps: vec![0],
            },
            MoveRef {
                param: "mul_2".into(),
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
        assert_eq!(
            f.code(&x),
            "IF(B$4>=target,0,MOD(MIN(\
             IF(B$4+add_1>=target,IF(B$4+add_1<=bound,1-1E9,0),\
             IF(INDEX(codes,1,(B$4+add_1))<=0,1-INDEX(codes,1,(B$4+add_1))-1E9,-INDEX(codes,1,(B$4+add_1)))),\
             IF(B$4+B$4*(mul_2-1)>=target,IF(B$4+B$4*(mul_2-1)<=bound,1-1E9,0),\
             IF(INDEX(codes,1,B$4*mul_2)<=0,1-INDEX(codes,1,B$4*mul_2)-1E9,-INDEX(codes,1,B$4*mul_2)))\
             )+5E8,1E9)-5E8)"
        );
        assert_eq!(
            f.label(&x, "'Codes'!B5", Convention::WinLose),
            "IF(B$4>=target,\"—\",IF('Codes'!B5>0,\"V\"&'Codes'!B5,\"P\"&-'Codes'!B5))"
        );
    }
}
