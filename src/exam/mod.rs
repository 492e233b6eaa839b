//! Exam tasks 19–21: questions over the values of the unknown S (and K), and
//! their answers, read off a solved table.
//!
//! A question is `REPORT [of EXPR] where CONDITION`:
//!
//! ```text
//! min where some(code == 1)      19: Vanya won by his first move after an unlucky first move of Petya
//! min where code == -1           19: Vanya wins by his first move whatever Petya does
//! all where code == 2            20: Petya wins by his second move, not by his first
//! min where code == -2           21: Vanya wins by his first or second move, not surely by his first
//! ```
//!
//! `code` is the start position's code (Petya to move); `some(...)`/`every(...)`
//! look at the positions Petya's first moves lead to (Vanya to move there),
//! and nested once more at Vanya's replies (Petya to move again), ply by ply:
//!
//! ```text
//! min where some(some(code == 1))       Petya won by his second move after an unlucky move of Vanya
//! min where some[not *2](won)           Petya wins by one move without multiplying
//! min where some(some(not over and every(won)))   Vanya errs and Petya cannot help winning
//! ```

pub mod moves;
pub mod wording;

use std::cell::{Cell, RefCell};

use rustc_hash::FxHashMap;

use crate::game::expr::{
    Env, EvalError, Expr, MoveSet, ParseError, Parser, Plies, Ply, Quant, QuantKey, Scope, Tok,
    Var, DRAW_CODE, MAX_QUESTION_STEPS, UNKNOWN_CODE,
};
use crate::game::{Game, State, Status};
use crate::i18n::Msg;
use crate::msg;
use crate::solve::{Code, Solution};

/// What a question asks to report about the qualifying values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Report {
    /// The N least.
    Min(usize),
    /// The N greatest.
    Max(usize),
    /// The least and the greatest.
    MinMax,
    /// All of them.
    All,
    /// How many.
    Count,
    Sum,
    Product,
    /// The single value.
    Value,
}

/// A parsed question.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// Its name: `19`, `20`, `21`, or a number in order.
    pub id: String,
    /// The query as written (or the preset's query).
    pub query: String,
    pub report: Report,
    /// List the values from the greatest down.
    pub descending: bool,
    /// What is reported for each qualifying (K, S): S unless `of` says.
    pub of: Expr,
    pub of_text: String,
    pub filter: Expr,
}

/// The standard wordings of tasks 19–21 (demo 2021 and later), by name.
pub const PRESETS: [(&str, &str, &str); 6] = [
    (
        "19",
        "min where some(code == 1)",
        "Ваня выиграл своим первым ходом после неудачного первого хода Пети: наименьшее S",
    ),
    (
        "19-every",
        "min where code == -1",
        "Петя не может выиграть за один ход, но при любом ходе Пети Ваня выигрывает первым ходом: наименьшее S",
    ),
    (
        "20",
        "all where code == 2",
        "Петя не может выиграть за один ход, но выигрывает своим вторым ходом при любой игре Вани: все S",
    ),
    (
        "20-min2",
        "min 2 where code == 2",
        "то же, два наименьших S",
    ),
    (
        "21",
        "min where code == -2",
        "Ваня выигрывает первым или вторым ходом при любой игре Пети, но не наверняка первым: наименьшее S",
    ),
    (
        "21-all",
        "all where code == -2",
        "то же, все S",
    ),
];

/// `--question`'s reading of one line: `ID=QUERY`, or a preset, named by
/// the task it answers (`19-every` answers 19), or a query numbered by its
/// place (`place` counts from 0). The query of a numbered line is the line
/// as given.
pub fn question_line(place: usize, line: &str) -> (String, String) {
    question_line_or(line, || (place + 1).to_string())
}

/// A template's list of questions: each line as [`question_line`] reads it,
/// except that an unnamed query in a list of three answers 19, 20, 21 by its
/// place (the exam's three tasks).
pub fn question_list(lines: &[String]) -> Vec<(String, String)> {
    let three = lines.len() == 3;
    lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            question_line_or(line, || {
                if three {
                    (19 + i).to_string()
                } else {
                    (i + 1).to_string()
                }
            })
        })
        .collect()
}

fn question_line_or(line: &str, unnamed: impl FnOnce() -> String) -> (String, String) {
    match line.split_once('=') {
        Some((id, src)) if !id.trim().is_empty() && !id.contains(' ') && !src.starts_with('=') => {
            (id.trim().to_string(), src.trim().to_string())
        }
        _ => {
            let id = preset_task(line).map_or_else(unnamed, str::to_string);
            (id, line.to_string())
        }
    }
}

