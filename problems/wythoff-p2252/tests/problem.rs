//! The fast solution, the judge path and the explanations against Wythoff's game searched by
//! definition; the judge's largest values against an exact second method.

#[path = "problem/bad_input.rs"]
mod bad_input;

use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};
use wythoff_p2252::model::{self, Rules};
use wythoff_p2252::{Explanation, WythoffP2252, explain_one, first_player_wins};

workbench::problem_tests!(WythoffP2252, cases = 3000, seed = 0x2252);

/// Every pair of heaps up to 40: the fast verdict is the model's.
#[test]
fn every_small_pair_agrees_with_the_search() {
    let mut solver = Solver::new(Rules);
    for a in 0..=40 {
        for b in 0..=40 {
            assert_eq!(first_player_wins(a, b), model::first_player_wins(&mut solver, a, b));
        }
    }
}

/// The judge's range by an exact second method that uses neither φ nor a square root: the lost
/// pairs by the mex construction (`a_k` the least number unused, `b_k = a_k + k`) up to heaps
/// of 10^9 would be 6·10^8 pairs, so we build them up to 3·10^6 and then check the top of the
/// range by the identity `a_k = ⌊kφ⌋` against `isqrt(5k²)`: `⌊kφ⌋ = (k + ⌊√(5k²)⌋) div 2`
/// since √5 is irrational (so `k + √(5k²)` is never an even integer), computed in integers.
#[test]
fn the_judge_range_is_exact() {
    const K: usize = 1_200_000;
    let mut used = vec![false; 3 * K];
    let mut next_free = 0;
    for k in 0..K {
        while used[next_free] {
            next_free += 1;
        }
        used[next_free] = true;
        used[next_free + k] = true;
        let (a, b) = (next_free as u64, (next_free + k) as u64);
        assert!(!first_player_wins(a, b) && !first_player_wins(b, a), "({a}, {b})");
        assert!(first_player_wins(a + 1, b) && first_player_wins(a, b + 1), "({a}, {b})");
    }
    let isqrt = |n: u128| {
        let mut r = (n as f64).sqrt() as u128;
        while r * r > n {
            r -= 1;
        }
        while (r + 1) * (r + 1) <= n {
            r += 1;
        }
        r
    };
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut float_wrong = 0;
    // k up to 10^9 / φ² keeps b_k ≤ 10^9; and beyond, to 10^18.
    let top = 381_966_011u64;
    let mut rng = Rng::new(5);
    // Fibonacci k, where kφ is within 1/(k√5) of an integer, inside the judge's range.
    let mut fibonacci = vec![1u64, 2];
    while fibonacci[fibonacci.len() - 1] < top {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let in_range: Vec<u64> = fibonacci.into_iter().filter(|&f| f <= top).collect();
    let in_range_len = in_range.len() + 20_001;
    let ks = in_range
        .into_iter()
        .chain(top - 20_000..=top)
        .chain((0..20_000).map(|_| rng.range(1, 1_000_000_000_000_000_000)));
    let mut float_wrong_in_range = 0;
    for (i, k) in ks.enumerate() {
        let k128 = u128::from(k);
        let a = ((k128 + isqrt(5 * k128 * k128)) / 2) as u64;
        let b = a + k;
        let wrong = u32::from((k as f64 * phi).floor() as u64 != a);
        float_wrong += wrong;
        if i < in_range_len {
            float_wrong_in_range += wrong;
        }
        assert!(!first_player_wins(a, b) && !first_player_wins(b, a), "k = {k}: ({a}, {b})");
        for (x, y) in [(a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1), (a + 1, b + 1)] {
            assert!(first_player_wins(x, y), "({x}, {y}) next to k = {k}");
        }
    }
    assert!(float_wrong > 0, "double precision is wrong somewhere here");
    // (k = 102334155: the pair (165580141, 267914296) is within the statement's 10^9.)
    assert!(float_wrong_in_range > 0, "double precision is wrong within the judge's limits");
}

/// Every explained move at heaps up to 40 is legal and leaves a pair the model calls lost;
/// "every move loses" is said exactly of the model's losses; each kind of move occurs.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut kinds = [0; 3];
    for a in 0..=40 {
        for b in 0..=40 {
            let e = explain_one(a, b);
            let after = match e {
                Explanation::EveryMoveLoses { .. } => {
                    kinds[2] += 1;
                    assert!(!model::first_player_wins(&mut solver, a, b), "({a}, {b})");
                    continue;
                }
                Explanation::FromOne { heap, from, to } => {
                    kinds[0] += 1;
                    assert!(to < from, "{e:?}");
                    if heap == 1 {
                        assert_eq!(from, a);
                        (to, b)
                    } else {
                        assert_eq!((heap, from), (2, b));
                        (a, to)
                    }
                }
                Explanation::FromBoth { take } => {
                    kinds[1] += 1;
                    assert!(take >= 1 && take <= a.min(b), "({a}, {b}): {e:?}");
                    (a - take, b - take)
                }
            };
            assert!(!model::first_player_wins(&mut solver, after.0, after.1), "({a}, {b}): {e:?}");
        }
    }
    assert!(kinds.iter().all(|&n| n > 10), "{kinds:?}");
}

/// The table searches the rules and its note confirms the closed form.
#[test]
fn table_confirms_the_closed_form() {
    let args = workbench::grid::Args::parse(&["--a".into(), "0..20".into()]).unwrap();
    let grid = WythoffP2252::table(&args).unwrap().unwrap();
    assert_eq!(grid.cells[3][5].text, "0");
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all")), "{:?}", grid.notes);
}

/// Generated inputs of every size read back as written.
#[test]
fn generated_max_input_is_valid() {
    let input = WythoffP2252::generate(&mut Rng::new(1), Size::Max);
    assert_eq!(input.games.len(), 100_000);
    assert!(input.games.iter().all(|&(a, b)| a <= 1_000_000_000 && b <= 1_000_000_000));
}
