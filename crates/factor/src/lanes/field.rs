//! The lanes' arithmetic: 24 residues, each modulo its own `n`, in three AVX-512 vectors, with
//! Montgomery products by IFMA (`R = 2^104`, two 52-bit limbs) and Kaliski's almost inverse
//! in all lanes at once. The curves ([`super`]) and p − 1 ([`super::minus_one`]) run on it.
//!
//! **Arithmetic.** A residue mod `n` is in Montgomery form with `R = 2^104`, as two 52-bit
//! limbs `lo + hi·2^52` for a product: `vpmadd52luq` and `vpmadd52huq` add the low and the
//! high 52 bits of a 52 × 52-bit product to a lane, so a product mod n is 16 of them (a
//! square 14): seven for the limb products (`hi·hi` has no high half) and two word-by-word
//! reduction rounds. As `R` is far above `n`, nothing needs a comparison: for factors below
//! 2^67 the result `(ab + mn)/R` is below `ab/R + n < n + 2^30`. So for `n` up to
//! `2^64 − 2^32` ([`LANE_MODULUS_LIMIT`]; larger numbers go to the scalar curves) a result
//! fits one 64-bit lane, and is kept so, packed (the low limb is the value itself, as IFMA
//! reads only its low 52 bits, the high one a shift): half the registers, so a third fewer
//! stores of the values that do not fit them, and a vector store costs about as much as two
//! multiplications (measured). Sums and differences (`a − b + 2n`, in `(0, 4n)`) are only
//! ever multiplied; they keep two limbs (the type [`Sum`]).
//!
//! # Complexity
//! A product: 16 IFMA instructions per eight lanes (a square 14); an inverse: O(64) vector
//! steps for all 24 lanes, then two products per lane.

use std::arch::x86_64::{
    __m512i, _mm256_extract_epi64, _mm512_add_epi64, _mm512_and_si512, _mm512_castsi512_si256,
    _mm512_cmpgt_epu64_mask, _mm512_cmpneq_epu64_mask, _mm512_extracti64x4_epi64,
    _mm512_lzcnt_epi64, _mm512_madd52hi_epu64, _mm512_madd52lo_epu64, _mm512_mask_add_epi64,
    _mm512_mask_blend_epi64, _mm512_mask_mov_epi64, _mm512_mask_sub_epi64, _mm512_set_epi64,
    _mm512_set1_epi64, _mm512_setzero_si512, _mm512_slli_epi64, _mm512_sllv_epi64,
    _mm512_srai_epi64, _mm512_srli_epi64, _mm512_srlv_epi64, _mm512_sub_epi64,
    _mm512_ternarylogic_epi64,
};

use crate::montgomery::{Montgomery, almost_inverse_end, inverse_mod_2_64};

/// How many vectors of eight lanes work side by side, to give the processor independent
/// products to overlap (a product's instructions form a chain of about 35 cycles, while the
/// multipliers could start the next one's every cycle). Measured: two 8 % faster than one,
/// three 3 % faster than two, four slower than three (registers spill).
pub(crate) const VECTORS: usize = 3;

/// How many numbers are split at once: eight per vector.
pub const LANES: usize = 8 * VECTORS;

/// One value per lane: the vectors side by side.
pub(crate) type Wide = [__m512i; VECTORS];

/// The low 52 bits: one limb.
pub(crate) const LIMB_MASK: u64 = (1 << 52) - 1;

/// The largest modulus the lanes take: a product's result is below `n + 2^30`, which must
/// fit a packed lane. Larger numbers (2^32 of all `u64`) go to the scalar curves.
pub(crate) const LANE_MODULUS_LIMIT: u64 = u64::MAX - (1 << 32);

/// Whether this CPU has what the lanes need: AVX-512F, IFMA and CD (every CPU with IFMA has
/// CD, for its leading-zero count).
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512ifma")
        && std::arch::is_x86_feature_detected!("avx512cd")
}

