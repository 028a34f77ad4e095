//! Factorisation of any `u64`, fast on the judge's numbers (up to 10^9).
//!
//! Plain trial division over the primes below √(10^9) costs up to 3401 hardware divisions per
//! number and dominated the whole solve: for 10^5 numbers it took about 70 ms when they are
//! random up to 10^9, 500 ms when they are primes near 10^9, 470 ms for semiprimes of two
//! primes near 31 600. The scheme below takes about 25, 45 and 125 ms on the same inputs:
//!
//! 1. powers of 2 come off with one `trailing_zeros`;
//! 2. odd primes are tried by multiplication, not division: for odd `p`, `p | x` iff
//!    `x · p⁻¹ mod 2^64 ≤ ⌊(2^64 − 1)/p⌋`, and then `x / p = x · p⁻¹ mod 2^64` (the stopping
//!    test `p² > x` is made once per eight primes);
//! 3. once the primes below [`PRIME_TEST_FROM`] are removed, one deterministic Miller–Rabin
//!    test stops the trial division early when what is left is prime (the usual case);
//! 4. the primes below [`TRIAL_LIMIT`] = 2^12 are tried on every number, those up to 2^16
//!    only when what is left is below 2^32 (it is then 1 or prime);
//! 5. a cofactor above 2^32 has no prime factor below 2^12, so any divisor of it below 2^24
//!    is prime; above that Miller–Rabin decides (never twice on one value); a composite is
//!    split by an exact square or cube root when it is one, else by the elliptic curve
//!    method (`ecm_factor`), with Pollard's rho (Brent's variant) behind it should its 300
//!    curves all fail. Every split is a proper divisor (a gcd), and every part is proven
//!    prime or split again, so no heuristic can change the answer, only the time.
//!
//! Montgomery multiplication keeps all of it free of divisions; its conditional corrections
//! are masks, not branches (the compiler had turned some into jumps mispredicted half the
//! time: ECM 40 % slower in one layout).
//!
//! **Measured** (issue 17; 2 shared cores, CPU time per number, medians of noisy runs, see
//! `examples/shapes.rs` and bench/README.md) on two random primes in [2^31, 2^32], the worst
//! 64-bit case: rho alone about 550 µs (its floor: about 80 000 steps of one dependent
//! Montgomery squaring, √p for p near 2^32); the first ECM (B1 = 250, B2 = 25·B1, projective
//! start, two products a pair in stage 2) 66–67 µs; with an affine ladder and one common
//! inverse in stage 2, 57–59 µs (about 5.1 curves of 4550 products); now 46–47 µs (4.8
//! curves of about 3950 products): stage 1 by PRAC chains (2504 products instead of 2940,
//! but alone no faster: the ladder's two independent halves overlapped better), stage 2
//! over a flat list of pairs with four running products (no data-dependent branch, no
//! chain of dependent products: −10 %), the babies by two walks of step 6 and the giant
//! step from them (231 instead of about 400 products: −8 %), and curves with torsion
//! Z/2 × Z/8 first (4.78 instead of 5.08 curves: −7 %). B1 from 150 to 300 with B2 from
//! 40·B1 to 100·B1 stay within the noise (the curves needed fall as their cost rises).
//! Measured no better: two curves in lock step along one chain (6.3 µs of stage 1 per curve
//! either way: the multiplier's throughput bounds it, three hardware multiplications a
//! product at about 2.5 ns, not the chain's dependencies), one inverse for the setup of four
//! curves, or the next curve's setup inverse folded into stage 2's (49.6 against 49.2 µs,
//! noise). Nor are some Suyama curves better than others: the hit rates of σ = 6…405 on
//! 3000 such numbers (about 20 % each) spread as binomial noise does. Other shapes: a prime
//! near 2^21 times one near 2^43 about 13 µs, three primes near 2^21 about 17 µs, squares of
//! primes near 2^32 and primes near 2^64 about 1.1 µs.
//!
//! 10^5 distinct worst-case numbers so take about 4.4 s of CPU one at a time, where issue 17
//! asks for 1 s. [`prime_powers_of_all`] therefore splits the hard composites of a whole list
//! together, in rounds: first Pollard's p − 1 (`minus_one`), which splits about 30 % of
//! the worst shape for a sixth of the curves' work, then the curves. Where the CPU has
//! AVX-512 IFMA both run 24 numbers at once in vector lanes (`lanes`, selected at run time):
//! about 13 µs a number (17 µs with scalar inverses and the curves alone, in the same runs),
//! the 10^5 in 0.7–0.85 s of wall on two threads, 1.3–1.6 s of CPU. Elsewhere p − 1 runs on
//! four numbers side by side and the curves one at a time: 1.9 s of wall, 3.7 s of CPU. The
//! caller factorises each distinct value once, on a thread per core for long lists.

use std::sync::LazyLock;

/// Trial division tries every odd prime below this on every number, and the primes up to
/// 2^16 when what is left is below 2^32 (so that it is then 1 or prime). Numbers left above
/// 2^32 go to the curves: trial division up to 2^16 would cost them about 3 µs (6542
/// multiply-compares), more than the Miller–Rabin tests of the parts it saves.
pub const TRIAL_LIMIT: u64 = 1 << 12;

/// When trial division reaches this prime, a Miller–Rabin test may end it early.
pub const PRIME_TEST_FROM: u64 = 257;

/// An odd prime with what divisibility by multiplication needs.
#[derive(Debug, Clone, Copy)]
struct OddPrime {
    p: u64,
    /// `p⁻¹ mod 2^64`.
    inverse: u64,
    /// `⌊(2^64 − 1)/p⌋`: `x · p⁻¹ mod 2^64` is at most this iff `p | x`.
    quotient_limit: u64,
}

/// The inverse of an odd `n` modulo 2^64, by Newton's iteration (each step doubles the
/// correct low bits; `n · n ≡ 1 mod 8` gives the first three).
fn inverse_mod_2_64(n: u64) -> u64 {
    let mut inverse = n;
    for _ in 0..5 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(inverse)));
    }
    inverse
}

