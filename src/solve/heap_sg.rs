//! Sprague–Grundy values of heap games: subtraction games (a set of how many
//! stones a move may take, given as a list, a range or a rule), their period,
//! Nim, sums (XOR) with a winning move, misère play where the theory gives it
//! (Nim: Bouton's rule; one heap of any subtraction game), and the 2-D boards
//! (a piece moved toward the corner: row ⊕ column; the queen: Wythoff).
//! Pure functions, no I/O.
//!
//! ```
//! use gametable::solve::heap_sg::{subtraction_values, SubtractionSet};
//! let s = SubtractionSet::parse("1 or prime").unwrap();
//! let g = subtraction_values(&s, 10);
//! assert_eq!(g, vec![0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]);
//! ```

/// One term of a subtraction set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Term {
    /// Exactly d, or every d in lo..=hi; hi `None`: no upper end (`5..`).
    Range(u64, Option<u64>),
    Prime,
    Even,
    Odd,
}

/// How many stones a move may take from a heap: `1,2,3`, `1..3`, `1 or prime`,
/// `any` (Nim), `even`, `odd`, `2..` — terms joined by `,` or `or`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionSet {
    terms: Vec<Term>,
    pub text: String,
}

impl SubtractionSet {
    /// Parses a set.
    ///
    /// # Errors
    /// A term that is not a positive number, a range `a..b` / `a..`, or one of
    /// `prime`, `even`, `odd`, `any`; the message names the term.
    pub fn parse(text: &str) -> Result<SubtractionSet, crate::i18n::Msg> {
        use crate::msg;
        let mut terms = Vec::new();
        let norm = text.replace(" or ", ",").replace(';', ",");
        for raw in norm.split(',') {
            let t = raw.trim();
            if t.is_empty() {
                continue;
            }
            let num = |s: &str| -> Result<u64, crate::i18n::Msg> {
                match s.trim().parse::<u64>() {
                    Ok(0) => Err(msg!("sg-set-zero", term = t)),
                    Ok(v) => Ok(v),
                    Err(_) => Err(msg!("sg-set-term", term = t)),
                }
            };
            let term = match t.to_ascii_lowercase().as_str() {
                "prime" | "primes" => Term::Prime,
                "even" => Term::Even,
                "odd" => Term::Odd,
                "any" | "all" | "nim" => Term::Range(1, None),
                _ => match t.split_once("..") {
                    Some((a, b)) if b.trim().is_empty() => Term::Range(num(a)?, None),
                    Some((a, b)) => {
                        let b = b.trim_start_matches('=');
                        let (a, b) = (num(a)?, num(b)?);
                        if b < a {
                            return Err(msg!("sg-set-empty-range", term = t));
                        }
                        Term::Range(a, Some(b))
                    }
                    None => {
                        let d = num(t)?;
                        Term::Range(d, Some(d))
                    }
                },
            };
            terms.push(term);
        }
        if terms.is_empty() {
            return Err(msg!("sg-set-empty", set = text));
        }
        Ok(SubtractionSet {
            terms,
            text: text.trim().to_string(),
        })
    }

    /// The set with every number from 1 on (Nim).
    pub fn nim() -> SubtractionSet {
        SubtractionSet {
            terms: vec![Term::Range(1, None)],
            text: "any".into(),
        }
    }

    pub fn contains(&self, d: u64) -> bool {
        d >= 1
            && self.terms.iter().any(|t| match *t {
                Term::Range(lo, hi) => d >= lo && hi.is_none_or(|h| d <= h),
                Term::Prime => is_prime(d),
                Term::Even => d.is_multiple_of(2),
                Term::Odd => d % 2 == 1,
            })
    }

    /// The largest member when the set is finite.
    pub fn max(&self) -> Option<u64> {
        let mut m = 0;
        for t in &self.terms {
            match *t {
                Term::Range(_, Some(h)) => m = m.max(h),
                _ => return None,
            }
        }
        Some(m)
    }

    /// The members up to `n`, ascending.
    pub fn members_upto(&self, n: u64) -> Vec<u64> {
        let sieve = primes_upto(n);
        (1..=n)
            .filter(|&d| {
                self.terms.iter().any(|t| match *t {
                    Term::Range(lo, hi) => d >= lo && hi.is_none_or(|h| d <= h),
                    Term::Prime => sieve[d as usize],
                    Term::Even => d.is_multiple_of(2),
                    Term::Odd => d % 2 == 1,
                })
            })
            .collect()
    }
}

fn is_prime(d: u64) -> bool {
    if d < 2 {
        return false;
    }
    let mut i = 2;
    while i * i <= d {
        if d.is_multiple_of(i) {
            return false;
        }
        i += 1;
    }
    true
}

