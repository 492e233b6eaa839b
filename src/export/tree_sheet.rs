//! Strategy trees on a worksheet: a real tree of cells, not a picture — one
//! row per move, indented two columns per ply, the label of each position in
//! its own cell coloured as the grid colours it (a fixed fill: the tree's
//! labels never recalculate, and a book of 1000 variants would otherwise
//! carry tens of thousands of conditional formats), the
//! move and the position beside it (the winner's moves bold and green), a
//! shared position drawn once as `[n]` and referred to as `→ см. [n]`.
//! The *Дерево* / *Tree* sheet of `solve --out x.xlsx` holds the trees of the
//! starts that answer 21 and 20; each variant sheet of a book holds its 21
//! tree below the grid.

use rust_xlsxwriter::{Color, Format, Workbook, Worksheet, XlsxError};

use super::sheet::{fill, max_k};
use super::tree_text::{legend_lines, player, see, title, verdict};
use super::Report;
use crate::exam::wording::Lang;
use crate::game::Game;
use crate::label::label;
use crate::solve::Code;
use crate::tree::StartTree;

/// The sheet's name.
pub fn sheet_name(lang: Lang) -> &'static str {
    crate::i18n::fixed(lang, "tree-sheet")
}

fn heading(t: &StartTree, game: &Game, lang: Lang) -> String {
    let start = game.position_name(&t.state.heaps[..game.heaps]);
    let k = if game.k_range.is_some() {
        format!(", K = {}", t.k)
    } else {
        String::new()
    };
    crate::tr!(
        lang,
        "tree-sheet-heading",
        question = t.question.as_str(),
        s = t.s,
        k = k,
        start = start
    )
}

/// The deepest tree a sheet draws: two columns a ply, 16 384 columns.
pub const MAX_PLIES: usize = 8_000;

/// The most lines of one tree a sheet draws (a row each).
pub const MAX_LINES: usize = 100_000;

/// Why a tree of these lines is not drawn on a sheet from `row` on: too
/// deep for the sheet's columns, too long for its rows (or for a book of
/// many sheets to hold in memory).
fn too_big(lines: &[crate::tree::Line], row: u32, lang: Lang) -> Option<String> {
    let plies = lines.iter().map(|l| l.depth).max().unwrap_or(0);
    let rows_left = super::EXCEL_MAX_ROWS.saturating_sub(u64::from(row) + 8);
    // A line may take a second row (its verdict on its own).
    let most = (MAX_LINES as u64).min(rows_left / 2);
    if plies <= MAX_PLIES && lines.len() as u64 <= most {
        return None;
    }
    Some(crate::tr!(
        lang,
        "tree-sheet-too-big",
        plies = plies,
        lines = lines.len(),
        deepest = MAX_PLIES,
        most = most
    ))
}

/// Where a sheet's trees go: its columns' widths (points, from column 0 to
/// the last a tree may use), and the column the trees start in. Every
/// text is wrapped over rows so that it ends before the last column's
/// right edge: a text running on past it was cut at the page's edge
/// («★ Ваня ÷3 с округлен…»), or spilled onto a page of its own.
#[derive(Debug, Clone)]
pub struct TreeArea {
    pub cols_pt: Vec<f64>,
    pub first: u16,
    /// Columns a ply indents; `None`: two while the deepest line keeps half
    /// the width, else one.
    pub step: Option<usize>,
}

/// The font size of a sheet's text (Excel's default), points.
const TEXT_PT: f64 = 11.0;

/// Room kept at a text's right end (a cell's padding, rounding), points.
const PAD_PT: f64 = 6.0;

/// The least room a tree line's text is given: a line deeper than the area
/// allows is drawn at the deepest column that leaves it this much.
const MIN_TEXT_PT: f64 = 150.0;

impl TreeArea {
    /// Where column `col` starts, points from the sheet's left edge.
    fn x(&self, col: u16) -> f64 {
        self.cols_pt.iter().take(usize::from(col)).sum()
    }

    fn right(&self) -> f64 {
        self.cols_pt.iter().sum()
    }

