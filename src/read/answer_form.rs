//! A question's answer form: what the answer reports (`min`, `max 2`,
//! `minmax`, `count`, …) and how many values the words expect, and a
//! condition on K the question adds.

use super::tokens::words;
use super::vocabulary::vocabulary;
use crate::i18n::Msg;
use crate::msg;

/// What the answer reports (`min`, `max 2`, `minmax`, `count`, …), and how
/// many values the words expect (`два значения` → 2).
///
/// # Errors
/// No answer form found.
pub fn report(text: &str) -> Result<(String, Option<usize>), Msg> {
    let v = vocabulary();
    // Each sentence's words, read once. «Если таких значений нет, запишите
    // 0»: what to write when none qualifies (a reading with none is
    // flagged anyway), not the form.
    let all: Vec<Vec<String>> = super::sentences::sentences(text)
        .iter()
        .map(|s| words(s))
        .filter(|ws| !v.report("if_none").is_some_and(|w| w.any(ws)))
        .collect();
    let ws = all.concat();
    let said = |kind: &str| v.report(kind).is_some_and(|w| w.any(&ws));
    let (desc, asc) = (said("descending"), said("ascending"));
    // «в порядке возрастания … сначала большее»: an order said two ways.
    if desc && asc {
        return Err(msg!("read-why-order"));
    }
    let order = Order { desc, asc };
    // The sentences that ask («Укажите такое значение S …») or say what
    // to write («В ответе запишите их сумму.», «Если таких значений
    // несколько, запишите наименьшее»), not those that go on about it
    // («Для указанного значения S опишите стратегию»).
    let asking: Vec<&Vec<String>> = all
        .iter()
        .filter(|ws| v.group("questions.verbs").any(ws) || v.group("questions.answer_form").any(ws))
        .collect();
    if !asking.is_empty() && asking.len() < all.len() {
        let asked: Vec<String> = asking.into_iter().flatten().cloned().collect();
        if let Ok(r) = report_in(&asked, order) {
            return Ok(r);
        }
    }
    report_in(&ws, order)
}

/// Whether a sentence asks for an answer of its own: a verb that asks among
/// its first `within` words, or a question mark at its end, and an
/// answer's form read off it («Сколько существует значений S …?», «Найдите
/// два …»). Not a remark about S («При меньших значениях S за один ход
/// нельзя …») nor one that goes on about the values asked («Для указанного
/// значения S опишите стратегию Вани.»).
pub(in crate::read) fn asks_an_answer(s: &str, within: usize) -> bool {
    let ws = words(s);
    let verb = vocabulary()
        .group("questions.verbs")
        .any(&ws[..ws.len().min(within)]);
    (verb || s.trim_end().ends_with('?')) && report(s).is_ok()
}

/// «Если значений больше двух», «если таких значений более двух»: what to
/// write when more values than the two asked for qualify.
fn more_than_two(ws: &[String]) -> bool {
    ws.iter().any(|w| w == "если") && vocabulary().group("answer_form.more_than_two").any(ws)
}

/// The order the text says the values are written in.
#[derive(Debug, Clone, Copy)]
struct Order {
    desc: bool,
    asc: bool,
}

