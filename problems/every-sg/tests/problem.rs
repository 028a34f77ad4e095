//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; the O(log) steps against the search near 10^18 and
//! `u64::MAX`; the explanation's move against the rules.

#[path = "problem/bad_input.rs"]
mod bad_input;

use every_sg::model::{self, Rules};
use every_sg::{Explanation, Input, euclid_steps, explain, step_move};
use sg_core::every_sg::{ContinuedConjunctive, StepSolver};
use sg_core::{Game as _, Outcome, Solver};
use workbench::random::Rng;

workbench::problem_tests!(every_sg::EverySg, cases = 3000, seed = 0x3595);

#[test]
fn steps_match_the_search_on_every_small_pair() {
    let mut solver = StepSolver::new(Rules);
    for p in 0..=80 {
        for q in 0..=80 {
            assert_eq!(euclid_steps(p, q), model::steps(&mut solver, p, q), "({p}, {q})");
        }
    }
}

/// The crate's model (step counts by search, then sg-core's rule) against the compound game of
/// the crate's rules searched move by move, with no rule at all.
#[test]
fn model_matches_the_searched_compound() {
    let mut rng = Rng::new(0xc0de);
    let mut compound = Solver::new(ContinuedConjunctive(Rules));
    let mut mm = 0;
    for case in 0..1500 {
        let n = 2 + case % 2;
        let pairs: Vec<(u64, u64)> =
            (0..n).map(|_| model::position(rng.range(0, 9), rng.range(0, 9))).collect();
        let searched = compound.outcome(&pairs) == Outcome::Win;
        let input = Input { tests: vec![pairs.clone()] };
        assert_eq!(model::answer(&input), [searched], "{pairs:?}");
        assert_eq!(every_sg::answer(&input), [searched], "{pairs:?}");
        mm += usize::from(searched);
    }
    assert!((300..1200).contains(&mm), "MM won {mm} of 1500: the cases are too one-sided");
}

/// The partial quotients of `b / a` (the Euclidean algorithm), `a ≤ b`, `a > 0`.
fn quotients(mut a: u64, mut b: u64) -> Vec<u64> {
    let mut out = Vec::new();
    while a > 0 {
        out.push(b / a);
        (a, b) = (b % a, a);
    }
    out
}

/// A pair whose partial quotients are random in `1..=4` (the last at least 2), scaled by a
/// common factor so that its larger pile is at most `limit` and close to it: the search over
/// every move visits about `Σ (q_i + 1)` pairs.
fn small_quotient_pair(rng: &mut Rng, limit: u64) -> (u64, u64) {
    // Build from the bottom: (1, q_k), then (x, y) -> (y, q·y + x), up to a random height.
    let height = 1u128 << rng.range(1, 64);
    let (mut x, mut y) = (1u128, u128::from(rng.range(2, 4)));
    loop {
        let next = u128::from(rng.range(1, 4)) * y + x;
        if next > height.min(u128::from(limit)) {
            break;
        }
        (x, y) = (y, next);
    }
    let scale = u128::from(limit) / y;
    ((x * scale) as u64, (y * scale) as u64)
}

/// The O(log) steps against the search over every move, on pairs near 10^18 and `u64::MAX`:
/// built from small partial quotients, and random ones whose quotients happen to be small.
#[test]
fn steps_match_the_search_near_the_largest_piles() {
    let mut rng = Rng::new(0xb16);
    let mut solver = StepSolver::new(Rules);
    let mut checked = 0;
    for limit in [1_000_000_000_000_000_000, u64::MAX, u64::MAX - 1, (1 << 63) + 1] {
        for _ in 0..300 {
            let (a, b) = small_quotient_pair(&mut rng, limit);
            assert!(b <= limit && b > limit / 2, "{b} should be close to {limit}");
            assert_eq!(euclid_steps(a, b), model::steps(&mut solver, a, b), "({a}, {b})");
            assert_eq!(euclid_steps(b, a), euclid_steps(a, b));
            checked += 1;
        }
        for _ in 0..300 {
            let b = limit - rng.range(0, 1000);
            let a = rng.range(1, b);
            if quotients(a, b).iter().all(|&q| q <= 64) {
                assert_eq!(euclid_steps(a, b), model::steps(&mut solver, a, b), "({a}, {b})");
                checked += 1;
            }
        }
    }
    assert!(checked > 1500, "only {checked} pairs checked");
    // Consecutive Fibonacci numbers: the most levels a u64 pair has (91), every quotient 1.
    let (mut f, mut g) = (1u64, 1u64);
    while let Some(h) = f.checked_add(g) {
        (f, g) = (g, h);
    }
    assert_eq!(quotients(f, g).len(), 91);
    assert_eq!(euclid_steps(f, g), model::steps(&mut solver, f, g));
}

