//! Checking a hand-made table against the solved game: what each cell
//! claims (in whichever dialect the table is written), what it should say,
//! and why, in terms of the position's moves.
//!
//! Dialects: `V1 P1 V2 P2` (any case), Cyrillic `В1 П1 В2 П2`, `W1 L1`,
//! numeric codes (`1`, `-1`, `+2`, `-2`), and the Petya/Vanya convention
//! where `П1` means Petya (to move) wins and `В1` Vanya wins — the letters
//! the other way round. V/P letters (either script) are read both ways and
//! the convention that fits more cells wins (win-lose on a tie).

pub mod annotate;
pub mod file;

use crate::exam::wording::Lang;
use crate::game::{Game, State};
use crate::import::detect::{Key, Layout, Table};
use crate::import::{Sheet, Value};
use crate::solve::{Code, Solution};

/// How the table's labels are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dialect {
    /// V1/P1, В1/П1, W1/L1: the player to move wins (V, В, W) or loses (P, П, L).
    WinLose,
    /// П1/В1: Petya (to move) wins (П), Vanya wins (В).
    PetyaVanya,
    /// Numbers: +K the player to move wins by his K-th move, -K he loses.
    Codes,
}

impl Dialect {
    pub fn describe(self) -> &'static str {
        match self {
            Dialect::WinLose => "win-lose (V/В/W = the player to move wins, P/П/L = he loses)",
            Dialect::PetyaVanya => "petya-vanya (П = Петя, to move, wins; В = Ваня wins)",
            Dialect::Codes => {
                "codes (+K = the player to move wins by his K-th move, -K = he loses)"
            }
        }
    }
}

/// A letter as written, before a dialect gives it a meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Letter {
    /// V (Latin), В (Cyrillic): win, or Vanya.
    V,
    /// P, П: lose, or Petya.
    P,
    W,
    L,
    /// D, Н: a draw.
    D,
}

/// The script a label is written in, for writing expected labels alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Script {
    #[default]
    Latin,
    Cyrillic,
    WinLoss,
}

/// What a cell holds, read.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// Blank, `--`, `-`, `—`: not marked.
    Blank,
    Num(i64),
    Letter {
        letter: Letter,
        k: Option<u32>,
        script: Script,
        lower: bool,
    },
    /// Anything else (text, a formula error).
    Other(String),
}

/// A cell that cannot be read at all (a fraction where a code belongs).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{cell}: {message}")]
pub struct CellError {
    pub cell: String,
    pub message: String,
}

/// What a label claims about a position (for the player to move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Win(u32),
    Lose(u32),
    /// Code 0: over, or every move hands the opponent the win.
    Zero,
    Draw,
}

impl Claim {
    pub fn of(code: Code) -> Option<Claim> {
        match code {
            Code::Win(k) => Some(Claim::Win(k)),
            Code::Lose(0) | Code::Over | Code::Handed => Some(Claim::Zero),
            Code::Lose(k) => Some(Claim::Lose(k)),
            Code::Draw => Some(Claim::Draw),
            Code::Unknown => None,
        }
    }

    fn moves(self) -> Option<u32> {
        match self {
            Claim::Win(k) | Claim::Lose(k) => Some(k),
            _ => None,
        }
    }
}

