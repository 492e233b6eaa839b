//! A variant's task text, as the exam words tasks 19–21: the heap(s), the
//! moves (with an example), the end, who wins, the start, and the questions.
//!
//! The words live in the catalogs, `locales/ru/statement.ftl` and
//! `locales/en/statement.ftl` (the piece `key.name` is the message
//! `st-key-name`); this module only picks the pieces that fit a game and
//! fills them in. Games of the exam's shapes (one heap, or two heaps
//! `(A, S)`; moves `+a`, `×b`, `−a`, `/b`; the end on the total; the winner
//! the last mover, or an overshoot bound) get the exam's sentences; any
//! other game gets its rules in words.

use crate::exam::wording::{self, Lang};
use crate::exam::{Question, Report};
use crate::game::expr::{BinOp, Expr, Quant, Var};
use crate::game::{Game, NoRepeat, Target, Winner};
use crate::i18n::Arg;
use crate::solved::Solved;

mod shape;

use shape::{example, shape, Shape, Step};

/// The text pieces of one language: the `st-` messages of its catalogs.
#[derive(Debug)]
pub struct Words {
    lang: Lang,
}

/// The words of a language.
pub fn words(lang: Lang) -> &'static Words {
    static RU_W: Words = Words { lang: Lang::Ru };
    static EN_W: Words = Words { lang: Lang::En };
    match lang {
        Lang::Ru => &RU_W,
        Lang::En => &EN_W,
    }
}

/// The catalogs' id of the piece `key`: `stones.gen_one` → `st-stones-gen_one`.
fn message_id(key: &str) -> String {
    format!("st-{}", key.replace('.', "-"))
}

impl Words {
    /// A piece of text; a missing key shows as `{key}` (the tests check
    /// that none is missing).
    pub fn get(&self, key: &str) -> String {
        self.fill(key, &[])
    }

    /// A piece with its placeholders filled.
    pub fn fill(&self, key: &str, vars: &[(&str, &str)]) -> String {
        let args: Vec<(&str, Arg)> = vars.iter().map(|&(n, v)| (n, Arg::from(v))).collect();
        crate::i18n::lookup(self.lang, &message_id(key), &args)
            .unwrap_or_else(|| format!("{{{key}}}"))
    }

    /// A number in words when the catalog has it (`два`), else digits.
    pub fn num(&self, n: i64) -> String {
        crate::i18n::lookup(self.lang, &format!("st-num-{n}"), &[]).unwrap_or_else(|| n.to_string())
    }

    /// `камень`/`камня`/`камней` after a number (nominative).
    fn stones(&self, n: i64) -> String {
        let key = match (n % 10, n % 100) {
            (1, r) if r != 11 => "stones.one",
            (2..=4, r) if !(12..=14).contains(&r) => "stones.few",
            _ => "stones.many",
        };
        self.get(key)
    }

    /// `камня`/`камней` after `из N`, `не более N`.
    fn stones_gen(&self, n: i64) -> String {
        if n % 10 == 1 && n % 100 != 11 {
            self.get("stones.gen_one")
        } else {
            self.get("stones.gen_many")
        }
    }

    /// `был`/`было` before N stones (`был 1 камень`, `было 2 камня`).
    fn was(&self, n: i64) -> String {
        if n % 10 == 1 && n % 100 != 11 {
            self.get("was.one")
        } else {
            self.get("was.many")
        }
    }

    /// `раза`/`раз` after `в N`.
    fn times(&self, n: i64) -> String {
        match (n % 10, n % 100) {
            (2..=4, r) if !(12..=14).contains(&r) => self.get("times.few"),
            _ => self.get("times.many"),
        }
    }

    /// `a, b или c`.
    fn or_list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [a] => a.clone(),
            [rest @ .., last] => format!(
                "{} {} {last}",
                rest.join(&format!("{} ", self.get("join.list"))),
                self.get("join.or")
            ),
        }
    }
}

/// One variant's task text.
#[derive(Debug, Clone, PartialEq)]
pub struct Statement {
    /// `Вариант 3`.
    pub title: String,
    /// The game: one paragraph.
    pub rules: String,
    /// `Задание 19. …`, one per question.
    pub questions: Vec<String>,
}

