//! The fast solution, the judge path and the explanations against the partizan game searched by
//! definition; Dawson's Kayles values of the judge path against sg-core's proof and a long
//! direct computation.

#[path = "problem/bad_input.rs"]
mod bad_input;

use colouring_game::model::{self, Position, Rules};
use colouring_game::{ColouringGame, Explanation, Input, Lost};
use sg_core::octal::{OctalGame, RemoveExactly};
use sg_core::{Moves, Solver};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(ColouringGame, cases = 3000, seed = 0x1704);

/// Every row of 1 to 11 cells: the majority rule and Dawson's Kayles on the runs agree with the
/// partizan search (4094 rows; the search shares its memo among them).
#[test]
fn every_row_up_to_eleven_cells_agrees_with_the_model() {
    let dawson = colouring_game::dawsons_kayles();
    let mut solver = Solver::new(Rules);
    let mut counted = [0usize; 2];
    for n in 1..=11u32 {
        for mask in 0u32..1 << n {
            let row: Vec<u8> =
                (0..n).map(|i| if mask >> i & 1 == 1 { b'R' } else { b'B' }).collect();
            let fast = colouring_game::alice_wins(&row, &dawson);
            assert_eq!(
                fast,
                model::alice_wins(&mut solver, &row),
                "{}",
                String::from_utf8_lossy(&row)
            );
            counted[usize::from(fast)] += 1;
        }
    }
    assert!(counted.iter().all(|&c| c > 1000), "{counted:?}");
}

/// The judge path's Dawson's Kayles values: the Guy–Smith test proves period 34 from 53 within
/// the judge path's search, the values agree with octal 0.07 by its definition, and with a
/// direct computation far beyond the search (L ≤ 40 000).
#[test]
fn dawsons_kayles_period_is_proven_and_holds_far_out() {
    let dawson = colouring_game::dawsons_kayles();
    let seq = dawson.sequence().expect("periodic");
    assert_eq!((seq.preperiod(), seq.period()), (53, 34));
    let definition = OctalGame::remove_exactly(2).values(300);
    for (len, &g) in definition.iter().enumerate() {
        assert_eq!(colouring_game::run_value(&dawson, len), g, "L = {len}");
    }
    let direct = RemoveExactly::prefix(2, 40_000);
    for len in 0..=40_000 {
        assert_eq!(dawson.get(len), direct.get(len), "L = {len}");
    }
}

/// Long rows at the judge's sizes, against the same rule computed from directly computed
/// values: one alternating run of each length near 40 000 (equal counts when even), and
/// balanced rows of long runs whose lengths reach there, alone and twice.
#[test]
fn long_rows_agree_with_directly_computed_values() {
    let dawson = colouring_game::dawsons_kayles();
    let direct = RemoveExactly::prefix(2, 40_000);
    let by_direct = |row: &[u8]| {
        let reds = colouring_game::reds(row);
        if reds * 2 != row.len() {
            return reds * 2 > row.len();
        }
        colouring_game::alternating_runs(row)
            .fold(0, |s, run| s ^ direct.get(run.len() as u64).unwrap())
            != 0
    };
    for len in (39_900..=40_000).step_by(2) {
        let row: Vec<u8> = (0..len).map(|i| if i % 2 == 0 { b'R' } else { b'B' }).collect();
        assert_eq!(colouring_game::alice_wins(&row, &dawson), by_direct(&row), "L = {len}");
    }
    let mut rng = Rng::new(40_000);
    let mut wins = 0;
    for _ in 0..40 {
        let mut row = Vec::new();
        while row.len() < 200_000 {
            // A run of even length up to 40 000 starting with R, then one starting with its
            // last colour, so that runs break exactly there.
            let len = 2 * rng.range(1, 20_000) as usize;
            let start = if row.last() == Some(&b'B') { b'B' } else { b'R' };
            let other = if start == b'R' { b'B' } else { b'R' };
            row.extend((0..len).map(|i| if i % 2 == 0 { start } else { other }));
        }
        let fast = colouring_game::alice_wins(&row, &dawson);
        assert_eq!(fast, by_direct(&row));
        wins += usize::from(fast);
        // The row twice, the copy's colours swapped if needed so that its first run does not
        // join the last: the runs' nim-sum is 0 and Bob wins.
        let swap = row.last() == Some(&b'B');
        let copy = row.iter().map(|&c| if swap { b'R' + b'B' - c } else { c });
        let twice: Vec<u8> = row.iter().copied().chain(copy).collect();
        assert!(!colouring_game::alice_wins(&twice, &dawson));
        assert!(!by_direct(&twice));
    }
    assert!(wins > 0, "{wins}");
}

/// Every explained first pair is legal for Alice and leaves a position the partizan search
/// says Bob loses; every loss is claimed only where the search agrees, of the kind it names.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(17);
    let mut kinds = [0; 5];
    for _ in 0..1500 {
        let input: Input = ColouringGame::generate(&mut rng, Size::Small);
        for (row, explanation) in input.rows.iter().zip(colouring_game::explain(&input)) {
            let start = Position::start(row);
            let reds = colouring_game::reds(row);
            let blues = row.len() - reds;
            match &explanation {
                Explanation::Majority { .. } => {
                    kinds[0] += 1;
                    assert!(reds > blues, "{explanation:?}");
                }
                Explanation::Dawson { pair, run, .. } => {
                    kinds[1] += 1;
                    assert_eq!(reds, blues);
                    assert!(run.contains(pair) && run.contains(&(pair + 1)), "{explanation:?}");
                    assert_ne!(row[*pair], row[pair + 1]);
                }
                Explanation::Lost(lost) => {
                    kinds[match lost {
                        Lost::NoMove => 2,
                        Lost::Minority { .. } => 3,
                        Lost::NimSumZero => 4,
                    }] += 1;
                    assert!(!model::mover_wins(&mut solver, &start), "{row:?}");
                    let expected = if row.len() < 2 {
                        Lost::NoMove
                    } else if reds < blues {
                        Lost::Minority { reds, blues }
                    } else {
                        Lost::NimSumZero
                    };
                    assert_eq!(*lost, expected);
                }
            }
            if let Some(pair) = explanation.first_pair() {
                assert!(Rules.legal_moves(&start).any(|m| m == pair), "{row:?}: {explanation:?}");
                let after = Rules.play(&start, &pair);
                assert!(!model::mover_wins(&mut solver, &after), "{row:?}: {explanation}");
            }
        }
    }
    assert!(kinds.iter().all(|&k| k > 10), "every kind is exercised: {kinds:?}");
}

/// Our edge cases also agree with the model (the samples test checks them against the fast
/// solution).
#[test]
fn small_cases_on_disk_agree_with_the_model() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), ColouringGame::SLUG);
    let mut checked = 0;
    for case in workbench::cases::discover(&dir).unwrap() {
        let bytes = std::fs::read(&case.input).unwrap();
        let input = workbench::problem::parse::<ColouringGame>(&bytes).unwrap();
        if input.rows.iter().all(|row| row.len() <= 14) {
            let expected = std::fs::read(&case.expected).unwrap();
            let model =
                workbench::problem::answer_text::<ColouringGame>(&ColouringGame::model(&input));
            assert_eq!(model, expected, "{}", case.name);
            checked += 1;
        }
    }
    assert!(checked >= 2, "{checked}");
}
