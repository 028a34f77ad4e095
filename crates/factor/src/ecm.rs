//! The elliptic curve method on one number at a time: a proper factor of a composite with
//! every prime factor at least 2^12, in Montgomery's x-only arithmetic on Montgomery curves.
//! See [`ecm_factor`] for the method; the bounds and curves below are the measured best (the
//! crate's doc has the measurements). Its macros (`ladder!`, `stage_2_points!`) serve the
//! vector lanes too.
//!
//! # Complexity
//! About 3950 products mod n per curve at the large bounds, and 4.8 curves on average for two
//! primes near 2^32: about 44 µs.

use std::sync::LazyLock;

use crate::montgomery::{Montgomery, gcd, split};
use crate::pairs::{
    ECM_BABIES, ECM_D, ECM_PRODUCTS, flat_pairs, prime_table, stage_2_babies, stage_2_pairs,
};
use crate::prac::{Step, prac_chain_into};

/// Stage 1 bound of [`ecm_factor`]'s curves on numbers from [`ECM_SMALL_BELOW`] up: the
/// curve's order must be a product of prime powers up to this (and one more prime up to
/// [`ECM_B2`]). Measured on two primes near 2^32: B1 from 150 to 300 and B2 from 25·B1 to
/// 100·B1 are all within the noise of each other (before and after the PRAC chains).
pub(crate) const ECM_B1: u64 = 200;

/// Stage 2 bound of [`ecm_factor`]'s curves on large numbers.
pub(crate) const ECM_B2: u64 = 40 * ECM_B1;

/// Numbers below this have a prime factor below 2^22, which curves with the smaller bounds
/// [`ECM_SMALL_B1`] and [`ECM_SMALL_B2`] find at about a third of the cost.
pub(crate) const ECM_SMALL_BELOW: u64 = 1 << 44;

/// Stage 1 bound on numbers below [`ECM_SMALL_BELOW`]. (Two such cheap curves first on
/// every number took about 14 instead of 17 µs for a prime near 2^21 times one near 2^43,
/// but cost the worst case, two primes near 2^32, a few per cent.)
pub(crate) const ECM_SMALL_B1: u64 = 70;

/// Stage 2 bound on numbers below [`ECM_SMALL_BELOW`].
pub(crate) const ECM_SMALL_B2: u64 = 40 * ECM_SMALL_B1;

/// How many curves [`ecm_factor`] tries before it gives up (then rho takes over).
pub(crate) const ECM_CURVES: u64 = 300;

/// Room for the baby steps and the giant steps of the larger bounds.
pub(crate) const ECM_MAX_POINTS: usize = ECM_BABIES + (ECM_B2 / ECM_D) as usize + 2;

/// What [`ecm_factor`] needs from its bounds and [`ECM_D`], built once.
pub(crate) struct EcmPlan {
    /// The exponent of 2 in stage 1's multiplier (done by doublings alone).
    pub(crate) twos: u32,
    /// The odd part of stage 1's multiplier (the largest power of each odd prime up to B1
    /// within B1) as one PRAC chain per prime factor, in increasing order.
    pub(crate) chain: Vec<Step>,
    /// What stage 1 costs in multiplications mod n (doublings and chains).
    #[cfg_attr(not(test), allow(dead_code, reason = "the tests compare it with the ladder's"))]
    pub(crate) stage_1_products: u32,
    /// The baby steps: odd `j < D/2` prime to `D`.
    pub(crate) babies: Vec<u64>,
    /// The first giant index `m` (giant steps are `m·D`).
    pub(crate) first_giant: u64,
    /// For each giant index from `first_giant` on, a bit per baby `j`: set iff `m·D + j` or
    /// `m·D − j` is a prime in `(B1, B2]` (only those pairs are multiplied in).
    pub(crate) pairs: Vec<u32>,
    /// The same pairs as a flat list of (giant, baby) indices into stage 2's points (giants
    /// after the babies), padded with copies of the first pair to a multiple of
    /// [`ECM_PRODUCTS`]: a loop without data-dependent branches.
    pub(crate) pair_list: Vec<(u8, u8)>,
}

impl EcmPlan {
    pub(crate) fn new(b1: u64, b2: u64) -> Self {
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

pub(crate) static ECM_PLAN: LazyLock<EcmPlan> = LazyLock::new(|| EcmPlan::new(ECM_B1, ECM_B2));

pub(crate) static ECM_SMALL_PLAN: LazyLock<EcmPlan> =
    LazyLock::new(|| EcmPlan::new(ECM_SMALL_B1, ECM_SMALL_B2));

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
pub(crate) struct Point {
    pub(crate) x: u64,
    pub(crate) z: u64,
}

/// A Montgomery curve mod n, given by `(A + 2)/4`, enough for x-only arithmetic.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Curve {
    pub(crate) mont: Montgomery,
    pub(crate) a24: u64,
}

impl Curve {
    /// `2P`: 5 multiplications.
    #[inline(always)]
    pub(crate) fn double(&self, p: Point) -> Point {
        let m = &self.mont;
        let (sum, difference) = (m.add(p.x, p.z), m.sub(p.x, p.z));
        let (t1, t2) = (m.mul(sum, sum), m.mul(difference, difference));
        let t3 = m.sub(t1, t2);
        Point { x: m.mul(t1, t2), z: m.mul(t3, m.add(t2, m.mul(self.a24, t3))) }
    }

