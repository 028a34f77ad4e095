//! The fast solution, the judge path and the explanations against the walk searched by
//! definition; the parity law against the matching criterion on larger boards.

#[path = "problem/bad_input.rs"]
mod bad_input;

use board_parity::model::{Position, Rules, Step};
use board_parity::{BoardParity, Explanation, Input};
use sg_core::matching::Bipartite;
use sg_core::{Moves, Outcome, Solver};

workbench::problem_tests!(BoardParity, cases = 3000, seed = 0x4136);

/// The walk searched on every board up to 5×5 says: the first player wins iff `n` is even.
#[test]
fn the_searched_walk_is_won_exactly_on_even_boards() {
    for n in 1..=5u64 {
        assert_eq!(board_parity::model::first_player_wins(n), n % 2 == 0, "n = {n}");
    }
}

/// Past what the search reaches: the corner is in every maximum matching of the n×n grid
/// graph iff `n` is even (sg-core's `always_matched`, proven against the walk), up to 40×40.
#[test]
fn the_parity_law_agrees_with_the_matching_criterion_up_to_40() {
    for n in 1..=40u32 {
        let cell = |r: u32, c: u32| r * n + c;
        let on_left = (0..n * n).map(|v| (v / n + v % n) % 2 == 0).collect();
        let mut edges = Vec::new();
        for r in 0..n {
            for c in 0..n {
                if c + 1 < n {
                    edges.push((cell(r, c), cell(r, c + 1)));
                }
                if r + 1 < n {
                    edges.push((cell(r, c), cell(r + 1, c)));
                }
            }
        }
        let always = Bipartite::new(on_left, &edges).unwrap().always_matched();
        assert_eq!(always[0], board_parity::first_player_wins(u64::from(n)), "n = {n}");
    }
    for n in [u64::MAX, u64::MAX - 1, 1 << 63, 10_000, 9_999] {
        assert_eq!(board_parity::first_player_wins(n), n % 2 == 0);
    }
}

/// Each explanation, replayed on the searched walk: Alice's step right leaves a lost position;
/// "every move loses" is said only of lost positions.
#[test]
fn explanations_are_confirmed_by_the_model() {
    let input = Input { sizes: (1..=5).collect() };
    for (&n, explanation) in input.sizes.iter().zip(board_parity::explain(&input)) {
        let rules = Rules { n: n as u32 };
        let mut solver = Solver::new(rules);
        match explanation {
            Explanation::Tiled => {
                assert!(rules.legal_moves(&Position::START).any(|s| s == Step::Right));
                let after = rules.play(&Position::START, &Step::Right);
                assert_eq!(solver.outcome(&after), Outcome::Lose, "n = {n}");
            }
            Explanation::CornerLeftOut => {
                assert_eq!(solver.outcome(&Position::START), Outcome::Lose, "n = {n}");
            }
        }
    }
}
