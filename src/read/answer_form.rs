//! A question's answer form: what the answer reports (`min`, `max 2`,
//! `minmax`, `count`, …) and how many values the words expect, and a
//! condition on K the question adds.

use super::vocabulary::{vocabulary, words};
use crate::i18n::Msg;
use crate::msg;

/// What the answer reports (`min`, `max 2`, `minmax`, `count`, …), and how
/// many values the words expect (`два значения` → 2).
///
/// # Errors
/// No answer form found.
pub fn report(text: &str) -> Result<(String, Option<usize>), Msg> {
    let v = vocabulary();
    let desc = v.report("descending").is_some_and(|w| w.any(&words(text)));
    // The sentences that ask («Укажите такое значение S …») or say what
    // to write («В ответе запишите их сумму.», «Если таких значений
    // несколько, запишите наименьшее»), not those that go on about it
    // («Для указанного значения S опишите стратегию»).
    let all = super::sentences::sentences(text);
    let asking: Vec<&String> = all
        .iter()
        .filter(|s| {
            let ws = words(s);
            v.group("questions.verbs").any(&ws) || v.group("questions.answer_form").any(&ws)
        })
        .collect();
    if !asking.is_empty() && asking.len() < all.len() {
        let asked = asking
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        if let Ok(r) = report_in(&words(&asked), desc) {
            return Ok(r);
        }
    }
    report_in(&words(text), desc)
}

/// [`report`] in the words `ws`, the order descending when `desc`.
fn report_in(ws: &[String], desc: bool) -> Result<(String, Option<usize>), Msg> {
    let v = vocabulary();
    // «разность большего и меньшего», «среднее арифметическое»: an answer
    // no report gives, never the values themselves.
    if v.report("other").is_some_and(|w| w.any(ws)) {
        return Err(msg!("read-why-no-report"));
    }
    let number_before = |at: usize| {
        (at >= 1)
            .then(|| v.number_at(ws, at - 1))
            .flatten()
            .and_then(|(n, _)| n.whole())
            .filter(|n| (2..=10).contains(n))
    };
    for (kind, list) in &v.reports {
        let Some((at, _)) = list.find(ws) else {
            continue;
        };
        let d = if desc { " desc" } else { "" };
        return Ok(match kind.as_str() {
            "count" => ("count".into(), None),
            "sum" => ("sum".into(), None),
            "product" => ("product".into(), None),
            "minmax" => ("minmax".into(), None),
            "min_n" => match number_before(at) {
                Some(n) => (format!("min {n}{d}"), None),
                None => continue,
            },
            "max_n" => match number_before(at) {
                Some(n) => (format!("max {n}{d}"), None),
                None => continue,
            },
            "min" => ("min".into(), None),
            "max" => ("max".into(), None),
            "all" => {
                // «два значения», «два таких значения»: all, expecting two.
                let n = number_before(at).or_else(|| {
                    (at >= 2 && ws[at - 1] == "таких")
                        .then(|| number_before(at - 1))
                        .flatten()
                });
                let single = ws[at] == "значение";
                if single {
                    ("value".into(), Some(1))
                } else {
                    (format!("all{d}"), n.map(|n| n as usize))
                }
            }
            "value" => ("value".into(), Some(1)),
            _ => continue,
        });
    }
    Err(msg!("read-why-no-report"))
}

/// A condition on K a question adds: «При K = 6» → `K == 6`.
pub fn k_condition(text: &str) -> Option<String> {
    let ws = words(text);
    // A Cyrillic «К» is the unknown too.
    let at = ws.iter().position(|w| w == "k" || w == "к")?;
    if at >= 1 && ws[at - 1] == "при" {
        let v = vocabulary();
        let (n, _) = v.number_at(&ws, at + 1)?;
        return Some(format!("K == {}", n.whole()?));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answer_forms() {
        for (text, want, n) in [
            ("Укажите минимальное значение S", "min", None),
            (
                "При каком минимальном значении S это возможно?",
                "min",
                None,
            ),
            ("При каком наибольшем значении S это возможно?", "max", None),
            ("Найдите два наибольших значения S", "max 2", None),
            ("Найдите два наименьших значения S", "min 2", None),
            (
                "Найдите минимальное и максимальное значение S",
                "minmax",
                None,
            ),
            ("Сколько существует значений S", "count", None),
            ("Сколько существует пар (K; S)", "count", None),
            ("Найдите два таких значения S", "all", Some(2)),
            ("Найдите значение S", "value", Some(1)),
            ("Укажите такое значение S", "value", Some(1)),
            ("Найдите сумму значений S", "sum", None),
            (
                "Назовите такое значение S, при котором Ваня выигрывает. Для указанного значения S постройте дерево партий.",
                "value",
                Some(1),
            ),
            (
                "Укажите все такие значения. Для найденных значений S опишите стратегию.",
                "all",
                None,
            ),
            (
                "Найдите все значения S. Запишите их в порядке убывания",
                "all desc",
                None,
            ),
            // How the answer is written, in a sentence of its own.
            ("Найдите все такие значения S. В ответе запишите их сумму.", "sum", None),
            ("Найдите все такие значения S. Запишите в ответе наименьшее из них.", "min", None),
            ("Укажите значение S. Если таких значений несколько, в ответе укажите наибольшее.", "max", None),
            ("Найдите все значения S. Ответ запишите так: сначала минимальное, затем максимальное.", "minmax", None),
            ("Найдите два значения S. Найденные значения запишите в ответе в порядке возрастания.", "all", Some(2)),
            ("Найдите два значения S. В ответе запишите меньшее из них.", "min", None),
            ("Найдите два значения S. Если таких значений несколько, запишите большее.", "max", None),
            ("Найдите все значения S. В ответе запишите количество найденных значений.", "count", None),
        ] {
            assert_eq!(report(text), Ok((want.to_string(), n)), "{text}");
        }
        // An answer computed otherwise from the values is not read.
        for text in [
            "Найдите два значения S. В ответе запишите разность большего и меньшего.",
            "Найдите все значения S. В ответ запишите их среднее арифметическое.",
        ] {
            assert!(report(text).is_err(), "{text}");
        }
        assert_eq!(
            k_condition("При K=6, найдите минимальное").as_deref(),
            Some("K == 6")
        );
    }
}
