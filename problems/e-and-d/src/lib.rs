//! # E&D — Luogu P2148 \[SDOI2009\]
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
//! **Algorithm.** [`first_player_wins`]: XOR the groups' values (each at most 64) and answer by
//! whether the sum is non-zero. O(N) time; piles are any non-zero `u64`. The judge path
//! [`solve`] folds that same XOR of [`group_grundy`] as each pair of piles is read, so it never
//! stores a test: O(1) memory (typed, the benchmark's 4·10^6 piles would be 32 MB). The tests
//! hold both to the model on small inputs and to each other on piles up to `u64::MAX`.
//!
//! **Play.** `play` (with the `workbench` feature) is the game at the table, `grundy play e-and-d
//! 3 5 2 7` (piles up to 10^6): the model's moves, the closed form for the perfect player,
//! proven against the model searched by sg-core by the crate's tests.
//!
//! **Format.** `T`, then per test an even `N` and the `N` pile sizes; per test one line, `YES`
//! if the first player wins, else `NO`. A pile of 0 stones or an odd `N` breaks the rules and is
//! rejected at its position.

use judge::Scanner;

mod explain;
pub mod model;
#[cfg(feature = "workbench")]
pub mod play;
#[cfg(feature = "workbench")]
mod problem;
pub use explain::{Explanation, explain};
#[cfg(feature = "workbench")]
pub use problem::EAndD;

/// A judge input: the groups of each test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// `tests[t][k]` is group `k + 1` of test `t`: piles `2k + 1` and `2k + 2`, in input order.
    pub tests: Vec<Vec<(u64, u64)>>,
}

impl Input {
    /// Reads the judge format: `T`, then per test an even `N` and `N` pile sizes of at least 1.
    ///
    /// # Errors
    /// Truncated or non-numeric input, a negative count or size, an odd `N`, an empty pile, or
    /// trailing tokens.
    ///
    /// # Complexity
    /// O(input); memory grows with the piles read, never with a declared count.
    pub fn read(sc: &mut Scanner<'_>) -> judge::Result<Self> {
        let count = sc.count("the number of tests T", ..)?;
        let mut tests = Vec::with_capacity(judge::capacity_for(count));
        for _ in 0..count {
            let n = read_pile_count(sc)?;
            let mut groups = Vec::with_capacity(judge::capacity_for(n / 2));
            sc.read_fold(n, "a pile size", .., None, |first, pile: u64| match (pile, first) {
                (0, _) => Err(EMPTY_PILE.into()),
                (_, None) => Ok(Some(pile)),
                (_, Some(x)) => {
                    groups.push((x, pile));
                    Ok(None)
                }
            })?;
            tests.push(groups);
        }
        sc.finish()?;
        Ok(Self { tests })
    }

    /// The one writer: judge text that [`Input::read`] reads back as `self`.
    ///
    /// # Complexity
    /// O(input).
    pub fn write(&self, out: &mut Vec<u8>) {
        use std::io::Write as _;
        let _ = writeln!(out, "{}", self.tests.len());
        for groups in &self.tests {
            let _ = writeln!(out, "{}", 2 * groups.len());
            for (k, (x, y)) in groups.iter().enumerate() {
                let _ = write!(out, "{}{x} {y}", if k == 0 { "" } else { " " });
            }
            out.push(b'\n');
        }
    }
}

/// The Grundy value of the group `{x, y}`: the index of the lowest 0 bit of `(x − 1) | (y − 1)`
/// (64 when those 64 bits are all 1).
///
/// # Panics
/// If a pile is empty (`x == 0` or `y == 0`); the rules never make one.
///
/// # Complexity
/// O(1).
///
/// # Examples
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

/// Whether the first player wins with these groups: their values XOR to non-zero.
///
/// # Panics
/// If a pile is empty.
///
/// # Complexity
/// O(number of groups).
///
/// # Examples
/// ```
/// assert!(e_and_d::first_player_wins([(1, 2), (3, 1)])); // values 1 and 0
/// assert!(!e_and_d::first_player_wins([(1, 2), (2, 1)])); // values 1 and 1
/// ```
pub fn first_player_wins(groups: impl IntoIterator<Item = (u64, u64)>) -> bool {
    groups.into_iter().fold(0, |acc, (x, y)| acc ^ group_grundy(x, y)) != 0
}

