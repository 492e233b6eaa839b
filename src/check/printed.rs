//! The task a student printed in their workbook — the fixed heap's size,
//! the range of S and the moves, as in a title «Куча: 7, S от 1 до 69,
//! ходы +1 ×2» — read from its text cells, and compared with a book's
//! variants ([`super::variant`]): a file whose printed task fits exactly
//! one variant is that variant's; one that fits several is never guessed.
//!
//! Only what is printed is compared: a title with the moves alone tells
//! the variants apart by their moves. A fact printed twice with different
//! values (two ranges of S) is not used.

use std::collections::BTreeSet;

use crate::game::{Game, Simple};
use crate::import::{Book, Value};

/// A move as printed: `+` or `×` and its number.
pub type PrintedMove = (char, i64);

/// What a task says, as far as students print it. Each fact `None` when
/// not said.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TaskFacts {
    /// The sizes of the heaps that do not depend on S (`7` in `(7, S)`),
    /// sorted.
    pub fixed: Option<Vec<i64>>,
    /// The range of S, both ends.
    pub s: Option<(i64, i64)>,
    /// The moves, each once.
    pub moves: Option<BTreeSet<PrintedMove>>,
}

impl TaskFacts {
    /// A variant's facts: its fixed heaps, its range of S, its moves (when
    /// every move is a plain `+k` or `×k`).
    pub fn of_game(game: &Game) -> TaskFacts {
        let lo = game.s_range.lo;
        let k = game.k_range.as_ref().map_or(0, |r| r.lo);
        let fixed = match (game.start_state(lo, k), game.start_state(lo + 1, k)) {
            (Ok(a), Ok(b)) => {
                let mut f: Vec<i64> = (0..game.heaps)
                    .filter(|&h| a.heaps[h] == b.heaps[h])
                    .map(|h| a.heaps[h])
                    .collect();
                f.sort_unstable();
                Some(f)
            }
            _ => None,
        };
        let moves: Option<BTreeSet<PrintedMove>> = game
            .moves
            .iter()
            .map(|m| match m.simple {
                Some(Simple::Add(k)) => Some(('+', k)),
                Some(Simple::Mul(k)) => Some(('×', k)),
                None => None,
            })
            .collect();
        TaskFacts {
            fixed,
            s: game.s_range.hi.map(|hi| (lo, hi)),
            moves,
        }
    }

    /// The facts printed in a workbook's text cells (every sheet).
    pub fn printed_in(book: &Book) -> TaskFacts {
        let mut found = Found::default();
        for sheet in &book.sheets {
            for row in sheet.rows() {
                for v in row {
                    if let Value::Text(t) = v {
                        found.read(t.as_str());
                    }
                }
            }
        }
        found.facts()
    }

    /// Whether anything is printed.
    pub fn any(&self) -> bool {
        self.fixed.is_some() || self.s.is_some() || self.moves.is_some()
    }

    /// Whether a variant with the facts `variant` fits what is printed
    /// (`self`): every printed fact is the variant's.
    pub fn fit(&self, variant: &TaskFacts) -> bool {
        fn same<T: PartialEq>(printed: &Option<T>, theirs: &Option<T>) -> bool {
            match printed {
                None => true,
                Some(p) => theirs.as_ref() == Some(p),
            }
        }
        self.any()
            && same(&self.fixed, &variant.fixed)
            && same(&self.s, &variant.s)
            && same(&self.moves, &variant.moves)
    }
}

/// The facts found so far, each value as often as printed.
#[derive(Default)]
struct Found {
    fixed: BTreeSet<Vec<i64>>,
    s: BTreeSet<(i64, i64)>,
    moves: BTreeSet<BTreeSet<PrintedMove>>,
}

impl Found {
    fn facts(self) -> TaskFacts {
        fn one<T: Clone>(set: &BTreeSet<T>) -> Option<T> {
            match set.len() {
                1 => set.iter().next().cloned(),
                _ => None,
            }
        }
        TaskFacts {
            fixed: one(&self.fixed),
            s: one(&self.s),
            moves: one(&self.moves),
        }
    }

