//! New variants of tasks 19–21 in the style of real exam tasks.
//!
//! A family fixes the shape (one heap; two heaps `(A, S)` with `+a`/`×b`;
//! two heaps with an overshoot bound; a decreasing heap; a no-repeat
//! restriction); a seeded generator (SplitMix64, written here so the same
//! seed gives the same variants on every platform and version) draws the
//! numbers. A candidate is solved and kept only when it is a good exam task:
//!
//! - no start in the range of S is already finished;
//! - every code is exact (no draws, nothing undecided);
//! - question 19 has a least S; question 21 has a least S;
//! - question 20 has exactly two values (then it asks for them), or more
//!   (then it asks for the two least);
//! - its rules differ from every variant kept before.

use std::collections::HashSet;

use crate::exam::parse_question;
use crate::exam::wording::Lang;
use crate::game::rules::GameSpec;
use crate::i18n;
use crate::solve::SolveOptions;
use crate::solved::{solve_task, Solved};
use crate::task::TaskSpec;

/// A family of variants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Family {
    /// One heap S: +a (and +c) or ×b, the heap reaching T.
    OneHeap,
    /// Two heaps (A, S): +a or ×b on either heap, the total reaching T.
    TwoHeaps,
    /// Two heaps (A, S) as above, but a total above B hands the win to the opponent.
    Overshoot,
    /// One heap S ≥ T + 1: −a or /b (rounding down), the heap falling to T.
    Decreasing,
    /// One heap S: +a, +c or ×b, no repeating the opponent's last move.
    NoRepeat,
}

impl Family {
    pub const ALL: [Family; 5] = [
        Family::OneHeap,
        Family::TwoHeaps,
        Family::Overshoot,
        Family::Decreasing,
        Family::NoRepeat,
    ];

    /// What the family's games are, in `lang` (the words of its `--help`).
    pub fn described(self, lang: Lang) -> String {
        i18n::text(lang, &format!("value-generate-family-{}", self.name()), &[])
    }

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Family::OneHeap => "one-heap",
            Family::TwoHeaps => "two-heaps",
            Family::Overshoot => "overshoot",
            Family::Decreasing => "decreasing",
            Family::NoRepeat => "no-repeat",
        }
    }
}

/// SplitMix64: small, fast, and the same everywhere.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi - lo + 1).max(1) as u64;
        lo + (self.next_u64() % span) as i64
    }

    /// True with probability 1/n.
    pub fn one_in(&mut self, n: u64) -> bool {
        self.next_u64().is_multiple_of(n.max(1))
    }
}

/// A generated variant: its rules as template keys, and its solution.
#[derive(Debug)]
pub struct Generated {
    pub family: Family,
    pub spec: TaskSpec,
    /// (id, query) of its questions.
    pub questions: Vec<(String, String)>,
    pub solved: Solved,
}

/// The questions of a family: 19 and 21 as the exam asks them for its shape.
fn questions(family: Family) -> [(&'static str, &'static str); 3] {
    let q19 = match family {
        Family::TwoHeaps | Family::Overshoot => "min where some(code == 1)",
        _ => "min where code == -1",
    };
    [
        ("19", q19),
        ("20", "all where code == 2"),
        ("21", "min where code == -2"),
    ]
}

/// Draws a candidate of a family.
fn candidate(family: Family, rng: &mut Rng) -> GameSpec {
    let mut g = GameSpec::default();
    match family {
        Family::OneHeap => {
            let a = rng.range(1, 3);
            let b = rng.range(2, 4);
            let t = rng.range(20, 140);
            g.moves = Some(if rng.one_in(2) {
                let c = rng.range(a + 1, 6);
                format!("+{a} +{c} *{b}")
            } else {
                format!("+{a} *{b}")
            });
            g.start = Some("S".into());
            g.s = Some(format!("1..{}", t - 1));
            g.end = Some(format!("sum >= {t}"));
        }
        Family::TwoHeaps | Family::Overshoot => {
            let a0 = rng.range(3, 12);
            let a = rng.range(1, 3);
            let b = rng.range(2, 4);
            let t = rng.range(a0 + 25, 130);
            g.start = Some(format!("{a0}, S"));
            g.s = Some(format!("1..{}", t - a0 - 1));
            g.moves = Some(format!("+{a} *{b}"));
            g.end = Some(format!("sum >= {t}"));
            if family == Family::Overshoot {
                let over = rng.range(t + 8, 2 * t);
                g.winner = Some(format!("sum <= {over}"));
            }
        }
        Family::Decreasing => {
            let a = rng.range(1, 4);
            let b = rng.range(2, 4);
            let t = rng.range(20, 150);
            g.start = Some("S".into());
            g.s = Some(format!("{}..", t + 1));
            g.moves = Some(format!("-{a} /{b}"));
            g.end = Some(format!("sum <= {t}"));
        }
        Family::NoRepeat => {
            let (a, c) = [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4)][rng.range(0, 4) as usize];
            let b = rng.range(2, 3);
            let t = rng.range(30, 120);
            g.start = Some("S".into());
            g.s = Some(format!("1..{}", t - 1));
            g.moves = Some(format!("+{a} +{c} *{b}"));
            g.end = Some(format!("sum >= {t}"));
            g.no_repeat = Some("opponent".into());
        }
    }
    g
}

