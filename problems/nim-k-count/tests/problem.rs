//! The count against the board game searched layout by layout; the reader against the writer;
//! every sample; the count's pieces at the judge's largest values.

#[path = "problem/bad_input.rs"]
mod bad_input;

use nim_k_count::model::Rules;
use nim_k_count::{Input, MODULUS, NimKCount, answer};
use sg_core::moore::{MooreRules, is_lost};
use sg_core::{Outcome, Solver};
use workbench::Problem;

workbench::problem_tests!(NimKCount, cases = 2500, seed = 0x2490);

/// Every board of up to 12 cells, every even `k ≤ 6` and `d ≤ k/2 + 1`: the count equals the
/// number of layouts the board game, searched, gives to A (the generator draws from the same
/// ranges; this is the exhaustive sweep).
#[test]
fn the_count_is_the_board_game_searched_on_every_small_board() {
    let mut checked = 0;
    for n in 0..=12 {
        for k in (0..=6).step_by(2) {
            for d in 0..=k / 2 + 1 {
                let input = Input { n, k, d };
                assert_eq!(answer(&input), NimKCount::model(&input), "{input:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 13 * (2 + 3 + 4 + 5));
}

/// The insight behind the count, separately: a board's outcome for the player to move is
/// Moore's Nim_d on the pairs' gaps, searched as Nim_d (sg-core's `MooreRules`), for every
/// layout of 9 cells with 6 pieces and either player to move.
#[test]
fn a_board_is_nim_d_on_its_gaps() {
    for d in 0..=4 {
        let mut board = Solver::new(Rules { d });
        let mut heaps = Solver::new(MooreRules { k: d });
        let mut cells = vec![vec![]];
        for _ in 0..6 {
            cells = cells
                .into_iter()
                .flat_map(|c: Vec<u64>| {
                    let from = c.last().map_or(0, |&x| x + 1);
                    (from..9).map(move |x| [c.clone(), vec![x]].concat())
                })
                .collect();
        }
        for layout in cells {
            let gaps: Vec<u64> = layout.chunks(2).map(|p| p[1] - p[0] - 1).collect();
            let nim_d = heaps.outcome(&gaps);
            assert_eq!(nim_d == Outcome::Lose, is_lost(&gaps, d), "{gaps:?}");
            for white in [true, false] {
                assert_eq!(board.outcome(&(layout.clone(), white)), nim_d, "{layout:?}");
            }
        }
    }
}

/// At the judge's largest boards the count is a residue, and the two extremes are known
/// exactly: `d = 0` leaves A no move (0 layouts won); with k = 2 (one gap) A wins exactly when
/// the gap is positive, i.e. the two pieces are not adjacent: C(n, 2) − (n − 1) layouts.
#[test]
fn the_count_at_the_largest_boards() {
    for n in [10_000, nim_k_count::MAX_N] {
        assert_eq!(answer(&Input { n, k: 100, d: 0 }), 0);
        for d in [1, 2, 100] {
            let expected = (n * (n - 1) / 2 - (n - 1)) % MODULUS;
            assert_eq!(answer(&Input { n, k: 2, d }), expected, "n = {n}, d = {d}");
            assert!(answer(&Input { n, k: 100, d }) < MODULUS);
        }
    }
    assert_eq!(answer(&Input { n: 5, k: 8, d: 1 }), 0, "more pieces than cells");
}

/// `grundy table nim-k-count --k K`: two heaps of Nim_k searched by the rules; Nim's `x ⊕ y`
/// for k = 1, `x + y` for every k ≥ 2 (the options of `(x, y)` reach every smaller total), and
/// the note finds Moore's P-positions on every cell.
#[test]
fn the_table_is_two_heap_nim_k() {
    for k in 0..=4u64 {
        let words: Vec<String> =
            ["--x", "0..12", "--y", "0..9", "--k", &k.to_string()].map(String::from).to_vec();
        let args = workbench::grid::Args::parse(&words).unwrap();
        let grid = NimKCount::table(&args).expect("a table").unwrap();
        for (x, row) in grid.cells.iter().enumerate() {
            for (y, cell) in row.iter().enumerate() {
                let expected = match k {
                    0 => 0,
                    1 => x ^ y,
                    _ => x + y,
                };
                assert_eq!(cell.text, expected.to_string(), "k = {k}: ({x}, {y})");
            }
        }
        assert!(grid.notes[0].contains("agree on all 130 cells"), "{:?}", grid.notes);
    }
}
