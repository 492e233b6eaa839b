//! Every kind of move of the rules language in the exam's words: one table
//! ([`PHRASES`]) of move kinds → phrases in Russian and English, used by the
//! rules in words (statements, the answers sheet), and a short form for the
//! strategy trees (text, sheet, picture): «×2», «÷2 с округлением вверх»,
//! never the rules' own syntax («/2 up»).

use super::wording::Lang;
use crate::game::{Move, Target};

/// What a move does, read from the move as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveKind {
    /// `+2`
    Add(i64),
    /// `*2`
    Mul(i64),
    /// `*3/2`: only when the result is whole.
    MulFrac(i64, i64),
    /// `-2`: only when there are enough stones.
    Sub(i64),
    /// `/2`, `/2 down`
    DivDown(i64),
    /// `/2 up`
    DivUp(i64),
    /// `/3 exact`: only when divisible.
    DivExact(i64),
    /// `+other`
    AddOther,
    /// `+1..x`, `+1..3`: from, to (a number or the heap's size).
    AddRange(String, String),
    /// `-1..3`
    SubRange(String, String),
    /// `*2..5`
    MulRange(String, String),
    /// `x = toward(x, 20, 3);`: the number, the step.
    Toward(String, String),
    /// `pass`
    Pass,
    /// `x = 2*x + 1;`, `x = x*k for k in 2..11 …`: the new value, as math.
    Formula(String),
    /// `(h1 - 1, h2 + 1)`: the new heaps, as math.
    Heaps(String),
}

/// The table: each kind's key, its Russian phrase, its English phrase.
/// Placeholders: `{n}` a number (in words when small), `{stones}` the word
/// «камень» agreeing with it, `{times}` «раза»/«раз», `{m}` a second number,
/// `{acc}`/`{gen}`/`{loc}` the heap(s) the move acts on («в кучу», «из кучи»,
/// «в куче»), `{a}`/`{b}` a range's ends, `{f}` a formula.
pub const PHRASES: &[(&str, &str, &str)] = &[
    (
        "add",
        "добавить {acc} {n} {stones}",
        "add {n} {stones} to {acc}",
    ),
    (
        "mul",
        "увеличить количество камней {loc} в {n} {times}",
        "multiply the number of stones in {acc} by {n}",
    ),
    (
        "mul_frac",
        "умножить количество камней {loc} на {n}/{m}, если получается целое число",
        "multiply the number of stones in {acc} by {n}/{m} when the result is whole",
    ),
    (
        "sub",
        "убрать {gen} {n} {stones}",
        "remove {n} {stones} from {acc}",
    ),
    (
        "div_down",
        "уменьшить количество камней {loc} в {n} {times} с округлением вниз",
        "divide the number of stones in {acc} by {n}, rounding down",
    ),
    (
        "div_up",
        "уменьшить количество камней {loc} в {n} {times} с округлением вверх",
        "divide the number of stones in {acc} by {n}, rounding up",
    ),
    (
        "div_exact",
        "уменьшить количество камней {loc} в {n} {times}, если оно делится на {n}",
        "divide the number of stones in {acc} by {n} when it is divisible by {n}",
    ),
    (
        "add_other",
        "добавить {acc} столько камней, сколько их в другой куче",
        "add to {acc} as many stones as the other heap has",
    ),
    (
        "add_range",
        "добавить {acc} от {a} до {b} камней",
        "add from {a} to {b} stones to {acc}",
    ),
    (
        "sub_range",
        "убрать {gen} от {a} до {b} камней",
        "remove from {a} to {b} stones from {acc}",
    ),
    (
        "mul_range",
        "увеличить количество камней {loc} в k раз, k от {a} до {b}",
        "multiply the number of stones in {acc} by k, k from {a} to {b}",
    ),
    (
        "toward",
        "изменить количество камней {loc} на {b} в сторону числа {a}",
        "move the number of stones in {acc} by {b} toward {a}",
    ),
    (
        "pass",
        "пропустить ход (кучи не меняются)",
        "pass (the heaps stay as they are)",
    ),
    (
        "formula",
        "заменить количество камней x {loc} на {f}",
        "replace the number of stones x in {acc} by {f}",
    ),
    ("heaps", "сделать кучи такими: {f}", "make the heaps {f}"),
];

