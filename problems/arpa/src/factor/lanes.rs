//! The elliptic curve method on 24 numbers at once, in the lanes of three AVX-512 vectors
//! (x86-64 CPUs with IFMA, chosen at run time; the judge file keeps the portable code only).
//!
//! **Idea.** A curve's work does not depend on its number: stage 1 is the plan's PRAC chain,
//! stage 2 its baby steps, giant steps and pairs. So 24 numbers, each with its own modulus
//! and its own curve, share one walk through that work, each instruction doing one step for
//! eight of them; a lane whose number splits (or runs out of curves) takes the next number.
//! Three vectors side by side give the processor independent products to overlap.
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
//! Curves are projective in `(A + 2)/4 = A24/C24` and in the start (see
//! `projective_curve`), so setting one up needs no inverse (a doubling costs one product
//! more, 6). Stage 2 brings its points to `Z = 1` with one inverse per lane, as the scalar
//! code does: Kaliski's almost inverse, in the lanes too (`inverses_in_form`, 38 ns a lane
//! against 210 for the scalar one), far cheaper than the 1400 products more that pairs of
//! projective points would cost.
//!
//! Before the curves, each number gets one run of Pollard's p − 1 in the same lanes
//! (`minus_one`), which splits about 30 % of the worst shape for a sixth of the curves' work.
//!
//! **Measured** (bench/README.md): about 13 µs of CPU per number of two random primes in
//! [2^31, 2^32] against 44 µs one at a time; 10^5 of them in 0.7–0.85 s of wall on two
//! threads. The lanes run at about 2.3 cycles a lane product against the multipliers' 2: a
//! product is 16 IFMA instructions for eight lanes, the processor starts one a cycle, and
//! every other vector instruction (sums, carries, stores) takes the same four pipes.
//!
//! # Complexity
//! Per curve and lane the scalar curve's products plus one per doubling (about 4200), at 16
//! IFMA instructions per eight products, and per curve and lane an almost inverse and a gcd;
//! per number one p − 1 (about 3200 products, an almost inverse and a gcd).

use super::{
    ECM_BABIES, ECM_CURVES, ECM_D, ECM_MAX_POINTS, ECM_PRODUCTS, EcmPlan, Montgomery, Step, gcd,
    projective_curve, split,
};
use std::arch::x86_64::{
    __m512i, _mm256_extract_epi64, _mm512_add_epi64, _mm512_and_si512, _mm512_castsi512_si256,
    _mm512_cmpgt_epu64_mask, _mm512_cmpneq_epu64_mask, _mm512_extracti64x4_epi64,
    _mm512_lzcnt_epi64, _mm512_madd52hi_epu64, _mm512_madd52lo_epu64, _mm512_mask_add_epi64,
    _mm512_mask_blend_epi64, _mm512_mask_mov_epi64, _mm512_mask_sub_epi64, _mm512_set_epi64,
    _mm512_set1_epi64, _mm512_setzero_si512, _mm512_slli_epi64, _mm512_sllv_epi64,
    _mm512_srai_epi64, _mm512_srli_epi64, _mm512_srlv_epi64, _mm512_sub_epi64,
    _mm512_ternarylogic_epi64,
};

/// `2P` on a [`Curve8`]: 6 products (the scalar 5 and one for `C24`). A macro, so that
/// chains of them are one function (see `walk_chain`).
macro_rules! double8 {
    ($curve:expr, $p:expr) => {{
        let (curve, p): (&Curve8, Point8) = ($curve, $p);
        let f = &curve.field;
        let (sum, difference) = (f.add(p.x, p.z), f.sub(p.x, p.z));
        let (t1, t2) = (f.square(sum), f.square(difference));
        let t3 = f.sub(t1, t2);
        let scaled = f.mul(curve.c24, t2);
        Point8 { x: f.mul(t1, scaled), z: f.mul(t3, f.add(scaled, f.mul(curve.a24, t3))) }
    }};
}

