//! Why each starting peak is won or lost (`--explain`): Slavko's trail along a maximum
//! matching, or the maximum matching that misses the peak, along which Mirko answers.

use std::fmt;

use crate::Input;

/// The strategy behind one peak's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// The peak is in every maximum matching: Slavko walks down to its partner `valley`
    /// (0-based) in one, and keeps to that matching.
    Down {
        /// The valley walked to.
        valley: u32,
    },
    /// A maximum matching misses the peak: Mirko answers every valley with its partner.
    Missed,
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Down { valley } => write!(
                f,
                "Slavko\n  winning move: down to valley {}, its partner in a maximum matching \
                 (every one covers this peak)",
                valley + 1
            ),
            Self::Missed => write!(
                f,
                "Mirko\n  every move loses: a maximum matching misses this peak, and Mirko \
                 answers each valley with its partner in it"
            ),
        }
    }
}

/// Each peak's explanation.
///
/// # Complexity
/// O(M·√N).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let graph = input.graph();
    let mate = graph.maximum_matching();
    let always = graph.always_matched();
    (0..input.places)
        .map(|p| match mate[p as usize] {
            Some(v) if always[p as usize] => Explanation::Down { valley: v - input.places },
            _ => Explanation::Missed,
        })
        .collect()
}
