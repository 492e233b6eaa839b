//! The live-formula workbook: the spreadsheet method done by the spreadsheet.
//!
//! The rules' numbers (the target, the bound of an overshoot game, each move's
//! addition or factor, the start heaps that are numbers) sit in named cells
//! of the *Параметры* / *Parameters* sheet. Every cell of the *Коды* / *Codes*
//! grid is a formula computing its code from the cells its moves lead to
//! (a move reaching the target ends the game); the *Таблица* / *Table* grid
//! turns the codes into labels, under a title that is a formula of the
//! parameters; *Ответы* / *Answers* reads the answers off the table
//! (`answers.rs`). Editing a parameter recomputes all of it. The solver's
//! results are stored with every formula, so viewers that never recalculate
//! show the right values.
//!
//! Only games the dense solver takes (moves that add or multiply, an end on
//! the total) can be written this way. The table is sized with a margin
//! above the given rules (`sized_target`: every heap from 1, sums up to
//! half as much again as the target), so a teacher can make a harder
//! variant (a larger target or first heap) as well as an easier one; data
//! validation on each parameter cell refuses what the table cannot take.
//! The statement and the moves' descriptions are formulas of the parameters
//! (`words.rs`), and the solver's answers for the rules as given are hidden
//! by a formula once a parameter differs from them: nothing on the sheets
//! stays of the old rules.
//!
//! How a cell's code is computed: each move gives a key — a win for the mover
//! (the opponent's code c ≤ 0, or the move ends the game and he wins) is
//! `1 − c − 10⁹`, a loss (c > 0, or the move hands the win over) is `−c` —
//! so the least key is the best move, and `MOD(key + 5·10⁸, 10⁹) − 5·10⁸`
//! turns it back into the code.

use rust_xlsxwriter::utility::column_number_to_name;
use rust_xlsxwriter::{Formula, Workbook, Worksheet, XlsxError};

use super::layout::Layout;
use super::sheet::{self, CellAt, Words};
use super::Report;
use crate::book::statement::Slot;
use crate::exam::wording::Lang;
use crate::game::expr::{Expr, Var};
use crate::game::{Game, Simple, State, Target};
use crate::grid::Grid;
use crate::label::{label, letters, Convention};
use crate::solve::{dense, Code, SolveOptions};
use answers::answers_sheet;
use params::{params_sheet, title_formula, Title};
use words::text_formula;

mod answers;
mod params;
mod words;

/// The most cells a live grid sheet gets: the margin above the target
/// shrinks until the table fits (each cell is a formula a spreadsheet
/// recomputes on every edit).
const LIVE_CELLS: u64 = 40_000;

/// The box of positions a table for targets up to `max_target` holds:
/// each heap from its least value up to what the others' least leave.
fn box_axes(lo: &[i64], max_target: i64) -> Vec<(i64, i64)> {
    let least: i64 = lo.iter().sum();
    lo.iter()
        .map(|&l| (l, max_target - 1 - (least - l)))
        .collect()
}

/// The greatest target the live table is built for: half as much again as
/// the given one (at least 10 more), less while the table would pass
/// [`LIVE_CELLS`] (at least one more).
fn sized_target(target: i64, lo: &[i64]) -> i64 {
    let cells = |t: i64| -> u64 {
        if lo.len() == 1 {
            return 1;
        }
        box_axes(lo, t)
            .iter()
            .map(|(a, b)| (b - a + 1).max(0) as u64)
            .product()
    };
    let mut margin = (target / 2).max(10);
    while margin > 1 && cells(target + margin) > LIVE_CELLS {
        margin = (margin * 3 / 4).max(1);
    }
    target + margin
}