/// `P + Q` from `P`, `Q` and `P − Q` on a [`Curve8`]: 6 products (a macro, as `double8`).
macro_rules! add8 {
    ($curve:expr, $p:expr, $q:expr, $difference:expr) => {{
        let (curve, p, q, difference): (&Curve8, Point8, Point8, Point8) =
            ($curve, $p, $q, $difference);
        let f = &curve.field;
        let u = f.mul(f.sub(p.x, p.z), f.add(q.x, q.z));
        let v = f.mul(f.add(p.x, p.z), f.sub(q.x, q.z));
        let (sum, gap) = (f.add(u, v), f.sub(u, v));
        Point8 { x: f.mul(difference.z, f.square(sum)), z: f.mul(difference.x, f.square(gap)) }
    }};
}

/// `3P` on a [`Curve8`] (a macro, as `double8`).
macro_rules! triple8 {
    ($curve:expr, $p:expr) => {{
        let (curve, p): (&Curve8, Point8) = ($curve, $p);
        add8!(curve, double8!(curve, p), p, p)
    }};
}

/// How many vectors of eight lanes work side by side, to give the processor independent
/// products to overlap (a product's instructions form a chain of about 35 cycles, while the
/// multipliers could start the next one's every cycle). Measured: two 8 % faster than one,
/// three 3 % faster than two, four slower than three (registers spill).
const VECTORS: usize = 3;

/// How many numbers are split at once: eight per vector.
pub const LANES: usize = 8 * VECTORS;

/// One value per lane: the vectors side by side.
type Wide = [__m512i; VECTORS];

/// The low 52 bits: one limb.
const LIMB_MASK: u64 = (1 << 52) - 1;

/// The modulus of a lane with no number (its results are never read).
const IDLE_MODULUS: u64 = (1 << 61) - 1;

/// The largest modulus the lanes take: a product's result is below `n + 2^30`, which must
/// fit a packed lane. Larger numbers (2^32 of all `u64`) go to the scalar curves.
const LANE_MODULUS_LIMIT: u64 = u64::MAX - (1 << 32);

mod minus_one;

/// Whether this CPU has what the lanes need: AVX-512F, IFMA and CD (every CPU with IFMA has
/// CD, for its leading-zero count).
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512ifma")
        && std::arch::is_x86_feature_detected!("avx512cd")
}

/// A proper divisor of each of `composites` (odd, with no prime factor below 2^12, not a
/// prime, a square or a cube), or `None` for one whose [`ECM_CURVES`] curves all failed.
/// Each is split with the bounds the scalar [`super::ecm_factor`] would use.
///
/// # Panics
/// If the CPU lacks the instructions ([`available`] is false).
///
/// # Complexity
/// About 4.8 curves per composite of two primes near 2^32 (as the scalar code), eight
/// composites per vector instruction.
pub fn divisors(composites: &[u64]) -> Vec<Option<u64>> {
    assert!(available(), "the CPU has no AVX-512 IFMA");
    let mut found = vec![None; composites.len()];
    let (fitting, too_large): (Vec<usize>, Vec<usize>) =
        (0..composites.len()).partition(|&i| composites[i] <= LANE_MODULUS_LIMIT);
    for job in too_large {
        found[job] = super::ecm_factor(composites[job]);
    }
    let (small, large): (Vec<usize>, Vec<usize>) =
        fitting.into_iter().partition(|&i| composites[i] < super::ECM_SMALL_BELOW);
    for (jobs, plan, minus_one_first) in
        [(large, &*super::ECM_PLAN, true), (small, &*super::ECM_SMALL_PLAN, false)]
    {
        // SAFETY: `split_in_lanes` needs AVX-512F, IFMA and CD, and the assertion above
        // checked at run time that this CPU has them. It touches memory only through safe
        // code (the vectors are built and read lane by lane with value intrinsics).
        #[allow(unsafe_code)]
        let results = unsafe { split_in_lanes(composites, &jobs, plan, minus_one_first) };
        for (job, result) in jobs.into_iter().zip(results) {
            found[job] = result;
        }
    }
    found
}

