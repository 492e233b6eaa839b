//! Composed texts: a task put together from the wordings real texts use for
//! each of its sentences (players, heaps, moves, end, winner, start, the
//! three questions, their numbering), with random numbers. The truth is the
//! game and questions it was composed from, solved by hand's route; the
//! reading must give it — complete whenever the truth is well defined, and
//! never complete with another answer. A regression guard over the wordings
//! the reader already knows, with numbers no real text happened to use.

use crate::read::*;
use proptest::prelude::*;

/// The player who moves first and the other, each nominative and genitive.
const NAMES: [[&str; 4]; 4] = [
    ["Петя", "Пети", "Ваня", "Вани"],
    ["Паша", "Паши", "Вова", "Вовы"],
    ["Кирилл", "Кирилла", "Лёня", "Лёни"],
    ["Коля", "Коли", "Миша", "Миши"],
];

/// One-heap move sets (amounts added, then factors) and two-heap ones.
const ONE_HEAP: [(&[i64], i64); 6] = [
    (&[1], 2),
    (&[1, 2], 2),
    (&[1, 4], 5),
    (&[2], 3),
    (&[3, 6], 3),
    (&[1, 3], 2),
];
const TWO_HEAPS: [(&[i64], i64); 3] = [(&[1], 2), (&[1], 3), (&[2], 2)];

const WORDS: [&str; 7] = ["", "один", "два", "три", "четыре", "пять", "шесть"];

/// What the composer chooses: every sentence's wording and the numbers.
#[derive(Debug, Clone)]
struct Choice {
    names: usize,
    two_heaps: bool,
    moves: usize,
    move_style: usize,
    in_words: bool,
    first: i64,
    end_at: i64,
    end_style: usize,
    winner_style: usize,
    overshoot: Option<i64>,
    range_style: usize,
    q19: usize,
    q20: usize,
    q21: usize,
    greatest: (bool, bool),
    numbering: usize,
}

fn choice() -> impl Strategy<Value = Choice> {
    (
        (
            0..NAMES.len(),
            any::<bool>(),
            0usize..6,
            0usize..3,
            any::<bool>(),
        ),
        (3i64..15, 30i64..130, 0usize..4, 0usize..4),
        (proptest::option::weighted(0.2, 5i64..40), 0usize..4),
        (
            0usize..5,
            0usize..5,
            0usize..3,
            any::<(bool, bool)>(),
            0usize..5,
        ),
    )
        .prop_map(|(a, b, c, d)| Choice {
            names: a.0,
            two_heaps: a.1,
            moves: a.2,
            move_style: a.3,
            in_words: a.4,
            first: b.0,
            end_at: b.1 + if a.1 { b.0 } else { 0 },
            end_style: b.2,
            winner_style: b.3,
            overshoot: c.0,
            range_style: c.1,
            q19: d.0,
            q20: d.1,
            q21: d.2,
            greatest: d.3,
            numbering: d.4,
        })
}

/// «камень», «камня», «камней» after `n`.
fn stones(n: i64) -> &'static str {
    match (n % 10, n % 100) {
        (1, r) if r != 11 => "камень",
        (2..=4, r) if !(12..=14).contains(&r) => "камня",
        _ => "камней",
    }
}

fn times(f: i64) -> &'static str {
    match f {
        2 => "в два раза",
        3 => "в три раза",
        _ => "в пять раз",
    }
}

