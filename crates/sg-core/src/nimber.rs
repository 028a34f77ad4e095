//! Nimbers: the non-negative integers under nim-addition and nim-multiplication, a field.
//!
//! **Definition.** `a ⊕ b = mex({a' ⊕ b : a' < a} ∪ {a ⊕ b' : b' < b})` is the bitwise XOR, and
//! `a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}`. The product is a Grundy
//! value: in *Turning Corners* ([`TurningCorners`], a coin-turning game on a grid) a move turns
//! the corners of a rectangle whose lower-right corner `(a, b)` goes from heads to tails, so a
//! single head at `(a, b)` is worth exactly `a ⊗ b` (the other three corners are a sum of
//! single heads). sg-core's engine searches that game, and this module's tests hold both
//! products below to it on every pair below 64.
//!
//! **Structure.** For every `k` the integers below `F = 2^(2^k)` (a *Fermat 2-power*) form a
//! subfield; `F ⊗ y = F·y` for `y < F`, and `F ⊗ F = 3F/2`. So with `a = a1·F ⊕ a0`,
//! `b = b1·F ⊕ b0` (halves below `F`):
//!
//! ```text
//! a ⊗ b = [(a1⊗b1) ⊕ (a1⊗b0) ⊕ (a0⊗b1)]·F  ⊕  [(a0⊗b0) ⊕ (a1⊗b1)⊗(F/2)]
//! ```
//!
//! [`product_by_recursion`] is this recursion written plainly (four half-size products per
//! level); [`Nimbers::product`] is the fast one: Karatsuba above 16 bits (the high bracket is
//! `(a0⊕a1)⊗(b0⊕b1) ⊕ a0⊗b0`), unrolled so that every product in the field below 2^16, times
//! a constant, is one look-up in the exp table of a generator of its multiplicative group at a
//! sum of logs. The tests hold it to the plain recursion on every pair below 2^8, every
//! `a < 2^16`, every pattern of zero 16-bit pieces and random full-width pairs.
//!
//! ```
//! use sg_core::nimber::{Nimbers, product_by_recursion};
//!
//! let nimbers = Nimbers::new();
//! assert_eq!(nimbers.product(2, 2), 3); // 2 ⊗ 2 = 3·2/2
//! assert_eq!(nimbers.product(16, 16), 24);
//! assert_eq!(nimbers.product(5, 8), 3);
//! assert_eq!(nimbers.product(1 << 32, 1 << 32), 3 << 31);
//! assert_eq!(nimbers.product(u64::MAX, u64::MAX), 11290409524105353207);
//! assert_eq!(product_by_recursion(3141, 5926), 14994);
//! ```

use crate::game::Game;

/// The order of the multiplicative group of the field below 2^16.
const GROUP: usize = (1 << 16) - 1;

/// Where `exp` holds 0: one past the largest sum of three logs of non-zero elements.
const ZERO_AT: usize = 3 * (GROUP - 1) + 1;

/// The log of 0: a sum with it reaches [`ZERO_AT`], where a look-up is clamped to give 0.
const LOG_ZERO: u32 = ZERO_AT as u32;

/// The product `a ⊗ b` for `a, b < 2^bits` (`bits` a power of two, at most 64), by the Fermat
/// 2-power recursion: four half-size products and one product by `F/2` per level.
///
/// # Complexity
/// O(5^log2(bits)): about 15 625 bit products for 64 bits (a reference, not a fast path).
pub fn product_by_recursion(a: u64, b: u64) -> u64 {
    product_below(a, b, 64)
}

