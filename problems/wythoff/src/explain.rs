//! Why each game is won or lost (`--explain`): a move to a losing pair, or the reason every
//! move loses.

use std::fmt;

use crate::{Input, Member, lower, member};

/// A winning move in one game, or the reason none exists. Piles are named as in the input:
/// pile 1 is `a`, pile 2 is `b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Take from one pile: it goes from `from` to `to` stones.
    FromOne {
        /// 1 or 2.
        pile: u8,
        /// The pile before the move.
        from: u64,
        /// The pile after it.
        to: u64,
    },
    /// Take `take` stones from both piles.
    FromBoth {
        /// How many from each.
        take: u64,
        /// The piles after the move.
        to: (u64, u64),
    },
    /// The position is a P-position `(a_k, a_k + k)`: every move leaves another one.
    EveryMoveLoses {
        /// Its index `k`.
        k: u64,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::FromOne { pile, from, to } => write!(
                f,
                "1\n  winning move: take {} from pile {pile} ({from} -> {to}), leaving a losing pair",
                from - to
            ),
            Self::FromBoth { take, to: (a, b) } => write!(
                f,
                "1\n  winning move: take {take} from both piles, leaving the losing pair ({a}, {b})"
            ),
            Self::EveryMoveLoses { k } => write!(
                f,
                "0\n  every move loses: this is the losing pair number {k}, (floor({k}*phi), \
                 floor({k}*phi) + {k}); any move changes one pile or the difference, and leaves \
                 a pair that is not losing"
            ),
        }
    }
}

/// The winning move at piles `a`, `b` (there may be several; this finds one).
///
/// With `lo ≤ hi` and `d = hi − lo`: if `lo = b_k`, lower `hi` to `a_k < lo`. If `lo = a_k`
/// and `hi > a_k + k`, lower `hi` to `a_k + k`. If `lo = a_k` and `hi < a_k + k`, then `d < k`,
/// so `a_d < a_k = lo`: take `lo − a_d` from both, leaving `(a_d, a_d + d)`.
///
/// # Complexity
/// O(64).
pub fn explain_one(a: u64, b: u64) -> Explanation {
    let (lo, hi, hi_pile) = if a <= b { (a, b, 2) } else { (b, a, 1) };
    match member(lo) {
        Member::Upper(k) => {
            let to = lower(k) as u64; // a_k < b_k = lo: fits
            Explanation::FromOne { pile: hi_pile, from: hi, to }
        }
        Member::Lower(k) => {
            let partner = u128::from(lo) + u128::from(k);
            let hi = u128::from(hi);
            if hi == partner {
                Explanation::EveryMoveLoses { k }
            } else if hi > partner {
                Explanation::FromOne { pile: hi_pile, from: hi as u64, to: partner as u64 }
            } else {
                let d = (hi - u128::from(lo)) as u64;
                let take = lo - lower(d) as u64;
                let (x, y) = (lower(d) as u64, (hi as u64) - take);
                Explanation::FromBoth { take, to: if a <= b { (x, y) } else { (y, x) } }
            }
        }
    }
}

/// Each line's explanation.
///
/// # Complexity
/// O(64) per line.
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.games.iter().map(|&(a, b)| explain_one(a, b)).collect()
}
