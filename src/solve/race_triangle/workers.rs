//! The row workers: one or two threads filling rows (or bands of rows on
//! the vector wavefront) from the bottom up, each publishing how far its
//! current row is final so the other may read it.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use super::Key;
#[cfg(target_arch = "x86_64")]
use super::{wavefront, BAND_MIN_LEN};
use crate::solve::dense::Plan;

/// Rows per band of the wavefront.
#[cfg(target_arch = "x86_64")]
pub(super) const BAND: usize = wavefront::LANES;
#[cfg(not(target_arch = "x86_64"))]
pub(super) const BAND: usize = 16;

/// What the row workers share. Rows are written by exactly one worker; a
/// worker reads the row being written by the other only where that worker
/// has published it final.
pub(super) struct Shared<'a, K> {
    pub(super) p: &'a Plan,
    pub(super) lo1: i64,
    pub(super) lo2: i64,
    pub(super) t: i64,
    pub(super) offsets: &'a [usize],
    pub(super) base: usize,
    /// The one-byte rows of a widened table: (their base, first row from
    /// the top). Read only.
    pub(super) narrow: Option<(usize, usize)>,
    pub(super) chunk: usize,
    /// Per worker: (row index from the bottom, or a band's first row) << 32
    /// | (lowest final column of that row, or of the band's top row,
    /// `u32::MAX` when none yet).
    pub(super) state: [AtomicU64; 2],
    /// Set when a code overflowed: every worker stops.
    pub(super) abort: AtomicBool,
    pub(super) _key: std::marker::PhantomData<K>,
}

pub(super) const NONE_FINAL: u64 = u32::MAX as u64;

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

    /// Worker `me` of `step` takes its turns over `rows` (counted from the
    /// bottom): the rows `from + me, from + me + step, …`, or with `banded`
    /// the bands starting at rows `from + BAND (me + k step)`, publishing
    /// the row or band it is on for the other worker. Returns the first row
    /// of the first row or band it did not complete (`to` when it completed
    /// all of its own).
    pub(super) fn run(
        &self,
        me: usize,
        step: usize,
        rows: std::ops::Range<usize>,
        banded: bool,
        tick: Option<&dyn Fn(usize)>,
    ) -> usize {
        let (from, to) = (rows.start, rows.end);
        #[cfg(not(target_arch = "x86_64"))]
        if banded {
            // No vector kernel here: `bands` finds none, so no banded phase
            // has rows.
            return to;
        }
        let unit = if banded { BAND } else { 1 };
        let mut i = from + me * unit;
        while i + unit <= to {
            self.state[me].store(((i as u64) << 32) | NONE_FINAL, Ordering::Release);
            let filled = match banded {
                #[cfg(target_arch = "x86_64")]
                true => self.fill_band(me, step, from, i),
                _ => self.fill_row(me, step, from, i),
            };
            if !filled || self.abort.load(Ordering::Relaxed) {
                return i;
            }
            if let Some(tick) = tick {
                tick(i + unit);
            }
            i += step * unit;
        }
        self.state[me].store(NONE_FINAL << 32, Ordering::Release);
        to
    }

    /// Fills row `i` from the bottom (worker `me` of `step`, whose turns
    /// began at row `from`) chunk by chunk, publishing each chunk final.
    /// False when a code overflowed or the fill was aborted.
    fn fill_row(&self, me: usize, step: usize, from: usize, i: usize) -> bool {
        let other = 1 - me;
        let rows = self.offsets.len() - 1;
        let r = rows - 1 - i; // row index from lo1
        let x = self.lo1 + r as i64;
        let len = self.row_len(x);
        let mut j1 = len;
        while j1 > 0 {
            let j0 = j1.saturating_sub(self.chunk);
            // Row i - 1 (the row just below, x + 1) is the other
            // worker's: wait until it is final from j0 on.
            if step > 1 && i > from && !self.wait(other, i - 1, j0) {
                return false;
            }
            if self.chunk(x, r, len, j0, j1) {
                self.abort.store(true, Ordering::Relaxed);
                return false;
            }
            if self.abort.load(Ordering::Relaxed) {
                return false;
            }
            j1 = j0;
            self.state[me].store(((i as u64) << 32) | j1 as u64, Ordering::Release);
        }
        true
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
    pub(super) fn bands(&self, rows: usize) -> (usize, usize) {
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

    /// Fills the band starting at row `b` from the bottom (worker `me` of
    /// `step`, whose turns began at row `from`), waiting where it reads the
    /// other worker's band below. False when a code overflowed or the fill
    /// was aborted.
    #[cfg(target_arch = "x86_64")]
    fn fill_band(&self, me: usize, step: usize, from: usize, b: usize) -> bool {
        let other = 1 - me;
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
        let done = self.band(b, below_ready, |col| {
            self.state[me].store(((b as u64) << 32) | col as u64, Ordering::Release)
        });
        if !done {
            self.abort.store(true, Ordering::Relaxed);
        }
        done
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
    use super::super::tests::classic;
    use super::super::CHUNK;
    use super::*;

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
}
