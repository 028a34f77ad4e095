//! Pollard's p − 1 on 24 numbers at once, tried once on each number before its curves.
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
//! no inverse but `W`'s, one per lane (an almost inverse, as in the curves' stage 2); each
//! costs two products, `W^k` and `W^(−k)` walking side by side, and each pair one. A
//! stage 1 success makes every pair's factor 0 mod `p`, so one gcd serves both stages,
//! with `W − 1` behind it when both primes showed at once.
//!
//! # Complexity
//! Per lane about 1440 squarings (B1 = 1000) and 1900 products (B2 = 20·B1), an almost
//! inverse and a gcd; 14 and 16 IFMA instructions per eight of them.

use super::super::{
    ECM_BABIES, ECM_D, ECM_PRODUCTS, flat_pairs, gcd, prime_table, split, stage_2_babies,
    stage_2_pairs,
};
use super::{Field8, LANES, Lane, Residues, inverses_in_form, limbs};
use std::sync::LazyLock;

/// Stage 1 bound: `E` is the product of the largest power of each prime up to it within it.
/// Measured on two random primes in [2^31, 2^32]: see bench/README.md.
const MINUS_ONE_B1: u64 = 1000;

/// Stage 2 bound: one more prime up to this.
const MINUS_ONE_B2: u64 = 20 * MINUS_ONE_B1;

/// What p − 1 needs from its bounds, built once.
struct MinusOnePlan {
    /// The bits of `E` below its top one, from the top down.
    bits: Vec<bool>,
    /// The first giant index `m` (giant steps are `m·D`).
    first_giant: u64,
    /// How many giant steps there are.
    giants: usize,
    /// The pairs of stage 2, as the curves' (see `flat_pairs`).
    pair_list: Vec<(u8, u8)>,
}

impl MinusOnePlan {
    fn new(b1: u64, b2: u64) -> Self {
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
        let (first_giant, pairs) = stage_2_pairs(b1, b2, &stage_2_babies(), &is_small_prime);
        Self { bits, first_giant, giants: pairs.len(), pair_list: flat_pairs(&pairs) }
    }
}

static PLAN: LazyLock<MinusOnePlan> =
    LazyLock::new(|| MinusOnePlan::new(MINUS_ONE_B1, MINUS_ONE_B2));

/// A proper divisor of each lane's `n` that p − 1 finds, else `None` (also for lanes whose
/// `n` is prime or idle, whose answers mean nothing). Each `n` is odd, above 1.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
pub(super) fn divisors(moduli: [u64; LANES]) -> [Option<u64>; LANES] {
    let plan = &*PLAN;
    let lanes = moduli.map(|n| Lane::new(None, n));
    let field = Field8::new(moduli);
    // Stage 1: W = 2^E from E's top bit down; a doubling is a sum, below 4n.
    let two = lanes.map(|lane| lane.mont.add(lane.into_lanes, lane.into_lanes));
    let mut w = limbs(Residues::from_lanes(two));
    for &bit in &plan.bits {
        let square = field.square(w);
        w = if bit { field.add(square, square) } else { limbs(square) };
    }
    let one = Residues::one(&lanes);
    let w = field.mul(w, one); // W itself, as a packed residue
    let stage_1 = w.to_lanes();
    let mut outcomes = [None; LANES];
    let mut inverses = [0u64; LANES];
    let found = inverses_in_form(&lanes, std::array::from_fn(|i| lanes[i].residue(stage_1[i])));
    for (i, (lane, inverse)) in lanes.iter().zip(found).enumerate() {
        match inverse {
            Ok(inverse) => inverses[i] = inverse,
            Err(g) => outcomes[i] = split(g, lane.mont.n), // no odd prime divides 2^E
        }
    }
    let w_inverse = Residues::from_lanes(inverses);
    // V_j for the babies, by W^j and W^(−j) over the odd j; then V_(m·D) for the giants.
    let mut v = vec![limbs(Residues::zero()); ECM_BABIES + plan.giants];
    let babies = stage_2_babies();
    let (step, step_inverse) = (field.square(w), field.square(w_inverse));
    let (mut up, mut down) = (w, w_inverse);
    let mut kept = 0;
    for j in (1..ECM_D / 2).step_by(2) {
        if babies.get(kept) == Some(&j) {
            v[kept] = field.add(up, down).masked();
            kept += 1;
        }
        (up, down) = (field.mul(up, step), field.mul(down, step_inverse));
    }
    // Now W^(±D/2).
    let (giant, giant_inverse) = (field.square(up), field.square(down));
    let (mut up, mut down) = (giant, giant_inverse);
    for _ in 1..plan.first_giant {
        (up, down) = (field.mul(up, giant), field.mul(down, giant_inverse));
    }
    for slot in &mut v[ECM_BABIES..] {
        *slot = field.add(up, down).masked();
        (up, down) = (field.mul(up, giant), field.mul(down, giant_inverse));
    }
    let mut products = [one; ECM_PRODUCTS];
    for group in plan.pair_list.chunks_exact(ECM_PRODUCTS) {
        for (product, &(giant, baby)) in products.iter_mut().zip(group) {
            *product = field.mul(*product, field.sub_wide(v[giant as usize], v[baby as usize]));
        }
    }
    let product = products.into_iter().reduce(|a, b| field.mul(a, b)).expect("four");
    for (i, (lane, value)) in lanes.iter().zip(product.to_lanes()).enumerate() {
        if outcomes[i].is_none() {
            let n = lane.mont.n;
            let w_minus_one = lane.mont.sub(lane.residue(stage_1[i]), lane.into_lanes);
            // With both primes at once, stage 1 alone may have seen one.
            outcomes[i] =
                split(gcd(lane.residue(value), n), n).or_else(|| split(gcd(w_minus_one, n), n));
        }
    }
    outcomes
}

#[cfg(test)]
mod tests {
    use super::super::tests::{on_lanes, rng};
    use super::*;
    use crate::factor::is_prime;

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
        order / crate::factor::gcd(e_mod_order, order)
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

    /// On products of two primes, one often built with `p − 1` smooth (prime powers up to
    /// B1, perhaps a prime up to B2), the lanes answer exactly as the theory predicts: the
    /// one prime p − 1 sees, or with both seen the one stage 1 alone sees, else nothing.
    #[test]
    fn minus_one_finds_what_the_theory_predicts() {
        on_lanes(minus_one_cases);
    }

    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn minus_one_cases() {
        let plan = &*PLAN;
        let mut next = rng(41);
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
        let (mut counts, mut rounds) = ([0; 3], 0);
        while rounds < 12 || counts.contains(&0) {
            rounds += 1;
            let pairs: [(u64, u64); LANES] = std::array::from_fn(|i| {
                let p = if i % 2 == 0 { smooth_prime(&mut next) } else { random_prime(&mut next) };
                (p, random_prime(&mut next))
            });
            let found = divisors(pairs.map(|(p, q)| p * q));
            for ((p, q), found) in pairs.into_iter().zip(found) {
                let ((p_seen, p_first), (q_seen, q_first)) = (sees(p, plan), sees(q, plan));
                let want = match (p_seen, q_seen) {
                    (true, false) => Some(p),
                    (false, true) => Some(q),
                    (true, true) if p_first != q_first => Some(if p_first { p } else { q }),
                    _ => None,
                };
                assert_eq!(found, want, "{p} · {q}");
                counts[usize::from(p_seen) + usize::from(q_seen)] += 1;
            }
        }
        eprintln!("products seen by neither, one, both: {counts:?}");
    }
}
