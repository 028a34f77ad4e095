//! # Array Game — Luogu P3179, HAOI2015 数组游戏
//!
//! **Game.** Cells `1..=n`, each white or black. A move picks a white cell `x` and some `k`
//! with `1 ≤ k ≤ n/x`, and flips the colours of cells `x, 2x, …, kx`. A player with no move
//! (no white cell) loses. For several starting colourings (each given by its white cells):
//! does the first player win?
//!
//! **Insight.** *Coin turning.* A move turns `x` from white to black and flips cells above it
//! only, so numbering the cells from `n` down to 1 makes it a coin-turning game whose
//! rightmost turned coin goes from heads to tails ([`sg_core::coin_turning`]): a colouring is
//! worth the XOR of `g(x)` over its white cells, with
//! `g(x) = mex { g(2x) ⊕ g(3x) ⊕ … ⊕ g(kx) : 1 ≤ k ≤ n/x }` (`k = 1` flips `x` alone: 0).
//! *Only `⌊n/x⌋` matters.* The multiples of `x` up to `n` are `x·1, …, x·⌊n/x⌋`, and the rule
//! seen from `x` is the rule seen from cell 1 of the game of size `⌊n/x⌋`; so
//! `g(x) = f(⌊n/x⌋)` with `f(v) = mex { f(⌊v/2⌋) ⊕ … ⊕ f(⌊v/k⌋) : 1 ≤ k ≤ v }`, using
//! `⌊⌊n/x⌋/i⌋ = ⌊n/(xi)⌋`. *Blocks.* Over a run of `i` with the same `⌊v/i⌋ = q`
//! ([`sg_core::floor_div`]), the prefix XOR alternates between `P ⊕ f(q)` and `P` (its value
//! `P` before the run), so a run adds at most two candidates to the mex, and the run's parity
//! says what `P` becomes. The crate's tests hold this to [`model`] (the game searched over whole
//! colourings, no coin-turning theorem) on thousands of generated inputs, and to the direct
//! recursion for `g` over every cell for `n` up to 2·10^5.
//!
//! **Algorithm.** The quotients `⌊n/x⌋` are fewer than `2√n`; number them densely
//! ([`sg_core::floor_div::FloorValues`]) and compute `f` on those up to the largest one a
//! query needs, in increasing order, each in O(√v) runs: O(n^{3/4}) in all (about 3·10^7
//! runs at n = 10^9), 4 bytes per quotient. Then each query XORs its cells' values.
//!
//! **Format.** `n`; `k`, the number of colourings; per colouring `w` and `w` distinct white
//! cells (1-based). One line each: `Yes` if the first player wins, else `No`. The judge's
//! limits: n ≤ 10^9, k, w ≤ 100. We accept any number of colourings and cells, and `n` up to
//! [`MAX_N`] = 10^10 (the table's O(n^{3/4}) time stays near a second); a repeated cell
//! breaks the promise (a cell is white or not) and is refused.
//!
//! **Samples.** The statement's one, byte for byte.

use judge::Scanner;
use sg_core::floor_div::{FloorValues, floor_blocks};

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::ArrayGame;

/// The largest `n` read: the table of `f` costs O(n^{3/4}), near a second here.
pub const MAX_N: u64 = 10_000_000_000;

/// A judge input: the size and each colouring's white cells (1-based, distinct, in input
/// order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The number of cells, `1 ≤ n ≤ MAX_N`.
    pub n: u64,
    /// Each colouring's white cells.
    pub colourings: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format, to the end of the input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, `n` of 0 or above [`MAX_N`], a cell outside `1..=n`, a
    /// cell repeated in one colouring (pointing at the repeat), trailing tokens.
    ///
    /// # Complexity
    /// O(input · log w); memory grows with what is read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let n = sc.read_in("the number of cells n", 1..=MAX_N)?;
        let k = sc.count("the number of colourings k", ..)?;
        let mut colourings = Vec::with_capacity(judge::capacity_for(k));
        let mut seen = std::collections::HashSet::new();
        for _ in 0..k {
            let w = sc.count("the number of white cells w", ..)?;
            seen.clear();
            let cells =
                sc.read_fold(w, "a white cell (1 to n)", 1..=n, Vec::new(), |mut cells, x| {
                    if !seen.insert(x) {
                        return Err(format!("cell {x} is listed twice: each white cell once"));
                    }
                    cells.push(x);
                    Ok(cells)
                })?;
            colourings.push(cells);
        }
        sc.finish()?;
        Ok(Self { n, colourings })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_line(out, [self.n]);
        judge::write_line(out, [self.colourings.len() as u64]);
        for cells in &self.colourings {
            judge::write_line(out, [cells.len() as u64]);
            judge::write_line(out, cells.iter().copied());
        }
    }
}

