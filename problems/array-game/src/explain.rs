//! Why a colouring is won or lost (`--explain`): the XOR of its white cells' values, and a
//! winning move found along the runs of `⌊v/i⌋`.

use std::fmt;

use sg_core::floor_div::floor_blocks;

use crate::{CellValues, Input, cell_values};

/// The reason behind one colouring's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Won: flip cells `x, 2x, …, kx`, leaving values that XOR to 0.
    Flip {
        /// The XOR of the white cells' values before.
        total: u32,
        /// The white cell turned black (1-based).
        x: u64,
        /// How many multiples are flipped.
        k: u64,
    },
    /// Lost: the white cells' values XOR to 0 (no white cell at all when `cells` is 0).
    EveryMoveLoses {
        /// The number of white cells.
        cells: usize,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Flip { total, x, k: 1 } => write!(
                f,
                "Yes\n  the white cells' values XOR to {total}; winning move: flip cell {x} \
                 alone, leaving XOR 0"
            ),
            Self::Flip { total, x, k: 2 } => write!(
                f,
                "Yes\n  the white cells' values XOR to {total}; winning move: flip cells {x} and \
                 {}, leaving XOR 0",
                2 * x
            ),
            Self::Flip { total, x, k } => write!(
                f,
                "Yes\n  the white cells' values XOR to {total}; winning move: flip cells {x}, \
                 {}, …, {} ({k} cells), leaving XOR 0",
                2 * x,
                k * x
            ),
            Self::EveryMoveLoses { cells: 0 } => write!(f, "No\n  no white cell: no move"),
            Self::EveryMoveLoses { cells } => write!(
                f,
                "No\n  the values of the {cells} white cells XOR to 0: every move changes it"
            ),
        }
    }
}

/// A move at white cell `x` to the option of value `wanted` (which the mex guarantees below
/// `x`'s value): the `k` whose flips `2x, …, kx` XOR to `wanted`, along the runs of
/// `⌊v/i⌋` for `v = ⌊n/x⌋`.
///
/// # Complexity
/// O(√(n/x)).
fn flip_to(values: &CellValues, x: u64, wanted: u32) -> u64 {
    if wanted == 0 {
        return 1;
    }
    let v = values.n() / x;
    let mut prefix = 0;
    for block in floor_blocks(v, 2, v) {
        let fq = values.of(block.first * x);
        if prefix ^ fq == wanted {
            return block.first;
        }
        if block.len() >= 2 && prefix == wanted {
            return block.first + 1;
        }
        if block.len() % 2 == 1 {
            prefix ^= fq;
        }
    }
    unreachable!("a value below the mex is an option")
}

/// Each colouring's explanation.
///
/// # Complexity
/// O(n^{3/4} + total cells + √n per won colouring).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let values = cell_values(input);
    input
        .colourings
        .iter()
        .map(|cells| {
            let total = cells.iter().fold(0, |sum, &x| sum ^ values.of(x));
            if total == 0 {
                return Explanation::EveryMoveLoses { cells: cells.len() };
            }
            let top = 1 << (31 - total.leading_zeros());
            let x = *cells
                .iter()
                .find(|&&x| values.of(x) & top != 0)
                .expect("the top bit is some cell's");
            let k = flip_to(&values, x, values.of(x) ^ total);
            Explanation::Flip { total, x, k }
        })
        .collect()
}
