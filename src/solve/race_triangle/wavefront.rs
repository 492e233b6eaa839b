//! The anti-diagonal wavefront: sixteen rows of the two-heap triangle at
//! once, for the classic `+1` / `×2` rules on both heaps (x86-64).
//!
//! Every move raises the total, so cells with the same total never depend on
//! one another. Lane i of a vector holds row `x0 + i` at column `c − s − i`:
//! step s is one anti-diagonal. A cell's followers are then
//! - `(x, y + 1)`: the same lane one step earlier;
//! - `(x + 1, y)`: the next lane one step earlier (lane 15 reads the row
//!   below the band, folded in with the far followers);
//! - `(2x, y)` and `(x, 2y)`: far rows and far columns, final before the
//!   band reaches them. They are read row by row, sixteen columns at a time,
//!   and transposed into steps; the results are transposed back into rows.
//!
//! The chain along a row, which holds a plain loop to one cell per few
//! cycles, becomes one vector step per anti-diagonal.
//!
//! The band stops where `(x, 2y)` would fall inside the block being
//! computed (the first few dozen columns); the caller finishes those cells
//! one row at a time.

use std::arch::x86_64::*;

use super::Key;

/// Lanes per vector, rows per band.
pub const LANES: usize = 16;

/// The rows a band reads and writes. Pointers come from the caller's table,
/// whose rows other threads do not write in the ranges read here (see
/// `Shared::fill_band`).
pub struct Band<K> {
    /// Row `x0 + i`, written here.
    pub rows: [(*mut K, usize); LANES],
    /// The row below the band, `x0 + 16`.
    pub below: Src<K>,
    /// Row `2 (x0 + i)`, empty when past the end.
    pub doubled: [Src<K>; LANES],
    /// The second heap's least value (`(x, 0)` has no doubling).
    pub lo2: usize,
}

/// A row read by a band, final: with the band's own keys, or with one-byte
/// keys (the rows a widened table kept narrow). Pointer and length.
#[derive(Clone, Copy)]
pub enum Src<K> {
    Wide(*const K, usize),
    Narrow(*const u8, usize),
}

impl<K> Src<K> {
    /// The address of column `col`, if inside the row.
    fn at(self, col: usize) -> Option<*const i8> {
        match self {
            // SAFETY (both): col < len, inside the row.
            Src::Wide(p, len) => (col < len).then(|| unsafe { p.add(col) } as *const i8),
            Src::Narrow(p, len) => (col < len).then(|| unsafe { p.add(col) } as *const i8),
        }
    }
}

/// How far the vector part got: lane i is final for columns
/// `≥ last_col − steps − i + 1`, where `last_col` is lane 0's last column.
pub struct Reached {
    pub steps: usize,
    pub overflow: bool,
}

/// Whether a vector kernel exists on this machine for keys of this width.
pub fn available<K: Key>() -> bool {
    match std::mem::size_of::<K>() {
        1 => true, // SSE2 is part of x86-64
        2 => is_x86_feature_detected!("avx2"),
        _ => false,
    }
}

/// Runs the vector part of a band. `ready(col)` waits until the row below
/// the band is final from `col` on (false: stop, the fill is aborted);
/// `publish(col)` says lane 0 is final from `col` on. `None` when stopped.
///
/// # Safety
/// The rows must be valid for their lengths, rows `x0 .. x0 + 16` written
/// by no one else, and the other rows read final (the row below the band
/// where `ready` says so). [`available`] must hold for `K`.
pub unsafe fn run<K: Key>(
    band: &Band<K>,
    ready: impl FnMut(usize) -> bool,
    publish: impl FnMut(usize),
) -> Option<Reached> {
    // SAFETY: K is u8 or u16 (the only keys); the casts keep the layout, and
    // the caller guarantees the rest (including the CPU features).
    unsafe {
        match std::mem::size_of::<K>() {
            1 => run_u8(
                &*(band as *const Band<K> as *const Band<u8>),
                ready,
                publish,
            ),
            2 => run_u16(
                &*(band as *const Band<K> as *const Band<u16>),
                ready,
                publish,
            ),
            _ => None,
        }
    }
}

#[target_feature(enable = "avx2")]
unsafe fn run_u16(
    band: &Band<u16>,
    ready: impl FnMut(usize) -> bool,
    publish: impl FnMut(usize),
) -> Option<Reached> {
    // SAFETY: as for `run`; AVX2 is enabled here.
    unsafe { steps::<Avx2U16>(band, ready, publish) }
}

