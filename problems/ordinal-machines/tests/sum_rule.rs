//! The sum rule (the first player wins iff the ordinal nim-sum is not 0) against an exact
//! search of sums of machines with `c ≤ 1`, and hand-proven cases with larger `c`.
//!
//! **The finite check.** A machine with `c = 0` is a Nim heap of size `a`; with `c = 1` it can
//! lower `a` or become a heap of any size `x ≥ b`. Nim heaps together behave as one heap of
//! their XOR `h` (Bouton; the copy strategy behind "G + G loses" makes that an equivalence in
//! any sum, finite or not). So a position is `(h, M)`, `M` the multiset of `(a, b)` of its
//! `c = 1` machines, with moves: `h → h′ < h`; lower some `a_j`; or replace machine `j` by a
//! heap `x ≥ b_j`, reaching `(h ⊕ x, M − j)`.
//!
//! For fixed `M` at most one `h` loses for the mover (from any larger `h` one moves to it), and
//! it is the least `h` from which no machine move reaches a losing position — call it `p(M)`,
//! or none. Lowering `a_j` to `a′` loses for the opponent iff `h = p(M[a_j := a′])`; replacing
//! machine `j` loses for the opponent iff `h ⊕ x = p(M − j)` for some `x ≥ b_j`, and the only
//! such `x` is `h ⊕ p(M − j)`. So the unbounded choice of `x` matters at exactly one point, and
//! the bound on `x` is exact: `h` is admissible iff `h ⊕ p(M − j) < b_j` for every `j` with
//! `p(M − j)` defined, a finite set of `h` as soon as one is. Recursion on `M` (every machine
//! move lowers `Σ a` or the number of machines) computes `p` exactly, with no truncation.

use std::collections::HashMap;

use ordinal_machines::{Input, Machine, grundy};
use sg_core::ordinal::Ordinal;

/// `p(M)` for sorted `M`, memoised.
fn losing_heap(
    machines: &[(u64, u64)],
    memo: &mut HashMap<Vec<(u64, u64)>, Option<u64>>,
) -> Option<u64> {
    if let Some(&p) = memo.get(machines) {
        return p;
    }
    let mut excluded = Vec::new();
    let mut constraints = Vec::new();
    for (j, &(a, b)) in machines.iter().enumerate() {
        for lower in 0..a {
            let mut next = machines.to_vec();
            next[j] = (lower, b);
            next.sort_unstable();
            excluded.extend(losing_heap(&next, memo));
        }
        let mut without = machines.to_vec();
        without.remove(j);
        if let Some(q) = losing_heap(&without, memo) {
            constraints.push((q, b));
        }
    }
    let admissible = |h: &u64| !excluded.contains(h) && constraints.iter().all(|&(q, b)| h ^ q < b);
    let p = match constraints.first() {
        None => (0..).find(admissible),
        Some(&(q, b)) => (0..b).map(|y| q ^ y).filter(admissible).min(),
    };
    memo.insert(machines.to_vec(), p);
    p
}

/// The fast verdict on these machines, as the judge's line; the judge path on the input's text
/// must print the same.
fn verdict(states: &[(u64, u64, u64)]) -> String {
    let machines = states.iter().map(|&(a, b, c)| Machine::new(a, b, c).unwrap()).collect();
    let input = Input { machines };
    let mut line = Vec::new();
    ordinal_machines::write_answer(&ordinal_machines::answer(&input), &mut line);
    let text = workbench::problem::to_text::<ordinal_machines::OrdinalMachines>(&input);
    assert_eq!(judge::run(ordinal_machines::solve, &mut &text[..]).unwrap(), line, "{states:?}");
    String::from_utf8(line).unwrap()
}

fn exact_verdict(
    heaps: &[u64],
    ones: &[(u64, u64)],
    memo: &mut HashMap<Vec<(u64, u64)>, Option<u64>>,
) -> &'static str {
    let h = heaps.iter().fold(0, |s, x| s ^ x);
    let mut sorted = ones.to_vec();
    sorted.sort_unstable();
    if losing_heap(&sorted, memo) == Some(h) { "second\n" } else { "first\n" }
}

