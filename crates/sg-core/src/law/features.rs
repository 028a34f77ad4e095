//! The arithmetic and bit features of `n` that closed-form laws are built from, exact for every
//! `n` below 2^128 where they are defined (the factor-based ones below 2^64).

use std::fmt;

/// One feature `f(n)` of a non-negative integer. At `n = 0` every feature is 0 (a law that
/// disagrees there lists `g(0)` as an exception).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feature {
    /// `n` itself.
    Identity,
    /// `⌊n / k⌋`.
    Quotient(u32),
    /// `v2(n)`, the exponent of 2 in `n`.
    TwoAdic,
    /// The number of one bits of `n`.
    Popcount,
    /// The number of trailing one bits of `n`.
    TrailingOnes,
    /// `Ω(n)`, the prime factors of `n` counted with multiplicity.
    BigOmega,
    /// `ω(n)`, the distinct prime factors of `n`.
    SmallOmega,
    /// The number of divisors of `n`.
    Divisors,
    /// The sum of the digits of `n` in base `b`.
    DigitSum(u32),
    /// `⌊log_b n⌋`.
    Log(u32),
    /// 1 if `n` is a Fibonacci number, else 0.
    IsFibonacci,
    /// 1 if `n` is a power of `b` (`b^0 = 1` included), else 0.
    IsPower(u32),
    /// 1 if `n` is a perfect square, else 0.
    IsSquare,
}

impl Feature {
    /// Every feature the finder tries, simplest first.
    ///
    /// # Complexity
    /// O(1) (about 40 features).
    pub fn all() -> Vec<Feature> {
        let mut all = vec![Feature::Identity];
        all.extend((2..=8).map(Feature::Quotient));
        all.extend([
            Feature::TwoAdic,
            Feature::Popcount,
            Feature::TrailingOnes,
            Feature::BigOmega,
            Feature::SmallOmega,
            Feature::Divisors,
        ]);
        all.extend((3..=10).map(Feature::DigitSum));
        all.extend((2..=10).map(Feature::Log));
        all.extend([Feature::IsFibonacci, Feature::IsPower(2), Feature::IsPower(3)]);
        all.push(Feature::IsSquare);
        all
    }

    /// Whether the feature needs `n`'s prime factors (defined below 2^64 only).
    pub fn needs_factors(self) -> bool {
        matches!(self, Feature::BigOmega | Feature::SmallOmega | Feature::Divisors)
    }

    /// `f(n)`, exactly; `None` only for a factor-based feature at `n ≥ 2^64`.
    ///
    /// # Complexity
    /// O(log n) for most, O(n^(1/4)) expected (Pollard's rho) for the factor-based ones.
    pub fn at(self, n: u128) -> Option<u128> {
        if n == 0 {
            return Some(0);
        }
        Some(match self {
            Feature::Identity => n,
            Feature::Quotient(k) => n / u128::from(k),
            Feature::TwoAdic => u128::from(n.trailing_zeros()),
            Feature::Popcount => u128::from(n.count_ones()),
            Feature::TrailingOnes => u128::from(n.trailing_ones()),
            Feature::BigOmega | Feature::SmallOmega | Feature::Divisors => {
                let factors = factorize(u64::try_from(n).ok()?);
                factor_feature(self, &factors)
            }
            Feature::DigitSum(b) => {
                let (mut rest, mut sum) = (n, 0);
                while rest > 0 {
                    sum += rest % u128::from(b);
                    rest /= u128::from(b);
                }
                sum
            }
            Feature::Log(b) => {
                let (mut rest, mut log) = (n, 0);
                while rest >= u128::from(b) {
                    rest /= u128::from(b);
                    log += 1;
                }
                log
            }
            Feature::IsFibonacci => {
                let (mut a, mut b) = (1u128, 2u128);
                while a < n {
                    let Some(next) = a.checked_add(b) else { break };
                    (a, b) = (b, next);
                }
                u128::from(a == n)
            }
            Feature::IsPower(b) => {
                let mut rest = n;
                while rest % u128::from(b) == 0 {
                    rest /= u128::from(b);
                }
                u128::from(rest == 1)
            }
            Feature::IsSquare => {
                let r = isqrt(n);
                u128::from(r * r == n)
            }
        })
    }

    /// `f(0), …, f(len − 1)`, by a smallest-prime-factor sieve for the factor-based features.
    ///
    /// # Complexity
    /// O(len log log len) for the factor-based features, O(len log len) for the others.
    pub fn table(self, len: usize) -> Vec<u64> {
        if !self.needs_factors() {
            return (0..len as u128).map(|n| self.at(n).map_or(0, |v| v as u64)).collect();
        }
        let spf = smallest_prime_factors(len);
        (0..len)
            .map(|n| {
                if n == 0 {
                    return 0;
                }
                let mut factors: Vec<(u64, u32)> = Vec::new();
                let mut rest = n;
                while rest > 1 {
                    let p = spf[rest] as u64;
                    match factors.last_mut() {
                        Some((q, e)) if *q == p => *e += 1,
                        _ => factors.push((p, 1)),
                    }
                    rest /= p as usize;
                }
                factor_feature(self, &factors) as u64
            })
            .collect()
    }

