//! Every kind of move of the rules language in the exam's words: a message
//! per move kind (`move-add`, … in `locales/*/wording.ftl`), used by the
//! rules in words (statements, the answers sheet), and a short form for the
//! strategy trees (text, sheet, picture): «×2», «÷2 с округлением вверх»,
//! never the rules' own syntax («/2 up»).

use super::wording::Lang;
use crate::game::{Move, Owner, Target};
use crate::i18n::{self, Arg};
use crate::tr;

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
    /// `x = 2*x + 1;`: the new value, as math.
    Formula(String),
    /// `x = x*k for k in 2..11 …`: the new value, as math, and k's range.
    FormulaEach(String, String, String),
    /// `(h1 - 1, h2 + 1)`: the new heaps, as math.
    Heaps(String),
}

impl MoveKind {
    /// The kind's name: `add`, `mul-frac`, ….
    pub fn key(&self) -> &'static str {
        self.message().trim_start_matches("move-")
    }

    /// The id of the kind's phrase in the catalogs (`move-add`, …).
    pub fn message(&self) -> &'static str {
        match self {
            MoveKind::Add(_) => "move-add",
            MoveKind::Mul(_) => "move-mul",
            MoveKind::MulFrac(..) => "move-mul-frac",
            MoveKind::Sub(_) => "move-sub",
            MoveKind::DivDown(_) => "move-div-down",
            MoveKind::DivUp(_) => "move-div-up",
            MoveKind::DivExact(_) => "move-div-exact",
            MoveKind::AddOther => "move-add-other",
            MoveKind::AddRange(..) => "move-add-range",
            MoveKind::SubRange(..) => "move-sub-range",
            MoveKind::MulRange(..) => "move-mul-range",
            MoveKind::Toward(..) => "move-toward",
            MoveKind::Pass => "move-pass",
            MoveKind::Formula(_) => "move-formula",
            MoveKind::FormulaEach(..) => "move-formula-each",
            MoveKind::Heaps(_) => "move-heaps",
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

/// A condition as a sentence in `lang` says it: [`math`], with
/// `not (x % 3 == 0)` as `x mod 3 ≠ 0` and the words `and`, `or`, `not`
/// in `lang` («и», «или», «не»).
pub fn math_in(e: &str, lang: Lang) -> String {
    let s = math(&negated(e.trim()).unwrap_or_else(|| e.to_string()));
    let in_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    crate::whole_words::replaced(&s, in_word, |word| {
        let id = match word {
            "and" => "math-and",
            "or" => "math-or",
            "not" => "math-not",
            _ => return None,
        };
        Some(i18n::fixed(lang, id).to_string())
    })
}

/// `not (a == b)` as `a != b` (and each comparison so): `None` when `e` is
/// not a `not` of one bracketed comparison.
fn negated(e: &str) -> Option<String> {
    let inner = e.strip_prefix("not")?.trim_start();
    let inner = inner.strip_prefix('(')?.strip_suffix(')')?;
    // The brackets must enclose all of it: `not (a) or (b)` is not one.
    let mut depth = 0i32;
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return None;
        }
    }
    let words = |w: &str| {
        inner
            .split(|c: char| !c.is_ascii_alphabetic())
            .any(|t| t == w)
    };
    if words("and") || words("or") || words("not") {
        return None;
    }
    let ops = [
        ("==", "!="),
        ("!=", "=="),
        ("<=", ">"),
        (">=", "<"),
        ("<", ">="),
        (">", "<="),
    ];
    let mut found = None;
    let mut i = 0;
    while i < inner.len() {
        match ops.iter().find(|(op, _)| inner[i..].starts_with(op)) {
            Some(_) if found.is_some() => return None,
            Some((op, flip)) => {
                found = Some((i, op.len(), *flip));
                i += op.len();
            }
            None => i += inner[i..].chars().next().map_or(1, char::len_utf8),
        }
    }
    let (i, len, flip) = found?;
    Some(format!(
        "{} {flip} {}",
        inner[..i].trim(),
        inner[i + len..].trim()
    ))
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
        return match rest.split_once(" for k in ") {
            Some((v, range)) => {
                let (lo, hi) = range.split_once("..").unwrap_or((range, range));
                MoveKind::FormulaEach(math(v), math(lo), math(hi))
            }
            None => MoveKind::Formula(math(rest)),
        };
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

/// The heap(s) a move acts on, as the catalogs' `heap-to`/`heap-from`/
/// `heap-in` select them: `single` when the game has one heap.
fn target_key(target: Target, heaps: usize) -> &'static str {
    match (heaps, target) {
        (1, _) => "single",
        (_, Target::Any) => "any",
        (_, Target::Heap(0)) => "h1",
        (_, Target::Heap(1)) => "h2",
        (_, Target::Heap(_)) => "h3",
        (_, Target::Larger) => "larger",
        (_, Target::Smaller) => "smaller",
        (_, Target::All) => "all",
    }
}

