//! Why each start has its outcome (`--explain`): a step that wins or keeps the loop, or the
//! reason every step loses.

use std::fmt;

use sg_core::loopy::{Outcome, outcomes};

use crate::{Circle, Input, PLAYERS, answer, word};

/// Why a start has its outcome: a move to make, or why none helps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Explanation {
    /// The player who starts (0 Rick, 1 Morty).
    pub who: usize,
    /// The monster's object, 1-based (2 to `n`).
    pub object: u64,
    /// The starter's outcome.
    pub outcome: Outcome,
    /// For a win, a step that wins; for a loop, a step that keeps it looping (none wins);
    /// `None` when the starter loses.
    pub step: Option<(u64, u64)>,
}

/// One start, on one line: `Rick starts on object 3: Win: winning move: …`.
impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (name, other) = (PLAYERS[self.who], PLAYERS[1 - self.who]);
        let verdict = String::from_utf8_lossy(word(self.outcome));
        write!(f, "{name} starts on object {}: {verdict}: ", self.object)?;
        match (self.outcome, self.step) {
            (Outcome::Win, Some((x, 1))) => {
                write!(f, "winning move: {name} steps {x}, into the black hole")
            }
            (Outcome::Win, Some((x, to))) => {
                write!(f, "winning move: {name} steps {x}, to object {to}, lost for {other}")
            }
            (_, Some((x, to))) => write!(
                f,
                "keeps the loop: {name} steps {x}, to object {to}, where {other} cannot win; no \
                 step wins"
            ),
            _ => write!(f, "every move loses: each of {name}'s steps leaves {other} a win"),
        }
    }
}

/// The judge's two lines, each followed by one indented line per start it answers.
///
/// # Complexity
/// O(n·(k_1 + k_2)).
pub fn explain_text(input: &Input) -> String {
    let answer = answer(input);
    let mut text = String::new();
    let explanations = explain(input);
    for (who, line) in answer.outcomes.iter().enumerate() {
        let words: Vec<String> =
            line.iter().map(|&o| String::from_utf8_lossy(word(o)).into_owned()).collect();
        text += &words.join(" ");
        text.push('\n');
        for e in explanations.iter().filter(|e| e.who == who) {
            text += &format!("  {e}\n");
        }
    }
    text
}

/// Every start's explanation: Rick starting on objects 2 to `n`, then Morty.
///
/// # Complexity
/// O(n·(k_1 + k_2)).
pub fn explain(input: &Input) -> Vec<Explanation> {
    let circle = Circle::new(input);
    let all = outcomes(&circle);
    let n = input.objects;
    let mut explanations = Vec::new();
    for who in 0..2 {
        for p in 1..n as u32 {
            let outcome = all[circle.vertex(p, who) as usize];
            let wanted = match outcome {
                Outcome::Win => Outcome::Lose,
                Outcome::Draw => Outcome::Draw,
                Outcome::Lose => Outcome::Win,
            };
            let step = (outcome != Outcome::Lose)
                .then(|| {
                    input.steps[who].iter().find_map(|&x| {
                        let to = ((u64::from(p) + x % n) % n) as u32;
                        let left = all[circle.vertex(to, 1 - who) as usize];
                        (left == wanted).then_some((x, u64::from(to) + 1))
                    })
                })
                .flatten();
            explanations.push(Explanation { who, object: u64::from(p) + 1, outcome, step });
        }
    }
    explanations
}
