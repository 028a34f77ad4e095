//! The chess game by its rules, for sg-core's engine: a position is the chessmen's vertices in
//! query order, and a move slides one chessman along one edge. The engine keys a position by
//! its sorted vertices and searches the whole multi-token position; no sum theorem is assumed.

use std::rc::Rc;

use sg_core::{Moves, Outcome, Solver};

use crate::Input;

/// A move: chessman `man` (0-based, in query order) slides to vertex `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Slide {
    /// The chessman, 0-based in query order.
    pub man: usize,
    /// The vertex it slides to.
    pub to: u32,
}

/// Several chessmen on one graph, as one game. A clone shares the graph.
#[derive(Debug, Clone)]
pub struct Rules {
    /// `successors[v]`: where a chessman on `v` may slide, sorted, without repeats.
    successors: Rc<[Vec<u32>]>,
}

impl Rules {
    /// The game on the graph whose vertex `v` has the successors `lists[v]` (in any order,
    /// repeats allowed: a repeated edge offers the same move).
    ///
    /// # Complexity
    /// O(N + E log d) for out-degrees up to d.
    pub fn new(lists: impl IntoIterator<Item = Vec<u32>>) -> Self {
        let sorted = |mut list: Vec<u32>| {
            list.sort_unstable();
            list.dedup();
            list
        };
        Self { successors: lists.into_iter().map(sorted).collect() }
    }

    /// Where a chessman on `v` may slide, in increasing order.
    pub fn successors(&self, v: u32) -> &[u32] {
        &self.successors[v as usize]
    }

    /// How many vertices the graph has.
    pub fn vertex_count(&self) -> usize {
        self.successors.len()
    }
}

impl Moves for Rules {
    type Position = Vec<u32>;
    type Move = Slide;

    /// Chessman by chessman, each to its successors in increasing order.
    fn legal_moves<'a>(&'a self, men: &'a Vec<u32>) -> impl Iterator<Item = Slide> + 'a {
        let slides =
            |(man, &v): (usize, &u32)| self.successors(v).iter().map(move |&to| Slide { man, to });
        men.iter().enumerate().flat_map(slides)
    }

    fn play(&self, men: &Vec<u32>, slide: &Slide) -> Vec<u32> {
        let mut next = men.clone();
        next[slide.man] = slide.to;
        next
    }

    /// The chessmen's vertices sorted: which chessman stands where does not matter.
    fn parts(&self, mut men: Vec<u32>) -> Vec<Vec<u32>> {
        men.sort_unstable();
        vec![men]
    }
}

/// Whether the first player wins with chessmen on `men`, by searching the game tree.
///
/// # Complexity
/// Exponential in the number of chessmen, memoised.
pub fn first_player_wins(solver: &mut Solver<Rules>, men: &[u32]) -> bool {
    let mut sorted = men.to_vec();
    sorted.sort_unstable();
    solver.outcome(&sorted) == Outcome::Win
}

/// The verdict of every query by search. The model trusts its input to be acyclic: it is run on
/// generated inputs only.
///
/// # Complexity
/// Exponential in the number of chessmen: small inputs only.
pub fn answer(input: &Input) -> Vec<bool> {
    let mut verdicts = Vec::new();
    for test in &input.tests {
        let mut solver = Solver::new(Rules::new(test.successors.iter().cloned()));
        verdicts.extend(test.queries.iter().map(|men| first_player_wins(&mut solver, men)));
    }
    verdicts
}
