//! The fast solution against the brute force: the chessmen searched by definition (Grundy
//! values by sg-core's engine).

use georgia_and_bob::model::{self, ChessmenRules};
use judge::testing::assert_model_agrees;
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&georgia_and_bob::PROBLEM, 3000, 0x6e0b);
}

/// Every set of chessmen on cells 1..=11, not only random ones.
#[test]
fn fast_agrees_with_model_on_every_small_board() {
    let mut solver = Solver::new(ChessmenRules);
    for set in 0..1u32 << 11 {
        let cells: Vec<u64> = (0..11).filter(|b| set >> b & 1 == 1).map(|b| b + 1).collect();
        let want = model::first_player_wins(&mut solver, &cells);
        assert_eq!(georgia_and_bob::first_player_wins(&cells), want, "{cells:?}");
    }
}

/// The order the cells arrive in never changes the verdict, through the whole solve.
#[test]
fn input_order_does_not_matter() {
    let mut rng = judge::random::Rng::new(0x0d3e);
    for _ in 0..300 {
        let mut cells: Vec<u64> = Vec::new();
        let mut cell = 0;
        for _ in 0..rng.range(1, 30) {
            cell += rng.range(1, 1_000_000);
            cells.push(cell);
        }
        let text = |cells: &[u64]| {
            let cells: Vec<String> = cells.iter().map(u64::to_string).collect();
            format!("1\n{}\n{}\n", cells.len(), cells.join(" ")).into_bytes()
        };
        let sorted = georgia_and_bob::PROBLEM.run_bytes(&text(&cells)).unwrap();
        rng.shuffle(&mut cells);
        assert_eq!(georgia_and_bob::PROBLEM.run_bytes(&text(&cells)).unwrap(), sorted, "{cells:?}");
    }
}

/// `--explain` names moves the model confirms: after the move the position is lost for the
/// player to move; "every move loses" appears exactly where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(ChessmenRules);
    let mut rng = judge::random::Rng::new(0x9e0);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let mut cells: Vec<u64> = Vec::new();
        let mut cell = 0;
        for _ in 0..rng.range(1, 4) {
            cell += 1 + rng.range(0, 3);
            cells.push(cell);
        }
        rng.shuffle(&mut cells);
        let list: Vec<String> = cells.iter().map(u64::to_string).collect();
        let input = format!("1\n{}\n{}\n", cells.len(), list.join(" "));
        let out = georgia_and_bob::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap();
        let text = String::from_utf8(out).unwrap();
        let note = text.lines().nth(1).unwrap();
        if !model::first_player_wins(&mut solver, &cells) {
            assert!(text.starts_with("Bob will win\n"), "{text}");
            assert!(note.contains("every move loses"), "{text}");
            lost += 1;
            continue;
        }
        // "  winning move: slide the chessman on cell F left to cell T, ..."
        let words: Vec<&str> = note.split_whitespace().collect();
        let from: u64 = words[7].parse().unwrap();
        let to: u64 = words[11].trim_end_matches(',').parse().unwrap();
        assert!(text.starts_with("Georgia will win\n") && words[2] == "slide", "{text}");
        let mut sorted = cells.clone();
        sorted.sort_unstable();
        let i = sorted.iter().position(|&c| c == from).expect("a chessman stands there");
        let lowest = if i == 0 { 1 } else { sorted[i - 1] + 1 };
        assert!((lowest..from).contains(&to), "illegal: {input}{text}");
        sorted[i] = to;
        assert!(!model::first_player_wins(&mut solver, &sorted), "{input}{text}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}
