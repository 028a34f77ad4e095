//! Arithmetic modulo an odd `n < 2^64` with no division in its loops: Montgomery
//! multiplication, the binary gcd and Kaliski's almost inverse. Every other module of the
//! crate computes with it.
//!
//! **Idea.** A residue `x` is held as `x·2^64 mod n`; the product of two such is reduced by
//! one product with `n⁻¹ mod 2^64` and a subtraction of high halves, exact for every odd `n`
//! up to 2^64 − 1. The conditional corrections are masks, not branches: their conditions are
//! random bits, and the compiler had turned some `if`s into jumps mispredicted half the time
//! (the curves 40 % slower in one layout).
//!
//! # Complexity
//! A product: three hardware multiplications. A sum or difference: O(1). The gcd and the
//! almost inverse: O(log n) steps of a few instructions each.

/// All ones if `condition`, else 0. The arithmetic below selects with this mask, not a
/// branch: its conditions are random bits, and the compiler turned some `if`s into jumps
/// that were mispredicted half the time (measured: ECM 40 % slower).
#[inline(always)]
pub(crate) fn mask(condition: bool) -> u64 {
    u64::from(condition).wrapping_neg()
}

/// The inverse of an odd `n` modulo 2^64, by Newton's iteration (each step doubles the
/// correct low bits; `n · n ≡ 1 mod 8` gives the first three).
pub(crate) fn inverse_mod_2_64(n: u64) -> u64 {
    let mut inverse = n;
    for _ in 0..5 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(inverse)));
    }
    inverse
}

/// Arithmetic modulo an odd `n` in Montgomery form (`x` is stored as `x · 2^64 mod n`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Montgomery {
    pub(crate) n: u64,
    /// `n⁻¹ mod 2^64`.
    pub(crate) inverse: u64,
    /// `2^64 mod n`: the form of 1.
    pub(crate) one: u64,
    /// `2^128 mod n`, to convert into the form.
    pub(crate) r2: u64,
}

impl Montgomery {
    pub(crate) fn new(n: u64) -> Self {
        debug_assert!(n % 2 == 1 && n > 1);
        let one = n.wrapping_neg() % n;
        let r2 = ((one as u128 * one as u128) % n as u128) as u64;
        Self { n, inverse: inverse_mod_2_64(n), one, r2 }
    }

    /// `t / 2^64 mod n` for `t < n · 2^64`. `m·n` agrees with `t` in the low 64 bits, so the
    /// difference of the high halves is exact (correct for every odd `n`, even near 2^64).
    #[inline(always)]
    pub(crate) fn reduce(&self, t: u128) -> u64 {
        let m = (t as u64).wrapping_mul(self.inverse);
        let mn = ((m as u128 * self.n as u128) >> 64) as u64;
        let (r, borrow) = ((t >> 64) as u64).overflowing_sub(mn);
        r.wrapping_add(self.n & mask(borrow))
    }

    #[inline(always)]
    pub(crate) fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(a as u128 * b as u128)
    }

    /// `a + b mod n` for `a, b < n` (the sum may pass 2^64 when n is large): `a + b − n`,
    /// with `n` added back when that went below 0 without the sum passing 2^64.
    #[inline(always)]
    pub(crate) fn add(&self, a: u64, b: u64) -> u64 {
        let (sum, carry) = a.overflowing_add(b);
        let (reduced, borrow) = sum.overflowing_sub(self.n);
        reduced.wrapping_add(self.n & mask(borrow && !carry))
    }

    /// `a − b mod n` for `a, b < n`.
    #[inline(always)]
    pub(crate) fn sub(&self, a: u64, b: u64) -> u64 {
        let (difference, borrow) = a.overflowing_sub(b);
        difference.wrapping_add(self.n & mask(borrow))
    }

    /// `a` in Montgomery form.
    pub(crate) fn enter(&self, a: u64) -> u64 {
        self.mul(a % self.n, self.r2)
    }

    /// The inverse of `x = v·F mod n` in the same form, `v⁻¹·F`, for a form factor `F = 2^L`
    /// (`L` = 64 for this arithmetic, 104 for the vector lanes) given `square_of_form` =
    /// `2^(2L) mod n`; `Err(gcd(x, n))` when there is none. By [`almost_inverse`]:
    /// `x⁻¹·2^k·2^(2L − k) = v⁻¹·F`, and `self.mul(y, 2^t) = y·2^(t − 64)`.
    ///
    /// # Complexity
    /// One almost inverse and two products (a division for the rare `k ≤ 64`).
    pub(crate) fn inverse_in_form(&self, x: u64, square_of_form: u64) -> Result<u64, u64> {
        almost_inverse(x, self.n).map(|almost| self.inverse_from_almost(almost, square_of_form))
    }

    /// [`Montgomery::inverse_in_form`] from the almost inverse `(almost, k)` of `x`.
    pub(crate) fn inverse_from_almost(&self, (almost, k): (u64, u32), square_of_form: u64) -> u64 {
        let shifted = self.mul(almost, square_of_form); // almost·2^(2L − 64)
        if k > 64 {
            self.mul(shifted, 1 << (128 - k))
        } else {
            ((u128::from(shifted) << (64 - k)) % u128::from(self.n)) as u64
        }
    }

    #[cfg(test)]
    pub(crate) fn pow(&self, mut base: u64, mut exp: u64) -> u64 {
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

/// Binary GCD (no divisions).
pub(crate) fn gcd(mut a: u64, mut b: u64) -> u64 {
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
pub(crate) fn almost_inverse(a: u64, n: u64) -> Result<(u64, u32), u64> {
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
pub(crate) fn almost_inverse_end(u: u64, r: u64, k: u32, n: u64) -> Result<(u64, u32), u64> {
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
pub(crate) fn split(g: u64, n: u64) -> Option<u64> {
    (g > 1 && g < n).then_some(g)
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

    /// The binary gcd agrees with Euclid's by remainders, on zeros, powers of 2 and random pairs.
    #[test]
    fn gcd_without_division() {
        assert_eq!(gcd(0, 12), 12);
        assert_eq!(gcd(48, 180), 12);
        assert_eq!(gcd(1 << 40, 3 << 20), 1 << 20);
        let euclid = |mut a: u64, mut b: u64| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let mut rng = Rng::new(48);
        for round in 0..20_000 {
            let shift = (round % 40) as u32;
            let (a, b) = (rng.next_u64() >> shift << (round % 7), rng.next_u64() >> (40 - shift));
            assert_eq!(gcd(a, b), euclid(a, b), "{a}, {b}");
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
}
