//! Wythoff's game, exactly for every `u64`: two piles; a move takes any positive number of
//! stones from one pile, or the same positive number from both; the player who cannot move
//! loses.
//!
//! **The P-positions** are `(a_k, a_k + k)` and its mirror for `k ≥ 0`, with `a_k = ⌊kφ⌋`,
//! φ = (1 + √5)/2 (Wythoff, 1907). By construction `a_k` is the least number not used by an
//! earlier pair and `b_k = a_k + k`; every number then lies in exactly one pair, so every move
//! from a pair changes one pile (whose partner is unique) or keeps the difference (which names
//! a unique pair) and leaves the set, and from any other position one move reaches a pair.
//! Beatty's theorem identifies the construction's `a_k` with `⌊kφ⌋`.
//!
//! **Exact arithmetic, no square root.** With `a ≤ b` and `d = b − a`, the position is lost iff
//! `a = ⌊dφ⌋ = d + ⌊d/φ⌋`, i.e. iff `t = a − d` equals `⌊d/φ⌋`. The number `y = d/φ = d(φ − 1)`
//! solves `y² + dy − d² = 0`, and `y² + dy` grows with `y ≥ 0`, so `t = ⌊y⌋` iff
//! `t(t + d) ≤ d² < (t + 1)(t + 1 + d)`. A loss needs `0 ≤ t < d` (or `t = d = 0`); then
//! `a ≥ d` and `a + d < 2^64` give `d < 2^63`, so each product is below `2^127`. Double
//! precision `⌊kφ⌋` is wrong already for some `k` near 10^9 (the tests find them).
//!
//! The tests hold [`is_lost`] to the game searched by its definition on small piles, to the
//! mex construction for every `k < 10^6`, and, at the top of the `u64` range and at Fibonacci
//! `k` (where `kφ` is within `1/(k√5)` of an integer), to the Zeckendorf characterisation,
//! which uses no φ at all ([`is_lost_by_zeckendorf`]).

/// Whether the player to move loses at piles `a` and `b`: `min − d = ⌊d/φ⌋` for
/// `d = max − min`, by the exact test of the [module](self). Branch-free, because random pairs
/// make the window test unpredictable.
///
/// ```
/// use sg_core::wythoff::is_lost;
/// assert!(is_lost(0, 0) && is_lost(1, 2) && is_lost(5, 3) && is_lost(4, 7));
/// assert!(!is_lost(8, 4) && !is_lost(1, 1));
/// ```
///
/// # Complexity
/// O(1): a few 128-bit multiplications.
#[inline]
pub fn is_lost(a: u64, b: u64) -> bool {
    let (a, d) = (u128::from(a.min(b)), u128::from(a.abs_diff(b)));
    // ⌊d/φ⌋ lies in [0, d) for d ≥ 1 and is 0 for d = 0; inside that window the products
    // below are below 2^127, outside it they may wrap, and the window masks them.
    let window = (d <= a) & ((a < 2 * d) | (d == 0));
    let t = a.wrapping_sub(d);
    let d2 = d * d;
    let below = t.wrapping_mul(t.wrapping_add(d)) <= d2;
    let t1 = t.wrapping_add(1);
    let next = d2 < t1.wrapping_mul(t1.wrapping_add(d));
    window & below & next
}

/// `⌊m/φ⌋ = ⌊m(φ − 1)⌋`: the largest `t` with `t(t + m) ≤ m²`, since `y = m(φ − 1)` solves
/// `y² + my − m² = 0` and the left side grows with `y ≥ 0`. Exact for every `u64`.
///
/// # Complexity
/// O(64): a binary search with 128-bit products.
pub fn floor_div_phi(m: u64) -> u64 {
    let m = u128::from(m);
    let m2 = m * m;
    let fits = |t: u128| t.checked_mul(t + m).is_some_and(|p| p <= m2);
    // The answer lies in [0, m]: 0 always fits and m(m + m) > m² unless m = 0.
    let (mut lo, mut hi) = (0u128, m);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) { lo = mid } else { hi = mid - 1 }
    }
    lo as u64
}

/// `a_k = ⌊kφ⌋ = k + ⌊k/φ⌋`, the smaller pile of the `k`-th P-position (up to `1.62 · 2^64`,
/// hence a `u128`).
///
/// # Complexity
/// O(64).
pub fn lower(k: u64) -> u128 {
    u128::from(k) + u128::from(floor_div_phi(k))
}

