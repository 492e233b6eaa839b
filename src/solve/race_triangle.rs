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

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::dense::Plan;
use super::{Progress, Ticker};

#[cfg(target_arch = "x86_64")]
mod wavefront;

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

/// Only u8 and u16 are keys: the vector kernels rely on it.
mod sealed {
    pub trait Sealed {}
    impl Sealed for u8 {}
    impl Sealed for u16 {}
}

/// A cell: one byte, or two when some |K| exceeds 126.
pub trait Key: sealed::Sealed + Copy + Ord + Default + Send + Sync + 'static {
    /// A finished follower (code 0).
    const FINISHED: Self;
    /// The key of a code that does not fit.
    const OVERFLOW: Self;
    /// The key of the code of a cell whose best follower has key `b`.
    fn next(b: Self) -> Self;
    /// The code a key stands for: +K or −K.
    fn code(self) -> i32;
    /// A table of `n` zero keys (zeroed by the allocator).
    fn zeroed(n: usize) -> Vec<Self>;
    /// `dst[i] = max(dst[i], src[2 i])` over `dst`, finished where `src`
    /// ends.
    fn max_stride2(dst: &mut [Self], src: &[Self]);
    /// The same code as a one-byte key.
    fn from_narrow(k: u8) -> Self;
}

macro_rules! stride2 {
    ($t:ty) => {
        fn zeroed(n: usize) -> Vec<$t> {
            vec![0; n]
        }
        #[inline(always)]
        fn max_stride2(dst: &mut [$t], src: &[$t]) {
            let n = dst.len().min(src.len() / 2);
            let (head, tail) = dst.split_at_mut(n);
            // Fixed-size blocks let the compiler vectorise the even-lane
            // gather with shuffles.
            let mut d_blocks = head.chunks_exact_mut(16);
            let mut s_blocks = src.chunks_exact(32);
            for (d, s) in (&mut d_blocks).zip(&mut s_blocks) {
                let d: &mut [$t; 16] = d.try_into().expect("16 cells");
                let s: &[$t; 32] = s.try_into().expect("32 cells");
                for i in 0..16 {
                    d[i] = d[i].max(s[2 * i]);
                }
            }
            let done = n - d_blocks.into_remainder().len();
            for (d, pair) in head[done..].iter_mut().zip(src[2 * done..].chunks_exact(2)) {
                *d = (*d).max(pair[0]);
            }
            if let Some(first) = tail.first_mut() {
                // An odd last source element still pairs with one cell.
                *first = if src.len() % 2 == 1 && src.len() / 2 == n {
                    (*first).max(src[2 * n])
                } else {
                    <$t>::MAX
                };
            }
            for d in tail.iter_mut().skip(1) {
                *d = <$t>::MAX;
            }
        }
    };
}

impl Key for u8 {
    const FINISHED: u8 = u8::MAX;
    const OVERFLOW: u8 = 127;
    #[inline(always)]
    fn next(b: u8) -> u8 {
        254u8.wrapping_sub(b).wrapping_add(b >> 7)
    }
    fn code(self) -> i32 {
        if self >= 128 {
            self as i32 - 255
        } else {
            self as i32 + 1
        }
    }
    #[inline(always)]
    fn from_narrow(k: u8) -> u8 {
        k
    }
    stride2!(u8);
}

impl Key for u16 {
    const FINISHED: u16 = u16::MAX;
    const OVERFLOW: u16 = 32767;
    #[inline(always)]
    fn next(b: u16) -> u16 {
        65534u16.wrapping_sub(b).wrapping_add(b >> 15)
    }
    fn code(self) -> i32 {
        if self >= 32768 {
            self as i32 - 65535
        } else {
            self as i32 + 1
        }
    }
    /// Keys of losses (≥ 128) move up by 65280, keys of wins stay.
    #[inline(always)]
    fn from_narrow(k: u8) -> u16 {
        k as u16 + (k >> 7) as u16 * 65280
    }
    stride2!(u16);
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
        let run = |me: usize, tick: Option<&dyn Fn(usize)>| {
            if banded {
                shared.run_bands(me, workers, from, to, tick)
            } else {
                shared.run_rows(me, workers, from, to, tick)
            }
        };
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

/// Rows per band of the wavefront.
#[cfg(target_arch = "x86_64")]
const BAND: usize = wavefront::LANES;
#[cfg(not(target_arch = "x86_64"))]
const BAND: usize = 16;

/// What the row workers share. Rows are written by exactly one worker; a
/// worker reads the row being written by the other only where that worker
/// has published it final.
struct Shared<'a, K> {
    p: &'a Plan,
    lo1: i64,
    lo2: i64,
    t: i64,
    offsets: &'a [usize],
    base: usize,
    /// The one-byte rows of a widened table: (their base, first row from
    /// the top). Read only.
    narrow: Option<(usize, usize)>,
    chunk: usize,
    /// Per worker: (row index from the bottom, or a band's first row) << 32
    /// | (lowest final column of that row, or of the band's top row,
    /// `u32::MAX` when none yet).
    state: [AtomicU64; 2],
    /// Set when a code overflowed: every worker stops.
    abort: AtomicBool,
    _key: std::marker::PhantomData<K>,
}

