//! The fast solution against the game searched by definition.

use judge::testing::assert_model_agrees;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&nim::PROBLEM, 3000, 0x4e1d);
}

#[test]
fn winning_moves_of_bouton_reach_lost_positions() {
    let mut solver = sg_core::Solver::new(nim::model::NimRules);
    let mut rng = judge::random::Rng::new(9);
    for _ in 0..2000 {
        let heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 6)).collect();
        match sg_core::winning_nim_move(&heaps) {
            None => assert!(!nim::model::first_player_wins(&mut solver, &heaps), "{heaps:?}"),
            Some(m) => {
                let mut after = heaps.clone();
                after[m.heap] = m.new_size;
                assert!(m.new_size < heaps[m.heap]);
                assert!(
                    !nim::model::first_player_wins(&mut solver, &after),
                    "{heaps:?} -> {after:?}"
                );
            }
        }
    }
}

/// `--explain` names a move that the model confirms: the position after it is lost for the
/// player to move; and it says "every move loses" only where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = sg_core::Solver::new(nim::model::NimRules);
    let mut rng = judge::random::Rng::new(11);
    for _ in 0..500 {
        let heaps: Vec<u64> = (0..rng.range(1, 4)).map(|_| rng.range(0, 7)).collect();
        let list: Vec<String> = heaps.iter().map(u64::to_string).collect();
        let input = format!("1\n{}\n{}\n", heaps.len(), list.join(" "));
        let text = String::from_utf8(nim::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap())
            .unwrap();
        let wins = nim::model::first_player_wins(&mut solver, &heaps);
        if !wins {
            assert!(text.starts_with("No\n  every move loses"), "{heaps:?}: {text}");
            continue;
        }
        // "take T from heap I (A -> B)"
        let words: Vec<&str> = text.split_whitespace().collect();
        let heap: usize = words[7].parse().unwrap();
        let (before, after): (u64, u64) =
            (words[8][1..].parse().unwrap(), words[10].trim_end_matches("),").parse().unwrap());
        assert_eq!(heaps[heap - 1], before, "{text}");
        let mut next = heaps.clone();
        next[heap - 1] = after;
        assert!(after < before);
        assert!(!nim::model::first_player_wins(&mut solver, &next), "{heaps:?}: {text}");
    }
}
