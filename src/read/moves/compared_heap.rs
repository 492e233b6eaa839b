//! «в ту кучу, где меньше камней», «из кучи, в которой больше камней»: the
//! heap a move acts on said by a clause of its own, read as «в меньшую
//! кучу», «из большей кучи» (`smaller:`, `larger:`) — only when the clause
//! compares the heaps alone (no number: «где меньше 10 камней» is a
//! condition, never a heap) and ends there.

use crate::read::vocabulary::vocabulary;

/// The text with each heap said by a comparing clause said by its
/// adjective (`as_written.compared_heap`). The text is lower-cased, «ё» as
/// «е». Each pattern is looked for once over the text: linear in its length.
pub(super) fn compared_heaps(lower: &str) -> String {
    let v = vocabulary();
    let words = |key: &str| v.as_written(&format!("compared_heap.{key}"));
    let (pointers, relatives, said) = (words("pointers"), words("relatives"), words("said"));
    let (less, more) = (words("less"), words("more"));
    let mut text = lower.to_string();
    let heaps = words("nouns")
        .iter()
        .zip(words("smaller"))
        .zip(words("larger"));
    for ((noun, smaller), larger) in heaps {
        for pointer in pointers {
            for rel in relatives {
                let compared = less.iter().map(|c| (c, smaller));
                for (cmp, adj) in compared.chain(more.iter().map(|c| (c, larger))) {
                    for clause in said {
                        let said =
                            format!("{pointer}{noun}, {rel} {}", clause.replace("{cmp}", cmp));
                        if text.contains(&said) {
                            text = replaced(&text, &said, adj);
                        }
                    }
                }
            }
        }
    }
    text
}

/// Each `said` that ends its clause (a mark or «или» after it) replaced by
/// `by`, a comma after it dropped: «в кучу, где меньше камней, один камень»
/// → «в меньшую кучу один камень».
fn replaced(text: &str, said: &str, by: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(said) {
        let after = &rest[at + said.len()..];
        // A whole word before: «… кучу» and not «… подкучу».
        let word_before = rest[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        let ends = after.is_empty()
            || after.starts_with([',', ';', '.', ')', ':'])
            || after.starts_with(" или ")
            // «в той куче, в которой камней меньше (если поровну, …)».
            || after.starts_with(" (");
        out.push_str(&rest[..at]);
        if ends && word_before {
            out.push_str(by);
            rest = after.strip_prefix(',').unwrap_or(after);
        } else {
            out.push_str(said);
            rest = after;
        }
    }
    out.push_str(rest);
    out
}