    /// The room (points) for a text that starts in column `col`.
    fn room(&self, col: u16) -> f64 {
        (self.right() - self.x(col) - PAD_PT).max(TEXT_PT)
    }
}

/// How a tree's row is drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Look {
    Bold,
    Plain,
    Winner,
    Note,
}

/// One row of a drawn tree: a position's label (its code, in column
/// `col - 1`) and a text from column `col` on.
#[derive(Debug, Clone)]
struct TreeRow {
    col: u16,
    label: Option<(Code, u32)>,
    text: String,
    look: Look,
}

/// The rows the trees of `r` take in `area` from sheet row `from` on, each
/// text wrapped within it (`None`: a blank row).
fn plan(r: &Report, area: &TreeArea, from: u32, lang: Lang) -> Vec<Option<TreeRow>> {
    let game = &r.task.game;
    let conv = r.labels;
    let mut rows: Vec<Option<TreeRow>> = Vec::new();
    let wrapped = |rows: &mut Vec<Option<TreeRow>>,
                   col: u16,
                   label: Option<(Code, u32)>,
                   text: &str,
                   look: Look| {
        let bold = matches!(look, Look::Bold | Look::Winner);
        for (i, line) in super::print::wrap_pt(text, area.room(col), TEXT_PT, bold)
            .into_iter()
            .enumerate()
        {
            rows.push(Some(TreeRow {
                col,
                label: if i == 0 { label } else { None },
                text: line,
                look,
            }));
        }
    };
    let first = area.first;
    let last = area.cols_pt.len().saturating_sub(1) as u16;
    for t in &r.trees {
        wrapped(&mut rows, first, None, &heading(t, game, lang), Look::Bold);
        let tree = match &t.tree {
            Ok(tree) => tree,
            Err(why) => {
                wrapped(&mut rows, first, None, &why.words(lang), Look::Note);
                rows.push(None);
                continue;
            }
        };
        let lines = tree.lines();
        if let Some(why) = too_big(&lines, from + rows.len() as u32, lang) {
            wrapped(&mut rows, first, None, &why, Look::Note);
            rows.push(None);
            continue;
        }
        wrapped(
            &mut rows,
            first,
            None,
            &title(game, tree, lang, conv),
            Look::Plain,
        );
        let codes: Vec<Code> = tree.nodes.iter().map(|n| n.code).collect();
        let mk = max_k(&codes);
        // Two columns a ply while the deepest line keeps half the width,
        // else one; no text starts where it would have too little room.
        let deepest = lines.iter().map(|l| l.depth).max().unwrap_or(0);
        let at = |step: usize, d: usize| first as usize + step * d + 1;
        let step = area.step.unwrap_or_else(|| {
            let deep_col = at(2, deepest).min(usize::from(last)) as u16;
            if area.room(deep_col) >= area.room(first) / 2.0 {
                2
            } else {
                1
            }
        });
        let deepest_col = (first + 1..=last.max(first + 1))
            .rev()
            .find(|&c| area.room(c) >= MIN_TEXT_PT)
            .unwrap_or(first + 1);
        for l in &lines {
            let n = &tree.nodes[l.node];
            let petya = l.depth % 2 == 0;
            let col = (at(step, l.depth).min(usize::from(deepest_col))) as u16;
            let pos = game.position_name(&n.state.heaps);
            let mut text = match &l.via {
                Some(via) => {
                    let mv = crate::exam::moves::short(&game.moves[via.mv as usize], lang);
                    let who = player(!petya, lang);
                    let star = if l.by_winner { "★ " } else { "" };
                    format!("{star}{who} {mv} → {pos}")
                }
                None => pos,
            };
            if let Some(k) = l.number {
                text += &format!("  [{k}]");
            }
            let look = if l.by_winner {
                Look::Winner
            } else {
                Look::Plain
            };
            let mut after = None;
            if let Some(k) = l.see {
                text += &format!("  {}", see(k, lang));
            } else if n.code.is_over() {
                let v = verdict(n.code, petya, lang);
                let whole = format!("{text} — {v}");
                // The verdict on the line when it fits there, else a row
                // of its own.
                if super::print::text_pt(&whole, TEXT_PT, true) <= area.room(col) {
                    text = whole;
                } else {
                    after = Some(format!("— {v}"));
                }
            }
            wrapped(&mut rows, col, Some((n.code, mk)), &text, look);
            if let Some(v) = after {
                wrapped(&mut rows, col, None, &v, Look::Note);
            }
        }
        for line in legend_lines(tree, lang, conv) {
            wrapped(&mut rows, first, None, &line, Look::Note);
        }
        rows.push(None);
    }
    rows
}