unsafe fn run_u8(
    band: &Band<u8>,
    ready: impl FnMut(usize) -> bool,
    publish: impl FnMut(usize),
) -> Option<Reached> {
    // SAFETY: as for `run`; SSE2 is always there on x86-64.
    unsafe { steps::<Sse2U8>(band, ready, publish) }
}

/// Sixteen keys in a vector.
trait Ops {
    type K: Key;
    type V: Copy;
    unsafe fn load(p: *const Self::K) -> Self::V;
    unsafe fn store(p: *mut Self::K, v: Self::V);
    /// Sixteen one-byte keys as keys of this width.
    unsafe fn load_narrow(p: *const u8) -> Self::V;
    /// `p[0], p[2], …, p[30]`.
    unsafe fn evens(p: *const Self::K) -> Self::V;
    unsafe fn splat(k: Self::K) -> Self::V;
    unsafe fn max(a: Self::V, b: Self::V) -> Self::V;
    /// [`Key::next`] lane by lane.
    unsafe fn next(v: Self::V) -> Self::V;
    /// Lane i takes lane i + 1; lane 15 takes key 0 (which no max prefers).
    unsafe fn from_below(v: Self::V) -> Self::V;
    /// Lanes equal to `k` in `acc`, or-ed.
    unsafe fn flag_eq(acc: Self::V, v: Self::V, k: Self::V) -> Self::V;
    unsafe fn any(v: Self::V) -> bool;
    /// Rows into columns.
    unsafe fn transpose(m: &mut [Self::V; LANES]);
}

/// Input order that makes four rounds of unpacking a transpose.
const BIT_REVERSED: [usize; 16] = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15];

/// `load` of the `N` keys from `col` on of a row of `len` keys `T`, the keys
/// past its end read as finished (`finished`), through a copy only where
/// the row ends inside them.
#[inline(always)]
unsafe fn load_clamped<O: Ops, T: Copy, const N: usize>(
    (p, len): (*const T, usize),
    col: usize,
    finished: T,
    load: impl Fn(*const T) -> O::V,
) -> O::V {
    unsafe {
        if col + N <= len {
            load(p.add(col))
        } else if col >= len {
            O::splat(O::K::FINISHED)
        } else {
            let mut buf = [finished; N];
            for (k, b) in buf.iter_mut().enumerate().take(len - col) {
                *b = *p.add(col + k);
            }
            load(buf.as_ptr())
        }
    }
}

/// Sixteen keys of a row read by the band, from `col` on.
#[inline(always)]
unsafe fn load_src<O: Ops>(src: Src<O::K>, col: usize) -> O::V {
    unsafe {
        match src {
            Src::Wide(p, len) => {
                load_clamped::<O, _, LANES>((p, len), col, O::K::FINISHED, |q| O::load(q))
            }
            Src::Narrow(p, len) => {
                load_clamped::<O, _, LANES>((p, len), col, u8::FINISHED, |q| O::load_narrow(q))
            }
        }
    }
}

/// Keys at `col, col + 2, …, col + 30` of a row, finished past the end.
#[inline(always)]
unsafe fn load_evens<O: Ops>(row: (*const O::K, usize), col: usize) -> O::V {
    unsafe { load_clamped::<O, _, { 2 * LANES }>(row, col, O::K::FINISHED, |q| O::evens(q)) }
}

/// Blocks between reports of lane 0's progress to the band above.
const PUBLISH_EVERY: usize = 8;

/// How far ahead (in columns) the doubled rows are fetched.
const PREFETCH: usize = 384;

/// The last lane's lowest column in a block must be at least this, so that
/// `(x, 2y)` lies in an earlier block: `2 lo + lo2 ≥ lo + 16`.
const MIN_COL: usize = LANES;

