//! # Nim Product — Library Checker nim_product_64
//!
//! **Problem.** For each query `A B` print the nim-product `A ⊗ B`, defined by
//! `a ⊗ b = mex{(a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') : a' < a, b' < b}` with `⊕` the nim-sum.
//! It is a Grundy value: in Turning Corners (turn the four corners of a rectangle whose
//! lower-right coin goes from heads to tails) a single head at `(a, b)` is worth `a ⊗ b`
//! ([`sg_core::nimber::TurningCorners`]); [`model`] searches that game with sg-core's engine.
//!
//! **Insight.** The integers below each Fermat 2-power `F = 2^(2^k)` form a field, with
//! `F ⊗ y = F·y` for `y < F` and `F ⊗ F = 3F/2`; splitting at `F = 2^32`, then `2^16`, a
//! product is three half-size products (Karatsuba) and one product by `F/2`
//! ([`sg_core::nimber`], whose tests prove it against the definition below 64 and against the
//! plain recursion at full width; this crate's tests against the engine again).
//!
//! **Algorithm.** Where the CPU has `PCLMULQDQ` (checked at run time), the field isomorphism
//! with `GF(2)[x]/(x^64 + x^4 + x^3 + x + 1)` ([`sg_core::nimber_poly`]): 16 byte-table
//! look-ups, one carry-less multiplication, a reduction by shifts and 8 look-ups per query;
//! elsewhere log/exp tables of a generator of the field below 2^16 (18 log and then 10 exp
//! look-ups, all independent). Both O(1) per query, tables built once in about a millisecond.
//! Pairs are read in batches of 64 and multiplied in a loop of their own. The binary holds the
//! products (8 bytes each, not their text) until the input has been read to its end, then
//! writes them through a 64 KiB buffer ([`judge::main_lines`]).
//!
//! **Format.** `T`, then `T` lines `A B` (any `u64`); per query one line, `A ⊗ B`.

use judge::{Scanner, write_u64};
use sg_core::nimber::Nimbers;
use sg_core::nimber_poly::PolyNimbers;

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::NimProduct;

/// A judge input: the queries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The pairs `(A, B)` whose product is asked.
    pub queries: Vec<(u64, u64)>,
}

impl Input {
    /// Reads the judge format: `T`, then `T` pairs `A B`.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a value outside `u64`, or trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of queries T", ..)?;
        let mut queries = Vec::with_capacity(judge::capacity_for(count));
        for _ in 0..count {
            let a = sc.read("a factor A")?;
            let b = sc.read("a factor B")?;
            queries.push((a, b));
        }
        sc.finish()?;
        Ok(Self { queries })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        write_u64(out, self.queries.len() as u64, b'\n');
        for &(a, b) in &self.queries {
            write_u64(out, a, b' ');
            write_u64(out, b, b'\n');
        }
    }
}

/// Every product, by the log tables of [`Nimbers`]; the judge path ([`products`]) takes the
/// polynomial route where the CPU allows, so the tests hold both methods to the model.
///
/// # Complexity
/// O(T) after building the tables once.
pub fn answer(input: &Input) -> Vec<u64> {
    let nimbers = Nimbers::new();
    input.queries.iter().map(|&(a, b)| nimbers.product(a, b)).collect()
}

/// The products as judge output, one a line.
///
/// # Complexity
/// O(T).
pub fn write_answer(products: &[u64], out: &mut Vec<u8>) {
    products.iter().for_each(|p| write_product(p, out));
}

/// Pairs read before they are multiplied (see [`solve`]).
const BATCH: usize = 64;

/// The judge path's first half: like [`Input::read`] then [`answer`], but each pair is
/// multiplied as it is read; only the products are kept.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time; memory: the tables and 8 bytes per product.
pub fn products(sc: &mut Scanner<'_>) -> judge::Result<Vec<u64>> {
    let count = sc.count("the number of queries T", ..)?;
    let poly = PolyNimbers::new();
    let mut products = Vec::with_capacity(judge::capacity_for(count));
    // Pairs are read in batches and then multiplied in a loop of their own, so the table
    // look-ups of many products are in flight at once, undisturbed by the parser's branches.
    let mut batch = [(0u64, 0u64); BATCH];
    let mut left = count;
    while left > 0 {
        let n = left.min(BATCH);
        for pair in &mut batch[..n] {
            *pair = (sc.read("a factor A")?, sc.read("a factor B")?);
        }
        let start = products.len();
        products.resize(start + n, 0);
        poly.products(&batch[..n], &mut products[start..]);
        left -= n;
    }
    sc.finish()?;
    Ok(products)
}

/// One product's output line.
pub fn write_product(product: &u64, out: &mut Vec<u8>) {
    write_u64(out, *product, b'\n');
}

/// The judge path: [`products`], then their lines. The binary runs the same two halves through
/// [`judge::main_lines`], which holds the products (8 bytes each) rather than their text (up to
/// 21 bytes each) until the input has been read to its end.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input) time; memory: the tables, the products and the output.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    products(sc)?.iter().for_each(|p| write_product(p, out));
    Ok(())
}