/// One lane's number and curve, with the constants its scalar steps need.
#[derive(Debug, Clone, Copy)]
struct Lane {
    /// The index into the jobs of the number in this lane, `None` when idle.
    job: Option<usize>,
    mont: Montgomery,
    /// `2^104 mod n`: `mont.mul(x·2^64, into_lanes) = x·2^104`, the lanes' form of `x`.
    into_lanes: u64,
    /// `2^208 mod n`, to bring an inverse into the lanes' form.
    two_208: u64,
    /// The index of the lane's next curve (see `projective_curve`).
    curve: u64,
}

impl Lane {
    fn new(job: Option<usize>, n: u64) -> Self {
        let mont = Montgomery::new(n);
        let into_lanes = mont.mul(mont.r2, 1 << 40); // 2^128·2^40/2^64, no division
        let two_208 = mont.mul(mont.mul(into_lanes, into_lanes), mont.r2);
        Self { job, mont, into_lanes, two_208, curve: 0 }
    }

    /// A value of the lanes (below `4n`) as its residue in `[0, n)`.
    fn residue(&self, value: u128) -> u64 {
        let n = u128::from(self.mont.n);
        debug_assert!(value < 4 * n);
        let mut value = value;
        while value >= n {
            value -= n; // at most three times (the bound above)
        }
        value as u64
    }
}

/// [`divisors`] of `composites[jobs[k]]` for each `k`, in order.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
fn split_in_lanes(
    composites: &[u64],
    jobs: &[usize],
    plan: &EcmPlan,
    minus_one_first: bool,
) -> Vec<Option<u64>> {
    let mut results = vec![None; jobs.len()];
    if minus_one_first {
        for (first, chunk) in (0..).step_by(LANES).zip(jobs.chunks(LANES)) {
            let moduli =
                std::array::from_fn(|i| chunk.get(i).map_or(IDLE_MODULUS, |&job| composites[job]));
            results[first..first + chunk.len()]
                .copy_from_slice(&minus_one::divisors(moduli)[..chunk.len()]);
        }
    }
    // The jobs p − 1 left, in order: no list of them (memory follows the input).
    let mut next = 0;
    let mut take = |results: &[Option<u64>]| {
        while next < results.len() && results[next].is_some() {
            next += 1;
        }
        next += 1;
        (next <= results.len()).then(|| next - 1)
    };
    let lane_for = |job: Option<usize>| match job {
        Some(k) => Lane::new(Some(k), composites[jobs[k]]),
        None => Lane::new(None, IDLE_MODULUS),
    };
    let mut lanes = [(); LANES].map(|()| lane_for(take(&results)));
    let mut points = [Point8::zero(); ECM_MAX_POINTS];
    let mut prefix = [Residues::zero(); ECM_MAX_POINTS];
    while lanes.iter().any(|lane| lane.job.is_some()) {
        let outcomes = one_curve(&lanes, plan, &mut points, &mut prefix);
        for (lane, outcome) in lanes.iter_mut().zip(outcomes) {
            let Some(k) = lane.job else { continue };
            lane.curve += 1;
            if outcome.is_some() || lane.curve == ECM_CURVES {
                results[k] = outcome;
                *lane = lane_for(take(&results));
            }
        }
    }
    results
}