/// The task a preset answers: `19` for `19` and `19-every`.
pub fn preset_task(name: &str) -> Option<&'static str> {
    let p = PRESETS.iter().find(|p| p.0 == name.trim())?;
    Some(p.0.split('-').next().unwrap_or(p.0))
}

/// The first id given to two questions, if any: answers are named by their
/// ids, so two questions may not share one.
pub fn repeated_id(questions: &[Question]) -> Option<&str> {
    questions
        .iter()
        .enumerate()
        .find(|(i, q)| questions[..*i].iter().any(|p| p.id == q.id))
        .map(|(_, q)| q.id.as_str())
}

/// Parses a question: a preset name (`19`, `20`, `21`, `19-every`, …) or a
/// query. `id` names it in the output.
pub fn parse_question(id: &str, src: &str) -> Result<Question, ParseError> {
    let text = PRESETS
        .iter()
        .find(|p| p.0 == src.trim())
        .map(|p| p.1)
        .unwrap_or(src);
    let mut p = Parser::new(text)?;
    let word = |p: &Parser| match &p.peek().tok {
        Tok::Ident(w) => Some(w.to_lowercase()),
        _ => None,
    };
    let count = |p: &mut Parser| -> Result<usize, ParseError> {
        match p.peek().tok {
            Tok::Num(n) if (1..=1000).contains(&n) => {
                p.bump();
                Ok(n as usize)
            }
            Tok::Num(n) => {
                let t = p.peek().clone();
                Err(p.error_at(&t, msg!("question-count", count = n)))
            }
            _ => Ok(1),
        }
    };
    let t = p.peek().clone();
    let report = match word(&p).as_deref() {
        Some("min" | "least") => {
            p.bump();
            Report::Min(count(&mut p)?)
        }
        Some("max" | "greatest") => {
            p.bump();
            Report::Max(count(&mut p)?)
        }
        Some("minmax") => {
            p.bump();
            Report::MinMax
        }
        Some("all") if !matches!(p.peek_at(1).tok, Tok::Sym("(")) => {
            p.bump();
            Report::All
        }
        Some("count") => {
            p.bump();
            Report::Count
        }
        Some("sum") => {
            p.bump();
            Report::Sum
        }
        Some("product") => {
            p.bump();
            Report::Product
        }
        Some("value") => {
            p.bump();
            Report::Value
        }
        _ => {
            return Err(p.error_at(
                &t,
                msg!(
                    "question-report",
                    presets = PRESETS.iter().map(|p| p.0).collect::<Vec<_>>().join(", "),
                    found = crate::game::expr::describe(&t.tok)
                ),
            ))
        }
    };
    let descending = p.eat_word("desc") || p.eat_word("descending");
    let _ = p.eat_word("asc") || p.eat_word("ascending");
    let unknowns = Scope {
        unknowns: true,
        ..Scope::default()
    };
    let (of, of_text) = if p.eat_word("of") {
        let start = p.peek().at;
        let e = p.number(&unknowns)?;
        let end = p.peek().at;
        (e, text[start..end].trim().to_string())
    } else {
        (Expr::Var(Var::S), "S".to_string())
    };
    if !p.eat_word("where") {
        return Err(p.expected(msg!("what-where")));
    }
    let filter = p.condition(&Scope {
        unknowns: true,
        question: true,
        ..Scope::default()
    })?;
    p.expect_end()?;
    Ok(Question {
        id: id.to_string(),
        query: text.to_string(),
        report,
        descending,
        of,
        of_text,
        filter,
    })
}

/// The answer to one question.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Answer {
    pub id: String,
    pub query: String,
    /// The answer as the exam expects it: numbers separated by spaces.
    pub answer: String,
    /// Every qualifying value of the reported quantity, ascending.
    pub values: Vec<i64>,
    /// Every qualifying (K, S) (K is 0 when the task has one unknown).
    pub pairs: Vec<(i64, i64)>,
    /// Problems worth saying (too few values, unknown codes), worded where
    /// shown.
    pub warnings: Vec<crate::i18n::Msg>,
}

impl Answer {
    /// The answer as written for people: `—` when nothing qualifies.
    pub fn shown(&self) -> &str {
        if self.answer.is_empty() {
            "—"
        } else {
            &self.answer
        }
    }
}

