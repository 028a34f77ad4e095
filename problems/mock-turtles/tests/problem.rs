//! The fast solution, the judge path and the explanations against the game searched over whole
//! coin configurations; the odious closed form as the mex at any scale; repeated positions.

#[path = "problem/bad_input.rs"]
mod bad_input;

use mock_turtles::model::{self, Heads, Rules};
use mock_turtles::{Explanation, MockTurtles, companions_worth, explain_one, value};
use sg_core::Solver;
use sg_core::coin_turning::mock_turtles;
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(MockTurtles, cases = 3000, seed = 0x3537);

/// The heads after an explained move, checked legal: the rightmost coin turned is a head, the
/// others lie left of it, are distinct, and are at most two.
fn after(listed: &[u64], e: &Explanation) -> Option<Vec<u64>> {
    let Explanation::Turn { rightmost, others } = e else { return None };
    let mut heads = mock_turtles::distinct(listed);
    assert!(heads.contains(rightmost), "{listed:?}: {e:?} turns a tail as its rightmost coin");
    assert!(others.len() <= 2 && others.iter().all(|c| c < rightmost), "{listed:?}: {e:?}");
    assert!(others.len() < 2 || others[0] != others[1], "{listed:?}: {e:?}");
    for c in others.iter().chain([rightmost]) {
        match heads.iter().position(|h| h == c) {
            Some(i) => _ = heads.remove(i),
            None => heads.push(*c),
        }
    }
    heads.sort_unstable();
    Some(heads)
}

/// Every explained move is legal and leaves a position the model (search over configurations)
/// calls lost; "every move loses" is said only of the model's losses.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0x3e);
    let mut moves = [0; 3];
    for _ in 0..1000 {
        let input = MockTurtles::generate(&mut rng, Size::Small);
        for heads in &input.tests {
            let e = explain_one(heads);
            let wins = model::first_player_wins(&mut solver, heads);
            match after(heads, &e) {
                None => assert!(!wins, "{heads:?}"),
                Some(next) => {
                    assert!(!model::first_player_wins(&mut solver, &next), "{heads:?}: {e:?}");
                    if let Explanation::Turn { others, .. } = &e {
                        moves[others.len()] += 1;
                    }
                }
            }
        }
    }
    assert!(moves.iter().all(|&n| n > 20), "moves turning 1, 2, 3 coins: {moves:?}");
}

/// A coin listed twice is one head: the verdict is that of the distinct positions, by the model
/// and by the fast solution; and XOR without deduplication would be wrong on such inputs.
#[test]
fn a_repeated_position_is_one_head() {
    let mut solver = Solver::new(Rules);
    let mut rng = Rng::new(0xd0);
    let mut cancelling_would_differ = 0;
    for _ in 0..3000 {
        let mut listed: Vec<u64> = (0..rng.range(1, 5)).map(|_| rng.range(0, 10)).collect();
        listed.push(listed[rng.below(listed.len())]);
        let distinct = mock_turtles::distinct(&listed);
        let model = model::first_player_wins(&mut solver, &listed);
        assert_eq!(model, model::first_player_wins(&mut solver, &distinct), "{listed:?}");
        assert_eq!(mock_turtles::first_player_wins(&listed), model, "{listed:?}");
        let cancelled = listed.iter().fold(0, |acc, &x| acc ^ mock_turtles(x));
        cancelling_would_differ += u32::from((cancelled != 0) != model);
    }
    assert!(cancelling_would_differ > 300, "{cancelling_would_differ}");
    assert_eq!(Heads::new(&[5, 5]).iter().collect::<Vec<u64>>(), [5]);
}

/// `g(x)` is the mex of what one move at a single head `x` reaches, at any scale: every value
/// `v < g(x)` is reached by at most two companions left of `x` (constructed, then checked), and
/// `g(x)` is not (one companion has another odious value; two XOR to an evil one).
#[test]
fn odious_values_are_the_mex_at_any_scale() {
    let mut rng = Rng::new(0x0d10);
    for i in 0..200_000u64 {
        let x = if i < 1000 { i } else { rng.next_u64() >> rng.range(0, 63) };
        let g = mock_turtles(x);
        let v = if i % 7 == 0 { g - 1 } else { rng.next_u64() as u128 % g };
        let coins = companions_worth(x, v).unwrap_or_else(|| panic!("{x}: no way to {v}"));
        assert!(coins.len() <= 2 && coins.iter().all(|&c| c < x), "{x}, {v}: {coins:?}");
        assert!(coins.len() < 2 || coins[0] != coins[1], "{x}, {v}: {coins:?}");
        assert_eq!(value(&coins), v, "{x}, {v}: {coins:?}");
        assert_eq!(companions_worth(x, g), None);
        assert_eq!(g.count_ones() % 2, 1, "g({x}) is odious");
        let (y, z) = (rng.range(0, x.max(1) - 1), rng.range(0, x.max(1) - 1));
        if y != z {
            assert_eq!((mock_turtles(y) ^ mock_turtles(z)).count_ones() % 2, 0);
        }
    }
}

/// At any scale, an explained move is legal and leaves nim-sum 0 by the closed form.
#[test]
fn explained_moves_at_scale_leave_nim_sum_zero() {
    let mut rng = Rng::new(0xe2);
    for _ in 0..100 {
        let input = MockTurtles::generate(&mut rng, Size::N(1000));
        for heads in &input.tests {
            let e = explain_one(heads);
            match after(heads, &e) {
                None => assert_eq!(value(&mock_turtles::distinct(heads)), 0),
                Some(next) => assert_eq!(value(&next), 0, "{heads:?}: {e:?}"),
            }
        }
    }
}

/// The table's values come from the search and the recursion, and its note confirms the
/// closed form.
#[test]
fn table_confirms_the_closed_form() {
    let args = workbench::grid::Args::parse(&["--upto".into(), "40".into()]).unwrap();
    let grid = MockTurtles::table(&args).unwrap().unwrap();
    let shown: Vec<&str> = grid.cells[0][..6].iter().map(|c| c.text.as_str()).collect();
    assert_eq!(shown, ["1", "2", "4", "7", "8", "11"]);
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 41 coins")), "{:?}", grid.notes);
}

/// CRLF, tabs and no final newline are valid; `n = 0` needs no second line, even at the end.
#[test]
fn loose_whitespace_and_empty_tests_are_accepted() {
    let out = judge::run(mock_turtles::solve, &mut &b"0\r\n1\t0\n0\n4\n0 1 2 3\n0"[..]).unwrap();
    assert_eq!(out, b"Yes\nNo\nYes\nYes\nYes\n");
    assert_eq!(judge::run(mock_turtles::solve, &mut &b"\n"[..]).unwrap(), b"");
}

/// Our small edge cases (`testdata/mock-turtles/edge-*` with positions below 20) hold the
/// model's answers; the large ones are held to the closed form by the sample test.
#[test]
fn small_edge_cases_hold_the_models_answers() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), "mock-turtles");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !(name.starts_with("edge-") && name.ends_with(".in")) {
            continue;
        }
        let input = workbench::problem::parse::<MockTurtles>(&std::fs::read(&path).unwrap());
        let input = input.unwrap();
        if input.tests.iter().flatten().any(|&x| x >= 20) {
            continue;
        }
        let expected = std::fs::read(path.with_extension("out")).unwrap();
        let model = workbench::problem::answer_text::<MockTurtles>(&MockTurtles::model(&input));
        assert_eq!(String::from_utf8_lossy(&model), String::from_utf8_lossy(&expected), "{name}");
        checked += 1;
    }
    assert!(checked >= 1);
}
