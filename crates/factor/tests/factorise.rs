//! The factoriser against plain trial division and against numbers built from known primes:
//! every returned factor is prime by an independent test, and the product of the returned
//! prime powers is the number.

use factor::shapes::Shape;
use factor::{is_prime, prime_powers};
use workbench::random::Rng;

/// The prime powers of `n` by plain trial division (the obvious reference).
fn trial_division(mut n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    let mut d = 2;
    while d * d <= n {
        let mut e = 0;
        while n.is_multiple_of(d) {
            n /= d;
            e += 1;
        }
        if e > 0 {
            out.push((d, e));
        }
        d += 1;
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

fn factorise(n: u64) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    prime_powers(n, |p, e| out.push((p, e)));
    out.sort_unstable();
    out
}

#[test]
fn factoriser_agrees_with_trial_division() {
    let mut rng = Rng::new(17);
    let mut numbers: Vec<u64> = (1..=20_000).collect();
    numbers.extend((0..20_000).map(|_| rng.range(1, 1_000_000_000)));
    numbers.extend((0..300).map(|_| rng.range(1, 1 << 40)));
    // Squares and cubes of primes, prime powers of 2, pseudoprimes to small bases, and primes
    // near the trial-division and Miller–Rabin thresholds.
    numbers.extend([
        65_521 * 65_521,
        65_537 * 65_537,
        65_521 * 65_537,
        257 * 257 * 257,
        999_999_937,
        999_999_937 * 2,
        536_870_912,
        2_047,
        1_373_653,
        25_326_001,
        3_215_031_751,
        4_759_123_141,
        561 * 41_041,
    ]);
    for n in numbers {
        assert_eq!(factorise(n), trial_division(n), "{n}");
    }
}

/// Products of two or three random primes from 2^16 up (where the curves and rho do the
/// work) factorise into exactly those primes.
#[test]
fn random_products_of_large_primes_factorise_exactly() {
    let mut rng = Rng::new(0xec3);
    let mut prime = |lo: u64, hi: u64| loop {
        let p = rng.range(lo, hi) | 1;
        if is_prime(p) {
            return p;
        }
    };
    for round in 0..300 {
        let mut primes = if round % 3 == 0 {
            vec![prime(1 << 16, 1 << 21), prime(1 << 16, 1 << 21), prime(1 << 16, 1 << 21)]
        } else {
            vec![prime(1 << 16, 1 << 32), prime(1 << 31, 1 << 32)]
        };
        let n = primes.iter().product::<u64>();
        primes.sort_unstable();
        let mut want: Vec<(u64, u32)> = Vec::new();
        for p in primes {
            match want.last_mut() {
                Some((q, e)) if *q == p => *e += 1,
                _ => want.push((p, 1)),
            }
        }
        assert_eq!(factorise(n), want, "{n}");
    }
}

#[test]
fn factoriser_splits_large_numbers_into_primes() {
    let primes = [4_294_967_291u64, 4_294_967_279, 65_537, 1_000_003, 999_999_999_989];
    let mut cases = vec![u64::MAX, 1 << 63, 18_446_744_073_709_551_557, 12_157_665_459_056_928_801];
    for (i, &p) in primes.iter().enumerate() {
        for &q in &primes[i..] {
            if let Some(n) = p.checked_mul(q) {
                cases.push(n);
            }
        }
    }
    cases.push(65_537 * 65_537 * 65_537 * 3);
    cases.push(1_000_003 * 1_000_003 * 1_000_003);
    for n in cases {
        let factors = factorise(n);
        let product = factors.iter().fold(1u128, |acc, &(p, e)| acc * (p as u128).pow(e));
        assert_eq!(product, n as u128, "{n}: {factors:?}");
        for (p, _) in factors {
            assert!(is_prime(p), "{n}: factor {p}");
        }
    }
    assert_eq!(factorise(12_157_665_459_056_928_801), [(3, 40)]);
    assert_eq!(factorise(1_000_003u64.pow(3)), [(1_000_003, 3)]);
}

#[test]
fn miller_rabin_agrees_with_trial_division() {
    let mut rng = Rng::new(61);
    let mut candidates: Vec<u64> = (0..100_000).collect();
    candidates.extend((0..20_000).map(|_| rng.range(1, 1 << 36) | 1));
    // Strong pseudoprimes to several small bases, and Carmichael numbers.
    candidates.extend([2_047, 1_373_653, 25_326_001, 3_215_031_751, 4_759_123_141, 561, 41_041]);
    for n in candidates {
        let by_division = n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0);
        assert_eq!(is_prime(n), by_division, "{n}");
    }
}

