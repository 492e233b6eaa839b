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
mod question;
pub mod wording;

pub use question::{
    parse_question, preset_task, question_line, question_list, repeated_id, Question, Report,
    PRESETS,
};

use std::cell::{Cell, RefCell};

use rustc_hash::FxHashMap;

use crate::game::expr::{
    Env, EvalError, Expr, MoveSet, Plies, Ply, Quant, QuantKey, Var, DRAW_CODE, MAX_QUESTION_STEPS,
    UNKNOWN_CODE,
};
use crate::game::{Game, State, Status};
use crate::i18n::Msg;
use crate::msg;
use crate::solve::{Code, Solution};

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
mod tests;