/// One lane's number and curve, with the constants its scalar steps need.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lane {
    /// The index into the jobs of the number in this lane, `None` when idle.
    pub(crate) job: Option<usize>,
    pub(crate) mont: Montgomery,
    /// `2^104 mod n`: `mont.mul(x·2^64, into_lanes) = x·2^104`, the lanes' form of `x`.
    pub(crate) into_lanes: u64,
    /// `2^208 mod n`, to bring an inverse into the lanes' form.
    pub(crate) two_208: u64,
    /// The index of the lane's next curve (see `projective_curve`).
    pub(crate) curve: u64,
}

impl Lane {
    pub(crate) fn new(job: Option<usize>, n: u64) -> Self {
        let mont = Montgomery::new(n);
        let into_lanes = mont.mul(mont.r2, 1 << 40); // 2^128·2^40/2^64, no division
        let two_208 = mont.mul(mont.mul(into_lanes, into_lanes), mont.r2);
        Self { job, mont, into_lanes, two_208, curve: 0 }
    }

    /// A value of the lanes (below `4n`) as its residue in `[0, n)`.
    pub(crate) fn residue(&self, value: u128) -> u64 {
        let n = u128::from(self.mont.n);
        debug_assert!(value < 4 * n);
        let mut value = value;
        while value >= n {
            value -= n; // at most three times (the bound above)
        }
        value as u64
    }
}

/// The inverse of each lane's `value` (in the lanes' form) in the same form, or
/// `Err(gcd(value, n))`: Kaliski's almost inverse (`crate::montgomery::almost_inverse`) run on all the
/// lanes at once, each step a handful of vector instructions under a mask of the lanes not
/// yet done, then per lane the scalar conversion: 38 ns a lane against 210 for the scalar
/// inverse (a microbenchmark); the loop runs as long as the slowest lane's.
///
/// # Complexity
/// O(64) vector steps for the 24 lanes, then two products per lane.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
pub(crate) fn inverses_in_form(
    lanes: &[Lane; LANES],
    values: [u64; LANES],
) -> [Result<u64, u64>; LANES] {
    let moduli = lanes.map(|lane| lane.mont.n);
    // A zero value starts as n, so its loop ends at once with gcd n, as the scalar one does.
    let start = std::array::from_fn(|i| if values[i] == 0 { moduli[i] } else { values[i] });
    let k0 = start.map(u64::trailing_zeros);
    let (mut u, mut v) = (load(moduli), load(std::array::from_fn(|i| start[i] >> k0[i])));
    let (mut s, mut r) = ([_mm512_set1_epi64(1); VECTORS], [_mm512_setzero_si512(); VECTORS]);
    let mut k = load(k0.map(u64::from));
    loop {
        let mut any = false;
        for j in 0..VECTORS {
            let active = _mm512_cmpneq_epu64_mask(u[j], v[j]);
            any |= active != 0;
            // As the scalar step: the larger of u, v becomes (larger − smaller)/2^shift,
            // the smaller one's coefficient gains the larger one's, which is shifted.
            let u_larger = _mm512_cmpgt_epu64_mask(u[j], v[j]);
            let difference =
                _mm512_mask_sub_epi64(_mm512_sub_epi64(v[j], u[j]), u_larger, u[j], v[j]);
            let lowest =
                _mm512_and_si512(difference, _mm512_sub_epi64(_mm512_setzero_si512(), difference));
            let shift = _mm512_sub_epi64(_mm512_set1_epi64(63), _mm512_lzcnt_epi64(lowest));
            let reduced = _mm512_srlv_epi64(difference, shift);
            let shifted = _mm512_sllv_epi64(_mm512_mask_blend_epi64(u_larger, r[j], s[j]), shift);
            let grown = _mm512_add_epi64(s[j], r[j]);
            u[j] = _mm512_mask_mov_epi64(u[j], active & u_larger, reduced);
            v[j] = _mm512_mask_mov_epi64(v[j], active & !u_larger, reduced);
            let (new_s, new_r) = (
                _mm512_mask_blend_epi64(u_larger, grown, shifted),
                _mm512_mask_blend_epi64(u_larger, shifted, grown),
            );
            s[j] = _mm512_mask_mov_epi64(s[j], active, new_s);
            r[j] = _mm512_mask_mov_epi64(r[j], active, new_r);
            k[j] = _mm512_mask_add_epi64(k[j], active, k[j], shift);
        }
        if !any {
            break;
        }
    }
    let (u, r, k) = (unload(u), unload(r), unload(k));
    std::array::from_fn(|i| {
        let lane = &lanes[i];
        almost_inverse_end(u[i], r[i], k[i] as u32, lane.mont.n)
            .map(|almost| lane.mont.inverse_from_almost(almost, lane.two_208))
    })
}