const NONE_FINAL: u64 = u32::MAX as u64;

impl<K: Key> Shared<'_, K> {
    fn row_len(&self, x: i64) -> usize {
        (self.t - x - self.lo2).max(0) as usize
    }

    /// Row `r` (from the top, a row of the table) when it is one of the
    /// one-byte rows of a widened table.
    fn narrow_row(&self, r: usize) -> Option<*const u8> {
        match self.narrow {
            // SAFETY: r is a row of the table: its offset is inside the
            // one-byte keys (which span the whole table).
            Some((nbase, from_row)) if r >= from_row => {
                Some(unsafe { (nbase as *const u8).add(self.offsets[r]) })
            }
            _ => None,
        }
    }

    /// Processes rows `from + me, from + me + step, …` below `to`, counted
    /// from the last row upwards. Returns the first row it did not complete
    /// (`to` when it completed all of its own).
    fn run_rows(
        &self,
        me: usize,
        step: usize,
        from: usize,
        to: usize,
        tick: Option<&dyn Fn(usize)>,
    ) -> usize {
        let other = 1 - me;
        let rows = self.offsets.len() - 1;
        let mut i = from + me;
        while i < to {
            let r = rows - 1 - i; // row index from lo1
            let x = self.lo1 + r as i64;
            let len = self.row_len(x);
            self.state[me].store(((i as u64) << 32) | NONE_FINAL, Ordering::Release);
            let mut j1 = len;
            while j1 > 0 {
                let j0 = j1.saturating_sub(self.chunk);
                // Row i - 1 (the row just below, x + 1) is the other
                // worker's: wait until it is final from j0 on.
                if step > 1 && i > from && !self.wait(other, i - 1, j0) {
                    return i;
                }
                if self.chunk(x, r, len, j0, j1) {
                    self.abort.store(true, Ordering::Relaxed);
                    return i;
                }
                if self.abort.load(Ordering::Relaxed) {
                    return i;
                }
                j1 = j0;
                self.state[me].store(((i as u64) << 32) | j1 as u64, Ordering::Release);
            }
            if let Some(tick) = tick {
                tick(i + 1);
            }
            i += step;
        }
        self.state[me].store(NONE_FINAL << 32, Ordering::Release);
        to
    }

    /// Waits until worker `w` has row (or band) `i` final from column `col`
    /// on, or is past it. False when the fill was aborted.
    fn wait(&self, w: usize, i: usize, col: usize) -> bool {
        self.wait_seen(w, i, col).is_some()
    }

    /// [`Self::wait`], returning the lowest column seen final (0 when the
    /// worker is past row `i`): the caller need not look again, and pull the
    /// other core's cache line over, until it needs a column below that.
    fn wait_seen(&self, w: usize, i: usize, col: usize) -> Option<usize> {
        let mut spins = 0u32;
        loop {
            let st = self.state[w].load(Ordering::Acquire);
            let (cur, prog) = ((st >> 32) as usize, st & NONE_FINAL);
            if cur > i {
                return Some(0);
            }
            if cur == i && prog <= col as u64 {
                return Some(prog as usize);
            }
            if self.abort.load(Ordering::Relaxed) {
                return None;
            }
            spins += 1;
            if spins < 256 {
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    }

    /// Where the bands go: the first row (from the bottom) of the first band
    /// and how many bands. None (`(rows, 0)`) when the rules are not the
    /// classic ones or the machine has no vector kernel for `K`.
    fn bands(&self, rows: usize) -> (usize, usize) {
        #[cfg(target_arch = "x86_64")]
        {
            let p = self.p;
            let classic = (0..2).all(|h| p.adds[h] == [1] && p.muls[h] == [2]);
            if !classic || !wavefront::available::<K>() {
                return (rows, 0);
            }
            let from = (BAND_MIN_LEN - 1).min(rows);
            // A band's top row x0 needs its (2 x0, y) two bands below it.
            let mut n = 0;
            while from + (n + 1) * BAND <= rows {
                let x0 = self.lo1 + (rows - from - (n + 1) * BAND) as i64;
                if x0 < 2 * BAND as i64 {
                    break;
                }
                n += 1;
            }
            (from, n)
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            (rows, 0)
        }
    }

    /// Processes the bands starting at rows `from + BAND (me + k step)`
    /// below `to`. Returns the first row of the first band it did not
    /// complete (`to` when it completed all of its own).
    fn run_bands(
        &self,
        me: usize,
        step: usize,
        from: usize,
        to: usize,
        tick: Option<&dyn Fn(usize)>,
    ) -> usize {
        #[cfg(target_arch = "x86_64")]
        {
            let other = 1 - me;
            let mut b = from + me * BAND;
            while b + BAND <= to {
                self.state[me].store(((b as u64) << 32) | NONE_FINAL, Ordering::Release);
                let mut seen = usize::MAX;
                let below_ready = |col: usize| {
                    if step == 1 || b == from || seen <= col {
                        return true;
                    }
                    match self.wait_seen(other, b - BAND, col) {
                        Some(c) => {
                            seen = c;
                            true
                        }
                        None => false,
                    }
                };
                if !self.band(b, below_ready, |col| {
                    self.state[me].store(((b as u64) << 32) | col as u64, Ordering::Release)
                }) {
                    self.abort.store(true, Ordering::Relaxed);
                    return b;
                }
                if self.abort.load(Ordering::Relaxed) {
                    return b;
                }
                if let Some(tick) = tick {
                    tick(b + BAND);
                }
                b += step * BAND;
            }
            self.state[me].store(NONE_FINAL << 32, Ordering::Release);
            to
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            let _ = (me, step, from, tick);
            to
        }
    }

    /// Fills the band whose bottom row is row `b` from the bottom: the
    /// vector wavefront, then the first columns one row at a time. False
    /// when a code overflowed or the fill was aborted.
    #[cfg(target_arch = "x86_64")]
    fn band(
        &self,
        b: usize,
        mut below_ready: impl FnMut(usize) -> bool,
        mut publish: impl FnMut(usize),
    ) -> bool {
        let rows = self.offsets.len() - 1;
        let x0 = self.lo1 + (rows - b - BAND) as i64; // the band's top row
        let base = self.base as *mut K;
        let row_of = |x: i64| -> (*mut K, usize) {
            let len = if x < self.t { self.row_len(x) } else { 0 };
            if len == 0 {
                return (base, 0);
            }
            // SAFETY: x is a row of the table (len > 0).
            (
                unsafe { base.add(self.offsets[(x - self.lo1) as usize]) },
                len,
            )
        };
        // A row read: two-byte, or one-byte where the table was widened.
        let src_of = |x: i64| -> wavefront::Src<K> {
            let (p, len) = row_of(x);
            // Only a row of the table (len > 0) has an offset.
            match (len > 0)
                .then(|| self.narrow_row((x - self.lo1) as usize))
                .flatten()
            {
                Some(np) => wavefront::Src::Narrow(np, len),
                None => wavefront::Src::Wide(p as *const K, len),
            }
        };
        let band = wavefront::Band {
            rows: std::array::from_fn(|i| row_of(x0 + i as i64)),
            below: src_of(x0 + BAND as i64),
            doubled: std::array::from_fn(|i| src_of(2 * (x0 + i as i64))),
            lo2: self.lo2 as usize,
        };
        // SAFETY: this worker alone writes the band's rows; (2x, y) rows lie
        // two bands below or further (x0 ≥ 2 BAND), complete; the row below
        // the band is read where `below_ready` says it is final; the kernel
        // exists for K (checked by `bands`).
        let reached = unsafe { wavefront::run(&band, &mut below_ready, &mut publish) };
        let Some(reached) = reached else {
            return false;
        };
        if reached.overflow {
            return false;
        }
        // The first columns: lane i is final from last − steps − i + 1 on.
        let last = band.rows[0].1 - 1;
        if !below_ready(0) {
            return false;
        }
        for lane in (0..BAND).rev() {
            let x = x0 + lane as i64;
            let len = self.row_len(x);
            let j1 = (last + 1).saturating_sub(reached.steps + lane).min(len);
            if j1 > 0 && self.chunk(x, (x - self.lo1) as usize, len, 0, j1) {
                return false;
            }
        }
        publish(0);
        true
    }

    /// Fills cells `j0..j1` of row `x` (index `r`).
    fn chunk(&self, x: i64, r: usize, len: usize, j0: usize, j1: usize) -> bool {
        let p = self.p;
        // SAFETY: row r is written only by this worker; the rows read are
        // finished (or finished below j1, waited for by `run`), and every
        // index is checked against the row's length.
        let row: &mut [K] = unsafe {
            std::slice::from_raw_parts_mut((self.base as *mut K).add(self.offsets[r]), len)
        };
        let m = &mut row[j0..j1];
        // Followers in other rows: (x + a, y) and (x * b, y). The first one
        // read initialises the cells, the others are folded in by max.
        let mut first = true;
        let mut other_row = |nx: i64| {
            if nx == x {
                return;
            }
            let src_len = if nx >= self.t { 0 } else { self.row_len(nx) };
            let live_end = src_len.clamp(j0, j1);
            if live_end > j0 {
                let rr = (nx - self.lo1) as usize;
                let dst = &mut m[..live_end - j0];
                match self.narrow_row(rr) {
                    Some(np) => {
                        // SAFETY: one-byte rows are complete and read only.
                        let src: &[u8] =
                            unsafe { std::slice::from_raw_parts(np.add(j0), live_end - j0) };
                        if first {
                            dst.fill(K::default());
                        }
                        max_into_narrow(dst, src);
                    }
                    _ => {
                        // SAFETY: as above; rows other than r are not being
                        // written in this range.
                        let src: &[K] = unsafe {
                            std::slice::from_raw_parts(
                                (self.base as *const K).add(self.offsets[rr] + j0),
                                live_end - j0,
                            )
                        };
                        if first {
                            dst.copy_from_slice(src);
                        } else {
                            max_into(dst, src);
                        }
                    }
                }
            }
            m[live_end - j0..].fill(K::FINISHED);
            first = false;
        };
        for &a in &p.adds[0] {
            other_row(x.saturating_add(a));
        }
        for &b in &p.muls[0] {
            other_row(x.saturating_mul(b));
        }
        if first {
            // No follower in another row (heap 1 has no move that changes it).
            m.fill(K::default());
        }
        // The chain along the row: (x, y + a) and (x, y * b).
        let adds = &p.adds[1];
        let muls = &p.muls[1];
        let lo2 = self.lo2 as usize;
        let mut bad = false;
        if adds.len() == 1 && adds[0] == 1 && muls.len() == 1 && muls[0] == 2 {
            // The classic +1 / ×2 rules. The row is taken in segments from
            // the top, each half as long as the one above it, so that the
            // follower (x, 2y) of every cell of a segment lies above it,
            // already final: it is folded in by a loop the compiler
            // vectorises, and the chain along the row is one max and F per
            // cell. Where doubling finishes the game, every cell is +1.
            let plus_one = K::next(K::FINISHED);
            let mut prev = if j1 < len { row[j1] } else { K::FINISHED };
            let mut hi = j1;
            while hi > j0 {
                let lo = ((hi + 1).saturating_sub(lo2) / 2).max(j0);
                if lo >= hi || lo + lo2 == 0 {
                    // The last cells: (x, 0) has no doubling; the rest as
                    // one cell at a time.
                    for j in (j0..hi).rev() {
                        let y2 = 2 * (j + lo2) - lo2;
                        let dbl = if j + lo2 == 0 {
                            K::default()
                        } else if y2 < len {
                            row[y2]
                        } else {
                            K::FINISHED
                        };
                        let k = K::next(row[j].max(prev).max(dbl));
                        bad |= k == K::OVERFLOW;
                        row[j] = k;
                        prev = k;
                    }
                    break;
                }
                let first_dbl = 2 * lo + lo2; // index of (x, 2y) for j = lo
                if first_dbl >= len {
                    row[lo..hi].fill(plus_one);
                    prev = plus_one;
                } else {
                    let (seg, above) = row.split_at_mut(hi);
                    let seg = &mut seg[lo..];
                    let above = &above[first_dbl - hi..];
                    K::max_stride2(seg, above);
                    for v in seg.iter_mut().rev() {
                        let k = K::next((*v).max(prev));
                        *v = k;
                        prev = k;
                    }
                    bad |= seg.contains(&K::OVERFLOW);
                }
                hi = lo;
            }
        } else {
            for j in (j0..j1).rev() {
                let y = (j + lo2) as i64;
                let mut b = row[j];
                for &a in adds {
                    let jj = j as i64 + a;
                    b = b.max(if (jj as usize) < len {
                        row[jj as usize]
                    } else {
                        K::FINISHED
                    });
                }
                for &mlt in muls {
                    if y == 0 {
                        continue;
                    }
                    let ny = y.saturating_mul(mlt);
                    let jj = ny - lo2 as i64;
                    b = b.max(if jj < len as i64 {
                        row[jj as usize]
                    } else {
                        K::FINISHED
                    });
                }
                let k = K::next(b);
                bad |= k == K::OVERFLOW;
                row[j] = k;
            }
        }
        bad
    }
}

/// `dst[i] = max(dst[i], src[i])` with one-byte keys in `src`.
#[inline(always)]
fn max_into_narrow<K: Key>(dst: &mut [K], src: &[u8]) {
    let n = dst.len().min(src.len());
    let (dst, src) = (&mut dst[..n], &src[..n]);
    for i in 0..n {
        dst[i] = dst[i].max(K::from_narrow(src[i]));
    }
}

/// `dst[i] = max(dst[i], src[i])`, written so that it vectorises.
#[inline(always)]
fn max_into<K: Key>(dst: &mut [K], src: &[K]) {
    let n = dst.len().min(src.len());
    let (dst, src) = (&mut dst[..n], &src[..n]);
    for i in 0..n {
        dst[i] = dst[i].max(src[i]);
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

    /// The bands take the classic rules' big tables (on x86-64, where the
    /// one-byte kernel needs only SSE2) and nothing else.
    #[test]
    fn bands_cover_big_classic_tables_only() {
        let bands_of = |p: &Plan| {
            let mut keys: Vec<u8> = Vec::new();
            let rows = (p.target - p.lo[1] - p.lo[0]) as usize;
            let offsets = vec![0; rows + 1];
            let shared = Shared::<u8> {
                p,
                lo1: p.lo[0],
                lo2: p.lo[1],
                t: p.target,
                offsets: &offsets,
                base: keys.as_mut_ptr() as usize,
                narrow: None,
                chunk: CHUNK,
                state: [AtomicU64::new(0), AtomicU64::new(0)],
                abort: AtomicBool::new(false),
                _key: std::marker::PhantomData,
            };
            shared.bands(rows)
        };
        let (from, n) = bands_of(&classic(1, 1, 2500));
        if cfg!(target_arch = "x86_64") {
            assert_eq!(from, BAND_MIN_LEN - 1);
            // Bands go up while their top row x0 has its (2 x0, y) two bands
            // below: x0 ≥ 32. The 2498 rows are x = 1 ..= 2498.
            let top_of_last = 1 + 2498 - from - BAND * n;
            assert!((32..32 + BAND).contains(&top_of_last), "{n} bands");
        } else {
            assert_eq!(n, 0);
        }
        let mut other = classic(1, 1, 2500);
        other.adds[1] = vec![1, 2];
        assert_eq!(bands_of(&other).1, 0);
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

    #[test]
    fn stride_two_max_pairs_each_cell_with_twice_its_index() {
        for src_len in 0..90usize {
            let src: Vec<u8> = (0..src_len as u8).map(|v| v.wrapping_mul(7)).collect();
            let mut dst = vec![5u8; 40];
            u8::max_stride2(&mut dst, &src);
            for (i, &d) in dst.iter().enumerate() {
                let want = src.get(2 * i).map_or(u8::MAX, |&v| v.max(5));
                assert_eq!(d, want, "src_len {src_len}, cell {i}");
            }
        }
    }

    #[test]
    fn keys_order_followers_as_the_mover_prefers() {
        let key = |c: i32| (c as i8 as u8).wrapping_sub(1);
        // Any loss of the opponent beats any win of his; among losses the
        // fastest (code nearest 0), among wins the slowest.
        let order = [1, 2, 5, 126, -126, -5, -1, 0];
        for w in order.windows(2) {
            assert!(key(w[0]) < key(w[1]), "{w:?}");
        }
        // The resulting code: best follower 0 → +1, −1 → +2, +1 → −1, +5 → −5.
        for (best, code) in [(0, 1), (-1, 2), (-4, 5), (1, -1), (5, -5)] {
            assert_eq!(u8::next(key(best)).code(), code);
            let key16 = |c: i32| (c as i16 as u16).wrapping_sub(1);
            assert_eq!(u16::next(key16(best)).code(), code);
            let k8 = key(best);
            assert_eq!(
                k8 as u16 + (k8 >> 7) as u16 * 65280,
                key16(best),
                "widening"
            );
        }
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