/// What the questions look at for one value of the unknowns.
#[derive(Debug, Clone)]
pub struct StartInfo {
    pub k: i64,
    pub s: i64,
    pub state: State,
    pub code: Code,
    /// (move text, position after it, its code).
    pub followers: Vec<(String, State, Code)>,
}

impl StartInfo {
    /// Over before the first move: the end condition holds, or the player
    /// to move has no legal move. Not counted by the questions (no one moves).
    pub fn finished(&self) -> bool {
        self.code.is_over()
    }

    /// Over before the first move although the end condition does not hold:
    /// the player to move has no legal move (he has lost, or won by `no_moves`).
    pub fn stuck(&self, game: &Game) -> bool {
        self.finished() && matches!(game.status(&self.state), Ok(Status::Live))
    }
}

/// The (code, draw, over) a question reads for a code.
fn reading(c: Code, handed_counts: bool) -> (i64, bool, bool) {
    match c {
        Code::Over => (0, false, true),
        Code::Handed => (if handed_counts { 1 } else { 0 }, false, true),
        Code::Draw => (DRAW_CODE, true, false),
        Code::Unknown => (UNKNOWN_CODE, false, false),
        c => (c.signed().unwrap_or(0), false, false),
    }
}

/// The start positions for every value of the unknowns, with their codes and
/// their followers' codes.
pub fn starts(game: &Game, values: &[(i64, i64)], sol: &Solution) -> Result<Vec<StartInfo>, Msg> {
    let mut out = Vec::with_capacity(values.len());
    let mut buf = Vec::new();
    for &(k, s) in values {
        let state = game
            .start_state(s, k)
            .map_err(|e| msg!("start-for-s", s = s, error = e))?;
        let code = sol.code(&state).ok_or_else(|| {
            msg!(
                "start-not-solved",
                position = game.position_name(&state.heaps)
            )
        })?;
        let mut followers = Vec::new();
        if game.status(&state)? == Status::Live {
            buf.clear();
            game.successors(&state, &mut buf)?;
            for f in &buf {
                let c = sol.code(&f.state).ok_or_else(|| {
                    msg!(
                        "position-not-solved",
                        position = game.position_name(&f.state.heaps)
                    )
                })?;
                followers.push((game.moves[f.mv as usize].text.clone(), f.state, c));
            }
        }
        out.push(StartInfo {
            k,
            s,
            state,
            code,
            followers,
        });
    }
    Ok(out)
}

/// The moves of a solved game as questions read them: `some`/`every` at any
/// depth look up the positions they reach in the solution, and their values
/// are remembered per (position, sub-question), so nesting costs time linear
/// in its depth; at most [`MAX_QUESTION_STEPS`] positions are expanded for
/// one start.
#[derive(Debug)]
pub struct SolvedPlies<'a> {
    pub game: &'a Game,
    pub solution: &'a Solution,
    memo: RefCell<FxHashMap<QuantKey, bool>>,
    steps: Cell<u64>,
    /// The condition reads S or K: what is remembered holds for one start.
    per_start: bool,
}

impl<'a> SolvedPlies<'a> {
    /// The moves of `game` for the condition `filter`.
    pub fn new(game: &'a Game, solution: &'a Solution, filter: &Expr) -> Self {
        SolvedPlies {
            game,
            solution,
            memo: RefCell::default(),
            steps: Cell::new(0),
            per_start: filter.uses(Var::S) || filter.uses(Var::K),
        }
    }

    /// Before the next start: the count of positions starts again, and
    /// what was remembered is forgotten when it held for one start only.
    pub fn next_start(&self) {
        if self.per_start {
            self.memo.borrow_mut().clear();
        }
        self.steps.set(0);
    }

    fn key(&self, key: &QuantKey) -> QuantKey {
        match self.per_start {
            true => *key,
            false => QuantKey { s: 0, k: 0, ..*key },
        }
    }
}