/// Which number of the rules a place in the paragraph shows: the live
/// workbook writes each as a formula of its parameter cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// The number of move i (0-based, in the rules' order).
    Move(usize),
    Target,
    Bound,
    /// The least and the greatest S.
    SLo,
    SHi,
    /// The first heap of a two-heap start `(A, S)`.
    Start,
}

/// How the paragraph writes its numbers and the words agreeing with them:
/// as text ([`Words`]), or as formulas of the parameters (the live workbook).
pub trait Numbers {
    /// A count, in words when small (`два`).
    fn count_of(&self, slot: Slot, n: i64) -> String;
    /// A number in digits.
    fn digits_of(&self, slot: Slot, n: i64) -> String;
    /// `камень`/`камня`/`камней` after the number.
    fn stones_of(&self, slot: Slot, n: i64) -> String;
    /// `камня`/`камней` after `не более N`.
    fn stones_gen_of(&self, slot: Slot, n: i64) -> String;
    /// `раза`/`раз` after `в N`.
    fn times_of(&self, slot: Slot, n: i64) -> String;
    /// `был`/`было` before N stones.
    fn was_of(&self, slot: Slot, n: i64) -> String;
}

impl Numbers for Words {
    fn count_of(&self, _: Slot, n: i64) -> String {
        self.num(n)
    }
    fn digits_of(&self, _: Slot, n: i64) -> String {
        n.to_string()
    }
    fn stones_of(&self, _: Slot, n: i64) -> String {
        self.stones(n)
    }
    fn stones_gen_of(&self, _: Slot, n: i64) -> String {
        self.stones_gen(n)
    }
    fn times_of(&self, _: Slot, n: i64) -> String {
        self.times(n)
    }
    fn was_of(&self, _: Slot, n: i64) -> String {
        self.was(n)
    }
}

/// The game's paragraph in the exam's words, its numbers written by `nums`,
/// with the example move when `with_example`.
fn exam_rules(
    w: &Words,
    nums: &dyn Numbers,
    game: &Game,
    sh: &Shape,
    with_example: bool,
) -> String {
    let h = sh.heaps;
    let moves: Vec<String> = sh
        .steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let at = Slot::Move(i);
            let (key, n, word) = match *s {
                Step::Add(n) => ("add", n, ("stones", nums.stones_of(at, n))),
                Step::Sub(n) => ("sub", n, ("stones", nums.stones_of(at, n))),
                Step::Mul(n) => ("mul", n, ("times", nums.times_of(at, n))),
                Step::Div(n) => ("div", n, ("times", nums.times_of(at, n))),
            };
            w.fill(
                &format!("move.{key}.{h}"),
                &[("n", &nums.count_of(at, n)), (word.0, &word.1)],
            )
        })
        .collect();
    let mut parts = vec![
        w.get(&format!("intro.{h}")),
        w.fill("moves", &[("moves", &w.or_list(&moves))]),
    ];
    if let Some(e) = example(w, game, sh).filter(|_| with_example) {
        parts.push(e);
    }
    match game.no_repeat {
        NoRepeat::None => {}
        NoRepeat::Opponent => parts.push(w.get("no_repeat.opponent")),
        NoRepeat::Own => parts.push(w.get("no_repeat.own")),
    }
    if sh.grows {
        parts.push(w.get("unlimited"));
    }
    let dir = if sh.end_ge { "ge" } else { "le" };
    let t = nums.digits_of(Slot::Target, sh.t);
    parts.push(w.fill(&format!("end.{dir}.{h}"), &[("t", &t)]));
    match sh.over {
        None => parts.push(w.fill(&format!("win.{dir}.{h}"), &[("t", &t)])),
        Some(b) => {
            parts.push(w.fill(
                &format!("over.{h}"),
                &[
                    ("b", &nums.digits_of(Slot::Bound, b)),
                    ("stones", &nums.stones_gen_of(Slot::Bound, b)),
                ],
            ));
            if game.handed_win_counts {
                parts.push(w.get("over.counts"));
            }
        }
    }
    let r = game.s_range;
    let lo = nums.digits_of(Slot::SLo, r.lo);
    let a = sh.a.unwrap_or(0);
    let (key, hi) = match r.hi {
        Some(hi) => (format!("start.{h}.closed"), nums.digits_of(Slot::SHi, hi)),
        None => (format!("start.{h}.open"), String::new()),
    };
    parts.push(w.fill(
        &key,
        &[
            ("lo", &lo),
            ("hi", &hi),
            ("a", &nums.digits_of(Slot::Start, a)),
            ("stones", &nums.stones_of(Slot::Start, a)),
            ("was", &nums.was_of(Slot::Start, a)),
        ],
    ));
    parts.push(w.get("strategy"));
    parts.join(" ")
}

