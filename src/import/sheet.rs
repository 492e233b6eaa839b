//! The cells as read, whatever the file: a [`Sheet`] of [`Value`]s
//! addressed from A1, its [`Area`]s, and A1 names.

use super::Text;

/// One cell's value as read.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Empty,
    /// Every number (calamine returns floats; CSV numbers are parsed).
    Number(f64),
    Text(Text),
    /// A formula error (`#DIV/0!`) or another unreadable value (rare: kept
    /// behind a pointer so that a value stays 16 bytes).
    Error(Box<String>),
}

impl Value {
    /// The value as typed, for messages.
    pub fn shown(&self) -> String {
        match self {
            Value::Empty => String::new(),
            Value::Number(f) => {
                // A whole number in i64's range shows all its digits
                // (-9223372036854775808, not -9223372036854776000).
                if f.fract() == 0.0 && *f >= i64::MIN as f64 && *f < -(i64::MIN as f64) {
                    format!("{}", *f as i64)
                } else {
                    format!("{f}")
                }
            }
            // Control characters (a terminal's escape sequences) escaped.
            Value::Text(t) => escaped(t),
            Value::Error(e) => escaped(e),
        }
    }

    pub fn is_empty(&self) -> bool {
        match self {
            Value::Empty => true,
            Value::Text(t) => t.trim().is_empty(),
            _ => false,
        }
    }
}

/// Text as shown in a message: control characters escaped.
pub(super) fn escaped(t: &str) -> String {
    crate::visible::visible(t).into_owned()
}

/// A rectangle of cells, 0-based, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Area {
    pub top: usize,
    pub left: usize,
    pub bottom: usize,
    pub right: usize,
}

impl Area {
    pub fn contains(&self, row: usize, col: usize) -> bool {
        (self.top..=self.bottom).contains(&row) && (self.left..=self.right).contains(&col)
    }

    pub fn overlaps(&self, o: &Area) -> bool {
        self.top <= o.bottom && o.top <= self.bottom && self.left <= o.right && o.left <= self.right
    }

    /// `B2:BR70` (or `B2` for one cell).
    pub fn a1(&self) -> String {
        let a = a1(self.top, self.left);
        if self.top == self.bottom && self.left == self.right {
            a
        } else {
            format!("{a}:{}", a1(self.bottom, self.right))
        }
    }
}

/// One sheet: its name and its cells, row 0 = row 1 of the sheet. The
/// cells of every row lie in one vector (a row costs 8 bytes, not a vector
/// and a heap block of its own: a CSV of millions of short lines).
#[derive(Debug, Clone, Default)]
pub struct Sheet {
    pub name: String,
    cells: Vec<Value>,
    /// Where each row ends in `cells`.
    ends: Vec<usize>,
    /// Merged areas (XLSX and XLS report them).
    pub merged: Vec<Area>,
}

static EMPTY: Value = Value::Empty;

impl Sheet {
    /// An empty sheet named `name`.
    pub fn new(name: impl Into<String>) -> Sheet {
        Sheet {
            name: name.into(),
            ..Sheet::default()
        }
    }

    /// A sheet of these rows.
    pub fn from_rows(name: impl Into<String>, rows: Vec<Vec<Value>>) -> Sheet {
        let mut sheet = Sheet::new(name);
        for row in rows {
            sheet.push_row(row);
        }
        sheet
    }

    /// Room for `cells` cells in `rows` rows more, allocated once.
    pub fn reserve(&mut self, cells: usize, rows: usize) {
        self.cells.reserve_exact(cells);
        self.ends.reserve_exact(rows);
    }

    /// Adds a row below the others; its trailing empty cells are dropped.
    pub fn push_row(&mut self, row: impl IntoIterator<Item = Value>) {
        let start = self.cells.len();
        self.cells.extend(row);
        let mut end = self.cells.len();
        while end > start && matches!(self.cells[end - 1], Value::Empty) {
            end -= 1;
        }
        self.cells.truncate(end);
        self.ends.push(end);
    }