/// The lanes from an array (lane `i` is `values[i]`).
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
pub(crate) fn load(values: [u64; LANES]) -> Wide {
    std::array::from_fn(|k| {
        let [v0, v1, v2, v3, v4, v5, v6, v7] = std::array::from_fn(|i| values[8 * k + i] as i64);
        _mm512_set_epi64(v7, v6, v5, v4, v3, v2, v1, v0)
    })
}

/// The lanes as an array.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
pub(crate) fn unload(vectors: Wide) -> [u64; LANES] {
    let mut values = [0; LANES];
    for (chunk, vector) in values.chunks_exact_mut(8).zip(vectors) {
        let (low, high) = (_mm512_castsi512_si256(vector), _mm512_extracti64x4_epi64::<1>(vector));
        let lanes = [
            _mm256_extract_epi64::<0>(low),
            _mm256_extract_epi64::<1>(low),
            _mm256_extract_epi64::<2>(low),
            _mm256_extract_epi64::<3>(low),
            _mm256_extract_epi64::<0>(high),
            _mm256_extract_epi64::<1>(high),
            _mm256_extract_epi64::<2>(high),
            _mm256_extract_epi64::<3>(high),
        ];
        for (value, lane) in chunk.iter_mut().zip(lanes) {
            *value = lane as u64;
        }
    }
    values
}

/// Eight residues, one per lane (each mod its lane's `n`), packed one to a 64-bit lane: the
/// value itself, below `n + 2^30` (the bound of a product's result, see the module's
/// bounds), so below 2^64 for the lanes' moduli. Its limbs for a product are the value
/// (IFMA reads only the low 52 bits) and the value shifted right by 52. Packed, a residue
/// takes one register instead of two: the curves keep half as many values in memory, and
/// a vector store costs as much as two multiplications (measured).
#[derive(Clone, Copy)]
pub(crate) struct Residues {
    pub(crate) packed: Wide,
}

impl Residues {
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    pub(crate) fn zero() -> Self {
        Self { packed: [_mm512_setzero_si512(); VECTORS] }
    }

    /// Lanes from values below 2^64 (already in the lanes' Montgomery form).
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    pub(crate) fn from_lanes(values: [u64; LANES]) -> Self {
        Self { packed: load(values) }
    }

    /// 1 in each lane's form (`2^104 mod n`).
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    pub(crate) fn one(lanes: &[Lane; LANES]) -> Self {
        Self::from_lanes(lanes.map(|lane| lane.into_lanes))
    }

    /// Each lane's value.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    pub(crate) fn to_lanes(self) -> [u128; LANES] {
        unload(self.packed).map(u128::from)
    }
}

/// Eight moduli and what Montgomery multiplication by them needs.
#[derive(Clone, Copy)]
pub(crate) struct Field8 {
    pub(crate) n_lo: Wide,
    pub(crate) n_hi: Wide,
    /// `−n⁻¹ mod 2^52` per lane.
    pub(crate) n_neg_inverse: Wide,
    /// `2n`, added to differences.
    pub(crate) twice_n: Sum,
    /// `4n`, added to differences of sums ([`Field8::sub_wide`]).
    pub(crate) four_n: Sum,
}

