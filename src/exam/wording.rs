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

pub(crate) fn ordinal_ru(k: i64) -> String {
    match k {
        1 => "первым".into(),
        2 => "вторым".into(),
        3 => "третьим".into(),
        4 => "четвёртым".into(),
        k => format!("{k}-м"),
    }
}

pub(crate) fn genitive_ru(k: i64) -> String {
    match k {
        1 => "первого".into(),
        2 => "второго".into(),
        3 => "третьего".into(),
        4 => "четвёртого".into(),
        k => format!("{k}-го"),
    }
}

pub(crate) fn ordinal_en(k: i64) -> String {
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
            (Lang::Ru, 1) if k == 2 => "Петя не может выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет ходить Ваня".into(),
            (Lang::Ru, 1) => format!(
                "Петя не может выиграть раньше, но выигрывает своим {} ходом при любой игре Вани",
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
    if let Some(words) = deeper(filter, lang) {
        return Some(words);
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

/// The wordings that look more than one move deep (README: *Questions*).
fn deeper(filter: &Expr, lang: Lang) -> Option<String> {
    let some = |e: &Expr| match e {
        Expr::Quant(Quant::SomeMove, inner) => Some(inner.as_ref().clone()),
        _ => None,
    };
    // some(some(code == 1)): Petya, Vanya's unlucky reply, Petya wins at once.
    if let Some(inner) = some(filter).as_ref().and_then(some) {
        if code_eq(&inner) == Some(1) {
            return Some(match lang {
                Lang::Ru => "Петя выиграл своим вторым ходом после неудачного хода Вани".into(),
                Lang::En => "Petya won with his second move after an unlucky move of Vanya".into(),
            });
        }
        // some(some(not over and every(won))): Vanya errs, Petya must win.
        if let Expr::Bin(BinOp::And, a, b) = &inner {
            let not_over = matches!(a.as_ref(), Expr::Not(x) if **x == Expr::Var(Var::Over));
            let every_won = matches!(b.as_ref(), Expr::Quant(Quant::EveryMove, x) if **x == Expr::Var(Var::Won));
            if not_over && every_won {
                return Some(match lang {
                    Lang::Ru => "Ваня ошибается, и у Пети нет возможности ещё раз поддаться — он вынужден выиграть".into(),
                    Lang::En => "Vanya errs, and Petya cannot give way again: he is forced to win".into(),
                });
            }
        }
    }
    // some[not *2](won): Petya wins with one move, not using those moves.
    if let Expr::QuantOnly(Quant::SomeMove, set, inner) = filter {
        if set.except && **inner == Expr::Var(Var::Won) {
            let moves = set.texts.join(", ").replace('*', "×");
            return Some(match lang {
                Lang::Ru => format!("Петя выигрывает одним ходом, не используя ход {moves}"),
                Lang::En => format!("Petya wins with one move without using {moves}"),
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
    match lang {
        Lang::Ru => {
            let which = match q.report {
                Report::Min(1) | Report::Max(1) | Report::Value => "котором",
                _ => "которых",
            };
            let find = match fixed {
                Some((name, n)) => format!("При {name} = {n} найдите"),
                None => "Найдите".to_string(),
            };
            format!("{find} {}, при {which} {cond}.", report(q, lang))
        }
        Lang::En => {
            let find = match fixed {
                Some((name, n)) => format!("For {name} = {n}, find"),
                None => "Find".to_string(),
            };
            format!("{find} {} such that {cond}.", report(q, lang))
        }
    }
}

/// The Russian noun form for `n`: 1 вариант, 2 варианта, 5 вариантов (21
/// вариант, 11 вариантов).
pub fn plural_ru(n: u64, [one, few, many]: [&'static str; 3]) -> &'static str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => one,
        (2..=4, r) if !(12..=14).contains(&r) => few,
        _ => many,
    }
}

/// `n` and the word for variants of a book in `lang`: "1 variant",
/// "5 вариантов".
pub fn variants(n: u64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} variant{}", if n == 1 { "" } else { "s" }),
        Lang::Ru => format!("{n} {}", plural_ru(n, ["вариант", "варианта", "вариантов"])),
    }
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
    let heaps = match (lang, game.heaps) {
        (Lang::Ru, 1) => "Одна куча камней".to_string(),
        (Lang::Ru, 2) => "Две кучи камней".to_string(),
        (Lang::Ru, _) => "Три кучи камней".to_string(),
        (Lang::En, 1) => "One heap of stones".to_string(),
        (Lang::En, n) => format!("{n} heaps of stones"),
    };
    match lang {
        Lang::Ru => {
            out.push(format!(
                "{heaps}; в начале игры: ({}), {}{}.",
                t.start,
                range_math("S", game.s_range),
                game.k_range
                    .map(|k| format!(", {}", range_math("K", k)))
                    .unwrap_or_default()
            ));
            out.push("Игроки ходят по очереди, первый ход делает Петя.".into());
            out.push(format!("За один ход игрок может {}.", moves.join(" или ")));
            out.push(format!(
                "Игра завершается, как только после хода выполнено: {} (sum — общее число камней).",
                super::moves::math(&t.end)
            ));
            out.push(match &game.winner {
                Winner::Mover => "Победителем считается игрок, сделавший последний ход.".into(),
                Winner::Opponent => "Игрок, сделавший последний ход, проигрывает.".into(),
                Winner::MoverIf(_) => format!(
                    "Игрок, сделавший последний ход, побеждает, если {}; иначе побеждает его противник{}.",
                    super::moves::math(&t.winner),
                    if game.handed_win_counts { " (это считается его ходом)" } else { " (это не считается его ходом)" }
                ),
            });
        }
        Lang::En => {
            out.push(format!(
                "{heaps}; at the start: ({}), {}{}.",
                t.start,
                range_math("S", game.s_range),
                game.k_range
                    .map(|k| format!(", {}", range_math("K", k)))
                    .unwrap_or_default()
            ));
            out.push("The players move in turn; Petya moves first.".into());
            out.push(format!("A move may {}.", moves.join(" or ")));
            out.push(format!(
                "The game ends as soon as after a move: {} (sum: the stones in all heaps).",
                super::moves::math(&t.end)
            ));
            out.push(match &game.winner {
                Winner::Mover => "The player who made the last move wins.".into(),
                Winner::Opponent => "The player who made the last move loses.".into(),
                Winner::MoverIf(_) => format!(
                    "The player who made the last move wins if {}; otherwise his opponent wins{}.",
                    super::moves::math(&t.winner),
                    if game.handed_win_counts {
                        " (counted as his move)"
                    } else {
                        " (not counted as a move)"
                    }
                ),
            });
        }
    }
    if let Some(r) = &t.require {
        out.push(match lang {
            Lang::Ru => format!("Ход допустим, только если после него: {r}."),
            Lang::En => format!("A move is allowed only if after it: {r}."),
        });
    }
    match (game.no_repeat, lang) {
        (NoRepeat::None, _) => {}
        (NoRepeat::Opponent, Lang::Ru) => {
            out.push("Нельзя повторять ход, который только что сделал соперник.".into())
        }
        (NoRepeat::Opponent, Lang::En) => {
            out.push("A player may not repeat the move his opponent has just made.".into())
        }
        (NoRepeat::Own, Lang::Ru) => out.push("Нельзя повторять свой предыдущий ход.".into()),
        (NoRepeat::Own, Lang::En) => out.push("A player may not repeat his own last move.".into()),
    }
    if game.no_moves == NoMoves::Win {
        out.push(match lang {
            Lang::Ru => "Игрок, у которого нет хода, выигрывает.".into(),
            Lang::En => "A player with no move wins.".into(),
        });
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
