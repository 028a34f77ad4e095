//! Trial division by the odd primes below 2^16, by multiplication instead of division, and
//! the cheap tests around it: exact square and cube roots, and primality of what is left.
//!
//! **Idea.** For odd `p`, `p | x` iff `x·p⁻¹ mod 2^64 ≤ ⌊(2^64 − 1)/p⌋`, and then
//! `x/p = x·p⁻¹ mod 2^64`: a multiply-compare per prime where a hardware division costs
//! ten times more (plain trial division by the primes below √(10^9) took 70 ms for 10^5
//! random numbers up to 10^9, this 25 ms). The stopping test `p² > x` is made once per eight
//! primes, so the inner loop is a run of independent multiply-compares. Once the primes
//! below [`TRIAL_LIMIT`] are removed, every divisor of what is left below `TRIAL_LIMIT²` is
//! prime.
//!
//! # Complexity
//! [`divide_out`]: one multiply-compare per prime tried, and one per exponent found.

use std::sync::LazyLock;

use crate::montgomery::inverse_mod_2_64;
use crate::prime_test::is_prime;

/// Trial division tries every odd prime below this on every number, and the primes up to
/// 2^16 when what is left is below 2^32 (so that it is then 1 or prime). Numbers left above
/// 2^32 go to the curves: trial division up to 2^16 would cost them about 3 µs (6542
/// multiply-compares), more than the Miller–Rabin tests of the parts it saves.
pub const TRIAL_LIMIT: u64 = 1 << 12;

/// When trial division reaches this prime, a Miller–Rabin test may end it early.
pub const PRIME_TEST_FROM: u64 = 257;

/// An odd prime with what divisibility by multiplication needs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct OddPrime {
    p: u64,
    /// `p⁻¹ mod 2^64`.
    inverse: u64,
    /// `⌊(2^64 − 1)/p⌋`: `x · p⁻¹ mod 2^64` is at most this iff `p | x`.
    quotient_limit: u64,
}

/// The odd primes below 2^16, sieved once per process.
pub(crate) static ODD_PRIMES: LazyLock<Vec<OddPrime>> = LazyLock::new(|| {
    let limit = 1 << 16;
    let mut composite = vec![false; limit];
    let mut primes = Vec::new();
    for p in (3..limit).step_by(2) {
        if composite[p] {
            continue;
        }
        for multiple in (p * p..limit).step_by(2 * p) {
            composite[multiple] = true;
        }
        let p = p as u64;
        primes.push(OddPrime { p, inverse: inverse_mod_2_64(p), quotient_limit: u64::MAX / p });
    }
    primes
});

/// Divide `rest` by the primes of `primes` (increasing) that divide it, reporting each with its
/// exponent; stop once `p² > rest`. The bound is checked once per chunk of eight primes, which
/// keeps the inner loop a run of independent multiply-compares.
pub(crate) fn divide_out(rest: &mut u64, primes: &[OddPrime], visit: &mut impl FnMut(u64, u32)) {
    for chunk in primes.chunks(8) {
        if chunk[0].p * chunk[0].p > *rest {
            return;
        }
        for &OddPrime { p, inverse, quotient_limit } in chunk {
            let mut exponent = 0;
            while rest.wrapping_mul(inverse) <= quotient_limit {
                *rest = rest.wrapping_mul(inverse);
                exponent += 1;
            }
            if exponent > 0 {
                visit(p, exponent);
            }
        }
    }
}

/// Whether `x`, with no prime factor below [`TRIAL_LIMIT`], is prime: below `TRIAL_LIMIT²`
/// it is (or is 1), above Miller–Rabin decides.
pub(crate) fn proven_prime(x: u64) -> bool {
    x < TRIAL_LIMIT * TRIAL_LIMIT || is_prime(x)
}

/// `r` with `r^k = x`, if `x` is a perfect `k`-th power (`k` = 2 or 3).
pub(crate) fn exact_root(x: u64, k: u32) -> Option<u64> {
    let guess = if k == 2 { x.isqrt() } else { (x as f64).cbrt().round() as u64 };
    // The float cube root is off by at most a little: look on both sides.
    (guess.saturating_sub(1)..=guess + 1).find(|&r| r.checked_pow(k) == Some(x))
}

/// Trial division, Miller–Rabin and the cheap cases of [`crate::prime_powers`]: visits what it
/// finds and returns what is left when that is a composite above 2^32 (every prime factor
/// at least [`TRIAL_LIMIT`]) for the hard part (`crate::hard_prime_powers`).
pub(crate) fn easy_prime_powers(n: u64, visit: &mut impl FnMut(u64, u32)) -> Option<u64> {
    assert!(n > 0, "0 has no factorisation");
    let twos = n.trailing_zeros();
    if twos > 0 {
        visit(2, twos);
    }
    let mut rest = n >> twos;
    let split = ODD_PRIMES.partition_point(|q| q.p < PRIME_TEST_FROM);
    let cap = ODD_PRIMES.partition_point(|q| q.p < TRIAL_LIMIT);
    divide_out(&mut rest, &ODD_PRIMES[..split], visit);
    let tested = rest;
    let rest_is_prime = rest >= PRIME_TEST_FROM * PRIME_TEST_FROM && is_prime(rest);
    if !rest_is_prime {
        divide_out(&mut rest, &ODD_PRIMES[split..cap], visit);
        if rest < 1 << 32 {
            // Below 2^32 the primes up to 2^16 settle it, and cost less than a curve.
            divide_out(&mut rest, &ODD_PRIMES[cap..], visit);
        }
    }
    if rest == 1 {
        return None;
    }
    // No prime below TRIAL_LIMIT divides `rest`, so each of its divisors below TRIAL_LIMIT²
    // is 1 or prime; below 2^32 every prime up to its square root was tried. A `rest` that
    // the test above already found composite is not tested again (Miller–Rabin costs as
    // much as a few hundred multiplications).
    let known_composite =
        rest == tested && !rest_is_prime && rest >= PRIME_TEST_FROM * PRIME_TEST_FROM;
    if rest_is_prime || rest < 1 << 32 || (!known_composite && proven_prime(rest)) {
        visit(rest, 1);
        return None;
    }
    Some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Square and cube roots are found exactly, near the top of u64 too, and only for powers.
    #[test]
    fn exact_roots_of_squares_and_cubes() {
        for r in [2u64, 3, 4_294_967_291, u32::MAX as u64, 1 << 31, 2_642_245, 2_097_143] {
            let square = r * r;
            assert_eq!(exact_root(square, 2), Some(r));
            assert_eq!(exact_root(square + 1, 2), None);
            assert_eq!(exact_root(square - 1, 2), None);
            if let Some(cube) = r.checked_pow(3) {
                assert_eq!(exact_root(cube, 3), Some(r), "{r}");
                assert_eq!(exact_root(cube - 1, 3), None, "{r}");
                assert_eq!(exact_root(cube + 1, 3), None, "{r}");
            }
        }
        assert_eq!(exact_root(u64::MAX, 2), None);
        assert_eq!(exact_root(u64::MAX, 3), None);
        assert_eq!(exact_root(2_642_245u64.pow(3), 3), Some(2_642_245)); // the largest cube
    }
}
