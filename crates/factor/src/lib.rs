//! # factor: the prime factorisation of any `u64`
//!
//! [`prime_powers`] reports each prime power of one number, [`prime_powers_of_all`] those of a
//! whole list (the hard numbers of a list split together, which is three times cheaper), and
//! [`is_prime`] is the deterministic Miller–Rabin test behind both. Std only; every reported
//! factor is proven prime, so no heuristic below can change an answer, only the time.
//!
//! **Idea.** Most numbers are cheap and a few are hard, so each number goes down a ladder of
//! methods, each stopping as soon as what is left is 1 or prime:
//!
//! 1. powers of 2 come off with one `trailing_zeros`;
//! 2. the odd primes below [`TRIAL_LIMIT`] = 2^12 are tried by multiplication, not division
//!    (`trial_division`), those up to 2^16 only when what is left is below 2^32 (it is then
//!    1 or prime); once the primes below [`PRIME_TEST_FROM`] are removed, one Miller–Rabin
//!    test (`prime_test`) stops the trial division early when what is left is prime (the
//!    usual case);
//! 3. a cofactor above 2^32 has no prime factor below 2^12, so any divisor of it below 2^24
//!    is prime; above that Miller–Rabin decides (never twice on one value); a composite is
//!    split by an exact square or cube root when it is one, else by Pollard's p − 1
//!    (`minus_one`, on lists) and the elliptic curve method (`ecm`, with PRAC chains,
//!    `prac`, and a shared stage 2, `pairs`), with Pollard's rho (`rho`) behind them
//!    should the curves all fail. Every split is a proper divisor (a gcd), and every part is
//!    proven prime or split again.
//!
//! All of it computes in Montgomery form (`montgomery`), free of divisions, with masks for
//! its conditional corrections. Where the CPU has AVX-512 IFMA, the hard composites of a list
//! run 24 at a time, one per vector lane (`lanes`, chosen at run time): p − 1 first, then
//! the curves.
//!
//! **Layers.** Each module imports only modules listed before it: `montgomery` (arithmetic);
//! `prime_test` (Miller–Rabin); `trial_division` (with the exact roots); `rho`; `pairs`
//! (stage 2's prime pairs, shared by the curves and p − 1) and `prac` (the chains); `ecm`;
//! `minus_one`; `lanes` (its `field` below its `minus_one`); and last this root, which holds
//! the ladder of methods above. `shapes`, for benchmarks and tests, uses `prime_test` only.
//!
//! **Complexity.** For `n ≤ 2^32`: at most 6541 multiply-compares and one Miller–Rabin test,
//! usually far fewer (10^5 random numbers up to 10^9 in about 25 ms, 10^5 primes near 10^9
//! in 45 ms). Above, the worst case is two primes near 2^32: about 44 µs of CPU one number at
//! a time (rho alone would take 550 µs), 13 µs a number in the vector lanes. Other shapes: a
//! prime near 2^21 times one near 2^43 about 13 µs one at a time (5.3 in the lanes), three
//! primes near 2^21 about 17 µs (6.2), squares of primes near 2^32 and primes near 2^64
//! about 1.1 µs.
//!
//! **Measured** (2 shared cores, CPU time per number, medians of noisy runs, see
//! `examples/shapes.rs` and bench/README.md) on two random primes in [2^31, 2^32]: rho alone
//! about 550 µs (its floor: about 80 000 steps of one dependent Montgomery squaring, √p for
//! p near 2^32); the first ECM (B1 = 250, B2 = 25·B1, projective start, two products a pair
//! in stage 2) 66–67 µs; with an affine ladder and one common inverse in stage 2, 57–59 µs
//! (about 5.1 curves of 4550 products); now 46–47 µs (4.8 curves of about 3950 products):
//! stage 1 by PRAC chains (2504 products instead of 2940, but alone no faster: the ladder's
//! two independent halves overlapped better), stage 2 over a flat list of pairs with four
//! running products (no data-dependent branch, no chain of dependent products: −10 %), the
//! babies by two walks of step 6 and the giant step from them (231 instead of about 400
//! products: −8 %), and curves with torsion Z/2 × Z/8 first (4.78 instead of 5.08 curves:
//! −7 %). B1 from 150 to 300 with B2 from 40·B1 to 100·B1 stay within the noise (the curves
//! needed fall as their cost rises). Measured no better: two curves in lock step along one
//! chain (6.3 µs of stage 1 per curve either way: the multiplier's throughput bounds it,
//! three hardware multiplications a product at about 2.5 ns, not the chain's dependencies),
//! one inverse for the setup of four curves, or the next curve's setup inverse folded into
//! stage 2's (49.6 against 49.2 µs, noise). Nor are some Suyama curves better than others:
//! the hit rates of σ = 6…405 on 3000 such numbers (about 20 % each) spread as binomial
//! noise does. 10^5 distinct worst-case numbers take about 4.4 s of CPU one at a time; all at
//! once, p − 1 first splits about 30 % of them for a sixth of the curves' work, and in the
//! vector lanes the 10^5 take 0.7–0.85 s of wall on two threads, 1.3–1.6 s of CPU
//! (elsewhere p − 1 runs on four numbers side by side and the curves one at a time: 1.9 s of
//! wall, 3.7 s of CPU).
//!
//! **The `ifma` feature and the minimum Rust.** The vector lanes are behind the cargo
//! feature `ifma` (on by default) and `target_arch = "x86_64"`, and are used only where the
//! CPU reports AVX-512F, IFMA and CD at run time; without the feature (a judge's single
//! file, another CPU family) the same numbers take the portable scalar path, with the same
//! answers. The lanes write their intrinsics in safe `#[target_feature]` functions, which
//! needs Rust 1.89 (the crate's `rust-version`; Codeforces compiles with 1.89); the rest of
//! the crate needs only the workspace's 1.85.
//!
//! **`unsafe` audit.** The workspace denies `unsafe_code`; this crate has two `unsafe`
//! blocks, both in `lanes` and both of the same kind: the call of a safe `#[target_feature]`
//! function, which Rust asks to be `unsafe` outside code compiled with the same features.
//! The one every factorisation with the lanes goes through, in `lanes::divisors`, stands
//! right after an assertion that `lanes::available()` (run-time CPU feature detection of
//! AVX-512F, IFMA and CD) is true; the other, in the lanes' tests (`on_lanes`), behind the
//! same check. The functions called touch memory only through safe code: the vectors are
//! built and read lane by lane with value intrinsics, with no pointer, load or store
//! intrinsic anywhere. Each block allows itself (`#[allow(unsafe_code)]`) where it stands.
//! The workspace's only other `unsafe` is `sg_core::nimber_poly`'s call of `PCLMULQDQ`,
//! behind the same kind of check.
//!
//! ```
//! let mut found = Vec::new();
//! factor::prime_powers(360, |p, e| found.push((p, e)));
//! found.sort_unstable();
//! assert_eq!(found, [(2, 3), (3, 2), (5, 1)]);
//! assert!(factor::is_prime(18_446_744_073_709_551_557)); // the largest prime below 2^64
//! ```

