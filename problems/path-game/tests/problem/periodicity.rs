//! The mex values of the runs against the rules (the searched board) and against the closed
//! form, and the periodicity findings: what the Guy–Smith check proves and what it cannot.

use path_game::model::{self, Board, Rules};
use path_game::runs::{NoCertificate, RunValues, run_board};
use path_game::{Input, PathGame, Side, board_grundy, run_grundy};
use sg_core::Solver;
use workbench::Problem;
use workbench::problem::{answer_text, to_text};
use workbench::random::{Rng, Size};

#[test]
fn mex_values_equal_the_searched_board_for_every_run_up_to_length_9() {
    let values = RunValues::new(9);
    let mut solver = Solver::new(Rules);
    for left in Side::ALL {
        for right in Side::ALL {
            for n in 0..=9 {
                if n == 0 && left.forbids(right) {
                    continue; // a diagonal: not a board
                }
                let run = run_board(left, n, right);
                if run.top.is_empty() {
                    continue;
                }
                let board = Board::new(&run).unwrap();
                assert!(board.has_path());
                let searched = model::grundy(&mut solver, &board);
                assert_eq!(values.get(left, n, right), searched, "{left:?} {n} {right:?}");
            }
        }
    }
}

#[test]
fn closed_form_equals_the_mex_values_to_length_3000() {
    let values = RunValues::new(3000);
    for left in Side::ALL {
        for right in Side::ALL {
            for (n, &g) in values.sequence(left, right).iter().enumerate() {
                if n == 0 && left.forbids(right) {
                    continue;
                }
                assert_eq!(run_grundy(left, n as u64, right), g, "{left:?} {n} {right:?}");
            }
        }
    }
}

#[test]
fn mex_solution_agrees_with_fast_on_random_boards_up_to_width_2000() {
    let values = RunValues::new(2000);
    let mut rng = Rng::new(0x7ab1e);
    for _ in 0..400 {
        let width = rng.range(1, 2000);
        let input = PathGame::generate(&mut rng, Size::N(width));
        let by_mex = board_grundy(&input, |l, n, r| values.get(l, n as usize, r));
        let by_form = board_grundy(&input, run_grundy);
        assert_eq!(by_mex, by_form, "{input:?}");
        let judged = judge::run(path_game::solve, &mut &to_text::<PathGame>(&input)[..]).unwrap();
        assert_eq!(judged, answer_text::<PathGame>(&(by_mex != 0)), "{input:?}");
    }
}

const ROW_PAIRS: [(Side, Side); 4] = [
    (Side::Top, Side::Top),
    (Side::Top, Side::Bottom),
    (Side::Bottom, Side::Top),
    (Side::Bottom, Side::Bottom),
];

#[test]
fn guy_smith_proves_period_2_for_the_row_pairs_from_7_values() {
    assert_eq!(RunValues::new(6).guy_smith(&ROW_PAIRS, 1, 2), Ok(()));
    assert_eq!(
        RunValues::new(5).guy_smith(&ROW_PAIRS, 1, 2),
        Err(NoCertificate::TooShort { needed: 6 })
    );
    // Period 1 is false: the check must find where it breaks.
    assert!(matches!(
        RunValues::new(10).guy_smith(&ROW_PAIRS, 1, 1),
        Err(NoCertificate::Differs { n: 1, .. })
    ));
    assert_eq!(RunValues::new(10).guy_smith(&ROW_PAIRS, 0, 2), Err(NoCertificate::Degenerate));
}

#[test]
fn no_family_with_an_edge_has_a_certificate() {
    let all: Vec<(Side, Side)> =
        Side::ALL.iter().flat_map(|&l| Side::ALL.iter().map(move |&r| (l, r))).collect();
    // The edge-edge pair alone is not closed: its options are edge-row runs.
    assert!(matches!(
        RunValues::new(10).guy_smith(&[(Side::Edge, Side::Edge)], 1, 2),
        Err(NoCertificate::NotClosed { .. })
    ));
    // Any closed family with an edge holds an edge-row pair, G = n, which no period fits.
    let values = RunValues::new(400);
    for n0 in 1..=60 {
        for p in 1..=60 {
            let verdict = values.guy_smith(&all, n0, p);
            assert!(matches!(verdict, Err(NoCertificate::Differs { .. })), "{n0} {p}: {verdict:?}");
        }
    }
    let edge_row = values.sequence(Side::Edge, Side::Top);
    assert!(edge_row.iter().enumerate().all(|(n, &g)| g == n as u64));
}

#[test]
fn fast_solution_handles_a_million_columns() {
    let input = PathGame::generate(&mut Rng::new(1), Size::N(1_000_000));
    let out = judge::run(path_game::solve, &mut &to_text::<PathGame>(&input)[..]).unwrap();
    assert!(out == b"Snuke\n" || out == b"Sothe\n");
    // A white board of even width: the edge-edge run has value 0.
    let white = Input { top: vec![b'.'; 1_000_000], bottom: vec![b'.'; 1_000_000] };
    assert!(!path_game::answer(&white));
    let out = judge::run(path_game::solve, &mut &to_text::<PathGame>(&white)[..]).unwrap();
    assert_eq!(out, b"Sothe\n");
}
