//! Why a test is won (`--explain`): the anti-diagonals' XORs and, when the first player wins,
//! the proof's winning move.

use std::fmt;

use crate::{Input, Matrix, Move, diagonal_xors, winning_move};

/// A test's verdict with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// `x_d` for each anti-diagonal.
    pub xors: Vec<u64>,
    /// The winning move, when there is one.
    pub winning: Option<Move>,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(mv) = &self.winning else {
            return write!(
                f,
                "Jeel\n  every anti-diagonal's XOR is 0, so every move loses: a move lowers its \
                 start, the only cell of its diagonal it touches, and Jeel restores them all"
            );
        };
        let s = self.xors.iter().position(|&x| x != 0).unwrap_or(0);
        let (r, c) = mv.start;
        write!(
            f,
            "Ashish\n  anti-diagonal {} (r + c, from 2) has XOR {}: the winning move lowers ({}, \
             {}) to {}, goes to the last cell and sets each later diagonal's cell so that its \
             XOR is 0 ({} cells)",
            s + 2,
            self.xors[s],
            r + 1,
            c + 1,
            mv.to,
            mv.path.len()
        )
    }
}

/// The explanation of one matrix.
///
/// # Complexity
/// O(n·m).
pub fn explain_matrix(a: &Matrix) -> Explanation {
    Explanation { xors: diagonal_xors(a), winning: winning_move(a) }
}

/// Each test's explanation.
///
/// # Complexity
/// O(Σ n·m).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.matrices.iter().map(explain_matrix).collect()
}