impl Field8 {
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    pub(crate) fn new(moduli: [u64; LANES]) -> Self {
        debug_assert!(moduli.iter().all(|&n| n <= LANE_MODULUS_LIMIT));
        let neg_inverse = moduli.map(|n| inverse_mod_2_64(n).wrapping_neg() & LIMB_MASK);
        let limbs = |factor: u128| {
            let multiple = moduli.map(|n| factor * u128::from(n));
            Sum {
                lo: load(multiple.map(|t| t as u64 & LIMB_MASK)),
                hi: load(multiple.map(|t| (t >> 52) as u64)),
            }
        };
        Self {
            n_lo: load(moduli.map(|n| n & LIMB_MASK)),
            n_hi: load(moduli.map(|n| n >> 52)),
            n_neg_inverse: load(neg_inverse),
            twice_n: limbs(2),
            four_n: limbs(4),
        }
    }

    /// `a·b/2^104 mod n` per lane, below `n + 2^30`, for `a, b` below 2^67 (see the
    /// module's bounds).
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn mul(&self, a: impl Factor, b: impl Factor) -> Residues {
        let (a, b) = (limbs(a), limbs(b));
        let zero = _mm512_setzero_si512();
        let (low, high) = (_mm512_madd52lo_epu64, _mm512_madd52hi_epu64);
        Residues {
            packed: std::array::from_fn(|k| {
                let (a_lo, a_hi, b_lo, b_hi) = (a.lo[k], a.hi[k], b.lo[k], b.hi[k]);
                // The limbs t0 + t1·2^52 + t2·2^104 of a·b (before carries); a_hi·b_hi is
                // below 2^30, so it has no high half.
                let t0 = low(zero, a_lo, b_lo);
                let t1 = low(low(high(zero, a_lo, b_lo), a_hi, b_lo), a_lo, b_hi);
                let t2 = high(low(high(zero, a_lo, b_hi), a_hi, b_hi), a_hi, b_lo);
                self.reduce(k, t0, t1, t2)
            }),
        }
    }

