//! Finding the grid on a sheet without being told: a header row and a header
//! column of consecutive heap sizes (the spreadsheet method's layout: heap 1
//! down from 7, heap 2 across from 1), anywhere on the sheet, with anything
//! around it; or a single row or column of S values with the labels beside.

use super::{Area, Sheet, Value};

/// What a table cell stands for, by its headers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// (value down the header column, value across the header row).
    Pair(i64, i64),
    /// A value of S on a one-line table.
    S(i64),
}

/// How the table is laid out.
#[derive(Debug, Clone, PartialEq)]
pub enum Layout {
    /// Header row at `top` (values `across`), header column at `left`
    /// (values `down`); the corner is (top, left).
    Grid {
        top: usize,
        left: usize,
        down: Vec<i64>,
        across: Vec<i64>,
    },
    /// S values starting at (row, col), going right (`horizontal`, labels in
    /// the row below) or down (labels in the column to the right).
    Line {
        row: usize,
        col: usize,
        horizontal: bool,
        values: Vec<i64>,
    },
}

/// A table found on a sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub layout: Layout,
    /// Headers and body.
    pub area: Area,
    /// The corner cell's text (`h1\h2`), if any.
    pub corner: Option<String>,
}

impl Table {
    /// The body cells: (row, col, key).
    pub fn cells(&self) -> Vec<(usize, usize, Key)> {
        self.each_cell().collect()
    }

    /// The body cells one by one, row by row (a checked table may have
    /// millions: none is stored).
    pub fn each_cell(&self) -> Box<dyn Iterator<Item = (usize, usize, Key)> + '_> {
        match &self.layout {
            Layout::Grid {
                top,
                left,
                down,
                across,
            } => {
                // gametable's one-heap grid wraps like a hundred chart:
                // corner `S`, tens down, units 0–9 across.
                let wrapped = self.corner.as_deref().map(str::trim) == Some("S")
                    && across.first() == Some(&0)
                    && across.len() <= 10;
                let (top, left) = (*top, *left);
                Box::new(down.iter().enumerate().flat_map(move |(i, &d)| {
                    across.iter().enumerate().map(move |(j, &a)| {
                        let key = if wrapped {
                            Key::S(d * 10 + a)
                        } else {
                            Key::Pair(d, a)
                        };
                        (top + 1 + i, left + 1 + j, key)
                    })
                }))
            }
            Layout::Line {
                row,
                col,
                horizontal,
                values,
            } => {
                let (row, col, horizontal) = (*row, *col, *horizontal);
                Box::new(values.iter().enumerate().map(move |(i, &s)| {
                    if horizontal {
                        (row + 1, col + i, Key::S(s))
                    } else {
                        (row + i, col + 1, Key::S(s))
                    }
                }))
            }
        }
    }

    /// In words: `heap sizes 7–76 down column A, 1–69 across row 1`.
    pub fn describe(&self, lang: crate::exam::wording::Lang) -> String {
        use crate::tr;
        let span = |v: &[i64]| match (v.first(), v.last()) {
            (Some(a), Some(b)) => format!("{a}–{b}"),
            _ => String::new(),
        };
        match &self.layout {
            Layout::Grid {
                top,
                left,
                down,
                across,
            } if self.corner.as_deref().map(str::trim) == Some("S") => tr!(
                lang,
                "table-rows-of-ten",
                first = down.first().copied().unwrap_or(0) * 10,
                last = down.last().copied().unwrap_or(0) * 10,
                column = col_name(*left),
                units = span(across),
                row = top + 1
            ),
            Layout::Grid {
                top,
                left,
                down,
                across,
            } => tr!(
                lang,
                "table-grid",
                down = span(down),
                column = col_name(*left),
                across = span(across),
                row = top + 1
            ),
            Layout::Line {
                row,
                col,
                horizontal,
                values,
            } => {
                if *horizontal {
                    tr!(lang, "table-s-across", values = span(values), row = row + 1)
                } else {
                    tr!(
                        lang,
                        "table-s-down",
                        values = span(values),
                        column = col_name(*col)
                    )
                }
            }
        }
    }
}

/// Whether a grid's corner and header row are those of a one-heap grid
/// wrapped like a hundred chart: `S`, then units from 0.
fn wraps(corner: &Value, across: &[i64]) -> bool {
    matches!(corner, Value::Text(t) if t.trim() == "S")
        && across.first() == Some(&0)
        && across.len() <= 10
}