/// [`report`] in the words `ws`, in the order said.
fn report_in(ws: &[String], order: Order) -> Result<(String, Option<usize>), Msg> {
    let v = vocabulary();
    let desc = order.desc;
    let found = |kind: &str| v.report(kind).is_some_and(|w| w.any(ws));
    // «разность большего и меньшего», «среднее арифметическое», «сумму
    // наибольшего и наименьшего»: an answer no report gives, never the
    // values themselves; «их количество и сумму»: two answers in one.
    let aggregates = ["count", "sum", "product"]
        .iter()
        .filter(|k| found(k))
        .count();
    if found("other") {
        return Err(msg!("read-why-other-answer"));
    }
    if aggregates > 1 {
        return Err(msg!("read-why-no-report"));
    }
    // «Укажите, сколько есть значений S …»: a count asked in words no
    // count phrase holds — never answered with the values themselves.
    if !found("count") && v.group("answer_form_retold.how_many").any(ws) {
        return Err(msg!("read-why-no-report"));
    }
    // «количество таких значений и наибольшее из них», «наименьшее
    // значение, а затем количество»: a count (or sum) and a value asked
    // together — two answers, one of which would be dropped.
    let extreme = ["min", "min_n", "max", "max_n", "minmax"]
        .iter()
        .any(|k| found(k));
    if aggregates == 1 && extreme {
        return Err(msg!("read-why-no-report"));
    }
    // «Укажите минимальное значение S …, а также максимальное»: both
    // extremes asked, in words no report phrase holds.
    let least = found("min") || found("min_n");
    let greatest = found("max") || found("max_n");
    if least && greatest && !found("minmax") && !found("ordered") {
        return Err(msg!("read-why-no-report"));
    }
    // «два значения», «два таких значения»: how many the words expect.
    let expected = |at: usize| {
        number_before(ws, at).or_else(|| {
            (at >= 2 && v.group("answer_form.such").is(&ws[at - 1]))
                .then(|| number_before(ws, at - 1))
                .flatten()
        })
    };
    for (kind, list) in &v.reports {
        let Some((at, len)) = list.find(ws) else {
            continue;
        };
        let d = if desc { " desc" } else { "" };
        // «два наименьших значения», «наименьшие два значения», «два таких
        // наименьших значения».
        let n_around = || {
            number_before(ws, at)
                .or_else(|| {
                    (at >= 2 && v.group("answer_form.such").is(&ws[at - 1]))
                        .then(|| number_before(ws, at - 1))
                        .flatten()
                })
                .or_else(|| number_at(ws, at + len))
        };
        return Ok(match kind.as_str() {
            "count" => ("count".into(), None),
            "sum" => ("sum".into(), None),
            "product" => ("product".into(), None),
            // «Найдите два значения S … запишите сначала меньшее, затем
            // большее»: the values, as many as the words expect.
            "ordered" => {
                let n = v
                    .report("all")
                    .and_then(|w| w.find(ws))
                    .and_then(|(at, _)| expected(at));
                (format!("all{d}"), n.map(|n| n as usize))
            }
            // «наибольшее и наименьшее» with no order said: which is
            // written first is not known.
            "minmax" if found("max_first") && !order.desc && !order.asc => {
                return Err(msg!("read-why-order"));
            }
            // «Найдите два значения S … сначала наименьшее, затем
            // наибольшее»: the two values, as many as the words expect.
            // «… два таких значения S. Если значений больше двух, в ответ
            // запишите сначала наименьшее значение, а за ним наибольшее»:
            // the extremes of however many qualify.
            "minmax" if more_than_two(ws) => (format!("minmax{d}"), None),
            "minmax" => match v
                .report("all")
                .and_then(|w| w.find(ws))
                .and_then(|(at, _)| expected(at))
            {
                Some(2) => (format!("all{d}"), Some(2)),
                _ => (format!("minmax{d}"), None),
            },
            // «наименьших значений» with no count beside it: how many of
            // the least are asked is not read (all of the values is not
            // what the words ask).
            "min_n" => match n_around() {
                Some(n) => (format!("min {n}{d}"), None),
                None => return Err(msg!("read-why-no-report")),
            },
            "max_n" => match n_around() {
                Some(n) => (format!("max {n}{d}"), None),
                None => return Err(msg!("read-why-no-report")),
            },
            "min" => ("min".into(), None),
            "max" => ("max".into(), None),
            "any" => ("value".into(), Some(1)),
            "all" => {
                let single = v.group("answer_form.one_value").is(&ws[at]);
                if single {
                    ("value".into(), Some(1))
                } else {
                    (format!("all{d}"), expected(at).map(|n| n as usize))
                }
            }
            "value" => ("value".into(), Some(1)),
            _ => continue,
        });
    }
    Err(msg!("read-why-no-report"))
}

/// A count of values (2 to 10) just before `at` («два значения»).
fn number_before(ws: &[String], at: usize) -> Option<i64> {
    at.checked_sub(1).and_then(|i| number_at(ws, i))
}

