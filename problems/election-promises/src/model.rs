//! The game by its rules, for sg-core's engine: a position is every city's tax; a convention
//! in a city lowers its tax to any smaller value and sets each of its direct successors' taxes
//! to any value. The last convention wins (normal play).
//!
//! **The one bound.** A convention may promise any amount, so the game has infinitely many
//! moves from most positions and cannot be searched whole. The search keeps every tax below a
//! cap `B`, a power of two above every starting tax (at least 2): both parties are held to it.
//! That the cap changes no verdict is tested, not assumed: the crate's tests search the same
//! inputs with the cap doubled and find the same verdicts, and the checker (which knows no cap)
//! accepts the model's winning answers. Within the cap the game ends: read in a topological
//! order, the taxes decrease lexicographically at every convention.

use sg_core::{Moves, Solver};

use crate::{Input, Verdict};

/// A convention: its city, the city's new (lower) tax, and the new taxes of its direct
/// successors, in the order of its roads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Convention {
    /// The city holding it (0-based).
    pub city: u32,
    /// Its tax after, below the one before.
    pub tax: u64,
    /// The new tax of each of its successors, in road order.
    pub successors: Vec<u64>,
}

/// The game on one road graph, taxes below a cap.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `successors[v]`: the cities one road away from `v`, each once.
    pub successors: Vec<Vec<u32>>,
    /// Every tax stays below this.
    pub cap: u64,
}

impl Rules {
    /// The game of `input`'s roads with the cap `cap`.
    ///
    /// # Complexity
    /// O(n + m).
    pub fn new(input: &Input, cap: u64) -> Self {
        let mut successors = vec![Vec::new(); input.taxes.len()];
        for &(u, v) in &input.roads {
            if !successors[u as usize].contains(&v) {
                successors[u as usize].push(v);
            }
        }
        Self { successors, cap }
    }

    /// The smallest power of two above every starting tax of `input`, at least 2.
    pub fn least_cap(input: &Input) -> u64 {
        input.taxes.iter().map(|&h| (h + 1).next_power_of_two()).max().unwrap_or(1).max(2)
    }
}

impl Moves for Rules {
    type Position = Vec<u64>;
    type Move = Convention;

    /// For each city, each lower tax, and each assignment of taxes below the cap to its
    /// successors (counted in base `cap`).
    fn legal_moves<'a>(&'a self, taxes: &'a Vec<u64>) -> impl Iterator<Item = Convention> + 'a {
        (0..taxes.len()).flat_map(move |v| {
            let successors = &self.successors[v];
            let assignments = self.cap.pow(successors.len() as u32);
            (0..taxes[v]).flat_map(move |tax| {
                (0..assignments).map(move |mut k| {
                    let promised = successors
                        .iter()
                        .map(|_| {
                            let digit = k % self.cap;
                            k /= self.cap;
                            digit
                        })
                        .collect();
                    Convention { city: v as u32, tax, successors: promised }
                })
            })
        })
    }

    fn play(&self, taxes: &Vec<u64>, convention: &Convention) -> Vec<u64> {
        let mut after = taxes.clone();
        after[convention.city as usize] = convention.tax;
        for (&w, &h) in self.successors[convention.city as usize].iter().zip(&convention.successors)
        {
            after[w as usize] = h;
        }
        after
    }
}

/// The verdict with taxes below `cap`, by search: a convention to a lost position, if any.
///
/// # Complexity
/// Exponential: O(cap^n) positions, each with up to `n·cap^(d+1)` conventions for out-degree d.
pub fn verdict_with_cap(input: &Input, cap: u64) -> Verdict {
    let mut solver = Solver::new(Rules::new(input, cap));
    match solver.winning_move(&input.taxes) {
        Some(mut parts) => Verdict::Win(parts.pop().expect("one part: the whole position")),
        None => Verdict::Lose,
    }
}

/// The verdict by search, with the least cap ([`Rules::least_cap`]).
///
/// # Complexity
/// As [`verdict_with_cap`]: small inputs only.
pub fn answer(input: &Input) -> Verdict {
    verdict_with_cap(input, Rules::least_cap(input))
}
