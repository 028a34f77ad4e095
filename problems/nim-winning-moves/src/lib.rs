//! # Nim (winning moves) — POJ 2975
//!
//! **Game.** Nim: heaps of stones; a move takes one or more stones from one heap; the player
//! who cannot move loses. For each position, count the moves that win: those after which the
//! opponent, playing perfectly, loses. Moves from two heaps of the same size count apart.
//!
//! **Insight.** By [`sg_core::winning`], the winning moves of a sum are exactly the moves of a
//! component to an option of value `vᵢ ⊕ s`, where `s` is the nim-sum. A heap of `h` is worth
//! `h` and its options are every smaller heap, so heap `i` has one winning move, to
//! `hᵢ ⊕ s`, when `hᵢ ⊕ s < hᵢ`, and none otherwise; for `s = 0` there are none. (Equivalently:
//! the heaps with the top bit of `s` set.) [`model`] counts by searching the rules, and the
//! crate's tests hold [`answer`] and [`solve`] to it.
//!
//! **Algorithm.** One XOR pass and one comparison pass per test: O(n) time, O(n) memory for
//! the test being read; heaps are any `u64`.
//!
//! **Format.** Several tests, each a count `n ≥ 1` then `n` heap sizes; a count of `0` (or the
//! end of the input) ends them. Per test one line: the number of winning moves. (POJ: n ≤ 1000,
//! heaps ≤ 10^9.)
//!
//! **Checker.** [`CHECKER`] reads an output as one count per test and, for a wrong count,
//! says how many winning moves there are and which: `grundy check`, the `nim-winning-moves-checker`
//! program (testlib's `checker in out ans`) and `grundy bundle nim-winning-moves --checker`.

use judge::{Checker, Scanner};

pub mod model;
#[cfg(feature = "workbench")]
mod problem;
#[cfg(feature = "workbench")]
pub use problem::NimWinningMoves;

/// A judge input: the heaps of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t]` holds the heaps of test `t` (never empty).
    pub tests: Vec<Vec<u64>>,
}

impl Input {
    /// Reads the judge format: tests `n` and `n` heap sizes, until `n = 0` or the end of input.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count or size, or tokens after the final `0`.
    ///
    /// # Complexity
    /// O(input); memory grows with the heaps read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let tests = judge::read_zero_terminated_lists(sc, "the number of heaps n", "a heap size")?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        judge::write_zero_terminated_lists(out, &self.tests);
    }
}

/// How many winning moves Nim with these heaps has.
///
/// # Complexity
/// O(n).
pub fn winning_moves(heaps: &[u64]) -> u64 {
    sg_core::winning::count_winning_moves(heaps)
}

/// The count of every test.
///
/// # Complexity
/// O(total heaps).
pub fn answer(input: &Input) -> Vec<u64> {
    input.tests.iter().map(|heaps| winning_moves(heaps)).collect()
}

/// The counts as judge output, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(counts: &[u64], out: &mut Vec<u8>) {
    for &count in counts {
        judge::write_u64(out, count, b'\n');
    }
}

/// The judge path: read, count, write.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(input).
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    write_answer(&answer(&Input::read(sc)?), out);
    Ok(())
}

/// An output read for `input`: one count per test, and nothing after them.
///
/// # Errors
/// A missing, non-numeric or extra token.
///
/// # Complexity
/// O(tests).
pub fn read_answer(input: &Input, sc: &mut Scanner<'_>) -> judge::Result<Vec<u64>> {
    let counts = sc.read_vec(input.tests.len(), "a number of winning moves", ..)?;
    sc.finish()?;
    Ok(counts)
}

/// `Ok` if every count of `output` is the reference's; else the first test whose count is
/// wrong, with the winning moves it has (up to three named).
///
/// # Errors
/// Why the output is wrong.
///
/// # Complexity
/// O(tests) plus O(n) for the test named.
// `&Vec`: the checker's judgement takes the problem's answer type.
#[allow(clippy::ptr_arg)]
pub fn judge_counts(input: &Input, output: &Vec<u64>, reference: &Vec<u64>) -> Result<(), String> {
    let Some(t) = (0..input.tests.len()).find(|&t| output[t] != reference[t]) else {
        return Ok(());
    };
    let heaps = &input.tests[t];
    let moves: Vec<String> = sg_core::winning::winning_moves(heaps)
        .take(3)
        .map(|m| format!("heap {} from {} to {}", m.component + 1, heaps[m.component], m.then))
        .collect();
    let which = match (reference[t], moves.is_empty()) {
        (_, true) => "the nim-sum is 0, so every move loses".to_string(),
        (n, false) if n as usize > moves.len() => format!("{}, …", moves.join(", ")),
        _ => moves.join(", "),
    };
    Err(format!(
        "test {}: the output says {} winning moves, there are {} ({which})",
        t + 1,
        output[t],
        reference[t]
    ))
}

/// The checker: the input's reader, [`read_answer`] and [`judge_counts`].
pub const CHECKER: Checker<Input, Vec<u64>> =
    Checker { read_input: Input::read, read_answer, judge: judge_counts };