fn primes_upto(n: u64) -> Vec<bool> {
    let n = n as usize;
    let mut p = vec![true; n + 1];
    p[0] = false;
    if n >= 1 {
        p[1] = false;
    }
    let mut i = 2;
    while i * i <= n {
        if p[i] {
            let mut j = i * i;
            while j <= n {
                p[j] = false;
                j += i;
            }
        }
        i += 1;
    }
    p
}

/// The minimum excluded value of `vals`.
pub fn mex(vals: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in vals {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// g(n) for n = 0..=upto: g(n) = mex { g(n − d) : d in the set, d ≤ n }.
pub fn subtraction_values(set: &SubtractionSet, upto: u64) -> Vec<u32> {
    let members = set.members_upto(upto);
    let mut g: Vec<u32> = Vec::with_capacity(upto as usize + 1);
    let mut stamp: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let mut count = 0usize;
        for &d in members.iter().take_while(|&&d| d <= n) {
            let v = g[(n - d) as usize] as usize;
            if v >= stamp.len() {
                stamp.resize(v + 1, u64::MAX);
            }
            stamp[v] = n;
            count += 1;
        }
        let m = (0..=count)
            .find(|&v| stamp.get(v).is_none_or(|&s| s != n))
            .unwrap_or(count) as u32;
        g.push(m);
    }
    g
}

/// Misère play of one heap: whether the player to move wins at n = 0..=upto
/// (a player with no move wins).
pub fn misere_outcomes(set: &SubtractionSet, upto: u64) -> Vec<bool> {
    let members = set.members_upto(upto);
    let mut win: Vec<bool> = Vec::with_capacity(upto as usize + 1);
    for n in 0..=upto {
        let mut moves = members.iter().take_while(|&&d| d <= n).peekable();
        let w = if moves.peek().is_none() {
            true
        } else {
            moves.any(|&d| !win[(n - d) as usize])
        };
        win.push(w);
    }
    win
}

/// An eventual period of a sequence: g(n + period) = g(n) for n ≥ preperiod.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
    /// Proved by the theorem for finite sets (a run of max(S) values
    /// repeats), else only observed over the values computed.
    pub proved: bool,
}

/// The least period of `g` and its least pre-period. With `max_move` (the
/// largest member of a finite set) a period is proved once `max_move`
/// consecutive values repeat after the pre-period; otherwise it must be seen
/// at least three times over the values given and over their second half.
pub fn detect_period(g: &[u32], max_move: Option<u64>) -> Option<Period> {
    let len = g.len();
    for p in 1..len {
        // The last n (n + p < len) where g(n) != g(n + p); the pre-period is after it.
        let l = (0..len - p)
            .rev()
            .find(|&n| g[n] != g[n + p])
            .map_or(0, |n| n + 1);
        let matched = len - p - l.min(len - p);
        match max_move {
            Some(m) => {
                let m = (m as usize).max(1);
                if matched >= m {
                    return Some(Period {
                        preperiod: l,
                        period: p,
                        proved: true,
                    });
                }
            }
            None => {
                if len - l >= 3 * p && l <= len / 2 {
                    return Some(Period {
                        preperiod: l,
                        period: p,
                        proved: false,
                    });
                }
            }
        }
    }
    None
}

/// A move in a sum of heaps: take from heap `heap` (0-based) so that it
/// holds `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeapMove {
    pub heap: usize,
    pub from: u64,
    pub to: u64,
}

/// Sums of subtraction-game heaps (normal play): the XOR of g over the heaps
/// and, when it is not 0, a winning move. `g` must cover every heap size.
pub fn heap_sum(set: &SubtractionSet, g: &[u32], heaps: &[u64]) -> (u32, Option<HeapMove>) {
    let x = heaps.iter().fold(0, |x, &h| x ^ g[h as usize]);
    if x == 0 {
        return (0, None);
    }
    for (i, &h) in heaps.iter().enumerate() {
        let want = g[h as usize] ^ x;
        if want < g[h as usize] {
            let to = (0..h)
                .rev()
                .find(|&t| set.contains(h - t) && g[t as usize] == want);
            if let Some(to) = to {
                return (
                    x,
                    Some(HeapMove {
                        heap: i,
                        from: h,
                        to,
                    }),
                );
            }
        }
    }
    (x, None)
}

/// Nim (normal play): the XOR of the heaps and, when it is not 0, a
/// winning move (a heap h with h ⊕ x < h, reduced to h ⊕ x).
pub fn nim(heaps: &[u64]) -> (u64, Option<HeapMove>) {
    let x = heaps.iter().fold(0, |x, &h| x ^ h);
    let mv = (x != 0)
        .then(|| heaps.iter().position(|&h| h ^ x < h))
        .flatten()
        .map(|i| HeapMove {
            heap: i,
            from: heaps[i],
            to: heaps[i] ^ x,
        });
    (x, mv)
}

