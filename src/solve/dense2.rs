//! The fast path of the dense table: two heaps, `+a`/`*b` moves, the game
//! ends when the total reaches T and the last mover wins. This is the
//! spreadsheet method's own table and the benchmark of the solver.
//!
//! Layout: a triangle, row x (heap 1) holding the live cells y = lo2 ..= T-1-x,
//! one byte per position. Cells hold *keys* rather than codes:
//! `key(c) = (c as u8) - 1` (wrapping), which orders followers the way the
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

/// Cells per chunk: a row's followers are combined a chunk at a time.
const CHUNK: usize = 2048;

/// The triangle of keys.
#[derive(Debug)]
pub struct Keys2<K> {
    pub lo: [i64; 2],
    pub target: i64,
    /// Start of each row in `keys` (one more entry than rows).
    pub offsets: Vec<usize>,
    pub keys: Vec<K>,
}

/// A cell: one byte, or two when some |K| exceeds 126.
pub trait Key: Copy + Ord + Default + Send + Sync + 'static {
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

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The code of live position (x, y), if inside the triangle.
    pub fn code(&self, x: i64, y: i64) -> Option<i32> {
        if x < self.lo[0] || y < self.lo[1] || x + y >= self.target {
            return None;
        }
        let r = (x - self.lo[0]) as usize;
        self.keys
            .get(self.offsets[r] + (y - self.lo[1]) as usize)
            .map(|k| k.code())
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

/// [`fill`] with a given chunk size (small chunks exercise the workers'
/// hand-over in tests).
pub fn fill_chunked<K: Key>(p: &Plan, threads: usize, chunk: usize) -> Option<Keys2<K>> {
    fill_from::<K>(p, threads, chunk, None).ok()
}

/// Fills with one-byte keys, widening to two bytes where a code first does
/// not fit: the rows already done are converted, the rest continue wide.
pub fn fill_auto(p: &Plan, threads: usize) -> Result<Keys2<u8>, Keys2<u16>> {
    fill_auto_chunked(p, threads, CHUNK)
}

/// [`fill_auto`] with a given chunk size.
pub fn fill_auto_chunked(p: &Plan, threads: usize, chunk: usize) -> Result<Keys2<u8>, Keys2<u16>> {
    match fill_from::<u8>(p, threads, chunk, None) {
        Ok(t) => Ok(t),
        Err((narrow, done)) => {
            // The same code as a two-byte key: keys of losses (≥ 128) move up
            // by 65280, keys of wins stay.
            let mut wide: Vec<u16> = vec![0; narrow.keys.len()];
            let widen = |dst: &mut [u16], src: &[u8]| {
                for (d, &k) in dst.iter_mut().zip(src) {
                    *d = k as u16 + (k >> 7) as u16 * 65280;
                }
            };
            let half = if threads > 1 {
                wide.len() / 2
            } else {
                wide.len()
            };
            let (w0, w1) = wide.split_at_mut(half);
            let (n0, n1) = narrow.keys.split_at(half);
            std::thread::scope(|sc| {
                if !w1.is_empty() {
                    sc.spawn(|| widen(w1, n1));
                }
                widen(w0, n0);
            });
            drop(narrow.keys);
            let resume = Keys2 {
                lo: narrow.lo,
                target: narrow.target,
                offsets: narrow.offsets,
                keys: wide,
            };
            match fill_from::<u16>(p, threads, chunk, Some((resume, done))) {
                Ok(t) => Err(t),
                // Codes beyond 32766 moves: not a table anyone can use; the
                // caller's generic path reports it.
                Err((t, _)) => Err(Keys2 {
                    keys: Vec::new(),
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
    threads: usize,
    chunk: usize,
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
    // Small tables are not worth a second thread (unless chunks are small:
    // the tests' way of exercising the hand-over).
    // Two workers overlap only within rows several chunks long.
    let longest = tri.row_len(lo1);
    let threads = if longest < 4 * chunk {
        1
    } else {
        threads.clamp(1, 2)
    };
    let shared = Shared::<K> {
        p,
        lo1,
        lo2,
        t,
        offsets: &tri.offsets,
        base: tri.keys.as_mut_ptr() as usize,
        chunk: chunk.max(1),
        state: [
            AtomicU64::new(((start as u64) << 32) | NONE_FINAL),
            AtomicU64::new(((start as u64 + 1) << 32) | NONE_FINAL),
        ],
        start,
        abort: AtomicBool::new(false),
        _key: std::marker::PhantomData,
    };
    let done = if threads == 1 {
        shared.run(0, 1, rows)
    } else {
        std::thread::scope(|s| {
            let h = s.spawn(|| shared.run(1, 2, rows));
            let a = shared.run(0, 2, rows);
            a.min(h.join().unwrap_or(start))
        })
    };
    if done < rows {
        Err((tri, done))
    } else {
        Ok(tri)
    }
}

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
    chunk: usize,
    /// Per worker: (row index from the bottom) << 32 | (lowest final column
    /// of that row, `u32::MAX` when none yet).
    state: [AtomicU64; 2],
    /// Rows (from the bottom) already complete before this fill.
    start: usize,
    /// Set when a code overflowed: every worker stops.
    abort: AtomicBool,
    _key: std::marker::PhantomData<K>,
}

const NONE_FINAL: u64 = u32::MAX as u64;

impl<K: Key> Shared<'_, K> {
    fn row_len(&self, x: i64) -> usize {
        (self.t - x - self.lo2).max(0) as usize
    }

    /// Processes rows `start + me, start + me + step, …` counted from the
    /// last row upwards. Returns the first row it did not complete (`rows`
    /// when it completed all of its own).
    fn run(&self, me: usize, step: usize, rows: usize) -> usize {
        let other = 1 - me;
        let mut i = self.start + me;
        while i < rows {
            let r = rows - 1 - i; // row index from lo1
            let x = self.lo1 + r as i64;
            let len = self.row_len(x);
            self.state[me].store(((i as u64) << 32) | NONE_FINAL, Ordering::Release);
            let mut j1 = len;
            while j1 > 0 {
                let j0 = j1.saturating_sub(self.chunk);
                if step > 1 && i > self.start {
                    // Row i - 1 (the row just below, x + 1) is the other
                    // worker's: wait until it is final from j0 on.
                    let mut spins = 0u32;
                    loop {
                        let st = self.state[other].load(Ordering::Acquire);
                        let (cur, prog) = ((st >> 32) as usize, st & NONE_FINAL);
                        if cur > i - 1 || (cur == i - 1 && prog <= j0 as u64) {
                            break;
                        }
                        if self.abort.load(Ordering::Relaxed) {
                            return i;
                        }
                        spins += 1;
                        if spins < 256 {
                            std::hint::spin_loop();
                        } else {
                            std::thread::yield_now();
                        }
                    }
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
            i += step;
        }
        self.state[me].store(NONE_FINAL << 32, Ordering::Release);
        rows
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
                // SAFETY: as above; rows other than r are not being written
                // in this range.
                let src: &[K] = unsafe {
                    std::slice::from_raw_parts(
                        (self.base as *const K).add(self.offsets[rr] + j0),
                        live_end - j0,
                    )
                };
                if first {
                    m[..live_end - j0].copy_from_slice(src);
                } else {
                    max_into(&mut m[..live_end - j0], src);
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
