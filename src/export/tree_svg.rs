//! The strategy tree as an SVG picture, drawn by gametable itself (no
//! Graphviz): laid out left to right like a textbook figure — the root at
//! the left, each ply a column, a parent level with the middle of its
//! children — the winner's moves thick and green, labels coloured as in the
//! workbooks, in type that stays readable when printed on A4.

use std::fmt;

use super::sheet::{fill, max_k};
use super::tree_text::{legend_lines, player, see, title, verdict};
use crate::exam::wording::Lang;
use crate::game::Game;
use crate::label::{label, Convention};
use crate::solve::Code;
use crate::tree::{Line, Tree};

const COL: f64 = 210.0;
const ROW: f64 = 30.0;
const BOX_H: f64 = 22.0;
const LEFT: f64 = 20.0;
const TOP: f64 = 56.0;

/// Text from the input in the SVG: see [`crate::xml_text`].
fn esc(s: &str) -> std::borrow::Cow<'_, str> {
    crate::xml_text::escape(s)
}

/// Rows of the lines: leaves one after another, a parent in the middle of
/// its children. Leaves are numbered going down; parents are placed going
/// up, each taking the span of its children (an explicit stack per depth:
/// a tree may be as deep as the game is long).
fn rows(lines: &[Line]) -> Vec<f64> {
    let mut y = vec![0.0; lines.len()];
    let mut next_leaf = 0.0;
    for (i, l) in lines.iter().enumerate() {
        let leaf = lines.get(i + 1).is_none_or(|n| n.depth <= l.depth);
        if leaf {
            y[i] = next_leaf;
            next_leaf += 1.0;
        }
    }
    // The first and last child's rows of the line being placed at each depth.
    let mut span: Vec<Option<(f64, f64)>> = Vec::new();
    for (i, l) in lines.iter().enumerate().rev() {
        if span.len() < l.depth + 2 {
            span.resize(l.depth + 2, None);
        }
        if let Some((first, last)) = span[l.depth + 1].take() {
            y[i] = (first + last) / 2.0;
        }
        span[l.depth] = Some(match span[l.depth] {
            Some((_, last)) => (y[i], last),
            None => (y[i], y[i]),
        });
    }
    y
}

/// The picture of the tree.
pub fn svg(game: &Game, tree: &Tree, lang: Lang, conv: Convention) -> String {
    let mut s = String::new();
    // Writing to a String cannot fail.
    let _ = write_svg(&mut s, game, tree, lang, conv);
    s
}

/// The exact size in bytes of [`svg`]'s picture, drawn to a counter.
pub fn svg_bytes(game: &Game, tree: &Tree, lang: Lang, conv: Convention) -> u64 {
    let mut c = super::ByteCounter::default();
    let _ = write_svg(&mut c, game, tree, lang, conv);
    c.0
}

