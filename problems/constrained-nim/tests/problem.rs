//! The fast solution, the judge path, the explanations and the player against the game searched
//! by definition; the values at the scale of u64 by two exact second methods (the shift
//! identity, checked against the search, and an independent interval computation of the mex);
//! the reader against the writer; every case in testdata.

use std::collections::BTreeMap;

use constrained_nim::model::{Rules, grundy};
use constrained_nim::values::Values;
use constrained_nim::{ConstrainedNim, Explanation, Input, explain};
use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};

#[path = "problem/bad_input.rs"]
mod bad_input;

workbench::problem_tests!(ConstrainedNim, cases = 3000, seed = 255);

/// A random forbidden set on heaps up to `top`: `count` pairs, clustered on a few heaps so that
/// exceptions have several forbidden takes and targets fall on other exceptions.
fn dense_pairs(rng: &mut Rng, top: u64, count: u64) -> Vec<(u64, u64)> {
    let hot: Vec<u64> = (0..rng.range(1, 8)).map(|_| rng.range(1, top)).collect();
    (0..count)
        .map(|_| {
            let x = if rng.chance(2, 3) { hot[rng.below(hot.len())] } else { rng.range(1, top) };
            (x, rng.range(1, x))
        })
        .collect()
}

/// The law itself, heap by heap: on 3000 random forbidden sets of up to 60 pairs on heaps up
/// to 40, the value of every heap up to 48 is the searched Grundy value.
#[test]
fn every_value_is_the_searched_grundy_value() {
    let mut rng = Rng::new(0x255);
    for case in 0..3000 {
        let top = rng.range(1, 40);
        let count = rng.range(0, 60);
        let pairs = dense_pairs(&mut rng, top, count);
        let values = Values::new(&pairs);
        let mut solver = Solver::new(Rules::new(&pairs));
        for x in 0..=48 {
            assert_eq!(values.get(x), grundy(&mut solver, x), "case {case}, heap {x}: {pairs:?}");
        }
    }
}

/// The heaps of each value below a heap, and the moves to them, are exactly those the search
/// finds (what `--explain` and the player choose from).
#[test]
fn heaps_of_each_value_are_those_searched() {
    let mut rng = Rng::new(7);
    for _ in 0..500 {
        let top = rng.range(1, 24);
        let count = rng.range(0, 40);
        let pairs = dense_pairs(&mut rng, top, count);
        let values = Values::new(&pairs);
        let mut solver = Solver::new(Rules::new(&pairs));
        let searched: Vec<u64> = (0..=30).map(|x| grundy(&mut solver, x)).collect();
        for x in 0..=30u64 {
            for v in 0..=searched[x as usize] {
                let below: Vec<u64> = (0..x).filter(|&j| searched[j as usize] == v).collect();
                assert_eq!(values.heaps_of_value(v, x), below, "value {v} below {x}: {pairs:?}");
                let legal: Vec<u64> =
                    below.into_iter().filter(|&j| !pairs.contains(&(x, x - j))).collect();
                assert_eq!(values.moves_to(x, v), legal, "moves of {x} to value {v}: {pairs:?}");
            }
        }
    }
}

/// The shift identity, an exact second method at the scale of u64: forbidding the same takes
/// `D` stones higher gives `g'(x) = x` below `D` and `g'(D + k) = g(k) + D` (the options of
/// `D + k` are every heap below `D`, whose values are `0 … D − 1`, and the options of `k`
/// moved up by `D`; induction on `k`). Held against the search of the unshifted game for
/// shifts of 10^18, near 2^63 and up to 2^64 − 1 − 40.
#[test]
fn shifted_exceptions_shift_the_values() {
    let mut rng = Rng::new(0x5417);
    let shifts = [1_000_000_000_000_000_000, 1 << 63, u64::MAX - 40, u64::MAX - 1_000_001];
    for case in 0..600 {
        let top = rng.range(1, 40);
        let count = rng.range(0, 50);
        let pairs = dense_pairs(&mut rng, top, count);
        let mut solver = Solver::new(Rules::new(&pairs));
        let d = if case % 5 == 4 {
            rng.range(1 << 62, u64::MAX - 40)
        } else {
            shifts[case % shifts.len()]
        };
        let shifted: Vec<(u64, u64)> = pairs.iter().map(|&(x, y)| (x + d, y)).collect();
        let values = Values::new(&shifted);
        for k in 0..=40 {
            assert_eq!(
                values.get(d + k),
                grundy(&mut solver, k) + d,
                "D = {d}, k = {k}: {pairs:?}"
            );
        }
        for j in [0, 1, d / 2, d - 1] {
            assert_eq!(values.get(j), j, "below the shift, D = {d}");
        }
    }
}