/// The game's paragraph as the exam words it, without the example move,
/// its numbers written by `nums` (the live workbook's formulas); `None`
/// for a game not of the exam's shapes.
pub fn rules_paragraph(game: &Game, lang: Lang, nums: &dyn Numbers) -> Option<String> {
    shape(game).map(|sh| exam_rules(words(lang), nums, game, &sh, false))
}

/// What a question's condition is, when it is one of the exam's.
fn condition_key(filter: &Expr) -> Option<&'static str> {
    let code_eq = |e: &Expr| match e {
        Expr::Bin(BinOp::Eq, a, b) => match (a.as_ref(), b.as_ref()) {
            (Expr::Var(Var::Code), r) | (r, Expr::Var(Var::Code)) => r.constant(),
            _ => None,
        },
        _ => None,
    };
    if let Expr::Quant(Quant::SomeMove, inner) = filter {
        return (code_eq(inner) == Some(1)).then_some("q.some1");
    }
    match code_eq(filter)? {
        1 => Some("q.win1"),
        -1 => Some("q.lose1"),
        2 => Some("q.win2"),
        -2 => Some("q.lose2"),
        _ => None,
    }
}

/// One question in the exam's words; `found` is how many values answer it
/// (for "найдите два значения").
pub fn question_text(q: &Question, found: usize, lang: Lang) -> String {
    let w = words(lang);
    let of_s = q.of_text == "S";
    let (ask, many) = match q.report {
        Report::Min(1) => (w.get("ask.min"), false),
        Report::Max(1) => (w.get("ask.max"), false),
        Report::Min(n) => (w.fill("ask.min_n", &[("n", &w.num(n as i64))]), true),
        Report::Max(n) => (w.fill("ask.max_n", &[("n", &w.num(n as i64))]), true),
        Report::MinMax => (w.get("ask.minmax"), true),
        Report::All => match found {
            0 => (w.get("ask.all.none"), true),
            1 => (w.get("ask.all.one"), false),
            n => {
                let key = match (n % 10, n % 100) {
                    (2..=4, r) if !(12..=14).contains(&r) => "ask.all.few",
                    _ => "ask.all.many",
                };
                (w.fill(key, &[("n", &w.num(n as i64))]), true)
            }
        },
        Report::Count => (w.get("ask.count"), true),
        Report::Sum => (w.get("ask.sum"), true),
        Report::Product => (w.get("ask.product"), true),
        Report::Value => (w.get("ask.value"), false),
    };
    let ask = if of_s {
        ask
    } else {
        // Another reported quantity: the generic words.
        let mut s = wording::report(q, lang);
        if let Some(c) = s.get(..1) {
            s = c.to_uppercase() + &s[1..];
        }
        s
    };
    let which = w.get(if many { "which.many" } else { "which.one" });
    let key = condition_key(&q.filter).unwrap_or("q.other");
    let cond = wording::condition(&q.filter, lang).unwrap_or_else(|| q.query.clone());
    let mut text = w.fill(
        key,
        &[("ask", &ask), ("which", &which), ("condition", &cond)],
    );
    let listed = match q.report {
        Report::Min(n) | Report::Max(n) => n > 1,
        Report::MinMax => true,
        Report::All => found > 1,
        _ => false,
    };
    if listed {
        text.push(' ');
        text.push_str(&w.get(if q.descending {
            "order.desc"
        } else {
            "order.asc"
        }));
    }
    text
}

