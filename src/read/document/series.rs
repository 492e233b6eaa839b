//! A task's questions numbered as one series: a number that goes back
//! («19, 20, 21» then «19» again), repeats, or leaps («1, 2, 3» then «19»)
//! starts another series — another task's questions read into this one (a
//! shared block whose header was not read, a task whose game was not seen).
//! Those questions are named as lost, never answered as this task's.

use std::collections::HashSet;

use super::super::tokens::leading_digits;
use super::Draft;

/// A question's number as the series counts it: its digits and the letter
/// after them («1а» → (1, "а»)); none for an id without digits first.
fn place(id: &str) -> Option<(u64, &str)> {
    let digits = leading_digits(id);
    let n = id[..digits].parse().ok()?;
    Some((n, &id[digits..]))
}

/// Where a task's questions start a second series: the first question whose
/// number was a question's before it, or — after two questions at least —
/// goes back or leaps past more than a question lost from a copy («19,
/// 21»). One question's odd number before a series («74, 20, 21», a
/// collection's number put on the first question) starts none.
fn restart(questions: &[(String, String)]) -> Option<usize> {
    let mut seen: HashSet<(u64, &str)> = HashSet::new();
    let mut last: Option<(u64, &str)> = None;
    for (i, (id, _)) in questions.iter().enumerate() {
        let Some(now) = place(id) else {
            continue;
        };
        if let Some(prev) = last {
            let back = now.0 < prev.0;
            let leap = now.0 > prev.0.saturating_add(2);
            if seen.contains(&now) || seen.len() >= 2 && (back || leap) {
                return Some(i);
            }
        }
        seen.insert(now);
        last = Some(now);
    }
    None
}

/// Each task's questions after a restarted series moved to its lost
/// questions: the task is read, and flagged.
pub(super) fn lose_second_series(tasks: &mut [Draft]) {
    for d in tasks.iter_mut() {
        if let Some(at) = restart(&d.questions) {
            let lost = d.questions.split_off(at);
            d.lost_questions
                .extend(lost.into_iter().map(|(id, text)| format!("{id}. {text}")));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::restart;

    fn ids(ids: &[&str]) -> Vec<(String, String)> {
        ids.iter().map(|i| (i.to_string(), String::new())).collect()
    }

    #[test]
    fn a_series_goes_on_or_restarts() {
        assert_eq!(restart(&ids(&["19", "20", "21"])), None);
        assert_eq!(restart(&ids(&["1а", "1б", "2", "3"])), None);
        assert_eq!(restart(&ids(&["19", "21"])), None);
        assert_eq!(restart(&ids(&["1", "2", "3", "19", "20"])), Some(3));
        assert_eq!(restart(&ids(&["19", "20", "21", "19"])), Some(3));
        assert_eq!(restart(&ids(&["2", "2"])), Some(1));
        assert_eq!(restart(&ids(&["4", "5", "1"])), Some(2));
        assert_eq!(restart(&ids(&["74", "20", "21"])), None);
        assert_eq!(restart(&ids(&["19а", "19б", "20"])), None);
    }
}