impl Plies for SolvedPlies<'_> {
    fn recall(&self, key: &QuantKey) -> Option<bool> {
        self.memo.borrow().get(&self.key(key)).copied()
    }

    fn remember(&self, key: QuantKey, value: bool) {
        self.memo.borrow_mut().insert(self.key(&key), value);
    }

    fn plies(&self, at: &State, out: &mut Vec<Ply>) -> Result<(), EvalError> {
        let steps = self.steps.get() + 1;
        if steps > MAX_QUESTION_STEPS {
            return Err(EvalError::TooMuchWork);
        }
        self.steps.set(steps);
        if self.game.status(at)? != Status::Live {
            return Ok(());
        }
        let mut succ = Vec::new();
        self.game.successors(at, &mut succ)?;
        for f in succ {
            let c = match self.solution.code(&f.state) {
                Some(c) => c,
                None if self.solution.depth() > 0 => Code::Unknown,
                None => {
                    return Err(EvalError::Unsolved(msg!(
                        "position-not-solved",
                        position = self.game.position_name(&f.state.heaps)
                    )))
                }
            };
            let (code, draw, over) = reading(c, self.game.handed_win_counts);
            out.push(Ply {
                state: f.state,
                mv: f.mv,
                code,
                draw,
                over,
                won: c == Code::Over,
            });
        }
        Ok(())
    }

    fn move_text(&self, mv: u16) -> &str {
        &self.game.moves[mv as usize].text
    }
}

