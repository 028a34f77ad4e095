//! # New Nim — Luogu P4301 \[CQOI2013\] (also BZOJ 3105)
//!
//! **Game.** `k` heaps of stones. Turn 1: the first player removes any number of whole heaps
//! (possibly none, never all). Turn 2: the second player does the same with what is left. From
//! turn 3 on it is normal Nim, the first player to move. What is the least number of stones the
//! first player can remove on turn 1 and still be sure to win, or `-1` if he cannot win?
//!
//! **Insight.** Call the heaps the first player keeps `S`. If some non-empty `T ⊆ S` has nim-sum
//! 0, the second player removes `S \ T` (not all of `S`, since `T` is non-empty) and the first
//! player faces a lost Nim position. If no such `T` exists, whatever non-empty set the second
//! player leaves has a non-zero nim-sum and the first player wins by Bouton. So the first player
//! wins exactly by keeping a non-empty set that is linearly independent over GF(2) (a heap of 0
//! stones is dependent on its own). The independent sets of vectors form a matroid, so the
//! independent set of largest total — the fewest stones removed — is found greedily: take the
//! heaps in decreasing order and keep each one that is independent of those kept.
//!
//! **Deciding `-1`.** The greedy keeps nothing exactly when every heap is 0; then the first
//! player must keep a dependent set and loses. With the judge's heaps (`a_i ≥ 1`) this never
//! happens, but the answer is decided from the kept set, not assumed. [`model`] plays the whole
//! three-phase game by its rules to check all of this in the tests, zero heaps included.
//!
//! **Algorithm.** Sort the heaps in decreasing order and insert them into a
//! [`sg_core::XorBasis`], adding up the ones that do not insert. O(k log k + 64 k) time, O(k)
//! memory; heaps are any `u64` (zeros allowed), the total removed is summed in `u128`.
//!
//! **Format.** `k` (at least 1), then `k` heap sizes; one integer, the least total removed on
//! turn 1, or `-1`.

use judge::random::{Rng, Size};
use judge::{Problem, Scanner};
use sg_core::XorBasis;

pub mod model;

/// The judge descriptor.
pub const PROBLEM: Problem = Problem {
    slug: "new-nim",
    title: "New Nim",
    judge: "Luogu P4301 [CQOI2013]",
    solve,
    model: model::solve,
    generate,
    time_limit_ms: 1000,
    memory_limit_mib: 64,
    explain: Some(explain),
    ..judge::problem::DEFAULTS
};

/// The least number of stones the first player removes on turn 1 and still wins, or `None`
/// when he cannot win (every heap is 0). Sorts `heaps` in decreasing order.
///
/// # Complexity
/// O(k log k + 64 k).
///
/// ```
/// // Keep one 6 and one 5; the other four heaps (6 + 5 + 5 + 5) go.
/// assert_eq!(new_nim::min_removed(&mut [5, 5, 6, 6, 5, 5]), Some(21));
/// assert_eq!(new_nim::min_removed(&mut [0, 0]), None);
/// ```
pub fn min_removed(heaps: &mut [u64]) -> Option<u128> {
    heaps.sort_unstable_by(|a, b| b.cmp(a));
    let mut basis = XorBasis::new();
    let mut removed = 0u128;
    for &h in heaps.iter() {
        if !basis.insert(h) {
            removed += u128::from(h);
        }
    }
    // The kept heaps are the inserted ones: independent, and non-empty iff the rank grew.
    (basis.rank() > 0).then_some(removed)
}

/// Read the heaps and print the least total removed on turn 1, or `-1`.
///
/// # Errors
/// Truncated or non-numeric input, `k = 0` (the first player could not leave a heap), a
/// negative count or size, or trailing tokens.
///
/// # Complexity
/// O(k log k + 64 k) time, O(k) memory.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    let k = sc.count("the number of heaps k", 1..)?;
    let mut heaps = Vec::with_capacity(judge::capacity_for(k));
    for _ in 0..k {
        heaps.push(sc.read::<u64>("a heap size")?);
    }
    sc.finish()?;
    write_answer(out, min_removed(&mut heaps));
    Ok(())
}

