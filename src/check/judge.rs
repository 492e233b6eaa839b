//! Judging a table: the positions its cells stand for, the orientation and
//! dialect that fit it best, and the verdict on each cell.

use super::report;
use super::{claim, read_mark, CellError, Claim, Dialect, Letter, Mark, Script, Style};
use crate::exam::wording::Lang;
use crate::game::{Game, State};
use crate::import::detect::{Key, Layout, Table};
use crate::import::Sheet;
use crate::solve::Solution;

/// The verdict on one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Right,
    Wrong,
    /// Not marked where the code is deeper than the table marks.
    Unmarked,
    /// A finished position left blank (or marked 0 / —): not counted.
    Finished,
    /// The solver has no code (bounded analysis): not counted.
    Undecided,
}

/// A cell that is wrong (or, with `--strict`, unmarked).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Problem {
    /// `Лист1!D9`.
    pub cell: String,
    pub row: usize,
    pub col: usize,
    pub position: Vec<i64>,
    /// `(7, 31)`.
    pub position_name: String,
    pub found: String,
    pub expected: String,
    pub reason: String,
    pub verdict: Verdict,
}

/// Counts of a check.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// Cells compared (right + wrong).
    pub checked: usize,
    pub right: usize,
    pub wrong: usize,
    pub unmarked: usize,
    pub finished: usize,
    pub undecided: usize,
}

/// The outcome of checking one table.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Outcome {
    pub dialect: Dialect,
    /// Why that dialect: forced, or how many cells each reading fits.
    pub dialect_note: String,
    /// Heap 1 across instead of down.
    pub transposed: bool,
    /// The deepest |K| the table marks (blank cells deeper are allowed).
    pub depth: u32,
    pub counts: Counts,
    /// Wrong cells, then (with strict) unmarked ones, in sheet order.
    pub problems: Vec<Problem>,
    #[serde(skip)]
    pub style: Style,
    /// The language of the notes and reasons.
    #[serde(skip)]
    pub lang: Lang,
}

/// The positions a table's cells stand for, in one orientation.
pub(super) fn position(game: &Game, key: Key, transposed: bool) -> Option<State> {
    match key {
        Key::Pair(d, a) if game.heaps == 2 => Some(if transposed {
            State::of(&[a, d])
        } else {
            State::of(&[d, a])
        }),
        Key::S(s) => game.start_state(s, 0).ok(),
        _ => None,
    }
}

