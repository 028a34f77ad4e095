//! The product by its definition, for sg-core's engine: Turning Corners, where a single head at
//! `(a, b)` is worth `a ⊗ b` (the mex over every rectangle's other three corners).

use sg_core::Solver;
use sg_core::nimber::TurningCorners;

use crate::Input;

/// Every product, as the Grundy value of one head at `(A, B)` (small factors only: the
/// search visits every `(a', b')` below the query, each with `a'·b'` moves).
///
/// # Complexity
/// O(A²·B²) over the positions below the largest query, memoised across queries.
pub fn answer(input: &Input) -> Vec<u64> {
    let mut solver = Solver::new(TurningCorners);
    input.queries.iter().map(|q| solver.grundy(q)).collect()
}
