//! The closed form, the judge path, the explanations and the table against the game searched
//! by definition.

#[path = "problem/bad_input.rs"]
mod bad_input;

use e_and_d::model::{self, Rules};
use e_and_d::{EAndD, Explanation};
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
