//! The sweep against the squares searched over whole boards; the parities against cell-by-cell
//! XORs of sg-core's closed form on mid-size boards and at the top of the judge's range; the
//! table's law.

#[path = "problem/bad_input.rs"]
mod bad_input;

use sg_core::coin_turning_2d::square_value;
use sharti::{Input, Rect, Sharti, cap_mask, first_player_wins, parities};
use workbench::Problem;
use workbench::random::Rng;

workbench::problem_tests!(Sharti, cases = 3000, seed = 494);

/// The XOR of the closed form over the union, cell by cell (each cell once, however many
/// rectangles hold it).
fn xor_by_cells(input: &Input) -> u128 {
    let rows = input.rects.iter().flat_map(|r| r.a..=r.c);
    let mut rows: Vec<u64> = rows.collect();
    rows.sort_unstable();
    rows.dedup();
    let mut xor = 0u128;
    for &x in &rows {
        let mut cols: Vec<u64> =
            input.rects.iter().filter(|r| r.a <= x && x <= r.c).flat_map(|r| r.b..=r.d).collect();
        cols.sort_unstable();
        cols.dedup();
        for y in cols {
            xor ^= square_value(x - 1, y - 1, input.k);
        }
    }
    xor
}

/// On boards up to 64 × 64 with up to 8 rectangles and every kind of `k`, and on windows near
/// the top of `u64` (coordinates shifted by a multiple of a large power of two, which keeps
/// every lowbit below it), the sweep's verdict is the XOR's.
#[test]
fn the_sweep_is_the_cellwise_xor() {
    let mut rng = Rng::new(4940);
    for case in 0..3000 {
        let n = rng.range(1, 64);
        let m = rng.range(1, 8);
        let k = [rng.range(1, n), rng.range(1, 64), 1 << rng.range(0, 7), 0][case % 4];
        let rects = (0..m)
            .map(|_| {
                let (a, c) = (rng.range(1, n), rng.range(1, n));
                let (b, d) = (rng.range(1, n), rng.range(1, n));
                Rect { a: a.min(c), b: b.min(d), c: a.max(c), d: b.max(d) }
            })
            .collect();
        let input = Input { n, k, rects };
        assert_eq!(first_player_wins(&input), xor_by_cells(&input) != 0, "{input:?}");
        // Far up: shift every coordinate by 2^40·s, which keeps each lowbit below 2^40.
        let shift = (rng.range(1, 1 << 23)) << 40;
        let far = Input {
            n: u64::MAX,
            k: input.k,
            rects: input
                .rects
                .iter()
                .map(|r| Rect { a: r.a + shift, b: r.b + shift, c: r.c + shift, d: r.d + shift })
                .collect(),
        };
        assert_eq!(first_player_wins(&far), first_player_wins(&input), "{far:?}");
        assert_eq!(xor_by_cells(&far), xor_by_cells(&input), "{far:?}");
    }
}

/// The judge's corner cases: the whole 10^9 board, the last cell, and the whole of `u64`.
#[test]
fn the_largest_boards() {
    let whole = |n: u64, k: u64| Input { n, k, rects: vec![Rect { a: 1, b: 1, c: n, d: n }] };
    // The whole n × n board: C_t = ⌊n/2^t⌋², odd iff bit t of n is set.
    for (n, k) in [(1_000_000_000, 1_000_000_000), (1_000_000_000, 1), (u64::MAX, u64::MAX)] {
        assert_eq!(parities(&whole(n, k).rects), n, "n = {n}");
        assert_eq!(first_player_wins(&whole(n, k)), n & cap_mask(k) != 0);
    }
    // 10^9 = 2^9 · 1953125: on the whole board every C_t with t ≤ 8 is even (bit t of 10^9
    // is clear for t < 9), and bit 9 is set.
    assert!(!first_player_wins(&whole(1_000_000_000, 256)));
    assert!(first_player_wins(&whole(1_000_000_000, 512)));
    // The single cell (n, n) is worth min(lowbit(n), K) ≠ 0 whatever k ≥ 1.
    let last = Rect { a: 1_000_000_000, b: 1_000_000_000, c: 1_000_000_000, d: 1_000_000_000 };
    assert!(first_player_wins(&Input { n: 1_000_000_000, k: 1, rects: vec![last] }));
    assert!(!first_player_wins(&Input { n: 1_000_000_000, k: 0, rects: vec![last] }));
    // Two copies of a rectangle are one: the union.
    let twice = Input { n: 9, k: 9, rects: vec![Rect { a: 1, b: 1, c: 1, d: 1 }; 2] };
    assert!(first_player_wins(&twice));
}

