//! The counts and the judge path against enumeration of the misère game searched by definition;
//! the criterion on every small position; the count at the judge's largest values against a
//! recursion on Fibonacci blocks; the reader against the writer; every case in testdata.

#[path = "problem/bad_input.rs"]
mod bad_input;

use fibonacci_misere_count::model::{self, Rules};
use fibonacci_misere_count::{FibonacciMisereCount, Input, Test, count_wins, first_player_wins};
use sg_core::misere::MisereSolver;
use sg_core::zeckendorf::smallest_term;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(FibonacciMisereCount, cases = 3000, seed = 6791);

/// The criterion against the misère game searched, on every heap up to 200 and every limit up
/// to the heap (beyond it nothing changes): the player to move wins `(h, m)` iff `h ≥ 2` and
/// `z(h − 1) ≤ m`; so the first player's verdict is [`first_player_wins`].
#[test]
fn misere_on_h_is_fibonacci_nim_on_h_minus_1() {
    let mut solver = MisereSolver::new(Rules);
    for h in 1..=200u64 {
        for m in 1..=h {
            let searched = model::wins(&mut solver, h, m);
            assert_eq!(h >= 2 && smallest_term(h - 1) <= m, searched, "({h}, {m})");
            assert_eq!(first_player_wins(h, m), searched, "({h}, {m})");
        }
    }
}

/// The count against enumeration of the criterion (itself proven above) on every `N ≤ 1000`
/// and `k ≤ 1000`, and against the model's enumeration of searched games on `N, k ≤ 80`.
#[test]
fn the_count_agrees_with_enumeration() {
    for k in 1..=1000u64 {
        let mut count = 0;
        for n in 0..=1000u64 {
            count += u64::from(n >= 1 && first_player_wins(n, k));
            assert_eq!(count_wins(n, k), count, "k = {k}, N = {n}");
        }
    }
    let tests: Vec<Test> = (1..=80).flat_map(|k| (0..=80).map(move |n| Test { k, n })).collect();
    let input = Input { tests };
    assert_eq!(fibonacci_misere_count::answer(&input), model::answer(&input));
}

/// `#{m ∈ 1..=x : z(m) ≤ k}` by a recursion on Fibonacci blocks, in exact u64, independent of
/// sg-core's digit DP: `1..F_i` is `1..F_{i−1}`, then `F_{i−1}`, then `F_{i−1} + (1..F_{i−2})`
/// (the smallest term of the sum is the added part's), and `1..=x` splits at the largest
/// Fibonacci `F ≤ x` the same way, the Fibonacci numbers grown here from 1 and 2.
fn count_by_blocks(x: u64, k: u64) -> u64 {
    let mut fib = vec![1u64, 2];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    let mut below = vec![0u64, u64::from(k >= 1)];
    for i in 2..fib.len() {
        below.push(below[i - 1] + u64::from(fib[i - 1] <= k) + below[i - 2]);
    }
    let (mut rest, mut count) = (x, 0);
    while rest > 0 {
        let i = fib.iter().rposition(|&f| f <= rest).expect("1 fits");
        count += below[i] + u64::from(fib[i] <= k);
        rest -= fib[i];
    }
    count
}

/// The whole answer at the judge's limits (`k, N ≤ 10^18`) and up to `u64::MAX`: generated
/// maximal inputs, the judge's corners and every Fibonacci number's neighbours, against the
/// recursion on blocks.
#[test]
fn the_count_holds_at_the_largest_values() {
    let mut rng = Rng::new(18);
    let mut tests = FibonacciMisereCount::generate(&mut rng, Size::Max).tests;
    let top = 1_000_000_000_000_000_000u64;
    let corners = [1, 2, 3, top - 1, top, top + 1, u64::MAX - 1, u64::MAX];
    let near: Vec<u64> = sg_core::zeckendorf::FIBONACCI
        .iter()
        .flat_map(|&f| [f - 1, f, f.saturating_add(1), f.saturating_add(2)])
        .chain(corners)
        .collect();
    for &k in near.iter().step_by(3).chain(&corners) {
        tests.extend(near.iter().map(|&n| Test { k: k.max(1), n }));
    }
    tests.extend((0..20_000).map(|_| Test { k: rng.next_u64().max(1), n: rng.next_u64() }));
    for t in &tests {
        let blocks = count_by_blocks(t.n.saturating_sub(1), t.k);
        assert_eq!(count_wins(t.n, t.k), blocks, "{t:?}");
        assert!(blocks <= t.n, "{t:?}");
    }
    assert!(tests.len() > 100_000 + 20_000);
}