/// What makes two variants the same game.
fn rules_key(g: &GameSpec) -> String {
    format!(
        "{:?}|{:?}|{:?}|{:?}|{:?}|{:?}",
        g.start, g.s, g.moves, g.end, g.winner, g.no_repeat
    )
}

/// Solves a candidate and keeps it when it makes a good exam task; the
/// question 20 becomes "the two least" when more than two values qualify.
fn judge(family: Family, game: GameSpec, open_span: i64) -> Option<Generated> {
    let mut qs: Vec<(String, String)> = questions(family)
        .iter()
        .map(|(id, q)| (id.to_string(), q.to_string()))
        .collect();
    let spec = TaskSpec {
        name: None,
        name_en: None,
        description: Some(family.name().into()),
        game,
        questions: Some(qs.clone()),
    };
    let mut task = spec.build(&|k| k.to_string()).ok()?;
    // An open range is tried up to a limit: "all" of it cannot be known
    // (the answer would warn so), the two least can.
    if task.game.s_range.hi.is_none() {
        qs[1].1 = "min 2 where code == 2".into();
        task.questions[1] = parse_question("20", &qs[1].1).ok()?;
    }
    let opts = SolveOptions {
        threads: 1,
        max_positions: 200_000,
        ..SolveOptions::default()
    };
    let mut solved = solve_task(task, &opts, open_span).ok()?;
    let open = solved.task.game.s_range.hi.is_none();
    if solved.starts.is_empty()
        || solved.starts.iter().any(|s| s.finished())
        || solved.solution.depth() != 0
        || solved.solution.note.is_some()
        || solved.answers.iter().any(|a| !a.warnings.is_empty())
    {
        return None;
    }
    // An answer above the values tried that a proof confirmed (a decreasing
    // game's range solved past its span) is no exam item: its S run into
    // the thousands. Kept out, as when such answers carried a warning.
    let tried_to = solved.task.game.s_range.lo.saturating_add(open_span - 1);
    if open
        && solved
            .answers
            .iter()
            .any(|a| a.values.iter().any(|&v| v > tried_to))
    {
        return None;
    }
    let n19 = solved.answer("19")?.values.len();
    let n20 = solved.answer("20")?.values.len();
    let n21 = solved.answer("21")?.values.len();
    if n19 == 0 || n21 == 0 || n20 < 2 {
        return None;
    }
    if n20 > 2 || open {
        let q = parse_question("20", "min 2 where code == 2").ok()?;
        let a = solved.ask(&q).ok()?;
        qs[1].1 = q.query.clone();
        let i = solved.task.questions.iter().position(|q| q.id == "20")?;
        solved.task.questions[i] = q;
        solved.answers[i] = a;
    }
    // An answer on the range's bound — the least S (or the greatest) — is a
    // weak exam item: it is found without the method (5 of 30 in a book).
    let range = solved.task.game.s_range;
    if solved
        .answers
        .iter()
        .any(|a| on_bound(&a.answer, range.lo, range.hi))
    {
        return None;
    }
    let mut spec = spec;
    spec.questions = Some(qs.clone());
    Some(Generated {
        family,
        spec,
        questions: qs,
        solved,
    })
}

/// Whether an answer (values separated by spaces) holds `lo` or `hi`.
fn on_bound(answer: &str, lo: i64, hi: Option<i64>) -> bool {
    answer
        .split_whitespace()
        .filter_map(|v| v.parse::<i64>().ok())
        .any(|v| v == lo || Some(v) == hi)
}

/// Generates `count` variants from `seed` (of one family, or of every family
/// in turn). The same seed and family give the same variants.
///
/// # Errors
/// The family cannot give that many different good variants.
pub fn generate(
    count: usize,
    seed: u64,
    family: Option<Family>,
    tick: &dyn Fn(),
) -> Result<Vec<Generated>, crate::i18n::Msg> {
    let mut rng = Rng::new(seed);
    let mut seen = HashSet::new();
    let mut out: Vec<Generated> = Vec::with_capacity(count);
    const TRIES: usize = 3000;
    while out.len() < count {
        let fam = family.unwrap_or(Family::ALL[out.len() % Family::ALL.len()]);
        let mut found = None;
        for _ in 0..TRIES {
            let g = candidate(fam, &mut rng);
            let key = rules_key(&g);
            if seen.contains(&key) {
                continue;
            }
            if let Some(v) = judge(fam, g, 400) {
                seen.insert(key);
                found = Some(v);
                break;
            }
        }
        match found {
            Some(v) => {
                out.push(v);
                tick();
            }
            None => {
                return Err(crate::msg!(
                    "generate-too-few",
                    count = count,
                    found = out.len(),
                    family = fam.name(),
                    tries = TRIES
                ))
            }
        }
    }
    Ok(out)
}

