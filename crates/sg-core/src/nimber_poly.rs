//! The nimbers below 2^64 as polynomials: `GF(2)[x]` modulo `f = x^64 + x^4 + x^3 + x + 1`.
//!
//! **Idea.** Any two fields of order 2^64 are isomorphic. `f` is irreducible, so
//! `GF(2)[x]/(f)` is one; if `r` is a root of `f` among the nimbers, then
//! `φ(Σ c_i x^i) = ⊕ c_i·r^⊗i` respects sums (it is GF(2)-linear) and products (it maps `x` to
//! a root of `f`), and it is a bijection exactly when the 64 nimbers `r^⊗0 … r^⊗63` are
//! linearly independent over GF(2). [`PolyNimbers::new`] builds both directions of `φ` as byte
//! tables, and the construction itself is the proof for its root: `f(r) = 0` is checked, and
//! inverting the 64 × 64 matrix of powers succeeds only if they are independent (the powers
//! are written out, [`ROOT_POWERS`], and computed again by the tests). A nim-product
//! is then `φ(φ⁻¹(a)·φ⁻¹(b) mod f)`: 16 look-ups, one carry-less 64 × 64-bit multiplication,
//! a reduction by shifts (`x^64 ≡ x^4 + x^3 + x + 1`) and 8 look-ups.
//!
//! **Hardware.** x86-64's `PCLMULQDQ` is that carry-less multiplication in one instruction;
//! [`PolyNimbers::products`] uses it when the CPU has it (checked at run time) and the log
//! tables of [`Nimbers`] otherwise. Reaching an instruction the compiler may not assume needs
//! one `unsafe` call (the workspace's others, of the same kind, start the `factor` crate's
//! AVX-512 lanes); its whole safety argument is the run-time check in front of it.
//! [`PolyNimbers::product`] is the same product with the multiplication done in software, so
//! the tests prove the method on every platform, and the hardware path against it wherever it
//! runs.
//!
//! ```
//! use sg_core::nimber_poly::PolyNimbers;
//!
//! let poly = PolyNimbers::new();
//! assert_eq!(poly.product(u64::MAX, u64::MAX), 11290409524105353207);
//! let pairs = [(2, 2), (16, 16), (5, 8), (1 << 32, 1 << 32)];
//! let mut products = [0; 4];
//! poly.products(&pairs, &mut products);
//! assert_eq!(products, [3, 24, 3, 3 << 31]);
//! ```

use std::sync::OnceLock;

use crate::nimber::Nimbers;

/// A root of `x^64 + x^4 + x^3 + x + 1` among the nimbers below 2^64 (found by splitting the
/// polynomial over the nimbers with sg-core's product).
pub const ROOT: u64 = 0x67d1_044e_545a_bf47;

