//! The fast solution against the game searched by definition, and the period against plain
//! tables far beyond it.

use judge::random::Rng;
use judge::testing::assert_model_agrees;
use sg_core::SubtractionGame;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&s_nim::PROBLEM, 3000, 0x5_4e1d);
}

/// Heaps past the direct table go through the period: compare with a long plain table.
#[test]
fn period_answers_match_plain_tables_past_the_direct_limit() {
    let mut rng = Rng::new(77);
    for _ in 0..20 {
        let moves: Vec<u64> = (0..rng.range(1, 6)).map(|_| rng.range(1, 40)).collect();
        let game = SubtractionGame::new(moves.clone()).unwrap();
        let len = s_nim::DIRECT_LIMIT as usize + 5000;
        let table = game.values(len);
        let heaps: Vec<u64> =
            (0..200).map(|_| rng.range(s_nim::DIRECT_LIMIT, len as u64 - 1)).collect();
        let values = s_nim::heap_values(&game, &heaps).unwrap();
        for (&h, &v) in heaps.iter().zip(&values) {
            assert_eq!(v, table[h as usize], "S = {moves:?}, h = {h}");
        }
    }
}

#[test]
fn heaps_near_u64_max_are_answered() {
    // S = {1, 2}: g(h) = h mod 3, by induction (options h-1, h-2 cover the two other residues).
    let game = SubtractionGame::new([1, 2]).unwrap();
    let heaps = [u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_000];
    let values = s_nim::heap_values(&game, &heaps).unwrap();
    assert_eq!(values, heaps.map(|h| h % 3));
}

/// `--explain` names moves the model confirms: after the move the position is lost for the
/// player to move; "every move loses" appears exactly where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    use sg_core::{Outcome, Solver};
    let mut rng = Rng::new(23);
    for _ in 0..300 {
        let moves: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(1, 6)).collect();
        let heaps: Vec<u64> = (0..rng.range(1, 3)).map(|_| rng.range(0, 12)).collect();
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        let input =
            format!("{} {}\n1\n{} {}\n0\n", moves.len(), list(&moves), heaps.len(), list(&heaps));
        let text =
            String::from_utf8(s_nim::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap())
                .unwrap();
        let mut solver = Solver::new(s_nim::model::SNimRules { moves: moves.clone() });
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let note = text.lines().nth(1).unwrap();
        if solver.outcome(&sorted) == Outcome::SecondPlayerWins {
            assert!(note.contains("L: every move loses"), "{input}{text}");
            continue;
        }
        // "  position 1: W: remove S from heap I (A -> B)"
        let words: Vec<&str> = note.split_whitespace().collect();
        let s: u64 = words[4].parse().unwrap();
        let i: usize = words[7].parse().unwrap();
        assert!(moves.contains(&s) && heaps[i - 1] >= s, "{input}{text}");
        let mut after = heaps.clone();
        after[i - 1] -= s;
        after.sort_unstable();
        assert_eq!(solver.outcome(&after), Outcome::SecondPlayerWins, "{input}{text}");
    }
}
