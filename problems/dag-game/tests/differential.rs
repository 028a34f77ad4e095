//! The fast solution against the game searched by definition.

use judge::testing::assert_model_agrees;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&dag_game::PROBLEM, 3000, 0xda6);
}

/// `--explain` names moves the model confirms (the position after the move is lost for the
/// player to move), and "every move loses" exactly where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    use judge::random::{Rng, Size};
    use sg_core::{Outcome, Solver};
    for seed in 0..400 {
        let input = (dag_game::PROBLEM.generate)(&mut Rng::new(seed), Size::Small);
        let text =
            String::from_utf8(dag_game::PROBLEM.run_explain(&input).unwrap().unwrap()).unwrap();
        // Re-read the input by hand: tests of N, N successor lines, queries until 0.
        let mut tokens = std::str::from_utf8(&input)
            .unwrap()
            .split_whitespace()
            .map(|t| t.parse::<usize>().unwrap());
        let mut notes = text.lines().skip(1).step_by(2);
        while let Some(n) = tokens.next() {
            let successors: Vec<Vec<usize>> = (0..n)
                .map(|_| {
                    let d = tokens.next().unwrap();
                    (0..d).map(|_| tokens.next().unwrap()).collect()
                })
                .collect();
            let mut solver =
                Solver::new(dag_game::model::ChessRules { successors: successors.clone() });
            loop {
                let m = tokens.next().unwrap();
                if m == 0 {
                    break;
                }
                let men: Vec<usize> = (0..m).map(|_| tokens.next().unwrap()).collect();
                let note = notes.next().unwrap();
                let mut sorted = men.clone();
                sorted.sort_unstable();
                if solver.outcome(&sorted) == Outcome::SecondPlayerWins {
                    assert!(note.contains("every move loses"), "seed {seed}: {note}");
                    continue;
                }
                // "  winning move: slide chessman I from V to W"
                let words: Vec<&str> = note.split_whitespace().collect();
                let (i, v, w): (usize, usize, usize) = (
                    words[4].parse().unwrap(),
                    words[6].parse().unwrap(),
                    words[8].parse().unwrap(),
                );
                assert_eq!(men[i - 1], v, "seed {seed}: {note}");
                assert!(successors[v].contains(&w), "seed {seed}: {note}");
                let mut after = men.clone();
                after[i - 1] = w;
                after.sort_unstable();
                assert_eq!(
                    solver.outcome(&after),
                    Outcome::SecondPlayerWins,
                    "seed {seed}: {note}"
                );
            }
        }
    }
}
