//! Pollard's rho with Brent's cycle finding: the last resort behind the elliptic curves,
//! which it never replaces on the hard numbers (about 550 µs for two primes near 2^32, where
//! the curves take 45), but which always ends.
//!
//! # Complexity
//! O(p^{1/2}) expected steps for the smallest prime `p` of `n`, so O(n^{1/4}); one
//! Montgomery squaring a step and a gcd per 64 steps.

use crate::montgomery::{Montgomery, gcd};

/// A proper factor of the odd composite `n`, by Pollard's rho with Brent's cycle finding and
/// batched GCDs; a failed walk retries with another constant.
pub(crate) fn rho_factor(n: u64) -> u64 {
    const BATCH: u64 = 64;
    let mont = Montgomery::new(n);
    let mut c = mont.one;
    loop {
        // x ↦ x² + c mod n; the sum of two values below n may pass 2^64 when n is large.
        let step = |x: u64| {
            let (y, carry) = mont.mul(x, x).overflowing_add(c);
            if carry || y >= n { y.wrapping_sub(n) } else { y }
        };
        let (mut x, mut y, mut saved) = (0, mont.enter(2), 0);
        let (mut product, mut g, mut run) = (mont.one, 1, 1);
        while g == 1 {
            x = y;
            for _ in 0..run {
                y = step(y);
            }
            let mut done = 0;
            while done < run && g == 1 {
                saved = y;
                for _ in 0..BATCH.min(run - done) {
                    y = step(y);
                    product = mont.mul(product, x.abs_diff(y));
                }
                g = gcd(product, n);
                done += BATCH;
            }
            run *= 2;
        }
        if g == n {
            // The batch overshot: walk it again one step at a time.
            loop {
                saved = step(saved);
                g = gcd(x.abs_diff(saved), n);
                if g > 1 {
                    break;
                }
            }
        }
        if g != n {
            return g;
        }
        c += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rho, the fallback behind the curves, on its own.
    #[test]
    fn rho_finds_proper_factors() {
        for n in [65_537u64 * 65_539, 1_000_003 * 4_294_967_291, 4_294_967_279 * 4_294_967_291] {
            let d = rho_factor(n);
            assert!(d > 1 && d < n && n % d == 0, "{n}: {d}");
        }
    }
}
