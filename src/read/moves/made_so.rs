//! «сделать так, чтобы камней в куче стало в три раза больше»: a growth said
//! by the heap it leaves, read as «увеличить количество камней в куче в три
//! раза» — only when the clause says the stones, a heap, a verb of becoming
//! and a factor «в N раз(а)» (or «вдвое») then «больше», and ends there. Any
//! other clause after «сделать так, чтобы» is left as it was (named unread).

use crate::read::vocabulary::vocabulary;
use std::borrow::Cow;

/// The text with each such growth said by `увеличить …` (the words of
/// `as_written.made_so`). The text is lower-cased, «ё» as «е»; borrowed as
/// it is when it says no «сделать так, чтобы» (most sentences).
pub(super) fn made_so(lower: &str) -> Cow<'_, str> {
    let v = vocabulary();
    let openers = v.as_written("made_so.opener");
    if !openers.iter().any(|o| lower.contains(o.as_str())) {
        return Cow::Borrowed(lower);
    }
    let mut text = lower.to_string();
    for opener in openers {
        let mut from = 0;
        while let Some(rel) = text.get(from..).and_then(|t| t.find(opener.as_str())) {
            let at = from + rel;
            let body = at + opener.len();
            match grown(&text[body..]) {
                Some((said, by)) => {
                    text.replace_range(at..body + said, &by);
                    from = at + by.len();
                }
                None => from = body,
            }
        }
    }
    Cow::Owned(text)
}

/// The length of the growth said at the start of `rest` and the clause that
/// says it with a verb of growing.
fn grown(rest: &str) -> Option<(usize, String)> {
    let v = vocabulary();
    let words = |key: &str| v.as_written(&format!("made_so.{key}"));
    let starts = |text: &str, key: &str| {
        words(key)
            .iter()
            .find(|w| text.starts_with(w.as_str()))
            .map(String::len)
    };
    let subject = starts(rest, "subject")?;
    let heap = starts(&rest[subject..], "heaps")?;
    let heap_said = &rest[subject..subject + heap];
    let after_heap = subject + heap;
    let became = starts(&rest[after_heap..], "became")?;
    let tail = &rest[after_heap + became..];
    let more = words("more")
        .iter()
        .find_map(|m| tail.find(m.as_str()).map(|at| (at, m.len())))?;
    let factor = tail[..more.0].trim();
    let after = &tail[more.0 + more.1..];
    let compared = words("compared")
        .iter()
        .any(|c| after.starts_with(c.as_str()));
    let ends = after.is_empty()
        || !compared && after.starts_with([',', ';', '.', ')', ':'])
        || after.starts_with(" или ")
        || after.starts_with(" либо ");
    (ends && is_factor(factor)).then(|| {
        let said = after_heap + became + more.0 + more.1;
        let verb = words("grow")
            .first()
            .map_or("увеличить количество камней", String::as_str);
        (said, format!("{verb} {heap_said}{factor}"))
    })
}

/// «в три раза», «в 3 раза», «вдвое»: a whole factor, nothing else.
fn is_factor(said: &str) -> bool {
    let v = vocabulary();
    let ws: Vec<String> = said.split_whitespace().map(str::to_string).collect();
    match ws.as_slice() {
        [one] => v.factor_at(&ws, 0).is_some() && one.chars().all(char::is_alphabetic),
        [at, .., unit] if at == "в" && v.group("move_words.factor_unit").is(unit) => v
            .number_at(&ws, 1)
            .is_some_and(|(n, len)| 1 + len + 1 == ws.len() && n.whole().is_some_and(|k| k >= 2)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::made_so;

    #[test]
    fn a_growth_said_by_the_heap_it_leaves_is_a_growth() {
        assert_eq!(
            made_so(
                "добавить 1 камень или сделать так, чтобы камней в куче стало в 4 раза больше."
            ),
            "добавить 1 камень или увеличить количество камней в куче в 4 раза."
        );
        assert_eq!(
            made_so(
                "сделать так, чтобы камней в одной из куч стало вдвое больше или убрать камень"
            ),
            "увеличить количество камней в одной из куч вдвое или убрать камень"
        );
        // Fewer, an amount, or more said after: left as it was.
        for said in [
            "сделать так, чтобы камней в куче стало в два раза меньше",
            "сделать так, чтобы камней в куче стало на два больше",
            "сделать так, чтобы камней в куче стало в два раза больше, чем в другой",
            "сделать так, чтобы в куче стало в два раза больше камней",
        ] {
            assert_eq!(made_so(said), said);
        }
    }
}
