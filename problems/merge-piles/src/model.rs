//! The merging game by its rules: a position is the multiset of pile sizes, and a move merges
//! two piles whose sizes add up to at most the cap. The engine searches each game from `n`
//! single stones. No insight.

use sg_core::{Moves, Outcome, Solver};

use crate::{Game, Input};

/// Merging under cap `m`: a position is the pile sizes.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The largest pile a merge may make.
    pub cap: u64,
}

impl Moves for Rules {
    type Position = Vec<u64>;
    /// The indices `i < j` of the two piles merged.
    type Move = (usize, usize);

    fn legal_moves<'a>(&'a self, piles: &'a Vec<u64>) -> impl Iterator<Item = (usize, usize)> + 'a {
        (0..piles.len()).flat_map(move |i| {
            (i + 1..piles.len())
                .filter(move |&j| piles[i].saturating_add(piles[j]) <= self.cap)
                .map(move |j| (i, j))
        })
    }

    fn play(&self, piles: &Vec<u64>, &(i, j): &(usize, usize)) -> Vec<u64> {
        let mut after = piles.clone();
        after[i] += after[j];
        after.swap_remove(j);
        after
    }

    /// The sizes sorted: the order of the piles does not matter.
    fn parts(&self, mut piles: Vec<u64>) -> Vec<Vec<u64>> {
        piles.sort_unstable();
        vec![piles]
    }
}

/// The starting position: `n` piles of one stone.
pub fn start(n: u64) -> Vec<u64> {
    vec![1; n as usize]
}

/// Whether the first player wins `game`, by searching it (small `n` only).
///
/// # Complexity
/// The partitions of `n` reachable under the cap, each with O(piles²) merges.
pub fn first_player_wins(solver: &mut Solver<Rules>, n: u64) -> bool {
    solver.outcome(&start(n)) == Outcome::Win
}

/// The verdict of every game by search, one solver per cap.
///
/// # Complexity
/// Exponential in `n`: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    input
        .games
        .iter()
        .map(|&Game { n, m }| first_player_wins(&mut Solver::new(Rules { cap: m }), n))
        .collect()
}