/// The text and the hand template it was composed from.
fn compose(c: &Choice) -> (String, String) {
    let [p, p_of, v, v_of] = NAMES[c.names];
    let (adds, factor) = if c.two_heaps {
        TWO_HEAPS[c.moves % TWO_HEAPS.len()]
    } else {
        ONE_HEAP[c.moves]
    };
    let n = c.end_at;
    let into = if c.two_heaps {
        "в одну из куч (по своему выбору)"
    } else {
        "в кучу"
    };
    let mut phrases: Vec<String> = adds
        .iter()
        .map(|&k| {
            let k_said = if c.in_words {
                WORDS[k as usize].to_string()
            } else {
                k.to_string()
            };
            format!("добавить {into} {k_said} {}", stones(k))
        })
        .collect();
    phrases.push(format!(
        "увеличить количество камней в куче {}",
        times(factor)
    ));
    let last = phrases.len() - 1;
    let moves = match c.move_style {
        0 => format!(
            "За один ход игрок может {} или {}.",
            phrases[..last].join(", "),
            phrases[last]
        ),
        1 => format!(
            "За один ход игрок может:\n– {};\n– {}.",
            phrases[..last].join(";\n– "),
            phrases[last]
        ),
        _ => {
            let listed: Vec<String> = phrases
                .iter()
                .zip(["а", "б", "в"])
                .map(|(m, l)| format!("{l}) {m}"))
                .collect();
            format!("За один ход игрок может {}.", listed.join("; "))
        }
    };
    let (what, where_) = if c.two_heaps {
        ("суммарное количество камней в кучах", "в кучах")
    } else {
        ("количество камней в куче", "в куче")
    };
    let end = match c.end_style {
        0 => format!("Игра завершается в тот момент, когда {what} становится не менее {n}."),
        1 => format!("Игра завершается, когда {what} превышает {}.", n - 1),
        2 => format!(
            "Игра завершается, когда {what} становится больше {}.",
            n - 1
        ),
        _ => format!("Игра завершается, когда {what} становится равным {n} или больше."),
    };
    let (winner_said, winner) = match c.overshoot {
        Some(extra) => (
            format!(
                "Если при этом {where_} оказалось не более {} камней, то победителем \
                 считается игрок, сделавший последний ход. В противном случае победителем \
                 становится его противник.",
                n + extra
            ),
            format!("sum <= {}", n + extra),
        ),
        None => (
            match c.winner_style {
                0 => "Победителем считается игрок, сделавший последний ход.".to_string(),
                1 => format!(
                    "Победителем считается игрок, сделавший последний ход, т. е. первым \
                     получивший {} {n} или больше камней.",
                    if c.two_heaps {
                        "позицию, при которой в кучах будет"
                    } else {
                        "кучу, в которой будет"
                    }
                ),
                2 => "Выигрывает тот, кто сделал последний ход.".to_string(),
                _ => format!(
                    "Выигрывает игрок, после хода которого {where_} оказалось не менее {n} камней."
                ),
            },
            "mover".to_string(),
        ),
    };
    let s_max = if c.two_heaps { n - c.first - 1 } else { n - 1 };
    let range = match c.range_style {
        0 => format!("1 ≤ S ≤ {s_max}"),
        1 => format!("где 1 ≤ S ≤ {s_max}"),
        2 => format!("1 <= S <= {s_max}"),
        _ => format!("(1 ≤ S ≤ {s_max})"),
    };
    let start = if c.two_heaps {
        format!(
            "В начальный момент в первой куче было {} {}, во второй куче — S камней; {range}.",
            c.first,
            stones(c.first)
        )
    } else {
        format!("В начальный момент в куче было S камней, {range}.")
    };
    let text_start = start.replace(", (", " (").replace("; (", " (");
    let (least, q19_query, q19) = {
        let (word, query) = if c.greatest.0 {
            ("максимальное", "max")
        } else {
            ("минимальное", "min")
        };
        let (q, cond) = match c.q19 {
            0 => (
                format!(
                    "Известно, что {v} выиграл своим первым ходом после неудачного первого \
                     хода {p_of}. Укажите {word} значение S, когда такая ситуация возможна."
                ),
                "some(code == 1)",
            ),
            1 => (
                format!(
                    "Укажите {word} значение S, при котором {p} не может выиграть за один ход, \
                     но при любом ходе {p_of} {v} может выиграть своим первым ходом."
                ),
                "code == -1",
            ),
            2 => (
                format!("Укажите {word} значение S, при котором {p} может выиграть за один ход."),
                "code == 1",
            ),
            3 => (
                format!(
                    "Найдите {word} значение S, при котором {v} выигрывает первым ходом при \
                     любой игре {p_of}."
                ),
                "code == -1",
            ),
            _ => (
                format!(
                    "Найдите {word} значение S, при котором {v} может выиграть своим первым \
                     ходом после неудачного первого хода {p_of}."
                ),
                "some(code == 1)",
            ),
        };
        (word, format!("{query} where {cond}"), q)
    };
    let _ = least;
    let (q20_lead, q20_report) = match c.q20 {
        0 => ("Найдите два наименьших значения S, при которых", "min 2"),
        1 => ("Найдите два наибольших значения S, при которых", "max 2"),
        2 => ("Найдите количество значений S, при которых", "count"),
        3 => ("Найдите все значения S, при которых", "all"),
        _ => ("Найдите сумму всех значений S, при которых", "sum"),
    };
    let q20 = format!(
        "{q20_lead} у {p_of} есть выигрышная стратегия, причём одновременно выполняются два \
         условия:\n− {p} не может выиграть за один ход;\n− {p} может выиграть своим вторым \
         ходом независимо от того, как будет ходить {v}.{}",
        if matches!(q20_report, "min 2" | "max 2" | "all") {
            " Найденные значения запишите в ответе в порядке возрастания."
        } else {
            ""
        }
    );
    let (word21, report21) = if c.greatest.1 {
        ("максимальное", "max")
    } else {
        ("минимальное", "min")
    };
    let q21 = match c.q21 {
        0 => format!(
            "Найдите {word21} значение S, при котором одновременно выполняются два условия:\n– у \
             {v_of} есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом \
             при любой игре {p_of};\n– у {v_of} нет стратегии, которая позволит ему \
             гарантированно выиграть первым ходом."
        ),
        1 => format!(
            "Укажите {word21} значение S, при котором у {v_of} есть выигрышная стратегия, \
             позволяющая ему выиграть первым или вторым ходом при любой игре {p_of}, но у \
             {v_of} нет стратегии, которая позволит ему гарантированно выиграть первым ходом."
        ),
        _ => format!(
            "Укажите {word21} значение S, при котором {v} может выиграть первым или вторым \
             ходом при любой игре {p_of}, но не может гарантированно выиграть первым ходом."
        ),
    };
    let mut ids = Vec::new();
    let mut questions = String::new();
    for (i, q) in [q19, q20, q21].iter().enumerate() {
        let (number, id) = (19 + i, 1 + i);
        let head = match c.numbering {
            0 => format!("Задание {number}."),
            1 => format!("Задание {number}\n"),
            2 => format!("{number}."),
            3 => format!("{number})"),
            _ => format!("Вопрос {id}."),
        };
        ids.push(if c.numbering == 4 { id } else { number });
        questions.push_str(&format!("\n{head} {q}"));
    }
    let add_moves: Vec<String> = adds.iter().map(|k| format!("+{k}")).collect();
    let heaps = if c.two_heaps {
        format!("{}, S", c.first)
    } else {
        "S".to_string()
    };
    let text = format!(
        "Два игрока, {p} и {v}, играют в следующую игру. Перед игроками {}. Игроки ходят по \
         очереди, первый ход делает {p}. {moves} {end} {winner_said} {text_start}{questions}",
        if c.two_heaps {
            "лежат две кучи камней"
        } else {
            "лежит куча камней"
        }
    );
    let template = format!(
        "start = \"{heaps}\"\ns = \"1..{s_max}\"\nmoves = \"{} *{factor}\"\nend = \"sum >= {n}\"\n\
         winner = \"{winner}\"\n[questions]\n\"{}\" = \"{q19_query}\"\n\"{}\" = \"{q20_report} \
         where code == 2\"\n\"{}\" = \"{report21} where code == -2\"\n",
        add_moves.join(" "),
        ids[0],
        ids[1],
        ids[2]
    );
    (text, template)
}

