//! The fast count against the coin game searched by definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use moving_coins::model::{self, Rules, placements};
use moving_coins::{Input, MODULUS, MovingCoins};
use sg_core::staircase::{first_player_wins, steps_of_nondecreasing};
use sg_core::{Outcome, Solver};

workbench::problem_tests!(MovingCoins, cases = 2500, seed = 0xc015);

/// The fast count of `m` coins on `n` cells.
fn winning_placements(n: usize, m: usize) -> u64 {
    moving_coins::answer(&Input { n, m })
}

/// The exhaustive check: every strip of at most 12 cells, every number of coins.
#[test]
fn counts_agree_for_every_strip_up_to_12_cells() {
    for n in 0..=12 {
        for m in 0..=n {
            let wins = model::answer(&Input { n, m });
            assert_eq!(winning_placements(n, m), wins, "n = {n}, m = {m}");
        }
    }
}

/// The reduction itself, placement by placement: the empty cells left of each coin form a
/// non-decreasing row, whose staircase decides the game.
#[test]
fn each_placement_is_a_staircase() {
    let mut solver = Solver::new(Rules);
    for n in 0..=12 {
        for m in 0..=n {
            for mask in placements(n, m) {
                let cells = (0..n as u64).filter(|c| mask >> c & 1 == 1);
                let empty_left: Vec<u64> = cells.enumerate().map(|(i, c)| c - i as u64).collect();
                let wins = solver.outcome(&mask) == Outcome::Win;
                assert_eq!(
                    first_player_wins(steps_of_nondecreasing(&empty_left)),
                    wins,
                    "{mask:b}"
                );
            }
        }
    }
}

/// Beyond the brute force: counts that follow from the rules by hand.
#[test]
fn hand_counted_families() {
    for n in [1, 2, 3, 50, 1000, 150_000] {
        // One coin: it wins unless it stands on the first cell.
        assert_eq!(winning_placements(n, 1), (n as u64 - 1) % MODULUS, "n = {n}");
        // A full strip cannot move.
        assert_eq!(winning_placements(n, n), 0, "n = {n}");
    }
    for n in 1..=101 {
        // One hole at cell e: each move shifts it right by one, so the game lasts n − e moves.
        assert_eq!(winning_placements(n, n - 1), n as u64 / 2, "n = {n}");
    }
}

#[test]
fn odd_sums_have_no_xor_zero_tuples_and_pairs_are_equal() {
    let binomials = moving_coins::Binomials::up_to(10);
    // Two values with XOR 0 are equal: exactly one pair for every even sum.
    assert!(moving_coins::xor_zero_tuples(2, 40, &binomials).iter().all(|&w| w == 1));
    // One value with XOR 0 is 0.
    let single = moving_coins::xor_zero_tuples(1, 40, &binomials);
    assert_eq!(single[0], 1);
    assert!(single[1..].iter().all(|&w| w == 0));
}