/// A condition in words: `even` → «если количество камней чётно».
fn condition_words(cond: &str, lang: Lang) -> String {
    let c = cond.trim();
    if matches!(c, "even" | "even(x)") {
        tr!(lang, "move-if-even")
    } else if matches!(c, "odd" | "odd(x)") {
        tr!(lang, "move-if-odd")
    } else if let Some(a) = c.strip_prefix("odd(").and_then(|r| r.strip_suffix(')')) {
        tr!(lang, "move-if-odd-of", a = math_in(a, lang))
    } else if let Some(a) = c.strip_prefix("even(").and_then(|r| r.strip_suffix(')')) {
        tr!(lang, "move-if-even-of", a = math_in(a, lang))
    } else {
        tr!(lang, "move-if", c = math_in(c, lang))
    }
}

/// A limit in words: `2` → «не более 2 раз за игру», `1 each` → «каждый
/// игрок — не более 1 раза за игру».
fn limit_words(limit: &str, lang: Lang) -> String {
    let mut w = limit.split_whitespace();
    let n: i64 = w.next().and_then(|v| v.parse().ok()).unwrap_or(1);
    let each = if w.next().is_some() { "yes" } else { "no" };
    tr!(lang, "move-limit", n = n, each = each)
}

/// The one player a move belongs to: «только Петя», «только Ваня».
pub fn owner_words(owner: Owner, lang: Lang) -> String {
    let first = if owner == Owner::First { "yes" } else { "no" };
    tr!(lang, "move-owner", first = first)
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
    let (n, second, a, b, f) = match &k {
        MoveKind::Add(n)
        | MoveKind::Mul(n)
        | MoveKind::Sub(n)
        | MoveKind::DivDown(n)
        | MoveKind::DivUp(n)
        | MoveKind::DivExact(n) => (*n, 0, "", "", ""),
        MoveKind::MulFrac(p, q) => (*p, *q, "", "", ""),
        MoveKind::AddRange(x, y)
        | MoveKind::SubRange(x, y)
        | MoveKind::MulRange(x, y)
        | MoveKind::Toward(x, y) => (0, 0, x.as_str(), y.as_str(), ""),
        MoveKind::Formula(e) | MoveKind::Heaps(e) => (0, 0, "", "", e.as_str()),
        MoveKind::FormulaEach(e, x, y) => (0, 0, x.as_str(), y.as_str(), e.as_str()),
        MoveKind::AddOther | MoveKind::Pass => (0, 0, "", "", ""),
    };
    let range_end = |v: &str| match v {
        "x" => tr!(lang, "move-range-heap-size"),
        _ => v.to_string(),
    };
    // A count of stones in words, a fraction and a divisor in a condition
    // as digits («на 3/2», «если оно делится на 3»).
    let (words_n, stones, times) = match given {
        Some((n, word)) => (n.to_string(), word.to_string(), word.to_string()),
        None => (
            tr!(lang, "number-words", n = n),
            tr!(lang, "stone-word", count = n),
            tr!(lang, "times-word", count = n),
        ),
    };
    let n_shown = match k {
        MoveKind::MulFrac(..) => n.to_string(),
        _ => words_n,
    };
    let args = [
        ("target", Arg::from(target_key(m.target, heaps))),
        ("n", Arg::Text(n_shown)),
        ("d", Arg::Num(n.into())),
        ("m", Arg::Num(second.into())),
        ("stones", Arg::Text(stones)),
        ("times", Arg::Text(times)),
        ("a", Arg::Text(range_end(a))),
        ("b", Arg::Text(range_end(b))),
        ("f", Arg::from(f)),
    ];
    let mut out = i18n::text(lang, k.message(), &args);
    let (_, cond, limit) = parts(&m.text);
    if let Some(c) = cond {
        out = format!("{out}, {}", condition_words(c, lang));
    }
    if let Some(l) = limit {
        out = format!("{out} ({})", limit_words(l, lang));
    }
    if let Some(owner) = m.owner {
        out = format!("{out} ({})", owner_words(owner, lang));
    }
    out.trim().to_string()
}