    /// The Rust expression of the feature of `n` (a `u128`), for emitted code.
    pub(crate) fn rust(self) -> String {
        match self {
            Feature::Identity => "n".into(),
            Feature::Quotient(k) => format!("n / {k}"),
            Feature::TwoAdic => "if n == 0 { 0 } else { n.trailing_zeros() as u128 }".into(),
            Feature::Popcount => "n.count_ones() as u128".into(),
            Feature::TrailingOnes => "n.trailing_ones() as u128".into(),
            Feature::BigOmega => "factor_count(n as u64, 0)".into(),
            Feature::SmallOmega => "factor_count(n as u64, 1)".into(),
            Feature::Divisors => "factor_count(n as u64, 2)".into(),
            Feature::DigitSum(b) => format!(
                "{{ let (mut r, mut s) = (n, 0u128); while r > 0 {{ s += r % {b}; r /= {b}; }} s }}"
            ),
            Feature::Log(b) => format!(
                "{{ let (mut r, mut l) = (n, 0u128); while r >= {b} {{ r /= {b}; l += 1; }} l }}"
            ),
            Feature::IsFibonacci => "{ let (mut a, mut b) = (1u128, 2u128); while a < n { let c = a + b; a = b; b = c; } (n != 0 && a == n) as u128 }".into(),
            Feature::IsPower(b) => format!(
                "{{ let mut r = n; while r != 0 && r % {b} == 0 {{ r /= {b}; }} (r == 1) as u128 }}"
            ),
            Feature::IsSquare => "{ let mut r = (n as f64).sqrt() as u128; while r * r > n { r -= 1; } while (r + 1) * (r + 1) <= n { r += 1; } (n != 0 && r * r == n) as u128 }".into(),
        }
    }

    /// The C++ expression of the feature of `n` (an `unsigned __int128`), for emitted code.
    pub(crate) fn cpp(self) -> String {
        match self {
            Feature::Identity => "n".into(),
            Feature::Quotient(k) => format!("n / {k}"),
            Feature::TwoAdic => "(n == 0 ? (u128)0 : (u128)__builtin_ctzll((unsigned long long)n))".into(),
            Feature::Popcount => "(u128)__builtin_popcountll((unsigned long long)n)".into(),
            Feature::TrailingOnes => "(u128)(~(unsigned long long)n == 0 ? 64 : __builtin_ctzll(~(unsigned long long)n))".into(),
            Feature::BigOmega => "factor_count((unsigned long long)n, 0)".into(),
            Feature::SmallOmega => "factor_count((unsigned long long)n, 1)".into(),
            Feature::Divisors => "factor_count((unsigned long long)n, 2)".into(),
            Feature::DigitSum(b) => {
                format!("[&] {{ u128 r = n, s = 0; while (r > 0) {{ s += r % {b}; r /= {b}; }} return s; }}()")
            }
            Feature::Log(b) => {
                format!("[&] {{ u128 r = n, l = 0; while (r >= {b}) {{ r /= {b}; ++l; }} return l; }}()")
            }
            Feature::IsFibonacci => "[&] { u128 a = 1, b = 2; while (a < n) { u128 c = a + b; a = b; b = c; } return (u128)(n != 0 && a == n); }()".into(),
            Feature::IsPower(b) => format!(
                "[&] {{ u128 r = n; while (r != 0 && r % {b} == 0) r /= {b}; return (u128)(r == 1); }}()"
            ),
            Feature::IsSquare => "[&] { u128 r = (u128)sqrtl((long double)n); while (r * r > n) --r; while ((r + 1) * (r + 1) <= n) ++r; return (u128)(n != 0 && r * r == n); }()".into(),
        }
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Feature::Identity => write!(f, "n"),
            Feature::Quotient(k) => write!(f, "⌊n/{k}⌋"),
            Feature::TwoAdic => write!(f, "v2(n)"),
            Feature::Popcount => write!(f, "popcount(n)"),
            Feature::TrailingOnes => write!(f, "trailing_ones(n)"),
            Feature::BigOmega => write!(f, "Ω(n)"),
            Feature::SmallOmega => write!(f, "ω(n)"),
            Feature::Divisors => write!(f, "d(n)"),
            Feature::DigitSum(b) => write!(f, "digitsum_{b}(n)"),
            Feature::Log(b) => write!(f, "⌊log_{b} n⌋"),
            Feature::IsFibonacci => write!(f, "[n is a Fibonacci number]"),
            Feature::IsPower(b) => write!(f, "[n is a power of {b}]"),
            Feature::IsSquare => write!(f, "[n is a square]"),
        }
    }
}

