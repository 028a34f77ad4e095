//! The shapes of 64-bit numbers that stress the factorisation most, for benchmarks and
//! tests: products of random primes of chosen sizes, drawn from any source of random numbers
//! in a range (so that a caller's generator, and its fixed seeds, give the same numbers).

use crate::prime_test::is_prime;

/// A shape of hard number, worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `p·q`, `p`, `q` random primes in `[2^31, 2^32]`: the worst case.
    Balanced,
    /// `p·q`, `p` a random prime near 2^21, `q` near 2^43.
    Lopsided,
    /// `p·q·r`, three random primes near 2^21.
    ThreePrimes,
    /// `p²`, `p` a random prime near 2^32 (below it).
    Square,
    /// A random prime near 2^64.
    Prime,
}

impl Shape {
    /// Every shape, worst first.
    pub const ALL: [Shape; 5] =
        [Shape::Balanced, Shape::Lopsided, Shape::ThreePrimes, Shape::Square, Shape::Prime];

    /// The shape's short name (`balanced`, `lopsided`, `three`, `square`, `prime`).
    pub fn name(self) -> &'static str {
        match self {
            Shape::Balanced => "balanced",
            Shape::Lopsided => "lopsided",
            Shape::ThreePrimes => "three",
            Shape::Square => "square",
            Shape::Prime => "prime",
        }
    }

    /// One number of this shape with its prime factors (with repeats, increasing);
    /// `range(lo, hi)` is a uniform random value in `lo..=hi`.
    ///
    /// # Complexity
    /// O(log n) expected primality tests per prime drawn.
    pub fn draw(self, range: &mut impl FnMut(u64, u64) -> u64) -> (u64, Vec<u64>) {
        let mut prime = |lo: u64, hi: u64| loop {
            let p = range(lo, hi) | 1;
            if is_prime(p) {
                return p;
            }
        };
        let mut factors = match self {
            Shape::Balanced => vec![prime(1 << 31, (1 << 32) - 1), prime(1 << 31, (1 << 32) - 1)],
            Shape::Lopsided => vec![prime(1 << 20, 1 << 21), prime(1 << 42, 1 << 43)],
            Shape::ThreePrimes => (0..3).map(|_| prime(3 << 19, 1 << 21)).collect(),
            Shape::Square => vec![prime(3 << 30, (1 << 32) - 1); 2],
            Shape::Prime => vec![prime(u64::MAX - (1 << 40), u64::MAX - 1)],
        };
        factors.sort_unstable();
        (factors.iter().product(), factors)
    }
}

/// `count` distinct numbers of one shape, in the order drawn (`range` as for
/// [`Shape::draw`]).
///
/// # Complexity
/// O(count) draws and a hash set of what was drawn.
pub fn hard_numbers(
    shape: Shape,
    count: usize,
    range: &mut impl FnMut(u64, u64) -> u64,
) -> Vec<u64> {
    let mut seen = std::collections::HashSet::with_capacity(count);
    let mut list = Vec::with_capacity(count);
    while list.len() < count {
        let (n, _) = shape.draw(range);
        if seen.insert(n) {
            list.push(n);
        }
    }
    list
}