/// The hand template's answers, and whether each is well defined (a value
/// for every report, as many as asked for).
fn truth(template: &str) -> (Vec<String>, bool) {
    let (spec, _) = crate::task::parse_template("hand", template).expect("a template");
    let task = spec.build(&|k| k.to_string()).expect("a game");
    let solved = crate::solved::solve_task_with(task, &SolveOptions::default(), OPEN_SPAN, &[])
        .expect("solved");
    let defined = solved.answers.iter().all(|a| {
        let asked = if a.query.starts_with("min 2") || a.query.starts_with("max 2") {
            2
        } else {
            1
        };
        a.warnings.is_empty() && a.values.len() >= asked
    });
    let answers = solved.answers.into_iter().map(|a| a.answer).collect();
    (answers, defined)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Read whole, with the composed game's answers, whenever they are
    /// well defined; never complete with other answers.
    #[test]
    fn a_composed_task_reads_as_it_was_composed(c in choice()) {
        let (text, template) = compose(&c);
        let (want, defined) = truth(&template);
        let r = read_text(&text).remove(0);
        let out = r.solve();
        if defined {
            prop_assert!(out.complete, "{text}\n{}\n{:?}", r.template(), out.problems_in(Lang::En));
        }
        if out.complete {
            let got: Vec<String> = out.answers.into_iter().map(|a| a.answer).collect();
            prop_assert_eq!(got, want, "{}\n{}", text, r.template());
        }
    }
}

/// The composer's own check: the 2021 demo's game composed in the first
/// wordings is well defined and read whole with the demo's answers.
#[test]
fn the_demo_game_composed_reads_with_the_demo_answers() {
    let c = Choice {
        names: 0,
        two_heaps: true,
        moves: 0,
        move_style: 0,
        in_words: true,
        first: 7,
        end_at: 77,
        end_style: 0,
        winner_style: 0,
        overshoot: None,
        range_style: 0,
        q19: 0,
        q20: 0,
        q21: 0,
        greatest: (false, false),
        numbering: 0,
    };
    let (text, template) = compose(&c);
    let (want, defined) = truth(&template);
    assert!(defined, "{template}");
    assert_eq!(want, ["18", "31 34", "30"]);
    let (_, got) = tests::complete_answers(&text);
    assert_eq!(got, want, "{text}");
}
