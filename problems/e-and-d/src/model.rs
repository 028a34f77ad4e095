//! E&D by its rules, for sg-core's engine: a position is one group, the sorted pair of its
//! piles; a move discards one pile and splits the other into two non-empty piles. Groups are
//! independent, so the whole game is their sum.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// One group of two piles, both non-empty, smaller first.
pub type Group = (u64, u64);

/// The rules of one E&D group.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// The group `{x, y}` in its canonical (sorted) form.
pub fn group(x: u64, y: u64) -> Group {
    (x.min(y), x.max(y))
}

impl Game for Rules {
    type Position = Group;

    fn moves(&self, &(x, y): &Group) -> Vec<Vec<Group>> {
        let mut moves = Vec::new();
        // Discard one pile, split the other (it needs at least two stones) into a + b.
        for split in [x, y] {
            for a in 1..=split / 2 {
                moves.push(vec![group(a, split - a)]);
            }
        }
        moves
    }
}

/// The Grundy value of the group `{x, y}` by searching its game tree.
///
/// # Complexity
/// O(x² + y²) positions with memoisation, each with O(x + y) moves: small piles only.
pub fn group_grundy(solver: &mut Solver<Rules>, x: u64, y: u64) -> u64 {
    solver.grundy(&group(x, y))
}

/// Whether the first player wins the sum of these groups.
///
/// # Complexity
/// As [`group_grundy`] for each group.
pub fn first_player_wins(solver: &mut Solver<Rules>, groups: &[Group]) -> bool {
    solver.outcome_of_sum(groups) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// Polynomial in the pile sizes, not their bit lengths: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(Rules);
    let sorted = |groups: &Vec<Group>| groups.iter().map(|&(x, y)| group(x, y)).collect::<Vec<_>>();
    input.tests.iter().map(|groups| first_player_wins(&mut solver, &sorted(groups))).collect()
}
