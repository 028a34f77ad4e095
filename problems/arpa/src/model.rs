//! The list game by its rules, for sg-core's engine: a position is the sorted list, and a
//! move divides every element divisible by a chosen prime power `q = p^k` by `q`. Prime powers
//! are found by testing every `q` from 2 to the largest element, so only small values are
//! practical (the tests use values up to 200 and up to 5 elements).

use sg_core::{Game, Solver};

use crate::Input;

/// Whether `q ≥ 2` is a power of a prime: divide out its smallest factor, and nothing may be
/// left.
///
/// # Complexity
/// O(√q).
pub fn is_prime_power(q: u64) -> bool {
    if q < 2 {
        return false;
    }
    let p = (2..).take_while(|d| d * d <= q).find(|d| q.is_multiple_of(*d)).unwrap_or(q);
    let mut rest = q;
    while rest.is_multiple_of(p) {
        rest /= p;
    }
    rest == 1
}

/// The list game; the position is the sorted list of elements (all positive).
#[derive(Debug, Clone, Copy, Default)]
pub struct Rules;

impl Game for Rules {
    type Position = Vec<u64>;

    fn moves(&self, list: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
        let largest = list.iter().copied().max().unwrap_or(0);
        (2..=largest)
            .filter(|&q| is_prime_power(q) && list.iter().any(|a| a % q == 0))
            .map(|q| {
                let mut next: Vec<u64> =
                    list.iter().map(|&a| if a % q == 0 { a / q } else { a }).collect();
                next.sort_unstable();
                vec![next]
            })
            .collect()
    }
}

/// The Grundy value of the list, by searching its game tree.
///
/// # Complexity
/// Exponential; each position costs O(max · √max) to expand.
pub fn grundy(solver: &mut Solver<Rules>, list: &[u64]) -> u64 {
    let mut sorted = list.to_vec();
    sorted.sort_unstable();
    solver.grundy(&sorted)
}

/// Whether Mojtaba wins, by [`grundy`] (the fast [`crate::answer`]'s verdict, by search).
///
/// # Complexity
/// Exponential: small inputs only.
pub fn answer(input: &Input) -> bool {
    grundy(&mut Solver::new(Rules), &input.list) != 0
}