/// The statement of a solved variant.
pub fn statement(number: usize, solved: &Solved, lang: Lang) -> Statement {
    let w = words(lang);
    let game = &solved.task.game;
    let rules = match shape(game) {
        Some(sh) => exam_rules(w, w, game, &sh, true),
        None => {
            let mut parts = vec![w.get("rules.other")];
            parts.extend(wording::rules(game, lang));
            parts.join(" ")
        }
    };
    let questions = solved
        .task
        .questions
        .iter()
        .map(|q| {
            let found = solved.answer(&q.id).map_or(0, |a| a.values.len());
            format!(
                "{} {}",
                w.fill("task", &[("id", &q.id)]),
                question_text(q, found, lang)
            )
        })
        .collect();
    Statement {
        title: w.fill("title.variant", &[("n", &number.to_string())]),
        rules,
        questions,
    }
}

/// The rules on one line, for the key: `старт (7, S), 1 ≤ S ≤ 69; ходы: +1, ×2; конец: сумма ≥ 77`
/// — the moves in the trees' short forms ([`crate::exam::moves::short`]),
/// never the rules' syntax.
pub fn brief(game: &Game, lang: Lang) -> String {
    let w = words(lang);
    let t = &game.text;
    let pretty = |s: &str| {
        s.replace(">=", "≥")
            .replace("<=", "≤")
            .replace("!=", "≠")
            .replace('*', "×")
            .replace("sum", &w.get("brief.sum"))
    };
    let moves: Vec<String> = game
        .moves
        .iter()
        .map(|m| {
            let short = match m.owner {
                Some(o) => format!(
                    "{} ({})",
                    crate::exam::moves::short(m, lang),
                    crate::exam::moves::owner_words(o, lang)
                ),
                None => crate::exam::moves::short(m, lang),
            };
            let heap = match m.target {
                _ if game.heaps == 1 => return short,
                Target::Any => return short,
                Target::Heap(i) => w.fill("brief.heap", &[("n", &(i + 1).to_string())]),
                Target::Larger => w.get("brief.heap.larger"),
                Target::Smaller => w.get("brief.heap.smaller"),
                Target::All => w.get("brief.heap.all"),
            };
            format!("{short} ({heap})")
        })
        .collect();
    let mut range = wording::range_math("S", game.s_range);
    if let Some(k) = game.k_range {
        range = format!("{range}, {}", wording::range_math("K", k));
    }
    let mut parts = vec![
        w.fill("brief.start", &[("start", &t.start), ("s", &range)]),
        w.fill("brief.moves", &[("moves", &moves.join(", "))]),
        w.fill("brief.end", &[("end", &pretty(&t.end))]),
    ];
    match &game.winner {
        Winner::Mover => {}
        Winner::Opponent => parts.push(w.get("brief.winner.opponent")),
        Winner::MoverIf(_) => parts.push(w.fill("brief.winner", &[("winner", &pretty(&t.winner))])),
    }
    match game.no_repeat {
        NoRepeat::None => {}
        NoRepeat::Opponent => parts.push(w.get("brief.no_repeat.opponent")),
        NoRepeat::Own => parts.push(w.get("brief.no_repeat.own")),
    }
    if let Some(r) = &t.require {
        parts.push(pretty(r));
    }
    parts.join("; ")
}

/// Statements as a document: Markdown (headings, bold task numbers) or
/// plain text, ready to print.
pub fn render(statements: &[Statement], lang: Lang, markdown: bool) -> String {
    let w = words(lang);
    let mut out = String::new();
    if markdown {
        out.push_str(&format!("# {}\n\n", w.get("title.statements")));
    }
    for (i, s) in statements.iter().enumerate() {
        if markdown {
            out.push_str(&format!("## {}\n\n{}\n\n", s.title, s.rules));
            for q in &s.questions {
                // **Задание 19.** …
                match q.split_once(". ") {
                    Some((head, rest)) => out.push_str(&format!("**{head}.** {rest}\n\n")),
                    None => out.push_str(&format!("{q}\n\n")),
                }
            }
        } else {
            if i > 0 {
                out.push_str("\n\n");
            }
            out.push_str(&format!("{}\n\n{}\n", s.title, s.rules));
            for q in &s.questions {
                out.push_str(&format!("\n{q}\n"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