impl MoveKind {
    /// The key of the kind's row in [`PHRASES`].
    pub fn key(&self) -> &'static str {
        match self {
            MoveKind::Add(_) => "add",
            MoveKind::Mul(_) => "mul",
            MoveKind::MulFrac(..) => "mul_frac",
            MoveKind::Sub(_) => "sub",
            MoveKind::DivDown(_) => "div_down",
            MoveKind::DivUp(_) => "div_up",
            MoveKind::DivExact(_) => "div_exact",
            MoveKind::AddOther => "add_other",
            MoveKind::AddRange(..) => "add_range",
            MoveKind::SubRange(..) => "sub_range",
            MoveKind::MulRange(..) => "mul_range",
            MoveKind::Toward(..) => "toward",
            MoveKind::Pass => "pass",
            MoveKind::Formula(_) => "formula",
            MoveKind::Heaps(_) => "heaps",
        }
    }
}

/// The move's text without its condition and limit: (the move, the
/// condition, the limit's words).
fn parts(text: &str) -> (&str, Option<&str>, Option<&str>) {
    let (text, limit) = match text.find(" limit ") {
        Some(i) => (&text[..i], Some(text[i + 7..].trim())),
        None => (text, None),
    };
    let cond_at = [" if ", " when "]
        .iter()
        .filter_map(|k| text.find(k).map(|i| (i, k.len())))
        .min();
    match cond_at {
        Some((i, len)) => (text[..i].trim(), Some(text[i + len..].trim()), limit),
        None => (text.trim(), None, limit),
    }
}

/// Rules' expressions as math: `2*x + 1` → `2·x + 1`, `x % 3 == 0` → `x mod 3 = 0`.
pub fn math(e: &str) -> String {
    let mut s = e
        .replace("<=", "≤")
        .replace(">=", "≥")
        .replace("!=", "≠")
        .replace("==", "=")
        .replace('*', "·")
        .replace('%', " mod ")
        .replace(" - ", " − ");
    while s.contains("  ") {
        s = s.replace("  ", " ");
    }
    s.trim().to_string()
}

/// Reads the kind of a move from the move as written.
pub fn kind(m: &Move) -> MoveKind {
    let (head, _, _) = parts(&m.text);
    let h: String = head.split_whitespace().collect::<Vec<_>>().join(" ");
    let num = |s: &str| s.trim().parse::<i64>().ok();
    if h.eq_ignore_ascii_case("pass") {
        return MoveKind::Pass;
    }
    if h.starts_with('(') {
        return MoveKind::Heaps(math(&h));
    }
    if let Some(rest) = h
        .strip_prefix("x =")
        .or_else(|| h.strip_prefix("x->"))
        .or_else(|| h.strip_prefix("x="))
    {
        let rest = rest.trim();
        if let Some(args) = rest
            .strip_prefix("toward(")
            .and_then(|r| r.strip_suffix(')'))
        {
            let a: Vec<&str> = args.split(',').map(str::trim).collect();
            if a.len() == 3 {
                return MoveKind::Toward(math(a[1]), math(a[2]));
            }
        }
        let f = match rest.split_once(" for k in ") {
            Some((v, range)) => {
                let (lo, hi) = range.split_once("..").unwrap_or((range, range));
                format!("{}, k от {} до {}", math(v), lo.trim(), hi.trim())
            }
            None => math(rest),
        };
        return MoveKind::Formula(f);
    }
    let (op, rest) = h.split_at(h.chars().next().map_or(0, char::len_utf8));
    let rest = rest.trim();
    if let Some((a, b)) = rest.split_once("..") {
        let (a, b) = (math(a), math(b));
        return match op {
            "+" => MoveKind::AddRange(a, b),
            "-" => MoveKind::SubRange(a, b),
            _ => MoveKind::MulRange(a, b),
        };
    }
    match op {
        "+" if rest == "other" => MoveKind::AddOther,
        "+" => num(rest).map_or(MoveKind::Formula(math(&format!("x {h}"))), MoveKind::Add),
        "-" => num(rest).map_or(MoveKind::Formula(math(&format!("x {h}"))), MoveKind::Sub),
        "*" => match rest.split_once('/') {
            Some((p, q)) => match (num(p), num(q)) {
                (Some(p), Some(q)) => MoveKind::MulFrac(p, q),
                _ => MoveKind::Formula(math(&format!("x {h}"))),
            },
            None => num(rest).map_or(MoveKind::Formula(math(&format!("x {h}"))), MoveKind::Mul),
        },
        "/" => {
            let mut w = rest.split_whitespace();
            let n = w.next().and_then(num);
            match (n, w.next()) {
                (Some(n), Some("up" | "ceil")) => MoveKind::DivUp(n),
                (Some(n), Some("exact" | "exactly")) => MoveKind::DivExact(n),
                (Some(n), _) => MoveKind::DivDown(n),
                (None, _) => MoveKind::Formula(math(&format!("x {h}"))),
            }
        }
        _ => MoveKind::Formula(math(&h)),
    }
}