/// `f` on the quotients of `n` up to some bound: the value of a white cell `x` is
/// `f(⌊n/x⌋)`.
#[derive(Debug, Clone)]
pub struct CellValues {
    n: u64,
    quotients: FloorValues,
    /// `f` of the first quotients, in increasing order.
    f: Vec<u32>,
}

impl CellValues {
    /// `f` on every quotient of `n` up to `top` (a quotient of `n`, or less), by runs.
    ///
    /// # Complexity
    /// O(Σ √v over the quotients v ≤ top) time, O(n^{1/4})… O(√n) memory: O(n^{3/4}) at most.
    pub fn new(n: u64, top: u64) -> Self {
        let quotients = FloorValues::new(n);
        let count = quotients.values().partition_point(|&v| v <= top);
        let mut f: Vec<u32> = Vec::with_capacity(count);
        // `seen[c] == stamp` marks candidate c for the value being computed.
        let mut seen: Vec<u32> = Vec::new();
        for (at, &v) in quotients.values()[..count].iter().enumerate() {
            let stamp = at as u32 + 1;
            // At most two candidates a run, and 0: the mex is at most their count.
            let mark = |c: u32, seen: &mut Vec<u32>| {
                if let Some(slot) = seen.get_mut(c as usize) {
                    *slot = stamp;
                }
            };
            let runs = 2 * sg_core::floor_div::floor_sqrt(v) as usize + 2;
            if seen.len() < 2 * runs + 1 {
                seen.resize(2 * runs + 1, 0);
            }
            mark(0, &mut seen);
            let mut prefix = 0u32;
            for block in floor_blocks(v, 2, v) {
                let fq = f[quotients.index(block.quotient)];
                mark(prefix ^ fq, &mut seen);
                if block.len() >= 2 {
                    mark(prefix, &mut seen);
                }
                if block.len() % 2 == 1 {
                    prefix ^= fq;
                }
            }
            let mex = seen.iter().position(|&s| s != stamp).expect("more slots than candidates");
            f.push(mex as u32);
        }
        Self { n, quotients, f }
    }

    /// The value of a white cell `x`, `1 ≤ x ≤ n`, with `⌊n/x⌋` within the bound given.
    ///
    /// # Panics
    /// If `⌊n/x⌋` is above that bound.
    ///
    /// # Complexity
    /// O(1).
    pub fn of(&self, x: u64) -> u32 {
        self.f[self.quotients.index_of_quotient(x)]
    }

    /// The number of cells.
    pub fn n(&self) -> u64 {
        self.n
    }
}

/// The values of every cell a colouring of `input` names.
///
/// # Complexity
/// As [`CellValues::new`] up to the largest `⌊n/x⌋` named.
pub fn cell_values(input: &Input) -> CellValues {
    let smallest = input.colourings.iter().flatten().copied().min().unwrap_or(input.n);
    CellValues::new(input.n, input.n / smallest)
}

/// Whether the first player wins the colouring with white cells `cells`: the XOR of their
/// values is not 0.
///
/// # Complexity
/// O(w).
pub fn first_player_wins(values: &CellValues, cells: &[u64]) -> bool {
    cells.iter().fold(0, |sum, &x| sum ^ values.of(x)) != 0
}

/// Every colouring's verdict.
///
/// # Complexity
/// O(n^{3/4} + total cells).
pub fn answer(input: &Input) -> Vec<bool> {
    let values = cell_values(input);
    input.colourings.iter().map(|cells| first_player_wins(&values, cells)).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"Yes\n", no: b"No\n" };

/// The verdicts as judge output: `Yes` or `No`, one line each.
///
/// # Complexity
/// O(k).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// The judge path: read (the colourings are needed first, for the table's bound), answer,
/// write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(n^{3/4} + input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}
