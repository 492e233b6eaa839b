//! `gametable explain --json`: one position's moves, or (`--tree`) the
//! strategy's tree written out in full — every node
//! `{"position", "to_move", "code", "label", "move", "children"}` — for
//! other programs (and the tests) to walk.

use std::io::{self, Write};

use rustc_hash::FxHashMap;

use serde_json::{json, Value};

use super::tree_text::{move_words, verdict};
use super::ByteCounter;
use crate::exam::wording::Lang;
use crate::explain::Explanation;
use crate::game::Game;
use crate::label::{label, Convention};
use crate::solve::Code;
use crate::tree::{move_name, NodeId, Tree};

fn to_move(petya: bool) -> &'static str {
    if petya {
        "Petya"
    } else {
        "Vanya"
    }
}

fn code_value(c: Code) -> Value {
    match c.signed() {
        Some(v) => json!(v),
        None => json!(crate::label::code_text(c)),
    }
}

/// The deepest nesting the tree's JSON is indented to: deeper levels are
/// written at this indentation, so a file's size grows with the depth, not
/// with its square. 32 levels are 16 plies: every exam tree is indented in
/// full, as `serde_json` pretty-prints.
pub const MAX_INDENT_LEVEL: usize = 32;

/// Plies from which every level of a node's JSON is at the deepest
/// indentation: the size of a node written there depends on the parity of
/// its depth only.
const FLAT_FROM: usize = MAX_INDENT_LEVEL / 2;

fn indent(out: &mut dyn Write, level: usize) -> io::Result<()> {
    const SPACES: [u8; 2 * MAX_INDENT_LEVEL] = [b' '; 2 * MAX_INDENT_LEVEL];
    out.write_all(&SPACES[..2 * level.min(MAX_INDENT_LEVEL)])
}

/// Writes a JSON string.
fn string(out: &mut dyn Write, s: &str) -> io::Result<()> {
    serde_json::to_writer(&mut *out, s).map_err(io::Error::other)
}

/// A node up to its children, `ply` plies from the root (its object at
/// level 2 × ply): `{"position": […], …, "children": [` (or `[]`).
fn head(
    out: &mut dyn Write,
    game: &Game,
    tree: &Tree,
    id: NodeId,
    ply: usize,
    via: Option<&str>,
    conv: Convention,
) -> io::Result<()> {
    let n = &tree.nodes[id];
    let petya = ply.is_multiple_of(2);
    let level = 2 * ply;
    out.write_all(b"{\n")?;
    indent(out, level + 1)?;
    out.write_all(b"\"position\": [")?;
    for (i, h) in n.state.heaps[..game.heaps].iter().enumerate() {
        out.write_all(if i == 0 { b"\n" } else { b",\n" })?;
        indent(out, level + 2)?;
        write!(out, "{h}")?;
    }
    out.write_all(b"\n")?;
    indent(out, level + 1)?;
    out.write_all(b"],\n")?;
    indent(out, level + 1)?;
    writeln!(out, "\"to_move\": \"{}\",", to_move(petya))?;
    indent(out, level + 1)?;
    writeln!(out, "\"code\": {},", code_value(n.code))?;
    indent(out, level + 1)?;
    out.write_all(b"\"label\": ")?;
    string(out, &label(n.code, conv))?;
    out.write_all(b",\n")?;
    if let Some(m) = via {
        move_field(out, ply, m)?;
    }
    indent(out, level + 1)?;
    out.write_all(if n.children.is_empty() {
        b"\"children\": []"
    } else {
        b"\"children\": ["
    })
}

/// The `"move"` field of a node `ply` plies from the root: the move that
/// led there.
fn move_field(out: &mut dyn Write, ply: usize, m: &str) -> io::Result<()> {
    indent(out, 2 * ply + 1)?;
    out.write_all(b"\"move\": ")?;
    string(out, m)?;
    out.write_all(b",\n")
}

/// What follows a node's last child (or its empty `[]`).
fn tail(out: &mut dyn Write, has_children: bool, ply: usize) -> io::Result<()> {
    if has_children {
        out.write_all(b"\n")?;
        indent(out, 2 * ply + 1)?;
        out.write_all(b"]")?;
    }
    out.write_all(b"\n")?;
    indent(out, 2 * ply)?;
    out.write_all(b"}")
}

/// What comes before a child: a comma after the one before it, a new line,
/// the indentation.
fn before_child(out: &mut dyn Write, first: bool, ply: usize) -> io::Result<()> {
    out.write_all(if first { b"\n" } else { b",\n" })?;
    indent(out, 2 * ply + 2)
}

