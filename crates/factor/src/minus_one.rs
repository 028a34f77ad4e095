//! Pollard's p − 1, tried once on each hard number before its curves: four numbers side by
//! side here, 24 at once in the vector lanes (`lanes::minus_one`).
//!
//! **Idea.** If every prime power of `p − 1` is at most B1 except for one prime `r ≤ B2`,
//! then `2^(E·r) ≡ 1 (mod p)` for `E` the product of the prime powers up to B1, so the
//! stage 1 value `W = 2^E mod n` (or one prime `r` more) shares `p` with `n`. It is a
//! curve whose group is fixed, `(Z/p)^×`: it can only be tried once, but it is cheap, a
//! squaring a bit of `E` where a curve's chain costs about 8.7 products a bit. On two
//! random primes near 2^32 it splits about 30 % of the products (one or the other of
//! `p − 1`, `q − 1` is smooth enough) for about a sixth of the curves' expected work.
//!
//! **Stage 2** pairs primes as the curves do, with `V_k = W^k + W^(−k)` in the place of
//! `x(k·Q)`: `W^(m·D) (V_(m·D) − V_j) = (W^(m·D) − W^j)(W^(m·D) − W^(−j))`, so
//! `V_(m·D) ≡ V_j (mod p)` iff `W^(m·D + j)` or `W^(m·D − j)` is 1 mod `p`. The `V`s need
//! no inverse but `W`'s, one per number (as in the curves' stage 2); each costs two
//! products, `W^k` and `W^(−k)` walking side by side, and each pair one. A
//! stage 1 success makes every pair's factor 0 mod `p`, so one gcd serves both stages,
//! with `W − 1` behind it when both primes showed at once.
//!
//! Four numbers run side by side so that their chains of dependent products overlap: a
//! Montgomery product waits about 12 cycles for the one before, but the multiplier can
//! start one every 3.
//!
//! # Complexity
//! Per number about 1440 squarings (B1 = 1000) and 1900 products (B2 = 20·B1), an inverse
//! and a gcd.

use crate::montgomery::{Montgomery, gcd, split};
use crate::pairs::{
    ECM_BABIES, ECM_D, ECM_PRODUCTS, flat_pairs, prime_table, stage_2_babies, stage_2_pairs,
};
use std::sync::LazyLock;

/// Stage 2 from `$w = W` and `$w_inverse = W⁻¹` on the plan `$plan`: the product over the
/// plan's pairs of `V_(m·D) − V_j`, in [`ECM_PRODUCTS`] running products that start at
/// `$one`. The arithmetic comes as closures, so that the scalar code and the vector lanes
/// share the walk (as the curves' `stage_2_points` does): `$mul(a, b)`, `$v(up, down)` (the
/// stored `V = up + down`, `$blank` before it is set) and `$pair(product, v_giant, v_baby)`,
/// the product times `v_giant − v_baby`.
///
/// # Complexity
/// Two products per odd `j < D/2` and per giant, one per pair.
macro_rules! minus_one_stage_2 {
    ($plan:expr, $w:expr, $w_inverse:expr, $one:expr, $blank:expr, $mul:expr, $v:expr,
     $pair:expr) => {{
        let (plan, mul, v_of, pair) = ($plan, $mul, $v, $pair);
        let (w, w_inverse) = ($w, $w_inverse);
        // V_j for the babies, by W^j and W^(−j) over the odd j; then V_(m·D) for the giants.
        let mut v = vec![$blank; ECM_BABIES + plan.giants];
        let babies = &plan.babies;
        let (step, step_inverse) = (mul(w, w), mul(w_inverse, w_inverse));
        let (mut up, mut down) = (w, w_inverse);
        let mut kept = 0;
        for j in (1..ECM_D / 2).step_by(2) {
            if babies.get(kept) == Some(&j) {
                v[kept] = v_of(up, down);
                kept += 1;
            }
            (up, down) = (mul(up, step), mul(down, step_inverse));
        }
        // Now W^(±D/2).
        let (giant, giant_inverse) = (mul(up, up), mul(down, down));
        let (mut up, mut down) = (giant, giant_inverse);
        for _ in 1..plan.first_giant {
            (up, down) = (mul(up, giant), mul(down, giant_inverse));
        }
        for slot in &mut v[ECM_BABIES..] {
            *slot = v_of(up, down);
            (up, down) = (mul(up, giant), mul(down, giant_inverse));
        }
        let mut products = [$one; ECM_PRODUCTS];
        for group in plan.pair_list.chunks_exact(ECM_PRODUCTS) {
            for (product, &(giant, baby)) in products.iter_mut().zip(group) {
                *product = pair(*product, v[usize::from(giant)], v[usize::from(baby)]);
            }
        }
        products.into_iter().reduce(|a, b| mul(a, b)).expect("four running products")
    }};
}