/// Checks that every `some[…]`/`every[…]` of a condition names moves the
/// rules have.
pub fn check_moves(filter: &Expr, game: &Game) -> Result<(), Msg> {
    let mut bad = None;
    visit_sets(filter, &mut |set: &MoveSet| {
        for t in &set.texts {
            if bad.is_none() && !game.moves.iter().any(|m| MoveSet::normal(&m.text) == *t) {
                bad = Some(t.clone());
            }
        }
    });
    match bad {
        None => Ok(()),
        Some(t) => Err(msg!(
            "question-move-unknown",
            text = t,
            moves = game
                .moves
                .iter()
                .map(|m| m.text.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

fn visit_sets(e: &Expr, f: &mut dyn FnMut(&MoveSet)) {
    match e {
        Expr::QuantOnly(_, set, body) => {
            f(set);
            visit_sets(body, f);
        }
        Expr::Quant(_, b) | Expr::Neg(b) | Expr::Not(b) | Expr::DistCmp(_, b) => visit_sets(b, f),
        Expr::Bin(_, a, b) => {
            visit_sets(a, f);
            visit_sets(b, f);
        }
        Expr::Call(_, args) => args.iter().for_each(|a| visit_sets(a, f)),
        Expr::Num(_) | Expr::Var(_) => {}
    }
}

/// How many moves deep a condition looks: 0 reads the start only,
/// `some(code == 1)` 1, `some(some(code == 1))` 2.
pub fn plies(e: &Expr) -> u32 {
    match e {
        Expr::Quant(Quant::SomeMove | Quant::EveryMove, b) | Expr::QuantOnly(_, _, b) => {
            1 + plies(b)
        }
        Expr::Quant(_, b) | Expr::Neg(b) | Expr::Not(b) | Expr::DistCmp(_, b) => plies(b),
        Expr::Bin(_, a, b) => plies(a).max(plies(b)),
        Expr::Call(_, args) => args.iter().map(plies).max().unwrap_or(0),
        Expr::Num(_) | Expr::Var(_) => 0,
    }
}

/// Answers a question over the starts; finished starts never count.
pub fn answer(
    q: &Question,
    game: &Game,
    solution: &Solution,
    starts: &[StartInfo],
) -> Result<Answer, Msg> {
    check_moves(&q.filter, game).map_err(|e| msg!("in-question", id = &q.id, error = e))?;
    let depth = solution.depth();
    let moves = SolvedPlies::new(game, solution, &q.filter);
    let mut pairs = Vec::new();
    let mut values = Vec::new();
    let mut warnings = Vec::new();
    let mut unknown = Vec::new();
    for st in starts {
        if st.finished() {
            continue;
        }
        moves.next_start();
        let (code, draw, over) = reading(st.code, game.handed_win_counts);
        let env = Env {
            s: st.s,
            k: st.k,
            code,
            draw,
            over,
            at: st.state,
            plies: Some(&moves),
            depth,
            ..Env::default()
        };
        match q.filter.test(&env) {
            Ok(true) => {
                let v =
                    q.of.eval(&env)
                        .map_err(|e| msg!("in-question", id = &q.id, error = e))?;
                if v == DRAW_CODE {
                    return Err(msg!(
                        "question-draw-value",
                        id = &q.id,
                        s = st.s,
                        value = &q.of_text
                    ));
                }
                pairs.push((st.k, st.s));
                values.push(v);
            }
            Ok(false) => {}
            Err(EvalError::Unknown(_)) => unknown.push(st.s),
            Err(e) => return Err(msg!("in-question-at", id = &q.id, s = st.s, error = e)),
        }
    }
    if !unknown.is_empty() {
        warnings.push(crate::msg!(
            "warning-undecided",
            values = compress(&unknown),
            depth = depth
        ));
    }
    values.sort_unstable();
    let need = match q.report {
        Report::Min(n) | Report::Max(n) => n,
        Report::MinMax | Report::Value => 1,
        _ => 0,
    };
    if values.len() < need {
        warnings.push(crate::msg!(
            "warning-too-few",
            count = values.len(),
            need = need
        ));
    }
    let ordered = |mut v: Vec<i64>| {
        if q.descending {
            v.reverse();
        }
        v
    };
    let list = |v: Vec<i64>| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let answer = match q.report {
        Report::Min(n) => list(ordered(values.iter().take(n).copied().collect())),
        Report::Max(n) => {
            let from = values.len().saturating_sub(n);
            list(ordered(values[from..].to_vec()))
        }
        Report::MinMax => match (values.first(), values.last()) {
            (Some(a), Some(b)) => list(ordered(vec![*a, *b])),
            _ => String::new(),
        },
        Report::All => list(ordered(values.clone())),
        Report::Count => values.len().to_string(),
        Report::Sum => values
            .iter()
            .try_fold(0i64, |a, &b| a.checked_add(b))
            .map(|p| p.to_string())
            .unwrap_or_else(|| "overflow".into()),
        Report::Product => values
            .iter()
            .try_fold(1i64, |a, &b| a.checked_mul(b))
            .map(|p| p.to_string())
            .unwrap_or_else(|| "overflow".into()),
        Report::Value => {
            if values.len() > 1 {
                warnings.push(crate::msg!("warning-too-many", count = values.len()));
            }
            list(values.iter().take(1).copied().collect())
        }
    };
    Ok(Answer {
        id: q.id.clone(),
        query: q.query.clone(),
        answer,
        values,
        pairs,
        warnings,
    })
}

/// Whether an answer depends on values above the greatest S tried: all but
/// the least values when enough of them were found.
pub fn looks_above(q: &Question, a: &Answer) -> bool {
    match q.report {
        Report::Min(n) => a.values.len() < n,
        _ => true,
    }
}

/// Sorted values compressed into ranges: `30, 33, 35–40`.
pub fn compress(values: &[i64]) -> String {
    let mut v = values.to_vec();
    v.sort_unstable();
    v.dedup();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < v.len() {
        let mut j = i;
        while j + 1 < v.len() && v[j + 1] == v[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => v[i].to_string(),
            1 => format!("{}, {}", v[i], v[j]),
            _ => format!("{}–{}", v[i], v[j]),
        });
        i = j + 1;
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compresses_runs() {
        assert_eq!(compress(&[30, 33, 35, 36, 37, 38, 39, 40]), "30, 33, 35–40");
        assert_eq!(compress(&[1, 2]), "1, 2");
        assert_eq!(compress(&[]), "");
    }

    fn demo() -> (Game, Solution, Vec<StartInfo>) {
        let (name, text) = crate::task::find_template("ege-2021-demo").unwrap();
        let (spec, origin) = crate::task::parse_template(&name, &text).unwrap();
        let game = spec.build(&|k| origin.locate(k)).unwrap().game;
        let values: Vec<(i64, i64)> = (1..=69).map(|s| (0, s)).collect();
        let states: Vec<State> = values
            .iter()
            .map(|&(k, s)| game.start_state(s, k).unwrap())
            .collect();
        let sol = crate::solve::solve(&game, &states, &Default::default()).unwrap();
        let starts = starts(&game, &values, &sol).unwrap();
        (game, sol, starts)
    }

    fn nested(depth: usize, body: &str) -> String {
        format!(
            "min where {}{body}{}",
            "some(".repeat(depth),
            ")".repeat(depth)
        )
    }

    #[test]
    fn nested_quantifiers_expand_each_position_once() {
        // Never true, so every branch is followed to the end: 4 moves a
        // ply make 4^40 paths, through a few thousand positions.
        let (game, sol, starts) = demo();
        let q = parse_question("q", &nested(40, "code == 99")).unwrap();
        let moves = SolvedPlies::new(&game, &sol, &q.filter);
        for st in starts.iter().filter(|st| !st.finished()) {
            let (code, draw, over) = reading(st.code, game.handed_win_counts);
            let env = Env {
                s: st.s,
                code,
                draw,
                over,
                at: st.state,
                plies: Some(&moves),
                ..Env::default()
            };
            assert!(!q.filter.test(&env).unwrap());
        }
        // Shared between the starts (the condition reads neither S nor K):
        // each (sub-question, position) expanded once in all, so the work
        // is the depth times the positions.
        let memo = moves.memo.borrow();
        let positions: std::collections::HashSet<State> = memo.keys().map(|k| k.at).collect();
        assert_eq!(moves.steps.get(), memo.len() as u64);
        assert!(memo.len() <= 40 * positions.len());
        assert!(positions.len() < 30_000, "{}", positions.len());
        drop(memo);
        let a = answer(&q, &game, &sol, &starts).unwrap();
        assert_eq!(a.answer, "");
    }

    #[test]
    fn a_question_past_the_work_bound_is_refused() {
        let (game, sol, starts) = demo();
        let q = parse_question("q", &nested(3, "code == 99")).unwrap();
        let moves = SolvedPlies::new(&game, &sol, &q.filter);
        moves.steps.set(MAX_QUESTION_STEPS - 2);
        let st = starts.iter().find(|st| !st.finished()).unwrap();
        let env = Env {
            s: st.s,
            at: st.state,
            plies: Some(&moves),
            ..Env::default()
        };
        let e = q.filter.test(&env).unwrap_err();
        assert_eq!(e, EvalError::TooMuchWork);
        assert!(e.to_string().contains("more than 2000000 positions"), "{e}");
    }

    #[test]
    fn a_sum_past_i64_says_overflow() {
        let (game, sol, starts) = demo();
        let q = parse_question("q", "sum of 1099511627776 * 1048576 * 3 + S where S <= 3").unwrap();
        let a = answer(&q, &game, &sol, &starts).unwrap();
        assert_eq!(a.answer, "overflow");
        let q = parse_question("q", "sum of 1099511627776 * 1048576 + S where S <= 3").unwrap();
        let a = answer(&q, &game, &sol, &starts).unwrap();
        assert_eq!(a.answer, (3 * (1i64 << 60) + 6).to_string());
    }

    #[test]
    fn parses_queries_and_presets() {
        let q = parse_question("19", "19").unwrap();
        assert_eq!(q.report, Report::Min(1));
        let q = parse_question("q", "max 2 desc where code == -2").unwrap();
        assert_eq!(q.report, Report::Max(2));
        assert!(q.descending);
        let q = parse_question("q", "count of K + S where K == 6 and code == 2").unwrap();
        assert_eq!(q.of_text, "K + S");
        let e = parse_question("q", "min where cod == 2").unwrap_err();
        assert!(e.message.to_string().contains("unknown name 'cod'"), "{e}");
        let e = parse_question("q", "smallest where code == 2").unwrap_err();
        assert!(
            e.message.to_string().contains("expected what to report"),
            "{e}"
        );
        let e = parse_question("q", "min code == 2").unwrap_err();
        assert!(e.message.to_string().contains("'where'"), "{e}");
    }

    #[test]
    fn presets_answer_their_task() {
        let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(question_line(0, "19-every").0, "19");
        assert_eq!(question_line(1, "20-min2").0, "20");
        assert_eq!(question_line(2, "21-all").0, "21");
        assert_eq!(question_line(0, "min where code == 2").0, "1");
        assert_eq!(
            question_line(0, "19=min where code == -1"),
            ("19".into(), "min where code == -1".into())
        );
        let ids = |v: &[&str]| -> Vec<String> {
            question_list(&lines(v)).into_iter().map(|p| p.0).collect()
        };
        assert_eq!(ids(&["19-every"]), ["19"]);
        assert_eq!(ids(&["20=count where code == 2"]), ["20"]);
        assert_eq!(ids(&["min where code == 1"]), ["1"]);
        assert_eq!(
            ids(&["min where code == 1", "20-min2", "max where code == -2"]),
            ["19", "20", "21"]
        );
        assert_eq!(ids(&["21", "19-every"]), ["21", "19"]);
        let qs: Vec<Question> = question_list(&lines(&["19", "19-every"]))
            .iter()
            .map(|(id, q)| parse_question(id, q).unwrap())
            .collect();
        assert_eq!(repeated_id(&qs), Some("19"));
    }
}
