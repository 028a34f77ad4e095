//! Why a test is won or lost (`--explain`): the anti-SG rule's winning move and what it
//! leaves, or the reason every move loses.

use std::fmt;

use crate::{Input, first_player_wins};

/// What a winning move leaves behind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Leaves {
    /// Only heaps of at most 1, an odd number of them 1: the opponent eats the last one.
    OddSingles,
    /// Nim-sum 0 with a heap above 1 (the normal-play move).
    NimSumZero,
}

/// Why every move loses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lost {
    /// Every heap is at most 1 and an odd number are 1: each move leaves an even number.
    OddSingles,
    /// Nim-sum 0 and a heap above 1: any move makes the nim-sum non-zero and leaves a heap
    /// above 1 (there were two), a won position for the opponent.
    NimSumZero,
}

/// Why a test is won or lost: misère Bouton's winning move, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Lower heap `heap` (0-based) from `from` to `to`.
    Take {
        /// The heap's index.
        heap: usize,
        /// Its size before the move.
        from: u64,
        /// Its size after.
        to: u64,
        /// What the move leaves.
        leaves: Leaves,
    },
    /// Every move loses.
    EveryMoveLoses(Lost),
    /// The box is empty: John cannot move, so he does not eat the last M&M and wins.
    NoMove,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Take { heap, from, to, leaves } => {
                let after = match leaves {
                    Leaves::OddSingles => "only single M&Ms, an odd number of them",
                    Leaves::NimSumZero => "nim-sum 0 with a colour above 1",
                };
                write!(
                    f,
                    "John\n  winning move: eat {} of colour {} ({from} -> {to}), leaving {after}",
                    from - to,
                    heap + 1
                )
            }
            Self::EveryMoveLoses(Lost::OddSingles) => write!(
                f,
                "Brother\n  every move loses: an odd number of single M&Ms and nothing more; \
                 each move leaves an even number"
            ),
            Self::EveryMoveLoses(Lost::NimSumZero) => write!(
                f,
                "Brother\n  every move loses: the nim-sum is 0 with colours above 1; any move \
                 makes it non-zero and leaves a colour above 1"
            ),
            Self::NoMove => {
                write!(f, "John\n  no move: the box is empty, so John never eats the last M&M")
            }
        }
    }
}

/// One test's explanation, from the anti-SG rule's move (`sg_core::misere::winning_move`).
///
/// # Complexity
/// O(n).
pub fn explain_heaps(heaps: &[u64]) -> Explanation {
    let above_one = heaps.iter().any(|&h| h > 1);
    match sg_core::misere::winning_move(heaps) {
        Some(m) => {
            let leaves_big = heaps.iter().enumerate().any(|(i, &h)| i != m.index && h > 1);
            let leaves = if leaves_big { Leaves::NimSumZero } else { Leaves::OddSingles };
            Explanation::Take { heap: m.index, from: heaps[m.index], to: m.target, leaves }
        }
        None if first_player_wins(heaps) => Explanation::NoMove,
        None if above_one => Explanation::EveryMoveLoses(Lost::NimSumZero),
        None => Explanation::EveryMoveLoses(Lost::OddSingles),
    }
}

/// Each test's explanation.
///
/// # Complexity
/// O(total heaps).
pub fn explain(input: &Input) -> Vec<Explanation> {
    input.tests.iter().map(|heaps| explain_heaps(heaps)).collect()
}
