//! `grundy play rules FILE POSITION…`: a rules script at the table, played through the same
//! [`workbench::play::Match`] as every problem. Its moves are the script's, listed once
//! ([`rules::Listed`]); its insight is the script's engine. A rules file in Rust (`.rs`) is
//! the same game with its moves and values from its compiled binary
//! ([`crate::commands::compiled::Listing`]): one type, one notation, one perfect player.

use std::cell::RefCell;

use rules::{Listed, Move, Outcome, Position, move_text};
use workbench::play::Playable;

/// A script's game from a start: its listed moves, and its engine, which valued every sum
/// reachable from the start before the game (no turn runs the script again).
pub struct ScriptGame {
    moves: Listed,
    engine: Insight,
}

/// What knows the values: a script's engine, or the values a rules file in Rust computed.
enum Insight {
    Script(Box<RefCell<rules::Rules>>),
    /// `g(0..)` of a rules file in Rust (normal play, integer positions, finite).
    Compiled(Vec<u64>),
}

impl Insight {
    /// The value of the part `p`, as the engine gives it.
    fn value(&self, p: &Position) -> Result<rules::Value, rules::Error> {
        match self {
            Self::Script(engine) => engine.borrow_mut().value(p),
            Self::Compiled(values) => Ok(rules::Value::Nimber(Self::heap(values, p))),
        }
    }

    /// The value of heap `p` of a rules file in Rust (every part of its games is one).
    fn heap(values: &[u64], p: &Position) -> u64 {
        match p {
            Position::Int(n) => values[*n as usize],
            _ => unreachable!("a rules file in Rust has integer positions"),
        }
    }

    fn outcome(&self, sum: &[Position]) -> Result<Outcome, rules::Error> {
        match self {
            Self::Script(engine) => engine.borrow_mut().outcome(sum),
            Self::Compiled(values) => {
                let nim_sum = sum.iter().fold(0, |s, p| s ^ Self::heap(values, p));
                Ok(if nim_sum == 0 { Outcome::Lose } else { Outcome::Win })
            }
        }
    }

    fn misere(&self) -> bool {
        matches!(self, Self::Script(engine) if engine.borrow().script().misere())
    }

    fn loopy(&self) -> bool {
        matches!(self, Self::Script(engine) if engine.borrow().script().loopy())
    }
}

impl ScriptGame {
    /// The game of `engine` from the sum `start`.
    ///
    /// # Errors
    /// The script's error or a spent budget.
    ///
    /// # Complexity
    /// As [`rules::Rules::outcome`] of the start, then one listing per reachable part.
    pub fn new(mut engine: rules::Rules, start: &[Position]) -> Result<Self, rules::Error> {
        engine.outcome(start)?;
        Ok(Self {
            moves: engine.listed_from(start)?,
            engine: Insight::Script(Box::new(RefCell::new(engine))),
        })
    }

    /// The game of the rules file in Rust `file` from the sum `start` (integers from 0): one
    /// run of its compiled binary values every heap up to the largest part and lists the moves
    /// of every part reachable from the start ([`crate::commands::compiled::options`]), so no
    /// turn runs it again.
    ///
    /// # Errors
    /// A part that is not an integer from 0, the file's compile errors, a fault in its
    /// `moves`, or a spent budget of `limits`.
    ///
    /// # Complexity
    /// As [`crate::commands::compiled::options`], reachable.
    pub fn compiled(
        file: &std::path::Path,
        start: &[Position],
        limits: &rules::Limits,
    ) -> Result<Self, String> {
        use crate::commands::compiled;
        let heaps = compiled::heaps(file, start)?;
        let listing = compiled::options(file, &heaps, true, limits)?;
        Ok(Self { moves: listing.listed(), engine: Insight::Compiled(listing.values) })
    }

    /// Each part of `sum` that can move, with its Grundy value where it has a finite one
    /// under normal play (none under misère play, where values do not add, or for `∞`): what
    /// a page draws in binary columns with their nim-sum.
    ///
    /// # Complexity
    /// One look-up per part: every part reachable from the start was valued before the game.
    pub fn part_values(&self, sum: &[Position]) -> Vec<(String, Option<u128>)> {
        let misere = self.misere();
        self.moves
            .live(sum)
            .map(|p| {
                let value = self.engine.value(p).ok().and_then(|v| match v {
                    rules::Value::Nimber(g) if !misere => Some(u128::from(g)),
                    _ => None,
                });
                (p.to_string(), value)
            })
            .collect()
    }
}

impl Playable for ScriptGame {
    type Rules = Listed;

    fn rules(&self) -> &Listed {
        &self.moves
    }
    fn misere(&self) -> bool {
        self.engine.misere()
    }
    fn loopy(&self) -> bool {
        self.engine.loopy()
    }
    /// Each part that can move, with its value, and the nim-sum of finite values.
    fn picture(&self, sum: &Vec<Position>) -> Vec<String> {
        let misere = self.misere();
        let (mut lines, mut nim_sum) = (Vec::new(), Some(0));
        for (i, p) in self.moves.live(sum).enumerate() {
            let value = self.engine.value(p).expect("every part was valued before the game");
            nim_sum = nim_sum.zip(value.number()).map(|(s, g)| s ^ g);
            let shown = if misere { String::new() } else { format!(": value {value}") };
            lines.push(format!("part {} is {p}{shown}", i + 1));
        }
        match nim_sum {
            _ if lines.is_empty() => lines.push("nothing is left to move".into()),
            Some(s) if !misere && lines.len() > 1 => {
                lines.push(format!("nim-sum of the values: {s}"))
            }
            _ => {}
        }
        lines
    }
    /// `7 to 3 + 3`: the part played in, and what it becomes (parts with no move left out).
    fn describe(&self, sum: &Vec<Position>, (i, chosen): &(usize, Move)) -> String {
        let live: Move = self.moves.live(chosen).cloned().collect();
        format!("{} to {}", sum[*i], move_text(&live))
    }
    /// `7 to 3 + 3`, `split 7 into 3 and 3`, or `3 + 3` when one part can move.
    fn parse_move(&self, sum: &Vec<Position>, typed: &str) -> Result<(usize, Move), String> {
        let example = |part| match self.moves.first_move(sum, part) {
            Some(m) => format!("; for example `{}`", self.describe(sum, &m)),
            None => String::new(),
        };
        let (from, to) = rules::parse_move(typed)?;
        let live: Vec<&Position> = self.moves.live(sum).collect();
        let part = match (from, live.as_slice()) {
            (Some(from), _) if live.contains(&&from) => from,
            (Some(from), _) => return Err(format!("no part {from} can move{}", example(None))),
            (None, [only]) => (*only).clone(),
            (None, _) => return Err(format!("name the part played in{}", example(None))),
        };
        self.moves.move_to(sum, &part, &to).ok_or_else(|| {
            format!("{part} cannot move to {}{}", move_text(&to), example(Some(&part)))
        })
    }
    fn wins(&self, sum: &Vec<Position>) -> bool {
        self.outcome(sum) == Outcome::Win
    }
    fn outcome(&self, sum: &Vec<Position>) -> Outcome {
        self.engine
            .outcome(sum)
            .expect("every sum reachable from the start was valued before the game")
    }
    fn why_winning(&self, _: &Vec<Position>, _: &(usize, Move)) -> String {
        "it leaves you a lost position".into()
    }
    fn why_lost(&self, _: &Vec<Position>) -> String {
        "every move leaves the opponent a won position".into()
    }
}