/// A move as a strategy tree shows it, short: «+1», «×2», «−1» as the exam
/// writes them; the other kinds in a few words («÷2 с округлением вверх»).
pub fn short(m: &Move, lang: Lang) -> String {
    match kind(m) {
        MoveKind::Add(n) => format!("+{n}"),
        MoveKind::Mul(n) => format!("×{n}"),
        MoveKind::MulFrac(p, q) => format!("×{p}/{q}"),
        MoveKind::Sub(n) => format!("−{n}"),
        MoveKind::DivDown(n) => tr!(lang, "move-short-div-down", n = n),
        MoveKind::DivUp(n) => tr!(lang, "move-short-div-up", n = n),
        MoveKind::DivExact(n) => format!("÷{n}"),
        MoveKind::AddOther => i18n::fixed(lang, "move-short-add-other").to_string(),
        MoveKind::AddRange(a, b) => tr!(lang, "move-short-add-range", a = a, b = b),
        MoveKind::SubRange(a, b) => tr!(lang, "move-short-sub-range", a = a, b = b),
        MoveKind::MulRange(a, b) => tr!(lang, "move-short-mul-range", a = a, b = b),
        MoveKind::Toward(a, b) => tr!(lang, "move-short-toward", a = a, b = b),
        MoveKind::Pass => i18n::fixed(lang, "move-short-pass").to_string(),
        MoveKind::Formula(f) => format!("x → {f}"),
        MoveKind::FormulaEach(f, a, b) => tr!(lang, "move-short-formula-each", f = f, a = a, b = b),
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

    #[test]
    fn a_condition_reads_in_the_sentence_language() {
        assert_eq!(math_in("not (x % 3 == 0)", Lang::Ru), "x mod 3 ≠ 0");
        assert_eq!(math_in("not(x > 5)", Lang::En), "x ≤ 5");
        assert_eq!(math_in("not (x <= 5)", Lang::En), "x > 5");
        assert_eq!(
            math_in("sum >= 77 and h1 > 3", Lang::Ru),
            "sum ≥ 77 и h1 > 3"
        );
        assert_eq!(math_in("sum >= 77 or odd", Lang::En), "sum ≥ 77 or odd");
        // Not one bracketed comparison: the words only.
        assert_eq!(
            math_in("not (a == 1) or (b == 2)", Lang::Ru),
            "не (a = 1) или (b = 2)"
        );
        assert_eq!(
            math_in("not (a == 1 and b == 2)", Lang::Ru),
            "не (a = 1 и b = 2)"
        );
        assert_eq!(math_in("not (a == b == c)", Lang::En), "not (a = b = c)");
    }
    use crate::game::rules::GameSpec;

    /// Every move kind of the rules language (README, "Moves"), one game each.
    const MOVES: &[(&str, &str, usize)] = &[
        ("+2", "add", 1),
        ("*3", "mul", 1),
        ("*3/2", "mul-frac", 1),
        ("-2", "sub", 1),
        ("/2", "div-down", 1),
        ("/2 down", "div-down", 1),
        ("/2 up", "div-up", 1),
        ("/3 exact", "div-exact", 1),
        ("+other", "add-other", 2),
        ("+1..x", "add-range", 1),
        ("-1..3", "sub-range", 1),
        ("*2..5", "mul-range", 1),
        (
            "x = x*k for k in 2..11 if x*k - x <= 10;",
            "formula-each",
            1,
        ),
        ("x = toward(x, 20, 3);", "toward", 1),
        ("pass limit 1", "pass", 1),
        ("*2 limit 2", "mul", 1),
        ("*2 limit 1 each", "mul", 1),
        ("h1: +1 *2; h2: +1", "add", 2),
        ("larger: -1", "sub", 2),
        ("smaller: *2", "mul", 2),
        ("*2 if even;", "mul", 1),
        ("+1 if odd;", "add", 1),
        ("/3 if x % 3 == 0;", "div-down", 1),
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
        // Every kind's phrase is in both catalogs, and every move-… phrase
        // of the catalogs is some tested kind's.
        let games: Vec<_> = MOVES.iter().map(|&(t, _, h)| game(t, h)).collect();
        for g in &games {
            let id = kind(&g.moves[0]).message();
            for lang in [Lang::Ru, Lang::En] {
                assert!(crate::i18n::lookup(lang, id, &[]).is_some(), "{id}");
            }
        }
        for (file, id) in crate::i18n::ids(Lang::En) {
            let phrase = file == "wording"
                && id.starts_with("move-")
                && !id.starts_with("move-short-")
                && !id.starts_with("move-if")
                && !["move-limit", "move-owner", "move-range-heap-size"].contains(&id.as_str());
            if phrase {
                assert!(
                    games.iter().any(|g| kind(&g.moves[0]).message() == id),
                    "{id} is not tested"
                );
            }
        }
    }

    #[test]
    fn phrases_read_as_the_exam_writes_them() {
        let one = |t: &str| phrase(&game(t, 1).moves[0], 1, Lang::Ru);
        assert_eq!(one("+1"), "добавить в кучу один камень");
        // A move of one player says whose.
        let g = game("first: +3; second: +5", 1);
        assert_eq!(
            phrase(&g.moves[0], 1, Lang::Ru),
            "добавить в кучу три камня (только Петя)"
        );
        assert_eq!(
            phrase(&g.moves[1], 1, Lang::En),
            "add 5 stones to the heap (Vanya only)"
        );
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
