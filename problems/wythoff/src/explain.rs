//! Why each game is won or lost (`--explain`): a move to a losing pair, or the reason every
//! move loses.

use std::fmt;

use sg_core::wythoff::{Move, winning_move};

use crate::{Input, Member, member};

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

/// The winning move at piles `a`, `b` (there may be several; this gives
/// `sg_core::wythoff::winning_move`'s, whose doc says how it is found).
///
/// # Complexity
/// O(64).
pub fn explain_one(a: u64, b: u64) -> Explanation {
    match winning_move(a, b) {
        Some(Move::First(to)) => Explanation::FromOne { pile: 1, from: a, to },
        Some(Move::Second(to)) => Explanation::FromOne { pile: 2, from: b, to },
        Some(Move::Both(take)) => Explanation::FromBoth { take, to: (a - take, b - take) },
        None => match member(a.min(b)) {
            Member::Lower(k) | Member::Upper(k) => Explanation::EveryMoveLoses { k },
        },
    }
}

/// Each line's explanation.
///
/// # Complexity
/// O(64) per line.
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.games.iter().map(|&(a, b)| explain_one(a, b)).collect()
}
