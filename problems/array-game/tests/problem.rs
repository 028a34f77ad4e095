//! The fast solution and the judge path against the game searched over whole colourings; the
//! values by runs against the direct recursion over every cell; the reader against the
//! writer; the sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use array_game::model::{Flip, Rules, bits};
use array_game::{ArrayGame, CellValues, Explanation, Input};
use sg_core::mex;
use sg_core::{Moves, Outcome, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(array_game::ArrayGame, cases = 3000, seed = 0x3179);

/// `g(x)` for every cell by the coin-turning recursion itself, from `n` down:
/// `g(x) = mex { g(2x) ⊕ … ⊕ g(kx) : 1 ≤ k ≤ n/x }`. O(n log n).
fn direct(n: u64) -> Vec<u64> {
    let mut g = vec![0u64; n as usize + 1];
    for x in (1..=n).rev() {
        let mut prefix = 0;
        let options = (1..=n / x).map(|k| {
            if k > 1 {
                prefix ^= g[(k * x) as usize];
            }
            prefix
        });
        g[x as usize] = mex(options.collect::<Vec<_>>());
    }
    g
}

/// The two steps of the insight (only `⌊n/x⌋` matters; runs of equal quotients) against the
/// recursion over every cell: all n up to 600, and larger n of several shapes (a square, a
/// prime, a power of two, one below a square) up to 2·10^5.
#[test]
fn values_by_runs_are_the_recursion_over_every_cell() {
    for n in (1..=600).chain([65_536, 99_991, 99_999, 100_489, 200_000]) {
        let want = direct(n);
        let values = CellValues::new(n, n);
        for x in 1..=n {
            assert_eq!(u64::from(values.of(x)), want[x as usize], "n {n}, cell {x}");
        }
    }
}

/// At the judge's largest n the table is computed to the top, and values are bounded by the
/// count of candidates; a bound below n gives the same values where it reaches.
#[test]
fn the_table_at_the_judges_largest_n() {
    let n = 1_000_000_000;
    let all = CellValues::new(n, n);
    let part = CellValues::new(n, 1000);
    for x in [n, n - 1, n / 2, n / 1000, 1_000_001, 999_999_999] {
        assert_eq!(all.of(x), part.of(x), "cell {x}");
    }
    for x in [1, 2, 3, 1000, 31_623] {
        assert!(all.of(x) >= 1 && all.of(x) < 200_000, "cell {x}: {}", all.of(x));
    }
}

fn run(text: &str) -> String {
    String::from_utf8(judge::run(array_game::solve, &mut text.as_bytes()).unwrap()).unwrap()
}

/// A single white cell always wins (flip it alone, k = 1), at any n; two cells with the same
/// ⌊n/x⌋ cancel.
#[test]
fn single_cells_win_and_twins_cancel() {
    let n = 10_000_000_000u64;
    assert_eq!(
        run(&format!("{n}\n3\n1\n1\n1\n{n}\n2\n{} {}\n", n / 3, n / 3 - 1)),
        "Yes\nYes\nNo\n"
    );
    let input = Input { n: 7, colourings: vec![vec![4, 5, 6, 7]] };
    assert_eq!(array_game::answer(&input), [false]);
}

/// Every explained flip is a legal move that leaves a colouring the search says is lost; "every
/// move loses" is said exactly of the colourings it says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut seen = [0usize; 2];
    for seed in 0..1000 {
        let input = ArrayGame::generate(&mut Rng::new(seed), Size::Small);
        let rules = Rules { n: input.n as u32 };
        let mut solver = Solver::new(rules);
        for (cells, explanation) in input.colourings.iter().zip(array_game::explain(&input)) {
            let white = bits(cells);
            match explanation {
                Explanation::EveryMoveLoses { cells: count } => {
                    assert_eq!(count, cells.len());
                    assert_eq!(solver.outcome(&white), Outcome::Lose, "seed {seed}: {cells:?}");
                    seen[0] += 1;
                }
                Explanation::Flip { x, k, .. } => {
                    let flip = Flip { x: x as u32, k: k as u32 };
                    assert!(rules.legal_moves(&white).any(|m| m == flip), "seed {seed}: {flip:?}");
                    let after = rules.play(&white, &flip);
                    assert_eq!(solver.outcome(&after), Outcome::Lose, "seed {seed}: {cells:?}");
                    seen[1] += 1;
                }
            }
        }
    }
    assert!(seen.iter().all(|&c| c > 200), "lost, won: {seen:?}");
}

/// At the judge's largest n, the explained flip's cells XOR (by values) to the option wanted.
#[test]
fn explained_moves_at_scale_reach_xor_zero() {
    let input = ArrayGame::generate(&mut Rng::new(3179), Size::Max);
    let values = array_game::cell_values(&input);
    for (cells, explanation) in input.colourings.iter().zip(array_game::explain(&input)) {
        if let Explanation::Flip { total, x, k } = explanation {
            assert!(cells.contains(&x) && k * x <= input.n);
            let flipped = (2..=k).fold(values.of(x), |s, i| s ^ values.of(i * x));
            assert_eq!(flipped, total, "{x} × {k}: the flip removes exactly the total");
        }
    }
}