#[test]
fn losing_heaps_are_the_finite_part_of_the_nim_sum() {
    // p(M) exists iff an even number of machines have a ≥ b (ω-coefficient 0), and then it is
    // the XOR of the finite parts: the sum rule, for every h at once.
    let mut memo = HashMap::new();
    let pairs: Vec<(u64, u64)> = (0..6).flat_map(|a| (0..6).map(move |b| (a, b))).collect();
    let mut sets: Vec<Vec<(u64, u64)>> = vec![vec![]];
    for &p in &pairs {
        sets.push(vec![p]);
        for &q in &pairs {
            sets.push(vec![p, q]);
        }
    }
    for set in sets {
        let mut sorted = set.clone();
        sorted.sort_unstable();
        let values: Vec<Ordinal> = set.iter().map(|&(a, b)| grundy(a, b, 1).unwrap()).collect();
        let sum = sg_core::ordinal::nim_sum(&values);
        let expected = if sum.coefficient(1) == 0 { Some(sum.finite_part()) } else { None };
        assert_eq!(losing_heap(&sorted, &mut memo), expected, "{set:?}");
    }
}

#[test]
fn random_sums_of_level_0_and_1_machines_agree_with_the_exact_search() {
    let mut memo = HashMap::new();
    let mut rng = workbench::random::Rng::new(0x5a11);
    let mut seconds = 0;
    for _ in 0..3000 {
        let heaps: Vec<u64> = (0..rng.range(0, 3)).map(|_| rng.range(0, 12)).collect();
        let ones: Vec<(u64, u64)> =
            (0..rng.range(0, 4)).map(|_| (rng.range(0, 6), rng.range(0, 6))).collect();
        let mut machines: Vec<(u64, u64, u64)> = heaps
            .iter()
            .map(|&a| (a, rng.range(0, 9), 0))
            .chain(ones.iter().map(|&(a, b)| (a, b, 1)))
            .collect();
        rng.shuffle(&mut machines);
        if machines.is_empty() {
            continue;
        }
        let exact = exact_verdict(&heaps, &ones, &mut memo);
        seconds += usize::from(exact == "second\n");
        assert_eq!(verdict(&machines), exact, "{machines:?}");
    }
    assert!(seconds > 100, "too few losing positions to be a test: {seconds}");
}

/// A few machines (the states of `hand_proven_cases`).
const G: [(u64, u64, u64); 4] =
    [(5, 2, 7), (1_000_000_000_000_000_000, 3, 1_000_000_000_000_000_000), (0, 9, 2), (7, 7, 1)];

#[test]
fn hand_proven_cases() {
    // G + G loses for the mover (copy the opponent's move in the other copy), whatever G is.
    for g in G {
        assert_eq!(verdict(&[g, g]), "second\n", "{g:?}");
        // A losing machine added changes nothing: (0, 5, 1) has only moves to heaps x ≥ 5,
        // from which the opponent empties the heap; in a sum, answer there and copy elsewhere.
        assert_eq!(verdict(&[g, (0, 5, 1), g]), "second\n", "{g:?}");
    }
    // One machine with c ≥ 2 wins: jump to the dead state (0, 0, 0) by move 3.
    for c in [2, 3, 10, 1_000_000_000_000_000_000, u64::MAX] {
        assert_eq!(verdict(&[(0, 0, c)]), "first\n");
        assert_eq!(verdict(&[(123, u64::MAX, c)]), "first\n");
    }
    // (1, 1, 1) + (0, 0, 1), both of value ω but not equal: every move loses. Lowering the first
    // to (0, 1, 1) is answered by turning the second into heap 0, leaving (0, 1, 1) alone, which
    // loses (its moves give a heap x ≥ 1, emptied in reply). Turning either into a heap x (x ≥ 1
    // for the first) is answered by turning the other into heap x, or, for x = 0 from the
    // second, by lowering the first to (0, 1, 1).
    assert_eq!(verdict(&[(1, 1, 1), (0, 0, 1)]), "second\n");
    // One level-1 machine (0, 0, 1) wins: turn it into the empty heap.
    assert_eq!(verdict(&[(0, 0, 1)]), "first\n");
}