fn number_ru(n: i64) -> String {
    match n {
        1 => "один",
        2 => "два",
        3 => "три",
        4 => "четыре",
        5 => "пять",
        6 => "шесть",
        7 => "семь",
        8 => "восемь",
        9 => "девять",
        10 => "десять",
        _ => return n.to_string(),
    }
    .to_string()
}

fn stones_ru(n: i64) -> &'static str {
    super::wording::plural_ru(n.unsigned_abs(), ["камень", "камня", "камней"])
}

/// The heap(s) a move acts on, in the three forms the phrases take.
fn heap_words(target: Target, heaps: usize, lang: Lang) -> [String; 3] {
    let ru = |acc: &str, gen: &str, loc: &str| [acc.to_string(), gen.to_string(), loc.to_string()];
    match (lang, heaps, target) {
        (Lang::Ru, 1, _) => ru("в кучу", "из кучи", "в куче"),
        (Lang::Ru, _, Target::Any) => ru("в одну из куч", "из одной из куч", "в одной из куч"),
        (Lang::Ru, _, Target::Heap(i)) => {
            let (a, g) = [
                ("первую", "первой"),
                ("вторую", "второй"),
                ("третью", "третьей"),
            ]
            .get(i)
            .copied()
            .unwrap_or(("", ""));
            [
                format!("в {a} кучу"),
                format!("из {g} кучи"),
                format!("в {g} куче"),
            ]
        }
        (Lang::Ru, _, Target::Larger) => ru("в большую кучу", "из большей кучи", "в большей куче"),
        (Lang::Ru, _, Target::Smaller) => ru("в меньшую кучу", "из меньшей кучи", "в меньшей куче"),
        (Lang::Ru, _, Target::All) => ru("в каждую кучу", "из каждой кучи", "в каждой куче"),
        (Lang::En, 1, _) => ru("the heap", "the heap", "the heap"),
        (Lang::En, _, Target::Any) => {
            ru("one of the heaps", "one of the heaps", "one of the heaps")
        }
        (Lang::En, _, Target::Heap(i)) => {
            let h = format!("heap {}", i + 1);
            [h.clone(), h.clone(), h]
        }
        (Lang::En, _, Target::Larger) => {
            ru("the larger heap", "the larger heap", "the larger heap")
        }
        (Lang::En, _, Target::Smaller) => {
            ru("the smaller heap", "the smaller heap", "the smaller heap")
        }
        (Lang::En, _, Target::All) => ru("every heap", "every heap", "every heap"),
    }
}

