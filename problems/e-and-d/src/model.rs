//! E&D by its rules, for sg-core's engine: a position is one group, the sorted pair of its
//! piles; a move discards one pile and splits the other into two non-empty piles. Groups are
//! independent, so the whole game is their sum. [`Groups`] is the same rules on every group of
//! a test, one move at a time, as a person plays them: it changes one group to an option of
//! [`Rules`], stating nothing again.

use std::collections::HashSet;

use sg_core::{Game, Moves, Outcome, Solver};

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

/// A move on the groups: group `group` (0-based) becomes `into`, an option of [`Rules`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Regroup {
    /// The group's index.
    pub group: usize,
    /// The pair it becomes.
    pub into: Group,
}

/// The groups of a test in order, each played by [`Rules`]. The engine is handed each group as
/// its own part (the groups are independent).
#[derive(Debug, Clone, Copy, Default)]
pub struct Groups;

/// Group by group, in the order [`Rules`] lists each group's options, each pair once (a group
/// of two equal piles lists every pair twice). Each option of [`Rules`] is one group.
impl Moves for Groups {
    type Position = Vec<Group>;
    type Move = Regroup;

    fn legal_moves<'a>(&'a self, groups: &'a Vec<Group>) -> impl Iterator<Item = Regroup> + 'a {
        groups.iter().enumerate().flat_map(|(group, pair)| {
            let mut seen = HashSet::new();
            let options = Rules.moves(pair).into_iter().flatten();
            options.filter(move |&into| seen.insert(into)).map(move |into| Regroup { group, into })
        })
    }
    fn play(&self, groups: &Vec<Group>, chosen: &Regroup) -> Vec<Group> {
        let mut next = groups.clone();
        next[chosen.group] = chosen.into;
        next
    }
    /// Each group alone.
    fn parts(&self, groups: Vec<Group>) -> Vec<Vec<Group>> {
        groups.into_iter().map(|pair| vec![pair]).collect()
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