/// The bytes `f` writes.
fn bytes_of(f: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> u64 {
    let mut c = ByteCounter::default();
    // Writing to a counter cannot fail.
    let _ = f(&mut c);
    c.0
}

/// The plies a node's written size depends on: its own below
/// [`FLAT_FROM`], its parity from there on.
fn depth_class(ply: usize) -> usize {
    if ply < FLAT_FROM {
        ply
    } else {
        FLAT_FROM + (ply - FLAT_FROM) % 2
    }
}

/// The exact size in bytes of [`write_tree`]'s output, counted over the
/// shared positions (each node once per depth class) without writing
/// anything: a tree of 10¹³ nodes written out in full is sized in the time
/// its graph takes; saturates at `u64::MAX`.
pub fn tree_bytes(game: &Game, tree: &Tree, conv: Convention) -> u64 {
    let mut memo: FxHashMap<(NodeId, usize), u64> = FxHashMap::default();
    // (node, its depth class, children counted so far, their bytes)
    let mut stack: Vec<(NodeId, usize, usize, u64)> = vec![(0, 0, 0, 0)];
    while let Some(&(id, class, next, sum)) = stack.last() {
        let children = &tree.nodes[id].children;
        if let Some(e) = children.get(next) {
            let child_class = depth_class(class + 1);
            let Some(&size) = memo.get(&(e.to, child_class)) else {
                stack.push((e.to, child_class, 0, 0));
                continue;
            };
            let m = move_name(game, e.mv, e.heap, false);
            let with_move =
                |o: &mut dyn Write| head(o, game, tree, e.to, child_class, Some(&m), conv);
            let without = |o: &mut dyn Write| head(o, game, tree, e.to, child_class, None, conv);
            let via = bytes_of(with_move) - bytes_of(without);
            let sep = bytes_of(|o| before_child(o, next == 0, class));
            let top = stack.last_mut().expect("on the stack");
            top.2 += 1;
            top.3 = sum.saturating_add(sep + via).saturating_add(size);
            continue;
        }
        let own = bytes_of(|o| head(o, game, tree, id, class, None, conv))
            + bytes_of(|o| tail(o, !children.is_empty(), class));
        memo.insert((id, class), sum.saturating_add(own));
        stack.pop();
    }
    // The root, and the new line after it.
    memo.get(&(0, 0)).map_or(0, |s| s.saturating_add(1))
}

/// Writes the tree as JSON, every path in full (a shared position written
/// again on each), by an explicit stack: any depth. Check its size first
/// ([`tree_bytes`]).
pub fn write_tree(
    out: &mut dyn Write,
    game: &Game,
    tree: &Tree,
    conv: Convention,
) -> io::Result<()> {
    head(out, game, tree, 0, 0, None, conv)?;
    // (node, its plies from the root, children written so far)
    let mut stack: Vec<(NodeId, usize, usize)> = vec![(0, 0, 0)];
    while let Some(top) = stack.last_mut() {
        let (id, ply, next) = *top;
        let children = &tree.nodes[id].children;
        match children.get(next) {
            Some(e) => {
                top.2 += 1;
                before_child(out, next == 0, ply)?;
                let m = move_name(game, e.mv, e.heap, false);
                head(out, game, tree, e.to, ply + 1, Some(&m), conv)?;
                stack.push((e.to, ply + 1, 0));
            }
            None => {
                tail(out, !children.is_empty(), ply)?;
                stack.pop();
            }
        }
    }
    writeln!(out)
}

/// One position and its moves as the JSON has them.
#[derive(Debug, serde::Serialize)]
pub struct JsonExplanation {
    position: Vec<i64>,
    to_move: &'static str,
    code: Value,
    label: String,
    words: String,
    moves: Vec<JsonMove>,
    /// Why there is no tree (a draw, undecided), with `--tree`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_tree: Option<String>,
}

#[derive(Debug, serde::Serialize)]
struct JsonMove {
    #[serde(rename = "move")]
    via: String,
    position: Vec<i64>,
    code: Value,
    label: String,
    best: bool,
    words: String,
}

/// One position and its moves as JSON.
pub fn explanation_value(
    game: &Game,
    e: &Explanation,
    lang: Lang,
    conv: Convention,
) -> JsonExplanation {
    JsonExplanation {
        position: e.state.heaps[..game.heaps].to_vec(),
        to_move: "Petya",
        code: code_value(e.code),
        label: label(e.code, conv),
        words: verdict(e.code, true, lang),
        moves: e
            .moves
            .iter()
            .map(|m| JsonMove {
                via: move_name(game, m.mv, m.heap, false),
                position: m.to.heaps[..game.heaps].to_vec(),
                code: code_value(m.code),
                label: label(m.code, conv),
                best: m.best,
                words: format!(
                    "{}: {}",
                    move_words(game, m.mv, m.heap, lang),
                    verdict(m.code, false, lang)
                ),
            })
            .collect(),
        no_tree: None,
    }
}

/// Writes a value pretty-printed, with a newline.
pub fn write(out: &mut dyn Write, v: &impl serde::Serialize) -> anyhow::Result<()> {
    serde_json::to_writer_pretty(&mut *out, v)?;
    writeln!(out)?;
    Ok(())
}