mod montgomery;
mod pairs;
mod prime_test;
mod rho;
mod trial_division;

// The macros of a module serve the modules declared after it (`#[macro_use]`): the PRAC walk
// serves the curves, the curves' ladder and stage 2 the lanes, p − 1's stage 2 the lanes.
#[macro_use]
mod prac;
#[macro_use]
mod ecm;
#[macro_use]
mod minus_one;
#[cfg(all(feature = "ifma", target_arch = "x86_64"))]
mod lanes;

pub mod shapes;

pub use prime_test::is_prime;
pub use trial_division::{PRIME_TEST_FROM, TRIAL_LIMIT};

use ecm::{ECM_SMALL_BELOW, ecm_factor};
use rho::rho_factor;
use trial_division::{easy_prime_powers, exact_root, proven_prime};

/// Call `visit(p, e)` for each prime `p` with `p^e` exactly dividing `n ≥ 1`, primes in no
/// particular order.
///
/// # Panics
/// If `n == 0` (every prime divides it).
///
/// # Complexity
/// For `n ≤ 2^32`: at most 6541 multiply-compares and one Miller–Rabin test, usually far
/// fewer. Above: at most 563 multiply-compares and a Miller–Rabin test per part, and per
/// split of a composite a few elliptic curves (O(n^{1/4}) expected steps of Pollard's rho
/// should they fail): about 50 µs for two primes near 2^32.
pub fn prime_powers(n: u64, visit: impl FnMut(u64, u32)) {
    prime_powers_of_all([n], visit);
}