/// [`product_by_recursion`] in the subfield below `2^bits`.
fn product_below(a: u64, b: u64, bits: u32) -> u64 {
    if bits == 1 {
        return a & b;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let high =
        product_below(a1, b1, half) ^ product_below(a1, b0, half) ^ product_below(a0, b1, half);
    let low = product_below(a0, b0, half)
        ^ product_below(product_below(a1, b1, half), 1 << (half - 1), half);
    high << half | low
}

/// `times[k][x] = (x·256^k) ⊗ g` for bytes `x`, `k` = 0, 1 and `g < 2^16`: by distributivity
/// over XOR, from the products `2^i ⊗ g` by the plain recursion.
fn times_table(g: u64) -> [[u16; 256]; 2] {
    let mut times = [[0u16; 256]; 2];
    let column: [u16; 16] = std::array::from_fn(|i| product_below(1 << i, g, 16) as u16);
    for (k, table) in times.iter_mut().enumerate() {
        for x in 1..256usize {
            let low = x & (x - 1); // x without its lowest bit, already filled in
            let bit = (x ^ low).trailing_zeros() as usize + 8 * k;
            table[x] = table[low] ^ column[bit];
        }
    }
    times
}

/// Fast nim-products on `u64`: log/exp tables of the field below 2^16 (about 0.63 MiB, built
/// once), and the Fermat 2-power recursion on 2^16 and 2^32 unrolled so that every product in
/// the field below 2^16 is one exp look-up of a sum of logs (see [`Nimbers::product`]).
#[derive(Debug, Clone)]
pub struct Nimbers {
    /// `log[x]`: the discrete log of `x ≠ 0` to the generator; [`LOG_ZERO`] for 0.
    log: Box<[u32; 1 << 16]>,
    /// `exp[i]` = generator^i for `i < ZERO_AT` (three periods, so a sum of three logs needs
    /// no reduction), then 0 at [`ZERO_AT`].
    exp: Box<[u16; ZERO_AT + 1]>,
    /// `log(h)` for `h = 2^15 = F/2`, `F = 2^16`.
    log_h: u32,
    /// `log(h ⊗ h)`.
    log_h2: u32,
}

impl Default for Nimbers {
    fn default() -> Self {
        Self::new()
    }
}

/// The logs of the three 16-bit products a 32-bit factor `x = x1·2^16 ⊕ x0` takes part in:
/// `(log x0, log x1, log(x0 ⊕ x1))`.
#[derive(Clone, Copy)]
struct Logs32 {
    low: u32,
    high: u32,
    sum: u32,
}

impl Nimbers {
    /// Build the tables: the least generator of the field below 2^16 (an element whose
    /// powers reach all 65 535 non-zero elements before 1), its powers and their logs.
    /// Multiplying by a fixed `g` is GF(2)-linear, so it is two look-ups in tables of
    /// `(byte·256^k) ⊗ g`, themselves XORs of the 16 products `2^i ⊗ g`.
    ///
    /// # Complexity
    /// O(2^16) look-ups per candidate tried (the search stops at the first generator), about
    /// a millisecond.
    pub fn new() -> Self {
        let mut exp: Box<[u16; ZERO_AT + 1]> =
            vec![0u16; ZERO_AT + 1].into_boxed_slice().try_into().expect("the length");
        let mut log: Box<[u32; 1 << 16]> =
            vec![LOG_ZERO; 1 << 16].into_boxed_slice().try_into().expect("the length");
        // Elements below 256 lie in the subfield of order 256: their order divides 255.
        for generator in 256u64.. {
            let times = times_table(generator);
            let mut power = 1u16;
            let mut order = 0;
            loop {
                exp[order] = power;
                power = times[0][usize::from(power & 0xFF)] ^ times[1][usize::from(power >> 8)];
                order += 1;
                if power == 1 || order == GROUP {
                    break;
                }
            }
            if power == 1 && order == GROUP {
                break;
            }
        }
        for i in 0..GROUP {
            log[usize::from(exp[i])] = i as u32;
        }
        for i in GROUP..ZERO_AT {
            exp[i] = exp[i - GROUP];
        }
        let log_h = log[1 << 15];
        let log_h2 = 2 * log_h % GROUP as u32;
        Self { log, exp, log_h, log_h2 }
    }

    /// The element whose log is `i`, a sum of at most three logs (0 if one of them is
    /// [`LOG_ZERO`]: the sum is clamped to [`ZERO_AT`], branch-free).
    #[inline(always)]
    fn exp(&self, i: u32) -> u64 {
        u64::from(self.exp[(i as usize).min(ZERO_AT)])
    }

    /// The logs of `x = x1·2^16 ⊕ x0 < 2^32`'s halves and of their sum.
    #[inline(always)]
    fn logs32(&self, x: u64) -> Logs32 {
        let (x1, x0) = ((x >> 16) & 0xFFFF, x & 0xFFFF);
        Logs32 {
            low: self.log[x0 as usize],
            high: self.log[x1 as usize],
            sum: self.log[(x0 ^ x1) as usize],
        }
    }

    /// `x ⊗ y` for `x, y < 2^32` from their [`Logs32`]: with `F = 2^16`, `h = F/2`,
    /// `x ⊗ y = (x0⊗y0 ⊕ x0⊗y1 ⊕ x1⊗y0 ⊕ x1⊗y1)·F ⊕ (x0⊗y0 ⊕ h⊗x1⊗y1)`, whose high half is
    /// `(x0⊕x1)⊗(y0⊕y1) ⊕ x0⊗y0` (Karatsuba): three look-ups.
    #[inline(always)]
    fn product32(&self, x: Logs32, y: Logs32) -> u64 {
        let low_low = self.exp(x.low + y.low);
        let cross = self.exp(x.sum + y.sum);
        let high_high_h = self.exp(x.high + y.high + self.log_h);
        (cross ^ low_low) << 16 | (low_low ^ high_high_h)
    }

    /// The nim-product `a ⊗ b`.
    ///
    /// With `G = 2^32`, `a = A1·G ⊕ A0`: `a ⊗ b = (C ⊕ L)·G ⊕ (L ⊕ (hF)⊗P)` where
    /// `L = A0⊗B0`, `C = (A0⊕A1)⊗(B0⊕B1)` and `P = A1⊗B1` (since `G ⊗ G = G ⊕ G/2` and
    /// `G/2 = h·F`). `P` itself is never needed: with `A1 = a3·F ⊕ a2` (likewise `B1`),
    /// `(hF)⊗P = (h⊗s ⊕ h²⊗a3⊗b3)·F ⊕ (h²⊗s ⊕ h²⊗a2⊗b2)` for `s = (a2⊕a3)⊗(b2⊕b3)`, four
    /// more look-ups. So a product is 18 log look-ups, all independent, then 10 exp look-ups
    /// of sums of logs, all independent: no chain of dependent look-ups.
    ///
    /// # Complexity
    /// O(1): 28 table look-ups.
    #[inline]
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let (a1, a0, b1, b0) = (a >> 32, a & 0xFFFF_FFFF, b >> 32, b & 0xFFFF_FFFF);
        let (la0, lb0) = (self.logs32(a0), self.logs32(b0));
        let (la1, lb1) = (self.logs32(a1), self.logs32(b1));
        let low_low = self.product32(la0, lb0);
        let cross = self.product32(self.logs32(a0 ^ a1), self.logs32(b0 ^ b1));
        let s = la1.sum + lb1.sum;
        let half_p_high = self.exp(s + self.log_h) ^ self.exp(la1.high + lb1.high + self.log_h2);
        let half_p_low = self.exp(s + self.log_h2) ^ self.exp(la1.low + lb1.low + self.log_h2);
        (cross ^ low_low) << 32 | low_low ^ (half_p_high << 16 | half_p_low)
    }
}

