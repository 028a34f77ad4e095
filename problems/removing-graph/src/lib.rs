//! # Removing Graph — Codeforces 1823E
//!
//! **Game.** A simple graph on `n` vertices in which every vertex has degree 2, that is, a
//! disjoint union of cycles. A move removes `k` vertices, `l ≤ k ≤ r`, that induce a connected
//! subgraph, with their edges. Alice moves first; the player who cannot move loses.
//!
//! **Components.** A connected set of vertices lies in one component. In a cycle of `s`
//! vertices it is the whole cycle or an arc of `k < s` vertices, which leaves a path of `s − k`;
//! in a path of `m` it is a segment, which leaves up to two paths whose lengths sum to
//! `m − k`. Components are independent games, so the position's value is the XOR of the cycles'
//! Grundy values. [`model`] plays exactly these rules with sg-core's engine, and the crate's
//! tests hold [`answer`], [`solve`] and [`explain`] to it.
//!
//! **Insight (`l < r`).** A cycle of `s` vertices has Grundy value `⌊s/l⌋` if `s < l + r`, and
//! 0 otherwise ([`CycleValues::cycle`]). Proof, writing `P(m)` for a path of `m` vertices:
//! - *`P(m) = ⌊m/l⌋` for `m < l + r`.* A move leaves parts `a + b = m − k ≤ m − l < r`, so by
//!   induction its value is `⌊a/l⌋ ^ ⌊b/l⌋ ≤ ⌊a/l⌋ + ⌊b/l⌋ ≤ ⌊(m − l)/l⌋ < ⌊m/l⌋`; and removing
//!   a prefix leaves one part `b` of every length in `[max(0, m − r), m − l]`, whose values
//!   `⌊b/l⌋` run through all of `0..⌊m/l⌋` because `m − r < l`.
//! - *A cycle with `s < l + r`* moves to paths of every length in `[max(0, s − r), s − l]`
//!   (length 0 when it is removed whole), all shorter than `r`: the same two facts give
//!   `⌊s/l⌋`.
//! - *`P(m) ≠ 0` for `m ≥ l`:* take all of it if `m = l`; otherwise one of `k = l, l + 1`
//!   (both allowed, as `l < r`) makes `m − k` even, and removing the middle `k` leaves two equal
//!   paths, a lost position for the opponent (they mirror). So a cycle with `s ≥ l + r`, whose
//!   every move leaves a path of `s − k ≥ l` vertices, has no option of value 0: its value is 0.
//!
//! **Outside the judge's promise (`l = r = k`).** The judge guarantees `l < r`; we solve
//! `l = r` too. A cycle then has one kind of move, to `P(s − k)`, so its value is 1 if
//! `P(s − k) = 0` and 0 otherwise (0 when `s < k`). The paths form the octal game 0.0…07
//! ("remove exactly `k` adjacent", [`sg_core::octal::RemoveExactly`]): parity for `k = 1`,
//! Dawson's Kayles for `k = 2`, Treblecross for `k = 3`. The symmetry argument above still
//! gives `P(m) ≠ 0` when `m − k ≥ 0` is even, so only odd cycles of at least `2k` vertices need
//! the sequence, up to the longest of them, `M`. Up to 4096 vertices it is computed by mex
//! (O(M²/4)); beyond, the Guy–Smith test proves a period within 4096 values where it can
//! (`k = 1`: period 2; `k = 2`: period 34 from 53), which gives every value at once; failing
//! that, mex up to `M = 2^16` (about a second); beyond that (`k = 3`: Treblecross is not known
//! to be periodic) the input is refused with a positioned error rather than left to run for
//! hours. [`CycleValues::new`] is where `l < r` and `l = r` part, and the only place.
//!
//! **Algorithm.** Stream the edges into a union-find forest (union by size, path halving, no
//! recursion) with a degree count per vertex ([`graph::read_graph`]). After the `n` edges
//! every degree is 2, so each component is a cycle and each root holds its cycle's length:
//! one pass over the roots XORs their values. O(n α(n)) time, 5n bytes (a root's `u32` holds
//! its size under a flag bit, so `n < 2^31`; a degree byte). The union-find takes memory
//! accesses that overlap across edges; walking each cycle would be one long chain of cache
//! misses on shuffled labels (measured about 3× slower at `n = 10^7`). The per-vertex arrays
//! are allocated at once up to 64 MiB (`n` up to 13·10^6); beyond that the touched vertices
//! wait in a hash map until it would outgrow the arrays, so a false huge `n` costs memory in
//! proportion to the input actually present. Edges are parsed in batches before they are
//! joined, so that the random accesses of consecutive edges overlap. The judge path [`solve`]
//! keeps no edge; the typed path ([`Input::read`], then [`answer`]) reads with the same checks
//! and walks the stored edges ([`Input::cycles`]).
//!
//! **Validation** ([`graph`]). `l = 0` (a move removing nothing never ends the game) and
//! `l > r` are refused; `r` may exceed `n` and `n` may be 0. Each edge is checked as it comes
//! (ends in `1..=n`, no self-loop, no third edge at a vertex, no repeated edge), errors
//! pointing at its first token; `n` such edges leave every vertex of degree exactly 2.
//!
//! **Format.** `n l r`, then `n` edges `u v` (1-based). Output `Alice` if the first player
//! wins, else `Bob`.

use judge::Scanner;

mod explain;
pub mod graph;
mod input;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
mod table;
mod values;

pub use explain::{Explanation, explain};
pub use input::Input;
#[cfg(feature = "workbench")]
pub use problem::{RemovingGraph, cycles_input};
pub use values::{CycleValues, DIRECT_PATHS, PERIOD_SEARCH};

/// The values of cycles of these lengths under the input's move sizes, a refusal pointing at
/// `r`.
fn cycle_values(input: &Input, lengths: &[u64]) -> judge::Result<CycleValues> {
    CycleValues::new(input.l, input.r, lengths.iter().copied()).map_err(|e| input.r_at.error(e))
}

/// Whether Alice, moving first, wins: the nim-sum of the cycles' values is non-zero.
///
/// # Errors
/// The refusal of [`CycleValues::new`] (only for `l = r`), at `r`.
///
/// # Complexity
/// O(n) for the walk ([`Input::cycles`]), plus [`CycleValues::new`].
pub fn answer(input: &Input) -> judge::Result<bool> {
    let lengths: Vec<u64> = input.cycles().iter().map(|c| c.len() as u64).collect();
    Ok(cycle_values(input, &lengths)?.nim_sum(lengths) != 0)
}

/// The verdict as the judge's line: `Alice` if she wins, else `Bob`.
pub fn write_answer(&alice_wins: &bool, out: &mut Vec<u8>) {
    out.extend_from_slice(if alice_wins { b"Alice\n" } else { b"Bob\n" });
}

/// The judge path: like [`Input::read`] then [`answer`], but the edges are not kept: the
/// cycles' lengths are read off the union-find's roots.
///
/// # Errors
/// As [`Input::read`] and [`answer`].
///
/// # Complexity
/// O(n α(n)) time and 5n bytes, plus [`CycleValues::new`].
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let (n, l, r) = graph::read_header(sc)?;
    let r_at = sc.position();
    let forest = graph::read_graph(sc, n, |_, _| {})?;
    sc.finish()?;
    let values = CycleValues::new(l, r, forest.cycle_lengths()).map_err(|e| r_at.error(e))?;
    write_answer(&(values.nim_sum(forest.cycle_lengths()) != 0), out);
    Ok(())
}
