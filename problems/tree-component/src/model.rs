//! The game by its rules, stated once: a position is the set of vertices still in the tree (a
//! bit mask), a move deletes one of them and keeps one component of what is left. No degrees,
//! no parity: sg-core's engine searches the whole game.

use sg_core::{Moves, Outcome, Solver};

use crate::{Input, Tree};

/// The rules on one tree of at most 64 vertices.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `neighbours[v]`: the mask of `v`'s neighbours, 0-based.
    pub neighbours: Vec<u64>,
}

/// A move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Delete `vertex` (0-based) and keep the component holding `kept`.
    Delete {
        /// The deleted vertex.
        vertex: u32,
        /// A vertex of the component kept (its smallest).
        kept: u32,
    },
    /// The previous player left a single vertex and so lost: the player to move takes the
    /// win, which leaves the empty position where the engine's convention (no move, lost)
    /// puts the loser.
    ClaimWin,
}

impl Rules {
    /// The rules on `tree`.
    ///
    /// # Panics
    /// If the tree has more than 64 vertices.
    pub fn new(tree: &Tree) -> Self {
        let n = tree.vertices();
        assert!(n <= 64, "the model takes at most 64 vertices");
        let mut neighbours = vec![0u64; n];
        for &(a, b) in &tree.zero_based() {
            neighbours[a as usize] |= 1 << b;
            neighbours[b as usize] |= 1 << a;
        }
        Self { neighbours }
    }

    /// Every vertex, as a mask: the starting position.
    pub fn all(&self) -> u64 {
        u64::MAX >> (64 - self.neighbours.len())
    }

    /// The component of `mask` holding `start`.
    ///
    /// # Complexity
    /// O(component · 1) mask steps.
    pub fn component(&self, mask: u64, start: u32) -> u64 {
        let (mut reached, mut frontier) = (1u64 << start, 1u64 << start);
        while frontier != 0 {
            let v = frontier.trailing_zeros();
            frontier &= frontier - 1;
            let new = self.neighbours[v as usize] & mask & !reached;
            reached |= new;
            frontier |= new;
        }
        reached
    }
}

impl Moves for Rules {
    /// The vertices still in the tree.
    type Position = u64;
    type Move = Move;

    fn legal_moves<'a>(&'a self, &mask: &'a u64) -> impl Iterator<Item = Move> + 'a {
        let claim = (mask.count_ones() == 1).then_some(Move::ClaimWin);
        let deletions = (0..64u32).filter(move |&v| mask.count_ones() >= 2 && mask >> v & 1 == 1);
        let moves = deletions.flat_map(move |vertex| {
            let mut rest = mask & !(1 << vertex);
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let kept = rest.trailing_zeros();
                rest &= !self.component(rest, kept);
                Some(Move::Delete { vertex, kept })
            })
        });
        claim.into_iter().chain(moves)
    }

    fn play(&self, &mask: &u64, chosen: &Move) -> u64 {
        match *chosen {
            Move::Delete { vertex, kept } => self.component(mask & !(1 << vertex), kept),
            Move::ClaimWin => 0,
        }
    }
}

/// Whether the player to move wins on `tree`, by searching the game.
///
/// # Complexity
/// Exponential in `n`: small trees only.
pub fn first_player_wins(tree: &Tree) -> bool {
    let rules = Rules::new(tree);
    let start = rules.all();
    Solver::new(rules).outcome(&start) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Exponential in `n`: small trees only.
pub fn answer(input: &Input) -> Vec<bool> {
    input.tests.iter().map(first_player_wins).collect()
}