/// A named parameter cell and the values it may take (data validation).
struct Param {
    name: String,
    value: i64,
    meaning: String,
    /// The least and greatest value the table stays right for.
    allowed: (i64, i64),
    /// Where the statement shows it.
    slot: Option<Slot>,
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
    // The table: every heap from 1 (a smaller first heap), sums up to the
    // margin above the target (a larger target or first heap).
    let lo: Vec<i64> = grid.axes.iter().map(|a| a.0.min(1)).collect();
    let max_target = sized_target(plan.target, &lo);
    let sized = Grid {
        heaps: grid.heaps,
        axes: box_axes(&lo, max_target),
    };
    let layout = Layout::fitting(&sized)?;
    // Every cell's code under the given rules, for the stored results: the
    // table holds positions no start reaches.
    let whole = crate::solve::solve(game, &[State::of(&lo)], &SolveOptions::default())
        .map_err(|e| anyhow::anyhow!("--formulas: {e}"))?;
    let r = &Report {
        task: r.task,
        solution: &whole,
        grid: Some(sized),
        starts: r.starts,
        answers: r.answers,
        labels: r.labels,
        trees: Vec::new(),
    };
    let w = sheet::words(lang);
    let least_sum: i64 = lo.iter().sum();

    let mut params = vec![Param {
        name: "target".into(),
        value: plan.target,
        meaning: crate::tr!(lang, "param-target"),
        allowed: (least_sum + 1, max_target),
        slot: Some(Slot::Target),
    }];
    if let Some(b) = plan.bound {
        params.push(Param {
            name: "bound".into(),
            value: b,
            meaning: crate::tr!(lang, "param-bound"),
            allowed: (1, 1_000_000_000),
            slot: Some(Slot::Bound),
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
        let mv = MoveRef {
            param: name.clone(),
            value,
            mul,
            heaps,
        };
        params.push(Param {
            name,
            value,
            meaning: crate::tr!(
                lang,
                "param-move",
                n = i + 1,
                meaning = words::move_meaning(m, &mv, game.heaps, lang)
            ),
            // A move that does not grow a heap would make the formulas circular.
            allowed: if mul { (2, 1000) } else { (1, 1000) },
            slot: Some(Slot::Move(i)),
        });
        moves.push(mv);
    }
    let mut start_param: Vec<Option<String>> = vec![None; game.heaps];
    for (h, e) in game.start.iter().enumerate() {
        if let Some(v) = e.constant() {
            let name = format!("start_h{}", h + 1);
            params.push(Param {
                name: name.clone(),
                value: v,
                meaning: crate::tr!(lang, "param-start", heap = h + 1),
                allowed: layout.axes[h],
                slot: (game.heaps == 2 && h == 0).then_some(Slot::Start),
            });
            start_param[h] = Some(name);
        }
    }
    // The range of S as two parameters, when the starts are S and numbers
    // (the exam's shapes): the starts' rows then cover every S the table
    // holds, and the answers read those from s_min to s_max.
    let s_heap = s_heap(game);
    let s_axis = s_heap.map(|h| layout.axes[h]);
    let s_range = match (s_axis, game.s_range.hi) {
        (Some((a, b)), Some(hi)) if a <= game.s_range.lo && hi <= b => {
            for (name, value, slot, meaning) in [
                (
                    "s_min",
                    game.s_range.lo,
                    Slot::SLo,
                    crate::tr!(lang, "param-s-min"),
                ),
                ("s_max", hi, Slot::SHi, crate::tr!(lang, "param-s-max")),
            ] {
                params.push(Param {
                    name: name.into(),
                    value,
                    meaning,
                    allowed: (a, b),
                    slot: Some(slot),
                });
            }
            Some((a, b))
        }
        _ => None,
    };

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
    let starts_rule = start_rule(&f, game, &start_param, s_range.is_some());
    let (table, codes) = grid_sheets(&mut wb, r, &f, &w, &title, starts_rule.as_deref())?;
    wb.push_worksheet(table);
    wb.push_worksheet(codes);
    let ps = wb.add_worksheet();
    let rows = start_rows(r, s_heap, s_range);
    let inputs = Inputs {
        params: &params,
        start_param: &start_param,
        rows: &rows,
        max_target,
    };
    let starts = params_sheet(ps, r, &f, &inputs, lang, &w)?;
    for (name, range) in &starts.names {
        wb.define_name(name, &format!("={range}"))?;
    }
    let by_slot = |slot: Slot| {
        params
            .iter()
            .find(|p| p.slot == Some(slot))
            .map(|p| p.name.clone())
    };
    let nums = words::LiveNumbers {
        lang,
        name: &by_slot,
    };
    let statement = crate::book::statement::rules_paragraph(game, lang, &nums)
        .map(|marked| words::text_formula(&marked));
    let answers = wb.add_worksheet();
    answers_sheet(answers, r, &starts, lang, &w, &title, statement)?;
    Ok(wb.save_to_buffer()?)
}

/// The test, for the grid's top-left cell (B2: the anchor of the colour
/// rules, its references relative), that it is a live start under the
/// parameters: `$A2=start_h1,B$4>=s_min,B$4<=s_max,($A2+B$4)<target`.
/// `None` when a start heap is neither a parameter nor S with its range as
/// parameters (the starts cannot move: their cells are outlined as they
/// are), or for three heaps (each block has a header row of its own).
fn start_rule(
    f: &Formulas,
    game: &Game,
    start_param: &[Option<String>],
    s_params: bool,
) -> Option<String> {
    if f.layout.heaps > 2 {
        return None;
    }
    let heaps = f.heaps_at(0, 1, 1);
    let mut tests = Vec::new();
    for (h, e) in game.start.iter().enumerate() {
        match (&start_param[h], e) {
            (Some(name), _) => tests.push(format!("{}={name}", heaps[h])),
            (None, Expr::Var(Var::S)) if s_params => {
                tests.push(format!("{}>=s_min", heaps[h]));
                tests.push(format!("{}<=s_max", heaps[h]));
            }
            _ => return None,
        }
    }
    tests.push(format!("{}<target", sum(&heaps)));
    Some(tests.join(","))
}

/// The heap that is S, when every other start heap is a number (and there
/// is no K): the start rows can then be any S.
fn s_heap(game: &Game) -> Option<usize> {
    if game.k_range.is_some() {
        return None;
    }
    let mut s = None;
    for (h, e) in game.start.iter().enumerate() {
        match e {
            Expr::Var(Var::S) if s.is_none() => s = Some(h),
            e if e.constant().is_some() => {}
            _ => return None,
        }
    }
    s
}

/// What *Параметры* shows: the parameters, the start rows, the greatest
/// target the table is built for.
pub(super) struct Inputs<'a> {
    params: &'a [Param],
    start_param: &'a [Option<String>],
    rows: &'a [StartRow],
    max_target: i64,
}

/// One start row of *Параметры*: its K (if any), S and heaps.
pub(super) struct StartRow {
    k: Option<i64>,
    s: i64,
    heaps: Vec<i64>,
}

/// The starts' rows: every S of the table's S axis when the range of S is
/// a parameter, else the task's starts.
fn start_rows(r: &Report, s_heap: Option<usize>, s_axis: Option<(i64, i64)>) -> Vec<StartRow> {
    let game = &r.task.game;
    match (s_heap, s_axis) {
        (Some(h), Some((a, b))) => (a..=b)
            .map(|s| StartRow {
                k: None,
                s,
                heaps: game
                    .start
                    .iter()
                    .enumerate()
                    .map(|(g, e)| if g == h { s } else { e.constant().unwrap_or(0) })
                    .collect(),
            })
            .collect(),
        _ => r
            .starts
            .iter()
            .map(|st| StartRow {
                k: game.k_range.map(|_| st.k),
                s: st.s,
                heaps: st.state.heaps[..game.heaps].to_vec(),
            })
            .collect(),
    }
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
    starts_rule: Option<&str>,
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
    let live = sheet::LiveSheet {
        title,
        starts: starts_rule.map(|formula| sheet::LiveStarts {
            formula,
            cell: "B2",
        }),
    };
    sheet::grid_sheets(wb, r, f.layout, w, Some(live), label_cell, code_cell)
}

#[cfg(test)]
mod tests;
