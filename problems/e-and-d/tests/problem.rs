//! The closed form, the judge path, the explanations and the table against the game searched
//! by definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use e_and_d::model::{self, Rules};
use e_and_d::{EAndD, Explanation, Input};
use sg_core::Solver;
use workbench::Problem;
use workbench::grid::{Args, Grid};
use workbench::problem::{answer_text, to_text};
use workbench::random::{Rng, Size};

workbench::problem_tests!(EAndD, cases = 3000, seed = 0xe0d);

/// The formula, cell by cell, against the model's full Grundy table for `1 ≤ x, y ≤ 64`.
#[test]
fn closed_form_matches_the_full_table_up_to_64() {
    let mut solver = Solver::new(Rules);
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
    let mut solver = Solver::new(Rules);
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

/// On piles anywhere in `1..=u64::MAX` (values up to 64), beyond the model's reach: the judge
/// path, which streams the groups, prints exactly the typed answer.
#[test]
fn the_judge_path_agrees_with_the_typed_answer_at_scale() {
    for seed in 0..20 {
        let input = EAndD::generate(&mut Rng::new(seed), Size::N(seed * 51 + 1));
        let verdicts = e_and_d::answer(&input);
        let judged = judge::run(e_and_d::solve, &mut &to_text::<EAndD>(&input)[..]);
        assert_eq!(judged.unwrap(), answer_text::<EAndD>(&verdicts), "seed {seed}");
    }
}

/// The split behind the explanations exists for every group of value `g` and every target below
/// `g`, for all piles up to 64 (the `expect` in `explain` never fires there).
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

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; "every move loses" is said exactly of the positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0xed);
    let (mut won, mut lost) = (0, 0);
    for _ in 0..600 {
        let groups: Vec<(u64, u64)> =
            (0..rng.range(1, 3)).map(|_| (rng.range(1, 16), rng.range(1, 16))).collect();
        let mut sorted: Vec<model::Group> =
            groups.iter().map(|&(x, y)| model::group(x, y)).collect();
        let explanation = e_and_d::explain(&groups);
        let Explanation::Split { group, piles, split, into: (a, b) } = explanation else {
            assert!(!model::first_player_wins(&mut solver, &sorted), "{groups:?}");
            lost += 1;
            continue;
        };
        let split_pile = [piles.0, piles.1][split];
        assert!(piles == groups[group] && split < 2, "{groups:?}: {explanation:?}");
        assert!(a >= 1 && b >= 1 && a + b == split_pile, "{groups:?}: {explanation:?}");
        sorted[group] = model::group(a, b);
        assert!(!model::first_player_wins(&mut solver, &sorted), "{groups:?}: {explanation:?}");
        won += 1;
    }
    assert!(won > 100 && lost > 50, "both kinds of position were met: {won} won, {lost} lost");
}

/// The explanation reads as before: the verdict, then the move or the reason on its own line,
/// with piles numbered 1 to 2n in input order.
#[test]
fn explanations_render_as_the_verdict_and_one_line() {
    assert_eq!(
        e_and_d::explain(&[(1, 2), (3, 1)]).to_string(),
        "YES\n  winning move: in group 1 discard pile 1 (1 stone) and split pile 2 (2 stones) \
         into 1 + 1, bringing the group's value from 1 to 0 and the XOR of all groups' values to 0"
    );
    assert!(e_and_d::explain(&[(1, 1), (8, 8)]).to_string().contains(
        "in group 2 discard pile 4 (8 stones) and split pile 3 (8 stones) into 7 + 1, \
             bringing the group's value from 3 to 0"
    ));
    assert_eq!(
        e_and_d::explain(&[(1, 2), (2, 1)]).to_string(),
        "NO\n  every move loses: the groups' values (lowest 0 bit of (x-1)|(y-1)) XOR to 0, and \
         a move changes exactly one of them"
    );
}

/// `grundy table e-and-d` with these arguments.
fn table(words: &[&str]) -> Result<Grid, String> {
    let args = Args::parse(&words.iter().map(|w| w.to_string()).collect::<Vec<_>>()).unwrap();
    EAndD::table(&args).expect("E&D has a table")
}

