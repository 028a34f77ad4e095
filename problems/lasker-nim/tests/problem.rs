//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the closed form against the engine and, at `u64` scale, against the mex
//! recursion itself.

#[path = "problem/bad_input.rs"]
mod bad_input;

use lasker_nim::model::{HeapRules, Rules, WholeRules, first_player_wins};
use lasker_nim::{Explanation, Input, LaskerNim, grundy};
use sg_core::{Outcome, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(LaskerNim, cases = 3000, seed = 0x1a5e);

/// The closed form is the engine's value (takes and splits into sums) for every heap to 1000.
#[test]
fn closed_form_matches_the_engine_on_every_heap_to_1000() {
    let mut solver = Solver::new(HeapRules);
    for x in 0..=1000u64 {
        assert_eq!(u128::from(solver.grundy(&x)), grundy(x), "heap {x}");
    }
}

/// The engine's Sprague–Grundy sum (a split is worth the XOR of its parts, a test the XOR of
/// its heaps) agrees with searching whole multisets of heaps, where no XOR is used: every
/// multiset of total at most 18.
#[test]
fn sums_agree_with_whole_position_search() {
    fn multisets(total: u64, max: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        out.push(prefix.clone());
        for h in 1..=max.min(total) {
            prefix.push(h);
            multisets(total - h, h, prefix, out);
            prefix.pop();
        }
    }
    let mut all = Vec::new();
    multisets(18, 18, &mut Vec::new(), &mut all);
    let mut whole = Solver::new(WholeRules);
    let mut heaps = Solver::new(Rules);
    for mut position in all {
        position.sort_unstable();
        let by_sum = first_player_wins(&mut heaps, &position);
        assert_eq!(whole.outcome(&position) == Outcome::Win, by_sum, "{position:?}");
        assert_eq!(lasker_nim::first_player_wins(&position), by_sum, "{position:?}");
    }
}

/// The induction step of the crate's proof at heap `x`, exactly, for any `u64`: assuming the
/// closed form below `x`, the mex of the options' values is `g(x)`. Takes: `g` permutes each
/// block `{4m+1..4m+4}` (checked here for the block below `x`'s), so `{g(k) : k < x}` is `[0, 4m]` plus
/// `g` of the block's members below `x`. Splits: `g(a) ^ g(x − a) mod 4` is fixed by the residues
/// of `a` and `x − a`, so a value is unreachable by splits when no residue pair gives its low
/// bits; a reachable one needs an explicit witness split.
fn mex_recursion_holds_at(grundy: fn(u64) -> u128, x: u64) -> bool {
    let low = |y: u64| grundy(y) % 4;
    let base = (x - 1) / 4 * 4; // the block is base+1 ..= base+4
    // The block just below x's (x's own may end at 2^64, past u64): g permutes it, and its
    // low bits repeat those of the first block.
    if let Some(below) = base.checked_sub(4) {
        let block: Vec<u64> = (1..=4).map(|r| below + r).collect();
        let mut images: Vec<u128> = block.iter().map(|&y| grundy(y)).collect();
        images.sort_unstable();
        if images != block.iter().map(|&y| u128::from(y)).collect::<Vec<_>>() {
            return false;
        }
        if (1..=4u64).any(|r| low(r) != low(below + r)) {
            return false;
        }
    }
    if (1..=4u64).any(|r| low(r) != low(r + 4)) {
        return false;
    }
    let takes: Vec<u128> = (base + 1..x).map(grundy).collect();
    let split_reaches = |w: u128| -> Option<bool> {
        // A witness among the splits with a small part.
        if (1..=8.min(x / 2)).any(|a| grundy(a) ^ grundy(x - a) == w) {
            return Some(true);
        }
        // An obstruction: no residue pair (a, x − a) with a, x − a ≥ 1 gives w's low bits.
        let possible = x >= 2
            && (1..=4u64).any(|ra| {
                let rb = (x % 4 + 8 - ra) % 4;
                let rb = if rb == 0 { 4 } else { rb };
                (low(ra) ^ low(rb)) == w % 4
            });
        if possible { None } else { Some(false) }
    };
    let target = grundy(x);
    // Every value in [base + 1, target) must be reached; target must not be.
    for w in u128::from(base) + 1..target {
        if !takes.contains(&w) && split_reaches(w) != Some(true) {
            return false;
        }
    }
    !takes.contains(&target) && split_reaches(target) == Some(false)
}

/// The induction step checked exactly where small cases cannot reach: around 2^31 (where
/// `g(2^31 − 1) = 2^31` leaves `i32`), 2^32, 2^63 and up to `u64::MAX` (where `g = 2^64`
/// leaves `u64`), and on the first heaps, where it is also compared with the engine above.
#[test]
fn the_closed_form_satisfies_the_mex_recursion_at_u64_scale() {
    assert_eq!(grundy((1 << 31) - 1), 1 << 31);
    assert_eq!(grundy(u64::MAX), 1 << 64);
    assert_eq!(grundy(u64::MAX - 3), u128::from(u64::MAX) - 4);
    let around = |c: u64| c.saturating_sub(50)..=c.saturating_add(50);
    let heaps = (1..=200)
        .chain(around(1 << 31))
        .chain(around(1 << 32))
        .chain(around(1 << 63))
        .chain(u64::MAX - 100..=u64::MAX);
    for x in heaps {
        assert!(mex_recursion_holds_at(grundy, x), "heap {x}");
    }
}

/// The checker above is not vacuous: it refuses plausible wrong closed forms (plain Nim's
/// `g(x) = x`, the ≡ 0/3 swap applied to ≡ 1/2 instead) at the same heaps.
#[test]
fn the_recursion_checker_refuses_wrong_closed_forms() {
    fn plain(x: u64) -> u128 {
        u128::from(x)
    }
    fn swapped(x: u64) -> u128 {
        let v = u128::from(x);
        match x % 4 {
            1 => v + 1,
            2 => v - 1,
            _ => v,
        }
    }
    for wrong in [plain as fn(u64) -> u128, swapped] {
        for x in [3, 7, (1 << 31) - 1, u64::MAX] {
            assert!(!mex_recursion_holds_at(wrong, x), "heap {x}");
        }
    }
}

/// Verdicts that a narrower value type gets wrong: `g(u64::MAX) = 2^64` wrapped to 0 would
/// say Bob alone, and saturated to `u64::MAX` it would cancel `g(u64::MAX − 1) ^ g(1)`.
#[test]
fn verdicts_at_the_top_need_exact_values() {
    assert!(lasker_nim::first_player_wins(&[u64::MAX]));
    assert!(lasker_nim::first_player_wins(&[u64::MAX, u64::MAX - 1, 1]));
    assert!(!lasker_nim::first_player_wins(&[u64::MAX, u64::MAX]));
    assert!(!lasker_nim::first_player_wins(&[(1 << 31) - 1, (1 << 31) - 2, (1 << 32) - 2]));
}

/// Every explained move is legal and leaves a position the model says is lost; "every move
/// loses" is said only of positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(11);
    for _ in 0..1000 {
        let input: Input = LaskerNim::generate(&mut rng, Size::Small);
        for (heaps, explanation) in input.tests.iter().zip(lasker_nim::explain(&input)) {
            let mut after = heaps.clone();
            match explanation {
                Explanation::EveryMoveLoses => {
                    assert!(!first_player_wins(&mut solver, heaps), "{heaps:?}");
                    continue;
                }
                Explanation::Take { heap, from, to } => {
                    assert_eq!(heaps[heap], from, "{heaps:?}");
                    assert!(to < from, "{heaps:?}: {explanation:?}");
                    after[heap] = to;
                }
                Explanation::Split { heap, from } => {
                    assert_eq!(heaps[heap], from, "{heaps:?}");
                    assert!(from >= 2, "{heaps:?}: {explanation:?}");
                    after[heap] = from - 1;
                    after.push(1);
                }
            }
            assert!(!first_player_wins(&mut solver, &after), "{heaps:?} -> {after:?}");
        }
    }
}
