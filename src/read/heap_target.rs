//! The heap a move acts on, when the move names one: «увеличить количество
//! камней в большей куче вдвое» (`larger:`), «добавить в первую кучу»
//! (`h1:`), «добавить один камень в каждую из куч» (`all:`, every heap at
//! once). A move that names no heap acts on any one heap (`any:`); a
//! transfer from one heap to the other acts on both.

use super::move_clause::amount;
use super::vocabulary::vocabulary;

/// The tokens of a `moves` key in the rules language, its labels
/// (`smaller:`, `h1:`) and its moves (`+1`, `*2`, `if`, …) alike, without
/// the `;` that ends a move's condition.
pub(super) fn move_tokens(moves: &str) -> impl Iterator<Item = &str> {
    moves.split([' ', ';']).filter(|t| !t.is_empty())
}

/// The labels of the heaps a clause names («в большей куче» `larger:`,
/// «в меньшую кучу» `smaller:`, «в первую кучу» `h1:`, «в каждую из куч»
/// `all:` …): none for a move
/// on any heap; more than one is not read.
pub(super) fn heap_targets(ws: &[String]) -> Vec<&'static str> {
    let v = vocabulary();
    [
        ("move_words.larger", "larger:"),
        ("move_words.smaller", "smaller:"),
        ("move_words.heap1", "h1:"),
        ("move_words.heap2", "h2:"),
        ("move_words.heap3", "h3:"),
        ("move_words.every_heap", "all:"),
    ]
    .into_iter()
    .filter(|(group, _)| v.group(group).any(ws))
    .map(|(_, label)| label)
    .collect::<Vec<_>>()
    .into_iter()
    .filter(|&label| Some(label) != amount_heap(ws))
    .collect()
}

/// «добавить в меньшую кучу столько камней, сколько их в большей куче»:
/// the heap whose size is the amount, named by size after «сколько» beside
/// the move's heap named by the other size — no heap the move acts on.
pub(super) fn amount_heap(ws: &[String]) -> Option<&'static str> {
    let v = vocabulary();
    if v.group("move_words.as_many_as_larger").any(ws) && v.group("move_words.smaller").any(ws) {
        Some("larger:")
    } else if v.group("move_words.as_many_as_smaller").any(ws)
        && v.group("move_words.larger").any(ws)
    {
        Some("smaller:")
    } else {
        None
    }
}

/// The moves with the label of the heap each acts on before it, `any:` for
/// the moves on any heap: «убрать из любой кучи два камня или уменьшить
/// количество камней в большей куче в два раза» → `-2 larger: /2`.
pub(super) fn labelled(moves: &[String], targeted: &[(usize, usize, &'static str)]) -> Vec<String> {
    let mut out = Vec::with_capacity(moves.len() + 2 * targeted.len());
    let mut current = "any:";
    for (i, m) in moves.iter().enumerate() {
        let label = targeted
            .iter()
            .find(|(from, to, _)| (*from..*to).contains(&i))
            .map_or("any:", |t| t.2);
        if label != current {
            out.push(label.to_string());
            current = label;
        }
        out.push(m.clone());
    }
    out
}

/// «удваивает число камней в средней куче», «в чётной куче»: a word of an
/// adjective's form just before the heap, which no heap phrase the reader
/// knows covers and no word of `move_words.heap_qualifiers` is — the heap is
/// said in a way not read (it was read as any heap, complete and wrong).
pub(super) fn unknown_heap_word(ws: &[String]) -> bool {
    let v = vocabulary();
    let heap = v.group("heaps.heap");
    let known = v.group("move_words.heap_qualifiers");
    let mut covered = vec![false; ws.len()];
    for group in [
        "move_words.larger",
        "move_words.smaller",
        "move_words.heap1",
        "move_words.heap2",
        "move_words.heap3",
        "move_words.every_heap",
        "move_words.any_heap",
    ] {
        for i in 0..ws.len() {
            if let Some(n) = v.group(group).at(ws, i) {
                covered[i..(i + n).min(ws.len())].fill(true);
            }
        }
    }
    (1..ws.len()).any(|i| {
        heap.is(&ws[i])
            && !covered[i]
            && (adjective_form(&ws[i - 1]) && !known.is(&ws[i - 1]) || heaps_counted(ws, i))
    })
}

/// «добавляет по два камня в две любые кучи», «в любые две кучи»: a count
/// of heaps (two or more) just before the heap noun, a qualifier between
/// at most — the move acts on several heaps the player picks, which no
/// label says (it was read as `+2` on any one heap). «одной из двух куч»
/// counts the heaps there are, after «из».
fn heaps_counted(ws: &[String], heap_at: usize) -> bool {
    let v = vocabulary();
    (heap_at.saturating_sub(3)..heap_at).any(|j| {
        let Some((n, len)) = v.number_at(ws, j) else {
            return false;
        };
        let end = j + len;
        let between = end == heap_at
            || end + 1 == heap_at && v.group("move_words.heap_qualifiers").is(&ws[end]);
        let counts_there_are = j > 0 && ws[j - 1] == "из";
        between && !counts_there_are && n.whole().is_some_and(|n| n >= 2)
    })
}

/// A word ending as a Russian adjective or participle does in the cases a
/// heap phrase takes («средней», «чётную», «маленькой», «полной»).
fn adjective_form(w: &str) -> bool {
    w.chars().count() > 2
        && [
            "ой", "ую", "ей", "ий", "ый", "ая", "ое", "ых", "их", "ым", "им",
        ]
        .iter()
        .any(|e| w.ends_with(e))
}

/// Whether a clause has more heap ordinals («первую», «второй») than heaps
/// it names by a heap phrase («первую кучу»): «в первую и во вторую кучу»
/// names the second only, «в первую и вторую кучи» none — the move acts on
/// both, or on either, which the words of one heap do not say.
pub(super) fn unnamed_ordinals(ws: &[String]) -> bool {
    let v = vocabulary();
    // «на треть»: the share, no ordinal (rules63b).
    let ordinals = (0..ws.len())
        .filter(|&i| ws[i] != "треть" && v.ordinal_at(ws, i).is_some())
        .count();
    let named = heap_targets(ws)
        .iter()
        .filter(|t| t.starts_with('h'))
        .count();
    ordinals > named
}

/// «переложить N камней из одной кучи в другую» (two heaps): both ways
/// `(h1 - N, h2 + N); (h1 + N, h2 - N);`, or one way when the text names
/// it («из первой кучи во вторую»). A heap never goes below 0.
pub(super) fn transfer_moves(ws: &[String], heaps: Option<usize>) -> Option<Vec<String>> {
    let v = vocabulary();
    if heaps != Some(2) {
        return None;
    }
    let n = match amount(ws) {
        Some(n) => n.whole()?,
        // «переложить камень»: one.
        None if ws.iter().any(|w| v.group("move_words.one_stone").is(w)) => 1,
        None => return None,
    };
    if n < 1 {
        return None;
    }
    let there = format!("(h1 - {n}, h2 + {n});");
    let back = format!("(h1 + {n}, h2 - {n});");
    if v.group("move_words.both_ways").any(ws) {
        Some(vec![there, back])
    } else if v.group("move_words.first_to_second").any(ws) {
        Some(vec![there])
    } else if v.group("move_words.second_to_first").any(ws) {
        Some(vec![back])
    } else {
        None
    }
}
