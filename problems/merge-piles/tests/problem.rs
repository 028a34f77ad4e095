//! The law against the merges searched by definition; the proof's strategy played against
//! every reply; the table and its law.

#[path = "problem/bad_input.rs"]
mod bad_input;

use std::collections::HashSet;

use merge_piles::model::{self, Rules};
use merge_piles::{Game, MergePiles, first_player_wins, keeping_move, merges};
use sg_core::{Moves, Outcome, Solver};
use workbench::Problem;

workbench::problem_tests!(MergePiles, cases = 3000, seed = 0x4101);

/// Every `n ≤ 24` and `m ≤ 26`: the law is the search's verdict.
#[test]
fn the_law_matches_the_search_everywhere_small() {
    for m in 0..=26 {
        let mut solver = Solver::new(Rules { cap: m });
        for n in 0..=24 {
            let searched = model::first_player_wins(&mut solver, n);
            assert_eq!(first_player_wins(Game { n, m }), searched, "n = {n}, m = {m}");
        }
    }
}

/// At most one pile strictly between 1 and `m`.
fn keeps_invariant(piles: &[u64], m: u64) -> bool {
    piles.iter().filter(|&&p| p > 1 && p < m).count() <= 1
}

/// The keeper, following [`keeping_move`], against every reply: every game it can reach ends
/// with the keeper making the last merge, after exactly `n − ⌈n/m⌉` merges, and the
/// invariant holds after each of its moves. `keeper_to_move` says whose turn it is.
fn keeper_wins(
    piles: Vec<u64>,
    m: u64,
    keeper_to_move: bool,
    seen: &mut HashSet<(Vec<u64>, bool)>,
) {
    let mut key = piles.clone();
    key.sort_unstable();
    if !seen.insert((key, keeper_to_move)) {
        return;
    }
    let rules = Rules { cap: m };
    if keeper_to_move {
        let (i, j) =
            keeping_move(&piles, m).unwrap_or_else(|| panic!("keeper stuck at {piles:?}, m = {m}"));
        assert!(i != j && piles[i] + piles[j] <= m, "{piles:?}: ({i}, {j})");
        let after = rules.play(&piles, &(i.min(j), i.max(j)));
        assert!(keeps_invariant(&after, m), "{piles:?} -> {after:?}");
        keeper_wins(after, m, false, seen);
    } else {
        let replies: Vec<_> = rules.legal_moves(&piles).collect();
        if replies.is_empty() {
            let n: u64 = piles.iter().sum();
            assert_eq!(n - piles.len() as u64, merges(Game { n, m }), "{piles:?}");
        }
        for reply in replies {
            keeper_wins(rules.play(&piles, &reply), m, true, seen);
        }
    }
}

#[test]
fn the_proofs_strategy_wins_against_every_reply() {
    for m in 1..=18 {
        for n in 0..=16 {
            let first_keeps = first_player_wins(Game { n, m });
            let start = model::start(n);
            let rules = Rules { cap: m };
            if !first_keeps && rules.legal_moves(&start).next().is_none() {
                continue; // the first player cannot move: nothing to play
            }
            keeper_wins(start, m, first_keeps, &mut HashSet::new());
        }
    }
}

/// The official sample by hand, and the extremes of `u64` (integer division only).
#[test]
fn hand_cases_and_extremes() {
    let wins = |n, m| first_player_wins(Game { n, m });
    assert!(!wins(7, 3) && !wins(1, 5) && !wins(4, 3) && !wins(6, 1) && wins(2, 2));
    assert_eq!(merges(Game { n: u64::MAX, m: 1 }), 0);
    assert_eq!(merges(Game { n: u64::MAX, m: u64::MAX }), u64::MAX - 1);
    assert_eq!(merges(Game { n: u64::MAX, m: 2 }), u64::MAX / 2);
    assert_eq!(merges(Game { n: 5, m: 0 }), 0);
    // Adding m piles adds m − 1 merges: period m in n for odd m, 2m for even m.
    for m in 1..50u64 {
        let period = if m % 2 == 1 { m } else { 2 * m };
        for n in 0..200u64 {
            assert_eq!(wins(n, m), wins(n + period, m), "n = {n}, m = {m}");
            let top = u64::MAX - n;
            assert_eq!(wins(top, m), wins(top - period, m), "n = {top}, m = {m}");
        }
    }
}

/// The table searches the rules, its note confirms the law, and `--law` can find the period.
#[test]
fn table_confirms_the_law() {
    let args =
        workbench::grid::Args::parse(&["--m".into(), "4".into(), "--n".into(), "0..30".into()])
            .unwrap();
    let grid = MergePiles::table(&args).unwrap().unwrap();
    assert_eq!(grid.cells.len(), 2);
    for n in 0..=30u64 {
        let wins = first_player_wins(Game { n, m: 4 });
        assert_eq!(grid.cells[1][n as usize].text, u64::from(wins).to_string(), "n = {n}");
    }
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 31")), "{:?}", grid.notes);
}

/// Each explanation opens with the judge's verdict line, which the search confirms, and its
/// winning move leaves a position the search finds lost.
#[test]
fn explanations_state_the_searched_verdict() {
    for m in 0..=10 {
        let mut solver = Solver::new(Rules { cap: m });
        for n in 0..=14 {
            let input = merge_piles::Input { games: vec![Game { n, m }] };
            let text = merge_piles::explain(&input)[0].to_string();
            let searched = model::first_player_wins(&mut solver, n);
            assert_eq!(text.lines().next(), Some(if searched { "0" } else { "1" }), "{text}");
            // The move named, two piles of 1 merged, leaves a lost position; a loss says so.
            assert_eq!(text.contains("winning move: merge two piles of 1"), searched, "{text}");
            assert_eq!(text.contains("every move loses"), !searched, "{text}");
            if searched {
                let after = Rules { cap: m }.play(&model::start(n), &(0, 1));
                assert_eq!(solver.outcome(&after), Outcome::Lose, "n = {n}, m = {m}");
            }
        }
    }
}
