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

/// The board played move by move ([`dividing_game::model::Board`]) is the sum of the numbers
/// of [`Rules`]: every option replaces one number by an option of the rules.
#[test]
fn the_board_is_the_sum_of_its_numbers() {
    use dividing_game::model::{Board, Divide};
    use sg_core::{Game, Moves};
    let mut board = Solver::new(Board);
    let mut numbers = Solver::new(Rules);
    for position in [vec![12], vec![12, 18, 7], vec![1, 64], vec![30, 30, 8, 9]] {
        let by_board = board.grundy_of_sum(&Board.parts(position.clone()));
        assert_eq!(by_board, numbers.grundy_of_sum(&position), "{position:?}");
    }
    let moves: Vec<Divide> = Board.legal_moves(&vec![12, 1, 9]).collect();
    assert_eq!(moves.len(), Rules.moves(&12).len() + Rules.moves(&9).len());
    assert_eq!(moves[0], Divide { number: 0, to: 1 });
    assert_eq!(Board.play(&vec![12, 1, 9], moves.last().unwrap()), [12, 1, 3]);
}

/// The perfect player against random replies, from every board of one number up to 64 and of
/// two numbers up to 24, both sides first: whenever the model (the board searched by
/// sg-core's engine) says the player to move wins, the computer's move leaves a lost
/// position, and it wins.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    use dividing_game::model::Board;
    use sg_core::{Moves, Outcome};
    use workbench::play::{Play, Side, Words, perfect_game};
    let mut solver = Solver::new(Board);
    let mut wins =
        |numbers: &Vec<u64>| solver.outcome_of_sum(&Board.parts(numbers.clone())) == Outcome::Win;
    let mut starts: Vec<String> = (2..=64).map(|n| n.to_string()).collect();
    for a in 1..=24 {
        for b in a..=24 {
            starts.push(format!("{a} {b}"));
        }
    }
    let mut rng = Rng::new(368);
    let mut won_games = 0;
    for typed in &starts {
        for first in [Side::Computer, Side::User] {
            let start = DividingGame::from_words(&Words::parse(typed).unwrap()).unwrap();
            let held = perfect_game(start.game, start.position, first, &mut rng, &mut wins)
                .unwrap_or_else(|e| panic!("{typed}: {e}"));
            won_games += usize::from(held);
        }
    }
    assert!(won_games >= 200, "{won_games}");
}

/// Moves in words: every legal move read back from its words; divisors the rules forbid
/// refused with a reason; boards beyond what is played refused.
#[test]
fn moves_and_boards_in_words() {
    use dividing_game::model::{Board, Divide};
    use sg_core::Moves;
    use workbench::play::{Play, Playable, Words};
    let start = DividingGame::from_words(&Words::parse("12 1 30").unwrap()).unwrap();
    let (table, numbers) = (start.game, start.position);
    for m in Board.legal_moves(&numbers) {
        let said = table.describe(&numbers, &m);
        assert_eq!(table.parse_move(&numbers, &said), Ok(m), "{said}");
    }
    assert_eq!(table.parse_move(&numbers, "number 3 to 15"), Ok(Divide { number: 2, to: 15 }));
    let refused = |typed: &str| table.parse_move(&numbers, typed).unwrap_err();
    assert!(refused("replace number 1 by 5").contains("not a proper divisor"));
    assert!(refused("replace number 1 by 12").contains("not a proper divisor"));
    assert!(refused("replace number 1 by 0").contains("not a proper divisor"));
    assert!(refused("replace number 2 by 1").contains("not a proper divisor"));
    assert!(refused("replace number 4 by 1").contains("no number 4"));
    assert!(refused("replace by 2").contains("which number"));
    assert!(refused("take 2 from heap 1").contains("take"));
    let board = |typed: &str| DividingGame::from_words(&Words::parse(typed).unwrap());
    assert!(board("1000001").unwrap_err().contains("1000000"));
    assert!(board("4 0").unwrap_err().contains("0 is not"));
    assert!(board("").is_err());
    assert_eq!(board("1000000").map(|s| s.position), Ok(vec![1_000_000]));
}

/// The judge's largest input is played: one game, its verdict the crate's, and when won, its
/// first winning move (by the insight) leaves a board the crate calls lost.
#[test]
fn a_judge_size_input_is_played() {
    use sg_core::Moves;
    use workbench::play::{Play, Playable};
    for seed in 0..4 {
        let input = DividingGame::generate(&mut Rng::new(seed), Size::Max);
        let [start] = &DividingGame::games(&input).unwrap()[..] else { panic!("one game") };
        let verdict = dividing_game::answer(&input);
        assert_eq!(start.game.wins(&start.position), verdict, "seed {seed}");
        if verdict {
            let m = start.game.winning_moves(&start.position).next().expect("a winning move");
            let numbers = start.game.rules().play(&start.position, &m);
            assert!(!dividing_game::answer(&Input { numbers }), "seed {seed}: {m:?}");
        }
    }
}
