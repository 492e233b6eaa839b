//! `gametable explain --json`: one position's moves, or (`--tree`) the
//! strategy's tree written out in full — every node
//! `{"position", "to_move", "code", "label", "move", "children"}` — for
//! other programs (and the tests) to walk.

use std::io::Write;

use serde_json::{json, Value};

use super::tree_text::{move_words, verdict};
use crate::exam::wording::Lang;
use crate::explain::Explanation;
use crate::game::Game;
use crate::label::{label, Convention};
use crate::solve::Code;
use crate::tree::{move_name, NodeId, Tree};

/// The most nodes a tree is written out with in full.
pub const MAX_NODES: u64 = 1_000_000;

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

/// The tree as JSON, every path drawn in full.
///
/// # Errors
/// The full tree would have more than [`MAX_NODES`] nodes (it is drawn
/// once per shared position in the text and SVG forms).
pub fn tree_value(game: &Game, tree: &Tree, conv: Convention) -> Result<JsonNode, String> {
    let size = tree.expanded_size();
    if size > MAX_NODES {
        return Err(format!(
            "the tree written out in full has {size} nodes (more than {MAX_NODES}); the text and --svg forms draw each shared position once"
        ));
    }
    Ok(node(game, tree, 0, true, None, conv))
}

/// A node as the JSON has it, fields in this order.
#[derive(Debug, serde::Serialize)]
pub struct JsonNode {
    position: Vec<i64>,
    to_move: &'static str,
    code: Value,
    label: String,
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    via: Option<String>,
    children: Vec<JsonNode>,
}

fn node(
    game: &Game,
    tree: &Tree,
    id: NodeId,
    petya: bool,
    via: Option<String>,
    conv: Convention,
) -> JsonNode {
    let n = &tree.nodes[id];
    JsonNode {
        position: n.state.heaps[..game.heaps].to_vec(),
        to_move: to_move(petya),
        code: code_value(n.code),
        label: label(n.code, conv),
        via,
        children: n
            .children
            .iter()
            .map(|e| {
                let m = move_name(game, e.mv, e.heap, false);
                node(game, tree, e.to, !petya, Some(m), conv)
            })
            .collect(),
    }
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
