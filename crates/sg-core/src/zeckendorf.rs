//! Zeckendorf representations: every `n ≥ 1` is, in one way only, a sum of Fibonacci numbers
//! `F = 1, 2, 3, 5, 8, …` no two of them consecutive in `F` (Zeckendorf's theorem), and the
//! greedy choice of the largest Fibonacci number that fits finds it.
//!
//! Write `F_i` for [`FIBONACCI`]`[i]` (`F_0 = 1`, `F_1 = 2`, `F_{i} = F_{i−1} + F_{i−2}`) and
//! read a representation as a binary string whose digit `i` says whether `F_i` is a term (no
//! two adjacent ones). Two facts carry everything below:
//! - the strings of length `L` with no two adjacent ones number `F_L`, and the largest of them,
//!   `1010…`, is worth `F_L − 1`; so the numbers `0..F_L` are exactly the strings below digit
//!   `L`;
//! - numbers compare as their strings do, lexicographically from the top digit.
//!
//! What this module holds:
//! - [`terms`], [`digits`], [`smallest_term`], [`is_fibonacci`]: the representation itself;
//! - [`fibonacci_nim_wins`]: Fibonacci Nim (one heap, each take at most twice the one before),
//!   decided by the smallest term, with its proof;
//! - [`count_smallest_term_above`] and [`count_smallest_term_at_most`]: a digit DP over the
//!   representations of `1..=x`, counting them by their smallest term.
//!
//! The tests beside it search the definitions: every set of non-consecutive Fibonacci numbers
//! for the representation, Fibonacci Nim by its moves, and the counts by enumeration and by a
//! recursion on Fibonacci blocks up to `u64::MAX`.

/// How many Fibonacci numbers (1, 2, 3, 5, …) are below 2^64.
pub const COUNT: usize = 92;

/// The Fibonacci numbers `1, 2, 3, 5, 8, …` below 2^64, increasing, built at compile time (the
/// last is 12 200 160 415 121 876 738).
pub const FIBONACCI: [u64; COUNT] = {
    let mut f = [0u64; COUNT];
    f[0] = 1;
    f[1] = 2;
    let mut i = 2;
    while i < COUNT {
        f[i] = f[i - 1] + f[i - 2];
        i += 1;
    }
    f
};

/// Whether `n` is a Fibonacci number (`n ≥ 1`; 0 is not): a representation of one term.
///
/// # Complexity
/// O(log 92), a binary search.
#[inline]
pub fn is_fibonacci(n: u64) -> bool {
    FIBONACCI.binary_search(&n).is_ok()
}

/// The digits of the Zeckendorf representation of `n`: bit `i` is set iff `F_i` is a term (no
/// two adjacent bits set). 0 for `n = 0`.
///
/// # Complexity
/// O(92).
pub fn digits(n: u64) -> u128 {
    let mut rest = n;
    let mut bits = 0u128;
    for (i, &f) in FIBONACCI.iter().enumerate().rev() {
        if f <= rest {
            rest -= f;
            bits |= 1 << i;
        }
    }
    bits
}

/// The Zeckendorf representation of `n`: its terms, largest first. Empty for `n = 0`.
///
/// # Complexity
/// O(92).
pub fn terms(n: u64) -> Vec<u64> {
    let bits = digits(n);
    (0..COUNT).rev().filter(|&i| bits >> i & 1 == 1).map(|i| FIBONACCI[i]).collect()
}

/// `z(n)`, the smallest term of the Zeckendorf representation of `n` (0 for `n = 0`).
///
/// # Complexity
/// O(92).
#[inline]
pub fn smallest_term(n: u64) -> u64 {
    let mut rest = n;
    let mut last = 0;
    for &f in FIBONACCI.iter().rev() {
        if f <= rest {
            rest -= f;
            last = f;
            if rest == 0 {
                break;
            }
        }
    }
    last
}

/// Whether the player to move wins Fibonacci Nim with `heap` stones when this take may remove
/// 1 to `limit` stones and every later take at most twice the one before it (the player who
/// takes the last stone wins): **iff `1 ≤ z(heap) ≤ limit`**.
///
/// *Proof*, by induction on the heap. An empty heap is lost (the opponent took the last stone).
/// If `z(h) = F_j ≤ m`, take it: nothing is left, or the rest's smallest term is at least
/// `F_{j+2} > 2F_j`, the opponent's limit. If `z(h) = F_j > m`, every take `k ≤ m` is below
/// `F_j` and leaves `h − k ≥ 1`, whose terms are those of `h` above `F_j` and those of
/// `F_j − k`; the largest number below `F_j` whose smallest term is `F_i` is
/// `F_{j−1} + F_{j−3} + ⋯ + F_i = F_j − F_{i−1}` (with `F_{−1} = 1`), so `k ≥ F_{i−1} ≥ F_i / 2`
/// and the opponent's `z(h − k) = F_i ≤ 2k` is a winning take. ∎
///
/// # Complexity
/// O(92).
#[inline]
pub fn fibonacci_nim_wins(heap: u64, limit: u64) -> bool {
    heap != 0 && smallest_term(heap) <= limit
}