    /// `a²/2^104 mod n` per lane, as [`Field8::mul`] with the cross product taken once, as
    /// `lo·(2·hi)` (`2·hi` is below 2^16): 14 IFMA instructions per vector instead of 16.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn square(&self, a: impl Factor) -> Residues {
        let a = limbs(a);
        let zero = _mm512_setzero_si512();
        let (low, high) = (_mm512_madd52lo_epu64, _mm512_madd52hi_epu64);
        Residues {
            packed: std::array::from_fn(|k| {
                let (lo, hi) = (a.lo[k], a.hi[k]);
                let twice_hi = _mm512_add_epi64(hi, hi);
                let t0 = low(zero, lo, lo);
                let t1 = low(high(zero, lo, lo), lo, twice_hi);
                let t2 = high(low(zero, hi, hi), lo, twice_hi);
                self.reduce(k, t0, t1, t2)
            }),
        }
    }

    /// Montgomery reduction on vector `k` of `t0 + t1·2^52 + t2·2^104` (`t0` below 2^52,
    /// `t1` and `t2` below 2^54) by 2^104: the result, packed. Two rounds each add `m·n`
    /// with `m = (lowest limb)·(−n⁻¹) mod 2^52`, which clears that limb.
    ///
    /// The sums run inside the IFMA instructions (each adds its product to a lane) rather
    /// than in separate additions: the processor's other vector units, not its
    /// multipliers, were the bottleneck (sums split for shorter dependency chains measured
    /// no faster, the two vectors side by side give the overlap instead).
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn reduce(&self, k: usize, t0: __m512i, t1: __m512i, t2: __m512i) -> __m512i {
        let (n_lo, n_hi, n_neg_inverse) = (self.n_lo[k], self.n_hi[k], self.n_neg_inverse[k]);
        let zero = _mm512_setzero_si512();
        let (low, high) = (_mm512_madd52lo_epu64, _mm512_madd52hi_epu64);
        // Round 1: t0 + lo(m·n_lo) is 0 or 2^52, a carry iff t0 ≠ 0, that is iff
        // t0 + (2^52 − 1) reaches 2^52. (Not `min(t0, 1)`: LLVM makes that a mask test and a
        // masked add, which take the multipliers' ports, 6 % of a product in all.)
        let m = low(zero, t0, n_neg_inverse);
        let carry =
            _mm512_srli_epi64::<52>(_mm512_add_epi64(t0, _mm512_set1_epi64(LIMB_MASK as i64)));
        let t1 = _mm512_add_epi64(low(high(t1, m, n_lo), m, n_hi), carry);
        let t2 = high(t2, m, n_hi);
        // Round 2 on the next limb (IFMA reads only its low 52 bits, all m needs).
        let m = low(zero, t1, n_neg_inverse);
        let carry = _mm512_srli_epi64::<52>(low(t1, m, n_lo));
        let t2 = _mm512_add_epi64(low(high(t2, m, n_lo), m, n_hi), carry);
        let t3 = high(zero, m, n_hi);
        // The result t2 + t3·2^52 is below 2^64 (the bound), so the sum wraps to it exactly.
        _mm512_add_epi64(t2, _mm512_slli_epi64::<52>(t3))
    }

    /// `a + b`, below 2^65 as two limbs: the low one is the wrapped sum (whose low 52
    /// bits are right), the high one the sum's bits from 52 up, with the carry out of
    /// bit 63 found by one three-input logic instruction.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn add(&self, a: Residues, b: Residues) -> Sum {
        let lo: Wide = std::array::from_fn(|k| _mm512_add_epi64(a.packed[k], b.packed[k]));
        Sum {
            lo,
            hi: std::array::from_fn(|k| {
                // Bit 63 of (a ∧ b) ∨ ((a ∨ b) ∧ ¬sum) is the carry out of a + b.
                let carries = _mm512_ternarylogic_epi64::<0xD4>(a.packed[k], b.packed[k], lo[k]);
                let carry = _mm512_slli_epi64::<12>(_mm512_srli_epi64::<63>(carries));
                _mm512_add_epi64(_mm512_srli_epi64::<52>(lo[k]), carry)
            }),
        }
    }

    /// `a − b + 2n` for products' results `a, b` (below `n + 2^30`, so below `2n`): in
    /// `(0, 4n)`, as two limbs. The low limbs' difference may go below 0; its arithmetic
    /// shift borrows from the high one.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn sub(&self, a: Residues, b: Residues) -> Sum {
        let mask = _mm512_set1_epi64(LIMB_MASK as i64);
        let lo: Wide = std::array::from_fn(|k| {
            let (a, b) = (_mm512_and_si512(a.packed[k], mask), _mm512_and_si512(b.packed[k], mask));
            _mm512_sub_epi64(_mm512_add_epi64(a, self.twice_n.lo[k]), b)
        });
        Sum {
            lo,
            hi: std::array::from_fn(|k| {
                let (a, b) =
                    (_mm512_srli_epi64::<52>(a.packed[k]), _mm512_srli_epi64::<52>(b.packed[k]));
                let hi = _mm512_sub_epi64(_mm512_add_epi64(a, self.twice_n.hi[k]), b);
                _mm512_add_epi64(hi, _mm512_srai_epi64::<52>(lo[k]))
            }),
        }
    }

    /// `a − b + 4n` for sums `a, b` below `4n` with masked low limbs ([`Sum::masked`]): in
    /// `(0, 8n)`, which a product still takes.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn sub_wide(&self, a: Sum, b: Sum) -> Sum {
        let lo: Wide = std::array::from_fn(|k| {
            _mm512_sub_epi64(_mm512_add_epi64(a.lo[k], self.four_n.lo[k]), b.lo[k])
        });
        Sum {
            lo,
            hi: std::array::from_fn(|k| {
                let hi = _mm512_sub_epi64(_mm512_add_epi64(a.hi[k], self.four_n.hi[k]), b.hi[k]);
                _mm512_add_epi64(hi, _mm512_srai_epi64::<52>(lo[k]))
            }),
        }
    }
}

