//! The fast path of the dense table: two heaps, `+a`/`*b` moves, the game
//! ends when the total reaches T and the last mover wins. This is the
//! spreadsheet method's own table and the benchmark of the solver.
//!
//! Layout: a triangle, row x (heap 1) holding the live cells y = lo2 ..= T-1-x,
//! one byte per position; when a code first outgrows a byte, the rows still
//! to fill get two-byte cells and the rows done keep theirs ([`Narrow`]).
//! Cells hold *keys* rather than codes: `key(c) = (c as u8) - 1` (wrapping), which orders followers the way the
//! mover prefers them (any loss of the opponent beats any win, the fastest
//! loss first, then the slowest win), so a cell is one `max` over its
//! followers' keys (a finished follower is 255, code 0) followed by
//! `F(b) = 254 - b + (b >> 7)`, the key of the resulting code.
//!
//! Each row is filled backwards in chunks: first the followers in other rows
//! (a loop the compiler vectorises), then the chain along the row (`y + a`,
//! `y * b`). With two threads, consecutive rows run concurrently, the later
//! one a chunk behind the earlier one it reads.
//!
//! `key` holds the cells' encoding, `workers` the threads filling rows and
//! their hand-over, `wavefront` the vector kernels of the bands (x86-64);
//! this file lays out the table and drives a fill.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::dense::Plan;
use super::{Progress, Ticker};

mod key;
#[cfg(target_arch = "x86_64")]
mod wavefront;
mod workers;

pub use key::Key;
use workers::{Shared, BAND, NONE_FINAL};

/// Rows shorter than this are filled one at a time (a band's vector part
/// needs a few blocks of columns to pay for itself).
#[cfg(target_arch = "x86_64")]
const BAND_MIN_LEN: usize = 128;

/// Cells per chunk: a row's followers are combined a chunk at a time.
const CHUNK: usize = 2048;

/// The triangle of keys.
#[derive(Debug)]
pub struct Keys2<K> {
    pub lo: [i64; 2],
    pub target: i64,
    /// Start of each row in `keys` (one more entry than rows).
    pub offsets: Vec<usize>,
    /// The rows above `narrow.from_row` (all rows when there is no narrow
    /// part).
    pub keys: Vec<K>,
    /// Rows kept in one byte: a table widened mid-way keeps the rows whose
    /// codes all fit as they were.
    pub narrow: Option<Narrow>,
}

/// The one-byte rows of a widened table: rows `from_row..` (counted from the
/// top, `x − lo1`), each at its offset in `keys`.
#[derive(Debug)]
pub struct Narrow {
    pub keys: Vec<u8>,
    pub from_row: usize,
}

/// Whether the fast path applies: two heaps, no bound on the win.
pub fn applies(p: &Plan) -> bool {
    p.heaps == 2 && p.bound.is_none()
}

impl<K: Key> Keys2<K> {
    fn row_len(&self, x: i64) -> usize {
        (self.target - x - self.lo[1]).max(0) as usize
    }

