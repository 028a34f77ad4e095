//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the answer at the judge's largest heaps and up to `u64::MAX` against an
//! independent Zeckendorf representation; the reader against the writer; every case in
//! testdata.

#[path = "problem/bad_input.rs"]
mod bad_input;

use fibonacci_first_take::model::{self, Rules};
use fibonacci_first_take::{FibonacciFirstTake, Input, explain, smallest_winning_take};
use sg_core::Solver;
use workbench::Problem;
use workbench::grid::Args;
use workbench::random::{Rng, Size};

workbench::problem_tests!(FibonacciFirstTake, cases = 3000, seed = 6487);

/// On every heap up to 300 the search's winning first takes are exactly the partial sums of the
/// Zeckendorf terms taken from the smallest whose rest has a smallest term above twice the take
/// (or is empty), and the smallest of them is the answer.
#[test]
fn the_smallest_winning_take_is_the_models_on_every_heap_to_300() {
    let mut solver = Solver::new(Rules);
    for n in 1..=300u64 {
        let searched = model::winning_takes(&mut solver, n);
        assert_eq!(searched.first().copied(), Some(smallest_winning_take(n)), "N = {n}");
        let terms = sg_core::zeckendorf::terms(n);
        let mut sums = Vec::new();
        let mut sum = 0;
        for (i, &t) in terms.iter().enumerate().rev() {
            sum += t;
            let rest_smallest = i.checked_sub(1).map(|j| terms[j]);
            if rest_smallest.is_none_or(|z| z > 2 * sum) {
                sums.push(sum);
            }
        }
        assert_eq!(searched, sums, "N = {n}");
    }
    let reported = [(4, 1), (7, 2), (8, 8)];
    for (n, take) in reported {
        assert_eq!(model::answer(&Input { n }), take, "N = {n}");
    }
}

/// Whether `n ≥ 1` is a Fibonacci number, without any table: by Cassini's identity, `n` is one
/// iff `n² − nd − d² = ±1` for some integer `d ≥ 0`, and the form falls as `d` grows, so the
/// largest `d` with `nd + d² ≤ n² + 1` (bisection, exact in 128 bits) and the one below it are
/// the only candidates.
fn fibonacci_by_cassini(n: u64) -> bool {
    let n = u128::from(n);
    let square = n * n;
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

/// The Zeckendorf representation by a second route: Fibonacci numbers grown in u128 from
/// scratch, each checked by Cassini's identity, the greedy from the top, and the result
/// checked for non-consecutive terms summing to `n` (which makes it the unique one).
fn zeckendorf_independently(n: u64) -> Vec<u128> {
    let mut fib = vec![1u128, 2];
    while fib[fib.len() - 1] <= u128::from(n) {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let (mut rest, mut used) = (u128::from(n), Vec::new());
    for i in (0..fib.len()).rev() {
        if fib[i] <= rest {
            assert!(used.last().is_none_or(|&j| j >= i + 2), "consecutive terms for {n}");
            rest -= fib[i];
            used.push(i);
        }
    }
    assert_eq!(rest, 0);
    used.iter().map(|&i| fib[i]).collect()
}

/// At the judge's largest heaps (up to 10^15) and up to `u64::MAX`: the answer is the smallest
/// term of an independent representation whose terms pass Cassini's test, the take leaves a
/// rest whose smallest term exceeds twice it (the winning step, exactly), and the explanation
/// names the same representation.
#[test]
fn the_answer_holds_at_the_largest_heaps() {
    let mut rng = Rng::new(15);
    let judge_max = 1_000_000_000_000_000u64;
    let near =
        sg_core::zeckendorf::FIBONACCI.iter().flat_map(|&f| (f - 1).max(1)..=f.saturating_add(1));
    let mut heaps: Vec<u64> =
        (0..20_000).map(|_| FibonacciFirstTake::generate(&mut rng, Size::Max).n).collect();
    heaps.extend((0..20_000).map(|_| rng.next_u64().max(1)));
    let heaps: Vec<u64> = heaps
        .into_iter()
        .chain(near)
        .chain([judge_max, judge_max - 1, u64::MAX, u64::MAX - 1, 2, 3])
        .collect();
    for n in heaps {
        let terms = zeckendorf_independently(n);
        assert!(terms.iter().all(|&t| fibonacci_by_cassini(t as u64)), "N = {n}");
        let take = smallest_winning_take(n);
        assert_eq!(u128::from(take), *terms.last().unwrap(), "N = {n}");
        if terms.len() > 1 {
            assert!(terms[terms.len() - 2] > 2 * u128::from(take), "N = {n}");
        }
        let explained = explain(&Input { n });
        assert_eq!(explained.take(), take, "N = {n}");
        assert_eq!(explained.terms.iter().map(|&t| u128::from(t)).collect::<Vec<_>>(), terms);
    }
}

/// The explained take wins by the model and every smaller take loses, on generated heaps; the
/// text reads as intended.
#[test]
fn explained_takes_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(11);
    for _ in 0..500 {
        let input = FibonacciFirstTake::generate(&mut rng, Size::Small);
        let take = explain(&input).take();
        assert!(!model::wins(&mut solver, input.n - take, 2 * take), "{input:?}");
        for smaller in 1..take {
            assert!(model::wins(&mut solver, input.n - smaller, 2 * smaller), "{input:?}");
        }
    }
    let text = |n| explain(&Input { n }).to_string();
    assert_eq!(
        text(12),
        "1\n  12 = 8 + 3 + 1 (Zeckendorf); winning move: take 1 (12 -> 11): the rest's smallest term 3 exceeds \
         twice 1, the most the opponent may take"
    );
    assert!(text(7).ends_with("a take below 2 is a take from (7 stones, at most 1), lost because its smallest term exceeds its limit"), "{}", text(7));
    assert!(
        text(8).contains("winning move: take all 8, a Fibonacci number, the only winning take")
    );
}

/// The table's first row is the model's smallest winning take and equals `z(N)`; the note says
/// the closed form agrees; heaps the search would not reach are refused.
#[test]
fn the_table_shows_the_smallest_terms() {
    let args = |words: &[&str]| {
        Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    };
    let grid = FibonacciFirstTake::table(&args(&["--n", "1..40"])).unwrap().unwrap();
    let smallest: Vec<u64> = grid.cells[0].iter().map(|c| c.text.parse().unwrap()).collect();
    let expected: Vec<u64> = (1..=40).map(smallest_winning_take).collect();
    assert_eq!(smallest, expected);
    assert_eq!(
        grid.cells[1][11].text, "2",
        "12 = 8 + 3 + 1: takes 1 and 12 win (4 leaves 8 to a limit of 8)"
    );
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 40 heaps")), "{:?}", grid.notes);
    assert!(FibonacciFirstTake::table(&args(&["--n", "0..5"])).unwrap().is_err());
    assert!(FibonacciFirstTake::table(&args(&["--n", "1..301"])).unwrap().is_err());
}
