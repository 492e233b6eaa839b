//! Questions in words, as the exam states them, for tables and answer sheets.

use super::{Question, Report};
use crate::game::expr::{BinOp, Expr, Quant, Var};

/// The language of words written for people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Ru,
    En,
}

/// `code == K` (or `K == code`) → K.
fn code_eq(e: &Expr) -> Option<i64> {
    match e {
        Expr::Bin(BinOp::Eq, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::Var(Var::Code), r) => r.constant(),
            (l, Expr::Var(Var::Code)) => l.constant(),
            _ => None,
        },
        _ => None,
    }
}

fn ordinal_ru(k: i64) -> String {
    match k {
        1 => "первым".into(),
        2 => "вторым".into(),
        3 => "третьим".into(),
        4 => "четвёртым".into(),
        k => format!("{k}-м"),
    }
}

fn genitive_ru(k: i64) -> String {
    match k {
        1 => "первого".into(),
        2 => "второго".into(),
        3 => "третьего".into(),
        4 => "четвёртого".into(),
        k => format!("{k}-го"),
    }
}

fn ordinal_en(k: i64) -> String {
    match k {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        k => format!("{k}th"),
    }
}

/// The condition in the exam's words, when it has a standard shape.
pub fn condition(filter: &Expr, lang: Lang) -> Option<String> {
    if let Some(k) = code_eq(filter) {
        return Some(match (lang, k.signum()) {
            (Lang::Ru, 1) if k == 1 => "Петя выигрывает своим первым ходом".into(),
            (Lang::Ru, 1) => format!(
                "у Пети есть выигрышная стратегия: он не может выиграть ходом раньше {0}, но выигрывает своим {0} ходом при любой игре Вани",
                ordinal_ru(k)
            ),
            (Lang::Ru, -1) if k == -1 => "при любом ходе Пети Ваня выигрывает своим первым ходом".into(),
            (Lang::Ru, -1) => format!(
                "у Вани есть выигрышная стратегия, позволяющая ему выиграть не позже {0} хода при любой игре Пети, и нет стратегии, чтобы выиграть раньше",
                genitive_ru(-k)
            ),
            (Lang::En, 1) if k == 1 => "Petya wins with his first move".into(),
            (Lang::En, 1) => format!(
                "Petya cannot win sooner, but wins with his {} move whatever Vanya does",
                ordinal_en(k)
            ),
            (Lang::En, -1) if k == -1 => "Vanya wins with his first move whatever Petya does".into(),
            (Lang::En, -1) => format!(
                "Vanya wins with his {} move at the latest whatever Petya does, but cannot be sure to win sooner",
                ordinal_en(-k)
            ),
            _ => return None,
        });
    }
    if let Expr::Quant(Quant::SomeMove, inner) = filter {
        if code_eq(inner) == Some(1) {
            return Some(match lang {
                Lang::Ru => {
                    "Ваня выиграл своим первым ходом после неудачного первого хода Пети".into()
                }
                Lang::En => {
                    "Vanya won with his first move after an unlucky first move of Petya".into()
                }
            });
        }
    }
    None
}

/// What the answer reports, in words.
pub fn report(q: &Question, lang: Lang) -> String {
    let of = if q.of_text == "S" {
        "S".to_string()
    } else {
        q.of_text.clone()
    };
    match (lang, q.report) {
        (Lang::Ru, Report::Min(1)) => format!("наименьшее значение {of}"),
        (Lang::Ru, Report::Min(n)) => format!("{n} наименьших значения {of}"),
        (Lang::Ru, Report::Max(1)) => format!("наибольшее значение {of}"),
        (Lang::Ru, Report::Max(n)) => format!("{n} наибольших значения {of}"),
        (Lang::Ru, Report::MinMax) => format!("наименьшее и наибольшее значения {of}"),
        (Lang::Ru, Report::All) => format!("все значения {of}"),
        (Lang::Ru, Report::Count) => format!("количество значений {of}"),
        (Lang::Ru, Report::Sum) => format!("сумму значений {of}"),
        (Lang::Ru, Report::Product) => format!("произведение значений {of}"),
        (Lang::Ru, Report::Value) => format!("значение {of}"),
        (Lang::En, Report::Min(1)) => format!("the least {of}"),
        (Lang::En, Report::Min(n)) => format!("the {n} least values of {of}"),
        (Lang::En, Report::Max(1)) => format!("the greatest {of}"),
        (Lang::En, Report::Max(n)) => format!("the {n} greatest values of {of}"),
        (Lang::En, Report::MinMax) => format!("the least and the greatest {of}"),
        (Lang::En, Report::All) => format!("every {of}"),
        (Lang::En, Report::Count) => format!("how many values of {of}"),
        (Lang::En, Report::Sum) => format!("the sum of the values of {of}"),
        (Lang::En, Report::Product) => format!("the product of the values of {of}"),
        (Lang::En, Report::Value) => format!("the value of {of}"),
    }
}

/// The whole question in words: "Найдите наименьшее значение S, при котором …".
pub fn question(q: &Question, lang: Lang) -> String {
    let cond = condition(&q.filter, lang).unwrap_or_else(|| q.query.clone());
    match lang {
        Lang::Ru => format!("Найдите {}, при котором {}.", report(q, lang), cond),
        Lang::En => format!("Find {} such that {}.", report(q, lang), cond),
    }
}