    /// Positions in the table.
    pub fn len(&self) -> usize {
        self.offsets.last().copied().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Bytes the cells take.
    pub fn bytes(&self) -> u64 {
        let narrow = self
            .narrow
            .as_ref()
            .map_or(0, |n| self.len() - self.offsets[n.from_row]);
        (self.keys.len() * std::mem::size_of::<K>() + narrow) as u64
    }

    /// The code of live position (x, y), if inside the triangle.
    pub fn code(&self, x: i64, y: i64) -> Option<i32> {
        if x < self.lo[0] || y < self.lo[1] || x + y >= self.target {
            return None;
        }
        let r = (x - self.lo[0]) as usize;
        let at = self.offsets[r] + (y - self.lo[1]) as usize;
        match &self.narrow {
            Some(n) if r >= n.from_row => n.keys.get(at).map(|k| k.code()),
            _ => self.keys.get(at).map(|k| k.code()),
        }
    }

    /// Every code, row by row from the top.
    pub fn codes(&self) -> Vec<i32> {
        let rows = self.offsets.len().saturating_sub(1);
        let mut out = Vec::with_capacity(self.len());
        for r in 0..rows {
            let (a, b) = (self.offsets[r], self.offsets[r + 1]);
            match &self.narrow {
                Some(n) if r >= n.from_row => out.extend(n.keys[a..b].iter().map(|k| k.code())),
                _ => out.extend(self.keys[a..b].iter().map(|k| k.code())),
            }
        }
        out
    }
}

/// Positions in the triangle of a plan (one cell each).
pub fn cells(p: &Plan) -> u64 {
    let (lo1, lo2, t) = (p.lo[0], p.lo[1], p.target);
    let rows = (t - lo2 - lo1).max(0) as u64;
    // Row lengths run from rows down to 1.
    rows * (rows + 1) / 2
}

/// Fills the triangle; `None` when a code does not fit the key type (the
/// caller tries wider keys). `threads` is 1 or 2.
pub fn fill<K: Key>(p: &Plan, threads: usize) -> Option<Keys2<K>> {
    fill_chunked(p, threads, CHUNK)
}

/// [`fill`], telling `progress` the cells done (rows from the bottom up).
pub fn fill_reporting<K: Key>(p: &Plan, threads: usize, progress: Progress) -> Option<Keys2<K>> {
    let how = How {
        progress,
        ..How::new(threads, CHUNK)
    };
    fill_from::<K>(p, how, None).ok()
}

/// [`fill`] with a given chunk size (small chunks exercise the workers'
/// hand-over in tests).
pub fn fill_chunked<K: Key>(p: &Plan, threads: usize, chunk: usize) -> Option<Keys2<K>> {
    fill_from::<K>(p, How::new(threads, chunk), None).ok()
}

/// [`fill_chunked`] one row at a time, without the vector wavefront (the
/// reference the wavefront is tested against).
pub fn fill_rows<K: Key>(p: &Plan, threads: usize, chunk: usize) -> Option<Keys2<K>> {
    let how = How {
        wavefront: false,
        ..How::new(threads, chunk)
    };
    fill_from::<K>(p, how, None).ok()
}

/// Fills a table again in place, every row recomputed, without allocating:
/// the benchmark of the fill alone, apart from the kernel's cost of mapping
/// fresh pages (which a first fill pays). `None` when a code does not fit.
pub fn refill<K: Key>(table: Keys2<K>, p: &Plan, threads: usize) -> Option<Keys2<K>> {
    let fits = table.lo == [p.lo[0], p.lo[1]] && table.target == p.target && table.narrow.is_none();
    if !fits {
        return None;
    }
    fill_from::<K>(p, How::new(threads, CHUNK), Some((table, 0))).ok()
}

/// How a fill runs.
#[derive(Clone, Copy)]
struct How<'a> {
    /// 1 or 2 workers.
    threads: usize,
    /// Cells per chunk of a row.
    chunk: usize,
    /// Use the vector wavefront where it applies.
    wavefront: bool,
    /// Told the cells done, from the calling thread.
    progress: Progress<'a>,
}

impl How<'_> {
    /// The wavefront where it applies.
    fn new(threads: usize, chunk: usize) -> How<'static> {
        How {
            threads,
            chunk,
            wavefront: true,
            progress: None,
        }
    }
}

/// Fills with one-byte keys, widening to two bytes where a code first does
/// not fit: the rows already done stay one byte, the rest continue wide.
pub fn fill_auto(p: &Plan, threads: usize) -> Result<Keys2<u8>, Keys2<u16>> {
    fill_auto_chunked(p, threads, CHUNK)
}

/// [`fill_auto`], telling `progress` the cells done.
pub fn fill_auto_reporting(
    p: &Plan,
    threads: usize,
    progress: Progress,
) -> Result<Keys2<u8>, Keys2<u16>> {
    fill_auto_how(
        p,
        How {
            progress,
            ..How::new(threads, CHUNK)
        },
    )
}

/// [`fill_auto`] with a given chunk size.
pub fn fill_auto_chunked(p: &Plan, threads: usize, chunk: usize) -> Result<Keys2<u8>, Keys2<u16>> {
    fill_auto_how(p, How::new(threads, chunk))
}

fn fill_auto_how(p: &Plan, how: How) -> Result<Keys2<u8>, Keys2<u16>> {
    match fill_from::<u8>(p, how, None) {
        Ok(t) => Ok(t),
        Err((narrow, done)) => {
            // The rows done (the last `done`, at the end of the table) keep
            // their one-byte keys; the rows above get two-byte cells.
            let rows = narrow.offsets.len() - 1;
            let from_row = rows - done.min(rows);
            let resume = Keys2 {
                lo: narrow.lo,
                target: narrow.target,
                keys: u16::zeroed(narrow.offsets[from_row]),
                narrow: Some(Narrow {
                    keys: narrow.keys,
                    from_row,
                }),
                offsets: narrow.offsets,
            };
            match fill_from::<u16>(p, how, Some((resume, done))) {
                Ok(t) => Err(t),
                // Codes beyond 32766 moves: not a table anyone can use; the
                // caller's generic path reports it.
                Err((t, _)) => Err(Keys2 {
                    keys: Vec::new(),
                    narrow: None,
                    ..t
                }),
            }
        }
    }
}

