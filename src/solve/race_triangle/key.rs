//! A cell's key: one byte, or two once some code outgrows a byte. Keys
//! order followers the way the mover prefers them, so a cell is one `max`
//! over its followers and one `next`.

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
