//! Why a test is won or lost (`--explain`): a split of [`split_to_value`] that brings the XOR
//! of the groups' values to 0, or the reason every move loses.

use std::fmt;

use crate::{group_grundy, split_to_value};

/// `1 stone`, `5 stones`.
fn stones(count: u64) -> String {
    format!("{count} stone{}", if count == 1 { "" } else { "s" })
}

/// Why a test is won or lost: a winning split, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// In group `group` (0-based), whose piles are `piles`, discard pile `1 − split` and split
    /// pile `split` (0 or 1, in input order) into `into.0 + into.1`, bringing the XOR of all the
    /// groups' values to 0.
    Split {
        /// The group's index.
        group: usize,
        /// Its two piles before the move.
        piles: (u64, u64),
        /// Which of them is split (the other is discarded).
        split: usize,
        /// The two piles it is split into.
        into: (u64, u64),
    },
    /// The groups' values XOR to 0, and a move changes exactly one of them.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self::Split { group: k, piles: (x, y), split, into: (a, b) } = *self else {
            return write!(
                f,
                "NO\n  every move loses: the groups' values (lowest 0 bit of (x-1)|(y-1)) XOR to \
                 0, and a move changes exactly one of them"
            );
        };
        let piles = [x, y];
        write!(
            f,
            "YES\n  winning move: in group {} discard pile {} ({}) and split pile {} ({}) into \
             {a} + {b}, bringing the group's value from {} to {} and the XOR of all groups' \
             values to 0",
            k + 1,
            2 * k + 2 - split,
            stones(piles[1 - split]),
            2 * k + 1 + split,
            stones(piles[split]),
            group_grundy(x, y),
            group_grundy(a, b)
        )
    }
}

/// Why these groups are won or lost: Bouton's move on the groups' values, made by a split of
/// [`split_to_value`] (one of the two piles of the group it lowers always has one).
///
/// # Panics
/// If a pile is empty.
///
/// # Complexity
/// O(number of groups).
///
/// # Examples
/// ```
/// use e_and_d::{Explanation, explain};
/// // Values 1 and 0: in group 0, discard the 1 and split the 2 into 1 + 1.
/// let split = Explanation::Split { group: 0, piles: (1, 2), split: 1, into: (1, 1) };
/// assert_eq!(explain(&[(1, 2), (3, 1)]), split);
/// assert_eq!(explain(&[(1, 2), (2, 1)]), Explanation::EveryMoveLoses);
/// ```
pub fn explain(groups: &[(u64, u64)]) -> Explanation {
    let values: Vec<u64> = groups.iter().map(|&(x, y)| u64::from(group_grundy(x, y))).collect();
    let Some(m) = sg_core::winning_nim_move(&values) else { return Explanation::EveryMoveLoses };
    let target = m.new_size as u32;
    let (x, y) = groups[m.heap];
    let (split, into) = split_to_value(x, target)
        .map(|ab| (0, ab))
        .or_else(|| split_to_value(y, target).map(|ab| (1, ab)))
        .expect("a group of value g has a split of every smaller value (see split_to_value)");
    Explanation::Split { group: m.heap, piles: (x, y), split, into }
}