/// Each lane's current curve, both stages: a proper factor of the lane's number or `None`
/// (idle lanes' outcomes mean nothing). `points` and `prefix` are scratch.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
fn one_curve(
    lanes: &[Lane; LANES],
    plan: &EcmPlan,
    points: &mut [Point8; ECM_MAX_POINTS],
    prefix: &mut [Residues; ECM_MAX_POINTS],
) -> [Option<u64>; LANES] {
    let field = Field8::new(lanes.map(|lane| lane.mont.n));
    let setups = lanes.map(|lane| {
        projective_curve(lane.mont, lane.curve).map(|v| lane.mont.mul(v, lane.into_lanes))
    });
    let column = |c: usize| Residues::from_lanes(setups.map(|setup| setup[c]));
    let curve = Curve8 { field, a24: column(0), c24: column(1) };
    // Stage 1: the odd part by the PRAC chains, then the doublings.
    let mut q = walk_chain!(
        &curve,
        Point8 { x: column(2), z: column(3) },
        &plan.chain,
        double8,
        add8,
        triple8
    );
    for _ in 0..plan.twos {
        q = double8!(&curve, q);
    }
    let stage_1_z = q.z.to_lanes();
    // Stage 2 as the scalar `stage_2`: every point to Z = 1 with one inverse per lane.
    stage_2_points!(&curve, q, plan, &mut *points, double8, add8);
    let count = ECM_BABIES + plan.pairs.len();
    // 1 in the lanes' form is 2^104 mod n.
    let one = Residues::one(lanes);
    let mut running = one;
    for (before, point) in prefix.iter_mut().zip(&points[..count]) {
        *before = running;
        running = field.mul(running, point.z);
    }
    let mut outcomes = [None; LANES];
    let mut failed = [false; LANES];
    let mut inverses = [0u64; LANES];
    let values = running.to_lanes();
    let found = inverses_in_form(lanes, std::array::from_fn(|i| lanes[i].residue(values[i])));
    for (i, (lane, inverse)) in lanes.iter().zip(found).enumerate() {
        let n = lane.mont.n;
        match inverse {
            Ok(inverse) => inverses[i] = inverse,
            Err(g) => {
                // Every prime at once: stage 1 alone may have found fewer.
                outcomes[i] = split(g, n).or_else(|| split(gcd(lane.residue(stage_1_z[i]), n), n));
                failed[i] = true;
            }
        }
    }
    let mut inverse = Residues::from_lanes(inverses);
    let mut xs = [Residues::zero(); ECM_MAX_POINTS];
    for k in (0..count).rev() {
        xs[k] = field.mul(points[k].x, field.mul(inverse, prefix[k]));
        inverse = field.mul(inverse, points[k].z);
    }
    let mut products = [one; ECM_PRODUCTS];
    for group in plan.pair_list.chunks_exact(ECM_PRODUCTS) {
        for (product, &(giant, baby)) in products.iter_mut().zip(group) {
            let gap = field.sub(xs[giant as usize], xs[baby as usize]);
            *product = field.mul(*product, gap);
        }
    }
    let mut product = products[0];
    for other in &products[1..] {
        product = field.mul(product, *other);
    }
    for (i, (lane, value)) in lanes.iter().zip(product.to_lanes()).enumerate() {
        if !failed[i] {
            let n = lane.mont.n;
            outcomes[i] = split(gcd(lane.residue(value), n), n);
        }
    }
    outcomes
}

/// The inverse of each lane's `value` (in the lanes' form) in the same form, or
/// `Err(gcd(value, n))`: Kaliski's almost inverse (`super::almost_inverse`) run on all the
/// lanes at once, each step a handful of vector instructions under a mask of the lanes not
/// yet done, then per lane the scalar conversion: 38 ns a lane against 210 for the scalar
/// inverse (a microbenchmark); the loop runs as long as the slowest lane's.
///
/// # Complexity
/// O(64) vector steps for the 24 lanes, then two products per lane.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
fn inverses_in_form(lanes: &[Lane; LANES], values: [u64; LANES]) -> [Result<u64, u64>; LANES] {
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
        super::almost_inverse_end(u[i], r[i], k[i] as u32, lane.mont.n)
            .map(|almost| lane.mont.inverse_from_almost(almost, lane.two_208))
    })
}

/// The lanes from an array (lane `i` is `values[i]`).
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
fn load(values: [u64; LANES]) -> Wide {
    std::array::from_fn(|k| {
        let [v0, v1, v2, v3, v4, v5, v6, v7] = std::array::from_fn(|i| values[8 * k + i] as i64);
        _mm512_set_epi64(v7, v6, v5, v4, v3, v2, v1, v0)
    })
}

