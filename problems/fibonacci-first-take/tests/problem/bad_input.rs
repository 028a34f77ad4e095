//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_fibonacci-first-take");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "found end of input");
    assert_rejects(BIN, b"x\n", "found `x`");
    assert_rejects(BIN, b"-4\n", "found `-4`");
    assert_rejects(BIN, b"18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"4 5\n", "expected end of input, found `5`");
}

/// A heap of 0 has no first take at all: the game's promise `N ≥ 1` is broken.
#[test]
fn an_empty_heap_is_refused() {
    assert_rejects(BIN, b"0\n", "the number of stones N");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"7\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"2\n");
    for odd in [&b"7\r\n"[..], b"\t7", b"  7\n\n", b"7"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    let top = run(b"18446744073709551615\n");
    assert_eq!(top.code, Some(0), "{}", top.stderr);
}