/// The values of heaps 0, 1, … as pieces: a run of heaps `first..=last` whose values climb by
/// one from `value`. Everything in u128, so that 2^64 − 1 needs no care.
type Pieces = Vec<(u128, u128, u128)>;

/// The value intervals of `pieces` with the heaps `cut` (sorted) left out, sorted by start.
fn value_intervals(pieces: &Pieces, cut: &[u128]) -> Vec<(u128, u128)> {
    let mut intervals = Vec::new();
    for &(first, last, value) in pieces {
        let mut from = first;
        for &c in cut.iter().filter(|&&c| first <= c && c <= last) {
            if c > from {
                intervals.push((value + (from - first), value + (c - 1 - first)));
            }
            from = c + 1;
        }
        if from <= last {
            intervals.push((value + (from - first), value + (last - first)));
        }
    }
    intervals.sort_unstable();
    intervals
}

/// The least value in no interval.
fn mex(intervals: &[(u128, u128)]) -> u128 {
    let mut least = 0;
    for &(a, b) in intervals {
        if a > least {
            break;
        }
        least = least.max(b + 1);
    }
    least
}

/// Heaps `first..=last`, none with a forbidden take: each is worth the mex of every value
/// before it, so together they take the smallest values missing so far, from below, gap by gap.
fn fill_run(pieces: &mut Pieces, first: u128, last: u128) {
    let present = value_intervals(pieces, &[]);
    let (mut heap, mut least) = (first, 0u128);
    let mut gaps = Vec::new();
    for &(a, b) in &present {
        if a > least {
            gaps.push((least, a - 1));
        }
        least = least.max(b + 1);
    }
    gaps.push((least, u128::MAX));
    for (a, b) in gaps {
        if heap > last {
            break;
        }
        let count = (b - a).min(last - heap) + 1;
        pieces.push((heap, heap + count - 1, a));
        heap += count;
    }
}

/// The value of each query heap by the definition over intervals of values, assuming nothing
/// of the shape the fast solution relies on (neither that every value below the maximum
/// occurs nor how often): runs between exceptions filled by [`fill_run`], an exception the
/// [`mex`] of every piece with its forbidden targets cut out.
fn interval_values(pairs: &[(u64, u64)], queries: &[u64]) -> Vec<u64> {
    let mut targets: BTreeMap<u128, Vec<u128>> = BTreeMap::new();
    for &(x, y) in pairs {
        targets.entry(u128::from(x)).or_default().push(u128::from(x - y));
    }
    let mut pieces = Pieces::new();
    let mut next = 0u128;
    for (&x, cut) in &mut targets {
        cut.sort_unstable();
        cut.dedup();
        if x > next {
            fill_run(&mut pieces, next, x - 1);
        }
        let value = mex(&value_intervals(&pieces, cut));
        pieces.push((x, x, value));
        next = x + 1;
    }
    let top = u128::from(queries.iter().copied().max().unwrap_or(0));
    if next <= top {
        fill_run(&mut pieces, next, top);
    }
    queries
        .iter()
        .map(|&q| {
            let q = u128::from(q);
            let &(first, _, value) =
                pieces.iter().find(|&&(first, last, _)| first <= q && q <= last).unwrap();
            u64::try_from(value + (q - first)).unwrap()
        })
        .collect()
}

