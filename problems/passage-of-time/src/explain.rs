//! Why a round is won, lost or drawn (`--explain`): the first player's move that wins or keeps
//! the draw, or why every move loses. Vertices are shown 1-based, as in the input.

use std::fmt;

use sg_core::loopy::target::WithTarget;
use sg_core::loopy::{GameGraph, Outcome, outcomes};

use crate::Input;

/// The reason behind one round's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Explanation {
    /// Won: slide the token from `from` to `to`, the target itself or a vertex lost for the
    /// opponent.
    Win {
        /// The start (0-based).
        from: u32,
        /// Where the winning move leads (0-based).
        to: u32,
        /// Whether `to` is the target.
        onto_target: bool,
    },
    /// Drawn: slide from `from` to `to`, drawn for the opponent; no move reaches a lost
    /// vertex.
    Draw {
        /// The start (0-based).
        from: u32,
        /// Where the move that keeps the draw leads (0-based).
        to: u32,
    },
    /// Lost: the start has `moves` moves, every one to a vertex won for the opponent (none at
    /// all when `moves` is 0).
    Lose {
        /// The start (0-based).
        from: u32,
        /// Its number of moves.
        moves: u32,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Win { from, to, onto_target: true } => {
                write!(f, "1\n  winning move: {} -> {}, onto the target", from + 1, to + 1)
            }
            Self::Win { from, to, onto_target: false } => write!(
                f,
                "1\n  winning move: {} -> {}, where the opponent to move loses",
                from + 1,
                to + 1
            ),
            Self::Draw { from, to } => write!(
                f,
                "0\n  keeps the draw: {} -> {}, where neither can force a win; no move wins",
                from + 1,
                to + 1
            ),
            Self::Lose { from, moves: 0 } => {
                write!(f, "-1\n  vertex {} has no move: the first player loses at once", from + 1)
            }
            Self::Lose { from, moves } => write!(
                f,
                "-1\n  every move loses: each of the {moves} moves from {} reaches a vertex \
                 won for the player to move there",
                from + 1
            ),
        }
    }
}

/// Each round's explanation, from the outcomes of every vertex for its target.
///
/// # Complexity
/// O(q(n + m)).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let graph = input.graph();
    let size = graph.vertex_count();
    input
        .rounds
        .iter()
        .map(|round| {
            let from = round.start;
            if from as usize >= size {
                return Explanation::Lose { from, moves: 0 };
            }
            let view = WithTarget { graph: &graph, target: round.target };
            let all = outcomes(&view);
            let moves = view.move_count(from);
            let successors = graph.successors(from);
            let reaching =
                |wanted: Outcome| successors.iter().copied().find(|&w| all[w as usize] == wanted);
            match all[from as usize] {
                Outcome::Win => {
                    let onto = successors.contains(&round.target).then_some(round.target);
                    let to = onto
                        .or_else(|| reaching(Outcome::Lose))
                        .expect("a won vertex has a move to a lost one");
                    Explanation::Win { from, to, onto_target: to == round.target }
                }
                Outcome::Draw => {
                    let to = reaching(Outcome::Draw).expect("a drawn vertex has a drawn move");
                    Explanation::Draw { from, to }
                }
                Outcome::Lose => Explanation::Lose { from, moves },
            }
        })
        .collect()
}