/// Ω, ω or d from a factorisation `[(p, e)]`.
fn factor_feature(feature: Feature, factors: &[(u64, u32)]) -> u128 {
    match feature {
        Feature::BigOmega => factors.iter().map(|&(_, e)| u128::from(e)).sum(),
        Feature::SmallOmega => factors.len() as u128,
        _ => factors.iter().map(|&(_, e)| u128::from(e) + 1).product(),
    }
}

/// `⌊√n⌋`, exactly.
fn isqrt(n: u128) -> u128 {
    let mut r = (n as f64).sqrt() as u128;
    while r.checked_mul(r).is_none_or(|sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

/// The smallest prime factor of every number below `len` (0 and 1 map to themselves).
fn smallest_prime_factors(len: usize) -> Vec<u32> {
    let mut spf: Vec<u32> = (0..len as u32).collect();
    let mut p = 2;
    while p * p < len {
        if spf[p] == p as u32 {
            for m in (p * p..len).step_by(p) {
                if spf[m] == m as u32 {
                    spf[m] = p as u32;
                }
            }
        }
        p += 1;
    }
    spf
}

/// The prime factorisation `[(p, e)]` of `n ≥ 1`, primes increasing, by the workspace's
/// factoriser (`factor::prime_powers`: trial division, Miller–Rabin, elliptic curves, rho).
///
/// # Complexity
/// About 50 µs for the hardest `n` below 2^64 (two primes near 2^32), far less for most.
pub fn factorize(n: u64) -> Vec<(u64, u32)> {
    let mut factors: Vec<(u64, u32)> = Vec::new();
    factor::prime_powers(n, |p, e| factors.push((p, e)));
    factors.sort_unstable();
    factors
}

/// The Rust helper `factor_count` that emitted code calls for Ω, ω and d (0, 1, 2).
pub(crate) const RUST_FACTOR_HELPER: &str = r#"/// Ω(n) (kind 0), ω(n) (kind 1) or the number of divisors (kind 2), by Miller–Rabin and
/// Pollard's rho: exact for every n < 2^64.
fn factor_count(n: u64, kind: u32) -> u128 {
    fn mul(a: u64, b: u64, m: u64) -> u64 { (a as u128 * b as u128 % m as u128) as u64 }
    fn pow(mut a: u64, mut e: u64, m: u64) -> u64 {
        let mut r = 1 % m;
        while e > 0 { if e & 1 == 1 { r = mul(r, a, m); } a = mul(a, a, m); e >>= 1; }
        r
    }
    fn prime(n: u64) -> bool {
        if n < 2 { return false; }
        for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] { if n % p == 0 { return n == p; } }
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37].iter().all(|&a| {
            let mut x = pow(a, d, n);
            if x == 1 || x == n - 1 { return true; }
            for _ in 1..s { x = mul(x, x, n); if x == n - 1 { return true; } }
            false
        })
    }
    fn gcd(mut a: u64, mut b: u64) -> u64 { while b != 0 { let t = a % b; a = b; b = t; } a }
    fn rho(n: u64) -> u64 {
        let mut c = 1u64;
        loop {
            let f = |x: u64| (mul(x, x, n) + c) % n;
            let (mut x, mut y, mut d) = (2u64, 2u64, 1u64);
            while d == 1 { x = f(x); y = f(f(y)); d = gcd(x.abs_diff(y), n); }
            if d != n { return d; }
            c += 1;
        }
    }
    if n < 2 { return if kind == 2 && n == 1 { 1 } else { 0 }; }
    let mut primes = Vec::new();
    let mut stack = vec![n];
    while let Some(m) = stack.pop() {
        if m == 1 { continue; }
        if m % 2 == 0 { primes.push(2); stack.push(m / 2); continue; }
        if prime(m) { primes.push(m); continue; }
        let d = rho(m);
        stack.push(d);
        stack.push(m / d);
    }
    primes.sort_unstable();
    let mut exps: Vec<u128> = Vec::new();
    for (i, p) in primes.iter().enumerate() {
        if i > 0 && primes[i - 1] == *p { *exps.last_mut().unwrap() += 1; } else { exps.push(1); }
    }
    match kind { 0 => exps.iter().sum(), 1 => exps.len() as u128, _ => exps.iter().map(|e| e + 1).product() }
}
"#;