/// Every position the table may stand for (both orientations), to solve.
pub fn positions(game: &Game, table: &Table) -> Vec<State> {
    let mut out = Vec::new();
    for (_, _, key) in table.each_cell() {
        for t in [false, true] {
            if let Some(s) = position(game, key, t) {
                out.push(s);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Solves the game for every position the table may stand for; `None` when
/// it stands for none. The dense solver needs only the least value of each
/// heap (its table spans from there to the end), so a table it can solve
/// costs one start, not a list of millions. The game's size is bounded by
/// `opts.max_bytes` (and `opts.max_positions`): a table whose positions
/// alone would not fit is refused before they are listed, saying how much
/// they would need.
///
/// # Errors
/// The solver's; [`crate::solve::SolveError::TooBig`] for a table too big
/// for the memory limit.
pub fn solve_table(
    game: &Game,
    table: &Table,
    opts: &crate::solve::SolveOptions,
) -> Option<Result<Solution, crate::solve::SolveError>> {
    let mut corner: Option<State> = None;
    let mut starts = 0u64;
    for (_, _, key) in table.each_cell() {
        for t in [false, true] {
            if let Some(s) = position(game, key, t) {
                starts += 1;
                let c = corner.get_or_insert(s);
                for h in 0..game.heaps {
                    c.heaps[h] = c.heaps[h].min(s.heaps[h]);
                }
            }
        }
    }
    let corner = corner?;
    let dense = matches!(opts.solver, None | Some(crate::solve::SolverKind::Dense))
        && crate::solve::dense::plan(game, &[corner]).is_ok();
    Some(if dense {
        crate::solve::solve(game, &[corner], opts)
    } else {
        // Every cell is a start (read both ways): each is listed, then
        // explored like any position reached.
        let per_start =
            std::mem::size_of::<State>() as u64 + crate::solve::general::BYTES_PER_POSITION;
        let need = starts.saturating_mul(per_start);
        if need > opts.max_bytes {
            return Some(Err(crate::solve::SolveError::TooBig {
                need: crate::msg!(
                    "solve-need-for-starts",
                    size = crate::solve::human_bytes(need),
                    count = starts
                ),
                limit: crate::resources::limit_named(opts.max_bytes),
            }));
        }
        crate::solve::solve(game, &positions(game, table), opts)
    })
}

/// Reads the cell of a table.
///
/// # Errors
/// A fraction, naming the cell.
fn mark_at(sheet: &Sheet, row: usize, col: usize) -> Result<Mark, CellError> {
    read_mark(sheet.get(row, col)).map_err(|message| CellError {
        cell: sheet.cell_name(row, col),
        message,
    })
}

/// What a labelled corner says: `h2\\h1`, `куча 2 / куча 1` → transposed;
/// `h1\\h2` → not; anything else says nothing.
fn corner_says_transposed(corner: Option<&str>) -> Option<bool> {
    let digits: Vec<char> = corner?.chars().filter(|c| matches!(c, '1' | '2')).collect();
    match digits.as_slice() {
        ['1', '2'] => Some(false),
        ['2', '1'] => Some(true),
        _ => None,
    }
}

/// How many of the game's start positions lie inside the table read in an
/// orientation: a tie-break for symmetric games, where both fit alike.
fn starts_inside(game: &Game, table: &Table, transposed: bool) -> usize {
    let Layout::Grid { down, across, .. } = &table.layout else {
        return 0;
    };
    let (h1, h2) = if transposed {
        (across, down)
    } else {
        (down, across)
    };
    let within = |axis: &Vec<i64>, v: i64| {
        axis.first().is_some_and(|&a| v >= a) && axis.last().is_some_and(|&b| v <= b)
    };
    game.unknown_values(
        game.s_range.lo.saturating_add(999),
        crate::solve::SolveOptions::default().max_positions,
    )
    .unwrap_or_default()
    .iter()
    .filter_map(|&(k, s)| game.start_state(s, k).ok())
    .filter(|st| within(h1, st.heaps[0]) && within(h2, st.heaps[1]))
    .count()
}

/// Why the table is read in its dialect, for the report's note.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum DialectChoice {
    /// `--labels` said so.
    Forced,
    /// V/P letters, read both ways: how many cells each reading fits.
    Fits { win_lose: usize, petya_vanya: usize },
    /// No letters, only numbers.
    Numbers,
    /// W/L letters, which read one way only.
    WinLossLetters,
}

/// Checks a table: reads its cells, settles the orientation and dialect
/// (`forced` when given), and judges every cell; the notes and reasons are
/// written in `lang`. The cells are read from the sheet on each pass, not
/// stored: a table may have millions.
///
/// # Errors
/// A cell that no dialect can hold (a fraction).
pub fn check(
    game: &Game,
    sol: &Solution,
    sheet: &Sheet,
    table: &Table,
    forced: Option<Dialect>,
    strict: bool,
    lang: Lang,
) -> Result<Outcome, CellError> {
    let grid = matches!(table.layout, Layout::Grid { .. });
    let dialects: Vec<Dialect> = match forced {
        Some(d) => vec![d],
        None => vec![Dialect::WinLose, Dialect::PetyaVanya, Dialect::Codes],
    };
    let orientations: &[bool] = if grid { &[false, true] } else { &[false] };
    // One pass: how many cells each orientation × dialect fits, and what
    // the labels look like (letters, scripts, case).
    let mut fit = [[0usize; 3]; 2];
    let (mut letters, mut vp, mut numbers, mut lower) = (0usize, 0usize, 0usize, 0usize);
    let mut scripts = [0usize; 3];
    for (row, col, key) in table.each_cell() {
        let mark = mark_at(sheet, row, col)?;
        match mark {
            Mark::Letter {
                letter,
                script,
                lower: l,
                ..
            } => {
                letters += 1;
                vp += usize::from(matches!(letter, Letter::V | Letter::P));
                scripts[script as usize] += 1;
                lower += usize::from(l);
            }
            Mark::Num(_) => numbers += 1,
            _ => {}
        }
        for &t in orientations {
            let Some(expected) = position(game, key, t)
                .and_then(|s| sol.code(&s))
                .and_then(Claim::of)
            else {
                continue;
            };
            for (i, &d) in dialects.iter().enumerate() {
                if claim(&mark, d) == Some(expected) {
                    fit[usize::from(t)][i] += 1;
                }
            }
        }
    }
    // Orientation × dialect: the reading that fits the most cells.
    let mut best: Option<(Dialect, bool, (usize, u8, usize))> = None;
    let mut fit_of = Vec::new();
    for &t in orientations {
        let hint = u8::from(corner_says_transposed(table.corner.as_deref()) == Some(t));
        let starts = starts_inside(game, table, t);
        for (i, &d) in dialects.iter().enumerate() {
            let n = fit[usize::from(t)][i];
            if !t {
                fit_of.push((d, n));
            }
            let score = (n, hint, starts);
            if best.is_none_or(|b| score > b.2) {
                best = Some((d, t, score));
            }
        }
    }
    let (mut dialect, transposed, _) = best.unwrap_or((Dialect::WinLose, false, (0, 0, 0)));
    if let Some(d) = forced {
        dialect = d;
    }
    // A table with no V/P letters is codes, unless told otherwise.
    if forced.is_none() && letters == 0 && numbers > 0 {
        dialect = Dialect::Codes;
    } else if forced.is_none() && dialect == Dialect::Codes && letters > 0 {
        dialect = Dialect::WinLose;
    }
    let why = match forced {
        Some(_) => DialectChoice::Forced,
        None if vp > 0 => {
            let get = |d| {
                fit_of
                    .iter()
                    .find(|(x, _)| *x == d)
                    .map(|(_, n)| *n)
                    .unwrap_or(0)
            };
            DialectChoice::Fits {
                win_lose: get(Dialect::WinLose),
                petya_vanya: get(Dialect::PetyaVanya),
            }
        }
        None if dialect == Dialect::Codes => DialectChoice::Numbers,
        None => DialectChoice::WinLossLetters,
    };
    let dialect_note = report::dialect_note(why, lang);
    // The script and case most cells use, to write expected labels alike.
    let script = match scripts.iter().enumerate().max_by_key(|(_, n)| **n) {
        Some((1, n)) if *n > 0 => Script::Cyrillic,
        Some((2, n)) if *n > 0 => Script::WinLoss,
        _ => Script::Latin,
    };
    let style = Style {
        dialect,
        script,
        lower: letters > 0 && lower * 2 > letters,
    };
    // The depth the table marks: the deepest right label (else any label).
    let mut depth = 0u32;
    let mut depth_any = 0u32;
    for (row, col, key) in table.each_cell() {
        let expected = position(game, key, transposed).and_then(|s| sol.code(&s));
        let found = claim(&mark_at(sheet, row, col)?, dialect);
        if let Some(k) = found.and_then(Claim::moves) {
            depth_any = depth_any.max(k);
            if found == expected.and_then(Claim::of) {
                depth = depth.max(k);
            }
        }
    }
    if depth == 0 {
        depth = depth_any;
    }
    // Every table marks at least the first moves: a blank V1/P1 is wrong.
    let depth = depth.max(1);
    let mut counts = Counts::default();
    let mut problems = Vec::new();
    for (row, col, key) in table.each_cell() {
        let mark = mark_at(sheet, row, col)?;
        let state = position(game, key, transposed);
        let expected = state.and_then(|s| sol.code(&s));
        let found = claim(&mark, dialect);
        let (Some(state), Some(code)) = (state, expected) else {
            counts.undecided += 1;
            continue;
        };
        let Some(want) = Claim::of(code) else {
            counts.undecided += 1;
            continue;
        };
        let verdict = if code.is_over() {
            match (&mark, found) {
                (Mark::Blank, _) | (_, Some(Claim::Zero)) => Verdict::Finished,
                _ => Verdict::Wrong,
            }
        } else if mark == Mark::Blank {
            match want.moves() {
                Some(k) if k > depth => Verdict::Unmarked,
                _ => Verdict::Wrong,
            }
        } else if found == Some(want) {
            Verdict::Right
        } else {
            Verdict::Wrong
        };
        match verdict {
            Verdict::Right => counts.right += 1,
            Verdict::Wrong => counts.wrong += 1,
            Verdict::Unmarked => counts.unmarked += 1,
            Verdict::Finished => counts.finished += 1,
            Verdict::Undecided => counts.undecided += 1,
        }
        if verdict == Verdict::Wrong || (strict && verdict == Verdict::Unmarked) {
            let text = sheet.get(row, col).shown().trim().to_string();
            let found_text = match (&mark, found) {
                (Mark::Blank, _) => String::new(),
                (_, None) => report::not_a_label(&text, dialect, lang),
                _ => text,
            };
            let reason = match verdict {
                Verdict::Unmarked => report::deeper_than_marked(depth, lang),
                _ => report::reason(game, sol, &state, code, found, &style, lang),
            };
            problems.push(Problem {
                cell: sheet.cell_name(row, col),
                row,
                col,
                position: state.heaps[..game.heaps].to_vec(),
                position_name: game.position_name(&state.heaps),
                found: found_text,
                expected: if code.is_over() {
                    report::no_label(lang).to_string()
                } else {
                    style.code(code)
                },
                reason,
                verdict,
            });
        }
    }
    counts.checked = counts.right + counts.wrong;
    problems.sort_by_key(|p| (p.verdict != Verdict::Wrong, p.row, p.col));
    Ok(Outcome {
        dialect,
        dialect_note,
        transposed,
        depth,
        counts,
        problems,
        style,
        lang,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::fixture::{run, RIGHT};

    #[test]
    fn a_right_table_has_no_problems_and_deeper_blanks_are_allowed() {
        let o = run(RIGHT, None, false);
        assert_eq!(o.dialect, Dialect::WinLose);
        assert_eq!(o.depth, 2);
        assert_eq!(
            (
                o.counts.checked,
                o.counts.right,
                o.counts.wrong,
                o.counts.unmarked
            ),
            (5, 5, 0, 4)
        );
        assert!(o.problems.is_empty());
        let o = run(RIGHT, None, true);
        assert_eq!(o.problems.len(), 4);
        assert_eq!(o.problems[0].verdict, Verdict::Unmarked);
        assert_eq!(o.problems[0].cell, "Лист1!B2");
    }

    #[test]
    fn the_petya_vanya_convention_is_detected() {
        let pv = [["", "В2", "П2"], ["В2", "П2", ""], ["П2", "", ""]];
        let o = run(pv, None, false);
        assert_eq!(o.dialect, Dialect::PetyaVanya);
        assert_eq!(o.counts.wrong, 0);
        let o = run(pv, Some(Dialect::WinLose), false);
        assert_eq!(o.counts.wrong, 5);
        assert_eq!(o.problems[0].expected, "П2");
        let codes = [["", "-2", "+2"], ["-2", "2", ""], ["2", "", ""]];
        let o = run(codes, None, false);
        assert_eq!(o.dialect, Dialect::Codes);
        assert_eq!(o.counts.right, 5);
    }
}
