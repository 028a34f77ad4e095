//! Why the tree is won or lost (`--explain`): the deletion of [`winning_deletion`] that brings
//! the tree's value to 0, or the reason every move loses.

use std::fmt;

use sg_core::hackenbush::Decomposition;

use crate::{Input, tree_value, winning_deletion};

/// Why the tree is won or lost: a winning deletion, or the reason none exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Delete edge `edge` (0-based, input order), between `parent` and `child` (1-based, as
    /// rooted at vertex 1): the tree's value goes from `from` to 0.
    Delete {
        /// The edge's index in the input.
        edge: usize,
        /// Its end nearer vertex 1.
        parent: u32,
        /// Its other end, whose branch falls away.
        child: u32,
        /// The tree's value before the move.
        from: u64,
    },
    /// `g(1) = 0`: every deletion leaves a non-zero value.
    EveryMoveLoses,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Delete { edge, parent, child, from } => write!(
                f,
                "Alice\n  winning move: delete edge {} ({parent} {child}), dropping the branch \
                 at {child}: the tree's value goes from {from} to 0",
                edge + 1
            ),
            Self::EveryMoveLoses => write!(
                f,
                "Bob\n  every move loses: the tree's value g(1) = XOR of (g(c) + 1) over the \
                 children of 1 is 0, and a deletion changes it"
            ),
        }
    }
}

/// The explanation of the input's verdict.
///
/// # Complexity
/// O(N).
pub fn explain(input: &Input) -> Explanation {
    let from = tree_value(input);
    match winning_deletion(input, 0) {
        None => Explanation::EveryMoveLoses,
        Some(edge) => {
            let (a, b) = input.edges[edge];
            // The end farther from vertex 1 is the one a search from 1 reaches through this edge.
            let mut d = Decomposition::new();
            d.build(input.vertices as usize, 0, &input.zero_based());
            let (parent, child) =
                if d.parent(b - 1).is_some_and(|(p, _)| p == a - 1) { (a, b) } else { (b, a) };
            Explanation::Delete { edge, parent, child, from }
        }
    }
}