/// How many numbers in `0..=x` have every Zeckendorf index at least `least` (0 included: it
/// has none), by a digit DP from the top digit of `x`.
///
/// A number below `x` agrees with `x` above some digit `p` where `x` has a one and it has a
/// zero; below `p` its digits are any string over the indices `least..p` with no two adjacent
/// ones (`F_{p − least}` of them), provided the shared digits above are all at least `least`.
///
/// # Complexity
/// O(92).
fn count_indices_at_least(x: u64, least: usize) -> u128 {
    let mut count = 0u128;
    let mut rest = x;
    for (p, &f) in FIBONACCI.iter().enumerate().rev() {
        if f <= rest {
            if p < least {
                // Only a zero here and below: the shared digits above, alone.
                return count + 1;
            }
            count += u128::from(FIBONACCI[p - least]);
            rest -= f;
        }
    }
    count + 1 // `x` itself
}

/// How many `m` in `1..=x` have a smallest Zeckendorf term `z(m) > k`.
///
/// With `t` Fibonacci numbers at most `k`, these are the representations using no index below
/// `t`. The digit DP: a number below `x` agrees with `x` above some digit `p` where `x` has a
/// one and it has a zero, and below `p` it is any string over the indices `t..p` with no two
/// adjacent ones (`F_{p − t}` of them).
///
/// # Complexity
/// O(92).
pub fn count_smallest_term_above(x: u64, k: u64) -> u64 {
    let least = FIBONACCI.partition_point(|&f| f <= k);
    // The count over 0..=x is at most x + 1 and includes 0.
    (count_indices_at_least(x, least) - 1) as u64
}

