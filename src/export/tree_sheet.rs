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
    match lang {
        Lang::Ru => "Дерево",
        Lang::En => "Tree",
    }
}

fn heading(t: &StartTree, game: &Game, lang: Lang) -> String {
    let start = game.position_name(&t.state.heaps[..game.heaps]);
    let k = if game.k_range.is_some() {
        format!(", K = {}", t.k)
    } else {
        String::new()
    };
    match lang {
        Lang::Ru => format!(
            "Дерево игры для выигрышной стратегии: вопрос {}, S = {}{k}, старт {start}",
            t.question, t.s
        ),
        Lang::En => format!(
            "The game tree of the winning strategy: question {}, S = {}{k}, start {start}",
            t.question, t.s
        ),
    }
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
    Some(match lang {
        Lang::Ru => format!(
            "Дерево слишком велико для листа: {plies} полуходов, {} строк (лист вмещает до {MAX_PLIES} полуходов и {most} строк); его рисует gametable explain --tree",
            lines.len()
        ),
        Lang::En => format!(
            "The tree is too big for a sheet: {plies} plies, {} lines (a sheet holds up to {MAX_PLIES} plies and {most} lines); gametable explain --tree draws it",
            lines.len()
        ),
    })
}

/// Writes the trees of `r` from `row` on; returns the first row after them.
///
/// # Errors
/// rust_xlsxwriter fails.
/// Characters a tree line may take from the sheet's left edge, counted
/// as 8 a ply (the tree's two columns) plus its text: what a portrait A4
/// page holds beside a variant's wider grid columns, with room to spare.
const LINE_FITS: usize = 56;

pub fn write_trees(
    ws: &mut Worksheet,
    mut row: u32,
    r: &Report,
    lang: Lang,
) -> Result<u32, XlsxError> {
    let game = &r.task.game;
    let conv = r.labels;
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
    for t in &r.trees {
        ws.write_string_with_format(row, 0, heading(t, game, lang), &bold)?;
        row += 1;
        let tree = match &t.tree {
            Ok(tree) => tree,
            Err(why) => {
                ws.write_string_with_format(row, 0, why.words(lang), &note)?;
                row += 2;
                continue;
            }
        };
        let lines = tree.lines();
        if let Some(why) = too_big(&lines, row, lang) {
            ws.write_string_with_format(row, 0, why, &note)?;
            row += 2;
            continue;
        }
        ws.write_string_with_format(row, 0, title(game, tree, lang, conv), &left)?;
        row += 1;
        let codes: Vec<Code> = tree.nodes.iter().map(|n| n.code).collect();
        let mk = max_k(&codes);
        for l in &lines {
            let n = &tree.nodes[l.node];
            let petya = l.depth % 2 == 0;
            let col = (2 * l.depth) as u16;
            ws.write_string_with_format(row, col, label(n.code, conv), &label_fmt(n.code, mk))?;
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
            let mut after = None;
            if let Some(k) = l.see {
                text += &format!("  {}", see(k, lang));
            } else if n.code.is_over() {
                let v = verdict(n.code, petya, lang);
                // A line that would run past a portrait page's width from
                // its column gives its verdict a row of its own.
                if LINE_FITS < 8 * l.depth + 5 + text.chars().count() + v.chars().count() + 3 {
                    after = Some(v);
                } else {
                    text += &format!(" — {v}");
                }
            }
            if l.by_winner {
                ws.write_string_with_format(row, col + 1, text, &winner)?;
            } else {
                ws.write_string_with_format(row, col + 1, text, &left)?;
            }
            row += 1;
            if let Some(v) = after {
                ws.write_string_with_format(row, col + 1, format!("— {v}"), &note)?;
                row += 1;
            }
        }
        for line in legend_lines(tree, lang, conv) {
            ws.write_string_with_format(row, 0, line, &note)?;
            row += 1;
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
    super::print::plain(&widths, true).apply(ws)?;
    write_trees(ws, 0, r, lang)?;
    Ok(())
}