/// The heaps (0-based, increasing) the first player removes on turn 1 in a cheapest winning
/// move, or `None` when every turn-1 move loses. The greedy of [`min_removed`], keeping track
/// of which heaps it drops.
///
/// # Complexity
/// O(k log k + 64 k) time, O(k) memory.
///
/// ```
/// assert_eq!(new_nim::heaps_to_remove(&[5, 5, 6, 6, 5, 5]), Some(vec![1, 3, 4, 5]));
/// assert_eq!(new_nim::heaps_to_remove(&[1, 2]), Some(vec![]));
/// assert_eq!(new_nim::heaps_to_remove(&[0, 0]), None);
/// ```
pub fn heaps_to_remove(heaps: &[u64]) -> Option<Vec<usize>> {
    let mut order: Vec<usize> = (0..heaps.len()).collect();
    // Largest first; among equal heaps the earliest is kept.
    order.sort_by(|&a, &b| heaps[b].cmp(&heaps[a]).then(a.cmp(&b)));
    let mut basis = XorBasis::new();
    let mut removed: Vec<usize> = order.into_iter().filter(|&i| !basis.insert(heaps[i])).collect();
    removed.sort_unstable();
    (basis.rank() > 0).then_some(removed)
}

/// Like [`solve`], but after the answer an indented line naming the heaps to remove on turn 1
/// (by their place in the input) and the heaps kept, or the reason every first turn loses.
///
/// # Errors
/// As [`solve`].
///
/// # Complexity
/// O(k log k + 64 k) time, O(k) memory.
pub fn explain(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    use std::io::Write as _;
    let k = sc.count("the number of heaps k", 1..)?;
    let mut heaps = Vec::with_capacity(judge::capacity_for(k));
    for _ in 0..k {
        heaps.push(sc.read::<u64>("a heap size")?);
    }
    sc.finish()?;
    let list = |ids: &mut dyn Iterator<Item = usize>, sep: &str| {
        ids.map(|i| format!("{} ({})", i + 1, heaps[i])).collect::<Vec<_>>().join(sep)
    };
    match heaps_to_remove(&heaps) {
        Some(removed) => {
            let total: u128 = removed.iter().map(|&i| u128::from(heaps[i])).sum();
            write_answer(out, Some(total));
            let mut kept = (0..k).filter(|i| removed.binary_search(i).is_err());
            let kept = list(&mut kept, ", ");
            let _ = if removed.is_empty() {
                writeln!(out, "  winning move: remove no heap on turn 1")
            } else {
                let names = list(&mut removed.iter().copied(), ", ");
                writeln!(out, "  winning move: remove heaps {names} on turn 1")
            };
            let _ = writeln!(
                out,
                "  keeping heaps {kept}: no non-empty set of them XORs to 0, so whatever the \
                 second player keeps on turn 2, the first player starts Nim on turn 3 with a \
                 non-zero nim-sum"
            );
        }
        None => {
            write_answer(out, None);
            let _ = writeln!(
                out,
                "  every move loses: every heap is empty, so any heaps kept contain a set with \
                 XOR 0 that the second player keeps on turn 2"
            );
        }
    }
    Ok(())
}

/// Append the judge's line for an answer: the number, or `-1` for `None`.
fn write_answer(out: &mut Vec<u8>, answer: Option<u128>) {
    match answer {
        Some(removed) => out.extend_from_slice(format!("{removed}\n").as_bytes()),
        None => out.extend_from_slice(b"-1\n"),
    }
}

/// A random valid input: `Small` has 1 to 8 heaps of at most 7 stones, a fifth of the time with
/// empty heaps allowed (so that `-1` can occur), for the model; `Max` the judge's limits (100
/// heaps from 1 to 10^9); `N(n)` `n` heaps anywhere in `1..=u64::MAX`.
///
/// # Complexity
/// O(size of the input).
pub fn generate(rng: &mut Rng, size: Size) -> Vec<u8> {
    let (k, low, high) = match size {
        Size::Small => {
            let low = if rng.chance(1, 5) { 0 } else { 1 };
            (rng.range(1, 8), low, rng.range(1, 7))
        }
        Size::Max => (100, 1, 1_000_000_000),
        Size::N(n) => (n.max(1), 1, u64::MAX),
    };
    let heaps: Vec<String> = (0..k).map(|_| rng.range(low, high).to_string()).collect();
    format!("{k}\n{}\n", heaps.join(" ")).into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_format() {
        let mut out = Vec::new();
        write_answer(&mut out, Some(u128::from(u64::MAX) * 3));
        write_answer(&mut out, None);
        assert_eq!(out, b"55340232221128654845\n-1\n");
    }
}
