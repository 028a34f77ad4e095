//! The game by its rules, for sg-core's engine: the brute force the fast solution is tested
//! against. A number's moves are its proper divisors, found by trying every smaller number;
//! the board is the sum of its numbers ([`Rules`], one number). [`Board`] is the same rules on
//! the whole row of numbers, one move at a time, as a person plays them: it replaces one number
//! by an option of [`Rules`], stating nothing again. No insight belongs here.

use sg_core::{Game, Moves, Solver};

use crate::Input;

/// One number on the board; a move replaces it by a proper divisor.
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = u64;

    fn moves(&self, &n: &u64) -> Vec<Vec<u64>> {
        (1..n).filter(|d| n % d == 0).map(|d| vec![d]).collect()
    }
}

/// A move on the board: number `number` (0-based) becomes `to`, an option of [`Rules`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Divide {
    /// The number's index on the board.
    pub number: usize,
    /// The proper divisor it becomes.
    pub to: u64,
}

/// The numbers on the board in order, each played by [`Rules`]. The engine is handed each
/// number as its own part (the numbers are independent).
#[derive(Debug, Clone, Copy, Default)]
pub struct Board;

/// Number by number, in the order [`Rules`] lists each number's options (the divisor 1
/// first). Each option of [`Rules`] is one number, the divisor.
impl Moves for Board {
    type Position = Vec<u64>;
    type Move = Divide;

    fn legal_moves<'a>(&'a self, numbers: &'a Vec<u64>) -> impl Iterator<Item = Divide> + 'a {
        numbers.iter().enumerate().flat_map(|(number, a)| {
            Rules.moves(a).into_iter().flatten().map(move |to| Divide { number, to })
        })
    }
    fn play(&self, numbers: &Vec<u64>, chosen: &Divide) -> Vec<u64> {
        let mut next = numbers.clone();
        next[chosen.number] = chosen.to;
        next
    }
    /// Each number alone.
    fn parts(&self, numbers: Vec<u64>) -> Vec<Vec<u64>> {
        numbers.into_iter().map(|a| vec![a]).collect()
    }
}

/// The Grundy value of one number by search.
///
/// # Complexity
/// O(n²) over the divisors' chain, memoised: small numbers only.
pub fn grundy(solver: &mut Solver<Rules>, n: u64) -> u64 {
    solver.grundy(&n)
}

/// Whether Anna wins, by searching the game (the board as the sum of its numbers).
///
/// # Complexity
/// O(max A²) with memoisation: small inputs only.
pub fn answer(input: &Input) -> bool {
    let mut solver = Solver::new(Rules);
    solver.grundy_of_sum(&input.numbers) != 0
}