/// A TOML string literal.
fn quote(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// The variants as a TOML file of `[[variant]]` tables (what `gametable
/// book` reads), each with its number and answers in a comment and its
/// family described in `lang` (unnamed: a book titles each by its number).
pub fn to_toml(variants: &[Generated], header: &str, lang: Lang) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str(&format!("# {line}\n"));
    }
    for (i, v) in variants.iter().enumerate() {
        let answers: Vec<String> = v
            .solved
            .answers
            .iter()
            .map(|a| format!("{} → {}", a.id, a.answer))
            .collect();
        let comment = crate::tr!(
            lang,
            "generate-variant-comment",
            n = i + 1,
            answers = answers.join("; ")
        );
        out.push_str(&format!("\n# {comment}\n[[variant]]\n"));
        let g = &v.spec.game;
        let mut key = |k: &str, val: &Option<String>| {
            if let Some(x) = val {
                out.push_str(&format!("{k} = {}\n", quote(x)));
            }
        };
        key("name", &v.spec.name);
        key("description", &Some(v.family.described(lang)));
        key("start", &g.start);
        key("s", &g.s);
        key("moves", &g.moves);
        key("end", &g.end);
        key("winner", &g.winner);
        key("no_repeat", &g.no_repeat);
        let qs: Vec<String> = v.questions.iter().map(|(_, q)| quote(q)).collect();
        out.push_str(&format!("questions = [{}]\n", qs.join(", ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_is_stable() {
        // The reference values of SplitMix64 from seed 0.
        let mut r = Rng::new(0);
        assert_eq!(r.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(r.next_u64(), 0x6E78_9E6A_A1B9_65F4);
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            let x = a.range(3, 9);
            assert_eq!(x, b.range(3, 9));
            assert!((3..=9).contains(&x));
        }
    }

    #[test]
    fn every_family_gives_good_distinct_variants() {
        for f in Family::ALL {
            let v = generate(4, 11, Some(f), &|| {}).unwrap();
            assert_eq!(v.len(), 4);
            for g in &v {
                assert!(!g.solved.answer("19").unwrap().answer.is_empty());
                assert_eq!(g.solved.answer("20").unwrap().answer.split(' ').count(), 2);
                assert!(!g.solved.answer("21").unwrap().answer.is_empty());
                assert!(g.solved.starts.iter().all(|s| !s.finished()));
            }
            let keys: HashSet<String> = v.iter().map(|g| rules_key(&g.spec.game)).collect();
            assert_eq!(keys.len(), 4, "{f:?}");
        }
    }

    #[test]
    fn no_answer_sits_on_the_range_bound() {
        assert!(on_bound("1 5", 1, Some(60)));
        assert!(on_bound("60", 1, Some(60)));
        assert!(!on_bound("2 59", 1, Some(60)));
        assert!(!on_bound("21", 1, None));
        for g in generate(30, 1, None, &|| {}).unwrap() {
            let r = g.solved.task.game.s_range;
            for a in &g.solved.answers {
                assert!(
                    !on_bound(&a.answer, r.lo, r.hi),
                    "{}: answer {} is on the range {r:?}",
                    a.id,
                    a.answer
                );
            }
        }
    }

    #[test]
    fn same_seed_same_variants() {
        let a = to_toml(&generate(10, 5, None, &|| {}).unwrap(), "x", Lang::En);
        let b = to_toml(&generate(10, 5, None, &|| {}).unwrap(), "x", Lang::En);
        assert_eq!(a, b);
        let c = to_toml(&generate(10, 6, None, &|| {}).unwrap(), "x", Lang::En);
        assert_ne!(a, c);
        let back = crate::task::parse_variants("g.toml", &a).unwrap();
        assert_eq!(back.len(), 10);
    }

    #[test]
    fn the_file_is_worded_in_its_language() {
        let list = generate(5, 5, None, &|| {}).unwrap();
        for family in Family::ALL {
            for lang in [Lang::En, Lang::Ru] {
                let id = format!("value-generate-family-{}", family.name());
                assert!(i18n::lookup(lang, &id, &[]).is_some(), "{id} {lang:?}");
            }
        }
        let ru = to_toml(&list, "x", Lang::Ru);
        assert!(ru.contains("# 1. ответы: 19 → "), "{ru}");
        assert!(ru.contains("description = \"Одна куча S"), "{ru}");
        assert!(!ru.contains("answers"), "{ru}");
        let en = to_toml(&list, "x", Lang::En);
        assert!(en.contains("# 1. answers: 19 → "), "{en}");
        assert!(crate::task::parse_variants("g.toml", &ru).is_ok());
    }
}
