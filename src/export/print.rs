//! The printed page, one rule for every workbook writer (XLSX and ODS):
//! A4, fixed margins, a print scale never below [`MIN_SCALE`] — so grid
//! labels and text print at 8 pt or more whatever the table's size — and a
//! grid wider or taller than a page tiled over pages (its header row and
//! column repeated, three-heap blocks kept whole by page breaks) rather
//! than shrunk to one page. Both writers take the same [`PageSetup`] from
//! here, so a table prints the same from the XLSX and the ODS.

use super::layout::{Layout, TOP};

/// The smallest print scale, in percent: the workbooks' text is 10 pt (ODS)
/// or 11 pt (XLSX), so nothing prints smaller than 8 pt.
pub const MIN_SCALE: u16 = 80;

/// A row's height, points (Excel's default; the ODS sets it on its rows).
pub const ROW_PT: f64 = 15.0;

/// The grid's first column and its other columns, in Excel characters.
pub const HEAD_CHARS: f64 = 12.0;
pub const CELL_CHARS: f64 = 4.6;

/// Margins, centimetres: left and right, top and bottom.
pub const MARGIN_SIDE_CM: f64 = 1.2;
pub const MARGIN_TOP_CM: f64 = 1.0;

/// A column `chars` Excel characters wide, in points, as LibreOffice prints
/// an XLSX's column: Excel's 7 px a character and 5 px of padding, each
/// pixel a point (Excel itself draws it a quarter narrower, at 96 dpi). The
/// ODS's columns are given this width, so both print alike.
pub fn column_pt(chars: f64) -> f64 {
    (chars * 7.0 + 5.0).trunc()
}

/// How a sheet prints: orientation, scale, and the rows before which a new
/// page starts.
#[derive(Debug, Clone, PartialEq)]
pub struct PageSetup {
    pub landscape: bool,
    /// Percent, `MIN_SCALE..=100`.
    pub scale: u16,
    /// Sheet rows that start a page (besides the first).
    pub row_breaks: Vec<u32>,
    /// Whether the grid's header row repeats on every page (one block only:
    /// each three-heap block has its own header row, at the top of its page).
    pub repeat_header_row: bool,
    /// Grid-wide columns (besides column A) a page holds across, for what is
    /// laid over the grid's width (the legend's words, a variant's answers).
    pub cols_per_page: u16,
    /// Grid rows (from the top of the sheet) the first page holds.
    pub rows_first_page: u32,
}

/// The printable width and height of an A4 page, points.
fn printable(landscape: bool) -> (f64, f64) {
    let cm = 72.0 / 2.54;
    let (w, h) = if landscape {
        (29.7, 21.0)
    } else {
        (21.0, 29.7)
    };
    // A little kept back for LibreOffice's rounding and an XLSX's header space.
    (
        (w - 2.0 * MARGIN_SIDE_CM) * cm * 0.97,
        (h - 2.0 * MARGIN_TOP_CM - 0.8) * cm,
    )
}

/// The scale at which `width_pt` fits the page across, kept within
/// `MIN_SCALE..=100`.
pub fn scale_for(width_pt: f64, landscape: bool) -> u16 {
    let (w, _) = printable(landscape);
    let fit = (w / width_pt * 100.0).floor();
    (fit as u16).clamp(MIN_SCALE, 100)
}

/// A plain sheet of columns `chars` wide (answers, trees, the book's key).
pub fn plain(chars: &[f64], landscape: bool) -> PageSetup {
    let width: f64 = chars.iter().map(|&c| column_pt(c)).sum();
    let scale = scale_for(width, landscape);
    PageSetup {
        landscape,
        scale,
        row_breaks: Vec::new(),
        repeat_header_row: false,
        cols_per_page: chars.len() as u16,
        rows_first_page: rows_per_page(landscape, scale, 0.0),
    }
}

fn rows_per_page(landscape: bool, scale: u16, taken_pt: f64) -> u32 {
    let (_, h) = printable(landscape);
    let h = h / (f64::from(scale) / 100.0) - taken_pt;
    (h / ROW_PT).floor().max(1.0) as u32
}

