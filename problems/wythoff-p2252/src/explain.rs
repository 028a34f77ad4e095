//! Why each pair is won or lost (`--explain`): a move to a lost pair, or the reason every move
//! loses.

use std::fmt;

use sg_core::wythoff::{Member, Move, member, winning_move};

use crate::Input;

/// A winning move, or the reason none exists. Heap 1 is `a`, heap 2 is `b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Take from one heap: it goes from `from` to `to` stones.
    FromOne {
        /// 1 or 2.
        heap: u8,
        /// The heap before the move.
        from: u64,
        /// The heap after it.
        to: u64,
    },
    /// Take `take` stones from each heap.
    FromBoth {
        /// How many from each.
        take: u64,
    },
    /// The pair is the `k`-th lost pair `(⌊kφ⌋, ⌊kφ⌋ + k)`.
    EveryMoveLoses {
        /// Its index.
        k: u64,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::FromOne { heap, from, to } => write!(
                f,
                "1\n  winning move: take {} from heap {heap} ({from} -> {to}), leaving a lost pair",
                from - to
            ),
            Self::FromBoth { take } => {
                write!(f, "1\n  winning move: take {take} from both heaps, leaving a lost pair")
            }
            Self::EveryMoveLoses { k } => write!(
                f,
                "0\n  every move loses: this is lost pair number {k}, (floor({k}*phi), \
                 floor({k}*phi) + {k}); every move changes one heap or the difference and so \
                 leaves no lost pair"
            ),
        }
    }
}

/// One pair's explanation, from `sg_core::wythoff::winning_move`.
///
/// # Complexity
/// O(64).
pub fn explain_one(a: u64, b: u64) -> Explanation {
    match winning_move(a, b) {
        Some(Move::First(to)) => Explanation::FromOne { heap: 1, from: a, to },
        Some(Move::Second(to)) => Explanation::FromOne { heap: 2, from: b, to },
        Some(Move::Both(take)) => Explanation::FromBoth { take },
        None => match member(a.min(b)) {
            Member::Lower(k) | Member::Upper(k) => Explanation::EveryMoveLoses { k },
        },
    }
}

/// Each pair's explanation.
///
/// # Complexity
/// O(64) per pair.
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.games.iter().map(|&(a, b)| explain_one(a, b)).collect()
}
