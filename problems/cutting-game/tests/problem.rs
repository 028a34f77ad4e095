//! The fast table, the judge path and the explanations against the original rules searched
//! by definition (every sheet up to 7 × 7, thousands of random inputs, sets of several
//! pieces); every value of the judge's range against sg-core's engine on the normal-play
//! game; the reader against the writer; every case in testdata.

use cutting_game::model::{self, Piece};
use cutting_game::normal_play::ProperCuts;
use cutting_game::{Cut, CuttingGame, Explanation, MAX_SIDE, Table, explain_sheet};
use sg_core::Solver;
use workbench::random::Rng;

#[path = "problem/bad_input.rs"]
mod bad_input;

workbench::problem_tests!(CuttingGame, cases = 3000, seed = 2311);

/// Every sheet up to 7 × 7 (83 000 sets of pieces searched): the first player wins by the
/// original rules exactly where the fast answer says so.
#[test]
fn every_sheet_up_to_seven_by_seven_agrees_with_the_rules() {
    let table = Table::up_to(7, 7);
    for w in 1..=7 {
        for h in 1..=7 {
            if (w, h) != (1, 1) {
                let fast = cutting_game::first_player_wins(&table, w, h);
                assert_eq!(fast, model::wins(&[model::piece(w, h)]), "{w} x {h}");
            }
        }
    }
}

/// The transformation itself, on positions of several pieces: by the original rules, the
/// player to move wins iff some piece is a strip 1 × k or the pieces' values XOR to non-zero.
#[test]
fn sets_of_pieces_are_won_by_a_strip_or_a_non_zero_xor() {
    let table = Table::up_to(6, 6);
    let mut rng = Rng::new(32);
    for _ in 0..3000 {
        let count = rng.range(1, 4);
        let mut pieces: Vec<Piece> = Vec::new();
        // Up to `count` pieces of at most 24 squares in all (a few tries each).
        for _ in 0..8 * count {
            if pieces.len() == count as usize {
                break;
            }
            let (w, h) = (rng.range(1, 5) as u8, rng.range(1, 5) as u8);
            let area: u32 = pieces.iter().map(|&(a, b)| u32::from(a) * u32::from(b)).sum();
            if (w, h) != (1, 1) && area + u32::from(w) * u32::from(h) <= 24 {
                pieces.push((w, h));
            }
        }
        let strip = pieces.iter().any(|&(w, h)| w == 1 || h == 1);
        let xor = pieces
            .iter()
            .filter(|_| !strip)
            .fold(0, |x, &(w, h)| x ^ table.get(u32::from(w), u32::from(h)));
        assert_eq!(model::wins(&pieces), strip || xor != 0, "{pieces:?}");
    }
}

/// The table's recurrence against sg-core's engine (its own mex and nim-sum over the proper
/// cuts as sums): every value of the judge's range, 2 ≤ W, H ≤ 200, and the narrow sheets
/// up to our largest side.
#[test]
fn the_table_agrees_with_the_engine_on_the_judges_range_and_beyond() {
    let table = Table::up_to(200, 200);
    let mut engine = Solver::new(ProperCuts);
    for w in 2..=200 {
        for h in 2..=200 {
            assert_eq!(u64::from(table.get(w, h)), engine.grundy(&(w, h)), "{w} x {h}");
        }
    }
    let wide = Table::up_to(10, MAX_SIDE);
    for w in 2..=10 {
        for h in (2..=MAX_SIDE).step_by(7).chain([MAX_SIDE]) {
            assert_eq!(u64::from(wide.get(w, h)), engine.grundy(&(w, h)), "{w} x {h}");
        }
    }
}

/// The table does not depend on the size it was built to, and is symmetric.
#[test]
fn the_table_is_the_same_at_every_size_and_symmetric() {
    let big = Table::up_to(300, 300);
    let narrow = Table::up_to(40, 300);
    for w in 2..=300 {
        for h in 2..=300 {
            assert_eq!(big.get(w, h), big.get(h, w), "{w} x {h}");
            if w <= 40 {
                assert_eq!(big.get(w, h), narrow.get(w, h), "{w} x {h}");
            }
        }
    }
}

/// Every explained move is a legal cut that leaves a position the rules' search calls lost
/// (or cuts off a 1 × 1); "every cut loses" is said only of lost sheets.
#[test]
fn explained_moves_are_confirmed_by_the_rules() {
    let table = Table::up_to(7, 7);
    for w in 1..=7u32 {
        for h in 1..=7u32 {
            if (w, h) == (1, 1) {
                continue;
            }
            let legal = |cut: Cut| match cut {
                Cut::Width(c) => (1..w).contains(&c),
                Cut::Height(d) => (1..h).contains(&d),
            };
            match explain_sheet(&table, (w, h)) {
                Explanation::EveryCutLoses { sheet } => {
                    assert_eq!(sheet, (w, h));
                    assert!(!model::wins(&[model::piece(w, h)]), "{w} x {h}");
                }
                Explanation::CutOffSquare { cut, .. } => {
                    assert!(legal(cut), "{w} x {h}: {cut:?}");
                    assert!(cut.pieces(w, h).contains(&(1, 1)), "{w} x {h}: {cut:?}");
                }
                Explanation::Balance { cut, .. } => {
                    assert!(legal(cut), "{w} x {h}: {cut:?}");
                    let after = cut.pieces(w, h).map(|(a, b)| model::piece(a, b));
                    assert!(!model::wins(&after), "{w} x {h}: {cut:?} leaves a won position");
                }
            }
        }
    }
}

/// The perfect player at the table (`grundy play cutting-game W H`), replayed against the
/// model: from every sheet up to 6 × 6, both sides first, against random replies, each of its
/// moves from a position the model calls won leaves one it calls lost, and it wins every game
/// in which it was once to move in a won position.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    use workbench::play::{Play, Side, Words, perfect_game};
    let mut rng = Rng::new(2311);
    let mut won_games = 0;
    for w in 1..=6u32 {
        for h in 1..=6u32 {
            for first in [Side::Computer, Side::User] {
                if (w, h) == (1, 1) {
                    continue;
                }
                let words = Words::parse(&format!("{w} {h}")).unwrap();
                let start = CuttingGame::from_words(&words).unwrap();
                let held = perfect_game(start.game, start.position, first, &mut rng, &mut |p| {
                    model::wins(p)
                })
                .unwrap_or_else(|e| panic!("{words:?}: {e}"));
                won_games += usize::from(held);
            }
        }
    }
    assert!(won_games >= 30, "{won_games}");
}