/// The page setup of a grid sheet: one heap (ten columns) portrait, more
/// landscape; the largest scale up to 100 % at which the grid fits the page
/// across, but never below [`MIN_SCALE`] — a wider grid goes on over pages,
/// column A repeated on each. A three-heap grid breaks pages between its
/// blocks, so no block is cut (unless one block is taller than a page).
pub fn grid(layout: &Layout) -> PageSetup {
    let landscape = !layout.wrapped();
    let cols = layout.last_col();
    let width = column_pt(HEAD_CHARS) + f64::from(cols) * column_pt(CELL_CHARS);
    let scale = scale_for(width, landscape);
    let (w, _) = printable(landscape);
    let across = w / (f64::from(scale) / 100.0) - column_pt(HEAD_CHARS);
    // Not bounded by the grid: what is laid over the page's width may take
    // more columns than a narrow grid has.
    let cols_per_page = ((across / column_pt(CELL_CHARS)).floor() as u16).max(1);
    // The top rows: title, legend, the legend's words (up to three lines).
    let first = rows_per_page(landscape, scale, 2.0 * ROW_PT);
    let per_page = rows_per_page(landscape, scale, 0.0);
    let mut row_breaks = Vec::new();
    let blocks = layout.blocks.len();
    if blocks > 1 {
        // Rows a block takes with its header (the blank row after it may
        // fall on the next page).
        let tall = layout.stride() - 1;
        let mut page_start = 0u32;
        let mut room = first;
        for b in 0..blocks {
            let head = layout.header_row(b);
            let end = head + tall;
            if end - page_start > room && head > page_start + u32::from(b == 0) * TOP {
                row_breaks.push(head);
                page_start = head;
                room = per_page;
            }
        }
    }
    PageSetup {
        landscape,
        scale,
        row_breaks,
        repeat_header_row: blocks == 1,
        cols_per_page,
        rows_first_page: first,
    }
}

/// The column a grid sheet's long texts (its title, the legend's words)
/// start in: B when the grid goes on over more pages across — column A
/// repeats on each of them, and a text of column A printed there cut at
/// its edge — else A.
pub fn first_wide_col(layout: &Layout, page: &PageSetup) -> u16 {
    u16::from(layout.last_col() > page.cols_per_page)
}

impl PageSetup {
    /// Whether `rows` rows starting at sheet row `from` still fit on the
    /// page that starts at row 0 (a variant's answers below its grid).
    pub fn fits_first_page(&self, from: u32, rows_pt: f64) -> bool {
        f64::from(from) * ROW_PT + rows_pt <= f64::from(self.rows_first_page) * ROW_PT
    }

    /// Applies the setup to an XLSX sheet: A4, the margins, the scale, the
    /// page breaks (the repeated rows and columns are the writer's).
    ///
    /// # Errors
    /// rust_xlsxwriter refuses a break.
    pub fn apply(
        &self,
        ws: &mut rust_xlsxwriter::Worksheet,
    ) -> Result<(), rust_xlsxwriter::XlsxError> {
        if self.landscape {
            ws.set_landscape();
        } else {
            ws.set_portrait();
        }
        ws.set_paper_size(9);
        let inch = |cm: f64| cm / 2.54;
        ws.set_margins(
            inch(MARGIN_SIDE_CM),
            inch(MARGIN_SIDE_CM),
            inch(MARGIN_TOP_CM),
            inch(MARGIN_TOP_CM),
            0.0,
            0.0,
        );
        ws.set_print_scale(self.scale);
        if !self.row_breaks.is_empty() {
            ws.set_page_breaks(&self.row_breaks)?;
        }
        Ok(())
    }

    /// The ODS `style:page-layout-properties` attributes of the setup.
    pub fn ods_page_layout(&self) -> String {
        let (w, h, o) = if self.landscape {
            ("29.7cm", "21cm", "landscape")
        } else {
            ("21cm", "29.7cm", "portrait")
        };
        format!(
            r#"fo:page-width="{w}" fo:page-height="{h}" style:print-orientation="{o}" fo:margin-top="{MARGIN_TOP_CM}cm" fo:margin-bottom="{MARGIN_TOP_CM}cm" fo:margin-left="{MARGIN_SIDE_CM}cm" fo:margin-right="{MARGIN_SIDE_CM}cm" style:print-page-order="ttb" style:scale-to="{}%" style:writing-mode="lr-tb""#,
            self.scale
        )
    }
}

/// Lines a text takes in a column `chars` Excel characters wide, counted
/// with room to spare (Cyrillic letters run wider than Excel's digit width,
/// and wrapping breaks at words).
pub fn lines(text: &str, chars: f64) -> u32 {
    let per_line = (chars * 0.9).max(1.0);
    text.split('\n')
        .map(|l| (l.chars().count() as f64 / per_line).ceil().max(1.0) as u32)
        .sum()
}

