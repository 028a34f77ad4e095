//! S-Nim by its rules, for sg-core's engine: a position is the sorted list of all its heaps,
//! and a move removes exactly `s ∈ S` beads from one heap. No Grundy theory is assumed: the
//! engine searches the whole multi-heap position.

use judge::Scanner;
use sg_core::{Game, Outcome, Solver};

/// S-Nim with move set `moves`, as one game over the whole list of heaps.
#[derive(Debug, Clone)]
pub struct SNimRules {
    /// The allowed removal sizes (all positive).
    pub moves: Vec<u64>,
}

impl Game for SNimRules {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for &s in self.moves.iter().filter(|&&s| s <= h) {
                let mut next = heaps.clone();
                next[i] -= s;
                next.sort_unstable();
                out.push(vec![next]);
            }
        }
        out
    }
}

/// The judge output by searching every position (same format as [`crate::solve`]).
///
/// # Errors
/// As [`crate::solve`].
///
/// # Complexity
/// Exponential in the number of heaps: small inputs only.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    loop {
        let k = sc.count("k", ..)?;
        if k == 0 {
            return sc.finish();
        }
        let moves = (0..k).map(|_| sc.read_in("a move size", 1..)).collect::<judge::Result<_>>()?;
        let mut solver = Solver::new(SNimRules { moves });
        let m = sc.count("m", ..)?;
        for _ in 0..m {
            let l = sc.count("l", ..)?;
            let mut heaps =
                (0..l).map(|_| sc.read("a heap size")).collect::<judge::Result<Vec<u64>>>()?;
            heaps.sort_unstable();
            let wins = solver.outcome(&heaps) == Outcome::FirstPlayerWins;
            out.push(if wins { b'W' } else { b'L' });
        }
        out.push(b'\n');
    }
}