/// A condition in words: `even` → «если количество камней чётно».
fn condition_words(cond: &str, lang: Lang) -> String {
    let c = cond.trim();
    match (lang, c) {
        (Lang::Ru, "even" | "even(x)") => "если количество камней чётно".into(),
        (Lang::Ru, "odd" | "odd(x)") => "если количество камней нечётно".into(),
        (Lang::En, "even" | "even(x)") => "when the number of stones is even".into(),
        (Lang::En, "odd" | "odd(x)") => "when the number of stones is odd".into(),
        (Lang::Ru, _) => {
            if let Some(a) = c.strip_prefix("odd(").and_then(|r| r.strip_suffix(')')) {
                format!("если {} нечётно", math(a))
            } else if let Some(a) = c.strip_prefix("even(").and_then(|r| r.strip_suffix(')')) {
                format!("если {} чётно", math(a))
            } else {
                format!("если {} (x — количество камней в куче)", math(c))
            }
        }
        (Lang::En, _) => {
            if let Some(a) = c.strip_prefix("odd(").and_then(|r| r.strip_suffix(')')) {
                format!("when {} is odd", math(a))
            } else if let Some(a) = c.strip_prefix("even(").and_then(|r| r.strip_suffix(')')) {
                format!("when {} is even", math(a))
            } else {
                format!("when {} (x is the number of stones in the heap)", math(c))
            }
        }
    }
}

/// A limit in words: `2` → «не более 2 раз за игру», `1 each` → «каждый
/// игрок — не более 1 раза за игру».
fn limit_words(limit: &str, lang: Lang) -> String {
    let mut w = limit.split_whitespace();
    let n: i64 = w.next().and_then(|v| v.parse().ok()).unwrap_or(1);
    let each = w.next().is_some();
    let times_ru = if n % 10 == 1 && n % 100 != 11 {
        "раза"
    } else {
        "раз"
    };
    match (lang, each) {
        (Lang::Ru, false) => format!("не более {n} {times_ru} за игру"),
        (Lang::Ru, true) => format!("каждый игрок — не более {n} {times_ru} за игру"),
        (Lang::En, false) => format!("at most {n} time{} a game", if n == 1 { "" } else { "s" }),
        (Lang::En, true) => format!(
            "at most {n} time{} a game for every player",
            if n == 1 { "" } else { "s" }
        ),
    }
}

/// The phrase of [`PHRASES`] for `key` in `lang`.
fn template(key: &str, lang: Lang) -> &'static str {
    PHRASES
        .iter()
        .find(|(k, _, _)| *k == key)
        .map_or("", |&(_, ru, en)| match lang {
            Lang::Ru => ru,
            Lang::En => en,
        })
}

/// One move in the exam's words: «увеличить количество камней в куче в два
/// раза», «уменьшить количество камней в куче в два раза с округлением
/// вверх», «убрать из кучи от 1 до 3 камней», with its condition and limit.
pub fn phrase(m: &Move, heaps: usize, lang: Lang) -> String {
    phrase_filled(m, heaps, lang, None)
}

/// [`phrase`] with the move's number and the word agreeing with it
/// («камня», «раза») given as text: the live workbook gives pieces of a
/// formula of the move's parameter cell.
pub fn phrase_numbered(m: &Move, heaps: usize, lang: Lang, n: &str, word: &str) -> String {
    phrase_filled(m, heaps, lang, Some((n, word)))
}

