//! Stage 2 of the elliptic curves and of p − 1: one more prime `q` in `(B1, B2]`, found by
//! baby steps and giant steps. Each such `q` is `m·D ± j` with `D` = [`ECM_D`] and `j` one of
//! the [`ECM_BABIES`] odd residues below `D/2` prime to `D`, so a test of `q·Q = O` becomes a
//! comparison of the points (or powers) for `m·D` and `j`. This module lists which pairs
//! `(m, j)` hit a prime, once per pair of bounds; the curves ([`crate::ecm`]) and p − 1
//! ([`crate::minus_one`]) multiply the differences of exactly those pairs.
//!
//! # Complexity
//! A sieve up to `B2 + D` and O((B2 − B1)/D · 24) tests, once per plan.

use crate::montgomery::gcd;

/// How many running products stage 2 keeps (independent products overlap their latency).
pub(crate) const ECM_PRODUCTS: usize = 4;

/// The giant step of stage 2: 2·3·5·7, so only the 24 odd residues below 105 prime to it are
/// baby steps.
pub(crate) const ECM_D: u64 = 210;

/// How many baby steps there are: the odd residues below `D/2` prime to `D`.
pub(crate) const ECM_BABIES: usize = 24;

/// Whether `x` is prime, for `x` up to `top`: a sieve, built once per plan.
pub(crate) fn prime_table(top: u64) -> impl Fn(u64) -> bool {
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
pub(crate) fn stage_2_babies() -> Vec<u64> {
    let babies: Vec<u64> = (1..ECM_D / 2).step_by(2).filter(|&j| gcd(j, ECM_D) == 1).collect();
    assert_eq!(babies.len(), ECM_BABIES);
    babies
}

/// Stage 2's giant steps for the bounds `(b1, b2]`: the first giant index `m` (giant steps
/// are `m·D`) and, for each giant index from it on, a bit per baby `j` (of `babies`), set
/// iff `m·D + j` or `m·D − j` is a prime in `(b1, b2]`. Every such prime is `m·D ± j` for
/// one such pair, since the babies are all residues prime to `D` up to sign.
pub(crate) fn stage_2_pairs(
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
pub(crate) fn flat_pairs(pairs: &[u32]) -> Vec<(u8, u8)> {
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