/// Draws the picture to `s`, element by element.
fn write_svg(
    s: &mut dyn fmt::Write,
    game: &Game,
    tree: &Tree,
    lang: Lang,
    conv: Convention,
) -> fmt::Result {
    let lines = tree.lines();
    let y = rows(&lines);
    let leaves = y.iter().cloned().fold(0.0f64, f64::max) + 1.0;
    let depth = lines.iter().map(|l| l.depth).max().unwrap_or(0) as f64;
    let codes: Vec<Code> = tree.nodes.iter().map(|n| n.code).collect();
    let mk = max_k(&codes);
    let width = LEFT * 2.0 + COL * (depth + 1.0) + 190.0;
    let height = TOP + leaves * ROW + 64.0;
    write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"13\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    )?;
    writeln!(
        s,
        "<text x=\"{LEFT}\" y=\"24\" font-size=\"15\" font-weight=\"bold\">{}</text>",
        esc(&title(game, tree, lang, conv))
    )?;
    let x_of = |d: usize| LEFT + COL * d as f64;
    let y_of = |r: f64| TOP + r * ROW;
    let box_w = |text: &str| 12.0 + 7.6 * text.chars().count() as f64 + 34.0;
    // Edges first, under the boxes.
    let mut parents: Vec<usize> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        parents.truncate(l.depth);
        if let (Some(via), Some(&p)) = (&l.via, parents.last()) {
            let pl = &lines[p];
            let ptext = game.position_name(&tree.nodes[pl.node].state.heaps);
            let x0 = x_of(pl.depth) + box_w(&ptext);
            let y0 = y_of(y[p]);
            let x1 = x_of(l.depth);
            let y1 = y_of(y[i]);
            let xm = x0 + 14.0;
            let (stroke, w) = if l.by_winner {
                ("#1E8449", 2.6)
            } else {
                ("#7F8C8D", 1.2)
            };
            writeln!(
            s,
                "<path d=\"M{x0:.1},{y0:.1} H{xm:.1} V{y1:.1} H{x1:.1}\" fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{w}\"/>"
            )?;
            let who = player(l.depth % 2 == 1, lang);
            let mv = crate::exam::moves::short(&game.moves[via.mv as usize], lang);
            let text = if l.by_winner {
                format!("★ {who} {mv}")
            } else {
                format!("{who} {mv}")
            };
            writeln!(
                s,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" fill=\"{stroke}\"{}>{}</text>",
                xm + 4.0,
                y1 - 4.0,
                if l.by_winner {
                    " font-weight=\"bold\""
                } else {
                    ""
                },
                esc(&text)
            )?;
        }
        parents.push(i);
    }
    for (i, l) in lines.iter().enumerate() {
        let n = &tree.nodes[l.node];
        let petya = l.depth % 2 == 0;
        let pos = game.position_name(&n.state.heaps);
        let lab = label(n.code, conv);
        let x = x_of(l.depth);
        let yc = y_of(y[i]);
        let w = box_w(&pos);
        let (bg, white) = fill(n.code, mk);
        let dash = if l.see.is_some() {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        writeln!(
            s,
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{w:.1}\" height=\"{BOX_H}\" rx=\"4\" fill=\"white\" stroke=\"#34495E\"{dash}/>",
            yc - BOX_H / 2.0
        )?;
        writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            x + 6.0,
            yc + 4.5,
            esc(&pos)
        )?;
        let lx = x + w - 34.0;
        write!(
            s,
            "<rect x=\"{lx:.1}\" y=\"{:.1}\" width=\"30\" height=\"{:.1}\" rx=\"3\" fill=\"#{bg:06X}\"/>\n<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\" fill=\"{}\">{}</text>\n",
            yc - BOX_H / 2.0 + 2.0,
            BOX_H - 4.0,
            lx + 15.0,
            yc + 4.5,
            if white { "white" } else { "black" },
            esc(&lab)
        )?;
        let note = if let Some(k) = l.see {
            Some(see(k, lang))
        } else if n.code.is_over() {
            Some(verdict(n.code, petya, lang))
        } else {
            None
        };
        if let Some(k) = l.number {
            writeln!(
            s,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" font-weight=\"bold\" fill=\"#34495E\">[{k}]</text>",
                x + w - 28.0,
                yc - BOX_H / 2.0 - 3.0
            )?;
        }
        if let Some(note) = note {
            writeln!(
                s,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\" fill=\"#34495E\">{}</text>",
                x + w + 6.0,
                yc + 4.0,
                esc(&note)
            )?;
        }
    }
    for (i, part) in legend_lines(tree, lang, conv).iter().enumerate() {
        writeln!(
            s,
            "<text x=\"{LEFT}\" y=\"{:.1}\" font-size=\"11\" fill=\"#34495E\">{}</text>",
            height - 30.0 + 15.0 * i as f64,
            esc(part.trim())
        )?;
    }
    s.write_str("</svg>\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::solve::SolveOptions;

    #[test]
    fn a_tree_picture_has_a_box_per_line() {
        let (name, text) = crate::task::find_template("ege-2021-demo").unwrap();
        let (spec, origin) = crate::task::parse_template(&name, &text).unwrap();
        let game = spec.build(&|k| origin.locate(k)).unwrap().game;
        let st = State::of(&[7, 30]);
        let sol = crate::solve::solve(&game, &[st], &SolveOptions::default()).unwrap();
        let tree = Tree::build(&game, &sol, &st).unwrap();
        let pic = svg(&game, &tree, Lang::Ru, Convention::WinLose);
        assert!(pic.starts_with("<svg"));
        assert_eq!(
            pic.matches("stroke=\"#34495E\"").count(),
            tree.lines().len()
        );
        assert!(pic.contains("(7, 30)"));
    }
}
