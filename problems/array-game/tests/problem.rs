//! The fast solution and the judge path against the game searched over whole colourings; the
//! values by runs against the direct recursion over every cell; the reader against the
//! writer; the sample.

#[path = "problem/bad_input.rs"]
mod bad_input;

use array_game::{CellValues, Input};
use sg_core::mex;

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
