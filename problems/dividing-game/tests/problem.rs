//! The fast solution, the judge path and the explanations against the game searched by
//! definition; Ω at the scale of u64 by an exact second method (numbers built from known
//! primes); the reader against the writer; every case in testdata.

use dividing_game::model::{Rules, grundy};
use dividing_game::omega::{Omega, SIEVE_LIMIT, is_prime};
use dividing_game::{DividingGame, Explanation, Input, explain};
use sg_core::Solver;
use workbench::Problem;
use workbench::random::{Rng, Size};

#[path = "problem/bad_input.rs"]
mod bad_input;

workbench::problem_tests!(DividingGame, cases = 3000, seed = 368);

/// The law itself, number by number: the searched Grundy value of every n ≤ 2000 is Ω(n).
#[test]
fn the_value_of_a_number_is_omega() {
    let omega = Omega::up_to(2000);
    let mut solver = Solver::new(Rules);
    for n in 1..=2000 {
        assert_eq!(grundy(&mut solver, n), u64::from(omega.of(n)), "n = {n}");
    }
}

/// The route beyond the sieve (trial division while p³ ≤ m, then Miller–Rabin) against the
/// sieve itself on every n up to 2^20, through a sieve too small to answer them.
#[test]
fn trial_division_agrees_with_the_sieve() {
    let full = Omega::up_to(SIEVE_LIMIT);
    let small = Omega::up_to(1);
    for n in 2..=1u64 << 20 {
        let (factors, rest) = full.small_factors(n);
        let by_division = factors.len() as u32
            + match rest {
                1 => 0,
                _ if is_prime(rest) => 1,
                _ => 2,
            };
        assert_eq!(by_division, full.of(n), "n = {n}");
        assert_eq!(small.limit(), 1);
    }
}

/// Ω at the scale of u64 by an exact second method: numbers multiplied together from primes
/// whose primality is known independently (sieve primes, and the large primes 2^32 − 5,
/// 2^32 − 17, 2^64 − 59, 2^61 − 1 and 10^9 + 7), so their Ω is the count of primes used.
#[test]
fn omega_holds_on_built_numbers_up_to_u64_max() {
    let omega = Omega::up_to(u64::MAX);
    let small: Vec<u64> = (2..SIEVE_LIMIT).filter(|&n| omega.of(n) == 1).collect();
    let large = [4_294_967_291u64, 4_294_967_279, (1 << 61) - 1, 1_000_000_007];
    assert_eq!(omega.of(18_446_744_073_709_551_557), 1, "2^64 − 59 is prime");
    assert_eq!(omega.of(u64::MAX), 7, "2^64 − 1 = 3·5·17·257·641·65537·6700417");
    assert_eq!(omega.of(1 << 63), 63);
    assert_eq!(omega.of(4_294_967_291 * 4_294_967_279), 2);
    assert_eq!(omega.of(4_294_967_291 * 4_294_967_291), 2);
    let mut rng = Rng::new(97);
    for _ in 0..3000 {
        let (mut n, mut count) = (1u64, 0);
        loop {
            let p = if rng.range(0, 3) == 0 {
                large[rng.range(0, large.len() as u64 - 1) as usize]
            } else {
                small[rng.range(0, small.len() as u64 - 1) as usize]
            };
            match n.checked_mul(p) {
                Some(m) => (n, count) = (m, count + 1),
                None => break,
            }
            if rng.range(0, 4) == 0 {
                break;
            }
        }
        assert_eq!(omega.of(n), count, "n = {n}");
    }
}

/// Every explained move replaces a number by a proper divisor and leaves a position the
/// model says is lost; "every move loses" is said only of lost positions.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(11);
    for _ in 0..1000 {
        let input: Input = DividingGame::generate(&mut rng, Size::Small);
        match explain(&input) {
            Explanation::EveryMoveLoses => assert!(!dividing_game::model::answer(&input)),
            Explanation::Replace { index, from, to, .. } => {
                assert_eq!(input.numbers[index], from);
                assert!(to < from && from % to == 0, "{input:?}: {from} -> {to}");
                let mut after = input.clone();
                after.numbers[index] = to;
                assert!(!dividing_game::model::answer(&after), "{input:?} -> {after:?}");
            }
        }
    }
}

/// A winning move on a number beyond the sieve, which needs its large prime factors.
#[test]
fn explanations_reach_numbers_beyond_the_sieve() {
    let p = 4_294_967_291u64 * 4_294_967_279;
    let input = Input { numbers: vec![p, 2] };
    let Explanation::Replace { index: 0, to, omegas: (2, 1), .. } = explain(&input) else {
        panic!("{:?}", explain(&input));
    };
    assert!(to == 4_294_967_291 || to == 4_294_967_279, "{to}");
}