    /// The facts of one cell's text.
    fn read(&mut self, text: &str) {
        let t = tokens(text);
        let mut fixed = Vec::new();
        let mut moves = BTreeSet::new();
        let mut after_moves_word = false;
        for i in 0..t.len() {
            let at = |k: usize| t.get(i + k);
            // The range of S: «S от 1 до 69», «S from 1 to 69», «1 ≤ S ≤ 69»,
            // «S: 1..69», «S = 1–69».
            if is_s(at(0)) {
                match (at(1), at(2), at(3), at(4)) {
                    (
                        Some(Tok::Word(from)),
                        Some(&Tok::Num(a)),
                        Some(Tok::Word(to)),
                        Some(&Tok::Num(b)),
                    ) if ["от", "from"].contains(&from.as_str())
                        && ["до", "to"].contains(&to.as_str()) =>
                    {
                        self.s.insert((a, b));
                    }
                    (
                        Some(Tok::Sym(':' | '=')),
                        Some(&Tok::Num(a)),
                        Some(Tok::Sym('.' | '-')),
                        Some(&Tok::Num(b)),
                    ) => {
                        self.s.insert((a, b));
                    }
                    _ => {}
                }
            }
            if let (
                Some(&Tok::Num(a)),
                Some(Tok::Sym('≤')),
                true,
                Some(Tok::Sym('≤')),
                Some(&Tok::Num(b)),
            ) = (at(0), at(1), is_s(at(2)), at(3), at(4))
            {
                self.s.insert((a, b));
            }
            // A fixed heap: «Куча: 7», «в первой куче 7», «heap 1: 7»,
            // «(7, S)».
            if let Some(Tok::Word(w)) = at(0) {
                if w.starts_with("куч") || w.starts_with("heap") {
                    match (at(1), at(2), at(3)) {
                        (Some(Tok::Num(_)), Some(Tok::Sym(':')), Some(&Tok::Num(n))) => {
                            fixed.push(n)
                        }
                        (Some(Tok::Sym(':')), Some(&Tok::Num(n)), _)
                            if !is_s_range_at(&t, i + 2) =>
                        {
                            fixed.push(n);
                        }
                        (Some(&Tok::Num(n)), next, _)
                            if !matches!(next, Some(Tok::Sym(':')))
                                && !is_s_range_at(&t, i + 1) =>
                        {
                            fixed.push(n);
                        }
                        _ => {}
                    }
                }
                if w.starts_with("ход") || w.starts_with("move") {
                    after_moves_word = true;
                }
            }
            if let (
                Some(Tok::Sym('(')),
                Some(&Tok::Num(n)),
                Some(Tok::Sym(',' | ';')),
                true,
                Some(Tok::Sym(')')),
            ) = (at(0), at(1), at(2), is_s(at(3)), at(4))
            {
                fixed.push(n);
            }
            if let (
                Some(Tok::Sym('(')),
                true,
                Some(Tok::Sym(',' | ';')),
                Some(&Tok::Num(n)),
                Some(Tok::Sym(')')),
            ) = (at(0), is_s(at(1)), at(2), at(3), at(4))
            {
                fixed.push(n);
            }
            // The moves, after «ходы» or «moves»: «+1 ×2», «+1, *2», «x2».
            if after_moves_word {
                if let (Some(Tok::Sym(op)), Some(&Tok::Num(k))) = (at(0), at(1)) {
                    match op {
                        '+' => {
                            moves.insert(('+', k));
                        }
                        '×' => {
                            moves.insert(('×', k));
                        }
                        _ => {}
                    }
                }
            }
        }
        if !fixed.is_empty() {
            fixed.sort_unstable();
            fixed.dedup();
            self.fixed.insert(fixed);
        }
        if !moves.is_empty() {
            self.moves.insert(moves);
        }
    }
}

/// Whether the tokens from `i` are a number starting a range («1 до 69»,
/// «1..69»): the number after «куча» is then not a heap's size.
fn is_s_range_at(t: &[Tok], i: usize) -> bool {
    matches!(
        (t.get(i + 1), t.get(i + 2)),
        (Some(Tok::Word(w)), Some(Tok::Num(_))) if ["до", "to"].contains(&w.as_str())
    ) || matches!(
        (t.get(i + 1), t.get(i + 2)),
        (Some(Tok::Sym('.' | '-')), Some(Tok::Num(_)))
    )
}

/// Whether a token is the unknown S (Latin or Cyrillic).
fn is_s(t: Option<&Tok>) -> bool {
    matches!(t, Some(Tok::Word(w)) if w == "s" || w == "с")
}

/// A piece of a cell's text.
#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Num(i64),
    /// Letters, lower case.
    Word(String),
    /// A sign: `×` for every multiplication sign (`*`, `x` before a
    /// number), `≤` for `<=`, `.` for `..`, `-` for every dash.
    Sym(char),
}