/// Which P-position a pile size belongs to: every number is exactly one `a_k` or one
/// `b_k = a_k + k` (Beatty's theorem).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Member {
    /// `n = a_k`: its partner is `a_k + k`.
    Lower(u64),
    /// `n = b_k = a_k + k` with `k ≥ 1`: its partner is `a_k`.
    Upper(u64),
}

/// The P-position `n` belongs to. With `j = ⌊n/φ⌋` we have `a_j ≤ n ≤ a_{j+1}`, and `a_j = n`
/// only for `n = 0`; so `n` is `a_{j+1}` or else `b_{n−j}` (as `⌊n/φ²⌋ = n − j − 1`).
///
/// # Complexity
/// O(64).
pub fn member(n: u64) -> Member {
    if n == 0 {
        return Member::Lower(0);
    }
    let j = floor_div_phi(n);
    if lower(j + 1) == u128::from(n) { Member::Lower(j + 1) } else { Member::Upper(n - j) }
}

/// A move of Wythoff's game, the piles named as given: `a` first, `b` second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// The first pile goes down to this size.
    First(u64),
    /// The second pile goes down to this size.
    Second(u64),
    /// This many stones leave each pile.
    Both(u64),
}

/// A move from piles `a`, `b` to a P-position, or `None` at a P-position (there may be several
/// winning moves; this finds one).
///
/// With `lo ≤ hi`: if `lo = b_k`, lower `hi` to `a_k < lo`. If `lo = a_k` and
/// `hi > a_k + k`, lower `hi` to `a_k + k`. If `lo = a_k` and `hi < a_k + k`, then
/// `d = hi − lo < k`, so `a_d < a_k = lo`: take `lo − a_d` from both, leaving `(a_d, a_d + d)`.
///
/// # Complexity
/// O(64).
pub fn winning_move(a: u64, b: u64) -> Option<Move> {
    let (lo, hi) = (a.min(b), a.max(b));
    let lower_hi = |to: u64| if a <= b { Move::Second(to) } else { Move::First(to) };
    match member(lo) {
        // a_k < b_k = lo: fits.
        Member::Upper(k) => Some(lower_hi(lower(k) as u64)),
        Member::Lower(k) => {
            let partner = u128::from(lo) + u128::from(k);
            if u128::from(hi) == partner {
                None
            } else if u128::from(hi) > partner {
                Some(lower_hi(partner as u64))
            } else {
                Some(Move::Both(lo - lower(hi - lo) as u64))
            }
        }
    }
}

