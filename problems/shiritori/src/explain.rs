//! Why each opening word has its verdict (`--explain`): Aoki's reply that wins or keeps the
//! draw, or the reason every reply loses.

use std::fmt;

use sg_core::loopy::Outcome;

use crate::{Board, Input, Verdict, ends};

/// Why Takahashi's opening word leads to its verdict: Aoki's best reply, or why none helps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Explanation {
    /// Takahashi wins: no word starts with `end` (`replies == 0`), or each of Aoki's
    /// `replies` words leaves Takahashi a win.
    EveryReplyLoses {
        /// The three characters Aoki must start with.
        end: String,
        /// How many words Aoki could say.
        replies: usize,
    },
    /// Aoki wins by saying word `reply` (0-based), which leaves Takahashi lost; or, in a
    /// draw, Aoki keeps the game going with it and no reply wins for him.
    Reply {
        /// The verdict: `Aoki` or `Draw`.
        verdict: Verdict,
        /// The reply's index in the dictionary.
        reply: usize,
        /// The reply.
        word: String,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::EveryReplyLoses { end, replies: 0 } => {
                write!(
                    f,
                    "Takahashi\n  every move loses: no word starts with `{end}`, so Aoki has none"
                )
            }
            Self::EveryReplyLoses { end, replies } => write!(
                f,
                "Takahashi\n  every move loses: each of Aoki's {replies} words starting with \
                 `{end}` leaves Takahashi a win"
            ),
            Self::Reply { verdict: Verdict::Aoki, reply, word } => write!(
                f,
                "Aoki\n  winning move: Aoki says `{word}` (word {}), after which Takahashi \
                 loses",
                reply + 1
            ),
            Self::Reply { reply, word, .. } => write!(
                f,
                "Draw\n  keeps the draw: Aoki says `{word}` (word {}); no word wins for either \
                 side",
                reply + 1
            ),
        }
    }
}

/// Each opening word's explanation.
///
/// # Complexity
/// O(N²) at worst (each explanation scans the words for the replies): small inputs.
pub fn explain(input: &Input) -> Vec<Explanation> {
    let ends: Vec<(u32, u32)> = input.words.iter().map(|w| ends(w.as_bytes())).collect();
    let board = Board::new(&ends);
    let explain_one = |i: usize| {
        let verdict = board.verdict(i);
        // Aoki's reply j leaves Takahashi to move at j's last three characters.
        let left = |j: usize| board.outcome[board.edges[j].1 as usize];
        let wanted = match verdict {
            Verdict::Takahashi => {
                let end = board.text(board.edges[i].1);
                return Explanation::EveryReplyLoses { end, replies: board.replies(i).count() };
            }
            Verdict::Aoki => Outcome::Lose,
            Verdict::Draw => Outcome::Draw,
        };
        let reply = board.replies(i).find(|&j| left(j) == wanted).expect("a reply of that kind");
        Explanation::Reply { verdict, reply, word: input.words[reply].clone() }
    };
    (0..ends.len()).map(explain_one).collect()
}
