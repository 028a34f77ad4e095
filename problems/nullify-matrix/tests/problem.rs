//! The diagonal rule against the game searched; the proof's winning move replayed against the
//! model; the model's cap shown not to matter.

#[path = "problem/bad_input.rs"]
mod bad_input;

use nullify_matrix::model::{self, Grid, Rules};
use nullify_matrix::{Matrix, NullifyMatrix, first_player_wins, winning_move};
use sg_core::{Moves, Outcome, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(NullifyMatrix, cases = 3000, seed = 1451);

/// Every matrix of up to 4 cells with values below 4 (every shape): the rule is the search's
/// verdict at the cap 3, and at the cap 7 for the matrices of up to 2 cells.
#[test]
fn every_small_matrix_matches_the_search_and_the_cap_does_not_matter() {
    for (n, m) in [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1), (1, 4), (4, 1), (2, 2)] {
        let cells = n * m;
        let mut capped = Solver::new(Rules { cap: 3 });
        let mut wider = Solver::new(Rules { cap: 7 });
        for code in 0..1u64 << (2 * cells) {
            let a = Matrix { n, m, cells: (0..cells).map(|i| code >> (2 * i) & 3).collect() };
            let searched = capped.outcome(&Grid::of(&a)) == Outcome::Win;
            assert_eq!(first_player_wins(&a), searched, "{a:?}");
            if cells <= 2 {
                assert_eq!(wider.outcome(&Grid::of(&a)) == Outcome::Win, searched, "{a:?}");
            }
        }
    }
}

/// On generated matrices the model can search and on the judge's largest, the proof's move
/// is legal under the rules (one of the model's moves, on a grid small enough) and leaves
/// every anti-diagonal XOR 0, a lost position by the search.
#[test]
fn the_winning_move_is_legal_and_leaves_a_lost_position() {
    let mut rng = Rng::new(14510);
    for _ in 0..500 {
        for a in NullifyMatrix::generate(&mut rng, Size::Small).matrices {
            let Some(mv) = winning_move(&a) else {
                assert!(!first_player_wins(&a));
                continue;
            };
            let rules = Rules { cap: model::cap_for(&a) };
            let grid = Grid::of(&a);
            assert!(rules.legal_moves(&grid).any(|m| m == mv), "{a:?}: {mv:?} is not legal");
            let after = rules.play(&grid, &mv);
            assert_eq!(Solver::new(rules).outcome(&after), Outcome::Lose, "{a:?}: {mv:?}");
        }
    }
    for a in NullifyMatrix::generate(&mut rng, Size::Max).matrices {
        let Some(mv) = winning_move(&a) else { continue };
        let mut b = a.clone();
        let (r, c) = mv.start;
        assert!(mv.to < b.cells[r * b.m + c], "the start is lowered");
        b.cells[r * b.m + c] = mv.to;
        let mut at = mv.start;
        for &((x, y), v) in &mv.path {
            assert!((x, y) == (at.0 + 1, at.1) || (x, y) == (at.0, at.1 + 1), "a path step");
            at = (x, y);
            b.cells[x * b.m + y] = v;
        }
        assert!(!first_player_wins(&b), "the move nullifies every diagonal");
    }
}