/// Misère Nim (Bouton): while some heap has 2 or more, play as in normal
/// Nim, except that the move leaving every heap at most 1 leaves an odd
/// number of 1s; with every heap at most 1, the player to move wins iff the
/// number of 1s is even. Returns whether the player to move wins, and a
/// winning move.
pub fn misere_nim(heaps: &[u64]) -> (bool, Option<HeapMove>) {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] >= 2).collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big.len() {
        0 => {
            let wins = ones % 2 == 0;
            let mv = (wins && ones > 0).then(|| {
                let i = heaps.iter().position(|&h| h == 1).unwrap_or(0);
                HeapMove {
                    heap: i,
                    from: 1,
                    to: 0,
                }
            });
            (wins, mv)
        }
        1 => {
            // Reduce the big heap to 0 or 1 so that an odd number of 1s remains.
            let i = big[0];
            let to = if ones % 2 == 1 { 0 } else { 1 };
            (
                true,
                Some(HeapMove {
                    heap: i,
                    from: heaps[i],
                    to,
                }),
            )
        }
        _ => {
            let (x, mv) = nim(heaps);
            (x != 0, mv)
        }
    }
}

/// Which 2-D game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Board {
    /// A piece moved left or up any number of cells (row ⊕ column).
    Corner,
    /// A queen moved left, up or diagonally up-left any number (Wythoff).
    Queen,
}

/// g(r, c) for r, c = 0..n (row 0, column 0: the corner), by the mex rule.
pub fn board_values(board: Board, n: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; n]; n];
    for r in 0..n {
        for c in 0..n {
            let mut f: Vec<u32> = (0..r).map(|i| g[i][c]).collect();
            f.extend((0..c).map(|j| g[r][j]));
            if board == Board::Queen {
                f.extend((1..=r.min(c)).map(|t| g[r - t][c - t]));
            }
            g[r][c] = mex(f);
        }
    }
    g
}

/// A piece's move on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceMove {
    pub piece: usize,
    pub from: (usize, usize),
    pub to: (usize, usize),
}

