//! `gametable explain` as text: one position's moves, and the strategy's
//! tree drawn as an indented tree in the exam's style — positions as
//! (7, 30), moves as +1 / ×2, who moves at each level, the winner's moves
//! marked ★, a position reached twice drawn once as `[n]` and referred to as
//! `→ see [n]`. Also the words the other tree writers share.

use std::io::{self, Write};

use anstyle::Style;

use super::terminal::style;
use crate::exam::wording::Lang;
use crate::explain::Explanation;
use crate::game::Game;
use crate::i18n;
use crate::label::{label, Convention};
use crate::solve::Code;
use crate::tr;
use crate::tree::{Line, Tree};

/// A player's name: Petya moves first.
pub fn player(petya: bool, lang: Lang) -> &'static str {
    if petya {
        i18n::fixed(lang, "tree-petya")
    } else {
        i18n::fixed(lang, "tree-vanya")
    }
}

/// What a code means with `petya` to move, in words a student reads:
/// «Ваня выигрывает своим первым ходом».
pub fn verdict(code: Code, petya: bool, lang: Lang) -> String {
    let id = match code {
        Code::Win(_) => "verdict-win",
        Code::Lose(0) => "verdict-lose-now",
        Code::Lose(_) => "verdict-lose",
        Code::Over => "verdict-over",
        Code::Handed => "verdict-handed",
        Code::Draw => return i18n::fixed(lang, "verdict-draw").to_string(),
        Code::Unknown => return i18n::fixed(lang, "verdict-unknown").to_string(),
    };
    let k = match code {
        Code::Win(k) | Code::Lose(k) => i64::from(k),
        _ => 0,
    };
    i18n::text(
        lang,
        id,
        &[
            ("who", if petya { "petya" } else { "vanya" }.into()),
            ("me", player(petya, lang).into()),
            ("other", player(!petya, lang).into()),
            ("k", k.into()),
        ],
    )
}

/// «ход ×2 по второй куче» / "×2 on heap 2".
pub fn move_words(game: &Game, mv: u16, heap: Option<usize>, lang: Lang) -> String {
    let text = crate::exam::moves::short(&game.moves[mv as usize], lang);
    match heap {
        Some(h) => tr!(lang, "tree-move-on-heap", step = text, heap = h + 1),
        None => tr!(lang, "tree-move", step = text),
    }
}

fn styled(out: &mut dyn Write, s: Style, text: &str) -> io::Result<()> {
    write!(out, "{}{text}{}", s.render(), s.render_reset())
}

/// Writes one position and every move from it, the best ones marked.
/// Colour codes are written; the caller strips them when not a terminal.
pub fn write_explanation(
    out: &mut dyn Write,
    game: &Game,
    e: &Explanation,
    lang: Lang,
    conv: Convention,
) -> io::Result<()> {
    let pos = game.position_name(&e.state.heaps);
    write!(out, "{pos}: ")?;
    styled(out, style(e.code), &label(e.code, conv))?;
    let to_move = tr!(lang, "tree-to-move", mover = player(true, lang));
    writeln!(
        out,
        " (code {}) — {to_move}; {}",
        crate::label::code_text(e.code),
        verdict(e.code, true, lang)
    )?;
    if e.moves.is_empty() {
        return Ok(());
    }
    let best_mark = i18n::fixed(lang, "tree-best");
    for m in &e.moves {
        let to = game.position_name(&m.to.heaps);
        write!(out, "  {} → {to}: ", move_words(game, m.mv, m.heap, lang))?;
        styled(out, style(m.code), &label(m.code, conv))?;
        write!(out, ", {}", verdict(m.code, false, lang))?;
        if m.best {
            write!(out, "  ")?;
            styled(out, Style::new().bold(), &format!("★ {best_mark}"))?;
        }
        writeln!(out)?;
    }
    let why = match e.code {
        Code::Win(_) => "win",
        Code::Lose(_) => "lose",
        _ => "other",
    };
    let why = tr!(lang, "tree-why", code = why);
    if e.moves.iter().any(|m| m.best) {
        writeln!(out, "{why}")?;
    }
    Ok(())
}

/// Words for a line's reference to a shared position.
pub fn see(n: u32, lang: Lang) -> String {
    tr!(lang, "tree-see", n = n)
}

