//! Every run value `G(left, n, right)` by mex over the splitting rule alone, the Guy–Smith
//! periodicity check on those values, and the board that is exactly one run.
//!
//! This is the classical O(9·W²) solution; the crate's fast solution replaces it by the closed
//! form, and the tests check the two against each other.
//!
//! **Guy–Smith for typed splits.** Let a set `F` of side pairs be closed under moves (every
//! part of every option of a pair in `F` is again in `F`), where a move removes one column and
//! its legality depends only on the sides and on which parts are empty. If for some `n0 ≥ 1`,
//! `p ≥ 1` every pair in `F` has `G(n + p) = G(n)` for `n0 ≤ n ≤ 2·n0 + p`, then it holds for
//! all `n ≥ n0`. *Proof*, by induction on `N > 2·n0 + p`: the parts of an option of `N + p`
//! have lengths summing to `N + p − 1 ≥ 2·n0 + 2p`, so the longer one, `b`, has
//! `n0 ≤ b − p < N`; shortening it by `p` gives an option of `N` (same legality, as neither
//! length is 0) of equal value. Conversely the longer part `b` of an option of `N` has
//! `n0 ≤ b < N`, and lengthening it by `p` gives an option of `N + p` of equal value. Equal
//! option sets give equal mex. ∎

use sg_core::Mex;

use crate::{Input, Side};

/// `G(left, n, right)` for every pair of sides and `0 ≤ n ≤ max_len`, by mex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunValues {
    values: [Vec<u64>; 9],
}

/// Why [`RunValues::guy_smith`] could not certify a period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoCertificate {
    /// The theorem needs `n0 ≥ 1` and `p ≥ 1`.
    Degenerate,
    /// A move from this pair leaves a part whose pair is outside the family.
    NotClosed {
        /// The pair whose option escapes.
        from: (Side, Side),
        /// The pair of the escaping part.
        to: (Side, Side),
    },
    /// The values must reach length `2·n0 + 2p`.
    TooShort {
        /// The length needed.
        needed: usize,
    },
    /// `G(n + p) ≠ G(n)` for this pair.
    Differs {
        /// The pair.
        pair: (Side, Side),
        /// The first length that breaks the period.
        n: usize,
    },
}

fn index(side: Side) -> usize {
    match side {
        Side::Edge => 0,
        Side::Top => 1,
        Side::Bottom => 2,
    }
}

fn slot(left: Side, right: Side) -> usize {
    3 * index(left) + index(right)
}

impl RunValues {
    /// The values for every length up to `max_len`, each the mex of its options.
    ///
    /// # Complexity
    /// O(9·max_len²) time (2n options for each of the 9 pairs at length n), O(9·max_len)
    /// memory.
    pub fn new(max_len: usize) -> Self {
        let mut values: [Vec<u64>; 9] = Default::default();
        for v in &mut values {
            v.reserve(max_len + 1);
            v.push(0);
        }
        let mut mex = Mex::new();
        let mut options = Vec::new();
        for n in 1..=max_len {
            for left in Side::ALL {
                for right in Side::ALL {
                    options.clear();
                    for i in 0..n {
                        let j = n - 1 - i;
                        for row in Side::ROWS {
                            if (i == 0 && left.forbids(row)) || (j == 0 && right.forbids(row)) {
                                continue;
                            }
                            options.push(values[slot(left, row)][i] ^ values[slot(row, right)][j]);
                        }
                    }
                    let g = mex.of(options.iter().copied());
                    values[slot(left, right)].push(g);
                }
            }
        }
        Self { values }
    }

    /// The largest length computed.
    pub fn max_len(&self) -> usize {
        self.values[0].len() - 1
    }

    /// `G(left, n, right)`.
    ///
    /// # Panics
    /// If `n > self.max_len()`.
    pub fn get(&self, left: Side, n: usize, right: Side) -> u64 {
        self.values[slot(left, right)][n]
    }

    /// The sequence `G(left, 0..=max_len, right)`.
    pub fn sequence(&self, left: Side, right: Side) -> &[u64] {
        &self.values[slot(left, right)]
    }

    /// Prove by the Guy–Smith check (module doc) that every pair in `family` has
    /// `G(n + period) = G(n)` for all `n ≥ preperiod`, or say why these values cannot.
    ///
    /// # Errors
    /// [`NoCertificate`]: degenerate parameters, a family not closed under moves, values too
    /// short for the check, or the first pair and length where the period fails.
    ///
    /// # Complexity
    /// O(|family| · (preperiod + period)).
    ///
    /// # Examples
    ///
    /// ```
    /// use path_game::{Side, runs::RunValues};
    /// let rows = [(Side::Top, Side::Top), (Side::Top, Side::Bottom),
    ///             (Side::Bottom, Side::Top), (Side::Bottom, Side::Bottom)];
    /// assert_eq!(RunValues::new(6).guy_smith(&rows, 1, 2), Ok(()));
    /// ```
    pub fn guy_smith(
        &self,
        family: &[(Side, Side)],
        preperiod: usize,
        period: usize,
    ) -> Result<(), NoCertificate> {
        if preperiod == 0 || period == 0 {
            return Err(NoCertificate::Degenerate);
        }
        for &(left, right) in family {
            for row in Side::ROWS {
                for to in [(left, row), (row, right)] {
                    if !family.contains(&to) {
                        return Err(NoCertificate::NotClosed { from: (left, right), to });
                    }
                }
            }
        }
        let needed = 2 * preperiod + 2 * period;
        if self.max_len() < needed {
            return Err(NoCertificate::TooShort { needed });
        }
        for &(left, right) in family {
            let g = self.sequence(left, right);
            if let Some(n) = (preperiod..=2 * preperiod + period).find(|&n| g[n + period] != g[n]) {
                return Err(NoCertificate::Differs { pair: (left, right), n });
            }
        }
        Ok(())
    }
}

/// The board that is exactly the run `G(left, n, right)`: the side columns (black in their
/// row) around `n` white columns. It is empty for `(Edge, 0, Edge)`, and has a diagonal for a
/// run of length 0 between opposite rows.
///
/// # Complexity
/// O(n).
///
/// # Examples
///
/// ```
/// use path_game::{Side, runs::run_board};
/// let board = run_board(Side::Top, 2, Side::Edge);
/// assert_eq!((&board.top[..], &board.bottom[..]), (&b"#.."[..], &b"..."[..]));
/// ```
pub fn run_board(left: Side, n: usize, right: Side) -> Input {
    let (mut top, mut bottom) = (Vec::with_capacity(n + 2), Vec::with_capacity(n + 2));
    let mut column = |side: Side| {
        top.push(if side == Side::Top { b'#' } else { b'.' });
        bottom.push(if side == Side::Bottom { b'#' } else { b'.' });
    };
    if left != Side::Edge {
        column(left);
    }
    (0..n).for_each(|_| column(Side::Edge));
    if right != Side::Edge {
        column(right);
    }
    Input { top, bottom }
}
