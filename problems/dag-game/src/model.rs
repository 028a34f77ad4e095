//! The chess game by its rules, for sg-core's engine: a position is the sorted list of the
//! chessmen's vertices, and a move slides one chessman along one edge. The engine searches the
//! whole multi-token position; no sum theorem is assumed.

use judge::Scanner;
use sg_core::{Game, Outcome, Solver};

/// Several chessmen on one graph, as one game.
#[derive(Debug, Clone)]
pub struct ChessRules {
    /// `successors[v]`: where a chessman on `v` may slide.
    pub successors: Vec<Vec<usize>>,
}

impl Game for ChessRules {
    type Position = Vec<usize>;

    fn moves(&self, men: &Vec<usize>) -> Vec<Vec<Vec<usize>>> {
        let mut out = Vec::new();
        for (i, &v) in men.iter().enumerate() {
            for &w in &self.successors[v] {
                let mut next = men.clone();
                next[i] = w;
                next.sort_unstable();
                out.push(vec![next]);
            }
        }
        out
    }
}

/// The judge output by searching every query's position (same format as [`crate::solve`]).
/// The model trusts its input to be acyclic: it is run on generated inputs only.
///
/// # Errors
/// As [`crate::solve`] for malformed tokens.
///
/// # Complexity
/// Exponential in the number of chessmen: small inputs only.
pub fn solve(sc: &mut Scanner<'_>, out: &mut Vec<u8>) -> judge::Result<()> {
    while !sc.at_end()? {
        let n = sc.count("N", 1..)?;
        let mut successors = Vec::new();
        for _ in 0..n {
            let d = sc.count("X_i", ..)?;
            successors
                .push((0..d).map(|_| sc.read_in("successor", 0..n)).collect::<judge::Result<_>>()?);
        }
        let mut solver = Solver::new(ChessRules { successors });
        loop {
            let m = sc.count("M", ..)?;
            if m == 0 {
                break;
            }
            let mut men =
                (0..m).map(|_| sc.read_in("position", 0..n)).collect::<judge::Result<Vec<_>>>()?;
            men.sort_unstable();
            let wins = solver.outcome(&men) == Outcome::FirstPlayerWins;
            out.extend_from_slice(if wins { b"WIN\n" } else { b"LOSE\n" });
        }
    }
    Ok(())
}