/// Stage 1 bound: `E` is the product of the largest power of each prime up to it within it.
/// Measured on two random primes in [2^31, 2^32]: see bench/README.md.
pub(crate) const MINUS_ONE_B1: u64 = 1000;

/// Stage 2 bound: one more prime up to this.
pub(crate) const MINUS_ONE_B2: u64 = 20 * MINUS_ONE_B1;

/// What p − 1 needs from its bounds, built once.
pub(crate) struct MinusOnePlan {
    /// The bits of `E` below its top one, from the top down.
    pub(crate) bits: Vec<bool>,
    /// The baby steps (see [`stage_2_babies`]).
    pub(crate) babies: Vec<u64>,
    /// The first giant index `m` (giant steps are `m·D`).
    pub(crate) first_giant: u64,
    /// How many giant steps there are.
    pub(crate) giants: usize,
    /// The pairs of stage 2, as the curves' (see `flat_pairs`).
    pub(crate) pair_list: Vec<(u8, u8)>,
}

impl MinusOnePlan {
    pub(crate) fn new(b1: u64, b2: u64) -> Self {
        let is_small_prime = prime_table(b2 + ECM_D);
        // E as little-endian 64-bit words.
        let mut words = vec![1u64];
        for p in (2..=b1).filter(|&p| is_small_prime(p)) {
            let mut power = p;
            while power * p <= b1 {
                power *= p;
            }
            let mut carry = 0u128;
            for word in &mut words {
                let wide = u128::from(*word) * u128::from(power) + carry;
                (*word, carry) = (wide as u64, wide >> 64);
            }
            if carry > 0 {
                words.push(carry as u64);
            }
        }
        let top = 64 * words.len() as u32 - words.last().expect("E ≥ 1").leading_zeros();
        let bits =
            (0..top - 1).rev().map(|i| words[i as usize / 64] >> (i % 64) & 1 == 1).collect();
        let babies = stage_2_babies();
        let (first_giant, pairs) = stage_2_pairs(b1, b2, &babies, &is_small_prime);
        Self { bits, babies, first_giant, giants: pairs.len(), pair_list: flat_pairs(&pairs) }
    }
}

pub(crate) static PLAN: LazyLock<MinusOnePlan> =
    LazyLock::new(|| MinusOnePlan::new(MINUS_ONE_B1, MINUS_ONE_B2));

/// How many numbers run side by side.
pub(crate) const SIDE_BY_SIDE: usize = 4;

