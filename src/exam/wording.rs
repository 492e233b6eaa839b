//! Questions in words, as the exam states them, for tables and answer sheets.

use super::{Question, Report};
use crate::game::expr::{BinOp, Expr, Quant, Var};
use crate::tr;

/// The language of words written for people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, clap::ValueEnum, serde::Serialize)]
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

/// The condition in the exam's words, when it has a standard shape.
pub fn condition(filter: &Expr, lang: Lang) -> Option<String> {
    if let Some(k) = code_eq(filter) {
        return match k.signum() {
            1 => Some(tr!(lang, "cond-win", k = k)),
            -1 => Some(tr!(lang, "cond-lose", k = -k)),
            _ => None,
        };
    }
    if let Some(words) = deeper(filter, lang) {
        return Some(words);
    }
    if let Expr::Quant(Quant::SomeMove, inner) = filter {
        if code_eq(inner) == Some(1) {
            return Some(tr!(lang, "cond-unlucky-first"));
        }
    }
    None
}

/// The wordings that look more than one move deep (README: *Questions*).
fn deeper(filter: &Expr, lang: Lang) -> Option<String> {
    let some = |e: &Expr| match e {
        Expr::Quant(Quant::SomeMove, inner) => Some(inner.as_ref().clone()),
        _ => None,
    };
    // some(some(code == 1)): Petya, Vanya's unlucky reply, Petya wins at once.
    if let Some(inner) = some(filter).as_ref().and_then(some) {
        if code_eq(&inner) == Some(1) {
            return Some(tr!(lang, "cond-unlucky-second"));
        }
        // some(some(not over and every(won))): Vanya errs, Petya must win.
        if let Expr::Bin(BinOp::And, a, b) = &inner {
            let not_over = matches!(a.as_ref(), Expr::Not(x) if **x == Expr::Var(Var::Over));
            let every_won = matches!(b.as_ref(), Expr::Quant(Quant::EveryMove, x) if **x == Expr::Var(Var::Won));
            if not_over && every_won {
                return Some(tr!(lang, "cond-forced"));
            }
        }
    }
    // some[not *2](won): Petya wins with one move, not using those moves.
    if let Expr::QuantOnly(Quant::SomeMove, set, inner) = filter {
        if set.except && **inner == Expr::Var(Var::Won) {
            let moves = set.texts.join(", ").replace('*', "×");
            return Some(tr!(lang, "cond-without", moves = moves));
        }
    }
    None
}

/// What the answer reports, in words.
pub fn report(q: &Question, lang: Lang) -> String {
    let (kind, n) = match q.report {
        Report::Min(1) => ("min", 1),
        Report::Min(n) => ("min-n", n),
        Report::Max(1) => ("max", 1),
        Report::Max(n) => ("max-n", n),
        Report::MinMax => ("minmax", 0),
        Report::All => ("all", 0),
        Report::Count => ("count", 0),
        Report::Sum => ("sum", 0),
        Report::Product => ("product", 0),
        Report::Value => ("value", 0),
    };
    tr!(lang, "report", kind = kind, n = n, of = q.of_text.as_str())
}

/// A filter that fixes one unknown, `K == 6 and code == 2` (either way
/// round): the unknown's name, its value and the rest of the filter.
fn fixed_unknown(filter: &Expr) -> Option<(&'static str, i64, &Expr)> {
    let fixed = |e: &Expr| match e {
        Expr::Bin(BinOp::Eq, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::Var(v), r) | (r, Expr::Var(v)) => {
                let name = match v {
                    Var::K => "K",
                    Var::S => "S",
                    _ => return None,
                };
                r.constant().map(|n| (name, n))
            }
            _ => None,
        },
        _ => None,
    };
    match filter {
        Expr::Bin(BinOp::And, a, b) => match (fixed(a), fixed(b)) {
            (Some((name, n)), _) => Some((name, n, b.as_ref())),
            (None, Some((name, n))) => Some((name, n, a.as_ref())),
            _ => None,
        },
        _ => None,
    }
}

/// The whole question in words: "Найдите наименьшее значение S, при котором …";
/// a filter fixing an unknown first says so: «При K = 6 найдите …».
pub fn question(q: &Question, lang: Lang) -> String {
    // No exam words for the filter: the query as typed.
    let (fixed, cond) = match condition(&q.filter, lang) {
        Some(cond) => (None, cond),
        None => fixed_unknown(&q.filter)
            .and_then(|(name, n, rest)| Some((Some((name, n)), condition(rest, lang)?)))
            .unwrap_or_else(|| (None, q.query.clone())),
    };
    let (name, value) = fixed.unwrap_or(("", 0));
    // One value asked: «при котором», else «при которых».
    let one = matches!(q.report, Report::Min(1) | Report::Max(1) | Report::Value);
    tr!(
        lang,
        "question",
        fixed = if fixed.is_some() { "yes" } else { "no" },
        name = name,
        value = value,
        report = report(q, lang),
        one = if one { "yes" } else { "no" },
        cond = cond,
    )
}

/// The Russian noun form for `n`: 1 вариант, 2 варианта, 5 вариантов (21
/// вариант, 11 вариантов).
pub fn plural_ru(n: u64, [one, few, many]: [&str; 3]) -> &str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => one,
        (2..=4, r) if !(12..=14).contains(&r) => few,
        _ => many,
    }
}

/// `n` and the word for variants of a book in `lang`: "1 variant",
/// "5 вариантов".
pub fn variants(n: u64, lang: Lang) -> String {
    tr!(lang, "variants", n = n)
}

/// One move in the exam's words ([`super::moves::phrase`]): «добавить в
/// кучу один камень», «увеличить количество камней в куче в два раза».
pub fn move_words(m: &crate::game::Move, heaps: usize, lang: Lang) -> String {
    super::moves::phrase(m, heaps, lang)
}