/// The interval computation agrees with the search on small games: the second method is
/// itself checked before it checks the fast solution at scale.
#[test]
fn the_interval_computation_agrees_with_the_search() {
    let mut rng = Rng::new(31);
    let queries: Vec<u64> = (0..=48).collect();
    for _ in 0..1000 {
        let top = rng.range(1, 40);
        let count = rng.range(0, 60);
        let pairs = dense_pairs(&mut rng, top, count);
        let mut solver = Solver::new(Rules::new(&pairs));
        let searched: Vec<u64> = queries.iter().map(|&x| grundy(&mut solver, x)).collect();
        assert_eq!(interval_values(&pairs, &queries), searched, "{pairs:?}");
    }
}

/// Sparse exceptions anywhere in u64, in clusters near 10^18, near 2^64 − 1 and at random,
/// with takes that land inside their own cluster, in another one, or far from all: the fast
/// values (and the verdict on heaps drawn from them) against the interval computation.
#[test]
fn values_near_the_top_of_u64_agree_with_the_interval_computation() {
    let mut rng = Rng::new(0x64);
    for case in 0..400 {
        let bases: Vec<u64> = (0..rng.range(1, 4))
            .map(|i| match (case + i) % 3 {
                0 => u64::MAX - rng.range(0, 60),
                1 => 1_000_000_000_000_000_000 - rng.range(0, 60),
                _ => rng.range(0, u64::MAX - 60),
            })
            .collect();
        let mut pairs = Vec::new();
        for _ in 0..rng.range(1, 40) {
            let base = bases[rng.below(bases.len())];
            let x = base.saturating_add(rng.range(0, 30)).max(1);
            let to = match rng.range(0, 3) {
                0 => x.saturating_sub(rng.range(1, 6)),
                1 => bases[rng.below(bases.len())].saturating_add(rng.range(0, 30)),
                _ => rng.range(0, x - 1),
            };
            let to = if to >= x { x - 1 } else { to };
            pairs.push((x, x - to));
        }
        let mut queries: Vec<u64> = vec![0, 1, u64::MAX, u64::MAX - 1];
        for &b in &bases {
            queries.extend((0..=40).map(|k| b.saturating_add(k)));
            queries.extend((1..=5).map(|k| b.saturating_sub(k)));
        }
        queries.extend(pairs.iter().flat_map(|&(x, y)| [x, x - y]));
        let values = Values::new(&pairs);
        let expected = interval_values(&pairs, &queries);
        for (&q, &e) in queries.iter().zip(&expected) {
            assert_eq!(values.get(q), e, "case {case}, heap {q}: {pairs:?}");
        }
        let heaps: Vec<u64> =
            (0..rng.range(1, 6)).map(|_| queries[rng.below(queries.len())]).collect();
        let sum = heaps
            .iter()
            .fold(0, |s, &h| s ^ expected[queries.iter().position(|&q| q == h).unwrap()]);
        let input = Input { heaps, forbidden: pairs };
        assert_eq!(constrained_nim::answer(&input), sum != 0, "case {case}");
    }
}

/// Every explained move is legal and leaves a position the model says is lost; "every move
/// loses" is said only of lost positions.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(11);
    for _ in 0..2000 {
        let input: Input = ConstrainedNim::generate(&mut rng, Size::Small);
        match explain(&input) {
            Explanation::EveryMoveLoses => assert!(!constrained_nim::model::answer(&input)),
            Explanation::Take { heap, from, to, .. } => {
                assert_eq!(input.heaps[heap], from);
                assert!(to < from, "{input:?}: {from} -> {to}");
                assert!(!input.forbidden.contains(&(from, from - to)), "{input:?}: forbidden");
                let mut after = input.clone();
                after.heaps[heap] = to;
                assert!(!constrained_nim::model::answer(&after), "{input:?} -> {after:?}");
            }
        }
    }
}
