//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_s-nim");

#[test]
fn truncated() {
    assert_rejects(BIN, b"2 2 5\n3\n2 5 12\n3 2", "found end of input");
    assert_rejects(BIN, b"2 2 5\n1\n1 3\n", "k (0 ends the input)");
}

#[test]
fn letter_where_a_number_belongs() {
    assert_rejects(BIN, b"2 2 x\n", "found `x`");
}

#[test]
fn negative_count() {
    assert_rejects(BIN, b"2 2 5\n-1\n", "found `-1`");
}

#[test]
fn huge_declared_counts_are_not_trusted() {
    assert_rejects(BIN, b"1000000000000000000 1 2\n", "found end of input");
    assert_rejects(BIN, b"1 1\n1000000000000000000\n1 2\n", "found end of input");
}

#[test]
fn move_of_size_zero_never_ends_the_game() {
    assert_rejects(BIN, b"2 0 5\n1\n1 3\n0\n", "move size of 0");
}

#[test]
fn trailing_tokens_after_the_final_zero() {
    assert_rejects(BIN, b"1 1\n1\n1 1\n0\n7\n", "expected end of input");
}

/// Numbers separated by spaces, the shapes below as judge text.
fn test_text(moves: &[u64], positions: &[&[u64]]) -> Vec<u8> {
    let line = |values: &[u64]| {
        let words: Vec<String> = values.iter().map(u64::to_string).collect();
        format!("{} {}\n", values.len(), words.join(" "))
    };
    let mut text = line(moves) + &format!("{}\n", positions.len());
    for heaps in positions {
        text += &line(heaps);
    }
    (text + "0\n").into_bytes()
}

/// 1000 random moves up to 10^4 and one heap of 2^20: the table would cost 2^30 look-ups
/// and the period does not show within the values the work budget allows, so the heap is
/// refused: the search stops at the budget instead of running to 2^24 values whatever k is.
#[test]
fn many_random_moves_are_refused_within_the_work_budget() {
    let mut state = 17u64;
    let moves: Vec<u64> = (0..1000)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            1 + (state >> 33) % 10_000
        })
        .collect();
    let text = test_text(&moves, &[&[1 << 20]]);
    assert_rejects(BIN, &text, "line 3, column 3: heap 1048576 is beyond a direct table");
    assert_rejects(BIN, &text, "look-ups for ");
}

/// 10 000 moves with heaps near 10^18: the search's values are bounded by the budget.
#[test]
fn ten_thousand_moves_are_refused_within_the_work_budget() {
    let moves: Vec<u64> = (1..=10_000).collect();
    let text = test_text(&moves, &[&[1_000_000_000_000_000_000, 5]]);
    assert_rejects(BIN, &text, "no period of this move set shows");
}

/// A move of 2^63 − 1 that a heap can make sets a window no search can hold: refused at
/// once, at that heap (its loop over the window used to run for 2^63 steps).
#[test]
fn a_playable_huge_move_is_refused_at_once() {
    let text =
        test_text(&[1, 2, (1 << 63) - 1], &[&[5], &[(1 << 63) - 1, 1_000_000_000_000_000_000]]);
    assert_rejects(BIN, &text, "line 4, column 3: heap 9223372036854775807");
}
