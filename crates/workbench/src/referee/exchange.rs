//! What an interaction leaves: how it ended ([`Ending`], with its one-line form for a
//! measuring process), the [`Transcript`] of the lines each side said, and the wall time
//! ([`Exchange`]).

use std::fmt::{self, Display};
use std::sync::Mutex;
use std::time::Duration;

use judge::Judgement;

/// Which side said a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speaker {
    /// The solution (the contestant's program).
    Solution,
    /// The interactor (the judge).
    Interactor,
}

/// The lines of an interaction in the order they were written, at most [`Transcript::KEPT`]
/// of them (the rest are counted).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transcript {
    /// The lines kept, each with the side that wrote it.
    pub lines: Vec<(Speaker, String)>,
    /// Lines written beyond those kept.
    pub dropped: usize,
}

impl Transcript {
    /// How many lines a transcript keeps.
    pub const KEPT: usize = 2000;

    fn push(&mut self, side: Speaker, line: String) {
        if self.lines.len() < Self::KEPT {
            self.lines.push((side, line));
        } else {
            self.dropped += 1;
        }
    }

    /// The last `n` lines as text, `> ` before the solution's and `< ` before the
    /// interactor's.
    ///
    /// # Complexity
    /// O(n).
    pub fn tail(&self, n: usize) -> String {
        let skip = self.lines.len().saturating_sub(n);
        let mut out = String::new();
        if skip > 0 || self.dropped > 0 {
            out.push_str(&format!("  … ({} lines before)\n", skip + self.dropped));
        }
        for (side, line) in &self.lines[skip..] {
            let mark = if *side == Speaker::Solution { '>' } else { '<' };
            let line: String = line.chars().take(200).collect();
            out.push_str(&format!("  {mark} {line}\n"));
        }
        out
    }
}

impl Display for Transcript {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.tail(usize::MAX))
    }
}

/// Record the complete lines of `bytes` that `side` wrote into `transcript`; `line` holds the
/// unfinished line between calls (at most 4096 bytes of a line are kept).
///
/// # Complexity
/// O(bytes).
pub(super) fn record(
    line: &mut Vec<u8>,
    bytes: &[u8],
    side: Speaker,
    transcript: &Mutex<Transcript>,
) {
    let mut transcript = transcript.lock().unwrap_or_else(|e| e.into_inner());
    for &b in bytes {
        if b == b'\n' {
            transcript.push(side, String::from_utf8_lossy(line).trim_end().to_string());
            line.clear();
        } else if line.len() < 4096 {
            line.push(b);
        }
    }
}

/// How an interaction ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// The interactor judged (accepted, or why not).
    Judged(Judgement),
    /// Neither side finished within the wall-clock limit: a stalled solution, or one whose
    /// move sits in an unflushed buffer.
    TimeLimit(Duration),
    /// The solution failed: its error line, or its exit status.
    RuntimeError(String),
}

impl Ending {
    /// Whether the solution was accepted.
    pub fn accepted(&self) -> bool {
        matches!(self, Self::Judged(Judgement::Accepted))
    }

    /// One line, a verdict code (`OK`, `WA`, `PE`, `TLE`, `RE`) then what it says, for a
    /// measuring process to report ([`Ending::from_line`] reads it back).
    ///
    /// # Complexity
    /// O(length).
    pub fn to_line(&self) -> String {
        let flat = |why: &str| why.replace('\n', " ");
        match self {
            Self::Judged(Judgement::Accepted) => "OK".into(),
            Self::Judged(Judgement::WrongAnswer(why)) => format!("WA {}", flat(why)),
            Self::Judged(Judgement::WrongFormat(why)) => format!("PE {}", flat(why)),
            Self::TimeLimit(limit) => format!("TLE {}", limit.as_millis()),
            Self::RuntimeError(why) => format!("RE {}", flat(why)),
        }
    }

    /// Read [`Ending::to_line`] back.
    ///
    /// # Complexity
    /// O(length).
    pub fn from_line(line: &str) -> Option<Self> {
        let (code, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.to_string();
        Some(match code {
            "OK" => Self::Judged(Judgement::Accepted),
            "WA" => Self::Judged(Judgement::WrongAnswer(rest)),
            "PE" => Self::Judged(Judgement::WrongFormat(rest)),
            "TLE" => Self::TimeLimit(Duration::from_millis(rest.parse().ok()?)),
            "RE" => Self::RuntimeError(rest),
            _ => return None,
        })
    }
}

impl Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Judged(j) => j.fmt(f),
            Self::TimeLimit(limit) => write!(
                f,
                "time limit ({} ms of wall time): the solution stalled, or did not flush a move",
                limit.as_millis()
            ),
            Self::RuntimeError(why) => write!(f, "runtime error: {why}"),
        }
    }
}

/// One interaction: how it ended, what was said, how long it took.
#[derive(Debug, Clone)]
pub struct Exchange {
    /// How it ended.
    pub ending: Ending,
    /// The lines each side wrote.
    pub transcript: Transcript,
    /// Wall time.
    pub wall: Duration,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_round_trip_through_their_lines() {
        let endings = [
            Ending::Judged(Judgement::Accepted),
            Ending::Judged(Judgement::WrongAnswer("took 3 of 2".into())),
            Ending::Judged(Judgement::WrongFormat("line 1, column 1: found `x`".into())),
            Ending::TimeLimit(Duration::from_millis(2500)),
            Ending::RuntimeError("exit status 101 after the interaction".into()),
        ];
        for ending in endings {
            assert_eq!(Ending::from_line(&ending.to_line()), Some(ending.clone()));
        }
        assert_eq!(Ending::from_line("MAYBE so"), None);
    }
}
