//! The binary rejects bad input with exit status 2 and one positioned line.

use workbench::testing::assert_rejects;

const BIN: &str = env!("CARGO_BIN_EXE_candy-piles");

#[test]
fn truncated_and_malformed_input_is_rejected() {
    assert_rejects(BIN, b"", "the number of piles N");
    assert_rejects(BIN, b"3\n1 2\n", "found end of input");
    assert_rejects(BIN, b"2\n1 x\n", "found `x`");
    assert_rejects(BIN, b"2\n1 -3\n", "found `-3`");
    assert_rejects(BIN, b"1\n18446744073709551616\n", "found `18446744073709551616`");
    assert_rejects(BIN, b"2\n1 3\n4\n", "expected end of input, found `4`");
    // A declared count far beyond what follows: refused at the end of the input, never
    // allocated up front.
    assert_rejects(BIN, b"1000000000000000000\n1 2\n", "found end of input");
}

/// No pile, or an empty pile, breaks the game's promise (there is a candy to eat, and "one from
/// every pile" needs every pile to have one).
#[test]
fn no_candy_is_refused() {
    assert_rejects(BIN, b"0\n", "the number of piles N");
    assert_rejects(BIN, b"2\n3 0\n", "a pile size");
}

#[test]
fn odd_but_valid_formatting_is_accepted() {
    let run = |input: &[u8]| {
        workbench::process::run_binary(BIN, &[], input, std::time::Duration::from_secs(10))
    };
    let plain = run(b"3\n1 2 3\n");
    assert_eq!(plain.code, Some(0), "{}", plain.stderr);
    assert_eq!(plain.stdout, b"Second\n");
    for odd in [&b"3\r\n1 2 3\r\n"[..], b"3\t1\t2 3", b"  3\n\n1\n2\n3\n\n"] {
        assert_eq!(run(odd).stdout, plain.stdout, "{:?}", String::from_utf8_lossy(odd));
    }
    let huge = run(b"2\n18446744073709551615 18446744073709551615\n");
    assert_eq!(huge.code, Some(0), "{}", huge.stderr);
}
