//! «в ту кучу, где меньше камней», «из кучи, в которой больше камней»: the
//! heap a move acts on said by a clause of its own, read as «в меньшую
//! кучу», «из большей кучи» (`smaller:`, `larger:`) — only when the clause
//! compares the heaps alone (no number: «где меньше 10 камней» is a
//! condition, never a heap) and ends there.

/// The heap nouns with the adjective forms that agree with them.
const NOUNS: [(&str, &str, &str); 3] = [
    ("кучу", "меньшую кучу", "большую кучу"),
    ("куче", "меньшей куче", "большей куче"),
    ("кучи", "меньшей кучи", "большей кучи"),
];

/// The text with each heap said by a comparing clause said by its
/// adjective. The text is lower-cased, «ё» as «е». Each pattern is looked
/// for once over the text: linear in its length.
pub(super) fn compared_heaps(lower: &str) -> String {
    let mut text = lower.to_string();
    for (noun, smaller, larger) in NOUNS {
        for det in ["ту ", "той ", ""] {
            for rel in ["где", "в которой"] {
                for (cmp, adj) in [("меньше", smaller), ("больше", larger)] {
                    for said in [
                        format!("{det}{noun}, {rel} {cmp} камней"),
                        format!("{det}{noun}, {rel} камней {cmp}"),
                    ] {
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
            || after.starts_with(" или ");
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
