//! Whether a `u64` is prime: the Miller–Rabin test with bases that make it deterministic for
//! every `u64`, so every factor the crate reports is proven prime, never guessed.
//!
//! # Complexity
//! O(log n) Montgomery products per base; three bases below 4 759 123 141, seven above (the
//! powers of a group of bases run side by side, so three cost little more than one).

use crate::montgomery::Montgomery;

/// Whether `n` is prime: deterministic Miller–Rabin for every `u64` (bases 2, 7, 61 below
/// 4 759 123 141; Jim Sinclair's seven bases above).
///
/// # Complexity
/// O(log n) Montgomery multiplications per base.
pub fn is_prime(n: u64) -> bool {
    if n < 64 {
        return (1u64 << n) & 0x28208a20a08a28ac != 0; // the primes below 64, as bits
    }
    if n.is_multiple_of(2) {
        return false;
    }
    let mont = Montgomery::new(n);
    if n < 4_759_123_141 {
        strong_probable_prime(mont, [2, 7, 61])
    } else {
        // A composite almost always fails base 2, so it goes first, alone.
        strong_probable_prime(mont, [2])
            && strong_probable_prime(mont, [325, 9375, 28178])
            && strong_probable_prime(mont, [450_775, 9_780_504, 1_795_265_022])
    }
}

/// Whether `mont.n` (odd, above 63) is a strong probable prime to each of `N` bases. The
/// powers run side by side, sharing the exponent's bits: one power is a chain of dependent
/// products, so three take little more time than one.
pub(crate) fn strong_probable_prime<const N: usize>(mont: Montgomery, bases: [u64; N]) -> bool {
    let n = mont.n;
    let minus_one = n - mont.one;
    let twos = (n - 1).trailing_zeros();
    let mut exponent = (n - 1) >> twos;
    let mut powers = [mont.one; N];
    let mut squares = bases.map(|a| mont.enter(a));
    while exponent > 0 {
        if exponent & 1 == 1 {
            for (power, square) in powers.iter_mut().zip(squares) {
                *power = mont.mul(*power, square);
            }
        }
        squares = squares.map(|square| mont.mul(square, square));
        exponent >>= 1;
    }
    bases.into_iter().zip(powers).all(|(a, mut x)| {
        if a % n == 0 || x == mont.one || x == minus_one {
            return true; // a multiple of n as base proves nothing
        }
        (1..twos).any(|_| {
            x = mont.mul(x, x);
            x == minus_one
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The primes below 64, which `is_prime` reads from a bit mask, are the primes.
    #[test]
    fn small_primes_bitmask() {
        let primes: Vec<u64> = (0..64).filter(|&n| is_prime(n)).collect();
        assert_eq!(primes, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61]);
    }
}