/// How many `m` in `1..=x` have a smallest Zeckendorf term `z(m) ≤ k`: in Fibonacci Nim, the
/// heaps up to `x` that the player to move wins with a limit of `k`.
///
/// # Complexity
/// O(92).
pub fn count_smallest_term_at_most(x: u64, k: u64) -> u64 {
    x - count_smallest_term_above(x, k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Moves, Outcome, Solver};

    /// Every sum of a set of non-consecutive Fibonacci numbers among the first `len`, with the
    /// set's bits: the definition of a Zeckendorf representation, searched.
    fn every_representation(len: usize) -> Vec<(u64, u128)> {
        (0u128..1 << len)
            .filter(|bits| bits & (bits >> 1) == 0)
            .map(|bits| {
                let sum = (0..len).filter(|&i| bits >> i & 1 == 1).map(|i| FIBONACCI[i]).sum();
                (sum, bits)
            })
            .collect()
    }

    /// Up to `F_16 − 1 = 2583`, each number is the sum of exactly one set of non-consecutive
    /// Fibonacci numbers (Zeckendorf's theorem, searched), and it is the greedy one.
    #[test]
    fn the_greedy_representation_is_the_only_one() {
        let len = 16;
        let mut found = vec![Vec::new(); FIBONACCI[len] as usize];
        for (sum, bits) in every_representation(len) {
            found[sum as usize].push(bits);
        }
        for (n, sets) in found.iter().enumerate() {
            let n = n as u64;
            assert_eq!(sets, &[digits(n)], "n = {n}");
            let expected: Vec<u64> =
                (0..len).rev().filter(|&i| sets[0] >> i & 1 == 1).map(|i| FIBONACCI[i]).collect();
            assert_eq!(terms(n), expected, "n = {n}");
            assert_eq!(smallest_term(n), expected.last().copied().unwrap_or(0), "n = {n}");
            assert_eq!(is_fibonacci(n), expected.len() == 1, "n = {n}");
        }
    }

    /// Across u64, the representation sums to `n` with no two adjacent digits, and the table is
    /// the Fibonacci recurrence up to the last value below 2^64.
    #[test]
    fn representations_hold_up_to_u64_max() {
        assert_eq!(FIBONACCI[COUNT - 1], 12_200_160_415_121_876_738);
        assert!(FIBONACCI[COUNT - 2].checked_add(FIBONACCI[COUNT - 1]).is_none());
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let randoms = (0..20_000).map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        });
        for n in randoms.chain(u64::MAX - 50..=u64::MAX).chain(FIBONACCI.iter().copied()) {
            let bits = digits(n);
            assert_eq!(bits & (bits >> 1), 0, "n = {n}");
            let sum: u128 = terms(n).iter().map(|&t| u128::from(t)).sum();
            assert_eq!(sum, u128::from(n), "n = {n}");
            assert_eq!(smallest_term(n), FIBONACCI[bits.trailing_zeros() as usize], "n = {n}");
        }
    }

    /// Fibonacci Nim by its moves: a position is (heap, limit), a take of `k` lets the
    /// opponent take up to `2k`; the player who cannot move loses.
    struct FibonacciNim;

    impl Moves for FibonacciNim {
        type Position = (u64, u64);
        type Move = u64;

        fn legal_moves<'a>(
            &'a self,
            &(heap, limit): &'a (u64, u64),
        ) -> impl Iterator<Item = u64> + 'a {
            1..=limit.min(heap)
        }
        fn play(&self, &(heap, _): &(u64, u64), &take: &u64) -> (u64, u64) {
            let rest = heap - take;
            (rest, (2 * take).min(rest))
        }
    }

    /// The law against the search, on every heap up to 200 and every limit up to the heap.
    #[test]
    fn fibonacci_nim_is_decided_by_the_smallest_term() {
        let mut solver = Solver::new(FibonacciNim);
        for heap in 0..=200 {
            for limit in 0..=heap {
                let searched = solver.outcome(&(heap, limit)) == Outcome::Win;
                assert_eq!(fibonacci_nim_wins(heap, limit), searched, "({heap}, {limit})");
            }
        }
    }

    /// The digit DP against enumeration: every `x ≤ 1500` and every `k ≤ 1600`.
    #[test]
    fn the_counts_agree_with_enumeration() {
        let z: Vec<u64> = (0..=1500).map(smallest_term).collect();
        for k in 0..=1600 {
            let mut above = 0;
            for x in 0..=1500u64 {
                above += u64::from(x >= 1 && z[x as usize] > k);
                assert_eq!(count_smallest_term_above(x, k), above, "x = {x}, k = {k}");
                assert_eq!(count_smallest_term_at_most(x, k), x - above, "x = {x}, k = {k}");
            }
        }
    }

    /// `#{m ∈ 1..=x : z(m) ≤ k}` by blocks: `1..F_i` is `1..F_{i−1}`, then `F_{i−1}` itself,
    /// then `F_{i−1}` plus `1..F_{i−2}` (whose smallest terms are those of the added part);
    /// and `1..=x` is `1..F`, `F` and `F + (1..=x − F)` for the largest Fibonacci `F ≤ x`.
    fn count_by_blocks(x: u64, k: u64) -> u64 {
        // below[i] = the count over 1..F_i.
        let mut below = [0u64; COUNT];
        below[1] = u64::from(k >= 1); // 1..2 = {1}
        for i in 2..COUNT {
            below[i] = below[i - 1] + u64::from(FIBONACCI[i - 1] <= k) + below[i - 2];
        }
        let (mut rest, mut count) = (x, 0);
        while rest > 0 {
            let i = FIBONACCI.partition_point(|&f| f <= rest) - 1;
            count += below[i] + u64::from(FIBONACCI[i] <= k);
            rest -= FIBONACCI[i];
        }
        count
    }

    /// The digit DP against the recursion on blocks, exact in u64, up to `u64::MAX`: random
    /// `x` and `k`, every Fibonacci number and its neighbours as either, the top of u64.
    #[test]
    fn the_counts_agree_with_blocks_up_to_u64_max() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let near: Vec<u64> =
            FIBONACCI.iter().flat_map(|&f| [f - 1, f, f.saturating_add(1)]).collect();
        for _ in 0..20_000 {
            let (a, b) = (next(), next());
            let (x, k) = (a >> (b % 64), b >> (a % 64));
            assert_eq!(count_smallest_term_at_most(x, k), count_by_blocks(x, k), "{x} {k}");
        }
        for &x in near.iter().chain(&[u64::MAX, u64::MAX - 1]) {
            for &k in near.iter().step_by(7).chain(&[0, u64::MAX]) {
                assert_eq!(count_smallest_term_at_most(x, k), count_by_blocks(x, k), "{x} {k}");
            }
        }
        assert_eq!(count_smallest_term_above(u64::MAX, 0), u64::MAX);
        assert_eq!(count_smallest_term_at_most(u64::MAX, u64::MAX), u64::MAX);
    }
}