/// A cell's text as tokens; spaces dropped.
fn tokens(text: &str) -> Vec<Tok> {
    let chars: Vec<char> = text.to_lowercase().chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let n: String = chars[start..i].iter().collect();
            // A number too long for a heap is no fact.
            out.push(n.parse().map_or(Tok::Sym('?'), Tok::Num));
            continue;
        }
        if c.is_alphabetic() {
            let start = i;
            while i < chars.len() && chars[i].is_alphabetic() {
                i += 1;
            }
            let w: String = chars[start..i].iter().collect();
            // `x2`, `х 2`: a multiplication.
            let next_is_number = chars[i..]
                .iter()
                .find(|c| !c.is_whitespace())
                .is_some_and(char::is_ascii_digit);
            if (w == "x" || w == "х") && next_is_number {
                out.push(Tok::Sym('×'));
            } else {
                out.push(Tok::Word(w));
            }
            continue;
        }
        i += 1;
        match c {
            c if c.is_whitespace() => {}
            '*' | '·' | '⋅' | '∙' => out.push(Tok::Sym('×')),
            '<' if chars.get(i) == Some(&'=') => {
                i += 1;
                out.push(Tok::Sym('≤'));
            }
            '⩽' => out.push(Tok::Sym('≤')),
            '.' => {
                while chars.get(i) == Some(&'.') {
                    i += 1;
                }
                out.push(Tok::Sym('.'));
            }
            '–' | '—' | '‑' | '−' => out.push(Tok::Sym('-')),
            '…' => out.push(Tok::Sym('.')),
            c => out.push(Tok::Sym(c)),
        }
    }
    out
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::import::{Sheet, Text};

    /// A workbook of one row of text cells.
    pub(in crate::check) fn book(cells: &[&str]) -> Book {
        let row = cells
            .iter()
            .map(|s| Value::Text(Text::new(s)))
            .collect::<Vec<_>>();
        Book {
            format: crate::import::Format::Csv,
            sheets: vec![Sheet::from_rows("Лист1", vec![row])],
            note: None,
        }
    }

    fn moves(m: &[PrintedMove]) -> Option<BTreeSet<PrintedMove>> {
        Some(m.iter().copied().collect())
    }

    #[test]
    fn a_title_gives_the_heap_the_range_and_the_moves() {
        let f = TaskFacts::printed_in(&book(&["Куча: 7, S от 1 до 69, ходы +1 ×2"]));
        assert_eq!(
            f,
            TaskFacts {
                fixed: Some(vec![7]),
                s: Some((1, 69)),
                moves: moves(&[('+', 1), ('×', 2)]),
            }
        );
        let f = TaskFacts::printed_in(&book(&["Две кучи (7, S)", "1 <= S <= 69", "Ходы: +1, *2"]));
        assert_eq!(f.fixed, Some(vec![7]));
        assert_eq!(f.s, Some((1, 69)));
        assert_eq!(f.moves, moves(&[('+', 1), ('×', 2)]));
        let f = TaskFacts::printed_in(&book(&["heap 1: 9; S: 1..73; moves +1 x2"]));
        assert_eq!(f.fixed, Some(vec![9]));
        assert_eq!(f.s, Some((1, 73)));
        assert_eq!(f.moves, moves(&[('+', 1), ('×', 2)]));
    }

    #[test]
    fn nothing_printed_or_printed_twice_is_no_fact() {
        assert!(!TaskFacts::printed_in(&book(&["Иванов", "V1", "19"])).any());
        // «+1» outside a list of moves is not a move; «куча» before a range is no heap.
        let f = TaskFacts::printed_in(&book(&["ответ +1", "кучи от 1 до 69"]));
        assert!(!f.any(), "{f:?}");
        let f = TaskFacts::printed_in(&book(&["S от 1 до 69", "S от 1 до 73"]));
        assert_eq!(f.s, None, "two ranges: neither is used");
    }

    #[test]
    fn a_variant_fits_when_every_printed_fact_is_its() {
        let game = |text: &str| {
            let (spec, origin) = crate::task::parse_template("v.toml", text).expect("spec");
            let task = spec.build(&|k| origin.locate(k)).expect("task");
            TaskFacts::of_game(&task.game)
        };
        let v1 = game("start = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n");
        let v3 = game("start = \"5, S\"\ns = \"1..69\"\nmoves = \"+2 *2\"\nend = \"sum >= 75\"\n");
        assert_eq!(v1.fixed, Some(vec![7]));
        assert_eq!(v1.moves, moves(&[('+', 1), ('×', 2)]));
        let printed = TaskFacts::printed_in(&book(&["Куча: 7, S от 1 до 69, ходы +1 ×2"]));
        assert!(printed.fit(&v1));
        assert!(!printed.fit(&v3));
        let range_only = TaskFacts::printed_in(&book(&["S от 1 до 69"]));
        assert!(
            range_only.fit(&v1) && range_only.fit(&v3),
            "both fit: not told apart"
        );
        assert!(
            !TaskFacts::default().fit(&v1),
            "nothing printed fits nothing"
        );
    }
}
