//! Why the first player wins or loses: a winning first move by the vertices' labels, or the
//! reason every move loses.

use std::fmt;

use crate::{Input, cycle_values};

/// The explanation of an input's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Alice wins by removing these vertices, in order along their cycle of `cycle` vertices;
    /// the path left brings the nim-sum of the components to 0.
    Remove {
        /// The labels removed, consecutive on their cycle.
        vertices: Vec<u32>,
        /// The length of that cycle.
        cycle: u64,
    },
    /// Bob wins: the cycles (of these lengths; none for an empty graph) have nim-sum 0, and a
    /// move changes exactly one of their values.
    EveryMoveLoses {
        /// The cycles' lengths.
        cycles: Vec<u64>,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Remove { vertices, cycle: s } => {
                let k = vertices.len() as u64;
                let (what, which) = match k {
                    _ if k == *s => (format!("the whole cycle of {s}"), "nothing of it".into()),
                    1 => (format!("1 of the {s} on its cycle"), format!("a path of {}", s - 1)),
                    _ => (
                        format!("{k} consecutive of the {s} on their cycle"),
                        format!("a path of {}", s - k),
                    ),
                };
                let labels: Vec<String> = vertices.iter().map(u32::to_string).collect();
                write!(
                    f,
                    "Alice\n  winning move: remove {} {} ({what}), leaving {which}, so the \
                     components' Grundy values XOR to 0",
                    if k == 1 { "vertex" } else { "vertices" },
                    labels.join(" ")
                )
            }
            Self::EveryMoveLoses { cycles } if cycles.is_empty() => {
                write!(f, "Bob\n  every move loses: the graph is empty, so no move exists")
            }
            Self::EveryMoveLoses { cycles } => {
                let listed = if cycles.len() <= 20 {
                    let text: Vec<String> = cycles.iter().map(u64::to_string).collect();
                    format!("cycles of {}", text.join(", "))
                } else {
                    format!("{} cycles", cycles.len())
                };
                write!(
                    f,
                    "Bob\n  every move loses: the cycles' Grundy values XOR to 0 ({listed} \
                     vertices), and a move changes exactly one of them"
                )
            }
        }
    }
}

/// The explanation of the input's verdict: the winning move of
/// [`CycleValues::winning_move`](crate::CycleValues::winning_move) on the cycles walked in
/// order ([`Input::cycles`]).
///
/// # Errors
/// As [`crate::answer`].
///
/// # Complexity
/// As [`crate::answer`], plus O(n) time and about 16n bytes for the walk.
pub fn explain(input: &Input) -> judge::Result<Explanation> {
    let cycles = input.cycles();
    let lengths: Vec<u64> = cycles.iter().map(|c| c.len() as u64).collect();
    Ok(match cycle_values(input, &lengths)?.winning_move(&lengths) {
        Some((i, k)) => {
            Explanation::Remove { vertices: cycles[i][..k as usize].to_vec(), cycle: lengths[i] }
        }
        None => Explanation::EveryMoveLoses { cycles: lengths },
    })
}
