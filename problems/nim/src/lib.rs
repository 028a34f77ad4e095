//! # Nim — Luogu P2197
//!
//! **Game.** `n` heaps of stones; a move takes one or more stones from one heap; the player
//! who cannot move loses. Does the first player win?
//!
//! **Insight.** A heap of `h` stones has Grundy value `h` (its options are exactly the heaps
//! `0..h`), so by the Sprague–Grundy theorem the whole position has value
//! `a_1 ^ a_2 ^ … ^ a_n` and the first player wins iff that nim-sum is non-zero (Bouton).
//! [`model`] checks this against the rules in the tests.
//!
//! **Algorithm.** Stream the heaps and XOR them: O(n) time, O(1) memory per test; heaps are
//! any `u64`.
//!
//! **Format.** `T`, then per test `n` and `n` heap sizes; per test one line, `Yes` if the first
//! player wins, else `No`.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "nim",
    title: "Nim",
    judge: "Luogu P2197",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 1000,
    memory_limit_mib: 125,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// Whether the first player wins Nim with these heaps.
///
/// # Complexity
/// O(n).
pub fn first_player_wins(heaps: impl IntoIterator<Item = u64>) -> bool {
    sg_core::nim_sum(heaps) != 0
}

/// Read the tests and answer `Yes` / `No` for each.
///
/// # Errors
/// Truncated or non-numeric input, a negative count or size, or trailing tokens.
///
/// # Complexity
/// O(total heaps) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = sc.count("the number of heaps n", ..)?;
        let sum = sc.read_fold(n, "a heap size", .., 0, |sum, heap: u64| Ok(sum ^ heap))?;
        out.extend_from_slice(if first_player_wins([sum]) { b"Yes\n" } else { b"No\n" });
    }
    sc.finish()
}

/// Like [`solve`], but after each verdict an indented line with a winning move (Bouton's:
/// bring the nim-sum to 0) or the reason every move loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(n) time and memory per test.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let tests = sc.count("the number of tests T", ..)?;
    let mut heaps = Vec::new();
    for _ in 0..tests {
        let n = sc.count("the number of heaps n", ..)?;
        heaps.clear();
        for _ in 0..n {
            heaps.push(sc.read::<u64>("a heap size")?);
        }
        let sum = sg_core::nim_sum(&heaps);
        let _ = match sg_core::winning_nim_move(&heaps) {
            Some(m) => writeln!(
                out,
                "Yes\n  winning move: take {} from heap {} ({} -> {}), leaving nim-sum 0",
                heaps[m.heap] - m.new_size,
                m.heap + 1,
                heaps[m.heap],
                m.new_size
            ),
            None => writeln!(
                out,
                "No\n  every move loses: the nim-sum is {sum}, and changing one heap makes it non-zero"
            ),
        };
    }
    sc.finish()
}

/// A random valid input: `Small` has up to 3 tests of up to 4 heaps below 6 (for the model),
/// `Max` the judge's limits (10 tests of 10^4 heaps below 10^4), `N(n)` 10 tests of `n` heaps
/// below 2^30.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (tests, heaps, below) = match size {
        Size::Small => (rng.range(1, 3), None, 6),
        Size::Max => (10, Some(10_000), 10_000),
        Size::N(n) => (10, Some(n), 1 << 30),
    };
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let n = heaps.unwrap_or_else(|| rng.range(0, 4));
        text += &format!("{n}\n");
        let sizes: Vec<String> = (0..n).map(|_| rng.range(0, below - 1).to_string()).collect();
        text += &sizes.join(" ");
        text += "\n";
    }
    text.into_bytes()
}