fn phrase_filled(m: &Move, heaps: usize, lang: Lang, given: Option<(&str, &str)>) -> String {
    let k = kind(m);
    let [acc, gen, loc] = heap_words(m.target, heaps, lang);
    let (n, second, a, b, f) = match &k {
        MoveKind::Add(n)
        | MoveKind::Mul(n)
        | MoveKind::Sub(n)
        | MoveKind::DivDown(n)
        | MoveKind::DivUp(n)
        | MoveKind::DivExact(n) => (*n, 0, String::new(), String::new(), String::new()),
        MoveKind::MulFrac(p, q) => (*p, *q, String::new(), String::new(), String::new()),
        MoveKind::AddRange(x, y)
        | MoveKind::SubRange(x, y)
        | MoveKind::MulRange(x, y)
        | MoveKind::Toward(x, y) => (0, 0, x.clone(), y.clone(), String::new()),
        MoveKind::Formula(e) | MoveKind::Heaps(e) => {
            (0, 0, String::new(), String::new(), e.clone())
        }
        MoveKind::AddOther | MoveKind::Pass => (0, 0, String::new(), String::new(), String::new()),
    };
    let range_end = |v: &str| match (lang, v) {
        (Lang::Ru, "x") => "количества камней в ней".to_string(),
        (Lang::En, "x") => "the heap's size".to_string(),
        _ => v.to_string(),
    };
    let (words_n, stones, times) = match lang {
        Lang::Ru => (
            number_ru(n),
            stones_ru(n).to_string(),
            if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
                "раза"
            } else {
                "раз"
            }
            .to_string(),
        ),
        Lang::En => (
            n.to_string(),
            if n == 1 { "stone" } else { "stones" }.to_string(),
            String::new(),
        ),
    };
    let (words_n, stones, times) = match given {
        Some((n, word)) => (n.to_string(), word.to_string(), word.to_string()),
        None => (words_n, stones, times),
    };
    let mut out = template(k.key(), lang)
        .replace("{acc}", &acc)
        .replace("{gen}", &gen)
        .replace("{loc}", &loc)
        .replace("{stones}", &stones)
        .replace("{times}", &times)
        .replace("{m}", &second.to_string())
        .replace("{a}", &range_end(&a))
        .replace("{b}", &range_end(&b))
        .replace("{f}", &f);
    // A count of stones in words, a divisor in a condition as digits.
    out = match k {
        // A fraction in digits: «на 3/2».
        MoveKind::MulFrac(..) => out.replace("{n}", &n.to_string()),
        MoveKind::DivExact(_) => out
            .replacen("{n}", &words_n, 1)
            .replace("{n}", &n.to_string()),
        _ => out.replace("{n}", &words_n),
    };
    let (_, cond, limit) = parts(&m.text);
    if let Some(c) = cond {
        out = format!("{out}, {}", condition_words(c, lang));
    }
    if let Some(l) = limit {
        out = format!("{out} ({})", limit_words(l, lang));
    }
    out.trim().to_string()
}

/// A move as a strategy tree shows it, short: «+1», «×2», «−1» as the exam
/// writes them; the other kinds in a few words («÷2 с округлением вверх»).
pub fn short(m: &Move, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match kind(m) {
        MoveKind::Add(n) => format!("+{n}"),
        MoveKind::Mul(n) => format!("×{n}"),
        MoveKind::MulFrac(p, q) => format!("×{p}/{q}"),
        MoveKind::Sub(n) => format!("−{n}"),
        MoveKind::DivDown(n) if ru => format!("÷{n} с округлением вниз"),
        MoveKind::DivDown(n) => format!("÷{n} rounding down"),
        MoveKind::DivUp(n) if ru => format!("÷{n} с округлением вверх"),
        MoveKind::DivUp(n) => format!("÷{n} rounding up"),
        MoveKind::DivExact(n) => format!("÷{n}"),
        MoveKind::AddOther if ru => "+ столько, сколько в другой куче".into(),
        MoveKind::AddOther => "+ as many as the other heap".into(),
        MoveKind::AddRange(a, b) if ru => format!("+ от {a} до {b}"),
        MoveKind::AddRange(a, b) => format!("+ {a} to {b}"),
        MoveKind::SubRange(a, b) if ru => format!("− от {a} до {b}"),
        MoveKind::SubRange(a, b) => format!("− {a} to {b}"),
        MoveKind::MulRange(a, b) if ru => format!("× k, k от {a} до {b}"),
        MoveKind::MulRange(a, b) => format!("× k, k {a} to {b}"),
        MoveKind::Toward(a, b) if ru => format!("на {b} к {a}"),
        MoveKind::Toward(a, b) => format!("{b} toward {a}"),
        MoveKind::Pass if ru => "пропуск хода".into(),
        MoveKind::Pass => "pass".into(),
        MoveKind::Formula(f) => format!("x → {f}"),
        MoveKind::Heaps(f) => format!("→ {f}"),
    }
}