#[inline(always)]
unsafe fn steps<O: Ops>(
    band: &Band<O::K>,
    mut ready: impl FnMut(usize) -> bool,
    mut publish: impl FnMut(usize),
) -> Option<Reached> {
    let len0 = band.rows[0].1;
    if len0 == 0 {
        return Some(Reached {
            steps: 0,
            overflow: false,
        });
    }
    let last = len0 - 1;
    let lo2 = band.lo2;
    unsafe {
        let finished = O::splat(O::K::FINISHED);
        let overflow_key = O::splat(O::K::OVERFLOW);
        let mut flags = O::splat(O::K::default());
        let mut v = finished;
        let mut s0 = 0usize;
        let mut m = [finished; LANES];
        // Block [s0, s0 + 16): lane i covers columns lo_i ..= lo_i + 15 with
        // lo_i = last − s0 − i − 15.
        while s0 + 2 * (LANES - 1) + MIN_COL <= last {
            let lo15 = last - s0 - 2 * (LANES - 1);
            if !ready(lo15) {
                return None;
            }
            for (i, mi) in m.iter_mut().enumerate() {
                let lo = last - s0 - i - (LANES - 1);
                let (row, len) = band.rows[i];
                // The doubled rows were written long ago: ask for them a few
                // blocks ahead (columns go down).
                if let Some(ahead) = lo.checked_sub(PREFETCH).and_then(|c| band.doubled[i].at(c)) {
                    _mm_prefetch::<_MM_HINT_T0>(ahead);
                }
                let mut far = O::max(
                    load_src::<O>(band.doubled[i], lo),
                    load_evens::<O>((row as *const O::K, len), 2 * lo + lo2),
                );
                if i == LANES - 1 {
                    far = O::max(far, load_src::<O>(band.below, lo));
                }
                *mi = far;
            }
            O::transpose(&mut m);
            // m[p] holds step s0 + 15 − p.
            for mp in m.iter_mut().rev() {
                v = O::next(O::max(*mp, O::max(v, O::from_below(v))));
                flags = O::flag_eq(flags, v, overflow_key);
                *mp = v;
            }
            O::transpose(&mut m);
            for (i, mi) in m.iter().enumerate() {
                let lo = last - s0 - i - (LANES - 1);
                O::store(band.rows[i].0.add(lo), *mi);
            }
            s0 += LANES;
            // Every few blocks: a store the other core reads costs it a
            // cache miss.
            if (s0 / LANES).is_multiple_of(PUBLISH_EVERY) {
                publish(last + 1 - s0);
            }
        }
        publish(last + 1 - s0);
        Some(Reached {
            steps: s0,
            overflow: O::any(flags),
        })
    }
}

/// One-byte keys, SSE2.
struct Sse2U8;

impl Ops for Sse2U8 {
    type K = u8;
    type V = __m128i;
    #[inline(always)]
    unsafe fn load(p: *const u8) -> __m128i {
        unsafe { _mm_loadu_si128(p as *const __m128i) }
    }
    #[inline(always)]
    unsafe fn store(p: *mut u8, v: __m128i) {
        unsafe { _mm_storeu_si128(p as *mut __m128i, v) }
    }
    #[inline(always)]
    unsafe fn load_narrow(p: *const u8) -> __m128i {
        unsafe { Self::load(p) }
    }
    #[inline(always)]
    unsafe fn evens(p: *const u8) -> __m128i {
        unsafe {
            let mask = _mm_set1_epi16(0x00ff);
            let a = _mm_and_si128(Self::load(p), mask);
            let b = _mm_and_si128(Self::load(p.add(16)), mask);
            _mm_packus_epi16(a, b)
        }
    }
    #[inline(always)]
    unsafe fn splat(k: u8) -> __m128i {
        unsafe { _mm_set1_epi8(k as i8) }
    }
    #[inline(always)]
    unsafe fn max(a: __m128i, b: __m128i) -> __m128i {
        unsafe { _mm_max_epu8(a, b) }
    }
    #[inline(always)]
    unsafe fn next(v: __m128i) -> __m128i {
        // 254 − b below 128, 255 − b from 128: !b, minus one where b < 128.
        unsafe {
            let ones = _mm_set1_epi8(-1);
            _mm_add_epi8(_mm_xor_si128(v, ones), _mm_cmpgt_epi8(v, ones))
        }
    }
    #[inline(always)]
    unsafe fn from_below(v: __m128i) -> __m128i {
        unsafe { _mm_srli_si128(v, 1) }
    }
    #[inline(always)]
    unsafe fn flag_eq(acc: __m128i, v: __m128i, k: __m128i) -> __m128i {
        unsafe { _mm_or_si128(acc, _mm_cmpeq_epi8(v, k)) }
    }
    #[inline(always)]
    unsafe fn any(v: __m128i) -> bool {
        unsafe { _mm_movemask_epi8(v) != 0 }
    }
    #[inline(always)]
    unsafe fn transpose(m: &mut [__m128i; LANES]) {
        unsafe {
            let mut a = [_mm_setzero_si128(); LANES];
            for (ai, &r) in a.iter_mut().zip(&BIT_REVERSED) {
                *ai = m[r];
            }
            let mut b = a;
            for i in 0..8 {
                b[2 * i] = _mm_unpacklo_epi8(a[i], a[i + 8]);
                b[2 * i + 1] = _mm_unpackhi_epi8(a[i], a[i + 8]);
            }
            for i in 0..8 {
                a[2 * i] = _mm_unpacklo_epi16(b[i], b[i + 8]);
                a[2 * i + 1] = _mm_unpackhi_epi16(b[i], b[i + 8]);
            }
            for i in 0..8 {
                b[2 * i] = _mm_unpacklo_epi32(a[i], a[i + 8]);
                b[2 * i + 1] = _mm_unpackhi_epi32(a[i], a[i + 8]);
            }
            for i in 0..8 {
                m[2 * i] = _mm_unpacklo_epi64(b[i], b[i + 8]);
                m[2 * i + 1] = _mm_unpackhi_epi64(b[i], b[i + 8]);
            }
        }
    }
}

