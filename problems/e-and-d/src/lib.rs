//! # E&D — Luogu P2148 [SDOI2009]
//!
//! **Game.** `2n` piles of stones; piles `2k − 1` and `2k` form group `k`. A move picks a pile,
//! discards it, and splits the other pile of its group into two non-empty piles, which become
//! the group's new pair (so the split pile needs at least two stones). The player who cannot
//! move (every pile holds one stone) loses. Does the first player win?
//!
//! **Insight.** The groups are independent games, so the position's Grundy value is the XOR of
//! the groups' values. The value of a group `{x, y}` is the index of the lowest 0 bit of
//! `(x − 1) | (y − 1)`: read as a table, `SG(x, y)` is 0 when `x` and `y` are both odd, and
//! otherwise one more than the value of the pair with both halved (rounding up). The tests prove
//! the formula cell by cell against [`model`]'s full Grundy table for `1 ≤ x, y ≤ 64`, and check
//! the whole game on random inputs.
//!
//! **Algorithm.** Stream the piles two at a time, XOR the groups' values (each at most 64) and
//! answer by whether the sum is non-zero. O(N) time, O(1) memory per test; piles are any
//! non-zero `u64`.
//!
//! **Format.** `T`, then per test an even `N` and the `N` pile sizes; per test one line, `YES`
//! if the first player wins, else `NO`. A pile of 0 stones or an odd `N` breaks the rules and is
//! rejected at its position.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "e-and-d",
    title: "E&D",
    judge: "Luogu P2148 [SDOI2009]",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 1000,
    memory_limit_mib: 125,
    ..judge::problem::DEFAULTS
};

/// The Grundy value of the group `{x, y}`: the index of the lowest 0 bit of `(x − 1) | (y − 1)`
/// (64 when those 64 bits are all 1).
///
/// # Panics
/// If a pile is empty (`x == 0` or `y == 0`); the rules never make one.
///
/// # Complexity
/// O(1).
///
/// ```
/// assert_eq!(e_and_d::group_grundy(1, 1), 0); // no move
/// assert_eq!(e_and_d::group_grundy(2, 1), 1); // one move, to (1, 1)
/// assert_eq!(e_and_d::group_grundy(3, 5), 0); // (2 | 4) = 0b110: bit 0 is 0
/// assert_eq!(e_and_d::group_grundy(u64::MAX, 2), 64);
/// ```
pub fn group_grundy(x: u64, y: u64) -> u32 {
    assert!(x > 0 && y > 0, "a pile of E&D is never empty");
    ((x - 1) | (y - 1)).trailing_ones()
}

/// Whether the first player wins with these groups.
///
/// # Panics
/// If a pile is empty.
///
/// # Complexity
/// O(number of groups).
pub fn first_player_wins(groups: impl IntoIterator<Item = (u64, u64)>) -> bool {
    groups.into_iter().fold(0, |acc, (x, y)| acc ^ group_grundy(x, y)) != 0
}

/// Read a test's pile count `N`, which must be even.
pub(crate) fn read_pile_count(sc: &mut Scanner<'_>) -> judge::Result<usize> {
    let n = sc.count("the number of piles N", ..)?;
    if n % 2 == 1 {
        return Err(sc.position().error(format!(
            "the number of piles N = {n} is odd, but piles come in groups of two"
        )));
    }
    Ok(n)
}

/// Read one pile size, which must be at least 1.
pub(crate) fn read_pile(sc: &mut Scanner<'_>) -> judge::Result<u64> {
    let s = sc.read::<u64>("a pile size")?;
    if s == 0 {
        return Err(sc.position().error("a pile of 0 stones, but every pile holds at least one"));
    }
    Ok(s)
}

/// Read the tests and answer `YES` / `NO` for each.
///
/// # Errors
/// Truncated or non-numeric input, a negative count or size, an odd `N`, an empty pile, or
/// trailing tokens.
///
/// # Complexity
/// O(total piles) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = read_pile_count(sc)?;
        let mut sum = 0;
        for _ in 0..n / 2 {
            let x = read_pile(sc)?;
            let y = read_pile(sc)?;
            sum ^= group_grundy(x, y);
        }
        out.extend_from_slice(if sum != 0 { b"YES\n" } else { b"NO\n" });
    }
    sc.finish()
}

/// A random valid input: `Small` has up to 3 tests of 2 to 6 piles of at most 12 stones (for
/// the model); `Max` the judge's limits (20 tests of 2·10^4 piles up to 2·10^9); `N(n)` 20 tests
/// of `n` piles (rounded up to even) anywhere in `1..=u64::MAX`.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (tests, piles, high) = match size {
        Size::Small => (rng.range(1, 3), None, rng.range(1, 12)),
        Size::Max => (20, Some(20_000), 2_000_000_000),
        Size::N(n) => (20, Some(n + n % 2), u64::MAX),
    };
    let mut text = format!("{tests}\n");
    for _ in 0..tests {
        let n = piles.unwrap_or_else(|| 2 * rng.range(1, 3));
        let sizes: Vec<String> = (0..n).map(|_| rng.range(1, high).to_string()).collect();
        text += &format!("{n}\n{}\n", sizes.join(" "));
    }
    text.into_bytes()
}
