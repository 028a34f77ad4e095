//! The closed form against the game searched by definition.

use e_and_d::model::{self, GroupRules};
use judge::testing::assert_model_agrees;
use sg_core::Solver;

#[test]
fn fast_agrees_with_model_on_random_small_inputs() {
    assert_model_agrees(&e_and_d::PROBLEM, 3000, 0xe0d);
}

/// The formula, cell by cell, against the model's full Grundy table for `1 ≤ x, y ≤ 64`.
#[test]
fn closed_form_matches_the_full_table_up_to_64() {
    let mut solver = Solver::new(GroupRules);
    let mut largest = 0;
    for x in 1..=64u64 {
        for y in 1..=64u64 {
            let by_rules = model::group_grundy(&mut solver, x, y);
            assert_eq!(u64::from(e_and_d::group_grundy(x, y)), by_rules, "SG({x}, {y})");
            largest = largest.max(by_rules);
        }
    }
    // The table reaches value 6 at (64, 64): every bit position up to 5 was exercised.
    assert_eq!(largest, 6);
}

/// Two groups: the sum is lost exactly when the two values are equal, as the engine finds it.
#[test]
fn pairs_of_groups_by_the_engine() {
    let mut solver = Solver::new(GroupRules);
    for a in 1..=9 {
        for b in 1..=9 {
            for c in 1..=9 {
                for d in 1..=9 {
                    let groups = [model::group(a, b), model::group(c, d)];
                    assert_eq!(
                        e_and_d::first_player_wins(groups),
                        model::first_player_wins(&mut solver, &groups),
                        "{groups:?}"
                    );
                }
            }
        }
    }
}

/// The split behind `--explain` exists for every group of value `g` and every target below
/// `g`, for all piles up to 64 (the `expect` in `winning_move` never fires there).
#[test]
fn every_smaller_value_has_the_constructed_split() {
    for x in 1..=64u64 {
        for y in 1..=64u64 {
            let g = e_and_d::group_grundy(x, y);
            for t in 0..g {
                let split = e_and_d::split_to_value(x, t).or_else(|| e_and_d::split_to_value(y, t));
                let (a, b) = split.unwrap_or_else(|| panic!("({x}, {y}) to value {t}"));
                assert!(a + b == x || a + b == y, "({x}, {y}) -> ({a}, {b})");
                assert_eq!(e_and_d::group_grundy(a, b), t, "({x}, {y}) -> ({a}, {b})");
            }
        }
    }
    // Near u64::MAX too: p − 1 = 2^64 − 2 has every bit but bit 0 set.
    let (a, b) = e_and_d::split_to_value(u64::MAX, 63).unwrap();
    assert_eq!((a.checked_add(b), e_and_d::group_grundy(a, b)), (Some(u64::MAX), 63));
}

/// `--explain` names moves the model confirms: after the move the position is lost for the
/// player to move; "every move loses" appears exactly where the model says the position is lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(GroupRules);
    let mut rng = judge::random::Rng::new(0xed);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let piles: Vec<u64> = (0..2 * rng.range(1, 3)).map(|_| rng.range(1, 16)).collect();
        let list: Vec<String> = piles.iter().map(u64::to_string).collect();
        let input = format!("1\n{}\n{}\n", piles.len(), list.join(" "));
        let out = e_and_d::PROBLEM.run_explain(input.as_bytes()).unwrap().unwrap();
        let text = String::from_utf8(out).unwrap();
        let note = text.lines().nth(1).unwrap();
        let mut groups: Vec<model::Group> =
            piles.chunks(2).map(|g| model::group(g[0], g[1])).collect();
        if !model::first_player_wins(&mut solver, &groups) {
            assert!(text.starts_with("NO\n") && note.contains("every move loses"), "{text}");
            lost += 1;
            continue;
        }
        // "  winning move: in group K discard pile I (X stones) and split pile J (Y stones)
        //  into A + B, ..."
        let words: Vec<&str> = note.split_whitespace().collect();
        let number = |i: usize| -> u64 { words[i].trim_matches(['(', ',']).parse().unwrap() };
        let (k, discarded, split, a, b) =
            (number(4), number(7), number(13), number(17), number(19));
        assert!(text.starts_with("YES\n") && words[5] == "discard", "{text}");
        // The two piles named are group K's two piles, and A + B is the split one.
        let k = k as usize;
        let mut named = [discarded, split];
        named.sort_unstable();
        assert_eq!(named, [2 * k as u64 - 1, 2 * k as u64], "{input}{text}");
        assert!(a >= 1 && b >= 1 && a + b == piles[split as usize - 1], "{input}{text}");
        groups[k - 1] = model::group(a, b);
        assert!(!model::first_player_wins(&mut solver, &groups), "{input}{text}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}