/// Whether the player to move loses at piles `a` and `b`, by a second exact method that uses
/// no φ and no multiplication: a number `n ≥ 1` is some `a_k` iff its Zeckendorf
/// representation ([`crate::zeckendorf::digits`]) ends in an even number of zeros, and then
/// its partner `b_k` is that representation shifted up one place (each term `F_i` replaced by
/// `F_{i+1}`). So `(lo, hi)` is lost iff it is `(0, 0)` or `lo` is such a number and `hi` its
/// shift. Slower than [`is_lost`]; it is there to check it (and any Wythoff solver) against.
///
/// ```
/// use sg_core::wythoff::{is_lost, is_lost_by_zeckendorf};
/// for (a, b) in [(0, 0), (1, 2), (3, 5), (4, 7), (8, 4), (1, 1), (u64::MAX, u64::MAX)] {
///     assert_eq!(is_lost_by_zeckendorf(a, b), is_lost(a, b));
/// }
/// ```
///
/// # Complexity
/// O(92): one Zeckendorf representation.
pub fn is_lost_by_zeckendorf(a: u64, b: u64) -> bool {
    use crate::zeckendorf::{FIBONACCI, digits};
    let (lo, hi) = (a.min(b), a.max(b));
    if lo == 0 {
        return hi == 0;
    }
    let z = digits(lo);
    if z.trailing_zeros() % 2 != 0 {
        return false;
    }
    // The shifted terms F_{i+1}; the last one, F_92, is above 2^64 and so never hi's.
    let shifted = (0..FIBONACCI.len())
        .filter(|&i| z >> i & 1 == 1)
        .map(|i| FIBONACCI.get(i + 1).map_or(u128::MAX / 2, |&f| u128::from(f)));
    shifted.sum::<u128>() == u128::from(hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The losses of the game searched by its definition on every pair of piles up to `n`: a
    /// position is lost iff no move (from one pile, or the same from both) reaches a loss.
    fn searched_losses(n: usize) -> Vec<Vec<bool>> {
        let mut lost = vec![vec![false; n + 1]; n + 1];
        for a in 0..=n {
            for b in 0..=n {
                let from_a = (0..a).any(|x| lost[x][b]);
                let from_b = (0..b).any(|y| lost[a][y]);
                let from_both = (1..=a.min(b)).any(|t| lost[a - t][b - t]);
                lost[a][b] = !(from_a || from_b || from_both);
            }
        }
        lost
    }

    #[test]
    fn is_lost_matches_the_searched_game() {
        let lost = searched_losses(120);
        for (a, row) in lost.iter().enumerate() {
            for (b, &l) in row.iter().enumerate() {
                assert_eq!(is_lost(a as u64, b as u64), l, "({a}, {b})");
            }
        }
    }

    /// The pairs by the mex construction for every `k < 10^6`: `lower`, `member` and
    /// `is_lost` give them, and their neighbours are won; on the whole square of piles below
    /// 3000 the losses are exactly the constructed pairs.
    #[test]
    fn pairs_match_the_mex_construction() {
        const K: usize = 1_000_000;
        const SQUARE: usize = 3000;
        let mut used = vec![false; 3 * K];
        let mut partner_below = vec![None; SQUARE];
        let mut next_free = 0;
        for k in 0..K {
            while used[next_free] {
                next_free += 1;
            }
            let (a, b) = (next_free, next_free + k);
            used[a] = true;
            used[b] = true;
            if b < SQUARE {
                partner_below[a] = Some(b);
                partner_below[b] = Some(a);
            }
            let (a, b, k) = (a as u64, b as u64, k as u64);
            assert_eq!(lower(k), u128::from(a), "a_{k}");
            assert!(is_lost(a, b) && is_lost(b, a), "({a}, {b})");
            assert!(!is_lost(a + 1, b) && !is_lost(a, b + 1) && !is_lost(a + 1, b + 1));
            if k > 0 {
                assert!(!is_lost(a - 1, b) && !is_lost(a, b - 1), "pair {k}");
                assert_eq!(member(a), Member::Lower(k));
                assert_eq!(member(b), Member::Upper(k));
            }
        }
        assert_eq!(member(0), Member::Lower(0));
        for (a, &partner) in partner_below.iter().enumerate() {
            for b in 0..SQUARE {
                assert_eq!(is_lost(a as u64, b as u64), partner == Some(b), "({a}, {b})");
            }
        }
    }

    fn after(a: u64, b: u64, m: Move) -> (u64, u64) {
        match m {
            Move::First(to) => {
                assert!(to < a, "({a}, {b}): {m:?}");
                (to, b)
            }
            Move::Second(to) => {
                assert!(to < b, "({a}, {b}): {m:?}");
                (a, to)
            }
            Move::Both(t) => {
                assert!(t >= 1 && t <= a.min(b), "({a}, {b}): {m:?}");
                (a - t, b - t)
            }
        }
    }

    /// The winning move exists exactly off the searched losses, is legal and leaves a loss;
    /// at scale it leaves a pair `is_lost` (proven below) calls lost.
    #[test]
    fn winning_moves_are_legal_and_leave_losses() {
        let lost = searched_losses(80);
        let mut kinds = [0; 3];
        for a in 0..=80 {
            for b in 0..=80 {
                match winning_move(a as u64, b as u64) {
                    None => assert!(lost[a][b], "({a}, {b})"),
                    Some(m) => {
                        kinds[match m {
                            Move::First(_) => 0,
                            Move::Second(_) => 1,
                            Move::Both(_) => 2,
                        }] += 1;
                        let (x, y) = after(a as u64, b as u64, m);
                        assert!(lost[x as usize][y as usize], "({a}, {b}): {m:?}");
                    }
                }
            }
        }
        assert!(kinds.iter().all(|&k| k > 100), "{kinds:?}");
        let mut x = 0x0dd_ba11u64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let (a, b) = (x >> (x % 50), x.rotate_left(17) >> (x % 7));
            match winning_move(a, b) {
                None => assert!(is_lost(a, b)),
                Some(m) => {
                    let (p, q) = after(a, b, m);
                    assert!(is_lost(p, q), "({a}, {b}): {m:?}");
                }
            }
        }
    }

    /// The number whose Zeckendorf digits are `bits`, with `F_92` and above allowed (u128).
    fn value(bits: u128) -> u128 {
        let (mut f, mut g, mut sum) = (1u128, 2u128, 0u128);
        for i in 0..100 {
            if bits >> i & 1 == 1 {
                sum += f;
            }
            (f, g) = (g, f + g);
        }
        sum
    }

    #[test]
    fn zeckendorf_characterisation_matches_the_construction() {
        let lost = searched_losses(200);
        for a in 0..=200u64 {
            for b in 0..=200u64 {
                assert_eq!(is_lost_by_zeckendorf(a, b), lost[a as usize][b as usize]);
            }
        }
    }

    /// Near 10^9, 10^18 and the largest `k` whose pair fits a `u64`, at every Fibonacci `k`,
    /// and at random `k`: the pair by `lower` is a Zeckendorf pair, and `is_lost` agrees with
    /// the Zeckendorf test on it and its neighbours. Double precision fails on many of them.
    #[test]
    fn exact_at_the_top_of_the_range_by_zeckendorf() {
        let top = 7_046_029_254_386_353_130u64; // ⌊(2^64 − 1)/φ²⌋: b_k still fits a u64
        let mut ks: Vec<u64> = Vec::new();
        for centre in [1_000_000_000u64, 1_000_000_000_000_000_000, top] {
            ks.extend(centre - 200..=centre);
        }
        for &f in crate::zeckendorf::FIBONACCI.iter().filter(|&&f| f < top) {
            ks.extend(f.saturating_sub(2)..=f + 2);
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..5000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            ks.push(x % top);
        }
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        let mut float_wrong = 0;
        for k in ks {
            let a = lower(k);
            float_wrong += u32::from((k as f64 * phi).floor() as u128 != a);
            let z = crate::zeckendorf::digits(a as u64);
            assert!(k == 0 || z.trailing_zeros() % 2 == 0, "a_{k} = {a}");
            assert_eq!(value(z << 1), a + u128::from(k), "b_{k}");
            for (da, db) in [(0, 0), (1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, -1)] {
                let (x, y) = (a as i128 + da, a as i128 + i128::from(k) + db);
                let (Ok(x), Ok(y)) = (u64::try_from(x), u64::try_from(y)) else { continue };
                assert_eq!(is_lost(x, y), is_lost_by_zeckendorf(x, y), "({x}, {y})");
                assert_eq!(is_lost(x, y), is_lost(y, x));
            }
        }
        assert!(float_wrong > 500, "{float_wrong}");
    }

    #[test]
    fn random_pairs_anywhere_agree_with_zeckendorf() {
        let mut x = 0x1234_5678_9abc_def1u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..50_000 {
            let (a, b) = (next() >> (next() % 64), next() >> (next() % 64));
            assert_eq!(is_lost(a, b), is_lost_by_zeckendorf(a, b), "({a}, {b})");
        }
        assert!(!is_lost(u64::MAX, u64::MAX) && !is_lost(0, u64::MAX));
        // Pairs made from random Zeckendorf words (no two adjacent ones, the lowest at an even
        // place), so not from φ at all: lost, their neighbours won, `lower` gives them.
        let mut made = 0;
        for _ in 0..100_000 {
            let low = 2 * (next() % 8) as usize;
            let (mut bits, mut i) = (1u128 << low, low + 2);
            while i < 92 {
                if next() % 2 == 0 {
                    bits |= 1 << i;
                    i += 1;
                }
                i += 1;
            }
            let (Ok(a), Ok(b)) = (u64::try_from(value(bits)), u64::try_from(value(bits << 1)))
            else {
                continue;
            };
            assert!(is_lost(a, b) && is_lost(b, a), "({a}, {b})");
            assert!(!is_lost(a, b - 1) && !is_lost(a + 1, b), "({a}, {b})");
            assert_eq!(lower(b - a), u128::from(a));
            made += 1;
        }
        assert!(made > 10_000, "{made}");
    }
}