/// `ROOT^⊗i` for `i = 0..=64`. Written out so that building the tables needs no nim-product
/// (the log tables cost a millisecond and 0.6 MiB that the hardware path never uses); the
/// tests compute every one from the previous by [`Nimbers`] and by the plain recursion, and
/// [`PolyNimbers::new`] checks that the last is `ROOT^⊗4 ⊕ ROOT^⊗3 ⊕ ROOT ⊕ 1`.
pub const ROOT_POWERS: [u64; 65] = [
    0x0000_0000_0000_0001,
    0x67d1_044e_545a_bf47,
    0x5764_0dc8_25a5_7954,
    0x6011_9ecf_f680_497a,
    0x7b37_d31b_5d51_9225,
    0x4567_ba46_ee7b_c6cd,
    0x536d_2535_f693_4e15,
    0x3b56_712a_d419_c7e0,
    0x4421_ec1f_560b_5fc0,
    0x73a6_d06a_20be_5b7b,
    0x6028_95fc_c347_5fa1,
    0x161b_3862_1df8_574c,
    0x7d4b_086d_e430_1d4e,
    0x44e7_45bb_6484_3f6a,
    0x23fc_803d_1818_d68b,
    0x72e1_2020_fe46_ee37,
    0x61ca_0eb3_87f9_bbfa,
    0x5304_f6e9_ac56_922c,
    0x4906_3834_cd33_a44a,
    0x20f8_2d7c_77b1_3bca,
    0x534d_ec3b_8cc3_23ef,
    0x7e04_487b_3d66_e7d9,
    0x1d7a_ae89_ab0f_61db,
    0x09cb_0e47_ffad_11e3,
    0x4151_80a2_0033_c0d0,
    0x65ce_6e4e_daa7_a59a,
    0x6176_1d8e_3b4f_d956,
    0x092a_f1cc_308d_7c74,
    0x36a5_cdb7_e45d_668b,
    0x2cc4_ec00_93f4_f98a,
    0x48e5_cce0_c30e_465f,
    0x4316_d9c9_b14a_ae82,
    0x5243_05bc_12b4_ebca,
    0x3828_f82d_534a_17ca,
    0x7d14_bf9f_08b3_ffff,
    0x578f_8ed8_ee97_a883,
    0x6bea_7fed_7e50_4f91,
    0x1f3f_5971_7089_9a7c,
    0x3463_fa17_cafd_f728,
    0x7023_a0a8_c346_9b03,
    0x7d7f_46c0_bb1b_2dca,
    0x0df6_2fff_0ca2_894c,
    0x43ff_9f57_642e_102b,
    0x1eef_0af6_4696_9423,
    0x1208_7fea_1beb_975c,
    0x0916_c5a3_b7a1_960b,
    0x0cd6_f2cc_8d6d_6e72,
    0x768e_093d_7c7a_4938,
    0x6671_a383_bbea_0b29,
    0x0179_ee1f_fc4f_740b,
    0x5435_a4a5_d070_9c72,
    0x0d6d_1c67_6535_0c39,
    0x52ba_6307_9d1f_1b1e,
    0x6c20_d8d4_0f0b_f02d,
    0x0c5a_d02e_e4bc_0fcc,
    0x32b0_48b5_2a15_e070,
    0x297b_4700_36f1_d9bf,
    0x2828_d982_748c_e669,
    0x3fd4_b741_a9e4_0d3e,
    0x36e8_fe9a_948b_a642,
    0x6ae5_4c87_b2e8_1f47,
    0xe22a_5c37_cd03_59b9,
    0x6552_16d4_ef50_b893,
    0xa0c0_3c8e_9b86_43f6,
    0x7cf7_499a_ff8b_6419,
];

/// `f − x^64 = x^4 + x^3 + x + 1`, as bits.
const LOW_TERMS: u64 = 0b1_1011;

/// Byte tables of a GF(2)-linear map on `u64`: `table[k][byte]` is the image of
/// `byte·256^k`.
type ByteTables = [[u64; 256]; 8];

/// The isomorphism between the nimbers below 2^64 and `GF(2)[x]/(f)`, both ways, as byte
/// tables (32 KiB).
#[derive(Debug, Clone)]
pub struct PolyNimbers {
    /// Nimber to polynomial (`φ⁻¹`).
    to_poly: Box<ByteTables>,
    /// Polynomial to nimber (`φ`).
    to_nimber: Box<ByteTables>,
    /// The log tables, built on first use by a CPU without `PCLMULQDQ`.
    fallback: OnceLock<Nimbers>,
}

impl Default for PolyNimbers {
    fn default() -> Self {
        Self::new()
    }
}

/// The tables of the linear map sending bit `i` to `images[i]`.
fn byte_tables(images: &[u64; 64]) -> Box<ByteTables> {
    let mut tables = Box::new([[0u64; 256]; 8]);
    for (k, table) in tables.iter_mut().enumerate() {
        for byte in 1..256usize {
            let low = byte & byte.wrapping_neg(); // the lowest set bit
            table[byte] = table[byte ^ low] ^ images[8 * k + low.trailing_zeros() as usize];
        }
    }
    tables
}

/// The linear map `tables` describes, applied to `x`: eight look-ups.
#[inline(always)]
fn apply(tables: &ByteTables, x: u64) -> u64 {
    let mut image = 0;
    for (k, table) in tables.iter().enumerate() {
        image ^= table[(x >> (8 * k)) as u8 as usize];
    }
    image
}

/// The images of the inverse of the linear map with these images of the unit bits, or `None`
/// if it is not invertible (Gauss–Jordan elimination over GF(2), one `u128` row per bit:
/// the image on the left, the bit it came from on the right).
fn invert(images: &[u64; 64]) -> Option<[u64; 64]> {
    let mut rows: [u128; 64] = std::array::from_fn(|i| u128::from(images[i]) | 1 << (64 + i));
    for column in 0..64 {
        let pivot = (column..64).find(|&r| rows[r] >> column & 1 == 1)?;
        rows.swap(column, pivot);
        let pivot_row = rows[column];
        for (r, row) in rows.iter_mut().enumerate() {
            if r != column && *row >> column & 1 == 1 {
                *row ^= pivot_row;
            }
        }
    }
    // Row `i` now says: the unit bit `i` is the image of the bits in its right half.
    Some(std::array::from_fn(|i| (rows[i] >> 64) as u64))
}