#[test]
fn table_shows_known_cells_and_checks_the_closed_form() {
    let t = table(&["--x", "1..8", "--y", "3..6"]).unwrap();
    assert_eq!((t.row_keys.len(), t.col_keys.len()), (8, 4));
    assert_eq!((t.row_keys[0].as_str(), t.col_keys[0].as_str()), ("1", "3"));
    let cell = |x: usize, y: usize| t.cells[x - 1][y - 3].text.as_str();
    assert_eq!(cell(1, 3), "0"); // both odd
    assert_eq!(cell(2, 3), "2"); // (1 | 2) = 0b11
    assert_eq!(cell(2, 5), "1"); // (1 | 4) = 0b101
    assert_eq!(cell(8, 4), "3"); // (7 | 3) = 0b111
    assert_eq!(cell(7, 5), "0");
    assert!(t.notes[0].starts_with("every cell searched by the rules"), "{:?}", t.notes);
    assert!(t.notes[1].contains("agrees on all 32 cells"), "{:?}", t.notes);
    // The default is the 32 × 32 square.
    let t = table(&[]).unwrap();
    assert_eq!((t.cells.len(), t.cells[31].len()), (32, 32));
    assert_eq!(t.cells[31][31].text, "5"); // (31 | 31) = 0b11111
}

#[test]
fn large_tables_use_the_closed_form_and_say_so() {
    let t = table(&["--x", "1000..1003", "--y", "1..2"]).unwrap();
    assert!(t.notes[0].contains("from the closed form"), "{:?}", t.notes);
    assert_eq!(t.cells[0][1].text, e_and_d::group_grundy(1000, 2).to_string());
}

#[test]
fn bad_table_arguments_are_refused() {
    assert!(table(&["--x", "0..4"]).unwrap_err().contains("never empty"));
    assert!(table(&["--y", "1..300"]).unwrap_err().contains("at most 256"));
    assert!(table(&["--x", "5..2"]).unwrap_err().contains("range"));
    assert!(table(&["--z", "1..2"]).unwrap_err().contains("unknown option `--z`"));
}

/// The reader refuses bad input with exactly the judge path's positioned error.
#[test]
fn the_reader_refuses_what_the_judge_path_refuses_alike() {
    let bad: [&[u8]; 10] = [
        b"1\n4\n1 2 3",
        b"",
        b"1\n2\n1 x\n",
        b"1\n-2\n1 2\n",
        b"1\n1000000000000000000\n1 2 3 4\n",
        b"1\n4\n1 2 0 3\n",
        b"1\n4\n0 2 1 3\n",
        b"2\n2\n1 1\n3\n1 2 3\n",
        b"1\n2\n1 18446744073709551616\n",
        b"1\n2\n5 6\n7\n",
    ];
    for input in bad {
        let judged = judge::run(e_and_d::solve, &mut &input[..]).unwrap_err();
        let read = workbench::problem::parse::<EAndD>(input).unwrap_err();
        assert_eq!(read.to_string(), judged.to_string(), "{:?}", String::from_utf8_lossy(input));
    }
}

/// The groups played move by move ([`model::Groups`]) are the sum of the groups of [`Rules`]:
/// the same values, each option changing one group to an option of the rules, each pair once.
#[test]
fn the_groups_are_the_sum_of_the_rules() {
    use e_and_d::model::{Groups, Regroup};
    use sg_core::{Game, Moves};
    let mut by_groups = Solver::new(Groups);
    let mut by_rules = Solver::new(Rules);
    for position in [vec![(3, 5)], vec![(1, 2), (4, 4)], vec![(1, 1), (6, 7), (2, 9)]] {
        let value = by_groups.grundy_of_sum(&Groups.parts(position.clone()));
        assert_eq!(value, by_rules.grundy_of_sum(&position), "{position:?}");
    }
    let moves: Vec<Regroup> = Groups.legal_moves(&vec![(4, 4), (2, 3)]).collect();
    // {4, 4}: {1, 3} and {2, 2} once each; {2, 3}: {1, 1} (split 2) and {1, 2} (split 3).
    assert_eq!(moves.len(), 4);
    assert_eq!(Rules.moves(&(4, 4)).len(), 4);
    assert_eq!(moves[0], Regroup { group: 0, into: (1, 3) });
    assert_eq!(Groups.play(&vec![(4, 4), (2, 3)], &moves[3]), [(4, 4), (1, 2)]);
}