/// Fills rows from the bottom up, starting after the first `done` rows of a
/// partly filled table when given. `Err` carries the partial table and how
/// many rows (from the bottom) are complete when a code overflowed.
#[allow(clippy::type_complexity)]
fn fill_from<K: Key>(
    p: &Plan,
    how: How,
    resume: Option<(Keys2<K>, usize)>,
) -> Result<Keys2<K>, (Keys2<K>, usize)> {
    let (lo1, lo2, t) = (p.lo[0], p.lo[1], p.target);
    let hi1 = t - 1 - lo2; // last row with a live cell
    let rows = (hi1 - lo1 + 1).max(0) as usize;
    let (mut tri, start) = match resume {
        Some((tri, done)) => (tri, done),
        None => {
            let mut tri = Keys2 {
                lo: [lo1, lo2],
                target: t,
                offsets: Vec::new(),
                keys: Vec::new(),
                narrow: None,
            };
            let mut offsets = Vec::with_capacity(rows + 1);
            let mut acc = 0usize;
            for r in 0..rows {
                offsets.push(acc);
                acc += tri.row_len(lo1 + r as i64);
            }
            offsets.push(acc);
            tri.offsets = offsets;
            tri.keys = K::zeroed(acc);
            (tri, 0)
        }
    };
    if rows == 0 {
        return Ok(tri);
    }
    let chunk = how.chunk.max(1);
    // Small tables are not worth a second thread (unless chunks are small:
    // the tests' way of exercising the hand-over): two workers overlap only
    // within rows several chunks long, and below about T = 8000 the time
    // goes to the kernel mapping fresh pages, which a second thread does not
    // make faster.
    let longest = tri.row_len(lo1);
    let threads = if longest < 4 * chunk {
        1
    } else {
        how.threads.clamp(1, 2)
    };
    let shared = Shared::<K> {
        p,
        lo1,
        lo2,
        t,
        offsets: &tri.offsets,
        base: tri.keys.as_mut_ptr() as usize,
        narrow: tri
            .narrow
            .as_ref()
            .map(|n| (n.keys.as_ptr() as usize, n.from_row)),
        chunk,
        state: [AtomicU64::new(0), AtomicU64::new(0)],
        abort: AtomicBool::new(false),
        _key: std::marker::PhantomData,
    };
    // Rows counted from the bottom: row i has i + 1 cells. The short rows
    // first, one at a time; then bands of sixteen rows on the vector
    // wavefront; then the rows too near the top for a band (their (2x, y)
    // would lie inside the band above them), one at a time.
    let (bands_from, bands) = if how.wavefront {
        shared.bands(rows)
    } else {
        (rows, 0)
    };
    let bands_to = bands_from + bands * BAND;
    // Progress: the cells of the rows done from the bottom, told by the
    // calling thread's worker after each of its rows or bands.
    // (A widened table's keys hold only the rows above the narrow ones.)
    let total = tri.offsets[rows];
    let ticker = Ticker::new(how.progress, total as u64);
    let offsets = &tri.offsets;
    let tick = |rows_done: usize| {
        if let Some(tk) = &ticker {
            tk.tick((total - offsets[rows - rows_done.min(rows)]) as u64);
        }
    };
    let tick: Option<&dyn Fn(usize)> = ticker.as_ref().map(|_| &tick as &dyn Fn(usize));
    let mut done = start;
    let mut phase = |from: usize, to: usize, banded: bool| -> bool {
        if from >= to {
            return true;
        }
        let workers = if banded && (to - from) / BAND < 2 {
            1
        } else {
            threads
        };
        let run = |me: usize, tick| shared.run(me, workers, from..to, banded, tick);
        for (w, st) in shared.state.iter().enumerate() {
            st.store(
                (((from + w * if banded { BAND } else { 1 }) as u64) << 32) | NONE_FINAL,
                Ordering::Relaxed,
            );
        }
        let reached = if workers == 1 {
            run(0, tick)
        } else {
            std::thread::scope(|s| {
                let h = s.spawn(|| run(1, None));
                let a = run(0, tick);
                a.min(h.join().unwrap_or(from))
            })
        };
        done = reached;
        reached >= to
    };
    // A resumed fill starting inside a band takes the rest of that band one
    // row at a time (the rows done may be one-byte rows: never rewritten).
    let first_band = if start > bands_from {
        (bands_from + (start - bands_from).div_ceil(BAND) * BAND).min(bands_to)
    } else {
        bands_from
    };
    let complete = phase(start, first_band, false)
        && phase(first_band, bands_to, true)
        && phase(start.max(bands_to), rows, false);
    if complete {
        if let Some(tick) = tick {
            tick(rows);
        }
        Ok(tri)
    } else {
        Err((tri, done))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn classic(lo1: i64, lo2: i64, target: i64) -> Plan {
        let mut lo = [0; crate::game::MAX_HEAPS];
        lo[0] = lo1;
        lo[1] = lo2;
        let mut p = Plan {
            heaps: 2,
            lo,
            dims: [0; crate::game::MAX_HEAPS],
            target,
            bound: None,
            handed_counts: false,
            adds: Default::default(),
            muls: Default::default(),
        };
        for h in 0..2 {
            p.adds[h] = vec![1];
            p.muls[h] = vec![2];
        }
        p
    }

    /// The vector wavefront (bands of rows, one byte widening to two, one
    /// or two workers) gives the same table as the row-by-row fill, on
    /// tables with and without bands, and in widths where one byte does
    /// not hold every code.
    #[test]
    fn wavefront_equals_the_row_by_row_fill() {
        let mut widened = 0;
        for (lo1, lo2, target) in [
            (1, 1, 150),
            (0, 0, 200),
            (1, 1, 300),
            (2, 0, 517),
            (0, 3, 1000),
            (1, 1, 905),
            (1, 1, 1601),
            (3, 2, 2500),
        ] {
            let p = classic(lo1, lo2, target);
            let want = fill_rows::<u16>(&p, 1, CHUNK)
                .expect("two bytes fit")
                .codes();
            for threads in [1, 2] {
                // Small chunks: two workers even on small tables.
                let got = match fill_auto_chunked(&p, threads, 64) {
                    Ok(t) => t.codes(),
                    Err(t) => {
                        widened += 1;
                        t.codes()
                    }
                };
                assert_eq!(got.len(), want.len());
                if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
                    panic!(
                        "T {target} lo ({lo1}, {lo2}) threads {threads}: cell {i} is {} not {}",
                        got[i], want[i]
                    );
                }
            }
        }
        // T = 905 and above need two-byte cells: the widening was exercised.
        assert_eq!(widened, 8);
    }

    /// Filling a table again in place gives the same table.
    #[test]
    fn refill_recomputes_the_same_table() {
        let p = classic(1, 1, 1601);
        let first = fill::<u16>(&p, 2).expect("two bytes fit");
        let want = first.codes();
        let mut scrambled = first;
        scrambled
            .keys
            .iter_mut()
            .for_each(|k| *k = k.wrapping_mul(7));
        for threads in [1, 2] {
            scrambled = refill(scrambled, &p, threads).expect("refills");
            assert_eq!(scrambled.codes(), want, "threads {threads}");
        }
        assert!(refill(scrambled, &classic(1, 1, 1600), 1).is_none());
    }
}

#[cfg(test)]
mod progress_tests {
    use super::tests::classic;
    use super::*;

    /// Row by row (the path without the vector wavefront, as on wasm32),
    /// widened from one byte to two on the way: the reports rise and end
    /// with the whole table, once.
    #[test]
    fn rows_report_rising_to_the_whole_table_once() {
        let p = classic(1, 1, 4000);
        let seen = std::cell::RefCell::new(Vec::new());
        let report = |d: u64, t: u64| seen.borrow_mut().push((d, t));
        let how = How {
            wavefront: false,
            progress: Some(&report),
            ..How::new(1, CHUNK)
        };
        assert!(fill_auto_how(&p, how).is_err(), "widened to two bytes");
        let seen = seen.into_inner();
        let total = cells(&p);
        assert_eq!(seen.last(), Some(&(total, total)));
        assert!(seen.windows(2).all(|w| w[0].0 < w[1].0), "{seen:?}");
        assert!(seen.len() <= 102, "{}", seen.len());
    }
}