/// A sum or difference of residues, to be multiplied and nothing else, as two limbs
/// `lo + hi·2^52`: the low limb's bits above 52 are not part of the value (IFMA reads only
/// the low 52 bits of what it multiplies), so no masking is needed.
#[derive(Clone, Copy)]
pub(crate) struct Sum {
    pub(crate) lo: Wide,
    pub(crate) hi: Wide,
}

impl Sum {
    /// The same sum with its low limb masked to 52 bits, as [`Field8::sub_wide`] takes.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    pub(crate) fn masked(self) -> Sum {
        let mask = _mm512_set1_epi64(LIMB_MASK as i64);
        Sum { lo: self.lo.map(|lo| _mm512_and_si512(lo, mask)), hi: self.hi }
    }
}

/// What [`Field8::mul`] and [`Field8::square`] take: residues or sums.
pub(crate) trait Factor: Copy {
    /// The low limb (of which a multiplication reads the low 52 bits) and the high one,
    /// `None` for a packed residue, whose high limb is its value shifted ([`limbs`]).
    fn parts(self) -> (Wide, Option<Wide>);
}

impl Factor for Residues {
    #[inline(always)]
    fn parts(self) -> (Wide, Option<Wide>) {
        (self.packed, None)
    }
}

impl Factor for Sum {
    #[inline(always)]
    fn parts(self) -> (Wide, Option<Wide>) {
        (self.lo, Some(self.hi))
    }
}