/// [`prime_powers`] of every number of `numbers`, all reported to one `visit` (which cannot
/// tell the numbers apart: what a prime's exponent mask needs). The composites left after
/// trial division, Miller–Rabin and the root tests (those of two primes above 2^12, or
/// three or more) are split together: 24 at a time, one per vector lane, where the CPU
/// has AVX-512 IFMA (`lanes`), else one by one.
///
/// # Panics
/// If a number is 0.
///
/// # Complexity
/// As [`prime_powers`] on each number, but with the vector lanes about three times cheaper
/// on the hard composites: about 13 µs of CPU for two random primes in [2^31, 2^32] (44 µs
/// one at a time), 5.3 instead of 13 for a prime near 2^21 times one near 2^43, 6.2 instead
/// of 17 for three primes near 2^21.
pub fn prime_powers_of_all(
    numbers: impl IntoIterator<Item = u64>,
    mut visit: impl FnMut(u64, u32),
) {
    let mut hard = Vec::new();
    for n in numbers {
        hard.extend(easy_prime_powers(n, &mut visit));
    }
    hard_prime_powers(hard, &mut visit);
}

/// A proper divisor of each composite of `composites` (each a product of at least two primes
/// above [`TRIAL_LIMIT`], not a square or a cube): by the vector lanes where the CPU has them
/// and there are enough composites to fill them, else by p − 1 ([`minus_one`], from
/// [`ECM_SMALL_BELOW`] up) and then [`ecm_factor`]; Pollard's rho for any the curves failed.
fn divisors(composites: &[u64]) -> Vec<u64> {
    let found = lane_divisors(composites).unwrap_or_else(|| {
        let large: Vec<u64> =
            composites.iter().copied().filter(|&x| x >= ECM_SMALL_BELOW).collect();
        let mut by_minus_one = minus_one::divisors(&large).into_iter();
        composites
            .iter()
            .map(|&x| {
                let first = if x >= ECM_SMALL_BELOW { by_minus_one.next().flatten() } else { None };
                first.or_else(|| ecm_factor(x))
            })
            .collect()
    });
    found.into_iter().zip(composites).map(|(d, &x)| d.unwrap_or_else(|| rho_factor(x))).collect()
}

/// [`divisors`] by the vector lanes, where the CPU has them and there are enough composites
/// to fill them; `None` otherwise.
#[cfg(all(feature = "ifma", target_arch = "x86_64"))]
fn lane_divisors(composites: &[u64]) -> Option<Vec<Option<u64>>> {
    (composites.len() >= lanes::LANES && lanes::available()).then(|| lanes::divisors(composites))
}

/// Without the lanes (another CPU family, or without the `ifma` feature): `None`.
#[cfg(not(all(feature = "ifma", target_arch = "x86_64")))]
fn lane_divisors(_: &[u64]) -> Option<Vec<Option<u64>>> {
    None
}

