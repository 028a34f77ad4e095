//! Pollard's p − 1 (see `crate::minus_one`, whose plan this runs) on 24 numbers at once,
//! in the vector lanes.
//!
//! # Complexity
//! Per lane about 1440 squarings (B1 = 1000) and 1900 products (B2 = 20·B1), an almost
//! inverse and a gcd; 14 and 16 IFMA instructions per eight of them.

use super::field::{Field8, LANES, Lane, Residues, Sum, inverses_in_form, limbs};
use crate::minus_one::PLAN;
use crate::montgomery::{gcd, split};
use crate::pairs::{ECM_BABIES, ECM_D, ECM_PRODUCTS};

/// A proper divisor of each lane's `n` that p − 1 finds, else `None` (also for lanes whose
/// `n` is prime or idle, whose answers mean nothing). Each `n` is odd, above 1.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
pub(crate) fn divisors(moduli: [u64; LANES]) -> [Option<u64>; LANES] {
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
    let product = minus_one_stage_2!(
        plan,
        w,
        Residues::from_lanes(inverses),
        one,
        limbs(Residues::zero()),
        |a: Residues, b: Residues| field.mul(a, b),
        |up: Residues, down: Residues| field.add(up, down).masked(),
        |product: Residues, g: Sum, b: Sum| field.mul(product, field.sub_wide(g, b))
    );
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
    use super::super::field::tests::on_lanes;
    use super::*;
    use crate::minus_one::tests::theory_cases;

    /// The lanes answer exactly as the theory predicts (see `theory_cases`).
    #[test]
    fn lane_minus_one_finds_what_the_theory_predicts() {
        on_lanes(minus_one_cases);
    }

    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn minus_one_cases() {
        let cases = theory_cases(43);
        for chunk in cases.chunks(LANES) {
            let moduli = std::array::from_fn(|i| chunk.get(i).map_or((1 << 61) - 1, |case| case.0));
            for (&(n, want), found) in chunk.iter().zip(divisors(moduli)) {
                assert_eq!(found, want, "{n}");
            }
        }
    }
}
