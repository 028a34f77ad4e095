//! Ω(n), the number of prime factors of `n` counted with multiplicity, for any `u64`.
//!
//! Up to [`SIEVE_LIMIT`] by a linear sieve (each composite is reached once, from its smallest
//! prime factor, so `Ω(p·i) = Ω(i) + 1`); beyond, by trial division with the sieve's primes
//! while `p³ ≤ m` for the cofactor `m` left, then the cofactor has at most two prime factors,
//! all above its cube root: `Ω(m)` is 0 for `m = 1`, 1 if a deterministic Miller–Rabin test
//! says prime, else 2.

/// The largest value the sieve covers when values beyond it are asked for: it holds every
/// prime up to ⌈(2^64)^{1/3}⌉ = 2 642 246, which the trial division of any `u64` needs.
pub const SIEVE_LIMIT: u64 = 1 << 22;

/// Ω(n) for every `n` up to a bound, and the primes up to it.
#[derive(Debug, Clone)]
pub struct Omega {
    /// `table[n] = Ω(n)` (0 for `n ≤ 1`).
    table: Vec<u8>,
    /// The primes up to the bound, increasing.
    primes: Vec<u32>,
}

impl Omega {
    /// The sieve for values up to `max` (capped at [`SIEVE_LIMIT`]; larger values are factored
    /// by [`Omega::of`] with trial division and Miller–Rabin).
    ///
    /// # Complexity
    /// O(min(max, SIEVE_LIMIT)) time; one byte per value and four per prime.
    pub fn up_to(max: u64) -> Self {
        let limit = max.clamp(1, SIEVE_LIMIT) as usize;
        let mut table = vec![0u8; limit + 1];
        let mut primes = Vec::new();
        for i in 2..=limit {
            if table[i] == 0 {
                table[i] = 1;
                primes.push(i as u32);
            }
            for &p in &primes {
                let multiple = p as usize * i;
                if multiple > limit {
                    break;
                }
                table[multiple] = table[i] + 1;
                if i % p as usize == 0 {
                    break;
                }
            }
        }
        Self { table, primes }
    }

    /// The largest value read from the table.
    pub fn limit(&self) -> u64 {
        self.table.len() as u64 - 1
    }

    /// Ω(n); `n = 0` has no factorisation and gives 0 (the readers refuse it).
    ///
    /// # Complexity
    /// O(1) up to [`Omega::limit`]; beyond, O(π(m^{1/3})) divisions (at most 194 000 for a
    /// `u64`, about a millisecond) and one Miller–Rabin test.
    pub fn of(&self, n: u64) -> u32 {
        if n <= self.limit() {
            return u32::from(self.table[n as usize]);
        }
        let (count, rest) = self.strip_small(n);
        count + rest_omega(rest)
    }

    /// The prime factors of `n` found by trial division while `p³ ≤ m`, in increasing order
    /// with multiplicity, and the cofactor left (1, a prime, or a product of two primes above
    /// its cube root). Needs the sieve to reach `SIEVE_LIMIT` for values beyond it.
    ///
    /// # Complexity
    /// As [`Omega::of`].
    pub fn small_factors(&self, n: u64) -> (Vec<u64>, u64) {
        let mut factors = Vec::new();
        let mut m = n;
        for &p in &self.primes {
            let p = u64::from(p);
            if u128::from(p).pow(3) > u128::from(m) {
                break;
            }
            while m % p == 0 {
                m /= p;
                factors.push(p);
            }
        }
        (factors, m)
    }

    /// The count of prime factors found by trial division, and the cofactor left.
    fn strip_small(&self, n: u64) -> (u32, u64) {
        let mut count = 0;
        let mut m = n;
        for &p in &self.primes {
            let p = u64::from(p);
            if u128::from(p).pow(3) > u128::from(m) {
                break;
            }
            while m % p == 0 {
                m /= p;
                count += 1;
            }
        }
        (count, m)
    }
}