/// The primes of `n` by `prime_powers`, with repeats, increasing.
fn prime_list(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    prime_powers(n, |p, e| out.extend(std::iter::repeat_n(p, e as usize)));
    out.sort_unstable();
    out
}

/// Whether `p` is prime, by trial division when that is cheap (below 2^40) and otherwise by
/// the Miller–Rabin test (checked against trial division in its own test).
fn plainly_prime(p: u64) -> bool {
    if p < 1 << 40 {
        p >= 2 && (2..).take_while(|d| d * d <= p).all(|d| !p.is_multiple_of(d))
    } else {
        is_prime(p)
    }
}

/// Thousands of products of random primes drawn for each hard shape (the benchmarks' shapes,
/// and primes near u64::MAX, squares, cubes, fourth and fifth powers, 2^k·p, and
/// many primes near the trial-division limit 2^12) factorise into exactly the primes
/// multiplied; each returned factor is prime by an independent test, and the product of the
/// returned prime powers is n.
#[test]
fn products_of_known_primes_factorise_exactly() {
    let mut rng = Rng::new(0x17f);
    let prime = |rng: &mut Rng, lo: u64, hi: u64| loop {
        let p = rng.range(lo, hi) | 1;
        if is_prime(p) {
            return p;
        }
    };
    let mut cases: Vec<Vec<u64>> = Vec::new();
    for shape in Shape::ALL {
        cases.extend((0..400).map(|_| shape.draw(&mut |lo, hi| rng.range(lo, hi)).1));
    }
    for round in 0..1500u64 {
        let case = match round % 10 {
            // Two primes just below 2^32: products near u64::MAX.
            0 => {
                let top = u64::from(u32::MAX);
                vec![prime(&mut rng, top - (1 << 20), top), prime(&mut rng, top - (1 << 20), top)]
            }
            1 => vec![prime(&mut rng, 1 << 20, 1 << 21); 3], // cubes
            2 => vec![prime(&mut rng, 1 << 12, 1 << 16); 4], // fourth powers
            3 => vec![prime(&mut rng, 1 << 12, 6000); 5],    // fifth powers
            4 => {
                let k = rng.range(1, 30);
                let mut c = vec![2; k as usize];
                c.push(prime(&mut rng, 1 << 20, (1 << (64 - k)) - 1));
                c
            }
            5 => {
                let p = prime(&mut rng, 1 << 12, 1 << 20);
                vec![p, p, prime(&mut rng, 1 << 12, (u64::MAX / (p * p)).min(1 << 40))]
            }
            6 => (0..5).map(|_| prime(&mut rng, 1 << 12, 1 << 12 | 1 << 10)).collect(),
            7 => (0..4).map(|_| prime(&mut rng, 4000, 1 << 16)).collect(),
            8 => vec![prime(&mut rng, 1 << 16, 1 << 22), prime(&mut rng, 1 << 40, 1 << 42)],
            _ => vec![prime(&mut rng, 1 << 31, 1 << 32); 2], // squares near 2^64
        };
        cases.push(case);
    }
    for mut primes in cases {
        primes.sort_unstable();
        let n = primes.iter().try_fold(1u64, |acc, &p| acc.checked_mul(p)).expect("fits");
        let got = prime_list(n);
        assert_eq!(got, primes, "{n}");
        assert_eq!(got.iter().map(|&p| u128::from(p)).product::<u128>(), u128::from(n));
        assert!(got.iter().all(|&p| plainly_prime(p)), "{n}: {got:?}");
    }
}

/// Random u64 values of every size (not built from known primes): the product of the
/// returned prime powers is n and each factor is prime.
#[test]
fn random_u64_values_factorise_into_primes() {
    let mut rng = Rng::new(0x64);
    for _ in 0..3000 {
        let n = rng.next_u64() >> rng.range(0, 40);
        if n == 0 {
            continue;
        }
        let got = prime_list(n);
        assert_eq!(got.iter().map(|&p| u128::from(p)).product::<u128>(), u128::from(n));
        assert!(got.iter().all(|&p| plainly_prime(p)), "{n}: {got:?}");
    }
}
