//! Why the first party wins or loses (`--explain`): each level's XOR, and the winning
//! convention's city and changed taxes. Cities are shown 1-based, as in the input.

use std::fmt;

use crate::{Input, level_xors, winning_convention};

/// The reason behind the verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Won: the convention in `city`, the taxes after it, and each changed tax `(city, level,
    /// before, after)`, the convention's own first.
    Convention {
        /// Each level's XOR before.
        xors: Vec<u64>,
        /// The taxes after the convention (the answer's second line).
        after: Vec<u64>,
        /// The convention's city (0-based).
        city: u32,
        /// `(city, level, before, after)` of each changed tax, the convention's city first.
        changes: Vec<(u32, u32, u64, u64)>,
    },
    /// Lost: every level's taxes XOR to 0 (there are `levels` levels).
    EveryConventionLoses {
        /// The number of levels.
        levels: usize,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Convention { xors, after, city, changes } => {
                let shown: Vec<String> =
                    xors.iter().enumerate().map(|(l, x)| format!("level {l}: {x}")).collect();
                write!(
                    f,
                    "WIN\n  winning move: a convention in city {} (the taxes XOR per level to {})\n",
                    city + 1,
                    shown.join(", ")
                )?;
                let taxes: Vec<String> = after.iter().map(u64::to_string).collect();
                f.write_str(&taxes.join(" "))?;
                let changed: Vec<String> = changes
                    .iter()
                    .map(|&(c, level, before, after)| {
                        format!("city {} (level {level}) {before} -> {after}", c + 1)
                    })
                    .collect();
                write!(f, "\n  changed: {}; every level's XOR is now 0", changed.join(", "))
            }
            Self::EveryConventionLoses { levels } => write!(
                f,
                "LOSE\n  every move loses: the taxes of each of the {levels} levels XOR to 0, and \
                 every convention changes its own city's level XOR (no successor shares its level)"
            ),
        }
    }
}

/// The explanation of the input's verdict.
///
/// # Complexity
/// O(n + m).
pub fn explain(input: &Input) -> Explanation {
    let (graph, levels) = input.levels();
    let xors = level_xors(&input.taxes, &levels);
    let Some(after) = winning_convention(&input.taxes, &graph, &levels) else {
        return Explanation::EveryConventionLoses { levels: xors.len() };
    };
    let taxes = &input.taxes;
    let lowered = (0..taxes.len()).find(|&v| after[v] < taxes[v]).expect("a convention lowers");
    let mut changes = vec![(lowered as u32, levels[lowered], taxes[lowered], after[lowered])];
    changes.extend(
        (0..taxes.len())
            .filter(|&v| v != lowered && after[v] != taxes[v])
            .map(|v| (v as u32, levels[v], taxes[v], after[v])),
    );
    Explanation::Convention { xors, after, city: lowered as u32, changes }
}
