//! What a task's words say of another task's game: the task named by its
//! number («Условие то же, что в задаче 1, но …», «Для игры из задачи 2
//! укажите …», «Для игры, описанной в задании 7715, …») and the change
//! after it, read off the words alone. Which task of the document that is,
//! and whether its game is taken, is `read::inherited`'s.

/// What a task's first words say of another task's game.
#[derive(Debug, PartialEq)]
pub(super) struct Reference {
    /// The task named, as the document numbers it («1», «19.1»).
    pub(super) number: String,
    /// The change after the reference («игра завершается, когда …»); none
    /// when the words after the number are not read as a change.
    pub(super) change: Option<String>,
}

/// The farthest (in characters) the task's word may stand from the start
/// of the first rule: a reference opens the task.
const REFERENCE_WITHIN: usize = 60;

/// The words before the task named that say its game is taken.
const TAKES: [&str; 11] = [
    "то же",
    "та же",
    "тот же",
    "те же",
    "как в ",
    "как и в ",
    "условие задач",
    // «Условие задания 19.1, но …».
    "условие задани",
    "для игры из",
    "решите задач",
    "измените условие",
];

/// The words a change begins after, right after the number.
const CHANGE_AFTER: [&str; 4] = [", но ", " но ", ": ", " при условии, что "];

/// A first rule that takes another task's game, read: the number of the task
/// it names, and the change.
pub(super) fn reference(rule: &str) -> Option<Reference> {
    let lower = rule.to_lowercase();
    // Offsets of the lower-cased text are the rule's only when lower-casing
    // kept every letter's length (Cyrillic and Latin letters do).
    if lower.len() != rule.len() {
        return None;
    }
    // «Решите задачу 1 …», «Решите задание 1 …»: the task named after the
    // verb, in the accusative.
    let (noun_at, noun) = [
        "задаче ",
        "задачи ",
        "задачу ",
        "задании ",
        "задания ",
        "задание ",
    ]
    .iter()
    .filter_map(|n| lower.find(n).map(|i| (i, *n)))
    .min()?;
    if lower[..noun_at].chars().count() > REFERENCE_WITHIN {
        return None;
    }
    let before = &lower[..noun_at];
    // The words up to the noun: «условие задания» holds the noun itself.
    let head = &lower[..noun_at + noun.len()];
    // «Решите задание 1 при условии, что …»: the verb alone before the
    // task named.
    if !TAKES.iter().any(|t| head.contains(t)) && before.trim() != "решите" {
        return None;
    }
    let (number, tail) = number_first(&lower[noun_at + noun.len()..])?;
    let after = lower.len() - tail.len();
    let change_at = CHANGE_AFTER
        .iter()
        .find_map(|sep| tail.starts_with(sep).then(|| after + sep.len()))
        // «Для игры из задания 1 измените начальную позицию: …»: the change
        // after the colon.
        .or_else(|| {
            let t = tail.trim_start();
            let colon = t.find(':')?;
            (t.starts_with("измените") && t[..colon].chars().count() <= 30)
                .then(|| lower.len() - t.len() + colon + 1)
        });
    let change = change_at
        .map(|i| rule[i..].trim())
        .filter(|c| !c.is_empty())
        .map(upper_first);
    Some(Reference {
        number: number.to_string(),
        change,
    })
}

/// The task's number the words open with, after a «№» («7715, найдите
/// …», «№ 19.1 …»), and the words after it.
fn number_first(t: &str) -> Option<(&str, &str)> {
    let t = t.strip_prefix('№').unwrap_or(t).trim_start();
    let len = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let number = t[..len].trim_end_matches('.');
    if number.is_empty() || !number.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    Some((number, &t[number.len()..]))
}

/// Words that take another task's game («игра как в задаче 1, но …»): the
/// number of the task named and the change after it, if any.
pub(in crate::read) fn game_taken(words: &str) -> Option<(String, Option<String>)> {
    reference(words).map(|x| (x.number, x.change))
}

/// «Для игры из задачи 2 укажите, при каком …»: words that only ask about
/// the game of the task named (its number), with no change to it.
pub(in crate::read) fn asks_of_game(words: &str) -> Option<String> {
    let x = reference(words)?;
    let opens = words
        .trim_start()
        .to_lowercase()
        .starts_with("для игры из ");
    (opens && x.change.is_none() && super::super::sentences::asks(words)).then_some(x.number)
}

