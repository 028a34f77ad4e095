//! The fast solution, the judge path and the explanations against the game searched by
//! definition; the period against plain tables far beyond it; the refusal where no period shows.

#[path = "problem/bad_input.rs"]
mod bad_input;

use s_nim::model::{Rules, first_player_wins};
use s_nim::{DIRECT_LIMIT, Explanation, Input, SNim, Values};
use sg_core::{Solver, SubtractionGame};
use workbench::Problem;
use workbench::random::{Rng, Size};

workbench::problem_tests!(SNim, cases = 3000, seed = 0x5_4e1d);

/// Heaps past the direct table go through the period: compare with a long plain table.
#[test]
fn period_answers_match_plain_tables_past_the_direct_limit() {
    let mut rng = Rng::new(77);
    for _ in 0..20 {
        let moves: Vec<u64> = (0..rng.range(1, 6)).map(|_| rng.range(1, 40)).collect();
        let game = SubtractionGame::new(moves.clone()).unwrap();
        let len = DIRECT_LIMIT as usize + 5000;
        let table = game.values(len);
        let heaps: Vec<u64> = (0..200).map(|_| rng.range(DIRECT_LIMIT, len as u64 - 1)).collect();
        let values = Values::up_to(&game, len as u64 - 1).unwrap();
        assert!(matches!(values, Values::Periodic(_)), "S = {moves:?}");
        for h in heaps {
            assert_eq!(values.get(h), table[h as usize], "S = {moves:?}, h = {h}");
        }
    }
}

#[test]
fn heaps_near_u64_max_are_answered() {
    // S = {1, 2}: g(h) = h mod 3, by induction (options h-1, h-2 cover the two other residues).
    let text = b"2 1 2\n2\n2 18446744073709551615 18446744073709551614\n1 1000000000000000000\n0\n";
    let input = workbench::problem::parse::<SNim>(text).unwrap();
    let values = input.tests[0].values().unwrap();
    for h in [u64::MAX, u64::MAX - 1, 1_000_000_000_000_000_000] {
        assert_eq!(values.get(h), h % 3, "h = {h}");
    }
    // (0 xor 2) and 1: both positions win.
    assert_eq!(s_nim::answer(&input).unwrap(), [vec![true, true]]);
    assert_eq!(judge::run(s_nim::solve, &mut &text[..]).unwrap(), b"WW\n");
}

/// A move set whose window alone exceeds the search limit has no period within it: a heap past
/// the direct table (and at least the move, so that it is playable) is refused at the last
/// largest heap, by the typed path and the judge path alike, with the same message; a heap
/// below the move is answered, since the move is then never playable.
#[test]
fn no_period_within_the_limit_is_refused_at_the_largest_heap() {
    let text = b"1 1\n1\n1 3\n1 16777216\n2\n1 16777216\n2 16777216 5\n0\n";
    let input = workbench::problem::parse::<SNim>(text).unwrap();
    let typed = s_nim::answer(&input).unwrap_err();
    let judged = judge::run(s_nim::solve, &mut &text[..]).unwrap_err();
    assert_eq!(typed, judged);
    assert_eq!((typed.line, typed.column), (7, 3), "{typed}");
    assert!(typed.message.contains("heap 16777216 is beyond a direct table"), "{typed}");
    assert!(typed.message.contains("no period of this move set shows"), "{typed}");
    // S = {2^25} with heaps below it: no move is ever playable, every value is 0.
    let small = b"1 33554432\n2\n1 1048575\n2 33554431 3\n0\n";
    assert_eq!(judge::run(s_nim::solve, &mut &small[..]).unwrap(), b"LL\n");
}

/// Every explained move is legal and leaves a position the model says is lost for the player
/// to move; "every move loses" is said exactly of the positions the model says are lost.
#[test]
fn explained_moves_are_confirmed_by_the_model() {
    let mut rng = Rng::new(23);
    for _ in 0..300 {
        let input: Input = SNim::generate(&mut rng, Size::Small);
        for (test, explanations) in input.tests.iter().zip(s_nim::explain(&input).unwrap()) {
            let mut solver = Solver::new(Rules { moves: test.game.moves().to_vec() });
            for (heaps, explanation) in test.positions.iter().zip(explanations) {
                let wins = first_player_wins(&mut solver, heaps);
                assert_eq!(
                    explanation != Explanation::EveryMoveLoses,
                    wins,
                    "{heaps:?}: {explanation}"
                );
                if let Explanation::Remove { heap, from, beads } = explanation {
                    assert_eq!(heaps[heap], from, "{heaps:?}: {explanation}");
                    assert!(test.game.moves().contains(&beads) && beads <= from, "{explanation}");
                    let mut after = heaps.clone();
                    after[heap] -= beads;
                    assert!(!first_player_wins(&mut solver, &after), "{heaps:?} -> {after:?}");
                }
            }
        }
    }
}

/// A move larger than every heap of its test is never playable, so it is dropped: S = {1, 2,
/// 2^63 − 1} with heaps near 10^18 is S = {1, 2}, g(h) = h mod 3 (it ran for more than a
/// minute when the huge move set the window). The binary agrees with the typed path.
#[test]
fn a_move_beyond_every_heap_is_dropped() {
    const E18: u64 = 1_000_000_000_000_000_000;
    let text = format!(
        "3 1 2 {}\n3\n1 {E18}\n2 {} {}\n1 {}\n0\n",
        (1u64 << 63) - 1,
        E18 - 1,
        E18 - 2,
        E18 + 2
    );
    let input = workbench::problem::parse::<SNim>(text.as_bytes()).unwrap();
    let want: Vec<bool> = [E18 % 3, ((E18 - 1) % 3) ^ ((E18 - 2) % 3), (E18 + 2) % 3]
        .iter()
        .map(|&v| v != 0)
        .collect();
    assert_eq!(s_nim::answer(&input).unwrap(), std::slice::from_ref(&want));
    let expected: String = want.iter().map(|&w| if w { 'W' } else { 'L' }).collect();
    let out = workbench::process::run_binary(
        env!("CARGO_BIN_EXE_s-nim"),
        &[],
        text.as_bytes(),
        std::time::Duration::from_secs(10),
    );
    assert_eq!((out.code, String::from_utf8_lossy(&out.stdout).trim()), (Some(0), &*expected));
}

/// The budget counts look-ups exactly: move s is read once for every h from s to n − 1.
#[test]
fn lookups_count_every_option_read() {
    let game = SubtractionGame::new([1, 3, 10]).unwrap();
    let brute = |n: u64| (0..n).map(|h| game.moves().iter().filter(|&&s| s <= h).count() as u64);
    for n in [0, 1, 2, 3, 4, 10, 11, 50] {
        assert_eq!(s_nim::lookups(&game, n), brute(n).sum::<u64>(), "n = {n}");
    }
}
