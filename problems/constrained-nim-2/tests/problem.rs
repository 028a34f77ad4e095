//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the formula against the engine for every small rule, against sg-core's proven
//! period, and at the scale of u64 against an exact run-by-run evaluation of the mex
//! definition; the reader against the writer; every case in testdata.

#[path = "problem/bad_input.rs"]
mod bad_input;

use constrained_nim_2::model::{self, Rules};
use constrained_nim_2::{ConstrainedNim2, Explanation, Input, Takes, explain};
use sg_core::{Solver, SubtractionGame};
use workbench::Problem;
use workbench::grid::Args;
use workbench::random::{Rng, Size};

workbench::problem_tests!(ConstrainedNim2, cases = 3000, seed = 297);

/// g(x) = ⌊(x mod (L + R)) / L⌋ against the engine for every 1 ≤ L ≤ R ≤ 24, on three
/// periods and a window beyond.
#[test]
fn the_formula_is_the_engines_for_every_small_rule() {
    for l in 1..=24u64 {
        for r in l..=24 {
            let takes = Takes { l, r };
            let mut solver = Solver::new(Rules(takes));
            for x in 0..=3 * (l + r) + r {
                assert_eq!(
                    takes.grundy(x),
                    model::grundy(&mut solver, x),
                    "L = {l}, R = {r}, x = {x}"
                );
            }
        }
    }
}

/// sg-core proves the period of the subtraction game {L, …, R} by a repeated window: for every
/// L ≤ R ≤ 40 it is preperiod 0, period L + R, and the formula agrees up to u64::MAX.
#[test]
fn the_period_is_l_plus_r_by_sg_cores_proof() {
    let mut rng = Rng::new(3);
    for l in 1..=40u64 {
        for r in l..=40 {
            let seq = SubtractionGame::new(l..=r).unwrap().period(1 << 12).unwrap();
            assert_eq!((seq.preperiod(), seq.period()), (0, (l + r) as usize), "L = {l}, R = {r}");
            let takes = Takes { l, r };
            let far = [u64::MAX, u64::MAX - 1, 1 << 63, rng.next_u64(), rng.next_u64()];
            for x in (0..2 * (l + r)).chain(far) {
                assert_eq!(takes.grundy(x), seq.get(x), "L = {l}, R = {r}, x = {x}");
            }
        }
    }
}

/// The values `g(0), g(1), … g(end − 1)` by the mex definition, as runs `(first size, value)`:
/// the value at `p` is the mex of the values met by the window `p − R ..= p − L`, and it can
/// change only where the window's top reaches the start of a run (`p = s + L`) or its bottom
/// leaves one (`p = s' + R`, `s'` the next run's start). Exact in 128-bit arithmetic at any
/// scale, and fast while runs are few (R / L small).
fn runs_by_mex(l: u128, r: u128, end: u128) -> Vec<(u128, u64)> {
    let mut runs: Vec<(u128, u64)> = Vec::new();
    let mut p = 0u128;
    while p < end {
        let mut present = Vec::new();
        if p >= l {
            let (low, high) = (p.saturating_sub(r), p - l);
            for (i, &(s, v)) in runs.iter().enumerate() {
                let last = runs.get(i + 1).map_or(u128::MAX, |next| next.0 - 1);
                if s <= high && last >= low {
                    present.push(v);
                }
            }
        }
        let value = (0..).find(|v| !present.contains(v)).unwrap();
        if runs.last().map(|run| run.1) != Some(value) {
            runs.push((p, value));
        }
        let mut next = end;
        for (i, &(s, _)) in runs.iter().enumerate() {
            let leave = runs.get(i + 1).map(|later| later.0 + r);
            for event in [Some(s + l), leave].into_iter().flatten() {
                if event > p {
                    next = next.min(event);
                }
            }
        }
        p = next;
    }
    runs
}

/// The run evaluation itself against the engine, size by size, for every L ≤ R ≤ 12.
#[test]
fn the_run_evaluation_is_the_engines() {
    for l in 1..=12u64 {
        for r in l..=12 {
            let end = 4 * (l + r);
            let runs = runs_by_mex(l.into(), r.into(), end.into());
            let mut solver = Solver::new(Rules(Takes { l, r }));
            for x in 0..end {
                let run = runs.iter().rev().find(|run| run.0 <= u128::from(x)).unwrap();
                assert_eq!(run.1, model::grundy(&mut solver, x), "L = {l}, R = {r}, x = {x}");
            }
        }
    }
}