    /// `P + Q` from `P`, `Q` and `P − Q` (x-only addition needs the difference): 6
    /// multiplications. Symmetric in `P` and `Q`.
    #[inline(always)]
    pub(crate) fn add(&self, p: Point, q: Point, difference: Point) -> Point {
        let m = &self.mont;
        let (x, z) = self.add_unscaled(p, q);
        Point { x: m.mul(difference.z, x), z: m.mul(difference.x, z) }
    }

    /// The part of the addition that does not depend on the difference: `(U + V)²` and
    /// `(U − V)²` with `U = (X_P − Z_P)(X_Q + Z_Q)`, `V = (X_P + Z_P)(X_Q − Z_Q)`.
    #[inline(always)]
    pub(crate) fn add_unscaled(&self, p: Point, q: Point) -> (u64, u64) {
        let m = &self.mont;
        let u = m.mul(m.sub(p.x, p.z), m.add(q.x, q.z));
        let v = m.mul(m.add(p.x, p.z), m.sub(q.x, q.z));
        let (sum, gap) = (m.add(u, v), m.sub(u, v));
        (m.mul(sum, sum), m.mul(gap, gap))
    }

    /// `(k·P, (k+1)·P)` for `k ≥ 1`, by the Montgomery ladder (the two points always differ
    /// by `P`).
    pub(crate) fn ladder(&self, p: Point, k: u64) -> (Point, Point) {
        ladder!(self, p, k, scalar_double, scalar_add)
    }

    /// `3P`: a doubling and an addition, 11 multiplications.
    #[inline(always)]
    pub(crate) fn triple(&self, p: Point) -> Point {
        self.add(self.double(p), p, p)
    }

    /// The point `chain` (PRAC steps, see [`Step`]) makes of `p`. (Two curves in lock step
    /// along one chain took the same time per curve: the multiplier's throughput, about
    /// 2.5 ns a product, is the bound, not the chain's dependencies.)
    ///
    /// # Complexity
    /// The chain's cost: 5 multiplications a doubling, 6 an addition.
    pub(crate) fn run_chain(&self, p: Point, chain: &[Step]) -> Point {
        walk_chain!(self, p, chain, scalar_double, scalar_add, scalar_triple)
    }
}

/// A proper factor of the odd composite `n` (not a prime power below its cube, no prime
/// factor below [`crate::TRIAL_LIMIT`] expected), by the elliptic curve method, or `None` after
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
pub(crate) fn ecm_factor(n: u64) -> Option<u64> {
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
pub(crate) const TORSION_16_CURVES: [(i64, i64, i64, i64); 18] = [
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
pub(crate) fn projective_curve(m: Montgomery, index: u64) -> [u64; 4] {
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
pub(crate) fn affine_curve(m: Montgomery, index: u64) -> Result<(u64, u64), Option<u64>> {
    let [a24, c24, x, z] = projective_curve(m, index);
    let inverse = match m.inverse_in_form(m.mul(c24, z), m.r2) {
        Ok(inverse) => inverse,
        Err(g) => return Err(split(g, m.n)),
    };
    Ok((m.mul(a24, m.mul(inverse, z)), m.mul(x, m.mul(inverse, c24))))
}

/// Stage 2's points from stage 1's `q`: the babies `j·Q` (`plan.babies`), then the giants
/// `m·D·Q` for `m` from `plan.first_giant` on (one per entry of `plan.pairs`).
pub(crate) fn stage_2_points(curve: &Curve, q: Point, plan: &EcmPlan) -> [Point; ECM_MAX_POINTS] {
    let mut points = [Point { x: 0, z: 0 }; ECM_MAX_POINTS];
    stage_2_points!(curve, q, plan, &mut points, scalar_double, scalar_add);
    points
}

/// Stage 2 of one curve from stage 1's point `q` (see [`ecm_factor`]), with the gcd that
/// serves both stages: a proper factor of `n` or `None`.
pub(crate) fn stage_2(curve: &Curve, q: Point, plan: &EcmPlan) -> Option<u64> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prac::prac_chain;
    use crate::prime_test::is_prime;
    use workbench::random::Rng;

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
}