/// Visit the prime powers of each of `composites` (proven composite, every prime factor at
/// least [`TRIAL_LIMIT`], so at most five of them), in rounds: split every composite not
/// yet split at once ([`divisors`]: the vector lanes where they can be used); each part is
/// prime, or an exact square or cube (its root is settled in turn), or composite, for the
/// next round. The primes found are gathered per composite, so each is visited once with
/// its exponent.
///
/// # Complexity
/// One round per level of splitting (at most four: five primes at most); per part at most a
/// Miller–Rabin test and two root tests.
fn hard_prime_powers(composites: Vec<u64>, visit: &mut impl FnMut(u64, u32)) {
    // (composite's index, prime), and the composites still to split.
    let mut factors: Vec<(usize, u64)> = Vec::with_capacity(2 * composites.len());
    let mut unsplit: Vec<(usize, u64)> = Vec::with_capacity(composites.len());
    for (owner, composite) in composites.into_iter().enumerate() {
        settle(owner, composite, false, &mut factors, &mut unsplit);
    }
    while !unsplit.is_empty() {
        let values: Vec<u64> = unsplit.iter().map(|&(_, x)| x).collect();
        let mut next = Vec::new();
        for ((owner, x), d) in unsplit.into_iter().zip(divisors(&values)) {
            debug_assert!(d > 1 && d < x && x % d == 0, "{d} is a proper divisor of {x}");
            settle(owner, d, true, &mut factors, &mut next);
            settle(owner, x / d, true, &mut factors, &mut next);
        }
        unsplit = next;
    }
    factors.sort_unstable();
    for run in factors.chunk_by(|a, b| a == b) {
        visit(run[0].1, run.len() as u32);
    }
}

/// File the part `x` of composite number `owner`: a prime into `factors` (`may_be_prime`
/// false skips the test, for a number known composite), an exact square or cube by its
/// root, anything else into `unsplit`.
fn settle(
    owner: usize,
    x: u64,
    may_be_prime: bool,
    factors: &mut Vec<(usize, u64)>,
    unsplit: &mut Vec<(usize, u64)>,
) {
    if may_be_prime && proven_prime(x) {
        factors.push((owner, x));
    } else if let Some(root) = exact_root(x, 2) {
        for _ in 0..2 {
            settle(owner, root, true, factors, unsplit);
        }
    } else if let Some(root) = exact_root(x, 3) {
        for _ in 0..3 {
            settle(owner, root, true, factors, unsplit);
        }
    } else {
        unsplit.push((owner, x));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use workbench::random::Rng;

    /// All at once visits what one by one visits, prime powers with their exponents per
    /// number: on lists long enough for the vector lanes, of products of two to four primes
    /// from a small pool (so numbers share primes, and a part of a split may be composite
    /// again), squares and cubes of composites, prime powers times primes, and random
    /// numbers.
    #[test]
    fn all_at_once_agrees_with_one_by_one() {
        let mut rng = Rng::new(41);
        let mut next = || rng.next_u64();
        let mut pool = Vec::new();
        for bits in [13, 14, 17, 21, 22, 25, 31, 32] {
            while pool.len() % 3 != 0
                || pool.iter().filter(|&&p: &&u64| p >> (bits - 1) == 1).count() < 3
            {
                let p = next() >> (64 - bits) | 1 << (bits - 1) | 1;
                if is_prime(p) {
                    pool.push(p);
                }
            }
        }
        for round in 0..12 {
            let mut list = Vec::new();
            while list.len() < 300 {
                let count = 2 + (next() % 3) as usize;
                let product = (0..count).try_fold(1u64, |product, _| {
                    product.checked_mul(pool[(next() % pool.len() as u64) as usize])
                });
                match (product, list.len() % 10) {
                    (_, 0) => list.push(next() | 1),
                    (Some(x), 1) => list.extend(x.checked_mul(x)),
                    (Some(x), 2) => {
                        // A cube of a prime times the product (or, when too large, alone).
                        let p = pool[(next() % 4) as usize];
                        list.push(x.checked_mul(p * p * p).unwrap_or(p * p * p));
                    }
                    (Some(x), _) => list.push(x),
                    (None, _) => {}
                }
            }
            let mut one_by_one = Vec::new();
            for &n in &list {
                prime_powers(n, |p, e| one_by_one.push((p, e)));
            }
            let mut all_at_once = Vec::new();
            prime_powers_of_all(list.iter().copied(), |p, e| all_at_once.push((p, e)));
            one_by_one.sort_unstable();
            all_at_once.sort_unstable();
            assert_eq!(all_at_once, one_by_one, "round {round}");
        }
    }
}
