//! PRAC chains (Montgomery's Lucas chains for x-only arithmetic on elliptic curves): `k·P`
//! for an odd prime `k` by doublings and differential additions, about 8.7 products a bit of
//! `k` where the Montgomery ladder takes 10 (stage 1 at B1 = 200: 2504 products instead of
//! 2940). The chains are computed once per plan; `walk_chain!` runs one on any curve whose
//! operations it is given, scalar or in vector lanes.
//!
//! # Complexity
//! [`prac_chain_into`]: O(k) first splits tried, each an O(log k)-step chain.

/// One step of a PRAC chain (Montgomery's Lucas chains for x-only arithmetic) on three
/// points `A = a·P`, `B = b·P`, `C = (a − b)·P` while the target is `d·a + e·b` (times P).
/// Each step keeps `C = A − B` (up to sign, which x-only points do not see).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// A new prime from the current point: `B = C = A`, `A = 2A` (a = 2, b = 1).
    Start,
    /// Exchange `A` and `B` (and `d` with `e`).
    Swap,
    /// `(a, b) → (2a + b, a + 2b)`: `d → (2d − e)/3`, `e → (2e − d)/3`.
    Thirds,
    /// `(a, b) → (2a, a + b)`: `d → (d − e)/2`.
    Halve,
    /// `(a, b) → (a, a + b)`: `d → d − e`.
    Subtract,
    /// `a → 2a` (with `C` following): `d → d/2`.
    DoubleA,
    /// `(a, b) → (3a, 3a + b)`: `d → d/3 − e`.
    ThirdMinus,
    /// `(a, b) → (3a, 2a + b)`: `d → (d − 2e)/3`.
    ThirdTwice,
    /// `(a, b) → (3a, a + b)`: `d → (d − e)/3`.
    ThirdOnce,
    /// `b → 2b`: `e → e/2`.
    DoubleB,
    /// The prime's multiple: `A = A + B` (when `d = e = 1`).
    Finish,
}

/// The PRAC chain for `k·P` (odd prime `k`) that starts by splitting `k` at `r`
/// (`k/2 < r < k`) pushed onto `chain`, with its cost in multiplications (a doubling 5, an
/// addition 6), or `None` (and `chain` as it was) if it does not close with `d = e = 1`.
/// Montgomery's rules, tried in his order.
pub(crate) fn prac_chain(k: u64, r: u64, chain: &mut Vec<Step>) -> Option<u32> {
    let length = chain.len();
    let (mut d, mut e) = (k - r, 2 * r - k);
    chain.push(Step::Start);
    let mut cost = 5;
    while d != e && chain.len() - length < 4 * k as usize {
        if d < e {
            (d, e) = (e, d);
            chain.push(Step::Swap);
        }
        let (step, products) = if 4 * d <= 5 * e && (d + e) % 3 == 0 {
            (d, e) = ((2 * d - e) / 3, (2 * e - d) / 3);
            (Step::Thirds, 18)
        } else if 4 * d <= 5 * e && (d - e) % 6 == 0 {
            d = (d - e) / 2;
            (Step::Halve, 11)
        } else if d <= 4 * e {
            d -= e;
            (Step::Subtract, 6)
        } else if (d + e) % 2 == 0 {
            d = (d - e) / 2;
            (Step::Halve, 11)
        } else if d % 2 == 0 {
            d /= 2;
            (Step::DoubleA, 11)
        } else if d % 3 == 0 {
            d = d / 3 - e;
            (Step::ThirdMinus, 23)
        } else if (d + e) % 3 == 0 {
            d = (d - 2 * e) / 3;
            (Step::ThirdTwice, 23)
        } else if (d - e) % 3 == 0 {
            d = (d - e) / 3;
            (Step::ThirdOnce, 23)
        } else {
            e /= 2; // d and d + e are odd here, so e is even
            (Step::DoubleB, 11)
        };
        chain.push(step);
        cost += products;
    }
    if d == 1 && e == 1 {
        chain.push(Step::Finish);
        Some(cost + 6)
    } else {
        chain.truncate(length);
        None
    }
}

/// Push the cheapest PRAC chain for the odd prime `k` over every first split `r`, and
/// return its cost in multiplications.
pub(crate) fn prac_chain_into(k: u64, chain: &mut Vec<Step>) -> u32 {
    let mut scratch = Vec::new();
    let best = (k / 2 + 1..k)
        .filter_map(|r| {
            scratch.clear();
            prac_chain(k, r, &mut scratch).map(|cost| (cost, r))
        })
        .min()
        .expect("r = k − 1 always closes");
    prac_chain(k, best.1, chain).expect("it closed before")
}

/// The point a PRAC chain (see [`Step`]) makes of `$start` on `$curve`, with the curve's
/// operations given as macros: `$double!(curve, p)`, `$add!(curve, p, q, p − q)` and
/// `$triple!(curve, p)`. One walk serves the scalar curves and the vector ones; it is a
/// macro, and so are the vector operations, so that the whole walk is one function of
/// straight-line vector code (LLVM does not inline functions of that size, and the calls
/// cost the vector curves 12 %). The caller has [`Step`] in scope.
macro_rules! walk_chain {
    ($curve:expr, $start:expr, $chain:expr, $double:ident, $add:ident, $triple:ident) => {{
        let (curve, start) = ($curve, $start);
        let (mut a, mut b, mut c) = (start, start, start);
        for &step in $chain {
            match step {
                Step::Start => (a, b, c) = ($double!(curve, a), a, a),
                Step::Swap => (a, b) = (b, a),
                Step::Thirds => {
                    let t = $add!(curve, a, b, c);
                    (a, b) = ($add!(curve, t, a, b), $add!(curve, b, t, a));
                }
                Step::Halve => (a, b) = ($double!(curve, a), $add!(curve, a, b, c)),
                Step::Subtract => (b, c) = ($add!(curve, a, b, c), b),
                Step::DoubleA => (a, c) = ($double!(curve, a), $add!(curve, c, a, b)),
                Step::ThirdMinus => {
                    let twice = $double!(curve, a);
                    let t = $add!(curve, twice, $add!(curve, a, b, c), c);
                    (a, b, c) = ($add!(curve, twice, a, a), t, b);
                }
                Step::ThirdTwice => {
                    (a, b) = ($triple!(curve, a), $add!(curve, $add!(curve, a, b, c), a, b));
                }
                Step::ThirdOnce => {
                    (a, b, c) = ($triple!(curve, a), $add!(curve, a, b, c), $add!(curve, c, a, b));
                }
                Step::DoubleB => (b, c) = ($double!(curve, b), $add!(curve, c, b, a)),
                Step::Finish => a = $add!(curve, a, b, c),
            }
        }
        a
    }};
}