/// The verdict of every test.
///
/// # Complexity
/// O(total piles).
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(|groups| first_player_wins(groups.iter().copied())).collect()
}

/// The judge's line for each verdict.
const VERDICTS: judge::Verdicts = judge::Verdicts { yes: b"YES\n", no: b"NO\n" };

/// The verdicts as judge output: `YES` or `NO`, one line each.
///
/// # Complexity
/// O(tests).
pub fn write_answer(verdicts: &[bool], out: &mut Vec<u8>) {
    VERDICTS.write_all(verdicts, out);
}

/// Read a test's pile count `N`, which must be even.
fn read_pile_count(sc: &mut Scanner<'_>) -> judge::Result<usize> {
    let n = sc.count("the number of piles N", ..)?;
    if n % 2 == 1 {
        return Err(sc.position().error(format!(
            "the number of piles N = {n} is odd, but piles come in groups of two"
        )));
    }
    Ok(n)
}

/// Why a pile size is refused.
const EMPTY_PILE: &str = "a pile of 0 stones, but every pile holds at least one";

/// Read one group: two pile sizes, each at least 1.
fn read_group(sc: &mut Scanner<'_>) -> judge::Result<(u64, u64)> {
    let mut pile = || match sc.read::<u64>("a pile size")? {
        0 => Err(sc.position().error(EMPTY_PILE)),
        s => Ok(s),
    };
    Ok((pile()?, pile()?))
}

/// The judge path: [`Input::read`] then [`answer`], except that each test's groups are not
/// stored: the fold of [`first_player_wins`] (the XOR of [`group_grundy`]) takes each group as
/// it is read.
///
/// # Errors
/// As [`Input::read`].
///
/// # Complexity
/// O(total piles) time, O(1) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let tests = sc.count("the number of tests T", ..)?;
    for _ in 0..tests {
        let n = read_pile_count(sc)?;
        let mut sum = 0;
        for _ in 0..n / 2 {
            let (x, y) = read_group(sc)?;
            sum ^= group_grundy(x, y);
        }
        VERDICTS.write(sum != 0, out);
    }
    sc.finish()
}

/// A split of a pile of `p` stones into `a + b` whose group `{a, b}` has Grundy value
/// `target`, when `p − 1` has bit `target` set (`None` otherwise, or when `target ≥ 64`).
///
/// *Why it exists.* Write `A = a − 1`, `B = b − 1`, so `A + B = p − 2` and the group's value is
/// `t = target` iff the low `t` bits of `A | B` are all 1 and bit `t` is 0 in both. Take the
/// low `t + 1` bits of `A` to be `2^t − 1` and of `B` some `c < 2^t`: their sum `2^t − 1 + c`
/// must equal `r = (p − 2) mod 2^(t+1)`, which is possible exactly when `2^t − 1 ≤ r ≤
/// 2^(t+1) − 2`. When bit `t` of `p − 1` is set, `(p − 1) mod 2^(t+1)` lies in
/// `[2^t, 2^(t+1) − 1]`, so `r`, one less, lies in that window; the rest of `p − 2` goes to `A`.
/// In a group of value `g > t`, bit `t` of `(x − 1) | (y − 1)` is set, so one pile qualifies.
///
/// # Complexity
/// O(1).
///
/// # Examples
/// ```
/// assert_eq!(e_and_d::split_to_value(2, 0), Some((1, 1)));
/// assert_eq!(e_and_d::split_to_value(8, 2), Some((4, 4))); // (3 | 3) = 0b011
/// assert_eq!(e_and_d::split_to_value(5, 0), None); // 4 has bit 0 clear
/// ```
pub fn split_to_value(p: u64, target: u32) -> Option<(u64, u64)> {
    if target >= 64 || p < 2 || (p - 1) >> target & 1 == 0 {
        return None;
    }
    let m = u128::from(p - 2);
    let low = (1u128 << target) - 1; // 2^t − 1
    let r = m % (1u128 << (target + 1));
    let c = r.checked_sub(low).filter(|&c| c <= low)?;
    let (a, b) = (low + (m - r) + 1, c + 1);
    Some((u64::try_from(a).ok()?, u64::try_from(b).ok()?))
}
