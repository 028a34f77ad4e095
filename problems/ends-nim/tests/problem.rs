//! The interval recurrence, the fast solution, the judge path and the explanations against the
//! game searched by definition (piles taken from either end, no interval values).

#[path = "problem/bad_input.rs"]
mod bad_input;

use ends_nim::model::{End, Rules, Take, mover_wins};
use ends_nim::{EndsNim, Explanation, Input, lost_values};
use sg_core::{Moves, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(EndsNim, cases = 3000, seed = 0x2599);

/// Every row of up to 3 piles from 1 to 6 (the empty row included): exactly one left pile `x`
/// from 0 to 7 makes `x S` lost by the search, and it is the recurrence's `left(S)`; the same
/// on the right. So the lost value exists and is unique, and the recurrence names it.
#[test]
fn the_recurrence_names_the_one_lost_pile_on_each_side() {
    let mut solver = Solver::new(Rules);
    let mut rows = vec![vec![]];
    let mut checked = 0;
    for _ in 0..=3 {
        for row in &rows {
            let lost_with = |x: u64, on_left: bool| {
                let mut full = row.clone();
                if x > 0 {
                    if on_left { full.insert(0, x) } else { full.push(x) }
                }
                full
            };
            let (left, right) = lost_values(row);
            for (on_left, value) in [(true, left), (false, right)] {
                let lost: Vec<u64> =
                    (0..=7).filter(|&x| !mover_wins(&mut solver, &lost_with(x, on_left))).collect();
                assert_eq!(lost, [value], "{row:?}, on the left: {on_left}");
            }
            checked += 1;
        }
        rows = rows
            .iter()
            .flat_map(|row| (1..=6).map(move |p| [row.clone(), vec![p]].concat()))
            .collect();
    }
    assert_eq!(checked, 1 + 6 + 36 + 216);
}

/// The recurrence by a plain two-dimensional table over every interval (memory O(n²)), the
/// second method the rolling O(n) memory of [`lost_values`] is checked against.
fn lost_values_by_table(row: &[u64]) -> (u64, u64) {
    let n = row.len();
    if n == 0 {
        return (0, 0);
    }
    let mut left = vec![vec![0; n]; n];
    let mut right = vec![vec![0; n]; n];
    for i in (0..n).rev() {
        (left[i][i], right[i][i]) = (row[i], row[i]);
        for j in i + 1..n {
            left[i][j] = ends_nim::extend(row[j], left[i][j - 1], right[i][j - 1]);
            right[i][j] = ends_nim::extend(row[i], right[i + 1][j], left[i + 1][j]);
        }
    }
    (left[0][n - 1], right[0][n - 1])
}

/// At the largest piles: rows near `u64::MAX` (and mixed with small piles) give the same values
/// by the rolling recurrence and by the full table, never above the largest pile (`y + 1`
/// is taken only below another value, so nothing overflows).
#[test]
fn the_recurrence_holds_at_the_largest_piles() {
    let mut rng = Rng::new(99);
    for _ in 0..300 {
        let n = rng.range(1, 60) as usize;
        let row: Vec<u64> = (0..n)
            .map(|_| match rng.range(0, 2) {
                0 => u64::MAX - rng.range(0, 3),
                1 => rng.range(1, 4),
                _ => rng.range(1, u64::MAX),
            })
            .collect();
        let values = lost_values(&row);
        assert_eq!(values, lost_values_by_table(&row), "{row:?}");
        let largest = row.iter().copied().max().unwrap_or(0);
        assert!(values.0 <= largest && values.1 <= largest, "{row:?}: {values:?}");
    }
    let all_max = vec![u64::MAX; 7];
    assert_eq!(lost_values(&all_max), lost_values_by_table(&all_max));
}

/// Every explained move is legal and leaves a row the search says is lost for the player to
/// move; "every move loses" is said only of rows the search says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(11);
    let mut kinds = [0; 4];
    for _ in 0..1500 {
        let input: Input = EndsNim::generate(&mut rng, Size::Small);
        for (row, explanation) in input.tests.iter().zip(ends_nim::explain(&input)) {
            match explanation {
                Explanation::NoMove => {
                    kinds[3] += 1;
                    assert!(row.is_empty(), "{row:?}");
                }
                Explanation::EveryMoveLoses { left } => {
                    kinds[0] += 1;
                    assert_eq!(row.first(), Some(&left), "{row:?}");
                    assert!(!mover_wins(&mut solver, row), "{row:?}");
                }
                Explanation::Take { end, from, to } => {
                    kinds[1 + usize::from(end == End::Right)] += 1;
                    let chosen = Take { end, to };
                    assert!(Rules.legal_moves(row).any(|m| m == chosen), "{row:?}: {chosen:?}");
                    let at = if end == End::Left { 0 } else { row.len() - 1 };
                    assert_eq!(row[at], from, "{row:?}");
                    let after = Rules.play(row, &chosen);
                    assert!(!mover_wins(&mut solver, &after), "{row:?} -> {after:?}");
                }
            }
        }
    }
    assert!(kinds.iter().all(|&k| k > 50), "every kind is exercised: {kinds:?}");
}

/// The tests of our edge cases whose piles the search reaches (up to 9 stones) agree with the
/// model; the others' answers are the recurrence's, worked by hand in `edge-1` (the row
/// `M 1 M M−1`, `M = u64::MAX`: left(1 M M−1) = M − 2 ≠ M, won by taking 2).
#[test]
fn small_edge_cases_agree_with_the_model() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), EndsNim::SLUG);
    let mut solver = Solver::new(Rules);
    let mut checked = 0;
    for case in workbench::cases::discover(&dir).unwrap() {
        let input = workbench::problem::parse::<EndsNim>(&std::fs::read(&case.input).unwrap());
        let expected = std::fs::read_to_string(&case.expected).unwrap();
        for (row, line) in input.unwrap().tests.iter().zip(expected.lines()) {
            if row.iter().all(|&p| p <= 9) {
                assert_eq!(mover_wins(&mut solver, row), line == "1", "{}: {row:?}", case.name);
                checked += 1;
            }
        }
    }
    assert!(checked >= 5, "{checked}");
}

/// The table's default row holds the official sample (`3 1 9 4` is lost: x = 3 at n = 4), and
/// its note finds the recurrence agreeing with the search on every cell.
#[test]
fn the_table_searches_the_lost_left_pile() {
    let table = EndsNim::TABLE.expect("ends-nim has a table");
    let words: Vec<String> = ["--n", "1..12"].iter().map(|w| w.to_string()).collect();
    let grid = table.draw(&workbench::grid::Args::parse(&words).unwrap(), "t").unwrap();
    let cells: Vec<&str> = grid.cells[0].iter().map(|c| c.text.as_str()).collect();
    assert_eq!(cells[3], "3", "{cells:?}");
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 12 cells")), "{:?}", grid.notes);
}