/// Reads a cell.
///
/// # Errors
/// A fraction (`2.5`, `2,5`), which no dialect writes.
pub fn read_mark(v: &Value) -> Result<Mark, String> {
    let fraction = |s: &str| {
        format!("'{s}' is a fraction; a label or a whole-number code (1, -1, +2, -2) belongs here")
    };
    match v {
        Value::Empty => Ok(Mark::Blank),
        Value::Number(f) => {
            if f.fract() != 0.0 || !f.is_finite() {
                Err(fraction(&v.shown()))
            } else {
                Ok(Mark::Num(*f as i64))
            }
        }
        Value::Error(e) => Ok(Mark::Other(e.to_string())),
        Value::Text(t) => {
            let s: String = t.chars().filter(|c| !c.is_whitespace()).collect();
            if s.is_empty() || s.chars().all(|c| matches!(c, '-' | '—' | '–')) {
                return Ok(Mark::Blank);
            }
            if let Ok(n) = s.parse::<i64>() {
                return Ok(Mark::Num(n));
            }
            let body = s.strip_prefix(['+', '-']).unwrap_or(&s);
            if body.starts_with(|c: char| c.is_ascii_digit())
                && body
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
            {
                // `2.0` is a whole number typed with a point; `2.5` is not.
                return match s.replace(',', ".").parse::<f64>() {
                    Ok(f) if f.fract() == 0.0 && f.abs() < 1e15 => Ok(Mark::Num(f as i64)),
                    _ => Err(fraction(&s)),
                };
            }
            let mut chars = s.chars();
            let first = chars.next().unwrap_or(' ');
            let rest: String = chars.collect();
            let (letter, script) = match first {
                'V' | 'v' => (Letter::V, Script::Latin),
                'P' | 'p' => (Letter::P, Script::Latin),
                // A Latin B is a Cyrillic В typed on the wrong layout.
                'В' | 'в' | 'B' | 'b' => (Letter::V, Script::Cyrillic),
                'П' | 'п' => (Letter::P, Script::Cyrillic),
                'W' | 'w' => (Letter::W, Script::WinLoss),
                'L' | 'l' => (Letter::L, Script::WinLoss),
                'D' | 'd' => (Letter::D, Script::Latin),
                'Н' | 'н' => (Letter::D, Script::Cyrillic),
                _ => return Ok(Mark::Other(t.trim().to_string())),
            };
            let k = if rest.is_empty() {
                None
            } else {
                match rest.parse::<u32>() {
                    Ok(k) => Some(k),
                    Err(_) => return Ok(Mark::Other(t.trim().to_string())),
                }
            };
            if k.is_none() && letter != Letter::D {
                return Ok(Mark::Other(t.trim().to_string()));
            }
            Ok(Mark::Letter {
                letter,
                k,
                script,
                lower: first.is_lowercase(),
            })
        }
    }
}

/// What a mark claims in a dialect; `None` when the dialect cannot read it.
pub fn claim(m: &Mark, d: Dialect) -> Option<Claim> {
    let signed = |win: bool, k: u32| {
        if k == 0 {
            Claim::Zero
        } else if win {
            Claim::Win(k)
        } else {
            Claim::Lose(k)
        }
    };
    match m {
        Mark::Blank | Mark::Other(_) => None,
        Mark::Num(n) => Some(match *n {
            0 => Claim::Zero,
            n if n > 0 => Claim::Win(n.min(u32::MAX as i64) as u32),
            n => Claim::Lose(n.unsigned_abs().min(u32::MAX as u64) as u32),
        }),
        Mark::Letter { .. } if d == Dialect::Codes => None,
        Mark::Letter {
            letter: Letter::D, ..
        } => Some(Claim::Draw),
        Mark::Letter { letter, k, .. } => {
            let k = (*k)?;
            Some(match (letter, d) {
                (Letter::W, _) => signed(true, k),
                (Letter::L, _) => signed(false, k),
                (Letter::V, Dialect::PetyaVanya) | (Letter::P, Dialect::WinLose) => {
                    signed(false, k)
                }
                _ => signed(true, k),
            })
        }
    }
}

/// How expected labels are written: the table's dialect and script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    pub dialect: Dialect,
    pub script: Script,
    pub lower: bool,
}