/// Two-byte keys, AVX2.
struct Avx2U16;

impl Ops for Avx2U16 {
    type K = u16;
    type V = __m256i;
    #[inline(always)]
    unsafe fn load(p: *const u16) -> __m256i {
        unsafe { _mm256_loadu_si256(p as *const __m256i) }
    }
    #[inline(always)]
    unsafe fn store(p: *mut u16, v: __m256i) {
        unsafe { _mm256_storeu_si256(p as *mut __m256i, v) }
    }
    #[inline(always)]
    unsafe fn load_narrow(p: *const u8) -> __m256i {
        unsafe {
            // Zero-extend, then move the keys of losses (≥ 128) up by 65280.
            let v = _mm256_cvtepu8_epi16(_mm_loadu_si128(p as *const __m128i));
            let loss = _mm256_cmpgt_epi16(v, _mm256_set1_epi16(127));
            _mm256_add_epi16(
                v,
                _mm256_and_si256(loss, _mm256_set1_epi16(0xff00u16 as i16)),
            )
        }
    }
    #[inline(always)]
    unsafe fn evens(p: *const u16) -> __m256i {
        unsafe {
            let mask = _mm256_set1_epi32(0xffff);
            let a = _mm256_and_si256(Self::load(p), mask);
            let b = _mm256_and_si256(Self::load(p.add(16)), mask);
            // Packing works within 128-bit halves: a.lo, b.lo, a.hi, b.hi.
            _mm256_permute4x64_epi64(_mm256_packus_epi32(a, b), 0b11_01_10_00)
        }
    }
    #[inline(always)]
    unsafe fn splat(k: u16) -> __m256i {
        unsafe { _mm256_set1_epi16(k as i16) }
    }
    #[inline(always)]
    unsafe fn max(a: __m256i, b: __m256i) -> __m256i {
        unsafe { _mm256_max_epu16(a, b) }
    }
    #[inline(always)]
    unsafe fn next(v: __m256i) -> __m256i {
        unsafe {
            let ones = _mm256_set1_epi16(-1);
            _mm256_add_epi16(_mm256_xor_si256(v, ones), _mm256_cmpgt_epi16(v, ones))
        }
    }
    #[inline(always)]
    unsafe fn from_below(v: __m256i) -> __m256i {
        unsafe {
            // [v.hi, 0] then a two-byte shift across the pair, per half.
            let up = _mm256_permute2x128_si256(v, _mm256_setzero_si256(), 0x21);
            _mm256_alignr_epi8(up, v, 2)
        }
    }
    #[inline(always)]
    unsafe fn flag_eq(acc: __m256i, v: __m256i, k: __m256i) -> __m256i {
        unsafe { _mm256_or_si256(acc, _mm256_cmpeq_epi16(v, k)) }
    }
    #[inline(always)]
    unsafe fn any(v: __m256i) -> bool {
        unsafe { _mm256_movemask_epi8(v) != 0 }
    }
    #[inline(always)]
    unsafe fn transpose(m: &mut [__m256i; LANES]) {
        unsafe {
            let mut a = [_mm256_setzero_si256(); LANES];
            for (ai, &r) in a.iter_mut().zip(&BIT_REVERSED) {
                *ai = m[r];
            }
            let mut b = a;
            for i in 0..8 {
                b[2 * i] = _mm256_unpacklo_epi16(a[i], a[i + 8]);
                b[2 * i + 1] = _mm256_unpackhi_epi16(a[i], a[i + 8]);
            }
            for i in 0..8 {
                a[2 * i] = _mm256_unpacklo_epi32(b[i], b[i + 8]);
                a[2 * i + 1] = _mm256_unpackhi_epi32(b[i], b[i + 8]);
            }
            for i in 0..8 {
                b[2 * i] = _mm256_unpacklo_epi64(a[i], a[i + 8]);
                b[2 * i + 1] = _mm256_unpackhi_epi64(a[i], a[i + 8]);
            }
            // The halves: vector k takes the low halves of k and k + 8,
            // vector k + 8 their high halves.
            for k in 0..8 {
                m[k] = _mm256_permute2x128_si256(b[k], b[k + 8], 0x20);
                m[k + 8] = _mm256_permute2x128_si256(b[k], b[k + 8], 0x31);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn transposes<O: Ops>()
    where
        O::K: TryFrom<usize> + std::fmt::Debug,
    {
        let cell = |r: usize, c: usize| O::K::try_from(r * 16 + c).ok().unwrap_or_default();
        unsafe {
            let mut rows = [[O::K::default(); LANES]; LANES];
            for (r, row) in rows.iter_mut().enumerate() {
                for (c, v) in row.iter_mut().enumerate() {
                    *v = cell(r, c);
                }
            }
            let mut m = [O::splat(O::K::default()); LANES];
            for (mi, row) in m.iter_mut().zip(&rows) {
                *mi = O::load(row.as_ptr());
            }
            O::transpose(&mut m);
            for (c, mc) in m.iter().enumerate() {
                let mut out = [O::K::default(); LANES];
                O::store(out.as_mut_ptr(), *mc);
                for (r, &o) in out.iter().enumerate() {
                    assert_eq!(o, cell(r, c), "column {c}, row {r}");
                }
            }
        }
    }

    #[test]
    fn one_byte_transpose_turns_rows_into_columns() {
        transposes::<Sse2U8>();
    }

    #[test]
    fn two_byte_kernel_exists_where_avx2_does_and_transposes() {
        assert_eq!(available::<u16>(), is_x86_feature_detected!("avx2"));
        if available::<u16>() {
            #[target_feature(enable = "avx2")]
            fn check() {
                transposes::<Avx2U16>();
            }
            // SAFETY: AVX2 was detected.
            unsafe { check() }
        }
    }

    fn lane_ops<O: Ops>()
    where
        O::K: TryFrom<usize> + std::fmt::Debug,
    {
        unsafe {
            // next, max, from_below and evens against their scalar meaning.
            let mut src: Vec<O::K> = (0..32usize)
                .map(|i| {
                    O::K::try_from((i * 37 + 100) % 256)
                        .ok()
                        .unwrap_or_default()
                })
                .collect();
            src[0] = O::K::FINISHED;
            src[5] = O::K::OVERFLOW;
            let v = O::load(src.as_ptr());
            let mut out = [O::K::default(); LANES];
            O::store(out.as_mut_ptr(), O::next(v));
            for i in 0..LANES {
                assert_eq!(out[i], O::K::next(src[i]), "next lane {i}");
            }
            O::store(out.as_mut_ptr(), O::from_below(v));
            for i in 0..LANES {
                let want = if i + 1 < LANES {
                    src[i + 1]
                } else {
                    O::K::default()
                };
                assert_eq!(out[i], want, "from_below lane {i}");
            }
            O::store(out.as_mut_ptr(), O::evens(src.as_ptr()));
            for i in 0..LANES {
                assert_eq!(out[i], src[2 * i], "evens lane {i}");
            }
            let w = O::load(src.as_ptr().add(16));
            O::store(out.as_mut_ptr(), O::max(v, w));
            for i in 0..LANES {
                assert_eq!(out[i], src[i].max(src[16 + i]), "max lane {i}");
            }
            let bytes: Vec<u8> = (0..16u8)
                .map(|i| i.wrapping_mul(61).wrapping_add(90))
                .collect();
            O::store(out.as_mut_ptr(), O::load_narrow(bytes.as_ptr()));
            for i in 0..LANES {
                assert_eq!(out[i], O::K::from_narrow(bytes[i]), "load_narrow lane {i}");
                assert_eq!(out[i].code(), bytes[i].code(), "load_narrow keeps the code");
            }
            let flagged = O::flag_eq(O::splat(O::K::default()), v, O::splat(O::K::OVERFLOW));
            assert!(O::any(flagged));
            let clean = O::flag_eq(O::splat(O::K::default()), w, O::splat(O::K::OVERFLOW));
            assert!(!O::any(clean));
        }
    }

    #[test]
    fn one_byte_lane_operations_match_the_scalar_ones() {
        lane_ops::<Sse2U8>();
    }

    #[test]
    fn two_byte_lane_operations_match_the_scalar_ones() {
        if available::<u16>() {
            #[target_feature(enable = "avx2")]
            fn check() {
                lane_ops::<Avx2U16>();
            }
            // SAFETY: AVX2 was detected.
            unsafe { check() }
        } else {
            assert!(!is_x86_feature_detected!("avx2"));
        }
    }
}