/// Ω of a cofactor whose prime factors all exceed its cube root.
fn rest_omega(m: u64) -> u32 {
    match m {
        1 => 0,
        _ if is_prime(m) => 1,
        _ => 2,
    }
}

/// `a · b mod m` without overflow.
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    (u128::from(a) * u128::from(b) % u128::from(m)) as u64
}

/// `base^exp mod m` by squaring.
fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut result = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            result = mul_mod(result, base, m);
        }
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    result
}

/// Whether `n` is prime: Miller–Rabin with the first twelve primes as bases, which is exact
/// for every `n < 3.3 · 10^24`, so for every `u64`.
///
/// # Complexity
/// O(log n) multiplications per base.
pub fn is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    for p in BASES {
        if n % p == 0 {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d % 2 == 0 {
        d /= 2;
        s += 1;
    }
    'bases: for a in BASES {
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            continue;
        }
        for _ in 1..s {
            x = mul_mod(x, x, n);
            if x == n - 1 {
                continue 'bases;
            }
        }
        return false;
    }
    true
}

/// `√n` if `n` is a perfect square.
///
/// # Complexity
/// O(1): a floating-point root corrected by at most a few steps.
pub fn exact_sqrt(n: u64) -> Option<u64> {
    let mut r = (n as f64).sqrt() as u64;
    while u128::from(r) * u128::from(r) > u128::from(n) {
        r -= 1;
    }
    while u128::from(r + 1) * u128::from(r + 1) <= u128::from(n) {
        r += 1;
    }
    (r * r == n).then_some(r)
}

/// A non-trivial factor of a composite `n` with no prime factor below 38, by Pollard's rho
/// with Brent's cycle finding (`x ↦ x² + c`, trying `c = 1, 2, …` until one splits `n`).
///
/// # Complexity
/// Expected O(n^{1/4}) multiplications.
pub fn split(n: u64) -> u64 {
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    for c in 1.. {
        let step = |x: u64| (mul_mod(x, x, n) + c) % n;
        let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
        while d == 1 {
            x = step(x);
            y = step(step(y));
            d = gcd(x.abs_diff(y), n);
        }
        if d != n {
            return d;
        }
    }
    unreachable!("some c splits every composite")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sieve_agrees_with_trial_division() {
        let omega = Omega::up_to(10_000);
        for n in 1..=10_000u64 {
            let (mut m, mut count, mut p) = (n, 0, 2);
            while m > 1 {
                while m % p == 0 {
                    m /= p;
                    count += 1;
                }
                p += 1;
            }
            assert_eq!(omega.of(n), count, "n = {n}");
        }
    }

    #[test]
    fn miller_rabin_on_known_primes_and_composites() {
        for p in [2u64, 3, 37, 41, 4_294_967_291, 18_446_744_073_709_551_557] {
            assert!(is_prime(p), "{p}");
        }
        // Carmichael numbers and a strong pseudoprime to several bases.
        for c in [1u64, 561, 1105, 3_215_031_751, 4_294_967_297, 18_446_744_073_709_551_615] {
            assert!(!is_prime(c), "{c}");
        }
    }

    #[test]
    fn exact_sqrt_finds_squares_and_only_squares() {
        for r in [0u64, 1, 2, 3, 1 << 20, 4_294_967_291, u64::from(u32::MAX)] {
            assert_eq!(exact_sqrt(r * r), Some(r), "{r}²");
            if r > 1 {
                assert_eq!(exact_sqrt(r * r - 1), None, "{r}² − 1");
            }
        }
        assert_eq!(exact_sqrt(u64::MAX), None);
    }

    #[test]
    fn rho_splits_a_product_of_two_large_primes() {
        let n = 4_294_967_291u64 * 4_294_967_279;
        let d = split(n);
        assert!(d == 4_294_967_291 || d == 4_294_967_279, "{d}");
    }
}
