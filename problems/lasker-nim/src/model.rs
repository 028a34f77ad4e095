//! Lasker's Nim by its rules, for sg-core's engine: a position is one heap, a move takes some
//! objects or splits the heap into a sum of two non-empty heaps. The engine values a split by
//! the nim-sum of its parts; [`WholeRules`] checks that step too, on whole multisets of heaps
//! with no XOR anywhere.

use sg_core::{Game, Outcome, Solver};

use crate::Input;

/// One heap; the engine sums the heaps of a test and the parts of a split.
#[derive(Debug, Clone, Copy, Default)]
pub struct HeapRules;

impl Game for HeapRules {
    type Position = u64;

    fn moves(&self, &x: &u64) -> Vec<Vec<u64>> {
        let takes = (0..x).map(|left| if left == 0 { vec![] } else { vec![left] });
        let splits = (1..=x / 2).map(|a| vec![a, x - a]);
        takes.chain(splits).collect()
    }
}

/// The whole position as one game: the sorted multiset of non-empty heaps. Each move gives one
/// position, so the engine's outcome here uses no Sprague–Grundy sum at all.
#[derive(Debug, Clone, Copy, Default)]
pub struct WholeRules;

impl Game for WholeRules {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let mut moves = Vec::new();
        let mut push = |i: usize, parts: &[u64]| {
            let mut next: Vec<u64> =
                heaps.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &h)| h).collect();
            next.extend(parts.iter().copied().filter(|&h| h > 0));
            next.sort_unstable();
            moves.push(vec![next]);
        };
        for (i, &x) in heaps.iter().enumerate() {
            for left in 0..x {
                push(i, &[left]);
            }
            for a in 1..=x / 2 {
                push(i, &[a, x - a]);
            }
        }
        moves
    }
}

/// Whether the first player wins, by the engine over single heaps (exponential only in the
/// heap sizes: small heaps only).
///
/// # Complexity
/// O(max heap²) positions' moves, memoised, plus O(n).
pub fn first_player_wins(solver: &mut Solver<HeapRules>, heaps: &[u64]) -> bool {
    solver.outcome_of_sum(heaps) == Outcome::Win
}

/// The verdict of every test by search.
///
/// # Complexity
/// O(max heap²) memoised plus O(total heaps): small heaps only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut solver = Solver::new(HeapRules);
    input.tests.iter().map(|heaps| first_player_wins(&mut solver, heaps)).collect()
}