/// The task a question names as its game's («… в задании 7715», «… в
/// предыдущем задании»).
#[derive(Debug, PartialEq)]
pub(in crate::read) enum Named {
    /// The task of that number.
    Number(String),
    /// The task just before the question's.
    Previous,
}

/// The participles a collection says its game was told by («Для игры,
/// описанной в …»).
const DESCRIBED: [&str; 4] = ["описанной", "рассмотренной", "приведённой", "приведенной"];

/// «Для игры, описанной в задании 7715, найдите …», «Для игры, описанной
/// в предыдущем задании, укажите …» — a collection's task printed apart
/// from its game's: the task named, when the words go on to ask (after a
/// comma) and change nothing.
pub(in crate::read) fn asks_of_described_game(words: &str) -> Option<Named> {
    let lower = words.trim_start().to_lowercase();
    let rest = lower.strip_prefix("для игры, ")?;
    let rest = DESCRIBED
        .iter()
        .find_map(|p| rest.strip_prefix(p))?
        .strip_prefix(" в ")?;
    let (named, tail) = if let Some(t) = ["предыдущем задании", "предыдущей задаче"]
        .iter()
        .find_map(|p| rest.strip_prefix(p))
    {
        (Named::Previous, t)
    } else {
        let t = ["задании ", "задаче "]
            .iter()
            .find_map(|p| rest.strip_prefix(p))?;
        let (number, tail) = number_first(t)?;
        (Named::Number(number.to_string()), tail)
    };
    (tail.starts_with(", ") && super::super::sentences::asks(words)).then_some(named)
}

/// «Ответьте на те же вопросы.», «Вопросы те же.» (or «…, что и в задаче
/// 1.», the task named the one whose game is taken): the task asks the
/// earlier task's questions.
pub(super) fn same_questions(sentence: &str, number: &str) -> bool {
    let lower = [" — ", " – ", " - "]
        .iter()
        .fold(sentence.to_lowercase(), |l, dash| l.replace(dash, " "));
    let s = lower.trim().trim_end_matches(['.', '!']).trim_end();
    let Some(rest) = [
        "ответьте на те же вопросы",
        "вопросы те же самые",
        "вопросы те же",
    ]
    .iter()
    .find_map(|p| s.strip_prefix(p)) else {
        return false;
    };
    if rest.is_empty() {
        return true;
    }
    [
        ", что и в задаче ",
        ", что в задаче ",
        ", что и в задании ",
        ", что в задании ",
    ]
    .iter()
    .filter_map(|p| rest.strip_prefix(p))
    .any(|n| n.trim_start_matches('№').trim() == number)
}

/// The change's first letter in capitals: a sentence of its own.
pub(super) fn upper_first(s: &str) -> String {
    let mut cs = s.chars();
    cs.next()
        .map(|c| c.to_uppercase().chain(cs).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_read() {
        let r = reference("Условие то же, что в задаче 1, но игра завершается, когда …").unwrap();
        assert_eq!(r.number, "1");
        assert_eq!(r.change.as_deref(), Some("Игра завершается, когда …"));
        let r = reference("Та же игра, что в задании 19.1, но игра завершается.").unwrap();
        assert_eq!(r.number, "19.1");
        let r =
            reference("Для игры из задания 1 измените начальную позицию: в первой куче 5 камней.")
                .unwrap();
        assert_eq!(r.change.as_deref(), Some("В первой куче 5 камней."));
        let r = reference("Условие задания 19.1, но игра завершается, когда …").unwrap();
        assert_eq!(r.number, "19.1");
        assert_eq!(r.change.as_deref(), Some("Игра завершается, когда …"));
        let r = reference("Условие задачи 21.1, но за один ход …").unwrap();
        assert_eq!(r.number, "21.1");
        let r = reference("Игра как в задаче 5 из прошлого урока, но в куче …").unwrap();
        assert_eq!(r.change, None);
        assert_eq!(
            reference("Два игрока, Петя и Ваня, играют в следующую игру."),
            None
        );
    }
}
