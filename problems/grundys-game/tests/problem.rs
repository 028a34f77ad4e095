//! The fast solution and the judge path against the game searched by definition; the reader
//! against the writer; every sample; and the claim at scale: no loss after 1222, up to 10^6.

#[path = "problem/bad_input.rs"]
mod bad_input;

use grundys_game::{LAST_LOSS, Losses, PROVEN_UP_TO};
use sg_core::octal::OctalGame;
use sg_core::octal::sparse::{Engine, Options};

workbench::problem_tests!(grundys_game::GrundysGame, cases = 2000, seed = 1);

/// The proof at scale: every Grundy value of `4!.0` up to the judge's limit, by the
/// sparse-space engine; 1222 is lost and nothing after it is.
#[test]
fn no_heap_after_1222_is_lost_up_to_the_judges_limit() {
    let game = OctalGame::new("4!.0").unwrap();
    let mut engine = Engine::new(&game, Options::default());
    engine.compute(PROVEN_UP_TO as usize, &mut |_| {});
    assert_eq!(engine.get(LAST_LOSS as usize), 0);
    let later_loss = (LAST_LOSS as usize + 1..=PROVEN_UP_TO as usize).find(|&n| engine.get(n) == 0);
    assert_eq!(later_loss, None);
    let losses = Losses::new();
    for n in [LAST_LOSS - 1, LAST_LOSS, LAST_LOSS + 1, 4096, 999_999, PROVEN_UP_TO] {
        assert_eq!(losses.first_player_wins(n), engine.get(n as usize) != 0, "heap {n}");
    }
}

/// The engine's values of `4!.0` against the definition (every split, then the mex) and the
/// rules searched by the model, where those reach.
#[test]
fn the_engines_values_are_the_definitions() {
    let game = OctalGame::new("4!.0").unwrap();
    let plain = game.values(3000);
    let mut engine = Engine::new(&game, Options::default());
    engine.compute(2999, &mut |_| {});
    assert_eq!(engine.values(), plain);
    let mut solver = sg_core::Solver::new(grundys_game::model::Rules);
    for (n, &v) in plain.iter().enumerate().take(200) {
        assert_eq!(solver.grundy(&(n as u64)), v, "heap {n}");
    }
    // The losses the table holds: OEIS A002188's zeros start 0, 1, 2, 4, 7, 10, 20, 23, 26.
    let losses = Losses::new();
    let first: Vec<u64> = (0..30).filter(|&n| !losses.first_player_wins(n)).collect();
    assert_eq!(first, [0, 1, 2, 4, 7, 10, 20, 23, 26]);
}

/// The row of heaps played move by move ([`model::Row`]) is the heap game of [`model::Rules`]:
/// one heap has the same value either way, and every option of a row splits one heap by an
/// option of the rules.
#[test]
fn the_row_of_heaps_is_the_heap_game() {
    use grundys_game::model::{Row, Rules};
    use sg_core::{Game, Moves};
    let mut heap = sg_core::Solver::new(Rules);
    let mut row = sg_core::Solver::new(Row);
    for n in 0..=60u64 {
        assert_eq!(row.grundy_of_sum(&Row.parts(vec![n])), heap.grundy(&n), "heap {n}");
    }
    let heaps = vec![5, 2, 7];
    let moves: Vec<_> = Row.legal_moves(&heaps).collect();
    assert_eq!(moves.len(), Rules.moves(&5).len() + Rules.moves(&7).len());
    assert_eq!(Row.play(&heaps, &moves[0]), [1, 4, 2, 7]);
    assert_eq!(Row.play(&heaps, moves.last().unwrap()), [5, 2, 3, 4]);
}

/// The perfect player against every reply, from every row of one heap up to 24 and of two
/// heaps up to 14, both sides first: whenever the model (the row searched by sg-core's engine)
/// says the player to move wins, the computer's move leaves a lost position, and it wins.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    use grundys_game::model::Row;
    use sg_core::{Moves, Outcome, Solver};
    use workbench::play::{Play, Side, Words, perfect_game};
    use workbench::random::Rng;
    let mut solver = Solver::new(Row);
    let mut wins =
        |heaps: &Vec<u64>| solver.outcome_of_sum(&Row.parts(heaps.clone())) == Outcome::Win;
    let mut starts: Vec<String> = (3..=24).map(|n| n.to_string()).collect();
    for a in 1..=14 {
        for b in a..=14 {
            starts.push(format!("{a} {b}"));
        }
    }
    let mut rng = Rng::new(2207);
    let mut won_games = 0;
    for typed in &starts {
        for first in [Side::Computer, Side::User] {
            let start =
                grundys_game::GrundysGame::from_words(&Words::parse(typed).unwrap()).unwrap();
            let held = perfect_game(start.game, start.position, first, &mut rng, &mut wins)
                .unwrap_or_else(|e| panic!("{typed}: {e}"));
            won_games += usize::from(held);
        }
    }
    assert!(won_games >= 100, "{won_games}");
}

/// Moves in words: every legal move read back from its words, the parts in either order or
/// one alone; splits the rules forbid refused with a reason; positions beyond the values
/// refused.
#[test]
fn moves_and_positions_in_words() {
    use grundys_game::model::{Row, Split};
    use sg_core::Moves;
    use workbench::play::{Play, Playable, Words};
    let start = grundys_game::GrundysGame::from_words(&Words::parse("7 2 10").unwrap()).unwrap();
    let (board, heaps) = (start.game, start.position);
    for m in Row.legal_moves(&heaps) {
        let said = board.describe(&heaps, &m);
        assert_eq!(board.parse_move(&heaps, &said), Ok(m), "{said}");
    }
    let split = |heap, a, b| Ok(Split { heap, into: vec![a, b] });
    assert_eq!(board.parse_move(&heaps, "split heap 3 into 7 and 3"), split(2, 3, 7));
    assert_eq!(board.parse_move(&heaps, "split pile 1 into 2"), split(0, 2, 5));
    let refused = |typed: &str| board.parse_move(&heaps, typed).unwrap_err();
    assert!(refused("split heap 3 into 5 and 5").contains("differ"));
    assert!(refused("split heap 2 into 1 and 1").contains("differ"));
    assert!(refused("split heap 1 into 3 and 3").contains("add up"));
    assert!(refused("split heap 1 into 9").contains("only 7"));
    assert!(refused("split heap 4 into 1 and 2").contains("no heap 4"));
    assert!(refused("split into 1 and 6").contains("which heap"));
    assert!(refused("take 2 from heap 1").contains("take"));
    let position =
        |typed: &str| grundys_game::GrundysGame::from_words(&Words::parse(typed).unwrap());
    assert!(position("1000001").unwrap_err().contains("1000000"));
    assert!(position("").is_err());
    assert_eq!(position("1000000").map(|s| s.position), Ok(vec![1_000_000]));
}
