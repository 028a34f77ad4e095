//! Why each position is won or lost (`--explain`): a removal that brings the heaps' values to
//! nim-sum 0, or the reason every move loses.

use std::fmt;

use crate::{Input, Test};

/// Why a position is won or lost: a winning move, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Remove `beads` from heap `heap` (0-based), which holds `from`, leaving nim-sum 0.
    Remove {
        /// The heap's index in the position.
        heap: usize,
        /// Its size before the move.
        from: u64,
        /// The beads removed, a member of `S`.
        beads: u64,
    },
    /// The heaps' values XOR to 0, and every move makes that non-zero.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Remove { heap, from, beads } => {
                write!(f, "W: remove {beads} from heap {} ({from} -> {})", heap + 1, from - beads)
            }
            Self::EveryMoveLoses => f.write_str("L: every move loses: the heaps' values XOR to 0"),
        }
    }
}

/// Each test's explanations, one per position. With nim-sum `t ≠ 0`, some heap `h` has
/// `g(h) ⊕ t < g(h)`, so by the mex definition it has an option of that value, which a scan of
/// `S` finds; moving there makes the nim-sum 0. With `t = 0` no option has its heap's value
/// (mex), so the scan finds nothing.
///
/// # Errors
/// As [`answer`](crate::answer).
///
/// # Complexity
/// As [`answer`](crate::answer), plus O(heaps · k).
pub fn explain(input: &Input) -> judge::Result<Vec<Vec<Explanation>>> {
    let explain_test = |test: &Test| {
        let (values, moves) = (test.values()?, test.game.moves());
        let explain_one = |heaps: &Vec<u64>| {
            let total = heaps.iter().fold(0, |acc, &h| acc ^ values.get(h));
            let to_zero = |(heap, &from): (usize, &u64)| {
                let target = values.get(from) ^ total;
                let mut legal = moves.iter().take_while(|&&s| s <= from);
                let beads = *legal.find(|&&s| values.get(from - s) == target)?;
                Some(Explanation::Remove { heap, from, beads })
            };
            heaps.iter().enumerate().find_map(to_zero).unwrap_or(Explanation::EveryMoveLoses)
        };
        Ok(test.positions.iter().map(explain_one).collect())
    };
    input.tests.iter().map(explain_test).collect()
}
