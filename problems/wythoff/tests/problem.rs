//! The fast solution, the judge path and the explanations against the game searched by
//! definition, and at scale against the Zeckendorf characterisation (no square roots at all,
//! `sg_core::wythoff::is_lost_by_zeckendorf`). The closed form itself is sg-core's, proven
//! there: against the mex construction for every k < 10^6 and, near 10^18 and `u64::MAX`,
//! against the Zeckendorf characterisation.

#[path = "problem/bad_input.rs"]
mod bad_input;

use sg_core::Solver;
use sg_core::wythoff::is_lost_by_zeckendorf;
use workbench::Problem;
use workbench::random::{Rng, Size};
use wythoff::model::{self, Rules};
use wythoff::{Explanation, Wythoff, explain_one, is_lost};

workbench::problem_tests!(Wythoff, cases = 3000, seed = 0x3f17);

/// Every cell with piles up to 60: the closed form's losses are exactly the model's zeros.
#[test]
fn closed_form_matches_the_search_cell_by_cell() {
    let mut solver = Solver::new(Rules);
    let mut losses = 0;
    for a in 0..=60 {
        for b in 0..=60 {
            let searched = model::grundy(&mut solver, a, b) == 0;
            assert_eq!(is_lost(a, b), searched, "({a}, {b})");
            losses += u32::from(searched);
        }
    }
    // (0, 0), then the 23 pairs with b ≤ 60, in both orders.
    assert_eq!(losses, 1 + 2 * 23);
}

/// The position after an explained move, checked legal.
fn after(a: u64, b: u64, e: Explanation) -> Option<(u64, u64)> {
    match e {
        Explanation::EveryMoveLoses { .. } => None,
        Explanation::FromOne { pile, from, to } => {
            assert!(to < from, "({a}, {b}): {e:?}");
            match pile {
                1 => {
                    assert_eq!(from, a);
                    Some((to, b))
                }
                _ => {
                    assert_eq!((pile, from), (2, b));
                    Some((a, to))
                }
            }
        }
        Explanation::FromBoth { take, to } => {
            assert!(take >= 1 && take <= a.min(b), "({a}, {b}): {e:?}");
            assert_eq!(to, (a - take, b - take), "({a}, {b}): {e:?}");
            Some(to)
        }
    }
}

/// Every explained move at piles up to 50 is legal and leaves a position the model calls lost;
/// "every move loses" is said exactly of the model's losses. All three kinds of move occur.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut solver = Solver::new(Rules);
    let mut kinds = [0; 3];
    for a in 0..=50 {
        for b in 0..=50 {
            let e = explain_one(a, b);
            match after(a, b, e) {
                None => assert!(!model::first_player_wins(&mut solver, a, b), "({a}, {b})"),
                Some((x, y)) => {
                    assert!(!model::first_player_wins(&mut solver, x, y), "({a}, {b}): {e:?}");
                }
            }
            kinds[match e {
                Explanation::FromOne { .. } => 0,
                Explanation::FromBoth { .. } => 1,
                Explanation::EveryMoveLoses { .. } => 2,
            }] += 1;
        }
    }
    assert!(kinds.iter().all(|&n| n > 10), "{kinds:?}");
}

/// At any scale, the explained move is legal and leaves a pair the Zeckendorf test calls lost.
#[test]
fn explained_moves_at_scale_leave_losses() {
    let mut rng = Rng::new(0xe1);
    for _ in 0..200 {
        let input = Wythoff::generate(&mut rng, Size::N(100));
        for ((a, b), e) in input.games.iter().zip(wythoff::explain(&input)) {
            match after(*a, *b, e) {
                None => assert!(is_lost_by_zeckendorf(*a, *b), "({a}, {b})"),
                Some((x, y)) => {
                    assert!(is_lost_by_zeckendorf(x, y), "({a}, {b}): {e:?} leaves ({x}, {y})");
                }
            }
        }
    }
}

/// The table searches the rules and its note confirms the closed form.
#[test]
fn table_confirms_the_closed_form() {
    let args = workbench::grid::Args::parse(&["--a".into(), "0..20".into()]).unwrap();
    let grid = Wythoff::table(&args).unwrap().unwrap();
    assert_eq!(grid.cells.len(), 21);
    assert_eq!(grid.cells[3][5].text, "0");
    assert!(grid.notes.iter().any(|n| n.contains("agrees on all 672 cells")), "{:?}", grid.notes);
}

/// CRLF, tabs, blank lines and no final newline are valid.
#[test]
fn loose_whitespace_is_accepted() {
    let out = judge::run(wythoff::solve, &mut &b"2 1\r\n\r\n8\t4\n  4 7"[..]).unwrap();
    assert_eq!(out, b"0\n1\n0\n");
    assert_eq!(judge::run(wythoff::solve, &mut &b""[..]).unwrap(), b"");
}

/// Our own edge cases (`testdata/wythoff/edge-*`) hold the answers of the Zeckendorf method.
#[test]
fn edge_cases_hold_zeckendorf_answers() {
    let dir = workbench::testing::testdata_dir(env!("CARGO_MANIFEST_DIR"), "wythoff");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !(name.starts_with("edge-") && name.ends_with(".in")) {
            continue;
        }
        let input = workbench::problem::parse::<Wythoff>(&std::fs::read(&path).unwrap()).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("out")).unwrap();
        let lines: Vec<&str> = expected.lines().collect();
        assert_eq!(lines.len(), input.games.len(), "{name}");
        for (&(a, b), line) in input.games.iter().zip(lines) {
            let want = if is_lost_by_zeckendorf(a, b) { "0" } else { "1" };
            assert_eq!(line, want, "{name}: ({a}, {b})");
            checked += 1;
        }
    }
    assert!(checked >= 30, "{checked}");
}
