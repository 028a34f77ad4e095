//! The count against Nim searched after every discard; the reader against the writer; every
//! sample; the count at the judge's largest inputs.

#[path = "problem/bad_input.rs"]
mod bad_input;

use nim_discard_count::{Input, MODULUS, NimDiscardCount, answer};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(NimDiscardCount, cases = 3000, seed = 0x5970);

/// Every row of up to 5 piles of 0 to 3 and every `d` from 1 to 6 (beyond n too): the count
/// equals the discards after which the search of Nim says A loses.
#[test]
fn the_count_is_nim_searched_after_every_discard_on_every_small_row() {
    let mut rows = vec![vec![]];
    let mut checked = 0;
    for _ in 0..5 {
        rows = rows
            .into_iter()
            .flat_map(|r: Vec<u32>| (0..=3).map(move |p| [r.clone(), vec![p]].concat()))
            .collect();
        for piles in &rows {
            for d in 1..=6 {
                let input = Input { d, piles: piles.clone() };
                assert_eq!(answer(&input), NimDiscardCount::model(&input), "{input:?}");
                checked += 1;
            }
        }
    }
    assert!(checked > 7000, "{checked}");
}

/// Known counts at the judge's sizes: `n` equal piles `p` with `d` = 1 (the discards of XOR `X`
/// are the subsets of the right parity: 2^(n−1), less the whole row) and 2^20 − 1 with the
/// largest XOR range; and the generator's largest input stays within the judge's promise.
#[test]
fn the_count_at_the_largest_inputs() {
    let modulus = u64::from(MODULUS);
    let power = |e: u64| (0..e).fold(1u64, |p, _| p * 2 % modulus);
    for (n, p) in [(500_000u64, 20u32), (9, (1 << 20) - 1), (10, 1_000_000)] {
        let input = Input { d: 1, piles: vec![p; n as usize] };
        assert_eq!(answer(&input), (power(n - 1) + modulus - 1) % modulus, "{n} × {p}");
    }
    let max = NimDiscardCount::generate(&mut Rng::new(1), Size::Max);
    assert_eq!(max.piles.len(), 500_000);
    assert!(max.piles.iter().map(|&p| u64::from(p)).sum::<u64>() <= nim_discard_count::MAX_SUM);
    assert!(max.piles.iter().filter(|&&p| p > 1 << 19).count() >= 8);
    assert!(answer(&max) < modulus);
}