/// The odd primes below 2^16, sieved once per process.
static ODD_PRIMES: LazyLock<Vec<OddPrime>> = LazyLock::new(|| {
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

/// Arithmetic modulo an odd `n` in Montgomery form (`x` is stored as `x · 2^64 mod n`).
#[derive(Debug, Clone, Copy)]
struct Montgomery {
    n: u64,
    /// `n⁻¹ mod 2^64`.
    inverse: u64,
    /// `2^64 mod n`: the form of 1.
    one: u64,
    /// `2^128 mod n`, to convert into the form.
    r2: u64,
}

/// All ones if `condition`, else 0. The arithmetic below selects with this mask, not a
/// branch: its conditions are random bits, and the compiler turned some `if`s into jumps
/// that were mispredicted half the time (measured: ECM 40 % slower).
#[inline(always)]
fn mask(condition: bool) -> u64 {
    u64::from(condition).wrapping_neg()
}

impl Montgomery {
    fn new(n: u64) -> Self {
        debug_assert!(n % 2 == 1 && n > 1);
        let one = n.wrapping_neg() % n;
        let r2 = ((one as u128 * one as u128) % n as u128) as u64;
        Self { n, inverse: inverse_mod_2_64(n), one, r2 }
    }

    /// `t / 2^64 mod n` for `t < n · 2^64`. `m·n` agrees with `t` in the low 64 bits, so the
    /// difference of the high halves is exact (correct for every odd `n`, even near 2^64).
    #[inline(always)]
    fn reduce(&self, t: u128) -> u64 {
        let m = (t as u64).wrapping_mul(self.inverse);
        let mn = ((m as u128 * self.n as u128) >> 64) as u64;
        let (r, borrow) = ((t >> 64) as u64).overflowing_sub(mn);
        r.wrapping_add(self.n & mask(borrow))
    }

    #[inline(always)]
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(a as u128 * b as u128)
    }

    /// `a + b mod n` for `a, b < n` (the sum may pass 2^64 when n is large): `a + b − n`,
    /// with `n` added back when that went below 0 without the sum passing 2^64.
    #[inline(always)]
    fn add(&self, a: u64, b: u64) -> u64 {
        let (sum, carry) = a.overflowing_add(b);
        let (reduced, borrow) = sum.overflowing_sub(self.n);
        reduced.wrapping_add(self.n & mask(borrow && !carry))
    }

    /// `a − b mod n` for `a, b < n`.
    #[inline(always)]
    fn sub(&self, a: u64, b: u64) -> u64 {
        let (difference, borrow) = a.overflowing_sub(b);
        difference.wrapping_add(self.n & mask(borrow))
    }

    /// `a` in Montgomery form.
    fn enter(&self, a: u64) -> u64 {
        self.mul(a % self.n, self.r2)
    }

    /// The inverse of `x = v·F mod n` in the same form, `v⁻¹·F`, for a form factor `F = 2^L`
    /// (`L` = 64 for this arithmetic, 104 for the vector lanes) given `square_of_form` =
    /// `2^(2L) mod n`; `Err(gcd(x, n))` when there is none. By [`almost_inverse`]:
    /// `x⁻¹·2^k·2^(2L − k) = v⁻¹·F`, and `self.mul(y, 2^t) = y·2^(t − 64)`.
    ///
    /// # Complexity
    /// One almost inverse and two products (a division for the rare `k ≤ 64`).
    fn inverse_in_form(&self, x: u64, square_of_form: u64) -> Result<u64, u64> {
        almost_inverse(x, self.n).map(|almost| self.inverse_from_almost(almost, square_of_form))
    }

    /// [`Montgomery::inverse_in_form`] from the almost inverse `(almost, k)` of `x`.
    fn inverse_from_almost(&self, (almost, k): (u64, u32), square_of_form: u64) -> u64 {
        let shifted = self.mul(almost, square_of_form); // almost·2^(2L − 64)
        if k > 64 {
            self.mul(shifted, 1 << (128 - k))
        } else {
            ((u128::from(shifted) << (64 - k)) % u128::from(self.n)) as u64
        }
    }

    #[cfg(test)]
    fn pow(&self, mut base: u64, mut exp: u64) -> u64 {
        let mut result = self.one;
        while exp > 0 {
            if exp & 1 == 1 {
                result = self.mul(result, base);
            }
            base = self.mul(base, base);
            exp >>= 1;
        }
        result
    }
}

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
fn strong_probable_prime<const N: usize>(mont: Montgomery, bases: [u64; N]) -> bool {
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

/// Binary GCD (no divisions).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// A proper factor of the odd composite `n`, by Pollard's rho with Brent's cycle finding and
/// batched GCDs; a failed walk retries with another constant.
fn rho_factor(n: u64) -> u64 {
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

/// Stage 1 bound of [`ecm_factor`]'s curves on numbers from [`ECM_SMALL_BELOW`] up: the
/// curve's order must be a product of prime powers up to this (and one more prime up to
/// [`ECM_B2`]). Measured on two primes near 2^32: B1 from 150 to 300 and B2 from 25·B1 to
/// 100·B1 are all within the noise of each other (before and after the PRAC chains).
const ECM_B1: u64 = 200;

/// Stage 2 bound of [`ecm_factor`]'s curves on large numbers.
const ECM_B2: u64 = 40 * ECM_B1;

/// Numbers below this have a prime factor below 2^22, which curves with the smaller bounds
/// [`ECM_SMALL_B1`] and [`ECM_SMALL_B2`] find at about a third of the cost.
const ECM_SMALL_BELOW: u64 = 1 << 44;

/// Stage 1 bound on numbers below [`ECM_SMALL_BELOW`]. (Two such cheap curves first on
/// every number took about 14 instead of 17 µs for a prime near 2^21 times one near 2^43,
/// but cost the worst case, two primes near 2^32, a few per cent.)
const ECM_SMALL_B1: u64 = 70;

/// Stage 2 bound on numbers below [`ECM_SMALL_BELOW`].
const ECM_SMALL_B2: u64 = 40 * ECM_SMALL_B1;

/// How many curves [`ecm_factor`] tries before it gives up (then rho takes over).
const ECM_CURVES: u64 = 300;

/// How many running products stage 2 keeps (independent products overlap their latency).
const ECM_PRODUCTS: usize = 4;

/// The giant step of stage 2: 2·3·5·7, so only the 24 odd residues below 105 prime to it are
/// baby steps.
const ECM_D: u64 = 210;

/// How many baby steps there are: the odd residues below `D/2` prime to `D`.
const ECM_BABIES: usize = 24;

/// Room for the baby steps and the giant steps of the larger bounds.
const ECM_MAX_POINTS: usize = ECM_BABIES + (ECM_B2 / ECM_D) as usize + 2;

/// What [`ecm_factor`] needs from its bounds and [`ECM_D`], built once.
struct EcmPlan {
    /// The exponent of 2 in stage 1's multiplier (done by doublings alone).
    twos: u32,
    /// The odd part of stage 1's multiplier (the largest power of each odd prime up to B1
    /// within B1) as one PRAC chain per prime factor, in increasing order.
    chain: Vec<Step>,
    /// What stage 1 costs in multiplications mod n (doublings and chains).
    #[cfg_attr(not(test), allow(dead_code, reason = "the tests compare it with the ladder's"))]
    stage_1_products: u32,
    /// The baby steps: odd `j < D/2` prime to `D`.
    babies: Vec<u64>,
    /// The first giant index `m` (giant steps are `m·D`).
    first_giant: u64,
    /// For each giant index from `first_giant` on, a bit per baby `j`: set iff `m·D + j` or
    /// `m·D − j` is a prime in `(B1, B2]` (only those pairs are multiplied in).
    pairs: Vec<u32>,
    /// The same pairs as a flat list of (giant, baby) indices into stage 2's points (giants
    /// after the babies), padded with copies of the first pair to a multiple of
    /// [`ECM_PRODUCTS`]: a loop without data-dependent branches.
    pair_list: Vec<(u8, u8)>,
}

impl EcmPlan {
    fn new(b1: u64, b2: u64) -> Self {
        let is_small_prime = prime_table(b2 + ECM_D);
        let (mut chain, mut twos, mut stage_1_products) = (Vec::new(), 0, 0);
        for p in (2..=b1).filter(|&p| is_small_prime(p)) {
            let mut power = p;
            while power * p <= b1 {
                power *= p;
                if p > 2 {
                    stage_1_products += prac_chain_into(p, &mut chain);
                }
            }
            if p == 2 {
                twos = power.trailing_zeros();
                stage_1_products += 5 * twos;
            } else {
                stage_1_products += prac_chain_into(p, &mut chain);
            }
        }
        let babies = stage_2_babies();
        let (first_giant, pairs) = stage_2_pairs(b1, b2, &babies, &is_small_prime);
        assert!(ECM_BABIES + pairs.len() <= ECM_MAX_POINTS, "room for every giant step");
        let pair_list = flat_pairs(&pairs);
        Self { twos, chain, stage_1_products, babies, first_giant, pairs, pair_list }
    }
}

/// Whether `x` is prime, for `x` up to `top`: a sieve, built once per plan.
fn prime_table(top: u64) -> impl Fn(u64) -> bool {
    let top = top as usize;
    let mut composite = vec![false; top + 1];
    for i in 2..=top {
        if !composite[i] {
            for multiple in (i * i..=top).step_by(i) {
                composite[multiple] = true;
            }
        }
    }
    move |x: u64| x >= 2 && !composite[x as usize]
}

/// Stage 2's baby steps: the odd `j < D/2` prime to [`ECM_D`].
fn stage_2_babies() -> Vec<u64> {
    let babies: Vec<u64> = (1..ECM_D / 2).step_by(2).filter(|&j| gcd(j, ECM_D) == 1).collect();
    assert_eq!(babies.len(), ECM_BABIES);
    babies
}

/// Stage 2's giant steps for the bounds `(b1, b2]`: the first giant index `m` (giant steps
/// are `m·D`) and, for each giant index from it on, a bit per baby `j` (of `babies`), set
/// iff `m·D + j` or `m·D − j` is a prime in `(b1, b2]`. Every such prime is `m·D ± j` for
/// one such pair, since the babies are all residues prime to `D` up to sign.
fn stage_2_pairs(
    b1: u64,
    b2: u64,
    babies: &[u64],
    is_small_prime: &impl Fn(u64) -> bool,
) -> (u64, Vec<u32>) {
    let first_giant = ((b1 + ECM_D / 2) / ECM_D).max(1);
    let in_stage_2 = |x: u64| x > b1 && x <= b2 && is_small_prime(x);
    let pairs = (first_giant..)
        .take_while(|&m| m * ECM_D - ECM_D / 2 <= b2)
        .map(|m| {
            babies.iter().enumerate().fold(0u32, |mask, (i, &j)| {
                let hit = in_stage_2(m * ECM_D + j) || in_stage_2(m * ECM_D - j);
                mask | u32::from(hit) << i
            })
        })
        .collect();
    (first_giant, pairs)
}

/// The pairs of [`stage_2_pairs`] as a flat list of (giant, baby) indices into stage 2's
/// values (giants after the babies), padded with copies of the first pair to a multiple of
/// [`ECM_PRODUCTS`]: a loop without data-dependent branches.
fn flat_pairs(pairs: &[u32]) -> Vec<(u8, u8)> {
    assert!(ECM_BABIES + pairs.len() <= 256, "giant indices fit a byte");
    let mut pair_list: Vec<(u8, u8)> = (0..pairs.len())
        .flat_map(|g| {
            let mask = pairs[g];
            (0..ECM_BABIES)
                .filter(move |&i| mask >> i & 1 == 1)
                .map(move |i| ((ECM_BABIES + g) as u8, i as u8))
        })
        .collect();
    while !pair_list.len().is_multiple_of(ECM_PRODUCTS) {
        pair_list.push(pair_list[0]); // a repeated factor changes no gcd with n's primes
    }
    pair_list
}

/// One step of a PRAC chain (Montgomery's Lucas chains for x-only arithmetic) on three
/// points `A = a·P`, `B = b·P`, `C = (a − b)·P` while the target is `d·a + e·b` (times P).
/// Each step keeps `C = A − B` (up to sign, which x-only points do not see).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// A new prime from the current point: `B = C = A`, `A = 2A` (a = 2, b = 1).
    Start,
    /// Exchange `A` and `B` (and `d` with `e`).
    Swap,
    /// `(a, b) → (2a + b, a + 2b)`: `d → (2d − e)/3`, `e → (2e − d)/3`.
    Thirds,
    /// `(a, b) → (2a, a + b)`: `d → (d − e)/2`.
    Halve,
    /// `(a, b) → (a, a + b)`: `d → d − e`.
    Subtract,
    /// `a → 2a` (with `C` following): `d → d/2`.
    DoubleA,
    /// `(a, b) → (3a, 3a + b)`: `d → d/3 − e`.
    ThirdMinus,
    /// `(a, b) → (3a, 2a + b)`: `d → (d − 2e)/3`.
    ThirdTwice,
    /// `(a, b) → (3a, a + b)`: `d → (d − e)/3`.
    ThirdOnce,
    /// `b → 2b`: `e → e/2`.
    DoubleB,
    /// The prime's multiple: `A = A + B` (when `d = e = 1`).
    Finish,
}

/// The PRAC chain for `k·P` (odd prime `k`) that starts by splitting `k` at `r`
/// (`k/2 < r < k`) pushed onto `chain`, with its cost in multiplications (a doubling 5, an
/// addition 6), or `None` (and `chain` as it was) if it does not close with `d = e = 1`.
/// Montgomery's rules, tried in his order.
fn prac_chain(k: u64, r: u64, chain: &mut Vec<Step>) -> Option<u32> {
    let length = chain.len();
    let (mut d, mut e) = (k - r, 2 * r - k);
    chain.push(Step::Start);
    let mut cost = 5;
    while d != e && chain.len() - length < 4 * k as usize {
        if d < e {
            (d, e) = (e, d);
            chain.push(Step::Swap);
        }
        let (step, products) = if 4 * d <= 5 * e && (d + e) % 3 == 0 {
            (d, e) = ((2 * d - e) / 3, (2 * e - d) / 3);
            (Step::Thirds, 18)
        } else if 4 * d <= 5 * e && (d - e) % 6 == 0 {
            d = (d - e) / 2;
            (Step::Halve, 11)
        } else if d <= 4 * e {
            d -= e;
            (Step::Subtract, 6)
        } else if (d + e) % 2 == 0 {
            d = (d - e) / 2;
            (Step::Halve, 11)
        } else if d % 2 == 0 {
            d /= 2;
            (Step::DoubleA, 11)
        } else if d % 3 == 0 {
            d = d / 3 - e;
            (Step::ThirdMinus, 23)
        } else if (d + e) % 3 == 0 {
            d = (d - 2 * e) / 3;
            (Step::ThirdTwice, 23)
        } else if (d - e) % 3 == 0 {
            d = (d - e) / 3;
            (Step::ThirdOnce, 23)
        } else {
            e /= 2; // d and d + e are odd here, so e is even
            (Step::DoubleB, 11)
        };
        chain.push(step);
        cost += products;
    }
    if d == 1 && e == 1 {
        chain.push(Step::Finish);
        Some(cost + 6)
    } else {
        chain.truncate(length);
        None
    }
}

/// Push the cheapest PRAC chain for the odd prime `k` over every first split `r`, and
/// return its cost in multiplications.
fn prac_chain_into(k: u64, chain: &mut Vec<Step>) -> u32 {
    let mut scratch = Vec::new();
    let best = (k / 2 + 1..k)
        .filter_map(|r| {
            scratch.clear();
            prac_chain(k, r, &mut scratch).map(|cost| (cost, r))
        })
        .min()
        .expect("r = k − 1 always closes");
    prac_chain(k, best.1, chain).expect("it closed before")
}

static ECM_PLAN: LazyLock<EcmPlan> = LazyLock::new(|| EcmPlan::new(ECM_B1, ECM_B2));

static ECM_SMALL_PLAN: LazyLock<EcmPlan> =
    LazyLock::new(|| EcmPlan::new(ECM_SMALL_B1, ECM_SMALL_B2));

/// The point a PRAC chain (see [`Step`]) makes of `$start` on `$curve`, with the curve's
/// operations given as macros: `$double!(curve, p)`, `$add!(curve, p, q, p − q)` and
/// `$triple!(curve, p)`. One walk serves the scalar curves and the vector ones; it is a
/// macro, and so are the vector operations, so that the whole walk is one function of
/// straight-line vector code (LLVM does not inline functions of that size, and the calls
/// cost the vector curves 12 %).
macro_rules! walk_chain {
    ($curve:expr, $start:expr, $chain:expr, $double:ident, $add:ident, $triple:ident) => {{
        let (curve, start) = ($curve, $start);
        let (mut a, mut b, mut c) = (start, start, start);
        for &step in $chain {
            match step {
                Step::Start => (a, b, c) = ($double!(curve, a), a, a),
                Step::Swap => (a, b) = (b, a),
                Step::Thirds => {
                    let t = $add!(curve, a, b, c);
                    (a, b) = ($add!(curve, t, a, b), $add!(curve, b, t, a));
                }
                Step::Halve => (a, b) = ($double!(curve, a), $add!(curve, a, b, c)),
                Step::Subtract => (b, c) = ($add!(curve, a, b, c), b),
                Step::DoubleA => (a, c) = ($double!(curve, a), $add!(curve, c, a, b)),
                Step::ThirdMinus => {
                    let twice = $double!(curve, a);
                    let t = $add!(curve, twice, $add!(curve, a, b, c), c);
                    (a, b, c) = ($add!(curve, twice, a, a), t, b);
                }
                Step::ThirdTwice => {
                    (a, b) = ($triple!(curve, a), $add!(curve, $add!(curve, a, b, c), a, b));
                }
                Step::ThirdOnce => {
                    (a, b, c) = ($triple!(curve, a), $add!(curve, a, b, c), $add!(curve, c, a, b));
                }
                Step::DoubleB => (b, c) = ($double!(curve, b), $add!(curve, c, b, a)),
                Step::Finish => a = $add!(curve, a, b, c),
            }
        }
        a
    }};
}

/// `(k·P, (k+1)·P)` for `k ≥ 1` on `$curve` by the Montgomery ladder (the two points always
/// differ by `P`), with the curve's operations as macros, as `walk_chain` takes them.
macro_rules! ladder {
    ($curve:expr, $p:expr, $k:expr, $double:ident, $add:ident) => {{
        let (curve, p, k) = ($curve, $p, $k);
        let (mut low, mut high) = (p, $double!(curve, p));
        for bit in (0..63 - k.leading_zeros()).rev() {
            if k >> bit & 1 == 1 {
                (low, high) = ($add!(curve, low, high, p), $double!(curve, high));
            } else {
                (low, high) = ($double!(curve, low), $add!(curve, low, high, p));
            }
        }
        (low, high)
    }};
}

/// The scalar [`Curve`]'s operations as the macros `walk_chain` takes.
macro_rules! scalar_double {
    ($curve:expr, $p:expr) => {
        $curve.double($p)
    };
}

/// See `scalar_double`.
macro_rules! scalar_add {
    ($curve:expr, $p:expr, $q:expr, $difference:expr) => {
        $curve.add($p, $q, $difference)
    };
}

/// See `scalar_double`.
macro_rules! scalar_triple {
    ($curve:expr, $p:expr) => {
        $curve.triple($p)
    };
}

/// Stage 2's points from stage 1's `$q` on `$curve` into `$points` (indexable, room for
/// [`ECM_MAX_POINTS`]): the babies `j·Q` (`plan.babies`), then the giants `m·D·Q` for `m`
/// from `plan.first_giant` on (one per entry of `plan.pairs`). Shared by the scalar and
/// vector curves, with their operations as macros, as `walk_chain` is.
macro_rules! stage_2_points {
    ($curve:expr, $q:expr, $plan:expr, $points:expr, $double:ident, $add:ident) => {{
        let (curve, q, plan, points) = ($curve, $q, $plan, $points);
        // Baby steps: j·Q for odd j < D/2 prime to D. They are all ±1 mod 6: two
        // progressions (j + 6)·Q = j·Q + 6·Q with difference (j − 6)·Q, run side by side.
        let double = $double!(curve, q);
        let triple = $add!(curve, double, q, q);
        let six = $double!(curve, triple);
        // (previous, current) for j ≡ 1 and j ≡ 5 (mod 6); "−5·Q" and "−1·Q" have x(5·Q), x(Q).
        let five = $add!(curve, triple, double, q);
        let mut walks = [(five, q), (q, five)];
        let mut kept = 0;
        for j in (1..ECM_D / 2).step_by(6) {
            for (offset, walk) in [0, 4].into_iter().zip(&mut walks) {
                if plan.babies.get(kept) == Some(&(j + offset)) {
                    points[kept] = walk.1;
                    kept += 1;
                }
            }
            if j + 6 < ECM_D / 2 {
                for walk in &mut walks {
                    *walk = (walk.1, $add!(curve, walk.1, six, walk.0));
                }
            }
        }
        // The giant step D·Q = 2·(D/2)·Q, with D/2 = 105 = 103 + 2 (difference 101): the two
        // walks end at 103·Q and (101·Q, 107·Q).
        debug_assert_eq!(ECM_D, 210);
        let giant = $double!(curve, $add!(curve, walks[0].1, double, walks[1].0));
        let (mut at, mut next) = curve.ladder(giant, plan.first_giant);
        for slot in &mut points[ECM_BABIES..ECM_BABIES + plan.pairs.len()] {
            *slot = at;
            let following = $add!(curve, next, giant, at);
            (at, next) = (next, following);
        }
    }};
}

/// A point of a Montgomery curve `B·y² = x³ + A·x² + x` by its x-coordinate alone, as
/// `X/Z` (Montgomery form mod n). Its arithmetic works on the curve mod every prime `p | n`
/// at once; a point at infinity mod `p` (but not mod `n`) shows as `Z ≡ 0 mod p`.
#[derive(Debug, Clone, Copy)]
struct Point {
    x: u64,
    z: u64,
}

/// A Montgomery curve mod n, given by `(A + 2)/4`, enough for x-only arithmetic.
#[derive(Debug, Clone, Copy)]
struct Curve {
    mont: Montgomery,
    a24: u64,
}

impl Curve {
    /// `2P`: 5 multiplications.
    #[inline(always)]
    fn double(&self, p: Point) -> Point {
        let m = &self.mont;
        let (sum, difference) = (m.add(p.x, p.z), m.sub(p.x, p.z));
        let (t1, t2) = (m.mul(sum, sum), m.mul(difference, difference));
        let t3 = m.sub(t1, t2);
        Point { x: m.mul(t1, t2), z: m.mul(t3, m.add(t2, m.mul(self.a24, t3))) }
    }

    /// `P + Q` from `P`, `Q` and `P − Q` (x-only addition needs the difference): 6
    /// multiplications. Symmetric in `P` and `Q`.
    #[inline(always)]
    fn add(&self, p: Point, q: Point, difference: Point) -> Point {
        let m = &self.mont;
        let (x, z) = self.add_unscaled(p, q);
        Point { x: m.mul(difference.z, x), z: m.mul(difference.x, z) }
    }

    /// The part of the addition that does not depend on the difference: `(U + V)²` and
    /// `(U − V)²` with `U = (X_P − Z_P)(X_Q + Z_Q)`, `V = (X_P + Z_P)(X_Q − Z_Q)`.
    #[inline(always)]
    fn add_unscaled(&self, p: Point, q: Point) -> (u64, u64) {
        let m = &self.mont;
        let u = m.mul(m.sub(p.x, p.z), m.add(q.x, q.z));
        let v = m.mul(m.add(p.x, p.z), m.sub(q.x, q.z));
        let (sum, gap) = (m.add(u, v), m.sub(u, v));
        (m.mul(sum, sum), m.mul(gap, gap))
    }

    /// `(k·P, (k+1)·P)` for `k ≥ 1`, by the Montgomery ladder (the two points always differ
    /// by `P`).
    fn ladder(&self, p: Point, k: u64) -> (Point, Point) {
        ladder!(self, p, k, scalar_double, scalar_add)
    }

    /// `3P`: a doubling and an addition, 11 multiplications.
    #[inline(always)]
    fn triple(&self, p: Point) -> Point {
        self.add(self.double(p), p, p)
    }

    /// The point `chain` (PRAC steps, see [`Step`]) makes of `p`. (Two curves in lock step
    /// along one chain took the same time per curve: the multiplier's throughput, about
    /// 2.5 ns a product, is the bound, not the chain's dependencies.)
    ///
    /// # Complexity
    /// The chain's cost: 5 multiplications a doubling, 6 an addition.
    fn run_chain(&self, p: Point, chain: &[Step]) -> Point {
        walk_chain!(self, p, chain, scalar_double, scalar_add, scalar_triple)
    }
}

/// Kaliski's almost inverse: `(r, k)` with `r = a⁻¹·2^k mod n` (`r < n`, `b ≤ k ≤ 2b` for
/// `n` of `b` bits), or `Err(gcd(a, n))` when `a` has no inverse. The binary GCD keeps
/// `n = u·s + v·r` and halves `u` or `v` with no reduction mod n of the coefficients
/// (they stay below 2n, the power of 2 is settled once by the caller), and its steps pick
/// the larger of `u`, `v` by selection rather than branches: 150 ns for a 64-bit modulus
/// against 260 for the binary extended Euclid it replaced, whose every step reduced and
/// whose comparison a branch mispredicted half the time.
///
/// # Complexity
/// O(log n) steps of a few instructions.
fn almost_inverse(a: u64, n: u64) -> Result<(u64, u32), u64> {
    let mut v = a % n;
    if v == 0 {
        return Err(n);
    }
    let k0 = v.trailing_zeros();
    v >>= k0;
    let (mut u, mut s, mut r, mut k) = (n, 1u128, 0u128, k0);
    while u != v {
        // The larger of u, v becomes (larger − smaller)/2^shift; the smaller one's
        // coefficient gains the larger one's, which is shifted.
        let u_larger = mask(u > v);
        let wide = u128::from(u_larger) | u128::from(u_larger) << 64;
        let difference = u.max(v) - u.min(v);
        let shift = difference.trailing_zeros() & 63; // the difference is not 0
        let reduced = difference >> shift;
        let shifted = ((s & wide) | (r & !wide)) << shift;
        let grown = s + r;
        (u, v) = ((reduced & u_larger) | (u & !u_larger), (v & u_larger) | (reduced & !u_larger));
        (s, r) = ((shifted & wide) | (grown & !wide), (grown & wide) | (shifted & !wide));
        k += shift;
    }
    almost_inverse_end(u, r as u64, k, n)
}

/// The end of [`almost_inverse`] from its loop's `u = v` (the gcd), `r` and `k`.
fn almost_inverse_end(u: u64, r: u64, k: u32, n: u64) -> Result<(u64, u32), u64> {
    if u != 1 {
        return Err(u);
    }
    // Kaliski's last step (v → 0) doubles r; then a·r ≡ −2^k (mod n).
    let (r, wide_n) = (2 * u128::from(r), u128::from(n));
    // r was below n (Kaliski's bound), so one subtraction; the division is only a guard.
    let r = (if r < wide_n {
        r
    } else if r < 2 * wide_n {
        r - wide_n
    } else {
        r % wide_n
    }) as u64;
    Ok((if r == 0 { 0 } else { n - r }, k + 1))
}

/// What one curve found: a proper factor, nothing, or every prime at once (`n` itself).
fn split(g: u64, n: u64) -> Option<u64> {
    (g > 1 && g < n).then_some(g)
}

/// A proper factor of the odd composite `n` (not a prime power below its cube, no prime
/// factor below [`TRIAL_LIMIT`] expected), by the elliptic curve method, or `None` after
/// [`ECM_CURVES`] curves.
///
/// The curves are first the 18 of [`TORSION_16_CURVES`] (rational torsion Z/2 × Z/8: group
/// order a multiple of 16 mod every prime), then Suyama's curves `σ = 6, 7, …` (`u = σ² − 5`,
/// `v = 4σ`, start `(u³ : v³)`, order a multiple of 12): either is smooth far more often
/// than a random number of its size. One binary inverse per curve gives both `(A + 2)/4`
/// and the start. Stage 1 multiplies the start by every prime power up to [`ECM_B1`], one
/// PRAC chain per prime (see [`Step`]); a prime `p | n` for which that kills the point has
/// `Z ≡ 0 mod p`. Stage 2 catches one more prime `q ≤ ` [`ECM_B2`]: writing `q = m·D ± j`,
/// `q·Q = O` mod `p` iff `x(m·D·Q) = x(j·Q)` mod `p`. The baby steps `j·Q` (two walks of
/// step 6) and the giant steps `m·D·Q` are all brought to `Z = 1` with one inverse (which
/// fails, naming a factor, exactly when some `Z` shares a prime with `n`, as stage 1's does
/// when it succeeded), and the product of `x_m − x_j` over the pairs that hit a prime (four
/// running products) shares `p` with `n`: one gcd per curve serves both stages.
///
/// # Complexity
/// Per curve 2504 multiplications mod n in stage 1 at B1 = 200 (about 8.7 per bit of the
/// multiplier; the ladder took 2940), about 1430 in stage 2 (231 for the babies and the
/// giant step, 6 per giant, 4 per point for the common inverse, 1 per pair: 708 pairs) and
/// two binary inverses; curves until a factor shows (4.8 on average for two primes near
/// 2^32).
fn ecm_factor(n: u64) -> Option<u64> {
    let m = Montgomery::new(n);
    let plan = if n < ECM_SMALL_BELOW { &*ECM_SMALL_PLAN } else { &*ECM_PLAN };
    for index in 0..ECM_CURVES {
        let (a24, x) = match affine_curve(m, index) {
            Ok(curve) => curve,
            Err(Some(factor)) => return Some(factor),
            Err(None) => continue,
        };
        let curve = Curve { mont: m, a24 };
        // Stage 1: the odd part by the PRAC chains, then the doublings.
        let mut q = curve.run_chain(Point { x, z: m.one }, &plan.chain);
        for _ in 0..plan.twos {
            q = curve.double(q);
        }
        if let Some(factor) = stage_2(&curve, q, plan) {
            return Some(factor);
        }
    }
    None
}

/// Montgomery curves with rational torsion Z/2 × Z/8 and a rational point of infinite order,
/// as `(a, b, r, s)`: `u = a/b` gives the Edwards curve of `d = (2t² − 1)/t⁴`,
/// `t = (u² + 2u + 2)/(u² − 2) = N/D`, so `(A + 2)/4 = 1/(1 − d) = (N²/(N² − D²))²`, a
/// square, and the point has `x = r/s`. Found by a search over small `a, b, r, s` for
/// `x³ + A·x² + x` a rational square; the tests check each (order divisible by 16 mod
/// small primes, the start killed by it, not of order dividing 24). They go before
/// Suyama's curves (order divisible by 12 only).
const TORSION_16_CURVES: [(i64, i64, i64, i64); 18] = [
    (1, 4, 338, 5),
    (1, 8, -108, 17),
    (1, 22, -575, 99),
    (2, 3, 18, 1),
    (3, 2, 245, 1),
    (3, 5, 32, 9),
    (5, 12, 145, 34),
    (6, 11, -169, 66),
    (7, 6, 234, 19),
    (7, 8, -35, 16),
    (7, 17, -56, 41),
    (8, 11, -169, 90),
    (8, 13, 312, 7),
    (8, 17, -714, 121),
    (13, 11, 65, 24),
    (20, 23, 165, 23),
    (21, 13, 94, 39),
    (30, 61, 361, 21),
];

/// Curve number `index` of [`ecm_factor`]'s sequence mod `m.n`, projectively and with no
/// inverse: `[A24, C24, X, Z]` (Montgomery form) with `(A + 2)/4 = A24/C24` and the start
/// `x = X/Z`. The first 18 are [`TORSION_16_CURVES`]: `(A + 2)/4 = (N²/(N² − D²))²` and
/// `x = r/s`. Then Suyama's `σ = 6, 7, …`: `u = σ² − 5`, `v = 4σ`,
/// `(A + 2)/4 = (v − u)³(3u + v)/(16u³v)` and `x = u³/v³`.
///
/// # Complexity
/// O(1): a few products and reductions mod n.
fn projective_curve(m: Montgomery, index: u64) -> [u64; 4] {
    // The table's values are below 2^31 in size (no 128-bit division needed).
    let residue = |v: i64| {
        let size = m.enter(v.unsigned_abs());
        if v < 0 { m.sub(0, size) } else { size }
    };
    match TORSION_16_CURVES.get(index as usize) {
        Some(&(a, b, r, s)) => {
            let (big_n, big_d) = (a * a + 2 * a * b + 2 * b * b, a * a - 2 * b * b);
            let square = residue(big_n * big_n);
            let gap = residue(big_n * big_n - big_d * big_d);
            [m.mul(square, square), m.mul(gap, gap), residue(r), residue(s)]
        }
        None => {
            let sigma = 6 + index - TORSION_16_CURVES.len() as u64;
            let s = m.enter(sigma);
            let u = m.sub(m.mul(s, s), m.enter(5));
            let v = m.add(m.add(s, s), m.add(s, s));
            let (u3, v3) = (m.mul(m.mul(u, u), u), m.mul(m.mul(v, v), v));
            let v_minus_u = m.sub(v, u);
            let cube = m.mul(m.mul(v_minus_u, v_minus_u), v_minus_u);
            let numerator = m.mul(cube, m.add(m.add(m.add(u, u), u), v));
            [numerator, m.mul(m.mul(m.enter(16), u3), v), u3, v3]
        }
    }
}

/// Curve number `index` (see [`projective_curve`]) as `((A + 2)/4, x)` by one inverse; `Err`
/// with a proper factor if that inverse found one, else `Err(None)` (the curve is unusable).
fn affine_curve(m: Montgomery, index: u64) -> Result<(u64, u64), Option<u64>> {
    let [a24, c24, x, z] = projective_curve(m, index);
    let inverse = match m.inverse_in_form(m.mul(c24, z), m.r2) {
        Ok(inverse) => inverse,
        Err(g) => return Err(split(g, m.n)),
    };
    Ok((m.mul(a24, m.mul(inverse, z)), m.mul(x, m.mul(inverse, c24))))
}

/// Stage 2's points from stage 1's `q`: the babies `j·Q` (`plan.babies`), then the giants
/// `m·D·Q` for `m` from `plan.first_giant` on (one per entry of `plan.pairs`).
fn stage_2_points(curve: &Curve, q: Point, plan: &EcmPlan) -> [Point; ECM_MAX_POINTS] {
    let mut points = [Point { x: 0, z: 0 }; ECM_MAX_POINTS];
    stage_2_points!(curve, q, plan, &mut points, scalar_double, scalar_add);
    points
}

/// Stage 2 of one curve from stage 1's point `q` (see [`ecm_factor`]), with the gcd that
/// serves both stages: a proper factor of `n` or `None`.
fn stage_2(curve: &Curve, q: Point, plan: &EcmPlan) -> Option<u64> {
    let m = curve.mont;
    let n = m.n;
    let points = stage_2_points(curve, q, plan);
    let count = ECM_BABIES + plan.pairs.len();
    // Every point to Z = 1 with one inverse (Montgomery's trick: 3 products a point), so
    // that a pair costs one product instead of two. A Z with no inverse has a factor of
    // n in common with it: what stage 1 found, or a baby or giant at infinity mod p.
    let mut prefix = [0u64; ECM_MAX_POINTS];
    let mut running = m.one;
    for (before, point) in prefix.iter_mut().zip(&points[..count]) {
        *before = running;
        running = m.mul(running, point.z);
    }
    let mut inverse = match m.inverse_in_form(running, m.r2) {
        Ok(inverse) => inverse,
        Err(g) => {
            // Every prime at once: stage 1 alone may have found fewer.
            return split(g, n).or_else(|| split(gcd(q.z, n), n));
        }
    };
    let mut xs = [0u64; ECM_MAX_POINTS];
    for k in (0..count).rev() {
        xs[k] = m.mul(points[k].x, m.mul(inverse, prefix[k]));
        inverse = m.mul(inverse, points[k].z);
    }
    // q·Q = O mod p for a prime q = m·D ± j of stage 2 iff x(m·D·Q) = x(j·Q) mod p.
    let mut products = [m.one; ECM_PRODUCTS];
    for group in plan.pair_list.chunks_exact(ECM_PRODUCTS) {
        for (product, &(giant, baby)) in products.iter_mut().zip(group) {
            *product = m.mul(*product, m.sub(xs[giant as usize], xs[baby as usize]));
        }
    }
    let product = products.into_iter().reduce(|a, b| m.mul(a, b)).expect("at least one");
    split(gcd(product, n), n)
}

/// Divide `rest` by the primes of `primes` (increasing) that divide it, reporting each with its
/// exponent; stop once `p² > rest`. The bound is checked once per chunk of eight primes, which
/// keeps the inner loop a run of independent multiply-compares.
fn divide_out(rest: &mut u64, primes: &[OddPrime], visit: &mut impl FnMut(u64, u32)) {
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

/// `r` with `r^k = x`, if `x` is a perfect `k`-th power (`k` = 2 or 3).
fn exact_root(x: u64, k: u32) -> Option<u64> {
    let guess = if k == 2 { x.isqrt() } else { (x as f64).cbrt().round() as u64 };
    // The float cube root is off by at most a little: look on both sides.
    (guess.saturating_sub(1)..=guess + 1).find(|&r| r.checked_pow(k) == Some(x))
}

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

#[macro_use]
mod minus_one;

/// [`divisors`] by the vector lanes, where the CPU has them and there are enough composites
/// to fill them; `None` otherwise.
#[cfg(all(feature = "ifma", target_arch = "x86_64"))]
fn lane_divisors(composites: &[u64]) -> Option<Vec<Option<u64>>> {
    (composites.len() >= lanes::LANES && lanes::available()).then(|| lanes::divisors(composites))
}

/// Without the lanes (another CPU family, or the judge file): `None`.
#[cfg(not(all(feature = "ifma", target_arch = "x86_64")))]
fn lane_divisors(_: &[u64]) -> Option<Vec<Option<u64>>> {
    None
}

#[cfg(all(feature = "ifma", target_arch = "x86_64"))]
mod lanes;

/// Trial division, Miller–Rabin and the cheap cases of [`prime_powers`]: visits what it
/// finds and returns what is left when that is a composite above 2^32 (every prime factor
/// at least [`TRIAL_LIMIT`]) for [`hard_prime_powers`].
fn easy_prime_powers(n: u64, visit: &mut impl FnMut(u64, u32)) -> Option<u64> {
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

/// Whether `x`, with no prime factor below [`TRIAL_LIMIT`], is prime: below `TRIAL_LIMIT²`
/// it is (or is 1), above Miller–Rabin decides.
fn proven_prime(x: u64) -> bool {
    x < TRIAL_LIMIT * TRIAL_LIMIT || is_prime(x)
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

    #[test]
    fn montgomery_multiplies_near_the_top_of_u64() {
        for n in [u64::MAX, u64::MAX - 2, (1 << 63) + 1, 1_000_000_007, 3] {
            let mont = Montgomery::new(n);
            for (a, b) in [(n - 1, n - 1), (n - 1, 2), (12345, 67890 % n), (0, n - 1)] {
                let want = (a as u128 * b as u128 % n as u128) as u64;
                let got = mont.reduce(mont.mul(mont.enter(a), mont.enter(b)) as u128);
                assert_eq!(got, want, "{a} * {b} mod {n}");
                // The branch-free sum and difference, where the sum passes 2^64.
                let (a, b) = (a % n, b % n);
                assert_eq!(mont.add(a, b) as u128, (a as u128 + b as u128) % n as u128);
                assert_eq!(mont.sub(a, b) as u128, (a as u128 + n as u128 - b as u128) % n as u128);
            }
        }
    }

    /// Scalar multiples agree whichever ladder computes them: 6·(7·P) = 42·P = 2·(21·P), and
    /// P + 2P from the addition is 3·P from the ladder (x-coordinates compared as X/Z).
    #[test]
    fn curve_multiples_agree_along_different_ladders() {
        for n in [4_294_967_291u64, 18_446_744_073_709_551_557, 1_000_000_007] {
            let m = Montgomery::new(n);
            let curve = Curve { mont: m, a24: m.enter(123_457) };
            let p = Point { x: m.enter(2), z: m.one };
            let same = |a: Point, b: Point| m.mul(a.x, b.z) == m.mul(b.x, a.z);
            let times = |p: Point, k: u64| curve.ladder(p, k).0;
            let via_7 = times(times(p, 7), 6);
            assert!(same(via_7, times(p, 42)), "n = {n}");
            assert!(same(curve.double(times(p, 21)), times(p, 42)), "n = {n}");
            assert!(same(curve.add(p, curve.double(p), p), times(p, 3)), "n = {n}");
            assert!(same(curve.ladder(p, 41).1, times(p, 42)), "n = {n}");
            let big = times(p, u64::MAX);
            assert!(same(big, times(times(p, 4_294_967_297), 4_294_967_295)));
            // A start with Z ≠ 1 (the general addition) agrees with the same point at Z = 1.
            let scaled = Point { x: m.mul(p.x, m.enter(77)), z: m.enter(77) };
            assert!(same(times(scaled, 1_000_003), times(p, 1_000_003)), "n = {n}");
        }
    }

    /// Every PRAC chain computes k·P as the ladder does: each odd prime k < 1000 on its own
    /// (for every first split that closes, not only the cheapest), and the whole stage 1
    /// chain against the ladder by each of its prime powers, for random P and n.
    #[test]
    fn prac_chains_agree_with_the_ladder() {
        let mut rng = Rng::new(3);
        let mut next = || rng.next_u64();
        let moduli = [4_294_967_291u64 * 4_294_967_279, 18_446_744_073_709_551_557, 1_000_003];
        for (round, &n) in moduli.iter().enumerate() {
            let m = Montgomery::new(n);
            let curve = Curve { mont: m, a24: m.enter(next() % n) };
            let same = |a: Point, b: Point| m.mul(a.x, b.z) == m.mul(b.x, a.z);
            let p = Point { x: m.enter(next() % n), z: m.enter(next() % n) };
            for k in (3..1000u64).step_by(2).filter(|&k| is_prime(k)) {
                let splits: Vec<u64> = if round == 0 { (k / 2 + 1..k).collect() } else { vec![] };
                for r in splits {
                    let mut chain = Vec::new();
                    if let Some(cost) = prac_chain(k, r, &mut chain) {
                        assert!(same(curve.run_chain(p, &chain), curve.ladder(p, k).0), "{k}, {r}");
                        let counted: u32 = chain
                            .iter()
                            .map(|s| match s {
                                Step::Swap => 0,
                                Step::Subtract | Step::Finish => 6,
                                Step::Start => 5,
                                Step::Thirds => 18,
                                Step::ThirdMinus | Step::ThirdTwice | Step::ThirdOnce => 23,
                                Step::Halve | Step::DoubleA | Step::DoubleB => 11,
                            })
                            .sum();
                        assert_eq!(cost, counted, "{k}, {r}");
                    }
                }
                let mut chain = Vec::new();
                let cost = prac_chain_into(k, &mut chain);
                assert!(same(curve.run_chain(p, &chain), curve.ladder(p, k).0), "{k} mod {n}");
                // Never dearer than the plain ladder (10 products a bit after the first).
                assert!(cost <= 5 + 10 * (63 - k.leading_zeros()), "{k}: {cost}");
            }
            for plan in [&*ECM_PLAN, &*ECM_SMALL_PLAN] {
                let mut want = p;
                let b1 = if std::ptr::eq(plan, &*ECM_PLAN) { ECM_B1 } else { ECM_SMALL_B1 };
                for k in (3..=b1).filter(|&k| is_prime(k)) {
                    let mut power = k;
                    while power * k <= b1 {
                        power *= k;
                    }
                    want = curve.ladder(want, power).0;
                }
                assert!(same(curve.run_chain(p, &plan.chain), want), "n = {n}");
                // The ladder it replaced: 10 products a bit of the odd part after the first.
                let odd_bits: f64 = (3..=b1)
                    .filter(|&k| is_prime(k))
                    .map(|k| (k as f64).log2() * (b1 as f64).log(k as f64).floor())
                    .sum();
                let ladder = 5 * plan.twos + 5 + 10 * (odd_bits.floor() as u32);
                eprintln!(
                    "B1 = {b1}: stage 1 {} products (ladder {ladder})",
                    plan.stage_1_products
                );
                assert!(plan.stage_1_products * 10 < ladder * 9, "B1 = {b1}");
            }
        }
    }

    /// Stage 2's babies and giants are the multiples of Q they stand for (by the ladder), for
    /// both plans, random Q and n.
    #[test]
    fn stage_2_points_are_the_right_multiples() {
        let mut rng = Rng::new(11);
        let mut next = || rng.next_u64();
        for n in [4_294_967_291u64 * 4_294_967_279, 18_446_744_073_709_551_557, 1_000_003] {
            let m = Montgomery::new(n);
            let curve = Curve { mont: m, a24: m.enter(next() % n) };
            let same = |a: Point, b: Point| m.mul(a.x, b.z) == m.mul(b.x, a.z);
            let q = Point { x: m.enter(next() % n), z: m.enter(next() % n) };
            for plan in [&*ECM_PLAN, &*ECM_SMALL_PLAN] {
                let points = stage_2_points(&curve, q, plan);
                for (i, &j) in plan.babies.iter().enumerate() {
                    assert!(same(points[i], curve.ladder(q, j).0), "baby {j} mod {n}");
                }
                for g in 0..plan.pairs.len() {
                    let k = (plan.first_giant + g as u64) * ECM_D;
                    assert!(same(points[ECM_BABIES + g], curve.ladder(q, k).0), "giant {k}");
                }
            }
        }
    }

    /// Suyama's curves have a group order divisible by 12 mod every prime where they are
    /// defined, those of [`TORSION_16_CURVES`] by 16, with the start on the curve (not its
    /// twist): count the points of `B·y² = x³ + A·x² + x` (B fixed by the start) by Legendre
    /// symbols, check that the count kills the start and that 12 or 16 divides it, for
    /// σ = 6…45, every curve of the table and primes 1009…2999. The table's starts are of
    /// infinite order over Q: 24 times them is not 0 mod a large prime.
    #[test]
    fn curves_have_the_torsion_they_claim() {
        let mut checked = 0;
        for p in (1009..3000u64).filter(|&p| is_prime(p)).step_by(7) {
            let m = Montgomery::new(p);
            let legendre = |a: u64| match m.pow(a, (p - 1) / 2) {
                x if x == m.one => 1i64,
                0 => 0,
                _ => -1,
            };
            let table = TORSION_16_CURVES.len() as u64;
            for index in 0..table + 40 {
                let (setup, divisor) =
                    (affine_curve(m, index), if index < table { 16 } else { 12 });
                let Ok((a24, x0)) = setup else { continue };
                let a = m.sub(m.mul(m.enter(4), a24), m.enter(2));
                let rhs = |x: u64| m.mul(x, m.add(m.mul(x, x), m.add(m.mul(a, x), m.one)));
                let b_sign = legendre(rhs(x0));
                if b_sign == 0 {
                    continue; // the start has y = 0: order 2
                }
                let sum: i64 = (0..p).map(|x| legendre(rhs(m.enter(x)))).sum();
                let order = (p as i64 + 1 + b_sign * sum) as u64;
                let curve = Curve { mont: m, a24 };
                let killed = curve.ladder(Point { x: x0, z: m.one }, order).0;
                assert_eq!(killed.z, 0, "order {order} does not kill the start mod {p}");
                assert_eq!(order % divisor, 0, "mod {p}: {order}");
                checked += 1;
            }
        }
        assert!(checked > 1500, "{checked}");
        let m = Montgomery::new(1_000_000_007);
        for entry in 0..TORSION_16_CURVES.len() as u64 {
            let (a24, x) = affine_curve(m, entry).expect("defined mod 10^9 + 7");
            let curve = Curve { mont: m, a24 };
            assert_ne!(curve.ladder(Point { x, z: m.one }, 24).0.z, 0, "{entry:?}");
        }
    }

    /// ECM splits products of two or three primes beyond 2^16, up to two primes near 2^32 and
    /// squares of primes, into proper factors (within its curves, so rho is not needed).
    #[test]
    fn ecm_finds_proper_factors() {
        let primes = [65_537u64, 1_000_003, 2_147_483_647, 4_294_967_279, 4_294_967_291];
        // The small bounds below 2^44 too (the last two), and a cube.
        let mut cases = vec![
            65_537 * 65_537 * 65_537,
            65_537 * 1_000_003 * 100_003,
            1_048_583 * 4_194_319,
            4099 * 4111 * 65_537,
        ];
        for (i, &p) in primes.iter().enumerate() {
            for &q in &primes[i..] {
                cases.push(p * q);
            }
        }
        let mut rng = Rng::new(99);
        while cases.len() < 60 {
            let p = (rng.next_u64() >> 32) | 1 << 31 | 1;
            if is_prime(p) && cases.len() % 2 == 0 {
                cases.push(p * 4_294_967_291);
            } else if is_prime(p) {
                cases.push(p * 2_147_483_659);
            }
        }
        for n in cases {
            let d = ecm_factor(n).unwrap_or_else(|| panic!("no factor of {n}"));
            assert!(d > 1 && d < n && n % d == 0, "{n}: {d}");
        }
    }

    /// Rho, the fallback behind the curves, on its own.
    #[test]
    fn rho_finds_proper_factors() {
        for n in [65_537u64 * 65_539, 1_000_003 * 4_294_967_291, 4_294_967_279 * 4_294_967_291] {
            let d = rho_factor(n);
            assert!(d > 1 && d < n && n % d == 0, "{n}: {d}");
        }
    }

    #[test]
    fn small_primes_bitmask_and_gcd() {
        let primes: Vec<u64> = (0..64).filter(|&n| is_prime(n)).collect();
        assert_eq!(primes, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61]);
        assert_eq!(gcd(0, 12), 12);
        assert_eq!(gcd(48, 180), 12);
        assert_eq!(gcd(1 << 40, 3 << 20), 1 << 20);
    }

    /// The binary inverse against the definition, and its refusals with the gcd.
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

    /// The almost inverse times 2^−k is the inverse, and it names the same gcd.
    #[test]
    fn almost_inverse_agrees_with_the_inverse() {
        let mut rng = Rng::new(17);
        let mut next = || rng.next_u64();
        for round in 0..20_000 {
            let n = match round % 4 {
                0 => next() | 1 << 63 | 1,
                1 => u64::MAX - 2 * (next() % 1000),
                2 => (next() >> (next() % 60)) | 3,
                _ => 4_294_967_291 * 4_294_967_279,
            };
            let a = if round % 7 == 0 { n / 3 * 3 } else { next() };
            match (almost_inverse(a, n), reference_inverse(a, n)) {
                (Ok((r, k)), Ok(inverse)) => {
                    let wide = u128::from(n);
                    let power = (0..k).fold(1u128, |p, _| p * 2 % wide);
                    assert!(r < n, "{a} mod {n}");
                    assert_eq!(u128::from(inverse) * power % wide, u128::from(r), "{a} mod {n}");
                    assert!(k >= 64 - n.leading_zeros() && k <= 2 * (64 - n.leading_zeros()));
                }
                (Err(g), Err(h)) => assert_eq!(g, h, "{a} mod {n}"),
                (x, y) => panic!("{a} mod {n}: {x:?} against {y:?}"),
            }
        }
    }

    /// The inverse in Montgomery form, for this arithmetic's form (2^64) and the lanes'
    /// (2^104): `x·inverse` is the form of 1; without an inverse, the gcd.
    #[test]
    fn inverse_in_form_inverts_or_names_the_gcd() {
        let mut rng = Rng::new(5);
        for n in [3u64, 15, 1_000_000_007, 4_294_967_291 * 4_294_967_279, u64::MAX] {
            let m = Montgomery::new(n);
            let wide = u128::from(n);
            let form_104 = ((1u128 << 104) % wide) as u64;
            let square_104 = (u128::from(form_104) * u128::from(form_104) % wide) as u64;
            for _ in 0..200 {
                let x = rng.next_u64() % n;
                let g = gcd(x, n);
                for (form, square) in [(m.one, m.r2), (form_104, square_104)] {
                    match m.inverse_in_form(x, square) {
                        Ok(inverse) => {
                            assert_eq!(g, 1, "{x} mod {n}");
                            // (v·F)(v⁻¹·F) = F·(form of 1).
                            let product = u128::from(x) * u128::from(inverse) % wide;
                            assert_eq!(product, u128::from(form) * u128::from(form) % wide);
                        }
                        Err(reported) => assert_eq!(reported, if x == 0 { n } else { g }),
                    }
                }
            }
        }
        assert_eq!(Montgomery::new(3 * 11).inverse_in_form(3 * 7, 1), Err(3));
    }

    /// Textbook extended Euclid in i128: the reference for the almost inverse.
    fn reference_inverse(a: u64, n: u64) -> Result<u64, u64> {
        let (mut r0, mut r1, mut s0, mut s1) = (i128::from(n), i128::from(a % n), 0i128, 1i128);
        while r1 != 0 {
            let q = r0 / r1;
            (r0, r1) = (r1, r0 - q * r1);
            (s0, s1) = (s1, s0 - q * s1);
        }
        if r0 == 1 { Ok(s0.rem_euclid(i128::from(n)) as u64) } else { Err(r0 as u64) }
    }

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