/// Pieces of the rules' own syntax that a phrase must never show.
pub const RAW_SYNTAX: &[&str] = &[
    "/2 up",
    "/2 down",
    "/3 exact",
    "limit",
    " each",
    "*",
    "..",
    " if ",
    "x =",
    "->",
    "==",
    "!=",
    "%",
    "<=",
    ">=",
    "toward(",
    "pass limit",
    "+other",
    "ceil",
    "h1:",
    "all:",
    "larger:",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::GameSpec;

    /// Every move kind of the rules language (README, "Moves"), one game each.
    const MOVES: &[(&str, &str, usize)] = &[
        ("+2", "add", 1),
        ("*3", "mul", 1),
        ("*3/2", "mul_frac", 1),
        ("-2", "sub", 1),
        ("/2", "div_down", 1),
        ("/2 down", "div_down", 1),
        ("/2 up", "div_up", 1),
        ("/3 exact", "div_exact", 1),
        ("+other", "add_other", 2),
        ("+1..x", "add_range", 1),
        ("-1..3", "sub_range", 1),
        ("*2..5", "mul_range", 1),
        ("x = x*k for k in 2..11 if x*k - x <= 10;", "formula", 1),
        ("x = toward(x, 20, 3);", "toward", 1),
        ("pass limit 1", "pass", 1),
        ("*2 limit 2", "mul", 1),
        ("*2 limit 1 each", "mul", 1),
        ("h1: +1 *2; h2: +1", "add", 2),
        ("larger: -1", "sub", 2),
        ("smaller: *2", "mul", 2),
        ("*2 if even;", "mul", 1),
        ("+1 if odd;", "add", 1),
        ("/3 if x % 3 == 0;", "div_down", 1),
        ("+3 if odd(x + 3);", "add", 1),
        ("all: -1", "sub", 2),
        ("(h1 - 1, h2 + 1)", "heaps", 2),
        ("x = 2*x + 1;", "formula", 1),
        ("x = x + h2;", "formula", 2),
    ];

    fn game(moves: &str, heaps: usize) -> crate::game::Game {
        let spec = GameSpec {
            start: Some(if heaps == 1 { "S" } else { "3, S" }.into()),
            s: Some("1..20".into()),
            moves: Some(moves.into()),
            end: Some("sum >= 40".into()),
            ..GameSpec::default()
        };
        spec.build(&|f| f.to_string())
            .unwrap_or_else(|e| panic!("{moves}: {e}"))
    }

    #[test]
    fn every_move_kind_has_its_phrase_in_both_languages_and_no_rule_syntax() {
        for &(text, key, heaps) in MOVES {
            let g = game(text, heaps);
            let m = &g.moves[0];
            assert_eq!(kind(m).key(), key, "{text}");
            for lang in [Lang::Ru, Lang::En] {
                for words in [phrase(m, heaps, lang), short(m, lang)] {
                    assert!(!words.is_empty(), "{text}");
                    assert!(!words.contains('{'), "{text}: {words}");
                    for raw in RAW_SYNTAX {
                        // The short forms keep the exam's own signs only.
                        assert!(
                            !words.contains(raw),
                            "{text} ({lang:?}): «{words}» shows «{raw}»"
                        );
                    }
                }
            }
        }
        // Every row of the table is some kind's.
        for (key, ru, en) in PHRASES {
            assert!(!ru.is_empty() && !en.is_empty(), "{key}");
            assert!(
                MOVES.iter().any(|(_, k, _)| k == key),
                "{key} is not tested"
            );
        }
    }

    #[test]
    fn phrases_read_as_the_exam_writes_them() {
        let one = |t: &str| phrase(&game(t, 1).moves[0], 1, Lang::Ru);
        assert_eq!(one("+1"), "добавить в кучу один камень");
        assert_eq!(one("*2"), "увеличить количество камней в куче в два раза");
        assert_eq!(one("*5"), "увеличить количество камней в куче в пять раз");
        assert_eq!(
            one("/2 up"),
            "уменьшить количество камней в куче в два раза с округлением вверх"
        );
        assert_eq!(one("-1..3"), "убрать из кучи от 1 до 3 камней");
        assert_eq!(one("-3"), "убрать из кучи три камня");
        assert_eq!(
            short(&game("/2 up", 1).moves[0], Lang::Ru),
            "÷2 с округлением вверх"
        );
    }
}
