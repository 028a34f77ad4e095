//! The fast solution, the judge path, the explanations and the winning takes against the game
//! searched by definition; Fibonacci membership and Zeckendorf representations up to
//! `u64::MAX` by an exact second method (Cassini's identity); the reader against the writer;
//! every case in testdata.

#[path = "problem/bad_input.rs"]
mod bad_input;

use fibonacci_nim::model::{self, Pile, Rules};
use fibonacci_nim::{
    Explanation, FIBONACCI, FibonacciNim, Input, explain, first_player_wins, is_fibonacci,
    smallest_term, winning_takes, wins, zeckendorf,
};
use sg_core::Solver;
use workbench::Problem;
use workbench::grid::Args;
use workbench::random::{Rng, Size};

workbench::problem_tests!(FibonacciNim, cases = 3000, seed = 2516);

/// The law of every position, not only the first: with `h ≤ 250` stones and any limit `m`
/// (up to `h + 1`, beyond which nothing changes), the player to move wins iff `z(h) ≤ m`; in
/// particular the first player's `(n, n − 1)` is lost iff `n` is a Fibonacci number.
#[test]
fn the_player_to_move_wins_iff_the_smallest_term_fits() {
    let mut solver = Solver::new(Rules);
    for h in 0..=250u64 {
        for m in 0..=h + 1 {
            assert_eq!(wins(h, m), model::wins(&mut solver, h, m), "heap {h}, limit {m}");
        }
    }
    let lost: Vec<u64> = (1..=250).filter(|&n| !first_player_wins(n)).collect();
    assert_eq!(lost, [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]);
    for n in 1..=250 {
        let Pile { heap, limit } = model::start(n);
        assert_eq!(first_player_wins(n), model::wins(&mut solver, heap, limit), "n = {n}");
    }
}

/// Whether `n ≥ 1` is a Fibonacci number by Cassini's identity, without the table: the
/// positive solutions of `n² − nd − d² = ±1` are exactly consecutive Fibonacci numbers
/// `(n, d) = (F_{k+1}, F_k)` (with `F = 0, 1, 1, 2, …`), and `n² − nd − d²` falls as `d`
/// grows, so the largest `d` with `nd + d² ≤ n² + 1`, found by bisection in exact 128-bit
/// arithmetic, is the only candidate besides the one below it.
fn fibonacci_by_cassini(n: u64) -> bool {
    let n = u128::from(n);
    let square = n * n;
    // `nd + d²`, or `None` past 2^128 (then far above n² + 1).
    let form = |d: u128| (n * d).checked_add(d * d);
    let (mut low, mut high) = (0u128, n);
    while low < high {
        let mid = (low + high).div_ceil(2);
        match form(mid) {
            Some(v) if v <= square + 1 => low = mid,
            _ => high = mid - 1,
        }
    }
    let at = |d: u128| form(d).map(|v| square as i128 - v as i128);
    matches!(at(low), Some(1 | -1)) || (low > 0 && matches!(at(low - 1), Some(1 | -1)))
}

/// The table of 92 Fibonacci numbers and the membership test against Cassini's identity:
/// every n ≤ 10^5, every Fibonacci number and its neighbours up to 2^64 − 1, the top of u64,
/// and 200 000 random u64.
#[test]
fn fibonacci_membership_agrees_with_cassini_up_to_u64_max() {
    let mut rng = Rng::new(5);
    let near = FIBONACCI.iter().flat_map(|&f| f.saturating_sub(2)..=f.saturating_add(2));
    let top = u64::MAX - 1000..=u64::MAX;
    let random = (0..200_000).map(|_| rng.next_u64() | 1);
    let mut fibonacci = 0;
    for n in (1..=100_000).chain(near).chain(top).chain(random).filter(|&n| n != 0) {
        assert_eq!(is_fibonacci(n), fibonacci_by_cassini(n), "n = {n}");
        fibonacci += usize::from(is_fibonacci(n));
    }
    assert!(fibonacci >= 92 + 24, "{fibonacci}");
    assert_eq!(FIBONACCI[91], 12_200_160_415_121_876_738);
    assert!(FIBONACCI[90].checked_add(FIBONACCI[91]).is_none(), "the next one is past 2^64");
}