/// The width (points) a text takes on paper at `size` points, estimated
/// on the wide side: by LibreOffice's stand-in for Calibri where it is
/// missing (DejaVu Sans, the widest of the fonts a sheet may print in; a
/// Cyrillic letter takes 0.6–0.9 of the size there, 0.64 on average in
/// running text, a digit 0.64, a space 0.32, an arrow or a dash 0.84–1.0),
/// bold 8 % wider. Lines of the tree and the questions come out 5–8 %
/// wider than LibreOffice prints them: laid out by this estimate, a text
/// fits wherever it prints.
pub fn text_pt(text: &str, size: f64, bold: bool) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| match c {
            ' ' => 0.32,
            '.' | ',' | ':' | ';' | '!' | '\'' | '|' | 'i' | 'l' | 'j' => 0.36,
            '(' | ')' | '[' | ']' => 0.40,
            '0'..='9' => 0.64,
            c if c.is_lowercase() => 0.68,
            c if c.is_uppercase() => 0.75,
            _ => 1.0,
        })
        .sum();
    em * size * if bold { 1.08 } else { 1.0 }
}

/// `text` cut at spaces into lines of at most `room` points each
/// ([`text_pt`] at `size`); a word longer than a line is cut within.
pub fn wrap_pt(text: &str, room: f64, size: f64, bold: bool) -> Vec<String> {
    let fits = |s: &str| text_pt(s, size, bold) <= room;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let joined = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if fits(&joined) {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // A word wider than a whole line: cut it.
        for c in word.chars() {
            line.push(c);
            if !fits(&line) && line.chars().count() > 1 {
                line.pop();
                lines.push(std::mem::replace(&mut line, c.to_string()));
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn a_big_grid_is_tiled_not_shrunk() {
        // The demo's 69 columns do not fit a page at 80 %: tiled.
        let l = Layout::of(&Grid {
            heaps: 2,
            axes: vec![(7, 75), (1, 69)],
        });
        let p = grid(&l);
        assert_eq!(p.scale, MIN_SCALE);
        assert!(p.landscape && p.repeat_header_row);
        assert!(p.cols_per_page < 69 && p.cols_per_page > 20, "{p:?}");
        // Ten columns fit a portrait page whole.
        let l = Layout::of(&Grid {
            heaps: 1,
            axes: vec![(1, 60)],
        });
        let p = grid(&l);
        assert!(!p.landscape);
        assert_eq!(p.scale, 100);
    }

    #[test]
    fn three_heap_blocks_are_kept_whole() {
        let l = Layout::of(&Grid {
            heaps: 3,
            axes: vec![(1, 6), (1, 20), (1, 20)],
        });
        let p = grid(&l);
        assert!(!p.row_breaks.is_empty());
        assert!(!p.repeat_header_row);
        for b in &p.row_breaks {
            assert!(
                (0..l.blocks.len()).any(|i| l.header_row(i) == *b),
                "break {b} is not at a block's header"
            );
        }
    }

    #[test]
    fn texts_wrap_within_their_room() {
        // Measured in a PDF that LibreOffice printed in DejaVu Sans, 11 pt
        // (`pdftotext -bbox`): the estimate is wider, by less than a tenth.
        for (text, bold, printed) in [
            (
                "Дерево игры для выигрышной стратегии: вопрос 21, S = 123, старт 123",
                true,
                460.0,
            ),
            (
                "123 P2 — Ваня выигрывает не позже своего второго хода при любой игре Пети",
                false,
                464.4,
            ),
            ("★ Ваня −3 → 117", true, 104.6),
            ("Петя −3 → 120", false, 84.9),
            ("выигрывает", false, 70.1),
        ] {
            let estimate = text_pt(text, 11.0, bold);
            assert!(
                estimate >= printed && estimate <= printed * 1.1,
                "{text}: {estimate} pt, printed {printed} pt"
            );
        }
        let line = "★ Ваня ÷3 с округлением вниз → 33";
        let lines = wrap_pt(line, 100.0, 11.0, true);
        assert!(lines.len() > 2, "{lines:?}");
        assert_eq!(lines.join(" "), line);
        assert!(lines.iter().all(|l| text_pt(l, 11.0, true) <= 100.0));
        assert_eq!(wrap_pt(line, 1000.0, 11.0, true), [line]);
        assert_eq!(wrap_pt("", 10.0, 11.0, false), [""]);
        // A word wider than the room is cut, nothing lost.
        let cut = wrap_pt("ааааааааааааа", 40.0, 11.0, false);
        assert_eq!(cut.concat(), "ааааааааааааа");
        assert!(cut.len() > 2);
    }

    #[test]
    fn lines_count_with_room() {
        assert_eq!(lines("", 10.0), 1);
        assert_eq!(lines(&"а".repeat(100), 70.0), 2);
    }
}