/// A proper divisor of each of `numbers` (odd, above 1) that p − 1 finds, else `None`; all
/// `None` for fewer than four numbers, which are left to the curves: alone, p − 1's chain of
/// dependent products costs about what it saves (measured: 51–55 against 49–51 µs a number
/// of the worst shape, twice the time for a prime near 2^21 times one near 2^43).
///
/// # Complexity
/// See the module's; four numbers cost about what one does, as the chains' latency, not the
/// multiplier, bounds them.
pub(crate) fn divisors(numbers: &[u64]) -> Vec<Option<u64>> {
    if numbers.len() < SIDE_BY_SIDE {
        return vec![None; numbers.len()];
    }
    let idle = (1 << 61) - 1; // a prime: its answer is not read
    numbers
        .chunks(SIDE_BY_SIDE)
        .flat_map(|chunk| {
            let group = std::array::from_fn(|i| chunk.get(i).copied().unwrap_or(idle));
            side_by_side(group).into_iter().take(chunk.len())
        })
        .collect()
}

/// [`divisors`] of four numbers.
pub(crate) fn side_by_side(numbers: [u64; SIDE_BY_SIDE]) -> [Option<u64>; SIDE_BY_SIDE] {
    let plan = &*PLAN;
    let m = numbers.map(Montgomery::new);
    fn each(f: impl Fn(usize) -> u64) -> [u64; SIDE_BY_SIDE] {
        std::array::from_fn(f)
    }
    // Stage 1: W = 2^E from E's top bit down.
    let mut w = each(|i| m[i].add(m[i].one, m[i].one));
    for &bit in &plan.bits {
        w = each(|i| m[i].mul(w[i], w[i]));
        if bit {
            w = each(|i| m[i].add(w[i], w[i]));
        }
    }
    let mut outcomes = [None; SIDE_BY_SIDE];
    // No odd prime divides 2^E, so the inverse always exists.
    let inverses = each(|i| m[i].inverse_in_form(w[i], m[i].r2).unwrap_or_default());
    let product = minus_one_stage_2!(
        plan,
        w,
        inverses,
        each(|i| m[i].one),
        [0u64; SIDE_BY_SIDE],
        |a: [u64; SIDE_BY_SIDE], b: [u64; SIDE_BY_SIDE]| each(|i| m[i].mul(a[i], b[i])),
        |up: [u64; SIDE_BY_SIDE], down: [u64; SIDE_BY_SIDE]| each(|i| m[i].add(up[i], down[i])),
        |product: [u64; SIDE_BY_SIDE], g: [u64; SIDE_BY_SIDE], b: [u64; SIDE_BY_SIDE]| {
            each(|i| m[i].mul(product[i], m[i].sub(g[i], b[i])))
        }
    );
    for (i, outcome) in outcomes.iter_mut().enumerate() {
        let n = m[i].n;
        // With both primes at once, stage 1 alone may have seen one.
        *outcome =
            split(gcd(product[i], n), n).or_else(|| split(gcd(m[i].sub(w[i], m[i].one), n), n));
    }
    outcomes
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::prime_test::is_prime;
    use workbench::random::Rng;

    /// `b^e mod m` by u128 arithmetic.
    fn power(b: u64, mut e: u64, m: u64) -> u64 {
        let (mut result, mut b, m) = (1u128, u128::from(b) % u128::from(m), u128::from(m));
        while e > 0 {
            if e & 1 == 1 {
                result = result * b % m;
            }
            b = b * b % m;
            e >>= 1;
        }
        result as u64
    }

    /// The order of `W = 2^E` mod the odd prime `p < 2^40`: the order of 2 (from `p − 1`'s
    /// primes, by trial division) divided by its gcd with `E` (from the plan's bits).
    fn order_of_w(p: u64, plan: &MinusOnePlan) -> u64 {
        let mut primes = vec![];
        let (mut rest, mut q) = (p - 1, 2);
        while q * q <= rest {
            if rest.is_multiple_of(q) {
                primes.push(q);
                while rest.is_multiple_of(q) {
                    rest /= q;
                }
            }
            q += 1;
        }
        if rest > 1 {
            primes.push(rest);
        }
        let mut order = p - 1;
        for q in primes {
            while order.is_multiple_of(q) && power(2, order / q, p) == 1 {
                order /= q;
            }
        }
        let e_mod_order =
            plan.bits.iter().fold(1 % order, |r, &bit| (2 * r + u64::from(bit)) % order);
        order / gcd(e_mod_order, order)
    }

    /// Whether the lanes' p − 1 must see `p`: `W ≡ 1`, or `W^(m·D ± j) ≡ 1` for a pair of
    /// the plan (then `V_(m·D) ≡ V_j`), that is the order of `W` divides one of them; and
    /// whether stage 1 alone does.
    fn sees(p: u64, plan: &MinusOnePlan) -> (bool, bool) {
        let order = order_of_w(p, plan);
        let babies = stage_2_babies();
        let by_stage_2 = plan.pair_list.iter().any(|&(giant, baby)| {
            let m = plan.first_giant + u64::from(giant) - ECM_BABIES as u64;
            let j = babies[usize::from(baby)];
            (m * ECM_D + j).is_multiple_of(order) || (m * ECM_D - j).is_multiple_of(order)
        });
        (order == 1 || by_stage_2, order == 1)
    }

    /// Products `p·q` of two primes near 2^32, `p` built with `p − 1` smooth (prime powers up
    /// to B1, perhaps a prime up to B2) for even `i`, and what p − 1 must answer for each:
    /// the one prime it sees, or with both seen the one stage 1 alone sees, else nothing.
    /// Drawn until every class (seen by neither, one, both) has cases.
    pub(crate) fn theory_cases(seed: u64) -> Vec<(u64, Option<u64>)> {
        let plan = &*PLAN;
        let mut rng = Rng::new(seed);
        let mut next = || rng.next_u64();
        let random_prime = |next: &mut dyn FnMut() -> u64| loop {
            let p = next() >> 32 | 1 << 31 | 1;
            if is_prime(p) {
                return p;
            }
        };
        let small_primes: Vec<u64> = (3..MINUS_ONE_B1).filter(|&x| is_prime(x)).collect();
        let smooth_prime = |next: &mut dyn FnMut() -> u64| loop {
            let mut k = 2u64;
            if next().is_multiple_of(2) {
                k *= loop {
                    let r = MINUS_ONE_B1 + next() % (MINUS_ONE_B2 - MINUS_ONE_B1);
                    if is_prime(r) {
                        break r;
                    }
                };
            }
            while k < 1 << 30 {
                k *= small_primes[(next() % small_primes.len() as u64) as usize];
            }
            if k < 1 << 32 && is_prime(k + 1) {
                return k + 1;
            }
        };
        let (mut cases, mut counts) = (vec![], [0; 3]);
        while cases.len() < 288 || counts.contains(&0) {
            let p = if cases.len() % 2 == 0 {
                smooth_prime(&mut next)
            } else {
                random_prime(&mut next)
            };
            let q = random_prime(&mut next);
            let ((p_seen, p_first), (q_seen, q_first)) = (sees(p, plan), sees(q, plan));
            let want = match (p_seen, q_seen) {
                (true, false) => Some(p),
                (false, true) => Some(q),
                (true, true) if p_first != q_first => Some(if p_first { p } else { q }),
                _ => None,
            };
            counts[usize::from(p_seen) + usize::from(q_seen)] += 1;
            cases.push((p * q, want));
        }
        cases
    }

    /// The scalar p − 1 answers exactly as the theory predicts (see [`theory_cases`]), four
    /// numbers side by side (the last group short of numbers), and leaves fewer than four to
    /// the curves.
    #[test]
    fn minus_one_finds_what_the_theory_predicts() {
        let cases = theory_cases(41);
        let numbers: Vec<u64> = cases.iter().map(|case| case.0).collect();
        let numbers = &numbers[..(numbers.len() - 1) / 4 * 4 + 1];
        for ((n, want), found) in cases.iter().zip(divisors(numbers)) {
            assert_eq!(found, *want, "{n}");
        }
        assert_eq!(divisors(&numbers[..3]), [None; 3]);
    }
}