/// The C++ helper `factor_count` (the same as [`RUST_FACTOR_HELPER`]).
pub(crate) const CPP_FACTOR_HELPER: &str = r#"// Ω(n) (kind 0), ω(n) (kind 1) or the number of divisors (kind 2), by Miller–Rabin and
// Pollard's rho: exact for every n < 2^64.
static u128 factor_count(unsigned long long n, int kind) {
    typedef unsigned long long u64;
    auto mul = [](u64 a, u64 b, u64 m) { return (u64)((u128)a * b % m); };
    auto pw = [&](u64 a, u64 e, u64 m) { u64 r = 1 % m; while (e) { if (e & 1) r = mul(r, a, m); a = mul(a, a, m); e >>= 1; } return r; };
    auto prime = [&](u64 n) {
        if (n < 2) return false;
        const u64 bases[12] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
        for (u64 p : bases) if (n % p == 0) return n == p;
        int s = __builtin_ctzll(n - 1); u64 d = (n - 1) >> s;
        for (u64 a : bases) {
            u64 x = pw(a, d, n);
            if (x == 1 || x == n - 1) continue;
            bool ok = false;
            for (int i = 1; i < s && !ok; ++i) { x = mul(x, x, n); ok = x == n - 1; }
            if (!ok) return false;
        }
        return true;
    };
    auto gcd = [](u64 a, u64 b) { while (b) { u64 t = a % b; a = b; b = t; } return a; };
    auto rho = [&](u64 n) {
        for (u64 c = 1;; ++c) {
            auto f = [&](u64 x) { return (mul(x, x, n) + c) % n; };
            u64 x = 2, y = 2, d = 1;
            while (d == 1) { x = f(x); y = f(f(y)); d = gcd(x > y ? x - y : y - x, n); }
            if (d != n) return d;
        }
    };
    if (n < 2) return (kind == 2 && n == 1) ? 1 : 0;
    std::vector<u64> primes, stack{n};
    while (!stack.empty()) {
        u64 m = stack.back(); stack.pop_back();
        if (m == 1) continue;
        if (m % 2 == 0) { primes.push_back(2); stack.push_back(m / 2); continue; }
        if (prime(m)) { primes.push_back(m); continue; }
        u64 d = rho(m); stack.push_back(d); stack.push_back(m / d);
    }
    std::sort(primes.begin(), primes.end());
    std::vector<u128> exps;
    for (size_t i = 0; i < primes.size(); ++i) {
        if (i > 0 && primes[i - 1] == primes[i]) exps.back() += 1; else exps.push_back(1);
    }
    u128 r = kind == 2 ? 1 : 0;
    for (u128 e : exps) r = kind == 0 ? r + e : kind == 1 ? r + 1 : r * (e + 1);
    return r;
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sieve_and_factorisation_agree() {
        for feature in [Feature::BigOmega, Feature::SmallOmega, Feature::Divisors] {
            let table = feature.table(3000);
            for (n, &v) in table.iter().enumerate() {
                assert_eq!(feature.at(n as u128), Some(u128::from(v)), "{feature} at {n}");
            }
        }
        assert_eq!(Feature::BigOmega.at(u128::from(u64::MAX)), Some(7)); // 3·5·17·257·641·65537·6700417
        assert_eq!(Feature::Divisors.at(1 << 63), Some(64));
        assert_eq!(Feature::BigOmega.at(18446744073709551557), Some(1)); // the largest u64 prime
        assert_eq!(Feature::BigOmega.at(1 << 64), None);
    }

    #[test]
    fn factorisations_multiply_back_with_primes_increasing() {
        let mut n = 1u64;
        for _ in 0..2000 {
            // A xorshift walk over all of u64, small values included.
            n ^= n << 13;
            n ^= n >> 7;
            n ^= n << 17;
            for m in [n, n >> 40, n >> 20, u64::MAX - (n >> 50)] {
                let m = m.max(1);
                let factors = factorize(m);
                let product: u128 = factors.iter().map(|&(p, e)| u128::from(p).pow(e)).product();
                assert_eq!(product, u128::from(m), "{m}: {factors:?}");
                assert!(factors.windows(2).all(|w| w[0].0 < w[1].0), "{m}: {factors:?}");
                assert!(factors.iter().all(|&(p, _)| factor::is_prime(p)), "{m}: {factors:?}");
            }
        }
    }

    #[test]
    fn simple_features() {
        assert_eq!(Feature::TwoAdic.at(40), Some(3));
        assert_eq!(Feature::TrailingOnes.at(0b1011), Some(2));
        assert_eq!(Feature::Log(10).at(999), Some(2));
        assert_eq!(Feature::Log(10).at(1000), Some(3));
        assert_eq!(Feature::IsFibonacci.at(89), Some(1));
        assert_eq!(Feature::IsFibonacci.at(90), Some(0));
        assert_eq!(Feature::IsSquare.at(u128::from(u64::MAX) * u128::from(u64::MAX)), Some(1));
        assert_eq!(Feature::IsPower(3).at(81), Some(1));
        assert_eq!(Feature::DigitSum(10).at(1999), Some(28));
    }
}