/// The perfect player against random replies, from every test of one group with piles up to
/// 16 and of two groups with piles up to 5, both sides first: whenever the model (the groups
/// searched by sg-core's engine) says the player to move wins, the computer's move leaves a
/// lost position, and it wins.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    use e_and_d::model::Groups;
    use sg_core::{Moves, Outcome};
    use workbench::play::{Play, Side, Words, perfect_game};
    let mut solver = Solver::new(Groups);
    let mut wins = |groups: &Vec<model::Group>| {
        solver.outcome_of_sum(&Groups.parts(groups.clone())) == Outcome::Win
    };
    let mut starts = Vec::new();
    for x in 1..=16 {
        for y in x..=16 {
            starts.push(format!("{x} {y}"));
        }
    }
    for x in 1..=5 {
        for y in x..=5 {
            for z in 1..=5 {
                for w in z..=5 {
                    starts.push(format!("{x} {y} {z} {w}"));
                }
            }
        }
    }
    let mut rng = Rng::new(2148);
    let mut won_games = 0;
    for typed in &starts {
        for first in [Side::Computer, Side::User] {
            let start = EAndD::from_words(&Words::parse(typed).unwrap()).unwrap();
            let held = perfect_game(start.game, start.position, first, &mut rng, &mut wins)
                .unwrap_or_else(|e| panic!("{typed}: {e}"));
            won_games += usize::from(held);
        }
    }
    assert!(won_games >= 150, "{won_games}");
}

/// Moves in words: every legal move read back from its words; splits the rules forbid refused
/// with a reason; positions that break the rules or exceed what is played refused.
#[test]
fn moves_and_groups_in_words() {
    use e_and_d::model::{Groups, Regroup};
    use sg_core::Moves;
    use workbench::play::{Play, Playable, Words};
    let start = EAndD::from_words(&Words::parse("5 3 4 4 1 1").unwrap()).unwrap();
    let (board, groups) = (start.game, start.position);
    assert_eq!(groups, [(3, 5), (4, 4), (1, 1)]);
    for m in Groups.legal_moves(&groups) {
        let said = board.describe(&groups, &m);
        assert_eq!(board.parse_move(&groups, &said), Ok(m), "{said}");
    }
    let regroup = |group, into| Ok(Regroup { group, into });
    assert_eq!(board.parse_move(&groups, "group 1 into 4 and 1"), regroup(0, (1, 4)));
    assert_eq!(board.parse_move(&groups, "split 3 into 2 and 1 in group 1"), regroup(0, (1, 2)));
    let refused = |typed: &str| board.parse_move(&groups, typed).unwrap_err();
    assert!(refused("split 5 into 2 and 2 in group 1").contains("add up"));
    assert!(refused("split 6 into 2 and 4 in group 1").contains("not 6"));
    assert!(refused("split 5 into 0 and 5 in group 1").contains("non-empty"));
    assert!(refused("split 2 into 1 and 1 in group 3").contains("not 2"));
    assert!(refused("into 1 and 1 in group 3").contains("not 2"));
    assert!(refused("split 5 into 1 and 4 in group 4").contains("no group 4"));
    assert!(refused("split 5 into 1 and 4").contains("which group"));
    assert!(refused("split 5 into 5 in group 1").contains("which two"));
    assert!(refused("take 2 from heap 1").contains("take"));
    let position = |typed: &str| EAndD::from_words(&Words::parse(typed).unwrap());
    assert!(position("3 5 2").unwrap_err().contains("pairs"));
    assert!(position("3 0").unwrap_err().contains("never empty"));
    assert!(position("3 1000001").unwrap_err().contains("1000000"));
    assert!(position("").is_err());
    assert_eq!(position("1000000 1").map(|s| s.position), Ok(vec![(1, 1_000_000)]));
}

/// Tests as large as the judge's in groups are played (10^4 groups, piles up to 10^6): every
/// test is a game, its verdict the crate's, and a won test's first winning move (by the
/// insight) leaves a test the crate calls lost. The judge's piles beyond 10^6 are refused with
/// the reason: the model lists every split of a pile.
#[test]
fn large_inputs_are_played() {
    use sg_core::Moves;
    use workbench::play::{Play, Playable};
    let mut rng = Rng::new(7);
    let mut pile = || rng.range(1, 1_000_000);
    let tests = (0..6).map(|_| (0..10_000).map(|_| (pile(), pile())).collect()).collect();
    let input = Input { tests };
    let games = EAndD::games(&input).unwrap();
    assert_eq!(games.len(), input.tests.len());
    for (start, verdict) in games.iter().zip(e_and_d::answer(&input)) {
        assert_eq!(start.game.wins(&start.position), verdict);
        if verdict {
            let m = start.game.winning_moves(&start.position).next().expect("a winning move");
            let after = start.game.rules().play(&start.position, &m);
            assert!(!e_and_d::first_player_wins(after), "{m:?}");
        }
    }
    let judge = EAndD::generate(&mut Rng::new(7), Size::Max);
    let refused = EAndD::games(&judge).unwrap_err();
    assert!(refused.starts_with("play takes piles up to 1000000, not "), "{refused}");
}