/// The table checks its law on every cell and the whole-board search on the small ones.
#[test]
fn the_table_states_the_law() {
    for k in ["1", "3", "64"] {
        let words: Vec<String> = ["--k", k, "--i", "1..12"].map(String::from).to_vec();
        let args = workbench::grid::Args::parse(&words).expect("table options");
        let grid = Sharti::table(&args).expect("a table").expect("drawn");
        let notes = grid.notes.join("\n");
        assert!(notes.contains("agrees on all"), "k = {k}: {notes}");
    }
}

/// Every configuration of the 4 × 4 board (its white cells as 1 × 1 rectangles), for every
/// `k` from 1 to 4: the sweep's verdict is the whole-board search's.
#[test]
fn every_four_by_four_board_matches_the_search() {
    use sg_core::{Outcome, Solver};
    use sharti::model::{Board, Rules};
    for k in 1..=4 {
        let mut solver = Solver::new(Rules { k });
        for white in 0..1u64 << 16 {
            let cells = (0..16u64).filter(|b| white >> b & 1 == 1);
            let rects =
                cells.map(|b| Rect { a: b / 4 + 1, b: b % 4 + 1, c: b / 4 + 1, d: b % 4 + 1 });
            let input = Input { n: 4, k, rects: rects.collect() };
            let searched = solver.outcome(&Board { n: 4, white }) == Outcome::Win;
            assert_eq!(first_player_wins(&input), searched, "k = {k}, white {white:016b}");
        }
    }
}

/// The perfect player at the table (`grundy play sharti N K …`), replayed against the model
/// searched by sg-core's engine: from every board up to 3 × 3 with every `k` from 1 to 3, both
/// sides first, against random replies, each of its moves from a position the engine calls won
/// leaves one it calls lost, and it wins every game in which it was once to move in a won
/// position.
#[test]
fn the_perfect_player_never_loses_a_won_position() {
    use sg_core::{Outcome, Solver};
    use sharti::model::{Board, Rules};
    use workbench::play::{Play, Side, Words, perfect_game};
    let mut rng = Rng::new(4941);
    let mut won_games = 0;
    for k in 1..=3u64 {
        let mut engine = Solver::new(Rules { k });
        let mut wins = |board: &Board| engine.outcome(board) == Outcome::Win;
        for n in 1..=3u32 {
            for white in 1..1u64 << (n * n) {
                // The white cells as 1 × 1 rectangles in the short form.
                let mut words = format!("{n} {k}");
                for b in (0..n * n).filter(|b| white >> b & 1 == 1) {
                    let (i, j) = (b / n + 1, b % n + 1);
                    words += &format!(" {i} {j} {i} {j}");
                }
                let start = Sharti::from_words(&Words::parse(&words).unwrap()).unwrap();
                assert_eq!(start.position, Board { n, white }, "{words}");
                for first in [Side::Computer, Side::User] {
                    let held = perfect_game(start.game, start.position, first, &mut rng, &mut wins)
                        .unwrap_or_else(|e| panic!("{words}: {e}"));
                    won_games += usize::from(held);
                }
            }
        }
    }
    assert!(won_games >= 1000, "{won_games}");
}

/// Typed moves and positions: the words of every legal move read back as that move, and bad
/// words are refused with a reason, never a panic.
#[test]
fn the_table_reads_what_it_writes_and_refuses_the_rest() {
    use sg_core::Moves;
    use workbench::play::{Play, Playable, Words};
    let start = Sharti::from_words(&Words::parse("4 3 1 1 3 4").unwrap()).unwrap();
    let (game, board) = (start.game, start.position);
    let mut count = 0;
    for m in game.rules().legal_moves(&board) {
        let said = game.describe(&board, &m);
        assert_eq!(game.parse_move(&board, &said), Ok(m), "{said}");
        count += 1;
    }
    assert_eq!(count, 12 + 6 + 2, "{count}");
    for bad in [
        "",
        "invert square 2",
        "invert square 4 at row 4 column 4",
        "invert square 3 at row 2 column 3",
        "invert at row 4 column 1",
        "invert at row 0 column 1",
        "invert at row 9 column 1",
        "invert square 0 at row 1 column 1",
        "jump at row 1 column 1",
        "3 3",
        "invert square 18446744073709551615 at row 3 column 3",
    ] {
        assert!(game.parse_move(&board, bad).is_err(), "{bad}");
    }
    for bad in [
        "",
        "4",
        "4 3",
        "4 3 1 1 2",
        "9 3 1 1 1 1",
        "0 1 1 1 1 1",
        "4 3 2 2 1 1",
        "4 3 1 1 5 5",
        "4 3 heap 1",
        "4 0 1 1 2 2",
    ] {
        let words = Words::parse(bad).unwrap();
        assert!(Sharti::from_words(&words).is_err(), "{bad}");
    }
}
