//! Why a game is won (`--explain`): how many white cells are worth each power of two, by
//! parity.

use std::fmt;

use crate::{Input, cap_mask, parities};

/// The verdict with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// `K = 2^⌊log₂ k⌋`'s exponent `L`, `None` for `k = 0`.
    pub top: Option<u32>,
    /// The exponents `t ≤ L` for which an odd number of white cells are worth `2^t`.
    pub odd: Vec<u32>,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(top) = self.top else {
            return write!(
                f,
                "Malek\n  k = 0: no square can be inverted; Hamed cannot move, so every move \
                 loses (there is none)"
            );
        };
        let winner = if self.odd.is_empty() { "Malek" } else { "Hamed" };
        write!(f, "{winner}\n  a white cell (i, j) is worth min(lowbit(i), lowbit(j), 2^{top}); ")?;
        if self.odd.is_empty() {
            write!(
                f,
                "every value 2^t has an even number of white cells: the XOR is 0, so every move \
                 loses (it leaves a non-zero XOR)"
            )
        } else {
            let odd: Vec<String> = self.odd.iter().map(|t| format!("2^{t}")).collect();
            write!(f, "an odd number of white cells are worth {}: the XOR is not 0", odd.join(", "))
        }
    }
}

/// The explanation of the input's verdict.
///
/// # Complexity
/// O(m log m).
pub fn explain(input: &Input) -> Explanation {
    let mask = cap_mask(input.k);
    let top = (mask != 0).then(|| mask.count_ones() - 1);
    // C_t mod 2 as bits, then the cells worth exactly 2^t: C_t − C_{t+1} (C_{L+1} = 0).
    let p = parities(&input.rects) & mask;
    let exact = p ^ (p >> 1);
    Explanation { top, odd: (0..64).filter(|t| exact >> t & 1 == 1).collect() }
}
