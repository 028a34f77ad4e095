//! A script's game as typed moves, for whatever plays it: a position is a sum of the script's
//! positions, and a move replaces one part by the positions the script lists for it. Every part
//! reachable from the start is listed once, up front ([`Rules::listed_from`]), so that playing
//! never runs the script again and cannot fail half-way.

use std::rc::Rc;

use rustc_hash::FxHashMap;
use sg_core::Moves;

use crate::{Error, Move, Position, Rules, after};

/// The moves of every part reachable from a start, as an [`sg_core::Moves`] over sums.
#[derive(Debug, Clone)]
pub struct Listed(Rc<FxHashMap<Position, Vec<Move>>>);

impl Rules {
    /// The moves of every part reachable from the sum `start`, listed by the script.
    ///
    /// # Errors
    /// The script's error or a spent budget.
    ///
    /// # Complexity
    /// One listing per reachable part (each a look-up if listed before).
    pub fn listed_from(&mut self, start: &[Position]) -> Result<Listed, Error> {
        let mut listed = FxHashMap::default();
        let mut queue = start.to_vec();
        while let Some(part) = queue.pop() {
            if let std::collections::hash_map::Entry::Vacant(entry) = listed.entry(part) {
                let moves = self.moves(entry.key())?;
                queue.extend(moves.iter().flatten().cloned());
                entry.insert(moves);
            }
        }
        Ok(Listed(Rc::new(listed)))
    }
}

/// The moves of each part as given (the parts with none may be left out): how a game whose
/// moves come from elsewhere than a script (a rules file in Rust) is played the same way.
impl FromIterator<(Position, Vec<Move>)> for Listed {
    fn from_iter<I: IntoIterator<Item = (Position, Vec<Move>)>>(parts: I) -> Self {
        Self(Rc::new(parts.into_iter().collect()))
    }
}

impl Listed {
    /// Whether `part` has a move.
    pub fn can_move(&self, part: &Position) -> bool {
        self.0.get(part).is_some_and(|moves| !moves.is_empty())
    }

    /// The parts of `sum` that have a move.
    pub fn live<'a>(&'a self, sum: &'a [Position]) -> impl Iterator<Item = &'a Position> + 'a {
        sum.iter().filter(|p| self.can_move(p))
    }

    /// The first legal move of `sum`, or of its parts equal to `part`.
    pub fn first_move(
        &self,
        sum: &Vec<Position>,
        part: Option<&Position>,
    ) -> Option<(usize, Move)> {
        self.legal_moves(sum).find(|(i, _)| part.is_none_or(|p| sum[*i] == *p))
    }

    /// The legal move of `sum` that plays in a part equal to `part` and leaves the positions
    /// `to`, in any order and up to parts with no move (which change no game).
    ///
    /// # Complexity
    /// O(the moves of the sum).
    pub fn move_to(
        &self,
        sum: &Vec<Position>,
        part: &Position,
        to: &[Position],
    ) -> Option<(usize, Move)> {
        let key = |parts: &[Position]| {
            let mut live: Vec<Position> = self.live(parts).cloned().collect();
            live.sort_unstable();
            live
        };
        let to = key(to);
        self.legal_moves(sum).find(|(i, m)| sum[*i] == *part && key(m) == to)
    }
}

impl Moves for Listed {
    /// The parts of the sum.
    type Position = Vec<Position>;
    /// The part played in, and the positions it becomes.
    type Move = (usize, Move);

    /// Part by part, in the script's order (a part equal to an earlier one is skipped: it has
    /// the same moves).
    fn legal_moves<'a>(&'a self, sum: &'a Vec<Position>) -> impl Iterator<Item = Self::Move> + 'a {
        let fresh = |&(i, p): &(usize, &Position)| !sum[..i].contains(p);
        sum.iter().enumerate().filter(fresh).flat_map(move |(i, p)| {
            self.0.get(p).into_iter().flatten().map(move |m| (i, m.clone()))
        })
    }
    fn play(&self, sum: &Vec<Position>, (i, chosen): &Self::Move) -> Vec<Position> {
        after(sum, *i, chosen)
    }
}