/// A count of values (2 to 10) at `at`.
fn number_at(ws: &[String], at: usize) -> Option<i64> {
    vocabulary()
        .number_at(ws, at)
        .and_then(|(n, _)| n.whole())
        .filter(|n| (2..=10).contains(n))
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
            ("Для какого наименьшего S это возможно?", "min", None),
            ("Для какого максимального значения S это возможно?", "max", None),
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
            // A count of stones in a position, not a value of S.
            "Известно, что Петя смог выиграть первым ходом. Какое наименьшее число камней могло быть суммарно в двух кучах?",
            "Петя выиграл своим вторым ходом. Какое наибольшее количество камней могло быть в кучах вместе?",
            "Найдите минимальное суммарное количество камней в кучах, при котором Ваня выигрывает первым ходом.",
        ] {
            assert!(report(text).is_err(), "{text}");
        }
    }

    /// Forms that read as another answer before: the order of two values
    /// («сначала меньшее, затем большее» is not the least alone), a count
    /// said «их количество», the least two said after the number, the
    /// extremes named greatest first with no order said, and answers built
    /// from the values in a way no report gives.
    #[test]
    fn answer_forms_in_other_words() {
        let two = "Найдите два значения S, при которых Петя выигрывает.";
        let all = "Найдите все значения S, при которых Петя выигрывает.";
        for (text, want, n) in [
            (format!("{two} В ответе запишите сначала меньшее значение, затем большее."), "all", Some(2)),
            (format!("{two} В ответе запишите сначала большее значение, затем меньшее."), "all desc", Some(2)),
            (format!("{two} Запишите сначала наименьшее, а затем наибольшее."), "all", Some(2)),
            ("Найдите два наибольших значения S, при которых Петя выигрывает. Запишите сначала меньшее, затем большее.".into(), "max 2", None),
            (format!("{all} Запишите их от большего к меньшему."), "all desc", None),
            (format!("{all} Запишите их от меньшего к большему."), "all", None),
            ("Найдите минимальное и максимальное значения S, при которых Петя выигрывает. Запишите сначала меньшее, затем большее.".into(), "minmax", None),
            ("Найдите два наибольших значения S, при которых Петя выигрывает. Запишите сначала наименьшее, затем наибольшее.".into(), "max 2", None),
            ("Найдите два наименьших значения S, при которых Петя выигрывает. Запишите сначала большее, затем меньшее.".into(), "min 2 desc", None),
            (format!("{all} Запишите сначала наименьшее, а затем наибольшее."), "minmax", None),
            (format!("{two} Если таких значений более двух, запишите сначала наименьшее, а затем наибольшее."), "minmax", None),
            (format!("{all} В ответе запишите сначала максимальное, затем минимальное."), "minmax desc", None),
            (format!("{all} В ответе запишите их количество."), "count", None),
            (format!("{all} Определите количество найденных значений."), "count", None),
            ("Найдите наименьшие два значения S, при которых Петя выигрывает.".into(), "min 2", None),
            ("Найдите два самых больших значения S, при которых Петя выигрывает.".into(), "max 2", None),
            ("Укажите самое маленькое значение S, при котором Петя выигрывает.".into(), "min", None),
            ("При каких значениях S Петя выигрывает? Запишите их в порядке возрастания.".into(), "all", None),
            ("Найдите S, при котором Петя выигрывает.".into(), "value", Some(1)),
            ("Найдите значение S, при котором Петя выигрывает. Если таких значений несколько, запишите любое из них.".into(), "value", Some(1)),
            ("Найдите значение S, при котором Петя выигрывает. Если таких значений нет, в ответе запишите 0.".into(), "value", Some(1)),
        ] {
            assert_eq!(report(&text), Ok((want.to_string(), n)), "{text}");
        }
        for text in [
            format!("{all} В ответе запишите сумму наибольшего и наименьшего."),
            format!("{all} В ответе запишите произведение минимального и максимального значений."),
            format!("{all} В ответе укажите второе по величине значение."),
            format!("{all} Укажите в ответе только последнее из найденных."),
            format!("{all} Выпишите в ответ каждое третье из них."),
            format!("{all} Запишите в ответе первое из этих значений."),
            format!("{all} В ответе запишите их количество и сумму."),
            format!("{all} Запишите их в порядке возрастания, сначала большее."),
            "Найдите наибольшее и наименьшее значения S, при которых Петя выигрывает.".into(),
            "Укажите минимальное значение S, при котором Петя выигрывает, а также максимальное значение S.".into(),
        ] {
            assert!(report(&text).is_err(), "{text}");
        }
    }
}