/// The carry-less product of `a` and `b`, as (high, low) 64-bit halves, by shifts and XORs.
///
/// # Complexity
/// O(64).
pub fn carryless_product(a: u64, b: u64) -> (u64, u64) {
    let mut product = 0u128;
    for i in 0..64 {
        product ^= (u128::from(a) * u128::from(b >> i & 1)) << i;
    }
    ((product >> 64) as u64, product as u64)
}

/// `high·x^64 + low` modulo `f`: `x^64 ≡ x^4 + x^3 + x + 1`, applied twice (the first fold
/// leaves at most 4 bits above `x^63`, the second none).
///
/// # Complexity
/// O(1).
#[inline(always)]
pub fn reduce(high: u64, low: u64) -> u64 {
    let fold = |h: u64| h ^ h << 1 ^ h << 3 ^ h << 4;
    let overflow = high >> 63 ^ high >> 61 ^ high >> 60;
    low ^ fold(high) ^ fold(overflow)
}

impl PolyNimbers {
    /// Build the tables from [`ROOT_POWERS`]: `f(r) = 0` checked, the matrix of the powers
    /// inverted.
    ///
    /// # Panics
    /// If the powers break `f(r) = 0` or are dependent (a wrong constant: the tests and the
    /// doc example would fail first).
    ///
    /// # Complexity
    /// A 64 × 64 elimination and 4096 table entries: microseconds.
    pub fn new() -> Self {
        let powers: [u64; 64] = ROOT_POWERS[..64].try_into().expect("64 powers");
        let low_terms = (0..64).filter(|i| LOW_TERMS >> i & 1 == 1).fold(0, |s, i| s ^ powers[i]);
        assert_eq!(ROOT_POWERS[64], low_terms, "ROOT is not a root of x^64 + x^4 + x^3 + x + 1");
        assert_eq!(ROOT_POWERS[1], ROOT);
        let inverse = invert(&powers).expect("the powers of ROOT are independent");
        Self {
            to_poly: byte_tables(&inverse),
            to_nimber: byte_tables(&powers),
            fallback: OnceLock::new(),
        }
    }

    /// The polynomial `φ⁻¹(a)`, as bits (bit `i`: the coefficient of `x^i`).
    ///
    /// # Complexity
    /// O(1): eight look-ups.
    #[inline(always)]
    pub fn to_poly(&self, a: u64) -> u64 {
        apply(&self.to_poly, a)
    }

    /// The nimber `φ(p)` of the polynomial `p`.
    ///
    /// # Complexity
    /// O(1): eight look-ups.
    #[inline(always)]
    pub fn to_nimber(&self, p: u64) -> u64 {
        apply(&self.to_nimber, p)
    }