/// The formula at the scale of u64, where no search reaches and L + R may overflow, against
/// the run evaluation of the mex definition: rules with R ≤ 40 L from 2^32 to u64::MAX, every
/// run's first and last sizes and one inside, up to three periods or u64::MAX.
#[test]
fn the_formula_holds_up_to_u64_max_by_the_mex_runs() {
    let mut rng = Rng::new(9);
    let mut rules = vec![(u64::MAX, u64::MAX), (u64::MAX - 1, u64::MAX), (1 << 62, 1 << 63)];
    for _ in 0..300 {
        let l = rng.range(1 << 32, u64::MAX);
        let ratio = rng.range(1, 40);
        let r = rng.range(l, l.saturating_mul(ratio));
        rules.push((l, r));
    }
    for _ in 0..100 {
        let l = rng.range(1 << 32, 1 << 58);
        rules.push((l, rng.range(l, 20 * l)));
    }
    let mut checked = 0;
    for (l, r) in rules {
        let takes = Takes { l, r };
        let end = (3 * takes.period()).min(u128::from(u64::MAX) + 1);
        let runs = runs_by_mex(l.into(), r.into(), end);
        for (i, &(s, v)) in runs.iter().enumerate() {
            let last = runs.get(i + 1).map_or(end - 1, |next| next.0 - 1);
            let inside = s + u128::from(rng.next_u64()) % (last - s + 1);
            for x in [s, last, inside] {
                let x = u64::try_from(x).expect("below 2^64");
                assert_eq!(takes.grundy(x), v, "L = {l}, R = {r}, x = {x}");
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// `moves_to` lists exactly the sizes in a heap's window of the value asked, for every small
/// rule, heap and value.
#[test]
fn moves_to_lists_the_window_by_value() {
    for l in 1..=8u64 {
        for r in l..=14 {
            let takes = Takes { l, r };
            for x in 0..3 * (l + r) {
                for target in 0..=(l + r) / l + 1 {
                    let listed: Vec<u64> = takes
                        .moves_to(x, target)
                        .into_iter()
                        .flat_map(|(a, b)| (a..=b).rev())
                        .collect();
                    let by_rule: Vec<u64> = (l..=r.min(x))
                        .map(|k| x - k)
                        .filter(|&y| takes.grundy(y) == target)
                        .collect();
                    assert_eq!(listed, by_rule, "L = {l}, R = {r}, x = {x}, target {target}");
                }
            }
        }
    }
}

/// Every explained move takes L to R stones and leaves a position the model says is lost;
/// "every move loses" is said only of lost positions.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let input: Input = ConstrainedNim2::generate(&mut rng, Size::Small);
        match explain(&input) {
            Explanation::EveryMoveLoses => assert!(!model::answer(&input), "{input:?}"),
            Explanation::Take { index, from, to, .. } => {
                assert_eq!(input.heaps[index], from);
                let taken = from - to;
                assert!((input.takes.l..=input.takes.r).contains(&taken), "{input:?}: {taken}");
                let mut after = input.clone();
                after.heaps[index] = to;
                assert!(!model::answer(&after), "{input:?} -> {after:?}");
            }
        }
    }
    let huge = Input { takes: Takes { l: u64::MAX, r: u64::MAX }, heaps: vec![u64::MAX, 5] };
    assert_eq!(
        explain(&huge),
        Explanation::Take { index: 0, from: u64::MAX, to: 0, values: (1, 0) }
    );
}

/// The table is the model's, and refuses rules and sizes it would not search.
#[test]
fn the_table_is_the_models_and_checks_the_formula() {
    let args = |words: &[&str]| {
        Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap()
    };
    let grid = ConstrainedNim2::table(&args(&["--l", "3", "--r", "5"])).unwrap().unwrap();
    assert_eq!(grid.col_keys.len(), 3 * 8 + 25);
    let shown: Vec<String> = grid.cells[0][..9].iter().map(|c| c.text.clone()).collect();
    assert_eq!(shown, ["0", "0", "0", "1", "1", "1", "2", "2", "0"]);
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 49 cells")), "{:?}", grid.notes);
    assert!(grid.notes.iter().any(|n| n.ends_with("preperiod 0, period 8")), "{:?}", grid.notes);
    assert!(ConstrainedNim2::table(&args(&["--l", "0"])).unwrap().is_err());
    assert!(ConstrainedNim2::table(&args(&["--l", "5", "--r", "4"])).unwrap().is_err());
    assert!(ConstrainedNim2::table(&args(&["--l", "1", "--r", "100000"])).unwrap().is_err());
    assert!(ConstrainedNim2::table(&args(&["--n", "5"])).unwrap().is_err());
}
