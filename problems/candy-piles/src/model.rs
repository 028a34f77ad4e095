//! The game by its rules, for sg-core's misère engine: a position is the multiset of non-empty
//! piles (sorted from the largest); a move eats a largest pile whole, or one candy from every
//! pile. `MisereSolver` searches it with the player who eats the last candy losing (the player
//! to move with no candy left wins). No diagram, no insight.

use sg_core::Moves;
use sg_core::misere::MisereSolver;

use crate::Input;

/// Candy piles by their two moves.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// A move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eat {
    /// One candy from every pile.
    OneEach,
    /// A largest pile, whole.
    Largest,
}

/// The piles without the empty ones, sorted from the largest.
pub fn position(piles: &[u64]) -> Vec<u64> {
    let mut kept: Vec<u64> = piles.iter().copied().filter(|&a| a > 0).collect();
    kept.sort_unstable_by(|a, b| b.cmp(a));
    kept
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Eat;

    /// Both moves while a candy is left (one candy each first: it eats the fewest when a
    /// single pile has one).
    fn legal_moves<'a>(&'a self, piles: &'a Vec<u64>) -> impl Iterator<Item = Eat> + 'a {
        let any = !piles.is_empty();
        [Eat::OneEach, Eat::Largest].into_iter().filter(move |_| any)
    }
    fn play(&self, piles: &Vec<u64>, eat: &Eat) -> Vec<u64> {
        match eat {
            Eat::OneEach => position(&piles.iter().map(|&a| a - 1).collect::<Vec<_>>()),
            Eat::Largest => {
                let largest = piles.iter().copied().max().unwrap_or(0);
                let mut rest = piles.clone();
                if let Some(at) = rest.iter().position(|&a| a == largest) {
                    rest.remove(at);
                }
                position(&rest)
            }
        }
    }
    /// The piles whole (a misère game must not split), sorted.
    fn parts(&self, piles: Vec<u64>) -> Vec<Vec<u64>> {
        vec![position(&piles)]
    }
}

/// Whether the player to move wins with these piles, by search.
///
/// # Complexity
/// O(positions reached · N log N), memoised in `solver`: small piles only.
pub fn first_player_wins(solver: &mut MisereSolver<Rules>, piles: &[u64]) -> bool {
    solver.first_player_wins(&[position(piles)])
}

/// The verdict of the test by search.
///
/// # Complexity
/// As [`first_player_wins`].
pub fn answer(input: &Input) -> bool {
    first_player_wins(&mut MisereSolver::new(Rules), &input.piles)
}
