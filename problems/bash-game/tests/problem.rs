//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the closed form at scale by the exact period and by 128-bit arithmetic.

#[path = "problem/bad_input.rs"]
mod bad_input;

use bash_game::{BashGame, Case, Explanation, Input, grundy, model};
use sg_core::SubtractionGame;
use workbench::Problem;
use workbench::cases::discover;
use workbench::random::{Rng, Size};

workbench::problem_tests!(BashGame, cases = 4000, seed = 0x1846);

/// For each `m ≤ 150` the Grundy sequence of `S = {1..m}` has proven preperiod 0 and period
/// `m + 1` with values `0, 1, …, m` — so `g(n) = n mod (m + 1)` for every `n` — and
/// [`grundy`] agrees with the periodic sequence at `n` up to `u64::MAX`.
#[test]
fn closed_form_is_the_proven_period() {
    let mut rng = Rng::new(5);
    for m in 1..=150u64 {
        let seq = SubtractionGame::new(1..=m).unwrap().period(10 * (m as usize + 1)).unwrap();
        assert_eq!((seq.preperiod(), seq.period()), (0, m as usize + 1), "m = {m}");
        assert!(seq.head().iter().enumerate().all(|(i, &g)| g == i as u64), "m = {m}");
        let far = [u64::MAX, u64::MAX - 1, 1 << 63, rng.next_u64(), rng.next_u64()];
        for n in (0..3 * (m + 1)).chain(far) {
            assert_eq!(grundy(n, m), seq.get(n), "n = {n}, m = {m}");
        }
    }
}

/// `n mod (m + 1)` by 128-bit arithmetic, where `m + 1` cannot overflow, on extremes and at
/// random: in particular `m = 2^64 − 1` gives `n` itself.
#[test]
fn overflow_of_m_plus_one_is_exact() {
    let mut rng = Rng::new(6);
    let edges = [0, 1, 2, u64::MAX / 2, u64::MAX - 2, u64::MAX - 1, u64::MAX];
    let mut pairs: Vec<(u64, u64)> =
        edges.iter().flat_map(|&n| edges.iter().map(move |&m| (n, m))).collect();
    pairs.extend((0..100_000).map(|_| (rng.next_u64(), rng.next_u64())));
    for (n, m) in pairs {
        let exact = (u128::from(n) % (u128::from(m) + 1)) as u64;
        assert_eq!(grundy(n, m), exact, "n = {n}, m = {m}");
    }
    assert_eq!(grundy(u64::MAX, u64::MAX), u64::MAX);
    assert_eq!(grundy(u64::MAX, u64::MAX - 1), 0);
    // The engine agrees for m = 2^64 − 1 on small piles: every n ≥ 1 is a win.
    for n in 0..50 {
        let case = Case { n, m: u64::MAX };
        assert_eq!(model::first_player_wins(case), n != 0, "{case:?}");
    }
}

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; a loss is claimed only where the model finds one.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(11);
    for _ in 0..1000 {
        let input: Input = BashGame::generate(&mut rng, Size::Small);
        for (&case, explanation) in input.cases.iter().zip(bash_game::explain(&input)) {
            match explanation {
                Explanation::NoMove => assert_eq!(case.n, 0),
                Explanation::EveryMoveLoses(c) => {
                    assert_eq!(c, case);
                    assert!(!model::first_player_wins(case), "{case:?}");
                }
                Explanation::Take { case: c, take } => {
                    assert_eq!(c, case);
                    assert!((1..=case.m.min(case.n)).contains(&take), "{case:?}: {take}");
                    let after = Case { n: case.n - take, m: case.m };
                    assert!(!model::first_player_wins(after), "{case:?} -> {after:?}");
                }
            }
        }
    }
}

/// Our edge cases with small piles also agree with the model (the samples test checks them
/// against the fast solution).
#[test]
fn small_edge_cases_agree_with_the_model() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), BashGame::SLUG);
    let mut checked = 0;
    for case in discover(&dir).unwrap() {
        let input =
            workbench::problem::parse::<BashGame>(&std::fs::read(&case.input).unwrap()).unwrap();
        if input.cases.iter().all(|c| c.n <= 2000) {
            let expected = std::fs::read(&case.expected).unwrap();
            let model = workbench::problem::answer_text::<BashGame>(&model::answer(&input));
            assert_eq!(
                String::from_utf8_lossy(&model).split_whitespace().collect::<Vec<_>>(),
                String::from_utf8_lossy(&expected).split_whitespace().collect::<Vec<_>>(),
                "{}",
                case.name
            );
            checked += 1;
        }
    }
    assert!(checked >= 3, "{checked}");
}