impl Style {
    /// A claim written as the table would.
    pub fn write(&self, c: Claim, over: bool) -> String {
        if over {
            return "—".into();
        }
        if self.dialect == Dialect::Codes {
            return match c {
                Claim::Win(k) => format!("+{k}"),
                Claim::Lose(k) => format!("-{k}"),
                Claim::Zero => "0".into(),
                Claim::Draw => "D".into(),
            };
        }
        let (win, lose, draw) = match (self.script, self.dialect) {
            (Script::WinLoss, _) => ("W", "L", "D"),
            (Script::Latin, Dialect::PetyaVanya) => ("P", "V", "D"),
            (Script::Latin, _) => ("V", "P", "D"),
            (Script::Cyrillic, Dialect::PetyaVanya) => ("П", "В", "Н"),
            (Script::Cyrillic, _) => ("В", "П", "Н"),
        };
        let s = match c {
            Claim::Win(k) => format!("{win}{k}"),
            Claim::Lose(k) => format!("{lose}{k}"),
            Claim::Zero => format!("{lose}0"),
            Claim::Draw => draw.to_string(),
        };
        if self.lower {
            s.to_lowercase()
        } else {
            s
        }
    }

    /// A code written as the table would.
    pub fn code(&self, c: Code) -> String {
        match Claim::of(c) {
            Some(cl) => self.write(cl, c.is_over()),
            None => "?".into(),
        }
    }
}

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

