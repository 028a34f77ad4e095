//! New Nim by its rules, for sg-core's engine: the three phases are one game whose position is
//! the phase and the sorted heaps. Removing heaps on turns 1 and 2 keeps any non-empty
//! sub-multiset and advances the phase; from then on a move lowers one heap (Nim).

use sg_core::{Game, Solver};

use crate::Input;

/// Whose special turn it is, or plain Nim from turn 3 on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Turn 1: the first player removes whole heaps.
    FirstRemoval,
    /// Turn 2: the second player removes whole heaps.
    SecondRemoval,
    /// Turn 3 on: normal Nim.
    Nim,
}

/// A position of the whole game: the phase and the heaps, sorted.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Which kind of move comes next.
    pub phase: Phase,
    /// The heaps, in increasing order.
    pub heaps: Vec<u64>,
}

impl Position {
    /// A position with these heaps (sorted here).
    ///
    /// # Complexity
    /// O(k log k).
    pub fn new(phase: Phase, mut heaps: Vec<u64>) -> Self {
        heaps.sort_unstable();
        Self { phase, heaps }
    }
}

/// The rules of New Nim as a single game.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

/// The most heaps the model will enumerate subsets of.
pub const MAX_HEAPS: usize = 16;

impl Game for Rules {
    type Position = Position;

    fn moves(&self, p: &Position) -> Vec<Vec<Position>> {
        let next = match p.phase {
            Phase::FirstRemoval => Phase::SecondRemoval,
            Phase::SecondRemoval => Phase::Nim,
            Phase::Nim => return nim_moves(&p.heaps),
        };
        let k = p.heaps.len();
        assert!(k <= MAX_HEAPS, "the model enumerates subsets: at most {MAX_HEAPS} heaps");
        // Every non-empty set of heaps to keep (the full set is removing none).
        (1..1u32 << k)
            .map(|keep| {
                let kept = (0..k).filter(|i| keep >> i & 1 == 1).map(|i| p.heaps[i]).collect();
                vec![Position::new(next, kept)]
            })
            .collect()
    }
}

/// Lower one heap to any smaller size.
fn nim_moves(heaps: &[u64]) -> Vec<Vec<Position>> {
    let mut moves = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        for smaller in 0..h {
            let mut after = heaps.to_vec();
            after[i] = smaller;
            moves.push(vec![Position::new(Phase::Nim, after)]);
        }
    }
    moves
}

/// The least number of stones the first player can remove on turn 1 so that the position he
/// leaves is lost for the second player, or `None` if every turn-1 move leaves a won position.
///
/// # Panics
/// With more than [`MAX_HEAPS`] heaps.
///
/// # Complexity
/// Exponential: O(4^k) removal positions plus the Nim positions below them; small inputs only.
pub fn min_removed(solver: &mut Solver<Rules>, heaps: &[u64]) -> Option<u128> {
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    let start = Position::new(Phase::FirstRemoval, heaps.to_vec());
    let options = solver.game().moves(&start);
    options
        .into_iter()
        .filter_map(|parts| {
            let after = &parts[0];
            let kept: u128 = after.heaps.iter().map(|&h| u128::from(h)).sum();
            (solver.grundy(after) == 0).then_some(total - kept)
        })
        .min()
}

/// The input's answer by [`min_removed`] (the fast [`crate::answer`]'s, by search).
///
/// # Panics
/// With more than [`MAX_HEAPS`] heaps.
///
/// # Complexity
/// Exponential: small inputs only.
pub fn answer(input: &Input) -> Option<u128> {
    min_removed(&mut Solver::new(Rules), &input.heaps)
}