/// The lanes as an array.
#[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
fn unload(vectors: Wide) -> [u64; LANES] {
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
struct Residues {
    packed: Wide,
}

impl Residues {
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn zero() -> Self {
        Self { packed: [_mm512_setzero_si512(); VECTORS] }
    }

    /// Lanes from values below 2^64 (already in the lanes' Montgomery form).
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn from_lanes(values: [u64; LANES]) -> Self {
        Self { packed: load(values) }
    }

    /// 1 in each lane's form (`2^104 mod n`).
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn one(lanes: &[Lane; LANES]) -> Self {
        Self::from_lanes(lanes.map(|lane| lane.into_lanes))
    }

    /// Each lane's value.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn to_lanes(self) -> [u128; LANES] {
        unload(self.packed).map(u128::from)
    }
}

/// Eight moduli and what Montgomery multiplication by them needs.
#[derive(Clone, Copy)]
struct Field8 {
    n_lo: Wide,
    n_hi: Wide,
    /// `−n⁻¹ mod 2^52` per lane.
    n_neg_inverse: Wide,
    /// `2n`, added to differences.
    twice_n: Sum,
    /// `4n`, added to differences of sums ([`Field8::sub_wide`]).
    four_n: Sum,
}

impl Field8 {
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn new(moduli: [u64; LANES]) -> Self {
        debug_assert!(moduli.iter().all(|&n| n <= LANE_MODULUS_LIMIT));
        let neg_inverse = moduli.map(|n| super::inverse_mod_2_64(n).wrapping_neg() & LIMB_MASK);
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
    fn mul(&self, a: impl Factor, b: impl Factor) -> Residues {
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
    fn square(&self, a: impl Factor) -> Residues {
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
    fn reduce(&self, k: usize, t0: __m512i, t1: __m512i, t2: __m512i) -> __m512i {
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
    fn add(&self, a: Residues, b: Residues) -> Sum {
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
    fn sub(&self, a: Residues, b: Residues) -> Sum {
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
    fn sub_wide(&self, a: Sum, b: Sum) -> Sum {
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
struct Sum {
    lo: Wide,
    hi: Wide,
}

impl Sum {
    /// The same sum with its low limb masked to 52 bits, as [`Field8::sub_wide`] takes.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    #[inline]
    fn masked(self) -> Sum {
        let mask = _mm512_set1_epi64(LIMB_MASK as i64);
        Sum { lo: self.lo.map(|lo| _mm512_and_si512(lo, mask)), hi: self.hi }
    }
}

/// What [`Field8::mul`] and [`Field8::square`] take: residues or sums.
trait Factor: Copy {
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
fn limbs(x: impl Factor) -> Sum {
    let (lo, hi) = x.parts();
    Sum { lo, hi: hi.unwrap_or_else(|| lo.map(|v| _mm512_srli_epi64::<52>(v))) }
}

/// Eight points `X/Z`, one per lane's curve.
#[derive(Clone, Copy)]
struct Point8 {
    x: Residues,
    z: Residues,
}

impl Point8 {
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn zero() -> Self {
        Self { x: Residues::zero(), z: Residues::zero() }
    }
}

/// Eight Montgomery curves, `(A + 2)/4 = A24/C24` per lane.
#[derive(Clone, Copy)]
struct Curve8 {
    field: Field8,
    a24: Residues,
    c24: Residues,
}

impl Curve8 {
    /// `(k·P, (k+1)·P)` for `k ≥ 1`, by the Montgomery ladder.
    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn ladder(&self, p: Point8, k: u64) -> (Point8, Point8) {
        ladder!(self, p, k, double8, add8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::factor::{Curve, Point, affine_curve, ecm_factor, is_prime};

    pub(super) fn rng(seed: u64) -> impl FnMut() -> u64 {
        let mut rng = workbench::random::Rng::new(seed);
        move || rng.next_u64()
    }

    /// Run `test` (which needs the lanes' instructions) if this CPU has them, else say so.
    pub(super) fn on_lanes(test: unsafe fn()) {
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
    fn moduli(next: &mut impl FnMut() -> u64) -> [u64; LANES] {
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

    /// Stage 1 in the lanes, projective in `(A + 2)/4`, ends at the point the scalar curve
    /// reaches from the same curve made affine (x-coordinates compared across the forms).
    #[test]
    fn lane_stage_1_agrees_with_the_scalar_curve() {
        on_lanes(lane_stage_1);
    }

    #[target_feature(enable = "avx512f,avx512ifma,avx512cd")]
    fn lane_stage_1() {
        let mut next = rng(11);
        let plan = &*super::super::ECM_PLAN;
        for round in 0..6u64 {
            let moduli = moduli(&mut next);
            let mut lanes = moduli.map(|n| Lane::new(None, n));
            for (i, lane) in lanes.iter_mut().enumerate() {
                lane.curve = (round * LANES as u64 + i as u64) % 40;
            }
            let setups = lanes.map(|lane| {
                projective_curve(lane.mont, lane.curve).map(|v| lane.mont.mul(v, lane.into_lanes))
            });
            let column = |c: usize| Residues::from_lanes(setups.map(|setup| setup[c]));
            let curve = Curve8 { field: Field8::new(moduli), a24: column(0), c24: column(1) };
            let q = walk_chain!(
                &curve,
                Point8 { x: column(2), z: column(3) },
                &plan.chain,
                double8,
                add8,
                triple8
            );
            let (xs, zs) = (q.x.to_lanes(), q.z.to_lanes());
            for (i, lane) in lanes.iter().enumerate() {
                let m = lane.mont;
                let Ok((a24, x)) = affine_curve(m, lane.curve) else { continue };
                let scalar = Curve { mont: m, a24 }.run_chain(Point { x, z: m.one }, &plan.chain);
                // X·Z' = X'·Z: both sides carry the factor 2^64·2^104.
                let (x2, z2) = (lane.residue(xs[i]), lane.residue(zs[i]));
                let n = u128::from(m.n);
                let left = u128::from(scalar.x) * u128::from(z2) % n;
                let right = u128::from(x2) * u128::from(scalar.z) % n;
                assert_eq!(left, right, "lane {i}, n = {}, curve {}", m.n, lane.curve);
            }
        }
    }

    /// The lanes split products of two primes of every size the curves meet, a prime times a
    /// product of two, numbers above the lanes' largest modulus, more numbers than lanes
    /// (lanes refill) and fewer (lanes idle); each
    /// answer is a proper divisor, and a number no curve splits gives up after its curves.
    #[test]
    fn lanes_find_proper_divisors() {
        if !available() {
            eprintln!("no AVX-512 IFMA on this CPU: the lanes are not tested here");
            return;
        }
        let mut next = rng(23);
        let mut prime = |bits: u32| loop {
            let p = next() >> (64 - bits) | 1 << (bits - 1) | 1;
            if is_prime(p) {
                return p;
            }
        };
        let mut composites = vec![];
        for bits in [13, 17, 20, 22, 26, 29, 31, 32] {
            for _ in 0..6 {
                composites.push(prime(bits) * prime(64 - bits));
            }
        }
        for _ in 0..12 {
            composites.push(prime(21) * prime(21) * prime(21));
            composites.push(prime(16) * prime(24));
        }
        // Above the lanes' largest modulus, split by the scalar curves instead.
        let too_large = (LANE_MODULUS_LIMIT + 1..=u64::MAX)
            .rev()
            .filter(|&n| !is_prime(n) && (2..1 << 12).all(|p| n % p != 0))
            .take(3);
        composites.extend(too_large);
        let found = divisors(&composites);
        for (&n, d) in composites.iter().zip(found) {
            let d = d.or_else(|| ecm_factor(n)).expect("the curves split it");
            assert!(d > 1 && d < n && n % d == 0, "{n}: {d}");
        }
        // Fewer numbers than lanes (the rest idle), and a number no curve can split (a
        // prime), which gives up after its curves while the others finish.
        let few = [composites[0], (1 << 61) - 1, composites[1]];
        let found = divisors(&few);
        assert_eq!(found[1], None, "a prime has no proper divisor");
        for (&n, d) in few.iter().zip(found).filter(|(n, _)| !is_prime(**n)) {
            let d = d.expect("the curves split it");
            assert!(d > 1 && d < n && n % d == 0, "{n}: {d}");
        }
    }
}