    /// A row's cells (empty past the last row).
    pub fn row(&self, row: usize) -> &[Value] {
        match self.ends.get(row) {
            Some(&end) => {
                let start = if row == 0 { 0 } else { self.ends[row - 1] };
                &self.cells[start..end]
            }
            None => &[],
        }
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> impl Iterator<Item = &[Value]> + '_ {
        (0..self.ends.len()).map(|r| self.row(r))
    }

    pub fn get(&self, row: usize, col: usize) -> &Value {
        self.row(row).get(col).unwrap_or(&EMPTY)
    }

    pub fn height(&self) -> usize {
        self.ends.len()
    }

    pub fn width(&self) -> usize {
        self.rows().map(<[Value]>::len).max().unwrap_or(0)
    }

    /// `Лист1!D9`, quoting the name as Excel does when needed; CSV sheets
    /// have no name: `D9`.
    pub fn cell_name(&self, row: usize, col: usize) -> String {
        self.qualified(a1(row, col))
    }

    /// `Лист1!C3:D3`, like [`Sheet::cell_name`].
    pub fn area_name(&self, area: &Area) -> String {
        self.qualified(area.a1())
    }

    fn qualified(&self, address: String) -> String {
        if self.name.is_empty() {
            address
        } else if self
            .name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            format!("{}!{address}", self.name)
        } else {
            format!("'{}'!{address}", self.name.replace('\'', "''"))
        }
    }
}

/// `A1` name of a 0-based cell.
pub fn a1(row: usize, col: usize) -> String {
    let mut c = col + 1;
    let mut letters = Vec::new();
    while c > 0 {
        let r = (c - 1) % 26;
        letters.push(b'A' + r as u8);
        c = (c - 1) / 26;
    }
    letters.reverse();
    format!("{}{}", String::from_utf8_lossy(&letters), row + 1)
}

/// Parses `D9` into 0-based (row, col).
pub fn parse_a1(s: &str) -> Option<(usize, usize)> {
    let s = s.trim().replace('$', "");
    let split = s.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = s.split_at(split);
    if letters.is_empty() || letters.len() > 3 || !letters.chars().all(|c| c.is_ascii_alphabetic())
    {
        return None;
    }
    let mut col = 0usize;
    for ch in letters.chars() {
        col = col * 26 + (ch.to_ascii_uppercase() as usize - 'A' as usize + 1);
    }
    let row: usize = digits.parse().ok()?;
    if row == 0 {
        return None;
    }
    Some((row - 1, col - 1))
}

/// Parses `B2:BR70` (either corner order) into an area.
///
/// # Errors
/// Not two cell names (`B2`, `BR70`) around a colon, or one cell name.
pub fn parse_range(s: &str) -> Result<Area, crate::i18n::Msg> {
    let bad = || crate::msg!("check-bad-range", range = s);
    let (a, b) = s.split_once(':').unwrap_or((s, s));
    let (r1, c1) = parse_a1(a).ok_or_else(bad)?;
    let (r2, c2) = parse_a1(b).ok_or_else(bad)?;
    Ok(Area {
        top: r1.min(r2),
        left: c1.min(c2),
        bottom: r1.max(r2),
        right: c1.max(c2),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_names_round_trip() {
        for (r, c, s) in [(0, 0, "A1"), (8, 3, "D9"), (69, 69, "BR70"), (0, 26, "AA1")] {
            assert_eq!(a1(r, c), s);
            assert_eq!(parse_a1(s), Some((r, c)));
        }
        assert_eq!(parse_a1("A0"), None);
        assert_eq!(parse_a1("12"), None);
        assert_eq!(parse_range("BR70:B2").unwrap().a1(), "B2:BR70");
        assert!(parse_range("B2:").is_err());
    }
}
