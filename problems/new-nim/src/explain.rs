//! Why the first player wins or loses (`--explain`): the cheapest first turn and the heaps it
//! keeps, or the reason every first turn loses.

use std::fmt;

use sg_core::XorBasis;

use crate::Input;

/// A cheapest winning first turn, or the reason there is none. Heaps are `(index, size)`,
/// 0-based, in input order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Remove `removed` on turn 1 (possibly none) and keep `kept`, a non-empty set with no
    /// non-empty subset of nim-sum 0.
    Remove {
        /// The heaps removed, their sizes adding up to the answer.
        removed: Vec<(usize, u64)>,
        /// The heaps kept.
        kept: Vec<(usize, u64)>,
    },
    /// Every heap is empty, so every set kept holds a set of nim-sum 0.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self::Remove { removed, kept } = self else {
            return write!(
                f,
                "-1\n  every move loses: every heap is empty, so any heaps kept contain a set \
                 with XOR 0 that the second player keeps on turn 2"
            );
        };
        let list = |heaps: &[(usize, u64)]| {
            heaps.iter().map(|(i, h)| format!("{} ({h})", i + 1)).collect::<Vec<_>>().join(", ")
        };
        let total: u128 = removed.iter().map(|&(_, h)| u128::from(h)).sum();
        let remove =
            if removed.is_empty() { "no heap".into() } else { format!("heaps {}", list(removed)) };
        write!(
            f,
            "{total}\n  winning move: remove {remove} on turn 1\n  keeping heaps {}: no non-empty \
             set of them XORs to 0, so whatever the second player keeps on turn 2, the first \
             player starts Nim on turn 3 with a non-zero nim-sum",
            list(kept)
        )
    }
}

/// The cheapest winning first turn: the greedy of [`min_removed`](crate::min_removed), keeping
/// the earliest of equal heaps and naming the heaps it drops.
///
/// # Complexity
/// O(k log k + 64 k) time, O(k) memory.
///
/// # Examples
/// ```
/// use new_nim::{Explanation, Input, explain};
/// let removed = |heaps: Vec<u64>| match explain(&Input { heaps }) {
///     Explanation::Remove { removed, .. } => Some(removed.iter().map(|&(i, _)| i).collect()),
///     Explanation::EveryMoveLoses => None::<Vec<usize>>,
/// };
/// assert_eq!(removed(vec![5, 5, 6, 6, 5, 5]), Some(vec![1, 3, 4, 5]));
/// assert_eq!(removed(vec![1, 2]), Some(vec![]));
/// assert_eq!(removed(vec![0, 0]), None);
/// ```
pub fn explain(input: &Input) -> Explanation {
    let heaps = &input.heaps;
    let mut order: Vec<usize> = (0..heaps.len()).collect();
    // Largest first; among equal heaps the earliest is kept.
    order.sort_by(|&a, &b| heaps[b].cmp(&heaps[a]).then(a.cmp(&b)));
    let mut basis = XorBasis::new();
    let mut inserted = vec![false; heaps.len()];
    for i in order {
        inserted[i] = basis.insert(heaps[i]);
    }
    if basis.rank() == 0 {
        return Explanation::EveryMoveLoses;
    }
    let (kept, removed) = heaps.iter().copied().enumerate().partition(|&(i, _)| inserted[i]);
    Explanation::Remove { removed, kept }
}