/// Pairs with a huge quotient, where the search cannot go: the recurrence's cases by hand.
#[test]
fn steps_at_the_extremes() {
    assert_eq!(euclid_steps(u64::MAX, u64::MAX), 1);
    assert_eq!(euclid_steps(0, u64::MAX), 0);
    assert_eq!(euclid_steps(u64::MAX, 0), 0);
    // b = q·a: take everything; the other options are won for the opponent.
    assert_eq!(euclid_steps(1, u64::MAX), 1);
    assert_eq!(euclid_steps(3, u64::MAX), 1);
    // q = 1 down to (1, u64::MAX − 1): forced, then a loss: 2.
    assert_eq!(euclid_steps(u64::MAX - 1, u64::MAX), 2);
    // (2, u64::MAX): q ≥ 2 over (1, 2), which is won (step 1): the winner goes to (2, 3)
    // first, step 1 + 2.
    assert_eq!(euclid_steps(2, u64::MAX), 3);
}

#[test]
fn the_explanation_names_the_longest_subgame_and_a_step_move() {
    let mut rng = Rng::new(0xe5);
    let mut solver = StepSolver::new(Rules);
    for _ in 0..2000 {
        let n = rng.range(0, 4);
        let pairs: Vec<(u64, u64)> = (0..n).map(|_| (rng.range(0, 30), rng.range(0, 30))).collect();
        let steps: Vec<u64> = pairs.iter().map(|&(p, q)| model::steps(&mut solver, p, q)).collect();
        let input = Input { tests: vec![pairs.clone()] };
        let verdict = every_sg::answer(&input)[0];
        match explain(&input)[0] {
            Explanation::NoMove => assert!(steps.iter().all(|&s| s == 0)),
            Explanation::Longest { index, piles, steps: s, first_move: (from, to) } => {
                assert_eq!(piles, pairs[index]);
                assert_eq!(s, steps[index]);
                assert_eq!(Some(&s), steps.iter().max());
                assert_eq!(verdict, s % 2 == 1);
                // A legal move of the rules: the larger pile loses a multiple of the smaller.
                let (a, b) = model::position(piles.0, piles.1);
                assert_eq!(from, b);
                let after = model::position(a, to);
                assert!(solver.game().moves(&(a, b)).contains(&vec![after]), "{piles:?} -> {to}");
                assert_eq!(model::steps(&mut solver, a, to), s - 1, "{piles:?} -> {to}");
                let text = explain(&input)[0].to_string();
                assert!(text.starts_with(if verdict { "MM\n" } else { "GG\n" }), "{text}");
            }
        }
    }
    for (p, q) in [(u64::MAX, u64::MAX - 1), (2, u64::MAX), (1, u64::MAX), (u64::MAX, 3)] {
        let (from, to) = step_move(p, q).unwrap();
        assert_eq!(from, p.max(q));
        assert!(to < p.min(q).max(1) || (to - p.min(q)) < p.min(q), "{p} {q} -> {to}");
        assert_eq!(euclid_steps(p.min(q), to), euclid_steps(p, q) - 1, "{p} {q} -> {to}");
        assert_eq!((from - to) % p.min(q), 0);
    }
    assert_eq!(step_move(0, 5), None);
}

/// The judge path's two interleaved algorithms and its chunks of 64 pairs against one pair at a
/// time, on full-width piles (the model cannot go there; [`euclid_steps`] is proven above).
#[test]
fn interleaved_steps_match_one_pair_at_a_time() {
    let mut rng = Rng::new(0x1a4e);
    let pile = |rng: &mut Rng| match rng.range(0, 9) {
        0 => rng.range(0, 3),
        1 => u64::MAX - rng.range(0, 3),
        2 => rng.range(0, 1000),
        _ => rng.range(0, u64::MAX),
    };
    for len in 0..200 {
        let piles: Vec<u64> = (0..2 * (len % 12)).map(|_| pile(&mut rng)).collect();
        let one_at_a_time =
            piles.chunks_exact(2).map(|p| euclid_steps(p[0], p[1])).max().unwrap_or(0);
        assert_eq!(every_sg::largest_steps(&piles), one_at_a_time, "{piles:?}");
    }
    for n in [1, 2, 63, 64, 65, 127, 128, 129, 1000] {
        let pairs: Vec<(u64, u64)> = (0..n).map(|_| (pile(&mut rng), pile(&mut rng))).collect();
        let input = Input { tests: vec![pairs.clone(), pairs[..n / 2].to_vec(), pairs] };
        let mut text = Vec::new();
        input.write(&mut text);
        let mut expected = Vec::new();
        every_sg::write_answer(&every_sg::answer(&input), &mut expected);
        let judged = judge::run(every_sg::solve, &mut &text[..]).expect("valid input");
        assert_eq!(judged, expected, "n = {n}");
    }
}