/// A range of an unknown as the exam writes it: `1 ≤ S ≤ 69`, `S ≥ 10`
/// (never the rules' `1..69`).
pub fn range_math(name: &str, r: crate::game::Range) -> String {
    match r.hi {
        Some(hi) => format!("{} ≤ {name} ≤ {hi}", r.lo),
        None => format!("{name} ≥ {}", r.lo),
    }
}

/// The rules of a game in words, one sentence per line.
pub fn rules(game: &crate::game::Game, lang: Lang) -> Vec<String> {
    use crate::game::{NoMoves, NoRepeat, Winner};
    let t = &game.text;
    let moves: Vec<String> = game
        .moves
        .iter()
        .map(|m| move_words(m, game.heaps, lang))
        .collect();
    let mut out = Vec::new();
    let ranges = format!(
        "{}{}",
        range_math("S", game.s_range),
        game.k_range
            .map(|k| format!(", {}", range_math("K", k)))
            .unwrap_or_default()
    );
    out.push(tr!(
        lang,
        "rules-start",
        heaps = game.heaps,
        start = t.start.as_str(),
        ranges = ranges
    ));
    out.push(tr!(lang, "rules-turns"));
    let or = format!(" {} ", tr!(lang, "rules-or"));
    out.push(tr!(lang, "rules-moves", moves = moves.join(&or)));
    out.push(tr!(
        lang,
        "rules-end",
        end = super::moves::math_in(&t.end, lang)
    ));
    out.push(match &game.winner {
        Winner::Mover => tr!(lang, "rules-winner-mover"),
        Winner::Opponent => tr!(lang, "rules-winner-opponent"),
        Winner::MoverIf(_) => tr!(
            lang,
            "rules-winner-if",
            when = super::moves::math_in(&t.winner, lang),
            counts = if game.handed_win_counts { "yes" } else { "no" },
        ),
    });
    if let Some(r) = &t.require {
        out.push(tr!(lang, "rules-require", require = r.as_str()));
    }
    match game.no_repeat {
        NoRepeat::None => {}
        NoRepeat::Opponent => out.push(tr!(lang, "rules-no-repeat-opponent")),
        NoRepeat::Own => out.push(tr!(lang, "rules-no-repeat-own")),
    }
    if game.no_moves == NoMoves::Win {
        out.push(tr!(lang, "rules-no-move-wins"));
    }
    out
}

#[cfg(test)]
mod tests {

    #[test]
    fn variants_are_counted_with_the_plural_each_language_wants() {
        let ru: Vec<String> = [1, 2, 5, 11, 21, 22, 112]
            .iter()
            .map(|&n| variants(n, Lang::Ru))
            .collect();
        assert_eq!(
            ru,
            [
                "1 вариант",
                "2 варианта",
                "5 вариантов",
                "11 вариантов",
                "21 вариант",
                "22 варианта",
                "112 вариантов"
            ]
        );
        assert_eq!(variants(1, Lang::En), "1 variant");
        assert_eq!(variants(0, Lang::En), "0 variants");
        assert_eq!(variants(2, Lang::En), "2 variants");
    }
    use super::*;
    use crate::exam::parse_question;
    use crate::task::{find_template, parse_template};

    #[test]
    fn a_fixed_unknown_is_said_before_the_question() {
        let q = parse_question("20", "minmax where K == 6 and code == 2").unwrap();
        assert_eq!(
            question(&q, Lang::Ru),
            "При K = 6 найдите наименьшее и наибольшее значения S, при которых Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня."
        );
        assert!(question(&q, Lang::En)
            .starts_with("For K = 6, find the least and the greatest S such that Petya"));
        // Either way round; a filter with no words is quoted as typed.
        let q = parse_question("20", "min where code == -1 and 6 == K").unwrap();
        assert!(question(&q, Lang::Ru).starts_with(
            "При K = 6 найдите наименьшее значение S, при котором при любом ходе Пети"
        ));
        let q = parse_question("20", "min where K == 6 and S > 3").unwrap();
        assert_eq!(
            question(&q, Lang::Ru),
            "Найдите наименьшее значение S, при котором min where K == 6 and S > 3."
        );
    }

    #[test]
    fn demo_rules_in_words() {
        let (name, text) = find_template("ege-2021-demo").unwrap();
        let (spec, origin) = parse_template(&name, &text).unwrap();
        let task = spec.build(&|k| origin.locate(k)).unwrap();
        let ru = rules(&task.game, Lang::Ru).join("\n");
        assert!(
            ru.contains(
                "добавить в одну из куч один камень или увеличить количество камней в одной из куч в два раза"
            ),
            "{ru}"
        );
        assert!(ru.contains("sum ≥ 77"), "{ru}");
        let en = rules(&task.game, Lang::En).join("\n");
        assert!(
            en.contains(
                "add 1 stone to one of the heaps or multiply the number of stones in one of the heaps by 2"
            ),
            "{en}"
        );
    }

    #[test]
    fn deeper_wordings_are_worded_as_the_exam_words_them() {
        let words = |q: &str| condition(&parse_question("q", q).unwrap().filter, Lang::Ru);
        assert_eq!(
            words("all where some(some(code == 1))").as_deref(),
            Some("Петя выиграл своим вторым ходом после неудачного хода Вани")
        );
        assert_eq!(
            words("all where some[not *2](won)").as_deref(),
            Some("Петя выигрывает одним ходом, не используя ход ×2")
        );
        assert!(words("all where some(some(not over and every(won)))")
            .is_some_and(|w| w.contains("вынужден выиграть")));
        assert_eq!(words("all where some(some(code == 2))"), None);
    }
}
