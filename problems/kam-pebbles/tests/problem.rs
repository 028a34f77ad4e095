//! The fast solution, the streamed judge path and the explanations against the piles searched
//! by definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use kam_pebbles::model::{Rules, first_player_wins};
use kam_pebbles::{Explanation, Input, KamPebbles};
use sg_core::Solver;
use workbench::Problem;
use workbench::problem::{answer_text, to_text};
use workbench::random::{Rng, Size};

workbench::problem_tests!(KamPebbles, cases = 3000, seed = 0x4a3b);

/// Every non-decreasing row of up to 5 piles of at most 7 pebbles, not only random ones.
#[test]
fn fast_agrees_with_model_on_every_small_row() {
    let mut solver = Solver::new(Rules);
    let mut checked = 0;
    for n in 0..=5u32 {
        for code in 0..8u64.pow(n) {
            let row: Vec<u64> = (0..n).map(|i| code / 8u64.pow(i) % 8).collect();
            if row.windows(2).any(|w| w[0] > w[1]) {
                continue;
            }
            let want = first_player_wins(&mut solver, &row);
            assert_eq!(kam_pebbles::first_player_wins(&row), want, "{row:?}");
            checked += 1;
        }
    }
    // Non-decreasing rows of length n over 0..8: C(n + 7, 7), summed for n = 0..=5.
    assert_eq!(checked, 1 + 8 + 36 + 120 + 330 + 792);
}

/// The streamed judge path prints what the typed answer says, on rows of up to 1000 piles up to
/// 2^62 (odd and even lengths), far beyond the model's reach: on generated rows, nearly all won,
/// and on the rows their explained moves leave, all lost.
#[test]
fn the_stream_agrees_with_first_player_wins_at_scale() {
    let stream =
        |input: &Input| judge::run(kam_pebbles::solve, &mut &to_text::<KamPebbles>(input)[..]);
    let mut won = 0;
    for seed in 0..40 {
        let input = KamPebbles::generate(&mut Rng::new(seed), Size::N(seed * 25 + 1));
        let verdicts = kam_pebbles::answer(&input);
        assert_eq!(stream(&input).unwrap(), answer_text::<KamPebbles>(&verdicts), "seed {seed}");
        won += verdicts.iter().filter(|&&w| w).count();
        let after = input.tests.iter().filter_map(|row| match kam_pebbles::explain(row) {
            Explanation::Take { pile, to, .. } => {
                Some([&row[..pile], &[to], &row[pile + 1..]].concat())
            }
            Explanation::EveryMoveLoses => None,
        });
        let lost = Input { tests: after.collect() };
        assert_eq!(kam_pebbles::answer(&lost), vec![false; lost.tests.len()], "seed {seed}");
        assert_eq!(
            stream(&lost).unwrap(),
            answer_text::<KamPebbles>(&vec![false; lost.tests.len()])
        );
    }
    assert!(won > 350, "{won} of 400 rows won");
}

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; "every move loses" is said exactly of the positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0xe4a1);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let mut row: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(0, 6)).collect();
        row.sort_unstable();
        let explanation = kam_pebbles::explain(&row);
        let Explanation::Take { pile, from, to } = explanation else {
            assert!(!first_player_wins(&mut solver, &row), "{row:?}");
            lost += 1;
            continue;
        };
        assert!(row[pile] == from && to < from, "{row:?}: {explanation:?}");
        let mut after = row.clone();
        after[pile] = to;
        assert!(after.windows(2).all(|w| w[0] <= w[1]), "illegal: {row:?} -> {after:?}");
        assert!(!first_player_wins(&mut solver, &after), "{row:?} -> {after:?}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}

/// The explanation reads as before: the verdict, then the move or the reason on its own line.
#[test]
fn explanations_render_as_the_verdict_and_one_line() {
    assert_eq!(
        kam_pebbles::explain(&[1, 2, 4]).to_string(),
        "TAK\n  winning move: take 1 pebble from pile 3 (4 -> 3), leaving the differences \
         a_n - a_(n-1), a_(n-2) - a_(n-3), ... with XOR 0"
    );
    assert!(kam_pebbles::explain(&[0, 5]).to_string().contains("take 5 pebbles from pile 2"));
    assert_eq!(
        kam_pebbles::explain(&[2, 2]).to_string(),
        "NIE\n  every move loses: the differences a_n - a_(n-1), a_(n-2) - a_(n-3), ... XOR to 0 \
         (the odd steps of a lost staircase Nim)"
    );
}

/// The reader refuses bad input with exactly the judge path's positioned error.
#[test]
fn the_reader_refuses_what_the_judge_path_refuses_alike() {
    let bad: [&[u8]; 9] = [
        b"2\n2\n2 2\n3\n1 2",
        b"1\n",
        b"1\n3\n1 2 z\n",
        b"1\n2\n-1 4\n",
        b"1\n1000000000000000000\n1 2 3\n",
        b"2\n2\n2 2\n4\n1 3 3 2\n",
        b"1\n2\n18446744073709551615 0\n",
        b"1\n1\n18446744073709551616\n",
        b"1\n1\n5\n6\n",
    ];
    for input in bad {
        let judged = judge::run(kam_pebbles::solve, &mut &input[..]).unwrap_err();
        let read = workbench::problem::parse::<KamPebbles>(input).unwrap_err();
        assert_eq!(read.to_string(), judged.to_string(), "{:?}", String::from_utf8_lossy(input));
    }
}