/// The rows the trees of `r` take in `area` from sheet row `from` on
/// ([`write_trees`]).
pub fn rows(r: &Report, area: &TreeArea, from: u32, lang: Lang) -> u32 {
    plan(r, area, from, lang).len() as u32
}

/// Writes the trees of `r` from `row` on, within `area`; returns the first
/// row after them.
///
/// # Errors
/// rust_xlsxwriter fails.
pub fn write_trees(
    ws: &mut Worksheet,
    mut row: u32,
    r: &Report,
    lang: Lang,
    area: &TreeArea,
) -> Result<u32, XlsxError> {
    // Left-aligned, always: a variant sheet's grid columns are centred, and
    // a centred text running over its neighbours was cut by the label cell
    // on its left («тя +2 → 3»).
    let left = Format::new().set_align(rust_xlsxwriter::FormatAlign::Left);
    let bold = left.clone().set_bold();
    let winner = left
        .clone()
        .set_bold()
        .set_font_color(Color::RGB(0x1E_84_49));
    let note = left
        .clone()
        .set_italic()
        .set_font_color(Color::RGB(0x34_49_5E));
    let label_fmt = |code: Code, mk: u32| {
        let (bg, white) = fill(code, mk);
        let f = Format::new()
            .set_bold()
            .set_align(rust_xlsxwriter::FormatAlign::Center)
            .set_background_color(Color::RGB(bg));
        if white {
            f.set_font_color(Color::White)
        } else {
            f
        }
    };
    for planned in plan(r, area, row, lang) {
        if let Some(p) = planned {
            if let Some((code, mk)) = p.label {
                ws.write_string_with_format(
                    row,
                    p.col - 1,
                    label(code, r.labels),
                    &label_fmt(code, mk),
                )?;
            }
            let format = match p.look {
                Look::Bold => &bold,
                Look::Plain => &left,
                Look::Winner => &winner,
                Look::Note => &note,
            };
            ws.write_string_with_format(row, p.col, p.text, format)?;
        }
        row += 1;
    }
    Ok(row)
}

/// Adds the *Дерево* / *Tree* sheet with the trees of `r`.
///
/// # Errors
/// rust_xlsxwriter fails.
pub fn add_sheet(wb: &mut Workbook, r: &Report, lang: Lang) -> Result<(), XlsxError> {
    let ws = wb.add_worksheet();
    ws.set_name(sheet_name(lang))?;
    let deepest = r
        .trees
        .iter()
        .filter_map(|t| t.tree.as_ref().ok())
        .map(|t| t.lines().iter().map(|l| l.depth).max().unwrap_or(0))
        .filter(|&d| d <= MAX_PLIES)
        .max()
        .unwrap_or(0);
    let mut widths = Vec::new();
    for d in 0..=deepest as u16 {
        ws.set_column_width(2 * d, 5)?;
        ws.set_column_width(2 * d + 1, 3)?;
        widths.extend([5.0, 3.0]);
    }
    // The deepest line's text runs on past its columns.
    widths.push(45.0);
    ws.set_column_width(widths.len() as u16 - 1, 45.0)?;
    super::print::plain(&widths, true).apply(ws)?;
    let area = TreeArea {
        cols_pt: widths.iter().map(|&c| super::print::column_pt(c)).collect(),
        first: 0,
        step: Some(2),
    };
    write_trees(ws, 0, r, lang, &area)?;
    Ok(())
}