/// The legend under a tree, a sentence a line.
pub fn legend_lines(tree: &Tree, lang: Lang, conv: Convention) -> Vec<String> {
    let winner = player(tree.first_player_wins(), lang);
    let shared = tree.shared().iter().any(Option::is_some);
    let mut out = vec![tr!(lang, "tree-legend-stars", winner = winner)];
    if conv == Convention::PetyaVanya {
        // A position's label is its cell's in the table: П the player to
        // move there wins (as Petya at a start), В he loses.
        out.push(tr!(lang, "tree-legend-pv"));
    }
    if shared {
        out.push(tr!(lang, "tree-legend-shared"));
    }
    out
}

/// The legend under a tree.
pub fn legend(tree: &Tree, lang: Lang, conv: Convention) -> String {
    legend_lines(tree, lang, conv).join(" ")
}

/// The tree's title line: the root, its label and what it means.
pub fn title(game: &Game, tree: &Tree, lang: Lang, conv: Convention) -> String {
    let root = tree.root();
    format!(
        "{} {} — {}",
        game.position_name(&root.state.heaps),
        label(root.code, conv),
        verdict(root.code, true, lang)
    )
}

/// Whether each line has a sibling below it (its branch goes on past its
/// children): one backward pass.
fn later_siblings(lines: &[Line]) -> Vec<bool> {
    let mut seen: Vec<bool> = Vec::new();
    let mut more = vec![false; lines.len()];
    for (i, l) in lines.iter().enumerate().rev() {
        more[i] = seen.get(l.depth).copied().unwrap_or(false);
        seen.truncate(l.depth);
        seen.resize(l.depth, false);
        seen.push(true);
    }
    more
}

const BAR: &str = "│  ";
const NO_BAR: &str = "   ";
const BRANCH: &str = "├─ ";
const LAST_BRANCH: &str = "└─ ";
/// Written before a line's branches when its levels above
/// [`MAX_BAR_LEVELS`] are left out.
const ELIDED: &str = "⋯ ";

/// The most levels of branches drawn before a line: a deeper line shows the
/// last ones after `⋯`, so the text grows with the depth, not with
/// its square (a 50 000-ply line was gigabytes of bars). Every exam tree
/// (a few plies) is drawn in full.
pub const MAX_BAR_LEVELS: usize = 32;

/// Walks the lines with the branches to draw before each: `f(line, bars,
/// elided, bar_bytes, more)` gets the vertical bars of its ancestors' levels
/// to draw (the last [`MAX_BAR_LEVELS`]), whether levels above them are left
/// out, the bytes of all that, and whether a sibling follows it.
fn each_line(
    lines: &[Line],
    mut f: impl FnMut(&Line, &[bool], bool, u64, bool) -> io::Result<()>,
) -> io::Result<()> {
    let more = later_siblings(lines);
    let mut bars: Vec<bool> = Vec::new();
    let mut bytes: Vec<u64> = vec![0];
    for (l, &more) in lines.iter().zip(&more) {
        let keep = l.depth.saturating_sub(1);
        bars.truncate(keep);
        bytes.truncate(keep + 1);
        let from = keep.saturating_sub(MAX_BAR_LEVELS);
        let elided = from > 0;
        let shown = bytes[keep] - bytes[from] + if elided { ELIDED.len() as u64 } else { 0 };
        f(l, &bars[from..], elided, shown, more)?;
        if l.depth > 0 {
            let bar = if more { BAR } else { NO_BAR };
            bytes.push(bytes[keep] + bar.len() as u64);
            bars.push(more);
        }
    }
    Ok(())
}

/// A line of the tree after its branches: the move, the position, its
/// label and notes, the new line.
fn line_body(
    out: &mut dyn Write,
    game: &Game,
    tree: &Tree,
    l: &Line,
    lang: Lang,
    conv: Convention,
) -> io::Result<()> {
    let node = &tree.nodes[l.node];
    let petya = l.depth.is_multiple_of(2);
    let pos = game.position_name(&node.state.heaps);
    if let Some(via) = &l.via {
        let mv = crate::exam::moves::short(&game.moves[via.mv as usize], lang);
        let who = player(!petya, lang);
        if l.by_winner {
            styled(out, Style::new().bold(), &format!("★ {who} {mv}"))?;
        } else {
            write!(out, "{who} {mv}")?;
        }
        write!(out, " → {pos}  ")?;
    } else {
        write!(out, "{pos}  ")?;
    }
    styled(out, style(node.code), &label(node.code, conv))?;
    if let Some(n) = l.number {
        write!(out, "  [{n}]")?;
    }
    if let Some(n) = l.see {
        write!(out, "  {}", see(n, lang))?;
    } else if l.via.is_none() || node.code.is_over() {
        write!(out, "  {}", verdict(node.code, petya, lang))?;
    }
    writeln!(out)
}

