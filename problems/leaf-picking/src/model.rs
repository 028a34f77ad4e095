//! The game by its rules, stated once: a position is the set of vertices still in the tree (a
//! bit mask, always the root's side of what was removed), a move removes a non-empty set of
//! its leaves. Removing the root is the last move there is, so the engine's convention (no
//! move: lost) is the rule "whoever removes the root wins". No chains: the engine searches the
//! whole game.

use sg_core::{Moves, Outcome, Solver};

use crate::{Input, Tree};

/// The rules on one tree of at most 64 vertices.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `children[v]`: the mask of `v`'s children, 0-based.
    pub children: Vec<u64>,
}

impl Rules {
    /// The rules on `tree`.
    ///
    /// # Panics
    /// If the tree has more than 64 vertices.
    pub fn new(tree: &Tree) -> Self {
        let n = tree.vertices();
        assert!(n <= 64, "the model takes at most 64 vertices");
        let mut children = vec![0u64; n];
        for v in 1..n {
            children[tree.parent(v)] |= 1 << v;
        }
        Self { children }
    }

    /// Every vertex, as a mask: the starting position.
    pub fn all(&self) -> u64 {
        u64::MAX >> (64 - self.children.len())
    }

    /// The leaves of `mask`: its vertices with no child in it.
    pub fn leaves(&self, mask: u64) -> u64 {
        (0..self.children.len())
            .filter(|&v| mask >> v & 1 == 1 && self.children[v] & mask == 0)
            .fold(0, |leaves, v| leaves | 1 << v)
    }
}

impl Moves for Rules {
    /// The vertices still in the tree.
    type Position = u64;
    /// The leaves removed, as a mask.
    type Move = u64;

    fn legal_moves<'a>(&'a self, &mask: &'a u64) -> impl Iterator<Item = u64> + 'a {
        let leaves = self.leaves(mask);
        // Every non-empty subset of the leaves, one leaf first: the bits of `pick` spread over
        // the leaves' positions.
        let spots: Vec<u32> = (0..64).filter(|&v| leaves >> v & 1 == 1).collect();
        (1u64..1 << spots.len()).map(move |pick| {
            spots
                .iter()
                .enumerate()
                .filter(|&(i, _)| pick >> i & 1 == 1)
                .fold(0, |m, (_, &v)| m | 1 << v)
        })
    }

    fn play(&self, &mask: &u64, &removed: &u64) -> u64 {
        mask & !removed
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
