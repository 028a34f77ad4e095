//! What a problem's interactor is written against: the [`Referee`] it judges through, the
//! [`Strategy`] it moves by from a lost position, and the [`Interaction`] a problem declares.

use std::fmt::Display;
use std::io::{Read, Write};

use judge::{Int, InteractivePath, Judgement, Scanner};

use crate::random::Rng;

/// How the interactor moves from a position it cannot win (with a winning move it always
/// takes one).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// The first legal move in the rules' order.
    Perfect,
    /// A uniformly random legal move, from this seed.
    Random(u64),
    /// The move that leaves the solution the hardest task (the problem says which).
    Adversarial,
}

impl Strategy {
    /// One of each, as `grundy test` plays every interactive case.
    pub const EACH: [Strategy; 3] = [Self::Perfect, Self::Random(1), Self::Adversarial];

    /// `perfect`, `random` or `adversarial`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Perfect => "perfect",
            Self::Random(_) => "random",
            Self::Adversarial => "adversarial",
        }
    }

    /// The strategy named `name` (`random` or `random:SEED`).
    ///
    /// # Errors
    /// Names the strategies there are.
    ///
    /// # Complexity
    /// O(length).
    pub fn parse(name: &str) -> Result<Self, String> {
        match name.split_once(':') {
            None if name == "perfect" => Ok(Self::Perfect),
            None if name == "random" => Ok(Self::Random(1)),
            None if name == "adversarial" => Ok(Self::Adversarial),
            Some(("random", seed)) => seed
                .parse()
                .map(Self::Random)
                .map_err(|_| format!("`{seed}` is not a seed (a whole number)")),
            _ => Err(format!(
                "unknown strategy `{name}`: perfect, random, random:SEED or adversarial"
            )),
        }
    }
}

/// The judge's side of an interaction, as an [`Interactor`] uses it.
pub struct Referee<'a> {
    from_solution: Scanner<'a>,
    to_solution: &'a mut dyn Write,
    /// How to move from a lost position.
    pub strategy: Strategy,
    /// Random bits for [`Strategy::Random`] (seeded by it) and for anything else the
    /// interactor draws.
    pub rng: Rng,
}

impl<'a> Referee<'a> {
    /// A referee reading the solution through `from_solution` and writing to `to_solution`.
    pub fn new(
        from_solution: &'a mut dyn Read,
        to_solution: &'a mut dyn Write,
        strategy: Strategy,
    ) -> Self {
        let seed = match strategy {
            Strategy::Random(seed) => seed,
            _ => 0x5eed,
        };
        Self {
            from_solution: Scanner::new(from_solution),
            to_solution,
            strategy,
            rng: Rng::new(seed),
        }
    }

    /// Send one line to the solution, and flush.
    ///
    /// # Errors
    /// A wrong answer when the solution no longer reads (it has ended).
    ///
    /// # Complexity
    /// O(line length).
    pub fn tell(&mut self, line: impl Display) -> Result<(), Judgement> {
        writeln!(self.to_solution, "{line}")
            .and_then(|()| self.to_solution.flush())
            .map_err(|_| Judgement::WrongAnswer("the solution stopped reading mid-game".into()))
    }

    /// Read an integer the solution wrote, in `range`.
    ///
    /// # Errors
    /// A wrong answer at the end of its output (it ended mid-game), or a wrong output format
    /// naming what was expected and what came.
    ///
    /// # Complexity
    /// O(token length).
    pub fn hear<T: Int>(
        &mut self,
        what: &str,
        range: impl std::ops::RangeBounds<T>,
    ) -> Result<T, Judgement> {
        self.ended(what)?;
        self.from_solution.read_in(what, range).map_err(|e| Judgement::WrongFormat(e.to_string()))
    }

    /// Read one word the solution wrote (at most 64 bytes are kept).
    ///
    /// # Errors
    /// As [`Referee::hear`].
    ///
    /// # Complexity
    /// O(token length).
    pub fn hear_word(&mut self, what: &str) -> Result<String, Judgement> {
        self.ended(what)?;
        let mut word = Vec::new();
        self.from_solution
            .token_into(what, &mut word)
            .map_err(|e| Judgement::WrongFormat(e.to_string()))?;
        word.truncate(64);
        Ok(String::from_utf8_lossy(&word).into_owned())
    }

    fn ended(&mut self, what: &str) -> Result<(), Judgement> {
        match self.from_solution.at_end() {
            Ok(false) => Ok(()),
            Ok(true) => Err(Judgement::WrongAnswer(format!(
                "the solution's output ended where {what} was due"
            ))),
            Err(e) => Err(Judgement::WrongAnswer(e.to_string())),
        }
    }

    /// Where the solution's last token started, for messages.
    pub fn at(&self) -> judge::Position {
        self.from_solution.position()
    }
}

/// A problem's interactor: play the judge's side of the interaction on the test `input`.
/// `Ok(())` accepts the solution; an `Err` is the judgement against it.
pub type Interactor<I> = fn(&I, &mut Referee<'_>) -> Result<(), Judgement>;

/// What an interactive problem adds to [`crate::Problem`]: the judge path that plays and the
/// interactor it plays against.
#[derive(Debug)]
pub struct Interaction<I> {
    /// The problem's interactive judge path (what its binary runs).
    pub play: InteractivePath,
    /// The judge's side.
    pub interactor: Interactor<I>,
}

impl<I> Clone for Interaction<I> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<I> Copy for Interaction<I> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategies_parse_and_name_themselves() {
        for s in Strategy::EACH {
            assert_eq!(Strategy::parse(s.name()), Ok(s));
        }
        assert_eq!(Strategy::parse("random:42"), Ok(Strategy::Random(42)));
        assert!(Strategy::parse("clever").unwrap_err().contains("adversarial"));
        assert!(Strategy::parse("random:x").is_err());
    }
}