impl Problem {
    /// `Лист1!D9 (7, 31): found P2, expected V2 — move to (14, 31) …`, in
    /// the language the reasons were written in.
    pub fn line(&self, lang: Lang) -> String {
        let (found, not_marked, expected) = match lang {
            Lang::En => ("found", "not marked", "expected"),
            Lang::Ru => ("найдено", "не отмечено", "ожидалось"),
        };
        let found = if self.found.is_empty() {
            not_marked.to_string()
        } else {
            format!("{found} {}", self.found)
        };
        format!(
            "{} {}: {found}, {expected} {} — {}",
            self.cell, self.position_name, self.expected, self.reason
        )
    }
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

impl Outcome {
    /// `1825 cells checked: 1817 right, 8 wrong, …` (without the file's
    /// name), as `gametable check` ends a file's report.
    pub fn summary(&self, strict: bool) -> String {
        let n = &self.counts;
        let ru = self.lang == Lang::Ru;
        let mut out = if ru {
            format!(
                "клеток проверено: {}; верно {}, неверно {}",
                n.checked, n.right, n.wrong
            )
        } else {
            format!(
                "{} cells checked: {} right, {} wrong",
                n.checked, n.right, n.wrong
            )
        };
        if n.unmarked > 0 {
            out += &match (ru, strict) {
                (false, _) => format!(
                    ", {} unmarked (deeper than {}: {})",
                    n.unmarked,
                    self.depth,
                    if strict { "reported" } else { "allowed" }
                ),
                (true, _) => format!(
                    ", не отмечено {} (глубже {}-го хода: {})",
                    n.unmarked,
                    self.depth,
                    if strict {
                        "в отчёте"
                    } else {
                        "допустимо"
                    }
                ),
            };
        }
        if n.finished > 0 {
            out += &if ru {
                format!(", пропущено оконченных позиций {}", n.finished)
            } else {
                format!(", {} finished positions skipped", n.finished)
            };
        }
        if n.undecided > 0 {
            out += &if ru {
                format!(", не решено {}", n.undecided)
            } else {
                format!(", {} undecided", n.undecided)
            };
        }
        out
    }
}

/// The positions a table's cells stand for, in one orientation.
fn position(game: &Game, key: Key, transposed: bool) -> Option<State> {
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
                need: format!(
                    "{} for its {starts} positions alone",
                    crate::solve::human_bytes(need)
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
    let ru = lang == Lang::Ru;
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
    let dialect_note = match forced {
        Some(_) if ru => "задано --labels".to_string(),
        Some(_) => "forced by --labels".to_string(),
        None if vp > 0 => {
            let get = |d| {
                fit_of
                    .iter()
                    .find(|(x, _)| *x == d)
                    .map(|(_, n)| *n)
                    .unwrap_or(0)
            };
            let (wl, pv) = (get(Dialect::WinLose), get(Dialect::PetyaVanya));
            if ru {
                format!("предположено: прочтению win-lose отвечают клеток: {wl}, petya-vanya: {pv}")
            } else {
                format!("assumed: win-lose reading fits {wl} cells, petya-vanya {pv}")
            }
        }
        None if dialect == Dialect::Codes && ru => "предположено: в клетках числа".to_string(),
        None if dialect == Dialect::Codes => "assumed: the cells are numbers".to_string(),
        None if ru => "предположено: буквы W/L".to_string(),
        None => "assumed: W/L letters".to_string(),
    };
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
                (_, None) => if ru {
                    format!("'{text}' (не метка в записи {dialect:?})")
                } else {
                    format!("'{text}' (not a label in the {dialect:?} dialect)")
                }
                .replace("WinLose", "win-lose")
                .replace("PetyaVanya", "petya-vanya")
                .replace("Codes", "codes"),
                _ => text,
            };
            let reason = match (verdict, lang) {
                (Verdict::Unmarked, Lang::En) => format!(
                    "deeper than the {depth} moves the table marks (reported with --strict)"
                ),
                (Verdict::Unmarked, Lang::Ru) => format!(
                    "глубже {depth}-го хода, до которого отмечает таблица (в отчёте с --strict)"
                ),
                _ => reason(game, sol, &state, code, found, &style, lang),
            };
            problems.push(Problem {
                cell: sheet.cell_name(row, col),
                row,
                col,
                position: state.heaps[..game.heaps].to_vec(),
                position_name: game.position_name(&state.heaps),
                found: found_text,
                expected: if code.is_over() {
                    if ru {
                        "без метки (игра окончена)"
                    } else {
                        "no label (the game is over)"
                    }
                    .to_string()
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

/// Why a position's code is what it is, against what was found: which move
/// wins, which move escapes a claimed loss, or that every move loses;
/// worded in `lang`.
pub fn reason(
    game: &Game,
    sol: &Solution,
    st: &State,
    code: Code,
    found: Option<Claim>,
    style: &Style,
    lang: Lang,
) -> String {
    let ru = lang == Lang::Ru;
    if code.is_over() {
        return if ru {
            format!("ходов не осталось: игра окончена ({})", game.text.end)
        } else {
            format!("no move is left to make: {} ends the game", game.text.end)
        };
    }
    let mut succ = Vec::new();
    if game.successors(st, &mut succ).is_err() {
        return if ru {
            "её ходы не удаётся вычислить"
        } else {
            "its moves cannot be computed"
        }
        .into();
    }
    let mut followers: Vec<(State, Code)> = Vec::new();
    for s in &succ {
        if followers.iter().any(|(f, _)| *f == s.state) {
            continue;
        }
        if let Some(c) = sol.code(&s.state) {
            followers.push((s.state, c));
        }
    }
    let name = |s: &State| game.position_name(&s.heaps);
    let lab = |c: Code| style.code(c);
    let all = || {
        followers
            .iter()
            .map(|(s, c)| format!("{} {}", name(s), lab(*c)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let moves = || {
        if ru {
            format!("ходы: {}", all())
        } else {
            format!("moves: {}", all())
        }
    };
    match code {
        Code::Win(k) => {
            // The fastest win: to a position lost for the opponent in k-1.
            let best = followers.iter().find(|(_, c)| {
                if k == 1 {
                    c.signed() == Some(0)
                } else {
                    *c == Code::Lose(k - 1)
                }
            });
            let Some((to, c)) = best else {
                return moves();
            };
            let to = name(to);
            let at = lab(*c);
            if k == 1 && !matches!(found, Some(Claim::Win(j)) if j < k) {
                return if ru {
                    format!("ход в {to} сразу выигрывает")
                } else {
                    format!("move to {to} wins at once")
                };
            }
            match (found, lang) {
                (Some(Claim::Lose(_) | Claim::Zero | Claim::Draw), Lang::En) => {
                    format!("move to {to} escapes the claimed loss: it leaves the opponent at {at}")
                }
                (Some(Claim::Lose(_) | Claim::Zero | Claim::Draw), Lang::Ru) => {
                    format!(
                        "ход в {to} уходит от заявленного проигрыша: он оставляет сопернику {at}"
                    )
                }
                (Some(Claim::Win(j)), Lang::En) if j < k => format!(
                    "no move wins {}: the fastest, to {to}, leaves the opponent at {at}",
                    if j == 1 {
                        "at once".to_string()
                    } else {
                        format!("by move {j}")
                    }
                ),
                (Some(Claim::Win(j)), Lang::Ru) if j < k => format!(
                    "ни один ход не выигрывает {}: самый быстрый, в {to}, оставляет сопернику {at}",
                    if j == 1 {
                        "сразу".to_string()
                    } else {
                        format!("к {j}-му ходу")
                    }
                ),
                (Some(Claim::Win(_)), Lang::En) => {
                    format!("move to {to} wins sooner: it leaves the opponent at {at}")
                }
                (Some(Claim::Win(_)), Lang::Ru) => {
                    format!("ход в {to} выигрывает быстрее: он оставляет сопернику {at}")
                }
                (None, Lang::En) => format!("move to {to} wins: it leaves the opponent at {at}"),
                (None, Lang::Ru) => format!("ход в {to} выигрывает: он оставляет сопернику {at}"),
            }
        }
        Code::Lose(k) => {
            let longest = followers
                .iter()
                .filter_map(|(s, c)| match c {
                    Code::Win(j) => Some((s, *c, *j)),
                    _ => None,
                })
                .rev()
                .max_by_key(|x| x.2);
            match (found, longest) {
                (Some(Claim::Win(_)), _) | (None, _) | (Some(Claim::Draw), _) => {
                    if ru {
                        format!("любой ход оставляет сопернику выигрыш: {}", all())
                    } else {
                        format!("every move leaves the opponent a win: {}", all())
                    }
                }
                (Some(Claim::Lose(j)), Some((s, c, _))) if j < k => {
                    let (to, at) = (name(s), lab(c));
                    if ru {
                        format!(
                            "ход в {to} позволяет продержаться дольше: он оставляет сопернику {at}"
                        )
                    } else {
                        format!("move to {to} holds out longer: it leaves the opponent at {at}")
                    }
                }
                (_, Some((s, c, _))) => {
                    let (to, at) = (name(s), lab(c));
                    if ru {
                        format!("любой ход проигрывает быстрее; самая долгая защита, ход в {to}, оставляет сопернику {at}")
                    } else {
                        format!("every move loses sooner; the longest defence, to {to}, leaves the opponent at {at}")
                    }
                }
                _ => moves(),
            }
        }
        Code::Draw => {
            let safe: Vec<String> = followers
                .iter()
                .filter(|(_, c)| *c == Code::Draw)
                .map(|(s, c)| format!("{} {}", name(s), lab(*c)))
                .collect();
            if ru {
                format!(
                    "ни один ход не выигрывает, а ход в {} позволяет не проиграть",
                    safe.join(" или ")
                )
            } else {
                format!(
                    "no move wins, and a move to {} avoids losing",
                    safe.join(" or ")
                )
            }
        }
        _ => moves(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn reads_every_dialect() {
        let cases: &[(Value, Dialect, Option<Claim>)] = &[
            (text("V1"), Dialect::WinLose, Some(Claim::Win(1))),
            (text("p2"), Dialect::WinLose, Some(Claim::Lose(2))),
            (text("В2"), Dialect::WinLose, Some(Claim::Win(2))),
            (text("П1"), Dialect::WinLose, Some(Claim::Lose(1))),
            (text("П1"), Dialect::PetyaVanya, Some(Claim::Win(1))),
            (text("В2"), Dialect::PetyaVanya, Some(Claim::Lose(2))),
            (text("W1"), Dialect::PetyaVanya, Some(Claim::Win(1))),
            (text("L2"), Dialect::WinLose, Some(Claim::Lose(2))),
            (text("+2"), Dialect::Codes, Some(Claim::Win(2))),
            (Value::Number(-1.0), Dialect::Codes, Some(Claim::Lose(1))),
            (Value::Number(1.0), Dialect::WinLose, Some(Claim::Win(1))),
            (text("V1"), Dialect::Codes, None),
            (text("D"), Dialect::WinLose, Some(Claim::Draw)),
        ];
        for (v, d, want) in cases {
            let m = read_mark(v).unwrap();
            assert_eq!(claim(&m, *d), *want, "{v:?} in {d:?}");
        }
        for blank in ["", " ", "--", "-", "—"] {
            assert_eq!(read_mark(&text(blank)).unwrap(), Mark::Blank, "{blank:?}");
        }
        assert_eq!(read_mark(&text("x")).unwrap(), Mark::Other("x".into()));
        assert_eq!(read_mark(&text("-2.0")).unwrap(), Mark::Num(-2));
        let b2 = read_mark(&text("B2")).unwrap();
        assert_eq!(claim(&b2, Dialect::WinLose), Some(Claim::Win(2)));
        assert_eq!(claim(&b2, Dialect::PetyaVanya), Some(Claim::Lose(2)));
        assert_eq!(read_mark(&text("V")).unwrap(), Mark::Other("V".into()));
        assert!(read_mark(&Value::Number(2.5))
            .unwrap_err()
            .contains("'2.5'"));
        assert!(read_mark(&text("2,5")).unwrap_err().contains("fraction"));
    }

    fn seed() -> Game {
        use crate::task::{find_template, parse_template};
        let (name, text) = find_template("ege-2021-demo").unwrap();
        let (spec, origin) = parse_template(&name, &text).unwrap();
        spec.build(&|k| origin.locate(k)).unwrap().game
    }

    /// The seed grid's corner 7..9 × 29..31 (P2 V2 P3 / …), with `cells`
    /// as typed.
    fn sheet(cells: [[&str; 3]; 3]) -> Sheet {
        let mut rows = vec![vec![
            Value::Empty,
            Value::Number(29.0),
            Value::Number(30.0),
            Value::Number(31.0),
        ]];
        for (i, row) in cells.iter().enumerate() {
            let mut r = vec![Value::Number(7.0 + i as f64)];
            r.extend(row.iter().map(|t| text(t)));
            rows.push(r);
        }
        Sheet::from_rows("Лист1", rows)
    }

    fn run(cells: [[&str; 3]; 3], forced: Option<Dialect>, strict: bool) -> Outcome {
        let game = seed();
        let sh = sheet(cells);
        let table = crate::import::detect::find(&sh, None, true, true)
            .unwrap()
            .unwrap();
        let sol =
            crate::solve::solve(&game, &positions(&game, &table), &Default::default()).unwrap();
        check(&game, &sol, &sh, &table, forced, strict, Lang::En).unwrap()
    }

    // The truth: (7, 29) V3, (7, 30) P2, (7, 31) V2; (8, 29) P2, (8, 30) V2,
    // (8, 31) P3; (9, 29) V2, (9, 30) V4, (9, 31) V3.
    const RIGHT: [[&str; 3]; 3] = [["", "P2", "V2"], ["P2", "V2", ""], ["V2", "", ""]];

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
    fn each_wrong_cell_gets_its_reason() {
        let mut cells = RIGHT;
        cells[0][2] = "P2"; // (7, 31) is V2
        cells[1][0] = ""; // (8, 29) is P2: blank not allowed at depth 2
        cells[0][1] = "P1"; // (7, 30) is P2
        let o = run(cells, None, false);
        let lines: Vec<String> = o.problems.iter().map(|p| p.line(o.lang)).collect();
        assert_eq!(
            lines,
            [
                "Лист1!C2 (7, 30): found P1, expected P2 — move to (8, 30) holds out longer: it leaves the opponent at V2",
                "Лист1!D2 (7, 31): found P2, expected V2 — move to (14, 31) escapes the claimed loss: it leaves the opponent at P1",
                "Лист1!B3 (8, 29): not marked, expected P2 — every move leaves the opponent a win: (9, 29) V2, (8, 30) V2, (16, 29) V2, (8, 58) V1",
            ]
        );
        assert_eq!(
            o.summary(false),
            "5 cells checked: 2 right, 3 wrong, 4 unmarked (deeper than 2: allowed)"
        );
    }

    /// The same cells judged in Russian: the reasons, the lines and the
    /// summary `gametable check --lang ru` prints and the Russian page shows.
    #[test]
    fn reasons_and_summary_in_russian() {
        let mut cells = RIGHT;
        cells[0][2] = "P2";
        cells[1][0] = "";
        cells[0][1] = "P1";
        let game = seed();
        let sh = sheet(cells);
        let table = crate::import::detect::find(&sh, None, true, true)
            .unwrap()
            .unwrap();
        let sol =
            crate::solve::solve(&game, &positions(&game, &table), &Default::default()).unwrap();
        let o = check(&game, &sol, &sh, &table, None, true, Lang::Ru).unwrap();
        let lines: Vec<String> = o.problems.iter().map(|p| p.line(o.lang)).collect();
        assert_eq!(
            lines[..4],
            [
                "Лист1!C2 (7, 30): найдено P1, ожидалось P2 — ход в (8, 30) позволяет продержаться дольше: он оставляет сопернику V2",
                "Лист1!D2 (7, 31): найдено P2, ожидалось V2 — ход в (14, 31) уходит от заявленного проигрыша: он оставляет сопернику P1",
                "Лист1!B3 (8, 29): не отмечено, ожидалось P2 — любой ход оставляет сопернику выигрыш: (9, 29) V2, (8, 30) V2, (16, 29) V2, (8, 58) V1",
                "Лист1!B2 (7, 29): не отмечено, ожидалось V3 — глубже 2-го хода, до которого отмечает таблица (в отчёте с --strict)",
            ]
        );
        assert_eq!(
            o.summary(true),
            "клеток проверено: 5; верно 2, неверно 3, не отмечено 4 (глубже 2-го хода: в отчёте)"
        );
        assert!(
            o.dialect_note.starts_with("предположено: "),
            "{}",
            o.dialect_note
        );
        // A won position explained for the page: Russian words, the same labels.
        let st = State::of(&[7, 31]);
        let code = sol.code(&st).unwrap();
        assert_eq!(
            reason(&game, &sol, &st, code, None, &o.style, Lang::Ru),
            "ход в (14, 31) выигрывает: он оставляет сопернику P1"
        );
        assert_eq!(
            reason(&game, &sol, &st, code, None, &o.style, Lang::En),
            "move to (14, 31) wins: it leaves the opponent at P1"
        );
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

    #[test]
    fn writes_expected_labels_like_the_table() {
        let s = Style {
            dialect: Dialect::PetyaVanya,
            script: Script::Cyrillic,
            lower: false,
        };
        assert_eq!(s.write(Claim::Win(2), false), "П2");
        assert_eq!(s.write(Claim::Lose(1), false), "В1");
        let s = Style {
            dialect: Dialect::Codes,
            script: Script::Latin,
            lower: false,
        };
        assert_eq!(s.write(Claim::Lose(2), false), "-2");
        let s = Style {
            dialect: Dialect::WinLose,
            script: Script::Latin,
            lower: true,
        };
        assert_eq!(s.write(Claim::Win(2), false), "v2");
    }
}