/// Several pieces on a board: the XOR and, when not 0, a winning move.
pub fn board_sum(
    board: Board,
    g: &[Vec<u32>],
    pieces: &[(usize, usize)],
) -> (u32, Option<PieceMove>) {
    let x = pieces.iter().fold(0, |x, &(r, c)| x ^ g[r][c]);
    if x == 0 {
        return (0, None);
    }
    for (i, &(r, c)) in pieces.iter().enumerate() {
        let want = g[r][c] ^ x;
        if want >= g[r][c] {
            continue;
        }
        let mut targets: Vec<(usize, usize)> = (0..r).map(|i| (i, c)).collect();
        targets.extend((0..c).map(|j| (r, j)));
        if board == Board::Queen {
            targets.extend((1..=r.min(c)).map(|t| (r - t, c - t)));
        }
        if let Some(&to) = targets.iter().find(|&&(a, b)| g[a][b] == want) {
            return (
                x,
                Some(PieceMove {
                    piece: i,
                    from: (r, c),
                    to,
                }),
            );
        }
    }
    (x, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed003_one_or_prime_is_n_mod_4() {
        let s = SubtractionSet::parse("1 or prime").unwrap();
        let g = subtraction_values(&s, 10_000);
        for (n, &v) in g.iter().enumerate() {
            assert_eq!(v, (n % 4) as u32, "n = {n}");
        }
        let p = detect_period(&g, s.max()).unwrap();
        assert_eq!((p.preperiod, p.period, p.proved), (0, 4, false));
    }

    #[test]
    fn seed004_one_to_three_is_n_mod_4() {
        for text in ["1..3", "1,2,3", "1 or 2 or 3"] {
            let s = SubtractionSet::parse(text).unwrap();
            assert_eq!(s.max(), Some(3));
            let g = subtraction_values(&s, 100);
            assert!(g.iter().enumerate().all(|(n, &v)| v == (n % 4) as u32));
            let p = detect_period(&g, s.max()).unwrap();
            assert_eq!((p.preperiod, p.period, p.proved), (0, 4, true));
        }
        // 21 stones: take 1 (leaves 20, a multiple of 4).
        let s = SubtractionSet::parse("1..3").unwrap();
        let g = subtraction_values(&s, 21);
        let (x, mv) = heap_sum(&s, &g, &[21]);
        assert_eq!(x, 1);
        assert_eq!(mv.unwrap().to, 20);
    }

    #[test]
    fn preperiod_is_found() {
        // S = {2, 5}: 0 0 1 1 0 2 1 0 0 1 1 0 2 … — check against the definition.
        let s = SubtractionSet::parse("2,5").unwrap();
        let g = subtraction_values(&s, 200);
        let p = detect_period(&g, s.max()).unwrap();
        assert!(p.proved);
        for n in p.preperiod..g.len() - p.period {
            assert_eq!(g[n], g[n + p.period]);
        }
        if p.preperiod > 0 {
            assert_ne!(g[p.preperiod - 1], g[p.preperiod - 1 + p.period]);
        }
        // {3, 5, 7}'s pre-period is not 0? Whatever it is, the same checks hold.
        let s = SubtractionSet::parse("1,4,6").unwrap();
        let g = subtraction_values(&s, 300);
        let p = detect_period(&g, s.max()).unwrap();
        for n in p.preperiod..g.len() - p.period {
            assert_eq!(g[n], g[n + p.period]);
        }
    }

    #[test]
    fn nim_has_no_period_and_values_n() {
        let g = subtraction_values(&SubtractionSet::nim(), 50);
        assert!(g.iter().enumerate().all(|(n, &v)| v == n as u32));
        assert_eq!(detect_period(&g, None), None);
        assert_eq!(22 ^ 51, 37);
        let g = subtraction_values(&SubtractionSet::nim(), 51);
        let (x, mv) = heap_sum(&SubtractionSet::nim(), &g, &[22, 51]);
        assert_eq!(x, 37);
        let mv = mv.unwrap();
        assert_eq!((mv.heap, mv.to), (1, 22));
        assert_eq!(nim(&[22, 51]), (37, Some(mv)));
        assert_eq!(nim(&[5, 5]), (0, None));
        // Huge heaps need no table.
        let (x, mv) = nim(&[u64::MAX, 1]);
        assert_eq!(x, u64::MAX - 1);
        assert_eq!(mv.unwrap().to, 1);
    }

    #[test]
    fn bad_sets_are_refused() {
        assert!(SubtractionSet::parse("0").is_err());
        assert!(SubtractionSet::parse("x")
            .unwrap_err()
            .to_string()
            .contains("'x'"));
        assert!(SubtractionSet::parse("").is_err());
        assert!(SubtractionSet::parse("5..2").is_err());
    }

    #[test]
    fn corner_is_row_xor_column() {
        let g = board_values(Board::Corner, 8);
        for (r, row) in g.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                assert_eq!(v, (r ^ c) as u32);
            }
        }
        assert_eq!(g[1], vec![1, 0, 3, 2, 5, 4, 7, 6]);
    }

    #[test]
    fn queen_zeros_are_wythoff_pairs() {
        let n = 60;
        let g = board_values(Board::Queen, n);
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        let mut want = std::collections::BTreeSet::new();
        for k in 0..n {
            let a = (k as f64 * phi).floor() as usize;
            let b = a + k;
            want.insert((a, b));
            want.insert((b, a));
        }
        for (r, row) in g.iter().enumerate() {
            for (c, &v) in row.iter().enumerate() {
                assert_eq!(v == 0, want.contains(&(r, c)), "({r}, {c})");
            }
        }
    }

    #[test]
    fn misere_nim_rule_equals_brute_force() {
        // Brute force over all positions with 3 heaps ≤ 4.
        fn wins(h: [u64; 3], memo: &mut std::collections::HashMap<[u64; 3], bool>) -> bool {
            if let Some(&w) = memo.get(&h) {
                return w;
            }
            let mut any_move = false;
            let mut w = false;
            for i in 0..3 {
                for t in 0..h[i] {
                    any_move = true;
                    let mut n = h;
                    n[i] = t;
                    if !wins(n, memo) {
                        w = true;
                    }
                }
            }
            let w = if any_move { w } else { true };
            memo.insert(h, w);
            w
        }
        let mut memo = Default::default();
        for a in 0..5 {
            for b in 0..5 {
                for c in 0..5 {
                    let h = [a, b, c];
                    let (w, mv) = misere_nim(&h);
                    assert_eq!(w, wins(h, &mut memo), "{h:?}");
                    if let Some(mv) = mv {
                        let mut n = h;
                        n[mv.heap] = mv.to;
                        assert!(mv.to < h[mv.heap]);
                        assert!(!wins(n, &mut memo), "{h:?} -> {n:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn misere_one_heap_one_to_k() {
        // Take 1..3, misère: the player to move loses iff n ≡ 1 (mod 4).
        let s = SubtractionSet::parse("1..3").unwrap();
        let w = misere_outcomes(&s, 40);
        for (n, &win) in w.iter().enumerate() {
            assert_eq!(!win, n % 4 == 1, "n = {n}");
        }
    }
}