fn col_name(col: usize) -> String {
    let a = super::a1(0, col);
    a.trim_end_matches('1').to_string()
}

/// A header problem: text or a fraction inside a run of heap sizes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{cell}: {message}")]
pub struct HeaderError {
    /// The cell, as `Лист1!E1`.
    pub cell: String,
    pub message: crate::i18n::Msg,
}

impl HeaderError {
    /// The error worded in `lang`.
    pub fn message(&self, lang: crate::exam::wording::Lang) -> String {
        format!("{}: {}", self.cell, self.message.message(lang))
    }
}

/// A whole number in a cell (a number without fraction, or text of one).
pub fn int_of(v: &Value) -> Option<i64> {
    match v {
        Value::Number(f) if f.fract() == 0.0 && f.abs() < 1e12 => Some(*f as i64),
        Value::Text(t) => t
            .trim()
            .parse::<i64>()
            .ok()
            .filter(|v| v.abs() < 1_000_000_000_000),
        _ => None,
    }
}

/// Runs of consecutive increasing whole numbers along a line of cells:
/// (first index, values), at least `min` long.
fn runs(cells: &[(usize, Option<i64>)], min: usize) -> Vec<(usize, Vec<i64>)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < cells.len() {
        let Some(v0) = cells[i].1 else {
            i += 1;
            continue;
        };
        let mut vals = vec![v0];
        let mut j = i + 1;
        while j < cells.len() && cells[j].0 == cells[j - 1].0 + 1 {
            match cells[j].1 {
                Some(v) if Some(&(v - 1)) == vals.last() => vals.push(v),
                _ => break,
            }
            j += 1;
        }
        if vals.len() >= min {
            out.push((cells[i].0, vals));
        }
        i = j.max(i + 1);
    }
    out
}

/// Finds the table on a sheet, within `within` when given. `lines`: whether
/// a one-line table of S values is acceptable, `grids`: a two-way grid.
///
/// # Errors
/// Text or a fraction interrupting a header of heap sizes.
pub fn find(
    sheet: &Sheet,
    within: Option<Area>,
    grids: bool,
    lines: bool,
) -> Result<Option<Table>, HeaderError> {
    let full = Area {
        top: 0,
        left: 0,
        bottom: sheet.height().saturating_sub(1),
        right: sheet.width().saturating_sub(1),
    };
    let area = within.unwrap_or(full);
    if sheet.height() == 0 {
        return Ok(None);
    }
    let int_at = |r: usize, c: usize| -> Option<i64> {
        if area.contains(r, c) {
            int_of(sheet.get(r, c))
        } else {
            None
        }
    };
    let bottom = area.bottom.min(full.bottom);
    let right = area.right.min(full.right);
    let mut best_grid: Option<(usize, Table)> = None;
    let mut best_line: Option<(usize, Table)> = None;
    for r in area.top..=bottom {
        let cells: Vec<(usize, Option<i64>)> =
            (area.left..=right).map(|c| (c, int_at(r, c))).collect();
        for (c0, across) in runs(&cells, 2) {
            let c_end = c0 + across.len() - 1;
            // A header column just left of the run, going down from the
            // row below.
            // A grid with the corner `S` is a one-heap grid wrapped like a
            // hundred chart: a one-heap reading (`lines`) takes it too.
            let corner_s = c0 > area.left && wraps(sheet.get(r, c0 - 1), &across);
            if (grids || (lines && corner_s)) && c0 > area.left {
                let left = c0 - 1;
                let col: Vec<(usize, Option<i64>)> =
                    (r + 1..=bottom).map(|rr| (rr, int_at(rr, left))).collect();
                if let Some((first, down)) = runs(&col, 2).into_iter().next() {
                    if first == r + 1 && (across.len() >= 3 || down.len() >= 3) {
                        let score = across.len() * down.len();
                        if best_grid.as_ref().is_none_or(|(s, _)| score > *s) {
                            let corner = sheet.get(r, left);
                            best_grid = Some((
                                score,
                                Table {
                                    area: Area {
                                        top: r,
                                        left,
                                        bottom: r + down.len(),
                                        right: c_end,
                                    },
                                    corner: (!corner.is_empty()).then(|| corner.shown()),
                                    layout: Layout::Grid {
                                        top: r,
                                        left,
                                        down,
                                        across: across.clone(),
                                    },
                                },
                            ));
                        }
                    }
                }
            }
            if lines && across.len() >= 3 && r < bottom {
                let labelled = (c0..=c_end)
                    .filter(|&c| !sheet.get(r + 1, c).is_empty())
                    .count();
                if labelled > 0 && best_line.as_ref().is_none_or(|(s, _)| across.len() > *s) {
                    best_line = Some((
                        across.len(),
                        Table {
                            area: Area {
                                top: r,
                                left: c0,
                                bottom: r + 1,
                                right: c_end,
                            },
                            corner: None,
                            layout: Layout::Line {
                                row: r,
                                col: c0,
                                horizontal: true,
                                values: across,
                            },
                        },
                    ));
                }
            }
        }
    }
    if lines {
        for c in area.left..=right {
            let cells: Vec<(usize, Option<i64>)> =
                (area.top..=bottom).map(|r| (r, int_at(r, c))).collect();
            for (r0, values) in runs(&cells, 3) {
                let r_end = r0 + values.len() - 1;
                if c >= right {
                    continue;
                }
                let labelled = (r0..=r_end)
                    .filter(|&r| !sheet.get(r, c + 1).is_empty())
                    .count();
                if labelled > 0 && best_line.as_ref().is_none_or(|(s, _)| values.len() > *s) {
                    best_line = Some((
                        values.len(),
                        Table {
                            area: Area {
                                top: r0,
                                left: c,
                                bottom: r_end,
                                right: c + 1,
                            },
                            corner: None,
                            layout: Layout::Line {
                                row: r0,
                                col: c,
                                horizontal: false,
                                values,
                            },
                        },
                    ));
                }
            }
        }
    }
    let found = best_grid.or(best_line).map(|(_, t)| t);
    if let Some(t) = &found {
        check_header_ends(sheet, t, &area)?;
    }
    Ok(found)
}

