//! The fast solution against the brute force: the piles searched by definition (Grundy values
//! by sg-core's engine).

use judge::testing::assert_model_agrees;
use kam_pebbles::model::{self, PebbleRules};
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&kam_pebbles::PROBLEM, 3000, 0x4a3b);
}

/// Every non-decreasing row of up to 5 piles of at most 7 pebbles, not only random ones.
#[test]
fn fast_agrees_with_model_on_every_small_row() {
    let mut solver = Solver::new(PebbleRules);
    let mut checked = 0;
    for n in 0..=5u32 {
        for code in 0..8u64.pow(n) {
            let row: Vec<u64> = (0..n).map(|i| code / 8u64.pow(i) % 8).collect();
            if row.windows(2).any(|w| w[0] > w[1]) {
                continue;
            }
            let want = model::first_player_wins(&mut solver, &row);
            assert_eq!(kam_pebbles::first_player_wins(&row), want, "{row:?}");
            checked += 1;
        }
    }
    // Non-decreasing rows of length n over 0..8: C(n + 7, 7), summed for n = 0..=5.
    assert_eq!(checked, 1 + 8 + 36 + 120 + 330 + 792);
}

/// `--explain` names moves the model confirms: after the move the position is lost for the
/// player to move; "every move loses" appears exactly where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(PebbleRules);
    let mut rng = judge::random::Rng::new(0xe4a1);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let mut row: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(0, 6)).collect();
        row.sort_unstable();
        let list: Vec<String> = row.iter().map(u64::to_string).collect();
        let input = format!("1\n{}\n{}\n", row.len(), list.join(" "));
        let out = kam_pebbles::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap();
        let text = String::from_utf8(out).unwrap();
        let note = text.lines().nth(1).unwrap();
        if !model::first_player_wins(&mut solver, &row) {
            assert!(text.starts_with("NIE\n") && note.contains("every move loses"), "{text}");
            lost += 1;
            continue;
        }
        // "  winning move: take C pebble(s) from pile I (A -> B), ..."
        let words: Vec<&str> = note.split_whitespace().collect();
        let (c, i): (u64, usize) = (words[3].parse().unwrap(), words[7].parse().unwrap());
        assert!(text.starts_with("TAK\n") && words[2] == "take", "{text}");
        let mut after = row.clone();
        after[i - 1] -= c;
        assert!(c >= 1 && after.windows(2).all(|w| w[0] <= w[1]), "illegal: {input}{text}");
        assert!(!model::first_player_wins(&mut solver, &after), "{input}{text}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}