    /// The nim-product `a ⊗ b` through the polynomials, multiplied in software (the reference
    /// for [`PolyNimbers::products`]' hardware path).
    ///
    /// # Complexity
    /// O(64).
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let (high, low) = carryless_product(self.to_poly(a), self.to_poly(b));
        self.to_nimber(reduce(high, low))
    }

    /// `products[i] = pairs[i].0 ⊗ pairs[i].1` for `i < pairs.len()`: by `PCLMULQDQ` where the
    /// CPU has it, else by the log tables of [`Nimbers`] (built on first use).
    ///
    /// # Panics
    /// If `products` is shorter than `pairs`.
    ///
    /// # Complexity
    /// O(pairs): about 24 look-ups each.
    pub fn products(&self, pairs: &[(u64, u64)], products: &mut [u64]) {
        let products = &mut products[..pairs.len()];
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("pclmulqdq") {
            // SAFETY: the only requirement of `products_pclmul` is that the CPU supports
            // PCLMULQDQ (and SSE2, part of x86-64), which the check above established.
            #[allow(unsafe_code)]
            unsafe {
                self.products_pclmul(pairs, products)
            };
            return;
        }
        let nimbers = self.fallback.get_or_init(Nimbers::new);
        for (product, &(a, b)) in products.iter_mut().zip(pairs) {
            *product = nimbers.product(a, b);
        }
    }

    /// [`PolyNimbers::products`] with the multiplication by `PCLMULQDQ`.
    ///
    /// # Safety
    /// The CPU must support PCLMULQDQ.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "pclmulqdq")]
    #[allow(unsafe_code)]
    unsafe fn products_pclmul(&self, pairs: &[(u64, u64)], products: &mut [u64]) {
        use std::arch::x86_64::{
            _mm_clmulepi64_si128, _mm_cvtsi64_si128, _mm_cvtsi128_si64, _mm_unpackhi_epi64,
        };
        for (product, &(a, b)) in products.iter_mut().zip(pairs) {
            let (pa, pb) = (self.to_poly(a), self.to_poly(b));
            // Intrinsics without pointer arguments are safe calls inside a function that
            // enables their feature on newer compilers; `unsafe` keeps older ones content.
            #[allow(unused_unsafe)]
            let (high, low) = unsafe {
                let wide = _mm_clmulepi64_si128(
                    _mm_cvtsi64_si128(pa as i64),
                    _mm_cvtsi64_si128(pb as i64),
                    0,
                );
                let high = _mm_cvtsi128_si64(_mm_unpackhi_epi64(wide, wide));
                (high as u64, _mm_cvtsi128_si64(wide) as u64)
            };
            *product = self.to_nimber(reduce(high, low));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nimber::product_by_recursion;

    fn random_words(seed: u64) -> impl Iterator<Item = u64> {
        let mut state = seed;
        std::iter::repeat_with(move || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ z >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ z >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ z >> 31
        })
    }

    #[test]
    fn the_written_powers_are_the_roots_powers() {
        let nimbers = Nimbers::new();
        for i in 1..=64 {
            let next = nimbers.product(ROOT_POWERS[i - 1], ROOT);
            assert_eq!(ROOT_POWERS[i], next, "ROOT^{i}");
            assert_eq!(product_by_recursion(ROOT_POWERS[i - 1], ROOT), next, "ROOT^{i}");
        }
    }

    #[test]
    fn carryless_product_and_reduction() {
        assert_eq!(carryless_product(0b11, 0b11), (0, 0b101)); // (x + 1)^2 = x^2 + 1
        assert_eq!(carryless_product(1 << 63, 1 << 63), (1 << 62, 0));
        assert_eq!(reduce(1, 0), LOW_TERMS); // x^64
        // Reduction agrees with long division by f on random wide values.
        for (high, low) in random_words(3).zip(random_words(4)).take(2000) {
            let mut wide = u128::from(high) << 64 | u128::from(low);
            for bit in (64..128).rev() {
                if wide >> bit & 1 == 1 {
                    wide ^= (1u128 << 64 | u128::from(LOW_TERMS)) << (bit - 64);
                }
            }
            assert_eq!(reduce(high, low), wide as u64);
        }
    }

    #[test]
    fn the_isomorphism_is_a_bijection_respecting_sums() {
        let poly = PolyNimbers::new();
        for x in random_words(5).take(5000).chain([0, 1, u64::MAX]) {
            assert_eq!(poly.to_nimber(poly.to_poly(x)), x);
            assert_eq!(poly.to_poly(poly.to_nimber(x)), x);
        }
        assert_eq!(poly.to_nimber(0b10), ROOT);
        assert_eq!(poly.to_nimber(1), 1);
    }

    #[test]
    fn a_wrong_root_is_refused_by_the_elimination_or_the_check() {
        // A dependent set of powers: the identity with one bit repeated.
        let mut images: [u64; 64] = std::array::from_fn(|i| 1 << i);
        images[5] = images[4];
        assert!(invert(&images).is_none());
        let identity: [u64; 64] = std::array::from_fn(|i| 1 << i);
        assert_eq!(invert(&identity), Some(identity));
    }

    #[test]
    fn polynomial_products_match_the_recursion() {
        let (poly, nimbers) = (PolyNimbers::new(), Nimbers::new());
        for a in 0..256 {
            for b in 0..256 {
                assert_eq!(poly.product(a, b), nimbers.product(a, b), "{a} ⊗ {b}");
            }
        }
        let words = random_words(6).zip(random_words(7)).take(3000);
        for (a, b) in words {
            assert_eq!(poly.product(a, b), product_by_recursion(a, b), "{a} ⊗ {b}");
        }
    }

    #[test]
    fn batched_products_match_on_whatever_path_this_cpu_takes() {
        let poly = PolyNimbers::new();
        let pairs: Vec<(u64, u64)> = random_words(8)
            .zip(random_words(9))
            .take(20_000)
            .chain([(0, u64::MAX), (u64::MAX, u64::MAX), (1 << 63, 1 << 63)])
            .collect();
        let mut products = vec![0; pairs.len() + 3];
        poly.products(&pairs, &mut products);
        for (&(a, b), &p) in pairs.iter().zip(&products) {
            assert_eq!(p, poly.product(a, b), "{a} ⊗ {b}");
        }
        assert_eq!(products[pairs.len()..], [0, 0, 0]);
    }
}