/// Anything but the next number right after a header, with the run going
/// on after it, is a typo in the header rather than its end.
/// A header to look past: the two cells after it, its values, its name.
type HeaderEnd<'a> = (Vec<(usize, usize)>, &'a Vec<i64>, &'static str);

fn check_header_ends(sheet: &Sheet, t: &Table, area: &Area) -> Result<(), HeaderError> {
    let mut headers: Vec<HeaderEnd> = Vec::new();
    match &t.layout {
        Layout::Grid {
            top,
            left,
            down,
            across,
        } => {
            let after_across = left + across.len();
            headers.push((
                vec![(*top, after_across + 1), (*top, after_across + 2)],
                across,
                "header-row",
            ));
            let after_down = top + down.len();
            headers.push((
                vec![(after_down + 1, *left), (after_down + 2, *left)],
                down,
                "header-column",
            ));
        }
        Layout::Line {
            row,
            col,
            horizontal,
            values,
        } => {
            let n = values.len();
            let next = if *horizontal {
                vec![(*row, col + n), (*row, col + n + 1)]
            } else {
                vec![(row + n, *col), (row + n + 1, *col)]
            };
            headers.push((next, values, "s-values"));
        }
    }
    for (cells, values, what) in headers {
        let (bad, next) = (cells[0], cells[1]);
        if !area.contains(bad.0, bad.1) {
            continue;
        }
        let v = sheet.get(bad.0, bad.1);
        let last = values.last().copied().unwrap_or(0);
        // The run goes on after one cell: whatever that cell holds (text,
        // a fraction, a wrong number, nothing) is a typo, not the header's
        // end — else the grid checked would silently stop short of it.
        if int_of(sheet.get(next.0, next.1)) == Some(last + 2) {
            let found = if v.is_empty() {
                crate::msg!("check-empty-cell")
            } else {
                crate::msg!("check-quoted", value = v.shown())
            };
            return Err(HeaderError {
                cell: sheet.cell_name(bad.0, bad.1),
                message: crate::msg!(
                    "check-header-gap",
                    found = found,
                    row = what,
                    expected = last + 1
                ),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(rows: &[&[&str]]) -> Sheet {
        Sheet::from_rows(
            "S",
            rows.iter()
                .map(|r| {
                    r.iter()
                        .map(|t| match t.parse::<f64>() {
                            Ok(f) => Value::Number(f),
                            Err(_) if t.is_empty() => Value::Empty,
                            Err(_) => Value::Text((*t).into()),
                        })
                        .collect()
                })
                .collect(),
        )
    }

    #[test]
    fn finds_a_grid_away_from_a1_with_content_around() {
        let s = sheet(&[
            &["title", "", "", "", ""],
            &["", "", "", "", ""],
            &["", "h1\\h2", "1", "2", "3"],
            &["", "7", "V1", "P1", "V2"],
            &["", "8", "V1", "V1", "P2"],
            &["", "9", "V1", "V1", "P2"],
            &["", "", "", "", ""],
            &["notes: 1 2 3", "", "", "", ""],
        ]);
        let t = find(&s, None, true, true).unwrap().unwrap();
        assert_eq!(t.area.a1(), "B3:E6");
        assert_eq!(t.corner.as_deref(), Some("h1\\h2"));
        let cells = t.cells();
        assert_eq!(cells.len(), 9);
        assert_eq!(cells[0], (3, 2, Key::Pair(7, 1)));
        assert_eq!(
            t.describe(crate::exam::wording::Lang::En),
            "7–9 down column B, 1–3 across row 3"
        );
    }

    #[test]
    fn finds_a_line_of_s_values() {
        let s = sheet(&[&["S", "1", "2", "3", "4"], &["", "V1", "P1", "V2", "V2"]]);
        let t = find(&s, None, true, true).unwrap().unwrap();
        assert!(matches!(
            t.layout,
            Layout::Line {
                horizontal: true,
                ..
            }
        ));
        assert_eq!(t.cells()[1], (1, 2, Key::S(2)));
        let s = sheet(&[&["1", "V1"], &["2", "P1"], &["3", "V2"]]);
        let t = find(&s, None, true, true).unwrap().unwrap();
        assert!(matches!(
            t.layout,
            Layout::Line {
                horizontal: false,
                ..
            }
        ));
    }

    #[test]
    fn reads_a_one_heap_grid_wrapped_in_rows_of_ten() {
        // gametable's layout: corner S, tens down (shown 0, 10, …), units across.
        let s = sheet(&[
            &["S", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"],
            &[
                "0", "", "V1", "P1", "V2", "V2", "V1", "V1", "V1", "V1", "V1",
            ],
            &["1", "P2", "V1", "V1"],
        ]);
        // A one-heap reading (no two-heap grids) takes it, S = 10·row + column.
        let t = find(&s, None, false, true).unwrap().unwrap();
        assert!(matches!(t.layout, Layout::Grid { .. }));
        let cells = t.cells();
        assert!(cells.contains(&(1, 2, Key::S(1))));
        assert!(cells.contains(&(2, 1, Key::S(10))));
        assert!(t
            .describe(crate::exam::wording::Lang::En)
            .starts_with("S in rows of ten: 0–10 down column A"));
        // Another corner is no wrapped grid: a one-heap reading finds the line.
        let s = sheet(&[
            &["h1\\h2", "0", "1", "2"],
            &["0", "V1", "P1", "V2"],
            &["1", "P2", "V1", "V1"],
        ]);
        let t = find(&s, None, false, true).unwrap().unwrap();
        assert!(matches!(t.layout, Layout::Line { .. }));
    }

    #[test]
    fn text_in_a_header_is_an_error_naming_the_cell() {
        let s = sheet(&[
            &["", "1", "2", "x", "4", "5"],
            &["7", "V1", "P1", "V2", "V1", "V1"],
            &["8", "V1", "V1", "P2", "V1", "V1"],
            &["9", "V1", "V1", "P2", "V1", "V1"],
        ]);
        let e = find(&s, None, true, true).unwrap_err();
        assert_eq!(e.cell, "S!D1");
        assert!(e.to_string().contains("'x' in the header row"), "{e}");
        let s = sheet(&[
            &["", "1", "2", "3"],
            &["7", "V1", "P1", "V2"],
            &["8", "V1", "V1", "P2"],
            &["9.5", "V1", "V1", "P2"],
            &["10", "V1", "V1", "P2"],
        ]);
        let e = find(&s, None, true, true).unwrap_err();
        assert_eq!(e.cell, "S!A4");
    }

    #[test]
    fn no_grid_in_prose() {
        let s = sheet(&[&["hello", "world"], &["1", "x"]]);
        assert_eq!(find(&s, None, true, true).unwrap(), None);
    }
}
