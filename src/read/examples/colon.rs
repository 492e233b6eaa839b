//! A no-repeat rule with its example after a colon: «Нельзя повторять ход,
//! который только что сделал противник: например, если Петя добавил один
//! камень, то Ваня не может добавить один камень.» — cut into the rule and
//! the example, each a sentence of its own, read and checked as usual.

/// The sentences with each such rule and example apart; any other sentence
/// passes unchanged. Only a rule of repeats («повтор…» before the colon):
/// a colon before «например» elsewhere opens a list or a case.
pub(in crate::read) fn rule_and_example_apart(sentences: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(sentences.len());
    for s in sentences {
        let at = [": например", ": Например"]
            .iter()
            .filter_map(|m| s.find(m))
            .min();
        match at {
            Some(at) if s[..at].to_lowercase().contains("повтор") => {
                out.push(format!("{}.", s[..at].trim_end()));
                out.push(format!("Например{}", &s[at + ": например".len()..]));
            }
            _ => out.push(s),
        }
    }
    out
}