/// Bytes of text without its colour codes (`ESC [ … m`), as a pipe gets it.
fn plain_len(bytes: &[u8]) -> u64 {
    let mut n = 0u64;
    let mut in_code = false;
    for &b in bytes {
        if in_code {
            in_code = b != b'm';
        } else if b == 0x1b {
            in_code = true;
        } else {
            n += 1;
        }
    }
    n
}

/// The exact size in bytes of [`write_tree`]'s text as a pipe or a file
/// gets it (without colour codes), computed line by line without drawing
/// the branches.
pub fn tree_bytes(game: &Game, tree: &Tree, lang: Lang, conv: Convention) -> u64 {
    let lines = tree.lines();
    let mut total = 0u64;
    let mut buf = Vec::new();
    let _ = each_line(&lines, |l, _, _, bar_bytes, _| {
        buf.clear();
        line_body(&mut buf, game, tree, l, lang, conv)?;
        let branch = if l.via.is_some() {
            bar_bytes + BRANCH.len() as u64
        } else {
            0
        };
        total = total.saturating_add(branch + plain_len(&buf));
        Ok(())
    });
    total.saturating_add(legend(tree, lang, conv).len() as u64 + 1)
}

/// Writes the tree as an indented text tree with box-drawing branches,
/// [`MAX_BAR_LEVELS`] levels of them at most. Check its size first
/// ([`tree_bytes`]): a tree of millions of lines is large.
pub fn write_tree(
    out: &mut dyn Write,
    game: &Game,
    tree: &Tree,
    lang: Lang,
    conv: Convention,
) -> io::Result<()> {
    each_line(&tree.lines(), |l, bars, elided, _, more| {
        if l.via.is_some() {
            if elided {
                out.write_all(ELIDED.as_bytes())?;
            }
            for &bar in bars {
                out.write_all(if bar { BAR } else { NO_BAR }.as_bytes())?;
            }
            out.write_all(if more { BRANCH } else { LAST_BRANCH }.as_bytes())?;
        }
        line_body(out, game, tree, l, lang, conv)
    })?;
    writeln!(out, "{}", legend(tree, lang, conv))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::State;
    use crate::solve::SolveOptions;

    /// The strategy tree of a forced line `plies` long: one heap, −1 only,
    /// the game over at 0.
    fn chain(plies: i64) -> (Game, Tree) {
        let text = format!(
            "start = \"S\"\ns = \"{plies}..{plies}\"\nmoves = \"-1\"\nend = \"sum <= 0\"\n"
        );
        let (spec, origin) = crate::task::parse_template("chain.toml", &text).unwrap();
        let task = spec.build(&|k| origin.locate(k)).unwrap();
        let st = State::of(&[plies]);
        let sol = crate::solve::solve(&task.game, &[st], &SolveOptions::default()).unwrap();
        let tree = Tree::build(&task.game, &sol, &st).unwrap();
        (task.game, tree)
    }

    #[test]
    fn branches_deeper_than_the_bound_are_elided_and_the_size_is_exact() {
        let (game, tree) = chain(2000);
        let mut out = Vec::new();
        write_tree(&mut out, &game, &tree, Lang::En, Convention::WinLose).unwrap();
        // Sized as a pipe gets it, without the colour codes.
        assert_eq!(
            tree_bytes(&game, &tree, Lang::En, Convention::WinLose),
            plain_len(&out)
        );
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // Line n is ply n: ply 34 is the first with more than 32 levels
        // above its branch, left out; the deepest one's branches are as
        // wide as its.
        let prefix = |l: &str| l.find('─').unwrap_or(0);
        assert!(!lines[33].starts_with(ELIDED), "{}", lines[33]);
        assert!(lines[34].starts_with(ELIDED), "{}", lines[34]);
        assert_eq!(prefix(lines[2000]), prefix(lines[34]));
        assert!(
            lines[2000].ends_with("game over: Vanya won"),
            "{}",
            lines[2000]
        );
        // 2000 lines of at most ~150 bytes: linear, not 2000² / 2 × 3 bytes.
        assert!(text.len() < 2001 * 160, "{}", text.len());
    }
}