/// Zeckendorf representations across u64: terms are Fibonacci numbers (by Cassini), no two
/// consecutive, summing to n; the smallest is `z(n)`; and taking `z(n)` leaves a smallest term
/// above `2 z(n)` (the winning step of the proof, exactly, where no search reaches).
#[test]
fn zeckendorf_representations_hold_up_to_u64_max() {
    let mut rng = Rng::new(7);
    let index = |f: u64| FIBONACCI.iter().position(|&g| g == f).expect("a Fibonacci number");
    let samples = (0..100_000).map(|_| rng.next_u64()).chain(u64::MAX - 100..=u64::MAX);
    for n in samples.filter(|&n| n != 0) {
        let terms = zeckendorf(n);
        assert_eq!(terms.iter().map(|&t| u128::from(t)).sum::<u128>(), u128::from(n), "n = {n}");
        assert!(terms.iter().all(|&t| fibonacci_by_cassini(t)), "n = {n}: {terms:?}");
        assert!(terms.windows(2).all(|w| index(w[0]) >= index(w[1]) + 2), "n = {n}: {terms:?}");
        let z = smallest_term(n);
        assert_eq!(Some(&z), terms.last(), "n = {n}");
        assert_eq!(first_player_wins(n), terms.len() > 1, "n = {n}");
        if n > z {
            assert!(u128::from(smallest_term(n - z)) > 2 * u128::from(z), "n = {n}");
            assert!(!wins(n - z, 2 * z), "n = {n}");
        }
    }
}

/// The winning takes are exactly the takes after which the model says the opponent loses, on
/// every position with a heap up to 150.
#[test]
fn winning_takes_are_the_models() {
    let mut solver = Solver::new(Rules);
    for h in 1..=150u64 {
        for m in 0..=h {
            let by_model: Vec<u64> =
                (1..=m.min(h)).filter(|&k| !model::wins(&mut solver, h - k, 2 * k)).collect();
            assert_eq!(winning_takes(h, m), by_model, "heap {h}, limit {m}");
        }
    }
}

/// Every explained first take is legal (not the whole heap) and leaves a position the model
/// says is lost; a loss is claimed only where the model finds one.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(11);
    let mut solver = Solver::new(Rules);
    for _ in 0..1000 {
        let input: Input = FibonacciNim::generate(&mut rng, Size::Small);
        for (&n, explanation) in input.heaps.iter().zip(explain(&input)) {
            let Pile { heap, limit } = model::start(n);
            match explanation {
                Explanation::NoMove => assert_eq!(n, 1),
                Explanation::EveryMoveLoses(m) => {
                    assert_eq!(m, n);
                    assert!(!model::wins(&mut solver, heap, limit), "n = {n}");
                }
                Explanation::Take { n: m, terms } => {
                    assert_eq!(m, n);
                    let take = *terms.last().unwrap();
                    assert!((1..n).contains(&take), "n = {n}: {take}");
                    assert!(!model::wins(&mut solver, n - take, 2 * take), "n = {n}: {take}");
                }
            }
        }
    }
    let text = explain(&Input { heaps: vec![12, 13, 1] });
    assert_eq!(
        text[0].to_string().lines().nth(1),
        Some(
            "  winning move: take 1 (12 -> 11): 12 = 8 + 3 + 1 (Zeckendorf), and the rest's \
             smallest term 3 exceeds twice 1, the most the opponent may take"
        )
    );
    assert!(text[1].to_string().starts_with("Second win\n"));
    assert!(text[2].to_string().starts_with("Second win\n"));
}

/// The table's cells are the model's, its "lost" row is 1 exactly at the Fibonacci numbers,
/// and it refuses heaps it would not search.
#[test]
fn the_table_shows_the_fibonacci_losses() {
    let args = |words: &[&str]| {
        Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    };
    let grid = FibonacciNim::table(&args(&["--n", "1..60"])).unwrap().unwrap();
    assert_eq!(grid.col_keys.len(), 60);
    let lost: Vec<u64> = grid.cells[1].iter().map(|c| c.text.parse().unwrap()).collect();
    let expected: Vec<u64> = (1..=60).map(|n| u64::from(is_fibonacci(n))).collect();
    assert_eq!(lost, expected);
    assert_eq!(grid.cells[0][3].text, "3", "g(4, 3)");
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 60 heaps")), "{:?}", grid.notes);
    assert!(FibonacciNim::table(&args(&["--n", "0..5"])).unwrap().is_err());
    assert!(FibonacciNim::table(&args(&["--n", "1..401"])).unwrap().is_err());
    assert!(FibonacciNim::table(&args(&["--upto", "5"])).unwrap().is_err());
}