/// A factor's two limbs.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
#[inline]
pub(crate) fn limbs(x: impl Factor) -> Sum {
    let (lo, hi) = x.parts();
    Sum { lo, hi: hi.unwrap_or_else(|| lo.map(|v| _mm512_srli_epi64::<52>(v))) }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn rng(seed: u64) -> impl FnMut() -> u64 {
        let mut rng = workbench::random::Rng::new(seed);
        move || rng.next_u64()
    }

    /// Run `test` (which needs the lanes' instructions) if this CPU has them, else say so.
    pub(crate) fn on_lanes(test: unsafe fn()) {
        if !available() {
            eprintln!("no AVX-512 IFMA on this CPU: the lanes are not tested here");
            return;
        }
        // SAFETY: the tests given are target-feature functions that need AVX-512F, IFMA and CD,
        // which `available` has just found.
        #[allow(unsafe_code)]
        unsafe {
            test();
        }
    }

    /// Moduli of every width the lanes take, their largest included.
    pub(crate) fn moduli(next: &mut impl FnMut() -> u64) -> [u64; LANES] {
        let mut moduli = [0; LANES];
        moduli[..3].copy_from_slice(&[LANE_MODULUS_LIMIT, (1 << 63) + 1, (1 << 32) + 15]);
        for (i, n) in moduli.iter_mut().enumerate().skip(3) {
            let shift = (i % 8) as u32 * 4;
            *n = ((next() >> shift) | 1 << (63 - shift) | 1).min(LANE_MODULUS_LIMIT);
        }
        moduli
    }

    /// Products, squares, sums and differences (of products' results and of sums) in the
    /// lanes agree with u128 arithmetic mod n, over chains long enough to reach the lazy
    /// bounds (a residue is read back by `residue`).
    #[test]
    fn lane_arithmetic_agrees_with_u128() {
        on_lanes(lane_arithmetic);
    }

    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn lane_arithmetic() {
        let mut next = rng(5);
        for _ in 0..200 {
            let moduli = moduli(&mut next);
            let lanes = moduli.map(|n| Lane::new(None, n));
            let field = Field8::new(moduli);
            let form = |values: [u64; LANES]| {
                Residues::from_lanes(std::array::from_fn(|i| {
                    lanes[i].mont.mul(lanes[i].mont.enter(values[i]), lanes[i].into_lanes)
                }))
            };
            // A residue or a sum's limbs, read back through a product with 1 (2^-104 in the
            // form); the product reads only what `mul` reads of a sum.
            let plain = |r: Sum| -> [u64; LANES] {
                let values = field.mul(r, Residues::from_lanes([1; LANES])).to_lanes();
                std::array::from_fn(|i| lanes[i].residue(values[i]))
            };
            let (mut a, mut b) = (moduli.map(|n| next() % n), moduli.map(|n| next() % n));
            let (mut va, mut vb) = (form(a), form(b));
            let one = form([1; LANES]);
            for _ in 0..20 {
                let n = moduli.map(u128::from);
                let sum: [u64; LANES] =
                    std::array::from_fn(|i| ((u128::from(a[i]) + u128::from(b[i])) % n[i]) as u64);
                let gap: [u64; LANES] = std::array::from_fn(|i| {
                    ((u128::from(a[i]) + n[i] - u128::from(b[i])) % n[i]) as u64
                });
                let product: [u64; LANES] = std::array::from_fn(|i| {
                    (u128::from(sum[i]) * u128::from(gap[i]) % n[i]) as u64
                });
                let (vs, vg) = (field.add(va, vb), field.sub(va, vb));
                assert_eq!(plain(vs), sum);
                assert_eq!(plain(vg), gap);
                // Sums as residues (below 4n), and the difference of two of them.
                assert_eq!(plain(vs.masked()), sum);
                let wide_gap: [u64; LANES] = std::array::from_fn(|i| {
                    ((u128::from(sum[i]) + n[i] - u128::from(gap[i])) % n[i]) as u64
                });
                assert_eq!(plain(field.sub_wide(vs.masked(), vg.masked())), wide_gap);
                let vp = field.mul(vs, vg);
                assert_eq!(plain(limbs(vp)), product, "{moduli:?}");
                let square: [u64; LANES] =
                    std::array::from_fn(|i| (u128::from(sum[i]).pow(2) % n[i]) as u64);
                assert_eq!(plain(limbs(field.square(vs))), square, "{moduli:?}");
                // The next round on the product and the difference (brought below 2n, as
                // `sub` asks of its second operand, by a product with 1).
                (a, b, va, vb) = (product, gap, vp, field.mul(vg, one));
            }
        }
    }

    /// The lanes' inverses agree with the scalar ones, lane by lane: on random values, on
    /// 0, 1 and n − 1, and on values sharing a factor with a composite n (the gcd named).
    #[test]
    fn lane_inverses_agree_with_the_scalar_ones() {
        on_lanes(lane_inverses);
    }

    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn lane_inverses() {
        let mut next = rng(29);
        for round in 0..300 {
            let mut moduli = moduli(&mut next);
            // Composite moduli with a known factor, for the values that share it.
            for n in &mut moduli[8..12] {
                *n = (((next() >> 33) | 1) * 1_000_003).min(LANE_MODULUS_LIMIT);
            }
            let lanes = moduli.map(|n| Lane::new(None, n));
            let values: [u64; LANES] = std::array::from_fn(|i| match (round + i) % 6 {
                0 => 0,
                1 => 1,
                2 => moduli[i] - 1,
                3 => 1_000_003 * (next() % 1000 + 1) % moduli[i],
                _ => next() % moduli[i],
            });
            let found = inverses_in_form(&lanes, values);
            for (i, lane) in lanes.iter().enumerate() {
                let want = lane.mont.inverse_in_form(values[i], lane.two_208);
                assert_eq!(found[i], want, "n = {}, value {}", moduli[i], values[i]);
            }
        }
    }
}