/// Turning Corners, for sg-core's engine: a position is one head at `(a, b)` on a grid of
/// coins; a move picks `a' < a`, `b' < b` and turns the four corners `(a, b)`, `(a', b)`,
/// `(a, b')`, `(a', b')`. The three new heads are a sum of single-head games (coin-turning
/// decomposition), so the engine computes exactly the mex definition of `a ⊗ b`.
#[derive(Debug, Clone, Copy, Default)]
pub struct TurningCorners;

impl Game for TurningCorners {
    type Position = (u64, u64);

    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<Vec<(u64, u64)>> {
        let mut moves = Vec::new();
        for a_ in 0..a {
            for b_ in 0..b {
                moves.push(vec![(a_, b), (a, b_), (a_, b_)]);
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Solver, mex};

    const BELOW: u64 = 64;

    /// `a ⊕ b` by its mex definition is XOR (the engine's nim-sum), on every pair below 64.
    #[test]
    fn nim_sum_by_definition_is_xor() {
        let n = BELOW as usize;
        let mut sum = vec![vec![0u64; n]; n];
        for a in 0..n {
            for b in 0..n {
                let options: Vec<u64> =
                    (0..a).map(|x| sum[x][b]).chain((0..b).map(|y| sum[a][y])).collect();
                sum[a][b] = mex(options);
                assert_eq!(sum[a][b], (a ^ b) as u64, "{a} ⊕ {b}");
            }
        }
    }

    /// Both products equal the Grundy value of a single head in Turning Corners (the mex
    /// definition, searched by the engine) on every pair below 64.
    #[test]
    fn products_match_the_mex_definition_below_64() {
        let nimbers = Nimbers::new();
        let mut solver = Solver::new(TurningCorners);
        for a in 0..BELOW {
            for b in 0..BELOW {
                let by_search = solver.grundy(&(a, b));
                assert_eq!(product_by_recursion(a, b), by_search, "{a} ⊗ {b}");
                assert_eq!(nimbers.product(a, b), by_search, "{a} ⊗ {b}");
            }
        }
    }

    /// A small deterministic generator (xorshift*), full 64-bit outputs.
    fn random_words(seed: u64) -> impl Iterator<Item = u64> {
        let mut s = seed;
        std::iter::repeat_with(move || {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            s.wrapping_mul(0x2545_F491_4F6C_DD1D)
        })
    }

    /// The fast product equals the plain recursion on random full-width pairs, on pairs with
    /// zero or all-ones halves, and on every pair of powers of two.
    #[test]
    fn fast_product_matches_the_recursion_at_full_width() {
        let nimbers = Nimbers::new();
        let mut words = random_words(0x9e37_79b9_7f4a_7c15);
        for _ in 0..20_000 {
            let (a, b) = (words.next().unwrap(), words.next().unwrap());
            assert_eq!(nimbers.product(a, b), product_by_recursion(a, b), "{a} ⊗ {b}");
        }
        let edges = [0, 1, u64::MAX, 0xFFFF_FFFF, 0xFFFF_FFFF << 32, 0xFFFF, 1 << 63, 1 << 31];
        for a in edges {
            for b in edges {
                assert_eq!(nimbers.product(a, b), product_by_recursion(a, b), "{a} ⊗ {b}");
            }
        }
        for i in 0..64 {
            for j in 0..64 {
                let (a, b) = (1u64 << i, 1u64 << j);
                assert_eq!(nimbers.product(a, b), product_by_recursion(a, b), "{a} ⊗ {b}");
            }
        }
    }

    /// The fast product equals the plain recursion on every pair below 2^8, on every
    /// `a < 2^16` against random `b < 2^16` and random full-width `b`, and with every pattern
    /// of zero and non-zero 16-bit pieces in both factors (each zero piece takes the clamped
    /// `exp` look-up).
    #[test]
    fn fast_product_matches_the_recursion_exhaustively_and_on_zero_pieces() {
        let nimbers = Nimbers::new();
        for a in 0..1 << 8 {
            for b in 0..1 << 8 {
                assert_eq!(nimbers.product(a, b), product_below(a, b, 8), "{a} ⊗ {b}");
            }
        }
        let mut words = random_words(0x5eed);
        for a in 0..1 << 16 {
            let (w, b) = (words.next().unwrap(), words.next().unwrap());
            let b16 = w & 0xFFFF;
            assert_eq!(nimbers.product(a, b16), product_below(a, b16, 16), "{a} ⊗ {b16}");
            if a % 16 == 0 {
                assert_eq!(nimbers.product(a, b), product_by_recursion(a, b), "{a} ⊗ {b}");
            }
        }
        let piece = |mask: u64, w: u64| {
            (0..4)
                .filter(|k| mask >> k & 1 == 1)
                .fold(0, |x, k| x | ((w >> (16 * k)) & 0xFFFF | 1) << (16 * k))
        };
        for mask_a in 0..16 {
            for mask_b in 0..16 {
                for _ in 0..8 {
                    let a = piece(mask_a, words.next().unwrap());
                    let b = piece(mask_b, words.next().unwrap());
                    assert_eq!(nimbers.product(a, b), product_by_recursion(a, b), "{a} ⊗ {b}");
                }
            }
        }
    }

    /// The Fermat 2-power rules: `F ⊗ y = F·y` for `y < F`, `F ⊗ F = 3F/2`.
    #[test]
    fn fermat_powers() {
        let nimbers = Nimbers::new();
        let mut words = random_words(5);
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(nimbers.product(f, f), f / 2 * 3, "F = {f}");
            if f <= 1 << 32 {
                for y in (0..f.min(256)).chain(words.by_ref().take(100).map(|w| w % f)) {
                    assert_eq!(nimbers.product(f, y), f * y, "{f} ⊗ {y}");
                }
            }
        }
    }

    /// Field laws on random full-width triples: commutative, associative, distributive over
    /// XOR, 1 is the unit, and x^(2^64) = x (every element lies in the field of order 2^64).
    #[test]
    fn field_laws() {
        let nimbers = Nimbers::new();
        let mul = |a, b| nimbers.product(a, b);
        let mut words = random_words(77);
        for _ in 0..2_000 {
            let (a, b, c) = (words.next().unwrap(), words.next().unwrap(), words.next().unwrap());
            assert_eq!(mul(a, b), mul(b, a));
            assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
            assert_eq!(mul(a, b ^ c), mul(a, b) ^ mul(a, c));
            assert_eq!(mul(a, 1), a);
            let frobenius = (0..64).fold(a, |x, _| mul(x, x));
            assert_eq!(frobenius, a);
        }
    }
}
